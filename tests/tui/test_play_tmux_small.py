"""A small terminal (80×24, tmux): every decision of Chocolate Factory fits one screen, chosen
without asking, and the draft's abilities are whole in every language; Chocolatl's bids are listed
in the reader's words."""

from __future__ import annotations

import re

import pytest

from chocolatier.factory.roles import ABILITIES
from chocolatier.i18n import EventRenderer, catalog, content

from .tmux import Pane

HEIGHT = 24


def decision_screens(pane: Pane, prompt: str, decisions: int) -> list[list[str]]:
    """Answer ``1`` to ``decisions`` prompts; each decision's lines, from the previous answer
    to the prompt."""
    screens = []
    for _ in range(decisions):
        pane.wait_for(prompt + "$")
        lines = pane.scrollback().rstrip("\n").split("\n")
        answered = [i for i, line in enumerate(lines[:-1]) if re.search(prompt + r" \S", line)]
        screens.append(lines[answered[-1] + 1 if answered else 0:])
        pane.send("1")
    return screens


@pytest.mark.parametrize(("lang", "seed"), [("ja", "3"), ("es", "4"), ("zh", "5")])
def test_every_factory_decision_fits_80_by_24(lang: str, seed: str) -> None:
    you = re.escape(catalog(lang).text("tui-label-you", player=catalog(lang).text(
        "player-n", n=1)))
    with Pane("play", "--players", "3", "--bots", "random", "--seed", seed, "--lang", lang,
              width=80, height=HEIGHT) as pane:
        screens = decision_screens(pane, you + " >", 45)
    phases = set()
    for screen in screens:
        assert len(screen) <= HEIGHT, "\n".join(screen)
        text = "\n".join(screen)
        assert "…" not in text.replace("… ", ""), text  # nothing cut (the news' "… N" aside)
        phases |= {p for p in ("draft", "run", "fulfil")
                   if catalog(lang).text(f"phase-{p}") in text}
    assert phases == {"draft", "run", "fulfil"}, "the decisions cover a whole day"
    # the draft's first pick: every employee on it with its ability in full
    start = next(i for i, line in enumerate(screens[0]) if re.match(r"\s*1\. ", line))
    first = "".join(screens[0][start:]).replace(" ", "")
    words = EventRenderer(catalog(lang))
    shown = [role for role in ABILITIES if catalog(lang).text(f"role-{role}") in first]
    assert shown
    for role in shown:
        assert content.ability(words, role).replace(" ", "") in first, role


@pytest.mark.parametrize(("lang", "seed"), [("es", "4"), ("ja", "2")])
def test_every_chocolatl_decision_fits_80_by_24(lang: str, seed: str) -> None:
    you = re.escape(catalog(lang).text("tui-label-you", player=catalog(lang).text(
        "player-n", n=1)))
    with Pane("play", "--game", "chocolatl", "--bots", "random", "--seed", seed,
              "--lang", lang, width=80, height=HEIGHT) as pane:
        screens = decision_screens(pane, you + " >", 60)
    grids = 0
    for screen in screens:
        assert len(screen) <= HEIGHT, "\n".join(screen)
        grids += catalog(lang).text("terminal-bid-grid-corner") in "\n".join(screen)
    assert grids > 3, "bids were asked for, as a grid"


@pytest.mark.parametrize("lang", ["ja", "zh", "es", "en"])
def test_the_whole_board_at_80_columns_folds_texts_instead_of_cutting_them(lang: str) -> None:
    you = catalog(lang).text("tui-label-you", player=catalog(lang).text("player-n", n=1))
    with Pane("play", "--players", "3", "--bots", "random", "--seed", "3", "--lang", lang,
              width=80, height=60) as pane:  # tall enough for the whole board
        pane.wait_for(re.escape(you) + " >$")
        shown = pane.scrollback()
    assert catalog(lang).text("tui-packets") in shown
    assert "…" not in shown


def test_chocolatl_s_bids_are_listed_in_spanish() -> None:
    with Pane("play", "--game", "chocolatl", "--bots", "random", "--seed", "5", "--lang", "es",
              width=100, height=50) as pane:
        pane.wait_for(r"Jugador 1 \(tú\) >$")
        altar = pane.screen()
        assert "Sacrificar" in altar
        pane.send("altar 0")  # notation is still understood
        pane.wait_for(r"Jugador 1 \(tú\) >$")
        bids = pane.screen()
        pane.send("50")  # Cocina, card 2 (the grid's numbers)
        pane.wait_for(r"Jugador 1 \(tú\) >$")
        after = pane.screen()
    listed = bids[bids.rindex("Tus opciones"):]
    assert "Cocina" in listed and "Campo de tlachtli" in listed and "lugar \\ carta" in listed
    for code in ("bid ", "kitchen", "temple", "field", "village", "altar 0"):
        assert code not in listed, (code, listed)
    assert "[2]" in after  # the 50th bid is card 2 at the kitchen
