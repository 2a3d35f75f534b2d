"""Load less: abort ad and tracker requests, and optionally whole resource types.

Three layers, in this order (:class:`RequestBlocker`):

1. the project's own list (``comspider/browser/blocklist.txt``, its header gives the
   syntax and provenance): its exemptions first (``@@example.com``: comment widgets and
   consent platforms, which must load, whatever any list says), then its rules
   (``example.com`` blocks that host and its subdomains; ``example.com/tr`` only paths
   starting with ``/tr``; ``/pagead/`` such paths on any host);
2. the maintained filter lists, EasyList and EasyPrivacy
   (:mod:`comspider.browser.filter_lists`, ``COMSPIDER_FILTER_LISTS``);
3. whole resource types (``COMSPIDER_BLOCK_RESOURCE_TYPES``).

:class:`RequestBlocker` is a blocker for :class:`~comspider.browser.request_filter.BrowserRequestPolicy`
(the download handler registers it): it returns a reason slug (``ads``, ``trackers``,
``social``, ``push``, ``paths``, ``easylist``, ``easyprivacy``, ``type_image``...) that the
policy counts as ``comspider/browser/blocked/<reason>``, or None. The article's own
document (a main-frame navigation) is never blocked.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from comspider.browser.filter_lists import FilterLists, request_type

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
    exempt_kind: dict[str, str] = field(default_factory=dict)  # host -> its exemption's category

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
                out.exempt_kind.setdefault(host, category)
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

    @classmethod
    def bundled_exemptions(cls) -> HostBlocklist:
        """The bundled list's ``@@`` exemptions alone."""
        bundled = cls.bundled()
        return cls(allow=bundled.allow, exempt_kind=bundled.exempt_kind)

    def with_exemptions_of(self, other: HostBlocklist) -> HostBlocklist:
        """This list with ``other``'s exemptions added (a user's own list keeps the
        bundled comment-widget and consent-platform exemptions)."""
        allow = {host: list(prefixes) for host, prefixes in self.allow.items()}
        for host, prefixes in other.allow.items():
            allow.setdefault(host, []).extend(p for p in prefixes if p not in allow.get(host, []))
        return HostBlocklist(
            hosts=self.hosts,
            paths=self.paths,
            allow=allow,
            exempt_kind={**other.exempt_kind, **self.exempt_kind},
        )

    def __len__(self) -> int:
        return sum(len(v) for v in self.hosts.values()) + len(self.paths)

    # -- matching ----------------------------------------------------------------------
    def allowed(self, host: str, path: str) -> bool:
        for suffix in _suffixes(host):
            for prefix in self.allow.get(suffix, ()):
                if not prefix or path.startswith(prefix):
                    return True
        return False

    def exempt(self, url: str) -> bool:
        """Whether an ``@@`` rule exempts ``url`` (it is then never blocked by any layer)."""
        parts = _http_parts(url)
        return parts is not None and self.allowed(*parts)

    def exemption(self, url: str) -> str | None:
        """The category of the ``@@`` rule that exempts ``url`` (``comments``, ``consent``),
        or None."""
        parts = _http_parts(url)
        if parts is None:
            return None
        host, path = parts
        for suffix in _suffixes(host):
            if any(not prefix or path.startswith(prefix) for prefix in self.allow.get(suffix, ())):
                return self.exempt_kind.get(suffix, "allow")
        return None

    def match(self, url: str) -> str | None:
        """The category of the rule that blocks ``url``, or None."""
        parts = _http_parts(url)
        if parts is None or self.allowed(*parts):
            return None
        host, path = parts
        for suffix in _suffixes(host):
            for prefix, category in self.hosts.get(suffix, ()):
                if not prefix or path.startswith(prefix):
                    return category
        for prefix, category in self.paths:
            if path.startswith(prefix):
                return category
        return None


def _http_parts(url: str) -> tuple[str, str] | None:
    """(host, path) of an http(s)/ws(s) URL, else None."""
    try:
        parts = urlsplit(url)
    except ValueError:
        return None
    if parts.scheme not in ("http", "https", "ws", "wss"):
        return None
    host = (parts.hostname or "").lower().rstrip(".")
    return (host, parts.path or "/") if host else None


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
    """A policy blocker: the project's exemptions and host list, the filter lists, then
    resource types."""

    def __init__(
        self,
        blocklist: HostBlocklist | None,
        resource_types: Iterable[str] = (),
        filter_lists: FilterLists | None = None,
    ) -> None:
        self.blocklist = blocklist
        self.filter_lists = filter_lists if filter_lists else None
        # the exemptions hold whichever layers are on: comment widgets must always load
        self.exemptions = blocklist if blocklist is not None else HostBlocklist.bundled_exemptions()
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
        filter_lists = None
        if enabled:
            path = settings.get("COMSPIDER_BLOCKLIST_PATH")
            blocklist = (
                HostBlocklist.from_path(path).with_exemptions_of(HostBlocklist.bundled())
                if path
                else HostBlocklist.bundled()
            )
            filter_lists = load_filter_lists(settings.getlist("COMSPIDER_FILTER_LISTS"))
        types = settings.getlist("COMSPIDER_BLOCK_RESOURCE_TYPES")
        if blocklist is None and not types:
            return None
        return cls(blocklist, types, filter_lists)

    def reason(
        self,
        url: str,
        resource_type: str,
        main_navigation: bool,
        source_url: str = "",
        subframe: bool = False,
    ) -> str | None:
        if main_navigation:
            return None
        if self.exemptions.exempt(url):
            return None
        if self.blocklist is not None:
            category = self.blocklist.match(url)
            if category:
                return category
        if self.filter_lists is not None and url.startswith(("http:", "https:", "ws:", "wss:")):
            listed = self.filter_lists.match(url, source_url or url, request_type(resource_type, subframe))
            if listed:
                return listed
        if resource_type in self.resource_types:
            return f"type_{resource_type}"
        return None

    def __call__(self, request: Any) -> str | None:
        try:
            frame = request.frame
            subframe = frame.parent_frame is not None
            main_navigation = bool(request.is_navigation_request()) and not subframe
            navigation = bool(request.is_navigation_request())
        except Exception:  # service-worker requests have no frame
            frame, subframe, main_navigation, navigation = None, False, False, False
        try:
            source = document_url(frame, navigation) if self.filter_lists is not None else ""
            return self.reason(request.url, request.resource_type, main_navigation, source, subframe)
        except Exception as exc:  # a blocker must never break the page
            logger.debug("blocklist check of %s failed: %s", str(request.url)[:200], exc)
            return None


def document_url(frame: Any, navigation: bool) -> str:
    """The URL of the document that made a request: its frame's, or for a frame's own
    navigation its parent's; ``about:blank`` and ``srcdoc`` frames inherit their parent's."""
    if frame is None:
        return ""
    if navigation:
        frame = frame.parent_frame
    while frame is not None:
        url = frame.url or ""
        if url.startswith(("http:", "https:")):
            return url
        frame = frame.parent_frame
    return ""


_missing_warned: set[tuple[str, ...]] = set()


def load_filter_lists(paths: list[str]) -> FilterLists | None:
    """The filter lists at ``paths``; missing files give ONE warning per process (the
    project's own host list still blocks the common ad and tracker hosts)."""
    if not paths:
        return None
    lists, missing = FilterLists.load(paths)
    if missing and tuple(missing) not in _missing_warned:
        _missing_warned.add(tuple(missing))
        logger.warning(
            "Filter lists not found: %s. Ads and trackers are blocked with comspider's own host "
            "list only. Install Debian's webext-ublock-origin-chromium (make setup does) or point "
            "COMSPIDER_FILTER_LISTS at EasyList/EasyPrivacy files.",
            ", ".join(missing),
        )
    if lists:
        logger.info(
            "Blocking with %s",
            ", ".join(f"{item.name} ({item.rules} rules, {item.path})" for item in lists.lists),
        )
    return lists or None
