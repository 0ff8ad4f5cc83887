"""The Chocolate Factory position's data, declared once (``_FIELDS``: the clone and the
fingerprint are derived from it), and the small queries and flow steps the rules ask of it.

The rule modules (:mod:`.draft`, :mod:`.operate`, :mod:`.fulfil`, :mod:`.cleanup`, ...) work on
a :class:`Position`; :class:`~chocolatier.factory.state.FactoryState` is the position with the
game protocol and the day's flow, and imports them (never the other way round). Per-seat data
are tuples indexed by seat holding immutable values, and a change replaces the tuple
(:func:`~chocolatier.factory.seats.put`), so :meth:`Position.clone` copies references only: the
bots clone positions by the ten thousand.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Self, TypeVar, cast

from chocolatier.core.game import Game, State
from chocolatier.core.rng import Rng
from chocolatier.factory.actions import Action
from chocolatier.factory.cards import STORES
from chocolatier.factory.chocolates import EMPTY, Pile
from chocolatier.factory.manager import Solo
from chocolatier.factory.pending import Pending
from chocolatier.factory.phases import DRAFT, FULFIL, OVER, RUN, Phase
from chocolatier.factory.seats import put
from chocolatier.factory.table import Table

_FIELDS = (
    "day", "phase", "start", "order", "turn", "rng",
    "parts_a", "parts_b", "order_decks", "staff_decks", "bottoms",
    "dealt_parts", "dealt_staff", "taken", "draft_seq", "draft_pos",
    "slots", "tiles", "room", "coal", "order_money", "bonus", "orders", "completed",
    "employee", "new_part", "shift", "used", "uses", "assigned", "supplied", "done",
    "pending", "track", "stamp",
)

# What applies one kind of action to a position (each phase module's ``HANDLERS``). The table
# holds each handler under its own class (:func:`handles`), so a handler may take its class.
Handler = Callable[["Position", int, Action], None]
_A = TypeVar("_A", bound=Action)


def handles(cls: type[_A], handler: Callable[[Position, int, _A], None]
            ) -> tuple[type[Action], Handler]:
    """A handler table entry: ``handler`` applies the actions of class ``cls`` (the table is
    looked up by ``type(action)``, so it only ever receives those)."""
    return cls, cast(Handler, handler)

# What a clone copies: every field, and the caches of the seats to act and of the legal actions
# (pure functions of the position, never mutated, so shared). The random stream is copied apart
# (its own state).
_COPIED = (*(name for name in _FIELDS if name != "rng"), "earned", "solo", "_acting",
           "_legal_seat", "_legal")


def _copier(names: tuple[str, ...]) -> Callable[[Position, Position], None]:
    """A function assigning each of ``names`` from one position to another, generated from the
    field list (one plain assignment per field: as fast as writing them out by hand, which a
    clone a microsecond needs)."""
    body = "".join(f"    other.{name} = self.{name}\n" for name in names)
    namespace: dict[str, Any] = {}
    exec(f"def copy_fields(self, other):\n{body}", namespace)
    return cast(Callable[[Position, Position], None], namespace["copy_fields"])


class Position(State):
    """A Chocolate Factory position: its data and the queries on it (the game protocol and the
    flow of a day are :class:`~chocolatier.factory.state.FactoryState`'s)."""

    __slots__ = (*_FIELDS, "earned", "solo", "game", "num_players", "table", "_acting",
                 "_legal_seat", "_legal")

    table: Table
    day: int  # 0 = Monday .. 5 = Saturday
    phase: Phase
    start: int  # start player's seat today
    order: tuple[int, ...]  # today's turn order (from the start player clockwise)
    turn: int  # index in today's turn order of the seat acting in a sequential step
    rng: Rng
    parts_a: tuple[str, ...]  # part decks, top first
    parts_b: tuple[str, ...]
    order_decks: tuple[tuple[str, ...], ...]  # small, medium, large; top first
    staff_decks: tuple[tuple[str, ...], ...]  # one per store, top first
    bottoms: tuple[tuple[str, int], ...]  # (order card, seat that put it at a deck bottom)
    dealt_parts: tuple[str, ...]  # today's 5 parts in packet order
    dealt_staff: tuple[str, ...]  # today's 5 employees in packet order
    taken: int  # bitmask of taken packets: parts packet p -> bit p, employees -> bit 8 + p
    draft_seq: tuple[int, ...]  # seats in snake order
    draft_pos: int
    slots: tuple[tuple[str, ...], ...]  # part id per slot ("" = empty), SLOTS order
    tiles: tuple[tuple[Pile, ...], ...]  # the 4 tiles in the channel, position 1 first
    room: tuple[Pile, ...]
    coal: tuple[int, ...]
    order_money: tuple[int, ...]  # money from Corner Shop stages
    bonus: tuple[int, ...]  # Salesman money
    orders: tuple[tuple[tuple[str, int], ...], ...]  # active orders: (card, stages delivered)
    completed: tuple[tuple[str, ...], ...]
    employee: tuple[str, ...]  # today's employee ("" = none)
    new_part: tuple[str, ...]  # part taken today ("" = none yet)
    shift: tuple[int, ...]  # current shift number (1..4) in Run Factory
    used: tuple[int, ...]  # bitmask of slots operated this shift
    uses: tuple[int, ...]  # employee uses left today (Operator, Clerk, ...)
    assigned: tuple[int, ...]  # slot of the Mechanic/Technician (-1: not assigned)
    supplied: tuple[bool, ...]  # Department Store supplied today
    done: tuple[bool, ...]  # finished the current Run Factory / Fulfil Orders step
    pending: tuple[Pending | None, ...]
    track: tuple[int, ...]  # marker position, index store * players + seat
    stamp: tuple[int, ...]  # when the marker reached its space (lower = earlier = underneath)
    # Master Chocolatier: £ earned from Corner Shop stages today (C sides; always 0 without)
    earned: tuple[int, ...]
    solo: Solo | None  # the Factory Manager cards of a solo game (§9), None with 2–4 players

    def __init__(self, game: Game, table: Table, rng: Rng, blank: bool = False) -> None:
        n = table.num_players
        self.game = game
        self.num_players = n
        self.table = table
        self.rng = rng
        if blank:
            # For clone(), which sets every other field: built through the constructor, not
            # FactoryState.__new__, because a class compiled by mypyc (scripts/compile.py)
            # runs __init__ from __new__.
            return
        self.day = 0
        self.phase = DRAFT
        self.start = 0
        self.order = tuple(range(n))
        self.turn = 0
        self.parts_a = self.parts_b = ()
        self.order_decks = self.staff_decks = ()
        self.bottoms = ()
        self.dealt_parts = self.dealt_staff = ()
        self.taken = 0
        self.draft_seq = ()
        self.draft_pos = 0
        board = table.cards.board
        self.slots = (tuple(board.preprinted[s].id if s in board.preprinted else "" for s in
                            board.slots),) * n
        self.tiles = ((EMPTY,) * board.positions,) * n
        self.room = (EMPTY,) * n
        self.coal = (0,) * n
        self.order_money = (0,) * n
        self.bonus = (0,) * n
        self.orders = ((),) * n
        self.completed = ((),) * n
        self.employee = ("",) * n
        self.new_part = ("",) * n
        self.shift = (0,) * n
        self.used = (0,) * n
        self.uses = (0,) * n
        self.assigned = (-1,) * n
        self.supplied = (False,) * n
        self.done = (False,) * n
        self.pending = (None,) * n
        self.track = (0,) * (len(STORES) * n)
        self.stamp = (0,) * (len(STORES) * n)
        self.earned = (0,) * n
        self.solo = None
        self._acting: tuple[int, ...] | None = None
        self._legal_seat = -1
        self._legal: list[Action] = []


    # -- copies ------------------------------------------------------------------------------

    def clone(self) -> Self:
        """An independent copy sharing every value (all immutable) but the random stream."""
        rng = Rng.__new__(Rng)
        rng._state = self.rng._state
        other = type(self)(self.game, self.table, rng, True)
        _copy_fields(self, other)
        return other

    def fingerprint(self) -> Any:
        """Every field of the position, as nested tuples."""
        values = []
        for name in _FIELDS:
            value = getattr(self, name)
            if name == "rng":
                value = value.state
            values.append(value)
        if self.solo is not None:
            values.append(self.solo)
        if self.table.master:
            # Only with the module: the fingerprints of base games stay as they were.
            values.append(("master", self.earned))
        return (self.table.num_players, self.table.mode_key, self.table.sides, *values)

    # -- small queries used by the rules -------------------------------------------------------

    def turn_order(self) -> tuple[int, ...]:
        """Today's seats from the start player clockwise."""
        return self.order

    def set_start(self, seat: int) -> None:
        """Make ``seat`` the start player (and the turn order follow)."""
        n = self.num_players
        self.start = seat
        self.order = tuple((seat + i) % n for i in range(n))

    def role(self, seat: int) -> str:
        """The role of the seat's employee today ("" when none)."""
        card = self.employee[seat]
        return self.table.employees[card].role if card else ""

    def employee_store(self, seat: int) -> int:
        """Index of the store of the seat's employee today (-1 when none, or a free employee
        of the Master Chocolatier module: it belongs to no store)."""
        card = self.employee[seat]
        if not card:
            return -1
        store = self.table.employees[card].store
        return STORES.index(store) if store in STORES else -1

    def ability(self, seat: int) -> str:
        """The store role whose ability the seat's employee has today: its own role, or for a
        Master Chocolatier free employee the role it is a stronger version of."""
        return self.table.staff[self.employee[seat]].effect

    def shifts_today(self, seat: int) -> int:
        """3 shifts, 4 with the Engineer (§4.3; :mod:`.roles`)."""
        return self.table.staff[self.employee[seat]].shifts

    # -- whose turn ------------------------------------------------------------------------------

    def to_act(self) -> tuple[int, ...]:
        """Seats to act: the drafter, the seat whose turn it is, or every seat still working
        in a step played simultaneously. Remembered until an action is applied (a playout
        asks twice an action: who acts, and is the seat to act in ``legal_of``)."""
        acting = self._acting
        if acting is not None:
            return acting
        phase = self.phase
        if phase == DRAFT:
            acting = (self.draft_seq[self.draft_pos],)
        elif phase == OVER:
            acting = ()
        elif ((phase == RUN and self.table.run_simultaneous)
                or (phase == FULFIL and self.table.fulfil_simultaneous)):
            done = self.done
            acting = tuple(s for s in self.order if not done[s])
        else:
            acting = (self.order[self.turn],)
        self._acting = acting
        return acting

    def set_track(self, store: int, seat: int, spaces: int, agent: bool) -> None:
        """Move a marker ``spaces`` up, lost beyond the track's end; a marker arriving on a space
        is stamped by day, step and turn order, so ties rank by arrival (§4.4 RULING)."""
        index = store * self.num_players + seat
        old = self.track[index]
        new = min(self.table.track_lengths[store], old + spaces)
        if new > old:
            self.track = put(self.track, index, new)
            rank = self.turn_order().index(seat)
            self.stamp = put(self.stamp, index, (self.day * 2 + agent) * 10 + rank + 1)

    # -- the flow of a day, which the rules drive (FactoryState moves between phases) ----------

    def draft_advance(self) -> None:
        """The next drafter, or Run Factory when everyone has a part and an employee."""
        raise NotImplementedError

    def end_shift(self, seat: int) -> None:
        """§4.3 Clear, then the seat's next shift or the end of its Run Factory."""
        raise NotImplementedError

    def end_fulfil(self, seat: int) -> None:
        """The seat has fulfilled its orders."""
        raise NotImplementedError

    def next_agent(self) -> None:
        """The next seat whose Department Store Agent may supply (§7), or Cleanup."""
        raise NotImplementedError

    def end_of_day(self) -> None:
        """§4.5 steps 3–4: employees discarded, the start player passes, the next day."""
        raise NotImplementedError


_copy_fields = _copier(_COPIED)
