"""A tiny game on the protocol, for testing the game-agnostic core.

"Secret sum": each round both seats simultaneously commit a number 1..3 (hidden until both are
in), then the seat whose turn it is may add 1 ("bump") or pass. After 3 rounds the larger total
wins. The undo scope is the round.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping
from typing import Any

from chocolatier.core import Game, GameResult, IllegalActionError, Rng, State


class ToyGame(Game):
    name = "toy"
    title = "Secret sum"
    min_players = 2
    max_players = 2

    def normalize_options(
        self, num_players: int, options: Mapping[str, Any] | None
    ) -> dict[str, Any]:
        rounds = dict(options or {}).get("rounds", 3)
        if not isinstance(rounds, int) or rounds < 1:
            raise ValueError("rounds must be a positive integer")
        return {"rounds": rounds}

    def new_state(
        self, num_players: int, seed: int, options: Mapping[str, Any] | None = None
    ) -> State:
        self.check_num_players(num_players)
        return ToyState(self, seed, self.normalize_options(num_players, options)["rounds"])

    def num_distinct_actions(self, num_players: int) -> int:
        return 5


class ToyState(State):
    def __init__(self, game: Game, seed: int, rounds: int) -> None:
        self.game = game
        self.num_players = 2
        self.rng = Rng(seed)
        self.rounds = rounds
        self.round = 0
        self.totals = [0, 0]
        self.pending: list[int | None] = [None, None]
        self.bumping = False

    def to_act(self) -> tuple[int, ...]:
        if self.round >= self.rounds:
            return ()
        if self.bumping:
            return (self.round % 2,)
        return tuple(s for s in (0, 1) if self.pending[s] is None)

    def legal_actions(self, seat: int) -> list[Hashable]:
        if seat not in self.to_act():
            return []
        return ["bump", "pass"] if self.bumping else [1, 2, 3]

    def apply(self, seat: int, action: Hashable) -> None:
        self.require_to_act(seat, "toy")
        if action not in self.legal_actions(seat):
            raise IllegalActionError("toy rule 1", "bad-move", action=repr(action))
        if self.bumping:
            self.totals[seat] += action == "bump"
            self.bumping = False
            self.round += 1
            return
        self.pending[seat] = int(action)  # type: ignore[call-overload]
        if None not in self.pending:
            for s in (0, 1):
                self.totals[s] += self.pending[s] or 0
            self.pending = [None, None]
            self.bumping = True

    def notation(self, seat: int, action: Hashable) -> str:
        return str(action)

    def parse(self, seat: int, text: str) -> Hashable:
        text = text.strip()
        return int(text) if text.isdigit() else text

    def action_id(self, seat: int, action: Hashable) -> int:
        return {1: 0, 2: 1, 3: 2, "bump": 3, "pass": 4}[action]

    def action_from_id(self, seat: int, action_id: int) -> Hashable:
        return [1, 2, 3, "bump", "pass"][action_id]

    def clone(self) -> ToyState:
        other = ToyState.__new__(ToyState)
        other.__dict__.update(self.__dict__)
        other.rng = self.rng.clone()
        other.totals = list(self.totals)
        other.pending = list(self.pending)
        return other

    def determinize(self, seat: int, rng: Rng) -> ToyState:
        other = self.clone()
        if other.pending[1 - seat] is not None:
            other.pending[1 - seat] = rng.randint(1, 3)
        return other

    def view(self, seat: int | None) -> dict[str, Any]:
        return {
            "round": self.round,
            "totals": list(self.totals),
            "committed": [p is not None for p in self.pending],
            "mine": self.pending[seat] if seat is not None else None,
        }

    def result(self) -> GameResult | None:
        if not self.is_terminal():
            return None
        best = max(self.totals)
        return GameResult(
            scores=tuple(self.totals),
            winners=tuple(s for s in (0, 1) if self.totals[s] == best),
            breakdown=tuple({"sum": t} for t in self.totals),
        )

    def fingerprint(self) -> Any:
        return (self.round, tuple(self.totals), tuple(self.pending), self.bumping, self.rng.state)

    def undo_scope(self, seat: int) -> Hashable | None:
        return ("round", self.round)

