"""The database tables. The event log *is* the game: state is always rebuilt from it.

``game_tables`` holds a table's setup (game, seed, options) and its status; ``seats`` who plays
each seat (a bot spec, or a human known only by the hash of their secret token); ``events`` the
ordered accepted actions and undos. ``event_count`` on the table row is the optimistic-locking
counter: an event is appended only with ``seq == event_count``.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import (
    JSON,
    BigInteger,
    DateTime,
    Float,
    ForeignKey,
    Integer,
    String,
    Text,
    UniqueConstraint,
)
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column


class Base(DeclarativeBase):
    """Declarative base of the server's tables."""


class TableRow(Base):
    """One game table: its setup, status and (when finished) result."""

    __tablename__ = "game_tables"

    id: Mapped[str] = mapped_column(String(32), primary_key=True)
    game: Mapped[str] = mapped_column(String(32))
    title: Mapped[str] = mapped_column(String(80))
    seed: Mapped[int] = mapped_column(BigInteger)
    options: Mapped[dict[str, Any]] = mapped_column(JSON)
    status: Mapped[str] = mapped_column(String(16), index=True)
    event_count: Mapped[int] = mapped_column(Integer, default=0)
    invite_code: Mapped[str] = mapped_column(String(64))
    creator: Mapped[str] = mapped_column(String(64), index=True)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), index=True)
    result: Mapped[dict[str, Any] | None] = mapped_column(JSON, nullable=True)
    # the name of the server's card set the table plays with (None: the default cards)
    card_set: Mapped[str | None] = mapped_column(String(64), nullable=True)
    # table life (not engine options): clock, stand-in bot, public listing (server/tablelife.py)
    settings: Mapped[dict[str, Any] | None] = mapped_column(JSON, nullable=True)
    # when every seat was taken: the first decisions' clocks run from here
    started_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), nullable=True)
    # the seat its creator took (the host: mutes and removes spectators); None: nobody's
    host_seat: Mapped[int | None] = mapped_column(Integer, nullable=True)


class SeatRow(Base):
    """A seat of a table: a bot, or a human seat (free until someone joins with the invite)."""

    __tablename__ = "seats"

    table_id: Mapped[str] = mapped_column(
        String(32), ForeignKey("game_tables.id", ondelete="CASCADE"), primary_key=True
    )
    seat: Mapped[int] = mapped_column(Integer, primary_key=True)
    kind: Mapped[str] = mapped_column(String(8))
    bot: Mapped[str | None] = mapped_column(String(64), nullable=True)
    name: Mapped[str] = mapped_column(String(40))
    token_hash: Mapped[str | None] = mapped_column(String(64), nullable=True)
    # the account that holds this seat (None: a guest, or a bot)
    account_id: Mapped[int | None] = mapped_column(Integer, nullable=True, index=True)


class EventRow(Base):
    """One event of a table: an accepted action (``kind="move"``, its notation in ``move``;
    ``timeout``/``standin`` when the table's stand-in bot made it), an ``undo``, or a seat's
    ``concede``/``reclaim``. ``created_at`` is part of the game: the clocks run from it."""

    __tablename__ = "events"

    table_id: Mapped[str] = mapped_column(
        String(32), ForeignKey("game_tables.id", ondelete="CASCADE"), primary_key=True
    )
    seq: Mapped[int] = mapped_column(Integer, primary_key=True)
    kind: Mapped[str] = mapped_column(String(8))
    seat: Mapped[int] = mapped_column(Integer)
    move: Mapped[str | None] = mapped_column(Text, nullable=True)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))


class ChatRow(Base):
    """One chat line of a table: by a seat (``seat``) or a spectator (``seat`` null), as text."""

    __tablename__ = "chat_lines"

    table_id: Mapped[str] = mapped_column(
        String(32), ForeignKey("game_tables.id", ondelete="CASCADE"), primary_key=True
    )
    n: Mapped[int] = mapped_column(Integer, primary_key=True)
    seat: Mapped[int | None] = mapped_column(Integer, nullable=True)
    name: Mapped[str] = mapped_column(String(40))
    text: Mapped[str] = mapped_column(Text)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    # a spectator's identity (server/moderation.py: a digest of its address; None: a seat's
    # line), what the host mutes or removes; never sent to clients
    sender: Mapped[str | None] = mapped_column(String(80), nullable=True)


class AccountRow(Base):
    """A player's account: a name unique once Unicode-normalised and case-folded (``key``), its
    confusable skeleton (Unicode TR39: no other account has it, as registration checks) and
    the argon2 hash of the password."""

    __tablename__ = "accounts"

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    name: Mapped[str] = mapped_column(String(40))
    key: Mapped[str] = mapped_column(String(80), unique=True)
    skeleton: Mapped[str] = mapped_column(String(200), index=True)
    password_hash: Mapped[str] = mapped_column(String(200))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))


class SessionRow(Base):
    """A logged-in browser: the SHA-256 of its cookie, and its CSRF token."""

    __tablename__ = "account_sessions"

    id: Mapped[str] = mapped_column(String(64), primary_key=True)
    account_id: Mapped[int] = mapped_column(
        Integer, ForeignKey("accounts.id", ondelete="CASCADE"), index=True
    )
    csrf: Mapped[str] = mapped_column(String(64))
    expires_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))


class RatingRow(Base):
    """An account's OpenSkill rating at one game and player count."""

    __tablename__ = "ratings"

    account_id: Mapped[int] = mapped_column(
        Integer, ForeignKey("accounts.id", ondelete="CASCADE"), primary_key=True
    )
    game: Mapped[str] = mapped_column(String(32), primary_key=True)
    players: Mapped[int] = mapped_column(Integer, primary_key=True)
    mu: Mapped[float] = mapped_column(Float)
    sigma: Mapped[float] = mapped_column(Float)
    games: Mapped[int] = mapped_column(Integer)


class RatedGameRow(Base):
    """A finished rated table, judged once (whichever process saw it end, or the next start):
    its ``outcome`` is ``rated``, ``aborted`` (a seat never moved), ``pair-limit`` (the same
    accounts met too often), ``unrated`` (a seat was not an account's) or ``void`` (by an
    admin). The rating policy: docs/server.md, "Ratings"; server/ratings.py."""

    __tablename__ = "rated_games"

    table_id: Mapped[str] = mapped_column(
        String(32), ForeignKey("game_tables.id", ondelete="CASCADE"), primary_key=True
    )
    # each seat's account, rank and rating before and after: the player pages' history
    changes: Mapped[list[dict[str, Any]]] = mapped_column(JSON)
    rated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    outcome: Mapped[str] = mapped_column(String(16), default="rated", server_default="rated")
    # when the game ended: the pair limit's 24 h window and the order ratings are replayed in
    ended_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), index=True)


class ReviewRow(Base):
    """A finished table's game review (computed once on demand, then served from here)."""

    __tablename__ = "table_reviews"

    table_id: Mapped[str] = mapped_column(
        String(32), ForeignKey("game_tables.id", ondelete="CASCADE"), primary_key=True
    )
    budget: Mapped[int] = mapped_column(Integer)
    review: Mapped[dict[str, Any]] = mapped_column(JSON)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))


class ChatReportRow(Base):
    """A chat line reported by someone at its table, with a copy of the line (kept when the
    line is trimmed, cleared with it when an admin deletes it); open until ``closed_at``."""

    __tablename__ = "chat_reports"
    __table_args__ = (UniqueConstraint("table_id", "n", "reporter", name="uq_chat_reports_once"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    table_id: Mapped[str] = mapped_column(
        String(32), ForeignKey("game_tables.id", ondelete="CASCADE"), index=True
    )
    n: Mapped[int] = mapped_column(Integer)
    # who reported: "seat:<n>" or a spectator's identity (one report per line each)
    reporter: Mapped[str] = mapped_column(String(80))
    reason: Mapped[str | None] = mapped_column(String(200), nullable=True)
    seat: Mapped[int | None] = mapped_column(Integer, nullable=True)
    name: Mapped[str] = mapped_column(String(40))
    text: Mapped[str] = mapped_column(Text)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    closed_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), nullable=True)


class SpectatorBlockRow(Base):
    """A spectator the table's host muted (its lines are refused there) or removed (its
    sockets closed, its hellos refused there), by identity (see ``ChatRow.sender``)."""

    __tablename__ = "spectator_blocks"

    table_id: Mapped[str] = mapped_column(
        String(32), ForeignKey("game_tables.id", ondelete="CASCADE"), primary_key=True
    )
    sender: Mapped[str] = mapped_column(String(80), primary_key=True)
    action: Mapped[str] = mapped_column(String(8))  # "mute" or "remove"
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))


class BanRow(Base):
    """A banned account: it cannot log in, its sessions are gone, its seats' sockets refused."""

    __tablename__ = "account_bans"

    account_id: Mapped[int] = mapped_column(
        Integer, ForeignKey("accounts.id", ondelete="CASCADE"), primary_key=True
    )
    reason: Mapped[str | None] = mapped_column(String(200), nullable=True)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
