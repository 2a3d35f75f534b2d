"""`python -m comspider extract` on a .html.gz file (through the command module)."""

from __future__ import annotations

import argparse
import gzip
import io
import json
import os
import subprocess
import sys
from contextlib import redirect_stdout
from pathlib import Path

from comspider.commands import extract
from comspider.extraction.ids import comment_id
from comspider_lab.synthetic import news_page


def _run(argv: list[str]) -> tuple[int, list[dict]]:
    parser = argparse.ArgumentParser()
    extract.add_arguments(parser)
    out = io.StringIO()
    with redirect_stdout(out):
        code = extract.run(parser.parse_args(argv))
    return code, [json.loads(line) for line in out.getvalue().splitlines()]


def test_extract_html_gz(tmp_path: Path) -> None:
    page = news_page(15, seed=21, template="wordpress", date_style="relative", reply_rate=0.4)
    html = page.html.replace("<head>", '<head><link rel="canonical" href="https://news.example/a1">')
    path = tmp_path / "article.html.gz"
    path.write_bytes(gzip.compress(html.encode("utf-8")))
    code, rows = _run([str(path), "--ft", "3", "--fs", "4", "--reference-time", "2024-05-01T12:00:00Z"])
    assert code == 0
    assert len(rows) == len(page.comments)
    assert set(rows[0]) == {"file", "comment_id", "parent_id", "depth", "author", "published_at", "text"}
    by_text = {r["text"]: r for r in rows}
    ids = {r["comment_id"] for r in rows}
    for truth in page.comments:
        row = by_text[truth.text]
        assert row["file"] == str(path)
        assert row["author"] == truth.author
        assert row["depth"] == truth.depth
        assert row["comment_id"] == comment_id("https://news.example/a1", truth.author, truth.text)
        assert row["published_at"].startswith("2024-0")
        if truth.parent is None:
            assert row["parent_id"] is None
        else:
            parent = page.comments[truth.parent]
            assert row["parent_id"] == by_text[parent.text]["comment_id"]
            assert row["parent_id"] in ids


def test_extract_all_sections_and_fields(tmp_path: Path) -> None:
    page = news_page(12, seed=3, template="flat", teasers=6)
    path = tmp_path / "p.html"
    path.write_text(page.html, encoding="utf-8")
    code, rows = _run(
        [
            str(path),
            "--sections",
            "all",
            "--all-fields",
            "--ft",
            "3",
            "--fs",
            "4",
            "--url",
            "https://x.example/p",
        ]
    )
    assert code == 0
    sections = {r["section"] for r in rows}
    assert len(sections) >= 2  # the teasers come out too with --sections all
    assert {"likes", "published_text", "xpath", "section_score"} <= set(rows[0])


def test_unreadable_file_does_not_stop_the_others(tmp_path: Path) -> None:
    good = tmp_path / "good.html"
    good.write_text(news_page(8, seed=1, template="threads").html, encoding="utf-8")
    bad = tmp_path / "bad.html.gz"
    bad.write_bytes(b"\x1f\x8b not really gzip")
    code, rows = _run([str(bad), str(tmp_path / "missing.html"), str(good), "--ft", "3", "--fs", "4"])
    assert code == 0
    assert rows and all(r["file"] == str(good) for r in rows)


def test_the_same_page_gives_the_same_lines_whatever_the_hash_seed(shared_data: Path) -> None:
    """String hashing differs from process to process; the output must not. (The date slot
    was once voted on in the order of a set of strings: ties between two text slots, as
    on this page's teaser lists, went one way or the other from run to run.)"""
    page = shared_data / "trafilatura" / "pages" / "cubadebate.cu-sesiona.html.gz"
    outputs = set()
    for seed in ("1", "2"):  # two seeds that gave two outputs before
        done = subprocess.run(
            [
                sys.executable,
                "-m",
                "comspider",
                "extract",
                str(page),
                "--sections",
                "all",
                "--all-fields",
                "--reference-time",
                "2024-05-01T00:00:00Z",
            ],
            env={**os.environ, "PYTHONHASHSEED": seed},
            capture_output=True,
            check=True,
        )
        outputs.add(done.stdout)
    assert len(outputs) == 1
    assert len(next(iter(outputs)).splitlines()) > 20
