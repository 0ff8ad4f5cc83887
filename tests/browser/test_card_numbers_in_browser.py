"""The web table words the cards with the numbers of the table's card set (issue 25), in headless
Chromium at desktop and phone width, in English and Japanese: with the test set
(``tests/cardsets/numbers``, offered by ``serve --cards-dir``) a store side says its new amounts
on the board and in its popover, a part its new upgrade points and an order its new money."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import httpx
import pytest

from tests.browser.conftest import LiveServer

pytestmark = pytest.mark.browser

CARD_SETS = Path(__file__).parents[1] / "cardsets"
SCREENS = {"desktop": {"width": 1366, "height": 900}, "phone": {"width": 390, "height": 844}}
SIDES = {"palace": "C", "fresh": "D", "salter": "D", "house": "A", "dunstan": "B"}
# a seed whose Monday deals the changed part (A05) and the changed order (S01) to seat 0
SEED = 6
# per language: the text of each store's rule, of the changed part and of the changed order
SAID = {
    "en": {
        "palace": "1 space per £12 earned", "fresh": "Exactly 1, 2, or 6 refined",
        "salter": "Up to 3 refined", "dunstan": "2 Bars → 3 spaces, 2 Wrapped → 5, 2 Boxed → 7",
        "part": "4 upgrades", "order": "£13",
    },
    "ja": {
        "palace": "得た12ポンドごとに1マス", "fresh": "ちょうど1、2、または6個",
        "salter": "精製チョコを3個まで",
        "dunstan": "バー2個→3マス、包装チョコ2個→5マス、箱入り2個→7マス",
        "part": "加工 4 回", "order": "£13",
    },
}


@pytest.fixture
def card_server(tmp_path: Path) -> Any:
    with LiveServer(tmp_path / "numbers.sqlite3", cards_dir=str(CARD_SETS),
                    allow_seeds=True) as server:
        yield server


def seated(browser: Any, server: LiveServer, lang: str, screen: str, card_set: str = "numbers",
           options: dict[str, Any] | None = None) -> tuple[Any, list[str]]:
    """Seat 0's page of a new 2-seat table with a test card set, in ``lang``."""
    body = {"game": "factory", "title": "Numbers", "name": "Ann", "join": 0, "seed": SEED,
            "card_set": card_set, "seats": [{"kind": "human"}, {"kind": "bot", "bot": "random"}],
            "options": options or {"master": True, "store_sides": SIDES, "start_player": 0}}
    made = httpx.post(f"{server.url}/api/tables", json=body, timeout=10)
    assert made.status_code == 201, made.text
    table = made.json()
    context = browser.new_context(viewport=SCREENS[screen], locale=lang,
                                  extra_http_headers={"Accept-Language": lang})
    seat = json.dumps({table["id"]: {"token": table["token"], "seat": 0}})
    context.add_init_script(f"localStorage.setItem('chocolatier.seats', {json.dumps(seat)})")
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.goto(f"{server.url}/t/{table['id']}")
    page.wait_for_selector("#board .store")
    return page, errors


@pytest.mark.parametrize("screen", sorted(SCREENS))
@pytest.mark.parametrize("lang", sorted(SAID))
def test_the_table_words_the_card_sets_numbers(
    card_server: LiveServer, browser: Any, lang: str, screen: str
) -> None:
    from playwright.sync_api import expect

    page, errors = seated(browser, card_server, lang, screen)
    table_id = page.url.rsplit("/", 1)[1]
    state = card_server.app.state.hub.tables[table_id].match.state
    assert state.table.store_sides[0].per == 12  # the set is loaded: the engine scores with 12
    said = SAID[lang]
    for store in ("palace", "fresh", "salter", "dunstan"):
        expect(page.locator(f"#board .store.store-{store} .rule")).to_contain_text(said[store])
    # the store's popover says the same rule
    palace = page.locator("#board .store.store-palace")
    palace.scroll_into_view_if_needed()
    palace.hover()
    expect(page.locator("#popover")).to_contain_text(said["palace"])
    part = page.locator("#board [data-target='card:A05']")
    expect(part.locator(".fn")).to_contain_text(said["part"])
    order = page.locator("#board [data-target='order:S01']")
    expect(order.locator(".money").first).to_have_text(said["order"])
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    assert not errors


def test_a_card_sets_own_kind_of_side_shows_its_files_words(
    card_server: LiveServer, browser: Any
) -> None:
    """Fresh Fancies A taking Fingers (``tests/cardsets/own-side``): the catalogs' sentence
    (Chunks) does not hold, the board shows the card file's text, at phone width in Japanese."""
    from playwright.sync_api import expect

    page, errors = seated(browser, card_server, "ja", "phone", card_set="own-side",
                          options={"store_sides": "A"})
    rule = page.locator("#board .store.store-fresh .rule")
    expect(rule).to_have_text("Fingers, in my edition: 1 space each.")
    printed = page.locator("#board .store.store-salter .rule")
    expect(printed).to_have_text("キャラメル：1個につき1マス。")
    assert not errors
