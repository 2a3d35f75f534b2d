"""The site's own id of a comment read without a comment word: an id-named attribute, an
element id or an anchor name with a number, taken only where it differs from record to
record of the section (template vocabulary, the author's id and the article's are not);
and the comment's permalink, its own anchor, never its reply's."""

from __future__ import annotations

import gzip
from pathlib import Path

from lxml import html as lxml_html

import comspider
from comspider.fields import record_meta
from comspider.fields.record_meta import (
    around_records,
    section_site_ids,
    site_comment_id,
    site_id_candidates,
)


def _ids(records: list[str], said: list[tuple[str | None, str] | None] | None = None) -> list[str | None]:
    roots = [lxml_html.fragment_fromstring(r) for r in records]
    candidates = [site_id_candidates([root]) for root in roots]
    return section_site_ids(candidates, said or [(f"a{i}", f"t{i}") for i in range(len(records))])


def test_a_message_id_attribute_is_the_site_id() -> None:
    # cbsnews.com (../shared/data/dragnet 137)
    records = [
        f'<dl messageid="{n}"><dt>by <b>x</b></dt><dd id="body_{n}">Hi</dd></dl>'
        for n in (12647730, 12647729)
    ]
    assert site_comment_id([lxml_html.fragment_fromstring(records[0])]) is None  # no comment word
    assert _ids(records) == ["12647730", "12647729"]


def test_an_element_id_or_an_anchor_name_with_a_number() -> None:
    body = [f'<div class="c"><p id="body_{n}">Hi</p></div>' for n in (17, 18, 19)]
    assert _ids(body) == ["17", "18", "19"]
    blogger = [
        f'<div class="blogComment"><a name="{n}"></a>Text</div>' for n in ("6027772890083389266", "1622517")
    ]
    assert _ids(blogger) == ["6027772890083389266", "1622517"]


def test_a_nested_records_ids_are_not_its_parents() -> None:
    outer = lxml_html.fragment_fromstring(
        '<dl><dt>x</dt><dd><dl messageid="5"><dd id="body_5">Re</dd></dl></dd></dl>'
    )
    inner = outer.find(".//dl")
    around = around_records([outer, inner])
    assert site_id_candidates([outer], around) == []
    assert site_id_candidates([inner], around) == [("@messageid", "5"), ("#body_", "5")]


def test_the_anchor_before_a_reply_is_the_replys() -> None:
    """modepilot.de (../shared/data/trafilatura): each comment's ``<a name="comment-N">``
    stands before its record, a reply's inside its parent's record."""
    outer = lxml_html.fragment_fromstring(
        '<ul><li><a name="comment-1"></a><div><b>Ann</b> Hi<ul><li><a name="comment-2"></a>'
        "<div><b>Ben</b> Re</div></li></ul></div></li></ul>"
    )
    parent, reply = outer.findall(".//div")
    around = around_records([parent, reply])
    assert site_id_candidates([parent], around) == [("<#comment-", "1")]
    assert site_id_candidates([reply], around) == [("<#comment-", "2")]


def test_ids_the_same_in_every_record_are_no_site_ids() -> None:
    assert _ids([f'<div data-itemid="77"><p id="c_box_1">t{i}</p></div>' for i in range(3)]) == [None] * 3


def test_the_authors_id_is_no_site_id() -> None:
    # named for the author: never
    assert _ids([f'<div data-userid="{n}">t</div>' for n in (1, 2)]) == [None, None]
    # not named for it, but the same on two different comments of one reader
    records = [f'<div data-xid="{n}">t</div>' for n in (1, 2, 1)]
    assert _ids(records, [("Ann", "one"), ("Ben", "two"), ("Ann", "three")]) == [None] * 3
    # the same on a double post is fine: it may be one comment shown twice
    assert _ids(records, [("Ann", "one"), ("Ben", "two"), ("Ann", "one")]) == ["1", "2", "1"]


def test_one_record_or_a_few_of_many_do_not_make_a_site_id() -> None:
    assert _ids(['<div data-msgid="12">t</div>']) == [None]
    many = ['<div><span id="player_12">v</span>t</div>', '<div><span id="player_13">v</span>t</div>']
    many += ["<div>t</div>"] * 4
    assert _ids(many) == [None] * 6


def test_words_and_layout_are_no_ids() -> None:
    assert (
        site_id_candidates([lxml_html.fragment_fromstring('<div data-id="comment"><p id="main">t</p></div>')])
        == []
    )


def test_a_permalinks_id_when_the_record_has_none_of_its_own() -> None:
    records = [
        f'<div><p>t</p><a href="/a.html?assetTypeId=41&amp;messageId={n}&amp;blogId=7">#</a>'
        f'<a href="/u?userId=3">me</a><a href="#c{n}">@x</a></div>'
        for n in (12647730, 12647729)
    ]
    assert _ids(records) == ["12647730", "12647729"]


def test_a_permalink_is_the_anchor_before_the_record_never_its_replys(shared_data: Path) -> None:
    # modepilot.de: <li><a name="comment-605013"></a><div>Betina ... <ul><li><a
    # name="comment-605015"></a><div>the reply</div>: the parent had its reply's anchor as
    # its permalink, and the reply none (a helper's note)
    raw = gzip.decompress(
        (shared_data / "trafilatura" / "pages" / "modepilot.de.duschkopf.html.gz").read_bytes()
    )
    found = comspider.extract(
        raw, url="https://www.modepilot.de/duschkopf", visited_at="2026-11-01T00:00:00Z"
    )
    links = {(c.author, c.site_comment_id): c.permalink for c in found[:2]}
    assert links == {
        ("Betina", "605013"): "https://www.modepilot.de/duschkopf#comment-605013",
        ("Kathrin Bierling", "605015"): "https://www.modepilot.de/duschkopf#comment-605015",
    }


def test_an_id_splits_into_its_prefix_and_number() -> None:
    assert record_meta._split_id("comment-123") == ("comment-", "123")
    assert record_meta._split_id("div-comment-45_6") == ("div-comment-", "45_6")
    assert record_meta._split_id("c5f3a2b1c-1234") == ("", "c5f3a2b1c-1234")
    assert record_meta._split_id("zabcd1234ef") == ("zab", "cd1234ef")  # the hex number needs 8
    assert record_meta._split_id("wc-comment-right") is None
    # a long run of letters with no number at its end: once seconds of backtracking per element
    assert record_meta._split_id("wpdiscuz" * 7 + "-a1b") is None
