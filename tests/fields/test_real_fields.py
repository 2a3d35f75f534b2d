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
    # Drupal's "(not verified)" after a guest's name is no part of it
    assert authors[:3] == ["Caroline Crampton", "Ciaran Goggins", "Pentangelis"]
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


def test_a_forum_posts_date_and_the_quote_of_the_post_it_answers() -> None:
    """vBulletin-like posts: the post's date ("03-05-2012, 01:20 PM") over the member's "Join Date" (a month and year
    in the profile column, in every post too); a reply's quote box ("Originally Posted by Name" over the quoted words,
    inside the post's own blockquote) names its parent and leaves its text (blind set O)."""
    from datetime import UTC, datetime

    from comspider.page_comments import extract_comments

    names = ["KenworthKen", "RosieHauls", "JD_in_Joplin"]
    texts = [
        "14 cents in a week. I filled up in Amarillo Friday and Sunday it was worse.",
        "Fuel surcharge on my loads hasn't moved since January. Brokers just smile.",
        "Fill up in Oklahoma before you cross, Ken. The Love's in Sayre was 12 cents cheaper.",
    ]

    def post(i: int, quote: str = "") -> str:
        return (
            f"<li class='postcontainer' id='post_{i}'><div class='posthead'><span class='date'>03-05-2012, "
            f"0{1 + i}:20 PM</span> <a name='post{i}' href='#' class='postcounter'>#{i + 1}</a></div>"
            f"<div class='userinfo'><a class='username' href='/member/{i}'>{names[i]}</a><span>Senior Member</span>"
            f"<dl class='userinfo_extra'><dt>Join Date</dt><dd>Oct 200{i + 5}</dd><dt>Posts</dt><dd>3,90{i}</dd></dl>"
            f"</div><div class='postbody'><h2 class='title'>Re: Diesel jumps</h2><blockquote class='postcontent'>{quote}"
            f"{texts[i]}</blockquote><div class='postfoot'><a href='#'>Reply With Quote</a></div></div></li>"
        )

    quote = (
        "<div class='bbcode_container'><div class='bbcode_quote'><div class='quote_container'>"
        "<div class='bbcode_quote_container'></div><div class='bbcode_postedby'>Originally Posted by "
        f"<strong>{names[0]}</strong></div><div class='message'>14 cents in a week. I filled up in Amarillo Friday "
        "and Sunday…</div></div></div></div>"
    )
    page = (
        "<html><head><meta property='article:published_time' content='2012-03-05T08:00:00Z'></head><body>"
        f"<div class='article'><h1>Diesel jumps</h1><p>{' '.join(texts)}</p></div><div id='comments'><ol id='posts'>"
        f"{post(0)}{post(1)}{post(2, quote)}</ol></div></body></html>"
    )
    found = [c.comment for c in extract_comments(page, reference_time=datetime(2026, 11, 1, tzinfo=UTC))]
    assert [c.author for c in found] == names
    assert [c.published_at for c in found] == [f"2012-03-05T{13 + i}:20:00+00:00" for i in range(3)]
    assert found[2].text == texts[2] and found[2].parent == 0
