"""Bots and RL encoders ask the engines through their public rules surface only (issue #15).

The rule, simple on purpose: a module of ``chocolatier.bots``, ``chocolatier.rl`` or
``chocolatier.observation`` (every ``*.py`` there, new ones included) may import from
``chocolatier.factory`` and ``chocolatier.chocolatl`` only the modules listed in :data:`PUBLIC`
— at the top, inside a function or under ``TYPE_CHECKING`` alike. Everything else it needs
(``chocolatier.core``, other bot modules, libraries) is free. A rule a bot needs that the
surface lacks is added to the surface (``chocolatier.factory.rules`` /
``chocolatier.chocolatl.rules``), where the engine uses it too, instead of being copied into the
bot. Nor may they read a position's hidden fields (``rules.HIDDEN_FIELDS``: deck orders, deck
bottoms' owners, the random stream), even on the determinised clone they are handed.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import chocolatier

PACKAGE = Path(chocolatier.__file__).parent
ENGINES = ("chocolatier.factory", "chocolatier.chocolatl")
#: The public surface of the engines: the only engine modules bots and encoders may import.
PUBLIC = frozenset({
    "chocolatier.factory.rules",
    "chocolatier.factory.contract",
    "chocolatier.chocolatl.rules",
    "chocolatier.chocolatl.contract",
})
CHECKED = ("bots", "rl", "observation")


def engine_imports(source: str) -> list[str]:
    """Every engine module ``source`` imports (``from chocolatier.factory import rules`` counts
    as ``chocolatier.factory.rules``)."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            if node.module in ENGINES:
                names = [f"{node.module}.{alias.name}" for alias in node.names]
            else:
                names = [node.module]
        else:
            continue
        found += [name for name in names
                  if any(name == e or name.startswith(f"{e}.") for e in ENGINES)]
    return found


def _modules() -> list[Path]:
    return sorted(p for d in CHECKED for p in (PACKAGE / d).glob("*.py"))


@pytest.mark.parametrize("path", _modules(), ids=lambda p: f"{p.parent.name}/{p.name}")
def test_only_the_public_rules_surface_is_imported(path: Path) -> None:
    name = f"{path.parent.name}/{path.name}"
    private = [m for m in engine_imports(path.read_text(encoding="utf-8")) if m not in PUBLIC]
    assert not private, (
        f"{name} imports engine internals {private}; ask chocolatier.factory.rules / "
        "chocolatier.chocolatl.rules (add the rule there, used by the engine too)"
    )


def hidden_reads(source: str) -> list[str]:
    """The hidden position fields ``source`` reads (``x.order_decks``; a bot's own ``self.rng``
    is its own random stream, not the position's)."""
    from chocolatier.factory.rules import HIDDEN_FIELDS

    return [
        node.attr for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.Attribute) and node.attr in HIDDEN_FIELDS
        and not (isinstance(node.value, ast.Name) and node.value.id == "self")
    ]


@pytest.mark.parametrize("path", _modules(), ids=lambda p: f"{p.parent.name}/{p.name}")
def test_no_hidden_field_is_read(path: Path) -> None:
    assert not hidden_reads(path.read_text(encoding="utf-8")), path.name


def test_hidden_reads_are_seen() -> None:
    assert hidden_reads("state.order_decks[0]\nself.rng.next64()\nsim.rng.next64()") == [
        "order_decks", "rng"]
    from chocolatier.factory.position import _FIELDS
    from chocolatier.factory.rules import HIDDEN_FIELDS

    assert set(_FIELDS) >= HIDDEN_FIELDS


def test_the_rule_sees_every_form_of_import() -> None:
    source = """
import chocolatier.factory.state
from chocolatier.factory import fulfil, rules
from chocolatier.chocolatl.state import ChocolatlState
from chocolatier.core.game import State
if TYPE_CHECKING:
    from chocolatier.factory.table import Table
def f():
    from chocolatier.factory.cards import KINDS
"""
    found = engine_imports(source)
    assert sorted(found) == sorted([
        "chocolatier.factory.state", "chocolatier.factory.fulfil", "chocolatier.factory.rules",
        "chocolatier.chocolatl.state", "chocolatier.factory.table", "chocolatier.factory.cards",
    ])
    assert sorted(m for m in found if m not in PUBLIC) == sorted([
        "chocolatier.factory.state", "chocolatier.factory.fulfil", "chocolatier.chocolatl.state",
        "chocolatier.factory.table", "chocolatier.factory.cards",
    ])
