"""Random-game fuzzing with Hypothesis (1–4 players, solo games included): invariants after
every action, chocolates and coal
appearing or vanishing only through the rules (a ledger per seat), one new part and employee
per seat per day, clones and determinisations consistent, replays exact."""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from chocolatier.core import Rng
from chocolatier.factory.actions import (
    Action,
    Agent,
    Copy,
    Dealer,
    Deliver,
    Give,
    Input,
    Output,
    Pack,
    Pass,
    Run,
    SendDelivery,
    StopUpgrading,
    Take,
    Upgrade,
)
from chocolatier.factory.cards import SLOTS
from chocolatier.factory.operate import part_cost
from chocolatier.factory.pending import Basket, Delivery, Keep, Op
from chocolatier.factory.phases import Phase
from chocolatier.factory.roles import ability
from chocolatier.factory.solo import chocolate_order
from chocolatier.factory.state import FactoryState
from chocolatier.factory.table import DAILY_COAL

from .helpers import new


def value(state: FactoryState, seat: int) -> int:
    """Chocolates the seat holds anywhere (tiles, store room, a Cleanup pool, a delivery being
    built) plus its coal."""
    total = sum(map(sum, state.tiles[seat])) + sum(state.room[seat]) + state.coal[seat]
    pending = state.pending[seat]
    if isinstance(pending, Keep):
        total += sum(pending.pool)
    if isinstance(pending, Basket):
        total += len(pending.kinds)
    return total


def operation_change(state: FactoryState, seat: int, action: Run) -> int:
    """Chocolates gained minus coal paid by a whole ``run`` (Technician copy included)."""
    slot = SLOTS.index(action.slot)
    part = state.table.parts[state.slots[seat][slot]]
    times = 2 if action.tile else 1
    cost = part_cost(state, seat, slot, part) + (1 if action.tile else 0)
    if part.kind == "converter":
        option = part.options[max(action.option - 1, 0)]
        return (len(option.outputs) - len(option.inputs)) * times - cost
    if part.kind == "repeater":
        return part.copies * times - cost
    return -cost


@dataclass
class Ledger:
    """Expected change of each seat's value; open accounts for multi-step decisions."""

    players: int
    open: dict[int, tuple[int, int]] = field(default_factory=dict)  # seat -> (start, expected)

    def check(self, before: FactoryState, seat: int, action: Action, after: FactoryState
              ) -> None:
        for s in range(self.players):
            loads = 0
            if after.shift[s] != before.shift[s] and after.shift[s] >= 1:
                loads = 2 if after.role(s) == "supervisor" else 1
            daily = DAILY_COAL[after.day] if after.day != before.day else 0
            change = value(after, s) - value(before, s) - loads - daily
            if s != seat:
                assert change == 0, (s, action)
                continue
            expected = self.expected(before, seat, action)
            if expected is None:  # an open multi-step decision
                if isinstance(after.pending[seat], Op | Delivery):
                    continue
                start, total = self.open.pop(seat)
                assert value(after, s) - start - loads - daily == total, action
            else:
                assert change == expected, (action, change, expected)

    def expected(self, state: FactoryState, seat: int, action: Action) -> int | None:
        match action:
            case Take(card=card):
                employee = state.table.employees.get(card)
                return ability(employee.role).gift if employee else 0
            case Run():
                self.open[seat] = (value(state, seat), operation_change(state, seat, action))
                return None
            case Deliver(order=card) if card in state.table.solo_cards:
                count = len(chocolate_order(state.table, card))
                self.open[seat] = (value(state, seat), -count)
                return None
            case Deliver(order=card) | Dealer(order=card) | Agent(order=card):
                held, done = next(o for o in state.orders[seat] if o[0] == card)
                count = len(state.table.orders[held].stages[done].chocolates)
                dealt = isinstance(action, Dealer)
                self.open[seat] = (value(state, seat), -(count - dealt))
                return None
            case Input() | Output() | Upgrade() | StopUpgrading() | Copy() | Give():
                return None
            case Pack(tile=tile):
                return sum(state.tiles[seat][tile - 1])
            case SendDelivery():
                pending = state.pending[seat]
                assert isinstance(pending, Basket)
                return -len(pending.kinds)
        return 0


def play(players: int, seed: int, mode: str, sides: str) -> list[tuple[int, str]]:
    """A random game checked after every action; returns its moves."""
    state = new(players, mode=mode, seed=seed, sides=sides)
    rng = Rng(seed)
    ledger = Ledger(players)
    moves: list[tuple[int, str]] = []
    days_seen: set[int] = set()
    while not state.is_terminal():
        acting = state.to_act()
        seat = acting[rng.below(len(acting))]
        legal = state.legal_of(seat)
        action = legal[rng.below(len(legal))]
        before = state.clone()
        moves.append((seat, state.notation(seat, action)))
        state.apply(seat, action)
        assert before.state_hash() != state.state_hash() or isinstance(action, Pass)
        ledger.check(before, seat, action, state)
        assert state.invariant_violations() == []
        if state.phase == Phase.RUN and state.day not in days_seen:
            days_seen.add(state.day)
            parts = [p for p in state.new_part if p]
            assert len(parts) == len(set(parts)) == players
            assert all(state.employee)
            for s in range(players):
                assert parts[s] in state.slots[s] or parts[s] in state.dealt_parts
    assert days_seen == set(range(6))
    return moves


@settings(max_examples=12, deadline=None)
@given(
    players=st.integers(1, 4),
    seed=st.integers(0, 2**32),
    mode=st.sampled_from(["turns", "simultaneous"]),
    sides=st.sampled_from(["A", "B", "random"]),
)
def test_random_games_keep_every_invariant(players: int, seed: int, mode: str, sides: str
                                           ) -> None:
    moves = play(players, seed, mode, sides)
    replayed = new(players, mode=mode, seed=seed, sides=sides)
    for seat, move in moves:
        replayed.apply_notation(seat, move)
    assert replayed.is_terminal()


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 2**32), steps=st.integers(0, 600), players=st.integers(1, 4))
def test_same_seed_and_actions_same_hash(seed: int, steps: int, players: int) -> None:
    a = new(players, seed=seed, mode="simultaneous")
    b = new(players, seed=seed, mode="simultaneous")
    assert a.state_hash() == b.state_hash()
    rng = Rng(seed)
    for _ in range(steps):
        if a.is_terminal():
            break
        seat = a.to_act()[rng.below(len(a.to_act()))]
        action = a.legal_of(seat)[rng.below(len(a.legal_of(seat)))]
        a.apply(seat, action)
        b.apply_notation(seat, b.notation(seat, action))
    assert a.state_hash() == b.state_hash()


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 2**32), steps=st.integers(0, 800), players=st.integers(1, 4))
def test_determinize_and_clone_at_any_point(seed: int, steps: int, players: int) -> None:
    state = new(players, seed=seed, sides="random")
    rng = Rng(seed)
    for _ in range(steps):
        if state.is_terminal():
            break
        seat = state.to_act()[0]
        state.apply(seat, state.legal_of(seat)[rng.below(len(state.legal_of(seat)))])
    for seat in range(players):
        det = state.determinize(seat, Rng(seed + seat))
        assert det.view(seat) == state.view(seat)
        assert det.invariant_violations() == []
        copy = state.clone()
        assert copy.state_hash() == state.state_hash()
        assert copy.view(seat) == state.view(seat)


@pytest.mark.slow
def test_many_random_games() -> None:
    """Longer fuzzing: 48 full games over player counts (solo included), modes and sides."""
    for index in range(48):
        players = 1 + index % 4
        mode = ("turns", "simultaneous")[index // 3 % 2]
        sides = ("A", "B", "random")[index // 6 % 3]
        play(players, 1000 + index, mode, sides)
