"""Chocolate Factory drawn from a seat's view (``docs/views.md``) with Rich, in the game's colours.

The common board (day, phase, the five Department Store tracks with their markers in arrival
order, today's packets, deck sizes) comes first, then every factory: the four conveyor tiles with
their chocolates between the four slots above and the four below (parts, costs, what they do, used
this shift), the store room, coal, money, today's employee and the Corner Shop orders with their
stage progress. The viewer's factory is drawn last, nearest the prompt, with their decision in
progress. In compact mode (the seat plays several actions in a row) the others' factories and
the parts of the board today's step does not need are left out, so that a run of many small
actions does not scroll the whole table by each time (``board`` draws it all).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from chocolatier.factory.rules import POSITIONS, SLOTS, Phase
from chocolatier.i18n import EventRenderer, content
from chocolatier.tui.renderers import RenderContext
from chocolatier.tui.solo_panel import render_solo

View = Mapping[str, Any]

#: Chocolates in stage order, each in a colour that darkens from raw bean to boxed.
KIND_STYLES: dict[str, str] = {
    "bean": "#c2a878",
    "cocoa": "#b5651d",
    "chunk": "#e8a33d",
    "finger": "#f2d16b",
    "caramel": "#d9822b",
    "nut": "#a8c256",
    "boxed": "bold #f06eaa",
}
#: Generic icons of part options and orders (any kind of that stage).
ICON_STYLES: dict[str, str] = {
    "bar": "#eebb55",
    "wrapped": "#c0a050",
    "refined": "white",
    "any": "white",
}
#: The Department Stores' colours (rules §6: brown, orange, grey, blue, green).
STORE_STYLES: dict[str, str] = {
    "palace": "#c08040",
    "fresh": "dark_orange",
    "salter": "grey70",
    "house": "dodger_blue1",
    "dunstan": "green3",
}
#: One colour per seat for markers and factory frames.
SEAT_STYLES: tuple[str, ...] = ("bright_cyan", "bright_magenta", "bright_yellow", "bright_red")
#: Spaces numbered above the store tracks (the tracks have 9 spaces).
TRACK_HEADER = 9
TOP = SLOTS[:POSITIONS]
BOTTOM = SLOTS[POSITIONS:]


def render_factory(view: View, ctx: RenderContext) -> RenderableType:
    """The whole table as ``ctx.seat`` sees it on a full-size terminal (:mod:`.factory_table`
    picks the small layout, which builds on this one); in compact mode (nobody else moved since
    the seat last saw the whole table, and the day and step are those of its previous screen)
    only the header, what today's step needs from the common board (the packets in the draft,
    the stores when delivering) and the seat's own factory."""
    factories = view["factories"]
    mine = factories[ctx.seat] if ctx.seat is not None else None
    phase = view["phase"]
    previous = ctx.previous
    # A new step or day changes the common board: draw it all even after one's own move.
    same_step = previous is not None and (previous["day"], previous["phase"]) == (
        view["day"],
        phase,
    )
    compact = ctx.compact and mine is not None and same_step
    parts: list[RenderableType] = [render_header(view, ctx)]
    if not compact or phase in (Phase.FULFIL, Phase.AGENT):
        parts.append(render_stores(view, ctx))
        if view.get("solo"):
            parts.append(render_solo(view, ctx.words))
    if phase == Phase.DRAFT:
        parts.append(render_packets(view, ctx))
    if not compact:
        parts.append(render_decks(view, ctx))
        parts += [render_one_factory(view, f, ctx) for f in factories if f is not mine]
    if mine is not None:
        parts.append(render_one_factory(view, mine, ctx))
    return Group(*parts)


# -- pieces -------------------------------------------------------------------------------------


def chocolates(pile: Mapping[str, int], words: EventRenderer) -> Text:
    """``{"bean": 2, "nut": 1}`` → "2 Beans · 1 Nut" in the chocolates' colours ("—" if empty)."""
    text = Text()
    for kind in sorted(pile, key=_kind_order):
        count = pile[kind]
        if count <= 0:
            continue
        if text:
            text.append(" · ", style="dim")
        text.append(content.counted(words, kind, count), style=KIND_STYLES.get(kind, ""))
    return text if text else Text("—", style="dim")


def icons(names: Sequence[str], words: EventRenderer) -> Text:
    """A part's or order's icons with repeats counted: ["bar", "bar"] → "2 Bars"."""
    text = Text()
    for name, count in content.counts(names).items():
        if text:
            text.append(" + ")
        style = KIND_STYLES.get(name) or ICON_STYLES.get(name, "")
        text.append(content.counted(words, name, count), style=style)
    return text


def part_effect(part: Mapping[str, Any], words: EventRenderer, inline: bool = False) -> Text:
    """What a part does: its options (one a line unless ``inline``), upgrade points, copies or
    the Chute."""
    if part["kind"] != "converter":
        return Text(content.part_effect(words, part))
    options = part["options"]
    text = Text()
    for number, option in enumerate(options, start=1):
        if number > 1:
            text.append("  " if inline else "\n")
        if len(options) > 1:
            text.append(f"{number}) ", style="dim")
        text.append_text(icons(option["inputs"], words))
        text.append(" → ")
        text.append_text(icons(option["outputs"], words))
    return text


def part_title(part: Mapping[str, Any], words: EventRenderer) -> Text:
    """A part's name, id and coal cost."""
    text = Text(words.catalog.maybe(f"part-{part['id']}") or part["name"], style="bold")
    if part["deck"] != "board":
        text.append(f" {part['id']}", style="dim")
    cost = part["cost"]
    t = words.catalog.text
    text.append("  " + (t("tui-cost", coal=cost) if cost else t("tui-free")), style="grey62")
    return text


def seat_style(seat: int) -> str:
    """The colour of ``seat``'s markers and frame."""
    return SEAT_STYLES[seat % len(SEAT_STYLES)]


def seat_name(seat: int, ctx: RenderContext) -> Text:
    """A seat's label in its colour."""
    return Text(ctx.labels[seat], style=seat_style(seat))


def store_name(store: Mapping[str, Any] | str, words: EventRenderer) -> Text:
    """A store (its view entry or its id) named in its colour."""
    store_id = store if isinstance(store, str) else store["id"]
    name = words.catalog.maybe(f"store-{store_id}")
    if name is None:
        name = store_id if isinstance(store, str) else store["name"]
    return Text(name, style=f"bold {STORE_STYLES.get(store_id, '')}")


def role_ability(role: str, words: EventRenderer) -> str:
    """What an employee does (the card's tooltip of the catalog)."""
    return content.ability(words, role)


# -- the common board --------------------------------------------------------------------------


def render_header(view: View, ctx: RenderContext) -> RenderableType:
    """Day, phase, start player, turn order and who is to act."""
    t = ctx.text
    text = Text()
    text.append(t("tui-day", day=t(f"day-{view['day']}"), number=view["day"], days=6),
                style="bold")
    text.append(" · ")
    phase = str(view["phase"])
    text.append(t(f"phase-{phase}"), style="bold underline")
    simultaneous = [key for key in ("run", "fulfil") if view.get(key) == "simultaneous"]
    if simultaneous:
        steps = ctx.words.catalog.join([t(f"tui-simultaneous-{key}") for key in simultaneous])
        text.append(" · " + t("tui-simultaneous", steps=steps), style="dim")
    text.append("\n" + t("tui-turn-order") + " ")
    for i, seat in enumerate(view["turn_order"]):
        if i:
            text.append(" → ")
        text.append_text(seat_name(seat, ctx))
    if view["to_act"]:
        text.append("\n" + t("tui-to-act") + " ")
        for i, seat in enumerate(view["to_act"]):
            if i:
                text.append(", ")
            text.append_text(seat_name(seat, ctx))
    return text


def render_stores(view: View, ctx: RenderContext) -> RenderableType:
    """The five Department Stores: side, what they take, and the 9-space track with markers."""
    t = ctx.text
    table = Table(title=t("tui-stores"), title_justify="left", expand=False, padding=(0, 1))
    table.add_column(t("tui-col-store"), overflow="fold")
    table.add_column(t("tui-col-takes"), ratio=1, overflow="fold")
    table.add_column(
        "".join(f"{space:<3}" for space in range(1, TRACK_HEADER + 1)).rstrip(), no_wrap=True
    )
    for store in view["stores"]:
        name = store_name(store, ctx.words)
        name.append(f" {store['side']}", style="dim")
        table.add_row(name, Text(content.store_side(ctx.words, store)), render_track(store))
    return table


def render_track(store: Mapping[str, Any]) -> Text:
    """A store track: one cell per space, seats by arrival (underneath first), ``·`` if empty."""
    markers: Sequence[int] = store["markers"]
    order: Sequence[int] = store["arrival_order"]
    text = Text()
    for space in range(1, store["track_length"] + 1):
        here = [seat for seat in order if markers[seat] == space]
        cell = Text()
        for seat in here:
            cell.append(str(seat + 1), style=f"bold {seat_style(seat)}")
        if not here:
            cell.append("·", style="dim")
        cell.pad_right(max(0, 3 - len(cell)))
        text.append_text(cell)
    return text


def employee_title(card: Mapping[str, Any], words: EventRenderer) -> Text:
    """An employee: its role, of its store (in the store's colour)."""
    t = words.catalog.text
    text = Text(t(f"role-{card['role']}"), style="bold")
    text.append(" " + t("tui-of") + " ")
    text.append_text(store_name(card["store"], words))
    return text


def render_packets(view: View, ctx: RenderContext) -> RenderableType:
    """Today's face-up packets of parts and of employees (taken ones dimmed), a card a row."""
    t = ctx.text
    words = ctx.words
    table = Table(title=t("tui-packets"), title_justify="left")
    # folded, never cut: a Chinese or Japanese ability has no space to wrap at
    table.add_column(t("tui-col-packet"), overflow="fold")
    table.add_column(t("tui-col-card"), overflow="fold")
    table.add_column(t("tui-col-does"), overflow="fold")
    for kind in ("parts", "employees"):
        for packet in view["packets"].get(kind, []):
            label = t(f"tui-packet-{kind}", packet=packet["packet"])
            if packet["taken"]:
                label += " " + t("tui-taken")
            for index, card in enumerate(packet["cards"]):
                if kind == "parts":
                    name, does = part_title(card, words), part_effect(card, words)
                else:
                    name = employee_title(card, words)
                    does = Text(role_ability(card["role"], words), style="grey62")
                table.add_row(
                    Text(label if index == 0 else ""),
                    name,
                    does,
                    style="dim strike" if packet["taken"] else "",
                    end_section=index == len(packet["cards"]) - 1,
                )
    return table


def packet_card(view: View, card_id: str) -> Mapping[str, Any] | None:
    """The card ``card_id`` of today's packets, if it is one."""
    for packets in view["packets"].values():
        for packet in packets:
            for card in packet["cards"]:
                if card["id"] == card_id:
                    return dict(card)
    return None


def render_decks(view: View, ctx: RenderContext) -> RenderableType:
    """Deck sizes (the only thing anyone may know about the decks)."""
    t = ctx.text
    decks = view["decks"]
    orders = decks["orders"]
    staff = ctx.words.catalog.join([t("tui-summary-track", store=t(f"store-{store}"), space=n)
                                    for store, n in decks["employees"].items()])
    return Text(
        t("tui-decks", a=decks["parts_a"], b=decks["parts_b"], small=orders["small"],
          medium=orders["medium"], large=orders["large"], staff=staff),
        style="dim",
    )


# -- a factory ---------------------------------------------------------------------------------


def render_one_factory(view: View, factory: Mapping[str, Any], ctx: RenderContext) -> Panel:
    """One seat's factory board with its orders, employee, store room and decision in progress."""
    t = ctx.text
    seat = factory["seat"]
    slots = {s["slot"]: s for s in factory["slots"]}
    grid = Table(show_header=False, box=None, padding=(0, 1), expand=True)
    grid.add_column(width=8, overflow="fold")
    for _ in range(4):
        grid.add_column(ratio=1, overflow="fold")  # a part's effect is folded, never cut
    assigned = factory.get("assigned_slot")
    grid.add_row(
        Text(t("tui-above"), style="dim"),
        *(_slot_cell(slots[s], factory, assigned, ctx.words) for s in TOP),
    )
    grid.add_row(
        Text(t("tui-conveyor"), style="dim"),
        *(_tile_cell(i, tile, ctx.words) for i, tile in enumerate(factory["tiles"], start=1)),
    )
    grid.add_row(
        Text(t("tui-below"), style="dim"),
        *(_slot_cell(slots[s], factory, assigned, ctx.words) for s in BOTTOM),
    )
    lines: list[RenderableType] = [grid, _status(view, factory, ctx.words),
                                   render_orders(factory, ctx.words)]
    if seat == ctx.seat and factory.get("pending"):
        lines.append(render_pending(view, factory["pending"], factory, ctx.words))
    title = seat_name(seat, ctx)
    title.append("  " + t("tui-factory-title", money=factory["money"], coal=factory["coal"]),
                 style="bold")
    mine = seat == ctx.seat
    return Panel(
        Group(*lines),
        title=title,
        title_align="left",
        border_style=f"{'bold ' if mine else ''}{seat_style(seat)}",
    )


def _slot_cell(
    slot: Mapping[str, Any], factory: Mapping[str, Any], assigned: Any, words: EventRenderer
) -> Text:
    t = words.catalog.text
    text = Text(f"{slot['slot']} ", style="dim")
    part = slot["part"]
    if part is None:
        text.append(t("tui-empty"), style="dim italic")
        return text
    text.append_text(part_title(part, words))
    if slot["used"]:
        text.append(" ✓" + t("tui-used"), style="yellow")
    if part["id"] == factory.get("new_part"):
        text.append(" " + t("tui-new"), style="green")
    if assigned == slot["slot"] and factory.get("employee"):
        text.append(" ⚙" + t(f"role-{factory['employee']['role']}"), style="cyan")
    text.append("\n")
    text.append_text(part_effect(part, words))
    return text


def _tile_cell(position: int, tile: Mapping[str, int], words: EventRenderer) -> Text:
    text = Text(f"[{position}] ", style="bold")
    text.append_text(chocolates(tile, words))
    return text


def _status(view: View, factory: Mapping[str, Any], words: EventRenderer) -> Text:
    t = words.catalog.text
    text = Text(t("tui-store-room") + " ")
    text.append_text(chocolates(factory["store_room"], words))
    employee = factory.get("employee")
    stores = {s["id"]: s for s in view["stores"]}
    text.append("\n" + t("tui-employee") + " ")
    if employee is None:
        text.append(t("tui-none"), style="dim")
    else:
        text.append_text(employee_title(employee, words))
        text.append(f" — {role_ability(employee['role'], words)}", style="grey62")
        if factory.get("employee_uses_left"):
            text.append(" " + t("tui-uses-left", count=factory["employee_uses_left"]))
    if view["phase"] == Phase.RUN and factory.get("shift"):
        text.append("\n" + t("tui-shift", shift=factory["shift"], shifts=factory["shifts_today"]))
    if factory.get("supplied_today"):
        own = employee and stores.get(employee["store"])
        once = bool(own and own.get("once_a_day"))
        text.append(" · " + t("tui-supplied-once" if once else "tui-supplied-more"), style="dim")
    if factory.get("finished_step") and view["phase"] in (Phase.RUN, Phase.FULFIL):
        text.append(" · " + t("tui-step-done"), style="dim")
    return text


def render_orders(factory: Mapping[str, Any], words: EventRenderer) -> Table:
    t = words.catalog.text
    table = Table(show_header=False, box=None, padding=(0, 1))
    table.add_column(style="bold")
    table.add_column()
    for order in factory["orders"]:
        table.add_row(f"{order['id']} ({t('order-size-' + order['size'])})",
                      order_stages(order, words))
    completed = factory.get("completed_count", 0)
    table.add_row(t("tui-completed"), Text(t("tui-completed-orders", count=completed)))
    return table


def order_stages(order: Mapping[str, Any], words: EventRenderer) -> Text:
    """A Corner Shop order's stages bottom to top: delivered ✓ (struck), the next one ▶."""
    stages = Text()
    for index, stage in enumerate(order["stages"]):
        if index:
            stages.append("  ")
        done = index < order["delivered"]
        marker = "✓ " if done else ("▶ " if index == order["delivered"] else "  ")
        stages.append(marker, style="green" if done else "bold")
        body = icons(stage["chocolates"], words)
        body.append(f" £{stage['money']}", style="bold green")
        if done:
            body.stylize("dim strike")
        stages.append_text(body)
    return stages


def render_pending(
    view: View, pending: Mapping[str, Any], factory: Mapping[str, Any], words: EventRenderer
) -> Text:
    """The viewer's decision in progress, in words."""
    t = words.catalog.text
    kind = pending.get("type")
    text = Text(t("tui-now"), style="bold reverse")
    text.append(" ")
    if kind == "place":
        card = packet_card(view, pending["part"])
        text.append(t("tui-pending-place") + " ")
        if card is not None:
            text.append_text(part_title(card, words))
            text.append("  ")
            text.append_text(part_effect(card, words, inline=True))
        else:
            text.append(words.part(str(pending["part"])))
    elif kind == "convert":
        text.append(t("tui-pending-convert", slot=pending["slot"], tile=pending["tile"]) + " ")
        text.append_text(icons([*pending["inputs_to_name"], *pending["outputs_to_name"]], words))
    elif kind == "upgrade":
        text.append(t("tui-pending-upgrade", tile=pending["tile"], slot=pending["slot"],
                      points=pending["points"]))
    elif kind == "copy":
        text.append(t("tui-pending-copy", tile=pending["tile"]))
    elif kind == "carry":  # a Master Chocolatier mover being operated
        text.append(t("tui-pending-carry", tile=pending["tile"]))
    elif kind == "deliver" and pending.get("chocolate_order"):
        text.append(t("tui-pending-deliver-card", card=pending["chocolate_order"]) + " ")
        text.append_text(icons(pending["icons_to_give"], words))
    elif kind == "deliver":
        order = factory["orders"][pending["order"]]
        text.append(t("tui-pending-deliver", order=order["id"], money=pending["money"]) + " ")
        text.append_text(icons(pending["icons_to_give"], words))
    elif kind == "supply" and pending.get("as_store"):  # Palace Boutique D (Master Chocolatier)
        text.append(t("tui-pending-supply-as", store=t(f"store-{pending['store']}"),
                      like=t(f"store-{pending['as_store']}")) + " ")
        text.append_text(icons(pending["chocolates"], words) if pending["chocolates"]
                         else Text("—"))
    elif kind == "supply":
        text.append(t("tui-pending-supply", store=t(f"store-{pending['store']}")) + " ")
        text.append_text(icons(pending["chocolates"], words) if pending["chocolates"]
                         else Text("—"))
    elif kind == "keep":
        text.append(t("tui-pending-keep", limit=pending["limit"], kept=pending["kept"]) + " ")
        text.append_text(chocolates(pending["pool"], words))
    elif kind == "pick_order":
        text.append(t("tui-pending-pick"))
        for order in pending["drawn"]:
            size = t(f"order-size-{order['size']}")
            text.append(f"\n  {order['id']} ({size}) ", style="bold")
            text.append_text(order_stages(order, words))
    else:
        text.append(str(kind))
    return text


def _kind_order(kind: str) -> int:
    order = list(KIND_STYLES)
    return order.index(kind) if kind in order else len(order)
