"""صحيفة الصباح Al-Sabah (ar-JO): a right-to-left page encoded in windows-1256, declared
only in a <meta charset> (the HTTP header names no charset). The first ten comment threads
are in the HTML; "عرض المزيد من التعليقات" fetches the next twenty."""

from __future__ import annotations

from datetime import datetime

from comspider_lab.offline_web import chrome
from comspider_lab.offline_web.html_util import Styler, esc
from comspider_lab.offline_web.model import (
    BIG,
    FRESH,
    NORMAL,
    SATURATED,
    STATIC,
    ArrivalParams,
    Article,
    Comment,
    OutletSpec,
)
from comspider_lab.offline_web.server import Request, Response, html_response, json_response
from comspider_lab.offline_web.sitebase import OutletSite
from comspider_lab.offline_web.threads import children_of, page

FIRST_PAGE = 10
MORE_PAGE = 20


class Sabah(OutletSite):
    spec = OutletSpec(
        key="sabah",
        name="صحيفة الصباح",
        language="ar",
        lang_tag="ar-JO",
        host_index=21,
        mechanism=STATIC,
        features=("load_more", "rtl", "encoding", "nested"),
        tz_minutes=180,
        plan=(NORMAL, BIG, FRESH, NORMAL, SATURATED, NORMAL),
        arrival=ArrivalParams(
            reaction_mean_h=1.0, decay_h=7, reply_prob=0.2, reply_delay_min=30, max_depth=1, max_replies=2
        ),
        places=("عمّان", "الزرقاء", "إربد", "العقبة", "السلط", "مادبا"),
        domain="alsabah-news.jo",
        encoding="windows-1256",
        currency="دينار",
    )
    server_header = "Microsoft-IIS/10.0"
    style = Styler("plain")
    assets = {"/Content/js/comments.js": "comments.js", "/Content/css/site.rtl.css": "site.rtl.css"}
    sort_order = "newest"

    def make_path(self, art: Article) -> str:
        d = self.local(art.published)
        return f"/news/{d:%Y/%m/%d}/{art.id}"

    def page_response(self, text: str, status: int = 200) -> Response:
        return html_response(text, status, charset=self.spec.encoding, declare_charset=False)

    def _items(self, comments: list[Comment], now: datetime) -> str:
        kids = children_of(comments)
        out = []
        for c in comments:
            if c.parent is not None:
                continue
            out.append(self._one(c, "comment-box"))
            replies = kids.get(c.id, [])
            if replies:
                out[-1] = (
                    out[-1][: -len("</div>")]
                    + '<div class="comment-replies">'
                    + "".join(self._one(r, "comment-box comment-box--reply") for r in replies)
                    + "</div></div>"
                )
        return "".join(out)

    def _one(self, c: Comment, cls: str) -> str:
        when = self.local(c.published)
        badge = f'<span class="commenter-badge">{esc(c.badge)}</span>' if c.badge else ""
        return (
            f'<div class="{cls}" id="comment-{c.id}"><div class="comment-head"><img class="commenter-img" src="{c.avatar}" alt="" width="40" height="40">'
            f'<span class="commenter-name">{esc(c.author)}</span>{badge}<span class="comment-date">{esc(self.lang.datetime_long(when))}</span></div>'
            f'<div class="comment-text">\n{self.comment_body(c)}\n</div>'
            f'<div class="comment-tools"><a href="#" class="comment-like">أعجبني ({c.likes})</a> <a href="#" class="comment-reply">رد</a></div></div>'
        )

    def route(self, request: Request, now: datetime) -> Response | None:
        if request.path != "/comments/more":
            return None
        art = self.article_by_id(request.query.get("article", ""))
        if art is None or art.published > now or not art.comments_enabled:
            return json_response({"status": 0}, 404)
        chosen, nxt, _ = page(self.visible(art, now), "newest", request.query.get("after") or None, MORE_PAGE)
        return json_response({"status": 1, "html": self._items(chosen, now), "after": nxt})

    def render_article(self, art: Article, now: datetime) -> str:
        st, lang, ui, spec = self.style, self.lang, self.lang.UI, self.spec
        ads = self.world.base("adserver")
        when = self.local(art.published)
        n = art.visible_count(now)
        paras = "\n".join(f"<p>{esc(p)}</p>" for p in art.paragraphs)
        first, nxt, _ = page(self.visible(art, now), "newest", None, FIRST_PAGE)
        more = (
            (
                f'<button type="button" id="load-more-comments" class="btn-more" data-article="{art.id}" data-after="{nxt}">'
                f"{ui['load_more']}</button>"
            )
            if nxt
            else ""
        )
        comments = (
            f'<div class="comments-section" id="comments"><h3 class="section-title">{ui["comments"]} ({n})</h3>'
            f'<form class="add-comment" action="/comments/add" method="post"><textarea name="body" placeholder="{ui["write_comment"]}"></textarea>'
            f'<input type="text" name="name" placeholder="الاسم"><button type="submit">{ui["post_comment"]}</button></form>'
            f'<div class="comments-list">{self._items(first, now)}</div>{more}</div>'
        )
        nav = chrome.link_list(st, "nav", [(x, f"/section/{i}") for i, x in enumerate(lang.NAV)])
        most = chrome.story_list(
            st,
            "most-read",
            ui["most_read"],
            self.stories(art, now, 5, offset=2, counts="reads"),
            tag="ol",
            thumbs=True,
            dates=True,
            count_label="{n} مشاهدة",
            time_tags=False,
        )
        related = chrome.story_list(
            st, "related", ui["related"], self.stories(art, now, 4), dates=True, time_tags=False
        )
        return f"""<!DOCTYPE html>
<html lang="ar" dir="rtl">
<head>
<meta charset="windows-1256">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{esc(art.title)} - {spec.name}</title>
{self.meta_head(art)}
<link href="/Content/css/site.rtl.css" rel="stylesheet">
</head>
<body class="rtl">
<div class="top-bar"><span class="today">{esc(lang.datetime_long(self.local(now)))}</span><a href="/account/login">{ui["login"]}</a> <a href="/subscribe" class="btn-subscribe">{ui["subscribe"]}</a></div>
<header class="site-header"><a href="/" class="logo">الصباح</a>{chrome.ad_slot(st, lang, ads, "header", (728, 90), "iframe", spec.key)}</header>
<nav class="main-nav">{nav}</nav>
<div class="container">
<div class="col-main">
<div class="breadcrumb"><a href="/">{ui["home"]}</a> › <a href="/section/{art.topic_key}">{esc(art.section)}</a></div>
<div class="news-details" id="news-{art.id}">
<h1 class="news-title">{esc(art.title)}</h1>
<div class="news-info"><span class="news-author">{ui["by"]}: {esc(art.author)}</span> <time class="news-date" datetime="{when.isoformat()}">{esc(lang.datetime_long(when))}</time></div>
<div class="news-img"><img src="{self.img(f"a{art.id}", 800, 450)}" alt="" width="800" height="450"><span class="img-caption">{esc(art.image_caption)}</span></div>
<div class="news-text">
<p class="news-brief"><b>{esc(art.lead)}</b></p>
{paras}
</div>
{chrome.share_bar(st, lang, self.url(art.path), art.title, icons_only=True)}
</div>
{comments if art.comments_enabled else ""}
{related}
</div>
<div class="col-side">{most}{chrome.newsletter(st, lang)}</div>
</div>
<footer class="site-footer">{chrome.link_list(st, "footer", [(x, f"/page/{i}") for i, x in enumerate(lang.FOOTER)])}<p>جميع الحقوق محفوظة © {when.year}</p></footer>
<script src="/Content/js/comments.js"></script>
</body>
</html>
"""
