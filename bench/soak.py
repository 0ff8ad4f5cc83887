"""Soak test of the web table (issue 23): a real ``chocolatier serve`` (SQLite in a temporary
folder, its default limits) under a mixed load for ``--minutes`` (default 30):

- ``--tables`` (200) paced tables, each a Chocolate Factory game between a ``heuristic`` bot
  (paced by the server's ``--bot-delay``) and one human-like client that thinks
  ``--think`` seconds (uniformly between the two values) before each move; a finished game is
  followed by a new table. The tables come from 20 client addresses (127.0.1.x), 10 each;
- ``--slow-sockets`` (1 000) slow sockets from other addresses: half of them HTTP clients that
  dribble a request's headers a line every few seconds (slowloris; the server cuts them off at
  its header deadline and they come back), half WebSocket spectators of the running tables that
  read one message at a time with a pause (a slow phone);
- a login flood: ``--flood-addresses`` (20) addresses guessing one account's password
  ``--flood-rate`` (5) times a second each, while its owner logs in with the right one every minute;
- a lobby probe: ``GET /api/tables`` once a second from an address of its own.

The human-like clients and the lobby probe (what is measured) run in this process; the slow
sockets and the flood in a second one, so that the load does not slow down the instrument.
Every table socket (players' and spectators') asks for patches after its first full state and
applies them, as the browser's page does.

Prints (and with ``--out`` writes) one JSON object: the human-like clients' move latency
(from sending a move to receiving the state that holds it) and the lobby's, at p50/p99/max;
errors by kind (an ``error`` or ``rejected`` message to a human-like client, a move with no answer
in 10 s, a failed or 5xx lobby request or table creation); the server's memory (RSS, its own
process and its bot workers') after ``--warmup`` minutes (5) and at the end, and its growth; the
CPU the server, its bot workers and the two client processes used; the load average during the
run (the machine may be shared). The clients run on uvloop when it is installed (it is, with
uvicorn's standard extras): the lighter the instrument, the more of the two cores is the server's.

    .venv/bin/python bench/soak.py [--minutes 30] [--tables 200] [--slow-sockets 1000] [--out F]
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import multiprocessing
import os
import random
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any

import orjson

from chocolatier.server import patches

HUMAN_ADDRESSES = [f"127.0.1.{i}" for i in range(1, 21)]
LOBBY_ADDRESS = "127.0.2.1"
OWNER_ADDRESS = "127.0.3.1"
SLOWLORIS_ADDRESSES = [f"127.0.5.{i}" for i in range(1, 6)]  # 100 each (limit: 256)
SPECTATOR_ADDRESSES = [f"127.0.6.{i}" for i in range(1, 11)]  # 50 each (limit: 64)
ACCOUNT, PASSWORD = "soak-owner", "cocoa beans at dawn 42"
ANSWER_TIMEOUT = 10.0


def free_port() -> int:
    """A free loopback port."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def start_server(port: int, folder: str) -> subprocess.Popen[bytes]:
    """``chocolatier serve`` as a user starts it (its defaults), on a fresh SQLite file."""
    command = [sys.executable, "-c", "from chocolatier.cli import main; main()", "serve",
               "--port", str(port), "--database", f"sqlite:///{folder}/soak.sqlite3",
               "--log-level", "warning"]
    return subprocess.Popen(command, stdout=subprocess.DEVNULL,
                            stderr=open(Path(folder) / "server.log", "wb"))


def rss_kib(pid: int) -> int:
    """Resident memory of a process, in KiB (0: gone)."""
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    except OSError:
        pass
    return 0


def cpu_seconds(pid: int) -> float:
    """CPU time (user + system) a process has used, in seconds (0: gone)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def children(pid: int) -> list[int]:
    """The child processes of ``pid`` (the server's bot workers)."""
    try:
        text = Path(f"/proc/{pid}/task/{pid}/children").read_text()
    except OSError:
        return []
    return [int(p) for p in text.split()]


def pct(values: list[float], p: float) -> float | None:
    """The ``p`` quantile of ``values`` in milliseconds."""
    if not values:
        return None
    ordered = sorted(values)
    return round(1000 * ordered[min(len(ordered) - 1, int(p * len(ordered)))], 1)


def figures(values: list[float]) -> dict[str, Any]:
    """Count, p50, p99 and max (ms) of latencies in seconds."""
    return {"count": len(values), "p50_ms": pct(values, 0.5), "p99_ms": pct(values, 0.99),
            "max_ms": round(1000 * max(values), 1) if values else None}


def client(address: str, timeout: float = 30.0) -> Any:
    """An HTTP client whose sockets leave from ``address``."""
    import httpx

    # kept-alive connections are dropped before the server's 5 s idle limit closes them: a
    # request on a connection the server is closing would count as the server's error
    transport = httpx.AsyncHTTPTransport(local_address=address,
                                         limits=httpx.Limits(keepalive_expiry=2.0))
    return httpx.AsyncClient(transport=transport, timeout=timeout)


async def wait_ready(url: str, server: subprocess.Popen[bytes]) -> None:
    """Until the server answers."""
    import httpx

    async with httpx.AsyncClient() as http:
        for _ in range(600):
            if server.poll() is not None:
                raise SystemExit("the server stopped at start")
            try:
                await http.get(url + "/api/games")
                return
            except httpx.TransportError:
                await asyncio.sleep(0.1)
    raise SystemExit("the server did not start")


class Measure:
    """What the measuring process saw."""

    def __init__(self, warmup_end: float) -> None:
        self.warmup_end = warmup_end
        self.moves: list[float] = []
        self.moves_after_warmup: list[float] = []
        self.lobby: list[float] = []
        self.errors = Counter[str]()
        self.games = 0
        self.tables = 0

    def move(self, seconds: float) -> None:
        """A move's latency."""
        self.moves.append(seconds)
        if time.monotonic() >= self.warmup_end:
            self.moves_after_warmup.append(seconds)


class Page:
    """What a browser's page holds of a table: it asks for patches after the first full state
    (as ``table.js`` does) and applies them (``server/patches.py``)."""

    def __init__(self) -> None:
        self.state: dict[str, Any] | None = None

    def read(self, raw: str | bytes) -> dict[str, Any]:
        """The message, a patch made into the full state it gives; ``{"type": "missed"}`` for
        a patch of a state the page does not hold (it asks for the full state again)."""
        message: dict[str, Any] = orjson.loads(raw)
        if message["type"] == "patch":
            if self.state is None or self.state.get("rev") != message["base"]:
                return {"type": "missed"}
            held = {k: v for k, v in self.state.items() if k not in ("rev", "log_from", "log")}
            message = {**patches.apply(held, message["diff"]), "rev": message["rev"]}
        if message["type"] == "state":
            self.state = message
        return message


async def human_table(url: str, address: str, rng: random.Random, think: tuple[float, float],
                      stop: float, measure: Measure) -> None:
    """Tables one after the other: a human-like client against a heuristic bot. A lost
    connection comes back to the same table (a person reloads the page); a new table only
    once the game is over."""
    from websockets.asyncio.client import connect

    ws_base = url.replace("http://", "ws://")
    # public: listed in the lobby and watched by the slow spectators (a private table is
    # neither listed nor watched without its link)
    body = {"game": "factory", "seats": [{"kind": "human"}, {"kind": "bot", "bot": "heuristic"}],
            "join": 0, "title": "soak", "options": {"public": True}}
    made = None
    async with client(address) as http:
        while time.monotonic() < stop:
            if made is None:
                try:
                    answer = await http.post(url + "/api/tables", json=body)
                except Exception as exc:  # a refused or lost connection is an error of the run
                    measure.errors[f"create-{type(exc).__name__}"] += 1
                    await asyncio.sleep(5)
                    continue
                if answer.status_code != 201:
                    measure.errors[f"create-{answer.status_code}"] += 1
                    await asyncio.sleep(5)
                    continue
                made = answer.json()
                measure.tables += 1
            try:
                async with connect(f"{ws_base}/ws/tables/{made['id']}", max_size=1 << 22,
                                   compression=None, local_addr=(address, 0),
                                   open_timeout=30) as ws:
                    await ws.send(orjson.dumps({"type": "hello", "token": made["token"],
                                                "patches": True}).decode())
                    if await play(ws, rng, think, stop, measure):
                        measure.games += 1
                        made = None
            except Exception as exc:
                measure.errors[f"socket-{type(exc).__name__}"] += 1
                await asyncio.sleep(1)


async def play(ws: Any, rng: random.Random, think: tuple[float, float], stop: float,
               measure: Measure) -> bool:
    """Play one game at human pace; ``True`` when it ended."""
    sent_at: float | None = None
    waiting_for = -1
    ref = 0
    page = Page()
    while True:
        timeout = ANSWER_TIMEOUT if sent_at is not None else 120.0
        try:
            raw = await asyncio.wait_for(ws.recv(), timeout)
        except TimeoutError:
            measure.errors["no-answer" if sent_at is not None else "no-state"] += 1
            return False
        message = page.read(raw)
        kind = message["type"]
        if kind == "missed":
            await ws.send('{"type": "sync"}')
            continue
        if kind in ("error", "rejected"):
            measure.errors[f"{kind}-{message.get('code')}"] += 1
            sent_at = None
            continue
        if kind != "state":
            continue
        if sent_at is not None and message["seq"] > waiting_for:
            measure.move(time.perf_counter() - sent_at)
            sent_at = None
        if message["result"] is not None:
            return True
        if time.monotonic() >= stop:
            return False
        if message["legal"] and sent_at is None:
            await asyncio.sleep(rng.uniform(*think))
            # the bot may have moved meanwhile: act on what arrived (as a person would look)
            while True:
                try:
                    newer = page.read(await asyncio.wait_for(ws.recv(), 0.001))
                except TimeoutError:
                    break
                if newer["type"] == "missed":
                    await ws.send('{"type": "sync"}')
                elif newer["type"] == "state":
                    message = newer
                    if message["result"] is not None:
                        return True
            if not message["legal"]:
                continue
            ref += 1
            waiting_for = message["state_id"]
            sent_at = time.perf_counter()
            await ws.send(orjson.dumps({"type": "act", "state_id": message["state_id"],
                                        "ref": ref,
                                        "action": rng.choice(message["legal"])["id"]}).decode())


async def lobby_probe(url: str, stop: float, measure: Measure) -> None:
    """``GET /api/tables`` once a second, timed."""
    async with client(LOBBY_ADDRESS) as http:
        while time.monotonic() < stop:
            began = time.perf_counter()
            try:
                answer = await http.get(url + "/api/tables")
                if answer.status_code != 200:
                    measure.errors[f"lobby-{answer.status_code}"] += 1
                else:
                    measure.lobby.append(time.perf_counter() - began)
            except Exception as exc:
                measure.errors[f"lobby-{type(exc).__name__}"] += 1
            await asyncio.sleep(1.0)


async def memory_sampler(pid: int, started: float, stop: float,
                         samples: list[dict[str, Any]]) -> None:
    """The server's RSS (its process, and with its workers), its CPU time and its workers' and
    the load average, every 5 s."""
    while time.monotonic() < stop:
        own, workers = rss_kib(pid), children(pid)
        samples.append({"minute": round((time.monotonic() - started) / 60, 2),
                        "server_kib": own,
                        "with_workers_kib": own + sum(rss_kib(c) for c in workers),
                        "workers": len(workers),
                        "server_cpu_s": round(cpu_seconds(pid), 2),
                        "workers_cpu_s": round(sum(cpu_seconds(c) for c in workers), 2),
                        "load_1min": os.getloadavg()[0]})
        await asyncio.sleep(5)


# -- the load (a process of its own) ---------------------------------------------------------

async def slowloris(host: str, port: int, address: str, stop: float, tally: Counter[str]) -> None:
    """An HTTP client that sends a header line every few seconds, for ever, reconnecting when
    the server cuts it off."""
    while time.monotonic() < stop:
        try:
            reader, writer = await asyncio.open_connection(host, port, local_addr=(address, 0))
        except OSError:
            tally["slowloris-refused"] += 1
            await asyncio.sleep(2)
            continue
        tally["slowloris-connects"] += 1
        try:
            writer.write(b"GET /api/games HTTP/1.1\r\nHost: soak\r\n")
            while time.monotonic() < stop:
                await asyncio.sleep(3)
                writer.write(b"X-Slow: a\r\n")
                await writer.drain()
                if reader.at_eof():
                    break
        except OSError:
            pass
        finally:
            tally["slowloris-cut-off"] += 1
            writer.close()
        await asyncio.sleep(random.uniform(0.5, 1.5))


async def spectator(url: str, address: str, stop: float, tally: Counter[str]) -> None:
    """A spectator of a running table that reads one message every half second."""
    from websockets.asyncio.client import connect

    ws_base = url.replace("http://", "ws://")
    async with client(address) as http:
        while time.monotonic() < stop:
            try:
                listed = (await http.get(url + "/api/tables?status=running")).json()
                tables = listed["tables"] if isinstance(listed, dict) else listed
                if not tables:
                    await asyncio.sleep(2)
                    continue
                table = random.choice(tables)["id"]
                async with connect(f"{ws_base}/ws/tables/{table}", max_size=1 << 22,
                                   compression=None, local_addr=(address, 0)) as ws:
                    tally["spectator-connects"] += 1
                    await ws.send('{"type": "hello", "token": null, "patches": true}')
                    page = Page()
                    while time.monotonic() < stop:
                        # a table goes quiet once the run's players leave: wait until the end
                        left = stop - time.monotonic()
                        try:
                            raw = await asyncio.wait_for(ws.recv(), min(60.0, left))
                        except TimeoutError:
                            if time.monotonic() < stop:
                                raise
                            break
                        message = page.read(raw)
                        if message["type"] == "missed":
                            await ws.send('{"type": "sync"}')
                        elif message["type"] == "state" and message["result"] is not None:
                            break
                        await asyncio.sleep(0.5)
            except Exception as exc:
                tally[f"spectator-{type(exc).__name__}"] += 1
                await asyncio.sleep(2)


async def flooder(url: str, address: str, rate: float, stop: float,
                  tally: Counter[str]) -> None:
    """Guesses the account's password ``rate`` times a second."""
    async with client(address) as http:
        guess = 0
        while time.monotonic() < stop:
            guess += 1
            await asyncio.sleep(random.expovariate(rate))
            try:
                answer = await http.post(url + "/api/login",
                                         json={"name": ACCOUNT, "password": f"guess-{guess:08d}"})
                tally[f"flood-{answer.status_code}"] += 1
            except Exception as exc:
                tally[f"flood-{type(exc).__name__}"] += 1
                await asyncio.sleep(1)


async def owner(url: str, stop: float, tally: Counter[str]) -> None:
    """The account's owner logs in with the right password once a minute."""
    async with client(OWNER_ADDRESS) as http:
        while time.monotonic() < stop:
            try:
                answer = await http.post(url + "/api/login",
                                         json={"name": ACCOUNT, "password": PASSWORD})
                tally[f"owner-{answer.status_code}"] += 1
            except Exception as exc:
                tally[f"owner-{type(exc).__name__}"] += 1
            await asyncio.sleep(60)


async def load(url: str, seconds: float, slow: int, flood: int,
               rate: float) -> dict[str, int]:
    """The slow sockets and the login flood, for ``seconds``."""
    gc.disable()
    host, port = url.removeprefix("http://").split(":")
    stop = time.monotonic() + seconds
    tally = Counter[str]()
    tasks = [slowloris(host, int(port), SLOWLORIS_ADDRESSES[i % len(SLOWLORIS_ADDRESSES)], stop,
                       tally) for i in range(slow // 2)]
    tasks += [spectator(url, SPECTATOR_ADDRESSES[i % len(SPECTATOR_ADDRESSES)], stop, tally)
              for i in range(slow - slow // 2)]
    tasks += [flooder(url, f"127.0.4.{i + 1}", rate, stop, tally) for i in range(flood)]
    tasks.append(owner(url, stop, tally))
    await asyncio.gather(*tasks)
    return dict(tally)


def run_load(url: str, seconds: float, slow: int, flood: int, rate: float, out: Any) -> None:
    """The load process: its tally (with the CPU it used) goes back through ``out``."""
    began = time.process_time()
    tally = run(load(url, seconds, slow, flood, rate))
    out.put({**tally, "load_process_cpu_s": round(time.process_time() - began, 1)})


def run(work: Any) -> Any:
    """Run a coroutine on uvloop when it is installed (the clients share the server's cores:
    the lighter their loop, the less they take from it), else on asyncio's loop."""
    try:
        import uvloop
    except ImportError:
        return asyncio.run(work)
    return uvloop.run(work)


# -- the run ---------------------------------------------------------------------------------

async def soak(args: argparse.Namespace) -> dict[str, Any]:
    """Start the server and the load, measure, stop everything; the figures."""
    port = free_port()
    url = f"http://127.0.0.1:{port}"
    folder = tempfile.mkdtemp(prefix="chocolatier-soak-")
    server = start_server(port, folder)
    seconds = 60 * args.minutes
    loader = None
    try:
        await wait_ready(url, server)
        async with client(OWNER_ADDRESS) as http:
            made = await http.post(url + "/api/register", json={"name": ACCOUNT,
                                                                "password": PASSWORD})
            if made.status_code != 200:
                raise SystemExit(f"could not register the account: {made.text}")
        # The clients are the instrument: their collector's pauses must not count as latency.
        gc.collect()
        gc.freeze()
        gc.disable()
        results: Any = multiprocessing.get_context("spawn").Queue()
        loader = multiprocessing.get_context("spawn").Process(
            target=run_load, args=(url, seconds, args.slow_sockets, args.flood_addresses,
                                   args.flood_rate, results))
        loader.start()
        clients_cpu = time.process_time()
        began = time.monotonic()
        stop = began + seconds
        measure = Measure(began + 60 * args.warmup)
        samples: list[dict[str, Any]] = []
        rng = random.Random(args.seed)
        think = (args.think[0], args.think[1])
        tasks = [human_table(url, HUMAN_ADDRESSES[i % len(HUMAN_ADDRESSES)],
                             random.Random(rng.random()), think, stop, measure)
                 for i in range(args.tables)]
        tasks += [lobby_probe(url, stop, measure), memory_sampler(server.pid, began, stop,
                                                                  samples)]
        await asyncio.gather(*tasks)
        clients_cpu = time.process_time() - clients_cpu
        loaded = results.get(timeout=120)
        loader.join(timeout=60)
        alive = server.poll() is None
    finally:
        if loader is not None and loader.is_alive():
            loader.terminate()
        server.terminate()
        try:
            server.wait(timeout=30)
        except subprocess.TimeoutExpired:
            server.kill()
        server_log = (Path(folder) / "server.log").read_text(errors="replace")
        shutil.rmtree(folder, ignore_errors=True)
    # RSS swings by the password hashes' memory (argon2 takes tens of MiB while it runs): the
    # reference is the median of the minute after the warm-up, the end the last minute's
    after = [s for s in samples if args.warmup <= s["minute"] < args.warmup + 1] or samples[:4]
    end = [s for s in samples if s["minute"] >= samples[-1]["minute"] - 1]

    def median(group: list[dict[str, Any]], key: str) -> float:
        return float(statistics.median(s[key] for s in group))

    def growth(key: str) -> float:
        first, last = median(after, key), median(end, key)
        return round(100 * (last - first) / first, 1) if first else 0.0

    loads = [s["load_1min"] for s in samples]
    span = 60 * (samples[-1]["minute"] - samples[0]["minute"]) or 1.0
    return {
        "benchmark": "soak",
        "minutes": args.minutes,
        "warmup_minutes": args.warmup,
        "tables": args.tables,
        "think_seconds": list(think),
        "slow_sockets": args.slow_sockets,
        "flood_addresses": args.flood_addresses,
        "human_moves": figures(measure.moves),
        "human_moves_after_warmup": figures(measure.moves_after_warmup),
        "lobby": figures(measure.lobby),
        "errors": sum(measure.errors.values()),
        "errors_by_kind": dict(measure.errors),
        "tables_made": measure.tables,
        "games_finished": measure.games,
        "load": loaded,
        "rss_mib_after_warmup": round(median(after, "server_kib") / 1024, 1),
        "rss_mib_end": round(median(end, "server_kib") / 1024, 1),
        "rss_mib_max": round(max(s["server_kib"] for s in samples) / 1024, 1),
        "rss_growth_percent": growth("server_kib"),
        "rss_with_workers_mib_after_warmup": round(median(after, "with_workers_kib") / 1024, 1),
        "rss_with_workers_mib_end": round(median(end, "with_workers_kib") / 1024, 1),
        "rss_with_workers_growth_percent": growth("with_workers_kib"),
        "memory_samples": samples,
        "server_alive_at_end": alive,
        "server_log_tracebacks": server_log.count("Traceback"),
        "cpus": os.cpu_count(),
        # the server's share of one core: near 1, it was saturated; far below while its answers
        # were slow, it was waiting for the CPU (a shared machine)
        "server_cores_used": round((samples[-1]["server_cpu_s"] - samples[0]["server_cpu_s"])
                                   / span, 2),
        "workers_cores_used": round((samples[-1]["workers_cpu_s"] - samples[0]["workers_cpu_s"])
                                    / span, 2),
        "server_cpu_s": round(samples[-1]["server_cpu_s"] - samples[0]["server_cpu_s"], 1),
        # the instrument's own share (this process; the load's is in "load"): near a core,
        # the clients, not the server, would be what was measured
        "measuring_process_cpu_s": round(clients_cpu, 1),
        "load_average_mean": round(sum(loads) / len(loads), 2) if loads else None,
        "load_average_max": max(loads) if loads else None,
        "database": "sqlite",
    }


def main() -> None:
    """Parse the options, run, print the JSON."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--minutes", type=float, default=30.0)
    parser.add_argument("--warmup", type=float, default=5.0,
                        help="minutes after which the memory is the reference")
    parser.add_argument("--tables", type=int, default=200)
    parser.add_argument("--think", type=float, nargs=2, default=(2.0, 6.0),
                        metavar=("LEAST", "MOST"), help="seconds a human-like client thinks")
    parser.add_argument("--slow-sockets", type=int, default=1000)
    parser.add_argument("--flood-addresses", type=int, default=20)
    parser.add_argument("--flood-rate", type=float, default=5.0,
                        help="login guesses a second from each flooding address")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", type=Path, help="also write the JSON here")
    args = parser.parse_args()
    report = run(soak(args))
    text = json.dumps(report, indent=2)
    print(text)
    if args.out is not None:
        args.out.write_text(text + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
