"""Game content in words: counted chocolates, a part's effect, an order's stages. The terminal
board and the ``cards`` command both show cards this way, from the catalogs (``cards.ftl`` for
the names, ``terminal.ftl`` for the short effects)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from chocolatier.factory.rules import KINDS
from chocolatier.i18n.render import EventRenderer

#: Chocolates in stage order (the order a pile is listed in): the engine's order of kinds.
KIND_ORDER = KINDS


def ability(words: EventRenderer, role: str) -> str:
    """What an employee of ``role`` does (its card text), with the numbers the engine declares
    for it (:mod:`chocolatier.factory.roles`); "" for a role the catalogs do not know."""
    from chocolatier.factory.roles import ability as declared

    found = declared(role)
    return words.catalog.maybe(found.text_id, **found.text_args()) or ""


def store_side(words: EventRenderer, store: Mapping[str, Any]) -> str:
    """What a Department Store's side takes (catalog ``store-<id>-<side>``), with the numbers of
    the loaded card set (a view's store row, :func:`chocolatier.factory.view.side_wording`):
    its ``limit``, ``per``, ``counts`` and the spaces of its ``two_of`` sets. A card set's own
    kind of side (``own``), or one the catalogs do not know, keeps its file's text."""
    if store.get("own"):
        return str(store["text"])
    args: dict[str, Any] = {}
    for name in ("limit", "per"):
        if name in store:
            args[name] = store[name]
    if "counts" in store:
        args["counts"] = words.catalog.join([str(n) for n in store["counts"]], style="or")
    for pair in store.get("two_of", ()):
        args[pair["icon"]] = pair["spaces"]
    found = words.catalog.maybe(f"store-{store['id']}-{store['side']}", **args)
    return found if found is not None else str(store["text"])


def counts(names: Sequence[str]) -> dict[str, int]:
    """How many of each name, in first-seen order."""
    found: dict[str, int] = {}
    for name in names:
        found[name] = found.get(name, 0) + 1
    return found


def icon(words: EventRenderer, name: str, count: int = 1) -> str:
    """A chocolate kind or a generic icon (Bar, Wrapped…), in the plural form of ``count``."""
    return words.catalog.maybe(f"icon-{name}", count=count) or words.kind(name, count)


def counted(words: EventRenderer, name: str, count: int) -> str:
    """``count`` chocolates of a kind or icon: "2 Chunks", "2 个碎块"."""
    return words.catalog.text("count-of", count=count, what=icon(words, name, count))


def icons(words: EventRenderer, names: Sequence[str]) -> str:
    """Icons grouped with their counts: ["cocoa", "chunk", "chunk"] → "1 Cocoa + 2 Chunks"."""
    return words.kinds(names)


def pile(words: EventRenderer, pile: Mapping[str, int]) -> str:
    """A pile ``{kind: count}`` in stage order, listed the language's way ("—" when empty)."""
    order = sorted(pile, key=lambda k: KIND_ORDER.index(k) if k in KIND_ORDER else len(KIND_ORDER))
    shown = [counted(words, kind, pile[kind]) for kind in order if pile[kind] > 0]
    return words.catalog.join(shown) if shown else "—"


def option(words: EventRenderer, inputs: Sequence[str], outputs: Sequence[str]) -> str:
    """One converter option: "1 Cocoa → 2 Chunks"."""
    return f"{icons(words, inputs)} → {icons(words, outputs)}"


def part_effect(words: EventRenderer, part: Mapping[str, Any]) -> str:
    """What a part does in a few words (a converter's options separated by " | ")."""
    kind = part["kind"]
    t = words.catalog.text
    if kind == "upgrader":
        return t("tui-effect-upgrader", points=part["points"])
    if kind == "repeater":
        return t("tui-effect-repeater", copies=part["copies"], times=part["copies"] + 1)
    if kind == "chute":
        return t("tui-effect-chute")
    if kind == "mover":  # Master Chocolatier: the chocolates it may move, then the action
        return f"{icons(words, part['accepts'])}: {t('part-type-mover-effect')}"
    return " | ".join(option(words, o["inputs"], o["outputs"]) for o in part["options"])


def stage(words: EventRenderer, chocolates: Sequence[str], money: int) -> str:
    """A Corner Shop order stage: "1 Nut + 1 Caramel → £7"."""
    return words.catalog.text("tui-stage", chocolates=icons(words, chocolates), money=money)
