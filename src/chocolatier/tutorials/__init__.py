"""Tutorials: a prepared game and a script of steps over the same engine as any table.

A tutorial is one TOML file in this folder (``<name>.toml``, the format in ``FORMAT.md``): the
game, its seats and options, a fixed seed, the learner's seat, optional moves played before the
learner arrives (a prepared position) and the steps. A step says something (a catalog message
``tutorial-<name>-<step id>``) and either waits for "Next" or for one move of the learner
(``do``); it may be followed by the other seats' scripted moves (``then``). The script is the
sequence of those moves, in order: a learner who follows the coach plays exactly the game the
file describes, and every learner meets the same one.

:func:`load` reads and validates a file's shape; :func:`play_through` plays its whole script
through the engine and names the first move that is not legal where the script puts it (the
tutorials' test runs it for every file, so a rules change breaks the test, not the learner).
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from typing import Any

from chocolatier.core import ChocolatierError, NotationError, get_game
from chocolatier.core.game import State

#: Names of tutorials and ids of steps: they become URL parts and catalog message ids.
_NAME = re.compile(r"[a-z][a-z0-9-]{0,39}")
#: A scripted move: ``"<seat>: <notation>"``.
_SCRIPTED = re.compile(r"\s*(\d+)\s*:\s*(\S.*?)\s*")
#: A view path whose value a message shows: dotted keys and list indexes, ``{you}`` the learner.
_PATH = re.compile(r"[a-z_]+(\.([a-z_]+|\d+|\{you\}))*")
_TOP_KEYS = {"game", "players", "learner", "seed", "options", "bots", "order", "minutes",
             "prelude", "steps"}
_STEP_KEYS = {"id", "do", "then", "show", "args", "wait"}


class TutorialError(ChocolatierError):
    """A tutorial file that is malformed, or whose script the engine refuses."""


@dataclass(frozen=True)
class Scripted:
    """One move of the script: ``seat`` plays ``move`` (notation)."""

    seat: int
    move: str

    def to_json(self) -> dict[str, Any]:
        """``{seat, move}``."""
        return {"seat": self.seat, "move": self.move}


@dataclass(frozen=True)
class Step:
    """One step of a tutorial.

    ``do`` is the learner's move that ends it (``None``: an explanation, ended by "Next");
    ``then`` the other seats' moves the server plays after it; ``show`` a board element the
    coach points at while explaining (a ``data-target`` key); ``args`` the message's variables,
    each a literal or a path into the learner's view (``"factories.{you}.coal"``); ``wait``
    (explanations only) holds the step until the learner is to act again, for words about what
    the other seats' moves before it do (a station they reveal, a bid they answer).
    """

    id: str
    do: str | None = None
    then: tuple[Scripted, ...] = ()
    show: str | None = None
    args: dict[str, str | int] = field(default_factory=dict)
    wait: bool = False


@dataclass(frozen=True)
class Tutorial:
    """A tutorial file, validated in shape (:func:`play_through` checks its moves)."""

    name: str
    game: str
    players: int
    learner: int
    seed: int
    options: dict[str, Any]
    bots: str
    order: int
    minutes: int
    prelude: tuple[Scripted, ...]
    steps: tuple[Step, ...]

    def message(self, step: Step, suffix: str = "") -> str:
        """The catalog id of what the coach says at ``step`` (``suffix="wrong"``: its answer
        to a wrong click)."""
        return f"tutorial-{self.name}-{step.id}" + (f"-{suffix}" if suffix else "")

    @property
    def title(self) -> str:
        """The catalog id of the tutorial's title (its summary: ``...-summary``)."""
        return f"tutorial-{self.name}-title"

    def script(self) -> list[Scripted]:
        """Every move after the prelude, in the order the game is played."""
        out: list[Scripted] = []
        for step in self.steps:
            if step.do is not None:
                out.append(Scripted(self.learner, step.do))
            out.extend(step.then)
        return out

    def moves(self) -> list[Scripted]:
        """The whole game the tutorial describes: the prelude, then the script."""
        return [*self.prelude, *self.script()]

    def move_at(self, index: int) -> Scripted | None:
        """The move the tutorial makes ``index`` moves into the game (``None``: past the end
        of the script, where the game goes on freely)."""
        moves = self.moves()
        return moves[index] if index < len(moves) else None

    def normalized_options(self) -> dict[str, Any]:
        """The game's options as the engine completes them (what the table stores)."""
        return get_game(self.game).normalize_options(self.players, self.options)

    def new_state(self) -> State:
        """The position before the prelude: the game's setup with the tutorial's seed."""
        return get_game(self.game).new_state(self.players, self.seed, self.normalized_options())

    def to_json(self) -> dict[str, Any]:
        """What the coach and the Learn page read: the steps with their message ids and the
        learner's expected moves (the other seats' moves are the server's business)."""
        return {
            "name": self.name,
            "game": self.game,
            "players": self.players,
            "learner": self.learner,
            "order": self.order,
            "minutes": self.minutes,
            "title": self.title,
            "summary": f"tutorial-{self.name}-summary",
            # the learner's own moves in the prelude: the coach counts the learner's moves
            # in the log from there
            "prelude_moves": sum(1 for m in self.prelude if m.seat == self.learner),
            "steps": [
                {"id": s.id, "say": self.message(s),
                 "wrong": self.message(s, "wrong") if s.do is not None else None,
                 "do": s.do, "show": s.show, "args": dict(s.args), "wait": s.wait}
                for s in self.steps
            ],
        }


def _fail(name: str, what: str) -> TutorialError:
    return TutorialError(f"tutorial {name}: {what}")


def _scripted(name: str, where: str, value: Any, players: int) -> tuple[Scripted, ...]:
    if not isinstance(value, list):
        raise _fail(name, f"{where} is a list of \"<seat>: <move>\"")
    out = []
    for item in value:
        match = _SCRIPTED.fullmatch(item) if isinstance(item, str) else None
        if match is None or int(match[1]) >= players:
            raise _fail(name, f"{where}: {item!r} is not \"<seat>: <move>\" with a seat of "
                        "the game")
        out.append(Scripted(int(match[1]), match[2]))
    return tuple(out)


def _integer(name: str, data: dict[str, Any], key: str, default: int | None = None) -> int:
    value = data.get(key, default)
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise _fail(name, f"{key} must be a whole number")
    return value


def _step(name: str, index: int, raw: Any, players: int, learner: int) -> Step:
    if not isinstance(raw, dict):
        raise _fail(name, f"step {index + 1} is not a table")
    unknown = set(raw) - _STEP_KEYS
    if unknown:
        raise _fail(name, f"step {index + 1}: unknown keys {sorted(unknown)}")
    step_id = raw.get("id")
    if not isinstance(step_id, str) or _NAME.fullmatch(step_id) is None:
        raise _fail(name, f"step {index + 1}: id must be lowercase letters, digits and -")
    do = raw.get("do")
    if do is not None and (not isinstance(do, str) or not do.strip()):
        raise _fail(name, f"step {step_id}: do is the learner's move in notation")
    then = _scripted(name, f"step {step_id}: then", raw.get("then", []), players)
    if any(m.seat == learner for m in then):
        raise _fail(name, f"step {step_id}: the learner's moves are steps' do, not then")
    show = raw.get("show")
    if show is not None and not isinstance(show, str):
        raise _fail(name, f"step {step_id}: show is a board element's data-target key")
    args = raw.get("args", {})
    if not isinstance(args, dict) or not all(
        isinstance(k, str) and ((isinstance(v, int) and not isinstance(v, bool))
                                or (isinstance(v, str) and _PATH.fullmatch(v)))
        for k, v in args.items()
    ):
        raise _fail(name, f"step {step_id}: args map names to numbers or view paths")
    wait = raw.get("wait", False)
    if not isinstance(wait, bool) or (wait and do is not None):
        raise _fail(name, f"step {step_id}: wait is true or false, for an explanation only")
    return Step(step_id, do.strip() if do else None, then, show, dict(args), wait)


def parse(name: str, text: str) -> Tutorial:
    """A tutorial from its TOML text (raises :class:`TutorialError` naming what is wrong)."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise _fail(name, f"not TOML: {exc}") from None
    unknown = set(data) - _TOP_KEYS
    if unknown:
        raise _fail(name, f"unknown keys {sorted(unknown)}")
    game = data.get("game")
    if not isinstance(game, str):
        raise _fail(name, "game is the name of a game")
    players = _integer(name, data, "players")
    learner = _integer(name, data, "learner", 0)
    if not learner < players:
        raise _fail(name, "learner must be one of the seats")
    options = data.get("options", {})
    if not isinstance(options, dict):
        raise _fail(name, "options is a table of the game's options")
    bots = data.get("bots", "heuristic")
    if not isinstance(bots, str):
        raise _fail(name, "bots names the bot that plays the other seats after the script")
    steps_raw = data.get("steps")
    if not isinstance(steps_raw, list) or not steps_raw:
        raise _fail(name, "a tutorial has [[steps]]")
    steps = tuple(_step(name, i, s, players, learner) for i, s in enumerate(steps_raw))
    ids = [s.id for s in steps]
    if len(set(ids)) != len(ids):
        raise _fail(name, "step ids must be unique")
    return Tutorial(
        name=name, game=game, players=players, learner=learner,
        seed=_integer(name, data, "seed"), options=options, bots=bots,
        order=_integer(name, data, "order", 100), minutes=_integer(name, data, "minutes", 10),
        prelude=_scripted(name, "prelude", data.get("prelude", []), players), steps=steps,
    )


def names() -> list[str]:
    """The tutorials of this package, by file name."""
    folder = resources.files(__name__)
    return sorted(
        entry.name.removesuffix(".toml") for entry in folder.iterdir()
        if entry.name.endswith(".toml") and _NAME.fullmatch(entry.name.removesuffix(".toml"))
    )


@cache
def load(name: str) -> Tutorial:
    """The tutorial ``name`` (raises ``KeyError`` for one that does not exist)."""
    if _NAME.fullmatch(name) is None or name not in names():
        raise KeyError(name)
    text = (resources.files(__name__) / f"{name}.toml").read_text(encoding="utf-8")
    return parse(name, text)


def tutorials() -> list[Tutorial]:
    """Every tutorial, in the order the Learn page lists them."""
    return sorted((load(n) for n in names()), key=lambda t: (t.order, t.name))


def play_through(tutorial: Tutorial) -> State:
    """Play the tutorial's whole game through the engine and return the final position.

    Raises :class:`TutorialError` at the first move that is not legal for its seat where the
    script puts it (the seat not to act, the notation not understood, or the rules refusing
    it), naming the move's number, the step and the reason.
    """
    state = tutorial.new_state()
    where = ["prelude"] * len(tutorial.prelude)
    for step in tutorial.steps:
        where.extend([f"step {step.id}"] * ((step.do is not None) + len(step.then)))
    for number, (scripted, place) in enumerate(zip(tutorial.moves(), where, strict=True), 1):
        seat, move = scripted.seat, scripted.move
        if seat not in state.to_act():
            raise _fail(tutorial.name, f"move {number} ({place}) {seat}: {move}: seat {seat} is "
                        f"not to act (to act: {list(state.to_act())})")
        try:
            action = state.parse(seat, move)
        except NotationError as exc:
            raise _fail(tutorial.name, f"move {number} ({place}) {seat}: {move}: {exc}") from None
        if not state.is_legal(seat, action):
            legal = [state.notation(seat, a) for a in state.legal_actions(seat)]
            raise _fail(tutorial.name, f"move {number} ({place}) {seat}: {move} is not legal; "
                        f"legal: {legal[:30]}")
        state.apply(seat, action)
    return state
