"""Hot-seat in a real terminal (tmux): at the hand-off nothing of the previous player is left,
neither on the screen nor in the scrollback, and nothing of the next one is shown before they
take the keyboard."""

from __future__ import annotations

import re

from .test_play_pty_chocolatl import red_bids
from .tmux import Pane

# a face-down card of one's own, as the board brackets it ("[12]")
OWN_CARD = re.compile(r"\[\d+\]")


def test_the_hand_off_clears_the_scrollback_of_the_other_seat_s_bids() -> None:
    args = ("play", "--game", "chocolatl", "--players", "3", "--seat", "0,1",
            "--names", "Ann,Bob", "--bots", "random", "--seed", "5")
    with Pane(*args) as pane:
        pane.wait_for(r"Pass the keyboard to Ann")
        pane.send("")
        pane.wait_for(r"Ann \(Player 1\) >$")
        pane.send("altar 0")
        pane.wait_for(r"Pass the keyboard to Bob")
        assert "Ann (Player 1) >" not in pane.scrollback()
        pane.send("")
        pane.wait_for(r"Bob \(Player 2\) >$")
        pane.send("altar 0")
        for move in red_bids([1, 2, 3, 4, 5, 6, 7, 8, 12, 11, 9, 10]):
            pane.wait_for(r"Bob \(Player 2\) >$")
            pane.send(move)
        pane.wait_for(r"Pass the keyboard to Ann")
        held = pane.scrollback()
        # Bob's bids, hand and prompt are gone; nothing of Ann's is shown yet
        assert "Bob (Player 2) >" not in held and not OWN_CARD.search(held), held
        assert "Ann (Player 1) >" not in held and "hand" not in held, held
        pane.send("")
        pane.wait_for(r"Ann \(Player 1\) >$")
        seen = pane.scrollback()
        # Bob's altar card stays hidden though he was the last to sacrifice (the step was
        # simultaneous); his bids are face down on the board
        assert "sacrifices the 0" not in seen, seen
        assert "▮▮" in seen
        assert not OWN_CARD.search(seen) and "Bob (Player 2) >" not in seen, seen
        pane.send("quit")
        pane.wait_for(r"\[exited\]")
