"""Web archives for the tests, written with warcio (the reader's own writer)."""

from __future__ import annotations

import gzip
import io
from pathlib import Path


def write_warc(path: Path, pages: list[tuple[str, str, str]], snapshots: bool = False) -> None:
    """A gzipped WARC with the given (url, WARC-Date, html) responses, the first sent
    gzip-encoded, among records that are not pages: a request, a 404, an image; with
    ``snapshots``, each page's DOM snapshot too, as comspider's crawl archive adds it (a
    ``resource`` record at ``urn:comspider:snapshot:<url>``)."""
    from warcio.statusandheaders import StatusAndHeaders
    from warcio.warcwriter import WARCWriter

    with path.open("wb") as fh:
        writer = WARCWriter(fh, gzip=True)

        def response(
            url: str, when: str, status: str, ctype: str, body: bytes, encoded: bool = False
        ) -> None:
            headers = [("Content-Type", ctype)]
            if encoded:
                body = gzip.compress(body)
                headers.append(("Content-Encoding", "gzip"))
            http = StatusAndHeaders(status, headers, protocol="HTTP/1.1")
            record = writer.create_warc_record(
                url,
                "response",
                payload=io.BytesIO(body),
                http_headers=http,
                warc_headers_dict={"WARC-Date": when},
            )
            writer.write_record(record)

        for n, (url, when, html) in enumerate(pages):
            request = writer.create_warc_record(
                url,
                "request",
                payload=io.BytesIO(b""),
                http_headers=StatusAndHeaders(
                    "GET / HTTP/1.1", [("Host", "news.example")], is_http_request=True
                ),
            )
            writer.write_record(request)
            response(url, when, "200 OK", "text/html; charset=utf-8", html.encode("utf-8"), encoded=n == 0)
            response(url + "/logo.png", when, "200 OK", "image/png", b"\x89PNG not really")
            response(url + "/gone", when, "404 Not Found", "text/html", b"<html><body>gone</body></html>")
            if snapshots:
                snapshot = writer.create_warc_record(
                    "urn:comspider:snapshot:" + url,
                    "resource",
                    payload=io.BytesIO(html.encode("utf-8")),
                    warc_content_type="text/html; charset=utf-8",
                    warc_headers_dict={"WARC-Date": when},
                )
                writer.write_record(snapshot)
