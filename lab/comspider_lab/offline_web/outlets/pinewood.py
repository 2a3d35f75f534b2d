"""The Pinewood Courier (en-US): a small WordPress site. Comments are a Talkwell thread
whose iframe is created only when the placeholder scrolls into view (lazy embed); the
widget then loads the comments by itself."""

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
    SCROLL,
    ArrivalParams,
    Article,
    OutletSpec,
)
from comspider_lab.offline_web.sitebase import OutletSite, slugify


class Pinewood(OutletSite):
    spec = OutletSpec(
        key="pinewood",
        name="The Pinewood Courier",
        language="en",
        lang_tag="en-US",
        host_index=23,
        mechanism=IFRAME,
        features=("cross_origin", "lazy_iframe", "nested"),
        tz_minutes=-420,
        plan=(NORMAL, FRESH, NORMAL, SATURATED, NORMAL),
        arrival=ArrivalParams(
            reaction_mean_h=3.0, decay_h=14, reply_prob=0.35, reply_delay_min=45, max_depth=2, max_replies=2
        ),
        places=("Pinewood", "Silver Creek", "Elk Grove", "Aspen Ridge"),
        domain="pinewoodcourier.com",
        currency="$",
    )
    server_header = "Apache"
    style = Styler("plain", prefix="pc-")
    assets = {"/wp-content/themes/courier/style.css": "style.css"}
    comment_id_style = "hex"
    widget_config = {"click_to_load": False, "order": "oldest", "page_size": 50}

    def make_id(self, rng: random.Random, index: int) -> str:
        return str(rng.randrange(10_000, 99_999))

    def make_path(self, art: Article) -> str:
        d = self.local(art.published)
        return f"/{d:%Y/%m/%d}/{slugify(art.title, 60)}/"

    def in_iframe(self, art: Article) -> bool:
        return True

    def entry_frame_url(self, art: Article) -> str | None:
        return self.world.widget.embed_url(self, art)

    def entry_point(self, art: Article, now: datetime) -> str | None:
        return SCROLL if art.comments_enabled and not art.paywalled else None

    def render_article(self, art: Article, now: datetime) -> str:
        st, lang, ui, spec = self.style, self.lang, self.lang.UI, self.spec
        ads = self.world.base("adserver")
        widget = self.world.base("talkwell")
        when = self.local(art.published)
        paras = "\n".join(f"<p>{esc(p)}</p>" for p in art.paragraphs)
        recent = "".join(f'<li><a href="{s.href}">{esc(s.title)}</a></li>' for s in self.stories(art, now, 5))
        cats = "".join(
            f'<li class="cat-item"><a href="/category/{slugify(x)}/">{esc(x)}</a></li>' for x in lang.NAV[:6]
        )
        menu = "".join(
            f'<li class="menu-item menu-item-type-taxonomy"><a href="/category/{slugify(x)}/">{esc(x)}</a></li>'
            for x in lang.NAV
        )
        comments = (
            (
                f'<div id="comments" class="comments-area"><h2 class="comments-title">{ui["comments"]}</h2>'
                f'<div id="talkwell-thread" data-site="{spec.key}" data-thread="{art.id}"></div>'
                f'<script src="{widget}/embed.js" async></script></div>'
            )
            if art.comments_enabled
            else ""
        )
        return f"""<!DOCTYPE html>
<html lang="{spec.lang_tag}">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{esc(art.title)} &#8211; The Pinewood Courier</title>
{self.meta_head(art, jsonld=True, twitter=False)}
<link rel="stylesheet" id="courier-style-css" href="/wp-content/themes/courier/style.css?ver=6.5.2" media="all">
<meta name="generator" content="WordPress 6.5.2">
</head>
<body class="post-template-default single single-post postid-{art.id} single-format-standard">
<div id="page" class="site">
<a class="skip-link screen-reader-text" href="#primary">Skip to content</a>
<header id="masthead" class="site-header"><div class="site-branding"><p class="site-title"><a href="/" rel="home">The Pinewood Courier</a></p>
<p class="site-description">Local news for the Pinewood valley since 1921</p></div>
<nav id="site-navigation" class="main-navigation"><button class="menu-toggle" aria-controls="primary-menu" aria-expanded="false">{ui["menu"]}</button>
<ul id="primary-menu" class="menu">{menu}</ul></nav></header>
<div id="content" class="site-content">
<main id="primary" class="site-main">
<article id="post-{art.id}" class="post-{art.id} post type-post status-publish format-standard has-post-thumbnail hentry category-{art.section_slug}">
<header class="entry-header"><h1 class="entry-title">{esc(art.title)}</h1>
<div class="entry-meta"><span class="posted-on">Posted on <a href="{art.path}" rel="bookmark"><time class="entry-date published" datetime="{when.isoformat()}">{esc(lang.date_short(when))}</time></a></span>
<span class="byline"> by <span class="author vcard"><a class="url fn n" href="/author/{slugify(art.author)}/">{esc(art.author)}</a></span></span></div></header>
<div class="post-thumbnail"><img width="1024" height="576" src="{self.img(f"a{art.id}", 1024, 576)}" class="attachment-post-thumbnail size-post-thumbnail wp-post-image" alt=""></div>
<div class="entry-content">
<p class="has-medium-font-size"><strong>{esc(art.lead)}</strong></p>
{paras}
</div>
<footer class="entry-footer"><span class="cat-links">Posted in <a href="/category/{art.section_slug}/" rel="category tag">{esc(art.section)}</a></span></footer>
</article>
<nav class="navigation post-navigation" aria-label="Posts"><div class="nav-links"><div class="nav-previous"><a href="{self.stories(art, now, 1)[0].href}" rel="prev">{esc(self.stories(art, now, 1)[0].title)}</a></div></div></nav>
{comments}
</main>
<aside id="secondary" class="widget-area">
<section id="search-2" class="widget widget_search"><form role="search" method="get" class="search-form" action="/"><input type="search" class="search-field" placeholder="{ui["search"]} …" name="s"><input type="submit" class="search-submit" value="{ui["search"]}"></form></section>
<section id="recent-posts-2" class="widget widget_recent_entries"><h2 class="widget-title">Recent Posts</h2><ul>{recent}</ul></section>
<section id="custom_html-3" class="widget_text widget widget_custom_html">{chrome.ad_slot(st, lang, ads, "sidebar", (300, 250), "ins", spec.key)}</section>
<section id="mc4wp_form_widget-2" class="widget widget_mc4wp_form_widget">{chrome.newsletter(st, lang, action="/subscribe/")}</section>
<section id="categories-2" class="widget widget_categories"><h2 class="widget-title">Categories</h2><ul>{cats}</ul></section>
</aside>
</div>
<footer id="colophon" class="site-footer"><div class="site-info">© {when.year} The Pinewood Courier · Proudly powered by WordPress</div></footer>
</div>
</body>
</html>
"""
