"""Game records: the setup plus the ordered moves in notation. A record *is* the game.

A record is a JSON file::

    {"format": "chocolatier-record", "format_version": 1, "engine_version": "0.1.0",
     "game": "factory", "players": ["Ann", "bot:random"], "seed": 7, "options": {...},
     "moves": [{"seat": 0, "move": "take parts 2"}, ...], "result": {...}}

State is always derived by replaying the moves (:func:`replay`); ``result`` is informational and
checked against the replay when present (a record with a result must replay to the end).

Loading validates the whole file against a schema (:class:`_RecordSchema`) before any move is
played: a wrong field is named (``$.moves[3].seat``) instead of surfacing as a refusal of move 1.
Files are at most :data:`MAX_RECORD_BYTES`.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Annotated, Any

import msgspec

from chocolatier import __version__
from chocolatier.core.errors import ChocolatierError, IllegalActionError, RecordError
from chocolatier.core.events import Event
from chocolatier.core.game import State
from chocolatier.core.registry import get_game, new_game

FORMAT = "chocolatier-record"
FORMAT_VERSION = 1
#: The engine versions whose records this engine replays as they were played (a release that
#: changes a rule's outcome leaves the older versions out: their records would replay silently
#: into another game).
KNOWN_ENGINE_VERSIONS = frozenset({__version__})
# A long game is a few tens of KB (with replaced cards, a few hundred): far below this.
MAX_RECORD_BYTES = 8 * 1024 * 1024
MAX_SEED = 2**63


class _MoveSchema(msgspec.Struct, forbid_unknown_fields=True):
    seat: Annotated[int, msgspec.Meta(ge=0)]
    move: str


class _ResultSchema(msgspec.Struct, forbid_unknown_fields=True):
    scores: list[int]
    winners: list[int]
    breakdown: list[dict[str, int]] = []
    details: dict[str, Any] = {}


class _RecordSchema(msgspec.Struct, forbid_unknown_fields=True):
    """What a record file may hold (every field typed; no other field)."""

    game: str
    players: list[str]
    seed: Annotated[int, msgspec.Meta(ge=0, le=MAX_SEED - 1)]
    moves: list[_MoveSchema]
    format: str = FORMAT
    format_version: int = FORMAT_VERSION
    engine_version: str = ""
    options: dict[str, Any] = {}
    result: _ResultSchema | None = None
    snapshot: dict[str, Any] | None = None


def _schema_error(exc: msgspec.MsgspecError) -> RecordError:
    """A schema violation, naming the field (and the move, for a move's field)."""
    message, _, where = str(exc).partition(" - at `$")
    message = message[:1].lower() + message[1:]
    if not where:
        if message.startswith("expected `object`"):
            return RecordError(f"a record must be a JSON object, not {message.split()[-1]}")
        return RecordError(message)
    path = where.rstrip("`").lstrip(".")
    move_number = None
    if path.startswith("moves["):
        move_number = int(path[len("moves[") : path.index("]")]) + 1
    return RecordError(f"field '{path}': {message}", move_number)


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
    # The position the game started from (a snapshot, ``docs/snapshots.md``), None: the setup.
    snapshot: dict[str, Any] | None = None

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
        if self.snapshot is not None:
            data["snapshot"] = self.snapshot
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
        try:
            schema = msgspec.convert(data, _RecordSchema)
        except msgspec.ValidationError as exc:
            raise _schema_error(exc) from None
        return cls._from_schema(schema)

    @classmethod
    def _from_schema(cls, schema: _RecordSchema) -> GameRecord:
        if schema.format != FORMAT:
            raise RecordError(f"not a chocolatier record (format {schema.format!r})")
        if schema.format_version != FORMAT_VERSION:
            raise RecordError(f"record format version {schema.format_version} is not supported")
        for number, entry in enumerate(schema.moves, start=1):
            if entry.seat >= len(schema.players):
                raise RecordError(
                    f"field 'moves[{number - 1}].seat': seat {entry.seat} in a game of "
                    f"{len(schema.players)} players",
                    number,
                )
        return cls(
            game=schema.game,
            players=schema.players,
            seed=schema.seed,
            options=schema.options,
            moves=[MoveEntry(m.seat, m.move) for m in schema.moves],
            engine_version=schema.engine_version,
            format_version=schema.format_version,
            result=msgspec.to_builtins(schema.result) if schema.result is not None else None,
            snapshot=schema.snapshot,
        )

    @classmethod
    def loads(cls, text: str | bytes) -> GameRecord:
        """Read a record from JSON text (bytes: UTF-8)."""
        if isinstance(text, str):
            try:
                text = text.encode()
            except UnicodeEncodeError as exc:
                raise RecordError(f"not valid text: {exc.reason}") from None
        if len(text) > MAX_RECORD_BYTES:
            raise RecordError(_too_large(len(text)))
        try:
            text.decode()
        except UnicodeDecodeError as exc:
            raise RecordError(f"not UTF-8 text (byte {exc.start})") from None
        try:
            schema = msgspec.json.decode(text.removeprefix(b"\xef\xbb\xbf"), type=_RecordSchema)
        except msgspec.ValidationError as exc:
            raise _schema_error(exc) from None
        except msgspec.DecodeError as exc:
            raise RecordError(f"not valid JSON: {exc}") from None
        except RecursionError:
            raise RecordError("not a record: JSON nested too deeply") from None
        return cls._from_schema(schema)

    @classmethod
    def load(cls, path: str | Path) -> GameRecord:
        """Read a record from a file (refused unread when larger than the limit)."""
        try:
            with Path(path).open("rb") as handle:
                data = handle.read(MAX_RECORD_BYTES + 1)
                if len(data) > MAX_RECORD_BYTES:
                    size = max(len(data), Path(path).stat().st_size)
                    raise RecordError(_too_large(size))
        except OSError as exc:
            raise RecordError(f"cannot read {path}: {exc.strerror}") from exc
        return cls.loads(data)


def _too_large(size: int) -> str:
    return (
        f"the file is {size / 2**20:.1f} MB; records are limited to "
        f"{MAX_RECORD_BYTES // 2**20} MB"
    )


def initial_state(record: GameRecord) -> State:
    """The state at the start of the recorded game (its snapshot's position, when it has one)."""
    try:
        if record.snapshot is not None:
            return new_game(record.game, record.num_players, record.seed,
                            snapshot=record.snapshot)
        game = get_game(record.game)
        return game.new_state(record.num_players, record.seed, record.options)
    except (ChocolatierError, ValueError) as exc:
        if isinstance(exc, RecordError):
            raise
        raise RecordError(f"bad setup: {exc}") from exc


def replay(
    record: GameRecord,
    upto: int | None = None,
    on_move: Callable[[int, MoveEntry, Event, State], None] | None = None,
) -> State:
    """Replay the record's moves (the first ``upto`` of them) and return the state.

    ``on_move(number, entry, event, state)``, when given, is told of each move once played:
    its number (from 1), the record's entry, the move's event and the state after it.
    Raises :class:`RecordError` naming the move number, its text and the rule broken.
    """
    state = initial_state(record)
    moves = record.moves if upto is None else record.moves[:upto]
    for number, entry in enumerate(moves, start=1):
        try:
            if on_move is None:
                state.apply_notation(entry.seat, entry.move)
            else:
                action = state.parse(entry.seat, entry.move)
                event = state.event(entry.seat, action)
                state.apply(entry.seat, action)
                on_move(number, entry, event, state)
        except IllegalActionError as exc:
            raise RecordError(
                f"seat {entry.seat}: {exc.reason} [{exc.rule}]", number, entry.move, entry.seat
            ) from exc
        except ChocolatierError as exc:
            raise RecordError(f"seat {entry.seat}: {exc}", number, entry.move,
                              entry.seat) from exc
    if upto is None:
        check_result(record, state)
    return state


def check_result(record: GameRecord, state: State) -> None:
    """Refuse a record whose recorded result is not the one its moves reach (``state``)."""
    if record.result is None:
        return
    result = state.result()
    if result is None:
        raise RecordError(
            f"the record has a result, but its {len(record.moves)} moves end before the "
            "game does (a truncated record?)"
        )
    if list(result.scores) != record.result.get("scores"):
        raise RecordError(
            f"replayed scores {list(result.scores)} differ from the recorded "
            f"{record.result.get('scores')}"
        )
