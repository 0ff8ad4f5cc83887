"""Seat plans: humans at the given seats, bots at the others, names written to records."""

from __future__ import annotations

import pytest

from chocolatier.tui.seats import SeatError, SeatPlan, parse_seats


def test_one_bot_spec_fills_every_bot_seat() -> None:
    plan = SeatPlan.build(4, [2], ["heuristic"])
    assert plan.humans == (2,)
    assert plan.bots == {0: "heuristic", 1: "heuristic", 3: "heuristic"}
    assert plan.names() == ["bot:heuristic", "bot:heuristic", "You", "bot:heuristic"]


def test_bot_specs_go_to_the_bot_seats_in_order() -> None:
    plan = SeatPlan.build(3, [1], ["random", "search:easy"])
    assert plan.bots == {0: "random", 2: "search:easy"}
    assert plan.label(2) == "Player 3 (search, easy bot)"


def test_hot_seat_humans_are_numbered_or_named() -> None:
    plan = SeatPlan.build(3, [2, 0], ["random"])
    assert plan.names() == ["Player 1", "bot:random", "Player 3"]
    assert [plan.label(s) for s in range(3)] == ["Player 1", "Player 2 (random bot)", "Player 3"]
    named = SeatPlan.build(2, [0, 1], [], ["Ann", "Bob"])
    assert named.names() == ["Ann", "Bob"] and named.bots == {}
    assert named.label(1) == "Bob (Player 2)"
    assert SeatPlan.build(2, [1], ["random"]).label(1) == "Player 2 (you)"


def test_record_players_give_back_the_plan() -> None:
    plan = SeatPlan.build(3, [1], ["random", "heuristic"], ["Ann"])
    again = SeatPlan.from_players(plan.names())
    assert again == plan


@pytest.mark.parametrize(
    ("players", "humans", "bots", "names", "message"),
    [
        (2, [2], ["random"], [], "there is no seat 2"),
        (2, [0, 0], ["random"], [], "seat 0 is given twice"),
        (3, [0], [], [], "need bots"),
        (4, [0], ["random", "random"], [], "2 bots given for 3 bot seats"),
        (2, [0], ["random"], ["Ann", "Bob"], "2 names given for 1 human seat"),
        (2, [0], ["random"], ["bot:x"], "cannot be named"),
    ],
)
def test_bad_plans_are_explained(
    players: int, humans: list[int], bots: list[str], names: list[str], message: str
) -> None:
    with pytest.raises(SeatError, match=message):
        SeatPlan.build(players, humans, bots, names)


def test_parse_seats() -> None:
    assert parse_seats("0, 2") == [0, 2]
    with pytest.raises(SeatError, match="seat numbers"):
        parse_seats("first")
