"""The Shannon Observer (en-IE): long threads (100-170 comments) in a Disqus-like widget
in the page: 10 threads at a time behind "Load more comments", and each thread's replies
(two levels) behind its own "Show N replies" button, fetched when clicked. Reading a big
thread whole takes some fifty clicks."""

from __future__ import annotations

import json
import random
from datetime import datetime

from comspider_lab.offline_web import hardkit
from comspider_lab.offline_web.html_util import Styler, esc
from comspider_lab.offline_web.model import (
    BIG,
    NORMAL,
    PAGED_THREAD,
    ArrivalParams,
    Article,
    OutletSpec,
)
from comspider_lab.offline_web.server import Request, Response, json_response
from comspider_lab.offline_web.sitebase import OutletSite, slugify


class Shannon(OutletSite):
    spec = OutletSpec(
        key="shannon",
        name="The Shannon Observer",
        language="en",
        lang_tag="en-IE",
        host_index=33,
        mechanism=PAGED_THREAD,
        features=("load_more", "reply_toggles", "long_thread", "nested"),
        tz_minutes=0,
        plan=(BIG, BIG, NORMAL, BIG, BIG),
        arrival=ArrivalParams(
            reaction_mean_h=0.8, decay_h=12, reply_prob=0.35, reply_delay_min=20, max_depth=2, max_replies=3
        ),
        places=("Limerick", "Ennis", "Athlone", "Galway", "Tralee"),
        domain="shannonobserver.ie",
        currency="€",
    )
    server_header = "cloudflare"
    style = Styler("bem", "so")
    assets = {"/js/discussion.embed.js": "discussion.js"}
    sort_order = "oldest"

    def make_id(self, rng: random.Random, index: int) -> str:
        return str(rng.randrange(10**7, 10**8) * 10 + index)

    def make_path(self, art: Article) -> str:
        d = self.local(art.published)
        return f"/news/{d:%Y}/{d:%m}/{d:%d}/{slugify(art.title, 60)}/"

    def _article(self, request: Request, now: datetime) -> Article | None:
        art = self.article_by_id(request.query.get("article", ""))
        if art is None or art.published > now or not art.comments_enabled:
            return None
        return art

    def route(self, request: Request, now: datetime) -> Response | None:
        if request.path == "/api/discussion/threads":
            art = self._article(request, now)
            if art is None:
                return json_response({"error": "not_found"}, 404)
            return json_response(
                hardkit.threads_page(self, art, now, self.sort_order, request.query.get("after"), 10)
            )
        if request.path == "/api/discussion/replies":
            art = self._article(request, now)
            replies = hardkit.replies_of(self, art, now, request.query.get("comment", "")) if art else None
            if replies is None:
                return json_response({"error": "not_found"}, 404)
            return json_response({"replies": replies})
        return None

    def render_article(self, art: Article, now: datetime) -> str:
        ui = self.lang.UI
        config = {
            "article": art.id,
            "loadMore": ui["load_more"],
            "repliesShow": ui["replies_show"],
            "reply": ui["reply"],
            "loading": ui["loading"],
        }
        widget = (
            f'<section class="so-comments" id="comments"><h2 class="so-comments__title">{esc(ui["comments_n"].format(n=art.visible_count(now)))}</h2>'
            f'<div id="discussion" class="sd-thread" data-config=\'{esc(json.dumps(config))}\'></div></section>'
            if art.comments_enabled
            else ""
        )
        main = f'<article class="so-article">{hardkit.article_block(self, art, now, cls="so-article")}</article>\n{widget}'
        return hardkit.article_page(
            self, art, now, main=main, scripts='<script src="/js/discussion.embed.js" defer></script>'
        )
