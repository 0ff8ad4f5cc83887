"""Who watches a table: every connection of the table is told the names spectators gave (in the
chat) and how many gave none, as they come, name themselves and leave (presence messages)."""

from __future__ import annotations

from starlette.testclient import TestClient

from tests.server.conftest import HUMAN, create_table
from tests.server.helpers import Seat


def watching(seat: Seat, names: list[str], anonymous: int) -> None:
    """Read presence messages until the spectators are these."""
    while True:
        spectators = seat.receive("presence")["spectators"]
        if spectators == {"names": names, "anonymous": anonymous}:
            return


def test_the_table_knows_who_is_watching(client: TestClient) -> None:
    made = create_table(client, [HUMAN, HUMAN], options={"public": True})
    url = f"/ws/tables/{made['id']}"
    with client.websocket_connect(url) as ws:
        ann = Seat(ws, made["token"])
        watching(ann, [], 0)
        with client.websocket_connect(url) as ws_1, client.websocket_connect(url) as ws_2:
            first, second = Seat(ws_1, None), Seat(ws_2, None)
            watching(ann, [], 2)
            # a spectator who chats under a name is listed by it
            ws_2.send_json({"type": "chat", "text": "hello", "name": "Kim"})
            watching(ann, ["Kim"], 1)
            watching(first, ["Kim"], 1)
            watching(second, ["Kim"], 1)
        # they left
        watching(ann, [], 0)
