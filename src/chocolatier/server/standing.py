"""A finished table's standing: the engine's result as the server ranks it, with what the
table's events say about each seat. The final table every client shows and the rating are both
this one function's answer, so they cannot disagree (docs/server.md, "Ratings").

* A seat that conceded, or that its stand-in held at the end after time-outs (``max_timeouts``
  reached and never taken back), ranks last whatever its stand-in scored: it is marked
  ``conceded`` / ``timed-out`` and is never among the winners.
* A game in which some seat never made a move of its own (its player only timed out, stood in
  or conceded) is ``aborted``: it counts for no one's rating.

The engine's result stays the engine's: nothing here changes what it scored.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from chocolatier.server.tablelife import MOVE_KINDS, TableLife

CONCEDED = "conceded"
TIMED_OUT = "timed-out"


@dataclass(frozen=True)
class SeatEnd:
    """What a seat's events say at the end of the game."""

    # moves its player made (the stand-in's and undone ones not counted)
    own_moves: int
    conceded: bool
    # the stand-in held it at the end, after time-outs
    timed_out: bool

    @property
    def mark(self) -> str | None:
        """Why the seat ranks last (``None``: it was played to the end)."""
        return CONCEDED if self.conceded else TIMED_OUT if self.timed_out else None


def seat_ends(events: Iterable[tuple[str, int]], settings: Mapping[str, Any],
              seats: int) -> list[SeatEnd]:
    """Each seat's end from a table's events in order, as ``(kind, seat)``: the table life
    they replay is the one the table lived (``TableLife``)."""
    life = TableLife(dict(settings), seats)
    own = [0] * seats
    for kind, seat in events:
        if kind in MOVE_KINDS:
            life.moved(seat, kind, 0.0, None)
            own[seat] += kind == "move"
        elif kind == "undo":
            own[seat] = max(0, own[seat] - 1)
        elif kind == "concede":
            life.concede(seat)
        elif kind == "reclaim":
            life.reclaim(seat, 0.0)
    return [SeatEnd(own[s], life.seats[s].conceded, life.seats[s].standin and not
                    life.seats[s].conceded) for s in range(seats)]


def standing(result: Mapping[str, Any], ends: Sequence[SeatEnd]) -> dict[str, Any]:
    """The server's standing of a finished game: each seat's ``rank`` (1 is first; ties
    share one), the ``winners`` (the engine's, but for seats marked as leaving; if every
    engine winner left, the best of the others), each seat's ``mark`` and whether the game was
    ``aborted``."""
    scores = list(result.get("scores", [0] * len(ends)))
    marks = [end.mark for end in ends]
    stayed = [s for s in range(len(ends)) if marks[s] is None]
    winners = [s for s in result.get("winners", []) if s in stayed]
    if not winners and stayed:
        best = max(scores[s] for s in stayed)
        winners = [s for s in stayed if scores[s] == best]
    ranks = []
    for seat in range(len(ends)):
        if seat not in stayed:
            ranks.append(len(stayed) + 1)
        elif seat in winners:
            ranks.append(1)
        else:
            ranks.append(1 + sum(1 for s in stayed if s in winners or scores[s] > scores[seat]))
    return {"ranks": ranks, "winners": winners, "marks": marks,
            "aborted": any(end.own_moves == 0 for end in ends)}
