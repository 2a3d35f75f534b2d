"""Chromium's processes among a process's descendants, read from /proc (Linux; elsewhere
none are found). The handler kills a wedged browser with them; the lab's fault table and
the crash tests find the browser to kill the same way."""

from __future__ import annotations

import contextlib
import os
import signal

#: Executable names of a Chromium browser process.
BROWSER_NAMES = {b"chromium", b"chrome", b"headless_shell", b"chrome-headless-shell"}


def children_map() -> dict[int, list[int]]:
    """Every process's children, by parent pid (empty where /proc cannot be read)."""
    kids: dict[int, list[int]] = {}
    try:
        entries = os.listdir("/proc")
    except OSError:
        return kids
    for entry in entries:
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat", "rb") as fh:
                ppid = int(fh.read().rsplit(b")", 1)[1].split()[1])
        except (OSError, ValueError, IndexError):
            continue  # gone meanwhile
        kids.setdefault(ppid, []).append(int(entry))
    return kids


def descendants(pid: int) -> list[int]:
    kids, out, todo = children_map(), [], [pid]
    while todo:
        for child in kids.get(todo.pop(), []):
            out.append(child)
            todo.append(child)
    return out


def is_browser_process(pid: int) -> bool:
    """A Chromium browser process (not one of its renderers, GPU or utility processes)."""
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as fh:
            argv = fh.read().split(b"\0")
    except OSError:
        return False
    return (
        bool(argv)
        and os.path.basename(argv[0]) in BROWSER_NAMES
        and not any(a.startswith(b"--type=") for a in argv)
    )


def browser_processes(root: int) -> list[int]:
    return [pid for pid in descendants(root) if is_browser_process(pid)]


def kill_browser_processes(root: int | None = None) -> int:
    """SIGKILL the Chromium browser processes among ``root``'s descendants (this
    process's by default). Returns how many were killed."""
    pids = browser_processes(root or os.getpid())
    for pid in pids:
        with contextlib.suppress(OSError):
            os.kill(pid, signal.SIGKILL)
    return len(pids)
