"""Remember, per site, the entry point that exposed its comments, and try it first on the
site's next pages: most pages of a known site then need one click.

What is remembered (:class:`EntryPattern`): an XPath *pattern* of the element, general
enough to match the same element on the site's other pages (positional indexes dropped,
ids and class tokens that vary between pages dropped or cut to their stable prefix, see
:func:`pattern_from_steps`), where it was (the main document, or a frame named by its
URL's host and path), and how it was used (``click``, ``follow``, ``anchor``; a click that
opened a ``popup`` or a ``navigation`` is remembered as what it was), and, once the site's
pages are grouped by template (:mod:`comspider.wrappers`), the template of the page it
worked on: a page of a known template tries that template's entry points first. A pattern
that fails ``max_failures`` times in a row is forgotten; each template keeps at most
``max_patterns``.

Storage is the crawl state's site-memory store
(:class:`~comspider.state.protocols.SiteMemoryStore`: memory, the state's SQLite file, or
Redis, shared by the processes of a distributed crawl).
"""

from __future__ import annotations

import logging
import re
import time
from collections.abc import Sequence
from dataclasses import asdict, dataclass, fields
from typing import Any
from urllib.parse import urlsplit

from comspider.page_links import split
from comspider.state.protocols import SiteMemoryStore
from comspider.url_keys import site_key

logger = logging.getLogger(__name__)


# --------------------------------------------------------------------------- frames
def frame_key(url: str) -> str:
    """A frame's identity across pages: host (with port) and path, no query."""
    parts = urlsplit(url)
    return f"{parts.netloc.lower()}{parts.path}"


# --------------------------------------------------------------------------- patterns
_GENERATED_PREFIX = re.compile(r"^(ember|react-|radix-|headlessui-|yui_|ext-gen|mui-|ui-id-|:r)", re.I)
_HASHED_CLASS = re.compile(r"^(css|sc|jsx|svelte|emotion|styled|tw)-", re.I)
_VARYING_TAIL = re.compile(r"^([A-Za-z][A-Za-z_-]*?[_-])(\d+|[0-9a-f]{6,})$", re.I)
_STABLE_TOKEN = re.compile(r"^[A-Za-z_-][A-Za-z_-]*$")
_STABLE_VALUE = re.compile(r"^[^\d\"'<>]{1,40}$")
_PREFERRED_ATTRS = (
    "data-testid",
    "data-test",
    "data-qa",
    "data-cy",
    "data-role",
    "role",
    "name",
    "aria-label",
    "rel",
)
_SKIP_DATA = re.compile(
    r"^data-(id|src|href|url|article|thread|post|uid|key|index|count|time|"
    r"date|ts|v|version|hash|nonce|track|analytics|gtm|ga)\b",
    re.I,
)


def stable_id(value: str | None) -> bool:
    if not value or len(value) > 40 or not re.match(r"^[A-Za-z]", value):
        return False
    if re.search(r"[:\"'\s\\\[\]]", value) or re.search(r"\d{3,}", value) or _GENERATED_PREFIX.match(value):
        return False
    hexrun = re.search(r"[0-9a-f]{8,}", value, re.I)
    return not (hexrun and re.search(r"\d", hexrun.group()))


def _quote(value: str) -> str:
    if '"' not in value:
        return f'"{value}"'
    if "'" not in value:
        return f"'{value}'"
    return "concat(" + ", '\"', ".join(f'"{p}"' for p in value.split('"')) + ")"


def _class_predicates(classes: Sequence[str]) -> list[str]:
    tokens = [t for t in classes if _STABLE_TOKEN.match(t) and not _HASHED_CLASS.match(t) and len(t) <= 40]
    # a token naming comments first, then the longer (more specific) ones
    tokens.sort(key=lambda t: (not re.search(r"comment|komment|coment|comm|reac|disq|cmt", t, re.I), -len(t)))
    return [f'contains(concat(" ", normalize-space(@class), " "), " {t} ")' for t in tokens[:2]]


def _href_predicate(href: str | None) -> str | None:
    if not href:
        return None
    if href.startswith("#"):
        frag = href[1:]
        return f"@href={_quote(href)}" if frag and _STABLE_VALUE.match(frag) and " " not in frag else None
    if href.lower().startswith("javascript:"):
        return 'starts-with(@href, "javascript:")'
    parts = split(href)
    path = parts.path.rstrip("/") if parts is not None else ""
    last = path.rsplit("/", 1)[-1] if path else ""
    if last and 3 <= len(last) <= 30 and re.match(r"^[A-Za-z_-]+$", last):
        return f'contains(@href, "/{last}")'
    return None


def step_predicates(step: dict[str, Any], element: bool) -> tuple[list[str], bool]:
    """(predicates, anchored) of one step of :func:`pattern_from_steps`."""
    preds: list[str] = []
    ident = step.get("id") or ""
    if stable_id(ident):
        return [f"@id={_quote(ident)}"], True
    m = _VARYING_TAIL.match(ident) if ident else None
    if m and len(m.group(1)) >= 4:
        preds.append(f"starts-with(@id, {_quote(m.group(1))})")
    attrs: dict[str, str] = step.get("attrs") or {}
    for name in _PREFERRED_ATTRS:
        value = attrs.get(name)
        if value and _STABLE_VALUE.match(value) and (name != "aria-label" or element):
            preds.append(f"@{name}={_quote(value)}")
            break
    else:
        for name, value in sorted(attrs.items()):
            if (
                name.startswith("data-")
                and not _SKIP_DATA.match(name)
                and value
                and _STABLE_VALUE.match(value)
                and len(preds) < 2
            ):
                preds.append(f"@{name}={_quote(value)}")
                break
    preds += _class_predicates(step.get("classes") or [])
    if element and step.get("tag") in ("a", "area"):
        href = _href_predicate(attrs.get("href"))
        if href:
            preds.append(href)
    return preds[:3], False


def _tag(step: dict[str, Any]) -> str:
    tag = str(step.get("tag") or "*").lower()
    return tag if re.match(r"^[a-z][a-z0-9-]*$", tag) else f'*[local-name()="{tag}"]'


def pattern_from_steps(steps: Sequence[dict[str, Any]], max_depth: int = 5) -> str:
    """A relative XPath pattern (``//...``) from the element's path, element first.

    Each step is ``{"tag", "id", "classes", "attrs", "index"}`` (``index``: 1-based among
    same-tag siblings). Climbing stops at an ancestor with a stable id (which anchors the
    pattern) or after ``max_depth`` steps. Positional indexes are dropped wherever a step
    has a predicate; when no step has one, the positions are kept (a weak pattern).
    """
    parts: list[tuple[str, list[str], int]] = []
    anchored = False
    for depth, step in enumerate(steps):
        if depth >= max_depth or _tag(step) in ("html", "body"):
            break
        preds, anchored = step_predicates(step, element=depth == 0)
        parts.append((_tag(step), preds, int(step.get("index") or 1)))
        if anchored:
            break
    if not parts:
        return ""
    weak = not any(preds for _, preds, _ in parts)
    out = []
    for tag, preds, index in reversed(parts):
        text = tag + "".join(f"[{p}]" for p in preds)
        if weak:
            text += f"[{index}]"
        out.append(text)
    return "//" + "/".join(out)


# --------------------------------------------------------------------------- entries
@dataclass(slots=True)
class EntryPattern:
    pattern: str  # generalised XPath (pattern_from_steps)
    how: str = "click"  # click | follow | anchor | popup | navigation
    frame: str | None = None  # None: main document; else frame_key of the frame's URL
    template: str | None = None  # the page's template (comspider.wrappers), None: not known
    successes: int = 0
    failures: int = 0  # consecutive failures
    updated: float = 0.0  # time.time() of the last change

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> EntryPattern:
        names = {f.name for f in fields(cls)}
        return cls(**{k: v for k, v in data.items() if k in names})


class SiteKnowledge:
    """The site-memory logic over a :class:`~comspider.state.protocols.SiteMemoryStore`."""

    def __init__(self, store: SiteMemoryStore, *, max_patterns: int, max_failures: int) -> None:
        self.store = store
        self.max_patterns = max_patterns
        self.max_failures = max_failures

    def _load(self, site: str) -> list[EntryPattern]:
        try:
            return [EntryPattern.from_dict(e) for e in self.store.get(site)]
        except Exception as exc:
            logger.warning("site memory: cannot read %s: %s", site, exc)
            return []

    def _save(self, site: str, entries: list[EntryPattern]) -> None:
        try:
            if entries:
                self.store.put(site, [e.to_dict() for e in entries])
            else:
                self.store.delete(site)
        except Exception as exc:
            logger.warning("site memory: cannot write %s: %s", site, exc)

    def hints(self, url: str, template: str | None = None) -> list[EntryPattern]:
        """The site's patterns, most successful first; with the page's ``template``, that
        template's first, then those of no known template, then the others."""
        site = site_key(url)
        if not site:
            return []

        def rank(e: EntryPattern) -> tuple[int, int, int]:
            group = 0 if template is None or e.template == template else 1 if e.template is None else 2
            return (group, -e.successes, e.failures)

        return sorted(self._load(site), key=rank)

    def known(self, url: str, min_successes: int = 2, template: str | None = None) -> bool:
        """Has an entry point worked often on the site (on pages of ``template``, or of
        no known template)?"""
        return any(
            e.successes >= min_successes and (template is None or e.template in (template, None))
            for e in self.hints(url, template)
        )

    def success(self, url: str, entry: EntryPattern) -> None:
        site = site_key(url)
        if not site or not entry.pattern:
            return
        entries = self._load(site)
        for e in entries:
            if _same(e, entry):
                e.successes += 1
                e.failures = 0
                e.how = entry.how
                e.updated = time.time()
                break
        else:
            entry.successes = max(1, entry.successes)
            entry.failures = 0
            entry.updated = time.time()
            entries.append(entry)
        entries.sort(key=lambda e: (-e.successes, -e.updated))
        counts: dict[str | None, int] = {}  # at most max_patterns per template
        out = []
        for e in entries:
            counts[e.template] = counts.get(e.template, 0) + 1
            if counts[e.template] <= self.max_patterns:
                out.append(e)
        self._save(site, out)

    def failure(self, url: str, entry: EntryPattern) -> bool:
        """Count a failure of a remembered pattern; True when it was forgotten."""
        site = site_key(url)
        entries = self._load(site)
        forgotten = False
        for e in list(entries):
            if _same(e, entry):
                e.failures += 1
                e.updated = time.time()
                if e.failures >= self.max_failures:
                    entries.remove(e)
                    forgotten = True
        self._save(site, entries)
        return forgotten


def _same(a: EntryPattern, b: EntryPattern) -> bool:
    return a.pattern == b.pattern and a.frame == b.frame and a.template == b.template
