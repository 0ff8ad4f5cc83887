"""The §9 rule tests' own Factory Manager cards: the first reconstruction's amounts (W01 £30 +
2 orders, D05 a Large order, ...), loaded as ``card_overrides`` so that tuning the shipped
``solo.toml`` does not change what those tests are about. Same ids, so the same deal."""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

with (Path(__file__).parent / "solo_examples.toml").open("rb") as _handle:
    EXAMPLE_CARDS: list[dict[str, Any]] = tomllib.load(_handle)["card"]

#: Game options of a solo game played with the example cards.
EXAMPLE_OPTIONS: dict[str, Any] = {"card_overrides": {"solo": EXAMPLE_CARDS}}
