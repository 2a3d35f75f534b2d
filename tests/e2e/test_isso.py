"""End to end against a real comment system: Isso (PyPI), embedded in a local page, with
nested replies seeded through its HTTP API."""

from __future__ import annotations

import pytest

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


def test_isso_comments_with_nested_replies(isso, static_site, run_crawl):
    ids: list[int] = []
    for author, text, parent in THREAD:
        ids.append(
            isso.post("/harbour.html", text, author, parent=None if parent is None else ids[parent])["id"]
        )
    url = static_site.write("harbour.html", PAGE.format(isso=isso.url))

    result = run_crawl({"urls": url, "schedule": "immediate"})

    assert result.returncode == 0, result.log[-3000:]
    assert len(result.visits) == 1 and result.visits[0]["outcome"] == "comments_found", result.visits
    by_text = {c["text"]: c for c in result.comments}
    for author, text, _ in THREAD:
        assert text in by_text, (text, list(by_text))
        assert by_text[text]["author"] == author
        assert by_text[text]["article_title"] == "Harbour plans approved"
        assert by_text[text]["publisher"] == "Isso Gazette"
        assert by_text[text]["platform"] == "isso"
    assert result.visits[0]["platform"] == "isso"
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


def test_isso_small_thread_two_comments_and_a_reply(isso, static_site, run_crawl):
    """Two comments and one reply: too few records for a pattern repeated many times, the
    case where the vote and footer spans once passed for the records."""
    small = [
        ("Maria", "The new ferry timetable is a real improvement.", None),
        ("Jonas", "Except on Sundays, when there is still only one boat.", None),
        ("Ines", "They promised a second Sunday boat from May.", 1),
    ]
    ids: list[int] = []
    for author, text, parent in small:
        ids.append(
            isso.post("/ferry.html", text, author, parent=None if parent is None else ids[parent])["id"]
        )
    url = static_site.write("ferry.html", PAGE.format(isso=isso.url).replace("/harbour.html", "/ferry.html"))

    result = run_crawl({"urls": url, "schedule": "immediate"})

    assert result.returncode == 0, result.log[-3000:]
    by_text = {c["text"]: c for c in result.comments}
    assert set(by_text) == {text for _, text, _ in small}, list(by_text)
    assert by_text[small[2][1]]["parent_id"] == by_text[small[1][1]]["comment_id"]
    assert [by_text[t]["author"] for _, t, _ in small] == [a for a, _, _ in small]
