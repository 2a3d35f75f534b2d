"""Helvetia Heute (de-CH): the comment vendor's web component (``<hh-forum>``) attaches a
*closed* shadow root and keeps it to itself; a "Kommentare anzeigen (23)" button inside
that root loads the whole thread into it. Nothing of it is reachable from the document
unless the root is opened before the page's scripts run."""

from __future__ import annotations

import random
from datetime import datetime

from comspider_lab.offline_web import hardkit
from comspider_lab.offline_web.html_util import Styler, absolute_xpath, esc
from comspider_lab.offline_web.model import (
    FRESH,
    NORMAL,
    SATURATED,
    SHADOW_CLOSED,
    ArrivalParams,
    Article,
    OutletSpec,
)
from comspider_lab.offline_web.server import Request, Response, json_response
from comspider_lab.offline_web.sitebase import OutletSite, slugify


class Helvetia(OutletSite):
    spec = OutletSpec(
        key="helvetia",
        name="Helvetia Heute",
        language="de",
        lang_tag="de-CH",
        host_index=32,
        mechanism=SHADOW_CLOSED,
        features=("shadow_dom", "closed_shadow_root", "click_in_shadow_root", "nested", "disabled"),
        tz_minutes=60,
        plan=(NORMAL, NORMAL, FRESH, SATURATED, "disabled"),
        arrival=ArrivalParams(
            reaction_mean_h=1.5, decay_h=9, reply_prob=0.3, reply_delay_min=30, max_depth=2, max_replies=2
        ),
        places=("Winterthur", "Luzern", "St. Gallen", "Biel", "Thun"),
        domain="helvetia-heute.ch",
        currency="CHF",
    )
    server_header = "Apache"
    style = Styler("plain", prefix="hh-")
    assets = {"/assets/forum-widget.min.js": "forum.js"}
    sort_order = "newest"

    def make_id(self, rng: random.Random, index: int) -> str:
        return f"{rng.randrange(10**5, 10**6)}{index}"

    def make_path(self, art: Article) -> str:
        return f"/{art.section_slug}/{slugify(art.title, 50)}-ld.{art.id}"

    def entry_point(self, art: Article, now: datetime) -> str | None:
        """The button inside the closed shadow root, in the collector's notation."""
        if art.paywalled or not art.comments_enabled:
            return None
        host = absolute_xpath(self.render_article(art, now), "//hh-forum")
        return f"{host}/#shadow-root/div/button" if host else None

    def route(self, request: Request, now: datetime) -> Response | None:
        if request.path != "/forum/api/beitraege":
            return None
        art = self.article_by_id(request.query.get("artikel", ""))
        if art is None or art.published > now or not art.comments_enabled:
            return json_response({"error": "unbekannt"}, 404)
        return json_response({"comments": hardkit.all_threads(self, art, now, self.sort_order)})

    def render_article(self, art: Article, now: datetime) -> str:
        ui = self.lang.UI
        n = art.visible_count(now)
        widget = (
            f'<section class="hh-forum-box" id="kommentare"><h2>{esc(ui["comments"])}</h2>'
            f'<hh-forum data-id="{esc(art.id)}" data-count="{n}" data-label="{esc(ui["show_comments"].format(n=n))}"></hh-forum></section>'
            if art.comments_enabled
            else f'<p class="hh-geschlossen">{esc(ui["comments_closed"])}</p>'
        )
        main = f'<article class="beitrag">{hardkit.article_block(self, art, now, cls="beitrag")}</article>\n{widget}'
        return hardkit.article_page(
            self, art, now, main=main, scripts='<script src="/assets/forum-widget.min.js" defer></script>'
        )
