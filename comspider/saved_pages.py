"""The bytes of a saved page, as `comspider extract` and :func:`comspider.extract` take
them: gzip is undone when the data starts with gzip's magic number (whatever the file is
called), up to :data:`MAX_PAGE_BYTES`; and a look at the first bytes tells an HTML page
from other files (binary data, plain text, JSON), so that those give one clear error
instead of "0 comments".
"""

from __future__ import annotations

import codecs
import re
import zlib
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import BinaryIO

# A page larger than this (decompressed) is refused: real pages are a few MB (the largest
# of the 1,248 in ../shared/data is 2.2 MB); the cap keeps a gzip bomb or a disk image
# named .html from filling the memory.
MAX_PAGE_BYTES = 100 << 20
# What is read before deciding whether a file is a page at all.
SNIFF_BYTES = 64 << 10
GZIP_MAGIC = b"\x1f\x8b"

# The start of a tag, a comment, a doctype or an XML declaration.
_MARKUP = re.compile(rb"<(?:[A-Za-z][A-Za-z0-9:-]*[\s/>]|!--|!doctype|\?xml)", re.I)
_CONTROL = re.compile(rb"[\x00-\x08\x0e-\x1a\x1c-\x1f]")


class NotAPage(ValueError):
    """The file or data is not an HTML page (the message says what it looks like)."""


def is_gzip(data: bytes) -> bool:
    return data[:2] == GZIP_MAGIC


def gunzip(data: bytes, limit: int = MAX_PAGE_BYTES) -> bytes:
    """Every gzip member of ``data``, decompressed; ValueError if the data is cut short,
    corrupt, or more than ``limit`` bytes once decompressed."""
    return b"".join(_gunzip_chunks([data], limit))


def _gunzip_chunks(chunks: Iterable[bytes], limit: int) -> Iterator[bytes]:
    """The decompressed bytes of a stream of gzip members, piece by piece (so that a
    reader can stop early), at most ``limit`` of them (ValueError past it)."""
    member = zlib.decompressobj(16 + zlib.MAX_WBITS)
    size = 0
    started = False  # the current member has had input
    for chunk in chunks:
        data = chunk
        while data:
            started = True
            try:
                out = member.decompress(data, limit - size + 1)
            except zlib.error as exc:
                raise ValueError(f"corrupt gzip data ({exc})") from None
            size += len(out)
            if size > limit:
                raise ValueError(f"larger than {limit >> 20} MB once decompressed")
            if out:
                yield out
            if member.eof:
                data = member.unused_data
                if data and not is_gzip(data):
                    return  # bytes after the last member: gzip(1) ignores them too
                member = zlib.decompressobj(16 + zlib.MAX_WBITS)
                started = False
            else:
                data = member.unconsumed_tail
    if started:
        raise ValueError("the gzip data is cut short")


def page_bytes(data: bytes, limit: int = MAX_PAGE_BYTES) -> bytes:
    """``data`` itself, or decompressed if it is gzip data (see :func:`gunzip`)."""
    return gunzip(data, limit) if is_gzip(data) else data


def why_not_html(head: bytes) -> str | None:
    """None if ``head`` (a page's first bytes, decompressed) may begin an HTML page, else
    what it looks like instead."""
    for bom, encoding in ((codecs.BOM_UTF16_LE, "utf-16-le"), (codecs.BOM_UTF16_BE, "utf-16-be")):
        if head.startswith(bom):  # UTF-16 pages are full of NUL bytes: look at their text
            head = head[len(bom) :].decode(encoding, "replace").encode("utf-8")
            break
    if not head.strip():
        return "the file is empty"
    # Control characters are rare in text (a real page has 22 NUL bytes among its first
    # 64 KB) and a tenth of random bytes; executables and images are full of NUL bytes.
    if len(_CONTROL.findall(head)) > len(head) // 100:
        return "binary data"
    if not _MARKUP.search(head):
        return "no HTML markup in its first bytes"
    return None


def read_page(path: Path, limit: int = MAX_PAGE_BYTES) -> bytes:
    """A saved page's bytes (gunzipped when the file is gzip data, whatever its name).
    NotAPage when its first bytes are not the start of an HTML page: no more than those
    is read of a large binary file. ValueError for bad gzip data or a page over
    ``limit``; OSError when the file cannot be read."""
    with path.open("rb") as fh:
        head = fh.read(SNIFF_BYTES)
        if is_gzip(head):
            pieces = _gunzip_chunks(_chunks(fh, head), limit)
        else:
            pieces = iter(_chunks(fh, head))
        data = bytearray()
        checked = False
        for piece in pieces:
            data += piece
            if not checked and len(data) >= SNIFF_BYTES:
                _check(data[:SNIFF_BYTES])
                checked = True
            if len(data) > limit:
                raise ValueError(f"larger than {limit >> 20} MB")
        if not checked:
            _check(bytes(data))
    return bytes(data)


def read_page_bytes(data: bytes, limit: int = MAX_PAGE_BYTES) -> bytes:
    """:func:`read_page` for a page already in memory (read from stdin): gunzipped when
    it is gzip data, NotAPage when it does not begin as an HTML page."""
    page = page_bytes(data, limit)
    _check(page[:SNIFF_BYTES])
    return page


def _chunks(fh: BinaryIO, head: bytes) -> Iterator[bytes]:
    yield head
    while chunk := fh.read(1 << 20):
        yield chunk


def _check(head: bytes | bytearray) -> None:
    reason = why_not_html(bytes(head))
    if reason:
        raise NotAPage(f"not an HTML page: {reason}")
