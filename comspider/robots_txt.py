"""Scrapy's robots.txt middleware, with one log line when a robots.txt cannot be fetched.

Scrapy logs such a failure at ERROR with the whole traceback (about 60 lines for a DNS
failure) and then crawls the site as if robots.txt allowed everything. This subclass
does the same, but says it in one WARNING line naming the site and the failure (DNS,
connection refused, TLS, timeout: comspider.network_errors), and counts it in
``comspider/robots/fetch_failed``. The robots.txt request is not retried (a retry would
add its own ERROR line, and a failed robots.txt only means "no rules").

    DOWNLOADER_MIDDLEWARES = {
        "scrapy.downloadermiddlewares.robotstxt.RobotsTxtMiddleware": None,
        "comspider.robots_txt.RobotsTxtMiddleware": 100,
    }
"""

from __future__ import annotations

import logging

from scrapy.downloadermiddlewares.robotstxt import RobotsTxtMiddleware as ScrapyRobotsTxtMiddleware
from scrapy.exceptions import IgnoreRequest
from scrapy.http import Request
from scrapy.http.request import NO_CALLBACK
from scrapy.robotstxt import RobotParser
from scrapy.utils.defer import maybe_deferred_to_future
from scrapy.utils.httpobj import urlparse_cached
from twisted.internet.defer import Deferred

from comspider.network_errors import twisted_failure

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
                # not retried: a robots.txt that fails means "no rules", and the visit
                # itself says whether the site is down
                meta={"dont_obey_robotstxt": True, "dont_retry": True},
                callback=NO_CALLBACK,
            )
            try:
                resp = await self.crawler.engine.download_async(robotsreq)
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
