"""The Riverside Chronicle (en-US): a WordPress blog with paged comments, newest first.
The article shows the newest page of threads; "Older Comments" / "Newer Comments" links
and a numbered pager lead to ``/comment-page-N/`` (page 1 holds the oldest threads; the
number of threads per page is fixed, so that a full thread spans three pages). Replies
stay on their thread's page. Everything is in the HTML: no script at all."""

from __future__ import annotations

import math
import random
import re
from datetime import datetime

from comspider_lab.offline_web.html_util import Styler, esc
from comspider_lab.offline_web.model import (
    BIG,
    COMMENT_PAGES,
    FRESH,
    NORMAL,
    SATURATED,
    ArrivalParams,
    Article,
    Comment,
    OutletSpec,
)
from comspider_lab.offline_web.server import Request, Response
from comspider_lab.offline_web.sitebase import OutletSite, slugify
from comspider_lab.offline_web.threads import children_of, top_level

_PAGE = re.compile(r"^(/.+/)comment-page-(\d+)/?$")
PAGES = 3  # a full thread spans this many pages


class Riverside(OutletSite):
    spec = OutletSpec(
        key="riverside",
        name="The Riverside Chronicle",
        language="en",
        lang_tag="en-US",
        host_index=34,
        mechanism=COMMENT_PAGES,
        features=("comment_pages", "wordpress", "nested", "newest_first"),
        tz_minutes=-360,
        plan=(NORMAL, BIG, NORMAL, SATURATED, FRESH),
        arrival=ArrivalParams(
            reaction_mean_h=1.5, decay_h=10, reply_prob=0.3, reply_delay_min=40, max_depth=2, max_replies=2
        ),
        places=("Riverside", "Clearwater", "Maple Bend", "Fairhaven", "Stillwater"),
        domain="riversidechronicle.com",
        currency="$",
    )
    server_header = "Apache"
    style = Styler("plain")

    def make_id(self, rng: random.Random, index: int) -> str:
        return str(rng.randrange(1000, 9999) * 10 + index)

    def make_path(self, art: Article) -> str:
        d = self.local(art.published)
        return f"/{d:%Y/%m/%d}/{slugify(art.title, 60)}/"

    # -- paging ------------------------------------------------------------------------
    def per_page(self, art: Article) -> int:
        """Threads per page: fixed for the article (WordPress's comments_per_page)."""
        tops = sum(1 for a in art.arrivals if a.parent is None)
        return max(2, math.ceil(tops / PAGES))

    def pages(self, art: Article, now: datetime) -> list[list[Comment]]:
        """The top-level comments of each page, page 1 (the oldest) first."""
        tops = top_level(self.visible(art, now), "oldest")
        per = self.per_page(art)
        return [tops[i : i + per] for i in range(0, len(tops), per)] or [[]]

    def route(self, request: Request, now: datetime) -> Response | None:
        m = _PAGE.match(request.path)
        if not m:
            return None
        art = self._by_path.get(m.group(1))
        if art is None or art.published > now or not art.comments_enabled:
            return None
        number = int(m.group(2))
        if not 1 <= number <= len(self.pages(art, now)):
            return None
        return self.page_response(self.render_article(art, now, number))

    # -- markup --------------------------------------------------------------------------
    def _comment(self, c: Comment, kids: dict[str | None, list[Comment]], now: datetime, url: str) -> str:
        out: list[str] = []
        stack: list[Comment | str] = [c]
        parity = 0
        while stack:
            item = stack.pop()
            if isinstance(item, str):
                out.append(item)
                continue
            k = item
            parity += 1
            when = self.local(k.published)
            replies = kids.get(k.id, [])
            cls = f"comment {'even' if parity % 2 else 'odd'} depth-{k.depth + 1}" + (
                " parent" if replies else ""
            )
            out.append(
                f'<li id="comment-{k.id}" class="{cls}"><article id="div-comment-{k.id}" class="comment-body">'
                f'<footer class="comment-meta"><div class="comment-author vcard"><img alt="" src="{k.avatar}" '
                f'class="avatar avatar-32 photo" height="32" width="32"><b class="fn">{esc(k.author)}</b> '
                f'<span class="says">says:</span></div><div class="comment-metadata"><a href="{esc(url)}#comment-{k.id}">'
                f'<time datetime="{when.isoformat()}">{esc(self.lang.datetime_long(when))}</time></a></div></footer>'
                f'<div class="comment-content">{self.comment_body(k)}</div>'
                f'<div class="reply"><a rel="nofollow" class="comment-reply-link" href="?replytocom={k.id}#respond" '
                f'data-commentid="{k.id}" aria-label="Reply to {esc(k.author)}">Reply</a></div></article>'
            )
            stack.append("</li>")
            if replies:
                stack.append("</ol>")
                stack.extend(reversed(replies))
                stack.append('<ol class="children">')
        return "".join(out)

    def page_url(self, art: Article, number: int) -> str:
        return f"{art.path}comment-page-{number}/#comments"

    def _navigation(self, art: Article, number: int, count: int) -> tuple[str, str]:
        """(prev/next navigation above the list, numbered pager below it)."""
        if count <= 1:
            return "", ""
        older = (
            f'<div class="nav-previous"><a href="{self.page_url(art, number - 1)}">Older Comments</a></div>'
            if number > 1
            else ""
        )
        newer = (
            f'<div class="nav-next"><a href="{self.page_url(art, number + 1)}">Newer Comments</a></div>'
            if number < count
            else ""
        )
        top = (
            '<nav class="navigation comment-navigation" aria-label="Comments">'
            f'<h2 class="screen-reader-text">Comments navigation</h2><div class="nav-links">{older}{newer}</div></nav>'
        )
        cells = []
        if number > 1:
            cells.append(f'<a class="prev page-numbers" href="{self.page_url(art, number - 1)}">« Older</a>')
        for k in range(1, count + 1):
            if k == number:
                cells.append(f'<span aria-current="page" class="page-numbers current">{k}</span>')
            else:
                cells.append(f'<a class="page-numbers" href="{self.page_url(art, k)}">{k}</a>')
        if number < count:
            cells.append(f'<a class="next page-numbers" href="{self.page_url(art, number + 1)}">Newer »</a>')
        bottom = (
            '<nav class="navigation comments-pagination" aria-label="Comments">'
            f'<h2 class="screen-reader-text">Comments navigation</h2><div class="nav-links">{"".join(cells)}</div></nav>'
        )
        return top, bottom

    def _comments(self, art: Article, now: datetime, number: int | None) -> str:
        if not art.comments_enabled:
            return '<div id="comments" class="comments-area"><p class="no-comments">Comments are closed.</p></div>'
        visible = self.visible(art, now)
        pages = self.pages(art, now)
        number = number or len(pages)  # the article shows the newest page
        kids = children_of(visible)
        url = self.url(art.path)
        threads = "".join(self._comment(c, kids, now, url) for c in reversed(pages[number - 1]))
        top, bottom = self._navigation(art, number, len(pages))
        title = (
            f'<h2 class="comments-title">{len(visible)} thoughts on &ldquo;{esc(art.title)}&rdquo;</h2>'
            if visible
            else ""
        )
        return (
            f'<div id="comments" class="comments-area">{title}{top}<ol class="comment-list">{threads}</ol>{bottom}'
            '<div id="respond" class="comment-respond"><h3 id="reply-title" class="comment-reply-title">Leave a Reply</h3>'
            '<form action="/wp-comments-post.php" method="post" id="commentform" class="comment-form">'
            '<p class="comment-form-comment"><label for="comment">Comment</label><textarea id="comment" name="comment" cols="45" rows="8" required></textarea></p>'
            '<p class="form-submit"><input name="submit" type="submit" id="submit" class="submit" value="Post Comment"></p>'
            "</form></div></div>"
        )

    def render_article(self, art: Article, now: datetime, number: int | None = None) -> str:
        lang, spec = self.lang, self.spec
        when = self.local(art.published)
        paras = "\n".join(f"<p>{esc(p)}</p>" for p in art.paragraphs)
        recent = "".join(f'<li><a href="{s.href}">{esc(s.title)}</a></li>' for s in self.stories(art, now, 5))
        menu = "".join(
            f'<li class="menu-item"><a href="/category/{slugify(x)}/">{esc(x)}</a></li>' for x in lang.NAV
        )
        canonical = self.url(art.path) + (f"comment-page-{number}/#comments" if number else "")
        return f"""<!DOCTYPE html>
<html lang="{spec.lang_tag}">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{esc(art.title)} &#8211; The Riverside Chronicle</title>
{self.meta_head(art, twitter=False).replace(f'<link rel="canonical" href="{esc(self.url(art.path))}">', f'<link rel="canonical" href="{esc(canonical)}">')}
<meta name="generator" content="WordPress 6.6.1">
</head>
<body class="post-template-default single single-post postid-{art.id}">
<div id="page" class="site">
<header id="masthead" class="site-header"><p class="site-title"><a href="/" rel="home">The Riverside Chronicle</a></p>
<nav id="site-navigation" class="main-navigation"><ul id="primary-menu" class="menu">{menu}</ul></nav></header>
<div id="content" class="site-content"><main id="primary" class="site-main">
<article id="post-{art.id}" class="post-{art.id} post type-post status-publish format-standard hentry">
<header class="entry-header"><h1 class="entry-title">{esc(art.title)}</h1>
<div class="entry-meta"><span class="posted-on">Posted on <time class="entry-date published" datetime="{when.isoformat()}">{esc(lang.date_short(when))}</time></span>
<span class="byline"> by <span class="author vcard"><a class="url fn n" href="/author/{slugify(art.author)}/">{esc(art.author)}</a></span></span></div></header>
<div class="entry-content"><p><strong>{esc(art.lead)}</strong></p>
{paras}
</div></article>
{self._comments(art, now, number)}
</main>
<aside id="secondary" class="widget-area"><section class="widget widget_recent_entries"><h2 class="widget-title">Recent Posts</h2><ul>{recent}</ul></section></aside>
</div>
<footer id="colophon" class="site-footer"><div class="site-info">Proudly powered by WordPress</div></footer>
</div>
</body>
</html>
"""
