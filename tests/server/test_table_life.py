"""Public tables joined without invite, presence of the seats, rematch in one click."""

from __future__ import annotations

from starlette.testclient import TestClient

from tests.server.conftest import BOT, HUMAN, create_table
from tests.server.helpers import Seat


def test_a_stranger_takes_a_seat_at_a_public_table_without_invite(client: TestClient) -> None:
    public = create_table(client, [HUMAN, HUMAN], options={"public": True})
    private = create_table(client, [HUMAN, HUMAN])
    listed = {t["id"]: t for t in client.get("/api/tables?status=open").json()}
    assert listed[public["id"]]["settings"]["public"] is True
    assert private["id"] not in listed  # strangers do not see a private table
    mine = client.get(f"/api/tables?ids={private['id']}").json()  # its players' lobby
    assert [t["id"] for t in mine] == [private["id"]]
    refused = client.post(f"/api/tables/{private['id']}/join", json={"name": "Eve"})
    assert refused.status_code == 400
    joined = client.post(f"/api/tables/{public['id']}/join", json={"name": "Stranger"})
    assert joined.status_code == 200, joined.text
    table = client.get(f"/api/tables/{public['id']}").json()
    assert table["status"] == "running" and table["seats"][1]["name"] == "Stranger"
    full = client.post(f"/api/tables/{public['id']}/join", json={"name": "Late"})
    assert full.status_code == 409


def test_presence_says_connected_away_and_gone_since_when(client: TestClient) -> None:
    made = create_table(client, [HUMAN, HUMAN], options={"public": True})
    bob = client.post(f"/api/tables/{made['id']}/join", json={"name": "Bob"}).json()
    with client.websocket_connect(f"/ws/tables/{made['id']}") as ws:
        ann = Seat(ws, made["token"])
        first = ann.receive("presence")
        assert [s["status"] for s in first["seats"]] == ["connected", "gone"]
        assert first["seats"][1]["since"] is None  # Bob was never here
        with client.websocket_connect(f"/ws/tables/{made['id']}") as ws_b:
            Seat(ws_b, bob["token"])
            seen = ann.receive("presence")
            assert [s["status"] for s in seen["seats"]] == ["connected", "connected"]
            ws_b.send_json({"type": "presence", "away": True})
            away = ann.receive("presence")
            assert away["seats"][1]["status"] == "away"
            assert away["seats"][1]["since"] >= seen["seats"][1]["since"]
            ws_b.send_json({"type": "presence", "away": "maybe"})
        gone = ann.receive("presence")
        assert gone["seats"][1]["status"] == "gone" and gone["seats"][1]["since"] is not None


def test_rematch_makes_a_new_table_with_the_same_seats_and_sends_everyone(
    client: TestClient,
) -> None:
    made = create_table(client, [HUMAN, BOT], options={"rounds": 1, "turn_seconds": 60})
    with client.websocket_connect(f"/ws/tables/{made['id']}") as ws, \
            client.websocket_connect(f"/ws/tables/{made['id']}") as watching:
        ann, spectator = Seat(ws, made["token"]), Seat(watching, None, made["invite"])
        ws.send_json({"type": "rematch"})
        assert ann.receive("rejected")["code"] == "no-rematch"  # not over yet
        while ann.state["result"] is None:
            if ann.state["legal"]:
                ann.act(ann.state["legal"][0]["id"])
            else:
                ann.receive("state")
        watching.send_json({"type": "rematch"})
        assert spectator.receive("rejected")["code"] == "spectator"
        ws.send_json({"type": "rematch", "ref": 4})
        sent = ann.receive("rematch")
        assert ann.receive("ack")["ref"] == 4
        link = spectator.receive("rematch")
        # the spectator came by the private table's link: it gets the new one's
        assert link == {"type": "rematch", "table": sent["table"], "invite": sent["invite"]}
        assert sent["seat"] == 0 and sent["token"] and sent["invite"]
        ws.send_json({"type": "rematch"})
        assert ann.receive("rejected")["code"] == "no-rematch"  # one rematch per table
        ann.wait_until(lambda s: s["rematch"] == sent["table"])
        assert any(line.get("note") == "rematch" for line in ann.log)
    new = client.get(f"/api/tables/{sent['table']}").json()
    old = client.get(f"/api/tables/{made['id']}").json()
    assert new["status"] == "running" and new["options"] == old["options"]
    assert new["settings"] == old["settings"]
    assert [(s["name"], s["kind"], s["bot"]) for s in new["seats"]] == \
        [(s["name"], s["kind"], s["bot"]) for s in old["seats"]]
    with client.websocket_connect(f"/ws/tables/{sent['table']}") as ws:
        assert Seat(ws, sent["token"]).state["you"] == 0
    # back at the old table later, the player is given the rematch's invite
    with client.websocket_connect(f"/ws/tables/{made['id']}") as ws:
        back = Seat(ws, made["token"])
        assert back.receive("rematch_invite") == {
            "type": "rematch_invite", "table": sent["table"], "invite": sent["invite"]}
