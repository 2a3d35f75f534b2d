"""The WARC records of a visit, and the names that tie them together.

- ``request``/``response`` pairs for the network exchanges (``WARC-Concurrent-To``). The
  browser hands bodies over decoded, so the stored headers drop ``Content-Encoding``
  and ``Transfer-Encoding`` and give the body's real ``Content-Length``: a replay tool
  serves exactly the bytes the page got. A document's body comes as the text Chromium
  decoded, written in UTF-8 whatever charset the server sent (a page in ISO-8859-1 keeps
  its ``<meta charset="iso-8859-1">``): its ``Content-Type`` then says
  ``charset=utf-8``, which a browser reads before the page's own declaration, and the
  record carries ``Comspider-Body: decoded`` (the server's charset, when it named one, in
  ``Comspider-Served-Charset``), so a replay reads the words the crawl read.
- ``resource`` records for the DOM snapshots the pipelines saw (``text/html``, target
  ``urn:comspider:snapshot:<document URL>``) and the full-page screenshot
  (``image/jpeg``, ``urn:comspider:screenshot:<page URL>``); a ``metadata`` record with
  the rendered boxes of a snapshot's elements (``urn:comspider:boxes:<URL>``,
  ``WARC-Refers-To`` its snapshot); and, after the pipelines, one ``metadata`` record per
  visit (``urn:comspider:visit:<article URL>``, JSON: the article, the visit, its time,
  outcome and the ids of its records).
- Every record of a visit carries ``Comspider-Visit-Id``; snapshots carry their
  position (``Comspider-Snapshot``), kind and frame path, as
  :class:`~comspider.snapshots.Snapshot` has them.
"""

from __future__ import annotations

import json
import re
import uuid
from collections.abc import Iterator
from datetime import datetime
from io import BytesIO
from typing import Any
from urllib.parse import urlsplit

from warcio.statusandheaders import StatusAndHeaders
from warcio.warcwriter import WARCWriter

from comspider.archive.exchanges import Exchange

VISIT_HEADER = "Comspider-Visit-Id"
KIND_HEADER = "Comspider-Kind"  # snapshot, screenshot, boxes, visit
SNAPSHOT_HEADER = "Comspider-Snapshot"  # the snapshot's index in the visit's list
SNAPSHOT_KIND_HEADER = "Comspider-Snapshot-Kind"  # main, frame, popup, navigation, comment_page
FRAME_PATH_HEADER = "Comspider-Frame-Path"

SNAPSHOT_URN = "urn:comspider:snapshot:"
SCREENSHOT_URN = "urn:comspider:screenshot:"
BOXES_URN = "urn:comspider:boxes:"
VISIT_URN = "urn:comspider:visit:"

# Headers that describe the bytes on the wire, not the decoded body the browser hands over
_WIRE_HEADERS = {"content-encoding", "transfer-encoding", "content-length"}


def new_id() -> str:
    return f"<urn:uuid:{uuid.uuid4()}>"


def warc_date(when: datetime) -> str:
    return when.strftime("%Y-%m-%dT%H:%M:%S.%fZ")


def exchange_records(writer: WARCWriter, exchange: Exchange, visit_id: str) -> Iterator[Any]:
    """The response record, then its request record."""
    response_id, request_id = new_id(), new_id()
    date = warc_date(exchange.when)
    headers = [(k, v) for k, v in exchange.response_headers if not k.startswith(":")]
    headers = [(k, v) for k, v in headers if k.lower() not in _WIRE_HEADERS]
    headers.append(("Content-Length", str(len(exchange.body))))
    common = {"WARC-Date": date, VISIT_HEADER: visit_id}
    response_headers = {**common, "WARC-Record-ID": response_id}
    if exchange.resource_type == "document":
        headers, served = _decoded_document(headers, exchange.body)
        if served is not None:
            response_headers[BODY_HEADER] = "decoded"
            if served:
                response_headers[SERVED_CHARSET_HEADER] = served
    if exchange.remote_ip:
        response_headers["WARC-IP-Address"] = exchange.remote_ip
    yield writer.create_warc_record(
        exchange.url,
        "response",
        payload=BytesIO(exchange.body),
        length=len(exchange.body),
        http_headers=StatusAndHeaders(
            f"{exchange.status} {exchange.reason or 'OK'}".strip(), headers, protocol="HTTP/1.1"
        ),
        warc_headers_dict=response_headers,
    )
    parts = urlsplit(exchange.url)
    target = (parts.path or "/") + (f"?{parts.query}" if parts.query else "")
    request_headers = [(k, v) for k, v in exchange.request_headers if not k.startswith(":")]
    if not any(k.lower() == "host" for k, _ in request_headers):
        request_headers.insert(0, ("Host", parts.netloc))
    body = exchange.request_body or b""
    yield writer.create_warc_record(
        exchange.url,
        "request",
        payload=BytesIO(body),
        length=len(body),
        http_headers=StatusAndHeaders(
            f"{exchange.method} {target} HTTP/1.1", request_headers, protocol="HTTP/1.1", is_http_request=True
        ),
        warc_headers_dict={**common, "WARC-Record-ID": request_id, "WARC-Concurrent-To": response_id},
    )


#: Response records whose body is the browser's decoding, in UTF-8 (see module doc).
BODY_HEADER = "Comspider-Body"
SERVED_CHARSET_HEADER = "Comspider-Served-Charset"
# archive/ builds on no stage (tests/test_layout.py), so it reads the charset itself
_CHARSET = re.compile(r";\s*charset\s*=\s*\"?([^\";\s]+)\"?", re.I)
_HTML_TYPES = ("text/html", "application/xhtml+xml")


def _decoded_document(
    headers: list[tuple[str, str]], body: bytes
) -> tuple[list[tuple[str, str]], str | None]:
    """A document's headers with its ``Content-Type`` saying ``charset=utf-8``, and the
    charset the server named ("" for none); None in its place when the headers are kept
    (no HTML, already UTF-8, or a body that is no UTF-8)."""
    kind = next((v for k, v in headers if k.lower() == "content-type"), None)
    if kind is None or not kind.strip().lower().startswith(_HTML_TYPES):
        return headers, None
    named = _CHARSET.search(kind)
    served = named.group(1).lower() if named else ""
    if served in ("utf-8", "utf8"):
        return headers, None
    try:
        body.decode("utf-8")
    except UnicodeDecodeError:
        return headers, None  # bytes as sent after all: their own charset stands
    media = kind.split(";", 1)[0].strip()
    fixed = [(k, f"{media}; charset=utf-8" if k.lower() == "content-type" else v) for k, v in headers]
    return fixed, served


def resource_record(
    writer: WARCWriter,
    uri: str,
    content_type: str,
    data: bytes,
    record_id: str,
    when: datetime,
    extra: dict[str, str],
    record_type: str = "resource",
) -> Any:
    return writer.create_warc_record(
        uri,
        record_type,
        payload=BytesIO(data),
        length=len(data),
        warc_content_type=content_type,
        warc_headers_dict={"WARC-Record-ID": record_id, "WARC-Date": warc_date(when), **extra},
    )


def json_bytes(data: Any) -> bytes:
    return json.dumps(data, ensure_ascii=False, sort_keys=True).encode("utf-8")
