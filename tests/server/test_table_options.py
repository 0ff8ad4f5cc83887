"""Chocolate Factory table options through the lobby API: the two simultaneous agreements
(``run``, ``fulfil``; ``mode`` a shorthand) and who starts (``start_player``)."""

from __future__ import annotations

import pytest
from starlette.testclient import TestClient

from tests.server.helpers import Seat

BOTS = [{"kind": "human"}, {"kind": "bot", "bot": "random"}, {"kind": "bot", "bot": "random"}]


def test_games_offer_the_options_with_their_defaults(client: TestClient) -> None:
    games = {g["name"]: g for g in client.get("/api/games").json()}
    defaults = games["factory"]["default_options"]
    assert (defaults["run"], defaults["fulfil"], defaults["start_player"]) == (
        "turns", "turns", "random")


def test_a_table_with_run_simultaneous_and_a_chosen_start_player(client: TestClient) -> None:
    made = client.post("/api/tables", json={
        "game": "factory", "seats": BOTS, "join": 0, "name": "Ann", "seed": 4,
        "options": {"run": "simultaneous", "start_player": 2},
    })
    assert made.status_code == 201, made.text
    table = client.get(f"/api/tables/{made.json()['id']}").json()
    options = table["options"]
    assert (options["run"], options["fulfil"], options["start_player"]) == (
        "simultaneous", "turns", 2)
    with client.websocket_connect(f"/ws/tables/{made.json()['id']}") as ws:
        view = Seat(ws, made.json()["token"]).state["view"]
        assert view["start_player"] == 2 and view["turn_order"] == [2, 0, 1]
        assert (view["run"], view["fulfil"], view["mode"]) == ("simultaneous", "turns", "mixed")


@pytest.mark.parametrize("options", [
    {"run": "sometimes"}, {"fulfil": 1}, {"start_player": 3}, {"start_player": "me"},
])
def test_bad_values_are_refused_with_the_reason(client: TestClient,
                                                options: dict[str, object]) -> None:
    refused = client.post("/api/tables", json={"game": "factory", "seats": BOTS,
                                               "options": options})
    assert refused.status_code == 400
    assert refused.json()["error"] == "bad-options"
    assert next(iter(options)) in refused.json()["message"]
    # what exactly is wrong, as the engine's code and parameters for the client to word
    detail = refused.json()["detail"]
    assert detail["params"]["option"] == next(iter(options))
    assert detail["code"] in ("not-one-of", "bad-start-player")


def test_table_settings_and_bots_are_refused_with_their_code(client: TestClient) -> None:
    refused = client.post("/api/tables", json={"game": "factory", "seats": BOTS,
                                               "options": {"bank_seconds": 60}})
    assert refused.status_code == 400
    assert refused.json()["detail"] == {
        "code": "needs-option", "params": {"option": "bank_seconds", "needs": "turn_seconds"}}
    seats = [{"kind": "bot", "bot": "genius"}, *BOTS[1:]]
    refused = client.post("/api/tables", json={"game": "factory", "seats": seats})
    assert refused.json()["error"] == "bad-bot"
    assert refused.json()["detail"]["code"] == "unknown-bot"
    assert refused.json()["detail"]["params"]["name"] == "genius"
