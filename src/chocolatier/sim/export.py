"""The CSV of a tournament: one row per seat of every game.

Columns: ``game``, ``seed``, ``seat``, ``bot`` (entry label), ``spec``, ``score``, ``win``
(the seat's share of the win), ``rank`` (0 = best, see :func:`~chocolatier.sim.ratings.ranking`),
``margin`` (score minus the best other seat's), ``error`` (empty for a sound game), then one
``breakdown.<category>`` column per scoring category of the game's result.
"""

from __future__ import annotations

import csv
from pathlib import Path
from typing import Any

from chocolatier.sim.ratings import ranking
from chocolatier.sim.statistics import rounded, score_margins, win_shares
from chocolatier.sim.tournament import TournamentRun


def breakdown_categories(run: TournamentRun) -> list[str]:
    """Every scoring category met in the run, in order of first appearance."""
    categories: list[str] = []
    for outcome in run.outcomes:
        for part in (outcome.result or {}).get("breakdown", []):
            categories += [c for c in part if c not in categories]
    return categories


def game_rows(run: TournamentRun) -> list[dict[str, Any]]:
    """The CSV rows (dictionaries keyed by column name)."""
    categories = breakdown_categories(run)
    rows = []
    for outcome in run.outcomes:
        labels = run.seat_labels(outcome)
        result = outcome.result if outcome.ok else None
        if result is not None:
            scores, winners = result["scores"], result["winners"]
            shares = win_shares(winners, len(labels))
            ranks = ranking(scores, winners)
            margins = score_margins(scores)
        for seat, label in enumerate(labels):
            row: dict[str, Any] = {
                "game": outcome.index,
                "seed": outcome.seed,
                "seat": seat,
                "bot": label,
                "spec": outcome.bots[seat],
                "error": outcome.error or "",
            }
            if result is not None:
                row |= {
                    "score": scores[seat],
                    "win": rounded(shares[seat]),
                    "rank": ranks[seat],
                    "margin": margins[seat],
                }
                for category in categories:
                    row[f"breakdown.{category}"] = result["breakdown"][seat].get(category, 0)
            rows.append(row)
    return rows


def write_games_csv(run: TournamentRun, path: Path) -> Path:
    """Write the CSV of every game to ``path``; returns it."""
    columns = ["game", "seed", "seat", "bot", "spec", "score", "win", "rank", "margin", "error"]
    columns += [f"breakdown.{c}" for c in breakdown_categories(run)]
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.DictWriter(handle, fieldnames=columns, restval="")
        writer.writeheader()
        writer.writerows(game_rows(run))
    return path
