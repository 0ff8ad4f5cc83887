"""A clock for the server's table clocks that moves only when a test says, so that time-outs,
banks and deadlines are tested without waiting for them (``create_app(config, clock)``)."""

from __future__ import annotations

import time

from starlette.testclient import TestClient

from chocolatier.server.hub import Hub


class ManualClock:
    """Seconds since the epoch, standing still from the real time of its making until
    :meth:`advance` moves it."""

    def __init__(self) -> None:
        self.now = time.time()

    def __call__(self) -> float:
        return self.now

    def advance(self, client: TestClient, seconds: float) -> None:
        """Move the clock ``seconds`` ahead, and have the server of ``client`` look at it."""
        self.now += seconds
        hub: Hub = client.app.state.hub  # type: ignore[attr-defined]
        assert client.portal is not None
        client.portal.call(hub.wake_clocks)


#: A test server whose clocks read a :class:`ManualClock` (the ``timed`` fixture).
Timed = tuple[TestClient, ManualClock]
