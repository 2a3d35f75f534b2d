"""The documents HTTP first hands to the browser: once each, fresh only, bounded; their
headers as Playwright's fulfill takes them."""

from __future__ import annotations

import time

from scrapy.http import Headers

from comspider.browser import served_documents
from comspider.browser.served_documents import ServedDocument, ServedDocuments, fulfill_headers


def document(url: str = "https://news.example/a", age: float = 0.0) -> ServedDocument:
    return ServedDocument(url, 200, {"content-type": "text/html"}, b"<p>x</p>", time.monotonic() - age)


def test_a_document_is_taken_once() -> None:
    kept = ServedDocuments(fresh_for=60.0)
    token = kept.keep(document())
    assert kept.take(token) is not None
    assert kept.take(token) is None
    assert kept.take(None) is None


def test_a_stale_document_is_not_handed_over() -> None:
    kept = ServedDocuments(fresh_for=5.0)
    assert kept.take(kept.keep(document(age=6.0))) is None


def test_documents_are_bounded(monkeypatch) -> None:
    monkeypatch.setattr(served_documents, "MAX_DOCUMENTS", 3)
    kept = ServedDocuments(fresh_for=60.0)
    tokens = [kept.keep(document(f"https://news.example/{i}")) for i in range(5)]
    assert len(kept) == 3
    assert kept.take(tokens[0]) is None and kept.take(tokens[4]) is not None


def test_a_document_answers_its_own_url_only() -> None:
    doc = document("https://news.example/a/")
    assert doc.answers("https://news.example/a") and doc.answers("https://news.example/a/#comments")
    assert not doc.answers("https://news.example/b")


def test_fulfill_headers_keep_every_cookie_and_drop_the_encoding() -> None:
    headers = Headers()
    headers.appendlist("Set-Cookie", "a=1; Path=/")
    headers.appendlist("Set-Cookie", "b=2; Path=/x; HttpOnly")
    headers["Content-Type"] = "text/html; charset=iso-8859-1"
    headers["Content-Encoding"] = "gzip"
    headers["Content-Length"] = "12"
    out = fulfill_headers(headers)
    assert out == {
        "set-cookie": "a=1; Path=/\nb=2; Path=/x; HttpOnly",
        "content-type": "text/html; charset=iso-8859-1",
    }
