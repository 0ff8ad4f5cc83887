"""The games this package knows, by name, loaded on first use."""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from typing import Any

from chocolatier.core.errors import ChocolatierError
from chocolatier.core.game import Game, State

# name -> "module:attribute" of a Game subclass; imported lazily so that the CLI starts fast.
_GAMES: dict[str, str] = {
    "factory": "chocolatier.factory.game:FactoryGame",
    "chocolatl": "chocolatier.chocolatl.game:ChocolatlGame",
}
_cache: dict[str, Game] = {}


def available_games() -> list[str]:
    """Names of the known games."""
    return sorted(_GAMES)


def get_game(name: str) -> Game:
    """The game definition called ``name`` (``factory`` or ``chocolatl``)."""
    if name not in _GAMES:
        raise ChocolatierError(
            f"unknown game {name!r}; known games: {', '.join(available_games())}"
        )
    if name not in _cache:
        module_name, attr = _GAMES[name].split(":")
        cls = getattr(importlib.import_module(module_name), attr)
        _cache[name] = cls()
    return _cache[name]


def new_game(
    name: str, num_players: int, seed: int, options: Mapping[str, Any] | None = None
) -> State:
    """A new game state: ``new_game("factory", 4, seed=7)``."""
    return get_game(name).new_state(num_players, seed, options)
