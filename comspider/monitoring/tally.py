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

    def slowest_sites(self, count: int = SLOWEST_SITES) -> list[tuple[str, float, int]]:
        """(site, mean seconds per visit, visits), slowest first."""
        rows = [(site, sum(s) / len(s), len(s)) for site, s in self.site_seconds.items() if s]
        return sorted(rows, key=lambda row: -row[1])[:count]


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
    if verdict is not None and verdict.next:
        lines.append(f"  next: {verdict.next}")
    return "\n".join(lines)
