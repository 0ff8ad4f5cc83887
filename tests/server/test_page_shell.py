"""Pages come whole: their static words in the reader's language (nothing filled in late to
move the page) and every module they import preloaded, with their language's catalog."""

from __future__ import annotations

import re

from starlette.testclient import TestClient

from chocolatier.i18n import catalog
from chocolatier.server.pages import WEB_DIR
from tests.server.conftest import BOT, HUMAN, create_table


def test_the_lobby_is_sent_with_its_words_in_the_readers_language(client: TestClient) -> None:
    page = client.get("/", headers={"Accept-Language": "ja"}).text
    words = catalog("ja")
    for message in ("welcome-play-now", "welcome-play-friends", "welcome-learn",
                    "welcome-factory-pitch", "web-create-table"):
        assert f'data-l10n-id="{message}">{words.text(message)}<' in page, message
    # no element marked for words is left empty
    assert not re.search(r'data-l10n-id="[\w-]+"[^<>]*></', page)


def test_every_imported_module_and_the_catalogs_are_preloaded(client: TestClient) -> None:
    made = create_table(client, [HUMAN, BOT])
    page = client.get(f"/t/{made['id']}", headers={"Accept-Language": "es"}).text
    preloaded = set(re.findall(r'<link rel="modulepreload" href="/static/([\w/.-]+)">', page))
    table_js = (WEB_DIR / "js" / "table.js").read_text(encoding="utf-8")
    for name in re.findall(r'from "\./([\w-]+\.js)"', table_js):
        assert f"js/{name}" in preloaded, name
    assert "vendor/fluent-bundle/bundle.js" in preloaded  # imports of imports too
    assert "js/table.js" not in preloaded  # the page's own script is not repeated
    for href in ("/i18n/es.ftl", "/i18n/en.ftl", "/i18n/params.json"):
        assert f'<link rel="preload" href="{href}" as="fetch" crossorigin="anonymous">' in page
    for path in preloaded:
        assert client.get(f"/static/{path}").status_code == 200, path
