"""Card sets at table creation: the default cards, or a set from the server's ``--cards-dir``,
validated, with errors that name the file in the set and never the server's folders."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient

from chocolatier.server.app import create_app
from tests.server.conftest import make_config
from tests.server.helpers import Seat

PRINTED_A07 = (
    '[[part]]\nid = "A07"\nname = "Printed Press"\ndeck = "A"\nkind = "converter"\n'
    'cost = 3\noptions = [{ inputs = ["bean"], outputs = ["chunk", "chunk"] }]\n'
    'source = "confirmed"\nnote = "From my box."\n'
)


@pytest.fixture
def cards_dir(tmp_path: Path) -> Path:
    folder = tmp_path / "card-sets"
    (folder / "my box").mkdir(parents=True)
    (folder / "my box" / "parts.toml").write_text(PRINTED_A07, encoding="utf-8")
    (folder / "broken").mkdir()
    (folder / "broken" / "parts.toml").write_text('[[part]]\nid = "A07"\ncost = "x"\n',
                                                  encoding="utf-8")
    (folder / "unreadable").mkdir()
    (folder / "unreadable" / "parts.toml").write_text("[[part]\n", encoding="utf-8")
    (folder / "not a set.txt").write_text("ignored", encoding="utf-8")
    return folder


@pytest.fixture
def client(db_url: str, cards_dir: Path) -> Iterator[TestClient]:
    with TestClient(create_app(make_config(db_url, cards_dir=str(cards_dir)))) as test_client:
        yield test_client


def create(client: TestClient, **extra: Any) -> Any:
    body = {"game": "factory", "seats": [{"kind": "human"}, {"kind": "bot", "bot": "random"}],
            "join": 0, "seed": 8, **extra}
    return client.post("/api/tables", json=body)


def test_the_games_list_offers_the_servers_card_sets(client: TestClient) -> None:
    games = {g["name"]: g for g in client.get("/api/games").json()}
    assert games["factory"]["card_sets"] == ["broken", "my box", "unreadable"]
    assert "card_overrides" not in games["factory"]["default_options"]
    assert games["deck"]["card_sets"] == []  # a game without replaceable cards


def test_a_table_plays_with_the_chosen_set_and_says_which(client: TestClient) -> None:
    made = create(client, card_set="my box")
    assert made.status_code == 201, made.text
    table = client.get(f"/api/tables/{made.json()['id']}").json()
    assert table["card_set"] == "my box"
    assert "card_overrides" not in table["options"]
    with client.websocket_connect(f"/ws/tables/{made.json()['id']}") as ws:
        ann = Seat(ws, made.json()["token"])
        assert ann.state["table"]["card_set"] == "my box"
        assert "card_overrides" not in ann.state["table"]["options"]
        live = client.app.state.hub.tables[made.json()["id"]]  # type: ignore[attr-defined]
        assert live.match.state.table.parts["A07"].name == "Printed Press"
    default = create(client, card_set="default").json()
    assert client.get(f"/api/tables/{default['id']}").json()["card_set"] is None


@pytest.mark.parametrize(
    ("card_set", "code", "words"),
    [
        ("broken", "bad-cards", "card set 'broken': overrides/parts.toml, card A07"),
        ("nope", "bad-card-set", "(sets: default, broken, my box, unreadable)"),
        ("unreadable", "bad-cards", "card set 'unreadable': unreadable/parts.toml"),
        ("../card-sets/my box", "bad-card-set", "no card set"),
        (7, "bad-card-set", "card_set is the name"),
    ],
)
def test_a_bad_card_set_is_refused_with_a_reason(
    client: TestClient, cards_dir: Path, card_set: Any, code: str, words: str
) -> None:
    refused = create(client, card_set=card_set)
    assert refused.status_code == 400
    assert refused.json()["error"] == code
    assert words in refused.json()["message"]
    assert str(cards_dir) not in refused.json()["message"]


def test_cards_come_from_the_server_not_the_client(client: TestClient) -> None:
    refused = create(client, options={"card_overrides": {"parts": []}})
    assert refused.json()["error"] == "bad-options"
    deck = client.post("/api/tables", json={"game": "deck", "seats": [{"kind": "human"}] * 2,
                                            "card_set": "my box"})
    assert deck.json()["error"] == "bad-card-set"


def test_serve_refuses_a_cards_dir_that_is_not_a_folder(tmp_path: Path) -> None:
    from typer.testing import CliRunner

    from chocolatier.cli import app

    result = CliRunner().invoke(app, ["serve", "--cards-dir", str(tmp_path / "missing"),
                                      "--database", f"sqlite:///{tmp_path / 'x.sqlite3'}"],
                                env={"COLUMNS": "400"})
    assert result.exit_code != 0
    assert "is not a folder" in result.output
