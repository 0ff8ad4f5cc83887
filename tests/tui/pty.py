"""Start the real ``chocolatier`` program in a pseudo-terminal (pexpect) for the tests."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pexpect

ROOT = Path(__file__).resolve().parents[2]

# The toy game lives in the tests, so the program is started through a launcher that registers it.
TOY_LAUNCHER = (
    "import sys; from chocolatier.core import registry; "
    "registry._GAMES['toy'] = 'tests.core.toy:ToyGame'; "
    "from chocolatier.cli import main; sys.argv[0] = 'chocolatier'; main()"
)


def spawn(*args: str, toy: bool = False, timeout: float = 20) -> pexpect.spawn:
    """``chocolatier ARGS`` in a 120×50 pseudo-terminal without colours (plain text to match)."""
    env = dict(os.environ, TERM="dumb", COLUMNS="120", LINES="50", NO_COLOR="1")
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), env.get("PYTHONPATH", "")])
    if toy:
        program, argv = sys.executable, ["-c", TOY_LAUNCHER, *args]
    else:
        program, argv = str(Path(sys.executable).with_name("chocolatier")), list(args)
    return pexpect.spawn(
        program,
        argv,
        cwd=str(ROOT),
        env=env,
        encoding="utf-8",
        timeout=timeout,
        dimensions=(50, 120),
    )
