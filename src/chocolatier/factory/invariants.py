"""Invariants of a Chocolate Factory position, checked by fuzzing (``invariant_violations``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from chocolatier.factory.cards import STORES
from chocolatier.factory.phases import DRAFT, FULFIL, RUN
from chocolatier.factory.solo import DAILY_DEMANDS

if TYPE_CHECKING:
    from chocolatier.factory.state import FactoryState


def violations(state: FactoryState) -> list[str]:
    """Every broken invariant, in words. (The simulation runner checks every position of every
    game, so the sound case runs on few attribute reads and builtins.)"""
    problems: list[str] = []
    n = state.num_players
    table = state.table
    positions = table.cards.board.positions
    special = len(state.solo.special) if state.solo is not None else 0
    phase = state.phase
    acting = state.to_act() if phase == RUN else ()
    stages = table.orders
    for seat in range(n):
        if state.coal[seat] < 0:
            problems.append(f"seat {seat} has negative coal {state.coal[seat]}")
        tiles = state.tiles[seat]
        if min(map(min, tiles), default=0) < 0 or min(state.room[seat]) < 0:
            problems.append(f"seat {seat} has a negative chocolate count")
        if len(tiles) != positions:
            problems.append(f"seat {seat} has {len(tiles)} tiles in the channel")
        if len(state.orders[seat]) > 3 + special:
            problems.append(f"seat {seat} holds {len(state.orders[seat])} orders")
        for card, done in state.orders[seat]:
            if not 0 <= done < len(stages[card].stages):
                problems.append(f"seat {seat} order {card} has progress {done}")
        if phase == RUN and not state.new_part[seat]:
            problems.append(f"seat {seat} runs its factory without today's part")
        if phase in (RUN, FULFIL) and not state.employee[seat]:
            problems.append(f"seat {seat} has no employee after the draft")
        if seat in acting and not 1 <= state.shift[seat] <= state.shifts_today(seat):
            problems.append(f"seat {seat} is in shift {state.shift[seat]}")
        if phase == DRAFT and state.day > 0 and sum(state.room[seat]) > table.room_limit:
            problems.append(f"seat {seat} kept more than {table.room_limit} after Cleanup")
    lengths = table.track_lengths
    for i, store in enumerate(STORES):
        for seat in range(n):
            position = state.track[i * n + seat]
            if not 0 <= position <= lengths[i]:
                problems.append(f"seat {seat} is at {position} on {store}")
    parts = len(state.parts_a) + len(state.parts_b) + len(state.dealt_parts)
    if len({*state.parts_a, *state.parts_b, *state.dealt_parts}) != parts:
        problems.append("a part card is in two places")
    orders: list[str] = []
    for deck in state.order_decks:
        orders += deck
    for seat in range(n):
        orders += [c for c, _ in state.orders[seat]]
        orders += state.completed[seat]
    if len(orders) != len(set(orders)):
        problems.append("a Corner Shop order is in two places")
    if state.solo is not None:
        problems += _solo_violations(state)
    return problems


def _solo_violations(state: FactoryState) -> list[str]:
    """Solo (§9): one Daily Demand revealed a day Monday..Friday, chocolate orders delivered
    only from face-up cards, each once, special orders held or completed."""
    solo = state.solo
    assert solo is not None
    problems: list[str] = []
    cards = [*solo.cards, *solo.daily]
    if len(cards) != len(set(cards)):
        problems.append("a Factory Manager card is in two places")
    if len(solo.daily) != max(0, DAILY_DEMANDS - 1 - state.day):
        problems.append(f"{len(solo.daily)} Daily Demands face down on day {state.day + 1}")
    if len(solo.filled) != len(set(solo.filled)) or not set(solo.filled) <= set(solo.cards):
        problems.append(f"chocolate orders delivered wrongly: {solo.filled}")
    held = {card for card, _ in state.orders[0]} | set(state.completed[0])
    if not set(solo.special) <= held:
        problems.append("a special order left the game")
    return problems
