"""Moderation: reported chat lines, spectators a table's host muted or removed, banned accounts,
and what ``chocolatier admin`` does with them (all blocking: the hub runs it in its executor).

**Who a spectator is.** An anonymous spectator has no account and no token, so a spectator is
its client address (the peer's, or what a trusted proxy forwarded: ``--forwarded-allow-ips``),
stored as a digest (:func:`spectator_identity`) with each of its chat lines and never sent to
any client. A host mutes or removes "the spectator who wrote line n": every socket of that
address at that table. A new socket from the same address is the same spectator; one from
another address is not (a stranger who changes networks comes back, and is removed again).

**Bans** are per account: a banned account cannot log in (``banned``), its sessions are deleted
at once, the hello of a seat it holds is refused ``banned`` and each server process closes the
account's live sockets within :data:`BAN_POLL_SECONDS` (it polls ``account_bans``: the ban is
made by another process, ``chocolatier admin ban``).
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from typing import Any

from sqlalchemy import delete, select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from chocolatier.server.identity import name_key
from chocolatier.server.models import (
    AccountRow,
    BanRow,
    ChatReportRow,
    ChatRow,
    SessionRow,
    SpectatorBlockRow,
)
from chocolatier.server.storage import Storage, now

BAN_POLL_SECONDS = 2.0
MUTE = "mute"
REMOVE = "remove"


def spectator_identity(address: str) -> str:
    """A spectator's identity: a digest of its client address (stored, never shown)."""
    return "a:" + hashlib.sha256(address.encode()).hexdigest()[:40]


@dataclass(frozen=True)
class Report:
    """An open report of a chat line, as ``chocolatier admin reports`` lists it."""

    id: int
    table_id: str
    n: int
    seat: int | None
    name: str
    text: str
    reason: str | None
    at: str

    def to_json(self) -> dict[str, Any]:
        """The report as JSON (``admin reports --json``)."""
        return {"id": self.id, "table": self.table_id, "n": self.n, "seat": self.seat,
                "name": self.name, "text": self.text, "reason": self.reason, "at": self.at}


class Moderation:
    """Reports, spectator blocks and bans over the server's database."""

    def __init__(self, storage: Storage) -> None:
        self.storage = storage

    # -- at a table -------------------------------------------------------------------------

    def block(self, table_id: str, sender: str) -> str | None:
        """What the host did to this spectator at this table: ``mute``, ``remove`` or None."""
        with Session(self.storage.engine) as session:
            row = session.get(SpectatorBlockRow, (table_id, sender))
            return None if row is None else row.action

    def set_block(self, table_id: str, sender: str, action: str) -> None:
        """Mute or remove a spectator at a table (a removal is never lowered to a mute)."""
        with Session(self.storage.engine) as session, session.begin():
            row = session.get(SpectatorBlockRow, (table_id, sender))
            if row is None:
                session.add(SpectatorBlockRow(table_id=table_id, sender=sender, action=action,
                                              created_at=now()))
            elif action == REMOVE:
                row.action = REMOVE

    def report(self, table_id: str, n: int, reporter: str, reason: str | None) -> bool:
        """Report line ``n`` of the table's chat (again by the same reporter: nothing new);
        ``False`` when there is no such line."""
        line = self.storage.chat_line(table_id, n)
        if line is None:
            return False
        try:
            with Session(self.storage.engine) as session, session.begin():
                session.add(ChatReportRow(table_id=table_id, n=n, reporter=reporter,
                                          reason=reason, seat=line.seat, name=line.name,
                                          text=line.text, created_at=now()))
        except IntegrityError:
            pass  # reported already by this reporter: one report per line each
        return True

    def banned_ids(self) -> set[int]:
        """Every banned account's id."""
        with Session(self.storage.engine) as session:
            return set(session.scalars(select(BanRow.account_id)))

    def is_banned(self, account_id: int) -> bool:
        """Whether this account is banned."""
        with Session(self.storage.engine) as session:
            return session.get(BanRow, account_id) is not None

    # -- chocolatier admin ------------------------------------------------------------------

    def open_reports(self) -> list[Report]:
        """The reports not closed yet, oldest first."""
        with Session(self.storage.engine) as session:
            rows = session.scalars(select(ChatReportRow).where(ChatReportRow.closed_at.is_(None))
                                   .order_by(ChatReportRow.id)).all()
            return [Report(r.id, r.table_id, r.n, r.seat, r.name, r.text, r.reason,
                           r.created_at.isoformat(timespec="seconds")) for r in rows]

    def ban(self, name: str, reason: str | None) -> int | None:
        """Ban the account named ``name`` and end its sessions: how many were ended
        (``None``: no such account). Banning a banned account again keeps the first ban."""
        with Session(self.storage.engine) as session, session.begin():
            account = self._account(session, name)
            if account is None:
                return None
            if session.get(BanRow, account) is None:
                session.add(BanRow(account_id=account, reason=reason, created_at=now()))
            ended = session.execute(delete(SessionRow).where(SessionRow.account_id == account))
            return int(ended.rowcount)  # type: ignore[attr-defined]

    def unban(self, name: str) -> bool | None:
        """Lift the ban of ``name``: whether it was banned (``None``: no such account)."""
        with Session(self.storage.engine) as session, session.begin():
            account = self._account(session, name)
            if account is None:
                return None
            lifted = session.execute(delete(BanRow).where(BanRow.account_id == account))
            return bool(lifted.rowcount)  # type: ignore[attr-defined]

    def delete_line(self, table_id: str, n: int) -> bool:
        """Delete line ``n`` of a table's chat, and the copies its reports hold (the reports
        are closed); whether there was such a line or report."""
        with Session(self.storage.engine) as session, session.begin():
            gone = session.execute(delete(ChatRow).where(ChatRow.table_id == table_id,
                                                         ChatRow.n == n))
            copies = session.execute(
                update(ChatReportRow)
                .where(ChatReportRow.table_id == table_id, ChatReportRow.n == n,
                       ChatReportRow.closed_at.is_(None))
                .values(text="", closed_at=now()))
            # a trimmed line may live on in its reports only
            return bool(gone.rowcount or copies.rowcount)  # type: ignore[attr-defined]

    @staticmethod
    def _account(session: Session, name: str) -> int | None:
        return session.scalars(select(AccountRow.id).where(AccountRow.key == name_key(name))
                               ).first()
