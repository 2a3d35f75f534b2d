"""Labels made with ``comspider annotate`` as training rows.

The annotation tool saves what a person marked (the comment section's container, the
entry point, "no comments") with its provenance and the recorded snapshot's WARC record,
but not the computed features: they are computed here, from the recorded snapshot, by the
same code that builds models/data/sections.jsonl and clickables.jsonl, so annotated rows
follow every change of the features.

- sections: the snapshot's record sections as the crawler finds them
  (``InvariantSectionFinder``); a section whose container is the marked element or lies
  inside it is positive, one that holds the marked element is left out (the same thread
  cut another way), every other section is negative; on a snapshot marked "no comments"
  every section is negative.
- clickables: the snapshot loaded offline in Chromium (scripts off, as
  ``clickable_dataset collect`` loads saved pages), the crawler's collector run on it; the
  clickable at the marked element is positive, the others are sampled as negatives the
  way the dataset samples them.

``python -m comspider_lab train sections|clickables --annotations LABELS`` adds these rows
to the training data (the archive's WARC files are looked for beside the labels folder,
or in ``--archive``).
"""

from __future__ import annotations

import asyncio
import json
from collections import defaultdict
from pathlib import Path
from typing import Any

from comspider.archive.reader import ArchiveIndex, RecordedSnapshot
from comspider.labelling.pages import indexed_path
from comspider.records.dom import parse_html
from comspider.records.invariants import InvariantSectionFinder
from comspider.sections.features import section_text
from comspider.sections.rules import StructuralSectionScorer

PROVENANCE = ("warc_file", "warc_record_id", "visit_id", "article_url", "annotator", "annotated_at", "kind")


def read_labels(folder: Path, name: str) -> list[dict[str, Any]]:
    path = folder / name
    if not path.is_file():
        return []
    return [json.loads(line) for line in path.read_text("utf-8").splitlines() if line.strip()]


def _snapshots(archive: ArchiveIndex) -> dict[str, RecordedSnapshot]:
    return {s.ref.record_id: s for v in archive.visits.values() for s in v.snapshots}


def section_rows(labels: Path, archive_path: Path | None = None) -> list[dict[str, Any]]:
    archive = ArchiveIndex.open(archive_path or labels.parent)
    snaps = _snapshots(archive)
    by_snapshot: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for row in read_labels(labels, "sections.jsonl"):
        by_snapshot[row["warc_record_id"]].append(row)
    finder, fallback = InvariantSectionFinder(), StructuralSectionScorer()
    out = []
    for record_id, marks in by_snapshot.items():
        snap = snaps.get(record_id)
        if snap is None:
            continue
        root = parse_html(archive.snapshot(snap).html)
        tree = root.getroottree()
        marked = [m for m in (tree.xpath(r["xpath"]) for r in marks if r.get("xpath")) if m]
        containers = [m[0] for m in marked]
        template = marks[-1]
        for section in finder.find_sections(root):
            inside = any(c is section.container or _descends(section.container, c) for c in containers)
            holds = any(_descends(c, section.container) for c in containers)
            if holds and not inside:
                continue
            row = {
                "site": template["site"],
                "source": "annotation",
                "file": template["file"],
                "url": template["url"],
                "frame": template["frame"],
                "xpath": tree.getpath(section.container),
                "label": 1 if inside else 0,
                "records": len(section.records),
                "features": section_text(section),
                "structure": {k: round(v, 4) for k, v in fallback.features(section).items()},
                "dates": None,
            }
            row.update({k: template.get(k) for k in PROVENANCE})
            out.append(row)
    return out


def _descends(node: Any, ancestor: Any) -> bool:
    return any(a is ancestor for a in node.iterancestors())


def clickable_rows(labels: Path, archive_path: Path | None = None) -> list[dict[str, Any]]:
    marks = read_labels(labels, "clickables.jsonl")
    if not marks:
        return []
    archive = ArchiveIndex.open(archive_path or labels.parent)
    snaps = _snapshots(archive)
    jobs = []
    for mark in marks:
        snap = snaps.get(mark["warc_record_id"])
        if snap is None:
            continue
        html = archive.snapshot(snap).html
        found = parse_html(html).getroottree().xpath(mark["xpath"])
        if found:
            jobs.append((mark, snap.url, html.encode("utf-8"), indexed_path(found[0])))
    return asyncio.run(_collect_rows(jobs))


async def _collect_rows(jobs: list[tuple[dict[str, Any], str, bytes, str]]) -> list[dict[str, Any]]:
    from comspider import settings
    from comspider.interaction.clickables import collect
    from comspider_lab.training.clickable_dataset import features_of, sample_negatives
    from comspider_lab.training.clickable_pages import OfflineBrowser, load_saved

    async def job(page: Any, item: tuple[dict[str, Any], str, bytes, str]) -> list[dict[str, Any]]:
        mark, url, html, target = item
        await load_saved(page, url, html)
        # the element a person marked is shown first: after the click that exposed the
        # comments, pages often hide the button that did it
        await page.evaluate(_SHOW_MARKED, target)
        collection = await collect(page, keep_zero_size=True, limit=settings.COMSPIDER_MAX_CLICKABLES)
        items = [c.to_dict() for c in collection.clickables]
        positives = {i for i, it in enumerate(items) if it["abs_xpath"].lower() == target.lower()}
        negatives = [i for i in range(len(items)) if i not in positives]
        key = f"annotation:{mark['warc_record_id']}"
        kept = [(i, 1.0) for i in positives] + sample_negatives(key, negatives, items, bool(positives))
        rows = []
        for i, weight in sorted(kept):
            row = {
                "site": mark["site"],
                "country": None,
                "language": collection.page.get("lang"),
                "source": "annotation",
                "file": mark["file"],
                "url": url,
                "xpath": items[i]["xpath"],
                "frame": items[i].get("frame_id", "main"),
                "label": 1 if i in positives else 0,
                "rule": mark.get("rule") if i in positives else None,
                "page_clickables": len(items),
                "weight": round(weight, 4),
                "features": features_of(items[i]),
            }
            row.update({k: mark.get(k) for k in PROVENANCE})
            rows.append(row)
        return rows

    async with OfflineBrowser(concurrency=1) as browser:
        results = await browser.run(jobs, job)
    return [row for result in results if isinstance(result, list) for row in result]


# Unhide an element and its ancestors (display, visibility, the hidden attribute).
_SHOW_MARKED = """(xpath) => {
  const el = document.evaluate(xpath, document, null, XPathResult.FIRST_ORDERED_NODE_TYPE, null).singleNodeValue;
  for (let n = el; n && n.nodeType === 1; n = n.parentElement) {
    n.removeAttribute('hidden');
    const st = getComputedStyle(n);
    if (st.display === 'none') n.style.display = 'block';
    if (st.visibility === 'hidden') n.style.visibility = 'visible';
  }
}"""

ROW_BUILDERS = {"sections": section_rows, "clickables": clickable_rows}


def dataset_with_annotations(
    target: str, data: Path, labels: Path, out: Path, archive: Path | None = None
) -> tuple[int, int]:
    """``data`` and the annotated rows, written to ``out``: (annotated rows, positives)."""
    rows = ROW_BUILDERS[target](labels, archive)
    with out.open("w", encoding="utf-8") as fh:
        fh.write(data.read_text("utf-8").rstrip("\n") + "\n")
        for row in rows:
            fh.write(json.dumps(row, ensure_ascii=False, sort_keys=True) + "\n")
    return len(rows), sum(1 for r in rows if r["label"] == 1)
