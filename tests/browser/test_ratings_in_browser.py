"""The final table as the standing ranks it, in headless Chromium at desktop and phone width: a
seat that conceded is marked, ranks last and never gets the ★ (issue 22: "won ★ [conceded]"),
and a rated table says what its rating made of the game."""

from __future__ import annotations

from typing import Any

import pytest

from tests.browser.conftest import LiveServer
from tests.browser.test_table_life_in_browser import seated_page

pytestmark = pytest.mark.browser

WIDTHS = [1400, 390]


def sit(page: Any, server: LiveServer, table_id: str, token: str, seat: int) -> None:
    page.evaluate("""([id, token, seat]) => localStorage.setItem('chocolatier.seats',
        JSON.stringify({[id]: {token, seat}}))""", [table_id, token, seat])
    page.goto(f"{server.url}/t/{table_id}")
    page.wait_for_selector("body[data-seq]")


@pytest.mark.parametrize("width", WIDTHS)
def test_a_conceding_seat_ranks_last_on_the_final_table_without_a_star(
    live_server: LiveServer, browser: Any, width: int
) -> None:
    page, _ = seated_page(browser, live_server, {"standin": "random"})
    page.set_viewport_size({"width": width, "height": 900})
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.on("dialog", lambda dialog: dialog.accept())
    page.click("#concede")
    page.wait_for_selector("#score-table", timeout=120000)
    mine = page.locator("#score-table thead th[data-seat='0']")
    assert mine.locator(".badge.conceded").count() == 1
    assert "★" not in mine.text_content()
    assert "★" in page.locator("#score-table thead th[data-seat='1']").text_content()
    ranks = page.locator("#score-table tr.rank td")
    assert [ranks.nth(i).get_attribute("data-rank") for i in range(2)] == ["2", "1"]
    assert "Ann" not in page.locator("#result h2").text_content()
    assert not errors


@pytest.mark.parametrize("width", WIDTHS)
def test_a_rated_game_nobody_played_says_it_was_aborted(
    live_server: LiveServer, browser: Any, width: int
) -> None:
    pages = []
    for name in ("Ann", "Bob"):
        context = browser.new_context(viewport={"width": width, "height": 900})
        page = context.new_page()
        page.goto(live_server.url + "/")
        me = context.request.post(f"{live_server.url}/api/register",
                                  data={"name": name, "password": "correct horse"})
        assert me.ok, me.text()
        pages.append((page, context, me.json()["csrf"]))
    (ann, ann_context, ann_csrf), (bob, bob_context, bob_csrf) = pages
    made = ann_context.request.post(f"{live_server.url}/api/tables", headers={
        "X-CSRF-Token": ann_csrf}, data={
        "game": "factory", "join": 0, "seats": [{"kind": "human"}, {"kind": "human"}],
        "options": {"rated": True, "standin": "random"}}).json()
    joined = bob_context.request.post(f"{live_server.url}/api/tables/{made['id']}/join",
                                      headers={"X-CSRF-Token": bob_csrf},
                                      data={"invite": made["invite"]}).json()
    sit(ann, live_server, made["id"], made["token"], 0)
    sit(bob, live_server, made["id"], joined["token"], 1)
    for page in (ann, bob):
        page.on("dialog", lambda dialog: dialog.accept())
        page.click("#concede")
    ann.wait_for_selector("#score-table", timeout=120000)
    assert ann.locator("#score-table thead .badge.conceded").count() == 2
    assert "★" not in ann.locator("#score-table thead").text_content()
    ann.wait_for_selector("#rating[data-outcome=aborted]", timeout=60000)
    assert "never made a move" in ann.locator("#rating").text_content()
    ann.goto(f"{live_server.url}/players/Ann")
    ann.wait_for_selector("#history li[data-outcome=aborted]")
    assert "aborted" in ann.locator("#history li").first.text_content()
