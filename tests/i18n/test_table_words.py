"""Words a player reads at the table (issue 22): every refusal says what the player may do now,
in all four languages, never quoting the engine's notation or leaving a code; English spells
"Fulfill" as the rules and the seed do, everywhere."""

from __future__ import annotations

import re
from collections.abc import Iterator
from importlib import resources

import pytest
from fluent.syntax import FluentParser, ast

from chocolatier.factory.actions import VERBS
from chocolatier.i18n import LANGUAGES, catalog
from chocolatier.i18n.catalog import ftl_files

SENTINEL = "⟦{}⟧"


def catalog_messages(lang: str) -> Iterator[ast.Message]:
    """Every message of every catalog file of ``lang``."""
    for _name, text in ftl_files(lang):
        for entry in FluentParser().parse(text).body:
            if isinstance(entry, ast.Message):
                yield entry


def variables(node: object) -> set[str]:
    """The variables a message's pattern refers to (selectors included)."""
    found: set[str] = set()

    def walk(value: object) -> None:
        if isinstance(value, ast.VariableReference):
            found.add(value.id.name)
        if isinstance(value, ast.BaseNode):
            for child in vars(value).values():
                for item in child if isinstance(child, list) else [child]:
                    walk(item)

    walk(node)
    return found


def texts(node: object) -> Iterator[str]:
    """The literal text of a message (what a reader reads, not its ids or variables)."""
    if isinstance(node, ast.TextElement):
        yield node.value
    if isinstance(node, ast.BaseNode):
        for child in vars(node).values():
            for item in child if isinstance(child, list) else [child]:
                yield from texts(item)


REFUSALS = {lang: [m for m in catalog_messages(lang) if m.id.name.startswith("refusal-")]
            for lang in LANGUAGES}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_refusal_quotes_a_notation_verb_or_shows_a_code(lang: str) -> None:
    words = catalog(lang)
    verbs = re.compile(rf"\b({'|'.join(map(re.escape, VERBS))})\b")
    assert len(REFUSALS[lang]) >= 50
    for message in REFUSALS[lang]:
        code = message.id.name
        # each variable as a sentinel: what the engine sends must not come back as words
        args = {name: SENTINEL.format(name) for name in variables(message)}
        text = words.text(code, **args)
        assert SENTINEL.format("move") not in text, (code, text)
        assert "{" not in text and "refusal-" not in text and code not in text, (code, text)
        if lang in ("zh", "ja"):
            bare = re.sub(r"⟦\w+⟧", "", text)
            assert not verbs.search(bare), (code, text)


def test_english_spells_fulfill_as_the_rules_do() -> None:
    """The English rules (and the seed behind them) say "Fulfill": no message says "Fulfil"."""
    other = re.compile(r"\bfulfil(?!l)", re.IGNORECASE)
    wrong = [(m.id.name, text) for m in catalog_messages("en") for text in texts(m)
             if other.search(text)]
    assert wrong == []
    rules = resources.files("chocolatier.i18n") / "rules" / "en"
    for entry in rules.iterdir():
        # section anchors and ids are not words; everything else is
        assert not other.search(entry.read_text(encoding="utf-8")), entry.name
