"""A comment written as a run of table rows (header, text, spacer) is one record."""

from __future__ import annotations

from datetime import UTC, datetime

from comspider.page_comments import extract_comments
from comspider.records.dom import parse_html
from comspider.records.invariants import find_sections

NAMES = ["Harm Dijkstra", "Trijntje Bos", "Sjoerd Meer", "Anneke Postma", "Wiebe Hoekstra"]
TEXTS = [
    "Ik rij er elke dag langs, die bocht is al jaren gevaarlijk voor iedereen.",
    "Jammer van de drie eiken, die stonden er al toen mijn opa een jongen was.",
    "Waarom duurt het nog tot volgend jaar? Er gebeuren nu al ongelukken.",
    "Goed dat de fietsers een eigen tunnel krijgen, mijn dochter fietst daar.",
    "De provincie betaalt het meeste, dan moet de gemeente niet zeuren.",
]


def _rows(spacer: str) -> str:
    return "".join(
        f'<tr class="kop" bgcolor="#eee"><td><b>{name}</b></td><td align="right">03-05-2010 {16 + k}:19</td></tr>'
        f'<tr class="tekst"><td colspan="2">{text}</td></tr>{spacer}'
        for k, (name, text) in enumerate(zip(NAMES, TEXTS, strict=True))
    )


def _page(rows: str) -> str:
    return (
        '<html lang="nl"><head><meta property="article:published_time" content="2010-05-03T12:00:00+02:00"></head>'
        "<body><h1>Rotonde bij de Kampweg</h1><p>Gepubliceerd: 03-05-2010 12:00</p>"
        "<p>De gemeente legt een rotonde aan op de gevaarlijke kruising bij de Kampweg.</p>"
        f'<table class="lezers"><tr><td colspan="2">Wat vinden onze lezers?</td></tr>{rows}</table></body></html>'
    )


def test_a_comment_of_three_rows_is_one_record() -> None:
    html = _page(_rows('<tr><td colspan="2"><img src="/s.gif" width="1" height="6"></td></tr>'))
    sections = [s for s in find_sections(parse_html(html)) if len(s.records) >= 5]
    assert [len(s.records) for s in sections] == [5]
    (section,) = sections
    assert all(len(r.extra) == 2 for r in section.records)


def test_the_rows_give_the_comments_with_their_day_first_dates() -> None:
    html = _page(_rows('<tr><td colspan="2"><img src="/s.gif" width="1" height="6"></td></tr>'))
    got = extract_comments(
        html, article_url="https://krant.example/rotonde", reference_time=datetime(2011, 1, 1, tzinfo=UTC)
    )
    assert [c.comment.text for c in got] == TEXTS
    assert [c.comment.author for c in got] == NAMES
    assert got[0].comment.published_at == "2010-05-03T16:19:00+00:00"  # "03-05-2010" on a Dutch page


def test_rows_that_are_each_a_record_stay_records() -> None:
    rows = "".join(
        f"<tr><td><b>{n}</b> 03-05-2010 16:19</td><td>{t}</td></tr>"
        for n, t in zip(NAMES, TEXTS, strict=True)
    )
    sections = [s for s in find_sections(parse_html(_page(rows))) if len(s.records) >= 5]
    assert len(sections) == 1 and len(sections[0].records) >= 5  # not grouped by twos or threes


def test_rows_told_apart_by_their_cells_when_two_kinds_share_tag_and_attributes() -> None:
    # the header row has a colour; the text row and the "report" row have no attribute at
    # all, and only their cells differ: still three rows a comment
    rows = "".join(
        f'<tr bgcolor="#eee"><td><b>{name}</b> schreef:</td><td align="right">#{k + 1}</td></tr>'
        f'<tr><td colspan="2">{text}</td></tr>'
        f'<tr><td colspan="2" align="right"><a href="/meld?id={k}">Melden</a></td></tr>'
        for k, (name, text) in enumerate(zip(NAMES, TEXTS, strict=True))
    )
    html = _page(rows).replace('<tr><td colspan="2">Wat vinden onze lezers?</td></tr>', "")
    sections = [s for s in find_sections(parse_html(html)) if len(s.records) >= 5]
    assert [len(s.records) for s in sections] == [5]
    assert [r.node.text_content().split(" schreef")[0] for r in sections[0].records] == NAMES


def _signed_run(names: list[str], texts: list[str], stamps: list[str]) -> str:
    # no element per comment: the text's paragraph, then the signature, then an <hr>
    return "".join(
        f'<p>{text}</p><p class="sig">— <span class="n">{name}</span>, <span class="t">{stamp}</span></p><hr>'
        for name, text, stamp in zip(names, texts, stamps, strict=True)
    )


def test_a_run_parted_by_rules_is_one_record_a_comment_with_the_signature_after_its_text() -> None:
    stamps = [f"03-05-2010 1{k}:2{k}" for k in range(5)]
    html = _page("").replace(
        '<table class="lezers"><tr><td colspan="2">Wat vinden onze lezers?</td></tr></table>',
        f'<section><h3>Wat vinden onze lezers?</h3><div class="run">{_signed_run(NAMES, TEXTS, stamps)}</div></section>',
    )
    (section,) = [s for s in find_sections(parse_html(html)) if s.container.get("class") == "run"]
    assert [r.node.text_content() for r in section.records] == TEXTS
    assert [[e.tag for e in r.extra] for r in section.records] == [["p", "hr"]] * 5
    got = extract_comments(
        html, article_url="https://krant.example/rotonde", reference_time=datetime(2011, 1, 1, tzinfo=UTC)
    )
    assert [c.comment.text for c in got] == TEXTS
    assert [c.comment.author for c in got] == NAMES


def test_three_comments_parted_by_rules_are_whole_although_the_patterns_took_a_few_rows() -> None:
    run = _signed_run(NAMES[:3], TEXTS[:3], ["2 hours ago", "1 hour ago", "45 minutes ago"])
    root = parse_html(
        f'<html><body><article><p>Text.</p></article><div class="run">{run}</div></body></html>'
    )
    sections = [s for s in find_sections(root) if s.container.get("class") == "run"]
    assert [[r.node.text_content() for r in s.records] for s in sections] == [TEXTS[:3]]


def test_a_comment_of_sibling_parts_whose_replies_carry_a_margin_is_one_record() -> None:
    """Header, text and footer as three sibling divs per comment, no wrapper; a reply's
    three carry another class and an inline margin, and its text may have two
    paragraphs: the parts' own class names repeat, so each comment is one record."""
    depths = [0, 1, 0, 1, 1]
    parts = "".join(
        (
            f'<div class="h l{d + 1}"{style}><b>{name}</b> <span>03-05-2010 1{k}:05</span></div>'
            f'<div class="c l{d + 1}"{style}><p>{text}</p>{"<p>Ja.</p>" * (k % 2)}</div>'
            f'<div class="f l{d + 1}"{style}><a href="#r">Reageer</a></div>'
        )
        for k, (d, name, text) in enumerate(zip(depths, NAMES, TEXTS, strict=True))
        for style in [' style="margin-left:30px"' if d else ""]
    )
    html = _page("").replace(
        '<table class="lezers"><tr><td colspan="2">Wat vinden onze lezers?</td></tr></table>',
        f'<section><h3>Wat vinden onze lezers?</h3><div class="lijst">{parts}</div></section>',
    )
    got = extract_comments(
        html, article_url="https://krant.example/rotonde", reference_time=datetime(2011, 1, 1, tzinfo=UTC)
    )
    assert [c.comment.author for c in got] == NAMES
    assert [c.comment.text for c in got] == [t + " Ja." * (k % 2) for k, t in enumerate(TEXTS)]
    assert [c.comment.depth for c in got] == depths


def _headed_run(replies: bool = True) -> str:
    """A template with no element per comment: a numbered name heading, a date line, one
    paragraph or three, a reply's "In reply to" line, a footer."""
    units = []
    for k, (name, text) in enumerate(zip(NAMES, TEXTS, strict=True)):
        paras = f"<p>{text}</p>" * (1 + k % 3)
        answer = f"<p class='re'><small>In reply to <a href='#r{k}'>{k}. {NAMES[k - 1]}</a></small></p>"
        units.append(
            f"<h4 class='who'><a name='r{k + 1}' href='#r{k + 1}'>{k + 1}.</a> {name}</h4>"
            f"<h5 class='when'>Posted on 0{k + 3}-05-2010 16:19</h5>"
            f"{answer if replies and k in (2, 4) else ''}{paras}"
            "<p class='acts'><small><a href='#form'>Reply</a> · <a href='/report'>Report</a></small></p>"
        )
    return (
        '<html lang="nl"><head><meta property="article:published_time" content="2010-05-03T12:00:00+02:00"></head>'
        "<body><h1>Rotonde bij de Kampweg</h1>"
        "<p>De gemeente legt een rotonde aan op de gevaarlijke kruising bij de Kampweg.</p>"
        f"<div class='talk'><h3>Reacties (5)</h3><div class='run'>{''.join(units)}</div></div></body></html>"
    )


def test_units_of_different_lengths_opened_by_a_heading_are_one_record_each() -> None:
    (section,) = [s for s in find_sections(parse_html(_headed_run())) if s.container.get("class") == "run"]
    assert [r.node.tag for r in section.records] == ["h4"] * 5
    # the date line, the paragraphs, the footer, a reply's line
    assert [len(r.extra) for r in section.records] == [3, 4, 6, 3, 5]


def test_a_headed_run_gives_names_texts_and_the_replies_their_lines_name() -> None:
    got = extract_comments(
        _headed_run(),
        article_url="https://krant.example/rotonde",
        reference_time=datetime(2011, 1, 1, tzinfo=UTC),
    )
    assert [c.comment.author for c in got] == NAMES
    assert [c.comment.text.split("  ")[0] for c in got] == [
        " ".join([t] * (1 + k % 3)) for k, t in enumerate(TEXTS)
    ]  # neither the number nor the "In reply to" line is the reader's
    assert [c.comment.parent for c in got] == [None, None, 1, None, 3]


def test_headings_over_undated_paragraphs_are_no_comments_run() -> None:
    # an article's subheads over paragraphs: no unit shows a date
    body = "".join(f"<h4 class='sub'>Part {k}</h4><p>{t}</p><p>{t}</p>" for k, t in enumerate(TEXTS))
    html = f"<html><body><h1>Rotonde</h1><div class='art'>{body}</div></body></html>"
    assert not any(r.node.tag == "h4" and r.extra for s in find_sections(parse_html(html)) for r in s.records)


def test_a_forums_row_of_a_profile_cell_and_a_post_cell_is_one_record() -> None:
    """A forum under the article (set BF, built blind): each post a table of one row, a
    profile cell (name, rank, stars, join date, counts) beside a post cell (date, text,
    tools), so the row is the post, not each cell."""
    posts = "".join(
        f'<table class="msg"><tr><td class="profil"><a class="nick" href="/profil/{k}">{name}</a>'
        '<div class="rang">Habitué</div><div class="stars">★★★★☆</div><ul class="infos">'
        f"<li>Inscrit le : sept. 2009</li><li>Messages : {100 + k}</li><li>Âge : {30 + k} ans</li></ul></td>"
        f'<td class="corps"><div class="date">Posté le 03/05/2010 à {16 + k}:19 <a href="#m{k}">#{k + 1}</a></div>'
        f'<div class="texte">{text}</div><div class="outils"><a href="#">Citer</a> · <a href="#">Répondre</a></div>'
        "</td></tr></table>"
        for k, (name, text) in enumerate(zip(NAMES, TEXTS, strict=True))
    )
    html = _page("").replace(
        '<table class="lezers"><tr><td colspan="2">Wat vinden onze lezers?</td></tr></table>',
        f'<div class="forum">{posts}</div>',
    )
    section = max(find_sections(parse_html(html)), key=lambda s: len(s.records))
    assert len(section.records) == 5
    assert all(
        name in r.node.text_content() and text in r.node.text_content()
        for r, name, text in zip(section.records, NAMES, TEXTS, strict=True)
    )


def test_comments_of_one_paragraph_or_two_parted_by_rules_are_one_record_each() -> None:
    """A blog's comments as loose paragraphs, each signed under its text and parted from
    the next by a rule, one of them two paragraphs long (set BH, built blind): each unit
    between the rules is one comment, its signature in the same slot in each."""
    stamps = [f"03-05-2010 1{k}:2{k}" for k in range(5)]
    run = _signed_run(NAMES, TEXTS, stamps).replace(
        f"<p>{TEXTS[2]}</p>", f"<p>{TEXTS[2]}</p><p>Wie betaalt het eigenlijk?</p>"
    )
    html = _page("").replace(
        '<table class="lezers"><tr><td colspan="2">Wat vinden onze lezers?</td></tr></table>',
        f'<section><h3>Wat vinden onze lezers?</h3><div class="run">{run}</div></section>',
    )
    got = extract_comments(
        html, article_url="https://krant.example/rotonde", reference_time=datetime(2011, 1, 1, tzinfo=UTC)
    )
    assert [c.comment.author for c in got] == NAMES
    assert got[2].comment.text.startswith(TEXTS[2]) and "Wie betaalt" in got[2].comment.text


def test_a_header_row_and_the_text_row_after_it_with_the_replies_inside_are_one_record() -> None:
    """A paper's comment table (set BH, built blind): each comment a header row (name,
    time, actions) and a text row after it, the replies a table of such rows inside the
    text row: each header row with its text row is one comment, a reply nested in it."""

    def rows(k: int, inner: str = "") -> str:
        return (
            f'<tr class="mh"><td><b>{NAMES[k]}</b> <font size="1">03-05-2010 1{k}:2{k}</font></td>'
            '<td><a href="#f">Reply</a> | <a href="/report">Report</a></td></tr>'
            f'<tr class="mb"><td colspan="2">{TEXTS[k]}{inner}</td></tr>'
        )

    reply = f'<table class="uttor">{rows(1, f"<table class=uttor>{rows(2)}</table>")}</table>'
    table = f'<table class="cm">{rows(0, reply)}{rows(3)}{rows(4)}</table>'
    html = _page("").replace(
        '<table class="lezers"><tr><td colspan="2">Wat vinden onze lezers?</td></tr></table>', table
    )
    section = max(find_sections(parse_html(html)), key=lambda s: len(s.records))
    assert [r.depth for r in section.records] == [0, 1, 2, 0, 0]
    assert all(r.node.get("class") == "mh" and r.extra for r in section.records)


def test_loose_siblings_each_opened_by_a_named_anchor_are_one_record_each() -> None:
    """A city portal's opinions with no element per comment (set BW, built blind): an
    empty ``<a name>`` opens each, then the name, the town, the time, a line break, the
    text as a bare text node, the controls and a rule drawn by CSS, all siblings. Each
    anchor with the siblings up to the next is one comment; the town on the name's line is
    the byline's, not the text's."""
    towns = ["Assen", "Emmen", "Beilen", "Gieten", "Vries"]
    run = "".join(
        f'<a name="r{k}"></a><b class="nm">{name}</b> <span class="plaats">({town})</span> '
        f'<span class="tijd">03-05-2010 1{k}:2{k}</span><br />\n{text}<br />\n'
        '<a href="#r" class="re">Reageer</a> | <a href="/meld" class="meld">Meld</a>\n<div class="lijn"></div>\n'
        for k, (name, town, text) in enumerate(zip(NAMES, towns, TEXTS, strict=True))
    )
    html = _page("").replace(
        '<table class="lezers"><tr><td colspan="2">Wat vinden onze lezers?</td></tr></table>',
        f'<div id="lezers"><h3>Wat vinden onze lezers? (5)</h3>{run}</div>',
    )
    section = max(find_sections(parse_html(html)), key=lambda s: len(s.records))
    assert len(section.records) == 5 and all(r.node.tag == "a" and r.extra for r in section.records)
    got = extract_comments(
        html, article_url="https://krant.example/rotonde", reference_time=datetime(2011, 1, 1, tzinfo=UTC)
    )
    assert [c.comment.author for c in got] == NAMES
    assert [c.comment.text for c in got] == TEXTS


def test_a_numbering_row_and_the_reply_row_after_it_are_one_reply() -> None:
    """A Thai paper's comment table (set BW, built blind): a top-level comment is one row;
    its replies are a table nested in its text cell, each a numbering row ("Comment no.
    1-1") and the row with the reply after it. Each such pair is one reply."""

    def by(k: int, minute: int) -> str:
        return (
            f'<div class="by">von <b>{NAMES[k % 5]}</b> [03-05-2010 1{k % 10}:{minute:02d}] '
            '<span class="ip">IP: 58.9.xxx.xxx</span> <a href="#" class="like">Gefällt mir</a> '
            '<a href="/report" class="report">Melden</a></div>'
        )

    def reply(k: int, n: str) -> str:
        return (
            f'<tr><td class="ynum">Kommentar Nr. {n}</td></tr>'
            f'<tr><td class="ytext"><p class="p">{TEXTS[k % 5]}</p>{by(k, 30)}</td></tr>'
        )

    def top(k: int, replies: str = "") -> str:
        inner = f'<table class="yoi" width="96%" align="right">{replies}</table>' if replies else ""
        return (
            f'<tr class="row"><td class="num" width="90" valign="top">Kommentar<br /><b>{k + 1}</b></td>'
            f'<td class="cell" valign="top"><p class="p">{TEXTS[k % 5]}</p>{by(k, 5)}{inner}</td></tr>'
        )

    rows = [top(0, reply(1, "1-1") + reply(2, "1-2")), top(1, reply(3, "2-1")), top(2), top(3), top(4)]
    rows += [top(5, reply(6, "6-1")), top(6)]
    html = _page("").replace(
        '<table class="lezers"><tr><td colspan="2">Wat vinden onze lezers?</td></tr></table>',
        f'<table class="kh" width="100%" cellspacing="1" cellpadding="6">{"".join(rows)}</table>',
    )
    section = max(find_sections(parse_html(html)), key=lambda s: len(s.records))
    assert [r.depth for r in section.records] == [0, 1, 1, 0, 1, 0, 0, 0, 0, 1, 0]
    assert all(r.extra for r in section.records if r.depth)


def _have_your_say() -> str:
    """Set EC (built blind: a 2009 newspaper's "Have your say" table): a post is a name row,
    a text row and a time row, the last two of one tag and shape; a heading row opens the
    table, an advertisement's row sits after the third post and a "log in to post" row
    closes it."""

    def post(k: int) -> str:
        font = '<font face="Arial, Helvetica, sans-serif" size="{}">'
        return (
            f'<tr><td bgcolor="#eef2f6" style="padding:5px 6px;border-top:1px solid #c9d3de"><a name="hys{k}"></a>'
            f'{font.format(2)}<a href="/users/profile/{k}/"><b>{NAMES[k]}</b></a> says...</font></td></tr>'
            f'<tr><td style="padding:6px">{font.format(2)}{TEXTS[k]}</font></td></tr>'
            f'<tr><td style="padding:0 6px 8px 6px">{font.format(1)}9:{10 + k}am Tue 14 Apr 09</font> &nbsp; '
            f'<font size="1" face="Arial"><a href="/hys/report/?id={k}">Report this post</a></font></td></tr>'
        )

    advert = (
        '<tr><td style="padding:8px 0;border-top:1px dotted #ccc"><table width="100%" cellpadding="4">'
        '<tr><td><a href="http://ads.example/1"><b>Hot tubs from £1,995</b></a> Huge spring sale.</td></tr>'
        '<tr><td><a href="http://ads.example/2"><b>Local builders rated</b></a> Find a builder.</td></tr>'
        "</table></td></tr>"
    )
    rows = (
        '<tr><td bgcolor="#003366" style="padding:4px 6px"><font face="Arial" size="3" color="#ffffff"><b>Have your '
        'say</b></font> <font face="Arial" size="1">5 posts so far</font></td></tr>'
        + "".join(post(k) for k in range(3))
        + advert
        + "".join(post(k) for k in range(3, 5))
        + '<tr><td style="padding:10px 6px"><font face="Arial" size="2"><b>Have your say on this story</b><br>You '
        'must <a href="/users/login/">log in</a> to post on this site.</font></td></tr>'
    )
    return (
        '<html lang="en"><body><h1>Lido to stay shut</h1><p>The lido will not open this summer.</p>'
        f"<table>{rows}</table></body></html>"
    )


def test_rows_alike_twice_in_a_comment_an_advert_row_and_a_heading_row_still_give_one_record_each() -> None:
    """Each post is one record with its text and time rows, without the rows around."""
    sections = [s for s in find_sections(parse_html(_have_your_say())) if len(s.records) >= 5]
    assert [len(s.records) for s in sections] == [5]
    assert [" ".join(r.node.text_content().split()) for r in sections[0].records] == [
        f"{name} says..." for name in NAMES
    ]
    assert all(len(r.extra) == 2 for r in sections[0].records)
