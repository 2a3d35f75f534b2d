"""The Python API: `comspider.extract` on saved pages (fields as the record, relative
dates against `visited_at`), `comspider.crawl`'s argument checks, and an `import
comspider` that loads nothing heavy. (`comspider.crawl` itself runs in
tests/e2e/test_installed.py.)"""

from __future__ import annotations

import gzip
import subprocess
import sys
from datetime import UTC, datetime
from pathlib import Path

import pytest

import comspider
from tests.conftest import assert_valid_records


def test_import_comspider_is_light() -> None:
    code = "import sys, comspider; print(sorted(m for m in ('scrapy', 'twisted', 'playwright', 'lxml', 'fasttext') if m in sys.modules))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"


def test_extract_a_real_wordpress_page(shared_data: Path) -> None:
    html = gzip.decompress(
        (shared_data / "trafilatura" / "pages" / "moritz-meyer.net.vreni.html.gz").read_bytes()
    )
    comments = comspider.extract(
        html, url="https://moritz-meyer.net/2009/08/vreni/", visited_at="2024-01-01T12:00:00Z"
    )
    assert len(comments) >= 20  # the page's 16 pingbacks are no comments
    records = [c.to_dict() for c in comments]
    assert_valid_records(records)
    first = comments[0]
    assert isinstance(first, comspider.Comment) and first.type == "comment"
    assert first.article_url == "https://moritz-meyer.net/2009/08/vreni/"
    assert first.platform == "wordpress"
    assert first.crawled_at == "2024-01-01T12:00:00+00:00"
    assert first.article_language and first.article_language.startswith("de")
    languages = [c.language for c in comments]
    assert languages.count("de") >= 0.7 * len(languages), languages
    assert [c.position for c in comments] == list(range(len(comments)))
    ids = {c.comment_id for c in comments}
    assert all(c.parent_id in ids for c in comments if c.parent_id)


def test_relative_dates_are_resolved_against_visited_at() -> None:
    records = "".join(
        f'<li class="comment"><img class="avatar" src="data:," alt=""><span class="author">{name}</span>'
        f'<span class="date">{ago}</span><p class="text">{name} thinks the new bridge is a good idea, comment {i}.</p>'
        f'<button class="like">Like</button></li>'
        for i, (name, ago) in enumerate(
            [("Alma", "2 hours ago"), ("Bruno", "3 hours ago"), ("Chiara", "1 day ago")]
        )
    )
    html = f"<html><body><article><h1>Bridge</h1></article><ol class='comments'>{records}</ol></body></html>"
    visited = datetime(2026, 11, 20, 12, 0, tzinfo=UTC)
    comments = comspider.extract(html, url="https://news.example/bridge", visited_at=visited)
    assert [c.published_at for c in comments] == [
        "2026-11-20T10:00:00+00:00",
        "2026-11-20T09:00:00+00:00",
        "2026-11-19T12:00:00+00:00",
    ]
    assert [c.published_text for c in comments] == ["2 hours ago", "3 hours ago", "1 day ago"]
    assert comspider.extract("<html><body><p>No comments here.</p></body></html>") == []


def test_crawl_checks_its_arguments_before_starting() -> None:
    with pytest.raises(ValueError, match=r"max_articles='many': not a whole number"):
        comspider.crawl(urls="https://a.example/x", max_articles="many")
    # an unknown option is a ValueError too, as the README says of bad arguments (and a
    # TypeError, as Python's own unexpected keyword argument is)
    for kind in (ValueError, TypeError):
        with pytest.raises(kind, match="unknown option"):
            comspider.crawl(urls="https://a.example/x", max_pages=3)
    with pytest.raises(ValueError, match=r"feed='bing': not a source name"):
        comspider.crawl(feed="bing")
    # and the settings, as `comspider crawl -s` does (comspider.commands._setting_values)
    with pytest.raises(ValueError, match=r"COMSPIDER_BACKEND='sqllite': not a backend; accepted: sqlite"):
        comspider.crawl(urls="https://a.example/x", settings={"COMSPIDER_BACKEND": "sqllite"})
    with pytest.raises(ValueError, match=r"COMSPIDER_MAX_CLICKS=3.5: not a whole number"):
        comspider.crawl(urls="https://a.example/x", settings={"COMSPIDER_MAX_CLICKS": 3.5})
    with pytest.raises(ValueError, match=r"did you mean COMSPIDER_MAX_CLICKS"):
        comspider.crawl(urls="https://a.example/x", settings={"COMSPIDER_MAX_CLIKS": 3})


def test_extract_archive_gives_each_archived_page_its_comments(tmp_path: Path) -> None:
    from comspider_lab.synthetic import news_page
    from tests.warc_files import write_warc

    one, two = news_page(6, seed=31, template="flat"), news_page(4, seed=32, template="wordpress")
    archive = tmp_path / "crawl.warc.gz"
    urls = ["https://news.example/2024/05/one.html", "https://news.example/2024/05/two.html"]
    write_warc(
        archive, [(urls[0], "2024-05-02T10:00:00Z", one.html), (urls[1], "2024-05-03T10:00:00Z", two.html)]
    )
    got = list(comspider.extract_archive(archive))
    assert [url for url, _ in got] == urls
    assert [len(comments) for _, comments in got] == [len(one.comments), len(two.comments)]
    first = got[0][1][0]
    assert first.article_url == urls[0] and first.crawled_at == "2024-05-02T10:00:00+00:00"
    # Torn: the whole pages, then the error.
    data = archive.read_bytes()
    archive.write_bytes(data[: len(data) * 3 // 4])
    seen = []
    with pytest.raises(comspider.ArchiveError) as torn:
        for url, _ in comspider.extract_archive(archive):
            seen.append(url)
    assert seen == urls[:1] and torn.value.pages == 1


def test_an_xhtml_page_with_an_encoding_declaration(shared_data: Path) -> None:
    """lxml refuses a str that keeps `<?xml ... encoding="utf-8"?>`: the page is parsed
    once, as the crawl parses it, whether it comes as text, bytes or gzip bytes."""
    packed = (shared_data / "trafilatura" / "pages" / "oekonomenstimme.org.keynes.html.gz").read_bytes()
    raw = gzip.decompress(packed)
    assert raw.lstrip().startswith(b"<?xml") and b"encoding=" in raw[:100]
    url = "https://www.oekonomenstimme.org/artikel/2016/08/keynes/"
    got = [
        [c.to_dict() for c in comspider.extract(page, url=url, visited_at="2024-01-01T00:00:00Z")]
        for page in (raw.decode("utf-8"), raw, packed)
    ]
    assert got[0] == got[1] == got[2]
    assert len(got[0]) >= 20  # as `comspider extract` reads the file
    assert_valid_records(got[0])
    assert got[0][0]["article_title"]


def test_gzip_bytes_are_read_and_bad_ones_said() -> None:
    html = (
        "<html><body><ol class='comments'>"
        + "".join(
            f'<li class="comment"><span class="author">U{i}</span><span class="date">2 hours ago</span>'
            f'<p class="text">Comment number {i} says the new bridge is a good idea.</p></li>'
            for i in range(4)
        )
        + "</ol></body></html>"
    )
    url = "https://news.example/bridge"
    plain = comspider.extract(html, url=url, visited_at="2026-11-20T12:00:00Z")
    assert len(plain) == 4
    packed = gzip.compress(html.encode("utf-8"))
    assert comspider.extract(packed, url=url, visited_at="2026-11-20T12:00:00Z") == plain
    with pytest.raises(ValueError, match="cut short"):
        comspider.extract(packed[:-12], url=url)
    assert comspider.extract(bytes(range(256)) * 8) == []  # not a page: nothing, no error


def test_extract_says_what_it_takes() -> None:
    for wrong in (None, Path("page.html"), 42):
        with pytest.raises(TypeError, match=r"extract\(\) takes the page's HTML as str or bytes, not "):
            comspider.extract(wrong)  # type: ignore[arg-type]
    # a new user's tries: a number as the URL, a word as the time of the visit
    page = "<html><body><p>No comments here.</p></body></html>"
    with pytest.raises(TypeError, match=r"takes url as a str .* not int"):
        comspider.extract(page, url=123)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match=r"visited_at as a datetime or an ISO 8601 time .*'yesterday'"):
        comspider.extract(page, visited_at="yesterday")
    with pytest.raises(TypeError, match=r"visited_at as a datetime or an ISO 8601 str, not int"):
        comspider.extract(page, visited_at=5)  # type: ignore[arg-type]


# A stand-in for the crawl process: it writes a comment record a line to the output it is
# given, each once (its state in written.txt), as `comspider crawl --output` does, and on
# SIGINT (the caller left the loop) finishes the page under way (two more records).
_WRITER = """
import json, os, signal, sys, time
out = sys.argv[sys.argv.index("--output") + 1]
written = set(open("written.txt").read().split()) if os.path.exists("written.txt") else set()
stop = []
signal.signal(signal.SIGINT, lambda *a: stop.append(1))
more = 2
with open(out, "a") as f, open("written.txt", "a") as state:
    for i in range(int(sys.argv[1])):
        if f"c{i}" in written:
            continue
        f.write(json.dumps({"type": "comment", "comment_id": f"c{i}"}) + "\\n")
        f.flush()
        state.write(f"c{i}\\n")
        state.flush()
        if stop:
            more -= 1
            if more < 0:
                break
        time.sleep(0.05)
"""


def test_comments_a_caller_did_not_take_are_yielded_by_the_next_call(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # the crawl marks a comment written once; a caller that leaves the loop early must not
    # lose the ones it wrote and the caller never took (a new user's trial lost 35)
    from comspider import api

    total = 40
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(
        api,
        "_command",
        lambda kwargs, settings, output, log: [
            sys.executable,
            "-c",
            _WRITER,
            str(total),
            "--output",
            str(output),
        ],
    )
    first = api.crawl(urls="https://news.example/a")
    taken = [next(first)["comment_id"] for _ in range(3)]
    first.close()  # the caller left its loop
    rest = [r["comment_id"] for r in api.crawl(urls="https://news.example/a")]
    ids = taken + rest
    assert ids[:3] == ["c0", "c1", "c2"]
    assert len(ids) == len(set(ids)), "none twice"
    leftover = [i for i in rest if int(i[1:]) < 10]
    assert leftover[:2] == ["c3", "c4"], "what the first crawl wrote comes first"
    assert not list((tmp_path / ".scrapy" / "comspider" / "undelivered").glob("*.jsonl"))
    # a crawl that keeps no state keeps nothing for a later call either
    (tmp_path / "written.txt").unlink()
    memory = api.crawl(urls="https://news.example/a", settings={"COMSPIDER_BACKEND": "memory"})
    next(memory)
    memory.close()
    assert not list((tmp_path / ".scrapy" / "comspider" / "undelivered").glob("*.jsonl"))


def test_a_path_given_as_str_says_what_to_pass(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A file's name or a URL given as the page was read as a page of text: [] and no word."""
    page = tmp_path / "page.html"
    page.write_text("<html><body><p>one</p></body></html>", encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    for wrong in ("page.html", str(page), "https://news.example/a", "crawl.warc.gz"):
        with pytest.raises(TypeError, match=r"not a path or URL .*read_bytes\(\).*comspider extract"):
            comspider.extract(wrong)
    odd = tmp_path / "<odd>.html"  # markup-like, but the name of a file that exists
    odd.write_text("<p>x</p>", encoding="utf-8")
    with pytest.raises(TypeError, match="not a path or URL"):
        comspider.extract(str(odd))
    # text that is markup stays a page, fragments included; empty text is an empty page
    for html in ("<p>no comments here</p>", "<html><body>hi</body></html>", "text <b>bold</b>", "", " \n"):
        assert comspider.extract(html) == []
    assert comspider.extract(page.read_text("utf-8")) == []
