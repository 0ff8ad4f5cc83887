"""The terminal board words the cards with the numbers of the loaded card set (issue 25): a set
that changes a store side's amounts, a part's upgrade points, an order's money and a solo card's
amount (``tests/cardsets/numbers``) shows the new numbers, in English and in Japanese, never the
printed ones of the catalogs or of the card files' ``text``."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from rich.console import Console

from chocolatier.core import new_game
from chocolatier.factory.cards import read_override_dir
from chocolatier.tui.factory_board import render_factory
from chocolatier.tui.renderers import RenderContext

CARDS = Path(__file__).parents[1] / "cardsets" / "numbers"
MODULE_SIDES = {"palace": "C", "fresh": "D", "salter": "D", "house": "A", "dunstan": "B"}
BASE_SIDES = {"palace": "B", "fresh": "A", "salter": "A", "house": "A", "dunstan": "B"}
# (language, what the board must say) for each changed number; each is absent with the
# printed cards
MODULE_WORDS = {
    "en": ["1 space per £12 earned", "Exactly 1, 2, or 6 refined", "Up to 3 refined",
           "2 Bars → 3 spaces, 2 Wrapped → 5, 2 Boxed → 7", "4 upgrade points",
           "1 Nut + 1 Caramel £13"],
    "ja": ["得た12ポンドごとに1マス", "ちょうど1、2、または6個", "精製チョコを3個まで",
           "バー2個→3マス、包装チョコ2個→5マス、箱入り2個→7マス", "加工ポイント4点",
           "ナッツ×1 + キャラメル×1 £13"],
}
BASE_WORDS = {"en": ["at most 4 a day without a Director"], "ja": ["1日4マスまで"]}
SOLO_WORDS = {"en": ["Pay £37 from Corner Shop orders"], "ja": ["路面店で稼いだ£37を支払う"]}


def board_text(view: dict[str, Any], lang: str) -> str:
    console = Console(record=True, width=400, color_system=None)
    console.print(render_factory(view, RenderContext(0, ["Ann", "Bot"], lang=lang)))
    return console.export_text()


def first_game(players: int, options: dict[str, Any], wanted: Any) -> dict[str, Any]:
    """Seat 0's first view of the first seeded game whose view ``wanted`` accepts."""
    for seed in range(500):
        view = new_game("factory", players, seed, options).view(0)
        if wanted(view):
            return view
    raise AssertionError("no seed deals the cards the test needs")


def deals_a05_and_s01(view: dict[str, Any]) -> bool:
    packets = [c["id"] for p in view["packets"]["parts"] for c in p["cards"]]
    return "A05" in packets and "S01" in [o["id"] for o in view["factories"][0]["orders"]]


@pytest.mark.parametrize("lang", sorted(MODULE_WORDS))
def test_the_board_words_the_loaded_numbers(lang: str) -> None:
    overrides = read_override_dir(CARDS)
    for players, options, words in [
        (2, {"master": True, "store_sides": MODULE_SIDES}, MODULE_WORDS),
        (2, {"store_sides": BASE_SIDES}, BASE_WORDS),
    ]:
        view = first_game(players, {**options, "card_overrides": overrides}, deals_a05_and_s01)
        printed = first_game(players, options, deals_a05_and_s01)
        changed, before = board_text(view, lang), board_text(printed, lang)
        for said in words[lang]:
            assert said in changed, f"{lang}: {said!r} not on the board"
            assert said not in before, f"{lang}: {said!r} is printed, not the card set's"


@pytest.mark.parametrize("lang", sorted(SOLO_WORDS))
def test_the_solo_panel_words_the_loaded_amount(lang: str) -> None:
    overrides = read_override_dir(CARDS)

    def weekly_w01(view: dict[str, Any]) -> bool:
        return bool(view["solo"]["weekly_target"]["id"] == "W01")

    view = first_game(1, {"card_overrides": overrides}, weekly_w01)
    printed = first_game(1, {}, weekly_w01)
    for said in SOLO_WORDS[lang]:
        assert said in board_text(view, lang)
        assert said not in board_text(printed, lang)


OWN_SIDE = CARDS.parent / "own-side"



@pytest.mark.parametrize("lang", sorted(MODULE_WORDS))
def test_a_card_sets_own_kind_of_side_is_worded_by_its_file(lang: str) -> None:
    # the catalogs' sentence of Fresh Fancies A says Chunks: it does not hold for Fingers
    options = {"card_overrides": read_override_dir(OWN_SIDE), "store_sides": BASE_SIDES}
    view = new_game("factory", 2, 1, options).view(0)
    fresh = next(store for store in view["stores"] if store["id"] == "fresh")
    assert fresh["own"] is True
    assert not any(store.get("own") for store in view["stores"] if store["id"] != "fresh")
    assert "Fingers, in my edition: 1 space each." in board_text(view, lang)
    printed_words = board_text(new_game("factory", 2, 1, {"store_sides": BASE_SIDES}).view(0),
                               lang)
    assert "Fingers, in my edition" not in printed_words


def test_the_numbers_set_changes_numbers_only() -> None:
    view = new_game("factory", 2, 1, {"card_overrides": read_override_dir(CARDS),
                                      "master": True, "store_sides": MODULE_SIDES}).view(0)
    assert not any(store.get("own") for store in view["stores"])
