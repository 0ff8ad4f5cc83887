"""Database access: migrations at start, and short transactions over tables, seats and events.

Everything here is synchronous (SQLAlchemy 2 core/ORM); the hub calls it from worker threads so
that the event loop never waits on the disk or the network.

Durability: an event is acknowledged to the client only after the transaction that inserts it has
committed. SQLite runs in WAL mode with ``synchronous=NORMAL``, which survives a killed process
(kill -9) without losing a committed transaction (only a power cut may lose the last ones).
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

import orjson
from sqlalchemy import (
    Engine,
    Table,
    bindparam,
    create_engine,
    delete,
    event,
    func,
    insert,
    select,
    text,
    update,
)
from sqlalchemy.engine import Connection, Row
from sqlalchemy.orm import Session

from chocolatier.server.models import ChatRow, EventRow, ReviewRow, SeatRow, TableRow

if TYPE_CHECKING:  # alembic is imported only when migrating
    from alembic.config import Config

NOTIFY_CHANNEL = "chocolatier_tables"
# the execution option of a connection that only reads (on SQLite: no write lock)
READ_ONLY = "chocolatier_read_only"
# chat lines a table keeps (older ones are deleted as new ones arrive; the export says so)
CHAT_KEPT = 1000


def default_database_url() -> str:
    """A SQLite file in the user's data folder (created on first use)."""
    if sys.platform == "win32":
        base = Path(os.environ.get("APPDATA", Path.home() / "AppData" / "Roaming"))
    elif sys.platform == "darwin":
        base = Path.home() / "Library" / "Application Support"
    else:
        base = Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")
    folder = base / "chocolatier"
    folder.mkdir(parents=True, exist_ok=True)
    return f"sqlite:///{folder / 'chocolatier.sqlite3'}"


def normalize_url(url: str) -> str:
    """Accept ``postgresql://`` and ``postgres://`` URLs and use the psycopg 3 driver."""
    for prefix in ("postgres://", "postgresql://"):
        if url.startswith(prefix):
            return "postgresql+psycopg://" + url[len(prefix) :]
    return url


def display_url(url: str) -> str:
    """A database URL fit for logs: its password replaced by ``***``."""
    from sqlalchemy.engine import make_url
    from sqlalchemy.exc import ArgumentError

    try:
        return make_url(url).render_as_string(hide_password=True)
    except ArgumentError:
        return "(a database URL that cannot be read)"


def now() -> datetime:
    """The current time, timezone-aware (stored for display and ordering only)."""
    return datetime.now(UTC)


@dataclass(frozen=True)
class SeatData:
    """A seat as stored."""

    seat: int
    kind: str
    bot: str | None
    name: str
    token_hash: str | None
    account_id: int | None = None

    @property
    def joined(self) -> bool:
        """A bot seat, or a human seat somebody has taken."""
        return self.kind == "bot" or self.token_hash is not None


@dataclass(frozen=True)
class EventData:
    """One logged event: a move (with its notation) or an undo."""

    seq: int
    kind: str
    seat: int
    move: str | None
    at: datetime | None = None


@dataclass(frozen=True)
class ChatLine:
    """One chat line as stored (``seat`` None: a spectator's)."""

    n: int
    seat: int | None
    name: str
    text: str
    at: datetime
    # the spectator's identity (server/moderation.py), never sent to clients
    sender: str | None = None

    def to_json(self) -> dict[str, Any]:
        """The line as clients get it (``at`` in epoch seconds; never the sender's identity)."""
        return {"n": self.n, "seat": self.seat, "name": self.name, "text": self.text,
                "at": self.at.timestamp()}


@dataclass(frozen=True)
class EventWrite:
    """An event to append to a table's log: stored only if the log still ends at ``seq``
    (another process that appended first makes it a conflict), with the table's new status."""

    table_id: str
    seq: int
    kind: str
    seat: int
    move: str | None
    status: str
    result: dict[str, Any] | None
    at: datetime


@dataclass(frozen=True)
class TableData:
    """A table's setup and status as stored (without its events)."""

    id: str
    game: str
    title: str
    seed: int
    options: dict[str, Any]
    status: str
    event_count: int
    invite_code: str
    creator: str
    created_at: datetime
    updated_at: datetime
    result: dict[str, Any] | None
    seats: tuple[SeatData, ...]
    card_set: str | None = None
    settings: dict[str, Any] = field(default_factory=dict)
    started_at: datetime | None = None
    # the seat its creator took: the host, who may mute and remove spectators
    host_seat: int | None = None


def _seat(row: SeatRow | Row[Any]) -> SeatData:
    return SeatData(row.seat, row.kind, row.bot, row.name, row.token_hash, row.account_id)


def _table(row: TableRow | Row[Any], seats: list[SeatRow] | list[Any]) -> TableData:
    return TableData(
        id=row.id,
        game=row.game,
        title=row.title,
        seed=row.seed,
        options=dict(row.options),
        status=row.status,
        event_count=row.event_count,
        invite_code=row.invite_code,
        creator=row.creator,
        created_at=row.created_at,
        updated_at=row.updated_at,
        result=row.result,
        seats=tuple(_seat(s) for s in sorted(seats, key=lambda s: s.seat)),
        card_set=row.card_set,
        settings=dict(row.settings or {}),
        started_at=_aware(row.started_at),
        host_seat=row.host_seat,
    )


def _aware(stamp: datetime | None) -> datetime | None:
    # SQLite hands back naive datetimes of what was stored in UTC
    if stamp is not None and stamp.tzinfo is None:
        return stamp.replace(tzinfo=UTC)
    return stamp


def _chat_line(row: ChatRow) -> ChatLine:
    return ChatLine(row.n, row.seat, row.name, row.text, _aware(row.created_at) or now(),
                    row.sender)


def _event(row: EventRow) -> EventData:
    return EventData(row.seq, row.kind, row.seat, row.move, _aware(row.created_at))


class TableTransaction:
    """A transaction holding the write lock of one table (see :meth:`Storage.locked`)."""

    def __init__(self, session: Session, row: TableRow, postgres: bool,
                 clock: Callable[[], float]) -> None:
        self._session = session
        self._row = row
        self._postgres = postgres
        self._clock = clock

    @property
    def session(self) -> Session:
        """The transaction's session."""
        return self._session

    def table(self) -> TableData:
        """The table as stored now."""
        seats = self._session.scalars(
            select(SeatRow).where(SeatRow.table_id == self._row.id)
        ).all()
        return _table(self._row, list(seats))

    def events_after(self, seq: int) -> list[EventData]:
        """Events with ``seq >= seq`` (those a process that applied ``seq`` events lacks)."""
        rows = self._session.scalars(
            select(EventRow)
            .where(EventRow.table_id == self._row.id, EventRow.seq >= seq)
            .order_by(EventRow.seq)
        ).all()
        return [_event(r) for r in rows]

    def take_seat(
        self, seat: int, name: str, token_hash: str, account_id: int | None = None
    ) -> bool:
        """Give a free human seat to a player; the table runs once every seat is taken."""
        taken = self._session.execute(
            update(SeatRow)
            .where(
                SeatRow.table_id == self._row.id,
                SeatRow.seat == seat,
                SeatRow.kind == "human",
                SeatRow.token_hash.is_(None),
            )
            .values(name=name, token_hash=token_hash, account_id=account_id)
        )
        if taken.rowcount != 1:  # type: ignore[attr-defined]
            return False
        # the table's start starts its clocks: a time of the storage's clock
        stamp = datetime.fromtimestamp(self._clock(), UTC)
        if self._row.status == "open" and all(s.joined for s in self.table().seats):
            self._row.status = "running"
            self._row.started_at = stamp
        self._row.updated_at = stamp
        self.notify()
        return True

    def notify(self) -> None:
        """Tell the other server processes (PostgreSQL) that this table changed, on commit."""
        if self._postgres:
            self._session.execute(_NOTIFY, {"channel": NOTIFY_CHANNEL, "payload": self._row.id})


_TABLES = cast(Table, TableRow.__table__)
_EVENTS = cast(Table, EventRow.__table__)
# Built once: the group-commit writer runs these for every event (compiled statements are cached).
_ADVANCE = (
    update(_TABLES)
    .where(_TABLES.c.id == bindparam("table_id"), _TABLES.c.event_count == bindparam("seq"))
    .values(event_count=bindparam("next"), status=bindparam("status"),
            result=bindparam("result"), updated_at=bindparam("stamp"))
)
_INSERT_EVENT = insert(_EVENTS)
_NOTIFY = text("SELECT pg_notify(:channel, :payload)")
# PostgreSQL: every event of a batch (one per table) guarded and advanced by one statement,
# which returns the tables it advanced, and one notification per table by another (a
# statement per event cost a round trip each, and the writer's time under the GIL)
_ADVANCE_ALL = text(
    "UPDATE game_tables AS t SET event_count = v.seq + 1, status = v.status, "
    "result = CAST(v.result AS json), updated_at = :stamp "
    "FROM (SELECT unnest(CAST(:ids AS text[])) AS id, unnest(CAST(:seqs AS integer[])) AS seq, "
    "unnest(CAST(:statuses AS text[])) AS status, unnest(CAST(:results AS text[])) AS result) "
    "AS v WHERE t.id = v.id AND t.event_count = v.seq RETURNING t.id"
)
_NOTIFY_ALL = text(
    "SELECT pg_notify(:channel, payload) FROM unnest(CAST(:payloads AS text[])) AS payload"
)


def alembic_config() -> Config:
    """The Alembic configuration of the server's migrations (give it a ``connection``)."""
    from alembic.config import Config

    here = Path(__file__).resolve().parent
    config = Config(str(here / "alembic.ini"))
    config.set_main_option("script_location", str(here / "migrations"))
    return config


class Storage:
    """The server's database (SQLite file or PostgreSQL)."""

    def __init__(self, url: str, clock: Callable[[], float] = time.time) -> None:
        self.url = normalize_url(url)
        # what a table's start is stamped with (the hub's clock, which tests set)
        self.clock = clock
        self.postgres = self.url.startswith("postgresql")
        self.sqlite = self.url.startswith("sqlite")
        self.engine: Engine = self._create_engine()

    def _create_engine(self) -> Engine:
        if not self.sqlite:
            return create_engine(self.url, pool_size=10, max_overflow=20, pool_pre_ping=True)
        engine = create_engine(
            self.url, connect_args={"check_same_thread": False, "timeout": 30}
        )

        @event.listens_for(engine, "connect")
        def _on_connect(dbapi_connection: Any, _record: Any) -> None:
            # Let SQLAlchemy emit BEGIN itself (below), so that it can be BEGIN IMMEDIATE.
            dbapi_connection.isolation_level = None
            cursor = dbapi_connection.cursor()
            cursor.execute("PRAGMA journal_mode=WAL")
            cursor.execute("PRAGMA synchronous=NORMAL")
            cursor.execute("PRAGMA foreign_keys=ON")
            cursor.close()

        @event.listens_for(engine, "begin")
        def _on_begin(conn: Connection) -> None:
            # Take the write lock at the start: two writers never deadlock upgrading read locks.
            # A read-only transaction reads a snapshot (WAL) and waits for no writer: the
            # lobby's list waited behind every group commit, and held moves up in turn.
            read_only = conn.get_execution_options().get(READ_ONLY, False)
            conn.exec_driver_sql("BEGIN" if read_only else "BEGIN IMMEDIATE")

        return engine

    def migrate(self, revision: str = "head") -> None:
        """Apply the Alembic migrations up to ``revision``, by default the newest (several
        processes may race here)."""
        from alembic import command

        config = alembic_config()
        with self.engine.begin() as conn:
            if self.postgres:
                # Serialize concurrent starts: the second process finds the schema up to date.
                conn.execute(text("SELECT pg_advisory_xact_lock(7261120)"))
            config.attributes["connection"] = conn
            command.upgrade(config, revision)

    def dispose(self) -> None:
        """Close every pooled connection."""
        self.engine.dispose()

    # -- tables -----------------------------------------------------------------------------

    def create_table(self, table: TableData) -> None:
        """Store a new table with its seats."""
        with Session(self.engine) as session, session.begin():
            session.add(
                TableRow(
                    id=table.id,
                    game=table.game,
                    title=table.title,
                    seed=table.seed,
                    options=table.options,
                    status=table.status,
                    event_count=0,
                    invite_code=table.invite_code,
                    creator=table.creator,
                    created_at=table.created_at,
                    updated_at=table.updated_at,
                    result=None,
                    card_set=table.card_set,
                    settings=table.settings,
                    started_at=table.started_at,
                    host_seat=table.host_seat,
                )
            )
            session.flush()
            for s in table.seats:
                session.add(
                    SeatRow(
                        table_id=table.id,
                        seat=s.seat,
                        kind=s.kind,
                        bot=s.bot,
                        name=s.name,
                        token_hash=s.token_hash,
                        account_id=s.account_id,
                    )
                )

    def get_table(self, table_id: str) -> TableData | None:
        """A table by id, or ``None``."""
        with Session(self.engine) as session:
            row = session.get(TableRow, table_id)
            if row is None:
                return None
            seats = session.scalars(select(SeatRow).where(SeatRow.table_id == table_id)).all()
            return _table(row, list(seats))

    def load(self, table_id: str) -> tuple[TableData, list[EventData]] | None:
        """A table and its whole event log, read consistently."""
        with Session(self.engine) as session, session.begin():
            row = session.get(TableRow, table_id)
            if row is None:
                return None
            seats = session.scalars(select(SeatRow).where(SeatRow.table_id == table_id)).all()
            events = session.scalars(
                select(EventRow).where(EventRow.table_id == table_id).order_by(EventRow.seq)
            ).all()
            return _table(row, list(seats)), [_event(e) for e in events]

    def load_since(self, table_id: str, seq: int) -> tuple[TableData, list[EventData]] | None:
        """A table and its events from ``seq`` on (catching a live table up)."""
        with self.locked(table_id) as tx:
            return None if tx is None else (tx.table(), tx.events_after(seq))

    def list_tables(self, statuses: list[str], limit: int) -> list[TableData]:
        """The most recently active public tables with one of ``statuses`` (private ones are
        not listed: strangers would watch them)."""
        # Plain rows, not ORM objects (a third of the CPU of a hundred tables' list), read
        # in one snapshot that takes no write lock.
        tables, seat_rows = TableRow.__table__.c, SeatRow.__table__.c
        public = tables.settings["public"].as_boolean().is_(True)
        with self.engine.connect() as conn:
            conn.execution_options(**{READ_ONLY: True})
            rows = conn.execute(
                select(TableRow.__table__)
                .where(tables.status.in_(statuses), public)
                .order_by(tables.updated_at.desc())
                .limit(limit)
            ).all()
            ids = [r.id for r in rows]
            seats: dict[str, list[Any]] = {i: [] for i in ids}
            if ids:
                for s in conn.execute(select(SeatRow.__table__)
                                      .where(seat_rows.table_id.in_(ids))):
                    seats[s.table_id].append(s)
            return [_table(r, seats[r.id]) for r in rows]

    def count_unfinished_by(self, creator: str) -> int:
        """How many open or running tables ``creator`` has made (the per-client limit)."""
        with Session(self.engine) as session:
            return session.scalar(
                select(func.count())
                .select_from(TableRow)
                .where(TableRow.creator == creator, TableRow.status != "finished")
            ) or 0

    def table_ids_with_status(self, status: str) -> list[str]:
        """Ids of every table with this status (used to resume bot games at start)."""
        with Session(self.engine) as session:
            return list(session.scalars(select(TableRow.id).where(TableRow.status == status)))

    @contextmanager
    def locked(self, table_id: str) -> Iterator[TableTransaction | None]:
        """A transaction holding the table's write lock (``None`` when no such table).

        Commits when the block ends normally, rolls back on an exception.
        """
        with Session(self.engine, expire_on_commit=False) as session, session.begin():
            query = select(TableRow).where(TableRow.id == table_id)
            if self.postgres:
                query = query.with_for_update()
            row = session.scalars(query).first()
            yield None if row is None else TableTransaction(session, row, self.postgres,
                                                            self.clock)

    def append_events(self, writes: list[EventWrite]) -> list[bool]:
        """Append events of several tables in one transaction (group commit); for each, whether
        it was stored (``False``: the table's log no longer ends at its ``seq``).

        Each event is guarded by its table's ``event_count``: the conditional update takes the
        row lock (PostgreSQL) and matches nothing when another process appended first.
        """
        stamp = now()  # when the table was last active (the events carry their own times)
        stored: list[bool] = []
        with self.engine.begin() as conn:
            tables = [w.table_id for w in writes]
            if self.postgres and len(set(tables)) == len(tables):
                # one event per table (a process holds a table's lock until its event is
                # stored): one statement for them all
                advanced = set(conn.scalars(_ADVANCE_ALL, {
                    "ids": tables, "seqs": [w.seq for w in writes],
                    "statuses": [w.status for w in writes],
                    "results": [None if w.result is None else orjson.dumps(w.result).decode()
                                for w in writes],
                    "stamp": stamp}))
                stored = [w.table_id in advanced for w in writes]
            else:
                for w in writes:
                    changed = conn.execute(
                        _ADVANCE,
                        {"table_id": w.table_id, "seq": w.seq, "next": w.seq + 1,
                         "status": w.status, "result": w.result, "stamp": stamp},
                    )
                    stored.append(changed.rowcount == 1)
            rows = [
                {"table_id": w.table_id, "seq": w.seq, "kind": w.kind, "seat": w.seat,
                 "move": w.move, "created_at": w.at}
                for w, ok in zip(writes, stored, strict=True) if ok
            ]
            if rows:
                conn.execute(_INSERT_EVENT, rows)  # one executemany for the whole batch
            if self.postgres and rows:
                # one notification per table, saying how long its log now is: a process whose
                # live copy is that long already (the one that stored it) need not catch up
                counts = {w.table_id: w.seq + 1 for w, ok in zip(writes, stored, strict=True)
                          if ok}
                conn.execute(_NOTIFY_ALL, {"channel": NOTIFY_CHANNEL, "payloads": [
                    f"{table} {count}" for table, count in counts.items()]})
        return stored

    def add_chat(
        self, table_id: str, seat: int | None, name: str, text: str, sender: str | None = None
    ) -> ChatLine:
        """Store a chat line (numbered after the table's last, under its lock); ``sender`` is
        a spectator's identity."""
        with self.locked(table_id) as tx:
            if tx is None:
                raise LookupError(table_id)
            session = tx.session
            last = session.scalar(
                select(func.max(ChatRow.n)).where(ChatRow.table_id == table_id)
            )
            line = ChatLine((last or 0) + 1, seat, name, text, now(), sender)
            session.add(ChatRow(table_id=table_id, n=line.n, seat=seat, name=name, text=text,
                                created_at=line.at, sender=sender))
            # a table keeps its last CHAT_KEPT lines: the one that fell out goes (a range of
            # the primary key, so it costs one index step, however long the chat has been)
            session.execute(delete(ChatRow).where(ChatRow.table_id == table_id,
                                                  ChatRow.n <= line.n - CHAT_KEPT))
            return line

    def chat_trimmed(self, table_id: str) -> int:
        """How many of the table's oldest chat lines were dropped to keep the last
        :data:`CHAT_KEPT` (lines are numbered from 1, so they are those below the kept ones)."""
        with Session(self.engine) as session:
            last = session.scalar(select(func.max(ChatRow.n)).where(ChatRow.table_id == table_id))
            return max(0, (last or 0) - CHAT_KEPT)

    def chat(self, table_id: str, limit: int | None = None) -> list[ChatLine]:
        """The table's chat, oldest first (only the last ``limit`` lines if given)."""
        with Session(self.engine) as session:
            query = select(ChatRow).where(ChatRow.table_id == table_id).order_by(ChatRow.n.desc())
            if limit is not None:
                query = query.limit(limit)
            rows = session.scalars(query).all()
            return [_chat_line(r) for r in reversed(rows)]

    def chat_line(self, table_id: str, n: int) -> ChatLine | None:
        """One line of the table's chat (``None``: no such line, or trimmed or deleted)."""
        with Session(self.engine) as session:
            row = session.get(ChatRow, (table_id, n))
            return None if row is None else _chat_line(row)

    def review(self, table_id: str) -> dict[str, Any] | None:
        """The table's stored game review, if it has one."""
        with Session(self.engine) as session:
            row = session.get(ReviewRow, table_id)
            return None if row is None else dict(row.review)

    def save_review(self, table_id: str, budget: int, review: dict[str, Any]) -> None:
        """Store a table's game review (a second one for the same table is dropped: the first
        is as good, and reviews are reproducible)."""
        with Session(self.engine) as session, session.begin():
            if session.get(ReviewRow, table_id) is None:
                session.add(ReviewRow(table_id=table_id, budget=budget, review=review,
                                      created_at=now()))

    def join_seat(
        self, table_id: str, seat: int, name: str, token_hash: str, account_id: int | None = None
    ) -> bool:
        """Give a free human seat to a player; ``False`` when it was taken meanwhile."""
        with self.locked(table_id) as tx:
            return tx is not None and tx.take_seat(seat, name, token_hash, account_id)
