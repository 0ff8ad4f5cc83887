"""Real ``chocolatier serve`` processes for the tests that need several, a signal or a proxy."""

from __future__ import annotations

import socket
import subprocess
import sys
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path

import httpx


def free_port() -> int:
    """A loopback port nobody listens on now."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def wait_http(url: str, timeout: float = 60, process: subprocess.Popen[bytes] | None = None,
              status: int = 200) -> None:
    """Wait until ``url`` answers ``status`` (a process that died meanwhile fails at once)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process is not None and process.poll() is not None:
            raise AssertionError(f"the process ended with {process.returncode}")
        try:
            if httpx.get(url, timeout=2).status_code == status:
                return
        except httpx.TransportError:
            pass
        time.sleep(0.05)
    raise AssertionError(f"{url} did not answer {status} in {timeout} s")


def start_serve(database: str, port: int, log: Path, extra: Sequence[str] = ()) -> (
        subprocess.Popen[bytes]):
    """``chocolatier serve`` on ``port``, ready (``/readyz`` 200); its stderr goes to ``log``."""
    command = [sys.executable, "-c", "from chocolatier.cli import main; main()", "serve",
               "--port", str(port), "--database", database, "--bot-delay", "0",
               "--allow-seeds", "--bot-workers", "1", *extra]
    with log.open("ab") as sink:
        process = subprocess.Popen(command, stdout=sink, stderr=sink)
    try:
        wait_http(f"http://127.0.0.1:{port}/readyz", process=process)
    except AssertionError:
        process.kill()
        process.wait()
        raise AssertionError("serve did not start: " + log.read_text()[-3000:]) from None
    return process


def stop(process: subprocess.Popen[bytes], timeout: float = 30) -> int:
    """SIGTERM, then SIGKILL if it does not end in ``timeout``; its exit code."""
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(timeout)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
    return process.returncode


@contextmanager
def serving(database: str, count: int, logs: Path, extra: Sequence[str] = ()) -> Iterator[
        list[int]]:
    """``count`` serve processes on one database; yields their ports."""
    ports = [free_port() for _ in range(count)]
    processes: list[subprocess.Popen[bytes]] = []
    try:
        for index, port in enumerate(ports):
            processes.append(start_serve(database, port, logs / f"serve-{index}.log", extra))
        yield ports
    finally:
        for process in processes:
            stop(process)
