"""Blind set AW's pages (held out: the comment sections of news sites around 2011-2013 as their servers sent them, with
that era's heavy furniture: fourteen discussions of 5 to 61 readers' comments, two of them over two comment pages of
the same article; six plain article pages; four pages without any reader comment whose list looks like a discussion:
drivers' traffic reports, directors' share dealings, dating-service teasers, a bestseller list with booksellers'
notes; four mixed pages) kept as tests, as set AL's are (test_blind_set_al.py), through ``comspider.extract`` without
a browser. The set is held out: what it does not do yet is only named, with a neutral reason (measured by set AW's
first extract, at 31551b71, see the blind README's "Set AW"), as expected failures (strict: the day a case is right,
its mark must go)."""

from __future__ import annotations

from comspider_lab.blind.check import comment_attributes
from tests.lab.blind.blind_set_checks import BlindSet, depth

SET = BlindSet.of("aw")
CASES = SET.cases
HELD_OUT = "held out; not whole at the first extract"
#: Pages without comments that give false comments through extract.
LOOKALIKES_NOT_YET: dict[str, str] = {}
#: Found (F1 of their text at least this), and whether every reply keeps its parent.
FOUND: dict[str, tuple[float, bool]] = {
    "aw-en-hosted-newest-first": (0.8, True),
    "aw-es-en-respuesta-a": (0.8, True),
    "aw-it-liste-annidate": (0.8, True),
    "aw-nl-platform-plat": (0.8, False),
    "aw-pl-tabloid-plusy": (0.8, True),
    "aw-sv-redaktionen-svarar": (0.8, True),
    "aw-pt-mais-votados": (0.8, True),
    "aw-ru-tablitsy-otstupy": (0.8, True),
    "aw-cs-okraje-inline": (0.8, True),
    "aw-tr-en-cok-begenilen": (0.8, True),
    "aw-ja-dl-ireko": (0.8, True),
    "aw-da-redaktionens-valg": (0.8, True),
    "aw-mx-nb-bloggene": (0.8, True),
    "aw-mx-hr-prognoza": (0.95, True),  # whole since the action bar's count line is no text
    "aw-mx-ca-santoral": (0.8, True),
    "aw-mx-id-checkin": (0.8, True),
}
#: Found, but not whole at set AW's first extract.
NOT_WHOLE_YET: dict[str, str] = {
    "aw-nl-platform-plat": HELD_OUT,
    "aw-ru-tablitsy-otstupy": HELD_OUT,
    "aw-ja-dl-ireko": HELD_OUT,
}
#: Not found at set AW's first extract.
NOT_YET: dict[str, str] = {}
#: Threads that give false comments: not right until the false ones go and the thread is found.
WITH_FALSE: dict[str, str] = {
    "aw-de-kommentare-zwei-seiten": HELD_OUT,
    "aw-fr-niveaux-deux-pages": HELD_OUT,
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


def test_the_set_is_2012_comment_sections_at_their_size() -> None:
    talk = [case for case in CASES.values() if case.kind == "discussion"]
    assert len(talk) == 14
    sizes = sorted(len(case.comments) for case in talk)
    assert sum(60 <= n <= 150 for n in sizes) == 2
    assert sum(20 <= n <= 50 for n in sizes) == 4
    assert sum(4 <= n <= 19 for n in sizes) == 8
    assert sum(any(c.parent is not None for c in case.comments) for case in talk) >= 12
    assert max(depth(c.comments, i) for c in talk for i in range(len(c.comments))) >= 2
    assert all(case.static and case.server == "main" for case in CASES.values())
    # two discussions go on on a second comment page of the same article, served beside it and linked by its pager
    paged = [case for case in talk if case.files]
    assert len(paged) == 2
    for case in paged:
        (second,) = case.files
        assert f'href="{second}"' in case.html
    # the featured comment and the editors' pick are shown twice on the page, once in the truth
    for cid in ("aw-en-hosted-newest-first", "aw-da-redaktionens-valg"):
        case = CASES[cid]
        twice = [c for c in case.comments if case.html.count(c.text.split("\n\n")[0]) == 2]
        assert len(twice) == 1
    # the removed comments' notices are not comments
    assert "wurde von der Redaktion entfernt" in CASES["aw-de-kommentare-zwei-seiten"].html
    # the flat '@name' answers are flat in the truth
    nl = CASES["aw-nl-platform-plat"]
    assert (
        all(c.parent is None for c in nl.comments) and sum(c.text.startswith("@") for c in nl.comments) >= 10
    )
    # few discussions say "comment" in their markup's attributes
    assert sum(bool(comment_attributes(case)) for case in talk) <= 3
    lookalikes = [case for case in CASES.values() if case.kind == "lookalike"]
    plain = [case for case in lookalikes if case.lookalikes[0].startswith("none:")]
    assert len(plain) == 6
    mixed = [case for case in CASES.values() if case.kind == "mixed"]
    assert all(5 <= len(case.comments) <= 40 and case.lookalikes for case in mixed)
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
