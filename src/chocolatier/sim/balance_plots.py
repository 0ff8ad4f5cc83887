"""PNG charts of the balance report (matplotlib, headless Agg backend).

- ``seat_win_rates.png``: each seat's win rate with its 95% interval, per player count, against
  the fair share;
- ``money_by_source.png``: mean money per player from each source, per player count;
- ``card_win_rates.png``: every card's pick rate against its pick→win rate (95% interval), per
  player count, with the mean and the outlier band around it.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import matplotlib

matplotlib.use("Agg")  # no display: plots are files

import matplotlib.pyplot as plt

from chocolatier.sim.plotfonts import use_fonts
from chocolatier.sim.plots import COLOURS, save_figure
from chocolatier.sim.words import ReportWords

KIND_COLOURS = {"part": COLOURS[0], "employee": COLOURS[1], "order": COLOURS[2]}


def plot_seats(report: dict[str, Any], path: Path, words: ReportWords) -> Path:
    """Win rate by seat with 95% intervals, one group of bars per player count."""
    groups = report["groups"]
    figure, axes = plt.subplots(figsize=(7, 4))
    position = 0.0
    ticks, labels = [], []
    for group in groups:
        fair = group["fair_win_rate"]
        start = position
        for seat in group["seats"]:
            low, high = seat["win_rate_ci95"]
            rate = seat["win_rate"]
            axes.bar(position, rate, width=0.8, color=COLOURS[seat["seat"] % len(COLOURS)])
            axes.errorbar(position, rate, yerr=[[rate - low], [high - rate]], color="black",
                          capsize=3)
            ticks.append(position)
            labels.append(words.text("report-players-short", players=group["players"]) + "\n"
                          + words.text("report-seat", seat=seat["seat"] + 1))
            position += 1
        axes.hlines(fair, start - 0.5, position - 0.5, colors="grey", linestyles="dashed")
        position += 0.8
    axes.set_xticks(ticks, labels, fontsize=8)
    axes.set_ylabel(words.text("report-balance-seats-axis"))
    axes.set_title(words.text("report-balance-seats-title"))
    return save_figure(figure, path)


def plot_money(report: dict[str, Any], path: Path, words: ReportWords) -> Path:
    """Mean money per player by source, stacked, one bar per player count."""
    groups = report["groups"]
    sources = sorted({source for group in groups for source in group["sources"]})
    figure, axes = plt.subplots(figsize=(6, 4))
    names = [words.text("report-players", players=group["players"]) for group in groups]
    bottoms = [0.0] * len(groups)
    for index, source in enumerate(sources):
        values = [group["sources"].get(source, {}).get("mean_per_player", 0.0)
                  for group in groups]
        axes.bar(names, values, bottom=bottoms, label=words.source(source),
                 color=COLOURS[index % len(COLOURS)])
        bottoms = [b + v for b, v in zip(bottoms, values, strict=True)]
    axes.set_ylabel(words.text("report-balance-money-axis"))
    axes.set_title(words.text("report-balance-money-title"))
    axes.legend(fontsize=8)
    return save_figure(figure, path)


def plot_cards(report: dict[str, Any], path: Path, words: ReportWords) -> Path:
    """Pick rate against pick→win rate of every card, one panel per player count."""
    groups = report["groups"]
    threshold = report["config"]["threshold"]
    figure, panels = plt.subplots(1, len(groups), figsize=(5 * len(groups), 4.5), squeeze=False)
    for axes, group in zip(panels[0], groups, strict=True):
        centre = group["outliers"]["mean_card_win_rate"]
        axes.axhspan(centre - threshold, centre + threshold, color="#eeeeee")
        axes.axhline(centre, color="grey", linestyle="dashed")
        for kind, colour in KIND_COLOURS.items():
            cards = [c for c in group["cards"] if c.get("kind") == kind and c["picked"]]
            if not cards:
                continue
            rates = [c["win_rate"] for c in cards]
            errors = [[r - c["win_rate_ci95"][0] for r, c in zip(rates, cards, strict=True)],
                      [c["win_rate_ci95"][1] - r for r, c in zip(rates, cards, strict=True)]]
            axes.errorbar([c["pick_rate"] for c in cards], rates, yerr=errors, fmt="o",
                          markersize=3, color=colour, ecolor=colour, alpha=0.7,
                          label=words.text("report-kind", kind=kind))
        for card in group["outliers"]["cards"]:
            axes.annotate(card["card"], (card["pick_rate"], card["win_rate"]), fontsize=7)
        axes.set_title(words.text("report-balance-cards-panel", players=group["players"],
                                  games=group["games"]))
        axes.set_xlabel(words.text("report-col-pick-rate"))
        axes.set_ylabel(words.text("report-pick-win-axis"))
        axes.legend(fontsize=7)
    return save_figure(figure, path)


def write_plots(report: dict[str, Any], folder: Path, words: ReportWords) -> list[Path]:
    """Every chart of the report into ``folder``, worded by ``words``."""
    use_fonts(words.lang)
    return [
        plot_seats(report, folder / "seat_win_rates.png", words),
        plot_money(report, folder / "money_by_source.png", words),
        plot_cards(report, folder / "card_win_rates.png", words),
    ]
