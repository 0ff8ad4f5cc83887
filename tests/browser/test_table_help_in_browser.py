"""The table's help in headless Chromium, at desktop and phone width (issue 22, item 3): the
Rules panel opens the rules reference at the section of the step the game is at, in the
reader's language; the Hint button highlights a legal move; the players see who is watching;
a finished game's replay lists its moves, and a click on one shows that step."""

from __future__ import annotations

from typing import Any

import httpx
import pytest

from chocolatier.i18n.rules import load, section_number
from tests.browser.conftest import LiveServer, finished_bot_table

pytestmark = pytest.mark.browser

SCREENS = {"desktop": {"width": 1366, "height": 900}, "phone": {"width": 390, "height": 844}}


def seated(browser: Any, server: LiveServer, screen: str, lang: str = "en",
           seats: list[dict[str, Any]] | None = None, game: str = "factory",
           options: dict[str, Any] | None = None) -> tuple[Any, str]:
    """A table made through the API (me and a random bot), opened on my seat's page."""
    body = {"game": game, "title": "Help", "join": 0, "name": "Ann", "options": options or {},
            "seats": seats or [{"kind": "human"}, {"kind": "bot", "bot": "random"}]}
    made = httpx.post(f"{server.url}/api/tables", json=body, timeout=10).json()
    page = browser.new_context(viewport=SCREENS[screen]).new_page()
    page.goto(f"{server.url}/?lang={lang}")
    page.evaluate("""made => localStorage.setItem('chocolatier.seats', JSON.stringify(
        {[made.id]: {token: made.token, seat: 0, invite: made.invite}}))""", made)
    page.goto(f"{server.url}/t/{made['id']}?lang={lang}")
    page.wait_for_selector("body[data-seq]")
    return page, str(made["id"])


@pytest.mark.parametrize(("screen", "lang", "game"),
                         [("desktop", "ja", "factory"), ("phone", "zh", "factory"),
                          ("phone", "ja", "chocolatl")])
def test_the_rules_panel_opens_at_the_section_of_the_step_in_the_readers_language(
    live_server: LiveServer, browser: Any, screen: str, lang: str, game: str
) -> None:
    bots = 2 if game == "chocolatl" else 1
    seats = [{"kind": "human"}, *[{"kind": "bot", "bot": "random"}] * bots]
    page, table_id = seated(browser, live_server, screen, lang, seats, game)
    page.wait_for_function("() => document.querySelector('#turn').dataset.mine === 'yes'")
    rule = live_server.app.state.hub.tables[table_id].match.state.rule_now(0)
    number = section_number(rule)
    assert number is not None
    [section] = [s for s in load(game, lang).sections if s.number == number]
    page.click("#rules-open")
    panel = page.locator("#rules-panel")
    panel.wait_for(state="visible")
    page.wait_for_selector(f"#rules-panel section#{section.anchor}.current")
    assert panel.get_attribute("data-anchor") == section.anchor
    heading = page.locator(f"#rules-panel section#{section.anchor} :is(h2, h3, h4, h5)").first
    # in the reader's language: the reference's own title of that section
    assert heading.text_content() == f"{number} {section.title}"
    assert page.locator("#rules-panel .rules-reference").get_attribute("lang") == lang
    # scrolled to it, inside the panel, which fits the screen
    body = page.locator("#rules-panel-body").bounding_box()
    box = heading.bounding_box()
    assert body is not None and box is not None
    assert body["y"] - 1 <= box["y"] < body["y"] + body["height"] - box["height"]
    width = page.viewport_size["width"]
    whole = panel.bounding_box()
    assert whole is not None and whole["x"] >= 0 and whole["x"] + whole["width"] <= width + 1
    page.keyboard.press("Escape")
    panel.wait_for(state="hidden")


@pytest.mark.parametrize("screen", SCREENS)
def test_the_hint_button_highlights_a_legal_move_that_can_be_played(
    live_server: LiveServer, browser: Any, screen: str
) -> None:
    page, table_id = seated(browser, live_server, screen)
    page.wait_for_function("() => document.querySelector('#turn').dataset.mine === 'yes'")
    page.click("#hint")
    page.wait_for_selector("#message[data-hint]")
    hinted = int(page.get_attribute("#message", "data-hint"))
    live = live_server.app.state.hub.tables[table_id]
    state = live.match.state
    legal = {state.action_id(0, a): a for a in state.legal_actions(0)}
    assert hinted in legal
    assert "Hint:" in page.text_content("#message")
    marked = page.locator(".hinted")
    assert marked.count() >= 1
    # in view, and on a phone not under the move sheet
    box, sheet = marked.first.bounding_box(), page.locator("#move-panel").bounding_box()
    assert box is not None and sheet is not None
    bottom = sheet["y"] if screen == "phone" else page.viewport_size["height"]
    assert box["y"] >= 0 and box["y"] + min(box["height"], 40) <= bottom
    # what is highlighted is what chooses that move: clicking it plays it
    expected = state.notation(0, legal[hinted])
    seq = page.evaluate("document.body.dataset.seq")
    marked.first.click()
    chooser = page.locator("#chooser:not(.hidden) button.choice")
    if chooser.count():
        chooser.first.click()
    page.wait_for_function("seq => document.body.dataset.seq !== seq", arg=seq)
    assert "error" not in (page.get_attribute("#message", "class") or "")
    moves = [entry for entry in live.match.log if entry.seat == 0]
    assert moves and moves[0].move == expected


@pytest.mark.parametrize("screen", SCREENS)
def test_the_players_see_who_is_watching(
    live_server: LiveServer, browser: Any, screen: str
) -> None:
    page, table_id = seated(browser, live_server, screen, options={"public": True})
    box = page.locator("#watching")
    page.wait_for_selector("#watching[data-count='0']")
    assert "Nobody is watching" in box.text_content()
    kim = browser.new_context(viewport=SCREENS[screen]).new_page()
    kim.goto(f"{live_server.url}/t/{table_id}")
    kim.wait_for_selector("body[data-seq]")
    page.wait_for_selector("#watching[data-count='1'] .watcher-anonymous")
    assert "one spectator without a name" in box.text_content()
    kim.fill("#chat-name", "Kim")
    kim.fill("#chat-input", "hello")
    kim.click("#chat-send")
    page.wait_for_selector("#watching .watcher:has-text('Kim')")
    assert page.locator("#watching .watcher-anonymous").count() == 0
    box.scroll_into_view_if_needed()
    assert box.is_visible()
    kim.close()
    page.wait_for_selector("#watching[data-count='0']")


@pytest.mark.parametrize("screen", SCREENS)
def test_the_replays_move_list_jumps_to_any_move(
    live_server: LiveServer, browser: Any, screen: str
) -> None:
    table_id = finished_bot_table(live_server, "factory", "Moves", seats=2)
    page = browser.new_page(viewport=SCREENS[screen])
    page.goto(f"{live_server.url}/t/{table_id}")
    page.wait_for_selector("#replay-moves button")
    total = httpx.get(f"{live_server.url}/api/tables/{table_id}/replay?step=0").json()["moves"]
    assert page.locator("#replay-moves button").count() == total
    # grouped by day and phase, in the order played
    groups = page.locator("#replay-moves .log-group").all_text_contents()
    assert groups[0] == "Monday: Grow & Recruit" and len(groups) >= 12
    step = total // 2
    target = page.locator(f"#replay-moves button[data-step='{step}']")
    target.scroll_into_view_if_needed()
    target.click()
    page.wait_for_selector(f"#replay-pane .board[data-step='{step}']")
    assert target.get_attribute("aria-current") == "step"
    assert page.text_content("#replay-step") == f"move {step} of {total}"
    # the board is that step's: every factory's money as the replay of that step says
    view = httpx.get(f"{live_server.url}/api/tables/{table_id}/replay?step={step}").json()["view"]
    shown = page.evaluate("""() => Object.fromEntries([...document.querySelectorAll(
      "#replay-pane .board [data-money]")].map((m) => [m.dataset.money, Number(m.dataset.amount)])
    )""")
    assert shown == {f"f{f['seat']}": f["money"] for f in view["factories"]}
    final = httpx.get(f"{live_server.url}/api/tables/{table_id}/replay?step={total}").json()["view"]
    assert view["day"] != final["day"] or view["phase"] != final["phase"]


def test_a_chocolatl_replay_lists_its_moves_by_round(
    live_server: LiveServer, browser: Any
) -> None:
    table_id = finished_bot_table(live_server, "chocolatl", "Rounds", seats=3)
    page = browser.new_page(viewport=SCREENS["desktop"])
    page.goto(f"{live_server.url}/t/{table_id}")
    page.wait_for_selector("#replay-moves button")
    groups = page.locator("#replay-moves .log-group").all_text_contents()
    assert groups[1:] == [f"Round {n}" for n in range(1, len(groups))] and len(groups) >= 5
    page.locator("#replay-moves button[data-step='3']").click()
    page.wait_for_selector("#replay-pane .board[data-step='3']")
