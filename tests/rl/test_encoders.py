"""Observation encoders: fixed length, inside their space, built only from the seat's view, so
they never carry hidden information (a determinised clone encodes identically for the seat)."""

from __future__ import annotations

import copy
from typing import Any

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from chocolatier.core.game import State
from chocolatier.core.registry import get_game, new_game
from chocolatier.core.rng import Rng
from chocolatier.factory.cards import ICONS
from chocolatier.factory.chocolates import EMPTY
from chocolatier.observation.encode_chocolatl import ChocolatlEncoder
from chocolatier.observation.encode_factory import FactoryEncoder
from chocolatier.observation.encoders import encoder_for
from chocolatier.observation.layout import Layout
from tests.rl.helpers import CONFIGS, IDS


def _random_states(game: str, players: int, options: dict[str, Any] | None, seed: int,
                   every: int) -> list[State]:
    """Snapshots of a random game every ``every`` actions, the final position included."""
    state = new_game(game, players, seed, options)
    rng = Rng(seed)
    snapshots = [state.clone()]
    count = 0
    while not state.is_terminal():
        seat = state.to_act()[0]
        state.apply_id(seat, rng.choice(state.legal_action_ids(seat)))
        count += 1
        if count % every == 0:
            snapshots.append(state.clone())
    snapshots.append(state.clone())
    return snapshots


@pytest.mark.parametrize(("game", "players", "options"), CONFIGS, ids=IDS)
def test_observation_hides_what_determinisation_redraws(
    game: str, players: int, options: dict[str, Any] | None
) -> None:
    encoder = encoder_for(get_game(game), players, options)
    for state in _random_states(game, players, options, seed=21, every=7):
        for seat in range(players):
            obs = encoder.encode(state.view(seat))
            for k in range(2):
                clone = state.determinize(seat, Rng(1000 + k))
                assert np.array_equal(obs, encoder.encode(clone.view(seat))), (
                    f"seat {seat} sees a difference at {state.state_hash()}"
                )


@pytest.mark.parametrize(("game", "players", "options"), CONFIGS, ids=IDS)
def test_observations_lie_in_the_space_and_keep_their_length(
    game: str, players: int, options: dict[str, Any] | None
) -> None:
    encoder = encoder_for(get_game(game), players, options)
    for state in _random_states(game, players, options, seed=8, every=5):
        for seat in range(players):
            obs = encoder.encode(state.view(seat))
            assert obs.shape == (encoder.size,)
            assert obs.dtype == np.float32
            assert encoder.space.contains(obs)


def test_factory_hidden_orders_drawn_by_another_seat_do_not_show() -> None:
    # Walk to a Cleanup order choice and check the seat choosing sees its cards, others don't.
    encoder = FactoryEncoder(2)
    for seed in range(40):
        state = new_game("factory", 2, seed)
        rng = Rng(seed)
        while not state.is_terminal():
            seat = state.to_act()[0]
            view = state.view(seat)
            own = view["factories"][seat]["pending"]
            if own is not None and own["type"] == "pick_order":
                other = 1 - seat
                mine = encoder.encode(view)
                theirs = encoder.encode(state.view(other))
                at = encoder.layout.offset("pick_orders")
                size = encoder.layout.size - at
                assert mine[at : at + size].any()
                assert not theirs[at : at + size].any()
                return
            state.apply_id(seat, rng.choice(state.legal_action_ids(seat)))
    pytest.fail("no Cleanup order choice in 40 random games")


def test_chocolatl_other_hands_are_counts_only() -> None:
    encoder = ChocolatlEncoder(3)
    state = new_game("chocolatl", 3, 4)
    obs = encoder.encode(state.view(0))
    player = encoder._player
    base = encoder.layout.offset("players")
    values = encoder.data.max_card + 1
    hand = player.offset("hand")
    assert obs[base + hand : base + hand + values].sum() > 0  # my own hand shows
    for rel in (1, 2):
        at = base + rel * player.size
        assert not obs[at + hand : at + hand + values].any()
        assert obs[at + player.offset("hand_size")] > 0


def test_seats_are_relative_to_the_viewer() -> None:
    # Two seats looking at the same position see the same vector with the seats rotated:
    # so "me" always comes first, and my own money is at the same place for every seat.
    state = new_game("factory", 2, 3)
    rng = Rng(3)
    for _ in range(60):
        seat = state.to_act()[0]
        state.apply_id(seat, rng.choice(state.legal_action_ids(seat)))
    encoder = FactoryEncoder(2)
    coal_at = encoder.layout.offset("factories") + encoder._factory.offset("coal")
    for seat in (0, 1):
        obs = encoder.encode(state.view(seat))
        coal = state.view(seat)["factories"][seat]["coal"]
        assert obs[coal_at] == pytest.approx(min(coal / 20, 5))


def test_spectator_views_cannot_be_encoded() -> None:
    state = new_game("factory", 2, 1)
    with pytest.raises(ValueError):
        FactoryEncoder(2).encode(state.view(None))
    with pytest.raises(ValueError):
        ChocolatlEncoder(3).encode(new_game("chocolatl", 3, 1).view(None))


def test_layout_scales_clips_and_documents() -> None:
    record = Layout("pair")
    record.add("a", 1, "first", scale=2, high=1)
    record.add("b", 1, "second", scale=1, low=-1, high=1)
    layout = Layout("test")
    layout.add("flag", 1, "a flag")
    layout.add_records("pairs", record, 2, "two pairs")
    assert layout.size == 5
    assert layout.offset("pairs") == 1
    raw = layout.blank()
    raw[:] = [1, 1, -5, 8, 0.5]
    packed = layout.pack(raw)
    assert packed.tolist() == [1.0, 0.5, -1.0, 1.0, 0.5]
    assert layout.space().contains(packed)
    assert layout.records() == {"pair": record}
    table = layout.markdown()
    assert "2 × record `pair`" in table
    assert "| `flag` | 0 | 1 |" in table
    with pytest.raises(ValueError):
        layout.add("flag", 1)
    with pytest.raises(ValueError):
        layout.add("empty", 0)


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 2**31), steps=st.integers(0, 400), players=st.integers(3, 5))
def test_chocolatl_determinisation_invariance_anywhere(seed: int, steps: int,
                                                       players: int) -> None:
    state = new_game("chocolatl", players, seed)
    rng = Rng(seed)
    for _ in range(steps):
        if state.is_terminal():
            break
        seat = state.to_act()[0]
        state.apply_id(seat, rng.choice(state.legal_action_ids(seat)))
    encoder = ChocolatlEncoder(players)
    for seat in range(players):
        clone = state.determinize(seat, Rng(seed + 1))
        assert np.array_equal(encoder.encode(state.view(seat)), encoder.encode(clone.view(seat)))


def test_cached_cards_are_reencoded_when_their_content_changes() -> None:
    # A card set with overrides may give an id other content; an order's progress changes.
    encoder = FactoryEncoder(2)
    view = new_game("factory", 2, 1).view(0)
    first = encoder.encode(view)
    # Views share read-only card data: a copy is what may be changed.
    changed = copy.deepcopy(new_game("factory", 2, 1).view(0))
    card = changed["packets"]["parts"][0]["cards"][0]
    card["cost"] += 1
    order = changed["factories"][0]["orders"][0]
    order["delivered"] = 1
    second = encoder.encode(changed)
    fresh = FactoryEncoder(2).encode(changed)
    assert np.array_equal(second, fresh)
    assert not np.array_equal(first, second)
    assert np.array_equal(encoder.encode(view), first)


def test_master_chocolatier_games_have_their_own_layout_with_the_modules_features() -> None:
    options = {"master": True, "store_sides": {"palace": "D", "fresh": "C", "salter": "D",
                                               "house": "A", "dunstan": "B"}}
    encoder = encoder_for(get_game("factory"), 2, options)
    assert isinstance(encoder, FactoryEncoder) and encoder.master
    base = FactoryEncoder(2)
    assert encoder.size > base.size == 2603  # the base layout keeps its size
    state = new_game("factory", 2, 5, options)
    # an encoder refuses the views of the other kind of game
    with pytest.raises(ValueError, match="Master Chocolatier"):
        encoder.encode(new_game("factory", 2, 5).view(0))
    with pytest.raises(ValueError, match="base"):
        base.encode(state.view(0))
    obs = encoder.encode(state.view(0))
    lay, store, employee = encoder.layout, encoder._store, encoder._employee
    # sides C and D and their parameters: Fresh Fancies C counts £9 a space
    fresh = lay.offset("stores") + 1 * store.size
    assert obs[fresh + store.offset("side_cd")] == 1.0
    assert obs[fresh + store.offset("per")] == pytest.approx(0.9)
    assert obs[lay.offset("stores") + store.offset("side_cd") + 1] == 1.0  # Palace D
    # the sixth employee dealt is the day's free employee: its role, no store
    sixth = lay.offset("packet_employees") + 5 * encoder._packet_employee.size
    card = sixth + encoder._packet_employee.offset("employee")
    free_role = state.view(0)["packets"]["employees"][-1]["cards"][-1]["role"]
    assert obs[card] == 1.0
    assert obs[card + employee.offset("role") + encoder._roles.index(free_role)] == 1.0
    assert not obs[card + employee.offset("store"):card + employee.size].any()
    # along a random game: a mover's kind and what it moves, the carry decision, the money
    # earned today, each seen in the vector
    rng = Rng(5)
    seen = set()
    part = encoder._part
    mover = part.offset("kind") + encoder._part_kinds.index("mover")
    while not state.is_terminal():
        seat = state.to_act()[0]
        view = state.view(seat)
        obs = encoder.encode(view)
        assert encoder.space.contains(obs)
        packet_parts = lay.offset("packet_parts") + encoder._packet_part.offset("part")
        for i, card in enumerate(c for p in view["packets"]["parts"] for c in p["cards"]):
            if card["kind"] == "mover":
                at = packet_parts + i * encoder._packet_part.size
                accepts = at + part.offset("accepts")
                assert obs[at + mover] == 1.0 and obs[accepts:accepts + len(ICONS)].any()
                seen.add("mover")
        if view["earned_today"][seat]:
            assert obs[lay.offset("earned_today")] > 0
            seen.add("earned")
        state.apply_id(seat, rng.choice(state.legal_action_ids(seat)))
    assert seen == {"mover", "earned"}


def test_a_mover_being_operated_is_the_carry_decision() -> None:
    from tests.factory.helpers import do, pile, set_seat
    from tests.factory.test_master import running

    state, seat = running()
    state = set_seat(state, seat, parts={"T2": "B17"}, coal=5,
                     tiles=[EMPTY, pile("bean"), EMPTY, EMPTY])
    do(state, seat, "run T2")
    encoder = FactoryEncoder(2, master=True)
    obs = encoder.encode(state.view(seat))
    lay = encoder.layout
    assert obs[lay.offset("pending_type") + encoder._pending_types.index("carry")] == 1.0
    assert obs[lay.offset("pending_tile") + 1] == 1.0  # the mover's own tile, 2
