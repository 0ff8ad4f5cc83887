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


def card_label(card: Mapping[str, Any]) -> Text:
    """``W04 Weekly Target`` or ``D06 Demand · Monday`` (a Demand's reveal: setup or a day)."""
    text = Text(card["id"], style="bold")
    if card["type"] == "weekly_target":
        text.append(" Weekly Target")
        if card["special_orders"]:
            text.append(f" · special orders: {', '.join(card['special_orders'])}", style="dim")
    else:
        revealed = card.get("revealed", "")
        text.append(" Demand")
        text.append(" · initial" if revealed == "setup" else f" · {revealed}", style="dim")
    return text


def render_solo(view: View) -> Table:
    """The objectives panel: each box met or not and why, cards in the order they came."""
    solo = view["solo"]
    boxes = solo["objectives"]
    met = sum(1 for box in boxes if box["met"])
    table = Table(
        title=f"Factory Manager objectives: {met} of {len(boxes)} met",
        title_justify="left",
        caption=_caption(solo),
        caption_justify="left",
        padding=(0, 1),
    )
    table.add_column("card")
    table.add_column("", no_wrap=True)
    table.add_column("objective", ratio=1, overflow="fold")
    table.add_column("now", ratio=1, overflow="fold", style="grey62")
    words = EventRenderer(catalog("en"))
    cards = [solo["weekly_target"], *solo["demands"]]
    for card in cards:
        rows = [box for box in boxes if box["card"] == card["id"]]
        for index, box in enumerate(rows):
            mark = Text("✓ met", style="bold green") if box["met"] else Text("✗", style="bold red")
            table.add_row(
                card_label(card) if index == 0 else Text(""),
                mark,
                Text(words.objective(box["box"])),
                Text(words.render(box["why"])),
                end_section=index == len(rows) - 1,
            )
    return table


def _caption(solo: Mapping[str, Any]) -> str:
    hidden = solo["face_down_demands"]
    parts = [f"{hidden} Daily Demand{'s' if hidden != 1 else ''} face down"]
    if solo["chocolate_orders_delivered"]:
        parts.append("chocolate orders delivered: " + ", ".join(solo["chocolate_orders_delivered"]))
    if solo.get("unavailable_pair"):
        parts.append(f"pair {solo['unavailable_pair']} removed today")
    return " · ".join(parts)
