"""The tutorial tables' script at the table: the server plays the other seats' scripted moves
and holds the learner to the script (:mod:`chocolatier.tutorials`; creating the tables and the
Learn page's requests are :mod:`chocolatier.server.tutorial_tables`).

A tutorial table is an ordinary table (stored, replayed, pushed to its clients like any) with
the setting ``tutorial: <name>``. While the game is within the script, the hub plays the other
seats' moves from the file instead of asking their bots, and refuses a learner's move other
than the script's (the coach in the browser prevents it first, with a sentence about the
game), and an undo (the scripted moves follow the learner's); past the end of the script the
game goes on as any game against the tutorial's bots. The learner's step is the number of moves
the learner has made: leaving and coming back finds the same step, since the table is its log.
"""

from __future__ import annotations

from dataclasses import dataclass

from chocolatier.core import IllegalActionError
from chocolatier.core.game import Action
from chocolatier.server.live import LiveTable
from chocolatier.tutorials import Scripted, Tutorial, TutorialError, load

#: The table setting naming a table's tutorial.
SETTING = "tutorial"


def tutorial_of(live: LiveTable) -> Tutorial | None:
    """The tutorial a table plays (``None``: an ordinary table)."""
    name = live.life.settings.get(SETTING)
    if not isinstance(name, str):
        return None
    try:
        return load(name)
    except (KeyError, TutorialError):
        return None  # a tutorial removed since: the game goes on as any


def _next(live: LiveTable) -> Scripted | None:
    """The script's next move at a tutorial table (``None``: none, or past its end)."""
    tutorial = tutorial_of(live)
    return tutorial.move_at(len(live.match.log)) if tutorial is not None else None


def bot_to_play(live: LiveTable) -> int | None:
    """The bot seat to play now: the table's lowest (``LiveTable.bot_to_act``), except that
    within a tutorial's script it is the seat of the script's next move when that seat is a
    bot to act (at a simultaneous step the script may name a higher seat first)."""
    seat = live.bot_to_act()
    scripted = _next(live) if seat is not None else None
    if scripted is not None and scripted.seat in live.match.state.to_act() \
            and live.plays_itself(scripted.seat):
        return scripted.seat
    return seat


@dataclass(frozen=True)
class Turn:
    """What the script says of a bot seat's turn: ``move`` to play it, or ``wait`` (the
    script's next move is another seat's: at a simultaneous step the bot waits for it);
    neither: past the script (or at an ordinary table), the seat's bot decides."""

    move: str | None = None
    wait: bool = False


def scripted_turn(live: LiveTable, seat: int) -> Turn:
    """The script's say on bot ``seat``'s move now."""
    scripted = _next(live)
    if scripted is None:
        return Turn()
    if scripted.seat != seat:
        return Turn(wait=True)
    return Turn(move=scripted.move)


def check_learner(live: LiveTable, seat: int, action: Action) -> None:
    """Refuse a move that leaves the script (``off-script``): the other seats' scripted moves
    would no longer fit the game."""
    scripted = _next(live)
    if scripted is None:
        return
    state = live.match.state
    if scripted.seat == seat:
        expected = state.parse(seat, scripted.move)
        if state.notation(seat, expected) == state.notation(seat, action):
            return
    raise IllegalActionError("tutorial", "off-script")


def check_undo(live: LiveTable) -> None:
    """Within the script nothing is taken back (``off-script``)."""
    if _next(live) is not None:
        raise IllegalActionError("tutorial", "off-script")
