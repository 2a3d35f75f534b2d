"""The address a page's link leads to, or None where the link is malformed.

Pages write links Python's URL parser refuses (``http://[ccpa-preferences]``: a
bracketed host that is no IP address, an unclosed ``[``), and ``urljoin`` raises on
them. A page's links are its input, not the crawler's: one bad link is no link, never
a failed page.
"""

from __future__ import annotations

from urllib.parse import SplitResult, urljoin, urlsplit


def joined(base: str | None, href: str) -> str | None:
    """``href`` made absolute against ``base`` (as written without one), or None when
    either is malformed."""
    try:
        out = urljoin(base, href) if base else href
        urlsplit(out)
    except ValueError:
        return None
    return out


def split(url: str) -> SplitResult | None:
    """``url``'s parts, or None when it is malformed."""
    try:
        return urlsplit(url)
    except ValueError:
        return None
