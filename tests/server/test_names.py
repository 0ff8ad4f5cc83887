"""The players' chosen names in the game log and the legal actions: the engines emit events
with seat numbers, the server sends them as they are, and names are filled in from the seat when
each reader words the event."""

from __future__ import annotations

from starlette.testclient import TestClient

from chocolatier.i18n import EventRenderer, catalog
from tests.server.helpers import Seat

NAMES = ["Ann", "Bob", "Cy"]


def test_seats_in_events_become_names_and_unknown_seats_player_n() -> None:
    words = EventRenderer(catalog("en"), NAMES)
    assert words.render({"code": "chocolatl-temple", "hero": 2, "old_man": 0}) == (
        "Cy takes the Hero King; Ann takes the Old Man")
    assert words.render({"code": "chocolatl-marker", "seat": 7}) == (
        "Player 8 places a marker in the pyramid")


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
            assert choice["event"]["seat"] == first.state["you"]
        first.act(first.state["legal"][0]["id"])
        line = first.log[-1]
        assert line["seat"] == line["event"]["seat"] == first.state["you"]
        names = [s["name"] for s in first.state["table"]["seats"]]
        assert names == ["Ann", "Bob"]
        text = EventRenderer(catalog("en"), names).render(line["event"])
        assert text.startswith(f"{names[first.state['you']]} takes ")
