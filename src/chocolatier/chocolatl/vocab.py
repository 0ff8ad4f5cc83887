"""The words of Chocolatl's data, as types: stations, bidding modes (the track's colours) and
phases. The data (:mod:`.data`), the actions (:mod:`.actions`) and the state are typed with
them, so the views (:mod:`.view`) type-check against the contract (:mod:`.contract`)."""

from __future__ import annotations

from typing import Literal

StationId = Literal["temple", "field", "village", "pyramid", "kitchen", "tlachtli"]
Mode = Literal["red", "gold", "green"]
Phase = Literal["altar", "bid", "dice", "village", "pyramid", "swap", "final-altar", "over"]
