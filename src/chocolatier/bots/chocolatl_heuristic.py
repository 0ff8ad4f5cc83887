"""The ``heuristic`` bot for Chocolatl: a readable hand-tuned policy.

* Altar: sacrifices its lowest card at the start (a high card wins more as a bid over seven
  rounds than it scores on the altar; measured) and its highest card at the end.
* Bidding: values each station by what winning it pays this round (harvest die, kitchen value,
  reward card, ...) plus what losing it costs (the kitchen's −2, the Old Man), then gives the
  most valuable stations its highest pairs of cards. The plan is recomputed before every card, so
  it adapts in gold mode (station by station) and green mode (after the first cards show).
* Black dice: rolls the fewest dice expected to turn a lost valuable station into a win; keeps
  them otherwise (each unused die scores its pips at the end).
* Village: a hut while many rounds remain (+1 on five stations a round), else the die.
* Pyramid order and Tlachtli: tries both orders on a copy; gives away its lowest card.
"""

from __future__ import annotations

from chocolatier.bots.base import Bot, Budget, register_bot
from chocolatier.chocolatl.rules import (
    ALTAR,
    BID,
    DICE,
    FIELD,
    FINAL_ALTAR,
    KITCHEN,
    NOBODY,
    PYRAMID,
    PYRAMID_ORDER,
    STATIONS,
    TEMPLE,
    TLACHTLI,
    VILLAGE,
    VILLAGE_CHOICE,
    Bid,
    ChocolatlState,
    FirstPlacer,
    Roll,
    Sacrifice,
    Swap,
    TakeVillage,
)
from chocolatier.core.game import Action, State

AVERAGE_PIPS = 3.5
# A hut pays +1 on five stations a round; worth it while this many rounds remain after this one.
HUT_ROUNDS = 3
# Points a card's worth of gain from a Tlachtli swap is worth (tuned with bench/chocolatl_bots.py).
REWARD_WEIGHT = 0.8


class ChocolatlHeuristicBot(Bot):
    """Plays Chocolatl by station values and card ranks (see the module docstring)."""

    name = "heuristic"

    def choose(self, state: State, seat: int) -> Action:
        """The bot's decision for ``seat``."""
        if not isinstance(state, ChocolatlState):
            raise TypeError("the Chocolatl heuristic plays Chocolatl only")
        legal = state.legal_actions(seat)
        if len(legal) == 1:
            return legal[0]
        phase = state.phase
        if phase == ALTAR:
            return Sacrifice(min(state.hands[seat]))
        if phase == FINAL_ALTAR:
            return Sacrifice(max(state.hands[seat]))
        if phase == BID:
            return self._bid(state, seat)
        if phase == DICE:
            return Roll(self._dice(state, seat))
        if phase == VILLAGE_CHOICE:
            hut = state.data.rounds - state.round >= HUT_ROUNDS
            return TakeVillage(hut)
        if phase == PYRAMID_ORDER:
            return self._pyramid_order(state, seat)
        return Swap(min(state.cards_of(seat)))

    # -- bidding ---------------------------------------------------------------------------

    def station_values(self, state: ChocolatlState, seat: int) -> list[float]:
        """Points (roughly) that 1st place at each station is worth this round, with penalties
        for coming last folded in where a weak bid risks them."""
        d = state.data
        last_round = state.round >= d.rounds
        values = [0.0] * len(STATIONS)
        values[TEMPLE] = d.temple_first + (d.hero_king_end if last_round else 0) + 2.0
        values[FIELD] = float(state.harvest[0]) if state.harvest else 3.5
        values[VILLAGE] = 4.0 if not last_round else AVERAGE_PIPS
        values[PYRAMID] = 2 * d.pyramid_marker + 2.0
        high, _low = d.kitchen[min(state.marker, len(d.kitchen) - 1)]
        values[KITCHEN] = high - d.kitchen_last
        reward = state.face_up[0]
        if reward == NOBODY:
            values[TLACHTLI] = float(d.tlachtli_points[0])
        else:
            # the reward card replaces the worst card for every later bid and the final altar
            values[TLACHTLI] = REWARD_WEIGHT * (reward - min(state.cards_of(seat)))
        return values

    def plan(self, state: ChocolatlState, seat: int) -> dict[int, list[int]]:
        """Cards still to place, by station: the highest cards to the most valuable stations."""
        values = self.station_values(state, seat)
        required = [state.required_cards(s) for s in range(len(STATIONS))]
        slots = {s: required[s] - len(state.bids[seat][s]) for s in range(len(STATIONS))}
        cards = sorted(state.hands[seat], reverse=True)
        order = sorted((s for s in slots if slots[s] > 0), key=lambda s: (-values[s], s))
        planned: dict[int, list[int]] = {}
        for s in order:
            planned[s], cards = cards[: slots[s]], cards[slots[s] :]
        return planned

    def _bid(self, state: ChocolatlState, seat: int) -> Action:
        planned = self.plan(state, seat)
        # place the highest planned card first: any station of the plan will do
        station = max(planned, key=lambda s: (max(planned[s]), -s))
        return Bid(max(planned[station]), station)

    # -- black dice ------------------------------------------------------------------------

    def _dice(self, state: ChocolatlState, seat: int) -> int:
        s = state.station
        values = self.station_values(state, seat)
        mine = state.bid_total(seat, s)
        best_other = max(state.bid_total(p, s) for p in range(state.num_players) if p != seat)
        deficit = best_other - mine
        if s == PYRAMID:
            deficit = max(deficit, best_other + state.data.pyramid_margin - mine)
        if deficit < 0:
            return 0
        for count in range(1, state.black_dice[seat] + 1):
            if count * AVERAGE_PIPS > deficit + 1 and values[s] > count * AVERAGE_PIPS:
                return count
        return 0

    # -- pyramid order ---------------------------------------------------------------------

    def _pyramid_order(self, state: ChocolatlState, seat: int) -> Action:
        def gain(me_first: bool) -> int:
            trial = state.clone()
            before = trial.scores[seat] - max(
                trial.scores[p] for p in range(trial.num_players) if p != seat
            )
            trial.apply(seat, FirstPlacer(me_first))
            after = trial.scores[seat] - max(
                trial.scores[p] for p in range(trial.num_players) if p != seat
            )
            return after - before

        return FirstPlacer(gain(True) >= gain(False))


def _make(seed: int, budget: Budget | None, level: str | None) -> Bot:
    return ChocolatlHeuristicBot(seed, budget, level)


register_bot("chocolatl", "heuristic", _make)
