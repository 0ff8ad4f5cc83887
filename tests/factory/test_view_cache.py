"""Views built from shared, cached card JSON (``factory/view.py``) stay byte-for-byte what the
straightforward per-call build gave, and callers cannot corrupt the shared parts.

``view_hashes.json`` holds, per seeded random game, digests of every seat's and a spectator's
view after every action, as ``json.dumps(sort_keys=True)`` and as ``orjson`` in the view's own
key order (how the web server sends it). The digests were first taken with the uncached
``view`` before caching existed; a rules or view change regenerates them (last: issue 25, the
store sides' numbers ``limit`` and ``two_of``; before, issue 13: the stores' ``once_a_day``, the
``run``/``fulfil`` fields) with ``python -m tests.factory.test_view_cache``.

``view_traces.json`` lets a failure say *where* the views changed: per game, per action, the short
digests of every view's top-level parts (each board apart: ``factories[0]``, ``stores``,
``legal``) that changed since the action before. A mismatch names the first action after which
a view differs, its move, the parts that differ and whose views.
"""

from __future__ import annotations

import copy
import hashlib
import json
import pickle
from pathlib import Path
from typing import Any

import pytest

# The server's encoder (the [server] extra): a [test]-only environment skips, saying why.
orjson = pytest.importorskip(
    "orjson", reason="needs the [server] extra (pip install -e '.[server]')")

from chocolatier.core.registry import new_game  # noqa: E402
from chocolatier.core.rng import Rng  # noqa: E402
from chocolatier.factory.frozen_json import FrozenDict, FrozenList  # noqa: E402
from chocolatier.factory.phases import Phase  # noqa: E402
from chocolatier.factory.state import FactoryState  # noqa: E402
from chocolatier.factory.view import view  # noqa: E402

from .solo_examples import EXAMPLE_OPTIONS  # noqa: E402

HASHES = Path(__file__).with_name("view_hashes.json")
TRACES = Path(__file__).with_name("view_traces.json")
# (players, seed, options): every player count, both modes, other store sides.
GAMES: list[tuple[int, int, dict[str, Any]]] = [
    (1, 3, {}),
    (2, 5, {}),
    (3, 8, {"mode": "simultaneous"}),
    (4, 13, {"store_sides": "B"}),
    (3, 17, {"store_sides": "random"}),
    (4, 21, {"mode": "simultaneous"}),
]


def parts(shown: dict[str, Any]) -> dict[str, str]:
    """Short digests of a view's top-level parts, each factory board apart, by path."""
    found: dict[str, str] = {}
    for name, value in shown.items():
        items = enumerate(value) if name == "factories" else [(None, value)]
        for index, item in items:
            path = name if index is None else f"{name}[{index}]"
            text = json.dumps(item, sort_keys=True).encode()
            found[path] = hashlib.blake2b(text, digest_size=3).hexdigest()
    return found


Trace = list[dict[str, Any]]


def game_digests(players: int, seed: int, options: dict[str, Any]
                 ) -> tuple[dict[str, str], Trace, list[str]]:
    """Digests of all views along a random game of ``players`` from ``seed``; the trace (per
    action, each view part that changed: path -> its digest when every seat and the spectator
    see the same, else the list of their digests, None where absent) and the moves played
    (``"seat: notation"``)."""
    state = new_game("factory", players, seed, options)
    assert isinstance(state, FactoryState)
    rng = Rng(seed + 1000)
    sorted_json = hashlib.sha256()
    orjson_bytes = hashlib.sha256()
    seats: list[int | None] = [*range(players), None]
    trace: Trace = []
    moves: list[str] = []
    before: dict[str, Any] = {}
    while True:
        by_seat = []
        for seat in seats:
            shown = view(state, seat)
            sorted_json.update(json.dumps(shown, sort_keys=True).encode())
            orjson_bytes.update(orjson.dumps(shown))
            by_seat.append(parts(shown))
        now: dict[str, Any] = {}
        for path in dict.fromkeys(p for seen in by_seat for p in seen):
            digests = [seen.get(path) for seen in by_seat]
            now[path] = digests[0] if len(set(digests)) == 1 else digests
        changed = {k: v for k, v in now.items() if before.get(k) != v}
        changed.update({k: None for k in before if k not in now})
        trace.append(changed)
        before = now
        acting = state.to_act()
        if not acting:
            break
        seat = acting[rng.below(len(acting))]
        legal = state.legal_of(seat)
        action = legal[rng.below(len(legal))]
        moves.append(f"{seat}: {state.notation(seat, action)}")
        state.apply(seat, action)
    digests = {"json_sorted": sorted_json.hexdigest(), "orjson": orjson_bytes.hexdigest()}
    return digests, trace, moves


def key(players: int, seed: int, options: dict[str, Any]) -> str:
    """The entry name of a game in ``view_hashes.json``."""
    return f"{players}p seed {seed} {json.dumps(options, sort_keys=True)}"


def _who(want: Any, got: Any) -> str:
    """Which views of a part differ: every one, or the seats' numbers (and the spectator)."""
    if isinstance(want, list) != isinstance(got, list):  # one digest stands for every view
        want, got = ([want] * len(got), got) if isinstance(got, list) else (want, [got] * len(want))
    if not (isinstance(want, list) and isinstance(got, list) and len(want) == len(got)):
        return "every view"
    names = [str(i) for i in range(len(want) - 1)] + ["spectator"]
    return "view of " + ", ".join(n for n, a, b in zip(names, want, got, strict=True) if a != b)


def first_difference(expected: Trace, actual: Trace, moves: list[str]) -> str:
    """Where two traces first part: the action, its move, and the view parts that differ."""
    want: dict[str, Any] = {}
    got: dict[str, Any] = {}
    for step, (want_step, got_step) in enumerate(zip(expected, actual, strict=False)):
        want.update(want_step)  # a trace holds changes: rebuild every part's digests
        got.update(got_step)
        if want != got:
            paths = sorted(k for k in {*want, *got} if want.get(k) != got.get(k))
            after = f"after move {step} ({moves[step - 1]})" if step else "at the start"
            shown = "; ".join(f"{p} ({_who(want.get(p), got.get(p))})" for p in paths[:6])
            more = f" and {len(paths) - 6} more" if len(paths) > 6 else ""
            return f"the views first differ {after}: {shown}{more}"
    if len(expected) != len(actual):
        return f"the game now lasts {len(actual) - 1} moves, not {len(expected) - 1}"
    return "every view part is the same: only the key order (orjson bytes) differs"


@pytest.mark.parametrize(("players", "seed", "options"), GAMES)
def test_views_are_byte_for_byte_the_uncached_ones(
    players: int, seed: int, options: dict[str, Any]
) -> None:
    name = key(players, seed, options)
    expected = json.loads(HASHES.read_text())[name]
    digests, trace, moves = game_digests(players, seed, options)
    if digests != expected:
        where = first_difference(json.loads(TRACES.read_text())[name], trace, moves)
        pytest.fail(f"{name}: {where} (python -m tests.factory.test_view_cache regenerates "
                    "both files after a deliberate change)")


def test_a_changed_view_is_located() -> None:
    _, trace, moves = game_digests(2, 5, {})
    changed = [dict(step) for step in trace]
    changed[7]["factories[0]"] = ["000000", "000000", "000000"]
    message = first_difference(changed, trace, moves)
    assert message.startswith(f"the views first differ after move 7 ({moves[6]}): factories[0]")
    step = next(i for i, t in enumerate(trace) if isinstance(t.get("legal"), list))
    changed = [dict(t) for t in trace]
    changed[step]["legal"] = ["000000", *trace[step]["legal"][1:]]
    assert first_difference(changed, trace, moves).endswith(": legal (view of 0)")
    assert "lasts" in first_difference(trace[:-1], trace, moves)


def regenerate() -> None:
    """Write both files from the views of today's code."""
    hashes: dict[str, Any] = {}
    traces: dict[str, Any] = {}
    for game in GAMES:
        hashes[key(*game)], traces[key(*game)], _ = game_digests(*game)
    HASHES.write_text(json.dumps(hashes, indent=2, sort_keys=True) + "\n")
    TRACES.write_text(json.dumps(traces, separators=(",", ":")) + "\n")


def _mid_game(players: int) -> FactoryState:
    state = new_game("factory", players, 4)
    assert isinstance(state, FactoryState)
    rng = Rng(9)
    while not (state.day == 1 and state.phase == Phase.RUN):
        seat = state.to_act()[0]
        legal = state.legal_of(seat)
        state.apply(seat, legal[rng.below(len(legal))])
    return state


def test_shared_card_json_refuses_changes_and_the_rest_is_the_callers() -> None:
    state = _mid_game(2)
    shown = view(state, 0)
    before = json.dumps(view(state, 0), sort_keys=True)
    part = next(s["part"] for s in shown["factories"][0]["slots"] if s["part"] is not None)
    with pytest.raises(TypeError):
        part["cost"] = 99
    with pytest.raises(TypeError):
        part["options"].append({})
    with pytest.raises(TypeError):
        shown["factories"][0]["store_room"]["dark"] = 9
    # What the server does to a view: its top level and per-view containers are its own.
    shown.pop("legal")
    shown["log"] = []
    shown["factories"][0]["money"] = -1
    shown["factories"].pop()
    for shared in (shown["factories"][0]["slots"], shown["stores"][0]["markers"]):
        with pytest.raises(TypeError):
            shared.clear()
    assert json.dumps(view(state, 0), sort_keys=True) == before


def test_copies_of_a_view_are_plain_and_mutable() -> None:
    shown = view(_mid_game(4), 1)
    for copied in (copy.deepcopy(shown), pickle.loads(pickle.dumps(shown))):
        assert copied == shown
        slot = next(s for s in copied["factories"][1]["slots"] if s["part"] is not None)
        assert type(slot["part"]) is dict and type(slot["part"]["options"]) is list
        slot["part"]["cost"] = 99
        slot["part"]["options"].append({})
    part = next(s["part"] for s in shown["factories"][1]["slots"] if s["part"] is not None)
    assert isinstance(part, FrozenDict) and isinstance(part["options"], FrozenList)
    shallow = copy.copy(part)
    shallow["cost"] = 99
    assert type(shallow) is dict and part["cost"] != 99


def test_a_card_set_override_shows_its_own_cards() -> None:
    # Same ids, other amounts: each game's view shows its own card set's data.
    shipped = new_game("factory", 1, 2)
    example = new_game("factory", 1, 2, EXAMPLE_OPTIONS)
    assert isinstance(shipped, FactoryState) and isinstance(example, FactoryState)
    for state in (shipped, example, shipped, example):
        solo = view(state, 0)["solo"]
        weekly = solo["weekly_target"]
        card = state.table.solo_cards[weekly["id"]]
        assert weekly["objectives"] == [
            {"kind": o.kind, "amount": o.amount, "size": o.size, "store": o.store,
             "chocolates": list(o.chocolates)}
            for o in card.objectives
        ]
    assert view(shipped, 0)["solo"]["weekly_target"] != view(example, 0)["solo"]["weekly_target"]


if __name__ == "__main__":
    regenerate()
