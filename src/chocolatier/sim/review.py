"""Game review: how much each decision of a recorded game cost, by the bots' estimate.

For every decision of the reviewed seats (a move with more than one legal action), the reviewer
takes the position before it *as that seat knew it* and puts together candidates: the move
played, the ``search`` bot's choice and the ``heuristic`` bot's choice. When they all agree the
move is the bots' own (loss 0, nothing to estimate). Otherwise each candidate is estimated by
``budget`` rollouts: the seat's determinisation of the position (hidden parts re-drawn, as the
player could not see them), the candidate applied, then the heuristic playing every seat to the
end. The estimate is the seat's mean final score (money in Chocolate Factory, points in
Chocolatl) and its win share. The candidates share their determinisations and bot seeds (common
random numbers), so their difference is measured with less noise than each value.

The loss of a decision is the best candidate's estimate minus the played move's (0 when the
played move is estimated best), with the standard error of that paired difference; it is
labelled with :data:`THRESHOLDS` by its cautious value, the loss less one standard error, so
that rollout noise alone rarely earns a label. A player's accuracy is the
share of its decisions below the inaccuracy threshold; the game's turning points are its three
costliest decisions. Thresholds and method: ``docs/bots.md`` (Game review).
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from chocolatier.bots.base import Bot, make_bot
from chocolatier.core.game import Action, State
from chocolatier.core.record import GameRecord, initial_state
from chocolatier.core.rng import Rng, derive_seed

#: (label, smallest loss in £ or points), most severe first.
THRESHOLDS: tuple[tuple[str, float], ...] = (("blunder", 15.0), ("mistake", 7.0),
                                             ("inaccuracy", 3.0))
#: Bots whose choices are the candidates besides the move played, strongest first.
PROPOSERS = ("search", "heuristic")
#: The policy of every seat in a rollout.
ROLLOUT_BOT = "heuristic"
DEFAULT_BUDGET = 4
TURNING_POINTS = 3


def label(loss: float) -> str | None:
    """The label of a loss: blunder, mistake, inaccuracy, or None below every threshold."""
    for name, least in THRESHOLDS:
        if loss >= least:
            return name
    return None


@dataclass(frozen=True)
class Estimate:
    """A candidate's mean final score and win share for the deciding seat, and the score of
    each rollout."""

    score: float
    win: float
    scores: tuple[float, ...] = ()


@dataclass(frozen=True)
class Decision:
    """One reviewed decision: ``index`` is the move number (1-based) in the record."""

    index: int
    seat: int
    move: str
    best: str
    loss: float
    label: str | None
    legal: int
    played: Estimate | None = None  # None: the bots chose the move played (nothing estimated)
    best_estimate: Estimate | None = None
    stderr: float | None = None  # of the loss (None: not estimated, or a single rollout)

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready dictionary (the estimates are null when nothing was estimated)."""
        return {
            "index": self.index, "seat": self.seat, "move": self.move, "best": self.best,
            "loss": round(self.loss, 2), "label": self.label, "legal_moves": self.legal,
            "stderr": None if self.stderr is None else round(self.stderr, 2),
            "value_played": _estimate_json(self.played),
            "value_best": _estimate_json(self.best_estimate),
        }


def _estimate_json(estimate: Estimate | None) -> dict[str, float] | None:
    if estimate is None:
        return None
    return {"score": round(estimate.score, 2), "win": round(estimate.win, 3)}


@dataclass
class PlayerSummary:
    """A seat's review: its decisions, average loss, accuracy and labels."""

    seat: int
    name: str
    decisions: int = 0
    total_loss: float = 0.0
    labels: dict[str, int] = field(default_factory=lambda: {n: 0 for n, _ in THRESHOLDS})

    @property
    def average_loss(self) -> float:
        """Mean loss per decision."""
        return self.total_loss / self.decisions if self.decisions else 0.0

    @property
    def accuracy(self) -> float:
        """Percentage of decisions below the inaccuracy threshold."""
        if not self.decisions:
            return 100.0
        return 100.0 * (self.decisions - sum(self.labels.values())) / self.decisions

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready dictionary."""
        return {"seat": self.seat, "name": self.name, "decisions": self.decisions,
                "average_loss": round(self.average_loss, 2),
                "accuracy": round(self.accuracy, 1), **self.labels}


@dataclass
class Review:
    """The review of a game: every decision, a summary per player, the turning points."""

    game: str
    budget: int
    decisions: list[Decision]
    players: list[PlayerSummary]

    @property
    def turning_points(self) -> list[Decision]:
        """The costliest decisions (at most three, each with a loss), in game order."""
        costly = sorted((d for d in self.decisions if d.loss > 0),
                        key=lambda d: (-d.loss, d.index))[:TURNING_POINTS]
        return sorted(costly, key=lambda d: d.index)

    def to_json(self) -> dict[str, Any]:
        """The review as JSON: ``decisions``, ``players``, ``turning_points`` and the method."""
        return {
            "game": self.game,
            "budget": self.budget,
            "thresholds": dict(THRESHOLDS),
            "decisions": [d.to_json() for d in self.decisions],
            "players": [p.to_json() for p in self.players],
            "turning_points": [d.index for d in self.turning_points],
        }


def review_record(record: GameRecord, seats: Iterable[int] | None = None,
                  budget: int = DEFAULT_BUDGET, upto: int | None = None,
                  advance: Callable[[], None] | None = None) -> Review:
    """Review the decisions of ``seats`` (default: all) in the first ``upto`` moves (default:
    all) of ``record`` with ``budget`` rollouts per candidate; ``advance()`` is called once per
    move. Raises :class:`~chocolatier.core.errors.RecordError` on a record that does not
    replay."""
    from chocolatier.core.errors import IllegalActionError, RecordError

    if budget < 1:
        raise ValueError(f"the budget is a number of rollouts (1 or more), not {budget}")
    reviewed = set(range(record.num_players) if seats is None else seats)
    for seat in reviewed:
        if not 0 <= seat < record.num_players:
            raise ValueError(f"there is no seat {seat} in a game of {record.num_players}")
    state = initial_state(record)
    moves = record.moves if upto is None else record.moves[:upto]
    decisions: list[Decision] = []
    for index, entry in enumerate(moves, start=1):
        try:
            action = state.parse(entry.seat, entry.move)
            if entry.seat in reviewed and len(state.legal_actions(entry.seat)) > 1:
                decisions.append(_decide(record, state, index, entry.seat, action, budget))
            state.apply(entry.seat, action)
        except IllegalActionError as exc:
            raise RecordError(f"seat {entry.seat}: {exc.reason} [{exc.rule}]", index,
                              entry.move) from exc
        if advance is not None:
            advance()
    players = [PlayerSummary(seat, record.players[seat]) for seat in sorted(reviewed)]
    by_seat = {p.seat: p for p in players}
    for decision in decisions:
        summary = by_seat[decision.seat]
        summary.decisions += 1
        summary.total_loss += decision.loss
        if decision.label is not None:
            summary.labels[decision.label] += 1
    return Review(record.game, budget, decisions, players)


def _decide(record: GameRecord, state: State, index: int, seat: int, played: Action,
            budget: int) -> Decision:
    """Estimate the played move against the bots' choices at this position."""
    seed = derive_seed(record.seed, "review", index)
    rng = Rng(seed)
    candidates = [played]
    for name in PROPOSERS:
        bot = make_bot(name, record.game, seed=derive_seed(seed, name))
        choice = bot.choose(state.determinize(seat, rng), seat)
        if choice not in candidates and state.is_legal(seat, choice):
            candidates.append(choice)
    notation = state.notation(seat, played)
    legal = len(state.legal_actions(seat))
    if len(candidates) == 1:
        return Decision(index, seat, notation, notation, 0.0, None, legal)
    estimates = [_estimate(record, state, seat, action, seed, budget) for action in candidates]
    best = max(range(len(candidates)), key=lambda k: (estimates[k].score, estimates[k].win, -k))
    loss = estimates[best].score - estimates[0].score
    stderr = None
    if budget > 1 and loss > 0:
        diffs = [b - p for b, p in zip(estimates[best].scores, estimates[0].scores, strict=True)]
        stderr = statistics.stdev(diffs) / math.sqrt(budget)
    return Decision(index, seat, notation, state.notation(seat, candidates[best]), loss,
                    label(loss - (stderr or 0.0)), legal, estimates[0], estimates[best], stderr)


def _estimate(record: GameRecord, state: State, seat: int, action: Action, seed: int,
              budget: int) -> Estimate:
    """Mean final score and win share of ``seat`` after ``action``, over ``budget`` rollouts
    (the same determinisations and bot seeds for every candidate)."""
    scores = []
    win = 0.0
    for rollout in range(budget):
        rng = Rng(derive_seed(seed, "rollout", rollout))
        position = state.determinize(seat, rng)
        position.apply(seat, action)
        bots = [make_bot(ROLLOUT_BOT, record.game, seed=derive_seed(seed, rollout, s))
                for s in range(record.num_players)]
        result = _play_out(position, bots, rng)
        scores.append(float(result.scores[seat]))
        win += 1.0 / len(result.winners) if seat in result.winners else 0.0
    return Estimate(sum(scores) / budget, win / budget, tuple(scores))


def _play_out(state: State, bots: list[Bot], rng: Rng) -> Any:
    """Play ``state`` to the end, every seat choosing on its own determinisation."""
    while not state.is_terminal():
        seat = state.to_act()[0]
        state.apply(seat, bots[seat].choose(state.determinize(seat, rng), seat))
    return state.result()
