"""The Starlette application: lobby API, table WebSockets and the static browser client.

HTTP API (JSON)::

    GET  /api/games                      games, their player counts, bots and default options
    GET  /api/tables?status=open,running list public tables (newest activity first)
    POST /api/tables                     create a table (and take a seat): returns id, invite, token
    GET  /api/tables/{id}                public facts of a table
    POST /api/tables/{id}/join           take a free seat with the invite code: returns a token
    GET  /api/tables/{id}/record?chat=1  the game record of a finished game (with its chat)
    GET  /api/tables/{id}/replay?step=n  a finished game after n moves (step-by-step replay)
    POST /api/register, /api/login       {name, password}: an account's session cookie + csrf
    POST /api/logout; GET /api/me        end the session; who is logged in (and the csrf)
    GET  /api/players/{name}             ratings and history; GET /api/leaderboard?game&players
    GET  /api/tutorials[/{name}]; POST /api/tutorials/{name}   tutorials; a learner's new table
         (see :mod:`chocolatier.server.tutorial_tables`); GET /learn, the Learn page
    GET  /healthz, /readyz, /metrics     alive; ready (database, migrations); Prometheus (see
         :mod:`chocolatier.server.health`, :mod:`chocolatier.server.metrics`)
    GET  /i18n/{lang}.ftl, /i18n/params.json, /i18n/abilities.json, /rules/{game}   see
         :mod:`chocolatier.server.pages`
    WS   /ws/tables/{id}                 live play (see :mod:`chocolatier.server.protocol`)
    WS   /ws/lobby                       the public tables, pushed as they change (see
         :mod:`chocolatier.server.lobbyfeed`)
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import hmac
import logging
import re
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Any

import orjson
from starlette.applications import Starlette
from starlette.datastructures import MutableHeaders
from starlette.middleware import Middleware
from starlette.requests import ClientDisconnect, Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Mount, Route, WebSocketRoute
from starlette.staticfiles import StaticFiles
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from chocolatier.server.accounts import (
    DEVICE_COOKIE,
    DEVICE_DAYS,
    SESSION_COOKIE,
    SESSION_DAYS,
    Account,
    AccountError,
    Accounts,
    LoggedIn,
)
from chocolatier.server.accounts import MAX_NAME as MAX_ACCOUNT_NAME
from chocolatier.server.clients import client_address
from chocolatier.server.compression import CompressAssets
from chocolatier.server.config import ServerConfig
from chocolatier.server.handlers import Context, LobbySocket, TableSocket
from chocolatier.server.health import routes as health_routes
from chocolatier.server.hub import Hub, TableUnavailableError, valid_table_id
from chocolatier.server.lobby import Lobby, LobbyError
from chocolatier.server.metrics import CONTENT_TYPE as METRICS_TYPE
from chocolatier.server.metrics import ServerMetrics
from chocolatier.server.pages import ROUTES as PAGE_ROUTES
from chocolatier.server.pages import WEB_DIR, page_language
from chocolatier.server.pages import page as web_page
from chocolatier.server.ratings import Ratings
from chocolatier.server.reviews import Reviews
from chocolatier.server.shutdown import Shutdown
from chocolatier.server.storage import Storage
from chocolatier.server.tutorial_tables import create as create_tutorial
from chocolatier.server.tutorial_tables import describe as describe_tutorial
from chocolatier.server.tutorial_tables import finished_by as tutorials_finished_by
from chocolatier.server.tutorial_tables import listing as list_tutorials

log = logging.getLogger(__name__)

MAX_BODY_BYTES = 16_384
GC_YOUNG_THRESHOLD = 20_000

SECURITY_HEADERS = {
    "Content-Security-Policy": (
        "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; "
        "connect-src 'self'; frame-ancestors 'none'; base-uri 'none'"
    ),
    "X-Content-Type-Options": "nosniff",
    # invite codes travel in URLs: never leak them to other sites
    "Referrer-Policy": "no-referrer",
}


class OrjsonResponse(JSONResponse):
    """A JSON answer encoded by orjson: the lobby's list of a hundred tables took a
    millisecond in the standard library's encoder, a third of that here."""

    def render(self, content: Any) -> bytes:
        """The body."""
        return orjson.dumps(content, option=orjson.OPT_NON_STR_KEYS)


class SecurityHeaders:
    """ASGI middleware: adds the security headers to every HTTP response.

    Plain ASGI, not Starlette's ``BaseHTTPMiddleware``: that one runs each request in a task
    group of its own with streams between it and the app, about a fifth of the server's CPU
    in the soak's login flood (``bench/soak.py``), all of it on the event loop."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        """Pass the request on and decorate the response's start."""
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        async def decorated(message: Message) -> None:
            if message["type"] == "http.response.start":
                MutableHeaders(scope=message).update(SECURITY_HEADERS)
            await send(message)

        await self.app(scope, receive, decorated)


def error(status: int, code: str, message: str,
          detail: dict[str, Any] | None = None, retry_after: int | None = None) -> JSONResponse:
    """A JSON error response: the machine ``code``, an English ``message`` for API users and,
    when the engine said what exactly is wrong, its ``detail`` (an option error's code and
    parameters, which the client words as ``option-error-<code>``); a throttled request's
    ``retry_after`` (seconds) is in the body and the ``Retry-After`` header."""
    body: dict[str, Any] = {"error": code, "message": message}
    if detail is not None:
        body["detail"] = detail
    if retry_after is None:
        return JSONResponse(body, status_code=status)
    body["retry_after"] = retry_after
    return JSONResponse(body, status_code=status, headers={"Retry-After": str(retry_after)})


async def server_error(request: Request, exc: Exception) -> Response:
    """The answer to a request that failed in the server (the error itself is logged): JSON,
    with the security headers that the failed middleware chain could not add."""
    response = error(500, "server-error", "the server could not handle this; try again")
    response.headers.update(SECURITY_HEADERS)
    return response


class RedactSecrets(logging.Filter):
    """Takes invite codes out of access-log lines (``/t/{id}?invite=...``): whoever reads the
    logs must not be able to join the tables."""

    _SECRET = re.compile(r"(invite=)[^&\s]+")

    def filter(self, record: logging.LogRecord) -> bool:
        """Redact the record's arguments (uvicorn passes the path as one of them)."""
        if isinstance(record.args, tuple):
            record.args = tuple(
                self._SECRET.sub(r"\1***", arg) if isinstance(arg, str) else arg
                for arg in record.args
            )
        if isinstance(record.msg, str):
            record.msg = self._SECRET.sub(r"\1***", record.msg)
        return True


def redact_access_log() -> None:
    """Install :class:`RedactSecrets` on uvicorn's access log (once)."""
    access = logging.getLogger("uvicorn.access")
    if not any(isinstance(f, RedactSecrets) for f in access.filters):
        access.addFilter(RedactSecrets())


async def read_json(request: Request) -> Any:
    """The request's JSON body, bounded in size.

    Only ``application/json`` is read: a web page of another site can POST a form (or
    ``text/plain``) here without the browser asking first, but not JSON. orjson refuses what
    Python's ``json`` lets through and no database stores (lone surrogates, ``NaN``).
    """
    media_type = request.headers.get("content-type", "").split(";")[0].strip().lower()
    if media_type != "application/json":
        raise LobbyError("bad-content-type", "send the body as application/json", 415)
    body = b""
    try:
        async for chunk in request.stream():
            body += chunk
            if len(body) > MAX_BODY_BYTES:
                raise LobbyError(
                    "too-large", f"request bodies are limited to {MAX_BODY_BYTES} bytes", 413
                )
    except ClientDisconnect:
        raise LobbyError("disconnected", "the body did not arrive") from None
    try:
        return orjson.loads(body or b"null")
    except orjson.JSONDecodeError:
        raise LobbyError("bad-json", "the body is not valid JSON") from None


def create_app(config: ServerConfig, clock: Callable[[], float] = time.time) -> Starlette:
    """The ASGI app for ``config`` (migrations run when it starts); ``clock`` is what the
    table clocks read (seconds since the epoch; a test passes one it advances)."""
    storage = Storage(config.database_url, clock)
    hub = Hub(storage, config, clock)
    accounts = Accounts(storage, config, hub.db, hub.limits)
    lobby = Lobby(hub, config, accounts)
    ratings = Ratings(storage)

    async def rate(table_id: str) -> None:
        try:
            await hub.db(ratings.rate_table, table_id)
        except Exception:
            log.exception("the ratings of table %s were not updated", table_id)

    async def rate_pending() -> None:
        # the games that ended while no process could rate them (a crash in between)
        try:
            await hub.db(ratings.rate_pending)
        except Exception:
            log.exception("the finished rated tables were not judged")

    hub.on_rated_end = rate
    background: set[asyncio.Task[None]] = set()

    def spawn(coro: Awaitable[None]) -> None:
        task: asyncio.Task[None] = asyncio.ensure_future(coro)
        background.add(task)
        task.add_done_callback(background.discard)

    reviews = Reviews(hub, config, lobby.finished_game, spawn)
    metrics = ServerMetrics(hub, reviews)
    shutdown = Shutdown(hub)

    @contextlib.asynccontextmanager
    async def lifespan(_app: Starlette) -> AsyncIterator[None]:
        await asyncio.to_thread(storage.migrate)
        redact_access_log()
        if config.tune_gc:
            tune_gc()
        spawn(hub.resume())
        spawn(hub.moderation.watch_bans())
        spawn(rate_pending())
        if storage.postgres:
            from chocolatier.server.notify import CHANNEL as LIVE_CHANNEL
            from chocolatier.server.pubsub import listen
            from chocolatier.server.storage import NOTIFY_CHANNEL

            async def refresh_all() -> None:
                for table_id in list(hub.tables):
                    spawn(hub.refresh(table_id))
                hub.bus.rejoined()
                hub.lobby_feed.changed()  # what was said meanwhile is lost

            spawn(listen(storage.url, {
                # a task only for a table live here and behind (most notes are neither)
                NOTIFY_CHANNEL: lambda note: spawn(hub.refresh(note)) if hub.behind(note)
                else None,
                LIVE_CHANNEL: hub.bus.deliver,
            }, refresh_all))
            spawn(hub.bus.run())
            spawn(reviews.watch())
        try:
            yield
        finally:
            await hub.bus.stop()
            for task in list(background):
                task.cancel()
            await asyncio.gather(*background, return_exceptions=True)
            await hub.close()
            accounts.close()

    async def api(handler: Callable[[], Awaitable[Any]], status: int = 200) -> Response:
        async def answer() -> Response:
            return OrjsonResponse(await handler(), status_code=status)

        return await api_response(answer)

    async def api_response(handler: Callable[[], Awaitable[Response]]) -> Response:
        try:
            return await handler()
        except LobbyError as exc:
            return error(exc.status, exc.code, exc.message, exc.detail)
        except AccountError as exc:
            return error(exc.status, exc.code, exc.message, retry_after=exc.retry_after)
        except TableUnavailableError as exc:
            return error(404, "no-table", str(exc))

    async def games(request: Request) -> Response:
        return await api(lobby.games)

    async def list_tables(request: Request) -> Response:
        ids = request.query_params.get("ids")
        if ids is not None:
            return await api(lambda: lobby.tables_by_id([i for i in ids.split(",") if i]))
        wanted = request.query_params.get("status", "open,running,finished").split(",")
        return await api(lambda: lobby.list_tables(wanted))

    async def account_of(request: Request, changing: bool = True) -> Account | None:
        """The request's logged-in account; a state-changing request of a logged-in browser
        must carry the session's CSRF token (``X-CSRF-Token``)."""
        account = await hub.db(accounts.session, request.cookies.get(SESSION_COOKIE))
        if changing and account is not None and not hmac.compare_digest(
            request.headers.get("x-csrf-token", "").encode(), account.csrf.encode()
        ):
            raise AccountError("bad-csrf", "this request lacks the session's CSRF token", 403)
        return account

    async def create_table(request: Request) -> Response:
        async def handler() -> Any:
            body = await read_json(request)
            return await lobby.create(body, client_address(request), await account_of(request))

        return await api(handler, 201)

    async def get_table(request: Request) -> Response:
        return await api(lambda: lobby.table(request.path_params["table_id"]))

    async def join_table(request: Request) -> Response:
        async def handler() -> Any:
            body = await read_json(request)
            return await lobby.join(request.path_params["table_id"], body,
                                    await account_of(request))

        return await api(handler)

    async def record(request: Request) -> Response:
        chat = request.query_params.get("chat", "0") in ("1", "true", "yes")
        return await api(lambda: lobby.record(request.path_params["table_id"], chat))

    async def replay(request: Request) -> Response:
        try:
            step = int(request.query_params.get("step", "0"))
            seat_text = request.query_params.get("seat")
            seat = None if seat_text is None else int(seat_text)
        except ValueError:
            return error(400, "bad-step", "step and seat must be integers")
        return await api(lambda: lobby.replay(request.path_params["table_id"], step, seat))

    async def table_rating(request: Request) -> Response:
        async def handler() -> Any:
            table_id = request.path_params["table_id"]
            found = await hub.db(ratings.table_rating, table_id) \
                if valid_table_id(table_id) else None
            if found is None:
                raise LobbyError("no-table", "there is no such table", 404)
            return found

        return await api(handler)

    async def get_review(request: Request) -> Response:
        return await api(lambda: reviews.status(request.path_params["table_id"]))

    async def start_review(request: Request) -> Response:
        async def handler() -> Any:
            await read_json(request)
            account = await account_of(request)
            return await reviews.start(request.path_params["table_id"], client_address(request),
                                       str(account.id) if account is not None else None)
        return await api(handler, 202)

    def logged_in(done: LoggedIn, request: Request) -> Response:
        response = JSONResponse({"name": done.account.name, "csrf": done.account.csrf})
        secure = request.url.scheme == "https"
        response.set_cookie(SESSION_COOKIE, done.token, max_age=SESSION_DAYS * 86400, path="/",
                            httponly=True, samesite="lax", secure=secure)
        # only the login reads it: it lets this browser past the account's login delay
        response.set_cookie(DEVICE_COOKIE, done.device, max_age=DEVICE_DAYS * 86400,
                            path="/api/login", httponly=True, samesite="strict", secure=secure)
        return response

    async def register(request: Request) -> Response:
        async def handler() -> Response:
            body = await read_json(request)
            return logged_in(await accounts.register(body, client_address(request)), request)

        return await api_response(handler)

    async def login(request: Request) -> Response:
        async def handler() -> Response:
            body = await read_json(request)
            done = await accounts.login(body, client_address(request),
                                        request.cookies.get(DEVICE_COOKIE))
            return logged_in(done, request)

        return await api_response(handler)

    async def logout(request: Request) -> Response:
        async def handler() -> Any:
            await read_json(request)
            if await account_of(request) is not None:
                await hub.db(accounts.logout, request.cookies[SESSION_COOKIE])
            return {"name": None}

        response = await api(handler)
        if response.status_code == 200:
            response.delete_cookie(SESSION_COOKIE, path="/")
        return response

    async def me(request: Request) -> Response:
        async def handler() -> Any:
            account = await account_of(request, changing=False)
            return {"name": account.name, "csrf": account.csrf} if account else {"name": None}

        return await api(handler)

    async def player(request: Request) -> Response:
        async def handler() -> Any:
            found = await hub.db(ratings.player, request.path_params["name"][:MAX_ACCOUNT_NAME])
            if found is None:
                raise AccountError("no-player", "there is no such player", 404)
            return found

        return await api(handler)

    async def leaderboard(request: Request) -> Response:
        async def handler() -> Any:
            game = request.query_params.get("game", "factory")[:32]
            try:
                players = int(request.query_params.get("players", "2"))
            except ValueError:
                raise AccountError("bad-players", "players is a number of seats") from None
            return await hub.db(ratings.leaderboard, game, players)

        return await api(handler)

    async def tutorials(request: Request) -> Response:
        async def handler() -> Any:
            account = await account_of(request, changing=False)
            if account is None:
                return list_tutorials()
            return list_tutorials(await hub.db(tutorials_finished_by, hub.storage, account.id))

        return await api(handler)

    async def tutorial(request: Request) -> Response:
        async def handler() -> Any:
            return describe_tutorial(request.path_params["name"])

        return await api(handler)

    async def start_tutorial(request: Request) -> Response:
        async def handler() -> Any:
            body = await read_json(request)
            return await create_tutorial(
                hub, body, request.path_params["name"], client_address(request),
                await account_of(request), config.max_open_tables_per_client)

        return await api(handler, 201)

    async def learn_page(request: Request) -> Response:
        return web_page("learn", page_language(request))

    async def players_page(request: Request) -> Response:
        return web_page("players", page_language(request))

    async def page(request: Request) -> Response:
        if "table_id" not in request.path_params:
            return web_page("lobby", page_language(request))
        try:
            await lobby.table(request.path_params["table_id"])
        except LobbyError as exc:
            if exc.status != 404:
                raise
            # an unknown table: a page that says so and leads to the lobby (no socket opened)
            return web_page("missing", page_language(request), status=404)
        return web_page("table", page_language(request))

    async def metrics_page(request: Request) -> Response:
        return Response(metrics.exposition(), media_type=METRICS_TYPE)

    routes = [
        *health_routes(hub, lambda: shutdown.draining),
        Route("/metrics", metrics_page),
        Route("/", page),
        Route("/t/{table_id:str}", page),
        Route("/api/games", games),
        Route("/api/tables", list_tables, methods=["GET"]),
        Route("/api/tables", create_table, methods=["POST"]),
        Route("/api/tables/{table_id:str}", get_table),
        Route("/api/tables/{table_id:str}/join", join_table, methods=["POST"]),
        Route("/api/tables/{table_id:str}/record", record),
        Route("/api/tables/{table_id:str}/replay", replay),
        Route("/api/tables/{table_id:str}/rating", table_rating),
        Route("/api/tables/{table_id:str}/review", get_review, methods=["GET"]),
        Route("/api/tables/{table_id:str}/review", start_review, methods=["POST"]),
        Route("/api/register", register, methods=["POST"]),
        Route("/api/login", login, methods=["POST"]),
        Route("/api/logout", logout, methods=["POST"]),
        Route("/api/me", me),
        Route("/api/players/{name:str}", player),
        Route("/api/leaderboard", leaderboard),
        Route("/api/tutorials", tutorials),
        Route("/api/tutorials/{name:str}", tutorial, methods=["GET"]),
        Route("/api/tutorials/{name:str}", start_tutorial, methods=["POST"]),
        Route("/learn", learn_page),
        Route("/players/{name:str}", players_page),
        Route("/leaderboard", players_page),
        WebSocketRoute("/ws/tables/{table_id:str}", TableSocket(
            Context(hub, lobby, metrics), config, shutdown).endpoint),
        WebSocketRoute("/ws/lobby", LobbySocket(hub, config, shutdown).endpoint),
        *PAGE_ROUTES,
        Mount("/static", StaticFiles(directory=WEB_DIR), name="static"),
    ]
    app = Starlette(
        routes=routes,
        lifespan=lifespan,
        middleware=[Middleware(SecurityHeaders), Middleware(CompressAssets)],
        exception_handlers={Exception: server_error},
    )
    app.state.hub = hub
    app.state.shutdown = shutdown
    return app


def tune_gc() -> None:
    """Keep the cyclic garbage collector from pausing every table for a tenth of a second.

    A full collection walks every live object (hundreds of thousands with hundreds of tables and
    connections), and the default young-generation threshold promotes the short-lived dicts of
    views being built, which brings full collections sooner. A higher threshold lets them die
    young; what exists at start (modules, the app) is frozen out of the collector's walks.
    """
    gc.collect()
    gc.freeze()
    gc.set_threshold(GC_YOUNG_THRESHOLD, 20, 20)
