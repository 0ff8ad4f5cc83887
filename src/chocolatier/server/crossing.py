"""What the live tables of one process tell the other processes, and hear from them, over the
live channel (:mod:`chocolatier.server.notify`; PostgreSQL only):

* ``chat``: a line said at a table (stored first), sent to that table's connections everywhere;
* ``presence``: a process's :class:`~chocolatier.server.presence.Share` of a table whenever it
  changes, and all of its shares again when asked (``hello``: a new or returning process);
* ``rematch``: the new table made for a finished one, with the seat tokens of the players
  connected to other processes, who are sent there as those of the process that made it;
* a process that is gone (killed, cut off): its shares are dropped and the running tables are
  adopted, as at a start (their clocks time out, their bots play: the log decides who stores
  each move, so a time-out is stored once whichever processes race for it).
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

from chocolatier.server.presence import Share

if TYPE_CHECKING:
    from chocolatier.server.clients import Client
    from chocolatier.server.hub import Hub

log = logging.getLogger(__name__)
MAX_TABLE_ID = 32


def rematch_message(client: Client, table: str, invite: str, tokens: dict[int, str],
                    public: bool) -> dict[str, Any]:
    """The ``rematch`` message for a connection of the old table: a seated player with their
    seat, its token (``None``: not connected when it was made) and the new invite; a guest
    who came by a private table's link with the new link's invite."""
    message: dict[str, Any] = {"type": "rematch", "table": table}
    if client.seat is not None:
        message.update(invite=invite, seat=client.seat, token=tokens.get(client.seat))
    elif client.may_chat and not public:
        message.update(invite=invite)
    return message


def _table_id(message: dict[str, Any]) -> str | None:
    table = message.get("t")
    return table if isinstance(table, str) and len(table) <= MAX_TABLE_ID else None


class Crossing:
    """The hub's side of the live channel."""

    def __init__(self, hub: Hub) -> None:
        self.hub = hub
        self.bus = hub.bus
        self.bus.on("chat", self._chat)
        self.bus.on("presence", self._presence)
        self.bus.on("rematch", self._rematch)
        self.bus.on_hello.append(self._republish)
        self.bus.on_peer_gone.append(self._peer_gone)

    # -- said here -----------------------------------------------------------------------------

    def chat(self, table_id: str, line: dict[str, Any]) -> None:
        """A chat line stored here: for the table's connections in the other processes."""
        self.bus.publish("chat", {"t": table_id, "line": line})

    def presence(self, table_id: str, share: Share) -> None:
        """This process's share of the table changed."""
        self.bus.publish("presence", {"t": table_id, "share": share.to_json()})

    def rematch(self, table_id: str, table: str, invite: str, tokens: dict[int, str],
                public: bool) -> None:
        """The rematch made here: for the old table's connections in the other processes."""
        self.bus.publish("rematch", {"t": table_id, "table": table, "invite": invite,
                                     "tokens": {str(s): t for s, t in tokens.items()},
                                     "public": public})

    # -- heard from the others -------------------------------------------------------------

    def _chat(self, _origin: str, message: dict[str, Any]) -> None:
        table_id, line = _table_id(message), message.get("line")
        if table_id is None or not isinstance(line, dict):
            return
        for client in list(self.hub.clients.get(table_id, ())):
            client.send({**line, "type": "chat"})

    def _presence(self, origin: str, message: dict[str, Any]) -> None:
        table_id, share = _table_id(message), Share.from_json(message.get("share"))
        if table_id is None or share is None:
            return
        watching = self.hub.presence.watchers(table_id)
        self.hub.presence.set_remote(table_id, origin, share)
        if self.hub.presence.watchers(table_id) != watching:
            self.hub.lobby_feed.changed()  # the lobby counts who watches, here too
        self.hub.show_presence(table_id)

    def _rematch(self, _origin: str, message: dict[str, Any]) -> None:
        table_id, table, invite = _table_id(message), message.get("table"), message.get("invite")
        tokens, public = message.get("tokens"), message.get("public")
        if table_id is None or not isinstance(table, str) or not isinstance(invite, str) or \
                not isinstance(tokens, dict) or not isinstance(public, bool):
            return
        seats = {int(s): t for s, t in tokens.items()
                 if isinstance(s, str) and s.isdigit() and isinstance(t, str)}
        for client in list(self.hub.clients.get(table_id, ())):
            client.send(rematch_message(client, table, invite, seats, public))

    def _republish(self, _origin: str) -> None:
        for table_id, share in self.hub.presence.locals().items():
            self.presence(table_id, share)

    def _peer_gone(self, origin: str) -> None:
        for table_id in self.hub.presence.drop_origin(origin):
            self.hub.show_presence(table_id)
        self.hub.lobby_feed.changed()  # its spectators are no longer counted
        # its tables' clocks and bots: every running table is taken up as at a start
        self.hub.background(self.hub.resume())
