"""The live channel's messages between processes, without a database: what a process does with
what it hears (its own messages, strangers, garbage, a new peer, a peer's bye) and how a
presence share travels (bounded, validated)."""

from __future__ import annotations

from typing import Any

import orjson

from chocolatier.server.notify import MAX_PAYLOAD, Bus
from chocolatier.server.presence import SHARED_NAMES, Presence, Share


def heard(bus: Bus, *messages: Any) -> None:
    bus.deliver(orjson.dumps(list(messages)).decode())


def test_a_process_hears_the_others_not_itself_and_not_garbage() -> None:
    bus = Bus("postgresql://nowhere/db")
    got: list[tuple[str, dict[str, Any]]] = []
    hellos: list[str] = []
    gone: list[str] = []
    bus.on("chat", lambda origin, message: got.append((origin, message)))
    bus.on_hello.append(hellos.append)
    bus.on_peer_gone.append(gone.append)
    heard(bus, {"o": bus.origin, "k": "chat", "t": "a"})  # its own: acted on already
    for garbage in ("not json", "{}", "[1, null, {\"k\": \"chat\"}]", "[{\"o\": 3}]"):
        bus.deliver(garbage)
    assert got == [] and hellos == [] and bus.peers() == []
    heard(bus, {"o": "other", "k": "chat", "t": "a"}, {"o": "other", "k": "unknown"})
    assert got == [("other", {"o": "other", "k": "chat", "t": "a"})]
    # a new peer is greeted once (this process publishes what it holds for it)
    assert hellos == ["other"] and bus.peers() == ["other"]
    heard(bus, {"o": "other", "k": "alive"})
    assert hellos == ["other"]
    # a peer that asks again (it lost its LISTEN connection) is answered again
    heard(bus, {"o": "other", "k": "hello"})
    assert hellos == ["other", "other"]
    heard(bus, {"o": "other", "k": "bye"})
    assert gone == ["other"] and bus.peers() == []


def test_a_single_process_publishes_nothing() -> None:
    bus = Bus(None)
    bus.publish("chat", {"t": "a"})
    assert not bus.shared and bus._queue is None


def test_a_message_too_large_for_a_notification_is_dropped() -> None:
    bus = Bus("postgresql://nowhere/db")
    bus.publish("chat", {"t": "a", "text": "x" * MAX_PAYLOAD})
    bus.publish("chat", {"t": "a", "text": "fits"})
    assert bus._queue is not None and bus._queue.qsize() == 1


def test_a_share_travels_bounded_and_is_checked() -> None:
    names = tuple(sorted(f"watcher {i:03}" for i in range(400)))
    share = Share({0: "connected", 2: "away"}, names, 3)
    back = Share.from_json(orjson.loads(orjson.dumps(share.to_json())))
    assert back is not None and back.seats == share.seats
    # past the bound the names count as anonymous: nobody is lost from the count
    assert sum(map(len, back.names)) <= SHARED_NAMES and back.watchers == share.watchers
    bad: Any
    for bad in (None, [], {"seats": {"x": "connected"}, "names": [], "anonymous": 0},
                {"seats": {"0": "asleep"}, "names": [], "anonymous": 0},
                {"seats": {}, "names": [1], "anonymous": 0},
                {"seats": {}, "names": [], "anonymous": -1}):
        assert Share.from_json(bad) is None


def statuses(presence: Presence) -> dict[int, str]:
    seats: Any = presence.message("t")["seats"]
    return {s["seat"]: s["status"] for s in seats}


def test_presence_merges_the_processes_shares() -> None:
    presence = Presence()
    presence.set_remote("t", "p2", Share({1: "away"}, ("Zoe",), 1))
    presence.set_remote("t", "p3", Share({1: "connected"}, (), 2))
    assert presence.update("t", [0, 1])
    assert statuses(presence) == {0: "gone", 1: "connected"}
    assert presence.watchers("t") == 4 and presence.here("t") == {1}
    assert presence.drop_origin("p3") == ["t"]
    assert presence.update("t", [0, 1])
    assert statuses(presence) == {0: "gone", 1: "away"}
    # an empty share: that process has nobody there any more
    presence.set_remote("t", "p2", Share())
    assert presence.watchers("t") == 0 and presence.here("t") == set()
