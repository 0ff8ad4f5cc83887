"""Final rewards from a finished game's result: ``win`` (default), ``margin`` or ``score``.

Rewards are only given when the game ends (every step before pays 0):

* ``win``: +1 to the sole winner, 0 to each winner of a shared victory, −1 to everyone else;
* ``margin``: (my score − the best other score) / the largest absolute score (at least 1), so a
  clear win is near +1 and a clear loss near −1 (range [−2, 2]);
* ``score``: my final score (money in Chocolate Factory, points in Chocolatl) as it is.
"""

from __future__ import annotations

from chocolatier.core.game import GameResult

REWARDS: tuple[str, ...] = ("win", "margin", "score")


def check_reward(kind: str) -> str:
    """``kind`` when it names a reward scheme, else ``ValueError``."""
    if kind not in REWARDS:
        raise ValueError(f"reward must be one of {', '.join(REWARDS)}, not {kind!r}")
    return kind


def final_rewards(result: GameResult, kind: str) -> list[float]:
    """One reward per seat for the finished game ``result`` under scheme ``kind``."""
    scores = result.scores
    seats = range(len(scores))
    if kind == "win":
        shared = len(result.winners) > 1
        return [
            (0.0 if shared else 1.0) if seat in result.winners else -1.0 for seat in seats
        ]
    if kind == "margin":
        scale = float(max(1, *(abs(s) for s in scores)))
        return [
            # Alone (a solo game) there is no other score: the margin is over 0.
            (scores[seat] - max((scores[o] for o in seats if o != seat), default=0)) / scale
            for seat in seats
        ]
    check_reward(kind)
    return [float(s) for s in scores]
