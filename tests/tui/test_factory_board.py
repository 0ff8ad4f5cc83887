"""The Chocolate Factory board drawn from views (docs/views.md): what each part of the screen
shows, on hand-made views for precision and on the engine's views through a whole game."""

from __future__ import annotations

import copy
from typing import Any

import pytest
from rich.console import Console, RenderableType

from chocolatier.core import Rng, State, new_game
from chocolatier.i18n import EventRenderer, catalog
from chocolatier.tui.factory_board import (
    chocolates,
    icons,
    part_effect,
    render_factory,
    render_track,
)
from chocolatier.tui.renderers import RenderContext, render_view

LABELS = ["Player 1 (you)", "Player 2 (heuristic bot)", "Player 3 (random bot)"]
WORDS = EventRenderer(catalog("en"))


def text_of(renderable: RenderableType, width: int = 130) -> str:
    console = Console(record=True, width=width, color_system=None)
    console.print(renderable)
    return console.export_text()


def engine_view(seed: int = 2, players: int = 3, seat: int = 0) -> dict[str, Any]:
    return new_game("factory", players, seed).view(seat)


def test_chocolates_in_stage_order_and_empty_dash() -> None:
    assert chocolates({"nut": 1, "bean": 2, "boxed": 0}, WORDS).plain == "2 Beans · 1 Nut"
    assert chocolates({}, WORDS).plain == "—"


def test_icons_count_repeats() -> None:
    assert icons(["bar", "bar", "boxed"], WORDS).plain == "2 Bars + 1 Boxed"


def test_part_effects_of_every_kind() -> None:
    converter = {
        "kind": "converter",
        "options": [
            {"inputs": ["cocoa"], "outputs": ["chunk", "chunk"]},
            {"inputs": ["cocoa"], "outputs": ["finger", "finger"]},
        ],
    }
    assert part_effect(converter, WORDS).plain == "1) 1 Cocoa → 2 Chunks\n2) 1 Cocoa → 2 Fingers"
    assert (part_effect(converter, WORDS, inline=True).plain
            == "1) 1 Cocoa → 2 Chunks  2) 1 Cocoa → 2 Fingers")
    assert part_effect({"kind": "upgrader", "points": 2}, WORDS).plain == "2 upgrade points"
    repeater = part_effect({"kind": "repeater", "copies": 2}, WORDS).plain
    assert repeater.startswith("x3: add 2 copies")
    assert "store room" in part_effect({"kind": "chute"}, WORDS).plain


def test_track_shows_seats_by_space_in_arrival_order() -> None:
    # Seats 0 and 1 share space 3, seat 1 arrived first (underneath); seat 2 is off the track.
    store = {"track_length": 9, "markers": [3, 3, 0], "arrival_order": [1, 0]}
    cells = render_track(store).plain
    assert cells[6:9].strip() == "21"
    assert cells.count("·") == 8


def test_the_common_board_and_every_factory() -> None:
    view = engine_view()
    text = text_of(render_factory(view, RenderContext(0, LABELS)))
    assert "Monday (day 1 of 6)" in text and "Grow & Recruit" in text
    t = WORDS.catalog.text
    for store in view["stores"]:
        assert t(f"store-{store['id']}") in text
        assert " ".join(t(f"store-{store['id']}-{store['side']}").split()[:3]) in text
    for kind in ("parts", "employees"):
        for packet in view["packets"][kind]:
            for card in packet["cards"]:
                assert card["name"] in text
    assert "parts A" in text and "orders small" in text
    for factory in view["factories"]:
        for order in factory["orders"]:
            assert f"{order['id']} ({order['size'].capitalize()})" in text
    assert text.count("T1 Roaster  1 coal") == 3
    assert text.count("T3 Chute  free") == 3
    # the viewer's own factory comes last, nearest the prompt
    assert text.rindex("Player 1 (you)  £0 · coal") > text.rindex("Player 3 (random bot)  £0")


def test_a_factory_with_chocolates_used_parts_employee_and_progress() -> None:
    view = copy.deepcopy(engine_view(players=2))
    view["phase"] = "run"
    mine = view["factories"][0]
    mine.update(
        money=7,
        coal=3,
        tiles=[{"bean": 2}, {}, {"cocoa": 1, "chunk": 3}, {}],
        store_room={"nut": 1},
        employee={
            "id": "fresh-mechanic-1",
            "store": "fresh",
            "role": "mechanic",
            "name": "Mechanic",
        },
        assigned_slot="T1",
        shift=2,
        shifts_today=3,
    )
    mine["slots"][0]["used"] = True
    order = mine["orders"][2]
    order["delivered"] = 1
    text = text_of(render_factory(view, RenderContext(0, LABELS[:2])))
    assert "Player 1 (you)  £7 · coal 3" in text
    assert "[1] 2 Beans" in text and "[3] 1 Cocoa · 3 Chunks" in text and "[2] —" in text
    assert "T1 Roaster  1 coal ✓used" in text and "⚙Mechanic" in text
    assert "store room: 1 Nut" in text
    assert "employee: Mechanic of Fresh Fancies" in text
    assert "shift 2 of 3" in text
    line = next(row for row in text.splitlines() if f"{order['id']} (Large)" in row)
    assert line.count("✓") == 1 and line.count("▶") == 1
    assert line.index("✓") < line.index("▶")


def test_compact_mode_draws_only_the_viewers_factory_within_a_step() -> None:
    view = copy.deepcopy(engine_view())
    view["phase"] = "run"
    same_step = RenderContext(0, LABELS, compact=True, previous=view)
    text = text_of(render_factory(view, same_step))
    assert "Player 1 (you)" in text
    assert "Player 2 (heuristic bot)  £" not in text
    assert "Department Stores" not in text
    # A new step (here: from the draft to the run) draws the whole table.
    new_step = RenderContext(0, LABELS, compact=True, previous=engine_view())
    text = text_of(render_factory(view, new_step))
    assert "Player 2 (heuristic bot)  £" in text and "Department Stores" in text


def test_a_seat_sees_its_own_decision_but_not_anothers() -> None:
    state = new_game("factory", 2, 5)
    seat = state.to_act()[0]
    state.apply_notation(seat, "take " + state.view(seat)["packets"]["parts"][0]["cards"][0]["id"])
    mine = text_of(render_factory(state.view(seat), RenderContext(seat, LABELS[:2])))
    theirs = text_of(render_factory(state.view(1 - seat), RenderContext(1 - seat, LABELS[:2])))
    assert "now: choose a slot for the new part" in mine
    assert "now:" not in theirs


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_view_of_a_whole_game_renders(players: int) -> None:
    """Random play through a whole game: every seat's view of every position draws without
    falling back to the summary, and the end shows the result's spectator view."""
    state = new_game("factory", players, seed=players)
    rng = Rng(players)
    drawn: set[tuple[str, str]] = set()
    labels = [f"Player {s + 1}" for s in range(players)]
    while not state.is_terminal():
        seat = state.to_act()[0]
        view = state.view(seat)
        pending = view["factories"][seat]["pending"]
        key = (view["phase"], pending["type"] if pending else "")
        # Drawing is slow-ish: draw each kind of screen once, not every position.
        if key not in drawn:
            drawn.add(key)
            text_of(render_factory(view, RenderContext(seat, labels)), width=100)
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    final = text_of(render_view("factory", state.view(None), RenderContext(None, labels)))
    assert "Game over" in final and "could not read" not in final
    assert {"draft", "run", "fulfil"} <= {phase for phase, _ in drawn}
    assert {"place", "upgrade", "deliver"} <= {pending for _, pending in drawn}


def first_pick_order() -> tuple[State, int, dict[str, Any]]:
    """The first position of seeded random games where a seat picks a new Corner Shop order."""
    for seed in range(50):
        state, rng = new_game("factory", 2, seed), Rng(seed)
        while not state.is_terminal():
            seat = state.to_act()[0]
            pending = state.view(seat)["factories"][seat]["pending"]
            if pending is not None and pending["type"] == "pick_order":
                return state, seat, pending
            state.apply(seat, rng.choice(state.legal_actions(seat)))
    raise AssertionError("no random game completed an order")


def test_orders_drawn_at_cleanup_are_shown_to_their_seat_only() -> None:
    """§4.5: a seat replacing a completed order sees the three drawn cards; nobody else does."""
    state, seat, pending = first_pick_order()
    drawn = {order["id"] for order in pending["drawn"]}
    other = 1 - seat
    labels = LABELS[:2]
    mine = text_of(render_factory(state.view(seat), RenderContext(seat, labels)))
    theirs = text_of(render_factory(state.view(other), RenderContext(other, labels)))
    assert "keep one of the drawn orders" in mine
    assert all(card in mine for card in drawn)
    shown_anyway = {o["id"] for f in state.view(other)["factories"] for o in f["orders"]}
    hidden = drawn - shown_anyway
    assert hidden and not any(card in theirs for card in hidden)
