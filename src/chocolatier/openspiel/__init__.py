"""Chocolate Factory and Chocolatl as OpenSpiel games (extra ``[openspiel]``).

Importing this package registers two Python games with OpenSpiel::

    import pyspiel
    import chocolatier.openspiel  # noqa: F401  (registers the games)

    game = pyspiel.load_game("chocolatier_factory", {"players": 3})
    game = pyspiel.load_game("chocolatier_chocolatl", {"players": 4})

``chocolatier_factory`` takes ``players`` (2–4; the solo mode is not offered: its outcome is not
zero-sum), ``run`` and ``fulfil`` (``turns`` or ``simultaneous``), ``master`` (the Master
Chocolatier module, §10) and ``store_sides`` (``A`` or ``B``; ``C`` or ``D`` too with ``master``);
``chocolatier_chocolatl`` takes ``players`` (3–5). Both take ``resample_seed``: a seed ≥ 0 makes
``resample_from_infostate`` (ISMCTS's determinisation) draw from a stream of that seed instead
of OpenSpiel's sampler, so searches replay exactly. How chance, simultaneous steps,
information states and returns map onto OpenSpiel is in :mod:`chocolatier.openspiel.games` and
``docs/openspiel.md``.
"""

from __future__ import annotations

import ctypes
from collections.abc import Mapping
from typing import Any

try:
    import pyspiel
except ModuleNotFoundError as exc:  # the extra is optional: say how to get it
    raise ModuleNotFoundError("chocolatier.openspiel needs OpenSpiel: "
                              "pip install 'chocolatier[openspiel]'", name=exc.name) from exc

from chocolatier.openspiel.games import (
    NO_RESAMPLE_SEED,
    ChocolatierGame,
    ChocolatierState,
    Spec,
    win_returns,
)

__all__ = ["CHOCOLATL", "FACTORY", "NO_RESAMPLE_SEED", "ChocolatierGame", "ChocolatierState",
           "win_returns"]

FACTORY = "chocolatier_factory"
CHOCOLATL = "chocolatier_chocolatl"

# Declared bounds on player decisions per seat, several times the longest games seen (factory:
# 136 a seat in heuristic play, 126 in random play; Chocolatl: 94 in random play): no rule caps
# a shift's optional moves more tightly than the chocolates on hand.
_FACTORY_DECISIONS_PER_SEAT = 500
_CHOCOLATL_DECISIONS_PER_SEAT = 250
# Chocolatl's draws a round, a loose bound: 3 harvest dice, the black dice of each station.
_CHOCOLATL_MAX_DRAWS_PER_ROUND = 60


def _game_type(short_name: str, long_name: str, players: tuple[int, int],
               parameters: Mapping[str, Any]) -> Any:
    return pyspiel.GameType(
        short_name=short_name,
        long_name=long_name,
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.ZERO_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=players[1],
        min_num_players=players[0],
        provides_information_state_string=True,
        provides_information_state_tensor=False,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification=dict(parameters),
    )


FACTORY_TYPE = _game_type(FACTORY, "Chocolate Factory (chocolatier)", (2, 4),
                          {"players": 2, "run": "turns", "fulfil": "turns", "store_sides": "A",
                           "master": False, "resample_seed": NO_RESAMPLE_SEED})
CHOCOLATL_TYPE = _game_type(CHOCOLATL, "Chocolatl (chocolatier)", (3, 5),
                            {"players": 3, "resample_seed": NO_RESAMPLE_SEED})


def _players(params: Mapping[str, Any], low: int, high: int) -> int:
    n = params["players"]
    if isinstance(n, bool) or not isinstance(n, int) or not low <= n <= high:
        raise ValueError(f"players must be {low}–{high}, not {n!r}")
    return n


def _factory(params: Mapping[str, Any]) -> ChocolatierGame:
    from chocolatier.core.registry import get_game
    from chocolatier.factory.cards import STORES
    from chocolatier.factory.game import FactoryGame
    from chocolatier.factory.state import FactoryState
    from chocolatier.factory.table import LAST_DAY

    engine = get_game("factory")
    assert isinstance(engine, FactoryGame)
    n = _players(params, 2, 4)
    master = params["master"]  # OpenSpiel checks its type against the declared default
    sides = ("A", "B", "C", "D") if master else ("A", "B")
    if params["store_sides"] not in sides:
        # "random" sides come from a stream of their own, outside the chance nodes.
        raise ValueError(f"store_sides must be {' or '.join(sides)}"
                         f"{'' if master else ' (C or D: master)'}, "
                         f"not {params['store_sides']!r}")
    options = engine.normalize_options(n, {"run": params["run"], "fulfil": params["fulfil"],
                                           "store_sides": params["store_sides"],
                                           "master": master})
    cards = engine.card_set(options)
    table = engine.table(cards, n, options)
    parts = [*cards.parts, *(cards.master_parts if master else ())]
    decks = [sum(p.deck == d for p in parts) for d in ("A", "B")]
    decks += [sum(o.size == s for o in cards.orders) for s in {o.size for o in cards.orders}]
    decks += [sum(e.store == s for e in cards.employees) for s in STORES]
    if master:  # the free employees' deck (§10)
        decks.append(len(cards.free_employees))
    days = LAST_DAY + 1
    spec = Spec(
        short_name=FACTORY,
        params=dict(params),
        engine=engine,
        num_players=n,
        options=options,
        start=lambda rng: FactoryState.new(engine, table, rng),
        num_distinct_actions=engine.num_distinct_actions(n),
        max_chance_outcomes=max(n, len(STORES), *decks),
        # Setup shuffles, the start player, then each day's employee packets (§3, §4.1).
        max_chance_nodes=sum(d - 1 for d in decks) + 1 + days * (len(STORES) - 1),
        max_game_length=_FACTORY_DECISIONS_PER_SEAT * n,
    )
    return ChocolatierGame(FACTORY_TYPE, spec, params)


def _chocolatl(params: Mapping[str, Any]) -> ChocolatierGame:
    from chocolatier.chocolatl.game import ChocolatlGame
    from chocolatier.chocolatl.state import ChocolatlState
    from chocolatier.core.registry import get_game

    engine = get_game("chocolatl")
    assert isinstance(engine, ChocolatlGame)
    data = engine.data
    n = _players(params, 3, 5)
    spec = Spec(
        short_name=CHOCOLATL,
        params=dict(params),
        engine=engine,
        num_players=n,
        start=lambda rng: ChocolatlState.new(engine, data, n, rng),
        num_distinct_actions=engine.num_distinct_actions(n),
        max_chance_outcomes=max(n, data.die_sides, *(len(p) for p in data.tlachtli)),
        max_chance_nodes=(n - 1 + sum(len(p) - 1 for p in data.tlachtli)
                          + data.rounds * _CHOCOLATL_MAX_DRAWS_PER_ROUND),
        max_game_length=_CHOCOLATL_DECISIONS_PER_SEAT * n,
    )
    return ChocolatierGame(CHOCOLATL_TYPE, spec, params)


for _type, _creator in ((FACTORY_TYPE, _factory), (CHOCOLATL_TYPE, _chocolatl)):
    if _type.short_name not in pyspiel.registered_names():
        pyspiel.register_game(_type, _creator)
        # pyspiel's registry is a C++ static that releases its reference to the creator after
        # the interpreter has shut down; were that the last reference, freeing the function
        # then aborts the process ("Fatal Python error: PyThreadState_Get", exit 134, seen at
        # the end of test runs). One reference that is never released keeps it alive.
        ctypes.pythonapi.Py_IncRef(ctypes.py_object(_creator))
