"""The Chocolate Factory tutorial in real Chromium, in each of the four languages: started from
the Learn page with one click, finished by following the coach (click what it points at, Next
when it says), a wrong click answered by the catalog's sentence with nothing sent, a reload
finding the same step, and the Learn page showing it done."""

from __future__ import annotations

from typing import Any

import pytest

from chocolatier.i18n.catalog import catalog
from chocolatier.tutorials import load, play_through
from tests.browser.coach_steps import coach_step, follow_the_coach

pytestmark = pytest.mark.browser

DESKTOP = {"width": 1280, "height": 900}
PHONE = {"width": 390, "height": 844}
# every message the page sends over its socket, kept for the test to read
RECORD_SENT = """
(() => {
  window.__sent = [];
  const send = WebSocket.prototype.send;
  WebSocket.prototype.send = function (data) {
    window.__sent.push(JSON.parse(data));
    return send.call(this, data);
  };
})();
"""


def acts_sent(page: Any) -> int:
    return int(page.evaluate("window.__sent.filter((m) => m.type === 'act').length"))


def wrong_click(page: Any, lang: str, step_id: str, what: str) -> None:
    """Click a dimmed thing of the board (``what``: a data-target prefix): the coach answers
    with the step's sentence and the page sends nothing."""
    before = acts_sent(page)
    target = page.locator(f"#board [data-target^='{what}']:not(.coach-target)").first
    # in mid-screen, where a person taps it: on a phone the sticky coach covers the top
    target.evaluate("(node) => node.scrollIntoView({block: 'center'})")
    # a person's click lands on it whatever its aria-disabled says (Playwright would wait)
    target.click(force=True)
    expected = catalog(lang).text(f"tutorial-factory-{step_id}-wrong")
    page.wait_for_selector("#coach-wrong:not(.hidden)")
    assert page.locator("#coach-wrong").inner_text().strip() == expected
    assert acts_sent(page) == before
    assert page.locator("#chooser").is_hidden()


def leave_and_come_back(page: Any, url: str, lang: str, index: int, step_id: str) -> None:
    """Reload the table, then leave it for the Learn page and continue from there: the same
    step each time."""
    page.reload()
    assert coach_step(page) == (index, step_id), "a reload finds the same step"
    page.goto(f"{url}/learn?lang={lang}")
    card = page.locator("[data-tutorial=factory]")
    card.wait_for()
    assert card.get_attribute("data-state") == "started"
    steps = len(load("factory").steps)
    assert card.locator(".tutorial-state").inner_text() == catalog(lang).text(
        "tutorial-state-step", step=index + 1, steps=steps)
    card.locator("[data-action=continue]").click()
    page.wait_for_url("**/t/**")
    assert coach_step(page) == (index, step_id), "Continue finds the same step"


@pytest.mark.parametrize(("lang", "viewport"), [
    ("en", DESKTOP), ("zh", DESKTOP), ("ja", PHONE), ("es", DESKTOP),
])
def test_the_factory_tutorial_is_finished_by_following_the_coach(
    live_server: Any, browser: Any, lang: str, viewport: dict[str, int],
) -> None:
    tutorial = load("factory")
    page = browser.new_page(viewport=viewport, locale=lang)
    page.add_init_script(RECORD_SENT)
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.goto(f"{live_server.url}/learn?lang={lang}")
    card = page.locator("[data-tutorial=factory]")
    card.wait_for()
    assert card.get_attribute("data-state") == "new"
    assert card.locator("h2").inner_text() == catalog(lang).text("tutorial-factory-title")
    card.locator("[data-action=start]").click()
    page.wait_for_url("**/t/**")

    def before(index: int, step_id: str) -> None:
        if step_id == "take-part":
            wrong_click(page, lang, step_id, "card:")
        if step_id == "shift2-chute":
            wrong_click(page, lang, step_id, "slot:")
        if step_id in ("belt", "shift2-upgrade") and lang in ("en", "ja"):
            leave_and_come_back(page, live_server.url, lang, index, step_id)

    seen = follow_the_coach(page, before=before)
    assert seen == [s.id for s in tutorial.steps]
    # the coach's words are the catalog's, in the page's language
    said = page.locator("#coach-say").inner_text().strip()
    assert said == catalog(lang).text("tutorial-finished")
    # the game goes on freely: the learner's Wednesday draft is offered
    page.wait_for_selector("#board [data-target^='card:'].can-act")
    # remembered in this browser: the Learn page says it is done
    page.goto(f"{live_server.url}/learn?lang={lang}")
    card = page.locator("[data-tutorial=factory]")
    card.wait_for()
    assert card.get_attribute("data-state") == "done"
    assert card.locator(".tutorial-state").inner_text() == catalog(lang).text("tutorial-state-done")
    assert not errors
    page.close()


@pytest.mark.parametrize(("lang", "viewport"), [
    ("en", PHONE), ("zh", DESKTOP), ("ja", DESKTOP), ("es", PHONE),
])
def test_chapter_two_ends_the_game_and_explains_its_score(
    live_server: Any, browser: Any, lang: str, viewport: dict[str, int],
) -> None:
    tutorial = load("factory-end")
    result = play_through(tutorial).result()
    assert result is not None
    page = browser.new_page(viewport=viewport, locale=lang)
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.goto(f"{live_server.url}/learn?lang={lang}")
    page.locator("[data-tutorial=factory-end] [data-action=start]").click()
    page.wait_for_url("**/t/**")
    follow_the_coach(page, until="score-total")
    # the score the coach reads out is the game's own, worded by the catalog
    you = tutorial.learner
    expected = catalog(lang).text("tutorial-factory-end-score-total",
                                  mine=result.scores[you], theirs=result.scores[1 - you])
    assert page.locator("#coach-say").inner_text().strip() == expected
    page.wait_for_selector("#score-table")
    seen = follow_the_coach(page)
    assert seen == ["score-total"]
    assert not errors
    page.close()


@pytest.mark.parametrize("viewport", [DESKTOP, PHONE])
def test_the_learn_page_and_the_coach_pass_axe(
    live_server: Any, browser: Any, viewport: dict[str, int],
) -> None:
    from tests.browser.test_look_in_browser import serious_violations

    context = browser.new_context(viewport=viewport, bypass_csp=True,
                                  is_mobile=viewport == PHONE, has_touch=viewport == PHONE)
    page = context.new_page()
    page.goto(f"{live_server.url}/learn")
    page.wait_for_selector("[data-tutorial=factory]")
    assert serious_violations(page) == []
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    page.click("[data-tutorial=factory] [data-action=start]")
    page.wait_for_url("**/t/**")
    # a step pointing at one thing, the rest of the board dimmed
    follow_the_coach(page, until="shift1-moulder")
    assert serious_violations(page) == []
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    context.close()
