"""The Daily Ledger (en-GB): comments static in the HTML, nested three levels deep,
BEM class names; one paywalled article and one with comments switched off."""

from __future__ import annotations

from datetime import datetime

from comspider_lab.offline_web import chrome
from comspider_lab.offline_web.html_util import Styler, esc
from comspider_lab.offline_web.model import (
    BIG,
    FRESH,
    NORMAL,
    SATURATED,
    STATIC,
    ArrivalParams,
    Article,
    Comment,
    OutletSpec,
)
from comspider_lab.offline_web.sitebase import OutletSite, slugify
from comspider_lab.offline_web.threads import children_of, top_level


class Ledger(OutletSite):
    spec = OutletSpec(
        key="ledger",
        name="The Daily Ledger",
        language="en",
        lang_tag="en-GB",
        host_index=11,
        mechanism=STATIC,
        features=("nested", "paywall", "disabled"),
        tz_minutes=0,
        plan=(NORMAL, FRESH, BIG, NORMAL, "paywall", SATURATED, "disabled", NORMAL),
        arrival=ArrivalParams(
            reaction_mean_h=0.9, decay_h=7, reply_prob=0.35, reply_delay_min=20, max_depth=3, max_replies=3
        ),
        places=("Leeds", "Bristol", "Sheffield", "Norwich", "Cardiff", "Newcastle"),
        domain="dailyledger.co.uk",
        currency="£",
    )
    server_header = "Apache"
    style = Styler("bem", "ldg")
    assets = {"/assets/css/ledger.4c1e9a.css": "ledger.css", "/assets/js/ledger.4c1e9a.js": "ledger.js"}
    sort_order = "newest"

    def make_path(self, art: Article) -> str:
        d = art.published
        return f"/news/{art.section_slug}/{d:%Y/%m/%d}/{slugify(art.title)}"

    # -- page parts --------------------------------------------------------------------
    def _masthead(self) -> str:
        st, ui = self.style, self.lang.UI
        nav = chrome.link_list(st, "nav", [(n, f"/{slugify(n)}") for n in self.lang.NAV])
        return (
            f"<header{st.attr('masthead')}><div{st.attr('masthead__top')}>"
            f'<a{st.attr("masthead__logo")} href="/">The Daily <span>Ledger</span></a>'
            f'<form{st.attr("search")} action="/search" role="search"><input type="search" name="q" '
            f'aria-label="{ui["search"]}" placeholder="{ui["search"]}"></form>'
            f'<div{st.attr("masthead__account")}><a{st.attr("btn", "ghost")} href="/account/login">{ui["login"]}</a>'
            f'<a{st.attr("btn", "primary")} href="/subscribe?ref=masthead">{ui["subscribe"]}</a></div></div>'
            f'<nav{st.attr("nav")} aria-label="Sections">{nav}</nav></header>'
        )

    def _comment(self, c: Comment, kids: dict[str | None, list[Comment]], now: datetime) -> str:
        """One comment with its replies, built with an explicit stack (no recursion)."""
        st, ui = self.style, self.lang.UI
        out: list[str] = []
        stack: list[Comment | str] = [c]  # a comment to open, or closing markup
        while stack:
            item = stack.pop()
            if isinstance(item, str):
                out.append(item)
                continue
            k = item
            when = self.local(k.published)
            badge = f" <span{st.attr('badge')}>{esc(k.badge)}</span>" if k.badge else ""
            out.append(
                f'<li{st.attr("comment", f"depth-{k.depth}")} id="comment-{k.id}" data-comment-id="{k.id}">'
                f"<article{st.attr('comment__inner')}><header{st.attr('comment__meta')}>"
                f'<img{st.attr("comment__avatar")} src="{k.avatar}" alt="" width="36" height="36" loading="lazy">'
                f'<a{st.attr("comment__author")} href="/profile/{esc(k.author.replace(" ", "-").lower())}">{esc(k.author)}</a>{badge} '
                f'<a{st.attr("comment__permalink")} href="#comment-{k.id}"><time{st.attr("comment__time")} datetime="{when.isoformat()}" '
                f'title="{esc(self.lang.datetime_long(when))}">{esc(self.lang.ago((now - k.published).total_seconds()))}</time></a></header>'
                f"<div{st.attr('comment__body')}>\n{self.comment_body(k)}\n</div>"
                f'<footer{st.attr("comment__actions")}><button{st.attr("comment__action", "reply")} type="button">{ui["reply"]}</button>'
                f'<button{st.attr("comment__action", "recommend")} type="button" aria-label="Recommend">'
                f'<span aria-hidden="true">▲</span> <span{st.attr("comment__count")}>{k.likes}</span></button>'
                f'<a{st.attr("comment__action", "report")} href="/community/report?comment={k.id}">{ui["report"]}</a></footer></article>'
            )
            replies = kids.get(k.id, [])
            stack.append("</li>")
            if replies:
                stack.append("</ol>")
                stack.extend(reversed(replies))
                stack.append(f"<ol{st.attr('comment__replies')}>")
        return "".join(out)

    def _comments(self, art: Article, now: datetime) -> str:
        st, ui = self.style, self.lang.UI
        if not art.comments_enabled:
            return f'<section{st.attr("comments", "closed")} id="comments"><p{st.attr("comments__notice")}>{ui["comments_closed"]}</p></section>'
        visible = self.visible(art, now)
        kids = children_of(visible)
        items = "".join(self._comment(c, kids, now) for c in top_level(visible, self.sort_order))
        n = len(visible)
        return (
            f'<section{st.attr("comments")} id="comments" aria-labelledby="comments-heading">'
            f'<header{st.attr("comments__header")}><h2{st.attr("comments__title")} id="comments-heading">'
            f"{ui['comments']} <span{st.attr('comments__total')}>({n})</span></h2>"
            f'<label{st.attr("comments__sort")}>Sort by <select name="sort"><option selected>{ui["sort_newest"]}</option>'
            f"<option>{ui['sort_oldest']}</option><option>{ui['sort_top']}</option></select></label></header>"
            f"<p{st.attr('comments__notice')}>Comments are moderated. Please read our "
            f'<a href="/help/community-standards">{ui["guidelines"]}</a> before posting.</p>'
            f'<form{st.attr("comment-form")} action="/community/post" method="post"><textarea name="body" rows="3" '
            f'placeholder="{ui["write_comment"]}" aria-label="{ui["write_comment"]}"></textarea>'
            f'<button{st.attr("btn", "primary")} type="submit">{ui["post_comment"]}</button></form>'
            f"<ol{st.attr('comments__list')}>{items}</ol></section>"
        )

    def render_article(self, art: Article, now: datetime) -> str:
        st, lang, ui, spec = self.style, self.lang, self.lang.UI, self.spec
        ads = self.world.base("adserver")
        when = self.local(art.published)
        n = art.visible_count(now)
        paras = art.paragraphs[:2] if art.paywalled else art.paragraphs
        body = []
        for i, p in enumerate(paras):
            body.append(f"<p>{esc(p)}</p>")
            if i == 1 and not art.paywalled:
                body.append(chrome.ad_slot(st, lang, ads, "mpu_inarticle", (300, 250), "iframe", spec.key))
            if i == 3:
                body.append(chrome.newsletter(st, lang))
        paywall = ""
        if art.paywalled:
            paywall = (
                f'<div class="paywall {st("paywall")}"><div{st.attr("paywall__fade")}></div>'
                f"<h2{st.attr('paywall__title')}>{ui['paywall_title']}</h2><p>{ui['paywall_text']}</p>"
                f'<a{st.attr("btn", "primary")} href="/subscribe?ref=paywall">{ui["paywall_button"]}</a> '
                f'<a{st.attr("btn", "ghost")} href="/account/login?ref=paywall">{ui["login"]}</a></div>'
            )
        comments_link = (
            f' <a{st.attr("byline__comments")} href="#comments">{lang.UI["comments_n"].format(n=n)}</a>'
            if art.comments_enabled and not art.paywalled
            else ""
        )
        related = chrome.story_list(st, "related", ui["related"], self.stories(art, now, 4), heading_tag="h3")
        most = chrome.story_list(
            st,
            "most-read",
            ui["most_read"],
            self.stories(art, now, 5, offset=3),
            tag="ol",
            thumbs=False,
            dates=False,
            count_label="{n} comments",
        )
        comments = "" if art.paywalled else self._comments(art, now)
        footer = chrome.footer_columns(
            st,
            [
                ("The Daily Ledger", [(x, f"/info/{slugify(x)}") for x in lang.FOOTER[:5]]),
                ("More", [(x, f"/info/{slugify(x)}") for x in lang.FOOTER[5:]]),
            ],
        )
        return f"""<!DOCTYPE html>
<html lang="{spec.lang_tag}" class="no-js">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{esc(art.title)} | {esc(art.section)} | The Daily Ledger</title>
{self.meta_head(art)}
<link rel="stylesheet" href="/assets/css/ledger.4c1e9a.css">
<link rel="icon" href="/favicon.svg">
<script src="/assets/js/ledger.4c1e9a.js" defer></script>
</head>
<body class="{st("page", "article")}">
<a class="{st("skip")}" href="#main">Skip to content</a>
{self._masthead()}
{chrome.ad_slot(st, lang, ads, "leaderboard", (728, 90), "div", spec.key)}
<main id="main" class="{st("main")}">
<article class="{st("article")}">
<header class="{st("article__header")}">
<a class="{st("article__kicker")}" href="/news/{art.section_slug}">{esc(art.section)}</a>
<h1 class="{st("article__headline")}">{esc(art.title)}</h1>
<p class="{st("article__standfirst")}">{esc(art.lead)}</p>
<div class="{st("byline")}"><span class="{st("byline__author")}">{ui["by"]} <a rel="author" href="/profile/{slugify(art.author)}">{esc(art.author)}</a></span>
<time class="{st("byline__date")}" datetime="{when.isoformat()}">{esc(lang.datetime_long(when))}</time>{comments_link}</div>
{chrome.share_bar(st, lang, self.url(art.path), art.title)}
</header>
<figure class="{st("article__figure")}"><img src="{self.img(f"a{art.id}", 960, 540)}" alt="" width="960" height="540"><figcaption>{esc(art.image_caption)}</figcaption></figure>
<div class="{st("article__body")}">
{chr(10).join(body)}
</div>
{paywall}
<ul class="{st("tags")}"><li><a href="/topic/{art.section_slug}">{esc(art.section)}</a></li><li><a href="/topic/{slugify(art.slots["place"])}">{esc(art.slots["place"])}</a></li></ul>
</article>
{comments}
<div class="{st("rail")}">
{related}
{chrome.ad_slot(st, lang, ads, "sidebar_mpu", (300, 600), "iframe", spec.key)}
{most}
</div>
</main>
<footer class="{st("footer")}">
{footer}
<p class="{st("footer__legal")}">© {when.year} The Daily Ledger Ltd. Registered in England and Wales. No. 04128831.</p>
</footer>
</body>
</html>
"""
