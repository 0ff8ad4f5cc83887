"""The process exits cleanly after registering the games, whoever still holds the creators."""

from __future__ import annotations

import subprocess
import sys

import pytest

pytest.importorskip("pyspiel", reason="needs the [openspiel] extra (pip install -e '.[openspiel]')")

# Drops every Python reference to the registered creators, so that only pyspiel's registry
# (a C++ static, destroyed after the interpreter) still holds them; the end of a pytest run
# reached the same state and aborted with exit 134.
FORGET = """
import sys, gc, chocolatier, chocolatier.openspiel as m
for name in ("_factory", "_chocolatl", "_creator", "_type"):
    m.__dict__.pop(name, None)
del chocolatier.openspiel, sys.modules["chocolatier.openspiel"], m
gc.collect()
"""


def test_exit_after_registering_is_clean() -> None:
    done = subprocess.run([sys.executable, "-c", FORGET], capture_output=True, text=True,
                          timeout=120, check=False)
    assert done.returncode == 0, done.stderr
