"""Words for people, in their language: message catalogs (Project Fluent) and the renderers that
turn structured events, refusals and views into text.

The engines emit events (a code plus typed parameters, :mod:`chocolatier.core.events`); this
package words them at the edges (terminal, CLI, server log). The browser reads the same ``.ftl``
catalogs and the same parameter conventions (``params.json``), see ``docs/i18n.md``.
"""

from chocolatier.i18n.catalog import (
    LANGUAGES,
    Catalog,
    UnknownLanguageError,
    catalog,
    negotiate,
    resolve_language,
)
from chocolatier.i18n.render import (
    EventRenderer,
    error_words,
    notation_reason,
    render_option_error,
    render_refusal,
    rule_words,
)

__all__ = [
    "LANGUAGES",
    "Catalog",
    "EventRenderer",
    "UnknownLanguageError",
    "catalog",
    "error_words",
    "negotiate",
    "notation_reason",
    "render_option_error",
    "render_refusal",
    "resolve_language",
    "rule_words",
]
