"""The drawn table (web/js/art.js, motion.js) in headless Chromium: every chocolate kind and
coal drawn, each drawing distinct and named in the reader's language; parts drawn as machines of
their kind; employees and stores in their store's colour; Chocolatl's cards and stations drawn;
a chocolate made by a machine drops onto the belt, rides it when the belt advances and slides
into the store room down the Chute, a store marker steps along its track (one move on in the
replay) — and nothing flies for a reader who asked for less motion. On a phone the cards' "i"
buttons keep clear of the stores' badges."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import fields
from pathlib import Path
from typing import Any

import httpx
import pytest

from chocolatier.core import GameRecord, Match
from chocolatier.i18n import catalog
from chocolatier.server.config import ServerConfig
from tests.browser.conftest import LiveServer, finished_bot_table, open_table_form
from tests.browser.test_look_in_browser import SCREENS, new_page, start_factory_table

pytestmark = pytest.mark.browser

KINDS = ("bean", "cocoa", "chunk", "finger", "caramel", "nut", "boxed")
MY_TURN = "() => (document.querySelector('#turn') || {dataset: {}}).dataset.mine === 'yes'"


def test_every_chocolate_is_drawn_and_named_in_the_readers_language(
    live_server: LiveServer, browser: Any
) -> None:
    page, errors = new_page(browser, "desktop")
    start_factory_table(page, live_server, lang="ja")
    page.wait_for_selector("#board .packet .part")
    words = catalog("ja")
    chain = page.locator("#board .chain")
    drawn = chain.evaluate("""c => [...c.querySelectorAll('.choc[role=img]')].map(n => ({
        kind: n.dataset.kind, name: n.getAttribute('aria-label'),
        picture: n.querySelector('svg.art') ? n.querySelector('svg.art').innerHTML : null,
        hidden: n.querySelector('svg.art')?.getAttribute('aria-hidden') }))""")
    assert [d["kind"] for d in drawn] == [*KINDS, "coal"]
    for d in drawn:
        expected = words.text("term-coal") if d["kind"] == "coal" else words.text(
            f"kind-{d['kind']}", count=1)
        assert d["name"] == expected and re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", d["name"])
        assert d["picture"] and d["hidden"] == "true"  # the drawing is decoration; the name is read
    # each kind is drawn its own way
    assert len({d["picture"] for d in drawn}) == len(drawn)
    # the chocolates on the cards are drawings too, named by their count and kind
    icons = page.locator("#board .packet .part .choc")
    assert icons.count() > 0
    for icon in icons.all()[:6]:
        assert icon.locator("svg.art").count() == 1
        assert icon.get_attribute("role") == "img" and icon.get_attribute("aria-label")
    assert page.evaluate("[...globalThis.chocolatierMissing]") == []
    assert not errors


def test_parts_are_machines_and_employees_and_stores_wear_their_colour(
    live_server: LiveServer, browser: Any
) -> None:
    page, errors = new_page(browser, "desktop")
    start_factory_table(page, live_server)
    page.wait_for_selector("#board .packet .employee")
    kinds = page.evaluate("""() => [...document.querySelectorAll('#board .part:not(.empty)')]
        .map(p => [[...p.classList].find(c => c.startsWith('part-')),
          [...(p.querySelector('.machine-art')?.classList || [])]
            .find(c => c.startsWith('machine-') && c !== 'machine-art')])""")
    assert kinds and all(machine and part[5:] == machine[8:] for part, machine in kinds), kinds
    assert {"part-converter", "part-upgrader", "part-chute"} <= {part for part, _ in kinds}
    # an employee's band and worker are its store's colour; stores differ
    colours = page.evaluate("""() => [...document.querySelectorAll('#board .employee')].map(e => [
        [...e.classList].find(c => c.startsWith('store-')), getComputedStyle(e).borderTopColor,
        getComputedStyle(e.querySelector('.employee-art')).color])""")
    by_store = {store: band for store, band, _ in colours}
    assert all(band == worker for _, band, worker in colours)
    assert len(set(by_store.values())) == len(by_store) > 1
    stores = page.evaluate("""() => [...document.querySelectorAll('#board .store')].map(s =>
        getComputedStyle(s.querySelector('.store-art')).color)""")
    assert len(set(stores)) == 5
    # the belt under each factory's tiles, the store room a shelf
    assert page.locator("#board .factory.mine .belt .tile").count() == 4
    assert page.locator("#board .factory.mine .store-room .shelf").count() == 1
    assert not errors


def play_to_my_run(page: Any) -> None:
    """Draft by clicking (a new part goes below the belt, keeping the Roaster at T1) until it
    is my turn to run my factory."""
    shift_done = "#actions > button.action[data-code=factory-shift-done]"
    while True:
        page.wait_for_function(MY_TURN, timeout=30000)
        if page.locator(shift_done).count():
            return
        seq = page.evaluate("document.body.dataset.seq")
        choice = page.locator("#board .slot-bottom.can-act, #board .packet .can-act").first
        choice.click()
        chooser = page.locator("#chooser:not(.hidden) button.choice")
        if chooser.count():
            chooser.first.click()
        page.wait_for_function("seq => document.body.dataset.seq !== seq", arg=seq)


def act(page: Any, selector: str, code: str, choice: str = "") -> None:
    """Click a board thing (or button) for the move of event ``code`` (in the chooser if one
    opens, the choice whose words hold ``choice``) and wait until the log shows that move as
    mine (not merely some new state: on a loaded machine a later update of the previous move may
    come first, and the next click would race it; nor the bot's move of the same kind: its Chute
    once stood for mine)."""
    logged = f"#log li[data-code={code}][data-seat='0']"  # start_factory_table seats me first
    done = page.locator(logged).count()
    seq = page.evaluate("document.body.dataset.seq")
    page.locator(selector).first.click()
    page.wait_for_function("seq => document.body.dataset.seq !== seq || "
                           "document.querySelector('#chooser:not(.hidden) button.choice')", arg=seq)
    chooser = page.locator(f"#chooser:not(.hidden) button.choice[data-code={code}]")
    if choice:
        chooser = chooser.filter(has_text=choice)
    if chooser.count():
        chooser.first.click()
    page.wait_for_function("([sel, n]) => document.querySelectorAll(sel).length > n",
                           arg=[logged, done])
    page.wait_for_function(MY_TURN)


def count_flights(page: Any) -> None:
    """Count what is sent flying above the board (however short the flight)."""
    page.evaluate("""() => {
        window.flown = 0;
        new MutationObserver((changes) => { for (const change of changes) {
            for (const node of change.addedNodes) {
                if (node.parentElement && node.parentElement.classList.contains('flights')
                    && node.getAnimations().length) window.flown += 1;
            }
        } }).observe(document.body, { childList: true, subtree: true });
    }""")


@pytest.fixture
def paced_server(tmp_path: Path) -> Iterator[LiveServer]:
    """Bots paced as at a real table (ServerConfig's default): a bot's move right after mine
    (the tests' usual 0.01 s) comes within the page's calm time, and then the flight of my own
    move's chocolates is rightly skipped, which made flights uncountable on a loaded machine."""
    paced = next(f.default for f in fields(ServerConfig) if f.name == "bot_delay")
    with LiveServer(tmp_path / "paced.sqlite3", bot_delay=paced) as server:
        yield server


@pytest.mark.parametrize("motion", ["no-preference", "reduce"])
def test_a_chocolate_made_rides_the_belt_into_the_store_room(
    paced_server: LiveServer, browser: Any, motion: str
) -> None:
    context = browser.new_context(viewport=SCREENS["desktop"], reduced_motion=motion)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    start_factory_table(page, paced_server)
    play_to_my_run(page)
    mine = "#board .factory.mine"
    count_flights(page)
    # shift 1: a bean was loaded onto tile 1; the Roaster over it makes a Cocoa of it
    assert page.locator(f"{mine} .tile .choc-bean").count() == 1
    act(page, f"{mine} .slot[data-slot$=':T1'].can-act", "factory-run")
    cocoa = page.locator(f"{mine} .choc-cocoa[data-place$='tile:1']")
    assert cocoa.get_attribute("data-arrived") == "made"
    assert page.locator(f"{mine} .slot[data-slot$=':T1'].running").count() == 1
    # the belt advances twice: the Cocoa rides it to tile 3, new beans come in behind it
    act(page, "#actions > button.action[data-code=factory-shift-done]", "factory-shift-done")
    assert page.locator(f"{mine} .choc-cocoa[data-place$='tile:2']").get_attribute(
        "data-arrived") == "moved"
    assert page.locator(f"{mine} .choc-bean[data-place$='tile:1']").get_attribute(
        "data-arrived") == "loaded"
    act(page, "#actions > button.action[data-code=factory-shift-done]", "factory-shift-done")
    assert page.locator(f"{mine} .choc-cocoa[data-place$='tile:3']").count() == 1
    # down the Chute at T3 it slides onto the store room's shelf (some deals load a Bean onto
    # tile 3 too: then the Chute asks which, and a Bean once went down instead)
    act(page, f"{mine} .slot[data-slot$=':T3'].can-act", "factory-chute", choice="Cocoa")
    stored = page.locator(f"{mine} .store-room .choc-cocoa")
    assert stored.get_attribute("data-arrived") == "stored"
    moving = page.evaluate("window.flown")
    if motion == "reduce":
        # what moved is still marked, but nothing flies
        assert moving == 0 and page.locator(".flights > *").count() == 0
    else:
        assert moving >= 4  # made, moved twice, loaded twice, stored (and money, if any)
        # the flights end and leave nothing behind
        page.wait_for_function("() => document.querySelectorAll('.flights > *').length === 0")
    # the chocolate itself is there to see once its flight is over
    page.wait_for_function("() => getComputedStyle(document.querySelector("
                           "'.factory.mine .store-room .choc-cocoa')).opacity === '1'")
    assert not errors
    context.close()


def test_chocolatl_cards_and_stations_are_drawn(live_server: LiveServer, browser: Any) -> None:
    page, errors = new_page(browser, "phone")
    page.goto(f"{live_server.url}/")
    open_table_form(page)
    page.select_option("#game", "chocolatl")
    page.fill("#name", "Ann")
    page.select_option("select[name=seat1]", "bot:random")
    page.select_option("select[name=seat2]", "bot:random")
    while page.locator("#seats select").count() > 3:
        page.click("#remove-seat")
    page.click("#create")
    page.wait_for_url(re.compile(r"/t/"))
    # on a phone the reader's hand is in the move sheet, in view at their move
    page.wait_for_selector("#decision .hand .cacao-card")
    assert page.locator("#board .station h4 svg.station-art").count() == 6
    for card in page.locator("#decision .hand .cacao-card").all()[:3]:
        assert card.locator("svg.pod-art").count() == 1
        assert re.fullmatch(r"\d+", card.text_content() or "")  # the value is its text
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    assert not errors


@pytest.mark.parametrize("width", [390, 320])
def test_on_a_phone_the_i_button_keeps_clear_of_the_stores_badges(
    live_server: LiveServer, browser: Any, width: int
) -> None:
    context = browser.new_context(viewport={"width": width, "height": 844}, is_mobile=True,
                                  has_touch=True)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    start_factory_table(page, live_server)
    page.wait_for_selector("#board .store .badge")
    overlaps = page.evaluate("""() => {
        const hit = (a, b) => a.left < b.right && b.left < a.right
          && a.top < b.bottom && b.top < a.bottom;
        const out = [];
        const cards = document.querySelectorAll('#board .store, #board .employee, #board .part');
        for (const card of cards) {
          const info = card.querySelector(':scope > button.info');
          if (!info) continue;
          const box = info.getBoundingClientRect();
          for (const thing of card.querySelectorAll('.badge, .part-name, .store-head > b, .cost')) {
            if (hit(box, thing.getBoundingClientRect())) {
              out.push(`${card.className}: ${thing.textContent}`);
            }
          }
        }
        return out;
    }""")
    assert overlaps == []
    assert page.locator("#board .store button.info").first.bounding_box()["width"] >= 44
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    assert not errors
    context.close()


def test_a_store_marker_steps_along_its_track_in_the_replay(
    live_server: LiveServer, browser: Any
) -> None:
    # (heuristic bots supply the stores: random ones hardly ever do)
    table_id = finished_bot_table(live_server, "factory", "steps", seats=2, bot="heuristic")
    # the first move after which a store marker stands further along its track
    record = httpx.get(f"{live_server.url}/api/tables/{table_id}/record").json()
    match = Match(GameRecord("factory", ["a", "b"], record["seed"], record["options"]))

    def markers() -> list[list[int]]:
        return [list(s["markers"]) for s in match.state.view(None)["stores"]]

    start = markers()
    moves = iter(record["moves"])
    step = 0
    while markers() == start:
        move = next(moves)
        match.push_notation(move["seat"], move["move"])
        step += 1
    page, errors = new_page(browser, "desktop")
    page.goto(f"{live_server.url}/t/{table_id}")
    page.wait_for_selector("#replay-step:not(:empty)")
    count_flights(page)
    slider = page.locator("#replay input[type=range]")
    slider.evaluate("(s, step) => { s.value = String(step); s.dispatchEvent(new Event('input')); }",
                    step - 1)
    page.wait_for_function("step => document.querySelector('#replay-step').textContent"
                           ".startsWith(`move ${step} `)", arg=step - 1)
    assert page.locator("#replay [data-stepped]").count() == 0  # a jump is drawn at once
    page.locator("#replay .replay-controls button").last.click()  # one move on
    page.wait_for_function("step => document.querySelector('#replay-step').textContent"
                           ".startsWith(`move ${step} `)", arg=step)
    stepped = page.locator("#replay .marker[data-stepped]")
    assert stepped.count() >= 1
    assert int(stepped.first.get_attribute("data-stepped") or 0) > 0
    assert page.evaluate("window.flown") >= 1
    assert not errors
