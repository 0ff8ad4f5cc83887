"""Chocolatl's simultaneous bidding at a live table: another seat reads one secret-choice line
per seat and bidding step, and nothing it is sent (log, view, seq, state id, the clocks, or
whether a message comes at all) tells how many cards that seat has placed, or when."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import orjson

from chocolatier.core import get_game
from chocolatier.server.live import LiveTable
from chocolatier.server.storage import SeatData, TableData, now


def chocolatl_table(seats: int = 3, settings: dict[str, Any] | None = None) -> LiveTable:
    stamp = now()
    game = get_game("chocolatl")
    data = TableData(
        id="secret-steps", game="chocolatl", title="t", seed=7,
        options=game.normalize_options(seats, None), status="running", event_count=0,
        invite_code="x", creator="c", created_at=stamp, updated_at=stamp, result=None,
        seats=tuple(SeatData(i, "human", None, f"P{i}", "h") for i in range(seats)),
        settings=settings or {},
    )
    return LiveTable(data, [])


def test_another_seats_cards_are_one_line_per_step_and_leave_no_trace() -> None:
    live = chocolatl_table()
    rng = random.Random(3)
    continuations = 0
    while not live.match.state.is_terminal() and live.match.state.round < 3:
        state = live.match.state
        seat = min(state.to_act())
        others = [v for v in (0, 1, 2, None) if v != seat]
        seen = {v: (live.seq_for(v), live.message(v, 0)) for v in others}
        mine_before, my_seq = live.log_for(seat)[1], live.seq_for(seat)
        live.move(seat, rng.choice(state.legal_actions(seat)), 0.0)
        assert live.seq_for(seat) == my_seq + 1
        assert len(live.log_for(seat)[1]) == len(mine_before) + 1  # my own cards: all shown
        for viewer in others:
            if viewer in live.hidden_now:
                continuations += 1
                # nothing changed for this viewer: same seq and the same message
                assert live.seq_for(viewer) == seen[viewer][0]
                assert live.message(viewer, 0) == seen[viewer][1]
            else:
                assert live.seq_for(viewer) == seen[viewer][0] + 1
        for viewer in (0, 1, 2, None):
            lines = live.log_for(viewer)[1]
            secret = Counter(line["seat"] for line in lines
                             if line["event"]["code"] == "secret-choice")
            # one line per seat and step: never more secret lines than steps played
            assert all(n <= live._step + 1 for n in secret.values())
    assert continuations > 20  # red rounds were played: second and later cards were hidden
    # the state id a seat is sent is fresh for it
    seat = min(live.match.state.to_act())
    payload = orjson.loads(live.message(seat, 0))
    live.check_fresh(seat, payload["state_id"])


def test_a_client_catches_up_from_its_own_log_index() -> None:
    live = chocolatl_table()
    rng = random.Random(5)
    held: dict[int | None, list[dict[str, object]]] = {v: [] for v in (0, 1, 2, None)}
    marks = {v: 0 for v in held}
    for _ in range(120):
        if live.match.state.is_terminal():
            break
        seat = min(live.match.state.to_act())
        live.move(seat, rng.choice(live.match.state.legal_actions(seat)), 0.0)
        for viewer in held:
            if viewer in live.hidden_now:
                continue
            message = orjson.loads(live.message(viewer, live.log_changed_since(marks[viewer])))
            held[viewer] = held[viewer][: message["log_from"]] + message["log"]
            marks[viewer] = live.seq
            assert held[viewer] == live.log_for(viewer)[1]


def clocks_seen(live: LiveTable) -> dict[str, Any]:
    """The clocks as every viewer is sent them, but the server's time."""
    clock = live.clocks()
    assert clock is not None
    return {key: value for key, value in clock.items() if key != "now"}


def test_a_secret_card_restarts_no_clock() -> None:
    # rulings S1: a card the others cannot see restarts no clock and takes nothing from the
    # bank, so the clocks do not tell when it was placed
    live = chocolatl_table(settings={"turn_seconds": 10, "bank_seconds": 60})
    rng = random.Random(11)
    at = live.started or 0.0
    kept = 0
    while not live.match.state.is_terminal() and live.match.state.round < 3:
        state = live.match.state
        seat = min(state.to_act())
        before = clocks_seen(live)
        at += 15.0  # slower than turn_seconds: the bank would pay
        live.move(seat, rng.choice(state.legal_actions(seat)), at)
        if live.hidden_now:
            kept += 1
            # a continuation nobody else can see: the clocks they are sent are unchanged
            assert clocks_seen(live) == before
    assert kept > 20
    # a seat's clock does start anew at each new decision, and its bank pays for slow ones
    assert min(clocks_seen(live)["banks"]) < 60
