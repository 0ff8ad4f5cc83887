"""Creating tutorial tables, and what the Learn page and the coach read.

    GET  /api/tutorials            every tutorial (name, game, steps with their message ids),
                                   and for a logged-in learner ``done``: finished by the account
    GET  /api/tutorials/{name}     one tutorial (what the coach reads)
    POST /api/tutorials/{name}     {name?} -> {id, seat, token}: a new table for the learner
    GET  /learn                    the Learn page

The table is stored like any (setup, seats, then its events): the tutorial's prepared
position (its ``prelude`` moves) is stored as its first events, so the table replays from its
log as every table does. See :mod:`chocolatier.server.tutorial` for the script at the table.
"""

from __future__ import annotations

import asyncio
import secrets
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from chocolatier.core import ChocolatierError
from chocolatier.server.accounts import Account
from chocolatier.server.hub import Hub, hash_token
from chocolatier.server.lobby import LobbyError, new_token
from chocolatier.server.models import SeatRow, TableRow
from chocolatier.server.storage import EventWrite, SeatData, Storage, TableData, now
from chocolatier.server.tutorial import SETTING
from chocolatier.tutorials import Tutorial, TutorialError, load, tutorials

MAX_LEARNER_NAME = 40
DEFAULT_NAME = "Player 1"


#: A tutorial table's title: how an account's tutorial tables are found among its tables.
TITLE_PREFIX = "tutorial:"


def listing(finished: set[str] | None = None) -> list[dict[str, Any]]:
    """Every tutorial as the Learn page lists it; with a logged-in learner's ``finished``
    tutorials, each says whether the account has finished it (``done``)."""
    out = []
    for tutorial in tutorials():
        data = tutorial.to_json()
        if finished is not None:
            data["done"] = tutorial.name in finished
        out.append(data)
    return out


def finished_by(storage: Storage, account_id: int) -> set[str]:
    """The tutorials an account has played to the end of their script, at any of its tables
    (the finishing is remembered with the account, whatever browser it played in). Within a
    script nothing is undone, so a table whose log holds the whole script has finished it."""
    with Session(storage.engine) as session:
        rows = session.execute(
            select(TableRow.title, TableRow.settings, TableRow.event_count)
            .join(SeatRow, SeatRow.table_id == TableRow.id)
            .where(SeatRow.account_id == account_id, TableRow.title.startswith(TITLE_PREFIX))
        ).all()
    done = set()
    for title, settings, events in rows:
        name = (settings or {}).get(SETTING)
        if name != title.removeprefix(TITLE_PREFIX):
            continue  # an ordinary table its creator titled so
        try:
            tutorial = load(name)
        except (KeyError, TutorialError):
            continue
        if events >= len(tutorial.moves()):
            done.add(tutorial.name)
    return done


def describe(name: str) -> dict[str, Any]:
    """One tutorial for the coach (404 ``no-tutorial``)."""
    return _tutorial(name).to_json()


def _tutorial(name: str) -> Tutorial:
    try:
        return load(name)
    except KeyError:
        raise LobbyError("no-tutorial", "there is no such tutorial", 404) from None


def _learner_name(body: Any, account: Account | None) -> str:
    if account is not None:
        return account.name
    if not isinstance(body, dict):
        raise LobbyError("bad-request", "send a JSON object: {name?}")
    value = body.get("name")
    if value is None:
        return DEFAULT_NAME
    if not isinstance(value, str) or not value.isprintable():
        raise LobbyError("bad-name", "a name is printable text")
    return " ".join(value.split())[:MAX_LEARNER_NAME] or DEFAULT_NAME


def _prelude(tutorial: Tutorial, table_id: str) -> list[EventWrite]:
    """The prepared position's moves as the table's first events (checked on the engine)."""
    state = tutorial.new_state()
    at = now()
    writes = []
    for seq, scripted in enumerate(tutorial.prelude):
        action = state.parse(scripted.seat, scripted.move)
        if not state.is_legal(scripted.seat, action):
            raise TutorialError(f"tutorial {tutorial.name}: prelude move {seq + 1} is not legal")
        state.apply(scripted.seat, action)
        writes.append(EventWrite(table_id, seq, "move", scripted.seat, scripted.move,
                                 "running", None, at))
    return writes


async def create(hub: Hub, body: Any, name: str, creator: str, account: Account | None,
                 max_open: int) -> dict[str, Any]:
    """A new table of tutorial ``name`` for the learner: its id, the learner's seat and token
    (it counts among the creator's unfinished tables, as any table)."""
    tutorial = _tutorial(name)
    learner = _learner_name(body, account)
    if await hub.db(hub.storage.count_unfinished_by, creator) >= max_open:
        raise LobbyError("too-many-tables",
                         f"at most {max_open} unfinished tables per player", 429)
    token = new_token()
    seats = tuple(
        SeatData(i, "human", None, learner, hash_token(token), account.id if account else None)
        if i == tutorial.learner else
        SeatData(i, "bot", tutorial.bots, f"Bot {i + 1} ({tutorial.bots})", None)
        for i in range(tutorial.players)
    )
    table_id = secrets.token_urlsafe(9)
    try:
        options = await asyncio.to_thread(tutorial.normalized_options)
        writes = await asyncio.to_thread(_prelude, tutorial, table_id)
    except (ChocolatierError, ValueError) as exc:
        raise LobbyError("bad-tutorial", str(exc), 500) from None
    stamp = now()
    data = TableData(
        id=table_id, game=tutorial.game, title=TITLE_PREFIX + tutorial.name, seed=tutorial.seed,
        options=options, status="running", event_count=0,
        invite_code=secrets.token_urlsafe(16), creator=creator, created_at=stamp,
        updated_at=stamp, result=None, seats=seats, card_set=None,
        settings={"max_timeouts": 0, "standin": tutorial.bots, "public": False,
                  "rated": False, SETTING: tutorial.name},
        started_at=stamp,
    )
    await hub.db(hub.storage.create_table, data)
    if writes and not all(await hub.db(hub.storage.append_events, writes)):
        raise LobbyError("bad-tutorial", "the prepared position was not stored", 500)
    await hub.start_bots(table_id)
    return {"id": table_id, "seat": tutorial.learner, "token": token}
