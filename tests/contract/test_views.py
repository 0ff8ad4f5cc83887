"""Every view of seeded random games of both games validates strictly against the contract,
and every event code the games emit is declared."""

from __future__ import annotations

from typing import Any

import pytest

from chocolatier.core.contract import contract, validate

from .games import SETUPS, setup_id, views_along

SEEDS = (1, 2)


@pytest.mark.parametrize("setup", SETUPS, ids=setup_id)
def test_every_view_along_random_games_validates(setup: tuple[str, int, dict[str, Any]]) -> None:
    game, players, options = setup
    codes: set[str] = set()
    count = finished = 0
    for seed in SEEDS:
        for view in views_along(game, players, options, seed, codes):
            validate(view)
            count += 1
            finished += view["result"] is not None
    # the games ran to their end, where every seat and the spectator saw the result
    assert finished == len(SEEDS) * (players + 1)
    assert count > 100 * len(SEEDS)
    undeclared = codes - contract(game).event_codes()
    assert not undeclared, f"event codes emitted but not in the contract: {sorted(undeclared)}"


def test_the_random_games_emit_most_declared_events() -> None:
    """The games above reach the events that matter (so the declared check has teeth)."""
    for game in ("factory", "chocolatl"):
        codes: set[str] = set()
        for setup in SETUPS:
            if setup[0] == game:
                for _ in views_along(*setup, seed=1, codes=codes):
                    pass
        declared = contract(game).event_codes()
        assert codes <= declared
        assert len(codes) >= len(declared) * 2 // 3, sorted(declared - codes)
