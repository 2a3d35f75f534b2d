"""comspider.browser.processes: the process tree from /proc."""

from __future__ import annotations

import os
import subprocess
import sys

from comspider.browser.processes import browser_processes, children_map, descendants, is_browser_process


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
