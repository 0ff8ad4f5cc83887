"""Seat-rotated tournaments between bots, with honest per-bot statistics.

Seat rotation: games are played in *blocks* of line-ups in which every bot sits in every seat
equally often. With at least as many bots as seats and a block of at most
:data:`MAX_PERMUTATION_BLOCK` line-ups, the block is every ordered choice of distinct bots (so
each pair also meets in both seat orders); otherwise it is the cyclic rotations of the bot list
(bot ``(seat + r) mod B`` in ``seat`` for ``r < B``; with fewer bots than seats a bot holds
several seats). The number of games is rounded up to whole blocks.

Per bot: games, wins (shared on ties, summed over the bot's seats), win rate with a 95% Wilson
interval, mean and standard deviation of its money per seat, mean score margin (its score minus
the best other seat's), an OpenSkill rating from the full rankings, and the same win figures per
seat. Between bots: the head-to-head table, and each bot's CPU time per decision
(:mod:`chocolatier.sim.matchups`). Games that fail are left out of the statistics and listed as
errors.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from itertools import permutations
from pathlib import Path
from typing import Any

from chocolatier.bots.base import Budget, make_bot
from chocolatier.core.errors import OptionError
from chocolatier.core.registry import get_game
from chocolatier.sim.matchups import cpu_per_decision, head_to_head
from chocolatier.sim.pool import Progress, run_games
from chocolatier.sim.ratings import ranking, rate
from chocolatier.sim.ray_backend import RunInfo
from chocolatier.sim.runner import GameOutcome, GameTask
from chocolatier.sim.simulate import at_least, digest, saved_record_path
from chocolatier.sim.statistics import (
    mean,
    rounded,
    score_margins,
    stdev,
    wilson_interval,
    win_shares,
)

# Beyond this many line-ups the all-permutations block gets too long to complete in a run.
MAX_PERMUTATION_BLOCK = 24


def bot_labels(specs: Sequence[str]) -> list[str]:
    """Unique names for the entries: a spec entered twice becomes ``spec#1``, ``spec#2``."""
    labels = []
    for position, spec in enumerate(specs):
        if specs.count(spec) > 1:
            labels.append(f"{spec}#{specs[: position + 1].count(spec)}")
        else:
            labels.append(spec)
    return labels


def rotation_block(num_bots: int, num_players: int) -> list[tuple[int, ...]]:
    """The line-ups of one block: entry index per seat (see the module docstring)."""
    if num_bots >= num_players and math.perm(num_bots, num_players) <= MAX_PERMUTATION_BLOCK:
        return list(permutations(range(num_bots), num_players))
    return [tuple((seat + r) % num_bots for seat in range(num_players)) for r in range(num_bots)]


@dataclass(frozen=True)
class TournamentConfig:
    """What to play: ``bots`` are specs (``random``, ``search:hard``...), one entry each."""

    game: str
    num_players: int
    bots: tuple[str, ...]
    games: int
    seed: int
    options: dict[str, Any] = field(default_factory=dict)
    budget: Budget | None = None
    workers: int = 1
    records: Path | None = None
    track_days: bool = False
    max_actions: int = 200_000
    ray: str | None = None  # a Ray address: the games run as Ray tasks

    @property
    def labels(self) -> list[str]:
        """The entries' unique names."""
        return bot_labels(self.bots)

    def validate(self) -> None:
        """Raise :class:`~chocolatier.core.errors.OptionError` for a bad setup."""
        definition = get_game(self.game)
        definition.check_num_players(self.num_players)
        definition.normalize_options(self.num_players, self.options)
        if not self.bots:
            raise OptionError("no-bot")
        at_least("--games", self.games, 1)
        at_least("--workers", self.workers, 1)
        for spec in self.bots:
            make_bot(spec, self.game)

    def digest(self) -> str:
        """A short stable digest of the configuration (names the failure folder)."""
        return digest(
            ["tournament", self.game, self.num_players, self.seed, self.bots, self.options]
        )

    def lineups(self) -> list[tuple[int, ...]]:
        """The entry index per seat of every game: whole blocks covering ``games``."""
        block = rotation_block(len(self.bots), self.num_players)
        blocks = -(-self.games // len(block))
        return block * blocks

    def tasks(self) -> list[GameTask]:
        """One task per game, seated by :meth:`lineups`."""
        return [
            GameTask(
                game=self.game,
                num_players=self.num_players,
                seed=self.seed,
                index=index,
                bots=tuple(self.bots[entry] for entry in lineup),
                options=dict(self.options),
                budget=self.budget,
                max_actions=self.max_actions,
                track_days=self.track_days,
            )
            for index, lineup in enumerate(self.lineups())
        ]


@dataclass
class TournamentRun:
    """A finished tournament: its configuration, the outcome of every game and the report."""

    config: TournamentConfig
    outcomes: list[GameOutcome]
    report: dict[str, Any]

    def seat_labels(self, outcome: GameOutcome) -> list[str]:
        """The entry label of every seat of ``outcome``."""
        lineup = self.config.lineups()[outcome.index]
        return [self.config.labels[entry] for entry in lineup]


def play_tournament(
    config: TournamentConfig, on_done: Progress | None = None, info: RunInfo | None = None
) -> TournamentRun:
    """Play every game of the tournament and build its report (see :func:`tournament_report`);
    a Ray run fills ``info``."""
    config.validate()
    outcomes = run_games(config.tasks(), config.workers, on_done, config.ray, info)
    paths = {}
    for outcome in outcomes:
        path = saved_record_path(outcome, config.records, config.digest())
        if path is not None:
            paths[outcome.index] = str(path)
    return TournamentRun(config, outcomes, tournament_report(config, outcomes, paths))


def tournament_report(
    config: TournamentConfig,
    outcomes: Sequence[GameOutcome],
    record_paths: dict[int, str] | None = None,
) -> dict[str, Any]:
    """The JSON-ready report: setup, counts, errors (with the path of their saved record),
    ``bots`` (per entry, with per-seat figures), ``seats`` (win rate by seat),
    ``head_to_head`` (per ordered pair of entries) and ``cpu_per_decision`` (per entry; the
    only figures that do not replay from the seed)."""
    record_paths = record_paths or {}
    labels = config.labels
    lineups = config.lineups()
    n = config.num_players
    games = {label: 0 for label in labels}
    wins = {label: 0.0 for label in labels}
    money: dict[str, list[float]] = {label: [] for label in labels}
    margins: dict[str, list[float]] = {label: [] for label in labels}
    seat_games = {label: [0] * n for label in labels}
    seat_wins = {label: [0.0] * n for label in labels}
    overall_seat_wins = [0.0] * n
    rated: list[tuple[list[str], list[int]]] = []
    timed: list[tuple[list[str], tuple[tuple[float, ...], ...]]] = []
    errors = []
    for outcome in outcomes:
        if not outcome.ok or outcome.result is None:
            errors.append(
                {
                    "game": outcome.index,
                    "seed": outcome.seed,
                    "message": outcome.error,
                    "record": record_paths.get(outcome.index),
                }
            )
            continue
        seats = [labels[entry] for entry in lineups[outcome.index]]
        scores, winners = outcome.result["scores"], outcome.result["winners"]
        shares = win_shares(winners, n)
        for label in set(seats):
            games[label] += 1
        for seat, label in enumerate(seats):
            wins[label] += shares[seat]
            money[label].append(scores[seat])
            margins[label].append(score_margins(scores)[seat])
            seat_games[label][seat] += 1
            seat_wins[label][seat] += shares[seat]
            overall_seat_wins[seat] += shares[seat]
        rated.append((seats, ranking(scores, winners)))
        timed.append((seats, outcome.decision_cpu))
    ratings = rate(labels, rated) if n > 1 else {}
    completed = len(outcomes) - len(errors)
    bots = []
    for label, spec in zip(labels, config.bots, strict=True):
        entry: dict[str, Any] = {
            "bot": label,
            "spec": spec,
            **_win_figures(wins[label], games[label]),
            "money_mean": rounded(mean(money[label])),
            "money_sd": rounded(stdev(money[label])),
            "margin_mean": rounded(mean(margins[label])),
            "rating": ratings[label].to_json() if label in ratings else None,
            "seats": [
                {"seat": seat, **_win_figures(seat_wins[label][seat], seat_games[label][seat])}
                for seat in range(n)
            ],
        }
        bots.append(entry)
    return {
        "game": config.game,
        "players": n,
        "seed": config.seed,
        "options": config.options,
        "games": len(outcomes),
        "block": len(rotation_block(len(config.bots), n)),
        "completed": completed,
        "errors": len(errors),
        "error_details": errors,
        "bots": bots,
        "seats": [_win_figures(w, completed) for w in overall_seat_wins],
        "head_to_head": head_to_head(labels, rated),
        "cpu_per_decision": cpu_per_decision(labels, timed),
        "records": str(config.records) if config.records is not None else None,
    }


def _win_figures(wins: float, games: int) -> dict[str, Any]:
    low, high = wilson_interval(wins, games)
    return {
        "games": games,
        "wins": rounded(wins),
        "win_rate": rounded(wins / games if games else 0.0),
        "win_rate_ci95": [rounded(low), rounded(high)],
    }
