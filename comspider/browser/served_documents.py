"""The documents HTTP first fetched, handed to the browser so that it does not load them
again (``COMSPIDER_HTTP_FIRST``: comspider.interaction.http_first).

When an article's served HTML does not hold its whole discussion, the same request goes on
to the browser. The HTTP fetch has already loaded the page from its site; the browser's
navigation to that URL is answered with that response (status, headers, ``Set-Cookie``
included, body) by the page's route (comspider.browser.handler), instead of a second
request to the site. Only the page's main document, only a fetch that was not redirected
(a fulfilled redirect is followed by Chromium on the network, out of the route's reach),
fetched with the browser's own ``User-Agent``, ``Accept`` and
``Upgrade-Insecure-Requests`` (not its client hints: Chromium sends them over https only) and with the cookies the
browser would have sent (comspider.browser.fetch_cookies), and only while it is fresh
(``COMSPIDER_HTTP_FIRST_FRESH``); everything else the page loads goes out as before.

The request carries a token (:data:`SERVED_KEY`, plain data: meta stays picklable); the
documents live here, one per visit in flight, in this process only (a request pickled to
another worker finds no document there and loads its page itself). Bounded: at most
:data:`MAX_DOCUMENTS`, the oldest dropped first, and none older than the freshness window.

Stats: ``comspider/visit/http_first/handed_over`` (a navigation answered with the fetched
document) and ``comspider/visit/http_first/second_load/<why>`` (the browser loaded the
page again: ``redirected``, ``stale``, ``agent`` (the browser's headers unknown), ``gone``).
"""

from __future__ import annotations

import itertools
import time
from collections import OrderedDict
from dataclasses import dataclass
from typing import Any
from urllib.parse import urldefrag

from comspider.crawler_parts import crawler_part

#: The request's token of its fetched document.
SERVED_KEY = "comspider_served_document"
#: Set on the request by the download handler when its navigation was answered with the
#: fetched document (the visit record's ``fetched_by``: :data:`HANDED_OVER`).
HANDED_OVER_KEY = "comspider_document_handed_over"
HANDED_OVER = "http+browser"
#: Documents kept at once: one per visit between its fetch and its navigation, which the
#: crawl's CONCURRENT_REQUESTS bounds far below this.
MAX_DOCUMENTS = 64
#: What Chromium's navigations accept (its own ``Accept``), sent by the fetch so that the
#: site serves the document it would serve the browser.
CHROMIUM_ACCEPT = (
    "text/html,application/xhtml+xml,application/xml;q=0.9,image/jxl,image/avif,image/webp,"
    "image/apng,*/*;q=0.8,application/signed-exchange;v=b3;q=0.7"
)
STAT = "comspider/visit/http_first/"
# Hop-by-hop and encoding headers of the fetch: the body handed over is decoded and whole.
_DROPPED = {b"content-encoding", b"content-length", b"transfer-encoding", b"connection", b"keep-alive"}


@dataclass(frozen=True, slots=True)
class ServedDocument:
    url: str
    status: int
    headers: dict[str, str]  # for Playwright's fulfill; several Set-Cookie joined by "\n"
    body: bytes
    fetched_at: float  # time.monotonic()

    def answers(self, url: str) -> bool:
        """Whether a navigation to ``url`` is this document's (the fragment never goes out)."""
        return _same(self.url, url)


def fulfill_headers(headers: Any) -> dict[str, str]:
    """Scrapy response headers as Playwright's fulfill takes them: each header once, its
    values joined (``Set-Cookie``'s by new lines, as Chromium reads them), the encoding
    and hop-by-hop ones dropped."""
    out: dict[str, str] = {}
    for name, values in headers.items():
        key = bytes(name).lower()
        if key in _DROPPED:
            continue
        texts = [bytes(v).decode("latin-1") for v in values]
        out[key.decode("latin-1")] = ("\n" if key == b"set-cookie" else ", ").join(texts)
    return out


class ServedDocuments:
    def __init__(self, fresh_for: float, stats: Any = None) -> None:
        self.fresh_for = fresh_for
        self.stats = stats
        # The browser's navigation headers (User-Agent, Accept), once known: the fetch sends
        # them, and only a document fetched with them is handed over.
        self.browser_headers: dict[str, str] | None = None
        self._documents: OrderedDict[str, ServedDocument] = OrderedDict()
        self._tokens = itertools.count(1)

    @classmethod
    def of(cls, crawler: Any) -> ServedDocuments:
        return crawler_part(
            crawler,
            "served_documents",
            lambda: cls(crawler.settings.getfloat("COMSPIDER_HTTP_FIRST_FRESH"), crawler.stats),
        )

    def keep(self, document: ServedDocument) -> str:
        """Keep ``document`` for the browser; its token for the request's meta."""
        self._drop_stale()
        token = f"{next(self._tokens)}"
        self._documents[token] = document
        while len(self._documents) > MAX_DOCUMENTS:
            self._documents.popitem(last=False)
        return token

    def take(self, token: object) -> ServedDocument | None:
        """The document of ``token``, once (None, counted, when it is gone or stale)."""
        if not token:
            return None
        document = self._documents.pop(str(token), None)
        if document is None:
            self.count("second_load/gone")
            return None
        if not self.fresh(document):
            self.count("second_load/stale")
            return None
        return document

    def fresh(self, document: ServedDocument) -> bool:
        return time.monotonic() - document.fetched_at <= self.fresh_for

    def count(self, what: str) -> None:
        if self.stats is not None:
            self.stats.inc_value(f"{STAT}{what}")

    def __len__(self) -> int:
        return len(self._documents)

    def _drop_stale(self) -> None:
        while self._documents:
            token, oldest = next(iter(self._documents.items()))
            if self.fresh(oldest):
                return
            del self._documents[token]


def _same(a: str, b: str) -> bool:
    return urldefrag(a)[0].rstrip("/") == urldefrag(b)[0].rstrip("/")
