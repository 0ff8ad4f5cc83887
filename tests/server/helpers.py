"""Driving a table over the WebSocket in tests."""

from __future__ import annotations

from typing import Any

from starlette.testclient import WebSocketTestSession

from chocolatier.server import patches


class Seat:
    """One WebSocket connection to a table: keeps the latest state and the log. It asks for
    patches (unless ``patches`` is false) and applies them: ``state`` and ``messages`` hold the
    full states they make (``patches`` counts them), as the browser's page does."""

    def __init__(
        self, ws: WebSocketTestSession, token: str | None, invite: str | None = None,
        patches: bool = True,
    ) -> None:
        self.ws = ws
        self.messages: list[dict[str, Any]] = []
        self.log: list[dict[str, Any]] = []
        self.state: dict[str, Any] = {}
        self.patches = 0
        hello: dict[str, Any] = {"type": "hello", "token": token, "patches": patches}
        if invite is not None:  # a spectator of a private table comes by its link
            hello["invite"] = invite
        ws.send_json(hello)
        self.receive("state")

    def receive(self, kind: str | None = None) -> dict[str, Any]:
        """The next message (of ``kind``: others in between are absorbed)."""
        while True:
            message: dict[str, Any] = self.ws.receive_json()
            if message["type"] == "patch":
                message = self.patched(message)
            self.messages.append(message)
            if message["type"] == "state":
                self.state = message
                self.log = self.log[: message["log_from"]] + message["log"]
            if kind is None or message["type"] == kind:
                return message

    def patched(self, patch: dict[str, Any]) -> dict[str, Any]:
        """The full state a patch makes of the one held (a missed patch fails the test)."""
        assert self.state.get("rev") == patch["base"], "a patch of a state this seat lacks"
        self.patches += 1
        held = {k: v for k, v in self.state.items() if k not in ("rev", "log_from", "log")}
        return {**patches.apply(held, patch["diff"]), "rev": patch["rev"],
                "log_from": patch["log_from"], "log": patch["log"]}

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
