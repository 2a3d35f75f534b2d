"""El Faro de Málaga (es-ES): Spanish BEM classes (fd-c-articulo__titulo), a
Sourcepoint-style consent message in an iframe over the whole page, and comments opened
by an icon: a <span> holding only an SVG speech bubble and an aria-label."""

from __future__ import annotations

import random
import re
from datetime import datetime

from comspider_lab.offline_web import chrome
from comspider_lab.offline_web.html_util import Styler, esc, json_script
from comspider_lab.offline_web.model import FRESH, ICON, NORMAL, SATURATED, ArrivalParams, Article, OutletSpec
from comspider_lab.offline_web.rng import hexid
from comspider_lab.offline_web.server import Request, Response, html_response, json_response
from comspider_lab.offline_web.sitebase import OutletSite, slugify
from comspider_lab.offline_web.threads import children_of, top_level

_API = re.compile(r"^/ws/comentarios/([0-9a-f]{24})$")
_WORDS = {
    "article": "articulo",
    "nav": "menu",
    "list": "lista",
    "item": "elemento",
    "link": "enlace",
    "related": "relacionadas",
    "most-read": "mas-leidas",
    "title": "titulo",
    "text": "texto",
    "date": "fecha",
    "media": "foto",
    "img": "imagen",
    "meta": "datos",
    "share": "compartir",
    "label": "etiqueta",
    "footer": "pie",
    "newsletter": "boletin",
    "count": "contador",
    "rank": "posicion",
    "ad": "publicidad",
}


class Faro(OutletSite):
    spec = OutletSpec(
        key="faro",
        name="El Faro de Málaga",
        language="es",
        lang_tag="es-ES",
        host_index=16,
        mechanism=ICON,
        features=("consent", "consent_iframe", "nested"),
        tz_minutes=60,
        plan=(NORMAL, NORMAL, FRESH, SATURATED, NORMAL, NORMAL),
        arrival=ArrivalParams(
            reaction_mean_h=1.0, decay_h=6, reply_prob=0.3, reply_delay_min=20, max_depth=1, max_replies=3
        ),
        places=("Málaga", "Marbella", "Torremolinos", "Ronda", "Antequera", "Fuengirola"),
        domain="elfarodemalaga.es",
    )
    server_header = "Varnish"
    style = Styler("bem", "fd-c", words=_WORDS)
    assets = {
        "/js/sp/wrapperMessagingWithoutDetection.js": "shared/sourcepoint.js",
        "/js/faro.articulo.min.js": "articulo.js",
        "/css/faro.min.css": "faro.css",
    }
    sort_order = "newest"
    image_dir = "fotos"

    def make_id(self, rng: random.Random, index: int) -> str:
        return hexid(self.world.seed, self.name, "article", index, length=24)

    def make_path(self, art: Article) -> str:
        d = self.local(art.published)
        return f"/{art.section_slug}/{d:%Y/%m/%d}/{art.id}.html"

    def entry_locator(self, art: Article) -> str | None:
        return "//span[@aria-label='Abrir comentarios']"

    def _fragment(self, art: Article, now: datetime) -> str:
        visible = self.visible(art, now)
        kids = children_of(visible)
        numbers = {c.id: i + 1 for i, c in enumerate(visible)}
        out = []
        for top in top_level(visible, "newest"):
            group = [top, *kids.get(top.id, [])]
            inner = []
            for c in group:
                badge = f'<span class="fd-c-comentario__insignia">{esc(c.badge)}</span>' if c.badge else ""
                inner.append(
                    f'<article class="fd-c-comentario{" fd-c-comentario--respuesta" if c.depth else ""}" id="c-{c.id}">'
                    f'<header class="fd-c-comentario__cabecera"><img class="fd-c-comentario__avatar" src="{c.avatar}" alt="" width="36" height="36">'
                    f'<span class="fd-c-comentario__usuario">{esc(c.author)}</span>{badge}'
                    f'<span class="fd-c-comentario__fecha">{esc(self.lang.ago((now - c.published).total_seconds()))}</span>'
                    f'<span class="fd-c-comentario__numero">#{numbers[c.id]}</span></header>'
                    f'<div class="fd-c-comentario__cuerpo">\n{self.comment_body(c)}\n</div>'
                    f'<footer class="fd-c-comentario__pie"><button type="button">Responder</button>'
                    f'<button type="button" class="fd-c-comentario__voto">👍 {c.likes}</button>'
                    f'<button type="button">Denunciar</button></footer></article>'
                )
            first, rest = inner[0], inner[1:]
            if rest:
                first = (
                    first[: -len("</article>")]
                    + '<div class="fd-c-comentario__respuestas">'
                    + "".join(rest)
                    + "</div></article>"
                )
            out.append(first)
        if not out:
            return '<p class="fd-c-comentarios__vacio">Todavía no hay comentarios.</p>'
        return "".join(out)

    def route(self, request: Request, now: datetime) -> Response | None:
        # Sourcepoint serves its message at /index.html?message_id=... (on its CDN host, or a
        # first-party subdomain of the publisher's); served here from the outlet's host.
        if request.path == "/index.html" and "message_id" in request.query:
            ui = self.lang.UI
            return html_response(
                '<!DOCTYPE html><html lang="es"><head><meta charset="utf-8"><title>SP Consent Message</title>'
                "<style>body{font:15px sans-serif;margin:0;padding:24px}.message-row{display:flex;gap:10px;margin-top:18px}"
                ".message-button{padding:10px 18px;border:1px solid #0a3d62;background:#fff;cursor:pointer}"
                ".sp_choice_type_11{background:#0a3d62;color:#fff}</style></head><body>"
                f'<div class="message-component message-text"><h2>{ui["consent_title"]}</h2><p>{ui["consent_text"]}</p></div>'
                '<div class="message-row">'
                f'<button class="message-component message-button no-children focusable sp_choice_type_12" title="{ui["consent_settings"]}">{ui["consent_settings"]}</button>'
                f'<button class="message-component message-button no-children focusable sp_choice_type_13" title="{ui["reject_all"]}">{ui["reject_all"]}</button>'
                f'<button class="message-component message-button no-children focusable sp_choice_type_11" title="{ui["accept_all"]}">{ui["accept_all"]}</button>'
                '</div><script>document.querySelectorAll(".sp_choice_type_11,.sp_choice_type_13").forEach(function(b){'
                'b.addEventListener("click",function(){parent.postMessage({sp:"choice",uuid:"'
                + hexid("uuid", self.world.seed, length=32)
                + '",type:b.className},"*");});});</script></body></html>'
            )
        m = _API.match(request.path)
        if not m:
            return None
        art = self.article_by_id(m.group(1))
        if art is None or art.published > now or not art.comments_enabled:
            return json_response({"ok": False}, 404)
        return json_response({"ok": True, "total": art.visible_count(now), "html": self._fragment(art, now)})

    def render_article(self, art: Article, now: datetime) -> str:
        st, lang, ui, spec = self.style, self.lang, self.lang.UI, self.spec
        ads = self.world.base("adserver")
        when = self.local(art.published)
        n = art.visible_count(now)
        paras = []
        for i, p in enumerate(art.paragraphs):
            paras.append(f'<p class="{st("articulo__parrafo")}">{esc(p)}</p>')
            if i == 2:
                paras.append(chrome.ad_slot(st, lang, ads, "robapaginas", (300, 250), "div", spec.key))
        tools = (
            f'<ul class="{st("articulo__herramientas")}">'
            f'<li class="{st("articulo__herramienta")}"><a class="{st("articulo__boton")}" href="https://www.facebook.com/sharer/sharer.php?u={esc(self.url(art.path))}" target="_blank" rel="noopener" title="Compartir en Facebook">{chrome.SHARE_ICONS["facebook"]}</a></li>'
            f'<li class="{st("articulo__herramienta")}"><a class="{st("articulo__boton")}" href="https://x.com/intent/post?url={esc(self.url(art.path))}" target="_blank" rel="noopener" title="Compartir en X">{chrome.SHARE_ICONS["x"]}</a></li>'
            f'<li class="{st("articulo__herramienta")}"><a class="{st("articulo__boton")}" href="mailto:?subject={esc(art.title)}" title="Enviar por email">{chrome.SHARE_ICONS["email"]}</a></li>'
        )
        if art.comments_enabled:
            tools += (
                f'<li class="{st("articulo__herramienta", "comentarios")}"><span class="fd-c-icono-comentarios js-comentarios" '
                f'role="button" tabindex="0" aria-label="Abrir comentarios">{chrome.SPEECH_BUBBLE}</span>'
                f'<span class="{st("articulo__contador")}">{n}</span></li>'
            )
        tools += "</ul>"
        panel = (
            (
                f'<aside id="comentarios" class="{st("comentarios")}" hidden aria-label="{ui["comments"]}" data-id="{art.id}">'
                f'<header class="{st("comentarios__cabecera")}"><h2>{ui["comments"]}</h2>'
                f'<button type="button" class="{st("comentarios__cerrar")}" aria-label="{ui["close"]}">×</button></header>'
                f'<div class="{st("comentarios__lista")}"></div></aside>'
            )
            if art.comments_enabled
            else ""
        )
        nav = chrome.link_list(st, "nav", [(x, f"/{slugify(x)}.html") for x in lang.NAV])
        related = chrome.story_list(
            st, "related", ui["related"], self.stories(art, now, 4), wrapper="section"
        )
        most = chrome.story_list(
            st,
            "most-read",
            ui["most_read"],
            self.stories(art, now, 5, offset=2, counts="reads"),
            tag="ol",
            thumbs=True,
            dates=False,
        )
        sp = {"config": {"accountId": 1873, "messageId": 1043187, "baseEndpoint": "/privacy-mgmt"}}
        footer = chrome.link_list(st, "footer", [(x, f"/corporativo/{slugify(x)}.html") for x in lang.FOOTER])
        return f"""<!DOCTYPE html>
<html lang="{spec.lang_tag}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{esc(art.title)} | {esc(art.section)} | El Faro de Málaga</title>
{self.meta_head(art)}
<link rel="stylesheet" href="/css/faro.min.css">
<script>window._sp_ = {json_script(sp)};</script>
<script src="/js/sp/wrapperMessagingWithoutDetection.js" async></script>
</head>
<body class="{st("pagina", "noticia")}">
<header class="{st("cabecera")}"><div class="{st("cabecera__marca")}"><a href="/" class="{st("cabecera__logo")}">El Faro <span>de Málaga</span></a>
<div class="{st("cabecera__usuario")}"><a class="{st("boton", "suscripcion")}" href="/suscripciones/">{ui["subscribe"]}</a> <a class="{st("boton", "acceso")}" href="/registro/login.html">{ui["login"]}</a></div></div>
<nav class="{st("nav")}">{nav}</nav></header>
<main class="{st("contenido")}">
<article class="{st("articulo")}">
<header class="{st("articulo__cabecera")}">
<p class="{st("articulo__seccion")}">{esc(art.section)}</p>
<h1 class="{st("articulo__titular")}">{esc(art.title)}</h1>
<p class="{st("articulo__entradilla")}">{esc(art.lead)}</p>
<div class="{st("articulo__firma")}"><span class="{st("articulo__autor")}">{esc(art.author)}</span> <span class="{st("articulo__ciudad")}">{esc(art.slots["place"])}</span>
<time class="{st("articulo__fecha")}" datetime="{when.isoformat()}">{esc(lang.datetime_long(when))}</time></div>
{tools}
</header>
<figure class="{st("articulo__multimedia")}"><img src="{self.img(f"a{art.id[:8]}", 980, 550)}" alt="" width="980" height="550"><figcaption>{esc(art.image_caption)}</figcaption></figure>
<div class="{st("articulo__cuerpo")}">
{chr(10).join(paras)}
</div>
</article>
{related}
{chrome.newsletter(st, lang)}
</main>
<aside class="{st("lateral")}">{most}{chrome.ad_slot(st, lang, ads, "lateral", (300, 600), "iframe", spec.key)}</aside>
{panel}
<footer class="{st("pie")}">{footer}<p>© {when.year} Editorial del Faro S.L.</p></footer>
<script src="/js/faro.articulo.min.js" defer></script>
</body>
</html>
"""
