"""Real pages of the long tail (../shared/data, trafilatura's evaluation pages), one or
more per class, and the per-comment fields read from real markup. Each page was read by
eye; what the test expects is what the page shows."""

from __future__ import annotations

import gzip
from datetime import UTC, datetime
from pathlib import Path

from comspider.fields.extractor import comment_fields
from comspider.records.dom import parse_html
from comspider.records.invariants import find_sections
from comspider.records.model import RecordSection

REF = datetime(2024, 1, 1, tzinfo=UTC)


def _page(shared_data: Path, name: str) -> bytes:
    return gzip.decompress((shared_data / "trafilatura" / "pages" / name).read_bytes())


def _section_with(sections: list[RecordSection], snippet: str) -> RecordSection:
    """The smallest section one of whose records (with its sibling nodes) holds ``snippet``."""
    holding = [
        s
        for s in sections
        if any(snippet in n.text_content() + (n.tail or "") for r in s.records for n in (r.node, *r.extra))
    ]
    if not holding:
        raise AssertionError(f"no section holds {snippet!r}")
    return min(holding, key=lambda s: len(s.records))


def test_a_single_comment_without_any_naming_attribute(shared_data: Path) -> None:
    """love-hina.ch (2004): "#1 Kommentar von <img> Naru-chan", the date as text, a <p>;
    nothing but the byline and the "Kommentare" bar says comment."""
    root = parse_html(_page(shared_data, "love-hina.ch.0409.html.gz"))
    section = _section_with(find_sections(root), "Danke f")
    assert section.method == "bylines" and len(section.records) == 1
    (c,) = comment_fields(section, reference_time=REF)
    assert c.author == "Naru-chan"
    assert c.published_at == "2004-03-26T16:19:00+00:00"
    assert c.text == "Danke für dieses Kapitel Genesis^o^"


def test_a_single_comment_in_table_rows(shared_data: Path) -> None:
    """dzs-clan.de (2010, web archive): one comment as a table whose first row is the
    byline ("#1 von <a>tObIas Vx</a> <i>29.12.2010 - 22:40</i>") and whose last row holds
    the text."""
    root = parse_html(_page(shared_data, "archive.org.dzs-clan.de.html.gz"))
    section = _section_with(find_sections(root), "Mega Lan")
    assert section.method == "bylines" and len(section.records) == 1
    (c,) = comment_fields(section, reference_time=REF)
    assert c.author == "tObIas Vx"
    assert c.published_at == "2010-12-29T22:40:00+00:00"
    assert "ich werde wohl auch auf die Mega Lan kommen" in c.text


def test_header_and_body_siblings_with_alternating_classes(shared_data: Path) -> None:
    """hearya.com (2015): <dt class="comment even|odd alt">author, date</dt><dd>text</dd>,
    no wrapper per comment, row classes alternating: one record per dt + dd."""
    root = parse_html(_page(shared_data, "hearya.com.metal.html.gz"))
    section = _section_with(find_sections(root), "Really, no Shagrath?")
    heads = root.xpath("//dl[@id='comment_list']/dt")
    fields = comment_fields(section, reference_time=REF)
    assert len(fields) == len(heads) >= 30
    assert [f.author for f in fields[:3]] == ["Armanox", "FLOUNDER", "Leo"]
    assert fields[0].text == "Really, no Shagrath? Mustaine @ 89? And how the hell is Fred even there?"
    assert fields[0].published_at == "2015-06-28T22:25:00+00:00"
    assert fields[0].site_comment_id == "1769281"
    assert all("FLOUNDER" not in f.text for f in fields[:1])


def test_alternating_item_classes_stay_separate(shared_data: Path) -> None:
    """der-erfolg-gibt-recht.de (2012): li.alt / li class="" in turn."""
    root = parse_html(_page(shared_data, "der-erfolg-gibt-recht.de.rinderleber.html.gz"))
    items = root.xpath("//li[starts-with(@id, 'comment-')]")
    assert [i.get("class") for i in items[:2]] == ["alt", ""]
    section = next(s for s in find_sections(root) if s.container.get("class") == "commentlist")
    assert [r.node.get("id") for r in section.records] == [i.get("id") for i in items]


def test_replies_with_one_more_attribute_titles_and_bylines(shared_data: Path) -> None:
    """oekonomenstimme.org (2015): replies are <li class="1510" id="comment-1511"> inside
    <li id="comment-1510">; each comment has a title (h2) and "geschrieben von NAME am
    DATE"; the "[ antworten ]" link is template."""
    root = parse_html(_page(shared_data, "oekonomenstimme.org.keynes.html.gz"))
    section = _section_with(find_sections(root), "Kurze Antworten")
    fields = comment_fields(section, reference_time=REF, page_url="http://www.oekonomenstimme.org/a/")
    assert len(fields) == len(root.xpath("//li[starts-with(@id, 'comment-')]")) == 32
    kurze = next(f for f in fields if f.text.startswith("Kurze Antworten"))
    assert kurze.author == "GeorgQuaas" and kurze.published_at == "2015-01-21T21:03:00+00:00"
    assert "antworten ]" not in kurze.text and "geschrieben von" not in kurze.text
    reply = fields[fields.index(kurze) + 1]
    assert reply.parent == fields.index(kurze) and reply.depth == 1 and reply.author == "wScherf"
    assert kurze.site_comment_id == "1510"
    assert kurze.permalink == "http://www.oekonomenstimme.org/a/#comment-1510"


def test_comment_title_likes_and_dislikes(shared_data: Path) -> None:
    """nnz-online.de (2023): a single comment with an <h5> title and thumbs up 2 / down 0."""
    root = parse_html(_page(shared_data, "nnz-online.de-Quantensprung.html.gz"))
    section = _section_with(find_sections(root), "Ich will den Nordh")
    (c,) = comment_fields(section, reference_time=REF)
    assert c.text.startswith("Quantensprung? Wohl eher ein kleiner Schritt. Ich will den Nordhäusern")
    assert (c.author, c.likes, c.dislikes) == ("Kritiker2010", 2, 0)
    # "06.11.2023, 13.47 Uhr" on the clock the page declares ("2023-11-06T11:41:00+0100")
    assert c.published_at == "2023-11-06T12:47:00+00:00"


def test_wordpress_ids_permalinks_and_profile_links(shared_data: Path) -> None:
    """netzpolitik.org (2016): li#comment-N, the date links to #comment-N, linked names."""
    url = "https://netzpolitik.org/2016/die-cider-connection/"
    root = parse_html(_page(shared_data, "netzpolitik.org.abmahnungen.html.gz"))
    section = _section_with(find_sections(root), "selber blöd")
    fields = comment_fields(section, reference_time=REF, page_url=url)
    first = fields[0]
    assert first.author == "blah blubb" and first.site_comment_id == "2058226"
    assert first.permalink is not None and first.permalink.endswith("#comment-2058226")
    linked = next(f for f in fields if f.author == "John Weitzmann")
    assert linked.author_url == "http://creativecommons.de"
    assert all(f.edited is None for f in fields)


def test_blogger_profile_link_and_show_comment_permalink(shared_data: Path) -> None:
    root = parse_html(_page(shared_data, "plentylife.blogspot.pamela-reif.html.gz"))
    section = _section_with(find_sections(root), "Great post, I like your blog")
    c = next(f for f in comment_fields(section, reference_time=REF) if "Great post" in f.text)
    assert c.author == "Andjela Gligorijevic"
    assert c.author_url == "https://www.blogger.com/profile/03297226063805448630"
    assert c.permalink is not None and "showComment=1494425649856" in c.permalink


def test_the_date_elements_text_is_not_the_author(shared_data: Path) -> None:
    """gormulus.wordpress.com (2012, Twenty Twelve): the date is ``<time datetime>`` whose
    text ("11. Dezember 2012 um 13:19") is short and variable like a name, and the names
    sit in two slots (``cite > b.fn > a`` when linked, ``cite > b.fn`` when not): every
    comment gets its name, none gets its date as the name."""
    root = parse_html(_page(shared_data, "gormulus.wordpress.com.durfen.html.gz"))
    section = _section_with(find_sections(root), "Ich lasse diesen Kommentar mal exemplarisch")
    fields = comment_fields(section, reference_time=REF)
    by_start = {f.text[:30]: f for f in fields}
    assert by_start["Ich lasse diesen Kommentar mal"].author == "Mathias"  # linked name
    assert by_start["richtig gormulus, politik darf"].author == "jeuys"  # name without a link
    named = [f for f in fields if not f.text.startswith("Pingback")]
    assert len(named) >= 40 and all(f.author for f in named)
    assert all(f.published_text and f.author != f.published_text for f in named)


def test_a_date_inside_the_byline_keeps_the_name(shared_data: Path) -> None:
    """literaturgefluester.wordpress.com (2019): "Kommentar von <span class=fn>NAME</span>
    — 2019-01-01 @ 00:39" in one ``cite``: the date is found in the byline's text, and
    the name inside that same element stays the author."""
    root = parse_html(_page(shared_data, "literaturgefluester.wordpress.com.jahr.html.gz"))
    section = _section_with(find_sections(root), "Deinen letzten Absatz")
    fields = comment_fields(section, reference_time=REF)
    assert [f.author for f in fields] == ["Margit Heumann", "jancak"]
    assert all(f.published_text and f.published_text.startswith("2019-01-01") for f in fields)
