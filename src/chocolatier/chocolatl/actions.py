"""Chocolatl's actions: small decisions with a text notation and a fixed integer id space.

=====================  ===========================================  ==========================
notation               meaning                                      when
=====================  ===========================================  ==========================
``altar 7``            sacrifice the card of value 7 on the altar   before round 1; at the end
``altar none``         sacrifice nothing more                       at the end only
``bid 7 temple``       place a 7 face down on a station             bidding
``roll 2``             roll 2 of one's black dice (``roll 0``: no)  before a bid is compared
``take die``           take the village's black die                 village winner
``take hut``           take a hut tile (and place a marker on it)   village winner
``first me``           place one's own pyramid marker first        pyramid winner, close bid
``first other``        let the 2nd place first                      pyramid winner, close bid
``swap 0``             give the 0 for the face-up reward card       Tlachtli 1st, then 2nd
=====================  ===========================================  ==========================

Station names: ``temple field village pyramid kitchen tlachtli`` (resolved in this order).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from chocolatier.chocolatl.vocab import StationId
from chocolatier.core.errors import NotationError

STATIONS: tuple[StationId, ...] = ("temple", "field", "village", "pyramid", "kitchen", "tlachtli")
STATION_TITLES: tuple[str, ...] = (
    "Temple of Prophecy",
    "Cacao field",
    "Village",
    "Pyramid of Cholula",
    "Kitchen",
    "Tlachtli ball court",
)
TEMPLE, FIELD, VILLAGE, PYRAMID, KITCHEN, TLACHTLI = range(6)


@dataclass(frozen=True, slots=True)
class Sacrifice:
    """Put the card of ``value`` face down on the altar (``None``: nothing more, at the end)."""

    value: int | None


@dataclass(frozen=True, slots=True)
class Bid:
    """Place the card of ``value`` face down on ``station`` (0 = temple .. 5 = Tlachtli)."""

    value: int
    station: int


@dataclass(frozen=True, slots=True)
class Roll:
    """Roll ``count`` of one's black dice and add their pips to the bid about to be compared."""

    count: int


@dataclass(frozen=True, slots=True)
class TakeVillage:
    """The village winner takes a hut tile (``hut``) or the black die; the 2nd gets the other."""

    hut: bool


@dataclass(frozen=True, slots=True)
class FirstPlacer:
    """The pyramid winner decides who places a marker first: itself (``me``) or the 2nd."""

    me: bool


@dataclass(frozen=True, slots=True)
class Swap:
    """Give the card of ``value`` (it leaves the game) for the face-up Tlachtli reward card."""

    value: int


ChocolatlAction = Sacrifice | Bid | Roll | TakeVillage | FirstPlacer | Swap


def notation(action: ChocolatlAction) -> str:
    """The action's text notation."""
    match action:
        case Sacrifice(value=None):
            return "altar none"
        case Sacrifice(value=value):
            return f"altar {value}"
        case Bid(value=value, station=station):
            return f"bid {value} {STATIONS[station]}"
        case Roll(count=count):
            return f"roll {count}"
        case TakeVillage(hut=hut):
            return "take hut" if hut else "take die"
        case FirstPlacer(me=me):
            return "first me" if me else "first other"
        case Swap(value=value):
            return f"swap {value}"
    raise TypeError(f"not a Chocolatl action: {action!r}")


_NUMBER = r"(\d{1,3})"
_PATTERNS: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(pattern), kind)
    for pattern, kind in (
        (r"altar none", "altar-none"),
        (rf"altar {_NUMBER}", "altar"),
        (rf"bid {_NUMBER} ([a-z]+)", "bid"),
        (rf"roll {_NUMBER}", "roll"),
        (r"take (die|hut)", "take"),
        (r"first (me|other)", "first"),
        (rf"swap {_NUMBER}", "swap"),
    )
)


def parse(text: str) -> ChocolatlAction:
    """Read a notation. Well-formed but illegal actions parse (applying them names the rule)."""
    wanted = " ".join(text.split()).lower()
    for pattern, kind in _PATTERNS:
        found = pattern.fullmatch(wanted)
        if found is None:
            continue
        arg = found.group(1) if found.groups() else ""
        if kind == "altar-none":
            return Sacrifice(None)
        if kind == "altar":
            return Sacrifice(int(arg))
        if kind == "bid":
            name = found.group(2)
            if name not in STATIONS:
                raise NotationError(text, "not-a-station", word=name, known=list(STATIONS))
            return Bid(int(arg), STATIONS.index(name))
        if kind == "roll":
            return Roll(int(arg))
        if kind == "take":
            return TakeVillage(arg == "hut")
        if kind == "first":
            return FirstPlacer(arg == "me")
        return Swap(int(arg))
    raise NotationError(text, "usage", forms=["altar V", "altar none", "bid V STATION", "roll K",
                                              "take die|hut", "first me|other", "swap V"])


class ActionSpace:
    """The fixed id space of a data set with cards ``0..max_card`` and ``dice`` black dice.

    Ids, in order: bids (station-major, one per card value), sacrifices (one per value, then
    ``altar none``), rolls ``0..dice``, ``take die``, ``take hut``, ``first me``, ``first other``,
    swaps (one per value).
    """

    def __init__(self, max_card: int, dice: int) -> None:
        self.values = max_card + 1
        self.dice = dice
        self._sacrifice = len(STATIONS) * self.values
        self._roll = self._sacrifice + self.values + 1
        self._choices = self._roll + dice + 1
        self._swap = self._choices + 4
        self.size = self._swap + self.values
        # Prebuilt actions: frozen dataclasses are slow to create and legal lists are hot paths.
        self.bids = tuple(
            tuple(Bid(v, s) for v in range(self.values)) for s in range(len(STATIONS))
        )
        self.sacrifices = tuple(Sacrifice(v) for v in range(self.values))
        self.swaps = tuple(Swap(v) for v in range(self.values))
        self.rolls = tuple(Roll(k) for k in range(dice + 1))

    def id_of(self, action: ChocolatlAction) -> int | None:
        """The action's id, or ``None`` when it lies outside the space (an impossible value)."""
        match action:
            case Bid(value=value, station=station):
                valid = self._card(value) and 0 <= station < len(STATIONS)
                return station * self.values + value if valid else None
            case Sacrifice(value=value):
                if value is None:
                    return self._sacrifice + self.values
                return self._sacrifice + value if self._card(value) else None
            case Roll(count=count):
                return self._roll + count if 0 <= count <= self.dice else None
            case TakeVillage(hut=hut):
                return self._choices + int(hut)
            case FirstPlacer(me=me):
                return self._choices + 2 + int(not me)
            case Swap(value=value):
                return self._swap + value if self._card(value) else None
        return None

    def action_of(self, action_id: int) -> ChocolatlAction | None:
        """The action with this id (``None`` when the id is outside the space)."""
        if not 0 <= action_id < self.size:
            return None
        if action_id < self._sacrifice:
            return Bid(action_id % self.values, action_id // self.values)
        if action_id < self._roll:
            value = action_id - self._sacrifice
            return Sacrifice(None if value == self.values else value)
        if action_id < self._choices:
            return Roll(action_id - self._roll)
        if action_id < self._swap:
            offset = action_id - self._choices
            return TakeVillage(offset == 1) if offset < 2 else FirstPlacer(offset == 2)
        return Swap(action_id - self._swap)

    def _card(self, value: int) -> bool:
        return 0 <= value < self.values
