"""PNG charts of a tournament (matplotlib, headless Agg backend).

- ``scores.png``: the distribution of each bot's final money (box plot with every game's seat as
  a dot, the mean as a diamond);
- ``seat_win_rate.png``: each bot's win rate in each seat with its 95% Wilson interval, against
  the fair share ``1 / players``;
- ``money_by_day.png``: each bot's mean money at the end of each day and its final score (after
  end-game scoring), with a 95% band for the mean (drawn only when the game's view gives per-day
  money, see :mod:`chocolatier.sim.days`).
"""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

import matplotlib

matplotlib.use("Agg")  # no display: plots are files

import matplotlib.pyplot as plt

from chocolatier.sim.plotfonts import use_fonts
from chocolatier.sim.statistics import Z95, mean, stdev
from chocolatier.sim.tournament import TournamentRun
from chocolatier.sim.words import ReportWords

COLOURS = ["#8c510a", "#01665e", "#c51b7d", "#4d4d4d", "#2166ac", "#e08214"]


def _colour(index: int) -> str:
    return COLOURS[index % len(COLOURS)]


def save_figure(figure: Any, path: Path) -> Path:
    """Write ``figure`` to ``path`` as a PNG with fixed metadata (same run: same bytes)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    figure.tight_layout()
    # Fixed metadata so that the same run writes the same bytes.
    figure.savefig(path, dpi=110, metadata={"Software": None})
    plt.close(figure)
    return path


def _title(run: TournamentRun, what: str, words: ReportWords) -> str:
    config = run.config
    return words.text("report-title", what=words.text(what, game=config.game),
                      game=words.game(config.game), players=config.num_players,
                      games=run.report["completed"])


def plot_scores(run: TournamentRun, path: Path, words: ReportWords) -> Path:
    """Box plot of every bot's final money per seat played."""
    labels = run.config.labels
    samples: dict[str, list[int]] = {label: [] for label in labels}
    for outcome in run.outcomes:
        if outcome.ok and outcome.result is not None:
            for seat, label in enumerate(run.seat_labels(outcome)):
                samples[label].append(outcome.result["scores"][seat])
    figure, axes = plt.subplots(figsize=(max(5.0, 1.6 * len(labels) + 2), 4.5))
    data = [samples[label] or [0] for label in labels]
    axes.boxplot(data, widths=0.5, showfliers=False, medianprops={"color": "black"})
    for index, values in enumerate(data):
        # Deterministic jitter so that dots of equal scores do not hide each other.
        xs = [index + 1 + 0.18 * math.sin(k * 2.399) for k in range(len(values))]
        axes.scatter(xs, values, s=9, alpha=0.35, color=_colour(index), zorder=3)
        axes.scatter(
            [index + 1],
            [mean(values)],
            marker="D",
            s=40,
            color="black",
            zorder=4,
            label=words.text("report-mean") if index == 0 else None,
        )
    axes.legend(fontsize=8, loc="upper right")
    axes.set_xticks(range(1, len(labels) + 1), labels)
    axes.set_ylabel(words.text("report-scores-axis", game=run.config.game))
    axes.set_title(_title(run, "report-scores-title", words), fontsize=10)
    axes.grid(axis="y", alpha=0.3)
    return save_figure(figure, path)


def plot_seat_win_rate(run: TournamentRun, path: Path, words: ReportWords) -> Path:
    """Grouped bars: win rate of each bot in each seat, with 95% Wilson intervals."""
    bots = run.report["bots"]
    seats = run.config.num_players
    figure, axes = plt.subplots(figsize=(max(6.0, 0.7 * seats * len(bots) + 3.5), 4.5))
    width = 0.8 / len(bots)
    for index, bot in enumerate(bots):
        xs = [seat + (index - (len(bots) - 1) / 2) * width for seat in range(seats)]
        rates = [figures["win_rate"] for figures in bot["seats"]]
        low = [r - f["win_rate_ci95"][0] for r, f in zip(rates, bot["seats"], strict=True)]
        high = [f["win_rate_ci95"][1] - r for r, f in zip(rates, bot["seats"], strict=True)]
        axes.bar(xs, rates, width * 0.9, label=bot["bot"], color=_colour(index))
        axes.errorbar(xs, rates, yerr=[low, high], fmt="none", ecolor="black", capsize=3)
    if seats > 1:
        axes.axhline(1 / seats, linestyle="--", color="grey",
                     label=words.text("report-fair-share", players=seats))
    # seats count from 1 on the page, as the games count them
    axes.set_xticks(range(seats), [words.text("report-seat", seat=seat + 1)
                                   for seat in range(seats)])
    axes.set_ylim(0, 1)
    axes.set_ylabel(words.text("report-win-rate-axis"))
    axes.set_title(_title(run, "report-seats-title", words), fontsize=10)
    # Outside the axes: bars may reach the top.
    axes.legend(fontsize=8, loc="upper left", bbox_to_anchor=(1.01, 1))
    axes.grid(axis="y", alpha=0.3)
    return save_figure(figure, path)


FINAL = "final"


def money_curves(run: TournamentRun) -> dict[str, dict[str, list[int]]]:
    """Per bot and period (``"day 3"``, then ``"final"`` for the final score, end-game scoring
    included): the money of every seat the bot played, periods in order of first appearance."""
    curves: dict[str, dict[str, list[int]]] = {label: {} for label in run.config.labels}
    for outcome in run.outcomes:
        if not outcome.ok or not outcome.money_by_day or outcome.result is None:
            continue
        points = [*outcome.money_by_day, {"period": FINAL, "money": outcome.result["scores"]}]
        for seat, label in enumerate(run.seat_labels(outcome)):
            for point in points:
                curves[label].setdefault(point["period"], []).append(point["money"][seat])
    for periods in curves.values():
        # The final score always comes last, whatever order the games met their periods in.
        if FINAL in periods:
            periods[FINAL] = periods.pop(FINAL)
    return curves


def plot_money_by_day(run: TournamentRun, path: Path, words: ReportWords) -> Path | None:
    """Mean money per bot at the end of each day (``None`` when no game gave per-day money)."""
    curves = money_curves(run)
    if not any(curves.values()):
        return None
    names = list(dict.fromkeys(p for periods in curves.values() for p in periods if p != FINAL))
    names.append(FINAL)
    figure, axes = plt.subplots(figsize=(max(7.0, 0.9 * len(names) + 1), 4.5))
    for index, (label, periods) in enumerate(curves.items()):
        xs = [x for x, name in enumerate(names) if name in periods]
        means = [mean(periods[names[x]]) for x in xs]
        half = [Z95 * stdev(periods[names[x]]) / math.sqrt(len(periods[names[x]])) for x in xs]
        # The last step to the final score is end-game scoring, not a day's play: dashed.
        solid = len(xs) - 1 if names[xs[-1]] == FINAL else len(xs)
        axes.plot(xs[:solid], means[:solid], marker="o", label=label, color=_colour(index))
        axes.plot(
            xs[solid - 1 :], means[solid - 1 :], marker="o", linestyle="--", color=_colour(index)
        )
        axes.fill_between(
            xs,
            [m - h for m, h in zip(means, half, strict=True)],
            [m + h for m, h in zip(means, half, strict=True)],
            color=_colour(index),
            alpha=0.15,
        )
    axes.set_xticks(range(len(names)), [*(_period(name, words) for name in names[:-1]),
                                        words.text("report-final-score")])
    axes.set_ylabel(words.text("report-along-axis", game=run.config.game))
    axes.set_title(_title(run, "report-along-title", words), fontsize=10)
    axes.legend(fontsize=8)
    axes.grid(alpha=0.3)
    return save_figure(figure, path)


def _period(name: str, words: ReportWords) -> str:
    """A period of :mod:`chocolatier.sim.days` (``day 3``, ``round 2``) in words."""
    period, _, number = name.partition(" ")
    return words.text("report-period", period=period, number=number)


def write_plots(run: TournamentRun, folder: Path, words: ReportWords) -> list[Path]:
    """Write every chart into ``folder``, worded by ``words``; returns the files written."""
    use_fonts(words.lang)
    written = [
        plot_scores(run, folder / "scores.png", words),
        plot_seat_win_rate(run, folder / "seat_win_rate.png", words),
    ]
    curve = plot_money_by_day(run, folder / "money_by_day.png", words)
    if curve is not None:
        written.append(curve)
    return written
