"""Whether a served page holds its whole discussion (HTTP first): the decision on served
HTML, with the crawl's own comment detector, and each sign of more sending the page to
the browser."""

from __future__ import annotations

import html as html_lib

import pytest

from comspider.browser.blocklist import HostBlocklist
from comspider.interaction.comment_detector import InvariantCommentDetector
from comspider.interaction.detect import detector_hits
from comspider.interaction.served_page import MORE, NEVER, Verdict, declared_count, js_regex, judge
from comspider.records.dom import parse_html
from tests.interaction.test_expand_labels import EXPANDERS, NOT_EXPANDERS

URL = "https://news.example/2024/05/01/the-story/"
AUTHORS = ["Anna Berg", "Tom Reed", "Lisa Park", "Omar Said", "Jan Novak"]
TEXTS = [
    "I think the council got this one right, the water has to last all summer.",
    "Nobody asked the farmers what they think about the ban, which is a shame.",
    "We had the same rule last year and the gardens survived it just fine.",
    "The fines are far too low to change anything, in my humble opinion.",
    "Good to see a clear rule at last, even if it came a few weeks too late.",
]


def page(
    extra_in_section: str = "", extra_head: str = "", extra_body: str = "", heading: str = "5 Comments"
) -> str:
    comments = "".join(
        f"""<li class="comment" id="comment-{i + 1}"><article class="comment-body">
<footer class="comment-meta"><b class="fn">{author}</b> <a href="#comment-{i + 1}"><time datetime="2024-05-0{i + 1}T10:00:00Z">May {i + 1}, 2024 at 10:00 am</time></a></footer>
<div class="comment-content"><p>{text}</p></div>
<div class="reply"><a class="comment-reply-link" href="#respond">Reply</a></div></article></li>"""
        for i, (author, text) in enumerate(zip(AUTHORS, TEXTS, strict=True))
    )
    return f"""<!doctype html><html lang="en"><head><title>The story</title>{extra_head}</head><body>
<main><article><h1>The story</h1><p>{"The council announced a ban on garden hoses. " * 20}</p></article>
<section id="comments" class="comments-area"><h2 class="comments-title">{heading}</h2>
<ol class="comment-list">{comments}</ol>{extra_in_section}
<div id="respond"><form action="/wp-comments-post.php" method="post"><textarea name="comment"></textarea>
<button type="submit">Post Comment</button></form></div></section></main>{extra_body}</body></html>"""


@pytest.fixture(scope="module")
def detector() -> InvariantCommentDetector:
    return InvariantCommentDetector.from_settings()


HOSTS = HostBlocklist.bundled()


def verdict(detector: InvariantCommentDetector, html: str) -> Verdict:
    return judge(
        html,
        URL,
        detector_hits(detector, html, URL),
        comment_host=lambda u: HOSTS.exemption(u) == "comments",
        frame_ignored=lambda u: HOSTS.match(u) is not None,
    )


def test_a_static_thread_with_nothing_more_is_whole(detector):
    result = verdict(detector, page())
    assert result == Verdict(True, "whole", 5, 5)


def test_no_comments_in_the_served_html_goes_to_the_browser(detector):
    html = "<html><body><article><h1>News</h1><p>Text of the article.</p></article><div id='x'></div></body></html>"
    assert verdict(detector, html).reason == "no_comments"


@pytest.mark.parametrize(
    "label",
    [
        "Load more comments",
        "Weitere Kommentare laden",
        "View 12 replies",
        "2 versteckt",
        "↳ Xem 2 trả lời",  # the reply words of more languages
        "Lihat 3 balasan",
        "הצג 4 תגובות",
    ],
)
def test_a_control_that_loads_more_goes_to_the_browser(detector, label):
    html = page(extra_in_section=f"<button type='button' class='btn'>{html_lib.escape(label)}</button>")
    assert verdict(detector, html).reason == "load_more"


def test_the_expansion_labels_of_the_interaction_are_the_same(detector):
    """The patterns are read from js/expanders.js: every label the in-page search takes
    (its own test's list) is a sign of more here, and none it refuses."""
    for label in EXPANDERS:
        html = page(extra_in_section=f"<button type='button'>{html_lib.escape(label)}</button>")
        assert verdict(detector, html).reason == "load_more", label
    for label in NOT_EXPANDERS:
        html = page(extra_in_section=f"<button type='button'>{html_lib.escape(label)}</button>")
        assert verdict(detector, html).whole, label


def test_a_collapsed_replies_toggle_goes_to_the_browser_unless_its_replies_are_here(detector):
    loads = page(extra_in_section="<button aria-expanded='false' class='toggle-replies'>Replies</button>")
    assert verdict(detector, loads).reason == "load_more"
    hidden = page(
        extra_in_section="<button aria-expanded='false' class='toggle-replies'>Replies</button>"
        "<ul style='display: none'><li>A reply that is already in the page, only hidden.</li></ul>"
    )
    assert verdict(detector, hidden).whole


@pytest.mark.parametrize(
    "link",
    [
        "<a href='/2024/05/01/the-story/comment-page-2/#comments'>Older comments</a>",
        "<a href='/2024/05/01/the-story/?cpage=2'>2</a>",
        "<nav class='comment-navigation'><a href='/2024/05/01/the-story/page/2/'>Next</a></nav>",
        # a numbered page beside the article's own address
        "<div class='lk-seiten'>Seite <b>1</b> <a href='/2024/05/01/the-story-seite-2/'>2</a></div>",
        # and beside it with a word for comments; a branch continued on a page of its own
        "<a href='/2024/05/01/the-story-kommentare-seite-2/'>2</a>",
        "<a href='/2024/05/01/the-story-comment-page-2/'>Older comments</a>",
        "<a class='more' href='/2024/05/01/the-story-thread-6204/'>Continue this thread →</a>",
    ],
)
def test_further_comment_pages_go_to_the_browser(detector, link):
    assert verdict(detector, page(extra_in_section=link)).reason == "comment_pages"


def test_a_sort_link_is_no_further_comment_page(detector):
    html = page(
        extra_in_section="<p>Orden: <a href='/2024/05/01/the-story/?orden=recientes'>Más recientes</a></p>"
    )
    assert verdict(detector, html).whole


def test_another_posts_comment_pages_are_not_this_discussion(detector):
    html = page(extra_body="<aside><a href='/2023/other-story/comment-page-2/'>Older comments</a></aside>")
    assert verdict(detector, html).whole


@pytest.mark.parametrize(
    ("extra", "reason"),
    [
        ("<div id='disqus_thread'></div>", "widget"),
        ("<script src='https://news-example.disqus.com/embed.js' async></script>", "widget"),
        ("<div class='comments-widget'></div>", "widget"),
        ("<x-comments data-thread='12'></x-comments>", "widget"),
        ("<template shadowrootmode='open'><p>inside</p></template>", "shadow_root"),
        ("<iframe src='https://video.example/embed/1'></iframe>", "frame"),
        ("<script src='/static/js/comments.bundle.js'></script>", "script"),
        ("<script>fetch('/api/comments?post=12').then(r => r.json())</script>", "script"),
    ],
)
def test_widgets_frames_shadow_roots_and_comment_scripts_go_to_the_browser(detector, extra, reason):
    assert verdict(detector, page(extra_body=extra)).reason == reason


def test_what_the_browser_never_loads_or_that_loads_nothing_is_no_sign(detector):
    html = page(
        extra_body=(
            "<iframe src='https://ads.example/gampad/ads?slot=1'></iframe>"  # blocked: never loaded
            "<iframe srcdoc='<p>hi</p>'></iframe>"  # not an http(s) frame: the browser reads none
            "<script src='/wp-includes/js/comment-reply.min.js?ver=6.5'></script>"  # moves the form
            "<script>window.dataLayer = [];</script>"
            '<script type=\'application/ld+json\'>{"@type": "NewsArticle", "commentCount": 5}</script>'
        )
    )
    assert verdict(detector, html).whole


def test_a_script_that_loads_into_the_discussions_region_goes_to_the_browser(detector):
    """Whatever words name it: a button under the list, in the page's language, and a script
    that fetches the rest into the list by their ids."""
    more = "<button type='button' id='tp-aur'>और टिप्पणियाँ देखें (५)</button>"
    script = (
        "<script>document.getElementById('tp-aur').addEventListener('click', function () {"
        "fetch('/fragments/2.html').then(function (r) { return r.text(); })"
        ".then(function (h) { document.getElementById('tp-aur').insertAdjacentHTML('beforebegin', h); });"
        "});</script>"
    )
    assert verdict(detector, page(extra_in_section=more, extra_body=script)).reason == "script"
    # a script that loads something but names nothing of the discussion is no sign
    assert verdict(
        detector, page(extra_in_section=more, extra_body="<script>fetch('/ads.json')</script>")
    ).whole


@pytest.mark.parametrize(
    ("extra_body", "heading"),
    [
        (
            '<script type=\'application/ld+json\'>{"@type": "NewsArticle", "commentCount": 48}</script>',
            "Comments",
        ),
        ("", "48 Comments"),
        ("<a href='#comments' class='byline-comments'>48 comments</a>", "Comments"),
        # the article's own comments page ("/the-story-comments/"): the page shows a preview
        ("<a href='/2024/05/01/the-story-comments/'>Read all 48 comments</a>", "Comments"),
    ],
)
def test_a_declared_count_above_the_records_goes_to_the_browser(detector, extra_body, heading):
    result = verdict(detector, page(extra_body=extra_body, heading=heading))
    assert (result.reason, result.declared) == ("declared_count", 48)


def test_counts_of_other_articles_are_not_this_pages(detector):
    html = page(
        extra_body="<aside><ul><li><a href='/2024/04/30/other/'>Other story (312 comments)</a></li></ul></aside>"
    )
    assert verdict(detector, html).whole


def test_declared_count_reads_microdata_and_the_largest_count():
    root = parse_html(
        "<html><body><span itemprop='commentCount' content='7'></span>"
        "<button>Show 12 comments</button><a href='https://elsewhere.example/x'>99 comments</a></body></html>"
    )
    assert declared_count(root, URL, []) == 12


def test_the_patterns_are_the_interactions_own():
    assert MORE.search("Load more comments") and NEVER.search("Hide replies")
    assert js_regex("const X = /a[/]b\\/c/i; const Y = /z/;", "X").pattern == "a[/]b\\/c"
