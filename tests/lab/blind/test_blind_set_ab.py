"""Blind set AB's pages (the news and blog article pages of a 2012 crawl as a crawler saved them, with the era's
furniture: Isso in a three-column portal, below a poll on a page with a ticker and a plug-in video, on a personal
blog with a left sidebar; Waline on a 2012 mobile page and on a group blog; django-comments-xtd with "Posted by X on
date" after the text and as forum-like postbits; hand-built discussions of 12 to 40 comments on the page (25 of 112,
30 of 87, 32 of 104) in an ``<ol>`` with "Name says:", a flat list with "@Name" replies, table rows of a 2009 layout,
a blog's ``<dl>``, a run of ``<h4>``/``<h5>`` lines above ``<p>``s, nested lists with votes, numbered posts with
"Antwort auf #n", "Posté par X le …" after the text, a journal's entries indented by depth, ">>n" replies, "~nick"
signatures; eight pages without any reader comment whose furniture is a list of names, dates and short texts; three
mixed pages) kept as tests, as set AA's are (test_blind_set_aa.py), through ``comspider.extract`` without a browser:
only the pages of the static site whose thread is in the served HTML and the pages without comments are read here
(the Isso, Waline and Django pages stay in the lab's crawl). The pages without comments give no comment whatever their
furniture, and the static threads it finds keep being found. What it does not do yet is listed with the symptom
(measured after set AB's first crawl, a62e7fa, see the blind README's "Set AB"): expected failures (strict: the day a
case is right, its mark must go)."""

from __future__ import annotations

from tests.lab.blind.blind_set_checks import BlindSet, depth

SET = BlindSet.of("ab")
CASES = SET.cases
#: Pages without comments that give false comments through extract.
LOOKALIKES_NOT_YET: dict[str, str] = {}
#: Found (F1 of their text at least this, just below the first crawl's), and whether every reply keeps its parent.
FOUND: dict[str, tuple[float, bool]] = {
    "ab-en-blog-responses": (0.95, True),  # 40 in an <ol>, 'Name says:', replies in <ul>s two levels
    "ab-en-post-flat": (0.95, False),  # 25 of 112, flat, '@Name' replies: NOT_WHOLE_YET
    "ab-en-table-rows": (0.95, True),  # 22, one table row a comment, three 'Guest' posts without a date
    "ab-en-home-dl": (0.95, False),  # 20 in a <dl>, 'Name said...': NOT_WHOLE_YET
    "ab-fr-posted-after": (0.95, True),  # 14, 'Posté par X le …' after the text, two without a date
    "ab-es-cards-votes": (0.95, True),  # 30 of 87, '+n / -n', replies one level
    "ab-ru-indent": (0.95, True),  # 25 flat siblings indented by depth, each a table with the userpic
    "ab-ja-posted-by": (0.95, True),  # 12, 'Posted by X at …' after the text, '>>n' replies
    "ab-pl-tilde": (0.95, True),  # 22, '~nick' and a masked IP, replies one level
    "ab-mx-en-house-sales": (0.95, True),  # beside a street's recent house sales with the agent's note
    "ab-mx-pl-zarzad": (0.95, True),  # below the town's new board in the very markup of the opinions
    "ab-mx-ja-nenga": (0.95, True),  # below the shopkeepers' New Year greetings in a <dl>
    # found after the lead's changes of 2026-11-30 (in-sample: written after reading these pages)
    "ab-en-review-h4": (0.95, True),  # a run of <h4> 'n. Name', <h5> date, <p>s: units opened by the heading
    "ab-en-sport-votes": (0.95, True),  # 'fans-verdict' around the thread no longer rules it out
    "ab-de-numbered": (0.95, True),  # the 'Antwort auf #n von Name' line is the system's, not the text
}
#: Found, but not whole at set AB's first crawl.
NOT_WHOLE_YET: dict[str, str] = {
    "ab-en-post-flat": "25 comments in a flat list, six replies written '@Name …' by their readers: all 25 found "
    "(F1 1.00), but the six '@Name' replies are given the named reader's comment as parent where the truth keeps "
    "the list flat (parents 19/25; a decision of the truth, see the README's 'Set AB')",
    "ab-en-home-dl": "20 comments in a blog's flat <dl>, five of the blogger's answers starting '@Name,': all 20 "
    "found (F1 1.00), two of them ('@Pip,', '@Anonymous,') given the named reader's comment as parent where the "
    "truth keeps the list flat (parents 18/20)",
}
#: Not found at set AB's first crawl (no comment, no false comment): none since the lead's changes.
NOT_YET: dict[str, str] = {}
#: Threads that give false comments: not right until the false ones go and the thread is found.
WITH_FALSE: dict[str, str] = {}


test_every_static_thread_is_named_here = SET.every_static_thread_is_named(
    FOUND,
    NOT_YET,
    WITH_FALSE,
    kinds=("discussion", "revealed", "small_thread", "mixed"),
    main_only=True,
    not_whole=NOT_WHOLE_YET,
)
test_the_set_has_its_shape = SET.has_shape(cases=30, lookalikes=8, mixed=3)


def test_the_set_is_a_2012_crawl_with_larger_threads() -> None:
    real = [case for case in CASES.values() if case.kind == "real_system"]
    assert len(real) == 7
    assert [sum(case.system == s for case in real) for s in ("isso", "waline", "django-comments-xtd")] == [
        3,
        2,
        2,
    ]
    hand = [case for case in CASES.values() if case.kind == "discussion"]
    assert len(hand) == 12
    assert all(12 <= len(case.comments) <= 40 for case in hand)
    # larger threads: at least five pages with 20 to 60 comments, three of them a page of a longer discussion
    assert sum(20 <= len(case.comments) <= 60 for case in CASES.values()) >= 5
    assert sum(" of " in case.description and "(only" in case.description for case in hand) >= 3
    # replies nested one or two levels, or none at all
    assert all(depth(case.comments, i) <= 2 for case in CASES.values() for i in range(len(case.comments)))
    assert sum(not any(c.parent is not None for c in case.comments) for case in hand) >= 3
    assert sum(any(depth(case.comments, i) == 2 for i in range(len(case.comments))) for case in hand) >= 3
    assert 13 <= sum(case.language == "en" for case in CASES.values()) <= 16
    assert len({case.language for case in CASES.values()} - {"en"}) >= 8
    assert sum(case.kind == "lookalike" for case in CASES.values()) >= 8


def test_no_hand_built_page_names_a_comment_in_its_classes_or_ids() -> None:
    for case in CASES.values():
        if case.server != "main" or case.system:  # the Django templates' variables, the systems' own markup
            continue
        for text in [case.html, *case.files.values()]:
            for attr in ('class="', 'id="'):
                values = " ".join(part.split('"', 1)[0].lower() for part in text.split(attr)[1:])
                assert "comment" not in values, (case.id, attr)


test_a_page_without_comments_gives_no_comment = SET.gives_no_comment(SET.lookalikes(LOOKALIKES_NOT_YET))
test_a_page_without_comments_not_yet_rejected = SET.lookalikes_not_yet_rejected(LOOKALIKES_NOT_YET)
test_a_thread_is_found = SET.is_found(FOUND)
test_a_thread_found_whole = SET.found_whole(NOT_WHOLE_YET)
test_a_thread_not_found_yet_gives_no_false_comment = SET.gives_no_false_comment(NOT_YET)
test_a_thread_not_found_yet = SET.not_found_yet(NOT_YET)
test_a_thread_with_false_comments = SET.with_false_comments(WITH_FALSE)
