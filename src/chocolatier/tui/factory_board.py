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
#: What each employee does today, as a reminder (rules §7).
ROLE_HELP: dict[str, str] = {
    "director": "doubles the track movement at its own store today",
    "miner": "gift: +2 coal",
    "operator": "once: move a chocolate from a tile to another",
    "salesman": "+£1 per Corner Shop stage completed today",
    "clerk": "once: skip the current stage of a Corner Shop order",
    "decorator": "once: upgrade one chocolate on any tile",
    "mechanic": "its part costs half its coal (rounded up)",
    "corner_shop_agent": "once: a stage with any refined chocolates",
    "expert_miner": "gift: +4 coal",
    "expert_operator": "three times: move a chocolate between tiles",
    "dealer": "once: a stage with one chocolate fewer",
    "engineer": "4 shifts today",
    "supervisor": "every Load puts 2 Beans",
    "department_store_agent": "may supply one other store at Cleanup",
    "packer": "once: double every chocolate on a tile",
    "technician": "its part may also work on an adjacent tile (+1 coal)",
}
PHASES: dict[str, str] = {
    "draft": "Grow & Recruit (draft)",
    "run": "Run Factory",
    "fulfil": "Fulfil Orders",
    "agent": "Department Store Agents",
    "cleanup": "Cleanup",
    "over": "game over",
}
#: Spaces numbered above the store tracks (the tracks have 9 spaces).
TRACK_HEADER = 9
TOP = ("T1", "T2", "T3", "T4")
BOTTOM = ("B1", "B2", "B3", "B4")


def render_factory(view: View, ctx: RenderContext) -> RenderableType:
    """The whole table as ``ctx.seat`` sees it; in compact mode (nobody else moved since the seat
    last saw the whole table, and the day and step are those of its previous screen) only the
    header, what today's step needs from the common board (the packets in the draft, the stores
    when delivering) and the seat's own factory."""
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
    if not compact or phase in ("fulfil", "agent"):
        parts.append(render_stores(view, ctx))
        if view.get("solo"):
            parts.append(render_solo(view))
    if phase == "draft":
        parts.append(render_packets(view))
    if not compact:
        parts.append(render_decks(view))
        parts += [render_one_factory(view, f, ctx) for f in factories if f is not mine]
    if mine is not None:
        parts.append(render_one_factory(view, mine, ctx))
    return Group(*parts)


# -- pieces -------------------------------------------------------------------------------------


def chocolates(pile: Mapping[str, int]) -> Text:
    """``{"bean": 2, "nut": 1}`` → "2 bean · 1 nut" in the chocolates' colours ("—" if empty)."""
    text = Text()
    for kind in sorted(pile, key=_kind_order):
        count = pile[kind]
        if count <= 0:
            continue
        if text:
            text.append(" · ", style="dim")
        text.append(f"{count} {kind}", style=KIND_STYLES.get(kind, ""))
    return text if text else Text("—", style="dim")


def icons(names: Sequence[str]) -> Text:
    """A part's or order's icons with repeats counted: ["bar", "bar"] → "2 bar"."""
    text = Text()
    seen: list[str] = []
    for name in names:
        if name not in seen:
            seen.append(name)
    for name in seen:
        if text:
            text.append(" + ")
        count = names.count(name)
        style = KIND_STYLES.get(name) or ICON_STYLES.get(name, "")
        text.append(f"{count} {name}" if count > 1 else name, style=style)
    return text


def part_effect(part: Mapping[str, Any], inline: bool = False) -> Text:
    """What a part does: its options (one a line unless ``inline``), upgrade points, copies or
    the Chute."""
    kind = part["kind"]
    if kind == "upgrader":
        points = part["points"]
        return Text(f"{points} upgrade{'s' if points != 1 else ''}")
    if kind == "repeater":
        return Text(f"x{part['copies'] + 1}: copy one chocolate")
    if kind == "chute":
        return Text("→ store room, any number")
    options = part["options"]
    text = Text()
    for number, option in enumerate(options, start=1):
        if number > 1:
            text.append("  " if inline else "\n")
        if len(options) > 1:
            text.append(f"{number}) ", style="dim")
        text.append_text(icons(option["inputs"]))
        text.append(" → ")
        text.append_text(icons(option["outputs"]))
    return text


def part_title(part: Mapping[str, Any]) -> Text:
    """A part's name, id and coal cost."""
    text = Text(part["name"], style="bold")
    if part["deck"] != "board":
        text.append(f" {part['id']}", style="dim")
    cost = part["cost"]
    text.append(f"  {cost} coal" if cost else "  free", style="grey62")
    return text


def seat_style(seat: int) -> str:
    """The colour of ``seat``'s markers and frame."""
    return SEAT_STYLES[seat % len(SEAT_STYLES)]


def seat_name(seat: int, ctx: RenderContext) -> Text:
    """A seat's label in its colour."""
    return Text(ctx.labels[seat], style=seat_style(seat))


def store_name(store: Mapping[str, Any]) -> Text:
    """A store's name in its colour."""
    return Text(store["name"], style=f"bold {STORE_STYLES.get(store['id'], '')}")


# -- the common board --------------------------------------------------------------------------


def render_header(view: View, ctx: RenderContext) -> RenderableType:
    """Day, phase, start player, turn order and who is to act."""
    text = Text()
    text.append(f"{view['day_name']} (day {view['day']} of 6)", style="bold")
    text.append(" · ")
    phase = str(view["phase"])
    text.append(PHASES.get(phase, phase), style="bold underline")
    simultaneous = [name for key, name in (("run", "factories"), ("fulfil", "orders"))
                    if view.get(key) == "simultaneous"]
    if simultaneous:
        text.append(f" · simultaneous {' and '.join(simultaneous)}", style="dim")
    text.append("\nturn order: ")
    for i, seat in enumerate(view["turn_order"]):
        if i:
            text.append(" → ")
        text.append_text(seat_name(seat, ctx))
    if view["to_act"]:
        text.append("\nto act: ")
        for i, seat in enumerate(view["to_act"]):
            if i:
                text.append(", ")
            text.append_text(seat_name(seat, ctx))
    return text


def render_stores(view: View, ctx: RenderContext) -> RenderableType:
    """The five Department Stores: side, what they take, and the 9-space track with markers."""
    table = Table(title="Department Stores", title_justify="left", expand=False, padding=(0, 1))
    table.add_column("store")
    table.add_column("takes", ratio=1, overflow="fold")
    table.add_column(
        "".join(f"{space:<3}" for space in range(1, TRACK_HEADER + 1)).rstrip(), no_wrap=True
    )
    for store in view["stores"]:
        name = store_name(store)
        name.append(f" {store['side']}", style="dim")
        table.add_row(name, Text(store["text"]), render_track(store))
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


def render_packets(view: View) -> RenderableType:
    """Today's face-up packets of parts and of employees (taken ones dimmed), a card a row."""
    store_names = {s["id"]: s for s in view["stores"]}
    table = Table(title="Today's packets (take one, keep one card of it)", title_justify="left")
    table.add_column("packet")
    table.add_column("card")
    table.add_column("does")
    for kind in ("parts", "employees"):
        for packet in view["packets"].get(kind, []):
            label = f"{kind[:-1]} packet {packet['packet']}"
            if packet["taken"]:
                label += " (taken)"
            for index, card in enumerate(packet["cards"]):
                if kind == "parts":
                    name, does = part_title(card), part_effect(card)
                else:
                    name = Text(card["name"], style="bold")
                    name.append(" of ")
                    store = store_names.get(card["store"])
                    name.append_text(store_name(store) if store else Text(card["store"]))
                    does = Text(ROLE_HELP.get(card["role"], ""), style="grey62")
                    does.append(f"  [{card['id']}]", style="dim")
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


def render_decks(view: View) -> RenderableType:
    """Deck sizes (the only thing anyone may know about the decks)."""
    decks = view["decks"]
    orders = decks["orders"]
    staff = " ".join(f"{store} {n}" for store, n in decks["employees"].items())
    return Text(
        f"decks: parts A {decks['parts_a']} · B {decks['parts_b']} · orders small "
        f"{orders['small']} · medium {orders['medium']} · large {orders['large']} · "
        f"employees {staff}",
        style="dim",
    )


# -- a factory ---------------------------------------------------------------------------------


def render_one_factory(view: View, factory: Mapping[str, Any], ctx: RenderContext) -> Panel:
    """One seat's factory board with its orders, employee, store room and decision in progress."""
    seat = factory["seat"]
    slots = {s["slot"]: s for s in factory["slots"]}
    grid = Table(show_header=False, box=None, padding=(0, 1), expand=True)
    grid.add_column(width=8)
    for _ in range(4):
        grid.add_column(ratio=1)
    assigned = factory.get("assigned_slot")
    grid.add_row(
        Text("above", style="dim"), *(_slot_cell(slots[s], factory, assigned) for s in TOP)
    )
    grid.add_row(
        Text("conveyor", style="dim"),
        *(_tile_cell(i, tile) for i, tile in enumerate(factory["tiles"], start=1)),
    )
    grid.add_row(
        Text("below", style="dim"), *(_slot_cell(slots[s], factory, assigned) for s in BOTTOM)
    )
    lines: list[RenderableType] = [grid, _status(view, factory), _orders(factory)]
    if seat == ctx.seat and factory.get("pending"):
        lines.append(_pending(view, factory["pending"], factory))
    title = seat_name(seat, ctx)
    title.append(f"  £{factory['money']} · coal {factory['coal']}", style="bold")
    mine = seat == ctx.seat
    return Panel(
        Group(*lines),
        title=title,
        title_align="left",
        border_style=f"{'bold ' if mine else ''}{seat_style(seat)}",
    )


def _slot_cell(slot: Mapping[str, Any], factory: Mapping[str, Any], assigned: Any) -> Text:
    text = Text(f"{slot['slot']} ", style="dim")
    part = slot["part"]
    if part is None:
        text.append("empty", style="dim italic")
        return text
    text.append_text(part_title(part))
    if slot["used"]:
        text.append(" ✓used", style="yellow")
    if part["id"] == factory.get("new_part"):
        text.append(" new", style="green")
    if assigned == slot["slot"] and factory.get("employee"):
        text.append(f" ⚙{factory['employee']['name']}", style="cyan")
    text.append("\n")
    text.append_text(part_effect(part))
    return text


def _tile_cell(position: int, tile: Mapping[str, int]) -> Text:
    text = Text(f"[{position}] ", style="bold")
    text.append_text(chocolates(tile))
    return text


def _status(view: View, factory: Mapping[str, Any]) -> Text:
    text = Text("store room: ")
    text.append_text(chocolates(factory["store_room"]))
    employee = factory.get("employee")
    stores = {s["id"]: s for s in view["stores"]}
    text.append("\nemployee: ")
    if employee is None:
        text.append("none", style="dim")
    else:
        text.append(employee["name"], style="bold")
        store = stores.get(employee["store"])
        text.append(" of ")
        text.append_text(store_name(store) if store else Text(employee["store"]))
        text.append(f" — {ROLE_HELP.get(employee['role'], '')}", style="grey62")
        if factory.get("employee_uses_left"):
            text.append(f" ({factory['employee_uses_left']} use(s) left)")
    if view["phase"] == "run" and factory.get("shift"):
        text.append(f"\nshift {factory['shift']} of {factory['shifts_today']}")
    if factory.get("supplied_today"):
        own = employee and stores.get(employee["store"])
        if own and own.get("once_a_day"):
            text.append(" · Department Store supplied today (one delivery a day)", style="dim")
        else:
            text.append(" · Department Store supplied today (more deliveries allowed)",
                        style="dim")
    if factory.get("finished_step") and view["phase"] in ("run", "fulfil"):
        text.append(" · done with this step", style="dim")
    return text


def _orders(factory: Mapping[str, Any]) -> Table:
    table = Table(show_header=False, box=None, padding=(0, 1))
    table.add_column(style="bold")
    table.add_column()
    for order in factory["orders"]:
        table.add_row(f"{order['id']} ({order['size']})", order_stages(order))
    completed = factory.get("completed_count", 0)
    table.add_row("completed", Text(f"{completed} Corner Shop order(s)"))
    return table


def order_stages(order: Mapping[str, Any]) -> Text:
    """A Corner Shop order's stages bottom to top: delivered ✓ (struck), the next one ▶."""
    stages = Text()
    for index, stage in enumerate(order["stages"]):
        if index:
            stages.append("  ")
        done = index < order["delivered"]
        marker = "✓ " if done else ("▶ " if index == order["delivered"] else "  ")
        stages.append(marker, style="green" if done else "bold")
        body = icons(stage["chocolates"])
        body.append(f" £{stage['money']}", style="bold green")
        if done:
            body.stylize("dim strike")
        stages.append_text(body)
    return stages


def _pending(view: View, pending: Mapping[str, Any], factory: Mapping[str, Any]) -> Text:
    """The viewer's decision in progress, in words."""
    kind = pending.get("type")
    text = Text("now: ", style="bold reverse")
    text.append(" ")
    if kind == "place":
        card = packet_card(view, pending["part"])
        text.append("choose a slot for the new part ")
        if card is not None:
            text.append_text(part_title(card))
            text.append("  ")
            text.append_text(part_effect(card, inline=True))
        else:
            text.append(str(pending["part"]))
    elif kind == "convert":
        text.append(f"operating {pending['slot']} on tile {pending['tile']}; still to name: ")
        text.append_text(icons([*pending["inputs_to_name"], *pending["outputs_to_name"]]))
    elif kind == "upgrade":
        text.append(
            f"upgrading on tile {pending['tile']} with {pending['slot']}: "
            f"{pending['points']} point(s) left"
        )
    elif kind == "copy":
        text.append(f"choose the chocolate to copy on tile {pending['tile']}")
    elif kind == "deliver" and pending.get("chocolate_order"):
        text.append(f"delivering the chocolate order of {pending['chocolate_order']}; still to "
                    "give: ")
        text.append_text(icons(pending["icons_to_give"]))
    elif kind == "deliver":
        order = factory["orders"][pending["order"]]
        text.append(f"delivering a stage of {order['id']} (£{pending['money']}); still to give: ")
        text.append_text(icons(pending["icons_to_give"]))
    elif kind == "supply":
        text.append(f"supplying {pending['store']}; so far: ")
        text.append_text(icons(pending["chocolates"]) if pending["chocolates"] else Text("—"))
    elif kind == "keep":
        text.append(f"keep up to {pending['limit']} chocolates ({pending['kept']} kept) from: ")
        text.append_text(chocolates(pending["pool"]))
    elif kind == "pick_order":
        text.append("keep one of the drawn orders:")
        for order in pending["drawn"]:
            text.append(f"\n  {order['id']} ({order['size']}) ", style="bold")
            text.append_text(order_stages(order))
    else:
        text.append(str(kind))
    return text


def _kind_order(kind: str) -> int:
    order = list(KIND_STYLES)
    return order.index(kind) if kind in order else len(order)
