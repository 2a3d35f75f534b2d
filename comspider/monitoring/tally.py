"""What a crawl did, counted visit by visit, and the end-of-crawl summary table."""

from __future__ import annotations

from collections import Counter, defaultdict
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlsplit

from comspider.items import OUTCOMES
from comspider.network_errors import failure_category

SLOWEST_SITES = 5


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
        site = urlsplit(str(getattr(visit, "url", "") or "")).hostname or "?"
        self.site_seconds[site].append(float(getattr(visit, "seconds", 0.0) or 0.0))
        platform = getattr(visit, "platform", None)
        if platform and outcome == "comments_found":
            self.platforms[str(platform)] += 1

    def slowest_sites(self, count: int = SLOWEST_SITES) -> list[tuple[str, float, int]]:
        """(site, mean seconds per visit, visits), slowest first."""
        rows = [(site, sum(s) / len(s), len(s)) for site, s in self.site_seconds.items() if s]
        return sorted(rows, key=lambda row: -row[1])[:count]


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


def summary_table(tally: CrawlTally, elapsed: float, reason: str) -> str:
    """The end-of-crawl summary: pages by outcome, comments, failures by reason, the
    slowest sites. Several lines, for one log record."""
    w = 22
    lines = [f"Crawl summary ({reason}, {duration(elapsed)}):", "  pages"]
    names = [o for o in OUTCOMES if tally.outcomes.get(o)] + sorted(
        o for o in tally.outcomes if o not in OUTCOMES
    )
    for outcome in names:
        lines.append(f"    {outcome:<{w}}{tally.outcomes[outcome]:>6}")
    lines.append(f"    {'total':<{w}}{tally.visits:>6}")
    lines.append("  comments")
    lines.append(f"    {'written (new)':<{w}}{tally.comments_new:>6}")
    lines.append(f"    {'found on the pages':<{w}}{tally.comments_found:>6}")
    if tally.platforms:
        lines.append("  commenting systems (pages)")
        for name, count in tally.platforms.most_common():
            lines.append(f"    {name:<{w}}{count:>6}")
    if tally.failures:
        lines.append("  failures by reason")
        for category, count in tally.failures.most_common():
            lines.append(f"    {category:<{w}}{count:>6}")
    slow = tally.slowest_sites()
    if slow:
        lines.append("  slowest sites (mean seconds per visit)")
        for site, mean, visits in slow:
            lines.append(f"    {site:<{w}}{mean:>6.1f} s  ({visits} visit{'s' if visits != 1 else ''})")
    return "\n".join(lines)
