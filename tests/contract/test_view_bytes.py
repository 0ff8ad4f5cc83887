"""The encoded views stay byte for byte what they were before the view builders were typed
with the contract's TypedDicts (issue 25): the server sends ``orjson.dumps(view)`` and its
patches diff those, so the key order matters as much as the values.

``view_bytes.json`` holds, per setup of :mod:`.games` and seed, the SHA-256 of every view's
orjson bytes (each seat's and the spectator's, after every action) along a seeded random game.
The digests were taken on the untyped builders; a deliberate view change regenerates them with
``python -m tests.contract.test_view_bytes``.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

import pytest

# The server's encoder (the [server] extra): a [test]-only environment skips, saying why.
orjson = pytest.importorskip(
    "orjson", reason="needs the [server] extra (pip install -e '.[server]')")

from .games import SETUPS, setup_id, views_along  # noqa: E402

DIGESTS = Path(__file__).with_name("view_bytes.json")
SEEDS = (3, 4)


def digest(setup: tuple[str, int, dict[str, Any]], seed: int) -> str:
    """The digest of every encoded view along the game of ``setup`` from ``seed``."""
    found = hashlib.sha256()
    for view in views_along(*setup, seed=seed, codes=set()):
        found.update(orjson.dumps(view))
    return found.hexdigest()


def key(setup: tuple[str, int, dict[str, Any]], seed: int) -> str:
    """The entry name of a game in ``view_bytes.json``."""
    return f"{setup_id(setup)} seed {seed}"


@pytest.mark.parametrize("setup", SETUPS, ids=setup_id)
def test_encoded_views_are_byte_for_byte_the_untyped_ones(
    setup: tuple[str, int, dict[str, Any]],
) -> None:
    expected = json.loads(DIGESTS.read_text())
    for seed in SEEDS:
        assert digest(setup, seed) == expected[key(setup, seed)], key(setup, seed)


def regenerate() -> None:
    """Write ``view_bytes.json`` from the views of today's code."""
    found = {key(setup, seed): digest(setup, seed) for setup in SETUPS for seed in SEEDS}
    DIGESTS.write_text(json.dumps(found, indent=2, sort_keys=True) + "\n")


if __name__ == "__main__":
    regenerate()
