"""A private ``redis-server`` on a free loopback port, for tests and benchmarks.

Debian's ``redis-server`` (``COMSPIDER_REDIS_SERVER`` overrides the path), no persistence,
bound to 127.0.0.1, its log in the given folder.
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import time
from pathlib import Path

REDIS_SERVER = (
    os.environ.get("COMSPIDER_REDIS_SERVER") or shutil.which("redis-server") or "/usr/bin/redis-server"
)


def available() -> bool:
    return os.path.isfile(REDIS_SERVER) and os.access(REDIS_SERVER, os.X_OK)


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def ping(port: int) -> bool:
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=0.5) as sock:
            sock.sendall(b"PING\r\n")
            return sock.recv(64).startswith(b"+PONG")
    except OSError:
        return False


def start_redis(folder: Path, attempts: int = 5) -> tuple[subprocess.Popen[bytes], int]:
    """Start redis-server; (process, port). Tries another port when the probed one was
    taken before the bind."""
    last_error = "did not start"
    for _ in range(attempts):
        port = free_port()
        log = folder / f"redis-{port}.log"
        proc = subprocess.Popen(
            [
                REDIS_SERVER,
                "--port",
                str(port),
                "--bind",
                "127.0.0.1",
                "--dir",
                str(folder),
                "--save",
                "",
                "--appendonly",
                "no",
                "--daemonize",
                "no",
                "--protected-mode",
                "yes",
                "--logfile",
                str(log),
            ],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        deadline = time.monotonic() + 15.0
        while time.monotonic() < deadline and proc.poll() is None:
            if ping(port):
                return proc, port
            time.sleep(0.05)
        if proc.poll() is None:
            proc.kill()
        proc.wait(timeout=5)
        last_error = log.read_text(errors="replace")[-500:] if log.exists() else "no log"
    raise RuntimeError(f"redis-server would not start: {last_error}")
