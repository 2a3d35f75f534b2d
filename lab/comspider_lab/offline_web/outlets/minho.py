"""Gazeta do Minho (pt-PT): the comments are a Parlo thread, a vendor on another site. A
click on "Ver os 23 comentários" in the page mounts the thread's iframe (an
out-of-process frame that appears only after the click); inside it, 10 threads at a time
behind "Ver mais comentários" and each thread's replies behind "Ver N respostas"."""

from __future__ import annotations

import random
from datetime import datetime

from comspider_lab.offline_web import hardkit
from comspider_lab.offline_web.html_util import Styler, esc
from comspider_lab.offline_web.model import (
    BIG,
    CROSS_SITE_FRAME,
    FRESH,
    NORMAL,
    SATURATED,
    ArrivalParams,
    Article,
    OutletSpec,
)
from comspider_lab.offline_web.sitebase import OutletSite, slugify


class Minho(OutletSite):
    spec = OutletSpec(
        key="minho",
        name="Gazeta do Minho",
        language="pt",
        lang_tag="pt-PT",
        host_index=36,
        mechanism=CROSS_SITE_FRAME,
        features=("cross_site", "iframe_after_click", "load_more", "reply_toggles", "nested"),
        tz_minutes=0,
        plan=(NORMAL, BIG, FRESH, SATURATED, NORMAL),
        arrival=ArrivalParams(
            reaction_mean_h=1.2, decay_h=9, reply_prob=0.35, reply_delay_min=30, max_depth=2, max_replies=2
        ),
        places=("Braga", "Guimarães", "Viana do Castelo", "Barcelos", "Famalicão"),
        domain="gazetadominho.pt",
    )
    server_header = "nginx"
    style = Styler("bem", "gm")
    uses_parlo = True
    sort_order = "newest"

    def make_id(self, rng: random.Random, index: int) -> str:
        return str(rng.randrange(10**5, 10**6) * 10 + index)

    def make_path(self, art: Article) -> str:
        d = self.local(art.published)
        return f"/{art.section_slug}/{d:%Y-%m-%d}-{slugify(art.title, 60)}"

    def entry_locator(self, art: Article) -> str | None:
        return "//button[@data-parlo-open]"

    def in_iframe(self, art: Article) -> bool:
        return True

    def entry_frame_url(self, art: Article) -> str | None:
        return self.world.parlo.embed_url(self, art)

    def render_article(self, art: Article, now: datetime) -> str:
        ui = self.lang.UI
        n = art.visible_count(now)
        parlo = self.world.base("parlo")
        widget = (
            f'<section class="gm-comentarios" id="comentarios"><h2>{esc(ui["comments"])}</h2>'
            f'<button type="button" class="gm-comentarios__abrir" data-parlo-open="parlo-{art.id}">'
            f"{esc(ui['show_comments'].format(n=n))}</button>"
            f'<div id="parlo-{art.id}" class="parlo-embed" data-site="{self.name}" data-thread="{art.id}"></div></section>'
            if art.comments_enabled
            else ""
        )
        main = f'<article class="gm-noticia">{hardkit.article_block(self, art, now, cls="gm-noticia")}</article>\n{widget}'
        return hardkit.article_page(
            self, art, now, main=main, scripts=f'<script src="{parlo}/sdk.js" async></script>'
        )
