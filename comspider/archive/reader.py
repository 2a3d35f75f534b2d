"""Reading a recorded archive (a folder of WARC files, or one file): an index of its
visits, their snapshots, screenshots and boxes, and the recorded responses by request,
each read back from its file's offset when needed (an archive of thousands of pages is
never held in memory).

Used by ``comspider replay`` (the browser's requests answered from it), ``comspider
reextract`` (the pipelines run again on its snapshots) and ``comspider annotate``.
"""

from __future__ import annotations

import hashlib
import json
import logging
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from warcio.archiveiterator import ArchiveIterator

from comspider.archive.records import (
    FRAME_PATH_HEADER,
    KIND_HEADER,
    SNAPSHOT_HEADER,
    SNAPSHOT_KIND_HEADER,
    SNAPSHOT_URN,
    VISIT_HEADER,
)
from comspider.crawler_parts import crawler_part
from comspider.snapshots import Snapshot

logger = logging.getLogger(__name__)

ARCHIVE_SUFFIXES = (".warc.gz", ".warc")


class ArchiveReadError(Exception):
    """No archive there, or a file that is no WARC."""


@dataclass(frozen=True, slots=True)
class RecordRef:
    file: Path
    offset: int
    record_id: str


@dataclass(slots=True)
class RecordedResponse:
    ref: RecordRef
    method: str
    url: str
    status: int
    body_hash: str | None  # of the request body (POST), when there was one


@dataclass(slots=True)
class RecordedSnapshot:
    ref: RecordRef
    index: int
    kind: str
    url: str
    frame_path: str | None


@dataclass
class RecordedVisit:
    visit_id: str
    url: str  # the article
    summary: dict[str, Any] = field(default_factory=dict)  # the visit record's JSON
    ref: RecordRef | None = None  # the visit record
    snapshots: list[RecordedSnapshot] = field(default_factory=list)
    screenshot: RecordRef | None = None
    boxes: RecordRef | None = None


def archive_files(path: str | Path) -> list[Path]:
    """The WARC files of an archive folder (sorted: segments in order), or the one file."""
    root = Path(path)
    if root.is_file():
        return [root]
    if root.is_dir():
        return sorted(p for p in root.rglob("*") if p.is_file() and p.name.endswith(ARCHIVE_SUFFIXES))
    raise ArchiveReadError(f"{path}: no such archive (a folder of .warc.gz files, or one file)")


def body_hash(data: bytes | None) -> str | None:
    return hashlib.sha1(data).hexdigest() if data else None


class ArchiveIndex:
    def __init__(self, root: Path) -> None:
        self.root = root
        self.visits: dict[str, RecordedVisit] = {}  # visit id -> visit, in the archive's order
        self.responses: dict[str, dict[tuple[str, str], list[RecordedResponse]]] = defaultdict(
            lambda: defaultdict(list)
        )  # visit id -> (method, url) -> responses in order
        self.any_visit: dict[tuple[str, str], list[RecordedResponse]] = defaultdict(list)

    @classmethod
    def open(cls, path: str | Path) -> ArchiveIndex:
        files = archive_files(path)
        if not files:
            raise ArchiveReadError(f"{path}: no .warc.gz or .warc file in it")
        index = cls(Path(path))
        for file in files:
            index._read(file)
        return index

    def _visit(self, visit_id: str) -> RecordedVisit:
        if visit_id not in self.visits:
            self.visits[visit_id] = RecordedVisit(visit_id, "")
        return self.visits[visit_id]

    def _read(self, file: Path) -> None:
        requests: dict[str, tuple[str, str | None]] = {}  # response id -> (method, body hash)
        pending: list[tuple[str, RecordedResponse, str]] = []
        try:
            with file.open("rb") as fh:
                records = ArchiveIterator(fh)
                for record in records:
                    headers = record.rec_headers
                    record_id = headers.get_header("WARC-Record-ID") or ""
                    visit_id = headers.get_header(VISIT_HEADER)
                    kind = headers.get_header(KIND_HEADER)
                    rtype = record.rec_type
                    # read what is needed before the offset: asking for it reads the record to its end
                    content = (
                        record.content_stream().read()
                        if rtype == "request" or (visit_id and kind == "visit")
                        else b""
                    )
                    ref = RecordRef(file, records.get_record_offset(), record_id)
                    if rtype == "request":
                        target = headers.get_header("WARC-Concurrent-To") or ""
                        method = record.http_headers.protocol if record.http_headers else "GET"
                        requests[target] = (method.upper(), body_hash(content))
                    elif rtype == "response" and record.http_headers is not None:
                        status = int(record.http_headers.get_statuscode() or 0)
                        url = headers.get_header("WARC-Target-URI") or ""
                        pending.append(
                            (record_id, RecordedResponse(ref, "GET", url, status, None), visit_id or "")
                        )
                    elif visit_id and kind == "snapshot":
                        target = headers.get_header("WARC-Target-URI") or ""
                        self._visit(visit_id).snapshots.append(
                            RecordedSnapshot(
                                ref,
                                int(headers.get_header(SNAPSHOT_HEADER) or 0),
                                headers.get_header(SNAPSHOT_KIND_HEADER) or "main",
                                target.removeprefix(SNAPSHOT_URN),
                                headers.get_header(FRAME_PATH_HEADER),
                            )
                        )
                    elif visit_id and kind == "screenshot":
                        self._visit(visit_id).screenshot = ref
                    elif visit_id and kind == "boxes":
                        self._visit(visit_id).boxes = ref
                    elif visit_id and kind == "visit":
                        summary = json.loads(content.decode("utf-8"))
                        visit = self._visit(visit_id)
                        visit.summary, visit.ref = summary, ref
                        visit.url = str((summary.get("article") or {}).get("url") or "")
        except ArchiveReadError:
            raise
        except Exception as exc:
            raise ArchiveReadError(f"{file}: not a readable WARC file ({type(exc).__name__}: {exc})") from exc
        for response_id, response, visit_id in pending:
            method, hashed = requests.get(response_id, ("GET", None))
            response.method, response.body_hash = method, hashed
            key = (method, response.url)
            if visit_id:
                self.responses[visit_id][key].append(response)
            self.any_visit[key].append(response)
        for visit in self.visits.values():
            visit.snapshots.sort(key=lambda s: s.index)

    # -- visits --------------------------------------------------------------------------
    def recorded_visits(self) -> list[RecordedVisit]:
        """The visits that have their visit record (a whole visit), in the archive's order."""
        return [v for v in self.visits.values() if v.ref is not None]

    def first_visits(self) -> dict[str, dict[str, Any]]:
        """Article URL -> the visit record of its first recorded visit."""
        out: dict[str, dict[str, Any]] = {}
        for visit in self.recorded_visits():
            out.setdefault(visit.url, visit.summary)
        return out

    def first_visit_id(self, url: str) -> str | None:
        for visit in self.recorded_visits():
            if visit.url == url:
                return visit.visit_id
        return None

    # -- reading records back ------------------------------------------------------------
    @staticmethod
    def read(ref: RecordRef) -> Any:
        """The record at ``ref``, its content read: (record, bytes)."""
        with ref.file.open("rb") as fh:
            fh.seek(ref.offset)
            record = next(iter(ArchiveIterator(fh)))
            return record, record.content_stream().read()

    def snapshot(self, snap: RecordedSnapshot) -> Snapshot:
        _, data = self.read(snap.ref)
        return Snapshot(
            url=snap.url,
            html=data.decode("utf-8", "replace"),
            kind=snap.kind,
            frame_path=snap.frame_path,
            warc_file=snap.ref.file.name,
            warc_record_id=snap.ref.record_id,
        )

    def response(self, recorded: RecordedResponse) -> tuple[int, str, list[tuple[str, str]], bytes]:
        """(status, reason, headers, body) of a recorded response."""
        record, body = self.read(recorded.ref)
        http = record.http_headers
        status = int(http.get_statuscode() or 200)
        reason = http.statusline.split(" ", 1)[1] if " " in http.statusline else ""
        return status, reason, list(http.headers), body

    def json(self, ref: RecordRef) -> Any:
        _, data = self.read(ref)
        return json.loads(data.decode("utf-8"))


def replay_archive(crawler: Any) -> ArchiveIndex | None:
    """The archive a replay answers from (``COMSPIDER_REPLAY_ARCHIVE``), indexed once per
    crawler; None when not replaying."""
    path = crawler.settings.get("COMSPIDER_REPLAY_ARCHIVE")
    if not path:
        return None
    return crawler_part(crawler, "replay_archive", lambda: ArchiveIndex.open(path))
