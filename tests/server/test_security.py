"""No payload carries hidden information: every message of a whole Chocolate Factory game, to
every seat and to a spectator, is searched for the cards still in the shuffled decks (and for the
other seats' tokens)."""

from __future__ import annotations

import json
import random
import re
import threading
from typing import Any

from starlette.testclient import TestClient

from chocolatier.core import GameRecord, Match
from tests.server.conftest import HUMAN
from tests.server.helpers import Seat

BOT = {"kind": "bot", "bot": "random"}


def hidden_cards(state: Any) -> set[str]:
    """Card ids nobody may see: the deck contents (the decks' order included)."""
    hidden = set(state.parts_a) | set(state.parts_b)
    for deck in state.staff_decks:
        hidden |= set(deck)
    known_bottoms = {card for card, _who in state.bottoms}
    for deck in state.order_decks:
        hidden |= set(deck) - known_bottoms
    return hidden


def play(seat: Seat, rng: random.Random) -> None:
    while True:
        seat.wait_until(lambda s: s["result"] is not None or s["you"] in s["to_act"])
        if seat.state["result"] is not None:
            return
        reply = seat.act(rng.choice(seat.state["legal"])["id"])
        assert reply["type"] in ("ack", "rejected"), reply


def test_no_message_of_a_whole_game_reveals_a_deck_card_or_a_token(client: TestClient) -> None:
    body = {"game": "factory", "seats": [HUMAN, HUMAN, BOT, BOT], "join": 0, "seed": 99,
            "name": "Ann", "options": {"mode": "turns", "store_sides": "random"}}
    made = client.post("/api/tables", json=body).json()
    url = f"/api/tables/{made['id']}"
    bob = client.post(url + "/join", json={"invite": made["invite"], "name": "Bob"}).json()
    with (
        client.websocket_connect(f"/ws/tables/{made['id']}") as ws_a,
        client.websocket_connect(f"/ws/tables/{made['id']}") as ws_b,
        client.websocket_connect(f"/ws/tables/{made['id']}") as ws_s,
    ):
        seats = [Seat(ws_a, made["token"]), Seat(ws_b, bob["token"])]
        spectator = Seat(ws_s, None, made["invite"])
        # each human plays in its own thread, as two browsers would
        players = [threading.Thread(target=play, args=(s, random.Random(i))) for i, s in
                   enumerate(seats)]
        for thread in players:
            thread.start()
        spectator.wait_until(lambda s: s["result"] is not None)
        for thread in players:
            thread.join(timeout=60)
        assert all(s.state["result"] is not None for s in seats)
    record = GameRecord.from_json(client.get(url + "/record").json())
    # The hidden cards after each move, replayed from the record.
    match = Match(GameRecord(record.game, record.players, record.seed, record.options))
    hidden_at = [hidden_cards(match.state)]
    for entry in record.moves:
        match.push_notation(entry.seat, entry.move)
        hidden_at.append(hidden_cards(match.state))
    assert hidden_at[0], "the decks start full"
    checked = 0
    seen: set[str] = set()
    for who, connection in (("Ann", seats[0]), ("Bob", seats[1]), ("spectator", spectator)):
        other_tokens = {"Ann": [bob["token"]], "Bob": [made["token"]]}.get(
            who, [made["token"], bob["token"]]
        )
        for message in connection.messages:
            text = json.dumps(message)
            for token in other_tokens:
                assert token not in text
            if message["type"] != "state":
                continue
            words = set(re.findall(r"[\w-]+", text))
            seen |= words
            leaked = words & hidden_at[message["seq"]]
            assert not leaked, f"{who} saw hidden cards {sorted(leaked)}"
            checked += 1
    assert checked > 200
    # the search does find card ids where they are visible (the dealt packets)
    assert any(re.fullmatch(r"A\d\d", w) for w in seen)
