"""Seeded random games of both games, yielding every view (each seat's and the spectator's)
after every action, and the events the games emitted."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from chocolatier.core import Rng, State, new_game

# (game, players, options): factory solo, 2, 3, 4 players in both modes (and 3 players with
# Run Factory and Fulfil Orders played differently); Chocolatl 3, 4, 5.
SETUPS: list[tuple[str, int, dict[str, Any]]] = [
    *[("factory", n, {"mode": mode, "store_sides": "random"})
      for n in (1, 2, 3, 4) for mode in ("turns", "simultaneous")],
    ("factory", 3, {"run": "simultaneous", "fulfil": "turns", "store_sides": "random"}),
    # The Master Chocolatier module (2–4 players): random sides A–D, and every C or D side.
    *[("factory", n, {"master": True, "mode": mode})
      for n in (2, 3, 4) for mode in ("turns", "simultaneous")],
    ("factory", 2, {"master": True, "store_sides": "C"}),
    ("factory", 3, {"master": True, "store_sides": "D"}),
    *[("chocolatl", n, {}) for n in (3, 4, 5)],
]


def setup_id(setup: tuple[str, int, dict[str, Any]]) -> str:
    game, players, options = setup
    steps = options.get("mode") or "-".join(
        str(options[k]) for k in ("run", "fulfil") if k in options
    )
    if options.get("master"):
        steps = "-".join(("master", steps or f"sides-{options.get('store_sides', 'random')}"))
    return f"{game}-{players}p" + (f"-{steps}" if steps else "")


def views_along(
    game: str, players: int, options: dict[str, Any], seed: int, codes: set[str]
) -> Iterator[dict[str, Any]]:
    """Every view of a random game, before each action and at the end; adds to ``codes``
    the code of every event the game emitted (legal actions' events, Chocolatl's log)."""
    state: State = new_game(game, players, seed, options)
    rng = Rng(seed + 1000)
    while True:
        for seat in (None, *range(players)):
            view = state.view(seat)
            codes.update(entry["event"]["code"] for entry in view["legal"])
            codes.update(event["code"] for event in view.get("log", ()))
            yield view
        if state.is_terminal():
            return
        acting = state.to_act()
        seat = acting[rng.below(len(acting))]
        legal = state.legal_actions(seat)
        action = legal[rng.below(len(legal))]
        codes.add(state.event(seat, action).code)
        state.apply(seat, action)
