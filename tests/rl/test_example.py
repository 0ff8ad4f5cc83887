"""examples/train_maskppo.py: its evaluation runs without the training extra (which is not
installed by default: PyTorch is a large download), so the example does not rot."""

from __future__ import annotations

import importlib.util
from pathlib import Path

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "train_maskppo.py"


def test_the_example_evaluates_a_policy_against_bots() -> None:
    spec = importlib.util.spec_from_file_location("train_maskppo", EXAMPLE)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    report = module.evaluate(module.masked_random(2), games=2)
    assert report["games"] == 2
    assert 0.0 <= report["win_share"] <= 1.0
    low, high = report["ci95"]
    assert low <= report["win_share"] <= high
    # A frozen policy as opponent (self-play), the learner's format: the vector alone.
    against_self = module.evaluate(module.masked_random(3), games=2,
                                   opponents=module.masked_random(4))
    assert against_self["games"] == 2
