"""Where a comment's text ends: a long comment cut in two behind "Show more" (the rest in a
hidden sibling span, set AX, built blind), a count line beside the action bar's links (set
AW), and comments that are fieldsets themselves (set Z)."""

from __future__ import annotations

from datetime import UTC, datetime

from comspider.fields.extractor import comment_fields
from comspider.records.invariants import find_sections

NOW = datetime(2013, 9, 1, tzinfo=UTC)
NAMES = ["Annika i Åre", "Per-Olof", "Lena", "Maja"]


def _texts(items: str) -> list[str]:
    html = (
        f"<html><body><article><h1>Tre dagar runt fjället</h1><p>{'Vi gick i tre dagar. ' * 30}</p></article>"
        f'<ol class="list">{items}</ol></body></html>'
    )
    best = max(find_sections(html), key=lambda s: len(s.records))
    return [c.text or "" for c in comment_fields(best, reference_time=NOW)]


def _item(n: int, inner: str) -> str:
    return (
        f'<li class="c" id="c{n}"><p class="who"><span class="name">{NAMES[n]}</span> '
        f'<span class="when">1{n} augusti 2013 kl. 21:04</span></p>{inner}</li>'
    )


def test_a_comment_cut_in_two_behind_show_more_is_whole() -> None:
    first = [
        "Vilken fin berättelse! Vår gamla tik klarar inte längre än en dagstur.",
        "Var det inte blött vid vadet under Storfjället? Vi fick vända där i juli.",
        "Tack för tipset om kartan, den beställer jag till hösten.",
        "Vi gick samma runda förra året men åt andra hållet.",
    ]
    rest = ["Hur gjorde ni med maten?", "", "", ""]
    items = "".join(
        _item(
            n,
            f'<p class="text"><span class="start">{a} </span>'
            + (f'<span class="rest hidden">{b}</span> <a class="more" href="#">Visa mer</a>' if b else "")
            + "</p>",
        )
        for n, (a, b) in enumerate(zip(first, rest, strict=True))
    )
    assert _texts(items) == [f"{a} {b}".strip() for a, b in zip(first, rest, strict=True)]


def test_a_count_beside_the_action_bar_s_links_is_no_text() -> None:
    texts = [
        "Zasluženo. Kaštel je igrao bolje cijelu drugu polovicu.",
        "Zasluženo, ali onaj penal je bio poklon.",
        "Gledao sam deset puta, bio je kontakt.",
        "Svaka čast dečkima, napokon neka radost u gradu.",
    ]
    items = "".join(
        _item(
            n,
            f'<div class="text"><p>{t}</p></div><div class="bar"><a href="#odg">Odgovori</a> · Sviđa mi se ({3 * n + 1})</div>',
        )
        for n, t in enumerate(texts)
    )
    assert _texts(items) == texts


def test_comments_that_are_fieldsets_keep_their_text() -> None:
    texts = [
        "Obwodnica powinna powstać dziesięć lat temu.",
        "A kto zapłaci za wykup gruntów pod nią?",
        "Gmina, z dotacji wojewódzkiej, tak było w umowie.",
    ]
    items = "".join(
        f'<fieldset class="f"><legend><b class="n">{NAMES[n]}</b> <span class="t">wczoraj, 21:1{n}</span></legend>'
        f'<div class="x">{t}</div></fieldset>'
        for n, t in enumerate(texts)
    )
    assert _texts(items) == texts


def test_a_title_that_folds_its_comment_open_is_the_comment_s() -> None:
    """A Hebrew talkback (set BO, built blind): the byline's line ends in the reader's title,
    a link that goes nowhere and unfolds the text below it: the title is the comment's."""
    rows = [
        ("רותי", "סוף סוף!", "שלוש שנים נסענו עם הילדים לבריכה בעפולה."),
        ("אבי כהן", "כמה עולה מנוי?", "בכתבה לא כתוב מחיר. מקווה שזה לא יהיה יקר מדי."),
        ("שלומית", "מה עם שעות נפרדות?", "בבריכה הקודמת היו שעתיים בשבוע."),
        ("דני", "מציל אחד לכל הבריכה?", "בפתיחה היה רק מציל אחד על הכיסא."),
    ]
    items = "".join(
        f'<li class="tb" id="tb-{n}"><div class="line"><span class="num">{n}.</span> <span class="who">{who}</span> '
        f'<span class="when">(0{n}/07/2010 07:2{n})</span>: <a href="#" class="title">{title}</a></div>'
        f'<div class="body folded"><p>{text}</p></div></li>'
        for n, (who, title, text) in enumerate(rows, start=1)
    )
    assert _texts(items) == [f"{title} {text}" for _, title, text in rows]


def test_a_replys_number_under_its_parents_is_no_word_of_it() -> None:
    """Talkbacks numbered "1.", with a title and a body; their replies "1.1.", "1.1.1." in an
    element of their own before the text (set DG, built blind: a Hebrew city paper's): the
    numbers are the template's. A reader's own "10-4" opening a text stays (dragnet's report
    part has one)."""
    import comspider

    def item(num: str, name: str, title: str, body: str, replies: str = "") -> str:
        text = f"<span class='tb-t'>{title}</span>" + (f"<div class='tb-body'>{body}</div>" if body else "")
        return (
            f"<li id='tb{num}'><span class='tb-n'>{num}</span> {text}"
            f"<div class='tb-a'><span class='tb-name'>{name}</span> | 12/06/13 1{len(num)}:0{len(name) % 10} | "
            f"<a href='#tb-form'>Reply</a></div>{'<ul>' + replies + '</ul>' if replies else ''}</li>"
        )

    thread = (
        item(
            "1.",
            "Dana",
            "At last",
            "Twenty years of promises for this promenade, let us hope it ends on time.",
            item(
                "1.1.",
                "Michal",
                "Me too, but look at the schedule: the end of 2014 means 2016 :)",
                "",
                item("1.1.1.", "Dana", "You are right, we will wait and see", ""),
            ),
        )
        + item(
            "2.",
            "Avi",
            "And the parking?",
            "There is nowhere to park at weekends already, and nobody talks about a car park.",
            item("2.1.", "Ruti", "10-4, the parking will be the real problem here", ""),
        )
        + item(
            "3.",
            "Noam",
            "Forty-two million?",
            "For a mile and a half of promenade, while schools wait for air conditioning.",
        )
    )
    page = (
        "<html><head><meta property='article:published_time' content='2013-06-12T08:00:00+03:00'></head><body>"
        f"<article><h1>A new promenade</h1><p>{'The city approved the plan. ' * 8}</p></article>"
        f"<div id='talkbacks'><h3>Talkbacks (6)</h3><ul>{thread}</ul></div></body></html>"
    )
    texts = [c.text for c in comspider.extract(page, "https://news.example/2013/06/12/promenade")]
    assert len(texts) == 6
    assert texts[1].startswith("Me too") and texts[2].startswith("You are right")
    assert texts[4].startswith("10-4, the parking")
