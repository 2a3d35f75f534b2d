"""EasyList and EasyPrivacy, matched by adblock-rust (PyPI ``adblock``, Brave's engine).

The lists are maintained by the EasyList authors; Debian ships them with its uBlock Origin
package (``webext-ublock-origin-chromium``, installed by ``make setup``), and
``COMSPIDER_FILTER_LISTS`` names the files (the Debian paths by default). Each list gets an
engine of its own, so that a blocked request is counted under the list that blocked it
(``comspider/browser/blocked/easylist``, ``.../easyprivacy``). The rules' own options
(``$third-party``, ``$script``, ``$domain=``, ``@@`` exceptions) are applied by the engine,
which needs the request's resource type and the URL of the document that made it.

:class:`~comspider.browser.blocklist.RequestBlocker` consults these lists after the
project's own exemptions and rules (comment widgets and consent platforms are never
blocked, whatever a list says).
"""

from __future__ import annotations

import functools
import logging
import os
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import adblock

logger = logging.getLogger(__name__)

#: Playwright's resource types -> the WebExtension request types the rules' options name.
REQUEST_TYPES = {
    "document": "document",
    "stylesheet": "stylesheet",
    "image": "image",
    "media": "media",
    "font": "font",
    "script": "script",
    "texttrack": "media",
    "xhr": "xmlhttprequest",
    "fetch": "xmlhttprequest",
    "eventsource": "other",
    "websocket": "websocket",
    "manifest": "other",
    "ping": "ping",
    "beacon": "ping",
    "csp_report": "csp_report",
}


def request_type(resource_type: str, subframe: bool) -> str:
    """The rules' request type of a Playwright request (a frame's document is ``sub_frame``)."""
    if resource_type == "document" and subframe:
        return "sub_frame"
    return REQUEST_TYPES.get(resource_type, "other")


@dataclass(frozen=True, slots=True)
class FilterList:
    name: str  # the file's stem: "easylist", "easyprivacy" (the stats' reason)
    path: str
    rules: int  # lines that are rules (not comments), for the log
    engine: Any  # adblock.Engine


class FilterLists:
    """Several Adblock Plus / uBlock Origin filter lists; :meth:`match` names the first
    list that blocks a request."""

    def __init__(self, lists: Sequence[FilterList]) -> None:
        self.lists = tuple(lists)

    def __len__(self) -> int:
        return len(self.lists)

    @property
    def names(self) -> list[str]:
        return [item.name for item in self.lists]

    @classmethod
    def load(cls, paths: Iterable[str]) -> tuple[FilterLists, list[str]]:
        """The lists found at ``paths`` and the paths that were missing or unreadable."""
        lists: list[FilterList] = []
        missing: list[str] = []
        for raw in paths:
            path = os.path.expanduser(str(raw).strip())
            if not path:
                continue
            try:
                stat = os.stat(path)
                lists.append(_load_list(path, stat.st_mtime_ns, stat.st_size))
            except (OSError, UnicodeDecodeError) as exc:
                logger.debug("filter list %s not loaded: %s", path, exc)
                missing.append(path)
        return cls(lists), missing

    def match(self, url: str, source_url: str, request_type: str) -> str | None:
        """The name of the list that blocks ``url`` (requested by the document at
        ``source_url`` as ``request_type``), or None."""
        for item in self.lists:
            if item.engine.check_network_urls(url, source_url, request_type).matched:
                return item.name
        return None

    def explain(self, url: str, source_url: str, request_type: str) -> tuple[str, str] | None:
        """(list name, the rule that matched) for evaluations and debugging."""
        for item in self.lists:
            result = item.engine.check_network_urls(url, source_url, request_type)
            if result.matched:
                return item.name, str(result.filter or "")
        return None


@functools.lru_cache(maxsize=8)
def _load_list(path: str, mtime_ns: int, size: int) -> FilterList:
    """One list compiled into an engine (about 0.15 s for EasyList); cached per file
    version, as several crawlers in one process (tests, the API) load the same files."""
    text = Path(path).read_text(encoding="utf-8")
    filters = adblock.FilterSet(debug=True)  # debug: the matched rule is reported
    filters.add_filter_list(text)
    rules = sum(1 for line in text.splitlines() if line.strip() and not line.startswith(("!", "[")))
    name = Path(path).name.split(".", 1)[0].lower()
    return FilterList(name=name, path=path, rules=rules, engine=adblock.Engine(filters, optimize=True))
