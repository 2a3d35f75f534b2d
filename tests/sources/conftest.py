"""Fixtures of the sources tests: the recorded feeds and Google answers in fixtures/."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from scrapy.http import HtmlResponse, Request, TextResponse, XmlResponse

FIXTURES = Path(__file__).parent / "fixtures"

US_TOP = "https://news.google.com/rss?hl=en-US&gl=US&ceid=US:en"
DE_WORLD = "https://news.google.com/rss/headlines/section/topic/WORLD?hl=de&gl=DE&ceid=DE:de"
BR_SEARCH = "https://news.google.com/rss/search?q=elei%C3%A7%C3%B5es+when:1d&hl=pt-BR&gl=BR&ceid=BR:pt-419"
JP_TOP = "https://news.google.com/rss?hl=ja&gl=JP&ceid=JP:ja"


def fixture_bytes(name: str) -> bytes:
    return (FIXTURES / name).read_bytes()


def fixture_text(name: str) -> str:
    return (FIXTURES / name).read_text(encoding="utf-8")


def exchange_map() -> dict[str, Any]:
    return json.loads(fixture_text("gnews_exchange_map.json"))


def response_for(
    request: Request,
    name: str | None = None,
    *,
    body: bytes | None = None,
    status: int = 200,
    url: str | None = None,
    kind: str = "html",
    headers: dict[str, str] | None = None,
) -> TextResponse:
    """A downloaded answer to ``request`` (so ``response.meta`` is the request's)."""
    data = body if body is not None else fixture_bytes(name or "")
    cls = {"html": HtmlResponse, "xml": XmlResponse, "text": TextResponse}[kind]
    extra: dict[str, Any] = {} if kind == "xml" else {"encoding": "utf-8"}
    return cls(
        url=url or request.url, status=status, body=data, request=request, headers=headers or {}, **extra
    )


@pytest.fixture
def gmap() -> dict[str, Any]:
    return exchange_map()
