"""A player's table page in headless Chromium, desktop and phone, while its ``chocolatier
serve`` process is stopped with SIGTERM and started again: the page hears the 1012 close
("service restart"), says the server is restarting, and is back at its seat by itself once the
server is up again."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import httpx
import pytest

from chocolatier.i18n import catalog
from tests.server.serve_procs import free_port, start_serve, stop

pytestmark = pytest.mark.browser

SCREENS = {"desktop": {"width": 1366, "height": 900}, "phone": {"width": 390, "height": 844}}
TABLE = {"game": "factory", "seats": [{"kind": "human"}, {"kind": "bot", "bot": "random"}],
         "join": 0, "name": "Ann", "seed": 3}
# every time the restart banner is shown, noted before the page can hide it again
WATCH = """new MutationObserver(() => {
  const banner = document.getElementById('offline');
  if (banner && banner.dataset.restarting === '1') window.__restarting = true;
}).observe(document, {subtree: true, attributes: true, childList: true});"""


@pytest.mark.parametrize("screen", SCREENS)
def test_the_page_reconnects_to_a_restarted_server(browser: Any, screen: str,
                                                   tmp_path: Path) -> None:
    database = f"sqlite:///{tmp_path / 'restart.sqlite3'}"
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    log = tmp_path / "serve.log"
    server = start_serve(database, port, log)
    try:
        made = httpx.post(f"{base}/api/tables", json=TABLE).json()
        seats = {made["id"]: {"token": made["token"], "seat": made["seat"]}}
        context = browser.new_context(viewport=SCREENS[screen], is_mobile=screen == "phone",
                                      has_touch=screen == "phone")
        context.add_init_script(
            f"localStorage.setItem('chocolatier.seats', {json.dumps(json.dumps(seats))});")
        context.add_init_script(WATCH)
        page = context.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda exc: errors.append(str(exc)))
        page.goto(f"{base}/t/{made['id']}")
        page.wait_for_selector("#connection.ok")
        page.wait_for_selector("body[data-seq]")
        seq = int(page.get_attribute("body", "data-seq") or 0)

        stop(server)  # SIGTERM: the drain closes the page's socket with 1012
        page.wait_for_function("() => window.__restarting === true")
        page.wait_for_selector("#connection.lost")
        server = start_serve(database, port, log)
        # back without a reload: connected, the restart banner gone, the same game shown
        page.wait_for_selector("#connection.ok", timeout=30000)
        page.wait_for_selector("#offline.hidden", state="attached")
        assert int(page.get_attribute("body", "data-seq") or 0) >= seq
        assert page.locator("#board").is_visible()
        assert not errors
        # the words of the banner exist in every language
        for lang in ("en", "zh", "ja", "es"):
            assert catalog(lang).text("deploy-web-restarting")
        context.close()
    finally:
        stop(server)
