"""§10 of the rules reference (the Master Chocolatier module) marks every reconstructed value
as ``chocolatier cards`` does, in every language, and says the free employees' use counts are
uses in their one day (ruling F4 of docs/rulings.md, issue 26)."""

from __future__ import annotations

import re

import pytest
from fluent.syntax import ast as fluent_ast

from chocolatier.factory.cards import FREE_ROLES
from chocolatier.i18n.glossary import LOCALES
from chocolatier.i18n.glossary import parse as parse_catalog
from chocolatier.i18n.rules import LANGUAGES, sections

MOVERS = ("part-A16", "part-A17", "part-B16", "part-B17")
# 4 movers, 4 C-side amounts (Fresh Fancies' £9 is given), 2 D sides (House of Luxury,
# Dunstan & Gilbert's), the free employees' dealing and the 6 free employees
MARKS = 4 + 4 + 2 + 1 + len(FREE_ROLES)


def _message(lang: str, catalog: str, name: str) -> str:
    """The plain text of message ``name`` in ``<lang>/<catalog>``."""
    for entry in parse_catalog(LOCALES / lang / catalog).body:
        if isinstance(entry, fluent_ast.Message) and entry.id.name == name:
            assert entry.value is not None
            return "".join(element.value for element in entry.value.elements
                           if isinstance(element, fluent_ast.TextElement))
    raise AssertionError(f"{lang}/{catalog} has no {name}")


def _master(lang: str) -> str:
    return next(s.body for s in sections("factory", lang) if s.number == "10")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_reconstructed_value_is_marked_with_the_cards_word(lang: str) -> None:
    word = _message(lang, "cli.ftl", "cli-source-reconstructed")
    body = _master(lang)
    marks = [m.start() for m in re.finditer(re.escape(word), body)]
    # one mark per reconstructed value, plus the sentence that explains the mark
    assert len(marks) == MARKS + 1, f"{lang}: {len(marks)} marks"
    names = [_message(lang, "cards.ftl", name) for name in MOVERS]
    names += [_message(lang, "cards.ftl", f"role-{role}") for role in FREE_ROLES]
    for name in names:
        start = body.rindex(name)  # the movers and employees are described last
        following = [m for m in marks if m > start]
        assert following, f"{lang}: {name} is not marked"
        between = body[start + len(name):following[0]]
        assert not any(other in between for other in names), f"{lang}: {name} is not marked"
    given = body.index("£9")
    assert word not in body[given:given + 6], f"{lang}: Fresh Fancies' £9 is given, not ours"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_free_employees_use_counts_are_uses_of_their_one_day(lang: str) -> None:
    body = _master(lang)
    said = {"en": "the counts are uses in that day", "zh": "次数是当天的使用次数",
            "ja": "回数はその日の使用回数です", "es": "las veces son usos de ese día"}
    assert said[lang] in re.sub(r"\s+", " ", body)
    one_off = {"en": "one-off", "zh": "一次性", "ja": "使い切り", "es": "de un solo uso"}
    assert one_off[lang] not in body
