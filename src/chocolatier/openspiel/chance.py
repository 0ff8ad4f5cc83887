"""Explicit chance for OpenSpiel: a random stream that reads its draws from a tape.

The engines draw every random event (deck shuffles, the start player, dice) from the state's own
:class:`~chocolatier.core.rng.Rng`, one ``below(n)`` at a time (``shuffle``, ``randint`` and
``choice`` are made of such draws). Under OpenSpiel the state runs with a :class:`ChanceTape`
instead: each draw returns the next outcome on the tape, and a draw past its end raises
:class:`NeedDraw` naming its number of outcomes. The wrapper then shows a chance node with those
``n`` equally likely outcomes (the engine's own distribution: ``below`` is exactly uniform),
appends the outcome chosen, and applies the same action again on a fresh clone; the rules being
pure functions of state and draws, the re-run reaches the same draw and goes one step further.
"""

from __future__ import annotations

from collections.abc import MutableSequence
from typing import TypeVar

from chocolatier.core.rng import Rng

T = TypeVar("T")


class NeedDraw(BaseException):
    """A draw past the end of the tape: the next chance node has ``outcomes`` outcomes.

    A ``BaseException`` so that no ``except Exception`` in the rules can swallow it.
    """

    def __init__(self, outcomes: int) -> None:
        super().__init__(outcomes)
        self.outcomes = outcomes


class ChanceTape(Rng):
    """A random stream whose draws are the chance outcomes on ``tape``, in order."""

    __slots__ = ("pos", "tape")

    def __init__(self, tape: tuple[int, ...] = ()) -> None:
        super().__init__(0)
        self.tape = tape
        self.pos = 0

    def clone(self) -> ChanceTape:
        """A copy at the same place on the same tape."""
        other = ChanceTape(self.tape)
        other.pos = self.pos
        return other

    def below(self, n: int) -> int:
        """The next outcome on the tape (``NeedDraw(n)`` past its end)."""
        if n <= 0:
            raise ValueError("n must be positive")
        if self.pos == len(self.tape):
            raise NeedDraw(n)
        outcome = self.tape[self.pos]
        if not 0 <= outcome < n:
            raise RuntimeError(f"chance outcome {outcome} is not below {n}: the rules did not "
                               "replay the same draws")
        self.pos += 1
        return outcome

    def next64(self) -> int:
        """Not a chance event of the rules (only determinisation streams use it)."""
        raise TypeError("a chance tape only draws below(n)")

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher–Yates, one draw per place, as :meth:`Rng.shuffle` draws."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]
