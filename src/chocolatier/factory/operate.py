"""§4.3 Run Factory and §8 factory parts: Load & Push, operating parts, trading store-room
chocolates for coal, and the employees that act on the conveyor (§7).

Operating a part is ``run <slot>[/<option>][ +<tile>]``: the coal is paid and the specific
inputs taken at once, then each generic icon is named with ``in``/``out``, upgrade points are
spent with ``up``, a repeater's chocolate is named with ``copy``. ``run`` is legal only when the
whole operation can be completed, and each following choice only when it keeps it completable,
so a pending operation never gets stuck.
"""

from __future__ import annotations

from typing import NamedTuple

from chocolatier.core.errors import IllegalActionError
from chocolatier.factory.actions import (
    Action,
    Assign,
    Chute,
    Copy,
    Decorate,
    EndShift,
    Input,
    Move,
    Output,
    Pack,
    Run,
    StopUpgrading,
    Trade,
    Upgrade,
)
from chocolatier.factory.cards import KINDS, SLOTS, PartCard, icon_matches
from chocolatier.factory.chocolates import (
    ICON_KINDS,
    KIND_INDEX,
    UPGRADES,
    Pile,
    add,
    can_take,
    can_take_sorted,
    is_generic,
    pile_of,
    remove,
    upgradable,
    upgraded,
)
from chocolatier.factory.pending import Op
from chocolatier.factory.position import Handler, Position, handles
from chocolatier.factory.refusals import (
    MASTER_RULE,
    OPERATE_RULE,
    PARTS_RULE,
    STAFF_RULE,
    Refusal,
    missing,
    refuses,
)
from chocolatier.factory.roles import ability
from chocolatier.factory.seats import put
from chocolatier.factory.staff import allowed_now, employee_refusal
from chocolatier.factory.table import MAX_OPTIONS, PartInfo, Table


def begin_shift(state: Position, seat: int) -> None:
    """§4.3 Load & Push: a tile with 1 Bean (2 with the Supervisor) enters at position 1; the
    tile pushed out of position 4 empties into the store room."""
    state.shift = put(state.shift, seat, state.shift[seat] + 1)
    state.used = put(state.used, seat, 0)
    beans = state.table.staff[state.employee[seat]].beans
    tiles = state.tiles[seat]
    room = tuple(r + t for r, t in zip(state.room[seat], tiles[-1], strict=True))
    state.room = put(state.room, seat, room)
    state.tiles = put(state.tiles, seat, (pile_of(["bean"] * beans), *tiles[:-1]))


def part_cost(state: Position, seat: int, slot: int, part: PartCard) -> int:
    """The coal to operate a part: halved (rounded up) with the Mechanic on it (§7)."""
    return run_cost(part.cost, slot, state.ability(seat), state.assigned[seat])


def run_cost(cost: int, slot: int, role: str, assigned: int) -> int:
    """The coal to operate the part of printed ``cost`` on ``slot`` for a seat whose employee
    has ``role``'s ability and is on slot ``assigned``: halved (rounded up) by the Mechanic."""
    if role == "mechanic" and assigned == slot:
        return (cost + 1) // 2
    return cost


def copies_on(role: str, assigned: int, slot: int) -> bool:
    """Whether the Technician (``role``'s ability, on slot ``assigned``) may run the part on
    ``slot`` a second time on an adjacent tile (for its ``extra_coal`` more, §7)."""
    return role == "technician" and assigned == slot


def option_numbers(info: PartInfo) -> range:
    """The option numbers ``run`` may name for a part: 1.. for a converter with several
    options (the notation numbers them), else 0 only."""
    if info.kind == "converter" and info.numbered:
        return range(1, len(info.inputs) + 1)
    return range(1)


def _works_on(part: PartCard, tile: Pile) -> bool:
    """Whether an upgrader has something to upgrade / a repeater something to copy (§8).
    Converters check their exact inputs with ``can_take_sorted``."""
    if part.kind == "upgrader":
        return upgradable(tile)
    return any(tile)


def _movable(part: PartCard, tile: Pile) -> bool:
    """Whether a mover's tile holds a chocolate it may move."""
    return any(n and any(icon_matches(icon, k) for icon in part.accepts)
               for k, n in zip(KINDS, tile, strict=True))


def adjacent(pos: int, positions: int) -> list[int]:
    """Neighbouring 0-based positions."""
    return [p for p in (pos - 1, pos + 1) if 0 <= p < positions]


# Every Operate action built once: legal-move generation only picks them (the hot path of
# random playouts and search).
_K = range(len(KINDS))
_RUN = tuple(
    tuple(tuple(Run(s, n, m) for m in range(5)) for n in range(MAX_OPTIONS + 1))
    for s in SLOTS
)
_CHUTE = tuple(tuple(Chute(s, k) for k in KINDS) for s in SLOTS)
_TRADE = tuple(Trade(k) for k in KINDS)
_MOVE = tuple(
    tuple(tuple(Move(k, a + 1, b + 1) for k in KINDS) for b in range(4))
    for a in range(4)
)
_DECORATE = tuple(
    tuple((KIND_INDEX[low], Decorate(p + 1, low, high)) for low, high in UPGRADES)
    for p in range(4)
)
_PACK = tuple(Pack(p + 1) for p in range(4))
_ASSIGN = tuple(Assign(s) for s in SLOTS)
_SHIFT = EndShift()
_IN = tuple(Input(k) for k in KINDS)
_OUT = tuple(Output(k) for k in KINDS)
_UP = tuple((KIND_INDEX[low], Upgrade(low, high)) for low, high in UPGRADES)
_UP_DONE = StopUpgrading()
_COPY = tuple(Copy(k) for k in KINDS)


# Legal-move generation is memoised in pieces small enough to recur in fresh random games (a
# memo of the whole factory met an unseen one 61% of the time in random playouts): what a part
# on a slot offers on a tile, the store room's trades, the employee's moves on the conveyor.
# Keyed by the table too (card overrides change what an id means); cleared when too big.
_MEMO_LIMIT = 50_000


class _Slot(NamedTuple):
    """A filled slot as legal-move generation reads it: the printed coal cost (0 for a chute,
    which runs free and any number of times), and what the part offers on this slot by tile
    (without the Mechanic's discount and the Technician's copy: the assigned slot is worked
    out apart)."""

    slot: int
    pos: int
    cost: int
    chute: bool
    part_id: str
    offers: dict[Pile, tuple[Action, ...]]


# (table, a seat's slots) -> its filled slots; (table, slot, part id) -> the offers by tile
_plans: dict[tuple[Table, tuple[str, ...]], tuple[_Slot, ...]] = {}
_offers: dict[tuple[Table, int, str], dict[Pile, tuple[Action, ...]]] = {}
_trades_memo: dict[Pile, tuple[Action, ...]] = {}
_helper_memo: dict[tuple[object, ...], tuple[Action, ...]] = {}


def legal(state: Position, seat: int) -> list[Action]:
    """The Operate actions of ``seat`` now: the parts', the trades, the employee's, the end."""
    pending = state.pending[seat]
    if isinstance(pending, Op):
        return _pending_legal(state, seat, pending)
    table = state.table
    slots = state.slots[seat]
    plan = _plans.get((table, slots))
    if plan is None:
        plan = _plan(table, slots)
    tiles = state.tiles[seat]
    coal = state.coal[seat]
    used = state.used[seat]
    assigned = state.assigned[seat]
    actions: list[Action] = []
    for slot, pos, cost, chute, part_id, offers in plan:
        if slot == assigned:
            actions += _slot_actions(state, seat, slot, part_id, state.ability(seat), assigned)
            continue
        if not chute and (used >> slot & 1 or coal < cost):
            continue
        tile = tiles[pos]
        offered = offers.get(tile)
        if offered is None:
            if len(offers) >= _MEMO_LIMIT:
                offers.clear()
            offered = offers[tile] = tuple(_slot_actions(state, seat, slot, part_id, "", -1))
        actions += offered
    room = state.room[seat]
    trades = _trades_memo.get(room)
    if trades is None:
        if len(_trades_memo) >= _MEMO_LIMIT:
            _trades_memo.clear()
        trades = _trades_memo[room] = tuple(_TRADE[k] for k in _K if room[k])
    actions += trades
    allowed = allowed_now(state, seat)
    if allowed:
        actions += _helper_actions(state, seat, allowed)
    actions.append(_SHIFT)
    return actions


def _plan(table: Table, slots: tuple[str, ...]) -> tuple[_Slot, ...]:
    """The filled slots of a factory, in slot order, remembered for the next call."""
    if len(_plans) >= _MEMO_LIMIT:
        _plans.clear()
    plan = []
    for slot, part_id in enumerate(slots):
        if not part_id:
            continue
        info = table.part_info[part_id]
        offers = _offers.get((table, slot, part_id))
        if offers is None:
            if len(_offers) >= _MEMO_LIMIT:
                _offers.clear()
            offers = _offers[(table, slot, part_id)] = {}
        chute = info.kind == "chute"
        plan.append(_Slot(slot, slot & 3, 0 if chute else info.cost, chute, part_id, offers))
    found = _plans[(table, slots)] = tuple(plan)
    return found


def _slot_actions(state: Position, seat: int, slot: int, part_id: str, role: str,
                  assigned: int) -> list[Action]:
    """What the part on ``slot`` offers now, for a seat whose employee has ``role``'s ability
    and is on slot ``assigned`` (the Mechanic's discount, the Technician's copy)."""
    tiles = state.tiles[seat]
    coal = state.coal[seat]
    info = state.table.part_info[part_id]
    kind, cost, option_inputs, _, part = info
    pos = slot & 3
    tile = tiles[pos]
    if kind == "chute":
        chute = _CHUTE[slot]
        return [chute[k] for k in _K if tile[k]]
    if state.used[seat] >> slot & 1:
        return []
    cost = run_cost(cost, slot, role, assigned)
    if coal < cost:
        return []
    runs = _RUN[slot]
    extras = (adjacent(pos, len(tiles))
              if copies_on(role, assigned, slot) and coal >= cost + ability(role).extra_coal
              else ())
    actions: list[Action] = []
    if kind == "converter":
        numbers = option_numbers(info)
        for option, inputs in enumerate(option_inputs):
            if can_take_sorted(tile, inputs):
                run = runs[numbers[option]]
                actions.append(run[0])
                for e in extras:
                    if can_take_sorted(tiles[e], inputs):
                        actions.append(run[e + 1])
    elif kind == "mover":
        # Master Chocolatier: one chocolate it accepts, to another tile; the Technician's
        # copy does not apply (docs/rulings.md).
        if _movable(part, tile):
            actions.append(runs[0][0])
    elif _works_on(part, tile):
        actions.append(runs[0][0])
        actions += [runs[0][e + 1] for e in extras if _works_on(part, tiles[e])]
    return actions


def _helper_actions(state: Position, seat: int, allowed: str) -> tuple[Action, ...]:
    """What the seat's employee allows on the conveyor (its ability's verb ``allowed``)."""
    table = state.table
    tiles = state.tiles[seat]
    role = state.ability(seat)
    key = (table, allowed, tiles, state.slots[seat] if allowed == "assign" else (), role)
    known = _helper_memo.get(key)
    if known is not None:
        return known
    positions = len(tiles)
    helper: list[Action] = []
    if allowed == "move":
        for source, tile in enumerate(tiles):
            moves = _MOVE[source]
            for k in _K:
                if tile[k]:
                    helper.extend(moves[t][k] for t in range(positions) if t != source)
    elif allowed == "decorate":
        for pos, tile in enumerate(tiles):
            helper.extend(action for low, action in _DECORATE[pos] if tile[low])
    elif allowed == "pack":
        helper.extend(_PACK[pos] for pos, tile in enumerate(tiles) if any(tile))
    elif allowed == "assign":
        helper.extend(
            _ASSIGN[slot] for slot, part_id in enumerate(state.slots[seat])
            if part_id and table.parts[part_id].kind != "chute"
            and not (role == "technician" and table.parts[part_id].kind == "mover")
        )
    if len(_helper_memo) >= _MEMO_LIMIT:
        _helper_memo.clear()
    found = _helper_memo[key] = tuple(helper)
    return found


def _pending_legal(state: Position, seat: int, op: Op) -> list[Action]:
    tile = state.tiles[seat][op.pos]
    if op.kind == "convert":
        if op.ins:
            icon, rest = op.ins[0], op.ins[1:]
            return [
                _IN[i] for i in ICON_KINDS[icon]
                if tile[i] and can_take(remove(tile, KINDS[i]), rest)
            ]
        return [_OUT[i] for i in ICON_KINDS[op.outs[0]]]
    if op.kind == "upgrade":
        return [*(step for low, step in _UP if tile[low]), _UP_DONE]
    if op.kind == "carry":
        part = state.table.parts[state.slots[seat][op.slot]]
        source = _MOVE[op.pos]
        return [
            source[t][k] for k, n in enumerate(tile)
            if n and any(icon_matches(icon, KINDS[k]) for icon in part.accepts)
            for t in range(len(state.tiles[seat])) if t != op.pos
        ]
    return [_COPY[k] for k in _K if tile[k]]


def _set_tile(state: Position, seat: int, pos: int, tile: Pile) -> None:
    state.tiles = put(state.tiles, seat, put(state.tiles[seat], pos, tile))


def run(state: Position, seat: int, action: Run) -> None:
    """Pay the coal (+1 for the Technician's copy), mark the part used, start the operation."""
    slot = SLOTS.index(action.slot)
    part = state.table.parts[state.slots[seat][slot]]
    extra = ability(state.role(seat)).extra_coal if action.tile else 0
    cost = part_cost(state, seat, slot, part) + extra
    state.coal = put(state.coal, seat, state.coal[seat] - cost)
    state.used = put(state.used, seat, state.used[seat] | 1 << slot)
    option = max(action.option - 1, 0)
    _start_op(state, seat, part, slot, option, slot % 4, action.tile)


def _start_op(
    state: Position, seat: int, part: PartCard, slot: int, option: int, pos: int, extra: int
) -> None:
    if part.kind == "converter":
        chosen = part.options[option]
        tile = state.tiles[seat][pos]
        for icon in chosen.inputs:
            if not is_generic(icon):
                tile = remove(tile, icon)
        _set_tile(state, seat, pos, tile)
        ins = tuple(icon for icon in chosen.inputs if is_generic(icon))
        op = Op("convert", slot, option, pos, ins, (), 0, extra)
        if not ins:
            op = _produce(state, seat, part, op)
        _continue(state, seat, op)
    elif part.kind == "upgrader":
        _continue(state, seat, Op("upgrade", slot, 0, pos, (), (), part.points, extra))
    elif part.kind == "mover":
        state.pending = put(state.pending, seat, Op("carry", slot, 0, pos, (), (), 0, 0))
    else:
        _continue(state, seat, Op("copy", slot, 0, pos, (), (), 0, extra))


# Operations are rebuilt with ``Op(...)`` rather than ``_replace``: this is the hot path of the
# bots' planning, and the constructor is about twice as fast.
def _produce(state: Position, seat: int, part: PartCard, op: Op) -> Op:
    """Inputs are all taken: put the specific outputs on the tile; generic ones wait."""
    tile = state.tiles[seat][op.pos]
    outputs = part.options[op.option].outputs
    for icon in outputs:
        if not is_generic(icon):
            tile = add(tile, icon)
    _set_tile(state, seat, op.pos, tile)
    outs = tuple(icon for icon in outputs if is_generic(icon))
    return Op(op.kind, op.slot, op.option, op.pos, op.ins, outs, op.points, op.extra)


def _finished(state: Position, seat: int, op: Op) -> bool:
    if op.kind == "convert":
        return not op.ins and not op.outs
    if op.kind == "upgrade":
        return op.points == 0 or not upgradable(state.tiles[seat][op.pos])
    return False


def _continue(state: Position, seat: int, op: Op) -> None:
    """Keep the operation pending, or end it."""
    if _finished(state, seat, op):
        _end_op(state, seat, op)
    else:
        state.pending = put(state.pending, seat, op)


def _end_op(state: Position, seat: int, op: Op) -> None:
    """The operation is done; the Technician's copy on the adjacent tile starts if asked."""
    state.pending = put(state.pending, seat, None)
    if op.extra:
        part = state.table.parts[state.slots[seat][op.slot]]
        _start_op(state, seat, part, op.slot, op.option, op.extra - 1, 0)


def take_input(state: Position, seat: int, action: Input) -> None:
    """Name the kind taken for the next generic input."""
    op = state.pending[seat]
    assert isinstance(op, Op)
    _set_tile(state, seat, op.pos, remove(state.tiles[seat][op.pos], action.kind))
    op = Op(op.kind, op.slot, op.option, op.pos, op.ins[1:], op.outs, op.points, op.extra)
    if not op.ins:
        op = _produce(state, seat, state.table.parts[state.slots[seat][op.slot]], op)
    _continue(state, seat, op)


def make_output(state: Position, seat: int, action: Output) -> None:
    """Name the kind made for the next generic output."""
    op = state.pending[seat]
    assert isinstance(op, Op)
    _set_tile(state, seat, op.pos, add(state.tiles[seat][op.pos], action.kind))
    _continue(state, seat, Op(op.kind, op.slot, op.option, op.pos, op.ins, op.outs[1:],
                              op.points, op.extra))


def upgrade(state: Position, seat: int, action: Upgrade) -> None:
    """Spend an upgrade point on one chocolate."""
    op = state.pending[seat]
    assert isinstance(op, Op)
    tile = upgraded(state.tiles[seat][op.pos], action.low, action.high)
    _set_tile(state, seat, op.pos, tile)
    _continue(state, seat, Op(op.kind, op.slot, op.option, op.pos, op.ins, op.outs,
                              op.points - 1, op.extra))


def stop_upgrading(state: Position, seat: int, action: StopUpgrading) -> None:
    """Stop upgrading: the points left are lost."""
    op = state.pending[seat]
    assert isinstance(op, Op)
    _continue(state, seat, Op(op.kind, op.slot, op.option, op.pos, op.ins, op.outs, 0, op.extra))


def copy(state: Position, seat: int, action: Copy) -> None:
    """A repeater adds 1 (x2) or 2 (x3) copies of the chosen chocolate."""
    op = state.pending[seat]
    assert isinstance(op, Op)
    part = state.table.parts[state.slots[seat][op.slot]]
    _set_tile(state, seat, op.pos, add(state.tiles[seat][op.pos], action.kind, part.copies))
    _end_op(state, seat, op)


def chute(state: Position, seat: int, action: Chute) -> None:
    """The Chute sends one chocolate from its tile to the store room (free, any number)."""
    pos = SLOTS.index(action.slot) % 4
    _set_tile(state, seat, pos, remove(state.tiles[seat][pos], action.kind))
    state.room = put(state.room, seat, add(state.room[seat], action.kind))


def trade(state: Position, seat: int, action: Trade) -> None:
    """A store-room chocolate becomes 1 coal."""
    state.room = put(state.room, seat, remove(state.room[seat], action.kind))
    state.coal = put(state.coal, seat, state.coal[seat] + 1)


def move(state: Position, seat: int, action: Move) -> None:
    """Operator / Expert Operator (or Porter): one chocolate to another tile; or the move of
    a Master Chocolatier mover being operated."""
    source, target = action.source - 1, action.target - 1
    _set_tile(state, seat, source, remove(state.tiles[seat][source], action.kind))
    _set_tile(state, seat, target, add(state.tiles[seat][target], action.kind))
    op = state.pending[seat]
    if isinstance(op, Op):
        _end_op(state, seat, op)
    else:
        state.uses = put(state.uses, seat, state.uses[seat] - 1)


def decorate(state: Position, seat: int, action: Decorate) -> None:
    """Decorator: upgrade one chocolate on any tile."""
    pos = action.tile - 1
    _set_tile(state, seat, pos, upgraded(state.tiles[seat][pos], action.low, action.high))
    state.uses = put(state.uses, seat, state.uses[seat] - 1)


def pack(state: Position, seat: int, action: Pack) -> None:
    """Packer: double every chocolate on one tile (the Master Packer triples them)."""
    pos = action.tile - 1
    factor = ability(state.role(seat)).factor
    _set_tile(state, seat, pos, tuple(factor * n for n in state.tiles[seat][pos]))
    state.uses = put(state.uses, seat, state.uses[seat] - 1)


def assign(state: Position, seat: int, action: Assign) -> None:
    """Attach the Mechanic or Technician to a part for the rest of the day."""
    state.assigned = put(state.assigned, seat, SLOTS.index(action.slot))


def end_shift(state: Position, seat: int, action: EndShift) -> None:
    """End Operate: Clear, then the next shift (or the end of the seat's Run Factory)."""
    state.end_shift(seat)


HANDLERS: dict[type[Action], Handler] = dict((
    handles(Run, run), handles(Input, take_input), handles(Output, make_output),
    handles(Upgrade, upgrade), handles(StopUpgrading, stop_upgrading), handles(Copy, copy),
    handles(Chute, chute), handles(Trade, trade), handles(Move, move),
    handles(Decorate, decorate), handles(Pack, pack), handles(Assign, assign),
    handles(EndShift, end_shift),
))


# -- refusals: why an Operate action is not legal, from the rules above ---------------------------


def _refuse_run(state: Position, seat: int, action: Run) -> IllegalActionError:
    slot = SLOTS.index(action.slot)
    part_id = state.slots[seat][slot]
    if not part_id:
        return IllegalActionError(OPERATE_RULE, "no-part", slot=action.slot)
    info = state.table.part_info[part_id]
    if info.kind == "chute":
        return IllegalActionError(PARTS_RULE, "chute-not-run")
    if state.used[seat] >> slot & 1:
        return IllegalActionError(OPERATE_RULE, "part-already-used", slot=action.slot)
    if action.option not in option_numbers(info):
        return IllegalActionError(PARTS_RULE, "no-option", part=part_id, option=action.option)
    role, assigned = state.ability(seat), state.assigned[seat]
    cost = run_cost(info.cost, slot, role, assigned)
    if action.tile:
        if not copies_on(role, assigned, slot):
            return IllegalActionError(STAFF_RULE, "no-technician")
        if action.tile - 1 not in adjacent(slot % 4, len(state.tiles[seat])):
            return IllegalActionError(STAFF_RULE, "not-adjacent")
        cost += ability(role).extra_coal
    if state.coal[seat] < cost:
        return IllegalActionError(OPERATE_RULE, "not-enough-coal", cost=cost,
                                  coal=state.coal[seat])
    return missing(PARTS_RULE, "part")


def _refuse_chute(state: Position, seat: int, action: Chute) -> IllegalActionError:
    part_id = state.slots[seat][SLOTS.index(action.slot)]
    if not part_id or state.table.parts[part_id].kind != "chute":
        return IllegalActionError(PARTS_RULE, "no-chute", slot=action.slot)
    return missing(PARTS_RULE, "chute", action.kind)


def _refuse_trade(state: Position, seat: int, action: Trade) -> IllegalActionError:
    return missing(OPERATE_RULE, "trade", action.kind)


def _refuse_helper(state: Position, seat: int, action: Move | Decorate | Pack
                   ) -> IllegalActionError:
    """An employee's move on the conveyor (outside a mover's operation)."""
    refused = employee_refusal(state, seat, action.verb)
    if refused is not None:
        return refused
    if isinstance(action, Move) and action.source == action.target:
        return IllegalActionError(STAFF_RULE, "same-tile")
    kind = action.kind if isinstance(action, Move) else (
        action.low if isinstance(action, Decorate) else "")
    return missing(STAFF_RULE, "tile", kind)


def _refuse_assign(state: Position, seat: int, action: Assign) -> IllegalActionError:
    refused = employee_refusal(state, seat, action.verb)
    return refused or IllegalActionError(STAFF_RULE, "no-part", slot=action.slot)


def _refuse_choice(state: Position, seat: int, action: Action) -> IllegalActionError | None:
    """A choice of the part being operated (``in``, ``out``, ``up``, ``copy``, a mover's
    ``move``) that it does not offer."""
    op = state.pending[seat]
    if not isinstance(op, Op):
        return None
    match action:
        case Input(kind=kind) if op.ins:
            return missing(PARTS_RULE, "input", kind, op.ins[0])
        case Output(kind=kind) if op.outs:
            return IllegalActionError(PARTS_RULE, "wrong-kind", kind=kind, icon=op.outs[0])
        case Upgrade(low=low, high=high) if op.kind == "upgrade":
            return IllegalActionError(PARTS_RULE, "not-an-upgrade", from_kind=low, to_kind=high)
        case Copy(kind=kind) if op.kind == "copy":
            return missing(PARTS_RULE, "copy", kind)
        case Move(kind=kind, source=source, target=target) if op.kind == "carry":
            if source != op.pos + 1 or target == source:
                return IllegalActionError(MASTER_RULE, "mover-tiles", tile=op.pos + 1)
            return missing(PARTS_RULE, "tile", kind)
    return IllegalActionError(PARTS_RULE, "decision-pending",
                              what="convert" if op.kind == "convert" else op.kind)


def _refuse_move(state: Position, seat: int, action: Move) -> IllegalActionError | None:
    if isinstance(state.pending[seat], Op):
        return _refuse_choice(state, seat, action)
    return _refuse_helper(state, seat, action)


REFUSALS: dict[type[Action], Refusal] = dict((
    refuses(Run, _refuse_run), refuses(Chute, _refuse_chute), refuses(Trade, _refuse_trade),
    refuses(Move, _refuse_move), refuses(Decorate, _refuse_helper),
    refuses(Pack, _refuse_helper), refuses(Assign, _refuse_assign),
    *(refuses(cls, _refuse_choice) for cls in (Input, Output, Upgrade, StopUpgrading, Copy)),
))
