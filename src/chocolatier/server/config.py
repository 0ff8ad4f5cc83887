"""Settings of a server process (all limits are per client address unless said otherwise)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class ServerConfig:
    """How the server runs.

    ``bot_delay`` paces bot moves so that people can follow them (0 in tests and benchmarks).
    ``allow_seeds`` lets a table's creator choose its seed (reproducible test and benchmark
    games); it is off by default because whoever knows the seed knows every hidden card.
    ``tune_gc`` tunes the process's garbage collector at start (see
    :func:`chocolatier.server.app.tune_gc`): for a process that is the server, not for tests
    sharing their process with others.
    ``cards_dir`` is a folder of card sets offered besides the default cards: each subfolder
    holds card files in the format of ``chocolatier cards --cards DIR``.
    """

    database_url: str
    bot_delay: float = 0.4
    allow_seeds: bool = False
    max_open_tables_per_client: int = 20
    max_connections_per_client: int = 64
    messages_per_second: float = 10.0
    message_burst: float = 30.0
    # rate-limit violations tolerated on one connection before it is closed
    max_strikes: int = 5
    max_seats: int = 4
    cards_dir: str | None = None
    tune_gc: bool = False


def uvicorn_options() -> dict[str, Any]:
    """How uvicorn serves the table's WebSockets.

    No per-message compression: deflating a few-KB state message costs more CPU than building
    it (a third of a millisecond per message, on both ends), and table traffic is small anyway.
    Frames bigger than ``ws_max_size`` are refused before the protocol layer parses them.
    """
    from chocolatier.server.protocol import MAX_MESSAGE_BYTES

    return {
        "ws_max_size": 4 * MAX_MESSAGE_BYTES,
        "ws_per_message_deflate": False,
        "ws_ping_interval": 20.0,
        "ws_ping_timeout": 20.0,
    }
