"""Accounts: registering and logging in (argon2, HttpOnly SameSite=Lax session cookie, CSRF on
state-changing requests, names unique once normalised), login rate limit, and OpenSkill ratings
of a rated two-player table, with the player page and the leaderboard."""

from __future__ import annotations

from typing import Any

from starlette.testclient import TestClient

from tests.server.conftest import HUMAN
from tests.server.helpers import Seat


def register(client: TestClient, name: str, password: str = "correct horse") -> Any:
    client.cookies.clear()
    response = client.post("/api/register", json={"name": name, "password": password})
    assert response.status_code == 200, response.text
    cookie = response.headers["set-cookie"]
    assert "HttpOnly" in cookie and "SameSite=lax" in cookie and "chocolatier_session=" in cookie
    assert password not in response.text
    return response.json()


def test_register_log_in_and_out_with_unique_normalised_names(client: TestClient) -> None:
    me = register(client, "Ann")
    assert client.get("/api/me").json() == {"name": "Ann", "csrf": me["csrf"]}
    for same in ("ann", "ＡＮＮ", " ANN "):
        taken = client.post("/api/register", json={"name": same, "password": "another one"})
        assert taken.status_code == 409 and taken.json()["error"] == "name-taken"
    short = client.post("/api/register", json={"name": "Bo", "password": "short"})
    assert short.json()["error"] == "password-too-short"
    # logging out is a state change: it needs the CSRF token
    assert client.post("/api/logout", json={}).status_code == 403
    out = client.post("/api/logout", json={}, headers={"X-CSRF-Token": me["csrf"]})
    assert out.status_code == 200 and client.get("/api/me").json() == {"name": None}
    client.cookies.clear()
    back = client.post("/api/login", json={"name": "aNN", "password": "correct horse"})
    assert back.status_code == 200 and back.json()["name"] == "Ann"


def test_a_wrong_password_is_refused_and_logins_are_rate_limited(client: TestClient) -> None:
    register(client, "Ann")
    client.cookies.clear()
    codes = [client.post("/api/login", json={"name": "Ann", "password": f"wrong {i}"}).status_code
             for i in range(7)]
    assert codes[:5] == [401] * 5 and codes[5:] == [429, 429]
    # even the right password waits now
    right = client.post("/api/login", json={"name": "Ann", "password": "correct horse"})
    assert right.status_code == 429
    assert client.post("/api/login", data="name=Ann",  # type: ignore[arg-type]
                       headers={"Content-Type": "application/x-www-form-urlencoded"}
                       ).status_code == 415


def test_state_changing_requests_of_a_logged_in_browser_need_the_csrf_token(
    client: TestClient,
) -> None:
    me = register(client, "Ann")
    body = {"game": "deck", "seats": [HUMAN, HUMAN], "join": 0}
    forged = client.post("/api/tables", json=body)
    assert forged.status_code == 403 and forged.json()["error"] == "bad-csrf"
    made = client.post("/api/tables", json=body, headers={"X-CSRF-Token": me["csrf"]})
    assert made.status_code == 201
    assert client.get(f"/api/tables/{made.json()['id']}").json()["seats"][0]["name"] == "Ann"
    # a guest (no session) needs no token, and cannot make a rated table
    client.cookies.clear()
    assert client.post("/api/tables", json=body).status_code == 201
    rated = client.post("/api/tables", json={**body, "options": {"rated": True}})
    assert rated.status_code == 403 and rated.json()["error"] == "rated-needs-login"


def play_out(client: TestClient, table_id: str, tokens: list[str]) -> None:
    url = f"/ws/tables/{table_id}"
    with client.websocket_connect(url) as ws_a, client.websocket_connect(url) as ws_b:
        seats = [Seat(ws_a, tokens[0]), Seat(ws_b, tokens[1])]
        while seats[0].state["result"] is None:
            moved = False
            for seat in seats:
                if seat.state["legal"] and seat.state["result"] is None:
                    seat.act(seat.state["legal"][0]["id"])
                    moved = True
            for seat in seats:
                if not moved:
                    seat.receive("state")
            seats[0].wait_until(lambda s: True)
            while seats[0].state["seq"] < seats[1].state["seq"]:
                seats[0].receive("state")
            while seats[1].state["seq"] < seats[0].state["seq"]:
                seats[1].receive("state")


def test_a_rated_two_player_table_changes_both_ratings(client: TestClient) -> None:
    ann = register(client, "Ann")
    made = client.post("/api/tables", json={
        "game": "deck", "seats": [HUMAN, HUMAN], "join": 0, "seed": 3,
        "options": {"rated": True, "rounds": 1}}, headers={"X-CSRF-Token": ann["csrf"]}).json()
    bob = register(client, "Bob")
    joined = client.post(f"/api/tables/{made['id']}/join", json={"invite": made["invite"]},
                         headers={"X-CSRF-Token": bob["csrf"]}).json()
    play_out(client, made["id"], [made["token"], joined["token"]])
    result = client.get(f"/api/tables/{made['id']}").json()["result"]
    pages = {}
    for name in ("Ann", "Bob"):
        for _ in range(50):
            page = client.get(f"/api/players/{name}").json()
            if page["ratings"]:
                break
        pages[name] = page
        [rating] = page["ratings"]
        assert (rating["game"], rating["players"], rating["games"]) == ("deck", 2, 1)
        assert rating["mu"] != 25.0
        assert page["history"][0]["table"] == made["id"] and page["history"][0]["rated"]
    winner = "Ann" if 0 in result["winners"] else "Bob"
    loser = "Bob" if winner == "Ann" else "Ann"
    if len(result["winners"]) == 1:
        assert pages[winner]["ratings"][0]["mu"] > 25 > pages[loser]["ratings"][0]["mu"]
    board = client.get("/api/leaderboard?game=deck&players=2").json()
    assert {row["name"] for row in board} == {"Ann", "Bob"}
    assert client.get("/api/players/nobody").status_code == 404
