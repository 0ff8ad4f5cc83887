"""Storage on a real PostgreSQL server (``CHOCOLATIER_TEST_PG``, started by scripts/test.sh):
the log survives a restart, and two server processes on one database fan out each other's
updates through LISTEN/NOTIFY."""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterator

import pytest
from sqlalchemy import create_engine, text
from starlette.testclient import TestClient

from chocolatier.server.app import create_app
from tests.server.clock import ManualClock
from tests.server.conftest import BOT, HUMAN, create_table, make_config
from tests.server.helpers import Seat
from tests.server.test_hardening import check_bad_inputs

pytestmark = pytest.mark.postgres


@pytest.fixture
def pg_url() -> Iterator[str]:
    url = os.environ.get("CHOCOLATIER_TEST_PG")
    if not url:
        if os.environ.get("CI"):
            pytest.fail("CHOCOLATIER_TEST_PG is not set: scripts/test.sh starts PostgreSQL")
        pytest.skip("no PostgreSQL server (set CHOCOLATIER_TEST_PG or run scripts/test.sh)")
    schema = "t_" + uuid.uuid4().hex[:12]
    engine = create_engine(url)
    with engine.begin() as conn:
        conn.execute(text(f"CREATE SCHEMA {schema}"))
    sep = "&" if "?" in url else "?"
    yield f"{url}{sep}options=-csearch_path%3D{schema}"
    with engine.begin() as conn:
        conn.execute(text(f"DROP SCHEMA {schema} CASCADE"))
    engine.dispose()


def test_a_game_on_postgresql_survives_a_restart(pg_url: str) -> None:
    with TestClient(create_app(make_config(pg_url))) as client:
        made = create_table(client, [HUMAN, BOT])
        with client.websocket_connect(f"/ws/tables/{made['id']}") as ws:
            ann = Seat(ws, made["token"])
            assert ann.act("bet 2")["type"] == "ack"
            before = ann.wait_until(lambda s: 0 in s["to_act"])
    with (
        TestClient(create_app(make_config(pg_url))) as client,
        client.websocket_connect(f"/ws/tables/{made['id']}") as ws,
    ):
        ann = Seat(ws, made["token"])
        assert ann.state["view"] == before["view"] and ann.state["seq"] == before["seq"]


def test_a_clock_deadline_survives_a_restart_on_postgresql(pg_url: str) -> None:
    from tests.server.test_clocks import deadline_survives_a_restart

    deadline_survives_a_restart(pg_url)


def test_chat_rematch_and_public_tables_on_postgresql(pg_url: str) -> None:
    from tests.server import test_chat, test_table_life

    with TestClient(create_app(make_config(pg_url))) as client:
        test_chat.test_chat_reaches_the_other_seat_and_a_spectator_and_stays(client)
        test_chat.test_the_record_is_exported_with_or_without_chat(client)
        test_table_life.test_a_stranger_takes_a_seat_at_a_public_table_without_invite(client)
        test_table_life.test_rematch_makes_a_new_table_with_the_same_seats_and_sends_everyone(
            client)


def test_chat_is_trimmed_to_its_last_lines_on_postgresql(pg_url: str) -> None:
    from tests.server import test_chat_fairness

    with TestClient(create_app(make_config(pg_url))) as client:
        test_chat_fairness.keeps_the_last_lines_and_says_how_many_were_trimmed(client)
        test_chat_fairness.test_a_private_table_is_watched_and_chatted_at_only_by_its_link(
            client)


def test_moderation_on_postgresql(pg_url: str) -> None:
    from tests.server import test_moderation

    test_moderation.migration_keeps_the_chat(pg_url)
    with TestClient(create_app(make_config(pg_url))) as client:
        test_moderation.reported_and_deleted(client, pg_url)
        test_moderation.host_mutes_and_removes(client)
    with TestClient(create_app(make_config(pg_url))) as client:
        test_moderation.banned(client, pg_url)


def test_accounts_on_postgresql(pg_url: str) -> None:
    from tests.server import test_accounts

    with TestClient(create_app(make_config(pg_url))) as client:
        test_accounts.test_register_log_in_and_out_with_unique_normalised_names(client)


def test_a_rated_table_on_postgresql(pg_url: str) -> None:
    from tests.server import test_accounts

    with TestClient(create_app(make_config(pg_url))) as client:
        test_accounts.test_a_rated_two_player_table_changes_both_ratings(client)


def test_two_processes_on_one_database_see_each_others_moves(pg_url: str) -> None:
    with (
        TestClient(create_app(make_config(pg_url))) as one,
        TestClient(create_app(make_config(pg_url))) as two,
    ):
        made = create_table(one, [HUMAN, HUMAN])
        bob = two.post(f"/api/tables/{made['id']}/join", json={"invite": made["invite"]}).json()
        with (
            one.websocket_connect(f"/ws/tables/{made['id']}") as ws_a,
            two.websocket_connect(f"/ws/tables/{made['id']}") as ws_b,
        ):
            ann, bo = Seat(ws_a, made["token"]), Seat(ws_b, bob["token"])
            ann.wait_until(lambda s: s["table"]["status"] == "running")
            assert ann.act("bet 1")["type"] == "ack"
            # Bob is connected to the other process: the NOTIFY brings Ann's move there
            bo.wait_until(lambda s: s["seq"] == 1)
            assert bo.state["view"]["committed"] == [True, False]
            assert bo.act("bet 2")["type"] == "ack"
            ann.wait_until(lambda s: s["seq"] == 2)
            assert ann.state["view"]["bets"] == [[1], [2]]


def test_group_commit_on_postgresql_refuses_an_event_behind_the_log(pg_url: str) -> None:
    from chocolatier.server.storage import Storage
    from tests.server.test_group_commit import move, stored_table

    storage = Storage(pg_url)
    storage.migrate()
    try:
        stored_table(storage, "a")
        stored_table(storage, "b")
        assert storage.append_events([move("a", 0), move("b", 0)]) == [True, True]
        assert storage.append_events([move("a", 0), move("b", 1)]) == [False, True]
        loaded = storage.load("b")
        assert loaded is not None and [e.seq for e in loaded[1]] == [0, 1]
        assert loaded[0].event_count == 2
    finally:
        storage.dispose()


def test_bad_inputs_get_the_same_4xx_errors_on_postgresql(pg_url: str) -> None:
    with TestClient(create_app(make_config(pg_url))) as client:
        check_bad_inputs(client)


def test_a_game_review_is_computed_and_kept_on_postgresql(pg_url: str) -> None:
    from tests.server.test_reviews import REVIEWS, finished_table, wait_review

    with TestClient(create_app(make_config(pg_url, **REVIEWS))) as client:
        table_id = finished_table(client)
        assert client.post(f"/api/tables/{table_id}/review", json={}).status_code == 202
        review = wait_review(client, table_id)["review"]
        assert review["players"] and review["decisions"]
    with TestClient(create_app(make_config(pg_url, **REVIEWS))) as client:
        assert client.get(f"/api/tables/{table_id}/review").json() == {
            "status": "done", "review": review}


def test_the_rating_policy_migration_on_postgresql(pg_url: str) -> None:
    from tests.server.test_ratings import migration_keeps_rated_games

    migration_keeps_rated_games(pg_url)


def test_a_rating_lost_to_a_crash_is_written_once_on_postgresql(
    pg_url: str, monkeypatch: pytest.MonkeyPatch,
) -> None:
    from tests.server.test_ratings import rated_once_across_a_crash

    rated_once_across_a_crash(pg_url, monkeypatch)


def test_voiding_a_games_rating_on_postgresql(pg_url: str) -> None:
    from tests.server.test_ratings import voiding_undoes_a_game

    voiding_undoes_a_game(pg_url)


def test_a_conceding_puppet_on_postgresql(pg_url: str) -> None:
    from tests.server import test_ratings

    with TestClient(create_app(make_config(pg_url))) as client:
        test_ratings.test_a_conceding_puppet_moves_the_rating_three_times_in_a_day(client)


def test_an_aborted_rated_game_on_postgresql(pg_url: str) -> None:
    from tests.server import test_ratings

    clock = ManualClock()  # the clocks run out when the test moves it (tests/server/clock.py)
    with TestClient(create_app(make_config(pg_url), clock)) as client:
        test_ratings.test_a_game_one_account_never_moved_in_is_aborted_for_both((client, clock))
