"""Child processes of tests, benchmarks and dataset builders (redis-server, Isso, Scrapyd)."""

from __future__ import annotations

import subprocess


def stop_process(proc: subprocess.Popen, timeout: float = 10.0) -> None:
    """Terminate a process, and kill it when it does not go within ``timeout`` seconds."""
    proc.terminate()
    try:
        proc.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait(timeout=5)
