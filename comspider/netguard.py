"""Guard against server-side request forgery.

A crawler fed by third-party feeds must not be steered into the machine it runs on or
its private network. By default every Scrapy request and every browser request to a
loopback, private, link-local, multicast, reserved or unspecified address, or to a
``file:`` (or other non-web) URL, is refused: one log line and one stat each.
``COMSPIDER_ALLOW_PRIVATE_NETWORKS=true`` lifts the address check (the demo and the
tests need loopback); non-web schemes stay refused.

Hosts are read as a browser reads them (WHATWG URL host parsing): percent-decoded,
case- and width-folded, and numbers in any IPv4 form (``2130706433``, ``0x7f.1``,
``0177.0.0.1``, ``127.1``) taken as the address they name, so that ``http://%31%32%37.0.0.1/``
is refused by Scrapy as it would be by Chromium. Hostnames are resolved (asynchronously,
cached briefly) and refused if any address they resolve to is not global. Chromium resolves names again itself, so a DNS-rebinding
attacker with a very short TTL could still race the check; see docs/DEPLOY.md.
"""

from __future__ import annotations

import asyncio
import ipaddress
import logging
import socket
import time
import unicodedata
from dataclasses import dataclass, field
from urllib.parse import unquote, urlsplit

from scrapy.crawler import Crawler
from scrapy.exceptions import IgnoreRequest
from scrapy.statscollectors import StatsCollector

from comspider.crawler_parts import crawler_part

logger = logging.getLogger(__name__)

WEB_SCHEMES = frozenset({"http", "https"})
# Browser-internal schemes that never touch the network.
BROWSER_INTERNAL_SCHEMES = frozenset({"data", "blob", "about"})
_CACHE_SECONDS = 60.0


class RefusedRequest(IgnoreRequest):
    """A request the network guard refused; ``reason`` is a short slug."""

    def __init__(self, url: str, reason: str) -> None:
        super().__init__(f"network guard refused {url}: {reason}")
        self.url = url
        self.reason = reason


def address_reason(ip: ipaddress.IPv4Address | ipaddress.IPv6Address) -> str | None:
    """Why an address is off limits, or None for a public address."""
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped is not None:
        ip = ip.ipv4_mapped
    if ip.is_loopback:
        return "loopback"
    if ip.is_link_local:
        return "link-local"
    if ip.is_multicast:
        return "multicast"
    if ip.is_unspecified:
        return "unspecified"
    if ip.is_private:
        return "private"
    if ip.is_reserved or not ip.is_global:
        return "reserved"
    return None


def web_host(host: str) -> str:
    """``host`` as a browser connects to it: percent-decoded, width- and case-folded
    (the NFKC mapping of IDNA), without its trailing dot; an IPv4 address in any form the
    URL standard accepts written as a dotted quad; an IPv6 literal without brackets."""
    text = unicodedata.normalize("NFKC", unquote(host, errors="replace")).lower().rstrip(".")
    if text.startswith("[") and text.endswith("]"):
        return text[1:-1]
    address = _ipv4_number(text)
    return str(ipaddress.IPv4Address(address)) if address is not None else text


def _ipv4_number(host: str) -> int | None:
    """The WHATWG IPv4 parser: 1 to 4 parts, each decimal, ``0x`` hex or ``0`` octal; the
    last part fills the remaining bytes. None when ``host`` is not such a number (a name)."""
    parts = host.split(".")
    if not host or len(parts) > 4 or not _numeric(parts[-1]):
        return None
    values = []
    for part in parts:
        value = _number(part)
        if value is None:
            return None
        values.append(value)
    *head, last = values
    if any(v > 255 for v in head) or last >= 256 ** (5 - len(values)):
        return None
    number = last
    for index, value in enumerate(head):
        number += value * 256 ** (3 - index)
    return number


def _numeric(part: str) -> bool:
    return _number(part) is not None


def _number(part: str) -> int | None:
    try:
        if part[:2] in ("0x", "0X"):
            return int(part[2:] or "0", 16)
        if len(part) > 1 and part.startswith("0"):
            return int(part[1:], 8)
        return int(part, 10) if part.isascii() and part.isdigit() else None
    except ValueError:
        return None


@dataclass
class AddressGuard:
    """Decides whether a URL may be fetched. Shared by Scrapy and the browser."""

    allow_private: bool = False
    stats: StatsCollector | None = None
    _cache: dict[str, tuple[float, str | None]] = field(default_factory=dict)
    _logged: set[tuple[str, str]] = field(default_factory=set)

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> AddressGuard:
        # one guard (and one cache) per crawler: Scrapy's middleware and the browser's
        return crawler_part(
            crawler,
            "guard",
            lambda: cls(
                allow_private=crawler.settings.getbool("COMSPIDER_ALLOW_PRIVATE_NETWORKS"),
                stats=crawler.stats,
            ),
        )

    async def reason(self, url: str, *, browser: bool = False) -> str | None:
        """Why ``url`` must be refused, or None when it may be fetched."""
        try:
            parts = urlsplit(url)
        except ValueError:
            return "bad-url"
        scheme = parts.scheme.lower()
        if browser and scheme in BROWSER_INTERNAL_SCHEMES:
            return None
        if scheme not in WEB_SCHEMES:
            return f"scheme-{scheme or 'none'}"
        try:
            host = web_host(parts.hostname or "")
        except ValueError:  # an IPv4 number out of range: browsers refuse it too
            return "bad-url"
        if not host:
            return "no-host"
        if self.allow_private:
            return None
        cached = self._cache.get(host)
        now = time.monotonic()
        if cached and cached[0] > now:
            return cached[1]
        result = await self._host_reason(host, parts.port or (443 if scheme == "https" else 80))
        self._cache[host] = (now + _CACHE_SECONDS, result)
        return result

    async def _host_reason(self, host: str, port: int) -> str | None:
        if host == "localhost" or host.endswith(".localhost"):
            return "loopback"
        try:
            return address_reason(ipaddress.ip_address(host))
        except ValueError:
            pass
        try:
            infos = await asyncio.get_running_loop().getaddrinfo(host, port, type=socket.SOCK_STREAM)
        except (OSError, UnicodeError):
            return None  # unresolvable: the download itself will fail and say so
        for info in infos:
            try:
                reason = address_reason(ipaddress.ip_address(str(info[4][0]).split("%", 1)[0]))
            except ValueError:
                continue
            if reason:
                return reason
        return None

    def record(self, url: str, reason: str, where: str) -> None:
        """Count a refusal and log it: once per host and reason for browser subresources,
        every time for Scrapy requests."""
        if self.stats is not None:
            self.stats.inc_value(f"comspider/guard/refused/{reason}")
        host = urlsplit(url).hostname or url
        key = (host, reason)
        if where == "scrapy" or key not in self._logged:
            self._logged.add(key)
            hint = (
                ""
                if reason.startswith(("scheme", "no-host", "bad-url"))
                else ("; set COMSPIDER_ALLOW_PRIVATE_NETWORKS=true to allow private addresses")
            )
            logger.warning("Network guard refused %s request to %s (%s)%s", where, url[:200], reason, hint)
