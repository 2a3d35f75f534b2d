"""CPU seconds of the crawl's own process and of the processes it started (Playwright's
driver, Chromium and its renderers, GPU and utility processes), read from /proc while they
run: each live descendant's own time plus that of the children it has reaped (renderers
closed with their pages)."""

from __future__ import annotations

import os
import resource


def _stat(pid: int | str) -> tuple[int, float] | None:
    """(parent pid, CPU seconds of the process and its reaped children)."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as fh:
            fields = fh.read().rsplit(b")", 1)[1].split()
    except (OSError, IndexError):
        return None
    try:
        ticks = sum(int(x) for x in fields[11:15])  # utime, stime, cutime, cstime
        return int(fields[1]), ticks / os.sysconf("SC_CLK_TCK")
    except (ValueError, IndexError):
        return None


def descendants_cpu(pid: int) -> float | None:
    """CPU seconds of every live descendant of ``pid`` (None where /proc is missing)."""
    try:
        entries = [e for e in os.listdir("/proc") if e.isdigit()]
    except OSError:
        return None
    parent: dict[int, int] = {}
    cpu: dict[int, float] = {}
    for entry in entries:
        found = _stat(entry)
        if found is not None:
            parent[int(entry)], cpu[int(entry)] = found
    kids: dict[int, list[int]] = {}
    for child, ppid in parent.items():
        kids.setdefault(ppid, []).append(child)
    total, todo = 0.0, list(kids.get(pid, ()))
    while todo:
        child = todo.pop()
        total += cpu.get(child, 0.0)
        todo.extend(kids.get(child, ()))
    return total


def process_cpu() -> tuple[float, float | None]:
    """(CPU seconds of this process, of the processes it started, live or reaped)."""
    me = resource.getrusage(resource.RUSAGE_SELF)
    reaped = resource.getrusage(resource.RUSAGE_CHILDREN)
    live = descendants_cpu(os.getpid())
    started = None if live is None else live + reaped.ru_utime + reaped.ru_stime
    return me.ru_utime + me.ru_stime, started
