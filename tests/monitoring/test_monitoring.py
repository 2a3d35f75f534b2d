"""What a watched crawl prints: the visit line, the progress line (a bar only when asked),
and the end-of-crawl summary table."""

from __future__ import annotations

import pytest

from comspider.items import VisitItem
from comspider.monitoring.lines import progress_bar, progress_line, visit_line
from comspider.monitoring.tally import CrawlTally, duration, summary_table


def _visits() -> list[VisitItem]:
    return [
        VisitItem(
            url="https://a.example/1",
            visit=1,
            outcome="comments_found",
            clicks=1,
            comments=15,
            new_comments=12,
            seconds=8.34,
            platform="disqus",
        ),
        VisitItem(url="https://a.example/2", visit=1, outcome="no_comments", seconds=4.0),
        VisitItem(
            url="https://b.example/1",
            visit=1,
            outcome="error",
            reason="DNS lookup failed: b.example: host not found (net::ERR_NAME_NOT_RESOLVED)",
        ),
        VisitItem(
            url="https://c.example/1",
            visit=2,
            outcome="error",
            reason="connection refused: c.example: nothing listens on that port (net::ERR_CONNECTION_REFUSED)",
            seconds=0.2,
        ),
    ]


def test_visit_line() -> None:
    found, _, dns, _ = _visits()
    assert visit_line(found) == (
        "Visited https://a.example/1 (visit 1): comments_found, 12 new / 15 comments, 1 click, 8.3 s, disqus"
    )
    assert visit_line(dns).startswith(
        "Visited https://b.example/1 (visit 1): error (DNS lookup failed: b.example"
    )
    assert "comments" not in visit_line(dns)


def test_progress_line_and_bar() -> None:
    line = progress_line(
        visited=12, in_progress=2, queued=30, due=4, comments=340, minutes=2.0, next_due="15:53 UTC"
    )
    assert line == (
        "Progress: 12 visited, 2 in progress, 30 queued (4 due, next at 15:53 UTC), 340 comments, 6.0 pages/min"
    )
    assert "█" not in line
    barred = progress_line(visited=12, in_progress=2, queued=30, due=4, comments=340, minutes=2.0, bar=True)
    assert barred.startswith("Progress: [") and "] 12/44 " in barred
    linked = progress_line(
        visited=0, in_progress=2, other_requests=6, queued=87, due=87, comments=0, minutes=1.0, next_due="x"
    )
    assert linked.startswith(
        "Progress: 0 visited, 8 in progress (2 visits, 6 other requests), 87 queued (87 due)"
    )
    assert progress_bar(0, 0, width=4) == "[░░░░] 0/1"
    assert progress_bar(3, 4, width=4) == "[███░] 3/4"


def test_summary_table() -> None:
    tally = CrawlTally()
    for visit in _visits():
        tally.add(visit)
    table = summary_table(tally, 75.0, "finished")
    lines = table.splitlines()
    assert lines[0] == "Crawl summary (finished, 1 min 15 s):"
    assert any(line.split() == ["comments_found", "1"] for line in lines)
    assert any(line.split() == ["error", "2"] for line in lines)
    assert any(line.split() == ["total", "4"] for line in lines)
    assert any(line.split()[:3] == ["written", "(new)", "12"] for line in lines)
    assert "failures by reason" in table
    systems = lines.index("  commenting systems (pages)")
    assert lines[systems + 1].split()[0] in tally.platforms
    assert any(line.split() == ["dns", "1"] for line in lines)
    assert any(line.split() == ["connection", "refused", "1"] for line in lines)
    slow = lines.index("  slowest sites (mean seconds per visit)")
    assert lines[slow + 1].split()[:3] == ["a.example", "6.2", "s"]
    assert duration(3725) == "1 h 2 min"
    sites = next(i for i, line in enumerate(lines) if line.split()[:2] == ["sites", "pages"])
    assert [line.split() for line in lines[sites + 1 : sites + 4]] == [
        ["a.example", "2", "12", "0"],  # pages, new comments, failures
        ["b.example", "1", "0", "1"],
        ["c.example", "1", "0", "1"],
    ]
    assert not any(line.startswith("  next:") for line in lines), "nothing left to do"


@pytest.mark.parametrize(
    ("stats", "reason", "kept", "status", "what", "next_starts"),
    [
        (
            {"comspider/visits/comments_found": 1, "comspider/visits/error": 3},
            "finished",
            True,
            0,
            "finished",
            None,
        ),
        ({}, "finished", True, 0, "finished", None),  # nothing to visit: the work is done
        (
            {"comspider/visits/error": 2, "comspider/visits/blocked": 1},
            "finished",
            True,
            1,
            "every page failed",
            "see",
        ),
        ({"comspider/sources/none_read": 1}, "finished", True, 1, "no source could be read", "check"),
        (
            {"comspider/visits/comments_found": 2},
            "shutdown",
            True,
            130,
            "interrupted",
            "run the same command",
        ),
        ({}, "shutdown", False, 130, "interrupted", "run the crawl again (its state was in memory"),
        (
            {"comspider/feeds/write_failed": 1, "comspider/comments/unwritten": 22},
            "feed_failed",
            True,
            1,
            "stopped: a feed could not be written",
            "the 22 comment(s) it could not write are kept in the crawl state",
        ),
        ({"comspider/visits/comments_found": 1}, "closespider_itemcount", True, 0, "stopped", None),
        # articles over max_articles are said, and how to visit them (a new user's trial)
        (
            {"comspider/visits/comments_found": 2, "comspider/articles/over_limit": 2},
            "finished",
            True,
            0,
            "finished",
            "2 article(s) found were over max_articles and not visited: run the same command again",
        ),
        (
            {"comspider/visits/comments_found": 2, "comspider/articles/over_limit": 2},
            "finished",
            False,
            0,
            "finished",
            "2 article(s) found were over max_articles and not visited: raise max_articles",
        ),
    ],
)
def test_the_verdict_gives_the_exit_status_and_how_to_go_on(
    stats: dict[str, int], reason: str, kept: bool, status: int, what: str, next_starts: str | None
) -> None:
    from comspider.monitoring.verdict import crawl_verdict

    verdict = crawl_verdict(stats, reason, kept=kept)
    assert (verdict.status, verdict.what.startswith(what)) == (status, True), verdict
    assert (verdict.next or "").startswith(next_starts or "") and bool(verdict.next) == bool(next_starts)
    table = summary_table(
        CrawlTally(), 1.0, reason, verdict, unwritten=stats.get("comspider/comments/unwritten", 0)
    )
    assert table.splitlines()[0].startswith(f"Crawl summary ({verdict.what}, ")
    if verdict.next:
        assert table.splitlines()[-1] == f"  next: {verdict.next}"
    waiting = crawl_verdict({}, "finished", waiting=3)
    assert (
        waiting.status == 0 and waiting.next and waiting.next.startswith("3 page(s) wait in the page queue")
    )


def test_the_visit_line_says_what_was_clicked() -> None:
    visit = VisitItem(url="https://a.example/1", visit=1, outcome="comments_found", clicks=2, comments=3)
    assert ', 2 clicks ("Show 267 comments"), ' in visit_line(visit, "Show 267\n comments")
    assert ", 2 clicks, " in visit_line(visit)


def test_the_extension_logs_each_visit_progress_and_the_summary(caplog: pytest.LogCaptureFixture) -> None:
    import logging

    from comspider.monitoring.crawl_monitor import CrawlMonitor
    from comspider.signals import visit_finished
    from comspider_lab.testing import comspider_crawler

    crawler = comspider_crawler()
    monitor = crawler.get_extension(CrawlMonitor)  # the one EXTENSIONS enables
    assert monitor.bar is False, "no bar when the log is not a terminal"
    with caplog.at_level(logging.INFO, logger="comspider.monitoring"):
        for visit in _visits():
            crawler.signals.send_catch_log(visit_finished, visit=visit, queue=None, comment_times=[])
        monitor.report()
        monitor.spider_closed(None, "finished")
    records = [r for r in caplog.records if r.name.startswith("comspider.monitoring")]
    visited = [r for r in records if r.getMessage().startswith("Visited ")]
    assert len(visited) == 4
    assert [r.levelname for r in visited] == ["INFO", "INFO", "WARNING", "WARNING"]
    [progress] = [r.getMessage() for r in records if r.getMessage().startswith("Progress: ")]
    assert progress.startswith("Progress: 4 visited, 0 in progress, 0 queued (0 due), 12 comments")
    assert records[-1].getMessage().startswith("Crawl summary (finished")
    assert crawler.stats.get_value("comspider/exit_status") == 0


def test_visits_in_progress_until_their_visit_line(caplog: pytest.LogCaptureFixture) -> None:
    """A visit counts as in progress until its visit line, also after the downloader let
    go of it (the pipelines extract): the bar's total does not shrink meanwhile; feed
    and link requests are counted apart."""
    from types import SimpleNamespace

    import scrapy

    from comspider.article import Article
    from comspider.monitoring.crawl_monitor import CrawlMonitor
    from comspider.request_meta import article_request
    from comspider.signals import visit_finished
    from comspider_lab.testing import comspider_crawler

    crawler = comspider_crawler()
    monitor = crawler.get_extension(CrawlMonitor)
    monitor.bar = True
    visit = article_request(Article(url="https://a.example/1"), visit=1)
    feed = scrapy.Request("https://news.example/rss")
    held = {visit, feed}
    crawler.engine = SimpleNamespace(
        _slot=SimpleNamespace(inprogress=held), downloader=SimpleNamespace(active={feed}), scheduler=None
    )
    assert "0/1 0 visited, 2 in progress (1 visit, 1 other request)" in monitor.progress()
    done = VisitItem(url="https://a.example/1", visit=1, outcome="no_comments", seconds=1.0)
    crawler.signals.send_catch_log(visit_finished, visit=done, queue=None, comment_times=[])
    assert "1/1 1 visited, 1 in progress (0 visits, 1 other request)" in monitor.progress()
    held.discard(visit)
    assert "1/1 1 visited, 1 in progress (0 visits, 1 other request)" in monitor.progress()
    assert not monitor._reported


def test_the_summary_says_where_a_visits_time_went() -> None:
    tally = CrawlTally()
    for visit in _visits()[:2]:
        tally.add(visit)
    tally.add_timings(
        {"browser": {"load": 2.0, "scroll": 1.0}, "python": {"records": 0.4}, "python_cpu": {"records": 0.3}}
    )
    tally.add_timings(
        {"browser": {"load": 4.0}, "python": {"records": 0.2, "fields": 0.1}, "python_cpu": {"fields": 0.1}}
    )
    tally.add_timings(None)  # a visit that reported none
    tally.cpu_python, tally.cpu_browser = 3.0, 5.0
    lines = summary_table(tally, 10.0, "finished").splitlines()
    browser = lines.index("  time per visit, browser (wall s, mean of 2)")
    assert lines[browser + 1].split() == ["load", "3.00"], "slowest phase first"
    assert lines[browser + 2].split() == ["scroll", "0.50"]
    assert lines[browser + 3].split() == ["total", "3.50"]
    python = lines.index("  time per visit, Python stages (wall s / CPU s)")
    assert lines[python + 1].split() == ["records", "0.300", "/", "0.150"]
    assert lines[python + 2].split() == ["fields", "0.050", "/", "0.050"]
    cpu = lines.index("  CPU s per visit (processes)")
    assert lines[cpu + 1].split()[-1] == "1.50" and lines[cpu + 2].split()[-1] == "2.50"


def test_the_summary_puts_the_start_up_apart() -> None:
    """The CPU before the first visit began and the browser's launches are lines of their
    own; the per-visit figure is what came between the first visit's start and the last
    visit's end, without them."""
    tally = CrawlTally()
    for visit in _visits()[:2]:
        tally.add(visit)
    tally.cpu_python, tally.cpu_browser = 6.0, 10.0
    assert tally.cpu_parts() is None, "no readings at the visits: no parts"
    tally.cpu_startup = (2.5, 0.5)
    tally.cpu_last_visit = (5.5, 9.5)
    tally.cpu_launch = 1.0
    assert tally.cpu_parts() == {"startup": 3.0, "launch": 1.0, "visits": 11.0, "after": 1.0}
    tally.cpu_startup_launch = 0.25  # a launch that ran before the first visit: not start-up
    assert tally.cpu_parts() == {"startup": 2.75, "launch": 1.0, "visits": 11.25, "after": 1.0}
    tally.cpu_startup_launch = 0.0
    lines = summary_table(tally, 10.0, "finished").splitlines()
    part = lines.index("  CPU s of the crawl (Python and browser processes), by part")
    assert lines[part + 1].split()[:2] == ["start-up", "3.0"]
    assert lines[part + 2].split() == ["browser", "launches", "1.0"]
    assert lines[part + 3].split()[:3] == ["per", "visit", "5.50"]
    assert lines[part + 4].split() == ["after", "the", "last", "visit", "1.0"]


def test_the_monitor_reads_the_cpu_at_the_first_start_and_the_last_end(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from comspider.monitoring.crawl_monitor import CrawlMonitor
    from comspider.signals import browser_launched, browser_launching, visit_finished, visit_started
    from comspider_lab.testing import comspider_crawler

    crawler = comspider_crawler()
    monitor = crawler.get_extension(CrawlMonitor)
    monitor.spider_opened(None)
    crawler.signals.send_catch_log(visit_started, request=None)
    first = monitor.tally.cpu_startup
    assert first is not None
    crawler.signals.send_catch_log(visit_started, request=None)
    assert monitor.tally.cpu_startup is first, "the first visit's start only"
    for visit in _visits()[:2]:
        crawler.signals.send_catch_log(visit_finished, visit=visit, queue=None, comment_times=[])
    assert monitor.tally.cpu_last_visit is not None
    clock = iter([10.0, 10.75, 20.0, 20.5])  # each launch read when it begins and ends
    monkeypatch.setattr("comspider.monitoring.crawl_monitor.process_cpu", lambda: (next(clock), 0.0))
    for _ in range(2):  # a launch and a relaunch
        crawler.signals.send_catch_log(browser_launching)
        crawler.signals.send_catch_log(browser_launched)
    crawler.signals.send_catch_log(browser_launched)  # an end without a beginning counts nothing
    monkeypatch.undo()
    monitor.spider_closed(None, "finished")
    stats = crawler.stats
    assert stats.get_value("comspider/cpu/startup/python_process") == round(first[0], 2)
    assert stats.get_value("comspider/cpu/last_visit/python_process") >= stats.get_value(
        "comspider/cpu/startup/python_process"
    )
    assert stats.get_value("comspider/cpu/browser_launch") == 1.25
    assert monitor.tally.cpu_launch == 1.25


def test_a_launch_before_the_first_visit_is_not_the_start_ups(monkeypatch: pytest.MonkeyPatch) -> None:
    """A launch that began before the first visit started counts as a launch, not as
    start-up: up to the first visit's start in ``comspider/cpu/startup/browser_launch``."""
    from comspider.monitoring.crawl_monitor import CrawlMonitor
    from comspider.signals import browser_launched, browser_launching, visit_started
    from comspider_lab.testing import comspider_crawler

    crawler = comspider_crawler()
    monitor = crawler.get_extension(CrawlMonitor)
    clock = iter([(2.0, 0.0), (2.5, 0.25), (3.5, 0.5)])  # launch begins, first visit, launch ends
    monkeypatch.setattr("comspider.monitoring.crawl_monitor.process_cpu", lambda: next(clock))
    crawler.signals.send_catch_log(browser_launching)
    crawler.signals.send_catch_log(visit_started, request=None)
    crawler.signals.send_catch_log(browser_launched)
    assert monitor.tally.cpu_startup_launch == 0.75, "its CPU up to the first visit's start"
    assert monitor.tally.cpu_launch == 2.0, "the whole launch"
    monkeypatch.undo()
    monitor.spider_closed(None, "finished")
    assert crawler.stats.get_value("comspider/cpu/browser_launch") == 2.0
    assert crawler.stats.get_value("comspider/cpu/startup/browser_launch") == 0.75


def test_the_crawl_measures_its_own_and_its_childrens_cpu() -> None:
    import subprocess
    import sys
    import time

    from comspider.monitoring.cpu import process_cpu

    _, before = process_cpu()
    child = subprocess.Popen(
        [sys.executable, "-c", "x = 0\nfor i in range(3_000_000): x += i\nimport time; time.sleep(30)"]
    )
    try:
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:
            _, during = process_cpu()
            if before is not None and during is not None and during - before > 0.05:
                break
            time.sleep(0.1)
        mine, during = process_cpu()
        assert mine > 0
        assert before is not None and during is not None and during - before > 0.05, "a live child counts"
    finally:
        child.kill()
        child.wait()
    _, after = process_cpu()
    assert after is not None and after >= during - 0.01, "a reaped child still counts"
