"""OpenSkill ratings of rated tables, under the rating policy of docs/server.md ("Ratings"):
judging a finished rated table once, voiding a game's rating, the player pages and the
leaderboard.

A finished rated table is judged exactly once (a ``rated_games`` row, written in the same
transaction as the ratings it changes), whichever process saw it end, or the next start if the
server died in between (:meth:`Ratings.rate_pending`). Its outcome:

* ``unrated``: a seat was not an account's (a guest who sat before the policy, a bot seat of a
  table made before it), an account held two seats, or a solo table;
* ``aborted``: some seat never made a move of its own (standing.py);
* ``pair-limit``: every account at the table has met another one there in ``PAIR_LIMIT`` rated
  games within ``PAIR_WINDOW`` (a sock puppet's concessions stop feeding its master);
* ``rated``: the ratings moved (but those of the accounts held by the pair limit, if the others
  were not: they count as opponents at their rating and do not move);
* ``void``: an admin voided it (:meth:`Ratings.void`); the ratings of its game and player count
  are then replayed from the remaining rated games, as if it had never been played.

Ranks come from the table's standing (standing.py): conceded and timed-out seats last.
"""

from __future__ import annotations

import zlib
from collections.abc import Iterable, Sequence
from datetime import datetime, timedelta
from itertools import combinations
from typing import Any

from sqlalchemy import delete, exists, func, select, text
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from chocolatier.server.accounts import name_key
from chocolatier.server.models import (
    AccountRow,
    EventRow,
    RatedGameRow,
    RatingRow,
    SeatRow,
    TableRow,
)
from chocolatier.server.standing import seat_ends, standing
from chocolatier.server.storage import Storage, now

# rated games between the same two accounts within the window that move their ratings
PAIR_LIMIT = 3
PAIR_WINDOW = timedelta(hours=24)
RATED, ABORTED, PAIR_LIMITED, UNRATED, VOID = "rated", "aborted", "pair-limit", "unrated", "void"
_ATTEMPTS = 3


def _model() -> Any:
    from openskill.models import PlackettLuce  # imported on first use: a slow import

    return PlackettLuce()


class Ratings:
    """The ratings of the accounts over the server's database (blocking: run in the hub's
    executor)."""

    def __init__(self, storage: Storage) -> None:
        self.storage = storage

    # -- judging a finished table -----------------------------------------------------------

    def rate_table(self, table_id: str) -> bool:
        """Judge a finished rated table once (its ``rated_games`` row and the ratings it moves,
        in one transaction); whether this call did (``False``: not finished, not rated, or
        judged already, by this process or another)."""
        for _attempt in range(_ATTEMPTS):
            try:
                with Session(self.storage.engine) as session, session.begin():
                    return self._judge(session, table_id)
            except IntegrityError:
                continue  # another process judged it, or rated one of its accounts first
        return False

    def rate_pending(self) -> int:
        """Judge every finished rated table that has no ``rated_games`` row (the server died
        between a game's end and its rating); how many were."""
        with Session(self.storage.engine) as session:
            pending = session.scalars(
                select(TableRow.id)
                .where(TableRow.status == "finished",
                       TableRow.settings["rated"].as_boolean(),
                       ~exists().where(RatedGameRow.table_id == TableRow.id))
                .order_by(TableRow.updated_at)).all()
        return sum(self.rate_table(table_id) for table_id in pending)

    def _judge(self, session: Session, table_id: str) -> bool:
        if session.get(RatedGameRow, table_id) is not None:
            return False
        table = session.get(TableRow, table_id)
        if table is None or table.status != "finished" or table.result is None or \
                not (table.settings or {}).get("rated"):
            return False
        seats = _seats(session, table_id)
        _lock_pool(session, table.game, len(seats))
        if session.get(RatedGameRow, table_id, populate_existing=True) is not None:
            return False  # judged by another process while this one waited for the lock
        kinds = session.execute(select(EventRow.kind, EventRow.seat)
                                .where(EventRow.table_id == table_id).order_by(EventRow.seq))
        ends = seat_ends(((k, s) for k, s in kinds), table.settings or {}, len(seats))
        stand = standing(table.result, ends)
        accounts = [s.account_id for s in seats]
        changes = [{"seat": s.seat, "account": s.account_id, "rank": stand["ranks"][s.seat],
                    "mark": stand["marks"][s.seat], "won": s.seat in stand["winners"],
                    "counted": False} for s in seats]
        outcome = RATED
        if len(seats) < 2 or None in accounts or len(set(accounts)) < len(accounts):
            outcome = UNRATED
        elif stand["aborted"]:
            outcome = ABORTED
        else:
            held = self._pair_limited(session, [a for a in accounts if a is not None],
                                      table.updated_at)
            for change in changes:
                change["counted"] = change["account"] not in held
                if not change["counted"]:
                    change["reason"] = PAIR_LIMITED
            if not any(c["counted"] for c in changes):
                outcome = PAIR_LIMITED
        if outcome == RATED:
            _rate(_model(), _current(session, table.game, len(seats), accounts), changes)
            _store(session, table.game, len(seats), changes)
        session.add(RatedGameRow(table_id=table_id, changes=changes, rated_at=now(),
                                 outcome=outcome, ended_at=table.updated_at))
        return True

    @staticmethod
    def _pair_limited(session: Session, accounts: Sequence[int], ended: datetime) -> set[int]:
        """The accounts that met another of ``accounts`` in ``PAIR_LIMIT`` rated games (both
        counted) within the window before ``ended``."""
        theirs = select(SeatRow.table_id).where(SeatRow.account_id.in_(accounts))
        games = session.scalars(select(RatedGameRow).where(
            RatedGameRow.outcome == RATED, RatedGameRow.table_id.in_(theirs),
            RatedGameRow.ended_at > ended - PAIR_WINDOW, RatedGameRow.ended_at <= ended))
        met: dict[tuple[int, int], int] = {}
        for game in games:
            counted = sorted({c["account"] for c in game.changes
                              if c.get("counted", True) and c["account"] in accounts})
            for pair in combinations(counted, 2):
                met[pair] = met.get(pair, 0) + 1
        return {a for pair, n in met.items() if n >= PAIR_LIMIT for a in pair}

    # -- voiding ----------------------------------------------------------------------------

    def void(self, table_id: str) -> bool:
        """Void a finished rated table's rating (the admin command ``chocolatier admin
        void-rating TABLE``): its ``rated_games`` outcome becomes ``void`` (a table not judged
        yet never will be), and every rating of its game and player count is replayed from the
        remaining rated games in the order they ended, so the void undoes all its effect (on
        the ratings of later games too). Returns whether the table was voided (``False``: no
        such finished rated table, or void already). One transaction."""
        with Session(self.storage.engine) as session, session.begin():
            table = session.get(TableRow, table_id)
            if table is None or table.status != "finished" or \
                    not (table.settings or {}).get("rated"):
                return False
            players = len(_seats(session, table_id))
            _lock_pool(session, table.game, players)
            row = session.get(RatedGameRow, table_id)
            if row is not None and row.outcome == VOID:
                return False
            if row is None:
                session.add(RatedGameRow(table_id=table_id, changes=[], rated_at=now(),
                                         outcome=VOID, ended_at=table.updated_at))
                return True
            row.outcome = VOID
            session.flush()
            self._replay(session, table.game, players)
            return True

    @staticmethod
    def _replay(session: Session, game: str, players: int) -> None:
        """Recompute the ratings of ``game`` with ``players`` seats from its rated games in
        the order they ended (each game's changes rewritten with its new before and after)."""
        rows = session.scalars(
            select(RatedGameRow).join(TableRow, TableRow.id == RatedGameRow.table_id)
            .where(RatedGameRow.outcome == RATED, TableRow.game == game)
            .order_by(RatedGameRow.ended_at, RatedGameRow.table_id)).all()
        model = _model()
        current: dict[int, tuple[float, float, int]] = {}
        for row in rows:
            if len(row.changes) != players:
                continue
            changes = [dict(c) for c in row.changes]
            if any("rank" not in c for c in row.changes):
                # judged before the rating policy (migration 0007): ranked by the standing now
                table = session.get(TableRow, row.table_id)
                stand = _standings(session, [table] if table is not None else [])
                ranks = stand[row.table_id]["ranks"] if row.table_id in stand else [1] * players
                for c in changes:
                    c.setdefault("rank", ranks[c["seat"]])
            _rate(model, current, changes)
            row.changes = changes
        session.execute(delete(RatingRow).where(RatingRow.game == game,
                                                RatingRow.players == players))
        for account, (mu, sigma, count) in current.items():
            session.add(RatingRow(account_id=account, game=game, players=players, mu=mu,
                                  sigma=sigma, games=count))

    # -- reading ----------------------------------------------------------------------------

    def table_rating(self, table_id: str) -> dict[str, Any] | None:
        """A table's rating as its final table shows it: ``rated`` (the option), ``outcome``
        (``None`` while not judged yet), the pair ``limit`` and each seat's ``counted``,
        ``reason``, ``before`` and ``after``. ``None``: no such table."""
        with Session(self.storage.engine) as session:
            table = session.get(TableRow, table_id)
            if table is None:
                return None
            row = session.get(RatedGameRow, table_id)
            return {
                "rated": bool((table.settings or {}).get("rated")),
                "outcome": row.outcome if row is not None else None,
                "limit": PAIR_LIMIT,
                "seats": [{k: c[k] for k in ("seat", "counted", "reason", "before", "after")
                           if k in c} for c in (row.changes if row is not None else [])],
            }

    def player(self, name: str) -> dict[str, Any] | None:
        """A player's page: ratings per game and player count, and the tables they sat at
        (won by the table's standing; the rating's outcome and change)."""
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
            # the standing is stored with a judged game (computed for the others, and for
            # games judged before the rating policy stored it)
            stands = _standings(session, [
                t for t, _ in rows if t.status == "finished" and (
                    t.id not in rated or any("won" not in c for c in rated[t.id].changes))])
            history = []
            for table, seat in rows:
                judged = rated.get(table.id)
                change = next((c for c in judged.changes if c["seat"] == seat), None) \
                    if judged is not None else None
                stand = stands.get(table.id)
                won = change["won"] if change is not None and "won" in change else \
                    stand is not None and seat in stand["winners"]
                moved = judged is not None and judged.outcome == RATED and change is not None \
                    and change.get("counted", True)
                outcome = None if judged is None else \
                    PAIR_LIMITED if judged.outcome == RATED and not moved else judged.outcome
                history.append({
                    "table": table.id, "game": table.game, "title": table.title,
                    "status": table.status, "seat": seat,
                    "updated_at": table.updated_at.isoformat(),
                    "won": won,
                    "mark": change.get("mark") if change is not None
                    else stand["marks"][seat] if stand is not None else None,
                    "rated": bool((table.settings or {}).get("rated")),
                    "outcome": outcome,
                    "rating_change": round(change["after"] - change["before"], 2)
                    if moved and change is not None else None,
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


def _seats(session: Session, table_id: str) -> list[SeatRow]:
    return sorted(session.scalars(select(SeatRow).where(SeatRow.table_id == table_id)),
                  key=lambda s: s.seat)


def _lock_pool(session: Session, game: str, players: int) -> None:
    """Serialize the rating writes of one game and player count across processes: the pair
    limit's count and each rating's read-modify-write see every earlier game (SQLite's
    writers are serialized already: BEGIN IMMEDIATE)."""
    if session.get_bind().dialect.name == "postgresql":
        key = zlib.crc32(f"ratings:{game}:{players}".encode())
        session.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": key})


def _current(session: Session, game: str, players: int,
             accounts: Iterable[int | None]) -> dict[int, tuple[float, float, int]]:
    """The stored ratings (mu, sigma, games) of ``accounts`` (those without one: absent)."""
    rows = session.scalars(select(RatingRow).where(
        RatingRow.game == game, RatingRow.players == players,
        RatingRow.account_id.in_([a for a in accounts if a is not None])))
    return {r.account_id: (r.mu, r.sigma, r.games) for r in rows}


def _rate(model: Any, current: dict[int, tuple[float, float, int]],
          changes: list[dict[str, Any]]) -> None:
    """Rate one game: every seat plays at its current rating, and the counted seats' ratings
    move (``current`` and each change's ``before``/``after``/``ordinal`` updated)."""
    default = model.rating()
    teams = []
    for c in changes:
        mu, sigma, _count = current.get(c["account"], (default.mu, default.sigma, 0))
        teams.append([model.rating(mu=mu, sigma=sigma)])
    after = model.rate(teams, ranks=[float(c["rank"]) for c in changes])
    for c, (old,), (new,) in zip(changes, teams, after, strict=True):
        if not c.get("counted", True):
            continue
        count = current.get(c["account"], (0.0, 0.0, 0))[2]
        current[c["account"]] = (new.mu, new.sigma, count + 1)
        c.update(before=old.mu, after=new.mu, sigma=new.sigma, ordinal=new.ordinal())


def _store(session: Session, game: str, players: int, changes: list[dict[str, Any]]) -> None:
    """Write the counted seats' new ratings."""
    for c in changes:
        if not c["counted"]:
            continue
        row = session.get(RatingRow, (c["account"], game, players), with_for_update=True)
        if row is None:
            row = RatingRow(account_id=c["account"], game=game, players=players, games=0)
            session.add(row)
        row.mu, row.sigma = c["after"], c["sigma"]
        row.games += 1


def _standings(session: Session, tables: Sequence[TableRow]) -> dict[str, dict[str, Any]]:
    """The standing of finished tables that have no ``rated_games`` row, from their events."""
    if not tables:
        return {}
    events: dict[str, list[tuple[str, int]]] = {t.id: [] for t in tables}
    for table_id, kind, seat in session.execute(
            select(EventRow.table_id, EventRow.kind, EventRow.seat)
            .where(EventRow.table_id.in_(list(events)))
            .order_by(EventRow.table_id, EventRow.seq)):
        events[table_id].append((kind, seat))
    counts = dict(session.execute(
        select(SeatRow.table_id, func.count()).where(SeatRow.table_id.in_(list(events)))
        .group_by(SeatRow.table_id)).tuples().all())
    return {t.id: standing(t.result or {}, seat_ends(events[t.id], t.settings or {},
                                                     counts.get(t.id, 0)))
            for t in tables if t.result is not None}


def _rating(row: RatingRow) -> dict[str, Any]:
    return {"game": row.game, "players": row.players, "mu": round(row.mu, 2),
            "sigma": round(row.sigma, 2), "ordinal": round(row.mu - 3 * row.sigma, 2),
            "games": row.games}

