"""docs/rl.md lists the observation layouts exactly as the encoders build them."""

from __future__ import annotations

from pathlib import Path

import pytest

from chocolatier.core.registry import get_game
from chocolatier.observation.encoders import encoder_for

DOC = Path(__file__).resolve().parents[2] / "docs" / "rl.md"


@pytest.mark.parametrize(("game", "players"), [("factory", 2), ("chocolatl", 3)])
def test_layout_tables_match_the_code(game: str, players: int) -> None:
    text = DOC.read_text(encoding="utf-8")
    layout = encoder_for(get_game(game), players).layout
    assert layout.markdown() in text
    for record in layout.records().values():
        assert record.markdown() in text


@pytest.mark.parametrize(("game", "players"),
                         [("factory", 3), ("factory", 4), ("chocolatl", 4), ("chocolatl", 5)])
def test_documented_vector_lengths(game: str, players: int) -> None:
    size = encoder_for(get_game(game), players).size
    assert f"{players} players: {size}" in DOC.read_text(encoding="utf-8")


def test_documented_action_space_sizes() -> None:
    text = DOC.read_text(encoding="utf-8")
    factory = get_game("factory").num_distinct_actions(2)
    chocolatl = get_game("chocolatl").num_distinct_actions(3)
    assert f"{factory} ids for the factory, {chocolatl} for Chocolatl" in text


def test_master_chocolatier_layout_is_documented() -> None:
    text = DOC.read_text(encoding="utf-8")
    game = get_game("factory")
    layout = encoder_for(game, 2, {"master": True}).layout
    assert layout.markdown() in text
    for name in ("part", "employee", "store", "factory"):
        assert layout.records()[name].markdown() in text
    for players in (2, 3, 4):
        size = encoder_for(game, players, {"master": True}).size
        assert f"{players} players: {size}" in text
