"""The section rules' features read structure, not only names (issue 15): bylines, forms
with a text box, links with an address, teasers, and a cost that does not grow with the
comments."""

from __future__ import annotations

from comspider.records.dom import parse_html
from comspider.records.invariants import find_sections
from comspider.records.model import RecordSection
from comspider.sections import structure as section_structure
from comspider.sections.classifier import COMBINED_THRESHOLD, CombinedSectionClassifier
from comspider.sections.structure import RECORD_SAMPLE, record_features, section_features

PROSE = [
    "I have lived on this street for twenty years and the traffic has never been this bad.",
    "The council promised a new crossing in spring, and we are still waiting for it.",
    "Does anyone know whether the bus company was asked before the plan was made?",
    "Thanks for the clear report, this is the first article that explains the costs.",
    "My daughter walks to school along this road and the pavement is far too narrow.",
    "Twenty years ago the same plan was rejected because of the noise for the houses.",
]
NAMES = ["Anna K.", "Tom Baker", "ruralreader", "J. Meyer", "Sanne", "Paul"]


def _page(body: str) -> str:
    return (
        "<html><head><title>Story</title></head><body><nav><ul><li><a href='/a'>News</a></li>"
        "<li><a href='/b'>Sport</a></li><li><a href='/c'>Culture</a></li></ul></nav>"
        f"<article><h1>A headline</h1><p>{' '.join(PROSE)}</p></article>{body}</body></html>"
    )


def _section(html: str, records: int) -> RecordSection:
    sections = [s for s in find_sections(parse_html(html)) if len(s.records) == records]
    assert sections, [len(s.records) for s in find_sections(parse_html(html))]
    return sections[0]


def _unnamed_thread(n: int = 6, avatars: bool = False) -> str:
    """Comment markup of an old blog: no comment word in any class or id."""
    items = "".join(
        '<div class="entry">'
        + (f'<img src="http://www.gravatar.com/avatar/{i:032x}?s=32" alt="" width="32">' if avatars else "")
        + f'<div class="hd"><b>{NAMES[i % 6]}</b> <span class="d">1{i % 10}.03.2010 14:0{i % 10}</span></div>'
        f"<p>{PROSE[i % 6]}</p></div>"
        for i in range(n)
    )
    return _page(f'<div class="box">{items}</div>')


def test_byline_is_read_from_structure_without_names() -> None:
    section = _section(_unnamed_thread(), 6)
    f = section_features(section)
    assert f["kw"] == 0.0 and f["context_kw"] == 0.0
    assert f["byline"] == 1.0 and f["dated"] == 1.0 and f["prose"] == 1.0


def test_unnamed_comment_markup_scores_through_structure() -> None:
    """A blog's thread with no "comment" word anywhere passes on its evidence: bylines,
    avatars, each record's own numbered anchor and a reply link. (Records of name, date
    and text alone do not: the labelled pages hold lists like that which are no comments,
    such as event listings.)"""
    html = _unnamed_thread(12, avatars=True)
    for i in range(12):
        html = html.replace(
            '<div class="entry">',
            f'<div class="entry" id="c{5881 + i}"><a class="r" href="#form">Reply</a>',
            1,
        )
    section = _section(html, 12)
    f = section_features(section)
    assert f["kw"] == 0.0 and f["context_kw"] == 0.0
    assert CombinedSectionClassifier().score(section) >= COMBINED_THRESHOLD
    bare = _section(_unnamed_thread(12, avatars=True), 12)
    assert CombinedSectionClassifier().score(bare) < CombinedSectionClassifier().score(section)


def test_names_and_dates_in_one_slot_and_below_the_text() -> None:
    # "Posted by NAME | DATE" after the comment, Blogger-style
    items = "".join(
        f'<div class="post-body"><p>{PROSE[i]}</p><p class="foot">Posted by {NAMES[i]} | March {i + 3}, 2010 at 5:1{i} PM</p></div>'
        for i in range(5)
    )
    f = section_features(_section(_page(f"<div>{items}</div>"), 5))
    assert f["byline"] >= 0.8


def test_a_small_report_form_is_no_form_but_a_comment_form_is() -> None:
    report = (
        '<form action="/report" method="post"><select name="why"><option>spam</option></select>'
        '<button type="submit">Report</button></form>'
    )
    items = "".join(
        f'<li class="c"><b>{NAMES[i]}</b> <span>vor {i + 2} Stunden</span><p>{PROSE[i]}</p>{report}</li>'
        for i in range(5)
    )
    f = section_features(_section(_page(f"<ul>{items}</ul>"), 5))
    assert f["form"] == 0.0
    box = '<form action="/post"><textarea name="c"></textarea><input type="text" name="n"><button>Send</button></form>'
    roots = parse_html(_page(f"<div>{box}</div>")).xpath("//form")
    assert record_features(roots).form


def test_hidden_reply_form_inside_a_comment_is_no_form() -> None:
    hidden = '<div hidden><form><textarea name="reply"></textarea></form></div>'
    roots = parse_html(
        _page(f"<div><b>Tom</b> <span>12.04.2020 17:02</span><p>{PROSE[0]}</p>{hidden}</div>")
    ).xpath("//body/div")
    assert not record_features(roots).form


def test_anchor_without_href_is_no_link() -> None:
    # an unclosed <a name> wraps each comment of an old guestbook
    items = "".join(
        f'<div class="g"><a name="e{i}"><b>{NAMES[i]}</b> <i>12.0{i + 1}.2009</i><p>{PROSE[i]}</p></a></div>'
        for i in range(5)
    )
    f = section_features(_section(_page(f"<div>{items}</div>"), 5))
    assert f["link_density"] == 0.0
    assert f["byline"] == 1.0


def test_teaser_lists_have_headlines() -> None:
    items = "".join(
        f'<li class="t"><a href="/story/{i}">Council approves new plan for the harbour district {i}</a>'
        f"<span>By {NAMES[i]}</span> <span>{i + 1} March 2024</span><p>{PROSE[i]}</p></li>"
        for i in range(6)
    )
    section = _section(_page(f"<ul>{items}</ul>"), 6)
    assert section_features(section)["headline"] == 1.0
    assert CombinedSectionClassifier().score(section) < COMBINED_THRESHOLD


def test_scoring_reads_a_sample_of_the_records(monkeypatch) -> None:
    items = "".join(
        f'<li class="comment"><b>{NAMES[i % 6]}</b> <span>vor {i % 9 + 1} Stunden</span><p>{PROSE[i % 6]} {i}</p></li>'
        for i in range(600)
    )
    section = _section(_page(f'<ol class="comments">{items}</ol>'), 600)
    calls = []
    real = section_structure.record_features

    def counting(*args, **kwargs):
        calls.append(1)
        return real(*args, **kwargs)

    monkeypatch.setattr(section_structure, "record_features", counting)
    features = section_features(section)
    assert len(calls) == RECORD_SAMPLE
    assert features["records"] == 600.0 and features["byline"] == 1.0


def test_records_of_sibling_runs_own_their_tails() -> None:
    """A comment not wrapped at all (``<b>Anna</b> (date)<br>text<hr>``): its body is the
    tails of the run's nodes, and the section is known to come from its bylines."""
    from comspider_lab.synthetic import hard_page

    root = parse_html(hard_page("unwrapped", 5, seed=3).html)
    sections = [s for s in find_sections(root) if s.method == "bylines"]
    assert sections
    section = sections[0]
    assert all(r.extra for r in section.records)
    skip = {r.node for r in section.records}
    for r in section.records:
        with_tails = record_features([r.node, *r.extra], skip)
        assert with_tails.free_words >= 3 and with_tails.prose
    f = section_features(section)
    assert f["byline_found"] == 1.0 and f["byline"] >= 0.8 and f["free_words"] >= 5
    named = [s for s in find_sections(parse_html(_unnamed_thread(avatars=True))) if s.method != "bylines"]
    assert named and section_features(named[0])["byline_found"] == 0.0


def test_long_tail_templates_pass_the_shipped_classifier() -> None:
    """Every class of issue 15's long tail, on synthetic pages, is extracted by the
    crawler's selection with the shipped classifier (not only with every section)."""
    from datetime import UTC, datetime

    from comspider.page_comments import extract_comments
    from comspider_lab.synthetic import HARD_TEMPLATES, hard_page

    for template in HARD_TEMPLATES:
        for n, seed, style in [(2, 1, "german"), (5, 3, "relative"), (12, 5, "english")]:
            page = hard_page(template, n, seed=seed, date_style=style)
            got = extract_comments(
                page.html, reference_time=datetime(2012, 5, 1, tzinfo=UTC), mode="accepted"
            )
            texts = [c.comment.text for c in got]
            missing = [c.text for c in page.comments if not any(c.text[:30] in t for t in texts)]
            assert not missing, (template, n, missing)


def test_a_heading_that_holds_the_byline_is_no_title() -> None:
    root = parse_html(
        "<html><body><div id='c'><h3>#1 Kommentar von <img src='a.gif'> Naru-chan</h3>"
        "<p>26. März 2004, 16:19</p><p>Danke für dieses Kapitel, ich habe lange darauf gewartet.</p></div>"
        "<div id='t'><h3>Warum die Brücke so lange gebraucht hat</h3><p>Ein langer Text über die Brücke"
        " und ihre Geschichte.</p></div></body></html>"
    )
    byline = record_features([root.get_element_by_id("c")])
    assert not byline.heading and byline.byline is not None
    assert record_features([root.get_element_by_id("t")]).heading


def test_latest_comments_on_comment_pages_of_other_articles() -> None:
    """A WordPress "recent comments" widget links to /other-article/comment-page-1#comment-N:
    those are comments of other pages (a comment page of an article is that article)."""
    items = "".join(
        f'<li class="recentcomments"><span class="comment-author-link"><a href="/author/u{i}">User {i}</a>'
        f'</span> bei <a href="https://box.example/news/other-story-{i}/comment-page-1#comment-{900 + i}">'
        f"Other story {i}</a></li>"
        for i in range(5)
    )
    own = "".join(
        f'<li class="comment"><b>User {i}</b> <a href="https://box.example/news/this-story/comment-page-2#comment-{i}">'
        f"12.03.2024</a><p>{PROSE[i]}</p></li>"
        for i in range(5)
    )
    root = parse_html(
        '<html><head><link rel="canonical" href="https://box.example/news/this-story"></head><body>'
        f'<ol class="comment-list">{own}</ol><aside><ul id="recentcomments">{items}</ul></aside></body></html>'
    )
    by_container = {s.container.get("id") or s.container.get("class"): s for s in find_sections(root)}
    assert section_features(by_container["recentcomments"])["other_page"] == 1.0
    assert section_features(by_container["comment-list"])["other_page"] == 0.0


def test_latest_comments_linking_the_posts_not_the_comments() -> None:
    """A blog gadget named "recent comments" that links each comment's post (no comment
    anchor) lists other articles' comments; the readers' own thread, whose names link
    their profiles on the same site, does not lead elsewhere."""
    items = "".join(
        f'<li><span class="rc-author">Reader {i}</span> said... <span class="rc-text">{PROSE[i]}</span> '
        f'<span class="rc-on">on <a href="/2012/04/other-recipe-{i % 2}.html">Other recipe {i % 2}</a></span> '
        f'<span class="rc-age">{i + 2} days ago</span></li>'
        for i in range(5)
    )
    own = "".join(
        f'<li class="entry"><a href="/profile/reader-{i}">Reader {i}</a> 12.03.2012<p>{PROSE[i]}</p></li>'
        for i in range(5)
    )
    root = parse_html(
        '<html><head><link rel="canonical" href="https://blog.example/2012/05/this-recipe.html"></head><body>'
        f'<ol class="thread">{own}</ol><div class="sidebar"><ul class="recent-comments">{items}</ul></div>'
        "</body></html>"
    )
    by_container = {s.container.get("class"): s for s in find_sections(root)}
    assert section_features(by_container["recent-comments"])["other_page"] == 1.0
    assert section_features(by_container["thread"])["other_page"] == 0.0
    # the same gadget not named the latest comments: its links alone say nothing
    unnamed = parse_html(
        '<html><head><link rel="canonical" href="https://blog.example/2012/05/this-recipe.html"></head><body>'
        f'<ul class="gadget">{items}</ul></body></html>'
    )
    (gadget,) = [s for s in find_sections(unnamed) if s.container.get("class") == "gadget"]
    assert section_features(gadget)["other_page"] == 0.0


def test_an_unnamed_thread_passes_on_its_evidence_and_names_add_to_it() -> None:
    """No name is a gate: the same small thread passes whether its markup says "comment"
    or nothing at all (its bylines, replies and distinct authors are evidence in any
    language), and a name fastText knows adds to the score."""
    from comspider.sections.rules import terms

    classifier = CombinedSectionClassifier()
    html = _unnamed_thread(3)
    for i in range(3):  # each record's own anchor and a reply link, as any comment template has
        html = html.replace(
            '<div class="entry">',
            f'<div class="entry" id="p{4711 + i}"><a class="act" href="?replyto={4711 + i}#form">Antworten</a>',
            1,
        )
    unnamed = _section(html, 3)
    named = _section(
        html.replace('class="entry"', 'class="comment"').replace('class="box"', 'class="comments"'), 3
    )
    assert classifier.score(unnamed) >= classifier.threshold
    assert classifier.score(named) >= classifier.score(unnamed)
    t = terms(classifier.rules.features(named))
    assert classifier.score_terms(t, 1.0) > classifier.score_terms(t, 0.0)


def test_a_date_after_a_long_comment_and_in_the_singular_is_read() -> None:
    """wpDiscuz in German: the author, a comment of over 600 characters, then the votes and
    "1 Monat her" in the footer (spontis.de). The date was missed twice over: the text
    search reads the first 600 characters, and "Monat", "Jahr", "Tag" in the singular were
    no date units."""
    body = " ".join(PROSE * 2)
    assert len(body) > 600
    html = (
        f'<div class="wc-comment"><div class="wc-comment-author">Bibi Blue</div><p>{body}</p>'
        '<div class="wc-comment-footer"><span>Daumen hoch</span> 6 '
        '<div class="wc-comment-date">1 Monat her</div></div></div>'
    )
    root = parse_html(f"<html><body>{html}</body></html>")
    assert record_features([root.xpath("//div[@class='wc-comment']")[0]]).dated
    assert section_structure.DATEISH.search("vor 1 Tag") and section_structure.DATEISH.search("1 Jahr her")


def test_control_rows_between_comments_do_not_dilute_the_thread() -> None:
    """reddit interleaves "Continue this thread" links with the comments, in the same
    markup (the record finder takes both): the shares of bylines, dates and prose are
    read over the comments. A list that is mostly such links stays a list of links."""
    from comspider.records.model import Record

    comments = [
        f'<div class="row"><div class="hd"><b>{NAMES[i]}</b> <span>{i + 2} hours ago</span></div>'
        f"<p>{PROSE[i]}</p></div>"
        for i in range(6)
    ]
    control = '<div class="row"><div class="hd"><a href="/thread/1">Continue this thread</a></div></div>'

    def features(rows: list[str]) -> dict[str, float]:
        root = parse_html(_page(f'<div class="thread">{"".join(rows)}</div>'))
        container = root.xpath("//div[@class='thread']")[0]
        return section_features(RecordSection(container, [Record(node) for node in container]))

    f = features([c + (control if i % 2 else "") for i, c in enumerate(comments)])
    assert f["dated"] == 1.0 and f["prose"] == 1.0 and f["link_density"] == 0.0
    assert features([control] * 6 + comments[:2])["link_density"] > 0.5


def test_dateish_is_the_date_pattern_as_a_bool() -> None:
    """``dateish`` searches a text without digits for the date words alone: the same
    answer as ``DATEISH`` on dates, names, words and digits of other scripts."""
    texts = [
        "Anna",
        "Dr. K. Meyer:",
        "vor einem Tag",
        "a minute ago",
        "an hour ago",
        "gestern",
        "Heute, 12:05",
        "just now",
        "منذ ساعة",
        "منذ ٣ ساعات",
        "٣ ساعات",
        "3 hours ago",
        "12.03.2023 14:05",
        "2024-03-01",
        "März 2024",
        "3. März 2024",
        "3 мая",
        "вчера",
        "5分前",
        "3시간 전",
        "Reply",
        "This is a sentence. Does it date?",
        "Monday",
        "",
        "one day",
        "oneday",
    ]
    for text in texts:
        assert section_structure.dateish(text) == bool(section_structure.DATEISH.search(text)), text


def test_an_image_metadata_is_no_record_evidence() -> None:
    # A blog's picture carries its attachment's id, permalink, comment status and camera
    # time (WordPress.com); a list of exercises with one in each item has no anchor, date
    # or comment word for that (a real page's 15 exercises were written as comments).
    img = (
        '<img data-attachment-id="571" data-permalink="https://x.example/logo/" '
        'data-comments-opened="0" data-image-meta=\'{"created_timestamp":"0"}\' src="/l.png" alt="">'
    )
    roots = parse_html(
        f"<html><body><ol><li>Berechne die Masse eines Quaders mit a = 4 cm und b = 3 cm.<br>{img} "
        '<a href="/l.pdf">Lösung</a></li></ol></body></html>'
    ).xpath("//li")
    f = record_features(roots)
    assert not (f.kw or f.anchor or f.dated)


def test_sentences_end_with_the_full_stops_of_other_scripts() -> None:
    """Amharic's "።", Hindi's "।": a reader's sentence in any script is one."""
    for text in (
        "ድልድዩ በጣም አስፈላጊ ነበር። በክረምት ወቅት ልጆቻችን ወደ ትምህርት ቤት መሄድ አይችሉም ነበር።",
        "पुल बहुत ज़रूरी था। बच्चे अब स्कूल जा सकेंगे।",
    ):
        root = parse_html(f"<html><body><div class='r'><b>Name</b><p>{text}</p></div></body></html>")
        assert record_features([root.find(".//div")]).sentences


def test_a_readers_town_in_brackets_after_the_name_is_no_prose() -> None:
    root = parse_html(
        "<html><body><div class='r'><div><b>Lê Minh Tuấn (Đà Nẵng)</b></div>"
        "<div>Nên làm thêm lối đi riêng cho xe đạp, học sinh ở đây đi xe đạp rất nhiều.</div>"
        "<div>19:40 03/09/2012</div></div></body></html>"
    )
    features = record_features([root.find(".//div")])
    assert features.name == "Lê Minh Tuấn (Đà Nẵng)"
    assert features.byline is not None


def test_a_signature_line_after_the_text_names_the_reader() -> None:
    # "— posted by Name" in one piece after the comment: the name without a link; a credit
    # without the dash ("Photo by Name") is no signature line
    def features(sig: str) -> str | None:
        root = parse_html(
            "<html><body><div class='fb'><div class='t'><p>Great write-up, I had the same crack on an old parlour.</p>"
            f"</div><p class='sig'>{sig}</p></div></body></html>"
        )
        (record,) = root.xpath("//div[@class='fb']")
        return record_features([record], {record}).name

    assert features("&mdash; posted by Lorraine Tuckett") == "Lorraine Tuckett"
    assert features("– skrevet av Kari Nordmann") == "Kari Nordmann"
    assert features("Photo by Lorraine Tuckett") != "Lorraine Tuckett"  # read as before, whole


def test_a_dash_before_a_phrase_is_no_signature() -> None:
    from comspider.fields.author import clean_name
    from comspider.signatures import signature_name

    assert signature_name("– de acuerdo") is None  # no label, a lower-case phrase
    assert signature_name("- by the way, thanks") is None
    assert signature_name("— by Anna") == "Anna"
    assert clean_name("– skrevet av Kari Nordmann") == "Kari Nordmann"
    assert clean_name("— Escrito por María") == "María"


def test_the_words_beside_a_date_in_its_piece_are_a_name_only_without_its_connectors() -> None:
    """ "Le 3 mars 2013, <b>Marie</b> a écrit :" (set BV, built blind): the date's piece
    leaves "Le" and the pattern's leftover of "mars", no one's name; "Posted by Anna |
    3 March 2010" names Anna in the same piece."""
    from comspider.sections.structure import _beside_the_date

    assert not any(w[:1].isupper() for w in _beside_the_date("Le s 2013,"))
    assert "Anna" in _beside_the_date("Posted by Anna | ")


def _folded_talkbacks(opener: str, title: str = "Title number", body: bool = True) -> str:
    """Numbered talkbacks whose bodies are folded behind their titles (``opener``: the
    title link's attributes, given the body's id)."""
    items = "".join(
        f'<li class="t"><div class="hd"><span class="n">{i + 1}.</span> '
        f'<a href="#" {opener.format(f"tb{i}")}><b>{title.format(PROSE[i % 6])} {i}</b></a></div>'
        + (f'<div class="bd" id="tb{i}" style="display:none"><p>{PROSE[i % 6]}</p></div>' if body else "")
        + f'<div class="by"><span class="nm">{NAMES[i % 6]}</span> <span class="dt">(1{i}/03/12 10:1{i})</span>'
        "</div></li>"
        for i in range(6)
    )
    return _page(f'<ol class="list">{items}</ol>')


def _first(html: str) -> section_structure.RecordFeatures:
    return record_features([_section(html, 6).records[0].node])


def test_a_body_folded_behind_the_records_own_title_is_read() -> None:
    # the title's click opens the body it names: the record's own words, as the fields read them
    assert _first(_folded_talkbacks("onclick=\"toggle('{}')\"")).sentences
    assert _first(_folded_talkbacks('aria-controls="{}"')).sentences
    # a hidden body nothing in the record opens is not read (a hidden form, a template)
    assert not _first(_folded_talkbacks("")).sentences
    # a hidden copy of the shown words that a share button reads adds nothing
    copy = _first(_folded_talkbacks("onclick=\"share($('#{}').html())\"", title="{}"))
    assert copy.free_words == _first(_folded_talkbacks("", title="{}", body=False)).free_words


def test_a_posts_subject_repeating_the_topics_is_no_teasers_heading() -> None:
    topic = "Bus fares go up to three pounds from Monday"

    def posts(subject: str) -> str:
        items = "".join(
            f'<div class="msg"><h5><a href="#m{i}">{subject.format(i)}</a></h5><div class="when">11 Feb 2014, 16:0{i}</div>'
            f'<div class="by">{NAMES[i % 6]}</div><div class="txt">{PROSE[i % 6]}</div></div>'
            for i in range(6)
        )
        return (
            f"<html><head><title>{topic} - City Forum</title></head><body><h1>{topic}</h1>"
            f"<p>{' '.join(PROSE)}</p><div class='board'>{items}</div></body></html>"
        )

    # "Re: <the topic>" over every post: the forum's line, no title of a teaser
    assert section_features(_section(posts("Re: " + topic), 6))["heading"] == 0.0
    # titles of their own: headings
    assert section_features(_section(posts("Another story number {} of the day"), 6))["heading"] == 1.0


def test_a_bare_signature_under_the_text_names_the_record() -> None:
    from comspider.signatures import bare_signature

    assert bare_signature("— Kari Haugen") == "Kari Haugen"
    assert bare_signature("— Thomas S.") == "Thomas S."
    assert bare_signature("(Marta Quiroga, calle Los Aromos)") == "Marta Quiroga"
    assert bare_signature("Rosanna Ferri") is None  # no dash, no bracket: a name anywhere
    assert bare_signature("(Marta Quiroga") is None  # a bracket opened must close
    assert bare_signature("— de acuerdo") is None  # lower case: a phrase
