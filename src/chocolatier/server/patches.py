"""Lighter state messages: after its first full ``state``, a connection that asked for patches
(``"patches": true`` in its hello) gets each new state as a ``patch``: what changed in its own
seat's payload since the one it holds.

The diff is computed from that seat's own two payloads only (the one the connection holds and
the new one), so a patch carries nothing its seat's full state would not: every value in it is
a part of the new payload, every key one of the two. It is a list of operations, each a JSON
array whose first item is a path (the keys and list indexes from the payload's root):

* ``[path]``: delete that key of an object;
* ``[path, value]``: set that key or list item to ``value`` (added or replaced);
* ``[path, start, count, items]``: the list at ``path`` loses ``count`` items from ``start``
  and gets ``items`` there instead (a list that grew or shrank).

Every full state and patch has a ``rev`` (a number of this server process, new for each
payload built); a patch names the ``base`` it applies to. A connection whose state is not that
base (it missed a message) asks for the full state again (``{"type": "sync"}``); so does a
reconnecting page (its hello is answered with a full state). The log is sent as in a full state
(``log_from`` and the lines from there).
"""

from __future__ import annotations

import copy
import itertools
from typing import Any

import orjson

from chocolatier.server.clients import Client
from chocolatier.server.live import LiveTable

Path = list[str | int]
Operation = list[Any]

# one process's payload numbers (a client talks to one process: they never mix)
_revs = itertools.count(1)


def diff(old: Any, new: Any) -> list[Operation]:
    """The operations that turn ``old`` into ``new`` (JSON-like values: dicts with string keys,
    lists, scalars); nothing when they are equal."""
    ops: list[Operation] = []
    if old != new:
        _diff(old, new, [], ops)
    return ops


def _diff(old: Any, new: Any, path: Path, ops: list[Operation]) -> None:
    # called only on unequal values
    if type(old) is dict and type(new) is dict:
        for key in old:
            if key not in new:
                ops.append([[*path, key]])
        for key, value in new.items():
            if key not in old:
                ops.append([[*path, key], value])
            elif old[key] != value:
                _diff(old[key], value, [*path, key], ops)
    elif type(old) is list and type(new) is list and path:
        if len(old) == len(new):
            for index, (was, now) in enumerate(zip(old, new, strict=True)):
                if was != now:
                    _diff(was, now, [*path, index], ops)
            return
        # a list that grew or shrank: what lies between its equal head and tail is replaced
        shorter = min(len(old), len(new))
        head = 0
        while head < shorter and old[head] == new[head]:
            head += 1
        tail = 0
        while tail < shorter - head and old[-1 - tail] == new[-1 - tail]:
            tail += 1
        ops.append([path, head, len(old) - head - tail, new[head:len(new) - tail]])
    elif path:
        ops.append([path, new])
    else:
        raise ValueError("a patch applies to an object")


def apply(doc: Any, ops: list[Operation]) -> Any:
    """``doc`` with the operations applied (a new value: ``doc`` is left as it was)."""
    doc = copy.deepcopy(doc)
    for op in ops:
        path = op[0]
        if not isinstance(path, list) or not path or len(op) not in (1, 2, 4):
            raise ValueError(f"not a patch operation: {op!r}")
        parent = doc
        for key in path[:-1]:
            parent = parent[key]
        last = path[-1]
        if len(op) == 1:
            del parent[last]
        elif len(op) == 2:
            parent[last] = op[1]
        else:
            start, count, items = op[1], op[2], op[3]
            parent[last][start:start + count] = items
    return doc


class Push:
    """The state messages of one change of a table: each seat's payload is built once, and
    each patch or full state encoded once for all the connections that get the same."""

    def __init__(self, live: LiveTable) -> None:
        self.live = live
        self._payloads: dict[int | None, tuple[int, dict[str, Any]]] = {}
        self._texts: dict[tuple[int | None, int | None, int], str] = {}
        self._shared: dict[str, Any] | None = None

    def _payload(self, seat: int | None) -> tuple[int, dict[str, Any]]:
        found = self._payloads.get(seat)
        if found is None:
            if self._shared is None:
                self._shared = self.live.shared()
            found = self._payloads[seat] = (next(_revs), self.live.payload(seat, self._shared))
        return found

    def message(self, client: Client, log_from: int, full: bool = False) -> str:
        """The message taking ``client`` to the table's current state, with the log from line
        ``log_from`` on: a patch of what it holds when it asked for patches (and holds a state,
        and ``full`` is not asked), else the full state. It now holds that state."""
        seat = client.seat
        rev, payload = self._payload(seat)
        base = client.shown_rev if client.patches and client.shown is not None and not full \
            else None
        key = (seat, base, log_from)
        text = self._texts.get(key)
        if text is None:
            first, lines = self.live.log_for(seat, log_from)
            if base is None:
                message = {**payload, "rev": rev, "log_from": first, "log": lines}
            else:
                message = {"type": "patch", "base": base, "rev": rev,
                           "diff": diff(client.shown, payload), "log_from": first, "log": lines}
            text = self._texts[key] = orjson.dumps(message).decode()
        client.shown, client.shown_rev = payload, rev
        return text
