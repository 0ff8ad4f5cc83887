"""Defects of the table found by playing it as a new player would (issue 22, item 5), each
checked in headless Chromium: the Cleanup prompt's count, the header's links readable on its
brown, the replay board's store tracks on one line, the chat's mute and name label, and no
empty "Your move" panel once the game is over."""

from __future__ import annotations

import re
from typing import Any

import httpx
import pytest

from chocolatier.core import Rng, new_game
from tests.browser.conftest import LiveServer, finished_bot_table
from tests.browser.test_table_life_in_browser import seated_page

pytestmark = pytest.mark.browser

SCREENS = {"desktop": {"width": 1366, "height": 900}, "phone": {"width": 390, "height": 844}}


def keep_position() -> tuple[dict[str, Any], int]:
    """A real Chocolate Factory view of a seat asked at Cleanup what to keep (random play)."""
    state = new_game("factory", 2, 3)
    rng = Rng(3)
    while not state.is_terminal():
        seat = state.to_act()[0]
        view = state.view(seat)
        pending = view["factories"][seat].get("pending")
        if pending and pending["type"] == "keep":
            view.pop("legal", None)
            return view, seat
        legal = state.legal_actions(seat)
        state.apply(seat, legal[rng.below(len(legal))])
    raise AssertionError("no Cleanup decision in the game")


@pytest.mark.parametrize("lang", ["en", "zh", "ja", "es"])
def test_the_cleanup_prompt_says_how_many_were_kept(
    live_server: LiveServer, browser: Any, lang: str
) -> None:
    view, seat = keep_position()
    page = browser.new_page()
    # any page of the site: the boards' modules are imported into it (in its language)
    page.goto(f"{live_server.url}/?lang={lang}")
    text = page.evaluate("""async ([view, seat]) => {
      const factory = await import("/static/js/factory.js");
      const { Words } = await import("/static/js/i18n.js");
      const box = document.createElement("div");
      factory.renderDecision(box, view, seat, new Words([]));
      return box.querySelector(".pending").textContent;
    }""", [view, seat])
    assert "{" not in text and "$" not in text, text
    pending = view["factories"][seat]["pending"]
    assert str(pending["limit"]) in text and str(pending["kept"]) in text


def luminance(rgb: str) -> float:
    """The relative luminance (WCAG 2) of a CSS ``rgb(...)``/``rgba(...)`` colour."""
    values = [float(x) / 255 for x in re.findall(r"[\d.]+", rgb)[:3]]
    linear = [v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4 for v in values]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


def contrast(a: str, b: str) -> float:
    """The WCAG contrast ratio of two colours."""
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


HEADER_LINKS = """() => [...document.querySelectorAll("header.top a:not(.brand)")].map((a) => ({
  text: a.textContent, color: getComputedStyle(a).color,
  background: getComputedStyle(a.closest("header")).backgroundColor }))"""


@pytest.mark.parametrize("screen", SCREENS)
def test_the_headers_name_and_leaderboard_links_can_be_read(
    live_server: LiveServer, browser: Any, screen: str
) -> None:
    context = browser.new_context(viewport=SCREENS[screen])
    page = context.new_page()
    page.goto(live_server.url + "/")
    page.wait_for_selector("#account a")
    guest = page.evaluate(HEADER_LINKS)
    # logged in: the header shows my name, a link to my page
    answer = page.request.post(live_server.url + "/api/register",
                               data={"name": f"Reader{screen}", "password": "a long secret"})
    assert answer.ok, answer.text()
    page.reload()
    page.wait_for_selector("#my-page")
    account = page.evaluate(HEADER_LINKS)
    assert {link["text"] for link in account} >= {f"Reader{screen}", "Leaderboard"}
    for link in guest + account:
        assert contrast(link["color"], link["background"]) >= 4.5, link


@pytest.mark.parametrize("screen", SCREENS)
def test_the_replays_store_tracks_keep_every_space_on_one_line(
    live_server: LiveServer, browser: Any, screen: str
) -> None:
    table_id = finished_bot_table(live_server, "factory", "Tracks", seats=2)
    page = browser.new_page(viewport=SCREENS[screen])
    page.goto(f"{live_server.url}/t/{table_id}")
    page.wait_for_selector("#replay-pane .track .space")
    rows = page.evaluate("""() => [...document.querySelectorAll("#replay-pane .track")].map(
      (track) => new Set([...track.querySelectorAll(".space")].map((s) => s.offsetTop)).size)""")
    assert rows and rows == [1] * len(rows)


def test_the_chat_offers_no_mute_on_my_own_lines_and_labels_the_spectators_name(
    live_server: LiveServer, browser: Any
) -> None:
    # a public table: anyone may watch it
    ann, table_id = seated_page(browser, live_server, {"public": True})
    kim = browser.new_context().new_page()
    kim.goto(f"{live_server.url}/t/{table_id}")
    kim.wait_for_selector("body[data-seq]")
    # the spectator's name field is named by a label on the page
    kim.get_by_label("Your name").fill("Kim")
    kim.fill("#chat-input", "hello from Kim")
    kim.click("#chat-send")
    ann.wait_for_selector(".chat-line:has-text('hello from Kim')")
    ann.fill("#chat-input", "hello from Ann")
    ann.click("#chat-send")
    for page in (ann, kim):
        page.wait_for_selector(".chat-line:has-text('hello from Ann')")
    # this reader's own mute (the host's "mute for all" is chat moderation's)
    mutes = "button.mute:not(.moderate)"

    def mute_buttons(page: Any, text: str) -> int:
        return int(page.locator(f".chat-line:has-text('{text}') {mutes}").count())

    assert mute_buttons(ann, "hello from Ann") == 0
    assert mute_buttons(ann, "hello from Kim") == 1
    assert mute_buttons(kim, "hello from Kim") == 0
    assert mute_buttons(kim, "hello from Ann") == 1


@pytest.mark.parametrize("screen", SCREENS)
def test_no_empty_your_move_panel_once_the_game_is_over(
    live_server: LiveServer, browser: Any, screen: str
) -> None:
    # a random stand-in finishes the game in seconds, even on a loaded machine
    page, table_id = seated_page(browser, live_server, {"standin": "random"})
    page.set_viewport_size(SCREENS[screen])
    assert page.locator("#move-panel").is_visible()
    page.on("dialog", lambda dialog: dialog.accept())
    page.click("#concede")
    # the stand-in plays my seat to the end (a few seconds; minutes on a loaded machine)
    page.wait_for_selector("#score-table", timeout=180000)
    page.wait_for_function("() => document.body.dataset.status === 'finished'")
    assert httpx.get(f"{live_server.url}/api/tables/{table_id}").json()["status"] == "finished"
    assert not page.locator("#move-panel").is_visible()
