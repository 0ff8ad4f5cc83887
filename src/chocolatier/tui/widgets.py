"""Rich pieces shared by every game: the numbered list of legal actions, the final score table and
the outcome (winners, a solo game's objectives, why a game ended), worded by the catalogs."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from chocolatier.core.game import GameResult
from chocolatier.i18n import EventRenderer, catalog

#: Beyond this many legal actions the list drops the words and shows notation in columns.
COMPACT_AFTER = 24


@dataclass(frozen=True)
class ActionEntry:
    """One legal action as listed: its ``number`` (from 1), ``notation`` and words."""

    number: int
    notation: str
    text: str


def _english() -> EventRenderer:
    return EventRenderer(catalog("en"))


def render_actions(
    entries: Sequence[ActionEntry], words: EventRenderer | None = None
) -> RenderableType:
    """The numbered legal actions: number, words and notation (compact when there are many)."""
    t = (words or _english()).catalog.text
    title = t("tui-actions")
    if len(entries) > COMPACT_AFTER:
        return _compact_actions(entries, t(
            "tui-actions-many", title=title, count=len(entries), list=t("tui-cmd-list"),
            word=t("tui-arg-word"), hint=t("tui-cmd-hint")))
    table = Table(title=title, title_justify="left", show_header=True, header_style="dim")
    table.add_column("#", justify="right", style="bold cyan")
    table.add_column(t("tui-actions-action"))
    table.add_column(t("tui-actions-type"), style="green")
    for entry in entries:
        shown = entry.text if entry.text != entry.notation else ""
        table.add_row(str(entry.number), shown or entry.notation, entry.notation)
    return table


def _compact_actions(entries: Sequence[ActionEntry], title: str) -> RenderableType:
    table = Table.grid(padding=(0, 2))
    columns = 3 if len(entries) > 2 * COMPACT_AFTER else 2
    for _ in range(columns):
        table.add_column()
    rows = (len(entries) + columns - 1) // columns
    for r in range(rows):
        cells: list[RenderableType] = []
        for c in range(columns):
            i = c * rows + r
            if i < len(entries):
                cell = Text(f"{entries[i].number:>3}. ", style="bold cyan")
                cell.append(entries[i].notation)
                cells.append(cell)
            else:
                cells.append("")
        table.add_row(*cells)
    grid = Table.grid()
    grid.add_row(Text(title, style="italic"))
    grid.add_row(table)
    return grid


def category_name(words: EventRenderer, category: str) -> str:
    """A score category's name (``score-<key>``, a key's spaces written ``_``)."""
    key = category.replace(" ", "_")
    return words.catalog.maybe(f"score-{key}") or category.replace("_", " ")


def render_result(
    result: GameResult, labels: Sequence[str], words: EventRenderer | None = None
) -> RenderableType:
    """The final score breakdown: one row per scoring category, one column per player, ranked.

    Categories are rows because a game may have a dozen of them (Chocolate Factory: orders,
    majority, five stores, diversity, leftovers…) while it has at most five players.
    """
    words = words or _english()
    t = words.catalog.text
    categories: list[str] = []
    for part in result.breakdown:
        categories += [c for c in part if c not in categories]
    order = sorted(range(len(labels)), key=lambda s: (s not in result.winners, -result.scores[s]))
    table = Table(title=t("tui-final-score"), title_justify="left")
    table.add_column("")
    for seat in order:
        winner = seat in result.winners
        table.add_column(
            labels[seat] + (" ★" if winner else ""),
            justify="right",
            header_style="bold yellow" if winner else "bold",
        )
    for category in categories:
        table.add_row(
            category_name(words, category),
            *(str(result.breakdown[s].get(category, 0)) for s in order),
        )
    table.add_section()
    table.add_row(
        Text(t("tui-total"), style="bold"),
        *(Text(str(result.scores[s]), style="bold") for s in order),
    )
    return table


def render_outcome(
    result: GameResult, labels: Sequence[str], words: EventRenderer
) -> RenderableType:
    """The end of a game: the score table, why the game ended (Chocolatl), a solo game's
    objectives met or not, and who won."""
    t = words.catalog.text
    parts: list[RenderableType] = [render_result(result, labels, words)]
    details = result.details
    if details.get("end"):
        reasons = words.catalog.join([words.render(reason) for reason in details["end"]])
        parts.append(Text(t("tui-game-ended", reasons=reasons)))
    if "won" in details:
        parts.append(Text(t("tui-solo-won" if details["won"] else "tui-solo-lost"), style="bold"))
        parts.append(render_objectives(details.get("objectives", []), words))
    elif result.winners:
        winners = words.catalog.join([labels[seat] for seat in result.winners])
        parts.append(Text(t("tui-winners", players=winners, count=len(result.winners)),
                          style="bold yellow"))
    return Group(*parts)


def render_objectives(objectives: Sequence[Mapping[str, Any]], words: EventRenderer) -> Text:
    """A solo game's objectives, one a line: met or not, the card, the box and why."""
    t = words.catalog.text
    text = Text(t("tui-objectives") + "\n")
    for box in objectives:
        mark = (Text(t("tui-met-mark"), style="green") if box["met"]
                else Text(t("tui-unmet-mark"), style="red"))
        text.append("  ")
        text.append_text(mark)
        why = words.render(box["why"])
        text.append(f"  {box['card']}: {words.objective(box['box'])} — {why}\n")
    return text
