"""Site wrappers in and out of a crawl state: an export (readable JSON, for people to
review and for teams to share), an import (merged into what the state holds, or in place
of it), and a wrapper made from a person's label (the XPath of a page's comment section
container: the annotation tool's saved labels).

An export::

    {"format": 1, "kind": "comspider-wrappers", "exported_at": "2026-11-27T10:00:00+00:00",
     "sites": [<a site's document, comspider.wrappers.model>, ...]}
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from lxml import html as lxml_html

from comspider.clock import iso
from comspider.records.invariants import find_sections
from comspider.records.model import RecordSection
from comspider.state.protocols import WrapperStore
from comspider.url_keys import site_key
from comspider.wrappers.model import FORMAT, FormatError, SiteTemplates
from comspider.wrappers.patterns import select
from comspider.wrappers.service import WRITE_TRIES, Document, SiteWrappers, WrapperConfig, nearest

KIND = "comspider-wrappers"


def export_sites(store: WrapperStore, sites: list[str] | None = None) -> dict[str, Any]:
    """The documents of ``sites`` (all when None) as one export."""
    out = []
    for site in sites if sites is not None else store.sites():
        document, _version = store.get(site)
        if document is not None:
            out.append(document)
    return {"format": FORMAT, "kind": KIND, "exported_at": iso(datetime.now(UTC)), "sites": out}


def read_export(data: Any) -> list[SiteTemplates]:
    """The sites of an export (or of one site's document). Raises :class:`FormatError`."""
    if isinstance(data, dict) and "templates" in data:
        return [SiteTemplates.from_dict(data)]
    if not isinstance(data, dict) or not isinstance(data.get("sites"), list):
        raise FormatError(f"not a {KIND} export: a JSON object with 'sites' is expected")
    if int(data.get("format") or 1) > FORMAT:
        raise FormatError(f"format {data['format']} is newer than this comspider's ({FORMAT})")
    return [SiteTemplates.from_dict(site) for site in data["sites"]]


def import_site(
    store: WrapperStore, config: WrapperConfig, incoming: SiteTemplates, *, replace: bool = False
) -> list[str]:
    """Put one site's templates into the store; what happened to each (``added``,
    ``wrapper`` (a wrapper given to a template alike that had none), ``kept`` (a template
    alike had one already), ``replaced``). Imported wrappers say so (``source``), unless
    they came from a person's label; their failure counts start again."""
    for template in incoming.templates:
        if template.wrapper is not None:
            template.wrapper.failures = 0
            if template.wrapper.source == "learnt":
                template.wrapper.source = "imported"
    for _ in range(WRITE_TRIES):
        current = _load(store, incoming.site)
        events: list[str] = []
        if replace:
            current.templates = []
            events.append("replaced")
        for template in incoming.templates:
            alike, _score = nearest(current, template.signature, config)
            if alike is None:
                if len(current.templates) >= config.max_templates:
                    current.templates.remove(min(current.templates, key=lambda t: t.seen))
                template.id = current.new_id()
                current.templates.append(template)
                events.append("added")
            elif alike.wrapper is None and template.wrapper is not None:
                alike.wrapper = template.wrapper
                events.append("wrapper")
            else:
                events.append("kept")
        if store.put(incoming.site, current.to_dict(), current.version):
            return events
    raise RuntimeError(f"{incoming.site}: the store kept changing during the import")


def _load(store: WrapperStore, site: str) -> SiteTemplates:
    document, version = store.get(site)
    return (
        SiteTemplates(site, [], version) if document is None else SiteTemplates.from_dict(document, version)
    )


def from_label(
    wrappers: SiteWrappers,
    root: lxml_html.HtmlElement,
    url: str,
    container_xpath: str,
    *,
    reference_time: datetime,
) -> list[str]:
    """A wrapper for the template of the page ``root`` (at ``url``) from a person's label:
    the XPath of its comment section's container (as ``getroottree().getpath`` writes it,
    or any XPath that selects one element). Its records are those record finding sees in
    that container (the largest section in it). Stored as the page's template's wrapper
    (``source`` ``labelled``), over a learnt one. The events (as
    :meth:`SiteWrappers.record` gives them); raises ``ValueError`` when the label selects
    no element or no records are in it."""
    found = select(root, container_xpath)
    if len(found) != 1:
        raise ValueError(f"{container_xpath!r} selects {len(found)} elements, not one")
    container = found[0]
    inside = [s for s in find_sections(root) if s.container is container or _within(s.container, container)]
    if not inside:
        raise ValueError(f"no records in the container at {container_xpath!r}")
    section: RecordSection = max(inside, key=lambda s: len(s.records))
    doc = Document(site_key(url), url, "labelled")
    change = wrappers.record(doc, [section], reference_time=reference_time, label=True)
    if not change.events:
        raise ValueError(f"no wrapper can be learnt from the records at {container_xpath!r}")
    return change.events


def _within(node: lxml_html.HtmlElement, container: lxml_html.HtmlElement) -> bool:
    cur = node.getparent()
    while cur is not None:
        if cur is container:
            return True
        cur = cur.getparent()
    return False
