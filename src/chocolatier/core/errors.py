"""Errors raised by the engine. Every refusal names the rule it enforces."""

from __future__ import annotations

import json
from typing import Any


class ChocolatierError(Exception):
    """Base class of every error the package raises on purpose."""


class IllegalActionError(ChocolatierError):
    """An action that the rules do not allow now. The state is left unchanged.

    ``rule`` cites the reference (e.g. ``"§4.3 Operate"``), ``code`` is a stable machine-readable
    reason (e.g. ``"part-already-used"``) and ``params`` its typed parameters (seats, card ids,
    kinds, amounts). The edges word it from the catalogs (message ``refusal-<code>``); the
    exception's own text is for developers only.
    """

    def __init__(self, rule: str, code: str = "illegal-action", **params: Any) -> None:
        self.rule = rule
        self.code = code
        self.params: dict[str, Any] = params
        shown = ", ".join(f"{k}={v!r}" for k, v in params.items() if v != "")
        self.reason = f"{code} ({shown})" if shown else code
        super().__init__(f"{self.reason} [{rule}]")

    def to_json(self) -> dict[str, Any]:
        """The refusal for a client: code, rule and parameters."""
        return {"code": self.code, "rule": self.rule, "params": dict(self.params)}


#: Every option error's code and the names of its parameters: the catalogs word each as
#: ``option-error-<code>`` with exactly these variables (the tests check both against this table).
#: ``value`` is the value given, as JSON text (:func:`shown`); ``known``, ``choices``,
#: ``options`` and ``others`` are lists of what may be typed (ids, option values), listed as
#: they are; an option's name (``option``, ``needs``) is a parameter too, never a word of a
#: message.
OPTION_ERRORS: dict[str, tuple[str, ...]] = {
    "unknown-game": ("name", "known"),
    "bad-players": ("game", "players", "least", "most"),
    "unknown-option": ("game", "option", "known"),
    "no-options": ("game", "options"),
    "not-one-of": ("option", "value", "choices"),
    "master-not-solo": ("option",),
    "solo-only": ("option",),
    "bad-start-player": ("option", "value", "most", "choices"),
    "bad-card-overrides": ("option", "value"),
    "bad-store-sides": ("option", "value", "choices"),
    "side-needs-master": ("option", "side", "needs"),
    "unknown-store": ("option", "name", "known"),
    "no-such-side": ("store", "value"),
    "store-side-needs-master": ("store", "side", "needs"),
    "not-whole": ("option", "value", "least", "most"),
    "too-few": ("option", "value", "least"),
    "needs-option": ("option", "needs"),
    "excludes": ("option", "others"),
    "not-a-bot": ("option", "value"),
    "unknown-bot": ("name", "game", "known"),
    "unknown-level": ("bot", "level", "known"),
    "unknown-bot-setting": ("bot", "setting", "known"),
    "bad-bot-setting": ("bot", "setting", "value"),
    "no-bot": (),
    "not-key-value": ("text",),
}

def _checked(kind: str, table: dict[str, tuple[str, ...]], code: str,
             params: dict[str, Any]) -> str:
    """The developer's text of a coded error (``code (name=value, ...)``), once ``code`` and the
    names of ``params`` are checked against ``table``: a raise site that does not match it
    would show a broken message."""
    if code not in table or set(params) != set(table[code]):
        raise TypeError(f"{kind} error {code!r} takes {table.get(code)}, got {sorted(params)}")
    details = ", ".join(f"{k}={v!r}" for k, v in params.items())
    return f"{code} ({details})" if details else code


#: The longest ``value`` an option error carries (a whole card_overrides option is cut).
_SHOWN = 80


def shown(value: Any) -> str:
    """A value as given, for an error's ``value`` parameter: its JSON text (``"Z"``, ``5``,
    ``true``), its middle cut when long."""
    text = json.dumps(value, ensure_ascii=False, default=repr)
    if len(text) > _SHOWN:
        text = f"{text[:_SHOWN // 2]}…{text[-_SHOWN // 2:]}"
    return text


class OptionError(ChocolatierError, ValueError):
    """A game setup that cannot be played: an unknown game or bot, a player count the game
    does not take, an option unknown to the game or a value it does not take (a server's table
    settings and the command line's ``key=value`` options included).

    Like :class:`IllegalActionError`, ``code`` is a stable reason (a key of
    :data:`OPTION_ERRORS`) and ``params`` its parameters (strings, numbers, lists of strings);
    the edges word it from the catalogs (message ``option-error-<code>``), the exception's own
    text is for developers. It is also a ``ValueError``: a bad argument of the caller.
    """

    def __init__(self, code: str, **params: Any) -> None:
        self.code = code
        self.params: dict[str, Any] = params
        super().__init__(_checked("option", OPTION_ERRORS, code, params))

    def to_json(self) -> dict[str, Any]:
        """The error for a client: its code and parameters."""
        return {"code": self.code, "params": dict(self.params)}


#: Every notation error's code and the names of its parameters, worded as
#: ``notation-error-<code>``: ``word`` is the word read (as typed), ``known`` the words that
#: may stand there, ``forms`` the ways to write the move (notation, joined with "or").
NOTATION_ERRORS: dict[str, tuple[str, ...]] = {
    "empty": (),
    "unknown-verb": ("word", "known"),
    "usage": ("forms",),
    "not-written-as": ("word", "form"),
    "not-a-kind": ("word", "known"),
    "not-a-slot": ("word", "known"),
    "not-a-tile": ("word", "least", "most"),
    "not-a-card-id": ("word",),
    "not-an-option-number": ("word",),
    "not-a-store": ("word", "known"),
    "not-an-icon": ("word", "known"),
    "not-a-station": ("word", "known"),
    "no-such-card": ("word",),
    "not-legal": (),
}


class NotationError(ChocolatierError):
    """Text that is not a valid action notation (syntax), or names no legal action: ``code``
    (a key of :data:`NOTATION_ERRORS`) and ``params`` say why, worded at the edges from
    ``notation-error-<code>``; ``reason`` and the exception's own text are for developers."""

    def __init__(self, text: str, code: str, **params: Any) -> None:
        self.text = text
        self.code = code
        self.params: dict[str, Any] = params
        self.reason = _checked("notation", NOTATION_ERRORS, code, params)
        super().__init__(f"cannot read {text!r}: {self.reason}")


class RecordError(ChocolatierError):
    """A game record that cannot be replayed. Names the move number, its text and its seat
    when known; a setup or a move the engine refused is its ``__cause__`` (an
    :class:`OptionError` or an :class:`IllegalActionError`, which the edges word)."""

    def __init__(
        self, message: str, move_number: int | None = None, move_text: str | None = None,
        seat: int | None = None,
    ) -> None:
        where = ""
        if move_number is not None:
            where = f"move {move_number}"
            if move_text is not None:
                where += f" ({move_text!r})"
            where += ": "
        super().__init__(where + message)
        self.move_number = move_number
        self.move_text = move_text
        self.seat = seat
        self.reason = message


class CardDataError(ChocolatierError):
    """A card data file that fails validation: names the file, the card id and the field."""

    def __init__(
        self, file: str, message: str, card_id: str | None = None, field: str | None = None
    ) -> None:
        parts = [file]
        if card_id is not None:
            parts.append(f"card {card_id}")
        if field is not None:
            parts.append(f"field {field!r}")
        super().__init__(": ".join([", ".join(parts), message]))
        self.file = file
        self.card_id = card_id
        self.field = field
        self.reason = message


class SnapshotError(ChocolatierError):
    """A position snapshot that cannot be loaded: a malformed field (named by its path, e.g.
    ``position.seats[1].coal``) or a position that breaks an invariant of the game."""

    def __init__(self, message: str, field: str | None = None) -> None:
        super().__init__(f"field '{field}': {message}" if field else message)
        self.field = field
        self.reason = message
