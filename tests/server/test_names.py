"""The players' chosen names in the game log, the legal actions and the views' own logs: the
engines write "Player 2" (from 1) or "seat 1" (from 0), the server puts the names in."""

from __future__ import annotations

from starlette.testclient import TestClient

from chocolatier.server.live import name_view_log, with_names
from tests.server.helpers import Seat

NAMES = ["Ann", "Bob", "Cy"]


def test_the_actors_leading_mention_goes_and_other_players_get_their_names() -> None:
    assert with_names("Player 2 takes Bean Mill (A03)", 1, NAMES) == "takes Bean Mill (A03)"
    assert with_names("Player 1 passes to Player 3", 0, NAMES) == "passes to Cy"
    assert with_names("Player 3 copies a bean", 0, NAMES) == "Cy copies a bean"
    # a number past the seats is left as the engine wrote it
    assert with_names("Player 9 waves", 0, NAMES) == "Player 9 waves"


def test_a_views_public_log_counts_seats_from_zero() -> None:
    view = {"log": ["seat 2 scores +1 (Hero King)", "seat 0 takes the Old Man", 7]}
    name_view_log(view, NAMES)
    assert view["log"] == ["Cy scores +1 (Hero King)", "Ann takes the Old Man", 7]


def test_factory_log_lines_and_choices_carry_the_chosen_names(client: TestClient) -> None:
    body = {"game": "factory", "seats": [{"kind": "human"}, {"kind": "human"}], "join": 0,
            "name": "Ann", "seed": 3}
    made = client.post("/api/tables", json=body).json()
    bob = client.post(f"/api/tables/{made['id']}/join",
                      json={"invite": made["invite"], "name": "Bob"}).json()
    with (
        client.websocket_connect(f"/ws/tables/{made['id']}") as ws_a,
        client.websocket_connect(f"/ws/tables/{made['id']}") as ws_b,
    ):
        ann, bo = Seat(ws_a, made["token"]), Seat(ws_b, bob["token"])
        first = ann if ann.state["legal"] else bo
        assert first.state["legal"]
        assert "legal" not in first.state["view"]  # sent once, as the message's `legal`
        for choice in first.state["legal"]:
            assert not choice["text"].startswith("Player ")
        first.act(first.state["legal"][0]["id"])
        line = first.log[-1]
        assert line["seat"] == first.state["you"]
        assert "Player" not in line["text"] and line["text"].startswith("takes ")
