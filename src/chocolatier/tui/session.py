"""The play loop: humans type at their seats (hot-seat), bots move on their own, all via a Match.

Each turn a human sees what happened since they last looked (bots' moves in words), their own
seat's view, and the numbered legal actions, then types a number, a notation or a command
(:mod:`~chocolatier.tui.prompt`). When the turn passes from one human to another the screen is
cleared and the next player asked to take the keyboard, so nobody sees another seat's hidden
information. At a simultaneous step (several seats to act) a choice is hidden from the others
until the step resolves: they only read that the player has chosen.

Bots never see the true state: each decides on a clone determinised for its seat.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from typing import Any

from rich.console import Console
from rich.control import Control
from rich.rule import Rule
from rich.segment import ControlType, Segment
from rich.text import Text

from chocolatier.bots.base import Bot, make_bot
from chocolatier.bots.hint import make_hint_bot
from chocolatier.core.errors import ChocolatierError, IllegalActionError, NotationError
from chocolatier.core.game import Action
from chocolatier.core.match import Match
from chocolatier.core.rng import Rng, derive_seed
from chocolatier.i18n import EventRenderer, catalog, notation_reason, render_refusal
from chocolatier.i18n.rules import GAMES as RULES_GAMES
from chocolatier.i18n.rules import section_number
from chocolatier.tui.prompt import Command, help_text, read_command
from chocolatier.tui.renderers import RenderContext, action_detail, render_view
from chocolatier.tui.rules_view import NoSuchSection, render_contents, render_rules
from chocolatier.tui.seats import SeatPlan, bot_label
from chocolatier.tui.widgets import ActionEntry, render_actions, render_outcome

#: How many moves the ``log`` command shows.
LOG_LENGTH = 20
#: A terminal shorter than this many lines gets the small board (one screen per decision).
SMALL_HEIGHT = 40
#: How many of the others' moves a small terminal shows before a turn (``log`` shows more).
SMALL_NEWS = 2

ReadLine = Callable[[str], str]


@dataclass(frozen=True)
class Event:
    """A move as the players read it: the actor sees ``private``, the others ``public``."""

    seat: int
    public: str
    private: str
    secret: bool = False  # a choice hidden until its step resolves (the board shows it face down)


class QuitGame(Exception):
    """The player asked to leave (``quit``, end of input or Ctrl-C)."""


class PlaySession:
    """One game in the terminal, in the language ``lang``. :meth:`run` plays it to the end or
    until a player quits."""

    def __init__(
        self,
        match: Match,
        plan: SeatPlan,
        console: Console,
        read_line: ReadLine,
        lang: str = "en",
    ):
        self.match = match
        self.lang = lang
        self.catalog = catalog(lang)
        self.plan = plan
        self.console = console
        self.read_line = read_line
        game = match.setup.game
        seed = match.setup.seed
        self.bots: dict[int, Bot] = {
            seat: make_bot(spec, game, seed=derive_seed(seed, "bot", seat))
            for seat, spec in plan.bots.items()
        }
        # Determinisations for bots and hints come from the session, never from the game's Rng.
        self.rng = Rng(derive_seed(seed, "tui", len(match.log)))
        self.events: list[Event] = []
        self.words = EventRenderer(self.catalog, plan.labels(self.catalog))
        self.seen: dict[int, int] = {seat: 0 for seat in plan.humans}
        # Number of events when each seat last saw the whole table (see show_position).
        self.shown_full: dict[int, int] = {}
        # The view each seat was shown last, so that renderers can tell what changed since.
        self.last_view: dict[int, Mapping[str, Any]] = {}
        self.at_keyboard: int | None = None
        # The seats of the current step and those still owing a move in it: a step begun by
        # several seats is simultaneous to its end, so its last seat's move stays secret too
        # (as on the web table, server/live.py).
        self.step_seats = self.owing = frozenset(match.state.to_act())
        self.saved_moves: int | None = None
        self._hint_bot: tuple[str, Bot] | None = None
        # The section the last refusal cited, which ``rules`` alone opens.
        self.last_rule: str | None = None

    # -- the loop ---------------------------------------------------------------------------

    def run(self) -> bool:
        """Play until the game ends (``True``) or a player quits (``False``)."""
        try:
            while not self.match.state.is_terminal():
                to_act = self.match.state.to_act()
                bot_seats = [s for s in to_act if s in self.bots]
                if bot_seats:
                    self.bot_move(bot_seats[0])
                else:
                    self.human_turn(self.next_human(to_act))
        except (QuitGame, KeyboardInterrupt):
            # Ctrl-C may also come while a bot is thinking, outside any prompt.
            self.console.print()
            self.say_goodbye()
            return False
        self.finish()
        return True

    def next_human(self, to_act: tuple[int, ...]) -> int:
        """The human to ask next: the one at the keyboard if still to act (fewer handovers)."""
        if self.at_keyboard in to_act:
            return self.at_keyboard
        return to_act[0]

    def label(self, seat: int) -> str:
        """The player's name and seat."""
        return self.plan.label(seat, self.catalog)

    # -- bots -------------------------------------------------------------------------------

    def bot_move(self, seat: int) -> None:
        """Let the bot at ``seat`` choose on its determinised clone and play it."""
        state = self.match.state
        with self.console.status(self.t("tui-thinking", player=self.label(seat))):
            action = self.bots[seat].choose(state.determinize(seat, self.rng), seat)
        try:
            self.push(seat, action)
        except IllegalActionError as exc:
            # A bot bug must not end a person's game: say so and play on with a legal move.
            self.say("tui-bot-illegal", "red", player=self.label(seat),
                     refusal=self.refusal(exc))
            self.push(seat, self.rng.choice(self.match.state.legal_actions(seat)))

    # -- humans -----------------------------------------------------------------------------

    def human_turn(self, seat: int) -> None:
        """Show ``seat`` its position and read lines until it has played one action."""
        if seat != self.at_keyboard:
            self.hand_over(seat)
        self.show_news(seat)
        self.show_position(seat)
        while True:
            command = read_command(self.ask(self.t("tui-prompt", player=self.label(seat))),
                                   self.catalog)
            if self.obey(seat, command):
                return

    def hand_over(self, seat: int) -> None:
        """Pass the keyboard to ``seat``; with several humans, wipe the previous one's screen and
        scrollback, and show nothing of the next one's until they say they are at the keyboard."""
        if len(self.plan.humans) > 1:
            clear_all(self.console)
            self.console.print(Rule(self.t("tui-turn-of", player=self.label(seat)),
                                    style="bold magenta"))
            self.ask(self.t("tui-pass-keyboard", player=self.label(seat)) + " ")
            clear_all(self.console)
        self.at_keyboard = seat

    def ask(self, prompt: str) -> str:
        """One line of input; end of input or Ctrl-C leave the game."""
        try:
            return self.read_line(prompt)
        except (EOFError, KeyboardInterrupt):
            raise QuitGame() from None

    def obey(self, seat: int, command: Command) -> bool:
        """Carry out one command; ``True`` when it played an action (the turn is over)."""
        kind = command.kind
        if kind == "choose":
            return self.choose_number(seat, command.number)
        if kind == "notation":
            return self.choose_notation(seat, command.text)
        if kind == "undo":
            return self.undo(seat)
        if kind == "quit":
            raise QuitGame()
        if kind == "hint":
            self.hint(seat)
        elif kind == "save":
            self.save(command.text)
        elif kind == "help":
            self.console.print(help_text(self.catalog, self.match.setup.game))
        elif kind == "rules":
            self.show_rules(command.text)
        elif kind == "list":
            self.show_actions(seat, command.text)
        elif kind == "board":
            self.show_position(seat, full=True)
        elif kind == "log":
            self.show_log(seat)
        elif kind == "error":
            self.console.print(Text(self.t(command.text, **command.args), style="red"))
        else:
            self.say("tui-type-something", "dim", help=self.t("tui-cmd-help"))
        return False

    def entries(self, seat: int) -> list[ActionEntry]:
        """The legal actions of ``seat``, numbered from 1 in the game's order."""
        state = self.match.state
        entries = []
        for i, action in enumerate(state.legal_actions(seat), start=1):
            event = state.event(seat, action).to_json()
            entries.append(ActionEntry(i, state.notation(seat, action), self.words.button(event),
                                       event))
        return entries

    def choose_number(self, seat: int, number: int) -> bool:
        """Play action ``number`` of the list."""
        legal = self.match.state.legal_actions(seat)
        if not 1 <= number <= len(legal):
            self.say("tui-no-choice", "red", number=number, count=len(legal))
            return False
        self.push(seat, legal[number - 1])
        return True

    def choose_notation(self, seat: int, text: str) -> bool:
        """Play the action written ``text``, or explain why it cannot be played."""
        state = self.match.state
        try:
            action = state.parse(seat, text)
            self.push(seat, action)
        except IllegalActionError as exc:
            self.say("tui-not-allowed", "red", refusal=self.refusal(exc))
            self.offer_rule(exc)
            return False
        except (ChocolatierError, ValueError) as exc:
            # the reason is worded; the words it quotes are the notation's, as in records
            reason = (notation_reason(exc, self.catalog) if isinstance(exc, NotationError)
                      else getattr(exc, "reason", str(exc)))
            self.say("tui-cannot-read", "red", text=text, reason=reason,
                     list=self.t("tui-cmd-list"), word=self.t("tui-arg-word"),
                     help=self.t("tui-cmd-help"))
            return False
        return True

    def push(self, seat: int, action: Action) -> None:
        """Play ``action`` for ``seat`` and log it; hidden at a simultaneous step."""
        state = self.match.state
        words = self.words.render(state.event(seat, action).to_json())
        simultaneous = len(self.step_seats) > 1
        self.match.push(seat, action)
        self.follow_step()
        public = (self.words.render({"code": "secret-choice", "seat": seat})
                  if simultaneous else None)
        self.add_event(seat, words, public, secret=simultaneous)

    def follow_step(self) -> None:
        """After a move: the same step while only seats still owing in it are to act, else a
        new one."""
        now = frozenset(self.match.state.to_act())
        if not now <= self.owing:
            self.step_seats = now
        self.owing = now

    def add_event(self, seat: int, words: str, public: str | None = None,
                  secret: bool = False) -> None:
        """Log a move: ``words`` for the actor (and everyone unless ``public`` replaces them)."""
        self.events.append(Event(seat, public or words, words, secret))

    def undo(self, seat: int) -> bool:
        """Take back ``seat``'s last action when the game allows it (within the current shift)."""
        if self.match.state.undo_scope(seat) is None:
            self.say("tui-no-undo", "red")
            return False
        if not self.match.can_undo(seat):
            self.say("tui-nothing-to-undo", "red")
            return False
        try:
            removed = self.match.undo(seat)
        except IllegalActionError as exc:
            self.say("tui-refused", "red", refusal=self.refusal(exc))
            self.offer_rule(exc)
            return False
        self.follow_step()
        self.add_event(seat, self.t("tui-took-back", player=self.label(seat), move=removed.move),
                       self.t("tui-took-back-hidden", player=self.label(seat)))
        self.seen[seat] = len(self.events)
        self.say("tui-undone", "yellow", move=removed.move)
        # The turn is over: the loop asks whoever must act now (normally the same player).
        return True

    def hint_bot(self) -> tuple[str, Bot]:
        """The strongest bot the game has (the web table's hint too), built once."""
        if self._hint_bot is None:
            self._hint_bot = make_hint_bot(self.match.setup.game)
        return self._hint_bot

    def hint(self, seat: int) -> None:
        """Say what the strongest bot would play here (it sees only what ``seat`` sees)."""
        name, bot = self.hint_bot()
        state = self.match.state
        with self.console.status(self.t("tui-bot-thinking", bot=bot_label(name, self.catalog))):
            action = bot.choose(state.determinize(seat, self.rng), seat)
        legal = state.legal_actions(seat)
        number = f"{legal.index(action) + 1}. " if action in legal else ""
        words = self.words.button(state.event(seat, action).to_json())
        self.say("tui-hint", "", bot=bot_label(name, self.catalog), action=f"{number}{words}",
                 notation=state.notation(seat, action))

    def save(self, path: str) -> None:
        """Write the record so far to ``path``."""
        record = self.match.record()
        try:
            record.save(path)
        except OSError as exc:
            self.say("tui-cannot-save", "red", path=path, reason=exc.strerror or str(exc))
            return
        self.saved_moves = len(record.moves)
        # a long path must not be broken into lines
        self.say("tui-saved", "", soft_wrap=True, moves=len(record.moves), path=path,
                 command=f"chocolatier play --load {path}")

    # -- screens ----------------------------------------------------------------------------

    @property
    def small(self) -> bool:
        """Whether the terminal is small (80×24): the board and lists then fit one screen.
        Measured at each screen, as a window may be resized; never when the output is no
        terminal (a pipe, a file), which has no height."""
        return self.console.is_terminal and self.console.height < SMALL_HEIGHT

    def show_news(self, seat: int) -> None:
        """The others' moves since ``seat`` last looked (on a small terminal the last few, and
        no secret choice)."""
        small = self.small
        # a small terminal leaves out the others' secret choices: the board shows them face down
        news = [e.public for e in self.events[self.seen[seat] :]
                if e.seat != seat and not (small and e.secret)]
        self.seen[seat] = len(self.events)
        runs = _runs(news)
        if small and len(runs) > SMALL_NEWS:
            self.say("terminal-small-news-more", "dim", count=len(runs) - SMALL_NEWS,
                     log=self.t("tui-cmd-log"))
            runs = runs[-SMALL_NEWS:]
        for line, count in runs:
            # A bot's run of secret choices is one line, not dozens.
            self.console.print(Text(line + (f" (×{count})" if count > 1 else ""), style="italic"))

    def show_position(self, seat: int, full: bool = False) -> None:
        """``seat``'s view of the board and its numbered legal actions.

        The whole table is drawn when asked (``full``) or when someone else moved since the seat
        last saw it; otherwise the game's renderer may draw only the seat's own part.
        """
        state = self.match.state
        others_moved = any(e.seat != seat for e in self.events[self.shown_full.get(seat, 0) :])
        compact = not full and seat in self.shown_full and not others_moved
        if not compact:
            self.shown_full[seat] = len(self.events)
        view = state.view(seat)
        previous = self.last_view.get(seat)
        small = self.small and not full
        context = RenderContext(seat, self.labels(), self.lang, compact, previous, small)
        self.console.print(render_view(self.match.setup.game, view, context))
        self.last_view[seat] = view
        self.show_actions(seat)

    def show_actions(self, seat: int, word: str = "") -> None:
        """The legal actions, or those whose words or notation contain ``word``; on a small
        terminal each with what the board left out for it (the draft's cards)."""
        entries = self.entries(seat)
        detail = action_detail(self.match.setup.game) if self.small else None
        if detail is not None:
            view = self.match.state.view(seat)
            context = RenderContext(seat, self.labels(), self.lang, small=True)
            entries = [replace(e, detail=detail(view, e.event or {}, context)) for e in entries]
        if word:
            wanted = word.lower()
            entries = [
                e for e in entries if wanted in e.notation.lower() or wanted in e.text.lower()
            ]
            if not entries:
                self.say("tui-no-action-mentions", "red", word=word)
                return
        self.console.print(render_actions(entries, self.words, self.small))

    def show_log(self, seat: int) -> None:
        """The last moves as ``seat`` may read them."""
        for event in self.events[-LOG_LENGTH:]:
            self.console.print(event.private if event.seat == seat else event.public)

    def labels(self) -> list[str]:
        """Every seat's label."""
        return self.plan.labels(self.catalog)

    def offer_rule(self, exc: IllegalActionError) -> None:
        """After a refusal: how to read the section it cites (``rules`` alone opens it)."""
        number = section_number(exc.rule)
        if number is None or self.match.setup.game not in RULES_GAMES:
            return
        self.last_rule = number
        self.say("terminal-rules-open", "dim",
                 command=f"{self.t('tui-cmd-rules')} {number}", section=number)

    def show_rules(self, section: str) -> None:
        """The game's rules reference: ``section`` (with its subsections), else the section of
        the last refusal, else the contents."""
        game = self.match.setup.game
        if game not in RULES_GAMES:
            self.say("terminal-rules-none", "red")
            return
        wanted = section or self.last_rule
        if wanted is None:
            self.console.print(render_contents(game, self.lang))
            self.say("terminal-rules-which", "dim", command=self.t("tui-cmd-rules"))
            return
        try:
            self.console.print(render_rules(game, self.lang, wanted))
        except NoSuchSection:
            self.say("terminal-rules-no-such", "red", section=section,
                     command=self.t("tui-cmd-rules"))

    def refusal(self, exc: IllegalActionError) -> str:
        """A refusal in the player's words, its rule named from the game's rules reference."""
        return render_refusal(exc, self.catalog, self.match.setup.game)

    def t(self, msg_id: str, **args: Any) -> str:
        """A message of the player's catalog."""
        return self.catalog.text(msg_id, **args)

    def say(self, msg_id: str, style: str, soft_wrap: bool = False, **args: Any) -> None:
        """Print a message of the player's catalog (in ``style``; never read as markup)."""
        self.console.print(Text(self.t(msg_id, **args), style=style), soft_wrap=soft_wrap)

    def finish(self) -> None:
        """The end of the game: everything revealed and the final score breakdown."""
        state = self.match.state
        # The last moves, in full: at the end of the game nothing is secret any more.
        since = self.seen.get(self.at_keyboard, 0) if self.at_keyboard is not None else 0
        for event in self.events[since:]:
            if event.seat != self.at_keyboard:
                self.console.print(Text(event.private, style="italic"))
        context = RenderContext(None, self.labels(), self.lang)
        self.console.print(Rule(self.t("tui-game-over"), style="bold"))
        self.console.print(render_view(self.match.setup.game, state.view(None), context))
        result = state.result()
        if result is not None:
            self.console.print(render_outcome(result, self.labels(), self.words))

    def say_goodbye(self) -> None:
        """Leave, reminding the player when the last moves were not saved."""
        moves = len(self.match.log)
        if self.saved_moves == moves:
            self.say("tui-goodbye-saved", "")
        else:
            self.say("tui-goodbye-unsaved", "", moves=moves)


#: Erase the scrollback (xterm's "E3", which tmux, VTE, iTerm2 and Windows Terminal honour).
_ERASE_SCROLLBACK = Segment("\x1b[3J", None, [(ControlType.CLEAR,)])


def clear_all(console: Console) -> None:
    """Clear the screen and the terminal's scrollback, so that scrolling up at a hot-seat
    hand-off shows nothing of the previous player. The scrollback goes after the screen: a
    terminal that keeps a cleared screen in its history (tmux's scroll-on-clear) loses it too.
    Only on a terminal: a pipe or a file gets no control codes (Rich writes none there)."""
    console.clear()
    if console.is_terminal and not console.is_dumb_terminal:
        control = Control()
        control.segment = _ERASE_SCROLLBACK
        console.control(control)


def _runs(lines: list[str]) -> list[tuple[str, int]]:
    """Consecutive equal lines counted: ["a", "a", "b"] → [("a", 2), ("b", 1)]."""
    runs: list[tuple[str, int]] = []
    for line in lines:
        if runs and runs[-1][0] == line:
            runs[-1] = (line, runs[-1][1] + 1)
        else:
            runs.append((line, 1))
    return runs
