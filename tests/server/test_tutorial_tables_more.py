"""The solo-mode and Chocolatl tutorial tables played through the server as a learner who
follows the script: a one-seat table with no bot at all (Factory Manager), and a table whose
scripted players commit at Chocolatl's simultaneous steps (the altar, twelve face-down bids
each, a black-die choice at every later station) around the learner's own commitments. Each
ends where the script ends, in the position the coach's last words describe, the game going on
against the bots."""

from __future__ import annotations

import asyncio
import time
from typing import Any

import pytest
from starlette.testclient import TestClient

from chocolatier.server import tutorial as tutorial_module
from chocolatier.server import tutorial_tables
from chocolatier.server.app import create_app
from chocolatier.tutorials import load, parse
from tests.server.conftest import make_config
from tests.server.helpers import Seat
from tests.server.test_tutorial_tables import learner_turn, start


def follow(client: TestClient, name: str) -> dict[str, Any]:
    """Play tutorial ``name`` as its learner: every ``do`` of the script when it is the
    learner's move (acknowledged), until every scripted move is in the log; the last state."""
    tutorial = load(name)
    made = start(client, name)
    with client.websocket_connect(f"/ws/tables/{made['id']}") as ws:
        learner = Seat(ws, made["token"])
        for step in tutorial.steps:
            if step.do is None:
                continue
            state = learner.wait_until(learner_turn)
            assert step.do in [a["notation"] for a in state["legal"]], step.id
            assert learner.act(step.do)["type"] == "ack", step.id
        # the learner sees its own moves and the others' public ones: the script's last move
        # is the last Tlachtli swap (Chocolatl) or the learner's own (solo)
        state = learner.wait_until(lambda s: learner_turn(s) and s["view"].get(
            "round", 2) == 2 and s["view"].get("day", 2) == 2)
        mine = [line for line in learner.log if line["seat"] == tutorial.learner]
        assert len(mine) == sum(1 for s in tutorial.steps if s.do is not None)
        return state


def test_the_solo_tutorial_is_a_one_seat_table_that_reaches_tuesday(client: TestClient) -> None:
    state = follow(client, "solo")
    view = state["view"]
    assert view["players"] == 1 and view["day"] == 2 and view["phase"] == "draft"
    assert [d["id"] for d in view["solo"]["demands"]] == ["D07", "D12", "D14"]
    assert view["factories"][0]["money"] == 7


def test_the_chocolatl_tutorial_plays_its_scripted_players_at_simultaneous_steps(
    client: TestClient,
) -> None:
    state = follow(client, "chocolatl")
    view = state["view"]
    assert view["round"] == 2 and view["mode"] == "green" and view["phase"] == "bid"
    assert [p["score"] for p in view["players"]] == [11, 9, 0]
    # the scripted players bid what the file says: the field's tie, won with the Hero King
    field = next(r for r in view["results"] if r["round"] == 1 and r["station"] == "field")
    assert field["cards"] == [[11, 2], [10, 1], [11, 3]] and field["ranking"][0] == 0


@pytest.mark.parametrize("name", ["solo", "chocolatl"])
def test_a_move_off_the_script_is_refused(client: TestClient, name: str) -> None:
    tutorial = load(name)
    made = start(client, name)
    first = next(s.do for s in tutorial.steps if s.do is not None)
    with client.websocket_connect(f"/ws/tables/{made['id']}") as ws:
        learner = Seat(ws, made["token"])
        state = learner.wait_until(learner_turn)
        other = next(a for a in state["legal"] if a["notation"] != first)
        refused = learner.act(other["id"])
        assert refused["type"] == "rejected" and refused["code"] == "off-script"
        assert learner.act(first)["type"] == "ack"


def test_scripted_commitments_at_a_simultaneous_step_are_played_without_the_bot_delay(
    db_url: str, monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The bot delay lets people follow a bot's move; nobody sees a face-down commitment, so
    the script's 2 altar cards and 24 bids follow the learner's at once (with the delay the
    learner would wait 26 delays for the stations to be revealed)."""
    delay = 0.0123  # told apart from every other sleep of the server by its length
    delays: list[float] = []
    sleep = asyncio.sleep

    async def counted(seconds: float, *args: Any) -> Any:
        if seconds == delay:
            delays.append(seconds)
        return await sleep(seconds, *args)

    monkeypatch.setattr(asyncio, "sleep", counted)
    tutorial = load("chocolatl")
    with TestClient(create_app(make_config(db_url, bot_delay=delay))) as client:
        made = start(client, "chocolatl")
        with client.websocket_connect(f"/ws/tables/{made['id']}") as ws:
            learner = Seat(ws, made["token"])
            for step in tutorial.steps:
                if step.id == "hut":
                    break
                if step.do is not None:
                    learner.wait_until(learner_turn)
                    assert learner.act(step.do)["type"] == "ack", step.id
            state = learner.wait_until(learner_turn)
            assert state["view"]["phase"] == "village"
    assert delays == []


def test_a_script_may_name_a_higher_bot_seat_first_at_a_simultaneous_step(
    client: TestClient, monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Bots of a table play lowest seat first; within a script the seat of its next move
    plays, so a file whose altar names seat 2's card before seat 1's does not stall."""
    reversed_altar = parse("reversed", """
game = "chocolatl"
players = 3
seed = 2
[[steps]]
id = "altar"
do = "altar 0"
then = ["2: altar 12", "1: altar 2"]
[[steps]]
id = "look"
""")
    for module in (tutorial_module, tutorial_tables):
        real = module.load
        monkeypatch.setattr(module, "load", lambda name, real=real: (
            reversed_altar if name == "reversed" else real(name)))
    made = start(client, "reversed")
    with client.websocket_connect(f"/ws/tables/{made['id']}") as ws:
        learner = Seat(ws, made["token"])
        assert learner.act("altar 0")["type"] == "ack"
        # both altar cards are played in the script's order (a stalled table would never
        # get there: the table is asked, not the socket, so the test ends either way)
        deadline = time.monotonic() + 30
        while client.get(f"/api/tables/{made['id']}").json()["moves"] < 3:
            assert time.monotonic() < deadline, "the scripted bots stalled"
            time.sleep(0.05)
        state = learner.wait_until(lambda s: s["view"]["phase"] == "bid")
    assert state["view"]["round"] == 1
