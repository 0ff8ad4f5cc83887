"""The state message names the rule the game is at for its reader (``rules``: the engine's
``State.rule_now``, located as a refusal's rule is), so the Rules panel opens at that section:
the phase's, or the pending decision's."""

from __future__ import annotations

import random

from starlette.testclient import TestClient

from chocolatier.chocolatl.phases import RULES as CHOCOLATL_RULES
from chocolatier.factory.illegal import _PENDING_NEXT
from chocolatier.factory.phases import PHASE_RULE
from chocolatier.i18n.rules import LANGUAGES, load, section_number
from tests.server.conftest import BOT, HUMAN
from tests.server.helpers import Seat


def test_the_state_names_the_section_of_the_step_and_follows_the_phases(
    client: TestClient,
) -> None:
    body = {"game": "factory", "seats": [HUMAN, BOT], "join": 0, "name": "Ann", "seed": 4}
    made = client.post("/api/tables", json=body).json()
    rng = random.Random(4)
    seen: dict[str, dict[str, str]] = {}
    with client.websocket_connect(f"/ws/tables/{made['id']}") as ws:
        ann = Seat(ws, made["token"])
        while ann.state["view"]["day"] < 2 and ann.state["result"] is None:
            state = ann.wait_until(lambda s: 0 in s["to_act"] or s["view"]["day"] >= 2)
            if 0 not in state["to_act"]:
                break
            pending = state["view"]["factories"][0].get("pending")
            key = pending["type"] if pending else state["view"]["phase"]
            seen[key] = state["rules"]
            if key == "run":
                # a refusal now cites the same rule, located the same way
                refused = ann.act("take A01")
                assert refused["type"] == "rejected"
                assert (refused["section"], refused["anchor"]) == (
                    state["rules"]["section"], state["rules"]["anchor"])
            ann.act(rng.choice(state["legal"])["id"])
    assert seen["draft"] == {"rule": "§4.2 Grow & Recruit", "section": "4.2", "anchor": "s4-2"}
    assert seen["run"]["anchor"] == "s4-3"
    assert seen["fulfil"]["anchor"] == "s4-4"
    assert seen["place"]["anchor"] == "s4-2"  # placing the part just taken


def test_every_step_of_both_games_opens_a_section_of_every_reference() -> None:
    """Each rule a state can be at (a phase's, a pending decision's, a Chocolatl step's) names
    a section that every language's reference has: the panel never opens at nothing."""
    rules = {("factory", rule) for rule in PHASE_RULE.values()}
    rules |= {("factory", rule) for _what, rule in _PENDING_NEXT.values()}
    rules |= {("chocolatl", rule) for rule in CHOCOLATL_RULES.values()}
    for game, rule in rules:
        number = section_number(rule)
        assert number is not None, rule
        for lang in LANGUAGES:
            assert number in {s.number for s in load(game, lang).sections}, (game, rule, lang)
