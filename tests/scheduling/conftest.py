"""Fixtures for the scheduling tests: a real redis-server on a free loopback port, and
every store backend (memory, SQLite, Redis) behind one parametrised fixture."""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import time
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from comspider.scheduling.backend import Backend, open_memory, open_redis, open_sqlite

REDIS_SERVER = os.environ.get("COMSPIDER_REDIS_SERVER") or shutil.which("redis-server") \
    or "/usr/bin/redis-server"


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _ping(port: int) -> bool:
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=0.5) as sock:
            sock.sendall(b"PING\r\n")
            return sock.recv(64).startswith(b"+PONG")
    except OSError:
        return False


def _start_redis(workdir: Path) -> tuple[subprocess.Popen[bytes], int]:
    last_error = "did not start"
    for _ in range(5):  # a port taken between the probe and the bind: try another one
        port = _free_port()
        log = workdir / f"redis-{port}.log"
        proc = subprocess.Popen(
            [REDIS_SERVER, "--port", str(port), "--bind", "127.0.0.1", "--dir", str(workdir),
             "--save", "", "--appendonly", "no", "--daemonize", "no",
             "--protected-mode", "yes", "--logfile", str(log)],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.monotonic() + 15.0
        while time.monotonic() < deadline and proc.poll() is None:
            if _ping(port):
                return proc, port
            time.sleep(0.05)
        if proc.poll() is None:
            proc.kill()
        proc.wait(timeout=5)
        last_error = log.read_text(errors="replace")[-500:] if log.exists() else "no log"
    raise RuntimeError(f"redis-server would not start: {last_error}")


@pytest.fixture(scope="session")
def redis_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """redis://127.0.0.1:<port>/0 of a private redis-server, stopped after the session."""
    if not (os.path.isfile(REDIS_SERVER) and os.access(REDIS_SERVER, os.X_OK)):
        pytest.skip(f"redis-server not found at {REDIS_SERVER} "
                    "(apt-get install redis-server, or set COMSPIDER_REDIS_SERVER)")
    proc, port = _start_redis(tmp_path_factory.mktemp("redis"))
    try:
        yield f"redis://127.0.0.1:{port}/0"
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(timeout=5)


BACKENDS = [
    "memory",
    "sqlite",
    pytest.param("redis", marks=pytest.mark.redis),
]


@pytest.fixture(params=BACKENDS)
def open_store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Callable[[], Backend]]:
    """A function opening (another connection to) the same store; the first call
    creates it. Memory hands back the same object each time."""
    kind = request.param
    opened: list[Backend] = []
    prefix = f"test-{uuid.uuid4().hex[:12]}"
    path = tmp_path / "queue.sqlite3"
    url = request.getfixturevalue("redis_url") if kind == "redis" else ""
    memory = open_memory() if kind == "memory" else None

    def opener() -> Backend:
        if memory is not None:
            return memory
        backend = open_sqlite(path) if kind == "sqlite" else open_redis(url, prefix)
        opened.append(backend)
        return backend

    opener.kind = kind  # type: ignore[attr-defined]
    yield opener
    for backend in opened:
        backend.close()


@pytest.fixture
def store(open_store: Callable[[], Backend]) -> Backend:
    return open_store()
