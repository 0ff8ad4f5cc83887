"""CPU time per move of what the web server does on its event loop at one table (issue 23's
soak): the move applied to the live table (``LiveTable.move``: the engine, the log, the
clocks) and each connection's state message built and encoded (``patches.Push``: a seat
asking for patches, as the browser does, and ``--spectators`` watching with full states, as
the soak's slow spectators do). Whole seeded games of random moves, 2-player Chocolate
Factory, in this process, no network. The reference, in the same run: the engine alone
playing the same moves (``state.apply`` and the legal actions). Prints one JSON object::

    .venv/bin/python bench/table_push.py [--games 6] [--spectators 3]

The figure to compare between two versions of the server is ``server_over_engine`` (the
machine's speed and load divide out) or, on a quiet machine, ``server_ms_per_move``.
"""

from __future__ import annotations

import argparse
import json
import random
import time
from types import SimpleNamespace
from typing import Any

from chocolatier.core import get_game
from chocolatier.server.clients import Client
from chocolatier.server.live import LiveTable
from chocolatier.server.patches import Push
from chocolatier.server.storage import SeatData, TableData, now
from chocolatier.server.tablelife import split_settings


def new_table(seed: int) -> LiveTable:
    """A public 2-seat Chocolate Factory table (a person and a bot), as the soak makes."""
    game = get_game("factory")
    options, settings = split_settings({"public": True}, "factory")
    stamp = now()
    data = TableData(
        id=f"bench-{seed}", game="factory", title="soak", seed=seed,
        options=game.normalize_options(2, options), status="running", event_count=0,
        invite_code="x", creator="c", created_at=stamp, updated_at=stamp, result=None,
        seats=(SeatData(0, "human", None, "P1", "h"), SeatData(1, "bot", "heuristic", "B", None)),
        settings=settings, started_at=stamp, host_seat=0)
    return LiveTable(data, [])


def connection(seat: int | None, patches: bool) -> Client:
    """What ``Push`` reads and writes of a connection."""
    fake: Any = SimpleNamespace(seat=seat, patches=patches, shown=None, shown_rev=None,
                                log_seq=None)
    client: Client = fake
    return client


def play(seed: int, spectators: int) -> tuple[int, float, list[tuple[int, int]], int]:
    """One game at a table: its moves, the server's CPU seconds for them, the moves (seat,
    action id) for the reference, and the bytes sent."""
    live = new_table(seed)
    clients = [connection(0, True), *(connection(None, False) for _ in range(spectators))]
    for c in clients:
        Push(live).message(c, 0, full=True)
        c.log_seq = live.seq
    rng = random.Random(seed)
    played: list[tuple[int, int]] = []
    sent = 0
    cpu = 0.0
    while not live.match.state.is_terminal():
        state = live.match.state
        seat = rng.choice(state.to_act())
        action = rng.choice(state.legal_actions(seat))
        played.append((seat, state.action_id(seat, action)))
        began = time.process_time()
        live.move(seat, action, time.time())
        push = Push(live)
        for c in clients:  # as Hub._broadcast does
            if c.log_seq == live.seq - 1 and c.seat in live.hidden_now:
                c.log_seq = live.seq
                continue
            start = 0 if c.log_seq is None else live.log_changed_since(c.log_seq)
            sent += len(push.message(c, start))
            c.log_seq = live.seq
        cpu += time.process_time() - began
    return len(played), cpu, played, sent


def engine_alone(seed: int, played: list[tuple[int, int]]) -> float:
    """CPU seconds of the engine making the same moves, with the legal actions each time."""
    state = get_game("factory").new_state(2, seed, new_table(seed).data.options)
    began = time.process_time()
    for seat, action_id in played:
        state.legal_actions(seat)
        state.apply(seat, state.action_from_id(seat, action_id))
    return time.process_time() - began


def main() -> None:
    """Run the games, print the JSON."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=6)
    parser.add_argument("--spectators", type=int, default=3)
    args = parser.parse_args()
    moves, server, engine, sent = 0, 0.0, 0.0, 0
    for seed in range(1, args.games + 1):
        n, cpu, played, size = play(seed, args.spectators)
        moves, server, sent = moves + n, server + cpu, sent + size
        engine += engine_alone(seed, played)
    print(json.dumps({
        "benchmark": "table_push", "game": "factory", "players": 2, "games": args.games,
        "spectators": args.spectators, "moves": moves,
        "server_ms_per_move": round(1000 * server / moves, 3),
        "engine_ms_per_move": round(1000 * engine / moves, 3),
        "server_over_engine": round(server / engine, 2),
        "kib_sent_per_move": round(sent / moves / 1024, 1),
    }, indent=2))


if __name__ == "__main__":
    main()
