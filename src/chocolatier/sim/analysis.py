"""Game-health figures from a folder of saved records: seat advantage, cards, money by source.

Every record is replayed (the record *is* the game, so nothing is taken on trust) and grouped
by game and number of players (and module: Master Chocolatier games, option ``master``, are a
group of their own, marked ``"module": "master"``). Per group:

- ``seats``: each seat's win rate (shared on ties) with its 95% Wilson interval, and mean score;
  a fair game keeps every interval around ``1 / players``;
- ``cards``: for every card picked with a *pick verb* (``take`` for the draft of parts and
  employees, ``order`` for the Corner Shop order kept at Cleanup): how often it was offered (a
  legal pick of the deciding seat), picked, the pick rate (picked / offered), and the win rate
  of the seats that picked it with its interval (compare with ``1 / players``);
- ``sides`` (Chocolate Factory): per Department Store side in play (``palace-C``...), the same
  figures for the employees of that store picked while it showed that side (an employee's store
  is the store its holder supplies that day); an employee pick counts once as an offer of every
  store side whose employees were among the picks offered;
- ``money``: the mean amount per player of every category of the result's score breakdown and
  its share of all money; ``sources`` sums the categories into the sources of
  :data:`MONEY_SOURCES` (Chocolate Factory: corner shops, stores, bonuses, leftovers).

Records that cannot be read or replayed are listed under ``invalid``; unfinished games are
counted but left out of the figures.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from chocolatier.core.errors import ChocolatierError
from chocolatier.core.game import GameResult, State
from chocolatier.core.record import GameRecord, check_result, initial_state
from chocolatier.sim.ray_backend import RunInfo, ray_map
from chocolatier.sim.statistics import mean, rounded, wilson_interval, win_shares

# First words of the notation of moves that pick one card among several offered.
PICK_VERBS = ("take", "order")

# Per game: source -> the breakdown categories it sums (a name ending in "_" is a prefix).
MONEY_SOURCES: dict[str, dict[str, tuple[str, ...]]] = {
    "factory": {
        "corner shops": ("corner_shop_orders", "salesman"),
        "stores": ("store_",),
        "bonuses": ("corner_shop_majority", "diversity"),
        "leftovers": ("leftover_",),
    },
}


def money_source(game: str, category: str) -> str | None:
    """The source a breakdown category belongs to (``"other"`` if none claims it), or ``None``
    for a game without sources."""
    sources = MONEY_SOURCES.get(game)
    if sources is None:
        return None
    for source, names in sources.items():
        for name in names:
            if category == name or (name.endswith("_") and category.startswith(name)):
                return source
    return "other"


@dataclass
class CardTally:
    """Counts for one card."""

    offered: int = 0
    picked: int = 0
    wins: float = 0.0


@dataclass
class GroupTally:
    """Running sums for one (game, players) group."""

    game: str
    players: int
    games: int = 0
    unfinished: int = 0
    seat_wins: list[float] = field(default_factory=list)
    seat_scores: list[list[int]] = field(default_factory=list)
    money: dict[str, float] = field(default_factory=dict)
    cards: dict[str, CardTally] = field(default_factory=dict)
    sides: dict[str, CardTally] = field(default_factory=dict)
    module: str = ""


@dataclass(frozen=True)
class Pick:
    """A card picked by ``seat`` among ``offered`` (the seat's legal picks at that moment)."""

    seat: int
    card: str
    offered: tuple[str, ...]


def _pick(text: str) -> tuple[str, str] | None:
    """Verb and card of a pick move (``take A03`` -> ``("take", "A03")``), else ``None``."""
    words = text.split()
    if len(words) == 2 and words[0] in PICK_VERBS and words[1] != "done":
        return words[0], words[1]
    return None


def replay_with_picks(record: GameRecord) -> tuple[State, list[Pick]]:
    """Replay ``record``; return the final state and every pick with what was offered."""
    state = initial_state(record)
    picks = []
    for number, entry in enumerate(record.moves, start=1):
        chosen = _pick(entry.move)
        if chosen is not None:
            offered = []
            for action in state.legal_actions(entry.seat):
                other = _pick(state.notation(entry.seat, action))
                if other is not None and other[0] == chosen[0]:
                    offered.append(other[1])
            picks.append(Pick(entry.seat, chosen[1], tuple(offered)))
        try:
            state.apply_notation(entry.seat, entry.move)
        except ChocolatierError as exc:
            raise ChocolatierError(f"move {number} ({entry.move!r}): {exc}") from exc
    check_result(record, state)
    return state, picks


def side_picks(state: State, picks: Iterable[Pick]) -> list[Pick]:
    """The employee picks of a Chocolate Factory game as picks of their stores' sides in play
    (``palace-C``); free employees (Master Chocolatier) belong to no store and are left out."""
    table = getattr(state, "table", None)
    if table is None or not hasattr(table, "store_sides"):
        return []
    side_of = {side.store: f"{side.store}-{side.side}" for side in table.store_sides}
    store_of = {card: side_of[e.store] for card, e in table.employees.items()
                if e.store in side_of}
    found = []
    for pick in picks:
        if pick.card in store_of:
            offered = dict.fromkeys(store_of[c] for c in pick.offered if c in store_of)
            found.append(Pick(pick.seat, store_of[pick.card], tuple(offered)))
    return found


def card_catalogue(game: str) -> dict[str, dict[str, str]]:
    """``{card id: {"kind": ..., "name": ...}}`` for a game with named cards (else empty).

    Only Chocolate Factory has pick-able cards now: parts, employees and Corner Shop orders,
    and the Department Store sides (``palace-C``); the Master Chocolatier module's cards and
    sides C and D say ``"module": "master"``.
    """
    if game != "factory":
        return {}
    from chocolatier.factory.cards import load_card_set

    cards = load_card_set()
    module = {"module": "master"}
    catalogue = {p.id: {"kind": "part", "name": p.name} for p in cards.parts}
    catalogue |= {p.id: {"kind": "part", "name": p.name, **module} for p in cards.master_parts}
    catalogue |= {e.id: {"kind": "employee", "name": e.name} for e in cards.employees}
    catalogue |= {e.id: {"kind": "employee", "name": e.name, **module}
                  for e in cards.free_employees}
    catalogue |= {o.id: {"kind": "order", "name": f"{o.size} order"} for o in cards.orders}
    catalogue |= {f"{store.id}-{letter}": {"kind": "store side",
                                           "name": f"{store.name} side {letter}",
                                           **(module if letter in "CD" else {})}
                  for store in cards.stores for letter in store.sides}
    return catalogue


def record_files(folder: Path) -> list[Path]:
    """The ``*.json`` files of ``folder`` and its subfolders, in a stable order."""
    return sorted(p for p in folder.rglob("*.json") if p.is_file())


@dataclass(frozen=True)
class Examined:
    """One record replayed: its group, its result (``None``: unfinished) and its picks, or the
    reason it could not be read or replayed (``invalid``)."""

    path: str
    game: str = ""
    players: int = 0
    result: GameResult | None = None
    picks: tuple[Pick, ...] = ()
    invalid: str | None = None
    side_picks: tuple[Pick, ...] = ()
    module: str = ""


def examine(path: Path) -> Examined:
    """Load and replay the record at ``path`` (runs in a worker or a Ray task too)."""
    try:
        record = GameRecord.load(path)
    except ChocolatierError as exc:
        return Examined(str(path), invalid=str(exc))
    return examine_record(record, str(path))


def examine_record(record: GameRecord, path: str = "") -> Examined:
    """Replay ``record`` (named ``path`` in reports) for its result and picks."""
    try:
        state, picks = replay_with_picks(record)
    except ChocolatierError as exc:
        return Examined(path, invalid=str(exc))
    module = "master" if record.options.get("master") else ""
    return Examined(path, record.game, record.num_players, state.result(), tuple(picks),
                    side_picks=tuple(side_picks(state, picks)), module=module)


def analyze(
    paths: Iterable[Path],
    ray: str | None = None,
    on_done: Callable[[Examined], None] | None = None,
    info: RunInfo | None = None,
) -> dict[str, Any]:
    """The report over the records at ``paths`` (see the module docstring); with ``ray`` (a Ray
    address) the records are replayed as Ray tasks, and the report is the same."""
    paths = list(paths)
    if ray is not None:
        examined = ray_map(examine, paths, ray, on_done, info=info)
    else:
        examined = []
        for path in paths:
            examined.append(examine(path))
            if on_done is not None:
                on_done(examined[-1])
    groups: dict[tuple[str, int, str], GroupTally] = {}
    invalid = []
    for item in examined:
        if item.invalid is not None:
            invalid.append({"record": item.path, "message": item.invalid})
            continue
        key = (item.game, item.players, item.module)
        if key not in groups:
            groups[key] = GroupTally(
                item.game,
                item.players,
                seat_wins=[0.0] * item.players,
                seat_scores=[[] for _ in range(item.players)],
                module=item.module,
            )
        add_game(groups[key], item.result, item.picks, item.side_picks)
    return {
        "records": len(paths),
        "invalid": invalid,
        "groups": [group_report(groups[key]) for key in sorted(groups)],
    }


def add_game(tally: GroupTally, result: GameResult | None, picks: Iterable[Pick],
             sides: Iterable[Pick] = ()) -> None:
    """Count one replayed game (``result`` ``None``: unfinished) into its group; ``sides``:
    its employee picks as store-side picks (:func:`side_picks`)."""
    if result is None:
        tally.unfinished += 1
        return
    tally.games += 1
    shares = win_shares(result.winners, tally.players)
    for seat, share in enumerate(shares):
        tally.seat_wins[seat] += share
        tally.seat_scores[seat].append(result.scores[seat])
    for part in result.breakdown:
        for category, amount in part.items():
            tally.money[category] = tally.money.get(category, 0.0) + amount
    for counts, chosen_picks in ((tally.cards, picks), (tally.sides, sides)):
        for pick in chosen_picks:
            for card in pick.offered:
                counts.setdefault(card, CardTally()).offered += 1
            chosen = counts.setdefault(pick.card, CardTally())
            chosen.picked += 1
            chosen.wins += shares[pick.seat]


def group_report(tally: GroupTally) -> dict[str, Any]:
    """The JSON-ready figures of one group (see the module docstring)."""
    seats = []
    for seat in range(tally.players):
        low, high = wilson_interval(tally.seat_wins[seat], tally.games)
        seats.append(
            {
                "seat": seat,
                "wins": rounded(tally.seat_wins[seat]),
                "win_rate": rounded(tally.seat_wins[seat] / tally.games if tally.games else 0),
                "win_rate_ci95": [rounded(low), rounded(high)],
                "mean_score": rounded(mean(tally.seat_scores[seat])),
            }
        )
    total = sum(tally.money.values())
    players_total = tally.games * tally.players
    money = {
        category: {
            "mean_per_player": rounded(amount / players_total if players_total else 0),
            "share": rounded(amount / total if total else 0),
        }
        for category, amount in tally.money.items()
    }
    sources: dict[str, float] = {}
    for category, amount in tally.money.items():
        source = money_source(tally.game, category)
        if source is not None:
            sources[source] = sources.get(source, 0.0) + amount
    catalogue = card_catalogue(tally.game)
    return {
        "game": tally.game,
        "players": tally.players,
        "games": tally.games,
        "unfinished": tally.unfinished,
        "fair_win_rate": rounded(1 / tally.players),
        "seats": seats,
        "money": money,
        "sources": {
            source: {
                "mean_per_player": rounded(amount / players_total if players_total else 0),
                "share": rounded(amount / total if total else 0),
            }
            for source, amount in sources.items()
        },
        "cards": _card_rows(tally.cards, catalogue),
        **({"sides": _card_rows(tally.sides, catalogue)} if tally.sides else {}),
        **({"module": tally.module} if tally.module else {}),
    }


def _card_rows(tallies: dict[str, CardTally], catalogue: dict[str, dict[str, str]]
               ) -> list[dict[str, Any]]:
    """The report rows of tallied cards (or sides), by id."""
    rows = []
    for card_id in sorted(tallies):
        counts = tallies[card_id]
        low, high = wilson_interval(counts.wins, counts.picked)
        rows.append(
            {
                "card": card_id,
                **catalogue.get(card_id, {}),
                "offered": counts.offered,
                "picked": counts.picked,
                "pick_rate": rounded(counts.picked / counts.offered if counts.offered else 0),
                "win_rate": rounded(counts.wins / counts.picked if counts.picked else 0),
                "win_rate_ci95": [rounded(low), rounded(high)],
            }
        )
    return rows
