"""Output formats by extension, CSV and XML that say what JSON says, and the check
before a crawl starts that its outputs can be written."""

from __future__ import annotations

import csv
import io
import os
from pathlib import Path

import pytest
from lxml import etree

from comspider.export.feed_check import feed_problem
from comspider.export.formats import (
    RECORD_FIELDS,
    CsvRecordExporter,
    FormatError,
    XmlRecordExporter,
    format_for,
)
from comspider.items import CommentItem, VisitItem


def _comment(n: int) -> CommentItem:
    return CommentItem(
        article_url="http://host/story,UAf9GNd.html",
        comment_id=f"c{n}",
        text=f"a comment, with a comma\nand a new line {n}",
        crawled_at="2026-11-26T00:00:00Z",
        edited=True,
    )


def test_the_extension_names_the_format_or_one_line_says_which_do() -> None:
    assert [format_for(n) for n in ("a.jsonl", "a.JL", "a.json", "b/c.csv", "d.xml")] == [
        "jsonlines",
        "jsonlines",
        "json",
        "csv",
        "xml",
    ]
    for name, said in (("out.txt", "the extension .txt"), ("out", "no extension")):
        with pytest.raises(FormatError) as caught:
            format_for(name)
        assert str(caught.value).startswith(
            said
        ) and "accepted: .jsonl (JSON Lines), .json, .csv, .xml" in str(caught.value)


def test_csv_has_every_records_columns_plain_values_and_one_header(tmp_path: Path) -> None:
    path = tmp_path / "out.csv"
    for run in range(2):  # a second run appends under the same header
        with path.open("ab", buffering=0) as file:
            exporter = CsvRecordExporter(file)
            exporter.start_exporting()
            exporter.export_item(_comment(run))
            exporter.export_item(VisitItem(url="http://host/story", visit=1, outcome="no_comments"))
            exporter.finish_exporting()
    rows = list(csv.DictReader(io.StringIO(path.read_text("utf-8"), newline="")))
    assert list(rows[0]) == list(RECORD_FIELDS) and len(rows) == 4
    comment, visit = rows[0], rows[1]
    assert comment["text"] == "a comment, with a comma\nand a new line 0"
    assert (comment["edited"], comment["author"], comment["outcome"]) == ("true", "", "")
    assert (visit["type"], visit["truncated"], visit["comment_id"]) == ("visit", "false", "")


def test_xml_writes_no_none(tmp_path: Path) -> None:
    path = tmp_path / "out.xml"
    with path.open("wb") as file:
        exporter = XmlRecordExporter(file)
        exporter.start_exporting()
        exporter.export_item(_comment(1))
        exporter.finish_exporting()
    item = etree.parse(str(path)).getroot()[0]
    assert item.findtext("author") == "" and item.findtext("edited") == "true"
    assert b"None" not in path.read_bytes()


def test_an_output_that_cannot_be_written_is_said_before_the_crawl(tmp_path: Path) -> None:
    assert feed_problem(str(tmp_path / "new" / "out.jsonl"), {"format": "jsonlines"}) is None
    assert not (tmp_path / "new" / "out.jsonl").exists(), "the check leaves no file behind"
    assert feed_problem("stdout:", {"format": "jsonlines"}) is None
    assert feed_problem(str(tmp_path / "feeds" / "%(time)s.jsonl"), {"format": "jsonlines"}) is None
    blocker = tmp_path / "blocker"
    blocker.write_text("")
    problem = feed_problem(str(blocker / "out.jsonl"), {"format": "jsonlines"})
    assert problem == f"{blocker} is a file, not a folder"  # not mkdir's "File exists"
    problem = feed_problem(str(blocker / "deeper" / "out.jsonl"), {"format": "jsonlines"})
    assert problem == f"{blocker} is a file, not a folder"
    finished = tmp_path / "done.json"
    finished.write_text("[]")
    problem = feed_problem(str(finished), {"format": "json"})
    assert problem is not None and "a JSON array cannot be appended to" in problem
    assert feed_problem(str(finished), {"format": "json", "overwrite": True}) is None
    other = tmp_path / "other.csv"
    other.write_text("a,b\n1,2\n")
    problem = feed_problem(str(other), {"format": "csv"})
    assert problem is not None and "other columns" in problem


def test_a_read_only_output_is_said_before_the_crawl(tmp_path: Path) -> None:
    locked = tmp_path / "locked.jsonl"
    locked.write_text("")
    if os.geteuid() == 0:  # root writes through file modes: make it immutable
        if os.system(f"chattr +i {locked} 2>/dev/null") != 0:
            pytest.skip("chattr +i is not available here")
    else:
        locked.chmod(0o444)
    try:
        problem = feed_problem(str(locked), {"format": "jsonlines"})
    finally:
        if os.geteuid() == 0:
            os.system(f"chattr -i {locked}")
    assert problem is not None and problem.startswith(f"cannot write {locked}: ")


def _records() -> list[object]:
    """Records of every class with every kind of value a field holds (None, booleans,
    numbers, quotes, new lines, non-ASCII, an emoji)."""
    import dataclasses
    import random

    from comspider.items import CommentEditedItem, CommentRemovedItem

    rng = random.Random(7)
    texts = [None, "", "plain", 'quote " and \\ back', "line\nbreak\ttab", "é ü ß 中文 😀", "</script>"]
    out: list[object] = []
    for cls in (CommentItem, VisitItem, CommentRemovedItem, CommentEditedItem):
        for _ in range(60):
            values: dict[str, object] = {}
            for f in dataclasses.fields(cls):
                kind = str(f.type)
                if "bool" in kind:
                    values[f.name] = (
                        rng.choice([None, True, False]) if "None" in kind else rng.choice([True, False])
                    )
                elif "int" in kind or "float" in kind:
                    values[f.name] = rng.choice([None, 0, 7, -1]) if "None" in kind else rng.randint(0, 9)
                else:
                    text = rng.choice(texts)
                    values[f.name] = text if "None" in kind or text is not None else "x"
            out.append(cls(**values))
    for record in out[::10]:  # a field a record does not have (left out by Scrapy)
        delattr(record, "site_comment_id" if hasattr(record, "site_comment_id") else "reason")
    return out


@pytest.mark.parametrize(
    "options", [{"encoding": "utf-8"}, {}, {"export_empty_fields": True, "encoding": "utf-8"}]
)
def test_json_lines_are_scrapys_bytes(options: dict[str, object]) -> None:
    """The same bytes as Scrapy's exporter, or the same error (Scrapy fails on a deleted
    field when asked for the empty ones)."""
    from scrapy.exporters import JsonLinesItemExporter

    from comspider.export.formats import JsonLinesRecordExporter

    ours, scrapys = io.BytesIO(), io.BytesIO()
    mine, theirs = JsonLinesRecordExporter(ours, **options), JsonLinesItemExporter(scrapys, **options)
    for exporter in (mine, theirs):
        exporter.start_exporting()
    records = _records()
    for record in records:
        outcomes = []
        for exporter in (mine, theirs):
            try:
                exporter.export_item(record)
                outcomes.append(None)
            except Exception as exc:  # the same failure, or none
                outcomes.append(type(exc))
        assert outcomes[0] == outcomes[1]
    assert ours.getvalue() == scrapys.getvalue()
    assert ours.getvalue().count(b"\n") >= len(records) * 9 // 10


def test_json_lines_with_fields_to_export_are_scrapys() -> None:
    from scrapy.exporters import JsonLinesItemExporter

    from comspider.export.formats import JsonLinesRecordExporter

    ours, scrapys = io.BytesIO(), io.BytesIO()
    fields = ["text", "comment_id", "nothing_such"]
    for record in _records()[:20]:
        JsonLinesRecordExporter(ours, fields_to_export=fields).export_item(record)
        JsonLinesItemExporter(scrapys, fields_to_export=fields).export_item(record)
    assert ours.getvalue() == scrapys.getvalue()


def test_the_crawl_writes_json_lines_with_ours() -> None:
    from comspider.crawl_settings import crawl_settings

    exporters = crawl_settings().getdict("FEED_EXPORTERS")
    assert exporters["jsonlines"] == "comspider.export.formats.JsonLinesRecordExporter"
