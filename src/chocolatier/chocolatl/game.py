"""The Chocolatl game definition (``chocolatier.chocolatl.game:ChocolatlGame``)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from chocolatier.chocolatl import hidden, invariants, snapshot, view
from chocolatier.chocolatl.actions import ActionSpace
from chocolatier.chocolatl.contract import ChocolatlView
from chocolatier.chocolatl.data import ChocolatlData, load_data
from chocolatier.chocolatl.state import ChocolatlState
from chocolatier.core.errors import OptionError
from chocolatier.core.game import Game
from chocolatier.core.rng import Rng


class ChocolatlGame(Game):
    """Chocolatl (Günter Burkhardt, 2010), 3–5 players, with the packaged data file by default.

    ``data`` replaces the packaged numbers (for tests, or a player's printed values).
    """

    name: ClassVar[str] = "chocolatl"
    title: ClassVar[str] = "Chocolatl"
    min_players: ClassVar[int] = 3
    max_players: ClassVar[int] = 5

    def __init__(self, data: ChocolatlData | None = None) -> None:
        self.data = data if data is not None else load_data()

    def normalize_options(
        self, num_players: int, options: Mapping[str, Any] | None
    ) -> dict[str, Any]:
        """Chocolatl has no options; any given option is an error."""
        self.check_num_players(num_players)
        if options:
            raise OptionError("no-options", game=self.name, options=sorted(options))
        return {}

    def new_state(
        self, num_players: int, seed: int, options: Mapping[str, Any] | None = None
    ) -> ChocolatlState:
        """A new game at the altar step, set up from ``seed``."""
        self.normalize_options(num_players, options)
        return ChocolatlState.new(self, self.data, num_players, seed)

    def from_snapshot(self, data: Any, seed: int | None = None) -> ChocolatlState:
        """The position a snapshot describes (:mod:`.snapshot`), validated."""
        return snapshot.from_snapshot(self, self.data, data, seed)

    # -- the observers of its states (ChocolatlState asks for them: it imports none) ---------

    def view_of(self, state: ChocolatlState, seat: int | None) -> ChocolatlView:
        """What ``seat`` (``None``: a spectator) may see of ``state`` (:mod:`.view`)."""
        return view.render_view(state, seat)

    def snapshot_of(self, state: ChocolatlState, hidden: bool) -> dict[str, Any]:
        """``state`` as versioned JSON (:mod:`.snapshot`)."""
        return snapshot.snapshot(state, hidden)

    def determinized(self, state: ChocolatlState, seat: int, rng: Rng) -> ChocolatlState:
        """A clone of ``state`` with what ``seat`` cannot see redrawn (:mod:`.hidden`)."""
        return hidden.determinize(state, seat, rng)

    def violations_of(self, state: ChocolatlState) -> list[str]:
        """The invariants ``state`` breaks, in words (:mod:`.invariants`)."""
        return invariants.violations(state)

    def num_distinct_actions(self, num_players: int) -> int:
        """Size of the action-id space (depends on the highest card and the black dice)."""
        return ActionSpace(self.data.max_card, self.data.black_dice).size
