"""Driving a table over the WebSocket in tests."""

from __future__ import annotations

from typing import Any

from starlette.testclient import WebSocketTestSession


class Seat:
    """One WebSocket connection to a table: keeps the latest state and the log."""

    def __init__(
        self, ws: WebSocketTestSession, token: str | None, invite: str | None = None
    ) -> None:
        self.ws = ws
        self.messages: list[dict[str, Any]] = []
        self.log: list[dict[str, Any]] = []
        self.state: dict[str, Any] = {}
        hello: dict[str, Any] = {"type": "hello", "token": token}
        if invite is not None:  # a spectator of a private table comes by its link
            hello["invite"] = invite
        ws.send_json(hello)
        self.receive("state")

    def receive(self, kind: str | None = None) -> dict[str, Any]:
        """The next message (of ``kind``: others in between are absorbed)."""
        while True:
            message: dict[str, Any] = self.ws.receive_json()
            self.messages.append(message)
            if message["type"] == "state":
                self.state = message
                self.log = self.log[: message["log_from"]] + message["log"]
            if kind is None or message["type"] == kind:
                return message

    def act(self, action: int | str, state_id: int | None = None) -> dict[str, Any]:
        """Send an action and return the ack or the rejection."""
        sid = self.state["state_id"] if state_id is None else state_id
        self.ws.send_json({"type": "act", "state_id": sid, "action": action, "ref": 1})
        while True:
            message = self.receive()
            if message["type"] in ("ack", "rejected", "error"):
                return message

    def wait_until(self, predicate: Any) -> dict[str, Any]:
        """Read state messages until ``predicate(state)`` holds."""
        while not predicate(self.state):
            self.receive("state")
        return self.state

    def my_turn(self) -> bool:
        return self.state["you"] in self.state["to_act"] or self.state["result"] is not None
