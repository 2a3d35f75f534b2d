"""The Harbour Gazette (en-IE): comments static in the HTML, and a redesign mid-crawl
(issue 27): from ``world.redesign_after`` seconds after the web's anchor (its clock's
time; ``OfflineWeb(redesign_after=...)``), every page comes in its new design: another
layout and class scheme (BEM to utility classes), and another comment
template (a list of ``li.hg-comment`` under ``section#comments`` becomes ``article``
cards under ``div#discussion``, the date before the author, likes as a button). The
comments, and so the truth, are the same in both."""

from __future__ import annotations

from datetime import datetime, timedelta

from comspider_lab.offline_web import chrome
from comspider_lab.offline_web.html_util import Styler, esc
from comspider_lab.offline_web.model import (
    FEW,
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

_NEW_UTIL = {
    "card": "rounded border p-4 mb-2",
    "card__meta": "flex items-center gap-2 text-sm text-gray-600",
    "card__author": "font-semibold",
    "card__text": "leading-snug mt-2",
    "card__bar": "flex gap-4 text-xs mt-2",
    "card__replies": "ml-8 border-l pl-4",
}


class Harbour(OutletSite):
    spec = OutletSpec(
        key="harbour",
        name="The Harbour Gazette",
        language="en",
        lang_tag="en-IE",
        host_index=24,
        mechanism=STATIC,
        features=("nested", "redesign"),
        tz_minutes=0,
        plan=(NORMAL, NORMAL, FEW, NORMAL, NORMAL, FEW, NORMAL, FEW, SATURATED, FEW),
        arrival=ArrivalParams(
            reaction_mean_h=1.0, decay_h=6, reply_prob=0.3, reply_delay_min=25, max_depth=2, max_replies=2
        ),
        places=("Galway", "Cork", "Limerick", "Waterford", "Sligo", "Dundalk"),
        domain="harbourgazette.ie",
    )
    server_header = "nginx"
    style = Styler("bem", "hg")
    new_style = Styler("utility", salt="harbour-2027", utility=_NEW_UTIL)

    def make_path(self, art: Article) -> str:
        return f"/{art.section_slug}/{art.id}/{slugify(art.title)}"

    # -- the redesign --------------------------------------------------------------------
    def redesigned(self, now: datetime) -> bool:
        """Whether the pages come in the new design at ``now``."""
        return now >= self.world.anchor + timedelta(seconds=self.world.redesign_after)

    def render_article(self, art: Article, now: datetime) -> str:
        return self._new(art, now) if self.redesigned(now) else self._old(art, now)

    # -- the old design ------------------------------------------------------------------
    def _old_comment(self, c: Comment, kids: dict[str | None, list[Comment]], now: datetime) -> str:
        st, ui = self.style, self.lang.UI
        out: list[str] = []
        stack: list[Comment | str] = [c]
        while stack:
            item = stack.pop()
            if isinstance(item, str):
                out.append(item)
                continue
            when = self.local(item.published)
            out.append(
                f'<li{st.attr("comment")} id="c{item.id}">'
                f'<div{st.attr("comment__head")}><img{st.attr("comment__avatar")} src="{item.avatar}" alt="" width="32" height="32">'
                f"<b{st.attr('comment__author')}>{esc(item.author)}</b> "
                f'<time{st.attr("comment__date")} datetime="{when.isoformat()}">{esc(self.lang.datetime_long(when))}</time></div>'
                f"<div{st.attr('comment__text')}>{self.comment_body(item)}</div>"
                f'<div{st.attr("comment__tools")}><a{st.attr("comment__reply")} href="?replytocom={item.id}#respond">{ui["reply"]}</a>'
                f"<span{st.attr('comment__likes')}>{item.likes}</span></div>"
            )
            replies = kids.get(item.id, [])
            stack.append("</li>")
            if replies:
                stack.append("</ul>")
                stack.extend(reversed(replies))
                stack.append(f"<ul{st.attr('comment__children')}>")
        return "".join(out)

    def _old(self, art: Article, now: datetime) -> str:
        st, lang, ui, spec = self.style, self.lang, self.lang.UI, self.spec
        when = self.local(art.published)
        visible = self.visible(art, now)
        kids = children_of(visible)
        items = "".join(self._old_comment(c, kids, now) for c in top_level(visible, "oldest"))
        nav = chrome.link_list(st, "nav", [(n, f"/{slugify(n)}") for n in lang.NAV])
        related = chrome.story_list(st, "related", ui["related"], self.stories(art, now, 4), heading_tag="h3")
        body = "\n".join(f"<p>{esc(p)}</p>" for p in art.paragraphs)
        return f"""<!DOCTYPE html>
<html lang="{spec.lang_tag}">
<head><meta charset="utf-8"><title>{esc(art.title)} - The Harbour Gazette</title>
{self.meta_head(art)}
</head>
<body class="{st("page")}">
<header class="{st("masthead")}"><a class="{st("masthead__logo")}" href="/">The Harbour Gazette</a>
<nav class="{st("nav")}">{nav}</nav></header>
<div class="{st("layout")}">
<main class="{st("layout__main")}">
<article class="{st("story")}"><h1 class="{st("story__title")}">{esc(art.title)}</h1>
<p class="{st("story__lead")}">{esc(art.lead)}</p>
<p class="{st("story__byline")}">{ui["by"]} {esc(art.author)}, <time datetime="{when.isoformat()}">{esc(lang.datetime_long(when))}</time></p>
<div class="{st("story__body")}">{body}</div></article>
<section class="{st("comments")}" id="comments"><h2 class="{st("comments__title")}">{lang.UI["comments_n"].format(n=len(visible))}</h2>
<ul class="{st("comments__list")}">{items}</ul>
<div id="respond" class="{st("comments__form")}"><textarea name="comment"></textarea><button type="submit">{ui["post_comment"]}</button></div></section>
</main>
<aside class="{st("layout__side")}">{related}</aside>
</div>
<footer class="{st("footer")}"><p>© {when.year} Harbour Media DAC</p></footer>
</body>
</html>
"""

    # -- the new design --------------------------------------------------------------------
    def _new_comment(self, c: Comment, kids: dict[str | None, list[Comment]], now: datetime) -> str:
        st, ui = self.new_style, self.lang.UI
        out: list[str] = []
        stack: list[Comment | str] = [c]
        while stack:
            item = stack.pop()
            if isinstance(item, str):
                out.append(item)
                continue
            out.append(
                f'<article{st.attr("card")} data-post="{item.id}">'
                f'<div{st.attr("card__meta")}><span data-ago="1">{esc(self.lang.ago((now - item.published).total_seconds()))}</span>'
                f'<a{st.attr("card__author")} href="/people/{slugify(item.author)}">{esc(item.author)}</a></div>'
                f"<div{st.attr('card__text')}>{self.comment_body(item)}</div>"
                f'<div{st.attr("card__bar")}><button type="button" data-action="like">♥ {item.likes}</button>'
                f'<button type="button" data-action="reply">{ui["reply"]}</button></div>'
            )
            replies = kids.get(item.id, [])
            stack.append("</article>")
            if replies:
                stack.append("</div>")
                stack.extend(reversed(replies))
                stack.append(f"<div{st.attr('card__replies')}>")
        return "".join(out)

    def _new(self, art: Article, now: datetime) -> str:
        lang, ui, spec = self.lang, self.lang.UI, self.spec
        when = self.local(art.published)
        visible = self.visible(art, now)
        kids = children_of(visible)
        cards = "".join(self._new_comment(c, kids, now) for c in top_level(visible, "newest"))
        menu = "".join(f'<a class="px-4 py-2" href="/{slugify(n)}">{esc(n)}</a>' for n in lang.NAV)
        stories = "".join(
            f'<a class="block p-4 border-b" href="{esc(s.href)}"><span class="text-lg">{esc(s.title)}</span></a>'
            for s in self.stories(art, now, 4)
        )
        body = "\n".join(f'<p class="mb-4">{esc(p)}</p>' for p in art.paragraphs)
        return f"""<!DOCTYPE html>
<html lang="{spec.lang_tag}" data-theme="2027">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>{esc(art.title)} | Harbour</title>
{self.meta_head(art, twitter=False)}
</head>
<body class="bg-white text-gray-900">
<div class="grid grid-cols-2 md:grid-cols-4 mx-auto max-w-3xl">
<div class="flex items-center gap-4 py-2"><a class="font-bold uppercase" href="/">Harbour</a><span class="hidden md:block">{menu}</span></div>
</div>
<main class="mx-auto max-w-3xl px-4">
<h1 class="text-lg font-bold">{esc(art.title)}</h1>
<div class="text-sm text-gray-600">{esc(art.author)} · <time datetime="{when.isoformat()}">{esc(lang.date_short(when))}</time></div>
<div class="leading-snug mt-4">{body}</div>
<div id="discussion" class="mt-4 space-y-3"><h3 class="font-semibold">{ui["comments"]} ({len(visible)})</h3>{cards}</div>
<nav class="mt-4">{stories}</nav>
</main>
</body>
</html>
"""
