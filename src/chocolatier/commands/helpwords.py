"""The command line's own words in the reader's language: every command's and option's help,
the types of the options, the help screen's headings and the usage errors of the parser
(an unknown option, a missing or bad value), from ``cli-help.ftl``.

Every language, English included, is written once in the catalogs, by the command's path
(``cli-help-simulate``, an option ``cli-help-simulate--games``, an option every command shares
``cli-help-any--lang``); the code carries no help text of its own (a test finds any command or
option the catalogs lack). The
language is read from the arguments before anything is parsed, so ``--help --lang ja`` and
``--lang ja --help`` both answer in Japanese."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import typer
from rich.text import Text
from typer import rich_utils
from typer._click import formatting
from typer._click.core import Command, Context, Parameter
from typer._click.exceptions import (
    BadOptionUsage,
    BadParameter,
    MissingParameter,
    NoSuchOption,
    UsageError,
)
from typer._param_types import choice_as_str
from typer.core import TyperArgument, TyperGroup, TyperOption

from chocolatier.commands import common

if TYPE_CHECKING:
    from chocolatier.i18n import Catalog


def register(app: typer.Typer) -> None:
    """This module adds no command."""


class WordedGroup(TyperGroup):
    """The ``chocolatier`` group: words its command tree before it parses the arguments, and
    words the parser's errors of any of its commands."""

    def make_context(self, info_name: str | None, args: list[str],
                     parent: Context | None = None, **extra: Any) -> Context:
        words = common.preset_language(args)
        word_tree(self, words)
        _word_screen(words)
        typed = list(args)  # the parser consumes ``args``; an error quotes what was typed
        try:
            ctx = super().make_context(info_name, args, parent, **extra)
        except UsageError as exc:
            raise worded_error(exc, typed, words) from None
        ctx.meta[_TYPED] = (typed, words)
        return ctx

    def invoke(self, ctx: Context) -> Any:
        try:
            return super().invoke(ctx)
        except UsageError as exc:
            if isinstance(exc, WordedUsageError):
                raise
            typed, words = ctx.meta[_TYPED]
            raise worded_error(exc, typed, words) from None


#: Where the group's context keeps the arguments as typed and the language they name (the
#: command's own ``--lang`` may not have been read yet when its parser fails).
_TYPED = "chocolatier.typed"


class WordedUsageError(UsageError):
    """A usage error already worded in the reader's language (exit code 2, shown with the
    command's usage line as any usage error)."""

    def format_message(self) -> str:
        """The worded message, whole."""
        return self.message


def help_ids(path: Sequence[str], param: str | None = None) -> tuple[str, ...]:
    """The catalog ids that may word the help of the command at ``path`` (``("admin",
    "ban")``), or of its option or argument ``param``: its own, then (an option) the one every
    command shares."""
    command = "-".join(["cli-help", *path])
    if param is None:
        return (command,)
    name = param.replace("_", "-")
    return (f"{command}--{name}", f"cli-help-any--{name}")


def word_tree(command: Command, words: Catalog, path: tuple[str, ...] = ()) -> None:
    """Word the help of ``command`` and of everything under it from ``words``, in place."""
    command.help = _worded(help_ids(path), words)
    command.short_help = None  # made again from the worded help
    ctx = Context(command, info_name=path[-1] if path else None,
                  help_option_names=["-h", "--help"])
    help_option = command.get_help_option(ctx)
    params: list[Parameter] = [*command.params, *([help_option] if help_option else [])]
    for param in params:
        if isinstance(param, (TyperOption, TyperArgument)) and not getattr(param, "hidden", False):
            _word_param(param, path, words)
    for name, sub in sorted(getattr(command, "commands", {}).items()):
        word_tree(sub, words, (*path, name))


def _word_param(param: TyperOption | TyperArgument, path: tuple[str, ...],
                words: Catalog) -> None:
    name = param.name or ""
    param.help = _worded(help_ids(path, name), words)
    metavar = getattr(param, "_chocolatier_metavar", param.metavar)
    param._chocolatier_metavar = metavar  # type: ignore[union-attr]  # the written one, kept
    param.metavar = _metavar(param, metavar, words)
    if isinstance(param, TyperArgument):  # its type column is not its placeholder
        kind = _kind(param, words)
        setattr(param, "display_type_rich", lambda ctx: kind)  # noqa: B010 (shadows a method)


def _worded(ids: Sequence[str], words: Catalog) -> str | None:
    """The text of the first of ``ids`` that ``words`` has (none: a help the catalogs lack,
    which a test reports)."""
    return next((words.text(msg_id) for msg_id in ids if words.has(msg_id)), None)


#: The placeholders written beside options and arguments (``RECORD``, ``DIR``) that name a
#: kind of value, worded as ``cli-metavar-<lower case>``; notation (``KEY=VALUE``,
#: ``en|zh|ja|es``) stays as it is.
_NAMED_METAVARS = ("RECORD", "RECORDS_DIR", "DIR", "FILE", "NAME", "TABLE", "N", "SECTION",
                   "[ADDRESS]")


def _metavar(param: TyperOption | TyperArgument, written: str | None, words: Catalog) -> str:
    """What the help shows of ``param``'s value: a named placeholder worded, notation as
    written, else (an option) its type in words."""
    if written is None:
        return _kind(param, words)
    if written in _NAMED_METAVARS:
        worded = words.text(f"cli-metavar-{written.strip('[]').lower().replace('_', '-')}")
        return f"[{worded}]" if written.startswith("[") else worded
    return written


def _kind(param: TyperOption | TyperArgument, words: Catalog) -> str:
    """The kind of value ``param`` takes, in words (Typer would show ``<int>``, ``<bool>``,
    ``<list[str]>``: Python, not words); nothing for a flag."""
    if isinstance(param, TyperOption) and (param.is_flag or param.name == "help"):
        return ""
    desc = param.type_descriptor
    if desc.is_choice:
        return "|".join(_choices(param))
    annotation = desc.annotation.__args__[0] if desc.is_list else desc.annotation
    kind = "path" if desc.is_path else {int: "number", float: "decimal"}.get(annotation, "text")
    worded = words.text(f"cli-type-{kind}")
    return words.text("cli-type-repeatable", kind=worded) if desc.is_list else worded


#: The help screen's own words in Typer, each the module constant it reads when it draws.
_SCREEN = {
    "ARGUMENTS_PANEL_TITLE": "cli-screen-arguments",
    "OPTIONS_PANEL_TITLE": "cli-screen-options",
    "COMMANDS_PANEL_TITLE": "cli-screen-commands",
    "ERRORS_PANEL_TITLE": "cli-screen-error",
    "ABORTED_TEXT": "cli-screen-aborted",
    "REQUIRED_LONG_STRING": "cli-screen-required",
    "DEFAULT_STRING": "cli-screen-default",
    "RICH_HELP": "cli-screen-try-help",
}


def _word_screen(words: Catalog) -> None:
    for constant, msg_id in _SCREEN.items():
        # Typer formats two of them later ({} a default value; the help command's parts).
        setattr(rich_utils, constant, words.text(msg_id, value="{}", command="{command_path}",
                                                 option="{help_option}"))
    _usage_prefix[0] = words.text("cli-screen-usage") + " "


_usage_prefix = ["Usage: "]
_write_usage = formatting.HelpFormatter.write_usage


def _worded_usage(self: formatting.HelpFormatter, prog: str, args: str = "",
                  prefix: str | None = None) -> None:
    _write_usage(self, prog, args, _usage_prefix[0] if prefix is None else prefix)


# The usage line's "Usage:" is a literal inside Typer's formatter: give it the run's word.
formatting.HelpFormatter.write_usage = _worded_usage  # type: ignore[method-assign]


_make_rich_text = rich_utils._make_rich_text


def _foldable_text(*, text: str, style: str = "", markup_mode: Any) -> Any:
    made = _make_rich_text(text=text, style=style, markup_mode=markup_mode)
    if isinstance(made, Text):
        made.overflow = "fold"
    return made


# Chinese and Japanese put no space between words: Rich would cut such a help at the column's
# end with "…", losing the very sentence a reader asked for. Folding breaks it between
# characters instead, as these languages wrap.
rich_utils._make_rich_text = _foldable_text


def worded_error(exc: UsageError, args: Sequence[str], words: Catalog) -> UsageError:
    """``exc`` worded in ``words``' language: an unknown option (with the near ones), a
    missing value, a bad value (what was typed and what is expected), an unknown command; an
    error of another kind keeps its own text."""
    message = _error_text(exc, args, words)
    if message is None:
        return exc
    worded = WordedUsageError(message, ctx=exc.ctx)
    worded.exit_code = exc.exit_code
    return worded


def _error_text(exc: UsageError, args: Sequence[str], words: Catalog) -> str | None:
    if isinstance(exc, NoSuchOption):
        text = words.text("cli-usage-no-such-option", option=exc.option_name)
        if exc.possibilities:
            near = words.join(sorted(exc.possibilities))
            text += " " + words.text("cli-usage-did-you-mean", options=near)
        return text
    if isinstance(exc, MissingParameter):
        return words.text("cli-usage-missing", name=_param_name(exc.param, words))
    if isinstance(exc, BadParameter) and exc.param is not None and exc.param_hint is None:
        # a value the parser could not read (one of ours, with its hint, is worded already)
        param = exc.param
        expected = param.metavar or ""
        if isinstance(param, (TyperOption, TyperArgument)) and param.type_descriptor.is_choice:
            expected = words.join(_choices(param), "or")
        return words.text("cli-usage-bad-value", name=_param_name(param, words),
                          value=_typed_value(param, args) or "", expected=expected or "")
    if isinstance(exc, BadOptionUsage):
        msg_id = ("cli-usage-needs-value" if "requires" in exc.message
                  else "cli-usage-takes-no-value")
        return words.text(msg_id, option=exc.option_name)
    if exc.message.startswith("No such command"):
        typed = exc.message.split("'")[1] if "'" in exc.message else ""
        return words.text("cli-usage-no-such-command", command=typed)
    if exc.message.startswith("Missing command"):
        return words.text("cli-usage-missing-command")
    if exc.message.startswith("Got unexpected extra argument"):
        extra = exc.message.rpartition("(")[2].rstrip(")")
        return words.text("cli-usage-extra-arguments", arguments=extra)
    return None


def _choices(param: TyperOption | TyperArgument) -> list[str]:
    return [choice_as_str(choice) for choice in param.type_descriptor.choices or ()]


def _param_name(param: Parameter | None, words: Catalog) -> str:
    if param is None:
        return ""
    if isinstance(param, TyperOption):
        return max(param.opts, key=len)
    return (param.metavar or param.name or "").strip("[]")


def _typed_value(param: Parameter, args: Sequence[str]) -> str | None:
    """What was typed after ``param``'s option in ``args`` (``--games x`` or ``--games=x``)."""
    for index, arg in enumerate(args):
        for opt in param.opts:
            if arg == opt and index + 1 < len(args):
                return args[index + 1]
            if arg.startswith(opt + "="):
                return arg[len(opt) + 1:]
    return None
