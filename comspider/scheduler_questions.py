"""What the spider asks the crawl's scheduler about the page queue.

The contract between the spider and the page-queue scheduler
(:class:`comspider.scheduling.scheduler.QueueScheduler` answers it): whether a URL given
again was visited, or is waiting, from an earlier run; whether a visit that failed in an
earlier run may be made again; whether the crawl is stopping. A shared type: the spider
imports it, and so does the scheduler; the spider asks a scheduler without it (Scrapy's
own, scrapy-redis's) nothing, and treats every URL as new.
"""

from __future__ import annotations

from typing import Protocol, runtime_checkable


@runtime_checkable
class PageQueueQuestions(Protocol):
    def state_of(self, url: str) -> str | None:
        """The article's state in the page queue (``pending``, ``claimed``, ``done``,
        ``dropped``; ``known`` when only its key is), None when the queue never saw it."""
        ...

    def retry_failed(self, url: str) -> bool:
        """Give the article another visit now if its visit in an earlier run failed for a
        reason that may pass (a timeout, a crash, HTTP 503); whether it did."""
        ...

    def shutting_down(self) -> bool:
        """Whether the crawl is stopping (no more articles are admitted)."""
        ...
