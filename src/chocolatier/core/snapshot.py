"""What position snapshots of every game share (``docs/snapshots.md``): the envelope (format,
version, game), reading JSON into a typed schema with errors that name the field, and the check
that a loaded position can be played on."""

from __future__ import annotations

from typing import Any, TypeVar

import msgspec

from chocolatier.core.errors import SnapshotError
from chocolatier.core.game import State

FORMAT = "chocolatier-snapshot"
T = TypeVar("T")


def decode(data: Any, schema: type[T]) -> T:
    """``data`` (parsed JSON, or JSON text) checked against ``schema``, every field typed; a
    wrong field is named by its path (``position.seats[0].coal``)."""
    try:
        if isinstance(data, (str, bytes)):
            return msgspec.json.decode(data, type=schema)
        return msgspec.convert(data, schema)
    except msgspec.ValidationError as exc:
        message, _, where = str(exc).partition(" - at `$")
        raise SnapshotError(message[:1].lower() + message[1:],
                            where.rstrip("`").lstrip(".") or None) from None
    except msgspec.DecodeError as exc:
        raise SnapshotError(f"not valid JSON: {exc}") from None


def check_envelope(format_: str, version: int, game: str, expected_game: str,
                   expected_version: int, older: tuple[int, ...] = ()) -> None:
    """Refuse another format, version or game (``older``: earlier versions the game still
    reads)."""
    if format_ != FORMAT:
        raise SnapshotError(f"not a chocolatier snapshot (format {format_!r})", "format")
    if version != expected_version and version not in older:
        raise SnapshotError(f"snapshot version {version} is not supported (this engine reads "
                            f"version {expected_version})", "version")
    if game != expected_game:
        raise SnapshotError(f"a {game!r} snapshot is not a {expected_game!r} one", "game")


def check_playable(state: State) -> None:
    """Every seat to act has a legal action (a decision in progress that cannot go on, or one
    that does not fit the position, is refused rather than failing later)."""
    for seat in state.to_act():
        try:
            legal = state.legal_actions(seat)
        except (LookupError, ValueError, TypeError, AssertionError) as exc:
            raise SnapshotError(f"seat {seat}'s decision in progress does not fit the position "
                                f"({type(exc).__name__}: {exc})", "position") from None
        if not legal:
            raise SnapshotError(f"the position is not sound: seat {seat} is to act but has no "
                                "legal action", "position")
