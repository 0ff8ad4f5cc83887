"""The value networks: training regenerates loadable weights deterministically, the shipped ones
load and value positions in numpy, and ``chocolatier train`` refuses cleanly without torch."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import numpy as np
import pytest
from typer.testing import CliRunner

from chocolatier.bots import value_net
from chocolatier.cli import app
from chocolatier.core.registry import new_game
from chocolatier.factory.state import FactoryState

TINY_ROUND = "2:2:heuristic:fast"


def _train(tmp: Path, data: str, out: str) -> dict[str, np.ndarray]:
    result = CliRunner().invoke(app, [
        "train", "--seed", "5", "--round", TINY_ROUND, "--data", str(tmp / data),
        "--out", str(tmp / out), "--epochs", "2", "--hidden", "8", "--lang", "en"])
    assert result.exit_code == 0, (result.output, result.exception)
    with np.load(tmp / out / value_net.weights_name(2)) as weights:
        return {key: weights[key] for key in weights.files}


def test_training_writes_loadable_weights_deterministically(tmp_path: Path) -> None:
    first = _train(tmp_path, "data-a", "out-a")
    second = _train(tmp_path, "data-b", "out-b")  # games played again from the seed
    assert first.keys() == second.keys()
    for key in first:
        assert np.array_equal(first[key], second[key]), key
    net = value_net.load(tmp_path / "out-a" / value_net.weights_name(2))
    state = new_game("factory", 2, 3)
    assert isinstance(state, FactoryState)
    assert net.size == value_net.features(state, 0).shape[0]
    estimate = value_net.evaluate(net, state, 0)
    assert np.isfinite(estimate.margin) and 0.0 <= estimate.win <= 1.0
    provenance = json.loads((tmp_path / "out-a" / "value-factory-2p.json").read_text("utf-8"))
    assert provenance["seed"] == 5 and provenance["games"] == 2
    assert provenance["data"][0]["bots"] == ["heuristic:fast"]
    assert len(provenance["losses"]) == 2


def test_the_shipped_networks_value_positions_of_two_to_four_players() -> None:
    for n in value_net.COUNTS:
        net = value_net.shipped(n)
        assert net is not None, n
        state = new_game("factory", n, 11)
        assert isinstance(state, FactoryState)
        vector = value_net.features(state, 1)
        assert vector.shape == (net.size,)
        estimate = net.estimate(vector)
        # At the start nobody leads by much, and the seats' chances are near a fair share.
        assert abs(estimate.margin) < 25 and 0.05 < estimate.win < 0.95
        data = Path(value_net.__file__).parent / "data"
        provenance = json.loads((data / f"value-factory-{n}p.json").read_text("utf-8"))
        assert {"seed", "commit", "games", "data", "cpu_seconds"} <= provenance.keys()
        assert (data / value_net.weights_name(n)).stat().st_size < 3_000_000


def test_no_network_for_solo_or_the_master_module() -> None:
    assert value_net.net_for(new_game("factory", 1, 2)) is None  # type: ignore[arg-type]
    master = new_game("factory", 2, 2, {"master": True})
    assert value_net.net_for(master) is None  # type: ignore[arg-type]


def test_a_finished_game_is_valued_by_its_result() -> None:
    from chocolatier.bots.base import make_bot

    state = new_game("factory", 2, 4)
    bots = [make_bot("heuristic:fast", "factory", seat) for seat in range(2)]
    while not state.is_terminal():
        for seat in state.to_act():
            if seat in state.to_act():
                state.apply(seat, bots[seat].choose(state.clone(), seat))
    result = state.result()
    assert result is not None
    net = value_net.shipped(2)
    assert net is not None
    estimate = value_net.evaluate(net, state, 0)  # type: ignore[arg-type]
    assert estimate.margin == result.scores[0] - result.scores[1]


def test_train_without_torch_says_which_extra(monkeypatch: pytest.MonkeyPatch,
                                              tmp_path: Path) -> None:
    monkeypatch.setitem(sys.modules, "torch", None)
    result = CliRunner().invoke(app, ["train", "--data", str(tmp_path / "d"), "--lang", "en"])
    assert result.exit_code == 2
    assert "pip install 'chocolatier[train]'" in result.stderr and "torch" in result.stderr
    assert not (tmp_path / "d").exists()
