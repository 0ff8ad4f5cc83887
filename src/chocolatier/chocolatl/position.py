"""A Chocolatl position: every field of a game in progress, and what the rules, the bots and the
views read of it (bids' totals, rankings, each seat's cards) or change in one step (a disc's
move on the score track).

The rules of each step work on a position in their own modules: :mod:`.legality` (what a seat
may do), :mod:`.rounds` (the flow of a round) and :mod:`.stations` (each station's effect);
:class:`~.state.ChocolatlState` is a position with the game protocol.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Self

from chocolatier.chocolatl import events as ev
from chocolatier.chocolatl.actions import STATIONS, TEMPLE, VILLAGE, ActionSpace
from chocolatier.chocolatl.data import ChocolatlData
from chocolatier.chocolatl.phases import Phase
from chocolatier.chocolatl.vocab import Mode
from chocolatier.core.game import Game, GameResult, State
from chocolatier.core.rng import Rng

if TYPE_CHECKING:
    from chocolatier.chocolatl import contract

HARVEST_DICE = 3
#: No seat, station or card (a field that holds none).
NOBODY = -1


def stacked(scores: Sequence[int], order: Sequence[int]) -> list[int]:
    """Each disc's place in the stack on its score space (0 = bottom) when the discs of a space
    lie in the order of ``order`` (any distinct values, lower = lower in the stack)."""
    return [
        sum(1 for q in range(len(scores)) if scores[q] == scores[p] and order[q] < order[p])
        for p in range(len(scores))
    ]


@dataclass(frozen=True)
class StationResult:
    """How one station was decided: each seat's cards, rolled pips, modified total, the ranking."""

    round: int
    station: int
    cards: tuple[tuple[int, ...], ...]
    pips: tuple[tuple[int, ...], ...]
    totals: tuple[int, ...]
    ranking: tuple[int, ...]

    def to_json(self) -> contract.StationResult:
        """A JSON-ready dictionary."""
        return {
            "round": self.round,
            "station": STATIONS[self.station],
            "cards": [list(c) for c in self.cards],
            "pips": [list(p) for p in self.pips],
            "totals": list(self.totals),
            "ranking": list(self.ranking),
        }


class ChocolatlPosition(State):
    """The fields of a Chocolatl game for 3–5 players, and what is read of them."""

    # Every attribute, so that clone() copies all of them and fingerprint() hashes all of them.
    game: Game
    data: ChocolatlData
    space: ActionSpace
    num_players: int
    rng: Rng
    phase: Phase
    round: int
    mode: Mode
    stage: int
    station: int
    waiting: list[bool]
    scores: list[int]
    height: list[int]  # each disc's place in the stack on its score space, 0 = bottom
    hands: list[list[int]]
    bids: list[list[list[int]]]
    shown: list[list[int]]
    altar: list[list[int]]
    dice_choice: list[int]
    black_dice: list[int]
    dice_supply: int
    village_die: bool
    huts: list[int]
    hut_supply: int
    markers: list[int]
    pyramid: list[int]
    hero: int
    old_man: int
    harvest: list[int]
    marker: int
    stacks: list[list[int]]
    face_up: list[int]
    ranking: list[int]
    totals: list[int]
    results: list[StationResult]  # every station of the game so far, in order
    swaps: list[tuple[int, int]]
    log: list[ev.LogEvent]
    end_reasons: list[ev.AnyEndReason]
    end_pips: list[list[int]]
    outcome: GameResult | None

    # -- reads of the rules, the bots and the views -------------------------------------------

    def required_cards(self, station: int) -> int:
        """Cards each seat must have on ``station`` when the current bidding pass ends."""
        if self.mode == "red":
            return 2
        if self.mode == "gold":
            return 2 if station <= self.stage else 0
        return self.stage + 1

    def bid_total(self, seat: int, station: int, pips: int = 0) -> int:
        """``seat``'s modified bid at ``station``: cards, Old Man ±1, rolled pips, huts ∓N."""
        total = sum(self.bids[seat][station]) + pips
        if seat == self.old_man:
            total += 1 if station == TEMPLE else -1
        huts = self.huts[seat]
        total += -huts if station == VILLAGE else huts
        return total

    def rank(self, totals: Sequence[int], seats: Sequence[int] | None = None) -> list[int]:
        """Seats best first: higher total; ties: Hero King holder, lower score, the disc on top
        of their shared space."""
        order = range(self.num_players) if seats is None else seats
        return sorted(order, key=lambda p: (-totals[p], *self.tie_key(p)))

    def tie_key(self, seat: int) -> tuple[bool, int, int]:
        """What breaks a tie of ``seat`` (lower first): not the Hero King, its score, its disc's
        height (seats with equal scores share a space, so their heights compare in one stack)."""
        return (seat != self.hero, self.scores[seat], -self.height[seat])

    def pyramid_full(self) -> bool:
        """Whether every space of the pyramid holds a marker."""
        return len(self.pyramid) >= self.data.pyramid_size

    def held_cards(self, seat: int) -> list[int]:
        """All of ``seat``'s cards this round, in hand then on its bidding board."""
        return self.hands[seat] + [v for cards in self.bids[seat] for v in cards]

    def cards_of(self, seat: int) -> list[int]:
        """All of ``seat``'s cacao cards (hand and bidding board), sorted."""
        return sorted(self.held_cards(seat))

    def colour(self) -> Mode:
        """The colour of the leader's score space, which decides the next bidding mode."""
        return self.data.colour(max(self.scores))

    # -- the score track ----------------------------------------------------------------------

    def score(self, seat: int, points: int, why: ev.ScoreReason) -> None:
        """``seat`` scores ``points`` (its disc moves), logged with the reason."""
        if points:
            self.move_disc(seat, self.scores[seat] + points)
        self.log.append(ev.Scored(seat=seat, points=points, reason=why))

    def move_disc(self, seat: int, space: int) -> None:
        """Move ``seat``'s disc to ``space``: the discs above it on its old space drop by one,
        and it goes on top of the discs already on ``space``. Seed 002: "the disc on top" wins a
        tie of equal scores, so the later arrival wins (ruling F1 of docs/rulings.md)."""
        others = [p for p in range(self.num_players) if p != seat]
        for p in others:
            if self.scores[p] == self.scores[seat] and self.height[p] > self.height[seat]:
                self.height[p] -= 1
        self.height[seat] = sum(1 for p in others if self.scores[p] == space)
        self.scores[seat] = space

    # -- copies ----------------------------------------------------------------------------

    def clone(self) -> Self:
        """An independent copy: lists copied at every level, immutable parts shared."""
        c = type(self).__new__(type(self))
        c.game, c.data, c.space, c.num_players = self.game, self.data, self.space, self.num_players
        c.rng = self.rng.clone()
        c.phase, c.round, c.mode, c.stage, c.station = (
            self.phase,
            self.round,
            self.mode,
            self.stage,
            self.station,
        )
        c.waiting = self.waiting[:]
        c.scores = self.scores[:]
        c.height = self.height[:]
        c.hands = [h[:] for h in self.hands]
        c.bids = [[cards[:] for cards in seat] for seat in self.bids]
        c.shown = [s[:] for s in self.shown]
        c.altar = [a[:] for a in self.altar]
        c.dice_choice = self.dice_choice[:]
        c.black_dice, c.dice_supply, c.village_die = (
            self.black_dice[:],
            self.dice_supply,
            self.village_die,
        )
        c.huts, c.hut_supply = self.huts[:], self.hut_supply
        c.markers = self.markers[:]
        c.pyramid = self.pyramid[:]
        c.hero, c.old_man = self.hero, self.old_man
        c.harvest = self.harvest[:]
        c.marker = self.marker
        c.stacks = [pile[:] for pile in self.stacks]
        c.face_up = self.face_up[:]
        c.ranking, c.totals = self.ranking[:], self.totals[:]
        c.results = self.results[:]
        c.swaps = self.swaps[:]
        c.log = self.log[:]
        c.end_reasons = self.end_reasons[:]
        c.end_pips = [p[:] for p in self.end_pips]
        c.outcome = self.outcome
        return c

    def fingerprint(self) -> Any:
        """Every field of the state, hidden ones included, as nested tuples."""
        return (
            self.num_players,
            self.rng.state,
            self.phase,
            self.round,
            self.mode,
            self.stage,
            self.station,
            tuple(self.waiting),
            tuple(self.scores),
            tuple(self.height),
            tuple(map(tuple, self.hands)),
            tuple(tuple(map(tuple, b)) for b in self.bids),
            tuple(map(tuple, self.shown)),
            tuple(map(tuple, self.altar)),
            tuple(self.dice_choice),
            tuple(self.black_dice),
            self.dice_supply,
            self.village_die,
            tuple(self.huts),
            self.hut_supply,
            tuple(self.markers),
            tuple(self.pyramid),
            self.hero,
            self.old_man,
            tuple(self.harvest),
            self.marker,
            tuple(map(tuple, self.stacks)),
            tuple(self.face_up),
            tuple(self.ranking),
            tuple(self.totals),
            tuple(self.results),
            tuple(self.swaps),
            tuple(self.end_reasons),
            tuple(map(tuple, self.end_pips)),
        )
