"""One visit's comments against the article's history: edits, removals, traces (pure)."""

from __future__ import annotations

from comspider.items import CommentItem
from comspider.pipelines.comment_history import compare
from comspider.pipelines.record_keys import record_key, text_digest
from comspider.state.protocols import CommentTrace

URL = "https://news.example/a"
V1, V2, V3 = "2026-03-01T12:00:00+00:00", "2026-03-01T20:00:00+00:00", "2026-03-02T12:00:00+00:00"
SECTION = "/html/body/ol"


def comment(
    cid: str, text: str, site: str | None = None, author: str = "Ann", parent: str | None = None
) -> CommentItem:
    return CommentItem(
        article_url=URL,
        comment_id=cid,
        text=text,
        crawled_at=V1,
        site_comment_id=site,
        author=author,
        parent_id=parent,
        section=SECTION,
    )


def first_visit(comments: list[CommentItem]) -> dict[str, CommentTrace]:
    return compare({}, comments, visit=1, at=V1, whole=True).traces


def test_first_visit_records_every_comment() -> None:
    traces = first_visit([comment("a", "one", "1"), comment("b", "two", "2", parent="a")])
    assert set(traces) == {"a", "b"}
    a = traces["a"]
    assert (a.first_visit, a.first_seen, a.last_visit, a.last_seen) == (1, V1, 1, V1)
    assert a.digest == text_digest("one") and a.site_id == "1" and traces["b"].parent == "a"


def test_an_edit_keeps_its_id_by_the_site_id_and_replies_follow() -> None:
    traces = first_visit([comment("a", "one", "1"), comment("b", "two", "2", parent="a")])
    edited, reply = comment("a2", "one, and more", "1"), comment("b", "two", "2", parent="a2")
    changes = compare(traces, [edited, reply], visit=2, at=V2, whole=True)
    assert [e.comment.comment_id for e in changes.edits] == ["a"]
    assert edited.comment_id == "a" and reply.parent_id == "a"  # renamed in place
    assert changes.removals == [] and changes.traces["a"].digest == text_digest("one, and more")
    assert changes.traces["a"].first_visit == 1 and changes.traces["a"].last_visit == 2
    # seen again with the same new text: no second edit
    again = compare(changes.traces, [comment("a2", "one, and more", "1")], visit=3, at=V3, whole=False)
    assert again.edits == [] and again.renamed == {"a2": "a"}


def test_an_edit_without_site_ids_by_author_parent_and_words() -> None:
    traces = first_visit(
        [comment("a", "the council should have asked first", author="Ann"), comment("b", "no", author="Bo")]
    )
    edited = comment("a2", "the council should have asked the residents first", author="Ann")
    changes = compare(traces, [edited, comment("b", "no", author="Bo")], visit=2, at=V2, whole=True)
    assert [e.comment.comment_id for e in changes.edits] == ["a"] and changes.removals == []
    # seen again with the same new text (under the id that text hashes to): the same
    # comment, no second edit and no removal
    again = [comment("a2", "the council should have asked the residents first", author="Ann")]
    third = compare(changes.traces, [*again, comment("b", "no", author="Bo")], visit=3, at=V3, whole=True)
    assert third.edits == [] and third.removals == [] and third.renamed == {"a2": "a"}
    assert again[0].comment_id == "a"
    # a short comment that grew is an edit too
    short = first_visit([comment("s", "Typisch.", author="Kees")])
    grown = comment("s2", "Typisch. Ik zou weleens willen weten wie hier beter van wordt.", author="Kees")
    assert [e.comment.comment_id for e in compare(short, [grown], visit=2, at=V2, whole=True).edits] == ["s"]
    # another author's comment is not an edit: the old one is removed, the new one is new
    other = comment("c", "the council should have asked the residents first", author="Cy")
    changes = compare(traces, [other, comment("b", "no", author="Bo")], visit=2, at=V2, whole=True)
    assert changes.edits == [] and [cid for cid, _ in changes.removals] == ["a"]


def test_removals_only_after_a_whole_visit_of_the_section() -> None:
    comments = [comment(c, f"text {c}", c) for c in "abcdefgh"]
    traces = first_visit(comments)
    later = [c for c in comments if c.comment_id != "c"]
    assert compare(traces, later, visit=2, at=V2, whole=False).removals == []  # cut short: never
    changes = compare(traces, later, visit=2, at=V2, whole=True)
    assert [cid for cid, _ in changes.removals] == ["c"]
    assert changes.traces["c"].missed_at == V2 and changes.traces["c"].last_seen == V1
    # recorded as removed: not removed again; seen again: counted as reappeared
    again = compare(changes.traces, later, visit=3, at=V3, whole=True)
    assert again.removals == []
    back = compare(changes.traces, comments, visit=3, at=V3, whole=True)
    assert back.reappeared == 1 and back.traces["c"].missed_at is None


def test_a_section_not_seen_or_mostly_missing_removes_nothing() -> None:
    comments = [comment(c, f"text {c}", c) for c in "abcdefgh"]
    traces = first_visit(comments)
    elsewhere = [comment("z", "other", "z")]
    elsewhere[0].section = "/html/body/div"
    assert compare(traces, elsewhere, visit=2, at=V2, whole=True).removals == []
    few = compare(traces, comments[:3], visit=2, at=V2, whole=True)  # 5 of 8 gone at once
    assert few.removals == [] and few.doubted == 5


def test_record_keys() -> None:
    assert record_key({"type": "comment", "comment_id": "x"}) == "x"
    assert record_key({"type": "comment_removed", "comment_id": "x"}) == "removed:x"
    assert (
        record_key({"type": "comment_edited", "comment_id": "x", "text": "a  b"})
        == f"edited:x:{text_digest('a b')}"
    )
    assert record_key({"type": "visit", "url": "u"}) is None


def test_an_edit_among_new_comments_of_the_same_author() -> None:
    """The author also wrote a new comment meanwhile: the most alike is the edit."""
    traces = first_visit([comment("a", "honestly I expected worse from the council", author="Mum")])
    new = comment("n", "we tried something similar in 2015 and it failed", author="Mum")
    edited = comment("e", "honestly I expected worse from the council, and nobody asked us", author="Mum")
    changes = compare(traces, [new, edited], visit=2, at=V2, whole=True)
    assert [e.comment.comment_id for e in changes.edits] == ["a"] and changes.removals == []
    assert new.comment_id == "n" and edited.comment_id == "a"


def test_a_reply_and_its_parent_both_edited_between_visits() -> None:
    """Without site ids the reply's parent id changes with its parent's text: the reply is
    paired once its parent is, not taken for a removal and a new comment."""
    traces = first_visit(
        [
            comment("a", "the council should have asked first", author="Ann"),
            comment("b", "they did ask, in March", author="Bo", parent="a"),
            comment("c", "and the answer was no", author="Cy", parent="b"),
        ]
    )
    a2 = comment("a2", "the council should have asked first. Edit: the residents", author="Ann")
    b2 = comment("b2", "they did ask, in March. Edit: twice", author="Bo", parent="a2")
    c2 = comment("c2", "and the answer was no. Edit: both times", author="Cy", parent="b2")
    changes = compare(traces, [a2, b2, c2], visit=2, at=V2, whole=True)
    assert changes.removals == []
    assert sorted(e.comment.comment_id for e in changes.edits) == ["a", "b", "c"]
    assert (b2.parent_id, c2.parent_id) == ("a", "b")
