"""Reading the lobby socket (``/ws/lobby``) in tests as the page does: the whole list, then
the changes applied to the list held (a change of a list not held fails the test)."""

from __future__ import annotations

from typing import Any


class LobbyList:
    """The tables a lobby socket's messages make, in order, and how many messages came."""

    def __init__(self) -> None:
        self.tables: dict[str, dict[str, Any]] = {}
        self.rev: int | None = None
        self.messages = 0

    def take(self, message: dict[str, Any]) -> None:
        """Apply one ``tables`` message."""
        assert message["type"] == "tables", message
        self.messages += 1
        if message.get("base") is None:
            self.tables = {t["id"]: t for t in message["tables"]}
        else:
            assert message["base"] == self.rev, "a change of a list this socket lacks"
            changed = {t["id"]: t for t in message["tables"]}
            self.tables = {i: changed.get(i) or self.tables[i] for i in message["order"]}
        self.rev = message["rev"]

    def table(self, table_id: str) -> dict[str, Any] | None:
        """A listed table (``None``: not listed)."""
        return self.tables.get(table_id)
