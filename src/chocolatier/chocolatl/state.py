"""The Chocolatl rules: a :class:`ChocolatlState` runs the game as a sequence of small decisions.

Flow of a game (see ``docs/chocolatl.md`` for every ruling)::

    altar (all, hidden) -> round: set up -> bidding (all, hidden; red / gold / green mode)
      -> per station: reveal -> black dice (holders, hidden) -> compare -> effect
         (village choice, pyramid order, Tlachtli swaps: the winner decides)
      -> take back cards -> end check -> next round ... -> final altar (all, hidden) -> scoring

Simultaneous steps list every seat that still owes its commitment in ``to_act()``; a step
resolves when the last commitment arrives. Every chance event (harvest dice, black dice, the disc
stack, the reward stacks) is drawn from the state's own :class:`~chocolatier.core.rng.Rng`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol, cast

from chocolatier.chocolatl import events as ev
from chocolatier.chocolatl.actions import (
    STATIONS,
    TEMPLE,
    VILLAGE,
    ActionSpace,
    Bid,
    ChocolatlAction,
    FirstPlacer,
    Roll,
    Sacrifice,
    Swap,
    TakeVillage,
    notation,
    parse,
)
from chocolatier.chocolatl.data import ChocolatlData
from chocolatier.chocolatl.phases import (
    ALTAR,
    BID,
    DICE,
    FINAL_ALTAR,
    OVER,
    PYRAMID_ORDER,
    RULES,
    SWAP,
    VILLAGE_CHOICE,
    Phase,
)
from chocolatier.chocolatl.scoring import final_result
from chocolatier.chocolatl.vocab import Mode
from chocolatier.core.errors import IllegalActionError
from chocolatier.core.events import Event
from chocolatier.core.game import Action, Game, GameResult, State
from chocolatier.core.rng import Rng

if TYPE_CHECKING:
    from chocolatier.chocolatl import contract


class Observers(Protocol):
    """What the game makes to look at its states (:class:`~chocolatier.chocolatl.game.ChocolatlGame`
    is one), on the model of OpenSpiel's observers: the state imports none of their modules."""

    def view_of(self, state: ChocolatlState, seat: int | None) -> contract.ChocolatlView:
        """What ``seat`` (``None``: a spectator) may see (:mod:`.view`)."""
        ...

    def snapshot_of(self, state: ChocolatlState, hidden: bool) -> dict[str, Any]:
        """The whole position as versioned JSON (:mod:`.snapshot`)."""
        ...

    def determinized(self, state: ChocolatlState, seat: int, rng: Rng) -> ChocolatlState:
        """A clone with what ``seat`` cannot see redrawn (:mod:`.hidden`)."""
        ...

    def violations_of(self, state: ChocolatlState) -> list[str]:
        """Broken invariants in words (:mod:`.invariants`)."""
        ...

HARVEST_DICE = 3
NOBODY = -1

_EXPECTED: dict[Phase, type] = {
    ALTAR: Sacrifice,
    BID: Bid,
    DICE: Roll,
    VILLAGE_CHOICE: TakeVillage,
    PYRAMID_ORDER: FirstPlacer,
    SWAP: Swap,
    FINAL_ALTAR: Sacrifice,
}


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


class ChocolatlState(State):
    """A Chocolatl position for 3–5 players. Build it with :meth:`new`."""

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

    @classmethod
    def new(cls, game: Game, data: ChocolatlData, num_players: int, seed: int | Rng
            ) -> ChocolatlState:
        """A new game: discs stacked in random order, reward stacks shuffled, altar step first.
        ``seed`` may be the random stream itself (the OpenSpiel wrapper passes one whose draws
        are chance nodes)."""
        game.check_num_players(num_players)
        s = cls.__new__(cls)
        n = num_players
        s.game, s.data, s.num_players = game, data, n
        s.space = ActionSpace(data.max_card, data.black_dice)
        s.rng = seed if isinstance(seed, Rng) else Rng(seed)
        stack = list(range(n))
        s.rng.shuffle(stack)  # bottom to top
        s.height = [stack.index(p) for p in range(n)]  # all on the 0 space
        s.stacks = [list(data.tlachtli[0]), list(data.tlachtli[1])]
        for pile in s.stacks:
            s.rng.shuffle(pile)
        s.phase, s.round, s.mode, s.stage, s.station = ALTAR, 0, "red", 0, NOBODY
        s.waiting = [True] * n
        s.scores = [0] * n
        s.hands = [list(range(data.highest_card + 1)) for _ in range(n)]
        s.bids = [[[] for _ in STATIONS] for _ in range(n)]
        s.shown = [[0] * len(STATIONS) for _ in range(n)]
        s.altar = [[] for _ in range(n)]
        s.dice_choice = [NOBODY] * n
        s.black_dice, s.dice_supply, s.village_die = [0] * n, data.black_dice, False
        s.huts, s.hut_supply = [0] * n, data.huts
        s.markers = [data.markers_per_player] * n
        s.pyramid = []
        s.hero = s.old_man = NOBODY
        s.harvest = []
        s.marker = 0
        s.face_up = [NOBODY, NOBODY]
        s.ranking, s.totals, s.results, s.swaps = [], [], [], []
        s.log = [ev.DiscStack(seats=list(stack))]
        s.end_reasons, s.end_pips = [], []
        s.outcome = None
        return s

    # -- protocol: who acts, what is legal -------------------------------------------------

    def to_act(self) -> tuple[int, ...]:
        """Seats owing a decision now (several at the hidden simultaneous steps)."""
        return tuple(p for p in range(self.num_players) if self.waiting[p])

    def turn_scope(self, seat: int) -> tuple[int, Phase, int, int, int] | None:
        """(round, phase, stage, station, swaps left) while ``seat`` owes a decision: one step,
        such as placing every bid card of a bidding step (docs/rulings.md, table life)."""
        if not (0 <= seat < self.num_players and self.waiting[seat]):
            return None
        return (self.round, self.phase, self.stage, self.station, len(self.swaps))

    def legal_actions(self, seat: int) -> list[Action]:
        """Every legal action of ``seat`` now (distinct; bids of equal cards appear once)."""
        if not (0 <= seat < self.num_players and self.waiting[seat]):
            return []
        phase, space = self.phase, self.space
        if phase in (ALTAR, FINAL_ALTAR):
            options: list[Action] = [space.sacrifices[v] for v in sorted(set(self.hands[seat]))]
            return [*options, Sacrifice(None)] if phase == FINAL_ALTAR else options
        if phase == BID:
            values = sorted(set(self.hands[seat]))
            mine = self.bids[seat]
            return [
                space.bids[s][v]
                for s in range(len(STATIONS))
                if len(mine[s]) < self.required_cards(s)
                for v in values
            ]
        if phase == DICE:
            return list(space.rolls[: self.black_dice[seat] + 1])
        if phase == VILLAGE_CHOICE:
            return [TakeVillage(False), TakeVillage(True)]
        if phase == PYRAMID_ORDER:
            return [FirstPlacer(True), FirstPlacer(False)]
        return [space.swaps[v] for v in sorted(set(self._cards_of(seat)))]

    def is_legal(self, seat: int, action: Action) -> bool:
        """Whether ``action`` is legal for ``seat`` now (without listing all legal actions)."""
        try:
            self._check(seat, action)
        except IllegalActionError:
            return False
        return True

    def apply(self, seat: int, action: Action) -> None:
        """Apply ``seat``'s decision; an illegal one raises IllegalActionError, changing nothing."""
        checked = self._check(seat, action)
        match checked:
            case Sacrifice(value=value):
                self._sacrifice(seat, value)
            case Bid(value=value, station=station):
                self._bid(seat, value, station)
            case Roll(count=count):
                self.dice_choice[seat] = count
                self._done(seat)
                if not any(self.waiting):
                    self._compare()
            case TakeVillage(hut=hut):
                self.waiting[seat] = False
                self._village_take(hut)
                self._station_done()
            case FirstPlacer(me=me):
                self.waiting[seat] = False
                first, second = self.ranking[0], self.ranking[1]
                order = (first, second) if me else (second, first)
                self.log.append(ev.PyramidOrder(seat=first, other=second, me=me))
                for p in order:
                    self._place_marker(p)
                self._station_done()
            case Swap(value=value):
                self._swap(seat, value)

    def _check(self, seat: int, action: Action) -> ChocolatlAction:
        """Raise IllegalActionError unless ``action`` is legal for ``seat``; never mutates."""
        rule = RULES[self.phase]
        self.require_to_act(seat, rule)
        expected = _EXPECTED[self.phase]
        if not isinstance(action, expected):
            raise IllegalActionError(
                rule, "wrong-step", step=self.phase.value, move=type(action).__name__.lower()
            )
        assert isinstance(action, Sacrifice | Bid | Roll | TakeVillage | FirstPlacer | Swap)
        match action:
            case Sacrifice(value=None):
                if self.phase == ALTAR:
                    raise IllegalActionError(rule, "must-sacrifice")
            case Sacrifice(value=value) if value not in self.hands[seat]:
                raise IllegalActionError(rule, "no-such-card", value=value)
            case Bid(value=value, station=station):
                self._check_bid(seat, value, station)
            case Roll(count=count) if not 0 <= count <= self.black_dice[seat]:
                raise IllegalActionError(
                    rule, "too-many-dice", dice=self.black_dice[seat], count=count
                )
            case Swap(value=value) if value not in self._cards_of(seat):
                raise IllegalActionError(rule, "no-such-card", value=value)
        return action

    def _check_bid(self, seat: int, value: int, station: int) -> None:
        rule = RULES[BID]
        if not 0 <= station < len(STATIONS):
            raise IllegalActionError(rule, "no-such-station", number=station)
        if value not in self.hands[seat]:
            raise IllegalActionError(rule, "no-such-card", value=value)
        required = self.required_cards(station)
        if len(self.bids[seat][station]) >= required:
            # gold: only the current stage's station takes bids; green: 1 card per pass
            open_now = STATIONS[self.stage] if self.mode == "gold" else STATIONS[station]
            raise IllegalActionError(
                f"§A round 2 ({self.mode})", "station-full", rule_mode=self.mode,
                station=STATIONS[station], open=open_now,
            )

    # -- the flow of a round ---------------------------------------------------------------

    def required_cards(self, station: int) -> int:
        """Cards each seat must have on ``station`` when the current bidding pass ends."""
        if self.mode == "red":
            return 2
        if self.mode == "gold":
            return 2 if station <= self.stage else 0
        return self.stage + 1

    def _done(self, seat: int) -> None:
        self.waiting[seat] = False

    def _sacrifice(self, seat: int, value: int | None) -> None:
        if value is not None:
            self.hands[seat].remove(value)
            self.altar[seat].append(value)
        self._done(seat)
        if any(self.waiting):
            return
        if self.phase == ALTAR:
            self.log.append(ev.AltarDone())
            self._start_round()
        else:
            self._final_scoring()

    def _start_round(self) -> None:
        d, n = self.data, self.num_players
        self.round += 1
        self.harvest = sorted(
            (self.rng.randint(1, d.die_sides) for _ in range(HARVEST_DICE)), reverse=True
        )
        if self.dice_supply > 0 and not self.village_die:
            self.dice_supply -= 1
            self.village_die = True
        for k, pile in enumerate(self.stacks):
            if self.face_up[k] == NOBODY and pile:
                self.face_up[k] = pile.pop()
        self.hero = NOBODY
        self.mode = d.colour(max(self.scores))
        self.stage, self.station = 0, NOBODY
        self.ranking, self.totals = [], []
        self.waiting = [True] * n
        self.phase = BID
        self.log.append(
            ev.RoundStarts(
                round=self.round,
                mode=self.mode,
                harvest=list(self.harvest),
                rewards=[None if v == NOBODY else v for v in self.face_up],
            )
        )

    def _bid(self, seat: int, value: int, station: int) -> None:
        self.hands[seat].remove(value)
        self.bids[seat][station].append(value)
        if all(len(self.bids[seat][s]) == self.required_cards(s) for s in range(len(STATIONS))):
            self._done(seat)
        if any(self.waiting):
            return
        if self.mode == "red":
            self._open_station(TEMPLE)
        elif self.mode == "gold":
            self._open_station(self.stage)
        elif self.stage == 0:
            self._reveal_all()
            self.log.append(ev.GreenReveal())
            self.stage = 1
            self.waiting = [True] * self.num_players
        else:
            self._reveal_all()
            self._open_station(TEMPLE)

    def _reveal_all(self) -> None:
        for p in range(self.num_players):
            self.shown[p] = [len(cards) for cards in self.bids[p]]

    def _open_station(self, station: int) -> None:
        """Reveal ``station``'s bids and ask black-dice holders whether to roll before comparing."""
        self.station = station
        for p in range(self.num_players):
            self.shown[p][station] = len(self.bids[p][station])
        self.dice_choice = [NOBODY] * self.num_players
        self.waiting = [dice > 0 for dice in self.black_dice]
        if any(self.waiting):
            self.phase = DICE
        else:
            self._compare()

    def _compare(self) -> None:
        """Roll the chosen black dice, total and rank the bids, then apply the station's effect."""
        s, n = self.station, self.num_players
        pips: list[tuple[int, ...]] = []
        for p in range(n):
            count = max(self.dice_choice[p], 0)
            rolled = tuple(self.rng.randint(1, self.data.die_sides) for _ in range(count))
            self.black_dice[p] -= count
            pips.append(rolled)
        self.dice_choice = [NOBODY] * n
        self.totals = [self.bid_total(p, s, sum(pips[p])) for p in range(n)]
        self.ranking = self.rank(self.totals)
        self.results.append(
            StationResult(
                self.round,
                s,
                tuple(tuple(self.bids[p][s]) for p in range(n)),
                tuple(pips),
                tuple(self.totals),
                tuple(self.ranking),
            )
        )
        self.log.append(
            ev.StationCompared(
                station=STATIONS[s],
                totals=list(self.totals),
                ranking=list(self.ranking),
                rolls=[list(rolled) for rolled in pips],
            )
        )
        self.phase = BID  # the effect below sets a decision phase when it needs one
        effect = (
            self._temple,
            self._field,
            self._village,
            self._pyramid,
            self._kitchen,
            self._tlachtli,
        )[s]
        if effect():
            self._station_done()

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
        return sorted(order, key=lambda p: (-totals[p], *self._tie_key(p)))

    def _tie_key(self, seat: int) -> tuple[bool, int, int]:
        # seats with equal scores share a space, so their heights compare within one stack
        return (seat != self.hero, self.scores[seat], -self.height[seat])

    def _score(self, seat: int, points: int, why: ev.ScoreReason) -> None:
        if points:
            self._move_disc(seat, self.scores[seat] + points)
        self.log.append(ev.Scored(seat=seat, points=points, reason=why))

    def _move_disc(self, seat: int, space: int) -> None:
        """Move ``seat``'s disc to ``space``: the discs above it on its old space drop by one,
        and it goes on top of the discs already on ``space``. Seed 002: "the disc on top" wins a
        tie of equal scores, so the later arrival wins (ruling F1 of docs/rulings.md)."""
        others = [p for p in range(self.num_players) if p != seat]
        for p in others:
            if self.scores[p] == self.scores[seat] and self.height[p] > self.height[seat]:
                self.height[p] -= 1
        self.height[seat] = sum(1 for p in others if self.scores[p] == space)
        self.scores[seat] = space

    # -- station effects: return True when the station is finished -------------------------

    def _temple(self) -> bool:
        first, last = self.ranking[0], self.ranking[-1]
        self.hero = first
        self._score(first, self.data.temple_first, "hero-king")
        self.old_man = last
        self.log.append(ev.TempleDone(hero=first, old_man=last))
        return True

    def _field(self) -> bool:
        for seat, pips in zip(self.ranking, self.harvest, strict=False):
            self._score(seat, pips, "harvest-die")
        return True

    def _village_options(self, seat: int) -> list[bool]:
        """What ``seat`` may take at the village: ``False`` the black die, ``True`` a hut."""
        options = [False] if self.village_die else []
        if self.hut_supply > 0 and self.markers[seat] > 0:
            options.append(True)
        return options

    def _village(self) -> bool:
        options = self._village_options(self.ranking[0])
        if len(options) == 2:
            self.phase = VILLAGE_CHOICE
            self.waiting[self.ranking[0]] = True
            return False
        if options:
            self._village_take(options[0])
        return True

    def _village_take(self, hut: bool) -> None:
        first, second = self.ranking[0], self.ranking[1]
        self._give_village(first, hut)
        if (not hut) in self._village_options(second):
            self._give_village(second, not hut)

    def _give_village(self, seat: int, hut: bool) -> None:
        if hut:
            self.huts[seat] += 1
            self.hut_supply -= 1
            self.markers[seat] -= 1
            self.log.append(ev.HutBuilt(seat=seat, huts=self.huts[seat]))
        else:
            self.black_dice[seat] += 1
            self.village_die = False
            self.log.append(ev.BlackDieTaken(seat=seat, dice=self.black_dice[seat]))

    def _pyramid(self) -> bool:
        first, second = self.ranking[0], self.ranking[1]
        if self.totals[first] - self.totals[second] >= self.data.pyramid_margin:
            self._place_marker(first)
            self._place_marker(first)
            return True
        if self.markers[first] > 0 and self.markers[second] > 0 and not self.pyramid_full():
            self.phase = PYRAMID_ORDER
            self.waiting[first] = True
            return False
        self._place_marker(first)
        self._place_marker(second)
        return True

    def pyramid_full(self) -> bool:
        """Whether every space of the pyramid holds a marker."""
        return len(self.pyramid) >= self.data.pyramid_size

    def _place_marker(self, seat: int) -> None:
        """Put one of ``seat``'s markers on the next pyramid space; score a completed layer."""
        if self.markers[seat] == 0 or self.pyramid_full():
            return
        self.pyramid.append(seat)
        self.markers[seat] -= 1
        self.log.append(ev.MarkerPlaced(seat=seat))
        end = 0
        for layer in self.data.layers:
            start, end = end, end + layer.size
            if len(self.pyramid) == end:
                owners = self.pyramid[start:end]
                most = max(owners.count(p) for p in owners)
                leaders = sorted({p for p in owners if owners.count(p) == most}, key=self._tie_key)
                self._score(leaders[0], layer.value, "pyramid-layer")

    def _kitchen(self) -> bool:
        high, low = self.data.kitchen[self.marker]
        self._score(self.ranking[0], high, "kitchen-first")
        self._score(self.ranking[1], low, "kitchen-second")
        self._score(self.ranking[-1], self.data.kitchen_last, "kitchen-last")
        self.marker += 1
        return True

    def _tlachtli(self) -> bool:
        self.swaps = []
        for stack, seat in enumerate(self.ranking[:2]):
            if self.face_up[stack] != NOBODY:
                self.swaps.append((seat, stack))
            else:
                self._score(seat, self.data.tlachtli_points[stack], "tlachtli-empty")
        return self._next_swap()

    def _next_swap(self) -> bool:
        if not self.swaps:
            return True
        self.phase = SWAP
        self.waiting[self.swaps[0][0]] = True
        return False

    def _swap(self, seat: int, value: int) -> None:
        _, stack = self.swaps.pop(0)
        # all 12 cards are face up by now: the given card simply leaves its station
        for station, cards in enumerate(self.bids[seat]):
            if value in cards:
                cards.remove(value)
                self.shown[seat][station] = len(cards)
                break
        else:
            self.hands[seat].remove(value)
        reward = self.face_up[stack]
        self.hands[seat].append(reward)
        self.hands[seat].sort()
        self.face_up[stack] = NOBODY
        self.log.append(ev.RewardTaken(seat=seat, value=value, reward=reward))
        self._done(seat)
        if self._next_swap():
            self._station_done()

    def _station_done(self) -> None:
        following = self.station + 1
        if following == len(STATIONS):
            self._end_round()
        elif self.mode == "gold":
            self.stage = following
            self.phase = BID
            self.waiting = [True] * self.num_players
        else:
            self._open_station(following)

    def _end_round(self) -> None:
        for p in range(self.num_players):
            self.hands[p] = sorted(self.hands[p] + [v for cards in self.bids[p] for v in cards])
            self.bids[p] = [[] for _ in STATIONS]
            self.shown[p] = [0] * len(STATIONS)
        self.station = NOBODY
        reasons = self._end_conditions()
        if not reasons:
            self._start_round()
            return
        self.end_reasons = reasons
        self.phase = FINAL_ALTAR
        self.waiting = [True] * self.num_players
        self.log.append(ev.GameEnds(reasons=list(reasons)))

    def _end_conditions(self) -> list[ev.AnyEndReason]:
        d = self.data
        reasons: list[ev.AnyEndReason] = []
        if self.round >= d.rounds:
            reasons.append(ev.RoundsPlayed(rounds=d.rounds))
        reasons += [ev.MarkersUsed(seat=p) for p in range(self.num_players) if not self.markers[p]]
        reasons += [
            ev.ScoreLimit(seat=p, limit=d.score_limit)
            for p in range(self.num_players)
            if self.scores[p] > d.score_limit
        ]
        return reasons

    def _final_scoring(self) -> None:
        self.end_pips = [
            [self.rng.randint(1, self.data.die_sides) for _ in range(dice)]
            for dice in self.black_dice
        ]
        self.outcome = final_result(self)
        self.phase = OVER
        self.log.append(
            ev.FinalScores(scores=list(self.outcome.scores), winners=list(self.outcome.winners))
        )

    # -- helpers for bots, views and checks ---------------------------------------------------

    def _cards_of(self, seat: int) -> list[int]:
        """All of ``seat``'s cards this round: in hand and on its bidding board."""
        return self.hands[seat] + [v for cards in self.bids[seat] for v in cards]

    def cards_of(self, seat: int) -> list[int]:
        """All of ``seat``'s cacao cards (hand and bidding board), sorted."""
        return sorted(self._cards_of(seat))

    def colour(self) -> Mode:
        """The colour of the leader's score space, which decides the next bidding mode."""
        return self.data.colour(max(self.scores))

    # -- notation and ids ------------------------------------------------------------------

    def notation(self, seat: int, action: Action) -> str:
        """The action's text notation."""
        return notation(_as_action(action))

    def parse(self, seat: int, text: str) -> Action:
        """Read a notation; illegal but well-formed actions parse so that apply names the rule."""
        return parse(text)

    def event(self, seat: int, action: Action) -> Event:
        """The event of ``seat`` doing ``action`` (it names hidden values: show it to its seat
        only until the game is over)."""
        match _as_action(action):
            case Sacrifice(value=value):
                return ev.Sacrificed(seat=seat, value=value)
            case Bid(value=value, station=station):
                return ev.BidPlaced(seat=seat, value=value, station=STATIONS[station])
            case Roll(count=count):
                return ev.DiceRolled(seat=seat, count=count)
            case TakeVillage(hut=hut):
                return ev.VillageTaken(seat=seat, hut=hut)
            case FirstPlacer(me=me):
                return ev.FirstPlacerChosen(seat=seat, me=me)
            case Swap(value=value):
                return ev.Swapped(seat=seat, value=value)
        raise TypeError(f"not a Chocolatl action: {action!r}")

    def action_id(self, seat: int, action: Action) -> int:
        """The action's id in the fixed space of :class:`ActionSpace`."""
        found = self.space.id_of(_as_action(action))
        if found is None:
            raise IllegalActionError("§Components", "no-such-action-id", detail=repr(action))
        return found

    def action_from_id(self, seat: int, action_id: int) -> Action:
        """The legal action with this id (raises IllegalActionError otherwise)."""
        action = self.space.action_of(action_id)
        if action is None:
            raise IllegalActionError("§Components", "bad-id", detail=str(action_id))
        self._check(seat, action)
        return action

    # -- copies, views, results --------------------------------------------------------------

    def clone(self) -> ChocolatlState:
        """An independent copy: lists copied at every level, immutable parts shared."""
        c = ChocolatlState.__new__(ChocolatlState)
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

    def determinize(self, seat: int, rng: Rng) -> ChocolatlState:
        """A clone with everything ``seat`` cannot see re-drawn (see :mod:`.hidden`)."""
        return self._observers().determinized(self, seat, rng)

    def rule_now(self, seat: int | None) -> str:
        """The rule of the step the round is at (what a refusal now cites)."""
        return RULES[self.phase]

    def view(self, seat: int | None) -> contract.ChocolatlView:
        """A JSON-ready view for ``seat`` (None: spectator); see :mod:`.view` and the docs."""
        return self._observers().view_of(self, seat)

    def result(self) -> GameResult | None:
        """The final result once the game is over (per-seat breakdown by scoring category)."""
        return self.outcome

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

    def snapshot(self, hidden: bool = True) -> dict[str, Any]:
        """The whole position as versioned JSON (:mod:`.snapshot`); ``hidden=False`` leaves out
        the Tlachtli stacks' order and the random stream."""
        return self._observers().snapshot_of(self, hidden)

    def invariant_violations(self) -> list[str]:
        """Broken invariants in words (see :mod:`.invariants`)."""
        return self._observers().violations_of(self)

    def _observers(self) -> Observers:
        # The game that made this state makes its observers (ChocolatlGame).
        return cast(Observers, self.game)


def _as_action(action: Action) -> ChocolatlAction:
    if isinstance(action, Sacrifice | Bid | Roll | TakeVillage | FirstPlacer | Swap):
        return action
    raise TypeError(f"not a Chocolatl action: {action!r}")
