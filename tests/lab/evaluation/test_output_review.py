"""The output review: a dump of every comment of the saved pages, and the comparison of
two dumps that names each page whose output changed."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest

from comspider_lab.evaluation import output_review
from comspider_lab.hand_pages import COMMENT_TEXTS


def _thread(names: list[str]) -> bytes:
    items = "".join(
        f'<li class="comment" id="comment-{i}"><cite class="fn">{name}</cite> '
        f'<time datetime="2024-04-0{i + 1}T10:00:00Z">{i + 1}. April 2024</time>'
        f'<div class="comment-content"><p>{COMMENT_TEXTS[i]}</p></div></li>'
        for i, name in enumerate(names)
    )
    page = (
        "<html><body><article><h1>Der Hafen</h1><p>" + "Ein Bericht über den Hafen. " * 30 + "</p></article>"
        f'<section id="comments"><h2>{len(names)} Kommentare</h2><ol class="commentlist">{items}</ol></section>'
        "</body></html>"
    )
    return gzip.compress(page.encode())


def test_a_dump_and_its_comparison_name_the_changed_page(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = tmp_path / "data"
    (data / "trafilatura" / "pages").mkdir(parents=True)
    (data / "fundus" / "de").mkdir(parents=True)
    page = data / "trafilatura" / "pages" / "blog.example.hafen.html.gz"
    page.write_bytes(_thread(["Anna", "Bernd", "Chloé"]))
    (data / "fundus" / "de" / "empty.html.gz").write_bytes(
        gzip.compress(b"<html><body><p>Kein Thread.</p></body></html>")
    )
    output_review.dump(tmp_path / "before.jsonl", "accepted", data)
    rows = [json.loads(line) for line in (tmp_path / "before.jsonl").read_text().splitlines()]
    assert [r["author"] for r in rows if "text" in r] == ["Anna", "Bernd", "Chloé"]
    assert {"page": "empty.html.gz", "comments": 0} in rows
    page.write_bytes(_thread(["Anna", "Bernadette", "Chloé"]))
    output_review.dump(tmp_path / "after.jsonl", "accepted", data)
    capsys.readouterr()
    output_review.compare(tmp_path / "before.jsonl", tmp_path / "after.jsonl")
    printed = capsys.readouterr().out
    assert "| blog.example.hafen.html.gz | author of 1 | 'Bernd' -> 'Bernadette' |" in printed
    assert "1 changes on 2 pages" in printed
