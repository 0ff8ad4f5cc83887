"""Every tutorial file: its shape, its whole script played through the engine (each scripted
move legal where the script puts it), and its words in the four catalogs.

A rules change that makes a scripted move illegal fails here, naming the move and the step,
instead of stranding a learner in the browser."""

from __future__ import annotations

import re

import pytest

from chocolatier.i18n.catalog import LANGUAGES, catalog
from chocolatier.tutorials import TutorialError, load, names, parse, play_through, tutorials

TUTORIALS = names()
# a Fluent variable used in a message: { $name }
_VARIABLE = re.compile(r"\{\s*\$([a-z_]+)")

MINIMAL = """
game = "factory"
players = 2
seed = 3
[[steps]]
id = "hello"
"""


def test_there_are_tutorials_and_they_load_in_learn_order() -> None:
    assert "factory" in TUTORIALS
    listed = tutorials()
    assert [t.order for t in listed] == sorted(t.order for t in listed)


@pytest.mark.parametrize("name", TUTORIALS)
def test_the_whole_script_is_legal_on_the_engine(name: str) -> None:
    tutorial = load(name)
    state = play_through(tutorial)
    assert tutorial.move_at(len(tutorial.moves())) is None
    # the learner is the one to act once the script is over, or the game is over
    assert state.is_terminal() or state.to_act()


@pytest.mark.parametrize("name", TUTORIALS)
def test_every_step_is_in_every_catalog_with_its_variables(name: str) -> None:
    tutorial = load(name)
    ids = [tutorial.title, f"tutorial-{name}-summary"]
    for step in tutorial.steps:
        ids.append(tutorial.message(step))
        if step.do is not None:
            ids.append(tutorial.message(step, "wrong"))
    for lang in LANGUAGES:
        words = catalog(lang)
        missing = [i for i in ids if not words.has(i)]
        assert not missing, f"{lang}: {missing}"
    for step in tutorial.steps:
        # every argument the step gives is one its message uses (and the other way round)
        used = set(_VARIABLE.findall(_source(name, tutorial.message(step))))
        assert used == set(step.args), (step.id, used, set(step.args))


def _source(name: str, msg_id: str) -> str:
    from chocolatier.i18n.catalog import ftl_files

    for _file, text in ftl_files("en"):
        match = re.search(rf"^{re.escape(msg_id)} =(.*?)(?=^\S|\Z)", text, re.M | re.S)
        if match:
            return match[1]
    raise AssertionError(f"{msg_id} not found in {name}'s catalog")


def test_the_learner_moves_are_the_steps_and_the_others_the_script() -> None:
    tutorial = load("factory")
    script = tutorial.script()
    learner = [m.move for m in script if m.seat == tutorial.learner]
    assert learner == [s.do for s in tutorial.steps if s.do is not None]
    assert tutorial.move_at(len(tutorial.prelude)) == script[0]


def test_an_illegal_scripted_move_is_named_with_its_step() -> None:
    bad = parse("bad", MINIMAL + 'do = "take A99"\n')
    with pytest.raises(TutorialError, match=r"move 1 \(step hello\) 0: take A99"):
        play_through(bad)
    wrong_seat = parse("bad", MINIMAL + 'then = ["1: take A05"]\n')
    with pytest.raises(TutorialError, match="seat 1 is not to act"):
        play_through(wrong_seat)


@pytest.mark.parametrize(("extra", "reason"), [
    ('colour = "red"\n', "unknown keys"),
    ('[[steps]]\nid = "hello"\n', "unique"),
    ('[[steps]]\nid = "Bad Id"\n', "id must be"),
    ('[[steps]]\nid = "two"\nthen = ["7: take A05"]\n', "seat of the game"),
    ('[[steps]]\nid = "two"\nthen = ["0: take A05"]\n', "learner's moves"),
    ('[[steps]]\nid = "two"\nargs = { coal = "factories.0.coal; alert(1)" }\n', "args"),
])
def test_a_malformed_file_is_refused_naming_what_is_wrong(extra: str, reason: str) -> None:
    text = MINIMAL.replace("[[steps]]", extra + "[[steps]]", 1) if extra.startswith("colour") \
        else MINIMAL + extra
    with pytest.raises(TutorialError, match=reason):
        parse("bad", text)


def test_an_unknown_tutorial_is_a_key_error() -> None:
    with pytest.raises(KeyError):
        load("../factory")
    with pytest.raises(KeyError):
        load("nothing-here")
