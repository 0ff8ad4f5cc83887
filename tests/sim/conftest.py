"""Registers the Coin Days toy game for the simulation tests."""

import pytest

from chocolatier.bots.base import register_bot
from chocolatier.core import registry
from tests.sim.toy_game import make_greedy

register_bot("coin-days", "greedy", make_greedy)


@pytest.fixture(autouse=True)
def coin_days(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(registry._GAMES, "coin-days", "tests.sim.toy_game:CoinDaysGame")
