"""Tiny games on the protocol of :mod:`chocolatier.core.game`, small enough that the right move is
known, used to check the bots: Nim (perfect information, any number of players), a parity guess
(hidden information) and a simultaneous bidding game."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from chocolatier.core.errors import IllegalActionError
from chocolatier.core.game import Action, Game, GameResult, State
from chocolatier.core.rng import Rng


def _result(num_players: int, winners: tuple[int, ...], scores: tuple[int, ...]) -> GameResult:
    return GameResult(
        scores=scores, winners=winners, breakdown=tuple({} for _ in range(num_players))
    )


class _ToyGame(Game):
    title = "toy"
    min_players = 1
    max_players = 4

    def normalize_options(
        self, num_players: int, options: Mapping[str, Any] | None
    ) -> dict[str, Any]:
        return dict(options or {})

    def num_distinct_actions(self, num_players: int) -> int:
        return 100


class _ToyState(State):
    """Shared plumbing: actions are small tuples or strings, their notation is ``repr``."""

    def notation(self, seat: int, action: Action) -> str:
        return repr(action)

    def action_id(self, seat: int, action: Action) -> int:
        return self.legal_actions(seat).index(action)

    def action_from_id(self, seat: int, action_id: int) -> Action:
        return self.legal_actions(seat)[action_id]

    def view(self, seat: int | None) -> dict[str, Any]:
        return {"fingerprint": repr(self.fingerprint())}


    def _check(self, seat: int, action: Action) -> None:
        if action not in self.legal_actions(seat):
            raise IllegalActionError("toy", "illegal", action=repr(action))


# -- Nim: take 1..all stones from one pile; who takes the last stone wins -----------------------


class NimGame(_ToyGame):
    name = "toy-nim"

    def new_state(
        self, num_players: int, seed: int, options: Mapping[str, Any] | None = None
    ) -> NimState:
        piles = tuple((options or {}).get("piles", (1, 3, 4)))
        return NimState(self, num_players, list(piles), 0, None)


class NimState(_ToyState):
    def __init__(
        self, game: Game, num_players: int, piles: list[int], turn: int, winner: int | None
    ):
        self.game = game
        self.num_players = num_players
        self.piles = piles
        self.turn = turn
        self.winner = winner

    def to_act(self) -> tuple[int, ...]:
        return () if self.winner is not None else (self.turn,)

    def legal_actions(self, seat: int) -> list[Action]:
        if seat not in self.to_act():
            return []
        return [(p, take) for p, size in enumerate(self.piles) for take in range(1, size + 1)]

    def apply(self, seat: int, action: Action) -> None:
        self._check(seat, action)
        assert isinstance(action, tuple)
        pile, take = action
        self.piles[pile] -= take
        if not any(self.piles):
            self.winner = seat
        self.turn = (self.turn + 1) % self.num_players

    def clone(self) -> NimState:
        return NimState(self.game, self.num_players, list(self.piles), self.turn, self.winner)

    def determinize(self, seat: int, rng: Rng) -> NimState:
        return self.clone()

    def result(self) -> GameResult | None:
        if self.winner is None:
            return None
        scores = tuple(int(s == self.winner) for s in range(self.num_players))
        return _result(self.num_players, (self.winner,), scores)

    def fingerprint(self) -> Any:
        return (tuple(self.piles), self.turn, self.winner)


# -- Parity guess: seat 1 holds a hidden card 1..3, seat 0 guesses its parity --------------------


class GuessGame(_ToyGame):
    name = "toy-guess"

    def new_state(
        self, num_players: int, seed: int, options: Mapping[str, Any] | None = None
    ) -> GuessState:
        rng = Rng(seed)
        card = (options or {}).get("card") or rng.randint(1, 3)
        return GuessState(self, card, None, rng)


class GuessState(_ToyState):
    """Seat 0 sees nothing of seat 1's card and wins when it names the card's parity.

    The odds are 2 to 1 for "odd", whatever the card really is: a bot that peeks at the card would
    say "even" when the card is 2."""

    num_players = 2

    def __init__(self, game: Game, card: int, guess: str | None, rng: Rng):
        self.game = game
        self.card = card
        self.guess = guess
        self.rng = rng

    def to_act(self) -> tuple[int, ...]:
        return () if self.guess is not None else (0,)

    def legal_actions(self, seat: int) -> list[Action]:
        return ["even", "odd"] if seat in self.to_act() else []

    def apply(self, seat: int, action: Action) -> None:
        self._check(seat, action)
        self.guess = str(action)

    def clone(self) -> GuessState:
        return GuessState(self.game, self.card, self.guess, self.rng.clone())

    def determinize(self, seat: int, rng: Rng) -> GuessState:
        card = self.card if seat == 1 else rng.randint(1, 3)
        return GuessState(self.game, card, self.guess, Rng(rng.next64()))

    def result(self) -> GameResult | None:
        if self.guess is None:
            return None
        right = (self.card % 2 == 1) == (self.guess == "odd")
        winner = 0 if right else 1
        return _result(2, (winner,), (int(right), int(not right)))

    def fingerprint(self) -> Any:
        return (self.card, self.guess, self.rng.state)


# -- Simultaneous bids: each round every seat secretly bids 0..2; the highest total wins ----------


class BidGame(_ToyGame):
    name = "toy-bid"

    def new_state(
        self, num_players: int, seed: int, options: Mapping[str, Any] | None = None
    ) -> BidState:
        rounds = int((options or {}).get("rounds", 2))
        return BidState(self, num_players, rounds, [0] * num_players, [None] * num_players)


class BidState(_ToyState):
    """Bids are committed one seat at a time and revealed when the last seat has bid; a seat's
    pending bid is hidden from the others (determinising forgets it)."""

    def __init__(
        self,
        game: Game,
        num_players: int,
        rounds: int,
        totals: list[int],
        pending: list[int | None],
    ):
        self.game = game
        self.num_players = num_players
        self.rounds = rounds
        self.totals = totals
        self.pending = pending

    def to_act(self) -> tuple[int, ...]:
        if self.rounds == 0:
            return ()
        return tuple(s for s in range(self.num_players) if self.pending[s] is None)

    def legal_actions(self, seat: int) -> list[Action]:
        return [0, 1, 2] if seat in self.to_act() else []

    def apply(self, seat: int, action: Action) -> None:
        self._check(seat, action)
        self.pending[seat] = int(action)  # type: ignore[call-overload]
        if all(p is not None for p in self.pending):
            self.totals = [t + (p or 0) for t, p in zip(self.totals, self.pending, strict=True)]
            self.pending = [None] * self.num_players
            self.rounds -= 1

    def clone(self) -> BidState:
        return BidState(
            self.game, self.num_players, self.rounds, list(self.totals), list(self.pending)
        )

    def determinize(self, seat: int, rng: Rng) -> BidState:
        pending = [p if s == seat else None for s, p in enumerate(self.pending)]
        return BidState(self.game, self.num_players, self.rounds, list(self.totals), pending)

    def result(self) -> GameResult | None:
        if self.rounds:
            return None
        best = max(self.totals)
        winners = tuple(s for s, t in enumerate(self.totals) if t == best)
        return _result(self.num_players, winners, tuple(self.totals))

    def fingerprint(self) -> Any:
        return (self.rounds, tuple(self.totals), tuple(self.pending))
