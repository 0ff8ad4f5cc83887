"""The public rules surface (chocolatier.factory.rules) and the employee role declarations."""

from __future__ import annotations

import itertools
import typing

from chocolatier.factory import contract, rules
from chocolatier.factory.cards import load_card_set
from chocolatier.factory.roles import (
    ABILITIES,
    FREE_ROLES,
    NOBODY,
    ROLES,
    STORE_ROLES,
    ability,
    granting,
)
from tests.factory.helpers import do, fulfilling, new, pile, running, set_seat


def test_every_role_declared_once_and_the_contract_agrees() -> None:
    assert tuple(typing.get_args(contract.Role)) == ROLES
    assert len(set(ROLES)) == len(ROLES)
    for role in FREE_ROLES:
        # a free employee is a stronger version of a store role
        assert ABILITIES[role].free and ABILITIES[role].effect in ROLES
        assert not ABILITIES[ABILITIES[role].effect].free
    assert sorted(STORE_ROLES) == sorted(rules.STORES)
    assert all(len(roles) == 3 for roles in STORE_ROLES.values())
    assert ability("") is NOBODY and NOBODY.uses == 0 and NOBODY.shifts == rules.SHIFTS_PER_DAY


def test_the_actions_an_ability_adds() -> None:
    assert granting("move") == ("operator", "expert_operator")
    assert granting("assign") == ("mechanic", "technician")
    assert granting("skip") == ("clerk",) and granting("deliver") == ()
    for declared in ABILITIES.values():
        # an ability used so many times a day adds an action; a free employee adds its model's
        assert bool(declared.uses) <= bool(declared.verb), declared.role
        assert declared.verb == ABILITIES[declared.effect].verb, declared.role


def test_every_ability_text_takes_its_numbers_from_the_declaration() -> None:
    from chocolatier.i18n import catalog

    for lang in ("en", "zh", "ja", "es"):
        words = catalog(lang)
        for role in ROLES:
            declared = ABILITIES[role]
            text = words.text(declared.text_id, **declared.text_args())
            assert "{" not in text and text != declared.text_id, (lang, role, text)
            if declared.gift:
                assert str(declared.gift) in text, (lang, role, text)
            if declared.uses > 2 and lang in ("zh", "ja"):
                assert str(declared.uses) in text, (lang, role, text)


def test_the_engine_applies_the_declared_numbers() -> None:
    state, seat = running(role="engineer")
    assert rules.shifts_today(state, seat) == ABILITIES["engineer"].shifts == 4
    supervised, seat = running(role="supervisor")
    do(supervised, seat, "shift done")  # the next Load puts the declared Beans on the new tile
    assert supervised.tiles[seat][0][0] == ABILITIES["supervisor"].beans == 2
    packing, seat = running(role="packer")
    assert packing.uses[seat] == ABILITIES["packer"].uses


def _subpiles(counts: list[int]) -> typing.Iterator[tuple[str, ...]]:
    for chosen in itertools.product(*(range(c + 1) for c in counts)):
        yield tuple(k for k, n in zip(rules.KINDS, chosen, strict=True) for _ in range(n))


def test_best_delivery_is_the_best_single_delivery_on_once_a_day_sides() -> None:
    cards = load_card_set()
    sides = [side for store in cards.stores for side in store.sides.values()
             if side.rule not in ("earnings", "as_other", "same_kind")]
    piles = [[0, 0, 2, 1, 1, 0, 1], [0, 0, 1, 1, 1, 1, 1], [1, 1, 2, 0, 0, 2, 0],
             [0, 0, 0, 2, 0, 0, 0], [0, 0, 1, 0, 0, 0, 0]]
    for side, counts in itertools.product(sides, piles):
        moved, used = rules.best_delivery(side, counts)
        assert all(u <= c for u, c in zip(used, counts, strict=True))
        kinds = tuple(k for k, n in zip(rules.KINDS, used, strict=True) for _ in range(n))
        assert rules.delivery_spaces(side, kinds) == moved
        if side.once_a_day:
            legal = [k for k in _subpiles(counts)
                     if all(rules.accepts(side, kind) for kind in k)
                     and (side.rule != "all_different" or len(set(k)) == len(k))]
            assert moved == max(rules.delivery_spaces(side, k) for k in legal), (side, counts)
        assert rules.best_delivery(side, counts, 2)[0] == 2 * moved


def test_the_director_doubles_through_store_factor() -> None:
    state, seat = fulfilling(role="director", store="house")
    store = rules.employee_store(state, seat)
    assert rules.STORES[store] == "house"
    assert rules.store_factor(state, seat, store) == ABILITIES["director"].store_factor == 2
    assert rules.store_factor(state, seat, (store + 1) % len(rules.STORES)) == 1
    side = state.table.store_sides[store]
    kind = next(k for k in ("chunk", "finger", "caramel", "nut", "boxed")
                if rules.accepts(side, k))
    state = set_seat(state, seat, room=pile(kind))
    n = state.num_players
    before = state.track[store * n + seat]
    do(state, seat, f"supply {rules.STORES[store]} {kind}", "supply done")
    expected = rules.delivery_spaces(side, (kind,), rules.store_factor(state, seat, store))
    assert expected == 2
    assert state.track[store * n + seat] == before + expected


def test_time_left() -> None:
    state = new(players=3)
    assert rules.days_left(state) == rules.LAST_DAY
    assert rules.shifts_left(state, 0) == rules.DAYS * rules.SHIFTS_PER_DAY
    engineer, seat = running(role="engineer")
    # the first shift is under way: 3 more today, then 5 days of 3
    assert rules.shifts_left(engineer, seat) == 3 + 5 * rules.SHIFTS_PER_DAY


def test_payout_if_ranks_a_moving_marker_after_those_already_there() -> None:
    state, seat = fulfilling(players=2)
    other = 1 - seat
    n = state.num_players
    assert state.track[seat] == state.track[other] == 0
    # nobody on the track: reaching space 1 wins the store, staying at 0 earns nothing
    assert rules.payout_if(state, seat, 0, 1) == 16
    assert rules.payout_if(state, seat, 0, 0) == 0
    # the other seat reaches space 2 first: arriving there later ranks second
    moved = state.clone()
    moved.track = (*moved.track[:other], 2, *moved.track[other + 1 :])
    assert moved.track[0 * n + other] == 2
    assert rules.payout_if(moved, seat, 0, 2) == 8
    assert rules.payout_if(moved, seat, 0, 3) == 16


def test_the_upgrade_chain() -> None:
    chain = ["bean"]
    while chain[-1] != rules.lift(chain[-1]):
        chain.append(rules.lift(chain[-1]))
    assert chain == ["bean", "cocoa", "chunk", "caramel", "boxed"]
    assert rules.lift("finger") == "nut" and rules.lift("nut") == "boxed"
    assert all((k, rules.lift(k)) in rules.UPGRADES for k in rules.KINDS if k != "boxed")


def test_order_stages() -> None:
    state = new()
    card, done = state.orders[0][-1]
    order = state.table.orders[card]
    assert rules.stage(state.table, card, done) == order.stages[done]
    assert rules.later_money(state.table, card, done) == sum(
        s.money for s in order.stages[done + 1 :])


def test_the_store_a_seat_may_still_supply_today() -> None:
    state, seat = fulfilling(role="director", store="house")
    assert rules.supply_today(state, seat) == rules.STORES.index("house")
    assert rules.supply_today(new(), 0) == -1  # no employee drafted yet
    assert rules.DAY_PHASES == ("draft", "run", "fulfil")


def test_what_an_employee_allows_now() -> None:
    mechanic, seat = running(role="mechanic")
    assert rules.allowed_now(mechanic, seat) == "assign"
    parts = mechanic.table.parts
    slot = next(s for s, p in zip(rules.SLOTS, mechanic.slots[seat], strict=True)
                if p and parts[p].kind != "chute")
    do(mechanic, seat, f"assign {slot}")
    assert rules.allowed_now(mechanic, seat) == ""  # assigned for the day
    clerk, seat = fulfilling(role="clerk")
    assert rules.allowed_now(clerk, seat) == "skip"
    director, seat = fulfilling(role="director")
    assert rules.allowed_now(director, seat) == ""
