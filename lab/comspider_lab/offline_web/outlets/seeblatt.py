"""Seeblatt (de-DE): a slow lazy widget. The comment placeholder at the bottom of the page
starts loading only when it scrolls into view, then takes some seconds: a loader script
(answered after 0.6 s) that waits 0.7 s and fetches the vendor bundle (0.8 s), which
starts 0.5 s after it loaded and fetches the comments (1.0 s). Between the steps nothing
is in flight; nothing needs a click."""

from __future__ import annotations

import random
from datetime import datetime

from comspider_lab.offline_web import hardkit
from comspider_lab.offline_web.html_util import Styler, esc
from comspider_lab.offline_web.model import (
    FRESH,
    NORMAL,
    SATURATED,
    SCROLL,
    SLOW_LAZY,
    ArrivalParams,
    Article,
    OutletSpec,
)
from comspider_lab.offline_web.server import Request, Response, json_response, text_response
from comspider_lab.offline_web.sitebase import OutletSite, asset_text, slugify

# path -> (asset file, seconds before the answer)
_SLOW = {
    "/widgets/kommentare/loader.js": ("loader.js", 0.6),
    "/widgets/kommentare/vendor.js": ("vendor.js", 0.8),
}
API_DELAY = 1.0

_PLACEHOLDER_JS = """(function () {
  var box = document.getElementById("kommentare");
  if (!box || !("IntersectionObserver" in window)) return;
  var io = new IntersectionObserver(function (entries) {
    if (!entries.some(function (e) { return e.isIntersecting; })) return;
    io.disconnect();
    var s = document.createElement("script");
    s.src = "/widgets/kommentare/loader.js?v=3";
    document.head.appendChild(s);
  }, {threshold: 0.25});
  io.observe(box);
})();"""


class Seeblatt(OutletSite):
    spec = OutletSpec(
        key="seeblatt",
        name="Seeblatt",
        language="de",
        lang_tag="de-DE",
        host_index=38,
        mechanism=SLOW_LAZY,
        features=("lazy", "slow_widget", "script_chain", "nested"),
        tz_minutes=60,
        plan=(NORMAL, FRESH, NORMAL, SATURATED, NORMAL),
        arrival=ArrivalParams(
            reaction_mean_h=1.4, decay_h=9, reply_prob=0.25, reply_delay_min=30, max_depth=1, max_replies=2
        ),
        places=("Konstanz", "Friedrichshafen", "Lindau", "Überlingen", "Radolfzell"),
        domain="seeblatt.de",
    )
    server_header = "nginx"
    style = Styler("plain", prefix="sb-")
    sort_order = "oldest"

    def make_id(self, rng: random.Random, index: int) -> str:
        return str(rng.randrange(10**6, 10**7) * 10 + index)

    def make_path(self, art: Article) -> str:
        return f"/{art.section_slug}/{slugify(art.title, 60)}-{art.id}.html"

    def entry_point(self, art: Article, now: datetime) -> str | None:
        return SCROLL if art.comments_enabled and not art.paywalled else None

    def route(self, request: Request, now: datetime) -> Response | None:
        if request.path in _SLOW:
            file, delay = _SLOW[request.path]
            self.world.stopping.wait(delay)
            return text_response(asset_text("seeblatt", file), "application/javascript; charset=utf-8")
        if request.path == "/widgets/kommentare/api":
            art = self.article_by_id(request.query.get("artikel", ""))
            if art is None or art.published > now or not art.comments_enabled:
                return json_response({"fehler": "unbekannt"}, 404)
            self.world.stopping.wait(API_DELAY)
            now = self.world.clock.now()  # the thread as it is when the answer leaves
            return json_response({"comments": hardkit.all_threads(self, art, now, self.sort_order)})
        return None

    def render_article(self, art: Article, now: datetime) -> str:
        ui = self.lang.UI
        widget = (
            f'<section class="sb-diskussion"><h2>{esc(ui["comments"])}</h2>'
            f'<div id="kommentare" class="sb-kommentare" data-artikel="{art.id}" style="min-height:200px">'
            f'<p class="sb-kommentare__hinweis">{esc(ui["comments_n"].format(n=art.visible_count(now)))}</p></div></section>'
            if art.comments_enabled
            else ""
        )
        filler = "".join(
            f'<div class="sb-teaser" style="height:260px"><a href="{esc(s.href)}">{esc(s.title)}</a></div>'
            for s in self.stories(art, now, 4, offset=2)
        )
        main = (
            f'<article class="sb-artikel">{hardkit.article_block(self, art, now, cls="sb-artikel")}</article>'
            f'<section class="sb-mehr"><h2>Mehr zum Thema</h2>{filler}</section>{widget}'
        )
        return hardkit.article_page(self, art, now, main=main, scripts=f"<script>{_PLACEHOLDER_JS}</script>")
