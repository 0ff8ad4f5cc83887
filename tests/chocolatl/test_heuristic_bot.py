"""The ``heuristic`` bot for Chocolatl: registered, always legal, sensible in each step."""

from __future__ import annotations

from chocolatier.bots.base import bot_names, make_bot
from chocolatier.bots.chocolatl_heuristic import ChocolatlHeuristicBot
from chocolatier.chocolatl.actions import KITCHEN, Bid, Roll, Sacrifice, Swap
from chocolatier.chocolatl.phases import DICE, SWAP
from chocolatier.chocolatl.state import ChocolatlState
from chocolatier.core.rng import Rng
from tests.chocolatl.helpers import at, bid_red, edit, new_state, start
from tests.chocolatl.test_end import last_round
from tests.chocolatl.test_hidden import random_positions


def test_registered_for_chocolatl() -> None:
    assert "heuristic" in bot_names("chocolatl")
    assert isinstance(make_bot("heuristic", "chocolatl", 1), ChocolatlHeuristicBot)


def test_always_legal_along_random_games() -> None:
    bot = ChocolatlHeuristicBot(1)
    rng = Rng(2)
    for players, seed in ((3, 4), (4, 5), (5, 6)):
        for position in random_positions(players, seed, every=3):
            for seat in position.to_act():
                view = position.determinize(seat, rng)
                assert position.is_legal(seat, bot.choose(view, seat))


def test_altar_sacrifices_the_lowest_card_at_start_the_highest_at_the_end() -> None:
    bot = ChocolatlHeuristicBot()
    assert bot.choose(new_state(), 0) == Sacrifice(0)
    assert bot.choose(last_round(), 1) == Sacrifice(11)


def test_red_plan_puts_the_highest_pair_on_the_most_valuable_station() -> None:
    bot = ChocolatlHeuristicBot()
    state = start()
    values = bot.station_values(state, 0)
    plan = bot.plan(state, 0)
    best = max(range(6), key=lambda s: (values[s], -s))
    assert sorted(plan[best]) == [10, 11]
    assert sorted(v for cards in plan.values() for v in cards) == list(range(12))
    assert values[5] > values[0]  # a reward card beats the temple's single point
    first = bot.choose(state, 0)
    assert isinstance(first, Bid) and first.value == 11


def at_kitchen_dice(seat_one_pair: tuple[int, int]) -> ChocolatlState:
    """Red mode, seat 1 holds 3 black dice; the dice decision at the kitchen is due."""
    state = start()
    state = edit(state, black_dice=at(state.black_dice, 1, 3), dice_supply=3)
    low = (0, 1)
    bid_red(
        state,
        {0: {KITCHEN: (9, 8)}, 1: {KITCHEN: seat_one_pair}, 2: {KITCHEN: low}, 3: {KITCHEN: low}},
    )
    while not (state.station == KITCHEN and state.phase == DICE):
        seat = state.to_act()[0]
        state.apply(seat, Roll(0) if state.phase == DICE else state.legal_actions(seat)[0])
    return state


def test_rolls_dice_only_to_turn_a_close_loss() -> None:
    bot = ChocolatlHeuristicBot()
    assert bot.choose(at_kitchen_dice((7, 6)), 1) == Roll(2)  # 13 against 17: two dice
    assert bot.choose(at_kitchen_dice((0, 1)), 1) == Roll(0)  # hopeless: keep them


def test_gives_its_lowest_card_at_tlachtli() -> None:
    bot = ChocolatlHeuristicBot()
    rng = Rng(3)
    state = start(seed=8)
    while state.phase != SWAP:
        seat = state.to_act()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    seat = state.to_act()[0]
    assert bot.choose(state, seat) == Swap(min(state.cards_of(seat)))
