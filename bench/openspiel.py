"""OpenSpiel's ISMCTS against our bots, through the OpenSpiel registration: prints JSON.

For each opponent bot, ``--games`` seat-rotated games of ``--game`` (two players: ISMCTS sits
first in even games and second in odd ones, with the same deal for the pair; more players: one
ISMCTS in seat ``i mod N`` against copies of the bot). ISMCTS is OpenSpiel's ``ISMCTSBot`` with
random rollouts, ``--simulations`` per move, searching our information sets through
``resample_from_infostate`` (our determinisation). Our bots act on their seat's determinisation
of the engine state, as in a real match. Chance nodes are sampled from their outcomes.

Reported per opponent: ISMCTS's win share (ties split) with a 95% Wilson interval, seconds per
move of each side, and, as the reference measured in the same run, the seconds of one random
game through the wrapper. The games replay from ``--seed`` (the game's ``resample_seed`` seeds
ISMCTS's determinisations); only the times change from run to run. Keep it short on a
shared machine::

    .venv/bin/python bench/openspiel.py --games 6 --simulations 20
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from typing import Any

import numpy as np
import pyspiel
from open_spiel.python.algorithms import ismcts, mcts

import chocolatier.openspiel as cos
from chocolatier.bots.base import make_bot
from chocolatier.core.rng import Rng, derive_seed
from chocolatier.sim.statistics import wilson_interval


def play(game: Any, engine_name: str, seats: list[str], seed: int, simulations: int
         ) -> tuple[list[float], dict[str, list[float]]]:
    """One game: each seat's returns and the decision times of each kind of player."""
    chance = random.Random(seed)
    bots: dict[int, Any] = {}
    for seat, spec in enumerate(seats):
        if spec == "ismcts":
            evaluator = mcts.RandomRolloutEvaluator(1, np.random.RandomState((seed + seat) % 2**32))
            bots[seat] = ismcts.ISMCTSBot(game, evaluator, uct_c=2.0,
                                          max_simulations=simulations,
                                          random_state=np.random.RandomState((seed + seat) % 2**32))
        else:
            bots[seat] = make_bot(spec, engine_name, seed=derive_seed(seed, seat))
    determinizer = Rng(derive_seed(seed, "determinize"))
    times: dict[str, list[float]] = {"ismcts": [], "bot": []}
    state = game.new_initial_state()
    while not state.is_terminal():
        if state.is_chance_node():
            state.apply_action(chance.choice(state.chance_outcomes())[0])
            continue
        seat = state.current_player()
        started = time.process_time()
        if seats[seat] == "ismcts":
            action = bots[seat].step(state)
            times["ismcts"].append(time.process_time() - started)
        else:
            engine = state.engine_state()
            choice = bots[seat].choose(engine.determinize(seat, determinizer), seat)
            action = engine.action_id(seat, choice)
            times["bot"].append(time.process_time() - started)
        state.apply_action(action)
    return state.returns(), times


def reference(game: Any) -> float:
    """CPU seconds of one random game through the wrapper (chance and moves sampled)."""
    rng = random.Random(0)
    started = time.process_time()
    state = game.new_initial_state()
    while not state.is_terminal():
        if state.is_chance_node():
            state.apply_action(rng.choice(state.chance_outcomes())[0])
        else:
            state.apply_action(rng.choice(state.legal_actions()))
    return time.process_time() - started


def main(argv: list[str] | None = None) -> None:
    """Run the matches and print the JSON report."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--game", choices=("factory", "chocolatl"), default="factory")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--opponents", default="random,heuristic,search",
                        help="comma-separated bot specs")
    parser.add_argument("--games", type=int, default=6, help="games per opponent")
    parser.add_argument("--simulations", type=int, default=20, help="ISMCTS simulations a move")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    name = cos.FACTORY if args.game == "factory" else cos.CHOCOLATL
    # resample_seed: ISMCTS's determinisations replay too, so the games replay from --seed.
    game = pyspiel.load_game(name, {"players": args.players, "resample_seed": args.seed})
    report: dict[str, Any] = {
        "game": name, "players": args.players, "simulations": args.simulations,
        "games_per_opponent": args.games, "reference_random_game_s": round(reference(game), 3),
        "opponents": {},
    }
    for spec in args.opponents.split(","):
        share = 0.0
        times: dict[str, list[float]] = {"ismcts": [], "bot": []}
        for index in range(args.games):
            if args.players == 2:
                seat, deal = index % 2, index // 2
            else:
                seat, deal = index % args.players, index
            seats = [spec] * args.players
            seats[seat] = "ismcts"
            returns, spent = play(game, args.game, seats, derive_seed(args.seed, deal),
                                  args.simulations)
            n = args.players
            # Returns are n/(n-1)·(win share - 1/n): back to the win share.
            share += returns[seat] * (n - 1) / n + 1 / n
            for kind, values in spent.items():
                times[kind].extend(values)
            print(f"{spec} game {index + 1}/{args.games}: ISMCTS seat {seat} "
                  f"returns {returns[seat]:+.2f}", file=sys.stderr)
        low, high = wilson_interval(share, args.games)
        report["opponents"][spec] = {
            "ismcts_win_share": round(share / args.games, 3),
            "ci95": [round(low, 3), round(high, 3)],
            "ismcts_s_per_move": round(sum(times["ismcts"]) / max(1, len(times["ismcts"])), 3),
            "bot_s_per_move": round(sum(times["bot"]) / max(1, len(times["bot"])), 4),
        }
    print(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
