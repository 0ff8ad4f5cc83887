"""Who sits where: humans at some seats, bots (by spec) at the others, and the players' names.

Seats are numbered from 0 as in game records; on screen seat 0 is "Player 1", as in the games'
own texts. A bot's name in a record is ``bot:SPEC`` so that a
saved game can be resumed with the same bots without repeating them on the command line.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from chocolatier.i18n import Catalog

BOT_PREFIX = "bot:"
#: The name of the only human at the table.
YOU = "You"


def player_name(seat: int) -> str:
    """The games' own name of a seat in their texts: seat 0 is "Player 1"."""
    return f"Player {seat + 1}"


class SeatError(ValueError):
    """A seat or bot list given on the command line that does not fit the game: a message of
    the catalogs (``msg_id``) with its arguments, worded in the reader's language by
    :meth:`words`."""

    def __init__(self, msg_id: str, **args: Any) -> None:
        self.msg_id = msg_id
        self.args_ = args
        super().__init__(self.words())

    def words(self, catalog: Catalog | None = None) -> str:
        """The error in words (English unless ``catalog`` is given)."""
        from chocolatier.i18n import catalog as english

        return (catalog or english("en")).text(self.msg_id, **self.args_)


@dataclass(frozen=True)
class SeatPlan:
    """Humans at ``humans`` and a bot spec for every other seat (``bots[seat]``)."""

    num_players: int
    humans: tuple[int, ...]
    bots: dict[int, str]
    human_names: dict[int, str]

    @classmethod
    def build(
        cls,
        num_players: int,
        humans: Sequence[int],
        bot_specs: Sequence[str],
        names: Sequence[str] = (),
    ) -> SeatPlan:
        """Place humans at ``humans`` and ``bot_specs`` at the other seats in seat order.

        One bot spec fills every bot seat; otherwise there must be exactly one per bot seat.
        ``names`` optionally names the humans, in the order of their seats.
        """
        if num_players < 1:
            raise SeatError("tui-seat-no-players")
        seen: set[int] = set()
        for seat in humans:
            if not 0 <= seat < num_players:
                raise SeatError("tui-seat-no-such-seat", seat=seat, players=num_players,
                                last=num_players - 1)
            if seat in seen:
                raise SeatError("tui-seat-twice", seat=seat)
            seen.add(seat)
        ordered_humans = tuple(sorted(seen))
        bot_seats = [s for s in range(num_players) if s not in seen]
        specs = [s.strip() for s in bot_specs if s.strip()]
        if bot_seats and not specs:
            raise SeatError("tui-seat-need-bots", seats=_list(bot_seats), option="--bots")
        if len(specs) == 1:
            specs = specs * len(bot_seats)
        if len(specs) != len(bot_seats):
            raise SeatError("tui-seat-bot-count", bots=len(specs), count=len(bot_seats),
                            seats=_list(bot_seats))
        if names and len(names) != len(ordered_humans):
            raise SeatError("tui-seat-name-count", names=len(names), count=len(ordered_humans))
        if names:
            human_names = dict(zip(ordered_humans, names, strict=True))
        elif len(ordered_humans) == 1:
            human_names = {ordered_humans[0]: YOU}
        else:
            human_names = {seat: player_name(seat) for seat in ordered_humans}
        for seat, name in human_names.items():
            if name.startswith(BOT_PREFIX):
                raise SeatError("tui-seat-bad-name", seat=seat, name=name)
        return cls(
            num_players, ordered_humans, dict(zip(bot_seats, specs, strict=True)), human_names
        )

    @classmethod
    def from_players(cls, players: Sequence[str]) -> SeatPlan:
        """The plan of a saved record: names ``bot:SPEC`` are bots, the others humans."""
        bots = {s: n[len(BOT_PREFIX) :] for s, n in enumerate(players) if n.startswith(BOT_PREFIX)}
        humans = tuple(s for s in range(len(players)) if s not in bots)
        return cls(len(players), humans, bots, {s: players[s] for s in humans})

    def names(self) -> list[str]:
        """The players' names in seat order, as written in the record."""
        return [
            self.human_names[s] if s in self.human_names else BOT_PREFIX + self.bots[s]
            for s in range(self.num_players)
        ]

    def label(self, seat: int, catalog: Catalog | None = None) -> str:
        """How the screen calls the player at ``seat``: "Player 1 (you)", "Player 2 (search
        bot)", "Ann (Player 3)" — the games' own texts call seats "Player N" too (in the
        language of ``catalog``, English by default)."""
        from chocolatier.i18n import catalog as english

        t = (catalog or english("en")).text
        base = t("player-n", n=seat + 1)
        if seat in self.bots:
            return t("tui-label-bot", player=base, bot=bot_label(self.bots[seat], catalog))
        name = self.human_names[seat]
        if name == YOU:
            return t("tui-label-you", player=base)
        return base if name == player_name(seat) else t("tui-label-named", name=name, player=base)

    def labels(self, catalog: Catalog | None = None) -> list[str]:
        """Every seat's label."""
        return [self.label(seat, catalog) for seat in range(self.num_players)]


def bot_label(spec: str, catalog: Catalog | None = None) -> str:
    """A bot spec (``search:hard``) as the player reads it: the bot's and its level's names
    from the catalog, the spec's own words for a bot the catalog does not know."""
    from chocolatier.i18n import catalog as english

    words = catalog or english("en")
    name, _, level = spec.partition(":")
    # early records numbered their bots' names by seat ("bot:random 2"): the seat is shown
    # apart now, so the number is left out of the bot's name
    base, _, number = name.rpartition(" ")
    if number.isdigit() and words.has(f"tui-bot-{base}"):
        name = base
    shown = words.maybe(f"tui-bot-{name}") or name
    if not level:
        return shown
    return words.text("tui-bot-level", bot=shown,
                      level=words.maybe(f"tui-level-{level}") or level)


def parse_seats(text: str) -> list[int]:
    """``"0,2"`` → ``[0, 2]``; raises :class:`SeatError` on anything else."""
    seats: list[int] = []
    for item in text.split(","):
        item = item.strip()
        if not item.isdigit():
            raise SeatError("tui-seat-numbers", option="--seat", text=text)
        seats.append(int(item))
    return seats


def _list(seats: Sequence[int]) -> str:
    return ", ".join(map(str, seats))
