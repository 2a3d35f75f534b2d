"""Bayview Tribune (en-US): a React-style site with hashed CSS-module classes and
data-testid attributes. Comments load when the "Show 87 comments" button is clicked, 20
threads at a time with a "Load more comments" button; replies nest three levels; "Report"
asks for confirmation in a window.confirm dialog; a "Community guidelines" link next to the
button navigates away."""

from __future__ import annotations

import random
import re
from datetime import datetime

from comspider_lab.offline_web import chrome
from comspider_lab.offline_web.html_util import Styler, esc, json_script
from comspider_lab.offline_web.model import (
    BIG,
    BUTTON,
    FRESH,
    NORMAL,
    SATURATED,
    ArrivalParams,
    Article,
    OutletSpec,
)
from comspider_lab.offline_web.server import Request, Response, json_response
from comspider_lab.offline_web.sitebase import OutletSite, slugify

_API = re.compile(r"^/api/comments/v1/threads/(\d+)$")
PAGE_SIZE = 20


class Bayview(OutletSite):
    spec = OutletSpec(
        key="bayview",
        name="Bayview Tribune",
        language="en",
        lang_tag="en-US",
        host_index=12,
        mechanism=BUTTON,
        features=("load_more", "nested", "dialog", "navigate_away", "disabled"),
        tz_minutes=-300,
        plan=(NORMAL, BIG, FRESH, NORMAL, SATURATED, BIG, "disabled"),
        arrival=ArrivalParams(
            reaction_mean_h=2.0, decay_h=10, reply_prob=0.3, reply_delay_min=30, max_depth=3, max_replies=3
        ),
        places=("Bayview", "Oakridge", "Harbor City", "Millbrook", "Cedar Falls"),
        domain="bayviewtribune.com",
        currency="$",
    )
    server_header = "cloudflare"
    style = Styler("hashed", salt="bayview")
    assets = {
        "/_next/static/chunks/pages/article-8f3a2c91.js": "article.js",
        "/_next/static/css/5e1b7d0c.css": "site.css",
    }
    comment_id_style = "b36"
    sort_order = "newest"

    def make_id(self, rng: random.Random, index: int) -> str:
        return str(rng.randrange(10**8, 10**9))

    def make_path(self, art: Article) -> str:
        d = self.local(art.published)
        return f"/{art.section_slug}/{d:%Y/%m/%d}/{slugify(art.title, 70)}/"

    def entry_locator(self, art: Article) -> str | None:
        return "//button[@data-testid='comments-button']"

    def route(self, request: Request, now: datetime) -> Response | None:
        m = _API.match(request.path)
        if not m:
            return None
        art = self.article_by_id(m.group(1))
        if art is None or art.published > now or not art.comments_enabled:
            return json_response({"error": "thread_not_found"}, 404)
        size = max(1, min(int(request.query.get("limit", PAGE_SIZE) or PAGE_SIZE), 50))
        order = request.query.get("sort", "newest")
        order = order if order in ("newest", "oldest", "top") else "newest"
        return json_response(self.page_payload(art, now, order, request.query.get("cursor") or None, size))

    def render_article(self, art: Article, now: datetime) -> str:
        st, lang, ui, spec = self.style, self.lang, self.lang.UI, self.spec
        ads = self.world.base("adserver")
        when = self.local(art.published)
        n = art.visible_count(now)
        body = []
        for i, p in enumerate(art.paragraphs):
            body.append(f'<p class="{st("body__paragraph")}" data-testid="paragraph">{esc(p)}</p>')
            if i == 2:
                body.append(chrome.ad_slot(st, lang, ads, "inline1", (300, 250), "ins", spec.key))
        if art.comments_enabled:
            label = ui["show_comments"].format(n=n) if n else ui["show_comments_zero"]
            entry = (
                f'<div class="{st("comments-entry")}" data-testid="comments-entry">'
                f'<button type="button" class="{st("comments-entry__button")}" data-testid="comments-button" '
                f'aria-controls="comments-panel" aria-expanded="false">{chrome.SPEECH_BUBBLE}<span>{esc(label)}</span></button>'
                f'<a class="{st("comments-entry__help")}" href="/help/community-guidelines">{ui["guidelines"]}</a></div>'
                f'<section id="comments-panel" class="{st("comments-panel")}" data-testid="comments-panel" aria-label="{ui["comments"]}" hidden></section>'
            )
        else:
            entry = f'<p class="{st("comments-entry__closed")}" data-testid="comments-closed">{ui["comments_closed"]}</p>'
        nav = chrome.link_list(st, "nav", [(x, f"/{slugify(x)}/") for x in lang.NAV])
        most = chrome.story_list(
            st,
            "most-read",
            ui["most_read"],
            self.stories(art, now, 5, offset=2, date_fmt="ago"),
            tag="ol",
            thumbs=True,
            dates=True,
            count_label="💬 {n}",
            wrapper="aside",
        )
        related = chrome.story_list(
            st,
            "related",
            ui["related"],
            self.stories(art, now, 3),
            wrapper="section",
            dates=True,
            section_labels=True,
        )
        sponsored = chrome.sponsored(
            st,
            lang,
            ads,
            spec.key,
            [
                ("Homeowners in California are doing this to cut their power bill", "SolarSmart"),
                ("The one kitchen gadget chefs can't stop talking about", "KitchenDeals"),
                ("Seniors born before 1965 may be eligible for this benefit", "BenefitsNow"),
                ("This new mattress is selling out everywhere", "SleepWell"),
            ],
        )
        data = {
            "props": {
                "pageProps": {
                    "article": {
                        "id": art.id,
                        "section": art.section,
                        "commentsEnabled": art.comments_enabled,
                        "commentCount": n,
                    }
                }
            },
            "page": "/[section]/[...slug]",
            "buildId": "bVw2x9-tribune",
        }
        footer = chrome.footer_columns(
            st,
            [
                ("Bayview Tribune", [(x, f"/about/{slugify(x)}") for x in lang.FOOTER[:5]]),
                ("Services", [(x, f"/about/{slugify(x)}") for x in lang.FOOTER[5:]]),
            ],
        )
        return f"""<!DOCTYPE html>
<html lang="{spec.lang_tag}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>{esc(art.title)} - Bayview Tribune</title>
{self.meta_head(art, comment_count=n)}
<link rel="stylesheet" href="/_next/static/css/5e1b7d0c.css">
<style data-emotion="css {st("header").split()[0][4:]} {st("body").split()[0][4:]}">.{st("body").split()[0]}{{max-width:680px;margin:0 auto}}.{st("header").split()[0]}{{border-bottom:1px solid #ddd}}</style>
</head>
<body>
<div id="__next">
<header class="{st("header")}" data-testid="site-header">
<div class="{st("header__bar")}"><button class="{st("header__menu")}" aria-label="{ui["menu"]}" data-testid="menu-button"><span></span><span></span><span></span></button>
<a class="{st("header__logo")}" href="/" data-testid="logo">Bayview Tribune</a>
<div class="{st("header__actions")}"><a class="{st("header__subscribe")}" href="/subscribe?itid=hp_top" data-testid="subscribe-button">{ui["subscribe"]}</a>
<a class="{st("header__signin")}" href="/account/signin" data-testid="sign-in-button">{ui["login"]}</a></div></div>
<nav class="{st("nav")}" aria-label="Sections" data-testid="main-nav">{nav}</nav>
</header>
<main id="main-content" class="{st("main")}">
<article class="{st("article")}" data-testid="article">
<div class="{st("kicker")}" data-testid="kicker"><a href="/{art.section_slug}/">{esc(art.section)}</a></div>
<h1 class="{st("headline")}" data-testid="headline">{esc(art.title)}</h1>
<p class="{st("dek")}" data-testid="subheadline">{esc(art.lead)}</p>
<div class="{st("byline")}" data-testid="byline"><span>{ui["by"]} <a href="/people/{slugify(art.author)}/" rel="author">{esc(art.author)}</a></span>
<span class="{st("byline__sep")}" aria-hidden="true">·</span><time class="{st("byline__date")}" datetime="{when.isoformat()}">{esc(lang.datetime_long(when))} EST</time>
<span class="{st("byline__sep")}" aria-hidden="true">·</span><span>{ui["min_read"].format(n=3 + len(art.paragraphs) // 2)}</span></div>
{chrome.share_bar(st, lang, self.url(art.path), art.title, icons_only=True)}
<figure class="{st("figure")}"><img src="{self.img(f"a{art.id}", 1200, 675)}" alt="" width="1200" height="675" loading="eager"><figcaption class="{st("figure__caption")}">{esc(art.image_caption)}</figcaption></figure>
<div class="{st("body")}" data-testid="article-body">
{chr(10).join(body)}
</div>
</article>
{entry}
{related}
{chrome.newsletter(st, lang, action="/newsletters/signup")}
{sponsored}
{most}
</main>
<footer class="{st("footer")}" data-testid="footer">{footer}<p class="{st("footer__copy")}">© {when.year} Bayview Tribune Media Group</p></footer>
</div>
<script id="__NEXT_DATA__" type="application/json">{json_script(data)}</script>
<script src="/_next/static/chunks/pages/article-8f3a2c91.js" defer></script>
</body>
</html>
"""
