"""Benchmark of the web table: N concurrent two-seat Chocolate Factory tables played by clients
over real WebSockets on loopback (each seat its own connection, random legal actions), against a
real server process (uvicorn, SQLite in a temporary folder). A table whose game ends starts a new
one, so that N tables are always in play.

``--think S`` makes each seat wait about S seconds (uniformly 0.5–1.5 S) before acting, like a
paced bot or a quick player; ``--think 0`` acts at once and measures the saturated server (then
every table always has an action in flight, and the latency is N / throughput).

Prints one JSON object: actions/s, and the action→broadcast latency (from sending an action to
receiving the state that contains it, on the acting connection) at p50/p99.

``--bot-tables N`` also starts N all-bot tables (two ``--bot-spec`` seats, search:hard by
default) created from another address (127.0.0.2), thinking while the humans play: the
latency then shows how much the bots slow the humans down. ``--bots pool`` runs them as
``chocolatier serve`` does (worker processes at a lower priority, one decision at a time per
address); ``--bots threads`` as before issue #12 (a thread per table, unbounded).

    .venv/bin/python bench/server.py --tables 100 --seconds 20 [--think 1.0]
    .venv/bin/python bench/server.py --tables 10 --think 1 --bot-tables 20 --bots pool
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import multiprocessing
import random
import shutil
import socket
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

import orjson


def run_server(port: int, db: str, tables: int, bot_tables: int, bots: str) -> None:
    """The server process (its own interpreter: the clients do not share its CPU time)."""
    import logging
    import os

    import uvicorn

    from chocolatier.server.app import create_app
    from chocolatier.server.config import ServerConfig, uvicorn_options

    logging.disable(logging.WARNING)
    config = ServerConfig(
        database_url=f"sqlite:///{db}",
        bot_delay=0.0,
        max_open_tables_per_client=tables + bot_tables + 10,
        max_connections_per_client=2 * tables + 10,
        # every seat of the benchmark connects from 127.0.0.1
        max_sockets_per_client=2 * tables + 64,
        max_sockets=max(4096, 2 * tables + 256),
        messages_per_second=1000.0,
        message_burst=1000.0,
        tune_gc=True,
        **(
            {"bot_processes": True, "bot_workers": max(1, (os.cpu_count() or 2) - 1),
             "bot_workers_per_client": 1}
            if bots == "pool"
            else {"bot_processes": False, "bot_workers": bot_tables + 1,
                  "bot_workers_per_client": bot_tables + 1}
        ),
    )
    uvicorn.run(create_app(config), port=port, log_level="warning", **uvicorn_options(config))


async def wait_ready(url: str) -> None:
    import httpx

    async with httpx.AsyncClient() as client:
        for _ in range(200):
            try:
                await client.get(url + "/api/games")
                return
            except httpx.TransportError:
                await asyncio.sleep(0.1)
    raise SystemExit("the server did not start")


async def make_bot_tables(url: str, count: int, spec: str) -> list[str]:
    """All-bot tables, created from another loopback address than the humans'."""
    import httpx

    transport = httpx.AsyncHTTPTransport(local_address="127.0.0.2")
    body = {"game": "factory", "seats": [{"kind": "bot", "bot": spec}] * 2}
    async with httpx.AsyncClient(transport=transport, timeout=60) as client:
        made = [(await client.post(url + "/api/tables", json=body)).json() for _ in range(count)]
    return [m["id"] for m in made]


async def bot_moves(client: Any, url: str, ids: list[str]) -> int:
    """Moves made so far at the bot tables."""
    return sum([(await client.get(f"{url}/api/tables/{i}")).json()["moves"] for i in ids])


async def make_table(client: Any, url: str, index: int) -> tuple[str, list[str]]:
    body = {"game": "factory", "seats": [{"kind": "human"}, {"kind": "human"}], "join": 0,
            "title": f"bench {index}"}
    made = (await client.post(url + "/api/tables", json=body)).json()
    joined = (
        await client.post(f"{url}/api/tables/{made['id']}/join", json={"invite": made["invite"]})
    ).json()
    return made["id"], [made["token"], joined["token"]]


class Tally:
    """What the seats measured, and the start signal: seats act only once every seat of the
    first tables is connected (opening a thousand WebSockets is not what is measured)."""

    def __init__(self, seats: int, seconds: float) -> None:
        self.waiting = seats
        self.seconds = seconds
        self.go = asyncio.Event()
        self.latencies: list[float] = []
        self.errors: list[str] = []

    def arrived(self, clock: list[float]) -> None:
        """A seat got its first state (or gave up): the last one starts the clock."""
        self.waiting -= 1
        if self.waiting == 0:
            clock.extend((time.perf_counter(), time.perf_counter() + self.seconds))
            self.go.set()
        self.games = 0


async def play_seat(ws_url: str, token: str, rng: random.Random, clock: list[float],
                    think: float, tally: Tally) -> None:
    from websockets.asyncio.client import connect

    connected = False
    try:
        async with connect(ws_url, max_size=1 << 22, compression=None) as ws:
            await ws.send(json.dumps({"type": "hello", "token": token}))
            sent: dict[int, float] = {}
            async for raw in ws:
                message = orjson.loads(raw)
                if message["type"] == "error":
                    tally.errors.append(message["code"])
                if message["type"] != "state":
                    continue
                if not connected:
                    connected = True
                    tally.arrived(clock)
                    await tally.go.wait()
                now = time.perf_counter()
                started = sent.pop(message["seq"] - 1, None)
                if started is not None:
                    tally.latencies.append(now - started)
                if message["result"] is not None or now > clock[1]:
                    return
                if message["legal"]:
                    if think:
                        await asyncio.sleep(think * rng.uniform(0.5, 1.5))
                    sent[message["state_id"]] = time.perf_counter()
                    action = rng.choice(message["legal"])["id"]
                    await ws.send(json.dumps(
                        {"type": "act", "state_id": message["state_id"], "action": action}))
    finally:
        if not connected:  # a seat that never got in must not hold up the start
            tally.errors.append("no-state")
            tally.arrived(clock)


async def play_table(client: Any, url: str, first: tuple[str, list[str]], rng: random.Random,
                     clock: list[float], think: float, tally: Tally) -> None:
    """Games at one table, one after the other, until the time is up."""
    ws_base = url.replace("http://", "ws://")
    table_id, tokens = first
    while True:
        await asyncio.gather(*(
            play_seat(f"{ws_base}/ws/tables/{table_id}", token, random.Random(rng.random()),
                      clock, think, tally)
            for token in tokens
        ))
        if time.perf_counter() >= clock[1]:
            return
        tally.games += 1
        table_id, tokens = await make_table(client, url, 0)


async def bench(tables: int, seconds: float, think: float, bot_tables: int = 0,
                bot_spec: str = "search:hard", bots: str = "pool") -> dict[str, Any]:
    import httpx

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    folder = tempfile.mkdtemp(prefix="chocolatier-bench-")
    server = multiprocessing.Process(
        target=run_server,
        args=(port, str(Path(folder) / "bench.sqlite3"), tables, bot_tables, bots),
        daemon=False,  # it has children of its own (the bots' worker processes)
    )
    server.start()
    url = f"http://127.0.0.1:{port}"
    try:
        await wait_ready(url)
        tally = Tally(2 * tables, seconds)
        # The clients are the measuring instrument: their own collector pauses (a full
        # collection over a thousand connections takes a tenth of a second) must not count as
        # server latency. A run lasts seconds, so uncollected cycles do not matter.
        gc.collect()
        gc.freeze()
        gc.disable()
        rng = random.Random(1)
        bot_ids = await make_bot_tables(url, bot_tables, bot_spec)
        async with httpx.AsyncClient(timeout=60) as client:
            made = [await make_table(client, url, i) for i in range(tables)]
            # start and stop times, set when every seat is connected
            clock: list[float] = []
            await asyncio.gather(*(
                play_table(client, url, first, random.Random(rng.random()), clock, think, tally)
                for first in made
            ))
            elapsed = time.perf_counter() - clock[0]
            moves_by_bots = await bot_moves(client, url, bot_ids)
    finally:
        server.terminate()  # uvicorn shuts down: the bots' workers stop with it
        server.join(timeout=30)
        if server.is_alive():
            server.kill()
            server.join()
        shutil.rmtree(folder, ignore_errors=True)
    ordered = sorted(tally.latencies)

    def pct(p: float) -> float:
        return round(1000 * ordered[min(len(ordered) - 1, int(p * len(ordered)))], 2)

    return {
        "benchmark": "server",
        "tables": tables,
        "think_seconds": think,
        "seconds": round(elapsed, 2),
        "actions": len(ordered),
        "actions_per_second": round(len(ordered) / elapsed, 1),
        "games_finished": tally.games,
        "errors": len(tally.errors),
        "latency_ms_p50": pct(0.50) if ordered else None,
        "latency_ms_p99": pct(0.99) if ordered else None,
        "latency_ms_max": round(1000 * ordered[-1], 2) if ordered else None,
        "latency_ms_mean": round(1000 * statistics.fmean(ordered), 2) if ordered else None,
        "database": "sqlite",
        "bot_tables": bot_tables,
        "bot_spec": bot_spec if bot_tables else None,
        "bots": bots if bot_tables else None,
        "bot_moves": moves_by_bots,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tables", type=int, default=100)
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--think", type=float, default=0.0,
                        help="seconds a seat waits before acting (0: at once)")
    parser.add_argument("--bot-tables", type=int, default=0,
                        help="all-bot tables thinking meanwhile (from another address)")
    parser.add_argument("--bot-spec", default="search:hard")
    parser.add_argument("--bots", choices=("pool", "threads"), default="pool",
                        help="pool: as `chocolatier serve`; threads: unbounded, in threads")
    args = parser.parse_args()
    report = asyncio.run(bench(args.tables, args.seconds, args.think, args.bot_tables,
                               args.bot_spec, args.bots))
    print(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
