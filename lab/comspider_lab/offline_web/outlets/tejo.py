"""Jornal do Tejo (pt-PT): an Astro-built site (class names like "Comentario
astro-1x2y3z4w"). The article only links to its comments: "Ver os 23 comentários" opens
/…/comentarios in a new tab (target=_blank), a server-rendered page on the same host."""

from __future__ import annotations

from datetime import datetime

from comspider_lab.offline_web import chrome
from comspider_lab.offline_web.html_util import Styler, esc
from comspider_lab.offline_web.model import (
    BIG,
    FRESH,
    NORMAL,
    SATURATED,
    SEPARATE_PAGE,
    ArrivalParams,
    Article,
    Comment,
    OutletSpec,
)
from comspider_lab.offline_web.sitebase import OutletSite, slugify
from comspider_lab.offline_web.threads import children_of, top_level


class Tejo(OutletSite):
    spec = OutletSpec(
        key="tejo",
        name="Jornal do Tejo",
        language="pt",
        lang_tag="pt-PT",
        host_index=18,
        mechanism=SEPARATE_PAGE,
        features=("new_tab", "nested"),
        tz_minutes=0,
        plan=(NORMAL, FRESH, BIG, NORMAL, SATURATED, NORMAL),
        arrival=ArrivalParams(
            reaction_mean_h=1.5, decay_h=9, reply_prob=0.3, reply_delay_min=30, max_depth=2, max_replies=2
        ),
        places=("Lisboa", "Almada", "Setúbal", "Santarém", "Cascais", "Barreiro"),
        domain="jornaldotejo.pt",
    )
    server_header = "nginx"
    style = Styler("astro", salt="tejo")
    assets = {"/_astro/base.Cq1x8dRt.css": "base.css", "/_astro/hoisted.B7kq2mWz.js": "hoisted.js"}
    sort_order = "oldest"
    image_dir = "imagens"

    def make_path(self, art: Article) -> str:
        return f"/{art.section_slug}/{slugify(art.title, 70)}-{art.id}"

    def make_comments_path(self, art: Article) -> str | None:
        return art.path + "/comentarios"

    def entry_locator(self, art: Article) -> str | None:
        return "//a[contains(@href, '/comentarios')]"

    def _head(self, title: str, extra: str = "") -> str:
        return (
            f'<meta charset="utf-8"><meta name="viewport" content="width=device-width">'
            f"<title>{esc(title)}</title>{extra}"
            '<link rel="stylesheet" href="/_astro/base.Cq1x8dRt.css">'
            '<script type="module" src="/_astro/hoisted.B7kq2mWz.js"></script>'
        )

    def _header(self) -> str:
        st, lang, ui = self.style, self.lang, self.lang.UI
        nav = chrome.link_list(st, "nav", [(x, f"/{slugify(x)}") for x in lang.NAV])
        return (
            f'<header class="{st("site_header")}"><a class="{st("site_header__logo")}" href="/">Jornal do <b>Tejo</b></a>'
            f'<div class="{st("site_header__user")}"><a href="/assinaturas" class="{st("button", "primary")}">{ui["subscribe"]}</a>'
            f'<button type="button" class="{st("button", "ghost")} js-login">{ui["login"]}</button></div>'
            f'<nav class="{st("nav")}">{nav}</nav></header>'
        )

    def _footer(self, year: int) -> str:
        st = self.style
        links = chrome.link_list(
            st, "footer", [(x, f"/institucional/{slugify(x)}") for x in self.lang.FOOTER]
        )
        return f'<footer class="{st("site_footer")}">{links}<p>© {year} Jornal do Tejo, S.A.</p></footer>'

    def render_article(self, art: Article, now: datetime) -> str:
        st, lang, ui, spec = self.style, self.lang, self.lang.UI, self.spec
        ads = self.world.base("adserver")
        when = self.local(art.published)
        n = art.visible_count(now)
        paras = "\n".join(f'<p class="{st("article_body__p")}">{esc(p)}</p>' for p in art.paragraphs)
        if art.comments_enabled:
            label = ui["show_comments"].format(n=n) if n else ui["show_comments_zero"]
            cta = (
                f'<div class="{st("comments_cta")}"><a class="{st("comments_cta__link")}" href="{art.comments_path}" '
                f'target="_blank" rel="noopener">{chrome.SPEECH_BUBBLE}<span>{esc(label)}</span></a></div>'
            )
        else:
            cta = f'<p class="{st("comments_cta", "closed")}">{ui["comments_closed"]}</p>'
        related = chrome.story_list(
            st, "related", ui["related"], self.stories(art, now, 4), wrapper="section"
        )
        most = chrome.story_list(
            st,
            "most_read",
            ui["most_read"],
            self.stories(art, now, 5, offset=2, date_fmt="ago"),
            tag="ol",
            thumbs=False,
            count_label="{n} comentários",
        )
        return f"""<!DOCTYPE html><html lang="{spec.lang_tag}" dir="ltr"><head>{self._head(art.title + " | Jornal do Tejo", self.meta_head(art))}</head>
<body class="{st("body")}">
{self._header()}
{chrome.ad_slot(st, lang, ads, "topo", (970, 90), "iframe", spec.key)}
<main class="{st("article_page")}">
<article class="{st("article")}">
<div class="{st("article_header")}"><span class="{st("article_header__section")}">{esc(art.section)}</span>
<h1 class="{st("article_header__title")}">{esc(art.title)}</h1>
<p class="{st("article_header__lead")}">{esc(art.lead)}</p>
<div class="{st("article_header__meta")}"><span class="{st("article_header__author")}">{esc(art.author)}</span>
<time datetime="{when.isoformat()}" class="{st("article_header__date")}">{esc(lang.datetime_long(when))}</time></div></div>
<figure class="{st("article_figure")}"><img src="{self.img(f"a{art.id}", 1024, 576)}" alt="" width="1024" height="576"><figcaption>{esc(art.image_caption)}</figcaption></figure>
<div class="{st("article_body")}">
{paras}
</div>
{chrome.share_bar(st, lang, self.url(art.path), art.title)}
{cta}
</article>
<aside class="{st("sidebar")}">{most}{chrome.ad_slot(st, lang, ads, "lateral", (300, 250), "div", spec.key)}</aside>
{related}
{chrome.newsletter(st, lang)}
</main>
{self._footer(when.year)}
</body></html>
"""

    def render_comments_page(self, art: Article, now: datetime) -> str:
        st, lang, ui, spec = self.style, self.lang, self.lang.UI, self.spec
        visible = self.visible(art, now)
        kids = children_of(visible)
        out: list[str] = []
        stack: list[tuple[str, object]] = [("open", c) for c in reversed(top_level(visible, "oldest"))]
        while stack:
            op, item = stack.pop()
            if op == "close":
                out.append(item)  # type: ignore[arg-type]
                continue
            c: Comment = item  # type: ignore[assignment]
            when = self.local(c.published)
            badge = f'<span class="{st("comment__badge")}">{esc(c.badge)}</span>' if c.badge else ""
            out.append(
                f'<article class="{st("comment")}" id="comentario-{c.id}">'
                f'<div class="{st("comment__author")}"><img src="{c.avatar}" alt="" width="40" height="40" class="{st("comment__avatar")}">'
                f'<p class="{st("comment__name")}">{esc(c.author)}</p>{badge}'
                f'<time class="{st("comment__date")}" datetime="{when.isoformat()}">{esc(lang.date_short(when))} {when:%H:%M}</time></div>'
                f'<div class="{st("comment__content")}">\n{self.comment_body(c)}\n</div>'
                f'<div class="{st("comment__actions")}"><button type="button" class="{st("comment__reply")}">{ui["reply"]}</button>'
                f'<span class="{st("comment__votes")}">{c.likes} {ui["like"].lower()}</span></div>'
            )
            replies = kids.get(c.id, [])
            stack.append(("close", "</article>"))
            if replies:
                stack.append(("close", "</div>"))
                stack.extend(("open", r) for r in reversed(replies))
                stack.append(("close", f'<div class="{st("comment__replies")}">'))
        body = "".join(out) if out else f'<p class="{st("comments__empty")}">{ui["show_comments_zero"]}</p>'
        when = self.local(art.published)
        return f"""<!DOCTYPE html><html lang="{spec.lang_tag}" dir="ltr"><head>{self._head(ui["comments_page_title"].format(title=art.title) + " | Jornal do Tejo", f'<link rel="canonical" href="{esc(self.url(art.comments_path or ""))}"><meta name="robots" content="noindex, follow">')}</head>
<body class="{st("body")}">
{self._header()}
<main class="{st("comments_page")}">
<p class="{st("comments_page__back")}"><a href="{art.path}">← {ui["back_to_article"]}</a></p>
<h1 class="{st("comments_page__title")}">{esc(art.title)}</h1>
<p class="{st("comments_page__meta")}"><time datetime="{when.isoformat()}">{esc(lang.datetime_long(when))}</time> · {esc(ui["comments_n"].format(n=len(visible)))}</p>
<form class="{st("comment_form")}" action="/comentarios/publicar" method="post"><textarea name="texto" placeholder="{ui["write_comment"]}" aria-label="{ui["write_comment"]}"></textarea>
<button type="submit" class="{st("button", "primary")}">{ui["post_comment"]}</button><p class="{st("comment_form__note")}">{ui["login_to_comment"]}</p></form>
<section class="{st("comments")}">
{body}
</section>
</main>
{self._footer(when.year)}
</body></html>
"""
