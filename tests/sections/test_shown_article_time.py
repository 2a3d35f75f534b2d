"""The article's date read off the page beside its headline, where the page declares none."""

from __future__ import annotations

from datetime import UTC, datetime

import comspider
from comspider.records.dom import parse_html
from comspider.sections.shown_article_time import shown_article_time

READ = datetime(2026, 11, 1, tzinfo=UTC)


def _page(head: str, body: str) -> str:
    return f"<html><head><title>{head}</title></head><body>{body}</body></html>"


def test_the_byline_date_under_the_headline() -> None:
    root = parse_html(
        _page(
            "Ferry fares to rise in May | The Harbour Post",
            "<div class='side'><p>Archive: 14 March 2009</p></div><h1>Ferry fares to rise in May</h1>"
            "<p class='by'>By Ines Carr, 3 April 2012</p><p>The operator said fares would rise by 4%.</p>",
        )
    )
    assert shown_article_time(root, READ) == datetime(2012, 4, 3, tzinfo=UTC)


def test_a_blog_date_header_over_the_post_title() -> None:
    root = parse_html(
        _page(
            "Quince jelly, second try - Orchard notes",
            "<h2 class='date-header'><span>Thursday, May 3, 2012</span></h2>"
            "<h3 class='post-title'>Quince jelly, second try</h3><div class='post-body'><p>It set this time.</p></div>",
        )
    )
    assert shown_article_time(root, READ) == datetime(2012, 5, 3, tzinfo=UTC)


def test_nothing_without_a_headline_the_title_names_or_a_date_by_it() -> None:
    no_headline = parse_html(
        _page("Quince jelly, second try", "<h1>Orchard notes</h1><p>Posted 3 May 2012</p>")
    )
    assert shown_article_time(no_headline, READ) is None  # the site's name, not the title's headline
    no_date = parse_html(
        _page("Quince jelly, second try", "<h1>Quince jelly, second try</h1><p>It set this time.</p>")
    )
    assert shown_article_time(no_date, READ) is None
    ahead = parse_html(
        _page("Quince jelly, second try", "<h1>Quince jelly, second try</h1><p>3 May 2031</p>")
    )
    assert shown_article_time(ahead, READ) is None


def test_a_title_that_names_the_site_first() -> None:
    # "Site - Headline": the headline opens with the title's longest part, not its first
    root = parse_html(
        _page(
            "TTV Kirchbrunn - Sechs neue Tische",
            "<h1>TTV Kirchbrunn 1958 e.V.</h1><p>Training Di + Fr</p><h2>Sechs neue Tische für die Halle</h2>"
            "<p class='datum'>Eingestellt am 25.09.2006 von Klaus Wendt</p><p>Lange hat es gedauert.</p>",
        )
    )
    assert shown_article_time(root, READ) == datetime(2006, 9, 25, tzinfo=UTC)


def test_a_title_that_leaves_words_of_the_headline_out() -> None:
    root = parse_html(
        _page(
            "Crònica: la travessa al coll de la Creu - CE Vilapedrosa",
            "<h1>Crònica: la travessa de Sant Jaume de Frontanyà al coll de la Creu</h1>"
            "<p class='data'>Publicat el 12 de juny de 2021</p><p>Dissabte passat vam fer la travessa.</p>",
        )
    )
    assert shown_article_time(root, READ) == datetime(2021, 6, 12, tzinfo=UTC)
    # three words of the title in a heading are too few to take it for the headline
    other = parse_html(
        _page(
            "Coll de Creu - CE Vilapedrosa", "<h2>El coll de la Creu</h2><p>Publicat el 3 de maig de 2020</p>"
        )
    )
    assert shown_article_time(other, READ) is None


_THREAD = """
<div class="talk"><div class="talk-list">
<div class="t-item" id="t-101"><div class="t-who">marla_v</div><div class="t-body"><p>Good. Most people never
change a default, so the default is the decision.</p></div><div class="t-acts"><a href="#reply-101">Reply</a>
<a href="#t-101">Link</a></div>
<div class="t-kids"><div class="t-item" id="t-102"><div class="t-who">Ada Quill</div><div class="t-body"><p>That is
the whole argument in one line, marla_v. The other side says a default chosen for you is no signal of your
own.</p></div><div class="t-acts"><a href="#reply-102">Reply</a> <a href="#t-102">Link</a></div></div></div></div>
<div class="t-item" id="t-103"><div class="t-who">owen.b</div><div class="t-body"><p>Advertisers ignoring it either
way makes the whole thing pointless. Blocking scripts works today.</p></div><div class="t-acts"><a
href="#reply-103">Reply</a> <a href="#t-103">Link</a></div></div>
</div></div>"""


def _article(byline: str) -> str:
    return _page(
        "Browser makers split over tracking defaults - Pixel Ledger",
        "<div class='main'><h1>Browser makers split over tracking defaults</h1>"
        f"<p class='by'>{byline}</p><p>Two browser makers disagreed this week over whether the do-not-track "
        "signal should be on when a browser is installed.</p><p>The standards group has not yet decided.</p></div>"
        + _THREAD,
    )


def test_an_undated_thread_that_answers_itself_under_a_shown_date_is_read() -> None:
    # no time declared, none on the records, no count: the date under the headline says
    # when the article was, and the thread's reply, links and anchors that it is one
    shown = comspider.extract(_article("By Ada Quill on June 1, 2012"), url="https://example.org/a")
    assert [c.author for c in shown] == ["marla_v", "Ada Quill", "owen.b"]
    assert shown[1].depth == 1
    assert comspider.extract(_article("By Ada Quill"), url="https://example.org/a") == []
