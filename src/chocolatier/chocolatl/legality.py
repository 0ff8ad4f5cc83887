"""What a Chocolatl seat may do now: its legal actions, and the refusal (rule and code) of any
other action, stated once per step (:data:`EXPECTED`, :func:`check`)."""

from __future__ import annotations

from chocolatier.chocolatl.actions import (
    STATIONS,
    Bid,
    ChocolatlAction,
    FirstPlacer,
    Roll,
    Sacrifice,
    Swap,
    TakeVillage,
)
from chocolatier.chocolatl.phases import (
    ALTAR,
    BID,
    DICE,
    FINAL_ALTAR,
    PYRAMID_ORDER,
    RULES,
    SWAP,
    VILLAGE_CHOICE,
    Phase,
)
from chocolatier.chocolatl.position import ChocolatlPosition
from chocolatier.core.errors import IllegalActionError
from chocolatier.core.game import Action

#: The kind of action each decision step takes.
EXPECTED: dict[Phase, type] = {
    ALTAR: Sacrifice,
    BID: Bid,
    DICE: Roll,
    VILLAGE_CHOICE: TakeVillage,
    PYRAMID_ORDER: FirstPlacer,
    SWAP: Swap,
    FINAL_ALTAR: Sacrifice,
}


def legal_actions(pos: ChocolatlPosition, seat: int) -> list[Action]:
    """Every legal action of ``seat`` now (distinct; bids of equal cards appear once)."""
    if not (0 <= seat < pos.num_players and pos.waiting[seat]):
        return []
    phase, space = pos.phase, pos.space
    if phase in (ALTAR, FINAL_ALTAR):
        options: list[Action] = [space.sacrifices[v] for v in sorted(set(pos.hands[seat]))]
        return [*options, Sacrifice(None)] if phase == FINAL_ALTAR else options
    if phase == BID:
        values = sorted(set(pos.hands[seat]))
        mine = pos.bids[seat]
        return [
            space.bids[s][v]
            for s in range(len(STATIONS))
            if len(mine[s]) < pos.required_cards(s)
            for v in values
        ]
    if phase == DICE:
        return list(space.rolls[: pos.black_dice[seat] + 1])
    if phase == VILLAGE_CHOICE:
        return [TakeVillage(False), TakeVillage(True)]
    if phase == PYRAMID_ORDER:
        return [FirstPlacer(True), FirstPlacer(False)]
    return [space.swaps[v] for v in sorted(set(pos.held_cards(seat)))]


def check(pos: ChocolatlPosition, seat: int, action: Action) -> ChocolatlAction:
    """``action``, when it is legal for ``seat`` now; else raise IllegalActionError naming the
    rule. Never changes the position."""
    rule = RULES[pos.phase]
    pos.require_to_act(seat, rule)
    expected = EXPECTED[pos.phase]
    if not isinstance(action, expected):
        raise IllegalActionError(
            rule, "wrong-step", step=pos.phase.value, move=type(action).__name__.lower()
        )
    assert isinstance(action, Sacrifice | Bid | Roll | TakeVillage | FirstPlacer | Swap)
    match action:
        case Sacrifice(value=None):
            if pos.phase == ALTAR:
                raise IllegalActionError(rule, "must-sacrifice")
        case Sacrifice(value=value) if value not in pos.hands[seat]:
            raise IllegalActionError(rule, "no-such-card", value=value)
        case Bid(value=value, station=station):
            _check_bid(pos, seat, value, station)
        case Roll(count=count) if not 0 <= count <= pos.black_dice[seat]:
            raise IllegalActionError(
                rule, "too-many-dice", dice=pos.black_dice[seat], count=count
            )
        case Swap(value=value) if value not in pos.held_cards(seat):
            raise IllegalActionError(rule, "no-such-card", value=value)
    return action


def _check_bid(pos: ChocolatlPosition, seat: int, value: int, station: int) -> None:
    rule = RULES[BID]
    if not 0 <= station < len(STATIONS):
        raise IllegalActionError(rule, "no-such-station", number=station)
    if value not in pos.hands[seat]:
        raise IllegalActionError(rule, "no-such-card", value=value)
    required = pos.required_cards(station)
    if len(pos.bids[seat][station]) >= required:
        # gold: only the current stage's station takes bids; green: 1 card per pass
        open_now = STATIONS[pos.stage] if pos.mode == "gold" else STATIONS[station]
        raise IllegalActionError(
            f"§A round 2 ({pos.mode})", "station-full", rule_mode=pos.mode,
            station=STATIONS[station], open=open_now,
        )
