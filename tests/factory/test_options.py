"""Table options of FactoryGame: mode, store sides, card overrides, player counts."""

from __future__ import annotations

import pytest

from chocolatier.core import ChocolatierError, Match, Rng, replay
from chocolatier.factory.cards import STORES
from chocolatier.factory.phases import Phase

from .helpers import GAME, new


def test_defaults() -> None:
    assert GAME.normalize_options(3, None) == {
        "run": "turns", "fulfil": "turns", "start_player": "random", "store_sides": "A",
        "card_overrides": {},
    }


def test_mode_is_a_shorthand_for_run_and_fulfil() -> None:
    """``mode`` sets both table agreements; ``run``/``fulfil`` given too take precedence."""
    both = GAME.normalize_options(2, {"mode": "simultaneous"})
    assert (both["run"], both["fulfil"]) == ("simultaneous", "simultaneous")
    assert "mode" not in both
    mixed = GAME.normalize_options(2, {"mode": "simultaneous", "fulfil": "turns"})
    assert (mixed["run"], mixed["fulfil"]) == ("simultaneous", "turns")


def step_actors(options: dict[str, object]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Who is to act at the start of Monday's Run Factory and of its Fulfil Orders."""
    state = GAME.new_state(3, 4, options)
    while state.phase == Phase.DRAFT:
        seat = state.to_act()[0]
        state.apply(seat, state.legal_of(seat)[0])
    run = state.to_act()
    while state.phase == Phase.RUN:
        seat = state.to_act()[0]
        state.apply_notation(seat, "shift done")
    return run, state.to_act()


@pytest.mark.parametrize(("options", "run_all", "fulfil_all"), [
    ({}, False, False),
    ({"mode": "simultaneous"}, True, True),
    ({"run": "simultaneous"}, True, False),
    ({"fulfil": "simultaneous"}, False, True),
    ({"mode": "simultaneous", "run": "turns"}, False, True),
])
def test_run_and_fulfil_are_two_agreements(options: dict[str, object], run_all: bool,
                                           fulfil_all: bool) -> None:
    """§4.3/§4.4 (seeds 003, 004): running factories and fulfilling orders simultaneously are
    two separate table agreements."""
    run, fulfil = step_actors(options)
    assert len(run) == (3 if run_all else 1)
    assert len(fulfil) == (3 if fulfil_all else 1)
    state = GAME.new_state(3, 4, options)
    view = state.view(None)
    assert view["run"] == ("simultaneous" if run_all else "turns")
    assert view["fulfil"] == ("simultaneous" if fulfil_all else "turns")


def test_mixed_modes_play_to_the_end_and_replay() -> None:
    for options in ({"run": "simultaneous"}, {"fulfil": "simultaneous"}):
        match = Match.new("factory", 3, 6, options)
        state = match.state
        rng = Rng(6)
        while not state.is_terminal():
            acting = state.to_act()
            seat = acting[rng.below(len(acting))]
            legal = state.legal_actions(seat)
            match.push(seat, legal[rng.below(len(legal))])
            assert not state.invariant_violations()
        assert replay(match.record()).state_hash() == state.state_hash()


def test_start_player_chosen_by_the_table() -> None:
    """§3.6: the rulebook gives the start to whoever ate chocolate most recently, so the table
    chooses; random by default. Choosing does not change the deal."""
    drawn = new(3, seed=8)
    for seat in range(3):
        chosen = GAME.new_state(3, 8, {"start_player": seat})
        assert chosen.start == seat and chosen.turn_order()[0] == seat
        assert chosen.to_act() == (seat,)
        assert chosen.parts_a == drawn.parts_a and chosen.dealt_staff == drawn.dealt_staff
        assert chosen.orders == drawn.orders
    starts = {GAME.new_state(3, seed, {"start_player": "random"}).start for seed in range(20)}
    assert starts == {0, 1, 2}
    assert GAME.new_state(3, 8, {"start_player": "random"}).start == drawn.start


@pytest.mark.parametrize("options", [
    {"colour": "red"},
    {"mode": "fast"},
    {"run": "together"},
    {"fulfil": True},
    {"start_player": 3},
    {"start_player": -1},
    {"start_player": "first"},
    {"start_player": True},
    {"store_sides": "C"},
    {"store_sides": {"mall": "A"}},
    {"store_sides": {"palace": "Z"}},
    {"store_sides": 3},
    {"card_overrides": []},
    {"card_overrides": {"parts": [{"id": "NOPE"}]}},
])
def test_bad_options_are_refused_with_a_message(options: dict[str, object]) -> None:
    with pytest.raises(ChocolatierError):
        GAME.normalize_options(2, options)


def test_player_counts() -> None:
    """1 (the solo mode, §9) to 4 players."""
    for players in (1, 2, 3, 4):
        GAME.check_num_players(players)
    for players in (0, 5):
        with pytest.raises(ValueError):
            GAME.check_num_players(players)


def test_store_sides() -> None:
    """§3.4: all A, all B, given per store (others A), or random from the seed."""
    assert new(2, sides="B").table.sides == ("B",) * 5
    given = new(2, sides={"house": "B"}).table.sides
    assert given == tuple("B" if s == "house" else "A" for s in STORES)
    draws = {new(2, sides="random", seed=seed).table.sides for seed in range(30)}
    assert len(draws) > 5
    assert new(2, sides="random", seed=4).table.sides == new(2, sides="random", seed=4).table.sides


def test_random_sides_do_not_change_the_deal() -> None:
    assert new(3, sides="random", seed=8).parts_a == new(3, sides="A", seed=8).parts_a


def test_card_overrides_are_played_and_recorded() -> None:
    """A record carries its card overrides; the overridden card is the one played."""
    roaster = {"id": "roaster", "slot": "T1", "name": "Cheap Roaster", "kind": "converter",
               "cost": 2, "options": [{"inputs": ["bean"], "outputs": ["cocoa", "cocoa"]}],
               "source": "reconstructed", "note": "test override"}
    match = Match.new("factory", 2, 5, {"card_overrides": {"board": [roaster]}})
    assert match.state.table.parts["roaster"].name == "Cheap Roaster"
    while match.state.phase == Phase.DRAFT:
        seat = match.state.to_act()[0]
        texts = [match.state.notation(seat, a) for a in match.state.legal_actions(seat)]
        match.push_notation(seat, "place B4" if "place B4" in texts else texts[0])
    seat = match.state.to_act()[0]
    coal = match.state.coal[seat]
    match.push_notation(seat, "run T1")
    assert match.state.coal[seat] == coal - 2
    assert match.state.tiles[seat][0] == (0, 2, 0, 0, 0, 0, 0)
    record = match.record()
    assert record.options["card_overrides"] == {"board": [roaster]}
    assert replay(record).state_hash() == match.state.state_hash()
