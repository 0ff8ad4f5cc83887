"""How the reports of the simulation room (tournament and balance plots, ``balance.md``) and the
tables of ``analyze`` name things in the run's language: money sources, score categories,
cards, games; and the one line that says when the plots cannot draw Chinese or Japanese."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

import typer

from chocolatier.commands.common import say, words

if TYPE_CHECKING:
    from chocolatier.sim.words import ReportWords


def register(app: typer.Typer) -> None:
    """This module adds no command."""


def report_words() -> ReportWords:
    """The words of this run's language for the reports (``--lang``)."""
    from chocolatier.i18n import EventRenderer
    from chocolatier.sim.words import ReportWords
    from chocolatier.tui.widgets import category_name

    names = EventRenderer(words())
    return ReportWords(
        lang=words().lang,
        text=words().text,
        source=source_name,
        category=lambda category: category_name(names, category),
        card=card_name,
        game=lambda game: words().maybe(f"game-{game}") or game,
    )


def source_name(source: str) -> str:
    """A source of money (``corner shops``) in words."""
    return words().maybe(f"cli-source-{source.replace(' ', '-')}") or source


def card_name(card: Mapping[str, Any]) -> str:
    """A card's name in the run's language (the default cards; a replaced card keeps its own)."""
    from chocolatier.factory.cards import load_card_set

    catalog = words()
    cards = load_card_set()
    kind, card_id = card.get("kind"), card["card"]
    if kind == "part":
        return catalog.maybe(f"part-{card_id}") or str(card.get("name", card_id))
    roles = {e.id: e.role for e in (*cards.employees, *cards.free_employees)}
    sizes = {o.id: o.size for o in cards.orders}
    if kind == "employee" and card_id in roles:
        return catalog.text(f"role-{roles[card_id]}")
    if kind == "order" and card_id in sizes:
        return catalog.text(f"order-size-{sizes[card_id]}")
    if kind == "store side":  # palace-C
        store, _, letter = card_id.rpartition("-")
        side = f"{catalog.text('term-side')} {letter}"
        return f"{catalog.text(f'store-{store}')} ({side})"
    return str(card.get("name", ""))


def check_plot_fonts() -> None:
    """Before plots are drawn: one line on stderr when this language's font is missing (the
    plots then draw its characters as empty boxes), naming what to install."""
    from chocolatier.sim.plotfonts import CJK_FAMILIES, CJK_PACKAGE, font_missing

    if font_missing(words().lang):
        typer.echo(say("report-font-missing", font=CJK_FAMILIES[words().lang],
                       package=CJK_PACKAGE), err=True)
