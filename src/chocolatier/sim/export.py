"""The CSV files of a tournament.

``games.csv``, one row per seat of every game. Columns: ``game``, ``seed``, ``seat``, ``bot``
(entry label), ``spec``, ``score``, ``win`` (the seat's share of the win), ``rank`` (0 = best,
see :func:`~chocolatier.sim.ratings.ranking`), ``margin`` (score minus the best other seat's),
``decisions``, ``cpu_median_ms`` and ``cpu_max_ms`` (the seat's bot's decisions in that game
and their CPU time), ``error`` (empty for a sound game), then one ``breakdown.<category>``
column per scoring category of the game's result.

``bots.csv``, one row per entry: its win figures and its CPU time per decision over the run.
``head_to_head.csv``, one row per ordered pair of entries (:mod:`chocolatier.sim.matchups`).
"""

from __future__ import annotations

import csv
from pathlib import Path
from typing import Any

from chocolatier.sim.matchups import cpu_per_decision
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
            if outcome.decision_cpu:
                cpu = cpu_per_decision([label], [([label], [outcome.decision_cpu[seat]])])[0]
                row |= {"decisions": cpu["decisions"], "cpu_median_ms": cpu["median_ms"],
                        "cpu_max_ms": cpu["max_ms"]}
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
    columns = ["game", "seed", "seat", "bot", "spec", "score", "win", "rank", "margin",
               "decisions", "cpu_median_ms", "cpu_max_ms", "error"]
    columns += [f"breakdown.{c}" for c in breakdown_categories(run)]
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.DictWriter(handle, fieldnames=columns, restval="")
        writer.writeheader()
        writer.writerows(game_rows(run))
    return path


BOT_COLUMNS = ["bot", "spec", "games", "wins", "win_rate", "ci95_low", "ci95_high", "decisions",
               "cpu_median_ms", "cpu_max_ms"]
HEAD_TO_HEAD_COLUMNS = ["bot", "opponent", "games", "wins", "win_rate", "ci95_low", "ci95_high"]


def write_bots_csv(run: TournamentRun, path: Path) -> Path:
    """Write one row per entry (win figures, CPU per decision) to ``path``; returns it."""
    cpu = {entry["bot"]: entry for entry in run.report["cpu_per_decision"]}
    rows = [{"bot": bot["bot"], "spec": bot["spec"], "games": bot["games"], "wins": bot["wins"],
             "win_rate": bot["win_rate"], "ci95_low": bot["win_rate_ci95"][0],
             "ci95_high": bot["win_rate_ci95"][1], "decisions": cpu[bot["bot"]]["decisions"],
             "cpu_median_ms": cpu[bot["bot"]]["median_ms"],
             "cpu_max_ms": cpu[bot["bot"]]["max_ms"]}
            for bot in run.report["bots"]]
    return _write_rows(path, BOT_COLUMNS, rows)


def write_head_to_head_csv(run: TournamentRun, path: Path) -> Path:
    """Write one row per ordered pair of entries to ``path``; returns it."""
    rows = [{"bot": row["bot"], "opponent": row["opponent"], "games": row["games"],
             "wins": row["wins"], "win_rate": row["win_rate"],
             "ci95_low": row["win_rate_ci95"][0], "ci95_high": row["win_rate_ci95"][1]}
            for row in run.report["head_to_head"]]
    return _write_rows(path, HEAD_TO_HEAD_COLUMNS, rows)


def _write_rows(path: Path, columns: list[str], rows: list[dict[str, Any]]) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.DictWriter(handle, fieldnames=columns)
        writer.writeheader()
        writer.writerows(rows)
    return path
