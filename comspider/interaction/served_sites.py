"""Which sites HTTP first skips for a while: those whose pages never end at their served
HTML (``COMSPIDER_HTTP_FIRST_SITE_TRIES``, ``COMSPIDER_HTTP_FIRST_SITE_PAUSE``).

A site whose last ``tries`` visits with a fetch all went on to the browser (their served
HTML never held the whole discussion: widgets, "load more", comments loaded by script) is
visited in the browser alone for ``pause`` seconds: no fetch, no judgement. Then one visit
fetches again; if it goes to the browser too the site is skipped for another pause, and a
visit read from its served HTML clears the site's count. Sites are hosts
(``news.example.org``).

Per process: under scrapy-redis each worker learns its own sites (a site costs each worker
its ``tries`` fetches, and one per pause after); nothing is shared or persisted. Bounded:
at most :data:`MAX_SITES` sites, the least recently seen forgotten first.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from urllib.parse import urlsplit

#: Sites remembered at once (a few dozen bytes each).
MAX_SITES = 10_000


class ServedSites:
    def __init__(
        self,
        tries: int,
        pause: float,
        clock: Callable[[], float],
        max_sites: int = MAX_SITES,
    ) -> None:
        self.tries = tries  # 0: never skip a site
        self.pause = pause
        self.clock = clock  # POSIX seconds on the crawl's clock (COMSPIDER_CLOCK)
        self.max_sites = max_sites
        # host -> [visits to the browser in a row, skipped until (clock)]
        self._sites: OrderedDict[str, list[float]] = OrderedDict()

    def skips(self, url: str) -> bool:
        """Whether a visit of ``url`` goes straight to the browser (its site is paused)."""
        entry = self._sites.get(_site(url))
        return entry is not None and entry[1] > self.clock()

    def record(self, url: str, whole: bool) -> bool:
        """A visit of ``url`` with a fetch ended at its served HTML (``whole``) or went on
        to the browser; True when this pauses its site."""
        site = _site(url)
        if whole or self.tries <= 0:
            self._sites.pop(site, None)
            return False
        entry = self._sites.pop(site, None) or [0.0, 0.0]
        entry[0] += 1
        self._sites[site] = entry
        while len(self._sites) > self.max_sites:
            self._sites.popitem(last=False)
        if entry[0] >= self.tries:
            entry[1] = self.clock() + self.pause
            return True
        return False

    def __len__(self) -> int:
        return len(self._sites)


def _site(url: str) -> str:
    return urlsplit(url).netloc.lower()
