"""The page metadata read from an article page."""

from pathlib import Path

from comspider.annotate.article_metadata import page_metadata


def test_an_xhtml_page_with_an_encoding_declaration_as_text() -> None:
    # lxml refuses a str that declares its encoding; the crawl hands snapshots as str.
    page = (
        '<?xml version="1.0" encoding="utf-8"?>\n'
        '<html xmlns="http://www.w3.org/1999/xhtml" lang="de"><head><title>Ein Titel</title></head>'
        "<body><p>Text</p></body></html>"
    )
    meta = page_metadata(page, "https://example.org/a")
    assert meta["language"] == "de"


ARTICLE = """<html lang="en"><head><title>A storm in the valley | Valley News</title>
<meta property="og:site_name" content="Valley News"></head><body>
<article><h1>A storm in the valley</h1><p>Rain fell all night and the river rose.</p></article>
<div id="comments"><h2>2 Comments</h2><ol>{comments}</ol></div></body></html>"""
COMMENT = '<li class="comment"><span class="date">Posted {day} March 2021</span><p>I saw it too.</p></li>'


def test_the_comments_set_aside_give_no_date_and_are_put_back() -> None:
    from lxml import html as lxml_html

    from comspider.annotate.article_metadata import set_aside
    from comspider.records.dom import parse_html

    root = parse_html(ARTICLE.format(comments=COMMENT.format(day=3) + COMMENT.format(day=4)))
    before = lxml_html.tostring(root)
    records = root.xpath("//li")
    with_comments = page_metadata(root, "https://valley.example/storm")
    assert with_comments["published_at"] == "2021-03-03", "htmldate's search takes a comment's date"
    meta = page_metadata(root, "https://valley.example/storm", leave_out=records)
    assert meta == {**with_comments, "published_at": None}
    assert meta["title"] == "A storm in the valley" and meta["publisher"] == "Valley News"
    assert lxml_html.tostring(root) == before
    with set_aside([records[1], records[0], root.xpath("//ol")[0]]):  # any order, nested
        assert not root.xpath("//li")
    assert lxml_html.tostring(root) == before


def test_the_same_fields_as_trafilaturas_whole_page_metadata(shared_data: Path) -> None:
    import gzip
    from datetime import UTC, datetime

    import trafilatura.metadata

    from comspider.annotate.article_metadata import DATE_FORMAT, publication_time
    from comspider.records.dom import parse_html

    pages = sorted((shared_data / "fundus").glob("*/*.html.gz"))[:12]
    assert pages
    for path in pages:
        root = parse_html(gzip.decompress(path.read_bytes()))
        config = {
            "original_date": True,
            "extensive_search": True,
            "outputformat": DATE_FORMAT,
            "max_date": datetime.now(UTC).strftime("%Y-%m-%d"),
        }
        whole = trafilatura.metadata.extract_metadata(root, default_url=None, date_config=config)
        meta = page_metadata(root)
        assert meta["title"] == (whole.title or None), path.name
        assert meta["publisher"] == (whole.sitename or None), path.name
        assert meta["published_at"] == publication_time(whole.date), path.name
