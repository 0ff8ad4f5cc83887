"""Table options of FactoryGame: mode, store sides, card overrides, player counts."""

from __future__ import annotations

import pytest

from chocolatier.core import ChocolatierError, Match, replay
from chocolatier.factory.cards import STORES

from .helpers import GAME, new


def test_defaults() -> None:
    assert GAME.normalize_options(3, None) == {
        "mode": "turns", "store_sides": "A", "card_overrides": {},
    }


@pytest.mark.parametrize("options", [
    {"colour": "red"},
    {"mode": "fast"},
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
    while match.state.phase == "draft":
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
