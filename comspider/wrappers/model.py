"""What is kept per site: its templates, each with its signature and, once learnt, its
wrapper; as plain JSON-able data (the crawl state stores one document per site, and
``comspider wrappers export`` writes them as they are, for people to read and share).

A document::

    {"format": 1, "site": "example.org", "templates": [
        {"id": "t1", "signature": {"structure": [...], "style": [...]},
         "pages": 12, "created": 1764000000.0, "seen": 1764003600.0,
         "wrapper": {"version": 2, "source": "learnt", "learnt_from": "https://...",
                     "document": "main", "container": {"pattern": "//div[@id=\\"comments\\"]/ol",
                     "path": "/html/body/div[2]/ol"}, "records": {...}, "slots": {...},
                     "comments": 37, "hits": 10, "misses": 1, "failures": 0, "relearns": 1}}]}
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

from comspider.fields.slots import SectionSlots
from comspider.wrappers.signature import PageSignature

#: The format of a site's document (and of an export): readers refuse a newer one.
FORMAT = 1


class FormatError(ValueError):
    """A document that is not a site's templates, or of a newer format."""


@dataclass(slots=True)
class RecordPattern:
    """What a template's comment records look like and where they hang: their element
    kind (``tag``, the attribute names every record has, the class tokens (nearly) every
    record has), the paths of element signatures from the container down to a top-level
    record, whether replies nest inside records, and the invariant subtrees (structure
    codes, ``signature.subtree_code``) most records hold."""

    tag: str
    attributes: list[str] = field(default_factory=list)
    classes: list[str] = field(default_factory=list)
    paths: list[list[str]] = field(default_factory=list)
    nested: bool = False
    invariants: list[int] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> RecordPattern:
        return cls(
            tag=str(data["tag"]),
            attributes=[str(a) for a in data.get("attributes", [])],
            classes=[str(c) for c in data.get("classes", [])],
            paths=[[str(s) for s in p] for p in data.get("paths", [])],
            nested=bool(data.get("nested", False)),
            invariants=[int(x) for x in data.get("invariants", [])],
        )


def slots_to_dict(slots: SectionSlots) -> dict[str, Any]:
    return {
        "template": sorted(slots.template),
        "date": slots.date,
        "date_order": slots.date_order,
        "likes": slots.likes,
        "dislikes": slots.dislikes,
        "author": slots.author,
        "body": list(slots.body),
        "counted": sorted(slots.counted),
        "body_class": slots.body_class,
    }


def slots_from_dict(data: dict[str, Any]) -> SectionSlots:
    return SectionSlots(
        template={str(t) for t in data.get("template", [])},
        date=data.get("date"),
        date_order=data.get("date_order"),
        likes=data.get("likes"),
        dislikes=data.get("dislikes"),
        author=str(data.get("author") or ""),
        body=tuple(str(s) for s in data.get("body", [])),
        counted=frozenset(str(t) for t in data.get("counted", [])),
        body_class=data.get("body_class"),
    )


@dataclass(slots=True)
class Wrapper:
    """How the comments of one template are read. ``document``: the kind of snapshot
    the section was in (``main``, ``frame``, ``navigation``...: informative, the template
    is that document's own). ``container``: a generalised XPath ``pattern`` (stable ids
    and class tokens, no positions) and the absolute ``path`` it had. ``source``:
    ``learnt`` by the crawl, ``imported``, or ``labelled`` (from a person's container
    XPath). ``failures``: misses in a row (the full method found comments the wrapper
    did not); at ``COMSPIDER_WRAPPER_MAX_FAILURES`` it is learnt again or dropped."""

    container_pattern: str
    container_path: str
    records: RecordPattern
    slots: dict[str, Any] | None = None
    document: str = "main"
    version: int = 1
    source: str = "learnt"
    learnt_from: str = ""
    learnt_at: float = 0.0
    comments: int = 0
    hits: int = 0
    misses: int = 0
    failures: int = 0
    relearns: int = 0

    def section_slots(self) -> SectionSlots | None:
        return slots_from_dict(self.slots) if self.slots is not None else None

    def to_dict(self) -> dict[str, Any]:
        return {
            "version": self.version,
            "source": self.source,
            "learnt_from": self.learnt_from,
            "learnt_at": self.learnt_at,
            "document": self.document,
            "container": {"pattern": self.container_pattern, "path": self.container_path},
            "records": self.records.to_dict(),
            "slots": self.slots,
            "comments": self.comments,
            "hits": self.hits,
            "misses": self.misses,
            "failures": self.failures,
            "relearns": self.relearns,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Wrapper:
        container = data.get("container") or {}
        counts = ("comments", "hits", "misses", "failures", "relearns")
        return cls(
            container_pattern=str(container.get("pattern") or ""),
            container_path=str(container.get("path") or ""),
            records=RecordPattern.from_dict(data["records"]),
            slots=dict(data["slots"]) if data.get("slots") is not None else None,
            document=str(data.get("document") or "main"),
            version=int(data.get("version", 1)),
            source=str(data.get("source") or "learnt"),
            learnt_from=str(data.get("learnt_from") or ""),
            learnt_at=float(data.get("learnt_at") or 0.0),
            **{name: int(data.get(name) or 0) for name in counts},
        )


@dataclass(slots=True)
class Template:
    """One template of a site: the signature it is recognised by (the page it was
    created from, or the page its wrapper was last learnt on) and its wrapper."""

    id: str
    signature: PageSignature
    pages: int = 0  # pages assigned to it
    created: float = 0.0
    seen: float = 0.0  # when a page was last assigned to it
    wrapper: Wrapper | None = None

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "signature": self.signature.to_dict(),
            "pages": self.pages,
            "created": self.created,
            "seen": self.seen,
            "wrapper": self.wrapper.to_dict() if self.wrapper is not None else None,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Template:
        wrapper = data.get("wrapper")
        return cls(
            id=str(data["id"]),
            signature=PageSignature.from_dict(data.get("signature") or {}),
            pages=int(data.get("pages") or 0),
            created=float(data.get("created") or 0.0),
            seen=float(data.get("seen") or 0.0),
            wrapper=Wrapper.from_dict(wrapper) if wrapper else None,
        )


@dataclass(slots=True)
class SiteTemplates:
    """A site's templates as stored; ``version``: the store's version of the document
    (each write adds one; a write based on an older version is refused)."""

    site: str
    templates: list[Template] = field(default_factory=list)
    version: int = 0

    def get(self, template_id: str) -> Template | None:
        return next((t for t in self.templates if t.id == template_id), None)

    def new_id(self) -> str:
        taken = {t.id for t in self.templates}
        n = len(self.templates) + 1
        while f"t{n}" in taken:
            n += 1
        return f"t{n}"

    def to_dict(self) -> dict[str, Any]:
        return {"format": FORMAT, "site": self.site, "templates": [t.to_dict() for t in self.templates]}

    @classmethod
    def from_dict(cls, data: Any, version: int = 0) -> SiteTemplates:
        if not isinstance(data, dict) or "site" not in data or not isinstance(data.get("templates"), list):
            raise FormatError("not a site's templates: a JSON object with 'site' and 'templates' is expected")
        found = int(data.get("format") or 1)
        if found > FORMAT:
            raise FormatError(f"format {found} is newer than this comspider's ({FORMAT})")
        try:
            templates = [Template.from_dict(t) for t in data["templates"]]
        except (KeyError, TypeError, ValueError) as exc:
            raise FormatError(f"a template of {data['site']!r} cannot be read: {exc}") from exc
        return cls(str(data["site"]), templates, version)
