"""evaluate feed_start reads a crawl's log as it comes: a stand-in crawl process that
prints the lines a feed crawl logs, then waits to be stopped with SIGINT as the user
would stop it."""

from __future__ import annotations

import subprocess
import sys

from comspider_lab.evaluation.feed_start import _watch

CRAWL = r"""
import signal, sys, time
signal.signal(signal.SIGINT, lambda *_: sys.exit(0))
log = sys.stderr
log.write("2026-11-26 12:00:00 [scrapy.core.engine] INFO: Spider opened\n")
for i in range(3):
    log.write(f"2026-11-26 12:00:01 [comspider.scheduling.scheduler] INFO: Queued http://a.example/{i}: due now\n")
log.flush()
log.write("2026-11-26 12:00:02 [comspider.monitoring.crawl_monitor] INFO: Visited http://a.example/0 (visit 1): comments_found\n")
log.write("2026-11-26 12:00:02 [comspider.monitoring.crawl_monitor] WARNING: Visited http://a.example/1 (visit 1): error\n")
log.flush()
while True:
    time.sleep(0.1)
"""


def test_first_visit_counts_and_the_stop() -> None:
    proc = subprocess.Popen(
        [sys.executable, "-c", CRAWL], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True
    )
    start = _watch(proc, window=0.5, limit=60, articles=3)
    assert proc.returncode == 0, "stopped with SIGINT"
    assert start.first_visit is not None and start.first_visit >= 0
    assert (start.queued_before, start.visits, start.queued_in_window, start.articles) == (3, 2, 0, 3)
