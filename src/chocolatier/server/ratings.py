"""OpenSkill ratings of rated tables, the player pages and the leaderboard.

A table is rated when its creator asked for it (``rated`` option, logged in) and every human
seat is held by an account when it ends. Each account's rating (PlackettLuce, per game and
player count) is updated once per table (``rated_games``), whichever process saw it end. A
conceded seat ranks below every other seat: it cannot win the rating.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
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
from chocolatier.server.storage import Storage, now


class Ratings:
    """The ratings of the accounts over the server's database (blocking: run in the hub's
    executor)."""

    def __init__(self, storage: Storage) -> None:
        self.storage = storage

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
            session.add(RatedGameRow(table_id=table_id, changes=changes, rated_at=now(),
                                     outcome="rated", ended_at=table.updated_at))
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
