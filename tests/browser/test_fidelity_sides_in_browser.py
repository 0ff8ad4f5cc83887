"""The lobby offers each Department Store's side on its own (seeds 003 and 004: "any
combination of A and B sides"; ruling F5, issue 26), in headless Chromium at desktop and phone
width: a mixed-sides table is created from the form and its board shows those sides."""

from __future__ import annotations

import re
from typing import Any

import pytest

from tests.browser.conftest import LiveServer, open_table_form

pytestmark = pytest.mark.browser

SCREENS = {"desktop": {"width": 1366, "height": 900}, "phone": {"width": 390, "height": 844}}
MIXED = {"palace": "B", "fresh": "A", "salter": "B", "house": "A", "dunstan": "B"}
WITH_MODULE = {"palace": "C", "fresh": "D", "salter": "A", "house": "B", "dunstan": "D"}


def create(page: Any, server: LiveServer, sides: dict[str, str], master: bool = False,
           friend: bool = False) -> str:
    """A 2-seat table (me and a random bot, or a public one waiting for a friend) whose stores
    take ``sides``, from the lobby form."""
    page.goto(server.url + "/")
    open_table_form(page)
    page.fill("#name", "Ann")
    while page.locator("#seats select").count() > 2:
        page.click("#remove-seat")
    page.select_option("select[name=seat1]", "human" if friend else "bot:random")
    if friend:
        page.check("#option-public")
    if master:
        page.check("#option-master")
    choice = page.locator("select[name=store_sides]")
    # all A stays the first choice, the suggestion for a first game (the module's is random)
    assert choice.input_value() == ("random" if master else "A")
    assert "first game" in str(choice.locator("option").first.text_content()) or master
    assert not page.locator("#store-sides").is_visible()  # only once asked for
    choice.select_option("each")
    page.locator("#store-sides").wait_for(state="visible")
    letters = ["A", "B", "C", "D"] if master else ["A", "B"]
    for store, side in sides.items():
        select = page.locator(f"select[name=side-{store}]")
        assert [o.get_attribute("value") for o in select.locator("option").all()] == letters
        assert select.input_value() == "A"
        select.select_option(side)
    assert "The Palace Boutique" in str(page.locator("#store-sides").text_content())
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    page.click("#create")
    page.wait_for_url(re.compile(r"/t/"))
    page.wait_for_selector("body[data-seq]" if friend else "#board .store")
    return str(page.url.rsplit("/", 1)[1])


@pytest.mark.parametrize("screen", sorted(SCREENS))
def test_the_lobby_creates_a_table_with_mixed_store_sides(
    live_server: LiveServer, browser: Any, screen: str
) -> None:
    page = browser.new_page(viewport=SCREENS[screen])
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    table_id = create(page, live_server, MIXED)
    assert live_server.app.state.hub.tables[table_id].data.options["store_sides"] == MIXED
    for store, side in MIXED.items():
        badge = page.locator(f"#board .store.store-{store} .store-head .badge").first
        assert badge.text_content() == f"side {side}"
    assert not errors


def test_with_the_module_each_store_may_take_side_c_or_d(
    live_server: LiveServer, browser: Any
) -> None:
    page = browser.new_page(viewport=SCREENS["phone"])
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    table_id = create(page, live_server, WITH_MODULE, master=True)
    options = live_server.app.state.hub.tables[table_id].data.options
    assert options["master"] is True and options["store_sides"] == WITH_MODULE
    for store, side in WITH_MODULE.items():
        badge = page.locator(f"#board .store.store-{store} .store-head .badge").first
        assert badge.text_content() == f"side {side}"
    assert not errors


def test_an_open_tables_card_tells_each_stores_side(live_server: LiveServer, browser: Any) -> None:
    page = browser.new_page(viewport=SCREENS["phone"])
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    table_id = create(page, live_server, MIXED, friend=True)
    page.goto(live_server.url + "/")
    card = page.locator(f"#open-table-cards li[data-table='{table_id}']")
    card.wait_for()
    assert "The Palace Boutique side B, Fresh Fancies side A" in str(card.text_content())
    assert not errors
