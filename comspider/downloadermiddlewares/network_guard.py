"""The network guard as a Scrapy downloader middleware: every Scrapy request (robots.txt
requests included) passes the :class:`~comspider.netguard.AddressGuard` before anything
else sees it; the browser's requests pass the same guard in the download handler."""

from __future__ import annotations

from scrapy.crawler import Crawler
from scrapy.http import Request

from comspider.netguard import AddressGuard, RefusedRequest


class NetworkGuardMiddleware:
    """Downloader middleware: refuse requests the AddressGuard rejects."""

    def __init__(self, guard: AddressGuard) -> None:
        self.guard = guard

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> NetworkGuardMiddleware:
        return cls(AddressGuard.from_crawler(crawler))

    async def process_request(self, request: Request) -> None:
        reason = await self.guard.reason(request.url)
        if reason:
            self.guard.record(request.url, reason, "scrapy")
            raise RefusedRequest(request.url, reason)
