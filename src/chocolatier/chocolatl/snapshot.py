"""Position snapshots of Chocolatl: the whole position as versioned, human-readable JSON, and
back, validated (``docs/snapshots.md``).

Seats are numbered from 0, stations named (``temple`` … ``tlachtli``), cards are their values.
The *hidden parts* are the order of the two Tlachtli reward stacks and the random stream (future
dice); ``hidden=False`` leaves them out (stacks listed sorted) and loading then draws them from
a seed. Players' face-down bids and hands are part of the position (a snapshot is the whole
position, not one seat's view). Loading checks every field's type (named by its path), the
values' ranges and then the game's invariants.

Version 2 (issue 26) keeps each disc's place in the stack on its own score space
(``disc_heights``, 0 = bottom): a disc arriving on a space goes on top. Version 1 kept the
places in the starting stack for the whole game; such a snapshot still loads, its discs stacked
on each space in that starting order (the tie-break it was played with so far).
"""

from __future__ import annotations

from typing import Any, cast

import msgspec

from chocolatier.chocolatl import events as ev
from chocolatier.chocolatl.actions import STATIONS, ActionSpace
from chocolatier.chocolatl.data import ChocolatlData
from chocolatier.chocolatl.phases import (
    OVER,
    PHASES,
    Phase,
)
from chocolatier.chocolatl.position import NOBODY, StationResult, stacked
from chocolatier.chocolatl.scoring import final_result
from chocolatier.chocolatl.state import ChocolatlState
from chocolatier.chocolatl.vocab import Mode
from chocolatier.core.errors import SnapshotError
from chocolatier.core.game import Game
from chocolatier.core.rng import Rng, derive_seed
from chocolatier.core.snapshot import FORMAT, check_envelope, check_playable, decode

VERSION = 2
STARTING_STACK_VERSION = 1  # disc_heights were places in the starting stack
MODES = ("red", "gold", "green")


class _Result(msgspec.Struct, forbid_unknown_fields=True):
    round: int
    station: str
    cards: list[list[int]]
    pips: list[list[int]]
    totals: list[int]
    ranking: list[int]


class _Position(msgspec.Struct, forbid_unknown_fields=True):
    phase: str
    round: int
    round_marker: int
    mode: str
    stage: int
    station: str | None
    waiting: list[bool]
    scores: list[int]
    disc_heights: list[int]
    hands: list[list[int]]
    bids: list[dict[str, list[int]]]
    shown: list[dict[str, int]]
    altar: list[list[int]]
    dice_choice: list[int]
    black_dice: list[int]
    dice_supply: int
    village_die: bool
    huts: list[int]
    hut_supply: int
    markers: list[int]
    pyramid: list[int]
    hero_king: int
    old_man: int
    harvest: list[int]
    tlachtli_stacks: list[list[int]]
    face_up: list[int]
    ranking: list[int]
    totals: list[int]
    results: list[_Result]
    swaps: list[tuple[int, int]]
    log: list[ev.LogEvent]
    end_reasons: list[ev.AnyEndReason]
    end_pips: list[list[int]]
    rng: int | None = None


class _Snapshot(msgspec.Struct, forbid_unknown_fields=True):
    format: str
    version: int
    game: str
    players: int
    hidden: bool
    position: _Position
    options: dict[str, Any] = {}


def snapshot(state: ChocolatlState, hidden: bool = True) -> dict[str, Any]:
    """The position as JSON-ready data (see the module docstring)."""
    stacks = [list(pile) if hidden else sorted(pile) for pile in state.stacks]
    position: dict[str, Any] = {
        "phase": state.phase.value,
        "round": state.round,
        "round_marker": state.marker,
        "mode": state.mode,
        "stage": state.stage,
        "station": STATIONS[state.station] if state.station != NOBODY else None,
        "waiting": list(state.waiting),
        "scores": list(state.scores),
        "disc_heights": list(state.height),
        "hands": [list(hand) for hand in state.hands],
        "bids": [{name: list(cards) for name, cards in zip(STATIONS, seat, strict=True)}
                 for seat in state.bids],
        "shown": [dict(zip(STATIONS, seat, strict=True)) for seat in state.shown],
        "altar": [list(cards) for cards in state.altar],
        "dice_choice": list(state.dice_choice),
        "black_dice": list(state.black_dice),
        "dice_supply": state.dice_supply,
        "village_die": state.village_die,
        "huts": list(state.huts),
        "hut_supply": state.hut_supply,
        "markers": list(state.markers),
        "pyramid": list(state.pyramid),
        "hero_king": state.hero,
        "old_man": state.old_man,
        "harvest": list(state.harvest),
        "tlachtli_stacks": stacks,
        "face_up": list(state.face_up),
        "ranking": list(state.ranking),
        "totals": list(state.totals),
        "results": [r.to_json() for r in state.results],
        "swaps": [list(swap) for swap in state.swaps],
        "log": [event.to_json() for event in state.log],
        "end_reasons": [reason.to_json() for reason in state.end_reasons],
        "end_pips": [list(pips) for pips in state.end_pips],
    }
    if hidden:
        position["rng"] = state.rng.state
    return {"format": FORMAT, "version": VERSION, "game": "chocolatl",
            "players": state.num_players, "hidden": hidden, "options": {},
            "position": position}


def _per_seat(values: list[Any], n: int, field: str) -> list[Any]:
    if len(values) != n:
        raise SnapshotError(f"{len(values)} values for {n} seats", f"position.{field}")
    return values


def _seat_or_nobody(value: int, n: int, field: str) -> int:
    if not NOBODY <= value < n:
        raise SnapshotError(f"{value} is neither a seat (0..{n - 1}) nor -1", f"position.{field}")
    return value


def _stations(row: dict[str, Any], field: str) -> list[Any]:
    if set(row) != set(STATIONS):
        raise SnapshotError(f"stations must be {', '.join(STATIONS)}", field)
    return [row[name] for name in STATIONS]


def from_snapshot(game: Game, rules: ChocolatlData, data: Any, seed: int | None = None
                  ) -> ChocolatlState:
    """The position ``data`` describes (see the module docstring) in a game of ``game`` played
    with the numbers ``rules``, validated."""
    snap = decode(data, _Snapshot)
    check_envelope(snap.format, snap.version, snap.game, "chocolatl", VERSION,
                   older=(STARTING_STACK_VERSION,))
    if snap.options:
        raise SnapshotError("Chocolatl takes no options", "options")
    n = snap.players
    try:
        game.check_num_players(n)
    except ValueError as exc:
        raise SnapshotError(str(exc), "players") from None
    if not snap.hidden and seed is None:
        raise SnapshotError("the snapshot leaves out its hidden parts (Tlachtli stack orders, "
                            "the random stream): give a seed to draw them")
    p = snap.position
    if p.phase not in PHASES:
        raise SnapshotError(f"unknown phase {p.phase!r} ({', '.join(PHASES)})", "position.phase")
    if p.mode not in MODES:
        raise SnapshotError(f"unknown mode {p.mode!r} ({', '.join(MODES)})", "position.mode")
    if p.station is not None and p.station not in STATIONS:
        raise SnapshotError(f"unknown station {p.station!r}", "position.station")
    d = rules
    for i, hand in enumerate(p.hands):
        bad = [v for v in hand if not 0 <= v <= d.max_card]
        if bad:
            raise SnapshotError(f"no card {bad[0]} (cards are 0..{d.max_card})",
                                f"position.hands[{i}]")
    s = ChocolatlState.__new__(ChocolatlState)
    s.game, s.data, s.num_players = game, d, n
    s.space = ActionSpace(d.max_card, d.black_dice)
    s.phase, s.round, s.marker = Phase(p.phase), p.round, p.round_marker
    s.mode, s.stage = cast(Mode, p.mode), p.stage  # one of MODES (checked above)
    s.station = STATIONS.index(p.station) if p.station is not None else NOBODY
    s.waiting = _per_seat(p.waiting, n, "waiting")
    s.scores = _per_seat(p.scores, n, "scores")
    s.height = _per_seat(p.disc_heights, n, "disc_heights")
    if snap.version == STARTING_STACK_VERSION:
        s.height = stacked(s.scores, s.height)
    s.hands = [list(h) for h in _per_seat(p.hands, n, "hands")]
    s.bids = [_stations(row, f"position.bids[{i}]")
              for i, row in enumerate(_per_seat(p.bids, n, "bids"))]
    s.shown = [_stations(row, f"position.shown[{i}]")
               for i, row in enumerate(_per_seat(p.shown, n, "shown"))]
    s.altar = _per_seat(p.altar, n, "altar")
    s.dice_choice = _per_seat(p.dice_choice, n, "dice_choice")
    s.black_dice = _per_seat(p.black_dice, n, "black_dice")
    s.dice_supply, s.village_die = p.dice_supply, p.village_die
    s.huts, s.hut_supply = _per_seat(p.huts, n, "huts"), p.hut_supply
    s.markers = _per_seat(p.markers, n, "markers")
    s.pyramid = [_seat_or_nobody(seat, n, "pyramid") for seat in p.pyramid]
    s.hero = _seat_or_nobody(p.hero_king, n, "hero_king")
    s.old_man = _seat_or_nobody(p.old_man, n, "old_man")
    s.harvest = p.harvest
    if len(p.tlachtli_stacks) != len(d.tlachtli):
        raise SnapshotError(f"{len(d.tlachtli)} stacks", "position.tlachtli_stacks")
    for i, (pile, printed) in enumerate(zip(p.tlachtli_stacks, d.tlachtli, strict=True)):
        if any(pile.count(v) > list(printed).count(v) for v in pile):
            raise SnapshotError("holds tiles the stack does not have",
                                f"position.tlachtli_stacks[{i}]")
    s.stacks = [list(pile) for pile in p.tlachtli_stacks]
    s.face_up = p.face_up
    s.ranking, s.totals = p.ranking, p.totals
    s.results = [
        StationResult(r.round, STATIONS.index(r.station), tuple(map(tuple, r.cards)),
                      tuple(map(tuple, r.pips)), tuple(r.totals), tuple(r.ranking))
        for r in p.results if r.station in STATIONS
    ]
    if len(s.results) != len(p.results):
        raise SnapshotError("a result names an unknown station", "position.results")
    s.swaps = [(seat, stack) for seat, stack in p.swaps]
    s.log = list(p.log)
    s.end_reasons, s.end_pips = list(p.end_reasons), p.end_pips
    if snap.hidden:
        if p.rng is None:
            raise SnapshotError("a snapshot with its hidden parts needs the random stream",
                                "position.rng")
        s.rng = Rng(p.rng)
    else:
        assert seed is not None
        draw = Rng(derive_seed(seed, "snapshot"))
        for pile in s.stacks:
            draw.shuffle(pile)
        s.rng = Rng(draw.next64())
    s.outcome = final_result(s) if s.phase == OVER else None
    problems = s.invariant_violations()
    if problems:
        raise SnapshotError("the position is not sound: " + "; ".join(problems), "position")
    check_playable(s)
    return s
