"""The seeded generator: deterministic, portable, unbiased enough, cheap to clone."""

from collections import Counter

from hypothesis import given
from hypothesis import strategies as st

from chocolatier.core import Rng, derive_seed


def test_same_seed_same_stream() -> None:
    a, b = Rng(42), Rng(42)
    assert [a.next64() for _ in range(5)] == [b.next64() for _ in range(5)]


def test_known_first_outputs_are_stable_across_versions() -> None:
    # SplitMix64 reference values for seed 0: pinning them keeps old records replayable.
    rng = Rng(0)
    assert rng.next64() == 0xE220A8397B1DCDAF
    assert rng.next64() == 0x6E789E6AA1B965F4


def test_clone_is_independent() -> None:
    a = Rng(7)
    a.next64()
    b = a.clone()
    assert a.next64() == b.next64()
    a.next64()
    assert a.state != b.state


@given(st.integers(min_value=0, max_value=2**64), st.integers(min_value=1, max_value=1000))
def test_below_in_range(seed: int, n: int) -> None:
    rng = Rng(seed)
    assert all(0 <= rng.below(n) < n for _ in range(20))


@given(st.integers(min_value=0, max_value=2**64), st.lists(st.integers(), max_size=30))
def test_shuffle_is_a_permutation(seed: int, items: list[int]) -> None:
    shuffled = list(items)
    Rng(seed).shuffle(shuffled)
    assert sorted(shuffled) == sorted(items)


def test_dice_are_roughly_uniform() -> None:
    rng = Rng(123)
    counts = Counter(rng.randint(1, 6) for _ in range(60_000))
    assert set(counts) == {1, 2, 3, 4, 5, 6}
    assert all(9_000 < c < 11_000 for c in counts.values())


def test_derive_seed_is_stable_and_distinct() -> None:
    assert derive_seed(1, "game", 0) == derive_seed(1, "game", 0)
    assert len({derive_seed(1, "game", i) for i in range(1000)}) == 1000
    assert 0 <= derive_seed(99, 3) < 2**63
