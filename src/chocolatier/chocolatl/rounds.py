"""The flow of a Chocolatl round on a position: the altar, the start of a round, the bidding
passes of its mode, each station's reveal, black dice and comparison (whose effect is
:mod:`.stations`'), the next station, the end of the round, and the end of the game.

Simultaneous steps (the altars, the bidding, the black dice) wait for every seat: each
commitment clears its seat's ``waiting``, and the last one moves the round on.
"""

from __future__ import annotations

from chocolatier.chocolatl import events as ev
from chocolatier.chocolatl.actions import STATIONS, TEMPLE
from chocolatier.chocolatl.phases import ALTAR, BID, DICE, FINAL_ALTAR, OVER
from chocolatier.chocolatl.position import HARVEST_DICE, NOBODY, ChocolatlPosition, StationResult
from chocolatier.chocolatl.scoring import final_result
from chocolatier.chocolatl.stations import EFFECTS


def sacrifice(pos: ChocolatlPosition, seat: int, value: int | None) -> None:
    """``seat`` lays card ``value`` on its altar (``None``: none, at the final altar); the last
    seat's starts the first round, or the final scoring."""
    if value is not None:
        pos.hands[seat].remove(value)
        pos.altar[seat].append(value)
    pos.waiting[seat] = False
    if any(pos.waiting):
        return
    if pos.phase == ALTAR:
        pos.log.append(ev.AltarDone())
        start_round(pos)
    else:
        _final_scoring(pos)


def start_round(pos: ChocolatlPosition) -> None:
    """Roll the harvest, refill the village and the rewards, and open the bidding."""
    d, n = pos.data, pos.num_players
    pos.round += 1
    pos.harvest = sorted(
        (pos.rng.randint(1, d.die_sides) for _ in range(HARVEST_DICE)), reverse=True
    )
    if pos.dice_supply > 0 and not pos.village_die:
        pos.dice_supply -= 1
        pos.village_die = True
    for k, pile in enumerate(pos.stacks):
        if pos.face_up[k] == NOBODY and pile:
            pos.face_up[k] = pile.pop()
    pos.hero = NOBODY
    pos.mode = d.colour(max(pos.scores))
    pos.stage, pos.station = 0, NOBODY
    pos.ranking, pos.totals = [], []
    pos.waiting = [True] * n
    pos.phase = BID
    pos.log.append(
        ev.RoundStarts(
            round=pos.round,
            mode=pos.mode,
            harvest=list(pos.harvest),
            rewards=[None if v == NOBODY else v for v in pos.face_up],
        )
    )


def bid(pos: ChocolatlPosition, seat: int, value: int, station: int) -> None:
    """``seat`` bids card ``value`` on ``station``; the pass ends when every seat has placed its
    cards, and opens a station (red, gold, green's second pass) or the green second pass."""
    pos.hands[seat].remove(value)
    pos.bids[seat][station].append(value)
    if all(len(pos.bids[seat][s]) == pos.required_cards(s) for s in range(len(STATIONS))):
        pos.waiting[seat] = False
    if any(pos.waiting):
        return
    if pos.mode == "red":
        _open_station(pos, TEMPLE)
    elif pos.mode == "gold":
        _open_station(pos, pos.stage)
    elif pos.stage == 0:
        _reveal_all(pos)
        pos.log.append(ev.GreenReveal())
        pos.stage = 1
        pos.waiting = [True] * pos.num_players
    else:
        _reveal_all(pos)
        _open_station(pos, TEMPLE)


def roll(pos: ChocolatlPosition, seat: int, count: int) -> None:
    """``seat`` rolls ``count`` of its black dice at the open station; the last choice
    compares the bids."""
    pos.dice_choice[seat] = count
    pos.waiting[seat] = False
    if not any(pos.waiting):
        _compare(pos)


def _reveal_all(pos: ChocolatlPosition) -> None:
    for p in range(pos.num_players):
        pos.shown[p] = [len(cards) for cards in pos.bids[p]]


def _open_station(pos: ChocolatlPosition, station: int) -> None:
    """Reveal ``station``'s bids and ask black-dice holders whether to roll before comparing."""
    pos.station = station
    for p in range(pos.num_players):
        pos.shown[p][station] = len(pos.bids[p][station])
    pos.dice_choice = [NOBODY] * pos.num_players
    pos.waiting = [dice > 0 for dice in pos.black_dice]
    if any(pos.waiting):
        pos.phase = DICE
    else:
        _compare(pos)


def _compare(pos: ChocolatlPosition) -> None:
    """Roll the chosen black dice, total and rank the bids, then apply the station's effect."""
    s, n = pos.station, pos.num_players
    pips: list[tuple[int, ...]] = []
    for p in range(n):
        count = max(pos.dice_choice[p], 0)
        rolled = tuple(pos.rng.randint(1, pos.data.die_sides) for _ in range(count))
        pos.black_dice[p] -= count
        pips.append(rolled)
    pos.dice_choice = [NOBODY] * n
    pos.totals = [pos.bid_total(p, s, sum(pips[p])) for p in range(n)]
    pos.ranking = pos.rank(pos.totals)
    pos.results.append(
        StationResult(
            pos.round,
            s,
            tuple(tuple(pos.bids[p][s]) for p in range(n)),
            tuple(pips),
            tuple(pos.totals),
            tuple(pos.ranking),
        )
    )
    pos.log.append(
        ev.StationCompared(
            station=STATIONS[s],
            totals=list(pos.totals),
            ranking=list(pos.ranking),
            rolls=[list(rolled) for rolled in pips],
        )
    )
    pos.phase = BID  # the effect below sets a decision phase when it needs one
    if EFFECTS[s](pos):
        station_done(pos)


def station_done(pos: ChocolatlPosition) -> None:
    """The open station is finished: the next one opens (gold: its bidding pass), or the
    round ends after the last."""
    following = pos.station + 1
    if following == len(STATIONS):
        _end_round(pos)
    elif pos.mode == "gold":
        pos.stage = following
        pos.phase = BID
        pos.waiting = [True] * pos.num_players
    else:
        _open_station(pos, following)


def _end_round(pos: ChocolatlPosition) -> None:
    for p in range(pos.num_players):
        pos.hands[p] = sorted(pos.hands[p] + [v for cards in pos.bids[p] for v in cards])
        pos.bids[p] = [[] for _ in STATIONS]
        pos.shown[p] = [0] * len(STATIONS)
    pos.station = NOBODY
    reasons = _end_conditions(pos)
    if not reasons:
        start_round(pos)
        return
    pos.end_reasons = reasons
    pos.phase = FINAL_ALTAR
    pos.waiting = [True] * pos.num_players
    pos.log.append(ev.GameEnds(reasons=list(reasons)))


def _end_conditions(pos: ChocolatlPosition) -> list[ev.AnyEndReason]:
    d = pos.data
    reasons: list[ev.AnyEndReason] = []
    if pos.round >= d.rounds:
        reasons.append(ev.RoundsPlayed(rounds=d.rounds))
    reasons += [ev.MarkersUsed(seat=p) for p in range(pos.num_players) if not pos.markers[p]]
    reasons += [
        ev.ScoreLimit(seat=p, limit=d.score_limit)
        for p in range(pos.num_players)
        if pos.scores[p] > d.score_limit
    ]
    return reasons


def _final_scoring(pos: ChocolatlPosition) -> None:
    pos.end_pips = [
        [pos.rng.randint(1, pos.data.die_sides) for _ in range(dice)]
        for dice in pos.black_dice
    ]
    pos.outcome = final_result(pos)
    pos.phase = OVER
    pos.log.append(
        ev.FinalScores(scores=list(pos.outcome.scores), winners=list(pos.outcome.winners))
    )
