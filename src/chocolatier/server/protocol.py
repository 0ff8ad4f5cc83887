"""The WebSocket protocol between the browser and the server, and its validation.

Client → server (JSON text frames, at most :data:`MAX_MESSAGE_BYTES`)::

    {"type": "hello", "token": "<seat token>" | null,          first message: who is this
     "invite"?: "<code>"}                                       (a private table's spectators)
    {"type": "act", "state_id": 12, "action": 57}               an action by id ...
    {"type": "act", "state_id": 12, "action": "operate T2"}     ... or by notation
    {"type": "undo", "state_id": 12}                            take back my last move
    {"type": "concede"}                                         leave: the stand-in plays on
    {"type": "reclaim"}                                         take my seat back (time-outs)
    {"type": "presence", "away": true}                          my tab is in the background
    {"type": "rematch"}                                         a new table, same seats/options
    {"type": "chat", "text": "...", "name": "..."}              a chat line (name: spectators')
    {"type": "report", "n": 7, "reason"?: "..."}                report chat line 7
    {"type": "mute", "n": 7} / {"type": "remove", "n": 7}       the host: line 7's spectator
    {"type": "hint", "state_id": 12}                            what would the hint bot play?
    {"type": "ping"}

Every message may carry ``"ref"`` (an int echoed in the answer: ``ack``, ``pong``, and every
``rejected`` or ``error`` that refuses it, ``rate-limited`` among them, so that a client waiting
for the answer to its move never waits for ever). Server → client::

    {"type": "state", "seq": n, "state_id": n, "view": {...}, "legal": [...], "log_from": i,
     "log": [...], ...}                                         full view (on connect, after events)
    {"type": "ack", "ref": r, "seq": n}                         an act/undo was stored
    {"type": "rejected", "ref": r, "code": "...", "params": {...}, "rule": "...",
     "section": "4.3", "anchor": "s4-3"}                       a refusal: worded by the client
    {"type": "error", "ref": r, "code": "...", "message": "..."}   a malformed message, a flood
    {"type": "pong", "ref": r}
    {"type": "presence", "now": t, "seats": [{"seat", "status", "since"}]}   who is here
    {"type": "chat", "n", "seat", "name", "text", "at"}; {"type": "chat_history", "lines",
     "may_chat", "host"}                     (may_chat false: a stranger's replay; host: may mute)
    {"type": "rematch", "table": id, ("seat", "token", "invite")}  everyone goes there
    {"type": "rematch_invite", "table": id, "invite": code}    a seat missed the rematch
    {"type": "moderation", "ref": r, "action": "report", "n": 7}  a report, mute or removal done
    {"type": "hint", "ref": r, "state_id": n, "action": id, "notation": "...", "event": {...},
     "bot": "search"}                                           the hint (one of `legal`) ...
    {"type": "hint", "ref": r, "state_id": n, "code": "hint-rated"}   ... or why there is none

Table life (clocks, stand-in, concede, chat, presence, rematch): docs/server.md.
"""

from __future__ import annotations

import re
import time
import unicodedata
from dataclasses import dataclass
from typing import Any

import orjson

from chocolatier.server.cleantext import clean_text

MAX_MESSAGE_BYTES = 4096
MAX_NOTATION_CHARS = 200
MAX_CHAT_CHARS = 500
MAX_CHAT_NAME = 40
MAX_REASON = 200
# seat tokens are secrets.token_urlsafe(32)
SECRET = re.compile(r"[A-Za-z0-9_-]{1,100}")


class ProtocolError(Exception):
    """A client message that breaks the protocol; ``code`` is machine-readable, ``ref`` the
    message's own ``ref`` when it had a usable one (the error answer carries it back)."""

    def __init__(self, code: str, message: str, ref: int | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.ref = ref


@dataclass(frozen=True)
class ClientMessage:
    """A validated client message."""

    type: str
    ref: int | None = None
    token: str | None = None
    state_id: int | None = None
    action: int | str | None = None
    away: bool | None = None
    text: str | None = None
    name: str | None = None
    invite: str | None = None
    n: int | None = None
    reason: str | None = None


def _is_text(value: str, allowed: str = "") -> bool:
    # control characters (NUL among them) and lone surrogates are no text to store or show
    return not any(
        unicodedata.category(c) in ("Cc", "Cs") and c not in allowed for c in value
    )


def chat_text(value: Any) -> str:
    """A chat line's text: 1 to :data:`MAX_CHAT_CHARS` characters of plain text (newlines
    allowed; it is shown as text, never as HTML), cleaned (:func:`clean_text`: no bidi
    controls, no invisible characters, short runs of combining marks). A line with nothing
    left once cleaned is refused."""
    if not isinstance(value, str):
        raise ProtocolError("bad-chat", "a chat line is some text")
    if len(value) > MAX_CHAT_CHARS:
        raise ProtocolError("chat-too-long", f"chat lines are at most {MAX_CHAT_CHARS} characters")
    if not _is_text(value, "\n"):
        raise ProtocolError("bad-chat", "chat lines may not hold control characters")
    text = clean_text(value).strip()
    if not text:
        raise ProtocolError("bad-chat", "a chat line is some visible text")
    return text


def chat_name(value: Any) -> str | None:
    """A spectator's chosen name for the chat (seated players chat under their seat's),
    cleaned like a chat line (``None``: nothing visible left)."""
    if value is None:
        return None
    if not isinstance(value, str) or not _is_text(value):
        raise ProtocolError("bad-chat", "a name is text")
    return " ".join(clean_text(value).split())[:MAX_CHAT_NAME] or None


def report_reason(value: Any) -> str | None:
    """Why a line is reported: optional, at most :data:`MAX_REASON` characters, cleaned like
    a chat line."""
    if value is None:
        return None
    if not isinstance(value, str) or not _is_text(value, "\n"):
        raise ProtocolError("bad-message", "'reason' is text")
    return " ".join(clean_text(value).split())[:MAX_REASON] or None


def _int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and -(2**53) < value < 2**53


def parse_message(text: str | bytes | None) -> ClientMessage:
    """Validate a raw frame; raises :class:`ProtocolError` with a reason."""
    if not isinstance(text, str):
        raise ProtocolError("bad-frame", "send JSON text frames")
    if len(text.encode()) > MAX_MESSAGE_BYTES:
        raise ProtocolError("too-large", f"messages are limited to {MAX_MESSAGE_BYTES} bytes")
    try:
        # orjson also refuses lone surrogates, which no reply could carry back
        data = orjson.loads(text)
    except orjson.JSONDecodeError:
        raise ProtocolError("bad-json", "the message is not valid JSON") from None
    if not isinstance(data, dict):
        raise ProtocolError("bad-message", "a message is a JSON object")
    ref = data.get("ref")
    if ref is not None and not _int(ref):
        raise ProtocolError("bad-message", "'ref' must be an integer")
    try:
        return _parse_fields(data, ref)
    except ProtocolError as exc:
        exc.ref = ref
        raise


def _parse_fields(data: dict[str, Any], ref: int | None) -> ClientMessage:
    kind = data.get("type")
    allowed = {
        "hello": {"type", "ref", "token", "invite"},
        "act": {"type", "ref", "state_id", "action"},
        "undo": {"type", "ref", "state_id"},
        "hint": {"type", "ref", "state_id"},
        "ping": {"type", "ref"},
        "concede": {"type", "ref"},
        "reclaim": {"type", "ref"},
        "presence": {"type", "ref", "away"},
        "rematch": {"type", "ref"},
        "chat": {"type", "ref", "text", "name"},
        "report": {"type", "ref", "n", "reason"},
        "mute": {"type", "ref", "n"},
        "remove": {"type", "ref", "n"},
    }
    if kind not in allowed:
        raise ProtocolError("bad-message", f"unknown message type {kind!r}")
    extra = set(data) - allowed[kind]
    if extra:
        raise ProtocolError("bad-message", f"unexpected fields: {', '.join(sorted(extra))}")
    if kind == "hello":
        token = data.get("token")
        if token is not None and not isinstance(token, str):
            raise ProtocolError("bad-message", "'token' must be a seat token or null")
        if token is not None and SECRET.fullmatch(token) is None:
            # an empty or mangled token is a wrong token (the page then watches, saying so)
            raise ProtocolError("bad-token", "this is not a seat token")
        invite = data.get("invite")
        if invite is not None and (not isinstance(invite, str) or SECRET.fullmatch(invite) is None):
            raise ProtocolError("bad-message", "'invite' must be an invite code or null")
        return ClientMessage("hello", ref, token=token, invite=invite)
    if kind in ("act", "undo", "hint"):
        state_id = data.get("state_id")
        if not _int(state_id):
            raise ProtocolError("bad-message", "'state_id' must be the integer of the last state")
        if kind != "act":
            return ClientMessage(kind, ref, state_id=state_id)
        action = data.get("action")
        if isinstance(action, str):
            if not action.strip() or len(action) > MAX_NOTATION_CHARS:
                raise ProtocolError("bad-message", "'action' notation is empty or too long")
        elif not _int(action):
            raise ProtocolError("bad-message", "'action' must be an action id or a notation")
        return ClientMessage("act", ref, state_id=state_id, action=action)
    if kind == "chat":
        return ClientMessage(kind, ref, text=chat_text(data.get("text")),
                             name=chat_name(data.get("name")))
    if kind in ("report", "mute", "remove"):
        n: Any = data.get("n")
        if not _int(n) or n < 1:
            raise ProtocolError("bad-message", "'n' is the number of a chat line")
        return ClientMessage(kind, ref, n=n, reason=report_reason(data.get("reason")))
    if kind == "presence":
        away = data.get("away")
        if not isinstance(away, bool):
            raise ProtocolError("bad-message", "'away' is true or false")
        return ClientMessage(kind, ref, away=away)
    return ClientMessage(kind, ref)


class RateLimiter:
    """A token bucket: ``rate`` messages a second on average, bursts up to ``burst``."""

    def __init__(self, rate: float, burst: float) -> None:
        self.rate = rate
        self.burst = burst
        self.tokens = burst
        self.stamp = time.monotonic()

    def allow(self) -> bool:
        """Spend one token if there is one."""
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.stamp) * self.rate)
        self.stamp = now
        if self.tokens >= 1:
            self.tokens -= 1
            return True
        return False
