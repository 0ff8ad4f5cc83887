"""Registers the toy game for the core tests."""

import pytest

from chocolatier.core import registry


@pytest.fixture(autouse=True)
def toy_game(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(registry._GAMES, "toy", "tests.core.toy:ToyGame")
