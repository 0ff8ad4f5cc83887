"""Regenerate the Chocolate Factory golden records (run after a deliberate rules change):

    .venv/bin/python tests/golden/factory/regenerate.py [NAME ...]

Each game is played by bots with a fixed seed through ``core.match.Match`` (random bots, and
the heuristic bot for games that exercise orders, stores and employees much more) and saved as
a game record ``<name>.json``; beside it ``<name>.perft.json`` holds the final state hash, the
scores and the number of legal actions of the acting seat before every move (like chess perft),
so any change of the rules shows up as a diff. ``tests/factory/test_golden.py`` replays them.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from chocolatier.bots.base import make_bot
from chocolatier.core import GameRecord, Match, Rng
from chocolatier.core.record import initial_state

HERE = Path(__file__).parent
# name -> (players, seed, options); the bot is named by the first word of the name.
GAMES: dict[str, tuple[int, int, dict[str, Any]]] = {
    "heuristic-1p-solo-seed-33": (1, 33, {"store_sides": "random", "extra_demands": 1}),
    "heuristic-3p-turns-seed-31": (3, 31, {"mode": "turns", "store_sides": "random"}),
    "heuristic-4p-simultaneous-seed-32": (4, 32, {"mode": "simultaneous", "store_sides": "B"}),
    "random-1p-solo-seed-3": (1, 3, {"store_sides": "B"}),
    "random-1p-solo-seed-25": (1, 25, {"mode": "turns", "store_sides": "A"}),
    "random-2p-turns-seed-21": (2, 21, {"mode": "turns", "store_sides": "A"}),
    "random-3p-simultaneous-seed-22": (3, 22, {"mode": "simultaneous", "store_sides": "B"}),
    "random-4p-turns-seed-23": (4, 23, {"mode": "turns", "store_sides": "random"}),
    "random-4p-simultaneous-seed-24": (
        4, 24, {"mode": "simultaneous", "store_sides": {"palace": "B", "dunstan": "B"}},
    ),
}


def play(players: int, seed: int, options: dict[str, Any], bot: str = "random") -> GameRecord:
    """A full game of one kind of bot (one per seat, seeded), the seat to move at simultaneous
    steps drawn from the seed too. Bots see their seat's determinisation, as in a match."""
    match = Match.new("factory", players, seed, options,
                      players=[f"bot:{bot}:{i}" for i in range(players)])
    bots = [make_bot(bot, "factory", seed * 10 + i) for i in range(players)]
    pick = Rng(seed)
    while not match.state.is_terminal():
        acting = match.state.to_act()
        seat = acting[pick.below(len(acting))]
        view = match.state.determinize(seat, bots[seat].rng)
        match.push(seat, bots[seat].choose(view, seat))
    return match.record()


def perft(record: GameRecord) -> dict[str, Any]:
    """Final hash, scores and the legal-action count before each move of a record."""
    state = initial_state(record)
    counts = []
    for move in record.moves:
        counts.append(len(state.legal_actions(move.seat)))
        state.apply_notation(move.seat, move.move)
    result = state.result()
    return {
        "final_hash": state.state_hash(),
        "scores": list(result.scores) if result is not None else None,
        "moves": len(record.moves),
        "legal_counts": counts,
    }


def main(names: list[str]) -> None:
    """Write the named golden records (all when none is named) and their perft tables."""
    for name, (players, seed, options) in GAMES.items():
        if names and name not in names:
            continue
        record = play(players, seed, options, bot=name.split("-")[0])
        record.save(HERE / f"{name}.json")
        table = perft(record)
        (HERE / f"{name}.perft.json").write_text(json.dumps(table) + "\n", encoding="utf-8")
        print(f"{name}: {table['moves']} moves, hash {table['final_hash']}")


if __name__ == "__main__":
    main(sys.argv[1:])
