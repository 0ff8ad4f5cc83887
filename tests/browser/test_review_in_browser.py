"""The "Review" tab of a finished game in Chromium: asked for, computed with progress, each
player's accuracy, the labelled decisions, and the position before one with the better move
marked on the board; in Japanese too, on a phone without overflow, and accessible."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.browser.conftest import LiveServer, finished_bot_table
from tests.browser.test_languages_in_browser import assert_in_language
from tests.browser.test_look_in_browser import NO_OVERFLOW, new_page, serious_violations

pytestmark = pytest.mark.browser

# the heuristic proposes, random bots play the rollouts out: a whole game is reviewed in seconds
REVIEWS: dict[str, Any] = {"review_bots": ("heuristic",), "review_rollout": "random",
                           "review_budget": 2, "review_piece": 40}


@pytest.fixture
def review_server(tmp_path: Path) -> Any:
    with LiveServer(tmp_path / "review.sqlite3", **REVIEWS) as server:
        yield server


def open_review(page: Any, server: LiveServer, table_id: str, lang: str = "en") -> None:
    page.goto(f"{server.url}/t/{table_id}?lang={lang}")
    page.wait_for_selector("#score-table")
    page.click("#tab-review")
    assert page.get_attribute("#tab-review", "aria-selected") == "true"
    assert page.locator("#replay-pane").is_hidden()


@pytest.mark.parametrize("screen", ["desktop", "phone"])
def test_a_finished_game_is_reviewed_from_its_page(review_server: LiveServer, browser: Any,
                                                   screen: str) -> None:
    table_id = finished_bot_table(review_server, "factory", "Review me", seats=2)
    page, errors = new_page(browser, screen)
    open_review(page, review_server, table_id)
    page.click("#review-start")
    page.wait_for_selector("#review-players", timeout=180_000)
    rows = page.locator("#review-players tbody tr")
    assert rows.count() == 2
    # the panel holds its parts only: one that does not apply (not cut short, no stand-in
    # moves) once showed as the text "null"
    assert page.evaluate("[...document.querySelector('#review-panel').childNodes]"
                         ".every(node => node.nodeType === Node.ELEMENT_NODE)")
    assert all(text.strip().endswith("%") for text in
               page.locator("#review-players tbody td:nth-child(2)").all_inner_texts())
    decisions = page.locator("#review-decisions button.review-open")
    assert decisions.count() > 0  # random players make costly moves
    marked = 0
    for k in range(min(5, decisions.count())):
        decisions.nth(k).click()
        index = decisions.nth(k).get_attribute("data-index")
        page.wait_for_function(
            f"document.querySelector('#review-position h3')?.textContent.includes('{index}')")
        assert page.locator("#review-position .review-played").inner_text().strip()
        assert page.locator("#review-position .board .factories").count() == 1
        if page.locator("#review-position .review-better").count():
            marked += page.locator("#review-position .suggested").count() > 0
    assert marked > 0  # the better move is shown on the board
    assert page.evaluate(NO_OVERFLOW)
    # an amount ("−£0.46") is never split over two lines, even in a phone's narrow columns
    assert page.locator(".review-loss").count() >= rows.count() + decisions.count()
    assert page.evaluate("[...document.querySelectorAll('.review-loss')]"
                         ".every(e => e.getClientRects().length === 1)")
    assert not serious_violations(page)
    assert not errors
    # asked again (another reader): served from the table, no second computation
    again, _ = new_page(browser, screen)
    open_review(again, review_server, table_id)
    again.wait_for_selector("#review-players")
    assert again.locator("#review-start").count() == 0


def test_the_review_speaks_the_readers_language(review_server: LiveServer, browser: Any) -> None:
    from tests.browser.test_languages_in_browser import reader

    table_id = finished_bot_table(review_server, "factory", "検討", seats=2)
    page = reader(browser, "ja")
    open_review(page, review_server, table_id, "ja")
    assert_in_language(page, "ja", ["#review-panel"])
    page.click("#review-start")
    page.wait_for_selector("#review-players", timeout=180_000)
    page.locator("#review-decisions button.review-open").first.click()
    page.wait_for_selector("#review-position .review-played")
    assert_in_language(page, "ja", ["#review-panel p", "#review-players", "#review-decisions",
                                    "#review-position .review-played"])


# a review of a factory game that takes minutes: the line behind it stays in place
SLOW_REVIEWS: dict[str, Any] = {**REVIEWS, "review_budget": 400, "review_piece": 1}
IN_LINE = {"en": "Waiting: 2nd in line", "zh": "第 2 位", "ja": "2 番目", "es": "2.º en la fila"}


@pytest.mark.parametrize("screen", ["desktop", "phone"])
def test_a_review_waiting_in_line_shows_its_place_in_every_language(
        tmp_path: Path, browser: Any, screen: str) -> None:
    import httpx

    with LiveServer(tmp_path / "line.sqlite3", **SLOW_REVIEWS) as server:
        tables = [finished_bot_table(server, "factory", f"Line {k}", seats=2) for k in range(3)]
        # this address's first review runs; its two others wait, the last one 2nd in line
        answers = [httpx.post(f"{server.url}/api/tables/{t}/review", json={}, timeout=30).json()
                   for t in tables]
        assert [a["status"] for a in answers] == ["running", "queued", "queued"]
        for lang, words in IN_LINE.items():
            page, errors = new_page(browser, screen)
            open_review(page, server, tables[2], lang)
            page.wait_for_selector("#review-queued")
            assert words in page.inner_text("#review-queued")
            assert page.locator("#review-start").count() == 0
            assert page.evaluate(NO_OVERFLOW)
            assert not errors
            page.context.close()
