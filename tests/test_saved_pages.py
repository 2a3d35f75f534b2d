"""comspider.saved_pages: a saved page's bytes (gzip known by its magic number, a size
cap) and the look at its first bytes that tells a page from other files."""

from __future__ import annotations

import gzip
import os
from pathlib import Path

import pytest

from comspider.saved_pages import MAX_PAGE_BYTES, NotAPage, gunzip, page_bytes, read_page, why_not_html

PAGE = b"<!doctype html><html><body><p>Hello</p></body></html>"


def test_gzip_is_known_by_its_bytes_not_by_the_name(tmp_path: Path) -> None:
    plain_named_gz = tmp_path / "page.html.gz"
    plain_named_gz.write_bytes(PAGE)
    gzip_named_html = tmp_path / "page.html"
    gzip_named_html.write_bytes(gzip.compress(PAGE))
    assert read_page(plain_named_gz) == read_page(gzip_named_html) == PAGE
    # Two members (`cat a.gz b.gz`), as gzip(1) reads them.
    assert page_bytes(gzip.compress(PAGE[:20]) + gzip.compress(PAGE[20:])) == PAGE
    assert page_bytes(PAGE) == PAGE


def test_bad_or_too_large_gzip_data_is_an_error() -> None:
    data = gzip.compress(PAGE)
    with pytest.raises(ValueError, match="cut short"):
        gunzip(data[: len(data) // 2])
    with pytest.raises(ValueError, match="corrupt gzip"):
        gunzip(data[:10] + b"\x00" * 40)
    bomb = gzip.compress(b"<p>" + b" " * (4 << 20))  # 4 MB from a few KB
    with pytest.raises(ValueError, match="larger than 1 MB"):
        gunzip(bomb, limit=1 << 20)


@pytest.mark.parametrize(
    ("head", "reason"),
    [
        (b"", "the file is empty"),
        (b"  \n", "the file is empty"),
        (b'{"a": 1}\n', "no HTML markup"),
        (b"just some text, no html\n", "no HTML markup"),
        (b"\x7fELF\x02\x01\x01\x00\x00\x00", "binary data"),
        (bytes(range(256)) * 4, "binary data"),
    ],
)
def test_files_that_are_not_pages(tmp_path: Path, head: bytes, reason: str) -> None:
    assert reason in (why_not_html(head) or "")
    path = tmp_path / "x.html"
    path.write_bytes(head)
    with pytest.raises(NotAPage, match=reason):
        read_page(path)


@pytest.mark.parametrize(
    "head",
    [
        PAGE,
        b'<?xml version="1.0" encoding="utf-8"?>\n<html xmlns="http://www.w3.org/1999/xhtml">',
        b"\xef\xbb\xbf<html>",  # UTF-8 BOM
        "\ufeff<html><body>Grüße</body></html>".encode("utf-16"),  # NUL bytes, but text
        b"<!-- saved by a browser -->\n<div class=comments>",
        b"<DIV>fragment</DIV>",
    ],
)
def test_pages_pass(head: bytes) -> None:
    assert why_not_html(head) is None


def test_only_the_first_bytes_of_a_huge_binary_are_read(tmp_path: Path) -> None:
    """A disk image named .html: refused on its first bytes (the file is sparse: reading
    it all would take 4 GB of memory)."""
    path = tmp_path / "disk.html"
    with path.open("wb") as fh:
        fh.truncate(4 << 30)
    with pytest.raises(NotAPage, match="binary data"):
        read_page(path)


def test_a_page_over_the_cap_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "big.html"
    path.write_bytes(PAGE + b" " * 2000)
    with pytest.raises(ValueError, match="larger than"):
        read_page(path, limit=1000)
    assert MAX_PAGE_BYTES >= 64 << 20  # real pages are a few MB: far below the cap
    os.chmod(path, 0)
    if not os.access(path, os.R_OK):  # (root reads anything)
        with pytest.raises(OSError):
            read_page(path)


def test_every_saved_page_of_the_shared_data_is_a_page(shared_data: Path) -> None:
    """No false alarm on 1,248 real pages (one has NUL bytes in its first kilobytes)."""
    from comspider.commands._extract_sources import pages

    found = list(pages([shared_data]))
    assert len(found) >= 1000
    refused = []
    for page in found:
        try:
            read_page(page.path)
        except ValueError as exc:
            refused.append(f"{page.path.name}: {exc}")
    assert not refused
