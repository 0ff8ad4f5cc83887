"""Debian's nginx, configured from deploy/ (rendered by deploy/nginx_site.py), in front of two
real ``chocolatier serve`` processes on one PostgreSQL: a whole game is played through it (the
lobby over HTTP, the seats over WebSockets), the browser files come from nginx itself, and the
per-address limits count the address nginx saw, whatever a client claims in X-Forwarded-For."""

from __future__ import annotations

import asyncio
import json
import shutil
from pathlib import Path
from typing import Any

import httpx
import pytest
from websockets.asyncio.client import connect

from tests.server.serve_procs import nginx, serving
from tests.server.test_postgres import pg_url  # noqa: F401  (the fixture)

pytestmark = [
    pytest.mark.postgres,
    pytest.mark.skipif(shutil.which("nginx") is None and not Path("/usr/sbin/nginx").exists(),
                       reason="no nginx (scripts/test.sh installs Debian's)"),
]
SERVE = ["--forwarded-allow-ips", "127.0.0.1", "--max-tables", "3"]
HUMANS = [{"kind": "human"}] * 2


async def play_seat(url: str, token: str) -> dict[str, Any]:
    """Bet 1 and stay whenever it is this seat's turn, until the game's result; the last
    state."""
    async with connect(url, compression=None) as ws:
        await ws.send(json.dumps({"type": "hello", "token": token}))
        ref = 0
        async for raw in ws:
            message = json.loads(raw)
            if message["type"] == "error" or (message["type"] == "rejected"
                                               and message["code"] != "stale-state"):
                raise AssertionError(message)
            # stale-state: the other seat moved through the other process first; its new
            # state follows (LISTEN/NOTIFY)
            if message["type"] != "state":
                continue
            if message["result"] is not None:
                return dict(message)
            if message["you"] in message["to_act"]:
                legal = {a["notation"] for a in message["legal"]}
                ref += 1
                await ws.send(json.dumps({"type": "act", "ref": ref,
                                          "state_id": message["state_id"],
                                          "action": "bet 1" if "bet 1" in legal else "stay"}))
    raise AssertionError("the socket closed before the game ended")


def test_a_game_through_nginx_in_front_of_two_processes(pg_url: str,  # noqa: F811
                                                        tmp_path: Path) -> None:
    with serving(pg_url, 2, tmp_path, SERVE) as ports, nginx(ports, tmp_path / "nginx") as base:
        # the lobby through nginx: made on one process, joined (likely) through the other
        made = httpx.post(f"{base}/api/tables", json={"game": "deck", "seats": HUMANS,
                                                       "join": 0, "name": "Ann"}).json()
        joined = httpx.post(f"{base}/api/tables/{made['id']}/join",
                            json={"invite": made["invite"], "name": "Bo"}).json()
        url = base.replace("http://", "ws://") + f"/ws/tables/{made['id']}"

        async def both() -> list[dict[str, Any]]:
            return list(await asyncio.wait_for(asyncio.gather(
                play_seat(url, made["token"]), play_seat(url, joined["token"])), 120))

        finals = asyncio.run(both())
        assert finals[0]["result"] == finals[1]["result"]
        table = httpx.get(f"{base}/api/tables/{made['id']}").json()
        assert table["status"] == "finished"
        # every process has it (each answers on its own port)
        for port in ports:
            assert httpx.get(f"http://127.0.0.1:{port}/api/tables/{made['id']}").json()[
                "status"] == "finished"

        # the browser's files: from nginx (its expiry header), with the server's headers
        script = httpx.get(f"{base}/static/js/table.js")
        assert script.status_code == 200 and "connect()" in script.text
        assert script.headers["server"].startswith("nginx")
        assert "max-age=600" in script.headers["cache-control"]
        assert "frame-ancestors 'none'" in script.headers["content-security-policy"]
        # health through nginx; metrics only at each process's own port
        assert httpx.get(f"{base}/readyz").json()["status"] == "ready"
        assert httpx.get(f"{base}/metrics").status_code == 404
        assert "chocolatier_events_total" in httpx.get(f"http://127.0.0.1:{ports[0]}/metrics").text

        # the per-address limit (3 unfinished tables) counts the address nginx saw: a client
        # claiming other addresses in X-Forwarded-For is still the one loopback client
        answers = [httpx.post(f"{base}/api/tables", json={"game": "deck", "seats": HUMANS},
                              headers={"X-Forwarded-For": f"10.0.0.{n}"}).status_code
                   for n in range(4)]
        assert answers == [201, 201, 201, 429]
