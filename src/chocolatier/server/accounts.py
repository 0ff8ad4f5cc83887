"""Accounts (optional: guests play as before) and their sessions (ratings: ``ratings.py``).

* Passwords follow NIST SP 800-63B and are hashed with argon2id on a small pool of their own
  (:mod:`chocolatier.server.passwords`); they are never logged or sent back.
* Names follow Unicode TR39 (:mod:`chocolatier.server.identity`): unique once normalised
  (NFKC) and case-folded ("Ann", "ANN" and "Ａｎｎ" are one) and by confusable skeleton
  ("Victirn" is "Victim"); a guest may not sit under an account's name.
* Logins and registrations are throttled (:mod:`chocolatier.server.throttle`). A browser that
  logged in to an account holds a *device cookie* for it (the account id, a nonce, and their
  HMAC keyed by the account's password hash: no table, valid in every process and after a
  restart, void once the password changes), which lets its owner past the account's delay.
* A session is a random token in an ``HttpOnly; SameSite=Lax`` cookie, stored as its SHA-256;
  each session has a CSRF token that state-changing requests of a logged-in browser carry in the
  ``X-CSRF-Token`` header (and every such request is ``application/json``: see ``read_json``).
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import timedelta
from typing import Any, TypeVar

from sqlalchemy import or_, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from chocolatier.server.config import ServerConfig
from chocolatier.server.identity import MAX_NAME as MAX_NAME
from chocolatier.server.identity import BadNameError, account_name, default_name, skeleton
from chocolatier.server.identity import name_key as name_key
from chocolatier.server.models import AccountRow, BanRow, SessionRow
from chocolatier.server.passwords import (
    MAX_PASSWORD,
    BadPasswordError,
    HashPool,
    PoolBusyError,
    check_password,
    hash_password,
    needs_rehash,
    verify_password,
)
from chocolatier.server.storage import Storage, now
from chocolatier.server.throttle import Limits, LoginThrottle, RegistrationLimit, Throttled

SESSION_COOKIE = "chocolatier_session"
SESSION_DAYS = 30
DEVICE_COOKIE = "chocolatier_device"
DEVICE_DAYS = 365
# a hash to verify against when the name is unknown: both answers take as long
_DUMMY_HASH = hash_password(secrets.token_urlsafe(16))

T = TypeVar("T")
Runner = Callable[..., Awaitable[Any]]


class AccountError(Exception):
    """A refused account request: HTTP ``status``, machine ``code``, a message and, for a
    throttled one, the seconds after which it may come again."""

    def __init__(self, code: str, message: str, status: int = 400,
                 retry_after: int | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.status = status
        self.retry_after = retry_after


@dataclass(frozen=True)
class Account:
    """A logged-in account, as a request sees it."""

    id: int
    name: str
    csrf: str


@dataclass(frozen=True)
class LoggedIn:
    """A login's or registration's outcome: the account, its new session's token and the
    browser's device cookie for it."""

    account: Account
    token: str
    device: str


def _busy() -> AccountError:
    return AccountError("busy", "the server is busy; try again in a moment", 503, retry_after=1)


def _digest(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def _device_mac(account_id: int, nonce: str, password_hash: str) -> str:
    message = f"{account_id}.{nonce}".encode()
    return hmac.new(password_hash.encode(), message, hashlib.sha256).hexdigest()[:32]


def device_token(account_id: int, password_hash: str) -> str:
    """A new device cookie for ``account_id``."""
    nonce = secrets.token_urlsafe(12)
    return f"{account_id}.{nonce}.{_device_mac(account_id, nonce, password_hash)}"


def _well_formed(device: str | None) -> bool:
    return device is not None and 0 < len(device) <= 100 and device.count(".") == 2


def _trusted(device: str | None, account_id: int, password_hash: str) -> bool:
    if device is None or not _well_formed(device):
        return False
    owner, nonce, mac = device.split(".")
    return owner == str(account_id) and hmac.compare_digest(
        mac.encode(), _device_mac(account_id, nonce, password_hash).encode())


class Accounts:
    """Accounts, sessions and their limits over the server's database; ``db`` runs blocking
    database work (the hub's executor), the password pool runs the hashing."""

    def __init__(self, storage: Storage, config: ServerConfig, db: Runner,
                 limits: Limits) -> None:
        self.storage = storage
        self._db = db
        self.logins = LoginThrottle(limits, config.login_free_failures, config.login_backoff,
                                    config.login_backoff_max)
        self.registrations = RegistrationLimit(limits, config.registrations_per_address,
                                               config.registrations_total)
        self.pool = HashPool(config.hash_threads, config.hash_queue)

    async def _hash_work(self, fn: Callable[..., T], *args: Any) -> T:
        try:
            return await self.pool.run(fn, *args)
        except PoolBusyError:
            raise _busy() from None

    def _room(self) -> None:
        # a full pool refuses at once, before the database is asked anything
        try:
            self.pool.check_room()
        except PoolBusyError:
            raise _busy() from None

    # -- registering and logging in ---------------------------------------------------------

    async def register(self, body: Any, address: str) -> LoggedIn:
        """A new account, logged in (``address``: the client's, for the registration limit)."""
        if not isinstance(body, dict):
            raise AccountError("bad-request", "send {name, password}")
        try:
            name = account_name(body.get("name"))
            password = check_password(body.get("password"), name)
        except (BadNameError, BadPasswordError) as exc:
            raise AccountError(exc.code, exc.message) from None
        self._room()
        # counted first, so that a throttled flood costs the database nothing; a name that is
        # taken gives the registration back
        try:
            await self.registrations.take(address)
        except Throttled as exc:
            raise AccountError("too-many-registrations", "too many new accounts; wait", 429,
                               exc.retry_after) from None
        try:
            if default_name(name) or await self._db(self.holder, [name]) is not None:
                raise AccountError("name-taken", "this name is taken", 409)
            hashed = await self._hash_work(hash_password, password)
        except AccountError:
            await self.registrations.give_back(address)
            raise
        account_id = await self._db(self._insert, name, hashed)
        account, token = await self._db(self._new_session, account_id, name)
        return LoggedIn(account, token, device_token(account_id, hashed))

    def _insert(self, name: str, hashed: str) -> int:
        try:
            with Session(self.storage.engine) as session, session.begin():
                row = AccountRow(name=name, key=name_key(name), skeleton=skeleton(name),
                                 password_hash=hashed, created_at=now())
                session.add(row)
                session.flush()
                return row.id
        except IntegrityError:
            raise AccountError("name-taken", "this name is taken", 409) from None

    def holder(self, names: list[str]) -> str | None:
        """The name of an account that one of ``names`` would pass for (the same key, or the
        same confusable skeleton), if any (blocking)."""
        keys, looks = {name_key(n) for n in names}, {skeleton(n) for n in names}
        with Session(self.storage.engine) as session:
            return session.scalars(select(AccountRow.name).where(
                or_(AccountRow.key.in_(keys), AccountRow.skeleton.in_(looks)))).first()

    async def login(self, body: Any, address: str, device: str | None) -> LoggedIn:
        """Log in with name and password from ``address`` (``device``: the browser's device
        cookie, if any)."""
        if not isinstance(body, dict):
            raise AccountError("bad-request", "send {name, password}")
        name, password = body.get("name"), body.get("password")
        try:
            await self.logins.address(address)
        except Throttled as exc:
            raise AccountError("too-many-logins", "too many attempts; wait", 429,
                               exc.retry_after) from None
        if not isinstance(name, str) or not isinstance(password, str) or \
                len(password) > MAX_PASSWORD or len(name) > 4 * MAX_NAME:
            raise AccountError("bad-login", "wrong name or password", 401)
        key = name_key(name)
        self._room()
        # without a device cookie the account's delay is checked before the database is asked
        # anything (a throttled flood costs it nothing); with one, once the cookie is checked
        claims = _well_formed(device)
        if not claims:
            await self._attempt(key, False)
        found = await self._db(self._find, key)
        trusted = claims and found is not None and _trusted(device, found[0], found[2])
        if claims:
            await self._attempt(key, trusted)
        try:
            right = await self._hash_work(verify_password,
                                          found[2] if found else _DUMMY_HASH, password)
        except AccountError:
            await self.logins.cancel(key)
            raise
        if found is None or not right:
            raise AccountError("bad-login", "wrong name or password", 401)
        await self.logins.succeeded(key, trusted)
        hashed = await self._rehashed(found[0], found[2], password)
        account, token = await self._db(self._new_session, found[0], found[1])
        return LoggedIn(account, token, device_token(found[0], hashed))

    async def _attempt(self, key: str, trusted: bool) -> None:
        try:
            await self.logins.attempt(key, trusted)
        except Throttled as exc:
            raise AccountError("too-many-logins", "too many attempts at this account; wait",
                               429, exc.retry_after) from None

    async def _rehashed(self, account_id: int, hashed: str, password: str) -> str:
        """The account's hash, brought to today's argon2 setting if it was made with another
        (older accounts': 4 lanes would take 4 threads per login); kept when the pool is full."""
        if not needs_rehash(hashed):
            return hashed
        try:
            new = await self.pool.run(hash_password, password)
        except PoolBusyError:
            return hashed
        await self._db(self._set_hash, account_id, new)
        return new

    def _set_hash(self, account_id: int, hashed: str) -> None:
        with Session(self.storage.engine) as session, session.begin():
            row = session.get(AccountRow, account_id)
            if row is not None:
                row.password_hash = hashed

    def _find(self, key: str) -> tuple[int, str, str] | None:
        with Session(self.storage.engine) as session:
            row = session.scalars(select(AccountRow).where(AccountRow.key == key)).first()
            return (row.id, row.name, row.password_hash) if row is not None else None

    def close(self) -> None:
        """Stop the password pool."""
        self.pool.close()

    # -- sessions (blocking: run in the hub's executor) ---------------------------------------

    def _new_session(self, account_id: int, name: str) -> tuple[Account, str]:
        token, csrf = secrets.token_urlsafe(32), secrets.token_urlsafe(24)
        with Session(self.storage.engine) as session, session.begin():
            if session.get(BanRow, account_id) is not None:  # chocolatier admin ban
                raise AccountError("banned", "this account is banned", 403)
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
            if account is None or session.get(BanRow, account.id) is not None:
                return None  # (a ban deletes the sessions; one made meanwhile ends here)
            return Account(account.id, account.name, row.csrf)

    def logout(self, token: str) -> None:
        """End a session."""
        with Session(self.storage.engine) as session, session.begin():
            row = session.get(SessionRow, _digest(token))
            if row is not None:
                session.delete(row)
