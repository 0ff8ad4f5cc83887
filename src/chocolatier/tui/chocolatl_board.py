"""Chocolatl drawn from a seat's view (``chocolatl/view.py``) with Rich.

The six stations in resolution order with what each pays this round and every player's bid cards
(face-up values, ``▮`` for a face-down card, the viewer's own face-down cards in brackets), the
players (score, disc height, Hero King, Old Man, markers, huts, black dice), the pyramid by layers,
the viewer's hand and altar, and the latest events of the game's log. In compact mode (the viewer
is placing several cards in a row, nobody else moved and nothing was resolved) only the stations
and the hand are drawn.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from chocolatier.tui.renderers import RenderContext

View = Mapping[str, Any]

#: One colour per seat (up to five players).
SEAT_STYLES: tuple[str, ...] = (
    "bright_cyan",
    "bright_magenta",
    "bright_yellow",
    "bright_red",
    "bright_green",
)
#: The score-track colours that choose the bidding mode.
MODE_STYLES: dict[str, str] = {"red": "bold red", "gold": "bold yellow", "green": "bold green"}
#: How many of the game's latest log lines are shown when nothing is new.
LOG_LINES = 8
#: At most this many new log lines are shown at once (a whole round is about 30).
MAX_NEW_LINES = 40


def render_chocolatl(view: View, ctx: RenderContext) -> RenderableType:
    """The table as ``ctx.seat`` sees it (stations and hand only when ``ctx.compact``)."""
    me = view["players"][ctx.seat] if ctx.seat is not None else None
    if ctx.small:
        return render_small(view, me, ctx)
    previous = ctx.previous
    # Stations resolve when the last bid arrives, often one's own: new events need the whole table.
    nothing_new = previous is not None and len(previous["log"]) == len(view["log"])
    parts: list[RenderableType] = [render_header(view, ctx), render_stations(view, ctx)]
    if not (ctx.compact and nothing_new and me is not None):
        parts += [render_players(view, ctx), render_pyramid(view, ctx), render_log(view, ctx)]
    if me is not None:
        parts.append(render_hand(me, ctx))
    return Group(*parts)


#: The game's latest events a small terminal shows (``log`` at the prompt shows more).
SMALL_LOG_LINES = 1


def render_small(view: View, me: Mapping[str, Any] | None, ctx: RenderContext) -> Group:
    """The table in few lines, for a small terminal: the header, a station a line (its reward
    and everyone's cards), the scores, the latest events and the hand (``board`` draws the
    whole table)."""
    stations = Table.grid(padding=(0, 1))
    stations.add_column(style="bold", no_wrap=True)
    stations.add_column(ratio=1, overflow="fold")
    for _player in view["players"]:
        stations.add_column(justify="center", no_wrap=True)
    stations.add_row("", "", *(Text(str(p["seat"] + 1), style=SEAT_STYLES[p["seat"] % 4])
                               for p in view["players"]))
    for station in view["stations"]:
        sid = station["id"]
        title = Text(ctx.text(f"station-{sid}"))
        if sid == view.get("station"):
            title.stylize("reverse")
        stations.add_row(title, station_reward(view, sid, ctx),
                         *(bid_cell(p["bids"][sid]) for p in view["players"]))
    # the scores only, in one line (the rest of each player's holdings: `board`)
    players = Text()
    for player in view["players"]:
        if player["seat"]:
            players.append(" · ")
        # the seat's number, as the stations' columns head it
        players.append(ctx.text("player-n", n=player["seat"] + 1),
                       style=SEAT_STYLES[player["seat"] % len(SEAT_STYLES)])
        players.append(" " + ctx.text("terminal-small-chocolatl-score", score=player["score"]))
    parts: list[RenderableType] = [render_header(view, ctx, short=True), stations, players]
    log: Sequence[Mapping[str, Any]] = view["log"]
    seen = len(ctx.previous["log"]) if ctx.previous is not None else len(log)
    for line in log[seen:][-SMALL_LOG_LINES:]:
        parts.append(Text("  " + ctx.words.render(line), style="italic"))
    if me is not None:
        parts.append(render_hand(me, ctx))
    return Group(*parts)


def seat_name(seat: int, ctx: RenderContext) -> Text:
    """A seat's label in its colour."""
    return Text(ctx.labels[seat], style=SEAT_STYLES[seat % len(SEAT_STYLES)])


def render_header(view: View, ctx: RenderContext, short: bool = False) -> Text:
    """Round, bidding mode and the current step (and, unless ``short``, the station resolving
    and the next round's mode as the leader's space tells it)."""
    t = ctx.text
    text = Text()
    if view["round"] == 0:
        text.append(t("tui-before-round-1"), style="bold")
    else:
        text.append(t("tui-round", round=view["round"], rounds=view["rounds"]), style="bold")
        mode = view["mode"]
        text.append(" · ")
        text.append(t(f"mode-{mode}"), style=MODE_STYLES.get(mode, "bold"))
    text.append(" · " + t("tui-step") + " ")
    step = str(view["phase"])
    text.append(t(f"step-{step}"), style="bold underline")
    if view.get("station") and not short:  # short: the stations' table highlights it
        text.append(" · " + t(f"station-{view['station']}"))
    colour = view.get("leader_colour")
    if colour and not short:
        text.append(" · " + t("tui-next-mode") + " ")
        text.append(t(f"mode-{colour}"), style=MODE_STYLES.get(colour, ""))
    return text


def render_stations(view: View, ctx: RenderContext) -> Table:
    """The six stations: what they give this round and each player's cards on them."""
    t = ctx.text
    table = Table(title=t("tui-stations"), title_justify="left")
    table.add_column(t("tui-col-station"), style="bold")
    table.add_column(t("tui-col-gives"))
    players = view["players"]
    for player in players:
        table.add_column(seat_name(player["seat"], ctx), justify="center")
    for station in view["stations"]:
        sid = station["id"]
        title = Text(t(f"station-{sid}"))
        if sid == view.get("station"):
            title.stylize("reverse")
        table.add_row(
            title,
            station_reward(view, sid, ctx),
            *(bid_cell(p["bids"][sid]) for p in players),
        )
    return table


def station_reward(view: View, station: str, ctx: RenderContext) -> Text:
    """What a station pays this round, from the view."""
    t = ctx.text
    if station == "temple":
        return Text(t("tui-reward-temple"))
    if station == "field":
        dice = view["harvest"]
        return Text(t("tui-reward-field", dice=" ".join(map(str, dice)) if dice else "—"))
    if station == "village":
        village = view["village"]
        return Text(t("tui-reward-village", die="true" if village["black_die"] else "false",
                      huts=village["huts_left"]))
    if station == "pyramid":
        pyramid = view["pyramid"]
        return Text(t("tui-reward-pyramid", placed=pyramid["placed"], size=pyramid["size"]))
    if station == "kitchen":
        kitchen = view["kitchen"]
        values = kitchen["values"]
        marker = min(kitchen["marker"], len(values) - 1)
        high, low = values[marker]
        return Text(t("tui-reward-kitchen", high=high, low=low))
    # Tlachtli: the face-up reward card of each stack, or points once a stack is empty
    gifts = []
    for place, stack in enumerate(view["tlachtli"], start=1):
        if stack["face_up"] is not None:
            gifts.append(t("tui-reward-tlachtli-card", place=place, value=stack["face_up"],
                           left=stack["left"]))
        else:
            gifts.append(t("tui-reward-tlachtli-points", place=place,
                           points=stack["points_when_empty"]))
    return Text(" · ".join(gifts))


def bid_cell(bid: Mapping[str, Any]) -> Text:
    """A player's cards on a station: face-up values, ``▮`` face down, own hidden in brackets."""
    text = Text()
    for value in bid["face_up"]:
        text.append(f"{value} ", style="bold")
    mine: Sequence[int] = bid.get("mine") or []
    if mine:
        text.append("[" + " ".join(map(str, mine)) + "]", style="cyan")
    else:
        text.append("▮" * bid["face_down"], style="dim")
    return text if text else Text("·", style="dim")


def render_players(view: View, ctx: RenderContext) -> Table:
    """Scores and holdings, with each disc's place on its space (on equal scores the higher disc
    wins ties)."""
    t = ctx.text
    table = Table(title=t("tui-players"), title_justify="left")
    for column in ("player", "score", "disc", "markers", "huts", "dice", "cards", "altar"):
        table.add_column(t(f"tui-col-{column}"), justify="left" if column == "player" else "right")
    for player in view["players"]:
        name = seat_name(player["seat"], ctx)
        if player["hero_king"]:
            name.append(" ♛" + t("item-hero-king"), style="bold yellow")
        if player["old_man"]:
            name.append(" ☹" + t("item-old-man"), style="bold red")
        if player["to_act"]:
            name.append(" …", style="dim")
        altar = player["altar"]
        table.add_row(
            name,
            str(player["score"]),
            str(player["disc"]),
            str(player["markers"]),
            str(player["huts"]),
            str(player["black_dice"]),
            str(player["hand_size"]),
            (" ".join(map(str, altar)) or "—")
            if altar is not None
            else "▮" * player["altar_count"],
        )
    return table


def render_pyramid(view: View, ctx: RenderContext) -> Text:
    """The pyramid, top layer first: each built space shows its owner's player number."""
    text = Text(ctx.text("tui-pyramid") + "\n", style="bold")
    for layer in reversed(view["pyramid"]["layers"]):
        text.append(" " * (2 * (5 - layer["size"])) + "  ")
        for index in range(layer["size"]):
            if index < len(layer["markers"]):
                seat = layer["markers"][index]
                text.append(f"[{seat + 1}]", style=SEAT_STYLES[seat % len(SEAT_STYLES)])
            else:
                text.append("[ ]", style="dim")
            text.append(" ")
        text.append(f"  +{layer['value']}\n", style="dim")
    return text


def render_log(view: View, ctx: RenderContext) -> Text:
    """The game's events since the seat's previous screen (or the latest ones), seats named as on
    the rest of the screen."""
    log: Sequence[Mapping[str, Any]] = view["log"]
    words = ctx.words
    seen = len(ctx.previous["log"]) if ctx.previous is not None else len(log)
    lines = log[seen:] if seen < len(log) else log[-LOG_LINES:]
    title = ctx.text("tui-log-new" if seen < len(log) else "tui-log-latest")
    text = Text(title + "\n", style="bold")
    for line in lines[-MAX_NEW_LINES:]:
        text.append("  " + words.render(line) + "\n", style="italic")
    return text


def render_hand(player: Mapping[str, Any], ctx: RenderContext) -> Text:
    """The viewer's hand and altar."""
    t = ctx.text
    text = Text(t("tui-hand") + " ", style="bold")
    hand = player["hand"] or []
    text.append(" ".join(map(str, hand)) if hand else "—", style="bold cyan")
    altar = player["altar"] or []
    text.append("   " + t("tui-altar") + " ", style="bold")
    text.append(" ".join(map(str, altar)) if altar else "—")
    if player.get("dice_choice") is not None:
        text.append("   " + t("tui-rolling", count=player["dice_choice"]))
    return text
