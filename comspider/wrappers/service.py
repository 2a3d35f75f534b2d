"""The site wrappers of a crawl, over the crawl state's wrapper store.

Two calls per document (a page, a frame, a comments page) of a visit:

1. :meth:`SiteWrappers.apply`, before record finding: the document's site and signature,
   the nearest of the site's templates (at least ``similarity`` alike), and, when that
   template has a wrapper, the comment section the wrapper finds. It is verified: the
   records are where the container is, the section classifier accepts the section, and
   the fields of a sample of records parse (each has text; where the template has a
   date or an author slot, most of them have one). A verified section is returned and
   the document is not mined. Read only: the in-browser detector calls it too.
2. :meth:`SiteWrappers.record`, once the comment sections are chosen: a hit counts; a
   wrapper that found nothing where the full method found comments misses (after
   ``max_failures`` misses in a row it is learnt again from a page with enough comments,
   else dropped); a template without a wrapper, or a page that matches none of the
   site's templates (a new template, or a redesign), learns one from a page whose
   comment section has at least ``min_comments`` records. Templates are made only where
   a wrapper can be learnt: a site's comment-less pages leave nothing behind.

Every write is a compare-and-set of the site's document: workers sharing the store redo
their change on a conflict. Faults of the store or of a page are logged once and cost
only the wrapper (the full method always runs when the wrapper does not).
"""

from __future__ import annotations

import logging
import time
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from lxml import html as lxml_html
from scrapy.utils.misc import build_from_crawler, load_object

from comspider.clock import Clock, SystemClock, from_spec
from comspider.crawler_parts import crawler_part
from comspider.fields.extractor import comment_fields, section_slots
from comspider.fields.slots import SectionSlots
from comspider.items import PageItem
from comspider.records.indentation import nest_by_indentation
from comspider.records.model import Record, RecordSection, SectionClassifier
from comspider.state.backend import crawl_state
from comspider.state.protocols import WrapperStore
from comspider.url_keys import site_key
from comspider.wrappers.model import FormatError, SiteTemplates, Template, Wrapper, slots_to_dict
from comspider.wrappers.patterns import container_pattern, element_path, learn_pattern, locate
from comspider.wrappers.signature import PageSignature, page_signature, similarity

logger = logging.getLogger(__name__)

METHOD = "wrapper"
#: A miss because the page has replies the wrapper was learnt without: learnt again at once,
#: since every later page with replies would miss the same way.
REPLIES = "unlearnt_replies"
#: Records whose fields are read to verify a wrapper's section.
FIELD_SAMPLE = 5
#: Share of a section's records the learnt pattern must find again on its own page.
SELF_CHECK = 0.8
#: Writes tried per change when other workers keep writing the same site.
WRITE_TRIES = 5


@dataclass(slots=True)
class WrappedSection(RecordSection):
    """A comment section a wrapper found: the slots its fields are read at (the
    template's), and the template."""

    slots: SectionSlots | None = None
    template: str = ""
    classifier_score: float | None = None  # the classifier's own score (see ``min_score``)


@dataclass(frozen=True, slots=True)
class WrapperConfig:
    """The knobs (``COMSPIDER_WRAPPER*`` and ``COMSPIDER_TEMPLATE_*``, documented in
    comspider/settings.py)."""

    structure_weight: float
    similarity: float
    min_comments: int
    max_failures: int
    max_templates: int
    threshold: float  # COMSPIDER_SECTION_THRESHOLD
    min_score: float  # COMSPIDER_WRAPPER_MIN_SCORE: the classifier agrees with a wrapper's section

    @classmethod
    def from_settings(cls, settings: Any) -> WrapperConfig:
        return cls(
            structure_weight=settings.getfloat("COMSPIDER_TEMPLATE_STRUCTURE_WEIGHT"),
            similarity=settings.getfloat("COMSPIDER_TEMPLATE_SIMILARITY"),
            min_comments=settings.getint("COMSPIDER_WRAPPER_MIN_COMMENTS"),
            max_failures=settings.getint("COMSPIDER_WRAPPER_MAX_FAILURES"),
            max_templates=settings.getint("COMSPIDER_WRAPPER_MAX_TEMPLATES"),
            threshold=settings.getfloat("COMSPIDER_SECTION_THRESHOLD"),
            min_score=settings.getfloat("COMSPIDER_WRAPPER_MIN_SCORE"),
        )


@dataclass(slots=True)
class Document:
    """What :meth:`SiteWrappers.apply` made of one document, for :meth:`SiteWrappers.record`.

    ``outcome``: ``hit`` (the wrapper's section was verified), ``miss`` (the template has
    a wrapper; it found nothing, or nothing that passed), ``no_wrapper`` (a template
    without one), ``unmatched`` (the site has templates, none alike), ``unknown`` (the
    site has none)."""

    site: str
    url: str
    outcome: str
    template: str | None = None
    similarity: float = 0.0
    signature: PageSignature | None = None
    reason: str = ""  # why a wrapper missed
    seconds: float = 0.0


@dataclass(slots=True)
class Change:
    """What :meth:`SiteWrappers.record` did, for the stats (names of events)."""

    events: list[str] = field(default_factory=list)


class SiteWrappers:
    def __init__(
        self,
        store: WrapperStore,
        classifier: SectionClassifier,
        config: WrapperConfig,
        clock: Clock | None = None,
    ) -> None:
        self.store = store
        self.classifier = classifier
        self.config = config
        self._clock = clock or SystemClock()

    def clock(self) -> float:
        """Now, in POSIX seconds, on the crawl's clock (``COMSPIDER_CLOCK``)."""
        return self._clock.now().timestamp()

    # -- reading ---------------------------------------------------------------------------
    def load(self, site: str) -> SiteTemplates:
        document, version = self.store.get(site)
        if document is None:
            return SiteTemplates(site, [], version)
        return SiteTemplates.from_dict(document, version)

    def nearest(self, templates: SiteTemplates, signature: PageSignature) -> tuple[Template | None, float]:
        return nearest(templates, signature, self.config)

    def apply(
        self,
        root: lxml_html.HtmlElement,
        url: str,
        *,
        snapshot: int = 0,
        reference_time: datetime,
        templates: SiteTemplates | None = None,
    ) -> tuple[Document, WrappedSection | None]:
        """The document's template and the section its wrapper finds, verified (None when
        there is no wrapper or it missed). ``templates``: the site's, when read already.
        Never raises."""
        started = time.perf_counter()
        site = site_key(url)
        doc = Document(site, url, "unknown")
        try:
            if templates is None:
                templates = self.load(site) if site else SiteTemplates(site)
        except Exception as exc:  # noqa: BLE001 - a broken store costs the wrapper, not the page
            logger.warning("site wrappers: cannot read %s: %s", site, f"{type(exc).__name__}: {exc}"[:300])
            return doc, None
        if not templates.templates:
            return doc, None
        found: WrappedSection | None = None
        try:
            doc.signature = page_signature(root)
            template, doc.similarity = self.nearest(templates, doc.signature)
            if template is None:
                doc.outcome = "unmatched"
            elif template.wrapper is None:
                doc.outcome, doc.template = "no_wrapper", template.id
            else:
                doc.template = template.id
                found, doc.reason = self._section(root, template, snapshot, reference_time)
                doc.outcome = "hit" if found is not None else "miss"
        except Exception as exc:  # noqa: BLE001 - a page that breaks the wrapper gets the full method
            logger.warning("site wrappers failed on %s: %s", url[:200], f"{type(exc).__name__}: {exc}"[:300])
            doc.outcome, found = "miss", None
            doc.reason = "error"
        doc.seconds = time.perf_counter() - started
        return doc, found

    def _section(
        self, root: lxml_html.HtmlElement, template: Template, snapshot: int, ref: datetime
    ) -> tuple[WrappedSection | None, str]:
        wrapper = template.wrapper
        assert wrapper is not None
        located = locate(root, wrapper.container_pattern, wrapper.container_path, wrapper.records)
        if located is None:
            return None, "no_records"
        if located.unlearnt_replies:
            return None, REPLIES  # the full method reads them, and the wrapper is learnt again
        slots = wrapper.section_slots()
        section = WrappedSection(
            container=located.container,
            records=located.records,
            snapshot=snapshot,
            method=METHOD,
            invariants=located.invariants,
            slots=slots,
            template=template.id,
        )
        # replies shown only by their indentation are siblings in the markup: read their
        # levels as the full method does (they were flattened on a template's later pages)
        nest_by_indentation(section)
        score = section.classifier_score = self.classifier.score(section)
        if score < self.config.min_score:
            return None, "classifier"
        if slots is not None and not fields_parse(section, slots, ref):
            return None, "fields"
        # Verified: a comment section for the section decision too (whose threshold is
        # for sections of unknown kind), whatever the classifier alone would say.
        section.comment_score = max(score, self.config.threshold)
        return section, ""

    # -- learning ----------------------------------------------------------------------------
    def record(
        self, doc: Document, sections: list[RecordSection], *, reference_time: datetime, label: bool = False
    ) -> Change:
        """Count what the wrapper did on a document whose comment sections are now known
        (``sections``: those chosen in it, by the wrapper or the full method), and learn
        from it. ``label``: ``sections`` holds the section a person labelled: its wrapper
        (``source`` ``labelled``) becomes its template's, whatever it had. Never raises."""
        change = Change()
        if not doc.site:
            return change
        best = max(sections, key=lambda s: len(s.records), default=None)
        root = best.container.getroottree().getroot() if best is not None else None
        try:
            for _ in range(WRITE_TRIES):
                templates = self.load(doc.site)
                if label:
                    events = self._label(templates, root, doc, best, reference_time)
                else:
                    events = self._change(templates, root, doc, best, reference_time)
                if events is None:
                    return change
                if self.store.put(doc.site, templates.to_dict(), templates.version):
                    change.events = events
                    return change
            logger.info("site wrappers: %s kept changing under this worker; a change was left out", doc.site)
        except FormatError as exc:
            logger.warning(
                "site wrappers: the document of %s is unreadable (%s); it is left alone", doc.site, exc
            )
        except Exception as exc:  # noqa: BLE001 - the crawl goes on without this change
            logger.warning(
                "site wrappers: cannot update %s: %s", doc.site, f"{type(exc).__name__}: {exc}"[:300]
            )
        return change

    def _change(
        self,
        templates: SiteTemplates,
        root: lxml_html.HtmlElement | None,
        doc: Document,
        best: RecordSection | None,
        ref: datetime,
    ) -> list[str] | None:
        """Change ``templates`` in place (``best``: the document's largest comment
        section); the events, or None when nothing changes."""
        now = self.clock()
        comments = len(best.records) if best is not None else 0
        template = templates.get(doc.template) if doc.template else None
        if template is None and templates.templates and (doc.signature is not None or root is not None):
            # The template the page had is gone (dropped, evicted), or templates came
            # after the page was matched (another worker): match it again, count it only.
            template, _ = self.nearest(templates, self._signature(root, doc))  # type: ignore[arg-type]
            if template is not None:
                doc.outcome, doc.template = (
                    ("late" if template.wrapper is not None else "no_wrapper"),
                    template.id,
                )
        events: list[str] = []
        if template is not None:
            template.pages += 1
            template.seen = now
            wrapper = template.wrapper
            if doc.outcome == "hit" and wrapper is not None:
                wrapper.hits += 1
                wrapper.failures = 0
                return ["hit"]
            if wrapper is not None and doc.outcome == "miss":
                if comments == 0:
                    return ["no_comments"]  # nothing to find: no fault of the wrapper
                wrapper.misses += 1
                wrapper.failures += 1
                events.append("miss")
                if wrapper.failures < self.config.max_failures and doc.reason != REPLIES:
                    return events
                learnt = self._learn(best, doc, ref) if comments >= self.config.min_comments else None
                if learnt is None:
                    template.wrapper = None
                    events.append("dropped")
                    return events
                learnt.version = wrapper.version + 1
                learnt.relearns = wrapper.relearns + 1
                learnt.hits, learnt.misses = wrapper.hits, wrapper.misses
                template.wrapper = learnt
                template.signature = self._signature(root, doc) or template.signature
                events.append("relearnt")
                return events
            if wrapper is None and comments >= self.config.min_comments:
                learnt = self._learn(best, doc, ref)
                if learnt is not None:
                    template.wrapper = learnt
                    template.signature = self._signature(root, doc) or template.signature
                    return ["learnt"]
            return ["no_comments"] if comments == 0 else ["counted"]
        # No template alike: a new one, when this page can teach it a wrapper.
        if comments < self.config.min_comments:
            return None
        signature = self._signature(root, doc)
        learnt = self._learn(best, doc, ref)
        if signature is None or learnt is None:
            return None
        events += [*self._add(templates, signature, learnt, now), "learnt"]
        if doc.outcome == "unmatched":
            events.append("unmatched")
        return events

    def _label(
        self,
        templates: SiteTemplates,
        root: lxml_html.HtmlElement | None,
        doc: Document,
        best: RecordSection | None,
        ref: datetime,
    ) -> list[str] | None:
        signature = self._signature(root, doc)
        learnt = self._learn(best, doc, ref)
        if signature is None or learnt is None:
            return None
        learnt.source = "labelled"
        now = self.clock()
        template, _ = self.nearest(templates, signature)
        if template is None:
            return [*self._add(templates, signature, learnt, now), "labelled"]
        if template.wrapper is not None:
            learnt.version = template.wrapper.version + 1
        template.wrapper, template.signature, template.seen = learnt, signature, now
        return ["labelled"]

    def _add(
        self, templates: SiteTemplates, signature: PageSignature, wrapper: Wrapper, now: float
    ) -> list[str]:
        events = []
        if len(templates.templates) >= self.config.max_templates:
            templates.templates.remove(min(templates.templates, key=lambda t: t.seen))
            events.append("evicted")
        templates.templates.append(
            Template(templates.new_id(), signature, pages=1, created=now, seen=now, wrapper=wrapper)
        )
        return [*events, "new_template"]

    def _signature(self, root: lxml_html.HtmlElement | None, doc: Document) -> PageSignature | None:
        if doc.signature is None and root is not None:
            doc.signature = page_signature(root)
        return doc.signature

    def _learn(self, section: RecordSection | None, doc: Document, ref: datetime) -> Wrapper | None:
        """A wrapper from a comment section, when it finds the section again on its own
        page (at least ``SELF_CHECK`` of its records)."""
        if section is None or isinstance(section, WrappedSection):
            return None
        pattern = learn_pattern(section)
        if pattern is None:
            return None
        container = section.container
        xpath, path = container_pattern(container), element_path(container)
        again = locate(container.getroottree().getroot(), xpath, path, pattern)
        if again is None or again.container is not container:
            return None
        if len(again.records) < SELF_CHECK * len(section.records):
            return None
        slots = section_slots(section, reference_time=ref)
        return Wrapper(
            container_pattern=xpath,
            container_path=path,
            records=pattern,
            slots=slots_to_dict(slots),
            learnt_from=doc.url,
            learnt_at=self.clock(),
            comments=len(section.records),
        )


def nearest(
    templates: SiteTemplates, signature: PageSignature, config: WrapperConfig
) -> tuple[Template | None, float]:
    """The template most alike (``COMSPIDER_TEMPLATE_STRUCTURE_WEIGHT`` mix), if it is at
    least ``COMSPIDER_TEMPLATE_SIMILARITY`` alike; and that similarity."""
    best, score = None, 0.0
    for template in templates.templates:
        value = similarity(signature, template.signature, config.structure_weight)
        if value > score:
            best, score = template, value
    return (best if score >= config.similarity else None), score


def fields_parse(section: RecordSection, slots: SectionSlots, ref: datetime) -> bool:
    """Do the fields of the section's first records parse at the template's slots? Each
    has text, and where the template has a date (an author) slot, most have a date (an
    author)."""
    sample = [Record(node=r.node) for r in section.records[:FIELD_SAMPLE]]
    parts = section.invariants[:FIELD_SAMPLE] if len(section.invariants) == len(section.records) else []
    head = RecordSection(section.container, sample, section.snapshot, METHOD, parts)
    found = comment_fields(head, reference_time=ref, details=False, slots=slots)
    if len(found) < max(1, int(0.8 * len(sample))):
        return False
    if slots.date and sum(1 for c in found if c.published_text) * 2 < len(found):
        return False
    return not (slots.author and sum(1 for c in found if c.author) * 2 < len(found))


def crawl_wrappers(crawler: Any) -> SiteWrappers | None:
    """The crawl's site wrappers (one per crawler, in its crawl state), or None when
    ``COMSPIDER_WRAPPERS_ENABLED`` is off. Their section classifier is the crawl's
    (``COMSPIDER_SECTION_CLASSIFIER``), built once more for them."""
    settings = crawler.settings
    if not settings.getbool("COMSPIDER_WRAPPERS_ENABLED"):
        return None
    store = crawl_state(crawler).wrappers  # (outside crawler_part: it takes the same lock)

    def make() -> SiteWrappers:
        classifier = build_from_crawler(load_object(settings["COMSPIDER_SECTION_CLASSIFIER"]), crawler)
        clock = from_spec(settings.get("COMSPIDER_CLOCK"))
        return SiteWrappers(store, classifier, WrapperConfig.from_settings(settings), clock)

    return crawler_part(crawler, "wrappers", make)


def wrapped_section(
    wrappers: SiteWrappers, item: PageItem, index: int, root: lxml_html.HtmlElement, url: str
) -> WrappedSection | None:
    """The verified section the site's wrapper finds in snapshot ``index`` of ``item``
    (None: the document is mined); what became of the document is kept on the item
    (``item.templates``) for the learning stage."""
    doc, found = wrappers.apply(
        root, url, snapshot=index, reference_time=datetime.fromisoformat(item.visited_at)
    )
    item.templates[index] = doc
    return found
