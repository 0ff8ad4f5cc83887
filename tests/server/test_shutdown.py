"""A real ``chocolatier serve`` stopped with SIGTERM in the middle of a game: every table socket
is closed with 1012 ("service restart") after its acks, the process ends cleanly, and what
was acknowledged is exactly what the restarted server has stored."""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import random
import signal
from pathlib import Path
from typing import Any

import httpx
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from chocolatier.server.shutdown import RESTART_CODE
from tests.server.serve_procs import free_port, start_serve, stop

TABLE = {"game": "factory", "seats": [{"kind": "human"}] * 2, "join": 0, "seed": 11,
         "options": {"mode": "turns"}}
ACKS_BEFORE_SIGTERM = 12


def make_table(base: str) -> tuple[str, list[str]]:
    made = httpx.post(f"{base}/api/tables", json=TABLE).json()
    joined = httpx.post(f"{base}/api/tables/{made['id']}/join",
                        json={"invite": made["invite"]}).json()
    return made["id"], [made["token"], joined["token"]]


async def play_seat(url: str, token: str, acked: list[int], signal_after: Any,
                    rng: random.Random) -> int | None:
    """Act at random whenever it is this seat's turn until the server closes the socket;
    every acknowledged seq goes to ``acked``. Returns the close code."""
    async with connect(url, compression=None) as ws:
        await ws.send(json.dumps({"type": "hello", "token": token}))
        ref = 0
        try:
            async for raw in ws:
                message = json.loads(raw)
                if message["type"] == "ack":
                    acked.append(message["seq"])
                    signal_after()
                elif message["type"] == "state" and message["legal"]:
                    ref += 1
                    action = rng.choice(message["legal"])["id"]
                    # the server may have closed meanwhile: what it sent before its close
                    # (this seat's last ack among it) is still to be read
                    with contextlib.suppress(ConnectionClosed):
                        await ws.send(json.dumps({"type": "act", "ref": ref, "action": action,
                                                  "state_id": message["state_id"]}))
        except ConnectionClosed:
            pass
        return ws.close_code


def test_sigterm_closes_with_1012_after_the_acks_and_loses_no_acknowledged_move(
        tmp_path: Path) -> None:
    database = f"sqlite:///{tmp_path / 'shutdown.sqlite3'}"
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    log = tmp_path / "serve.log"
    server = start_serve(database, port, log, ["--log-level", "info"])
    try:
        table_id, tokens = make_table(base)
        acked: list[int] = []

        def signal_after() -> None:
            if len(acked) == ACKS_BEFORE_SIGTERM:  # mid-game, with moves in flight
                os.kill(server.pid, signal.SIGTERM)

        async def play() -> list[int | None]:
            url = f"ws://127.0.0.1:{port}/ws/tables/{table_id}"
            return list(await asyncio.gather(*(
                play_seat(url, token, acked, signal_after, random.Random(seat))
                for seat, token in enumerate(tokens))))

        codes = asyncio.run(asyncio.wait_for(play(), 120))
        # uvicorn ends by raising the signal it caught again, once its shutdown is done
        assert server.wait(60) in (0, -signal.SIGTERM), log.read_text()[-3000:]
    finally:
        stop(server)
    assert codes == [RESTART_CODE, RESTART_CODE]
    assert len(acked) >= ACKS_BEFORE_SIGTERM
    assert "drained in" in log.read_text()
    restarted = start_serve(database, port, log)
    try:
        stored = httpx.get(f"{base}/api/tables/{table_id}").json()["moves"]
    finally:
        stop(restarted)
    # every acknowledged move is stored, and every stored move was acknowledged (acks carry
    # the event's seq, counted from 0)
    assert sorted(acked) == list(range(stored))
