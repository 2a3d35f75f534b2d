"""Blind set dy's pages (held out: small readers' discussions that a browser must reveal, under news and blog articles
of 2016-2025 in ten languages: 7 discussions of 2 to 4 comments each revealed a different way (an open and a closed
shadow root of a custom element, a modal layer opened by "הצטרפו לדיון", a ``<details>``, JSON drawn on scroll, a
same-origin iframe, a tab; five never say "comment"), 2 article pages without any reader discussion whose revealed
panels hold lists that look like one (a dialog of the story's earlier reports with reporters and times; a tab of a
festival's dated events with performers) and 1 mixed page (a discussion behind "Ver la conversación (4)" and "Ver 1
respuesta" beside councillors' timed, signed statements)) kept as tests, as set DU's are (test_blind_set_du.py),
through ``comspider.extract`` without a browser.

No discussion of this set is in the served HTML (``static`` is false on every case), so, as the checks module does
with such cases, none is named in the static tables below: the browser's figures are the crawl's (set dy's first
crawl, at 3211d9fd, see the blind README's "Set dy": every discussion found, no false comment). What extract can read
is the served HTML of the two pages without comments: none gave a comment at the first extract run."""

from __future__ import annotations

from tests.lab.blind.blind_set_checks import BlindSet

SET = BlindSet.of("dy")
CASES = SET.cases
#: Pages without comments that give false comments through extract.
LOOKALIKES_NOT_YET: dict[str, str] = {}
#: Found (F1 of their text at least this), and whether every reply keeps its parent: none is static.
FOUND: dict[str, tuple[float, bool]] = {}
#: Found, but not whole at set dy's first extract run.
NOT_WHOLE_YET: dict[str, str] = {}
#: Not found at set dy's first extract run (no comment, no false comment).
NOT_YET: dict[str, str] = {}
#: Threads that give false comments: not right until the false ones go and the thread is found.
WITH_FALSE: dict[str, str] = {}

#: The article pages without any reader discussion.
PLAIN = ("dy-plain-el-porto-lefko-quay", "dy-plain-tr-kiyikent-festival")
#: How each discussion is revealed (the case's ``reveal``), one way each.
REVEALS = {
    "dy-ru-sevgorsk-bridge": "click",  # a button inside an open shadow root
    "dy-ko-hangyeol-lights": "on_load",  # drawn into a closed shadow root after load
    "dy-he-givat-alon-pool": "click",  # a modal layer opened by a button
    "dy-th-namsai-market": "details",
    "dy-it-valsorda-dairy": "scroll",
    "dy-nl-lindeveen-playground": "iframe",
    "dy-pl-borowiec-buses": "tab",
    "dy-mixed-es-villaseca-shade": "click",  # inline, its reply behind a second button
}


test_every_static_thread_is_named_here = SET.every_static_thread_is_named(
    FOUND,
    NOT_YET,
    WITH_FALSE,
    kinds=("discussion", "revealed", "small_thread", "mixed"),
    main_only=True,
    not_whole=NOT_WHOLE_YET,
)
test_the_set_has_its_shape = SET.has_shape(cases=10, lookalikes=2, mixed=1)


def test_the_set_is_small_discussions_a_browser_reveals() -> None:
    talk = [case for case in CASES.values() if case.kind in ("revealed", "mixed")]
    assert {case.id: case.reveal for case in talk} == REVEALS
    assert len(talk) == 8 and all(not case.static and case.system is None for case in talk)
    assert all(1 <= len(case.comments) <= 5 for case in talk)
    assert all(case.check_steps and case.files for case in talk)
    # nothing of a discussion is in the article's served HTML: it comes from the page's script and data files
    for case in talk:
        assert not any(c.text in case.html or c.text[:40] in case.html for c in case.comments), case.id
    # every discussion has a reply
    assert sum(any(x.parent is not None for x in case.comments) for case in talk) == 8
    # at least four discussions never say "comment" in their markup, scripts or data
    quiet = [case for case in talk if "comment" not in (case.html + "".join(case.files.values())).lower()]
    assert len(quiet) >= 4
    lookalikes = [case for case in CASES.values() if case.kind == "lookalike"]
    assert sorted(case.id for case in lookalikes) == sorted(PLAIN)
    assert all(case.lookalikes and not case.comments and case.check_steps for case in lookalikes)
    assert {case.language for case in CASES.values()} == {
        "ru",
        "ko",
        "he",
        "th",
        "it",
        "nl",
        "pl",
        "el",
        "tr",
        "es",
    }


test_a_page_without_comments_gives_no_comment = SET.gives_no_comment(SET.lookalikes(LOOKALIKES_NOT_YET))
test_a_page_without_comments_not_yet_rejected = SET.lookalikes_not_yet_rejected(LOOKALIKES_NOT_YET)
test_a_thread_is_found = SET.is_found(FOUND)
test_a_thread_found_whole = SET.found_whole(NOT_WHOLE_YET)
test_a_thread_not_found_yet_gives_no_false_comment = SET.gives_no_false_comment(NOT_YET)
test_a_thread_not_found_yet = SET.not_found_yet(NOT_YET)
test_a_thread_with_false_comments = SET.with_false_comments(WITH_FALSE)
