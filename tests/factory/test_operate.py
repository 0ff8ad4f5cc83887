"""§4.3 Run Factory, §8 factory parts and the conveyor employees of §7."""

from __future__ import annotations

import pytest

from chocolatier.core.errors import IllegalActionError
from chocolatier.factory.cards import PartCard
from chocolatier.factory.chocolates import EMPTY
from chocolatier.factory.phases import Phase
from chocolatier.factory.state import FactoryState

from .helpers import do, edit, legal_texts, new, pile, running, set_seat


def find_part(state: FactoryState, test: object) -> PartCard:
    for part in state.table.parts.values():
        if test(part):  # type: ignore[operator]
            return part
    raise LookupError("no such part in the card set")


def refuse(state: FactoryState, seat: int, move: str, code: str, rule: str | None = None
           ) -> IllegalActionError:
    """The move is refused with this code and the state is unchanged."""
    before = state.state_hash()
    with pytest.raises(IllegalActionError) as err:
        do(state, seat, move)
    assert err.value.code == code, err.value
    if rule is not None:
        assert err.value.rule == rule
    assert state.state_hash() == before
    return err.value


# -- §4.3 Load & Push, shifts ---------------------------------------------------------------------


def test_s43_load_and_push() -> None:
    """§4.3.1: a 1-Bean tile enters at 1, tiles move right, the tile out of 4 is stored."""
    state, seat = running()
    state = set_seat(state, seat, tiles=[pile("cocoa"), EMPTY, pile("nut"), pile("boxed", "chunk")])
    do(state, seat, "shift done")
    assert state.tiles[seat] == (pile("bean"), pile("cocoa"), EMPTY, pile("nut"))
    assert state.room[seat] == pile("boxed", "chunk")
    assert state.shift[seat] == 2


def test_s43_first_shift_is_loaded_before_operating() -> None:
    """§4.3: nothing is operated before the push; the first tile already holds a Bean."""
    state = new(2)
    from .helpers import finish_draft

    finish_draft(state)
    seat = state.to_act()[0]
    assert state.tiles[seat][0] == pile("bean")
    assert state.shift[seat] == 1


def test_s7_supervisor_loads_two_beans() -> None:
    """§7 Supervisor: every Load today puts 2 Beans on the tile."""
    state, seat = running(role="supervisor")
    do(state, seat, "shift done")
    assert state.tiles[seat][0] == pile("bean", "bean")


@pytest.mark.parametrize(("role", "shifts"), [(None, 3), ("engineer", 4)])
def test_s7_engineer_has_four_shifts(role: str | None, shifts: int) -> None:
    """§4.3/§7 Engineer: 4 shifts instead of 3."""
    state, seat = running(role=role)
    count = 1
    while state.phase == Phase.RUN and seat in state.to_act():
        do(state, seat, "shift done")
        count += 1
    assert count - 1 == shifts


def test_s43_chocolates_stay_on_the_conveyor_overnight() -> None:
    """§4.3: chocolates left on the conveyor stay to the next day (Mon..Fri)."""
    state, seat = running(players=2)
    state = set_seat(state, seat, tiles=[pile("nut"), EMPTY, EMPTY, EMPTY])
    for _ in range(3):
        do(state, seat, "shift done")
    assert pile("nut") in state.tiles[seat]


def test_s43_saturday_moves_everything_to_the_store_room() -> None:
    """§4.3: after Saturday's last shift every chocolate in the factory goes to the room."""
    state, seat = running()
    state = edit(state, lambda p: p.update(day=6, day_name="Saturday"))
    state = set_seat(state, seat, tiles=[pile("bean"), pile("nut"), EMPTY, pile("cocoa")],
                     room=pile("boxed"))
    do(state, seat, "shift done", "shift done")
    # shift 3 pushes: tiles at this point hold the earlier chocolates
    do(state, seat, "shift done")
    assert all(not any(t) for t in state.tiles[seat])
    assert sum(state.room[seat]) == 1 + 3 + 2  # boxed, the first three, two new beans


# -- §4.3 Operate: costs and limits ---------------------------------------------------------------


def test_s43_roaster_pays_coal_and_converts() -> None:
    """§2/§8: the Roaster (1 coal) turns a Bean into a Cocoa on its own tile."""
    state, seat = running()
    state = set_seat(state, seat, tiles=[pile("bean", "bean"), EMPTY, EMPTY, EMPTY], coal=3)
    do(state, seat, "run T1")
    assert state.tiles[seat][0] == pile("bean", "cocoa")
    assert state.coal[seat] == 2


def test_s43_each_part_once_per_shift() -> None:
    """§4.3.2: each part at most once per shift; it works again next shift."""
    state, seat = running()
    state = set_seat(state, seat, tiles=[pile("bean", "bean"), EMPTY, EMPTY, EMPTY])
    do(state, seat, "run T1")
    refuse(state, seat, "run T1", "part-already-used", "§4.3 Operate")
    do(state, seat, "shift done")
    assert "run T2" in legal_texts(state, seat)  # the cocoa moved under the Upgrader


def test_s43_not_enough_coal() -> None:
    """§4.3.2: the part's coal must be paid."""
    state, seat = running()
    state = set_seat(state, seat, tiles=[pile("bean"), EMPTY, EMPTY, EMPTY], coal=0)
    refuse(state, seat, "run T1", "not-enough-coal", "§4.3 Operate")


def test_s43_part_acts_only_on_its_own_tile() -> None:
    """§2: a part works on the tile of its own position."""
    state, seat = running()
    state = set_seat(state, seat, tiles=[EMPTY, pile("bean"), EMPTY, EMPTY])
    refuse(state, seat, "run T1", "missing-chocolates", "§8 Factory parts")


def test_s43_trade_store_room_chocolates_for_coal() -> None:
    """§4.3.2: any store-room chocolate becomes 1 coal, any time in Operate; never from the
    conveyor."""
    state, seat = running()
    state = set_seat(state, seat, tiles=[pile("nut"), EMPTY, EMPTY, EMPTY], room=pile("caramel"),
                     coal=0)
    do(state, seat, "trade caramel")
    assert state.coal[seat] == 1 and state.room[seat] == EMPTY
    refuse(state, seat, "trade nut", "missing-chocolates")


def test_s43_clear_resets_used_parts() -> None:
    """§4.3.3: coal on parts returns at Clear: parts are free to operate again."""
    state, seat = running()
    state = set_seat(state, seat, tiles=[pile("bean"), EMPTY, EMPTY, EMPTY])
    do(state, seat, "run T1")
    assert state.used[seat]
    do(state, seat, "shift done")
    assert state.used[seat] == 0


# -- §8 part kinds --------------------------------------------------------------------------------


def test_s8_converter_options_one_per_operation() -> None:
    """§8: a converter with two options runs one option per operation."""
    state, seat = running()
    part = find_part(state, lambda p: p.id == "A01")  # Cocoa -> 2 Chunks | 2 Fingers
    state = set_seat(state, seat, parts={"B1": part.id},
                     tiles=[pile("cocoa", "cocoa"), EMPTY, EMPTY, EMPTY], coal=5)
    assert {"run B1/1", "run B1/2"} <= legal_texts(state, seat)
    do(state, seat, "run B1/2")
    assert state.tiles[seat][0] == pile("cocoa", "finger", "finger")
    assert state.coal[seat] == 5 - part.cost
    refuse(state, seat, "run B1/1", "part-already-used")
    refuse(state, seat, "run B1/3", "part-already-used")


def test_s8_converter_generic_icons_are_named_one_by_one() -> None:
    """§8: a generic input accepts any kind of its stage; a generic output makes one."""
    state, seat = running()
    part = find_part(state, lambda p: p.kind == "converter" and len(p.options) == 1
                     and p.options[0].inputs == ("bar",) and p.options[0].outputs ==
                     ("wrapped", "wrapped"))
    state = set_seat(state, seat, parts={"B2": part.id},
                     tiles=[EMPTY, pile("chunk", "finger", "bean"), EMPTY, EMPTY])
    do(state, seat, "run B2")
    assert legal_texts(state, seat) == {"in chunk", "in finger"}
    refuse(state, seat, "trade nut", "decision-pending")
    do(state, seat, "in finger")
    assert legal_texts(state, seat) == {"out caramel", "out nut"}
    do(state, seat, "out caramel", "out nut")
    assert state.tiles[seat][1] == pile("chunk", "bean", "caramel", "nut")
    assert state.pending[seat] is None


def test_s8_converter_needs_exact_inputs() -> None:
    """§8: the exact input chocolates must be on the tile."""
    state, seat = running()
    part = find_part(state, lambda p: p.kind == "converter" and p.options[0].inputs ==
                     ("bean", "bean") and len(p.options) == 1)
    state = set_seat(state, seat, parts={"B3": part.id}, tiles=[EMPTY, EMPTY, pile("bean"), EMPTY])
    refuse(state, seat, "run B3", "missing-chocolates")
    state = set_seat(state, seat, tiles=[EMPTY, EMPTY, pile("bean", "bean"), EMPTY])
    do(state, seat, "run B3")
    assert state.tiles[seat][2] == pile(*part.options[0].outputs)


def test_s8_any_input_any_output() -> None:
    """§8: "any chocolate" icons: the input may be anything, outputs are chosen among 7."""
    state, seat = running()
    part = find_part(state, lambda p: p.kind == "converter" and p.options[0].inputs == ("any",))
    state = set_seat(state, seat, parts={"B1": part.id}, tiles=[pile("bean"), EMPTY, EMPTY, EMPTY])
    do(state, seat, "run B1", "in bean")
    assert len(legal_texts(state, seat)) == 7
    do(state, seat, "out boxed", "out cocoa")
    assert state.tiles[seat][0] == pile("boxed", "cocoa")


def test_s8_upgrader_points() -> None:
    """§8: an upgrader's points each upgrade one chocolate one stage (the same one may take
    several); unused points are lost."""
    state, seat = running()
    part = find_part(state, lambda p: p.kind == "upgrader" and p.deck == "A")
    assert part.points == 2
    state = set_seat(state, seat, parts={"B1": part.id}, tiles=[pile("cocoa", "bean"), EMPTY, EMPTY,
                                                                EMPTY])
    do(state, seat, "run B1")
    assert legal_texts(state, seat) == {"up bean>cocoa", "up cocoa>chunk", "up cocoa>finger",
                                        "up done"}
    do(state, seat, "up cocoa>chunk", "up chunk>nut")
    assert state.tiles[seat][0] == pile("bean", "nut")
    assert state.pending[seat] is None
    do(state, seat, "run T1")  # the Roaster still works
    do(state, seat, "shift done")
    state = set_seat(state, seat, tiles=[pile("bean"), EMPTY, EMPTY, EMPTY])
    do(state, seat, "run B1", "up done")
    assert state.tiles[seat][0] == pile("bean")


def test_s8_upgrader_stops_when_nothing_is_left_to_upgrade() -> None:
    """§8: Boxed cannot be upgraded; points with nothing to upgrade are lost."""
    state, seat = running()
    state = set_seat(state, seat, tiles=[EMPTY, pile("caramel"), EMPTY, EMPTY])
    do(state, seat, "run T2", "up caramel>boxed")
    assert state.pending[seat] is None
    state = set_seat(state, seat, tiles=[EMPTY, pile("boxed"), EMPTY, EMPTY])
    do(state, seat, "shift done")
    assert "run T2" not in legal_texts(state, seat)


@pytest.mark.parametrize(("deck", "copies"), [("A", 1), ("B", 2)])
def test_s8_repeaters(deck: str, copies: int) -> None:
    """§8: x2 adds 1 identical copy, x3 adds 2."""
    state, seat = running()
    part = find_part(state, lambda p: p.kind == "repeater" and p.deck == deck)
    assert part.copies == copies
    state = set_seat(state, seat, parts={"B4": part.id},
                     tiles=[EMPTY, EMPTY, EMPTY, pile("nut", "cocoa")], coal=part.cost)
    do(state, seat, "run B4")
    assert legal_texts(state, seat) == {"copy nut", "copy cocoa"}
    do(state, seat, "copy nut")
    assert state.tiles[seat][3] == pile("cocoa", *["nut"] * (1 + copies))
    assert state.coal[seat] == 0


def test_s8_chute_is_free_and_unlimited() -> None:
    """§8: the Chute moves chosen chocolates from its tile to the store room, free, any number
    of times."""
    state, seat = running()
    state = set_seat(state, seat, tiles=[EMPTY, EMPTY, pile("nut", "nut", "bean"), EMPTY], coal=0)
    assert legal_texts(state, seat) >= {"chute T3 nut", "chute T3 bean"}
    do(state, seat, "chute T3 nut", "chute T3 nut", "chute T3 bean")
    assert state.room[seat] == pile("nut", "nut", "bean")
    assert state.tiles[seat][2] == EMPTY and state.coal[seat] == 0


def test_s8_covered_chute_is_gone() -> None:
    """§2/§8: a covered Chute is gone for the rest of the game."""
    state, seat = running()
    state = set_seat(state, seat, parts={"T3": "A01"}, tiles=[EMPTY, EMPTY, pile("nut"), EMPTY])
    refuse(state, seat, "chute T3 nut", "no-chute")


# -- §7 employees in Run Factory ------------------------------------------------------------------


def test_s7_operator_moves_one_chocolate_once() -> None:
    """§7 Operator: once, one chocolate from any tile to any other tile."""
    state, seat = running(role="operator")
    state = set_seat(state, seat, tiles=[pile("nut", "bean"), EMPTY, EMPTY, EMPTY])
    do(state, seat, "move 1>4 nut")
    assert state.tiles[seat] == (pile("bean"), EMPTY, EMPTY, pile("nut"))
    refuse(state, seat, "move 1>2 bean", "employee-used", "§7 Employees")


def test_s7_expert_operator_moves_three_times() -> None:
    """§7 Expert Operator: three moves today (across shifts)."""
    state, seat = running(role="expert_operator")
    state = set_seat(state, seat, tiles=[pile("nut", "nut", "nut", "nut"), EMPTY, EMPTY, EMPTY])
    do(state, seat, "move 1>2 nut", "shift done", "move 2>4 nut", "move 2>1 nut")
    refuse(state, seat, "move 2>1 nut", "employee-used")


def test_s7_moves_need_the_employee() -> None:
    """§7: moving chocolates needs an Operator or Expert Operator."""
    state, seat = running(role="miner")
    state = set_seat(state, seat, tiles=[pile("nut"), EMPTY, EMPTY, EMPTY])
    refuse(state, seat, "move 1>2 nut", "wrong-employee", "§7 Employees")


def test_s7_decorator_upgrades_one_chocolate() -> None:
    """§7 Decorator: once, upgrade any one chocolate on any tile."""
    state, seat = running(role="decorator")
    state = set_seat(state, seat, tiles=[EMPTY, EMPTY, EMPTY, pile("finger")])
    do(state, seat, "decorate 4 finger>caramel")
    assert state.tiles[seat][3] == pile("caramel")
    refuse(state, seat, "decorate 4 caramel>boxed", "employee-used")


def test_s7_packer_doubles_a_tile() -> None:
    """§7 Packer: once, double the number of every chocolate on one tile."""
    state, seat = running(role="packer")
    state = set_seat(state, seat, tiles=[EMPTY, pile("nut", "bean", "bean"), EMPTY, EMPTY])
    do(state, seat, "pack 2")
    assert state.tiles[seat][1] == pile(*["nut"] * 2, *["bean"] * 4)
    refuse(state, seat, "pack 2", "employee-used")


@pytest.mark.parametrize(("cost", "paid"), [(1, 1), (2, 1), (3, 2), (4, 2)])
def test_s7_mechanic_halves_rounded_up(cost: int, paid: int) -> None:
    """§7 Mechanic: the assigned part costs half its coal, rounded up."""
    state, seat = running(role="mechanic")
    part = find_part(state, lambda p: p.kind == "converter" and p.cost == cost)
    state = set_seat(state, seat, parts={"B1": part.id}, coal=10,
                     tiles=[pile(*["bean"] * 2, *["cocoa"] * 2, "chunk", "finger", "nut",
                                 "caramel", "boxed", "chunk", "finger", "nut", "caramel"),
                            EMPTY, EMPTY, EMPTY])
    do(state, seat, "assign B1")
    refuse(state, seat, "assign T1", "already-assigned")
    run = next(t for t in legal_texts(state, seat) if t.startswith("run B1"))
    do(state, seat, run)
    assert state.coal[seat] == 10 - paid


def test_s7_technician_adjacent_tile_costs_one_more() -> None:
    """§7 Technician: the assigned part may also work on an adjacent tile for 1 more coal."""
    state, seat = running(role="technician")
    state = set_seat(state, seat, tiles=[pile("bean"), pile("bean"), EMPTY, EMPTY], coal=5)
    refuse(state, seat, "run T1 +2", "no-technician")
    do(state, seat, "assign T1")
    assert {"run T1", "run T1 +2"} <= legal_texts(state, seat)
    refuse(state, seat, "run T1 +3", "not-adjacent")
    do(state, seat, "run T1 +2")
    assert state.tiles[seat][:2] == (pile("cocoa"), pile("cocoa"))
    assert state.coal[seat] == 5 - 1 - 1


def test_s7_technician_copy_names_its_own_choices() -> None:
    """§7 Technician with an upgrader: the copy on the adjacent tile gets the same points,
    spent on that tile's chocolates."""
    state, seat = running(role="technician")
    state = set_seat(state, seat, tiles=[pile("bean"), pile("cocoa"), pile("nut"), EMPTY], coal=5)
    do(state, seat, "assign T2", "run T2 +3", "up cocoa>finger")
    assert state.pending[seat] is not None  # now the copy on tile 3
    assert legal_texts(state, seat) == {"up nut>boxed", "up done"}
    do(state, seat, "up nut>boxed")
    assert state.tiles[seat][1:3] == (pile("finger"), pile("boxed"))


def test_s7_rulings_mechanic_does_not_halve_technician_extra() -> None:
    """§7 RULING: the Technician's extra coal is paid in full (never halved)."""
    from chocolatier.factory.operate import part_cost

    state, seat = running(role="technician")
    do(state, seat, "assign T1")
    assert part_cost(state, seat, 0, state.table.parts["roaster"]) == 1


def test_s43_simultaneous_mode_every_working_seat_acts() -> None:
    """§4.3 (table option): in simultaneous mode every seat still running its factory acts;
    Fulfil Orders starts when all have finished their shifts."""
    state, _ = running(players=3, mode="simultaneous")
    assert set(state.to_act()) == {0, 1, 2}
    first = state.turn_order()[1]
    for _ in range(3):
        do(state, first, "shift done")
    assert first not in state.to_act() and state.phase == Phase.RUN
    refuse(state, first, "shift done", "not-your-turn")
    for seat in state.to_act():
        while seat in state.to_act() and state.phase == Phase.RUN:
            do(state, seat, "shift done")
    assert state.phase == Phase.FULFIL and set(state.to_act()) == {0, 1, 2}


def test_s43_turn_mode_one_factory_after_another() -> None:
    """§4.3: in turn-order mode each player runs all their shifts, then the next player."""
    state, _ = running(players=3)
    order = state.turn_order()
    assert state.to_act() == (order[0],)
    for _ in range(3):
        do(state, order[0], "shift done")
    assert state.to_act() == (order[1],) and state.shift[order[1]] == 1
