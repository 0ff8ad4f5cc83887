"""Terminal play: Rich renderings of the games' views and the interactive play loop.

:mod:`~chocolatier.tui.session` runs a game for humans at some seats (hot-seat) and bots at the
others through :class:`~chocolatier.core.match.Match`; :mod:`~chocolatier.tui.renderers` turns a
seat's view into Rich renderables, with a dedicated renderer per game and a generic fallback.
"""
