"""A reader who signs with her blog ("Jen @ The Potting Bench", linked to it), as bloggers
of 2010-2013 commented on each other's posts, is a name, not a teaser's headline: a single
such comment under "One Response to …" is a discussion (comspider/sections/structure.py)."""

from __future__ import annotations

from comspider import extract

ARTICLE = (
    "<html><head><title>Frost on the leeks</title></head><body><div id='content'>"
    "<h1 class='entry-title'>Frost on the leeks</h1><div class='entry-meta'>Posted on February 3, 2012</div>"
    "<div class='entry-content'>"
    + "<p>The leeks in the far bed took the frost badly this week, and the kale is not much better.</p>" * 5
    + "</div>"
)
COMMENT = (
    "<div id='comments'><h3 id='comments-title'>One Response to <em>Frost on the leeks</em></h3>"
    "<ol class='commentlist'><li class='comment even depth-1' id='li-comment-311'><div id='comment-311'>"
    "<div class='comment-author vcard'><img class='avatar' src='/a/311.png' width='40' height='40' alt=''>"
    "<cite class='fn'><a href='http://allotmentnotebook.example/' rel='external nofollow' class='url'>"
    "{name}</a></cite> <span class='says'>says:</span></div>"
    "<div class='comment-meta commentmetadata'><a href='#comment-311'>February 4, 2012 at 9:12 am</a></div>"
    "<div class='comment-body'><p>Ours went the same way in January. Fleece over hoops saved the second "
    "sowing, it is worth trying before the next cold snap comes in.</p></div>"
    "<div class='reply'><a class='comment-reply-link' href='?replytocom=311#respond'>Reply</a></div>"
    "</div></li></ol></div>"
    "<div id='respond'><h3 id='reply-title'>Leave a Reply</h3><form action='/wp-comments-post.php'>"
    "<p><label for='author'>Name</label><input id='author' name='author'></p>"
    "<p><textarea id='comment' name='comment'></textarea></p></form></div></div></body></html>"
)


def test_a_single_comment_signed_with_the_readers_blog_is_found() -> None:
    page = ARTICLE + COMMENT.format(name="Jen @ The Allotment Notebook")
    (comment,) = extract(page, "http://leeksandkale.example/2012/02/03/frost-on-the-leeks/")
    assert comment.author == "Jen @ The Allotment Notebook"
    assert comment.text.startswith("Ours went the same way in January.")


def test_the_same_comment_with_a_plain_name_is_found_too() -> None:
    page = ARTICLE + COMMENT.format(name="Jen Marsh")
    (comment,) = extract(page, "http://leeksandkale.example/2012/02/03/frost-on-the-leeks/")
    assert comment.author == "Jen Marsh"
