"""A seat's decision in progress: what its next small actions complete.

Big choices are split into successive small actions of the same seat (the fixed action space
stays small). While a seat has a pending decision only the actions finishing it are legal.
All pending values are immutable, so a clone shares them safely.
"""

from __future__ import annotations

from typing import NamedTuple

from chocolatier.factory.chocolates import Pile


class Place(NamedTuple):
    """A part just taken in the draft waits for its slot (§4.2)."""

    part: str


class Op(NamedTuple):
    """A part being operated (§8): generic inputs/outputs to name, upgrade points to spend, or
    the chocolate to copy, or (a Master Chocolatier mover) the chocolate to move and where.
    ``extra`` is the Technician's adjacent position (1..4) still to do."""

    kind: str  # "convert", "upgrade", "copy" or "carry"
    slot: int
    option: int  # index in the part's options (converters)
    pos: int  # 0-based conveyor position the operation works on
    ins: tuple[str, ...]  # generic input icons still to name
    outs: tuple[str, ...]  # generic output icons still to name
    points: int  # upgrade points left
    extra: int


class Delivery(NamedTuple):
    """A Corner Shop stage being delivered: icons still to give from the store room (§4.4);
    or, in a solo game, the chocolate order of Factory Manager card ``card`` (§9)."""

    order: int  # index in the seat's orders (-1 for a chocolate order)
    icons: tuple[str, ...]
    money: int  # paid when the stage is complete
    card: str = ""  # the solo card whose chocolate order this is ("" for a Corner Shop stage)


class Basket(NamedTuple):
    """Today's Department Store delivery being assembled (§4.4, §6). ``like`` is the store
    whose requirement a Palace Boutique D delivery follows (Master Chocolatier; -1: none)."""

    store: int
    kinds: tuple[str, ...]
    like: int = -1


class Keep(NamedTuple):
    """Cleanup: store-room chocolates to keep, one at a time; the rest become coal (§4.5)."""

    pool: Pile
    kept: int


class Pick(NamedTuple):
    """Cleanup: the drawn Corner Shop orders, one per size deck, to keep one of (§4.5)."""

    drawn: tuple[str, ...]


Pending = Place | Op | Delivery | Basket | Keep | Pick
