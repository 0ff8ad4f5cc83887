"""The rating policy (docs/server.md, "Ratings"): a rated game is between logged-in people,
a game a seat never moved in is aborted, conceding and timed-out seats rank last on the final
table and in the rating, a pair of accounts moves each other's ratings at most PAIR_LIMIT times
a day, a result is rated exactly once across a crash, and a void undoes a game; the migration.
Storage behaviour runs on PostgreSQL too (test_postgres.py)."""

from __future__ import annotations

import time
from datetime import UTC, datetime
from typing import Any

import pytest
from alembic import command
from sqlalchemy import text
from starlette.testclient import TestClient

from chocolatier.server.app import create_app
from chocolatier.server.ratings import PAIR_LIMIT, Ratings
from chocolatier.server.standing import SeatEnd, seat_ends, standing
from chocolatier.server.storage import Storage, alembic_config
from tests.server.clock import ManualClock, Timed
from tests.server.conftest import BOT, HUMAN, make_config
from tests.server.helpers import Seat
from tests.server.test_accounts import register


def migration_keeps_rated_games(url: str) -> None:
    """0007 marks the games rated before it as ``rated``, ended when they were rated; and it
    goes back down to 0006."""
    storage = Storage(url)
    try:
        storage.migrate("0006")
        stamp = datetime(2026, 1, 2, 3, 4, 5, tzinfo=UTC)
        with storage.engine.begin() as conn:
            conn.execute(text(
                "INSERT INTO game_tables (id, game, title, seed, options, status, event_count,"
                " invite_code, creator, created_at, updated_at) VALUES ('t1', 'deck', 't', 1,"
                " '{}', 'finished', 0, 'i', 'c', :stamp, :stamp)"), {"stamp": stamp})
            conn.execute(text("INSERT INTO rated_games (table_id, changes, rated_at)"
                              " VALUES ('t1', '[]', :stamp)"), {"stamp": stamp})
        storage.migrate()
        with storage.engine.begin() as conn:
            outcome, ended = conn.execute(text(
                "SELECT outcome, ended_at FROM rated_games WHERE table_id = 't1'")).one()
        assert outcome == "rated"
        assert str(ended)[:19] == "2026-01-02 03:04:05"
        with storage.engine.begin() as conn:
            config = alembic_config()
            config.attributes["connection"] = conn
            command.downgrade(config, "0006")
        with storage.engine.begin() as conn:
            assert conn.execute(text("SELECT count(*) FROM rated_games")).scalar() == 1
    finally:
        storage.dispose()


def test_the_rating_policy_migration_keeps_rated_games(db_url: str) -> None:
    migration_keeps_rated_games(db_url)


# -- helpers: accounts at one test client, rated deck tables played by a script --------------


class People:
    """Registered accounts of one test client, switched between by their session cookie."""

    def __init__(self, client: TestClient) -> None:
        self.client = client
        self.csrf: dict[str, str] = {}
        self.cookie: dict[str, str] = {}

    def add(self, *names: str) -> None:
        for name in names:
            self.csrf[name] = register(self.client, name)["csrf"]
            self.cookie[name] = self.client.cookies["chocolatier_session"]

    def post(self, who: str, url: str, body: dict[str, Any]) -> Any:
        self.client.cookies.clear()
        self.client.cookies.set("chocolatier_session", self.cookie[who])
        return self.client.post(url, json=body, headers={"X-CSRF-Token": self.csrf[who]})

    def rated_table(self, host: str, guest: str, **options: Any) -> tuple[str, list[str]]:
        """A rated two-seat deck table of ``host`` (seat 0) and ``guest`` (seat 1): its id and
        the seats' tokens."""
        made = self.post(host, "/api/tables", {
            "game": "deck", "seats": [HUMAN, HUMAN], "join": 0, "seed": 3,
            "options": {"rated": True, "rounds": 1, "standin": "random", **options}})
        assert made.status_code == 201, made.text
        table = made.json()
        joined = self.post(guest, f"/api/tables/{table['id']}/join", {"invite": table["invite"]})
        assert joined.status_code == 200, joined.text
        return table["id"], [table["token"], joined.json()["token"]]


def judged(client: TestClient, table_id: str) -> dict[str, Any]:
    """The table's rating once it is judged (right after its end, in the background)."""
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:
        rating: dict[str, Any] = client.get(f"/api/tables/{table_id}/rating").json()
        if rating["outcome"] is not None:
            return rating
        time.sleep(0.02)
    raise AssertionError(f"table {table_id} was not judged")


def play_and_concede(client: TestClient, table_id: str, tokens: list[str],
                     leave: str = "concede", clock: ManualClock | None = None) -> dict[str, Any]:
    """Ann (seat 0) bets 1 and stays; the other seat bets 2, then concedes when it is to draw
    (``leave="wait"``: lets its clock run out instead, ``clock`` moved past the deadline): its
    stand-in plays on, and whatever it draws the seat that left outscores Ann. The final
    state."""
    url = f"/ws/tables/{table_id}"
    with client.websocket_connect(url) as ws_a, client.websocket_connect(url) as ws_b:
        ann, puppet = Seat(ws_a, tokens[0]), Seat(ws_b, tokens[1])
        ann.wait_until(lambda s: s["table"]["status"] == "running")
        assert ann.act("bet 1")["type"] == "ack"
        assert puppet.act("bet 2")["type"] == "ack"
        ann.wait_until(lambda s: s["to_act"] == [0])
        assert ann.act("stay")["type"] == "ack"
        puppet.wait_until(lambda s: s["to_act"] == [1])
        if leave == "concede":
            ws_b.send_json({"type": "concede", "ref": 9})
            assert puppet.receive("ack")["ref"] == 9
        else:
            assert clock is not None
            clock.advance(client, 61)
        return ann.wait_until(lambda s: s["result"] is not None)


def ratings_of(client: TestClient, name: str) -> list[dict[str, Any]]:
    ratings: list[dict[str, Any]] = client.get(f"/api/players/{name}").json()["ratings"]
    return ratings


# -- a rated game is between logged-in people -------------------------------------------------


def test_the_farming_repro_against_a_bot_gains_no_rating(client: TestClient) -> None:
    """The attack run's repro: a rated table against a ``random`` bot with a 1 s clock and
    ``max_timeouts`` 1, four unattended games. A rated table has no bot seat: refused."""
    people = People(client)
    people.add("Mallory")
    for _game in range(4):
        made = people.post("Mallory", "/api/tables", {
            "game": "deck", "seats": [HUMAN, BOT], "join": 0,
            "options": {"rated": True, "turn_seconds": 1, "max_timeouts": 1, "rounds": 1}})
        assert made.status_code == 400 and made.json()["error"] == "rated-humans-only"
    solo = people.post("Mallory", "/api/tables", {
        "game": "factory", "seats": [HUMAN], "join": 0, "options": {"rated": True}})
    assert solo.status_code == 400 and solo.json()["error"] == "rated-humans-only"
    assert ratings_of(client, "Mallory") == []
    assert client.get("/api/leaderboard?game=deck&players=2").json() == []


def test_a_guest_cannot_sit_at_a_rated_table(client: TestClient) -> None:
    people = People(client)
    people.add("Ann")
    made = people.post("Ann", "/api/tables", {"game": "deck", "seats": [HUMAN, HUMAN],
                                             "join": 0, "options": {"rated": True}}).json()
    client.cookies.clear()
    guest = client.post(f"/api/tables/{made['id']}/join",
                        json={"invite": made["invite"], "name": "Bob"})
    assert guest.status_code == 403 and guest.json()["error"] == "rated-needs-login"


# -- a game in which a seat never moved is aborted ----------------------------------------------


def test_a_game_one_account_never_moved_in_is_aborted_for_both(timed: Timed) -> None:
    """Bob never comes: his clock (max_timeouts 1) runs out and hands his seat to the stand-in,
    which plays his whole game. Nobody's rating moves, and both pages say the game was
    aborted."""
    client, clock = timed
    people = People(client)
    people.add("Ann", "Bob")
    table_id, tokens = people.rated_table("Ann", "Bob", turn_seconds=60, max_timeouts=1)
    with client.websocket_connect(f"/ws/tables/{table_id}") as ws:
        ann = Seat(ws, tokens[0])
        assert ann.act("bet 1")["type"] == "ack"
        clock.advance(client, 61)
        ann.wait_until(lambda s: s["to_act"] == [0])
        assert ann.act("stay")["type"] == "ack"
        final = ann.wait_until(lambda s: s["result"] is not None)
    assert final["standing"]["aborted"]
    assert final["standing"]["marks"] == [None, "timed-out"]
    assert judged(client, table_id)["outcome"] == "aborted"
    for name in ("Ann", "Bob"):
        page = client.get(f"/api/players/{name}").json()
        assert page["ratings"] == []
        assert page["history"][0]["outcome"] == "aborted"
        assert page["history"][0]["rating_change"] is None


# -- a conceding seat ranks last, on the final table and in the rating ---------------------------


@pytest.mark.parametrize(("leave", "mark"), [("concede", "conceded"), ("wait", "timed-out")])
def test_a_leaving_seat_whose_stand_in_outscored_ranks_last_everywhere(
    timed: Timed, leave: str, mark: str,
) -> None:
    """Bob concedes (or lets his clock run out with max_timeouts 1, and never comes back)
    after a move of his own; his stand-in outscores Ann. He ranks last on the final table and
    in the rating."""
    client, clock = timed
    people = People(client)
    people.add("Ann", "Bob")
    clocked = {"turn_seconds": 60, "max_timeouts": 1} if leave == "wait" else {}
    table_id, tokens = people.rated_table("Ann", "Bob", **clocked)
    final = play_and_concede(client, table_id, tokens, leave, clock)
    scores = final["result"]["scores"]
    assert scores[1] > scores[0] and final["result"]["winners"] == [1]  # the engine's own
    assert final["standing"] == {"ranks": [1, 2], "winners": [0],
                                 "marks": [None, mark], "aborted": False}
    assert judged(client, table_id)["outcome"] == "rated"
    [ann], [bob] = ratings_of(client, "Ann"), ratings_of(client, "Bob")
    assert ann["mu"] > 25 > bob["mu"]
    history = {name: client.get(f"/api/players/{name}").json()["history"][0]
               for name in ("Ann", "Bob")}
    assert history["Ann"]["won"] and not history["Bob"]["won"]
    assert history["Bob"]["mark"] == mark


# -- a sock puppet feeds at most the pair limit ----------------------------------------------------


def test_a_conceding_puppet_moves_the_rating_three_times_in_a_day(client: TestClient) -> None:
    """Four games in a row in which a second account concedes: the first three (PAIR_LIMIT)
    move the ratings, the fourth is played but unrated for the pair, and says so."""
    people = People(client)
    people.add("Ann", "Puppet")
    seen = []
    outcomes = []
    for _game in range(PAIR_LIMIT + 1):
        table_id, tokens = people.rated_table("Ann", "Puppet")
        play_and_concede(client, table_id, tokens)
        outcomes.append(judged(client, table_id)["outcome"])
        [ann] = ratings_of(client, "Ann")
        seen.append((ann["mu"], ann["games"]))
    assert outcomes == ["rated"] * PAIR_LIMIT + ["pair-limit"]
    assert [games for _mu, games in seen] == [1, 2, 3, 3]
    assert seen[0][0] < seen[1][0] < seen[2][0] == seen[3][0]
    last = client.get("/api/players/Ann").json()["history"][0]
    assert last["outcome"] == "pair-limit" and last["rating_change"] is None
    # another account is not held by Ann and Puppet's limit
    people.add("Carol")
    table_id, tokens = people.rated_table("Ann", "Carol")
    play_and_concede(client, table_id, tokens)
    assert judged(client, table_id)["outcome"] == "rated"


# -- written exactly once, even across a crash ----------------------------------------------------


def rated_once_across_a_crash(db_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """A game ends and the server dies before its rating is written; the next start rates it,
    once, and later starts do not again."""
    real = Ratings.rate_table

    def crash(self: Ratings, table_id: str) -> bool:
        raise RuntimeError("the server died before the rating was written")

    monkeypatch.setattr(Ratings, "rate_table", crash)
    with TestClient(create_app(make_config(db_url))) as client:
        people = People(client)
        people.add("Ann", "Bob")
        table_id, tokens = people.rated_table("Ann", "Bob")
        play_and_concede(client, table_id, tokens)
        assert client.get(f"/api/tables/{table_id}/rating").json()["outcome"] is None
    monkeypatch.setattr(Ratings, "rate_table", real)
    for _start in range(2):
        with TestClient(create_app(make_config(db_url))) as client:
            assert judged(client, table_id)["outcome"] == "rated"
            # opening the finished table asks for its rating again: it is judged already
            with client.websocket_connect(f"/ws/tables/{table_id}") as ws:
                assert Seat(ws, None).state["standing"]["winners"] == [0]
            assert [r["games"] for r in ratings_of(client, "Ann")] == [1]
            assert [r["games"] for r in ratings_of(client, "Bob")] == [1]
    storage = Storage(db_url)
    with storage.engine.begin() as conn:
        assert conn.execute(text("SELECT count(*) FROM rated_games")).scalar() == 1
    storage.dispose()


def test_a_rating_lost_to_a_crash_is_written_once_at_the_next_start(
    db_url: str, monkeypatch: pytest.MonkeyPatch,
) -> None:
    rated_once_across_a_crash(db_url, monkeypatch)


# -- voiding a game's rating -----------------------------------------------------------------------


def voiding_undoes_a_game(db_url: str) -> None:
    """Ann wins a game, then loses one (she concedes): voiding the second puts her rating back
    where the first left it; voiding the first too leaves no rating at all."""
    with TestClient(create_app(make_config(db_url))) as client:
        people = People(client)
        people.add("Ann", "Bob")
        first, tokens = people.rated_table("Ann", "Bob")
        play_and_concede(client, first, tokens)
        judged(client, first)
        after_first = ratings_of(client, "Ann")
        second, tokens = people.rated_table("Bob", "Ann")
        play_and_concede(client, second, tokens)
        judged(client, second)
        assert ratings_of(client, "Ann")[0]["mu"] < after_first[0]["mu"]
        ratings = Ratings(Storage(db_url))
        assert ratings.void(second)
        assert not ratings.void(second)  # once
        assert ratings_of(client, "Ann") == after_first
        assert judged(client, second)["outcome"] == "void"
        assert client.get("/api/players/Ann").json()["history"][0]["rating_change"] is None
        assert ratings.void(first)
        assert ratings_of(client, "Ann") == [] == ratings_of(client, "Bob")
        assert not ratings.void("no-such-table")
        ratings.storage.dispose()


def test_voiding_a_games_rating_undoes_its_effect(db_url: str) -> None:
    voiding_undoes_a_game(db_url)


# -- the standing itself ---------------------------------------------------------------------------


def test_the_standing_ranks_leaving_seats_last_and_keeps_the_engines_order_otherwise() -> None:
    result = {"scores": [10, 30, 20], "winners": [1]}
    played = SeatEnd(own_moves=3, conceded=False, timed_out=False)
    gone = SeatEnd(own_moves=1, conceded=False, timed_out=True)
    left = SeatEnd(own_moves=2, conceded=True, timed_out=False)
    assert standing(result, [played] * 3) == {
        "ranks": [3, 1, 2], "winners": [1], "marks": [None] * 3, "aborted": False}
    # the engine's winner timed out for good: the best of the others wins
    assert standing(result, [played, gone, played]) == {
        "ranks": [2, 3, 1], "winners": [2], "marks": [None, "timed-out", None], "aborted": False}
    assert standing(result, [left, gone, played])["ranks"] == [2, 2, 1]
    never = SeatEnd(own_moves=0, conceded=True, timed_out=False)
    assert standing(result, [played, never, played])["aborted"]


def test_seat_ends_follow_the_table_life_of_the_events() -> None:
    settings = {"max_timeouts": 2}
    ends = seat_ends([("move", 0), ("timeout", 1), ("timeout", 1), ("standin", 1),
                      ("move", 0), ("undo", 0), ("concede", 0), ("standin", 0)], settings, 2)
    assert ends == [SeatEnd(1, True, False), SeatEnd(0, False, True)]
    taken_back = seat_ends([("timeout", 1), ("timeout", 1), ("reclaim", 1), ("move", 1)],
                           settings, 2)
    assert taken_back[1] == SeatEnd(1, False, False)
