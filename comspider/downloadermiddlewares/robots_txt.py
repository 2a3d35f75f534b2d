"""Scrapy's robots.txt middleware, with one log line when a robots.txt cannot be fetched.

Scrapy logs such a failure at ERROR with the whole traceback (about 60 lines for a DNS
failure) and then crawls the site as if robots.txt allowed everything. This subclass
does the same, but says it in one WARNING line naming the site and the failure (DNS,
connection refused, TLS, timeout: comspider.network_errors), and counts it in
``comspider/robots/fetch_failed``. A robots.txt that timed out or lost its connection is
asked for once more, here rather than by RetryMiddleware (whose give-up is an ERROR line
of its own); a host that does not resolve, refuses or fails TLS is asked once.

    DOWNLOADER_MIDDLEWARES = {
        "scrapy.downloadermiddlewares.robotstxt.RobotsTxtMiddleware": None,
        "comspider.downloadermiddlewares.robots_txt.RobotsTxtMiddleware": 100,
    }
"""

from __future__ import annotations

import logging
from typing import Any

from scrapy.downloadermiddlewares.robotstxt import RobotsTxtMiddleware as ScrapyRobotsTxtMiddleware
from scrapy.exceptions import IgnoreRequest
from scrapy.http import Request
from scrapy.http.request import NO_CALLBACK
from scrapy.robotstxt import RobotParser
from scrapy.utils.defer import maybe_deferred_to_future
from scrapy.utils.httpobj import urlparse_cached
from twisted.internet.defer import Deferred

from comspider.network_errors import RESET, TIMEOUT, twisted_failure

logger = logging.getLogger(__name__)


class RobotsTxtMiddleware(ScrapyRobotsTxtMiddleware):
    async def robot_parser(self, request: Request) -> RobotParser | None:
        url = urlparse_cached(request)
        netloc = url.netloc
        if netloc not in self._parsers:
            self._parsers[netloc] = Deferred()
            robotsurl = f"{url.scheme}://{url.netloc}/robots.txt"
            robotsreq = Request(
                robotsurl,
                priority=self.DOWNLOAD_PRIORITY,
                # retried by _download, not by RetryMiddleware
                meta={"dont_obey_robotstxt": True, "dont_retry": True},
                callback=NO_CALLBACK,
            )
            try:
                resp = await self._download(robotsreq)
                await self._parse_robots(resp, netloc, request)
            except Exception as exc:  # noqa: BLE001 - any failure means "no robots.txt rules"
                if not isinstance(exc, IgnoreRequest):
                    why = twisted_failure(exc, robotsurl) or f"{type(exc).__name__}: {exc}"[:200]
                    logger.warning(
                        "robots.txt of %s could not be fetched (%s); crawling it as if it allowed everything",
                        netloc,
                        why,
                    )
                    self._stats.inc_value("comspider/robots/fetch_failed")
                self._robots_error(exc, netloc)
            self._stats.inc_value("robotstxt/request_count")
        parser = self._parsers[netloc]
        if isinstance(parser, Deferred):
            result: RobotParser | None = await maybe_deferred_to_future(parser)
            return result
        return parser

    async def _download(self, robotsreq: Request) -> Any:
        """The robots.txt, asked for twice when the first attempt failed in passing (a
        timeout, a lost connection); once for a host that does not resolve, refuses or
        fails TLS. Retried here, not by RetryMiddleware, whose give-up is an ERROR line."""
        try:
            return await self.crawler.engine.download_async(robotsreq)
        except IgnoreRequest:
            raise
        except Exception as exc:  # sorted: re-raised unless it failed in passing
            why = twisted_failure(exc) or ""
            if not why.startswith((TIMEOUT, RESET)):
                raise
            return await self.crawler.engine.download_async(robotsreq)
