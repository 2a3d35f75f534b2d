"""comspider.page_comments: one call from a saved page to its comments."""

from __future__ import annotations

from datetime import UTC, datetime

from comspider.page_comments import extract_comments
from comspider_lab.hand_pages import COMMENT_TEXTS

TEXTS = COMMENT_TEXTS[:5]


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


def test_without_details_only_the_detail_fields_are_left_out() -> None:
    """``details=False`` (``comspider extract`` without ``--all-fields``) leaves the
    XPaths, profile links, site ids and permalinks out and changes nothing else."""
    items = "".join(
        f'<li class="comment" id="comment-{i}"><div class="comment-body">'
        f'<a class="comment-author" href="/user/u{i}">User{i}</a> '
        f'<a class="permalink" href="#comment-{i}"><time datetime="2026-03-01T1{i}:00:00Z">1 March</time></a>'
        f"<p>{t}</p></div></li>"
        for i, t in enumerate(TEXTS)
    )
    html = f'<html><head><link rel="canonical" href="https://news.example/a"></head><body><ol class="comments">{items}</ol></body></html>'
    when = datetime(2026, 3, 2, tzinfo=UTC)
    full = extract_comments(html, reference_time=when)
    lean = extract_comments(html, reference_time=when, details=False)
    assert [c.comment.text for c in full] == TEXTS
    assert all(c.comment.permalink and c.comment.author_url and c.comment.site_comment_id for c in full)
    detail = ("xpath", "author_url", "site_comment_id", "permalink")
    for a, b in zip(full, lean, strict=True):
        assert all(getattr(b.comment, name) is None for name in detail)
        assert b.section_xpath is None
        for name in detail:
            setattr(b.comment, name, getattr(a.comment, name))
        assert (a.comment, a.comment_id, a.parent_id, a.section, a.section_score) == (
            b.comment,
            b.comment_id,
            b.parent_id,
            b.section,
            b.section_score,
        )
