"""Keys from URLs: one canonical key per article URL (the page queue's and the seen
store's), the outlet (host) it belongs to, and the site (registered domain) that
politeness and the site memory go by.

The same article reaches us under several URLs (``http``/``https``, a ``#comments``
fragment, ``utm_*`` tracking parameters, an upper-case host, a default port), and the
queue admits an article once, ever; so every store is keyed by :func:`article_key`.
"""

from __future__ import annotations

import ipaddress
from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

import tldextract

# The Public Suffix List snapshot that ships with tldextract: never downloaded at run time
# (no request outside the crawl's targets), no cache directory written.
_SUFFIXES = tldextract.TLDExtract(suffix_list_urls=(), cache_dir=None)

# Query parameters that only track the reader; dropping them never changes the page.
TRACKING_PARAMS = frozenset(
    {
        "fbclid",
        "gclid",
        "dclid",
        "gbraid",
        "wbraid",
        "msclkid",
        "yclid",
        "igshid",
        "mc_cid",
        "mc_eid",
        "ocid",
        "cmpid",
        "mbid",
        "smid",
        "smtyp",
        "guccounter",
        "guce_referrer",
        "guce_referrer_sig",
        "_ga",
        "_gl",
        "ref_src",
        "ref_url",
    }
)
TRACKING_PREFIXES = ("utm_", "at_", "pk_", "mtm_")
DEFAULT_PORTS = {"http": 80, "https": 443}


def article_key(url: str) -> str:
    """The canonical form of an article URL: lower-case scheme and host, no ``www.``-less
    guessing (hosts are kept as given), no default port, no fragment, no tracking
    parameters, the remaining parameters sorted, ``https`` for ``http``.

    >>> article_key("HTTP://Example.org:80/a/b?utm_source=x&id=3#comments")
    'https://example.org/a/b?id=3'
    """
    text = url.strip()
    parts = urlsplit(text)
    scheme = parts.scheme.lower()
    if scheme not in ("http", "https"):
        return text
    host = (parts.hostname or "").rstrip(".")
    try:
        port = parts.port
    except ValueError:
        port = None
    netloc = host if port in (None, DEFAULT_PORTS.get(scheme)) else f"{host}:{port}"
    query = [
        (k, v)
        for k, v in parse_qsl(parts.query, keep_blank_values=True)
        if k.lower() not in TRACKING_PARAMS and not k.lower().startswith(TRACKING_PREFIXES)
    ]
    path = parts.path or "/"
    return urlunsplit(("https", netloc, path, urlencode(sorted(query)), ""))


def outlet_of(url: str) -> str:
    """The outlet a URL belongs to: its host, lower case, without a leading ``www.``
    (``www.theguardian.com`` and ``theguardian.com`` are one outlet; ``amp.`` and
    ``m.`` sub-domains are kept, since they may serve a different comment widget)."""
    host = (urlsplit(url.strip()).hostname or "").rstrip(".").lower()
    return host[4:] if host.startswith("www.") else host or "unknown"


def site_key(url: str) -> str:
    """The site of a URL: its registered domain under the Public Suffix List
    (``www.a.example.co.uk`` -> ``example.co.uk``; ``news.example.com`` ->
    ``example.com``); an IP address or a host without a public suffix keeps its port
    (``127.0.0.1:8080``), so that loopback test sites stay apart."""
    parts = urlsplit(url)
    host = (parts.hostname or "").lower().rstrip(".")
    if not host:
        return ""
    try:
        ipaddress.ip_address(host)
        registered = ""
    except ValueError:
        registered = _SUFFIXES(host).top_domain_under_public_suffix
    if registered:
        return registered
    try:
        port = parts.port
    except ValueError:
        port = None
    return f"{host}:{port}" if port else host
