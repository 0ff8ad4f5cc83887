"""Benchmark: the lobby's latency while strangers flood the logins and registrations.

A real server process (uvicorn, SQLite in a temporary folder, believing ``X-Forwarded-For`` from
loopback so that the flood comes from ``--addresses`` addresses) with ``--tables`` open tables.
A prober asks ``GET /api/tables`` every ``--every`` seconds, first for ``--seconds`` alone (the
reference), then for as long again while each address sends ``--per-address`` concurrent
streams of logins (half of them wrong) and registrations of new names.

``--limits off`` (the default) lifts the login and registration limits, so that every request
of the flood reaches argon2: the worst case for the lobby, the hashing pool's bound being all
that is left (the refusals are then ``503 busy``). ``--limits on`` keeps the server's own
limits (most of the flood is then answered ``429`` before any hashing).

Prints one JSON object: the prober's p50/p99/max in ms without and with the flood, and the
flood's answers by status.

    .venv/bin/python bench/accounts.py --seconds 20 [--addresses 20] [--limits off|on]
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import multiprocessing
import os
import shutil
import socket
import statistics
import tempfile
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

PASSWORD = "violet teapot sunrise"


def run_server(port: int, db: str, limits: bool) -> None:
    """The server process (its own interpreter: the clients do not share its CPU time)."""
    import logging

    import uvicorn

    from chocolatier.server.app import create_app
    from chocolatier.server.config import ServerConfig, uvicorn_options

    logging.disable(logging.WARNING)
    if not limits:
        from chocolatier.server import throttle

        throttle.LOGIN_BURST = 10.0**9  # no address limit either
    lifted: dict[str, Any] = {} if limits else {
        "login_free_failures": 10**9, "registrations_per_address": 10**9,
        "registrations_total": 10**9}
    config = ServerConfig(database_url=f"sqlite:///{db}", forwarded_allow_ips="127.0.0.1",
                          max_open_tables_per_client=1000, tune_gc=True, **lifted)
    options = uvicorn_options(config)
    uvicorn.run(create_app(config), port=port, log_level="warning", **options)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


async def wait_ready(client: Any) -> None:
    import httpx

    for _ in range(300):
        try:
            await client.get("/api/games")
            return
        except httpx.TransportError:
            await asyncio.sleep(0.1)
    raise SystemExit("the server did not start")


def address(n: int) -> dict[str, str]:
    # documentation addresses: only header values, believed from the loopback proxy
    return {"X-Forwarded-For": f"203.0.113.{n + 1}"}


async def probe(url: str, seconds: float, every: float) -> list[float]:
    """Latencies (ms) of ``GET /api/tables``, one request every ``every`` seconds."""
    import httpx

    out: list[float] = []
    async with httpx.AsyncClient(base_url=url, timeout=120) as client:
        end = time.perf_counter() + seconds
        while time.perf_counter() < end:
            started = time.perf_counter()
            answer = await client.get("/api/tables")
            answer.raise_for_status()
            out.append((time.perf_counter() - started) * 1000)
            await asyncio.sleep(max(0.0, every - (time.perf_counter() - started)))
    return out


def prober(url: str, seconds: float, every: float) -> list[float]:
    """:func:`probe` in a process of its own (the flood's clients do not delay its reading)."""
    gc.disable()
    return asyncio.run(probe(url, seconds, every))


async def stream(url: str, n: int, k: int, stop: asyncio.Event, tally: Counter[str]) -> None:
    """One flood stream of address ``n``: logins (half of them wrong) and new accounts."""
    import httpx

    async with httpx.AsyncClient(base_url=url, timeout=120, headers=address(n)) as client:
        i = 0
        while not stop.is_set():
            i += 1
            if i % 3 == 0:
                body = {"name": f"Flood{n}x{k}x{i}", "password": PASSWORD}
                kind, path = "register", "/api/register"
            else:
                wrong = i % 2 == 0
                body = {"name": f"Member{n}", "password": "not this one" if wrong else PASSWORD}
                kind, path = "login", "/api/login"
            try:
                answer = await client.post(path, json=body)
            except httpx.TransportError as exc:  # counted: the server must not drop anyone
                tally[f"{kind} {type(exc).__name__}"] += 1
                continue
            client.cookies.clear()
            tally[f"{kind} {answer.status_code}"] += 1


def summary(ms: list[float]) -> dict[str, Any]:
    cuts = statistics.quantiles(ms, n=100, method="inclusive") if len(ms) > 1 else ms * 99
    return {"requests": len(ms), "p50_ms": round(statistics.median(ms), 1),
            "p99_ms": round(cuts[98], 1), "max_ms": round(max(ms), 1)}


async def bench(url: str, args: argparse.Namespace) -> dict[str, Any]:
    import httpx

    async with httpx.AsyncClient(base_url=url, timeout=120) as client:
        await wait_ready(client)
        for t in range(args.tables):
            body = {"game": "factory", "title": f"bench {t}", "join": 0,
                    "seats": [{"kind": "human"}, {"kind": "human"}]}
            (await client.post("/api/tables", json=body)).raise_for_status()
        for n in range(args.addresses):  # the accounts the flood logs in to
            answer = await client.post("/api/register", headers=address(n),
                                       json={"name": f"Member{n}", "password": PASSWORD})
            answer.raise_for_status()
            client.cookies.clear()
    loop = asyncio.get_running_loop()
    with ProcessPoolExecutor(1, mp_context=multiprocessing.get_context("spawn")) as pool:
        await loop.run_in_executor(pool, prober, url, 2.0, args.every)  # warm-up
        # the flood's clients stand for other machines: they get the CPU the server leaves
        os.nice(10)
        alone = await loop.run_in_executor(pool, prober, url, args.seconds, args.every)
        stop, tally = asyncio.Event(), Counter[str]()
        flood = [asyncio.create_task(stream(url, n, k, stop, tally))
                 for n in range(args.addresses) for k in range(args.per_address)]
        await asyncio.sleep(1.0)  # the flood under way
        flooded = await loop.run_in_executor(pool, prober, url, args.seconds, args.every)
        stop.set()
        await asyncio.gather(*flood)
    return {
        "benchmark": "accounts", "limits": args.limits, "addresses": args.addresses,
        "streams": args.addresses * args.per_address, "tables": args.tables,
        "seconds": args.seconds, "lobby_alone": summary(alone),
        "lobby_during_flood": summary(flooded),
        "flood_answers": dict(sorted(tally.items())),
        "flood_per_second": round(sum(tally.values()) / (args.seconds + 1), 1),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--addresses", type=int, default=20)
    parser.add_argument("--per-address", type=int, default=4)
    parser.add_argument("--tables", type=int, default=30)
    parser.add_argument("--every", type=float, default=0.05)
    parser.add_argument("--limits", choices=["off", "on"], default="off")
    args = parser.parse_args()
    gc.disable()  # the clients' pauses would count as the server's latency
    folder = Path(tempfile.mkdtemp(prefix="chocolatier-bench-"))
    port = free_port()
    server = multiprocessing.get_context("spawn").Process(
        target=run_server, args=(port, str(folder / "bench.sqlite3"), args.limits == "on"),
        daemon=True)
    server.start()
    try:
        result = asyncio.run(bench(f"http://127.0.0.1:{port}", args))
    finally:
        server.terminate()
        server.join(10)
        shutil.rmtree(folder, ignore_errors=True)
    print(json.dumps(result, indent=2))


if __name__ == "__main__":
    main()
