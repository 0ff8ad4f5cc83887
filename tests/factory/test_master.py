"""The Master Chocolatier module (option ``master``, card-data.md): setup, the four mover
parts, store sides C and D, the six free employees, ids, snapshots and random games."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

from chocolatier.core.errors import ChocolatierError, IllegalActionError
from chocolatier.factory.actions import EndOrders, EndShift, Take
from chocolatier.factory.cards import FREE_ROLES, STORES, load_card_set
from chocolatier.factory.chocolates import EMPTY
from chocolatier.factory.ids import NUM_DISTINCT_ACTIONS, OFFSETS
from chocolatier.factory.phases import Phase
from chocolatier.factory.state import FactoryState
from tests.factory.helpers import (
    GAME,
    do,
    edit,
    finish_draft,
    give_role,
    legal_texts,
    pile,
    set_seat,
)


def master(players: int = 2, sides: object = "A", seed: int = 3) -> FactoryState:
    return GAME.new_state(players, seed, {"master": True, "store_sides": sides})


def running(role: str | None = None, sides: object = "A") -> tuple[FactoryState, int]:
    state = master(sides=sides)
    finish_draft(state)
    seat = state.to_act()[0]
    if role is not None:
        state = give_role(state, seat, role)
    return set_seat(state, seat, tiles=[EMPTY] * 4, room=EMPTY, coal=10), seat


def fulfilling(role: str, store: str | None = None, sides: object = "A"
               ) -> tuple[FactoryState, int]:
    state = master(sides=sides)
    finish_draft(state)
    while state.phase == Phase.RUN:
        state.apply(state.to_act()[0], EndShift())
    seat = state.to_act()[0]
    state = give_role(state, seat, role, store)
    return set_seat(state, seat, room=EMPTY), seat


# -- options and setup ---------------------------------------------------------------------------


def test_options() -> None:
    assert GAME.normalize_options(2, {"master": True})["store_sides"] == "random"
    assert "master" not in GAME.normalize_options(2, {})
    with pytest.raises(ChocolatierError, match="master-not-solo"):
        GAME.normalize_options(1, {"master": True})
    with pytest.raises(ChocolatierError, match="side-needs-master"):
        GAME.normalize_options(2, {"store_sides": "C"})
    with pytest.raises(ChocolatierError, match="store-side-needs-master"):
        GAME.normalize_options(2, {"store_sides": {"fresh": "D"}})
    with pytest.raises(ChocolatierError, match=r"not-one-of \(option='master'"):
        GAME.normalize_options(2, {"master": "yes"})


def test_random_sides_have_at_most_two_c() -> None:
    seen: Counter[str] = Counter()
    for seed in range(200):
        sides = master(sides="random", seed=seed).table.sides
        assert sides.count("C") <= 2
        seen.update(sides)
    assert set(seen) == {"A", "B", "C", "D"}


def test_setup_shuffles_in_the_parts_and_removes_two_per_deck() -> None:
    cards = load_card_set()
    new_parts = {p.id for p in cards.master_parts}
    found: Counter[str] = Counter()
    for seed in range(60):
        state = master(seed=seed)
        dealt = set(state.dealt_parts)
        a = set(state.parts_a) | dealt
        b = set(state.parts_b)
        assert len(a) == len(b) == 15
        found.update((a | b) & new_parts)
        assert len(state.dealt_staff) == 6 and state.dealt_staff[5].startswith("free-")
    # Every new part is in play in most games (2 of 17 are removed from its deck).
    assert set(found) == new_parts and min(found.values()) > 40


def test_base_game_is_unchanged() -> None:
    base = GAME.new_state(3, 11, {})
    assert len(base.dealt_staff) == 5 and not base.table.master
    assert "master" not in base.view(0) and "A16" not in base.table.parts


def test_free_employee_is_in_the_last_packet() -> None:
    state = master(players=4)
    view = state.view(0)
    sizes = [len(p["cards"]) for p in view["packets"]["employees"]]
    assert sizes == [2, 1, 1, 2]
    free = state.dealt_staff[5]
    assert view["packets"]["employees"][3]["cards"][1]["store"] == "free"
    # Taking it takes the last packet (with the employee dealt before it).
    seat = state.to_act()[0]
    state.apply(seat, Take(free))
    assert state.employee[seat] == free and state.employee_store(seat) == -1
    assert state.dealt_staff[4] not in _available(state)


def _available(state: FactoryState) -> list[str]:
    from chocolatier.factory.draft import available

    return available(state, state.to_act()[0])


# -- the mover parts ----------------------------------------------------------------------------


@pytest.mark.parametrize(("part", "cost", "movable", "refused"), [
    ("A16", 1, "cocoa", "chunk"), ("A17", 2, "nut", ""), ("B16", 1, "boxed", "bean"),
    ("B17", 1, "bean", ""),
])
def test_mover_moves_one_chocolate_once_a_shift(part: str, cost: int, movable: str,
                                                refused: str) -> None:
    state, seat = running()
    state = set_seat(state, seat, parts={"T2": part}, coal=5,
                     tiles=[EMPTY, pile(movable, *([refused] if refused else [])), EMPTY, EMPTY])
    do(state, seat, "run T2")
    assert state.coal[seat] == 5 - cost
    moves = legal_texts(state, seat)
    assert moves == {f"move 2>{t} {movable}" for t in (1, 3, 4)}
    with pytest.raises(IllegalActionError) as refused_move:
        state.apply_notation(seat, f"move 1>3 {movable}")
    assert refused_move.value.code == "mover-tiles"
    assert refused_move.value.rule.startswith("§10 ")
    do(state, seat, f"move 2>4 {movable}")
    assert state.tiles[seat][3] == pile(movable) and state.pending[seat] is None
    assert "run T2" not in legal_texts(state, seat)  # once a shift
    assert state.event(seat, EndShift()).code == "factory-shift-done"


def test_mover_needs_a_chocolate_it_accepts_and_its_coal() -> None:
    state, seat = running()
    state = set_seat(state, seat, parts={"T1": "A16"}, tiles=[pile("chunk"), EMPTY, EMPTY,
                                                                EMPTY])
    assert "run T1" not in legal_texts(state, seat)
    state = set_seat(state, seat, tiles=[pile("bean"), EMPTY, EMPTY, EMPTY], coal=0)
    assert "run T1" not in legal_texts(state, seat)


def test_mechanic_halves_a_mover_technician_cannot_take_one() -> None:
    state, seat = running("mechanic")
    state = set_seat(state, seat, parts={"T1": "A17"}, coal=3,
                     tiles=[pile("bean"), EMPTY, EMPTY, EMPTY])
    do(state, seat, "assign T1", "run T1")
    assert state.coal[seat] == 2
    state, seat = running("technician")
    state = set_seat(state, seat, parts={"T1": "A17"})
    assert "assign T1" not in legal_texts(state, seat)


# -- store sides C (earnings) -------------------------------------------------------------------


def _stage_paying(state: FactoryState, seat: int) -> tuple[FactoryState, str, int]:
    """The seat holds a one-stage order of two Chunks and has them in the store room."""
    card = next(o for o in state.table.orders.values()
                if o.size == "small" and o.stages[0].chocolates == ("chunk", "chunk"))
    state = set_seat(state, seat, orders=[(card.id, 0)], room=pile("chunk", "chunk", "nut"))
    return state, card.id, card.stages[0].money


@pytest.mark.parametrize(("store", "per"), [("palace", 10), ("fresh", 9), ("salter", 8),
                                            ("house", 8), ("dunstan", 7)])
def test_c_side_moves_one_space_per_pounds_earned_today(store: str, per: int) -> None:
    state, seat = fulfilling("clerk" if store == "fresh" else _role_of(store), store,
                             sides={store: "C"})
    state, card, money = _stage_paying(state, seat)
    assert not any(t.startswith("supply") for t in legal_texts(state, seat))
    do(state, seat, f"deliver {card}")
    assert state.earned[seat] == money
    event = state.event(seat, EndOrders())
    do(state, seat, "orders done")
    index = STORES.index(store) * state.num_players + seat
    assert state.track[index] == money // per
    if money // per:
        assert event.code == "factory-orders-done-earned"


def _role_of(store: str) -> str:
    from chocolatier.factory.cards import STORE_ROLES

    return STORE_ROLES[store][0]


def test_c_side_director_doubles_and_rounds_down() -> None:
    state, seat = fulfilling("director", "fresh", sides={"fresh": "C"})

    def money(position: dict[str, Any]) -> None:
        position["seats"][seat]["earned_today"] = 19

    state = edit(state, money)
    do(state, seat, "orders done")
    assert state.track[STORES.index("fresh") * state.num_players + seat] == 4  # 19 // 9 * 2


# -- store sides D -------------------------------------------------------------------------------


def test_palace_d_delivers_under_a_named_requirement_once_a_day() -> None:
    state, seat = fulfilling("miner", "palace",
                             sides={"palace": "D", "fresh": "A", "salter": "C"})
    state = set_seat(state, seat, room=pile("chunk", "chunk", "nut"))
    texts = legal_texts(state, seat)
    assert "as fresh" in texts and "as salter" not in texts and "as palace" not in texts
    assert not any(t.startswith("supply palace") for t in texts)
    with pytest.raises(IllegalActionError) as refused:
        state.apply_notation(seat, "as salter")
    assert refused.value.code == "cannot-name-store"
    do(state, seat, "as fresh")
    assert legal_texts(state, seat) == {"supply palace chunk"}
    do(state, seat, "supply palace chunk", "supply palace chunk", "supply done")
    assert state.track[STORES.index("palace") * state.num_players + seat] == 2
    assert not any(t.startswith("as ") for t in legal_texts(state, seat))  # once a day


def test_fresh_d_takes_exactly_one_three_or_five_refined() -> None:
    state, seat = fulfilling("clerk", "fresh", sides={"fresh": "D"})
    state = set_seat(state, seat, room=pile("chunk", "nut", "boxed", "bean"))
    do(state, seat, "supply fresh chunk")
    assert "supply done" in legal_texts(state, seat)
    do(state, seat, "supply fresh nut")
    assert "supply done" not in legal_texts(state, seat)  # two is not 1, 3 or 5
    assert "supply fresh bean" not in legal_texts(state, seat)
    do(state, seat, "supply fresh boxed", "supply done")
    assert state.track[STORES.index("fresh") * state.num_players + seat] == 3
    assert not any(t.startswith("supply") for t in legal_texts(state, seat))


def test_fresh_d_offers_only_completable_counts() -> None:
    state, seat = fulfilling("clerk", "fresh", sides={"fresh": "D"})
    state = set_seat(state, seat, room=pile("chunk", "nut"))
    do(state, seat, "supply fresh chunk")
    # A second chocolate would need a third to reach 3: none is left.
    assert legal_texts(state, seat) == {"supply done"}


def test_salter_d_takes_up_to_five_different_refined() -> None:
    state, seat = fulfilling("expert_miner", "salter", sides={"salter": "D"})
    state = set_seat(state, seat, room=pile("chunk", "chunk", "finger", "caramel"))
    do(state, seat, "supply salter chunk")
    assert "supply salter chunk" not in legal_texts(state, seat)
    do(state, seat, "supply salter finger", "supply salter caramel", "supply done")
    assert state.track[STORES.index("salter") * state.num_players + seat] == 3


def test_house_d_takes_wrapped() -> None:
    state, seat = fulfilling("engineer", "house", sides={"house": "D"})
    state = set_seat(state, seat, room=pile("caramel", "nut", "boxed"))
    assert {t for t in legal_texts(state, seat) if t.startswith("supply")} == {
        "supply house caramel", "supply house nut"}


def test_dunstan_d_takes_exactly_two_or_four_wrapped_or_boxed() -> None:
    state, seat = fulfilling("packer", "dunstan", sides={"dunstan": "D"})
    state = set_seat(state, seat, room=pile("caramel", "boxed", "boxed", "chunk"))
    do(state, seat, "supply dunstan caramel", "supply dunstan boxed")
    assert "supply done" in legal_texts(state, seat)
    # A third would need a fourth: none is left.
    assert "supply dunstan boxed" not in legal_texts(state, seat)
    do(state, seat, "supply done")
    assert state.track[STORES.index("dunstan") * state.num_players + seat] == 2


# -- the free employees --------------------------------------------------------------------------


def test_six_free_employees_one_of_each_role() -> None:
    cards = load_card_set()
    assert sorted(e.role for e in cards.free_employees) == sorted(FREE_ROLES)
    assert all(e.store == "free" and e.source == "reconstructed" and e.note
               for e in cards.free_employees)


def test_foreman_gives_six_coal_and_no_store() -> None:
    state = next(s for s in (master(seed=seed) for seed in range(100))
                 if s.dealt_staff[5] == "free-foreman")
    seat = state.to_act()[0]
    coal = state.coal[seat]
    state.apply(seat, Take("free-foreman"))
    assert state.coal[seat] == coal + 6 and state.employee_store(seat) == -1


def test_master_packer_triples_a_tile() -> None:
    state, seat = running("master_packer")
    state = set_seat(state, seat, tiles=[pile("bean", "nut"), EMPTY, EMPTY, EMPTY])
    do(state, seat, "pack 1")
    assert state.tiles[seat][0] == pile(*["bean"] * 3, *["nut"] * 3)
    assert not any(t.startswith("pack") for t in legal_texts(state, seat))


def test_artisan_upgrades_twice() -> None:
    state, seat = running("artisan")
    state = set_seat(state, seat, tiles=[pile("bean"), EMPTY, EMPTY, EMPTY])
    do(state, seat, "decorate 1 bean>cocoa", "decorate 1 cocoa>chunk")
    assert state.tiles[seat][0] == pile("chunk")
    assert not any(t.startswith("decorate") for t in legal_texts(state, seat))


def test_porter_moves_four_times() -> None:
    state, seat = running("porter")
    state = set_seat(state, seat, tiles=[pile("bean"), EMPTY, EMPTY, EMPTY])
    do(state, seat, "move 1>2 bean", "move 2>3 bean", "move 3>4 bean", "move 4>1 bean")
    assert not any(t.startswith("move") for t in legal_texts(state, seat))


def test_broker_and_fixer_help_twice_and_supply_no_store() -> None:
    for role, verb in (("broker", "agent"), ("fixer", "dealer")):
        state, seat = fulfilling(role)
        assert state.uses[seat] == 2
        state = set_seat(state, seat, room=pile(*["boxed"] * 8))
        texts = legal_texts(state, seat)
        assert any(t.startswith(verb) for t in texts)
        assert not any(t.startswith("supply") for t in texts)
        with pytest.raises(IllegalActionError) as refused:
            state.apply_notation(seat, "supply fresh boxed")
        # the refusal names the module's section of the rules reference (§10)
        assert refused.value.code == "free-employee-no-store"
        assert refused.value.rule == "§10 Master Chocolatier module"


# -- ids, events, snapshots, random games --------------------------------------------------------


def test_new_ids_come_last() -> None:
    assert OFFSETS["take_free"] == NUM_DISTINCT_ACTIONS - 1 - len(STORES)
    assert OFFSETS["as"] == NUM_DISTINCT_ACTIONS - len(STORES)
    state = master()
    seat = state.to_act()[0]
    free = Take(state.dealt_staff[5])
    assert state.action_id(seat, free) == OFFSETS["take_free"]
    assert state.action_from_id(seat, OFFSETS["take_free"]) == free


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_keep_every_invariant(players: int) -> None:
    for seed in range(6):
        state = GAME.new_state(players, seed, {"master": True, "mode": "simultaneous"
                                               if seed % 2 else "turns"})
        rng = random.Random(seed)
        steps = 0
        while state.phase != Phase.OVER:
            seat = rng.choice(state.to_act())
            action = rng.choice(state.legal_of(seat))
            assert state.action_from_id(seat, state.action_id(seat, action)) == action
            state.event(seat, action)
            state.apply(seat, action)
            steps += 1
            if steps % 50 == 0:
                assert state.invariant_violations() == []
                back = GAME.from_snapshot(state.snapshot())
                assert back.fingerprint() == state.fingerprint()
        assert state.result() is not None
