"""Clocks: a seat whose time runs out has its decision made by the table's stand-in bot, the
log says so, deadlines come from stored facts (they survive a restart), a move that arrived
in time is never beaten by the timer, and a seat left to the stand-in can be taken back.

The server reads a :class:`~tests.server.clock.ManualClock` here: a test moves it past a
deadline instead of waiting for the deadline (and a slow machine never runs a clock out).
"""

from __future__ import annotations

from typing import Any

import pytest
from starlette.testclient import TestClient

from chocolatier.server.app import create_app
from chocolatier.server.hub import Hub
from tests.server.clock import ManualClock, Timed
from tests.server.conftest import BOT, HUMAN, create_table, make_config
from tests.server.helpers import Seat


def clocked(client: TestClient, **options: Any) -> dict[str, Any]:
    return create_table(client, [HUMAN, BOT], options={"rounds": 1, **options})


def test_clock_options_are_checked(client: TestClient) -> None:
    for options in ({"turn_seconds": -1}, {"turn_seconds": "5"}, {"bank_seconds": 30},
                    {"turn_hours": 24, "turn_seconds": 30}, {"standin": "nobody"},
                    {"max_timeouts": 99}, {"public": "yes"}):
        body = {"game": "deck", "seats": [HUMAN, BOT], "options": options}
        refused = client.post("/api/tables", json=body)
        assert refused.status_code == 400, options
        assert refused.json()["error"] == "bad-options"


def test_a_table_without_clock_shows_none(client: TestClient) -> None:
    made = create_table(client, [HUMAN, BOT])
    with client.websocket_connect(f"/ws/tables/{made['id']}") as ws:
        seat = Seat(ws, made["token"])
        assert seat.state["clock"] is None
        settings = seat.state["table"]["settings"]
        assert "turn_seconds" not in settings and settings["standin"] == "random"


def test_running_out_of_time_hands_the_moves_to_the_stand_in_and_the_game_ends(
    timed: Timed,
) -> None:
    client, time = timed
    made = clocked(client, turn_seconds=60, max_timeouts=1, standin="random")
    with client.websocket_connect(f"/ws/tables/{made['id']}") as ws:
        seat = Seat(ws, made["token"])
        clock = seat.state["clock"]
        assert clock["turn_seconds"] == 60
        deadline = clock["deadlines"]["0"]
        assert deadline - clock["now"] == pytest.approx(60)
        # nobody moves: the time runs out, the stand-in decides, keeps the seat
        # (max_timeouts=1) and finishes
        time.advance(client, 61)
        final = seat.wait_until(lambda s: s["result"] is not None)
        assert time() >= deadline
    by = [line.get("by") for line in seat.log if line["seat"] == 0 and "event" in line]
    assert by[0] == "timeout" and set(by[1:]) <= {"standin"}
    me = final["table"]["seats"][0]
    assert me["standin"] and me["timeouts"] == 1 and not me["conceded"]
    record = client.get(f"/api/tables/{made['id']}/record").json()
    assert len(record["moves"]) == len([line for line in seat.log if "event" in line])


def test_a_seat_left_to_the_stand_in_is_taken_back(timed: Timed) -> None:
    client, time = timed
    made = create_table(client, [HUMAN, HUMAN], options={"rounds": 2, "turn_seconds": 60,
                                                         "max_timeouts": 1})
    joined = client.post(f"/api/tables/{made['id']}/join",
                         json={"invite": made["invite"], "name": "Bo"}).json()
    with client.websocket_connect(f"/ws/tables/{made['id']}") as ws0, \
            client.websocket_connect(f"/ws/tables/{made['id']}") as ws1:
        ann, bo = Seat(ws0, made["token"]), Seat(ws1, joined["token"])
        assert bo.act("bet 2")["type"] == "ack"
        # Ann's time runs out: the stand-in bets and keeps her seat; it draws or stays for her
        time.advance(client, 61)
        bo.wait_until(lambda s: s["to_act"] == [1])
        ann.wait_until(lambda s: s["table"]["seats"][0]["standin"] and s["to_act"] == [1])
        assert ann.state["legal"] == []
        assert ann.act("draw")["code"] == "stood-in"
        ws0.send_json({"type": "reclaim", "ref": 7})
        assert ann.receive("ack")["ref"] == 7
        ann.wait_until(lambda s: not s["table"]["seats"][0]["standin"])
        assert [line.get("note") for line in ann.log if "note" in line] == ["reclaim"]
        ws0.send_json({"type": "reclaim"})
        assert ann.receive("rejected")["code"] == "not-stood-in"
        assert bo.act("stay")["type"] == "ack"
        # a new round: Ann decides for herself again
        ann.wait_until(lambda s: s["to_act"] == [0, 1] and s["legal"])
        assert ann.act("bet 1")["type"] == "ack"


def test_the_bank_pays_for_a_slow_move(timed: Timed) -> None:
    client, time = timed
    made = clocked(client, turn_seconds=1, bank_seconds=3)
    with client.websocket_connect(f"/ws/tables/{made['id']}") as ws:
        seat = Seat(ws, made["token"])
        clock = seat.state["clock"]
        assert clock["deadlines"]["0"] - clock["now"] == pytest.approx(4)
        time.advance(client, 1.6)  # 0.6 s more than the turn: the bank pays them
        assert seat.act(seat.state["legal"][0]["id"])["type"] == "ack"
        seat.wait_until(lambda s: s["clock"]["banks"][0] < 3)
        assert seat.state["clock"]["banks"][0] == pytest.approx(2.4)
        assert not any(line.get("by") for line in seat.log)


def test_a_deadline_survives_a_restart(db_url: str) -> None:
    deadline_survives_a_restart(db_url)


def deadline_survives_a_restart(db_url: str) -> None:
    """(run on PostgreSQL too)"""
    config = make_config(db_url)
    time = ManualClock()
    with TestClient(create_app(config, time)) as first:
        made = clocked(first, turn_seconds=60, max_timeouts=1)
        with first.websocket_connect(f"/ws/tables/{made['id']}") as ws:
            deadline = Seat(ws, made["token"]).state["clock"]["deadlines"]["0"]
    # a new server process on the same database: the clock is where it was, and runs out
    with TestClient(create_app(config, time)) as second:
        with second.websocket_connect(f"/ws/tables/{made['id']}") as ws:
            seat = Seat(ws, None, made["invite"])
            assert seat.state["clock"]["deadlines"]["0"] == pytest.approx(deadline)
            time.advance(second, 61)
            seat.wait_until(lambda s: s["result"] is not None)
        assert time() >= deadline
        assert next(line.get("by") for line in seat.log if line["seat"] == 0) == "timeout"


def test_a_move_that_arrived_in_time_beats_the_timer(timed: Timed) -> None:
    client, time = timed
    made = clocked(client, turn_seconds=60)
    hub: Hub = client.app.state.hub  # type: ignore[attr-defined]
    with client.websocket_connect(f"/ws/tables/{made['id']}") as ws:
        seat = Seat(ws, made["token"])
        # the player's act is waiting for the table's lock when the clock runs out
        hub._arriving[(made["id"], 0)] += 1
        time.advance(client, 61)
        assert client.portal is not None
        assert client.portal.call(hub._time_out, made["id"]) is False
        assert not any(line.by for line in hub.tables[made["id"]].lines)
        del hub._arriving[(made["id"], 0)]
        seat.wait_until(lambda s: any(line.get("by") == "timeout" for line in seat.log))


def test_concede_hands_the_seat_to_the_stand_in_to_the_end(client: TestClient) -> None:
    made = create_table(client, [HUMAN, BOT], options={"rounds": 2})
    with client.websocket_connect(f"/ws/tables/{made['id']}") as ws, \
            client.websocket_connect(f"/ws/tables/{made['id']}") as watching:
        seat, spectator = Seat(ws, made["token"]), Seat(watching, None, made["invite"])
        watching.send_json({"type": "concede"})
        assert spectator.receive("rejected")["code"] == "spectator"
        ws.send_json({"type": "concede", "ref": 3})
        assert seat.receive("ack")["ref"] == 3
        final = seat.wait_until(lambda s: s["result"] is not None)
        ws.send_json({"type": "concede"})
        assert seat.receive("rejected")["code"] == "not-running"
    me = final["table"]["seats"][0]
    assert me["conceded"] and me["standin"]
    assert [line for line in seat.log if "note" in line] == [{"seat": 0, "note": "concede"}]
    assert {line.get("by") for line in seat.log if line["seat"] == 0 and "event" in line} == \
        {"standin"}
    # the log replays after a restart: the same lines
    assert client.get(f"/api/tables/{made['id']}").json()["status"] == "finished"


def test_a_seat_that_times_out_mid_shift_has_its_whole_shift_played(timed: Timed) -> None:
    client, time = timed
    # issue 22: the stand-in played one operation of the late seat's shift and handed back a
    # half-made shift with a fresh clock. A clock times a turn (docs/rulings.md T1): the
    # stand-in finishes the whole shift, and the seat's clock starts again once, after it.
    body = {"game": "factory", "seats": [HUMAN, {"kind": "bot", "bot": "random"}], "join": 0,
            "name": "Ann", "seed": 5, "options": {"turn_seconds": 60, "standin": "random"}}
    made = client.post("/api/tables", json=body).json()
    with client.websocket_connect(f"/ws/tables/{made['id']}") as ws:
        ann = Seat(ws, made["token"])
        # my moves, quickly, until my shift of Run Factory begins (operations to make)
        while ann.state["view"]["phase"] != "run" or not ann.state["legal"]:
            if ann.state["legal"]:
                assert ann.act(ann.state["legal"][0]["id"])["type"] == "ack"
            else:
                ann.receive("state")
        mine = len(ann.log)
        # then I think too long: my time runs out with the shift to be made
        time.advance(client, 61)
        after = ann.wait_until(lambda s: bool(s["legal"]) and any(
            line.get("by") == "timeout" for line in ann.log[mine:]))
    lines = [line for line in ann.log[mine:] if line["seat"] == 0 and "event" in line]
    assert [line.get("by") for line in lines] == ["timeout"] + ["standin"] * (len(lines) - 1)
    assert len(lines) >= 2  # operations of the stand-in's, then the end of the shift
    assert lines[-1]["event"]["code"] == "factory-shift-done"
    assert after["table"]["seats"][0]["timeouts"] == 1  # one time-out for the whole shift
    # my next decision has a whole clock of its own, started after the stand-in's shift
    assert after["clock"]["deadlines"]["0"] - after["clock"]["now"] > 1.0
