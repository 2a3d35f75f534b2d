"""A comment's author is read in every record whether or not the reader's name links to a
site (comspider/fields/author.py): WordPress-era templates wrap the name in a link only
for readers who gave one, so the name's slot differs from record to record; which of the
two forms an even sample holds most of must not decide whether the others have an author."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime

import pytest

import comspider
from comspider.fields.author import name_family
from comspider.fields.extractor import comment_fields
from comspider.records.invariants import find_sections
from comspider.records.model import RecordSection

REF = datetime(2013, 1, 1, tzinfo=UTC)
NAMES = ["Marta Ivers", "Olu", "Kees Brand", "Dana P.", "Ingrid", "Tomasz Wal", "Ruth", "Ahmed Saleh"]
TEXTS = [
    "The second sketch reads better at small sizes, I would keep that one.",
    "Lovely work. Did the client ask for the monogram to stay as it was?",
    "I like how the circle frames the photographs without fighting them.",
    "Simple and calm. It will age well, which is rare for event identities.",
    "Could the white square be a little less opaque on the darker photos?",
    "Thanks for showing the rejected routes too, that is the useful part.",
    "It looks like a bank, in the good sense. Trustworthy without being dull.",
    "Which typeface is the wordmark set in? It looks a lot like a grotesque.",
]


def _name(name: str, form: str) -> str:
    link = (
        f"<a href='http://{name.split()[0].lower()}.example' rel='external nofollow' class='url'>{name}</a>"
    )
    return {"plain": name, "link": link, "span": f"<span style='color:#a00'>{link}</span>"}[form]


def _strong_page(forms: list[str]) -> str:
    items = "".join(
        f"<li class='c' id='comment-{100 + i}'><div class='commentmetadata'><strong>{_name(n, f)}</strong>, "
        f"<small>on <a href='#comment-{100 + i}'>November {7 + i}th, 2012</a></small></div><p>{t}</p></li>"
        for i, (n, t, f) in enumerate(zip(NAMES, TEXTS, forms, strict=True))
    )
    return f"<html><body><h1>An identity for the annual meetings</h1><ol class='commentlist'>{items}</ol></body></html>"


def _dash_page(forms: list[str]) -> str:
    items = "".join(
        f"<li id='li-comment-{i}'><div id='comment-{i}'><div class='cm-body'><p class='cm-meta'>{_name(n, f)} "
        f"&#8212; <a href='#comment-{i}' class='comment-meta-time'>July {10 + i}th, 2012, 6:18 pm</a></p>"
        f"<p>{t}</p></div></div></li>"
        for i, (n, t, f) in enumerate(zip(NAMES, TEXTS, forms, strict=True))
    )
    return f"<html><body><h1>What education means</h1><ol class='cm-list'>{items}</ol></body></html>"


def _thread(html: str) -> RecordSection:
    return max(find_sections(html), key=lambda s: len(s.records))


@pytest.mark.parametrize(
    ("page", "forms"),
    [
        # half the names linked, one in a span too: no single slot holds most of them
        (_strong_page, ["link", "plain", "span", "link", "plain", "link", "plain", "link"]),
        # most names linked, the plain ones written before a dash in the same paragraph
        (_dash_page, ["link", "link", "plain", "link", "plain", "link", "link", "plain"]),
        (_dash_page, ["plain", "plain", "link", "plain", "link", "plain", "plain", "link"]),
    ],
)
def test_every_record_has_its_author_linked_or_not(
    page: Callable[[list[str]], str], forms: list[str]
) -> None:
    comments = comment_fields(_thread(page(forms)), reference_time=REF)
    assert [c.author for c in comments] == NAMES
    assert [c.text for c in comments] == TEXTS  # no name, date nor the dash between them


def test_a_name_family_is_its_slot_without_links_and_spans_at_the_end() -> None:
    assert name_family("li#0/div[class]#0/strong#0/a[class,href,rel]#0") == "li/div[class]/strong"
    assert (
        name_family("li#0/div[class]#0/strong#0/span[style]#0/a[class,href,rel]#0") == "li/div[class]/strong"
    )
    assert name_family("li#0/div[class]#0/strong#0") == "li/div[class]/strong"
    assert name_family("li#0/div[class]#0/strong#0~") == "li#0/div[class]#0/strong#0~"  # a tail is its own


@pytest.mark.parametrize("initials", ["upper", "caseless"])
def test_an_avatars_initials_beside_the_name_are_no_author(initials: str) -> None:
    names = (
        ["Juma Hamisi", "Ana Popescu", "Olena Koval", "Taras Vovk"]
        if initials == "upper"
        else ["রফিকুল ইসলাম", "নাসরিন আক্তার", "তানভীর হাসান", "সুমি দাস"]
    )
    items = "".join(
        f"<div class='card'><span class='ava' aria-hidden='true'>{''.join(w[0] for w in n.split())}</span>"
        f"<div class='col'><strong class='who'>{n}</strong><span class='when'>{i + 2} hours ago</span>"
        f"<p>{t}</p></div></div>"
        for i, (n, t) in enumerate(zip(names, TEXTS, strict=False))
    )
    page = f"<html><body><h1>A bridge</h1><div class='stack'>{items}</div></body></html>"
    comments = comment_fields(_thread(page), reference_time=REF)
    assert [c.author for c in comments] == names


def test_a_surname_that_is_a_says_word_stays() -> None:
    from comspider.fields.author import clean_name

    assert clean_name("Amina Said") == "Amina Said"
    assert clean_name("Anna said...") == "Anna"
    assert clean_name("John Says:") == "John"


def test_a_signature_lines_dash_is_no_part_of_the_name() -> None:
    from comspider.fields.author import clean_name

    assert clean_name("— posted by Lorraine Tuckett") == "Lorraine Tuckett"
    assert clean_name("- Anna") == "Anna"
    assert clean_name("omg -_-") == "omg -_-"  # a dash without a space after it is the name's


def test_a_surnames_particle_in_a_signature_is_no_by() -> None:
    from comspider.fields.author import clean_name

    assert clean_name("— Marijke de Graaf") == "Marijke de Graaf"
    assert clean_name("— Ludwig von Mises") == "Ludwig von Mises"
    assert clean_name("— Anna De Luca") == "Anna De Luca"
    # a label before the same words is the label's
    assert clean_name("— Kommentar von Anna") == "Anna"
    assert clean_name("— Commentaire de Marie Dupont") == "Marie Dupont"
    assert clean_name("– skrevet av Kari") == "Kari"
    assert clean_name("— Comentario de María López") == "María López"  # a label and a whole name
    assert clean_name("— Zitat von Anna") == "Anna"
    assert clean_name("— Marijke de Graaf, 30-11-2026 · reageer").startswith("Marijke de Graaf")


def test_a_labelled_field_holds_the_name_not_its_label() -> None:
    """Each comment a definition list of labelled fields ("Autore" / name, "Inviato" /
    date, "Testo" / text): the label is the same in every record, the name is the term's
    definition."""
    rows = "".join(
        f"<dl class='f'><dt>Autore</dt><dd class='n'>{name}</dd><dt>Inviato</dt><dd class='d'>14/02/2025 1{k}:40</dd>"
        f"<dt>Testo</dt><dd class='t'><p>{text}</p></dd></dl>"
        for k, (name, text) in enumerate(zip(NAMES[:3], TEXTS[:3], strict=True))
    )
    html = f"<html><body><main><p>An article.</p></main><section><div class='recs'>{rows}</div></section></body></html>"
    from comspider.records.dom import parse_html

    sections = [
        s
        for s in find_sections(parse_html(html), ft=2, fs=3, hold=[])
        if s.records and s.records[0].node.tag == "dl"
    ]
    assert sections
    fields = comment_fields(sections[0], reference_time=REF)
    assert [f.author for f in fields] == NAMES[:3]


def test_a_says_word_parts_the_name_from_its_date_in_one_line() -> None:
    """ "Ralph Gedling wrote on 4 May 2012:" over each comment: the name before the
    template's says-word, whatever its number of words."""
    names = ["Ralph Gedling", "Abi", "Councillor Jane Moss", "Nell"]
    rows = "".join(
        f"<div class='p'><p class='by'>{name} wrote on {k + 4} May 2012:</p><p>{text}</p></div>"
        for k, (name, text) in enumerate(zip(names, TEXTS, strict=False))
    )
    html = f"<html><body><main><p>An article.</p></main><section><div class='all'>{rows}</div></section></body></html>"
    from comspider.records.dom import parse_html

    sections = [s for s in find_sections(parse_html(html), ft=2, fs=3, hold=[]) if len(s.records) == 4]
    assert sections
    assert [f.author for f in comment_fields(sections[0], reference_time=REF)] == names


def test_a_surname_that_is_a_says_word_stays_before_a_connector() -> None:
    from comspider.fields.author import _name_beside_date, clean_name

    assert clean_name("Amina Said on") == "Amina Said"
    assert clean_name("Ralph Gedling wrote on") == "Ralph Gedling"
    assert _name_beside_date("Amina Said 4 May 2024", REF) is None
    assert _name_beside_date("Anna says: 4 May 2012 at 10:00", REF) == "Anna"


def test_a_name_signed_after_the_text_with_a_dash_is_the_author() -> None:
    """Set AN (built blind): each comment its text, then "— Name, <span>date</span>" with no
    label before the name and no heading above the list: the list is a discussion and the
    signed names its authors."""
    names = ["Rosa de cal Ferrer", "Jordi P.", "Montse", "Pere Vilaró", "Anna M."]
    items = "".join(
        f"<div class='v'><p class='t'>{TEXTS[i]}</p><p class='s'>— {name}, <span>1{i}/04/2012 · 21:1{i}</span></p></div>"
        for i, name in enumerate(names)
    )
    page = (
        "<html><head><meta property='article:published_time' content='2012-04-09T10:00:00+02:00'></head><body>"
        f"<article><h1>El safareig</h1><p>{' '.join(TEXTS)}</p><div class='vs'>{items}</div></article></body></html>"
    )
    section = next(s for s in find_sections(page) if len(s.records) == 5)
    assert [c.author for c in comment_fields(section, reference_time=REF)] == names


def test_a_name_between_posted_by_and_the_dates_link_is_the_author_without_that_link() -> None:
    # "Posted by: John King at <a href=#c1>November  7, 2012  7:00 AM</a>" under the text:
    # the name is the text before the date's own link, which is the permalink, no profile
    said = [
        ("John King", "Isn't this a restatement of the well-rehearsed idea that corporations are amoral?"),
        ("BrianSJ", "When legislators decide what can be bought and sold, legislators are sold first."),
        ("Nick", "Regulation costs. In the case of banks, big time, and the small ones pay the most."),
        ("Carlo", "If I don't tell my son he can only have two cookies, he will eat all of them."),
    ]
    items = "".join(
        f'<div class="commentbody"><a name="c96847{i}"></a><div id="c96847{i}"><p>{text}</p></div>'
        f'<p class="posted">Posted by: {name} at <a href="https://blog.example/2012/11/reg.html#c96847{i}">'
        f"November  7, 2012  {7 + i}:00 AM</a></p></div>"
        for i, (name, text) in enumerate(said)
    )
    html = f"<html><body><div class='entry'><p>{'Words of the post. ' * 30}</p></div><div>{items}</div></body></html>"
    comments = comspider.extract(
        html, url="https://blog.example/2012/11/reg.html", visited_at="2013-01-01T00:00:00Z"
    )
    assert [(c.author, c.text) for c in comments] == said
    assert [c.author_url for c in comments] == [None] * 4


def test_a_line_that_numbers_the_records_is_no_name() -> None:
    """ "ความคิดเห็นที่ ๑", "๑-๑", "๒": one line but for numbers that count up the records;
    guests' numbered default names do not run in order."""
    from comspider.fields.author import _numbered

    assert _numbered(["ความคิดเห็นที่ ๑", "ความคิดเห็นที่ ๑-๑", "ความคิดเห็นที่ ๒", "ความคิดเห็นที่ ๓"])
    assert _numbered(["comment #1", "comment #2", "comment #4"])
    assert not _numbered(["gast 4821", "gast 17", "gast 903"])
    assert not _numbered(["anna", "ben", "cleo"])


def test_a_title_linking_to_its_own_record_is_no_name() -> None:
    """A talkback's title links to the talkback's own anchor (it folds and unfolds it): a
    title or a permalink, not its author's name."""
    from lxml import html as lxml_html

    from comspider.fields.author import _own_anchor

    li = lxml_html.fromstring(
        '<li id="tb9101"><div><span>1.</span> <a href="#tb9101">At last</a></div><p>We waited ten years for it.</p>'
        "<div><span>Ruth</span><span>, Givat Alon</span> <span>25.03.14 08:40</span></div></li>"
    )
    title = li.find(".//a")
    assert _own_anchor(title, li)
    title.set("href", "/users/ruth")
    assert not _own_anchor(title, li)


def test_a_name_before_its_place_and_time_is_the_author_where_a_record_has_no_body() -> None:
    """Talkbacks as letters pages print them: the number, the title, the text (none on some),
    then "Name, Town 25.03.14 08:40" in spans of their own (classes in the site's language,
    no "name" among them): the name is the author, in the records without a text too, and
    the number opens no comment's words."""
    rows = [
        (
            "Quiet at last",
            "The road has been closed for ten years and nobody told us why.",
            "Ruth",
            "Millbrook",
        ),
        (
            "Parking?",
            "Where will the visitors park when the hall is full on a Saturday?",
            "Owen",
            "Eastfield",
        ),
        ("Well done", "", "Priya", "Northgate"),
        (
            "Prices",
            "What will a family pass cost? The town's pool charges far too much.",
            "Ben",
            "Lower Dale",
        ),
        (
            "Covered or open",
            "If it is not covered it will be open half of the year only.",
            "Maja",
            "Kirkby Moor",
        ),
        ("Yes!", "", "Tom", "Millbrook"),
        (
            "Lifeguards",
            "I hope there will be lifeguards all day and not in summer only.",
            "Ines",
            "Eastfield",
        ),
    ]
    items = "".join(
        f"<li class='tb' id='tb{i}'><div class='tb-shura'><span class='tb-mis'>{i + 1}.</span> "
        f"<a href='#tb{i}' class='tb-kot'>{title}</a></div>"
        + (f"<div class='tb-guf'><p>{text}</p></div>" if text else "")
        + f"<div class='tb-pratim'><span class='tb-shem'>{name}</span><span class='tb-mekom'>, {town}</span> "
        f"<span class='tb-taar'>25.03.14 {8 + i:02d}:40</span></div></li>"
        for i, (title, text, name, town) in enumerate(rows)
    )
    page = f"<html><body><h1>The new pool</h1><ul class='tbs'>{items}</ul></body></html>"
    comments = comment_fields(_thread(page), reference_time=REF)
    assert [c.author for c in comments] == [r[2] for r in rows]
    assert not any(c.text[:1].isdigit() for c in comments)


def test_a_name_then_its_town_then_the_date_each_in_an_element_of_its_own() -> None:
    """ "- <span>Jen</span>, <span>Swindon</span>, <span>13/11/2011 09:22</span>" after each
    text (a tabloid's comments, set BR, built blind): both the name and the town sit in an
    author-like box beside a date; the name, printed first, is the author."""
    rows = [
        (
            "Bazza_67",
            "Dudley",
            "Who actually watches this rubbish any more? Telly has gone right down the pan.",
        ),
        (
            "Jen",
            "Swindon",
            "Kerry was right. That mum was shouting at her from the audience for ten minutes.",
        ),
        (
            "Mandy T",
            "Swindon",
            "Agreed. The poor girl looked mortified by her own mother, and who can blame her.",
        ),
        ("Tom", "London", "Is it me or does this happen every series just before the ratings come out?"),
    ]
    items = "".join(
        f"<li class='c' id='c{i}'><div class='c-text'><p>{text}</p></div><p class='c-by'>- "
        f"<span class='c-name'>{name}</span>, <span class='c-town'>{town}</span>, "
        f"<span class='c-date'>13/11/2011 09:{40 - i:02d}</span></p><p><a href='/reply/{i}'>Reply</a></p></li>"
        for i, (name, town, text) in enumerate(rows)
    )
    page = f"<html><body><h1>Walk-off</h1><ul class='clist'>{items}</ul></body></html>"
    comments = comment_fields(_thread(page), reference_time=REF)
    assert [c.author for c in comments] == [r[0] for r in rows]


def test_the_terms_of_a_list_that_holds_the_records_are_bylines_not_labels() -> None:
    """Blogger's comments: one ``dl`` for the whole list, each comment a term "<a>NAME</a>
    said...", its text and its footer in definitions (set CK, built blind: 61 comments, the
    record's node its footer, the term and the text its other parts). The list's short terms
    are the records' bylines, not field labels ("<dt>Autore</dt>" in a record's own list),
    and the linked name in them stays a candidate for the author."""
    from lxml import html as lxml_html

    from comspider.fields.author import _record_label

    page = lxml_html.fromstring(
        "<div><dl class='comments'>"
        "<dt id='c1'><a href='/profile/1'>Brian Errington</a> said...</dt><dd>Gutted.</dd>"
        "<dd class='footer'>14 June 2012 21:12</dd>"
        "<dt id='c2'><a href='/profile/2'>Moira</a> said...</dt><dd>My first date was there.</dd>"
        "<dd class='footer'>14 June 2012 21:30</dd></dl>"
        "<div class='record'><dl><dt>Autore</dt><dd>Anna</dd><dt>Testo</dt><dd>Bello.</dd></dl></div></div>"
    )
    footer = page.find(".//dd[@class='footer']")
    assert not _record_label(page.find(".//dt[@id='c1']"), footer)
    record = page.find(".//div[@class='record']")
    assert _record_label(record.find(".//dt"), record)


def test_a_webboards_name_and_time_after_the_text_in_a_script_without_spaces() -> None:
    """A Thai webboard (set BH, built blind): each box numbered "ความคิดเห็นที่ ๑" (a
    number, no name), the text (runs of letters no name is as long as), then "NAME · date"
    under it: the name beside the date is the author."""
    posts = [
        ("หนุ่มเมืองรถม้า", "ย้ายไปอยู่หลังสถานีก็ดีครับ ที่จอดรถกว้างกว่าเดิมเยอะ", "๑๓ มี.ค. ๕๖ ๑๕:๒๐ น."),
        ("ป้าแดง กาดเก่า", "แม่ค้าเก่าได้ที่เดิมไหมคะ ป้าขายขนมที่นี่มาสิบปีแล้ว", "๑๓ มี.ค. ๕๖ ๑๕:๔๘ น."),
        ("นักปั่นลำปาง", "อยากให้มีที่จอดจักรยานด้วยครับ ปั่นไปเที่ยวตลาดจะได้สะดวก", "๑๓ มี.ค. ๕๖ ๑๘:๐๒ น."),
    ]
    boxes = "".join(
        f"<div class='kh'><div class='no'>ความคิดเห็นที่ {n}</div><div class='txt'>{text}</div>"
        f"<div class='by'>{name} · {when} <a href='#f'>ตอบกลับ</a> <a href='/report'>แจ้งลบ</a></div></div>"
        for n, (name, text, when) in zip("๑๒๓", posts, strict=True)
    )
    html = f"<html><body><h1>ตลาดรถไฟ</h1><div class='kh-list'>{boxes}</div></body></html>"
    comments = comment_fields(_thread(html), reference_time=datetime(2014, 1, 1, tzinfo=UTC))
    assert [c.author for c in comments] == [name for name, _, _ in posts]
    assert [c.text for c in comments] == [text for _, text, _ in posts]


def test_drupals_mark_of_a_guest_is_no_part_of_the_name() -> None:
    """Drupal writes a guest's name "kerbside (not verified)" in the languages it ships in
    (set BS, built blind, and a saved real page of dragnet)."""
    from comspider.fields.author import clean_name

    assert clean_name("kerbside (not verified)") == "kerbside"
    assert clean_name("Jana (neověřeno)") == "Jana"
    assert clean_name("Sam (Station Road resident)") == "Sam (Station Road resident)"


def test_a_registered_users_bold_name_is_of_the_family_of_a_guests_plain_one() -> None:
    """LiveJournal: ``span.ljuser > a > b`` for a user, a plain ``span`` for "(Anonymous)"."""
    assert name_family("td#0/span[class]#1/a[href]#1/b#0") == name_family("td#0/span[class]#1")


def test_drupals_submitted_by_in_czech_names_the_author() -> None:
    """ "Vloženo uživatelem NAME - St, 14.03.2012 - 19:20" (set BU, built blind)."""
    from comspider.fields.author import _BY_AUTHOR

    m = _BY_AUTHOR.search("Vloženo uživatelem Jiřina Malá - St, 14.03.2012 - 19:20")
    assert m is not None and m.group(1) == "Jiřina Malá"


def test_a_label_leading_to_the_name_is_no_name() -> None:
    """ "Posté par <b>Marie-Claude R.</b> le 14/05/2013": the label's last word leads to the
    name after it; the label is no name."""
    card = (
        "<div class='item' id='44719{n}'><div class='txt'><p>{text}</p></div><p class='s'>Posté par <b>{name}</b> "
        "le 1{n}/05/2013 à 18h42 | <a href='/signaler/44719{n}'>Signaler un abus</a></p></div>"
    )
    cards = card.format(
        n=1, name="Marie-Claude R.", text="J'ai accouché de mes trois enfants à Saint-Aurèle."
    ) + card.format(
        n=2, name="Pierre", text="Et les sages-femmes, que vont-elles devenir ? On n'en parle jamais."
    )
    html = f"<html><body><article><h1>Fin des accouchements</h1><p>La maternité ferme.</p></article><div class='b'>{cards}</div></body></html>"
    comments = comspider.extract(html, url="https://var.example/mater", visited_at="2013-06-01T00:00:00Z")
    assert [c.author for c in comments] == ["Marie-Claude R.", "Pierre"]


def test_a_byline_without_a_name_has_no_author() -> None:
    """ "Posté le 15/05/2013 à 07h10": a byline that prints no name has its participle
    before the date, and that is no name (set CB, built blind); the named one beside it
    keeps its name."""
    card = (
        "<div class='item' id='44719{n}'><div class='txt'><p>{text}</p></div><p class='s'>{by}"
        "le 1{n}/05/2013 à 18h42 | <a href='/signaler/44719{n}'>Signaler un abus</a></p></div>"
    )
    cards = card.format(
        n=1, by="Posté par <b>Marie-Claude R.</b> ", text="J'ai accouché de mes trois enfants à Saint-Aurèle."
    ) + card.format(
        n=2, by="Posté ", text="Et les sages-femmes, que vont-elles devenir ? On n'en parle jamais."
    )
    html = (
        "<html><body><article><h1>Fin des accouchements</h1><p>La maternité ferme.</p></article>"
        f"<div class='b'><h3>Votre avis</h3><p class='cnt'>2 avis</p>{cards}</div></body></html>"
    )
    comments = comspider.extract(html, url="https://var.example/mater", visited_at="2013-06-01T00:00:00Z")
    assert [c.author for c in comments] == ["Marie-Claude R.", None]


@pytest.mark.parametrize(
    ("before", "name"),
    [
        ("Posté le ", None),
        ("Posted on ", None),
        ("Geschrieben am ", None),
        ("Anna le ", "Anna"),
        ("Kalle (ej verifierad) den tor, ", "Kalle"),  # Drupal in Swedish: the guest's mark and the weekday
        ("Anna am Do., ", "Anna"),
        (
            "Nguyen Van Do ",
            "Nguyen Van Do",
        ),  # a weekday's short form unmarked by a comma or period is a name's
    ],
)
def test_the_name_before_a_bylines_date(before: str, name: str | None) -> None:
    from comspider.fields.author import name_before_date

    assert name_before_date(before) == name


def test_drupals_submitted_by_in_swedish_names_the_author() -> None:
    """ "Skickat av Kalle (ej verifierad) den tor, 2009-09-17 21:40." (set CA, built blind):
    the guest's mark and "den" before the day are no part of the name; "van den Berg" keeps
    its "den"."""
    from comspider.fields.author import _BY_AUTHOR

    m = _BY_AUTHOR.search("Skickat av Anna Lindqvist den fre, 2009-09-18 12:03.")
    assert m is not None and m.group(1) == "Anna Lindqvist"
    m = _BY_AUTHOR.search("Posted by Jan van den Berg on 3 May 2012")
    assert m is not None and m.group(1) == "Jan van den Berg"


def test_a_guests_plain_name_where_readers_names_are_links() -> None:
    """Blogger: "<a href=profile>Jen</a> said..." for a reader with a profile, "Anonymous
    said..." in plain text for a guest (set CD, built blind)."""
    entry = (
        "<dt class='fa' id='c{n}'><a name='c{n}'></a>{who} said...</dt><dd class='fb'><p>{text}</p></dd>"
        "<dd class='ff'><a href='#c{n}'>March 11, 2012 at {n}:14 PM</a></dd>"
    )
    posts = [
        ("Anonymous", "Beer traps worked for me last year but you have to empty them every morning."),
        (
            "<a href='/profile/3386'>Jen in Ludlow</a>",
            "Copper tape round the raised beds did nothing for us.",
        ),
        ("Anonymous", "Have you tried the nematodes? Pricey but my lettuces survived."),
        ("<a href='/profile/4471'>Helen</a>", "Thank you all! Jen, the torch patrol sounds horrible."),
    ]
    dl = "".join(entry.format(n=n + 7, who=who, text=text) for n, (who, text) in enumerate(posts))
    html = (
        "<html><body><div class='post'><h3>Slugs again</h3><p>They are back.</p></div>"
        f"<div id='comments'><h4>4 comments:</h4><dl class='fl'>{dl}</dl></div></body></html>"
    )
    comments = comspider.extract(
        html, url="https://veg.example/2012/03/slugs.html", visited_at="2012-06-01T00:00:00Z"
    )
    assert [c.author for c in comments] == ["Anonymous", "Jen in Ludlow", "Anonymous", "Helen"]


def test_a_long_guest_name_with_drupals_mark_in_the_byline() -> None:
    """ "Submitted by Coach's Wife (Not Really) (not verified) on Sun, 04/15/2012 - 08:51.":
    the guest's own name (with its own brackets) and Drupal's mark are longer than a
    byline's name is taken to be; the mark goes first, and the name is read (set DA,
    built blind)."""
    guests = ["Coach's Wife (Not Really)", "Marcy T.", "Greg in Section 112"]
    texts = [
        "Lachance on the point would be fun for about four minutes until the first 2-on-1.",
        "The PP is bad but the real story is Holmgren. Forty saves kept us in it.",
        "Was at the game. The building was loud in the first and dead by the second.",
    ]
    comments = "".join(
        f"<a id='comment-{i}'></a><div class='comment comment-by-anonymous clear-block'>"
        f"<div class='submitted'>Submitted by {name} (not verified) on Sun, 04/15/2012 - 0{i}:51.</div>"
        f"<div class='content'><p>{text}</p></div>"
        f"<ul class='links'><li class='comment_reply'><a href='/comment/reply/3312/{i}'>reply</a></li></ul></div>"
        for i, (name, text) in enumerate(zip(guests, texts, strict=True))
    )
    html = (
        "<html><body><div class='node'><h1>Game 2: outshot again</h1><p>Recap.</p></div>"
        f"<div id='comments'><h2 class='comments'>3 comments</h2>{comments}</div></body></html>"
    )
    found = comspider.extract(
        html, "https://example.org/2012/04/15/game-2", visited_at="2012-04-16T00:00:00Z"
    )
    assert [c.author for c in found] == guests


def test_a_dates_connector_is_followed_by_a_number_a_names_word_is_not() -> None:
    """Spanish Drupal's "Enviado por NAME el Lun, 16/04/2012": "el" is also a word of a
    name ("Pedro el del bar", set DC, built blind), and only the one a number follows
    (within two words, or at the end of the byline's text, the date in the next element)
    is the date's connector."""
    from comspider.fields.author import _BY_AUTHOR

    def name(text: str) -> str | None:
        m = _BY_AUTHOR.search(text)
        return m.group(1) if m else None

    assert name("Enviado por Pedro el del bar el Lun, 16/04/2012 - 17:03.") == "Pedro el del bar"
    assert name("Enviado por Txema_89 el Dom, 15/04/2012 - 21:37.") == "Txema_89"
    assert name("Posted by Anna on Tuesday at 4:19 pm") == "Anna"
    assert name("geschrieben von GeorgQuaas am 21. Jan. 2015, 21:03") == "GeorgQuaas"
    assert name("Posté par Les Amis du Causse le") == "Les Amis du Causse"


def test_an_answer_that_opens_with_a_byline_of_its_own_is_signed_by_it() -> None:
    """A Taiwanese blog's owner answers in a box at the end of the message ("<span>阿布
    回覆於 2008/11/03 09:12</span><br>…", set FB, built blind): the box is read at the
    messages' slots, which hold no name for it; the byline opening it does."""

    def msg(n: int, name: str, text: str, answer: str = "") -> str:
        box = f"<div class='owner-reply'><span class='t'>阿布 回覆於 2008/11/0{n + 2} 09:1{n}</span><br>{answer}</div>"
        return (
            f"<div class='msg' id='m{n}'><div class='msg-head'><b>{name}</b> 於 2008/11/0{n + 1} 21:1{n} 留言</div>"
            f"<div class='msg-body'>{text}</div>{box if answer else ''}</div>"
        )

    html = (
        "<html><body><div class='post'><p>台南的虱目魚粥，清晨六點就開門的老店。</p></div><div id='messages'>"
        + msg(1, "小米粒", "看起來好好吃喔！請問這家幾點開始營業？", "他們早上六點就開了。")
        + msg(2, "府城胖子", "老闆是不是有點兇？不過粥真的沒話說。", "老闆其實人很好啦。")
        + msg(3, "喵喵", "版主的照片拍得好清楚，請問是用什麼相機？")
        + "</div></body></html>"
    )
    section = max(find_sections(html), key=lambda s: len(s.records))
    comments = comment_fields(section, reference_time=REF)
    assert [c.author for c in comments] == ["小米粒", "阿布", "府城胖子", "阿布", "喵喵"]


def test_a_long_name_at_the_slot_every_reader_signs_in_is_the_author() -> None:
    """A nickname with the reader's quarter, seven words ("don Chema del barrio de San
    Juan"), in the span where every other record prints its reader's name: the author; a
    sentence there (its last mark a full stop) is not."""
    names = [
        "Lupita Zárate",
        "don Chema del barrio de San Juan",
        "RaulTpz",
        "Marisol V.",
        "Ing. Bernardo Olea",
    ]
    items = "".join(
        f"<div class='cm' id='c{i}'><div class='cab'><span class='autor'>{n}</span> "
        f"<span class='fecha'>12/03/2012 - 1{i}:05 hrs.</span></div><p>{t}</p></div>"
        for i, (n, t) in enumerate(zip(names, TEXTS, strict=False))
    )
    head = "<head><meta property='article:published_time' content='2012-03-12T08:00:00-06:00'></head>"
    html = (
        f"<html>{head}<body><h1>El mercado reabre</h1><p>La obra terminó tras dos años.</p>"
        f"<div id='comentarios'><h3>Comentarios (5)</h3>{items}</div></body></html>"
    )
    found = comspider.extract(html, url="https://mercado.example/nota", visited_at="2012-03-20T00:00:00Z")
    assert [c.author for c in found] == names
    said = html.replace(
        "don Chema del barrio de San Juan", "Quedó bonito pero falta el estacionamiento del mercado."
    )
    found = comspider.extract(said, url="https://mercado.example/nota", visited_at="2012-03-20T00:00:00Z")
    assert found[1].author is None
