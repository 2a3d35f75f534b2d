"""Blind set en's pages (held out: blog and small-site article pages of 2008-2013 as their engines and hosts served them,
the readers' discussion in the served HTML, in English, German, French, Russian, Japanese, Italian, Korean, Dutch and
Portuguese: 8 discussions of 6 to 11 comments (Blogger's threaded comments, WordPress with the Thesis theme's dt/dd
list, Serendipity's threads by padding only, Posterous' "responses", a LiveJournal entry's threads by margin only, an
FC2 blog's titled entries with the owner's "Re:" answers, Drupal 7's "Inviato da" comments in div.indented, a
Tistory-like blog's rp_admin answers; two never say "comment") and 2 article pages without any reader discussion
whose furniture looks like one (a Textpattern blog's shoutbox and "Laatste reacties" of other posts; a Squarespace 5
journal's FriendFeed-like friends' updates and tweets)) kept as tests, as set DU's are (test_blind_set_du.py),
through ``comspider.extract`` without a browser. What it does not do yet is listed with the symptom (measured by set
en's first extract run, at c6f255e4, see the blind README's "Set en"): expected failures (strict: the day a case is
right, its mark must go)."""

from __future__ import annotations

from tests.lab.blind.blind_set_checks import BlindSet, depth

SET = BlindSet.of("en")
CASES = SET.cases
#: Pages without comments that give false comments through extract.
LOOKALIKES_NOT_YET: dict[str, str] = {
    # 6 false comments: the sidebar's FriendFeed-like "Atualizações dos amigos" (friends' named status texts)
    "en-plain-pt-horta-tomates": "6 false comments: the friends' updates box read as the post's comments",
}
#: Found (F1 of their text at least this, just below the first extract run's), and whether every reply keeps its
#: parent.
FOUND: dict[str, tuple[float, bool]] = {
    # Blogger's threaded comments: 11, four replies in inline threads, Anonymous entries
    "en-en-fellside-viaduct": (0.95, True),
    # Serendipity: 8 comments, threads by padding only, the name after the text
    "en-fr-sylvie-larrieu": (0.95, True),
    # Posterous: 6 responses, flat; never says "comment"
    "en-en-rachelbakes-sourdough": (0.9, True),
    # FC2: 6 titled entries in a flat list, the owner's "Re:" answers
    "en-ja-komachi-fuji": (0.9, False),
    # Drupal 7: 10 comments three deep in div.indented, subjects cut from the texts (F1 0.86 at the first run: each
    # permalink title, "Finalmente qualcuno che ne…", read as the author)
    "en-it-valfredda-rotonda": (0.98, True),
    # LiveJournal: 9 comments, depth by margin-left only (parents 4/9 at the first run), a deleted entry's
    # "(Удалённый комментарий)" (a false comment at the first run)
    "en-ru-toropets-most": (0.95, True),
    # Thesis: 9 comments in dt + dd pairs, replies in a dl.children inside the parent's dd (10 for 9 at the first
    # run: an answer read twice, from its dt and its dd; parents 5/9; no author but one)
    "en-de-balkonbeet-tomaten": (0.99, True),
    # Tistory-like: 8 comments, answers in ul.reply, a secret entry's placeholder
    "en-ko-walkingbear-unmunsa": (0.95, True),
}
#: Found, but not whole at set en's first extract run.
NOT_WHOLE_YET: dict[str, str] = {
    "en-en-rachelbakes-sourdough": "F1 0.94: the line of the post a response quotes (a blockquote) kept in its text",
    "en-ja-komachi-fuji": "F1 0.93, parents 3/6: each entry's title read as its author, the 'Re:NAMEさん' answers "
    "without their parent",
}
#: Not found at set en's first extract run (no comment, no false comment).
NOT_YET: dict[str, str] = {}
#: Threads that give false comments: not right until the false ones go and the thread is found.
WITH_FALSE: dict[str, str] = {}

#: The article pages without any reader discussion.
PLAIN = ("en-plain-nl-ijssel-molen", "en-plain-pt-horta-tomates")


test_every_static_thread_is_named_here = SET.every_static_thread_is_named(
    FOUND,
    NOT_YET,
    WITH_FALSE,
    kinds=("discussion", "revealed", "small_thread", "mixed"),
    main_only=True,
    not_whole=NOT_WHOLE_YET,
)
test_the_set_has_its_shape = SET.has_shape(cases=10, lookalikes=2, mixed=0)


def test_the_set_is_blog_engines_of_their_era() -> None:
    talk = [case for case in CASES.values() if case.kind == "discussion"]
    assert len(talk) == 8 and all(case.static and case.system is None for case in talk)
    assert all(3 <= len(case.comments) <= 25 for case in talk)
    # every discussion but Posterous' flat responses has a reply; some are two deep
    assert sum(any(x.parent is not None for x in case.comments) for case in talk) == 7
    assert sum(max(depth(c.comments, i) for i in range(len(c.comments))) >= 2 for c in talk) >= 3
    # at least two discussions never say "comment" in their markup or headings
    quiet = [case for case in talk if "comment" not in case.html.lower()]
    assert len(quiet) >= 2
    lookalikes = [case for case in CASES.values() if case.kind == "lookalike"]
    assert sorted(case.id for case in lookalikes) == sorted(PLAIN)
    assert all(case.lookalikes and not case.comments for case in lookalikes)
    assert {case.language for case in CASES.values()} == {
        "en",
        "de",
        "fr",
        "ru",
        "ja",
        "it",
        "ko",
        "nl",
        "pt",
    }


test_a_page_without_comments_gives_no_comment = SET.gives_no_comment(SET.lookalikes(LOOKALIKES_NOT_YET))
test_a_page_without_comments_not_yet_rejected = SET.lookalikes_not_yet_rejected(LOOKALIKES_NOT_YET)
test_a_thread_is_found = SET.is_found(FOUND)
test_a_thread_found_whole = SET.found_whole(NOT_WHOLE_YET)
test_a_thread_not_found_yet_gives_no_false_comment = SET.gives_no_false_comment(NOT_YET)
test_a_thread_not_found_yet = SET.not_found_yet(NOT_YET)
test_a_thread_with_false_comments = SET.with_false_comments(WITH_FALSE)
