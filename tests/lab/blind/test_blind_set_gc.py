"""Blind set gc's pages (built blind: small sites of 2006-2021 whose lists are signed at their end by a person's name,
the text first and the name after it: an Italian cycling club, a Dutch allotment association, a Czech village
choir, a Brazilian community library, a Swedish local history society and an English community orchard print their
readers' reactions, each an invented site with its own hand-written template, no script, everything in the served
HTML: a list of "TEXT — NAME, DATE" with the editors' answer nested in an inner list; divs each followed by "p — NAME";
paragraphs "TEXT br NAME, DATE"; divs "p TEXT span (NAME, PLACE)"; an ordered list of "p TEXT" then "p NAME, DATE";
divs of one or two paragraphs followed by "p — NAME, DATE"; and six pages without any reader reaction with signed
lists (a Spanish women's association's recipes "— de la cocina de NAME", a German hiking club's quotations beside a
report, a Polish village's small ads "— NAME, DATE" beside a report, a French guest house's testimonials "(NAME,
TOWN)" beside its news, a Danish association's reports from members abroad "NAME, CITY", a Romanian library's poems
signed by their poets)) kept as tests, as set GB's are (test_blind_set_gb.py), through ``comspider.extract`` without
a browser. Set gc's first extract run (at a815d7aa, see the blind README's "Set gc") found four of the six threads
(all four whole by the found-whole mark, one at F1 0.99), nothing on the two others, and no false comment on any
page."""

from __future__ import annotations

import html
import re

from tests.lab.blind.blind_set_checks import BlindSet

SET = BlindSet.of("gc")
CASES = SET.cases
#: Pages without comments that give false comments through extract.
LOOKALIKES_NOT_YET: dict[str, str] = {}
#: Found (F1 of their text at least this, just below the first extract run's), and whether every reply keeps its
#: parent.
FOUND: dict[str, tuple[float, bool]] = {
    # div.briefje p TEXT then 'p.ondertekening — NAME', no date, no heading, no form
    "gc-nl-allotment-opendag": (0.99, True),
    # div.caixinha 'p TEXT span.assina (NAME, PLACE)', one without a place, no date, no heading, no form (F1 0.99)
    "gc-ptbr-library-maratona": (0.98, True),
    # ol.brevlista of li 'p TEXT' then 'p.undertecknat NAME, D april 2019', no heading, a form below
    "gc-sv-hembygd-kvarnen": (0.99, True),
    # div.letter of one or two p TEXT then 'p.signoff — NAME, D June 2021', under h3 'What you said', a form below
    "gc-engb-orchard-blossom": (0.99, True),
}
#: Found, but not whole at set gc's first extract run.
NOT_WHOLE_YET: dict[str, str] = {}
#: Not found at set gc's first extract run (no comment, no false comment).
NOT_YET: dict[str, str] = {
    "gc-it-cycling-granfondo": "ul.lettere of li 'TEXT — NAME, DD/MM/YYYY' in plain text, one answer in a nested ul: nothing found",
    "gc-cs-choir-advent": "sibling p.dopis 'TEXT br NAME, DD.MM.YYYY' in a layout table cell, the name plain after the text: nothing found",
}
#: Threads that give false comments: not right until the false ones go and the thread is found.
WITH_FALSE: dict[str, str] = {}

#: The pages without any reader comment.
PLAIN = (
    "gc-da-husflid-udland",
    "gc-de-hiking-falkenstein",
    "gc-es-women-recetario",
    "gc-fr-guesthouse-temoignages",
    "gc-pl-village-ogloszenia",
    "gc-ro-library-poezii",
)


test_every_static_thread_is_named_here = SET.every_static_thread_is_named(
    FOUND,
    NOT_YET,
    WITH_FALSE,
    kinds=("discussion", "revealed", "small_thread", "mixed"),
    main_only=True,
    not_whole=NOT_WHOLE_YET,
)
test_the_set_has_its_shape = SET.has_shape(cases=12, lookalikes=6, mixed=0)

_URL = re.compile(r"""\s(?:href|src|action|background)=["']([^"']*)["']""", re.IGNORECASE)
_ATTR = re.compile(r"""\b(?:class|id)=["']([^"']*)["']""", re.IGNORECASE)


def test_the_set_is_signed_lists_of_2004_2022() -> None:
    talk = [case for case in CASES.values() if case.kind == "discussion"]
    assert len(talk) == 6 and all(case.static and case.system is None for case in talk)
    assert all(3 <= len(case.comments) <= 6 for case in talk)
    assert sorted({case.language for case in CASES.values()}) == sorted(
        ["it", "nl", "cs", "pt-BR", "sv", "en-GB", "es", "de", "pl", "fr", "da", "ro"]
    )
    # no script, no frame; no year after 2022
    for case in CASES.values():
        assert not re.search(r"<script|<iframe|<article|<time", case.html, re.IGNORECASE), case.id
        assert not re.search(r"\b20(?:2[3-9]|[3-9]\d)\b", case.html), case.id
    # no class or id says comment (nor reaction, reply, opinion, feedback, guestbook) in any language
    words = (
        "comm",
        "koment",
        "komment",
        "coment",
        "reac",
        "reakc",
        "opin",
        "reply",
        "feedb",
        "antw",
        "respo",
        "risp",
        "repon",
        "guest",
        "gast",
        "gäst",
        "gosc",
        "svar",
        "odpow",
        "odpov",
        "raspun",
        "parer",
        "tilbagem",
        "recado",
    )
    for case in CASES.values():
        for name in _ATTR.findall(case.html):
            assert not any(w in name.lower() for w in words), (case.id, name)
    # every reaction signed after its text: the name printed after the text's first words, its date where shown
    for case in talk:
        for x in case.comments:
            assert x.author and html.escape(x.author) in case.html, (case.id, x.author)
            assert html.escape(x.when) in case.html, (case.id, x.when)
            start = case.html.index(html.escape(x.text.split("\n")[0][:40]))
            assert case.html.find(html.escape(x.author), start) > start, (case.id, x.author)
    dated = {cid for cid, case in CASES.items() if any(x.when for x in case.comments)}
    assert dated == {
        "gc-it-cycling-granfondo",
        "gc-cs-choir-advent",
        "gc-sv-hembygd-kvarnen",
        "gc-engb-orchard-blossom",
    }
    # flat as printed, but where the markup nests the answer (the Italian editors')
    nested = {
        cid: [x.parent for x in case.comments] for cid, case in CASES.items() if case.kind == "discussion"
    }
    assert nested.pop("gc-it-cycling-granfondo") == [None, 0, None, None, None]
    assert all(p is None for parents in nested.values() for p in parents)
    # readers answering each other or the site answering them by name
    said = {
        "gc-it-cycling-granfondo": "Giulia, hai ragione",
        "gc-nl-allotment-opendag": "Marja, de imker",
        "gc-cs-choir-advent": "Paní Novotná,",
        "gc-ptbr-library-maratona": "Rafael, minha filha",
        "gc-sv-hembygd-kvarnen": "Gunnel, ja tack",
        "gc-engb-orchard-blossom": "Helen, thank you",
    }
    for cid, text in said.items():
        assert any(text in x.text for x in CASES[cid].comments), cid
    # one text in two paragraphs (Helen's)
    assert sum("\n\n" in x.text for case in talk for x in case.comments) == 1
    # at most three headings that name the reactions, at most two forms, none on a page without comments
    assert sorted(case.id for case in talk if case.heading) == [
        "gc-cs-choir-advent",
        "gc-engb-orchard-blossom",
        "gc-it-cycling-granfondo",
    ]
    forms = {cid for cid, case in CASES.items() if "<form" in case.html}
    assert forms == {"gc-sv-hembygd-kvarnen", "gc-engb-orchard-blossom"}
    # every link to the site itself, a mailto or an example domain; nothing loaded from elsewhere; ASCII paths
    for case in CASES.values():
        assert case.path.isascii(), case.id
        for text in [case.html, *case.files.values()]:
            for url in _URL.findall(text):
                if url.startswith(("http://", "https://")):
                    host = url.split("/")[2]
                    assert host.endswith(".example") or host == "example.com", (case.id, url)
                else:
                    assert not url.startswith("//"), (case.id, url)
    lookalikes = [case for case in CASES.values() if case.kind == "lookalike"]
    assert sorted(case.id for case in lookalikes) == sorted(PLAIN)
    assert all(not case.comments and case.lookalikes for case in lookalikes)


test_a_page_without_comments_gives_no_comment = SET.gives_no_comment(SET.lookalikes(LOOKALIKES_NOT_YET))
test_a_page_without_comments_not_yet_rejected = SET.lookalikes_not_yet_rejected(LOOKALIKES_NOT_YET)
test_a_thread_is_found = SET.is_found(FOUND)
test_a_thread_found_whole = SET.found_whole(NOT_WHOLE_YET)
test_a_thread_not_found_yet_gives_no_false_comment = SET.gives_no_false_comment(NOT_YET)
test_a_thread_not_found_yet = SET.not_found_yet(NOT_YET)
test_a_thread_with_false_comments = SET.with_false_comments(WITH_FALSE)
