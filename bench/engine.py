"""Chocolate Factory engine speed: prints one JSON object.

Measures, on one core: random-playout games/s and actions/s for 2, 3 and 4 players (a random
legal action of a random seat to act, as a search bot's playout does), clones/s of a 4-player
Tuesday state, and the same random playouts of OpenSpiel's C++ ``backgammon`` through
``pyspiel`` (extra ``bench``; skipped with a message when it is not installed), with our/reference
ratios. Times are CPU time of this process (``time.process_time``), so a busy machine skews
the figures less. ``--compiled`` also builds a copy of the package with ``scripts/compile.py``
(mypyc; in a temporary directory, as ``bench/sim.py`` does) and runs the same playouts with it
in a child process, reported beside the pure-Python ones with their ratios to the same
reference. Run it alone::

    .venv/bin/python bench/engine.py [--seconds 3] [--compiled]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from chocolatier.core.registry import new_game
from chocolatier.core.rng import Rng
from chocolatier.factory.phases import Phase
from chocolatier.factory.state import FactoryState


def _playout(state: FactoryState, rng: Rng) -> int:
    actions = 0
    while True:
        acting = state.to_act()
        if not acting:
            return actions
        seat = acting[rng.below(len(acting))] if len(acting) > 1 else acting[0]
        legal = state.legal_of(seat)
        state.apply(seat, legal[rng.below(len(legal))])
        actions += 1


def playouts(players: int, seconds: float) -> dict[str, float]:
    """Random games from fresh seeds for about ``seconds``."""
    rng = Rng(players)
    games = actions = 0
    start = time.process_time()
    while time.process_time() - start < seconds or games == 0:
        state = new_game("factory", players, games)
        assert isinstance(state, FactoryState)
        actions += _playout(state, rng)
        games += 1
    elapsed = time.process_time() - start
    return {
        "games_per_s": round(games / elapsed, 2),
        "actions_per_s": round(actions / elapsed),
        "actions_per_game": round(actions / games, 1),
    }


def tuesday_state() -> FactoryState:
    """A 4-player state in Tuesday's Run Factory, reached by random play."""
    rng = Rng(1)
    state = new_game("factory", 4, 1)
    assert isinstance(state, FactoryState)
    while not (state.day == 1 and state.phase == Phase.RUN):
        seat = state.to_act()[0]
        legal = state.legal_of(seat)
        state.apply(seat, legal[rng.below(len(legal))])
    return state


def clones(seconds: float) -> dict[str, float]:
    """Clones per second of a 4-player Tuesday state."""
    state = tuesday_state()
    count = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        for _ in range(1000):
            state.clone()
        count += 1000
    return {"clones_per_s": round(count / (time.process_time() - start))}


def reference(seconds: float) -> dict[str, Any]:
    """OpenSpiel's C++ backgammon random playouts through pyspiel."""
    try:
        import pyspiel  # type: ignore[import-not-found]
    except ImportError:
        return {"skipped": "pyspiel not installed (pip install -e '.[bench]')"}
    game = pyspiel.load_game("backgammon")
    rng = random.Random(0)
    games = actions = 0
    start = time.process_time()
    while time.process_time() - start < seconds or games == 0:
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes, probs = zip(*state.chance_outcomes(), strict=True)
                state.apply_action(rng.choices(outcomes, probs)[0])
            else:
                state.apply_action(rng.choice(state.legal_actions()))
            actions += 1
        games += 1
    elapsed = time.process_time() - start
    return {
        "game": "backgammon",
        "games_per_s": round(games / elapsed, 2),
        "actions_per_s": round(actions / elapsed),
        "actions_per_game": round(actions / games, 1),
        "clones_per_s": _reference_clones(game, seconds),
    }


def _reference_clones(game: Any, seconds: float) -> int:
    state = game.new_initial_state()
    rng = random.Random(1)
    for _ in range(20):
        if state.is_chance_node():
            outcomes, probs = zip(*state.chance_outcomes(), strict=True)
            state.apply_action(rng.choices(outcomes, probs)[0])
        else:
            state.apply_action(rng.choice(state.legal_actions()))
    count = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        for _ in range(1000):
            state.clone()
        count += 1000
    return round(count / (time.process_time() - start))


def all_playouts(seconds: float) -> dict[str, Any]:
    """Random playouts for 2, 3 and 4 players."""
    return {f"playouts_{players}p": playouts(players, seconds) for players in (2, 3, 4)}


def compiled_playouts(seconds: float) -> dict[str, Any]:
    """:func:`all_playouts` with a mypyc-compiled copy of the package, in a child process (or
    why it could not be built)."""
    from sim import compiled_copy  # bench/sim.py, beside this script

    with tempfile.TemporaryDirectory() as tmp:
        sources = compiled_copy(Path(tmp))
        if isinstance(sources, str):
            return {"skipped": sources}
        child = subprocess.run(
            [sys.executable, __file__, "--seconds", str(seconds), "--playouts-only"],
            env={**os.environ, "PYTHONPATH": str(sources)}, check=True, capture_output=True,
            text=True,
        )
    report: dict[str, Any] = json.loads(child.stdout)
    if not report.pop("compiled_modules"):
        return {"skipped": "the child process did not load the compiled modules"}
    return report


def _ratios(report: dict[str, Any], ref: dict[str, Any]) -> dict[str, float]:
    return {f"actions_per_s_{p}p": round(
        report[f"playouts_{p}p"]["actions_per_s"] / ref["actions_per_s"], 3) for p in (2, 3, 4)}


def main() -> None:
    """Run every measurement and print the JSON report."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="time per measurement")
    parser.add_argument("--compiled", action="store_true",
                        help="also measure the playouts of a mypyc-compiled copy")
    parser.add_argument("--playouts-only", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.playouts_only:  # the child of --compiled
        from sim import compiled_modules

        print(json.dumps({**all_playouts(args.seconds), "compiled_modules": compiled_modules()}))
        return
    report: dict[str, Any] = {"targets": {"actions_per_s": 20000, "clones_per_s": 100000}}
    report.update(all_playouts(args.seconds))
    report.update(clones(args.seconds))
    ref = reference(args.seconds)
    report["reference"] = ref
    if "skipped" not in ref:
        report["ratios"] = _ratios(report, ref) | {
            "clones_per_s": round(report["clones_per_s"] / ref["clones_per_s"], 3)}
    if args.compiled:
        compiled = report["compiled"] = compiled_playouts(args.seconds)
        if "skipped" not in ref and "skipped" not in compiled:
            report["ratios_compiled"] = _ratios(compiled, ref)
    print(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
