"""The web table's failure states and Chocolatl's fixes in headless Chromium, on a desktop
(1366×900) and a phone (390×844): an unknown table's 404 page, a stale seat token, reconnection
backing off with the board greyed, the end of a game in view (a lost solo game says so), the
lobby naming winners, Chocolatl with five seats, its round number and coloured pyramid markers,
and no page wider than the screen."""

from __future__ import annotations

import re
from typing import Any

import httpx
import pytest

from tests.browser.conftest import LiveServer, finished_bot_table, open_table_form

pytestmark = pytest.mark.browser

SCREENS = {"desktop": {"width": 1366, "height": 900}, "phone": {"width": 390, "height": 844}}
NO_OVERFLOW = "document.documentElement.scrollWidth <= window.innerWidth"


def new_page(browser: Any, screen: str) -> tuple[Any, list[str]]:
    page = browser.new_page(viewport=SCREENS[screen], is_mobile=screen == "phone",
                            has_touch=screen == "phone")
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    return page, errors


@pytest.mark.parametrize("screen", SCREENS)
def test_an_unknown_table_is_a_404_page_leading_to_the_lobby(
    live_server: LiveServer, browser: Any, screen: str
) -> None:
    assert httpx.get(f"{live_server.url}/t/no-such-table").status_code == 404
    page, errors = new_page(browser, screen)
    sockets: list[str] = []
    page.on("websocket", lambda ws: sockets.append(ws.url))
    response = page.goto(f"{live_server.url}/t/no-such-table?lang=es")
    assert response.status == 404
    page.wait_for_selector("#to-lobby:not(:empty)")
    assert page.locator("h1").text_content() == "No existe esa mesa"
    page.wait_for_timeout(1500)
    assert sockets == []  # no endless reconnecting to a table that is not there
    page.click("#to-lobby")
    open_table_form(page)
    assert page.evaluate(NO_OVERFLOW)
    assert not errors


@pytest.mark.parametrize("screen", SCREENS)
def test_chocolatl_for_five_round_pyramid_and_what_happened_in_words(
    live_server: LiveServer, browser: Any, screen: str
) -> None:
    page, errors = new_page(browser, screen)
    page.goto(live_server.url + "/")
    open_table_form(page)
    assert page.evaluate(NO_OVERFLOW)
    page.select_option("#game", "chocolatl")
    for _ in range(4):
        page.click("#add-seat")
    assert page.locator("#seats select").count() == 5  # Chocolatl is for 3–5
    page.fill("#name", "Ann")
    for index in range(1, 5):
        page.select_option(f"select[name=seat{index}]", "bot:random")
    page.click("#create")
    page.wait_for_url(re.compile(r"/t/"))
    page.wait_for_selector("body[data-seq]")
    assert page.locator("#seats li").count() == 5
    assert page.locator("#invite").is_hidden()  # no human seat is free: nobody to invite
    assert page.evaluate(NO_OVERFLOW)

    table_id = finished_bot_table(live_server, "chocolatl", "five", seats=5)
    page.goto(f"{live_server.url}/t/{table_id}")
    page.wait_for_selector("#score-table")
    groups = page.locator("#log .log-group").all_text_contents()
    rounds_played = max(int(m.group(1)) for g in groups if (m := re.match(r"Round (\d+)", g)))
    header = page.locator("#board .day-bar b").text_content()
    assert header == f"Round {rounds_played} of 7", header
    # markers in the pyramid are in their seat's colour, not the free brick's white
    placed = page.locator("#board .pyramid .brick[class*=seat-colour-]")
    assert placed.count() > 0
    colours = {placed.nth(i).evaluate("b => getComputedStyle(b).backgroundColor")
               for i in range(placed.count())}
    assert "rgb(255, 255, 255)" not in colours
    # what happened, in words with the players' names
    events = page.locator("#board .events-log").text_content() or ""
    assert "[" not in events and "seat " not in events and "Bot " in events
    # a spectator gets no "Your move" panel; the final scores are in view
    assert page.locator("#move-panel").is_hidden()
    assert page.evaluate("""() => {
        const r = document.querySelector('#result').getBoundingClientRect();
        return r.top < innerHeight && r.bottom > 0; }""")
    # long logs: line numbers of three digits are not clipped, and the log is grouped
    last = page.locator("#log .log-line .n").last
    assert int(last.text_content().rstrip(".").replace(",", "")) >= 100
    assert last.evaluate("n => n.scrollWidth <= n.clientWidth + 1 && n.getBoundingClientRect()"
                         ".left >= n.closest('ol').getBoundingClientRect().left")
    assert page.locator("#log .log-group").count() >= 3
    assert page.evaluate(NO_OVERFLOW)
    assert not errors


@pytest.mark.parametrize("screen", SCREENS)
def test_reconnection_backs_off_greys_the_board_and_recovers(
    live_server: LiveServer, browser: Any, screen: str
) -> None:
    page, errors = new_page(browser, screen)
    allowed = {"open": True}
    routes: list[Any] = []

    def route(ws: Any) -> None:
        if not allowed["open"]:
            ws.close()
            return
        ws.connect_to_server()
        routes.append(ws)

    page.route_web_socket(re.compile(r".*/ws/tables/.*"), route)
    page.goto(live_server.url + "/")
    open_table_form(page)
    page.fill("#name", "Ann")
    page.click("#remove-seat")
    page.click("#remove-seat")
    page.select_option("select[name=seat1]", "bot:random")
    page.click("#create")
    page.wait_for_selector("body[data-seq]")
    allowed["open"] = False
    routes[-1].close()
    page.wait_for_selector("#offline:not(.hidden)")
    assert "offline" in (page.get_attribute("body", "class") or "")
    banner = page.locator("#offline").text_content() or ""
    assert banner.startswith("Connection lost. Trying again in 1 s"), banner
    # the board cannot be clicked while greyed
    assert page.locator("#board").evaluate(
        "b => getComputedStyle(b.closest('.board-area')).pointerEvents") == "none"
    page.wait_for_function("() => Number(document.querySelector('#offline').dataset.attempt) >= 3",
                           timeout=15000)
    delay = int(page.get_attribute("#offline", "data-delay") or 0)
    assert delay == 4000 and delay <= int(page.get_attribute("#offline", "data-max-delay") or 0)
    allowed["open"] = True
    page.wait_for_selector("#offline.hidden", state="attached", timeout=15000)
    assert "offline" not in (page.get_attribute("body", "class") or "")
    assert not errors


def test_a_stale_seat_token_watches_with_a_message(live_server: LiveServer, browser: Any) -> None:
    table_id = finished_bot_table(live_server, "factory", "stale", seats=2)
    page, errors = new_page(browser, "desktop")
    page.goto(live_server.url + "/")
    page.evaluate("""id => localStorage.setItem('chocolatier.seats', JSON.stringify(
        {[id]: {token: 'not-a-real-token-but-long-enough-xxxxxxxxxxxxx', seat: 0}}))""", table_id)
    page.goto(f"{live_server.url}/t/{table_id}")
    page.wait_for_selector("#notice")
    assert "you are watching" in page.locator("#notice").text_content()
    assert page.locator("#status .badge").text_content() == "spectator"
    assert page.locator("#move-panel").is_hidden()
    assert not errors


@pytest.mark.parametrize("screen", SCREENS)
def test_the_end_of_a_solo_game_says_lost_and_the_lobby_names_results(
    live_server: LiveServer, browser: Any, screen: str
) -> None:
    solo = finished_bot_table(live_server, "factory", "solo", seats=1)
    duel = finished_bot_table(live_server, "factory", "duel", seats=2)
    page, errors = new_page(browser, screen)
    page.goto(f"{live_server.url}/t/{solo}")
    page.wait_for_selector("#solo-verdict")
    verdict = page.locator("#solo-verdict").text_content() or ""
    assert verdict.startswith("You lost:") and "objectives missed" in verdict
    assert page.locator("#solo-verdict li").count() >= 1  # the objectives missed, in words
    assert page.evaluate(NO_OVERFLOW)
    page.goto(live_server.url + "/")
    page.wait_for_selector(f"[data-table='{duel}']")
    assert "— lost" in page.locator(f"[data-table='{solo}']").text_content()
    duel_row = page.locator(f"[data-table='{duel}']").text_content()
    assert re.search(r"won by Bot \d", duel_row), duel_row
    assert page.evaluate(NO_OVERFLOW)
    assert not errors
