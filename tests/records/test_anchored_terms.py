"""Definition lists of anchored terms (comspider/records/anchored_terms.py): one or two
comments written as ``<dt>`` author and ``<dd>`` text and date, which repeat nothing often
enough for the invariants, are a section of their own, each record the term with its
definitions; a glossary is no such list."""

from __future__ import annotations

from comspider.records.anchored_terms import METHOD, anchored_term_sections
from comspider.records.dom import parse_html
from comspider.records.invariants import find_sections
from comspider.records.model import Record, RecordSection

ARTICLE = (
    "<article><h1>Ein Titel</h1>"
    + "<p>Ein langer Absatz über die Stadt und ihre Brücken.</p>" * 6
    + "</article>"
)


def _terms(n: int, *, anchored: bool = True) -> str:
    items = []
    for i in range(n):
        anchor = f" id='c24726812374015{i:05d}'" if anchored else ""
        items.append(
            f"<dt class='who'{anchor}><a href='/profile/{i}'>Reader {i}</a> wrote:</dt>"
            f"<dd class='what'><p>Point number {i} about this text, and why I see it otherwise.</p></dd>"
            f"<dd class='when'><a href='?c={i}'>August {9 + i}, 2012 11:0{i} AM</a></dd>"
        )
    return "<dl class='list'>" + "".join(items) + "</dl>"


def _sections_at_dl(html: str) -> list:
    root = parse_html(f"<html><body>{ARTICLE}{html}</body></html>")
    return [s for s in find_sections(root) if s.container.tag == "dl"]


def test_one_anchored_term_with_its_definitions_is_a_section() -> None:
    (section,) = _sections_at_dl(_terms(1))
    assert section.method == METHOD
    (record,) = section.records
    assert record.node.tag == "dt" and [e.get("class") for e in record.extra] == ["what", "when"]


def test_two_anchored_terms_get_their_definitions() -> None:
    (section,) = _sections_at_dl(_terms(2))
    assert len(section.records) == 2
    assert all([e.tag for e in r.extra] == ["dd", "dd"] for r in section.records)


def test_a_glossary_without_anchors_is_no_such_section() -> None:
    assert all(s.method != METHOD for s in _sections_at_dl(_terms(1, anchored=False)))


def _named(terms: list[str]) -> str:
    texts = [
        "Mantap, saya coba cara ini minggu lalu dan siripnya mulai tumbuh lagi.",
        "Daunnya direndam berapa lama sebelum dimasukkan ke akuarium kecil saya?",
        "Cukup dijemur kering lalu masukkan satu lembar untuk lima liter air.",
    ]
    pairs = zip(terms, texts[: len(terms)], strict=True)
    return "<dl>" + "".join(f"<dt>{t}</dt><dd>{x}</dd>" for t, x in pairs) + "</dl>"


def test_terms_that_are_names_over_prose_are_a_section_without_anchors() -> None:
    # a small blog's readers written as a bare dl: the section decision judges them
    (section,) = _sections_at_dl(_named(["Bayu Santoso", "Rina (Salatiga)", "Pak Harjo"]))
    assert section.method == METHOD and len(section.records) == 3
    # things defined, or fewer than three names, are no such list
    assert _sections_at_dl(_named(["halfmoon", "ketapang", "akuarium"])) == []
    assert _sections_at_dl(_named(["Bayu Santoso", "Rina (Salatiga)"])) == []


def test_a_term_whose_permalink_points_to_it_is_anchored_whatever_its_id() -> None:
    html = _terms(2).replace("id='c2472681237401500000'", "id='p0'").replace("?c=0", "#p0")
    html = html.replace("id='c2472681237401500001'", "id='p1'").replace("?c=1", "#p1")
    (section,) = _sections_at_dl(html)
    assert len(section.records) == 2


def test_terms_the_invariants_found_get_their_definitions_without_anchors() -> None:
    # a thread of six as <dt> name and time, <dd> text, nothing anchored (a Japanese
    # paper's "みんなの声"): the invariants see the terms repeat; each record is the term
    # with its definition, never a name and a time without the text they head
    items = "".join(
        f"<dt><span class='n'>読者{i}</span> <span class='d'>2025年9月8日 2{i}:14</span></dt>"
        f"<dd>来島海峡大橋の自転車道が半年も通れないのは痛いです{i}。</dd>"
        for i in range(6)
    )
    (section,) = _sections_at_dl(f"<dl class='v'>{items}</dl>")
    assert section.method != METHOD and len(section.records) == 6
    assert all([e.tag for e in r.extra] == ["dd"] for r in section.records)


def test_a_reply_in_a_list_inside_its_parents_definition_is_a_record_with_its_own() -> None:
    """``dd > dl > dt + dd``: each term gets the definitions after it in its own list, and
    the parent's text leaves the reply's out."""
    from comspider.api import extract

    def item(n: int, name: str, text: str, inner: str = "") -> str:
        return (
            f"<dt id='c{n}'><strong>{name}</strong> <span>12/03/2025 à 1{n}h4{n}</span></dt>"
            f"<dd><p>{text}</p><a href='#f'>Répondre</a>{inner}</dd>"
        )

    reply = (
        "<dl class='t'>" + item(2, "Sandrine B.", "Les enfants auront un car le matin, c'est long.") + "</dl>"
    )
    page = (
        "<html><head><meta property='article:published_time' content='2025-03-12T09:00:00Z'></head><body>"
        "<article><h1>Une classe ferme</h1><p>L'école de Saint-Clair perd une classe à la rentrée.</p></article>"
        "<dl class='t'>"
        + item(1, "Gérard L.", "Encore une classe qui ferme. Il ne restera bientôt plus rien.", reply)
        + item(3, "parent_inquiet", "Qui a voté au conseil d'école ? Aucun courrier reçu.")
        + "</dl></body></html>"
    )
    found = extract(page, url="https://news.example/a")
    assert [(c.author, c.depth) for c in found] == [
        ("Gérard L.", 0),
        ("Sandrine B.", 1),
        ("parent_inquiet", 0),
    ]
    assert found[0].text == "Encore une classe qui ferme. Il ne restera bientôt plus rien."


def test_definitions_holding_their_replies_are_read_with_their_terms() -> None:
    """A paper's thread as one definition list, each answer a list inside the definition it
    answers (``dd > dl > dt + dd``): the invariants see the definitions repeat; each record is
    its term (the name and time) with its definition, the replies nested as before."""

    def entry(n: int, name: str, inner: str = "") -> str:
        return (
            f"<dt id='tm-{n}'><b>{name}</b> <span>2011-02-08 kl 1{n}:22</span></dt>"
            f"<dd><p>Inlägg nummer {n} av {name}, om affären i byn och vägen dit.</p>"
            f"<p class='tools'><a href='/svara?id={n}'>Svara</a> · <a href='/anmal?id={n}'>Anmäl</a></p>{inner}</dd>"
        )

    reply = "<dl class='list answers'>" + entry(2, "Anders") + "</dl>"
    html = "<dl class='list'>" + entry(1, "Birgitta", reply) + entry(3, "Lasse") + entry(4, "Göran") + "</dl>"
    root = parse_html(f"<html><body>{ARTICLE}{html}</body></html>")
    best = max(find_sections(root), key=lambda s: len(s.records))
    assert [(r.node.tag, r.node.get("id"), [e.tag for e in r.extra]) for r in best.records] == [
        ("dt", "tm-1", ["dd"]),
        ("dt", "tm-2", ["dd"]),
        ("dt", "tm-3", ["dd"]),
        ("dt", "tm-4", ["dd"]),
    ]
    assert [r.parent for r in best.records] == [None, 0, None, None]


def _thesis_thread() -> str:
    """A Thesis-like ``dl`` of 2012: each comment a term (number, name, time) and a
    definition (text); a reply's term and definition in a ``dl`` inside its parent's
    definition, two levels deep under the first comment."""

    def comment(k: int, name: str, text: str, replies: str = "") -> str:
        inner = f"<dl class='children'>{replies}</dl>" if replies else ""
        return (
            f"<dt class='comment' id='comment-{k}'><span class='num'><a href='#comment-{k}'>{k}</a></span> "
            f"<span class='comment_author'><a href='/go/u/{k}'>{name}</a></span> "
            f"<span class='comment_time'>March {k}, 2012 at 7:4{k} am</span></dt>"
            f"<dd class='comment'><div class='format_text'><p>{text}</p></div>"
            f"<p class='reply'><a href='?replytocom={k}#respond'>Reply</a></p>{inner}</dd>"
        )

    deep = comment(3, "Jen Ortiz", "Okay, that makes me feel a lot better about our own budget, ha!")
    answer = comment(
        2, "Dana Whitcomb", "Household things are a separate line, the rest is food alone.", deep
    )
    return (
        "<dl id='comment_list'>"
        + comment(1, "Jen Ortiz", "Do you count cleaning supplies in the grocery figure or apart?", answer)
        + comment(4, "Mike Dunn", "We tried cash envelopes for three months and it did not stick.")
        + comment(5, "Carla Reyes", "Thank you for being honest about the weeks that went badly.")
        + "</dl>"
    )


def test_replies_in_a_definition_get_their_own_definitions_and_answer_the_term_above() -> None:
    (section,) = _sections_at_dl(_thesis_thread())
    names = [r.node.get("id") for r in section.records]
    assert names == [f"comment-{k}" for k in range(1, 6)]
    assert all([e.tag for e in r.extra] == ["dd"] for r in section.records)
    assert [r.parent for r in section.records] == [None, 0, 1, None, None]
    assert [r.depth for r in section.records] == [0, 1, 2, 0, 0]


def test_reply_lists_read_as_records_between_definitions_leave_and_the_pairs_nest() -> None:
    """The invariants' reading of a longer Thesis thread (set EN's German garden blog): the
    definitions repeat, and so do the ``dl.children`` lists inside them, each a record
    between a definition and its replies' definitions. The lists go; each definition
    takes its term, and the replies answer the definition that holds their list."""
    root = parse_html(f"<html><body>{ARTICLE}{_thesis_thread()}</body></html>")
    container = root.get_element_by_id("comment_list")
    definitions = list(container.iter("dd"))
    lists = list(container.iter("dl"))[1:]
    # document order: dd1, dl(under dd1), dd2, dl(under dd2), dd3, dd4, dd5
    records = [
        Record(definitions[0]),
        Record(lists[0], parent=0, depth=1),
        Record(definitions[1], parent=1, depth=2),
        Record(lists[1], parent=2, depth=3),
        Record(definitions[2], parent=3, depth=4),
        Record(definitions[3]),
        Record(definitions[4]),
    ]
    section = RecordSection(container, records)
    anchored_term_sections(root, [section])
    assert [r.node.get("id") for r in section.records] == [f"comment-{k}" for k in range(1, 6)]
    assert all([e.tag for e in r.extra] == ["dd"] for r in section.records)
    assert [r.parent for r in section.records] == [None, 0, 1, None, None]
    assert [r.depth for r in section.records] == [0, 1, 2, 0, 0]
