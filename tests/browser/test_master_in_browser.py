"""The Master Chocolatier module in headless Chromium: a whole 2-player game against a bot by
clicking, with the module's content (sides D, the free employees, the mover parts) on the
board and explained by its popovers, in English and in Japanese."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

from chocolatier.factory.cards import load_card_set
from chocolatier.factory.view import side_row
from chocolatier.i18n import EventRenderer, content
from chocolatier.i18n.catalog import catalog
from tests.browser.conftest import LiveServer, open_table_form
from tests.browser.test_table_in_browser import MY_TURN, click_something

pytestmark = pytest.mark.browser


def create_master_table(page: Any, server: LiveServer, sides: str) -> str:
    """A 2-seat table (me and a random bot) with the module on, from the lobby form."""
    page.goto(server.url + "/")
    open_table_form(page)
    page.fill("#name", "Ann")
    while page.locator("#seats select").count() > 2:
        page.click("#remove-seat")
    page.select_option("select[name=seat1]", "bot:random")
    assert page.locator("select[name=store_sides] option").count() == 4  # A, B, random, each
    page.check("#option-master")
    # the module offers sides C and D, and its default is a random side per store (ruling M3)
    assert page.locator("select[name=store_sides] option").count() == 6  # + C, D
    assert page.input_value("select[name=store_sides]") == "random"
    page.select_option("select[name=store_sides]", sides)
    page.click("#create")
    page.wait_for_url(re.compile(r"/t/"))
    page.wait_for_selector("body[data-seq]")
    table_id = str(page.url.rsplit("/", 1)[1])
    options = server.app.state.hub.tables[table_id].data.options
    assert options["master"] is True
    return table_id


def popover_of(page: Any, card: Any) -> str:
    """The popover text of a card shown on hover; the mouse then leaves it."""
    card.hover()
    popover = page.locator("#popover")
    popover.wait_for(state="visible")
    text = str(popover.text_content())
    page.mouse.move(0, 0)
    return text


def side_words(lang: str, store: str, letter: str) -> str:
    """A default store side in words, with its numbers, as the clients word it."""
    side = next(card for card in load_card_set().stores if card.id == store).sides[letter]
    return content.store_side(EventRenderer(catalog(lang)), side_row(side))


def test_a_whole_master_chocolatier_game_against_a_bot_by_clicking(
    live_server: LiveServer, browser: Any
) -> None:
    words = catalog("en")
    page = browser.new_page(viewport={"width": 1400, "height": 1000})
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    create_master_table(page, live_server, "D")
    page.wait_for_selector("#board .store")
    # every store on its side D, which the popover names as module content
    for store in ("palace", "fresh", "salter", "house", "dunstan"):
        card = page.locator(f"#board .store.store-{store}")
        assert "side D" in str(card.text_content())
        text = popover_of(page, card)
        assert side_words("en", store, "D") in text
        assert "Master Chocolatier" in text
    rng = random.Random(14)
    moves = 0
    free_seen: set[str] = set()
    mover_seen: set[str] = set()
    while True:
        page.wait_for_function(MY_TURN, timeout=60000)
        if page.locator("#score-table").count():
            break
        # the day's free employee is dealt in the last packet; the movers turn up in the draft
        for card in page.locator("#board .packet .employee.store-free").all():
            role = str(card.locator(".part-name").text_content())
            if role not in free_seen:
                text = popover_of(page, card)
                assert "No store · Master Chocolatier" in text
                assert str(card.locator(".ability").text_content()) in text
                free_seen.add(role)
        if not mover_seen:
            movers = page.locator("#board .part-mover >> visible=true")
            if movers.count():
                card = movers.first
                text = popover_of(page, card)
                assert words.text("part-type-mover-effect") in text
                assert "Moves one of:" in text and "Master Chocolatier" in text
                assert "to another tile" in str(card.text_content())
                mover_seen.add(str(card.locator(".part-name").text_content()))
        click_something(page, rng)
        moves += 1
    table = page.locator("#score-table")
    assert "total" in str(table.text_content())
    assert table.locator("thead th").count() == 3  # the label column and two players
    assert moves > 40
    # one free employee a day, six days, each a different card of the module's deck of six
    assert len(free_seen) >= 3
    assert mover_seen
    assert not errors


def test_master_chocolatier_popovers_in_japanese(live_server: LiveServer, browser: Any) -> None:
    words = catalog("ja")
    page = browser.new_page(viewport={"width": 1400, "height": 1000})
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    create_master_table(page, live_server, "C")
    page.goto(f"{page.url}?lang=ja")
    page.wait_for_selector("#board .packet .employee.store-free")
    text = popover_of(page, page.locator("#board .store.store-fresh"))
    assert side_words("ja", "fresh", "C") in text and words.text("module-master") in text
    # a C side tells the reader today's Corner Shop money (none yet on Monday's draft)
    assert words.text("web-earned-today", amount=0, per=9) in text
    card = page.locator("#board .packet .employee.store-free").first
    text = popover_of(page, card)
    assert f"{words.text('store-free')} · {words.text('module-master')}" in text
    assert not errors
