"""Blind set AT's pages (held out: article pages of news sites and blogs as they were around 2008-2014, in the served
HTML: fourteen discussions of 2 to 24 readers' comments in the era's blog engines, newspaper reader forums and
home-made CMS templates (nested lists by depth class with pingbacks, forum tables, names and times below the text,
definition lists, level classes, inline margins, subject lines, trackbacks, "Older comments" pagers); six plain
article pages with heavy sidebars; four pages whose furniture holds a list that looks like a discussion: a shoutbox,
a feed reader's shared items, an advice corner's readers' questions, a "blogs I read" list; four mixed pages, two
beside a "recent comments" widget) kept as tests, as set AL's are (test_blind_set_al.py), through
``comspider.extract`` without a browser. The set is held out: what it does not do yet is marked with a neutral
reason and no symptom (measured by set AT's first extract, at d69bffec, see the blind README's "Set AT"): expected
failures (strict: the day a case is right, its mark must go)."""

from __future__ import annotations

from comspider_lab.blind.check import comment_attributes
from tests.lab.blind.blind_set_checks import BlindSet, depth

SET = BlindSet.of("at")
CASES = SET.cases
HELD_OUT = "held out; not whole at the first extract"
#: Pages without comments that give false comments through extract.
LOOKALIKES_NOT_YET: dict[str, str] = {}
#: Found (F1 of their text at least this), and whether every reply keeps its parent (held out: one threshold for
#: all, the parents not asked of those not whole yet).
FOUND: dict[str, tuple[float, bool]] = {
    "at-en-blog-footbridge": (0.9, True),
    "at-de-forum-umgehung": (0.9, False),
    "at-fr-blog-lavoir": (0.9, True),  # whole since 2026-12-04
    "at-es-dl-agua": (0.9, True),
    "at-it-blog-crostata": (0.9, False),
    "at-pt-jornal-onibus": (0.9, True),
    "at-nl-reacties-brug": (0.9, False),
    "at-pl-portal-szkola": (0.9, True),
    "at-ru-journal-bashnya": (0.9, True),
    "at-sv-blogg-skolskjuts": (0.9, True),
    "at-cs-diskuse-obchvat": (0.9, True),
    "at-tr-haber-sahilyolu": (0.9, True),
    "at-hu-blog-kecske": (0.99, True),  # whole since 2026-12-07: the number before each name left the text
    "at-mx-bg-chitalishte": (0.9, True),
    "at-mx-ca-castanya": (0.9, False),
    "at-mx-id-irigasi": (0.9, True),
    "at-mx-hr-festival": (0.9, True),
}
#: Found, but not whole at set AT's first extract.
NOT_WHOLE_YET: dict[str, str] = {
    "at-de-forum-umgehung": HELD_OUT,
    "at-it-blog-crostata": HELD_OUT,
    "at-nl-reacties-brug": HELD_OUT,
    "at-mx-ca-castanya": HELD_OUT,
}
#: Not found at set AT's first extract (no comment, no false comment).
NOT_YET: dict[str, str] = {}
#: Threads that give false comments: not right until the false ones go and the thread is found.
WITH_FALSE: dict[str, str] = {
    "at-ja-diary-undokai": HELD_OUT,
}


test_every_static_thread_is_named_here = SET.every_static_thread_is_named(
    FOUND,
    NOT_YET,
    WITH_FALSE,
    kinds=("discussion", "revealed", "small_thread", "mixed"),
    main_only=True,
    not_whole=NOT_WHOLE_YET,
)
test_the_set_has_its_shape = SET.has_shape(cases=28, lookalikes=10, mixed=4)


def test_the_set_is_the_2008_2014_web() -> None:
    talk = [case for case in CASES.values() if case.kind == "discussion"]
    assert len(talk) == 14
    assert all(2 <= len(case.comments) <= 40 for case in talk)
    assert sum(4 <= len(case.comments) <= 15 for case in talk) >= 10
    assert sum(any(c.parent is not None for c in case.comments) for case in talk) >= 8
    # four levels on one (pt: its description says three), three on six more
    assert max(depth(c.comments, i) for c in talk for i in range(len(c.comments))) == 3
    assert all(case.static and case.server == "main" and not case.files for case in CASES.values())
    # pingbacks and trackbacks are on the pages, never in the truth
    for cid, word in (
        ("at-en-blog-footbridge", "Pingback:"),
        ("at-fr-blog-lavoir", "Rétroliens"),
        ("at-ja-diary-undokai", "トラックバック"),
    ):
        case = CASES[cid]
        assert word in case.html
        assert not any(word in c.text or word in c.author for c in case.comments)
    # the flat '@name' answers are flat in the truth
    for cid in ("at-de-forum-umgehung", "at-nl-reacties-brug", "at-it-blog-crostata", "at-mx-ca-castanya"):
        comments = CASES[cid].comments
        assert all(c.parent is None for c in comments) and any(c.text.startswith("@") for c in comments)
    # only the page's own comments: the pager's earlier pages are not in the truth
    assert (
        len(CASES["at-de-forum-umgehung"].comments) == 12
        and "(32 Beiträge)" in CASES["at-de-forum-umgehung"].html
    )
    assert sum(bool(comment_attributes(case)) for case in talk) <= 8
    lookalikes = [case for case in CASES.values() if case.kind == "lookalike"]
    plain = [case for case in lookalikes if case.lookalikes == ("none: a plain article page of the era",)]
    assert len(plain) == 6
    mixed = [case for case in CASES.values() if case.kind == "mixed"]
    assert all(3 <= len(case.comments) <= 12 and case.lookalikes for case in mixed)
    assert (
        sum(
            "recent comments" in case.lookalikes[0] or "latest comments" in case.lookalikes[0]
            for case in mixed
        )
        == 2
    )
    languages = [case.language for case in CASES.values()]
    assert len(set(languages)) == len(languages) == 28  # each page in a language of its own
    assert languages.count("en") <= 1
    assert len({case.lookalikes[0] for case in lookalikes + mixed if case not in plain}) == 8


test_a_page_without_comments_gives_no_comment = SET.gives_no_comment(SET.lookalikes(LOOKALIKES_NOT_YET))
test_a_page_without_comments_not_yet_rejected = SET.lookalikes_not_yet_rejected(LOOKALIKES_NOT_YET)
test_a_thread_is_found = SET.is_found(FOUND)
test_a_thread_found_whole = SET.found_whole(NOT_WHOLE_YET)
test_a_thread_not_found_yet_gives_no_false_comment = SET.gives_no_false_comment(NOT_YET)
test_a_thread_not_found_yet = SET.not_found_yet(NOT_YET)
test_a_thread_with_false_comments = SET.with_false_comments(WITH_FALSE)
