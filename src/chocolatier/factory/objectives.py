"""§9 Factory Manager objectives: checking them with every item spent once, and the result.

At the end of a solo game every objective box of the face-up cards is paid from what the player
has: money earned from Corner Shop orders, completed (regular) Corner Shop orders given up, and
Department Store markers moved back. Chocolate orders and special orders are done during play.

RULING: the engine spends the items itself, choosing an assignment that meets the most boxes
(all of them whenever that is possible), so the player never loses by a poor choice at the end:

* money: targets are paid smallest first (the most targets a sum of money can pay);
* Corner Shop: every choice of which sized boxes to meet is tried (there are few), the other
  boxes then take any orders left, smallest box first;
* Department Store: a search over the stores of each box (boxes of one card on different
  stores, a named box on its store), memoised on the spaces left per store.

Money and order cards are separate things: an order given up keeps the money it paid. A
completed special order meets its own objective and is not given up for another one.
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING, Any, NamedTuple

from chocolatier.core.game import GameResult
from chocolatier.factory import events as ev
from chocolatier.factory.cards import STORES, Objective
from chocolatier.factory.table import ORDER_SIZES

if TYPE_CHECKING:
    from chocolatier.factory.contract import ObjectiveCheck
    from chocolatier.factory.position import Position
    from chocolatier.factory.vocab import CheckKind

# Kinds of checks, in the order the breakdown lists them.
KINDS = ("money", "corner_shop", "department_store", "chocolate_order", "special_order")


class Check(NamedTuple):
    """One objective box: what it asks (``box``: the objective's parameters), whether it is met
    and why (``why``: an objective event, worded at the edges)."""

    card: str
    kind: CheckKind
    box: dict[str, Any]
    met: bool
    why: ev.ObjectiveReason

    def to_json(self) -> ObjectiveCheck:
        """JSON-ready: the box and the reason as plain dicts."""
        return {"card": self.card, "kind": self.kind, "box": self.box, "met": self.met,
                "why": self.why.to_json()}


Outcome = tuple[bool, ev.ObjectiveReason]
_UNSET: Outcome = (False, ev.OrdersGivenUp(count=0))


class _Box(NamedTuple):
    card: int  # index of the card among the face-up cards
    objective: Objective


def _money(boxes: list[_Box], earned: int) -> list[Outcome]:
    """Pay targets smallest first from the money earned."""
    outcome: list[Outcome] = [_UNSET] * len(boxes)
    left = earned
    for i in sorted(range(len(boxes)), key=lambda i: boxes[i].objective.amount):
        amount = boxes[i].objective.amount
        if amount <= left:
            left -= amount
            outcome[i] = (True, ev.MoneyPaid(amount=amount, earned=earned))
        else:
            outcome[i] = (False, ev.MoneyShort(amount=amount, left=left, earned=earned))
    return outcome


def _orders(boxes: list[_Box], completed: list[tuple[str, str]]) -> list[Outcome]:
    """Give up completed orders: the best set of sized boxes, then the others from the rest."""
    by_size = {size: [card for card, s in completed if s == size] for size in ORDER_SIZES}
    sized = [i for i, b in enumerate(boxes) if b.objective.size is not None]
    free = sorted((i for i, b in enumerate(boxes) if b.objective.size is None),
                  key=lambda i: boxes[i].objective.amount)
    best: tuple[int, list[int], list[int]] = (-1, [], [])
    # From every sized box met down: on a tie the sized boxes are the ones met.
    for mask in reversed(range(1 << len(sized))):
        chosen = [i for bit, i in enumerate(sized) if mask >> bit & 1]
        need = dict.fromkeys(ORDER_SIZES, 0)
        for i in chosen:
            need[boxes[i].objective.size or ""] += boxes[i].objective.amount
        if any(need[s] > len(by_size[s]) for s in ORDER_SIZES):
            continue
        left = len(completed) - sum(need.values())
        met_free = []
        for i in free:
            if boxes[i].objective.amount <= left:
                left -= boxes[i].objective.amount
                met_free.append(i)
        count = len(chosen) + len(met_free)
        if count > best[0]:
            best = (count, chosen, met_free)
    _, chosen, met_free = best
    pools = {size: list(cards) for size, cards in by_size.items()}
    outcome: list[Outcome] = [_UNSET] * len(boxes)
    for i in chosen:
        objective = boxes[i].objective
        pool = pools[objective.size or ""]
        given, pools[objective.size or ""] = pool[:objective.amount], pool[objective.amount:]
        outcome[i] = (True, ev.OrdersGivenUp(count=len(given)))
    rest = [card for size in ORDER_SIZES for card in pools[size]]
    for i in met_free:
        amount = boxes[i].objective.amount
        given, rest = rest[:amount], rest[amount:]
        outcome[i] = (True, ev.OrdersGivenUp(count=len(given)))
    for i, box in enumerate(boxes):
        if outcome[i][0]:
            continue
        size = box.objective.size
        left = len(pools[size]) if size is not None else len(rest)
        outcome[i] = (False, ev.OrdersShort(amount=box.objective.amount, size=size or "any",
                                            left=left))
    return outcome


def _stores(boxes: list[_Box], positions: tuple[int, ...]) -> list[Outcome]:
    """Move markers back: the store of each box chosen to meet the most boxes."""
    allowed = [
        [STORES.index(b.objective.store)] if b.objective.store is not None
        else list(range(len(STORES)))
        for b in boxes
    ]

    @functools.cache
    def best(i: int, caps: tuple[int, ...], used: int) -> tuple[int, tuple[int, ...]]:
        """(boxes met, store per box or -1) for boxes i.. with ``caps`` spaces left and the
        stores ``used`` by earlier boxes of box i's card."""
        if i == len(boxes):
            return 0, ()
        if i > 0 and boxes[i].card != boxes[i - 1].card:
            used = 0
        count, rest = best(i + 1, caps, used)
        result = (count, (-1, *rest))
        amount = boxes[i].objective.amount
        for store in allowed[i]:
            if used >> store & 1 or caps[store] < amount:
                continue
            left = (*caps[:store], caps[store] - amount, *caps[store + 1:])
            count, rest = best(i + 1, left, used | 1 << store)
            # On a tie a box met comes before a box skipped (earlier boxes read as met).
            if count + 1 > result[0] or (count + 1 == result[0] and result[1][0] < 0):
                result = (count + 1, (store, *rest))
        return result

    _, stores = best(0, positions, 0)
    caps = list(positions)
    outcome: list[Outcome] = [_UNSET] * len(boxes)
    for i, (box, store) in enumerate(zip(boxes, stores, strict=True)):
        if store >= 0:
            amount = box.objective.amount
            caps[store] -= amount
            outcome[i] = (True, ev.MarkerMoved(store=STORES[store], amount=amount,
                                               before=caps[store] + amount, after=caps[store]))
    for i, (box, store) in enumerate(zip(boxes, stores, strict=True)):
        if store < 0:
            named = box.objective.store
            left = caps[STORES.index(named)] if named is not None else sum(caps)
            outcome[i] = (False, ev.SpacesShort(amount=box.objective.amount, store=named,
                                                left=left))
    return outcome


def checks(state: Position) -> list[Check]:
    """Every objective of the face-up cards (special orders after the Weekly Target's boxes),
    met or not if the game ended now."""
    solo = state.solo
    assert solo is not None
    table = state.table
    boxes = [
        _Box(index, objective)
        for index, card in enumerate(solo.cards)
        for objective in table.solo_cards[card].objectives
    ]
    groups: dict[str, list[int]] = {kind: [] for kind in KINDS}
    for i, box in enumerate(boxes):
        groups[box.objective.kind].append(i)
    outcome: dict[int, Outcome] = {}
    earned = state.order_money[0] + state.bonus[0]
    for kind, results in (
        ("money", _money([boxes[i] for i in groups["money"]], earned)),
        ("corner_shop", _orders(
            [boxes[i] for i in groups["corner_shop"]],
            [(c, table.orders[c].size) for c in state.completed[0] if c not in solo.special],
        )),
        ("department_store", _stores(
            [boxes[i] for i in groups["department_store"]],
            tuple(state.track[store] for store in range(len(STORES))),
        )),
    ):
        outcome.update(zip(groups[kind], results, strict=True))
    for i in groups["chocolate_order"]:
        delivered = solo.cards[boxes[i].card] in solo.filled
        outcome[i] = (delivered, ev.ChocolateOrderDone(done=delivered))
    result = [
        Check(solo.cards[box.card], box.objective.kind, box.objective.to_json(), *outcome[i])
        for i, box in enumerate(boxes)
    ]
    position = sum(1 for box in boxes if box.card == 0)
    for card in reversed(solo.special):
        order = table.orders[card]
        done = card in state.completed[0]
        progress = next((d for c, d in state.orders[0] if c == card), len(order.stages))
        stages = len(order.stages)
        why = ev.SpecialOrderProgress(delivered=stages if done else progress, stages=stages)
        special = {"kind": "special_order", "order": card, "size": order.size}
        result.insert(position, Check(solo.cards[0], "special_order", special, done, why))
    return result


def result(state: Position) -> GameResult:
    """Won when every objective is met (§9); the score is the number of objectives met."""
    solo = state.solo
    assert solo is not None
    found = checks(state)
    met = sum(c.met for c in found)
    breakdown = {f"met_{kind}": sum(c.met for c in found if c.kind == kind) for kind in KINDS}
    details: dict[str, Any] = {
        "won": met == len(found),
        "objectives_met": met,
        "objectives_total": len(found),
        "objectives": [c.to_json() for c in found],
        "money_earned": state.order_money[0] + state.bonus[0],
        "completed_orders": list(state.completed[0]),
        "tracks": {store: state.track[i] for i, store in enumerate(STORES)},
    }
    return GameResult(
        scores=(met,),
        winners=(0,) if met == len(found) else (),
        breakdown=(breakdown,),
        details=details,
    )
