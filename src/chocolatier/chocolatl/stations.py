"""The effects of Chocolatl's six stations, applied to a position once a station's bids are
compared (:data:`EFFECTS`, in station order), and the decisions some of them leave to their
winner (the village's choice, the pyramid's order, the Tlachtli swaps).

Each effect returns ``True`` when the station is finished, ``False`` when it waits for its
winner's decision (it then set the phase and who acts); :mod:`.rounds` goes on from there.
"""

from __future__ import annotations

from collections.abc import Callable

from chocolatier.chocolatl import events as ev
from chocolatier.chocolatl.phases import PYRAMID_ORDER, SWAP, VILLAGE_CHOICE
from chocolatier.chocolatl.position import NOBODY, ChocolatlPosition


def temple(pos: ChocolatlPosition) -> bool:
    """The best bid takes the Hero King and its points, the worst the Old Man."""
    first, last = pos.ranking[0], pos.ranking[-1]
    pos.hero = first
    pos.score(first, pos.data.temple_first, "hero-king")
    pos.old_man = last
    pos.log.append(ev.TempleDone(hero=first, old_man=last))
    return True


def field(pos: ChocolatlPosition) -> bool:
    """The bids in ranking order score the harvest dice, high to low."""
    for seat, pips in zip(pos.ranking, pos.harvest, strict=False):
        pos.score(seat, pips, "harvest-die")
    return True


def village_options(pos: ChocolatlPosition, seat: int) -> list[bool]:
    """What ``seat`` may take at the village: ``False`` the black die, ``True`` a hut."""
    options = [False] if pos.village_die else []
    if pos.hut_supply > 0 and pos.markers[seat] > 0:
        options.append(True)
    return options


def village(pos: ChocolatlPosition) -> bool:
    """The best bid takes the black die or a hut (its choice when it may take both)."""
    options = village_options(pos, pos.ranking[0])
    if len(options) == 2:
        pos.phase = VILLAGE_CHOICE
        pos.waiting[pos.ranking[0]] = True
        return False
    if options:
        village_take(pos, options[0])
    return True


def village_take(pos: ChocolatlPosition, hut: bool) -> None:
    """The best bid takes a hut (``hut``) or the black die; the second the other if it may."""
    first, second = pos.ranking[0], pos.ranking[1]
    _give_village(pos, first, hut)
    if (not hut) in village_options(pos, second):
        _give_village(pos, second, not hut)


def _give_village(pos: ChocolatlPosition, seat: int, hut: bool) -> None:
    if hut:
        pos.huts[seat] += 1
        pos.hut_supply -= 1
        pos.markers[seat] -= 1
        pos.log.append(ev.HutBuilt(seat=seat, huts=pos.huts[seat]))
    else:
        pos.black_dice[seat] += 1
        pos.village_die = False
        pos.log.append(ev.BlackDieTaken(seat=seat, dice=pos.black_dice[seat]))


def pyramid(pos: ChocolatlPosition) -> bool:
    """The best bid places two markers by a wide margin; else the two best place one each, in
    the order the best chooses when both have markers and the pyramid has room."""
    first, second = pos.ranking[0], pos.ranking[1]
    if pos.totals[first] - pos.totals[second] >= pos.data.pyramid_margin:
        place_marker(pos, first)
        place_marker(pos, first)
        return True
    if pos.markers[first] > 0 and pos.markers[second] > 0 and not pos.pyramid_full():
        pos.phase = PYRAMID_ORDER
        pos.waiting[first] = True
        return False
    place_marker(pos, first)
    place_marker(pos, second)
    return True


def pyramid_order(pos: ChocolatlPosition, seat: int, me: bool) -> None:
    """The best bid (``seat``) places its marker first (``me``) or second."""
    first, second = pos.ranking[0], pos.ranking[1]
    order = (first, second) if me else (second, first)
    pos.log.append(ev.PyramidOrder(seat=first, other=second, me=me))
    for p in order:
        place_marker(pos, p)


def place_marker(pos: ChocolatlPosition, seat: int) -> None:
    """Put one of ``seat``'s markers on the next pyramid space; score a completed layer."""
    if pos.markers[seat] == 0 or pos.pyramid_full():
        return
    pos.pyramid.append(seat)
    pos.markers[seat] -= 1
    pos.log.append(ev.MarkerPlaced(seat=seat))
    end = 0
    for layer in pos.data.layers:
        start, end = end, end + layer.size
        if len(pos.pyramid) == end:
            owners = pos.pyramid[start:end]
            most = max(owners.count(p) for p in owners)
            leaders = sorted({p for p in owners if owners.count(p) == most}, key=pos.tie_key)
            pos.score(leaders[0], layer.value, "pyramid-layer")


def kitchen(pos: ChocolatlPosition) -> bool:
    """The round's kitchen values to the first and the second, the penalty to the last."""
    high, low = pos.data.kitchen[pos.marker]
    pos.score(pos.ranking[0], high, "kitchen-first")
    pos.score(pos.ranking[1], low, "kitchen-second")
    pos.score(pos.ranking[-1], pos.data.kitchen_last, "kitchen-last")
    pos.marker += 1
    return True


def tlachtli(pos: ChocolatlPosition) -> bool:
    """The two best may swap a card for a face-up reward, or score an empty stack's points."""
    pos.swaps = []
    for stack, seat in enumerate(pos.ranking[:2]):
        if pos.face_up[stack] != NOBODY:
            pos.swaps.append((seat, stack))
        else:
            pos.score(seat, pos.data.tlachtli_points[stack], "tlachtli-empty")
    return _next_swap(pos)


def _next_swap(pos: ChocolatlPosition) -> bool:
    if not pos.swaps:
        return True
    pos.phase = SWAP
    pos.waiting[pos.swaps[0][0]] = True
    return False


def swap(pos: ChocolatlPosition, seat: int, value: int) -> bool:
    """``seat`` gives card ``value`` for its stack's reward; ``True`` when no swap is left."""
    _, stack = pos.swaps.pop(0)
    # all 12 cards are face up by now: the given card simply leaves its station
    for station, cards in enumerate(pos.bids[seat]):
        if value in cards:
            cards.remove(value)
            pos.shown[seat][station] = len(cards)
            break
    else:
        pos.hands[seat].remove(value)
    reward = pos.face_up[stack]
    pos.hands[seat].append(reward)
    pos.hands[seat].sort()
    pos.face_up[stack] = NOBODY
    pos.log.append(ev.RewardTaken(seat=seat, value=value, reward=reward))
    pos.waiting[seat] = False
    return _next_swap(pos)


#: Each station's effect, in station order (temple, field, village, pyramid, kitchen, tlachtli).
EFFECTS: tuple[Callable[[ChocolatlPosition], bool], ...] = (
    temple, field, village, pyramid, kitchen, tlachtli,
)
