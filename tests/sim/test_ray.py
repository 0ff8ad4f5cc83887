"""Games and record replays as Ray tasks: a local Ray with 2 CPUs started inside the test run
(loopback only). The reports must be the very ones of a local run."""

import json
import os
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

# Only with the [ray] extra: a [test]-only environment skips the module, saying why.
ray = pytest.importorskip("ray", reason="needs the [ray] extra (pip install -e '.[ray]')")

from typer.testing import CliRunner  # noqa: E402

from chocolatier.cli import app  # noqa: E402
from chocolatier.commands.common import optional_value  # noqa: E402
from chocolatier.sim.ray_backend import RunInfo, batch_size, ray_map  # noqa: E402
from chocolatier.sim.simulate import SimulationConfig, simulate  # noqa: E402

runner = CliRunner()


@pytest.fixture(scope="module", autouse=True)
def local_ray() -> Iterator[None]:
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    # The helpers below travel to the workers by value: the tests are not installed there.
    ray.cloudpickle.register_pickle_by_value(sys.modules[__name__])
    yield
    ray.shutdown()


def cli(*args: str) -> tuple[int, str, str]:
    result = runner.invoke(app, list(args))
    return result.exit_code, result.stdout, result.stderr


def test_simulate_json_is_the_local_one() -> None:
    args = ("simulate", "-p", "2", "-g", "5", "-b", "heuristic:fast,random", "-s", "3", "--json")
    local = cli(*args)
    distributed = cli(*args, "--ray", "local")
    assert local[0] == distributed[0] == 0
    assert distributed[1] == local[1]
    assert json.loads(distributed[1])["completed"] == 5
    assert "ray (local, 2 CPUs)" in distributed[2] and "0 retries" in distributed[2]


def test_tournament_and_analyze_json_are_the_local_ones(tmp_path: Path) -> None:
    args = ("tournament", "-p", "2", "-g", "4", "-b", "random,heuristic:fast", "-s", "1",
            "--json")  # fmt: skip
    local = cli(*args, "--records", str(tmp_path / "local"))
    distributed = cli(*args, "--records", str(tmp_path / "ray"), "--ray", "local")
    assert local[0] == distributed[0] == 0
    assert json.loads(distributed[1])["bots"] == json.loads(local[1])["bots"]
    for name in sorted(os.listdir(tmp_path / "local")):
        assert (tmp_path / "ray" / name).read_bytes() == (tmp_path / "local" / name).read_bytes()
    replayed = cli("analyze", str(tmp_path / "local"), "--json")
    replayed_on_ray = cli("analyze", str(tmp_path / "local"), "--json", "--ray", "local")
    assert replayed[0] == replayed_on_ray[0] == 0
    assert replayed_on_ray[1] == replayed[1]
    assert json.loads(replayed[1])["groups"][0]["games"] == 4


def test_failing_games_are_reported_as_locally() -> None:
    config = SimulationConfig("factory", 2, 3, seed=5, bots=("random",), max_actions=40)
    local = simulate(config)
    distributed = simulate(SimulationConfig(**{**config.__dict__, "ray": "local"}))
    assert distributed == local
    assert local["errors"] == 3
    assert "did not end within 40 actions" in local["error_details"][0]["message"]


def crash_once(item: tuple[str, int]) -> int:
    """Kills its worker process the first time it meets a marker-less folder."""
    folder, value = item
    marker = Path(folder) / "crashed"
    if value == 3 and not marker.exists():
        marker.write_text("once")
        os._exit(1)
    return value * 10


def test_a_dead_worker_is_retried_and_counted(tmp_path: Path) -> None:
    info = RunInfo()
    seen: list[int] = []
    items = [(str(tmp_path), value) for value in range(8)]
    results = ray_map(crash_once, items, "local", seen.append, info=info)
    assert results == [value * 10 for value in range(8)]
    assert sorted(seen) == results
    assert info.retries == 1
    assert "1 retry" in info.summary()


def refuse(value: int) -> int:
    if value == 2:
        raise ValueError(f"no {value}")
    return value


def test_an_exception_of_the_work_is_raised_as_it_would_be_locally() -> None:
    with pytest.raises(ValueError, match="no 2"):
        ray_map(refuse, list(range(4)), "local")


def test_without_ray_the_option_says_what_to_install(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "ray", None)
    code, _, err = cli("simulate", "-p", "2", "-g", "1", "--ray", "local")
    assert code == 2
    assert "pip install 'chocolatier[ray]'" in err


def test_bare_ray_option_means_auto_and_batches_fit_the_cluster() -> None:
    assert optional_value(["simulate", "--ray"], "--ray", "auto")[-1] == "auto"
    assert optional_value(["--ray", "--json"], "--ray", "auto") == ["--ray", "auto", "--json"]
    assert optional_value(["--ray", "local"], "--ray", "auto") == ["--ray", "local"]
    assert batch_size(2000, 2) == 32 and batch_size(10, 2) == 2 and batch_size(1, 64) == 1
