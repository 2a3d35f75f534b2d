"""Dorfblatt Oberland (de-DE): a blog-style local paper whose readers' thread sits in the
page, beside a sidebar of the latest comments on *other* articles.

The sidebar ("Zuletzt diskutiert") looks like the thread: avatar, name, date, the
comment's text (shortened), each linking to the comment on its own article. It is not
this article's thread (issue 13) and must neither be written as comments nor displace
the thread. The thread itself shows the cases of issue 15's point 7: a "Leser-
empfehlungen" list of the three most liked comments above the full list in the same
container (each comment twice on the page, once in the output), a notice where the
editors removed a comment, and the hidden template record the page's script clones
(``_autor_``, ``_zeit_``, ``_text_``). Replies are nested one level.
"""

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

LATEST_COMMENTS = "latest_comments"
SIDEBAR_ENTRIES = 6
TOP_LIST = 3


class Dorfblatt(OutletSite):
    spec = OutletSpec(
        key="dorfblatt",
        name="Dorfblatt Oberland",
        language="de",
        lang_tag="de-DE",
        host_index=39,
        mechanism=STATIC,
        features=("nested", "latest_comments_sidebar", "top_comments", "removed_notice"),
        tz_minutes=60,
        plan=(NORMAL, BIG, FRESH, NORMAL, SATURATED),
        arrival=ArrivalParams(
            reaction_mean_h=1.2, decay_h=8, reply_prob=0.3, reply_delay_min=25, max_depth=1, max_replies=2
        ),
        places=("Murnau", "Weilheim", "Penzberg", "Kochel", "Oberammergau", "Peißenberg"),
        domain="dorfblatt-oberland.de",
    )
    server_header = "Apache"
    style = Styler("plain")

    def make_path(self, art: Article) -> str:
        d = self.local(art.published)
        return f"/{d:%Y/%m/%d}/{slugify(art.title)}/"

    def lookalike_regions(self, art: Article) -> list[tuple[str, str]]:
        return [(LATEST_COMMENTS, "//section[@class='diskurs']")]

    # -- the thread --------------------------------------------------------------------
    def _comment(self, c: Comment, now: datetime, replies: str = "", top: bool = False) -> str:
        when = self.local(c.published)
        ident = f'id="top-kommentar-{c.id}"' if top else f'id="kommentar-{c.id}"'
        return (
            f'<li class="kommentar{" kommentar--antwort" if c.depth else ""}" {ident} data-id="{c.id}">'
            f'<div class="kommentar__inhalt"><div class="kommentar__kopf"><img class="kommentar__bild" src="{c.avatar}" alt="" width="48" height="48">'
            f'<span class="kommentar__autor">{esc(c.author)}</span> <a class="kommentar__link" href="#kommentar-{c.id}">'
            f'<time class="kommentar__zeit" datetime="{when.isoformat()}">{esc(self.lang.datetime_long(when))}</time></a></div>'
            f'<div class="kommentar__text">\n{self.comment_body(c)}\n</div>'
            f'<div class="kommentar__werkzeuge"><a class="kommentar__antworten" href="?replytocom={c.id}#respond">Antworten</a> '
            f'<span class="kommentar__daumen">👍 {c.likes}</span></div></div>{replies}</li>'
        )

    def _thread(self, art: Article, now: datetime) -> str:
        visible = self.visible(art, now)
        kids = children_of(visible)
        roots = top_level(visible, self.sort_order)
        items = []
        for i, c in enumerate(roots):
            replies = kids.get(c.id, [])
            inner = (
                '<ol class="antworten">' + "".join(self._comment(r, now) for r in replies) + "</ol>"
                if replies
                else ""
            )
            items.append(self._comment(c, now, inner))
            if i == 2 and len(visible) >= 8:
                items.append(
                    '<li class="kommentar kommentar--entfernt"><p class="kommentar__hinweis">'
                    "Dieser Kommentar wurde von der Redaktion entfernt. Bitte beachten Sie unsere Netiquette.</p></li>"
                )
        # the record the page's script clones for a new comment
        items.append(
            '<li class="kommentar kommentar--vorlage" hidden><div class="kommentar__inhalt"><div class="kommentar__kopf">'
            '<span class="kommentar__autor">_autor_</span> <time class="kommentar__zeit">_zeit_</time></div>'
            '<div class="kommentar__text"><p>_text_</p></div></div></li>'
        )
        top = ""
        if len(roots) >= 6:
            best = sorted(roots, key=lambda c: (-c.likes, c.seq))[:TOP_LIST]
            top = (
                '<div class="kommentare-top"><h3>Leserempfehlungen</h3><ol class="kommentarliste kommentarliste--top">'
                + "".join(self._comment(c, now, top=True) for c in best)
                + "</ol></div>"
            )
        n = len(visible)
        return (
            f'<section id="kommentare" class="kommentare"><h2 class="kommentare__titel">{n} Kommentare</h2>{top}'
            f'<ol class="kommentarliste">{"".join(items)}</ol>'
            '<div id="respond" class="kommentar-formular"><h3>Schreiben Sie einen Kommentar</h3>'
            '<form action="/wp-comments-post.php" method="post"><p><label for="kommentar">Kommentar</label>'
            '<textarea id="kommentar" name="comment" rows="6"></textarea></p><p><label for="autor">Name *</label>'
            '<input id="autor" name="author" type="text"></p><p><input type="submit" value="Kommentar abschicken"></p>'
            "</form></div></section>"
        )

    # -- the sidebar ---------------------------------------------------------------------
    def _latest_elsewhere(self, art: Article, now: datetime) -> str:
        """The latest comments on the outlet's other articles."""
        pool: list[tuple[datetime, Article, Comment]] = []
        for other in self.articles:
            if other is art or other.published > now:
                continue
            pool.extend((c.published, other, c) for c in self.visible(other, now))
        pool.sort(key=lambda e: (e[0], e[2].id), reverse=True)
        entries = []
        for _when, other, c in pool[:SIDEBAR_ENTRIES]:
            words = c.text.split()
            excerpt = " ".join(words[:18]) + (" […]" if len(words) > 18 else "")
            entries.append(
                f'<li class="diskurs__eintrag"><img class="diskurs__bild" src="{c.avatar}" alt="" width="32" height="32">'
                f'<b class="diskurs__name">{esc(c.author)}</b> zu <a class="diskurs__artikel" href="{esc(other.path)}#kommentar-{c.id}">'
                f'{esc(other.title)}</a><p class="diskurs__auszug">{esc(excerpt)}</p>'
                f'<span class="diskurs__zeit">{esc(self.lang.ago((now - c.published).total_seconds()))}</span></li>'
            )
        return (
            '<section class="diskurs"><h3 class="diskurs__titel">Zuletzt diskutiert</h3>'
            f'<ul class="diskurs__liste">{"".join(entries)}</ul></section>'
        )

    def render_article(self, art: Article, now: datetime) -> str:
        st, lang, ui = self.style, self.lang, self.lang.UI
        when = self.local(art.published)
        paras = "\n".join(f"<p>{esc(p)}</p>" for p in art.paragraphs)
        nav = chrome.link_list(st, "nav", [(x, f"/rubrik/{slugify(x)}/") for x in lang.NAV])
        most = chrome.story_list(
            st, "meistgelesen", ui["most_read"], self.stories(art, now, 5, offset=2), tag="ol"
        )
        return f"""<!DOCTYPE html>
<html lang="{self.spec.lang_tag}">
<head>
<meta charset="utf-8">
<title>{esc(art.title)} – Dorfblatt Oberland</title>
{self.meta_head(art)}
</head>
<body class="post-template single">
<header class="kopf"><a class="kopf__logo" href="/">Dorfblatt Oberland</a><nav class="hauptnavigation">{nav}</nav></header>
<div class="seite">
<main class="inhalt">
<article class="beitrag" id="beitrag-{art.id}">
<h1 class="beitrag__titel">{esc(art.title)}</h1>
<p class="beitrag__meta">{ui["by"]} {esc(art.author)} · <time datetime="{when.isoformat()}">{esc(lang.datetime_long(when))}</time></p>
<p class="beitrag__vorspann"><strong>{esc(art.lead)}</strong></p>
<div class="beitrag__text">
{paras}
</div>
</article>
{self._thread(art, now) if art.comments_enabled else ""}
</main>
<aside class="spalte">{self._latest_elsewhere(art, now)}{most}</aside>
</div>
<footer class="fuss">{chrome.link_list(st, "fuss", [(x, f"/seite/{slugify(x)}/") for x in lang.FOOTER])}</footer>
</body>
</html>
"""
