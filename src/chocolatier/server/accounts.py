"""Accounts (optional: guests play as before), their sessions and OpenSkill ratings.

* Passwords are hashed with argon2id (``argon2-cffi``) and never logged or sent back.
* A session is a random token in an ``HttpOnly; SameSite=Lax`` cookie, stored as its SHA-256;
  each session has a CSRF token that state-changing requests of a logged-in browser carry in the
  ``X-CSRF-Token`` header (and every such request is ``application/json``: see ``read_json``).
* Names are unique once normalised (NFKC) and case-folded: "Ann", "ANN" and "Ａｎｎ" are one.
* A table is rated when its creator asked for it (``rated`` option, logged in) and every human
  seat is held by an account when it ends. Each account's rating (PlackettLuce, per game and
  player count) is updated once per table (``rated_games``), whichever process saw it end. A
  conceded seat ranks below every other seat: it cannot win the rating.
"""

from __future__ import annotations

import hashlib
import secrets
import time
import unicodedata
from dataclasses import dataclass
from datetime import timedelta
from typing import Any

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError
from sqlalchemy import select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from chocolatier.server.models import (
    AccountRow,
    EventRow,
    RatedGameRow,
    RatingRow,
    SeatRow,
    SessionRow,
    TableRow,
)
from chocolatier.server.protocol import RateLimiter
from chocolatier.server.storage import Storage, now

SESSION_COOKIE = "chocolatier_session"
SESSION_DAYS = 30
MIN_PASSWORD = 8
MAX_PASSWORD = 256
MAX_NAME = 40
# login attempts per client address: a burst, then one every LOGIN_EVERY seconds
LOGIN_BURST = 5.0
LOGIN_EVERY = 10.0
_LIMITERS_KEPT = 10_000
_HASHER = PasswordHasher()
# a hash to verify against when the name is unknown: both answers take as long
_DUMMY_HASH = _HASHER.hash(secrets.token_urlsafe(16))


class AccountError(Exception):
    """A refused account request: HTTP ``status``, machine ``code`` and a message."""

    def __init__(self, code: str, message: str, status: int = 400) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.status = status


@dataclass(frozen=True)
class Account:
    """A logged-in account, as a request sees it."""

    id: int
    name: str
    csrf: str


def name_key(name: str) -> str:
    """The form under which names are unique: NFKC, case-folded, spaces collapsed."""
    return " ".join(unicodedata.normalize("NFKC", name).casefold().split())


def _clean_name(value: Any) -> str:
    if not isinstance(value, str):
        raise AccountError("bad-name", "a name is text")
    name = " ".join(unicodedata.normalize("NFKC", value).split())
    if not 1 <= len(name) <= MAX_NAME or any(
        unicodedata.category(c) in ("Cc", "Cs", "Cf") for c in name
    ):
        raise AccountError("bad-name", f"a name is 1 to {MAX_NAME} visible characters")
    return name


def _password(value: Any) -> str:
    if not isinstance(value, str) or not MIN_PASSWORD <= len(value) <= MAX_PASSWORD:
        raise AccountError("bad-password",
                           f"a password is {MIN_PASSWORD} to {MAX_PASSWORD} characters")
    return value


def _digest(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


class Accounts:
    """Accounts, sessions, login limits and ratings over the server's database."""

    def __init__(self, storage: Storage) -> None:
        self.storage = storage
        self._limiters: dict[str, RateLimiter] = {}

    # -- login limits -------------------------------------------------------------------------

    def allow_login(self, address: str) -> bool:
        """Whether ``address`` may try a password now (a brute force gets 429s)."""
        limiter = self._limiters.get(address)
        if limiter is None:
            if len(self._limiters) >= _LIMITERS_KEPT:
                # forget the addresses whose budget is full again (they are not trying)
                stamp = time.monotonic()
                self._limiters = {
                    a: lim for a, lim in self._limiters.items()
                    if lim.tokens + (stamp - lim.stamp) * lim.rate < lim.burst
                }
            limiter = self._limiters[address] = RateLimiter(1 / LOGIN_EVERY, LOGIN_BURST)
        return limiter.allow()

    # -- accounts and sessions (blocking: run in the hub's executor) --------------------------

    def register(self, body: Any) -> tuple[Account, str]:
        """A new account, logged in: the account and its session cookie's token."""
        if not isinstance(body, dict):
            raise AccountError("bad-request", "send {name, password}")
        name = _clean_name(body.get("name"))
        password = _password(body.get("password"))
        hashed = _HASHER.hash(password)
        try:
            with Session(self.storage.engine) as session, session.begin():
                row = AccountRow(name=name, key=name_key(name), password_hash=hashed,
                                 created_at=now())
                session.add(row)
                session.flush()
                account_id = row.id
        except IntegrityError:
            raise AccountError("name-taken", "this name is taken", 409) from None
        return self._new_session(account_id, name)

    def login(self, body: Any) -> tuple[Account, str]:
        """Log in with name and password: the account and a new session's token."""
        if not isinstance(body, dict):
            raise AccountError("bad-request", "send {name, password}")
        name, password = body.get("name"), body.get("password")
        if not isinstance(name, str) or not isinstance(password, str) or \
                len(password) > MAX_PASSWORD:
            raise AccountError("bad-login", "wrong name or password", 401)
        with Session(self.storage.engine) as session:
            row = session.scalars(select(AccountRow).where(AccountRow.key == name_key(name))
                                  ).first()
            found = (row.id, row.name, row.password_hash) if row is not None else None
        try:
            _HASHER.verify(found[2] if found else _DUMMY_HASH, password)
        except (VerificationError, InvalidHashError):
            raise AccountError("bad-login", "wrong name or password", 401) from None
        if found is None:
            raise AccountError("bad-login", "wrong name or password", 401)
        return self._new_session(found[0], found[1])

    def _new_session(self, account_id: int, name: str) -> tuple[Account, str]:
        token, csrf = secrets.token_urlsafe(32), secrets.token_urlsafe(24)
        with Session(self.storage.engine) as session, session.begin():
            session.add(SessionRow(id=_digest(token), account_id=account_id, csrf=csrf,
                                   expires_at=now() + timedelta(days=SESSION_DAYS)))
        return Account(account_id, name, csrf), token

    def session(self, token: str | None) -> Account | None:
        """The account of a session cookie (``None``: none, or expired)."""
        if not token or len(token) > 100:
            return None
        with Session(self.storage.engine) as session:
            row = session.get(SessionRow, _digest(token))
            if row is None:
                return None
            expires = row.expires_at
            if expires.tzinfo is None:
                expires = expires.replace(tzinfo=now().tzinfo)
            if expires < now():
                return None
            account = session.get(AccountRow, row.account_id)
            return None if account is None else Account(account.id, account.name, row.csrf)

    def logout(self, token: str) -> None:
        """End a session."""
        with Session(self.storage.engine) as session, session.begin():
            row = session.get(SessionRow, _digest(token))
            if row is not None:
                session.delete(row)

    # -- ratings ------------------------------------------------------------------------------

    def rate_table(self, table_id: str) -> bool:
        """Update the ratings of a finished rated table's accounts, once; whether it did."""
        from openskill.models import PlackettLuce

        model = PlackettLuce()
        with Session(self.storage.engine) as session, session.begin():
            table = session.get(TableRow, table_id)
            if table is None or table.status != "finished" or table.result is None or \
                    not (table.settings or {}).get("rated"):
                return False
            if session.get(RatedGameRow, table_id) is not None:
                return False
            seats = sorted(session.scalars(select(SeatRow).where(SeatRow.table_id == table_id)),
                           key=lambda s: s.seat)
            if any(s.kind == "human" and s.account_id is None for s in seats):
                return False
            players = len(seats)
            conceded = set(session.scalars(select(EventRow.seat).where(
                EventRow.table_id == table_id, EventRow.kind == "concede")))
            scores = table.result.get("scores", [0] * players)
            winners = set(table.result.get("winners", []))
            ranks = [float(_rank(i, scores, winners, conceded)) for i in range(players)]
            before: list[RatingRow | None] = []
            ratings = []
            for s in seats:
                row = None
                if s.account_id is not None:
                    row = session.get(RatingRow, (s.account_id, table.game, players))
                before.append(row)
                ratings.append([model.rating(mu=row.mu, sigma=row.sigma) if row
                                else model.rating()])
            after = model.rate(ratings, ranks=ranks)
            changes = []
            for s, row, (new,) in zip(seats, before, after, strict=True):
                if s.account_id is None:
                    continue
                old_mu = row.mu if row else model.rating().mu
                if row is None:
                    row = RatingRow(account_id=s.account_id, game=table.game, players=players,
                                    mu=new.mu, sigma=new.sigma, games=0)
                    session.add(row)
                row.mu, row.sigma, row.games = new.mu, new.sigma, row.games + 1
                changes.append({"seat": s.seat, "account": s.account_id, "before": old_mu,
                                "after": new.mu, "ordinal": new.ordinal()})
            session.add(RatedGameRow(table_id=table_id, changes=changes, rated_at=now()))
            return True

    def player(self, name: str) -> dict[str, Any] | None:
        """A player's page: ratings per game and player count, and the tables they sat at."""
        with Session(self.storage.engine) as session:
            account = session.scalars(
                select(AccountRow).where(AccountRow.key == name_key(name))).first()
            if account is None:
                return None
            ratings = session.scalars(
                select(RatingRow).where(RatingRow.account_id == account.id)
                .order_by(RatingRow.game, RatingRow.players)).all()
            rows = session.execute(
                select(TableRow, SeatRow.seat)
                .join(SeatRow, SeatRow.table_id == TableRow.id)
                .where(SeatRow.account_id == account.id)
                .order_by(TableRow.updated_at.desc()).limit(100)).all()
            rated = {r.table_id: r for r in session.scalars(
                select(RatedGameRow).where(RatedGameRow.table_id.in_([t.id for t, _ in rows])))}
            history = []
            for table, seat in rows:
                change = next((c for c in rated[table.id].changes if c["seat"] == seat), None) \
                    if table.id in rated else None
                history.append({
                    "table": table.id, "game": table.game, "title": table.title,
                    "status": table.status, "seat": seat,
                    "updated_at": table.updated_at.isoformat(),
                    "won": bool(table.result and seat in table.result.get("winners", [])),
                    "rated": bool((table.settings or {}).get("rated")),
                    "rating_change": None if change is None
                    else round(change["after"] - change["before"], 2),
                })
            return {"name": account.name, "ratings": [_rating(r) for r in ratings],
                    "history": history}

    def leaderboard(self, game: str, players: int, limit: int = 50) -> list[dict[str, Any]]:
        """The best rated accounts at ``game`` with ``players`` seats (by ordinal, mu − 3σ)."""
        with Session(self.storage.engine) as session:
            rows = session.execute(
                select(RatingRow, AccountRow.name)
                .join(AccountRow, AccountRow.id == RatingRow.account_id)
                .where(RatingRow.game == game, RatingRow.players == players)).all()
        board = [{"name": name, **_rating(r)} for r, name in rows]
        board.sort(key=lambda r: -r["ordinal"])
        return board[:limit]


def _rank(seat: int, scores: list[Any], winners: set[int], conceded: set[int]) -> int:
    # 1 for the winners; else one more than the seats that scored better; conceded seats last
    if seat in conceded:
        return len(scores) + 1
    if seat in winners:
        return 1
    better = sum(1 for s, score in enumerate(scores)
                 if s not in conceded and (s in winners or score > scores[seat]))
    return better + 1


def _rating(row: RatingRow) -> dict[str, Any]:
    return {"game": row.game, "players": row.players, "mu": round(row.mu, 2),
            "sigma": round(row.sigma, 2), "ordinal": round(row.mu - 3 * row.sigma, 2),
            "games": row.games}
