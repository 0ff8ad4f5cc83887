"""The Chocolate Factory table in the terminal: the full board (:mod:`.factory_board`), or on a
small terminal the layout that builds on it (:mod:`.factory_small`)."""

from __future__ import annotations

from rich.console import RenderableType

from chocolatier.tui.factory_board import View
from chocolatier.tui.factory_board import render_factory as render_board
from chocolatier.tui.factory_small import render_factory_small
from chocolatier.tui.renderers import RenderContext


def render_factory(view: View, ctx: RenderContext) -> RenderableType:
    """The whole table as ``ctx.seat`` sees it, in the layout the terminal's size fits."""
    if ctx.small:
        return render_factory_small(view, ctx)
    return render_board(view, ctx)
