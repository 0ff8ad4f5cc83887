"""The words of the reports that this room writes (tournament and balance plots, ``balance.md``),
handed in by the edge that runs them: the command line builds a :class:`ReportWords` from its
catalog in the reader's language, so that the simulation room words its files without knowing
the catalogs, and a test may hand in any wording."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class ReportWords:
    """How a report names things, in one language (``lang``, which also picks the plots'
    fonts)."""

    lang: str
    #: A message of the catalogs with its variables (``report-seat``, ``seat=1``).
    text: Callable[..., str]
    #: A source of money (``corner shops``) or a score category (``store_palace``).
    source: Callable[[str], str]
    category: Callable[[str], str]
    #: A card of a report (``{"card": "A01", "kind": "part", "name": ...}``) by its name.
    card: Callable[[Mapping[str, Any]], str]
    #: A game (``factory``) by its name.
    game: Callable[[str], str]
