"""Benchmark of the web table: N concurrent two-seat Chocolate Factory tables played by clients
over real WebSockets on loopback (each seat its own connection, random legal actions), against a
real server process (uvicorn, SQLite in a temporary folder). A table whose game ends starts a new
one, so that N tables are always in play.

``--think S`` makes each seat wait about S seconds (uniformly 0.5–1.5 S) before acting, like a
paced bot or a quick player; ``--think 0`` acts at once and measures the saturated server (then
every table always has an action in flight, and the latency is N / throughput).

Prints one JSON object: actions/s, the action→broadcast latency (from sending an action to
receiving the state that contains it, on the acting connection) at p50/p99, and the size of the
state messages each seat gets after its first (one per move it sees). ``--messages patch`` (the
default, as the browser) asks for patches of the state (server/patches.py), ``full`` for full
states, ``both`` does each at half of the tables: the sizes of both, in the same run.

``--bot-tables N`` also starts N all-bot tables (two ``--bot-spec`` seats, search:hard by
default) created from another address (127.0.0.2), thinking while the humans play: the
latency then shows how much the bots slow the humans down. ``--bots pool`` runs them as
``chocolatier serve`` does (worker processes at a lower priority, one decision at a time per
address); ``--bots threads`` as before issue #12 (a thread per table, unbounded).

``--processes N [N ...]`` runs the server as N ``serve`` processes on one PostgreSQL
(``--database postgresql://...``; each run in a schema of its own) behind a private nginx
(deploy/nginx_site.py), once per N given, in the same run: ``--processes 1 2`` measures two
processes against one, and prints every run and the ratio of their actions/s. The clients then
run in ``--client-processes K`` processes (a single Python client cannot keep two server
processes saturated), started together once every seat of every client is connected.

    .venv/bin/python bench/server.py --tables 100 --seconds 20 [--think 1.0]
    .venv/bin/python bench/server.py --tables 10 --think 1 --bot-tables 20 --bots pool
    .venv/bin/python bench/server.py --tables 200 --seconds 20 --processes 1 2 \
        --client-processes 2 --database postgresql://user@127.0.0.1:5432/bench \
        [--paced 2000 --paced-think 1 --paced-seconds 30]

``--paced TABLES`` adds, after the saturated runs, one run of TABLES paced tables over the
most processes (the p99 of paced play), in the same report. Every run also reports the server
processes' CPU time while its clock ran, per action (``server_cpu_ms_per_action``): the cost
of an action whatever share of a loaded machine the servers got.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import multiprocessing
import queue
import random
import shutil
import socket
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

import orjson


def run_server(port: int, database_url: str, tables: int, bot_tables: int, bots: str,
               proxied: bool = False) -> None:
    """A server process (its own interpreter: the clients do not share its CPU time)."""
    import logging
    import os

    from chocolatier.server.app import create_app
    from chocolatier.server.config import ServerConfig, uvicorn_options
    from chocolatier.server.guard import raise_file_limit

    logging.disable(logging.WARNING)
    raise_file_limit()  # as serve does: a socket is a file
    config = ServerConfig(
        database_url=database_url,
        # behind nginx every seat is 127.0.0.1, as nginx says
        forwarded_allow_ips="127.0.0.1" if proxied else None,
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
    from chocolatier.server.shutdown import serve

    serve(create_app(config), port=port, log_level="warning", **uvicorn_options(config))


async def wait_ready(url: str) -> None:
    import httpx

    async with httpx.AsyncClient() as client:
        for _ in range(600):
            try:
                if (await client.get(url + "/readyz")).status_code == 200:
                    return
                await asyncio.sleep(0.1)
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


async def post_json(client: Any, url: str, body: dict[str, Any]) -> dict[str, Any]:
    """POST, tried again a few times when a loaded server (or nginx before it) answers 5xx."""
    for attempt in range(5):
        answer = await client.post(url, json=body)
        if answer.status_code < 500:
            break
        await asyncio.sleep(0.5 * 2 ** attempt)
    if answer.status_code >= 300:
        raise SystemExit(f"POST {url}: {answer.status_code} {answer.text[:200]}")
    result: dict[str, Any] = answer.json()
    return result


async def make_table(client: Any, url: str, index: int) -> tuple[str, list[str]]:
    body = {"game": "factory", "seats": [{"kind": "human"}, {"kind": "human"}], "join": 0,
            "title": f"bench {index}"}
    made = await post_json(client, url + "/api/tables", body)
    joined = await post_json(client, f"{url}/api/tables/{made['id']}/join",
                             {"invite": made["invite"]})
    return made["id"], [made["token"], joined["token"]]


def cpu_seconds(pids: list[int]) -> float:
    """The CPU time (user and system) the processes ``pids`` have used so far (Linux's
    /proc; 0 elsewhere): the server's cost whatever share of the machine it got."""
    import os

    total = 0
    for pid in pids:
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        total += int(fields[11]) + int(fields[12])  # utime, stime (fields 14 and 15)
    return total / os.sysconf("SC_CLK_TCK")


# seconds a seat waits past the end of the clock for a message before it leaves
END_GRACE = 3.0


class Tally:
    """What the seats measured, and the start signal: seats act only once every seat of the
    first tables is connected (opening a thousand WebSockets is not what is measured). With
    ``pids``, the CPU time the server processes used while the clock ran is measured too."""

    def __init__(self, seats: int, seconds: float, barrier: Any = None,
                 pids: list[int] | None = None) -> None:
        self.waiting = seats
        self.seconds = seconds
        self.pids = pids or []
        self.server_cpu: float | None = None
        # when the last action measured was answered (the run's end, whatever seats still wait)
        self.last = 0.0
        # the other client processes' seats (a multiprocessing barrier), when there are others
        self.barrier = barrier
        self.go = asyncio.Event()
        self.latencies: list[float] = []
        self.errors: list[str] = []
        self.games = 0
        self._starting: asyncio.Task[None] | None = None
        # bytes of each state message after a seat's first, by kind (full states, patches)
        self.sizes: dict[str, list[int]] = {"full": [], "patch": []}
        self.opening = asyncio.Semaphore(32)

    def arrived(self, clock: list[float]) -> None:
        """A seat got its first state (or gave up): the last one starts the clock (once the
        other client processes' seats are in too)."""
        self.waiting -= 1
        if self.waiting == 0:
            self._starting = asyncio.ensure_future(self._start(clock))

    async def _start(self, clock: list[float]) -> None:
        if self.barrier is not None:
            await asyncio.to_thread(self.barrier.wait)
        clock.extend((time.perf_counter(), time.perf_counter() + self.seconds))
        self.go.set()
        if self.pids:
            used = cpu_seconds(self.pids)
            await asyncio.sleep(self.seconds)
            self.server_cpu = cpu_seconds(self.pids) - used


async def play_seat(ws_url: str, token: str, rng: random.Random, clock: list[float],
                    think: float, tally: Tally, patched: bool) -> None:
    from websockets.asyncio.client import connect
    from websockets.exceptions import ConnectionClosed, ConnectionClosedOK

    from chocolatier.server.patches import apply

    connected = False
    try:
        # thousands of seats connecting at once: a few dozen handshakes at a time, each with
        # time enough on a loaded machine (the clock starts once all are in anyway)
        async with tally.opening:
            ws = await connect(ws_url, max_size=1 << 22, compression=None, open_timeout=120)
        async with ws:
            await ws.send(json.dumps({"type": "hello", "token": token, "patches": patched}))
            sent: dict[int, float] = {}
            state: dict[str, Any] = {}
            while True:
                # at the end of the clock a seat's partner may have left on the state this
                # seat got just before the end: nothing more comes, so the wait ends then
                left = clock[1] - time.perf_counter() + END_GRACE if clock else None
                try:
                    raw = await asyncio.wait_for(ws.recv(), left)
                except (TimeoutError, ConnectionClosedOK):
                    return
                message = orjson.loads(raw)
                if message["type"] == "error":
                    tally.errors.append(message["code"])
                if message["type"] not in ("state", "patch"):
                    continue
                if connected:
                    tally.sizes["patch" if patched else "full"].append(len(raw))
                if message["type"] == "patch":
                    if message["base"] != state.get("rev"):
                        tally.errors.append("missed-patch")
                        return
                    message = {**apply(state, message["diff"]), "rev": message["rev"]}
                state = message
                if not connected:
                    connected = True
                    tally.arrived(clock)
                    await tally.go.wait()
                now = time.perf_counter()
                started = sent.pop(message["seq"] - 1, None)
                if started is not None:
                    tally.latencies.append(now - started)
                    tally.last = now
                if message["result"] is not None or now > clock[1]:
                    return
                if message["legal"]:
                    if think:
                        await asyncio.sleep(think * rng.uniform(0.5, 1.5))
                    sent[message["state_id"]] = time.perf_counter()
                    action = rng.choice(message["legal"])["id"]
                    await ws.send(json.dumps(
                        {"type": "act", "state_id": message["state_id"], "action": action}))
    except (OSError, TimeoutError, ConnectionClosed) as exc:
        tally.errors.append(type(exc).__name__)
    finally:
        if not connected:  # a seat that never got in must not hold up the start
            tally.errors.append("no-state")
            tally.arrived(clock)


async def play_table(client: Any, url: str, first: tuple[str, list[str]], rng: random.Random,
                     clock: list[float], think: float, tally: Tally, patched: bool) -> None:
    """Games at one table, one after the other, until the time is up."""
    ws_base = url.replace("http://", "ws://")
    table_id, tokens = first
    while True:
        await asyncio.gather(*(
            play_seat(f"{ws_base}/ws/tables/{table_id}", token, random.Random(rng.random()),
                      clock, think, tally, patched)
            for token in tokens
        ))
        if time.perf_counter() >= clock[1]:
            return
        tally.games += 1
        table_id, tokens = await make_table(client, url, 0)


def pick_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


async def play_clients(url: str, tables: int, seconds: float, think: float, seed: int,
                       messages: str, barrier: Any = None,
                       pids: list[int] | None = None) -> dict[str, Any]:
    """``tables`` tables played by this process's seats; what they measured (``pids``: the
    server processes, whose CPU time it measures while the clock runs)."""
    import httpx

    tally = Tally(2 * tables, seconds, barrier, pids)
    # The clients are the measuring instrument: their own collector pauses (a full
    # collection over a thousand connections takes a tenth of a second) must not count as
    # server latency. A run lasts seconds, so uncollected cycles do not matter.
    gc.collect()
    gc.freeze()
    gc.disable()
    rng = random.Random(seed)
    limits = httpx.Limits(max_connections=20)
    async with httpx.AsyncClient(timeout=60, limits=limits) as client:
        making = asyncio.Semaphore(16)  # thousands of tables are made some at a time

        async def made_table(index: int) -> tuple[str, list[str]]:
            async with making:
                return await make_table(client, url, index)

        made = await asyncio.gather(*(made_table(i) for i in range(tables)))
        # start and stop times, set when every seat is connected
        clock: list[float] = []
        await asyncio.gather(*(
            play_table(client, url, first, random.Random(rng.random()), clock, think, tally,
                       messages == "patch" or (messages == "both" and index % 2 == 1))
            for index, first in enumerate(made)
        ))
    if tally._starting is not None:
        await tally._starting
    return {"elapsed": max(tally.last, clock[0] + 1e-3) - clock[0], "latencies": tally.latencies,
            "errors": tally.errors, "games": tally.games, "sizes": tally.sizes,
            "server_cpu": tally.server_cpu}


def client_process(url: str, tables: int, seconds: float, think: float, seed: int,
                   messages: str, barrier: Any, out: Any, pids: list[int]) -> None:
    """One client process of ``--client-processes``: its share of the tables (the first
    measures the servers' CPU time)."""
    from chocolatier.server.guard import raise_file_limit

    raise_file_limit()
    out.put(asyncio.run(play_clients(url, tables, seconds, think, seed, messages, barrier,
                                     pids if seed == 1 else None)))


def run_clients(url: str, tables: int, seconds: float, think: float,
                processes: int, messages: str = "patch",
                pids: list[int] | None = None) -> dict[str, Any]:
    """Play ``tables`` tables from ``processes`` client processes (1: in this one)."""
    if processes <= 1:
        return asyncio.run(play_clients(url, tables, seconds, think, 1, messages, None, pids))
    # spawned, not forked: this process runs an event loop and threads
    context = multiprocessing.get_context("spawn")
    barrier = context.Barrier(processes)
    out: Any = context.Queue()
    shares = [tables // processes + (i < tables % processes) for i in range(processes)]
    workers = [context.Process(target=client_process,
                                       args=(url, share, seconds, think, i + 1, messages,
                                             barrier, out, pids or []))
               for i, share in enumerate(shares)]
    for worker in workers:
        worker.start()
    parts: list[dict[str, Any]] = []
    while len(parts) < len(workers):
        try:
            parts.append(out.get(timeout=5))
        except queue.Empty:
            if any(w.exitcode not in (None, 0) for w in workers):
                for worker in workers:
                    worker.kill()
                raise SystemExit("a client process failed (its error is above)") from None
    for worker in workers:
        worker.join()
    return {"elapsed": max(p["elapsed"] for p in parts),
            "latencies": [x for p in parts for x in p["latencies"]],
            "errors": [x for p in parts for x in p["errors"]],
            "games": sum(p["games"] for p in parts),
            "sizes": {kind: [x for p in parts for x in p["sizes"][kind]]
                      for kind in ("full", "patch")},
            "server_cpu": next((p["server_cpu"] for p in parts if p["server_cpu"] is not None),
                               None)}


def pg_schema(url: str, name: str) -> str:
    """A fresh schema ``name`` on the PostgreSQL of ``url``; the URL that uses it."""
    from sqlalchemy import create_engine, text

    from chocolatier.server.storage import normalize_url

    engine = create_engine(normalize_url(url))
    with engine.begin() as conn:
        conn.execute(text(f"DROP SCHEMA IF EXISTS {name} CASCADE"))
        conn.execute(text(f"CREATE SCHEMA {name}"))
    engine.dispose()
    sep = "&" if "?" in url else "?"
    return f"{url}{sep}options=-csearch_path%3D{name}"


async def bench(tables: int, seconds: float, think: float, bot_tables: int = 0,
                bot_spec: str = "search:hard", bots: str = "pool", processes: int = 1,
                database: str | None = None, proxied: bool = False,
                client_processes: int = 1, messages: str = "patch") -> dict[str, Any]:
    import httpx

    folder = tempfile.mkdtemp(prefix="chocolatier-bench-")
    url_db = database or f"sqlite:///{Path(folder) / 'bench.sqlite3'}"
    ports = [pick_port() for _ in range(processes)]
    servers = [multiprocessing.Process(
        target=run_server,
        args=(port, url_db, tables, bot_tables, bots, proxied),
        daemon=False,  # it has children of its own (the bots' worker processes)
    ) for port in ports]
    proxy = None
    try:
        for server in servers:
            server.start()
        for port in ports:
            await wait_ready(f"http://127.0.0.1:{port}")
        url = f"http://127.0.0.1:{ports[0]}"
        if proxied:
            import sys

            sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "deploy"))
            from nginx_site import start_local

            proxy_port = pick_port()
            proxy = start_local([f"127.0.0.1:{p}" for p in ports], Path(folder) / "nginx",
                                proxy_port, workers=1)
            url = f"http://127.0.0.1:{proxy_port}"
        bot_ids = await make_bot_tables(url, bot_tables, bot_spec)
        played = await asyncio.to_thread(run_clients, url, tables, seconds, think,
                                         client_processes, messages,
                                         [server.pid for server in servers if server.pid])
        async with httpx.AsyncClient(timeout=60) as client:
            moves_by_bots = await bot_moves(client, url, bot_ids)
    finally:
        if proxy is not None:
            proxy.terminate()
            proxy.wait(30)
        for server in servers:
            server.terminate()  # uvicorn shuts down: the bots' workers stop with it
        for server in servers:
            server.join(timeout=30)
            if server.is_alive():
                server.kill()
                server.join()
        shutil.rmtree(folder, ignore_errors=True)
    ordered = sorted(played["latencies"])
    elapsed = played["elapsed"]

    def pct(p: float) -> float:
        return round(1000 * ordered[min(len(ordered) - 1, int(p * len(ordered)))], 2)

    def size(kind: str, p: float) -> int | None:
        sizes = sorted(played["sizes"][kind])
        return sizes[min(len(sizes) - 1, int(p * len(sizes)))] if sizes else None

    return {
        "benchmark": "server",
        "tables": tables,
        "think_seconds": think,
        "seconds": round(elapsed, 2),
        "actions": len(ordered),
        "actions_per_second": round(len(ordered) / elapsed, 1),
        "games_finished": played["games"],
        "errors": len(played["errors"]),
        "latency_ms_p50": pct(0.50) if ordered else None,
        "latency_ms_p99": pct(0.99) if ordered else None,
        "latency_ms_max": round(1000 * ordered[-1], 2) if ordered else None,
        "latency_ms_mean": round(1000 * statistics.fmean(ordered), 2) if ordered else None,
        # the servers' CPU time while the clock ran, per action: their cost per action
        # whatever share of a loaded machine they got (wall-clock rates depend on that share)
        "server_cpu_seconds": round(played["server_cpu"], 2)
        if played["server_cpu"] is not None else None,
        "server_cpu_ms_per_action": round(1000 * played["server_cpu"] / len(ordered), 3)
        if played["server_cpu"] is not None and ordered else None,
        "messages": messages,
        "state_bytes_full_p50": size("full", 0.5),
        "state_bytes_full_p90": size("full", 0.9),
        "state_bytes_patch_p50": size("patch", 0.5),
        "state_bytes_patch_p90": size("patch", 0.9),
        "database": "postgresql" if url_db.startswith("postgres") else "sqlite",
        "processes": processes,
        "proxy": "nginx" if proxied else None,
        "client_processes": client_processes,
        "bot_tables": bot_tables,
        "bot_spec": bot_spec if bot_tables else None,
        "bots": bots if bot_tables else None,
        "bot_moves": moves_by_bots,
    }


def scale_out(args: argparse.Namespace) -> dict[str, Any]:
    """One run per ``--processes`` count, through nginx, each on a schema of its own."""
    import os

    if not (args.database or "").startswith("postgres"):
        raise SystemExit("--processes needs --database postgresql://... (processes share it)")
    def measured(tables: int, seconds: float, think: float, count: int,
                 schema: str) -> dict[str, Any]:
        load = os.getloadavg()
        run = asyncio.run(bench(tables, seconds, think, args.bot_tables, args.bot_spec,
                                args.bots, count, pg_schema(args.database, schema), True,
                                args.client_processes))
        run["load_average_before"] = [round(x, 2) for x in load]
        run["load_average_after"] = [round(x, 2) for x in os.getloadavg()]
        return run

    runs = [measured(args.tables, args.seconds, args.think, count, f"bench_{index}_{count}")
            for index, count in enumerate(args.processes)]
    first = runs[0]["actions_per_second"]
    first_cpu = runs[0]["server_cpu_ms_per_action"]
    report: dict[str, Any] = {
        "benchmark": "server-scale-out", "runs": runs,
        "actions_per_second_ratio_to_first": [
            round(run["actions_per_second"] / first, 3) if first else None for run in runs],
        # the servers' CPU per action against the first run's: what a process more costs
        "server_cpu_per_action_ratio_to_first": [
            round(run["server_cpu_ms_per_action"] / first_cpu, 3)
            if first_cpu and run["server_cpu_ms_per_action"] else None for run in runs],
    }
    if args.paced:
        # the paced run, over the most processes, after the saturated ones
        count = max(args.processes)
        report["paced"] = measured(args.paced, args.paced_seconds or args.seconds,
                                   args.paced_think, count, f"bench_paced_{count}")
    return report


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
    parser.add_argument("--processes", type=int, nargs="+", default=None,
                        help="serve processes behind nginx, one run per count (1 2: two "
                        "against one); needs --database postgresql://...")
    parser.add_argument("--database", default=None,
                        help="the database URL (default: SQLite in a temporary folder)")
    parser.add_argument("--client-processes", type=int, default=1,
                        help="processes playing the tables (split between them)")
    parser.add_argument("--messages", choices=("patch", "full", "both"), default="patch",
                        help="seats ask for patches, full states, or half of the tables each")
    parser.add_argument("--paced", type=int, default=0, metavar="TABLES",
                        help="with --processes: then a run of TABLES paced tables over the "
                        "most processes (the p99 of paced play), in the same report")
    parser.add_argument("--paced-think", type=float, default=1.0,
                        help="the paced run's think time (seconds)")
    parser.add_argument("--paced-seconds", type=float, default=None,
                        help="the paced run's length (default: --seconds)")
    args = parser.parse_args()
    if args.processes:
        report = scale_out(args)
    else:
        database = args.database
        if database is not None and database.startswith("postgres"):
            database = pg_schema(database, "bench_single")  # a fresh one: no old tables
        report = asyncio.run(bench(args.tables, args.seconds, args.think, args.bot_tables,
                                   args.bot_spec, args.bots, database=database,
                                   client_processes=args.client_processes,
                                   messages=args.messages))
    print(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
