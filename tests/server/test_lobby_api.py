"""The lobby's HTTP API: games, creating, listing and joining tables, records after the end."""

from __future__ import annotations

from starlette.testclient import TestClient

from tests.server.conftest import BOT, HUMAN, create_table, make_config


def test_games_lists_the_registered_games_with_bots_and_defaults(client: TestClient) -> None:
    games = {g["name"]: g for g in client.get("/api/games").json()}
    assert games["deck"]["min_players"] == 2
    assert "random" in games["deck"]["bots"]
    assert games["deck"]["default_options"] == {"rounds": 3}


def test_create_with_a_seat_returns_a_long_token_and_an_invite(client: TestClient) -> None:
    made = create_table(client, [HUMAN, BOT])
    assert made["seat"] == 0
    assert len(made["token"]) >= 43  # 32 random bytes, URL-safe
    assert len(made["invite"]) >= 20
    table = client.get(f"/api/tables/{made['id']}").json()
    assert table["status"] == "running"
    assert table["seats"][0] == {"seat": 0, "name": "Ann", "kind": "human", "bot": None,
                                 "joined": True, "account": False}
    text = client.get(f"/api/tables/{made['id']}").text
    assert made["token"] not in text and made["invite"] not in text


def test_bad_requests_are_refused_with_a_reason(client: TestClient) -> None:
    cases = [
        ({"game": "nope", "seats": [HUMAN, BOT]}, "bad-game"),
        ({"game": "deck", "seats": [HUMAN]}, "bad-seats"),
        ({"game": "deck", "seats": [HUMAN] * 5}, "bad-seats"),
        ({"game": "deck", "seats": [HUMAN, {"kind": "alien"}]}, "bad-seats"),
        ({"game": "deck", "seats": [HUMAN, {"kind": "bot", "bot": "genius"}]}, "bad-bot"),
        ({"game": "deck", "seats": [HUMAN, BOT], "options": {"rounds": 9}}, "bad-options"),
        ({"game": "deck", "seats": [HUMAN, BOT], "options": []}, "bad-options"),
        ({"game": "deck", "seats": [HUMAN, BOT], "join": 1}, "bad-join"),
        ({"game": "deck", "seats": [HUMAN, BOT], "seed": "x"}, "bad-seed"),
        ([1, 2], "bad-request"),
    ]
    for body, code in cases:
        response = client.post("/api/tables", json=body)
        assert response.status_code == 400, body
        assert response.json()["error"] == code, body
    as_json = {"Content-Type": "application/json"}
    assert client.post("/api/tables", content=b"{nope", headers=as_json).json()["error"] == (
        "bad-json"
    )
    huge = client.post("/api/tables", content=b"[" + b"1," * 20000 + b"1]", headers=as_json)
    assert huge.json()["error"] == "too-large"


def test_seeds_are_refused_unless_the_server_allows_them(db_url: str) -> None:
    with TestClient(__import__("chocolatier.server.app", fromlist=["create_app"]).create_app(
        make_config(db_url, allow_seeds=False)
    )) as client:
        body = {"game": "deck", "seats": [HUMAN, BOT], "seed": 3}
        assert client.post("/api/tables", json=body).json()["error"] == "bad-seed"
        del body["seed"]
        assert client.post("/api/tables", json=body).status_code == 201


def test_join_by_invite_fills_the_table_and_starts_it(client: TestClient) -> None:
    made = create_table(client, [HUMAN, HUMAN])
    url = f"/api/tables/{made['id']}"
    assert client.get(url).json()["status"] == "open"
    wrong = client.post(url + "/join", json={"invite": "guess", "name": "Bob"})
    assert wrong.status_code == 403 and wrong.json()["error"] == "bad-invite"
    joined = client.post(url + "/join", json={"invite": made["invite"], "name": "Bob"}).json()
    assert joined["seat"] == 1 and joined["token"] != made["token"]
    table = client.get(url).json()
    assert table["status"] == "running"
    assert [s["name"] for s in table["seats"]] == ["Ann", "Bob"]
    full = client.post(url + "/join", json={"invite": made["invite"], "name": "Cy"})
    assert full.status_code == 409 and full.json()["error"] == "table-full"


def test_tables_are_listed_by_status(client: TestClient) -> None:
    running = create_table(client, [HUMAN, BOT], options={"public": True})
    open_ = create_table(client, [HUMAN, HUMAN], options={"public": True})
    listed = {t["id"]: t for t in client.get("/api/tables?status=open,running").json()}
    assert listed[running["id"]]["status"] == "running"
    assert listed[open_["id"]]["status"] == "open"
    only_open = client.get("/api/tables?status=open").json()
    assert [t["id"] for t in only_open] == [open_["id"]]


def test_unfinished_tables_per_client_are_limited(db_url: str) -> None:
    from chocolatier.server.app import create_app

    with TestClient(create_app(make_config(db_url, max_open_tables_per_client=2))) as client:
        create_table(client, [HUMAN, HUMAN])
        create_table(client, [HUMAN, HUMAN])
        third = client.post("/api/tables", json={"game": "deck", "seats": [HUMAN, HUMAN]})
        assert third.status_code == 429 and third.json()["error"] == "too-many-tables"


def test_records_and_replays_wait_for_the_end(client: TestClient) -> None:
    made = create_table(client, [HUMAN, BOT])
    response = client.get(f"/api/tables/{made['id']}/record")
    assert response.status_code == 403 and response.json()["error"] == "not-finished"
    assert client.get("/api/tables/nope/record").status_code == 404


def test_pages_and_static_files_are_served_with_security_headers(client: TestClient) -> None:
    page = client.get("/")
    assert page.status_code == 200 and "<html" in page.text.lower()
    assert "default-src 'self'" in page.headers["content-security-policy"]
    assert page.headers["referrer-policy"] == "no-referrer"
    missing = client.get("/t/abc")  # no such table: a page saying so, leading to the lobby
    assert missing.status_code == 404 and 'id="to-lobby"' in missing.text
    assert "default-src 'self'" in missing.headers["content-security-policy"]
