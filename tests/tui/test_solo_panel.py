"""The Factory Manager panel of a solo game (rules §9, docs/views.md ``solo``) on the terminal
board: every objective of the face-up cards, met or not and why, the revealed Demands, and how
many Daily Demands are still face down."""

from __future__ import annotations

from rich.console import Console, RenderableType

from chocolatier.factory.chocolates import pile_of
from chocolatier.factory.phases import Phase
from chocolatier.factory.state import FactoryState
from chocolatier.i18n import EventRenderer, catalog
from chocolatier.tui.factory_board import render_factory
from chocolatier.tui.renderers import RenderContext
from chocolatier.tui.solo_panel import render_solo
from tests.bots.test_factory_solo import with_cards
from tests.factory.helpers import GAME, do, finish_draft, give_role, set_seat
from tests.factory.solo_examples import EXAMPLE_OPTIONS

LABELS = ["Player 1 (you)"]
# Seed 0 deals the Weekly Target W04 and the Initial Demand D15 (deliver 2 nut).
SEED = 0


EN = EventRenderer(catalog("en"))

def text_of(renderable: RenderableType, width: int = 140) -> str:
    console = Console(record=True, width=width, color_system=None)
    console.print(renderable)
    return console.export_text()


def fulfilling() -> FactoryState:
    """Monday's Fulfil Orders of a solo game, a Miner employed."""
    state = GAME.new_state(1, SEED, EXAMPLE_OPTIONS)
    finish_draft(state)
    while state.phase == Phase.RUN:
        do(state, 0, "shift done")
    state = give_role(state, 0, "miner")
    return state


def test_every_objective_with_its_card_and_status() -> None:
    """Each face-up card is named once (Weekly Target, Demands with their reveal) and each of
    its boxes is listed with ✗ and the reason it is not met yet."""
    view = GAME.new_state(1, SEED, {}).view(0)
    solo = view["solo"]
    text = text_of(render_solo(view), width=240)  # wide: no reason wraps
    assert f"Factory Manager objectives: 0 of {len(solo['objectives'])} met" in text
    assert "W04 Weekly Target" in text
    for demand in solo["demands"]:
        revealed = "initial" if demand["revealed"] == "setup" else demand["revealed"]
        assert f"{demand['id']} Demand · {revealed}" in text
    for box in solo["objectives"]:
        assert EN.objective(box["box"]) in text
        assert EN.render(box["why"]) in text
    assert text.count("✗") == len(solo["objectives"])
    assert "4 Daily Demands face down" in text


def test_a_met_objective_shows_met() -> None:
    """Delivering the chocolate order of D15 marks its box met and lists it as delivered."""
    state = fulfilling()
    state = set_seat(state, 0, room=pile_of(["nut", "nut"]))
    do(state, 0, "deliver D15")
    text = text_of(render_solo(state.view(0)))
    assert "1 of" in text and "✓ met" in text
    row = next(line for line in text.splitlines() if "Deliver 2 Nuts" in line)
    assert "✓ met" in row and "delivered" in row
    assert "chocolate orders delivered: D15" in text


def test_board_of_a_solo_game_shows_the_panel_and_multiplayer_does_not() -> None:
    """The factory board draws the panel in a solo game only."""
    solo_text = text_of(render_factory(GAME.new_state(1, SEED, {}).view(0),
                                       RenderContext(0, LABELS)))
    assert "Factory Manager objectives" in solo_text
    assert "pair " in solo_text and "removed today" in solo_text
    two = GAME.new_state(2, SEED, {}).view(0)
    labels = [*LABELS, "Player 2 (random bot)"]
    assert "Factory Manager" not in text_of(render_factory(two, RenderContext(0, labels)))


def test_compact_board_keeps_the_panel_while_delivering() -> None:
    """In Fulfil Orders the compact board still shows the objectives (what to deliver for)."""
    state = fulfilling()
    view = state.view(0)
    ctx = RenderContext(0, LABELS, compact=True, previous=view)
    assert "Factory Manager objectives" in text_of(render_factory(view, ctx))


def test_chocolate_order_delivery_in_progress_is_described() -> None:
    """A chocolate order being delivered names its card, not a Corner Shop order."""
    state = fulfilling()
    assert state.solo is not None
    state = with_cards(state, *state.solo.cards, "D17")  # 2 wrapped + 1 bar
    state = set_seat(state, 0, room=pile_of(["caramel", "nut", "finger"]))
    do(state, 0, "deliver D17")
    text = text_of(render_factory(state.view(0), RenderContext(0, LABELS)))
    assert "delivering the chocolate order of D17" in text
