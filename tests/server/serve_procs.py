"""Real ``chocolatier serve`` processes writing their logs to files (a test reads them), and a
private nginx in front of them (deploy/nginx_site.py), for the operations tests."""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from types import ModuleType

import httpx

from tests.server import processes
from tests.server.processes import ROOT, SERVE, wait_for

# this helper's ports (the multi-process helper has 18550-18599)
PORTS = range(18600, 18650)


def free_port() -> int:
    """A free port of this helper's range."""
    return processes.free_port(PORTS)


def answers(url: str, status: int = 200) -> bool:
    """Whether ``url`` answers ``status`` now."""
    try:
        return httpx.get(url, timeout=2).status_code == status
    except httpx.TransportError:
        return False


def start_serve(database: str, port: int, log: Path, extra: Sequence[str] = ()) -> (
        subprocess.Popen[bytes]):
    """``chocolatier serve`` on ``port``, once ready (``/readyz`` 200); its output goes to
    ``log``."""
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(
        [str(ROOT / "src"), str(ROOT), os.environ.get("PYTHONPATH", "")])}
    command = [sys.executable, "-c", SERVE, "serve", "--port", str(port), "--database", database,
               "--bot-delay", "0", "--allow-seeds", "--bot-workers", "1", *extra]
    with log.open("ab") as sink:
        process = subprocess.Popen(command, cwd=ROOT, env=env, stdout=sink, stderr=sink)

    def ready() -> bool:
        if process.poll() is not None:
            raise AssertionError("serve ended: " + log.read_text()[-3000:])
        return answers(f"http://127.0.0.1:{port}/readyz")

    try:
        wait_for(ready, f"serve on port {port}")
    except AssertionError:
        stop(process)
        raise
    return process


def stop(process: subprocess.Popen[bytes], timeout: float = 30) -> int | None:
    """SIGTERM, then SIGKILL if it has not ended in ``timeout`` s; its exit status."""
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
    processes: list[subprocess.Popen[bytes]] = []
    ports: list[int] = []
    try:
        for index in range(count):
            ports.append(free_port())
            processes.append(start_serve(database, ports[-1], logs / f"serve-{index}.log",
                                         extra))
        yield ports
    finally:
        for process in processes:
            stop(process)


def nginx_site() -> ModuleType:
    """deploy/nginx_site.py (a script of the checkout, not of the package)."""
    spec = importlib.util.spec_from_file_location("nginx_site", ROOT / "deploy" / "nginx_site.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@contextmanager
def nginx(ports: Sequence[int], folder: Path) -> Iterator[str]:
    """A private nginx in front of the serve processes on ``ports``; yields its base URL."""
    port = free_port()
    process = nginx_site().start_local([f"127.0.0.1:{p}" for p in ports], folder, port)
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        process.terminate()
        process.wait(30)
