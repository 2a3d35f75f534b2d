"""The Kestrel Post (en-AU): the comments are a web component (``<kp-discussion>``) that
renders the thread into an open shadow root as soon as the page has loaded, 10 threads
at a time with a "Load more comments" button inside the shadow root; replies nested
two levels. ``page.content()`` shows only the empty host element."""

from __future__ import annotations

import random
import re
from datetime import datetime

from comspider_lab.offline_web import hardkit
from comspider_lab.offline_web.html_util import Styler, esc
from comspider_lab.offline_web.model import (
    BIG,
    FRESH,
    NORMAL,
    SATURATED,
    SHADOW_OPEN,
    ArrivalParams,
    Article,
    OutletSpec,
)
from comspider_lab.offline_web.server import Request, Response, json_response
from comspider_lab.offline_web.sitebase import OutletSite, slugify

_API = re.compile(r"^/api/discussion/(\d+)$")


class Kestrel(OutletSite):
    spec = OutletSpec(
        key="kestrel",
        name="The Kestrel Post",
        language="en",
        lang_tag="en-AU",
        host_index=31,
        mechanism=SHADOW_OPEN,
        features=("shadow_dom", "load_more", "nested"),
        tz_minutes=600,
        plan=(NORMAL, BIG, FRESH, NORMAL, SATURATED),
        arrival=ArrivalParams(
            reaction_mean_h=1.2, decay_h=8, reply_prob=0.3, reply_delay_min=25, max_depth=2, max_replies=3
        ),
        places=("Ballarat", "Bendigo", "Geelong", "Wollongong", "Townsville"),
        domain="kestrelpost.com.au",
        currency="$",
    )
    server_header = "nginx"
    style = Styler("bem", "kp")
    assets = {"/static/discussion.3f9a1c.js": "discussion.js"}
    sort_order = "oldest"

    def make_id(self, rng: random.Random, index: int) -> str:
        return str(rng.randrange(10**6, 10**7) * 10 + index)

    def make_path(self, art: Article) -> str:
        return f"/{art.section_slug}/{slugify(art.title, 60)}-{art.id}"

    def route(self, request: Request, now: datetime) -> Response | None:
        m = _API.match(request.path)
        if not m:
            return None
        art = self.article_by_id(m.group(1))
        if art is None or art.published > now or not art.comments_enabled:
            return json_response({"error": "not_found"}, 404)
        try:
            size = max(1, min(int(request.query.get("limit", "10")), 50))
        except ValueError:
            size = 10
        return json_response(
            hardkit.threads_with_replies(self, art, now, self.sort_order, request.query.get("after"), size)
        )

    def render_article(self, art: Article, now: datetime) -> str:
        widget = (
            f'<kp-discussion id="comments" data-article="{esc(art.id)}"></kp-discussion>'
            if art.comments_enabled
            else ""
        )
        main = (
            f'<article class="story">{hardkit.article_block(self, art, now, cls="story")}</article>\n{widget}'
        )
        return hardkit.article_page(
            self, art, now, main=main, scripts='<script src="/static/discussion.3f9a1c.js" defer></script>'
        )
