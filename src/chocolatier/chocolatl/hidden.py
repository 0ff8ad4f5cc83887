"""Determinisation: re-draw everything a seat cannot see, consistently with what it knows.

What a seat knows about another seat ``o``: the 13 cards ``o`` started with, every card revealed
on a station, every Tlachtli swap (given cards are shown). Since all 12 bid cards are revealed by
the end of each round, ``o``'s hand is known from round 2 on and so is its first altar card; in
round 1 (and at the altar step) the altar card is one of ``o``'s not-yet-revealed cards.
Hidden and re-drawn: the values of ``o``'s face-down bids and unplayed cards (shuffled among the
same slots), its first altar card in round 1, its pending black-dice choice, its final sacrifice,
the order of both Tlachtli stacks, and the random stream.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from chocolatier.chocolatl.phases import ALTAR, FINAL_ALTAR
from chocolatier.chocolatl.position import NOBODY
from chocolatier.core.rng import Rng

if TYPE_CHECKING:
    from chocolatier.chocolatl.state import ChocolatlState


def determinize(state: ChocolatlState, seat: int, rng: Rng) -> ChocolatlState:
    """A clone of ``state`` re-drawn for ``seat`` (its own view stays identical)."""
    c = state.clone()
    for other in range(c.num_players):
        if other == seat:
            continue
        if c.phase == FINAL_ALTAR:
            _redraw_final_sacrifice(c, other, rng)
            continue
        _redraw_cards(c, other, rng)
        if c.dice_choice[other] != NOBODY:
            c.dice_choice[other] = rng.randint(0, c.black_dice[other])
    for pile in c.stacks:
        rng.shuffle(pile)
    c.rng = Rng(rng.next64())
    return c


def _redraw_cards(c: ChocolatlState, other: int, rng: Rng) -> None:
    """Shuffle ``other``'s unseen card values among its unseen slots (same slots, same counts)."""
    altar_hidden = (c.phase == ALTAR or c.round == 1) and bool(c.altar[other])
    pool = list(c.hands[other])
    for station, cards in enumerate(c.bids[other]):
        pool += cards[c.shown[other][station] :]
    if altar_hidden:
        pool += c.altar[other]
    rng.shuffle(pool)
    taken = 0
    for station, cards in enumerate(c.bids[other]):
        shown = c.shown[other][station]
        hidden = len(cards) - shown
        cards[shown:] = pool[taken : taken + hidden]
        taken += hidden
    if altar_hidden:
        size = len(c.altar[other])
        c.altar[other] = pool[taken : taken + size]
        taken += size
    c.hands[other] = sorted(pool[taken:])


def _redraw_final_sacrifice(c: ChocolatlState, other: int, rng: Rng) -> None:
    """Re-draw a committed final sacrifice among ``other``'s options (any card or none)."""
    if c.waiting[other]:
        return
    cards = c.hands[other] + c.altar[other][1:]
    c.altar[other] = c.altar[other][:1]
    choice = rng.below(len(cards) + 1)
    if choice < len(cards):
        c.altar[other].append(cards.pop(choice))
    c.hands[other] = sorted(cards)
