"""The rules reference of each game in the player's language, section by section, and its HTML.

The texts live in ``i18n/rules/<lang>/<game>.md`` (games ``factory`` and ``chocolatl``; languages
``en``, ``zh``, ``ja``, ``es``). Every language has the same numbered sections, so a citation in a
refusal ("§4.3 Operate") finds its section in any language.

Anchor scheme: a section heading is ``## <number> <title> {#<anchor>}`` where the heading level is
one more than the number's depth (``## 4``, ``### 4.3``, ``#### 3.3.5``) and the anchor is ``s``
followed by the number with its dots turned into hyphens (``4.3`` → ``s4-3``). The loader checks
both, so an anchor never drifts from its number. Chocolate Factory cites its rules by number; the
Chocolatl engine cites them by name (``§A round 3 (Village)``), and :data:`CHOCOLATL_CITATIONS`
maps those names to numbers.

The markdown is a small subset, rendered by :func:`render_html` with everything escaped first:
headings (as above), paragraphs, ``-`` and ``1.`` lists (nested once, by two spaces), tables
with a header row, ``**bold**`` and ``*emphasis*``; ``§4.3`` in a body becomes a link to that
section. There is no raw HTML passthrough.
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass
from functools import cache
from importlib.resources import files

GAMES: tuple[str, ...] = ("factory", "chocolatl")
LANGUAGES: tuple[str, ...] = ("en", "zh", "ja", "es")
DEFAULT_LANGUAGE = "en"

#: Chocolatl's citations by name (``§<name> (<detail>)``) and the section numbers they mean. A
#: detail listed under its name points to a subsection; any other detail (such as the bidding
#: mode in ``§A round 2 (gold)``) keeps the name's section.
CHOCOLATL_CITATIONS: dict[str, tuple[str, dict[str, str]]] = {
    "Components": ("1", {}),
    "Setup": ("2", {}),
    "A round 1": ("3.1", {}),
    "A round 2": ("3.2", {}),
    "A round 3": ("3.3", {
        "black dice": "3.3.1", "Temple of Prophecy": "3.3.3", "Cacao field": "3.3.4",
        "Village": "3.3.5", "Pyramid": "3.3.6", "Kitchen": "3.3.7", "Tlachtli": "3.3.8",
    }),
    "A round 4": ("3.4", {}),
    "A round 5": ("3.5", {}),
    "End of the game": ("4", {}),
}

_HEADING = re.compile(r"^(#{2,4}) (\d+(?:\.\d+)*) (.+?) \{#([a-z0-9-]+)\}$")
_NUMBERED = re.compile(r"^§\s*(\d+(?:\.\d+)*)\b")
_NAMED = re.compile(r"^§\s*([^()]+?)\s*(?:\(([^()]*)\))?\s*$")
_SECTION_REF = re.compile(r"§(\d+(?:\.\d+)*)")
_INLINE = re.compile(r"\*\*(.+?)\*\*|\*(.+?)\*")
_ORDERED = re.compile(r"^\d+\. ")
_TABLE_RULE = re.compile(r"^\|(\s*:?-+:?\s*\|)+$")


@dataclass(frozen=True)
class Section:
    """One numbered section of a rules reference.

    ``body`` is the section's own markdown (without its heading and without its subsections).
    """

    number: str
    anchor: str
    title: str
    body: str

    @property
    def level(self) -> int:
        """Depth of the section: 1 for ``4``, 2 for ``4.3``, 3 for ``3.3.5``."""
        return self.number.count(".") + 1


@dataclass(frozen=True)
class Reference:
    """A whole rules reference: its title, the text before the first section, its sections."""

    game: str
    lang: str
    title: str
    intro: str
    sections: tuple[Section, ...]


class RulesReferenceError(ValueError):
    """A rules text that breaks the format (names the file and the line), or an unknown game."""


def anchor_of(number: str) -> str:
    """The anchor id of section ``number``: ``"4.3"`` → ``"s4-3"``."""
    return "s" + number.replace(".", "-")


def normalize_language(lang: str | None) -> str:
    """The reference language for a language tag (``"zh-CN"`` → ``"zh"``), else English."""
    if lang:
        primary = lang.strip().replace("_", "-").split("-")[0].lower()
        if primary in LANGUAGES:
            return primary
    return DEFAULT_LANGUAGE


def section_number(rule: str) -> str | None:
    """The section number a rule citation names, or None when it names no section.

    ``"§4.3 Operate"`` → ``"4.3"``; ``"§A round 3 (Village)"`` → ``"3.3.5"`` (Chocolatl);
    ``"notation"`` → None.
    """
    rule = rule.strip()
    numbered = _NUMBERED.match(rule)
    if numbered:
        return numbered.group(1)
    named = _NAMED.match(rule)
    if named is None:
        return None
    name, detail = named.group(1), named.group(2)
    entry = CHOCOLATL_CITATIONS.get(name)
    if entry is None:
        return None
    number, details = entry
    return details.get(detail or "", number)


def anchor_for_rule(rule: str) -> str | None:
    """The anchor of the section a refusal's rule names (``"§4.3 Operate"`` → ``"s4-3"``).

    None when the citation names no section (e.g. ``"notation"``). The anchor is the same in
    every language; whether the section exists is for :func:`section_for_rule` to say.
    """
    number = section_number(rule)
    return None if number is None else anchor_of(number)


def section_for_rule(game: str, lang: str | None, rule: str) -> Section | None:
    """The section of ``game``'s reference in ``lang`` that ``rule`` names, if it has one.

    A subsection the reference lacks falls back to its nearest parent (``4.3.2`` → ``4.3``).
    """
    number = section_number(rule)
    if number is None:
        return None
    by_number = {section.number: section for section in load(game, lang).sections}
    while number:
        if number in by_number:
            return by_number[number]
        number = number.rpartition(".")[0]
    return None


def sections(game: str, lang: str | None = DEFAULT_LANGUAGE) -> list[Section]:
    """The numbered sections of ``game``'s reference in ``lang`` (English when not available)."""
    return list(load(game, lang).sections)


def load(game: str, lang: str | None = DEFAULT_LANGUAGE) -> Reference:
    """The parsed reference of ``game`` in ``lang`` (falls back to English); cached."""
    if game not in GAMES:
        raise RulesReferenceError(f"no rules reference for game {game!r} (games: {GAMES})")
    return _load(game, normalize_language(lang))


@cache
def _load(game: str, lang: str) -> Reference:
    resource = files("chocolatier.i18n").joinpath("rules", lang, f"{game}.md")
    if not resource.is_file():
        # A language whose text is missing reads the English one rather than failing the page.
        lang = DEFAULT_LANGUAGE
        resource = files("chocolatier.i18n").joinpath("rules", lang, f"{game}.md")
    return parse(resource.read_text(encoding="utf-8"), game, lang, f"rules/{lang}/{game}.md")


def parse(text: str, game: str, lang: str, source: str = "<text>") -> Reference:
    """Parse a rules text into a :class:`Reference`, checking the heading format and numbering."""
    lines = text.splitlines()
    if not lines or not lines[0].startswith("# "):
        raise RulesReferenceError(f"{source}: line 1: the text must start with '# <title>'")
    title = lines[0][2:].strip()
    intro: list[str] = []
    found: list[tuple[str, str, str, list[str]]] = []
    for index, line in enumerate(lines[1:], start=2):
        if line.startswith("#"):
            heading = _HEADING.match(line)
            if heading is None:
                raise RulesReferenceError(
                    f"{source}: line {index}: a heading must read "
                    f"'## <number> <title> {{#s<number>}}', not {line!r}"
                )
            hashes, number, heading_title, anchor = heading.groups()
            if anchor != anchor_of(number):
                raise RulesReferenceError(
                    f"{source}: line {index}: section {number} must have anchor "
                    f"{anchor_of(number)!r}, not {anchor!r}"
                )
            if len(hashes) != number.count(".") + 2:
                raise RulesReferenceError(
                    f"{source}: line {index}: section {number} needs "
                    f"{'#' * (number.count('.') + 2)}"
                )
            if any(number == seen for seen, _, _, _ in found):
                raise RulesReferenceError(f"{source}: line {index}: section {number} twice")
            found.append((number, anchor, heading_title, []))
        elif found:
            found[-1][3].append(line)
        else:
            intro.append(line)
    return Reference(
        game=game,
        lang=lang,
        title=title,
        intro="\n".join(intro).strip(),
        sections=tuple(
            Section(number, anchor, heading_title, "\n".join(body).strip())
            for number, anchor, heading_title, body in found
        ),
    )


# -- HTML ------------------------------------------------------------------------------------


def render_html(game: str, lang: str | None = DEFAULT_LANGUAGE) -> str:
    """The whole reference as an HTML fragment: a contents list, then every section.

    Each section is a ``<section id="s4-3">`` so that ``#s4-3`` links to it. All text is escaped;
    only the markdown subset described in this module becomes markup.
    """
    reference = load(game, lang)
    known = {section.number for section in reference.sections}
    out = [f'<article class="rules-reference" lang="{reference.lang}">',
           f"<h1>{_inline(reference.title, known)}</h1>"]
    if reference.intro:
        out.append(render_markdown(reference.intro, known))
    out.append('<nav class="rules-contents"><ul>')
    for section in reference.sections:
        out.append(
            f'<li class="level-{section.level}"><a href="#{section.anchor}">'
            f"{html.escape(section.number)} {_inline(section.title, known)}</a></li>"
        )
    out.append("</ul></nav>")
    for section in reference.sections:
        level = section.level + 1
        out.append(f'<section id="{section.anchor}" class="level-{section.level}">')
        out.append(
            f"<h{level}>{html.escape(section.number)} {_inline(section.title, known)}</h{level}>"
        )
        if section.body:
            out.append(render_markdown(section.body, known))
        out.append("</section>")
    out.append("</article>")
    return "\n".join(out)


def render_markdown(text: str, known: set[str] | None = None) -> str:
    """Render a section body (the markdown subset) as escaped HTML.

    ``known`` holds the section numbers that exist: ``§<number>`` naming one becomes a link.
    """
    known = known or set()
    out: list[str] = []
    for block in _blocks(text):
        first = block[0]
        if first.startswith("|"):
            out.append(_table(block, known))
        elif first.startswith("- "):
            out.append(_list(block, "ul", known))
        elif _ORDERED.match(first):
            out.append(_list(block, "ol", known))
        else:
            out.append(f"<p>{_inline(' '.join(line.strip() for line in block), known)}</p>")
    return "\n".join(out)


def _blocks(text: str) -> list[list[str]]:
    """Blank-line separated blocks; a list or table also ends where another kind of line starts."""
    blocks: list[list[str]] = []
    current: list[str] = []
    for line in text.splitlines():
        if not line.strip():
            if current:
                blocks.append(current)
            current = []
            continue
        starts_list = line.startswith("- ") or bool(_ORDERED.match(line))
        if current and starts_list and not _is_list_line(current[0]):
            blocks.append(current)
            current = []
        current.append(line)
    if current:
        blocks.append(current)
    return blocks


def _is_list_line(line: str) -> bool:
    return line.startswith("- ") or bool(_ORDERED.match(line))


def _list(block: list[str], tag: str, known: set[str]) -> str:
    """A list; an item's lines indented by two spaces continue it, or (``  - ``) nest in it."""
    items: list[tuple[str, list[str]]] = []
    for line in block:
        if _is_list_line(line):
            items.append((line.split(" ", 1)[1].strip(), []))
        elif not items:
            items.append((line.strip(), []))
        elif line.startswith("  ") and _is_list_line(line.strip()):
            items[-1][1].append(line.strip())
        elif items[-1][1]:
            items[-1][1][-1] += " " + line.strip()  # continues the nested item above
        else:
            items[-1] = (items[-1][0] + " " + line.strip(), [])
    rows = []
    for text, nested in items:
        inner = ""
        if nested:
            inner_tag = "ul" if nested[0].startswith("- ") else "ol"
            inner = f"<{inner_tag}>" + "".join(
                f"<li>{_inline(item.split(' ', 1)[1].strip(), known)}</li>" for item in nested
            ) + f"</{inner_tag}>"
        rows.append(f"<li>{_inline(text, known)}{inner}</li>")
    return f"<{tag}>{''.join(rows)}</{tag}>"


def _table(block: list[str], known: set[str]) -> str:
    rows = [line for line in block if not _TABLE_RULE.match(line.strip())]

    def cells(line: str) -> list[str]:
        return [cell.strip() for cell in line.strip().strip("|").split("|")]

    head = "".join(f"<th>{_inline(cell, known)}</th>" for cell in cells(rows[0]))
    body = "".join(
        "<tr>" + "".join(f"<td>{_inline(cell, known)}</td>" for cell in cells(row)) + "</tr>"
        for row in rows[1:]
    )
    return f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"


def _inline(text: str, known: set[str]) -> str:
    """Escape ``text``, then add bold, emphasis and links to known sections."""
    escaped = html.escape(text, quote=True)

    def emphasis(match: re.Match[str]) -> str:
        if match.group(1) is not None:
            return f"<strong>{match.group(1)}</strong>"
        return f"<em>{match.group(2)}</em>"

    def link(match: re.Match[str]) -> str:
        number = match.group(1)
        if number not in known:
            return match.group(0)
        return f'<a href="#{anchor_of(number)}">§{number}</a>'

    return _SECTION_REF.sub(link, _INLINE.sub(emphasis, escaped))
