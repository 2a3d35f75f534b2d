"""Google News article ids, as they appear in RSS links (news.google.com/rss/articles/<ID>).

An id is the URL-safe base64 (no padding) of a small protobuf message:

    0x08 0x13 0x22 <varint length> <UTF-8 string> [0xd2 0x01 0x00]

so every id starts with "CBMi". In old-style ids the string is the publisher's URL and the
id decodes offline. In new-style ids the string is an opaque token starting with
``AU_yqL``; only Google can resolve it (see comspider_lab.offline_web.hub for the exchange).
"""

from __future__ import annotations

import base64

from comspider.sources.gnews_links import encode_article_id
from comspider_lab.offline_web.rng import digest

TOKEN_PREFIX = "AU_yqL"


def encode_url(url: str, trailer: bool = True) -> str:
    """Old-style id of a URL (decodable offline); ``trailer``: the empty field 26 that
    Google appends (``d2 01 00``)."""
    return encode_article_id(url, amp_url="" if trailer else None)


def new_token(*parts: object, length: int = 150) -> str:
    """A deterministic opaque token like Google's (``AU_yqL`` + URL-safe base64)."""
    chunks: list[str] = []
    i = 0
    while sum(map(len, chunks)) < length:
        chunks.append(base64.urlsafe_b64encode(digest("token", i, *parts)).rstrip(b"=").decode("ascii"))
        i += 1
    return TOKEN_PREFIX + "".join(chunks)[: length - len(TOKEN_PREFIX)]


def encode_token(token: str) -> str:
    """New-style id: the same wrapper around an opaque token (always with the trailer)."""
    if not token.startswith(TOKEN_PREFIX):
        raise ValueError("new-style tokens start with " + TOKEN_PREFIX)
    return encode_article_id(token, amp_url="")
