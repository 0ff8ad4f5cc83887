"""Final scoring of Chocolatl (§End of the game): the per-seat breakdown and the winners."""

from __future__ import annotations

from typing import Protocol

from chocolatier.chocolatl import events as ev
from chocolatier.chocolatl.data import ChocolatlData
from chocolatier.core.game import GameResult


class Finished(Protocol):
    """What the final scoring reads of a finished game (a ``ChocolatlState``): the rules call
    it, so it types the state by these fields rather than import it."""

    data: ChocolatlData
    num_players: int
    round: int
    scores: list[int]
    altar: list[list[int]]
    pyramid: list[int]
    hero: int
    old_man: int
    end_reasons: list[ev.AnyEndReason]
    end_pips: list[list[int]]

CATEGORIES: tuple[str, ...] = (
    "track",
    "altar",
    "altar majority",
    "hero king",
    "old man",
    "pyramid markers",
    "pyramid majority",
    "black dice",
)


def final_result(state: Finished) -> GameResult:
    """Score the finished game: the track plus every end bonus, then rank.

    Ties: the highest altar total wins; still tied, the victory is shared. ``state.end_pips``
    must hold the pips of every seat's unused black dice (rolled by the rules before this).
    """
    d, n = state.data, state.num_players
    altar = [sum(cards) for cards in state.altar]
    in_pyramid = [state.pyramid.count(p) for p in range(n)]
    best_altar, most_markers = max(altar), max(in_pyramid)
    breakdown: list[dict[str, int]] = []
    for p in range(n):
        parts = {
            "track": state.scores[p],
            "altar": altar[p],
            "altar majority": d.altar_majority if altar[p] == best_altar else 0,
            "hero king": d.hero_king_end if p == state.hero else 0,
            "old man": d.old_man_end if p == state.old_man else 0,
            "pyramid markers": d.pyramid_marker * in_pyramid[p],
            # a majority needs at least one marker: nobody "leads" an empty pyramid
            "pyramid majority": (
                d.pyramid_majority if in_pyramid[p] == most_markers and most_markers > 0 else 0
            ),
            "black dice": sum(state.end_pips[p]),
        }
        breakdown.append(parts)
    scores = tuple(sum(parts.values()) for parts in breakdown)
    top = max(scores)
    leaders = [p for p in range(n) if scores[p] == top]
    best_leader_altar = max(altar[p] for p in leaders)
    winners = tuple(p for p in leaders if altar[p] == best_leader_altar)
    return GameResult(
        scores=scores,
        winners=winners,
        breakdown=tuple(breakdown),
        details={
            "end": [reason.to_json() for reason in state.end_reasons],
            "rounds": state.round,
            "altar_cards": [list(cards) for cards in state.altar],
            "black_dice_pips": [list(pips) for pips in state.end_pips],
        },
    )
