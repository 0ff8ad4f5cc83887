"""Structured game events: what happened, as a stable code plus typed parameters, in no language.

Engines emit :class:`Event` values (never sentences); the edges (web client, terminal, CLI) word
them in the reader's language from the message catalogs (``chocolatier.i18n``), where the code is
the message id. Each game declares its events as subclasses, one per code, so the set of codes and
their parameters is one typed contract, exported as JSON Schema (``chocolatier schema``).

Parameter names carry their meaning for every renderer (``docs/i18n.md``): ``seat`` and the other
seat-valued names are seat numbers counted from 0 (a renderer puts the player's name there), card,
store, station and chocolate names are ids that a renderer translates.
"""

from __future__ import annotations

from typing import Any

import msgspec


class Event(msgspec.Struct, frozen=True, kw_only=True, tag_field="code"):
    """A fact of a game: its class tag is the ``code`` (and the catalog's message id)."""

    def to_json(self) -> dict[str, Any]:
        """The JSON-ready dictionary, ``code`` first."""
        out: dict[str, Any] = msgspec.to_builtins(self)
        return out

    @property
    def code(self) -> str:
        """The event's stable code."""
        tag = type(self).__struct_config__.tag
        assert isinstance(tag, str)
        return tag


class ActionTaken(Event, frozen=True, kw_only=True, tag="action"):
    """A move of a game that declares no events of its own, named by its notation."""

    seat: int
    notation: str


def event_types(base: type[Event] = Event) -> list[type[Event]]:
    """Every concrete event class below ``base`` (the leaves: a class with subclasses is a
    family, not an event), in a stable order."""
    found: list[type[Event]] = []
    stack = [base]
    while stack:
        cls = stack.pop()
        subs = cls.__subclasses__()
        stack.extend(subs)
        if cls is not base and not subs and isinstance(cls.__struct_config__.tag, str):
            found.append(cls)
    return sorted(found, key=lambda c: str(c.__struct_config__.tag))
