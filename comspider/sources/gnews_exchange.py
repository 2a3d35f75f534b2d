"""Resolving new-style Google News links with Google's two-request exchange, as Scrapy
requests (scheduled, throttled, robots.txt-checked like any other; never blocking).

::

    link  https://news.google.com/rss/articles/CBMiXkFVX3lxTF...?oc=5
     (a)  GET  <origin>/rss/articles/<ID>             -> HTML with, on one element,
          data-n-a-id="<ID>" data-n-a-ts="<unix ts>" data-n-a-sg="<signature>"
     (b)  POST <origin>/_/DotsSplashUi/data/batchexecute
          f.req=[[["Fbv4je","[\\"garturlreq\\",[...],\\"<ID>\\",<ts>,\\"<sg>\\"]",null,"generic"]]]
          -> )]}'  [["wrb.fr","Fbv4je","[\\"garturlres\\",\\"<publisher URL>\\",1]",...],...]

``<origin>`` is always the link's own scheme and host (the offline web emulates Google on
a loopback host). In a spider::

    def parse_feed(self, response):
        for article in parse_feed_response(response).articles:
            step = resolve_offline(article)
            if isinstance(step, NeedsExchange):
                yield exchange_page_request(article, self.parse_exchange_page, self.on_error)
            ...

    def parse_exchange_page(self, response):
        params = parse_exchange_page(response)
        if isinstance(params, Reason):
            ...  # log one line, inc params.stat
            return
        yield batchexecute_request(params, self.parse_batchexecute, self.on_error)

    def parse_batchexecute(self, response):
        article = finish_exchange(response)       # or parse_batchexecute(response) -> url
        if isinstance(article, Reason):
            ...
            return
        yield self.visit(article)

Both requests carry the article as ``meta["comspider_article"]`` (``Article.to_dict()``)
and pass every other ``comspider_*`` meta key on from the page request to the
batchexecute request. They accept HTTP 400/403/404/429/5xx answers into the callback
(``handle_httpstatus_list``; retries still happen first), so the parsers report them as
``gnews_http_<status>`` reasons; download failures and requests a middleware dropped
(robots.txt) reach the errback, where :func:`reason_from_failure` names them.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from typing import Any
from urllib.parse import urlsplit

import scrapy
from parsel import Selector
from scrapy.exceptions import IgnoreRequest
from scrapy.http import FormRequest, Response

from comspider.article import Article
from comspider.network_errors import twisted_failure
from comspider.sources.gnews_links import NeedsExchange, decode_offline, resolved
from comspider.sources.google_news import feed_ceid
from comspider.sources.reason import Reason, http_reason

ARTICLE_META = "comspider_article"
EXCHANGE_META = "comspider_exchange"
#: Statuses passed to the callbacks instead of being dropped by HttpErrorMiddleware.
ERROR_STATUSES = [400, 401, 403, 404, 405, 410, 429, 500, 502, 503, 504]
RPC_ID = "Fbv4je"
_DEFAULT_CEID = "US:en"


@dataclass(frozen=True, slots=True)
class ExchangeParams:
    """What the article page gave for step (b), plus the meta to carry on."""

    article_id: str
    timestamp: int
    signature: str
    origin: str
    ceid: str = _DEFAULT_CEID
    carried: dict[str, Any] = field(default_factory=dict)  # comspider_* meta of step (a)

    @property
    def batchexecute_url(self) -> str:
        return f"{self.origin}/_/DotsSplashUi/data/batchexecute"

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data.pop("carried")
        return data


def _article_dict(article: Article | dict[str, Any]) -> dict[str, Any]:
    return article.to_dict() if isinstance(article, Article) else dict(article)


def _merged_meta(meta: dict[str, Any] | None, extra: dict[str, Any]) -> dict[str, Any]:
    merged = dict(meta or {})
    merged.update(extra)
    statuses = set(merged.get("handle_httpstatus_list", [])) | set(ERROR_STATUSES)
    merged["handle_httpstatus_list"] = sorted(statuses)
    return merged


def exchange_page_request(
    article: Article | dict[str, Any],
    callback: Callable[..., Any],
    errback: Callable[..., Any] | None = None,
    *,
    meta: dict[str, Any] | None = None,
    priority: int = 0,
    dont_filter: bool = True,
) -> scrapy.Request:
    """Step (a): GET the article page of a new-style link (``article.url``).

    ``dont_filter`` is True by default: a dupefilter that persists across runs
    (scrapy-redis) would otherwise never retry a link whose exchange failed once. The
    spider skips links it has already exchanged (by ``article.url``, the Google link).
    Raises ValueError for an article that needs no exchange (check with
    :func:`~comspider.sources.gnews_links.resolve_offline` first).
    """
    data = _article_dict(article)
    need = decode_offline(data["url"])
    if not isinstance(need, NeedsExchange):
        raise ValueError(f"{data['url']!r} needs no Google News exchange")
    return scrapy.Request(
        need.page_url,
        callback=callback,
        errback=errback,
        priority=priority,
        dont_filter=dont_filter,
        meta=_merged_meta(
            meta, {ARTICLE_META: data, EXCHANGE_META: {"article_id": need.article_id, "origin": need.origin}}
        ),
    )


def _attribute_elements(html: str) -> list[dict[str, str]]:
    selector = Selector(text=html, type="html")
    found = []
    for element in selector.xpath("//*[@data-n-a-sg or @data-n-a-ts]"):
        found.append(
            {key: element.attrib.get(key, "") for key in ("data-n-a-id", "data-n-a-ts", "data-n-a-sg")}
        )
    return found


def parse_exchange_page(response: Response) -> ExchangeParams | Reason:
    """Step (a)'s answer -> the id, timestamp and signature for step (b), or a reason."""
    host = urlsplit(response.url).hostname or ""
    if host.startswith("consent."):
        return Reason("gnews_consent", f"redirected to the consent page {response.url[:100]}")
    if response.status >= 400:
        return http_reason("gnews", response.status, "the Google News article page")
    meta = response.meta
    expected = (meta.get(EXCHANGE_META) or {}).get("article_id")
    if expected is None:
        match = re.search(r"/articles/([A-Za-z0-9_-]+)", response.url)
        expected = match.group(1) if match else None
    try:
        html = response.text
    except AttributeError:  # a plain Response (no encoding known)
        html = response.body.decode("utf-8", errors="replace")
    candidates = _attribute_elements(html)
    if not candidates:
        return Reason("gnews_no_signature", f"the article page {response.url[:100]} has no data-n-a-sg/ts")
    chosen = next((c for c in candidates if c["data-n-a-id"] == expected), None)
    if chosen is None:
        chosen = next((c for c in candidates if not c["data-n-a-id"]), candidates[0])
    timestamp, signature = chosen["data-n-a-ts"].strip(), chosen["data-n-a-sg"].strip()
    if not signature or not timestamp.isdigit():
        return Reason(
            "gnews_no_signature", "the article page has an empty signature or a non-numeric timestamp"
        )
    article_id = chosen["data-n-a-id"] or expected
    if not article_id:
        return Reason("gnews_no_signature", "the article page does not name the article id")
    origin = (meta.get(EXCHANGE_META) or {}).get("origin")
    if not origin:
        parts = urlsplit(response.url)
        origin = f"{parts.scheme}://{parts.netloc}"
    article = meta.get(ARTICLE_META) or {}
    carried = {k: v for k, v in meta.items() if k.startswith("comspider_") and k != EXCHANGE_META}
    return ExchangeParams(
        article_id=article_id,
        timestamp=int(timestamp),
        signature=signature,
        origin=origin,
        ceid=feed_ceid(article.get("feed")) or _DEFAULT_CEID,
        carried=carried,
    )


def batchexecute_payload(article_id: str, timestamp: int, signature: str, ceid: str = _DEFAULT_CEID) -> str:
    """The ``f.req`` form value of step (b)."""
    context = [
        ["X", "X", ["X", "X"], None, None, 1, 1, ceid, None, 1, None, None, None, None, None, 0, 1],
        "X",
        "X",
        1,
        [1, 1, 1],
        1,
        1,
        None,
        0,
        0,
        None,
        0,
    ]
    inner = json.dumps(
        ["garturlreq", context, article_id, timestamp, signature], separators=(",", ":"), ensure_ascii=False
    )
    return json.dumps([[[RPC_ID, inner, None, "generic"]]], separators=(",", ":"), ensure_ascii=False)


def batchexecute_request(
    params: ExchangeParams,
    callback: Callable[..., Any],
    errback: Callable[..., Any] | None = None,
    *,
    article: Article | dict[str, Any] | None = None,
    meta: dict[str, Any] | None = None,
    priority: int = 0,
    dont_filter: bool = True,
) -> FormRequest:
    """Step (b): POST the signed id to batchexecute. ``article`` defaults to the one step
    (a) carried; ``meta`` adds to the carried ``comspider_*`` keys."""
    extra: dict[str, Any] = dict(params.carried)
    if article is not None:
        extra[ARTICLE_META] = _article_dict(article)
    extra[EXCHANGE_META] = params.to_dict()
    return FormRequest(
        params.batchexecute_url,
        callback=callback,
        errback=errback,
        priority=priority,
        dont_filter=dont_filter,
        formdata={
            "f.req": batchexecute_payload(params.article_id, params.timestamp, params.signature, params.ceid)
        },
        headers={
            "Content-Type": "application/x-www-form-urlencoded;charset=UTF-8",
            "Referer": f"{params.origin}/",
        },
        meta=_merged_meta(meta, extra),
    )


def _json_values(text: str) -> list[Any]:
    """Every top-level JSON value in a batchexecute body: one array, or length-prefixed
    chunks (``123\\n[[...]]\\n25\\n[[...]]``)."""
    decoder = json.JSONDecoder()
    values: list[Any] = []
    pos = 0
    while pos < len(text):
        start = text.find("[", pos)
        if start < 0:
            break
        try:
            value, end = decoder.raw_decode(text, start)
        except ValueError:
            pos = start + 1
            continue
        values.append(value)
        pos = end
    return values


def _entries(values: list[Any]) -> list[list[Any]]:
    entries: list[list[Any]] = []
    for value in values:
        if isinstance(value, list) and value and isinstance(value[0], str):
            entries.append(value)  # a lone entry
        elif isinstance(value, list):
            entries.extend(item for item in value if isinstance(item, list) and item)
    return entries


def parse_batchexecute(response: Response | str | bytes) -> str | Reason:
    """Step (b)'s answer -> the publisher URL, or a reason."""
    if isinstance(response, Response):
        if response.status >= 400:
            return http_reason("gnews", response.status, "batchexecute")
        body: str | bytes = response.body
    else:
        body = response
    text = body.decode("utf-8", errors="replace") if isinstance(body, bytes) else body
    stripped = text.lstrip()
    if stripped.startswith(")]}'"):
        stripped = stripped[4:]
    entries = _entries(_json_values(stripped))
    if not entries:
        return Reason("gnews_bad_answer", f"batchexecute answered {text[:60]!r}, not JSON")
    errors: list[str] = []
    for entry in entries:
        if entry[0] == "er":
            errors.append(json.dumps(entry)[:120])
            continue
        if entry[0] != "wrb.fr" or len(entry) < 3 or (len(entry) > 1 and entry[1] != RPC_ID):
            continue
        payload = entry[2]
        if not isinstance(payload, str):
            status = entry[5] if len(entry) > 5 else None
            errors.append(f"wrb.fr without a result (status {json.dumps(status)})")
            continue
        try:
            inner = json.loads(payload)
        except ValueError:
            errors.append(f"unparseable result {payload[:80]!r}")
            continue
        if isinstance(inner, list) and inner and inner[0] == "garturlres":
            url = inner[1] if len(inner) > 1 else None
            if isinstance(url, str) and re.match(r"^https?://[^\s/]+", url):
                return url
            return Reason("gnews_bad_url", f"garturlres carries {str(url)[:80]!r}")
        if isinstance(inner, list) and inner and inner[0] == "er":
            errors.append(json.dumps(inner)[:120])
            continue
        errors.append(f"unexpected result {payload[:80]!r}")
    if errors:
        return Reason("gnews_error", "batchexecute error: " + "; ".join(errors))
    return Reason("gnews_no_result", "batchexecute answered without a garturlres entry")


def finish_exchange(response: Response) -> Article | Reason:
    """Step (b)'s answer -> the article from ``meta["comspider_article"]`` with its publisher
    URL as ``url`` and the Google link as ``source_url``; or a reason."""
    url = parse_batchexecute(response)
    if isinstance(url, Reason):
        return url
    data = response.meta.get(ARTICLE_META)
    if not data:
        return Reason("gnews_no_result", f"no {ARTICLE_META} in the request meta")
    return resolved(Article.from_dict(data), url)


def reason_from_failure(failure: Any, prefix: str | None = None) -> Reason:
    """An errback's Twisted ``Failure`` -> a reason: ``<prefix>_http_<status>`` for an
    HttpError, ``<prefix>_ignored`` for a request a middleware dropped (robots.txt, the
    network guard), ``<prefix>_download`` for DNS errors, timeouts, refused connections.

    ``prefix`` defaults to ``feed`` for feed requests (they carry ``comspider_source``)
    and ``gnews`` for the exchange requests, so one errback serves both."""
    error = getattr(failure, "value", failure)
    request = getattr(failure, "request", None)
    if prefix is None:
        meta = getattr(request, "meta", None) or {}
        prefix = "feed" if "comspider_source" in meta else "gnews"
    response = getattr(error, "response", None)
    if response is not None and getattr(response, "status", 0) >= 400:
        return http_reason(prefix, response.status, "the request")
    where = f" ({request.url[:100]})" if request is not None else ""
    name = type(error).__name__
    detail = str(error)[:160] or "no detail"
    if isinstance(error, IgnoreRequest):
        return Reason(f"{prefix}_ignored", f"{name}: {detail}{where}")
    named = twisted_failure(error, getattr(request, "url", None))  # DNS, refused, TLS, timeout
    return Reason(f"{prefix}_download", f"{named}{where}" if named else f"{name}: {detail}{where}")
