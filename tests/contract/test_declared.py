"""The contract declares exactly the engines' events, and its vocabularies are the engines'."""

from __future__ import annotations

import types
import typing
from typing import Any

import pytest

from chocolatier.chocolatl import actions as chocolatl_actions
from chocolatier.chocolatl import contract as chocolatl_contract
from chocolatier.chocolatl import events as chocolatl_events
from chocolatier.core.contract import contract
from chocolatier.core.events import Event
from chocolatier.factory import cards
from chocolatier.factory import contract as factory_contract
from chocolatier.factory import events as factory_events
from chocolatier.factory.table import DAY_NAMES


def defined_codes(module: types.ModuleType) -> set[str]:
    """Codes of the concrete event classes a module defines (its leaves: a base such as
    ``KindEvent`` gets its class name as a tag from msgspec but is never emitted)."""
    return {
        str(value.__struct_config__.tag) for value in vars(module).values()
        if isinstance(value, type) and issubclass(value, Event)
        and value.__module__ == module.__name__ and not value.__subclasses__()
    }


@pytest.mark.parametrize(("game", "module"), [("factory", factory_events),
                                              ("chocolatl", chocolatl_events)])
def test_every_event_of_the_engine_is_declared_and_nothing_else(
    game: str, module: types.ModuleType
) -> None:
    assert contract(game).event_codes() == defined_codes(module)


def test_chocolatl_log_and_move_events_are_apart() -> None:
    moves = {t.__struct_config__.tag for t in typing.get_args(chocolatl_events.MoveEvent)}
    log = {t.__struct_config__.tag for t in typing.get_args(chocolatl_events.LogEvent)}
    assert moves and log and not moves & log


def literal(tp: Any) -> tuple[Any, ...]:
    return typing.get_args(tp)


def test_factory_vocabularies_are_the_engines() -> None:
    assert literal(factory_contract.ChocolateKind) == cards.KINDS
    assert literal(factory_contract.Icon) == cards.ICONS
    assert literal(factory_contract.OrderIcon) == cards.ORDER_ICONS
    assert literal(factory_contract.StoreId) == cards.STORES
    assert literal(factory_contract.SlotName) == cards.SLOTS
    assert literal(factory_contract.Role) == cards.ROLES
    assert literal(factory_contract.DayName) == DAY_NAMES
    assert literal(factory_contract.Size) == tuple(cards.ORDER_STAGES)


def test_chocolatl_vocabularies_are_the_engines() -> None:
    assert literal(chocolatl_contract.StationId) == chocolatl_actions.STATIONS
