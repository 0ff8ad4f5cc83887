"""The contract refuses what it does not declare: so the validation of every view can fail."""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

import msgspec
import pytest

from chocolatier.chocolatl.events import BidPlaced
from chocolatier.core import new_game
from chocolatier.core.contract import validate
from chocolatier.factory.contract import ConvertPending, FactoryView, SoloFactoryView
from chocolatier.factory.events import TakeCard


def factory_view(players: int = 3) -> dict[str, Any]:
    """A draft view of seat 0, which must act: its legal actions carry events."""
    state = new_game("factory", players, 4)
    return copy.deepcopy(state.view(state.to_act()[0]))


def chocolatl_view() -> dict[str, Any]:
    """A bidding view of seat 0, with a log."""
    state = new_game("chocolatl", 3, 4)
    for seat in range(3):
        state.apply(seat, state.legal_actions(seat)[0])
    return copy.deepcopy(state.view(0))


def test_valid_views_convert_to_their_typed_form() -> None:
    typed = validate(factory_view())
    assert isinstance(typed["legal"][0]["event"], TakeCard)
    assert validate(factory_view(1))["solo"]["weekly_target"]["type"] == "weekly_target"
    typed = validate(chocolatl_view())
    assert isinstance(typed["legal"][0]["event"], BidPlaced)
    assert typed["log"][0].code == "chocolatl-disc-stack"


def _set(path: tuple[Any, ...], value: Any) -> Callable[[dict[str, Any]], None]:
    def change(view: dict[str, Any]) -> None:
        target = view
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value
    return change


def _drop(path: tuple[Any, ...]) -> Callable[[dict[str, Any]], None]:
    def change(view: dict[str, Any]) -> None:
        target = view
        for key in path[:-1]:
            target = target[key]
        del target[path[-1]]
    return change


FACTORY_BREAKAGES = {
    "wrong type": (_set(("factories", 0, "coal"), "3"), "$.factories[0].coal"),
    "bool for int": (_set(("day",), True), "$.day"),
    "null where not nullable": (_set(("factories", 1, "money"), None), "$.factories[1].money"),
    "out of range": (_set(("day",), 7), "$.day"),
    "unknown phase": (_set(("phase",), "lunch"), "$.phase"),
    "unknown chocolate": (_set(("factories", 0, "store_room"), {"gold": 1}), "store_room"),
    "unknown event code": (_set(("legal", 0, "event", "code"), "factory-teleport"),
                           "$.legal[0].event.code"),
    "event parameter of the wrong type": (_set(("legal", 0, "event", "seat"), "0"),
                                          "$.legal[0].event.seat"),
    "event without its code": (_drop(("legal", 0, "event", "code")), "$.legal[0].event"),
    "missing field": (_drop(("factories", 2, "pending")), "$.factories[2]"),
    "unknown field": (_set(("factories", 0, "gold"), 1), "unknown field `gold`"),
    "unknown event parameter": (_set(("legal", 0, "event", "colour"), "red"),
                                "unknown field `colour`"),
    "unknown pending type": (_set(("factories", 0, "pending"), {"type": "nap"}),
                             "$.factories[0].pending.type"),
    "solo section in a 3-player game": (_set(("solo",), {}), "$.solo"),
    "unknown store id": (_set(("stores", 4, "id"), "mall"), "$.stores[4].id"),
}


@pytest.mark.parametrize("name", FACTORY_BREAKAGES)
def test_a_broken_factory_view_is_refused(name: str) -> None:
    change, where = FACTORY_BREAKAGES[name]
    view = factory_view()
    validate(view)
    change(view)
    with pytest.raises(msgspec.ValidationError) as refused:
        validate(view)
    assert where in str(refused.value)


CHOCOLATL_BREAKAGES = {
    "wrong type": (_set(("players", 1, "hand_size"), 12.0), "$.players[1].hand_size"),
    "unknown log code": (_set(("log", 0, "code"), "chocolatl-earthquake"), "$.log[0].code"),
    "move event in the log": (_set(("log", 0), {"code": "chocolatl-bid", "seat": 0,
                                                 "value": 3, "station": "temple"}),
                              "$.log[0].code"),
    "log event parameter missing": (_drop(("log", 0, "seats")), "$.log[0]"),
    "unknown station": (_set(("stations", 0, "id"), "market"), "$.stations[0].id"),
    "unknown field in bids": (_set(("players", 0, "bids", "temple", "secret"), [1]),
                              "unknown field `secret`"),
    "unknown game": (_set(("game",), "chess"), "$.game"),
}


@pytest.mark.parametrize("name", CHOCOLATL_BREAKAGES)
def test_a_broken_chocolatl_view_is_refused(name: str) -> None:
    change, where = CHOCOLATL_BREAKAGES[name]
    view = chocolatl_view()
    validate(view)
    change(view)
    with pytest.raises(msgspec.ValidationError) as refused:
        validate(view)
    assert where in str(refused.value)


def test_pending_decisions_are_a_tagged_union() -> None:
    pending = {"type": "convert", "slot": "T1", "option": 1, "tile": 2, "inputs_to_name": ["bar"],
               "outputs_to_name": [], "points": 0, "technician_tile": None}
    assert isinstance(msgspec.convert(pending, ConvertPending | None), ConvertPending)
    view = factory_view()
    view["factories"][0]["pending"] = {**pending, "slot": "Z9"}
    with pytest.raises(msgspec.ValidationError, match=r"pending\.slot"):
        validate(view)


def test_solo_and_multiplayer_views_are_told_apart_by_players() -> None:
    view = factory_view(1)
    msgspec.convert(view, SoloFactoryView, strict=True)
    with pytest.raises(msgspec.ValidationError):
        msgspec.convert(view, FactoryView, strict=True)
