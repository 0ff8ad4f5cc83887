"""The solo-mode and Chocolatl tutorials tell a story about their deal: the coach's words name
numbers (a £7 order paying one £5 target and not the other, a 13 against 13 won with the Hero
King, a pyramid won by 3 or more...). These tests play each script to the step that says it
and check that the position says it too, so a change of the rules or of the card data that
changes the lesson fails here, naming the step, instead of leaving the coach telling a wrong
story. (Every move's legality is tests/tutorials/test_tutorials.py's.)"""

from __future__ import annotations

from typing import Any

import pytest

from chocolatier.tutorials import Scripted, Tutorial, TutorialError, load, parse


def view_at(tutorial: Tutorial, step_id: str) -> dict[str, Any]:
    """The learner's view when the coach shows ``step_id``: the prelude and every earlier
    step's moves played (an explanation's ``then`` is played while the learner reads it)."""
    moves = list(tutorial.prelude)
    for step in tutorial.steps:
        if step.id == step_id:
            break
        if step.do is not None:
            moves.append(Scripted(tutorial.learner, step.do))
        moves.extend(step.then)
    else:
        raise AssertionError(f"{tutorial.name} has no step {step_id}")
    state = tutorial.new_state()
    for scripted in moves:
        state.apply(scripted.seat, state.parse(scripted.seat, scripted.move))
    return state.view(tutorial.learner)


def objectives(view: dict[str, Any]) -> list[tuple[str, str, bool]]:
    """(card, kind, met) of every objective the solo panel shows."""
    return [(o["card"], o["kind"], o["met"]) for o in view["solo"]["objectives"]]


# -- Factory Manager ------------------------------------------------------------------------


def test_solo_cards_and_the_removed_pair_are_the_ones_the_coach_names() -> None:
    solo = load("solo")
    view = view_at(solo, "target")
    assert view["players"] == 1 and view["store_room_limit"] == 6
    assert view["solo"]["weekly_target"]["id"] == "W06"
    assert [(d["id"], d["revealed"]) for d in view["solo"]["demands"]] == [
        ("D07", "setup"), ("D12", "Monday")]
    assert view["solo"]["face_down_demands"] == 4
    assert not any(met for _, _, met in objectives(view))
    view = view_at(solo, "pair")
    assert view["factories"][0]["coal"] == 5
    pair = view["solo"]["unavailable_pair"]
    assert pair == 4
    assert view["packets"]["employees"][pair - 1]["cards"][0]["store"] == "dunstan"
    assert [p["cards"][0]["id"] for p in view["packets"]["parts"]][1] == "A04"  # pair 2


def test_solo_coal_is_spent_as_the_coach_counts_it() -> None:
    solo = load("solo")
    factory = view_at(solo, "shift-1-roast")["factories"][0]
    assert factory["tiles"][0] == {"bean": 2}  # the Supervisor's two Beans
    assert view_at(solo, "shift-2-done")["factories"][0]["coal"] == 2
    factory = view_at(solo, "trade")["factories"][0]
    assert factory["coal"] == 0 and factory["store_room"] == {"bean": 1, "caramel": 1, "nut": 1}


def test_solo_seven_pounds_pay_one_five_pound_target_and_not_the_other() -> None:
    solo = load("solo")
    view = view_at(solo, "spent-once")
    assert view["factories"][0]["money"] == 7
    assert objectives(view) == [
        ("W06", "department_store", False), ("W06", "chocolate_order", False),
        ("W06", "money", True), ("D07", "money", False), ("D07", "corner_shop", True),
        ("D12", "department_store", False), ("D12", "department_store", False)]
    short = next(o for o in view["solo"]["objectives"] if o["card"] == "D07" and not o["met"])
    assert short["why"] == {"code": "objective-money-short", "amount": 5, "left": 2, "earned": 7}


def test_solo_ends_on_tuesday_with_the_new_demand_and_house_of_luxury_out() -> None:
    solo = load("solo")
    view = view_at(solo, "orders-done")
    assert view["factories"][0]["employee"]["store"] == "house"
    assert view["factories"][0]["store_room"] == {}
    drawn = view["factories"][0]["pending"]
    assert drawn is None or drawn["type"] != "keep"
    view = view_at(solo, "tuesday")
    assert view["day"] == 2 and view["phase"] == "draft"
    assert view["solo"]["demands"][-1]["id"] == "D14"
    assert view["solo"]["demands"][-1]["objectives"][0]["chocolates"] == ["chunk", "caramel"]
    pair = view["solo"]["unavailable_pair"]
    assert view["packets"]["employees"][pair - 1]["cards"][0]["store"] == "house"


# -- Chocolatl ------------------------------------------------------------------------------


def results(view: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """This round's resolved stations by id."""
    return {r["station"]: r for r in view["results"] if r["round"] == view["round"]}


def test_chocolatl_round_one_is_red_with_the_dice_and_cards_the_coach_names() -> None:
    view = view_at(load("chocolatl"), "round")
    assert view["round"] == 1 and view["mode"] == "red" and view["phase"] == "bid"
    assert view["harvest"] == [6, 2, 1] and view["village"]["black_die"]
    assert view["kitchen"]["values"][view["kitchen"]["marker"]] == [8, 4]
    assert [s["face_up"] for s in view["tlachtli"]] == [14, 11]
    assert view["players"][0]["hand"] == list(range(1, 13))


def test_chocolatl_temple_and_the_tie_at_the_field_go_to_the_learner() -> None:
    chocolatl = load("chocolatl")
    view = view_at(chocolatl, "temple-won")
    assert view["phase"] == "village"
    done = results(view)
    assert done["temple"]["totals"] == [6, 4, 2]
    assert view["hero_king"] == 0 and view["old_man"] == 2
    # 11 + 2 against 11 + 3 - 1 (the Old Man): a tie, the Hero King's holder first
    assert done["field"]["totals"] == [13, 11, 13] and done["field"]["ranking"][0] == 0
    assert view["players"][0]["score"] == 1 + 6
    assert done["village"]["ranking"][0] == 0 and done["village"]["totals"][0] == 11


def test_chocolatl_the_hut_then_pyramid_kitchen_and_tlachtli_as_told() -> None:
    chocolatl = load("chocolatl")
    view = view_at(chocolatl, "swap")
    done = results(view)
    assert done["pyramid"]["totals"] == [19, 15, 14]  # 18 + 1 for the hut, won by 4
    assert view["pyramid"]["layers"][0]["markers"] == [0, 0]
    assert done["kitchen"]["ranking"] == [1, 0, 2] and done["kitchen"]["totals"][0] == 13
    assert done["tlachtli"]["ranking"][0] == 0 and done["tlachtli"]["totals"][0] == 19
    assert view["players"][0]["huts"] == 1 and view["players"][2]["black_dice"] == 1
    view = view_at(chocolatl, "next-round")
    assert view["round"] == 2 and view["mode"] == "green"
    assert [p["score"] for p in view["players"]] == [11, 9, 0]
    assert 14 in view["players"][0]["hand"] and 1 not in view["players"][0]["hand"]


def test_an_explanation_may_wait_for_the_learner_to_act_again_and_a_move_may_not() -> None:
    """``wait``: the coach holds an explanation of what the others' moves do until they are
    made (the Chocolatl tutorial's words on the revealed stations)."""
    base = 'game = "chocolatl"\nplayers = 3\nseed = 2\n[[steps]]\nid = "look"\n'
    step = parse("t", base + "wait = true\n").steps[0]
    assert step.wait and parse("t", base + "wait = true\n").to_json()["steps"][0]["wait"]
    assert not parse("t", base).steps[0].wait
    for bad in ('wait = "yes"\n', 'do = "altar 0"\nwait = true\n'):
        with pytest.raises(TutorialError, match="wait"):
            parse("t", base + bad)
    waiting = [s.id for s in load("chocolatl").steps if s.wait]
    assert waiting == ["temple-won", "pyramid-kitchen", "next-round"]
