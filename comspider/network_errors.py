"""Network failures named as a person would: DNS, connection refused, TLS, timeouts.

Two sources speak in their own terms: Chromium (``Page.goto: net::ERR_NAME_NOT_RESOLVED
at https://...``) and Twisted (``DNSLookupError``, ``ConnectionRefusedError``,
``ResponseNeverReceived`` around an OpenSSL error). :func:`name_failure` turns either
into one short reason that starts with the kind of failure, keeping the original code in
parentheses, e.g. ``DNS lookup failed: a.example not found (net::ERR_NAME_NOT_RESOLVED)``.

:func:`failure_category` sorts any visit ``reason`` into a few categories for the crawl
summary (``dns``, ``connection refused``, ``tls``, ``timeout``, ``http 503``...).

Behind the guarded egress proxy (private networks not allowed), Chromium only sees the
proxy: a host that does not resolve or answer is ``net::ERR_TUNNEL_CONNECTION_FAILED``
for https and the proxy's own 502 page for http; :func:`proxy_failure` reads that page,
and the spider tells the https case apart with a DNS lookup of its own target.
"""

from __future__ import annotations

import re
from urllib.parse import urlsplit

DNS = "DNS lookup failed"
REFUSED = "connection refused"
TLS = "TLS failed"
TIMEOUT = "timed out"
UNREACHABLE = "network unreachable"
RESET = "connection lost"

_NET_ERROR = re.compile(r"net::(ERR_[A-Z0-9_]+)")

# Chromium's net error codes (net/base/net_error_list.h) -> (kind, what it means).
_CHROMIUM: dict[str, tuple[str, str]] = {
    "ERR_NAME_NOT_RESOLVED": (DNS, "host not found"),
    "ERR_NAME_RESOLUTION_FAILED": (DNS, "no answer from the resolver"),
    "ERR_DNS_TIMED_OUT": (DNS, "the resolver timed out"),
    "ERR_DNS_MALFORMED_RESPONSE": (DNS, "malformed answer"),
    "ERR_DNS_SERVER_FAILED": (DNS, "server failure"),
    "ERR_CONNECTION_REFUSED": (REFUSED, "nothing listens on that port"),
    "ERR_CONNECTION_RESET": (RESET, "reset by the server"),
    "ERR_CONNECTION_CLOSED": (RESET, "closed by the server"),
    "ERR_CONNECTION_ABORTED": (RESET, "aborted"),
    "ERR_EMPTY_RESPONSE": (RESET, "the server sent nothing"),
    "ERR_CONNECTION_FAILED": (REFUSED, "could not connect"),
    "ERR_CONNECTION_TIMED_OUT": (TIMEOUT, "connecting timed out"),
    "ERR_TIMED_OUT": (TIMEOUT, "the operation timed out"),
    "ERR_ADDRESS_UNREACHABLE": (UNREACHABLE, "address unreachable"),
    "ERR_NETWORK_UNREACHABLE": (UNREACHABLE, "no route to the network"),
    "ERR_INTERNET_DISCONNECTED": (UNREACHABLE, "no network connection"),
    "ERR_NETWORK_CHANGED": (UNREACHABLE, "the network changed"),
    "ERR_SSL_PROTOCOL_ERROR": (TLS, "protocol error"),
    "ERR_SSL_VERSION_OR_CIPHER_MISMATCH": (TLS, "no common protocol version or cipher"),
    "ERR_BAD_SSL_CLIENT_AUTH_CERT": (TLS, "client certificate refused"),
    "ERR_TUNNEL_CONNECTION_FAILED": ("connection failed", "through the egress proxy (DNS or connect)"),
    "ERR_PROXY_CONNECTION_FAILED": ("connection failed", "the egress proxy did not answer"),
    "ERR_TOO_MANY_REDIRECTS": ("too many redirects", "redirect loop"),
    "ERR_UNSAFE_PORT": ("unsafe port", "Chromium refuses this port"),
    "ERR_BLOCKED_BY_CLIENT": ("blocked by the browser", "request blocklist or guard"),
    "ERR_INVALID_RESPONSE": ("invalid response", "not HTTP"),
    "ERR_HTTP2_PROTOCOL_ERROR": ("HTTP/2 protocol error", "server error"),
    "ERR_ABORTED": ("navigation aborted", "a download, or the page navigated away"),
}

# Twisted / Scrapy exception class names -> kind.
_TWISTED: dict[str, str] = {
    "CannotResolveHostError": DNS,  # Scrapy >= 2.14 names
    "DownloadConnectionRefusedError": REFUSED,
    "DownloadTimeoutError": TIMEOUT,
    "ResponseDataLossError": RESET,
    "DNSLookupError": DNS,  # Twisted's own
    "ConnectionRefusedError": REFUSED,
    "TCPTimedOutError": TIMEOUT,
    "TimeoutError": TIMEOUT,
    "UserTimeoutError": TIMEOUT,
    "ConnectionLost": RESET,
    "ConnectionDone": RESET,
    "ConnectionAborted": RESET,
    "NoRouteError": UNREACHABLE,
}

_TLS_WORDS = re.compile(r"\b(ssl|tls|certificate|handshake)\b", re.IGNORECASE)


def chromium_failure(text: str, url: str | None = None) -> str | None:
    """A reason for a Chromium error message that carries a ``net::ERR_*`` code."""
    match = _NET_ERROR.search(text)
    if match is None:
        return None
    code = match.group(1)
    host = _host(_url_in(text) or url)  # where navigation failed (a redirect target, maybe)
    if code in _CHROMIUM:
        kind, meaning = _CHROMIUM[code]
    elif code.startswith(("ERR_CERT_", "ERR_SSL_")):
        kind, meaning = TLS, code[4:].lower().replace("_", " ")
    else:
        kind, meaning = "browser network error", code[4:].lower().replace("_", " ")
    where = f"{host}: " if host else ""
    return f"{kind}: {where}{meaning} (net::{code})"


def twisted_failure(exc: BaseException, url: str | None = None) -> str | None:
    """A reason for the exceptions of Scrapy's own downloader (feeds, robots.txt), and
    for the causes they wrap."""
    host = _host(url)
    inner = list(getattr(exc, "reasons", []) or [])  # ResponseNeverReceived and friends
    causes = [exc, *[getattr(r, "value", r) for r in inner]]
    if exc.__cause__ is not None:
        causes.append(exc.__cause__)
    for failure in causes:
        name = type(failure).__name__
        text = " ".join(str(failure).split())
        if type(failure).__module__.startswith("OpenSSL") or _TLS_WORDS.search(text) or "SSL" in name:
            where = f"{host}: " if host else ""
            return f"{TLS}: {where}{_short(text) or name} ({name})"
        if name in _TWISTED:
            return f"{_TWISTED[name]}: {host or _short(text) or 'no detail'} ({name})"
    return None


def proxy_failure(status: int, body: str, url: str | None = None) -> str | None:
    """The egress proxy's own 502 page (plain http behind the guard), else None."""
    if status != 502:
        return None
    host = _host(url)
    where = f"{host}: " if host else ""
    if "cannot resolve " in body:
        return f"{DNS}: {where}host not found (egress proxy)"
    if "cannot connect to " in body:
        return f"{REFUSED}: {where}could not connect (egress proxy)"
    return None


def tunnel_reason(resolves: bool, url: str | None = None) -> str:
    """``net::ERR_TUNNEL_CONNECTION_FAILED`` once the host's DNS answer is known."""
    host = _host(url)
    where = f"{host}: " if host else ""
    if not resolves:
        return f"{DNS}: {where}host not found (net::ERR_TUNNEL_CONNECTION_FAILED)"
    return f"{REFUSED}: {where}refused, unreachable or timed out (net::ERR_TUNNEL_CONNECTION_FAILED)"


_CATEGORIES = [
    (re.compile(r"^DNS lookup failed|dnslookuperror|name_not_resolved", re.I), "dns"),
    (re.compile(r"^connection refused|connectionrefused", re.I), "connection refused"),
    (re.compile(r"^TLS failed|err_cert_|err_ssl_", re.I), "tls"),
    (re.compile(r"^timed out|timeout", re.I), "timeout"),
    (re.compile(r"^network unreachable", re.I), "network unreachable"),
    (re.compile(r"^connection lost|^connection failed", re.I), "connection lost"),
    (re.compile(r"network guard", re.I), "network guard"),
    (re.compile(r"robots\.txt", re.I), "robots.txt"),
    (re.compile(r"not an html page", re.I), "not HTML"),
    (re.compile(r"crash|target closed|browser has been closed", re.I), "browser crash"),
]


def failure_category(reason: str | None) -> str:
    """A short category for a visit's ``reason``: ``dns``, ``connection refused``,
    ``tls``, ``timeout``, ``http 503``, ``robots.txt``, ``network guard``... else the
    reason's first words."""
    if not reason:
        return "unknown"
    http = re.match(r"HTTP (\d{3})", reason)
    if http:
        return f"http {http.group(1)}"
    for pattern, name in _CATEGORIES:
        if pattern.search(reason):
            return name
    head = reason.split(":", 1)[0].strip()
    return head[:40] or "unknown"


def _host(url: str | None) -> str | None:
    if not url:
        return None
    try:
        return urlsplit(url).hostname
    except ValueError:
        return None


def _url_in(text: str) -> str | None:
    match = re.search(r"\bat (https?://\S+)", text)
    return match.group(1) if match else None


def _short(text: str) -> str:
    return text[:160]
