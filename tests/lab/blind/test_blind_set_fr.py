"""Blind set fr's pages (built blind: small reader discussions, 2 to 8 comments, that a reader sees only after the
page's own script does something, on news and blog pages of 2016-2025 in Czech, Greek, Hungarian, Romanian,
Indonesian, Vietnamese, Korean, Russian, Portuguese (Brazil), Finnish and Danish, each an invented site with its own
template: a button "Zobrazit 5 komentářů" that draws the thread from the script's array; JSON fetched on scroll and
drawn with a <template>; a modal opened by a speech-bubble icon and a count, no words; an accordion; a comments page
of its own linked as "Citește cele 6 comentarii"; "Carregar mais comentários" after the first 3; an open shadow
root; a same-origin iframe; two pages without any reader comment whose reveal shows related stories ("Vis flere")
or buyers' star-rated reviews in a modal; two mixed pages (a <details> beside readers' ice reports, a drawer beside
listeners' traffic reports)) kept as tests, as set FP's are (test_blind_set_fp.py), through ``comspider.extract``
without a browser. Only the pages whose entries are in the served HTML are static (the modal's, the accordion's, the
comments page's and the Finnish <details>'); set fr's first extract run (at 4374d8b6, see the blind README's "Set
fr") found three of them whole and gave no false comment; the comments page is not found from the article."""

from __future__ import annotations

import re

from tests.lab.blind.blind_set_checks import BlindSet

SET = BlindSet.of("fr")
CASES = SET.cases
#: Pages without comments that give false comments through extract.
LOOKALIKES_NOT_YET: dict[str, str] = {}
#: Found (F1 of their text at least this, just below the first extract run's), and whether every reply keeps its
#: parent.
FOUND: dict[str, tuple[float, bool]] = {
    # ul.gnomes > li.gnomi in a hidden overlay (div#kalymma[hidden] > div[role=dialog]), no heading
    "fr-el-modal-nero": (0.99, True),
    # the third, hidden panel of an accordion: div.velemeny entries, the reply in div.v-valaszok
    "fr-hu-accordion-konyvtar": (0.99, True),
    # the mixed page: div.viesti entries in a closed <details>, beside li.havainto ice reports, which gave nothing
    "fr-fi-mixed-jaatie": (0.99, True),
}
#: Found, but not whole at set fr's first extract run.
NOT_WHOLE_YET: dict[str, str] = {}
#: Not found at set fr's first extract run (no comment, no false comment).
NOT_YET: dict[str, str] = {
    "fr-ro-page-pod": "the article only links 'Citește cele 6 comentarii' to a comments page of its own: nothing found "
    "from the article, 0 of 6 (the crawl found all six by following the link)",
}
#: Threads that give false comments: not right until the false ones go and the thread is found.
WITH_FALSE: dict[str, str] = {}

#: The pages without any reader comment.
PLAIN = ("fr-da-plain-havnebad", "fr-ko-plain-jesupgi")


test_every_static_thread_is_named_here = SET.every_static_thread_is_named(
    FOUND,
    NOT_YET,
    WITH_FALSE,
    kinds=("discussion", "revealed", "small_thread", "mixed"),
    main_only=True,
    not_whole=NOT_WHOLE_YET,
)
test_the_set_has_its_shape = SET.has_shape(cases=12, lookalikes=2, mixed=2)

_URL = re.compile(r"""\s(?:href|src|action|background|data-url)=["']([^"']*)["']""", re.IGNORECASE)


def test_the_set_is_small_discussions_revealed_by_the_pages_own_script() -> None:
    talk = [case for case in CASES.values() if case.kind in ("revealed", "mixed")]
    assert len(talk) == 10 and all(case.system is None for case in talk)
    assert all(2 <= len(case.comments) <= 8 for case in talk)
    assert sorted({case.language for case in CASES.values()}) == sorted(
        ["cs", "el", "hu", "ro", "id", "vi", "ko", "ru", "pt-BR", "fi", "da"]
    )
    # eight discussions, each revealed a different way
    revealed = [case for case in CASES.values() if case.kind == "revealed"]
    ways = sorted(case.reveal.split(":")[0] for case in revealed)
    assert ways == sorted(
        [
            "button",
            "lazy_scroll",
            "modal",
            "accordion",
            "separate_page",
            "load_more",
            "open_shadow_root",
            "iframe",
        ]
    )
    # headings: not the language's word for "comments" on three, none on two
    assert sorted(c.id for c in revealed if c.heading is None) == ["fr-el-modal-nero", "fr-ru-iframe-voda"]
    assert {
        CASES[c].heading for c in ("fr-cs-button-posta", "fr-hu-accordion-konyvtar", "fr-vi-shadow-choca")
    } == {
        "Co říkají čtenáři",
        "Olvasói vélemények",
        "Ý kiến bạn đọc",
    }
    # the counted button, the icon with a count and no words, the comments page's link, the template
    assert ">Zobrazit 5 komentářů</button>" in CASES["fr-cs-button-posta"].html
    assert re.search(
        r'id="fouska"[^>]*><svg[^>]*>.*?</svg><span>4</span></button>', CASES["fr-el-modal-nero"].html
    )
    assert ">Citește cele 6 comentarii</a>" in CASES["fr-ro-page-pod"].html
    assert CASES["fr-ro-page-pod"].comments_page in CASES["fr-ro-page-pod"].files
    assert '<template id="tpl-komentar">' in CASES["fr-id-scroll-pasar"].html
    # "load more": three entries in the page, the other five only in the fetched fragment
    more = CASES["fr-br-loadmore-ciclofaixa"]
    assert sum(c.text.split("\n\n")[0][:40] in more.html for c in more.comments) == 3
    # no script or frame from elsewhere, every link to the site itself, ASCII paths
    for case in CASES.values():
        assert case.path.isascii(), case.id
        assert not re.search(r"<script[^>]*\ssrc=", case.html, re.IGNORECASE), case.id
        for text in [case.html, *case.files.values()]:
            for url in _URL.findall(text):
                assert not url.startswith(("http://", "https://", "//")), (case.id, url)
    lookalikes = [case for case in CASES.values() if case.kind == "lookalike"]
    assert sorted(case.id for case in lookalikes) == sorted(PLAIN)
    assert all(not case.comments and case.lookalikes for case in lookalikes)
    assert all(case.lookalikes for case in CASES.values() if case.kind == "mixed")


test_a_page_without_comments_gives_no_comment = SET.gives_no_comment(SET.lookalikes(LOOKALIKES_NOT_YET))
test_a_page_without_comments_not_yet_rejected = SET.lookalikes_not_yet_rejected(LOOKALIKES_NOT_YET)
test_a_thread_is_found = SET.is_found(FOUND)
test_a_thread_found_whole = SET.found_whole(NOT_WHOLE_YET)
test_a_thread_not_found_yet_gives_no_false_comment = SET.gives_no_false_comment(NOT_YET)
test_a_thread_not_found_yet = SET.not_found_yet(NOT_YET)
test_a_thread_with_false_comments = SET.with_false_comments(WITH_FALSE)
