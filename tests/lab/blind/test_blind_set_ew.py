"""Blind set ew's pages (held out: discussions whose comments have no box of their own, on news sites and blogs of
2008-2012 as they served their HTML: a name in ``<h4>`` or ``<p><b>`` then paragraphs then an ``<hr>`` or a small
date line, entries split only by ``<br />`` in one ``<div>``, three table rows per comment in one table, the name and
time after the text, a ``<dl>`` with the text first, the only class on each entry's first paragraph, numbered entries
in plain paragraphs; replies said by "@NAME", by "en respuesta a NAME" or by an indent, in English, German, Spanish,
Italian, Russian, Czech, Danish and Indonesian: 8 discussions of 4 to 16 comments and 2 pages without any reader
comment whose sibling runs have the same shape (an interview in speakers' turns with times; a chronicle of dated
entries with bylines)) kept as tests, as set ev's are (test_blind_set_ev.py), through ``comspider.extract`` without a
browser. What it does not do yet is listed with the symptom (measured by set ew's first extract run, at 577cad16,
see the blind README's "Set ew"): expected failures (strict: the day a case is right, its mark must go)."""

from __future__ import annotations

from tests.lab.blind.blind_set_checks import BlindSet, depth

SET = BlindSet.of("ew")
CASES = SET.cases
#: Pages without comments that give false comments through extract.
LOOKALIKES_NOT_YET: dict[str, str] = {}
#: Found (F1 of their text at least this, just below the first extract run's), and whether every reply keeps its
#: parent.
FOUND: dict[str, tuple[float, bool]] = {
    # every entry in one div, split only by <br />: "<b>NAME</b> schrieb am …:", lines, a typed list
    "ew-de-verein-anrudern": (0.99, True),
    # three rows a comment in one table, two answers said only by "en respuesta a NAME" in the header row
    "ew-es-portal-piscina": (0.99, True),
    # one dl, the text in dt first and "NAME · time" in dd after it
    "ew-ru-univ-olimpiada": (0.99, True),
    # since records/header_bodies.py: header lines each with the siblings after (or before) it
    "ew-cs-strana-program": (0.99, True),
    "ew-en-paper-bus14": (0.98, True),
    "ew-it-blog-plastico": (0.99, True),
    "ew-id-blog-sim": (0.98, False),
    # since a group of block runs nothing names may go to the decision (records/bylines.py)
    "ew-da-sogn-babysalmesang": (0.97, True),
}
#: Found, but not whole yet.
NOT_WHOLE_YET: dict[str, str] = {
    "ew-id-blog-sim": "Anto's comment, which quotes Wawan's, given it as parent (15/16 parents; the truth is flat "
    "there)",
}
#: Not found at set ew's first extract run (no comment, no false comment); each fixed since (see FOUND).
NOT_YET: dict[str, str] = {}
#: Threads that give false comments: not right until the false ones go and the thread is found (at the first
#: extract run: ew-en-paper-bus14, each 'Posted: TIME | TOWN' line a comment without author, 12 false;
#: ew-it-blog-plastico, a paragraph and an empty name line as comments of their own, 2 false; both fixed since).
WITH_FALSE: dict[str, str] = {}

#: The pages without any reader comment.
PLAIN = ("ew-plain-it-intervista", "ew-plain-de-chronik")


test_every_static_thread_is_named_here = SET.every_static_thread_is_named(
    FOUND,
    NOT_YET,
    WITH_FALSE,
    kinds=("discussion", "revealed", "small_thread", "mixed"),
    main_only=True,
    not_whole=NOT_WHOLE_YET,
)
test_the_set_has_its_shape = SET.has_shape(cases=10, lookalikes=2, mixed=0)


def test_the_set_is_discussions_without_a_box_per_comment() -> None:
    talk = [case for case in CASES.values() if case.kind == "discussion"]
    assert len(talk) == 8 and all(case.static and case.system is None for case in talk)
    assert all(3 <= len(case.comments) <= 20 for case in talk)
    # most flat, some with replies, one two deep
    assert sum(all(x.parent is None for x in c.comments) for c in talk) == 5
    assert sum(max(depth(c.comments, i) for i in range(len(c.comments))) >= 2 for c in talk) >= 1
    # no page gives its comments a "comment" class: the entries have no element of their own
    assert not any('class="comment' in c.html for c in CASES.values())
    # an "@NAME" answer starts its text and has a parent; the "en respuesta a NAME" answers too
    answers = [x for c in talk for x in c.comments if x.text.startswith("@")]
    assert len(answers) == 7 and all(x.parent is not None for x in answers)
    assert CASES["ew-es-portal-piscina"].html.count("en respuesta a ") == 2
    lookalikes = [case for case in CASES.values() if case.kind == "lookalike"]
    assert sorted(case.id for case in lookalikes) == sorted(PLAIN)
    assert all(case.lookalikes and not case.comments for case in lookalikes)
    assert {case.language for case in CASES.values()} == {"en", "de", "es", "it", "ru", "cs", "da", "id"}


test_a_page_without_comments_gives_no_comment = SET.gives_no_comment(SET.lookalikes(LOOKALIKES_NOT_YET))
test_a_page_without_comments_not_yet_rejected = SET.lookalikes_not_yet_rejected(LOOKALIKES_NOT_YET)
test_a_thread_is_found = SET.is_found(FOUND)
test_a_thread_found_whole = SET.found_whole(NOT_WHOLE_YET)
test_a_thread_not_found_yet_gives_no_false_comment = SET.gives_no_false_comment(NOT_YET)
test_a_thread_not_found_yet = SET.not_found_yet(NOT_YET)
test_a_thread_with_false_comments = SET.with_false_comments(WITH_FALSE)
