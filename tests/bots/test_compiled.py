"""The optional mypyc build (scripts/compile.py): it compiles, Python loads the extensions, and
the compiled heuristic plays exactly the moves of the sources. Built in a copy of the checkout
(about 30 s of CPU), so the tree under test is never changed."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).parents[2]

# Plays one seeded heuristic game per player count and prints whether the engine is compiled,
# and the records.
PLAY = """
import json
from chocolatier.factory import state
from chocolatier.sim.runner import GameTask, play_game
outcomes = [play_game(GameTask("factory", n, 16, 0, ("heuristic",) * n)) for n in (4, 2, 1)]
assert all(o.ok for o in outcomes), [o.error for o in outcomes]
print(json.dumps({"file": state.__file__, "records": [o.record for o in outcomes]}))
"""


def play(src: Path) -> dict[str, object]:
    env = {**os.environ, "PYTHONPATH": str(src)}
    done = subprocess.run([sys.executable, "-c", PLAY], env=env, check=True,
                          capture_output=True, text=True)
    result: dict[str, object] = json.loads(done.stdout)
    return result


@pytest.mark.slow
def test_compiled_build_plays_the_moves_of_the_sources(tmp_path: Path) -> None:
    shutil.copy(ROOT / "pyproject.toml", tmp_path)
    (tmp_path / "scripts").mkdir()
    shutil.copy(ROOT / "scripts" / "compile.py", tmp_path / "scripts")
    shutil.copytree(ROOT / "src" / "chocolatier", tmp_path / "src" / "chocolatier",
                    ignore=shutil.ignore_patterns("*.so", "*.pyd", "__pycache__"))
    script = [sys.executable, str(tmp_path / "scripts" / "compile.py")]
    pure = play(tmp_path / "src")
    assert str(pure["file"]).endswith("state.py")

    built = subprocess.run(script, capture_output=True, text=True)
    assert built.returncode == 0, built.stdout + built.stderr
    listing = subprocess.run([*script, "--list"], capture_output=True, text=True, check=True)
    assert "source" not in listing.stdout and "factory/state.py" in listing.stdout
    compiled = play(tmp_path / "src")
    assert not str(compiled["file"]).endswith(".py")  # the extension, not the source
    assert compiled["records"] == pure["records"]
    # A source edited after the build: its extension is still what Python imports; --list says so.
    seats = tmp_path / "src" / "chocolatier" / "factory" / "seats.py"
    later = time.time() + 60
    os.utime(seats, (later, later))
    listing = subprocess.run([*script, "--list"], capture_output=True, text=True, check=True)
    assert "STALE     src/chocolatier/factory/seats.py" in listing.stdout
    # and importing the package warns of it
    env = {**os.environ, "PYTHONPATH": str(tmp_path / "src")}
    warned = subprocess.run([sys.executable, "-c", "import chocolatier"], env=env, check=True,
                            capture_output=True, text=True)
    assert "factory/seats.py changed after it was compiled" in warned.stderr

    cleaned = subprocess.run([*script, "--clean"], capture_output=True, text=True, check=True)
    assert "compiled file(s); chocolatier runs as pure Python" in cleaned.stdout
    assert not list((tmp_path / "src").rglob("*.so"))
    assert str(play(tmp_path / "src")["file"]).endswith("state.py")
