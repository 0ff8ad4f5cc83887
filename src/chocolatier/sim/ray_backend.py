"""Running batches of work (games, record replays) as Ray tasks, on this machine or a cluster.

``--ray ADDRESS`` on ``simulate``, ``tournament``, ``analyze`` and ``balance`` sends the work
here instead of to local worker processes. ``ADDRESS`` is what :func:`ray.init` takes:

* ``local``: start a Ray instance inside this run (``--workers`` CPUs when given, else all);
* ``auto``: join the cluster already running on this machine (``ray start --head``);
* ``HOST:PORT`` or ``ray://HOST:10001``: join a remote cluster (its nodes need the same version
  of chocolatier installed, see ``docs/sim.md``).

Items are cut into batches (a few per CPU, so a slow batch does not hold the run back), each
batch is one task, and results come back in item order whatever the order batches finish in:
the same seed gives the same report as a local run. A batch whose worker died (a crashed
process, a lost node) is submitted again, up to :data:`MAX_RETRIES` times, and counted; an
exception raised by the work itself is raised again here, as it would be locally.
"""

from __future__ import annotations

import logging
import math
import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from chocolatier.core.errors import ChocolatierError

T = TypeVar("T")
R = TypeVar("R")

#: Submissions of one batch after the first, when its worker dies.
MAX_RETRIES = 3
#: Batches per CPU of the cluster (more: smoother progress and load; fewer: less overhead).
BATCHES_PER_CPU = 4
#: At most this many items in a batch, so the progress bar moves.
MAX_BATCH = 32

INSTALL_HINT = "Ray is not installed: pip install 'chocolatier[ray]'"


@dataclass
class RunInfo:
    """What a distributed run reports besides its results: batches and worker retries."""

    address: str = ""
    cpus: int = 0
    batches: int = 0
    retries: int = 0

    def summary(self) -> str:
        """One line for people, e.g. ``ray (local, 2 CPUs): 12 batches, 0 retries``."""
        plural = "retry" if self.retries == 1 else "retries"
        return (
            f"ray ({self.address}, {self.cpus} CPUs): {self.batches} batches, "
            f"{self.retries} {plural}"
        )


def _ray() -> Any:
    try:
        import ray
    except ImportError as exc:
        raise ChocolatierError(INSTALL_HINT) from exc
    return ray


def check_available() -> None:
    """Raise :class:`ChocolatierError` saying what to install when Ray is missing."""
    _ray()


def connect(address: str, cpus: int | None = None) -> int:
    """Join (or start, for ``local``) the Ray cluster at ``address``; returns its CPU count.

    A Ray already initialised in this process (a test, a notebook) is used as it is.
    """
    ray = _ray()
    if not ray.is_initialized():
        kwargs: dict[str, Any] = {
            "include_dashboard": False,
            "logging_level": logging.WARNING,
            # Workers' own output (warnings) must not mix with a JSON report on stdout.
            "log_to_driver": False,
        }
        if address == "local":
            kwargs["num_cpus"] = cpus
            # Ray nices its workers (15) to keep its own daemons responsive; games started here
            # should get the CPU like --workers processes do, not only what others leave.
            os.environ.setdefault("RAY_worker_niceness", "0")
        else:
            kwargs["address"] = address
        try:
            ray.init(**kwargs)
        except (ConnectionError, ValueError, RuntimeError) as exc:
            raise ChocolatierError(f"cannot reach a Ray cluster at {address!r}: {exc}") from exc
    return max(1, int(ray.cluster_resources().get("CPU", 1)))


def _run_batch(fn: Callable[[Any], Any], items: list[Any]) -> list[Any]:
    return [fn(item) for item in items]


def batch_size(items: int, cpus: int) -> int:
    """Items per task: :data:`BATCHES_PER_CPU` batches per CPU, at most :data:`MAX_BATCH`."""
    return max(1, min(MAX_BATCH, math.ceil(items / (cpus * BATCHES_PER_CPU))))


def ray_map(
    fn: Callable[[T], R],
    items: Sequence[T],
    address: str,
    on_done: Callable[[R], None] | None = None,
    cpus: int | None = None,
    info: RunInfo | None = None,
) -> list[R]:
    """``[fn(item) for item in items]`` as Ray tasks; ``on_done`` sees each result as its batch
    ends. ``fn`` and the items must pickle (``fn`` a module-level function)."""
    ray = _ray()
    total_cpus = connect(address, cpus)
    info = info if info is not None else RunInfo()
    info.address, info.cpus = address, total_cpus
    if not items:
        return []
    size = batch_size(len(items), total_cpus)
    batches = [list(items[i : i + size]) for i in range(0, len(items), size)]
    info.batches = len(batches)
    remote = ray.remote(max_retries=0)(_run_batch)
    fn_ref = ray.put(fn)
    pending = {remote.remote(fn_ref, batch): (index, 0) for index, batch in enumerate(batches)}
    results: dict[int, list[R]] = {}
    lost = (ray.exceptions.WorkerCrashedError, ray.exceptions.NodeDiedError,
            ray.exceptions.ObjectLostError, ray.exceptions.OutOfMemoryError)
    try:
        while pending:
            done, _ = ray.wait(list(pending), num_returns=1)
            ref = done[0]
            index, attempt = pending.pop(ref)
            try:
                batch_results = ray.get(ref)
            except lost:
                if attempt >= MAX_RETRIES:
                    raise
                info.retries += 1
                pending[remote.remote(fn_ref, batches[index])] = (index, attempt + 1)
                continue
            except ray.exceptions.RayTaskError as exc:
                # The work itself raised: raise what it raised, as a local run would.
                cause = exc.cause if isinstance(exc.cause, BaseException) else exc
                raise cause from None
            results[index] = batch_results
            if on_done is not None:
                for result in batch_results:
                    on_done(result)
    finally:
        for ref in pending:
            ray.cancel(ref, force=True)
    return [result for index in range(len(batches)) for result in results[index]]
