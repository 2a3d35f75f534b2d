"""An egress proxy for the browser that enforces the network guard at connect time.

Playwright's route handlers do not see the hops of a redirect, and Chromium resolves
host names itself (DNS rebinding). So when private networks are not allowed, Chromium
is launched with this proxy: every connection (CONNECT for TLS and WebSockets,
absolute-form requests for plain HTTP) is resolved here, each address is checked, and
the proxy connects to the checked address itself. Refusals answer 403 and are logged
and counted by the AddressGuard.

Chromium's own service endpoints (comspider.browser.chromium.SERVICE_HOSTS: sign-in,
updates, safe browsing) are refused before any name is resolved, quietly (a debug line
and the stat ``comspider/browser/service_refused``): the browser calls nobody home, and
the proxy makes no DNS query for it.
"""

from __future__ import annotations

import asyncio
import contextlib
import ipaddress
import logging
import socket
from collections.abc import Callable
from urllib.parse import urlsplit

from comspider.browser.chromium import is_service_host
from comspider.netguard import AddressGuard, address_reason

logger = logging.getLogger(__name__)

_HEADER_LIMIT = 64 * 1024
_HOP_HEADERS = {b"proxy-connection", b"proxy-authorization", b"connection", b"keep-alive"}

AddressCheck = Callable[[ipaddress.IPv4Address | ipaddress.IPv6Address], "str | None"]


class EgressProxy:
    def __init__(
        self, guard: AddressGuard, check: AddressCheck = address_reason, connect_timeout: float = 15.0
    ) -> None:
        self.guard = guard
        self.check = check
        self.connect_timeout = connect_timeout
        self._server: asyncio.base_events.Server | None = None
        self._tasks: set[asyncio.Task[None]] = set()

    @property
    def url(self) -> str:
        assert self._server is not None, "start() first"
        host, port = self._server.sockets[0].getsockname()[:2]
        return f"http://{host}:{port}"

    async def start(self) -> EgressProxy:
        if self._server is None:
            self._server = await asyncio.start_server(self._serve, "127.0.0.1", 0, limit=_HEADER_LIMIT)
        return self

    async def stop(self) -> None:
        if self._server is not None:
            self._server.close()
            for task in list(self._tasks):
                task.cancel()
            with contextlib.suppress(Exception):
                await self._server.wait_closed()
            self._server = None

    # -- connection handling -------------------------------------------------------------
    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        task = asyncio.current_task()
        if task is not None:
            self._tasks.add(task)
        try:
            await self._handle(reader, writer)
        except (
            ConnectionError,
            asyncio.IncompleteReadError,
            asyncio.LimitOverrunError,
            asyncio.CancelledError,
            ValueError,
        ):
            pass
        except Exception as exc:  # never let one connection take the proxy down
            logger.debug("egress proxy connection failed: %s", exc)
        finally:
            if task is not None:
                self._tasks.discard(task)
            with contextlib.suppress(Exception):
                writer.close()

    async def _handle(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        head = await reader.readuntil(b"\r\n\r\n")
        request_line, _, rest = head.partition(b"\r\n")
        method, target, version = request_line.decode("latin-1").split(" ", 2)
        if method.upper() == "CONNECT":
            host, _, port_text = target.rpartition(":")
            host = host.strip("[]")
            url = f"https://{host}:{port_text}/"
            upstream = await self._open(host, int(port_text), url, writer)
            if upstream is None:
                return
            writer.write(b"HTTP/1.1 200 Connection Established\r\n\r\n")
            await writer.drain()
            await _pipe_both(reader, writer, *upstream)
            return
        parts = urlsplit(target)
        if parts.scheme != "http" or not parts.hostname:
            await _answer(writer, 400, "absolute http URL or CONNECT expected")
            return
        upstream = await self._open(parts.hostname, parts.port or 80, target, writer)
        if upstream is None:
            return
        up_reader, up_writer = upstream
        path = parts.path or "/"
        if parts.query:
            path += "?" + parts.query
        lines = [f"{method} {path} {version}".encode("latin-1")]
        for line in rest.split(b"\r\n"):
            if line and line.split(b":", 1)[0].strip().lower() not in _HOP_HEADERS:
                lines.append(line)
        lines.append(b"Connection: close")
        up_writer.write(b"\r\n".join(lines) + b"\r\n\r\n")
        await up_writer.drain()
        await _pipe_both(reader, writer, up_reader, up_writer)

    async def _open(
        self, host: str, port: int, url: str, writer: asyncio.StreamWriter
    ) -> tuple[asyncio.StreamReader, asyncio.StreamWriter] | None:
        if is_service_host(host):
            if self.guard.stats is not None:
                self.guard.stats.inc_value("comspider/browser/service_refused")
            logger.debug("egress proxy refused Chromium's service host %s", host)
            await _answer(writer, 403, "Chromium service endpoints are not reached")
            return None
        try:
            infos = await asyncio.get_running_loop().getaddrinfo(host, port, type=socket.SOCK_STREAM)
        except (OSError, UnicodeError) as exc:
            await _answer(writer, 502, f"cannot resolve {host}: {exc}")
            return None
        addresses = []
        for family, _, _, _, sockaddr in infos:
            ip = ipaddress.ip_address(str(sockaddr[0]).split("%", 1)[0])
            reason = self.check(ip)
            if reason:  # one bad address taints the name (rebinding, split answers)
                self.guard.record(url, reason, "browser")
                await _answer(writer, 403, f"refused by the network guard: {reason}")
                return None
            addresses.append((family, sockaddr))
        last: Exception | None = None
        for family, sockaddr in addresses:
            try:
                return await asyncio.wait_for(
                    asyncio.open_connection(str(sockaddr[0]), int(sockaddr[1]), family=family),
                    self.connect_timeout,
                )
            except (TimeoutError, OSError) as exc:
                last = exc
        await _answer(writer, 502, f"cannot connect to {host}: {last}")
        return None


async def _answer(writer: asyncio.StreamWriter, status: int, message: str) -> None:
    body = message.encode("utf-8")
    reason = {400: "Bad Request", 403: "Forbidden", 502: "Bad Gateway"}[status]
    writer.write(
        f"HTTP/1.1 {status} {reason}\r\nContent-Type: text/plain; charset=utf-8\r\n"
        f"Content-Length: {len(body)}\r\nConnection: close\r\n\r\n".encode()
        + body
    )
    with contextlib.suppress(ConnectionError):
        await writer.drain()


async def _pipe(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
    try:
        while chunk := await reader.read(65536):
            writer.write(chunk)
            await writer.drain()
    finally:
        with contextlib.suppress(Exception):
            if writer.can_write_eof():
                writer.write_eof()


async def _pipe_both(
    a_reader: asyncio.StreamReader,
    a_writer: asyncio.StreamWriter,
    b_reader: asyncio.StreamReader,
    b_writer: asyncio.StreamWriter,
) -> None:
    try:
        await asyncio.gather(_pipe(a_reader, b_writer), _pipe(b_reader, a_writer), return_exceptions=True)
    finally:
        with contextlib.suppress(Exception):
            b_writer.close()
