"""The browser client's files come gzipped (a phone on a slow connection gets a quarter of the
bytes); the API never is (a secret next to what a request sent must not be compressed)."""

from __future__ import annotations

import gzip

import pytest
from starlette.testclient import TestClient

from chocolatier.server.pages import WEB_DIR
from tests.server.conftest import BOT, HUMAN, create_table

GZIP = {"Accept-Encoding": "gzip"}


def raw(client: TestClient, path: str, headers: dict[str, str]) -> tuple[bytes, dict[str, str]]:
    """The body as sent (not decoded) and the headers."""
    with client.stream("GET", path, headers=headers) as response:
        assert response.status_code == 200, path
        return b"".join(response.iter_raw()), dict(response.headers)


@pytest.mark.parametrize("path", ["/static/js/table.js", "/static/css/style.css", "/i18n/ja.ftl",
                                  "/i18n/params.json", "/"])
def test_the_clients_files_are_sent_gzipped_to_a_browser_that_accepts_it(
        client: TestClient, path: str) -> None:
    packed, headers = raw(client, path, GZIP)
    plain, plain_headers = raw(client, path, {"Accept-Encoding": "identity"})
    assert headers["content-encoding"] == "gzip"
    assert int(headers["content-length"]) == len(packed) < len(plain) / 2
    assert gzip.decompress(packed) == plain
    assert "content-encoding" not in plain_headers
    assert "accept-encoding" in headers["vary"].lower()
    assert "accept-encoding" in plain_headers["vary"].lower()


def test_a_table_page_and_its_script_are_compressed(client: TestClient) -> None:
    made = create_table(client, [HUMAN, BOT])
    packed, headers = raw(client, f"/t/{made['id']}", GZIP)
    assert headers["content-encoding"] == "gzip"
    assert b"<main" in gzip.decompress(packed)
    script, _ = raw(client, "/static/js/table.js", GZIP)
    assert gzip.decompress(script) == (WEB_DIR / "js" / "table.js").read_bytes()


def test_a_compressed_file_still_revalidates_with_its_etag(client: TestClient) -> None:
    for path in ("/static/js/table.js", "/i18n/en.ftl"):
        first = client.get(path, headers=GZIP)
        again = client.get(path, headers={**GZIP, "If-None-Match": first.headers["etag"]})
        assert again.status_code == 304, path
        assert not again.content


def test_the_api_is_never_compressed(client: TestClient) -> None:
    # the answer that made a table carries its seat's token
    response = client.post("/api/tables", headers=GZIP, json={
        "game": "deck", "seats": [HUMAN, BOT], "join": 0, "name": "Ann" * 400, "seed": 5})
    assert "content-encoding" not in response.headers
    listing = client.get("/api/tables", headers=GZIP)
    assert listing.status_code == 200
    assert "content-encoding" not in listing.headers
    games = client.get("/api/games", headers=GZIP)
    assert "content-encoding" not in games.headers


def test_a_tiny_file_is_sent_as_it_is(client: TestClient) -> None:
    small = min((p for p in (WEB_DIR / "js").glob("*.js")), key=lambda p: p.stat().st_size)
    assert small.stat().st_size < 1024
    body, headers = raw(client, f"/static/js/{small.name}", GZIP)
    assert "content-encoding" not in headers
    assert body == small.read_bytes()
