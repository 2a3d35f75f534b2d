"""Blind set ga's pages (built blind: small and medium sites of 2005-2021, a Spanish local news site, an Italian
parish newsletter, an Austrian brass band association, a Dutch model railway blog, a Swedish birdwatching blog, a
Finnish local paper, a Catalan hiking centre, each an invented site with its own hand-written template, no script,
everything in the served HTML; each reader's reaction introduced by its writer's name in plain markup, not a comment
widget: "strong NAME (PLACE) | DATE br TEXT" paragraphs under a heading; a list of "TEXT — i NAME" with the priest's
answer nested; divs "span.kapit NAME schrieb am DATE:" then the text; a definition list "dt em NAME - DATE" / "dd
TEXT"; br-separated blocks "TEXT br – b NAME | DATE" inside one div; a table of pen names and dates beside the texts;
"NAME diu: TEXT" paragraphs with the name in plain text; and five pages without any reader reaction with named short
texts (a Slovak school's pupils' quotes, a Croatian recipe's test-kitchen tips, a Romanian chess club's members'
voices, a Brazilian bookshop's staff picks, a Welsh town council's speakers on each motion)) kept as tests, as set
FZ's are (test_blind_set_fz.py), through ``comspider.extract`` without a browser. Set ga's first extract run (at
eb642608, see the blind README's "Set ga") found four of the seven threads (one with the parents of two answers
wrong), nothing on the three others, and no false comment on any page."""

from __future__ import annotations

import html
import re

from tests.lab.blind.blind_set_checks import BlindSet

SET = BlindSet.of("ga")
CASES = SET.cases
#: Pages without comments that give false comments through extract.
LOOKALIKES_NOT_YET: dict[str, str] = {}
#: Found (F1 of their text at least this, just below the first extract run's), and whether every reply keeps its
#: parent.
FOUND: dict[str, tuple[float, bool]] = {
    # five sibling p.lector 'strong NAME (PLACE) | DD/MM/YYYY br TEXT' under h3 'Lo que dicen nuestros lectores'
    "ga-es-news-mercado": (0.99, True),
    # four div.eintrag 'span.kapit NAME schrieb am D. MONAT YYYY:' then p TEXT, under h3, a form below
    "ga-de-at-band-musikfest": (0.99, True),
    # dl.gastenboek of five 'dt em NAME - DATE' / 'dd TEXT', no heading; "@Henk:" and "@Ria:" answers, flat as printed
    "ga-nl-blog-bomen": (0.99, False),
    # table.lukijat of four tr 'td pen name br span.pvm DATE' / 'td TEXT' under h4 'Lukijoiden kirjoituksia'
    "ga-fi-news-kyla-koulu": (0.99, True),
    # sibling p 'NAME diu: TEXT', the name in plain text, no date on any; found after set GA's first run (the verb
    # "diu", the name read off the text's own opening, "Gràcies, Montse,", the headline the title shortens)
    "ga-ca-hiking-travessa": (0.99, True),
}
#: Found, but not whole at set ga's first extract run.
NOT_WHOLE_YET: dict[str, str] = {
    "ga-nl-blog-bomen": "the flat '@Henk:' / '@Ria:' answers: 3 of 5 parents right (the truth keeps them flat as printed)",
}
#: Not found at set ga's first extract run (no comment, no false comment).
NOT_YET: dict[str, str] = {
    "ga-it-parish-festa": "ul.voci of 'TEXT — i NAME' (the name after the text), one answer in a nested ul: nothing found",
    "ga-sv-blog-smadopping": "br-separated blocks 'TEXT br – b NAME | DATE' inside one div, name after text: nothing found",
}
#: Threads that give false comments: not right until the false ones go and the thread is found.
WITH_FALSE: dict[str, str] = {}

#: The pages without any reader comment.
PLAIN = (
    "ga-cy-council-cynigion",
    "ga-hr-recipe-strukli",
    "ga-ptbr-bookshop-indicacoes",
    "ga-ro-chess-aniversare",
    "ga-sk-school-vylet",
)


test_every_static_thread_is_named_here = SET.every_static_thread_is_named(
    FOUND,
    NOT_YET,
    WITH_FALSE,
    kinds=("discussion", "revealed", "small_thread", "mixed"),
    main_only=True,
    not_whole=NOT_WHOLE_YET,
)
test_the_set_has_its_shape = SET.has_shape(cases=12, lookalikes=5, mixed=0)

_URL = re.compile(r"""\s(?:href|src|action|background)=["']([^"']*)["']""", re.IGNORECASE)
_ATTR = re.compile(r"""\b(?:class|id)=["']([^"']*)["']""", re.IGNORECASE)


def test_the_set_is_small_sites_of_2004_2021() -> None:
    talk = [case for case in CASES.values() if case.kind == "discussion"]
    assert len(talk) == 7 and all(case.static and case.system is None for case in talk)
    assert all(3 <= len(case.comments) <= 6 for case in talk)
    assert sorted({case.language for case in CASES.values()}) == sorted(
        ["es", "it", "de-AT", "nl", "sv", "fi", "ca", "sk", "hr", "ro", "pt-BR", "cy"]
    )
    # no script, no frame; no year after 2021
    for case in CASES.values():
        assert not re.search(r"<script|<iframe|<article|<time", case.html, re.IGNORECASE), case.id
        assert not re.search(r"\b20(?:2[2-9]|[3-9]\d)\b", case.html), case.id
    # no class or id says comment (nor reaction, reply, opinion, feedback) in any language
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
    )
    for case in CASES.values():
        for name in _ATTR.findall(case.html):
            assert not any(w in name.lower() for w in words), (case.id, name)
    # every reaction named and printed with its name, its date where one is shown
    for case in talk:
        for x in case.comments:
            assert x.author and html.escape(x.author) in case.html, (case.id, x.author)
            assert html.escape(x.when) in case.html, (case.id, x.when)
            assert html.escape(x.text.split("\n")[0][:40]) in case.html, (case.id, x.author)
    dated = {cid for cid, case in CASES.items() if any(x.when for x in case.comments)}
    assert dated == {
        "ga-es-news-mercado",
        "ga-de-at-band-musikfest",
        "ga-nl-blog-bomen",
        "ga-sv-blog-smadopping",
        "ga-fi-news-kyla-koulu",
    }
    # flat as printed, but where the markup nests the answer (the priest's, in a list of its own)
    nested = {
        cid: [x.parent for x in case.comments] for cid, case in CASES.items() if case.kind == "discussion"
    }
    assert nested.pop("ga-it-parish-festa") == [None, 0, None, None]
    assert all(p is None for parents in nested.values() for p in parents)
    # readers answering each other or the writer answering them by name
    said = {
        "ga-es-news-mercado": "Javier, el Ayuntamiento",
        "ga-it-parish-festa": "Cara Rosanna",
        "ga-de-at-band-musikfest": "Hallo Gerda!",
        "ga-nl-blog-bomen": "@Henk:",
        "ga-sv-blog-smadopping": "Tack, Anna,",
        "ga-fi-news-kyla-koulu": "Vanhalle opettajalle:",
        "ga-ca-hiking-travessa": "Gràcies, Montse,",
    }
    for cid, text in said.items():
        assert any(text in x.text for x in CASES[cid].comments), cid
    # at most three headings that name the reactions, at most three forms among the threads
    assert sorted(case.id for case in talk if case.heading) == [
        "ga-de-at-band-musikfest",
        "ga-es-news-mercado",
        "ga-fi-news-kyla-koulu",
    ]
    forms = {cid for cid, case in CASES.items() if "<form" in case.html}
    assert forms == {
        "ga-es-news-mercado",
        "ga-de-at-band-musikfest",
        "ga-nl-blog-bomen",
        "ga-hr-recipe-strukli",
        "ga-ptbr-bookshop-indicacoes",
    }
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
