"""Blind set BQ's pages (comment threads of blogs and news sites of 2009-2014 as a crawler saved them, with the era's
heavy furniture: blogrolls, tag clouds, recent-comments and top-commenters widgets, most commented with counts, the
site's tweets, polls, calendars; fourteen discussions of 6 to 40 readers' comments, ten of them in the served HTML in
the era's templates and four on Isso or Waline behind a button or a tab; six plain article pages with that furniture
only; four pages without any reader comment whose list looks like a discussion: a geocache's latest logs, a released
book's travel journal, a radio field day's log, a film critics' panel; four mixed pages) kept as tests, as set BP's are
(test_blind_set_bp.py), through ``comspider.extract`` without a browser: the static pages only (the ten hand-built
discussions and the four mixed pages; the real systems need a click and stay in the lab's crawl). What it does not do
yet is listed with the symptom (measured by set BQ's first extract run, at 75b500d9, see the blind README's "Set BQ"):
expected failures (strict: the day a case is right, its mark must go)."""

from __future__ import annotations

import pytest

from comspider_lab.blind.check import comment_attributes
from tests.lab.blind.blind_set_checks import BlindSet, depth

SET = BlindSet.of("bq")
CASES = SET.cases
#: Pages without comments that give false comments through extract.
LOOKALIKES_NOT_YET: dict[str, str] = {}
#: Found (F1 of their text at least this, just below the first extract run's), and whether every reply keeps its
#: parent.
FOUND: dict[str, tuple[float, bool]] = {
    # 9 on three levels; the administrator's removal notice in a comment's place is not taken (since the lead's change)
    "bq-cs-blog-vlakna": (0.95, True),
    # 20, answers opening with a title line 'Цитата: NAME' over the quoted words (which leave the answer's text since
    # the lead's fields change), guests' names in bold
    "bq-ru-portal-stranica": (0.95, True),
    # 14, the name and date after the text; two trackbacks after them in the same markup (not taken)
    "bq-fr-blog-retroliens": (0.95, True),
    # 12, the CMS's subject lines (not taken), replies in an indented sibling after their parent
    "bq-de-cms-betreff": (0.95, True),
    # 11 loose 'NAME schreef op DATE:' lines and texts, no element per comment
    "bq-nl-aspnet-schreef": (0.95, True),
    # 12 numbered, the name after the text, '>>n' answers give the parent
    "bq-ja-blog-bango": (0.95, True),
    # 14 in a two-rows-a-comment table; the answers' '回复 n楼 NAME：' lines give the parent (ANSWER_LINES)
    "bq-zh-menhu-loucheng": (0.95, True),
    # 10 with masked ids, the login box and the rules around the list
    "bq-ko-daetgeul": (0.95, True),
    # 13 siblings nested by a level class only (the author in span.jc-nome: found since the lead's fields change)
    "bq-it-estensione-livelli": (0.95, True),
    # 40, four levels, a pingback among them in the same markup (not taken)
    "bq-es-cuarenta": (0.95, True),
    # 6 beside a banknote's route and the latest hits (not taken)
    "bq-sl-bankovci": (0.95, True),
    # 9 beside an expedition's dispatches (not taken), 'Odgovor na komentar' lines give the parent
    "bq-hr-ekspedicija": (0.95, True),
    # 7 beside candidates' answers (not taken)
    "bq-ca-candidats": (0.95, True),
    # 5 beside an open-mic line-up (not taken)
    "bq-bg-otvoren-mikrofon": (0.95, True),
}
#: Found, but not whole at set BQ's first extract run.
NOT_WHOLE_YET: dict[str, str] = {}
#: Not found at set BQ's first extract run (no comment, no false comment).
NOT_YET: dict[str, str] = {}
#: Threads that give false comments: not right until the false ones go and the thread is found.
WITH_FALSE: dict[str, str] = {}
#: Answers whose template writes a line naming the comment they answer (the line gives the parent): the marker that
#: must not be in any extracted text (both kept it at set BQ's first extract run; mended by the lead's fields change).
ANSWER_LINES: dict[str, str] = {
    "bq-zh-menhu-loucheng": "楼 ",  # '1楼 风中的石头： 听说补偿…' (six answers)
    "bq-ru-portal-stranica": "Цитата:",  # 'Цитата: Tanya_Z А маршрутки…' (four answers)
}

#: The plain article pages: the era's furniture, no list of a new kind.
PLAIN = (
    "bq-sv-stangd",
    "bq-en-trackback-closed",
    "bq-da-tom-debat",
    "bq-el-miden-sxolia",
    "bq-ro-niciun-comentariu",
    "bq-uk-gosti",
)


test_every_static_thread_is_named_here = SET.every_static_thread_is_named(
    FOUND,
    NOT_YET,
    WITH_FALSE,
    kinds=("discussion", "revealed", "small_thread", "mixed"),
    main_only=True,
    not_whole=NOT_WHOLE_YET,
)
test_the_set_has_its_shape = SET.has_shape(cases=28, lookalikes=10, mixed=4)


def test_the_set_is_threads_of_the_era_with_their_furniture() -> None:
    talk = [case for case in CASES.values() if case.kind == "discussion"]
    assert len(talk) == 14
    assert all(6 <= len(case.comments) <= 40 for case in talk)
    assert max(len(case.comments) for case in talk) == 40
    assert sum(any(c.parent is not None for c in case.comments) for case in talk) == 12
    # ten in the served HTML as the page was saved, four on a real system behind a button or a tab
    assert sum(case.static for case in talk) == 10
    real = [case for case in talk if case.system in ("isso", "waline")]
    assert len(real) == 4 and not any(case.static for case in real)
    assert all(case.reveal.startswith(("button:", "tab:")) for case in real)
    # the real systems keep replies one level deep
    assert all(max(depth(c.comments, i) for i in range(len(c.comments))) == 1 for c in real)
    hand = [case for case in talk if case.system is None]
    assert sum(max(depth(c.comments, i) for i in range(len(c.comments))) >= 2 for c in hand) >= 5
    # the era's templates say "comment" in their markup more often than not
    assert sum(bool(comment_attributes(case)) for case in hand) >= 5
    lookalikes = [case for case in CASES.values() if case.kind == "lookalike"]
    assert sorted(PLAIN) == sorted(case.id for case in lookalikes if case.id in PLAIN)
    mixed = [case for case in CASES.values() if case.kind == "mixed"]
    assert all(5 <= len(case.comments) <= 9 and case.lookalikes and case.static for case in mixed)
    languages = [case.language for case in CASES.values()]
    assert len(set(languages)) == len(languages) == 28  # each page in a language of its own
    assert languages.count("en") <= 1
    new_kinds = [case for case in lookalikes + mixed if case.id not in PLAIN]
    assert len({case.lookalikes[0] for case in new_kinds}) == len(new_kinds) == 8


test_a_page_without_comments_gives_no_comment = SET.gives_no_comment(SET.lookalikes(LOOKALIKES_NOT_YET))
test_a_page_without_comments_not_yet_rejected = SET.lookalikes_not_yet_rejected(LOOKALIKES_NOT_YET)
test_a_thread_is_found = SET.is_found(FOUND)
test_a_thread_found_whole = SET.found_whole(NOT_WHOLE_YET)
test_a_thread_not_found_yet_gives_no_false_comment = SET.gives_no_false_comment(NOT_YET)
test_a_thread_not_found_yet = SET.not_found_yet(NOT_YET)
test_a_thread_with_false_comments = SET.with_false_comments(WITH_FALSE)


@pytest.mark.parametrize("case_id", sorted(ANSWER_LINES))
def test_an_answer_keeps_only_its_own_text(case_id: str) -> None:
    marker = ANSWER_LINES[case_id]
    texts = [e.text for e in SET.comments(CASES[case_id])]
    assert texts and not any(marker in text for text in texts)
