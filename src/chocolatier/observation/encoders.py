"""The observation encoder of each game: :func:`encoder_for` picks it from the game definition."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Protocol

import numpy as np
from gymnasium import spaces

from chocolatier.core.game import Game, State
from chocolatier.observation.layout import Layout


class Encoder(Protocol):
    """Turns a seat's view into a fixed-length float32 vector lying in :attr:`space`."""

    layout: Layout
    space: spaces.Box

    @property
    def size(self) -> int:
        """Length of the vector."""
        ...

    def encode(self, view: Mapping[str, Any]) -> np.ndarray:
        """The vector of a seat's view."""
        ...

    def encode_state(self, state: State, seat: int | None) -> np.ndarray:
        """``encode(state.view(seat))``, possibly faster (built straight from the position)."""
        ...


def encoder_for(game: Game, num_players: int,
                options: Mapping[str, Any] | None = None) -> Encoder:
    """The encoder of ``game`` (``factory`` or ``chocolatl``) for ``num_players`` seats and the
    game's ``options`` (a factory game with option ``master`` has its own layout)."""
    game.check_num_players(num_players)
    if game.name == "factory":
        from chocolatier.observation.encode_factory import FactoryEncoder

        return FactoryEncoder(num_players, master=bool((options or {}).get("master")))
    if game.name == "chocolatl":
        from chocolatier.chocolatl.rules import ChocolatlData
        from chocolatier.observation.encode_chocolatl import ChocolatlEncoder

        data = getattr(game, "data", None)  # a game made with its own data (docs/rl.md)
        return ChocolatlEncoder(num_players, data if isinstance(data, ChocolatlData) else None)
    raise ValueError(f"no observation encoder for the game {game.name!r}")
