"""The games this package knows, by name, loaded on first use."""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from typing import Any

from chocolatier.core.errors import OptionError
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
        raise OptionError("unknown-game", name=name, known=available_games())
    if name not in _cache:
        module_name, attr = _GAMES[name].split(":")
        cls = getattr(importlib.import_module(module_name), attr)
        _cache[name] = cls()
    return _cache[name]


def new_game(
    name: str, num_players: int, seed: int, options: Mapping[str, Any] | None = None,
    snapshot: Mapping[str, Any] | None = None,
) -> State:
    """A new game state: ``new_game("factory", 4, seed=7)``; with ``snapshot``, the position it
    describes (its game and player count must be ``name`` and ``num_players``; the options are
    the snapshot's; ``seed`` draws any hidden parts it left out)."""
    if snapshot is None:
        return get_game(name).new_state(num_players, seed, options)
    from chocolatier.core.errors import SnapshotError

    if snapshot.get("game") != name or snapshot.get("players") != num_players:
        raise SnapshotError(f"the snapshot is of {snapshot.get('game')!r} for "
                            f"{snapshot.get('players')!r} players, not {name!r} for {num_players}")
    if options:
        raise SnapshotError("a snapshot carries its own options; give none with it")
    return get_game(name).from_snapshot(snapshot, seed)
