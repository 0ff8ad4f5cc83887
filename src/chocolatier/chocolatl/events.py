"""Chocolatl events: the public log of a game and each seat's own moves, as codes plus typed
parameters (seats counted from 0, stations by id). No words: the catalogs word them.

Bids and sacrifices name hidden cards: a move's event is shown to its own seat only until the
game is over (the server sends the others a ``secret-choice``).
"""

from __future__ import annotations

from typing import Literal

from chocolatier.core.events import Event

# Station ids (temple, field, village, pyramid, kitchen, tlachtli) and modes (red, gold, green)
# are those of the game's data.
Station = str
Mode = str


# -- moves ---------------------------------------------------------------------------------


class Sacrificed(Event, frozen=True, kw_only=True, tag="chocolatl-sacrifice"):
    """The seat sacrifices card ``value`` on the altar (``None``: keeps all its cards)."""

    seat: int
    value: int | None


class BidPlaced(Event, frozen=True, kw_only=True, tag="chocolatl-bid"):
    """The seat places card ``value`` face down on ``station``."""

    seat: int
    value: int
    station: Station


class DiceRolled(Event, frozen=True, kw_only=True, tag="chocolatl-roll"):
    """The seat rolls ``count`` black dice (0: none) before the bids are compared."""

    seat: int
    count: int


class VillageTaken(Event, frozen=True, kw_only=True, tag="chocolatl-take-village"):
    """The village winner takes a hut tile (``hut``) or the black die."""

    seat: int
    hut: bool


class FirstPlacerChosen(Event, frozen=True, kw_only=True, tag="chocolatl-first-placer"):
    """The pyramid winner places first (``me``) or lets the second place first."""

    seat: int
    me: bool


class Swapped(Event, frozen=True, kw_only=True, tag="chocolatl-swap"):
    """Tlachtli: the seat gives card ``value`` for the face-up reward card."""

    seat: int
    value: int


# -- the public log ------------------------------------------------------------------------


class DiscStack(Event, frozen=True, kw_only=True, tag="chocolatl-disc-stack"):
    """Setup: the turn-order discs, bottom to top."""

    seats: list[int]


class AltarDone(Event, frozen=True, kw_only=True, tag="chocolatl-altar-done"):
    """Everyone sacrificed a card face down on the altar."""


class RoundStarts(Event, frozen=True, kw_only=True, tag="chocolatl-round"):
    """Round ``round`` begins in ``mode`` with these harvest dice and face-up reward cards
    (``None``: that stack is empty)."""

    round: int
    mode: Mode
    harvest: list[int]
    rewards: list[int | None]


class GreenReveal(Event, frozen=True, kw_only=True, tag="chocolatl-green-reveal"):
    """Green mode: first cards revealed; everyone places a second card."""


class StationCompared(Event, frozen=True, kw_only=True, tag="chocolatl-station"):
    """The bids at ``station`` are compared: each seat's total, the ranking best first, and
    the black dice each seat rolled."""

    station: Station
    totals: list[int]
    ranking: list[int]
    rolls: list[list[int]]


ScoreReason = Literal[
    "hero-king", "harvest-die", "pyramid-layer", "kitchen-first", "kitchen-second",
    "kitchen-last", "tlachtli-empty",
]


class Scored(Event, frozen=True, kw_only=True, tag="chocolatl-score"):
    """The seat scores ``points`` (may be negative) for ``reason``."""

    seat: int
    points: int
    reason: ScoreReason


class TempleDone(Event, frozen=True, kw_only=True, tag="chocolatl-temple"):
    """The Temple's first takes the Hero King, its last the Old Man."""

    hero: int
    old_man: int


class HutBuilt(Event, frozen=True, kw_only=True, tag="chocolatl-hut"):
    """The seat builds a hut (``huts``: how many it has now)."""

    seat: int
    huts: int


class BlackDieTaken(Event, frozen=True, kw_only=True, tag="chocolatl-black-die"):
    """The seat takes the village's black die (``dice``: how many it has now)."""

    seat: int
    dice: int


class PyramidOrder(Event, frozen=True, kw_only=True, tag="chocolatl-pyramid-order"):
    """The pyramid winner ``seat`` places first, or lets ``other`` place first."""

    seat: int
    other: int
    me: bool


class MarkerPlaced(Event, frozen=True, kw_only=True, tag="chocolatl-marker"):
    """The seat places a marker in the pyramid."""

    seat: int


class RewardTaken(Event, frozen=True, kw_only=True, tag="chocolatl-reward"):
    """Tlachtli: the seat gives its card ``value`` for the reward card ``reward``."""

    seat: int
    value: int
    reward: int


class EndReason(Event, frozen=True, kw_only=True):
    """Why the game ends."""


class RoundsPlayed(EndReason, frozen=True, kw_only=True, tag="chocolatl-end-rounds"):
    """All ``rounds`` rounds were played."""

    rounds: int


class MarkersUsed(EndReason, frozen=True, kw_only=True, tag="chocolatl-end-markers"):
    """The seat placed all its markers."""

    seat: int


class PyramidFull(EndReason, frozen=True, kw_only=True, tag="chocolatl-end-pyramid"):
    """Every pyramid space holds a marker: no longer an end condition (seed 002 names three;
    ruling F3 of docs/rulings.md). Never emitted now; kept so that logs and snapshots written
    before still load and are worded."""


class ScoreLimit(EndReason, frozen=True, kw_only=True, tag="chocolatl-end-score"):
    """The seat has more than ``limit`` points."""

    seat: int
    limit: int


AnyEndReason = RoundsPlayed | MarkersUsed | PyramidFull | ScoreLimit


class GameEnds(Event, frozen=True, kw_only=True, tag="chocolatl-game-ends"):
    """The game ends after this round (the final altar sacrifice follows), for these reasons."""

    reasons: list[AnyEndReason]


class FinalScores(Event, frozen=True, kw_only=True, tag="chocolatl-final"):
    """The final scores per seat and the winning seats."""

    scores: list[int]
    winners: list[int]


#: Every event of Chocolatl's public log (what ``ChocolatlState.log`` holds).
LogEvent = (
    DiscStack | AltarDone | RoundStarts | GreenReveal | StationCompared | Scored | TempleDone
    | HutBuilt | BlackDieTaken | PyramidOrder | MarkerPlaced | RewardTaken | GameEnds
    | FinalScores
)
#: Every event of a Chocolatl move.
MoveEvent = Sacrificed | BidPlaced | DiceRolled | VillageTaken | FirstPlacerChosen | Swapped
