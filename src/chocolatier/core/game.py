"""The game protocol: a game definition and its states, shaped like OpenSpiel's state machine.

A :class:`State` says who must act (:meth:`State.to_act`: one seat, several seats at a
simultaneous step, or nobody when the game is over), lists each seat's legal actions (fully
specified: a bot can pick any of them with no further question), applies one, and renders a
per-seat view that hides what the seat may not know. Randomness comes from the state's own seeded
:class:`~chocolatier.core.rng.Rng`, so the seed plus the ordered actions *is* the game.

Actions are small immutable, hashable values defined by each game. Every action has a text
notation (:meth:`State.notation` / :meth:`State.parse`) and a stable integer id in a fixed action
space (:meth:`State.action_id` / :meth:`State.action_from_id`, size
:meth:`Game.num_distinct_actions`) for reinforcement learning.

Simultaneous steps are race-free by construction: each seat in ``to_act()`` commits its action
with :meth:`State.apply`; the step resolves inside the state when the last commitment arrives.
"""

from __future__ import annotations

import hashlib
from abc import ABC, abstractmethod
from collections.abc import Hashable, Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar, TypeVar

from chocolatier.core.errors import IllegalActionError, NotationError
from chocolatier.core.events import ActionTaken, Event
from chocolatier.core.rng import Rng

Action = Hashable
S = TypeVar("S", bound="State")


@dataclass(frozen=True)
class GameResult:
    """The outcome of a finished game.

    ``scores`` is the final money (or points) per seat, ``winners`` the winning seats (several on a
    shared victory), ``breakdown`` one mapping per seat from a scoring category to its amount, and
    ``details`` game-specific extras (for example a solo game's objectives).
    """

    scores: tuple[int, ...]
    winners: tuple[int, ...]
    breakdown: tuple[Mapping[str, int], ...]
    details: Mapping[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready dictionary."""
        return {
            "scores": list(self.scores),
            "winners": list(self.winners),
            "breakdown": [dict(b) for b in self.breakdown],
            "details": dict(self.details),
        }


class Game(ABC):
    """A game definition: its name, player counts, options, and how to start a game."""

    name: ClassVar[str]
    title: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]

    @abstractmethod
    def normalize_options(
        self, num_players: int, options: Mapping[str, Any] | None
    ) -> dict[str, Any]:
        """Validate ``options`` and fill in defaults; the result is JSON-ready and complete.

        Random choices made at setup (e.g. store sides chosen "random") are *not* resolved here,
        they come from the seed, so the normalized options stay what the user asked for.
        Raises :class:`~chocolatier.core.errors.ChocolatierError` (or ``ValueError``) with a
        precise message on a bad option.
        """

    @abstractmethod
    def new_state(
        self, num_players: int, seed: int, options: Mapping[str, Any] | None = None
    ) -> State:
        """A new game at its start, set up from ``seed``."""

    @abstractmethod
    def num_distinct_actions(self, num_players: int) -> int:
        """Size of the fixed action-id space: every id is in ``range(num_distinct_actions())``."""

    def from_snapshot(self, data: Any, seed: int | None = None) -> State:
        """The position a snapshot (:meth:`State.snapshot`) describes, validated: a malformed
        field or a broken invariant raises :class:`~chocolatier.core.errors.SnapshotError`.
        ``seed`` draws the hidden parts a snapshot left out (required then)."""
        from chocolatier.core.errors import SnapshotError

        raise SnapshotError(f"{self.title} has no position snapshots")

    def check_num_players(self, num_players: int) -> None:
        """Raise :class:`~chocolatier.core.errors.OptionError` (a ``ValueError``) when the game
        cannot be played by ``num_players``."""
        if not self.min_players <= num_players <= self.max_players:
            from chocolatier.core.errors import OptionError

            raise OptionError("bad-players", game=self.name, players=num_players,
                              least=self.min_players, most=self.max_players)


class State(ABC):
    """A game position. Mutable; copy it with :meth:`clone`."""

    game: Game
    num_players: int

    # -- whose turn, what they may do ------------------------------------------------------

    @abstractmethod
    def to_act(self) -> tuple[int, ...]:
        """Seats that must act now: one, several (simultaneous step), or none (game over)."""

    def is_terminal(self) -> bool:
        """True when the game is over."""
        return not self.to_act()

    @abstractmethod
    def legal_actions(self, seat: int) -> list[Action]:
        """Every legal action of ``seat`` now (empty when the seat need not act)."""

    @abstractmethod
    def apply(self, seat: int, action: Action) -> None:
        """Apply ``seat``'s action.

        Raises :class:`IllegalActionError` naming the rule when the action is not legal; the
        state is then unchanged.
        """

    def is_legal(self, seat: int, action: Action) -> bool:
        """Whether ``action`` is legal for ``seat`` now."""
        return action in self.legal_actions(seat)

    # -- notation and ids --------------------------------------------------------------------

    @abstractmethod
    def notation(self, seat: int, action: Action) -> str:
        """The action's short text notation (parsed back by :meth:`parse`)."""

    def parse(self, seat: int, text: str) -> Action:
        """The action written ``text``.

        The default matches the notation of the legal actions; games override it to also read
        illegal-but-well-formed actions so that applying them names the rule broken.
        """
        wanted = " ".join(text.split()).lower()
        for action in self.legal_actions(seat):
            if self.notation(seat, action).lower() == wanted:
                return action
        raise NotationError(text, "not-legal")

    def event(self, seat: int, action: Action) -> Event:
        """The structured event of ``seat`` doing ``action`` now (the log entry of the move and
        the description of a legal action; no words). Defaults to the action's notation."""
        return ActionTaken(seat=seat, notation=self.notation(seat, action))

    @abstractmethod
    def action_id(self, seat: int, action: Action) -> int:
        """The action's integer id in the fixed action space."""

    @abstractmethod
    def action_from_id(self, seat: int, action_id: int) -> Action:
        """The action with this id in the current context (raises ``IllegalActionError``)."""

    def legal_action_ids(self, seat: int) -> list[int]:
        """Ids of the legal actions of ``seat`` (a mask for reinforcement learning)."""
        return [self.action_id(seat, a) for a in self.legal_actions(seat)]

    def apply_notation(self, seat: int, text: str) -> Action:
        """Parse ``text`` and apply it; returns the action applied."""
        action = self.parse(seat, text)
        self.apply(seat, action)
        return action

    def apply_id(self, seat: int, action_id: int) -> Action:
        """Apply the action with this id; returns the action applied."""
        action = self.action_from_id(seat, action_id)
        self.apply(seat, action)
        return action

    def require_to_act(self, seat: int, rule: str) -> None:
        """Raise :class:`IllegalActionError` when ``seat`` is not among the seats to act."""
        if not 0 <= seat < self.num_players:
            raise IllegalActionError(rule, "no-such-seat", seat=seat)
        if seat not in self.to_act():
            if self.is_terminal():
                raise IllegalActionError(rule, "game-over")
            raise IllegalActionError(rule, "not-your-turn", seat=seat)

    # -- copies, views, results ------------------------------------------------------------

    @abstractmethod
    def clone(self: S) -> S:
        """An independent copy sharing no mutable data with this state (hand-written, fast)."""

    @abstractmethod
    def determinize(self: S, seat: int, rng: Rng) -> S:
        """A clone in which everything ``seat`` cannot see is re-drawn consistently with what it
        knows (deck orders reshuffled, face-down cards redealt, the random stream reseeded).
        Search bots use this, never the true hidden state."""

    @abstractmethod
    def view(self, seat: int | None) -> Mapping[str, Any]:
        """A JSON-ready view for ``seat`` (``None``: a spectator) hiding what it may not see: a
        plain dict, typed by each game as its contract's TypedDict (``<game>/contract.py``)."""

    @abstractmethod
    def result(self) -> GameResult | None:
        """The outcome when the game is over, else ``None``."""

    @abstractmethod
    def fingerprint(self) -> Any:
        """A canonical structure of the complete state (hidden parts included), for hashing."""

    def snapshot(self, hidden: bool = True) -> dict[str, Any]:
        """The whole position as versioned, human-readable JSON (``docs/snapshots.md``); with
        ``hidden=False`` the hidden parts (deck orders, the random stream) are left out."""
        from chocolatier.core.errors import SnapshotError

        raise SnapshotError(f"{self.game.title} has no position snapshots")

    def state_hash(self) -> str:
        """A stable hex digest of the complete state: equal states have equal hashes."""
        return hashlib.sha256(repr(self.fingerprint()).encode()).hexdigest()[:16]

    def invariant_violations(self) -> list[str]:
        """Broken invariants of this state, in words (empty when sound). Fuzzing calls this."""
        return []

    def rule_now(self, seat: int | None) -> str | None:
        """The rule the game is at for ``seat`` (``None``: a spectator), cited as refusals cite
        theirs (``"§4.3 Run Factory"``): the rules reference opens there. ``None``: none."""
        return None

    def turn_scope(self, seat: int) -> Hashable | None:
        """Token of ``seat``'s current turn (``None``: it is not to act, or every decision is a
        turn of its own): the span of its decisions that one clock times, which lasts while the
        token stays the same (a Chocolate Factory shift or Fulfil Orders, a Chocolatl bidding
        step). A turn ends when the seat has no decision left in it or the step is over."""
        return None

    def undo_scope(self, seat: int) -> Hashable | None:
        """Token of the span in which ``seat`` may take back its own actions (``None``: none).

        :class:`~chocolatier.core.match.Match` allows undoing a seat's last action when the scope
        before it equals the scope now (e.g. the same shift of the same day).
        """
        return None

