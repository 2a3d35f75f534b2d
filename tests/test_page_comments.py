"""comspider.page_comments: one call from a saved page to its comments."""

from __future__ import annotations

from datetime import UTC, datetime

from comspider.page_comments import extract_comments

TEXTS = [
    "The new bridge will cut my way to work by twenty minutes, finally.",
    "Who pays for the maintenance once the subsidies run out?",
    "I walked across it on Sunday and the view is wonderful.",
    "They should have built a cycle lane on both sides.",
    "The old ferry was more charming, but this is progress.",
]


def test_accepted_sections_that_the_selection_rebuilt_keep_their_index() -> None:
    """A removed comment's notice leaves the section: the selection returns a new section
    object, which used to fail the index lookup (KeyError) in ``mode="accepted"``."""
    items = "".join(
        f'<li class="comment" id="c{i}"><div class="comment-body"><b class="comment-author">User{i}</b> '
        f"<time>{i + 1} hours ago</time><p>{t}</p></div></li>"
        for i, t in enumerate(TEXTS)
    )
    notice = '<li class="comment removed"><p class="note">This comment was removed by a moderator.</p></li>'
    html = f'<html><body><ol class="comment-list">{notice}{items}</ol></body></html>'
    got = extract_comments(html, reference_time=datetime(2026, 3, 2, tzinfo=UTC), mode="accepted")
    assert [c.comment.text for c in got] == TEXTS
    assert {c.section for c in got} == {0}
