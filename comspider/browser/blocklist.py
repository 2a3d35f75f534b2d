"""Load less: abort ad and tracker requests, and optionally whole resource types.

The host list lives in the repository (``comspider/browser/blocklist.txt``, its header
gives the syntax and provenance). A rule ``example.com`` blocks that host and its
subdomains; ``example.com/tr`` only paths starting with ``/tr``; ``/pagead/`` such paths
on any host; ``@@example.com`` exempts a host whatever else matches (comment widgets and
consent platforms: comments and consent must load).

:class:`RequestBlocker` is a blocker for :class:`~comspider.browser.request_filter.BrowserRequestPolicy`
(the download handler registers it): it returns a reason slug (``ads``, ``trackers``,
``social``, ``push``, ``paths``, ``type_image``...) that the policy counts as
``comspider/browser/blocked/<reason>``, or None. The article's own document (a main-frame
navigation) is never blocked.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

logger = logging.getLogger(__name__)

BUNDLED = "blocklist.txt"
#: Playwright's resource types that may be blocked by type (never documents, scripts,
#: stylesheets, fetch/xhr: the page and its comments need those).
BLOCKABLE_TYPES = frozenset({"image", "media", "font", "texttrack", "manifest", "beacon", "ping", "imageset"})


@dataclass(slots=True)
class HostBlocklist:
    # host -> [(path prefix or "", category)]
    hosts: dict[str, list[tuple[str, str]]] = field(default_factory=dict)
    paths: list[tuple[str, str]] = field(default_factory=list)  # (path prefix, category)
    allow: dict[str, list[str]] = field(default_factory=dict)  # host -> [path prefix or ""]

    # -- loading -----------------------------------------------------------------------
    @classmethod
    def parse(cls, lines: Iterable[str]) -> HostBlocklist:
        out = cls()
        category = "ads"
        for raw in lines:
            line = raw.split("#", 1)[0].strip()
            if not line:
                continue
            if line.startswith("[") and line.endswith("]"):
                category = line[1:-1].strip().lower() or "ads"
                continue
            if line.startswith("@@"):
                host, path = _split_rule(line[2:])
                out.allow.setdefault(host, []).append(path)
            elif line.startswith("/"):
                out.paths.append((line, category))
            else:
                host, path = _split_rule(line)
                out.hosts.setdefault(host, []).append((path, category))
        return out

    @classmethod
    def bundled(cls) -> HostBlocklist:
        text = resources.files("comspider.browser").joinpath(BUNDLED).read_text(encoding="utf-8")
        return cls.parse(text.splitlines())

    @classmethod
    def from_path(cls, path: str | Path) -> HostBlocklist:
        return cls.parse(Path(path).read_text(encoding="utf-8").splitlines())

    def __len__(self) -> int:
        return sum(len(v) for v in self.hosts.values()) + len(self.paths)

    # -- matching ----------------------------------------------------------------------
    def allowed(self, host: str, path: str) -> bool:
        for suffix in _suffixes(host):
            for prefix in self.allow.get(suffix, ()):
                if not prefix or path.startswith(prefix):
                    return True
        return False

    def match(self, url: str) -> str | None:
        """The category of the rule that blocks ``url``, or None."""
        try:
            parts = urlsplit(url)
        except ValueError:
            return None
        if parts.scheme not in ("http", "https", "ws", "wss"):
            return None
        host = (parts.hostname or "").lower().rstrip(".")
        path = parts.path or "/"
        if not host or self.allowed(host, path):
            return None
        for suffix in _suffixes(host):
            for prefix, category in self.hosts.get(suffix, ()):
                if not prefix or path.startswith(prefix):
                    return category
        for prefix, category in self.paths:
            if path.startswith(prefix):
                return category
        return None


def _split_rule(rule: str) -> tuple[str, str]:
    host, slash, path = rule.partition("/")
    return host.lower().rstrip("."), (slash + path) if slash else ""


def _suffixes(host: str) -> Iterable[str]:
    """``a.b.example.com`` -> itself, ``b.example.com``, ``example.com`` (not ``com``)."""
    labels = host.split(".")
    if len(labels) == 4 and all(p.isdigit() for p in labels):  # an IPv4 address
        yield host
        return
    for i in range(len(labels) - 1):
        yield ".".join(labels[i:])
    if len(labels) == 1:
        yield host


class RequestBlocker:
    """A policy blocker: the host list, then resource types."""

    def __init__(self, blocklist: HostBlocklist | None, resource_types: Iterable[str] = ()) -> None:
        self.blocklist = blocklist
        self.resource_types = frozenset(
            t for t in (s.strip().lower() for s in resource_types) if t in BLOCKABLE_TYPES
        )
        unknown = {t for t in resource_types if t.strip().lower() not in BLOCKABLE_TYPES}
        if unknown:
            logger.warning(
                "COMSPIDER_BLOCK_RESOURCE_TYPES: ignoring %s (blockable: %s)",
                sorted(unknown),
                sorted(BLOCKABLE_TYPES),
            )

    @classmethod
    def from_settings(cls, settings: Any) -> RequestBlocker | None:
        """None when nothing is to be blocked."""
        enabled = settings.getbool("COMSPIDER_BLOCKLIST_ENABLED")
        blocklist = None
        if enabled:
            path = settings.get("COMSPIDER_BLOCKLIST_PATH")
            blocklist = HostBlocklist.from_path(path) if path else HostBlocklist.bundled()
        types = settings.getlist("COMSPIDER_BLOCK_RESOURCE_TYPES")
        if blocklist is None and not types:
            return None
        return cls(blocklist, types)

    def reason(self, url: str, resource_type: str, main_navigation: bool) -> str | None:
        if main_navigation:
            return None
        if self.blocklist is not None:
            category = self.blocklist.match(url)
            if category:
                return category
        if resource_type in self.resource_types:
            return f"type_{resource_type}"
        return None

    def __call__(self, request: Any) -> str | None:
        try:
            main_navigation = bool(request.is_navigation_request()) and request.frame.parent_frame is None
        except Exception:  # service-worker requests have no frame
            main_navigation = False
        try:
            return self.reason(request.url, request.resource_type, main_navigation)
        except Exception as exc:  # a blocker must never break the page
            logger.debug("blocklist check of %s failed: %s", str(request.url)[:200], exc)
            return None
