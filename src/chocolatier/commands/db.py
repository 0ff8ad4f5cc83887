"""``chocolatier db``: a server database's backup and its check against the engines.

``db backup FILE`` copies a SQLite database with SQLite's online backup API (safe while
``serve`` runs: the copy is one consistent moment of the database); for PostgreSQL it prints the
``pg_dump`` command that does it (PostgreSQL's own tool, consistent while the server runs too).
``db check`` replays every stored game against the engine, as the server does when it loads a
table, and reports every table whose log does not replay, or replays to another count, status or
result than the one stored; it exits with 1 when there is any.
"""

from __future__ import annotations

import shlex
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

import typer

from chocolatier.commands.common import (
    DATABASE_OPTION,
    LANG_OPTION,
    fail,
    need_extra,
    print_json,
    say,
)

if TYPE_CHECKING:
    from chocolatier.server.storage import EventData, Storage, TableData


def register(app: typer.Typer) -> None:
    """Add the ``db`` commands."""
    db = typer.Typer(no_args_is_help=True)
    db.command("backup")(backup_command)
    db.command("check")(check_command)
    app.add_typer(db, name="db")


def _storage(database: str | None) -> Storage:
    need_extra("db", "server", "sqlalchemy", "alembic")
    if database is not None and database.startswith(("postgresql", "postgres:")):
        need_extra("db", "server", "psycopg")
    from chocolatier.server.storage import Storage, default_database_url

    return Storage(database or default_database_url())


def pg_dump_command(url: str, file: str) -> str:
    """The ``pg_dump`` command line that backs ``url`` up into ``file`` (custom format, for
    ``pg_restore``), its password left out (pg_dump reads it from ``~/.pgpass`` or
    ``PGPASSWORD``: a command line is seen by every user of the machine)."""
    from sqlalchemy.engine import make_url

    parsed = make_url(url).set(drivername="postgresql", password=None)
    libpq = parsed.render_as_string(hide_password=False)
    return shlex.join(["pg_dump", "--format=custom", f"--file={file}", libpq])


def backup_command(
    file: Path = typer.Argument(..., metavar="FILE"),
    database: str | None = DATABASE_OPTION,
    lang: str = LANG_OPTION,
) -> None:
    """Back the database up into FILE (SQLite: online, while the server runs; PostgreSQL: says
    the pg_dump command)."""
    storage = _storage(database)
    if storage.postgres:
        typer.echo(say("deploy-db-use-pg-dump", command=pg_dump_command(storage.url, str(file)),
                       postgresql="PostgreSQL", password="~/.pgpass, PGPASSWORD",
                       restore=shlex.join(["pg_restore", "--dbname=URL", str(file)])))
        raise typer.Exit(1)
    if not storage.sqlite:
        fail(say("deploy-db-backup-unsupported", kinds="SQLite, PostgreSQL"), 2)
    if file.exists():
        fail(say("deploy-db-backup-exists", file=str(file)), 1)
    import sqlite3

    source_path = storage.engine.url.database
    if not source_path or not Path(source_path).exists():
        fail(say("deploy-db-no-database", database=source_path or ""), 1)
    source = sqlite3.connect(source_path)
    target = sqlite3.connect(file)
    try:
        with target:
            source.backup(target)  # page by page; writers go on meanwhile
    finally:
        target.close()
        source.close()
    storage.dispose()
    tables = _count_tables(file)
    typer.echo(say("deploy-db-backed-up", file=str(file), tables=tables))


def _count_tables(file: Path) -> int:
    import sqlite3

    copy = sqlite3.connect(file)
    try:
        return int(copy.execute("SELECT count(*) FROM game_tables").fetchone()[0])
    finally:
        copy.close()


@dataclass
class Mismatch:
    """One table whose stored log does not agree with the engine."""

    table: str
    problem: str
    params: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        """The mismatch as ``--json`` prints it."""
        return {"table": self.table, "problem": self.problem, **self.params}


def check_table(data: TableData, events: list[EventData]) -> Mismatch | None:
    """Replay one table's log as the server does; what disagrees with what is stored."""
    from chocolatier.core import ChocolatierError, RecordError
    from chocolatier.server.live import LiveTable

    if data.event_count != len(events):
        return Mismatch(data.id, "count", {"stored": data.event_count, "found": len(events)})
    try:
        live = LiveTable(data, events)
    except (RecordError, ChocolatierError, ValueError, LookupError) as exc:
        return Mismatch(data.id, "replay", {"reason": str(exc) or type(exc).__name__})
    if live.status != data.status:
        return Mismatch(data.id, "status", {"stored": data.status, "replayed": live.status})
    if data.status == "finished" and live.result_json() != data.result:
        return Mismatch(data.id, "result", {})
    return None


def check_command(
    as_json: bool = typer.Option(False, "--json"),
    database: str | None = DATABASE_OPTION,
    lang: str = LANG_OPTION,
) -> None:
    """Replay every stored game against the engine and report each mismatch (exit code 1
    when there is one)."""
    storage = _storage(database)
    mismatches: list[Mismatch] = []
    tables = events = 0
    try:
        for status in ("open", "running", "finished"):
            for table_id in storage.table_ids_with_status(status):
                loaded = storage.load(table_id)
                if loaded is None:  # deleted meanwhile
                    continue
                tables += 1
                events += len(loaded[1])
                found = check_table(*loaded)
                if found is not None:
                    mismatches.append(found)
    finally:
        storage.dispose()
    if as_json:
        print_json({"tables": tables, "events": events,
                    "mismatches": [m.to_json() for m in mismatches]})
    else:
        for mismatch in mismatches:
            typer.echo(say("deploy-db-mismatch", table=mismatch.table,
                           problem=say(f"deploy-db-problem-{mismatch.problem}",
                                       **mismatch.params)))
        typer.echo(say("deploy-db-checked", tables=tables, events=events,
                       mismatches=len(mismatches)))
    if mismatches:
        raise typer.Exit(1)
