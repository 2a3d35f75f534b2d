"""End to end against a real comment system: Isso (PyPI), embedded in local pages, with
nested replies seeded through its HTTP API. One crawl of both pages (a long thread with
nested replies, a small one) is shared by the tests."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

import pytest

from tests.conftest import CrawlResult, run_crawl_process, running_isso, serving_static

pytestmark = pytest.mark.browser

PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Harbour plans approved</title>
<meta property="og:site_name" content="Isso Gazette"></head>
<body><article><h1>Harbour plans approved</h1>
<p>The council approved the plans for the old harbour on Tuesday evening after a long debate.</p>
<p>Work is to start next spring and should take two years.</p></article>
<script data-isso="{isso}/" data-isso-vote="true" src="{isso}/js/embed.min.js"></script>
<section id="isso-thread" data-isso-id="/harbour.html" data-title="Harbour plans approved"></section>
</body></html>"""

# (author, text, index of the comment replied to)
THREAD = [
    ("Maria", "Finally! The harbour has been empty for years.", None),
    ("Jonas", "Who is going to pay for all of this, though?", None),
    ("Ines", "The city budget, as far as I know.", 1),
    ("Jonas", "Then expect higher taxes next year.", 2),
    ("Paul", "Not necessarily, there are regional funds for this.", 3),
    ("Kim", "I hope they keep the old crane as a monument.", None),
]


# Two comments and one reply: too few records for a pattern repeated many times, the case
# where the vote and footer spans once passed for the records.
SMALL = [
    ("Maria", "The new ferry timetable is a real improvement.", None),
    ("Jonas", "Except on Sundays, when there is still only one boat.", None),
    ("Ines", "They promised a second Sunday boat from May.", 1),
]


@dataclass
class IssoCrawl:
    result: CrawlResult
    harbour: str  # the URL of the page with THREAD
    ferry: str  # the URL of the page with SMALL


@pytest.fixture(scope="module")
def isso_crawl(tmp_path_factory: pytest.TempPathFactory) -> Iterator[IssoCrawl]:
    """Both threads seeded in one real Isso, their pages crawled by one real crawl."""
    work = tmp_path_factory.mktemp("isso")
    with serving_static(work / "site") as site, running_isso(work, site.base_url) as isso:
        urls = {}
        for uri, thread in (("/harbour.html", THREAD), ("/ferry.html", SMALL)):
            ids: list[int] = []
            for author, text, parent in thread:
                ids.append(isso.post(uri, text, author, parent=None if parent is None else ids[parent])["id"])
            urls[uri] = site.write(uri.lstrip("/"), PAGE.format(isso=isso.url).replace("/harbour.html", uri))
        result = run_crawl_process(work / "crawl", {"urls": ",".join(urls.values()), "schedule": "immediate"})
        yield IssoCrawl(result, urls["/harbour.html"], urls["/ferry.html"])


def test_isso_comments_with_nested_replies(isso_crawl: IssoCrawl) -> None:
    result = isso_crawl.result
    assert result.returncode == 0, result.log[-3000:]
    visits = [v for v in result.visits if v["url"] == isso_crawl.harbour]
    assert len(visits) == 1 and visits[0]["outcome"] == "comments_found", result.visits
    comments = [c for c in result.comments if c["article_url"] == isso_crawl.harbour]
    by_text = {c["text"]: c for c in comments}
    for author, text, _ in THREAD:
        assert text in by_text, (text, list(by_text))
        assert by_text[text]["author"] == author
        assert by_text[text]["article_title"] == "Harbour plans approved"
        assert by_text[text]["publisher"] == "Isso Gazette"
        assert by_text[text]["platform"] == "isso"
    assert visits[0]["platform"] == "isso"
    # Isso keeps one level of nesting: the chain Ines -> Jonas -> Paul hangs under
    # Jonas's first comment, at depth 1.
    thread_root = by_text["Who is going to pay for all of this, though?"]
    assert thread_root["depth"] == 0 and thread_root["parent_id"] is None
    for text in (
        "The city budget, as far as I know.",
        "Then expect higher taxes next year.",
        "Not necessarily, there are regional funds for this.",
    ):
        assert by_text[text]["parent_id"] == thread_root["comment_id"], text
        assert by_text[text]["depth"] == 1
    assert len({c["comment_id"] for c in result.comments}) == len(result.comments)


def test_isso_small_thread_two_comments_and_a_reply(isso_crawl: IssoCrawl) -> None:
    """Two comments and one reply (SMALL) are written, the reply under its parent."""
    result = isso_crawl.result
    assert result.returncode == 0, result.log[-3000:]
    by_text = {c["text"]: c for c in result.comments if c["article_url"] == isso_crawl.ferry}
    assert set(by_text) == {text for _, text, _ in SMALL}, list(by_text)
    assert by_text[SMALL[2][1]]["parent_id"] == by_text[SMALL[1][1]]["comment_id"]
    assert [by_text[t]["author"] for _, t, _ in SMALL] == [a for a, _, _ in SMALL]
