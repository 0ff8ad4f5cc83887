"""The Chocolate Factory game definition (registered as ``factory``): options and new games."""

from __future__ import annotations

import functools
import json
from collections.abc import Mapping
from typing import Any, ClassVar

from chocolatier.core.errors import OptionError, shown
from chocolatier.core.game import Game
from chocolatier.core.rng import Rng, derive_seed
from chocolatier.factory import hidden, invariants, snapshot, view
from chocolatier.factory.cards import STORES, CardSet, load_card_set
from chocolatier.factory.contract import FactoryView, SoloFactoryView
from chocolatier.factory.ids import NUM_DISTINCT_ACTIONS
from chocolatier.factory.solo import DAILY_DEMANDS, MAX_EXTRA_DEMANDS
from chocolatier.factory.state import FactoryState
from chocolatier.factory.table import Table

MODES = ("turns", "simultaneous")


@functools.lru_cache(maxsize=8)
def _card_set(overrides_json: str) -> CardSet:
    """Cards with overrides, cached by their JSON text: a simulation of many games with the
    same override files parses and validates them once."""
    return load_card_set(json.loads(overrides_json))


# Tables are immutable: games with the same cards and setup share one (simulations start
# thousands of games). Keyed by the card set's identity, which the entry keeps alive.
_TABLES: dict[tuple[int, int, tuple[bool, bool], tuple[str, ...], bool],
              tuple[CardSet, Table]] = {}
# Master Chocolatier: the advice "at most two C sides" for random sides (card-data.md).
MAX_RANDOM_C_SIDES = 2


def _table(cards: CardSet, players: int, simultaneous: tuple[bool, bool],
           sides: tuple[str, ...], overrides: Mapping[str, Any], master: bool) -> Table:
    key = (id(cards), players, simultaneous, sides, master)
    entry = _TABLES.get(key)
    if entry is None or entry[0] is not cards:
        if len(_TABLES) >= 256:
            _TABLES.clear()
        table = Table.build(cards, players, simultaneous, sides, overrides, master)
        entry = _TABLES[key] = (cards, table)
    return entry[1]


class FactoryGame(Game):
    """Chocolate Factory for 2–4 players, and its solo mode Factory Manager (1 player, §9).

    Options: ``run`` and ``fulfil`` ("turns" or "simultaneous": Run Factory and Fulfil Orders
    in turn order or all at once, two separate table agreements of the rulebook), ``mode`` (a
    shorthand setting both; ``run``/``fulfil`` given too take precedence), ``start_player``
    ("random" or a seat number: who starts on Monday), ``store_sides``
    ("A", "B", "random", or {store: "A"/"B"}; unnamed stores take side A; with the module also
    "C", "D" and those letters in the mapping), ``master`` (the Master Chocolatier module: its
    4 parts, store sides C and D, 6 free employees; 2–4 players; its default store sides are
    ``random`` over A–D with at most two C sides),
    ``card_overrides`` (card dicts by kind, replacing default cards by id, so a record carries
    the cards it was played with) and, solo only, ``extra_demands`` (Initial Demands beyond the
    first, for harder games: 0..4).
    """

    name: ClassVar[str] = "factory"
    title: ClassVar[str] = "Chocolate Factory"
    min_players: ClassVar[int] = 1
    max_players: ClassVar[int] = 4

    def normalize_options(self, num_players: int, options: Mapping[str, Any] | None
                          ) -> dict[str, Any]:
        """Check the options and fill in defaults (both steps in turn order, random start player,
        all sides A, no overrides; solo: no extra demands). ``mode`` is resolved into ``run`` and
        ``fulfil``."""
        self.check_num_players(num_players)
        given = dict(options or {})
        known = ["mode", "run", "fulfil", "start_player", "store_sides", "card_overrides",
                 "master"]
        master = given.get("master", False)
        if not isinstance(master, bool):
            raise OptionError("not-one-of", option="master", value=shown(master),
                              choices=["true", "false"])
        if master and num_players == 1:
            # the solo mode has no place for the module
            raise OptionError("master-not-solo", option="master")
        if num_players == 1:
            known.append("extra_demands")
        elif "extra_demands" in given:
            raise OptionError("solo-only", option="extra_demands")
        unknown = sorted(set(given) - set(known))
        if unknown:
            raise OptionError("unknown-option", game=self.name, option=unknown[0], known=known)
        steps: dict[str, Any] = {}
        for name in ("mode", "run", "fulfil"):
            value = given.get(name, steps.get("mode", "turns"))
            if value not in MODES:
                raise OptionError("not-one-of", option=name, value=shown(value),
                                  choices=list(MODES))
            steps[name] = value
        start = given.get("start_player", "random")
        if start != "random" and (isinstance(start, bool) or not isinstance(start, int)
                                  or not 0 <= start < num_players):
            raise OptionError("bad-start-player", option="start_player", value=shown(start),
                              most=num_players - 1, choices=["random"])
        overrides = given.get("card_overrides", {})
        if not isinstance(overrides, dict):
            raise OptionError("bad-card-overrides", option="card_overrides",
                              value=shown(overrides))
        cards = self.card_set({"card_overrides": overrides})
        sides = given.get("store_sides", "random" if master else "A")
        letters = ("A", "B", "C", "D") if master else ("A", "B")
        if isinstance(sides, str):
            if sides in ("C", "D") and not master:
                raise OptionError("side-needs-master", option="store_sides", side=sides,
                                  needs="master")
            if sides not in (*letters, "random"):
                raise OptionError("bad-store-sides", option="store_sides", value=shown(sides),
                                  choices=[*letters, "random"])
        elif isinstance(sides, dict):
            sides = dict(sides)
            by_id = {store.id: store for store in cards.stores}
            for store, side in sides.items():
                if store not in by_id:
                    raise OptionError("unknown-store", option="store_sides", name=store,
                                      known=list(STORES))
                if side in by_id[store].sides and side not in letters:
                    raise OptionError("store-side-needs-master", store=store, side=side,
                                      needs="master")
                if side not in by_id[store].sides or side not in letters:
                    raise OptionError("no-such-side", store=store, value=shown(side))
        else:
            raise OptionError("bad-store-sides", option="store_sides", value=shown(sides),
                              choices=[*letters, "random"])
        normalized = {"run": steps["run"], "fulfil": steps["fulfil"], "start_player": start,
                      "store_sides": sides, "card_overrides": overrides}
        if master:
            # Only when on: the options of base games (and so their records) stay as they were.
            normalized["master"] = True
        if num_players == 1:
            normalized["extra_demands"] = _extra_demands(given.get("extra_demands", 0), cards)
        return normalized

    def card_set(self, options: Mapping[str, Any]) -> CardSet:
        """The cards of a game with these (normalized) options."""
        overrides = options.get("card_overrides") or {}
        return _card_set(json.dumps(overrides, sort_keys=True)) if overrides else load_card_set()

    def new_state(self, num_players: int, seed: int, options: Mapping[str, Any] | None = None
                  ) -> FactoryState:
        """A new game: store sides resolved (``random`` from the seed), set up by §3."""
        normalized = self.normalize_options(num_players, options)
        cards = self.card_set(normalized)
        return self.new_state_with_cards(num_players, seed, normalized, cards)

    def new_state_with_cards(self, num_players: int, seed: int, options: Mapping[str, Any],
                             cards: CardSet) -> FactoryState:
        """A new game with an explicit card set (tests build their own sets)."""
        sides_option = options.get("store_sides", "A")
        if sides_option == "random" and options.get("master"):
            options = {**options, "store_sides": _master_sides(seed)}
        elif sides_option == "random":
            # Its own stream: the choice must not shift the deck shuffles of the seed.
            pick = Rng(derive_seed(seed, "store_sides"))
            options = {**options, "store_sides": {s: pick.choice(("A", "B")) for s in STORES}}
        start = options.get("start_player", "random")
        return FactoryState.new(self, self.table(cards, num_players, options), seed,
                                options.get("extra_demands", 0),
                                None if start == "random" else start)

    def table(self, cards: CardSet, num_players: int, options: Mapping[str, Any]) -> Table:
        """The fixed setup of a game with these options (store sides resolved: not
        ``random``)."""
        sides_option = options.get("store_sides", "A")
        if isinstance(sides_option, str):
            sides = (sides_option,) * len(STORES)
        else:
            sides = tuple(sides_option.get(store, "A") for store in STORES)
        mode = options.get("mode", "turns")
        simultaneous = (options.get("run", mode) == "simultaneous",
                        options.get("fulfil", mode) == "simultaneous")
        return _table(cards, num_players, simultaneous, sides,
                      options.get("card_overrides") or {}, bool(options.get("master")))

    def from_snapshot(self, data: Any, seed: int | None = None,
                      cards: CardSet | None = None) -> FactoryState:
        """The position a snapshot describes (:mod:`.snapshot`), validated; ``cards`` replaces
        the card set its options name."""
        return snapshot.from_snapshot(self, self, data, seed, cards)

    # -- the observers of its states (FactoryState asks for them: it imports none) -----------

    def view_of(self, state: FactoryState, seat: int | None) -> FactoryView | SoloFactoryView:
        """What ``seat`` (``None``: a spectator) may see of ``state`` (:mod:`.view`)."""
        return view.view(state, seat)

    def snapshot_of(self, state: FactoryState, hidden: bool) -> dict[str, Any]:
        """``state`` as versioned JSON (:mod:`.snapshot`)."""
        return snapshot.snapshot(state, hidden)

    def determinized(self, state: FactoryState, seat: int, rng: Rng) -> FactoryState:
        """A clone of ``state`` with what ``seat`` cannot see redrawn (:mod:`.hidden`)."""
        return hidden.determinize(state, seat, rng)

    def violations_of(self, state: FactoryState) -> list[str]:
        """The invariants ``state`` breaks, in words (:mod:`.invariants`)."""
        return invariants.violations(state)

    def num_distinct_actions(self, num_players: int) -> int:
        """Size of the fixed action-id space."""
        return NUM_DISTINCT_ACTIONS


def _master_sides(seed: int) -> dict[str, str]:
    """Random sides A–D for the module, at most two C sides (card-data.md's advice): each
    store draws a side; a C drawn once two are out is drawn again among A, B, D."""
    pick = Rng(derive_seed(seed, "master_store_sides"))
    sides: dict[str, str] = {}
    for store in STORES:
        side = pick.choice(("A", "B", "C", "D"))
        if side == "C" and list(sides.values()).count("C") >= MAX_RANDOM_C_SIDES:
            side = pick.choice(("A", "B", "D"))
        sides[store] = side
    return sides


def _extra_demands(value: object, cards: CardSet) -> int:
    """The ``extra_demands`` option checked: 0..4, and Demands enough to deal them (§9)."""
    demands = sum(card.type == "demand" for card in cards.solo)
    most = min(MAX_EXTRA_DEMANDS, demands - 1 - DAILY_DEMANDS)
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= most:
        raise OptionError("not-whole", option="extra_demands", value=shown(value), least=0,
                          most=most)
    return value
