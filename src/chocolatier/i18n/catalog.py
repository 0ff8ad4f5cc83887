"""The message catalogs: one Fluent bundle per language from ``locales/<lang>/*.ftl``, and how a
language is chosen (``--lang``, ``CHOCOLATIER_LANG``, the locale, an Accept-Language header)."""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence
from functools import cache
from importlib import resources
from typing import Any, Literal

from babel.lists import format_list
from fluent.runtime import FluentBundle, FluentResource

from chocolatier.core.errors import ChocolatierError

#: The languages of the catalogs: English, Simplified Chinese, Japanese, Spanish.
LANGUAGES: tuple[str, ...] = ("en", "zh", "ja", "es")
#: The CLDR locale used for plurals, numbers and lists of each language.
_LOCALES = {"en": "en", "zh": "zh_Hans_CN", "ja": "ja", "es": "es"}
_FLUENT_LOCALES = {"en": "en-US", "zh": "zh-CN", "ja": "ja-JP", "es": "es-ES"}
_ENV = "CHOCOLATIER_LANG"

#: The ways of listing words (Babel's ``format_list`` styles; "or": "a, b or c").
ListStyle = Literal["standard", "standard-short", "or", "or-short", "unit", "unit-short",
                    "unit-narrow"]


class UnknownLanguageError(ChocolatierError):
    """A language that has no catalog."""

    def __init__(self, lang: str) -> None:
        super().__init__(f"unknown language {lang!r} (languages: {', '.join(LANGUAGES)})")
        self.lang = lang


def _base(tag: str) -> str | None:
    """The catalog language of a locale or language tag (``zh-Hans-CN``, ``ja_JP.UTF-8``)."""
    code = tag.strip().replace("_", "-").split(".")[0].split("-")[0].lower()
    return code if code in LANGUAGES else None


def resolve_language(explicit: str | None = None, environ: Mapping[str, str] | None = None) -> str:
    """The language to use: ``explicit`` (``--lang``), else ``CHOCOLATIER_LANG``, else the
    locale (``LC_ALL``, ``LC_MESSAGES``, ``LANG``), else English. An explicit or
    ``CHOCOLATIER_LANG`` value that is no catalog language raises :class:`UnknownLanguageError`.
    """
    env = os.environ if environ is None else environ
    for given in (explicit, env.get(_ENV)):
        if given:
            found = _base(given)
            if found is None:
                raise UnknownLanguageError(given)
            return found
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(name)
        if value and value not in ("C", "POSIX"):
            return _base(value) or "en"
    return "en"


def negotiate(accept_language: str | None) -> str:
    """The first catalog language of an HTTP ``Accept-Language`` header, by quality."""
    ranked: list[tuple[float, int, str]] = []
    for index, item in enumerate((accept_language or "").split(",")[:32]):
        tag, _, params = item.strip().partition(";")
        quality = 1.0
        if params.strip().startswith("q="):
            try:
                quality = float(params.strip()[2:])
            except ValueError:
                quality = 0.0
        found = _base(tag) if tag else None
        if found is not None and quality > 0:
            ranked.append((-quality, index, found))
    return min(ranked)[2] if ranked else "en"


def ftl_files(lang: str) -> list[tuple[str, str]]:
    """The ``(file name, text)`` of every catalog file of ``lang``, sorted by name."""
    folder = resources.files("chocolatier.i18n") / "locales" / lang
    return sorted(
        (entry.name, entry.read_text(encoding="utf-8"))
        for entry in folder.iterdir()
        if entry.name.endswith(".ftl")
    )


class Catalog:
    """The messages of one language. ``text(id, **args)`` formats a message (or one of its
    attributes with ``attr``); a message missing here falls back to English, then to its id."""

    def __init__(self, lang: str) -> None:
        if lang not in LANGUAGES:
            raise UnknownLanguageError(lang)
        self.lang = lang
        self.locale = _LOCALES[lang]
        self._bundle = self._load(lang)
        self._fallback = None if lang == "en" else self._load("en")

    @staticmethod
    def _load(lang: str) -> FluentBundle:
        # No Unicode isolation marks: terminals and tests read the plain text.
        bundle = FluentBundle([_FLUENT_LOCALES[lang]], use_isolating=False)
        for _, text in ftl_files(lang):
            bundle.add_resource(FluentResource(text))
        return bundle

    def has(self, msg_id: str) -> bool:
        """Whether this language itself has the message."""
        return bool(self._bundle.has_message(msg_id))

    def text(self, msg_id: str, attr: str | None = None, **args: Any) -> str:
        """The formatted message ``msg_id`` (or its attribute ``attr``)."""
        for bundle in (self._bundle, self._fallback):
            if bundle is None or not bundle.has_message(msg_id):
                continue
            message = bundle.get_message(msg_id)
            pattern = message.attributes.get(attr) if attr else message.value
            if pattern is None:
                continue
            value, _errors = bundle.format_pattern(pattern, args)
            return str(value)
        return msg_id if attr is None else f"{msg_id}.{attr}"

    def maybe(self, msg_id: str, **args: Any) -> str | None:
        """The message if this language or English has it, else ``None``."""
        text = self.text(msg_id, **args)
        return None if text == msg_id else text

    def join(self, items: Sequence[str], style: ListStyle = "standard") -> str:
        """Words listed the language's way ("a, b and c"; "a、b和c")."""
        if not items:
            return ""
        return str(format_list(list(items), style=style, locale=self.locale))


@cache
def catalog(lang: str = "en") -> Catalog:
    """The (cached) catalog of ``lang``."""
    return Catalog(lang)
