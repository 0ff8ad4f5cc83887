"""Invariants of a Chocolatl state, checked by the fuzzing tests after every action."""

from __future__ import annotations

from typing import TYPE_CHECKING

from chocolatier.chocolatl.phases import ALTAR, BID, FINAL_ALTAR, OVER, SWAP

if TYPE_CHECKING:
    from chocolatier.chocolatl.state import ChocolatlState


def violations(state: ChocolatlState) -> list[str]:
    """Every broken invariant, in words (empty when the state is sound)."""
    d, n = state.data, state.num_players
    found: list[str] = []
    for p in range(n):
        cards = len(state.cards_of(p))
        # 13 cards each, whatever the swaps: those not on the altar are in hand or bid
        expected = d.highest_card + 1 - len(state.altar[p])
        if cards != expected:
            found.append(f"seat {p} has {cards} cards, expected {expected}")
        if state.phase not in (ALTAR, FINAL_ALTAR, OVER) and len(state.altar[p]) != 1:
            found.append(f"seat {p} has {len(state.altar[p])} altar cards during the rounds")
        if any(len(cards) > 2 for cards in state.bids[p]):
            found.append(f"seat {p} has more than 2 cards on a station")
        if any(state.shown[p][s] > len(state.bids[p][s]) for s in range(len(state.bids[p]))):
            found.append(f"seat {p} shows more cards than it bid")
        used = state.huts[p] + state.pyramid.count(p)
        if state.markers[p] < 0 or state.markers[p] + used != d.markers_per_player:
            found.append(
                f"seat {p}: {state.markers[p]} markers left + {used} used != {d.markers_per_player}"
            )
        if state.black_dice[p] < 0:
            found.append(f"seat {p} holds a negative number of black dice")
    if state.phase == BID and state.mode == "red":
        for p in range(n):
            if any(state.shown[p]):
                found.append(f"seat {p} has red-mode bids face up before the reveal")
    if len(state.pyramid) > d.pyramid_size:
        found.append(
            f"the pyramid holds {len(state.pyramid)} markers, more than its {d.pyramid_size}"
        )
    huts = sum(state.huts) + state.hut_supply
    if huts != d.huts:
        found.append(f"{huts} hut tiles in play, the game has {d.huts}")
    dice_out = sum(state.black_dice) + state.dice_supply + int(state.village_die)
    if dice_out > d.black_dice:
        found.append(f"{dice_out} black dice around, the game has {d.black_dice}")
    if not 0 <= state.round <= d.rounds:
        found.append(f"round {state.round} outside 0..{d.rounds}")
    if state.marker not in (state.round - 1, state.round) and state.round > 0:
        found.append(f"round marker on space {state.marker} in round {state.round}")
    for space in sorted(set(state.scores)):
        heights = sorted(state.height[p] for p in range(n) if state.scores[p] == space)
        if heights != list(range(len(heights))):
            found.append(f"the discs on space {space} are not one stack (places {heights})")
    if (state.phase == OVER) != (state.outcome is not None):
        found.append("a result exists exactly when the game is over")
    if state.phase == SWAP and not state.swaps:
        found.append("a Tlachtli swap step with nobody to swap")
    waiting = state.to_act()
    if (state.phase == OVER) == bool(waiting):
        found.append(f"phase {state.phase} with seats to act {list(waiting)}")
    return found
