"""Blind set ec's pages (held out: real-world messy saved pages, news and blog article pages of 2009-2016 in English,
German, French, Spanish, Italian, Dutch, Portuguese and Polish as a crawler saved them, with the defects saved pages
have: layout tables and `<font>` tags, `</li>` and `</p>` never written, a missing `</div>`, a reader's unclosed
`<i>`, adverts and sponsored entries between the comments, a `<noscript>` copy of the list, a "show the next 9" gap
between two printed lists, Windows-1252 references (&#146;) in a page declared ISO-8859-1, named, decimal and
hexadecimal references, pingbacks and trackbacks among the comments, a quoted earlier comment, pasted links, very long
and one-word comments: 7 discussions of 8 to 13 comments (four never say "comment"), 2 article pages without any
reader discussion whose furniture looks like one (readers' words on other articles and the forum's newest posts;
viewers' photo captions and the newsroom's tweets) and 1 mixed page (a discussion beside "Recent Comments" and a
noticeboard)) kept as tests, as set DU's are (test_blind_set_du.py), through ``comspider.extract`` without a browser.
What it does not do yet is listed with the symptom (measured by set ec's first extract run, at 8f11d144, see the
blind README's "Set ec"): expected failures (strict: the day a case is right, its mark must go)."""

from __future__ import annotations

from tests.lab.blind.blind_set_checks import BlindSet, depth

SET = BlindSet.of("ec")
CASES = SET.cases
#: Pages without comments that give false comments through extract.
LOOKALIKES_NOT_YET: dict[str, str] = {}
#: Found (F1 of their text at least this, just below the first extract run's), and whether every reply keeps its
#: parent.
FOUND: dict[str, tuple[float, bool]] = {
    # 12 comments three deep, no </li> anywhere, two pingbacks between the threads, a quoted parent
    "ec-de-lindenau-spaeti": (0.95, True),
    # 9 of 18 reactions in two lists around a "show the next 9" gap, a sponsored entry inside the first list
    "ec-fr-saint-aubreuil-marche": (0.95, True),
    # 10 comments two deep, printed again flat in a <noscript> copy
    "ec-es-valdemora-mercado": (0.95, True),
    # 13 reactions two deep, <p> never closed, a reader's unclosed <i> bleeding into the entries after it
    "ec-nl-zuidvlieter-windpark": (0.95, True),
    # 13 comments three deep with two trackbacks between them; at the first extract run (F1 0.96) Marcos
    # Vinícius's comment lost its first line and the earlier comment it quotes in a blockquote
    "ec-pt-caderno-pico-tucano": (0.95, True),
    # mixed: 7 replies in Bootstrap media objects beside "Recent Comments" and a noticeboard
    "ec-mixed-en-kurrawang-pool": (0.95, True),
    # WITH_FALSE at the first runs (9 found for 8, F1 0.89: the "Annunci Google" box of three text ads between the
    # 4th and 5th comment tables); since the lead's change of 2026-12-06 the box of links to other sites goes
    # since the lead's change of 2026-12-06 "Rispondo volentieri a Stefania: …" answers Stefania (a text that opens
    # by addressing an earlier author before a colon), where the set's truth keeps the list flat
    "ec-it-montefalcone-parcheggio": (0.95, False),
    # NOT_YET at the first runs (nothing: each post three table rows, the text and time rows alike, a heading row,
    # an advertisement's row and a log-in row around them); since the lead's change of 2026-12-06 the 9 posts,
    # one flat reply too many ("@Mike_H" answers Mike_H where the truth keeps the list flat)
    "ec-en-harwick-lido": (0.95, False),
}
#: Found, but not whole at set ec's first extract run.
NOT_WHOLE_YET: dict[str, str] = {}
#: Not found at set ec's first extract run (no comment, no false comment).
NOT_YET: dict[str, str] = {}
#: Threads that give false comments: not right until the false ones go and the thread is found.
WITH_FALSE: dict[str, str] = {}

#: The article pages without any reader discussion.
PLAIN = ("ec-plain-pl-zalesie-obwodnica", "ec-plain-en-wfnk-ice-storm")


test_every_static_thread_is_named_here = SET.every_static_thread_is_named(
    FOUND,
    NOT_YET,
    WITH_FALSE,
    kinds=("discussion", "revealed", "small_thread", "mixed"),
    main_only=True,
    not_whole=NOT_WHOLE_YET,
)
test_the_set_has_its_shape = SET.has_shape(cases=10, lookalikes=2, mixed=1)


def test_the_set_is_messy_saved_pages_of_the_era() -> None:
    talk = [case for case in CASES.values() if case.kind in ("discussion", "mixed")]
    assert len(talk) == 8 and all(case.static and case.system is None for case in talk)
    assert all(5 <= len(case.comments) <= 25 for case in talk)
    # most discussions have replies; some are two deep
    assert sum(any(x.parent is not None for x in case.comments) for case in talk) >= 5
    assert sum(max(depth(c.comments, i) for i in range(len(c.comments))) >= 2 for c in talk) >= 3
    # at least two discussions never say "comment" in their markup or headings
    quiet = [case for case in talk if "comment" not in case.html.lower()]
    assert len(quiet) >= 2
    lookalikes = [case for case in CASES.values() if case.kind == "lookalike"]
    assert sorted(case.id for case in lookalikes) == sorted(PLAIN)
    assert all(case.lookalikes and not case.comments for case in lookalikes)
    assert {case.language for case in CASES.values()} == {"en", "de", "fr", "es", "it", "nl", "pt", "pl"}
    # the page declared ISO-8859-1 is ASCII bytes only, its typographic characters as Windows-1252 references
    lido = CASES["ec-en-harwick-lido"].html
    assert "charset=iso-8859-1" in lido and lido.isascii() and "&#146;" in lido


test_a_page_without_comments_gives_no_comment = SET.gives_no_comment(SET.lookalikes(LOOKALIKES_NOT_YET))
test_a_page_without_comments_not_yet_rejected = SET.lookalikes_not_yet_rejected(LOOKALIKES_NOT_YET)
test_a_thread_is_found = SET.is_found(FOUND)
test_a_thread_found_whole = SET.found_whole(NOT_WHOLE_YET)
test_a_thread_not_found_yet_gives_no_false_comment = SET.gives_no_false_comment(NOT_YET)
test_a_thread_not_found_yet = SET.not_found_yet(NOT_YET)
test_a_thread_with_false_comments = SET.with_false_comments(WITH_FALSE)
