"""The Chocolatl rules: a :class:`ChocolatlState` runs the game as a sequence of small decisions.

Flow of a game (see ``docs/chocolatl.md`` for every ruling)::

    altar (all, hidden) -> round: set up -> bidding (all, hidden; red / gold / green mode)
      -> per station: reveal -> black dice (holders, hidden) -> compare -> effect
         (village choice, pyramid order, Tlachtli swaps: the winner decides)
      -> take back cards -> end check -> next round ... -> final altar (all, hidden) -> scoring

Simultaneous steps list every seat that still owes its commitment in ``to_act()``; a step
resolves when the last commitment arrives. Every chance event (harvest dice, black dice, the disc
stack, the reward stacks) is drawn from the state's own :class:`~chocolatier.core.rng.Rng`.

The fields are :class:`~.position.ChocolatlPosition`'s; the rules live in their own modules,
which work on a position: :mod:`.legality` (legal actions and refusals), :mod:`.rounds` (the
flow of a round) and :mod:`.stations` (each station's effect). This class is the game protocol.

What looks at a state (its views, snapshots, determinisation, invariants) is made by the game,
on the model of OpenSpiel's observers: the state asks ``self.game`` (:class:`Observers`) and
imports none of those modules, so none of them is in an import cycle with it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol, cast

from chocolatier.chocolatl import events as ev
from chocolatier.chocolatl import legality, rounds, stations
from chocolatier.chocolatl.actions import (
    STATIONS,
    ActionSpace,
    Bid,
    ChocolatlAction,
    FirstPlacer,
    Roll,
    Sacrifice,
    Swap,
    TakeVillage,
    notation,
    parse,
)
from chocolatier.chocolatl.data import ChocolatlData
from chocolatier.chocolatl.phases import ALTAR, RULES, Phase
from chocolatier.chocolatl.position import NOBODY, ChocolatlPosition
from chocolatier.chocolatl.position import stacked as stacked
from chocolatier.core.errors import IllegalActionError
from chocolatier.core.events import Event
from chocolatier.core.game import Action, Game, GameResult
from chocolatier.core.rng import Rng

if TYPE_CHECKING:
    from chocolatier.chocolatl import contract


class Observers(Protocol):
    """What the game makes to look at its states (:class:`~chocolatier.chocolatl.game.ChocolatlGame`
    is one), on the model of OpenSpiel's observers: the state imports none of their modules."""

    def view_of(self, state: ChocolatlState, seat: int | None) -> contract.ChocolatlView:
        """What ``seat`` (``None``: a spectator) may see (:mod:`.view`)."""
        ...

    def snapshot_of(self, state: ChocolatlState, hidden: bool) -> dict[str, Any]:
        """The whole position as versioned JSON (:mod:`.snapshot`)."""
        ...

    def determinized(self, state: ChocolatlState, seat: int, rng: Rng) -> ChocolatlState:
        """A clone with what ``seat`` cannot see redrawn (:mod:`.hidden`)."""
        ...

    def violations_of(self, state: ChocolatlState) -> list[str]:
        """Broken invariants in words (:mod:`.invariants`)."""
        ...


class ChocolatlState(ChocolatlPosition):
    """A Chocolatl game for 3–5 players: a position with the game protocol. Build it with
    :meth:`new`."""

    @classmethod
    def new(cls, game: Game, data: ChocolatlData, num_players: int, seed: int | Rng
            ) -> ChocolatlState:
        """A new game: discs stacked in random order, reward stacks shuffled, altar step first.
        ``seed`` may be the random stream itself (the OpenSpiel wrapper passes one whose draws
        are chance nodes)."""
        game.check_num_players(num_players)
        s = cls.__new__(cls)
        n = num_players
        s.game, s.data, s.num_players = game, data, n
        s.space = ActionSpace(data.max_card, data.black_dice)
        s.rng = seed if isinstance(seed, Rng) else Rng(seed)
        stack = list(range(n))
        s.rng.shuffle(stack)  # bottom to top
        s.height = [stack.index(p) for p in range(n)]  # all on the 0 space
        s.stacks = [list(data.tlachtli[0]), list(data.tlachtli[1])]
        for pile in s.stacks:
            s.rng.shuffle(pile)
        s.phase, s.round, s.mode, s.stage, s.station = ALTAR, 0, "red", 0, NOBODY
        s.waiting = [True] * n
        s.scores = [0] * n
        s.hands = [list(range(data.highest_card + 1)) for _ in range(n)]
        s.bids = [[[] for _ in STATIONS] for _ in range(n)]
        s.shown = [[0] * len(STATIONS) for _ in range(n)]
        s.altar = [[] for _ in range(n)]
        s.dice_choice = [NOBODY] * n
        s.black_dice, s.dice_supply, s.village_die = [0] * n, data.black_dice, False
        s.huts, s.hut_supply = [0] * n, data.huts
        s.markers = [data.markers_per_player] * n
        s.pyramid = []
        s.hero = s.old_man = NOBODY
        s.harvest = []
        s.marker = 0
        s.face_up = [NOBODY, NOBODY]
        s.ranking, s.totals, s.results, s.swaps = [], [], [], []
        s.log = [ev.DiscStack(seats=list(stack))]
        s.end_reasons, s.end_pips = [], []
        s.outcome = None
        return s

    # -- protocol: who acts, what is legal -------------------------------------------------

    def to_act(self) -> tuple[int, ...]:
        """Seats owing a decision now (several at the hidden simultaneous steps)."""
        return tuple(p for p in range(self.num_players) if self.waiting[p])

    def turn_scope(self, seat: int) -> tuple[int, Phase, int, int, int] | None:
        """(round, phase, stage, station, swaps left) while ``seat`` owes a decision: one step,
        such as placing every bid card of a bidding step (docs/rulings.md, table life)."""
        if not (0 <= seat < self.num_players and self.waiting[seat]):
            return None
        return (self.round, self.phase, self.stage, self.station, len(self.swaps))

    def legal_actions(self, seat: int) -> list[Action]:
        """Every legal action of ``seat`` now (distinct; bids of equal cards appear once)."""
        return legality.legal_actions(self, seat)

    def is_legal(self, seat: int, action: Action) -> bool:
        """Whether ``action`` is legal for ``seat`` now (without listing all legal actions)."""
        try:
            legality.check(self, seat, action)
        except IllegalActionError:
            return False
        return True

    def apply(self, seat: int, action: Action) -> None:
        """Apply ``seat``'s decision; an illegal one raises IllegalActionError, changing nothing."""
        checked = legality.check(self, seat, action)
        match checked:
            case Sacrifice(value=value):
                rounds.sacrifice(self, seat, value)
            case Bid(value=value, station=station):
                rounds.bid(self, seat, value, station)
            case Roll(count=count):
                rounds.roll(self, seat, count)
            case TakeVillage(hut=hut):
                self.waiting[seat] = False
                stations.village_take(self, hut)
                rounds.station_done(self)
            case FirstPlacer(me=me):
                self.waiting[seat] = False
                stations.pyramid_order(self, seat, me)
                rounds.station_done(self)
            case Swap(value=value):
                if stations.swap(self, seat, value):
                    rounds.station_done(self)

    # -- notation and ids ------------------------------------------------------------------

    def notation(self, seat: int, action: Action) -> str:
        """The action's text notation."""
        return notation(_as_action(action))

    def parse(self, seat: int, text: str) -> Action:
        """Read a notation; illegal but well-formed actions parse so that apply names the rule."""
        return parse(text)

    def event(self, seat: int, action: Action) -> Event:
        """The event of ``seat`` doing ``action`` (it names hidden values: show it to its seat
        only until the game is over)."""
        match _as_action(action):
            case Sacrifice(value=value):
                return ev.Sacrificed(seat=seat, value=value)
            case Bid(value=value, station=station):
                return ev.BidPlaced(seat=seat, value=value, station=STATIONS[station])
            case Roll(count=count):
                return ev.DiceRolled(seat=seat, count=count)
            case TakeVillage(hut=hut):
                return ev.VillageTaken(seat=seat, hut=hut)
            case FirstPlacer(me=me):
                return ev.FirstPlacerChosen(seat=seat, me=me)
            case Swap(value=value):
                return ev.Swapped(seat=seat, value=value)
        raise TypeError(f"not a Chocolatl action: {action!r}")

    def action_id(self, seat: int, action: Action) -> int:
        """The action's id in the fixed space of :class:`ActionSpace`."""
        found = self.space.id_of(_as_action(action))
        if found is None:
            raise IllegalActionError("§Components", "no-such-action-id", detail=repr(action))
        return found

    def action_from_id(self, seat: int, action_id: int) -> Action:
        """The legal action with this id (raises IllegalActionError otherwise)."""
        action = self.space.action_of(action_id)
        if action is None:
            raise IllegalActionError("§Components", "bad-id", detail=str(action_id))
        legality.check(self, seat, action)
        return action

    # -- views and results (made by the game's observers) ----------------------------------

    def determinize(self, seat: int, rng: Rng) -> ChocolatlState:
        """A clone with everything ``seat`` cannot see re-drawn (see :mod:`.hidden`)."""
        return self._observers().determinized(self, seat, rng)

    def rule_now(self, seat: int | None) -> str:
        """The rule of the step the round is at (what a refusal now cites)."""
        return RULES[self.phase]

    def view(self, seat: int | None) -> contract.ChocolatlView:
        """A JSON-ready view for ``seat`` (None: spectator); see :mod:`.view` and the docs."""
        return self._observers().view_of(self, seat)

    def result(self) -> GameResult | None:
        """The final result once the game is over (per-seat breakdown by scoring category)."""
        return self.outcome

    def snapshot(self, hidden: bool = True) -> dict[str, Any]:
        """The whole position as versioned JSON (:mod:`.snapshot`); ``hidden=False`` leaves out
        the Tlachtli stacks' order and the random stream."""
        return self._observers().snapshot_of(self, hidden)

    def invariant_violations(self) -> list[str]:
        """Broken invariants in words (see :mod:`.invariants`)."""
        return self._observers().violations_of(self)

    def _observers(self) -> Observers:
        # The game that made this state makes its observers (ChocolatlGame).
        return cast(Observers, self.game)


def _as_action(action: Action) -> ChocolatlAction:
    if isinstance(action, Sacrifice | Bid | Roll | TakeVillage | FirstPlacer | Swap):
        return action
    raise TypeError(f"not a Chocolatl action: {action!r}")
