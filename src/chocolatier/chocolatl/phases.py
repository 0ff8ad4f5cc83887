"""The phases of a Chocolatl game, declared once: who acts and with which kind of action. The
engine, its snapshots, its views, the refusals and the bot all use these members."""

from __future__ import annotations

from chocolatier.core.phase import GamePhase


class Phase(GamePhase):
    """Where the game is (the value is the view's and the snapshot's ``phase``)."""

    ALTAR = "altar"  # before round 1: each player sacrifices a card
    BID = "bid"  # bidding: cards placed face down on stations
    DICE = "dice"  # black dice rolled before a bid is compared
    VILLAGE_CHOICE = "village"  # the village winner takes a hut or the black die
    PYRAMID_ORDER = "pyramid"  # the pyramid winner of a close bid says who places first
    SWAP = "swap"  # Tlachtli: the 0 given for the reward card
    FINAL_ALTAR = "final-altar"  # the end: more cards sacrificed
    OVER = "over"


ALTAR, BID, DICE, VILLAGE_CHOICE, PYRAMID_ORDER, SWAP, FINAL_ALTAR, OVER = Phase
#: Every phase, in the order of a game.
PHASES: tuple[Phase, ...] = tuple(Phase)
#: The rule each phase is: what a refusal made in it cites.
RULES: dict[Phase, str] = {
    ALTAR: "§Setup (altar)",
    BID: "§A round 2 (bidding mode)",
    DICE: "§A round 3 (black dice)",
    VILLAGE_CHOICE: "§A round 3 (Village)",
    PYRAMID_ORDER: "§A round 3 (Pyramid)",
    SWAP: "§A round 3 (Tlachtli)",
    FINAL_ALTAR: "§End of the game (altar)",
    OVER: "§End of the game",
}
