"""Accounts (optional: guests play as before) and their sessions (ratings: ``ratings.py``).

* Passwords are hashed with argon2id (``argon2-cffi``) and never logged or sent back.
* A session is a random token in an ``HttpOnly; SameSite=Lax`` cookie, stored as its SHA-256;
  each session has a CSRF token that state-changing requests of a logged-in browser carry in the
  ``X-CSRF-Token`` header (and every such request is ``application/json``: see ``read_json``).
* Names are unique once normalised (NFKC) and case-folded: "Ann", "ANN" and "Ａｎｎ" are one.
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
    SessionRow,
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
    """Accounts, sessions and login limits over the server's database."""

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
