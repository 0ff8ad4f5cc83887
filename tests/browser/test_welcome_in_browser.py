"""The welcome lobby in headless Chromium, at desktop width and on a 390 px phone: a first
visit shows the games and the three ways in, "Play now" reaches a running table in one click,
"Play with friends" gives an invite link a second browser joins by, a returning player's
running tables come first, and open tables are cards with their facts."""

from __future__ import annotations

import re
from typing import Any

import httpx
import pytest

from chocolatier.i18n import catalog
from tests.browser.conftest import LiveServer
from tests.browser.test_table_in_browser import join_by_invite

pytestmark = pytest.mark.browser

SIZES = {"desktop": {"width": 1366, "height": 900}, "phone": {"width": 390, "height": 844}}


def lobby(browser: Any, server: LiveServer, size: str = "desktop", lang: str = "en",
          context: Any = None) -> Any:
    """The lobby in ``lang``, once its ways in work (the games are known)."""
    if context is None:
        context = browser.new_context(viewport=SIZES[size], locale=lang,
                                      extra_http_headers={"Accept-Language": lang})
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.errors = errors
    page.goto(server.url + "/")
    page.wait_for_selector("#play-now:not([disabled])")
    return page


def words_of(page: Any, selector: str) -> str:
    return " ".join(page.locator(selector).inner_text().split())


@pytest.mark.parametrize("size", ["desktop", "phone"])
@pytest.mark.parametrize("lang", ["en", "ja", "es"])
def test_a_first_visit_shows_the_games_and_three_ways_in(
    live_server: LiveServer, browser: Any, lang: str, size: str
) -> None:
    words = catalog(lang)
    page = lobby(browser, live_server, size, lang)
    assert page.locator("#my-tables").is_hidden()  # nothing of mine yet
    card = page.locator("#game-factory")
    assert words_of(page, "#game-factory h2") == words.text("game-factory")
    assert words_of(page, "#game-factory .pitch") == " ".join(
        words.text("welcome-factory-pitch").split())
    assert words_of(page, "#facts-factory") == " · ".join([
        words.text("welcome-players", min=1, max=4), words.text("welcome-minutes", min=45, max=90)])
    # a picture drawn from the game's own look, named in the reader's language
    assert card.locator("#art-factory svg .machine-art").count() == 2
    assert card.locator("#art-factory svg .choc-art").count() == 4
    assert page.locator("#art-factory").get_attribute("aria-label") == words.text(
        "welcome-picture-factory")
    ways = {"#learn": "welcome-learn", "#play-now": "welcome-play-now",
            "#play-friends": "welcome-play-friends"}
    for selector, message in ways.items():
        way = page.locator(selector)
        assert way.is_visible()
        assert way.locator("b").inner_text() == words.text(message)
        box = way.bounding_box()
        assert box["height"] >= 44
        assert box["x"] >= 0 and box["x"] + box["width"] <= SIZES[size]["width"]
    assert page.locator("#learn").get_attribute("href") == "/learn"
    # the full form is there, folded away
    assert page.locator("#new-table").evaluate("(details) => !details.open")
    assert page.locator("#seats select").first.is_hidden()
    assert page.locator("#new-table > summary").inner_text() == words.text("welcome-all-options")
    assert page.evaluate("[...globalThis.chocolatierMissing]") == []
    assert not page.errors


def test_learn_leads_to_the_tutorials(live_server: LiveServer, browser: Any) -> None:
    page = lobby(browser, live_server)
    with page.expect_navigation() as navigation:
        page.click("#learn")
    response = navigation.value
    if response is not None and response.status == 404:
        pytest.skip("/learn (the tutorials) is not on this server yet")
    assert page.url.endswith("/learn") and response is not None and response.ok


@pytest.mark.parametrize("size", ["desktop", "phone"])
def test_play_now_reaches_a_running_table_in_one_click(
    live_server: LiveServer, browser: Any, size: str
) -> None:
    page = lobby(browser, live_server, size)
    page.fill("#name", "Ann")
    page.click("#play-now")  # the one click
    page.wait_for_url(re.compile(r"/t/"))
    page.wait_for_function("() => document.body.dataset.status === 'running'")
    table_id = page.url.rsplit("/", 1)[1]
    table = live_server.app.state.hub.tables[table_id].data
    assert table.game == "factory"
    assert [(s.kind, s.bot) for s in table.seats] == [("human", None), ("bot", "heuristic")]
    assert not table.settings.get("turn_seconds") and not table.settings.get("turn_hours")
    assert page.locator("#seats li[data-you=yes]").inner_text().strip().startswith("Ann")
    page.wait_for_selector("#board .factory.mine")
    assert not page.errors


def test_play_now_chocolatl_seats_me_with_two_bots(live_server: LiveServer, browser: Any) -> None:
    page = lobby(browser, live_server, "phone")
    page.click("#play-now-chocolatl")
    page.wait_for_url(re.compile(r"/t/"))
    page.wait_for_function("() => document.body.dataset.status === 'running'")
    table = live_server.app.state.hub.tables[page.url.rsplit("/", 1)[1]].data
    assert (table.game, [s.kind for s in table.seats]) == ("chocolatl", ["human", "bot", "bot"])


@pytest.mark.parametrize("size", ["desktop", "phone"])
def test_play_with_friends_gives_a_link_a_second_browser_joins_by(
    live_server: LiveServer, browser: Any, size: str
) -> None:
    ann = lobby(browser, live_server, size)
    ann.fill("#name", "Ann")
    ann.click("#play-friends")
    link = ann.locator("#friends-link")
    link.wait_for()
    url = link.input_value()
    assert re.fullmatch(re.escape(live_server.url) + r"/t/[\w-]+\?invite=[\w-]+", url)
    assert ann.url.rstrip("/") == live_server.url  # still in the lobby, the link shown to copy
    assert ann.locator("#friends-copy").is_visible()
    table_id = url.split("/t/")[1].split("?")[0]
    bob = browser.new_context(viewport=SIZES[size]).new_page()
    join_by_invite(bob, url, "Bob")
    assert "Bob" in bob.locator("#seats li[data-you=yes]").inner_text()
    ann.click("#friends-table")
    ann.wait_for_url(re.compile(rf"/t/{re.escape(table_id)}$"))
    ann.wait_for_function("() => document.body.dataset.status === 'running'")
    assert "Ann" in ann.locator("#seats li[data-you=yes]").inner_text()
    assert not ann.errors


@pytest.mark.parametrize("size", ["desktop", "phone"])
def test_a_returning_player_sees_their_running_tables_first(
    live_server: LiveServer, browser: Any, size: str
) -> None:
    context = browser.new_context(viewport=SIZES[size])
    page = lobby(browser, live_server, context=context)
    page.click("#play-now")
    page.wait_for_function("() => document.body.dataset.status === 'running'")
    table_id = page.url.rsplit("/", 1)[1]
    back = lobby(browser, live_server, context=context)
    card = back.locator(f"#my-tables li.table-card[data-table='{table_id}']")
    card.wait_for()
    top = back.locator("#my-tables").bounding_box()["y"]
    assert top < back.locator("#game-factory").bounding_box()["y"]
    assert back.locator("main > section:not(.hidden)").first.get_attribute("id") == "my-tables"
    assert card.locator("a.go").inner_text() == catalog("en").text("welcome-continue")
    with back.expect_navigation():
        card.locator("a.go").click()
    back.wait_for_selector("#seats li[data-you=yes]")
    # a stranger's browser has no tables of its own
    assert lobby(browser, live_server, size).locator("#my-tables").is_hidden()


def test_open_tables_are_cards_with_their_facts(live_server: LiveServer, browser: Any) -> None:
    body = {"game": "factory", "title": "Evening game", "name": "Ann", "join": 0,
            "options": {"public": True, "turn_seconds": 60, "bank_seconds": 300,
                        "run": "simultaneous"},
            "seats": [{"kind": "human"}, {"kind": "human"}, {"kind": "bot", "bot": "heuristic"}]}
    made = httpx.post(f"{live_server.url}/api/tables", json=body, timeout=10).json()
    watcher = browser.new_context().new_page()
    watcher.goto(f"{live_server.url}/t/{made['id']}")
    watcher.wait_for_selector("body[data-seq]")
    words = catalog("es")
    page = lobby(browser, live_server, "phone", "es")
    card = page.locator(f"#open-table-cards li.table-card[data-table='{made['id']}']")
    card.wait_for()
    text = " ".join(card.inner_text().split())
    assert "Evening game" in text and words.text("game-factory") in text
    assert words.text("welcome-seats-taken", taken=2, total=3) in text
    assert words.text("web-free-seat-of", name="Player 2") in text
    assert words.text("web-option-clock-bank", seconds=60, minutes=5) in text
    assert words.text("welcome-unrated") in text
    assert f"{words.text('web-option-run')}: {words.text('web-option-simultaneous')}" in text
    assert words.text("welcome-spectators", count=1) in text
    assert card.locator("button.take-seat").is_visible()
    assert card.locator("a.go").get_attribute("href") == f"/t/{made['id']}"
    assert not page.errors
