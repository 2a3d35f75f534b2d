"""Remember, per site, the entry point that exposed its comments, and try it first on the
site's next pages: most pages of a known site then need one click.

What is remembered (:class:`EntryPattern`): an XPath *pattern* of the element, general
enough to match the same element on the site's other pages (positional indexes dropped,
ids and class tokens that vary between pages dropped or cut to their stable prefix, see
:func:`pattern_from_steps`), where it was (the main document, or a frame named by its
URL's host and path), and how it was used (``click``, ``follow``, ``anchor``; a click that
opened a ``popup`` or a ``navigation`` is remembered as what it was). A pattern that fails
``max_failures`` times in a row is forgotten.

Storage is behind :class:`SiteMemory`, a four-method protocol over JSON-able lists, so a
backend is a short class: :class:`InMemorySiteMemory` (one crawl), :class:`SqliteSiteMemory`
(a file under the JOBDIR or ``COMSPIDER_STATE_PATH``, kept across crawls) and
:class:`RedisSiteMemory` (shared by the processes of a distributed crawl).
"""

from __future__ import annotations

import json
import logging
import re
import sqlite3
import threading
import time
from collections.abc import Sequence
from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import Any, Protocol
from urllib.parse import urlsplit

logger = logging.getLogger(__name__)

DEFAULT_FILE = "comspider-site-memory.sqlite3"


# --------------------------------------------------------------------------- sites
_SECOND_LEVEL = frozenset({"co", "com", "net", "org", "gov", "ac", "edu", "ne", "or", "go",
                           "gob", "gv", "nic", "mil", "ltd", "plc", "sch", "nom", "info", "biz"})


def site_key(url: str) -> str:
    """The site of a URL: its registered domain, approximately (``www.a.example.co.uk``
    -> ``example.co.uk``; ``news.example.com`` -> ``example.com``); an IP address or a
    single-label host keeps its port (``127.0.0.1:8080``)."""
    parts = urlsplit(url)
    host = (parts.hostname or "").lower().rstrip(".")
    if not host:
        return ""
    labels = host.split(".")
    is_ip = ":" in host or (len(labels) == 4 and all(p.isdigit() for p in labels))
    if is_ip or len(labels) == 1:
        try:
            port = parts.port
        except ValueError:
            port = None
        return f"{host}:{port}" if port else host
    if len(labels) >= 3 and len(labels[-1]) == 2 and labels[-2] in _SECOND_LEVEL:
        return ".".join(labels[-3:])
    return ".".join(labels[-2:])


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
_PREFERRED_ATTRS = ("data-testid", "data-test", "data-qa", "data-cy", "data-role", "role", "name",
                    "aria-label", "rel")
_SKIP_DATA = re.compile(r"^data-(id|src|href|url|article|thread|post|uid|key|index|count|time|"
                        r"date|ts|v|version|hash|nonce|track|analytics|gtm|ga)\b", re.I)


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
    path = urlsplit(href).path.rstrip("/")
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
            if name.startswith("data-") and not _SKIP_DATA.match(name) and value \
                    and _STABLE_VALUE.match(value) and len(preds) < 2:
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
    successes: int = 0
    failures: int = 0  # consecutive failures
    updated: float = 0.0  # time.time() of the last change

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> EntryPattern:
        names = {f.name for f in fields(cls)}
        return cls(**{k: v for k, v in data.items() if k in names})


class SiteMemory(Protocol):
    """Storage: site -> JSON-able list of entries. Backends implement these four."""

    def get(self, site: str) -> list[dict[str, Any]]: ...

    def put(self, site: str, entries: list[dict[str, Any]]) -> None: ...

    def delete(self, site: str) -> None: ...

    def close(self) -> None: ...


class InMemorySiteMemory:
    def __init__(self) -> None:
        self._data: dict[str, list[dict[str, Any]]] = {}

    def get(self, site: str) -> list[dict[str, Any]]:
        return [dict(e) for e in self._data.get(site, [])]

    def put(self, site: str, entries: list[dict[str, Any]]) -> None:
        self._data[site] = [dict(e) for e in entries]

    def delete(self, site: str) -> None:
        self._data.pop(site, None)

    def close(self) -> None:
        pass


class SqliteSiteMemory:
    """One table (site TEXT PRIMARY KEY, entries TEXT JSON) in a SQLite file."""

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._lock = threading.Lock()
        self._db = sqlite3.connect(str(self.path), check_same_thread=False, timeout=30)
        self._db.execute("PRAGMA journal_mode=WAL")
        self._db.execute("CREATE TABLE IF NOT EXISTS site_memory (site TEXT PRIMARY KEY, "
                         "entries TEXT NOT NULL, updated REAL NOT NULL)")
        self._db.commit()

    def get(self, site: str) -> list[dict[str, Any]]:
        with self._lock:
            row = self._db.execute("SELECT entries FROM site_memory WHERE site = ?", (site,)).fetchone()
        return json.loads(row[0]) if row else []

    def put(self, site: str, entries: list[dict[str, Any]]) -> None:
        with self._lock:
            self._db.execute("INSERT INTO site_memory (site, entries, updated) VALUES (?, ?, ?) "
                             "ON CONFLICT(site) DO UPDATE SET entries = excluded.entries, "
                             "updated = excluded.updated", (site, json.dumps(entries), time.time()))
            self._db.commit()

    def delete(self, site: str) -> None:
        with self._lock:
            self._db.execute("DELETE FROM site_memory WHERE site = ?", (site,))
            self._db.commit()

    def close(self) -> None:
        with self._lock:
            self._db.close()


class RedisSiteMemory:
    """One Redis hash ``{<prefix>}:site_memory``: field = site, value = JSON entries. The
    prefix is a hash tag, as for every other key of the crawl (one Redis Cluster slot)."""

    def __init__(self, client: Any, prefix: str = "comspider") -> None:
        self.client = client
        self.key = f"{{{prefix}}}:site_memory"

    @classmethod
    def from_url(cls, url: str, prefix: str = "comspider") -> RedisSiteMemory:
        import redis  # noqa: PLC0415

        return cls(redis.Redis.from_url(url), prefix)

    def get(self, site: str) -> list[dict[str, Any]]:
        raw = self.client.hget(self.key, site)
        return json.loads(raw) if raw else []

    def put(self, site: str, entries: list[dict[str, Any]]) -> None:
        self.client.hset(self.key, site, json.dumps(entries))

    def delete(self, site: str) -> None:
        self.client.hdel(self.key, site)

    def close(self) -> None:
        try:
            self.client.close()
        except Exception:  # noqa: BLE001
            pass


def open_site_memory(settings: Any) -> SiteMemory | None:
    """The backend the settings name; None when the site memory is disabled.

    ``COMSPIDER_SITE_MEMORY``: ``auto`` (default: Redis when ``COMSPIDER_BACKEND=redis``,
    else SQLite under ``COMSPIDER_STATE_PATH`` or the JOBDIR when one is set, else in memory), ``memory``, ``sqlite``, ``redis``
    (``COMSPIDER_REDIS_URL``/``REDIS_URL``, key prefix ``COMSPIDER_QUEUE_PREFIX``), or the
    class path of a backend built without arguments.
    """
    if not settings.getbool("COMSPIDER_SITE_MEMORY_ENABLED", True):
        return None
    kind = str(settings.get("COMSPIDER_SITE_MEMORY") or "auto").strip()
    folder = settings.get("COMSPIDER_STATE_PATH") or settings.get("JOBDIR")
    if kind == "auto":
        backend = str(settings.get("COMSPIDER_BACKEND") or "sqlite").strip().lower()
        kind = "redis" if backend == "redis" else ("sqlite" if folder else "memory")
    if kind == "memory":
        return InMemorySiteMemory()
    if kind == "sqlite":
        return SqliteSiteMemory(Path(str(folder or ".scrapy/comspider")) / DEFAULT_FILE)
    if kind == "redis":
        # the crawl's own Redis client: REDIS_PARAMS (timeouts, TLS) applied, lazy connection
        from comspider.scheduling.distributed import queue_prefix, redis_client  # noqa: PLC0415

        return RedisSiteMemory(redis_client(settings), queue_prefix(settings))
    from scrapy.utils.misc import load_object  # noqa: PLC0415

    return load_object(kind)()


class SiteKnowledge:
    """The site-memory logic over a :class:`SiteMemory` backend."""

    def __init__(self, store: SiteMemory, *, max_patterns: int = 3, max_failures: int = 3) -> None:
        self.store = store
        self.max_patterns = max_patterns
        self.max_failures = max_failures

    def _load(self, site: str) -> list[EntryPattern]:
        try:
            return [EntryPattern.from_dict(e) for e in self.store.get(site)]
        except Exception as exc:  # noqa: BLE001 - a broken store must not stop the crawl
            logger.warning("site memory: cannot read %s: %s", site, exc)
            return []

    def _save(self, site: str, entries: list[EntryPattern]) -> None:
        try:
            if entries:
                self.store.put(site, [e.to_dict() for e in entries])
            else:
                self.store.delete(site)
        except Exception as exc:  # noqa: BLE001
            logger.warning("site memory: cannot write %s: %s", site, exc)

    def hints(self, url: str) -> list[EntryPattern]:
        """The site's patterns, most successful first."""
        site = site_key(url)
        if not site:
            return []
        return sorted(self._load(site), key=lambda e: (-e.successes, e.failures))

    def known(self, url: str, min_successes: int = 2) -> bool:
        return any(e.successes >= min_successes for e in self.hints(url))

    def success(self, url: str, entry: EntryPattern) -> None:
        site = site_key(url)
        if not site or not entry.pattern:
            return
        entries = self._load(site)
        for e in entries:
            if e.pattern == entry.pattern and e.frame == entry.frame:
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
        self._save(site, entries[: self.max_patterns])

    def failure(self, url: str, entry: EntryPattern) -> bool:
        """Count a failure of a remembered pattern; True when it was forgotten."""
        site = site_key(url)
        entries = self._load(site)
        forgotten = False
        for e in list(entries):
            if e.pattern == entry.pattern and e.frame == entry.frame:
                e.failures += 1
                e.updated = time.time()
                if e.failures >= self.max_failures:
                    entries.remove(e)
                    forgotten = True
        self._save(site, entries)
        return forgotten

    def close(self) -> None:
        self.store.close()
