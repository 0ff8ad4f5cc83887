"""Game records: the setup plus the ordered moves in notation. A record *is* the game.

A record is a JSON file::

    {"format": "chocolatier-record", "format_version": 1, "engine_version": "0.1.0",
     "game": "factory", "players": ["Ann", "bot:random"], "seed": 7, "options": {...},
     "moves": [{"seat": 0, "move": "take parts 2"}, ...], "result": {...}}

State is always derived by replaying the moves (:func:`replay`); ``result`` is informational and
checked against the replay when present.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from chocolatier import __version__
from chocolatier.core.errors import ChocolatierError, IllegalActionError, RecordError
from chocolatier.core.game import State
from chocolatier.core.registry import get_game

FORMAT = "chocolatier-record"
FORMAT_VERSION = 1


@dataclass(frozen=True)
class MoveEntry:
    """One move of a record: the seat that made it and its notation."""

    seat: int
    move: str

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready dictionary."""
        return {"seat": self.seat, "move": self.move}


@dataclass
class GameRecord:
    """The setup of a game and its moves, as saved to and read from JSON."""

    game: str
    players: list[str]
    seed: int
    options: dict[str, Any] = field(default_factory=dict)
    moves: list[MoveEntry] = field(default_factory=list)
    engine_version: str = __version__
    format_version: int = FORMAT_VERSION
    result: dict[str, Any] | None = None

    @property
    def num_players(self) -> int:
        """Number of seats."""
        return len(self.players)

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready dictionary in the record format."""
        data: dict[str, Any] = {
            "format": FORMAT,
            "format_version": self.format_version,
            "engine_version": self.engine_version,
            "game": self.game,
            "players": list(self.players),
            "seed": self.seed,
            "options": self.options,
            "moves": [m.to_json() for m in self.moves],
        }
        if self.result is not None:
            data["result"] = self.result
        return data

    def dumps(self) -> str:
        """The record as JSON text (one move per line, readable in a diff)."""
        data = self.to_json()
        moves = data.pop("moves")
        head = json.dumps(data, indent=2, sort_keys=True)
        lines = ",\n".join("    " + json.dumps(m, sort_keys=True) for m in moves)
        body = '  "moves": [\n' + lines + "\n  ]" if moves else '  "moves": []'
        return head[:-2] + ",\n" + body + "\n}\n"

    def save(self, path: str | Path) -> None:
        """Write the record to ``path``."""
        Path(path).write_text(self.dumps(), encoding="utf-8")

    @classmethod
    def from_json(cls, data: Any) -> GameRecord:
        """Read a record from parsed JSON, checking every field."""
        if not isinstance(data, dict):
            raise RecordError("a record must be a JSON object")
        if data.get("format", FORMAT) != FORMAT:
            raise RecordError(f"not a chocolatier record (format {data.get('format')!r})")
        version = data.get("format_version", FORMAT_VERSION)
        if version != FORMAT_VERSION:
            raise RecordError(f"record format version {version!r} is not supported")
        for key, kind in (("game", str), ("players", list), ("seed", int), ("moves", list)):
            if not isinstance(data.get(key), kind) or isinstance(data.get(key), bool):
                raise RecordError(f"field {key!r} is missing or not a {kind.__name__}")
        options = data.get("options", {})
        if not isinstance(options, dict):
            raise RecordError("field 'options' must be an object")
        if not all(isinstance(p, str) for p in data["players"]):
            raise RecordError("field 'players' must list player names")
        moves: list[MoveEntry] = []
        for number, entry in enumerate(data["moves"], start=1):
            if (
                not isinstance(entry, dict)
                or not isinstance(entry.get("seat"), int)
                or not isinstance(entry.get("move"), str)
            ):
                raise RecordError('a move must be {"seat": int, "move": str}', number)
            moves.append(MoveEntry(entry["seat"], entry["move"]))
        result = data.get("result")
        return cls(
            game=data["game"],
            players=list(data["players"]),
            seed=data["seed"],
            options=options,
            moves=moves,
            engine_version=str(data.get("engine_version", "")),
            format_version=version,
            result=result if isinstance(result, dict) else None,
        )

    @classmethod
    def loads(cls, text: str) -> GameRecord:
        """Read a record from JSON text."""
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise RecordError(f"not valid JSON: {exc}") from exc
        return cls.from_json(data)

    @classmethod
    def load(cls, path: str | Path) -> GameRecord:
        """Read a record from a file."""
        try:
            text = Path(path).read_text(encoding="utf-8")
        except OSError as exc:
            raise RecordError(f"cannot read {path}: {exc.strerror}") from exc
        return cls.loads(text)


def initial_state(record: GameRecord) -> State:
    """The state at the start of the recorded game."""
    try:
        game = get_game(record.game)
        return game.new_state(record.num_players, record.seed, record.options)
    except (ChocolatierError, ValueError) as exc:
        if isinstance(exc, RecordError):
            raise
        raise RecordError(f"bad setup: {exc}") from exc


def replay(record: GameRecord, upto: int | None = None) -> State:
    """Replay the record's moves (the first ``upto`` of them) and return the state.

    Raises :class:`RecordError` naming the move number, its text and the rule broken.
    """
    state = initial_state(record)
    moves = record.moves if upto is None else record.moves[:upto]
    for number, entry in enumerate(moves, start=1):
        try:
            state.apply_notation(entry.seat, entry.move)
        except IllegalActionError as exc:
            raise RecordError(
                f"seat {entry.seat}: {exc.reason} [{exc.rule}]", number, entry.move
            ) from exc
        except ChocolatierError as exc:
            raise RecordError(f"seat {entry.seat}: {exc}", number, entry.move) from exc
    if upto is None and record.result is not None and state.is_terminal():
        result = state.result()
        if result is not None and list(result.scores) != record.result.get("scores"):
            raise RecordError(
                f"replayed scores {list(result.scores)} differ from the recorded "
                f"{record.result.get('scores')}"
            )
    return state
