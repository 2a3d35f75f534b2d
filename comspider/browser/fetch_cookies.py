"""The browser's cookies for HTTP first's fetch, and the fetch's cookies for the browser.

HTTP first (comspider.interaction.http_first) fetches an article as the browser would
load it: with the cookies the crawl's browser keeps (comspider.browser.visits: a consent
choice made on one page of a site holds on its next page), not Scrapy's cookie jar, so
that the document it hands the browser (comspider.browser.served_documents) is the one
the browser would have been served. What the fetch was sent back (``Set-Cookie``) reaches
the browser as a navigation's would: with the document handed over (Chromium reads the
header), or, for a page read without the browser, kept for the next visits' contexts.
"""

from __future__ import annotations

import http.cookiejar
import time
from typing import Any
from urllib.parse import urlsplit

from scrapy.http import Request, Response
from scrapy.http.cookies import WrappedRequest, WrappedResponse

_SAME_SITE = {"strict": "Strict", "lax": "Lax", "none": "None"}


def cookie_header(cookies: list[dict[str, Any]], url: str) -> str:
    """The ``Cookie`` header a browser holding ``cookies`` (Playwright's form) sends with a
    navigation to ``url`` (RFC 6265: domain, path, secure, expiry; longer paths first)."""
    parts = urlsplit(url)
    host = (parts.hostname or "").lower()
    path = parts.path or "/"
    secure = parts.scheme == "https"
    now = time.time()
    chosen: list[dict[str, Any]] = []
    for cookie in cookies:
        expires = float(cookie.get("expires") or -1)
        if 0 <= expires < now or (cookie.get("secure") and not secure):
            continue
        if _domain_match(host, str(cookie.get("domain") or "")) and _path_match(
            path, str(cookie.get("path") or "/")
        ):
            chosen.append(cookie)
    chosen.sort(key=lambda c: -len(str(c.get("path") or "/")))
    return "; ".join(f"{c['name']}={c['value']}" for c in chosen)


def received_cookies(request: Request, response: Response) -> list[dict[str, Any]]:
    """The cookies ``response`` sets (its ``Set-Cookie`` headers, as the standard library's
    cookie policy accepts them for ``request``), in Playwright's form. A cookie the
    response deletes (an expiry in the past) is not among them."""
    jar = http.cookiejar.CookieJar()
    jar.extract_cookies(WrappedResponse(response), WrappedRequest(request))  # type: ignore[arg-type]
    out = []
    for cookie in jar:
        domain = cookie.domain
        if cookie.domain_specified and not domain.startswith("."):
            domain = "." + domain
        same_site = _SAME_SITE.get(str(cookie.get_nonstandard_attr("SameSite") or "").lower(), "Lax")
        out.append(
            {
                "name": cookie.name,
                "value": cookie.value or "",
                "domain": domain,
                "path": cookie.path or "/",
                "expires": float(cookie.expires) if cookie.expires is not None else -1.0,
                "httpOnly": cookie.has_nonstandard_attr("HttpOnly"),
                "secure": bool(cookie.secure),
                "sameSite": same_site,
            }
        )
    return out


def _domain_match(host: str, domain: str) -> bool:
    domain = domain.lower()
    if domain.startswith("."):  # a domain cookie: the domain and its subdomains
        return host == domain[1:] or host.endswith(domain)
    return host == domain  # host-only


def _path_match(path: str, cookie_path: str) -> bool:
    if path == cookie_path:
        return True
    return path.startswith(cookie_path) and (cookie_path.endswith("/") or path[len(cookie_path)] == "/")
