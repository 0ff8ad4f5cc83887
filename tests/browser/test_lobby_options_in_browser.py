"""The lobby form's Chocolate Factory options in headless Chromium: running factories and
fulfilling orders chosen apart, and who starts; the table is created with them."""

from __future__ import annotations

import re
from typing import Any

import pytest

from tests.browser.conftest import LiveServer, open_table_form

pytestmark = pytest.mark.browser


def test_run_fulfil_and_who_starts_from_the_form(live_server: LiveServer, browser: Any) -> None:
    page = browser.new_page(viewport={"width": 1400, "height": 1000})
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.goto(live_server.url + "/")
    open_table_form(page)
    page.fill("#name", "Ann")
    page.click("#remove-seat")  # three seats: "who starts" offers seats 1..3
    assert page.locator("#option-start-player option").count() == 4
    page.select_option("#option-run", "simultaneous")
    page.select_option("#option-fulfil", "turns")
    page.select_option("#option-start-player", "1")
    page.click("#create")
    page.wait_for_url(re.compile(r"/t/"))
    page.wait_for_selector("body[data-seq]")
    table_id = page.url.rsplit("/", 1)[1]
    options = live_server.app.state.hub.tables[table_id].data.options
    assert (options["run"], options["fulfil"], options["start_player"]) == (
        "simultaneous", "turns", 1)
    assert "factories simultaneously, orders in turn order" in page.locator(".day-bar").inner_text()
    # A solo table has one seat: no agreements to make, nobody else to start.
    page.goto(live_server.url + "/")
    open_table_form(page)
    while page.locator("#seats select").count() > 1:
        page.click("#remove-seat")
    assert page.locator("#option-run, #option-fulfil, #option-start-player").count() == 0
    assert not errors
