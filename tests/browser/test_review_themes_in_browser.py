"""The Review tab valued by the learned network (the server's default ``review_rollout``): the
method said, and each player's losses by theme and leftovers worded in the reader's language,
at desktop and phone widths, without overflow."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from chocolatier.i18n import catalog
from tests.browser.conftest import LiveServer, finished_bot_table
from tests.browser.test_look_in_browser import NO_OVERFLOW, new_page, serious_violations
from tests.browser.test_review_in_browser import open_review

pytestmark = pytest.mark.browser

# the heuristic proposes, the network values: a whole game is reviewed in seconds
REVIEWS: dict[str, Any] = {"review_bots": ("heuristic",), "review_rollout": "net",
                           "review_piece": 60}


@pytest.fixture
def net_review_server(tmp_path: Path) -> Any:
    with LiveServer(tmp_path / "review-net.sqlite3", **REVIEWS) as server:
        yield server


@pytest.mark.parametrize(("screen", "lang"), [("desktop", "en"), ("phone", "es")])
def test_the_review_lists_each_players_losses_by_theme(net_review_server: LiveServer,
                                                      browser: Any, screen: str,
                                                      lang: str) -> None:
    table_id = finished_bot_table(net_review_server, "factory", "Themes", seats=2)
    page, errors = new_page(browser, screen)
    open_review(page, net_review_server, table_id, lang)
    page.click("#review-start")
    page.wait_for_selector("#review-themes", timeout=180_000)
    words = catalog(lang)
    assert words.text("valuenet-review-method") in page.inner_text("#review-panel")
    assert page.locator("#review-themes .review-themes").count() == 2
    items = page.locator("#review-themes li")
    assert items.count() > 0
    texts = items.all_inner_texts()
    themes = [items.nth(k).get_attribute("data-theme") for k in range(items.count())]
    worded = {words.text("valuenet-theme", theme=t) for t in themes if t and "-" not in t}
    assert all(any(w in text for text in texts) for w in worded)
    # no message id or raw code is shown instead of words
    assert not any("valuenet-" in text or "coal-left" in text for text in texts)
    assert page.evaluate(NO_OVERFLOW)
    assert not serious_violations(page)
    assert not errors
