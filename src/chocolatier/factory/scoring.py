"""§5 End of the game: Corner Shop majority, Department Store rankings, the diversity bonus,
leftovers, and the winner with the tie-break by Saturday's turn order."""

from __future__ import annotations

from typing import TYPE_CHECKING

from chocolatier.core.game import GameResult
from chocolatier.factory.cards import STORES

if TYPE_CHECKING:
    from chocolatier.factory.position import Position

MAJORITY = 12
FIRST, SECOND, THIRD = 16, 8, 4
DIVERSITY: dict[int, int] = {3: 6, 4: 12, 5: 24}


def _half_up(value: int) -> int:
    return (value + 1) // 2


def store_payouts(positions: list[tuple[int, int, int]]) -> dict[int, int]:
    """Money per seat for one store from (position, arrival stamp, seat) of every seat (§5.2).

    Markers at 0 do not compete; higher ranks first, ties by earlier arrival (underneath).
    2nd is paid if at least half of 1st (rounded up); 3rd if 2nd was paid and it reaches half
    of 2nd; 4th never.
    """
    ranked = sorted((p for p in positions if p[0] > 0), key=lambda p: (-p[0], p[1]))
    pay: dict[int, int] = {}
    if not ranked:
        return pay
    pay[ranked[0][2]] = FIRST
    if len(ranked) > 1 and ranked[1][0] >= _half_up(ranked[0][0]):
        pay[ranked[1][2]] = SECOND
        if len(ranked) > 2 and ranked[2][0] >= _half_up(ranked[1][0]):
            pay[ranked[2][2]] = THIRD
    return pay


def winners(totals: list[int], final_order: tuple[int, ...]) -> tuple[int, ...]:
    """The richest seat; among tied seats the later one in Saturday's turn order (§5.5)."""
    best = max(totals)
    tied = [seat for seat in final_order if totals[seat] == best]
    return (tied[-1],)


def result(state: Position) -> GameResult:
    """Final money per seat with its breakdown (§5)."""
    n = state.num_players
    breakdown: list[dict[str, int]] = [
        {"corner_shop_orders": state.order_money[s], "salesman": state.bonus[s]} for s in range(n)
    ]
    counts = [len(state.completed[s]) for s in range(n)]
    most = max(counts)
    for seat in range(n):
        # RULING (§5.1): with no completed order nobody gains the majority.
        breakdown[seat]["corner_shop_majority"] = MAJORITY if most and counts[seat] == most else 0
    present = [0] * n
    for store_index, store in enumerate(STORES):
        base = store_index * n
        positions = [(state.track[base + s], state.stamp[base + s], s) for s in range(n)]
        pay = store_payouts(positions)
        for seat in range(n):
            breakdown[seat][f"store_{store}"] = pay.get(seat, 0)
            if state.track[base + seat] > 0:
                present[seat] += 1
    for seat in range(n):
        breakdown[seat]["diversity"] = DIVERSITY.get(present[seat], 0)
        breakdown[seat]["leftover_chocolates"] = sum(state.room[seat])
        breakdown[seat]["leftover_coal"] = state.coal[seat]
    totals = [sum(b.values()) for b in breakdown]
    order = state.turn_order()
    return GameResult(
        scores=tuple(totals),
        winners=winners(totals, order),
        breakdown=tuple(breakdown),
        details={
            "completed_orders": counts,
            "tracks": {
                store: [state.track[i * n + s] for s in range(n)] for i, store in enumerate(STORES)
            },
            "final_turn_order": list(order),
        },
    )
