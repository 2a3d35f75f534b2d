"""One HTTP server per host of the offline web (stdlib ``ThreadingHTTPServer``).

A ``Host`` answers ``Request`` objects with ``Response`` objects; ``HostServer`` binds it
to an address and serves it on a thread. Stopping closes the listening socket and every
open keep-alive connection and joins all threads, so nothing leaks.
"""

from __future__ import annotations

import email.utils
import gzip
import json
import logging
import socket
import threading
from dataclasses import dataclass, field
from http.cookies import SimpleCookie
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Protocol
from urllib.parse import parse_qsl, urlsplit

from comspider.clock import Clock

log = logging.getLogger("comspider_lab.offline_web")

_COMPRESSIBLE = (
    "text/",
    "application/json",
    "application/javascript",
    "application/xml",
    "application/rss+xml",
    "application/atom+xml",
    "image/svg+xml",
)


@dataclass(slots=True)
class Request:
    method: str
    path: str  # without the query, as sent (percent-encoded)
    query: dict[str, str]
    headers: dict[str, str]  # lower-case names
    body: bytes = b""

    def form(self) -> dict[str, str]:
        return dict(parse_qsl(self.body.decode("utf-8", "replace"), keep_blank_values=True))

    def cookie(self, name: str) -> str | None:
        jar = SimpleCookie()
        try:
            jar.load(self.headers.get("cookie", ""))
        except Exception:  # noqa: BLE001 - a malformed cookie header is the client's problem
            return None
        return jar[name].value if name in jar else None


@dataclass(slots=True)
class Response:
    status: int = 200
    body: bytes = b""
    content_type: str = "text/html; charset=utf-8"
    headers: list[tuple[str, str]] = field(default_factory=list)


def html_response(
    text: str, status: int = 200, charset: str = "utf-8", declare_charset: bool = True
) -> Response:
    body = text.encode(charset, "xmlcharrefreplace")
    ctype = f"text/html; charset={charset}" if declare_charset else "text/html"
    return Response(status, body, ctype, [("Cache-Control", "no-cache, max-age=0")])


def json_response(data: Any, status: int = 200) -> Response:
    body = json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    return Response(status, body, "application/json; charset=utf-8", [("Cache-Control", "no-store")])


def text_response(
    text: str, content_type: str = "text/plain; charset=utf-8", status: int = 200, cache: str = "no-cache"
) -> Response:
    return Response(status, text.encode("utf-8"), content_type, [("Cache-Control", cache)])


def redirect(location: str, status: int = 302) -> Response:
    return Response(status, b"", "text/html; charset=utf-8", [("Location", location)])


def not_found(text: str = "<!DOCTYPE html><title>404 Not Found</title><h1>Not Found</h1>") -> Response:
    return html_response(text, 404)


class Host(Protocol):
    name: str
    server_header: str

    def handle(self, request: Request) -> Response: ...


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    timeout = 30  # idle keep-alive connections are closed after this
    disable_nagle_algorithm = True  # headers and body go out at once, no 40 ms stalls
    server: HostServer

    def version_string(self) -> str:
        return self.server.host.server_header

    def date_time_string(self, timestamp: float | None = None) -> str:
        return email.utils.format_datetime(self.server.clock.now(), usegmt=True)

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - stdlib name
        if self.server.verbose:
            log.info("%s %s", self.server.host.name, format % args)

    def _serve(self, method: str) -> None:
        parts = urlsplit(self.path)
        length = int(self.headers.get("Content-Length") or 0)
        body = self.rfile.read(length) if length > 0 else b""
        request = Request(
            method=method,
            path=parts.path or "/",
            query=dict(parse_qsl(parts.query, keep_blank_values=True)),
            headers={k.lower(): v for k, v in self.headers.items()},
            body=body,
        )
        try:
            response = self.server.host.handle(request)
        except Exception:
            log.exception("offline web: %s failed on %s %s", self.server.host.name, method, self.path)
            response = Response(500, b"<!DOCTYPE html><title>500</title><h1>Internal Server Error</h1>")
        payload = response.body
        headers = list(response.headers)
        if (
            payload
            and len(payload) > 1024
            and response.content_type.startswith(_COMPRESSIBLE)
            and "gzip" in request.headers.get("accept-encoding", "")
        ):
            payload = gzip.compress(payload, compresslevel=6, mtime=0)
            headers += [("Content-Encoding", "gzip"), ("Vary", "Accept-Encoding")]
        self.send_response(response.status)
        self.send_header("Content-Type", response.content_type)
        self.send_header("Content-Length", str(len(payload)))
        for name, value in headers:
            self.send_header(name, value)
        self.end_headers()
        if method != "HEAD":
            self.wfile.write(payload)

    def do_GET(self) -> None:
        self._serve("GET")

    def do_HEAD(self) -> None:
        self._serve("HEAD")

    def do_POST(self) -> None:
        self._serve("POST")


class HostServer(ThreadingHTTPServer):
    daemon_threads = False  # joined in server_close()
    block_on_close = True
    allow_reuse_address = True

    def __init__(self, address: tuple[str, int], host: Host, clock: Clock, verbose: bool = False) -> None:
        self.host = host
        self.clock = clock
        self.verbose = verbose
        self._connections: set[socket.socket] = set()
        self._conn_lock = threading.Lock()
        self._thread: threading.Thread | None = None
        super().__init__(address, _Handler)

    @property
    def base_url(self) -> str:
        addr, port = self.server_address[:2]
        assert isinstance(addr, str)  # getsockname() of a bound AF_INET socket
        return f"http://{addr}:{port}"

    def process_request(self, request: Any, client_address: Any) -> None:
        with self._conn_lock:
            self._connections.add(request)
        super().process_request(request, client_address)

    def shutdown_request(self, request: Any) -> None:
        with self._conn_lock:
            self._connections.discard(request)
        super().shutdown_request(request)

    def handle_error(self, request: Any, client_address: Any) -> None:
        # Clients hanging up mid-response (browsers do) are not worth a traceback.
        if self.verbose:
            log.debug("offline web: connection error from %s on %s", client_address, self.host.name)

    def start(self) -> None:
        self._thread = threading.Thread(
            target=self.serve_forever,
            kwargs={"poll_interval": 0.1},
            name=f"offline-web-{self.host.name}",
            daemon=True,
        )
        self._thread.start()

    def stop(self) -> None:
        if self._thread is not None:
            self.shutdown()
            self._thread.join()
            self._thread = None
        with self._conn_lock:
            connections = list(self._connections)
        for conn in connections:
            try:
                conn.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
        self.server_close()
