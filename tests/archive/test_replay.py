"""Replay answers: the visit's own recorded response first, the n-th asking the n-th
answer, a POST by its body; what nothing answers fails at once with one line and a stat."""

from __future__ import annotations

import logging
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from scrapy.statscollectors import MemoryStatsCollector

from comspider.archive.exchanges import Exchange
from comspider.archive.reader import ArchiveIndex
from comspider.archive.records import exchange_records
from comspider.archive.replay import ReplaySession
from comspider.archive.warc_files import WarcSegments
from comspider_lab.testing import asyncio_test


def _exchange(url: str, body: bytes, method: str = "GET", request_body: bytes | None = None) -> Exchange:
    return Exchange(
        method=method,
        url=url,
        request_headers=[("Accept", "*/*")],
        request_body=request_body,
        status=200,
        reason="OK",
        response_headers=[("Content-Type", "application/json"), ("Content-Encoding", "gzip")],
        body=body,
        resource_type="fetch",
        when=datetime.now(UTC),
    )


def _archive(tmp_path: Path) -> ArchiveIndex:
    files = WarcSegments(tmp_path, 10**9)
    exchanges = [
        (_exchange("http://a.example/api", b"first"), "v1"),
        (_exchange("http://a.example/api", b"second"), "v1"),
        (_exchange("http://a.example/api", b"other visit"), "v2"),
        (_exchange("http://a.example/post", b"page 2", "POST", b"page=2"), "v1"),
        (_exchange("http://a.example/post", b"page 3", "POST", b"page=3"), "v1"),
    ]
    files.write(lambda w: [r for e, v in exchanges for r in exchange_records(w, e, v)], "test")
    return ArchiveIndex.open(tmp_path)


class _Route:
    def __init__(self) -> None:
        self.fulfilled: dict[str, Any] | None = None
        self.aborted: str | None = None

    async def fulfill(self, **kwargs: Any) -> None:
        self.fulfilled = kwargs

    async def abort(self, code: str) -> None:
        self.aborted = code


class _Request:
    def __init__(self, url: str, method: str = "GET", body: bytes | None = None) -> None:
        self.url, self.method, self.post_data_buffer = url, method, body


class _Stats(MemoryStatsCollector):
    def __init__(self) -> None:
        self._stats: dict[str, Any] = {}


@asyncio_test
async def test_answers_come_in_the_recorded_order(tmp_path: Path) -> None:
    session = ReplaySession(_archive(tmp_path), "v1")
    bodies = []
    for _ in range(3):
        route = _Route()
        await session.answer(route, _Request("http://a.example/api"))
        assert route.fulfilled is not None
        bodies.append(route.fulfilled["body"])
        # the body as the browser got it: no encoding header left to decode it again
        assert "content-encoding" not in route.fulfilled["headers"]
    assert bodies == [b"first", b"second", b"second"]
    route = _Route()
    await ReplaySession(session.archive, "v2").answer(route, _Request("http://a.example/api"))
    assert route.fulfilled is not None and route.fulfilled["body"] == b"other visit"


@asyncio_test
async def test_a_post_is_answered_by_its_body(tmp_path: Path) -> None:
    session = ReplaySession(_archive(tmp_path), "v1")
    route = _Route()
    await session.answer(route, _Request("http://a.example/post", "POST", b"page=3"))
    assert route.fulfilled is not None and route.fulfilled["body"] == b"page 3"


@asyncio_test
async def test_what_was_not_recorded_fails_at_once(tmp_path: Path, caplog: Any) -> None:
    stats = _Stats()
    session = ReplaySession(_archive(tmp_path), "v1", stats)
    route = _Route()
    with caplog.at_level(logging.INFO, logger="comspider.archive.replay"):
        await session.answer(route, _Request("http://a.example/never"))
    assert route.aborted == "internetdisconnected" and route.fulfilled is None
    assert stats.get_value("comspider/replay/unmatched") == 1
    assert [r.message for r in caplog.records] == [
        "Replay: no recorded response for GET http://a.example/never: failed"
    ]


@asyncio_test
async def test_a_document_chromium_decoded_is_replayed_as_the_utf8_it_is(tmp_path: Path) -> None:
    """Chromium hands a document's body over as its decoded text in UTF-8, whatever the
    server's charset (a page in ISO-8859-1 sent as "text/html"): the record's type says
    charset=utf-8 (a browser reads it before the page's ``<meta charset>``) and the
    record says so; a body that is no UTF-8 keeps its headers."""
    page = '<html><head><meta charset="iso-8859-1"></head><body><b>Klaus Müller</b></body></html>'

    def document(url: str, body: bytes, kind: str) -> Exchange:
        return Exchange(
            method="GET",
            url=url,
            request_headers=[("Accept", "text/html")],
            request_body=None,
            status=200,
            reason="OK",
            response_headers=[("Content-Type", kind)],
            body=body,
            resource_type="document",
            when=datetime.now(UTC),
        )

    files = WarcSegments(tmp_path, 10**9)
    exchanges = [
        document("http://a.example/de", page.encode("utf-8"), "text/html; charset=ISO-8859-1"),
        document("http://a.example/raw", page.encode("latin-1"), "text/html"),
    ]
    files.write(lambda w: [r for e in exchanges for r in exchange_records(w, e, "v1")], "test")
    session = ReplaySession(ArchiveIndex.open(tmp_path), "v1")
    route = _Route()
    await session.answer(route, _Request("http://a.example/de"))
    assert route.fulfilled is not None
    assert route.fulfilled["headers"]["content-type"] == "text/html; charset=utf-8"
    assert route.fulfilled["body"].decode("utf-8").count("Müller") == 1
    route = _Route()
    await session.answer(route, _Request("http://a.example/raw"))
    assert route.fulfilled is not None
    assert route.fulfilled["headers"]["content-type"] == "text/html"
