"""Game reviews at the web table: asked for once a game is over, computed in pieces on the bot
workers, stored with the table and the same as ``chocolatier review`` of its record."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from starlette.testclient import TestClient

from chocolatier.core import GameRecord
from chocolatier.server.app import create_app
from chocolatier.sim.review import review_moves, summarize
from tests.server.conftest import BOT, HUMAN, create_table, make_config

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
        assert answer["status"] == "running", answer
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


def test_the_number_of_reviews_at_once_is_bounded(db_url: str) -> None:
    config = make_config(db_url, **{**REVIEWS, "max_reviews": 1, "review_piece": 1,
                                    "review_budget": 500})
    with TestClient(create_app(config)) as client:
        first, second = finished_table(client), finished_table(client)
        assert client.post(f"/api/tables/{first}/review", json={}).status_code == 202
        refused = client.post(f"/api/tables/{second}/review", json={})
        assert refused.status_code == 429 and refused.json()["error"] == "too-many-reviews"
        wait_review(client, first)
        assert client.post(f"/api/tables/{second}/review", json={}).status_code == 202
        wait_review(client, second)


def test_a_seat_view_of_a_finished_game_is_replayed_for_the_review(client: TestClient) -> None:
    table_id = finished_table(client)
    seat_view = client.get(f"/api/tables/{table_id}/replay?step=3&seat=1").json()["view"]
    spectator = client.get(f"/api/tables/{table_id}/replay?step=3").json()["view"]
    assert seat_view != spectator
    assert client.get(f"/api/tables/{table_id}/replay?step=3&seat=7").status_code == 400
    assert client.get(f"/api/tables/{table_id}/replay?step=3&seat=x").status_code == 400
