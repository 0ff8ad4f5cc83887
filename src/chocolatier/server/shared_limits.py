"""The per-address limits of every server process on one PostgreSQL database, counted in the
database (migration 0010): a token bucket per key in ``limit_buckets``, an account's failed
logins in ``login_failures``. Each check is one statement, atomic (``INSERT ... ON CONFLICT DO
UPDATE ... WHERE`` the bucket has a token, or the account's delay is over), so processes
racing for the last token get it once between them. They are asked only by logins,
registrations and chat lines (and reports), never by moves.

Times are the processes' wall clocks (``time.time()``: the processes of one service share a
machine, or keep their clocks in step). Buckets that have filled up again hold nothing against
their key and are swept now and then, as are the failures of accounts nobody tried for a day.
"""

from __future__ import annotations

import time
from collections.abc import Awaitable, Callable
from typing import Any

from sqlalchemy import text

from chocolatier.server.storage import Storage
from chocolatier.server.throttle import MAX_DOUBLINGS, login_delay

Runner = Callable[..., Awaitable[Any]]
# one sweep every so many checks of a process
SWEEP_EVERY = 1_000
# an account's failures are forgotten after a day without attempts
FAILURES_KEPT = 86_400.0

_LEVEL = "LEAST(:burst, b.tokens + GREATEST(0, :now - b.stamp) * :rate)"
# the CTE's second query sees the row as it was before the statement: when no token was
# taken, the bucket as it stands
_TAKE = text(f"""
WITH spent AS (
  INSERT INTO limit_buckets AS b (key, tokens, stamp, rate, burst)
  VALUES (:key, :burst - 1, :now, :rate, :burst)
  ON CONFLICT (key) DO UPDATE SET tokens = {_LEVEL} - 1, stamp = :now
  WHERE {_LEVEL} >= 1
  RETURNING tokens)
SELECT (SELECT tokens FROM spent),
       (SELECT {_LEVEL} FROM limit_buckets AS b WHERE b.key = :key)
""")
_GIVE_BACK = text("UPDATE limit_buckets SET tokens = LEAST(burst, tokens + 1) WHERE key = :key")
_DELAY = (f"LEAST(CAST(:most AS FLOAT), :backoff * POWER(2.0, LEAST(f.count + 1 - :free, "
          f"{MAX_DOUBLINGS})))")
_ATTEMPT = text(f"""
WITH counted AS (
  INSERT INTO login_failures AS f (key, count, until, stamp)
  VALUES (:key, 1, CASE WHEN 1 >= :free THEN :now + :first ELSE 0 END, :now)
  ON CONFLICT (key) DO UPDATE SET count = f.count + 1, stamp = :now,
    until = CASE WHEN f.count + 1 >= :free THEN :now + {_DELAY} ELSE f.until END
  WHERE :trusted OR f.until <= :now
  RETURNING count)
SELECT (SELECT count FROM counted),
       (SELECT until FROM login_failures WHERE key = :key)
""")
_CANCEL = text("UPDATE login_failures SET count = count - 1 WHERE key = :key AND count > 0")
_CLEAR = text("DELETE FROM login_failures WHERE key = :key")
_SWEEP_BUCKETS = text("DELETE FROM limit_buckets WHERE tokens + (:now - stamp) * rate >= burst")
_SWEEP_FAILURES = text("DELETE FROM login_failures WHERE stamp < :old")


class StoredLimits:
    """The :class:`~chocolatier.server.throttle.Limits` of all the processes, in PostgreSQL;
    ``db`` runs the blocking statements (the hub's executor)."""

    def __init__(self, storage: Storage, db: Runner) -> None:
        self.storage = storage
        self._db = db
        self._checks = 0

    def _run(self, statement: Any, **params: Any) -> Any:
        with self.storage.engine.begin() as conn:
            result = conn.execute(statement, params)
            return result.first() if result.returns_rows else None

    async def _check(self, statement: Any, **params: Any) -> Any:
        self._checks += 1
        if self._checks % SWEEP_EVERY == 0:
            await self._db(self._sweep)
        return await self._db(lambda: self._run(statement, **params))

    def _sweep(self) -> None:
        stamp = time.time()
        with self.storage.engine.begin() as conn:
            conn.execute(_SWEEP_BUCKETS, {"now": stamp})
            conn.execute(_SWEEP_FAILURES, {"old": stamp - FAILURES_KEPT})

    async def take(self, key: str, rate: float, burst: float) -> float:
        """See :meth:`chocolatier.server.throttle.Limits.take`."""
        row = await self._check(_TAKE, key=key, rate=float(rate), burst=float(burst),
                                now=time.time())
        if row[0] is not None:
            return 0.0
        return max(1e-3, (1 - float(row[1])) / rate)

    async def give_back(self, key: str) -> None:
        """See :meth:`chocolatier.server.throttle.Limits.give_back`."""
        await self._db(lambda: self._run(_GIVE_BACK, key=key))

    async def attempt(self, key: str, trusted: bool, free: int, backoff: float,
                      backoff_max: float) -> float:
        """See :meth:`chocolatier.server.throttle.Limits.attempt`."""
        stamp = time.time()
        row = await self._check(_ATTEMPT, key=key, trusted=trusted, free=free,
                                backoff=float(backoff), most=float(backoff_max), now=stamp,
                                first=login_delay(1, free, backoff, backoff_max) or 0.0)
        if row[0] is not None:
            return 0.0
        return max(1e-3, float(row[1]) - stamp)

    async def cancel(self, key: str) -> None:
        """See :meth:`chocolatier.server.throttle.Limits.cancel`."""
        await self._db(lambda: self._run(_CANCEL, key=key))

    async def clear(self, key: str) -> None:
        """See :meth:`chocolatier.server.throttle.Limits.clear`."""
        await self._db(lambda: self._run(_CLEAR, key=key))
