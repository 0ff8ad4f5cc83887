"""The learned value of a Chocolate Factory position: a small MLP run in numpy.

One network per player count (2, 3, 4; base game): the RL observation encoder's layout of a
seat's view depends on the count (every per-seat block is repeated per seat), and so does what a
lead is worth (beating one rival or three). Its input is the seat's view as the observation
encoder writes it (:func:`~chocolatier.observation.encoders.encoder_for`, seats relative to
the viewer) followed by the
heuristic's estimates (:func:`heuristic_estimates`); its two outputs are the seat's expected final
money margin (its money minus the best other seat's, in pounds) and its chance of winning. The
weights are trained with PyTorch by ``chocolatier train`` (:mod:`chocolatier.sim.train`) and
shipped in ``bots/data/value-factory-<n>p.npz`` with a provenance JSON beside them; at play time
only numpy runs (docs/bots.md, "Value network").
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from functools import cache
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np

from chocolatier.bots.factory_value import seat_value

if TYPE_CHECKING:
    from chocolatier.factory.rules import FactoryState
    from chocolatier.observation.encoders import Encoder

#: Player counts with a network; other games (solo, the Master Chocolatier module) have none.
COUNTS = (2, 3, 4)
#: Pounds per unit of the margin output (the net learns margin / MARGIN_SCALE).
MARGIN_SCALE = 20.0
#: Pounds per unit of the heuristic features.
FEATURE_SCALE = 50.0
DATA = "data"
#: A folder of weights to use instead of the shipped ones (set by :func:`weights_from`, so that
#: the worker processes of a simulation play with the networks being trained).
WEIGHTS_ENV = "CHOCOLATIER_VALUE_WEIGHTS"


@dataclass(frozen=True)
class Estimate:
    """A seat's learned outlook: expected final margin (£) and win probability."""

    margin: float
    win: float


def weights_name(num_players: int) -> str:
    """File name of the shipped weights of a ``num_players`` net."""
    return f"value-factory-{num_players}p.npz"


def heuristic_estimates(state: FactoryState, seat: int) -> list[float]:
    """The heuristic's estimated final money of every seat, from ``seat`` on (relative seats, as
    the encoder lists them), then ``seat``'s estimated lead, in pounds."""
    n = state.num_players
    values = [seat_value(state, (seat + k) % n) for k in range(n)]
    lead = values[0] - max(values[1:]) if n > 1 else values[0]
    return [*values, lead]


@cache
def _encoder(num_players: int) -> Encoder:
    from chocolatier.core.registry import get_game
    from chocolatier.observation.encoders import encoder_for

    return encoder_for(get_game("factory"), num_players)


def features(state: FactoryState, seat: int,
             estimates: list[float] | None = None) -> np.ndarray:
    """The network's input for ``seat`` in ``state`` (read from the seat's view and the
    heuristic's estimates only, so a determinisation gives what the seat may know);
    ``estimates`` are :func:`heuristic_estimates`, when the caller has them already."""
    view = _encoder(state.num_players).encode(state.view(seat))
    known = heuristic_estimates(state, seat) if estimates is None else estimates
    extra = np.asarray([v / FEATURE_SCALE for v in known], dtype=np.float32)
    return np.concatenate([view.astype(np.float32, copy=False), extra])


class ValueNet:
    """A trained MLP (ReLU hidden layers) with its input standardisation."""

    def __init__(self, arrays: dict[str, np.ndarray]) -> None:
        #: The features read (those that varied in the training positions), of ``size``.
        self.keep = arrays["keep"].astype(np.intp)
        self._size = int(arrays["inputs"])
        self.mean = arrays["mean"].astype(np.float32)
        self.scale = (1.0 / arrays["std"]).astype(np.float32)
        layers = int(arrays["layers"])
        self.weights = [arrays[f"w{i}"].astype(np.float32) for i in range(layers)]
        self.biases = [arrays[f"b{i}"].astype(np.float32) for i in range(layers)]

    @property
    def size(self) -> int:
        """Length of the input vector."""
        return self._size

    def outputs(self, batch: np.ndarray) -> np.ndarray:
        """Raw outputs (margin / :data:`MARGIN_SCALE`, win logit) of a batch of inputs."""
        h = (batch[:, self.keep] - self.mean) * self.scale
        last = len(self.weights) - 1
        for i, (w, b) in enumerate(zip(self.weights, self.biases, strict=True)):
            h = h @ w + b
            if i < last:
                np.maximum(h, 0.0, out=h)
        return h

    def estimate(self, vector: np.ndarray) -> Estimate:
        """The estimate of one input vector."""
        margin, logit = self.outputs(vector[None, :])[0]
        return Estimate(float(margin) * MARGIN_SCALE, float(1.0 / (1.0 + np.exp(-logit))))


def load(path: str | Path) -> ValueNet:
    """A network from an ``.npz`` file written by :func:`save`."""
    with np.load(path) as data:
        return ValueNet({key: data[key] for key in data.files})


def save(path: str | Path, arrays: dict[str, np.ndarray], provenance: dict[str, Any]) -> None:
    """Write a network's arrays (``keep``, ``inputs``, ``mean``, ``std``, ``layers``, ``w<i>``,
    ``b<i>``) to ``path``
    and its provenance to ``path`` with ``.json`` instead of ``.npz``."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    with target.open("wb") as handle:
        np.savez_compressed(handle, **arrays)  # type: ignore[arg-type]
    target.with_suffix(".json").write_text(
        json.dumps(provenance, indent=2, sort_keys=True) + "\n", encoding="utf-8")


@contextmanager
def weights_from(folder: Path | None) -> Iterator[None]:
    """Within the block, bots (in this process and in the worker processes it starts) use the
    networks of ``folder`` instead of the shipped ones; ``None`` changes nothing."""
    if folder is None:
        yield
        return
    before = os.environ.get(WEIGHTS_ENV)
    os.environ[WEIGHTS_ENV] = str(folder)
    _clear_caches()
    try:
        yield
    finally:
        if before is None:
            del os.environ[WEIGHTS_ENV]
        else:
            os.environ[WEIGHTS_ENV] = before
        _clear_caches()


def _clear_caches() -> None:
    shipped.cache_clear()
    from_folder.cache_clear()


def has_weights(folder: str | Path) -> bool:
    """Whether ``folder`` holds the weights of at least one player count."""
    return any((Path(folder) / weights_name(n)).is_file() for n in COUNTS)


@cache
def from_folder(folder: str, num_players: int) -> ValueNet | None:
    """The ``num_players`` network of the weights in ``folder`` (as ``chocolatier train``
    writes them, e.g. a round's ``round-<k>/net``), or ``None`` when it has none."""
    path = Path(folder) / weights_name(num_players)
    return load(path) if num_players in COUNTS and path.is_file() else None


@cache
def shipped(num_players: int) -> ValueNet | None:
    """The shipped network of ``num_players`` seats (or the one of the folder named by
    :data:`WEIGHTS_ENV`), or ``None`` when there is none."""
    if num_players not in COUNTS:
        return None
    folder = os.environ.get(WEIGHTS_ENV)
    if folder:
        return from_folder(folder, num_players)
    resource = resources.files("chocolatier.bots").joinpath(DATA, weights_name(num_players))
    if not resource.is_file():
        return None
    with resources.as_file(resource) as path:
        return load(path)


def net_for(state: FactoryState, folder: str | None = None) -> ValueNet | None:
    """The shipped network that values ``state`` (or the one in ``folder``, see
    :func:`from_folder`), or ``None`` (solo, the Master Chocolatier module, or no weights)."""
    if state.table.master:
        return None
    if folder is not None:
        return from_folder(folder, state.num_players)
    return shipped(state.num_players)


def evaluate(net: ValueNet, state: FactoryState, seat: int) -> Estimate:
    """``seat``'s learned outlook in ``state``; the real margin and result once it is over."""
    result = state.result()
    if result is not None:
        scores = result.scores
        best = max(s for i, s in enumerate(scores) if i != seat)
        win = 1.0 / len(result.winners) if seat in result.winners else 0.0
        return Estimate(float(scores[seat] - best), win)
    return net.estimate(features(state, seat))


def margin_and_lead(net: ValueNet, state: FactoryState, seat: int) -> tuple[float, float]:
    """The network's expected final margin of ``seat`` in an unfinished ``state`` and the
    heuristic's estimated lead, one of the network's inputs (so worked out once for both)."""
    estimates = heuristic_estimates(state, seat)
    return net.estimate(features(state, seat, estimates)).margin, estimates[-1]
