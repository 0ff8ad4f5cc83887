"""Golden records (tests/golden/factory/): seeded random games replayed exactly, with the final
state hash and the legal-action count before every move (perft-like) as checked in. A rules
change shows up here; after a deliberate one run tests/golden/factory/regenerate.py."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path
from types import ModuleType

import pytest

from chocolatier.core import GameRecord, replay

GOLDEN = Path(__file__).parents[1] / "golden" / "factory"
RECORDS = sorted(p for p in GOLDEN.glob("*.json") if not p.name.endswith(".perft.json"))


def regenerate_module() -> ModuleType:
    spec = importlib.util.spec_from_file_location("regenerate", GOLDEN / "regenerate.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_golden_set_covers_player_counts_and_modes() -> None:
    names = [p.stem for p in RECORDS]
    assert {1, 2, 3, 4} <= {GameRecord.load(p).num_players for p in RECORDS}
    assert any("turns" in n for n in names) and any("simultaneous" in n for n in names)


@pytest.mark.parametrize("path", RECORDS, ids=lambda p: p.stem)
def test_golden_record_replays_exactly(path: Path) -> None:
    record = GameRecord.load(path)
    expected = json.loads(path.with_suffix(".perft.json").read_text(encoding="utf-8"))
    state = replay(record)
    assert state.is_terminal()
    assert state.state_hash() == expected["final_hash"]
    assert regenerate_module().perft(record) == expected


@pytest.mark.parametrize("path", [p for p in RECORDS if p.stem.startswith("random-")],
                         ids=lambda p: p.stem)
def test_golden_record_is_what_the_bots_play(path: Path) -> None:
    """The generator still plays the same game from the same seed (random bots + engine + RNG;
    the heuristic bot's games are only replayed: that bot evolves on its own)."""
    module = regenerate_module()
    players, seed, options = module.GAMES[path.stem]
    assert module.play(players, seed, options).moves == GameRecord.load(path).moves
