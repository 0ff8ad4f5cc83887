"""The bot interface and the registry of bots by name.

A bot is asked for one action at a time::

    action = bot.choose(state, seat)

``state`` is what the harness hands over: never the true state of a game with hidden
information but a clone determinised for ``seat`` (:meth:`State.determinize`), so a bot cannot
read what its seat may not know. A search bot determinises again as it samples. ``bot.budget``
bounds its thinking (iterations and/or seconds).

Bots are named by a spec string: ``random``, ``heuristic``, ``search``, ``search:hard`` (a level
after the colon). :func:`make_bot` builds one for a game; games may have their own
implementations of a name (a heuristic is game-specific), registered with :func:`register_bot`.
"""

from __future__ import annotations

import importlib
from abc import ABC, abstractmethod
from collections.abc import Callable
from dataclasses import dataclass

from chocolatier.core.errors import OptionError
from chocolatier.core.game import Action, State
from chocolatier.core.rng import Rng


@dataclass(frozen=True)
class Budget:
    """How long a bot may think per decision: at most ``iterations`` and/or ``seconds``."""

    iterations: int | None = None
    seconds: float | None = None


class Bot(ABC):
    """A player. Subclasses implement :meth:`choose`."""

    name: str = "bot"
    #: Whether the bot may be handed the position itself (a plain clone) instead of a clone
    #: determinised for its seat: only for a bot that provably reads nothing its seat cannot see
    #: (its moves are the same on every determinisation; ``tests/bots`` checks it), so that a
    #: simulation does not pay for re-drawing every deck at every decision.
    blind_to_hidden: bool = False

    def __init__(self, seed: int = 0, budget: Budget | None = None, level: str | None = None):
        self.rng = Rng(seed)
        self.budget = budget or Budget()
        self.level = level

    @abstractmethod
    def choose(self, state: State, seat: int) -> Action:
        """One legal action of ``seat`` in ``state`` (a determinised clone; may be modified)."""

    def __repr__(self) -> str:
        level = f":{self.level}" if self.level else ""
        return f"<{type(self).__name__} {self.name}{level}>"


BotFactory = Callable[[int, Budget | None, str | None], Bot]

# (game or "*", bot name) -> factory. "*" entries work for every game.
_REGISTRY: dict[tuple[str, str], BotFactory] = {}
# Modules that register bots when imported (kept lazy: search bots pull in more code).
_BOT_MODULES = (
    "chocolatier.bots.random_bot",
    "chocolatier.bots.factory_heuristic",
    "chocolatier.bots.chocolatl_heuristic",
    "chocolatier.bots.search",
    "chocolatier.bots.factory_mcts",
)
_loaded = False


def register_bot(game: str, name: str, factory: BotFactory) -> None:
    """Register ``factory`` as the bot ``name`` for ``game`` (``"*"``: any game)."""
    _REGISTRY[(game, name)] = factory


def _load_modules() -> None:
    global _loaded
    if _loaded:
        return
    _loaded = True
    for module in _BOT_MODULES:
        try:
            importlib.import_module(module)
        except ModuleNotFoundError as exc:
            # A bot module not written yet must not break the others; a missing dependency must.
            if exc.name != module:
                raise


def bot_names(game: str) -> list[str]:
    """Names of the bots available for ``game``."""
    _load_modules()
    return sorted({name for (g, name) in _REGISTRY if g in (game, "*")})


def make_bot(spec: str, game: str, seed: int = 0, budget: Budget | None = None) -> Bot:
    """Build the bot named by ``spec`` (``name`` or ``name:level``) for ``game``."""
    _load_modules()
    name, _, level = spec.partition(":")
    factory = _REGISTRY.get((game, name)) or _REGISTRY.get(("*", name))
    if factory is None:
        raise OptionError("unknown-bot", name=spec, game=game, known=bot_names(game))
    return factory(seed, budget, level or None)
