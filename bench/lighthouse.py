"""Lighthouse mobile on the lobby and on a table: performance score, cumulative layout shift,
largest contentful paint and total blocking time, as JSON.

Starts ``chocolatier serve`` (SQLite in a temporary folder) on a free loopback port, makes a
Chocolate Factory table (a player against the heuristic bot, no clock, the player to start) and
runs Lighthouse (npm ``lighthouse``, ``bench/lighthouse/``, on Debian's ``/usr/bin/chromium``;
its default mobile emulation and simulated throttling) on the lobby as a first visitor sees it
and on the table as its player sees it (the seat token in the browser's storage). Each page is
measured ``--runs`` times; the median run (by performance) is reported, with every run's
figures.

    (cd bench/lighthouse && npm ci)       # once
    .venv/bin/python bench/lighthouse.py [--runs 3]

``LHR_DUMP=file.json`` keeps the last run's whole Lighthouse report (its long tasks, the LCP
element...) to see what a figure is made of.
"""

from __future__ import annotations

import argparse
import json
import os
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx

HERE = Path(__file__).resolve().parent
RUNNER = HERE / "lighthouse" / "run.mjs"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def start_server(port: int, folder: Path) -> subprocess.Popen[bytes]:
    """``chocolatier serve`` in its own process (the page's scripts and Lighthouse share none
    of its CPU time but the machine's)."""
    code = "from chocolatier.cli import main; main()"
    command = [sys.executable, "-c", code, "serve", "--port", str(port), "--database",
               f"sqlite:///{folder / 'lighthouse.sqlite3'}", "--log-level", "warning"]
    server = subprocess.Popen(command, env=os.environ.copy(), stdout=subprocess.DEVNULL)
    deadline = time.monotonic() + 60
    while True:
        try:
            httpx.get(f"http://127.0.0.1:{port}/api/games", timeout=2).raise_for_status()
            return server
        except httpx.HTTPError:
            if server.poll() is not None or time.monotonic() > deadline:
                server.kill()
                raise SystemExit("the server did not start") from None
            time.sleep(0.2)


def lighthouse(url: str, seats: dict[str, Any] | None = None) -> dict[str, Any]:
    """One Lighthouse run of ``url`` (with ``seats`` in the browser's storage)."""
    command = ["node", str(RUNNER), url] + ([json.dumps(seats)] if seats else [])
    done = subprocess.run(command, capture_output=True, text=True, timeout=300, check=False,
                          cwd=RUNNER.parent)
    if done.returncode != 0:
        raise SystemExit(f"lighthouse failed on {url}:\n{done.stderr[-2000:]}")
    result: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def median_run(runs: list[dict[str, Any]]) -> dict[str, Any]:
    ranked = sorted(runs, key=lambda r: r["performance"])
    middle = dict(ranked[len(ranked) // 2])
    middle["runs"] = [{k: r[k] for k in ("performance", "cls", "lcp_ms", "tbt_ms")} for r in runs]
    return middle


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3, help="Lighthouse runs per page")
    args = parser.parse_args()
    if not (RUNNER.parent / "node_modules" / "lighthouse").exists():
        raise SystemExit("install Lighthouse first: (cd bench/lighthouse && npm ci)")
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    with tempfile.TemporaryDirectory() as folder:
        server = start_server(port, Path(folder))
        try:
            made = httpx.post(f"{base}/api/tables", timeout=10, json={
                "game": "factory", "title": "Lighthouse", "name": "Ann", "join": 0,
                # the player starts: the page loads at their move, not amid the bot's
                "options": {"start_player": 0},
                "seats": [{"kind": "human"}, {"kind": "bot", "bot": "heuristic"}]}).json()
            seats = {made["id"]: {"token": made["token"], "seat": made["seat"]}}
            pages = {
                "lobby": median_run([lighthouse(f"{base}/") for _ in range(args.runs)]),
                "table": median_run([lighthouse(f"{base}/t/{made['id']}", seats)
                                     for _ in range(args.runs)]),
            }
        finally:
            server.terminate()
            server.wait(timeout=30)
    print(json.dumps({"benchmark": "lighthouse", "form_factor": "mobile", "runs": args.runs,
                      **pages}, indent=2))


if __name__ == "__main__":
    main()
