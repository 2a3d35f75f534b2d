"""Вечерний вестник (ru-RU): Yandex-style BEM classes (b-comment_level_2). About two to four
seconds after the page has loaded, without any action, the comment script receives the
comments (the comment API answers slowly) and renders them as a flat list in thread
order, replies marked by level modifiers and a link to their parent."""

from __future__ import annotations

import re
from datetime import datetime

from comspider_lab.offline_web import chrome
from comspider_lab.offline_web.html_util import Styler, esc, json_script
from comspider_lab.offline_web.model import (
    DELAYED,
    FRESH,
    NORMAL,
    SATURATED,
    STATIC,
    ArrivalParams,
    Article,
    OutletSpec,
)
from comspider_lab.offline_web.server import Request, Response, json_response
from comspider_lab.offline_web.sitebase import OutletSite

_API = re.compile(r"^/api/v2/materials/(\d+)/comments$")


class Vestnik(OutletSite):
    spec = OutletSpec(
        key="vestnik",
        name="Вечерний вестник",
        language="ru",
        lang_tag="ru-RU",
        host_index=22,
        mechanism=DELAYED,
        features=("delayed", "nested", "flat_nesting", "disabled"),
        tz_minutes=180,
        plan=(NORMAL, FRESH, NORMAL, NORMAL, SATURATED, "disabled"),
        arrival=ArrivalParams(
            reaction_mean_h=0.8, decay_h=7, reply_prob=0.4, reply_delay_min=15, max_depth=3, max_replies=2
        ),
        places=("Казань", "Самара", "Нижний Новгород", "Ярославль", "Тверь", "Калуга"),
        domain="vecherniy-vestnik.ru",
        currency="₽",
    )
    server_header = "nginx"
    style = Styler("yandex")
    assets = {"/static/js/comments.bundle.js": "comments.js", "/static/css/main.css": "main.css"}
    sort_order = "oldest"

    def make_path(self, art: Article) -> str:
        return f"/{art.section_slug}/{art.id}.html"

    def entry_point(self, art: Article, now: datetime) -> str | None:
        return STATIC if art.comments_enabled else None

    def route(self, request: Request, now: datetime) -> Response | None:
        m = _API.match(request.path)
        if not m:
            return None
        art = self.article_by_id(m.group(1))
        if art is None or art.published > now or not art.comments_enabled:
            return json_response({"ok": False, "error": "material not found"}, 404)
        # The comment service is slow: it answers 2-4 s late (interrupted when the web stops).
        self.world.stopping.wait(art.delay_ms / 1000.0)
        now = self.world.clock.now()
        items = [
            {
                "id": c.id,
                "parent_id": c.parent,
                "level": c.depth,
                "author": {"name": c.author, "avatar": self.url(c.avatar)},
                "badge": c.badge,
                "created": c.published.astimezone(self.spec.tz).isoformat(),
                "created_human": self.lang.ago((now - c.published).total_seconds()),
                "rating": c.likes,
                "text_html": self.comment_body(c),
            }
            for c in self.displayed(art, now)
        ]
        return json_response({"ok": True, "count": len(items), "items": items})

    def render_article(self, art: Article, now: datetime) -> str:
        st, lang, ui, spec = self.style, self.lang, self.lang.UI, self.spec
        ads = self.world.base("adserver")
        when = self.local(art.published)
        n = art.visible_count(now)
        paras = "\n".join(f'<p class="b-material__p">{esc(p)}</p>' for p in art.paragraphs)
        nav = chrome.link_list(st, "menu", [(x, f"/{i}/") for i, x in enumerate(lang.NAV)])
        most = chrome.story_list(
            st,
            "top",
            ui["most_read"],
            self.stories(art, now, 5, offset=2, counts="reads"),
            tag="ol",
            thumbs=False,
            dates=False,
            count_label="👁 {n}",
        )
        related = chrome.story_list(st, "related", ui["related"], self.stories(art, now, 4), dates=True)
        comments = (
            f'<div class="b-comments i-bem" id="comments" data-material="{art.id}">'
            f'<div class="b-comments__head"><h2 class="b-comments__title">{ui["comments"]} <sup class="b-comments__count">{n}</sup></h2></div>'
            f'<div class="b-comments__list"><div class="b-spinner b-spinner_visible">{ui["loading"]}</div></div>'
            f'<div class="b-comments__form"><a class="b-button b-button_theme_login" href="/auth/">{ui["login_to_comment"]}</a></div></div>'
            if art.comments_enabled
            else f'<div class="b-comments b-comments_closed"><p>{ui["comments_closed"]}</p></div>'
        )
        return f"""<!DOCTYPE html>
<html lang="{spec.lang_tag}" class="i-ua_js_no">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{esc(art.title)} — {spec.name}</title>
{self.meta_head(art)}
<link rel="stylesheet" href="/static/css/main.css">
</head>
<body class="b-page b-page_type_material">
<div class="b-header"><a class="b-header__logo" href="/">Вечерний <span>вестник</span></a>
<div class="b-header__user"><a class="b-link" href="/auth/">{ui["login"]}</a> <a class="b-button b-button_theme_action" href="/subscribe/">{ui["subscribe"]}</a></div></div>
<div class="b-menu-wrap">{nav}</div>
{chrome.ad_slot(st, lang, ads, "top_banner", (970, 90), "div", spec.key)}
<div class="b-layout">
<div class="b-layout__main">
<div class="b-material" itemscope itemtype="https://schema.org/NewsArticle">
<div class="b-material__rubric">{esc(art.section)}</div>
<h1 class="b-material__title" itemprop="headline">{esc(art.title)}</h1>
<div class="b-material__lead">{esc(art.lead)}</div>
<div class="b-material__info"><span class="b-material__author" itemprop="author">{esc(art.author)}</span>
<time class="b-material__date" itemprop="datePublished" datetime="{when.isoformat()}">{esc(lang.datetime_long(when))}</time></div>
<div class="b-material__photo"><img src="{self.img(f"a{art.id}", 900, 506)}" alt="" width="900" height="506"><div class="b-material__caption">{esc(art.image_caption)}</div></div>
<div class="b-material__text" itemprop="articleBody">
{paras}
</div>
{chrome.share_bar(st, lang, self.url(art.path), art.title)}
</div>
{comments}
{related}
</div>
<div class="b-layout__side">{most}{chrome.ad_slot(st, lang, ads, "side", (240, 400), "iframe", spec.key)}{chrome.newsletter(st, lang, name="subscribe")}</div>
</div>
<div class="b-footer">{chrome.link_list(st, "footer", [(x, f"/about/{i}/") for i, x in enumerate(lang.FOOTER)])}<p>© {when.year} «Вечерний вестник». 18+</p></div>
<script>window.__VV__ = {json_script({"materialId": art.id, "rubric": art.topic_key})};</script>
<script src="/static/js/comments.bundle.js" defer></script>
</body>
</html>
"""
