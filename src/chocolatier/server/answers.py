"""The WebSocket protocol's server → client messages, declared once as msgspec Structs tagged by
``type`` (:data:`ServerMessage`), and the JSON Schema of the whole protocol, both directions
(:func:`protocol_schema`, ``docs/schema/protocol.json``, ``chocolatier schema --protocol``).

The simple answers (``ack``, ``pong``, ``error``, ``rejected``, ``moderation``) are built from
these Structs (:func:`encode`); the others are built where their facts are (the live table, the
hub, the presence) and a test holds every one a game sends to its declaration. A seat's
``view`` is its game's contract (``docs/schema/<game>.json``); its events are in there too.
"""

from __future__ import annotations

import json
from typing import Any, Literal

import msgspec

from chocolatier.core.contract import JSON_SCHEMA_DIALECT
from chocolatier.server.protocol import ClientMessage


class _Answer(msgspec.Struct, tag_field="type", forbid_unknown_fields=True, kw_only=True):
    """What every server message has: its ``type`` (the tag)."""


class RulePlace(msgspec.Struct, forbid_unknown_fields=True):
    """A rule citation and where it is in the rules reference (``/rules/<game>#<anchor>``)."""

    rule: str | None
    section: str | None
    anchor: str | None


class TableSeat(msgspec.Struct, forbid_unknown_fields=True):
    """A seat of the table, as everyone sees it (never its token)."""

    seat: int
    name: str
    kind: Literal["human", "bot"]
    bot: str | None
    joined: bool
    account: bool
    standin: bool
    conceded: bool
    timeouts: int


class TableInfo(msgspec.Struct, forbid_unknown_fields=True):
    """The public facts of a table."""

    id: str
    game: str
    title: str
    status: str
    options: dict[str, Any]
    card_set: str | None
    settings: dict[str, Any]
    seats: list[TableSeat]


class LegalAction(msgspec.Struct, forbid_unknown_fields=True):
    """One of the seat's legal actions: its id, notation and event (the game's contract)."""

    id: int
    notation: str
    event: dict[str, Any]


class LastChange(msgspec.Struct, forbid_unknown_fields=True):
    """What the last event was (``move``, ``timeout``, ``standin``, ``undo``, a note's kind)
    and whose."""

    kind: str
    seat: int


class Clock(msgspec.Struct, forbid_unknown_fields=True):
    """The clocks: each running one's deadline (epoch seconds, by seat) and every seat's bank,
    with the server's time to correct the browser's clock by."""

    now: float
    turn_seconds: float | None
    deadlines: dict[str, float]
    banks: list[float]


class Moment(msgspec.Struct, forbid_unknown_fields=True):
    """When in the game a log line was made, to group the log by: the Chocolate Factory's
    ``day`` (from 1) and ``phase``, Chocolatl's ``round`` (``live.moment``)."""

    day: int | None = None
    phase: str | None = None
    round: int | None = None


class LogEntry(msgspec.Struct, forbid_unknown_fields=True):
    """A game log line: a move's ``event`` (made ``by`` the stand-in, or not), when in the game
    (``when``), or a ``note`` about the seat (``concede``, ``reclaim``, ``rematch``)."""

    seat: int
    event: dict[str, Any] | None = None
    when: Moment | None = None
    by: str | None = None
    note: str | None = None


class Standing(msgspec.Struct, forbid_unknown_fields=True):
    """A finished game as the server ranks it (``server/standing.py``): each seat's ``rank``
    (1 is first), the ``winners``, each seat's ``mark`` (why it ranks last: it conceded or
    timed out; ``null``: it played to the end) and whether the game was ``aborted`` (rated for
    no one)."""

    ranks: list[int]
    winners: list[int]
    marks: list[Literal["conceded", "timed-out"] | None]
    aborted: bool


class State(_Answer, tag="state"):
    """The full state for this connection's seat (``you``; ``null``: a spectator): on connect
    and after every event it may see (or a ``patch`` of it), numbered ``rev``; ``log`` holds
    the lines from ``log_from`` on (the first that changed since its last state)."""

    seq: int
    state_id: int
    table: TableInfo
    you: int | None
    to_act: list[int]
    view: dict[str, Any]
    legal: list[LegalAction]
    can_undo: bool
    last: LastChange | None
    result: dict[str, Any] | None
    standing: Standing | None
    clock: Clock | None
    rematch: str | None
    rules: RulePlace
    rev: int
    log_from: int
    log: list[LogEntry]


class Patch(_Answer, tag="patch"):
    """What changed since the state numbered ``base`` (for a client whose hello asked for
    patches): ``diff`` turns that state's fields (all of them but ``rev`` and the log) into
    the state numbered ``rev`` (server/patches.py says how); the log as in a state. A client
    that does not hold ``base`` asks for the full state (``sync``)."""

    base: int
    rev: int
    diff: list[list[Any]]
    log_from: int
    log: list[LogEntry]


class Ack(_Answer, tag="ack"):
    """An act, undo, concede, reclaim or rematch was stored (``seq``: its event, as the seat
    counts)."""

    ref: int | None
    seq: int


class Rejected(_Answer, tag="rejected"):
    """A refused act or undo: the refusal's code and parameters (worded by the client as
    ``refusal-<code>``) and the rule it cites."""

    ref: int | None
    code: str
    params: dict[str, Any]
    rule: str | None
    section: str | None
    anchor: str | None


class Error(_Answer, tag="error"):
    """A message that could not be handled: a malformed one, a flood (``rate-limited``), a
    refused hello; ``code`` is worded by the client (``web-error-<code>``), ``message`` is
    English for API users."""

    code: str
    message: str
    ref: int | None = None


class Pong(_Answer, tag="pong"):
    """The answer to a ``ping``."""

    ref: int | None


class SeatPresence(msgspec.Struct, forbid_unknown_fields=True):
    """A human seat's presence, and since when (epoch seconds; ``null``: never seen)."""

    seat: int
    status: str
    since: float | None


class Spectators(msgspec.Struct, forbid_unknown_fields=True):
    """Who watches: the names spectators chat under, and how many gave none."""

    names: list[str]
    anonymous: int


class PresenceUpdate(_Answer, tag="presence"):
    """Who is here (sent when it changes, and on connect)."""

    now: float
    seats: list[SeatPresence]
    spectators: Spectators


class ChatLine(_Answer, tag="chat"):
    """A chat line (``mine``: this connection wrote it)."""

    n: int
    seat: int | None
    name: str
    text: str
    at: float
    mine: bool = False


class HistoryLine(msgspec.Struct, forbid_unknown_fields=True):
    """A chat line of the history (``mine``: the reader, a spectator, wrote it: a page
    offers no "mute" or "report" on its reader's own lines, after a reload too)."""

    n: int
    seat: int | None
    name: str
    text: str
    at: float
    mine: bool = False


class ChatHistory(_Answer, tag="chat_history"):
    """The table's last chat lines, on connect; ``may_chat`` false: a stranger's replay;
    ``host``: this connection may mute and remove spectators."""

    lines: list[HistoryLine]
    may_chat: bool
    host: bool


class RematchMade(_Answer, tag="rematch"):
    """Everyone goes to the rematch's table (a seat with its token, a guest with its link)."""

    table: str
    seat: int | None = None
    token: str | None = None
    invite: str | None = None


class RematchInvite(_Answer, tag="rematch_invite"):
    """A seat that missed the rematch: its table and invite, to take its seat there."""

    table: str
    invite: str


class Moderated(_Answer, tag="moderation"):
    """A report, mute or removal of chat line ``n`` was done."""

    ref: int | None
    action: str
    n: int


class HintAnswer(_Answer, tag="hint"):
    """The hint: one of the seat's legal actions and the bot that chose it; or the ``code``
    saying why there is none (``hint-rated``, ``hint-not-your-move``, ``hint-stale``,
    ``hint-busy``, ``hint-too-many``, ``hint-failed``)."""

    ref: int | None
    state_id: int
    action: int | None = None
    notation: str | None = None
    event: dict[str, Any] | None = None
    bot: str | None = None
    code: str | None = None


class LobbyTables(_Answer, tag="tables"):
    """The lobby socket's public tables (:mod:`chocolatier.server.lobbyfeed`), numbered
    ``rev``: all of them (each as ``GET /api/tables`` lists it), or, with ``base``, those
    that changed since the list numbered ``base`` and the ``order`` of every table now listed
    (a table not in it is no longer listed)."""

    rev: int
    tables: list[dict[str, Any]]
    base: int | None = None
    order: list[str] | None = None


ServerMessage = (
    State | Patch | Ack | Rejected | Error | Pong | PresenceUpdate | ChatLine | ChatHistory
    | RematchMade | RematchInvite | Moderated | HintAnswer | LobbyTables
)

_encoder = msgspec.json.Encoder()


def encode(message: _Answer) -> str:
    """A server message as the JSON text a client gets."""
    return _encoder.encode(message).decode()


def protocol_schema() -> dict[str, Any]:
    """The JSON Schema (draft 2020-12) of the WebSocket protocol: ``$defs`` names
    ``ClientMessage`` and ``ServerMessage`` (each a union discriminated by ``type``) and every
    message type."""
    (client, server), defs = msgspec.json.schema_components(
        [ClientMessage, ServerMessage], ref_template="#/$defs/{name}"
    )
    defs["ClientMessage"] = client
    defs["ServerMessage"] = server
    return {
        "$schema": JSON_SCHEMA_DIALECT,
        "title": "chocolatier table protocol",
        "description": (
            "The WebSocket /ws/tables/{id}: what a client sends (ClientMessage) and what the "
            "server sends (ServerMessage), generated by `chocolatier schema --protocol` from "
            "chocolatier.server.protocol and chocolatier.server.answers; do not edit. A "
            "state's view is its game's schema (factory.json, chocolatl.json)."
        ),
        "anyOf": [{"$ref": "#/$defs/ClientMessage"}, {"$ref": "#/$defs/ServerMessage"}],
        "$defs": dict(sorted(defs.items())),
    }


def protocol_schema_json() -> str:
    """:func:`protocol_schema` as the text of ``docs/schema/protocol.json``."""
    return json.dumps(protocol_schema(), indent=2, ensure_ascii=False) + "\n"
