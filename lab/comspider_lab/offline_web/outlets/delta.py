"""Dagblad De Delta (nl-NL): comments by a third-party service (Talkwell) in a
cross-origin iframe, which itself asks for a click: "Reacties laden (42)"."""

from __future__ import annotations

import random
from datetime import datetime

from comspider_lab.offline_web import chrome
from comspider_lab.offline_web.html_util import Styler, esc
from comspider_lab.offline_web.model import (
    FRESH,
    IFRAME,
    NORMAL,
    SATURATED,
    ArrivalParams,
    Article,
    OutletSpec,
)
from comspider_lab.offline_web.sitebase import OutletSite, slugify


class Delta(OutletSite):
    spec = OutletSpec(
        key="delta",
        name="Dagblad De Delta",
        language="nl",
        lang_tag="nl-NL",
        host_index=19,
        mechanism=IFRAME,
        features=("cross_origin", "click_in_iframe", "nested", "load_more"),
        tz_minutes=60,
        plan=(NORMAL, FRESH, NORMAL, NORMAL, SATURATED, NORMAL),
        arrival=ArrivalParams(
            reaction_mean_h=1.3, decay_h=8, reply_prob=0.3, reply_delay_min=22, max_depth=2, max_replies=2
        ),
        places=("Middelburg", "Vlissingen", "Goes", "Terneuzen", "Zierikzee", "Bergen op Zoom"),
        domain="dedelta.nl",
    )
    server_header = "nginx"
    style = Styler("bem", "artstyle")
    assets = {"/static/delta.css": "delta.css"}
    comment_id_style = "hex"
    widget_config = {"click_to_load": True, "order": "newest", "page_size": 25}

    def make_path(self, art: Article) -> str:
        return f"/nieuws/{art.id}/{slugify(art.title, 70)}"

    def make_id(self, rng: random.Random, index: int) -> str:
        return f"~a{rng.randrange(10**6, 10**7)}"[2:]

    def in_iframe(self, art: Article) -> bool:
        return True

    def entry_frame_url(self, art: Article) -> str | None:
        return self.world.widget.embed_url(self, art)

    def entry_locator(self, art: Article) -> str | None:
        return "//button[@data-tw-action='load']"

    def entry_document(self, art: Article, now: datetime) -> str:
        return self.world.widget.embed_document(self, art, now)

    def render_article(self, art: Article, now: datetime) -> str:
        st, lang, ui, spec = self.style, self.lang, self.lang.UI, self.spec
        ads = self.world.base("adserver")
        when = self.local(art.published)
        paras = "\n".join(f'<p class="{st("p")}">{esc(p)}</p>' for p in art.paragraphs)
        nav = chrome.link_list(st, "nav", [(x, f"/{slugify(x)}") for x in lang.NAV])
        related = chrome.story_list(
            st, "related", ui["related"], self.stories(art, now, 4), wrapper="section"
        )
        most = chrome.story_list(
            st,
            "most-read",
            ui["most_read"],
            self.stories(art, now, 5, offset=2),
            tag="ol",
            thumbs=False,
            dates=True,
        )
        if art.comments_enabled:
            frame = (
                f'<section class="{st("comments")}" id="reacties" aria-label="{ui["comments"]}">'
                f'<h2 class="{st("comments__title")}">{ui["comments"]}</h2>'
                f'<iframe id="reacties-frame" name="talkwell-{art.id}" class="{st("comments__frame")}" src="{esc(self.world.widget.embed_url(self, art))}" '
                f'title="{ui["comments"]}" width="100%" height="420" scrolling="no" frameborder="0"></iframe>'
                f'<p class="{st("comments__rules")}"><a href="/huisregels">{ui["guidelines"]}</a></p></section>'
            )
        else:
            frame = f'<p class="{st("comments", "closed")}">{ui["comments_closed"]}</p>'
        widget = self.world.base("talkwell")
        return f"""<!DOCTYPE html>
<html lang="{spec.lang_tag}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{esc(art.title)} | De Delta</title>
{self.meta_head(art)}
<link rel="stylesheet" href="/static/delta.css">
</head>
<body class="{st("page")}">
<header class="{st("header")}"><a class="{st("header__logo")}" href="/">De Delta</a>
<nav class="{st("nav")}" aria-label="Rubrieken">{nav}</nav>
<div class="{st("header__account")}"><a href="/abonneren" class="{st("button", "cta")}">{ui["subscribe"]}</a> <a href="/inloggen" class="{st("button")}">{ui["login"]}</a></div></header>
<main class="{st("main")}">
<article class="{st("article")}">
<header class="{st("article__header")}">
<span class="{st("article__label")}">{esc(art.section)}</span>
<h1 class="{st("headline")}">{esc(art.title)}</h1>
<p class="{st("intro")}">{esc(art.lead)}</p>
<div class="{st("meta")}"><span class="{st("meta__author")}">{esc(art.author)}</span> <time class="{st("meta__date")}" datetime="{when.isoformat()}">{esc(lang.datetime_long(when))}</time></div>
</header>
<figure class="{st("figure")}"><img src="{self.img(f"a{art.id}", 960, 540)}" alt="" width="960" height="540"><figcaption>{esc(art.image_caption)}</figcaption></figure>
<div class="{st("body")}">
{paras}
</div>
{chrome.share_bar(st, lang, self.url(art.path), art.title, icons_only=True)}
</article>
{chrome.ad_slot(st, lang, ads, "rectangle", (336, 280), "iframe", spec.key)}
{frame}
{related}
</main>
<aside class="{st("aside")}">{most}{chrome.newsletter(st, lang)}</aside>
<footer class="{st("footer")}">{chrome.link_list(st, "footer", [(x, f"/service/{slugify(x)}") for x in lang.FOOTER])}<p>© {when.year} De Delta Media B.V.</p></footer>
<script>
window.addEventListener("message", function (ev) {{
  if (ev.origin !== "{widget}" || !ev.data || ev.data.talkwell !== "resize") return;
  var f = document.getElementById("reacties-frame");
  if (f) f.style.height = Math.max(ev.data.height, 200) + "px";
}});
</script>
</body>
</html>
"""
