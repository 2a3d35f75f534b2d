"""What a crawl did, counted visit by visit, and the end-of-crawl summary table."""

from __future__ import annotations

from collections import Counter, defaultdict
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlsplit

from comspider.items import OUTCOMES
from comspider.monitoring.verdict import Verdict
from comspider.network_errors import failure_category

SLOWEST_SITES = 5
SITES_SHOWN = 10


@dataclass
class SiteCounts:
    pages: int = 0  # visits
    comments: int = 0  # new comments
    failures: int = 0  # visits that ended in error or blocked


@dataclass
class CrawlTally:
    """Counts over the visits of one crawl (VisitItems, or anything with their fields)."""

    outcomes: Counter[str] = field(default_factory=Counter)
    failures: Counter[str] = field(default_factory=Counter)  # failure category -> visits
    comments_new: int = 0
    comments_found: int = 0
    clicks: int = 0
    site_seconds: dict[str, list[float]] = field(default_factory=lambda: defaultdict(list))
    platforms: Counter[str] = field(default_factory=Counter)
    sites: dict[str, SiteCounts] = field(default_factory=lambda: defaultdict(SiteCounts))
    # Where the time went, summed over the visits that reported it (visit_finished's
    # ``timings``): part ("browser", "python", "python_cpu") -> phase -> seconds.
    time_spent: dict[str, dict[str, float]] = field(default_factory=dict)
    timed_visits: int = 0
    # CPU seconds of the crawl's processes, measured at its end (:mod:`.cpu`).
    cpu_python: float | None = None
    cpu_browser: float | None = None
    # The same, read when the first visit started (the start-up: imports, the filter
    # lists, Playwright's driver) and when the last visit ended; and what the browser's
    # launches cost (the stat ``comspider/cpu/browser_launch``).
    cpu_startup: tuple[float, float | None] | None = None
    cpu_last_visit: tuple[float, float | None] | None = None
    cpu_launch: float = 0.0
    cpu_startup_launch: float = 0.0  # of cpu_launch, before the first visit's start

    def cpu_parts(self) -> dict[str, float] | None:
        """The crawl's CPU seconds (Python and browser processes together) in its parts,
        which add up to the whole: ``startup`` (before the first visit began, the
        browser's launches left out), ``launch`` (the browser's launches, whenever they
        ran), ``visits`` (from the first visit's start to the last visit's end, the
        launches left out), ``after`` (from the last visit's end to the close); None
        unless the readings were taken."""
        if self.cpu_startup is None or self.cpu_last_visit is None or self.cpu_python is None:
            return None
        return cpu_parts(
            cpu_sum(self.cpu_startup),
            cpu_sum(self.cpu_last_visit),
            cpu_sum((self.cpu_python, self.cpu_browser)),
            self.cpu_launch,
            self.cpu_startup_launch,
        )

    @property
    def visits(self) -> int:
        return sum(self.outcomes.values())

    def add(self, visit: Any) -> None:
        outcome = str(getattr(visit, "outcome", "error"))
        self.outcomes[outcome] += 1
        if outcome in ("error", "blocked"):
            self.failures[failure_category(getattr(visit, "reason", None))] += 1
        self.comments_new += int(getattr(visit, "new_comments", 0) or 0)
        self.comments_found += int(getattr(visit, "comments", 0) or 0)
        self.clicks += int(getattr(visit, "clicks", 0) or 0)
        site = _site(str(getattr(visit, "url", "") or ""))
        self.site_seconds[site].append(float(getattr(visit, "seconds", 0.0) or 0.0))
        counts = self.sites[site]
        counts.pages += 1
        counts.comments += int(getattr(visit, "new_comments", 0) or 0)
        counts.failures += outcome in ("error", "blocked")
        platform = getattr(visit, "platform", None)
        if platform and outcome == "comments_found":
            self.platforms[str(platform)] += 1

    def add_timings(self, timings: dict[str, dict[str, float]] | None) -> None:
        if not timings:
            return
        self.timed_visits += 1
        for part, phases in timings.items():
            sums = self.time_spent.setdefault(part, {})
            for phase, seconds in phases.items():
                sums[phase] = sums.get(phase, 0.0) + float(seconds or 0.0)

    def slowest_sites(self, count: int = SLOWEST_SITES) -> list[tuple[str, float, int]]:
        """(site, mean seconds per visit, visits), slowest first."""
        rows = [(site, sum(s) / len(s), len(s)) for site, s in self.site_seconds.items() if s]
        return sorted(rows, key=lambda row: -row[1])[:count]


def cpu_parts(first: float, last: float, end: float, launch: float, early_launch: float) -> dict[str, float]:
    """A crawl's CPU seconds in its parts (:meth:`CrawlTally.cpu_parts`) from its readings:
    at the first visit's start, at the last visit's end, at the close, all its launches,
    and what of them came before the first visit's start."""
    return {
        "startup": max(0.0, first - early_launch),
        "launch": launch,
        "visits": max(0.0, last - first - (launch - early_launch)),
        "after": max(0.0, end - last),
    }


def cpu_sum(reading: tuple[float, float | None]) -> float:
    """A CPU reading's seconds, the Python process's and the browser's together."""
    return reading[0] + (reading[1] or 0.0)


def _site(url: str) -> str:
    """The host, with its port when it has one (two loopback sites are two sites)."""
    parts = urlsplit(url)
    host = parts.hostname or "?"
    try:
        port = parts.port
    except ValueError:
        port = None
    return f"{host}:{port}" if port else host


def duration(seconds: float) -> str:
    """``75`` -> ``1 min 15 s``; ``3725`` -> ``1 h 2 min``."""
    seconds = max(0, round(seconds))
    if seconds < 60:
        return f"{seconds} s"
    minutes, secs = divmod(seconds, 60)
    if minutes < 60:
        return f"{minutes} min {secs} s"
    hours, minutes = divmod(minutes, 60)
    return f"{hours} h {minutes} min"


def summary_table(
    tally: CrawlTally,
    elapsed: float,
    reason: str,
    verdict: Verdict | None = None,
    unwritten: int = 0,
    settled: int = 0,
) -> str:
    """The end-of-crawl summary: pages by outcome, comments, failures by reason, the
    sites (pages, new comments, failures each), the slowest sites and, last, how to go
    on (``verdict``: its words replace ``reason`` in the first line). ``unwritten``: new
    comments a failed feed did not take (kept pending); ``settled``: comments an earlier
    run left pending, written by this one. Several lines, for one log record."""
    w = 22
    lines = [f"Crawl summary ({verdict.what if verdict else reason}, {duration(elapsed)}):", "  pages"]
    names = [o for o in OUTCOMES if tally.outcomes.get(o)] + sorted(
        o for o in tally.outcomes if o not in OUTCOMES
    )
    for outcome in names:
        lines.append(f"    {outcome:<{w}}{tally.outcomes[outcome]:>6}")
    lines.append(f"    {'total':<{w}}{tally.visits:>6}")
    lines.append("  comments")
    lines.append(f"    {'written (new)':<{w}}{max(0, tally.comments_new - unwritten):>6}")
    if unwritten:
        lines.append(f"    {'not written (kept)':<{w}}{unwritten:>6}")
    if settled:
        lines.append(f"    {'left by earlier runs':<{w}}{settled:>6}")
    lines.append(f"    {'found on the pages':<{w}}{tally.comments_found:>6}")
    if tally.platforms:
        lines.append("  commenting systems (pages)")
        for name, count in tally.platforms.most_common():
            lines.append(f"    {name:<{w}}{count:>6}")
    if tally.failures:
        lines.append("  failures by reason")
        for category, count in tally.failures.most_common():
            lines.append(f"    {category:<{w}}{count:>6}")
    if tally.sites:
        lines.append(f"  {'sites':<{w + 2}}{'pages':>6}{'comments':>10}{'failures':>10}")
        ranked = sorted(tally.sites.items(), key=lambda item: (-item[1].pages, item[0]))
        for site, counts in ranked[:SITES_SHOWN]:
            lines.append(f"    {site:<{w}}{counts.pages:>6}{counts.comments:>10}{counts.failures:>10}")
        if len(ranked) > SITES_SHOWN:
            rest = ranked[SITES_SHOWN:]
            lines.append(
                f"    {f'{len(rest)} more sites':<{w}}{sum(c.pages for _, c in rest):>6}"
                f"{sum(c.comments for _, c in rest):>10}{sum(c.failures for _, c in rest):>10}"
            )
    slow = tally.slowest_sites()
    if slow:
        lines.append("  slowest sites (mean seconds per visit)")
        for site, mean, visits in slow:
            lines.append(f"    {site:<{w}}{mean:>6.1f} s  ({visits} visit{'s' if visits != 1 else ''})")
    lines.extend(time_lines(tally, w))
    if verdict is not None and verdict.next:
        lines.append(f"  next: {verdict.next}")
    return "\n".join(lines)


def time_lines(tally: CrawlTally, w: int = 22) -> list[str]:
    """Where a visit's time went, per visit on average: the browser's phases, the
    pipeline stages (wall and CPU seconds of their threads), and the CPU seconds of the
    Python process and of the browser's processes."""
    lines: list[str] = []
    n = tally.timed_visits
    if n:
        browser = tally.time_spent.get("browser", {})
        python = tally.time_spent.get("python", {})
        cpu = tally.time_spent.get("python_cpu", {})
        lines.append(f"  time per visit, browser (wall s, mean of {n})")
        for phase, seconds in sorted(browser.items(), key=lambda kv: -kv[1]):
            lines.append(f"    {phase:<{w}}{seconds / n:>6.2f}")
        lines.append(f"    {'total':<{w}}{sum(browser.values()) / n:>6.2f}")
        lines.append("  time per visit, Python stages (wall s / CPU s)")
        for stage, seconds in sorted(python.items(), key=lambda kv: -kv[1]):
            lines.append(f"    {stage:<{w}}{seconds / n:>6.3f} / {cpu.get(stage, 0.0) / n:.3f}")
        lines.append(f"    {'total':<{w}}{sum(python.values()) / n:>6.3f} / {sum(cpu.values()) / n:.3f}")
    visits = tally.visits
    if visits and (tally.cpu_python is not None or tally.cpu_browser is not None):
        lines.append("  CPU s per visit (processes)")
        if tally.cpu_python is not None:
            lines.append(f"    {'Python (crawler)':<{w}}{tally.cpu_python / visits:>6.2f}")
        if tally.cpu_browser is not None:
            lines.append(f"    {'browser (Chromium...)':<{w}}{tally.cpu_browser / visits:>6.2f}")
        parts = tally.cpu_parts()
        if parts is not None:
            lines.append("  CPU s of the crawl (Python and browser processes), by part")
            lines.append(
                f"    {'start-up':<{w}}{parts['startup']:>6.1f}  (before the first visit began, launches apart)"
            )
            lines.append(f"    {'browser launches':<{w}}{parts['launch']:>6.1f}")
            lines.append(
                f"    {'per visit':<{w}}{parts['visits'] / visits:>6.2f}  (start-up and launches apart)"
            )
            lines.append(f"    {'after the last visit':<{w}}{parts['after']:>6.1f}")
    return lines
