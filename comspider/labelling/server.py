"""The annotation page's server: loopback only, every path behind a random token.

    /<token>/                         the page (static/index.html, js/annotator.js)
    /<token>/api/visits               the recorded visits and their snapshots (JSON)
    /<token>/api/label                POST {visit, snapshot, element, kind}: save one label
    /<token>/v/<visit>/page/<n>       snapshot n of a visit, numbered, with the overlay
    /<token>/v/<visit>/res?url=U      a recorded response of that visit (styles, images)
    /<token>/v/<visit>/screenshot     the visit's full-page screenshot
    /<token>/v/<visit>/overlay.js     the overlay (js/overlay.js)

A wrong or missing token is 404; pages are served with a Content-Security-Policy that
lets only the server's own scripts run (the snapshot's scripts are removed anyway).
"""

from __future__ import annotations

import json
import logging
import secrets
import threading
from functools import cached_property
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from importlib import resources
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlsplit

from comspider.archive.reader import ArchiveIndex, RecordedVisit
from comspider.archive.replay import ReplaySession
from comspider.labelling.labels import LabelStore
from comspider.labelling.pages import PreparedPage, prepare
from comspider.page_scripts import init_script

logger = logging.getLogger(__name__)

LOOPBACK = "127.0.0.1"
_CSP = "script-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'"


class AnnotationServer:
    def __init__(self, index: ArchiveIndex, labels: LabelStore, port: int = 0) -> None:
        self.index = index
        self.labels = labels
        self.token = secrets.token_urlsafe(18)
        self._pages: dict[tuple[str, int], PreparedPage] = {}
        self._lock = threading.Lock()
        handler = type("Handler", (_Handler,), {"app": self})
        self.httpd = ThreadingHTTPServer((LOOPBACK, port), handler)
        self.thread: threading.Thread | None = None

    @property
    def url(self) -> str:
        return f"http://{LOOPBACK}:{self.httpd.server_address[1]}/{self.token}/"

    def start(self) -> AnnotationServer:
        self.thread = threading.Thread(target=self.httpd.serve_forever, name="annotate", daemon=True)
        self.thread.start()
        return self

    def serve_forever(self) -> None:
        self.httpd.serve_forever()

    def stop(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()

    # -- what the handler asks -----------------------------------------------------------
    def visits(self) -> list[dict[str, Any]]:
        out = []
        for visit in self.index.recorded_visits():
            summary = visit.summary
            out.append(
                {
                    "visit_id": visit.visit_id,
                    "url": visit.url,
                    "visit": summary.get("visit"),
                    "visited_at": summary.get("visited_at"),
                    "found": summary.get("found"),
                    "entry_point": summary.get("entry_point"),
                    "error": summary.get("error") or summary.get("blocked"),
                    "screenshot": visit.screenshot is not None,
                    "snapshots": [
                        {"index": s.index, "kind": s.kind, "url": s.url, "frame_path": s.frame_path}
                        for s in visit.snapshots
                    ],
                }
            )
        return out

    def visit(self, visit_id: str) -> RecordedVisit | None:
        return self.index.visits.get(visit_id)

    def page(self, visit: RecordedVisit, number: int) -> PreparedPage | None:
        key = (visit.visit_id, number)
        with self._lock:
            if key in self._pages:
                return self._pages[key]
        snaps = {s.index: s for s in visit.snapshots}
        snap = snaps.get(number)
        if snap is None:
            return None
        # the frames of a page: the frame snapshots that follow it, by their <iframe>'s XPath
        frames: dict[str, int] = {}
        for other in visit.snapshots:
            if other.index > number and other.kind == "frame" and other.frame_path:
                frames.setdefault(other.frame_path, other.index)
            elif other.index > number and other.kind != "frame":
                break
        html = self.index.snapshot(snap).html
        prefix = f"/{self.token}/v/{visit.visit_id}"
        page = prepare(html, snap.url, prefix, frames)
        with self._lock:
            self._pages[key] = page
        return page

    def save(self, data: dict[str, Any]) -> dict[str, Any]:
        visit = self.visit(str(data.get("visit") or ""))
        if visit is None:
            raise ValueError("unknown visit")
        number = int(data.get("snapshot") or 0)
        snap = next((s for s in visit.snapshots if s.index == number), None)
        if snap is None:
            raise ValueError("unknown snapshot")
        xpath = None
        element = data.get("element")
        if element is not None:
            page = self.page(visit, number)
            assert page is not None
            position = int(element)
            if not 0 <= position < len(page.paths):
                raise ValueError("unknown element")
            xpath = page.paths[position]
        return self.labels.save(str(data.get("kind") or ""), visit, snap, xpath)


class _Handler(BaseHTTPRequestHandler):
    app: AnnotationServer
    server_version = "comspider-annotate"

    def log_message(self, fmt: str, *args: Any) -> None:
        logger.debug("annotate: " + fmt, *args)

    @cached_property
    def _parts(self) -> tuple[list[str], dict[str, list[str]]]:
        split = urlsplit(self.path)
        return [p for p in split.path.split("/") if p], parse_qs(split.query)

    def _route(self) -> list[str] | None:
        parts, _ = self._parts
        if not parts or not secrets.compare_digest(parts[0], self.app.token):
            self._send(HTTPStatus.NOT_FOUND, b"not found", "text/plain")
            return None
        return parts[1:]

    def do_GET(self) -> None:
        rest = self._route()
        if rest is None:
            return
        try:
            self._get(rest)
        except Exception as exc:  # noqa: BLE001 - one request fails, the server goes on
            logger.warning("annotate: %s failed: %s", self.path[:200], exc)
            self._send(HTTPStatus.INTERNAL_SERVER_ERROR, str(exc).encode(), "text/plain")

    def _get(self, rest: list[str]) -> None:
        if not rest:
            page = resources.files("comspider.labelling").joinpath("static", "index.html").read_bytes()
            self._send(HTTPStatus.OK, page, "text/html; charset=utf-8", csp=True)
        elif rest == ["annotator.js"]:
            js = init_script("comspider.labelling", "annotator.js", f"/{self.app.token}")
            self._send(HTTPStatus.OK, js.encode(), "text/javascript; charset=utf-8")
        elif rest == ["api", "visits"]:
            self._json(self.app.visits())
        elif len(rest) >= 3 and rest[0] == "v":
            visit = self.app.visit(rest[1])
            if visit is None:
                self._send(HTTPStatus.NOT_FOUND, b"no such visit", "text/plain")
                return
            self._visit(visit, rest[2:])
        else:
            self._send(HTTPStatus.NOT_FOUND, b"not found", "text/plain")

    def _visit(self, visit: RecordedVisit, rest: list[str]) -> None:
        _, query = self._parts
        if rest[0] == "page" and len(rest) == 2 and rest[1].isdigit():
            page = self.app.page(visit, int(rest[1]))
            if page is None:
                self._send(HTTPStatus.NOT_FOUND, b"no such snapshot", "text/plain")
                return
            self._send(HTTPStatus.OK, page.html.encode("utf-8"), "text/html; charset=utf-8", csp=True)
        elif rest == ["overlay.js"]:
            js = init_script("comspider.labelling", "overlay.js")
            self._send(HTTPStatus.OK, js.encode(), "text/javascript; charset=utf-8")
        elif rest == ["screenshot"] and visit.screenshot is not None:
            _, data = self.app.index.read(visit.screenshot)
            self._send(HTTPStatus.OK, data, "image/jpeg")
        elif rest == ["res"] and query.get("url"):
            self._resource(visit, query["url"][0])
        else:
            self._send(HTTPStatus.NOT_FOUND, b"not found", "text/plain")

    def _resource(self, visit: RecordedVisit, url: str) -> None:
        recorded = ReplaySession(self.app.index, visit.visit_id).find("GET", url, None)
        if recorded is None or recorded.status >= 300:
            self._send(HTTPStatus.NOT_FOUND, b"not recorded", "text/plain")
            return
        _, _, headers, body = self.app.index.response(recorded)
        kind = next((v for k, v in headers if k.lower() == "content-type"), "application/octet-stream")
        if "javascript" in kind or "html" in kind:  # only looks: no code, no other documents
            self._send(HTTPStatus.NOT_FOUND, b"not served", "text/plain")
            return
        self._send(HTTPStatus.OK, body, kind)

    def do_POST(self) -> None:
        rest = self._route()
        if rest is None:
            return
        if rest != ["api", "label"]:
            self._send(HTTPStatus.NOT_FOUND, b"not found", "text/plain")
            return
        try:
            length = min(int(self.headers.get("Content-Length") or 0), 100_000)
            data = json.loads(self.rfile.read(length) or b"{}")
            row = self.app.save(data if isinstance(data, dict) else {})
        except (ValueError, TypeError) as exc:
            self._json({"error": str(exc)}, HTTPStatus.BAD_REQUEST)
            return
        logger.info("Label saved: %s %s (%s)", row["kind"], row["xpath"], row["url"][:120])
        self._json(row)

    def _json(self, data: Any, status: HTTPStatus = HTTPStatus.OK) -> None:
        self._send(status, json.dumps(data, ensure_ascii=False).encode("utf-8"), "application/json")

    def _send(self, status: HTTPStatus, body: bytes, content_type: str, *, csp: bool = False) -> None:
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Cache-Control", "no-store")
        self.send_header("Referrer-Policy", "no-referrer")
        if csp:
            self.send_header("Content-Security-Policy", _CSP)
        self.end_headers()
        self.wfile.write(body)


def labels_folder(archive: str, given: str | None) -> Path:
    """``--labels``, else ``labels/`` beside the archive folder's files."""
    if given:
        return Path(given)
    root = Path(archive)
    return (root if root.is_dir() else root.parent) / "labels"
