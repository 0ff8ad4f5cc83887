"""Shared helpers of the reinforcement-learning tests: game configurations and random play."""

from __future__ import annotations

from typing import Any

from chocolatier.core.rng import Rng
from chocolatier.rl.aec import ChocolatierEnv

# (game, players, options): every player count of both games, and both factory modes.
CONFIGS: list[tuple[str, int, dict[str, Any] | None]] = [
    ("factory", 2, None),
    ("factory", 3, None),
    ("factory", 4, None),
    ("factory", 2, {"mode": "simultaneous", "store_sides": "B"}),
    ("factory", 4, {"mode": "simultaneous", "store_sides": "random"}),
    # the Master Chocolatier module: its own observation layout (docs/rl.md)
    ("factory", 2, {"master": True}),
    ("factory", 4, {"master": True, "store_sides": "D"}),
    ("chocolatl", 3, None),
    ("chocolatl", 4, None),
    ("chocolatl", 5, None),
]
IDS = [f"{g}-{n}p-{(o or {}).get('mode', 'turns')}{'-master' if (o or {}).get('master') else ''}"
       for g, n, o in CONFIGS]


def random_action(env: ChocolatierEnv, rng: Rng) -> int | None:
    """A uniformly random legal id of the selected agent (``None`` once it is done)."""
    agent = env.agent_selection
    if env.terminations[agent] or env.truncations[agent]:
        return None
    return rng.choice(env.infos[agent]["legal_action_ids"])
