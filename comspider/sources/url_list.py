"""A plain list of article URLs -> Articles.

Accepted forms, mixed freely:

- one URL per line; blank lines and lines starting with ``#`` are skipped, as is a
  `` # comment`` after a URL (a ``#`` right after a URL character is a fragment and kept);
- several URLs on a line separated by whitespace, or by a comma where a new URL starts
  (``"https://a.example/1,https://b.example/2"``: the form a ``-a urls=...`` argument
  takes): a comma followed by a scheme (``http://``) or ``www.``; any other comma is part
  of its URL (``https://www.br.de/nachrichten/bayern/missbrauch,UAf9GNd`` is one URL);
- a URL without a scheme gets ``https://``, whatever its host: a name
  (``www.example.com/news/1``), ``localhost``, an IPv4 address or a bracketed IPv6
  address, each with a port or not (``127.0.0.1:8765/x`` -> ``https://127.0.0.1:8765/x``).

Anything else on a line is reported as one ``url_invalid`` warning naming the line.
Duplicates are dropped. Google News article links in the list are decoded offline like
feed links.
"""

from __future__ import annotations

import re
from urllib.parse import urlsplit

from comspider.article import Article
from comspider.sources.feed_parser import FeedResult
from comspider.sources.gnews_links import resolve_offline
from comspider.sources.reason import Reason

URLS_LABEL = "urls"
_COMMENT = re.compile(r"(?:^|\s)#.*$")
# Where a new URL starts: whitespace, or a comma before a scheme or "www." (a comma
# elsewhere is part of a URL: real article URLs have them).
_SEPARATOR = re.compile(r"[\s,]+(?=[A-Za-z][A-Za-z0-9+.-]*://|www\.)|\s+")
# A host without a scheme: a domain name, localhost, IPv4 or [IPv6]; a port; then the
# path, query or fragment, or the end.
_HOST = re.compile(
    r"^(?:(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,63}|localhost|\d{1,3}(?:\.\d{1,3}){3}|\[[0-9A-Fa-f:.]+\])"
    r"(?::\d+)?(?:[/?#]|$)",
    re.IGNORECASE,
)


def split_urls(text: str) -> list[str]:
    """The URLs of ``text`` as written (not checked or completed): one per line, several
    on a line where a new one starts (the module docstring)."""
    out: list[str] = []
    for line in text.splitlines():
        for token in _SEPARATOR.split(line.strip()):
            token = token.strip().strip(",;")
            if token:
                out.append(token)
    return out


def with_scheme(value: str) -> str:
    """``value`` with ``https://`` in front when it has no scheme and starts with a host
    (the one rule for URLs without a scheme: article URLs and feed URLs alike)."""
    if "://" not in value and _HOST.match(value):
        return "https://" + value
    return value


def _url(token: str) -> str | None:
    value = with_scheme(token.strip().strip(",;").strip("<>\"'"))
    if not value:
        return None
    try:
        parts = urlsplit(value)
    except ValueError:
        return None
    if parts.scheme.lower() not in ("http", "https") or not parts.hostname:
        return None
    return value


def parse_url_list(
    text: str, label: str = URLS_LABEL, *, decode_links: bool = True, language: str | None = None
) -> FeedResult:
    """URLs from text (see the module docstring). ``label`` goes into ``Article.feed``."""
    result = FeedResult(feed=label, kind="urls")
    seen: set[str] = set()
    for number, line in enumerate(text.splitlines(), start=1):
        content = _COMMENT.sub("", line.lstrip("\ufeff")).strip()
        if not content:
            continue
        invalid: list[str] = []
        for token in _SEPARATOR.split(content):
            if not token.strip(" ,;"):
                continue
            url = _url(token)
            if url is None:
                invalid.append(token)
                continue
            article = Article(url=url, feed=label, language=language)
            if decode_links:
                step = resolve_offline(article)
                if isinstance(step, Reason):
                    result.skipped += 1
                    result.warnings.append(step)
                    continue
                if isinstance(step, Article):
                    article = step
            if article.url in seen:
                continue
            seen.add(article.url)
            result.articles.append(article)
        if invalid:
            result.skipped += 1
            shown = " ".join(invalid)
            result.warnings.append(
                Reason("url_invalid", f"{label} line {number}: {shown[:100]!r} is not an http(s) URL")
            )
    if not result.articles:
        result.reason = Reason(
            "urls_empty",
            f"{label} holds no usable URL" + (f" ({result.skipped} invalid)" if result.skipped else ""),
        )
    return result
