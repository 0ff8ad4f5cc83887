"""Final reward schemes (docs/rl.md): win / margin / score."""

from __future__ import annotations

import pytest

from chocolatier.core.game import GameResult
from chocolatier.rl.rewards import check_reward, final_rewards


def _result(scores: tuple[int, ...], winners: tuple[int, ...]) -> GameResult:
    return GameResult(scores=scores, winners=winners, breakdown=tuple({} for _ in scores))


def test_win_scheme() -> None:
    assert final_rewards(_result((50, 70, 60), (1,)), "win") == [-1.0, 1.0, -1.0]
    # A shared victory is a draw between the winners; the others still lose.
    assert final_rewards(_result((70, 70, 60), (0, 1)), "win") == [0.0, 0.0, -1.0]
    # Chocolate Factory breaks equal money by turn order: the winner list decides, not scores.
    assert final_rewards(_result((70, 70), (0,)), "win") == [1.0, -1.0]


def test_margin_scheme() -> None:
    assert final_rewards(_result((80, 60), (0,)), "margin") == [0.25, -0.25]
    assert final_rewards(_result((10, -10, 0), (0,)), "margin") == [1.0, -2.0, -1.0]
    assert final_rewards(_result((0, 0), (0, 1)), "margin") == [0.0, 0.0]


def test_score_scheme_and_names() -> None:
    assert final_rewards(_result((12, -3), (0,)), "score") == [12.0, -3.0]
    assert check_reward("margin") == "margin"
    with pytest.raises(ValueError):
        check_reward("rank")
