"""Card data of Chocolate Factory (card-data.md, rules §2, §6, §7, §8): the default set, the
price/strength models of docs/cards.md, validation errors, overrides and ``chocolatier cards``."""

from __future__ import annotations

import copy
import json
import tomllib
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from chocolatier.cli import app
from chocolatier.core.errors import CardDataError
from chocolatier.factory import cards
from chocolatier.factory.cards import (
    STAGE,
    STORE_ROLES,
    ConverterOption,
    OrderCard,
    PartCard,
    load_card_set,
    read_override_dir,
)
from chocolatier.i18n import EventRenderer, catalog

DATA = Path(cards.__file__).parent / "data"


def raw_cards(kind: str) -> list[dict[str, object]]:
    """A fresh copy of the default raw cards of ``kind``, for building overrides."""
    file, array = cards.CARD_KINDS[kind]
    with (DATA / file).open("rb") as handle:
        return copy.deepcopy(tomllib.load(handle)[array])


def raw_card(kind: str, card_id: str) -> dict[str, object]:
    return next(card for card in raw_cards(kind) if card["id"] == card_id)


# --- The models of docs/cards.md -----------------------------------------------------------------

#: Order model: money of a chocolate by the icon asked for (stage - 2; generic = its lowest kind).
ORDER_VALUE = {
    "chunk": 1,
    "finger": 1,
    "bar": 1,
    "refined": 1,
    "caramel": 2,
    "nut": 2,
    "wrapped": 2,
    "boxed": 3,
}
LATER_STAGE_BONUS = 1
FINISH_BONUS = 3


def model_stage_money(chocolates: tuple[str, ...], index: int, stages: int) -> int:
    """Money of stage ``index`` (0-based) of an order with ``stages`` stages, by the model."""
    money = sum(ORDER_VALUE[icon] for icon in chocolates) + LATER_STAGE_BONUS * index
    return money + (FINISH_BONUS if index == stages - 1 else 0)


#: Part model: a chocolate is worth its stage - 1 in coal (the Roaster and Upgrader each add one
#: stage for 1 coal); a generic output counts as its best kind, a generic input as its cheapest.
def icon_worth(icon: str, best: bool) -> int:
    kinds = cards.GENERIC_ICONS.get(icon, frozenset({icon}))
    stages = [STAGE[kind] - 1 for kind in kinds]
    return max(stages) if best else min(stages)


def part_strength(part: PartCard) -> int:
    """Coal gained by one operation at best: outputs - inputs - cost (docs/cards.md)."""
    if part.kind == "upgrader":
        return part.points - part.cost
    if part.kind == "repeater":
        return part.copies * (STAGE["boxed"] - 1) - part.cost
    return max(
        sum(icon_worth(i, True) for i in option.outputs)
        - sum(icon_worth(i, False) for i in option.inputs)
        - part.cost
        for option in part.options
    )


# --- The default set ----------------------------------------------------------------------------


def test_default_set_counts() -> None:
    """card-data.md "Counts": 30 parts (15 A + 15 B), 54 orders 18/18/18, 35 employees, 5 stores."""
    card_set = load_card_set()
    assert Counter(p.deck for p in card_set.parts) == {"A": 15, "B": 15}
    assert [p.id for p in card_set.parts] == [f"{d}{n:02d}" for d in "AB" for n in range(1, 16)]
    assert Counter(o.size for o in card_set.orders) == {"small": 18, "medium": 18, "large": 18}
    assert len(card_set.employees) == 35
    assert [s.id for s in card_set.stores] == list(cards.STORES)
    # Sides C and D belong to the Master Chocolatier module (option master=true).
    assert all(set(s.sides) == {"A", "B", "C", "D"} and s.track_length == 9
               for s in card_set.stores)
    assert Counter(p.deck for p in card_set.master_parts) == {"A": 2, "B": 2}
    assert len(card_set.free_employees) == 6


def test_default_set_is_cached() -> None:
    assert load_card_set() is load_card_set()
    assert load_card_set({}) is load_card_set()


def test_every_card_has_provenance() -> None:
    card_set = load_card_set()
    sides = [side for store in card_set.stores for side in store.sides.values()]
    provenance = [
        *card_set.parts,
        *card_set.orders,
        *card_set.employees,
        *sides,
        *card_set.board.preprinted.values(),
    ]
    for card in provenance:
        assert card.source in ("confirmed", "reconstructed")
        assert card.note


def test_board() -> None:
    """Rules §2 and card-data.md "Factory board": Roaster T1, Upgrader T2, Chute T3."""
    board = load_card_set().board
    assert board.positions == 4
    assert board.slots == cards.SLOTS
    roaster, upgrader, chute = (board.preprinted[s] for s in ("T1", "T2", "T3"))
    assert set(board.preprinted) == {"T1", "T2", "T3"}
    assert (roaster.id, roaster.cost, roaster.options) == (
        "roaster",
        1,
        (ConverterOption(("bean",), ("cocoa",)),),
    )
    assert (upgrader.id, upgrader.kind, upgrader.cost, upgrader.points) == (
        "upgrader",
        "upgrader",
        1,
        1,
    )
    assert (chute.id, chute.kind, chute.cost) == ("chute", "chute", 0)
    assert load_card_set().part("chute") is chute


def option(inputs: str, outputs: str) -> ConverterOption:
    return ConverterOption(tuple(inputs.split()), tuple(outputs.split()))


@pytest.mark.parametrize(
    ("part_id", "cost", "options"),
    [
        ("A01", 2, (option("cocoa", "chunk chunk"), option("cocoa", "finger finger"))),
        ("A02", 1, (option("finger", "nut"), option("chunk", "nut nut"))),
        ("A03", 1, (option("bean", "cocoa"), option("bean bean", "chunk finger"))),
        ("A04", 2, (option("bar", "wrapped wrapped"),)),
        ("B01", 2, (option("bar", "boxed boxed"),)),
        ("B02", 3, (option("refined", "any any"),)),
        ("B03", 4, (option("refined refined", "chunk finger caramel nut boxed"),)),
        ("B04", 4, (option("any", "any any"),)),
    ],
)
def test_known_parts_as_given(part_id: str, cost: int, options: tuple[ConverterOption]) -> None:
    """card-data.md "Factory parts": the eight cards whose text is known (#7, #8 inputs rebuilt;
    #1 from a "narrated real game" no seed contains, so not confirmed)."""
    part = load_card_set().part(part_id)
    assert (part.kind, part.cost, part.options) == ("converter", cost, options)
    if part_id in ("A04", "B04"):
        assert part.source == "reconstructed" and "input" in part.note
    elif part_id == "A01":
        assert part.source == "reconstructed" and "no seed contains" in part.note
    else:
        assert part.source == "confirmed"


def test_provenance_of_the_board_and_the_deck_b_upgrader() -> None:
    """The Upgrader's and the Chute's slots are inferred; B05's 3 points cite seed 003."""
    card_set = load_card_set()
    board = card_set.board.preprinted
    assert board["T1"].source == "confirmed"
    for slot in ("T2", "T3"):
        assert board[slot].source == "reconstructed" and "inferred" in board[slot].note
    b05 = card_set.part("B05")
    assert b05.points == 3 and "seed 003" in b05.note


def test_upgraders_and_repeaters() -> None:
    """card-data.md: one upgrader in A (2 points) and one in B (3); repeaters x2 in A, x3 in B."""
    parts = load_card_set().parts
    upgraders = [(p.deck, p.points) for p in parts if p.kind == "upgrader"]
    repeaters = [(p.deck, p.copies + 1) for p in parts if p.kind == "repeater"]
    assert upgraders == [("A", 2), ("B", 3)]
    assert repeaters == [("A", 2), ("B", 3)]
    assert not [p for p in parts if p.kind == "chute"]


def test_part_costs_and_strength_model() -> None:
    """Costs 1–4, mostly 1–2; deck A weaker than deck B by the strength model (docs/cards.md)."""
    parts = load_card_set().parts
    costs = Counter(p.cost for p in parts)
    assert set(costs) <= {1, 2, 3, 4}
    assert costs[1] + costs[2] >= 0.75 * len(parts)
    strength = {deck: [part_strength(p) for p in parts if p.deck == deck] for deck in "AB"}
    assert all(0 <= s <= 3 for s in strength["A"]), strength["A"]
    assert all(2 <= s <= 6 for s in strength["B"]), strength["B"]
    assert sum(strength["A"]) / 15 + 1.5 <= sum(strength["B"]) / 15


def test_orders_follow_the_price_model() -> None:
    """card-data.md "Corner Shop orders": refined icons only, each stage priced by the model."""
    for order in load_card_set().orders:
        assert len(order.stages) == {"small": 1, "medium": 2, "large": 3}[order.size]
        for index, stage in enumerate(order.stages):
            assert set(stage.chocolates) <= set(cards.ORDER_ICONS)
            assert stage.money == model_stage_money(stage.chocolates, index, len(order.stages))
        monies = [stage.money for stage in order.stages]
        assert monies == sorted(set(monies)), "later stages pay more"


def test_worked_example_pays_14() -> None:
    """Rulebook worked example: a Nut and a Caramel complete a Small order, three Fingers the
    second and final stage of a Medium order: £14 together, by the model and by the cards."""
    by_model = model_stage_money(("nut", "caramel"), 0, 1) + model_stage_money(
        ("finger", "finger", "finger"), 1, 2
    )
    assert by_model == 14
    card_set = load_card_set()
    small = next(o for o in card_set.orders if o.id == "S01")
    medium = next(o for o in card_set.orders if o.id == "M01")
    assert small.stages[0].chocolates == ("nut", "caramel")
    assert medium.stages[-1].chocolates == ("finger", "finger", "finger")
    assert small.stages[0].money + medium.stages[-1].money == 14


def test_order_money_comparable_to_department_stores() -> None:
    """A few completed orders should earn about what a first place in a store does (£16)."""
    orders: tuple[OrderCard, ...] = load_card_set().orders
    mean = {
        size: sum(sum(s.money for s in o.stages) for o in orders if o.size == size) / 18
        for size in ("small", "medium", "large")
    }
    assert 5 <= mean["small"] < mean["medium"] < mean["large"] <= 20


def test_employees_match_rules_section_7() -> None:
    card_set = load_card_set()
    for store in cards.STORES:
        deck = Counter(e.role for e in card_set.employees if e.store == store)
        assert deck == {"director": 1} | {role: 2 for role in STORE_ROLES[store]}
    assert all(e.source == "confirmed" for e in card_set.employees)
    assert len({e.id for e in card_set.employees}) == 35


def test_stores_match_rules_section_6() -> None:
    stores = {s.id: s for s in load_card_set().stores}
    summary = {
        (store_id, letter): (side.rule, side.accepts, side.limit, side.two_of)
        for store_id, store in stores.items()
        for letter, side in store.sides.items() if letter in "AB"
    }
    assert summary == {
        ("palace", "A"): ("same_kind", (), 0, ()),
        ("palace", "B"): ("all_different", (), 5, ()),
        ("fresh", "A"): ("each", ("chunk",), 0, ()),
        ("fresh", "B"): ("each", ("finger",), 0, ()),
        ("salter", "A"): ("each", ("caramel",), 0, ()),
        ("salter", "B"): ("each", ("nut",), 0, ()),
        ("house", "A"): ("each", ("boxed",), 0, ()),
        ("house", "B"): ("pairs", ("bar",), 0, ()),
        ("dunstan", "A"): ("pairs", ("wrapped", "boxed"), 0, ()),
        ("dunstan", "B"): ("exact_two", (), 0, (("bar", 2), ("wrapped", 3), ("boxed", 4))),
    }
    assert all(s.store == sid for sid, store in stores.items() for s in store.sides.values())


# --- Validation errors -----------------------------------------------------------------------


def mutated(kind: str, card_id: str, path: tuple[object, ...], value: object) -> dict[str, object]:
    """The default raw card with the value at ``path`` replaced (``...`` deletes it)."""
    card = raw_card(kind, card_id)
    target: object = card
    for key in path[:-1]:
        target = target[key]  # type: ignore[index]
    if value is ...:
        del target[path[-1]]  # type: ignore[attr-defined]
    else:
        target[path[-1]] = value  # type: ignore[index]
    return card


INVALID = [
    # (kind, card id, path, new value, expected field, words of the message)
    ("parts", "A05", ("points",), ..., "points", "missing field"),
    ("parts", "A01", ("options", 0, "inputs"), ["toffee"], "options[0].inputs", "unknown icon"),
    ("parts", "A01", ("options", 1, "outputs"), [], "options[1].outputs", "at least one icon"),
    ("parts", "A01", ("cost",), 5, "cost", "out of range 1..4"),
    ("parts", "A01", ("cost",), 0, "cost", "out of range 1..4"),
    ("parts", "A01", ("cost",), "2", "cost", "expected an integer"),
    ("parts", "A01", ("name",), 3, "name", "expected a non-empty string"),
    ("parts", "A01", ("deck",), "B", "id", "deck B part's id"),
    ("parts", "A01", ("deck",), "C", "deck", "unknown value 'C'"),
    ("parts", "A01", ("kind",), "chute", "kind", "only pre-printed"),
    ("parts", "A01", ("kind",), "oven", "kind", "unknown value 'oven'"),
    ("parts", "A01", ("points",), 2, "points", "unexpected field"),
    ("parts", "A06", ("copies",), 3, "copies", "out of range 1..2"),
    ("parts", "A01", ("source",), "guessed", "source", "unknown value 'guessed'"),
    ("parts", "A01", ("note",), ..., "note", "missing field"),
    (
        "orders",
        "S01",
        ("stages",),
        [{"chocolates": ["nut"], "money": 2}] * 2,
        "stages",
        "has 1 stage(s), found 2",
    ),
    (
        "orders",
        "M01",
        ("stages", 0, "chocolates"),
        ["bean"],
        "stages[0].chocolates",
        "not allowed here: 'bean'",
    ),
    (
        "orders",
        "M01",
        ("stages", 0, "chocolates"),
        ["any"],
        "stages[0].chocolates",
        "not allowed here: 'any'",
    ),
    ("orders", "M01", ("stages", 1, "money"), 2, "stages[1].money", "later stage must pay more"),
    ("orders", "M01", ("stages", 0, "bonus"), 2, "stages[0].bonus", "unexpected field"),
    ("orders", "L01", ("size",), "huge", "size", "unknown value 'huge'"),
    ("orders", "L01", ("size",), "small", "id", "small order's id is S01"),
    ("employees", "palace-miner-1", ("role",), "baker", "role", "unknown value 'baker'"),
    ("employees", "palace-miner-1", ("role",), "engineer", "role", "palace deck has no engineer"),
    ("employees", "palace-miner-1", ("store",), "harrods", "store", "unknown value 'harrods'"),
    ("stores", "palace", ("sides", "A", "rule"), "bogus", "sides.A.rule", "unknown value"),
    ("stores", "palace", ("sides", "B"), ..., "sides.B", "missing field"),
    ("stores", "fresh", ("sides", "A", "accepts"), ..., "sides.A.accepts", "missing field"),
    ("stores", "fresh", ("sides", "A", "accepts"), ["toffee"], "sides.A.accepts", "unknown icon"),
    ("stores", "palace", ("sides", "B", "limit"), 0, "sides.B.limit", "out of range"),
    (
        "stores",
        "dunstan",
        ("sides", "B", "two_of", 1, "spaces"),
        "3",
        "sides.B.two_of[1].spaces",
        "expected an integer",
    ),
    ("stores", "house", ("colour2",), "blue", "colour2", "unexpected field"),
    ("board", "roaster", ("slot",), "X9", "slot", "unknown value 'X9'"),
    ("board", "chute", ("cost",), 1, "cost", "out of range 0..0"),
    ("board", "upgrader", ("slot",), "T1", "slot", "already holds roaster"),
]


@pytest.mark.parametrize(("kind", "card_id", "path", "value", "field", "words"), INVALID)
def test_invalid_card_names_file_card_and_field(
    kind: str, card_id: str, path: tuple[object, ...], value: object, field: str, words: str
) -> None:
    card = mutated(kind, card_id, path, value)
    with pytest.raises(CardDataError) as caught:
        load_card_set({kind: [card]}, origin="mine")
    error = caught.value
    file = cards.CARD_KINDS[kind][0]
    assert (error.file, error.card_id, error.field) == (f"mine/{file}", card_id, field)
    assert words in error.reason
    assert str(error).startswith(f"mine/{file}, card {card_id}, field {field!r}: ")


def test_deck_counts_are_checked() -> None:
    """A role switched within its store's deck breaks the deck's 1 + 3×2 composition (§7)."""
    card = raw_card("employees", "palace-miner-1") | {"role": "operator"}
    with pytest.raises(CardDataError, match=r"employees\.toml.*palace deck must have 1 director"):
        load_card_set({"employees": [card]})


def test_override_of_unknown_id_or_kind_is_refused() -> None:
    card = raw_card("parts", "A01") | {"id": "A99"}
    with pytest.raises(CardDataError, match="no card with this id") as caught:
        load_card_set({"parts": [card]})
    assert (caught.value.card_id, caught.value.field) == ("A99", "id")
    with pytest.raises(CardDataError, match="duplicate id among the overrides"):
        load_card_set({"parts": [raw_card("parts", "A01"), raw_card("parts", "A01")]})
    with pytest.raises(CardDataError, match="unknown card kind 'spells'"):
        load_card_set({"spells": [card]})
    with pytest.raises(CardDataError, match="missing field") as caught:
        load_card_set({"orders": [{"size": "small"}]})
    assert caught.value.field == "id"


# --- Overrides ---------------------------------------------------------------------------------


def printed_a07() -> dict[str, object]:
    card = raw_card("parts", "A07")
    card.update(
        name="Printed Press",
        cost=3,
        source="confirmed",
        note="From my box.",
        options=[{"inputs": ["bean"], "outputs": ["chunk", "chunk"]}],
    )
    return card


def test_overrides_replace_cards_by_id() -> None:
    default = load_card_set()
    changed = load_card_set({"parts": [printed_a07()]})
    a07 = changed.part("A07")
    assert (a07.name, a07.cost, a07.source) == ("Printed Press", 3, "confirmed")
    assert a07.options == (option("bean", "chunk chunk"),)
    assert [p.id for p in changed.parts] == [p.id for p in default.parts]
    assert [p for p in changed.parts if p.id != "A07"] == [
        p for p in default.parts if p.id != "A07"
    ]
    assert changed.orders == default.orders
    assert load_card_set().part("A07").name != "Printed Press", "the cached default is untouched"


def test_read_override_dir(tmp_path: Path) -> None:
    (tmp_path / "parts.toml").write_text(
        '[[part]]\nid = "A07"\nname = "Printed Press"\ndeck = "A"\nkind = "converter"\n'
        'cost = 3\noptions = [{ inputs = ["bean"], outputs = ["chunk", "chunk"] }]\n'
        'source = "confirmed"\nnote = "From my box."\n',
        encoding="utf-8",
    )
    overrides = read_override_dir(tmp_path)
    assert overrides == {"parts": [printed_a07()]}
    assert load_card_set(overrides).part("A07").name == "Printed Press"


@pytest.mark.parametrize(
    ("name", "text", "words"),
    [
        ("part.toml", '[[part]]\nid = "A01"\n', "unknown card file"),
        ("parts.toml", "[[part]\n", "not valid TOML"),
        ("orders.toml", 'deck = "S"\n', "only [[order]] tables"),
        ("orders.toml", 'order = "S01"\n', "expected an array of tables"),
    ],
)
def test_read_override_dir_errors(tmp_path: Path, name: str, text: str, words: str) -> None:
    (tmp_path / name).write_text(text, encoding="utf-8")
    with pytest.raises(CardDataError) as caught:
        read_override_dir(tmp_path)
    assert words in caught.value.reason
    assert caught.value.file == str(tmp_path / name)


def test_read_override_dir_needs_a_directory(tmp_path: Path) -> None:
    with pytest.raises(CardDataError, match="not a directory"):
        read_override_dir(tmp_path / "missing")


# --- chocolatier cards -------------------------------------------------------------------------

runner = CliRunner()


def test_cards_command_tables() -> None:
    result = runner.invoke(app, ["cards"], env={"COLUMNS": "250"})
    assert result.exit_code == 0, result.output
    for words in (
        "Factory parts",
        "1 Cocoa → 2 Chunks | 1 Cocoa → 2 Fingers",
        "Corner Shop orders",
        "1 Nut + 1 Caramel → £7",
        "Employees",
        "palace-director",
        "Department Stores",
        "exactly two, once a day",
        "reconstructed",
        "Roaster",
    ):
        assert words in result.output


def test_cards_command_json_by_kind() -> None:
    result = runner.invoke(app, ["cards", "--json", "--kind", "orders"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert list(data) == ["orders"]
    assert len(data["orders"]) == 54
    assert data["orders"][0]["stages"] == [{"chocolates": ["nut", "caramel"], "money": 7}]
    parts = json.loads(runner.invoke(app, ["cards", "--json", "--kind", "parts"]).output)
    assert len(parts["parts"]) == 30 and set(parts["board"]["preprinted"]) == {"T1", "T2", "T3"}


def test_cards_command_with_overrides(tmp_path: Path) -> None:
    (tmp_path / "parts.toml").write_text(
        '[[part]]\nid = "B06"\nname = "Printed Tripler"\ndeck = "B"\nkind = "repeater"\n'
        'cost = 2\ncopies = 2\nsource = "confirmed"\nnote = "From my box."\n',
        encoding="utf-8",
    )
    result = runner.invoke(app, ["cards", "--json", "--kind", "parts", "--cards", str(tmp_path)])
    assert result.exit_code == 0, result.output
    b06 = next(p for p in json.loads(result.output)["parts"] if p["id"] == "B06")
    assert (b06["name"], b06["cost"]) == ("Printed Tripler", 2)


def test_cards_command_reports_invalid_files(tmp_path: Path) -> None:
    (tmp_path / "parts.toml").write_text(
        '[[part]]\nid = "B06"\nname = "Printed Tripler"\ndeck = "B"\nkind = "repeater"\n'
        'cost = 2\ncopies = 7\nsource = "confirmed"\nnote = "From my box."\n',
        encoding="utf-8",
    )
    result = runner.invoke(app, ["cards", "--cards", str(tmp_path)])
    assert result.exit_code == 2
    assert f"{tmp_path}/parts.toml, card B06, field 'copies': 7 is out of range" in result.output


# --- Factory Manager (solo) cards ----------------------------------------------------------------

#: Solo difficulty model (docs/cards.md): effort of each box in £ of Corner Shop earnings.
ORDER_EFFORT = {None: 4, "small": 4, "medium": 6, "large": 10}
SPACE_EFFORT = 3
STORE_BOX_EFFORT = 2
CHOCOLATE_EFFORT_BONUS = 2


def objective_effort(objective: cards.Objective) -> int:
    if objective.kind == "money":
        return objective.amount
    if objective.kind == "corner_shop":
        return objective.amount * ORDER_EFFORT[objective.size]
    if objective.kind == "department_store":
        return objective.amount * SPACE_EFFORT + STORE_BOX_EFFORT
    return sum(icon_worth(icon, False) + CHOCOLATE_EFFORT_BONUS for icon in objective.chocolates)


def card_effort(card: cards.SoloCard) -> int:
    special = sum(ORDER_EFFORT[size] for size in card.special_orders)
    return special + sum(objective_effort(o) for o in card.objectives)


def test_solo_cards() -> None:
    """card-data.md "Factory Manager": 26 cards, here 6 Weekly Targets + 20 Demands."""
    solo = load_card_set().solo
    assert Counter(c.type for c in solo) == {"weekly_target": 6, "demand": 20}
    assert [c.id for c in solo] == [f"W{n:02d}" for n in range(1, 7)] + [
        f"D{n:02d}" for n in range(1, 21)
    ]
    kinds = Counter(o.kind for c in solo for o in c.objectives)
    assert set(kinds) == {"money", "corner_shop", "department_store", "chocolate_order"}
    assert [c.id for c in solo if c.special_orders] == ["W02", "W05"]
    assert all(c.source == "reconstructed" and c.note for c in solo)


def test_solo_cards_the_seeds_show_are_in_the_deck() -> None:
    """§9, as the seeds show the deck: money targets of £20 and £30 (seed 000: "two money
    targets of 20 and 30 ... you need 50"), a card with five x1 Department Store boxes (seed
    000), Corner Shop objectives by size, large, medium and small (seed 001); a named store."""
    solo = load_card_set().solo
    money = {o.amount for c in solo for o in c.objectives if o.kind == "money"}
    assert {20, 30} <= money
    five = [c.id for c in solo if [(o.kind, o.amount, o.store) for o in c.objectives
                                    if o.kind == "department_store"] == [
        ("department_store", 1, None)] * 5]
    assert five == ["W04"]
    sizes = {o.size for c in solo for o in c.objectives if o.kind == "corner_shop"}
    assert {"large", "medium", "small"} <= sizes
    assert any(o.store is not None for c in solo for o in c.objectives)


def test_solo_difficulty_model() -> None:
    """docs/cards.md: Weekly Targets cost 18–30 effort, Demands 4–20 (the seed's £20 and Large
    order the dearest; mean about 9)."""
    solo = load_card_set().solo
    targets = [card_effort(c) for c in solo if c.type == "weekly_target"]
    demands = [card_effort(c) for c in solo if c.type == "demand"]
    assert all(18 <= e <= 30 for e in targets), targets
    assert all(4 <= e <= 20 for e in demands), demands
    assert 6 <= sum(demands) / len(demands) <= 10


def test_objective_boxes_in_words() -> None:
    words = EventRenderer(catalog("en"))
    objectives = {c.id: [words.objective(o.to_json()) for o in c.objectives]
                  for c in load_card_set().solo}
    assert objectives["W01"] == ["Pay £30 from Corner Shop orders"]
    assert objectives["D04"] == ["Give up 1 completed Large order"]
    assert objectives["D10"] == ["Move a marker back 1 space at Salter's Emporium"]
    assert objectives["D15"] == ["Deliver 2 Nuts"]


INVALID_SOLO = [
    ("D01", {"special_orders": ["small"]}, "special_orders", "only a Weekly Target"),
    ("W02", {"special_orders": ["huge"]}, "special_orders", "order sizes"),
    ("D01", {"type": "weekly_target"}, "id", "weekly_target card's id is W01"),
    ("D01", {"objectives": []}, "objectives", "at least one objective"),
    (
        "D01",
        {"objectives": [{"kind": "fame", "amount": 3}]},
        "objectives[0].kind",
        "unknown value 'fame'",
    ),
    ("D01", {"objectives": [{"kind": "money"}]}, "objectives[0].amount", "missing field"),
    (
        "D01",
        {"objectives": [{"kind": "money", "amount": 5, "size": "small"}]},
        "objectives[0].size",
        "unexpected field",
    ),
    (
        "D05",
        {"objectives": [{"kind": "corner_shop", "amount": 1, "size": "tiny"}]},
        "objectives[0].size",
        "unknown value 'tiny'",
    ),
    (
        "D09",
        {"objectives": [{"kind": "department_store", "amount": 2, "store": "harrods"}]},
        "objectives[0].store",
        "unknown value 'harrods'",
    ),
    (
        "D09",
        {"objectives": [{"kind": "department_store", "amount": 1, "store": "fresh"}] * 2},
        "objectives",
        "different stores",
    ),
    (
        "D09",
        {"objectives": [{"kind": "department_store", "amount": 1}] * 6},
        "objectives",
        "different stores",
    ),
    (
        "D15",
        {"objectives": [{"kind": "chocolate_order", "chocolates": ["cocoa"]}]},
        "objectives[0].chocolates",
        "not allowed here: 'cocoa'",
    ),
    (
        "D15",
        {"objectives": [{"kind": "chocolate_order", "chocolates": ["nut"]}] * 2},
        "objectives",
        "at most one chocolate order",
    ),
]


@pytest.mark.parametrize(("card_id", "changes", "field", "words"), INVALID_SOLO)
def test_invalid_solo_card(
    card_id: str, changes: dict[str, object], field: str, words: str
) -> None:
    card = raw_card("solo", card_id) | changes
    with pytest.raises(CardDataError) as caught:
        load_card_set({"solo": [card]}, origin="mine")
    error = caught.value
    assert (error.file, error.card_id, error.field) == ("mine/solo.toml", card_id, field)
    assert words in error.reason


def test_solo_card_type_follows_its_id() -> None:
    """Overrides keep the deck composition (§9 needs Weekly Targets and six Demands): a W card
    stays a Weekly Target."""
    turned = raw_card("solo", "W01") | {"type": "demand"}
    with pytest.raises(CardDataError, match="a demand card's id is D01"):
        load_card_set({"solo": [turned]})


def test_cards_command_solo() -> None:
    result = runner.invoke(app, ["cards", "--kind", "solo"], env={"COLUMNS": "250"})
    assert result.exit_code == 0, result.output
    assert "Factory Manager (solo)" in result.output
    assert "Pay £30 from Corner Shop orders" in result.output
    data = json.loads(runner.invoke(app, ["cards", "--json", "--kind", "solo"]).output)
    assert len(data["solo"]) == 26
    assert data["solo"][1]["special_orders"] == ["small", "medium"]
    # What the seeds show: £20 and £30 money boxes, five x1 store boxes, a Large order objective.
    boxes = [(o["kind"], o.get("amount"), o.get("size"), o.get("store"))
             for card in data["solo"] for o in card["objectives"]]
    assert ("money", 20, None, None) in boxes and ("money", 30, None, None) in boxes
    assert ("corner_shop", 1, "large", None) in boxes
    assert any([(o["kind"], o["amount"]) for o in card["objectives"]] == [
        ("department_store", 1)] * 5 for card in data["solo"])


# --- docs/cards.md ------------------------------------------------------------------------------


def test_docs_tables_match_the_data() -> None:
    """docs/cards.md embeds the output of ``chocolatier cards --markdown`` (kept in sync)."""
    docs = (Path(__file__).parents[2] / "docs" / "cards.md").read_text(encoding="utf-8")
    result = runner.invoke(app, ["cards", "--markdown"])
    assert result.exit_code == 0, result.output
    begin, end = "<!-- cards:begin -->\n", "<!-- cards:end -->"
    assert docs[docs.index(begin) + len(begin) : docs.index(end)].strip() == result.output.strip()


# --- Fuzzing the validator ---------------------------------------------------------------------

toml_values = st.recursive(
    st.booleans()
    | st.integers(-3, 12)
    | st.floats(allow_nan=False)
    | st.sampled_from(["", "bean", "boxed", "refined", "any", "A", "small", "palace", "x"]),
    lambda inner: (
        st.lists(inner, max_size=3)
        | st.dictionaries(
            st.sampled_from(["inputs", "outputs", "chocolates", "money", "kind", "amount", "icon"]),
            inner,
            max_size=3,
        )
    ),
    max_leaves=6,
)


def leaf_paths(value: object, path: tuple[object, ...] = ()) -> list[tuple[object, ...]]:
    """Every path to a field or element inside a raw card (including whole sub-tables)."""
    paths = [path] if path else []
    if isinstance(value, dict):
        for key, inner in value.items():
            paths += leaf_paths(inner, (*path, key))
    elif isinstance(value, list):
        for index, inner in enumerate(value):
            paths += leaf_paths(inner, (*path, index))
    return paths


@settings(max_examples=300, deadline=None)
@given(data=st.data())
def test_any_mutation_loads_or_raises_card_data_error(data: st.DataObject) -> None:
    """Whatever a user's file contains, the loader answers with a card set or a CardDataError
    naming the file: never another exception."""
    kind = data.draw(st.sampled_from(sorted(cards.CARD_KINDS)))
    card = data.draw(st.sampled_from(raw_cards(kind)))
    path = data.draw(st.sampled_from([p for p in leaf_paths(card) if p != ("id",)]))
    value = data.draw(st.just(...) | toml_values)
    changed = mutated(kind, str(card["id"]), path, value)
    try:
        load_card_set({kind: [changed]}, origin="fuzz")
    except CardDataError as error:
        assert error.file.startswith("fuzz/") or error.file == cards.CARD_KINDS[kind][0]
