"""§4.2 Grow & Recruit: the snake draft of part and employee packets, and part placement.

``take <card>`` takes the packet holding the card, keeps that card and discards the rest of the
packet (choosing the card picks its packet, so one decision does both). A part then waits for
``place <slot>``; an employee's gift is paid at once.
"""

from __future__ import annotations

from chocolatier.core.errors import IllegalActionError
from chocolatier.factory.actions import Action, PlacePart, Take
from chocolatier.factory.cards import SLOTS
from chocolatier.factory.memo import remember
from chocolatier.factory.pending import Place
from chocolatier.factory.position import Handler, Position, handles
from chocolatier.factory.refusals import DRAFT_RULE, SOLO_RULE, Refusal, refuses
from chocolatier.factory.roles import ability
from chocolatier.factory.seats import put
from chocolatier.factory.solo import DAY_STORE, unavailable_pair
from chocolatier.factory.table import MASTER_STAFF_PACKETS, PACKETS

STAFF_BIT = 8  # packet p of employees is bit STAFF_BIT + p of ``taken``


# Packet number (0-based) of each of the 5 dealt cards of a kind, by number of players.
PACKET_OF: dict[int, tuple[int, ...]] = {
    players: tuple(p for p, size in enumerate(sizes) for _ in range(size))
    for players, sizes in PACKETS.items()
}
# With the Master Chocolatier module the sixth (free) employee is in the last packet.
STAFF_PACKET_OF: dict[int, tuple[int, ...]] = {
    players: (*packets, packets[-1]) for players, packets in PACKET_OF.items() if players > 1
}


def packet_of(state: Position, index: int) -> int:
    """The packet number (0-based) of the ``index``-th dealt part."""
    return PACKET_OF[state.num_players][index]


def staff_packet_of(state: Position) -> tuple[int, ...]:
    """The packet number (0-based) of each dealt employee."""
    if state.table.master:
        return STAFF_PACKET_OF[state.num_players]
    return PACKET_OF[state.num_players]


def _spans(sizes: tuple[int, ...], first_bit: int) -> tuple[tuple[int, int, int], ...]:
    """(bit of ``taken``, start, end) of each packet of the dealt cards of a kind."""
    ends = [sum(sizes[:p + 1]) for p in range(len(sizes))]
    return tuple((1 << (first_bit + p), end - size, end)
                 for p, (size, end) in enumerate(zip(sizes, ends, strict=True)))


# The packets as spans of the dealt cards, by number of players (and, for the employees, whether
# the Master Chocolatier module deals a sixth): the draft lists cards packet by packet.
_PART_SPANS = {players: _spans(sizes, 0) for players, sizes in PACKETS.items()}
_STAFF_SPANS = {(players, master): _spans(sizes, STAFF_BIT)
                for master, packets in ((False, PACKETS), (True, MASTER_STAFF_PACKETS))
                for players, sizes in packets.items()}


def available(state: Position, seat: int) -> list[str]:
    """The cards the seat may take: those of untaken packets of a kind it lacks today, parts
    first."""
    cards: list[str] = []
    taken = state.taken
    if not state.new_part[seat]:
        dealt = state.dealt_parts
        for bit, start, end in _PART_SPANS[state.num_players]:
            if not taken & bit:
                cards += dealt[start:end]
    if not state.employee[seat]:
        dealt = state.dealt_staff
        for bit, start, end in _STAFF_SPANS[state.num_players, state.table.master]:
            if not taken & bit:
                cards += dealt[start:end]
    return cards


_PLACE = tuple(PlacePart(slot) for slot in SLOTS)
# card id -> its ``take`` (actions compare by value, so one serves every table; :mod:`.memo`)
_takes: dict[str, Take] = {}


def legal(state: Position, seat: int) -> list[Action]:
    """Draft actions: the slots for a taken part, else the cards that may be taken."""
    pending = state.pending[seat]
    if isinstance(pending, Place):
        return list(_PLACE)
    takes = _takes
    return [takes.get(card) or remember(takes, card, Take(card))
            for card in available(state, seat)]


def take(state: Position, seat: int, action: Take) -> None:
    """Take the card's packet and keep the card; the rest of the packet is out of the game."""
    card = action.card
    if card in state.dealt_parts:
        state.taken |= 1 << packet_of(state, state.dealt_parts.index(card))
        state.new_part = put(state.new_part, seat, card)
        state.pending = put(state.pending, seat, Place(card))
        return
    state.taken |= 1 << (STAFF_BIT + staff_packet_of(state)[state.dealt_staff.index(card)])
    state.employee = put(state.employee, seat, card)
    hired = ability(state.table.employees[card].role)
    state.coal = put(state.coal, seat, state.coal[seat] + hired.gift)
    state.uses = put(state.uses, seat, hired.uses)
    state.assigned = put(state.assigned, seat, -1)
    state.draft_advance()


def place(state: Position, seat: int, action: PlacePart) -> None:
    """Put the new part on a slot, covering (removing for good) what was there (§2)."""
    pending = state.pending[seat]
    assert isinstance(pending, Place)
    index = SLOTS.index(action.slot)
    slots = list(state.slots[seat])
    slots[index] = pending.part
    state.slots = put(state.slots, seat, tuple(slots))
    state.pending = put(state.pending, seat, None)
    state.draft_advance()


HANDLERS: dict[type[Action], Handler] = dict((handles(Take, take), handles(PlacePart, place)))


# -- refusals: why a draft action is not legal, from the rules above ------------------------------


def _refuse_take(state: Position, seat: int, action: Take) -> IllegalActionError:
    card = action.card
    if card not in state.dealt_parts and card not in state.dealt_staff:
        return IllegalActionError(DRAFT_RULE, "not-dealt")
    is_part = card in state.dealt_parts
    if (is_part and state.new_part[seat]) or (not is_part and state.employee[seat]):
        return IllegalActionError(DRAFT_RULE, "second-pick-other-kind",
                                  what="part" if is_part else "employee")
    if state.solo is not None:
        # Solo (§9): each card is its own packet, but today's removed pair is out of reach.
        removed = unavailable_pair(state)
        cards = state.dealt_parts if is_part else state.dealt_staff
        if removed >= 0 and cards.index(card) == removed:
            return IllegalActionError(SOLO_RULE, "pair-removed",
                                      store=DAY_STORE[state.day] or "")
    return IllegalActionError(DRAFT_RULE, "packet-taken")


REFUSALS: dict[type[Action], Refusal] = dict((refuses(Take, _refuse_take),))
