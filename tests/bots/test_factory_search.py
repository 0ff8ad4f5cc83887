"""The Chocolate Factory ``search`` bot: the heuristic's play checked by simulated days.

Rules referenced: §4.2 (draft), §4.3 (Run Factory), §4.4 (Fulfil Orders), §4.5 (Cleanup)."""

from __future__ import annotations

from typing import Any

import pytest

from chocolatier.bots import factory_lookahead
from chocolatier.bots.base import Bot, make_bot
from chocolatier.bots.factory_heuristic import FactoryHeuristic
from chocolatier.bots.factory_lookahead import DayLookahead, draft_score, lead, play_out_day
from chocolatier.bots.factory_plan import plan, ranked_plans
from chocolatier.bots.factory_search import FactorySearch
from chocolatier.bots.factory_value import seat_value
from chocolatier.bots.search import SearchBot
from chocolatier.core.registry import new_game
from chocolatier.core.rng import Rng
from chocolatier.factory.phases import Phase
from chocolatier.factory.state import FactoryState


def new(players: int, seed: int, options: dict[str, Any] | None = None) -> FactoryState:
    state = new_game("factory", players, seed, options)
    assert isinstance(state, FactoryState)
    return state


def play(specs: list[str], seed: int, options: dict[str, Any] | None = None) -> list[str]:
    """A whole game, every bot seeing its own determinisation; the moves (all legal)."""
    state = new(len(specs), seed, options)
    bots: list[Bot] = [make_bot(spec, "factory", seed * 10 + i) for i, spec in enumerate(specs)]
    rng = Rng(seed)
    moves = []
    while not state.is_terminal():
        for seat in state.to_act():
            if seat in state.to_act():
                action = bots[seat].choose(state.determinize(seat, rng), seat)
                assert action in state.legal_actions(seat)
                moves.append(f"{seat}:{state.notation(seat, action)}")
                state.apply(seat, action)
    assert state.result() is not None
    return moves


def positions(players: int, seed: int, every: int = 7) -> list[FactoryState]:
    """Positions of a game between heuristics, one in ``every`` decisions."""
    state = new(players, seed)
    bots = [FactoryHeuristic(seat, level="fast") for seat in range(players)]
    seen = []
    count = 0
    while not state.is_terminal():
        seat = state.to_act()[0]
        if count % every == 0:
            seen.append(state.clone())
        state.apply(seat, bots[seat].choose(state.clone(), seat))
        count += 1
    return seen


@pytest.mark.parametrize(
    ("players", "options"),
    [
        (2, {}),
        (3, {"mode": "simultaneous"}),
        (4, {"store_sides": "B"}),
    ],
)
def test_search_plays_legal_moves_to_the_end(players: int, options: dict[str, Any]) -> None:
    play(["search:easy"] + ["heuristic"] * (players - 1), 3, options)


def test_same_seed_same_game() -> None:
    assert play(["search:easy", "heuristic"], 5) == play(["search:easy", "heuristic"], 5)


def test_the_search_bot_hands_factory_decisions_to_its_planner_at_its_level() -> None:
    bot = make_bot("search:hard", "factory", 1)
    assert isinstance(bot, SearchBot)
    state = new(2, 1)
    seat = state.to_act()[0]
    bot.choose(state.clone(), seat)
    assert bot.last_iterations == 0
    planner = bot._planners["factory"]
    assert isinstance(planner, FactorySearch)
    assert planner.lookahead.width == 8


def test_draft_decisions_do_not_depend_on_hidden_cards() -> None:
    """§4.2: packets are face up and a simulated day ends before any deck is drawn from, so
    every determinisation of a draft position gets the same pick."""
    checked = 0
    for state in positions(2, 4, every=1):
        if state.phase != Phase.DRAFT or checked >= 6:
            continue
        seat = state.to_act()[0]
        picks = {
            FactorySearch(0).choose(state.determinize(seat, Rng(r)), seat) for r in range(3)
        }
        assert len(picks) == 1
        checked += 1
    assert checked == 6


def test_a_simulated_day_ends_after_fulfil_orders() -> None:
    """§4.3–4.4: the simulation runs every seat's factory and deliveries, and stops there."""
    state = new(3, 2)
    day = state.day
    end = play_out_day(state.clone(), [FactoryHeuristic(s, level="fast") for s in range(3)])
    # Cleanup with nothing to choose runs on into the next day's draft, where it stops.
    assert (end.day, end.phase) in ((day, "agent"), (day, "cleanup"), (day + 1, "draft"))


def test_lead_is_the_gap_to_the_best_other_seat() -> None:
    state = positions(3, 6)[20]
    values = [seat_value(state, s) for s in range(3)]
    assert lead(state, 1) == pytest.approx(values[1] - max(values[0], values[2]))


def test_ranked_plans_start_with_the_heuristics_plan_best_first() -> None:
    checked = 0
    for state in positions(2, 7, every=5):
        if state.phase not in (Phase.RUN, Phase.FULFIL, Phase.CLEANUP):
            continue
        seat = state.to_act()[0]
        if state.pending[seat] is not None or len(state.legal_actions(seat)) < 2:
            continue
        ranked = ranked_plans(state, seat, seat_value, 4, 14)
        assert ranked[0][1] == plan(state, seat, seat_value, 4, 14)
        worths = [worth for worth, _ in ranked]
        assert worths == sorted(worths, reverse=True)
        checked += 1
    assert checked >= 5


@pytest.mark.parametrize(("gap", "expected"), [(0.4, 0), (0.6, 1)])
def test_the_heuristics_pick_stays_unless_another_is_clearly_better(
    monkeypatch: pytest.MonkeyPatch, gap: float, expected: int
) -> None:
    """Another candidate replaces the heuristic's best only when its simulated day leads by more
    than the margin (£0.5)."""
    state = new(2, 3)
    seat = state.to_act()[0]
    ranked = sorted(state.legal_of(seat), key=lambda a: -draft_score(state, seat, a))
    leads = {ranked[0]: 10.0, ranked[1]: 10.0 + gap}
    picked: list[Any] = []

    def fake_play_out(sim: FactoryState, policies: list[FactoryHeuristic]) -> FactoryState:
        picked.append(sim)
        return sim

    def fake_lead(sim: FactoryState, who: int) -> float:
        return leads[ranked[len(picked) - 1]]

    monkeypatch.setattr(factory_lookahead, "play_out_day", fake_play_out)
    monkeypatch.setattr(factory_lookahead, "lead", fake_lead)
    assert DayLookahead(0, 2, 1).best(state, seat, draft_score) == ranked[expected]


def test_one_candidate_is_the_heuristics_draft_pick() -> None:
    heuristic = FactoryHeuristic(0)
    for state in positions(2, 9, every=1)[:40]:
        if state.phase != Phase.DRAFT:
            continue
        seat = state.to_act()[0]
        assert DayLookahead(0, 1, 1).best(state, seat, draft_score) == heuristic.draft(state, seat)
