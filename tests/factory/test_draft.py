"""§3 Setup, §4.1 Prepare and §4.2 Grow & Recruit (the snake draft), §4.5 start player."""

from __future__ import annotations

import pytest

from chocolatier.core.errors import IllegalActionError
from chocolatier.factory.actions import EndOrders, EndShift
from chocolatier.factory.phases import Phase
from chocolatier.factory.table import DAILY_COAL

from .helpers import do, edit, finish_draft, legal_texts, new


@pytest.mark.parametrize("players", [2, 3, 4])
def test_s3_setup(players: int) -> None:
    """§3: money and coal 0 before Prepare, one order of each size, tiles empty."""
    state = new(players)
    for seat in range(players):
        sizes = [state.table.orders[c].size for c, _ in state.orders[seat]]
        assert sizes == ["small", "medium", "large"]
        assert state.order_money[seat] == 0
        assert state.coal[seat] == DAILY_COAL[0]  # only Monday's Prepare coal
        assert all(not any(t) for t in state.tiles[seat])
    assert len(state.parts_a) == 10 and len(state.parts_b) == 15
    assert all(len(deck) == 6 for deck in state.staff_decks)


def test_s3_start_player_is_random_from_the_seed() -> None:
    """§3.6: the start player comes from the seed (every seat happens)."""
    starts = {new(4, seed=seed).start for seed in range(40)}
    assert starts == {0, 1, 2, 3}


def test_s41_daily_coal() -> None:
    """§4.1: coal Mon 5, Tue 6, ... Sat 10 (received at each Prepare)."""
    assert DAILY_COAL == (5, 6, 7, 8, 9, 10)
    state = new(2)
    before = list(state.coal)
    state = edit(state, lambda p: p.update(day=4, day_name="Thursday"))
    state.prepare()
    assert [c - b for c, b in zip(state.coal, before, strict=True)] == [8, 8]


@pytest.mark.parametrize(("players", "sizes"), [(2, [3, 2]), (3, [2, 2, 1]),
                                                 (4, [2, 1, 1, 1])])
def test_s41_packet_sizes(players: int, sizes: list[int]) -> None:
    """§4.1: 5 parts and 5 employees (one per store) dealt into packets by player count."""
    state = new(players)
    view = state.view(None)
    assert [len(p["cards"]) for p in view["packets"]["parts"]] == sizes
    assert [len(p["cards"]) for p in view["packets"]["employees"]] == sizes
    stores = sorted(state.table.employees[c].store for c in state.dealt_staff)
    assert stores == sorted(["palace", "fresh", "salter", "house", "dunstan"])
    assert all(state.table.parts[c].deck == "A" for c in state.dealt_parts)


def test_s41_deck_b_from_thursday() -> None:
    """§3.2: days 1–3 draw deck A, days 4–6 deck B."""
    state = new(2)
    decks = {}
    while not state.is_terminal():
        if state.phase == Phase.DRAFT:
            decks[state.day] = {state.table.parts[c].deck for c in state.dealt_parts}
        seat = state.to_act()[0]
        legal = state.legal_of(seat)
        state.apply(seat, EndShift() if EndShift() in legal else
                    EndOrders() if EndOrders() in legal else legal[0])
    assert list(decks.values()) == [{"A"}] * 3 + [{"B"}] * 3


@pytest.mark.parametrize(("players", "order"), [
    (2, [0, 1, 1, 0]), (3, [0, 1, 2, 2, 1, 0]), (4, [0, 1, 2, 3, 3, 2, 1, 0]),
])
def test_s42_snake_order(players: int, order: list[int]) -> None:
    """§4.2: start player clockwise to the last, the last again, back anticlockwise."""
    state = new(players)
    start = state.start
    expected = [(start + i) % players for i in order]
    seen = []
    while state.phase == Phase.DRAFT:
        seat = state.to_act()[0]
        if not seen or state.pending[seat] is None:
            seen.append(seat)
        finish_one(state, seat)
    assert seen == expected


def finish_one(state, seat: int) -> None:  # type: ignore[no-untyped-def]
    """One pick (and its placement)."""
    do(state, seat, state.notation(seat, state.legal_of(seat)[0]))
    if state.phase == Phase.DRAFT and state.pending[seat] is not None:
        do(state, seat, "place B4")


def test_s42_second_pick_must_be_the_other_kind() -> None:
    """§4.2: the last player's second packet, and every return pick, is of the other kind."""
    state = new(2)
    first, last = state.turn_order()
    do(state, first, f"take {state.dealt_parts[0]}", "place B1")
    do(state, last, f"take {state.dealt_parts[3]}", "place B1")
    texts = legal_texts(state, last)
    assert texts == {f"take {c}" for c in state.dealt_staff}
    before = state.state_hash()
    with pytest.raises(IllegalActionError) as err:
        do(state, last, f"take {state.dealt_parts[1]}")
    assert err.value.code in ("packet-taken", "second-pick-other-kind")
    assert state.state_hash() == before


def test_s42_taking_a_card_discards_its_packet() -> None:
    """§4.2: a packet is taken whole; the other cards of it are out of the game."""
    state = new(2)  # packets of 3 and 2 cards
    first = state.to_act()[0]
    do(state, first, f"take {state.dealt_parts[1]}", "place B2")
    second = state.to_act()[0]
    texts = legal_texts(state, second)
    assert f"take {state.dealt_parts[0]}" not in texts
    assert f"take {state.dealt_parts[2]}" not in texts
    assert f"take {state.dealt_parts[3]}" in texts
    with pytest.raises(IllegalActionError) as err:
        do(state, second, f"take {state.dealt_parts[0]}")
    assert err.value.code == "packet-taken"
    assert err.value.rule == "§4.2 Grow & Recruit"


def test_s42_part_placed_at_once_covering_the_old_part() -> None:
    """§2/§4.2: a new part may cover any slot, even a pre-printed part, which is then gone."""
    state = new(2)
    seat = state.to_act()[0]
    part = state.dealt_parts[0]
    do(state, seat, f"take {part}")
    assert legal_texts(state, seat) == {f"place {s}" for s in
                                        ("T1", "T2", "T3", "T4", "B1", "B2", "B3", "B4")}
    do(state, seat, "place T1")
    assert state.slots[seat][0] == part
    assert "roaster" not in state.slots[seat]


@pytest.mark.parametrize(("role", "gift"), [("miner", 2), ("expert_miner", 4)])
def test_s42_gift_taken_at_once(role: str, gift: int) -> None:
    """§4.2/§7: Miner +2 coal, Expert Miner +4 coal at once."""
    for seed in range(200):
        state = new(2, seed=seed)
        cards = [c for c in state.dealt_staff if state.table.employees[c].role == role]
        if cards:
            break
    seat = state.to_act()[0]
    before = state.coal[seat]
    do(state, seat, f"take {cards[0]}")
    assert state.coal[seat] == before + gift
    assert state.employee[seat] == cards[0]


def test_s42_everyone_ends_with_one_part_and_one_employee() -> None:
    """§4.2: exactly one new part and one new employee each."""
    state = new(4)
    finish_draft(state)
    assert state.phase == Phase.RUN
    assert all(state.new_part) and all(state.employee)
    assert len(set(state.new_part)) == 4 and len(set(state.employee)) == 4


def test_s45_start_player_passes_clockwise() -> None:
    """§4.5.4: the start player marker passes clockwise each day."""
    state = new(3)
    starts = [state.start]
    while not state.is_terminal():
        seat = state.to_act()[0]
        legal = state.legal_of(seat)
        day = state.day
        state.apply(seat, EndShift() if EndShift() in legal else
                    EndOrders() if EndOrders() in legal else legal[0])
        if state.day != day:
            starts.append(state.start)
    assert starts == [(starts[0] + d) % 3 for d in range(6)]
