"""A small game with a hidden deck, for testing the server on the protocol alone.

"Deck draw", 2–4 seats, ``rounds`` rounds. A round: every seat secretly bets 1 or 2
(simultaneous, hidden until all bets are in), then in seat order each seat draws the top card of
the shuffled deck (seen only by itself) or stays. Score: the cards drawn plus the bets. Hidden:
the deck order, the other hands, bets not yet revealed. The undo scope is the round.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping
from typing import Any

from chocolatier.core import Game, GameResult, IllegalActionError, Rng, State

DECK = [7001 + 13 * i for i in range(16)]  # distinctive numbers, easy to search for


class DeckGame(Game):
    name = "deck"
    title = "Deck draw"
    min_players = 2
    max_players = 4

    def normalize_options(
        self, num_players: int, options: Mapping[str, Any] | None
    ) -> dict[str, Any]:
        options = dict(options or {})
        rounds = options.pop("rounds", 3)
        if options:
            raise ValueError(f"unknown options: {', '.join(options)}")
        if not isinstance(rounds, int) or not 1 <= rounds <= 4:
            raise ValueError("rounds must be 1..4")
        return {"rounds": rounds}

    def new_state(
        self, num_players: int, seed: int, options: Mapping[str, Any] | None = None
    ) -> State:
        self.check_num_players(num_players)
        rounds = self.normalize_options(num_players, options)["rounds"]
        return DeckState(self, num_players, seed, rounds)

    def num_distinct_actions(self, num_players: int) -> int:
        return 4


ACTIONS: list[Hashable] = ["bet 1", "bet 2", "draw", "stay"]


class DeckState(State):
    def __init__(self, game: Game, num_players: int, seed: int, rounds: int) -> None:
        self.game = game
        self.num_players = num_players
        self.rng = Rng(seed)
        self.deck = list(DECK)
        self.rng.shuffle(self.deck)
        self.rounds = rounds
        self.round = 0
        self.bets: list[int | None] = [None] * num_players
        self.revealed: list[list[int]] = [[] for _ in range(num_players)]
        self.hands: list[list[int]] = [[] for _ in range(num_players)]
        self.turn: int | None = None  # seat drawing now, None while betting

    def to_act(self) -> tuple[int, ...]:
        if self.round >= self.rounds:
            return ()
        if self.turn is not None:
            return (self.turn,)
        return tuple(s for s in range(self.num_players) if self.bets[s] is None)

    def legal_actions(self, seat: int) -> list[Hashable]:
        if seat not in self.to_act():
            return []
        return ["draw", "stay"] if self.turn is not None else ["bet 1", "bet 2"]

    def apply(self, seat: int, action: Hashable) -> None:
        self.require_to_act(seat, "deck §1")
        if action not in self.legal_actions(seat):
            raise IllegalActionError("deck §2", "bad-move", action=repr(action))
        if self.turn is None:
            self.bets[seat] = 1 if action == "bet 1" else 2
            if None not in self.bets:
                for s, bet in enumerate(self.bets):
                    self.revealed[s].append(bet or 0)
                self.bets = [None] * self.num_players
                self.turn = 0
            return
        if action == "draw":
            self.hands[seat].append(self.deck.pop())
        if seat + 1 < self.num_players:
            self.turn = seat + 1
        else:
            self.turn = None
            self.round += 1

    def notation(self, seat: int, action: Hashable) -> str:
        return str(action)

    def parse(self, seat: int, text: str) -> Hashable:
        from chocolatier.core import NotationError

        wanted = " ".join(text.split()).lower()
        if wanted not in ACTIONS:
            raise NotationError(text, "usage", forms=["bet 1", "bet 2", "draw", "stay"])
        return wanted

    def action_id(self, seat: int, action: Hashable) -> int:
        return ACTIONS.index(action)

    def action_from_id(self, seat: int, action_id: int) -> Hashable:
        if not 0 <= action_id < len(ACTIONS):
            raise IllegalActionError("deck §0", "no-such-action", id=action_id)
        return ACTIONS[action_id]

    def clone(self) -> DeckState:
        other = DeckState.__new__(DeckState)
        other.__dict__.update(self.__dict__)
        other.rng = self.rng.clone()
        other.deck = list(self.deck)
        other.bets = list(self.bets)
        other.revealed = [list(r) for r in self.revealed]
        other.hands = [list(h) for h in self.hands]
        return other

    def determinize(self, seat: int, rng: Rng) -> DeckState:
        other = self.clone()
        rng.shuffle(other.deck)
        return other

    def view(self, seat: int | None) -> dict[str, Any]:
        return {
            "round": self.round,
            "deck_size": len(self.deck),
            "bets": [list(r) for r in self.revealed],
            "committed": [b is not None for b in self.bets],
            "my_bet": self.bets[seat] if seat is not None else None,
            "hand": list(self.hands[seat]) if seat is not None else None,
            "hand_sizes": [len(h) for h in self.hands],
        }

    def result(self) -> GameResult | None:
        if not self.is_terminal():
            return None
        scores = tuple(sum(h) + sum(r) for h, r in zip(self.hands, self.revealed, strict=True))
        best = max(scores)
        return GameResult(
            scores=scores,
            winners=tuple(s for s, v in enumerate(scores) if v == best),
            breakdown=tuple(
                {"cards": sum(h), "bets": sum(r)}
                for h, r in zip(self.hands, self.revealed, strict=True)
            ),
        )

    def fingerprint(self) -> Any:
        return (self.round, self.turn, tuple(self.deck), tuple(self.bets),
                tuple(map(tuple, self.hands)), tuple(map(tuple, self.revealed)))

    def undo_scope(self, seat: int) -> Hashable | None:
        return ("round", self.round)

