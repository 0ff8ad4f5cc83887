"""Accounts that strangers cannot abuse (issue 23): registration limits, per-account login
delays that do not lock the owner out, NIST passwords, TR39 names, guests under an account's
name, the hashing pool. Storage behaviour runs on SQLite here and on PostgreSQL below.

Many clients are simulated through a trusted proxy's ``X-Forwarded-For`` (docs/server.md,
"Client addresses and proxies"): the addresses are only header values (documentation ranges)."""

from __future__ import annotations

import asyncio
import threading
import time
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from datetime import UTC, datetime
from typing import Any

import httpx
import pytest
from alembic import command
from sqlalchemy import select, text
from starlette.testclient import TestClient

from chocolatier.server.app import create_app
from chocolatier.server.passwords import HashPool, PoolBusyError
from chocolatier.server.storage import Storage, alembic_config
from tests.server.conftest import BOT, HUMAN, make_config
from tests.server.live_server import live_server
from tests.server.test_postgres import pg_url as pg_url

OWNER_PASSWORD = "violet teapot sunrise"


def strict_config(db_url: str, **overrides: Any) -> Any:
    """The server's own limits (the shared test config relaxes the registration limits)."""
    limits: dict[str, Any] = {"registrations_per_address": 3, "registrations_total": 30}
    return make_config(db_url, **{**limits, **overrides})


def at(address: str) -> dict[str, str]:
    return {"X-Forwarded-For": address}


# -- registration limits ------------------------------------------------------------------------


def test_one_address_makes_three_accounts_an_hour_then_waits(db_url: str) -> None:
    with TestClient(create_app(strict_config(db_url))) as client:
        def register(name: str) -> Any:
            client.cookies.clear()
            return client.post("/api/register", json={"name": name, "password": OWNER_PASSWORD})

        assert register("Sock0").status_code == 200
        # a name that is taken (or refused) costs nothing of the budget
        assert [register("Sock0").json()["error"] for _ in range(5)] == ["name-taken"] * 5
        answers = [register(f"Sock{n}") for n in range(1, 43)]
        assert [a.status_code for a in answers[:2]] == [200] * 2
        refused = answers[2:]
        assert {a.status_code for a in refused} == {429}
        assert {a.json()["error"] for a in refused} == {"too-many-registrations"}
        # a new one every 20 minutes (3 an hour)
        assert 60 < refused[0].json()["retry_after"] <= 1200
        assert int(refused[0].headers["Retry-After"]) == refused[0].json()["retry_after"]


def test_registrations_are_limited_in_total_across_addresses(db_url: str) -> None:
    config = strict_config(db_url, registrations_total=4, forwarded_allow_ips="127.0.0.1")
    with live_server(config) as url:
        codes = []
        for n in range(7):
            with httpx.Client(base_url=url, timeout=60) as client:
                answer = client.post("/api/register", headers=at(f"203.0.113.{n + 1}"),
                                     json={"name": f"Crowd{n}", "password": OWNER_PASSWORD})
                codes.append((answer.status_code, answer.json().get("error")))
        assert codes[:4] == [(200, None)] * 4
        assert codes[4:] == [(429, "too-many-registrations")] * 3


# -- logins: per account, with growing delays, and the owner still gets in ----------------------


def guess(url: str, address: str, tries: int, first_429: threading.Event
          ) -> tuple[list[int], float]:
    """``tries`` wrong passwords for Victim from ``address``: the answers' statuses, and when
    the last came."""
    codes = []
    with httpx.Client(base_url=url, timeout=120) as client:
        for n in range(tries):
            answer = client.post("/api/login", headers=at(address),
                                 json={"name": "Victim", "password": f"guess {address} {n}"})
            codes.append(answer.status_code)
            if answer.status_code == 429:
                body = answer.json()
                assert body["error"] == "too-many-logins" and body["retry_after"] >= 1
                first_429.set()
    return codes, time.monotonic()


def test_forty_addresses_guessing_get_429s_and_the_owner_still_logs_in(db_url: str) -> None:
    config = make_config(db_url, forwarded_allow_ips="127.0.0.1", login_backoff=0.5,
                         login_backoff_max=2.0)
    with live_server(config) as url, httpx.Client(base_url=url, timeout=120) as owner:
        made = owner.post("/api/register", headers=at("198.51.100.7"),
                          json={"name": "Victim", "password": OWNER_PASSWORD})
        assert made.status_code == 200 and owner.cookies.get("chocolatier_device")
        first_429 = threading.Event()
        with ThreadPoolExecutor(40) as pool:
            runs = [pool.submit(guess, url, f"203.0.113.{n + 1}", 5, first_429)
                    for n in range(40)]
            assert first_429.wait(120)
            # during the run: the owner's browser, which logged in before, gets in
            asked = time.monotonic()
            during = owner.post("/api/login", headers=at("198.51.100.7"),
                                json={"name": "victim", "password": OWNER_PASSWORD})
            results = [run.result() for run in runs]
        codes = Counter(code for run, _ in results for code in run)
        assert during.status_code == 200 and during.json()["name"] == "Victim"
        assert asked < max(end for _, end in results)  # the guessing was still going on
        assert sum(codes.values()) == 200 and codes[429] > 150 and codes[401] >= 5
        assert set(codes) <= {401, 429}
        # after the run: the owner's browser at once...
        after = owner.post("/api/login", headers=at("198.51.100.7"),
                           json={"name": "Victim", "password": OWNER_PASSWORD})
        assert after.status_code == 200
        # ...and a new browser with the right password once the delay it is told is over
        with httpx.Client(base_url=url, timeout=120) as fresh:
            deadline = time.monotonic() + 60
            while True:
                answer = fresh.post("/api/login", headers=at("198.51.100.9"),
                                    json={"name": "Victim", "password": OWNER_PASSWORD})
                if answer.status_code != 429:
                    break
                assert time.monotonic() < deadline
                time.sleep(answer.json()["retry_after"])  # the wait the server asks for
            assert answer.status_code == 200
            # its success cleared the count: a typo now is a plain 401 again
            wrong = fresh.post("/api/login", headers=at("198.51.100.9"),
                               json={"name": "Victim", "password": "a typo of mine"})
            assert wrong.status_code == 401


def test_the_delay_grows_with_each_failure_and_a_forged_device_cookie_does_not_help(
    db_url: str,
) -> None:
    config = make_config(db_url, forwarded_allow_ips="127.0.0.1", login_free_failures=2,
                         login_backoff=30.0)
    with live_server(config) as url, httpx.Client(base_url=url, timeout=60) as client:
        client.post("/api/register", json={"name": "Mira", "password": OWNER_PASSWORD},
                    headers=at("198.51.100.1"))
        device = client.cookies["chocolatier_device"]
        account, nonce, _mac = device.split(".")
        client.cookies.clear()
        client.cookies.set("chocolatier_device", f"{account}.{nonce}.{'0' * 32}",
                           path="/api/login")
        codes = [client.post("/api/login", headers=at(f"203.0.113.{n}"),
                             json={"name": "Mira", "password": "not it at all"}).status_code
                 for n in range(3)]
        assert codes == [401, 401, 429]
        refused = client.post("/api/login", headers=at("203.0.113.9"),
                              json={"name": "MIRA", "password": OWNER_PASSWORD})
        assert refused.status_code == 429 and 1 <= refused.json()["retry_after"] <= 30


# -- passwords (NIST SP 800-63B) ----------------------------------------------------------------


@pytest.mark.parametrize(("password", "code"), [
    ("short12", "password-too-short"),
    ("password", "password-common"),
    ("12345678", "password-common"),
    ("Password2024!", "password-common"),
    ("iloveyou", "password-common"),
    ("chocolatier!", "password-common"),
    ("Sebastian", "password-is-name"),
    ("sebastian1234", "password-is-name"),
    ("NAITSABES", "password-is-name"),
    ("sebastiansebastian", "password-is-name"),
])
def test_weak_passwords_are_refused_with_their_reason(
    client: TestClient, password: str, code: str
) -> None:
    answer = client.post("/api/register", json={"name": "Sebastian", "password": password})
    assert answer.status_code == 400 and answer.json()["error"] == code


def test_a_long_password_of_any_characters_is_fine(client: TestClient) -> None:
    # no composition rules: lower case only, spaces, another script
    for name, password in (("Ann", "violet teapot sunrise"), ("Kenji", "ねこがすきですにゃ")):
        client.cookies.clear()
        assert client.post("/api/register", json={"name": name, "password": password}
                           ).status_code == 200


# -- names (Unicode TR39) -----------------------------------------------------------------------


def names_are_unique_by_their_look(url: str) -> None:
    with TestClient(create_app(make_config(url))) as client:
        for name in ("Victim", "ace"):
            client.cookies.clear()
            assert client.post("/api/register", json={"name": name, "password": OWNER_PASSWORD}
                               ).status_code == 200
        refusals = {
            "Vіctim": "name-mixed-scripts",  # a Cyrillic і among Latin letters
            "Ivan Иван": "name-mixed-scripts",
            "Victirn": "name-taken",  # rn for m: the same skeleton
            "VICTIM": "name-taken",
            "Асе": "name-taken",  # all Cyrillic, and it reads "ace"
            "\u3164": "name-characters",  # HANGUL FILLER
            "\u2800": "name-characters",  # BRAILLE PATTERN BLANK
            "Vic\u200dtim": "name-characters",  # ZERO WIDTH JOINER
            "Ann\u200b": "name-characters",
            "Bo\u00ad": "name-characters",  # SOFT HYPHEN
            "Player 2": "name-taken",  # what the lobby calls an unnamed seat
        }
        for name, code in refusals.items():
            client.cookies.clear()
            answer = client.post("/api/register", json={"name": name, "password": OWNER_PASSWORD})
            assert answer.json()["error"] == code, name
        for name in ("山田 Yamada", "Иван", "José-María", "o'Brien"):
            client.cookies.clear()
            assert client.post("/api/register", json={"name": name, "password": OWNER_PASSWORD}
                               ).status_code == 200, name


def test_names_are_unique_by_their_look(db_url: str) -> None:
    names_are_unique_by_their_look(db_url)


def migration_gives_the_accounts_their_skeletons(url: str) -> None:
    """0009 computes the skeleton of the accounts made before it (so that a look-alike of an
    older account is taken too), and goes back down to 0008."""
    storage = Storage(url)
    try:
        storage.migrate("0008")
        with storage.engine.begin() as conn:
            conn.execute(text(
                "INSERT INTO accounts (name, key, password_hash, created_at) VALUES"
                " ('Victim', 'victim', 'x', :stamp), ('Ann Lee', 'ann lee', 'x', :stamp)"),
                {"stamp": datetime(2026, 1, 2, tzinfo=UTC)})
        storage.migrate()
        with storage.engine.begin() as conn:
            looks = dict(conn.execute(text("SELECT name, skeleton FROM accounts")).all())
        assert looks == {"Victim": "victirn", "Ann Lee": "ann lee"}
        with TestClient(create_app(make_config(url))) as client:
            taken = client.post("/api/register",
                                json={"name": "Victirn", "password": OWNER_PASSWORD})
            assert taken.json()["error"] == "name-taken"
        with storage.engine.begin() as conn:
            config = alembic_config()
            config.attributes["connection"] = conn
            command.downgrade(config, "0008")
        with storage.engine.begin() as conn:
            assert conn.execute(text("SELECT count(*) FROM accounts")).scalar() == 2
    finally:
        storage.dispose()


def test_the_skeleton_migration_gives_older_accounts_their_skeletons(db_url: str) -> None:
    migration_gives_the_accounts_their_skeletons(db_url)


# -- guests under an account's name, and seats marked -------------------------------------------


def guests_cannot_sit_as_an_account(url: str) -> None:
    with TestClient(create_app(make_config(url))) as client:
        me = client.post("/api/register", json={"name": "Victim", "password": OWNER_PASSWORD}
                         ).json()
        mine = client.post("/api/tables", headers={"X-CSRF-Token": me["csrf"]}, json={
            "game": "deck", "seats": [HUMAN, HUMAN], "join": 0}).json()
        client.cookies.clear()
        for name in ("Victim", "VICTIM", "Vіctim", "Victirn"):
            answer = client.post("/api/tables", json={
                "game": "deck", "seats": [HUMAN, BOT], "join": 0, "name": name})
            assert answer.status_code == 409 and answer.json()["error"] == "name-is-account"
            joined = client.post(f"/api/tables/{mine['id']}/join",
                                 json={"invite": mine["invite"], "name": name})
            assert joined.json()["error"] == "name-is-account", name
        # nor a pre-named seat, nor a bot
        for seats in ([HUMAN, {"kind": "human", "name": "victim"}],
                      [HUMAN, {**BOT, "name": "Victim"}]):
            answer = client.post("/api/tables", json={"game": "deck", "seats": seats, "join": 0})
            assert answer.json()["error"] == "name-is-account"
        invisible = client.post("/api/tables", json={
            "game": "deck", "seats": [HUMAN, BOT], "join": 0, "name": "\u3164"})
        assert invisible.json()["error"] == "name-characters"
        guest = client.post(f"/api/tables/{mine['id']}/join",
                            json={"invite": mine["invite"], "name": "Ann 🍫"})
        assert guest.status_code == 200
        seats = client.get(f"/api/tables/{mine['id']}").json()["seats"]
        assert [(s["name"], s["account"]) for s in seats] == [("Victim", True),
                                                              ("Ann 🍫", False)]
        with client.websocket_connect(f"/ws/tables/{mine['id']}") as ws:
            ws.send_json({"type": "hello", "token": guest.json()["token"]})
            state = ws.receive_json()
            assert [s["account"] for s in state["table"]["seats"]] == [True, False]


def test_guests_cannot_sit_as_an_account(db_url: str) -> None:
    guests_cannot_sit_as_an_account(db_url)


# -- the hashing pool ---------------------------------------------------------------------------


def test_the_hashing_pool_is_bounded_and_has_threads_of_its_own() -> None:
    async def scenario() -> None:
        pool = HashPool(threads=1, queue=1)
        release = threading.Event()

        def work() -> str:
            release.wait(30)
            return threading.current_thread().name

        first = asyncio.ensure_future(pool.run(work))
        second = asyncio.ensure_future(pool.run(work))
        await asyncio.sleep(0)  # both are on the pool now
        started = time.monotonic()
        with pytest.raises(PoolBusyError):
            await pool.run(work)
        assert time.monotonic() - started < 1  # refused at once, not queued
        release.set()
        names = await asyncio.gather(first, second)
        assert all(name.startswith("argon2") for name in names)
        pool.close()

    asyncio.run(scenario())


def test_an_older_hash_is_brought_to_todays_setting_at_login(client: TestClient) -> None:
    from argon2 import PasswordHasher
    from sqlalchemy import update

    from chocolatier.server.models import AccountRow

    client.post("/api/register", json={"name": "Olga", "password": OWNER_PASSWORD})
    storage = client.app.state.hub.storage  # type: ignore[attr-defined]
    old = PasswordHasher().hash(OWNER_PASSWORD)  # argon2-cffi's default: 64 MiB, 4 lanes
    with storage.engine.begin() as conn:
        conn.execute(update(AccountRow).values(password_hash=old))
    client.cookies.clear()
    assert client.post("/api/login", json={"name": "Olga", "password": OWNER_PASSWORD}
                       ).status_code == 200
    with storage.engine.begin() as conn:
        new = conn.execute(select(AccountRow.password_hash)).scalar_one()
    assert new != old and "p=1" in new
    client.cookies.clear()
    assert client.post("/api/login", json={"name": "Olga", "password": OWNER_PASSWORD}
                       ).status_code == 200


# -- PostgreSQL ---------------------------------------------------------------------------------


@pytest.mark.postgres
def test_the_skeleton_migration_on_postgresql(pg_url: str) -> None:
    migration_gives_the_accounts_their_skeletons(pg_url)


@pytest.mark.postgres
def test_names_and_guests_on_postgresql(pg_url: str) -> None:
    names_are_unique_by_their_look(pg_url)


@pytest.mark.postgres
def test_guests_cannot_sit_as_an_account_on_postgresql(pg_url: str) -> None:
    guests_cannot_sit_as_an_account(pg_url)
