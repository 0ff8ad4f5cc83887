"""The hint: what the strongest bot a game has would play, on the seat's determinised view
(``state.determinize(seat, rng)``, as every bot: a hint never knows what the seat cannot see).

One choice for every place that offers a hint (the terminal's ``hint`` command, the web
table's Hint button through the server's bot workers), so they suggest the same move for the
same position and world.
"""

from __future__ import annotations

from chocolatier.bots.base import Bot, bot_names, make_bot
from chocolatier.core.rng import derive_seed

#: Bots asked for a hint, strongest first; the first one the game has answers.
HINT_BOTS = ("search", "heuristic", "random")
#: The hint bot's own seed (its decisions are seeded further by the world it is handed).
HINT_SEED = derive_seed(0, "hint")


def hint_bot_name(game: str) -> str:
    """The bot that gives hints for ``game``: the first of :data:`HINT_BOTS` it has."""
    available = bot_names(game)
    return next((name for name in HINT_BOTS if name in available), available[0])


def make_hint_bot(game: str, seed: int = HINT_SEED) -> tuple[str, Bot]:
    """The hint bot of ``game`` and its name."""
    name = hint_bot_name(game)
    return name, make_bot(name, game, seed=seed)

