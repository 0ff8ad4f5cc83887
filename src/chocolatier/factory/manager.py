"""What a solo game (Factory Manager, §9) holds of its objective cards: a value the position
keeps (:mod:`.solo` has the rules that change it)."""

from __future__ import annotations

from typing import NamedTuple


class Solo(NamedTuple):
    """The solo cards of a game and what has been done with them."""

    cards: tuple[str, ...]  # face up: the Weekly Target, Initial Demands, Daily Demands revealed
    daily: tuple[str, ...]  # face-down Daily Demands, the next to reveal first (hidden)
    special: tuple[str, ...]  # Corner Shop orders dealt beside the Weekly Target
    filled: tuple[str, ...]  # cards whose chocolate order was delivered
