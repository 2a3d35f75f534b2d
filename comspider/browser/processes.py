"""Chromium's processes among a process's descendants, read from /proc (Linux; elsewhere
none are found). The handler kills a wedged browser with them, and the renderer guard
(:class:`RendererGuard`) a renderer that holds more memory than a page may; the lab's
fault table and the crash tests find the browser to kill the same way."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import signal
import time
from typing import Any

logger = logging.getLogger(__name__)

#: Executable names of a Chromium browser process.
BROWSER_NAMES = {
    b"chromium",
    b"chrome",
    b"headless_shell",
    b"chrome-headless-shell",
    b"chromium-headless-shell",
}


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


def _argv(pid: int) -> list[bytes]:
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as fh:
            return fh.read().split(b"\0")
    except OSError:
        return []


def is_browser_process(pid: int) -> bool:
    """A Chromium browser process (not one of its renderers, GPU or utility processes)."""
    argv = _argv(pid)
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


def is_renderer_process(pid: int) -> bool:
    """A Chromium renderer: it holds the DOM and the JavaScript of the pages of one site
    of one browser context (contexts never share a renderer). Chromium's child processes
    rewrite their command line into one string, spaces between the arguments."""
    argv = _argv(pid)
    return (
        bool(argv)
        and os.path.basename(argv[0].split(b" ", 1)[0]) in BROWSER_NAMES
        and any(b"--type=renderer" in a.split() for a in argv)
    )


def renderer_processes(root: int) -> list[int]:
    return [pid for pid in descendants(root) if is_renderer_process(pid)]


def is_zygote_process(pid: int) -> bool:
    """A Chromium zygote: the process its renderers are forked from (their parent)."""
    return any(b"--type=zygote" in a.split() for a in _argv(pid))


def children(pid: int) -> list[int]:
    """The children of ``pid``, from /proc/<pid>/task/*/children (no scan of every
    process; empty when gone or when the kernel does not list them)."""
    out: list[int] = []
    try:
        tasks = os.listdir(f"/proc/{pid}/task")
    except OSError:
        return out
    for task in tasks:
        with contextlib.suppress(OSError, ValueError), open(f"/proc/{pid}/task/{task}/children", "rb") as fh:
            out.extend(int(child) for child in fh.read().split())
    return out


def private_mb(pid: int) -> float:
    """The anonymous resident memory of ``pid`` (resident minus file-backed and shared
    pages, from /proc/<pid>/statm: a page's heap, DOM and buffers), in MB; 0 when it is
    gone. statm is read in microseconds; smaps_rollup's PSS would take the kernel a walk
    of the page tables, tens of milliseconds per renderer on a busy machine, on the
    crawl's event loop."""
    try:
        with open(f"/proc/{pid}/statm", "rb") as fh:
            fields = fh.read().split()
        resident, shared = int(fields[1]), int(fields[2])
    except (OSError, ValueError, IndexError):
        return 0.0
    return max(0, resident - shared) * os.sysconf("SC_PAGE_SIZE") / (1024 * 1024)


# When the renderer guard last killed a renderer (time.monotonic()): a page that crashes
# just after crashed for its memory (comspider.browser.visit_limits).
_last_kill = -1e9


def renderer_killed_within(seconds: float) -> bool:
    """Whether the renderer guard killed a renderer in the last ``seconds``."""
    return time.monotonic() - _last_kill < seconds


class RendererGuard:
    """Every ``interval`` seconds, the private (anonymous resident) memory of each
    Chromium renderer under ``root`` (this process by default), read from /proc: one
    above ``limit_mb`` is killed (one warning, the stat
    ``comspider/browser/renderer_killed``), and the largest seen is kept
    (``peak_mb``, the stat ``comspider/browser/renderer_peak_mb``). The memory bound of
    a visit (COMSPIDER_MAX_CONTEXT_MEMORY_MB) asks the page's renderer itself, which a
    page keeping its main thread busy leaves without an answer while it grows by
    hundreds of MB, and counts neither images, layers nor the copies a snapshot makes;
    /proc answers whatever the renderer does. The killed renderer's pages crash and
    their visits keep what they had read (comspider.browser.visit_limits)."""

    def __init__(self, limit_mb: float, interval: float, stats: Any = None, root: int | None = None) -> None:
        self.limit_mb = float(limit_mb)
        self.interval = float(interval)
        self.stats = stats
        self.root = root or os.getpid()
        self.killed = 0
        self.peak_mb = 0.0
        self._task: asyncio.Task[None] | None = None
        self._browsers: list[int] = []  # found once per browser: a tick reads their children only
        # killed and not yet gone: a renderer dies some ticks after its SIGKILL on a loaded
        # machine (its memory is freed first), and is no second kill
        self._dying: set[int] = set()

    def start(self) -> None:
        if self.limit_mb > 0 and self.interval > 0 and self._task is None:
            self._task = asyncio.ensure_future(self._run())

    def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            self._task = None

    async def _run(self) -> None:
        while True:
            await asyncio.sleep(self.interval)
            try:
                self.check()
            except Exception as exc:  # never break the crawl here
                logger.debug("renderer guard: %r", exc)

    def renderers(self) -> list[int]:
        """The renderers under ``root``: the browser processes' children that are
        renderers, and their zygotes' (the browsers are looked for again, in the whole
        tree, when one is gone: a new browser). The zygotes are read from their browser at
        every tick: a browser starts its two one after the other, and a scan between the
        two, while the browser launched, kept the first alone, the one without renderers,
        for the whole crawl (no renderer was ever watched: a loaded machine's startup is
        slow enough to be caught in between)."""
        if not self._browsers or not all(os.path.exists(f"/proc/{b}") for b in self._browsers):
            self._browsers = browser_processes(self.root)
        if not self._browsers:  # no browser of ours found: the whole tree
            return renderer_processes(self.root)
        out: list[int] = []
        for browser in self._browsers:
            for pid in children(browser):
                if is_zygote_process(pid):
                    out += [r for r in children(pid) if is_renderer_process(r)]
                elif is_renderer_process(pid):  # a Chromium without zygotes
                    out.append(pid)
        return out

    def check(self) -> list[int]:
        """Kill the renderers above the bound now; returns their pids."""
        global _last_kill
        killed = []
        self._dying = {pid for pid in self._dying if os.path.exists(f"/proc/{pid}")}
        for pid in self.renderers():
            if pid in self._dying:
                continue
            used = private_mb(pid)
            if used > self.peak_mb:
                self.peak_mb = used
                if self.stats is not None:
                    self.stats.max_value("comspider/browser/renderer_peak_mb", round(used))
            if self.limit_mb <= 0 or used <= self.limit_mb:
                continue
            try:
                os.kill(pid, signal.SIGKILL)
            except OSError:
                continue  # gone meanwhile
            killed.append(pid)
            self._dying.add(pid)
            _last_kill = time.monotonic()
            self.killed += 1
            if self.stats is not None:
                self.stats.inc_value("comspider/browser/renderer_killed")
            logger.warning(
                "A Chromium renderer held %.0f MB (COMSPIDER_MAX_RENDERER_MB=%g): killed; its visit "
                "keeps what it had read (memory_limit)",
                used,
                self.limit_mb,
            )
        return killed
