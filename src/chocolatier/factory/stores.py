"""Department Store deliveries (§6): what a side accepts and what a finished delivery moves
the marker. The engine scores with these functions and the bots (through :mod:`.rules`) value
deliveries with them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from chocolatier.factory.cards import REFINED, StoreSide, icon_matches

if TYPE_CHECKING:
    from chocolatier.factory.position import Position


def accepts(side: StoreSide, kind: str) -> bool:
    """Whether the store side takes ``kind`` at all (no icons listed: any refined chocolate)."""
    if side.accepts:
        return any(icon_matches(icon, kind) for icon in side.accepts)
    return kind in REFINED


def two_of(side: StoreSide, kinds: tuple[str, ...]) -> int:
    """Spaces for exactly two chocolates fitting one ``two_of`` icon (0: not a valid pair)."""
    for icon, moved in side.two_of:
        if all(icon_matches(icon, k) for k in kinds):
            return moved
    return 0


def delivery_spaces(side: StoreSide, kinds: tuple[str, ...], factor: int = 1) -> int:
    """Track spaces a finished delivery of ``kinds`` earns under ``side``'s rule (0: not a valid
    delivery), times ``factor`` (:func:`store_factor`: the Director's ×2)."""
    if not kinds:
        return 0
    rule = side.rule
    if rule == "exact_count":
        moved = len(kinds) if len(kinds) in side.counts else 0
    elif rule == "pairs":
        moved = len(kinds) // 2 if len(kinds) % 2 == 0 else 0
    elif rule == "exact_two":
        moved = two_of(side, kinds) if len(kinds) == 2 else 0
    else:
        moved = len(kinds)
    return moved * factor


def may_supply(state: Position, seat: int, store: int) -> bool:
    """Whether the seat's store takes another delivery today: several a day, except the sides
    that take one (§6; Palace Boutique B, Dunstan & Gilbert's B)."""
    return not (state.supplied[seat] and state.table.store_sides[store].once_a_day)
