"""Fixtures of the offline web's tests: a web on a frozen clock, and a fetch helper."""

from __future__ import annotations

import gzip
import urllib.request
from collections.abc import Iterator
from datetime import UTC, datetime

import pytest

from comspider.clock import ManualClock
from comspider_lab.offline_web import OfflineWeb

START = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)


@pytest.fixture(scope="module")
def web() -> Iterator[OfflineWeb]:
    """A started web whose clock stands still at START (tests may advance it and must
    set it back)."""
    with OfflineWeb(clock=ManualClock(START), seed=0) as w:
        yield w


def fetch(
    url: str, data: bytes | None = None, headers: dict[str, str] | None = None
) -> tuple[int, dict, bytes]:
    """(status, headers, body) without raising on 4xx/5xx; gunzips."""
    req = urllib.request.Request(url, data=data, headers=headers or {})
    try:
        resp = urllib.request.urlopen(req, timeout=30)
        status, head, body = resp.status, dict(resp.headers), resp.read()
    except urllib.error.HTTPError as err:
        status, head, body = err.code, dict(err.headers), err.read()
    if head.get("Content-Encoding") == "gzip":
        body = gzip.decompress(body)
    return status, head, body
