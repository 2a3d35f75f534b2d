"""A comment's permalink is its own anchor: never a link that reports, answers, shares,
votes on or quotes the comment, whatever its href holds."""

from __future__ import annotations

import pytest
from lxml import html as lxml_html

from comspider.fields.record_meta import permalink

PAGE = "https://news.example/2024/05/annual-report-finds-more-rain"


def _link(record: str, page_url: str | None = PAGE) -> str | None:
    root = lxml_html.fragment_fromstring(record)
    return permalink([root], set(), page_url)


@pytest.mark.parametrize(
    "action",
    [
        # simplyscience.ch (../shared/data/trafilatura): "Kommentar melden." was the permalink.
        '<a href="kommentar-melden/article/19010/comment/170.html">Kommentar melden.</a>',
        '<a href="/comments/170/report">Report this comment</a>',
        '<a href="/comments/170/flag" class="flag"><svg></svg></a>',
        '<a href="#c170" class="report-link">!</a>',
        '<a href="?replytocom=170#respond">Reply</a>',
        '<a href="#c170" class="reply">Antworten</a>',
        '<a href="#c170" data-action="reply">↩</a>',
        '<a href="/comment/170/signaler">Signaler un abus</a>',
        '<a href="/comentario/170/denunciar">Denunciar</a>',
        '<a href="https://twitter.com/intent/tweet?url=https%3A%2F%2Fnews.example%2Fa%23c170">t</a>',
        '<a href="https://www.facebook.com/sharer.php?u=https://news.example/a#c170">f</a>',
        '<a href="#c170" title="Diesen Kommentar teilen">⤴</a>',
        # energiezukunft.eu (../shared/data/trafilatura): the upvote link ended in the
        # comment's anchor.
        '<a class="upvote" href="/a/?tx_pwcomments_pi1%5Baction%5D=upvote#c170">Gut</a>',
        '<a href="/a/?action=quote&amp;cid=170#c170">Zitieren</a>',
    ],
)
def test_an_action_on_the_comment_is_no_permalink(action: str) -> None:
    record = f'<div id="c170"><b>Anna</b> <span>12.03.2024</span><p>Ein Kommentar.</p>{action}</div>'
    assert _link(record) == f"{PAGE}#c170"  # the comment's own anchor instead


def test_the_comments_own_link_is_its_permalink() -> None:
    record = (
        '<div id="comment-170"><b>Anna</b> <a href="#comment-170" class="date">12.03.2024</a>'
        '<p>Ein Kommentar.</p><a href="/comments/170/report">Melden</a>'
        '<a href="?replytocom=170#respond">Antworten</a></div>'
    )
    assert _link(record) == f"{PAGE}#comment-170"
    record = (
        '<div><b>Anna</b> <a href="/comments/170/report">Report</a> '
        '<a href="https://news.example/c/170" rel="bookmark">12.03.2024</a><p>Ein Kommentar.</p></div>'
    )
    assert _link(record) == "https://news.example/c/170"


def test_the_articles_own_words_in_a_permalink_are_no_action() -> None:
    """The article's slug says "report": a permalink into it is still one."""
    record = (
        '<div><b>Anna</b> <a class="permalink" href="/2024/05/annual-report-finds-more-rain/#comment-9">#</a>'
        "<p>Ein Kommentar.</p></div>"
    )
    assert _link(record) == "https://news.example/2024/05/annual-report-finds-more-rain/#comment-9"
    assert _link(record, None) == "/2024/05/annual-report-finds-more-rain/#comment-9"
