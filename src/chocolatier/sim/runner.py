"""Play one game between bots through the game protocol, watching the engine as it goes.

The runner is the only place where bots meet the true state: each decision is asked on a clone
determinised for the deciding seat (:meth:`State.determinize`), never on the state itself. When
several seats act at once (a simultaneous step) each of them is asked in seat order and its
action applied; a seat never sees another's pending choice because the determinised clone hides
it.

Everything that can go wrong in the engine is caught and reported rather than raised: an
exception while applying (or listing, or writing) an action, a bot choosing an illegal action,
a broken invariant (checked after *every* action), or a game that does not end. The outcome then
carries the error and the record of the game up to the failure, so that it can be saved and
replayed.
"""

from __future__ import annotations

import time
import traceback
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from chocolatier.bots.base import Budget, make_bot
from chocolatier.core.match import Match
from chocolatier.core.rng import Rng, derive_seed
from chocolatier.sim.days import DayTracker, Snapshot


@dataclass(frozen=True)
class GameTask:
    """Everything needed to play one game, picklable for worker processes.

    ``seed`` is the run's seed and ``index`` the game's number in the run: the game seed and the
    bot seeds are derived from both, so a game is reproducible on its own.
    """

    game: str
    num_players: int
    seed: int
    index: int
    bots: tuple[str, ...]
    options: dict[str, Any] = field(default_factory=dict)
    budget: Budget | None = None
    max_actions: int = 200_000
    track_days: bool = False

    @property
    def game_seed(self) -> int:
        """The seed the game itself is set up with."""
        return derive_seed(self.seed, "game", self.index)

    def bot_seed(self, seat: int) -> int:
        """The seed of the bot in ``seat``."""
        return derive_seed(self.seed, "bot", self.index, seat)


@dataclass(frozen=True)
class GameOutcome:
    """How one game went. ``result`` and ``record`` are JSON-ready dictionaries.

    ``error`` is ``None`` for a sound, finished game; otherwise it says what went wrong, and
    ``record`` holds the moves up to the failure (including the move that broke an invariant).
    ``money_by_day`` (when asked for) is the per-seat money at the end of each day (or round),
    read from the spectator view (:mod:`chocolatier.sim.days`). ``decision_cpu`` is, per seat,
    the CPU seconds its bot spent on each of its decisions (``choose`` alone, without the
    harness's determinisation): the one part of an outcome that does not replay from the seed.
    """

    index: int
    seed: int
    bots: tuple[str, ...]
    record: dict[str, Any]
    result: dict[str, Any] | None
    error: str | None
    actions: int
    money_by_day: list[Snapshot] | None = None
    decision_cpu: tuple[tuple[float, ...], ...] = ()

    @property
    def ok(self) -> bool:
        """True when the game finished without an error."""
        return self.error is None and self.result is not None


def player_names(bots: tuple[str, ...]) -> list[str]:
    """The player names written into records: ``bot:<spec>`` per seat."""
    return [f"bot:{spec}" for spec in bots]


def play_game(task: GameTask) -> GameOutcome:
    """Play ``task`` to the end (or to the first failure) and describe how it went."""
    match = Match.new(
        task.game,
        task.num_players,
        task.game_seed,
        task.options,
        players=player_names(task.bots),
    )
    bots = [
        make_bot(spec, task.game, task.bot_seed(seat), task.budget)
        for seat, spec in enumerate(task.bots)
    ]
    # One generator for every determinisation of the game: seeded, so decisions are repeatable.
    determinizer = Rng(derive_seed(task.seed, "determinize", task.index))
    days = DayTracker(match.state) if task.track_days else None
    error: str | None = None
    actions = 0
    cpu: list[list[float]] = [[] for _ in bots]
    try:
        while error is None and not match.state.is_terminal():
            for seat in match.state.to_act():
                # A commitment may end the simultaneous step, so re-check before each seat.
                if seat not in match.state.to_act():
                    continue
                if actions >= task.max_actions:
                    error = f"the game did not end within {task.max_actions} actions"
                    break
                error = _step(match, seat, bots[seat], determinizer, cpu[seat])
                actions += 1
                if days is not None and error is None:
                    days.observe(match.state)
                if error is not None:
                    break
    except Exception as exc:  # the engine failed outside an action (to_act, is_terminal, ...)
        error = _describe(exc, f"after move {len(match.log)}")
    result = None
    if error is None:
        try:
            final = match.state.result()
            result = final.to_json() if final is not None else None
            if result is None:
                error = "the game is over but has no result"
        except Exception as exc:
            error = _describe(exc, "computing the result")
    if days is not None and error is None:
        days.finish(match.state)
    return GameOutcome(
        index=task.index,
        seed=task.game_seed,
        bots=task.bots,
        record=match.record().to_json(),
        result=result,
        error=error,
        actions=actions,
        money_by_day=days.money if days is not None and error is None else None,
        decision_cpu=tuple(tuple(seconds) for seconds in cpu),
    )


def _step(match: Match, seat: int, bot: Any, determinizer: Rng, cpu: list[float]
          ) -> str | None:
    """Ask ``seat``'s bot and apply its action; an error message, or ``None`` when sound.
    The CPU time of the bot's ``choose`` is appended to ``cpu``."""
    where = f"move {len(match.log) + 1} (seat {seat})"
    try:
        state = match.state
        # A bot blind to hidden information plays the same on any determinisation: skip the
        # re-draw (a fifth of a heuristic game's cost), and leave ``determinizer`` untouched.
        if bot.blind_to_hidden:
            # Listed before the copy, the legal actions are listed once: engines that keep the
            # list with the position share it with the copy, and the bot and the engine's
            # check of the chosen action both read it.
            state.legal_actions(seat)
            view = state.clone()
        else:
            view = state.determinize(seat, determinizer)
        # CPU, not wall time: on a shared machine, wall time measures the neighbours' load.
        started = time.process_time()
        action = bot.choose(view, seat)
        cpu.append(time.process_time() - started)
    except Exception as exc:
        return _describe(exc, f"{where}: the bot {bot!r} failed")
    try:
        text = match.state.notation(seat, action)
    except Exception as exc:
        return _describe(exc, f"{where}: writing the action {action!r}")
    try:
        match.push(seat, action)
    except Exception as exc:
        return _describe(exc, f"{where} {text!r}")
    try:
        broken = match.state.invariant_violations()
    except Exception as exc:
        return _describe(exc, f"{where} {text!r}: checking invariants")
    if broken:
        return f"{where} {text!r}: invariant broken: " + "; ".join(broken)
    return None


def _describe(exc: BaseException, where: str) -> str:
    """``where: Type: message`` plus the innermost frame, enough to find the bug."""
    frames = traceback.extract_tb(exc.__traceback__)
    origin = f" (at {Path(frames[-1].filename).name}:{frames[-1].lineno})" if frames else ""
    return f"{where}: {type(exc).__name__}: {exc}{origin}"
