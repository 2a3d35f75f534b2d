"""Blind set J's static pages (the long tail of the open web, 2010-2024: blogs and small news sites) kept as tests, as
set I's are (test_blind_set_i.py), through ``comspider.extract`` without a browser: the look-alike pages give no
comment, and the threads it finds keep being found. The ones it does not find yet, or not whole, and the look-alike
that gives false comments are listed with the symptom (measured after set J's first crawl, main at 6203f7c, see the
blind README's "Set J"): expected failures (strict: the day they are right, the mark must go). The threads a script
renders, fetches, mounts or reveals (the real systems, the drawers, the dialog, the <details>, the shadow root, the
scroll-fetched portal) are not static: they stay in the lab's crawl (``python -m comspider_lab.blind evaluate --set
j``)."""

from __future__ import annotations

import dataclasses

from comspider_lab.blind.evaluate import Extracted
from comspider_lab.blind.model import Case
from tests.lab.blind.blind_set_checks import BlindSet
from tests.lab.blind.static_pages import static_comments


def _comments(case: Case) -> list[Extracted]:
    if case.comments_page:  # a separate page of the discussion: its own HTML, as served
        return static_comments("j", dataclasses.replace(case, path=case.comments_page))
    return static_comments("j", case)


SET = BlindSet.of("j", comments=_comments)
CASES = SET.cases
#: Look-alikes that give false comments through extract (at set J's first crawl, main at 6203f7c).
LOOKALIKES_NOT_YET: dict[str, str] = {
    # (at the first crawl: 'j-la-el-errata', a book's errata table whose 5 rows came out as comments, author
    # 'σ. 34' the page number; rejected since 8b2fae3: a one-letter word before a full stop ends no sentence)
}
#: Found whole (F1 of their text at least this), and whether every reply keeps its parent.
FOUND: dict[str, tuple[float, bool]] = {
    # flat WordPress thread, replies say '@name': texts whole; parents from the '@name' since 6491611 (fields/references)
    "j-wp-en-flat-at": (0.95, True),
    "j-blogger-zu-separate-page": (0.95, True),  # Blogger-like separate page of the discussion (read there)
    # Movable Type-like flat thread quoting '<name> წერს: …': parents from the quotes, which leave the texts
    "j-mt-ka-quoted": (0.95, True),
    "j-sm-hr-table": (0.95, False),  # a table of three: the reply's '↳ name:' stays in its text, no parent
    "j-mx-ca-series-index": (0.95, True),  # beside a series index: the Catalan date read since 38e7afe
    "j-mx-ar-references": (0.95, True),  # beside a references list, right to left
    "j-mx-sk-quotes": (0.95, True),  # beside a quotation-of-the-day archive
    # after the first crawl (see NOT_YET and WITH_FALSE for what it gave):
    "j-drupal-is-nested": (0.95, True),  # reply containers after their comments: records/reply_wrappers
    "j-sm-he-aside-single": (0.95, True),  # WordPress's time.entry-date; 'name · time' after the text
    "j-sub-fa-separate-page": (0.95, True),  # the Solar Hijri dates read (comspider/calendars)
}
NOT_YET: dict[str, str] = {
    "j-sm-am-dl": "two readers in an Amharic <dl> (dt name · date, dd text): nothing",
    "j-mx-kk-duty-rota": "four posts in a table-layout box below a duty rota: nothing",
    # (at the first crawl also: 'j-drupal-is-nested', 5 of 8, the three top-level records whose replies follow them
    # as siblings lost; 'j-sm-he-aside-single', one reply in an <aside>, text then 'name · time': nothing)
}
#: Threads that give false comments: not right until the false ones go and the thread is found.
WITH_FALSE: dict[str, str] = {
    # (at the first crawl: 'j-sub-fa-separate-page', 8 found with their parents, but the Solar Hijri date
    # ('۱۲ آبان ۱۴۰۲') stayed in every text, so the emoji-only one matched nothing: F1 0.88, one false)
}


# the Django page (django-comments-xtd's tree) is rendered by the Django site, not a file of site_j/: it stays in the
# lab's crawl
test_every_static_thread_is_named_here = SET.every_static_thread_is_named(
    FOUND, NOT_YET, WITH_FALSE, kinds=("discussion", "revealed", "small_thread", "mixed"), main_only=True
)
test_a_lookalike_page_gives_no_comment = SET.gives_no_comment(SET.lookalikes(LOOKALIKES_NOT_YET))
test_a_lookalike_not_yet_rejected = SET.lookalikes_not_yet_rejected(LOOKALIKES_NOT_YET)
test_a_thread_is_found = SET.is_found(FOUND)
test_a_thread_not_found_yet_gives_no_false_comment = SET.gives_no_false_comment(NOT_YET)
test_a_thread_not_found_yet = SET.not_found_yet(NOT_YET, what="not found (or not whole)")
test_a_thread_with_false_comments = SET.with_false_comments(WITH_FALSE)
