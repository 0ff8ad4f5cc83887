"""The OpenSpiel registration: OpenSpiel's own checks, then what the wrapper promises."""

from __future__ import annotations

import copy
import random

import pytest

# Only with the [openspiel] extra: a [test]-only environment skips the module, saying why.
pyspiel = pytest.importorskip(
    "pyspiel", reason="needs the [openspiel] extra (pip install -e '.[openspiel]')")

from chocolatier.factory.state import FactoryState  # noqa: E402
from chocolatier.openspiel import CHOCOLATL, FACTORY  # noqa: E402


def _play(state: object, rng: random.Random, until: object = None) -> object:
    """Random play (chance sampled) until ``until(state)`` or the end."""
    while not state.is_terminal() and not (until and until(state)):
        if state.is_chance_node():
            outcomes = state.chance_outcomes()
            state.apply_action(rng.choice(outcomes)[0])
        else:
            state.apply_action(rng.choice(state.legal_actions()))
    return state


@pytest.mark.parametrize(
    ("name", "params", "serialize"),
    [
        (FACTORY, {"players": 2}, True),
        (FACTORY, {"players": 3, "run": "simultaneous", "fulfil": "simultaneous"}, False),
        (FACTORY, {"players": 4, "master": True, "store_sides": "C"}, True),
        (CHOCOLATL, {"players": 3}, True),
        (CHOCOLATL, {"players": 5}, False),
    ],
)
def test_openspiel_random_sim_test(name: str, params: dict, serialize: bool) -> None:
    # OpenSpiel's own checks: chance outcomes, legal actions, returns within the declared
    # utilities, history within the declared lengths, clones, observations, serialisation.
    pyspiel.random_sim_test(pyspiel.load_game(name, params), num_sims=1, serialize=serialize,
                            verbose=False)


def test_game_info_is_declared() -> None:
    game = pyspiel.load_game(FACTORY, {"players": 4})
    assert game.num_players() == 4
    assert game.min_utility() == pytest.approx(-1 / 3)
    assert game.max_utility() == 1.0
    assert game.get_type().chance_mode == pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC
    assert game.max_game_length() == 2000
    with pytest.raises(Exception, match="players must be 2–4"):
        pyspiel.load_game(FACTORY, {"players": 1})
    with pytest.raises(Exception, match="store_sides must be A or B"):
        pyspiel.load_game(FACTORY, {"store_sides": "random"})
    with pytest.raises(Exception, match="C or D: master"):
        pyspiel.load_game(FACTORY, {"store_sides": "D"})
    with pytest.raises(Exception, match="Wrong type for parameter master"):
        pyspiel.load_game(FACTORY, {"master": "yes"})


def test_the_master_module_deals_its_cards_through_chance_nodes() -> None:
    # Option master (§10): the new parts are shuffled into the decks and the free employees form
    # a sixth deck, all dealt by chance nodes; the tensor has the module's longer layout.
    from chocolatier.observation.encoders import encoder_for

    game = pyspiel.load_game(FACTORY, {"players": 2, "master": True, "store_sides": "D"})
    base = pyspiel.load_game(FACTORY, {"players": 2})
    assert game.max_chance_outcomes() >= base.max_chance_outcomes()
    assert game.max_chance_nodes_in_history() > base.max_chance_nodes_in_history()
    state = _play(game.new_initial_state(), random.Random(4),
                  until=lambda s: not s.is_chance_node() and len(s.history()) > 100)
    engine = state.engine_state()
    assert engine.table.master
    assert set(engine.table.sides) == {"D"}
    size = encoder_for(engine.game, 2, {"master": True}).size
    assert game.observation_tensor_size() == size > base.observation_tensor_size()
    assert len(state.observation_tensor(0)) == size


@pytest.mark.parametrize(("name", "players"), [(FACTORY, 2), (CHOCOLATL, 4)])
def test_a_whole_game_keeps_every_promise(name: str, players: int) -> None:
    game = pyspiel.load_game(name, {"players": players})
    state = game.new_initial_state()
    rng = random.Random(3)
    chance_nodes = decisions = 0
    while not state.is_terminal():
        if state.is_chance_node():
            outcomes = state.chance_outcomes()
            assert [o for o, _ in outcomes] == list(range(len(outcomes)))
            assert sum(p for _, p in outcomes) == pytest.approx(1.0)
            assert len(outcomes) <= game.max_chance_outcomes()
            state.apply_action(rng.choice(outcomes)[0])
            chance_nodes += 1
            continue
        legal = state.legal_actions()
        assert legal == sorted(set(legal)), "legal action ids ascending, each once"
        engine = state.engine_state()
        seat = state.current_player()
        assert sorted(engine.legal_action_ids(seat)) == legal
        state.apply_action(rng.choice(legal))
        decisions += 1
    returns = state.returns()
    assert sum(returns) == pytest.approx(0.0)
    assert max(returns) > 0
    assert decisions <= game.max_game_length()
    assert chance_nodes <= game.max_chance_nodes_in_history()
    if name == FACTORY:
        # Every draw of the rules is a chance node: setup shuffles, start player, daily packets.
        assert chance_nodes == game.max_chance_nodes_in_history()


def test_chance_outcomes_decide_the_deal() -> None:
    game = pyspiel.load_game(FACTORY, {"players": 2})
    first, second = game.new_initial_state(), game.new_initial_state()
    assert first.is_chance_node()
    n = len(first.chance_outcomes())
    first.apply_action(0)
    second.apply_action(n - 1)  # the last card of the first deck goes elsewhere
    rng = random.Random(0)
    while first.is_chance_node():
        outcome = rng.choice(first.chance_outcomes())[0]
        first.apply_action(outcome)
        second.apply_action(outcome)
    assert first.engine_state().parts_a != second.engine_state().parts_a


def test_clone_uses_the_engine_clone_not_deepcopy(monkeypatch: pytest.MonkeyPatch) -> None:
    game = pyspiel.load_game(FACTORY, {"players": 2})
    state = _play(game.new_initial_state(), random.Random(1),
                  until=lambda s: len(s.history()) > 200)

    def refuse(self: object, memo: object) -> object:
        raise AssertionError("an engine state was deep-copied")

    monkeypatch.setattr(FactoryState, "__deepcopy__", refuse, raising=False)
    with pytest.raises(AssertionError):
        copy.deepcopy(state.engine_state())
    clone = state.clone()
    assert str(clone) == str(state)
    assert clone.history() == state.history()
    before = str(state)
    _play(clone, random.Random(2))
    assert str(state) == before
    assert clone.is_terminal() and not state.is_terminal()


def test_information_state_has_perfect_recall_and_hides_commitments() -> None:
    # Chocolatl's bids are hidden commitments of a simultaneous step, sequentialised.
    game = pyspiel.load_game(CHOCOLATL, {"players": 3})

    def simultaneous(s: object) -> bool:
        return (not s.is_chance_node() and len(s.engine_state().to_act()) == 3
                and len(s.legal_actions()) > 1)

    state = _play(game.new_initial_state(), random.Random(5), until=simultaneous)
    assert not state.is_terminal()
    first = state.current_player()
    other = max(state.engine_state().to_act())
    keys = {}
    for action in state.legal_actions()[:2]:
        child = state.clone()
        child.apply_action(action)
        while child.is_chance_node():
            child.apply_action(0)
        keys[action] = (child.information_state_string(first),
                        child.information_state_string(other))
    (mine_a, theirs_a), (mine_b, theirs_b) = keys.values()
    assert mine_a != mine_b, "a seat recalls its own actions"
    assert theirs_a == theirs_b, "another seat's commitment stays hidden"
    assert len(mine_a) == 32
    # Perfect recall: a key never repeats along a game for the seat that acts.
    seen = set()
    state = pyspiel.load_game(FACTORY, {"players": 2}).new_initial_state()
    rng = random.Random(6)
    while not state.is_terminal():
        if state.is_chance_node():
            state.apply_action(rng.choice(state.chance_outcomes())[0])
            continue
        key = state.information_state_string(state.current_player())
        assert key not in seen
        seen.add(key)
        state.apply_action(rng.choice(state.legal_actions()))


def test_resample_keeps_the_information_state() -> None:
    game = pyspiel.load_game(FACTORY, {"players": 2})
    state = _play(game.new_initial_state(), random.Random(7),
                  until=lambda s: len(s.history()) > 180 and not s.is_chance_node())
    seat = state.current_player()
    sampler = random.Random(8).random
    decks = set()
    for _ in range(4):
        other = state.resample_from_infostate(seat, sampler)
        assert other.information_state_string(seat) == state.information_state_string(seat)
        assert other.legal_actions() == state.legal_actions()
        decks.add(other.engine_state().parts_b)
    assert len(decks) > 1, "hidden deck orders are re-drawn"


def test_ismcts_plays_a_move() -> None:
    from open_spiel.python.algorithms import ismcts, mcts

    game = pyspiel.load_game(CHOCOLATL, {"players": 3})
    state = _play(game.new_initial_state(), random.Random(9),
                  until=lambda s: not s.is_chance_node())
    bot = ismcts.ISMCTSBot(game, mcts.RandomRolloutEvaluator(1, random_state=None),
                           uct_c=2.0, max_simulations=5, random_state=None)
    assert bot.step(state) in state.legal_actions()


def test_observations_are_the_views() -> None:
    import json

    from open_spiel.python.observation import make_observation

    game = pyspiel.load_game(FACTORY, {"players": 2})
    state = _play(game.new_initial_state(), random.Random(10),
                  until=lambda s: len(s.history()) > 150 and not s.is_chance_node())
    engine = state.engine_state()
    assert json.loads(state.observation_string(1)) == engine.view(1)
    assert len(state.observation_tensor(0)) == game.observation_tensor_size()
    public = make_observation(game, pyspiel.IIGObservationType(
        perfect_recall=False, private_info=pyspiel.PrivateInfoType.NONE))
    assert json.loads(public.string_from(state, 0)) == engine.view(None)


@pytest.mark.parametrize(("name", "players"), [(FACTORY, 2), (CHOCOLATL, 3)])
def test_outcome_sampling_mccfr_runs_on_the_explicit_chance_tree(name: str, players: int) -> None:
    """OpenSpiel's outcome-sampling MCCFR (a CFR-family algorithm: it samples chance by
    ``chance_outcomes()`` probabilities and keys its tables by the information state) runs, and
    its tables agree with every history met later: a key always has the same legal actions."""
    import numpy as np
    from open_spiel.python.algorithms import outcome_sampling_mccfr

    game = pyspiel.load_game(name, {"players": players})
    np.random.seed(3)  # the solver samples with numpy's global stream
    solver = outcome_sampling_mccfr.OutcomeSamplingSolver(game)
    for _ in range(6):
        solver.iteration()
    tables = solver._infostates  # key -> [regrets, average policy], one entry per legal action
    assert len(tables) > 100
    assert all(len(key) == 32 for key in tables)
    policy = solver.average_policy()
    checked = 0
    rng = random.Random(4)
    for _ in range(3):
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes, probabilities = zip(*state.chance_outcomes(), strict=True)
                assert sum(probabilities) == pytest.approx(1.0)
                state.apply_action(rng.choices(outcomes, probabilities)[0])
                continue
            legal = state.legal_actions()
            key = state.information_state_string(state.current_player())
            probs = policy.action_probabilities(state)
            assert sorted(probs) == legal and sum(probs.values()) == pytest.approx(1.0)
            if key in tables:
                checked += 1
                assert len(tables[key][0]) == len(legal)
            else:  # never met: the average policy is uniform
                assert list(probs.values()) == pytest.approx([1 / len(legal)] * len(legal))
            state.apply_action(rng.choice(legal))
    if name == CHOCOLATL:  # a factory deal is never met twice in a few episodes; Chocolatl's are
        assert checked > 0, "the later games met positions the solver had tabled"
