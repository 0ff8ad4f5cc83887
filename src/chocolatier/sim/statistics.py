"""Small, dependency-free statistics for game results: shared wins, Wilson intervals, means.

Wins are shared on a tie: each of ``k`` winners gets ``1/k`` of a win, so the wins of a game
always add up to 1 (or 0 for a lost solo game).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

# Two-sided 95% normal quantile.
Z95 = 1.959963984540054


def win_shares(winners: Sequence[int], num_players: int) -> list[float]:
    """The share of the win of every seat: ``1/k`` for each of ``k`` winners, else 0."""
    shares = [0.0] * num_players
    for seat in winners:
        shares[seat] = 1.0 / len(winners)
    return shares


def wilson_interval(successes: float, trials: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion (95% by default).

    Unlike the normal approximation it stays inside [0, 1] and behaves at 0 and ``trials``
    successes. ``successes`` may be fractional (shared wins). No trials: ``(0, 1)``.
    """
    if trials <= 0:
        return (0.0, 1.0)
    if not 0 <= successes <= trials:
        raise ValueError(f"{successes} successes out of {trials} trials")
    p = successes / trials
    z2 = z * z
    denominator = 1 + z2 / trials
    centre = (p + z2 / (2 * trials)) / denominator
    half = z * math.sqrt(p * (1 - p) / trials + z2 / (4 * trials * trials)) / denominator
    # Rounding can put a bound a hair past the rate at 0 or all successes: it contains the rate.
    return (max(0.0, min(p, centre - half)), min(1.0, max(p, centre + half)))


def mean(values: Sequence[float]) -> float:
    """The arithmetic mean (0 for no values)."""
    return sum(values) / len(values) if values else 0.0


def stdev(values: Sequence[float]) -> float:
    """The sample standard deviation (``n - 1``; 0 for fewer than two values)."""
    if len(values) < 2:
        return 0.0
    centre = mean(values)
    return math.sqrt(sum((v - centre) ** 2 for v in values) / (len(values) - 1))


def score_margins(scores: Sequence[int]) -> list[int]:
    """Per seat: its score minus the best score among the *other* seats (0 when alone)."""
    if len(scores) < 2:
        return [0] * len(scores)
    margins = []
    for seat, score in enumerate(scores):
        best_other = max(s for other, s in enumerate(scores) if other != seat)
        margins.append(score - best_other)
    return margins


def rounded(value: float, digits: int = 4) -> float:
    """A float rounded for JSON output (keeps reports short and byte-stable)."""
    return round(value, digits)
