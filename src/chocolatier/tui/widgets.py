"""Rich pieces shared by every game: the numbered list of legal actions and the score table."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rich.console import RenderableType
from rich.table import Table
from rich.text import Text

from chocolatier.core.game import GameResult

#: Beyond this many legal actions the list drops the words and shows notation in columns.
COMPACT_AFTER = 24


@dataclass(frozen=True)
class ActionEntry:
    """One legal action as listed: its ``number`` (from 1), ``notation`` and words."""

    number: int
    notation: str
    text: str


def render_actions(entries: Sequence[ActionEntry], title: str = "Your choices") -> RenderableType:
    """The numbered legal actions: number, words and notation (compact when there are many)."""
    if len(entries) > COMPACT_AFTER:
        return _compact_actions(entries, title)
    table = Table(title=title, title_justify="left", show_header=True, header_style="dim")
    table.add_column("#", justify="right", style="bold cyan")
    table.add_column("action")
    table.add_column("type", style="green")
    for entry in entries:
        words = entry.text if entry.text != entry.notation else ""
        table.add_row(str(entry.number), words or entry.notation, entry.notation)
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
    heading = Text(f"{title} ({len(entries)}; type `list WORD` to narrow, `hint` for advice)")
    heading.stylize("italic")
    grid = Table.grid()
    grid.add_row(heading)
    grid.add_row(table)
    return grid


def render_result(result: GameResult, labels: Sequence[str]) -> RenderableType:
    """The final score breakdown: one row per scoring category, one column per player, ranked.

    Categories are rows because a game may have a dozen of them (Chocolate Factory: orders,
    majority, five stores, diversity, leftovers…) while it has at most five players.
    """
    categories: list[str] = []
    for part in result.breakdown:
        categories += [c for c in part if c not in categories]
    order = sorted(range(len(labels)), key=lambda s: (s not in result.winners, -result.scores[s]))
    table = Table(title="Final score", title_justify="left")
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
            category.replace("_", " "), *(str(result.breakdown[s].get(category, 0)) for s in order)
        )
    table.add_section()
    table.add_row(
        Text("total", style="bold"), *(Text(str(result.scores[s]), style="bold") for s in order)
    )
    return table
