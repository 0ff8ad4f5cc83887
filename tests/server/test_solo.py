"""A solo Chocolate Factory table (Factory Manager, §9): one seat, running at once, its view
carrying the objectives; the game plays to a result over the WebSocket."""

from __future__ import annotations

from starlette.testclient import TestClient

from tests.server.helpers import Seat


def test_a_one_seat_factory_table_runs_and_shows_the_objectives(client: TestClient) -> None:
    games = {g["name"]: g for g in client.get("/api/games").json()}
    assert games["factory"]["min_players"] == 1
    made = client.post("/api/tables", json={
        "game": "factory", "seats": [{"kind": "human"}], "join": 0, "name": "Solo", "seed": 4,
        "options": {"extra_demands": 1},
    })
    assert made.status_code == 201, made.text
    table = client.get(f"/api/tables/{made.json()['id']}").json()
    assert table["status"] == "running" and table["options"]["extra_demands"] == 1
    with client.websocket_connect(f"/ws/tables/{made.json()['id']}") as ws:
        solo = Seat(ws, made.json()["token"])
        view = solo.state["view"]
        assert view["players"] == 1
        initial = [d for d in view["solo"]["demands"] if d["revealed"] == "setup"]
        assert len(initial) == 2  # the first Initial Demand and one extra
        assert {"card", "kind", "box", "met", "why"} <= set(view["solo"]["objectives"][0])
        moves = 0
        while solo.state["result"] is None:
            assert solo.act(solo.state["legal"][-1]["id"])["type"] == "ack"
            moves += 1
        result = solo.state["result"]
        assert result["details"]["objectives_total"] == len(
            solo.state["view"]["solo"]["objectives"])
        assert solo.state["table"]["status"] == "finished" and moves > 20


def test_solo_options_are_refused_with_more_players(client: TestClient) -> None:
    refused = client.post("/api/tables", json={
        "game": "factory", "seats": [{"kind": "human"}, {"kind": "bot", "bot": "random"}],
        "options": {"extra_demands": 1},
    })
    assert refused.status_code == 400 and "solo" in refused.json()["message"]
