"""The page metadata read from an article page."""

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
