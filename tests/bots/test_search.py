"""The generic ``search`` bot on toy games whose right moves are known."""

from __future__ import annotations

import pytest

from chocolatier.bots.base import Budget, make_bot
from chocolatier.bots.search import DEFAULT_LEVELS, SearchBot, terminal_rewards
from chocolatier.core.game import Action, State
from chocolatier.core.rng import Rng
from tests.bots.toy_games import BidGame, GuessGame, NimGame

BUDGET = Budget(iterations=1500)


def play(state: State, bots: list[SearchBot], seed: int) -> list[tuple[int, Action]]:
    """Play to the end, every bot seeing only its own determinisation; the moves made."""
    rng = Rng(seed)
    moves = []
    while not state.is_terminal():
        for seat in state.to_act():
            if seat in state.to_act():
                action = bots[seat].choose(state.determinize(seat, rng), seat)
                assert action in state.legal_actions(seat)
                state.apply(seat, action)
                moves.append((seat, action))
    return moves


@pytest.mark.parametrize("seed", range(3))
def test_nim_finds_the_only_winning_move(seed: int) -> None:
    # Nim-sum of (1, 3, 4) is 6: only 4 -> 2 leaves a zero nim-sum.
    state = NimGame().new_state(2, seed)
    assert SearchBot(seed, BUDGET).choose(state.clone(), 0) == (2, 2)


@pytest.mark.parametrize("seed", range(3))
def test_nim_wins_the_whole_game_from_a_winning_position(seed: int) -> None:
    state = NimGame().new_state(2, seed, {"piles": (1, 3, 4)})
    bots = [SearchBot(seed, BUDGET), SearchBot(seed + 100, Budget(iterations=30))]
    play(state, bots, seed)
    result = state.result()
    assert result is not None and result.winners == (0,)


def test_three_player_nim_takes_the_last_stones() -> None:
    state = NimGame().new_state(3, 0, {"piles": (0, 3, 0)})
    state.turn = 2
    assert SearchBot(1, Budget(iterations=50)).choose(state.clone(), 2) == (1, 3)


@pytest.mark.parametrize("card", [1, 2, 3])
def test_hidden_card_is_never_read(card: int) -> None:
    """The odds say "odd" whatever the hidden card; a bot reading it would say "even" on a 2.

    With the same seed the bot makes the same decision for every true card: its search cannot
    depend on what its seat does not see."""
    choices = set()
    for true_card in (1, 2, 3):
        state = GuessGame().new_state(2, 5, {"card": true_card})
        choices.add(SearchBot(card, Budget(iterations=300)).choose(state.determinize(0, Rng(9)), 0))
    assert choices == {"odd"}


@pytest.mark.parametrize("seat", [0, 1])
def test_simultaneous_bids_are_searched_for_every_seat(seat: int) -> None:
    state = BidGame().new_state(2, 0, {"rounds": 2})
    if seat == 1:
        state.apply(0, 0)  # committed first; the determinisation forgets it
    chosen = SearchBot(3, Budget(iterations=800)).choose(state.determinize(seat, Rng(1)), seat)
    assert chosen == 2


def test_simultaneous_game_played_to_the_end_by_search_bots_wins_by_bidding_high() -> None:
    state = BidGame().new_state(3, 0, {"rounds": 2})
    bots = [SearchBot(s, Budget(iterations=400)) for s in range(3)]
    moves = play(state, bots, 4)
    assert [a for _, a in moves] == [2] * 6


def test_same_seed_same_game_and_other_seed_may_differ() -> None:
    def run(seed: int) -> list[tuple[int, Action]]:
        state = NimGame().new_state(2, 0, {"piles": (2, 3, 5, 1)})
        return play(state, [SearchBot(seed, Budget(iterations=40)) for _ in range(2)], seed)

    assert run(11) == run(11)


@pytest.mark.parametrize("seed", range(20))
def test_always_legal_on_random_nim_positions(seed: int) -> None:
    rng = Rng(seed)
    piles = tuple(rng.randint(0, 4) for _ in range(rng.randint(1, 4)))
    if not any(piles):
        piles = (1, *piles)
    players = rng.randint(2, 4)
    state = NimGame().new_state(players, seed, {"piles": piles})
    bots = [SearchBot(seed + s, Budget(iterations=rng.randint(1, 30))) for s in range(players)]
    play(state, bots, seed)
    assert state.is_terminal()


def test_single_legal_action_is_returned_without_search() -> None:
    state = NimGame().new_state(2, 0, {"piles": (1,)})
    bot = SearchBot(0)
    assert bot.choose(state, 0) == (0, 1)
    assert bot.last_iterations == 0


def test_levels_set_the_budget_and_an_unknown_level_is_refused() -> None:
    def budget(spec: str, explicit: Budget | None = None) -> Budget:
        bot = make_bot(spec, "toy-nim", budget=explicit)
        assert isinstance(bot, SearchBot)
        return bot.budget_for("toy-nim")

    assert budget("search:hard") == DEFAULT_LEVELS["hard"]
    assert budget("search") == DEFAULT_LEVELS["normal"]
    assert budget("search:easy", Budget(iterations=7)) == Budget(iterations=7)
    with pytest.raises(ValueError, match="unknown-level"):
        make_bot("search:grandmaster", "toy-nim")


def test_search_stops_at_its_iteration_budget() -> None:
    bot = SearchBot(0, Budget(iterations=25))
    bot.choose(NimGame().new_state(2, 0, {"piles": (3, 4)}), 0)
    assert bot.last_iterations == 25


def test_terminal_rewards_split_ties_and_reward_margins() -> None:
    state = BidGame().new_state(3, 0, {"rounds": 1})
    for seat, bid in enumerate((2, 2, 0)):
        state.apply(seat, bid)
    rewards = terminal_rewards(state)
    assert rewards[0] == rewards[1] > rewards[2] == 0.0
    assert rewards[0] == pytest.approx(0.8 * 0.5 + 0.2)
