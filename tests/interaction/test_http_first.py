"""HTTP first's fetch and the browser's navigation that follows are one page load of the
site: after the fetch its download slot is as it was before it (tests/e2e has the crawls)."""

from __future__ import annotations

from types import SimpleNamespace

from comspider.interaction.http_first import HttpFirstMiddleware


class Later:
    cancelled = False

    def cancel(self) -> None:
        self.cancelled = True


def test_the_fetch_leaves_no_wait_behind_it_in_the_sites_slot() -> None:
    later = Later()
    slot = SimpleNamespace(lastseen=105.0, latercall=later)
    processed: list[object] = []
    downloader = SimpleNamespace(_process_queue=processed.append)
    middleware = HttpFirstMiddleware.__new__(HttpFirstMiddleware)
    middleware.crawler = SimpleNamespace(engine=SimpleNamespace(downloader=downloader))  # type: ignore[assignment]
    middleware._one_load(slot, 100.0)
    # the delay counts from the site's request before the fetch, and the wait Scrapy set
    # after the fetch no longer holds the browser's navigation
    assert slot.lastseen == 100.0 and slot.latercall is None and later.cancelled
    assert processed == [slot]
