"""Blind set G's static pages kept as tests, as set F's are (test_blind_set_f.py), through
``comspider.extract`` without a browser: the look-alike lists give no comment, and the small threads and
mixed threads it finds keep being found. Those it does not find yet, and the look-alike that gives false
comments, are listed with the symptom (measured after set G's first crawl, see the blind README's "Set
G"; extract gives the same records as the crawl on every static page of the set): a thread not found must
at least give no false comment, and each of them is an expected failure (strict: the day it is found, or
the look-alike gives nothing, the mark must go). The three threads a script writes into a shadow root
(am, km, pl) are not static: they stay in the lab's crawl (``python -m comspider_lab.blind evaluate --set
g``), as the revealed threads do."""

from __future__ import annotations

from tests.lab.blind.blind_set_checks import BlindSet

SET = BlindSet.of("g")
CASES = SET.cases
#: Look-alikes that give false comments at the first crawl (main at e4268a0).
# (the bird sightings, 6 false comments at the first crawl, give none since their dates
# are read in the page's day-first order: days before the article; in-sample)
LOOKALIKES_NOT_YET: dict[str, str] = {}
#: Found whole (F1 of their text at least this), and whether every reply keeps its parent.
FOUND: dict[str, tuple[float, bool]] = {
    "g-te-dialog": (0.95, True),  # in a closed <dialog>: read from the HTML, no click
    "g-es-accordion": (0.95, True),  # in an accordion's hidden panel: read from the HTML, no click
    "g-de-dl": (0.95, True),
    "g-fr-table": (0.95, True),
    # the anonymous reply (no author line, no time), numbered as the others (in-sample)
    "g-nl-reply-no-author": (0.95, True),
    "g-mx-nl-rain-gauges-thread": (0.95, True),
    "g-mx-ru-lost-property-thread": (0.95, True),
    "g-mx-en-street-party-thread": (0.95, True),
    "g-mx-de-ride-share-thread": (0.95, True),
    # found since set G's first crawl, before its pages were read (the changes of the
    # 2026-11-28 evening session: relative times in words, records by their evidence)
    "g-mn-popover": (0.95, True),
    "g-ps-modal-overlay": (0.95, True),
    "g-mx-ja-haiku-thread": (0.95, True),
    "g-mx-mn-archive-thread": (0.95, True),
    # found after reading set G's misses (in-sample): list items whose replies nest in them
    "g-ja-no-times-tree": (0.95, True),
    # paragraphs signed "— Name, date" after their text (in-sample): a sentence with
    # "oggi" in it is no date piece; a name beside a date in one piece is a byline. Its
    # reply is flat, marked by a class alone (p.risp): read as a comment of its own
    "g-it-signed-p": (0.95, False),
    # a single record's kind of byline (a name and a time as siblings before the text) (in-sample)
    "g-si-declarative-closed": (0.9, True),
}
NOT_YET = {
    "g-yo-declarative-open": "two readers in a declarative open shadow root (<template shadowrootmode=open>): nothing",
    "g-ha-details": "three readers in a closed <details>: nothing",
    "g-en-oneline-li": "five one-line records <li><b>Name</b> text</li>, no times: nothing",
}

test_every_static_thread_is_named_here = SET.every_static_thread_is_named(
    FOUND, NOT_YET, kinds=("small_thread", "mixed")
)
test_a_lookalike_list_gives_no_comment = SET.gives_no_comment(SET.lookalikes(LOOKALIKES_NOT_YET))
test_a_lookalike_not_yet_rejected = SET.lookalikes_not_yet_rejected(LOOKALIKES_NOT_YET)
test_a_small_thread_is_found = SET.is_found(FOUND)
test_a_thread_not_found_yet_gives_no_false_comment = SET.gives_no_false_comment(NOT_YET)
test_a_thread_not_found_yet = SET.not_found_yet(NOT_YET)
