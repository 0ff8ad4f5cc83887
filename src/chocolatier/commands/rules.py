"""``chocolatier rules``: a game's rules reference in the terminal, whole or one section."""

from __future__ import annotations

import re

import typer

from chocolatier.commands.common import LANG_OPTION, fail, say


def register(app: typer.Typer) -> None:
    """Add the ``rules`` command."""
    app.command("rules")(rules_command)


#: A section number as typed: ``4``, ``4.2``, ``§3.3.5``.
_SECTION = re.compile(r"^§?\d+(\.\d+)*\.?$")


def rules_command(
    game: str = typer.Argument("factory", metavar="factory|chocolatl"),
    section: str | None = typer.Argument(None, metavar="SECTION"),
    lang: str = LANG_OPTION,
) -> None:
    """Print a game's rules reference, the one refusals cite (§4.2), rendered in the terminal in
    the chosen language: `chocolatier rules factory 4.2 --lang ja`."""
    from rich.console import Console

    from chocolatier.i18n.rules import GAMES
    from chocolatier.tui.rules_view import NoSuchSection, render_rules, section_numbers

    if game not in GAMES and section is None and _SECTION.match(game):
        game, section = "factory", game  # `chocolatier rules 4.2`
    if game not in GAMES:
        fail(say("terminal-rules-no-game", game=game, games=" | ".join(GAMES)))
    try:
        shown = render_rules(game, lang, section)
    except NoSuchSection as exc:
        numbers = section_numbers(game, lang)
        fail(say("terminal-rules-no-section", section=exc.number, game=say(f"game-{game}"),
                 first=numbers[0], last=numbers[-1].split(".")[0],
                 command=f"chocolatier rules {game}"))
    Console().print(shown)
