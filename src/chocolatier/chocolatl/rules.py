"""The public rules of Chocolatl: what bots and the RL encoder may ask of the engine.

Bots (``chocolatier.bots``) and the RL encoders (``chocolatier.rl``) import this module and
nothing else of :mod:`chocolatier.chocolatl` (``tests/bots/test_imports.py``): the stations,
the steps of a round, the actions a seat may take, the game's data (colours, bands, layers) and
the position type they read on determinised clones. The engine's other modules may change
without notice to them.
"""

from __future__ import annotations

from chocolatier.chocolatl.actions import (
    FIELD,
    KITCHEN,
    PYRAMID,
    STATIONS,
    TEMPLE,
    TLACHTLI,
    VILLAGE,
    Bid,
    FirstPlacer,
    Roll,
    Sacrifice,
    Swap,
    TakeVillage,
)
from chocolatier.chocolatl.data import COLOURS, ChocolatlData, load_data
from chocolatier.chocolatl.phases import (
    ALTAR,
    BID,
    DICE,
    FINAL_ALTAR,
    OVER,
    PHASES,
    PYRAMID_ORDER,
    SWAP,
    VILLAGE_CHOICE,
    Phase,
)
from chocolatier.chocolatl.position import NOBODY
from chocolatier.chocolatl.state import ChocolatlState

__all__ = [
    "ALTAR",
    "BID",
    "COLOURS",
    "DICE",
    "FIELD",
    "FINAL_ALTAR",
    "KITCHEN",
    "NOBODY",
    "OVER",
    "PHASES",
    "PYRAMID",
    "PYRAMID_ORDER",
    "STATIONS",
    "SWAP",
    "TEMPLE",
    "TLACHTLI",
    "VILLAGE",
    "VILLAGE_CHOICE",
    "Bid",
    "ChocolatlData",
    "ChocolatlState",
    "FirstPlacer",
    "Phase",
    "Roll",
    "Sacrifice",
    "Swap",
    "TakeVillage",
    "load_data",
]
