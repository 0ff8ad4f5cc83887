"""Training the value networks (:mod:`chocolatier.bots.value_net`) from simulated games.

The pipeline, every step seeded so that the same configuration gives the same weights:

1. **Games**: each :class:`DataRun` is a ``chocolatier simulate`` run (the simulation's own
   machinery, worker processes or Ray) saving its records.
2. **Positions**: every record is replayed; every :data:`SAMPLE_EVERY`-th move (from an offset
   that varies by game) and the end of every day's Fulfil Orders is kept, and each seat's
   features there (:func:`~chocolatier.bots.value_net.features`) are paired with that seat's
   final money margin and win share.
3. **Fit**: one MLP per player count, with PyTorch on the CPU (the ``train`` extra), one thread
   and fixed seeds; a tenth of the games (by record, not by position) is held out for the
   validation loss.
4. **Export**: numpy arrays (:func:`~chocolatier.bots.value_net.save`) and a provenance JSON
   (data runs, seed, commit, games, positions, CPU seconds, losses per epoch).
"""

from __future__ import annotations

import subprocess
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

import numpy as np

from chocolatier.bots import value_net
from chocolatier.core.record import GameRecord, initial_state
from chocolatier.core.rng import derive_seed
from chocolatier.factory.rules import DAY_PHASES
from chocolatier.sim.simulate import SimulationConfig, simulate

if TYPE_CHECKING:
    from chocolatier.factory.rules import FactoryState

#: A position is kept every this many moves (positions a move apart are nearly the same).
SAMPLE_EVERY = 10
#: Share of the games held out for the validation loss.
HOLD_OUT = 0.1


@dataclass(frozen=True)
class DataRun:
    """One simulation of the data: ``games`` games of ``players`` seats, ``bots`` cycling over
    the seats (a bot spec like ``mcts:iterations=8`` included)."""

    players: int
    games: int
    bots: tuple[str, ...]

    @property
    def folder(self) -> str:
        """The records folder's name under the data folder."""
        return f"p{self.players}-" + "-".join(b.replace(":", "_").replace("=", "")
                                               for b in self.bots)

    @classmethod
    def parse(cls, text: str) -> DataRun:
        """``2:500:heuristic,random`` → 500 two-player games, heuristic and random seats."""
        players, games, bots = text.split(":", 2)
        return cls(int(players), int(games), tuple(bots.split(",")))


@dataclass(frozen=True)
class TrainConfig:
    """A whole training run (see the module docstring): ``rounds`` of data runs; the games of
    round k > 0 are played with the networks fitted after round k - 1 (expert iteration), and
    every round's networks are fitted on the games of all rounds so far."""

    rounds: tuple[tuple[DataRun, ...], ...]
    seed: int
    data: Path
    out: Path
    hidden: tuple[int, ...] = (32, 32)
    epochs: int = 8
    batch: int = 256
    learning_rate: float = 1e-4
    weight_decay: float = 1e-2
    workers: int = 1
    ray: str | None = None
    counts: tuple[int, ...] = field(default=value_net.COUNTS)


Advance = Callable[[str, int], None]


def simulate_runs(config: TrainConfig, runs: Sequence[DataRun], data: Path,
                  advance: Advance) -> list[Path]:
    """Play every data run (records under ``config.data``, each run seeded with the run's seed:
    runs that only swap the seats' bots share their deals); the folders of records. A folder
    that already holds its games is reused (the games are seeded: they would be the same)."""
    folders = []
    for run in runs:
        folder = data / run.folder
        folders.append(folder)
        if folder.is_dir() and len(list(folder.glob("game-*.json"))) >= run.games:
            advance("games", run.games)
            continue
        sim = SimulationConfig(game="factory", num_players=run.players, games=run.games,
                               seed=config.seed,
                               bots=run.bots, records=folder, workers=config.workers,
                               ray=config.ray)
        report = simulate(sim, lambda _outcome: advance("games", 1))
        if report["errors"]:
            raise RuntimeError(f"{report['errors']} games of {run.folder} failed")
    return folders


def record_samples(path: Path) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The features, margins (£) and win shares of the positions kept from one record."""
    record = GameRecord.load(path)
    result = record.result
    if result is None:
        raise ValueError(f"{path}: the record has no result")
    scores, winners = result["scores"], result["winners"]
    n = record.num_players
    offset = int(path.stem.rsplit("-", 1)[-1]) % SAMPLE_EVERY
    state = cast("FactoryState", initial_state(record))
    rows: list[np.ndarray] = []
    margins: list[float] = []
    wins: list[float] = []
    for number, entry in enumerate(record.moves):
        was_day = state.phase in DAY_PHASES
        state.apply_notation(entry.seat, entry.move)
        day_ended = was_day and state.phase not in DAY_PHASES
        if state.is_terminal() or not (day_ended or number % SAMPLE_EVERY == offset):
            continue
        for seat in range(n):
            rows.append(value_net.features(state, seat))
            margins.append(scores[seat] - max(s for i, s in enumerate(scores) if i != seat))
            wins.append(1.0 / len(winners) if seat in winners else 0.0)
    return (np.asarray(rows, dtype=np.float32), np.asarray(margins, dtype=np.float32),
            np.asarray(wins, dtype=np.float32))


@dataclass
class Dataset:
    """Positions of one player count: features, targets, and the game each comes from."""

    x: np.ndarray
    margin: np.ndarray
    win: np.ndarray
    game: np.ndarray


def build_dataset(records: Sequence[Path], workers: int, advance: Advance) -> Dataset:
    """Every record's positions, in the records' order (the same data whatever ``workers``)."""
    parts: list[tuple[np.ndarray, np.ndarray, np.ndarray]] = []
    if workers > 1:
        with ProcessPoolExecutor(max_workers=workers) as pool:
            for part in pool.map(record_samples, records, chunksize=8):
                parts.append(part)
                advance("positions", 1)
    else:
        for path in records:
            parts.append(record_samples(path))
            advance("positions", 1)
    games = np.concatenate([np.full(len(p[1]), i, dtype=np.int32) for i, p in enumerate(parts)])
    return Dataset(np.concatenate([p[0] for p in parts]), np.concatenate([p[1] for p in parts]),
                   np.concatenate([p[2] for p in parts]), games)


def folder_dataset(folder: Path, games: int, workers: int, advance: Advance) -> Dataset:
    """The positions of the first ``games`` records of ``folder``, kept beside them
    (``positions-<games>.npz``) so that later rounds read them instead of replaying again."""
    cache = folder / f"positions-{games}.npz"
    if cache.is_file():
        with np.load(cache) as saved:
            advance("positions", games)
            return Dataset(saved["x"], saved["margin"], saved["win"], saved["game"])
    data = build_dataset(sorted(folder.glob("game-*.json"))[:games], workers, advance)
    partial = cache.with_suffix(".part")
    with partial.open("wb") as handle:
        np.savez(handle, x=data.x, margin=data.margin, win=data.win, game=data.game)
    partial.replace(cache)  # whole or not at all: a run stopped while writing leaves no cache
    return data


def concatenate(parts: Sequence[Dataset]) -> Dataset:
    """The positions of several data runs, their games numbered apart."""
    offsets = np.cumsum([0] + [int(p.game.max()) + 1 for p in parts[:-1]])
    return Dataset(np.concatenate([p.x for p in parts]),
                   np.concatenate([p.margin for p in parts]),
                   np.concatenate([p.win for p in parts]),
                   np.concatenate([p.game + o for p, o in zip(parts, offsets, strict=True)]))


def fit(data: Dataset, config: TrainConfig, seed: int, advance: Advance
        ) -> tuple[dict[str, np.ndarray], list[dict[str, float]]]:
    """Train one network on ``data``; its arrays and the losses of every epoch."""
    import torch

    torch.manual_seed(seed)
    torch.set_num_threads(1)
    torch.use_deterministic_algorithms(True)
    rng = np.random.default_rng(seed)
    games = np.unique(data.game)
    held = set(rng.choice(games, size=max(1, int(len(games) * HOLD_OUT)), replace=False).tolist())
    val = np.isin(data.game, list(held))
    # Features that never change in the training positions are left out (most of the
    # encoder's blocks for cards never seen in a slot): the first layer is that much smaller.
    std = data.x[~val].std(axis=0)
    keep = np.flatnonzero(std > 1e-6)
    mean = data.x[~val][:, keep].mean(axis=0)
    std = std[keep]
    x = torch.from_numpy((data.x[:, keep] - mean) / std)
    y = torch.from_numpy(np.stack([data.margin / value_net.MARGIN_SCALE, data.win], axis=1))
    train_idx = torch.from_numpy(np.flatnonzero(~val))
    val_idx = torch.from_numpy(np.flatnonzero(val))
    sizes = (x.shape[1], *config.hidden, 2)
    layers: list[torch.nn.Module] = []
    for i in range(len(sizes) - 1):
        layers.append(torch.nn.Linear(sizes[i], sizes[i + 1]))
        if i < len(sizes) - 2:
            layers.append(torch.nn.ReLU())
    model = torch.nn.Sequential(*layers)
    optimiser = torch.optim.AdamW(model.parameters(), lr=config.learning_rate,
                                  weight_decay=config.weight_decay)
    generator = torch.Generator().manual_seed(seed)

    def losses(index: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        out = model(x[index])
        margin = torch.nn.functional.smooth_l1_loss(out[:, 0], y[index, 0])
        win = torch.nn.functional.binary_cross_entropy_with_logits(out[:, 1], y[index, 1])
        return margin, win

    curve: list[dict[str, float]] = []
    best: tuple[float, dict[str, torch.Tensor]] | None = None
    for _epoch in range(config.epochs):
        model.train()
        order = train_idx[torch.randperm(len(train_idx), generator=generator)]
        total = [0.0, 0.0]
        for start in range(0, len(order), config.batch):
            margin, win = losses(order[start:start + config.batch])
            optimiser.zero_grad()
            (margin + win).backward()  # type: ignore[no-untyped-call, unused-ignore]
            optimiser.step()
            size = len(order[start:start + config.batch])
            total[0] += margin.item() * size
            total[1] += win.item() * size
        model.eval()
        with torch.no_grad():
            v_margin, v_win = losses(val_idx)
        curve.append({"train_margin": total[0] / len(order), "train_win": total[1] / len(order),
                      "val_margin": float(v_margin), "val_win": float(v_win)})
        # Early stopping: the positions of one game share its outcome, so the net soon learns
        # the training games by heart; the weights kept are those of the best validation loss.
        if best is None or float(v_margin + v_win) < best[0]:
            best = (float(v_margin + v_win),
                    {k: v.detach().clone() for k, v in model.state_dict().items()})
        advance("epochs", 1)
    assert best is not None
    model.load_state_dict(best[1])
    linear = [m for m in model if isinstance(m, torch.nn.Linear)]
    arrays: dict[str, np.ndarray] = {"keep": keep.astype(np.int32),
                                     "inputs": np.asarray(data.x.shape[1]),
                                     "mean": mean.astype(np.float32),
                                     "std": std.astype(np.float32),
                                     "layers": np.asarray(len(linear))}
    for i, module in enumerate(linear):
        arrays[f"w{i}"] = module.weight.detach().numpy().T.copy()
        arrays[f"b{i}"] = module.bias.detach().numpy().copy()
    return arrays, curve


def commit() -> str:
    """The source's git commit (``unknown`` outside a checkout)."""
    try:
        return subprocess.run(["git", "rev-parse", "HEAD"], capture_output=True, text=True,
                              check=True, cwd=Path(__file__).parent).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


def train(config: TrainConfig, advance: Advance) -> dict[str, Any]:
    """Run the whole pipeline; writes ``config.out/value-factory-<n>p.npz`` (+ ``.json``), the
    networks of every round under ``config.data/round-<k>/net/``, and returns a summary per
    round and player count."""
    played: list[tuple[DataRun, Path]] = []
    summary: dict[str, Any] = {"rounds": []}
    previous: Path | None = None
    for index, runs in enumerate(config.rounds):
        start = time.process_time()
        with value_net.weights_from(previous):
            folders = simulate_runs(config, runs, config.data / f"round-{index}", advance)
        played += zip(runs, folders, strict=True)
        out = config.data / f"round-{index}" / "net"
        fitted: dict[str, Any] = {
            "simulation_cpu_seconds": round(time.process_time() - start, 1)}
        for n in config.counts:
            result = _fit_count(config, n, index, played, out, advance)
            if result is not None:
                fitted[str(n)] = result
        summary["rounds"].append(fitted)
        previous = out
    last = config.data / f"round-{len(config.rounds) - 1}" / "net"
    config.out.mkdir(parents=True, exist_ok=True)
    for n in config.counts:
        weights = last / value_net.weights_name(n)
        for path in (weights, weights.with_suffix(".json")):
            if path.is_file():
                (config.out / path.name).write_bytes(path.read_bytes())
    return summary


def _fit_count(config: TrainConfig, n: int, index: int, played: list[tuple[DataRun, Path]],
               out: Path, advance: Advance) -> dict[str, Any] | None:
    runs = [(run, folder) for run, folder in played if run.players == n]
    if not runs:
        return None
    began = time.process_time()
    data = concatenate([folder_dataset(folder, run.games, config.workers, advance)
                        for run, folder in runs])
    games = sum(run.games for run, _ in runs)
    arrays, curve = fit(data, config, derive_seed(config.seed, "fit", n, index) >> 33, advance)
    provenance = {
        "players": n,
        "seed": config.seed,
        "round": index,
        "commit": commit(),
        "data": [{**asdict(run), "folder": str(folder)} for run, folder in runs],
        "games": games,
        "positions": len(data.margin),
        "inputs": int(data.x.shape[1]),
        "hidden": list(config.hidden),
        "epochs": config.epochs,
        "batch": config.batch,
        "learning_rate": config.learning_rate,
        "weight_decay": config.weight_decay,
        # This process's CPU for the positions and the fit (the games' CPU is the round's
        # simulation_cpu_seconds, worker processes excluded).
        "cpu_seconds": round(time.process_time() - began, 1),
        "losses": [{k: round(v, 5) for k, v in epoch.items()} for epoch in curve],
        "best_epoch": 1 + min(range(len(curve)),
                              key=lambda e: curve[e]["val_margin"] + curve[e]["val_win"]),
    }
    value_net.save(out / value_net.weights_name(n), arrays, provenance)
    return {"games": games, "positions": len(data.margin),
            "cpu_seconds": provenance["cpu_seconds"],
            "best_epoch": provenance["best_epoch"]}


def plot_losses(provenances: Sequence[dict[str, Any]], path: Path) -> None:
    """A PNG of every network's training and validation losses by epoch (a dot: the epoch
    whose weights were kept)."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, axes = plt.subplots(1, 2, figsize=(10, 4))
    for index, prov in enumerate(provenances):
        label = f"{prov['players']}p"
        epochs = range(1, len(prov["losses"]) + 1)
        colour = f"C{index}"  # one colour per network: training solid, validation dashed
        for ax, key in zip(axes, ("margin", "win"), strict=True):
            ax.plot(epochs, [e[f"train_{key}"] for e in prov["losses"]], color=colour,
                    label=f"{label} train")
            ax.plot(epochs, [e[f"val_{key}"] for e in prov["losses"]], "--", color=colour,
                    label=f"{label} validation")
            best = prov.get("best_epoch")
            if best:
                ax.plot([best], [prov["losses"][best - 1][f"val_{key}"]], "o", color=colour)
    axes[0].set_title("margin (Huber, £/20)")
    axes[1].set_title("win (cross-entropy)")
    for ax in axes:
        ax.set_xlabel("epoch")
        ax.legend(fontsize=7)
    fig.tight_layout()
    fig.savefig(path, dpi=90)
    plt.close(fig)
