"""Game reviews at the web table: asked for once a game is over, computed in pieces on the bot
workers, stored with the table and the same as ``chocolatier review`` of its record."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import httpx
from starlette.testclient import TestClient

from chocolatier.core import GameRecord
from chocolatier.server.app import create_app
from chocolatier.sim.review import review_moves, summarize
from tests.server.conftest import BOT, HUMAN, create_table, make_config
from tests.server.helpers import Seat
from tests.server.live_server import live_server

# the deck game has no heuristic or search bot: its reviews weigh moves by random rollouts
REVIEWS: dict[str, Any] = {"review_bots": ("random",), "review_rollout": "random",
                           "review_budget": 3, "review_piece": 2}


def finished_table(client: TestClient) -> str:
    made = create_table(client, [BOT, BOT], join=None, options={"rounds": 4})
    deadline = time.monotonic() + 60
    while client.get(f"/api/tables/{made['id']}").json()["status"] != "finished":
        assert time.monotonic() < deadline
        time.sleep(0.05)
    return str(made["id"])


def wait_review(client: TestClient, table_id: str) -> dict[str, Any]:
    deadline = time.monotonic() + 60
    seen = []
    while True:
        answer: dict[str, Any] = client.get(f"/api/tables/{table_id}/review").json()
        seen.append(answer["status"])
        if answer["status"] == "done":
            answer["seen"] = seen
            return answer
        assert answer["status"] in ("queued", "running"), answer
        assert 0 <= answer["done"] <= answer["total"]
        assert time.monotonic() < deadline
        time.sleep(0.02)


def test_a_finished_game_is_reviewed_on_request_and_the_review_is_kept(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'reviews.sqlite3'}"
    with TestClient(create_app(make_config(url, **REVIEWS))) as client:
        table_id = finished_table(client)
        before = client.get(f"/api/tables/{table_id}/review").json()
        record = client.get(f"/api/tables/{table_id}/record").json()
        assert before == {"status": "none", "done": 0, "total": len(record["moves"])}
        started = client.post(f"/api/tables/{table_id}/review", json={})
        assert started.status_code == 202 and started.json()["status"] in ("running", "done")
        review = wait_review(client, table_id)["review"]
    # the pieces add up to the command's review of the same record and budget
    game = GameRecord.from_json(record)
    whole = summarize(game, review_moves(game, budget=3, proposers=("random",),
                                         rollout="random"), budget=3).to_json()
    assert review["bots"] == ["random"]
    assert [d["move"] for d in review["decisions"]] == [d["move"] for d in whole["decisions"]]
    assert [d["loss"] for d in review["decisions"]] == [d["loss"] for d in whole["decisions"]]
    assert [p["accuracy"] for p in review["players"]] == [p["accuracy"] for p in whole["players"]]
    assert all(d["move_event"]["code"] for d in review["decisions"])
    # stored with the table: another process serves it without computing it again
    with TestClient(create_app(make_config(url, **{**REVIEWS, "review_budget": 99}))) as client:
        again = client.get(f"/api/tables/{table_id}/review").json()
        assert again == {"status": "done", "review": review}
        assert client.post(f"/api/tables/{table_id}/review", json={}).json()["status"] == "done"


def test_reviews_wait_for_the_end_and_refuse_bad_requests(client: TestClient) -> None:
    made = create_table(client, [HUMAN, BOT])
    for answer in (client.get(f"/api/tables/{made['id']}/review"),
                   client.post(f"/api/tables/{made['id']}/review", json={})):
        assert answer.status_code == 403 and answer.json()["error"] == "not-finished"
    assert client.get("/api/tables/nope/review").status_code == 404
    assert client.post("/api/tables/" + "x" * 5000 + "/review", json={}).status_code == 404
    form = client.post(f"/api/tables/{made['id']}/review", content=b"a=1",
                       headers={"content-type": "application/x-www-form-urlencoded"})
    assert form.status_code == 415


def finished_tables(client: httpx.Client, count: int) -> list[str]:
    """``count`` finished all-bot deck games (created at once, so that they play together)."""
    body = {"game": "deck", "seats": [BOT, BOT], "join": None, "options": {"rounds": 4},
            "seed": 5}
    made = [client.post("/api/tables", json=body).json()["id"] for _ in range(count)]
    deadline = time.monotonic() + 60
    while any(client.get(f"/api/tables/{t}").json()["status"] != "finished" for t in made):
        assert time.monotonic() < deadline
        time.sleep(0.05)
    return made


def from_address(url: str, address: str) -> httpx.Client:
    return httpx.Client(base_url=url, timeout=30,
                        transport=httpx.HTTPTransport(local_address=address))


def test_one_address_runs_one_review_and_the_rest_wait_in_line(db_url: str) -> None:
    # issue 23: one address held all 4 review slots for minutes, and everybody else got
    # too-many-reviews. Now: one running review per address, the others in line, in view.
    config = make_config(db_url, **{**REVIEWS, "max_reviews": 2, "review_queue_per_client": 2,
                                    "review_piece": 1, "review_budget": 300})
    with live_server(config) as url, from_address(url, "127.0.0.1") as ann, \
            from_address(url, "127.0.0.2") as bob:
        tables = finished_tables(ann, 6)
        answers = [ann.post(f"/api/tables/{t}/review", json={}) for t in tables[:5]]
        assert [a.status_code for a in answers] == [202, 202, 202, 429, 429]
        assert [a.json().get("status") for a in answers[:3]] == ["running", "queued", "queued"]
        assert [a.json()["position"] for a in answers[1:3]] == [1, 2]
        assert {a.json()["error"] for a in answers[3:]} == {"review-queued"}
        # every reader sees the place in line
        assert bob.get(f"/api/tables/{tables[2]}/review").json() == {
            "status": "queued", "position": 2, "done": 0, "total": answers[2].json()["total"]}
        # another address is not kept waiting behind the first one's line
        assert bob.post(f"/api/tables/{tables[5]}/review", json={}).json()["status"] == "running"
        # when the first address's review is done, its next one runs: the line moves on
        deadline = time.monotonic() + 120
        while ann.get(f"/api/tables/{tables[0]}/review").json()["status"] != "done":
            assert time.monotonic() < deadline
            time.sleep(0.05)
        second = ann.get(f"/api/tables/{tables[1]}/review").json()
        assert second["status"] in ("running", "done")
        third = ann.get(f"/api/tables/{tables[2]}/review").json()
        assert third["status"] == "queued" and third["position"] == 1


def test_the_line_of_reviews_is_bounded_for_everyone(db_url: str) -> None:
    config = make_config(db_url, **{**REVIEWS, "max_reviews": 1, "review_queue": 2,
                                    "review_piece": 1, "review_budget": 300})
    with live_server(config) as url, from_address(url, "127.0.0.1") as ann, \
            from_address(url, "127.0.0.2") as bob, from_address(url, "127.0.0.3") as cid:
        tables = finished_tables(ann, 3)
        assert ann.post(f"/api/tables/{tables[0]}/review", json={}).json()["status"] == "running"
        assert bob.post(f"/api/tables/{tables[1]}/review", json={}).json()["status"] == "queued"
        refused = cid.post(f"/api/tables/{tables[2]}/review", json={})
        assert refused.status_code == 429 and refused.json()["error"] == "too-many-reviews"


def test_a_review_stops_at_its_cpu_budget_and_says_so(db_url: str) -> None:
    config = make_config(db_url, **{**REVIEWS, "review_cpu_seconds": 1e-9})
    with TestClient(create_app(config)) as client:
        table_id = finished_table(client)
        client.post(f"/api/tables/{table_id}/review", json={})
        review = wait_review(client, table_id)["review"]
    # the first piece is reviewed, then the budget is spent: the review says how far it went
    assert review["reviewed_moves"] == REVIEWS["review_piece"] < review["total_moves"]
    assert review["cut_short"] == {"cpu_seconds": 1e-9}
    assert all(d["index"] <= review["reviewed_moves"] for d in review["decisions"])


def test_the_review_leaves_out_the_stand_ins_moves_and_counts_them(db_url: str) -> None:
    # issue 22: the Review credited the stand-in's moves to the seat that left (98% accuracy
    # for a player who had made 25 moves)
    with TestClient(create_app(make_config(db_url, **REVIEWS))) as client:
        made = create_table(client, [HUMAN, BOT], options={"rounds": 4})
        with client.websocket_connect(f"/ws/tables/{made['id']}") as ws:
            ann = Seat(ws, made["token"])
            assert ann.act("bet 2")["type"] == "ack"  # the one move of her own
            ws.send_json({"type": "concede", "ref": 2})
            assert ann.receive("ack")["ref"] == 2
        deadline = time.monotonic() + 60
        while client.get(f"/api/tables/{made['id']}").json()["status"] != "finished":
            assert time.monotonic() < deadline
            time.sleep(0.05)
        record = client.get(f"/api/tables/{made['id']}/record").json()
        client.post(f"/api/tables/{made['id']}/review", json={})
        review = wait_review(client, made["id"])["review"]
    hers = [n for n, m in enumerate(record["moves"], 1) if m["seat"] == 0]
    mine = {p["seat"]: p for p in review["players"]}[0]
    assert len(hers) > 2
    assert mine["standin_moves"] == len(hers) - 1
    assert mine["decisions"] == 1
    assert [d["index"] for d in review["decisions"] if d["seat"] == 0] == [hers[0]]


def test_a_seat_view_of_a_finished_game_is_replayed_for_the_review(client: TestClient) -> None:
    table_id = finished_table(client)
    seat_view = client.get(f"/api/tables/{table_id}/replay?step=3&seat=1").json()["view"]
    spectator = client.get(f"/api/tables/{table_id}/replay?step=3").json()["view"]
    assert seat_view != spectator
    assert client.get(f"/api/tables/{table_id}/replay?step=3&seat=7").status_code == 400
    assert client.get(f"/api/tables/{table_id}/replay?step=3&seat=x").status_code == 400
