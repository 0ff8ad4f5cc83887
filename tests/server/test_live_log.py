"""A state message's log from a line on (``LiveTable.log_for``) is what the whole log of its
reader holds from that line on, for every reader and every line, along random games with
secret steps (another seat's cards of one step read as one secret-choice line)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from chocolatier.server.live import LiveTable
from tests.server.test_patches import live_table


def whole_log(live: LiveTable, viewer: int | None) -> list[tuple[int, dict[str, Any]]]:
    """Every line ``viewer`` reads, with the index of the line it stands for (worked out here
    from the lines, as the rules of docs/server.md say)."""
    out: list[tuple[int, dict[str, Any]]] = []
    shown: set[tuple[int, int]] = set()
    for index, line in enumerate(live.lines):
        if line.note is not None:
            out.append((index, {"seat": line.seat, "note": line.note}))
            continue
        event = line.event
        if line.secret and line.seat != viewer:
            if (line.seat, line.step) in shown:
                continue
            shown.add((line.seat, line.step))
            event = {"code": "secret-choice", "seat": line.seat}
        out.append((index, {"seat": line.seat, "event": event, "when": line.when,
                            **({"by": line.by} if line.by else {})}))
    return out


@pytest.mark.parametrize(("game", "seats", "seed", "secrets"), [
    ("factory", 2, 2, False), ("chocolatl", 3, 4, True), ("deck", 3, 5, True),
])
def test_the_log_from_a_line_is_the_tail_of_the_whole_log(game: str, seats: int, seed: int,
                                                          secrets: bool) -> None:
    live = live_table(game, seats, seed)
    rng = random.Random(seed)
    viewers: list[int | None] = [*range(seats), None]
    moves = secret = 0
    while not live.match.state.is_terminal() and moves < 300:
        seat = rng.choice(sorted(live.match.state.to_act()))
        live.move(seat, rng.choice(live.match.state.legal_actions(seat)), float(moves))
        moves += 1
        if moves % 7 == 0 or live.match.state.is_terminal():
            secret += sum(line.secret for line in live.lines)
            for viewer in viewers:
                whole = whole_log(live, viewer)
                for start in range(len(live.lines) + 1):
                    first = sum(1 for index, _line in whole if index < start)
                    assert live.log_for(viewer, start) == (first, [e for _i, e in whole[first:]])
    assert (secret > 0) == secrets  # Chocolatl's bids, the deck game's bets are secret
