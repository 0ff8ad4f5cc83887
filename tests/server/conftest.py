"""Fixtures of the server tests: the deck game registered, an app on a fresh SQLite file."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

# Only with the [server] extra: a [test]-only environment skips these tests, saying why.
pytest.importorskip("starlette", reason="needs the [server] extra (pip install -e '.[server]')")

from starlette.testclient import TestClient

from chocolatier.core import registry
from chocolatier.server.app import create_app
from chocolatier.server.config import ServerConfig
from tests.server.clock import ManualClock, Timed


@pytest.fixture(autouse=True)
def deck_game(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(registry._GAMES, "deck", "tests.server.deckgame:DeckGame")


@pytest.fixture
def db_url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'server.sqlite3'}"


def make_config(db_url: str, **overrides: Any) -> ServerConfig:
    # tests act much faster than people: the rate limits are tested on their own
    # (test_account_abuse.py for registrations)
    settings: dict[str, Any] = {
        "bot_delay": 0.0,
        "allow_seeds": True,
        "messages_per_second": 1000.0,
        "message_burst": 1000.0,
        "registrations_per_address": 1000,
        "registrations_total": 1000,
    }
    settings.update(overrides)
    return ServerConfig(database_url=db_url, **settings)


@pytest.fixture
def client(db_url: str) -> Iterator[TestClient]:
    with TestClient(create_app(make_config(db_url))) as test_client:
        yield test_client


@pytest.fixture
def timed(db_url: str) -> Iterator[Timed]:
    """A server whose table clocks read a clock the test moves (tests/server/clock.py)."""
    clock = ManualClock()
    with TestClient(create_app(make_config(db_url), clock)) as test_client:
        yield test_client, clock


def create_table(
    client: TestClient,
    seats: list[dict[str, Any]],
    join: int | None = 0,
    seed: int = 5,
    **extra: Any,
) -> dict[str, Any]:
    body = {"game": "deck", "seats": seats, "join": join, "name": "Ann", "seed": seed, **extra}
    response = client.post("/api/tables", json=body)
    assert response.status_code == 201, response.text
    data: dict[str, Any] = response.json()
    return data


HUMAN: dict[str, Any] = {"kind": "human"}
BOT: dict[str, Any] = {"kind": "bot", "bot": "random"}
