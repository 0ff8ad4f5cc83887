"""The server's CPU per action without the network: seeded random two-seat Chocolate Factory
games played on a live table (``server/live.py``) as the hub plays them, each action followed
by what ``Hub._broadcast`` builds (each seat's state message as a patch, ``server/patches.py``,
the log from its changed line). Prints one JSON object: CPU microseconds per action
(``time.process_time``, so a loaded machine changes little of it), best of ``--rounds``.

``--base SRC`` runs the same games with another checkout's ``src`` (say, main before a change)
in a subprocess, round by round alternating with this one, and prints both and their ratio::

    .venv/bin/python bench/push.py [--games 6] [--rounds 3] [--base /tmp/main-src/src]
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from datetime import UTC, datetime
from pathlib import Path
from types import SimpleNamespace
from typing import Any


def play(games: int) -> dict[str, Any]:
    """CPU seconds the live table and its messages took over ``games`` seeded games."""
    from chocolatier.core import Rng, get_game
    from chocolatier.server.live import LiveTable
    from chocolatier.server.patches import Push
    from chocolatier.server.storage import SeatData, TableData

    game = get_game("factory")
    actions, spent = 0, 0.0
    for index in range(games):
        stamp = datetime.now(UTC)
        data = TableData(
            id=f"bench{index}", game="factory", title="bench", seed=1000 + index,
            options=game.normalize_options(2, None), status="running", event_count=0,
            invite_code="x", creator="bench", created_at=stamp, updated_at=stamp, result=None,
            seats=tuple(SeatData(s, "human", None, f"P{s}", "h") for s in range(2)),
            started_at=stamp)
        live = LiveTable(data, [])
        clients = [SimpleNamespace(seat=s, patches=True, shown=None, shown_rev=None,
                                   log_seq=None) for s in range(2)]
        rng = Rng(index)
        started = time.process_time()
        push = Push(live)
        for client in clients:  # the hellos' full states
            push.message(client, 0, full=True)
            client.log_seq = live.seq
        while live.status == "running":
            acting = live.match.state.to_act()
            seat = acting[rng.below(len(acting))]
            legal = live.match.state.legal_actions(seat)
            live.move(seat, legal[rng.below(len(legal))], time.time())
            push = Push(live)
            for client in clients:
                start = live.log_changed_since(client.log_seq)
                push.message(client, start)
                client.log_seq = live.seq
            actions += 1
        spent += time.process_time() - started
    return {"actions": actions, "cpu_seconds": spent}


def measure(games: int, src: str | None) -> dict[str, Any]:
    """One round, here or (``src``) in a subprocess importing that checkout."""
    if src is None:
        return play(games)
    env = {**os.environ, "PYTHONPATH": src}
    out = subprocess.run([sys.executable, __file__, "--games", str(games), "--rounds", "1",
                          "--raw"], env=env, check=True, capture_output=True, text=True)
    result: dict[str, Any] = json.loads(out.stdout)
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=6)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--base", default=None, help="another checkout's src to compare with")
    parser.add_argument("--raw", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.raw:
        print(json.dumps(play(args.games)))
        return
    here = str(Path(__file__).resolve().parents[1] / "src")
    arms = {"this": here, **({"base": str(Path(args.base).resolve())} if args.base else {})}
    best: dict[str, float] = {}
    actions: dict[str, int] = {}
    for _round in range(args.rounds):
        for arm, src in arms.items():
            run = measure(args.games, src)
            per = 1e6 * run["cpu_seconds"] / run["actions"]
            best[arm] = min(best.get(arm, per), per)
            actions[arm] = run["actions"]
    report: dict[str, Any] = {
        "benchmark": "push", "games": args.games, "rounds": args.rounds,
        "actions": actions["this"],
        "cpu_us_per_action": round(best["this"], 1),
    }
    if "base" in best:
        report["base_cpu_us_per_action"] = round(best["base"], 1)
        report["ratio_to_base"] = round(best["this"] / best["base"], 3)
    print(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
