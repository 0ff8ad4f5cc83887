"""Fixtures of the terminal-play tests: the core's toy game and a scripted session."""

from __future__ import annotations

from collections.abc import Callable, Iterable

import pytest
from rich.console import Console

from chocolatier.core import Match, registry
from chocolatier.tui.seats import SeatPlan
from chocolatier.tui.session import PlaySession

TOY = "tests.core.toy:ToyGame"


@pytest.fixture
def toy_game(monkeypatch: pytest.MonkeyPatch) -> str:
    """Register the core tests' toy game ("secret sum") and return its name."""
    monkeypatch.setitem(registry._GAMES, "toy", TOY)
    return "toy"


class Script:
    """Feeds input lines to a session and keeps the prompts asked."""

    def __init__(self, lines: Iterable[str]) -> None:
        self.lines = list(lines)
        self.prompts: list[str] = []

    def __call__(self, prompt: str) -> str:
        self.prompts.append(prompt)
        if not self.lines:
            raise EOFError
        return self.lines.pop(0)


SessionFactory = Callable[..., tuple[PlaySession, Script, Console]]


@pytest.fixture
def make_session(toy_game: str) -> SessionFactory:
    """Build a session of the toy game reading ``lines`` and recording its screen."""

    def build(
        lines: Iterable[str],
        humans: tuple[int, ...] = (0,),
        bots: tuple[str, ...] = ("random",),
        seed: int = 5,
        match: Match | None = None,
    ) -> tuple[PlaySession, Script, Console]:
        plan = SeatPlan.build(2, humans, bots)
        match = match or Match.new(toy_game, 2, seed, None, plan.names())
        console = Console(record=True, width=100, force_terminal=False, color_system=None)
        script = Script(lines)
        return PlaySession(match, plan, console, script), script, console

    return build
