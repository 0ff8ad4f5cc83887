"""The Chocolate Factory game state (2–4 players, or solo): turn flow and the game protocol.

The data are :class:`~chocolatier.factory.position.Position`'s; the rules of each phase live in
their own modules (:mod:`.draft`, :mod:`.operate`, :mod:`.fulfil`, :mod:`.cleanup`,
:mod:`.scoring`), which work on a position; this class moves the game from phase to phase.

What looks at a state (its views, snapshots, determinisation, invariants) is made by the game,
on the model of OpenSpiel's observers: the state asks ``self.game`` (:class:`Observers`) and
imports none of those modules, so none of them is in an import cycle with it.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any, Protocol, cast

from chocolatier.core.errors import IllegalActionError
from chocolatier.core.game import Game, GameResult
from chocolatier.core.rng import Rng
from chocolatier.factory import (
    cleanup,
    draft,
    fulfil,
    ids,
    objectives,
    operate,
    scoring,
    solo,
)
from chocolatier.factory.action_events import action_event
from chocolatier.factory.actions import Action, notation, parse
from chocolatier.factory.cards import MASTER_PARTS_PER_DECK, STORES
from chocolatier.factory.chocolates import EMPTY, merge
from chocolatier.factory.contract import FactoryView, SoloFactoryView
from chocolatier.factory.events import FactoryEvent
from chocolatier.factory.illegal import explain, rule_now
from chocolatier.factory.memo import remember
from chocolatier.factory.phases import AGENT, CLEANUP, DRAFT, FULFIL, OVER, RUN, Phase
from chocolatier.factory.position import Position
from chocolatier.factory.seats import put
from chocolatier.factory.table import (
    DAILY_COAL,
    LAST_DAY,
    ORDER_SIZES,
    PACKETS,
    PARTS_PER_DAY,
    Table,
)

SeatStep = Callable[["FactoryState", int], None]


class Observers(Protocol):
    """What the game makes to look at its states (:class:`~chocolatier.factory.game.FactoryGame`
    is one): the per-seat view, the snapshot, a determinised clone, the broken invariants."""

    def view_of(self, state: FactoryState, seat: int | None) -> FactoryView | SoloFactoryView:
        """What ``seat`` (``None``: a spectator) may see (:mod:`.view`)."""
        ...

    def snapshot_of(self, state: FactoryState, hidden: bool) -> dict[str, Any]:
        """The whole position as versioned JSON (:mod:`.snapshot`)."""
        ...

    def determinized(self, state: FactoryState, seat: int, rng: Rng) -> FactoryState:
        """A clone with what ``seat`` cannot see redrawn (:mod:`.hidden`)."""
        ...

    def violations_of(self, state: FactoryState) -> list[str]:
        """Broken invariants in words (:mod:`.invariants`)."""
        ...


class FactoryState(Position):
    """A Chocolate Factory game: a :class:`Position` with the game protocol and the flow of a
    day. Build one with :meth:`FactoryState.new`."""

    __slots__ = ()

    @classmethod
    def new(cls, game: Game, table: Table, seed: int | Rng, extra_demands: int = 0,
            start_player: int | None = None) -> FactoryState:
        """A game at its start (§3): decks shuffled, orders drawn, the solo cards drawn (§9,
        with ``extra_demands`` more Initial Demands), start player drawn (or ``start_player``,
        chosen by the table), then Monday's Prepare (§4.1). ``seed`` may be the random stream
        itself (the OpenSpiel wrapper passes one whose draws are chance nodes)."""
        state = cls(game, table, seed if isinstance(seed, Rng) else Rng(seed))
        rng = state.rng
        unshuffled = (_unshuffled.get(table)
                      or remember(_unshuffled, table, _decks_of(table), _TABLES_REMEMBERED))
        part_decks, order_ids, staff_ids = unshuffled
        decks = []
        for cards in part_decks:
            deck = list(cards)
            rng.shuffle(deck)
            if table.master:
                # Master Chocolatier: the new parts shuffled in, then 2 random parts of each
                # deck removed (card-data.md): the bottom two of the shuffled deck.
                del deck[-MASTER_PARTS_PER_DECK:]
            decks.append(tuple(deck))
        state.parts_a, state.parts_b = decks
        order_decks = []
        for cards in order_ids:
            deck = list(cards)
            rng.shuffle(deck)
            order_decks.append(deck)
        state.orders = tuple(
            tuple((order_decks[k].pop(0), 0) for k in range(len(ORDER_SIZES)))
            for _ in range(table.num_players)
        )
        state.order_decks = tuple(tuple(deck) for deck in order_decks)
        staff_decks = []
        for cards in staff_ids:
            deck = list(cards)
            rng.shuffle(deck)
            staff_decks.append(tuple(deck))
        state.staff_decks = tuple(staff_decks)
        if table.num_players == 1:
            solo.setup(state, extra_demands)
        # Drawn even when the table chose: the choice must not change the rest of the deal.
        drawn = rng.below(table.num_players)
        state.set_start(drawn if start_player is None else start_player)
        state.prepare()
        return state

    def determinize(self, seat: int, rng: Rng) -> FactoryState:
        """A clone with every deck's unseen order reshuffled and a fresh random stream."""
        return self._observers().determinized(self, seat, rng)

    def legal_actions(self, seat: int) -> list[Hashable]:
        """Every legal action of ``seat`` (empty when it need not act), as :class:`Action`."""
        return list(self.legal_of(seat))

    def legal_of(self, seat: int) -> list[Action]:
        """The legal actions of ``seat``, typed and cached (the list must not be modified)."""
        if seat == self._legal_seat:
            return self._legal
        if seat not in self.to_act():
            return []
        legal = _LEGAL[self.phase](self, seat)
        self._legal_seat = seat
        self._legal = legal
        return legal

    def is_legal(self, seat: int, action: Hashable) -> bool:
        """Whether ``action`` is legal for ``seat`` now."""
        return action in self.legal_of(seat)

    def apply(self, seat: int, action: Hashable) -> None:
        """Apply a legal action; an illegal one raises naming the rule, changing nothing."""
        # legal_of's cache, read here: the action was usually just picked from it (hot path)
        legal = self._legal if seat == self._legal_seat else self.legal_of(seat)
        if action not in legal:
            raise explain(self, seat, _checked(action))
        assert isinstance(action, Action)
        _HANDLERS[type(action)](self, seat, action)
        self._acting = None
        self._legal_seat = -1

    def play(self, seat: int, action: Action) -> None:
        """Apply ``action``, taken from this very position's :meth:`legal_of` ``(seat)``,
        without checking it again: the hot path of planners that enumerate legal actions
        (anything else must go through :meth:`apply`)."""
        _HANDLERS[type(action)](self, seat, action)
        self._acting = None
        self._legal_seat = -1

    # -- notation and ids ----------------------------------------------------------------------

    def notation(self, seat: int, action: Hashable) -> str:
        """The action's text (see ``docs/notation.md``)."""
        return notation(_checked(action))

    def parse(self, seat: int, text: str) -> Action:
        """Read any well-formed notation, legal or not (``apply`` names the rule broken)."""
        return parse(text, self.table.card_ids)

    def event(self, seat: int, action: Hashable) -> FactoryEvent:
        """The structured event of ``seat`` doing ``action`` now (see :mod:`.events`)."""
        return action_event(self, seat, _checked(action))

    def action_id(self, seat: int, action: Hashable) -> int:
        """The action's id in the fixed action space (see :mod:`.ids`)."""
        return ids.action_id(self, seat, _checked(action))

    def action_from_id(self, seat: int, action_id: int) -> Action:
        """The action with this id now (raises ``IllegalActionError`` when it means nothing)."""
        return ids.action_from_id(self, seat, action_id)

    # -- views and results -----------------------------------------------------------------------

    def view(self, seat: int | None) -> FactoryView | SoloFactoryView:
        """What ``seat`` (``None``: a spectator) may see, JSON-ready (``docs/views.md``)."""
        return self._observers().view_of(self, seat)

    def result(self) -> GameResult | None:
        """Final money, breakdown and winners once Saturday's orders are fulfilled (§5); in a
        solo game the objectives met (§9)."""
        if self.phase != OVER:
            return None
        return scoring.result(self) if self.solo is None else objectives.result(self)

    def rule_now(self, seat: int | None) -> str:
        """The rule ``seat`` is at (its pending decision's, else the phase's)."""
        return rule_now(self, seat)

    def turn_scope(self, seat: int) -> tuple[int, Phase, int] | None:
        """(day, phase, step) while ``seat`` is to act: a draft pick, one shift of Run Factory
        (every operation until it ends the shift), its whole Fulfil Orders, an agent's supply,
        its Cleanup (docs/rulings.md, table life)."""
        if seat not in self.to_act():
            return None
        if self.phase == DRAFT:
            step = self.draft_pos
        elif self.phase == RUN:
            step = self.shift[seat]
        else:
            step = self.turn
        return (self.day, self.phase, step)

    def undo_scope(self, seat: int) -> tuple[int, int] | None:
        """(day, shift) while ``seat`` runs its factory: undo works within one shift."""
        if self.phase == RUN and not self.done[seat] and seat in self.to_act():
            return (self.day, self.shift[seat])
        return None

    def snapshot(self, hidden: bool = True) -> dict[str, Any]:
        """The whole position as versioned JSON (:mod:`.snapshot`); ``hidden=False`` leaves out
        deck orders, deck bottoms' owners, the face-down Demands' order and the random stream."""
        return self._observers().snapshot_of(self, hidden)

    def invariant_violations(self) -> list[str]:
        """Broken invariants in words (fuzzing)."""
        return self._observers().violations_of(self)

    def _observers(self) -> Observers:
        # The game that made this state makes its observers (FactoryGame).
        return cast(Observers, self.game)

    # -- the flow of a day ---------------------------------------------------------------------

    def prepare(self) -> None:
        """§4.1 Prepare: daily coal, today's parts and employees dealt into packets; solo (§9):
        the next Daily Demand revealed and the pair of the day's store removed."""
        n = self.num_players
        solo.reveal(self)
        daily = DAILY_COAL[self.day]
        self.coal = tuple(coal + daily for coal in self.coal)
        self.new_part = ("",) * n
        if self.table.master:
            self.earned = (0,) * n
        if self.parts_a:
            self.dealt_parts = self.parts_a[:PARTS_PER_DAY]
            self.parts_a = self.parts_a[PARTS_PER_DAY:]
        else:
            self.dealt_parts = self.parts_b[:PARTS_PER_DAY]
            self.parts_b = self.parts_b[PARTS_PER_DAY:]
        drawn = [deck[0] for deck in self.staff_decks[:len(STORES)]]
        self.rng.shuffle(drawn)
        if self.table.master:
            # The day's free employee joins the last packet (docs/rulings.md).
            drawn.append(self.staff_decks[len(STORES)][0])
        self.staff_decks = tuple(deck[1:] for deck in self.staff_decks)
        self.dealt_staff = tuple(drawn)
        self.taken = 0
        if self.solo is not None:
            removed = solo.unavailable_pair(self)
            if removed >= 0:
                self.taken = 1 << removed | 1 << (draft.STAFF_BIT + removed)
        order = self.turn_order()
        self.draft_seq = order + order[::-1]
        self.draft_pos = 0
        self.phase = DRAFT

    def packet_sizes(self) -> tuple[int, ...]:
        """Packet sizes for this player count (§4.1)."""
        return PACKETS[self.num_players]

    def draft_advance(self) -> None:
        """The next drafter, or Run Factory when everyone has a part and an employee."""
        self.draft_pos += 1
        if self.draft_pos == len(self.draft_seq):
            self.start_run()

    def start_run(self) -> None:
        """§4.3: every seat starts its first shift (in turn order, only the start player)."""
        n = self.num_players
        self.phase = RUN
        self.turn = 0
        self.shift = (0,) * n
        self.used = (0,) * n
        self.done = (False,) * n
        if self.table.run_simultaneous:
            for seat in self.turn_order():
                operate.begin_shift(self, seat)
        else:
            operate.begin_shift(self, self.start)

    def end_shift(self, seat: int) -> None:
        """§4.3 Clear, then the seat's next shift or the end of its Run Factory."""
        if self.used[seat]:
            self.used = put(self.used, seat, 0)
        if self.shift[seat] < self.shifts_today(seat):
            operate.begin_shift(self, seat)
            return
        if self.day == LAST_DAY:
            # §4.3: after Saturday's last shift every chocolate in the factory is stored.
            tiles = self.tiles[seat]
            room = self.room[seat]
            for tile in tiles:
                room = merge(room, tile)
            self.room = put(self.room, seat, room)
            self.tiles = put(self.tiles, seat, (EMPTY,) * len(tiles))
        self.done = put(self.done, seat, True)
        self._next_in_step(self.table.run_simultaneous, self.start_fulfil, operate.begin_shift)

    def _next_in_step(
        self, simultaneous: bool, after: Callable[[], None], begin: SeatStep | None = None
    ) -> None:
        """Move to the next seat of a Run Factory / Fulfil Orders step, or ``after`` it."""
        if simultaneous:
            if all(self.done):
                after()
            return
        self.turn += 1
        if self.turn == self.num_players:
            after()
        elif begin is not None:
            begin(self, self.turn_order()[self.turn])

    def start_fulfil(self) -> None:
        """§4.4 Fulfil Orders, in turn order or all at once."""
        n = self.num_players
        self.phase = FULFIL
        self.turn = 0
        self.done = (False,) * n
        self.supplied = (False,) * n

    def end_fulfil(self, seat: int) -> None:
        """The seat has fulfilled its orders."""
        self.done = put(self.done, seat, True)
        self._next_in_step(self.table.fulfil_simultaneous, self.after_fulfil)

    def after_fulfil(self) -> None:
        """End of the game after Saturday (§5); else the Department Store Agents, Cleanup."""
        if self.day == LAST_DAY:
            self.phase = OVER
            return
        self.phase = AGENT
        self.turn = -1
        self.next_agent()

    def next_agent(self) -> None:
        """The next seat (turn order) whose Department Store Agent may supply (§7), or Cleanup."""
        order = self.turn_order()
        for index in range(self.turn + 1, self.num_players):
            if self.role(order[index]) == "department_store_agent":
                self.turn = index
                return
        cleanup.start(self)

    def end_of_day(self) -> None:
        """§4.5 steps 3–4: employees discarded, the start player passes, the next day."""
        n = self.num_players
        self.employee = ("",) * n
        self.assigned = (-1,) * n
        self.uses = (0,) * n
        self.set_start((self.start + 1) % self.num_players)
        self.day += 1
        self.prepare()


Decks = tuple[tuple[str, ...], ...]
# table -> its decks' card ids before the shuffle (:func:`_decks_of`; tables are shared by
# games), for as many tables as the game keeps (each key keeps its table alive)
_unshuffled: dict[Table, tuple[Decks, Decks, Decks]] = {}
_TABLES_REMEMBERED = 256


def _decks_of(table: Table) -> tuple[Decks, Decks, Decks]:
    """Every deck's card ids in the card set's order, as a new game shuffles them: the part decks
    A and B (with the module's parts), the order decks by size, the employee decks by store
    (with the module, the free employees' sixth deck: one card dealt a day beside the five,
    §4.1)."""
    cards = table.cards
    parts = [*cards.parts, *(cards.master_parts if table.master else ())]
    staff = [tuple(e.id for e in cards.employees if e.store == store) for store in STORES]
    if table.master:
        staff.append(tuple(e.id for e in cards.free_employees))
    return (tuple(tuple(p.id for p in parts if p.deck == deck) for deck in ("A", "B")),
            tuple(tuple(o.id for o in cards.orders if o.size == size) for size in ORDER_SIZES),
            tuple(staff))


def _checked(action: Hashable) -> Action:
    """``action`` as a factory :class:`Action` (anything else is refused)."""
    if isinstance(action, Action):
        return action
    raise IllegalActionError("notation", "not-an-action", action=repr(action))


# The legal actions of a seat to act, by phase (none is to act once the game is over).
_LEGAL: dict[Phase, Callable[[FactoryState, int], list[Action]]] = {
    DRAFT: draft.legal, RUN: operate.legal, FULFIL: fulfil.legal, AGENT: fulfil.legal,
    CLEANUP: cleanup.legal,
}

_HANDLERS: dict[type[Action], Callable[[FactoryState, int, Action], None]] = {
    **draft.HANDLERS,
    **operate.HANDLERS,
    **fulfil.HANDLERS,
    **cleanup.HANDLERS,
}
