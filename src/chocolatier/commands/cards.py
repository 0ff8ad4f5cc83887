"""``chocolatier cards``: list the Chocolate Factory cards in the reader's language with their
provenance, or as JSON (the data as is)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path
from typing import TYPE_CHECKING

import typer

from chocolatier.commands.common import LANG_OPTION, fail, print_json, words

if TYPE_CHECKING:
    from rich.table import Table

    from chocolatier.factory.cards import CardSet, StoreCard
    from chocolatier.i18n import EventRenderer


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
    as_json: bool = typer.Option(False, "--json"),
    markdown: bool = typer.Option(False, "--markdown"),
    kind: CardKind | None = typer.Option(None, "--kind"),
    cards_dir: Path | None = typer.Option(None, "--cards", metavar="DIR"),
    notes: bool = typer.Option(False, "--notes"),
    lang: str = LANG_OPTION,
    module: list[str] = typer.Option([], "--module", metavar="NAME"),
    option: list[str] = typer.Option([], "--option", metavar="KEY=VALUE"),
) -> None:
    """List the cards (parts, Corner Shop orders, employees, Department Stores, solo cards) with
    their names and texts in the chosen language."""
    from chocolatier.commands.errors import invalid_cards
    from chocolatier.core.errors import CardDataError
    from chocolatier.factory.cards import load_card_set, read_override_dir
    from chocolatier.i18n import EventRenderer

    try:
        if cards_dir is None:
            card_set = load_card_set()
        else:
            card_set = load_card_set(read_override_dir(cards_dir), origin=str(cards_dir))
    except CardDataError as exc:
        fail(invalid_cards(exc))
    master = _master(module, option)
    kinds = [kind] if kind is not None else list(CardKind)
    if as_json:
        print_json(_as_json(card_set, kinds, master))
        return
    names = {p.id: p.name for p in (*card_set.parts, *card_set.master_parts)}
    shown_words = EventRenderer(words(), card_names=names)
    if markdown:
        typer.echo(
            "\n".join(markdown_table(listing(shown, card_set, shown_words, master))
                      for shown in kinds),
            nl=False,
        )
    else:
        from rich.console import Console

        console = Console()
        for shown in kinds:
            console.print(rich_table(listing(shown, card_set, shown_words, master),
                                     notes=notes))


def _master(modules: list[str], options: list[str]) -> bool:
    """Whether ``--module master`` or ``--option master=true`` asks for the module's cards."""
    for name in modules:
        if name != "master":
            fail(f"unknown module {name!r} (modules: master)")
    master = bool(modules)
    for text in options:
        key, sep, value = text.partition("=")
        if not sep or key.strip() != "master" or value.strip().lower() not in ("true", "false"):
            fail(f"cards takes --option master=true or master=false, not {text!r}")
        master = master or value.strip().lower() == "true"
    return master


def _store_json(store: StoreCard, master: bool) -> dict[str, object]:
    from dataclasses import asdict

    data = asdict(store)
    if not master:
        # Sides C and D are the Master Chocolatier module's.
        data["sides"] = {k: v for k, v in data["sides"].items() if k in ("A", "B")}
    return data


def _as_json(card_set: CardSet, kinds: list[CardKind], master: bool = False
             ) -> dict[str, object]:
    """The cards as JSON; with the Master Chocolatier module its 4 parts are among the parts
    (34), its 6 free employees listed apart (``free_employees``) and the stores have sides
    A–D."""
    from dataclasses import asdict

    data: dict[str, object] = {}
    for shown in kinds:
        if shown is CardKind.parts:
            parts = (*card_set.parts, *card_set.master_parts) if master else card_set.parts
            data["parts"] = [asdict(part) for part in parts]
            data["board"] = asdict(card_set.board)
        elif shown is CardKind.stores:
            data["stores"] = [_store_json(store, master) for store in card_set.stores]
        else:
            data[shown.value] = [asdict(card) for card in getattr(card_set, shown.value)]
            if shown is CardKind.employees and master:
                data["free_employees"] = [asdict(card) for card in card_set.free_employees]
    if master:
        data["modules"] = ["master"]
    return data


@dataclass(frozen=True)
class Listing:
    """One kind of card as a table of text: shown with Rich, or as Markdown in docs/cards.md.
    ``keys`` name the columns for the code (``note`` is left out unless asked); ``columns``
    are their headings in the reader's language."""

    title: str
    keys: tuple[str, ...]
    columns: tuple[str, ...]
    rows: list[tuple[str, ...]]


def _own_names(card_set: CardSet) -> dict[str, str]:
    """The names of a user's own cards (``--cards DIR``) by id: a card the printed set lacks,
    or one whose file gives it another name. Printed cards are named by the catalogs in the
    reader's language; these keep the name their file gives."""
    from chocolatier.factory.cards import EmployeeCard, PartCard, load_card_set

    def named(cards: CardSet) -> dict[str, str]:
        named_cards: tuple[PartCard | EmployeeCard | StoreCard, ...] = (
            *cards.parts, *cards.master_parts, *cards.employees, *cards.free_employees,
            *cards.stores)
        return {card.id: card.name for card in named_cards}

    printed = named(load_card_set())
    return {card_id: name for card_id, name in named(card_set).items()
            if printed.get(card_id) != name}


def listing(kind: CardKind, card_set: CardSet, words: EventRenderer, master: bool = False
            ) -> Listing:
    """The table of every card of ``kind`` (parts include the board's pre-printed parts), with
    names and texts from the catalogs of ``words``' language (provenance notes stay data);
    with ``master`` the Master Chocolatier module's cards too."""
    from dataclasses import asdict

    from chocolatier.factory.view import side_row
    from chocolatier.i18n import content

    t = words.catalog.text
    own = _own_names(card_set)

    def table(title: str, keys: tuple[str, ...], rows: list[tuple[str, ...]]) -> Listing:
        return Listing(t(title), keys, tuple(t(f"cli-col-{key}") for key in keys), rows)

    if kind is CardKind.parts:
        board = card_set.board
        board_parts = [board.preprinted[slot] for slot in board.slots if slot in board.preprinted]
        return table(
            "cli-cards-parts",
            ("id", "name", "deck", "cost", "effect", "source", "note"),
            [
                (p.id, own.get(p.id, words.part(p.id)), t(f"cli-deck-{p.deck}"), str(p.cost),
                 content.part_effect(words, asdict(p)), t(f"cli-source-{p.source}"), p.note)
                for p in (*card_set.parts, *(card_set.master_parts if master else ()),
                          *board_parts)
            ],
        )
    if kind is CardKind.orders:
        return table(
            "cli-cards-orders",
            ("id", "size", "stages", "total", "source", "note"),
            [
                (
                    o.id,
                    t(f"order-size-{o.size}"),
                    " | ".join(content.stage(words, s.chocolates, s.money) for s in o.stages),
                    t("cli-money", amount=sum(s.money for s in o.stages)),
                    t(f"cli-source-{o.source}"),
                    o.note,
                )
                for o in card_set.orders
            ],
        )
    if kind is CardKind.employees:
        return table(
            "cli-cards-employees",
            ("id", "store", "name", "ability", "source", "note"),
            [(e.id, t(f"store-{e.store}"), own.get(e.id, t(f"role-{e.role}")),
              content.ability(words, e.role), t(f"cli-source-{e.source}"), e.note)
             for e in (*card_set.employees, *(card_set.free_employees if master else ()))],
        )
    if kind is CardKind.stores:
        return table(
            "cli-cards-stores",
            ("id", "name", "colour", "side", "rule", "text", "source"),
            [
                (store.id,
                 own.get(store.id, words.catalog.maybe(f"store-{store.id}") or store.name),
                 t(f"colour-{store.colour}"), letter, t("terminal-store-rule", rule=side.rule),
                 content.store_side(words, side_row(side)),
                 t(f"cli-source-{side.source}"))
                for store in card_set.stores
                for letter, side in store.sides.items() if master or letter in ("A", "B")
            ],
        )
    return table(
        "cli-cards-solo",
        ("id", "type", "objectives", "special", "source", "note"),
        [
            (
                c.id,
                t(f"solo-type-{c.type}"),
                " | ".join(words.objective(box.to_json()) for box in c.objectives),
                words.catalog.join([t(f"order-size-{size}") for size in c.special_orders])
                or "-",
                t(f"cli-source-{c.source}"),
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
    kept = [i for i, key in enumerate(shown.keys) if notes or key != "note"]
    for i in kept:
        short = shown.keys[i] in ("id", "deck", "cost", "size", "side", "total", "source")
        table.add_column(shown.columns[i], overflow="fold", no_wrap=short)
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
