"""Chocolate Factory on a small terminal (80×24): one screen per decision.

Chosen by the session when the terminal is short (:data:`~chocolatier.tui.session.SMALL_HEIGHT`).
It keeps what the decision needs and drops the rest to ``board`` (the whole table, any time):
the header on one line; the stores' tracks only when delivering; today's packets not as a table
but each card beside its pick in the list of choices (:func:`take_detail`; an employee's ability
folds onto further lines, never cut); the others in one line each (not while picking a card);
the viewer's factory as its slots and tiles without the parts' effects (not while picking a card
nor delivering), one status line, and the Corner Shop orders only when delivering.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from chocolatier.factory.rules import Phase
from chocolatier.i18n import content
from chocolatier.tui.factory_board import (
    BOTTOM,
    TOP,
    chocolates,
    packet_card,
    part_effect,
    render_header,
    render_orders,
    render_pending,
    render_track,
    role_ability,
    seat_name,
    store_name,
)
from chocolatier.tui.renderers import RenderContext

View = Mapping[str, Any]


def render_factory_small(view: View, ctx: RenderContext) -> RenderableType:
    """The table as ``ctx.seat`` sees it, in as few lines as the decision allows."""
    factories = view["factories"]
    mine = factories[ctx.seat] if ctx.seat is not None else None
    phase = view["phase"]
    header = render_header(view, ctx)
    assert isinstance(header, Text)
    # the turn order is the header's second line: left to `board`
    lines = header.split("\n")
    parts: list[RenderableType] = [Text(" · ").join([lines[0], *lines[2:]])]
    if phase in (Phase.FULFIL, Phase.AGENT):
        parts.append(_stores(view, ctx))
    # while picking a card the list is long (every card with its text): the factories are
    # left to `board`
    picking = mine is not None and phase == Phase.DRAFT and not mine.get("pending")
    if not picking:
        parts += [_seat_line(view, f, ctx) for f in factories if f is not mine]
    if mine is not None and not picking:
        parts.append(_my_factory(view, mine, ctx))
    return Group(*parts)


def _stores(view: View, ctx: RenderContext) -> Table:
    """The stores' tracks, a store a line (what each takes: ``board``)."""
    table = Table.grid(padding=(0, 1))
    table.add_column(overflow="fold")
    table.add_column(no_wrap=True)
    for store in view["stores"]:
        name = store_name(store, ctx.words)
        name.append(f" {store['side']}", style="dim")
        table.add_row(name, render_track(store))
    return table


def take_detail(view: View, event: Mapping[str, Any], ctx: RenderContext) -> Text | None:
    """A draft pick as the list shows it on a small terminal, where the packets are not drawn:
    the card, with a part's cost and effect or an employee's store and whole ability."""
    if event.get("code") != "factory-take":
        return None
    card = packet_card(view, str(event["card"]))
    if card is None:
        return None
    words = ctx.words
    t = words.catalog.text
    if event.get("card_type") == "employee":
        text = Text(t(f"role-{card['role']}"), style="bold")
        text.append(" · ")
        text.append_text(store_name(card["store"], words))
        text.append(" — " + role_ability(card["role"], words), style="grey62")
        return text
    text = Text(words.catalog.maybe(f"part-{card['id']}") or card["name"], style="bold")
    cost = card["cost"]
    text.append("  " + (t("tui-cost", coal=cost) if cost else t("tui-free")), style="grey62")
    text.append("  ")
    text.append_text(part_effect(card, words, inline=True))
    return text


def _seat_line(view: View, factory: Mapping[str, Any], ctx: RenderContext) -> Text:
    """Another seat in one line: money, coal, store room, employee."""
    text = seat_name(factory["seat"], ctx)
    employee = factory.get("employee")
    text.append(" " + ctx.text(
        "terminal-small-seat", money=factory["money"], coal=factory["coal"],
        room=content.pile(ctx.words, factory["store_room"]),
        employee=ctx.text(f"role-{employee['role']}") if employee else ctx.text("tui-none")))
    return text


def _my_factory(view: View, factory: Mapping[str, Any], ctx: RenderContext) -> RenderableType:
    """The viewer's slots (part names, used marks), tiles, status and decision in progress."""
    words = ctx.words
    slots = {s["slot"]: s for s in factory["slots"]}
    grid = Table.grid(padding=(0, 1), expand=True)
    for _ in range(4):
        grid.add_column(ratio=1, overflow="fold")
    grid.add_row(*(_slot(slots[s], ctx) for s in TOP))
    grid.add_row(*(_tile(i, tile, ctx) for i, tile in enumerate(factory["tiles"], start=1)))
    grid.add_row(*(_slot(slots[s], ctx) for s in BOTTOM))
    lines: list[RenderableType] = [_seat_line(view, factory, ctx)]
    if view["phase"] in (Phase.FULFIL, Phase.AGENT):
        # deliveries come from the store room: the orders matter, the conveyor does not
        lines.append(render_orders(factory, words))
    else:
        lines.append(grid)
    if factory.get("pending"):
        lines.append(render_pending(view, factory["pending"], factory, words))
    return Group(*lines)


def _slot(slot: Mapping[str, Any], ctx: RenderContext) -> Text:
    text = Text(f"{slot['slot']} ", style="dim")
    part = slot["part"]
    if part is None:
        text.append("—", style="dim")
        return text
    text.append(ctx.words.catalog.maybe(f"part-{part['id']}") or part["name"], style="bold")
    if slot["used"]:
        text.append(" ✓", style="yellow")
    return text


def _tile(position: int, tile: Mapping[str, int], ctx: RenderContext) -> Text:
    text = Text(f"[{position}] ", style="bold")
    text.append_text(chocolates(tile, ctx.words))
    return text
