"""The phases of a Chocolate Factory day (§4), declared once: the engine, its snapshots, its
views, the refusals and the bots all use these members."""

from __future__ import annotations

from chocolatier.core.phase import GamePhase


class Phase(GamePhase):
    """Where the day is: who acts and which actions exist."""

    DRAFT = "draft"  # §4.2 Grow & Recruit: the snake draft of packets, then part placement
    RUN = "run"  # §4.3 Run Factory: the shifts
    FULFIL = "fulfil"  # §4.4 Fulfil Orders
    AGENT = "agent"  # the Department Store Agents' extra delivery at the start of Cleanup (§7)
    CLEANUP = "cleanup"  # §4.5 Cleanup
    OVER = "over"  # after Saturday's Fulfil Orders (§5)


DRAFT, RUN, FULFIL, AGENT, CLEANUP, OVER = Phase
#: Phases of a day (§4), then the end of the game.
PHASES: tuple[Phase, ...] = tuple(Phase)
#: The phases of a day up to Fulfil Orders: nothing hidden comes into play in them (the packets
#: are face up, a Load pushes a known Bean), and a seat's own store may still be supplied.
DAY_PHASES: tuple[Phase, ...] = (DRAFT, RUN, FULFIL)
#: The rule each phase is: what a refusal made in it cites.
PHASE_RULE: dict[Phase, str] = {
    DRAFT: "§4.2 Grow & Recruit", RUN: "§4.3 Run Factory", FULFIL: "§4.4 Fulfill Orders",
    AGENT: "§7 Department Store Agent", CLEANUP: "§4.5 Cleanup", OVER: "§5 End of the game",
}
