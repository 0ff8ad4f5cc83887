"""The rules reference: same sections in every language, every refusal's rule has a section,
safe HTML, and Chinese and Japanese texts written in Chinese and Japanese."""

from __future__ import annotations

import ast
import re
from collections import Counter
from html.parser import HTMLParser
from pathlib import Path

import pytest
from fluent.syntax import ast as fluent_ast

import chocolatier
from chocolatier.chocolatl import state as chocolatl_state
from chocolatier.factory import phases, refusals
from chocolatier.factory.cards import FREE_ROLES
from chocolatier.i18n import rules
from chocolatier.i18n.glossary import LOCALES, NON_LATIN, foreign_words
from chocolatier.i18n.glossary import parse as parse_catalog
from chocolatier.i18n.rules import (
    GAMES,
    LANGUAGES,
    RulesReferenceError,
    anchor_for_rule,
    parse,
    render_html,
    section_for_rule,
    sections,
)

SRC = Path(chocolatier.__file__).parent
ENGINE_DIRS = {"factory": SRC / "factory", "chocolatl": SRC / "chocolatl"}


def _docstrings(tree: ast.AST) -> set[int]:
    """ids of the docstring nodes of a module, its classes and functions."""
    found: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                found.add(id(body[0].value))
    return found


def _text(node: ast.AST) -> str | None:
    """A string literal's text; an f-string's with each placeholder read as ``x``."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return "".join(
            part.value if isinstance(part, ast.Constant) else "x" for part in node.values
        )
    return None


def engine_rule_strings(game: str) -> set[str]:
    """Every rule citation (a string literal starting with §) in the engine of ``game``."""
    found: set[str] = set()
    for path in sorted(ENGINE_DIRS[game].glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        skip = _docstrings(tree)
        for node in ast.walk(tree):
            if isinstance(node, ast.JoinedStr):  # its pieces are read with it
                skip.update(id(part) for part in node.values)
        for node in ast.walk(tree):
            text = None if id(node) in skip else _text(node)
            if text is not None and text.startswith("§"):
                found.add(text)
    return found


def _all_rules(game: str) -> set[str]:
    found = engine_rule_strings(game)
    if game == "factory":
        found |= {value for name, value in vars(refusals).items()
                  if name.endswith("_RULE") and isinstance(value, str)}
        found |= set(phases.PHASE_RULE.values())
    else:
        found |= set(chocolatl_state.RULES.values())
        found |= {f"§A round 2 ({mode})" for mode in ("red", "gold", "green")}
    return found


def test_the_engines_rule_strings_are_found() -> None:
    # The scan must see the citations we know of, or the mapping test below proves nothing.
    factory = _all_rules("factory")
    assert {"§4.3 Operate", "§6 Department Stores", "§9 Factory Manager", "§4.5 Cleanup",
            "§7 Department Store Agent", "§4.4 Fulfill Orders", "§4.3 Run Factory"} <= factory
    chocolatl = _all_rules("chocolatl")
    assert {"§Setup (altar)", "§A round 3 (Village)", "§Components",
            "§End of the game (altar)", "§A round 2 (x)"} <= chocolatl


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_engine_rule_maps_to_a_section_in_every_language(game: str, lang: str) -> None:
    anchors = {section.anchor for section in sections(game, lang)}
    for rule in sorted(_all_rules(game)):
        anchor = anchor_for_rule(rule)
        assert anchor in anchors, f"{rule!r} -> {anchor!r}: no such section in {lang}/{game}.md"
        section = section_for_rule(game, lang, rule)
        assert section is not None and section.anchor == anchor


def test_anchor_for_rule_examples() -> None:
    assert anchor_for_rule("§4.3 Operate") == "s4-3"
    assert anchor_for_rule("§7 Department Store Agent") == "s7"
    assert anchor_for_rule("§9 Factory Manager") == "s9"
    assert anchor_for_rule("§6 Department Stores") == "s6"
    assert anchor_for_rule("§A round 3 (Village)") == "s3-3-5"
    assert anchor_for_rule("§A round 3 (black dice)") == "s3-3-1"
    assert anchor_for_rule("§A round 2 (gold)") == "s3-2"
    assert anchor_for_rule("§Setup (altar)") == "s2"
    assert anchor_for_rule("§End of the game") == "s4"
    assert anchor_for_rule("notation") is None
    assert anchor_for_rule("seats") is None
    assert anchor_for_rule("§No such place") is None


def test_a_refusal_names_its_section_in_the_players_language() -> None:
    section = section_for_rule("factory", "zh", "§4.3 Operate")
    assert section is not None and section.number == "4.3"
    assert section.title == sections("factory", "zh")[6].title == "运转工厂阶段"
    assert section_for_rule("factory", "en", "notation") is None


@pytest.mark.parametrize("game", GAMES)
def test_all_languages_have_the_same_sections(game: str) -> None:
    english = [(section.number, section.anchor) for section in sections(game, "en")]
    assert english and len(set(english)) == len(english)
    for lang in LANGUAGES:
        found = sections(game, lang)
        assert [(section.number, section.anchor) for section in found] == english, lang
        assert all(section.title.strip() for section in found)
        assert all(section.body.strip() for section in found), lang
        if lang != "en":  # translated, not a copy of the English section
            for mine, theirs in zip(found, sections(game, "en"), strict=True):
                assert mine.title != theirs.title and mine.body != theirs.body, (
                    f"{lang}/{game} §{mine.number}"
                )


_AMOUNT = re.compile(r"£\d+|[+−-]\d+")


@pytest.mark.parametrize("game", GAMES)
def test_money_and_points_are_the_same_in_every_language(game: str) -> None:
    """Each section states the same amounts (£16, +3, −2) in every language."""

    def amounts(lang: str) -> list[Counter[str]]:
        return [Counter(match.replace("−", "-") for match in _AMOUNT.findall(section.body))
                for section in sections(game, lang)]

    english = amounts("en")
    for lang in LANGUAGES:
        for section, want, got in zip(sections(game, "en"), english, amounts(lang), strict=True):
            assert set(got) == set(want), f"{lang} §{section.number}"


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_cross_references_point_to_existing_sections(game: str, lang: str) -> None:
    numbers = {section.number for section in sections(game, lang)}
    for section in sections(game, lang):
        for number in re.findall(r"§(\d+(?:\.\d+)*)", section.body):
            assert number in numbers, f"{lang}/{game} §{section.number} cites §{number}"


_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uff00-\uffef]")


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", NON_LATIN)
def test_chinese_and_japanese_texts_are_not_english(game: str, lang: str) -> None:
    reference = rules.load(game, lang)
    assert reference.lang == lang
    for section in reference.sections:
        for text in (section.title, section.body):
            assert foreign_words(text) == [], f"{lang}/{game} §{section.number}"
        latin = len(re.findall(r"[A-Za-z]", section.body))
        assert len(_CJK.findall(section.body)) > 2 * latin, f"{lang}/{game} §{section.number}"


def _catalog_names(lang: str, prefix: str) -> dict[str, str]:
    """The plain names ``<prefix>-<id>`` of ``cards.ftl`` in ``lang`` (not their card texts)."""
    names: dict[str, str] = {}
    for entry in parse_catalog(LOCALES / lang / "cards.ftl").body:
        if isinstance(entry, fluent_ast.Message) and entry.value is not None:
            name = entry.id.name
            if re.fullmatch(prefix + r"-[a-z_]+", name):
                names[name] = "".join(
                    element.value for element in entry.value.elements
                    if isinstance(element, fluent_ast.TextElement)
                )
    return names


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize(
    ("game", "number", "prefix", "count"),
    [("factory", "6", "store", 5), ("factory", "7", "role", 16), ("chocolatl", "1", "station", 6)],
)
def test_the_reference_names_things_as_the_catalogs_do(
    lang: str, game: str, number: str, prefix: str, count: int
) -> None:
    """Stores, employees and stations carry the catalogs' names (the glossary's terms)."""
    body = next(section.body for section in sections(game, lang) if section.number == number)
    # The Master Chocolatier module's free employees (and their "no store") are module
    # content, not §6/§7 of the base game.
    module = {"store-free", *(f"role-{role}" for role in FREE_ROLES)}
    names = {k: v for k, v in _catalog_names(lang, prefix).items() if k not in module}
    assert len(names) == count
    for message, name in names.items():
        assert name in body, f"{lang}/{game} §{number} lacks {message} = {name!r}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_master_chocolatier_section_names_its_cards_as_the_catalogs_do(lang: str) -> None:
    """§10: the module's parts, free employees and every store, in the catalogs' words."""
    body = next(s.body for s in sections("factory", lang) if s.number == "10")
    roles = _catalog_names(lang, "role")
    stores = _catalog_names(lang, "store")
    names = [roles[f"role-{role}"] for role in FREE_ROLES]
    names += [stores[f"store-{store}"] for store in ("palace", "fresh", "salter", "house",
                                                     "dunstan")]
    for entry in parse_catalog(LOCALES / lang / "cards.ftl").body:
        if isinstance(entry, fluent_ast.Message) and entry.id.name in (
                "part-A16", "part-A17", "part-B16", "part-B17"):
            names += ["".join(e.value for e in entry.value.elements  # type: ignore[union-attr]
                              if isinstance(e, fluent_ast.TextElement))]
    assert len(names) == 6 + 5 + 4
    for name in names:
        assert name in body, f"{lang}/factory §10 lacks {name!r}"


def test_language_fallback() -> None:
    assert rules.load("factory", "zh-CN").lang == "zh"
    assert rules.load("chocolatl", "ZH_cn").lang == "zh"
    assert rules.load("factory", "ja_JP").lang == "ja"
    assert rules.load("chocolatl", "es-419").lang == "es"
    assert "fr" not in LANGUAGES and rules.load("factory", "fr").lang == "en"
    assert rules.load("factory", None).lang == "en"
    assert sections("factory", "de") == sections("factory", "en")
    with pytest.raises(RulesReferenceError, match="no rules reference"):
        sections("spinner", "en")


class _Balanced(HTMLParser):
    """Checks that every opened tag is closed in order; collects the ids."""

    VOID = frozenset({"br", "hr", "img"})

    def __init__(self) -> None:
        super().__init__()
        self.stack: list[str] = []
        self.ids: list[str] = []
        self.hrefs: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = dict(attrs)
        if values.get("id"):
            self.ids.append(str(values["id"]))
        if values.get("href"):
            self.hrefs.append(str(values["href"]))
        if tag not in self.VOID:
            self.stack.append(tag)

    def handle_endtag(self, tag: str) -> None:
        assert self.stack and self.stack[-1] == tag, f"</{tag}> closes {self.stack[-1:]}"
        self.stack.pop()


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_html_has_every_section_linkable_and_is_well_formed(game: str, lang: str) -> None:
    page = render_html(game, lang)
    checker = _Balanced()
    checker.feed(page)
    checker.close()
    assert checker.stack == []
    anchors = [section.anchor for section in sections(game, lang)]
    assert checker.ids == anchors
    assert all(href.lstrip("#") in anchors for href in checker.hrefs)
    assert f'lang="{lang}"' in page


_HOSTILE = """# Title <img src=x onerror=alert(1)>

Intro & "quotes".

## 1 Pieces <b>bold</b> {#s1}

A body with <script>alert('x')</script> and **<i>strong</i>**, see §1 and §7.

- item <iframe>
  - nested <svg onload=alert(1)>

| a | b<script> |
|---|---|
| <td> | c |
"""


def test_render_html_escapes_everything(monkeypatch: pytest.MonkeyPatch) -> None:
    hostile = parse(_HOSTILE, "factory", "en")
    monkeypatch.setattr(rules, "load", lambda game, lang=None: hostile)
    page = render_html("factory", "en")
    for raw in ("<script", "<img", "<iframe", "<svg", "<b>", "<i>"):
        assert raw not in page
    assert "&lt;script&gt;alert(&#x27;x&#x27;)&lt;/script&gt;" in page
    assert "<strong>&lt;i&gt;strong&lt;/i&gt;</strong>" in page
    assert '<a href="#s1">§1</a>' in page and "§7" in page and 'href="#s7"' not in page
    assert "<ul><li>item &lt;iframe&gt;<ul><li>nested &lt;svg onload=alert(1)&gt;</li>" in page
    checker = _Balanced()
    checker.feed(page)
    assert checker.stack == []


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("no title\n", "must start with"),
        ("# T\n\n## 4.3 Operate {#s4-3}\n", "needs ###"),
        ("# T\n\n### 4.3 Operate {#s43}\n", "must have anchor 's4-3'"),
        ("# T\n\n## 4 Day\n", "a heading must read"),
        ("# T\n\n## 4 Day {#s4}\n\n## 4 Day {#s4}\n", "section 4 twice"),
    ],
)
def test_parse_refuses_malformed_texts(text: str, message: str) -> None:
    with pytest.raises(RulesReferenceError, match=message):
        parse(text, "factory", "en", "bad.md")
