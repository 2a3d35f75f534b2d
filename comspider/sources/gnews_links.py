"""Google News article links -> publisher URLs, offline where the link allows it.

A Google News item links to ``https://news.google.com/rss/articles/<ID>?oc=5``. The ID is
base64url (no padding) of a small protobuf message::

    08 13            field 1, varint (19; other values, e.g. 2 in "CAIi..." ids, occur)
    22 <len> <str>   field 4, bytes: the payload
    d2 01 <len> ...  field 26, bytes: sometimes an AMP URL (old style)

The payload is either the publisher URL itself (*old style*, ids beginning ``CBMi`` +
``aHR0c``...: decoded here, offline) or an opaque token beginning ``AU_yqL`` (*new style*:
only Google can resolve it, by the two-request exchange of
:mod:`comspider.sources.gnews_exchange`). The protobuf is parsed field by field (varint
keys and lengths), never at fixed offsets, so long URLs (two-byte lengths) and other
leading fields work.

:func:`decode_offline` tells which case a link is; :func:`resolve_offline` applies it to
an :class:`Article`. Links on other hosts are left alone, except that a link with Google
News' path shape whose id decodes (the offline web serves Google News on a loopback
host) counts as a Google News link, and Google's ``google.com/url?url=`` redirect
wrapper (Google Alerts) is unwrapped.
"""

from __future__ import annotations

import base64
import binascii
import dataclasses
import re
from dataclasses import dataclass
from urllib.parse import parse_qs, urlsplit

from comspider.article import Article
from comspider.sources.reason import Reason

_ARTICLE_PATH = re.compile(r"^(?:/__i)?(?:/rss)?(?:/rd)?/(?:articles|read)/([^/]+)/?$")
_GOOGLE_NEWS_HOSTS = {"news.google.com"}
_GOOGLE_REDIRECT_HOSTS = re.compile(r"^(?:www\.)?google\.[a-z.]{2,6}$")
PAYLOAD_FIELD = 4
_MAX_ID = 4096


@dataclass(frozen=True, slots=True)
class NeedsExchange:
    """A Google News link only Google can resolve (see :mod:`gnews_exchange`)."""

    article_id: str
    origin: str  # scheme://host[:port] of the link: the exchange goes to the same host
    link: str  # the link as the feed gave it

    @property
    def page_url(self) -> str:
        return f"{self.origin}/rss/articles/{self.article_id}"

    @property
    def batchexecute_url(self) -> str:
        return f"{self.origin}/_/DotsSplashUi/data/batchexecute"


def _varint(buf: bytes, pos: int) -> tuple[int, int]:
    value = shift = 0
    while True:
        if pos >= len(buf):
            raise ValueError("truncated varint")
        byte = buf[pos]
        pos += 1
        value |= (byte & 0x7F) << shift
        if not byte & 0x80:
            return value, pos
        shift += 7
        if shift > 63:
            raise ValueError("varint longer than 10 bytes")


def protobuf_fields(buf: bytes) -> list[tuple[int, int, int | bytes]]:
    """The top-level fields of a protobuf message as (number, wire type, value), up to the
    first malformed one (the fields before it are kept: trailing junk is tolerated)."""
    fields: list[tuple[int, int, int | bytes]] = []
    pos = 0
    while pos < len(buf):
        try:
            key, pos = _varint(buf, pos)
            number, wire = key >> 3, key & 7
            if number == 0:
                break
            if wire == 0:
                value, pos = _varint(buf, pos)
                fields.append((number, wire, value))
            elif wire == 1 or wire == 5:
                size = 8 if wire == 1 else 4
                if pos + size > len(buf):
                    break
                fields.append((number, wire, buf[pos : pos + size]))
                pos += size
            elif wire == 2:
                size, pos = _varint(buf, pos)
                if pos + size > len(buf):
                    break
                fields.append((number, wire, buf[pos : pos + size]))
                pos += size
            else:  # groups (3, 4) and reserved types do not occur in these ids
                break
        except ValueError:
            break
    return fields


def varint(value: int) -> bytes:
    """A protobuf base-128 varint."""
    if value < 0:
        raise ValueError("varint of a negative number")
    out = bytearray()
    while True:
        byte = value & 0x7F
        value >>= 7
        if value:
            out.append(byte | 0x80)
        else:
            out.append(byte)
            return bytes(out)


def encode_article_id(payload: str, *, amp_url: str | None = None, kind: int = 19) -> str:
    """The article id Google would give ``payload`` (a URL, or an ``AU_yqL...`` token):
    for the offline web and tests. ``kind`` is field 1 (19 gives ids starting "CBMi")."""
    data = payload.encode("utf-8")
    message = b"\x08" + varint(kind) + b"\x22" + varint(len(data)) + data
    if amp_url is not None:
        amp = amp_url.encode("utf-8")
        message += b"\xd2\x01" + varint(len(amp)) + amp
    return base64.urlsafe_b64encode(message).decode("ascii").rstrip("=")


def article_id_of(link: str) -> tuple[str, str, bool] | None:
    """(origin, id, on news.google.com) when the link has Google News' article path shape."""
    try:
        parts = urlsplit(link.strip())
    except ValueError:
        return None
    if parts.scheme not in ("http", "https") or not parts.netloc:
        return None
    match = _ARTICLE_PATH.match(parts.path)
    if not match:
        return None
    origin = f"{parts.scheme}://{parts.netloc}"
    return origin, match.group(1), (parts.hostname or "") in _GOOGLE_NEWS_HOSTS


def decode_article_id(article_id: str) -> bytes | Reason:
    """The payload (field 4) of a Google News article id, or why there is none."""
    if len(article_id) > _MAX_ID:
        return Reason("gnews_bad_id", f"article id is {len(article_id)} characters long")
    text = article_id.replace("+", "-").replace("/", "_").rstrip("=")
    if not re.fullmatch(r"[A-Za-z0-9_-]{4,}", text):
        return Reason("gnews_bad_id", f"article id {article_id[:40]!r} is not base64url")
    if len(text) % 4 == 1:
        return Reason("gnews_bad_id", f"article id {article_id[:40]!r} is not base64 (bad length)")
    try:
        raw = base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
    except (binascii.Error, ValueError):
        return Reason("gnews_bad_id", f"article id {article_id[:40]!r} is not base64url")
    for number, wire, value in protobuf_fields(raw):
        if number == PAYLOAD_FIELD and wire == 2 and isinstance(value, bytes) and value:
            return value
    return Reason("gnews_bad_id", f"article id {article_id[:40]!r} has no protobuf field 4 (payload)")


def _http_url(value: str) -> bool:
    try:
        parts = urlsplit(value)
    except ValueError:
        return False
    return parts.scheme in ("http", "https") and bool(parts.netloc) and " " not in value


def unwrap_google_redirect(link: str) -> str | None:
    """``https://www.google.com/url?rct=j&url=https://pub.example/a&...`` -> the target."""
    try:
        parts = urlsplit(link)
    except ValueError:
        return None
    if parts.path != "/url" or not _GOOGLE_REDIRECT_HOSTS.match(parts.hostname or ""):
        return None
    query = parse_qs(parts.query)
    for key in ("url", "q"):
        for value in query.get(key, []):
            if _http_url(value):
                return value
    return None


def decode_offline(link: str) -> str | NeedsExchange | Reason | None:
    """What a feed link needs before a visit.

    - ``None``: not a Google News article link: visit it as it is;
    - ``str``: an old-style link: the publisher URL it encodes;
    - :class:`NeedsExchange`: a new-style link: run the exchange;
    - :class:`Reason` (``gnews_bad_id``, ``gnews_bad_url``): a news.google.com article
      link whose id is malformed; nothing to visit.
    """
    unwrapped = unwrap_google_redirect(link)
    if unwrapped is not None:
        return unwrapped
    found = article_id_of(link)
    if found is None:
        return None
    origin, article_id, on_google = found
    if not on_google and not article_id.startswith("C"):  # field 1 first: 0x08 -> "C"
        return None
    payload = decode_article_id(article_id)
    if isinstance(payload, Reason):
        return payload if on_google else None
    try:
        text = payload.decode("utf-8")
    except UnicodeDecodeError:
        if not on_google:
            return None
        return Reason("gnews_bad_id", f"article id {article_id[:40]!r}: payload is not text")
    if text.startswith(("http://", "https://")):
        if _http_url(text):
            return text
        return Reason("gnews_bad_url", f"article id encodes a malformed URL {text[:80]!r}")
    if re.fullmatch(r"[\x21-\x7e]+", text) is None:
        if not on_google:
            return None
        return Reason("gnews_bad_id", f"article id {article_id[:40]!r}: payload is not a URL nor a token")
    return NeedsExchange(article_id, origin, link)


def resolve_offline(article: Article) -> Article | NeedsExchange | Reason:
    """Apply :func:`decode_offline` to an article (idempotent).

    Returns the article ready to visit (with ``url`` the publisher URL and ``source_url``
    the Google link when it was decoded), a :class:`NeedsExchange`, or a :class:`Reason`.
    """
    decoded = decode_offline(article.url)
    if decoded is None:
        return article
    if isinstance(decoded, str):
        return resolved(article, decoded)
    return decoded


def resolved(article: Article, url: str) -> Article:
    """The article with its final ``url``; the link it had goes to ``source_url``."""
    if url == article.url:
        return article
    return dataclasses.replace(article, url=url, source_url=article.source_url or article.url)
