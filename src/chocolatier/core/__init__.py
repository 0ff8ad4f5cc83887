"""Game-agnostic core: the game protocol, seeded randomness, records and errors.

Everything above the rules (bots, simulation, server, CLI) talks to games only through
the names exported here.
"""

from chocolatier.core.errors import (
    CardDataError,
    ChocolatierError,
    IllegalActionError,
    NotationError,
    OptionError,
    RecordError,
    SnapshotError,
)
from chocolatier.core.game import Game, GameResult, State
from chocolatier.core.match import Match
from chocolatier.core.record import GameRecord, MoveEntry, replay
from chocolatier.core.registry import available_games, get_game, new_game
from chocolatier.core.rng import Rng, derive_seed

__all__ = [
    "CardDataError",
    "ChocolatierError",
    "Game",
    "GameRecord",
    "GameResult",
    "IllegalActionError",
    "Match",
    "MoveEntry",
    "NotationError",
    "OptionError",
    "RecordError",
    "Rng",
    "SnapshotError",
    "State",
    "available_games",
    "derive_seed",
    "get_game",
    "new_game",
    "replay",
]
