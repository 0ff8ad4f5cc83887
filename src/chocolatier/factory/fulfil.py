"""§4.4 Fulfil Orders: Corner Shop stages, the Department Store delivery (§6), the employees
that help with orders (§7), and the Department Store Agent's extra delivery at Cleanup.

Chocolates come from the store room only. A stage is delivered with ``deliver <order>`` (or
``dealer``/``agent``/``skip``), then ``give <kind>`` for each generic icon. In a solo game
``deliver <card>`` delivers the chocolate order of a face-up Factory Manager card, all at once
(§9); the employees that help with Corner Shop orders do not help with it. A Department Store
delivery is built one chocolate at a time with ``supply <store> <kind>`` and sent with
``supply done``; each added chocolate must keep the delivery completable under the store's rule.
A store takes several deliveries a day, except the sides that take one (§6).
"""

from __future__ import annotations

from chocolatier.core.errors import IllegalActionError
from chocolatier.factory.actions import (
    Action,
    Agent,
    Dealer,
    Deliver,
    EndOrders,
    Give,
    Pass,
    SendDelivery,
    Skip,
    Supply,
    SupplyAs,
)
from chocolatier.factory.cards import ICONS, KINDS, REFINED, STORES, StoreSide
from chocolatier.factory.chocolates import (
    ICON_KINDS,
    Pile,
    can_take,
    is_generic,
    remove,
)
from chocolatier.factory.memo import remember
from chocolatier.factory.pending import Basket, Delivery
from chocolatier.factory.phases import AGENT
from chocolatier.factory.position import Handler, Position, handles
from chocolatier.factory.refusals import (
    AGENT_RULE,
    MASTER_RULE,
    ORDERS_RULE,
    SOLO_RULE,
    STAFF_RULE,
    STORE_RULE,
    Refusal,
    missing,
    refuses,
)
from chocolatier.factory.roles import ability
from chocolatier.factory.seats import put
from chocolatier.factory.solo import chocolate_order, filled, open_chocolate_orders
from chocolatier.factory.staff import allowed_now, employee_refusal, store_factor
from chocolatier.factory.stores import accepts, delivery_spaces, may_supply, two_of
from chocolatier.factory.table import Table

# -- Department Store rules (§6): what a delivery scores is :func:`.rules.delivery_spaces` ------


def asks_for_chocolates(side: StoreSide) -> bool:
    """Whether a store side takes deliveries of chocolates under a requirement of its own (not
    the Master Chocolatier C sides, paid by Corner Shop money, nor Palace Boutique D, which
    names another store's requirement)."""
    return side.rule not in ("earnings", "as_other")


def can_add(side: StoreSide, kinds: tuple[str, ...], kind: str, room: Pile) -> bool:
    """Whether ``kind`` may join the delivery ``kinds`` with ``room`` left afterwards, keeping
    it completable under the store's rule."""
    rule = side.rule
    if not asks_for_chocolates(side):
        return False  # no chocolates of its own (Palace Boutique D: see ``like``)
    if rule == "exact_count":
        if not accepts(side, kind):
            return False
        # Exactly one of the counts: one must be reachable with what is left in the room.
        have = len(kinds) + 1
        left = sum(n for k, n in zip(KINDS, room, strict=True) if n and accepts(side, k))
        return any(have <= c <= have + left for c in side.counts)
    if rule == "same_kind":
        return kind in REFINED and accepts(side, kind) and (not kinds or kinds[0] == kind)
    if rule == "all_different":
        return (kind in REFINED and kind not in kinds
                and (not side.limit or len(kinds) < side.limit))
    if rule == "each":
        return accepts(side, kind)
    if rule == "pairs":
        if not accepts(side, kind):
            return False
        # An odd chocolate needs a partner still in the store room.
        return len(kinds) % 2 == 1 or any(
            n and accepts(side, k) for k, n in zip(KINDS, room, strict=True)
        )
    # exact_two
    if len(kinds) >= 2:
        return False
    if kinds:
        return two_of(side, (kinds[0], kind)) > 0
    return any(
        n and two_of(side, (kind, k)) > 0 for k, n in zip(KINDS, room, strict=True)
    )


# (table, the store whose rule applies, the store, the delivery so far, the store room) -> the
# ``supply`` actions (:mod:`.memo`)
_supplies: dict[tuple[Table, int, int, tuple[str, ...], Pile], tuple[Action, ...]] = {}


def _supply_actions(state: Position, seat: int, store: int, kinds: tuple[str, ...],
                    like: int = -1) -> tuple[Action, ...]:
    table = state.table
    rule = like if like >= 0 else store
    room = state.room[seat]
    key = (table, rule, store, kinds, room)
    found = _supplies.get(key)
    if found is None:
        side = table.store_sides[rule]
        name = STORES[store]
        found = remember(_supplies, key, tuple(
            Supply(name, k) for k, n in zip(KINDS, room, strict=True)
            if n and can_add(side, kinds, k, remove(room, k))
        ))
    return found


# -- Corner Shop (§4.4) ---------------------------------------------------------------------------


def current_stage(state: Position, seat: int, index: int) -> tuple[str, tuple[str, ...], int]:
    """(card id, icons, money) of the stage to deliver next on the seat's ``index``-th order."""
    card, done = state.orders[seat][index]
    stage = state.table.orders[card].stages[done]
    return card, stage.chocolates, stage.money


def _without(icons: tuple[str, ...], icon: str) -> tuple[str, ...]:
    index = icons.index(icon)
    return icons[:index] + icons[index + 1 :]


def legal(state: Position, seat: int) -> list[Action]:
    """Fulfil Orders actions (or the Department Store Agent's, in the agent step)."""
    pending = state.pending[seat]
    room = state.room[seat]
    if isinstance(pending, Delivery):
        icon, rest = pending.icons[0], pending.icons[1:]
        return [
            _GIVE[i] for i in ICON_KINDS[icon]
            if room[i] and can_take(remove(room, KINDS[i]), rest)
        ]
    if isinstance(pending, Basket):
        actions = [*_supply_actions(state, seat, pending.store, pending.kinds, pending.like)]
        if delivery_spaces(_rule_side(state, pending), pending.kinds):
            actions.append(_SEND)
        return actions
    own = state.employee_store(seat)
    if state.phase == AGENT:
        actions = []
        for store in range(len(STORES)):
            if store != own:
                actions.extend(_supply_actions(state, seat, store, ()))
                actions.extend(_as_actions(state, seat, store))
        return [*actions, _PASS]
    actions = []
    helper = allowed_now(state, seat)
    delivers = _delivers
    for index in range(len(state.orders[seat])):
        card, icons, _ = current_stage(state, seat, index)
        if can_take(room, icons):
            actions.append(delivers.get(card) or remember(delivers, card, Deliver(card)))
        if helper == "dealer":
            actions.extend(
                Dealer(card, icon) for icon in ICONS
                if icon in icons and can_take(room, _without(icons, icon))
            )
        elif helper == "agent" and sum(room[i] for i in _REFINED) >= len(icons):
            actions.append(Agent(card))
        elif helper == "skip":
            actions.append(Skip(card))
    for card, icons in open_chocolate_orders(state):
        if can_take(room, icons):
            actions.append(Deliver(card))
    if own >= 0 and may_supply(state, seat, own):
        actions.extend(_supply_actions(state, seat, own, ()))
        actions.extend(_as_actions(state, seat, own))
    actions.append(_END)
    return actions


_GIVE = tuple(Give(kind) for kind in KINDS)
_REFINED = ICON_KINDS["refined"]
# order card id -> its ``deliver`` (actions compare by value: one serves every table; .memo)
_delivers: dict[str, Deliver] = {}
_SEND, _PASS, _END = SendDelivery(), Pass(), EndOrders()


def _rule_side(state: Position, basket: Basket) -> StoreSide:
    """The side whose requirement a delivery follows (Palace Boutique D: the named store's)."""
    return state.table.store_sides[basket.like if basket.like >= 0 else basket.store]


def _as_actions(state: Position, seat: int, store: int) -> list[Action]:
    """Master Chocolatier, Palace Boutique D: ``as <store>`` for each other store whose side
    in play asks for chocolates and could take a delivery from the room now."""
    if state.table.store_sides[store].rule != "as_other":
        return []
    return [
        SupplyAs(STORES[other]) for other, side in enumerate(state.table.store_sides)
        if other != store and asks_for_chocolates(side)
        and _supply_actions(state, seat, store, (), other)
    ]


def earnings_spaces(state: Position, seat: int) -> int:
    """Master Chocolatier C sides: spaces the seat's store gives for today's Corner Shop
    money (1 per £``per``, rounded down; the Director doubles), 0 for any other side."""
    own = state.employee_store(seat)
    if own < 0:
        return 0
    side = state.table.store_sides[own]
    if side.rule != "earnings":
        return 0
    return state.earned[seat] // side.per * store_factor(state, seat, own)


def _order_index(state: Position, seat: int, card: str) -> int:
    return [c for c, _ in state.orders[seat]].index(card)


def _start_delivery(
    state: Position, seat: int, index: int, icons: tuple[str, ...], money: int,
    card: str = "",
) -> None:
    """Take the specific chocolates now; generic icons wait for ``give``."""
    room = state.room[seat]
    for icon in icons:
        if not is_generic(icon):
            room = remove(room, icon)
    state.room = put(state.room, seat, room)
    generic = tuple(icon for icon in icons if is_generic(icon))
    if generic:
        state.pending = put(state.pending, seat, Delivery(index, generic, money, card))
    elif card:
        filled(state, card)
    else:
        _stage_done(state, seat, index, money, True)


def _stage_done(state: Position, seat: int, index: int, money: int, paid: bool) -> None:
    """The stage is delivered (or skipped): money, the Salesman's £1, the order's progress."""
    state.pending = put(state.pending, seat, None)
    if paid:
        state.order_money = put(state.order_money, seat, state.order_money[seat] + money)
        if state.table.master:
            state.earned = put(state.earned, seat, state.earned[seat] + money)
        bonus = ability(state.role(seat)).stage_bonus
        if bonus:
            state.bonus = put(state.bonus, seat, state.bonus[seat] + bonus)
    orders = list(state.orders[seat])
    card, done = orders[index]
    done += 1
    if done == len(state.table.orders[card].stages):
        del orders[index]
        state.completed = put(state.completed, seat, (*state.completed[seat], card))
    else:
        orders[index] = (card, done)
    state.orders = put(state.orders, seat, tuple(orders))


def deliver(state: Position, seat: int, action: Deliver) -> None:
    """Deliver the current stage with exactly the chocolates shown (or a chocolate order)."""
    card = action.order
    if card in state.table.solo_cards:
        _start_delivery(state, seat, -1, chocolate_order(state.table, card), 0, card)
        return
    index = _order_index(state, seat, card)
    _, icons, money = current_stage(state, seat, index)
    _start_delivery(state, seat, index, icons, money)


def dealer(state: Position, seat: int, action: Dealer) -> None:
    """Dealer: the stage without one chocolate (the icon left out is named)."""
    index = _order_index(state, seat, action.order)
    _, icons, money = current_stage(state, seat, index)
    state.uses = put(state.uses, seat, state.uses[seat] - 1)
    _start_delivery(state, seat, index, _without(icons, action.icon), money)


def agent(state: Position, seat: int, action: Agent) -> None:
    """Corner Shop Agent: the stage with any refined chocolates, as many as shown."""
    index = _order_index(state, seat, action.order)
    _, icons, money = current_stage(state, seat, index)
    state.uses = put(state.uses, seat, state.uses[seat] - 1)
    _start_delivery(state, seat, index, ("refined",) * len(icons), money)


def skip(state: Position, seat: int, action: Skip) -> None:
    """Clerk: the marker moves up one stage, no money (completing the order if it was last)."""
    state.uses = put(state.uses, seat, state.uses[seat] - 1)
    _stage_done(state, seat, _order_index(state, seat, action.order), 0, False)


def give(state: Position, seat: int, action: Give) -> None:
    """Name the chocolate given for the next generic icon of the stage."""
    pending = state.pending[seat]
    assert isinstance(pending, Delivery)
    state.room = put(state.room, seat, remove(state.room[seat], action.kind))
    if len(pending.icons) > 1:
        state.pending = put(state.pending, seat, pending._replace(icons=pending.icons[1:]))
    elif pending.card:
        state.pending = put(state.pending, seat, None)
        filled(state, pending.card)
    else:
        _stage_done(state, seat, pending.order, pending.money, True)


def supply(state: Position, seat: int, action: Supply) -> None:
    """Add a chocolate to the Department Store delivery."""
    pending = state.pending[seat]
    store = STORES.index(action.store)
    kinds = pending.kinds if isinstance(pending, Basket) else ()
    like = pending.like if isinstance(pending, Basket) else -1
    state.room = put(state.room, seat, remove(state.room[seat], action.kind))
    state.pending = put(state.pending, seat, Basket(store, (*kinds, action.kind), like))


def send_delivery(state: Position, seat: int, action: SendDelivery) -> None:
    """Send the Department Store delivery (``supply done``): the marker moves."""
    pending = state.pending[seat]
    assert isinstance(pending, Basket)
    state.pending = put(state.pending, seat, None)
    moved = delivery_spaces(_rule_side(state, pending), pending.kinds,
                            store_factor(state, seat, pending.store))
    agent_step = state.phase == AGENT
    state.set_track(pending.store, seat, moved, agent_step)
    if agent_step:
        state.next_agent()
    else:
        state.supplied = put(state.supplied, seat, True)


def supply_as(state: Position, seat: int, action: SupplyAs) -> None:
    """Palace Boutique D: start a delivery under the named store's requirement."""
    target = next(i for i, side in enumerate(state.table.store_sides)
                  if side.rule == "as_other")
    state.pending = put(state.pending, seat, Basket(target, (), STORES.index(action.store)))


def end_orders(state: Position, seat: int, action: EndOrders) -> None:
    """The seat has finished fulfilling orders today; a C-side store of its employee moves
    its marker for today's Corner Shop money (Master Chocolatier)."""
    moved = earnings_spaces(state, seat)
    if moved:
        state.set_track(state.employee_store(seat), seat, moved, False)
    state.end_fulfil(seat)


def pass_agent(state: Position, seat: int, action: Pass) -> None:
    """The Department Store Agent supplies no other store."""
    state.next_agent()


HANDLERS: dict[type[Action], Handler] = dict((
    handles(Deliver, deliver), handles(Dealer, dealer), handles(Agent, agent),
    handles(Skip, skip), handles(Give, give), handles(Supply, supply),
    handles(SendDelivery, send_delivery), handles(EndOrders, end_orders),
    handles(Pass, pass_agent), handles(SupplyAs, supply_as),
))



# -- refusals: why a Fulfil Orders action is not legal, from the rules above -----------------------


def _refuse_order(state: Position, seat: int, action: Deliver | Dealer | Agent | Skip
                  ) -> IllegalActionError:
    """A Corner Shop stage (or, solo, a Factory Manager card's chocolate order)."""
    card = action.order
    if card in state.table.solo_cards:
        return _refuse_chocolate_order(state, action, card)
    if card not in [held for held, _ in state.orders[seat]]:
        return IllegalActionError(ORDERS_RULE, "no-order")
    if not isinstance(action, Deliver):
        refused = employee_refusal(state, seat, action.verb)
        if refused is not None:
            return refused
    return missing(ORDERS_RULE, "order")


def _refuse_chocolate_order(state: Position, action: Action, card: str
                            ) -> IllegalActionError:
    """Why the chocolate order of a Factory Manager card cannot be delivered now."""
    solo = state.solo
    if solo is None or card not in solo.cards:
        return IllegalActionError(SOLO_RULE, "card-face-down")
    if not chocolate_order(state.table, card):
        return IllegalActionError(SOLO_RULE, "no-chocolate-order")
    if not isinstance(action, Deliver):
        return IllegalActionError(STAFF_RULE, "not-a-corner-shop-order")
    if card in solo.filled:
        return IllegalActionError(SOLO_RULE, "already-delivered")
    return missing(SOLO_RULE, "chocolate-order")


def _refuse_supply(state: Position, seat: int, action: Supply) -> IllegalActionError:
    table = state.table
    name, kind = action.store, action.kind
    store = STORES.index(name)
    own = state.employee_store(seat)
    if state.phase == AGENT:
        if store == own:
            return IllegalActionError(AGENT_RULE, "same-store", store=name)
    elif state.employee[seat] and own < 0:
        # a Master Chocolatier free employee belongs to no store (ruling M10)
        return IllegalActionError(MASTER_RULE, "free-employee-no-store", store=name)
    elif store != own:
        return IllegalActionError(ORDERS_RULE, "wrong-store", store=name)
    elif not may_supply(state, seat, store):
        # this side takes one delivery a day (Palace Boutique B, Dunstan & Gilbert's B)
        return IllegalActionError(STORE_RULE, "store-supplied", store=name,
                                  side=table.store_sides[store].side)
    if not state.room[seat][KINDS.index(kind)]:
        return missing(ORDERS_RULE, "room", kind)
    side = table.store_sides[store]
    return IllegalActionError(STORE_RULE, "store-rule", store=name, side=side.side, kind=kind)


def _refuse_send(state: Position, seat: int, action: SendDelivery) -> IllegalActionError:
    return IllegalActionError(STORE_RULE, "incomplete-delivery")


def _refuse_as(state: Position, seat: int, action: SupplyAs) -> IllegalActionError:
    """Why ``as <store>`` is refused (Master Chocolatier, Palace Boutique D)."""
    sides = state.table.store_sides
    own = state.employee_store(seat)
    target = own if state.phase != AGENT else next(
        (i for i, side in enumerate(sides) if side.rule == "as_other" and i != own), -1)
    if target < 0 or sides[target].rule != "as_other":
        return IllegalActionError(MASTER_RULE, "no-named-requirement")
    named = sides[STORES.index(action.store)]
    if not asks_for_chocolates(named):
        return IllegalActionError(MASTER_RULE, "cannot-name-store", store=action.store,
                                  side=named.side)
    if state.phase != AGENT and not may_supply(state, seat, target):
        return IllegalActionError(STORE_RULE, "store-supplied", store=STORES[target],
                                  side=sides[target].side)
    return missing(STORE_RULE, "room")


def _refuse_give(state: Position, seat: int, action: Give) -> IllegalActionError | None:
    pending = state.pending[seat]
    if not isinstance(pending, Delivery):
        return None
    return missing(ORDERS_RULE, "stage", action.kind, pending.icons[0])


REFUSALS: dict[type[Action], Refusal] = dict((
    refuses(Deliver, _refuse_order), refuses(Dealer, _refuse_order),
    refuses(Agent, _refuse_order), refuses(Skip, _refuse_order),
    refuses(Supply, _refuse_supply), refuses(SendDelivery, _refuse_send),
    refuses(SupplyAs, _refuse_as), refuses(Give, _refuse_give),
))
