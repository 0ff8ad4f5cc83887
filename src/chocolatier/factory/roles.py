"""Employee abilities (rules §7): one declaration per role, read by everything that needs one.

Each :class:`Ability` holds what a role's effect does in numbers (uses a day, coal given at once,
shifts run, beans loaded, how far a delivery moves a marker, ...) and the catalog id of its text.
The engine applies the effect from these numbers (:mod:`.draft`, :mod:`.operate`,
:mod:`.fulfil`, :class:`~chocolatier.factory.state.FactoryState`), the bots value it from them,
and the renderers word it with :meth:`Ability.text_args` as the catalog message's arguments, so
a number printed on a card is stated here only.

The six free employees of the Master Chocolatier module are stronger one-day versions of a store
role (docs/cards.md): ``acts_as`` names the store role whose effect they have, with their own
numbers. An ability's *kind* of effect (move, decorate, pack, assign, ...) is the ``acts_as``
role's; the engine branches on it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal, cast

from chocolatier.factory.vocab import Role

#: Shifts each seat runs a day without the Engineer (§4.3).
SHIFTS_PER_DAY = 3
#: The ``deck`` of a free employee (Master Chocolatier): it belongs to no store.
FREE: Literal["free"] = "free"
#: The ``deck`` of the Director: one in every store's deck.
EVERY_DECK = "*"
#: Beans each Load puts on the new tile without the Supervisor (§4.3).
BEANS_PER_LOAD = 1


@dataclass(frozen=True)
class Ability:
    """What a role's employee lets its seat do today (rules §7).

    ``deck``: the store deck holding the role (:data:`EVERY_DECK` for the Director,
    :data:`FREE` for the Master Chocolatier module's free employees); ``acts_as``: the store role
    whose effect this is (itself for a store role); ``uses``: uses a day of a once / several
    times ability; ``gift``: coal taken at once; ``shifts``: shifts run today; ``beans``: Beans
    each Load puts on the new tile; ``store_factor``: how many times as far a delivery to the
    employee's own store moves the marker; ``stage_bonus``: £ for each Corner Shop stage
    completed today; ``factor``: how many times the chocolates of a packed tile are multiplied;
    ``fewer``: chocolates a stage may be delivered without (Dealer); ``extra_coal``: coal the
    Technician's copy on an adjacent tile costs; ``verb``: the action the ability adds (``move``,
    ``decorate``, ``pack``, ``assign``, ``skip``, ``dealer``, ``agent``; "" for none).
    """

    role: str
    deck: str
    acts_as: str = ""
    uses: int = 0
    gift: int = 0
    shifts: int = SHIFTS_PER_DAY
    beans: int = BEANS_PER_LOAD
    store_factor: int = 1
    stage_bonus: int = 0
    factor: int = 1
    fewer: int = 0
    extra_coal: int = 0
    verb: str = ""

    @property
    def effect(self) -> str:
        """The store role whose effect this is (the role itself for a store role)."""
        return self.acts_as or self.role

    @property
    def free(self) -> bool:
        """A Master Chocolatier free employee: it supplies no Department Store."""
        return self.deck == FREE

    @property
    def text_id(self) -> str:
        """The catalog id of the ability's text (a card tooltip)."""
        return f"role-{self.role}-ability"

    def text_args(self) -> dict[str, Any]:
        """The numbers the ability's text shows, as catalog arguments."""
        return {
            "uses": self.uses, "coal": self.gift, "shifts": self.shifts, "beans": self.beans,
            "factor": self.factor, "times": self.store_factor, "money": self.stage_bonus,
            "fewer": self.fewer, "extra": self.extra_coal,
            "usual_shifts": SHIFTS_PER_DAY, "usual_beans": BEANS_PER_LOAD,
        }


_DECLARED: tuple[Ability, ...] = (
    Ability("director", EVERY_DECK, store_factor=2),
    # The Palace Boutique
    Ability("miner", "palace", gift=2),
    Ability("operator", "palace", uses=1, verb="move"),
    Ability("salesman", "palace", stage_bonus=1),
    # Fresh Fancies
    Ability("clerk", "fresh", uses=1, verb="skip"),
    Ability("decorator", "fresh", uses=1, verb="decorate"),
    Ability("mechanic", "fresh", verb="assign"),
    # Salter's Emporium
    Ability("corner_shop_agent", "salter", uses=1, verb="agent"),
    Ability("expert_miner", "salter", gift=4),
    Ability("expert_operator", "salter", uses=3, verb="move"),
    # House of Luxury
    Ability("dealer", "house", uses=1, fewer=1, verb="dealer"),
    Ability("engineer", "house", shifts=SHIFTS_PER_DAY + 1),
    Ability("supervisor", "house", beans=2),
    # Dunstan & Gilbert's
    Ability("department_store_agent", "dunstan"),
    Ability("packer", "dunstan", uses=1, factor=2, verb="pack"),
    Ability("technician", "dunstan", extra_coal=1, verb="assign"),
    # The Master Chocolatier module's free employees (docs/cards.md).
    Ability("foreman", FREE, acts_as="miner", gift=6),
    Ability("master_packer", FREE, acts_as="packer", uses=1, factor=3, verb="pack"),
    Ability("artisan", FREE, acts_as="decorator", uses=2, verb="decorate"),
    Ability("porter", FREE, acts_as="expert_operator", uses=4, verb="move"),
    Ability("broker", FREE, acts_as="corner_shop_agent", uses=2, verb="agent"),
    Ability("fixer", FREE, acts_as="dealer", uses=2, fewer=1, verb="dealer"),
)

#: Every role's ability, by role, in the order of the rules (§7), then the free employees.
ABILITIES: dict[str, Ability] = {ability.role: ability for ability in _DECLARED}
#: Every role (the words of :data:`~.vocab.Role`, as a test checks).
ROLES: tuple[Role, ...] = cast(tuple[Role, ...], tuple(ABILITIES))
#: Roles of the Master Chocolatier module's free employees (they belong to no store).
FREE_ROLES: tuple[Role, ...] = tuple(role for role in ROLES if ABILITIES[role].free)
#: The roles of a store's employee deck besides its Director, by store (rules §7).
STORE_ROLES: dict[str, tuple[str, ...]] = {}
for _ability in _DECLARED:
    if _ability.deck not in (FREE, EVERY_DECK):
        STORE_ROLES[_ability.deck] = (*STORE_ROLES.get(_ability.deck, ()), _ability.role)

#: No employee (before the draft, or between days): no ability at all.
NOBODY = Ability("", "")


def granting(verb: str) -> tuple[str, ...]:
    """The store roles whose ability adds the action ``verb``, in the order of the rules (the
    free employees have the ability of one of them)."""
    return tuple(a.role for a in _DECLARED if a.verb == verb and not a.free)


def ability(role: str) -> Ability:
    """The ability of ``role`` (:data:`NOBODY` for "", no employee)."""
    return ABILITIES.get(role, NOBODY)
