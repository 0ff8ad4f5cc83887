"""Chocolates as multisets: a pile (a tile, the store room) is a tuple of 7 counts, one per kind.

Chocolates of one kind are identical, so a pile is fully described by its counts. Piles are
immutable tuples: cloning a state copies references, and every change builds a new tuple.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from chocolatier.factory.cards import GENERIC_ICONS, KINDS
from chocolatier.factory.memo import remember

Pile = tuple[int, ...]

EMPTY: Pile = (0,) * len(KINDS)
KIND_INDEX: dict[str, int] = {kind: i for i, kind in enumerate(KINDS)}

# One upgrade step (§1): from a kind to a kind of the next stage. Boxed has none.
UPGRADES: tuple[tuple[str, str], ...] = (
    ("bean", "cocoa"),
    ("cocoa", "chunk"),
    ("cocoa", "finger"),
    ("chunk", "caramel"),
    ("chunk", "nut"),
    ("finger", "caramel"),
    ("finger", "nut"),
    ("caramel", "boxed"),
    ("nut", "boxed"),
)

# Icon -> the kind indices it accepts. Specific kinds first, then the generic icons from the
# smallest set to the largest: the sets form a laminar family, so matching icons in this order
# with any fitting chocolate never blocks a later icon (see ``can_take``).
ICON_KINDS: dict[str, tuple[int, ...]] = {kind: (KIND_INDEX[kind],) for kind in KINDS}
for _icon, _kinds in GENERIC_ICONS.items():
    ICON_KINDS[_icon] = tuple(KIND_INDEX[k] for k in KINDS if k in _kinds)
_SPECIFICITY: dict[str, int] = {icon: len(kinds) for icon, kinds in ICON_KINDS.items()}


def pile_of(kinds: Iterable[str]) -> Pile:
    """The pile holding these chocolates (kinds may repeat)."""
    counts = [0] * len(KINDS)
    for kind in kinds:
        counts[KIND_INDEX[kind]] += 1
    return tuple(counts)


def add(pile: Pile, kind: str, n: int = 1) -> Pile:
    """``pile`` with ``n`` more chocolates of ``kind``."""
    i = KIND_INDEX[kind]
    counts = list(pile)
    counts[i] += n
    return tuple(counts)


def remove(pile: Pile, kind: str, n: int = 1) -> Pile:
    """``pile`` with ``n`` fewer chocolates of ``kind`` (the caller checked there are enough)."""
    counts = list(pile)
    counts[KIND_INDEX[kind]] -= n
    return tuple(counts)


def upgraded(pile: Pile, low: str, high: str) -> Pile:
    """``pile`` with one chocolate of ``low`` become ``high`` (the caller checked it is there)."""
    counts = list(pile)
    counts[KIND_INDEX[low]] -= 1
    counts[KIND_INDEX[high]] += 1
    return tuple(counts)


def merge(a: Pile, b: Pile) -> Pile:
    """Both piles together."""
    return tuple(x + y for x, y in zip(a, b, strict=True))


def by_specificity(icons: Iterable[str]) -> list[str]:
    """Icons sorted from the most specific (a kind) to the least (``any``), stably."""
    return sorted(icons, key=_SPECIFICITY.__getitem__)


# icons -> the same icons by specificity: the stages and deliveries asked about recur all game
_ordered: dict[tuple[str, ...], tuple[str, ...]] = {}


def can_take(pile: Pile, icons: tuple[str, ...]) -> bool:
    """Whether the pile can supply every icon at once (each chocolate used once).

    Greedy from the most specific icon up is exact because the icon sets are laminar: a choice
    inside a smaller set never matters to a larger set that contains it.
    """
    ordered = _ordered.get(icons)
    if ordered is None:
        ordered = remember(_ordered, icons, tuple(by_specificity(icons)))
    return can_take_sorted(pile, ordered)


def can_take_sorted(pile: Pile, icons: Sequence[str]) -> bool:
    """:func:`can_take` for icons already sorted by :func:`by_specificity` (hot path)."""
    if len(icons) == 1:  # most parts take one chocolate: no bookkeeping needed
        # a loop, not any(generator): building the generator costs more than the test
        for i in ICON_KINDS[icons[0]]:  # noqa: SIM110
            if pile[i]:
                return True
        return False
    counts = list(pile)
    for icon in icons:
        for i in ICON_KINDS[icon]:
            if counts[i]:
                counts[i] -= 1
                break
        else:
            return False
    return True


def is_generic(icon: str) -> bool:
    """Whether ``icon`` stands for several kinds (a choice must be made)."""
    return icon in GENERIC_ICONS


def upgradable(pile: Pile) -> bool:
    """Whether some chocolate of the pile can move up a stage (anything but Boxed)."""
    return any(pile[:-1])
