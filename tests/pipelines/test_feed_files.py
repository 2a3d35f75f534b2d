"""Every output format `comspider crawl --output` writes can be read back to settle a
batch: the whole records after the batch's offset count as written, a record cut short
(a kill, a full disk) does not, and a device is never read."""

from __future__ import annotations

from pathlib import Path

import pytest
from scrapy.exporters import JsonItemExporter, JsonLinesItemExporter

from comspider.export.formats import CsvRecordExporter, XmlRecordExporter
from comspider.items import CommentItem
from comspider.pipelines.feed_files import FeedFile, ids_in_files
from comspider.url_keys import article_key

URL = "http://host/story,UAf9GNd.html"
EXPORTERS = {
    "jsonlines": JsonLinesItemExporter,
    "json": JsonItemExporter,
    "csv": CsvRecordExporter,
    "xml": XmlRecordExporter,
}


def _comment(n: int) -> CommentItem:
    return CommentItem(
        article_url=URL,
        comment_id=f"c{n}",
        text=f'line one, "quoted"\nline two <b>{n}</b>',
        crawled_at="2026-11-26T00:00:00Z",
    )


@pytest.mark.parametrize("fmt", list(EXPORTERS))
def test_the_whole_records_after_the_offset_are_found(fmt: str, tmp_path: Path) -> None:
    path = tmp_path / f"out.{fmt}"
    with path.open("wb", buffering=0) as file:
        exporter = EXPORTERS[fmt](file)
        exporter.start_exporting()
        exporter.export_item(_comment(0))
        offset = path.stat().st_size  # the batch of c1..c3 is staged here
        for n in (1, 2, 3):
            exporter.export_item(_comment(n))
    whole = path.stat().st_size
    data = path.read_bytes()
    path.write_bytes(data[: whole - 12])  # the last record cut short
    ids = {"c0", "c1", "c2", "c3"}
    found = ids_in_files([FeedFile(str(path), offset, False, fmt)], article_key(URL), ids, 0.0)
    assert found == {"c1", "c2"}


def test_a_device_is_blind_and_never_read(tmp_path: Path) -> None:
    found = ids_in_files([FeedFile("/dev/zero", 0, False, "jsonlines")], article_key(URL), {"c1"}, 0.0)
    assert found == set()
    old = FeedFile.from_json(["/x/out.jsonl", 10, False])  # a batch staged before formats
    assert old.format == "jsonlines"
