"""A record's features are read once per page while sections are scored, and read again
when the section's left-out records differ inside it (comspider/sections/features_memo.py)."""

from __future__ import annotations

from lxml import html as lxml_html

from comspider.sections.features_memo import features_memo
from comspider.sections.structure import record_features

_THREAD = """<div id="t">
<div class="c" id="c1"><b>Anna</b> <span>3 March 2012</span><p>First words of a reader here, long enough to be prose.</p>
  <div class="c" id="c2"><b>Ben</b> <span>4 March 2012</span><p>An answer nested in the first comment of all.</p></div>
</div></div>"""


def _records() -> tuple[lxml_html.HtmlElement, lxml_html.HtmlElement]:
    root = lxml_html.fromstring(_THREAD)
    return root.get_element_by_id("c1"), root.get_element_by_id("c2")


def test_a_record_is_read_once_while_the_memo_is_open() -> None:
    first, reply = _records()
    with features_memo():
        once = record_features([first], {first, reply})
        assert record_features([first], {first, reply}) is once
        # the left-out set differs outside the record: the same read serves
        assert record_features([first], frozenset({reply})) is once
    assert record_features([first], {first, reply}) is not once  # closed: read anew


def test_a_record_read_with_other_records_left_out_is_read_again() -> None:
    first, reply = _records()
    with features_memo():
        alone = record_features([first], {reply})
        whole = record_features([first])  # the nested answer now part of it
        assert whole is not alone
        assert "Ben" in whole.text and "Ben" not in alone.text
        assert record_features([first], {reply}) is not whole
    assert (
        record_features([first]).text == whole.text and record_features([first], {reply}).text == alone.text
    )
