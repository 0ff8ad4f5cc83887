"""The Chocolate Factory ``heuristic`` bot: readable, hand-tuned, quick.

* **Draft** (§4.2): a part is worth what it should make in its best free (or weakest covered)
  slot for the rest of the game (:func:`~chocolatier.bots.factory_value.part_worth`); an employee
  is worth its ability (a table of pounds) plus what supplying its store today would bring with the
  chocolates that will reach the store room. The bot takes the card worth most.
* **Run Factory, Fulfil Orders, the Department Store Agent, Cleanup** (§4.3–4.5): the seat's own
  stretch is planned as a single-player puzzle by a beam search over whole operations
  (:mod:`~chocolatier.bots.factory_plan`), valued by
  :func:`~chocolatier.bots.factory_value.seat_value`: chocolates are worth what the orders and
  today's store will pay for them, so the plan upgrades towards the orders, uses the Chute when a
  stage is ready, trades spare chocolates for coal and delivers what pays most.

The plan of a stretch is kept and followed action by action while the position is the one it
expected, so a shift is planned once, not once per small decision.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from chocolatier.bots.base import Bot, Budget, register_bot
from chocolatier.bots.factory_plan import Plan, keyed, own_actions, plan, seat_key
from chocolatier.bots.factory_value import (
    COAL_WORTH,
    part_coal,
    part_worth,
    seat_value,
    stores_value,
)
from chocolatier.core.errors import OptionError
from chocolatier.core.game import Action, State
from chocolatier.factory.rules import (
    KINDS,
    LIFT,
    SLOTS,
    STORES,
    Phase,
    Place,
    PlacePart,
    Take,
    ability,
    best_delivery,
    shifts_left,
)

if TYPE_CHECKING:
    from chocolatier.factory.rules import FactoryState

# Pounds an employee's ability is worth on a typical day (§7) besides its gift, which is coal at
# once (:func:`ability_worth`); the store it supplies is valued separately from the position.
ABILITY: dict[str, float] = {
    "director": 0.0,  # valued through its multiplied delivery
    "miner": 0.0,
    "operator": 1.0,
    "salesman": 1.5,
    "clerk": 2.5,
    "decorator": 1.8,
    "mechanic": 1.5,
    "corner_shop_agent": 3.0,
    "expert_miner": 0.0,
    "expert_operator": 2.0,
    "dealer": 3.0,
    "engineer": 3.5,
    "supervisor": 2.5,
    "department_store_agent": 3.5,
    "packer": 3.0,
    "technician": 1.5,
    # Master Chocolatier free employees (no store supplied that day: only the ability counts)
    "foreman": 0.0,
    "master_packer": 5.0,
    "artisan": 3.6,
    "porter": 2.6,
    "broker": 6.0,
    "fixer": 6.0,
}
# A C side's spaces come from the day's Corner Shop money: about this much is earned on a day
# the seat holds the store's employee.
DAY_ORDER_MONEY = 10.0

#: (beam width, beam depth) of the planner by level; ``fast`` is the rollout policy of search.
LEVELS: dict[str, tuple[int, int]] = {"fast": (1, 10), "normal": (4, 14), "hard": (8, 18)}


class FactoryHeuristic(Bot):
    """Hand-tuned Chocolate Factory player (see the module docstring)."""

    name = "heuristic"
    # It reads the seat's own factory and the public tracks only, and its plans stop before
    # anything is drawn (Cleanup's orders): no deck order or hidden choice reaches a decision.
    blind_to_hidden = True

    def __init__(self, seed: int = 0, budget: Budget | None = None, level: str | None = None):
        if level is not None and level not in LEVELS:
            raise OptionError("unknown-level", bot=self.name, level=level, known=list(LEVELS))
        super().__init__(seed, budget, level)
        self.width, self.depth = LEVELS[level or "normal"]
        self._plan: Plan = []

    def choose(self, state: State, seat: int) -> Action:
        """The heuristic's action for ``seat`` (``state``: a determinised clone)."""
        legal = state.legal_actions(seat)
        if len(legal) == 1:
            return legal[0]
        factory: FactoryState = state  # type: ignore[assignment]
        followed = self._follow(factory, seat, legal)
        if followed is not None:
            return followed
        if factory.phase == Phase.DRAFT:
            return self.draft(factory, seat)
        actions = plan(factory, seat, seat_value, self.width, self.depth)
        self._plan = keyed(factory, seat, actions)
        return self._plan.pop(0)[1]

    def _follow(self, state: FactoryState, seat: int, legal: list[Action]) -> Action | None:
        """The next action of the current plan when the position is the one it expected."""
        if self._plan:
            key, action = self._plan[0]
            if key == seat_key(state, seat) and action in legal:
                self._plan.pop(0)
                return action
            self._plan = []
        return None

    # -- the draft (§4.2) ------------------------------------------------------------------------

    def draft(self, state: FactoryState, seat: int) -> Action:
        """Take the card worth most, or place the new part on its best slot."""
        legal = own_actions(state, seat)
        if isinstance(state.pending[seat], Place):
            part = state.new_part[seat]
            return max(legal, key=lambda a: placement_gain(state, seat, part, _slot_of(a)))
        return max(legal, key=lambda a: card_worth(state, seat, _card_of(a)))


def placement_gain(state: FactoryState, seat: int, part_id: str, slot: int) -> float:
    """What the factory gains with ``part_id`` on ``slot``, covering what is there."""
    parts = state.table.parts
    uses = shifts_left(state, seat)
    coal = part_coal(state)
    gain = part_worth(parts[part_id], slot % 4, uses, coal)
    covered = state.slots[seat][slot]
    if covered:
        gain -= part_worth(parts[covered], slot % 4, uses, coal)
    return gain


def card_worth(state: FactoryState, seat: int, card: str) -> float:
    """Worth of taking ``card`` in the draft: a part in its best slot, or an employee."""
    if card in state.table.parts:
        return max(placement_gain(state, seat, card, slot) for slot in range(len(SLOTS)))
    return employee_worth(state, seat, card)


def ability_worth(role: str) -> float:
    """What an employee's ability is worth on a typical day: :data:`ABILITY` plus its gift."""
    return ABILITY.get(role, 1.0) + COAL_WORTH * ability(role).gift


def employee_worth(state: FactoryState, seat: int, card: str) -> float:
    """An employee's ability plus supplying its store today with what will reach the room."""
    employee = state.table.employees[card]
    if employee.store not in STORES:  # a Master Chocolatier free employee: no store today
        return ability_worth(employee.role)
    store = STORES.index(employee.store)
    sides = state.table.store_sides
    # Chocolates on positions 2–4 leave the conveyor during today's three pushes.
    pile = list(state.room[seat])
    for tile in state.tiles[seat][1:]:
        for i, count in enumerate(tile):
            pile[i] += count
    # They will usually have gone up a stage on the way.
    lifted = [0] * len(KINDS)
    for i, count in enumerate(pile):
        lifted[LIFT[i]] += count
    factor = ability(employee.role).store_factor  # the Director's ×2 on its own store
    best = 0.0
    if sides[store].rule == "earnings":
        moved = int(DAY_ORDER_MONEY // sides[store].per) * factor
        best = stores_value(state, seat, (store, moved)) - stores_value(state, seat)
    for candidate in (pile, lifted):
        moved, _ = best_delivery(sides[store], candidate, factor, sides)
        if moved:
            gain = stores_value(state, seat, (store, moved)) - stores_value(state, seat)
            best = max(best, gain)
    return ability_worth(employee.role) + 0.7 * best


def _make(seed: int, budget: Budget | None, level: str | None) -> Bot:
    return FactoryHeuristic(seed, budget, level)


register_bot("factory", "heuristic", _make)


def _slot_of(action: Action) -> int:
    """The slot index a draft placement names."""
    assert isinstance(action, PlacePart)
    return SLOTS.index(action.slot)


def _card_of(action: Action) -> str:
    """The card a draft pick takes."""
    assert isinstance(action, Take)
    return action.card
