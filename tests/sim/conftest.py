"""Registers the Coin Days toy game for the simulation tests."""

import pytest

from chocolatier.core import registry


@pytest.fixture(autouse=True)
def coin_days(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(registry._GAMES, "coin-days", "tests.sim.toy_game:CoinDaysGame")
