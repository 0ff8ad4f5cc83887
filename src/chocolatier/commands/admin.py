"""``chocolatier admin``: moderate a server from its database (reported chat lines, bans,
deleting a chat line, voiding a game's rating). Run it where ``serve`` runs, with the same
``--database``; the server sees the change at once (a banned account's sockets within seconds).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

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
    from chocolatier.server.moderation import Moderation, Report
    from chocolatier.server.storage import Storage


def register(app: typer.Typer) -> None:
    """Add the ``admin`` commands."""
    admin = typer.Typer(
        no_args_is_help=True,
    )
    admin.command("reports")(reports_command)
    admin.command("ban")(ban_command)
    admin.command("unban")(unban_command)
    admin.command("delete-chat")(delete_chat_command)
    admin.command("void-rating")(void_rating_command)
    app.add_typer(admin, name="admin")


def _storage(database: str | None) -> Storage:
    need_extra("admin", "server")
    if database is not None and database.startswith("postgresql"):
        need_extra("admin", "server", "psycopg")
    from chocolatier.server.storage import Storage, default_database_url

    storage = Storage(database or default_database_url())
    storage.migrate()  # a database older than this version is brought up to date first
    return storage


def _moderation(database: str | None) -> Moderation:
    from chocolatier.server.moderation import Moderation

    return Moderation(_storage(database))


def _report_line(report: Report) -> str:
    who = report.name or say("admin-a-spectator")
    if report.seat is not None:
        who = say("admin-seat-name", name=who, seat=report.seat + 1)
    return say("admin-report", id=report.id, table=report.table_id, n=report.n, who=who,
               text=report.text or say("admin-deleted-line"),
               reason=report.reason or say("admin-no-reason"), at=report.at)


def reports_command(
    as_json: bool = typer.Option(False, "--json"),
    database: str | None = DATABASE_OPTION,
    lang: str = LANG_OPTION,
) -> None:
    """List the open reports of chat lines: the line, who wrote it, where and why."""
    reports = _moderation(database).open_reports()
    if as_json:
        print_json([r.to_json() for r in reports])
        return
    if not reports:
        typer.echo(say("admin-no-reports"))
    for report in reports:
        typer.echo(_report_line(report))


def ban_command(
    name: str = typer.Argument(..., metavar="NAME"),
    reason: str | None = typer.Option(None, "--reason"),
    database: str | None = DATABASE_OPTION,
    lang: str = LANG_OPTION,
) -> None:
    """Ban an account.

    It cannot log in or chat, its sessions end now and the server closes its seats'
    connections."""
    from chocolatier.server.protocol import MAX_REASON

    ended = _moderation(database).ban(name, reason[:MAX_REASON] if reason else None)
    if ended is None:
        fail(say("admin-no-account", name=name), 1)
    typer.echo(say("admin-banned", name=name, count=ended))


def unban_command(
    name: str = typer.Argument(..., metavar="NAME"),
    database: str | None = DATABASE_OPTION,
    lang: str = LANG_OPTION,
) -> None:
    """Lift an account's ban (it may log in again)."""
    lifted = _moderation(database).unban(name)
    if lifted is None:
        fail(say("admin-no-account", name=name), 1)
    typer.echo(say("admin-unbanned" if lifted else "admin-not-banned", name=name))


def delete_chat_command(
    table: str = typer.Argument(..., metavar="TABLE"),
    n: int = typer.Argument(..., metavar="N"),
    database: str | None = DATABASE_OPTION,
    lang: str = LANG_OPTION,
) -> None:
    """Delete a chat line.

    The line and its reports' copies are gone: it is in no history sent from now on."""
    if not _moderation(database).delete_line(table, n):
        fail(say("admin-no-chat-line", table=table, n=n), 1)
    typer.echo(say("admin-chat-deleted", table=table, n=n))


def void_rating_command(
    table: str = typer.Argument(..., metavar="TABLE"),
    database: str | None = DATABASE_OPTION,
    lang: str = LANG_OPTION,
) -> None:
    """Void a finished rated game's rating.

    Every rating it moved is computed again without it."""
    from chocolatier.server.ratings import Ratings

    if not Ratings(_storage(database)).void(table):
        fail(say("admin-not-voided", table=table), 1)
    typer.echo(say("admin-rating-voided", table=table))
