"""Chocolatl observations: a seat's view (``docs/chocolatl.md``) as a fixed float32 vector.

Only the view is read, never the state, so the vector holds exactly what the seat may know:
other seats' hands, altar cards and face-down bids appear only as counts until the view reveals
them. Seats are *relative*: per-seat entries start with the viewer (index 0 is always "me")
and go on in seat order, so one policy can play any seat. The layout is listed in
``docs/rl.md``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import numpy as np

from chocolatier.chocolatl.rules import COLOURS, PHASES, STATIONS, ChocolatlData, load_data
from chocolatier.core.game import State
from chocolatier.observation.layout import Layout, one_hot

STACKS = ("six", "three")
HARVEST_DICE = 3
CARDS_PER_STATION = 2


def _station_bids_record() -> Layout:
    r = Layout("station_bids")
    r.add("face_up", 1, "cards shown", scale=CARDS_PER_STATION)
    r.add("face_up_sum", 1, "sum of the cards shown", scale=30, high=2)
    r.add("face_up_max", 1, "highest card shown", scale=15, high=2)
    r.add("face_down", 1, "cards face down", scale=CARDS_PER_STATION)
    r.add("mine", 1, "my own face-down cards (me only)", scale=CARDS_PER_STATION)
    r.add("mine_sum", 1, "their sum", scale=30, high=2)
    r.add("mine_max", 1, "their highest card", scale=15, high=2)
    return r


def _player_record(n: int, data: ChocolatlData) -> Layout:
    values = data.max_card + 1
    r = Layout("player")
    r.add("score", 1, "points", scale=40, low=-2, high=5)
    r.add("disc", n, "one-hot place in the disc stack on its space (equal scores: higher wins)")
    r.add("markers", 1, "building markers left", scale=data.markers_per_player)
    r.add("huts", 1, "hut tiles", scale=data.huts)
    r.add("black_dice", 1, "black dice", scale=data.black_dice)
    r.add("hero_king", 1, "holds the Hero King")
    r.add("old_man", 1, "holds the Old Man")
    r.add("to_act", 1, "owes a decision now")
    r.add("hand_known", 1, "the hand below is shown (mine; everyone's at the end)")
    r.add("hand", values, f"cards in hand, count per value 0..{data.max_card}", high=13)
    r.add("hand_size", 1, "cards in hand", scale=13, high=2)
    r.add("altar", values, "altar cards (when shown), count per value", high=2)
    r.add("altar_count", 1, "altar cards", scale=2)
    r.add("dice_choice", 1, "black dice I chose to roll (me only)", scale=data.black_dice)
    r.add_records("bids", _station_bids_record(), len(STATIONS), f"stations {' '.join(STATIONS)}")
    return r


def _station_result_record(n: int) -> Layout:
    r = Layout("station_result")
    r.add("resolved", 1, "the station was resolved this round")
    r.add("totals", n, "modified bid per relative seat", scale=30, low=-1, high=3)
    r.add("rank", n, "place per relative seat: (n - place) / (n - 1), 1 = first")
    return r


class ChocolatlEncoder:
    """Encodes Chocolatl views of a ``num_players`` game into :attr:`layout` vectors.

    ``data`` is the game's number set (default: the packaged file); it fixes the card values,
    rounds and pyramid size, hence the vector length.
    """

    game = "chocolatl"

    def __init__(self, num_players: int, data: ChocolatlData | None = None) -> None:
        n = self.num_players = num_players
        d = self.data = data if data is not None else load_data()
        self._bids = _station_bids_record()
        self._player = _player_record(n, d)
        self._result = _station_result_record(n)
        lay = self.layout = Layout(f"chocolatl_{n}p")
        lay.add("phase", len(PHASES), f"one-hot {' / '.join(PHASES)}")
        lay.add("round", d.rounds + 1, "one-hot round (0: the altar step)")
        lay.add("mode", len(COLOURS), "one-hot bidding mode red / gold / green")
        lay.add("leader_colour", len(COLOURS), "one-hot colour under the leading disc")
        lay.add("stage", 1, "gold: station being bid on; green: bidding pass", scale=len(STATIONS))
        lay.add("station", len(STATIONS), "one-hot station being resolved")
        lay.add("harvest", HARVEST_DICE, "harvest dice, high to low", scale=d.die_sides)
        lay.add("village_die", 1, "the village's black die is there")
        lay.add("dice_left", 1, "black dice in the supply", scale=d.black_dice)
        lay.add("huts_left", 1, "hut tiles in the supply", scale=d.huts)
        lay.add("kitchen_marker", d.rounds + 1, "one-hot kitchen round marker")
        lay.add("kitchen_values", 2, "this round's kitchen values (1st, 2nd)", scale=8, high=2)
        lay.add("pyramid", d.pyramid_size * n,
                "per space bottom to top: one-hot relative seat of its marker")
        lay.add("pyramid_placed", 1, "markers placed", scale=d.pyramid_size)
        lay.add("tlachtli_face_up", 2, "the face-up reward card of the 6 / 3 stack is there")
        lay.add("tlachtli_value", 2, "its value", scale=d.max_card)
        lay.add("tlachtli_left", 2, "cards left per stack", scale=max(len(d.tlachtli[0]), 1))
        lay.add_records("players", self._player, n, "per relative seat, me first")
        lay.add_records("results", self._result, len(STATIONS), "this round's stations so far")
        self.space = lay.space()

    @property
    def size(self) -> int:
        """Length of the vector."""
        return self.layout.size

    def encode_state(self, state: State, seat: int | None) -> np.ndarray:
        """``encode(state.view(seat))``: Chocolatl's observations are built from the view."""
        return self.encode(state.view(seat))

    def encode(self, view: Mapping[str, Any]) -> np.ndarray:
        """The vector of ``view`` (a seat's view, ``state.view(seat)``)."""
        lay, n, d = self.layout, self.num_players, self.data
        me = view["seat"]
        if me is None:
            raise ValueError("observations are per seat; a spectator view has no seat")

        def rel(seat: int) -> int:
            return int((seat - me) % n)

        buf = lay.blank()
        one_hot(buf, lay.offset("phase"), PHASES.index(view["phase"]), len(PHASES))
        one_hot(buf, lay.offset("round"), view["round"], d.rounds + 1)
        one_hot(buf, lay.offset("mode"), COLOURS.index(view["mode"]), len(COLOURS))
        one_hot(buf, lay.offset("leader_colour"), COLOURS.index(view["leader_colour"]),
                len(COLOURS))
        buf[lay.offset("stage")] = view["stage"]
        station = view["station"]
        one_hot(buf, lay.offset("station"),
                STATIONS.index(station) if station is not None else None, len(STATIONS))
        for i, die in enumerate(view["harvest"][:HARVEST_DICE]):
            buf[lay.offset("harvest") + i] = die
        village = view["village"]
        buf[lay.offset("village_die")] = village["black_die"]
        buf[lay.offset("dice_left")] = village["dice_left"]
        buf[lay.offset("huts_left")] = village["huts_left"]
        kitchen = view["kitchen"]
        marker = kitchen["marker"]
        one_hot(buf, lay.offset("kitchen_marker"), marker, d.rounds + 1)
        if 0 <= marker < len(kitchen["values"]):
            buf[lay.offset("kitchen_values")] = kitchen["values"][marker][0]
            buf[lay.offset("kitchen_values") + 1] = kitchen["values"][marker][1]
        at, space = lay.offset("pyramid"), 0
        for layer in view["pyramid"]["layers"]:
            for seat in layer["markers"]:
                buf[at + space * n + rel(seat)] = 1.0
                space += 1
        buf[lay.offset("pyramid_placed")] = view["pyramid"]["placed"]
        for k, stack in enumerate(view["tlachtli"][: len(STACKS)]):
            if stack["face_up"] is not None:
                buf[lay.offset("tlachtli_face_up") + k] = 1.0
                buf[lay.offset("tlachtli_value") + k] = stack["face_up"]
            buf[lay.offset("tlachtli_left") + k] = stack["left"]
        at = lay.offset("players")
        for player in sorted(view["players"], key=lambda p: rel(p["seat"])):
            self._player_into(buf, at, player)
            at += self._player.size
        self._results(buf, view, rel)
        return lay.pack(buf)

    def _player_into(self, buf: np.ndarray, at: int, p: Mapping[str, Any]) -> None:
        r, values = self._player, self.data.max_card + 1
        buf[at + r.offset("score")] = p["score"]
        one_hot(buf, at + r.offset("disc"), p["disc"], self.num_players)
        buf[at + r.offset("markers")] = p["markers"]
        buf[at + r.offset("huts")] = p["huts"]
        buf[at + r.offset("black_dice")] = p["black_dice"]
        buf[at + r.offset("hero_king")] = p["hero_king"]
        buf[at + r.offset("old_man")] = p["old_man"]
        buf[at + r.offset("to_act")] = p["to_act"]
        if p["hand"] is not None:
            buf[at + r.offset("hand_known")] = 1.0
            self._counts(buf, at + r.offset("hand"), p["hand"], values)
        buf[at + r.offset("hand_size")] = p["hand_size"]
        if p["altar"] is not None:
            self._counts(buf, at + r.offset("altar"), p["altar"], values)
        buf[at + r.offset("altar_count")] = p["altar_count"]
        if p["dice_choice"] is not None:
            buf[at + r.offset("dice_choice")] = p["dice_choice"]
        base, b = at + r.offset("bids"), self._bids
        for name in STATIONS:
            bids = p["bids"][name]
            shown: Sequence[int] = bids["face_up"]
            mine: Sequence[int] = bids.get("mine", ())
            buf[base] = len(shown)
            buf[base + b.offset("face_up_sum")] = sum(shown)
            # max() with a default is slow in the hot loop; stations hold at most two cards
            buf[base + b.offset("face_up_max")] = max(shown) if shown else 0
            buf[base + b.offset("face_down")] = bids["face_down"]
            buf[base + b.offset("mine")] = len(mine)
            buf[base + b.offset("mine_sum")] = sum(mine)
            buf[base + b.offset("mine_max")] = max(mine) if mine else 0
            base += b.size

    @staticmethod
    def _counts(buf: np.ndarray, at: int, cards: Sequence[int], values: int) -> None:
        for card in cards:
            if 0 <= card < values:
                buf[at + card] += 1.0

    def _results(self, buf: np.ndarray, view: Mapping[str, Any], rel: Any) -> None:
        r, n = self._result, self.num_players
        at = self.layout.offset("results")
        for result in view["results"]:
            if result["round"] != view["round"]:
                continue
            base = at + STATIONS.index(result["station"]) * r.size
            buf[base] = 1.0
            for seat, total in enumerate(result["totals"]):
                buf[base + r.offset("totals") + rel(seat)] = total
            for place, seat in enumerate(result["ranking"]):
                buf[base + r.offset("rank") + rel(seat)] = (n - 1 - place) / max(n - 1, 1)
