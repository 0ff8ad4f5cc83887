"""Pick the renderer of a game's view; the generic one works for any game.

A renderer turns one seat's view (the JSON-ready dict of :meth:`State.view`, which already hides
what the seat may not see) into a Rich renderable, in the reader's language. Games without a
dedicated renderer, and views a renderer cannot read (a newer engine, say), fall back to the
position summary (:mod:`chocolatier.i18n.summary`) so that play always goes on.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import Any

from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.text import Text

from chocolatier.i18n import EventRenderer, catalog
from chocolatier.i18n.summary import summary


@dataclass(frozen=True)
class RenderContext:
    """What a renderer knows besides the view: whose screen it is, the players' labels, the
    reader's language, whether it may draw only the viewer's part (``compact``: nobody else
    moved since the seat last saw the whole table) and the view the seat was shown last time
    (``previous``), to tell what changed since; ``small``: the terminal is small, draw the
    decision's screen in as few lines as the game allows."""

    seat: int | None
    labels: Sequence[str]
    lang: str = "en"
    compact: bool = False
    previous: Mapping[str, Any] | None = None
    small: bool = False

    @cached_property
    def words(self) -> EventRenderer:
        """The reader's catalog, naming seats by their labels."""
        return EventRenderer(catalog(self.lang), self.labels)

    def text(self, msg_id: str, **args: Any) -> str:
        """A message of the reader's catalog."""
        return self.words.catalog.text(msg_id, **args)


Renderer = Callable[[Mapping[str, Any], RenderContext], RenderableType]

# game -> "module:function", imported on first use.
_RENDERERS: dict[str, str] = {
    "factory": "chocolatier.tui.factory_table:render_factory",
    "chocolatl": "chocolatier.tui.chocolatl_board:render_chocolatl",
}


#: game -> "module:function" giving the words beside a legal action on a small terminal, where
#: the board leaves out what the list then says (Chocolate Factory: the draft's cards).
_DETAILS: dict[str, str] = {
    "factory": "chocolatier.tui.factory_small:take_detail",
}

ActionDetail = Callable[[Mapping[str, Any], Mapping[str, Any], RenderContext], Text | None]


def action_detail(game: str) -> ActionDetail | None:
    """The function that details ``game``'s actions on a small terminal, if it has one."""
    target = _DETAILS.get(game)
    if target is None:
        return None
    module_name, attr = target.split(":")
    detail: ActionDetail = getattr(importlib.import_module(module_name), attr)
    return detail


def render_generic(view: Mapping[str, Any], ctx: RenderContext) -> RenderableType:
    """The position summary in a panel: enough to play any game on the protocol."""
    title = (ctx.text("tui-position") if ctx.seat is None
             else ctx.text("tui-position-of", player=ctx.labels[ctx.seat]))
    return Panel(Text(summary(view, ctx.words)), title=title, title_align="left")


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
        note = Text(ctx.text("tui-unreadable-view", error=repr(exc)), style="dim")
        return Group(render_generic(view, ctx), note)
