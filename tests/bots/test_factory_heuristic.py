"""The Chocolate Factory ``heuristic`` bot: legal, deterministic, blind to hidden information,
sensible on hand-set positions, and clearly better than random."""

from __future__ import annotations

from typing import Any

import pytest

from chocolatier.bots.base import Bot, make_bot
from chocolatier.bots.factory_heuristic import FactoryHeuristic
from chocolatier.core.errors import OptionError
from chocolatier.core.registry import new_game
from chocolatier.core.rng import Rng
from chocolatier.factory.chocolates import pile_of
from chocolatier.factory.phases import Phase
from chocolatier.factory.state import FactoryState
from tests.factory.helpers import edit, give_role, pile_json


def play(
    specs: list[str], seed: int, options: dict[str, Any] | None = None
) -> tuple[FactoryState, list[str]]:
    """A whole game, each bot seeing its own determinisation; the final state and the moves."""
    state = new_game("factory", len(specs), seed, options)
    assert isinstance(state, FactoryState)
    bots: list[Bot] = [make_bot(spec, "factory", seed * 10 + i) for i, spec in enumerate(specs)]
    rng = Rng(seed)
    moves = []
    while not state.is_terminal():
        for seat in state.to_act():
            if seat in state.to_act():
                action = bots[seat].choose(state.determinize(seat, rng), seat)
                assert action in state.legal_actions(seat)
                moves.append(f"{seat}:{state.notation(seat, action)}")
                state.apply(seat, action)
    return state, moves


def advance_to(state: FactoryState, phase: str, seat: int, seed: int = 0) -> None:
    """Play random moves until ``seat`` must act in ``phase``."""
    bot = make_bot("random", "factory", seed)
    while not (state.phase == phase and seat in state.to_act() and state.pending[seat] is None):
        actor = state.to_act()[0]
        state.apply(actor, bot.choose(state, actor))


@pytest.mark.parametrize(
    ("players", "options"),
    [
        (2, {}),
        (3, {"mode": "simultaneous"}),
        (4, {"store_sides": "B"}),
        (2, {"mode": "simultaneous", "store_sides": "random"}),
    ],
)
def test_heuristic_always_plays_legal_moves_to_the_end(
    players: int, options: dict[str, Any]
) -> None:
    state, _ = play(["heuristic"] + ["random"] * (players - 1), 3, options)
    assert state.result() is not None


def test_same_seed_same_game() -> None:
    assert play(["heuristic", "heuristic"], 5)[1] == play(["heuristic", "heuristic"], 5)[1]


def test_decisions_do_not_depend_on_hidden_cards() -> None:
    """Two determinisations and the true position differ only in what the seat cannot see:
    same decisions, all game long (Cleanup's drawn orders included), which is what lets the
    simulation runner hand the bot a plain clone (``blind_to_hidden``)."""
    state = new_game("factory", 3, 8)
    assert isinstance(state, FactoryState)
    walker = make_bot("heuristic", "factory", 1)
    assert walker.blind_to_hidden
    checked = 0
    while not state.is_terminal():
        seat = state.to_act()[0]
        first = make_bot("heuristic", "factory", 2).choose(state.determinize(seat, Rng(1)), seat)
        second = make_bot("heuristic", "factory", 2).choose(state.determinize(seat, Rng(2)), seat)
        true = make_bot("heuristic", "factory", 2).choose(state.clone(), seat)
        assert first == second == true
        state.apply(seat, walker.choose(state.determinize(seat, Rng(checked)), seat))
        checked += 1
    assert checked > 300


def test_a_ready_stage_is_delivered() -> None:
    """§4.4: the chocolates of an order's stage wait in the store room: the bot delivers it."""
    state = new_game("factory", 2, 4)
    assert isinstance(state, FactoryState)
    advance_to(state, "fulfil", state.start)
    seat = state.start
    card, done = state.orders[seat][0]
    stage = state.table.orders[card].stages[done]
    kinds = [{"bar": "chunk", "wrapped": "nut", "refined": "boxed", "any": "boxed"}.get(i, i)
             for i in stage.chocolates]
    # An employee whose store takes none of these chocolates and who has nothing to do now.
    role, store = next((r, s) for r, s, k in (("mechanic", "fresh", "chunk"),
                                              ("expert_miner", "salter", "caramel"),
                                              ("engineer", "house", "boxed")) if k not in kinds)
    state = give_role(state, seat, role, store)
    state = edit(state, lambda p: p["seats"][seat].update(store_room=pile_json(pile_of(kinds))))
    bot = FactoryHeuristic(0)
    chosen = []
    while state.phase == Phase.FULFIL and seat in state.to_act():
        action = bot.choose(state.clone(), seat)
        chosen.append(state.notation(seat, action))
        state.apply(seat, action)
    assert f"deliver {card}" in chosen
    assert state.order_money[seat] >= stage.money


def test_the_factory_runs_parts_worth_running() -> None:
    """§4.3: with coal and a bean on the Roaster's tile the first shift roasts it."""
    state = new_game("factory", 2, 6)
    assert isinstance(state, FactoryState)
    advance_to(state, "run", state.start)
    seat = state.start
    state = edit(state, lambda p: p["seats"][seat].update(
        slots={"T1": "roaster", "T2": "upgrader", "T3": "chute"}))
    bot = FactoryHeuristic(0)
    chosen = []
    while state.phase == Phase.RUN and state.shift[seat] == 1 and seat in state.to_act():
        action = bot.choose(state.clone(), seat)
        chosen.append(state.notation(seat, action))
        state.apply(seat, action)
    assert "run T1" in chosen


def test_unknown_level_is_refused() -> None:
    with pytest.raises(OptionError) as info:
        make_bot("heuristic:superb", "factory")
    assert info.value.params == {"bot": "heuristic", "level": "superb",
                                 "known": ["fast", "normal", "hard"]}


def test_heuristic_beats_random() -> None:
    """A small seat-rotated sample (the benchmark plays hundreds): at least 9 of 10."""
    wins = 0
    for game in range(10):
        specs = ["heuristic", "random"] if game % 2 == 0 else ["random", "heuristic"]
        state, _ = play(specs, 100 + game)
        result = state.result()
        assert result is not None
        wins += specs[result.winners[0]] == "heuristic"
    assert wins >= 9


def test_the_planners_record_of_positions_met_tells_keys_apart_when_their_hashes_clash() -> None:
    """The planner hashes each position's key once and files it by the hash: keys that share a
    hash are still told apart, and a key met before is known under either copy."""
    from chocolatier.bots.factory_plan import _Seen

    seen = _Seen()
    first, other = ("day", 1, (0, 2)), ("day", 2, (1, 0))
    assert seen.new(first, 7)
    assert not seen.new(("day", 1, (0, 2)), 7)  # an equal key, another tuple
    assert seen.new(other, 7)  # a different key with the same hash
    assert not seen.new(("day", 2, (1, 0)), 7)
    assert not seen.new(first, 7)
    assert seen.new(("day", 3, ()), 8)
