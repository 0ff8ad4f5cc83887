"""The Chocolate Factory ``mcts`` bot: determinised rollouts with progressive widening.

Rules referenced: §4.2 (draft, simultaneous mode), §4.5 (Cleanup: unseen Corner Shop cards), §9
(solo)."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from chocolatier.bots import value_net
from chocolatier.bots.base import Bot, Budget, bot_names, make_bot
from chocolatier.bots.factory_heuristic import FactoryHeuristic
from chocolatier.bots.factory_mcts import (
    LEVELS,
    MAX_PLANS,
    NET_LEVELS,
    FactoryMCTS,
    FactoryNetMCTS,
    parse_level,
    resolve_budget,
    split_net,
)
from chocolatier.core.errors import OptionError
from chocolatier.core.registry import new_game
from chocolatier.core.rng import Rng
from chocolatier.factory.pending import Pick
from chocolatier.factory.phases import Phase
from chocolatier.factory.state import FactoryState


def new(players: int, seed: int, options: dict[str, Any] | None = None) -> FactoryState:
    state = new_game("factory", players, seed, options)
    assert isinstance(state, FactoryState)
    return state


def play(specs: list[str], seed: int, options: dict[str, Any] | None = None) -> FactoryState:
    """A whole game, every bot handed its own determinisation; the final position."""
    state = new(len(specs), seed, options)
    bots: list[Bot] = [make_bot(spec, "factory", seed * 10 + i) for i, spec in enumerate(specs)]
    rng = Rng(seed)
    while not state.is_terminal():
        for seat in state.to_act():
            if seat in state.to_act():
                action = bots[seat].choose(state.determinize(seat, rng), seat)
                assert action in state.legal_actions(seat)
                state.apply(seat, action)
    assert state.result() is not None
    return state


def positions(players: int, seed: int, options: dict[str, Any] | None = None
              ) -> list[FactoryState]:
    """Every position of a game between quick heuristics."""
    state = new(players, seed, options)
    bots = [FactoryHeuristic(seat, level="fast") for seat in range(players)]
    seen = []
    while not state.is_terminal():
        for seat in state.to_act():
            if seat in state.to_act():
                seen.append(state.clone())
                state.apply(seat, bots[seat].choose(state.clone(), seat))
    return seen


def searched(state: FactoryState, seat: int) -> bool:
    """Whether the bot searches there (more than one legal action, not inside a plan)."""
    return len(state.legal_actions(seat)) > 1 and state.pending[seat] is None


def test_registered_for_the_factory_with_levels() -> None:
    assert {"mcts", "mcts-rollout"} <= set(bot_names("factory"))
    assert "mcts" not in bot_names("chocolatl")
    for level in ("easy", "normal", "hard"):
        bot = make_bot(f"mcts:{level}", "factory", 1)
        assert isinstance(bot, FactoryNetMCTS) and bot.uses_net
        assert bot.budget == NET_LEVELS[level]
        rollout = make_bot(f"mcts-rollout:{level}", "factory", 1)
        assert type(rollout) is FactoryMCTS and not rollout.uses_net
        assert rollout.budget == LEVELS[level]
    # The default level answers within two seconds.
    assert make_bot("mcts", "factory").budget == NET_LEVELS["normal"]
    assert (NET_LEVELS["normal"].seconds or 9) <= 2.0


def test_budget_settings_in_the_spec() -> None:
    assert parse_level("iterations=64") == ("normal", Budget(iterations=64))
    assert parse_level("hard+seconds=1.5") == ("hard", Budget(seconds=1.5))
    assert parse_level("iterations=8+seconds=0.5") == ("normal", Budget(8, 0.5))
    # The spec wins over the handed budget, which wins over the level.
    assert resolve_budget("iterations=5", Budget(seconds=3.0)) == Budget(iterations=5)
    assert resolve_budget("easy", Budget(seconds=3.0)) == Budget(seconds=3.0)
    assert resolve_budget("easy", None) == LEVELS["easy"]
    assert resolve_budget(None, Budget()) == LEVELS["normal"]


@pytest.mark.parametrize(
    "level",
    ["extreme", "iterations=0", "iterations=-3", "iterations=2.5", "seconds=nan", "seconds=x",
     "depth=3", "iterations=4+hard"],
)
def test_bad_specs_are_refused_with_a_clear_error(level: str) -> None:
    with pytest.raises(OptionError) as info:
        make_bot(f"mcts:{level}", "factory")
    assert info.value.params["bot"] == "mcts"


def test_an_iteration_budget_is_spent_exactly_and_deterministically() -> None:
    """Same seed, same position, iterations only: the same rollouts and the same answer."""
    checked = 0
    for state in positions(2, 3)[::3]:
        seat = state.to_act()[0]
        if not searched(state, seat):
            continue
        first = FactoryMCTS(4, level="iterations=6")
        second = FactoryMCTS(4, level="iterations=6")
        a = first.choose(state.clone(), seat)
        b = second.choose(state.clone(), seat)
        assert a == b
        assert first.last_iterations == second.last_iterations
        if first.last_candidates and state.phase == Phase.DRAFT:
            # a draft pick looks past tomorrow's deal: the whole budget is spent
            assert first.last_iterations == 6
            checked += 1
        if checked == 4:
            break
    assert checked == 4


def test_a_shifts_plans_are_played_out_once_each() -> None:
    """§4.3: nothing hidden is drawn before Cleanup, so a plan played out to the end of today's
    Fulfil Orders is exact: one rollout per candidate, however large the budget."""
    checked = 0
    for state in positions(2, 8)[::5]:
        seat = state.to_act()[0]
        if state.phase != Phase.RUN or not searched(state, seat):
            continue
        bot = FactoryMCTS(2, level="iterations=50")
        bot.choose(state.clone(), seat)
        if bot.last_candidates:
            assert bot.last_iterations == bot.last_candidates <= MAX_PLANS
            checked += 1
        if checked == 3:
            break
    assert checked == 3


def test_a_budget_in_seconds_stops_the_search_on_the_clock() -> None:
    state = new(2, 5)
    seat = state.to_act()[0]
    bot = FactoryMCTS(0, level="seconds=0.000001")
    bot.choose(state.clone(), seat)
    assert bot.last_iterations == 1
    unbounded_clock = FactoryMCTS(0, Budget(iterations=3, seconds=3600.0))
    unbounded_clock.choose(state.clone(), seat)
    assert unbounded_clock.last_iterations == 3


def test_progressive_widening_opens_candidates_in_the_heuristics_order() -> None:
    state = new(2, 7)
    seat = state.to_act()[0]
    few = FactoryMCTS(0, level="iterations=2")
    few.choose(state.clone(), seat)
    many = FactoryMCTS(0, level="iterations=16")
    many.choose(state.clone(), seat)
    assert few.last_candidates == 2
    assert many.last_candidates > 2


@pytest.mark.parametrize("players", [2, 3])
def test_decisions_do_not_depend_on_hidden_cards(players: int) -> None:
    """Two determinisations of a position differ only in what the seat cannot see (deck orders,
    the Corner Shop cards another seat picks among at Cleanup): the bot, searching its own
    determinisations of either, decides the same."""
    checked = cleanup = 0
    for state in positions(players, 11)[::4]:
        seat = state.to_act()[0]
        if not searched(state, seat):
            continue
        if any(isinstance(p, Pick) for s, p in enumerate(state.pending) if s != seat):
            cleanup += 1
        first = state.determinize(seat, Rng(1))
        second = state.determinize(seat, Rng(2))
        assert first.order_decks != second.order_decks  # the hidden decks do differ
        choices = {FactoryMCTS(3, level="iterations=4").choose(s, seat) for s in (first, second)}
        assert len(choices) == 1
        checked += 1
        if checked == 10:
            break
    assert checked == 10


def test_beats_random() -> None:
    for seed in (1, 2):
        result = play(["mcts:iterations=3", "random"], seed).result()
        assert result is not None and result.winners == (0,)


def test_simultaneous_draft_and_three_players() -> None:
    """§4.2 simultaneous mode: several seats act in the same step; the bot answers for its own."""
    final = play(["mcts:iterations=2", "heuristic:fast", "mcts:iterations=2"], 4,
                 {"mode": "simultaneous"})
    assert final.num_players == 3


def test_solo_game() -> None:
    """§9: the bot plays the Factory Manager alone to the end (valued by the solo yardstick)."""
    final = play(["mcts:iterations=3"], 6)
    assert final.solo is not None


def test_the_command_lines_iteration_budget_reaches_the_bot() -> None:
    """``simulate --budget-iterations``: the same game twice (an iteration budget does not depend
    on the machine); a budget of 0 is refused."""
    from typer.testing import CliRunner

    from chocolatier.cli import app

    args = ["simulate", "-b", "mcts,heuristic:fast", "-p", "2", "-g", "1", "-s", "3", "--json",
            "--budget-iterations", "2"]
    first = CliRunner().invoke(app, args)
    second = CliRunner().invoke(app, args)
    assert first.exit_code == 0, first.output
    assert first.stdout == second.stdout
    refused = CliRunner().invoke(app, [*args[:-1], "0"])
    assert refused.exit_code != 0


def test_the_net_level_values_a_draft_pick_by_todays_end_once_per_candidate() -> None:
    """With the network the rollout stops at today's end, where nothing hidden was drawn: one
    exact rollout per candidate, the budget capping the candidates; same seed, same answer."""
    checked = 0
    for state in positions(2, 3):
        seat = state.to_act()[0]
        if state.phase != "draft" or not searched(state, seat):
            continue
        first = FactoryNetMCTS(4, level="iterations=50")
        answer = first.choose(state.clone(), seat)
        if not first.last_candidates:
            continue
        assert first.last_iterations == first.last_candidates
        assert FactoryNetMCTS(4, level="iterations=50").choose(state.clone(), seat) == answer
        capped = FactoryNetMCTS(4, level="iterations=2")
        capped.choose(state.clone(), seat)
        assert capped.last_iterations == 2
        checked += 1
        if checked == 3:
            break
    assert checked == 3


def test_the_net_level_searches_solo_games_by_rollouts() -> None:
    """No network for solo play: ``mcts`` plays there as ``mcts-rollout`` does."""
    state = new(1, 6)
    seat = state.to_act()[0]
    net_bot = FactoryNetMCTS(3, level="iterations=4")
    rollout_bot = FactoryMCTS(3, level="iterations=4")
    assert net_bot.choose(state.clone(), seat) == rollout_bot.choose(state.clone(), seat)
    assert net_bot.last_iterations == rollout_bot.last_iterations


def _weights(folder: Path, flip: bool) -> Path:
    """A copy of the shipped 2-player weights in ``folder``, its outputs negated if ``flip``
    (a network that prefers what the shipped one fears)."""
    folder.mkdir()
    name = value_net.weights_name(2)
    shipped = Path(value_net.__file__).parent / value_net.DATA / name
    if not flip:
        shutil.copy(shipped, folder / name)
        return folder
    with np.load(shipped) as data:
        arrays = {key: data[key] for key in data.files}
    last = int(arrays["layers"]) - 1
    arrays[f"w{last}"] = -arrays[f"w{last}"]
    arrays[f"b{last}"] = -arrays[f"b{last}"]
    value_net.save(folder / name, arrays, {"flipped": True})
    return folder


def test_the_net_setting_names_the_weights_of_a_training_round(tmp_path: Path) -> None:
    """``mcts:net=FOLDER`` values by that folder's networks: a copy of the shipped weights plays
    as plain ``mcts``, negated weights pick other draft candidates; the budget still applies."""
    assert split_net("net=a/b+iterations=6") == ("iterations=6", "a/b")
    assert split_net("hard") == ("hard", None) and split_net(None) == (None, None)
    same = _weights(tmp_path / "same", flip=False)
    flipped = _weights(tmp_path / "flipped", flip=True)
    bot = make_bot(f"mcts:net={same}+iterations=6", "factory", 4)
    assert isinstance(bot, FactoryNetMCTS)
    assert bot.net_folder == str(same) and bot.budget == Budget(iterations=6)
    assert make_bot(f"mcts:hard+net={same}", "factory").budget == NET_LEVELS["hard"]
    differ = 0
    checked = 0
    for state in positions(2, 3):
        seat = state.to_act()[0]
        if state.phase != "draft" or not searched(state, seat):
            continue
        plain = FactoryNetMCTS(4).choose(state.clone(), seat)
        copied = make_bot(f"mcts:net={same}", "factory", 4)
        assert copied.choose(state.clone(), seat) == plain
        other = make_bot(f"mcts:net={flipped}", "factory", 4)
        differ += other.choose(state.clone(), seat) != plain
        checked += 1
        if checked == 6:
            break
    assert checked == 6 and differ >= 1
    # A folder without the count's weights: no network there, as in a solo game.
    assert value_net.net_for(new(3, 1), str(same)) is None
    assert value_net.net_for(new(2, 1), str(flipped)) is value_net.from_folder(str(flipped), 2)


def test_the_net_setting_is_refused_without_weights_or_for_the_rollout_level(
        tmp_path: Path) -> None:
    with pytest.raises(OptionError) as info:
        make_bot(f"mcts:net={tmp_path}", "factory")
    assert info.value.code == "bad-bot-setting" and info.value.params["setting"] == "net"
    with pytest.raises(OptionError) as info:
        make_bot(f"mcts-rollout:net={tmp_path}", "factory")
    assert info.value.code == "unknown-bot-setting"
