"""The WebSocket protocol's client → server messages, declared once: each message type is a
msgspec Struct tagged by ``type``, :data:`ClientMessage` their union, and
:func:`parse_message` the one place a frame is decoded and validated. What each message does is
:mod:`chocolatier.server.handlers` (its dispatch table); what the server sends back is declared
in :mod:`chocolatier.server.answers`. Both are exported as JSON Schema to
``docs/schema/protocol.json`` (``chocolatier schema --protocol``).

Every message may carry ``ref`` (an integer echoed in the answer: ``ack``, ``pong``, and every
``rejected`` or ``error`` that refuses it, ``rate-limited`` among them, so that a client waiting
for the answer to its move never waits for ever). Table life (clocks, stand-in, concede, chat,
presence, rematch): docs/server.md.
"""

from __future__ import annotations

import re
import time
import unicodedata
from typing import Annotated, Any, ClassVar

import msgspec
import orjson

from chocolatier.server.cleantext import clean_text

MAX_MESSAGE_BYTES = 4096
MAX_NOTATION_CHARS = 200
MAX_CHAT_CHARS = 500
MAX_CHAT_NAME = 40
MAX_REASON = 200
# seat tokens are secrets.token_urlsafe(32)
SECRET = re.compile(r"[A-Za-z0-9_-]{1,100}")

# integers a browser reads exactly (JSON numbers are doubles there)
SafeInt = Annotated[int, msgspec.Meta(gt=-(2**53), lt=2**53)]
LineNumber = Annotated[int, msgspec.Meta(ge=1, lt=2**53, description="a chat line's number")]
# (msgspec searches the pattern, and Python's ``$`` lets a final newline by: Hello checks it whole)
Secret = Annotated[str, msgspec.Meta(pattern=f"^{SECRET.pattern}$")]
Notation = Annotated[str, msgspec.Meta(min_length=1, max_length=MAX_NOTATION_CHARS)]


class ProtocolError(Exception):
    """A client message that breaks the protocol; ``code`` is machine-readable, ``ref`` the
    message's own ``ref`` when it had a usable one (the error answer carries it back)."""

    def __init__(self, code: str, message: str, ref: int | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.ref = ref


class _Message(msgspec.Struct, tag_field="type", forbid_unknown_fields=True, kw_only=True):
    """What every client message has: its ``type`` (the tag) and an optional ``ref``."""

    # the error code of a field that fails its declared type (an unknown field or type is
    # always ``bad-message``)
    refusal: ClassVar[str] = "bad-message"

    ref: SafeInt | None = None


class Hello(_Message, tag="hello"):
    """The first message: who this is (a seat's token; none: a spectator), and a private
    table's spectators bring its invite code. A token not of a token's shape is a wrong token
    (``bad-token``: the page then watches, saying so). ``patches``: after the first full state,
    send what changed (:mod:`chocolatier.server.patches`)."""

    token: str | None = None
    invite: Secret | None = None
    patches: bool = False

    def __post_init__(self) -> None:
        if self.token is not None and SECRET.fullmatch(self.token) is None:
            raise ProtocolError("bad-token", "this is not a seat token")
        if self.invite is not None and SECRET.fullmatch(self.invite) is None:
            raise ProtocolError("bad-message", "'invite' must be an invite code or null")


class Act(_Message, tag="act"):
    """An action of the seat, by id or by notation, on the state ``state_id`` it saw."""

    state_id: SafeInt
    action: SafeInt | Notation

    def __post_init__(self) -> None:
        if isinstance(self.action, str) and not self.action.strip():
            raise ProtocolError("bad-message", "'action' notation is empty")


class Undo(_Message, tag="undo"):
    """Take back the seat's last move (of the state ``state_id``)."""

    state_id: SafeInt


class Hint(_Message, tag="hint"):
    """What would the hint bot play at ``state_id``?"""

    state_id: SafeInt


class Concede(_Message, tag="concede"):
    """Leave the game: the stand-in plays the seat on."""


class Reclaim(_Message, tag="reclaim"):
    """Take the seat back from the stand-in (after time-outs)."""


class Presence(_Message, tag="presence"):
    """The page went to the background (``away``) or came back."""

    away: bool


class Rematch(_Message, tag="rematch"):
    """A new table with the same seats and options: everyone goes there."""


class Chat(_Message, tag="chat"):
    """A chat line (``name``: a spectator's chosen one; seats chat under their seat's). Its
    text is cleaned (:func:`chat_text`), and so is the name (:func:`chat_name`)."""

    refusal: ClassVar[str] = "bad-chat"

    text: str
    name: str | None = None

    def __post_init__(self) -> None:
        self.text = chat_text(self.text)
        self.name = chat_name(self.name)


class Report(_Message, tag="report"):
    """Report chat line ``n`` (to the moderators), saying why or not."""

    n: LineNumber
    reason: str | None = None

    def __post_init__(self) -> None:
        self.reason = report_reason(self.reason)


class Mute(_Message, tag="mute"):
    """The host mutes the spectator who wrote line ``n``."""

    n: LineNumber


class Remove(_Message, tag="remove"):
    """The host removes the spectator who wrote line ``n`` from the table."""

    n: LineNumber


class Sync(_Message, tag="sync"):
    """Send me the full state again (a patch was not for the state this client holds)."""


class Ping(_Message, tag="ping"):
    """Are you there? (answered ``pong``)."""


ClientMessage = (
    Hello | Act | Undo | Hint | Concede | Reclaim | Presence | Rematch | Chat | Report | Mute
    | Remove | Sync | Ping
)
CLIENT_MESSAGES: dict[str, type[_Message]] = {
    str(t.__struct_config__.tag): t for t in ClientMessage.__args__
}


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
    """Decode and validate a raw frame into its message; raises :class:`ProtocolError` with a
    code (``bad-frame``, ``too-large``, ``bad-json``, ``bad-message``, a type's own: ``bad-token``,
    ``bad-chat``, ``chat-too-long``) and the frame's ``ref`` when it had a usable one."""
    if not isinstance(text, str):
        raise ProtocolError("bad-frame", "send JSON text frames")
    if len(text.encode()) > MAX_MESSAGE_BYTES:
        raise ProtocolError("too-large", f"messages are limited to {MAX_MESSAGE_BYTES} bytes")
    try:
        # orjson refuses lone surrogates, which no reply could carry back (msgspec lets them in)
        data = orjson.loads(text)
    except orjson.JSONDecodeError:
        raise ProtocolError("bad-json", "the message is not valid JSON") from None
    if not isinstance(data, dict):
        raise ProtocolError("bad-message", "a message is a JSON object")
    # the ref first: even a message refused for its other fields is answered under it
    ref = data.get("ref")
    if ref is not None and not _int(ref):
        raise ProtocolError("bad-message", "'ref' must be an integer")
    try:
        message: ClientMessage = msgspec.convert(data, ClientMessage, strict=True)
    except msgspec.ValidationError as exc:
        kind = CLIENT_MESSAGES.get(data["type"]) if isinstance(data.get("type"), str) else None
        unknown = str(exc).startswith("Object contains unknown field")
        code = kind.refusal if kind is not None and not unknown else "bad-message"
        raise ProtocolError(code, str(exc), ref) from None
    except ProtocolError as exc:
        exc.ref = ref
        raise
    return message


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
