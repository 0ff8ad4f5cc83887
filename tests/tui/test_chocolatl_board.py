"""The Chocolatl board drawn from views: stations with bids (own face-down cards shown, others'
hidden), players, pyramid, the events since the previous screen, and whole games."""

from __future__ import annotations

import copy
from typing import Any

import pytest
from rich.console import Console, RenderableType

from chocolatier.core import Rng, new_game
from chocolatier.core.game import State
from chocolatier.i18n import EventRenderer, catalog
from chocolatier.tui.chocolatl_board import bid_cell, render_chocolatl
from chocolatier.tui.renderers import RenderContext, render_view

LABELS = ["Player 1 (you)", "Player 2 (heuristic bot)", "Player 3 (random bot)"]


def text_of(renderable: RenderableType, width: int = 130) -> str:
    console = Console(record=True, width=width, color_system=None)
    console.print(renderable)
    return console.export_text()


def play_until(state: State, done: Any, seed: int = 1) -> State:
    """Random moves until ``done(state)``."""
    rng = Rng(seed)
    while not done(state):
        seat = state.to_act()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    return state


def in_red_bidding(state: State) -> bool:
    view = state.view(None)
    return view["phase"] == "bid" and view["round"] == 1


def test_bid_cells() -> None:
    assert bid_cell({"face_up": [3, 9], "face_down": 0}).plain == "3 9 "
    assert bid_cell({"face_up": [], "face_down": 2}).plain == "▮▮"
    assert bid_cell({"face_up": [4], "face_down": 1, "mine": [7]}).plain == "4 [7]"
    assert bid_cell({"face_up": [], "face_down": 0}).plain == "·"


def test_log_seats_are_named_like_the_screen() -> None:
    words = EventRenderer(catalog("en"), LABELS)
    assert words.render({"code": "chocolatl-score", "seat": 2, "points": 1,
                         "reason": "harvest-die"}).startswith("Player 3 (random bot) scores 1")
    assert words.render({"code": "chocolatl-disc-stack", "seats": [1, 0]}).endswith(
        "Player 2 (heuristic bot) and Player 1 (you)")


def test_own_bids_are_shown_and_the_others_hidden() -> None:
    state = play_until(new_game("chocolatl", 3, 4), in_red_bidding)
    for seat in range(3):
        state.apply_notation(seat, "bid 12 tlachtli")  # everyone's 12 on the ball court
    text = text_of(render_chocolatl(state.view(0), RenderContext(0, LABELS)))
    row = next(line for line in text.splitlines() if "Tlachtli" in line)
    # The others' cards of an unfinished pass are a pending commitment: not even face down.
    assert "[12]" in row and row.count("12") == 1 and "▮" not in row
    assert "your hand: 0 1 2" in text
    assert "Stations" in text and "Players" in text and "Pyramid" in text


def test_the_events_since_the_previous_screen_are_shown() -> None:
    state = play_until(new_game("chocolatl", 3, 4), in_red_bidding)
    before = state.view(0)
    state = play_until(state, lambda s: s.view(None)["round"] == 2, seed=2)
    after = state.view(0)
    new_lines = after["log"][len(before["log"]) :]
    assert new_lines
    text = text_of(render_chocolatl(after, RenderContext(0, LABELS, previous=before)))
    assert "Since your last turn" in text
    assert EventRenderer(catalog("en"), LABELS).render(new_lines[-1]) in text


def test_compact_only_while_nothing_was_resolved() -> None:
    state = play_until(new_game("chocolatl", 3, 4), in_red_bidding)
    view = state.view(0)
    compact = RenderContext(0, LABELS, compact=True, previous=view)
    text = text_of(render_chocolatl(view, compact))
    assert "Stations" in text and "your hand:" in text and "Players" not in text
    resolved = copy.deepcopy(view)
    resolved["log"].append(
        {"code": "chocolatl-score", "seat": 1, "points": 1, "reason": "hero-king"})
    assert "Players" in text_of(render_chocolatl(resolved, compact))


@pytest.mark.parametrize("players", [3, 4, 5])
def test_every_kind_of_screen_of_a_whole_game_renders(players: int) -> None:
    state = new_game("chocolatl", players, seed=players)
    rng = Rng(players)
    labels = [f"Player {s + 1}" for s in range(players)]
    drawn: set[tuple[str, str]] = set()
    while not state.is_terminal():
        seat = state.to_act()[0]
        view = state.view(seat)
        key = (view["phase"], view["mode"])
        if key not in drawn:
            drawn.add(key)
            text_of(render_chocolatl(view, RenderContext(seat, labels)), width=100)
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    final = text_of(render_view("chocolatl", state.view(None), RenderContext(None, labels)))
    assert "Game over" in final and "could not read" not in final
    assert {"altar", "bid", "final-altar"} <= {phase for phase, _ in drawn}
