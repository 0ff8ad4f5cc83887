"""Per-seat views of a Chocolatl position (JSON for clients; words are made at the edges).

A view never shows another seat's face-down cards, its hand, its altar cards before the end, its
pending black-dice choice or its progress through a bidding pass: only whether it has committed.
The format is documented in ``docs/chocolatl.md``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal, cast

from chocolatier.chocolatl import contract as c
from chocolatier.chocolatl.actions import STATION_TITLES, STATIONS
from chocolatier.chocolatl.phases import BID, FINAL_ALTAR, OVER
from chocolatier.chocolatl.position import NOBODY

if TYPE_CHECKING:
    from chocolatier.chocolatl.state import ChocolatlState


#: The Tlachtli reward stacks, in the order of the state's stacks.
_STACKS: tuple[Literal["six", "three"], ...] = ("six", "three")


def _earlier_pass_cards(state: ChocolatlState, station: int) -> int:
    """Cards every seat had on ``station`` before the current bidding pass began."""
    if state.mode == "gold":
        return 2 if station < state.stage else 0
    if state.mode == "green":
        return state.stage
    return 0


def _bids(state: ChocolatlState, seat: int | None, p: int) -> c.StationBids:
    placing = state.phase == BID and state.waiting[p]
    stations: list[c.Bids] = []
    for s in range(len(STATIONS)):
        cards, shown = state.bids[p][s], state.shown[p][s]
        face_down = len(cards) - shown
        if placing and p != seat:
            # an unfinished pass is a pending commitment: only earlier passes' cards show
            face_down = max(min(len(cards), _earlier_pass_cards(state, s)) - shown, 0)
        entry: c.Bids = {"face_up": cards[:shown], "face_down": face_down}
        if p == seat:
            entry["mine"] = cards[shown:]
        stations.append(entry)
    temple, field, village, pyramid, kitchen, tlachtli = stations
    return {"temple": temple, "field": field, "village": village, "pyramid": pyramid,
            "kitchen": kitchen, "tlachtli": tlachtli}


def _player(state: ChocolatlState, seat: int | None, p: int) -> c.Player:
    own, over = p == seat, state.phase == OVER
    hand_size, altar_count = len(state.hands[p]), len(state.altar[p])
    if state.phase == FINAL_ALTAR and not own:
        # whether another seat sacrificed a last card is its pending commitment
        hand_size, altar_count = hand_size + altar_count - 1, 1
    if state.phase == BID and state.waiting[p] and not own:
        # cards of an unfinished bidding pass still count as in hand
        hand_size += sum(
            max(len(cards) - _earlier_pass_cards(state, s), 0)
            for s, cards in enumerate(state.bids[p])
        )
    return {
        "seat": p,
        "score": state.scores[p],
        "disc": state.height[p],
        "markers": state.markers[p],
        "huts": state.huts[p],
        "black_dice": state.black_dice[p],
        "hero_king": state.hero == p,
        "old_man": state.old_man == p,
        "to_act": state.waiting[p],
        "hand": list(state.hands[p]) if own or over else None,
        "hand_size": hand_size,
        "altar": list(state.altar[p]) if own or over else None,
        "altar_count": altar_count,
        "dice_choice": (state.dice_choice[p] if own and state.dice_choice[p] != NOBODY else None),
        "bids": _bids(state, seat, p),
    }


def render_view(state: ChocolatlState, seat: int | None) -> c.ChocolatlView:
    """The view of ``seat`` (``None``: a spectator, who sees only public information), as the
    contract types it."""
    d = state.data
    placed = 0
    layers: list[c.Layer] = []
    for layer in d.layers:
        layers.append(
            {
                "size": layer.size,
                "value": layer.value,
                "markers": state.pyramid[placed : placed + layer.size],
            }
        )
        placed += layer.size
    legal: list[c.LegalAction] = []
    if seat is not None:
        for action in state.legal_actions(seat):
            legal.append(
                {
                    "id": state.action_id(seat, action),
                    "notation": state.notation(seat, action),
                    "event": state.event(seat, action).to_json(),
                }
            )
    outcome = state.result()
    return {
        "game": "chocolatl",
        "seat": seat,
        "num_players": state.num_players,
        "phase": state.phase.value,
        "round": state.round,
        "rounds": d.rounds,
        "mode": state.mode,
        "leader_colour": state.colour(),
        "stage": state.stage,
        "station": STATIONS[state.station] if state.station != NOBODY else None,
        "stations": [{"id": n, "title": t} for n, t in zip(STATIONS, STATION_TITLES, strict=True)],
        "to_act": list(state.to_act()),
        "players": [_player(state, seat, p) for p in range(state.num_players)],
        "hero_king": state.hero if state.hero != NOBODY else None,
        "old_man": state.old_man if state.old_man != NOBODY else None,
        "harvest": list(state.harvest),
        "village": {
            "black_die": state.village_die,
            "dice_left": state.dice_supply,
            "huts_left": state.hut_supply,
        },
        "kitchen": {"marker": state.marker, "values": [list(v) for v in d.kitchen]},
        "pyramid": {"layers": layers, "placed": len(state.pyramid), "size": d.pyramid_size},
        "tlachtli": [
            {
                "stack": name,
                "face_up": state.face_up[k] if state.face_up[k] != NOBODY else None,
                "left": len(state.stacks[k]),
                "points_when_empty": d.tlachtli_points[k],
            }
            for k, name in enumerate(_STACKS)
        ],
        # this round's stations so far and the whole previous round
        "results": [r.to_json() for r in state.results if r.round >= state.round - 1],
        "log": [e.to_json() for e in state.log],
        "legal": legal,
        # core's GameResult is both games' outcome; its JSON is this game's Result (validated
        # by the contract tests along random games)
        "result": cast("c.Result | None", outcome.to_json() if outcome is not None else None),
    }
