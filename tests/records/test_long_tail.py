"""The long tail of comment markup (issue 15; issue 13 point 2), on synthetic pages of each
class: records made of sibling runs, single and small sections, comments not wrapped at
all, alternating styles, replies in sibling reply containers and inside the parent's
body, and what must never become a comment (hidden records, template placeholders,
records without text, notices)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from lxml import html as lxml_html

from comspider.fields.extractor import comment_fields
from comspider.page_comments import extract_comments
from comspider.records.dom import parse_html
from comspider.records.invariants import find_sections
from comspider.records.model import Record, RecordSection
from comspider.records.visibility import drop_records, hidden, placeholder_text
from comspider_lab.evaluation.record_extraction import page_accuracy, synthetic_truth
from comspider_lab.synthetic import HARD_TEMPLATES, hard_page

REF = datetime(2012, 5, 1, 12, tzinfo=UTC)
URL = "https://blog.example/2012/04/post"


def _truth_id(el: lxml_html.HtmlElement, ids: set[str]) -> str | None:
    """The truth id of a record node: its own, or the header's after its anchor."""
    if el.get("id") in ids:
        return el.get("id")
    nxt = el.getnext()
    if el.tag == "a" and nxt is not None and nxt.get("id") in ids:
        return nxt.get("id")
    return None


@pytest.mark.parametrize("template", HARD_TEMPLATES)
@pytest.mark.parametrize(
    ("n", "seed", "style"), [(1, 0, "english"), (2, 1, "german"), (5, 3, "relative"), (12, 5, "english")]
)
def test_every_comment_of_the_long_tail_with_its_fields(template: str, n: int, seed: int, style: str) -> None:
    page = hard_page(template, n, seed=seed, date_style=style)
    root = parse_html(page.html)
    sections = find_sections(root)
    assert page_accuracy(root, synthetic_truth(root, page), sections) == 1.0
    comments = extract_comments(root, reference_time=REF, mode="all", threshold=0.0, article_url=URL)
    truth = {c.id: c for c in page.comments}
    tree = root.getroottree()
    got = {}
    for pc in comments:
        tid = _truth_id(tree.xpath(pc.comment.xpath)[0], set(truth))
        if tid is not None:
            got.setdefault(tid, pc)
        else:  # nothing else may look like one of this page's comments
            assert "_text_" not in pc.comment.text and "hidden because" not in pc.comment.text
    assert set(got) == set(truth)
    by_cid = {pc.comment_id: pc for pc in comments}
    for tid, t in truth.items():
        c = got[tid].comment
        assert c.author == t.author
        assert c.text == t.text
        if style != "relative":
            assert c.published_at == t.published
        want_parent = page.comments[t.parent].id if t.parent is not None else None
        parent = by_cid[got[tid].parent_id] if got[tid].parent_id else None
        assert (_truth_id(tree.xpath(parent.comment.xpath)[0], set(truth)) if parent else None) == want_parent
        assert c.depth == t.depth


def test_alternating_styles_are_not_paired() -> None:
    """Kubrick's li.alt / li: each item is a comment of its own."""
    page = hard_page("alternating", 8, seed=2)
    section = max(find_sections(page.html), key=lambda s: len(s.records))
    # Every item, the one without text ("void") too (it is dropped with the fields).
    assert [r.node.get("id") for r in section.records] == [c.id for c in page.comments] + ["void"]
    assert all(not r.extra for r in section.records)


def test_sibling_runs_become_one_record_each() -> None:
    """A header block and the paragraphs after it, no wrapper: header + body per record."""
    page = hard_page("runs", 3, seed=4)
    section = next(s for s in find_sections(page.html) if s.method == "bylines")
    assert len(section.records) == 3
    for rec, truth in zip(section.records, page.comments, strict=True):
        assert rec.node.tag == "a" and rec.node.get("name") == f"c{truth.id[8:]}"  # its own anchor
        assert rec.extra[0].get("id") == truth.id
    fields = comment_fields(section, reference_time=REF, page_url=URL)
    assert [f.author for f in fields] == [c.author for c in page.comments]
    assert [f.site_comment_id for f in fields] == [c.id[8:] for c in page.comments]


def test_a_single_unwrapped_comment_among_the_article_paragraphs() -> None:
    page = hard_page("unwrapped", 1, seed=0)
    sections = [s for s in find_sections(page.html) if s.method == "bylines"]
    assert len(sections) == 1 and len(sections[0].records) == 1
    (field,) = comment_fields(sections[0], reference_time=REF)
    assert field.author == page.comments[0].author and field.text == page.comments[0].text
    assert "Comments" not in field.text  # the heading before it is not the comment's


def test_replies_inside_the_parents_body_are_records_of_their_own() -> None:
    """Issue 13 point 2: the parent keeps its own text only; the reply has parent_id."""
    page = hard_page("body_replies", 8, seed=3)
    comments = extract_comments(page.html, reference_time=REF, article_url=URL, mode="all", threshold=0.0)
    by_text = {pc.comment.text: pc for pc in comments}
    ids = {pc.comment_id: pc for pc in comments}
    replies = [c for c in page.comments if c.parent is not None]
    assert replies
    for reply in replies:
        got = by_text[reply.text]
        parent = page.comments[reply.parent]
        assert ids[got.parent_id].comment.text == parent.text
        assert reply.text not in parent.text and reply.text not in ids[got.parent_id].comment.text


def test_replies_in_sibling_reply_containers_answer_the_comment_before() -> None:
    page = hard_page("reply_indent", 2, seed=1, reply_rate=1.0)
    comments = extract_comments(page.html, reference_time=REF, article_url=URL, mode="all", threshold=0.0)
    assert [c.comment.text for c in comments] == [c.text for c in page.comments]
    assert comments[1].parent_id == comments[0].comment_id


def test_a_sort_bar_before_the_list_is_not_the_comment_it_answers() -> None:
    """A page's blocks mined as records (a breadcrumb, a share bar, a sort bar) and the
    comment list right after the sort bar: the list is no reply container of the bar,
    whose class the comments do not share (set DR: a 37-comment thread hung under "Sort
    by: Oldest first | Newest first")."""
    from comspider.records.replies import attach_reply_sections

    comments = "".join(
        f"<div class='lt-c' id='k{i}'><b>User{i}</b> <p>Comment number {i} with words of its own.</p></div>"
        for i in range(3)
    )
    root = parse_html(
        "<div id='art'><div class='crumbs' id='a'>Home › News › Local</div>"
        "<div class='share' id='b'>Facebook 1,204 Tweet 311 Email 88</div>"
        "<div class='lt-sort' id='s'>Sort by: <b>Oldest first</b> | <a href='?n'>Newest first</a></div>"
        f"<div id='all'>{comments}</div></div>"
    )
    blocks = RecordSection(
        container=root.get_element_by_id("art"),
        records=[Record(root.get_element_by_id(x)) for x in "abs"],
        invariants=[[], [], []],
    )
    thread = RecordSection(
        container=root.get_element_by_id("all"),
        records=[Record(root.get_element_by_id(f"k{i}")) for i in range(3)],
        invariants=[[], [], []],
    )
    kept = attach_reply_sections([blocks, thread])
    assert len(kept) == 2 and len(kept[1].records) == 3 and kept[1].container.get("id") == "all"


def test_hidden_and_placeholder_records_never_become_comments() -> None:
    for template in ("alternating", "reply_indent", "body_replies"):
        page = hard_page(template, 6, seed=7)
        for section in find_sections(page.html):
            for rec in section.records:
                assert rec.node.get("id") not in ("ghost", "low")
                assert not hidden(rec.node)


def test_a_record_without_text_is_no_comment() -> None:
    page = hard_page("alternating", 3, seed=1)  # ends with an author and a date, no text
    section = max(find_sections(page.html), key=lambda s: len(s.records))
    assert any(r.node.get("id") == "void" for r in section.records)
    fields = comment_fields(section, reference_time=REF)
    assert len(fields) == 3 and all(f.text for f in fields)
    assert "Gast" not in {f.author for f in fields}


def test_replies_of_a_dropped_record_answer_its_parent() -> None:
    root = parse_html("<div><p id='a'>a</p><p id='b'>b</p><p id='c'>c</p></div>")
    a, b, c = (root.get_element_by_id(x) for x in "abc")
    section = RecordSection(
        container=a.getparent(),
        records=[Record(a), Record(b, parent=0, depth=1), Record(c, parent=1, depth=2)],
        invariants=[[], [], []],
    )
    drop_records(section, {1})
    assert [(r.node.get("id"), r.parent, r.depth) for r in section.records] == [("a", None, 0), ("c", 0, 1)]


@pytest.mark.parametrize(
    ("text", "placeholder"),
    [
        ("_author_ _time_ _text_", True),
        ("{{ comment.author }} wrote {{ comment.text }}", True),
        ("%author% %date%", True),
        ("Das gilt bei _jeder_ Lizenz, und zwar für alle, die sich daran halten wollen.", False),
        ("Great article, thanks!", False),
    ],
)
def test_template_placeholders(text: str, placeholder: bool) -> None:
    assert placeholder_text(text) is placeholder


def _blog(comments_html: str) -> str:
    article = "".join(
        f"<p>Sentence number {i} of the article about the city council and its budget.</p>" for i in range(5)
    )
    return (
        "<html><body><div id='content'><h1>Post</h1><div class='entry'>"
        f"{article}</div>{comments_html}</div></body></html>"
    )


@pytest.mark.parametrize(
    "notice",
    [
        "<h3>Comments</h3><div class='info'><b>Admin</b> 12.03.2010: No comments yet. Be the first to comment!</div>",
        "<h3>Kommentare</h3><div class='info'><b>System</b> am 12.03.2010: Die Kommentare sind geschlossen.</div>",
        "<h3>Comments</h3><form action='/post'><p><b>Name</b> 12.03.2010</p><textarea></textarea></form>",
    ],
)
def test_notices_and_forms_are_never_comments(notice: str) -> None:
    sections = find_sections(_blog(notice))
    assert not [s for s in sections if s.method == "bylines"]


def test_a_single_byline_comment_needs_a_cue() -> None:
    """A dated byline followed by prose is a comment only where something says so."""
    one = "<div><b>Anna</b> (12.03.2010)<br>I think the budget is far too small for this.</div>"
    assert [s for s in find_sections(_blog("<h3>1 Comment</h3>" + one)) if s.method == "bylines"]
    assert not [s for s in find_sections(_blog("<h3>Related</h3>" + one)) if s.method == "bylines"]


def test_collapsed_replies_in_a_hidden_box_are_comments() -> None:
    """A reply box hidden until "2 Antworten anzeigen" is clicked holds comments all the
    same (the Alpenländische Rundschau of the offline web); only a record that is itself
    hidden (a template copy, a suppressed notice) is dropped."""

    def posting(pid: str, who: str, text: str, inner: str = "") -> str:
        return (
            f'<article class="posting" id="p{pid}"><header><span class="user">{who}</span>'
            f'<time datetime="2026-03-02T09:0{pid[-1]}:00+01:00">vor 1 Stunde</time></header>'
            f'<div class="content"><p>{text}</p></div>{inner}</article>'
        )

    replies = posting("11", "Bea", "Sehe ich anders, leider.") + posting(
        "12", "Carl", "Danke für den Hinweis!"
    )
    box = f'<button class="toggle">2 Antworten anzeigen</button><div class="replies" hidden>{replies}</div>'
    ghost = '<article class="posting" id="ghost" hidden><header><span class="user">_user_</span></header>'
    ghost += '<div class="content"><p>_text_</p></div></article>'
    html = (
        "<html><body><section id='postings'><div class='list'>"
        + posting("1", "Anna", "Endlich mal Vernunft in dieser Sache.", box)
        + posting("2", "Dora", "Wer soll das bezahlen?")
        + ghost
        + "</div></section></body></html>"
    )
    comments = extract_comments(html, reference_time=REF, article_url=URL, mode="all", threshold=0.0)
    texts = [c.comment.text for c in comments]
    assert "Sehe ich anders, leider." in texts and "Danke für den Hinweis!" in texts
    assert not any("_text_" in t for t in texts)
    anna = next(c for c in comments if c.comment.author == "Anna")
    assert all(c.parent_id == anna.comment_id for c in comments if c.comment.author in ("Bea", "Carl"))


def test_replies_each_hidden_until_a_control_unfolds_them_are_comments() -> None:
    """Replies hidden one by one (``li[hidden]``) before the control that unfolds them, its
    count theirs ("Zobrazit další odpovědi (2)", set BP, built blind), are comments of their
    own, not words of the comment above them; a hidden copy without such a control is not."""

    def reply(who: str, text: str, hide: bool) -> str:
        return (
            f'<li class="r"{" hidden" if hide else ""}><p class="h"><span class="n">{who}</span> '
            f'<span class="k">8. 2. 2015 18:{len(text):02d}</span></p><p class="o">{text}</p></li>'
        )

    replies = (
        reply("Plná Kuchyně", "Jano, počítejte 250 ml smetany ke šlehání.", False)
        + reply("Marie K.", "Já dávám ještě lžíci zakysané smetany.", True)
        + reply("Jana", "Děkuji oběma, v neděli to zkusím.", True)
        + '<li class="more"><button type="button">Zobrazit další odpovědi (2)</button></li>'
    )
    top = (
        '<li class="r"><p class="h"><span class="n">Jana</span> <span class="k">8. 2. 2015 17:20</span></p>'
        f'<p class="o">Kolik smetany přesně? V receptu je to podle chuti.</p><ul class="a">{replies}</ul></li>'
    )
    other = reply("Petr Hora", "Maso jsem obalil slaninou, vydrželo šťavnaté.", False)
    html = f"<html><body><section><ul class='t'>{top}{other}</ul></section></body></html>"
    comments = extract_comments(html, reference_time=REF, article_url=URL, mode="all", threshold=0.0)
    texts = [c.comment.text for c in comments]
    assert "Děkuji oběma, v neděli to zkusím." in texts and "Já dávám ještě lžíci zakysané smetany." in texts
    first = next(c for c in comments if c.comment.text.startswith("Kolik"))
    assert "Děkuji" not in first.comment.text
    unfolded = html.replace("Zobrazit další odpovědi (2)", "Sbalit")
    texts = [
        c.comment.text
        for c in extract_comments(unfolded, reference_time=REF, article_url=URL, mode="all", threshold=0.0)
    ]
    assert "Děkuji oběma, v neděli to zkusím." not in texts


def test_a_byline_glued_to_the_text_below_it_is_read() -> None:
    """Minified markup: the header's time and the text's first word touch in the text
    content ("2 hours agoThe park"); the slot is read with its blocks apart."""
    one = (
        '<div class="pk"><b>Aigul Seitova</b> <span class="t">2 hours ago</span>'
        "<p>The park had no playground for children, I hope it will be built now.</p></div>"
    )
    sections = [s for s in find_sections(_blog("<h3>1 Comment</h3>" + one)) if s.method == "bylines"]
    assert len(sections) == 1 and len(sections[0].records) == 1


def test_the_article_s_own_byline_is_no_comment_whatever_its_words_say() -> None:
    """ "Na Zuhura Said | 11 Machi 2025" (Swahili "by", then a name that is also the English
    "said") right under the page's title opens the article: not a comment (set AJ's
    Swahili page gave the article as one), while a flat blog's comment runs after the
    article's prose stay comments."""
    body = "".join(
        f"<p>Halmashauri ya mji imesema pampu mpya ya maji itaanza kazi wiki ijayo, sentensi {i}.</p>"
        for i in range(3)
    )
    page = (
        "<html><body><article><p>Mji</p><h1>Pampu mpya ya maji</h1>"
        f"<p class='meta'>Na Zuhura Said | 11 Machi 2025</p>{body}</article></body></html>"
    )
    assert not [s for s in find_sections(page) if s.method.startswith("bylines")]
    flat = (
        "<html><body><div id='content'><h1>Post</h1>"
        f"{body}<p><b>Anna</b> said on 12.03.2025:</p><p>I think the pump comes far too late for us.</p>"
        "<p><b>Ben</b> said on 13.03.2025:</p><p>Our street had no water for three weeks either.</p>"
        "</div></body></html>"
    )
    found = [s for s in find_sections(flat) if s.method.startswith("bylines")]
    assert found and len(found[0].records) == 2


def test_a_run_of_inline_bylines_without_a_cue_goes_to_the_decision() -> None:
    """A guestbook-style thread under a heading nothing names ("What you said"): no element
    per comment, only ``<b>name</b> <small>time</small><br/>text<br/><br/>``. Three runs or
    more go to the decision uncued (its evidence judges them); the same entries with a
    block per part (``dt`` byline, ``dd`` text) are the structure methods' to read."""
    people = [
        ("Agnes", "11", "The old press looks wonderful again."),
        ("Bram", "12", "Where did you find rollers?"),
    ]
    people += [("Maud", "13", "Do you take small orders for the fete?")]
    runs = "".join(
        f"<b>{n}</b> <small>— {d} May 2009, 21:40</small><br/>{t} It is lovely.<br/><br/>"
        for n, d, t in people
    )
    found = find_sections(_blog(f"<h3>What you said</h3><div class='qt'>{runs}</div>"))
    uncued = [s for s in found if s.method == "bylines_uncued"]
    assert uncued and len(uncued[0].records) == 3
    terms = "".join(
        f"<dt><b>{n}</b> <small>{d} May 2009</small></dt><dd>{t} It is lovely.</dd>" for n, d, t in people
    )
    found = find_sections(_blog(f"<h3>What you said</h3><dl class='qt'>{terms}</dl>"))
    assert not [s for s in found if s.method == "bylines_uncued"]


def test_bylines_whose_permalink_leads_back_over_the_text_close_their_comments() -> None:
    """An early weblog engine: per comment an anchor, the paragraphs, then "Posted by: NAME at
    <a href='#c812'>TIME</a>" leading back to that anchor; the runs end at each byline."""
    people = [("812", "Dmitri", "Swap the fan now while it still spins, it will only get worse.")]
    people += [("813", "kestrel", "Check the power supply fan too, everyone forgets that one.")]
    people += [("814", "Nadia", "A drop of sewing machine oil bought me six more months once.")]
    runs = "".join(
        f'<a id="c{n}"></a><p>{t}</p><p class="posted">Posted by: {w} at <a href="#c{n}">May 11, 2004 09:1{k} PM</a></p>'
        for k, (n, w, t) in enumerate(people)
    )
    found = find_sections(
        _blog(f"<div class='body'><h3>Comments</h3>{runs}<form><textarea></textarea></form></div>")
    )
    (section,) = [s for s in found if s.method == "bylines"]
    assert [(r.node.get("id"), [e.tag for e in r.extra]) for r in section.records] == [
        ("c812", ["p", "p"]),
        ("c813", ["p", "p"]),
        ("c814", ["p", "p"]),
    ]
