"""Builders for Chocolatl test positions: start a game in a chosen mode and drive its steps; the
facts a test is about are set through a position snapshot (docs/snapshots.md), never by writing
the state's fields."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from chocolatier.chocolatl.actions import (
    STATIONS,
    Bid,
    FirstPlacer,
    Roll,
    Sacrifice,
    Swap,
    TakeVillage,
)
from chocolatier.chocolatl.data import ChocolatlData, Layer, load_data
from chocolatier.chocolatl.game import ChocolatlGame
from chocolatier.chocolatl.phases import BID, DICE, FINAL_ALTAR, PYRAMID_ORDER, SWAP, VILLAGE_CHOICE
from chocolatier.chocolatl.state import ChocolatlState, stacked
from chocolatier.core.game import Action

DATA = load_data()
GOLD_SCORE = 6  # a gold space of the packaged track
GREEN_SCORE = 11  # a green space
RED_SCORE = 1  # a red space


def small_pyramid(*sizes: int) -> ChocolatlData:
    """The packaged data with a pyramid of the given layer sizes (values 5, 4, 3, ...)."""
    return replace(DATA, layers=tuple(Layer(size, 5 - i) for i, size in enumerate(sizes)))


def new_state(players: int = 4, seed: int = 1, data: ChocolatlData = DATA) -> ChocolatlState:
    """A new game at the altar step."""
    return ChocolatlState.new(ChocolatlGame(data), data, players, seed)


def edit(state: ChocolatlState, **fields: Any) -> ChocolatlState:
    """The position with these snapshot fields replaced (names as in ``position`` of a
    snapshot: ``scores``, ``markers``, ``disc_heights``, ``hero_king`` ...), loaded and checked
    as any snapshot is. ``disc_heights`` here is one order of all discs, bottom to top (0 =
    lowest): the discs of each score space are stacked in that order; without it the discs
    keep their order, those moved to another space by ``scores`` in seat order."""
    snap = state.snapshot()
    unknown = set(fields) - set(snap["position"])
    assert not unknown, f"no snapshot field {unknown}"
    order = fields.pop("disc_heights", [(h, seat) for seat, h in enumerate(state.height)])
    snap["position"].update(fields)
    snap["position"]["disc_heights"] = stacked(snap["position"]["scores"], order)
    loaded = state.game.from_snapshot(snap)
    assert isinstance(loaded, ChocolatlState)
    return loaded


def at(values: Sequence[Any], index: int, value: Any) -> list[Any]:
    """``values`` as a list with the item at ``index`` replaced."""
    out = list(values)
    out[index] = value
    return out


def start(
    players: int = 4,
    seed: int = 1,
    scores: Sequence[int] | None = None,
    altar: int = 12,
    data: ChocolatlData = DATA,
    round_number: int = 0,
) -> ChocolatlState:
    """A game whose altar step is done (every seat sacrificed ``altar``), in round
    ``round_number + 1``; ``scores`` are set before the round starts, so they pick its mode."""
    state = new_state(players, seed, data)
    state = edit(state, scores=list(scores) if scores is not None else state.scores,
                 round=round_number, round_marker=round_number)
    for seat in range(players):
        state.apply(seat, Sacrifice(altar))
    return state


def start_gold(players: int = 4, seed: int = 1, **kwargs: object) -> ChocolatlState:
    """A game in round 1 in gold mode (station by station), every seat on 6 points."""
    return start(players, seed, scores=[GOLD_SCORE] * players, **kwargs)  # type: ignore[arg-type]


def bid_station(
    state: ChocolatlState, station: int, pairs: Sequence[tuple[int, int]], roll: bool = False
) -> None:
    """Every seat bids its pair on ``station`` (gold mode: the station then resolves); unless
    ``roll``, black-dice holders then decline to roll."""
    for seat, pair in enumerate(pairs):
        for value in pair:
            state.apply(seat, Bid(value, station))
    while state.phase == DICE and not roll:
        state.apply(state.to_act()[0], Roll(0))


def bid_red(state: ChocolatlState, wanted: dict[int, dict[int, tuple[int, int]]]) -> None:
    """Red mode: every seat bids the wanted pairs, then fills its other stations with its
    remaining cards, lowest first, in station order."""
    for seat in range(state.num_players):
        mine = wanted.get(seat, {})
        for station, pair in mine.items():
            for value in pair:
                state.apply(seat, Bid(value, station))
        for station in range(len(STATIONS)):
            while len(state.bids[seat][station]) < 2:
                state.apply(seat, Bid(min(state.hands[seat]), station))


def settle(state: ChocolatlState) -> None:
    """Answer every pending non-bidding decision with a fixed default (no dice, die, me first,
    give the lowest card) until bids or the final altar are due."""
    while state.phase in (DICE, VILLAGE_CHOICE, PYRAMID_ORDER, SWAP):
        seat = state.to_act()[0]
        action: Action
        if state.phase == DICE:
            action = Roll(0)
        elif state.phase == VILLAGE_CHOICE:
            action = TakeVillage(False)
        elif state.phase == PYRAMID_ORDER:
            action = FirstPlacer(True)
        else:
            action = Swap(min(state.cards_of(seat)))
        state.apply(seat, action)


def finish_gold_round(state: ChocolatlState) -> None:
    """Gold mode: bid the remaining stations with every seat's lowest cards and settle."""
    playing = state.round
    while state.phase == BID and state.round == playing:
        station = state.stage
        for seat in range(state.num_players):
            while len(state.bids[seat][station]) < 2:
                state.apply(seat, Bid(min(state.hands[seat]), station))
        settle(state)


def final_altar(state: ChocolatlState, choices: Sequence[int | None]) -> None:
    """Apply every seat's final sacrifice (``None``: nothing)."""
    assert state.phase == FINAL_ALTAR
    for seat, value in enumerate(choices):
        state.apply(seat, Sacrifice(value))
