"""Batch simulation: many seeded games with fixed bots per seat, and a JSON-ready report.

Game ``i`` of a run with seed ``S`` is set up with ``derive_seed(S, "game", i)`` and its bots
with ``derive_seed(S, "bot", i, seat)``, so the same seed gives the same games and the same
report, byte for byte (the report holds no timings). Failing games are reported with their seed
and the path of their saved record.
"""

from __future__ import annotations

import hashlib
import json
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from chocolatier.bots.base import Budget, make_bot
from chocolatier.core.errors import OptionError, shown
from chocolatier.core.record import GameRecord
from chocolatier.core.registry import get_game
from chocolatier.sim.pool import Progress, run_games
from chocolatier.sim.ray_backend import RunInfo
from chocolatier.sim.runner import GameOutcome, GameTask
from chocolatier.sim.statistics import mean, rounded, win_shares


@dataclass(frozen=True)
class SimulationConfig:
    """What to simulate. ``bots`` cycle over the seats when there are fewer bots than seats."""

    game: str
    num_players: int
    games: int
    seed: int
    bots: tuple[str, ...] = ("random",)
    options: dict[str, Any] = field(default_factory=dict)
    budget: Budget | None = None
    records: Path | None = None
    workers: int = 1
    max_actions: int = 200_000
    ray: str | None = None  # a Ray address: the games run as Ray tasks

    @property
    def seat_bots(self) -> tuple[str, ...]:
        """The bot spec of every seat."""
        return tuple(self.bots[seat % len(self.bots)] for seat in range(self.num_players))

    def validate(self) -> dict[str, Any]:
        """Check the setup before playing; returns the normalized options.

        Raises :class:`~chocolatier.core.errors.OptionError` (code and parameters) for a bad
        setup.
        """
        definition = get_game(self.game)
        definition.check_num_players(self.num_players)
        at_least("--games", self.games, 1)
        at_least("--workers", self.workers, 1)
        if not self.bots:
            raise OptionError("no-bot")
        for spec in self.bots:
            make_bot(spec, self.game)
        return definition.normalize_options(self.num_players, self.options)

    def tasks(self) -> list[GameTask]:
        """One task per game."""
        return [
            GameTask(
                game=self.game,
                num_players=self.num_players,
                seed=self.seed,
                index=index,
                bots=self.seat_bots,
                options=dict(self.options),
                budget=self.budget,
                max_actions=self.max_actions,
            )
            for index in range(self.games)
        ]

    def digest(self) -> str:
        """A short stable digest of the configuration (names the failure folder)."""
        return digest([self.game, self.num_players, self.seed, list(self.seat_bots), self.options])


def at_least(option: str, value: int, least: int) -> None:
    """Refuse a count of a run (games, workers) below ``least``: a run of no games or no
    workers would otherwise pass silently and report nothing."""
    if value < least:
        raise OptionError("too-few", option=option, value=shown(value), least=least)


def digest(data: Any) -> str:
    """A short stable digest of JSON-ready ``data``."""
    return hashlib.sha256(json.dumps(data, sort_keys=True).encode()).hexdigest()[:10]


def record_name(index: int) -> str:
    """File name of game ``index``'s record."""
    return f"game-{index:05d}.json"


def failure_folder(config_digest: str) -> Path:
    """Where failing records go when no records folder is given: stable for a configuration,
    so that the same run reports the same paths."""
    return Path(tempfile.gettempdir()) / "chocolatier-failures" / config_digest


def saved_record_path(
    outcome: GameOutcome, records: Path | None, config_digest: str
) -> Path | None:
    """Save ``outcome``'s record into ``records``, or into the failure folder when it failed
    and no folder is given; returns the path (``None``: not saved)."""
    if records is not None:
        return save_record(outcome, records)
    if not outcome.ok:
        return save_record(outcome, failure_folder(config_digest))
    return None


def save_record(outcome: GameOutcome, folder: Path) -> Path:
    """Write ``outcome``'s record into ``folder``; returns the path."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / record_name(outcome.index)
    path.write_text(GameRecord.from_json(outcome.record).dumps(), encoding="utf-8")
    return path


def simulate(
    config: SimulationConfig, on_done: Progress | None = None, info: RunInfo | None = None
) -> dict[str, Any]:
    """Play the configured games and return the report (see :func:`summarize`); a Ray run
    fills ``info`` (the report itself is the same as a local run's)."""
    config.validate()
    outcomes = run_games(config.tasks(), config.workers, on_done, config.ray, info)
    return summarize(config, outcomes)


def summarize(config: SimulationConfig, outcomes: Sequence[GameOutcome]) -> dict[str, Any]:
    """The JSON-ready report of a simulation; saves records (all when asked, failures always).

    Keys: ``game``, ``players``, ``bots`` (per seat), ``seed``, ``options``, ``games``,
    ``completed``, ``errors``, ``error_details`` (``game``, ``seed``, ``message``, ``record``),
    ``seat_wins`` (shared on ties), ``mean_score`` (per seat), ``mean_actions``, ``records`` (the
    folder or ``None``) and, for one player, ``solo_wins``.
    """
    n = config.num_players
    seat_wins = [0.0] * n
    score_lists: list[list[int]] = [[] for _ in range(n)]
    error_details = []
    solo_wins = 0
    for outcome in outcomes:
        path = saved_record_path(outcome, config.records, config.digest())
        if not outcome.ok or outcome.result is None:
            error_details.append(
                {
                    "game": outcome.index,
                    "seed": outcome.seed,
                    "message": outcome.error,
                    "record": str(path),
                }
            )
            continue
        winners = outcome.result["winners"]
        for seat, share in enumerate(win_shares(winners, n)):
            seat_wins[seat] += share
        for seat, score in enumerate(outcome.result["scores"]):
            score_lists[seat].append(score)
        if n == 1 and winners == [0]:
            solo_wins += 1
    completed = len(outcomes) - len(error_details)
    report: dict[str, Any] = {
        "game": config.game,
        "players": n,
        "bots": list(config.seat_bots),
        "seed": config.seed,
        "options": config.options,
        "games": len(outcomes),
        "completed": completed,
        "errors": len(error_details),
        "error_details": error_details,
        "seat_wins": [rounded(w) for w in seat_wins],
        "mean_score": [rounded(mean(scores)) for scores in score_lists],
        "mean_actions": rounded(mean([o.actions for o in outcomes if o.ok])),
        "records": str(config.records) if config.records is not None else None,
    }
    if n == 1:
        report["solo_wins"] = solo_wins
    return report


def parse_options(pairs: Sequence[str]) -> dict[str, Any]:
    """``key=value`` strings to a dict; values are read as JSON when they parse, else text.

    ``days=3`` gives an integer, ``stores=["A","B","A","B","A"]`` a list, ``mode=simultaneous`` a
    string.
    """
    options: dict[str, Any] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key.strip():
            raise OptionError("not-key-value", text=pair)
        try:
            options[key.strip()] = json.loads(value)
        except json.JSONDecodeError:
            options[key.strip()] = value
    return options


def parse_bots(text: str) -> tuple[str, ...]:
    """``random,heuristic`` to ``("random", "heuristic")``."""
    bots = tuple(spec.strip() for spec in text.split(",") if spec.strip())
    if not bots:
        raise OptionError("no-bot")
    return bots
