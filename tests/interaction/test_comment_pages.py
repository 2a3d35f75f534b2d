"""Which further comment pages belong to the discussion a visit found (issue 23, point 4:
one article's discussion only)."""

from __future__ import annotations

import pytest

from comspider.interaction.comment_pages import continues, reorders, same_discussion

POST = "https://blog.example/2026/03/harbour-crane/"


@pytest.mark.parametrize(
    "url",
    [
        "https://blog.example/2026/03/harbour-crane/comment-page-2/#comments",
        "https://blog.example/2026/03/harbour-crane/?cpage=3",
        "https://blog.example/2026/03/harbour-crane/comments/2",  # a path under the post
        "http://blog.example/2026/03/harbour-crane/comment-page-1/",  # the same site over http
        "https://blog.example/2026/03/harbour-crane/index.php?comments_page=2&utm_source=feed",
    ],
)
def test_pages_of_the_same_post(url):
    assert same_discussion(POST, url)


@pytest.mark.parametrize(
    "url",
    [
        "https://blog.example/2026/03/ferry-fares/comment-page-2/#comment-77",  # "Recent comments"
        "https://blog.example/2026/03/harbour-crane-2/comment-page-2/",
        "https://blog.example/2026/03/?cpage=2",
        "https://other.example/2026/03/harbour-crane/comment-page-2/",
    ],
)
def test_pages_of_another_post(url):
    assert not same_discussion(POST, url)


@pytest.mark.parametrize(
    ("url", "same"),
    [
        (
            "https://news.example/lokales/hallenbad-45871-seite-2.html",
            True,
        ),  # a numbered page beside the article
        ("https://news.example/lokales/hallenbad-45871-2.html", True),
        ("https://news.example/lokales/hallenbad-45871_p3.html", True),
        ("https://news.example/lokales/hallenbad-45872.html", False),  # the next article's number
        ("https://news.example/lokales/hallenbad-4587-1.html", False),
        ("https://news.example/lokales/hallenbad-45871-seite-2.php", False),
        (
            "https://news.example/lokales/hallenbad-45871-kosten-2.html",
            False,
        ),  # another slug, not a page word
    ],
)
def test_numbered_pages_beside_the_article(url, same):
    assert same_discussion("https://news.example/lokales/hallenbad-45871.html", url) is same


def test_a_bare_number_beside_a_slug_is_another_post():
    # WordPress numbers a second post of the same title "fire-2"; its pages are /comment-page-N/
    assert not same_discussion("https://blog.example/news/fire/", "https://blog.example/news/fire-2/")
    assert same_discussion("https://blog.example/news/fire/", "https://blog.example/news/fire-page-2/")


@pytest.mark.parametrize(
    ("home", "url", "same"),
    [
        ("/region/windpark", "/region/windpark-kommentare-seite-2", True),  # a comments word, a page word
        ("/blog/shudian", "/blog/shudian-comment-page-2", True),
        ("/jiyeok/yasijang", "/jiyeok/yasijang-comments", True),  # the discussion's own page
        ("/jiyeok/yasijang-comments", "/jiyeok/yasijang-comments-2", True),  # and its numbered pages
        ("/jiyeok/yasijang", "/jiyeok/yasijang-comments-2", True),
        ("/jiyeok/yasijang-comments", "/jiyeok/yasijang-2", False),  # "fire-2": another post
        ("/jiyeok/yasijang-comments", "/jiyeok/yasijang-busan-comments", False),
        ("/region/windpark", "/region/windpark-ost-kommentare-seite-2", False),
    ],
)
def test_comment_pages_named_beside_the_article(home, url, same):
    assert same_discussion("https://news.example" + home, "https://news.example" + url) is same


@pytest.mark.parametrize(
    ("url", "reordered"),
    [
        ("https://news.example/a/story.html?orden=recientes", True),
        ("https://news.example/a/story.html?sort=newest&utm_source=x", True),
        ("https://news.example/a/story.html?sortierung=bewertung", True),
        ("https://news.example/a/story.html?sort=newest&cpage=2", False),  # a further page, in another order
        ("https://news.example/a/story.html?cpage=2", False),
        ("https://news.example/a/other.html?sort=newest", False),
    ],
)
def test_a_link_that_only_reorders_the_comments_is_no_further_page(url, reordered):
    assert reorders("https://news.example/a/story.html", url) is reordered


def test_posts_named_by_their_query():
    # WordPress without pretty permalinks: the post is ?p=12, its comment pages add cpage
    assert same_discussion("https://blog.example/?p=12", "https://blog.example/?p=12&cpage=2")
    assert same_discussion("https://blog.example/?p=12&utm_medium=rss", "https://blog.example/?cpage=2&p=12")
    assert not same_discussion("https://blog.example/?p=12", "https://blog.example/?p=13&cpage=2")
    assert not same_discussion("https://blog.example/?p=12", "https://blog.example/?cpage=2")
    # at the root, only the root's own pages
    assert same_discussion("https://blog.example/", "https://blog.example/comment-page-2/")
    assert not same_discussion("https://blog.example/", "https://blog.example/other-post/comment-page-2/")


def test_a_branch_continued_on_a_page_of_its_own():
    # "Continuer ce fil →" among the comments: a path that goes on from the post's
    post = "https://mag.example/societe/place-du-marche"
    assert continues(post, post + "-fil-6204")
    assert continues(post, post + "/thread/6204")
    assert (
        continues("https://mag.example/?p=12", "https://mag.example/thread-6204/?p=12") is False
    )  # no post path
    assert not continues(post, "https://mag.example/societe/place-du-marche")  # the post itself
    assert not continues(post, "https://mag.example/societe/place-du-marchepied")  # another slug
    assert not continues(post, "https://other.example/societe/place-du-marche-fil-6204")
    assert not continues(post, "https://mag.example/societe/autre-sujet-fil-6204")
    assert continues(post + ".html", post + "-fil-6204.html")  # the post's file name goes on
