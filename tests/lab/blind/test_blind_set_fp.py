"""Blind set fp's pages (built blind: English-language news sites and blogs of 2011-2012 as a crawler saved them in
2012, everything in the served HTML, from the US, the UK, Ireland, Canada, Australia, New Zealand, India, South
Africa and Singapore, each an invented site with its own template and that era's heavy furniture (tickers with
times, most read and most commented with counts, related stories with dates, share counts, tag clouds, blogrolls,
polls, ads, newsletter and login boxes, long footers): a WordPress-like threaded list with avatars and "Reply" links
beside a "Recent Comments" widget; a Blogger-like "NAME said..." list; a regional daily's own CMS with registered
readers, recommend counts and "Report abuse"; a Disqus-like thread as the saved page holds it, nested by margins,
with relative times; a Movable Type-like "Posted by: NAME | DATE" after each text with flat "@Name" answers and no
heading; a regional paper's table with a header row per comment; a magazine's comments newest first with a "Load
older comments" link; three pages without any reader comment (comments closed with a notice, a post with only a
"Recent comments" widget of other posts, letters to the editor printed as the article); two mixed pages (a "Tweets
about this story" box, a "Your photos" gallery)) kept as tests, as set FO's are (test_blind_set_fo.py), through
``comspider.extract`` without a browser. Set fp's first extract run (at 184c3965, see the blind README's "Set fp")
found every page whole and gave no false comment: nothing is marked as not done yet."""

from __future__ import annotations

import re

from tests.lab.blind.blind_set_checks import BlindSet

SET = BlindSet.of("fp")
CASES = SET.cases
#: Pages without comments that give false comments through extract.
LOOKALIKES_NOT_YET: dict[str, str] = {}
#: Found (F1 of their text at least this, just below the first extract run's), and whether every reply keeps its
#: parent.
FOUND: dict[str, tuple[float, bool]] = {
    # ol.commentlist, li.comment with cite.fn NAME 'says:', replies in ul.children two levels deep
    "fp-us-blog-drivein": (0.99, True),
    # dl#comments-block: dt 'NAME said...', dd.comment-body, dd.comment-footer timestamp
    "fp-uk-blogger-allotment": (0.99, True),
    # div.comment-item: username, location, 'Posted DD/MM/YYYY HH:MM', recommend count, 'Report abuse'
    "fp-ie-news-square": (0.99, True),
    # li.dsq-comment siblings nested only by margin-left, relative times
    "fp-ca-news-ferry": (0.99, True),
    # text first, then 'Posted by: NAME | DATE'; two flat '@Name' answers with their parents; no heading
    "fp-au-mt-pool": (0.99, True),
    # table.comments: a header row 'NAME wrote: | DATE' over a body row and a spacer row
    "fp-nz-news-fanzone": (0.99, True),
    # ol.cmt-list newest first, a 'Load older comments' link under it
    "fp-in-magazine-typewriter": (0.99, True),
    # the mixed pages: comments beside ul.tweet-list, and beside ul.yp-gallery, which gave nothing
    "fp-au-mixed-tweets": (0.99, True),
    "fp-ie-mixed-photos": (0.99, True),
}
#: Found, but not whole at set fp's first extract run.
NOT_WHOLE_YET: dict[str, str] = {}
#: Not found at set fp's first extract run (no comment, no false comment).
NOT_YET: dict[str, str] = {}
#: Threads that give false comments: not right until the false ones go and the thread is found.
WITH_FALSE: dict[str, str] = {}

#: The pages without any reader comment.
PLAIN = ("fp-ca-weekly-letters", "fp-sg-blog-recent", "fp-za-news-closed")


test_every_static_thread_is_named_here = SET.every_static_thread_is_named(
    FOUND,
    NOT_YET,
    WITH_FALSE,
    kinds=("discussion", "revealed", "small_thread", "mixed"),
    main_only=True,
    not_whole=NOT_WHOLE_YET,
)
test_the_set_has_its_shape = SET.has_shape(cases=12, lookalikes=3, mixed=2)

_URL = re.compile(r"""\s(?:href|src|action|background)=["']([^"']*)["']""", re.IGNORECASE)


def test_the_set_is_discussions_of_2011_2012_in_the_markup_of_their_time() -> None:
    talk = [case for case in CASES.values() if case.kind in ("discussion", "mixed")]
    assert len(talk) == 9 and all(case.static and case.system is None for case in talk)
    assert all(3 <= len(case.comments) <= 25 for case in talk)
    assert all(case.language == "en" for case in CASES.values())
    # no script loaded and no frame: the thread is in the served HTML
    assert not [
        c.id for c in CASES.values() if re.search(r"<script[^>]*\ssrc=|<iframe", c.html, re.IGNORECASE)
    ]
    # replies nested on three pages, flat '@Name' answers (with their parents) on one
    nested = sorted(c.id for c in talk if any(x.parent is not None for x in c.comments))
    assert nested == ["fp-au-mixed-tweets", "fp-au-mt-pool", "fp-ca-news-ferry", "fp-us-blog-drivein"]
    pool = CASES["fp-au-mt-pool"].comments
    assert [x.parent for x in pool] == [None, None, 1, None, 3, None]
    assert all(pool[i].text.startswith("@" + pool[pool[i].parent or 0].author) for i in (2, 4))
    # the Disqus-like thread: every entry a sibling, nested by margin only, relative times
    ferry = CASES["fp-ca-news-ferry"]
    assert "margin-left:90px" in ferry.html and all(x.when.endswith(" ago") for x in ferry.comments)
    # the magazine prints its comments newest first
    mag = CASES["fp-in-magazine-typewriter"]
    assert mag.comments[0].author == "Meera" and "Load older comments" in mag.html
    # one discussion without a heading
    assert [c.id for c in talk if c.heading is None] == ["fp-au-mt-pool"]
    # every link to the site itself or an example domain; nothing loaded from elsewhere; ASCII paths
    for case in CASES.values():
        assert case.path.isascii(), case.id
        for text in [case.html, *case.files.values()]:
            for url in _URL.findall(text):
                if url.startswith(("http://", "https://")):
                    assert ".example." in url or "//example." in url, (case.id, url)
                else:
                    assert not url.startswith("//"), (case.id, url)
    lookalikes = [case for case in CASES.values() if case.kind == "lookalike"]
    assert sorted(case.id for case in lookalikes) == sorted(PLAIN)
    assert all(not case.comments for case in lookalikes)
    assert "have been closed" in CASES["fp-za-news-closed"].html
    assert all(case.lookalikes for case in CASES.values() if case.kind == "mixed")


test_a_page_without_comments_gives_no_comment = SET.gives_no_comment(SET.lookalikes(LOOKALIKES_NOT_YET))
test_a_page_without_comments_not_yet_rejected = SET.lookalikes_not_yet_rejected(LOOKALIKES_NOT_YET)
test_a_thread_is_found = SET.is_found(FOUND)
test_a_thread_found_whole = SET.found_whole(NOT_WHOLE_YET)
test_a_thread_not_found_yet_gives_no_false_comment = SET.gives_no_false_comment(NOT_YET)
test_a_thread_not_found_yet = SET.not_found_yet(NOT_YET)
test_a_thread_with_false_comments = SET.with_false_comments(WITH_FALSE)
