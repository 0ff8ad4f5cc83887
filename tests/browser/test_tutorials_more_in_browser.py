"""The solo-mode and Chocolatl tutorials in real Chromium, in each of the four languages: each
started from the Learn page, finished by following the coach (tests/browser/coach_steps.py),
every step saying its catalog sentence, a wrong click answered with the step's own sentence and
nothing sent, the board showing what the coach's words state (the objectives met, the revealed
tie), and the game going on freely at the end. Desktop, and 390 px for a language of each."""

from __future__ import annotations

from typing import Any

import pytest

from chocolatier.i18n.catalog import catalog
from chocolatier.tutorials import load
from tests.browser.coach_steps import follow_the_coach
from tests.browser.test_tutorial_in_browser import DESKTOP, PHONE, RECORD_SENT, acts_sent

pytestmark = pytest.mark.browser

# Per tutorial: the step where the learner first clicks something else, and what it clicks
# (a dimmed board element of the kind the coach points at).
WRONG_CLICK = {
    "solo": ("take-part", "#board [data-target^='card:']:not(.coach-target)"),
    # the hand is on the board, or in the move sheet on a phone
    "chocolatl": ("temple-1", "[data-target^='hand:']:not(.coach-target)"),
}
# The learner's next move once the script is over and the game goes on.
PLAYS_ON = {
    "solo": "#board [data-target^='card:'].can-act",  # Tuesday's draft
    "chocolatl": "[data-target^='hand:'].can-act",  # round 2's first green cards
}


def wrong_click(page: Any, lang: str, name: str, step_id: str, selector: str) -> None:
    """Click a dimmed thing: the coach answers with the step's sentence, nothing is sent and
    no chooser opens."""
    before = acts_sent(page)
    target = page.locator(selector).first
    # in the middle of the screen, clear of the coach's panel (sticky at the top of a phone);
    # a person's click lands on it whatever its aria-disabled says (Playwright would wait)
    target.evaluate("node => node.scrollIntoView({block: 'center'})")
    target.click(force=True)
    page.wait_for_selector("#coach-wrong:not(.hidden)")
    expected = catalog(lang).text(f"tutorial-{name}-{step_id}-wrong")
    assert page.locator("#coach-wrong").inner_text().strip() == expected
    assert acts_sent(page) == before
    assert page.locator("#chooser").is_hidden()


def check_position(page: Any, name: str, step_id: str) -> None:
    """Where the coach's words state a fact of the position, the board shows it as they
    are read."""
    if name == "solo" and step_id == "spent-once":
        # £7 pays one £5 target and not the other; the completed order meets "give up 1"
        assert page.locator("#board .solo .objective.met").count() == 2
    if name == "chocolatl" and step_id == "temple-won":
        # the words on the revealed stations wait for them: both cards of all three players
        # are face up at the temple and at the field
        for station in ("temple", "field"):
            shown = page.locator(f"#board [data-target='station:{station}'] .cacao-card")
            assert shown.count() == 6 and not page.locator(
                f"#board [data-target='station:{station}'] .cacao-card.down").count()


@pytest.mark.parametrize(("name", "lang", "viewport"), [
    ("solo", "en", DESKTOP), ("solo", "zh", PHONE), ("solo", "ja", DESKTOP),
    ("solo", "es", DESKTOP),
    ("chocolatl", "en", PHONE), ("chocolatl", "zh", DESKTOP), ("chocolatl", "ja", DESKTOP),
    ("chocolatl", "es", DESKTOP),
])
def test_the_tutorial_is_finished_by_following_the_coach(
    live_server: Any, browser: Any, name: str, lang: str, viewport: dict[str, int],
) -> None:
    tutorial = load(name)
    words = catalog(lang)
    page = browser.new_page(viewport=viewport, locale=lang)
    page.add_init_script(RECORD_SENT)
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.goto(f"{live_server.url}/learn?lang={lang}")
    card = page.locator(f"[data-tutorial={name}]")
    card.wait_for()
    assert card.locator("h2").inner_text() == words.text(f"tutorial-{name}-title")
    card.locator("[data-action=start]").click()
    page.wait_for_url("**/t/**")
    wrong_at, wrong_selector = WRONG_CLICK[name]

    def before(index: int, step_id: str) -> None:
        said = page.locator("#coach-say").inner_text().strip()
        assert said == words.text(f"tutorial-{name}-{step_id}"), step_id
        check_position(page, name, step_id)
        if step_id == wrong_at:
            wrong_click(page, lang, name, step_id, wrong_selector)

    assert follow_the_coach(page, before=before) == [s.id for s in tutorial.steps]
    page.wait_for_selector(PLAYS_ON[name])
    page.goto(f"{live_server.url}/learn?lang={lang}")
    card = page.locator(f"[data-tutorial={name}]")
    card.wait_for()
    assert card.get_attribute("data-state") == "done"
    assert not errors
    page.close()
