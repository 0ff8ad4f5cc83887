"""The phone layout (390 px) in headless Chromium: the belt keeps its order in one row, the
Chocolatl hand is in view at the reader's move, card titles never break inside a word nor run
under their "i" button, the lobby's selects show their whole choice in Japanese, and nothing
shifts while the lobby and a table load (layout shift under 0.1)."""

from __future__ import annotations

import json
from typing import Any

import httpx
import pytest

from tests.browser.conftest import LiveServer, open_table_form

pytestmark = pytest.mark.browser

PHONE = {"width": 390, "height": 844}
MY_TURN = """() => (document.querySelector('#turn') || {dataset: {}}).dataset.mine === 'yes'"""
NEXT_FRAMES = """() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(
  () => done(true))))"""
# every layout shift not caused by the reader's input, from the start of the page's load
SHIFTS = """window.layoutShifts = [];
new PerformanceObserver((entries) => {
  for (const entry of entries.getEntries()) {
    if (entry.hadRecentInput) continue;
    // what moved (for the failure message): each source's element and its move
    const moved = entry.sources.map((s) => `${s.node && s.node.id ? `#${s.node.id}`
      : s.node && s.node.className ? `.${s.node.className}` : String(s.node && s.node.nodeName)}`
      + ` ${Math.round(s.previousRect.y)}→${Math.round(s.currentRect.y)}`);
    window.layoutShifts.push({ value: entry.value, at: Math.round(entry.startTime), moved });
  }
}).observe({ type: "layout-shift", buffered: true });"""


def seated(browser: Any, server: LiveServer, game: str, bots: int, lang: str = "en",
           viewport: dict[str, int] = PHONE, script: str | None = None) -> Any:
    """A page of the reader seated at a new table of ``game`` against ``bots`` heuristic bots."""
    seats = [{"kind": "human"}] + [{"kind": "bot", "bot": "heuristic"}] * bots
    body = {"game": game, "title": "Phone", "name": "Ann", "join": 0, "seats": seats}
    made = httpx.post(f"{server.url}/api/tables", json=body, timeout=10).json()
    context = browser.new_context(viewport=viewport, locale=lang,
                                  extra_http_headers={"Accept-Language": lang})
    seat = json.dumps({made["id"]: {"token": made["token"], "seat": 0}})
    context.add_init_script(f"localStorage.setItem('chocolatier.seats', {json.dumps(seat)})")
    if script:
        context.add_init_script(script)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.errors = errors
    page.goto(f"{server.url}/t/{made['id']}")
    page.wait_for_selector("body[data-seq]")
    return page


def test_the_belt_keeps_its_order_in_one_row(live_server: LiveServer, browser: Any) -> None:
    page = seated(browser, live_server, "factory", 1)
    page.wait_for_selector("#board .factory.mine .belt > .tile")
    for row in ("slots:first-child", "belt", "slots:last-child"):
        boxes = [box for box in (node.bounding_box() for node in
                 page.locator(f"#board .factory.mine .machine > .row.{row} > *").all()) if box]
        assert len(boxes) == 4, row
        assert max(b["y"] for b in boxes) - min(b["y"] for b in boxes) < 1, (row, boxes)
        lefts = [b["x"] for b in boxes]
        assert lefts == sorted(lefts) and len(set(lefts)) == 4, (row, lefts)
    labels = page.locator("#board .factory.mine .belt > .tile > .muted").all_inner_texts()
    assert labels == [f"tile {n}" for n in range(1, 5)]
    # tile 4 is reached by scrolling the factory sideways, never the whole page
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    page.locator("#board .factory.mine .belt > .tile").nth(3).scroll_into_view_if_needed()
    box = page.locator("#board .factory.mine .belt > .tile").nth(3).bounding_box()
    assert box and box["x"] >= 0 and box["x"] + box["width"] <= PHONE["width"]
    assert not page.errors


def test_the_chocolatl_hand_is_in_view_at_my_move(live_server: LiveServer, browser: Any) -> None:
    page = seated(browser, live_server, "chocolatl", 2)
    page.wait_for_function(MY_TURN, timeout=30000)
    cards = page.locator("[data-target^='hand:']")
    assert cards.count() >= 5
    for card in cards.all():
        box = card.bounding_box()
        assert box and box["y"] >= 0 and box["y"] + box["height"] <= PHONE["height"], box
        # nothing covers it: the card itself is what a tap on its middle reaches
        assert card.evaluate("""(node) => {
          const r = node.getBoundingClientRect();
          return node.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
        }""")
    seq = page.evaluate("document.body.dataset.seq")
    cards.first.click()  # the altar's sacrifice, played from the move sheet
    page.wait_for_function(f"() => document.body.dataset.seq !== '{seq}'")
    assert not page.errors


# Per title: whether a word is broken over two lines, whether it overflows its box, and
# whether its text reaches into the card's "i" button.
TITLE_FAULTS = """() => {
  const faults = [];
  const titles = document.querySelectorAll(["#board .explained .part-name",
    "#board .explained > .part-head > b", "#board .explained > .store-head > b",
    "#board .explained > h4"].join(", "));
  for (const title of titles) {
    const card = title.closest(".explained");
    const info = card.querySelector(":scope > button.info").getBoundingClientRect();
    const walker = document.createTreeWalker(title, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const word of node.data.matchAll(/\\S+/g)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const rects = [...range.getClientRects()].filter((r) => r.width > 0);
        const cjk = /[\\u3000-\\u9fff\\uff00-\\uffef]/.test(word[0]);
        if (rects.length > 1 && !cjk) faults.push(`split: ${word[0]}`);
        for (const r of rects) {
          const across = r.right > info.left + 0.5 && r.left < info.right;
          if (across && r.bottom > info.top + 0.5 && r.top < info.bottom) {
            faults.push(`under the i: ${word[0]}`);
          }
        }
      }
    }
    if (title.scrollWidth > title.clientWidth + 1) faults.push(`overflows: ${title.textContent}`);
  }
  return [titles.length, faults];
}"""


@pytest.mark.parametrize("lang", ["es", "en", "ja"])
def test_card_titles_wrap_at_spaces_and_keep_clear_of_the_i(
    live_server: LiveServer, browser: Any, lang: str
) -> None:
    page = seated(browser, live_server, "factory", 2, lang)
    page.wait_for_selector("#board .packet .employee")
    count, faults = page.evaluate(TITLE_FAULTS)
    assert count >= 20  # stores, packets' parts and employees, my factory's parts, orders
    assert faults == []
    assert not page.errors


# The room to the right of each select's widest choice (its arrow is drawn there).
SELECT_ROOM = """() => [...document.querySelectorAll("#new-table select")]
  .filter((select) => select.offsetParent !== null).map((select) => {  // the ones shown
  const style = getComputedStyle(select);
  const probe = document.createElement("span");
  probe.style.cssText = `position:absolute;visibility:hidden;white-space:pre;font:${style.font}`;
  document.body.append(probe);
  const widest = Math.max(...[...select.options].map((option) => {
    probe.textContent = option.text;
    return probe.getBoundingClientRect().width;
  }));
  probe.remove();
  return [select.name, select.clientWidth - parseFloat(style.paddingLeft) - widest,
    select.getBoundingClientRect().right];
})"""


@pytest.mark.parametrize("width", [390, 1366])
def test_the_lobby_selects_show_their_whole_choice_in_japanese(
    live_server: LiveServer, browser: Any, width: int
) -> None:
    page = browser.new_page(viewport={"width": width, "height": 900})
    page.goto(f"{live_server.url}/?lang=ja")
    open_table_form(page)
    page.check("#option-master")  # the longest side choices
    page.wait_for_selector("select[name=store_sides] option[value=C]", state="attached")
    rooms = page.evaluate(SELECT_ROOM)
    assert len(rooms) >= 10
    for name, room, right in rooms:
        assert room >= 22, (name, room)  # the whole text, and the arrow beside it
        assert right <= width, name
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")


def layout_shift(page: Any) -> tuple[float, list[dict[str, Any]]]:
    """The page's layout shift so far, and the shifts it is made of."""
    page.wait_for_function(NEXT_FRAMES)
    shifts: list[dict[str, Any]] = page.evaluate("window.layoutShifts")
    return sum(s["value"] for s in shifts), shifts


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_nothing_shifts_while_the_lobby_and_a_table_load(
    live_server: LiveServer, browser: Any, lang: str
) -> None:
    httpx.post(f"{live_server.url}/api/tables", json={
        "game": "factory", "title": "Waiting", "name": "Bo", "join": 0, "options": {"public": True},
        "seats": [{"kind": "human"}, {"kind": "human"}]}, timeout=10)
    table = seated(browser, live_server, "factory", 1, lang, script=SHIFTS)
    table.wait_for_selector("#board .factory.mine")
    table.wait_for_selector("#move-panel:not(.hidden) #message:not(:empty)")
    total, shifts = layout_shift(table)
    assert total < 0.1, shifts
    # the lobby, first visit and back from that table (its "Your tables" at the top)
    for context in (browser.new_context(viewport=PHONE, locale=lang), table.context):
        context.add_init_script(SHIFTS)
        lobby = context.new_page()
        lobby.goto(f"{live_server.url}/?lang={lang}")
        lobby.wait_for_selector("body[data-ready=yes]")
        assert lobby.locator(".table-card").count() >= 1
        total, shifts = layout_shift(lobby)
        assert total < 0.1, shifts
    assert lobby.locator("#my-tables .table-card").count() == 1
    assert not table.errors
