"""Features of a clickable: the paper's preprocessing and the extra token groups."""

from __future__ import annotations

from comspider.interaction.clickable_features import (
    ALL_GROUPS,
    attribute_values,
    document,
    keyword_text,
    tokens,
)
from comspider.interaction.clickables import Clickable


def item(**kw) -> dict:
    base = {
        "tag": "a",
        "text": "267 Kommentare",
        "attrs": {"class": "comments-btn", "style": "color:red", "href": "#comments"},
        "desc_attrs": ["icon-speech-bubble"],
        "sources": ["href"],
        "page_fraction": 0.73,
        "article": "below",
        "href": "https://x.example/a#comments",
        "scheme": "https",
        "fragment": "comments",
        "links_away": False,
        "other_host": False,
        "target_blank": False,
    }
    base.update(kw)
    return base


def test_paper_group_is_letters_lowercase_char_trigrams_of_text_and_attribute_values():
    toks = tokens(item(), ("paper",))
    assert {"kom", "omm", "men", "are"} <= set(toks)  # text, lowercased, digits dropped
    assert {"com", "btn", "ico", "bub"} <= set(toks)  # class and descendant attribute values
    assert not any(t.isdigit() or "_" in t for t in toks)
    assert "col" not in toks and "red" not in toks  # style values are layout, not words


def test_structural_tokens_come_first_and_never_collide_with_ngrams():
    toks = tokens(item(), ALL_GROUPS)
    first_paper = toks.index("kom")
    assert all(t.startswith(("__", "t_", "a_", "c_")) for t in toks[:first_paper])
    assert {
        "__tag_a",
        "__src_href",
        "__pos_below",
        "__frac_7",
        "__link_fragment",
        "__fw_comments",
        "__digits",
        "__text_short",
        "__an_class",
        "__w_kommentare",
        "t_kom",
    } <= set(toks)


def test_link_kinds():
    away = item(
        href="https://other.example/x", fragment=None, links_away=True, other_host=True, target_blank=True
    )
    assert {"__link_otherhost", "__target_blank"} <= set(tokens(away, ("link",)))
    same_host = item(href="https://x.example/other#comments", fragment=None, links_away=True)
    assert "__link_away" in tokens(same_host, ("link",))
    # the comments of another article: its fragment words in a namespace of their own
    assert tokens(same_host, ("fragment",)) == ["__xfw_comments"]
    button = item(tag="button", href=None, fragment=None, scheme=None)
    assert "__link_none" in tokens(button, ("link",))
    js = item(href="javascript:void(0)", scheme="javascript", fragment=None)
    assert "__scheme_javascript" in tokens(js, ("link",))


def test_count_length_href_and_attribute_groups():
    assert tokens(item(text="267"), ("count",)) == ["__count_bare"]
    assert tokens(item(text="(0)"), ("count",)) == ["__count_bare"]
    counted = tokens(item(text="Comments (3)"), ("count",))
    assert counted[0] == "__count_word" and "c_com" in counted
    assert tokens(item(text="Kommentare4"), ("count",))[0] == "__count_word"
    assert tokens(item(text="Ein langer Satz mit 3 Wörtern mehr"), ("count",)) == []
    assert [tokens(item(text=t), ("length",))[0] for t in ("", "12", "Kommentare", "x" * 61)] == [
        "__len_0",
        "__len_1",
        "__len_2",
        "__len_5",
    ]
    forum = item(href="https://www.x.example/forum/threads/thread.836742/unread#post", fragment=None)
    assert tokens(forum, ("hrefwords",)) == ["__h_forum", "__h_threads", "__h_thread", "__h_unread"]
    assert tokens(item(href=None), ("hrefwords",)) == []
    grams = tokens(item(), ("attrgrams",))
    assert "a_com" in grams and "a_col" not in grams  # own values, not style, not href
    assert not any(g.startswith("a_ico") for g in grams)  # descendants' values are not the element's


def test_works_on_clickable_objects_and_dicts_alike():
    c = Clickable(
        xpath="/html[1]/body[1]/a[1]",
        abs_xpath="/html[1]/body[1]/a[1]",
        tag="a",
        text="Kommentare",
        attrs={"class": "comments"},
        href="https://x.example/#c",
        fragment="c",
        article="below",
        page_fraction=0.5,
        sources=["href"],
    )
    assert document(c) == document(c.to_dict())


def test_empty_clickable_still_gives_a_line():
    assert document({}, ("paper",)) == "__empty"


def test_keyword_text_and_attribute_values():
    assert "kommentare" in keyword_text(item())
    assert "color:red" not in attribute_values(item())
