"""Tutorial tables: created from a tutorial file by one request, the other seats playing the
script's moves (not their bots'), the learner held to the script, and the table replaying to
the same step after a restart of the server."""

from __future__ import annotations

from typing import Any

import pytest
from starlette.testclient import TestClient

from chocolatier.server.app import create_app
from chocolatier.tutorials import load
from tests.server.conftest import make_config
from tests.server.helpers import Seat
from tests.server.test_postgres import pg_url  # noqa: F401 (the PostgreSQL fixture)


def start(client: TestClient, name: str = "factory", **body: Any) -> dict[str, Any]:
    response = client.post(f"/api/tutorials/{name}", json={"name": "Ann", **body})
    assert response.status_code == 201, response.text
    made: dict[str, Any] = response.json()
    return made


def learner_turn(state: dict[str, Any]) -> bool:
    return state["you"] in state["to_act"] and bool(state["legal"])


def test_the_tutorials_are_listed_with_their_steps(client: TestClient) -> None:
    listed = client.get("/api/tutorials").json()
    factory = next(t for t in listed if t["name"] == "factory")
    assert factory["game"] == "factory" and factory["players"] == 2
    assert factory["title"] == "tutorial-factory-title"
    steps = factory["steps"]
    assert steps[0]["say"] == "tutorial-factory-welcome" and steps[0]["do"] is None
    assert any(s["do"] and s["wrong"] for s in steps)
    # the coach reads one tutorial; an unknown one is a 404 with its code
    assert client.get("/api/tutorials/factory").json() == factory
    missing = client.get("/api/tutorials/no-such")
    assert missing.status_code == 404 and missing.json()["error"] == "no-tutorial"
    assert client.post("/api/tutorials/no-such", json={}).json()["error"] == "no-tutorial"
    # the Learn page, in the reader's language
    page = client.get("/learn?lang=ja")
    assert page.status_code == 200 and '<html lang="ja">' in page.text and "learn.js" in page.text


def test_a_tutorial_table_starts_at_the_prepared_position_with_the_learner_seated(
    client: TestClient,
) -> None:
    tutorial = load("factory")
    made = start(client)
    table = client.get(f"/api/tables/{made['id']}").json()
    assert table["status"] == "running" and table["settings"]["tutorial"] == "factory"
    assert table["seats"][tutorial.learner]["name"] == "Ann"
    with client.websocket_connect(f"/ws/tables/{made['id']}") as ws:
        ann = Seat(ws, made["token"])
        state = ann.wait_until(learner_turn)
        # the prelude is the table's first events, then the script's first bot moves
        played = len(tutorial.prelude) + len(tutorial.steps[0].then)
        assert len(ann.log) == played
        first = next(s for s in tutorial.steps if s.do)
        assert first.do in [a["notation"] for a in state["legal"]]


def test_the_script_plays_the_other_seats_and_refuses_the_learner_leaving_it(
    client: TestClient,
) -> None:
    tutorial = load("factory")
    made = start(client)
    with client.websocket_connect(f"/ws/tables/{made['id']}") as ws:
        ann = Seat(ws, made["token"])
        for step in tutorial.steps:
            if step.do is None:
                continue
            state = ann.wait_until(learner_turn)
            other = next((a for a in state["legal"] if a["notation"] != step.do), None)
            if other is not None:
                refused = ann.act(other["id"])
                assert refused["type"] == "rejected" and refused["code"] == "off-script"
            undo = {"type": "undo", "state_id": ann.state["state_id"], "ref": 2}
            if ann.state["can_undo"]:
                ws.send_json(undo)
                assert ann.receive("rejected")["code"] == "off-script"
            assert ann.act(step.do)["type"] == "ack"
        ann.wait_until(lambda s: len(ann.log) >= len(tutorial.moves()))
    # the game is the tutorial's, move for move (the bots played the script, not themselves)
    record = client.get(f"/api/tables/{made['id']}").json()
    assert record["moves"] >= len(tutorial.moves())


def play_the_script(client: TestClient, made: dict[str, Any], name: str = "factory") -> None:
    """The learner makes every scripted move, and the script's other moves follow."""
    tutorial = load(name)
    with client.websocket_connect(f"/ws/tables/{made['id']}") as ws:
        ann = Seat(ws, made["token"])
        for step in tutorial.steps:
            if step.do is not None:
                ann.wait_until(learner_turn)
                assert ann.act(step.do)["type"] == "ack"
        ann.wait_until(lambda s: len(ann.log) >= len(tutorial.moves()))


def account_remembers_a_finished_tutorial(db_url: str) -> None:
    from tests.server.test_accounts import register

    with TestClient(create_app(make_config(db_url))) as client:
        guest = start(client)
        play_the_script(client, guest)
        # a guest's finishing is its browser's to remember: the listing has no "done"
        assert all("done" not in t for t in client.get("/api/tutorials").json())
        me = register(client, "Ann")
        assert not any(t["done"] for t in client.get("/api/tutorials").json())
        started = client.post("/api/tutorials/factory", json={},
                              headers={"X-CSRF-Token": me["csrf"]})
        assert started.status_code == 201, started.text
        play_the_script(client, started.json())
        done = {t["name"]: t["done"] for t in client.get("/api/tutorials").json()}
        assert done["factory"] and not done["factory-end"]
        # remembered by the account, not the browser: another session sees it too
        client.cookies.clear()
        client.post("/api/login", json={"name": "Ann", "password": "correct horse"})
        assert {t["name"]: t["done"] for t in client.get("/api/tutorials").json()} == done


def test_the_account_remembers_a_finished_tutorial(db_url: str) -> None:
    account_remembers_a_finished_tutorial(db_url)


@pytest.mark.postgres
def test_the_account_remembers_a_finished_tutorial_on_postgresql(
    pg_url: str,  # noqa: F811
) -> None:
    account_remembers_a_finished_tutorial(pg_url)


def tutorial_survives_a_restart(db_url: str, name: str) -> None:
    """A learner's step and position come back from the stored log after a restart (the
    prepared position's events included), and the script goes on from there."""
    tutorial = load(name)
    steps = [s for s in tutorial.steps if s.do]
    with TestClient(create_app(make_config(db_url))) as client:
        made = start(client, name)
        with client.websocket_connect(f"/ws/tables/{made['id']}") as ws:
            ann = Seat(ws, made["token"])
            ann.wait_until(learner_turn)
            assert ann.act(steps[0].do)["type"] == "ack"
            before = ann.wait_until(learner_turn)
            mine = [line for line in ann.log if line["seat"] == tutorial.learner]
    with TestClient(create_app(make_config(db_url))) as client, \
            client.websocket_connect(f"/ws/tables/{made['id']}") as ws:
        ann = Seat(ws, made["token"])
        state = ann.wait_until(learner_turn)
        assert state["view"] == before["view"]
        assert [line for line in ann.log if line["seat"] == tutorial.learner] == mine
        assert ann.act(steps[1].do)["type"] == "ack"


@pytest.mark.parametrize("name", ["factory", "factory-end"])
def test_a_restarted_server_finds_the_learner_at_the_same_step(db_url: str, name: str) -> None:
    tutorial_survives_a_restart(db_url, name)


@pytest.mark.postgres
def test_a_tutorial_table_survives_a_restart_on_postgresql(pg_url: str) -> None:  # noqa: F811
    tutorial_survives_a_restart(pg_url, "factory-end")


def test_bad_requests_are_refused(client: TestClient) -> None:
    assert client.post("/api/tutorials/factory", json=[1]).json()["error"] == "bad-request"
    bad_name = client.post("/api/tutorials/factory", json={"name": "a\u0000b"})
    assert bad_name.json()["error"] == "bad-name"
    text = client.post("/api/tutorials/factory", content=b"{}",
                       headers={"content-type": "text/plain"})
    assert text.status_code == 415
