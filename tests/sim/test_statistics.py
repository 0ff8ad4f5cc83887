"""Statistics against known values, and the ratings' ordering."""

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from chocolatier.sim.ratings import ranking, rate
from chocolatier.sim.statistics import mean, score_margins, stdev, wilson_interval, win_shares
from tests.extras import needs_sim

pytestmark = needs_sim


@pytest.mark.parametrize(
    ("wins", "games", "low", "high"),
    [
        # Reference values (Wilson 1927; e.g. Newcombe 1998, Table I / R's binom::binom.wilson).
        (8, 10, 0.4902, 0.9433),
        (0, 10, 0.0, 0.2775),
        (10, 10, 0.7225, 1.0),
        (5, 10, 0.2366, 0.7634),
        (81, 263, 0.2553, 0.3662),
    ],
)
def test_wilson_interval_known_values(wins: int, games: int, low: float, high: float) -> None:
    assert wilson_interval(wins, games) == pytest.approx((low, high), abs=1e-4)


@given(st.integers(1, 500).flatmap(lambda n: st.tuples(st.integers(0, n), st.just(n))))
def test_wilson_interval_contains_the_rate_and_stays_in_bounds(case: tuple[int, int]) -> None:
    wins, games = case
    low, high = wilson_interval(wins, games)
    assert 0 <= low <= wins / games <= high <= 1
    # The interval narrows as the sample grows (same rate, four times the games).
    low4, high4 = wilson_interval(4 * wins, 4 * games)
    assert high4 - low4 < high - low


def test_wilson_interval_edge_cases() -> None:
    assert wilson_interval(0, 0) == (0.0, 1.0)
    with pytest.raises(ValueError):
        wilson_interval(3, 2)


def test_mean_and_sample_standard_deviation() -> None:
    assert mean([2, 4, 4, 4, 5, 5, 7, 9]) == 5
    assert stdev([2, 4, 4, 4, 5, 5, 7, 9]) == pytest.approx(math.sqrt(32 / 7))
    assert stdev([3]) == 0 and mean([]) == 0


def test_wins_are_shared_on_ties() -> None:
    assert win_shares([1], 3) == [0, 1, 0]
    assert win_shares([0, 2], 3) == [0.5, 0, 0.5]
    assert win_shares([], 1) == [0]


def test_score_margin_is_against_the_best_other_seat() -> None:
    assert score_margins([10, 14, 7]) == [-4, 4, -7]
    assert score_margins([5]) == [0]


def test_ranking_puts_winners_first_then_scores() -> None:
    # Seat 2 won a tie on 12 with seat 1 by the tie-break: it ranks above seat 1.
    assert ranking([10, 12, 12, 5], [2]) == [2, 1, 0, 3]
    assert ranking([8, 8], [0, 1]) == [0, 0]


def test_openskill_orders_a_chain_of_strengths() -> None:
    games = []
    for index in range(60):
        seats = ["weak", "middle", "strong"]
        rotated = seats[index % 3 :] + seats[: index % 3]
        ranks = [2 - seats.index(name) for name in rotated]
        games.append((rotated, ranks))
    ratings = rate(["weak", "middle", "strong"], games)
    assert ratings["strong"].mu > ratings["middle"].mu > ratings["weak"].mu
    assert ratings["strong"].ordinal > ratings["middle"].ordinal > ratings["weak"].ordinal


def test_ratings_do_not_favour_late_winners() -> None:
    # "early" won the first 12 games, "late" the last 8: more wins must mean a higher rating.
    games = [(["early", "late"], [0, 1])] * 12 + [(["early", "late"], [1, 0])] * 8
    ratings = rate(["early", "late"], games)
    assert ratings["early"].mu > ratings["late"].mu
    assert rate(["early", "late"], games) == ratings


def test_a_bot_in_several_seats_gets_one_rating() -> None:
    ratings = rate(["a", "b"], [(["a", "b", "a", "b"], [0, 1, 2, 3])] * 10)
    assert set(ratings) == {"a", "b"}
    assert ratings["a"].mu > ratings["b"].mu
