"""Planning a seat's own stretch of Chocolate Factory play as a single-player puzzle.

Once the draft is done, a seat's shift (operate parts, use the Chute, trade for coal, employee
moves), its Fulfil Orders step and its Cleanup choices touch nothing of the other seats. So the
bots plan each of those stretches on their own, with a beam search over *macros*: a macro is one
top-level action followed by every small decision it opens (the kinds for a part's generic icons,
the upgrade points, a delivery's chocolates, the store-room chocolates kept), so that each step of
the search changes the position by a whole operation and can be valued by
:func:`~chocolatier.bots.factory_value.seat_value`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from chocolatier.factory.rules import (
    Action,
    Basket,
    Delivery,
    EndOrders,
    EndShift,
    Keep,
    Op,
    Pass,
)

if TYPE_CHECKING:
    from chocolatier.factory.rules import FactoryState

# Actions that end a seat's stretch: the shift, its Fulfil Orders step, the agent's extra
# delivery.
ENDS: frozenset[type[Action]] = frozenset({EndShift, EndOrders, Pass})
# A macro's small decisions are explored up to this many positions (upgraders with 3 points on a
# full tile, Department Store baskets of many chocolates).
MACRO_LIMIT = 80

Valuer = Callable[["FactoryState", int], float]
Plan = list[tuple[Any, Action]]


def seat_key(state: FactoryState, seat: int) -> Any:
    """Everything of the seat's own position a plan depends on (equal keys: same position)."""
    pending = state.pending[seat]
    if isinstance(pending, Basket):
        pending = Basket(pending.store, tuple(sorted(pending.kinds)), pending.like)
    return (
        state.day, state.phase, state.shift[seat], state.tiles[seat], state.room[seat],
        state.coal[seat], state.used[seat], state.uses[seat], state.assigned[seat], pending,
        state.orders[seat], state.supplied[seat], state.slots[seat], state.order_money[seat],
        tuple(state.track[seat :: state.num_players]),
    )


def own_actions(state: FactoryState, seat: int) -> list[Action]:
    """The seat's legal actions, typed as Chocolate Factory actions (the state's cached list:
    read it, never change it)."""
    return state.legal_of(seat)


def _inside(state: FactoryState, seat: int) -> bool:
    """Whether the seat is in the middle of a macro (small decisions still open)."""
    pending = state.pending[seat]
    return pending is not None and isinstance(pending, _SMALL) and seat in state.to_act()


_SMALL = (Op, Delivery, Basket, Keep)
Macro = tuple[list[Action], "FactoryState", Any, int]


class _Seen:
    """The positions a search met, by :func:`seat_key`, each key hashed once (a set hashes a
    key again at every lookup, and keys are long tuples)."""

    __slots__ = ("clashes", "first")

    def __init__(self) -> None:
        self.first: dict[int, Any] = {}
        # Keys whose hash is another key's (rare): looked up the usual way.
        self.clashes: set[Any] = set()

    def new(self, key: Any, hashed: int) -> bool:
        """Whether ``key`` (of hash ``hashed``) is met for the first time; it is met now."""
        known = self.first.get(hashed)
        if known is None:
            self.first[hashed] = key
            return True
        if known == key or key in self.clashes:
            return False
        self.clashes.add(key)
        return True


def _finish(start: FactoryState, seat: int, first: Action) -> list[Macro]:
    """Every distinct way to finish the macro ``first`` opened, leaving ``start`` inside it:
    (actions from ``first`` on, position reached, its :func:`seat_key` and the key's hash)."""
    done: list[Macro] = []
    seen = _Seen()
    stack = [([first], start)]
    explored = 0
    while stack and explored < MACRO_LIMIT:
        actions, position = stack.pop()
        legal = position.legal_of(seat)
        last = len(legal) - 1
        for index, action in enumerate(legal):
            # The last action is played on the position itself: nothing reads it after.
            nxt = position if index == last else position.clone()
            nxt.play(seat, action)
            key = seat_key(nxt, seat)
            hashed = hash(key)
            if not seen.new(key, hashed):
                continue
            explored += 1
            if _inside(nxt, seat):
                stack.append(([*actions, action], nxt))
            else:
                done.append(([*actions, action], nxt, key, hashed))
    return done


def plan(
    state: FactoryState, seat: int, value: Valuer, width: int, depth: int
) -> list[Action]:
    """The best sequence of the seat's actions up to the end of its stretch (beam search).

    Every position in the beam may end the stretch there (by its ending action, when legal): the
    plan kept is the one whose last position is worth most. Without an ending action (Cleanup
    choices) the best single macro is the plan.
    """
    return ranked_plans(state, seat, value, width, depth)[0][1]


def _worth(candidate: tuple[float, list[Action], FactoryState]) -> float:
    return -candidate[0]


def ranked_plans(
    state: FactoryState, seat: int, value: Valuer, width: int, depth: int
) -> list[tuple[float, list[Action]]]:
    """Every complete plan the beam search of :func:`plan` met, best first, with its worth.

    Plans of equal worth keep the order the search met them in, so the first is :func:`plan`'s.
    """
    ends: list[tuple[float, list[Action]]] = []
    frontier: list[tuple[float, list[Action], FactoryState]] = [(value(state, seat), [], state)]
    seen = _Seen()
    key = seat_key(state, seat)
    seen.new(key, hash(key))
    expanded = False
    # A lone choice (Cleanup) has no ending action: the best macros are the answers.
    lone = not any(type(a) in ENDS for a in state.legal_of(seat))
    for _ in range(depth):
        candidates: list[tuple[float, list[Action], FactoryState]] = []
        add = candidates.append
        for worth, actions, position in frontier:
            for first in position.legal_of(seat):
                if type(first) in ENDS:
                    ends.append((worth, [*actions, first]))
                    continue
                # Most macros are one action; others open small decisions to finish.
                start = position.clone()
                start.play(seat, first)
                if not _inside(start, seat):
                    key = seat_key(start, seat)
                    if seen.new(key, hash(key)):
                        add((value(start, seat), [*actions, first], start))
                    continue
                for steps, reached, key, hashed in _finish(start, seat, first):
                    if seen.new(key, hashed):
                        add((value(reached, seat), actions + steps, reached))
        expanded = True
        if not candidates:
            break
        expanded = False
        candidates.sort(key=_worth)
        frontier = candidates[:width]
        if lone:
            return [(worth, actions) for worth, actions, _ in frontier]
    if not expanded:
        # The last beam was never expanded: its positions may still end the stretch.
        for worth, actions, position in frontier:
            ending = [a for a in position.legal_of(seat) if type(a) in ENDS]
            if ending:
                ends.append((worth, [*actions, ending[0]]))
    if not ends:
        return [(frontier[0][0], frontier[0][1])]
    ends.sort(key=lambda e: -e[0])
    return ends


def keyed(state: FactoryState, seat: int, actions: list[Action]) -> Plan:
    """The plan with the seat's position before each action, to follow it step by step.
    ``actions`` is a plan the search found from ``state``: each was taken from the legal list of
    the position it is played in, so it is played without checking it again."""
    position = state.clone()
    steps: Plan = []
    for action in actions:
        steps.append((seat_key(position, seat), action))
        if type(action) in ENDS:
            break
        position.play(seat, action)
    return steps
