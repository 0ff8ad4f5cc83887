"""§4.3 Run Factory and §8 factory parts: Load & Push, operating parts, trading store-room
chocolates for coal, and the employees that act on the conveyor (§7).

Operating a part is ``run <slot>[/<option>][ +<tile>]``: the coal is paid and the specific
inputs taken at once, then each generic icon is named with ``in``/``out``, upgrade points are
spent with ``up``, a repeater's chocolate is named with ``copy``. ``run`` is legal only when the
whole operation can be completed, and each following choice only when it keeps it completable,
so a pending operation never gets stuck.
"""

from __future__ import annotations

import operator
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
    EMPTY,
    ICON_KINDS,
    KIND_INDEX,
    UPGRADES,
    Pile,
    add,
    can_take,
    can_take_sorted,
    pile_of,
    remove,
    upgradable,
    upgraded,
)
from chocolatier.factory.memo import remember
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
from chocolatier.factory.roles import ABILITIES, NOBODY, ability
from chocolatier.factory.seats import put
from chocolatier.factory.staff import allowed_now, employee_refusal
from chocolatier.factory.table import MAX_OPTIONS, PartInfo, Table

# The tile a Load puts on the conveyor, by its number of Beans (every ability's): built once.
_LOADS = {a.beans: pile_of(["bean"] * a.beans) for a in (NOBODY, *ABILITIES.values())}


def begin_shift(state: Position, seat: int) -> None:
    """§4.3 Load & Push: a tile with 1 Bean (2 with the Supervisor) enters at position 1; the
    tile pushed out of position 4 empties into the store room. (No part is marked used: the
    Clear of the shift before, :meth:`Position.end_shift`, unmarked them.)"""
    state.shift = put(state.shift, seat, state.shift[seat] + 1)
    tiles = state.tiles[seat]
    pushed = tiles[-1]
    if pushed != EMPTY:
        state.room = put(state.room, seat, tuple(map(operator.add, state.room[seat], pushed)))
    state.tiles = put(state.tiles, seat,
                      (_LOADS[state.table.staff[state.employee[seat]].beans], *tiles[:-1]))


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
# Keyed by the table too where the cards matter (card overrides change what an id means), as
# :mod:`.memo` says.


class _Slot(NamedTuple):
    """A filled slot as legal-move generation reads it: the printed coal cost (0 for a chute,
    which runs free and any number of times, so its slot is never marked used), and what the
    part offers on this slot by tile (without the Mechanic's discount and the Technician's
    copy: the assigned slot is worked out apart)."""

    slot: int
    pos: int
    cost: int
    part_id: str
    offers: dict[Pile, tuple[Action, ...]]


# (table, a seat's slots) -> its filled slots; (table, slot, part id) -> that filled slot
_plans: dict[tuple[Table, tuple[str, ...]], tuple[_Slot, ...]] = {}
_slots: dict[tuple[Table, int, str], _Slot] = {}
_trades_memo: dict[Pile, tuple[Action, ...]] = {}
# (the employee's verb, the tiles) -> its moves on the conveyor; (table, slots, ability) -> the
# Mechanic's or Technician's assignments
_helper_memo: dict[tuple[str, tuple[Pile, ...]], tuple[Action, ...]] = {}
_assign_memo: dict[tuple[Table, tuple[str, ...], str], tuple[Action, ...]] = {}


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
    for slot, pos, cost, part_id, offers in plan:
        if slot == assigned:
            actions += _slot_actions(state, seat, slot, part_id, state.ability(seat), assigned)
            continue
        if used >> slot & 1 or coal < cost:
            continue
        tile = tiles[pos]
        offered = offers.get(tile)
        if offered is None:
            offered = remember(offers, tile,
                               tuple(_slot_actions(state, seat, slot, part_id, "", -1)))
        if offered:  # often not: adding nothing costs more than the test
            actions += offered
    room = state.room[seat]
    trades = _trades_memo.get(room)
    if trades is None:
        trades = remember(_trades_memo, room, tuple(_TRADE[k] for k in _K if room[k]))
    if trades:
        actions += trades
    allowed = allowed_now(state, seat)
    if allowed:
        actions += _helper_actions(state, seat, allowed)
    actions.append(_SHIFT)
    return actions


def _plan(table: Table, slots: tuple[str, ...]) -> tuple[_Slot, ...]:
    """The filled slots of a factory, in slot order, remembered for the next call."""
    plan = []
    for slot, part_id in enumerate(slots):
        if not part_id:
            continue
        key = (table, slot, part_id)
        filled = _slots.get(key)
        if filled is None:
            info = table.part_info[part_id]
            filled = remember(_slots, key, _Slot(
                slot, slot & 3, 0 if info.kind == "chute" else info.cost, part_id, {}))
        plan.append(filled)
    return remember(_plans, (table, slots), tuple(plan))


def _slot_actions(state: Position, seat: int, slot: int, part_id: str, role: str,
                  assigned: int) -> list[Action]:
    """What the part on ``slot`` offers now, for a seat whose employee has ``role``'s ability
    and is on slot ``assigned`` (the Mechanic's discount, the Technician's copy)."""
    tiles = state.tiles[seat]
    coal = state.coal[seat]
    info = state.table.part_info[part_id]
    kind, cost, option_inputs, _, part, _ = info
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
    if allowed == "assign":
        key = (state.table, state.slots[seat], state.ability(seat))
        known = _assign_memo.get(key)
        if known is None:
            known = remember(_assign_memo, key, _assign_actions(*key))
        return known
    tiles = state.tiles[seat]
    moves = _helper_memo.get((allowed, tiles))
    if moves is None:
        moves = remember(_helper_memo, (allowed, tiles), _conveyor_actions(allowed, tiles))
    return moves


def _conveyor_actions(allowed: str, tiles: tuple[Pile, ...]) -> tuple[Action, ...]:
    """The moves of the employee's verb ``allowed`` on these tiles (``move``, ``decorate`` or
    ``pack``: they depend on nothing else)."""
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
    return tuple(helper)


def _assign_actions(table: Table, slots: tuple[str, ...], role: str) -> tuple[Action, ...]:
    """Where the Mechanic or Technician (``role``'s ability) may be assigned in a factory with
    these ``slots``: any part but a chute (the Technician's copy: nor a mover)."""
    return tuple(
        _ASSIGN[slot] for slot, part_id in enumerate(slots)
        if part_id and table.parts[part_id].kind != "chute"
        and not (role == "technician" and table.parts[part_id].kind == "mover")
    )


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


_SLOT_INDEX: dict[str, int] = {slot: index for index, slot in enumerate(SLOTS)}


def _set_tile(state: Position, seat: int, pos: int, tile: Pile) -> None:
    # ``put`` twice, written out: every operation changes a tile (hot path).
    row = list(state.tiles[seat])
    row[pos] = tile
    tiles = list(state.tiles)
    tiles[seat] = tuple(row)
    state.tiles = tuple(tiles)


def run(state: Position, seat: int, action: Run) -> None:
    """Pay the coal (+1 for the Technician's copy), mark the part used, start the operation."""
    slot = _SLOT_INDEX[action.slot]
    table = state.table
    info = table.part_info[state.slots[seat][slot]]
    cost = info.cost
    if state.assigned[seat] == slot or action.tile:
        # only an employee on the part changes its cost (run_cost); the copy costs its extra
        staff = table.staff[state.employee[seat]]
        cost = run_cost(cost, slot, staff.effect, slot)
        if action.tile:
            cost += staff.extra_coal
    state.coal = put(state.coal, seat, state.coal[seat] - cost)
    state.used = put(state.used, seat, state.used[seat] | 1 << slot)
    option = action.option
    _start_op(state, seat, info, slot, option - 1 if option else 0, slot & 3, action.tile)


# Operations are built with ``Op(...)`` rather than ``_replace``, and only when a choice is left
# to make (an operation done at once leaves nothing pending): this is the hot path of random
# playouts and of the bots' planning.
def _start_op(
    state: Position, seat: int, info: PartInfo, slot: int, option: int, pos: int, extra: int
) -> None:
    kind = info.kind
    if kind == "converter":
        taken, ins, _, _, net = info.steps[option]
        tile = state.tiles[seat][pos]
        if ins:
            _set_tile(state, seat, pos, tuple(map(operator.sub, tile, taken)))
            state.pending = put(state.pending, seat, Op("convert", slot, option, pos, ins, (),
                                                        0, extra))
        else:
            _produce(state, seat, info, slot, option, pos, extra,
                     tuple(map(operator.add, tile, net)))
    elif kind == "upgrader":
        points = info.card.points
        if points and upgradable(state.tiles[seat][pos]):
            state.pending = put(state.pending, seat, Op("upgrade", slot, 0, pos, (), (), points,
                                                        extra))
        elif extra:
            _technician_copy(state, seat, slot, option, extra)
    elif kind == "mover":
        state.pending = put(state.pending, seat, Op("carry", slot, 0, pos, (), (), 0, 0))
    else:
        state.pending = put(state.pending, seat, Op("copy", slot, 0, pos, (), (), 0, extra))


def _produce(state: Position, seat: int, info: PartInfo, slot: int, option: int, pos: int,
             extra: int, tile: Pile) -> None:
    """Inputs are all taken and the specific outputs made: ``tile`` is the tile now; the
    generic outputs wait (else the operation is done)."""
    outs = info.steps[option].outs
    _set_tile(state, seat, pos, tile)
    if outs:
        state.pending = put(state.pending, seat, Op("convert", slot, option, pos, (), outs, 0,
                                                    extra))
        return
    if state.pending[seat] is not None:
        state.pending = put(state.pending, seat, None)
    if extra:
        _technician_copy(state, seat, slot, option, extra)


def _end_op(state: Position, seat: int, op: Op) -> None:
    """The pending operation is done."""
    state.pending = put(state.pending, seat, None)
    if op.extra:
        _technician_copy(state, seat, op.slot, op.option, op.extra)


def _technician_copy(state: Position, seat: int, slot: int, option: int, extra: int) -> None:
    """An operation is done and the Technician's copy was asked for: it starts on the adjacent
    tile ``extra`` (1..4; callers test ``extra`` first, as it is rarely asked)."""
    info = state.table.part_info[state.slots[seat][slot]]
    _start_op(state, seat, info, slot, option, extra - 1, 0)


def take_input(state: Position, seat: int, action: Input) -> None:
    """Name the kind taken for the next generic input."""
    op = state.pending[seat]
    assert isinstance(op, Op)
    tile = remove(state.tiles[seat][op.pos], action.kind)
    ins = op.ins[1:]
    if ins:
        _set_tile(state, seat, op.pos, tile)
        state.pending = put(state.pending, seat, Op(op.kind, op.slot, op.option, op.pos, ins,
                                                    op.outs, op.points, op.extra))
        return
    info = state.table.part_info[state.slots[seat][op.slot]]
    _produce(state, seat, info, op.slot, op.option, op.pos, op.extra,
             tuple(map(operator.add, tile, info.steps[op.option].made)))


def make_output(state: Position, seat: int, action: Output) -> None:
    """Name the kind made for the next generic output."""
    op = state.pending[seat]
    assert isinstance(op, Op)
    _set_tile(state, seat, op.pos, add(state.tiles[seat][op.pos], action.kind))
    outs = op.outs[1:]
    if outs:
        state.pending = put(state.pending, seat, Op(op.kind, op.slot, op.option, op.pos, op.ins,
                                                    outs, op.points, op.extra))
    else:
        _end_op(state, seat, op)


def upgrade(state: Position, seat: int, action: Upgrade) -> None:
    """Spend an upgrade point on one chocolate; the operation ends with the last point, or
    when nothing is left to upgrade."""
    op = state.pending[seat]
    assert isinstance(op, Op)
    tile = upgraded(state.tiles[seat][op.pos], action.low, action.high)
    _set_tile(state, seat, op.pos, tile)
    points = op.points - 1
    if points and upgradable(tile):
        state.pending = put(state.pending, seat, Op(op.kind, op.slot, op.option, op.pos, op.ins,
                                                    op.outs, points, op.extra))
    else:
        _end_op(state, seat, op)


def stop_upgrading(state: Position, seat: int, action: StopUpgrading) -> None:
    """Stop upgrading: the points left are lost."""
    op = state.pending[seat]
    assert isinstance(op, Op)
    _end_op(state, seat, op)


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
