"""The rules reference states the engine's numbers (issue 25): the daily coal, the packet sizes,
the shifts and Beans of a day, the store room limits, the end-game payouts, the employees'
numbers, and the printed cards' store-side numbers, in every language. A change to one of those
constants (or to the default cards) fails here until the four texts say the new number.

Each claim names a block of a section (a top-level list item, one of its nested items, a
paragraph, or the table row of a named store or employee), the engine's numbers it states and,
per language, the block's other numbers (a Japanese counter "1個", an example's positions): the
block's numbers must be exactly those, as a multiset, so any changed constant shows."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field

import pytest

from chocolatier.factory.cards import load_card_set
from chocolatier.factory.roles import SHIFTS_PER_DAY, ability
from chocolatier.factory.rules import POSITIONS
from chocolatier.factory.scoring import DIVERSITY, FIRST, MAJORITY, SECOND, THIRD
from chocolatier.factory.solo import DAILY_DEMANDS
from chocolatier.factory.table import DAILY_COAL, PACKETS, ROOM_LIMIT, SOLO_ROOM_LIMIT
from chocolatier.i18n import catalog
from chocolatier.i18n.rules import LANGUAGES, sections

# a number of the text: not a section citation (§4.3) nor part of one
_NUMBER = re.compile(r"(?<![§\d.])\d+(?![\d.]\d)")
_TABLE_RULE = re.compile(r"\|(\s*:?-+:?\s*\|)+")


@dataclass
class Block:
    """A block of a section body: a list item with its nested items, a paragraph or a row."""

    text: str
    nested: list[str] = field(default_factory=list)
    cells: list[str] = field(default_factory=list)


def blocks(body: str) -> list[Block]:
    """The section's blocks in order (list continuation lines joined to their item)."""
    found: list[Block] = []
    last: Block | None = None  # the block a continuation line belongs to; None after a gap
    for line in body.splitlines():
        item = re.match(r"^(\s*)(?:- |\d+\. )(.*)", line)
        if not line.strip():
            last = None
        elif line.startswith("|"):
            if not _TABLE_RULE.fullmatch(line.strip()):
                cells = [c.strip() for c in line.strip().strip("|").split("|")]
                found.append(Block(line, cells=cells))
            last = None
        elif item and not item.group(1):
            last = Block(item.group(2))
            found.append(last)
        elif item and last is not None:
            last.nested.append(item.group(2))
        elif last is not None and last.nested:
            last.nested[-1] += " " + line.strip()
        elif last is not None:
            last.text += " " + line.strip()
        else:
            last = Block(line.strip())
            found.append(last)
    return found


def numbers(text: str) -> Counter[int]:
    return Counter(int(n) for n in _NUMBER.findall(text))


@dataclass(frozen=True)
class Claim:
    """Block ``block`` (or its nested item ``nested``; for a table, the last cell of the row
    whose first cell is catalog message ``row``) of section ``section`` states ``engine``, with
    ``other[lang]`` besides."""

    section: str
    engine: Sequence[int]
    block: int = 0
    nested: int | None = None
    row: str | None = None
    other: dict[str, Sequence[int]] = field(default_factory=dict)


def _claims() -> list[Claim]:
    cards = load_card_set()
    sides = {store.id: store.sides for store in cards.stores}
    two_of = [n for _icon, spaces in sides["dunstan"]["B"].two_of for n in (2, spaces)]
    c_sides = [sides[store]["C"].per for store in ("palace", "fresh", "salter", "house",
                                                   "dunstan")]
    engineer, supervisor = ability("engineer"), ability("supervisor")
    return [
        Claim("4.1", DAILY_COAL),
        *[Claim("4.1", (players, *PACKETS[players]), block=1, nested=n)
          for n, players in enumerate((2, 3, 4))],
        # a day has 3 shifts (4 with the Engineer)
        Claim("4.3", (SHIFTS_PER_DAY, engineer.shifts), other={"ja": (1, 1, 3)}),
        # Load & Push: 1 Bean (2 with the Supervisor) at position 1, out of position 4
        Claim("4.3", (1, supervisor.beans, 1, POSITIONS), block=1, other={"ja": (1,)}),
        # Cleanup keeps 2 chocolates, each other one is 1 coal
        Claim("4.5", (ROOM_LIMIT, 1), block=1, other={"ja": (1,)}),
        Claim("5", (MAJORITY,), block=1, other={"ja": (1,)}),
        Claim("5", (FIRST,), block=2, nested=0, other={"en": (1,), "ja": (1,), "es": (1,)}),
        Claim("5", (SECOND, 0), block=2, nested=1,
              other={"en": (2, 1), "ja": (2, 1), "es": (2, 1)}),
        Claim("5", (THIRD, 0), block=2, nested=2,
              other={"en": (3, 2, 2, 4), "ja": (3, 2, 2, 4), "es": (3, 2, 2, 4)}),
        Claim("5", (*DIVERSITY, *DIVERSITY.values()), block=3,
              other=dict.fromkeys(LANGUAGES, (0, 0))),
        Claim("9", (DAILY_DEMANDS,), block=1, other={
            "en": (3,), "zh": (1, 1, 3), "ja": (1, 1, 3), "es": (3,)}),
        Claim("9", (SOLO_ROOM_LIMIT,), block=4),
        # the printed cards' store sides (§6 table, §10)
        Claim("6", (1, sides["palace"]["B"].limit), row="store-palace",
              other={"ja": (1, 1, 1, 1)}),
        Claim("6", two_of, row="store-dunstan", other={"ja": (1, 1, 2)}),
        Claim("10", (1, *c_sides), block=3, other={"ja": (2,)}),
        Claim("10", (*sides["fresh"]["D"].counts, 1), block=4, nested=1,
              other={"ja": (1, 1, 1)}),
        Claim("10", (*sides["dunstan"]["D"].counts, 1), block=4, nested=4,
              other={"ja": (1, 1, 1)}),
        # the employees' numbers (§7 table)
        Claim("7", (ability("miner").gift,), row="role-miner"),
        Claim("7", (ability("salesman").stage_bonus,), row="role-salesman",
              other={"ja": (1,)}),
        Claim("7", (ability("expert_miner").gift,), row="role-expert_miner"),
        Claim("7", (engineer.shifts, SHIFTS_PER_DAY), row="role-engineer", other={"ja": (1,)}),
        Claim("7", (supervisor.beans,), row="role-supervisor"),
        Claim("7", (ability("technician").extra_coal,), row="role-technician",
              other={"ja": (1,)}),
    ]


CLAIMS = _claims()


def stated(claim: Claim, lang: str) -> str:
    """The text of the claim's block in ``lang``."""
    body = next(s.body for s in sections("factory", lang) if s.number == claim.section)
    found = blocks(body)
    if claim.row is not None:
        name = catalog(lang).text(claim.row)
        # the row's name, alone or with its colour: "The Palace Boutique (brown)"
        named = re.compile(re.escape(name) + r"(\s*[(（].*)?")
        rows = [b for b in found if b.cells and named.fullmatch(b.cells[0])]
        assert len(rows) == 1, f"{lang} §{claim.section}: no single row of {name!r}"
        return rows[0].cells[-1]
    block = found[claim.block]
    return block.text if claim.nested is None else block.nested[claim.nested]


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("claim", CLAIMS, ids=lambda c: f"s{c.section}-{c.row or c.block}"
                         + ("" if c.nested is None else f".{c.nested}"))
def test_the_reference_states_the_engines_numbers(claim: Claim, lang: str) -> None:
    text = stated(claim, lang)
    expected = Counter(claim.engine) + Counter(claim.other.get(lang, ()))
    assert numbers(text) == expected, (
        f"{lang} §{claim.section} says {sorted(numbers(text).elements())}, the engine "
        f"{list(claim.engine)}: {text!r}")


def test_a_changed_constant_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """The claims are read from the constants when the test runs: another daily coal makes the
    reference disagree."""
    from chocolatier.factory import table

    monkeypatch.setattr(table, "DAILY_COAL", (4, 6, 7, 8, 9, 10))
    coal = Claim("4.1", table.DAILY_COAL)
    assert numbers(stated(coal, "en")) != Counter(coal.engine)
