"""Coin Days: a tiny game with the shape of Chocolate Factory, for testing the simulation tools.

Each day every seat secretly pledges ``work`` (+£1) or ``rest`` at a simultaneous step, then the
seats, from a start seat that rotates daily, each take one face-up card (``take cN``: +£ the
card's value) from a row dealt from a hidden shuffled deck. Most money wins; ties are shared;
a solo player wins with £4 a day.

Options ``raise_at`` / ``breach_at`` make the engine fail on purpose at a given action number:
an exception inside ``apply`` or a state whose ``invariant_violations`` is not empty.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from chocolatier.bots.base import Bot, Budget
from chocolatier.core import Game, GameResult, IllegalActionError, Rng, State

CARD_VALUES = {f"c{i}": 1 + (i % 4) for i in range(1, 41)}
PLEDGES = ("work", "rest")
# A solo player wins with at least this much money per day.
SOLO_TARGET_PER_DAY = 4


class CoinDaysGame(Game):
    """The game definition."""

    name = "coin-days"
    title = "Coin Days"
    min_players = 1
    max_players = 4

    def normalize_options(
        self, num_players: int, options: Mapping[str, Any] | None
    ) -> dict[str, Any]:
        given = dict(options or {})
        normalized = {
            "days": int(given.pop("days", 3)),
            "raise_at": given.pop("raise_at", None),
            "breach_at": given.pop("breach_at", None),
        }
        if given:
            raise ValueError(f"unknown options: {', '.join(sorted(given))}")
        if normalized["days"] < 1:
            raise ValueError("days must be at least 1")
        return normalized

    def new_state(
        self, num_players: int, seed: int, options: Mapping[str, Any] | None = None
    ) -> CoinDaysState:
        self.check_num_players(num_players)
        return CoinDaysState(self, num_players, seed, self.normalize_options(num_players, options))

    def num_distinct_actions(self, num_players: int) -> int:
        return 2 + len(CARD_VALUES)


class CoinDaysState(State):
    """A Coin Days position."""

    def __init__(
        self, game: CoinDaysGame, num_players: int, seed: int, options: dict[str, Any]
    ) -> None:
        self.game = game
        self.num_players = num_players
        self.options = options
        self.rng = Rng(seed)
        self.deck = sorted(CARD_VALUES, key=lambda c: int(c[1:]))
        self.rng.shuffle(self.deck)
        self.day = 1
        self.money = [0] * num_players
        self.worked = [0] * num_players
        self.cards: list[list[str]] = [[] for _ in range(num_players)]
        self.pledges: dict[int, str] = {}
        self.row: list[str] = []
        self.picking: list[int] = []
        self.actions = 0
        self.over = False

    # -- protocol ------------------------------------------------------------------------------

    def to_act(self) -> tuple[int, ...]:
        if self.over:
            return ()
        if self.picking:
            return (self.picking[0],)
        return tuple(s for s in range(self.num_players) if s not in self.pledges)

    def legal_actions(self, seat: int) -> list[Any]:
        if seat not in self.to_act():
            return []
        if self.picking:
            return [f"take {card}" for card in self.row]
        return list(PLEDGES)

    def apply(self, seat: int, action: Any) -> None:
        if action not in self.legal_actions(seat):
            raise IllegalActionError("§toy", "toy", action=repr(action), seat=seat)
        if self.options["raise_at"] == self.actions + 1:
            raise RuntimeError("the toy engine broke on purpose")
        self.actions += 1
        if self.picking:
            card = action.split()[1]
            self.row.remove(card)
            self.cards[seat].append(card)
            self.money[seat] += CARD_VALUES[card]
            self.picking.pop(0)
            if not self.picking:
                self._end_day()
        else:
            self.pledges[seat] = action
            if len(self.pledges) == self.num_players:
                self._resolve_pledges()
        if self.options["breach_at"] == self.actions:
            self.money[seat] = -1

    def _resolve_pledges(self) -> None:
        for seat, pledge in self.pledges.items():
            if pledge == "work":
                self.money[seat] += 1
                self.worked[seat] += 1
        self.row = [self.deck.pop() for _ in range(self.num_players + 1)]
        start = (self.day - 1) % self.num_players
        self.picking = [(start + i) % self.num_players for i in range(self.num_players)]

    def _end_day(self) -> None:
        self.row = []
        self.pledges = {}
        if self.day == self.options["days"]:
            self.over = True
        else:
            self.day += 1

    def notation(self, seat: int, action: Any) -> str:
        return str(action)

    def action_id(self, seat: int, action: Any) -> int:
        if action in PLEDGES:
            return PLEDGES.index(action)
        return 1 + int(str(action).split()[1][1:])

    def action_from_id(self, seat: int, action_id: int) -> Any:
        action = PLEDGES[action_id] if action_id < 2 else f"take c{action_id - 1}"
        if action not in self.legal_actions(seat):
            raise IllegalActionError("§toy", "toy", id=action_id)
        return action

    def clone(self) -> CoinDaysState:
        other = CoinDaysState.__new__(CoinDaysState)
        other.game = self.game
        other.num_players = self.num_players
        other.options = dict(self.options)
        other.rng = self.rng.clone()
        other.deck = list(self.deck)
        other.day = self.day
        other.money = list(self.money)
        other.worked = list(self.worked)
        other.cards = [list(c) for c in self.cards]
        other.pledges = dict(self.pledges)
        other.row = list(self.row)
        other.picking = list(self.picking)
        other.actions = self.actions
        other.over = self.over
        return other

    def determinize(self, seat: int, rng: Rng) -> CoinDaysState:
        other = self.clone()
        rng.shuffle(other.deck)
        other.pledges = {s: p for s, p in other.pledges.items() if s == seat}
        other.rng = Rng(rng.next64())
        return other

    def view(self, seat: int | None) -> dict[str, Any]:
        return {
            "day": self.day,
            "row": list(self.row),
            "players": [
                {"money": self.money[s], "cards": list(self.cards[s])}
                for s in range(self.num_players)
            ],
        }

    def result(self) -> GameResult | None:
        if not self.over:
            return None
        best = max(self.money)
        winners = tuple(s for s in range(self.num_players) if self.money[s] == best)
        if self.num_players == 1 and best < SOLO_TARGET_PER_DAY * self.options["days"]:
            winners = ()
        return GameResult(
            scores=tuple(self.money),
            winners=winners,
            breakdown=tuple(
                {"work": self.worked[s], "cards": self.money[s] - self.worked[s]}
                for s in range(self.num_players)
            ),
        )

    def fingerprint(self) -> Any:
        return (
            self.rng.state,
            tuple(self.deck),
            self.day,
            tuple(self.money),
            tuple(map(tuple, self.cards)),
            tuple(sorted(self.pledges.items())),
            tuple(self.row),
            tuple(self.picking),
            self.over,
        )

    def invariant_violations(self) -> list[str]:
        return [f"seat {s} has negative money" for s, m in enumerate(self.money) if m < 0]



class GreedyBot(Bot):
    """Always works and takes the most valuable card: it should beat ``random`` clearly."""

    name = "greedy"

    def choose(self, state: State, seat: int) -> Any:
        legal = state.legal_actions(seat)
        if "work" in legal:
            return "work"
        return max(legal, key=lambda action: (CARD_VALUES[action.split()[1]], action))


def make_greedy(seed: int, budget: Budget | None, level: str | None) -> Bot:
    """Bot factory for the registry."""
    return GreedyBot(seed, budget, level)
