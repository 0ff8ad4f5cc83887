"""``chocolatier cards``: list the Chocolate Factory cards with their provenance, or as JSON."""

from __future__ import annotations

from enum import StrEnum
from pathlib import Path
from typing import TYPE_CHECKING

import typer

from chocolatier.commands.common import fail, print_json

if TYPE_CHECKING:
    from rich.console import Console
    from rich.table import Table

    from chocolatier.factory.cards import CardSet, PartCard


class CardKind(StrEnum):
    """The kinds of cards the command can list."""

    parts = "parts"
    orders = "orders"
    employees = "employees"
    stores = "stores"


def register(app: typer.Typer) -> None:
    """Add the ``cards`` command."""
    app.command("cards")(cards_command)


def cards_command(
    as_json: bool = typer.Option(False, "--json", help="Print the card data as one JSON object."),
    kind: CardKind | None = typer.Option(None, "--kind", help="Only this kind of card."),
    cards_dir: Path | None = typer.Option(
        None, "--cards", metavar="DIR", help="Apply your own card files (override by card id)."
    ),
) -> None:
    """List the cards (parts, Corner Shop orders, employees, Department Stores, solo cards)."""
    from chocolatier.core.errors import CardDataError
    from chocolatier.factory.cards import load_card_set, read_override_dir

    try:
        if cards_dir is None:
            card_set = load_card_set()
        else:
            card_set = load_card_set(read_override_dir(cards_dir), origin=str(cards_dir))
    except CardDataError as exc:
        fail(f"invalid card data: {exc}")
    kinds = [kind] if kind is not None else list(CardKind)
    if as_json:
        print_json(_as_json(card_set, kinds))
        return
    from rich.console import Console

    console = Console()
    for shown in kinds:
        _TABLES[shown](console, card_set)


def _as_json(card_set: CardSet, kinds: list[CardKind]) -> dict[str, object]:
    from dataclasses import asdict

    data: dict[str, object] = {}
    for shown in kinds:
        if shown is CardKind.parts:
            data["parts"] = [asdict(part) for part in card_set.parts]
            data["board"] = asdict(card_set.board)
        else:
            data[shown.value] = [asdict(card) for card in getattr(card_set, shown.value)]
    return data


def chocolates(icons: tuple[str, ...]) -> str:
    """``("cocoa", "chunk", "chunk")`` as ``"1 cocoa + 2 chunk"`` (counts in first-seen order)."""
    counts: dict[str, int] = {}
    for icon in icons:
        counts[icon] = counts.get(icon, 0) + 1
    return " + ".join(f"{n} {icon}" for icon, n in counts.items())


def part_effect(part: PartCard) -> str:
    """What a part does, e.g. ``"1 cocoa → 2 chunk | 1 cocoa → 2 finger"``."""
    if part.kind == "converter":
        return " | ".join(
            f"{chocolates(option.inputs)} → {chocolates(option.outputs)}" for option in part.options
        )
    if part.kind == "upgrader":
        return f"{part.points} upgrade point{'s' if part.points > 1 else ''}"
    if part.kind == "repeater":
        return f"x{part.copies + 1}: copy one chocolate {part.copies} time(s)"
    return "move any chocolates from its tile to the store room (free, any number of times)"


def _table(title: str, *columns: str) -> Table:
    from rich.table import Table

    table = Table(title=title, show_lines=False)
    for column in columns:
        # Short code-like columns never wrap, so the prose columns take the remaining width.
        short = column in ("id", "deck", "cost", "size", "side", "total", "source")
        table.add_column(column, overflow="fold", no_wrap=short)
    return table


def _show_parts(console: Console, card_set: CardSet) -> None:
    table = _table("Factory parts", "id", "name", "deck", "cost", "effect", "source", "note")
    board_parts = [
        card_set.board.preprinted[slot]
        for slot in card_set.board.slots
        if slot in card_set.board.preprinted
    ]
    for part in (*card_set.parts, *board_parts):
        table.add_row(
            part.id, part.name, part.deck, str(part.cost), part_effect(part), part.source, part.note
        )
    console.print(table)


def _show_orders(console: Console, card_set: CardSet) -> None:
    table = _table(
        "Corner Shop orders", "id", "size", "stages (bottom to top)", "total", "source", "note"
    )
    for order in card_set.orders:
        stages = " | ".join(f"{chocolates(s.chocolates)} → £{s.money}" for s in order.stages)
        total = sum(stage.money for stage in order.stages)
        table.add_row(order.id, order.size, stages, f"£{total}", order.source, order.note)
    console.print(table)


def _show_employees(console: Console, card_set: CardSet) -> None:
    table = _table("Employees", "id", "store", "name", "source", "note")
    for employee in card_set.employees:
        table.add_row(employee.id, employee.store, employee.name, employee.source, employee.note)
    console.print(table)


def _show_stores(console: Console, card_set: CardSet) -> None:
    table = _table("Department Stores", "id", "name", "colour", "side", "rule", "text", "source")
    for store in card_set.stores:
        for letter, side in store.sides.items():
            table.add_row(
                store.id, store.name, store.colour, letter, side.rule, side.text, side.source
            )
    console.print(table)


_TABLES = {
    CardKind.parts: _show_parts,
    CardKind.orders: _show_orders,
    CardKind.employees: _show_employees,
    CardKind.stores: _show_stores,
}
