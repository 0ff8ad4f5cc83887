"""Table life in headless Chromium: a clock ticking and running out (the stand-in plays and
the log says so), conceding from the page."""

from __future__ import annotations

from typing import Any

import httpx
import pytest

from tests.browser.conftest import LiveServer, open_table_form

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
    # a random stand-in finishes the game in seconds, even on a loaded machine
    page, _ = seated_page(browser, live_server, {"standin": "random"})
    page.on("dialog", lambda dialog: dialog.accept())
    page.click("#concede")
    # (whether it is there, not a handle on it: the log is redrawn as fast as the stand-in
    # plays, and on a busy machine a line found is gone before its handle is made)
    page.wait_for_function(
        "() => document.querySelector('#log li[data-code=note-concede]') !== null")
    page.wait_for_selector("#score-table", timeout=60000)
    assert "conceded" in page.locator("#seats").text_content()
    assert page.locator("#score-table thead th .conceded").count() == 1
    assert page.locator("#concede").count() == 0


def test_a_stranger_takes_a_seat_at_a_public_table_from_the_lobby(
    live_server: LiveServer, browser: Any
) -> None:
    ann = browser.new_context().new_page()
    ann.goto(live_server.url + "/")
    open_table_form(ann)
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
    mine = stranger.locator("#seats li[data-you=yes]")
    assert "Zed" in mine.text_content() and "(you)" in mine.text_content()
    assert mine.locator("[data-identity=guest]").count() == 1
    ann.wait_for_function("() => document.querySelector('#seats').textContent.includes('Zed')")
    # both are here, and the clock of 3 minutes runs for whoever is to move
    ann.wait_for_function(
        "() => (document.querySelector('#seats').textContent.match(/here/g) || []).length === 2")
    assert ann.locator("#clocks .clock-left").count() >= 1


def test_chat_between_two_seats_and_a_spectator_as_text_and_after_reload(
    live_server: LiveServer, browser: Any
) -> None:
    body = {"game": "factory", "title": "Chatty", "join": 0, "name": "Ann",
            "options": {"public": True}, "seats": [{"kind": "human"}, {"kind": "human"}]}
    made = httpx.post(f"{live_server.url}/api/tables", json=body, timeout=10).json()
    bob = httpx.post(f"{live_server.url}/api/tables/{made['id']}/join", json={"name": "Bob"},
                     timeout=10).json()
    pages = []
    for token, seat in ((made["token"], 0), (bob["token"], 1), (None, None)):
        page = browser.new_context().new_page()
        page.goto(live_server.url + "/")
        if token:
            page.evaluate("""([id, token, seat]) => localStorage.setItem('chocolatier.seats',
                JSON.stringify({[id]: {token, seat}}))""", [made["id"], token, seat])
        page.goto(f"{live_server.url}/t/{made['id']}")
        page.wait_for_selector("body[data-seq]")
        pages.append(page)
    ann, bo, spectator = pages
    ann.fill("#chat-input", "<img src=x onerror=alert(1)> hello Bob")
    ann.click("#chat-send")
    for page in pages:
        page.wait_for_selector("#chat-lines .chat-text")
        assert page.locator("#chat-lines .chat-text").first.text_content() == \
            "<img src=x onerror=alert(1)> hello Bob"
        assert page.locator("#chat-lines img").count() == 0
        assert page.locator("#chat-lines .chat-name").first.text_content() == "Ann"
    # the spectator gives a name; Bob mutes the spectator
    spectator.fill("#chat-name", "Kim")
    spectator.fill("#chat-input", "nice game")
    spectator.press("#chat-input", "Enter")
    bo.wait_for_function("() => document.querySelectorAll('#chat-lines li').length === 2")
    assert "Kim" in bo.locator("#chat-lines li").nth(1).text_content()
    bo.locator("#chat-lines li").nth(1).locator("button.mute").click()
    assert bo.locator("#chat-lines li").count() == 1
    assert bo.locator("#chat-unmute").count() == 1
    # a flood is refused, worded
    for i in range(8):
        ann.fill("#chat-input", f"spam {i}")
        ann.click("#chat-send")
    ann.wait_for_function("() => document.querySelector('#message').textContent.includes('wait')")
    # after a reload the chat is there, and the mute too
    bo.reload()
    bo.wait_for_selector("#chat-lines li")
    texts = bo.locator("#chat-lines .chat-text").all_text_contents()
    assert texts[0].endswith("hello Bob") and "nice game" not in texts


def test_the_title_and_icon_say_it_is_my_move(live_server: LiveServer, browser: Any) -> None:
    page, _ = seated_page(browser, live_server, {})
    page.wait_for_function("() => document.body.dataset.alert === 'yes'", timeout=20000)
    assert page.title().startswith("● Your move")
    href = page.locator("link[rel=icon]").get_attribute("href")
    assert href.startswith("data:image/png")


def test_register_log_out_wrong_password_and_the_player_page(
    live_server: LiveServer, browser: Any
) -> None:
    page = browser.new_context().new_page()
    page.goto(live_server.url + "/")
    page.click("#account-open")
    page.fill("#account-name", "Ann")
    page.fill("#account-password", "correct horse")
    page.click("#register")
    page.wait_for_selector("#my-page")
    assert page.locator("#my-page").text_content() == "Ann"
    cookies = {c["name"]: c for c in page.context.cookies()}
    assert cookies["chocolatier_session"]["httpOnly"] and \
        cookies["chocolatier_session"]["sameSite"] == "Lax"
    # a table made while logged in sits under the account's name (the CSRF token is sent);
    # a rated table is for people only: two human seats
    open_table_form(page)
    while page.locator("#seats select").count() > 2:
        page.click("#remove-seat")
    page.select_option("select[name=seat1]", "human")
    page.check("#option-rated")
    page.click("#create")
    page.wait_for_selector("body[data-status=open]")
    assert "Ann" in page.locator("#seats").text_content()
    page.goto(live_server.url + "/players/ann")
    page.wait_for_selector("#history li")
    assert page.locator("#player-name").text_content() == "Ann"
    page.click("#logout")
    page.wait_for_selector("#account-open")
    page.click("#account-open")
    page.fill("#account-name", "Ann")
    page.fill("#account-password", "wrong horse")
    page.click("#login")
    page.wait_for_function("() => document.querySelector('#account-error').textContent !== ''")
    assert "Wrong name or password" in page.locator("#account-error").text_content()
    page.goto(live_server.url + "/leaderboard?game=factory&players=2")
    page.wait_for_selector("#leaderboard")
