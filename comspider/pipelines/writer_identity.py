"""Who wrote a pending comment batch, and whether that process is still alive.

A batch is only reconciled once its writer is gone, and only on the writer's host (its
feed files are there). The identity is the host name, the boot, the pid and the pid's
start time (``/proc``), so that a pid the system gave again to another process is not
taken for the writer. Without ``/proc`` the pid alone decides: a reused pid then leaves
the batch pending (never reconciled twice), which errs on the side of waiting.

A crawl also names itself (``crawl``, :func:`begin_crawl`): a batch of this very process
whose crawl has ended (stopped by a feed it could not write, and another crawl run after
it in the same process: a test, a notebook) is settled like a dead process's.
"""

from __future__ import annotations

import os
import socket
import threading
import uuid
from pathlib import Path
from typing import Any

ALIVE, DEAD, ELSEWHERE = "alive", "dead", "elsewhere"
_PROC = Path("/proc")
_running: set[str] = set()  # the crawls of this process that have not ended
_lock = threading.Lock()


def begin_crawl() -> str:
    """A name for a crawl of this process, running until :func:`end_crawl`."""
    name = uuid.uuid4().hex
    with _lock:
        _running.add(name)
    return name


def end_crawl(name: str) -> None:
    with _lock:
        _running.discard(name)


def _start_time(pid: int) -> str | None:
    """The process's start time since boot (clock ticks), None if there is no such pid."""
    try:
        stat = (_PROC / str(pid) / "stat").read_text()
    except OSError:
        return None
    return stat.rsplit(")", 1)[1].split()[19]  # field 22; the name before ")" may hold spaces


def _boot_id() -> str | None:
    try:
        return (_PROC / "sys" / "kernel" / "random" / "boot_id").read_text().strip()
    except OSError:
        return None


def this_process(crawl: str | None = None) -> dict[str, Any]:
    pid = os.getpid()
    writer = {"host": socket.gethostname(), "boot": _boot_id(), "pid": pid, "start": _start_time(pid)}
    if crawl is not None:
        writer["crawl"] = crawl
    return writer


def writer_state(writer: Any) -> str:
    """ALIVE, DEAD, or ELSEWHERE (another host: cannot tell, and its files are not here)."""
    if not isinstance(writer, dict) or writer.get("host") != socket.gethostname():
        return ELSEWHERE
    boot = _boot_id()
    if boot and writer.get("boot") and writer["boot"] != boot:
        return DEAD  # the host rebooted since
    try:
        pid = int(writer["pid"])
    except (KeyError, TypeError, ValueError):
        return ELSEWHERE
    if writer.get("start") is not None and _PROC.is_dir():
        state = ALIVE if _start_time(pid) == writer["start"] else DEAD
    else:
        try:
            os.kill(pid, 0)
            state = ALIVE
        except ProcessLookupError:
            state = DEAD
        except PermissionError:
            state = ALIVE  # someone else's process holds the pid
    if state == ALIVE and pid == os.getpid() and writer.get("crawl"):
        with _lock:
            return ALIVE if writer["crawl"] in _running else DEAD
    return state
