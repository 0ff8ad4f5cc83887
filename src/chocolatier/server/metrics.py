"""Prometheus metrics of one server process, served at ``GET /metrics``.

Each ``serve`` process keeps its own registry and answers for itself only: the processes of a
community server are independent programs with ports of their own (not forks sharing one
socket, which is what prometheus-client's multiprocess mode is for), so Prometheus scrapes each
process at its own port and tells them apart by its ``instance`` label. The reverse proxy does
not pass ``/metrics`` on (deploy/nginx.conf.template): a scrape through it would reach one
process at random.

What is counted, and where:

- ``chocolatier_events_total{kind}``: events committed to the log (moves, undos, time-outs,
  ...), counted by the group-commit writer once their transaction has committed:
  ``rate(chocolatier_events_total[1m])`` is the actions per second;
- ``chocolatier_move_seconds``: a seat's act or undo from the message's arrival to its ``ack``
  (the lock, the engine, the group commit);
- ``chocolatier_commit_batch_events`` and ``chocolatier_commit_seconds``: the group commit's
  transactions, their size and duration;
- gauges read at scrape time: open WebSockets, live tables, bot decisions waiting and running,
  game reviews queued and running.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from prometheus_client import (
    CollectorRegistry,
    Counter,
    Gauge,
    Histogram,
    generate_latest,
)
from prometheus_client import (
    GCCollector as _GCCollector,
)
from prometheus_client import (
    PlatformCollector as _PlatformCollector,
)
from prometheus_client import (
    ProcessCollector as _ProcessCollector,
)
from prometheus_client.exposition import CONTENT_TYPE_LATEST

if TYPE_CHECKING:
    from chocolatier.server.hub import Hub
    from chocolatier.server.reviews import Reviews
    from chocolatier.server.storage import EventWrite

CONTENT_TYPE = CONTENT_TYPE_LATEST
# a move is answered in milliseconds on a quiet server and in seconds on a saturated one
MOVE_BUCKETS = (0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0)
# the writer takes at most writer.MAX_BATCH (256) events a transaction
BATCH_BUCKETS = (1, 2, 4, 8, 16, 32, 64, 128, 256)
COMMIT_BUCKETS = (0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0)


class ServerMetrics:
    """The metrics of one app (a registry of its own: tests run several apps in one process)."""

    def __init__(self, hub: Hub, reviews: Reviews) -> None:
        self.registry = CollectorRegistry()
        registry = self.registry
        _ProcessCollector(registry=registry)
        _PlatformCollector(registry=registry)
        _GCCollector(registry=registry)
        self.events = Counter("chocolatier_events", "Events committed to the tables' logs.",
                              ["kind"], registry=registry)
        self.move_seconds = Histogram(
            "chocolatier_move_seconds", "A seat's act or undo, from its arrival to its ack.",
            buckets=MOVE_BUCKETS, registry=registry)
        self.batch_events = Histogram(
            "chocolatier_commit_batch_events", "Events stored by one group-commit transaction.",
            buckets=BATCH_BUCKETS, registry=registry)
        self.commit_seconds = Histogram(
            "chocolatier_commit_seconds", "Duration of one group-commit transaction.",
            buckets=COMMIT_BUCKETS, registry=registry)
        self.commit_failures = Counter(
            "chocolatier_commit_failures", "Group-commit transactions that failed.",
            registry=registry)
        gauges: list[tuple[str, str, Callable[[], float]]] = [
            ("chocolatier_websockets_open", "Table WebSockets open in this process.",
             lambda: sum(hub.connections.values())),
            ("chocolatier_live_tables", "Tables held in memory by this process.",
             lambda: len(hub.tables)),
            ("chocolatier_bot_decisions_waiting", "Bot decisions (and review pieces) waiting "
             "for a worker.", lambda: hub.thinking.waiting),
            ("chocolatier_bot_decisions_running", "Bot decisions (and review pieces) being "
             "made.", lambda: hub.thinking.running),
            ("chocolatier_reviews_queued", "Game reviews waiting in line.",
             lambda: reviews.queue_lengths()[0]),
            ("chocolatier_reviews_running", "Game reviews being computed.",
             lambda: reviews.queue_lengths()[1]),
        ]
        for name, text, read in gauges:
            Gauge(name, text, registry=registry).set_function(read)
        hub.writer.on_batch = self.committed

    def committed(self, writes: Sequence[EventWrite], seconds: float, ok: bool) -> None:
        """The writer's report of one transaction (from its thread: the client is
        thread-safe)."""
        if not ok:
            self.commit_failures.inc()
            return
        self.batch_events.observe(len(writes))
        self.commit_seconds.observe(seconds)
        for write in writes:
            self.events.labels(write.kind).inc()

    def timed_move(self) -> Callable[[], None]:
        """Start timing a move; call what it returns once the move is acknowledged."""
        started = time.perf_counter()
        return lambda: self.move_seconds.observe(time.perf_counter() - started)

    def exposition(self) -> bytes:
        """The metrics in Prometheus's text format."""
        return generate_latest(self.registry)
