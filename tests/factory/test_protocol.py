"""The game protocol on Chocolate Factory: clone independence, determinisation, hidden
information in views, undo scope, notation, action ids, and refusals that change nothing."""

from __future__ import annotations

import json
from typing import Any

import pytest

from chocolatier.bots.base import make_bot
from chocolatier.core import Match, Rng
from chocolatier.core.errors import ChocolatierError, IllegalActionError, NotationError
from chocolatier.factory.actions import VERBS, parse
from chocolatier.factory.ids import NUM_DISTINCT_ACTIONS
from chocolatier.factory.pending import Pick
from chocolatier.factory.phases import Phase
from chocolatier.factory.state import FactoryState

from .helpers import GAME, do, new, pile, running, set_seat


def advance(state: FactoryState, rng: Rng, steps: int) -> None:
    """Random legal actions."""
    for _ in range(steps):
        if state.is_terminal():
            return
        acting = state.to_act()
        seat = acting[rng.below(len(acting))]
        legal = state.legal_of(seat)
        state.apply(seat, legal[rng.below(len(legal))])


def tuesday(players: int = 4, seed: int = 5) -> FactoryState:
    state = new(players, seed=seed, mode="simultaneous", sides="random")
    rng = Rng(seed)
    while not (state.day == 1 and state.phase == Phase.RUN):
        advance(state, rng, 1)
    return state


def strings(value: Any) -> set[str]:
    """Every string inside a JSON value."""
    if isinstance(value, str):
        return {value}
    if isinstance(value, dict):
        return set().union(*(strings(v) | {k} for k, v in value.items())) if value else set()
    if isinstance(value, list):
        return set().union(*(strings(v) for v in value)) if value else set()
    return set()


# -- clone ----------------------------------------------------------------------------------------


def test_clone_shares_no_mutable_data() -> None:
    """clone(): no list of the source is shared; playing the clone to the end leaves the
    source untouched."""
    for seed in range(4):
        source = tuesday(seed=seed)
        before = source.state_hash()
        copy = source.clone()
        assert copy.state_hash() == before
        for name in type(source).__slots__:
            value = getattr(source, name, None)
            if isinstance(value, list | dict | set) and name != "_legal":
                assert getattr(copy, name) is not value, name
        advance(copy, Rng(seed), 10_000)
        assert copy.is_terminal()
        assert source.state_hash() == before


def test_clone_plays_on_identically() -> None:
    """A clone and its source given the same actions stay equal."""
    source = tuesday(seed=9)
    copy = source.clone()
    advance(source, Rng(1), 300)
    advance(copy, Rng(1), 300)
    assert source.state_hash() == copy.state_hash()


# -- determinize ----------------------------------------------------------------------------------


def test_determinize_keeps_the_seats_view_and_reshuffles_decks() -> None:
    """determinize(seat): the seat's view is identical; hidden deck orders change."""
    state = tuesday(seed=3)
    for seat in range(4):
        det = state.determinize(seat, Rng(seat + 100))
        assert det.view(seat) == state.view(seat)
        assert sorted(det.parts_b) == sorted(state.parts_b)
        assert det.parts_b != state.parts_b
        assert det.rng.state != state.rng.state
        assert det.state_hash() != state.state_hash()


def test_determinize_keeps_own_bottom_cards_and_hides_others_draws() -> None:
    """determinize: cards the seat put at a deck bottom keep their places; the orders another
    seat is choosing among, and the cards it put at the bottoms, are redrawn from the unseen
    cards."""
    # Heuristic play (random play rarely completes two orders): seed 3 reaches, at move 63,
    # seat 0 choosing among drawn orders while seat 1 has put two cards at the bottoms.
    state = new(2, seed=3)
    rng = Rng(3)
    bot = make_bot("heuristic", "factory", seed=3)

    def chooser_beside_bottoms() -> int | None:
        owners = {who for _, who in state.bottoms}
        return next((seat for seat, p in enumerate(state.pending)
                     if isinstance(p, Pick) and owners and seat not in owners), None)

    while (chooser := chooser_beside_bottoms()) is None:
        assert not state.is_terminal(), "the game never reached the position to check"
        seat = state.to_act()[0]
        state.apply(seat, bot.choose(state.determinize(seat, rng), seat))
    other = 1 - chooser
    assert {who for _, who in state.bottoms} == {other}
    own = state.determinize(chooser, Rng(1))
    assert own.pending[chooser] == state.pending[chooser]
    draws = [state.determinize(other, Rng(k)).pending[chooser] for k in range(8)]
    assert any(d != state.pending[chooser] for d in draws)

    def place(position: FactoryState, card: str) -> tuple[int, int]:
        size = next(i for i, deck in enumerate(position.order_decks) if card in deck)
        return size, position.order_decks[size].index(card)

    for card, who in state.bottoms:
        kept = [place(state.determinize(who, Rng(k)), card) for k in range(4)]
        assert kept == [place(state, card)] * 4, "the owner knows where its card went"
        moved = [place(state.determinize(chooser, Rng(k)), card) for k in range(8)]
        assert any(m != place(state, card) for m in moved), "others do not"


# -- views ----------------------------------------------------------------------------------------


def test_views_hide_deck_contents() -> None:
    """view(): no card still in a deck is ever named, for any seat or a spectator."""
    state = tuesday(seed=2)
    rng = Rng(2)
    for _ in range(60):
        hidden = {*state.parts_a, *state.parts_b}
        hidden |= {c for deck in state.order_decks for c in deck}
        hidden |= {c for deck in state.staff_decks for c in deck}
        for seat in (None, 0, 1, 2, 3):
            view = state.view(seat)
            json.dumps(view)  # JSON-ready
            assert not strings(view) & hidden
        advance(state, rng, 40)


def test_view_has_what_a_client_draws() -> None:
    """view(): day, phase, stores, factories with 8 slots and 4 tiles, legal actions."""
    state = tuesday()
    seat = state.to_act()[0]
    view = state.view(seat)
    assert view["day_name"] == "Tuesday" and view["phase"] == "run"
    assert len(view["stores"]) == 5 and all(s["side"] in "AB" for s in view["stores"])
    factory = view["factories"][seat]
    assert len(factory["slots"]) == 8 and len(factory["tiles"]) == 4
    assert len(factory["orders"]) <= 3
    legal = {entry["notation"] for entry in view["legal"]}
    assert legal == {state.notation(seat, a) for a in state.legal_of(seat)}
    assert state.view(None)["legal"] == []


# -- undo scope -----------------------------------------------------------------------------------


def test_undo_scope_within_one_shift() -> None:
    """undo_scope: equal within a seat's shift of Run Factory, None elsewhere."""
    state, seat = running()
    scope = state.undo_scope(seat)
    assert scope is not None
    state = set_seat(state, seat, room=pile("bean"))
    do(state, seat, "trade bean")
    assert state.undo_scope(seat) == scope
    do(state, seat, "shift done")
    assert state.undo_scope(seat) not in (None, scope)
    draft = new(2)
    assert draft.undo_scope(draft.to_act()[0]) is None


def test_match_undo_in_a_shift() -> None:
    """Match.undo takes back an action of the current shift, not one of an earlier shift."""
    match = Match.new("factory", 2, seed=4)
    while match.state.phase != Phase.RUN:
        seat = match.state.to_act()[0]
        legal = [match.state.notation(seat, a) for a in match.state.legal_actions(seat)]
        match.push_notation(seat, "place B4" if "place B4" in legal else legal[0])
    seat = match.state.to_act()[0]
    before = match.state.state_hash()
    match.push_notation(seat, "run T1")
    assert match.can_undo(seat)
    match.undo(seat)
    assert match.state.state_hash() == before
    match.push_notation(seat, "shift done")
    assert not match.can_undo(seat)


# -- notation and ids -----------------------------------------------------------------------------


@pytest.mark.parametrize("text", [
    "take A07", "place T4", "run T2", "run T2/2", "run B3/1 +4", "in nut", "out boxed",
    "up cocoa>chunk", "up done", "copy caramel", "chute T3 chunk", "trade caramel",
    "move 1>3 nut", "decorate 2 cocoa>finger", "pack 2", "assign T2", "shift done",
    "deliver M07", "dealer M07 -bar", "agent M07", "skip M07", "give finger",
    "supply palace nut", "supply done", "orders done", "pass", "keep nut", "keep done",
    "order L04",
])
def test_notation_round_trip(text: str) -> None:
    """Every verb's notation reads back to the same text."""
    state = new(2)
    action = state.parse(0, text)
    assert state.notation(0, action) == text
    assert state.parse(0, text.upper()) == action


@pytest.mark.parametrize("text", [
    "", "fly away", "take", "place X9", "run T2/0", "run T2 3", "in toffee", "up nut",
    "move 1-3 nut", "move 1>5 nut", "pack", "dealer M07 bar", "supply mall nut",
    "shift", "orders now", "keep", "pass now", "order",
])
def test_notation_errors(text: str) -> None:
    """Malformed text is a NotationError naming the problem."""
    with pytest.raises(NotationError):
        parse(text)


def test_parse_unknown_card() -> None:
    """A card that is not in the game is a notation error."""
    with pytest.raises(NotationError):
        new(2).parse(0, "take Z99")


def test_action_space_is_small_and_covers_every_verb() -> None:
    """num_distinct_actions < 1000; every verb has ids."""
    assert GAME.num_distinct_actions(4) == NUM_DISTINCT_ACTIONS < 1000
    sizes = __import__("chocolatier.factory.ids", fromlist=["SIZES"]).SIZES
    # take_free: the Master Chocolatier's sixth employee, a block of ``take`` at the end
    assert set(VERBS) == set(sizes) - {"take_free"}


def test_every_illegal_id_is_refused_without_change() -> None:
    """Every id of the action space that is not legal now is refused (IllegalActionError
    naming a rule and a reason of its own, never the generic ``not-possible``, or a notation/id
    error) and leaves the state unchanged; every legal one is found among the ids. Sampled
    along random games of 2–4 players."""
    for players, mode in ((2, "turns"), (3, "simultaneous"), (4, "turns")):
        state = new(players, mode=mode, seed=players, sides="random")
        rng = Rng(players)
        while not state.is_terminal():
            for seat in range(players):
                legal = set(state.legal_of(seat))
                found = set()
                before = state.state_hash()
                for action_id in range(NUM_DISTINCT_ACTIONS):
                    try:
                        action = state.action_from_id(seat, action_id)
                    except IllegalActionError:
                        continue
                    if action in legal:
                        found.add(action)
                        continue
                    with pytest.raises(ChocolatierError) as err:
                        state.apply(seat, action)
                    if isinstance(err.value, IllegalActionError):
                        assert err.value.rule and err.value.code
                        # the explainer is complete: a refusal names its own reason
                        assert err.value.code != "not-possible", (action, err.value.params)
                    assert state.state_hash() == before
                assert found == legal
            advance(state, rng, 37)


def documented_fields(section: str) -> set[str]:
    """Field names in the first column of a table of docs/views.md under ``## section``."""
    import re
    from pathlib import Path

    text = (Path(__file__).parents[2] / "docs" / "views.md").read_text(encoding="utf-8")
    body = text.split(f"## {section}\n", 1)[1].split("\n## ", 1)[0]
    names: set[str] = set()
    for line in body.splitlines():
        if line.startswith("| `"):
            names |= set(re.findall(r"`([a-z_]+)`", line.split("|")[1]))
    return names


def test_views_doc_matches_the_view() -> None:
    """docs/views.md documents every top-level and factory field of the view."""
    view = tuesday().view(0)
    assert documented_fields("Top level") == set(view)
    assert documented_fields("Factory (one per seat)") == set(view["factories"][0])


def test_event() -> None:
    """event(): the seat, slot, part and conversion as ids."""
    state, seat = running()
    state = set_seat(state, seat, tiles=[pile("bean"), pile(), pile(), pile()])
    run = next(a for a in state.legal_of(seat) if state.notation(seat, a) == "run T1")
    part = state.slots[seat][0]
    assert state.event(seat, run).to_json() == {
        "code": "factory-run", "seat": seat, "slot": "T1", "part": part,
        "part_type": "converter", "option": 0, "inputs": ["bean"], "outputs": ["cocoa"],
        "points": 0, "copies": 0, "tile": 0}


def test_own_pending_choice_is_visible_to_its_seat_only() -> None:
    """view(): a seat sees its own pending decision; others only that it is busy."""
    state, seat = running()
    state = set_seat(state, seat, tiles=[pile(), pile("cocoa"), pile(), pile()])
    do(state, seat, "run T2")
    assert state.view(seat)["factories"][seat]["pending"]["type"] == "upgrade"
    assert state.view(1 - seat)["factories"][seat]["pending"] == {"type": "busy"}
    assert state.view(None)["factories"][seat]["pending"] == {"type": "busy"}


@pytest.mark.parametrize(("setup", "move", "code"), [
    (("run T2",), "up nut>boxed", "not-an-upgrade"),
    (("run T2",), "out nut", "decision-pending"),
    ((), "in nut", "nothing-pending"),
    (("run T2",), "trade bean", "decision-pending"),
    (("run T2",), "deliver S01", "wrong-phase"),
])
def test_pending_choices_are_explained(setup: tuple[str, ...], move: str, code: str) -> None:
    """A wrong choice inside a decision names what is expected; nothing changes."""
    state, seat = running()
    state = set_seat(state, seat, tiles=[pile(), pile("cocoa"), pile(), pile()], room=pile("bean"))
    do(state, seat, *setup)
    before = state.state_hash()
    with pytest.raises(IllegalActionError) as err:
        do(state, seat, move)
    assert err.value.code == code
    assert state.state_hash() == before
