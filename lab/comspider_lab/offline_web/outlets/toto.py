"""東都新聞 Tōto Shimbun (ja-JP): pages encoded in Shift_JIS (declared in the header and a
<meta charset>), relative dates ("3時間前"), and comments behind a javascript: link:
<a href="javascript:void(0);">コメントを読む（15件）</a>."""

from __future__ import annotations

import random
from datetime import datetime

from comspider_lab.offline_web import chrome
from comspider_lab.offline_web.html_util import Styler, esc, json_script
from comspider_lab.offline_web.model import (
    BIG,
    FRESH,
    LINK,
    NORMAL,
    SATURATED,
    ArrivalParams,
    Article,
    OutletSpec,
)
from comspider_lab.offline_web.server import Request, Response, json_response
from comspider_lab.offline_web.sitebase import OutletSite


class Toto(OutletSite):
    spec = OutletSpec(
        key="toto",
        name="東都新聞",
        language="ja",
        lang_tag="ja",
        host_index=20,
        mechanism=LINK,
        features=("encoding", "javascript_link"),
        tz_minutes=540,
        plan=(NORMAL, FRESH, NORMAL, BIG, SATURATED, NORMAL),
        arrival=ArrivalParams(reaction_mean_h=0.5, decay_h=5, max_depth=0),
        places=("横浜", "川崎", "さいたま", "千葉", "八王子", "相模原"),
        domain="toto-shimbun.jp",
        encoding="Shift_JIS",
        currency="円",
    )
    server_header = "Apache"
    style = Styler("plain", prefix="ts-")
    assets = {"/common/js/comment.js": "comment.js", "/common/css/article.css": "article.css"}
    sort_order = "newest"

    def make_id(self, rng: random.Random, index: int) -> str:
        return str(rng.randrange(10, 99) * 10 + index)

    def make_path(self, art: Article) -> str:
        d = self.local(art.published)
        return f"/articles/{d:%Y%m%d}/k00/00m/040/{art.id}000c"

    def entry_locator(self, art: Article) -> str | None:
        return "//a[@href='javascript:void(0);' and contains(@class, 'cmt-open')]"

    def route(self, request: Request, now: datetime) -> Response | None:
        if request.path != "/api/comments/list":
            return None
        art = next((a for a in self.articles if a.id == request.query.get("aid")), None)
        if art is None or art.published > now or not art.comments_enabled:
            return json_response({"result": "NG", "items": []}, 404)
        items = []
        for c in self.displayed(art, now):
            badge = f'<span class="cmt-badge">{esc(c.badge)}</span>' if c.badge else ""
            items.append(
                f'<li class="cmt-item" id="cmt{c.id}"><div class="cmt-head"><img class="cmt-icon" src="{c.avatar}" alt="" width="28" height="28">'
                f'<span class="cmt-name">{esc(c.author)}</span>{badge}<span class="cmt-date">{esc(self.lang.ago((now - c.published).total_seconds()))}</span></div>'
                f'<div class="cmt-body">\n{self.comment_body(c)}\n</div>'
                f'<div class="cmt-foot"><button type="button" class="cmt-react">共感した <span>{c.likes}</span></button>'
                f'<button type="button" class="cmt-react">なるほど <span>{c.likes // 3}</span></button>'
                f'<button type="button" class="cmt-react">うーん <span>{c.likes // 5}</span></button></div></li>'
            )
        return json_response(
            {"result": "OK", "count": len(items), "html": '<ul class="cmt-list">' + "".join(items) + "</ul>"}
        )

    def render_article(self, art: Article, now: datetime) -> str:
        st, lang, ui, spec = self.style, self.lang, self.lang.UI, self.spec
        ads = self.world.base("adserver")
        when = self.local(art.published)
        n = art.visible_count(now)
        paras = "\n".join(f"<p>{esc(p)}</p>" for p in art.paragraphs)
        nav = chrome.link_list(st, "nav", [(x, f"/{i:02d}/") for i, x in enumerate(lang.NAV)])
        ranking = chrome.story_list(
            st,
            "ranking",
            ui["most_read"],
            self.stories(art, now, 5, offset=2, counts="reads"),
            tag="ol",
            thumbs=False,
            dates=False,
        )
        related = chrome.story_list(
            st, "related", ui["related"], self.stories(art, now, 4), dates=True, time_tags=False
        )
        comment = (
            f'<div class="cmt-area" id="comment-area" data-aid="{art.id}">'
            f'<p class="cmt-lead"><a href="javascript:void(0);" class="cmt-open">{esc(ui["show_comments"].format(n=n))}</a></p>'
            f'<div class="cmt-inner"></div><p class="cmt-policy"><a href="/info/comment-policy/">{ui["guidelines"]}</a></p></div>'
            if art.comments_enabled
            else ""
        )
        return f"""<!DOCTYPE html>
<html lang="ja">
<head>
<meta charset="Shift_JIS">
<title>{esc(art.title)} | 東都新聞</title>
<meta name="viewport" content="width=device-width,initial-scale=1">
{self.meta_head(art)}
<link rel="stylesheet" href="/common/css/article.css">
</head>
<body>
<div id="wrapper">
<header id="header"><h1 class="logo"><a href="/">東都新聞</a></h1>
<ul class="header-tool"><li><a href="/member/login">{ui["login"]}</a></li><li><a href="/member/entry" class="btn-entry">{ui["subscribe"]}</a></li></ul>
<nav id="gnav">{nav}</nav></header>
<div id="main">
<article class="article">
<div class="article-header"><p class="article-category">{esc(art.section)}</p>
<h1 class="article-title">{esc(art.title)}</h1>
<p class="article-date"><time datetime="{when.isoformat()}">{esc(lang.datetime_long(when))}</time>（最終更新 {esc(lang.date_short(when))}）</p></div>
<figure class="article-photo"><img src="{self.img(f"a{art.id}", 800, 450)}" alt="" width="800" height="450"><figcaption>{esc(art.image_caption)}</figcaption></figure>
<div class="article-body">
<p class="lead">{esc(art.lead)}</p>
{paras}
<p class="author">【{esc(art.author)}】</p>
</div>
{chrome.share_bar(st, lang, self.url(art.path), art.title)}
{comment}
</article>
{related}
</div>
<div id="side">{ranking}{chrome.ad_slot(st, lang, ads, "side_rect", (300, 250), "iframe", spec.key)}{chrome.newsletter(st, lang, action="/mail/regist")}</div>
<footer id="footer">{chrome.link_list(st, "footer", [(x, f"/info/{i}/") for i, x in enumerate(lang.FOOTER)])}
<p class="copyright">Copyright 東都新聞社 All rights reserved.</p></footer>
</div>
<script>var TOTO = {json_script({"aid": art.id, "category": art.topic_key})};</script>
<script src="/common/js/comment.js" charset="utf-8"></script>
</body>
</html>
"""
