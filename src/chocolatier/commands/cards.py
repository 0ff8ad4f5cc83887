"""``chocolatier cards``: list the Chocolate Factory cards with their provenance, or as JSON."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path
from typing import TYPE_CHECKING

import typer

from chocolatier.commands.common import fail, print_json
from chocolatier.i18n import EventRenderer, catalog

if TYPE_CHECKING:
    from rich.table import Table

    from chocolatier.factory.cards import CardSet, PartCard


class CardKind(StrEnum):
    """The kinds of cards the command can list."""

    parts = "parts"
    orders = "orders"
    employees = "employees"
    stores = "stores"
    solo = "solo"


def register(app: typer.Typer) -> None:
    """Add the ``cards`` command."""
    app.command("cards")(cards_command)


def cards_command(
    as_json: bool = typer.Option(False, "--json", help="Print the card data as one JSON object."),
    markdown: bool = typer.Option(
        False, "--markdown", help="Print Markdown tables (docs/cards.md)."
    ),
    kind: CardKind | None = typer.Option(None, "--kind", help="Only this kind of card."),
    cards_dir: Path | None = typer.Option(
        None, "--cards", metavar="DIR", help="Apply your own card files (override by card id)."
    ),
    notes: bool = typer.Option(
        False, "--notes", help="Also show each card's provenance note (a wide terminal helps)."
    ),
) -> None:
    """List the cards (parts, Corner Shop orders, employees, Department Stores, solo cards)."""
    from chocolatier.commands.errors import invalid_cards
    from chocolatier.core.errors import CardDataError
    from chocolatier.factory.cards import load_card_set, read_override_dir

    try:
        if cards_dir is None:
            card_set = load_card_set()
        else:
            card_set = load_card_set(read_override_dir(cards_dir), origin=str(cards_dir))
    except CardDataError as exc:
        fail(invalid_cards(exc))
    kinds = [kind] if kind is not None else list(CardKind)
    if as_json:
        print_json(_as_json(card_set, kinds))
    elif markdown:
        typer.echo("\n".join(markdown_table(listing(shown, card_set)) for shown in kinds), nl=False)
    else:
        from rich.console import Console

        console = Console()
        for shown in kinds:
            console.print(rich_table(listing(shown, card_set), notes=notes))


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
        copies = "1 copy" if part.copies == 1 else f"{part.copies} copies"
        return f"x{part.copies + 1}: add {copies} of one chocolate on the tile"
    return "move any chocolates from its tile to the store room (free, any number of times)"


@dataclass(frozen=True)
class Listing:
    """One kind of card as a table of text: shown with Rich, or as Markdown in docs/cards.md."""

    title: str
    columns: tuple[str, ...]
    rows: list[tuple[str, ...]]


def listing(kind: CardKind, card_set: CardSet) -> Listing:
    """The table of every card of ``kind`` (parts include the board's pre-printed parts)."""
    words = EventRenderer(catalog("en"))
    if kind is CardKind.parts:
        board = card_set.board
        board_parts = [board.preprinted[slot] for slot in board.slots if slot in board.preprinted]
        return Listing(
            "Factory parts",
            ("id", "name", "deck", "cost", "effect", "source", "note"),
            [
                (p.id, p.name, p.deck, str(p.cost), part_effect(p), p.source, p.note)
                for p in (*card_set.parts, *board_parts)
            ],
        )
    if kind is CardKind.orders:
        return Listing(
            "Corner Shop orders",
            ("id", "size", "stages (bottom to top)", "total", "source", "note"),
            [
                (
                    o.id,
                    o.size,
                    " | ".join(f"{chocolates(s.chocolates)} → £{s.money}" for s in o.stages),
                    f"£{sum(s.money for s in o.stages)}",
                    o.source,
                    o.note,
                )
                for o in card_set.orders
            ],
        )
    if kind is CardKind.employees:
        return Listing(
            "Employees",
            ("id", "store", "name", "source", "note"),
            [(e.id, e.store, e.name, e.source, e.note) for e in card_set.employees],
        )
    if kind is CardKind.stores:
        return Listing(
            "Department Stores",
            ("id", "name", "colour", "side", "rule", "text", "source"),
            [
                (store.id, store.name, store.colour, letter, side.rule, side.text, side.source)
                for store in card_set.stores
                for letter, side in store.sides.items()
            ],
        )
    return Listing(
        "Factory Manager (solo)",
        ("id", "type", "objectives", "special orders", "source", "note"),
        [
            (
                c.id,
                c.type,
                " | ".join(words.objective(objective.to_json()) for objective in c.objectives),
                ", ".join(c.special_orders) or "-",
                c.source,
                c.note,
            )
            for c in card_set.solo
        ],
    )


def rich_table(shown: Listing, notes: bool = True) -> Table:
    """``shown`` as a Rich table; short code-like columns never wrap, prose columns fold.

    Without ``notes`` the long provenance notes are left out so that the cards stay readable in
    an 80-column terminal (the ``source`` column still tells confirmed from reconstructed)."""
    from rich.table import Table

    table = Table(title=shown.title)
    kept = [i for i, column in enumerate(shown.columns) if notes or column != "note"]
    for i in kept:
        column = shown.columns[i]
        short = column in ("id", "deck", "cost", "size", "side", "total", "source")
        table.add_column(column, overflow="fold", no_wrap=short)
    for row in shown.rows:
        table.add_row(*(row[i] for i in kept))
    return table


def markdown_table(shown: Listing) -> str:
    """``shown`` as a Markdown section: a heading and a pipe table (``|`` in cells escaped)."""
    lines = [f"### {shown.title}", "", "| " + " | ".join(shown.columns) + " |"]
    lines.append("|" + "---|" * len(shown.columns))
    for row in shown.rows:
        lines.append("| " + " | ".join(cell.replace("|", "\\|") for cell in row) + " |")
    return "\n".join(lines) + "\n"
