"""comspider.browser.processes: the process tree from /proc."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from comspider.browser import processes
from comspider.browser.processes import (
    RendererGuard,
    browser_processes,
    children_map,
    descendants,
    is_browser_process,
    private_mb,
    renderer_processes,
)
from comspider.browser.visit_limits import LimitConfig, VisitLimits


def test_a_child_and_its_child_are_descendants_and_no_browser() -> None:
    code = "import subprocess, sys; subprocess.run([sys.executable, '-c', 'import time; time.sleep(30)'])"
    child = subprocess.Popen([sys.executable, "-c", code])
    try:
        for _ in range(200):  # until the grandchild exists
            below = descendants(os.getpid())
            if len(below) >= 2:
                break
            subprocess.run(["sleep", "0.05"], check=True)
        assert child.pid in below and len(below) >= 2
        assert child.pid in children_map()[os.getpid()]
        assert not is_browser_process(child.pid)
        assert browser_processes(child.pid) == []
    finally:
        for pid in descendants(child.pid):
            os.kill(pid, 9)
        child.kill()
        child.wait()


# A page holding 20 MB array buffers, one more every 20 ms up to about 700 MB (then it
# stops: a guard that failed would not take the machine with it).
HOG = """<!doctype html><html><body><p>A page that hoards memory.</p><script>
window.bufs = [];
const grow = () => { if (window.bufs.length < 35) { window.bufs.push(new Uint8Array(20e6).fill(1)); setTimeout(grow, 20); } };
setTimeout(grow, 200);
</script></body></html>"""


@pytest.mark.browser
def test_the_renderer_guard_kills_a_renderer_above_its_bound_and_its_visit_names_the_memory_limit(
    chromium: Any, static_site: Any
) -> None:
    """Read from /proc, whatever the page does: a renderer above the bound is killed
    (the others are left alone), and the visit whose page crashed with it stops with
    ``memory_limit``, not as a crash."""
    url = static_site.write("hog.html", HOG)
    small = static_site.write("small.html", "<!doctype html><html><body><p>Small.</p></body></html>")

    async def go() -> dict[str, Any]:
        quiet = await chromium.context()
        await (await quiet.new_page()).goto(small)
        context = await chromium.context()
        limits = VisitLimits(context, LimitConfig(max_memory_mb=0), url=url).attach()
        guard = RendererGuard(250.0, 0.1)
        try:
            renderers_before = renderer_processes(os.getpid())
            page = await context.new_page()
            await page.goto(url)
            guard.start()
            try:
                await asyncio.wait_for(limits.tripped.wait(), 60)
            except TimeoutError:
                pass
            return {
                "renderers": renderers_before,
                "reason": limits.reason,
                "killed": guard.killed,
                "peak": guard.peak_mb,
                "quiet alive": await (quiet.pages[0]).evaluate("1 + 1"),
            }
        finally:
            guard.stop()
            limits.detach()
            await context.close()
            await quiet.close()

    seen = chromium.run(go(), timeout=120)
    assert seen["renderers"], "the quiet page's renderer is found under this process"
    assert seen["reason"] == "memory_limit" and seen["killed"] == 1, seen
    assert seen["peak"] > 250
    assert seen["quiet alive"] == 2, "the renderer of another context is left alone"


def test_the_guard_off_or_below_its_bound_kills_nothing() -> None:
    guard = RendererGuard(0.0, 1.0)
    guard.start()
    assert guard._task is None  # 0: off
    assert RendererGuard(1e9, 1.0).check() == []


# A stand-in for a Chromium launch, read from /proc like the real one: a launcher (the
# guard's root) whose child, a Python named "chromium" (a link), starts one zygote
# ("--type=zygote") on each line it reads; a zygote given an argument starts one renderer
# ("--type=renderer") below it, as the second zygote of a real browser does.
_SLEEP = "import time; time.sleep(120)"
_ZYGOTE = (
    "import subprocess, sys, time\n"
    "if len(sys.argv) > 2:\n"
    f"    subprocess.Popen([sys.executable, '-c', {_SLEEP!r}, '--type=renderer'])\n"
    "time.sleep(120)\n"
)
_BROWSER = (
    "import subprocess, sys\n"
    "for line in sys.stdin:\n"
    f"    subprocess.Popen([sys.executable, '-c', {_ZYGOTE!r}, '--type=zygote'] + line.split())\n"
)
_LAUNCHER = (
    "import subprocess, sys\n"
    f"browser = subprocess.Popen([sys.argv[1], '-c', {_BROWSER!r}], stdin=subprocess.PIPE)\n"
    "for line in sys.stdin:\n"
    "    browser.stdin.write(line.encode()); browser.stdin.flush()\n"
)


def _until(found: Any) -> Any:
    for _ in range(400):  # until the processes exist (each step polls /proc)
        value = found()
        if value:
            return value
        subprocess.run(["sleep", "0.05"], check=True)
    return found()


def test_the_guard_finds_the_renderers_of_a_zygote_started_after_its_first_scan(tmp_path: Path) -> None:
    """A browser starts its zygotes one after the other; the guard's scan between the two
    (while the browser launched, the guard already ticking) saw the first alone. The
    renderers of the second, started later, are the guard's all the same."""
    chromium = tmp_path / "chromium"
    chromium.symlink_to(os.path.realpath(sys.executable))
    launcher = subprocess.Popen([sys.executable, "-c", _LAUNCHER, str(chromium)], stdin=subprocess.PIPE)
    assert launcher.stdin is not None
    try:
        guard = RendererGuard(1.0, 1.0, root=launcher.pid)
        _until(lambda: browser_processes(launcher.pid))
        launcher.stdin.write(b"\n")  # the first zygote (no renderer below it)
        launcher.stdin.flush()
        _until(lambda: len(descendants(launcher.pid)) >= 2)
        assert guard.renderers() == []  # the scan between the two zygotes
        launcher.stdin.write(b"renderer\n")  # the second, and a renderer below it
        launcher.stdin.flush()
        renderers = _until(guard.renderers)
        assert renderers == renderer_processes(launcher.pid) and len(renderers) == 1
        # a process just started holds less than a megabyte until its interpreter has loaded
        _until(lambda: private_mb(renderers[0]) > 1.0)
        assert guard.check() == renderers  # above its bound (1 MB): killed
    finally:
        for pid in descendants(launcher.pid):
            try:
                os.kill(pid, 9)
            except OSError:
                pass
        launcher.kill()
        launcher.wait()


def test_a_renderer_killed_and_not_yet_gone_is_no_second_kill(monkeypatch: pytest.MonkeyPatch) -> None:
    """On a loaded machine a renderer dies some ticks after its SIGKILL, its memory still
    held meanwhile: the next tick kills nothing more, and the guard counts one kill (the
    fresh-clone suite counted three)."""
    holder = subprocess.Popen([sys.executable, "-c", "b = bytearray(8_000_000); import time; time.sleep(60)"])
    try:
        _until(lambda: private_mb(holder.pid) > 5.0)
        guard = RendererGuard(1.0, 1.0)
        monkeypatch.setattr(guard, "renderers", lambda: [holder.pid])
        signals: list[int] = []
        monkeypatch.setattr(processes.os, "kill", lambda pid, sig: signals.append(pid))  # dying, not gone
        assert guard.check() == [holder.pid]
        assert guard.check() == []
        assert guard.killed == 1 and signals == [holder.pid]
    finally:
        monkeypatch.undo()  # os.kill itself was the stand-in
        holder.kill()
        holder.wait()
