"""A game's rules reference in the terminal (``chocolatier rules``, ``rules`` at the prompt):
the reference's Markdown (:mod:`chocolatier.i18n.rules`) rendered by Rich, whole or one section
with its subsections, in the reader's language."""

from __future__ import annotations

from rich.console import Group, RenderableType
from rich.markdown import Markdown
from rich.table import Table

from chocolatier.i18n.rules import Reference, Section, load


class NoSuchSection(LookupError):
    """A section number the reference does not have."""

    def __init__(self, number: str) -> None:
        super().__init__(number)
        self.number = number


def section_argument(text: str) -> str:
    """A section as typed (``4.2``, ``§4.2``, ``4.2.``) as the reference numbers it."""
    return text.strip().lstrip("§").strip().rstrip(".")


def _markdown(section: Section) -> str:
    # the anchors ({#s4-2}) are for the web page; the terminal shows number and title
    heading = "#" * (section.level + 1)
    return f"{heading} {section.number} {section.title}\n\n{section.body}"


def chapter(reference: Reference, number: str) -> list[Section]:
    """Section ``number`` and its subsections, in the reference's order."""
    found = [s for s in reference.sections
             if s.number == number or s.number.startswith(number + ".")]
    if not found:
        raise NoSuchSection(number)
    return found


def render_rules(game: str, lang: str, number: str | None = None) -> RenderableType:
    """The whole reference of ``game`` in ``lang`` (title, introduction, every section), or
    section ``number`` with its subsections (:class:`NoSuchSection` when there is none)."""
    reference = load(game, lang)
    if number is None:
        parts = [f"# {reference.title}", reference.intro,
                 *(_markdown(s) for s in reference.sections)]
    else:
        parts = [_markdown(s) for s in chapter(reference, section_argument(number))]
    return Markdown("\n\n".join(parts))


def render_contents(game: str, lang: str) -> RenderableType:
    """The reference's title and its sections, numbered (what ``rules`` alone shows in a game)."""
    reference = load(game, lang)
    table = Table.grid(padding=(0, 2))
    table.add_column(justify="right", style="bold cyan")
    table.add_column()
    for section in reference.sections:
        indent = "  " * (section.level - 1)
        table.add_row(section.number, indent + section.title)
    return Group(Markdown(f"# {reference.title}"), table)


def section_numbers(game: str, lang: str) -> list[str]:
    """Every section number of ``game``'s reference (to say which exist)."""
    return [section.number for section in load(game, lang).sections]
