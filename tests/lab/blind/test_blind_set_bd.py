"""Blind set BD's pages (news and magazine articles of 2008-2013 whose comments are a forum's thread shown under the
article, in the served HTML: eighteen discussions of 6 to 15 readers' posts, each the thread of a different invented
forum engine with its one most awkward trait (quoted posts in a table per post, long signatures, one table of three
rows per post, page 1 of 3, "Re:" subjects, edited-by lines with a moderator's note and a deleted post, the newest
posts newest first, thanks lists, a member column longer than the posts, quotes nested two levels, folded hidden
quotes, the profile after the text, the journalist's opening post, flat answers opening with a bold name, a dt/dd
board with ">>n" anchors, best posts copied above, attachment lists, a post folded for its score); four plain article
pages; four pages without any reader comment whose list looks like a discussion: readers' benchmark results, a
dictation contest's jury remarks, crowdfunding reward tiers, a race card with a tipster's lines; two mixed pages)
kept as tests, as set AL's are (test_blind_set_al.py), through ``comspider.extract`` without a browser. What it does
not do yet is listed with the symptom (measured after set BD's first crawl, at ff4a6b84, see the blind README's "Set
BD": scores only, the records were not opened): expected failures (strict: the day a case is right, its mark must
go)."""

from __future__ import annotations

from tests.lab.blind.blind_set_checks import BlindSet, depth

SET = BlindSet.of("bd")
CASES = SET.cases
#: Pages without comments that give false comments through extract.
LOOKALIKES_NOT_YET: dict[str, str] = {}
#: Found (F1 of their text at least this, just below the first crawl's), and whether every reply keeps its parent.
FOUND: dict[str, tuple[float, bool]] = {
    "bd-tr-attachments": (0.95, True),  # whole since the attachments' fieldset is no text
    "bd-it-profile-after-text": (0.95, True),  # 9, the profile after the text: F1 1.00, every parent right
    "bd-en-signatures": (0.8, True),  # 9 with long signatures: F1 0.82, every parent right
    "bd-en-newest-first": (0.78, False),  # 6 newest first: F1 0.81, parents 3/6
    "bd-ru-bold-name-address": (
        0.95,
        False,
    ),  # 9 flat, answers opening with a bold name: F1 0.98, parents 5/9
    # 13 records for 12 (the newsdesk's opening post) at the first extract; 12 of 12, every parent right, since the
    # site's post that opens the thread naming the headline word for word is no comment
    "bd-en-quotes-table": (0.95, True),
    # 16 records for 15 (the host's opening post), 6 false at the first extract; 15 of 15 (F1 1.00), parents 14/15
    "bd-en-page-1-of-3": (0.95, True),  # whole since a later quote of quoted words answers their writer
    # 3 false, P 0.64 at the first extract; 10 of 10, every parent right, since a quote box named in the forum's
    # language ('kb-zitat') is a quote
    "bd-de-profile-column": (0.95, True),
    # 1 false (the journalist's opening post, then quotes kept) at the first extract; 7 of 7 since 'Citaat' boxes
    # are quotes
    "bd-nl-journalist-opens": (0.95, True),
    "bd-en-edited-deleted": (
        0.95,
        True,
    ),  # whole since the quote mends and the edited-by lines (the moderator note stays)
    "bd-en-re-subjects": (0.95, True),  # right since the quote and signature mends
    "bd-en-thanks-lists": (0.95, True),  # right since the quote and signature mends
    "bd-en-three-rows": (0.95, True),  # right since the quote and signature mends
    "bd-fr-nested-quotes": (0.95, True),  # right since the quote and signature mends
    "bd-mx-cs-river-gauges": (0.95, True),  # right since the quote and signature mends
    "bd-mx-en-freeware-picks": (0.95, True),  # right since the quote and signature mends
    "bd-ja-bbs-anchors": (0.95, True),  # found whole since replies linking to others' anchors answer them
    "bd-sv-folded-post": (0.95, True),  # right since the body slot is found by its class
    # nothing found at the first crawl; whole since replies quoting earlier posts' words answer them
    "bd-ko-best-copied": (0.95, True),
    # nothing found at the first crawl; whole since quoting replies answer and a body slot inside most
    # records' quote box (their hidden full quote) is learnt again without the quotes
    "bd-es-folded-quotes": (0.95, True),
}
#: Found, but not whole at set BD's first crawl.
NOT_WHOLE_YET: dict[str, str] = {
    "bd-ru-bold-name-address": "R 0.96, parents 5/9: the truth is flat (no quote, no tree; four answers open "
    "with the addressed nick and a comma in bold, part of their text), four answers given a parent",
}
#: Not found at set BD's first crawl (no comment, no false comment).
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
test_the_set_has_its_shape = SET.has_shape(cases=28, lookalikes=8, mixed=2)


def test_the_set_is_forum_threads_under_articles() -> None:
    talk = [case for case in CASES.values() if case.kind == "discussion"]
    assert len(talk) == 18
    assert all(2 <= len(case.comments) <= 80 for case in talk)
    assert sum(any(c.parent is not None for c in case.comments) for case in talk) >= 15
    assert sum(max(depth(c.comments, i) for i in range(len(c.comments))) >= 2 for c in talk) >= 5
    assert all(case.static and case.server == "main" and not case.files for case in CASES.values())
    # the robots', the host's and the journalists' opening posts are not comments
    for cid in ("bd-en-quotes-table", "bd-en-three-rows", "bd-en-thanks-lists", "bd-ja-bbs-anchors"):
        assert all("Bot" not in c.author and "Robot" not in c.author for c in CASES[cid].comments)
    assert all(c.author != "FieldandFen" for c in CASES["bd-en-page-1-of-3"].comments)
    nl = CASES["bd-nl-journalist-opens"]
    assert sum(c.author.startswith("Femke de Ruiter") for c in nl.comments) == 2
    # the flat answers opening with a bold name are flat in the truth, the name part of their text
    ru = CASES["bd-ru-bold-name-address"]
    assert all(c.parent is None for c in ru.comments)
    assert sum(any(c.text.startswith(o.author + ", ") for o in ru.comments) for c in ru.comments) == 4
    # a deleted post's placeholder is no comment; the folded post is one
    assert all(c.author != "[deleted]" for c in CASES["bd-en-edited-deleted"].comments)
    assert any(c.author == "Stockholmaren" for c in CASES["bd-sv-folded-post"].comments)
    # the best posts copied above the thread are each one comment
    ko = CASES["bd-ko-best-copied"]
    assert len({c.text for c in ko.comments}) == len(ko.comments) == 7
    lookalikes = [case for case in CASES.values() if case.kind == "lookalike"]
    plain = [case for case in lookalikes if case.lookalikes == ("none: a plain article page",)]
    assert len(plain) == 4
    mixed = [case for case in CASES.values() if case.kind == "mixed"]
    assert all(4 <= len(case.comments) <= 20 and case.lookalikes for case in mixed)
    languages = [case.language for case in CASES.values()]
    assert languages.count("en") == 12
    others = [lang for lang in languages if lang != "en"]
    assert len(others) == len(set(others)) == 16
    assert len({case.lookalikes[0] for case in lookalikes + mixed if case not in plain}) == 6


test_a_page_without_comments_gives_no_comment = SET.gives_no_comment(SET.lookalikes(LOOKALIKES_NOT_YET))
test_a_page_without_comments_not_yet_rejected = SET.lookalikes_not_yet_rejected(LOOKALIKES_NOT_YET)
test_a_thread_is_found = SET.is_found(FOUND)
test_a_thread_found_whole = SET.found_whole(NOT_WHOLE_YET)
test_a_thread_not_found_yet_gives_no_false_comment = SET.gives_no_false_comment(NOT_YET)
test_a_thread_not_found_yet = SET.not_found_yet(NOT_YET)
test_a_thread_with_false_comments = SET.with_false_comments(WITH_FALSE)
