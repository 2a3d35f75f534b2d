"""The evidence of a discussion (comspider/sections/evidence.py) is read whatever the markup
is called and in any language: controls by their short label or their action, a record's
own anchor, mentions, several authors, the form and the count around the list, and what
the page declares its records to be."""

from __future__ import annotations

import pytest
from lxml import html as lxml_html

from comspider.records.dom import parse_html
from comspider.records.invariants import find_sections
from comspider.sections import evidence
from comspider.sections.structure import section_features

TEXTS = [
    "Das ist die beste Nachricht seit Wochen, endlich passiert hier etwas.",
    "Ich fahre jeden Tag über die Brücke und sehe das ganz anders als der Autor.",
    "Wer bezahlt das am Ende eigentlich, die Stadt oder das Land?",
    "Danke für den Bericht, die Zahlen waren mir so nicht bekannt.",
]


def _el(markup: str) -> lxml_html.HtmlElement:
    return lxml_html.fragment_fromstring(markup)


@pytest.mark.parametrize(
    "markup, kind",
    [
        ("<a href='#'>Antworten</a>", evidence.REPLY),
        ("<button>Répondre</button>", evidence.REPLY),
        ("<a href='#'>Ответить</a>", evidence.REPLY),
        ("<a href='#'>返信</a>", evidence.REPLY),
        ("<a href='/post?replytocom=5881#respond'>»</a>", evidence.REPLY),
        ("<button class='x-up'>▲ 12</button>", evidence.VOTE),
        ("<a href='#'>Melden</a>", evidence.REPORT),
        ("<a href='#' class='flag-link'>!</a>", evidence.REPORT),
        ("<a href='#'>Zitieren</a>", evidence.QUOTE),
    ],
)
def test_a_control_is_known_by_its_label_or_its_action(markup: str, kind: str) -> None:
    assert kind in evidence.control_kinds(_el(markup))


@pytest.mark.parametrize(
    "markup",
    [
        "<a href='#' onclick='commentReport(12)'>!</a>",
        "<a href='/comments/12/report-abuse'>⚑</a>",
        "<a href='#' class='js-signaler'>!</a>",
        "<button class='doFlag'>!</button>",
    ],
)
def test_a_report_action_is_a_word_of_the_markups_names(markup: str) -> None:
    assert evidence.REPORT in evidence.control_kinds(_el(markup))


@pytest.mark.parametrize(
    "markup",
    [
        # a station's viewer photos ("uReport"), a newsroom's page: no report control
        "<a href='/ureport/photo/4410'><img src='/p.jpg' alt=''></a>",
        "<a href='/ireport/photos/12'>x</a>",
        "<a href='/reporters/dana-pfeiffer' class='reporter-link'>Dana Pfeiffer</a>",
    ],
)
def test_report_inside_another_word_is_no_control(markup: str) -> None:
    assert evidence.REPORT not in evidence.control_kinds(_el(markup))


def test_a_records_own_numbered_anchor() -> None:
    assert evidence.numbered_anchor(_el("<div id='c5881564413123996634'>x</div>"))
    assert evidence.numbered_anchor(_el("<li id='comment-957'>x</li>"))
    assert not evidence.numbered_anchor(_el("<div id='sidebar'>x</div>"))


def test_declared_types_and_ratings() -> None:
    assert evidence.declared_type("https://schema.org/Comment") == "discussion"
    assert evidence.declared_type("http://schema.org/Review") == "other"
    assert evidence.declared_type("https://schema.org/Event") == "other"
    assert evidence.stars("★★★★☆")
    assert evidence.price("€ 12,99")


def test_several_authors_some_of_them_again() -> None:
    distinct, repeated = evidence.distinct_authors(["Anna", "Tom", "Anna", "Paul"])
    assert 0 < distinct <= 1 and repeated > 0
    assert evidence.distinct_authors(["Redaktion"] * 4)[0] < distinct


def test_a_thread_under_no_comment_word_shows_its_discussion() -> None:
    """Replies, anchors, a matching count before the list and a text box after it: what a
    discussion shows, with no class or id that says comment."""
    items = "".join(
        f"<div class='p' id='p{101 + i}'><b>{name}</b> <span>12.03.2024 1{i}:00</span><p>{TEXTS[i]}</p>"
        "<a href='#f'>Antworten</a></div>"
        for i, name in enumerate(["Anna K.", "Tom", "ruralreader", "Anna K."])
    )
    page = (
        "<html><body><article><h1>Neue Brücke</h1><p>" + " ".join(TEXTS) + "</p></article>"
        f"<div class='box'><h3>4 Beiträge</h3><div class='l'>{items}</div>"
        "<form id='f'><textarea name='t'></textarea><button>Senden</button></form></div></body></html>"
    )
    section = next(s for s in find_sections(parse_html(page)) if len(s.records) == 4)
    f = section_features(section)
    assert f["kw"] == 0.0
    assert f["reply_control"] == 1.0 and f["anchor"] == 1.0
    assert f["count_match"] == 1.0 and f["form_near"] == 1.0
    assert f["authors_repeat"] > 0


def test_the_list_s_own_form_after_its_records_is_a_form_near_it() -> None:
    """A comment form inside the list's own block, after its records (set AO, built blind:
    four records and the form in one div), is the discussion's form; a record's own reply
    box is not."""
    items = "".join(
        f"<div class='q'><p><strong>{name}</strong> <em>12.03.2024</em></p><p>{TEXTS[i]}</p></div>"
        for i, name in enumerate(["Anna K.", "Tom", "ruralreader"])
    )
    form = "<form id='f'><textarea name='t'></textarea><button>Senden</button></form>"
    page = f"<html><body><article><h1>Brücke</h1><p>{' '.join(TEXTS)}</p></article><div class='l'>{{}}</div></body></html>"
    section = next(s for s in find_sections(parse_html(page.format(items + form))) if len(s.records) == 3)
    assert section_features(section)["form_near"] == 1.0
    in_records = items.replace("</p></div>", f"</p>{form}</div>")
    section = next(s for s in find_sections(parse_html(page.format(in_records))) if len(s.records) == 3)
    assert section_features(section)["form_near"] == 0.0


@pytest.mark.parametrize(
    "text", ["เสนอราคา 12,500 บาท", "Rp 50.000", "150 Kč", "2 000 Ft", "50 lei", "₩5,000", "20 TL", "12 руб."]
)
def test_amounts_in_any_currency_are_prices(text: str) -> None:
    # any currency sign Unicode knows, and the currencies written as a word after the amount
    assert evidence.price(text)


@pytest.mark.parametrize("text", ["Table 3 krát", "в 2012 году", "50%", "1 TLC"])
def test_numbers_beside_other_words_are_no_prices(text: str) -> None:
    assert not evidence.price(text)


def test_a_count_at_the_end_of_a_topics_line_counts_the_list() -> None:
    """A forum topic's line strings its title and its count ("Tópico: ... · 4 respostas",
    set BF, built blind): the count is read from its own part of the line."""
    items = "".join(
        f"<div class='q'><p><strong>{name}</strong> <em>12.03.2024</em></p><p>{TEXTS[i]}</p></div>"
        for i, name in enumerate(["Anna K.", "Tom", "ruralreader", "Paula"])
    )
    title = "Tópico: Dunas da Praia da Lota vão ser finalmente protegidas pela câmara"
    page = (
        f"<html><body><article><h1>Dunas</h1><p>{' '.join(TEXTS)}</p></article>"
        f"<div class='t'><p>{title} · 4 respostas</p><div class='l'>{items}</div></div></body></html>"
    )
    section = next(s for s in find_sections(parse_html(page)) if len(s.records) == 4)
    assert section_features(section)["count_match"] == 1.0


@pytest.mark.parametrize(("head", "counted"), [("<h2>4</h2>", 1.0), ("<h2>3</h2>", 0.0), ("<p>4</p>", 0.0)])
def test_a_heading_that_is_only_the_count_counts_the_list(head: str, counted: float) -> None:
    """A heading that is the count alone ("<h2>5</h2>" over a blog's five notes, set S,
    built blind) counts the records as "5 Kommentare" does; another number, or a bare
    number outside a heading (any figure), does not."""
    items = "".join(
        f"<div class='q'><p>{TEXTS[i]}</p><p>— {name}</p></div>"
        for i, name in enumerate(["Anna K.", "Tom", "ruralreader", "Paula"])
    )
    page = (
        f"<html><body><article><h1>Dunas</h1><p>{' '.join(TEXTS)}</p></article>"
        f"<section class='t'>{head}<div class='l'>{items}</div></section></body></html>"
    )
    section = next(s for s in find_sections(parse_html(page)) if len(s.records) == 4)
    assert section_features(section)["count_match"] == counted


def test_a_tables_column_labels_are_no_sort_control() -> None:
    """A table's header row ("Writer | Updated | Words | Latest update", set BS, built
    blind: writers' word counts) labels its columns; "Latest" there sorts nothing."""
    rows = "".join(
        f"<tr><td><a href='/m/{k}'>{name}</a></td><td>Nov 6, {k + 1}:15 PM</td><td>{k + 4},{k}20</td>"
        f"<td>{TEXTS[k]}</td></tr>"
        for k, name in enumerate(["Alison Reyes", "Graham T.", "Priya"])
    )
    head = "<tr><th>Writer</th><th>Updated</th><th>Words</th><th>Latest update</th></tr>"
    page = f"<html><body><article><p>{'Words. ' * 60}</p></article><table>{head}{rows}</table></body></html>"
    section = next(s for s in find_sections(parse_html(page)) if s.container.tag == "table")
    assert evidence.surroundings(section)["sort_control"] == 0.0


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("06/06/2015 08h00", []),  # a date and a time written with an "h": no count
        ("20h30 - 5 comentários", [5]),
        ("Comentários (12)", [12]),
    ],
)
def test_numbers_are_counts_not_parts_of_dates_or_times(text: str, found: list[int]) -> None:
    assert evidence.numbers(text) == found
