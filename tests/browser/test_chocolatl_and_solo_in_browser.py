"""Chocolatl and the solo Chocolate Factory in headless Chromium: a whole Chocolatl game against
two bots by clicking cards and stations (other players' face-down bids never sent, shown only as
backs) to the final score table; a solo table showing its objectives, met or not."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from chocolatier.server import patches
from tests.browser.conftest import LiveServer, open_table_form
from tests.browser.test_table_in_browser import MY_TURN, click_something, create_table

pytestmark = pytest.mark.browser


def states(frames: list[str]) -> list[dict[str, Any]]:
    """The states the page was sent: full ones, and those its patches made."""
    out: list[dict[str, Any]] = []
    for frame in frames:
        try:
            message = json.loads(frame)
        except ValueError:
            continue
        if isinstance(message, dict) and message.get("type") == "patch":
            out.append(patches.apply(out[-1], message["diff"]))
        elif isinstance(message, dict) and message.get("type") == "state":
            out.append(message)
    return out


def test_a_whole_chocolatl_game_against_two_bots_by_clicking(
    live_server: LiveServer, browser: Any
) -> None:
    page = browser.new_page(viewport={"width": 1400, "height": 1000})
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    frames: list[str] = []
    page.on("websocket", lambda ws: ws.on("framereceived", lambda f: frames.append(
        f if isinstance(f, str) else f.get("payload", "") if isinstance(f, dict) else str(f))))
    create_table(page, live_server, ["me", "bot:random", "bot:heuristic"], game="chocolatl")
    rng = random.Random(11)
    moves = 0
    saw_backs = False
    while True:
        page.wait_for_function(MY_TURN, timeout=30000)
        if page.locator("#score-table").count():
            break
        saw_backs = saw_backs or page.locator("#board .cacao-card.down").count() > 0
        # the bots' face-down bids and altar cards are not in the game log before the end
        for line in page.locator("#log li").all_text_contents():
            if line.strip().startswith("Bot"):
                assert " bids " not in line and " sacrifices " not in line, line
        assert page.locator("#board .phase").text_content()
        click_something(page, rng)
        moves += 1
        assert moves < 400, "the game does not end"
    assert moves > 20 and saw_backs
    table = page.locator("#score-table")
    assert "total" in table.text_content() and "altar" in table.text_content()
    assert table.locator("thead th").count() == 4
    # The log names the players; the events box speaks of them by name, never "seat N".
    log = page.locator("#log").text_content()
    assert "Ann" in log and "Bot 2 (random) bids" in log  # everything is shown at the end
    events = page.locator("#board .events-log").text_content()
    assert events and "seat " not in events
    # Nothing of another player's hidden cards ever reached the page before the end.
    received = states(frames)
    assert received
    for message in received:
        if message["result"] is not None:
            continue
        for player in message["view"]["players"]:
            if player["seat"] == message["you"]:
                continue
            assert player["hand"] is None and player["altar"] is None
            assert player["dice_choice"] is None
            assert all(not bid.get("mine") for bid in player["bids"].values())
    assert not errors


def test_a_solo_factory_table_shows_its_objectives(live_server: LiveServer, browser: Any) -> None:
    page = browser.new_page(viewport={"width": 1400, "height": 1000})
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.goto(live_server.url + "/")
    open_table_form(page)
    while page.locator("#seats select").count() > 1:
        page.click("#remove-seat")
    page.select_option("#extra-demands", "1")
    page.click("#create")
    page.wait_for_selector("#board .solo")
    panel = page.locator("#board .solo")
    assert "objectives met: 0 of" in panel.text_content()
    assert panel.locator(".objective.unmet").count() >= 3
    assert panel.locator(".solo-card").count() >= 3  # the Weekly Target and the Demands
    rng = random.Random(2)
    for _ in range(6):
        page.wait_for_function(MY_TURN, timeout=30000)
        click_something(page, rng)
    assert page.locator("#board .solo .objective").count() >= 3
    assert not errors
