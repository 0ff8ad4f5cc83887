"""The Factory Manager panel of a solo game (rules §9), drawn from the view's ``solo`` section.

Every objective box of the face-up cards, one a row under its card (the Weekly Target first,
then the Demands with the day each was revealed), met ✓ or not ✗ as the end-of-game check would
judge it now, with the reason in words (what was spent, or what is missing); below, how many
Daily Demands are still face down and which chocolate orders were delivered. It answers the
solo player's only question: what is still missing to win.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rich.table import Table
from rich.text import Text

from chocolatier.i18n import EventRenderer, catalog

View = Mapping[str, Any]


def card_label(card: Mapping[str, Any], words: EventRenderer) -> Text:
    """``W04 Weekly Target`` or ``D06 Demand · Monday`` (a Demand's reveal: setup or a day)."""
    t = words.catalog.text
    text = Text(card["id"], style="bold")
    text.append(" " + t(f"solo-type-{card['type']}"))
    if card["type"] == "weekly_target":
        if card["special_orders"]:
            sizes = words.catalog.join([t(f"order-size-{s}") for s in card["special_orders"]])
            text.append(" · " + t("tui-solo-special", sizes=sizes), style="dim")
    else:
        revealed = card.get("revealed", "")
        when = t("tui-solo-initial") if revealed == "setup" else _day(revealed, words)
        text.append(f" · {when}", style="dim")
    return text


def _day(revealed: Any, words: EventRenderer) -> str:
    """The day a Demand was revealed: a day number, or (older views) the English day name."""
    names = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday")
    number = revealed if isinstance(revealed, int) else (
        names.index(revealed) + 1 if revealed in names else None)
    return words.catalog.text(f"day-{number}") if number else str(revealed)


def render_solo(view: View, words: EventRenderer | None = None) -> Table:
    """The objectives panel: each box met or not and why, cards in the order they came."""
    words = words or EventRenderer(catalog("en"))
    t = words.catalog.text
    solo = view["solo"]
    boxes = solo["objectives"]
    met = sum(1 for box in boxes if box["met"])
    table = Table(
        title=t("tui-solo-title", met=met, total=len(boxes)),
        title_justify="left",
        caption=_caption(solo, words),
        caption_justify="left",
        padding=(0, 1),
    )
    table.add_column(t("tui-solo-card"))
    table.add_column("", no_wrap=True)
    table.add_column(t("tui-solo-objective"), ratio=1, overflow="fold")
    table.add_column(t("tui-solo-now"), ratio=1, overflow="fold", style="grey62")
    cards = [solo["weekly_target"], *solo["demands"]]
    for card in cards:
        rows = [box for box in boxes if box["card"] == card["id"]]
        for index, box in enumerate(rows):
            mark = (Text(t("tui-met-mark"), style="bold green") if box["met"]
                    else Text("✗", style="bold red"))
            table.add_row(
                card_label(card, words) if index == 0 else Text(""),
                mark,
                Text(words.objective(box["box"])),
                Text(words.render(box["why"])),
                end_section=index == len(rows) - 1,
            )
    return table


def _caption(solo: Mapping[str, Any], words: EventRenderer) -> str:
    t = words.catalog.text
    parts = [t("tui-solo-face-down", count=solo["face_down_demands"])]
    if solo["chocolate_orders_delivered"]:
        parts.append(t("tui-solo-delivered", cards=", ".join(solo["chocolate_orders_delivered"])))
    if solo.get("unavailable_pair"):
        parts.append(t("tui-solo-pair", pair=solo["unavailable_pair"]))
    return " · ".join(parts)
