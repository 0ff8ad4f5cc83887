"""The typed contract of a Chocolatl view: what ``state.view(seat)`` returns, field by field, for
clients, tests and the JSON Schema (``chocolatier schema --game chocolatl``).

A view stays a plain dict (``chocolatl/view.py``); these TypedDicts declare it once, and the
builder returns them, so mypy checks each field it builds. Its events
(the ``log`` and each legal action's ``event``) are the tagged Structs of ``chocolatl/events.py``
(tag ``code``): on the wire JSON objects, typed by ``msgspec.convert(view, ChocolatlView)``,
which checks their codes and parameters. Every field's description is its documentation
(``docs/chocolatl.md`` gives the overview).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Annotated, Any, Literal, NotRequired, TypeAlias, TypedDict

from msgspec import Meta

from chocolatier.chocolatl.events import AnyEndReason, LogEvent, MoveEvent
from chocolatier.chocolatl.vocab import Mode, Phase, StationId
from chocolatier.core.contract import Contract

Seat = Annotated[int, Meta(ge=0, le=4, description="A seat, counted from 0.")]
Count = Annotated[int, Meta(ge=0)]
Card = Annotated[int, Meta(ge=0, description="A card's value.")]

#: Every Chocolatl event (tag ``code``); end reasons appear inside ``GameEnds`` and the result.
AnyChocolatlEvent = MoveEvent | LogEvent | AnyEndReason

# The tagged fields of a view: the Struct unions to msgspec (which checks codes and parameters),
# the JSON objects the builder makes of them to mypy (``core.contract.JsonObject``).
if TYPE_CHECKING:
    from chocolatier.core.contract import JsonObject

    TaggedMoveEvent: TypeAlias = JsonObject
    TaggedLogEvent: TypeAlias = JsonObject
    TaggedEndReason: TypeAlias = JsonObject
else:
    TaggedMoveEvent = MoveEvent
    TaggedLogEvent = LogEvent
    TaggedEndReason = AnyEndReason


class StationTitle(TypedDict):
    """A station and its title."""

    id: StationId
    title: Annotated[str, Meta(description="Its name in words.")]


class Bids(TypedDict):
    """A seat's cards on one station."""

    face_up: Annotated[list[Card], Meta(description="Revealed cards.")]
    face_down: Annotated[
        int,
        Meta(ge=0, description="How many lie face down (another seat's cards of an unfinished "
                               "bidding pass not counted)."),
    ]
    mine: NotRequired[
        Annotated[list[Card], Meta(description="The viewer's own face-down values (on its own "
                                               "seat only).")]
    ]


class StationBids(TypedDict):
    """A seat's bids per station."""

    temple: Bids
    field: Bids
    village: Bids
    pyramid: Bids
    kitchen: Bids
    tlachtli: Bids


class Player(TypedDict):
    """One seat as the viewer sees it."""

    seat: Seat
    score: Annotated[int, Meta(description="Points on the track (may be negative).")]
    disc: Annotated[
        int, Meta(ge=0, description="Place in the disc stack on its score space (0 = bottom): "
                                    "the higher disc wins a tie of equal scores.")
    ]
    markers: Annotated[int, Meta(ge=0, description="Building markers left.")]
    huts: Count
    black_dice: Count
    hero_king: Annotated[bool, Meta(description="Holds the Hero King.")]
    old_man: Annotated[bool, Meta(description="Holds the Old Man.")]
    to_act: Annotated[bool, Meta(description="Still owes a decision now.")]
    hand: Annotated[
        list[Card] | None,
        Meta(description="Cards in hand: the viewer's own, everyone's once over; else null."),
    ]
    hand_size: Count
    altar: Annotated[
        list[Card] | None,
        Meta(description="Altar cards: the viewer's own, everyone's once over; else null."),
    ]
    altar_count: Count
    dice_choice: Annotated[
        int | None, Meta(description="The viewer's own pending black-dice choice, else null.")
    ]
    bids: StationBids


class Village(TypedDict):
    """The village supplies."""

    black_die: Annotated[bool, Meta(description="A black die waits in the village.")]
    dice_left: Count
    huts_left: Count


class Kitchen(TypedDict):
    """The kitchen's round marker and values."""

    marker: Annotated[int, Meta(ge=0, description="The round marker's space.")]
    values: Annotated[
        list[list[int]], Meta(description="Per round, what the 1st and the 2nd score.")
    ]


class Layer(TypedDict):
    """A pyramid layer, bottom first."""

    size: Count
    value: Annotated[int, Meta(description="Paid to its majority when complete.")]
    markers: Annotated[list[Seat], Meta(description="Seats of its markers, in placing order.")]


class Pyramid(TypedDict):
    """The pyramid."""

    layers: list[Layer]
    placed: Count
    size: Count


class RewardStack(TypedDict):
    """A Tlachtli reward stack."""

    stack: Literal["six", "three"]
    face_up: Annotated[Card | None, Meta(description="The face-up reward card, or null.")]
    left: Count
    points_when_empty: Annotated[int, Meta(description="Paid instead when no card shows.")]


class StationResult(TypedDict):
    """How one station was decided; lists are per seat."""

    round: Annotated[int, Meta(ge=1)]
    station: StationId
    cards: list[list[Card]]
    pips: Annotated[list[list[int]], Meta(description="Black-die pips rolled.")]
    totals: Annotated[list[int], Meta(description="Modified totals.")]
    ranking: Annotated[list[Seat], Meta(description="Best first.")]


# The breakdown's categories have spaces in their names, hence the functional form.
Breakdown = TypedDict(
    "Breakdown",
    {
        "track": int, "altar": int, "altar majority": int, "hero king": int, "old man": int,
        "pyramid markers": int, "pyramid majority": int, "black dice": int,
    },
)
Breakdown.__doc__ = "A seat's final points by category (they add up to its score)."


class Details(TypedDict):
    """Facts behind the scores."""

    end: Annotated[list[TaggedEndReason], Meta(description="Why the game ended.")]
    rounds: Annotated[int, Meta(ge=0, description="Rounds played.")]
    altar_cards: Annotated[list[list[Card]], Meta(description="Per seat.")]
    black_dice_pips: Annotated[
        list[list[int]], Meta(description="Per seat, its unused black dice rolled at the end.")
    ]


class Result(TypedDict):
    """The outcome of the game."""

    scores: list[int]
    winners: Annotated[list[Seat], Meta(description="Several on a shared victory.")]
    breakdown: list[Breakdown]
    details: Details


class LegalAction(TypedDict):
    """A legal action of the viewer: what to send and what it does."""

    id: Annotated[int, Meta(ge=0, description="Its id in the fixed action space.")]
    notation: Annotated[str, Meta(description="The text to send (docs/chocolatl.md).")]
    event: Annotated[TaggedMoveEvent, Meta(description="What it does: the event of the move.")]


class ChocolatlView(TypedDict):
    """A seat's (or a spectator's) view of a Chocolatl game."""

    game: Literal["chocolatl"]
    seat: Annotated[Seat | None, Meta(description="The seat it is for (null: spectator).")]
    num_players: Annotated[int, Meta(ge=3, le=5)]
    phase: Phase
    round: Annotated[int, Meta(ge=0, description="0: the altar before round 1.")]
    rounds: Annotated[int, Meta(ge=1, description="Rounds of a game.")]
    mode: Annotated[Mode, Meta(description="This round's bidding mode.")]
    leader_colour: Annotated[Mode, Meta(description="The colour under the leader now.")]
    stage: Annotated[
        int, Meta(ge=0, description="Gold: the station being bid (index); green: pass 0 or 1.")
    ]
    station: Annotated[
        StationId | None, Meta(description="The station being resolved, or null.")
    ]
    stations: Annotated[list[StationTitle], Meta(description="The six stations in order.")]
    to_act: Annotated[list[Seat], Meta(description="Seats that owe a decision now.")]
    players: Annotated[list[Player], Meta(description="One per seat, in seat order.")]
    hero_king: Annotated[Seat | None, Meta(description="Holder of the Hero King, or null.")]
    old_man: Annotated[Seat | None, Meta(description="Holder of the Old Man, or null.")]
    harvest: Annotated[list[int], Meta(description="The harvest dice, high to low.")]
    village: Village
    kitchen: Kitchen
    pyramid: Pyramid
    tlachtli: list[RewardStack]
    results: Annotated[
        list[StationResult], Meta(description="Stations resolved this round and last round.")
    ]
    log: Annotated[list[TaggedLogEvent], Meta(description="The public events of the game.")]
    legal: Annotated[
        list[LegalAction], Meta(description="The viewer's legal actions (empty: none owed).")
    ]
    result: Annotated[Result | None, Meta(description="The outcome once over, else null.")]


def view_type(view: Mapping[str, Any]) -> type[ChocolatlView]:
    """The contract type of a Chocolatl view (there is one)."""
    return ChocolatlView


CONTRACT = Contract(
    game="chocolatl", title="Chocolatl", views=(ChocolatlView,), event=AnyChocolatlEvent,
    legal=LegalAction, view_type=view_type,
)
