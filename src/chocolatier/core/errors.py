"""Errors raised by the engine. Every refusal names the rule it enforces."""

from __future__ import annotations

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


class NotationError(ChocolatierError):
    """Text that is not a valid action notation (syntax), or names no legal action."""

    def __init__(self, text: str, message: str) -> None:
        super().__init__(f"cannot read {text!r}: {message}")
        self.text = text
        self.reason = message


class RecordError(ChocolatierError):
    """A game record that cannot be replayed. Names the move number and its text when known."""

    def __init__(
        self, message: str, move_number: int | None = None, move_text: str | None = None
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
