"""Skip markers for tests that need an extra beyond ``[test]``: a ``[test]``-only environment
skips them, saying which extra to install (CONTRIBUTING.md)."""

from __future__ import annotations

from importlib.util import find_spec

import pytest


def _installed(*modules: str) -> bool:
    return all(find_spec(module) is not None for module in modules)


#: The simulation commands (simulate, tournament, balance, analyze): openskill, matplotlib.
needs_sim = pytest.mark.skipif(not _installed("openskill", "matplotlib"),
                               reason="needs the [sim] extra (pip install -e '.[sim]')")
#: The reviews' value net reads the RL encoder (PettingZoo).
needs_rl = pytest.mark.skipif(not _installed("pettingzoo"),
                              reason="needs the [rl] extra (pip install -e '.[rl]')")
#: serve and the database commands.
needs_server = pytest.mark.skipif(not _installed("uvicorn", "psycopg"),
                                  reason="needs the [server] extra (pip install -e '.[server]')")
