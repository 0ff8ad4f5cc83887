"""Live play over the WebSocket: views per seat, acting by id or notation, refusals with reasons,
undo as a logged event, bots, and games surviving a restart of the server."""

from __future__ import annotations

from typing import Any

from starlette.testclient import TestClient

from chocolatier.server.app import create_app
from tests.server.conftest import BOT, HUMAN, create_table, make_config
from tests.server.helpers import Seat


def events(log: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The events of log lines (each line carries its seat and its event)."""
    return [line["event"] for line in log]


def secret(seat: int) -> dict[str, Any]:
    """What others see of a secret move."""
    return {"code": "secret-choice", "seat": seat}


def played(seat: int, notation: str) -> dict[str, Any]:
    """A move of the test game (it declares no events: its notation stands for it)."""
    return {"code": "action", "seat": seat, "notation": notation}

def test_a_seat_gets_its_view_and_legal_actions_a_spectator_neither(client: TestClient) -> None:
    made = create_table(client, [HUMAN, HUMAN])
    with client.websocket_connect(f"/ws/tables/{made['id']}") as ws:
        ann = Seat(ws, made["token"])
        assert ann.state["you"] == 0
        assert ann.state["table"]["status"] == "open"
        assert ann.state["legal"] == []  # nobody acts before every seat is taken
    client.post(f"/api/tables/{made['id']}/join", json={"invite": made["invite"]})
    with client.websocket_connect(f"/ws/tables/{made['id']}") as ws:
        ann = Seat(ws, made["token"])
        assert [a["notation"] for a in ann.state["legal"]] == ["bet 1", "bet 2"]
        assert ann.state["legal"][0] == {
            "id": 0, "notation": "bet 1",
            "event": {"code": "action", "seat": 0, "notation": "bet 1"}}
        assert ann.state["view"]["hand"] == []
    with client.websocket_connect(f"/ws/tables/{made['id']}") as ws:
        spectator = Seat(ws, None, made["invite"])
        assert spectator.state["you"] is None and spectator.state["legal"] == []
        assert spectator.state["view"]["hand"] is None


def test_a_wrong_token_is_refused(client: TestClient) -> None:
    made = create_table(client, [HUMAN, BOT])
    with client.websocket_connect(f"/ws/tables/{made['id']}") as ws:
        ws.send_json({"type": "hello", "token": made["token"][:-2] + "xx"})
        assert ws.receive_json()["code"] == "bad-token"
    with client.websocket_connect("/ws/tables/nope") as ws:
        ws.send_json({"type": "hello", "token": None})
        assert ws.receive_json()["code"] == "no-table"


def test_actions_by_id_and_notation_are_acked_and_pushed_to_everyone(client: TestClient) -> None:
    made = create_table(client, [HUMAN, HUMAN])
    bob = client.post(f"/api/tables/{made['id']}/join", json={"invite": made["invite"]}).json()
    with (
        client.websocket_connect(f"/ws/tables/{made['id']}") as ws_a,
        client.websocket_connect(f"/ws/tables/{made['id']}") as ws_b,
        client.websocket_connect(f"/ws/tables/{made['id']}") as ws_s,
    ):
        ann, bo = Seat(ws_a, made["token"]), Seat(ws_b, bob["token"])
        spec = Seat(ws_s, None, made["invite"])
        ack = ann.act(1)  # "bet 2" by id
        assert ack == {"type": "ack", "ref": 1, "seq": 0}
        assert ann.state["seq"] == 1 and ann.state["view"]["my_bet"] == 2
        # the others see that Ann has chosen, not what
        bo.receive("state")
        spec.receive("state")
        assert bo.state["view"]["committed"] == [True, False]
        assert events(bo.log) == [secret(0)]
        assert events(ann.log) == [played(0, "bet 2")]
        assert bo.act("BET  1")["type"] == "ack"  # by notation, spacing and case forgiven
        spec.receive("state")
        ann.receive("state")
        # the view reveals the bets once both are in; the log keeps the secret moves secret
        # (a game may reveal less than the move: a face-down card stays face down)
        assert events(spec.log) == [secret(0), secret(1)]
        assert events(ann.log) == [played(0, "bet 2"), secret(1)]
        assert spec.state["view"]["bets"] == [[2], [1]]
        assert ann.state["to_act"] == [0]


def test_refusals_name_a_reason_and_change_nothing(client: TestClient) -> None:
    made = create_table(client, [HUMAN, HUMAN])
    bob = client.post(f"/api/tables/{made['id']}/join", json={"invite": made["invite"]}).json()
    with (
        client.websocket_connect(f"/ws/tables/{made['id']}") as ws_a,
        client.websocket_connect(f"/ws/tables/{made['id']}") as ws_b,
        client.websocket_connect(f"/ws/tables/{made['id']}") as ws_s,
    ):
        ann, bo = Seat(ws_a, made["token"]), Seat(ws_b, bob["token"])
        spec = Seat(ws_s, None, made["invite"])
        wrong = ann.act("draw")
        assert wrong["type"] == "rejected" and wrong["code"] == "bad-move"
        assert wrong["rule"] == "deck §2"
        assert ann.act("dance")["code"] == "bad-notation"
        assert ann.act(99)["code"] == "no-such-action"
        assert spec.act(0)["code"] == "spectator"
        ann.act("bet 1")
        bo.receive("state")
        bo.act("bet 2")
        ann.receive("state")
        # Ann's choices changed (now she draws): a decision made on the old state is stale
        stale = ann.act("draw", state_id=1)
        assert stale["code"] == "stale-state"
        assert bo.act("draw")["code"] == "not-your-turn"
        assert ann.state["seq"] == 2
        assert ann.act("draw")["type"] == "ack"


def test_undo_is_logged_and_limited_to_the_round(client: TestClient) -> None:
    made = create_table(client, [HUMAN, HUMAN], options={"rounds": 2})
    bob = client.post(f"/api/tables/{made['id']}/join", json={"invite": made["invite"]}).json()
    with (
        client.websocket_connect(f"/ws/tables/{made['id']}") as ws_a,
        client.websocket_connect(f"/ws/tables/{made['id']}") as ws_b,
    ):
        ann, bo = Seat(ws_a, made["token"]), Seat(ws_b, bob["token"])
        ann.act("bet 2")
        assert ann.state["can_undo"] is True
        ws_a.send_json({"type": "undo", "state_id": ann.state["state_id"]})
        assert ann.receive("ack")["seq"] == 1
        assert ann.state["view"]["my_bet"] is None and ann.log == []
        assert ann.state["seq"] == 2  # the undo is an event of its own
        for who, move in ((ann, "bet 1"), (bo, "bet 1"), (ann, "stay"), (bo, "stay")):
            who.wait_until(lambda s, w=who: s["you"] in s["to_act"])
            assert who.act(move)["type"] == "ack"
        ann.wait_until(lambda s: s["view"]["round"] == 1)
        assert ann.state["can_undo"] is False
        ws_a.send_json({"type": "undo", "state_id": ann.state["state_id"]})
        assert ann.receive("rejected")["code"] == "cannot-undo"


def test_secret_moves_are_shown_to_everybody_when_the_game_is_over(client: TestClient) -> None:
    made = create_table(client, [HUMAN, HUMAN], options={"rounds": 1})
    bob = client.post(f"/api/tables/{made['id']}/join", json={"invite": made["invite"]}).json()
    with (
        client.websocket_connect(f"/ws/tables/{made['id']}") as ws_a,
        client.websocket_connect(f"/ws/tables/{made['id']}") as ws_b,
    ):
        ann, bo = Seat(ws_a, made["token"]), Seat(ws_b, bob["token"])
        for who, move in ((ann, "bet 2"), (bo, "bet 1"), (ann, "stay")):
            who.wait_until(lambda s, w=who: s["you"] in s["to_act"])
            assert who.act(move)["type"] == "ack"
        assert secret(0) in events(bo.log)
        bo.wait_until(lambda s: 1 in s["to_act"])
        assert bo.act("stay")["type"] == "ack"
        ann.wait_until(lambda s: s["result"] is not None)
        assert bo.state["log_from"] == 0  # the secret lines changed: sent again
        expected = [played(0, "bet 2"), played(1, "bet 1"), played(0, "stay"), played(1, "stay")]
        assert events(ann.log) == expected
        assert events(bo.log) == expected


def play_to_the_end(ann: Seat) -> None:
    while ann.state["result"] is None:
        ann.wait_until(lambda s: s["result"] is not None or 0 in s["to_act"])
        if ann.state["result"] is None:
            assert ann.act(ann.state["legal"][-1]["id"])["type"] == "ack"


def test_a_whole_game_against_three_bots(client: TestClient) -> None:
    made = create_table(client, [HUMAN, BOT, BOT, BOT])
    with client.websocket_connect(f"/ws/tables/{made['id']}") as ws:
        ann = Seat(ws, made["token"])
        play_to_the_end(ann)
    result = ann.state["result"]
    assert len(result["scores"]) == 4
    assert ann.state["table"]["status"] == "finished"
    record = client.get(f"/api/tables/{made['id']}/record").json()
    assert record["seed"] == 5 and len(record["moves"]) == 3 * 4 * 2
    assert record["result"]["scores"] == result["scores"]
    replay = client.get(f"/api/tables/{made['id']}/replay?step=4").json()
    assert replay["view"]["round"] == 0 and len(replay["log"]) == 4
    finished = client.get(f"/api/tables?ids={made['id']}").json()
    assert [t["id"] for t in finished] == [made["id"]]


def test_a_game_goes_on_after_a_restart_from_the_log(db_url: str) -> None:
    with TestClient(create_app(make_config(db_url))) as client:
        made = create_table(client, [HUMAN, BOT])
        with client.websocket_connect(f"/ws/tables/{made['id']}") as ws:
            ann = Seat(ws, made["token"])
            ann.act("bet 2")
            ann.wait_until(lambda s: 0 in s["to_act"])
            before = ann.state
    with (
        TestClient(create_app(make_config(db_url))) as client,
        client.websocket_connect(f"/ws/tables/{made['id']}") as ws,
    ):
        ann = Seat(ws, made["token"])
        assert ann.state["view"] == before["view"]
        assert ann.state["seq"] == before["seq"]
        assert ann.act("draw")["type"] == "ack"
