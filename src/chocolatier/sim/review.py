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
that rollout noise alone rarely earns a label. A player's accuracy falls continuously with its
average loss per decision (:data:`ACCURACY_SCALE`), not with the share of labelled decisions:
a weak player's losses are spread over many small steps, each below every threshold. The game's
turning points are its three costliest decisions. Moves a seat's stand-in bot made for it (the
web table's time-outs and concessions: ``standin``) are not the player's: they are left out and
only counted.
Thresholds and method: ``docs/bots.md`` (Game review).
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Callable, Collection, Iterable, Sequence
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
#: The policy of every seat in a rollout; ``net`` (the default): the learned value network
#: (:func:`_net_estimate`) where the game has one, else the heuristic's rollouts.
ROLLOUT_BOT = "net"
NET = "net"
#: Plays the short roll-out before the network values a position.
NET_ROLLOUT_BOT = "heuristic:fast"
#: Plays the rollouts when the game has no network.
ROLLOUT_FALLBACK = "heuristic"
#: Decisions' themes by the phase they are taken in (Chocolate Factory); a draft step placing a
#: part is ``placement``. Words: ``valuenet-theme-<theme>`` (valuenet.ftl).
PHASE_THEMES = {"draft": "draft", "run": "shifts", "fulfil": "orders", "agent": "stores",
                "cleanup": "cleanup"}
DEFAULT_BUDGET = 4
TURNING_POINTS = 3
#: £ (or points) of average loss per decision that divide a player's accuracy by e:
#: accuracy = 100·exp(−average loss / scale), the geometric mean of the decisions' own
#: accuracies 100·exp(−loss / scale). The scale is lichess's accuracy curve (a move's accuracy
#: falls by exp(−0.04354) per point of win chance lost) read in pounds at an even position,
#: where £1 of expected margin is worth 100 / (4 × £6) ≈ 4.2 points of win chance (the margin
#: to win-chance scale of ``mcts``): 1 / (0.04354 × 4.17) ≈ £5.5. Why not lichess's win chance
#: itself, nor the share of unlabelled decisions: docs/bots.md (Game review, accuracy).
ACCURACY_SCALE = 5.5


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
    # the moves as structured events (code + parameters), for clients that word them
    move_event: dict[str, Any] | None = None
    best_event: dict[str, Any] | None = None
    theme: str | None = None  # what the decision was about (:data:`PHASE_THEMES`)

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready dictionary (the estimates are null when nothing was estimated)."""
        return {"theme": self.theme,
            "index": self.index, "seat": self.seat, "move": self.move, "best": self.best,
            "loss": round(self.loss, 2), "label": self.label, "legal_moves": self.legal,
            "stderr": None if self.stderr is None else round(self.stderr, 2),
            "value_played": _estimate_json(self.played),
            "value_best": _estimate_json(self.best_estimate),
            "move_event": self.move_event, "best_event": self.best_event,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Decision:
        """The decision :meth:`to_json` wrote (the rollout scores are not kept)."""
        def estimate(value: dict[str, float] | None) -> Estimate | None:
            return None if value is None else Estimate(value["score"], value["win"])

        return cls(data["index"], data["seat"], data["move"], data["best"], data["loss"],
                   data["label"], data["legal_moves"], estimate(data["value_played"]),
                   estimate(data["value_best"]), data["stderr"], data.get("move_event"),
                   data.get("best_event"), data.get("theme"))


def _estimate_json(estimate: Estimate | None) -> dict[str, float] | None:
    if estimate is None:
        return None
    return {"score": round(estimate.score, 2), "win": round(estimate.win, 3)}


@dataclass
class PlayerSummary:
    """A seat's review: its decisions, average loss, accuracy and labels, and how many of its
    moves its stand-in made (not reviewed)."""

    seat: int
    name: str
    decisions: int = 0
    total_loss: float = 0.0
    labels: dict[str, int] = field(default_factory=lambda: {n: 0 for n, _ in THRESHOLDS})
    standin_moves: int = 0
    #: Losses by theme (``theme``, ``loss`` in £ or points, ``count`` of the decisions that lost
    #: anything) and, for Chocolate Factory, what the seat was left with at the end
    #: (``coal-left``, ``orders-unsupplied``, ``chocolates-left``: ``count``); costliest first.
    themes: list[dict[str, Any]] = field(default_factory=list)

    @property
    def average_loss(self) -> float:
        """Mean loss per decision."""
        return self.total_loss / self.decisions if self.decisions else 0.0

    @property
    def accuracy(self) -> float:
        """100·exp(−average loss / :data:`ACCURACY_SCALE`): 100 when no decision lost anything,
        the geometric mean of the decisions' accuracies 100·exp(−loss / scale)."""
        return 100.0 * math.exp(-self.average_loss / ACCURACY_SCALE)

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready dictionary."""
        return {"seat": self.seat, "name": self.name, "decisions": self.decisions,
                "average_loss": round(self.average_loss, 2),
                "accuracy": round(self.accuracy, 1), "standin_moves": self.standin_moves,
                "themes": self.themes, **self.labels}


@dataclass
class Review:
    """The review of a game: every decision, a summary per player, the turning points."""

    game: str
    budget: int
    decisions: list[Decision]
    players: list[PlayerSummary]
    bots: tuple[str, ...]  # whose choices were the candidates
    rollout: str  # who played the rollouts out

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
            "bots": list(self.bots),
            "rollout": self.rollout,
            "thresholds": dict(THRESHOLDS),
            "decisions": [d.to_json() for d in self.decisions],
            "players": [p.to_json() for p in self.players],
            "turning_points": [d.index for d in self.turning_points],
        }


def review_record(record: GameRecord, seats: Iterable[int] | None = None,
                  budget: int = DEFAULT_BUDGET, upto: int | None = None,
                  advance: Callable[[], None] | None = None,
                  proposers: Sequence[str] = PROPOSERS, rollout: str = ROLLOUT_BOT,
                  standin: Collection[int] = ()) -> Review:
    """Review the decisions of ``seats`` (default: all) in the first ``upto`` moves (default:
    all) of ``record`` with ``budget`` rollouts per candidate, the candidates proposed by
    ``proposers`` and played out by ``rollout``, leaving out the ``standin`` moves (see
    :func:`review_moves`); ``advance()`` is called once per move. Raises
    :class:`~chocolatier.core.errors.RecordError` on a record that does not replay."""
    decisions = review_moves(record, seats, budget, 0, upto, advance, proposers, rollout, standin)
    return summarize(record, decisions, seats, budget, proposers, rollout, standin, upto)


def method(record: GameRecord, rollout: str) -> str:
    """How the candidates of ``record`` are valued: ``net`` when asked and the game has a
    network, else the rollout bot (:data:`ROLLOUT_FALLBACK` for a ``net`` the game lacks)."""
    if rollout != NET:
        return rollout
    return NET if _net(record.game, initial_state(record)) is not None else ROLLOUT_FALLBACK


def review_moves(record: GameRecord, seats: Iterable[int] | None = None,
                 budget: int = DEFAULT_BUDGET, start: int = 0, stop: int | None = None,
                 advance: Callable[[], None] | None = None,
                 proposers: Sequence[str] = PROPOSERS,
                 rollout: str = ROLLOUT_BOT, standin: Collection[int] = ()) -> list[Decision]:
    """The reviewed decisions among moves ``start`` to ``stop`` (0-based, ``stop`` excluded;
    default: to the end). The moves before ``start`` are replayed, not reviewed, so a long
    review can be cut into pieces (the web table's worker does) with the same decisions as one
    whole run: each decision's estimates depend only on the record and the move number.
    ``proposers`` are the bots whose choices are candidates (strongest first), ``rollout`` the
    bot playing every seat in the rollouts. ``standin`` holds the numbers (1-based) of the
    moves a seat's stand-in bot made for it: they are not the player's, so not reviewed."""
    from chocolatier.core.errors import IllegalActionError, RecordError

    if budget < 1:
        raise ValueError(f"the budget is a number of rollouts (1 or more), not {budget}")
    rollout = method(record, rollout)
    reviewed = _seats(record, seats)
    state = initial_state(record)
    stop = len(record.moves) if stop is None else min(stop, len(record.moves))
    decisions: list[Decision] = []
    for index, entry in enumerate(record.moves[:stop], start=1):
        try:
            action = state.parse(entry.seat, entry.move)
            if (index > start and entry.seat in reviewed and index not in standin
                    and len(state.legal_actions(entry.seat)) > 1):
                decisions.append(_decide(record, state, index, entry.seat, action, budget,
                                         proposers, rollout))
            state.apply(entry.seat, action)
        except IllegalActionError as exc:
            raise RecordError(f"seat {entry.seat}: {exc.reason} [{exc.rule}]", index,
                              entry.move, entry.seat) from exc
        if advance is not None and index > start:
            advance()
    return decisions


def summarize(record: GameRecord, decisions: Iterable[Decision],
              seats: Iterable[int] | None = None, budget: int = DEFAULT_BUDGET,
              proposers: Sequence[str] = PROPOSERS, rollout: str = ROLLOUT_BOT,
              standin: Collection[int] = (), upto: int | None = None) -> Review:
    """The review made of ``decisions``: each reviewed seat's average loss, accuracy and
    labels, and how many of its moves (of the first ``upto``) were its stand-in's."""
    rollout = method(record, rollout)
    players = [PlayerSummary(seat, record.players[seat])
               for seat in sorted(_seats(record, seats))]
    by_seat = {p.seat: p for p in players}
    last = len(record.moves) if upto is None else min(upto, len(record.moves))
    for index in standin:
        if 1 <= index <= last:
            seat = record.moves[index - 1].seat
            if seat in by_seat:
                by_seat[seat].standin_moves += 1
    decisions = list(decisions)
    lost: dict[int, dict[str, list[float]]] = {seat: {} for seat in by_seat}
    for decision in decisions:
        summary = by_seat[decision.seat]
        summary.decisions += 1
        summary.total_loss += decision.loss
        if decision.label is not None:
            summary.labels[decision.label] += 1
        if decision.loss > 0 and decision.theme is not None:
            lost[decision.seat].setdefault(decision.theme, []).append(decision.loss)
    leftovers = _leftovers(record) if upto is None or upto >= len(record.moves) else {}
    for seat, summary in by_seat.items():
        summary.themes = sorted(
            ({"theme": theme, "loss": round(sum(losses), 2), "count": len(losses)}
             for theme, losses in lost[seat].items()),
            key=lambda t: (-t["loss"], t["theme"]))
        summary.themes += leftovers.get(seat, [])
    return Review(record.game, budget, decisions, players, tuple(proposers), rollout)


def _seats(record: GameRecord, seats: Iterable[int] | None) -> set[int]:
    reviewed = set(range(record.num_players) if seats is None else seats)
    for seat in reviewed:
        if not 0 <= seat < record.num_players:
            raise ValueError(f"there is no seat {seat} in a game of {record.num_players}")
    return reviewed


def _decide(record: GameRecord, state: State, index: int, seat: int, played: Action,
            budget: int, proposers: Sequence[str], rollout: str) -> Decision:
    """Estimate the played move against the bots' choices at this position."""
    seed = derive_seed(record.seed, "review", index)
    rng = Rng(seed)
    theme = _theme(record.game, state, seat)
    candidates = [played]
    for name in proposers:
        bot = make_bot(name, record.game, seed=derive_seed(seed, name))
        choice = bot.choose(state.determinize(seat, rng), seat)
        if choice not in candidates and state.is_legal(seat, choice):
            candidates.append(choice)
    notation = state.notation(seat, played)
    legal = len(state.legal_actions(seat))
    played_event = state.event(seat, played).to_json()
    if len(candidates) == 1:
        return Decision(index, seat, notation, notation, 0.0, None, legal,
                        move_event=played_event, best_event=played_event, theme=theme)
    if rollout == NET:
        net = _net(record.game, state)
        budget = 1  # one exact roll-out to today's end, then the network: nothing to average
        estimates = [_net_estimate(net, state, seat, action, seed) for action in candidates]
    else:
        estimates = [_estimate(record, state, seat, action, seed, budget, rollout)
                     for action in candidates]
    best = max(range(len(candidates)), key=lambda k: (estimates[k].score, estimates[k].win, -k))
    loss = estimates[best].score - estimates[0].score
    stderr = None
    if budget > 1 and loss > 0:
        diffs = [b - p for b, p in zip(estimates[best].scores, estimates[0].scores, strict=True)]
        stderr = statistics.stdev(diffs) / math.sqrt(budget)
    return Decision(index, seat, notation, state.notation(seat, candidates[best]), loss,
                    label(loss - (stderr or 0.0)), legal, estimates[0], estimates[best], stderr,
                    played_event, state.event(seat, candidates[best]).to_json(), theme)


def _theme(game: str, state: State, seat: int) -> str | None:
    """What a Chocolate Factory decision is about (:data:`PHASE_THEMES`); None elsewhere."""
    if game != "factory":
        return None
    from chocolatier.factory.pending import Place

    if isinstance(state.pending[seat], Place):  # type: ignore[attr-defined]
        return "placement"
    return PHASE_THEMES.get(state.phase)  # type: ignore[attr-defined]


def _net(game: str, state: State) -> Any:
    """The value network of a Chocolate Factory position, or None (other games, solo, the
    Master Chocolatier module)."""
    if game != "factory":
        return None
    from chocolatier.bots import value_net

    return value_net.net_for(state)  # type: ignore[arg-type]


def _net_estimate(net: Any, state: State, seat: int, action: Action, seed: int) -> Estimate:
    """``seat``'s expected final margin (£) and win chance after ``action``: the move applied
    on the seat's determinisation, every seat played by the quick heuristic to the end of
    today's Fulfil Orders (tomorrow's, after today's), then the network's estimate. Until then
    nothing hidden is drawn, so one roll-out per candidate is exact given the policies."""
    from chocolatier.bots import value_net
    from chocolatier.bots.factory_lookahead import play_to_day_end

    rng = Rng(derive_seed(seed, "rollout", 0))
    position = state.determinize(seat, rng)
    position.apply(seat, action)
    policies = [make_bot(NET_ROLLOUT_BOT, "factory", seed=derive_seed(seed, 0, s))
                for s in range(position.num_players)]
    play_to_day_end(position, policies)  # type: ignore[arg-type]
    estimate = value_net.evaluate(net, position, seat)  # type: ignore[arg-type]
    return Estimate(estimate.margin, estimate.win, (estimate.margin,))


def _leftovers(record: GameRecord) -> dict[int, list[dict[str, Any]]]:
    """What every seat of a finished Chocolate Factory game was left with (coal, orders never
    supplied, chocolates), as themes; nothing for other games or unfinished records."""
    if record.game != "factory" or record.result is None or record.num_players < 2:
        return {}
    from chocolatier.core.record import replay

    final = replay(record)
    left: dict[int, list[dict[str, Any]]] = {}
    for seat, breakdown in enumerate(record.result.get("breakdown", [])):
        items = [("coal-left", final.coal[seat]),  # type: ignore[attr-defined]
                 ("orders-unsupplied", len(final.orders[seat])),  # type: ignore[attr-defined]
                 ("chocolates-left", breakdown.get("leftover_chocolates", 0))]
        left[seat] = [{"theme": theme, "count": count} for theme, count in items if count]
    return left


def _estimate(record: GameRecord, state: State, seat: int, action: Action, seed: int,
              budget: int, rollout_bot: str) -> Estimate:
    """Mean final score and win share of ``seat`` after ``action``, over ``budget`` rollouts
    (the same determinisations and bot seeds for every candidate)."""
    scores = []
    win = 0.0
    for rollout in range(budget):
        rng = Rng(derive_seed(seed, "rollout", rollout))
        position = state.determinize(seat, rng)
        position.apply(seat, action)
        bots = [make_bot(rollout_bot, record.game, seed=derive_seed(seed, rollout, s))
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
