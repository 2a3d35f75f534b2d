"""A page's date order: "09/06/2020" is 9 June on a page that writes its dates day first
and 6 September on one that writes them month first, decided from the page's own
unambiguous dates, else its declared locale and its country domain, and applied to every
comment of the section. ISO, dotted, written-out and relative dates are not touched."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from lxml import html as lxml_html

from comspider.date_order import locale_order, section_date_order
from comspider.fields.extractor import comment_fields
from comspider.page_dates import (
    DAY_FIRST,
    MONTH_FIRST,
    has_ambiguous_numeric_date,
    numeric_order_votes,
    parse_datetime,
    search_date,
)
from comspider.records.invariants import find_sections
from comspider_lab.hand_pages import COMMENT_TEXTS

REF = datetime(2024, 5, 1, 12, 0, tzinfo=UTC)


@pytest.mark.parametrize(
    ("text", "order", "expected"),
    [
        ("09/06/2020", DAY_FIRST, "2020-06-09T00:00:00+00:00"),
        ("09/06/2020", MONTH_FIRST, "2020-09-06T00:00:00+00:00"),
        ("09/06/2020 at 1:53 pm", DAY_FIRST, "2020-06-09T13:53:00+00:00"),
        ("06/09/2020 at 1:53 pm", MONTH_FIRST, "2020-06-09T13:53:00+00:00"),
        ("9/6/20 14:05", DAY_FIRST, "2020-06-09T14:05:00+00:00"),
        ("12/25/99", DAY_FIRST, "1999-12-25T00:00:00+00:00"),  # one reading only, whatever the order
        ("14/04/2020", MONTH_FIRST, "2020-04-14T00:00:00+00:00"),
        ("04/14/2020", DAY_FIRST, "2020-04-14T00:00:00+00:00"),
        # Words around the date: the page's order wins over the language dateparser guesses.
        ("Le 09/06/2020 à 18:19", MONTH_FIRST, "2020-09-06T18:19:00+00:00"),
        ("Le 09/06/2020 à 18:19", DAY_FIRST, "2020-06-09T18:19:00+00:00"),
        ("03/04/2021 um 10:00", MONTH_FIRST, "2021-03-04T10:00:00+00:00"),
        ("03/04/2021 a las 10:00", DAY_FIRST, "2021-04-03T10:00:00+00:00"),
        # Not slashed: the same on every page.
        ("09.06.2020", MONTH_FIRST, "2020-06-09T00:00:00+00:00"),
        ("2020-06-09T10:00:00Z", MONTH_FIRST, "2020-06-09T10:00:00+00:00"),
        ("2020/06/09", DAY_FIRST, "2020-06-09T00:00:00+00:00"),
        ("vor 2 Stunden", DAY_FIRST, "2024-05-01T10:00:00+00:00"),
        ("June 9, 2020", DAY_FIRST, "2020-06-09T00:00:00+00:00"),
    ],
)
def test_a_slashed_date_is_read_in_the_pages_order(text: str, order: str, expected: str) -> None:
    parsed = parse_datetime(text, REF, order)
    assert parsed is not None and parsed.isoformat() == expected


def test_without_an_order_a_slashed_date_is_read_as_before() -> None:
    """No evidence: bare numbers month first, the words' language otherwise (dateparser)."""
    assert parse_datetime("09/06/2020", REF) == datetime(2020, 9, 6, tzinfo=UTC)
    assert parse_datetime("Le 09/06/2020 à 18:19", REF) == datetime(2020, 6, 9, 18, 19, tzinfo=UTC)


def test_a_year_first_date_is_found_whole_inside_a_longer_text() -> None:
    found = search_date("Posted 2020/06/09 by Anna", REF, DAY_FIRST)
    assert found is not None and found == (datetime(2020, 6, 9, tzinfo=UTC), "2020/06/09")


def test_the_unambiguous_dates_are_counted() -> None:
    text = "14/04/2020, 15/04/2020 and 04/16/2020; 09/06/2020; 2020/06/30; 1/2/3/4; 45/67/2020"
    assert numeric_order_votes(text) == (2, 1)
    assert has_ambiguous_numeric_date("on 09/06/2020 at noon")
    assert not has_ambiguous_numeric_date("14/04/2020, 2020/06/09")


def _doc(head: str = "", body: str = "", lang: str | None = None) -> lxml_html.HtmlElement:
    attr = f' lang="{lang}"' if lang is not None else ""
    return lxml_html.fromstring(f"<html{attr}><head>{head}</head><body>{body}</body></html>")


@pytest.mark.parametrize(
    ("lang", "head", "url", "expected"),
    [
        ("de", "", None, DAY_FIRST),
        ("fr-FR", "", None, DAY_FIRST),
        ("es", "", None, DAY_FIRST),
        ("pt-BR", "", None, DAY_FIRST),
        ("ru", "", None, DAY_FIRST),
        ("en-GB", "", None, DAY_FIRST),
        ("en-US", "", None, MONTH_FIRST),
        ("es-US", "", None, MONTH_FIRST),
        ("en_ph", "", None, MONTH_FIRST),
        ("en-CA", "", None, None),  # Canada writes both
        ("ja", "", None, None),  # the year first: a slashed date says nothing of the usage
        ("en", "", "https://www.example.co.uk/a", DAY_FIRST),  # English alone: the domain
        ("en", "", "https://www.example.com.au/a", DAY_FIRST),
        ("en", "", "https://www.example.com/a", None),
        ("en", '<meta property="og:locale" content="en_US">', None, MONTH_FIRST),
        (None, '<meta http-equiv="content-language" content="it">', None, DAY_FIRST),
        (None, "", "https://blog.example.de/post", DAY_FIRST),
        (None, "", "https://www.example.us/post", MONTH_FIRST),
        (None, "", "https://radio.example.fm/post", None),  # .fm, .tv, .io: no country
        (None, '<link rel="canonical" href="https://www.example.ie/a">', None, DAY_FIRST),
        (None, "", None, None),
    ],
)
def test_the_locale_stands_for_an_order(
    lang: str | None, head: str, url: str | None, expected: str | None
) -> None:
    assert locale_order(_doc(head, lang=lang), url) == expected


def test_the_pages_own_dates_win_over_its_locale() -> None:
    """A German WordPress blog (lang de-DE) that writes its dates month first
    (nurmeinstandpunkt.wordpress.com in ../shared/data/trafilatura does)."""
    doc = _doc(body="<p>Posted 04/23/2019</p><div id='c'><p>09/06/2020</p></div>", lang="de-DE")
    section = doc.get_element_by_id("c")
    assert section_date_order(section, None) == MONTH_FIRST
    assert (
        section_date_order(
            _doc(body="<div id='c'>09/06/2020</div>", lang="de-DE").get_element_by_id("c"), None
        )
        == DAY_FIRST
    )


def test_the_sections_dates_come_before_the_rest_of_the_page() -> None:
    doc = _doc(body="<aside>Updated 04/23/2019, 04/24/2019</aside><div id='c'>25/06/2020 09/06/2020</div>")
    assert section_date_order(doc.get_element_by_id("c"), None) == DAY_FIRST
    assert section_date_order(doc.get_element_by_id("c"), None, ["01/13/2020"]) == MONTH_FIRST


def test_a_date_in_a_script_or_an_attribute_is_no_evidence_but_a_meta_value_is() -> None:
    doc = _doc(
        head="<script>var d = '25/06/2020';</script>",
        body="<div id='c' title='25/06/2020'>09/06/2020</div>",
        lang="en-US",
    )
    assert section_date_order(doc.get_element_by_id("c"), None) == MONTH_FIRST
    doc = _doc(head='<meta name="date" content="25/06/2020">', body="<div id='c'>09/06/2020</div>")
    assert section_date_order(doc.get_element_by_id("c"), None) == DAY_FIRST


NAMES = ["Anna", "Bernd", "Chloé", "Dieter", "Emma", "Frank"]


def _thread_dates(
    dates: list[str], lang: str | None = None, extra: str = "", head: str = ""
) -> list[str | None]:
    items = "".join(
        f'<li class="comment" id="comment-{i}"><div class="meta"><span class="author">{NAMES[i]}</span> '
        f'<span class="when">{date}</span></div><div class="body"><p>{COMMENT_TEXTS[i]}</p></div></li>'
        for i, date in enumerate(dates)
    )
    attr = f' lang="{lang}"' if lang else ""
    page = (
        f"<html{attr}><head>{head}</head><body><article><p>{'Ein Artikel. ' * 20}</p>{extra}</article>"
        f'<ol class="comments">{items}</ol></body></html>'
    )
    section = max(find_sections(page, ft=3, fs=3), key=lambda s: len(s.records))
    return [c.published_at for c in comment_fields(section, reference_time=REF)]


def test_flawlessfood_a_day_first_thread_reads_its_ambiguous_dates_day_first() -> None:
    """flawlessfood.co.uk (../shared/data/trafilatura, lang en-GB): "14/04/2020 at 3:00 pm"
    and, in the same thread, "09/06/2020 at 1:53 pm", which was read as 6 September."""
    dates = [
        "14/04/2020 at 3:00 pm",
        "23/04/2020 at 9:00 am",
        "09/06/2020 at 1:53 pm",
        "10/06/2020 at 8:15 pm",
    ]
    assert _thread_dates(dates) == [
        "2020-04-14T15:00:00+00:00",
        "2020-04-23T09:00:00+00:00",
        "2020-06-09T13:53:00+00:00",
        "2020-06-10T20:15:00+00:00",
    ]


def test_every_comment_of_a_section_is_read_in_one_order_from_the_locale() -> None:
    """No date of the page reads only one way: the declared language decides, the same for
    every comment; a US page reads the same dates month first."""
    dates = ["03/04/2021 10:00", "05/04/2021 11:00", "09/06/2021 12:00"]
    assert _thread_dates(dates, lang="fr") == [
        "2021-04-03T10:00:00+00:00",
        "2021-04-05T11:00:00+00:00",
        "2021-06-09T12:00:00+00:00",
    ]
    assert _thread_dates(dates, lang="en-US") == [
        "2021-03-04T10:00:00+00:00",
        "2021-05-04T11:00:00+00:00",
        "2021-09-06T12:00:00+00:00",
    ]


def test_a_date_in_the_article_decides_the_comments_order() -> None:
    dates = ["03/04/2021 10:00", "05/04/2021 11:00", "09/06/2021 12:00"]
    got = _thread_dates(dates, extra="<p class='dateline'>Published 03/28/2021</p>")
    assert got == ["2021-03-04T10:00:00+00:00", "2021-05-04T11:00:00+00:00", "2021-09-06T12:00:00+00:00"]
    got = _thread_dates(dates, lang="en-US", extra="<p class='dateline'>Publié le 28/03/2021</p>")
    assert got == ["2021-04-03T10:00:00+00:00", "2021-04-05T11:00:00+00:00", "2021-06-09T12:00:00+00:00"]


def test_the_articles_time_decides_when_nothing_else_does() -> None:
    """No date of the page reads one way only, no locale: the comments follow their article,
    so the one order that puts every date on or after its declared time is the page's; where
    both orders do (or the page declares no time), the dates are read as before."""
    meta = "<meta property='article:published_time' content='2012-06-04T08:00:00Z'>"
    dates = ["05-06-2012 10:15", "06-06-2012 09:40", "11-06-2012 22:05"]
    got = _thread_dates(dates, head=meta)
    assert got == ["2012-06-05T10:15:00+00:00", "2012-06-06T09:40:00+00:00", "2012-06-11T22:05:00+00:00"]
    # both orders put them after an article of 8 March; day first starts the discussion the
    # same morning, month first in August: a discussion starts within days of its article
    march = ["08/03/2012 09:14", "08/03/2012 09:40", "09/03/2012 07:55"]
    got = _thread_dates(march, head=meta.replace("2012-06-04", "2012-03-08"))
    assert got == ["2012-03-08T09:14:00+00:00", "2012-03-08T09:40:00+00:00", "2012-03-09T07:55:00+00:00"]
    # both after the article and neither near it (a thread read a year on): as before
    late = _thread_dates(march, head=meta.replace("2012-06-04", "2011-01-02"))
    assert (
        late
        == _thread_dates(march)
        == [
            "2012-08-03T09:14:00+00:00",
            "2012-08-03T09:40:00+00:00",
            "2012-09-03T07:55:00+00:00",
        ]
    )
    # slashed, under an article of 31 March: day first (April) is the one order after it
    slashed = ["01/04/2012 10:15", "02/04/2012 09:40"]
    got = _thread_dates(slashed, head=meta.replace("2012-06-04", "2012-03-31"))
    assert got == ["2012-04-01T10:15:00+00:00", "2012-04-02T09:40:00+00:00"]
    assert _thread_dates(slashed) == ["2012-01-04T10:15:00+00:00", "2012-02-04T09:40:00+00:00"]  # as before


def test_the_articles_time_is_read_against_when_the_page_was_read() -> None:
    """A page read on 20 March 2012 whose declared time is a later update (8 March): day
    first would put its comments in May to July, after the reading, so only month first
    fits the article, and nothing does; the dates stay as read before (month first). Two
    dates that both orders fit: the first comment on the page decides, not the earliest."""
    meta = "<meta property='article:published_time' content='2012-03-08T08:00:00Z'>"
    dates = ["03/05/2012 10:14", "03/06/2012 09:00", "03/07/2012 08:45"]
    section = max(find_sections(_page(dates, meta), ft=3, fs=3), key=lambda s: len(s.records))
    read = datetime(2012, 3, 20, tzinfo=UTC)
    got = [c.published_at for c in comment_fields(section, reference_time=read)]
    assert got == ["2012-03-05T10:14:00+00:00", "2012-03-06T09:00:00+00:00", "2012-03-07T08:45:00+00:00"]
    meta = meta.replace("2012-03-08", "2012-03-01")
    late = ["03/12/2012 10:14", "04/03/2012 14:30"]
    section = max(find_sections(_page(late, meta), ft=2, fs=2), key=lambda s: len(s.records))
    got = [c.published_at for c in comment_fields(section, reference_time=datetime(2013, 1, 15, tzinfo=UTC))]
    assert got == ["2012-03-12T10:14:00+00:00", "2012-04-03T14:30:00+00:00"]


def _page(dates: list[str], head: str) -> str:
    items = "".join(
        f'<li class="comment" id="comment-{i}"><div class="meta"><span class="author">{NAMES[i]}</span> '
        f'<span class="when">{date}</span></div><div class="body"><p>{COMMENT_TEXTS[i]}</p></div></li>'
        for i, date in enumerate(dates)
    )
    return (
        f"<html><head>{head}</head><body><article><p>{'An article. ' * 20}</p></article>"
        f'<ol class="comments">{items}</ol></body></html>'
    )
