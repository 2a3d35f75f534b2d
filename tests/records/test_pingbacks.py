"""Pingbacks and trackbacks in a comment list are no comments."""

from __future__ import annotations

from lxml import html as lxml_html

from comspider.records.model import Record, RecordSection
from comspider.records.pingbacks import drop_pingbacks


def test_marked_and_said_pingbacks_are_dropped_their_replies_kept() -> None:
    root = lxml_html.fromstring(
        "<ol>"
        '<li class="comment" id="comment-1">Anna said, I was there too.</li>'
        '<li class="pingback" id="comment-2">Pingback: <a href="/x">Another blog » A post</a> [...] quote [...]</li>'
        '<li class="comment" id="comment-3">Ben said, a reply to the pingback.</li>'
        '<li id="comment-4">Trackback: Some blog linked here</li>'
        '<li class="comment" id="comment-5">Cleo said, the last word.</li>'
        "</ol>"
    )
    items = list(root)
    records = [Record(node=el) for el in items]
    records[2].parent, records[2].depth = 1, 1
    section = RecordSection(container=root, records=records)
    drop_pingbacks(section)
    assert [r.node.get("id") for r in section.records] == ["comment-1", "comment-3", "comment-5"]
    assert [(r.parent, r.depth) for r in section.records] == [(None, 0), (None, 0), (None, 0)]


def test_a_pingback_that_says_so_in_another_language_is_dropped() -> None:
    """WordPress writes "Pingback von <a>…</a>" in German: the word opens the record."""
    root = lxml_html.fromstring(
        "<ol>"
        '<li id="comment-1">Pingback von <a href="/x">Too much information</a> | 11.09.2011 23:31</li>'
        '<li id="comment-2">Trackback de <a href="/y">Un autre blog</a></li>'
        '<li id="comment-3">A pingback, I think, is what you mean.</li>'
        "</ol>"
    )
    section = RecordSection(container=root, records=[Record(node=el) for el in root])
    drop_pingbacks(section)
    assert [r.node.get("id") for r in section.records] == ["comment-3"]


def test_notices_under_a_heading_naming_trackbacks_are_dropped() -> None:
    """A blog service lists its trackbacks after the comments, under their own heading and in
    the comments' very markup ("この記事へのトラックバック"): every entry up to the next
    heading is a notice."""
    root = lxml_html.fromstring(
        "<div>"
        "<h3>この記事へのコメント</h3>"
        '<div class="cm" id="cm1">新玉ねぎのスープ、うちでも定番です。</div>'
        '<div class="cm" id="cm2">レンジで温めると早いですよ。</div>'
        "<h3>この記事へのトラックバック</h3>"
        '<div class="cm" id="tb1">春の台所日記: スープを作りました。</div>'
        '<div class="cm" id="tb2">週末の食卓: 玉ねぎづくし。</div>'
        "<h3>コメントを書く</h3>"
        "</div>"
    )
    records = [Record(node=el) for el in root if el.tag == "div"]
    section = RecordSection(container=root, records=records)
    drop_pingbacks(section)
    assert [r.node.get("id") for r in section.records] == ["cm1", "cm2"]


def test_a_trackback_after_an_empty_anchor_is_marked_in_the_part_after_it() -> None:
    root = lxml_html.fromstring(
        '<div><a id="c1"></a><div class="entry-c">Anna: I was there too.</div>'
        '<a id="tb0"></a><div class="entry-c entry-trackback">Another blog: a post that links here</div></div>'
    )
    anchors = root.findall("a")
    records = [Record(node=a, extra=[a.getnext()]) for a in anchors]
    section = RecordSection(container=root, records=records)
    drop_pingbacks(section)
    assert [r.node.get("id") for r in section.records] == ["c1"]


def test_a_lone_notice_in_a_box_that_names_trackbacks_is_dropped() -> None:
    """Movable Type: ``div.trackback > div.inner`` after "1 TrackBack" (set BU, built
    blind): the record's own markup says nothing, its box does."""
    root = lxml_html.fromstring(
        '<div class="trackbacks-content"><div class="trackback" id="ping-311"><div class="inner">'
        "<p>The zoning board has again continued the hearing...</p><div>Tracked: <a href='/x'>Courier"
        " Watch</a> on March 22, 2012 8:02 AM</div></div></div></div>"
    )
    box = root[0]
    section = RecordSection(container=box, records=[Record(node=box[0])])
    drop_pingbacks(section)
    assert section.records == []


def test_a_pingback_shown_as_a_comment_is_known_by_its_excerpt_cut_at_both_ends() -> None:
    """WordPress before 2.7 printed pingbacks in the comments' li, class and all: "[...] excerpt [...]" (set EK,
    built blind: a 2008 cycling blog). A reader quoting the article with two cuts says more besides."""
    root = lxml_html.fromstring(
        "<ol>"
        '<li id="comment-1"><cite>Kath</cite> Says: <p>I fitted a studded front only, half the price.</p></li>'
        '<li id="comment-2"><cite><a href="/ping">Ice Bike Diaries » Studs, again</a></cite> Says: '
        "<p>[...] Matt over at Bent Spokes has a sensible write-up on three months with studded tyres [...]</p></li>"
        '<li id="comment-3"><cite>Ollie</cite> Says: <p>You wrote "[...] lose about a minute and a half [...]" and '
        "that matches my commute exactly, though the towpath is worse in the dark and the rain makes it slower again "
        "for everyone who rides it every day of the week.</p></li>"
        "</ol>"
    )
    section = RecordSection(container=root, records=[Record(node=el) for el in root])
    drop_pingbacks(section)
    assert [r.node.get("id") for r in section.records] == ["comment-1", "comment-3"]


def test_a_pingback_under_a_long_linked_title_is_known_by_its_one_paragraph_the_excerpt() -> None:
    """WordPress 2.3 (set EV's Portuguese blog): the linking post's long title where a
    reader's name stands, its date, then one paragraph that is the excerpt whole: less
    than half the record's text, but all of its paragraph. A reader's paragraph that
    quotes with two cuts and goes on stays."""
    root = lxml_html.fromstring(
        "<ol>"
        '<li id="comment-2230"><cite>Dona Cida</cite> disse: <small><a href="#comment-2230">outubro 17th, 2007 at '
        "4:40 pm</a></small><p>Luciana, deve ter sido o tamanho dos ovos. Coloca mais polvilho.</p></li>"
        '<li id="comment-2232"><cite><a href="http://beto.example/2007/10/17/pao-de-queijo-tres-receitas/">Pão de '
        "queijo: três receitas testadas e comparadas | Cozinha do Beto</a></cite> disse: <small><a "
        'href="#comment-2232">outubro 17th, 2007 at 7:55 pm</a></small><p>[...] A terceira receita veio do blog da '
        "Dona Cida e foi a campeã [...]</p></li>"
        '<li id="comment-2234"><cite>Beto</cite> disse: <small><a href="#comment-2234">outubro 17th, 2007 at 8:01 '
        'pm</a></small><p>"[...] foi a campeã aqui em casa [...]" escrevi eu, e repito.</p></li>'
        "</ol>"
    )
    section = RecordSection(container=root, records=[Record(node=el) for el in root])
    drop_pingbacks(section)
    assert [r.node.get("id") for r in section.records] == ["comment-2230", "comment-2234"]
