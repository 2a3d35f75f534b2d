"""The labels a person gives, saved as rows of the training data with their provenance.

Files in the labels folder (one JSON line per label, appended):

- ``sections.jsonl``: the comment section's container (``kind`` ``section``, label 1),
  or a page without comments (``no_comments``: ``xpath`` null, label 0: every record
  section of that snapshot is no comment section); the keys of models/data/sections.jsonl
  (``site``, ``source`` = ``annotation``, ``file``, ``url``, ``frame``, ``xpath``,
  ``label``) without the computed ``features``/``structure``, which the lab computes from
  the recorded snapshot when it trains (``python -m comspider_lab train sections
  --annotations``), so they follow the code that computes them;
- ``clickables.jsonl``: the entry point (``kind`` ``entry_point``, label 1, ``rule``
  ``annotation/<annotator>``), the keys of models/data/clickables.jsonl likewise;
- ``comments.jsonl``: one comment record (``kind`` ``comment``), optional.

Provenance on every row: ``warc_file`` and ``warc_record_id`` (the snapshot's record),
``visit_id``, ``article_url``, ``annotator``, ``annotated_at``; ``file`` is
``<warc_file>#<warc_record_id>``.
"""

from __future__ import annotations

import json
import threading
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from comspider.archive.reader import RecordedSnapshot, RecordedVisit
from comspider.url_keys import site_key

KINDS = {
    "section": "sections.jsonl",
    "no_comments": "sections.jsonl",
    "entry_point": "clickables.jsonl",
    "comment": "comments.jsonl",
}


class LabelStore:
    def __init__(self, folder: Path, annotator: str) -> None:
        self.folder = folder
        self.annotator = annotator
        self._lock = threading.Lock()

    def save(
        self, kind: str, visit: RecordedVisit, snap: RecordedSnapshot, xpath: str | None
    ) -> dict[str, Any]:
        if kind not in KINDS:
            raise ValueError(f"unknown label {kind!r}; accepted: {', '.join(KINDS)}")
        if kind != "no_comments" and not xpath:
            raise ValueError(f"a {kind} label needs an element")
        row = label_row(kind, visit, snap, xpath, self.annotator)
        with self._lock:
            self.folder.mkdir(parents=True, exist_ok=True)
            with (self.folder / KINDS[kind]).open("a", encoding="utf-8") as fh:
                fh.write(json.dumps(row, ensure_ascii=False, sort_keys=True) + "\n")
        return row


def label_row(
    kind: str, visit: RecordedVisit, snap: RecordedSnapshot, xpath: str | None, annotator: str
) -> dict[str, Any]:
    row: dict[str, Any] = {
        "site": site_key(snap.url),
        "source": "annotation",
        "file": f"{snap.ref.file.name}#{snap.ref.record_id}",
        "url": snap.url,
        "frame": snap.frame_path if snap.kind == "frame" and snap.frame_path else snap.kind,
        "xpath": xpath if kind != "no_comments" else None,
        "label": 0 if kind == "no_comments" else 1,
        "kind": kind,
        "snapshot": snap.index,
        "warc_file": snap.ref.file.name,
        "warc_record_id": snap.ref.record_id,
        "visit_id": visit.visit_id,
        "article_url": visit.url,
        "annotator": annotator,
        "annotated_at": datetime.now(UTC).isoformat(timespec="seconds"),
    }
    if kind == "entry_point":
        row["rule"] = f"annotation/{annotator}"
        row["weight"] = 1.0
    return row
