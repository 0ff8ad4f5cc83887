"""The ``chocolatier`` command. Each subcommand lives in its own module of
:mod:`chocolatier.commands` and registers itself on the Typer app; heavy imports stay inside the
command bodies so that ``chocolatier --help`` starts fast."""

from __future__ import annotations

import importlib
import pkgutil
import sys

import typer

import chocolatier.commands
from chocolatier.commands.common import TOP_LANG_OPTION
from chocolatier.commands.helpwords import WordedGroup

app = typer.Typer(
    name="chocolatier",
    cls=WordedGroup,  # help and the parser's errors in the reader's language
    no_args_is_help=True,
    add_completion=True,  # --install-completion / --show-completion for the user's shell
    pretty_exceptions_enable=False,
    context_settings={"help_option_names": ["-h", "--help"]},  # every command's -h too
)


def _show_version(shown: bool) -> None:
    if shown:
        from chocolatier import __version__

        typer.echo(f"chocolatier {__version__}")
        raise typer.Exit()


@app.callback()
def _everywhere(
    version: bool = typer.Option(False, "--version", is_eager=True, callback=_show_version),
    lang: str = TOP_LANG_OPTION,
) -> None:
    """Chocolate Factory and Chocolatl: play, simulate, replay and serve."""


def _register_commands() -> None:
    for info in sorted(pkgutil.iter_modules(chocolatier.commands.__path__), key=lambda m: m.name):
        module = importlib.import_module(f"chocolatier.commands.{info.name}")
        module.register(app)


_register_commands()


def main() -> None:
    """Entry point of the console script."""
    from chocolatier.commands.common import optional_value

    app(args=optional_value(sys.argv[1:], "--ray", "auto"))
