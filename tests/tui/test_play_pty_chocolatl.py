"""``chocolatier play --game chocolatl`` through a pseudo-terminal: hidden bids, illegal bids
explained, a hot-seat handover that shows nobody another human's cards, and a whole game."""

from __future__ import annotations

import pexpect

from .pty import spawn

STATIONS = ("temple", "field", "village", "pyramid", "kitchen", "tlachtli")


def red_bids(cards: list[int]) -> list[str]:
    """Two cards per station, in station order (round 1 is always red: all 12 at once)."""
    return [f"bid {card} {STATIONS[i // 2]}" for i, card in enumerate(cards)]


def test_altar_and_bids_with_mistakes_explained() -> None:
    child = spawn("play", "--game", "chocolatl", "--bots", "random", "--seed", "2")
    child.expect(r"New game of Chocolatl for 3 players")  # the game's smallest table
    child.expect(r"Player 1 \(you\) > ")
    assert "Sacrifice to the altar" in (child.before or "")
    child.sendline("=5")  # notation of the list would be "altar 5"; "5" alone is a number
    child.expect("Cannot read “5”")
    child.expect(r"Player 1 \(you\) > ")
    child.sendline("altar 5")
    child.expect(r"Player 1 \(you\) > ")
    child.sendline("bid 5 temple")
    child.expect(r"Not allowed: You hold no card 5")
    child.expect(r"Player 1 \(you\) > ")
    child.sendline("bid 3 moon")
    child.expect(r"Cannot read “bid 3 moon”: “moon” is not a station")
    child.expect(r"Player 1 \(you\) > ")
    child.sendline("bid 12 kitchen")
    child.expect(r"Player 1 \(you\) > ")
    assert "[12]" in (child.before or "")
    child.sendline("undo")  # Chocolatl has no undo span: bids are final once placed
    child.expect("No undo here")
    child.expect(r"Player 1 \(you\) > ")
    child.sendline("quit")
    child.expect(pexpect.EOF)


def test_hot_seat_hands_over_and_hides_the_other_humans_bids() -> None:
    child = spawn(
        "play",
        "--game",
        "chocolatl",
        "--seat",
        "0,1",
        "--names",
        "Ann,Bob",
        "--bots",
        "random",
        "--seed",
        "5",
    )
    child.expect(r"Pass the keyboard to Ann \(Player 1\), then press Enter")
    child.sendline("")
    child.expect(r"Ann \(Player 1\) > ")
    child.sendline("altar 0")
    child.expect(r"Pass the keyboard to Bob \(Player 2\), then press Enter")
    child.sendline("")
    child.expect(r"Bob \(Player 2\) > ")
    child.sendline("altar 0")
    # Bob is at the keyboard and must bid too: he goes on (fewer handovers), his 12 and 11 on
    # the kitchen.
    for move in red_bids([1, 2, 3, 4, 5, 6, 7, 8, 12, 11, 9, 10]):
        child.expect(r"Bob \(Player 2\) > ")
        child.sendline(move)
    child.expect(r"Pass the keyboard to Ann \(Player 1\), then press Enter")
    child.sendline("")
    child.expect(r"Ann \(Player 1\) > ")
    screen = child.before or ""
    assert "Bob (Player 2) has made a secret choice" in screen
    kitchen = next(line for line in screen.splitlines() if "Kitchen" in line)
    ann, bob, _bot = (cell.strip() for cell in kitchen.split("│")[3:-1])
    assert (ann, bob) == ("·", "▮▮")  # Bob's two cards, face down
    assert "12" not in kitchen and "11" not in kitchen
    child.sendline("quit")
    child.expect(pexpect.EOF)


def test_a_whole_game_against_bots() -> None:
    child = spawn(
        "play", "--game", "chocolatl", "--players", "4", "--bots", "random", "--seed", "1"
    )
    for _ in range(1000):
        if child.expect([r"Player 1 \(you\) > ", "Game over"]) == 1:
            break
        child.sendline("1")
    else:
        raise AssertionError("the game did not end")
    child.expect("Final score")
    child.expect("total")
    child.expect(r"Player \d[^\n]* wins?!")
    child.expect(pexpect.EOF)
