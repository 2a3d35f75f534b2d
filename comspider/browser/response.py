"""The response the interaction middleware returns: the final DOM as an HtmlResponse,
plus the snapshots of every document and the interaction report."""

from __future__ import annotations

from typing import Any

from scrapy.http import HtmlResponse

from comspider.browser.snapshot import InteractionReport, Snapshot


class BrowserResponse(HtmlResponse):
    attributes: tuple[str, ...] = HtmlResponse.attributes + ("snapshots", "report")

    def __init__(self, *args: Any, snapshots: list[Snapshot] | None = None,
                 report: InteractionReport | None = None, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.snapshots: list[Snapshot] = snapshots or []
        self.report: InteractionReport = report or InteractionReport()
