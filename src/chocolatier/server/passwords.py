"""Passwords: the NIST SP 800-63B rules for choosing one, and argon2id hashing in a small
bounded pool of its own.

**Rules** (SP 800-63B §3.1.1.2): 8 to 256 characters, any characters (no composition rules: no
"one digit, one capital"), and not a password that attackers try first. "Common" is the 30 000
passwords of the leaked-password corpus that ``zxcvbn`` ships (Dropbox's strength estimator, the
``passwords`` frequency list drawn from the Xato corpus of 10 million leaked passwords): the
list is a Python module of the package, so nothing is downloaded at run time. A password is
refused when, NFKC-normalised and case-folded, it is on the list, also once digits and
punctuation are taken off its ends (``Password2024!``); and when it is the player's own name in
the same way (``ann1234``, ``nna``, ``Ann Ann``) or the service's name.

**Hashing.** argon2id (``argon2-cffi``) with the OWASP Password Storage Cheat Sheet's setting:
19 MiB, 2 passes, 1 lane, so one hash takes one thread (``argon2-cffi``'s default of 4 lanes
would take 4 threads each and crowd the event loop's core). It runs on a :class:`HashPool`:
one or two threads of their own at a lower CPU priority (Linux ``nice`` is per thread), so
neither the event loop nor the database's threads wait behind a flood of logins; and the pool's
queue is bounded: past it a request is refused at once (``503 busy``) instead of waiting ever
longer.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import string
import threading
import unicodedata
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any, TypeVar

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError

from chocolatier.server.identity import name_key

MIN_PASSWORD = 8
MAX_PASSWORD = 256
# the service's own name is the first word a guesser tries after the user's
SERVICE = "chocolatier"
HASH_THREADS = 2
HASH_QUEUE = 16
HASH_NICE = 10
_ENDS = string.digits + string.punctuation + " "
# OWASP's argon2id setting (19 MiB, 2 passes, 1 lane): one thread per hash, so that the pool's
# threads are all the CPU that hashing takes (older hashes keep their own settings)
_HASHER = PasswordHasher(time_cost=2, memory_cost=19_456, parallelism=1)

T = TypeVar("T")


def _common() -> frozenset[str]:
    from zxcvbn.frequency_lists import FREQUENCY_LISTS

    return frozenset(FREQUENCY_LISTS["passwords"])


_COMMON = _common()


class BadPasswordError(ValueError):
    """A refused password: ``password-too-short``, ``password-common``, ``password-is-name``
    or ``bad-password`` (not text, or too long)."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


class PoolBusyError(RuntimeError):
    """The hashing pool's queue is full: the request is refused rather than kept waiting."""


def _fold(text: str) -> str:
    return unicodedata.normalize("NFKC", text).casefold()


def check_password(value: Any, name: str) -> str:
    """``value`` if it may be ``name``'s new password, else :class:`BadPasswordError`."""
    if not isinstance(value, str) or len(value) > MAX_PASSWORD:
        raise BadPasswordError("bad-password", f"a password is text of at most {MAX_PASSWORD}")
    if len(value) < MIN_PASSWORD:
        raise BadPasswordError("password-too-short",
                               f"a password has at least {MIN_PASSWORD} characters")
    folded = _fold(value)
    core = folded.strip(_ENDS)
    if folded in _COMMON or core in _COMMON or SERVICE in core.replace(" ", ""):
        raise BadPasswordError("password-common",
                               "this password is among those that attackers try first")
    own = name_key(name).replace(" ", "")
    bare = core.replace(" ", "")
    if own and bare and (bare in (own, own[::-1]) or bare == own * (len(bare) // len(own))):
        raise BadPasswordError("password-is-name", "a password is not the player's name")
    return value


def hash_password(password: str) -> str:
    """The argon2id hash of ``password`` (blocking: run it on a :class:`HashPool`)."""
    return _HASHER.hash(password)


def needs_rehash(hashed: str) -> bool:
    """Whether ``hashed`` was made with another argon2 setting than today's."""
    try:
        return _HASHER.check_needs_rehash(hashed)
    except InvalidHashError:
        return False


def verify_password(hashed: str, password: str) -> bool:
    """Whether ``password`` matches ``hashed`` (blocking: run it on a :class:`HashPool`)."""
    try:
        return _HASHER.verify(hashed, password)
    except (VerificationError, InvalidHashError):
        return False


def _lower_priority() -> None:
    # the lanes' threads that argon2 starts inherit this thread's niceness (Linux)
    with contextlib.suppress(AttributeError, OSError):
        os.setpriority(os.PRIO_PROCESS, threading.get_native_id(), HASH_NICE)


class HashPool:
    """argon2 work on ``threads`` threads of its own, with at most ``queue`` more waiting."""

    def __init__(self, threads: int = HASH_THREADS, queue: int = HASH_QUEUE) -> None:
        self._executor = ThreadPoolExecutor(threads, thread_name_prefix="argon2",
                                            initializer=_lower_priority)
        self._room = threads + queue
        self._pending = 0

    def check_room(self) -> None:
        """:class:`PoolBusyError` if the queue is full now (a request refused before any other
        work is done for it)."""
        if self._pending >= self._room:
            raise PoolBusyError("the password pool is full")

    async def run(self, fn: Callable[..., T], *args: Any) -> T:
        """``fn(*args)`` on the pool; :class:`PoolBusyError` at once when its queue is full."""
        self.check_room()
        self._pending += 1
        try:
            return await asyncio.get_running_loop().run_in_executor(self._executor, fn, *args)
        finally:
            self._pending -= 1

    def close(self) -> None:
        """Stop the threads (what waits is dropped: the server is stopping)."""
        self._executor.shutdown(wait=False, cancel_futures=True)
