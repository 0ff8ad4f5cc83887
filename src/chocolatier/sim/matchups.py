"""A tournament's head-to-head table and each bot's CPU time per decision.

**Head to head.** For every ordered pair of entries (A, B): how often A finished ahead of B in
the games where both sat, with a 95% Wilson interval. "Ahead" is the game's own ranking
(:func:`~chocolatier.sim.ratings.ranking`: winners first, then by score): a better rank is a
win, an equal rank half of one. With two players this is A's win rate against B; with more,
each game counts once for every pair of seats the two entries held (a bot holding two seats
meets each of its opponent's seats twice).

**CPU per decision.** The CPU seconds each bot's ``choose`` took, over every decision it made
in the run (median and maximum), measured with ``time.process_time`` in the process that
played the game: a bot's cost, not the machine's load. These are the only figures of a
tournament report that do not replay from its seed.
"""

from __future__ import annotations

from collections.abc import Sequence
from statistics import median
from typing import Any

from chocolatier.sim.statistics import rounded, wilson_interval


def head_to_head(labels: Sequence[str], games: Sequence[tuple[Sequence[str], Sequence[int]]]
                 ) -> list[dict[str, Any]]:
    """One row per ordered pair of distinct ``labels``: ``games`` (meetings), ``wins`` (of
    the first), ``win_rate`` and ``win_rate_ci95``; ``games`` are (label per seat, rank per
    seat) of every finished game."""
    wins = {(a, b): 0.0 for a in labels for b in labels if a != b}
    meetings = dict.fromkeys(wins, 0)
    for seats, ranks in games:
        for i, a in enumerate(seats):
            for j, b in enumerate(seats):
                if a == b:
                    continue
                meetings[a, b] += 1
                wins[a, b] += 1.0 if ranks[i] < ranks[j] else 0.5 if ranks[i] == ranks[j] else 0.0
    rows = []
    for (a, b), won in wins.items():
        met = meetings[a, b]
        low, high = wilson_interval(won, met)
        rows.append({"bot": a, "opponent": b, "games": met, "wins": rounded(won),
                     "win_rate": rounded(won / met if met else 0.0),
                     "win_rate_ci95": [rounded(low), rounded(high)]})
    return rows


def cpu_per_decision(labels: Sequence[str],
                     decisions: Sequence[tuple[Sequence[str], Sequence[Sequence[float]]]]
                     ) -> list[dict[str, Any]]:
    """Per label: ``decisions`` counted, ``median_ms`` and ``max_ms`` of their CPU time;
    ``decisions`` are (label per seat, CPU seconds of each decision per seat) of every game."""
    spent: dict[str, list[float]] = {label: [] for label in labels}
    for seats, seconds in decisions:
        for label, values in zip(seats, seconds, strict=True):
            spent[label].extend(values)
    return [{"bot": label, "decisions": len(values),
             "median_ms": rounded(1000 * median(values), 3) if values else None,
             "max_ms": rounded(1000 * max(values), 3) if values else None}
            for label, values in spent.items()]
