"""Replies whose markup differs from their siblings' (comspider/records/record_variants.py):
a reply without a time or with the author's badge is a record of its own, a reply of the
record that holds it, not part of that record's text; layout that nests in itself is not."""

from __future__ import annotations

from comspider.records.dom import parse_html
from comspider.records.invariants import find_sections

ARTICLE = (
    "<article><h1>Titel</h1>" + "<p>Ein langer Absatz über die Stadt und ihre Brücken.</p>" * 4 + "</article>"
)


def _record(
    name: str, text: str, *, when: str | None = "vor 3 Stunden", badge: bool = False, inner: str = ""
) -> str:
    head = f"<span class='nm'>{name}</span>"
    if badge:
        head += " <span class='badge'>Autor</span>"
    if when:
        head += f" <small class='tm'>{when}</small>"
    return f"<div class='rc'><div class='hd'>{head}</div><p class='tx'>{text}</p><a href='#'>Antworten</a>{inner}</div>"


def _thread(records: str) -> list[tuple[int, int | None, str]]:
    root = parse_html(f"<html><body>{ARTICLE}<section class='st'>{records}</section></body></html>")
    (section,) = [s for s in find_sections(root) if s.container.get("class") == "st"]
    return [(r.depth, r.parent, r.node.findtext(".//span[@class='nm']") or "") for r in section.records]


def test_a_reply_with_the_authors_badge_is_a_reply_of_its_own() -> None:
    records = (
        _record("Anna", "Die Brücke war schon lange marode.")
        + _record(
            "Ben",
            "Wie lange dauert die Sperrung?",
            inner=_record("Cora", "Drei Monate, steht im Artikel.", badge=True),
        )
        + _record("Dora", "Endlich passiert etwas.")
        + _record("Emil", "Und die Busse fahren wo?")
    )
    assert _thread(records) == [
        (0, None, "Anna"),
        (0, None, "Ben"),
        (1, 1, "Cora"),
        (0, None, "Dora"),
        (0, None, "Emil"),
    ]


def test_a_reply_without_a_time_is_a_reply_of_its_own() -> None:
    records = (
        _record("Anna", "Die Brücke war schon lange marode.")
        + _record("Ben", "Wie lange dauert die Sperrung?", inner=_record("Cora", "Drei Monate.", when=None))
        + _record("Dora", "Endlich passiert etwas.")
        + _record("Emil", "Und die Busse fahren wo?")
    )
    assert [(d, p) for d, p, _n in _thread(records)] == [(0, None), (0, None), (1, 1), (0, None), (0, None)]


def test_layout_that_nests_in_itself_adds_no_record() -> None:
    # grid rows in rows: the inner row holds none of the records' own parts
    cell = "<div class='row'><div class='col'><p>{}</p></div></div>"
    rows = "".join(
        "<div class='row'><div class='col'><h3 class='ti'>Titel {i}</h3><p class='lead'>Ein Satz über Nummer {i}.</p>"
        "{inner}</div></div>".format(i=i, inner=cell.format("Kleingedrucktes"))
        for i in range(4)
    )
    root = parse_html(f"<html><body>{ARTICLE}<section class='st'>{rows}</section></body></html>")
    (section,) = [s for s in find_sections(root) if s.container.get("class") == "st"]
    assert len(section.records) == 4 and all(r.depth == 0 for r in section.records)


def test_list_items_whose_replies_nest_in_them_are_records_too() -> None:
    # <li> comments without a class; those with replies hold a <ul> of them, so only the
    # leaves repeat: the others are records too, each reply a reply of its <li>
    def li(name: str, text: str, inner: str = "") -> str:
        return f"<li><span class='na'>{name}</span><p>{text}</p>{inner}</li>"

    thread = (
        "<ul>"
        + li(
            "Anna",
            "Endlich ist der Platz frei.",
            "<ul>" + li("Ben", "Gibt es ein Dach?", "<ul>" + li("Anna", "Ja.") + "</ul>") + "</ul>",
        )
        + li("Cora", "Ein Euro am Tag ist günstig.")
        + li("Dora", "Für Schüler bitte gratis.")
        + "</ul>"
    )
    root = parse_html(f"<html><body>{ARTICLE}<div class='st'>{thread}</div></body></html>")
    (section,) = [s for s in find_sections(root) if s.container.tag == "ul" and len(s.records) > 2]
    got = [(r.depth, r.parent, r.node.findtext("span")) for r in section.records]
    assert got == [(0, None, "Anna"), (1, 0, "Ben"), (2, 1, "Anna"), (0, None, "Cora"), (0, None, "Dora")]


def test_a_numbered_reply_with_neither_name_nor_time_is_a_reply() -> None:
    # records numbered by their ids: an anonymous reply numbered the same way is one of them
    def rx(i: int, name: str | None, text: str, inner: str = "") -> str:
        head = (
            f"<div class='kop'><strong>{name}</strong> · <span>{i} uur geleden</span></div>" if name else ""
        )
        return f"<div class='rx' id='rx-44{i:02d}'>{head}<p>{text}</p>{inner}</div>"

    thread = (
        rx(10, "Marloes", "Eindelijk kan ik naar huis.", rx(11, None, "Geldt dat ook in het weekend?"))
        + rx(12, "Kees", "Ik mis de fietsenrekken aan boord.", rx(13, "Ans", "Er komen extra rekken."))
        + rx(14, "Piet", "Mooi zo, eindelijk.")
    )
    root = parse_html(f"<html><body>{ARTICLE}<div class='st'>{thread}</div></body></html>")
    (section,) = [s for s in find_sections(root) if s.container.get("class") == "st"]
    assert [(r.depth, r.parent) for r in section.records] == [(0, None), (1, 0), (0, None), (1, 2), (0, None)]


def test_a_reply_in_a_box_of_its_own_inside_the_parents_card_is_a_record() -> None:
    # the blogger answers inside each reader's card, in a box of another class whose own
    # parts are the card's ("Inhaberin antwortet"): the answer is a reply, not part of
    # the reader's text; a box that repeats fewer of the parts (a quote) is not
    def card(i: int, name: str, text: str, inner: str = "") -> str:
        return (
            f"<div class='kk'><div class='kk-h'><span class='nm'>{name}</span> schrieb:</div>"
            f"<div class='kk-t'>{text}</div><div class='kk-z'>0{i}.03.2012 1{i}:15</div>{inner}</div>"
        )

    def answer(text: str) -> str:
        return (
            "<div class='kk-own'><div class='kk-h'><span class='nm'>Ilse</span> antwortet:</div>"
            f"<div class='kk-t'>{text}</div><div class='kk-z'>05.03.2012 20:01</div></div>"
        )

    quote = "<div class='kk-q'><div class='kk-t'>Zitat aus dem Artikel</div></div>"

    def thread(first: str, second: str) -> str:
        return (
            card(1, "Bernd", "Sieht lecker aus, gibt es das Rezept?", first)
            + card(2, "Marta", "Wir waren letzte Woche dort, sehr zu empfehlen.", second)
            + card(3, "Jonas", "Die Preise sind leider gestiegen.")
        )

    answered = thread(answer("Danke, das Rezept kommt nächste Woche."), answer("Freut mich, danke!"))
    assert _thread(answered) == [
        (0, None, "Bernd"),
        (1, 0, "Ilse"),
        (0, None, "Marta"),
        (1, 2, "Ilse"),
        (0, None, "Jonas"),
    ]
    assert _thread(thread(quote, quote)) == [(0, None, "Bernd"), (0, None, "Marta"), (0, None, "Jonas")]
    # a quotation of another comment repeats its parts, but nobody wrote it there
    cited = (
        "<blockquote><div class='kk-h'><span class='nm'>Ilse</span> schrieb:</div>"
        "<div class='kk-t'>Das Rezept kommt bald.</div></blockquote>"
    )
    assert _thread(thread(cited, cited)) == [(0, None, "Bernd"), (0, None, "Marta"), (0, None, "Jonas")]


def test_answer_cards_in_the_replies_box_inside_the_question_are_records() -> None:
    # "readers ask" (set AK's Italian page): each question's answers sit in a box of their
    # own inside the question's card; an answer with the author's badge differs from the
    # others, but repeats the question's parts: a reply of the question, not its text
    def question(i: int, name: str, text: str, answers: str = "") -> str:
        return (
            f"<div class='dq'><p class='dq-chi'>Domanda di <span class='nm'>{name}</span> · <time>1{i}.01.2017</time></p>"
            f"<div class='dq-t'>{text}</div><p class='dq-a'><a href='#f'>Rispondi</a></p>"
            f"<div class='dq-rr'>{answers}</div></div>"
        )

    def answer(name: str, text: str, badge: bool) -> str:
        mark = " <span class='dq-badge'>Autore</span>" if badge else ""
        return (
            f"<div class='dq-r'><p class='dq-chi'>Risponde <span class='nm'>{name}</span>{mark} · <time>12.01.2017</time></p>"
            f"<div class='dq-t'>{text}</div></div>"
        )

    records = (
        question(1, "Paola", "Chi non ha lo smartphone come fa?", answer("Chiara", "C'è lo sportello.", True))
        + question(2, "Davide", "Il credito si perde?", answer("Giorgio", "No, viene trasferito.", False))
        + question(3, "Marta", "Le esenzioni restano valide?")
        + question(4, "Franco", "Perché non l'hanno spiegato prima?")
    )
    assert _thread(records) == [
        (0, None, "Paola"),
        (1, 0, "Chiara"),
        (0, None, "Davide"),
        (1, 2, "Giorgio"),
        (0, None, "Marta"),
        (0, None, "Franco"),
    ]


def _item(name: str, when: str, text: str, inner: str = "", own: bool = False) -> str:
    cls, style = ("kv kv-own", " style='background:#f3f8ee'") if own else ("kv", "")
    badge = " <em class='kv-b'>Autor</em>" if own else ""
    return (
        f"<li class='{cls}'{style}><img class='kv-pic' src='/a.svg' width='32' height='32'><p class='kv-h'>"
        f"<strong>{name}</strong>{badge} <span class='kv-d'>{when}</span> <a href='#f'>Antworten</a></p>"
        f"<div class='kv-t'><p>{text}</p></div>{inner}</li>"
    )


def test_a_reply_whose_class_adds_a_modifier_is_a_reply_of_its_own() -> None:
    """The post author's answers highlighted by a class of their own beside the records'
    (``kv kv-own``, a background and a badge), each alone in a list inside its parent's item:
    records, the replies of the items that hold them, not part of their texts."""

    def reply(when: str, text: str) -> str:
        return f"<ul class='kv-re'>{_item('Cora', when, text, own=True)}</ul>"

    items = (
        _item(
            "Anna",
            "18.03.2012 14:12",
            "Die Brücke war schon lange marode.",
            reply("18.03.2012 16:30", "Drei Monate."),
        )
        + _item("Ben", "18.03.2012 21:05", "Wie lange dauert die Sperrung?")
        + _item(
            "Dora",
            "19.03.2012 08:44",
            "Endlich passiert etwas.",
            reply("19.03.2012 10:02", "Nicht vor Juni."),
        )
        + _item("Emil", "19.03.2012 22:17", "Und die Busse fahren wo?")
    )
    root = parse_html(
        f"<html><body>{ARTICLE}<div class='box'><ul class='kv-list'>{items}</ul></div></body></html>"
    )
    section = max(find_sections(root), key=lambda s: len(s.records))
    assert [(r.depth, r.parent, r.node.findtext(".//strong")) for r in section.records] == [
        (0, None, "Anna"),
        (1, 0, "Cora"),
        (0, None, "Ben"),
        (0, None, "Dora"),
        (1, 3, "Cora"),
        (0, None, "Emil"),
    ]


def test_a_comment_quoted_in_another_in_its_markup_is_no_reply() -> None:
    """A reply quoting its parent in the parent's very parts, marked as a quote (``op
    op-quoted`` between the reply's head and text, without the parent's controls): no record
    of its own, not a second copy of the parent as the reply's reply."""

    def card(name: str, when: str, text: str, inner: str = "", cls: str = "op", controls: bool = True) -> str:
        tail = "<div class='op-x'><a href='#r'>Antworten</a></div>" if controls else ""
        return (
            f"<div class='{cls}'><div class='op-a'>{name}</div><div class='op-d'>{when}</div>{inner}"
            f"<div class='op-t'><p>{text}</p></div>{tail}</div>"
        )

    anna = ("Anna", "6. März 2012, 10:14", "Die Brücke war schon lange marode, das wussten alle.")
    quote = card(*anna, cls="op op-quoted", controls=False)
    items = (
        card(*anna)
        + card("Ben", "6. März 2012, 11:02", "Wie lange dauert die Sperrung denn noch?", inner=quote)
        + card("Dora", "6. März 2012, 13:30", "Endlich passiert etwas an dieser Stelle.")
        + card("Emil", "7. März 2012, 08:45", "Und die Busse fahren dann wo entlang?")
    )
    root = parse_html(f"<html><body>{ARTICLE}<div class='box'>{items}</div></body></html>")
    section = max(find_sections(root), key=lambda s: len(s.records))
    assert [r.node.findtext("div[@class='op-a']") for r in section.records] == ["Anna", "Ben", "Dora", "Emil"]
