"""The simulation tools on the real games, through the installed command (a subprocess)."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from chocolatier.core import GameRecord, replay
from tests.extras import needs_sim

pytestmark = needs_sim

# The console script installed next to this interpreter.
COMMAND = str(Path(sys.executable).parent / "chocolatier")


def chocolatier(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [COMMAND, *args],
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )


@pytest.mark.parametrize(("game", "players"), [("factory", 2), ("factory", 4), ("chocolatl", 3)])
def test_simulate_real_game_is_sound_and_deterministic(
    tmp_path: Path, game: str, players: int
) -> None:
    args = ["simulate", "--game", game, "-p", str(players), "-g", "3", "-s", "12", "--json"]
    first = chocolatier(*args, "--records", str(tmp_path))
    assert first.returncode == 0, first.stderr
    report = json.loads(first.stdout)
    assert report["completed"] == 3 and report["errors"] == 0
    assert sum(report["seat_wins"]) == pytest.approx(3, abs=1e-3)
    second = chocolatier(*args, "--records", str(tmp_path))
    assert second.stdout == first.stdout
    for path in sorted(tmp_path.glob("*.json")):
        record = GameRecord.load(path)
        assert replay(record).result() is not None


def test_factory_tournament_and_analysis(tmp_path: Path) -> None:
    out, records = tmp_path / "out", tmp_path / "records"
    result = chocolatier(
        "tournament", "--game", "factory", "-p", "2", "-b", "heuristic,random", "-g", "4",
        "-w", "2", "--json", "--out", str(out), "--records", str(records),
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout)
    assert [b["games"] for b in report["bots"]] == [4, 4]
    assert (out / "money_by_day.png").stat().st_size > 10_000
    analysis = chocolatier("analyze", str(records), "--json")
    assert analysis.returncode == 0, analysis.stderr
    (group,) = json.loads(analysis.stdout)["groups"]
    assert group["games"] == 4
    assert set(group["sources"]) == {"corner shops", "stores", "bonuses", "leftovers"}
    kinds = {card["kind"] for card in group["cards"]}
    assert {"part", "employee"} <= kinds
    # Each seat drafts one part and one employee a day: 6 days, 2 seats, 4 games.
    drafted = [c for c in group["cards"] if c["kind"] in ("part", "employee")]
    assert sum(c["picked"] for c in drafted) == 6 * 2 * 2 * 4
