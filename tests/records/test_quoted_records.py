"""Records that quote an earlier record's words in a box of their own."""

from __future__ import annotations

from lxml import html as lxml_html

from comspider.records.model import Record
from comspider.records.quoted_records import quoted_records

_FIRST = "The parking is still a problem on weekends, nobody can stop there."
_SECOND = "The article says forty more spaces are coming next month."


def _records(html: str) -> list[Record]:
    return [Record(node=el) for el in lxml_html.fromstring(html)]


def test_a_reply_quoting_an_earlier_post_answers_it_whatever_its_box_is_called() -> None:
    records = _records(
        "<ul>"
        f'<li><div class="m">Anna · 09:40</div><div class="t"><p>{_FIRST}</p></div></li>'
        f'<li><div class="m">Ben · 10:05</div><div class="x"><span>Anna:</span><p>{_FIRST}</p></div>'
        f'<div class="t"><p>{_SECOND}</p></div></li>'
        f'<li><div class="m">Anna · 10:31</div><div class="x"><p>{_SECOND}</p></div>'
        '<div class="t"><p>Oh, I did not read that far, thank you very much.</p></div></li>'
        "</ul>"
    )
    assert quoted_records(records) == [(1, 0), (2, 1)]


def test_a_copy_of_a_whole_post_and_a_later_post_quoted_earlier_quote_nothing() -> None:
    """A pinned copy holds nothing of its own; the quoted post itself, before its quote,
    quotes no one (the order says which of the two is the quote)."""
    records = _records(
        "<ul>"
        f'<li><div class="m">Anna · 09:40</div><div class="t"><p>{_FIRST}</p></div></li>'
        f'<li><div class="m">Anna · 09:40</div><div class="t"><p>{_FIRST}</p></div></li>'
        f'<li><div class="m">Ben · 10:05</div><div class="t"><p>{_SECOND}</p></div></li>'
        "</ul>"
    )
    assert quoted_records(records) == []


def test_a_reply_nested_in_its_parents_card_is_no_quote_of_it() -> None:
    root = lxml_html.fromstring(
        "<ul>"
        f'<li id="a"><div class="m">Anna · 09:40</div><p>{_FIRST}</p>'
        f'<ul><li id="b"><div class="m">Ben · 10:05</div><p>{_SECOND}</p></li></ul></li>'
        "</ul>"
    )
    a = root.get_element_by_id("a")
    b = root.get_element_by_id("b")
    assert quoted_records([Record(node=a), Record(node=b, parent=0, depth=1)]) == []


def test_a_row_every_post_shows_is_no_quote() -> None:
    """A forum template's "Quote · Notify · Report to moderator" row is in every post: the
    later posts hold it, and the earlier ones too, yet none quotes another by it."""
    buttons = '<div class="b">Quote · Notify · Report to moderator</div>'
    posts = [
        _FIRST,
        _SECOND,
        "Nobody asked the shop owners what they think of it all.",
        "I park at the station.",
    ]
    records = _records(
        "<ul>" + "".join(f'<li><div class="t"><p>{p}</p></div>{buttons}</li>' for p in posts) + "</ul>"
    )
    assert quoted_records(records) == []


def test_a_quote_under_its_label_and_cut_short_still_quotes() -> None:
    """ "<b>Anna wrote:</b><br>" leads the quote, and the quote ends cut short ("…"): the
    words after the label, without the mark, are the earlier post's."""
    cut = _FIRST[:40] + "…"
    records = _records(
        "<ul>"
        f'<li><b>Anna skrev:</b><p class="t">{_FIRST}</p></li>'
        f'<li><b>Ben skrev:</b><div class="q"><i>Anna skrev:</i><br />{cut}</div><p class="t">{_SECOND}</p></li>'
        "</ul>"
    )
    assert quoted_records(records) == [(1, 0)]


def test_a_members_profile_column_beside_each_of_their_posts_is_no_quote() -> None:
    """A forum's posts show the member's name, rank and join date in a column beside each
    post: the same words in the same place of an earlier post of theirs quote nothing."""
    profile = '<td class="l"><b>Luca_86</b><br />Utente<br /><small>Messaggi: 1.204, iscritto il: mar 2008</small></td>'
    records = _records(
        "<div>"
        f'<table><tr>{profile}<td class="t"><p>{_FIRST}</p></td></tr></table>'
        f'<table><tr><td class="l"><b>Ben</b></td><td class="t"><p>{_SECOND}</p></td></tr></table>'
        f'<table><tr>{profile}<td class="t"><p>Nobody asked the shop owners what they think of it all.</p></td></tr></table>'
        "</div>"
    )
    assert quoted_records(records) == []
