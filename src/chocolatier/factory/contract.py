"""The typed contract of a Chocolate Factory view: what ``state.view(seat)`` returns, field by
field, for clients, tests and the JSON Schema (``chocolatier schema --game factory``).

A view stays a plain dict (``factory/view.py`` builds it, sharing read-only parts); these
TypedDicts declare it once, and the builder returns them, so mypy checks each field it builds.
Two kinds of values are tagged Structs instead of dicts: the events (``factory/events.py``, tag
``code``) and the pending decisions (tag ``type``). On the wire, and to mypy, they are JSON
objects like the rest (``Tagged...`` below); ``msgspec.convert(view, SoloFactoryView | ...)`` (see
:func:`view_type`) validates a view and turns those objects into the Structs, checking their
codes and parameters. A solo game's view differs from a 2–4 player one in ``players``, ``solo``
and ``result``, hence two view types with the same other fields.

Every field's description is its documentation (``docs/views.md`` gives the overview).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Annotated, Any, Literal, NotRequired, TypeAlias, TypedDict

import msgspec
from msgspec import Meta

from chocolatier.core.contract import Contract
from chocolatier.factory.events import (
    AgentDeliver,
    AgentPass,
    Assign,
    ChocolateOrderDone,
    Chute,
    CopyKind,
    DealerDeliver,
    Decorate,
    Deliver,
    FeedIn,
    GiveKind,
    KeepDone,
    KeepKind,
    MakeOut,
    MarkerMoved,
    MoneyPaid,
    MoneyShort,
    MoveChocolate,
    OrdersDone,
    OrdersDoneEarned,
    OrdersGivenUp,
    OrdersShort,
    Pack,
    PlacePart,
    RunPart,
    ShiftDone,
    SkipStage,
    SoloDeliver,
    SpacesShort,
    SpecialOrderProgress,
    Supply,
    SupplyAs,
    SupplyDone,
    TakeCard,
    TakeOrder,
    TradeCoal,
    Upgrade,
    UpgradeDone,
)
from chocolatier.factory.vocab import (
    CheckKind,
    ChocolateKind,
    DayName,
    Icon,
    OrderIcon,
    Phase,
    Role,
    Size,
    SlotName,
    StepMode,
    StoreId,
    TableMode,
)

TeamSize = Literal[2, 3, 4]
Seat = Annotated[int, Meta(ge=0, le=3, description="A seat, counted from 0.")]
Count = Annotated[int, Meta(ge=0)]
Pile = Annotated[
    dict[ChocolateKind, Annotated[int, Meta(gt=0)]],
    Meta(description="Chocolates as {kind: count}, only the kinds present."),
]

#: What a seat's move does: the event of a legal action and of the move in the log.
AnyMoveEvent = (
    TakeCard | PlacePart | RunPart | FeedIn | MakeOut | CopyKind | TradeCoal | GiveKind
    | KeepKind | Upgrade | UpgradeDone | Chute | MoveChocolate | Decorate | Pack | Assign
    | ShiftDone | Deliver | DealerDeliver | AgentDeliver | SkipStage | TakeOrder | SoloDeliver
    | Supply | SupplyDone | OrdersDone | AgentPass | KeepDone | SupplyAs | OrdersDoneEarned
)


# -- cards -------------------------------------------------------------------------------------


class ConverterOption(TypedDict):
    """One way to run a converter: the icons it takes and makes."""

    inputs: Annotated[list[Icon], Meta(description="Icons taken (kinds or generic icons).")]
    outputs: Annotated[list[Icon], Meta(description="Icons made.")]


class PartCard(TypedDict):
    """A factory part card."""

    id: Annotated[str, Meta(description="Card id.")]
    name: Annotated[str, Meta(description="Card name (an id for the catalogs).")]
    deck: Annotated[Literal["A", "B", "board"], Meta(description="Its deck; board: preprinted.")]
    kind: Annotated[
        Literal["converter", "upgrader", "repeater", "chute", "mover"],
        Meta(description="Part type (mover: Master Chocolatier module)."),
    ]
    cost: Annotated[int, Meta(ge=0, description="Coal to run it.")]
    points: Annotated[int, Meta(ge=0, description="An upgrader's upgrade points (else 0).")]
    copies: Annotated[int, Meta(ge=0, description="A repeater's copies (else 0).")]
    options: Annotated[list[ConverterOption], Meta(description="A converter's options.")]
    accepts: NotRequired[
        Annotated[list[Icon], Meta(description="A mover's: the chocolates it may move.")]
    ]


class EmployeeCard(TypedDict):
    """An employee card."""

    id: Annotated[str, Meta(description="Card id.")]
    store: Annotated[
        StoreId | Literal["free"],
        Meta(description="The Department Store it works for (free: a Master Chocolatier free "
                         "employee, no store)."),
    ]
    role: Annotated[Role, Meta(description="Its ability.")]
    name: Annotated[str, Meta(description="Card name.")]


class OrderStage(TypedDict):
    """One stage of a Corner Shop order."""

    chocolates: Annotated[list[OrderIcon], Meta(description="Refined chocolates asked for.")]
    money: Annotated[int, Meta(ge=0, description="£ paid when delivered.")]


class OrderCard(TypedDict):
    """A Corner Shop order and its progress."""

    id: Annotated[str, Meta(description="Card id.")]
    size: Annotated[Size, Meta(description="Its deck.")]
    delivered: Annotated[int, Meta(ge=0, description="Stages delivered so far.")]
    stages: Annotated[list[OrderStage], Meta(description="Stages, bottom (first) to top.")]


class PartPacket(TypedDict):
    """A draft packet's part cards."""

    packet: Annotated[int, Meta(ge=1, description="Packet number, from 1.")]
    taken: Annotated[bool, Meta(description="The packet was taken today.")]
    cards: list[PartCard]


class EmployeePacket(TypedDict):
    """A draft packet's employee cards."""

    packet: Annotated[int, Meta(ge=1, description="Packet number, from 1.")]
    taken: Annotated[bool, Meta(description="The packet was taken today.")]
    cards: list[EmployeeCard]


class Packets(TypedDict):
    """Today's draft packets (empty lists outside the draft); ``parts[i]`` pairs with
    ``employees[i]``."""

    parts: list[PartPacket]
    employees: list[EmployeePacket]


class TwoOf(TypedDict):
    """exact_two: the spaces that two chocolates of one icon move."""

    icon: Icon
    spaces: Annotated[int, Meta(ge=1, description="Spaces for exactly two of this icon.")]


# A store side's numbers and ``own`` (the optional fields of :class:`Store`), declared once for
# the store rows and for :class:`StoreWording`, what the view builder words a side with.
Limit = Annotated[int, Meta(ge=1, description="all_different: at most this many a day "
                                              "without a Director.")]
TwoOfs = Annotated[list[TwoOf], Meta(description="exact_two: the sets it takes, with their "
                                                 "spaces.")]
Per = Annotated[int, Meta(ge=1, description="earnings: 1 space per £per earned today.")]
Own = Annotated[bool, Meta(description="The card set's own kind of side (another rule or "
                                       "other chocolates than the printed one): worded by its "
                                       "text, not by the catalogs.")]
Accepts = Annotated[list[Icon], Meta(description="exact_count: the chocolates it takes.")]
Counts = Annotated[list[int], Meta(description="exact_count: the allowed delivery sizes.")]


class StoreWording(TypedDict, total=False):
    """A store side's numbers and ``own`` (:func:`~.view.side_wording`), in a store row."""

    limit: Limit
    two_of: TwoOfs
    per: Per
    own: Own
    accepts: Accepts
    counts: Counts


class Store(TypedDict):
    """A Department Store, its side and every seat's marker. The side's numbers (``limit``,
    ``two_of``, ``per``, ``counts``) are the card set's: clients word the side with them."""

    id: StoreId
    name: Annotated[str, Meta(description="Store name.")]
    side: Annotated[str, Meta(description="The side in play (A–D).")]
    rule: Annotated[
        Literal["same_kind", "all_different", "each", "pairs", "exact_two", "earnings",
                "exact_count", "as_other"],
        Meta(description="What a delivery must hold (the last three: Master Chocolatier "
                         "sides C and D)."),
    ]
    limit: NotRequired[Limit]
    two_of: NotRequired[TwoOfs]
    per: NotRequired[Per]
    own: NotRequired[Own]
    accepts: NotRequired[Accepts]
    counts: NotRequired[Counts]
    once_a_day: Annotated[
        bool, Meta(description="The side takes one delivery a day (else several).")
    ]
    text: Annotated[str, Meta(description="The side's rule in words.")]
    track_length: Annotated[int, Meta(ge=1, description="Spaces of its track.")]
    markers: Annotated[
        list[Count], Meta(description="Per seat: its position (0: not on the track).")
    ]
    arrival_order: Annotated[
        list[Seat],
        Meta(description="Seats on the track by position, lowest first; on a shared space "
                         "earliest arrival (underneath) first."),
    ]


class OrderDecks(TypedDict):
    """Cards left in each Corner Shop deck."""

    small: Count
    medium: Count
    large: Count


class EmployeeDecks(TypedDict):
    """Cards left in each store's employee deck."""

    palace: Count
    fresh: Count
    salter: Count
    house: Count
    dunstan: Count
    free: NotRequired[Annotated[Count, Meta(description="Master Chocolatier free employees.")]]


class Decks(TypedDict):
    """Deck sizes (never their contents)."""

    parts_a: Count
    parts_b: Count
    orders: OrderDecks
    employees: EmployeeDecks


class Slot(TypedDict):
    """A factory slot."""

    slot: Annotated[SlotName, Meta(description="T1..T4 above the conveyor, B1..B4 below.")]
    part: Annotated[PartCard | None, Meta(description="Its part, or null.")]
    used: Annotated[bool, Meta(description="Operated this shift.")]
    position: Annotated[int, Meta(ge=1, le=4, description="Its conveyor position.")]


# -- pending decisions (tag "type") -----------------------------------------------------------


class Pending(msgspec.Struct, frozen=True, kw_only=True, tag_field="type",
              forbid_unknown_fields=True):
    """A seat's decision in progress; its ``type`` says which actions finish it."""


class PlacePending(Pending, frozen=True, kw_only=True, tag="place"):
    """The part taken in the draft waits for a slot (``place <slot>``)."""

    part: Annotated[str, Meta(description="The part's id.")]


class Operating(Pending, frozen=True, kw_only=True):
    """A part being operated."""

    slot: SlotName
    option: Annotated[int, Meta(ge=1, description="A converter's option, from 1.")]
    tile: Annotated[int, Meta(ge=1, le=4, description="The conveyor tile it works on.")]
    inputs_to_name: Annotated[list[Icon], Meta(description="Generic input icons to name.")]
    outputs_to_name: Annotated[list[Icon], Meta(description="Generic output icons to name.")]
    points: Annotated[int, Meta(ge=0, description="Upgrade points left.")]
    technician_tile: Annotated[
        int | None, Meta(description="The Technician's extra tile still to do, or null.")
    ]


class ConvertPending(Operating, frozen=True, kw_only=True, tag="convert"):
    """Naming a converter's generic icons: ``in <kind>`` then ``out <kind>``."""


class UpgradePending(Operating, frozen=True, kw_only=True, tag="upgrade"):
    """Spending upgrade points: ``up <from>><to>``, ``up done``."""


class CopyPending(Operating, frozen=True, kw_only=True, tag="copy"):
    """Choosing the chocolate a repeater copies: ``copy <kind>``."""


class CarryPending(Operating, frozen=True, kw_only=True, tag="carry"):
    """A Master Chocolatier mover: ``move <tile>><tile> <kind>`` from its own tile."""


class DeliverPending(Pending, frozen=True, kw_only=True, tag="deliver"):
    """Delivering an order stage: ``give <kind>`` per icon."""

    order: Annotated[
        int, Meta(ge=-1, description="Index in the seat's orders; -1: a chocolate order.")
    ]
    icons_to_give: Annotated[list[Icon], Meta(description="Icons still to give.")]
    money: Annotated[int, Meta(ge=0, description="£ paid when complete.")]
    chocolate_order: Annotated[
        str | None, Meta(description="The solo card whose chocolate order this is, or null.")
    ]


class SupplyPending(Pending, frozen=True, kw_only=True, tag="supply"):
    """Today's Department Store delivery: ``supply <store> <kind>``, ``supply done``."""

    store: StoreId
    chocolates: Annotated[list[ChocolateKind], Meta(description="In the delivery so far.")]
    as_store: Annotated[
        StoreId | None,
        Meta(description="Palace Boutique D: the store whose requirement it follows."),
    ] = None


class KeepPending(Pending, frozen=True, kw_only=True, tag="keep"):
    """Cleanup: chocolates to keep, ``keep <kind>``, ``keep done``."""

    pool: Annotated[Pile, Meta(description="Chocolates to choose from.")]
    kept: Annotated[int, Meta(ge=0, description="Kept so far.")]
    limit: Annotated[int, Meta(ge=0, description="How many a store room keeps.")]


class PickOrderPending(Pending, frozen=True, kw_only=True, tag="pick_order"):
    """Cleanup: keep one of the drawn Corner Shop orders, ``order <card>``."""

    drawn: Annotated[list[OrderCard], Meta(description="One per size deck.")]


class Busy(Pending, frozen=True, kw_only=True, tag="busy"):
    """Another seat's decision in progress (its content is private)."""


AnyPending = (
    PlacePending | ConvertPending | UpgradePending | CopyPending | CarryPending | DeliverPending
    | SupplyPending | KeepPending | PickOrderPending | Busy
)

# The tagged fields of a view: the Struct unions to msgspec (which checks tags and parameters),
# the JSON objects the builder makes of them to mypy (``core.contract.JsonObject``).
if TYPE_CHECKING:
    from chocolatier.core.contract import JsonObject

    TaggedPending: TypeAlias = JsonObject
    TaggedMoveEvent: TypeAlias = JsonObject
else:
    TaggedPending = AnyPending
    TaggedMoveEvent = AnyMoveEvent


class Factory(TypedDict):
    """One seat's factory."""

    seat: Seat
    money: Annotated[int, Meta(ge=0, description="£ earned so far (orders and Salesman).")]
    coal: Annotated[int, Meta(ge=0, description="Coal in the bunker.")]
    tiles: Annotated[list[Pile], Meta(description="The 4 conveyor tiles, position 1 first.")]
    store_room: Pile
    slots: Annotated[list[Slot], Meta(description="The 8 slots, T1..T4 then B1..B4.")]
    employee: Annotated[EmployeeCard | None, Meta(description="Today's employee, or null.")]
    employee_uses_left: Annotated[
        int, Meta(ge=0, description="Uses left today of a limited employee.")
    ]
    assigned_slot: Annotated[
        SlotName | None, Meta(description="Slot of today's Mechanic/Technician, or null.")
    ]
    new_part: Annotated[str | None, Meta(description="Id of the part taken today, or null.")]
    shift: Annotated[
        int,
        Meta(ge=0, le=4, description="The seat's shift in Run Factory (1..4); 0 before its "
                                     "first shift; its last one after Run Factory."),
    ]
    shifts_today: Annotated[int, Meta(ge=3, le=4, description="3, or 4 with the Engineer.")]
    supplied_today: Annotated[bool, Meta(description="The Department Store was supplied today.")]
    finished_step: Annotated[
        bool, Meta(description="Finished the current Run Factory / Fulfil Orders step.")
    ]
    orders: Annotated[list[OrderCard], Meta(description="Open Corner Shop orders.")]
    completed_orders: Annotated[list[str], Meta(description="Completed order ids.")]
    completed_count: Count
    pending: Annotated[
        TaggedPending | None,
        Meta(description="The viewer's own decision in progress; for other seats only "
                         "busy or null."),
    ]


class LegalAction(TypedDict):
    """A legal action of the viewer: what to send and what it concerns."""

    id: Annotated[int, Meta(ge=0, description="Its id in the fixed action space.")]
    notation: Annotated[str, Meta(description="The text to send (docs/notation.md).")]
    event: Annotated[
        TaggedMoveEvent,
        Meta(description="What it does, with the ids of the things it concerns (card, slot, "
                         "tile, kind, store, order): the event logged when it is taken."),
    ]


# -- solo -------------------------------------------------------------------------------------


class ObjectiveBox(msgspec.Struct, frozen=True, kw_only=True, tag_field="kind",
                   forbid_unknown_fields=True):
    """One objective box of a Factory Manager card: its parameters (a client words it from the
    catalog's ``objective-<kind>``); ``kind`` says what it asks."""

    amount: Annotated[int, Meta(ge=0, description="£, orders, or spaces asked for.")]
    size: Annotated[Size | None, Meta(description="The order size asked for, or null: any.")]
    store: Annotated[StoreId | None, Meta(description="The store asked for, or null: any.")]
    chocolates: Annotated[list[Icon], Meta(description="A chocolate order's chocolates.")]


class MoneyBox(ObjectiveBox, frozen=True, kw_only=True, tag="money"):
    """Pay £``amount`` from Corner Shop orders."""


class CornerShopBox(ObjectiveBox, frozen=True, kw_only=True, tag="corner_shop"):
    """Give up ``amount`` completed orders (of ``size``)."""


class DepartmentStoreBox(ObjectiveBox, frozen=True, kw_only=True, tag="department_store"):
    """Move a marker back ``amount`` spaces (at ``store``)."""


class ChocolateOrderBox(ObjectiveBox, frozen=True, kw_only=True, tag="chocolate_order"):
    """Deliver the ``chocolates``."""


class SpecialOrderBox(msgspec.Struct, frozen=True, kw_only=True, tag_field="kind",
                      tag="special_order", forbid_unknown_fields=True):
    """Complete the special order ``order`` (of ``size``)."""

    order: Annotated[str, Meta(description="The Corner Shop order's id.")]
    size: Size


AnyObjectiveBox = MoneyBox | CornerShopBox | DepartmentStoreBox | ChocolateOrderBox

#: Why an objective is met, or what it lacks (tag ``code``, worded from the catalogs).
AnyObjectiveReason = (
    MoneyPaid | MoneyShort | OrdersGivenUp | OrdersShort | MarkerMoved | SpacesShort
    | ChocolateOrderDone | SpecialOrderProgress
)

if TYPE_CHECKING:
    TaggedBox: TypeAlias = JsonObject
    TaggedCheckBox: TypeAlias = JsonObject
    TaggedReason: TypeAlias = JsonObject
else:
    TaggedBox = AnyObjectiveBox
    TaggedCheckBox = AnyObjectiveBox | SpecialOrderBox
    TaggedReason = AnyObjectiveReason


class SoloCard(TypedDict):
    """A Factory Manager card."""

    id: str
    type: Literal["weekly_target", "demand"]
    special_orders: Annotated[list[Size], Meta(description="Sizes of its Special Orders panel.")]
    objectives: list[TaggedBox]


class Demand(SoloCard):
    """A face-up Demand card."""

    revealed: Annotated[
        Literal["setup", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
        Meta(description="When it was revealed: at setup (Initial Demand) or that day."),
    ]


class ObjectiveCheck(TypedDict):
    """An objective as it stands: met or not, and why."""

    card: Annotated[str, Meta(description="The solo card it is on.")]
    kind: CheckKind
    box: Annotated[TaggedCheckBox, Meta(description="What it asks (tag ``kind``).")]
    met: bool
    why: Annotated[
        TaggedReason,
        Meta(description="Why it is met (what was spent), or what it lacks."),
    ]


class Solo(TypedDict):
    """A solo game's Factory Manager cards and objectives (§9)."""

    weekly_target: SoloCard
    demands: Annotated[list[Demand], Meta(description="Face-up Demands, Initial ones first.")]
    face_down_demands: Annotated[int, Meta(ge=0, description="Daily Demands still face down.")]
    special_orders: Annotated[
        list[str], Meta(description="Ids of the Corner Shop orders beside the Weekly Target.")
    ]
    chocolate_orders_delivered: Annotated[
        list[str], Meta(description="Cards whose chocolate order was delivered.")
    ]
    unavailable_pair: Annotated[
        Annotated[int, Meta(ge=1, le=5)] | None,
        Meta(description="During the draft, the pair removed today (1..5); else null."),
    ]
    objectives: list[ObjectiveCheck]


# -- results ----------------------------------------------------------------------------------


class Breakdown(TypedDict):
    """A seat's final money by scoring category (§5)."""

    corner_shop_orders: int
    salesman: int
    corner_shop_majority: int
    store_palace: int
    store_fresh: int
    store_salter: int
    store_house: int
    store_dunstan: int
    diversity: int
    leftover_chocolates: int
    leftover_coal: int


class StoreTracks(TypedDict):
    """Per store, every seat's track position."""

    palace: list[Count]
    fresh: list[Count]
    salter: list[Count]
    house: list[Count]
    dunstan: list[Count]


class Details(TypedDict):
    """Facts behind the scores."""

    completed_orders: Annotated[list[Count], Meta(description="Per seat, orders completed.")]
    tracks: StoreTracks
    final_turn_order: Annotated[list[Seat], Meta(description="Breaks ties: later wins.")]


class Result(TypedDict):
    """The outcome of a 2–4 player game."""

    scores: Annotated[list[int], Meta(description="Final money per seat.")]
    winners: Annotated[list[Seat], Meta(description="Winning seats.")]
    breakdown: Annotated[list[Breakdown], Meta(description="Per seat; adds up to its score.")]
    details: Details


class SoloBreakdown(TypedDict):
    """Objectives met by kind (they add up to the score)."""

    met_money: Count
    met_corner_shop: Count
    met_department_store: Count
    met_chocolate_order: Count
    met_special_order: Count


class SoloTracks(TypedDict):
    """Per store, the seat's track position."""

    palace: Count
    fresh: Count
    salter: Count
    house: Count
    dunstan: Count


class SoloDetails(TypedDict):
    """Facts behind a solo score."""

    won: Annotated[bool, Meta(description="Every objective is met.")]
    objectives_met: Count
    objectives_total: Count
    objectives: Annotated[
        list[ObjectiveCheck], Meta(description="Each objective, with what it spent in why.")
    ]
    money_earned: Count
    completed_orders: list[str]
    tracks: SoloTracks


class SoloResult(TypedDict):
    """The outcome of a solo game."""

    scores: Annotated[list[Count], Meta(description="[objectives met].")]
    winners: Annotated[list[Seat], Meta(description="[0] when every objective is met, else [].")]
    breakdown: list[SoloBreakdown]
    details: SoloDetails


# -- the view ---------------------------------------------------------------------------------


class _View(TypedDict):
    """The fields common to every Chocolate Factory view."""

    game: Literal["factory"]
    view_version: Annotated[int, Meta(ge=1, description="Format version; fields only added.")]
    viewer: Annotated[Seat | None, Meta(description="The seat it is for (null: spectator).")]
    mode: Annotated[
        TableMode,
        Meta(description="Both steps in turn order, both simultaneous, or one of each."),
    ]
    run: Annotated[StepMode, Meta(description="How Run Factory is played.")]
    fulfil: Annotated[StepMode, Meta(description="How Fulfil Orders is played.")]
    day: Annotated[int, Meta(ge=1, le=6, description="Monday = 1 .. Saturday = 6.")]
    day_name: DayName
    phase: Annotated[
        Phase, Meta(description="agent: Department Store Agents at the start of Cleanup.")
    ]
    start_player: Seat
    turn_order: Annotated[list[Seat], Meta(description="From the start player clockwise.")]
    to_act: Annotated[list[Seat], Meta(description="Seats that must act now (empty when over).")]
    draft_order: Annotated[list[Seat], Meta(description="Today's snake draft order.")]
    draft_position: Annotated[int, Meta(ge=0, description="How far the draft is.")]
    packets: Packets
    stores: Annotated[list[Store], Meta(description="The five Department Stores.")]
    store_room_limit: Annotated[int, Meta(ge=0, description="Kept at Cleanup (2; 6 solo).")]
    decks: Decks
    factories: Annotated[list[Factory], Meta(description="One per seat, in seat order.")]
    legal: Annotated[
        list[LegalAction], Meta(description="The viewer's legal actions now (none: spectator).")
    ]
    finished: Annotated[bool, Meta(description="The game is over.")]
    master: NotRequired[
        Annotated[bool, Meta(description="The Master Chocolatier module is in play.")]
    ]
    earned_today: NotRequired[
        Annotated[list[Count], Meta(description="Per seat: £ from Corner Shop orders today "
                                                "(Master Chocolatier C sides).")]
    ]


class FactoryView(_View):
    """A seat's (or a spectator's) view of a 2–4 player game."""

    players: Annotated[TeamSize, Meta(description="Number of seats.")]
    solo: Annotated[None, Meta(description="Null: not a solo game.")]
    result: Annotated[Result | None, Meta(description="The outcome once over, else null.")]


class SoloFactoryView(_View):
    """The view of a solo game (Factory Manager, §9)."""

    players: Annotated[Literal[1], Meta(description="One seat: the solo mode.")]
    solo: Solo
    result: Annotated[SoloResult | None, Meta(description="The outcome once over, else null.")]


def view_type(view: Mapping[str, Any]) -> type[FactoryView] | type[SoloFactoryView]:
    """The contract type of ``view`` (solo or not, by its ``players``)."""
    return SoloFactoryView if view.get("players") == 1 else FactoryView


#: Every Chocolate Factory event (tag ``code``).
AnyFactoryEvent = AnyMoveEvent | AnyObjectiveReason

CONTRACT = Contract(
    game="factory", title="Chocolate Factory", views=(FactoryView, SoloFactoryView),
    event=AnyFactoryEvent, legal=LegalAction, view_type=view_type,
)
