"""Comment fields in several languages: dates, likes, authors, text without template."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from comspider.fields.author import clean_name
from comspider.fields.extractor import comment_fields
from comspider.fields.ids import comment_id
from comspider.fields.votes import parse_count
from comspider.page_dates import parse_datetime, search_date
from comspider.records.invariants import find_sections
from comspider.records.model import ExtractedComment, RecordSection
from comspider_lab.hand_pages import COMMENT_TEXTS
from comspider_lab.synthetic import news_page, running_example

REF = datetime(2024, 5, 1, 12, 0, tzinfo=UTC)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("vor 2 Stunden", "2024-05-01T10:00:00+00:00"),
        ("3 hours ago", "2024-05-01T09:00:00+00:00"),
        ("il y a 5 minutes", "2024-05-01T11:55:00+00:00"),
        ("3時間前", "2024-05-01T09:00:00+00:00"),
        ("منذ ساعتين", "2024-05-01T10:00:00+00:00"),
        ("hace 3 días", "2024-04-28T12:00:00+00:00"),
        ("2h", "2024-05-01T10:00:00+00:00"),
        ("1d", "2024-04-30T12:00:00+00:00"),
        ("gestern", "2024-04-30T12:00:00+00:00"),
        ("12. März 2023 um 14:05", "2023-03-12T14:05:00+00:00"),
        ("March 12, 2023 at 2:05 pm", "2023-03-12T14:05:00+00:00"),
        ("31.10.2023, 19.18 Uhr", "2023-10-31T19:18:00+00:00"),
        ("12.03.2023", "2023-03-12T00:00:00+00:00"),
        ("2023-03-12T14:05:00+02:00", "2023-03-12T12:05:00+00:00"),
        ("gerade eben", "2024-05-01T12:00:00+00:00"),
        ("just now", "2024-05-01T12:00:00+00:00"),
        ("たった今", "2024-05-01T12:00:00+00:00"),
        ("à l'instant", "2024-05-01T12:00:00+00:00"),
    ],
)
def test_dates_in_many_languages(text: str, expected: str) -> None:
    parsed = parse_datetime(text, REF)
    assert parsed is not None and parsed.isoformat() == expected


@pytest.mark.parametrize("text", ["Reply", "12", "Antworten", "1.234", "Peter", "", "Like 3"])
def test_not_dates(text: str) -> None:
    assert parse_datetime(text, REF) is None


def test_date_inside_longer_text() -> None:
    found = search_date("Comment by XSized — 17.07, 2011 @ 13:24", REF)
    assert found is not None and found[0].isoformat() == "2011-07-17T13:24:00+00:00"


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("12", 12),
        ("1.2k", 1200),
        ("1,234", 1234),
        ("+3", 3),
        ("12 likes", 12),
        ("1 Person", 1),
        ("Like", None),
    ],
)
def test_counts(text: str, value: int | None) -> None:
    assert parse_count(text) == value


def _comments_section(html: str, first_id: str, **kw: int) -> RecordSection:
    for s in find_sections(html, **kw):
        if any(r.node.get("id") == first_id for r in s.records):
            return s
    raise AssertionError("section not found")


@pytest.mark.parametrize(
    ("template", "date_style"), [("wordpress", "english"), ("threads", "german"), ("flat", "relative")]
)
def test_fields_of_synthetic_templates(template: str, date_style: str) -> None:
    page = news_page(24, seed=7, template=template, date_style=date_style, reply_rate=0.3)
    section = _comments_section(page.html, page.comments[0].id, ft=3, fs=4)
    fields = comment_fields(section, reference_time=REF)
    by_id = {r.node.get("id"): f for r, f in zip(section.records, fields, strict=True)}
    assert set(by_id) == {c.id for c in page.comments}
    for truth in page.comments:
        got = by_id[truth.id]
        assert got.author == truth.author
        assert got.text == truth.text
        assert got.likes == truth.likes
        assert got.published_at is not None
        if date_style != "relative":  # relative dates are only as precise as "N hours ago"
            assert got.published_at == truth.published
        for template_word in ("Reply", "Antworten", "Melden", "says:", "Share"):
            assert template_word not in got.text
        assert got.xpath and got.xpath.startswith("/html/")
    # Replies: parent and depth carried over, and the parent's text has no reply text.
    replies = [c for c in page.comments if c.parent is not None]
    if template != "flat":
        assert replies
        for reply in replies:
            parent = page.comments[reply.parent]
            assert reply.text not in by_id[parent.id].text


def test_running_example_fields() -> None:
    page = running_example()
    section = find_sections(page.html, ft=3, fs=3)[0]
    fields = comment_fields(section, reference_time=REF)
    assert [f.author for f in fields] == ["Alice", "Bob", "Carol", "Dave", "Erin"]
    assert [f.text for f in fields] == [c.text for c in page.comments]
    assert fields[4].parent == 3 and fields[4].depth == 1


def _page(records: str) -> str:
    return f"<html><body><main><div class='comments'>{records}</div></main></body></html>"


def test_fields_german_forum_like_markup() -> None:
    items = "".join(
        f'<div class="kommentar-item"><div class="kommentar-info"><div class="benutzer">{name}</div>'
        f'<div class="datum">{date}</div></div><div class="kommentar-text">{text}</div>'
        f'<div class="vote"><i class="fa fa-thumbs-up" title="like">{up}</i>'
        f'<i class="fa fa-thumbs-down" title="dislike">1</i><a class="vote-login" href="/l">Login für Vote</a>'
        f"</div></div>"
        for name, date, text, up in [
            ("Harzer66", "31.10.2023, 19.18 Uhr", "Es gab dieses Jahr echt Regen.", 4),
            ("Bodo", "30.10.2023, 08.01 Uhr", "Stimmt nicht ganz, im Süden war es trocken.", 0),
            ("anna_n", "29.10.2023, 22.45 Uhr", "Danke für den Bericht!", 12),
        ]
    )
    sections = find_sections(_page(items), ft=3, fs=3)
    fields = comment_fields(sections[0], reference_time=REF)
    assert [f.author for f in fields] == ["Harzer66", "Bodo", "anna_n"]
    assert [f.published_at for f in fields] == [
        "2023-10-31T19:18:00+00:00",
        "2023-10-30T08:01:00+00:00",
        "2023-10-29T22:45:00+00:00",
    ]
    assert [f.likes for f in fields] == [4, 0, 12]
    assert fields[1].text == "Stimmt nicht ganz, im Süden war es trocken."


def test_a_link_word_in_the_text_is_not_taken_for_the_date() -> None:
    """The newest comment says "gerade eben"; its text links "hier", French for
    "yesterday": the link stays in the text and the date is "just now"."""
    rows = [
        ("Anna", "vor 3 Stunden", "Sehe ich genauso, danke für den Artikel."),
        ("Bernd", "vor 2 Stunden", "Das war doch seit Jahren absehbar, leider."),
        (
            "Carla",
            "gerade eben",
            'Den ganzen Bericht gibt es <a href="https://x.example/b">hier</a>, falls es jemanden interessiert.',
        ),
    ]
    items = "".join(
        f'<div class="kommentar"><div class="kopf"><img class="avatar" src="/a.png"><span class="autor">{who}</span>'
        f'<span class="datum">{when}</span></div><div class="text"><p>{text}</p></div>'
        f'<div class="aktionen"><a href="#" class="antworten">Antworten</a></div></div>'
        for who, when, text in rows
    )
    fields = comment_fields(find_sections(_page(items))[0], reference_time=REF)
    assert fields[2].text == "Den ganzen Bericht gibt es hier, falls es jemanden interessiert."
    assert fields[2].published_at == REF.isoformat()


def test_fields_japanese_and_arabic_relative_dates() -> None:
    rows = [
        ("山田", "3時間前", "とても良い記事でした。"),
        ("佐藤", "1日前", "同意します。"),
        ("علي", "منذ ساعتين", "مقال رائع، شكرا"),
        ("鈴木", "5分前", "なるほど"),
    ]
    items = "".join(
        f'<li class="cmt"><div class="head"><span class="avatar"><img src="/a.png"></span>'
        f'<span class="user-name">{who}</span><span class="time">{when}</span></div>'
        f'<p class="body">{text}</p><button class="reply">返信</button></li>'
        for who, when, text in rows
    )
    sections = find_sections(_page(f"<ul>{items}</ul>"), ft=3, fs=3)
    fields = comment_fields(sections[0], reference_time=REF)
    assert [f.author for f in fields] == [r[0] for r in rows]
    assert [f.text for f in fields] == [r[2] for r in rows]
    assert [f.published_text for f in fields] == [r[1] for r in rows]
    assert fields[0].published_at == "2024-05-01T09:00:00+00:00"
    assert fields[2].published_at == "2024-05-01T10:00:00+00:00"


def test_comment_id_is_stable_and_normalised() -> None:
    a = comment_id("https://news.example/a#comments", "Jane", "Great   piece!\n")
    b = comment_id("https://news.example/a", " jane ", "great piece!")
    assert a == b and len(a) == 20 and int(a, 16) >= 0
    assert comment_id("https://news.example/a", "Jane", "Other text") != a
    assert comment_id("https://news.example/b", "Jane", "Great piece!") != a


def _fields_under_an_article(thread: str) -> list[ExtractedComment]:
    """The fields of the largest section of a page with an article and ``thread``."""
    page = f"<html><body><article><p>{'Ein Artikel. ' * 20}</p></article>{thread}</body></html>"
    section = max(find_sections(page, ft=3, fs=3), key=lambda s: len(s.records))
    return comment_fields(section, reference_time=REF)


def test_a_name_followed_by_says_is_the_author() -> None:
    """No class names a name (modepilot.de's styled-components markup): the name is the
    ``strong`` before "sagt:" (after an HTML comment), linked for some readers and not
    for others, so the name sits in two slots; each record still gets its name."""
    rows = [
        ("Betina", False, "So cool geschrieben, danke!"),
        ("Kathrin Bierling", True, "Das freut mich sehr, danke dir."),
        ("Sybille", False, "So lustig, gerne mehr davon!"),
        ("Annegret", False, "Herrlich, ich habe Tränen gelacht."),
        ("Kathrin Bierling", True, "Gerne, es gibt ja genug Anlässe."),
        ("Jo", False, "Das kenne ich nur zu gut von zu Hause."),
    ]
    items = "".join(
        f'<li><a name="c{i}"></a><div class="x1"><strong class="x2">'
        + (f'<a href="https://blog{i}.example/" rel="nofollow">{who}</a>' if linked else who)
        + f'</strong> <!-- -->sagt:<br><time datetime="2019-05-2{i}T09:05:00Z">2{i}.05.2019 - 09:05</time><br>'
        f'<div class="x3">{text}</div><button>antworten</button></div></li>'
        for i, (who, linked, text) in enumerate(rows)
    )
    fields = _fields_under_an_article(f"<ul class='x0'>{items}</ul>")
    assert [f.author for f in fields] == [who for who, _, _ in rows]
    assert [f.text for f in fields] == [text for _, _, text in rows]


def test_a_name_in_a_button_the_template_names_as_the_users_is_the_author() -> None:
    """Widgets set the commenter's name in a button that opens a profile card
    (``<button class="Username">``); the record's other buttons stay out."""
    rows = [
        ("Karl Meier", "Endlich geht es los, das hat lange genug gedauert."),
        ("anna_h", "Und wer bezahlt die Umleitung während der Bauzeit?"),
        ("Petra S.", "Die Stadt hat das im Rat doch erklärt, steht auch im Artikel."),
    ]
    items = "".join(
        f'<div class="crx-Comment" id="c{i}"><div class="crx-Head"><button class="crx-Username">{who}</button>'
        f'<time datetime="2024-04-2{i}T09:00:00Z">vor 2 Std.</time></div><div class="crx-Body"><p>{text}</p></div>'
        "<div><button>Antworten</button><button>Respekt</button><button>Melden</button></div></div>"
        for i, (who, text) in enumerate(rows)
    )
    fields = _fields_under_an_article(f"<div class='x1'>{items}</div>")
    assert [f.author for f in fields] == [who for who, _ in rows]
    assert [f.text for f in fields] == [text for _, text in rows]


@pytest.mark.parametrize(
    ("raw", "name"),
    [
        ("Par Bruno Gobin,", "Bruno Gobin"),
        ("Hella,", "Hella"),
        ("Anna says:", "Anna"),
        ("Geschrieben von Bernd", "Bernd"),
        ("Jo –", "Jo"),
        ("omg -_-", "omg -_-"),  # a nickname's own dashes stay
        ("von Weizsäcker", "von Weizsäcker"),  # a bare "von" is part of the name
        ("Dr. J.", "Dr. J."),
        ("Bewertung von Kirschi1017 vom", "Kirschi1017"),  # "vom 23.05.2018" in the next element
        ("Anh Le", "Anh Le"),
        # Blogger's "said..." as it was translated
        ("Anonim mengatakan...", "Anonim"),
        ("Anonymous said...", "Anonymous"),
        ("Anonyme a dit…", "Anonyme"),
        ("Marco ha detto...", "Marco"),
        ("J.J.", "J.J."),  # an initial's stop is no ellipsis
        ("(Mehmet Yılmaz", "Mehmet Yılmaz"),  # "(Mehmet Yılmaz, 15.05.2013 10:14)"
        ("(Ayşe K.)", "(Ayşe K.)"),  # a nickname's own brackets stay
        ("1. Posted by みどり", "みどり"),  # the comment's number before the byline's words
        ("#2 Posted by Anna", "Anna"),
        ("2. Anna", "2. Anna"),  # a number alone before a name is no byline's
    ],
)
def test_a_names_byline_words_and_punctuation_go(raw: str, name: str) -> None:
    assert clean_name(raw) == name


def test_numbers_ranks_and_report_links_stay_out_of_the_text() -> None:
    """A comment's number (a link to its own anchor, or an element named for a count),
    the poster's forum rank under the name (a heading, but no title of the comment) and
    "Kommentar melden." are the template's, not the comment's words."""
    rows = [
        (
            "Mareike",
            "Forenprofi",
            "Eine interessante Art, Leber zuzubereiten. Muss ich morgen gleich ausprobieren.",
        ),
        (
            "Georg77",
            "Erfahrener Benutzer",
            "Und dazu ein guter Wein aus der Pfalz, am besten ein trockener Riesling.",
        ),
        (
            "Thomas",
            "Forenprofi",
            "Interessante Variante, das mit dem Apfel. Passt bestimmt auch zu Schweinsleber.",
        ),
    ]
    items = "".join(
        f'<li id="comment-{i}"><p class="comment-number"><a href="#comment-{i}">{i + 1}</a></p>'
        f'<div class="message-user"><h4 class="message-name"><a href="/members/{who}/">{who}</a></h4>'
        f'<h5 class="userTitle">{rank}</h5></div>'
        f'<div class="message-main"><time datetime="2018-09-2{i}T14:51:09+02:00">2{i}. September 2018</time>'
        f'<div class="message-body"><p>{text}</p></div>'
        f'<span class="dislike-count-wrap">{i + 3}</span>'
        f'<div class="report_comment"><a href="/melden/{i}">Kommentar melden.</a></div></div></li>'
        for i, (who, rank, text) in enumerate(rows)
    )
    fields = _fields_under_an_article(f"<ol class='x'>{items}</ol>")
    assert [f.author for f in fields] == [who for who, _, _ in rows]
    assert [f.text for f in fields] == [text for _, _, text in rows]


def test_the_number_or_arrow_opening_each_record_is_no_text() -> None:
    """ "1. Name, date: text" with the number in an element of its own whose name says nothing
    (a footnote list's markup), and the replies' "↩" in its place: the template's marks, not the
    comment's words."""
    rows = [
        ("1.", "Anders Bech", "Tak for en grundig artikel, min oldefar var færgemand ved sundet."),
        ("↩", "Lis Thomsen", "Har du kilden til prisen på overfarten? Den virker meget lav."),
        ("2.", "Karsten", "Den står i sognerådets forhandlingsprotokol, se side tre."),
        ("3.", "Birthe", "Der findes stadig et billede af den gamle færge på museet."),
    ]
    items = "".join(
        f'<li class="note" id="k-{i}"><span class="lb">{mark}</span> <span class="kf">{who}</span>, '
        f'<span class="kd">{3 + i}. maj 2012 kl. 20:11</span>: {text}</li>'
        for i, (mark, who, text) in enumerate(rows)
    )
    fields = _fields_under_an_article(f"<ol class='noteliste'>{items}</ol>")
    assert [f.author for f in fields] == [who for _, who, _ in rows]
    assert [f.text for f in fields] == [text for _, _, text in rows]


def test_a_control_row_in_a_comments_place_is_no_comment() -> None:
    """A "Load more replies" link in the records' own markup, with no author and no date,
    is no comment; a comment that is only a link, with its author, stays."""
    rows = [
        ("Anna", "Sehe ich genauso, danke für den Artikel und die vielen Zahlen dazu."),
        ("", '<a href="/thread/2">Load more replies</a>'),
        ("Bernd", '<a href="https://example.org/studie">https://example.org/studie</a>'),
        ("Carla", "Das war doch seit Jahren absehbar, leider hat niemand gehandelt."),
    ]
    # The row is the template with its name and date left empty.
    items = "".join(
        f'<div class="c"><div class="h"><span class="who">{who}</span>'
        + (
            f'<time datetime="2024-04-0{i + 1}T10:00:00Z">vor {i + 1} Tagen</time>'
            if who
            else '<time datetime=""></time>'
        )
        + f'</div><div class="t">{text}</div></div>'
        for i, (who, text) in enumerate(rows)
    )
    fields = _fields_under_an_article(f"<div class='cs'>{items}</div>")
    assert [f.author for f in fields] == ["Anna", "Bernd", "Carla"]
    assert fields[1].text == "https://example.org/studie"


def test_the_date_as_written_leaves_the_comments_number_out() -> None:
    """zeit.de writes "#2.1 — vor 8 Stunden" under a reply: the date as written is "vor 8
    Stunden"; words before a date ("am 12. März") stay part of it."""
    rows = [
        ("#1 — vor 8 Stunden", "vor 8 Stunden"),
        ("#1.1 — vor 7 Stunden", "vor 7 Stunden"),
        ("#2 — vor 5 Stunden", "vor 5 Stunden"),
    ]
    items = "".join(
        f'<article class="c"><h4 class="name">Leser{i}</h4><a class="meta" href="#c{i}">{when}</a>'
        f'<div class="text"><p>{COMMENT_TEXTS[i]}</p></div></article>'
        for i, (when, _) in enumerate(rows)
    )
    fields = _fields_under_an_article(f"<div class='cs'>{items}</div>")
    assert [f.published_text for f in fields] == [written for _, written in rows]
    assert fields[0].published_at == "2024-05-01T04:00:00+00:00"


def test_a_forum_posters_rank_is_not_the_author() -> None:
    """XenForo (villagersandheroes.com in ../shared/data/trafilatura): under each name a
    banner with the poster's rank ("Hero", "Reader", or a custom title) in
    ``itemprop="jobTitle"``; the name is in the profile link, wrapped in a styled span
    for staff. The rank was taken as the author."""
    rows = [
        (
            "Tiberius",
            "Neonga Nation",
            True,
            "Patch Notes 4.47.4: Lichtrunen von Pharaoh Okyris wurden entfernt.",
        ),
        ("Bibi Blocksberg", "Hero", False, "Schade, dass die Lichtrunen bei Okyris weg sind."),
        ("Bluerider", "Reader", False, "Es ist ja nett, dass die Systemmeldungen jetzt funktionieren."),
        ("Glockenfee", "Hero", False, "Bei mir erscheint der Werbebildschirm immer noch bei jedem Zonen."),
    ]
    items = "".join(
        f'<article class="message" id="js-post-{i}"><div class="message-inner">'
        f'<div class="message-cell message-cell--user"><section itemscope itemtype="https://schema.org/Person" '
        f'class="message-user"><div class="message-avatar"><div class="message-avatar-wrapper">'
        f'<a href="/forums/members/u.{i}/" class="avatar avatar--l" data-user-id="{i}">'
        f'<img src="/forums/data/avatars/{i}.jpg" alt="{who}" itemprop="image"></a></div></div>'
        f'<div class="message-userDetails"><div class="message-ribbon"><h4 class="message-name"><span>'
        f'<a href="/forums/members/u.{i}/" class="username" dir="auto" data-user-id="{i}" itemprop="name">'
        + (f'<span class="username--staff username--moderator">{who}</span>' if staff else who)
        + '</a></span></h4><div class="userBanner message-userBanner" itemprop="jobTitle">'
        f'<span class="userBanner-before"></span><strong>{rank}</strong><span class="userBanner-after"></span>'
        f'</div></div><div class="message-extrainfo"><div class="message-extrainfo-title">Platform</div>'
        f'<div class="message-extrainfo-content">PC</div></div></div></section></div>'
        f'<div class="message-cell message-cell--main"><header class="message-attribution">'
        f'<a href="/forums/threads/patchnotes.3976/post-{i}" rel="nofollow"><time class="u-dt" '
        f'datetime="2020-09-2{i}T08:56:40-0700">Sep 2{i}, 2020</time></a> <a href="/post-{i}">#{i + 1}</a>'
        f'</header><div class="message-content"><article class="message-body"><div class="bbWrapper">{text}</div>'
        f"</article></div></div></div></article>"
        for i, (who, rank, staff, text) in enumerate(rows)
    )
    fields = _fields_under_an_article(f"<div class='block-body'>{items}</div>")
    assert [f.author for f in fields] == [who for who, _, _, _ in rows]


@pytest.mark.parametrize(
    "ranks",
    [
        ("Stammgast", "Neuling", "Stammgast", "Mitglied"),
        ("Senior Member", "Junior Member", "Moderator", "Senior Member"),
        ("Nouveau membre", "Membre actif", "Membre", "Modérateur"),
        ("Hero", "Reader", "Hero", "Legend"),
    ],
)
def test_a_rank_written_where_a_name_could_be_is_no_name(ranks: tuple[str, ...]) -> None:
    """A rank above the name, in markup that does not say so (its class says "user"):
    the rank's words tell it ("Stammgast", "Senior Member", "Nouveau membre", "Hero")."""
    names = ["kalle_b", "Ute", "Schorsch", "M. Weber"]
    items = "".join(
        f'<div class="post"><div class="userinfo"><img class="avatar" src="/img/{i}.png">'
        f'<span class="user">{rank}</span></div><b>{name}</b>'
        f'<div class="when">{i + 1}. März 2021, 10:0{i}</div><div class="txt">{COMMENT_TEXTS[i]}</div></div>'
        for i, (name, rank) in enumerate(zip(names, ranks, strict=True))
    )
    fields = _fields_under_an_article(f"<div class='posts'>{items}</div>")
    assert [f.author for f in fields] == names


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("28 Noiembrie 2023, 14:39 - Vasile Pop", "2023-11-28T14:39:00+00:00"),  # ro
        ("Ilona K. | 3 listopadu 2021", "2021-11-03T00:00:00+00:00"),  # cs
        ("28 листопада 2023, 10:15 · Петро", "2023-11-28T10:15:00+00:00"),  # uk
    ],
)
def test_a_month_word_of_any_language_inside_a_byline(text: str, expected: str) -> None:
    found = search_date(text, REF)
    assert found is not None and found[0].isoformat() == expected


def test_no_date_of_a_number_a_word_and_a_year_that_is_none() -> None:
    assert search_date("Anna | 12 people 2020", REF) is None


def test_a_byline_written_date_first_gives_the_name_after_it() -> None:
    """The date, a dash and the name in one text, or the name in an element of its own
    after the date's text, in a slot no class names: the name half of the byline is the
    author, and neither half is the comment's text."""
    names = ["Ioana Pop", "Gabriela", "Sorin M.", "Dan"]
    one = "".join(
        f'<div class="x"><h6><span>2{i} Martie 2024, 10:1{i}&nbsp;-&nbsp;{name}</span></h6>'
        f'<div class="y">{COMMENT_TEXTS[i]}</div></div>'
        for i, name in enumerate(names)
    )
    two = "".join(
        f'<div class="x"><h6><div>Mar. 2{i}, 2024, 10:1{i} a.m.&nbsp;-&nbsp;<span>{name}</span></div></h6>'
        f'<div class="y">{COMMENT_TEXTS[i]}</div></div>'
        for i, name in enumerate(names)
    )
    for thread in (one, two):
        fields = _fields_under_an_article(f"<div class='z'>{thread}</div>")
        assert [f.author for f in fields] == names
        assert [f.text for f in fields] == COMMENT_TEXTS[: len(names)]
        assert all(f.published_at is not None for f in fields)


@pytest.mark.parametrize("n", [3, 4])
def test_a_badge_written_beside_every_name_is_not_the_text(n: int) -> None:
    """The commenter's browser and system under each name ("Firefox128.0" "Linux", two
    constant texts side by side in one slot), beside short comments in a script without
    spaces: the template's, also in a thread of three, where a repeated text could be a
    name but the author slot is elsewhere."""
    texts = [
        "菜市场终于不再脏乱差了。",
        "摊位费涨了，菜价会不会也跟着涨？",
        "停车还是个大问题。",
        "周末根本找不到车位。",
    ][:n]
    items = "".join(
        f'<div class="c" id="c{i}"><img class="a" src="/a/{i}.svg"><div class="card"><div class="h">'
        f'<span class="n">读者{i}</span><span class="t">{i + 1} 分钟前</span><button class="r">回复</button></div>'
        f'<div class="m" aria-hidden="true"><span class="b" data-value="Firefox128.0">Firefox128.0</span>'
        f'<span class="o" data-value="Linux">Linux</span></div><div class="x"><p>{text}</p></div></div></div>'
        for i, text in enumerate(texts)
    )
    page = (
        f"<html><body><article><p>{'文章内容。' * 40}</p></article><div class='z'>{items}</div></body></html>"
    )
    section = next(s for s in find_sections(page, ft=2, fs=3) if s.container.get("class") == "z")
    fields = comment_fields(section, reference_time=REF)
    assert [f.text for f in fields] == texts
    assert [f.author for f in fields] == [f"读者{i}" for i in range(n)]


def test_the_same_short_comment_twice_stays_a_comment() -> None:
    """Three comments that each say only "Danke!": not taken for the template's words."""
    items = "".join(
        f'<div class="c"><b>{who}</b> <span class="t">{i + 1}.03.2024</span><div class="x"><p>Danke!</p></div></div>'
        for i, who in enumerate(["Anna", "Bernd", "Carla"])
    )
    fields = _fields_under_an_article(f"<div class='z'>{items}</div>")
    assert [(f.author, f.text) for f in fields] == [
        ("Anna", "Danke!"),
        ("Bernd", "Danke!"),
        ("Carla", "Danke!"),
    ]


@pytest.mark.parametrize(
    "line",
    [
        "Member since {y} · {n} comments",
        "Регистриран от {y} · {n} мнения",
        "ความคิดเห็นที่ {n}",
        "पसंद ({n}) | नापसंद ({y})",
    ],
)
def test_a_line_that_differs_by_its_numbers_only_is_not_the_text(line: str) -> None:
    """A reader's profile line, a box's number or a count with its word, in every record
    and differing from record to record by its numbers only, is the template's (in any
    language), whether it stands before the text in the byline or after it."""
    texts = COMMENT_TEXTS[:5]
    items = "".join(
        f'<div class="c"><p class="h"><b class="n">{who}</b> <span class="t">{i + 1}.03.2012 10:{10 + i}</span> '
        f'<small>{line.format(y=2008 + i, n=(i + 3) * 37)}</small></p><div class="x">{text}</div></div>'
        for i, (who, text) in enumerate(zip(["Anna", "Bernd", "Carla", "Dora", "Emil"], texts, strict=True))
    )
    fields = _fields_under_an_article(f"<div class='z'>{items}</div>")
    assert [f.text for f in fields] == texts
    assert [f.author for f in fields] == ["Anna", "Bernd", "Carla", "Dora", "Emil"]
    assert all(f.published_at is not None for f in fields)


@pytest.mark.parametrize("address", ["IP: 78.{i}.xxx.xxx", "[IP: 110.77.{i}.*]", "85.{i}.12.7"])
def test_a_network_address_beside_the_name_is_not_the_author(address: str) -> None:
    """An address shown beside each name, masked or not, in a slot of its own after a bare
    ``<b>`` name, is not the author: its letters are a label's and a mask's."""
    names = ["Svečias_2", "Tomas", "Jonas", "Rasa"]
    items = "".join(
        f'<div class="c"><div class="i"><b>{who}</b> <span class="p">{address.format(i=50 + i)}</span> · '
        f'<span class="w">2012-03-14 0{6 + i}:25</span></div><div class="m"><p>{text}</p></div></div>'
        for i, (who, text) in enumerate(zip(names, COMMENT_TEXTS, strict=False))
    )
    fields = _fields_under_an_article(f"<div class='z'>{items}</div>")
    assert [f.author for f in fields] == names


def test_a_hidden_copy_of_the_text_is_not_the_text_but_a_folded_rest_is() -> None:
    """A share widget's hidden data in each comment ("Name: the text", the permalink the
    record links to) is the template's copy, also beside comments too short to outweigh it;
    the hidden rest of a folded comment says what the record does not show and stays its
    text."""
    names = ["Anna", "Bernd", "Carla", "Dora"]
    said = ["Well said!", "Agreed, fully.", "Not so sure", "Great news"]
    items = "".join(
        f'<div class="c"><b>{who}</b> <span class="t">{i + 1}.03.2012 10:1{i}</span><div class="x">{text}'
        + (' <span class="hidden">and the rest that only a click shows.</span>' if i == 2 else "")
        + f'<div class="s"><div class="hidden">{who}: {text}</div>'
        f'<div class="hidden">http://news.example/social/{who}/c{i}.html</div>'
        f'<a href="http://news.example/social/{who}/c{i}.html">Share it</a></div></div></div>'
        for i, (who, text) in enumerate(zip(names, said, strict=True))
    )
    fields = _fields_under_an_article(f"<div class='z'>{items}</div>")
    said[2] += " and the rest that only a click shows."
    assert [f.text for f in fields] == said


def test_sentences_alike_but_for_their_numbers_in_two_records_stay_the_text() -> None:
    """Two readers of three who each write one short line of the same shape ("Page 3 has a
    typo", "Page 4 has a typo") wrote them: a shape is the template's only in (nearly) every
    record, and in three at least."""
    said = ["Page 3 has a typo", "Page 4 has a typo", "Thanks for the article"]
    items = "".join(
        f'<div class="c"><b>{who}</b> <span class="t">{i + 1}.03.2024</span><div class="x"><p>{text}</p></div></div>'
        for i, (who, text) in enumerate(zip(["Anna", "Bernd", "Carla"], said, strict=True))
    )
    fields = _fields_under_an_article(f"<div class='z'>{items}</div>")
    assert [f.text for f in fields] == said


def test_a_name_written_before_am_and_the_date_is_the_author() -> None:
    """ "Georg N. am 10.4.2020": no separator, the name and the date joined by a word;
    the piece holds a name, not only a date."""
    names = ["Georg N.", "stefanie", "Herbert", "Tierfreund"]
    items = "".join(
        f'<blockquote><div class="b"><small>{who} am {i + 1}.4.2020</small></div><p class="t">{COMMENT_TEXTS[i]}</p>'
        "</blockquote>"
        for i, who in enumerate(names)
    )
    fields = _fields_under_an_article(f"<div class='votes'>{items}</div>")
    assert [f.author for f in fields] == names


def test_a_signature_after_the_text_names_the_author() -> None:
    """Letters signed below their text, "— Name, date" in one piece (the record's date
    piece), one of them a reply with a class of its own: each gets its name and date; a
    sentence with "oggi" (today) in it stays the text, not a date."""
    rows = [
        ("", "Vincenzo Russo", "9 giugno 2025", "Finalmente! Sono vent'anni che aspettiamo i pontili nuovi."),
        (
            " class='risp'",
            "Teresa Di Luccia",
            "9 giugno 2025",
            "I posti per i pescatori sono quaranta, lo dice il sindaco.",
        ),
        ("", "Antonio Mainenti", "10 giugno 2025", "E il parcheggio? D'estate già oggi non si trova posto."),
        ("", "Rosa Esposito", "11 giugno 2025", "Speriamo che aprano davvero a luglio, come dicono."),
    ]
    items = "".join(f"<p{cls}>{text}<br><i>— {who}, {when}</i></p>" for cls, who, when, text in rows)
    fields = _fields_under_an_article(f"<div class='parliamone'><h3>Parliamone</h3>{items}</div>")
    assert [f.author for f in fields] == [who for _, who, _, _ in rows]
    assert [f.text for f in fields] == [text for _, _, _, text in rows]
    assert [f.published_at[:10] if f.published_at else None for f in fields] == [
        "2025-06-09",
        "2025-06-09",
        "2025-06-10",
        "2025-06-11",
    ]


@pytest.mark.parametrize("when", ["לפני 3 ימים", "пре 3 дана"])
def test_a_name_signed_beside_a_date_of_any_language_after_the_text(when: str) -> None:
    """ "text, then 'name · date'": the name half of the signature, whatever language or
    calendar the date is written in."""
    thread = "".join(
        f"<aside class='n'><p class='t'>{text}</p><p class='m'><span class='a'>{name}</span> · "
        f"<span class='z'>{when}</span></p></aside>"
        for name, text in (
            ("רותי מהרחוב הסמוך", "תודה שכתבתם על זה, הילדים חיכו לגן הזה שנתיים."),
            ("Marko", "Hvala na tekstu, dugo smo čekali na ovo igralište."),
        )
    )
    assert [c.author for c in _fields_under_an_article(f"<div class='x'>{thread}</div>")] == [
        "רותי מהרחוב הסמוך",
        "Marko",
    ]


def test_words_around_a_piece_left_out_stay_apart() -> None:
    """Set K's Arabic thread: the separators " · " between "like", "reply" and "report" are
    template and leave the text; "رد" and "إبلاغ" were glued into "ردإبلاغ"."""
    from comspider import extract

    items = "".join(
        f'<div class="media" id="t{i}"><h4 class="media-heading">{name} <small>09/06/2015 - 1{i}:40</small></h4>'
        f"<p>{text}</p>"
        f'<p class="small"><a href="#like">أعجبني ({30 + i})</a> · <a href="#reply">رد</a> · '
        f'<a href="/report?t={i}">إبلاغ</a></p></div>'
        for i, (name, text) in enumerate(
            [
                ("أبو سامر", "خطوة ممتازة، الكورنيش يحتاج إلى إنارة منذ سنوات، والمشي فيه ليلاً صار خطراً."),
                ("ريم", "نتمنى أن تشمل الأعمال دورات مياه عامة ومقاعد للمسنين في كل الأحياء."),
                ("خالد", "شكراً للصحيفة على التغطية والصور الجميلة، ننتظر الافتتاح بفارغ الصبر."),
            ]
        )
    )
    page = (
        '<html lang="ar" dir="rtl"><head><meta property="article:published_time" content="2015-06-09T09:00:00+03:00">'
        "</head><body><article><h1>تأهيل الكورنيش الجنوبي</h1><p>"
        + "تبدأ أعمال التأهيل الأسبوع المقبل وتستمر ستة أشهر. " * 6
        + f'</p></article><section id="ta"><h3>تعليقات القراء (3)</h3>{items}</section></body></html>'
    )
    texts = [c.text for c in extract(page, "https://news.example/ar/8801")]
    assert len(texts) == 3, texts
    assert not any("ردإبلاغ" in t for t in texts), texts


def test_a_date_attribute_of_the_day_alone_takes_the_time_its_element_shows() -> None:
    from comspider.fields.extractor import comment_fields
    from comspider.records.invariants import find_sections

    items = "".join(
        f"<article class='post'><header><b class='who'>Reader {i}</b> "
        f"<time datetime='2025-03-{11 + i // 2:02d}'>{'вчора' if i < 2 else 'сьогодні'} о {9 + i}:0{i}</time></header>"
        f"<p>Коментар номер {i}: дякую за статтю, все зрозуміло.</p></article>"
        for i in range(4)
    )
    section = max(
        find_sections(f"<html><body><div class='thread'>{items}</div></body></html>"),
        key=lambda s: len(s.records),
    )
    comments = comment_fields(section, reference_time=datetime(2025, 3, 12, 12, tzinfo=UTC))
    assert [c.published_at for c in comments] == [
        "2025-03-11T09:00:00+00:00",
        "2025-03-11T10:01:00+00:00",
        "2025-03-12T11:02:00+00:00",
        "2025-03-12T12:03:00+00:00",
    ]


@pytest.mark.parametrize("published", ["2023-02-14T17:00:00+00:00", None])
def test_dates_without_a_year_are_placed_after_the_article(published: str | None) -> None:
    rows = [
        ("山田", "2月14日 18:40", "とても良い記事でした。"),
        ("佐藤", "2月14日 19:12", "同意します。"),
        ("鈴木", "2月15日 08:03", "なるほど、そういうことですね。"),
    ]
    items = "".join(
        f'<li class="cmt"><div class="head"><span class="user-name">{who}</span>'
        f'<span class="time">{when}</span></div><p class="body">{text}</p></li>'
        for who, when, text in rows
    )
    head = f"<head><meta property='article:published_time' content='{published}'></head>" if published else ""
    page = f"<html>{head}<body><main><div class='comments'><ul>{items}</ul></div></main></body></html>"
    fields = comment_fields(find_sections(page, ft=3, fs=3)[0], reference_time=REF)
    # the article's year; without one, this year's as the page is read (not 2010 nor 14 January)
    year = 2023 if published else 2024  # REF is 1 May 2024
    assert [f.published_at for f in fields] == [
        f"{year}-02-14T18:40:00+00:00",
        f"{year}-02-14T19:12:00+00:00",
        f"{year}-02-15T08:03:00+00:00",
    ]


def test_days_without_a_year_or_a_time_are_placed_after_the_article() -> None:
    rows = [
        ("山田", "2月14日", "とても良い記事でした。"),
        ("佐藤", "2月15日", "同意します。"),
        ("鈴木", "2月15日", "なるほど。"),
    ]
    items = "".join(
        f'<li class="cmt"><div class="head"><span class="user-name">{who}</span>'
        f'<span class="time">{when}</span></div><p class="body">{text}</p></li>'
        for who, when, text in rows
    )
    head = "<head><meta property='article:published_time' content='2023-02-14T17:00:00+00:00'></head>"
    page = f"<html>{head}<body><main><div class='comments'><ul>{items}</ul></div></main></body></html>"
    fields = comment_fields(find_sections(page, ft=3, fs=3)[0], reference_time=REF)
    assert [f.published_at for f in fields] == [
        "2023-02-14T00:00:00+00:00",
        "2023-02-15T00:00:00+00:00",
        "2023-02-15T00:00:00+00:00",
    ]


def test_a_reply_row_indented_by_an_inline_style_keeps_its_text() -> None:
    """A table thread whose reply's cell carries ``style="padding-left:42px"`` (set AJ's
    Thai page): the style moves no slot, so the reply's text is read where the others'
    is, not its number cell ("#2.1")."""
    texts = [
        "The boats are loud every morning from five, the children cannot sleep.",
        "What about the school boats, will the children be late now?",
        "The school boats are exempt in the morning, the district said so.",
        "The waves from fast boats broke the bank in front of my shop.",
    ]
    indent = ' style="padding-left:42px"'
    rows = "".join(
        f'<tr class="row" id="c{i}"><td class="no">#{n}</td>'
        f'<td class="main"{indent if "." in n else ""}>'
        f'<div class="text"><p>{t}</p></div><div class="by">by <b>Reader {i}</b> · '
        f'<span class="time">12.01.2026 0{i}:14</span></div></td></tr>'
        for i, (n, t) in enumerate(zip(["1", "2", "2.1", "3"], texts, strict=True))
    )
    fields = _fields_under_an_article(f"<table><tbody>{rows}</tbody></table>")
    assert [f.text for f in fields] == texts


def test_a_subject_line_cut_from_the_comment_s_first_words_is_said_once() -> None:
    """A Drupal-like subject line made of the comment's first words ("Enfin ! Le mercredi
    après-midi,…") is not written before the text again; a hesitation of one's own
    ("Well... Well, I think") and a sentence written twice stay."""
    from comspider.fields.extractor import _without_cut_subject

    text = "Enfin ! Le mercredi après-midi, personne ne pouvait y aller."
    assert _without_cut_subject(f"Enfin ! Le mercredi après-midi,… {text}") == text
    for own in ("Well... Well, I think so.", "ha ha", "I agree... with you.", "Stop it. Stop it."):
        assert _without_cut_subject(own) == own


def test_a_badge_on_the_authors_own_line_inside_the_body_slot_is_no_text() -> None:
    # the name line and the time line are both inside the slot that holds the text: the
    # blogger's "(author)" badge beside the name is byline, not what they said
    said = [
        ("Carol", "", "Mine split every single year and I always blamed the variety of tomato."),
        ("Fern", '<span class="badge">(author)</span> ', "Any old bucket will do, even a tub with holes."),
        ("Dev", "", "Do you drill the holes in the side or in the bottom of the bucket?"),
        (
            "Fern",
            '<span class="badge">(author)</span> ',
            "The bottom, and only two small ones, about a needle wide.",
        ),
    ]
    items = "".join(
        f'<li class="c" id="c-{i}"><div class="c-body"><div class="c-who"><cite>{name}</cite> {badge}'
        f'<span class="says">says:</span></div><div class="c-when"><a href="#c-{i}">May {13 + i}, 2012 at 8:14 pm</a>'
        f'</div><p>{text}</p><div class="c-reply"><a href="?replytocom={i}#respond">Reply</a></div></div></li>'
        for i, (name, badge, text) in enumerate(said)
    )
    html = f'<html><body><article><p>{"Words of the post. " * 30}</p></article><ol class="list">{items}</ol></body></html>'
    best = max(find_sections(html), key=lambda s: len(s.records))
    comments = comment_fields(best, reference_time=datetime(2012, 6, 1, tzinfo=UTC))
    assert [(c.author, c.text) for c in comments] == [(name, text) for name, _badge, text in said]


def test_a_label_several_readers_share_before_their_names_is_no_name() -> None:
    """ "ゲスト：たぬき", "ゲスト：名無し": the guests' mark written in the name's element goes;
    a member's name stays as written."""
    rows = [
        ("やまびこ", "駅前の桜並木がなくなるのは本当に残念です。"),
        ("ゲスト：たぬき", "拡幅は仕方ないと思います。"),
    ]
    rows += [
        ("さくら通り住民", "移植はできないのでしょうか。"),
        ("ゲスト：名無し", "迂回路はどうなるのか知りたいです。"),
    ]
    thread = "".join(
        f'<div class="c" id="c-{i}"><span class="n">{name}</span> <span class="t">2012年5月10日 1{i}:05</span>'
        f'<p class="x">{text}</p></div>'
        for i, (name, text) in enumerate(rows)
    )
    got = _fields_under_an_article(f'<div class="cs">{thread}</div>')
    assert [c.author for c in got] == ["やまびこ", "たぬき", "さくら通り住民", "名無し"]


def test_a_signature_under_its_delimiter_is_no_text() -> None:
    """ "--" on a line of its own, then a short motto: the reader's signature, not the comment's
    words; a rule of dashes that the reader's words follow stays."""
    rows = [
        (
            "Anna",
            "<p>And a flux pen fixes most problems by itself.</p><div class='sig'>--<br/>Ohm is where the heart is.</div>",
        ),
        ("Ben", "<p>Seconded on the flux pen, it costs less than a pizza.</p>"),
        (
            "Cleo",
            "<p>Old solder is the real culprit.</p><p>-----------</p><p>And check the tip, it may be worn out.</p>",
        ),
    ]
    thread = "".join(
        f'<div class="c" id="c-{i}"><span class="n">{name}</span> <span class="t">12.03.2024 1{i}:05</span>'
        f'<div class="x">{body}</div></div>'
        for i, (name, body) in enumerate(rows)
    )
    got = _fields_under_an_article(f'<div class="cs">{thread}</div>')
    assert got[0].text == "And a flux pen fixes most problems by itself."
    assert got[2].text.endswith("And check the tip, it may be worn out.")


def test_a_text_folded_for_its_low_rating_is_the_comments_text() -> None:
    """One comment's text hidden (``hidden``) under a notice "hidden for its ratings" with a
    "show" button: the text is in the slot the others' texts are (the notice before it moves
    it by one place), and the notice is none of its words."""
    rows = [
        ("Pilar", "Por fin se ponen de acuerdo los de arriba y los de abajo del río.", False),
        ("Jesús", "Acuerdo sí, pero los turnos de noche siempre nos tocan a los mismos.", False),
        ("anónimo_82", "Que cierren los regadíos de maíz y se acabó el problema.", True),
        ("Tomasa", "Lo que hace falta es arreglar la acequia, que pierde casi un tercio del agua.", False),
        ("Fermín", "¿El acuerdo vale también para los huertos familiares o solo para los regantes?", False),
    ]
    items = "".join(
        f'<div class="rb-c"><div class="rb-hd"><span class="rb-au">{who}</span> '
        f'<span class="rb-tm">{12 + i}/07/2023 09:{10 + i}</span></div>'
        + (
            '<div class="rb-low"><span>Oculto por sus valoraciones negativas</span> <button>Mostrar</button></div>'
            f'<div class="rb-tx" hidden><p>{text}</p></div>'
            if folded
            else f'<div class="rb-tx"><p>{text}</p></div>'
        )
        + '<div class="rb-ac"><button>Responder</button></div></div>'
        for i, (who, text, folded) in enumerate(rows)
    )
    fields = _fields_under_an_article(f"<div class='rb'>{items}</div>")
    assert [f.text for f in fields] == [text for _, text, _ in rows]


def test_a_tooltip_writing_the_moment_out_dates_a_relative_time() -> None:
    """ "vor 1 Stunde" with ``title="1. November 2023 10:50"`` (a plugin's markup): the
    moment the tooltip writes, not an hour before the page was read."""
    rows = [
        ("Luripu", "So ähnlich lief es bei mir mit dem ersten Spiel, das ich online gespielt habe.", "10:50"),
        ("Hagen", "Ich habe damals auch viel zu viele Nächte in diesem Spiel verbracht, leider.", "11:42"),
        ("Mira", "Schöner Artikel, da werden Erinnerungen an die alten Server wach, danke.", "13:05"),
    ]
    items = "".join(
        f'<div class="wpd-comment"><div class="wpd-author">{who}</div>'
        f'<div class="wpd-comment-date" title="1. November 2023 {at}">vor {i + 1} Stunden</div>'
        f'<div class="wpd-comment-text"><p>{text}</p></div></div>'
        for i, (who, text, at) in enumerate(rows)
    )
    fields = _fields_under_an_article(f"<div class='wpd-thread'>{items}</div>")
    assert [f.published_at for f in fields] == [f"2023-11-01T{at}:00+00:00" for _, _, at in rows]


def test_a_readers_points_beside_the_name_are_no_name_and_a_likes_line_no_text() -> None:
    """A comment widget of 2010-2014 saved into a page (set BY, built blind): the reader's
    reputation in points after the name ("412p") is no author, and the box under the text
    with an icon and "A 8 personas les gusta esto" is the widget's line, not the reader's."""
    names = ["Rosana Bordados", "Dona Cida", "Mari Artesã", "Joana D."]
    thread = "".join(
        f'<div class="c"><span class="i"><a class="u" href="/_people/{k}">{name}</a> '
        f'<span class="rep" title="Reputação">{300 + 97 * k}p</span>'
        f'<span class="t" title="10/03/2011 2{k}:14"> · {k + 2} dias atrás</span></span>'
        f'<div class="b"><p>{COMMENT_TEXTS[k]}</p></div>'
        f'<div class="likes"><span class="icon">👍</span> A {k + 3} personas les gusta esto</div></div>'
        for k, name in enumerate(names)
    )
    got = _fields_under_an_article(f'<div id="thread">{thread}</div>')
    assert [c.author for c in got] == names
    assert [c.text for c in got] == COMMENT_TEXTS[:4]


def test_a_comments_second_paragraph_of_the_slots_class_is_its_text() -> None:
    """One comment of two paragraphs where the others' one paragraph is the body slot
    ("<p class='sx-p'>" twice): both are its text."""

    def card(n: int, name: str, paragraphs: list[str], cls: str = " class='sx-p'") -> str:
        body = "".join(f"<p{cls}>{p}</p>" for p in paragraphs)
        return (
            f"<div class='sx' id='sx-{n}'><div class='sx-head'><span class='sx-name'>{name}</span> "
            f"<span class='sx-time'>1{n}/02/2019 10:0{n}</span></div>{body}"
            "<div class='sx-tools'><a href='#reply'>Απάντηση</a></div></div>"
        )

    def texts(cls: str) -> list[str]:
        cards = (
            card(1, "Κώστας", ["Επιτέλους ένα καλό νέο για την πόλη μας."], cls)
            + card(
                2,
                "Ελένη",
                ["Δούλεψα σε αυτό το καπνομάγαζο από το 1961.", "Έχω κρατήσει τη βελόνα μου."],
                cls,
            )
            + card(3, "Στέλιος", ["Η γιαγιά μου επίσης δούλευε εκεί!"], cls)
        )
        html = f"<html><body><article><p>Το καπνομάγαζο θα γίνει μουσείο.</p></article><section>{cards}</section></body></html>"
        section = max(find_sections(html), key=lambda s: len(s.records))
        return [c.text for c in comment_fields(section, reference_time=datetime(2019, 3, 1, tzinfo=UTC))]

    assert (
        texts(" class='sx-p'")[1] == "Δούλεψα σε αυτό το καπνομάγαζο από το 1961. Έχω κρατήσει τη βελόνα μου."
    )


def test_a_controls_count_is_no_part_of_the_text() -> None:
    """ "<a href='#'>Recommend</a> (41) | <a>Report abuse</a>" under each comment (set CC, built blind): the count
    after the control is the template's line, not the reader's words."""
    import comspider

    rows = [
        ("Kez", "Loved the dress, hated the tracksuit jacket.", 22),
        ("Dazza", "Good on Carla for the Gold.", 41),
    ]
    rows.append(("Maree", "Does anyone know where the earrings were from?", 3))
    items = "".join(
        f"<li class='c' id='c{n}'><p class='cn'><b>{who}</b> of Wallsend <span class='ct'>Posted at 9:4{n} AM May 7,"
        f" 2012</span></p><p>{text}</p><p class='ca'><a href='#'>Recommend</a> ({votes}) | "
        f"<a href='/report/{n}'>Report abuse</a></p></li>"
        for n, (who, text, votes) in enumerate(rows)
    )
    html = (
        "<html><body><article><h1>Red carpet</h1><p>The Logies.</p></article>"
        f"<h3>Reader comments (3)</h3><ul class='cs'>{items}</ul></body></html>"
    )
    comments = comspider.extract(
        html, url="https://hunter.example/2012/05/07/logies", visited_at="2012-06-01T00:00:00Z"
    )
    assert [c.text for c in comments] == [text for _, text, _ in rows]


def test_the_count_after_a_link_every_comment_shows_is_no_part_of_the_text() -> None:
    """ "<a href='/votar?op=N&v=1'>A favor</a> (4) · <a …>En contra</a> (1)" under each opinion
    (set EO, built blind): links that lead somewhere, in words no list of controls holds,
    but every record shows them; the counts after them are the template's line."""
    import comspider

    rows = [("Paco", "Que ahora lo quiten los sábados es una vergüenza.", 4, 1)]
    rows += [("Lucía", "¿Alguien sabe si habrá algún servicio alternativo?", 7, 0)]
    rows += [("Andrés", "La estación sigue sin marquesina y sin bancos.", 2, 5)]
    items = "".join(
        f"<dt id='op{n}'><span class='nom'>{who}</span> escribió el 22/09/2011 - 1{n}:14</dt><dd><p>{text}</p>"
        f"<div class='votar'><a href='/votar?op={n}&amp;v=1'>A favor</a> ({yes}) · "
        f"<a href='/votar?op={n}&amp;v=0'>En contra</a> ({no}) · <a href='/denunciar?op={n}'>Denunciar</a></div></dd>"
        for n, (who, text, yes, no) in enumerate(rows)
    )
    html = (
        "<html><body><article><h1>El autobús de Peñalta</h1><p>El consorcio recorta los sábados.</p></article>"
        f"<h3>Opiniones de los lectores (3)</h3><dl class='opiniones'>{items}</dl></body></html>"
    )
    comments = comspider.extract(
        html, url="https://valdeluz.example/autobus", visited_at="2011-10-01T00:00:00Z"
    )
    assert [c.text for c in comments] == [text for _, text, _, _ in rows]


def test_a_row_of_controls_found_as_a_record_is_no_comment() -> None:
    """A forum platform's "Quote | Recommend (0) | Report this post" row under each post,
    found as a record of its own beside the posts (set CL, built blind: 30 such rows were
    30 comments without authors): a few short links between separators, nothing said. A
    line of words with a link in it is said."""
    from lxml import html as lxml_html

    from comspider.fields.extractor import _control_only
    from comspider.fields.record_view import record_view

    def view(html: str):  # type: ignore[no-untyped-def]
        return record_view([lxml_html.fromstring(html)], set())

    row = "<div><a href='?quote=1'>Quote</a> | <a href='#'>Recommend (0)</a> | <a href='/r/1'>Report this post</a></div>"
    assert _control_only(view(row))
    assert _control_only(view("<div><a href='/t/1'>Continue this thread</a></div>"))
    said = "<div>I agree with <a href='/u/2'>Pam</a> about the road, it floods every winter.</div>"
    assert not _control_only(view(said))


def test_a_readers_place_between_the_bold_name_and_a_machine_dated_time_is_no_name() -> None:
    """ "<b>Phạm Thị Thu Hà</b> - Hòa Vân · <span data-time=…>5h trước</span>": the name in
    bold, the reader's place after a dash, then a relative time no date reader knows but
    whose element carries its moment: the bold name is the author, not the place."""
    import comspider

    def item(i: int, name: str, place: str) -> str:
        return (
            f'<div class="item-yk" id="yk-{i}"><div class="noi-dung"><p>{COMMENT_TEXTS[i]}</p></div>'
            f'<p class="nguoi-gui"><b>{name}</b> - {place} · <span class="tg" data-time="2022-09-26T0{i}:12:00+07:00">'
            f'{i + 2}h trước</span></p><div class="tac-vu"><a href="javascript:;">Thích</a> · '
            '<a href="javascript:;">Trả lời</a></div></div>'
        )

    html = (
        "<html><body><article><h1>Tuyến xe buýt mới</h1><p>Bài viết.</p></article>"
        f'<aside id="box"><h3>Ý kiến bạn đọc (3)</h3>{item(1, "Phạm Thị Thu Hà", "Hòa Vân")}{item(2, "Lê Quang Vinh", "TP HCM")}'
        f"{item(3, 'Trần Minh Tuấn', 'Đà Nẵng')}</aside></body></html>"
    )
    found = comspider.extract(
        html, "https://tin.example/giao-thong/xe-buyt", visited_at="2022-09-26T12:00:00+07:00"
    )
    assert [c.author for c in found] == ["Phạm Thị Thu Hà", "Lê Quang Vinh", "Trần Minh Tuấn"]


def test_an_entry_whose_text_is_a_removal_notice_is_no_comment() -> None:
    """A hosted blog keeps a removed comment's frame (the name, the time) and prints the
    notice in the text's place: the entry says nothing of the reader's."""
    import comspider

    def entry(i: int, name: str, text: str) -> str:
        return (
            f'<dt class="comment-author" id="c{i}"><a href="/profile/{i}">{name}</a> said...</dt>'
            f'<dd class="comment-body"><p>{text}</p></dd>'
            f'<dd class="comment-footer"><a href="#c{i}">March {i + 3}, 2012 8:1{i} AM</a></dd>'
        )

    html = (
        "<html><body><article><h1>A sweater</h1><p>Finished at last.</p></article>"
        '<div id="comments"><h4>4 comments:</h4><dl id="comments-block">'
        + entry(0, "Linda", COMMENT_TEXTS[0])
        + entry(1, "Sandy J.", "This comment has been removed by the author.")
        + entry(2, "Beth", COMMENT_TEXTS[1])
        + entry(3, "Marjorie", COMMENT_TEXTS[2])
        + "</dl></div></body></html>"
    )
    found = comspider.extract(
        html, "https://knit.example/2012/03/sweater.html", visited_at="2012-03-10T00:00:00Z"
    )
    assert [c.author for c in found] == ["Linda", "Beth", "Marjorie"]


def test_drupal_7_comments_permalink_title_is_no_name_and_its_picture_names_the_reader() -> None:
    """Drupal 7's default comment: an h3 title made of the first words, linking to the permalink (rel="bookmark"),
    the user picture "Immagine di NAME", then "Inviato da <a>NAME</a> il …" inside the date's own span (set EN, built
    blind: each title read as the author)."""
    names = ["Marco_F", "Lucia Benedetti", "nonno Gigi"]
    texts = COMMENT_TEXTS[:3]
    thread = "".join(
        f"<a id='comment-{i}'></a><div class='comment clearfix'><div class='user-picture'><a href='/utenti/{i}'>"
        f"<img src='/p/{i}.jpg' alt='Immagine di {name}' title='Immagine di {name}' /></a></div>"
        f"<h3><a href='/comment/{i}#comment-{i}' class='permalink' rel='bookmark'>{' '.join(text.split()[:4])}…</a>"
        f"</h3><div class='submitted'><span property='dc:date' content='2013-03-12T09:1{i}:00+01:00'>Inviato da "
        f"<a href='/utenti/{i}' class='username'>{name}</a> il mar, 12/03/2013 - 09:1{i}</span></div>"
        f"<div class='content'><p>{text}</p></div><ul class='links'><li><a href='/comment/reply/1/{i}'>rispondi</a>"
        "</li></ul></div>"
        for i, (name, text) in enumerate(zip(names, texts, strict=True))
    )
    got = _fields_under_an_article(f"<div id='comments'><h2>Commenti</h2>{thread}</div>")
    assert [c.author for c in got] == names
