"""Who wrote a pending comment batch, and whether that process is still alive.

A batch is only reconciled once its writer is gone, and only on the writer's host (its
feed files are there). The identity is the host name, the boot, the pid and the pid's
start time (``/proc``), so that a pid the system gave again to another process is not
taken for the writer. Without ``/proc`` the pid alone decides: a reused pid then leaves
the batch pending (never reconciled twice), which errs on the side of waiting.
"""

from __future__ import annotations

import os
import socket
from pathlib import Path
from typing import Any

ALIVE, DEAD, ELSEWHERE = "alive", "dead", "elsewhere"
_PROC = Path("/proc")


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


def this_process() -> dict[str, Any]:
    pid = os.getpid()
    return {"host": socket.gethostname(), "boot": _boot_id(), "pid": pid, "start": _start_time(pid)}


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
        return ALIVE if _start_time(pid) == writer["start"] else DEAD
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return DEAD
    except PermissionError:
        return ALIVE  # someone else's process holds the pid
    return ALIVE
