"""The Coastline Courier (en-AU): no comments at all, but everything that looks like them.

Every article quotes posts and people the way news sites do, and none of it is a reader's
comment (issue 13's look-alikes): a "What people are saying" wall of X, Bluesky and
Mastodon posts rendered inline by a curation widget (avatar, name, @handle, time, text,
counts, repeated; neutral class names), the networks' own embed code (``blockquote
.twitter-tweet``, ``.bluesky-embed``, ``.mastodon-embed``, ``.instagram-media``,
``div.fb-post``), a live blog of the newsroom (time, reporter, headline, text per entry),
quote cards of residents, testimonials and an editorial review box, and the authors'
boxes. ``lookalike_regions`` names each, for the section dataset's hard negatives.
"""

from __future__ import annotations

import random
from datetime import datetime, timedelta

from comspider_lab.offline_web import chrome
from comspider_lab.offline_web.html_util import Styler, esc
from comspider_lab.offline_web.model import STATIC, ArrivalParams, Article, OutletSpec
from comspider_lab.offline_web.rng import b36, number, stream
from comspider_lab.offline_web.sitebase import OutletSite, slugify
from comspider_lab.offline_web.textgen import blocks_text, comment_blocks, person

SOCIAL = "social_post"
REVIEW = "review"
AUTHOR_BOX = "author_box"
LIVE_BLOG = "live_blog"
QUOTE_CARD = "quote_card"

#: What each article (by index) quotes.
LAYOUTS = (
    ("wall",),
    ("embeds",),
    ("live",),
    ("quotes", "testimonials", "verdict"),
    ("authors", "wall", "embeds"),
)


class Coastline(OutletSite):
    spec = OutletSpec(
        key="coastline",
        name="The Coastline Courier",
        language="en",
        lang_tag="en-AU",
        host_index=30,
        mechanism=STATIC,
        features=("lookalikes", "social_embeds", "no_comments"),
        tz_minutes=600,
        plan=("disabled", "disabled", "disabled", "disabled", "disabled"),
        arrival=ArrivalParams(),
        places=("Byron Bay", "Yamba", "Coffs Harbour", "Port Macquarie", "Ballina", "Forster"),
        domain="coastlinecourier.com.au",
        currency="A$",
    )
    style = Styler("bem", "cc")

    def make_path(self, art: Article) -> str:
        return f"/{art.section_slug}/{slugify(art.title)}-{art.id}"

    # -- look-alikes -------------------------------------------------------------------
    def layout(self, art: Article) -> tuple[str, ...]:
        return LAYOUTS[art.index % len(LAYOUTS)]

    def lookalike_regions(self, art: Article) -> list[tuple[str, str]]:
        """(kind, XPath) of every look-alike block on the article's page."""
        out: list[tuple[str, str]] = []
        for part in self.layout(art):
            if part == "wall":
                out.append((SOCIAL, "//section[contains(@class,'cc-pulse')]"))
            elif part == "embeds":
                out.append(
                    (
                        SOCIAL,
                        (
                            "//blockquote[contains(@class,'twitter-tweet') or contains(@class,'bluesky-embed') "
                            "or contains(@class,'mastodon-embed') or contains(@class,'instagram-media')] "
                            "| //div[contains(@class,'fb-post')]"
                        ),
                    )
                )
            elif part == "live":
                out.append((LIVE_BLOG, "//section[contains(@class,'cc-updates')]"))
            elif part == "quotes":
                out.append((QUOTE_CARD, "//div[contains(@class,'cc-voices')]"))
            elif part == "testimonials":
                out.append((REVIEW, "//ul[contains(@class,'testimonials')]"))
            elif part == "verdict":
                out.append((REVIEW, "//aside[contains(@class,'review-box')]"))
            elif part == "authors":
                out.append((AUTHOR_BOX, "//div[contains(@class,'cc-authors')]"))
        return out

    def _post_text(self, rng: random.Random, art: Article) -> str:
        return blocks_text(comment_blocks(rng, self.lang, art.slots, None, None))

    def _handle(self, name: str) -> str:
        return "".join(ch for ch in name.lower() if ch.isalnum())[:15]

    def _wall(self, art: Article, now: datetime) -> str:
        rng = stream(self.world.seed, self.name, art.index, "wall")
        st = self.style
        cards = []
        for i in range(12):
            name = person(rng, self.lang)
            handle = self._handle(name)
            network = ("x", "bluesky", "mastodon")[i % 3]
            post_id = str(1_760_000_000_000_000_000 + number(art.id, i, "post", modulo=10**17))
            if network == "x":
                shown, link, label = f"@{handle}", f"https://x.com/{handle}/status/{post_id}", "View on X"
            elif network == "bluesky":
                shown = f"@{handle}.bsky.social"
                link = f"https://bsky.app/profile/{handle}.bsky.social/post/3l{b36(art.id, i, length=11)}"
                label = "View on Bluesky"
            else:
                shown = f"@{handle}@mastodon.social"
                link = f"https://mastodon.social/@{handle}/{post_id[:18]}"
                label = "View on Mastodon"
            key = b36("avatar", name, length=8)
            when = art.published + timedelta(minutes=5 + 17 * i)
            ago = self.lang.ago(max(60.0, (now - when).total_seconds()))
            counts = (
                f"{rng.randint(0, 40)} replies · {rng.randint(0, 120)} reposts · {rng.randint(1, 900)} likes"
            )
            cards.append(
                f"<article{st.attr('pulse__post', network)}><header{st.attr('pulse__head')}>"
                f'<img{st.attr("pulse__avatar")} src="/avatars/{key}.svg" alt="" width="40" height="40">'
                f"<span{st.attr('pulse__name')}>{esc(name)}</span> <span{st.attr('pulse__handle')}>{esc(shown)}</span></header>"
                f"<p{st.attr('pulse__text')}>{esc(self._post_text(rng, art))}</p>"
                f'<footer{st.attr("pulse__meta")}><a{st.attr("pulse__time")} href="{esc(link)}" title="{esc(label)}">'
                f'<time datetime="{when.isoformat()}">{esc(ago)}</time></a> '
                f"<span{st.attr('pulse__stats')}>{esc(counts)}</span></footer></article>"
            )
        return (
            f'<section{st.attr("pulse")} aria-label="Reactions"><h2{st.attr("pulse__title")}>What people are saying</h2>'
            f"<div{st.attr('pulse__grid')}>{''.join(cards)}</div></section>"
        )

    def _embeds(self, art: Article) -> list[str]:
        """The networks' own embed code, as a site pastes it (their scripts never run here)."""
        rng = stream(self.world.seed, self.name, art.index, "embeds")
        out = []
        when = self.local(art.published) - timedelta(hours=3)
        day = f"{self.lang.MONTHS[when.month - 1]} {when.day}, {when.year}"
        for i, kind in enumerate(("x", "bluesky", "x", "mastodon", "instagram", "facebook", "x")):
            name = person(rng, self.lang)
            handle = self._handle(name)
            text = esc(self._post_text(rng, art))
            pid = str(1_760_000_000_000_000_000 + number(art.id, i, "embed", modulo=10**17))
            if kind == "x":
                short = b36(art.id, i, "t", length=10)
                out.append(
                    f'<blockquote class="twitter-tweet" data-lang="en"><p lang="en" dir="ltr">{text} '
                    f'<a href="https://t.co/{short}">pic.twitter.com/{short}</a></p>&mdash; {esc(name)} (@{handle}) '
                    f'<a href="https://twitter.com/{handle}/status/{pid}?ref_src=twsrc%5Etfw">{esc(day)}</a></blockquote>'
                )
            elif kind == "bluesky":
                did = f"did:plc:{b36(name, length=24)}"
                rkey = f"3l{b36(art.id, i, length=11)}"
                out.append(
                    f'<blockquote class="bluesky-embed" data-bluesky-uri="at://{did}/app.bsky.feed.post/{rkey}" '
                    f'data-bluesky-cid="bafyrei{b36(pid, length=20)}"><p lang="en">{text}</p>&mdash; {esc(name)} '
                    f'(<a href="https://bsky.app/profile/{did}?ref_src=embed">@{handle}.bsky.social</a>) '
                    f'<a href="https://bsky.app/profile/{did}/post/{rkey}?ref_src=embed">{esc(day)} at 9:{10 + i:02d} AM</a></blockquote>'
                )
            elif kind == "mastodon":
                url = f"https://mastodon.social/@{handle}/{pid[:18]}"
                out.append(
                    f'<blockquote class="mastodon-embed" data-embed-url="{url}/embed" style="background: #FCF8FF; '
                    f"border-radius: 8px; border: 1px solid #C9C4DA; margin: 0; max-width: 540px; min-width: 270px; "
                    f'overflow: hidden; padding: 0;"><a href="{url}" target="_blank" style="align-items: center; '
                    f'color: #1C1A25; display: flex; flex-direction: column;"><div style="margin-top: 16px; color: #787588;">'
                    f'Post by @{handle}@mastodon.social</div><div style="font-weight: 500;">View on Mastodon</div></a></blockquote>'
                )
            elif kind == "instagram":
                code = b36(art.id, i, "ig", length=11)
                link = f"https://www.instagram.com/p/{code}/?utm_source=ig_embed&amp;utm_campaign=loading"
                out.append(
                    f'<blockquote class="instagram-media" data-instgrm-captioned data-instgrm-permalink="{link}" '
                    f'data-instgrm-version="14" style="background:#FFF; border:0; margin: 1px; max-width:540px; padding:0;">'
                    f'<div style="padding:16px;"><a href="{link}" style="background:#FFFFFF; line-height:0; padding:0 0;" '
                    f'target="_blank">View this post on Instagram</a><p style="color:#c9c8cd; font-size:14px;">'
                    f'<a href="{link}" style="color:#c9c8cd;" target="_blank">A post shared by {esc(name)} (@{handle})</a></p></div></blockquote>'
                )
            else:
                page = slugify(name).replace("-", "")
                post = f"https://www.facebook.com/{page}/posts/pfbid0{b36(pid, length=30)}"
                out.append(
                    f'<div class="fb-post" data-href="{post}" data-width="500" data-show-text="true">'
                    f'<blockquote cite="{post}" class="fb-xfbml-parse-ignore"><p>{text}</p>Posted by '
                    f'<a href="https://www.facebook.com/{page}">{esc(name)}</a> on&nbsp;<a href="{post}">{esc(day)}</a></blockquote></div>'
                )
        return out

    def _live(self, art: Article, now: datetime) -> str:
        rng = stream(self.world.seed, self.name, art.index, "live")
        st = self.style
        reporters = [person(rng, self.lang) for _ in range(3)]
        items = []
        for i in range(10):
            when = self.local(art.published + timedelta(minutes=12 * i))
            if when > self.local(now):
                break
            headline = self.lang.TOPICS[i % len(self.lang.TOPICS)]["titles"][0].format(
                place=art.slots["place"]
            )
            items.append(
                f'<li{st.attr("updates__item")} id="u-{art.id}-{i}" itemprop="liveBlogUpdate" itemscope '
                f'itemtype="https://schema.org/BlogPosting"><time{st.attr("updates__time")} datetime="{when.isoformat()}" '
                f'itemprop="datePublished">{when.hour % 12 or 12}:{when.minute:02d}{"am" if when.hour < 12 else "pm"}</time> '
                f'<span{st.attr("updates__by")} itemprop="author">{esc(reporters[i % 3])}</span>'
                f'<h3{st.attr("updates__headline")} itemprop="headline">{esc(headline)}</h3>'
                f'<div{st.attr("updates__body")} itemprop="articleBody"><p>{esc(self._post_text(rng, art))}</p></div></li>'
            )
        items.reverse()  # newest first
        return (
            f'<section{st.attr("updates")} itemscope itemtype="https://schema.org/LiveBlogPosting">'
            f"<h2{st.attr('updates__title')}>Live: {esc(art.title)}</h2><ol{st.attr('updates__list')}>{''.join(items)}</ol></section>"
        )

    def _quotes(self, art: Article) -> str:
        rng = stream(self.world.seed, self.name, art.index, "quotes")
        st = self.style
        day = self.lang.date_short(self.local(art.published))
        cards = "".join(
            f'<figure class="quote-card {st("voices__card")}"><blockquote><p>{esc(self._post_text(rng, art))}</p></blockquote>'
            f"<figcaption><span{st.attr('voices__name')}>{esc(person(rng, self.lang))}</span>, "
            f"<span{st.attr('voices__role')}>resident, {esc(rng.choice(self.spec.places))}</span> "
            f"<time>{esc(day)}</time></figcaption></figure>"
            for _ in range(5)
        )
        return f"<div{st.attr('voices')}><h2>Voices from {esc(art.slots['place'])}</h2>{cards}</div>"

    def _testimonials(self, art: Article) -> str:
        rng = stream(self.world.seed, self.name, art.index, "testimonials")
        items = "".join(
            f'<li class="testimonials__item"><p class="testimonials__quote">&ldquo;{esc(self._post_text(rng, art))}&rdquo;</p>'
            f'<p class="testimonials__who">{esc(person(rng, self.lang))}, subscriber since {2010 + i}</p></li>'
            for i in range(4)
        )
        return f'<h2>What our subscribers say</h2><ul class="testimonials">{items}</ul>'

    def _verdict(self, art: Article) -> str:
        rng = stream(self.world.seed, self.name, art.index, "verdict")
        stars = rng.randint(2, 5)
        return (
            f'<aside class="review-box"><h3 class="review-box__title">Our verdict</h3>'
            f'<p class="review-box__stars" aria-label="{stars} out of 5">{"★" * stars}{"☆" * (5 - stars)}</p>'
            f'<ul class="review-box__pros"><li>{esc(self._post_text(rng, art))}</li><li>{esc(self._post_text(rng, art))}</li></ul>'
            f'<ul class="review-box__cons"><li>{esc(self._post_text(rng, art))}</li></ul>'
            f'<p class="review-box__by">Reviewed by {esc(art.author)}</p></aside>'
        )

    def _authors(self, art: Article) -> str:
        rng = stream(self.world.seed, self.name, art.index, "authors")
        st = self.style
        boxes = []
        for name in (art.author, person(rng, self.lang)):
            bio = (
                f"{name} is a reporter at The Coastline Courier covering {art.section.lower()} "
                f"on the North Coast. Before joining the Courier, {name.split()[0]} worked for "
                f"regional radio in {rng.choice(self.spec.places)}."
            )
            boxes.append(
                f'<div class="author-card {st("authors__card")}"><img{st.attr("authors__photo")} src="/avatars/{b36("avatar", name, length=8)}.svg" '
                f'alt="" width="64" height="64"><p{st.attr("authors__name")}>{esc(name)}</p>'
                f"<p{st.attr('authors__bio')}>{esc(bio)}</p>"
                f'<a{st.attr("authors__more")} href="/authors/{slugify(name)}">More from {esc(name)}</a></div>'
            )
        return f"<div{st.attr('authors')}><h2>About the authors</h2>{''.join(boxes)}</div>"

    # -- page ----------------------------------------------------------------------------
    def render_article(self, art: Article, now: datetime) -> str:
        st, lang, ui, spec = self.style, self.lang, self.lang.UI, self.spec
        when = self.local(art.published)
        layout = self.layout(art)
        body: list[str] = [f"<p>{esc(p)}</p>" for p in art.paragraphs]
        if "embeds" in layout:
            for i, embed in enumerate(self._embeds(art)):
                body.insert(min(len(body), 1 + 2 * i), embed)
        extra = []
        if "live" in layout:
            extra.append(self._live(art, now))
        if "wall" in layout:
            extra.append(self._wall(art, now))
        if "quotes" in layout:
            extra.append(self._quotes(art))
        if "testimonials" in layout:
            extra.append(self._testimonials(art))
        if "verdict" in layout:
            extra.append(self._verdict(art))
        if "authors" in layout:
            extra.append(self._authors(art))
        nav = chrome.link_list(st, "nav", [(n, f"/{slugify(n)}") for n in lang.NAV])
        related = chrome.story_list(st, "related", ui["related"], self.stories(art, now, 4), heading_tag="h3")
        most = chrome.story_list(
            st, "most-read", ui["most_read"], self.stories(art, now, 5, offset=2), tag="ol", thumbs=False
        )
        return f"""<!DOCTYPE html>
<html lang="{spec.lang_tag}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{esc(art.title)} | The Coastline Courier</title>
{self.meta_head(art)}
<link rel="icon" href="/favicon.svg">
</head>
<body class="{st("page")}">
<header class="{st("masthead")}"><a class="{st("masthead__logo")}" href="/">The Coastline Courier</a>
<nav class="{st("nav")}">{nav}</nav></header>
<main class="{st("main")}">
<article class="{st("story")}">
<a class="{st("story__kicker")}" href="/{art.section_slug}">{esc(art.section)}</a>
<h1 class="{st("story__headline")}">{esc(art.title)}</h1>
<p class="{st("story__standfirst")}">{esc(art.lead)}</p>
<p class="{st("story__byline")}">{ui["by"]} <a href="/authors/{slugify(art.author)}">{esc(art.author)}</a>
<time datetime="{when.isoformat()}">{esc(lang.datetime_long(when))}</time></p>
{chrome.share_bar(st, lang, self.url(art.path), art.title)}
<div class="{st("story__body")}">
{chr(10).join(body)}
</div>
{chr(10).join(extra)}
</article>
<div class="{st("rail")}">{related}{most}</div>
</main>
<footer class="{st("footer")}">{chrome.link_list(st, "footer", [(x, f"/info/{slugify(x)}") for x in lang.FOOTER])}
<p>© {when.year} Coastline Media Pty Ltd</p></footer>
</body>
</html>
"""
