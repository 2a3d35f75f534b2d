"""`comspider wrappers list|export|import|forget` on stored crawl states: what one crawl
learnt, exported as readable JSON, imported into another crawl's state, used there."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path

import pytest

from comspider.cli import main
from comspider.page_comments import default_scorer
from comspider.records.dom import parse_html
from comspider.records.invariants import find_sections
from comspider.state.backend import open_sqlite
from comspider.wrappers.service import SiteWrappers, WrapperConfig
from comspider_lab.synthetic import news_page

REF = datetime(2024, 5, 1, 12, 0, tzinfo=UTC)
CONFIG = WrapperConfig(0.5, 0.6, 3, 2, 12, 0.5, 0.25)


def _learn(path: Path, site: str, template: str = "wordpress") -> None:
    """A crawl's learning on one page of ``site``, into the state file at ``path``."""
    backend = open_sqlite(path)
    wrappers = SiteWrappers(backend.wrappers, default_scorer(), CONFIG)
    html = news_page(20, seed=1, template=template).html
    doc, _ = wrappers.apply(parse_html(html), f"https://{site}/a/1", reference_time=REF)
    section = max(find_sections(parse_html(html)), key=lambda s: len(s.records))
    assert wrappers.record(doc, [section], reference_time=REF).events == ["new_template", "learnt"]
    backend.close()


def _cli(args: list[str], capsys: pytest.CaptureFixture[str], status: int = 0) -> tuple[str, str]:
    assert main(["wrappers", *args]) == status
    captured = capsys.readouterr()
    return captured.out, captured.err


def test_export_and_import_between_crawl_states(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    ours, theirs = tmp_path / "ours.sqlite3", tmp_path / "theirs.sqlite3"
    _learn(ours, "a.example")
    _learn(ours, "b.example", "threads")
    listed, _ = _cli(["list", "--state", str(ours)], capsys)
    assert "a.example" in listed and "b.example" in listed and "v1 learnt" in listed
    assert '//div[@id="comments"]' in listed

    exported = tmp_path / "wrappers.json"
    _cli(["export", "--state", str(ours), "-o", str(exported)], capsys)
    data = json.loads(exported.read_text("utf-8"))
    assert data["kind"] == "comspider-wrappers" and data["format"] == 1
    assert [s["site"] for s in data["sites"]] == ["a.example", "b.example"]
    one, _ = _cli(["export", "--state", str(ours), "--site", "b.example"], capsys)
    assert [s["site"] for s in json.loads(one)["sites"]] == ["b.example"]

    out, _ = _cli(["import", str(exported), "--state", str(theirs)], capsys)
    assert "a.example: 1 added" in out and "b.example: 1 added" in out
    listed, _ = _cli(["list", "--state", str(theirs)], capsys)
    assert listed.count("v1 imported") == 2
    out, _ = _cli(["import", str(exported), "--state", str(theirs)], capsys)
    assert "a.example: 1 kept" in out, "a template alike is kept, not doubled"
    out, _ = _cli(["import", str(exported), "--state", str(theirs), "--replace"], capsys)
    assert "a.example: 1 replaced, 1 added" in out

    # the imported wrapper reads a page of the other crawl
    backend = open_sqlite(theirs)
    wrappers = SiteWrappers(backend.wrappers, default_scorer(), CONFIG)
    doc, found = wrappers.apply(
        parse_html(news_page(1, seed=6).html), "https://a.example/x", reference_time=REF
    )
    backend.close()
    assert doc.outcome == "hit" and found is not None and len(found.records) == 1

    _cli(["forget", "a.example", "--state", str(theirs)], capsys)
    listed, _ = _cli(["list", "--state", str(theirs)], capsys)
    assert "a.example" not in listed and "b.example" in listed


def test_bad_input_is_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"sites": [{"site": "x.example"}]}')
    _, err = _cli(["import", str(bad), "--state", str(tmp_path / "s.sqlite3")], capsys, status=1)
    assert err.startswith("comspider wrappers: error: ") and err.count("\n") == 1
    bad.write_text("not json")
    _, err = _cli(["import", str(bad), "--state", str(tmp_path / "s.sqlite3")], capsys, status=1)
    assert err.count("\n") == 1
    newer = {"format": 99, "sites": []}
    bad.write_text(json.dumps(newer))
    _, err = _cli(["import", str(bad), "--state", str(tmp_path / "s.sqlite3")], capsys, status=1)
    assert "newer" in err
    with pytest.raises(SystemExit) as exit_info:
        main(["wrappers", "import", "--state", str(tmp_path / "s.sqlite3")])
    assert exit_info.value.code == 2
    _out, err = _cli(["list", "--state", str(tmp_path / "none.sqlite3")], capsys)
    assert "No crawl state" in err
