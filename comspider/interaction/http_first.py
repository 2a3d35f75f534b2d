"""HTTP first (``COMSPIDER_HTTP_FIRST``): an article whose served HTML holds its whole
discussion is read without the browser.

The downloader middleware :class:`HttpFirstMiddleware` sits between the interaction
middleware (which has taken the site's turn: the site gate) and the download handler.
For each article visit it fetches the page with Scrapy's HTTP downloader (a plain request
through the same downloader middlewares: network guard, robots.txt, cookies, redirects;
the browser's navigation timeout, no retry; in the site's download slot, so that
``DOWNLOAD_DELAY`` and AutoThrottle space it from the site's other visits; a fetch that
read the page and the browser's navigation that follows it count as one page load there,
the browser's not delayed again), asks the comment
detector the browser asks about the served HTML, and judges it
(:func:`comspider.interaction.served_page.judge`). When every sign says the served HTML
holds the whole discussion, the visit ends here: a :class:`~comspider.snapshots.BrowserResponse`
with that HTML as its one snapshot (``entry_point`` ``static``; ``report.fetched_by`` and
the visit record's ``fetched_by``: ``http``), and the pipelines read it as they read a
browser snapshot. Otherwise (a sign of more, no comments found, the fetch failed, not an
HTML page, another site, a status other than 200, the judgement past its deadline) the
same request goes on to the browser, unchanged but for the time its visit began.

When the same request goes on to the browser, the page is not loaded from its site a
second time: the fetch is made as the browser's navigation would be (the browser's
``User-Agent`` and ``Accept``, the cookies the browser keeps, not Scrapy's cookie jar:
comspider.browser.fetch_cookies), and its response is handed to the browser, which
renders that document (comspider.browser.served_documents; the visit record's
``fetched_by``: ``http+browser``). A fetch that was redirected, or whose document is no
longer fresh when the browser's turn comes, is loaded again by the browser (counted).
What the fetch was sent back in ``Set-Cookie`` reaches the browser either way: with the
document, or kept for the next visits when the page is read without the browser.

A site whose last ``COMSPIDER_HTTP_FIRST_SITE_TRIES`` visits all went on to the browser is
visited in the browser alone for ``COMSPIDER_HTTP_FIRST_SITE_PAUSE`` seconds
(comspider.interaction.served_sites; per process).

The visit begins when the HTTP fetch starts (``comspider.signals.visit_started``, as the
download handler says it for the browser). Never for a try after a lost browser (the
served HTML needed the browser then), nor while the crawl records or replays an archive
(the archive keeps the browser's exchanges and answers the browser's requests).

Stats: ``comspider/visit/http_only`` (visits read from the served HTML),
``comspider/visit/http_first/browser/<reason>`` (why the browser was needed),
``comspider/visit/http_first/fetch_failed``, ``comspider/visit/http_first/handed_over``
and ``.../second_load/<why>`` (comspider.browser.served_documents),
``comspider/visit/http_first/site_skipped`` (visits of a paused site) and
``.../site_paused`` (pauses begun). A fetch that fails is one log line (INFO: the
browser visits the page next, and reports its own failure).
"""

from __future__ import annotations

import asyncio
import logging
import time
from typing import Any
from urllib.parse import urlsplit

from scrapy.crawler import Crawler
from scrapy.exceptions import IgnoreRequest, NotConfigured
from scrapy.http import HtmlResponse, Request, Response
from scrapy.http.request import NO_CALLBACK

from comspider.archive.recorder import ArchiveRecorder
from comspider.browser.blocklist import HostBlocklist
from comspider.browser.fetch_cookies import cookie_header, received_cookies
from comspider.browser.handler import BrowserDownloadHandler
from comspider.browser.served_documents import SERVED_KEY, ServedDocument, ServedDocuments, fulfill_headers
from comspider.browser.visits import BrowserVisits
from comspider.clock import Clock, from_spec
from comspider.deadlines import within
from comspider.detection import CommentDetector
from comspider.faults import BrowserDeadline, VisitAborted
from comspider.interaction.detect import crawl_detector, detector_hits
from comspider.interaction.served_page import Verdict, judge
from comspider.interaction.served_sites import ServedSites
from comspider.network_errors import twisted_failure
from comspider.request_meta import ARTICLE_KEY, HTTP_FIRST_KEY, LOST_KEY, STARTED_AT_KEY
from comspider.signals import visit_started
from comspider.snapshots import BrowserResponse, InteractionReport, Snapshot

logger = logging.getLogger(__name__)

STAT = "comspider/visit/"
#: The flag of a response read from the served HTML, and the report's ``fetched_by``.
HTTP = "http"
#: The fetch's meta: True when it was sent with the browser's headers.
BROWSER_HEADERS_KEY = "comspider_browser_headers"


class HttpFirstMiddleware:
    def __init__(
        self,
        crawler: Crawler,
        detector: CommentDetector,
        *,
        max_chars: int,
        deadline: float,
        timeout: float,
        sites: ServedSites,
    ) -> None:
        self.crawler = crawler
        self.stats = crawler.stats
        self.detector = detector
        self.max_chars = max_chars
        self.deadline = deadline
        self.timeout = timeout
        self.visits = BrowserVisits.of(crawler)
        self.served = ServedDocuments.of(crawler)
        self.sites = sites
        # The crawl's own host list and its exemptions: a frame it blocks is never loaded,
        # a host it keeps for comment widgets is a widget's.
        self.hosts = HostBlocklist.bundled()

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> HttpFirstMiddleware:
        settings = crawler.settings
        if not settings.getbool("COMSPIDER_HTTP_FIRST"):
            raise NotConfigured
        if ArchiveRecorder.of(crawler).recording or settings.get("COMSPIDER_REPLAY_ARCHIVE"):
            logger.info(
                "HTTP first is off while the crawl records or replays an archive: every visit is the browser's"
            )
            raise NotConfigured
        return cls(
            crawler,
            crawl_detector(crawler),
            max_chars=settings.getint("COMSPIDER_MAX_DOM_CHARS"),
            deadline=settings.getfloat("COMSPIDER_PAGE_BUDGET"),
            timeout=min(
                settings.getfloat("DOWNLOAD_TIMEOUT"),
                settings.getfloat("PLAYWRIGHT_DEFAULT_NAVIGATION_TIMEOUT") / 1000.0,
            ),
            sites=ServedSites(
                settings.getint("COMSPIDER_HTTP_FIRST_SITE_TRIES"),
                settings.getfloat("COMSPIDER_HTTP_FIRST_SITE_PAUSE"),
                _posix_clock(from_spec(settings.get("COMSPIDER_CLOCK"))),
            ),
        )

    async def process_request(self, request: Request) -> Response | None:
        if (
            not request.meta.get("playwright_include_page")
            or ARTICLE_KEY not in request.meta
            or request.meta.get(LOST_KEY)
        ):
            return None
        if self.visits.aborting:
            raise VisitAborted(detail="the crawl is stopping")
        if self.sites.skips(request.url):
            self.stats.inc_value(f"{STAT}http_first/site_skipped")
            return None
        started = time.monotonic()
        request.meta.setdefault(STARTED_AT_KEY, time.time())
        self.crawler.signals.send_catch_log(visit_started, request=request)
        slot = self._slot(request)
        last = slot.lastseen if slot is not None else None
        fetch, response, reason = await self._fetch(request)
        if response is None:
            self._record(request, whole=False)
            return None
        if slot is not None and last is not None:
            self._one_load(slot, last)
        fetched = time.monotonic()
        verdict = (
            await self._judge(request, response)
            if reason is None and isinstance(response, HtmlResponse)
            else None
        )
        judged = time.monotonic()
        if verdict is None or not verdict.whole:
            if verdict is not None:
                reason = verdict.reason
                logger.debug("%s needs the browser: %s", request.url, verdict.reason)
            if reason is not None:
                self.stats.inc_value(f"{STAT}http_first/browser/{reason}")
            request.meta[HTTP_FIRST_KEY] = {
                "http_fetch": round(fetched - started, 3),
                "http_judge": round(judged - fetched, 3),
            }
            self._hand_over(request, fetch, response)
            self._record(request, whole=False)
            return None
        self._record(request, whole=True)
        self.visits.remember_cookies(received_cookies(fetch, response))
        self.stats.inc_value(f"{STAT}http_only")
        logger.debug("%s read from its served HTML: %d comments", request.url, verdict.comments)
        assert isinstance(response, HtmlResponse)
        return self._response(request, response, verdict, fetched - started, judged - fetched)

    def _record(self, request: Request, whole: bool) -> None:
        """The site's count of visits that needed the browser (a pause past its tries)."""
        if self.sites.record(request.url, whole):
            self.stats.inc_value(f"{STAT}http_first/site_paused")
            logger.info(
                "HTTP first skips %s for %.0f s (COMSPIDER_HTTP_FIRST_SITE_PAUSE): its last %d visit(s) needed the browser",
                urlsplit(request.url).netloc,
                self.sites.pause,
                self.sites.tries,
            )

    def _hand_over(self, request: Request, fetch: Request, response: Response) -> None:
        """Keep the fetched document for the browser's navigation (the request carries its
        token), when the browser may render it as its own: fetched with the browser's
        headers, and not redirected."""
        if fetch.meta.get(BROWSER_HEADERS_KEY) is None:
            self.served.count("second_load/agent")
            return
        if response.url != fetch.url or (
            response.request is not None and response.request.meta.get("redirect_urls")
        ):
            self.served.count("second_load/redirected")
            return
        if len(response.body) > self.max_chars:
            self.served.count("second_load/too_large")
            return
        document = ServedDocument(
            url=fetch.url,
            status=response.status,
            headers=fulfill_headers(response.headers),
            body=response.body,
            fetched_at=time.monotonic(),
        )
        request.meta[SERVED_KEY] = self.served.keep(document)

    def _one_load(self, slot: Any, last: float) -> None:
        """The fetch and the browser's navigation that may follow are one page load of the
        site's: the download delay spaces visits, not the two halves of one. The slot's
        last request goes back to the one before the fetch, and the wait Scrapy set after
        the fetch (its slot's ``latercall``: a request queued meanwhile waits for it,
        whatever ``lastseen`` says) is dropped, the queue looked at again now."""
        slot.lastseen = last
        later = getattr(slot, "latercall", None)
        if later is None:
            return
        later.cancel()
        slot.latercall = None
        engine = self.crawler.engine
        process = getattr(engine.downloader, "_process_queue", None) if engine is not None else None
        if process is not None:
            process(slot)  # what is queued goes when the restored delay says

    def _slot(self, request: Request) -> Any:
        """The site's download slot in Scrapy's downloader (None before its first request)."""
        engine = self.crawler.engine
        if engine is None:
            return None
        downloader = engine.downloader
        return downloader.slots.get(downloader.get_slot_key(request))

    async def _fetch(self, request: Request) -> tuple[Request, Response | None, str | None]:
        """The page over HTTP, as the browser's navigation would ask for it, and why its
        HTML is not to be judged (the browser's turn: not a readable HTML page of the same
        site); no response when the fetch failed."""
        # the browser's headers and cookies (a request of its own, not Scrapy's cookie
        # jar), given the browser's navigation timeout and never retried (the browser's
        # visit is the retry: one failure costs the site one request more, not three)
        headers = await self._browser_headers()
        cookies = cookie_header(self.visits.cookies(), request.url)
        fetch = Request(
            request.url,
            callback=NO_CALLBACK,
            dont_filter=True,
            priority=request.priority,
            headers={**(headers or {}), **({"Cookie": cookies} if cookies else {})},
            meta={
                "dont_retry": True,
                "download_timeout": self.timeout,
                "dont_merge_cookies": True,
                BROWSER_HEADERS_KEY: bool(headers) or None,
            },
        )
        engine = self.crawler.engine
        assert engine is not None
        try:
            response = await self._download(engine, fetch)
        except VisitAborted:
            raise  # an IgnoreRequest too: the visit ends here, it never queues for the site
        except IgnoreRequest:
            self.stats.inc_value(f"{STAT}http_first/browser/refused")
            return fetch, None, "refused"
        except Exception as exc:
            why = twisted_failure(exc, request.url) or f"{type(exc).__name__}: {exc}"[:200]
            self.stats.inc_value(f"{STAT}http_first/fetch_failed")
            logger.info("HTTP fetch of %s failed (%s): visited in the browser", request.url, why)
            return fetch, None, "fetch_failed"
        if self.visits.aborting:
            raise VisitAborted(detail="the crawl is stopping")
        if response.status != 200:
            return fetch, response, "status"
        if not isinstance(response, HtmlResponse):
            return fetch, response, "not_html"
        if urlsplit(response.url).netloc.lower() != urlsplit(request.url).netloc.lower():
            return fetch, response, "redirected"
        if len(response.body) > self.max_chars:
            return fetch, response, "too_large"
        return fetch, response, None

    async def _download(self, engine: Any, fetch: Request) -> Response:
        """The fetch, given up (the visit aborted, not counted) when the bounded shutdown
        cuts the visits in flight short: a site that never answers holds no stop."""
        download = asyncio.ensure_future(engine.download_async(fetch))
        cut = asyncio.ensure_future(self.visits.cut_short())
        try:
            await asyncio.wait({download, cut}, return_when=asyncio.FIRST_COMPLETED)
        finally:
            cut.cancel()
        if download.done():
            return download.result()
        download.cancel()
        download.add_done_callback(_drop_result)
        raise VisitAborted(detail="the crawl is stopping")

    async def _browser_headers(self) -> dict[str, str] | None:
        handler = BrowserDownloadHandler.of(self.crawler)
        return await handler.browser_headers() if handler is not None else None

    async def _judge(self, request: Request, response: HtmlResponse) -> Verdict | None:
        html = response.text
        url = response.url

        def run() -> Verdict:
            hits = detector_hits(self.detector, html, url)
            return judge(
                html,
                url,
                hits,
                comment_host=lambda u: self.hosts.exemption(u) == "comments",
                frame_ignored=lambda u: self.hosts.match(u) is not None,
            )

        try:
            return await within(asyncio.to_thread(run), self.deadline, "http_first")
        except BrowserDeadline:
            self.stats.inc_value(f"{STAT}http_first/browser/deadline")
            logger.info(
                "Judging the served HTML of %s took over %.0f s (COMSPIDER_PAGE_BUDGET): visited in the browser",
                request.url,
                self.deadline,
            )
        except Exception as exc:
            self.stats.inc_value(f"{STAT}http_first/browser/judge_failed")
            logger.info(
                "Judging the served HTML of %s failed (%s): visited in the browser",
                request.url,
                f"{type(exc).__name__}: {exc}"[:200],
            )
        return None

    def _response(
        self, request: Request, response: HtmlResponse, verdict: Verdict, fetch: float, judging: float
    ) -> BrowserResponse:
        html = response.text
        report = InteractionReport(
            entry_point="static",
            comments_seen=verdict.comments,
            seconds=round(fetch + judging, 3),
            timings={"http_fetch": round(fetch, 3), "http_judge": round(judging, 3)},
            fetched_by=HTTP,
        )
        headers: Any = response.headers.copy()
        for name in ("Content-Encoding", "Content-Length", "Transfer-Encoding"):
            headers.pop(name, None)
        headers["Content-Type"] = "text/html; charset=utf-8"
        return BrowserResponse(
            url=response.url,
            status=response.status,
            headers=headers,
            body=html.encode("utf-8"),
            encoding="utf-8",
            request=request,
            flags=[HTTP],
            ip_address=response.ip_address,
            snapshots=[Snapshot(url=response.url, html=html, kind="main")],
            report=report,
        )


def _posix_clock(clock: Clock) -> Any:
    """The crawl's clock as POSIX seconds (a site's pause is in the crawl's time)."""
    return lambda: clock.now().timestamp()


def _drop_result(task: asyncio.Future[Any]) -> None:
    if not task.cancelled():
        task.exception()
