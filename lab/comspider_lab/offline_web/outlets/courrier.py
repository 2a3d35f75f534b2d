"""Le Courrier de l'Est (fr-FR): a heavy page, some 260 clickables (a mega menu, a news
ticker, three autoplaying carousels with arrows and dots, share and tool icons, tags, a
services grid, a fat footer). The readers' reactions open with an icon-only button (a
speech-bubble sprite and the count, a title attribute) under the carousels."""

from __future__ import annotations

import random
import re
from datetime import datetime

from comspider_lab.offline_web import chrome, hardkit
from comspider_lab.offline_web.html_util import Styler, esc
from comspider_lab.offline_web.model import (
    FRESH,
    HEAVY_PAGE,
    NORMAL,
    SATURATED,
    ArrivalParams,
    Article,
    Comment,
    OutletSpec,
)
from comspider_lab.offline_web.server import Request, Response, html_response
from comspider_lab.offline_web.sitebase import OutletSite, slugify
from comspider_lab.offline_web.threads import children_of, top_level

_API = re.compile(r"^/api/reactions/(\d+)$")
_SPRITE = (
    '<svg xmlns="http://www.w3.org/2000/svg" style="display:none">'
    '<symbol id="ico-bulle" viewBox="0 0 24 24"><path d="M4 4h16v11H8.5L4 19.5z"/></symbol>'
    '<symbol id="ico-prec" viewBox="0 0 24 24"><path d="M15 5l-7 7 7 7"/></symbol>'
    '<symbol id="ico-suiv" viewBox="0 0 24 24"><path d="M9 5l7 7-7 7"/></symbol>'
    '<symbol id="ico-imprimer" viewBox="0 0 24 24"><path d="M6 9V3h12v6M6 18h12v3H6z"/></symbol>'
    '<symbol id="ico-favori" viewBox="0 0 24 24"><path d="M6 3h12v18l-6-4-6 4z"/></symbol>'
    '<symbol id="ico-texte" viewBox="0 0 24 24"><path d="M4 20l6-16 6 16M6 14h8"/></symbol>'
    "</svg>"
)
SERVICES = [
    "Météo",
    "Trafic",
    "Avis de décès",
    "Annonces",
    "Emploi",
    "Immobilier",
    "Jeux",
    "Horoscope",
    "Programme TV",
    "Cinéma",
    "Agenda",
    "Pharmacies",
    "Marées",
    "Loto",
    "Bourse",
    "Abonnements",
]


def _icon(name: str) -> str:
    return f'<svg class="c-ico c-ico--{name}" aria-hidden="true"><use href="#ico-{name}"></use></svg>'


class Courrier(OutletSite):
    spec = OutletSpec(
        key="courrier",
        name="Le Courrier de l'Est",
        language="fr",
        lang_tag="fr-FR",
        host_index=37,
        mechanism=HEAVY_PAGE,
        features=("heavy_page", "carousels", "icon_button", "nested"),
        tz_minutes=60,
        plan=(NORMAL, NORMAL, FRESH, SATURATED, NORMAL),
        arrival=ArrivalParams(
            reaction_mean_h=1.3, decay_h=9, reply_prob=0.3, reply_delay_min=30, max_depth=1, max_replies=3
        ),
        places=("Nancy", "Metz", "Épinal", "Reims", "Troyes"),
        domain="courrier-est.fr",
    )
    server_header = "Varnish"
    style = Styler("bem", "ce")
    assets = {"/assets/js/site.min.js": "site.js"}
    sort_order = "newest"

    def make_id(self, rng: random.Random, index: int) -> str:
        return str(rng.randrange(10**6, 10**7) * 10 + index)

    def make_path(self, art: Article) -> str:
        d = self.local(art.published)
        return f"/{art.section_slug}/{d:%Y/%m/%d}/{slugify(art.title, 60)}"

    def entry_locator(self, art: Article) -> str | None:
        return "//button[contains(@class, 'c-reactions__btn')]"

    # -- the reactions ------------------------------------------------------------------
    def _reaction(self, c: Comment, now: datetime) -> str:
        return (
            f'<div class="reaction{" reaction--reponse" if c.depth else ""}" id="reaction-{c.id}">'
            f'<div class="reaction__entete"><img src="{c.avatar}" alt="" width="30" height="30">'
            f'<span class="reaction__pseudo">{esc(c.author)}</span>'
            f'<span class="reaction__date">{esc(self.lang.ago((now - c.published).total_seconds()))}</span></div>'
            f'<div class="reaction__texte">{self.comment_body(c)}</div>'
            f'<div class="reaction__pied"><button type="button">Répondre</button>'
            f'<button type="button" class="reaction__aime">{c.likes}</button></div></div>'
        )

    def thread_html(self, art: Article, now: datetime) -> str:
        visible = self.visible(art, now)
        if not visible:
            return '<p class="c-reactions__vide">Soyez le premier à réagir.</p>'
        kids = children_of(visible)
        out = []
        for top in top_level(visible, self.sort_order):
            replies = "".join(self._reaction(k, now) for k in kids.get(top.id, []))
            box = f'<div class="reaction__reponses">{replies}</div>' if replies else ""
            out.append(f'<div class="reaction-fil">{self._reaction(top, now)}{box}</div>')
        return "".join(out)

    def route(self, request: Request, now: datetime) -> Response | None:
        m = _API.match(request.path)
        if not m:
            return None
        art = self.article_by_id(m.group(1))
        if art is None or art.published > now or not art.comments_enabled:
            return html_response("", 404)
        return html_response(self.thread_html(art, now))

    # -- the heavy page -------------------------------------------------------------------
    def _menu(self) -> str:
        cols = []
        for i, section in enumerate(self.lang.NAV):
            subs = "".join(
                f'<li><a href="/{slugify(section)}/{slugify(p)}-{k}">{esc(p)} {k}</a></li>'
                for k, p in enumerate(self.spec.places[:4] + self.spec.places[:3], 1)
            )
            cols.append(
                f'<li class="mega__rubrique"><a class="mega__titre" href="/{slugify(section)}/">{esc(section)}</a>'
                f'<ul class="mega__sous">{subs}<li><a href="/{slugify(section)}/archives-{i}">Archives</a></li></ul></li>'
            )
        return f'<nav class="mega" aria-label="Rubriques"><ul class="mega__liste">{"".join(cols)}</ul></nav>'

    def _carousel(self, art: Article, now: datetime, name: str, offset: int) -> str:
        stories = self.stories(art, now, 8, offset=offset)
        while len(stories) < 8:
            stories = stories + stories[: 8 - len(stories)]
        slides = "".join(
            f'<li class="carrousel__diapo{" is-active" if i == 0 else ""}"><a class="carrousel__lien" href="{esc(s.href)}?src={name}">'
            f'<img src="{esc(s.thumb)}" alt="" width="320" height="180" loading="lazy"><span>{esc(s.title)}</span></a></li>'
            for i, s in enumerate(stories)
        )
        dots = "".join(
            f'<button type="button" class="carrousel__point{" is-active" if i == 0 else ""}" aria-label="Diapositive {i + 1}"></button>'
            for i in range(len(stories))
        )
        return (
            f'<section class="carrousel" aria-roledescription="carousel"><h2 class="carrousel__titre">{esc(name)}</h2>'
            f'<div class="carrousel__fenetre" style="overflow:hidden"><ul class="carrousel__piste" style="display:flex">{slides}</ul></div>'
            f'<button type="button" class="carrousel__prec" aria-label="Précédent">{_icon("prec")}</button>'
            f'<button type="button" class="carrousel__suiv" aria-label="Suivant">{_icon("suiv")}</button>'
            f'<div class="carrousel__points">{dots}</div></section>'
        )

    def render_article(self, art: Article, now: datetime) -> str:
        lang, st = self.lang, self.style
        n = art.visible_count(now)
        ticker = "".join(
            f'<li><a href="{esc(s.href)}?src=fil">{esc(s.title)}</a></li>'
            for s in self.stories(art, now, 8, offset=2)
        )
        tools = "".join(
            f'<button type="button" class="outils__btn outils__btn--{k}" title="{esc(t)}">{_icon(k)}</button>'
            for k, t in (
                ("imprimer", "Imprimer"),
                ("favori", "Ajouter à mes favoris"),
                ("texte", "Taille du texte"),
            )
        )
        tags = "".join(
            f'<li><a class="etiquette" href="/sujet/{slugify(x)}">{esc(x)}</a></li>'
            for x in [*lang.NAV, *self.spec.places[:4]]
        )
        services = "".join(f'<li><a href="/services/{slugify(x)}">{esc(x)}</a></li>' for x in SERVICES)
        inline = "".join(
            f'<li><a href="{esc(s.href)}?src=lire-aussi">{esc(s.title)}</a></li>'
            for s in self.stories(art, now, 4, offset=5)
        )
        reactions = (
            f'<div class="c-reactions" id="reactions"><button type="button" class="c-reactions__btn" title="Réagir" '
            f'data-article="{art.id}">{_icon("bulle")}<span class="c-reactions__nb">{n}</span></button>'
            '<div class="c-reactions__fil" hidden></div></div>'
            if art.comments_enabled
            else ""
        )
        most = chrome.story_list(
            st, "plus-lus", lang.UI["most_read"], self.stories(art, now, 10, offset=1), tag="ol", thumbs=False
        )
        footer_cols = "".join(
            f'<div class="pied__col"><p>{esc(title)}</p><ul>'
            + "".join(
                f'<li><a href="/{slugify(title)}/{slugify(x)}-{k}">{esc(x)}</a></li>'
                for k, x in enumerate(lang.FOOTER[:10])
            )
            + "</ul></div>"
            for title in ("Le journal", "Services", "Annonces", "Partenaires", "Éditions", "Aide")
        )
        social = "".join(
            f'<a class="pied__social" href="https://{x}.example/courrier-est" aria-label="{x}">{chrome.SHARE_ICONS["x"]}</a>'
            for x in ("facebook", "x", "instagram", "youtube", "tiktok", "linkedin")
        )
        main = (
            f'<div class="fil-info"><span>En continu</span><ul class="fil-info__liste">{ticker}</ul></div>'
            f'<article class="ce-article"><div class="outils">{tools}</div>'
            f"{hardkit.article_block(self, art, now, cls='ce-article')}"
            f'<aside class="lire-aussi"><p>Lire aussi</p><ul>{inline}</ul></aside>'
            f"{chrome.share_bar(st, lang, self.url(art.path), art.title, icons_only=True, copy_button=True)}"
            f'<ul class="etiquettes">{tags}</ul></article>'
            f"{self._carousel(art, now, 'À la une', 1)}{self._carousel(art, now, 'Vidéos', 3)}"
            f"{self._carousel(art, now, 'Sports', 5)}"
            f"{reactions}{most}"
            f'<section class="services"><h2>Services</h2><ul>{services}</ul></section>'
        )
        page = hardkit.article_page(
            self,
            art,
            now,
            main=main,
            head="<style>.carrousel__diapo{min-width:100%}.c-ico{width:20px;height:20px}</style>",
            scripts='<script src="/assets/js/site.min.js" defer></script>',
            aside=f'<div class="pied-plus">{footer_cols}<div class="pied__reseaux">{social}</div></div>',
        )
        return page.replace('<body class="article">', f'<body class="article">{_SPRITE}{self._menu()}', 1)
