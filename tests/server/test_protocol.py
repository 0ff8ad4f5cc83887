"""The client → server messages as declared (server/protocol.py), without a server socket: each
type's valid form, its invalid fields and their codes, unknown types and fields, oversized
frames, the ``ref`` echoed by every refusal; the dispatch table answers each type, and the
committed JSON Schema (docs/schema/protocol.json) is the one the declarations generate."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import jsonschema
import pytest
from typer.testing import CliRunner

from chocolatier.cli import app
from chocolatier.core import IllegalActionError
from chocolatier.server import handlers
from chocolatier.server.answers import protocol_schema, protocol_schema_json
from chocolatier.server.protocol import (
    CLIENT_MESSAGES,
    MAX_MESSAGE_BYTES,
    Act,
    Chat,
    ClientMessage,
    Hello,
    ProtocolError,
    Report,
    parse_message,
)

SCHEMA = Path(__file__).resolve().parents[2] / "docs" / "schema" / "protocol.json"
TOKEN = "A" * 43

# one valid message of each type (what it parses to is checked field by field below)
VALID: dict[str, dict[str, Any]] = {
    "hello": {"type": "hello", "token": TOKEN, "invite": "inv-ite_1", "patches": True},
    "act": {"type": "act", "state_id": 12, "action": "operate T2", "ref": 4},
    "undo": {"type": "undo", "state_id": 12},
    "hint": {"type": "hint", "state_id": 0},
    "concede": {"type": "concede"},
    "reclaim": {"type": "reclaim"},
    "presence": {"type": "presence", "away": True},
    "rematch": {"type": "rematch"},
    "chat": {"type": "chat", "text": "good game", "name": "Bo"},
    "report": {"type": "report", "n": 7, "reason": "rude"},
    "mute": {"type": "mute", "n": 7},
    "remove": {"type": "remove", "n": 1},
    "sync": {"type": "sync"},
    "ping": {"type": "ping", "ref": -3},
}

# per type: a message with a field that breaks its declaration, and the code of the answer
INVALID: list[tuple[dict[str, Any], str]] = [
    ({"type": "hello", "token": 5}, "bad-message"),
    ({"type": "hello", "token": ""}, "bad-token"),
    ({"type": "hello", "token": "not a token!"}, "bad-token"),
    ({"type": "hello", "token": None, "invite": "a b"}, "bad-message"),
    ({"type": "hello", "token": None, "invite": "abc\n"}, "bad-message"),
    ({"type": "act", "state_id": 0}, "bad-message"),
    ({"type": "act", "state_id": "0", "action": 1}, "bad-message"),
    ({"type": "act", "state_id": 0, "action": 1.5}, "bad-message"),
    ({"type": "act", "state_id": 0, "action": True}, "bad-message"),
    ({"type": "act", "state_id": 0, "action": "   "}, "bad-message"),
    ({"type": "act", "state_id": 0, "action": "x" * 201}, "bad-message"),
    ({"type": "act", "state_id": 2**53, "action": 1}, "bad-message"),
    ({"type": "undo"}, "bad-message"),
    ({"type": "undo", "state_id": None}, "bad-message"),
    ({"type": "hint", "state_id": [1]}, "bad-message"),
    ({"type": "concede", "seat": 1}, "bad-message"),
    ({"type": "reclaim", "seat": 0}, "bad-message"),
    ({"type": "presence"}, "bad-message"),
    ({"type": "presence", "away": 1}, "bad-message"),
    ({"type": "rematch", "table": "x"}, "bad-message"),
    ({"type": "chat"}, "bad-chat"),
    ({"type": "chat", "text": 7}, "bad-chat"),
    ({"type": "chat", "text": "   "}, "bad-chat"),
    ({"type": "chat", "text": "a\x00b"}, "bad-chat"),
    ({"type": "chat", "text": "x" * 501}, "chat-too-long"),
    ({"type": "chat", "text": "hi", "name": 3}, "bad-chat"),
    ({"type": "chat", "text": "hi", "admin": True}, "bad-message"),
    ({"type": "report", "n": 0}, "bad-message"),
    ({"type": "report", "n": 2, "reason": 5}, "bad-message"),
    ({"type": "mute", "n": "7"}, "bad-message"),
    ({"type": "remove"}, "bad-message"),
    ({"type": "hello", "token": None, "patches": "yes"}, "bad-message"),
    ({"type": "sync", "rev": 3}, "bad-message"),
    ({"type": "ping", "pong": True}, "bad-message"),
]


def refusal(frame: str | bytes | None) -> ProtocolError:
    with pytest.raises(ProtocolError) as caught:
        parse_message(frame)
    return caught.value


def test_every_message_type_has_a_valid_example_and_an_invalid_one() -> None:
    assert set(VALID) == set(CLIENT_MESSAGES)
    assert {bad["type"] for bad, _code in INVALID} == set(CLIENT_MESSAGES)


@pytest.mark.parametrize("kind", sorted(VALID))
def test_a_valid_message_parses_to_its_type_with_its_fields(kind: str) -> None:
    data = VALID[kind]
    message = parse_message(json.dumps(data))
    assert type(message) is CLIENT_MESSAGES[kind]
    for field, value in data.items():
        if field != "type":
            assert getattr(message, field) == value


def test_optional_fields_may_be_left_out() -> None:
    assert parse_message('{"type": "hello"}') == Hello(token=None, invite=None, patches=False)
    assert parse_message('{"type": "act", "state_id": 1, "action": 57}') == Act(
        state_id=1, action=57)
    assert parse_message('{"type": "report", "n": 1}') == Report(n=1, reason=None)


def test_chat_text_names_and_reasons_are_cleaned() -> None:
    chat = parse_message(json.dumps({"type": "chat", "text": "  hi\u202e  ", "name": "  Bo   b "}))
    assert chat == Chat(text="hi", name="Bo b")
    report = parse_message(json.dumps({"type": "report", "n": 1, "reason": " a\n  b "}))
    assert isinstance(report, Report) and report.reason == "a b"


@pytest.mark.parametrize(("data", "code"), INVALID, ids=[json.dumps(d)[:60] for d, _ in INVALID])
def test_an_invalid_field_is_refused_with_its_code_and_the_ref(data: dict[str, Any],
                                                               code: str) -> None:
    error = refusal(json.dumps({**data, "ref": 9}))
    assert (error.code, error.ref) == (code, 9)


@pytest.mark.parametrize("frame", [
    '{"type": "shout"}', '{"type": 3}', '{"state_id": 1}', '{"type": null}',
])
def test_an_unknown_or_missing_type_is_a_bad_message(frame: str) -> None:
    assert refusal(frame).code == "bad-message"


@pytest.mark.parametrize(("frame", "code"), [
    (b"\x00\x01", "bad-frame"),
    (None, "bad-frame"),
    ("{not json", "bad-json"),
    ('{"type": "chat", "text": "A\\ud800"}', "bad-json"),
    ("[1, 2]", "bad-message"),
    ('"hello"', "bad-message"),
    ('{"type": "ping", "ref": "7"}', "bad-message"),
    ('{"type": "ping", "ref": true}', "bad-message"),
    ('{"type": "ping", "ref": 9007199254740992}', "bad-message"),
])
def test_frames_that_are_no_message_are_refused_without_a_ref(frame: str | bytes | None,
                                                              code: str) -> None:
    error = refusal(frame)
    assert (error.code, error.ref) == (code, None)


def test_an_oversized_frame_is_refused_before_it_is_read() -> None:
    text = json.dumps({"type": "chat", "text": "x" * MAX_MESSAGE_BYTES, "ref": 1})
    assert refusal(text).code == "too-large"
    assert refusal("[" * 3000 + "]" * 3000).code == "too-large"
    # counted in bytes, not characters
    wide = json.dumps({"type": "chat", "text": "é" * 2100}, ensure_ascii=False)
    assert len(wide) < MAX_MESSAGE_BYTES < len(wide.encode())
    assert refusal(wide).code == "too-large"


# -- the dispatch table --------------------------------------------------------------------


class FakeClient:
    """What a handler needs of a connection: it collects the answers."""

    def __init__(self) -> None:
        self.sent: list[dict[str, Any]] = []
        self.closed = False
        self.seat = 0

    def send_text(self, text: str) -> None:
        self.sent.append(json.loads(text))

    def close(self) -> None:
        self.closed = True


class FakeModeration:
    banned = False

    def is_banned(self, client: Any) -> bool:
        return self.banned

    async def report(self, client: Any, n: int, reason: str | None) -> None:
        pass

    async def moderate(self, client: Any, n: int, kind: str) -> None:
        pass


class FakeHub:
    """Records what each handler asked of the hub; ``refuse`` is raised instead."""

    def __init__(self, refuse: Exception | None = None) -> None:
        self.calls: list[tuple[str, tuple[Any, ...]]] = []
        self.refuse = refuse
        self.moderation = FakeModeration()

    def __getattr__(self, name: str) -> Any:
        def call(*args: Any) -> Any:
            self.calls.append((name, args[1:]))
            if self.refuse is not None:
                raise self.refuse
            if name in ("set_away", "start_hint", "sync"):
                return None

            async def done() -> int | None:
                return None if name == "chat" else 41

            return done()

        return call


class FakeMetrics:
    """Counts the moves timed to their ack."""

    def __init__(self) -> None:
        self.moves = 0

    def timed_move(self) -> Any:
        def done() -> None:
            self.moves += 1

        return done


def run(hub: FakeHub, data: dict[str, Any], metrics: FakeMetrics | None = None) -> FakeClient:
    client = FakeClient()
    message: ClientMessage = parse_message(json.dumps(data))
    # the fake hub is the lobby too (its rematch)
    context = handlers.Context(hub, hub, metrics or FakeMetrics())  # type: ignore[arg-type]
    asyncio.run(handlers.handle(context, client, message))  # type: ignore[arg-type]
    return client


def test_the_dispatch_table_handles_every_message_type() -> None:
    assert set(handlers.HANDLERS) == set(CLIENT_MESSAGES.values())


@pytest.mark.parametrize(("kind", "asked", "answer"), [
    ("act", ("act", (12, "operate T2")), {"type": "ack", "ref": 4, "seq": 41}),
    ("undo", ("undo", (12,)), {"type": "ack", "ref": None, "seq": 41}),
    ("concede", ("concede", ()), {"type": "ack", "ref": None, "seq": 41}),
    ("reclaim", ("reclaim", ()), {"type": "ack", "ref": None, "seq": 41}),
    ("rematch", ("rematch", ()), {"type": "ack", "ref": None, "seq": 41}),
    ("presence", ("set_away", (True,)), None),
    ("hint", ("start_hint", (0, None)), None),
    ("chat", ("chat", ("good game", "Bo")), None),
    ("sync", ("sync", ()), None),
    ("ping", None, {"type": "pong", "ref": -3}),
    ("report", None, {"type": "moderation", "ref": None, "action": "report", "n": 7}),
    ("mute", None, {"type": "moderation", "ref": None, "action": "mute", "n": 7}),
    ("remove", None, {"type": "moderation", "ref": None, "action": "remove", "n": 1}),
])
def test_each_message_is_handled_and_answered(kind: str, asked: tuple[str, Any] | None,
                                              answer: dict[str, Any] | None) -> None:
    hub = FakeHub()
    client = run(hub, VALID[kind])
    assert hub.calls == ([asked] if asked else [])
    assert client.sent == ([answer] if answer else [])


def test_an_acknowledged_move_is_timed_and_a_refused_one_is_not() -> None:
    metrics = FakeMetrics()
    run(FakeHub(), VALID["act"], metrics)
    run(FakeHub(), VALID["undo"], metrics)
    run(FakeHub(), VALID["concede"], metrics)
    run(FakeHub(IllegalActionError("seats", "spectator")), VALID["act"], metrics)
    assert metrics.moves == 2


def test_a_second_hello_is_an_error() -> None:
    client = run(FakeHub(), {"type": "hello", "token": None, "ref": 2})
    assert [(m["type"], m["code"], m["ref"]) for m in client.sent] == [
        ("error", "bad-message", 2)]


def test_refusals_are_answered_with_their_codes() -> None:
    refused = run(FakeHub(IllegalActionError("seats", "spectator")), VALID["act"])
    assert [(m["type"], m["code"], m["ref"]) for m in refused.sent] == [
        ("rejected", "spectator", 4)]
    flood = run(FakeHub(ProtocolError("chat-flood", "wait")), VALID["chat"])
    assert [(m["type"], m["code"]) for m in flood.sent] == [("error", "chat-flood")]
    crash = run(FakeHub(RuntimeError("boom")), VALID["undo"])
    assert [(m["type"], m["code"]) for m in crash.sent] == [("error", "server-error")]


def test_a_banned_account_is_answered_and_closed_but_may_ping() -> None:
    hub = FakeHub()
    hub.moderation.banned = True
    client = run(hub, VALID["act"])
    assert [(m["type"], m["code"]) for m in client.sent] == [("error", "banned")]
    assert client.closed and hub.calls == []
    assert run(hub, VALID["ping"]).sent == [{"type": "pong", "ref": -3}]


# -- the schema ----------------------------------------------------------------------------


def test_the_protocol_schema_in_docs_is_up_to_date() -> None:
    current = SCHEMA.read_text(encoding="utf-8") if SCHEMA.exists() else ""
    assert current == protocol_schema_json(), (
        f"{SCHEMA} is out of date with chocolatier.server.protocol/answers; regenerate it with "
        "`chocolatier schema --protocol --out docs/schema/protocol.json`"
    )


def test_a_json_schema_validator_agrees_with_the_parser() -> None:
    schema = protocol_schema()
    client = jsonschema.Draft202012Validator(
        {**schema, "anyOf": [{"$ref": "#/$defs/ClientMessage"}]})
    for data in VALID.values():
        client.validate(data)
    # what the declared types refuse (the cleaning of texts is the parser's alone)
    for data, _code in INVALID:
        if data["type"] == "chat" and isinstance(data.get("text"), str):
            continue
        if data["type"] == "hello" and isinstance(data.get("token"), str):
            continue
        if (data["type"] == "act" and data.get("action") == "   ") or (
                data.get("invite") == "abc\n"):
            continue
        assert not client.is_valid(data), data


def test_the_command_prints_the_protocol_schema() -> None:
    printed = CliRunner().invoke(app, ["schema", "--protocol"])
    assert printed.exit_code == 0, printed.output
    assert printed.stdout == protocol_schema_json()
