"""The balance report of Chocolate Factory: many games between good bots for each player count.

For each player count, ``games`` seeded games with one bot in every seat (``heuristic`` by
default) are played (in this process, worker processes or as Ray tasks, :mod:`.pool`), replayed
for their picks (:mod:`.analysis`) and summed up as :func:`~.analysis.group_report` does:

* seat win rates with 95% Wilson intervals (a fair game keeps ``1 / players`` inside them);
* money by source and by score category (mean per player, share of all money);
* every card's pick rate and pick→win rate (the mean win share of the seats that picked it);
* **outliers**: cards whose pick→win rate is more than ``threshold`` (15 points) away from the
  mean of the cards' rates, among cards picked at least ``min_picks`` times (fewer picks give
  intervals too wide to read anything into).

:func:`write_report` turns the report into ``balance.md`` with PNG plots and the JSON beside it.
The same configuration gives the same report and files, byte for byte.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from chocolatier.core.errors import ChocolatierError
from chocolatier.core.record import GameRecord
from chocolatier.core.registry import get_game
from chocolatier.sim.analysis import GroupTally, add_game, examine_record, group_report
from chocolatier.sim.pool import run_games
from chocolatier.sim.ray_backend import RunInfo
from chocolatier.sim.runner import GameOutcome, GameTask, player_names
from chocolatier.sim.simulate import (
    SimulationConfig,
    at_least,
    record_name,
    saved_record_path,
)
from chocolatier.sim.statistics import mean, rounded
from chocolatier.sim.words import ReportWords

GAME = "factory"


@dataclass(frozen=True)
class BalanceConfig:
    """What to play for the report."""

    players: tuple[int, ...] = (2, 3, 4)
    games: int | tuple[int, ...] = 2000  # for every player count, or one per count
    seed: int = 0
    bot: str = "heuristic"
    options: dict[str, Any] = field(default_factory=dict)
    workers: int = 1
    ray: str | None = None
    records: Path | None = None
    threshold: float = 0.15
    min_picks: int = 30

    def games_of(self, players: int) -> int:
        """The number of games of one player count."""
        if isinstance(self.games, int):
            return self.games
        return self.games[self.players.index(players)]

    def simulation(self, players: int) -> SimulationConfig:
        """The simulation of one player count (records in ``<records>/<n>p``)."""
        return SimulationConfig(
            game=GAME,
            num_players=players,
            games=self.games_of(players),
            seed=self.seed,
            bots=(self.bot,),
            options=dict(self.options),
            workers=self.workers,
            ray=self.ray,
            records=self.records / f"{players}p" if self.records is not None else None,
        )

    def validate(self) -> None:
        """Raise ``ChocolatierError``/``ValueError`` with a message for a bad setup."""
        if not self.players:
            raise ValueError("at least one player count is needed")
        for players in self.players:
            if not 2 <= players <= 4:
                raise ValueError(f"balance is for 2–4 players, not {players}")
        if not isinstance(self.games, int) and len(self.games) != len(self.players):
            raise ValueError("give one number of games, or one per player count")
        at_least("--games", min(self.games_of(players) for players in self.players), 1)
        for players in self.players:
            self.simulation(players).validate()

    def to_json(self) -> dict[str, Any]:
        """The configuration as it goes into the report."""
        return {
            "game": GAME,
            "players": list(self.players),
            "games": [self.games_of(players) for players in self.players],
            "seed": self.seed,
            "bot": self.bot,
            "options": self.options,
            "threshold": self.threshold,
            "min_picks": self.min_picks,
        }


def outliers(cards: Sequence[dict[str, Any]], threshold: float, min_picks: int
             ) -> dict[str, Any]:
    """Cards whose pick→win rate is more than ``threshold`` from the mean of the cards' rates
    (cards picked at least ``min_picks`` times), furthest first."""
    counted = [card for card in cards if card["picked"] >= min_picks]
    centre = mean([card["win_rate"] for card in counted])
    far = [
        {**card, "off_mean": rounded(card["win_rate"] - centre)}
        for card in counted
        if abs(card["win_rate"] - centre) > threshold
    ]
    far.sort(key=lambda card: (-abs(card["off_mean"]), card["card"]))
    return {
        "mean_card_win_rate": rounded(centre),
        "cards_counted": len(counted),
        "cards_too_few_picks": len(cards) - len(counted),
        "cards": far,
    }


def summarize_count(config: BalanceConfig, players: int, outcomes: Sequence[GameOutcome]
                    ) -> dict[str, Any]:
    """The figures of one player count from its games (in game order)."""
    simulation = config.simulation(players)
    tally = GroupTally(GAME, players, seat_wins=[0.0] * players,
                       seat_scores=[[] for _ in range(players)])
    errors = []
    for outcome in outcomes:
        path = saved_record_path(outcome, simulation.records, simulation.digest())
        if not outcome.ok:
            errors.append({"game": outcome.index, "seed": outcome.seed,
                           "message": outcome.error, "record": str(path)})
            continue
        examined = examine_record(GameRecord.from_json(outcome.record))
        if examined.invalid is not None:  # the engine disagrees with its own record: a bug
            errors.append({"game": outcome.index, "seed": outcome.seed,
                           "message": f"replay: {examined.invalid}", "record": str(path)})
            continue
        add_game(tally, examined.result, examined.picks)
    group = group_report(tally)
    group["errors"] = errors
    group["mean_actions"] = rounded(mean([o.actions for o in outcomes if o.ok]))
    group["outliers"] = outliers(group["cards"], config.threshold, config.min_picks)
    return group


def recorded(simulation: SimulationConfig, task: GameTask) -> GameOutcome | None:
    """``task``'s outcome read back from its record in the records folder, when that record is
    of this very game (seed, players, options) and finished; else ``None`` (play it)."""
    if simulation.records is None:
        return None
    path = simulation.records / record_name(task.index)
    if not path.is_file():
        return None
    try:
        record = GameRecord.load(path)
        options = get_game(task.game).normalize_options(task.num_players, task.options)
    except ChocolatierError:
        return None
    if (
        record.game != task.game
        or record.seed != task.game_seed
        or list(record.players) != player_names(task.bots)
        or record.options != options
        or record.result is None
    ):
        return None
    return GameOutcome(index=task.index, seed=task.game_seed, bots=task.bots,
                       record=record.to_json(), result=record.result, error=None,
                       actions=len(record.moves))


def run_balance(
    config: BalanceConfig,
    on_done: Callable[[GameOutcome], None] | None = None,
    info: RunInfo | None = None,
) -> dict[str, Any]:
    """Play every player count and return the report (JSON-ready, no timings).

    With a records folder, games recorded there by an earlier run of the same configuration are
    read back instead of played (:func:`recorded`): an interrupted run resumes, and the report
    is the one a single run gives (every game is replayed for the figures anyway)."""
    config.validate()
    groups = []
    for players in config.players:
        simulation = config.simulation(players)
        known = {}
        for task in simulation.tasks():
            outcome = recorded(simulation, task)
            if outcome is not None:
                known[task.index] = outcome
                if on_done is not None:
                    on_done(outcome)
        todo = [task for task in simulation.tasks() if task.index not in known]

        def finished(outcome: GameOutcome, simulation: SimulationConfig = simulation) -> None:
            # Saved at once, so that an interrupted run loses only the games under way.
            if simulation.records is not None and outcome.ok:
                saved_record_path(outcome, simulation.records, simulation.digest())
            if on_done is not None:
                on_done(outcome)

        played = run_games(todo, config.workers, finished, config.ray, info)
        outcomes = sorted([*known.values(), *played], key=lambda outcome: outcome.index)
        groups.append(summarize_count(config, players, outcomes))
    return {"config": config.to_json(), "groups": groups}


# -- the written report -----------------------------------------------------------------------


def _pct(value: float) -> str:
    return f"{100 * value:.1f}%"


def _ci(low: float, high: float) -> str:
    return f"{100 * low:.1f}–{100 * high:.1f}"


def _row(cells: Sequence[object]) -> str:
    return "| " + " | ".join(str(cell) for cell in cells) + " |"


def _head(words: ReportWords, columns: Sequence[str]) -> list[str]:
    return [_row([words.text(f"report-col-{column}") for column in columns]),
            "|" + "---|" * len(columns)]


def _seats_table(groups: Sequence[dict[str, Any]], words: ReportWords) -> list[str]:
    lines = _head(words, ("players", "games", "seat", "win-rate", "ci", "fair", "mean-money"))
    for group in groups:
        for seat in group["seats"]:
            low, high = seat["win_rate_ci95"]
            lines.append(_row([group["players"], group["games"], seat["seat"] + 1,
                               _pct(seat["win_rate"]), _ci(low, high),
                               _pct(group["fair_win_rate"]), f"{seat['mean_score']:.1f}"]))
    return lines


def _money_table(groups: Sequence[dict[str, Any]], words: ReportWords) -> list[str]:
    counts = [group["players"] for group in groups]
    lines = [_row([words.text("report-col-source"),
                   *(words.text("report-players", players=n) for n in counts)]),
             "|---|" + "---|" * len(counts)]
    sources = sorted({s for g in groups for s in g["sources"]})
    categories = sorted({c for g in groups for c in g["money"]})
    for source in sources:
        cells = []
        for group in groups:
            figures = group["sources"].get(source)
            cells.append(f"£{figures['mean_per_player']:.2f} ({_pct(figures['share'])})"
                         if figures else "—")
        lines.append(_row([f"**{words.source(source)}**", *cells]))
    for category in categories:
        cells = []
        for group in groups:
            figures = group["money"].get(category)
            cells.append(f"£{figures['mean_per_player']:.2f}" if figures else "—")
        lines.append(_row([words.category(category), *cells]))
    return lines


def _cards_table(cards: Sequence[dict[str, Any]], words: ReportWords,
                 with_offset: bool = False) -> list[str]:
    columns = ("card", "kind", "name", "offered", "picked", "pick-rate", "pick-win", "ci")
    lines = _head(words, (*columns, "off-mean") if with_offset else columns)
    for card in cards:
        low, high = card["win_rate_ci95"]
        kind = card.get("kind", "")
        cells: list[object] = [card["card"], words.text("report-kind", kind=kind) if kind
                               else "", words.card(card), card["offered"], card["picked"],
                               _pct(card["pick_rate"]), _pct(card["win_rate"]), _ci(low, high)]
        if with_offset:
            cells.append(words.text("report-points", points=f"{100 * card['off_mean']:+.1f}"))
        lines.append(_row(cells))
    return lines


def markdown(report: dict[str, Any], images: Sequence[tuple[str, str]], command: str,
             words: ReportWords) -> str:
    """The report as Markdown in ``words``' language (``images``: each plot's path relative
    to the Markdown file, with its title)."""
    config = report["config"]
    groups = report["groups"]
    games = sum(group["games"] for group in groups)
    errors = sum(len(group["errors"]) for group in groups)
    threshold = round(100 * config["threshold"])
    runs = [words.text("report-md-run", games=g, players=n)
            for n, g in zip(config["players"], config["games"], strict=True)]
    t = words.text
    lines = [
        f"# {t('report-md-title')}",
        "",
        t("report-md-generated", command=command, runs=", ".join(runs), bot=config["bot"],
          seed=str(config["seed"]), options=json.dumps(config["options"]), games=games,
          errors=errors),
        "",
        t("report-md-how", threshold=threshold, picks=config["min_picks"]),
        "",
        f"## {t('report-md-seats')}",
        "",
        *_seats_table(groups, words),
        "",
        f"## {t('report-md-money')}",
        "",
        t("report-md-money-note"),
        "",
        *_money_table(groups, words),
        "",
        f"## {t('report-md-outliers', threshold=threshold)}",
        "",
    ]
    for group in groups:
        found = group["outliers"]
        lines += [
            f"### {t('report-players', players=group['players'])}",
            "",
            t("report-md-outliers-mean", counted=found["cards_counted"],
              picks=config["min_picks"], mean=_pct(found["mean_card_win_rate"]),
              left=found["cards_too_few_picks"]),
            "",
        ]
        if found["cards"]:
            lines += [*_cards_table(found["cards"], words, with_offset=True), ""]
        else:
            lines += [t("report-md-no-outlier"), ""]
    lines += [f"## {t('report-md-plots')}", ""]
    lines += [f"![{title}]({image})" for image, title in images]
    lines += ["", f"## {t('report-md-every-card')}", ""]
    for group in groups:
        cards = sorted(group["cards"], key=lambda c: (c.get("kind", ""), c["card"]))
        lines += [f"### {t('report-players', players=group['players'])}", "",
                  *_cards_table(cards, words), ""]
    return "\n".join(lines).rstrip() + "\n"


#: The title of each plot of the report, by its file's name.
PLOT_TITLES = {"seat_win_rates": "report-md-plot-seats",
               "money_by_source": "report-md-plot-money",
               "card_win_rates": "report-md-plot-cards"}


def write_report(report: dict[str, Any], out: Path, command: str,
                 words: ReportWords) -> list[Path]:
    """Write ``out/balance.md``, ``out/balance/balance.json`` and the plots, worded by
    ``words``; returns the paths."""
    from chocolatier.sim.balance_plots import write_plots

    folder = out / "balance"
    folder.mkdir(parents=True, exist_ok=True)
    data = folder / "balance.json"
    data.write_text(json.dumps(report, indent=2, sort_keys=True) + "\n", encoding="utf-8")
    plots = write_plots(report, folder, words)
    page = out / "balance.md"
    images = [(f"balance/{plot.name}", words.text(PLOT_TITLES[plot.stem])) for plot in plots]
    page.write_text(markdown(report, images, command, words), encoding="utf-8")
    return [page, data, *plots]
