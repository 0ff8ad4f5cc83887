"""Invariants of a Chocolate Factory position, checked by fuzzing (``invariant_violations``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from chocolatier.factory.cards import STORES

if TYPE_CHECKING:
    from chocolatier.factory.state import FactoryState


def violations(state: FactoryState) -> list[str]:
    """Every broken invariant, in words."""
    problems: list[str] = []
    n = state.num_players
    table = state.table
    for seat in range(n):
        if state.coal[seat] < 0:
            problems.append(f"seat {seat} has negative coal {state.coal[seat]}")
        piles = [*state.tiles[seat], state.room[seat]]
        if any(count < 0 for pile in piles for count in pile):
            problems.append(f"seat {seat} has a negative chocolate count")
        if len(state.tiles[seat]) != table.cards.board.positions:
            problems.append(f"seat {seat} has {len(state.tiles[seat])} tiles in the channel")
        if len(state.orders[seat]) > 3:
            problems.append(f"seat {seat} holds {len(state.orders[seat])} orders")
        for card, done in state.orders[seat]:
            if not 0 <= done < len(table.orders[card].stages):
                problems.append(f"seat {seat} order {card} has progress {done}")
        if state.phase == "run" and not state.new_part[seat]:
            problems.append(f"seat {seat} runs its factory without today's part")
        if state.phase in ("run", "fulfil") and not state.employee[seat]:
            problems.append(f"seat {seat} has no employee after the draft")
        working = state.phase == "run" and seat in state.to_act()
        if working and not 1 <= state.shift[seat] <= state.shifts_today(seat):
            problems.append(f"seat {seat} is in shift {state.shift[seat]}")
        if state.phase == "draft" and state.day > 0 and sum(state.room[seat]) > table.room_limit:
            problems.append(f"seat {seat} kept more than {table.room_limit} after Cleanup")
    for i, store in enumerate(STORES):
        for seat in range(n):
            position = state.track[i * n + seat]
            if not 0 <= position <= table.track_lengths[i]:
                problems.append(f"seat {seat} is at {position} on {store}")
    cards = [*state.parts_a, *state.parts_b, *state.dealt_parts]
    if len(cards) != len(set(cards)):
        problems.append("a part card is in two places")
    orders = [c for deck in state.order_decks for c in deck]
    orders += [c for seat in range(n) for c, _ in state.orders[seat]]
    orders += [c for seat in range(n) for c in state.completed[seat]]
    if len(orders) != len(set(orders)):
        problems.append("a Corner Shop order is in two places")
    return problems
