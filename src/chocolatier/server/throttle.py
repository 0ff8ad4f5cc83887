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

All of it is in the process's memory: a restart forgets it, and each process of a
PostgreSQL fan-out keeps its own.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass

from chocolatier.server.protocol import RateLimiter

# the addresses and names remembered at most; past it, those that have nothing to hold against
# anyone are forgotten first
KEPT = 100_000
LOGIN_BURST = 5.0
LOGIN_EVERY = 10.0
HOUR = 3600.0
TEN_MINUTES = 600.0


class Throttled(Exception):
    """Refused for now: the request may come again in ``retry_after`` seconds."""

    def __init__(self, retry_after: float) -> None:
        super().__init__(f"wait {retry_after:.0f} s")
        self.retry_after = max(1, math.ceil(retry_after))


def _wait(bucket: RateLimiter) -> float:
    """Seconds until ``bucket`` (just asked) has a token again."""
    return max(0.0, (1 - bucket.tokens) / bucket.rate)


class Buckets:
    """A token bucket per key (an address), created full on first use."""

    def __init__(self, rate: float, burst: float) -> None:
        self.rate = rate
        self.burst = burst
        self._buckets: dict[str, RateLimiter] = {}

    def take(self, key: str) -> None:
        """Spend one of ``key``'s tokens, or :class:`Throttled`."""
        bucket = self._buckets.get(key)
        if bucket is None:
            if len(self._buckets) >= KEPT:
                self._forget_full()
            bucket = self._buckets[key] = RateLimiter(self.rate, self.burst)
        if not bucket.allow():
            raise Throttled(_wait(bucket))

    def give_back(self, key: str) -> None:
        """Return the token just taken (the request was refused further on)."""
        bucket = self._buckets.get(key)
        if bucket is not None:
            bucket.tokens = min(bucket.burst, bucket.tokens + 1)

    def _forget_full(self) -> None:
        # a bucket that has refilled holds nothing against its key
        stamp = time.monotonic()
        self._buckets = {k: b for k, b in self._buckets.items()
                         if b.tokens + (stamp - b.stamp) * b.rate < b.burst}


@dataclass
class _Failures:
    count: int = 0
    until: float = 0.0  # monotonic time before which an untrusted attempt waits


class LoginThrottle:
    """The login limits: per address and, with growing delays, per account name."""

    def __init__(self, free: int = 5, backoff: float = 1.0, backoff_max: float = 900.0) -> None:
        self.addresses = Buckets(1 / LOGIN_EVERY, LOGIN_BURST)
        self.free = free
        self.backoff = backoff
        self.backoff_max = backoff_max
        self._accounts: dict[str, _Failures] = {}

    def address(self, address: str) -> None:
        """Spend one of the address's attempts, or :class:`Throttled`."""
        self.addresses.take(address)

    def attempt(self, key: str, trusted: bool) -> None:
        """Let an attempt at the account ``key`` through (counted as a failure until
        :meth:`succeeded`), or :class:`Throttled`; a ``trusted`` device skips the delay."""
        stamp = time.monotonic()
        failures = self._accounts.get(key)
        if failures is None:
            if len(self._accounts) >= KEPT:
                self._accounts = {k: f for k, f in self._accounts.items() if f.until > stamp}
                if len(self._accounts) >= KEPT:  # still full: forget the oldest
                    del self._accounts[next(iter(self._accounts))]
            failures = self._accounts[key] = _Failures()
        if not trusted and failures.until > stamp:
            raise Throttled(failures.until - stamp)
        failures.count += 1
        if failures.count >= self.free:
            delay = self.backoff * 2.0 ** (failures.count - self.free)
            failures.until = stamp + min(self.backoff_max, delay)

    def cancel(self, key: str) -> None:
        """Take back an attempt that was let through but never tried (the pool was full)."""
        failures = self._accounts.get(key)
        if failures is not None and failures.count > 0:
            failures.count -= 1

    def succeeded(self, key: str, trusted: bool) -> None:
        """The right password: an untrusted login clears the account's failures (a trusted
        device's does not, or a guesser would get fresh attempts after each of the owner's
        logins)."""
        if trusted:
            self.cancel(key)
        else:
            self._accounts.pop(key, None)


class RegistrationLimit:
    """New accounts per address (an hour) and in all (10 minutes)."""

    def __init__(self, per_address: int = 3, total: int = 30) -> None:
        self.addresses = Buckets(per_address / HOUR, per_address)
        self.total = RateLimiter(total / TEN_MINUTES, total)

    def take(self, address: str) -> None:
        """Count a registration from ``address``, or :class:`Throttled`."""
        self.addresses.take(address)
        if not self.total.allow():
            self.addresses.give_back(address)
            raise Throttled(_wait(self.total))

    def give_back(self, address: str) -> None:
        """Return the registration just counted (it was refused further on)."""
        self.addresses.give_back(address)
        self.total.tokens = min(self.total.burst, self.total.tokens + 1)
