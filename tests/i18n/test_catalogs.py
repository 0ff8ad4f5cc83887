"""The Fluent catalogs of every language: they parse, carry the same messages with the same
variables, name every piece of game content, keep English out of Chinese and Japanese, and the
glossary in docs/i18n.md is the one the catalogs generate.

Generic over every ``.ftl`` file of ``src/chocolatier/i18n/locales``: the content catalogs,
the event catalog and the edges' catalogs are all held to the same rules."""

from __future__ import annotations

import functools
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax import ast

from chocolatier.chocolatl.actions import STATIONS
from chocolatier.chocolatl.data import COLOURS
from chocolatier.chocolatl.phases import RULES as CHOCOLATL_PHASES
from chocolatier.chocolatl.scoring import CATEGORIES
from chocolatier.core.errors import NOTATION_ERRORS, OPTION_ERRORS
from chocolatier.factory import objectives, scoring
from chocolatier.factory.cards import GENERIC_ICONS, KINDS, ROLES, STORES, load_card_set
from chocolatier.factory.phases import PHASE_RULE
from chocolatier.factory.table import DAY_NAMES
from chocolatier.i18n.glossary import (
    BEGIN,
    END,
    KEPT_NAMES,
    LANGUAGES,
    LOCALES,
    NON_LATIN,
    foreign_words,
    glossary_markdown,
    is_term,
    parse,
    source_of,
)
from tests.factory.helpers import new

DOC = Path(__file__).parents[2] / "docs" / "i18n.md"
FILES = sorted({path.name for lang in LANGUAGES for path in (LOCALES / lang).glob("*.ftl")})
CATALOGS = [(lang, name) for name in FILES for lang in LANGUAGES]


@functools.cache
def bundle_of(lang: str) -> FluentBundle:
    """Every catalog file of a language in one bundle, as the renderers load them."""
    bundle = FluentBundle([lang], use_isolating=False)
    for name in FILES:
        bundle.add_resource(FluentResource((LOCALES / lang / name).read_text(encoding="utf-8")))
    return bundle


@functools.cache
def messages(lang: str, name: str) -> dict[str, ast.Message]:
    """The messages of one catalog file by id."""
    return {e.id.name: e for e in parse(LOCALES / lang / name).body if isinstance(e, ast.Message)}


def patterns(message: ast.Message) -> Iterator[tuple[str, ast.Pattern | None]]:
    """The message's value and each attribute, keyed ``id`` and ``id.attribute``."""
    yield message.id.name, message.value
    for attribute in message.attributes:
        yield f"{message.id.name}.{attribute.id.name}", attribute.value


def variables(node: object, shown: set[str], selectors: set[str]) -> None:
    """Collect the variables of ``node``: shown in the text, or only choosing a variant."""
    if isinstance(node, ast.SelectExpression):
        selector = node.selector
        names = [selector] if isinstance(selector, ast.VariableReference) else []
        if isinstance(selector, ast.FunctionReference):
            names = [a for a in selector.arguments.positional
                     if isinstance(a, ast.VariableReference)]
        selectors.update(n.id.name for n in names)
        for variant in node.variants:
            variables(variant.value, shown, selectors)
        return
    if isinstance(node, ast.VariableReference):
        shown.add(node.id.name)
        return
    if isinstance(node, ast.BaseNode):
        for value in vars(node).values():
            for child in value if isinstance(value, list) else [value]:
                variables(child, shown, selectors)


def signature(pattern: ast.Pattern | None) -> tuple[frozenset[str], frozenset[str]]:
    """(variables shown, variables used) of one pattern."""
    shown: set[str] = set()
    selectors: set[str] = set()
    variables(pattern, shown, selectors)
    return frozenset(shown), frozenset(shown | selectors)


def texts(pattern: ast.Pattern | None) -> Iterator[str]:
    """Every literal text of a pattern, variants included (variables and ids left out)."""
    if isinstance(pattern, ast.TextElement):
        yield pattern.value
    elif isinstance(pattern, ast.StringLiteral):
        yield pattern.parse()["value"]
    elif isinstance(pattern, ast.Variant):
        yield from texts(pattern.value)
    elif isinstance(pattern, ast.BaseNode) and not isinstance(pattern, ast.Identifier):
        for value in vars(pattern).values():
            for child in value if isinstance(value, list) else [value]:
                yield from texts(child)


def test_every_language_has_every_catalog_file() -> None:
    assert "cards.ftl" in FILES
    for lang in LANGUAGES:
        assert sorted(p.name for p in (LOCALES / lang).glob("*.ftl")) == FILES, lang


@pytest.mark.parametrize(("lang", "name"), CATALOGS)
def test_catalog_parses_without_junk_or_duplicates(lang: str, name: str) -> None:
    body = parse(LOCALES / lang / name).body
    junk = [(e.content[:60], [a.message for a in e.annotations])
            for e in body if isinstance(e, ast.Junk)]
    assert junk == []
    ids = [e.id.name for e in body if isinstance(e, ast.Message | ast.Term)]
    assert len(ids) == len(set(ids)), sorted(i for i in ids if ids.count(i) > 1)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_message_ids_unique_across_a_languages_files(lang: str) -> None:
    """The renderer loads every file of a language into one bundle: ids must not collide."""
    seen: dict[str, str] = {}
    for name in FILES:
        for message_id in messages(lang, name):
            assert message_id not in seen, f"{message_id} in {seen.get(message_id)} and {name}"
            seen[message_id] = name


@pytest.mark.parametrize("name", FILES)
def test_same_messages_and_attributes_in_every_language(name: str) -> None:
    english = {key for m in messages("en", name).values() for key, _ in patterns(m)}
    for lang in LANGUAGES[1:]:
        found = {key for m in messages(lang, name).values() for key, _ in patterns(m)}
        assert sorted(english - found) == [], f"{lang}/{name} lacks these"
        assert sorted(found - english) == [], f"{lang}/{name} has these that en/{name} lacks"


@pytest.mark.parametrize("name", FILES)
def test_same_variables_in_every_language(name: str) -> None:
    """A message shows the same variables in every language; a language may select on fewer
    (Chinese and Japanese have no plural forms) but never on one the English message lacks."""
    english = {k: signature(p) for m in messages("en", name).values() for k, p in patterns(m)}
    for lang in LANGUAGES[1:]:
        for message in messages(lang, name).values():
            for key, pattern in patterns(message):
                shown, used = signature(pattern)
                en_shown, en_used = english[key]
                assert shown == en_shown, f"{lang}/{name} {key} shows {sorted(shown)}"
                assert used <= en_used, f"{lang}/{name} {key} uses {sorted(used - en_used)}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_message_formats_without_errors(lang: str) -> None:
    """Formatted with every variable it uses (as 1 and as 5), no message reports an error,
    e.g. a reference to a message or term that does not exist."""
    bundle = bundle_of(lang)
    for name in FILES:
        for message in messages(lang, name).values():
            compiled = bundle.get_message(message.id.name)
            for key, pattern in patterns(message):
                for number in (1, 5):
                    args = dict.fromkeys(signature(pattern)[1], number)
                    target = compiled.value if "." not in key else compiled.attributes[
                        key.split(".", 1)[1]]
                    text, errors = bundle.format_pattern(target, args)
                    assert errors == [], f"{lang}/{name} {key}: {errors}"
                    assert text.strip(), f"{lang}/{name} {key} is empty"


@pytest.mark.parametrize(("lang", "name"), [(lg, n) for lg, n in CATALOGS if lg in NON_LATIN])
def test_no_english_in_chinese_and_japanese(lang: str, name: str) -> None:
    kept = _notation(name)
    left = {key: words for m in messages(lang, name).values() for key, p in patterns(m)
            if (words := [w for t in texts(p) for w in foreign_words(t)
                          if _word(w) not in kept.get(key, ())])}
    assert left == {}, f"English left in {lang}/{name} (kept names: {KEPT_NAMES})"
    if kept:  # each help is written in the language, not the English with its notation kept
        untranslated = [key for m in messages(lang, name).values() for key, p in patterns(m)
                        if not re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", "".join(texts(p)))
                        and any(foreign_words(t) for t in texts(p))]
        assert untranslated == [], f"{lang}/{name}: {untranslated}"


#: Catalogs of the command line's help and reports, where a message keeps as typed the notation
#: and names its English has (``key=value``, ``factory``, JSON, Ray, HOST:PORT, Wilson).
NOTATION_FILES = ("cli-help.ftl", "reports.ftl", "valuenet-help.ftl")


def _notation(name: str) -> dict[str, set[str]]:
    """Per message of ``name`` (a notation file), the ASCII words of its English."""
    if name not in NOTATION_FILES:
        return {}
    return {key: {_word(w) for t in texts(p) for w in foreign_words(t)}
            for m in messages("en", name).values() for key, p in patterns(m)}


def _word(word: str) -> str:
    """A word as notation kept in another language may write it: ``CPUs`` is ``CPU``."""
    return word.lower().removesuffix("s")


def test_foreign_words_spots_english_but_not_kept_names_or_other_latin_words() -> None:
    assert foreign_words("交付 2 Nuts") == ["Nuts"]
    assert foreign_words("坚果Nut") == ["Nut"]
    assert foreign_words("chocolatier · English · Español · £12 · A01 · x3") == []


def content_ids() -> set[str]:
    """Every message the shipped game content needs in cards.ftl."""
    cards = load_card_set()
    ids = {f"kind-{k}" for k in KINDS} | {f"icon-{i}" for i in GENERIC_ICONS}
    ids |= {f"part-{p.id}" for p in cards.parts + tuple(cards.board.preprinted.values())}
    for kind in {p.kind for p in cards.parts + tuple(cards.board.preprinted.values())}:
        ids |= {f"part-type-{kind}", f"part-type-{kind}-effect"}
    ids |= {f"role-{r}" for r in ROLES} | {f"role-{r}-ability" for r in ROLES}
    ids |= {f"role-{e.role}" for e in cards.employees}
    ids |= {f"store-{s}" for s in STORES} | {f"colour-{s.colour}" for s in cards.stores}
    ids |= {f"store-{s.id}-{side}" for s in cards.stores for side in s.sides}
    ids |= {f"order-size-{o.size}" for o in cards.orders}
    ids.add("order-size-any")  # objective-orders-short of a box that takes any orders
    ids |= {f"solo-type-{c.type}" for c in cards.solo}
    for card in cards.solo:
        for box in card.objectives:
            at = "-at" if box.kind == "department_store" and box.store else ""
            ids.add(f"objective-{box.kind}{at}")
    ids |= {"objective-department_store", "objective-department_store-at",
            "objective-special_order"}
    ids |= {f"day-{d}" for d in range(1, len(DAY_NAMES) + 1)}
    ids |= {f"phase-{p}" for p in PHASE_RULE}
    result = scoring.result(new(players=2))
    ids |= {f"score-{key}" for key in result.breakdown[0]}
    ids |= {f"score-met_{kind}" for kind in objectives.KINDS}
    ids |= {"score-" + key.replace(" ", "_") for key in CATEGORIES}
    ids |= {f"station-{s}" for s in STATIONS} | {f"station-{s}-effect" for s in STATIONS}
    ids |= {f"mode-{c}" for c in COLOURS} | {f"mode-{c}-rule" for c in COLOURS}
    ids |= {f"step-{p}" for p in CHOCOLATL_PHASES}
    return ids


def test_every_piece_of_game_content_has_its_message() -> None:
    missing = content_ids() - set(messages("en", "cards.ftl"))
    assert sorted(missing) == []


def test_every_option_and_notation_error_has_its_message_with_its_parameters() -> None:
    """Each code of ``OPTION_ERRORS`` (``NOTATION_ERRORS``) is worded as ``option-error-<code>``
    (``notation-error-<code>``), showing exactly the
    parameters the table declares (the tests above hold every language to English's messages
    and variables), and no message words a code the engines do not raise."""
    english = messages("en", "events.ftl")
    for prefix, table in (("option-error-", OPTION_ERRORS), ("notation-error-", NOTATION_ERRORS)):
        for code, params in table.items():
            message = english.get(f"{prefix}{code}")
            assert message is not None, code
            assert signature(message.value)[0] == set(params), code
        worded = {i.removeprefix(prefix) for i in english if i.startswith(prefix)}
        assert sorted(worded - set(table)) == [], prefix


def test_kinds_and_icons_take_a_count_where_the_language_has_plurals() -> None:
    invariable = {"en": {"kind-cocoa", "kind-boxed", "icon-wrapped"}, "es": set()}
    for lang, words in invariable.items():
        bundle = bundle_of(lang)
        for message_id in messages(lang, "cards.ftl"):
            if message_id.startswith(("kind-", "icon-")) and message_id not in words:
                value = bundle.get_message(message_id).value
                one = bundle.format_pattern(value, {"count": 1})[0]
                many = bundle.format_pattern(value, {"count": 2})[0]
                assert one != many, f"{lang} {message_id}: {one!r} has no plural"


def test_docs_glossary_is_the_generated_one() -> None:
    text = DOC.read_text(encoding="utf-8")
    assert BEGIN in text and END in text, "docs/i18n.md lacks the glossary markers"
    between = text.split(BEGIN, 1)[1].split(END, 1)[0]
    assert between.strip() == glossary_markdown().strip(), (
        "docs/i18n.md is out of date: python -m chocolatier.i18n.glossary --write docs/i18n.md")


def test_every_content_message_names_its_source_in_every_language() -> None:
    """Each glossary term says where it comes from (seed NNN, rules or ours)."""
    for lang in LANGUAGES:
        unsourced = [i for i, m in messages(lang, "cards.ftl").items()
                     if is_term(i) and not source_of(m)]
        assert unsourced == [], lang
