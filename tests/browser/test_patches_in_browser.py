"""The page's patch applier (web/js/patch.js) in headless Chromium, at desktop and phone
width: along a game played by clicking, the state the page holds after its patches is the full
state a fresh connection is sent, and so is its log."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from websockets.sync.client import connect

from tests.browser.conftest import LiveServer
from tests.browser.test_table_in_browser import MY_TURN, create_table

pytestmark = pytest.mark.browser


def comparable(state: dict[str, Any]) -> dict[str, Any]:
    """A state but for what two connections are not sent alike: its number, the log (compared
    on its own) and the server's clock time."""
    out = {k: v for k, v in state.items() if k not in ("rev", "log_from", "log")}
    if out.get("clock"):
        out["clock"] = {k: v for k, v in out["clock"].items() if k != "now"}
    return out


def fresh_state(server: LiveServer, table_id: str, token: str) -> dict[str, Any]:
    """The full state a new connection of the seat is sent."""
    with connect(f"ws://127.0.0.1:{server.port}/ws/tables/{table_id}") as ws:
        ws.send(json.dumps({"type": "hello", "token": token}))
        while True:
            message = json.loads(ws.recv(timeout=10))
            if message["type"] == "state":
                return dict(message)


def play_something(page: Any, rng: random.Random) -> None:
    """One move: a click on a highlighted board thing (and a choice in the chooser when it
    opens) or an offered button, sent to the element itself (on a phone a sticky bar may lie
    over it: what is tested here is the state, not where a finger lands)."""
    seq = page.evaluate("document.body.dataset.seq")
    offered = page.locator("#board .can-act, #decision .can-act, #actions > button.action")
    assert offered.count(), "it is my move but nothing is offered"
    offered.nth(rng.randrange(offered.count())).dispatch_event("click")
    chooser = page.locator("#chooser:not(.hidden) button.choice")
    if chooser.count():
        chooser.nth(rng.randrange(chooser.count())).dispatch_event("click")
    page.wait_for_function(
        "seq => document.body.dataset.seq !== seq || "
        "document.querySelector('#message').classList.contains('error')", arg=seq)
    message = page.locator("#message")
    assert "error" not in (message.get_attribute("class") or ""), message.text_content()


@pytest.mark.parametrize("width", [1400, 390])
def test_the_state_the_pages_patches_make_is_the_full_state(
        live_server: LiveServer, browser: Any, width: int) -> None:
    page = browser.new_page(viewport={"width": width, "height": 900})
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    kinds: list[str] = []

    def received(frame: Any) -> None:
        text = frame if isinstance(frame, str) else str(frame)
        if text.startswith("{"):
            kinds.append(json.loads(text)["type"])

    page.on("websocket", lambda ws: ws.on("framereceived", received))
    table_id = create_table(page, live_server, ["me", "bot:random"])
    token = page.evaluate(
        "id => JSON.parse(localStorage.getItem('chocolatier.seats'))[id].token", table_id)
    rng = random.Random(width)
    moves = checked = 0
    while True:
        page.wait_for_function(MY_TURN, timeout=30000)
        if moves % 4 == 0 or page.locator("#score-table").count():
            # it is this seat's move: the bot waits, nothing changes while a fresh one looks
            held = page.evaluate("window.heldState()")
            full = fresh_state(live_server, table_id, token)
            assert comparable(held["state"]) == comparable(full), moves
            assert held["log"] == full["log"]
            checked += 1
        if page.locator("#score-table").count():
            break
        play_something(page, rng)
        moves += 1
        assert moves < 400, "the game does not end"
    assert checked > 5 and held["state"]["result"] is not None
    assert kinds.count("patch") > 20 and kinds.count("state") <= 2
    assert not errors
