"""An element's text read apart where its elements run into one another."""

from __future__ import annotations

from datetime import UTC, datetime

from lxml import html as lxml_html

from comspider.page_dates import search_date
from comspider.records.dom import normalise_ws, text_apart, text_content


def test_a_name_ending_in_digits_and_the_date_after_it_stay_apart() -> None:
    """ "<a>Ackroyd62</a><span>3 May 2012, 8:15am</span>" (set EM's English paper): read
    joined, the date is the 23rd; read apart, the 3rd. Elsewhere nothing changes."""
    meta = lxml_html.fromstring("<div><a>Ackroyd62</a><span><a>3 May 2012, 8:15am</a></span></div>")
    assert text_content(meta) == "Ackroyd623 May 2012, 8:15am"
    assert text_apart(meta) == "Ackroyd62 3 May 2012, 8:15am"
    when = search_date(normalise_ws(text_apart(meta)), datetime(2012, 6, 1, tzinfo=UTC))
    assert when is not None and when[0].day == 3
    for html in ("<p>3<sup>rd</sup> of May</p>", "<p><b>Anna</b>: 10:15</p>", "<p>12:<b>30</b></p>"):
        el = lxml_html.fromstring(html)
        assert text_apart(el) == text_content(el)
