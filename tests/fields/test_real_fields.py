"""The comment fields labelled one by one on saved real pages (dates written day first,
vote counts, permalinks beside report links, forum names beside ranks): each is read
right. The labels, with what is right and why, are in
``comspider_lab.evaluation._real_fields.EXAMPLES``."""

from __future__ import annotations

import gzip
from datetime import UTC, datetime
from pathlib import Path

from comspider.page_comments import extract_comments
from comspider_lab.evaluation._real_fields import example_results

REF = datetime(2026, 1, 1, tzinfo=UTC)


def test_the_labelled_fields_of_real_pages_are_read_right(shared_data: Path) -> None:
    wrong = [
        f"{ex.page} {ex.comment!r} {ex.field}: {got!r}, not {ex.want!r} ({ex.why})"
        for ex, got, ok in example_results(shared_data)
        if not ok
    ]
    assert not wrong, "\n".join(wrong)


def test_a_linked_name_after_the_date_of_a_byline_is_the_author(shared_data: Path) -> None:
    """newstatesman.com (dragnet R700, Drupal): "Fri, 2012-11-09 17:18 — Name" in one
    text for guests, the name in a link after the date's text for registered readers.
    Each gets its name; the date's half is never a name ("Fri")."""
    html = gzip.decompress((shared_data / "dragnet" / "pages" / "R700.html.gz").read_bytes())
    comments = extract_comments(html, reference_time=REF, mode="accepted", article_url="https://x/")
    authors = [c.comment.author for c in comments]
    assert authors[:3] == ["Caroline Crampton", "Ciaran Goggins", "Pentangelis (not verified)"]
    assert len(authors) == 11 and all(a and a != "Fri" for a in authors)


def test_a_says_word_alone_is_no_name_and_a_label_before_the_name_goes() -> None:
    """Blogger's block in Portuguese (a linked name, then " disse..."; an unlinked one "Anônimo disse...") and Typepad's
    footer ("Posted by: <a>Name</a> |", "Posted by: Name |"): the name alone (blind set N)."""
    from datetime import UTC, datetime

    from comspider.page_comments import extract_comments

    names = ["Rosângela", "Anônimo", "Lu"]
    texts = [
        "Que lindo esse tapete, Lu! Vou tentar fazer com barbante cru também.",
        "Onde você comprou a agulha de 3,5? Não acho aqui em Londrina.",
        "Rosângela, manda foto quando terminar! Comprei na loja da Rua XV.",
    ]
    blogger = "".join(
        f"<dt class='comment-author' id='c{i}'><a name='c{i}'></a>"
        + (f"<a href='http://example.org/p/{i}' rel='nofollow'>{name}</a>" if i != 1 else name)
        + f" disse...</dt><dd class='comment-body'><p>{text}</p></dd><dd class='comment-footer'>"
        f"<span class='comment-timestamp'><a href='#c{i}'>{3 + i} de março de 2012 16:19</a></span></dd>"
        for i, (name, text) in enumerate(zip(names, texts, strict=True))
    )
    typepad = "".join(
        f"<div class='comment' id='comment-{i}'><div class='comment-content'><p>{text}</p></div>"
        "<p class='comment-footer'>Posted by: "
        + (f"<a href='http://example.com/u{i}' rel='nofollow'>{name}</a>" if i != 1 else name)
        + f" | <a href='#comment-{i}'>March 0{3 + i}, 2012 at 04:19 PM</a></p></div>"
        for i, (name, text) in enumerate(zip(names, texts, strict=True))
    )
    ref = datetime(2026, 11, 1, tzinfo=UTC)
    for block in (
        f"<div class='comments' id='comments'><h4>3 comentários:</h4><div id='comments-block'><dl>{blogger}</dl></div></div>",
        f"<div class='comments' id='comments'><h3>Comments</h3><div class='comments-content'>{typepad}</div></div>",
    ):
        page = f"<html><body><div class='post'><h3>Tapete</h3><p>{' '.join(texts)}</p></div>{block}</body></html>"
        assert [c.comment.author for c in extract_comments(page, reference_time=ref)] == names
