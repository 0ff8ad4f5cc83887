"""Pick the renderer of a game's view; the generic one works for any game.

A renderer turns one seat's view (the JSON-ready dict of :meth:`State.view`, which already hides
what the seat may not see) into a Rich renderable. Games without a dedicated renderer, and views a
renderer cannot read (a newer engine, say), fall back to the position summary so that play always
goes on.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.text import Text


@dataclass(frozen=True)
class RenderContext:
    """What a renderer knows besides the view: whose screen it is, the players' labels, the
    position summary (for the generic renderer), whether it may draw only the viewer's part
    (``compact``: nobody else moved since the seat last saw the whole table) and the view the
    seat was shown last time (``previous``), to tell what changed since."""

    seat: int | None
    labels: Sequence[str]
    summary: str
    compact: bool = False
    previous: Mapping[str, Any] | None = None


Renderer = Callable[[Mapping[str, Any], RenderContext], RenderableType]

# game -> "module:function", imported on first use.
_RENDERERS: dict[str, str] = {
    "factory": "chocolatier.tui.factory_board:render_factory",
    "chocolatl": "chocolatier.tui.chocolatl_board:render_chocolatl",
}


def render_generic(view: Mapping[str, Any], ctx: RenderContext) -> RenderableType:
    """The position summary in a panel: enough to play any game on the protocol."""
    title = "Position" if ctx.seat is None else f"Position seen by {ctx.labels[ctx.seat]}"
    return Panel(Text(ctx.summary), title=title, title_align="left")


def renderer_for(game: str) -> Renderer:
    """The renderer of ``game`` (the generic one when it has none)."""
    target = _RENDERERS.get(game)
    if target is None:
        return render_generic
    module_name, attr = target.split(":")
    renderer: Renderer = getattr(importlib.import_module(module_name), attr)
    return renderer


def render_view(game: str, view: Mapping[str, Any], ctx: RenderContext) -> RenderableType:
    """Render ``view`` with the game's renderer, falling back to the summary if it cannot."""
    renderer = renderer_for(game)
    try:
        return renderer(view, ctx)
    except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
        if renderer is render_generic:
            raise
        note = Text(f"(the board drawing could not read this view: {exc!r})", style="dim")
        return Group(render_generic(view, ctx), note)
