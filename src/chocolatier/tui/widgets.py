"""Rich pieces shared by every game: the numbered list of legal actions, the final score table and
the outcome (winners, a solo game's objectives, why a game ended), worded by the catalogs."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from rich.columns import Columns
from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from chocolatier.core.game import GameResult
from chocolatier.i18n import EventRenderer, catalog

#: Beyond this many legal actions the list drops the words and shows notation in columns.
COMPACT_AFTER = 24


@dataclass(frozen=True)
class ActionEntry:
    """One legal action as listed: its ``number`` (from 1), ``notation`` and words, and the
    move's ``event`` (code and parameters) when a list lays moves out by what they are."""

    number: int
    notation: str
    text: str
    event: Mapping[str, Any] | None = None
    # the move in more words than ``text``, shown instead (a small terminal's draft: the card)
    detail: Text | None = None


def _english() -> EventRenderer:
    return EventRenderer(catalog("en"))


def render_actions(
    entries: Sequence[ActionEntry], words: EventRenderer | None = None, small: bool = False
) -> RenderableType:
    """The numbered legal actions: number, words and notation; many of them (or any on a
    ``small`` terminal) in words only, laid out compactly; bids as a grid of stations by cards."""
    words = words or _english()
    t = words.catalog.text
    title = t("tui-actions")
    many = t("tui-actions-many", title=title, count=len(entries), list=t("tui-cmd-list"),
             word=t("tui-arg-word"), hint=t("tui-cmd-hint"))
    if (len(entries) > COMPACT_AFTER or small) and _all_bids(entries):
        return _bid_grid(entries, words, many, explained=not small)
    if any(entry.detail is not None for entry in entries):
        return _detailed_actions(entries)
    if len(entries) > COMPACT_AFTER or small:
        return _compact_actions(entries, many if len(entries) > COMPACT_AFTER else title)
    table = Table(title=title, title_justify="left", show_header=True, header_style="dim")
    table.add_column("#", justify="right", style="bold cyan")
    table.add_column(t("tui-actions-action"))
    table.add_column(t("tui-actions-type"), style="green")
    for entry in entries:
        shown = entry.text if entry.text != entry.notation else ""
        table.add_row(str(entry.number), shown or entry.notation, entry.notation)
    return table


def _compact_actions(entries: Sequence[ActionEntry], title: str) -> RenderableType:
    """The actions in words, numbered, as many to a line as the width takes (the notation is
    still understood when typed)."""
    cells = []
    for entry in entries:
        cell = Text(f"{entry.number:>3}. ", style="bold cyan")
        cell.append(entry.text or entry.notation)
        cells.append(cell)
    return Group(Text(title, style="italic"), Columns(cells, padding=(0, 2), column_first=True))


def _detailed_actions(entries: Sequence[ActionEntry]) -> RenderableType:
    """An action a line in its detailed words, folded onto further lines and never cut."""
    table = Table.grid(padding=(0, 1))
    table.add_column(justify="right", style="bold cyan", no_wrap=True)
    table.add_column(overflow="fold")
    for entry in entries:
        text = entry.detail if entry.detail is not None else Text(entry.text or entry.notation)
        table.add_row(f"{entry.number}.", text)
    return table


def _all_bids(entries: Sequence[ActionEntry]) -> bool:
    return all(e.event is not None and e.event.get("code") == "chocolatl-bid" for e in entries)


def _bid_grid(entries: Sequence[ActionEntry], words: EventRenderer, title: str,
              explained: bool = True) -> RenderableType:
    """Chocolatl's bids (up to 72 at once in a red round) as a grid: a row per station, a
    column per card, each cell the number to type; worded, a few lines high, with its title
    and explained unless the terminal is small."""
    stations: dict[str, dict[int, int]] = {}
    for entry in entries:
        assert entry.event is not None
        station, value = str(entry.event["station"]), int(entry.event["value"])
        stations.setdefault(station, {})[value] = entry.number
    values = sorted({value for numbers in stations.values() for value in numbers})
    table = Table(box=None, padding=(0, 1), show_edge=False, header_style="dim")
    table.add_column(words.catalog.text("terminal-bid-grid-corner"), style="bold",
                     overflow="fold")
    for value in values:
        table.add_column(str(value), justify="right", style="cyan")
    for station, numbers in stations.items():
        table.add_row(words.catalog.text(f"station-{station}"),
                      *(str(numbers.get(value, "")) for value in values))
    if not explained:  # a small terminal: the grid's headings say enough
        return table
    hint = words.catalog.text("terminal-bid-grid-how")
    return Group(Text(title, style="italic"), table, Text(hint, style="dim"))


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
