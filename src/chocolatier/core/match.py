"""A game being played: its setup, its current state and its move log (python-chess style).

:class:`Match` is what the CLI, the server and simulations hold: ``push`` applies and logs a
move, ``undo`` takes a seat's last move back when the game allows it (within the same shift, for
example) by replaying the log without it, and ``record()`` gives the game record.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping
from typing import Any

from chocolatier.core.errors import ChocolatierError, IllegalActionError
from chocolatier.core.game import Action, State
from chocolatier.core.record import GameRecord, MoveEntry, initial_state
from chocolatier.core.registry import get_game


class Match:
    """A game in progress with its log. Create with :meth:`new` or :meth:`from_record`."""

    def __init__(self, record: GameRecord) -> None:
        self.setup = GameRecord(
            game=record.game,
            players=list(record.players),
            seed=record.seed,
            options=dict(record.options),
            snapshot=record.snapshot,
        )
        self.state: State = initial_state(self.setup)
        self.log: list[MoveEntry] = []
        # undo scope of the acting seat just before each logged move
        self._scopes: list[Hashable | None] = []
        for entry in record.moves:
            self.push_notation(entry.seat, entry.move)

    @classmethod
    def new(
        cls,
        game: str,
        num_players: int,
        seed: int,
        options: Mapping[str, Any] | None = None,
        players: list[str] | None = None,
        snapshot: Mapping[str, Any] | None = None,
    ) -> Match:
        """A new game; ``options`` are normalized (validated, defaults filled in). With
        ``snapshot`` the game starts from that position (its options are the snapshot's)."""
        definition = get_game(game)
        definition.check_num_players(num_players)
        normalized = (definition.normalize_options(num_players, options) if snapshot is None
                      else dict(snapshot.get("options") or {}))
        names = players or [f"Player {i + 1}" for i in range(num_players)]
        if len(names) != num_players:
            raise ValueError(f"{len(names)} player names for {num_players} seats")
        return cls(GameRecord(game=game, players=names, seed=seed, options=normalized,
                              snapshot=dict(snapshot) if snapshot is not None else None))

    @classmethod
    def from_record(cls, record: GameRecord) -> Match:
        """Replay a record into a match (raises :class:`~chocolatier.core.errors.RecordError`)."""
        match = cls(GameRecord(record.game, record.players, record.seed, record.options,
                               snapshot=record.snapshot))
        from chocolatier.core.record import replay

        match.state = replay(record)
        match.log = list(record.moves)
        # Scopes of a replayed log are unknown: undo starts working from the next move on.
        match._scopes = [None] * len(match.log)
        return match

    def push(self, seat: int, action: Action) -> MoveEntry:
        """Apply ``seat``'s action and log it; raises ``IllegalActionError`` (nothing changes)."""
        scope = self.state.undo_scope(seat)
        text = self.state.notation(seat, action)
        self.state.apply(seat, action)
        entry = MoveEntry(seat, text)
        self.log.append(entry)
        self._scopes.append(scope)
        return entry

    def push_notation(self, seat: int, text: str) -> MoveEntry:
        """Parse ``text`` for ``seat`` and push it."""
        return self.push(seat, self.state.parse(seat, text))

    def push_id(self, seat: int, action_id: int) -> MoveEntry:
        """Push the action with this id."""
        return self.push(seat, self.state.action_from_id(seat, action_id))

    def _last_index_of(self, seat: int) -> int | None:
        for index in range(len(self.log) - 1, -1, -1):
            if self.log[index].seat == seat:
                return index
        return None

    def can_undo(self, seat: int) -> bool:
        """Whether ``seat`` may take back its last move now."""
        index = self._last_index_of(seat)
        if index is None:
            return False
        scope = self._scopes[index]
        return scope is not None and scope == self.state.undo_scope(seat)

    def undo(self, seat: int) -> MoveEntry:
        """Take back ``seat``'s last move (replaying the log without it) and return it."""
        index = self._last_index_of(seat)
        if index is None or not self.can_undo(seat):
            raise IllegalActionError("undo", "cannot-undo", what="nothing")
        log = self.log[:index] + self.log[index + 1 :]
        scopes = self._scopes[:index] + self._scopes[index + 1 :]
        state = initial_state(self.setup)
        try:
            for entry in log:
                state.apply_notation(entry.seat, entry.move)
        except ChocolatierError as exc:
            # A later move of another seat depended on this one: refuse, keep everything.
            raise IllegalActionError("undo", "cannot-undo", what="depends") from exc
        removed = self.log[index]
        self.state, self.log, self._scopes = state, log, scopes
        return removed

    def record(self) -> GameRecord:
        """The game record so far (with the result once the game is over)."""
        result = self.state.result()
        return GameRecord(
            game=self.setup.game,
            players=list(self.setup.players),
            seed=self.setup.seed,
            options=dict(self.setup.options),
            moves=list(self.log),
            result=result.to_json() if result is not None else None,
            snapshot=self.setup.snapshot,
        )
