"""A bound on the work of the steps of ``find_sections`` that compare candidates with
each other or look at their containers again.

Those steps cost a few times the page's elements on real pages (1,256 saved pages: at
most 4.5 times on a page of 4,219 elements, under 1.7 times on every page over 5,000).
On a page of unclosed tags, candidates number in the hundreds, share one huge
container and nest in each other, and the same steps grow with the square of the page:
minutes for a few megabytes. Past the bound, a step does the least it can (no more
records completed, no more candidates merged: those left are dropped), so such a page
costs time in proportion to its size, and its sections may be fewer (one warning; the
crawl's finder also counts it: ``comspider/extraction/cut_short``).
"""

from __future__ import annotations

import logging
from dataclasses import dataclass

log = logging.getLogger(__name__)


@dataclass(slots=True)
class WorkBudget:
    left: int
    nodes: int = 0
    told: bool = False

    @classmethod
    def for_page(cls, nodes: int) -> WorkBudget:
        return cls(3 * nodes + 50_000, nodes)

    def spend(self, units: int) -> bool:
        """Take ``units``; False once the budget is spent (said once per page)."""
        self.left -= units
        if self.left >= 0:
            return True
        if not self.told:
            self.told = True
            log.warning(
                "Record sections of a page of %d elements cut short: its candidates nest too "
                "deeply to compare them all (unclosed tags?)",
                self.nodes,
            )
        return False
