"""OpenSkill (Plackett–Luce) ratings from full game rankings.

Every finished game ranks all its seats: the winners first, then the others by score, equal
scores sharing a rank. A bot that holds several seats of one game (two bots in a four-player
game) is rated once per seat from the same prior, and its new rating is the mean of those
updates.

Online rating is order-dependent: the last games weigh more than the first, which a tournament
of fixed bots does not want (a bot could rank below another with fewer wins because its wins
came early). So the games are rated in :data:`ORDERS` orders — the run's order and seeded
shuffles of it — and the ratings averaged; the result is still reproducible.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from chocolatier.core.rng import Rng

# Number of game orders the ratings are averaged over.
ORDERS = 8


@dataclass(frozen=True)
class Rating:
    """A bot's skill estimate: mean ``mu``, uncertainty ``sigma``, and ``ordinal`` = mu − 3σ."""

    mu: float
    sigma: float

    @property
    def ordinal(self) -> float:
        """A conservative skill figure to sort by."""
        return self.mu - 3 * self.sigma

    def to_json(self) -> dict[str, float]:
        """A JSON-ready dictionary (rounded)."""
        return {
            "mu": round(self.mu, 3),
            "sigma": round(self.sigma, 3),
            "ordinal": round(self.ordinal, 3),
        }


def ranking(scores: Sequence[int], winners: Sequence[int]) -> list[int]:
    """Rank of every seat (0 = best): winners first, then by score; equal keys share a rank."""
    keys = [(0 if seat in winners else 1, -score) for seat, score in enumerate(scores)]
    ordered = sorted(set(keys))
    return [ordered.index(key) for key in keys]


Ranked = tuple[Sequence[str], Sequence[int]]


def rate(
    players: Sequence[str], games: Sequence[Ranked], orders: int = ORDERS
) -> dict[str, Rating]:
    """Ratings of ``players`` after ``games``, each ``(player of every seat, rank of every seat)``,
    averaged over ``orders`` orders of the games (see the module docstring).

    Games with a single seat (solo) carry no comparison and are skipped.
    """
    shuffler = Rng(len(games))
    totals = {name: [0.0, 0.0] for name in players}
    sequence = list(games)
    for _ in range(orders):
        for name, rating in rate_in_order(players, sequence).items():
            totals[name][0] += rating.mu
            totals[name][1] += rating.sigma
        shuffler.shuffle(sequence)
    return {name: Rating(mu / orders, sigma / orders) for name, (mu, sigma) in totals.items()}


def rate_in_order(players: Sequence[str], games: Sequence[Ranked]) -> dict[str, Rating]:
    """Ratings of ``players`` after rating ``games`` one by one in the given order."""
    from openskill.models import PlackettLuce

    model = PlackettLuce()
    current: dict[str, Any] = {name: model.rating(name=name) for name in players}
    for seats, ranks in games:
        if len(seats) < 2:
            continue
        teams = [[model.rating(mu=current[n].mu, sigma=current[n].sigma)] for n in seats]
        updated = model.rate(teams, ranks=list(ranks))
        new_values: dict[str, list[tuple[float, float]]] = {}
        for name, team in zip(seats, updated, strict=True):
            new_values.setdefault(name, []).append((team[0].mu, team[0].sigma))
        for name, values in new_values.items():
            mu = sum(v[0] for v in values) / len(values)
            sigma = sum(v[1] for v in values) / len(values)
            current[name] = model.rating(mu=mu, sigma=sigma, name=name)
    return {name: Rating(current[name].mu, current[name].sigma) for name in players}
