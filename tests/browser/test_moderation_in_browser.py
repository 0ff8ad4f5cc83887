"""Chat moderation in headless Chromium, at desktop and phone width: a reader reports another's
line, the host removes a spectator (whose page says so and stops reconnecting), and a
stranger who opens a private table without its link is told why there is nothing to watch."""

from __future__ import annotations

from typing import Any

import httpx
import pytest

from tests.browser.conftest import LiveServer

pytestmark = pytest.mark.browser

SCREENS = {"desktop": {"width": 1366, "height": 900}, "phone": {"width": 390, "height": 844}}


def open_page(browser: Any, screen: str, server: LiveServer, table_id: str,
              seat: dict[str, Any] | None = None) -> tuple[Any, list[str]]:
    """The table's page in a browser of its own (with a seat kept in it, if given)."""
    page = browser.new_context(viewport=SCREENS[screen], is_mobile=screen == "phone",
                               has_touch=screen == "phone").new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.goto(server.url + "/")
    if seat is not None:
        page.evaluate("""([id, seat]) => localStorage.setItem('chocolatier.seats',
            JSON.stringify({[id]: seat}))""", [table_id, seat])
    page.goto(f"{server.url}/t/{table_id}")
    return page, errors


def say(page: Any, text: str) -> None:
    page.fill("#chat-input", text)
    page.press("#chat-input", "Enter")


@pytest.mark.parametrize("screen", SCREENS)
def test_a_report_and_the_hosts_removal_of_a_spectator(
    live_server: LiveServer, browser: Any, screen: str
) -> None:
    body = {"game": "factory", "title": "Moderated", "join": 0, "name": "Ann",
            "options": {"public": True}, "seats": [{"kind": "human"}, {"kind": "human"}]}
    made = httpx.post(f"{live_server.url}/api/tables", json=body, timeout=10).json()
    httpx.post(f"{live_server.url}/api/tables/{made['id']}/join", json={"name": "Bob"},
               timeout=10).raise_for_status()
    ann, ann_errors = open_page(browser, screen, live_server, made["id"],
                                {"token": made["token"], "seat": 0})
    spectator, spectator_errors = open_page(browser, screen, live_server, made["id"])
    for page in (ann, spectator):
        page.wait_for_selector("body[data-seq]")
    say(ann, "welcome")
    spectator.fill("#chat-name", "Heckler")
    say(spectator, "boo")
    for page in (ann, spectator):
        page.wait_for_function("() => document.querySelectorAll('#chat-lines li').length === 2")
    ann_line, heckler = ann.locator("#chat-lines li").nth(0), ann.locator("#chat-lines li").nth(1)
    # nobody reports or removes their own line; only the host removes, and only spectators
    assert ann_line.locator("button.report").count() == 0
    assert spectator.locator("#chat-lines li").nth(1).locator("button.report").count() == 0
    assert spectator.locator("#chat-lines li").nth(0).locator("button.remove").count() == 0
    assert heckler.locator("button.remove").count() == 1
    assert heckler.locator("button.moderate.mute").count() == 1
    # the spectator reports Ann's line: the button gives way to "reported"
    report = spectator.locator("#chat-lines li").nth(0).locator("button.report")
    if screen == "phone":
        box = report.bounding_box()
        assert box is not None and box["height"] >= 44  # a touch target
    report.click()
    spectator.wait_for_selector("#chat-lines li .moderated.report")
    assert spectator.locator(".moderated.report").text_content() == "reported"
    # the host removes the spectator, whose page says so and does not come back
    heckler.locator("button.remove").click()
    ann.wait_for_selector("#chat-lines li .moderated.remove")
    spectator.wait_for_function(
        "() => document.querySelector('#message').textContent.includes('removed you')")
    assert spectator.locator("#offline").is_hidden()  # not trying to reconnect
    assert ann_errors == [] and spectator_errors == []


@pytest.mark.parametrize("screen", SCREENS)
def test_a_stranger_without_the_link_is_told_the_table_is_private(
    live_server: LiveServer, browser: Any, screen: str
) -> None:
    body = {"game": "factory", "title": "Private", "join": 0, "name": "Ann",
            "seats": [{"kind": "human"}, {"kind": "human"}]}
    made = httpx.post(f"{live_server.url}/api/tables", json=body, timeout=10).json()
    stranger, errors = open_page(browser, screen, live_server, made["id"])
    stranger.wait_for_function(
        "() => document.querySelector('#message').textContent.includes('private')")
    assert "invite link" in stranger.locator("#message").text_content()
    assert stranger.locator("#offline").is_hidden()
    # by the link, the same stranger watches
    stranger.goto(f"{live_server.url}/t/{made['id']}?invite={made['invite']}")
    stranger.wait_for_selector("body[data-seq]")
    assert errors == []
