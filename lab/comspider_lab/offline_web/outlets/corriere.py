"""Corriere della Valle (it-IT): an older CMS with Italian ids and class names. A link
<a href="#commenti">Commenti (12)</a> in the article tools loads the comments into the
(empty) #commenti section; a "Condividi" button opens a window.alert."""

from __future__ import annotations

from datetime import datetime

from comspider_lab.offline_web import chrome
from comspider_lab.offline_web.html_util import Styler, esc
from comspider_lab.offline_web.model import (
    BIG,
    FRESH,
    LINK,
    NORMAL,
    SATURATED,
    ArrivalParams,
    Article,
    Comment,
    OutletSpec,
)
from comspider_lab.offline_web.rng import b36
from comspider_lab.offline_web.server import Request, Response, html_response
from comspider_lab.offline_web.sitebase import OutletSite, slugify
from comspider_lab.offline_web.threads import children_of, top_level

_MESI = [
    "gennaio",
    "febbraio",
    "marzo",
    "aprile",
    "maggio",
    "giugno",
    "luglio",
    "agosto",
    "settembre",
    "ottobre",
    "novembre",
    "dicembre",
]
_WORDS = {
    "nav": "menu",
    "list": "lista",
    "item": "voce",
    "link": "link",
    "related": "correlati",
    "most-read": "piu-letti",
    "title": "titolo",
    "text": "testo",
    "date": "data",
    "media": "foto",
    "img": "immagine",
    "meta": "info",
    "share": "condividi",
    "label": "etichetta",
    "footer": "piede",
    "newsletter": "newsletter",
    "count": "conteggio",
    "rank": "posizione",
    "copy": "copia",
    "ad": "pubblicita",
}


class Corriere(OutletSite):
    spec = OutletSpec(
        key="corriere",
        name="Corriere della Valle",
        language="it",
        lang_tag="it-IT",
        host_index=17,
        mechanism=LINK,
        features=("dialog", "nested", "disabled"),
        tz_minutes=60,
        plan=(NORMAL, FRESH, NORMAL, BIG, SATURATED, "disabled"),
        arrival=ArrivalParams(
            reaction_mean_h=2.5, decay_h=12, reply_prob=0.25, reply_delay_min=40, max_depth=1, max_replies=2
        ),
        places=("Bergamo", "Brescia", "Sondrio", "Lecco", "Como", "Trento"),
        domain="corrieredellavalle.it",
    )
    server_header = "Apache"
    style = Styler("plain", words=_WORDS)
    assets = {"/includes/js/articolo.js": "articolo.js", "/includes/css/stile.css": "stile.css"}
    sort_order = "oldest"
    image_dir = "immagini"

    def make_path(self, art: Article) -> str:
        d = self.local(art.published)
        return (
            f"/{art.section_slug}/{d:%y}_{_MESI[d.month - 1]}_{d.day:02d}/"
            f"{slugify(art.title, 60)}-{b36(self.world.seed, art.id, length=8)}.shtml"
        )

    def entry_locator(self, art: Article) -> str | None:
        return "//a[@href='#commenti']"

    def _fragment(self, art: Article, now: datetime) -> str:
        visible = self.visible(art, now)
        if not visible:
            return '<p class="nessun-commento">Non ci sono ancora commenti. Scrivi il primo!</p>'
        kids = children_of(visible)

        def one(c: Comment) -> str:
            when = self.local(c.published)
            return (
                f'<div class="commento" id="commento-{c.id}">'
                f'<div class="commento-intestazione"><img class="commento-avatar" src="{c.avatar}" alt="" width="30" height="30">'
                f'<strong class="commento-autore">{esc(c.author)}</strong> '
                f'<span class="commento-data">{when:%d/%m/%Y} - {when:%H:%M}</span></div>'
                f'<div class="commento-testo">\n{self.comment_body(c)}\n</div>'
                f'<div class="commento-azioni"><a href="#" class="rispondi">Rispondi</a> · '
                f'<a href="#" class="piace">Mi piace ({c.likes})</a> · <a href="#" class="segnala">Segnala</a></div>'
            )

        out = []
        for top in top_level(visible, "oldest"):
            replies = kids.get(top.id, [])
            block = one(top)
            if replies:
                block += '<div class="risposte">' + "".join(one(r) + "</div>" for r in replies) + "</div>"
            out.append(block + "</div>")
        return f'<div class="lista-commenti">{"".join(out)}</div>'

    def route(self, request: Request, now: datetime) -> Response | None:
        if request.path != "/commenti/api/lista":
            return None
        art = self.article_by_id(request.query.get("id", ""))
        if art is None or art.published > now or not art.comments_enabled:
            return html_response('<p class="errore">Commenti non disponibili.</p>', 404)
        return html_response(self._fragment(art, now))

    def render_article(self, art: Article, now: datetime) -> str:
        st, lang, ui, spec = self.style, self.lang, self.lang.UI, self.spec
        ads = self.world.base("adserver")
        when = self.local(art.published)
        n = art.visible_count(now)
        paras = "\n".join(f"<p>{esc(p)}</p>" for p in art.paragraphs)
        tools = [
            '<ul class="strumenti-articolo">',
            '<li><a class="carattere-piu" href="javascript:void(0)" title="Aumenta carattere">A+</a></li>',
            '<li><a class="carattere-meno" href="javascript:void(0)" title="Riduci carattere">A-</a></li>',
            f'<li><a class="invia" href="mailto:?subject={esc(art.title)}">Invia</a></li>',
        ]
        if art.comments_enabled:
            tools.append(f'<li><a class="commenti-link" href="#commenti">{ui["comments"]} ({n})</a></li>')
        tools.append("</ul>")
        section = (
            f'<div id="commenti" class="box-commenti" data-articolo="{art.id}">'
            f'<h3 class="box-commenti-titolo">{ui["comments"]}</h3>'
            f'<div class="box-commenti-contenuto"></div>'
            f'<p class="box-commenti-regole"><a href="/regole-community.shtml">{ui["guidelines"]}</a></p></div>'
            if art.comments_enabled
            else f'<div class="box-commenti box-commenti-chiuso"><p>{ui["comments_closed"]}</p></div>'
        )
        nav = chrome.link_list(st, "nav", [(x, f"/{slugify(x)}/") for x in lang.NAV])
        related = chrome.story_list(
            st,
            "related",
            ui["related"],
            self.stories(art, now, 4),
            wrapper="div",
            heading_tag="h4",
            time_tags=False,
        )
        most = chrome.story_list(
            st,
            "most-read",
            ui["most_read"],
            self.stories(art, now, 5, offset=2),
            tag="ol",
            thumbs=False,
            dates=True,
            time_tags=False,
        )
        footer = chrome.link_list(st, "footer", [(x, f"/{slugify(x)}.shtml") for x in lang.FOOTER])
        return f"""<!DOCTYPE html>
<html lang="{spec.lang_tag}">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<title>{esc(art.title)} - Corriere della Valle</title>
{self.meta_head(art, twitter=False)}
<link rel="stylesheet" type="text/css" href="/includes/css/stile.css">
</head>
<body id="pagina-articolo">
<div id="contenitore">
<div id="testata"><a href="/" id="logo-testata">Corriere della Valle</a>
<div id="servizi"><a href="/abbonamenti/">{ui["subscribe"]}</a> | <a href="/login/">{ui["login"]}</a> | <a href="/meteo/">Meteo</a></div></div>
<div id="menu-principale">{nav}</div>
<div id="banner-alto">{chrome.ad_slot(st, lang, ads, "leaderboard", (728, 90), "ins", spec.key)}</div>
<div id="colonna-sinistra">
<div class="articolo">
<p class="occhiello">{esc(art.section)}</p>
<h1 class="titolo-articolo">{esc(art.title)}</h1>
<h2 class="sommario">{esc(art.lead)}</h2>
<p class="firma">{ui["by"]} <b>{esc(art.author)}</b> &middot; <time class="data-articolo" datetime="{when.isoformat()}">{esc(lang.datetime_long(when))}</time></p>
{"".join(tools)}
<div class="foto-articolo"><img src="{self.img(f"a{art.id}", 640, 360)}" alt="" width="640" height="360"><span class="didascalia">{esc(art.image_caption)}</span></div>
<div class="corpo-articolo">
{paras}
</div>
{chrome.share_bar(st, lang, self.url(art.path), art.title, copy_button=True)}
</div>
{section}
{related}
</div>
<div id="colonna-destra">{most}{chrome.ad_slot(st, lang, ads, "box-destra", (300, 250), "iframe", spec.key)}{chrome.newsletter(st, lang)}</div>
<div id="piede">{footer}<p>Corriere della Valle S.r.l. - P.IVA 01234560167</p></div>
</div>
<script src="/includes/js/articolo.js"></script>
</body>
</html>
"""
