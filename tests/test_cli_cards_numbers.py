"""``chocolatier cards --cards DIR`` words every card with the numbers of the loaded set (issue 25):
the test set (``tests/cardsets/numbers``) changes store sides' amounts, a part's points, an order's
money and a solo card's amount, and the listing says the new numbers in English and Chinese,
where the printed cards say the printed ones."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from chocolatier.cli import app

CARDS = Path(__file__).parent / "cardsets" / "numbers"
# the loaded set's words, then the printed set's, per language
SAID = {
    "en": [
        ("1 space each (at most 4 a day without a Director)",
         "1 space each (at most 5 a day without a Director)"),
        ("1 space per £12 earned", "1 space per £10 earned"),
        ("Exactly 1, 2, or 6 refined", "Exactly 1, 3, or 5 refined"),
        ("Up to 3 refined", "Up to 5 refined"),
        ("2 Bars → 3 spaces, 2 Wrapped → 5, 2 Boxed → 7",
         "2 Bars → 2 spaces, 2 Wrapped → 3, 2 Boxed → 4"),
        ("Exactly 2 or 6 Wrapped", "Exactly 2 or 4 Wrapped"),
        ("| 4 upgrade points |", "| 2 upgrade points |"),
        ("1 Nut + 1 Caramel → £13", "1 Nut + 1 Caramel → £7"),
        ("Pay £37 from Corner Shop orders", "Pay £30 from Corner Shop orders"),
    ],
    "zh": [
        ("不使用总监时每天最多4格", "不使用总监时每天最多5格"),
        ("每赚12镑推进1格", "每赚10镑推进1格"),
        ("恰好1、2或6块任意种类", "恰好1、3或5块任意种类"),
        ("最多3块种类各不相同", "最多5块种类各不相同"),
        ("2块巧克力排推进3格，2块包装巧克力推进5格，2块盒装巧克力推进7格",
         "2块巧克力排推进2格，2块包装巧克力推进3格，2块盒装巧克力推进4格"),
        ("恰好2或6块包装或盒装", "恰好2或4块包装或盒装"),
        ("| 4 个升级点数 |", "| 2 个升级点数 |"),
        ("1个坚果 + 1个焦糖 → £13", "1个坚果 + 1个焦糖 → £7"),
        ("从街角小店订单中支付 £37", "从街角小店订单中支付 £30"),
    ],
}


def listing(lang: str, *cards: str) -> str:
    result = CliRunner().invoke(
        app, ["cards", "--markdown", "--module", "master", "--lang", lang, *cards])
    assert result.exit_code == 0, result.output
    return result.stdout


@pytest.mark.parametrize("lang", sorted(SAID))
def test_cards_words_the_loaded_numbers(lang: str) -> None:
    loaded, printed = listing(lang, "--cards", str(CARDS)), listing(lang)
    for new, old in SAID[lang]:
        assert new in loaded and old not in loaded, f"{lang}: {new!r}"
        assert old in printed and new not in printed, f"{lang}: {old!r}"


def test_a_card_sets_own_kind_of_side_keeps_its_files_words() -> None:
    # Fresh Fancies A takes Fingers in this set: the catalogs' Chunks sentence does not hold
    own = listing("zh", "--cards", str(CARDS.parent / "own-side"))
    fresh_a = next(line for line in own.splitlines() if line.startswith("| fresh ")
                   and "| A |" in line)
    assert "Fingers, in my edition: 1 space each." in fresh_a
    assert "碎块" not in fresh_a
