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

    Sockets (see :mod:`chocolatier.server.guard`): ``max_sockets_per_client`` HTTP and WebSocket
    connections per address, ``max_sockets`` in all (lowered to what the file limit allows);
    ``header_timeout`` seconds to send a request's line and headers, ``body_timeout`` its body,
    ``response_timeout`` to take the whole response, ``keep_alive_timeout`` for an idle
    connection between requests.

    Bots (see :mod:`chocolatier.server.thinking`): at most ``bot_workers`` decisions at once in
    the process and ``bot_workers_per_client`` for the tables of one address, in worker
    processes at a lower priority when ``bot_processes`` (what ``serve`` does), else in
    threads. ``forwarded_allow_ips``
    (comma-separated addresses, ``*`` for any) are the reverse proxies whose ``X-Forwarded-For``
    is believed; by default nobody's, so that no client can choose the address it is limited by.

    Game reviews (see :mod:`chocolatier.server.reviews`): ``review_budget`` rollouts per
    candidate move, candidates proposed by ``review_bots`` and valued by ``review_rollout``
    (``net``: the learned value network once the day is played out, one exact roll-out each, the
    budget unused; a bot name: its rollouts to the end), computed in pieces of
    ``review_piece`` moves on the bot workers (live tables' decisions go between the pieces);
    at most ``max_reviews`` running at once in the
    process, one per address or account, the others in line (``review_queue`` in all,
    ``review_queue_per_client`` per requester); each stops after ``review_cpu_seconds`` of CPU
    with what it has.

    Accounts (see :mod:`chocolatier.server.throttle` and :mod:`chocolatier.server.passwords`):
    after ``login_free_failures`` failed logins an account's next attempts wait
    ``login_backoff`` seconds, doubling each time up to ``login_backoff_max``; at most
    ``registrations_per_address`` new accounts an hour per address and
    ``registrations_total`` in 10 minutes; password hashing on ``hash_threads`` threads of its
    own with at most ``hash_queue`` waiting (past that: 503 ``busy``).
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
    max_seats: int = 5  # Chocolatl is for 3–5; each game caps its own seats below this
    cards_dir: str | None = None
    tune_gc: bool = False
    max_sockets_per_client: int = 256
    max_sockets: int = 4096
    header_timeout: float = 10.0
    body_timeout: float = 10.0
    response_timeout: float = 30.0
    keep_alive_timeout: float = 5.0
    forwarded_allow_ips: str | None = None
    bot_workers: int = 1
    bot_workers_per_client: int = 1
    bot_processes: bool = False
    review_budget: int = 2
    review_bots: tuple[str, ...] = ("search", "heuristic")
    review_rollout: str = "net"
    review_piece: int = 12
    max_reviews: int = 2
    review_queue: int = 32
    review_queue_per_client: int = 2
    review_cpu_seconds: float = 300.0
    login_free_failures: int = 5
    login_backoff: float = 1.0
    login_backoff_max: float = 900.0
    registrations_per_address: int = 3
    registrations_total: int = 30
    hash_threads: int = 2
    hash_queue: int = 16

    def trusted_proxies(self) -> list[str]:
        """The addresses of ``forwarded_allow_ips``."""
        text = self.forwarded_allow_ips or ""
        return [part.strip() for part in text.split(",") if part.strip()]


def uvicorn_options(config: ServerConfig) -> dict[str, Any]:
    """How uvicorn serves ``config``: guarded protocols, limits, timeouts, proxies.

    No per-message compression: deflating a few-KB state message costs more CPU than building
    it (a third of a millisecond per message, on both ends), and table traffic is small anyway.
    Frames bigger than ``ws_max_size`` are refused before the protocol layer parses them.
    ``limit_concurrency`` answers 503 past the socket total (the guard refuses new sockets
    there); forwarded headers are read only from ``forwarded_allow_ips``.
    """
    from chocolatier.server.guard import (
        SPARE_FILES,
        ConnectionGuard,
        file_limit,
        guarded_protocols,
    )
    from chocolatier.server.protocol import MAX_MESSAGE_BYTES

    total = config.max_sockets
    files = file_limit()
    if files is not None:
        total = max(1, min(total, files - SPARE_FILES))
    proxies = config.trusted_proxies()
    guard = ConnectionGuard(
        config.max_sockets_per_client,
        total,
        config.header_timeout,
        config.body_timeout,
        config.response_timeout,
        trusted=proxies,
    )
    http, ws = guarded_protocols(guard)
    return {
        "http": http,
        "ws": ws,
        "ws_max_size": 4 * MAX_MESSAGE_BYTES,
        "ws_per_message_deflate": False,
        "ws_ping_interval": 20.0,
        "ws_ping_timeout": 20.0,
        "limit_concurrency": total,
        "timeout_keep_alive": config.keep_alive_timeout,
        "proxy_headers": bool(proxies),
        "forwarded_allow_ips": proxies or None,
    }
