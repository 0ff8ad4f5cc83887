"""Determinisation: a clone in which what one seat cannot see is re-drawn consistently.

Hidden in Chocolate Factory: the order of every deck (parts A and B, the five employee decks,
the three Corner Shop decks) and the Corner Shop cards another seat is choosing among at
Cleanup. The seat does know which cards it put at the bottom of a Corner Shop deck itself: those
keep their places; every other unseen card of a size is shuffled among the unseen places. In a
solo game the face-down Daily Demands are redrawn from every Demand not face up (§9).

A determinisation depends only on what the seat knows and on ``rng``: unseen cards are sorted
before they are shuffled, so two positions that differ only in hidden order give the same
determinisation from the same ``rng`` (a searching bot handed either decides the same).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from chocolatier.core.rng import Rng
from chocolatier.factory.pending import Pick
from chocolatier.factory.seats import put
from chocolatier.factory.solo import redraw
from chocolatier.factory.table import ORDER_SIZES

if TYPE_CHECKING:
    from chocolatier.factory.state import FactoryState


def _shuffled(cards: tuple[str, ...], rng: Rng) -> tuple[str, ...]:
    # Sorted first, so the draw depends on which cards are unseen, never on their true order.
    items = sorted(cards)
    rng.shuffle(items)
    return tuple(items)


def determinize(state: FactoryState, seat: int, rng: Rng) -> FactoryState:
    """A clone of ``state`` re-drawn for ``seat`` with ``rng`` (see the module docstring)."""
    other = state.clone()
    other.rng = Rng(rng.next64())
    other.parts_a = _shuffled(state.parts_a, rng)
    other.parts_b = _shuffled(state.parts_b, rng)
    other.staff_decks = tuple(_shuffled(deck, rng) for deck in state.staff_decks)
    known = {card for card, who in state.bottoms if who == seat}
    # Cards other seats are choosing among at Cleanup are unseen by ``seat``.
    picks = {
        s: pending for s, pending in enumerate(state.pending)
        if s != seat and isinstance(pending, Pick)
    }
    table = state.table
    decks = []
    new_drawn: dict[int, list[str]] = {s: list(p.drawn) for s, p in picks.items()}
    for size_index, deck in enumerate(state.order_decks):
        size = ORDER_SIZES[size_index]
        places: list[tuple[int, int]] = []  # (-1, i): deck place i; (seat, j): drawn card j
        unseen: list[str] = []
        for i, card in enumerate(deck):
            if card not in known:
                places.append((-1, i))
                unseen.append(card)
        for s, pick in picks.items():
            for j, card in enumerate(pick.drawn):
                if table.orders[card].size == size:
                    places.append((s, j))
                    unseen.append(card)
        unseen.sort()  # as in _shuffled: blind to the true order
        rng.shuffle(unseen)
        cards = list(deck)
        for (owner, i), card in zip(places, unseen, strict=True):
            if owner < 0:
                cards[i] = card
            else:
                new_drawn[owner][i] = card
        decks.append(tuple(cards))
    other.order_decks = tuple(decks)
    for s, drawn in new_drawn.items():
        other.pending = put(other.pending, s, Pick(tuple(drawn)))
    # Who put a card at a deck bottom is only known for this seat's own cards.
    other.bottoms = tuple((card, who) for card, who in state.bottoms if who == seat)
    if state.solo is not None:
        other.solo = redraw(state.solo, table, rng)
    other._legal_seat = -1
    return other
