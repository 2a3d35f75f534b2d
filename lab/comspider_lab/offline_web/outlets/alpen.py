"""Alpenländische Rundschau (de-AT): "Postings" rendered as custom elements
(<ar-posting>) by a community script that fetches them only when the section scrolls into
view (IntersectionObserver). Fifteen threads per page and a "Weitere Postings laden"
button; replies nest up to four levels and stay collapsed behind "2 Antworten anzeigen"."""

from __future__ import annotations

import random
import re
from datetime import datetime

from comspider_lab.offline_web import chrome
from comspider_lab.offline_web.html_util import Styler, esc
from comspider_lab.offline_web.model import (
    BIG,
    FRESH,
    NORMAL,
    SATURATED,
    SCROLL,
    ArrivalParams,
    Article,
    Comment,
    OutletSpec,
)
from comspider_lab.offline_web.server import Request, Response, json_response
from comspider_lab.offline_web.sitebase import OutletSite, slugify
from comspider_lab.offline_web.threads import page

_API = re.compile(r"^/api/community/v2/threads/(\d+)/postings$")
PAGE_SIZE = 15
_UTIL = {
    "nav__list": "flex gap-4 text-sm font-semibold uppercase tracking-wide",
    "nav__item": "shrink-0",
    "nav__link": "hover:underline",
}


class Alpen(OutletSite):
    spec = OutletSpec(
        key="alpen",
        name="Alpenländische Rundschau",
        language="de",
        lang_tag="de-AT",
        host_index=14,
        mechanism=SCROLL,
        features=("load_more", "nested", "reply_toggles"),
        tz_minutes=60,
        plan=(NORMAL, BIG, FRESH, NORMAL, SATURATED, NORMAL),
        arrival=ArrivalParams(
            reaction_mean_h=0.7, decay_h=9, reply_prob=0.4, reply_delay_min=18, max_depth=4, max_replies=3
        ),
        places=("Innsbruck", "Salzburg", "Graz", "Linz", "Klagenfurt", "Bregenz"),
        domain="alpenrundschau.at",
    )
    server_header = "nginx/1.24.0"
    style = Styler("utility", salt="alpen", utility=_UTIL)
    assets = {"/static/community/postings.4b2c.js": "postings.js", "/static/rundschau.css": "rundschau.css"}
    sort_order = "newest"
    image_dir = "bilder"

    def make_path(self, art: Article) -> str:
        return f"/{art.section_slug}/{art.id}/{slugify(art.title, 70)}"

    def make_id(self, rng: random.Random, index: int) -> str:
        return str(3_000_000_000 + rng.randrange(10**8))

    def route(self, request: Request, now: datetime) -> Response | None:
        m = _API.match(request.path)
        if not m:
            return None
        art = self.article_by_id(m.group(1))
        if art is None or art.published > now:
            return json_response({"error": {"code": 404, "message": "Thread not found"}}, 404)
        try:
            number = max(1, int(request.query.get("page", "1")))
        except ValueError:
            number = 1
        visible = self.visible(art, now)
        tops = [c for c in visible if c.parent is None][::-1]  # newest first
        after = (
            tops[(number - 1) * PAGE_SIZE - 1].id
            if number > 1 and len(tops) >= (number - 1) * PAGE_SIZE
            else None
        )
        chosen: list[Comment]
        if number > 1 and after is None:
            chosen, left = [], 0
        else:
            chosen, _, left = page(visible, "newest", after, PAGE_SIZE)
        return json_response(
            {
                "threadId": art.id,
                "serverTime": now.isoformat(),
                "total": len(visible),
                "page": number,
                "hasMore": left > 0,
                "nextPage": number + 1 if left > 0 else None,
                "postings": [
                    {
                        "postingId": c.id,
                        "parentId": c.parent,
                        "level": c.depth,
                        "user": {"name": c.author, "avatarUrl": self.url(c.avatar), "badge": c.badge},
                        "createdAt": c.published.astimezone(self.spec.tz).isoformat(),
                        "createdAtText": self.lang.ago((now - c.published).total_seconds()),
                        "ratings": {"positive": c.likes, "negative": c.likes // 4},
                        "contentHtml": self.comment_body(c),
                    }
                    for c in chosen
                ],
            }
        )

    def render_article(self, art: Article, now: datetime) -> str:
        st, lang, ui, spec = self.style, self.lang, self.lang.UI, self.spec
        ads = self.world.base("adserver")
        when = self.local(art.published)
        n = art.visible_count(now)
        body = "\n".join(f'<p class="mb-4 leading-relaxed">{esc(p)}</p>' for p in art.paragraphs)
        nav = chrome.link_list(st, "nav", [(x, f"/{slugify(x)}") for x in lang.NAV])
        related = chrome.story_list(
            Styler("utility", salt="alpen-rel"),
            "related",
            ui["related"],
            self.stories(art, now, 4),
            wrapper="section",
            heading_tag="h2",
        )
        most = chrome.story_list(
            Styler("utility", salt="alpen-top"),
            "most-read",
            ui["most_read"],
            self.stories(art, now, 5, offset=2, date_fmt="ago"),
            tag="ol",
            thumbs=False,
            count_label="{n} Postings",
        )
        footer = chrome.link_list(
            Styler("utility", salt="alpen-foot"), "footer", [(x, f"/info/{slugify(x)}") for x in lang.FOOTER]
        )
        postings = (
            f'<section id="postings" class="mt-12 border-t-4 border-black pt-6" data-community-thread="{art.id}" '
            f'aria-label="Postings"><header class="flex items-baseline justify-between mb-4">'
            f'<h2 class="text-2xl font-bold">Postings <span class="text-gray-500">({n})</span></h2>'
            f'<a class="text-sm underline" href="/community/richtlinien">Community-Richtlinien</a></header>'
            f'<div class="postings-container" data-state="idle"><div class="py-8 text-center text-gray-500">'
            f"Postings werden geladen …</div></div></section>"
        )
        return f"""<!DOCTYPE html>
<html lang="{spec.lang_tag}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{esc(art.title)} - {esc(art.section)} - {spec.name}</title>
{self.meta_head(art, twitter=False)}
<link rel="stylesheet" href="/static/rundschau.css">
<script src="/static/community/postings.4b2c.js" defer></script>
</head>
<body class="bg-white text-gray-900 antialiased">
<header class="border-b border-gray-300">
<div class="mx-auto max-w-6xl flex items-center justify-between px-4 py-3">
<a href="/" class="text-3xl font-black tracking-tight">Alpenländische <span class="text-red-700">Rundschau</span></a>
<div class="flex gap-2"><a class="rounded bg-red-700 px-3 py-1 text-white" href="/abo">{ui["subscribe"]}</a><a class="rounded border px-3 py-1" href="/login">{ui["login"]}</a></div>
</div>
<nav class="mx-auto max-w-6xl px-4 py-2 overflow-x-auto" aria-label="Ressorts">{nav}</nav>
</header>
<main class="mx-auto max-w-6xl px-4 grid grid-cols-1 lg:grid-cols-3 gap-8">
<div class="lg:col-span-2">
<article class="story" data-story-id="{art.id}">
<p class="text-sm font-semibold uppercase text-red-700">{esc(art.section)}</p>
<h1 class="text-4xl font-bold leading-tight my-2">{esc(art.title)}</h1>
<p class="text-xl text-gray-700 mb-4">{esc(art.lead)}</p>
<div class="flex gap-3 text-sm text-gray-600 mb-4"><span>{esc(art.author)}</span><time datetime="{when.isoformat()}">{esc(lang.datetime_long(when))}</time></div>
<figure class="mb-6"><img class="w-full" src="{self.img(f"a{art.id}", 1000, 560)}" alt="" width="1000" height="560"><figcaption class="text-xs text-gray-500">{esc(art.image_caption)}</figcaption></figure>
<div class="story-body text-lg">
{body}
</div>
{chrome.share_bar(Styler("utility", salt="alpen-share"), lang, self.url(art.path), art.title, icons_only=True)}
</article>
{chrome.ad_slot(st, lang, ads, "billboard", (970, 250), "iframe", spec.key)}
{related}
{chrome.newsletter(Styler("utility", salt="alpen-nl"), lang)}
{postings}
</div>
<aside class="space-y-8">
{most}
{chrome.ad_slot(st, lang, ads, "halfpage", (300, 600), "div", spec.key)}
</aside>
</main>
<footer class="mt-16 bg-gray-900 text-gray-200 py-10"><div class="mx-auto max-w-6xl px-4">{footer}<p class="mt-4 text-xs">© {when.year} Rundschau Medien GmbH, Innsbruck</p></div></footer>
</body>
</html>
"""
