"""Drive the real ``chocolatier`` program in a tmux pane, to read what a person would see,
scrollback included (``capture-pane -S -``): what pexpect reads is the byte stream, not the
screen, so it cannot tell what a clear removed."""

from __future__ import annotations

import os
import re
import shlex
import shutil
import subprocess
import sys
import time
import uuid
from pathlib import Path
from types import TracebackType

import pytest

ROOT = Path(__file__).resolve().parents[2]


class Pane:
    """``chocolatier ARGS`` in a detached tmux session of ``width``×``height`` cells, on a
    server of its own (its own socket), stopped on exit of the ``with`` block."""

    def __init__(self, *args: str, width: int = 80, height: int = 24,
                 env: dict[str, str] | None = None) -> None:
        if shutil.which("tmux") is None:
            pytest.skip("tmux is not installed (scripts/test.sh installs it)")
        self.socket = f"chocolatier-test-{uuid.uuid4().hex[:8]}"
        program = str(Path(sys.executable).with_name("chocolatier"))
        pythonpath = os.pathsep.join([str(ROOT / "src"), os.environ.get("PYTHONPATH", "")])
        variables = {"PYTHONPATH": pythonpath, "NO_COLOR": "1", **(env or {})}
        exports = " ".join(f"{k}={shlex.quote(v)}" for k, v in variables.items())
        # the pane stays open after the program ends, so that its last screen can be read
        # sized by the pane alone: a LINES or COLUMNS left in the environment would override it
        command = (f"env -u LINES -u COLUMNS {exports} {shlex.join([program, *args])}; "
                   "echo '[exited]'; sleep 600")
        # The pane is sized (and its history made long) before the program starts: a detached
        # session started without a terminal does not always get the size it was created with.
        self.tmux("new-session", "-d", "-s", "t", "-x", str(width), "-y", str(height),
                  "-c", str(ROOT), "sleep 600")
        self.tmux("set-option", "-g", "history-limit", "50000")
        self.tmux("set-option", "-t", "t", "window-size", "manual")
        self.tmux("resize-window", "-t", "t", "-x", str(width), "-y", str(height))
        self.tmux("respawn-pane", "-k", "-t", "t", "-c", str(ROOT), command)

    def tmux(self, *args: str) -> str:
        """Run a tmux command on this pane's server; its output."""
        done = subprocess.run(["tmux", "-L", self.socket, *args], check=True,
                              capture_output=True, text=True)
        return done.stdout

    def screen(self) -> str:
        """The visible screen."""
        return self.tmux("capture-pane", "-p", "-t", "t")

    def scrollback(self) -> str:
        """Everything the terminal still holds: the scrollback and the screen."""
        return self.tmux("capture-pane", "-p", "-t", "t", "-S", "-")

    def send(self, line: str, timeout: float = 30) -> None:
        """Type ``line`` and Enter, and wait until the terminal shows it (so that a following
        :meth:`wait_for` cannot mistake the prompt just answered for the next one)."""
        before = self.scrollback()
        if line:
            self.tmux("send-keys", "-t", "t", "-l", line)
        self.tmux("send-keys", "-t", "t", "Enter")
        deadline = time.monotonic() + timeout
        while self.scrollback() == before:
            if time.monotonic() > deadline:
                raise AssertionError(f"the terminal did not take {line!r}")
            time.sleep(0.02)

    def wait_for(self, pattern: str, timeout: float = 30) -> str:
        """Wait until the screen's last line (the prompt) matches ``pattern``; the screen."""
        deadline = time.monotonic() + timeout
        while True:
            screen = self.screen()
            lines = [line for line in screen.splitlines() if line.strip()]
            if lines and re.search(pattern, lines[-1]):
                return screen
            if time.monotonic() > deadline:
                raise AssertionError(f"no {pattern!r} on the screen:\n{screen}")
            time.sleep(0.05)

    def __enter__(self) -> Pane:
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: TracebackType | None) -> None:
        subprocess.run(["tmux", "-L", self.socket, "kill-server"], capture_output=True)
