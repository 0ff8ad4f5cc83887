"""The base of a game's phases: an enum whose members are their strings everywhere.

Each game declares its phases once, as a subclass (``factory.phases.Phase``,
``chocolatl.phases.Phase``); the state holds a member, its views and snapshots carry the
member's string, and the string read back from a snapshot becomes the member again
(``Phase(text)``). A member is equal to its string, hashes like it and has its repr, so a
position's fingerprint (``State.state_hash``) is what it was when phases were plain strings:
every stored record and snapshot keeps its hash.
"""

from __future__ import annotations

from enum import StrEnum


class GamePhase(StrEnum):
    """A phase of a game: subclass it with one member per phase (value: its snapshot string)."""

    # Enum's own hash is its name's: a member must hash as the string it equals.
    __hash__ = str.__hash__

    def __repr__(self) -> str:
        # The fingerprint of a position is its values' repr: a member reads as its string.
        return repr(self._value_)
