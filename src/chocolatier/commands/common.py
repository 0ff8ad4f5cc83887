"""Helpers shared by the subcommands: the language option, error reporting and JSON output."""

from __future__ import annotations

import json
import shlex
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn

import typer

if TYPE_CHECKING:
    from chocolatier.i18n import Catalog


def register(app: typer.Typer) -> None:
    """This module adds no command."""


# The language of this run of the command: one command runs per process, so the option's
# callback records it here and every message of the run (errors included) reads it.
_language = "en"
_named = False  # whether a ``--lang`` of this run named the language


def _choose_language(value: str | None) -> str:
    """``--lang`` read: the language it names, else ``CHOCOLATIER_LANG``'s, else the locale's;
    a language without catalogs is refused (exit code 2) with the languages there are."""
    global _named
    if value is None and _named:  # ``chocolatier --lang ja replay …``: the command keeps it
        return _language
    _named = value is not None
    return _resolve(value)


def _choose_language_first(value: str | None) -> str:
    """The ``chocolatier --lang`` before the command: read first in every run (so a run in
    the same process, a test's, does not inherit the previous run's language)."""
    global _named
    _named = False
    return _choose_language(value)


def _resolve(value: str | None) -> str:
    global _language
    from chocolatier.i18n import UnknownLanguageError, resolve_language

    try:
        _language = resolve_language(value)
    except UnknownLanguageError as exc:
        raise typer.BadParameter(str(exc), param_hint="'--lang' / CHOCOLATIER_LANG") from None
    return _language


def preset_language(args: Sequence[str]) -> Catalog:
    """The catalog of the language that ``args`` name with ``--lang`` (anywhere: before or
    after ``--help``), else of ``CHOCOLATIER_LANG`` or the locale, read before the arguments
    are parsed so that the help and the parser's own errors are worded in it; a language
    without catalogs is left to the option, which refuses it."""
    global _language
    from chocolatier.i18n import UnknownLanguageError, resolve_language

    named = next((value for option, value in zip(args, [*args[1:], None], strict=True)
                  if option == "--lang"), None)
    named = next((arg.partition("=")[2] for arg in args if arg.startswith("--lang=")), named)
    try:
        _language = resolve_language(named)
    except UnknownLanguageError:
        try:
            _language = resolve_language(None)
        except UnknownLanguageError:  # CHOCOLATIER_LANG names none either
            _language = "en"
    return words()


#: The ``--lang`` option every command takes (declared once; the command receives the code).
LANG_OPTION: Any = typer.Option(
    None,
    "--lang",
    metavar="en|zh|ja|es",
    callback=_choose_language,
    is_eager=True,  # read before the other options, so that their errors are in its language
    )


#: What a seed's digits may be grouped with when copied from output that grouped them (an older
#: ``427,730``, Spanish ``427.730``, a thin or no-break space, Python's ``427_730``).
_DIGIT_GROUPING = str.maketrans("", "", ",._' \u00a0\u202f")


def seed_number(text: str | int) -> int:
    """A ``--seed`` as typed or as any output printed it: a whole number, its digits grouped
    or not; anything else is refused (exit code 2) in the run's language."""
    if isinstance(text, int):  # the option's default
        return text
    digits = text.strip().translate(_DIGIT_GROUPING)
    if not digits.isdigit() or not digits.isascii():
        fail(say("cli-checks-seed", option="--seed", text=text))
    return int(digits)


#: The ``--lang`` option of ``chocolatier`` itself, before the command.
TOP_LANG_OPTION: Any = typer.Option(
    None,
    "--lang",
    metavar="en|zh|ja|es",
    callback=_choose_language_first,
    is_eager=True,
)


#: The ``--database`` option of the commands that open a server's database (serve, admin).
DATABASE_OPTION: Any = typer.Option(None, "--database")


def old_option(old: str) -> Any:
    """A hidden option under an old spelling ``old`` (``balance --bot``, ``serve
    --cards-dir``), still accepted so that scripts keep working; see :func:`renamed`."""
    return typer.Option(None, old, hidden=True)


def renamed(old_value: Any, old: str, new: str, value: Any) -> Any:
    """``value``, or ``old_value`` when the old spelling ``old`` was given, with a warning on
    stderr naming ``new``, the one name every command now uses."""
    if old_value is None:
        return value
    typer.echo(say("cli-checks-renamed", old=old, new=new), err=True)
    return old_value


def words() -> Catalog:
    """The catalog of this run's language (``--lang``)."""
    from chocolatier.i18n import catalog

    return catalog(_language)


def say(msg_id: str, **args: Any) -> str:
    """The message ``msg_id`` of ``cli.ftl`` in this run's language."""
    return words().text(msg_id, **args)


def fail(message: str | Exception, code: int = 2) -> NoReturn:
    """Print ``message`` to stderr as a one-line error and exit with ``code``. An error is
    worded in this run's language when the catalogs word it (an engine's option error: an
    unknown game, option or bot, a bad value), else shown by its own text."""
    from chocolatier.commands.errors import one_line

    if isinstance(message, Exception):
        from chocolatier.i18n import error_words

        message = error_words(message, words())
    typer.echo(say("cli-error", message=one_line(message)), err=True)
    raise typer.Exit(code)


#: What each optional extra of pyproject.toml brings that commands import (checked up front).
EXTRAS: dict[str, tuple[str, ...]] = {
    "sim": ("openskill", "matplotlib"),
    "server": ("starlette", "uvicorn", "sqlalchemy", "alembic", "websockets", "orjson", "argon2",
               "openskill", "prometheus_client"),
    "train": ("torch", "matplotlib"),
}


def need_extra(command: str, extra: str, *modules: str) -> None:
    """Before ``command`` starts: fail in one line saying which extra to install when one of
    ``modules`` (by default all of the extra's) cannot be imported, rather than a traceback
    after the work (a tournament's 40 games) is done."""
    import importlib

    for module in modules or EXTRAS[extra]:
        try:
            importlib.import_module(module)
        except ImportError:
            fail(say("cli-needs-extra", command=f"chocolatier {command}", extra=extra,
                     module=module, install=f"pip install 'chocolatier[{extra}]'"))


#: From this many games on, a run of Chocolate Factory bots is long enough to say that the
#: compiled build (``scripts/compile.py``) would play it faster.
LONG_RUN = 200

#: How much faster the compiled build plays a 4-player ``heuristic`` game, as measured by
#: ``bench/sim.py`` in fresh processes (docs/sim.md: 1.33× and 1.78× on two machines); the tip
#: states these figures rather than a rounder claim.
COMPILED_SPEEDUP = (1.3, 1.8)


def compile_tip(game: str, games: int, bots: Sequence[str]) -> None:
    """Before a long Chocolate Factory run of thinking bots in pure Python from a checkout: one
    line on stderr saying that ``scripts/compile.py`` plays the very same games faster."""
    import chocolatier

    script = Path(chocolatier.__file__).parents[2] / "scripts" / "compile.py"
    thinking = any(bot.split(":")[0] != "random" for bot in bots)
    if (game != "factory" or games < LONG_RUN or not thinking or not script.exists()
            or chocolatier.compiled_extensions()):
        return
    low, high = COMPILED_SPEEDUP
    typer.echo(say("cli-tip-compile", command=shlex.join([sys.executable, str(script)]),
                   low=low, high=high, doc="docs/sim.md"), err=True)


def print_json(data: Any) -> None:
    """Print ``data`` as sorted, indented JSON on stdout."""
    sys.stdout.write(json.dumps(data, indent=2, sort_keys=True) + "\n")


def with_card_overrides(options: dict[str, Any], cards: Any, game: str) -> dict[str, Any]:
    """``options`` plus the cards read from the folder ``cards`` (``--cards DIR``), embedded as
    the ``card_overrides`` option so that saved records carry them and replay anywhere."""
    if cards is None:
        return options
    if game != "factory":
        fail(say("cli-cards-factory-only", option="--cards"))
    from chocolatier.core.errors import CardDataError
    from chocolatier.factory.cards import load_card_set, read_override_dir

    try:
        overrides = read_override_dir(cards)
        load_card_set(overrides, origin=str(cards))  # a clear error before any game starts
    except CardDataError as exc:
        from chocolatier.commands.errors import invalid_cards

        fail(invalid_cards(exc))
    return {**options, "card_overrides": overrides}


def optional_value(args: list[str], option: str, default: str) -> list[str]:
    """``args`` with ``default`` after every bare ``option`` (last, or before another option):
    ``--ray`` alone means ``--ray auto``, which Typer cannot say by itself."""
    fixed: list[str] = []
    for index, arg in enumerate(args):
        fixed.append(arg)
        if arg == option:
            following = args[index + 1] if index + 1 < len(args) else None
            if following is None or following.startswith("-"):
                fixed.append(default)
    return fixed


def ray_ready(address: str | None) -> None:
    """Fail with what to install when ``--ray`` is asked for without Ray."""
    if address is None:
        return
    from chocolatier.core.errors import ChocolatierError
    from chocolatier.sim.ray_backend import check_available

    try:
        check_available()
    except ChocolatierError as exc:
        fail(exc)
