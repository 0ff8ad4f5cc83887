"""Table life in headless Chromium: a clock ticking and running out (the stand-in plays and
the log says so), conceding from the page."""

from __future__ import annotations

from typing import Any

import httpx
import pytest

from tests.browser.conftest import LiveServer

pytestmark = pytest.mark.browser


def seated_page(browser: Any, server: LiveServer, options: dict[str, Any]) -> tuple[Any, str]:
    """A factory table (me and a bot) made through the API, opened on my seat's page."""
    body = {"game": "factory", "title": "Clocked", "join": 0, "name": "Ann", "options": options,
            "seats": [{"kind": "human"}, {"kind": "bot", "bot": "random"}]}
    made = httpx.post(f"{server.url}/api/tables", json=body, timeout=10).json()
    page = browser.new_page(viewport={"width": 1400, "height": 1000})
    page.goto(server.url + "/")
    page.evaluate("""made => localStorage.setItem('chocolatier.seats', JSON.stringify(
        {[made.id]: {token: made.token, seat: 0, invite: made.invite}}))""", made)
    page.goto(f"{server.url}/t/{made['id']}")
    page.wait_for_selector("body[data-seq]")
    return page, str(made["id"])


def test_the_clock_ticks_runs_out_and_the_stand_in_moves(
    live_server: LiveServer, browser: Any
) -> None:
    page, _ = seated_page(browser, live_server, {"turn_seconds": 3, "max_timeouts": 2})
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.wait_for_selector("#clocks .clock-left")
    first = page.locator("#clocks .clock-left").first.text_content()
    assert "left" in first
    page.wait_for_function("t => document.querySelector('#clocks .clock-left')?.textContent !== t",
                           arg=first, timeout=3000)
    # nobody clicks: the stand-in makes the move, and the log says so
    page.wait_for_selector("#log li[data-by=timeout]", timeout=10000)
    assert "ran out of time" in page.locator("#log li[data-by=timeout]").first.text_content()
    assert not errors


def test_conceding_from_the_page_hands_the_seat_to_the_stand_in(
    live_server: LiveServer, browser: Any
) -> None:
    page, _ = seated_page(browser, live_server, {})
    page.on("dialog", lambda dialog: dialog.accept())
    page.click("#concede")
    page.wait_for_selector("#log li[data-code=note-concede]")
    page.wait_for_selector("#score-table", timeout=60000)
    assert "conceded" in page.locator("#seats").text_content()
    assert page.locator("#concede").count() == 0


def test_a_stranger_takes_a_seat_at_a_public_table_from_the_lobby(
    live_server: LiveServer, browser: Any
) -> None:
    ann = browser.new_context().new_page()
    ann.goto(live_server.url + "/")
    ann.wait_for_selector("#seats select")
    ann.fill("#name", "Ann")
    while ann.locator("#seats select").count() > 2:
        ann.click("#remove-seat")
    ann.select_option("select[name=seat1]", "human")
    ann.check("#option-public")
    ann.select_option("#option-clock", "s180")
    ann.click("#create")
    ann.wait_for_selector("body[data-status=open]")
    table_id = ann.url.rsplit("/", 1)[1]
    stranger = browser.new_context().new_page()
    stranger.goto(live_server.url + "/")
    stranger.fill("#name", "Zed")
    stranger.click(f"li[data-table='{table_id}'] button.take-seat")
    stranger.wait_for_selector("body[data-status=running]")
    assert "Zed (you)" in stranger.locator("#seats").text_content().replace("  ", " ")
    ann.wait_for_function("() => document.querySelector('#seats').textContent.includes('Zed')")
    # both are here, and the clock of 3 minutes runs for whoever is to move
    ann.wait_for_function(
        "() => (document.querySelector('#seats').textContent.match(/here/g) || []).length === 2")
    assert ann.locator("#clocks .clock-left").count() >= 1
