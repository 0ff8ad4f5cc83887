"""Both games as OpenSpiel Python games: the state wrapper, its observers and the registration.

How the protocol maps onto OpenSpiel's (see ``docs/openspiel.md``):

- **Chance** is explicit: every draw of the rules (each step of a deck shuffle at setup, the start
  player, the daily employee packets, dice) is a chance node with its uniform outcomes
  (:mod:`.chance`). A player's action that draws is followed by its chance nodes; the action
  takes effect once the last of them is resolved.
- **Simultaneous steps** are sequentialised: the lowest seat still owing its commitment acts
  first. Commitments stay hidden: a seat's observations are its views, which hide the
  commitments of others until the step resolves.
- **Information states** have perfect recall: a seat's key chains a digest of each view it was
  shown (when it changed) and of each of its own actions. It is compact (32 hex digits), so it
  serves as the dictionary key of tabular algorithms; the readable current view is the
  observation string.
- **Legal actions** are the engine's fixed action ids, in ascending order.
- **Clones** use the engine's ``clone()`` (references to immutable values), not ``deepcopy``.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

import msgspec
import numpy as np
import pyspiel

from chocolatier.core.game import Game, State
from chocolatier.core.rng import Rng, derive_seed
from chocolatier.openspiel.chance import ChanceTape, NeedDraw

SETUP = -1  # the "seat" of the pending setup: the game's first chance nodes deal it
_UNKNOWN = -1  # need of a state not resolved yet (only the initial state, for cheap clones)
NO_RESAMPLE_SEED = -1  # game parameter resample_seed: resample with the sampler OpenSpiel passes


@dataclass(frozen=True)
class Spec:
    """One parametrised game: how to deal it and its declared bounds."""

    short_name: str  # the OpenSpiel game and its parameters (to rebuild it when unpickled)
    params: Mapping[str, Any]
    engine: Game
    num_players: int
    start: Callable[[Rng], State]  # the game dealt with this random stream
    num_distinct_actions: int
    max_chance_outcomes: int
    max_chance_nodes: int
    max_game_length: int  # player decisions
    options: Mapping[str, Any] = field(default_factory=dict)  # the engine's game options

    def encoder(self) -> Any:
        """The RL observation encoder (the observation tensor; its layout follows the options)."""
        from chocolatier.observation.encoders import encoder_for

        return encoder_for(self.engine, self.num_players, self.options)


class _Node:
    """A resolved position in a game's history: shared by every clone, never mutated but for
    the per-seat key cache (a pure function of the history)."""

    __slots__ = ("action", "draws", "keys", "legal", "parent", "seat", "state")

    def __init__(self, parent: _Node | None, state: State, seat: int, action: int,
                 draws: tuple[int, ...]) -> None:
        self.parent = parent
        self.state = state
        self.seat = seat  # who acted to reach it (SETUP for the deal)
        self.action = action
        self.draws = draws  # the chance outcomes its action drew
        self.keys: dict[int, tuple[bytes, bytes]] = {}  # seat -> (chain digest, view digest)
        self.legal: dict[int, list[int]] = {}  # seat -> legal action ids, ascending

    def legal_ids(self, seat: int) -> list[int]:
        """``seat``'s legal action ids, ascending (cached: searches ask again and again)."""
        ids = self.legal.get(seat)
        if ids is None:
            ids = self.legal[seat] = sorted(self.state.legal_action_ids(seat))
        return ids


def _view_digest(state: State, seat: int | None) -> bytes:
    return hashlib.blake2b(msgspec.json.encode(state.view(seat)), digest_size=16).digest()


def information_key(node: _Node, seat: int) -> bytes:
    """The perfect-recall key of ``seat`` at ``node`` (see the module docstring)."""
    path = []
    at: _Node | None = node
    while at is not None and seat not in at.keys:
        path.append(at)
        at = at.parent
    chain, last_view = at.keys[seat] if at is not None else (b"", b"")
    for step in reversed(path):
        view = _view_digest(step.state, seat)
        parts = [chain]
        if step.seat == seat:
            parts.append(b"a%d" % step.action)
        if view != last_view:
            parts.append(view)
        if len(parts) > 1:
            chain = hashlib.blake2b(b"|".join(parts), digest_size=16).digest()
        last_view = view
        step.keys[seat] = (chain, last_view)
    return chain


class _Core:
    """Everything a wrapper state holds; copied for a clone by copying a few references."""

    __slots__ = ("need", "node", "pending", "spec", "tape")

    def __init__(self, spec: Spec) -> None:
        self.spec = spec
        self.node: _Node | None = None
        self.pending: tuple[int, int] | None = (SETUP, -1)  # (seat, action id) drawing now
        self.tape: tuple[int, ...] = ()
        self.need = _UNKNOWN  # outcomes of the next chance node (0: none pending)

    def __deepcopy__(self, memo: dict[int, Any]) -> _Core:
        other = _Core.__new__(_Core)
        other.spec, other.node, other.pending = self.spec, self.node, self.pending
        other.tape, other.need = self.tape, self.need
        return other

    def __reduce__(self) -> tuple[Any, ...]:
        # Pickled as the game and its OpenSpiel actions (OpenSpiel serialises states so).
        return (_replay, (self.spec.short_name, dict(self.spec.params), self.actions()))

    def actions(self) -> list[int]:
        """Every OpenSpiel action so far (chance outcomes included), in order."""
        steps = []
        node = self.node
        while node is not None:
            steps.append(([node.action] if node.seat != SETUP else []) + list(node.draws))
            node = node.parent
        done = [a for step in reversed(steps) for a in step]
        if self.pending is not None and self.pending[0] != SETUP:
            done.append(self.pending[1])
        return done + list(self.tape)

    def resolve(self) -> None:
        """Apply the pending action with the outcomes drawn so far: done, or the next draw."""
        if self.pending is None:
            return
        seat, action_id = self.pending
        try:
            if seat == SETUP:
                state = self.spec.start(ChanceTape(self.tape))
            else:
                assert self.node is not None
                state = self.node.state.clone()
                state.rng = ChanceTape(self.tape)  # type: ignore[attr-defined]
                state.apply(seat, state.action_from_id(seat, action_id))
        except NeedDraw as draw:
            self.need = draw.outcomes
            return
        state.rng = ChanceTape()  # type: ignore[attr-defined]
        self.node = _Node(self.node, state, seat, action_id, self.tape)
        self.pending, self.tape, self.need = None, (), 0

    def current(self) -> State:
        """The resolved engine state (the setup dealt)."""
        if self.need == _UNKNOWN:
            self.resolve()
        if self.node is None:
            raise ValueError("the game is not dealt yet: resolve its chance nodes first")
        return self.node.state


class ChocolatierState(pyspiel.State):  # type: ignore[misc]
    """A position of a chocolatier game under OpenSpiel (see the module docstring)."""

    def __init__(self, game: ChocolatierGame) -> None:
        super().__init__(game)
        self._x = _Core(game.spec)
        self._resamples = 0  # resample_from_infostate calls on this state (resample_seed)

    # -- OpenSpiel's state API --------------------------------------------------------------

    def current_player(self) -> int:
        """The seat to act, CHANCE while a draw is pending, TERMINAL at the end."""
        x = self._x
        if x.need == _UNKNOWN:
            x.resolve()
        if x.pending is not None:
            return int(pyspiel.PlayerId.CHANCE)
        assert x.node is not None
        seats = x.node.state.to_act()
        return min(seats) if seats else int(pyspiel.PlayerId.TERMINAL)

    def is_terminal(self) -> bool:
        """True when the game is over."""
        return bool(self.current_player() == pyspiel.PlayerId.TERMINAL)

    def _legal_actions(self, player: int) -> list[int]:
        """The seat's legal action ids, ascending."""
        return list(self._x_node().legal_ids(player))

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """The pending draw's equally likely outcomes."""
        if self.current_player() != pyspiel.PlayerId.CHANCE:
            raise ValueError("not a chance node")
        n = self._x.need
        return [(outcome, 1.0 / n) for outcome in range(n)]

    def _apply_action(self, action: int) -> None:
        x = self._x
        player = self.current_player()
        if player == pyspiel.PlayerId.CHANCE:
            if not 0 <= action < x.need:
                raise ValueError(f"chance outcome {action} is not below {x.need}")
            x.tape = (*x.tape, action)
        else:
            if action not in self._x_node().legal_ids(player):
                raise ValueError(f"action {action} is not legal for seat {player} now")
            x.pending, x.tape = (player, action), ()
        x.resolve()

    def _action_to_string(self, player: int, action: int) -> str:
        if player == pyspiel.PlayerId.CHANCE:
            return f"draw {action}"
        state = self._x.current()
        try:
            return state.notation(player, state.action_from_id(player, action))
        except Exception:  # an id of another context: OpenSpiel may print any history
            return f"action {action}"

    def returns(self) -> list[float]:
        """Zero-sum win shares: the winners split ``n/(n-1)·(1 - 1/n)``... see
        :func:`win_returns`; zeros before the end."""
        x = self._x
        if x.pending is not None or x.node is None:
            return [0.0] * x.spec.num_players
        result = x.node.state.result()
        if result is None:
            return [0.0] * x.spec.num_players
        return win_returns(x.spec.num_players, result.winners)

    def __str__(self) -> str:
        x = self._x
        if x.node is None:
            return f"dealing: draws {list(x.tape)}"
        from chocolatier.i18n import EventRenderer, catalog
        from chocolatier.i18n.summary import summary

        text = summary(x.node.state.view(None), EventRenderer(catalog("en")))
        if x.pending is not None:
            text += f"\npending: seat {x.pending[0]} action {x.pending[1]}, draws {list(x.tape)}"
        return text

    def resample_from_infostate(self, player: int, sampler: Any) -> ChocolatierState:
        """A state ``player`` cannot tell from this one: the hidden parts re-drawn by the
        engine's determinisation (ISMCTS calls this at its root, every simulation).

        The draw's seed comes from ``sampler()`` (a uniform float in [0, 1): OpenSpiel passes
        its ``UniformProbabilitySampler``, seeded from ``random_device``), unless the game's
        ``resample_seed`` parameter is set (≥ 0): then it is derived from that seed, the
        history and how many times this state was resampled, so a search replays exactly."""
        x = self._x
        node = x.node
        if x.pending is not None or node is None:
            raise ValueError("resample at a decision node")
        fixed = x.spec.params.get("resample_seed", NO_RESAMPLE_SEED)
        if fixed != NO_RESAMPLE_SEED:
            seed = derive_seed(fixed, tuple(self.history()), self._resamples)
            self._resamples += 1
        else:
            seed = int(sampler() * (1 << 53)) if callable(sampler) else 0
        state = node.state.determinize(player, Rng(seed))
        state.rng = ChanceTape()  # type: ignore[attr-defined]
        other: ChocolatierState = self.clone()
        resampled = _Node(node.parent, state, node.seat, node.action, node.draws)
        resampled.keys = dict(node.keys)
        other._x.node = resampled
        return other

    # -- beyond OpenSpiel ---------------------------------------------------------------------

    def engine_state(self) -> State:
        """The chocolatier state of this position (the true one: hidden parts included)."""
        return self._x.current()

    def is_dealt(self) -> bool:
        """Whether the setup's chance nodes are all resolved."""
        self.current_player()
        return self._x.node is not None

    def information_key(self, player: int) -> str:
        """``player``'s perfect-recall key (32 hex digits)."""
        return information_key(self._x_node(), player).hex()

    def _x_node(self) -> _Node:
        self._x.current()
        assert self._x.node is not None
        return self._x.node


def _replay(short_name: str, params: dict[str, Any], actions: list[int]) -> _Core:
    state = pyspiel.load_game(short_name, params).new_initial_state()
    for action in actions:
        state.apply_action(action)
    core: _Core = state._x
    return core


def win_returns(num_players: int, winners: tuple[int, ...]) -> list[float]:
    """Zero-sum returns: a winner gets ``(n/(n-1))·(1/k - 1/n)`` of ``k`` shared winners, a
    loser ``-1/(n-1)``; two players: +1 / -1, 0 each on a tie."""
    n = num_players
    share = [(1.0 / len(winners) if seat in winners else 0.0) for seat in range(n)]
    return [n / (n - 1) * (s - 1.0 / n) for s in share]


class _Observer:
    """OpenSpiel's PyObserver: the seat's view (or the spectator's, for public observations);
    with perfect recall the information key and no tensor."""

    def __init__(self, spec: Spec, iig_obs_type: Any, params: Mapping[str, Any] | None) -> None:
        if params:
            raise ValueError(f"observation parameters are not supported: {dict(params)}")
        self.perfect_recall = bool(iig_obs_type is not None and iig_obs_type.perfect_recall)
        private = (pyspiel.PrivateInfoType.SINGLE_PLAYER if iig_obs_type is None
                   else iig_obs_type.private_info)
        if private == pyspiel.PrivateInfoType.ALL_PLAYERS:
            raise ValueError("observations of all players' private information are not offered")
        self.public_only = private == pyspiel.PrivateInfoType.NONE
        self.encoder = None
        self.tensor: np.ndarray | None = None
        self.dict: dict[str, np.ndarray] = {}
        if not self.perfect_recall:
            self.encoder = spec.encoder()
            self.tensor = np.zeros(self.encoder.size, np.float32)
            self.dict = {"observation": self.tensor}

    def _seat(self, player: int) -> int | None:
        return None if self.public_only else player

    def set_from(self, state: ChocolatierState, player: int) -> None:
        """Fill :attr:`tensor` with ``player``'s encoded view (zeros before the deal)."""
        if self.encoder is None or self.tensor is None:
            raise ValueError("perfect-recall information states have no tensor")
        if not state.is_dealt():
            self.tensor.fill(0)
            return
        self.tensor[:] = self.encoder.encode_state(state.engine_state(),
                                                   self._seat(player))

    def string_from(self, state: ChocolatierState, player: int) -> str:
        """The information key (perfect recall) or the view as JSON ("" before the deal)."""
        if self.perfect_recall and self.public_only:
            raise ValueError("public perfect-recall states are not offered")
        if not state.is_dealt():
            return ""
        if self.perfect_recall:
            return state.information_key(player)
        view = state.engine_state().view(self._seat(player))
        return msgspec.json.encode(view).decode()


class ChocolatierGame(pyspiel.Game):  # type: ignore[misc]
    """A chocolatier game under OpenSpiel."""

    def __init__(self, game_type: Any, spec: Spec, params: Mapping[str, Any]) -> None:
        if params.get("resample_seed", NO_RESAMPLE_SEED) < NO_RESAMPLE_SEED:
            raise ValueError(f"resample_seed must be a seed ≥ 0 (or {NO_RESAMPLE_SEED}: "
                             f"OpenSpiel's sampler), not {params['resample_seed']}")
        n = spec.num_players
        info = pyspiel.GameInfo(
            num_distinct_actions=spec.num_distinct_actions,
            max_chance_outcomes=spec.max_chance_outcomes,
            num_players=n,
            min_utility=-1.0 / (n - 1),
            max_utility=1.0,
            utility_sum=0.0,
            max_game_length=spec.max_game_length,
        )
        super().__init__(game_type, info, dict(params))
        self.spec = spec

    def new_initial_state(self) -> ChocolatierState:
        """The game before its deal: the first chance node."""
        return ChocolatierState(self)

    def max_chance_nodes_in_history(self) -> int:
        """Most chance nodes in one game (declared bound)."""
        return self.spec.max_chance_nodes

    def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> _Observer:
        """The observer OpenSpiel asks for (observation or information state)."""
        return _Observer(self.spec, iig_obs_type, params)
