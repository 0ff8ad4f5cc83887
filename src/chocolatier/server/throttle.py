"""How often strangers may try passwords and make accounts (per server process).

**Logins.** Two limits, both answered ``429 too-many-logins`` with the seconds to wait:

* per client address, a token bucket (a burst of 5, then one every 10 s);
* per account name (its key, known or not, so that the answers say nothing of which names
  exist), a growing delay: the first ``free`` attempts go through, then each attempt waits
  ``backoff``·2^(n − free) seconds after the previous one (at most ``backoff_max``). An
  attempt counts as a failure as soon as it is let through (so a burst of guesses in flight
  cannot slip past), and the owner's correct password clears the count.

The per-account delay does not lock the owner out: a browser that has logged in to the
account before holds a *device cookie* (see :mod:`chocolatier.server.accounts`) and skips
the delay (not the address's limit); its failures still count. Anyone else with the right
password gets in once the delay is over, however long the guessing went on: the delay is
capped and each refused attempt leaves it as it was.

**Registrations.** At most ``per_address`` an hour from one address and ``total`` in 10
minutes from all of them: ``429 too-many-registrations``.

On SQLite (one process) all of it is in the process's memory (:class:`MemoryLimits`): a
restart forgets it. On PostgreSQL every process counts in the same tables
(:class:`chocolatier.server.shared_limits.StoredLimits`), so an address gets its share once,
not once per process; the hub's chat budget per address is kept the same way.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass
from typing import Protocol

from chocolatier.server.protocol import RateLimiter

# the addresses and names remembered at most; past it, those that have nothing to hold against
# anyone are forgotten first
KEPT = 100_000
LOGIN_BURST = 5.0
LOGIN_EVERY = 10.0
HOUR = 3600.0
TEN_MINUTES = 600.0
# the doublings of an account's login delay at most (the delay is capped far below anyway)
MAX_DOUBLINGS = 40


class Throttled(Exception):
    """Refused for now: the request may come again in ``retry_after`` seconds."""

    def __init__(self, retry_after: float) -> None:
        super().__init__(f"wait {retry_after:.0f} s")
        self.retry_after = max(1, math.ceil(retry_after))


class Limits(Protocol):
    """Where the limits are counted: this process's memory, or the shared database."""

    async def take(self, key: str, rate: float, burst: float) -> float:
        """Spend a token of ``key``'s bucket (made full on first use: ``burst`` tokens,
        ``rate`` a second); 0 when spent, else the seconds until one is there."""

    async def give_back(self, key: str) -> None:
        """Return the token just taken (the request was refused further on)."""

    async def attempt(self, key: str, trusted: bool, free: int, backoff: float,
                      backoff_max: float) -> float:
        """Count an attempt at the account ``key`` (0), or the seconds it must wait: the
        first ``free`` go through, then each waits ``backoff``·2^(n − free) seconds (at
        most ``backoff_max``) after the one before; ``trusted`` skips the wait."""

    async def cancel(self, key: str) -> None:
        """Take back one counted attempt."""

    async def clear(self, key: str) -> None:
        """Forget the account's attempts."""


def _wait(bucket: RateLimiter) -> float:
    """Seconds until ``bucket`` (just asked) has a token again."""
    return max(0.0, (1 - bucket.tokens) / bucket.rate)


@dataclass
class _Failures:
    count: int = 0
    until: float = 0.0  # monotonic time before which an untrusted attempt waits


def login_delay(count: int, free: int, backoff: float, backoff_max: float) -> float | None:
    """The wait after the ``count``-th attempt (``None``: still among the free ones)."""
    if count < free:
        return None
    return min(backoff_max, backoff * 2.0 ** min(count - free, MAX_DOUBLINGS))


class MemoryLimits:
    """The limits of a single process, in its memory."""

    def __init__(self) -> None:
        self._buckets: dict[str, RateLimiter] = {}
        self._accounts: dict[str, _Failures] = {}

    async def take(self, key: str, rate: float, burst: float) -> float:
        """See :meth:`Limits.take`."""
        bucket = self._buckets.get(key)
        if bucket is None:
            if len(self._buckets) >= KEPT:
                self._forget_full()
            bucket = self._buckets[key] = RateLimiter(rate, burst)
        return 0.0 if bucket.allow() else _wait(bucket)

    async def give_back(self, key: str) -> None:
        """See :meth:`Limits.give_back`."""
        bucket = self._buckets.get(key)
        if bucket is not None:
            bucket.tokens = min(bucket.burst, bucket.tokens + 1)

    def _forget_full(self) -> None:
        # a bucket that has refilled holds nothing against its key
        stamp = time.monotonic()
        self._buckets = {k: b for k, b in self._buckets.items()
                         if b.tokens + (stamp - b.stamp) * b.rate < b.burst}

    async def attempt(self, key: str, trusted: bool, free: int, backoff: float,
                      backoff_max: float) -> float:
        """See :meth:`Limits.attempt`."""
        stamp = time.monotonic()
        failures = self._accounts.get(key)
        if failures is None:
            if len(self._accounts) >= KEPT:
                self._accounts = {k: f for k, f in self._accounts.items() if f.until > stamp}
                if len(self._accounts) >= KEPT:  # still full: forget the oldest
                    del self._accounts[next(iter(self._accounts))]
            failures = self._accounts[key] = _Failures()
        if not trusted and failures.until > stamp:
            return failures.until - stamp
        failures.count += 1
        delay = login_delay(failures.count, free, backoff, backoff_max)
        if delay is not None:
            failures.until = stamp + delay
        return 0.0

    async def cancel(self, key: str) -> None:
        """See :meth:`Limits.cancel`."""
        failures = self._accounts.get(key)
        if failures is not None and failures.count > 0:
            failures.count -= 1

    async def clear(self, key: str) -> None:
        """See :meth:`Limits.clear`."""
        self._accounts.pop(key, None)


class LoginThrottle:
    """The login limits: per address and, with growing delays, per account name."""

    def __init__(self, limits: Limits, free: int = 5, backoff: float = 1.0,
                 backoff_max: float = 900.0) -> None:
        self.limits = limits
        self.free = free
        self.backoff = backoff
        self.backoff_max = backoff_max

    async def address(self, address: str) -> None:
        """Spend one of the address's attempts, or :class:`Throttled`."""
        wait = await self.limits.take(f"login:{address}", 1 / LOGIN_EVERY, LOGIN_BURST)
        if wait:
            raise Throttled(wait)

    async def attempt(self, key: str, trusted: bool) -> None:
        """Let an attempt at the account ``key`` through (counted as a failure until
        :meth:`succeeded`), or :class:`Throttled`; a ``trusted`` device skips the delay."""
        wait = await self.limits.attempt(key, trusted, self.free, self.backoff, self.backoff_max)
        if wait:
            raise Throttled(wait)

    async def cancel(self, key: str) -> None:
        """Take back an attempt that was let through but never tried (the pool was full)."""
        await self.limits.cancel(key)

    async def succeeded(self, key: str, trusted: bool) -> None:
        """The right password: an untrusted login clears the account's failures (a trusted
        device's does not, or a guesser would get fresh attempts after each of the owner's
        logins)."""
        if trusted:
            await self.limits.cancel(key)
        else:
            await self.limits.clear(key)


class RegistrationLimit:
    """New accounts per address (an hour) and in all (10 minutes)."""

    def __init__(self, limits: Limits, per_address: int = 3, total: int = 30) -> None:
        self.limits = limits
        self.per_address = per_address
        self.total = total

    async def take(self, address: str) -> None:
        """Count a registration from ``address``, or :class:`Throttled`."""
        key = f"register:{address}"
        wait = await self.limits.take(key, self.per_address / HOUR, self.per_address)
        if wait:
            raise Throttled(wait)
        wait = await self.limits.take("register-all", self.total / TEN_MINUTES, self.total)
        if wait:
            await self.limits.give_back(key)
            raise Throttled(wait)

    async def give_back(self, address: str) -> None:
        """Return the registration just counted (it was refused further on)."""
        await self.limits.give_back(f"register:{address}")
        await self.limits.give_back("register-all")
