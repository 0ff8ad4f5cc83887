"""The lobby page is pushed the tables (``/ws/lobby``) in headless Chromium, at desktop width and
on a 390 px phone: a table another client makes appears among the open tables without a reload
and without the page asking for the list, and leaves them when its seat is taken."""

from __future__ import annotations

from typing import Any

import httpx
import pytest

from chocolatier.i18n import catalog
from tests.browser.conftest import LiveServer
from tests.browser.test_welcome_in_browser import lobby

pytestmark = pytest.mark.browser


@pytest.mark.parametrize("size", ["desktop", "phone"])
def test_a_table_made_elsewhere_appears_in_the_lobby_without_a_reload(
    live_server: LiveServer, browser: Any, size: str
) -> None:
    page = lobby(browser, live_server, size, "es")
    asked: list[str] = []
    page.on("request", lambda request: asked.append(request.url)
            if "/api/tables" in request.url else None)
    page.wait_for_selector("#lobby-live[data-status='live']")
    assert page.locator("#lobby-live").inner_text() == catalog("es").text("lobbypush-live")
    made = httpx.post(live_server.url + "/api/tables", json={
        "game": "factory", "title": "Mesa de Zoe", "join": 0, "name": "Zoe",
        "seats": [{"kind": "human"}, {"kind": "human"}], "options": {"public": True}}).json()
    card = page.locator(f"#open-table-cards .table-card[data-table='{made['id']}']")
    card.wait_for()
    assert "Mesa de Zoe" in card.inner_text()
    # another client takes the free seat: the table runs, it is no longer open
    httpx.post(f"{live_server.url}/api/tables/{made['id']}/join", json={"name": "Leo"})
    page.locator(f"#tables .table-row.status-running[data-table='{made['id']}']").wait_for()
    assert card.count() == 0
    assert asked == []  # pushed: the page asked for no list meanwhile
    assert not page.errors
    assert page.evaluate("[...globalThis.chocolatierMissing]") == []
