"""Blind set K's static pages (ordinary news and blog article pages of 2008-2016, most of them without any reader
comment) kept as tests, as set J's are (test_blind_set_j.py), through ``comspider.extract`` without a browser: the 22
pages without comments give no comment whatever their furniture, and the threads it finds keep being found. The ones
it does not find yet, and the thread that gives false comments, are listed with the symptom (measured after set K's
first crawl, main at b6d375e, see the blind README's "Set K"): expected failures (strict: the day they are right, the
mark must go). The threads a script renders, fetches, mounts or reveals (the real systems, the tab, the button, the
"Show all 48 comments" page, the numbered comment pages) are not static: they stay in the lab's crawl (``python -m
comspider_lab.blind evaluate --set k``)."""

from __future__ import annotations

from tests.lab.blind.blind_set_checks import BlindSet

SET = BlindSet.of("k")
CASES = SET.cases
#: Pages without comments that give false comments through extract (none at set K's first crawl, main at b6d375e).
LOOKALIKES_NOT_YET: dict[str, str] = {}
#: Found whole (F1 of their text at least this), and whether every reply keeps its parent.
FOUND: dict[str, tuple[float, bool]] = {
    "k-de-leserkommentare-numbered": (
        0.95,
        True,
    ),  # numbered 'Leserkommentare', 'Empfehlen (14) | Missbrauch melden'
    "k-nl-reacties-editors-pick": (0.95, True),  # Bootstrap media objects, an editor's pick badge
    # 'Apreciez (11)Răspunde…' stayed at the end of every text at the first crawl (P 0.83): now read and left out
    "k-ro-comentarii-soup": (0.95, True),
    "k-ko-daetgeul-best": (0.95, True),  # the two best shown twice, kept once
    "k-mx-en-latest-comments": (0.95, True),  # beside 'Latest comments' quoting readers on other posts
    # beside the print edition's letters; 'SvarSynes godt omAnmeld' stayed at the end of every text at the first
    # crawl (F1 0.91): the three constant links are template now
    "k-mx-da-laeserbreve": (0.95, True),
    # beside the week's best comments on other articles; 'ردإبلاغ' stayed in the texts at the first crawl (F1 0.95):
    # the constant links beside the varying like count are template now
    "k-mx-ar-best-of-week": (0.95, True),
    # found after set K's first crawl (in-sample): the table-row thread on a page that declares no time (the list's
    # count and the records' report links stand in for it), and the Czech thread without its heading rows and teaser
    "k-sv-kommentarer-tables": (0.95, True),
    "k-cs-komentare-tables": (0.95, True),
}
NOT_YET: dict[str, str] = {
    "k-he-talkbacks-soup": "eight numbered talkbacks, titles with their bodies folded below (display:none): nothing",
}
#: Threads that give false comments: not right until the false ones go and the thread is found.
WITH_FALSE: dict[str, str] = {}


# the Django page (django-comments-xtd's tree) is rendered by the Django site, not a file of site_k/: it stays in the
# lab's crawl
test_every_static_thread_is_named_here = SET.every_static_thread_is_named(
    FOUND, NOT_YET, WITH_FALSE, kinds=("discussion", "revealed", "small_thread", "mixed"), main_only=True
)
test_most_pages_have_no_comment = SET.has_shape(cases=40, lookalikes=22, mixed=4)
test_a_page_without_comments_gives_no_comment = SET.gives_no_comment(SET.lookalikes(LOOKALIKES_NOT_YET))
test_a_page_without_comments_not_yet_rejected = SET.lookalikes_not_yet_rejected(LOOKALIKES_NOT_YET)
test_a_thread_is_found = SET.is_found(FOUND)
test_a_thread_not_found_yet_gives_no_false_comment = SET.gives_no_false_comment(NOT_YET)
test_a_thread_not_found_yet = SET.not_found_yet(NOT_YET)
test_a_thread_with_false_comments = SET.with_false_comments(WITH_FALSE)
