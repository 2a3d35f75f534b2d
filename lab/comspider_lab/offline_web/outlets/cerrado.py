"""Folha do Cerrado (pt-BR): an endless stream of articles. Scrolling to the end of an
article appends the next one (headline, text, and its comments already shown) and the
address bar follows the article in view; each article's own comments open with its
"Ver os 23 comentários" button (the same button in every article of the stream). Only
the first article's comments belong to the page."""

from __future__ import annotations

import random
import re
from datetime import datetime

from comspider_lab.offline_web import hardkit
from comspider_lab.offline_web.html_util import Styler, esc
from comspider_lab.offline_web.model import (
    ARTICLE_STREAM,
    FRESH,
    NORMAL,
    SATURATED,
    ArrivalParams,
    Article,
    Comment,
    OutletSpec,
)
from comspider_lab.offline_web.server import Request, Response, json_response
from comspider_lab.offline_web.sitebase import OutletSite, slugify
from comspider_lab.offline_web.threads import children_of, top_level

_COMMENTS = re.compile(r"^/api/comentarios/(\d+)$")


class Cerrado(OutletSite):
    spec = OutletSpec(
        key="cerrado",
        name="Folha do Cerrado",
        language="pt",
        lang_tag="pt-BR",
        host_index=35,
        mechanism=ARTICLE_STREAM,
        features=("article_stream", "history_api", "nested"),
        tz_minutes=-180,
        plan=(NORMAL, NORMAL, FRESH, NORMAL, SATURATED, NORMAL),
        arrival=ArrivalParams(
            reaction_mean_h=1.0, decay_h=8, reply_prob=0.3, reply_delay_min=25, max_depth=1, max_replies=2
        ),
        places=("Goiânia", "Anápolis", "Palmas", "Uberlândia", "Brasília"),
        domain="folhadocerrado.com.br",
        currency="R$",
    )
    server_header = "nginx"
    style = Styler("bem", "fc")
    assets = {"/static/js/fluxo.min.js": "fluxo.js"}
    sort_order = "newest"

    def make_id(self, rng: random.Random, index: int) -> str:
        return str(rng.randrange(10**5, 10**6) * 10 + index)

    def make_path(self, art: Article) -> str:
        d = self.local(art.published)
        return f"/{art.section_slug}/noticia/{d:%Y/%m/%d}/{slugify(art.title, 60)}.ghtml"

    def entry_locator(self, art: Article) -> str | None:
        return "//button[contains(concat(' ', @class, ' '), ' js-comentarios ')]"

    def _thread(self, art: Article, now: datetime) -> str:
        visible = self.visible(art, now)
        if not visible:
            return '<p class="comentarios__vazio">Seja o primeiro a comentar.</p>'
        kids = children_of(visible)
        out = []
        for top in top_level(visible, self.sort_order):
            group = [top, *kids.get(top.id, [])]
            items = [self._one(c, now) for c in group]
            first = items[0]
            if len(items) > 1:
                first = (
                    first[: -len("</li>")]
                    + '<ul class="comentario__respostas">'
                    + "".join(items[1:])
                    + "</ul></li>"
                )
            out.append(first)
        return '<ul class="comentarios__lista">' + "".join(out) + "</ul>"

    def _one(self, c: Comment, now: datetime) -> str:
        return (
            f'<li class="comentario" id="comentario-{c.id}"><div class="comentario__topo">'
            f'<img class="comentario__foto" src="{c.avatar}" alt="" width="32" height="32">'
            f'<span class="comentario__autor">{esc(c.author)}</span>'
            f'<span class="comentario__data">{esc(self.lang.ago((now - c.published).total_seconds()))}</span></div>'
            f'<div class="comentario__texto">{self.comment_body(c)}</div>'
            f'<div class="comentario__acoes"><button type="button">Responder</button>'
            f'<button type="button" class="comentario__curtir">{c.likes}</button></div></li>'
        )

    def _materia(self, art: Article, now: datetime, *, first: bool) -> str:
        """One article of the stream; appended ones show their comments at once (and the
        same button, which would load them again)."""
        ui = self.lang.UI
        n = art.visible_count(now)
        button = (
            f'<button type="button" class="materia__ver js-comentarios" data-id="{art.id}">'
            f"{esc(ui['show_comments'].format(n=n))}</button>"
            if art.comments_enabled
            else ""
        )
        comments = (
            '<div class="materia__comentarios" hidden></div>'
            if first
            else f'<div class="materia__comentarios">{self._thread(art, now)}</div>'
        )
        return (
            f'<article class="materia" data-id="{art.id}" data-url="{esc(art.path)}">'
            f'<header class="materia__cabecalho">{hardkit.article_block(self, art, now, cls="materia")}</header>'
            f'<section class="materia__conversa"><h2>{esc(ui["comments"])}</h2>{button}{comments}</section></article>'
        )

    def route(self, request: Request, now: datetime) -> Response | None:
        m = _COMMENTS.match(request.path)
        if m:
            art = self.article_by_id(m.group(1))
            if art is None or art.published > now or not art.comments_enabled:
                return json_response({"erro": "não encontrado"}, 404)
            return json_response({"total": art.visible_count(now), "html": self._thread(art, now)})
        if request.path == "/api/proxima":
            shown = [a for a in self.articles if a.published <= now]
            start = self.article_by_id(request.query.get("inicio", ""))
            last = self.article_by_id(request.query.get("depois", ""))
            if start is None or last is None or start not in shown or last not in shown:
                return json_response({"html": ""})
            k = (shown.index(last) + 1) % len(shown)
            if shown[k] is start:  # every other article has been shown: the stream ends
                return json_response({"html": ""})
            return json_response({"html": self._materia(shown[k], now, first=False)})
        return None

    def render_article(self, art: Article, now: datetime) -> str:
        main = (
            f'<div class="fluxo" data-inicio="{art.id}">{self._materia(art, now, first=True)}'
            '<div class="fluxo__proxima" aria-hidden="true"></div></div>'
        )
        return hardkit.article_page(
            self, art, now, main=main, scripts='<script src="/static/js/fluxo.min.js" defer></script>'
        )
