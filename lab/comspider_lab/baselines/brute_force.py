"""The brute-force baseline of the interaction evaluation: crawlers that click everything.

Every clickable, in document order (main frame first), until the comments show or the
click bound is reached: same-site links are followed like any candidate; only mail/tel
links, file downloads, form submits and links to other hosts are left out. Use it with a
large ``COMSPIDER_MAX_CLICKS``:

    -s COMSPIDER_CLICK_RANKER=comspider_lab.baselines.brute_force.BruteForceRanker

It makes its own plan through the crawler's extension point
(:class:`comspider.interaction.ranking.PlansItself`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from comspider.interaction.clickables import Clickable
from comspider.interaction.ranking import Candidate, action_for, count_skip, repeats_target, skip_reason

# What is never clicked, even here (the rest of the safety rules is what brute force ignores).
NEVER = ("scheme", "download", "submit")


class BruteForceRanker:
    """Every clickable scores 1.0, in document order."""

    threshold = 0.0

    @classmethod
    def from_settings(cls, settings: Any) -> BruteForceRanker:
        return cls()

    def rank(self, clickables: Sequence[Any]) -> list[tuple[Any, float]]:
        return [(c, 1.0) for c in clickables]

    def plan(
        self,
        clickables: Sequence[Clickable],
        *,
        limit: int,
        skip: set[tuple[str, str]],
        counts: dict[str, int] | None,
    ) -> list[Candidate]:
        """Everything on the site, except what is never clicked, at most ``limit``; one
        action per link target."""
        out: list[Candidate] = []
        targets: set[str] = set()
        for c in clickables:
            if len(out) >= limit:
                break
            if (c.frame_id, c.abs_xpath) in skip:
                continue
            action = action_for(c)
            reason = skip_reason(c)
            reason = reason if reason in NEVER else None
            if reason is None and c.other_host and c.links_away:
                reason = "offsite"  # it stays on the site, as archive crawls do
            if reason is None and repeats_target(c, action, targets):
                reason = "same_target"
            if reason is not None:
                count_skip(counts, reason)
                continue
            out.append(Candidate(c, 1.0, action))
        return out
