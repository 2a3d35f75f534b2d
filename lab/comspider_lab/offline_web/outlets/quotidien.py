"""Le Quotidien du Rhône (fr-FR): French BEM class names (qr-article__titre), a
Didomi-style consent popup, and comments shown in a modal dialog that a click on "Voir les
42 commentaires" opens. "Signaler" asks for confirmation with window.confirm."""

from __future__ import annotations

import re
from datetime import datetime

from comspider_lab.offline_web import chrome
from comspider_lab.offline_web.html_util import Styler, esc, json_script
from comspider_lab.offline_web.model import (
    FRESH,
    MODAL,
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

_API = re.compile(r"^/api/commentaires/(\d+)\.html$")
_WORDS = {
    "nav": "menu",
    "list": "liste",
    "item": "element",
    "link": "lien",
    "related": "a-lire",
    "most-read": "plus-lus",
    "title": "titre",
    "text": "texte",
    "date": "date",
    "media": "visuel",
    "img": "image",
    "meta": "infos",
    "share": "partage",
    "label": "libelle",
    "footer": "pied",
    "newsletter": "lettre",
    "input": "champ",
    "button": "bouton",
    "form": "formulaire",
    "count": "compteur",
    "rank": "rang",
    "ad": "pub",
}


class Quotidien(OutletSite):
    spec = OutletSpec(
        key="quotidien",
        name="Le Quotidien du Rhône",
        language="fr",
        lang_tag="fr-FR",
        host_index=15,
        mechanism=MODAL,
        features=("consent", "dialog", "nested", "disabled"),
        tz_minutes=60,
        plan=(NORMAL, FRESH, NORMAL, SATURATED, "disabled", NORMAL),
        arrival=ArrivalParams(
            reaction_mean_h=1.8, decay_h=8, reply_prob=0.3, reply_delay_min=25, max_depth=2, max_replies=2
        ),
        places=("Lyon", "Villeurbanne", "Vienne", "Valence", "Bourg-en-Bresse", "Givors"),
        domain="quotidien-du-rhone.fr",
    )
    server_header = "nginx"
    style = Styler("bem", "qr", words=_WORDS)
    assets = {
        "/assets/didomi/sdk.js": "shared/didomi.js",
        "/assets/js/article.bundle.js": "article.js",
        "/assets/css/qr.css": "qr.css",
    }
    sort_order = "oldest"

    def make_path(self, art: Article) -> str:
        d = self.local(art.published)
        return f"/{art.section_slug}/article/{d:%Y/%m/%d}/{slugify(art.title, 70)}_{art.id}_3224.html"

    def entry_locator(self, art: Article) -> str | None:
        return "//button[@data-qr-action='ouvrir-commentaires']"

    def _comment_tree(self, visible: list[Comment]) -> str:
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
            badge = f' <span class="commentaire__abonne">{esc(c.badge)}</span>' if c.badge else ""
            out.append(
                f'<li class="commentaire" id="commentaire-{c.id}">'
                f'<div class="commentaire__entete"><img class="commentaire__avatar" src="{c.avatar}" alt="" width="32" height="32">'
                f'<span class="commentaire__auteur">{esc(c.author)}</span>{badge} '
                f'<span class="commentaire__date">Le {when:%d/%m/%Y} à {when.hour:02d}h{when.minute:02d}</span></div>'
                f'<div class="commentaire__texte">\n{self.comment_body(c)}\n</div>'
                f'<div class="commentaire__outils"><button type="button" class="commentaire__repondre">Répondre</button>'
                f'<button type="button" class="commentaire__signaler" data-commentaire="{c.id}">Signaler</button>'
                f'<span class="commentaire__votes">{c.likes} <abbr title="J\'aime">♥</abbr></span></div>'
            )
            replies = kids.get(c.id, [])
            stack.append(("close", "</li>"))
            if replies:
                stack.append(("close", "</ul>"))
                stack.extend(("open", r) for r in reversed(replies))
                stack.append(("close", '<ul class="commentaire__reponses">'))
        return "".join(out)

    def route(self, request: Request, now: datetime) -> Response | None:
        m = _API.match(request.path)
        if not m:
            return None
        art = self.article_by_id(m.group(1))
        if art is None or art.published > now or not art.comments_enabled:
            return html_response("<p>Fil de commentaires introuvable.</p>", 404)
        visible = self.visible(art, now)
        if not visible:
            return html_response('<p class="fil-commentaires__vide">Aucun commentaire pour le moment.</p>')
        return html_response(
            f'<p class="fil-commentaires__total">{len(visible)} commentaires</p>'
            f'<ul class="fil-commentaires">{self._comment_tree(visible)}</ul>'
        )

    def render_article(self, art: Article, now: datetime) -> str:
        st, lang, ui, spec = self.style, self.lang, self.lang.UI, self.spec
        ads = self.world.base("adserver")
        when = self.local(art.published)
        n = art.visible_count(now)
        paras = "\n".join(f'<p class="{st("article__paragraphe")}">{esc(p)}</p>' for p in art.paragraphs)
        if art.comments_enabled:
            label = ui["show_comments"].format(n=n) if n else ui["show_comments_zero"]
            comments = (
                f'<div class="{st("reactions")}"><h2 class="{st("reactions__titre")}">Réactions</h2>'
                f'<button type="button" class="{st("bouton", "secondaire")}" data-qr-action="ouvrir-commentaires" '
                f'data-article="{art.id}">{esc(label)}</button>'
                f'<p class="{st("reactions__charte")}">Les commentaires sont modérés selon notre '
                f'<a href="/charte-moderation">{ui["guidelines"]}</a>.</p></div>'
            )
        else:
            comments = f'<div class="{st("reactions", "fermees")}"><p>{ui["comments_closed"]}</p></div>'
        nav = chrome.link_list(st, "nav", [(x, f"/{slugify(x)}/") for x in lang.NAV])
        related = chrome.story_list(
            st, "related", ui["related"], self.stories(art, now, 3), wrapper="section", section_labels=True
        )
        most = chrome.story_list(
            st,
            "most-read",
            ui["most_read"],
            self.stories(art, now, 5, offset=3),
            tag="ol",
            thumbs=False,
            dates=False,
        )
        didomi = {
            "title": ui["consent_title"],
            "text": ui["consent_text"],
            "accept": ui["accept_all"],
            "reject": ui["reject_all"],
            "settings": ui["consent_settings"],
        }
        footer = chrome.footer_columns(
            st,
            [
                ("Le Quotidien", [(x, f"/infos/{slugify(x)}") for x in lang.FOOTER[:5]]),
                ("Services", [(x, f"/infos/{slugify(x)}") for x in lang.FOOTER[5:]]),
            ],
        )
        return f"""<!DOCTYPE html>
<html lang="{spec.lang_tag}" prefix="og: https://ogp.me/ns#">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{esc(art.title)}</title>
{self.meta_head(art)}
<link rel="stylesheet" href="/assets/css/qr.css">
<script>window.didomiConfig = {json_script(didomi)};</script>
<script src="/assets/didomi/sdk.js" async></script>
</head>
<body class="{st("page", "article")}">
<header class="{st("entete")}" role="banner">
<div class="{st("entete__haut")}"><a class="{st("entete__logo")}" href="/">Le Quotidien <em>du Rhône</em></a>
<div class="{st("entete__compte")}"><a class="{st("bouton", "abonnement")}" href="/abonnement">{ui["subscribe"]}</a>
<a class="{st("bouton", "connexion")}" href="/connexion">{ui["login"]}</a></div></div>
<nav class="{st("nav")}" role="navigation">{nav}</nav>
</header>
{chrome.ad_slot(st, lang, ads, "banniere-haute", (728, 90), "iframe", spec.key)}
<main class="{st("principal")}" id="contenu">
<article class="{st("article")}">
<header class="{st("article__entete")}">
<p class="{st("article__rubrique")}"><a href="/{art.section_slug}/">{esc(art.section)}</a></p>
<h1 class="{st("article__titre")}">{esc(art.title)}</h1>
<p class="{st("article__chapo")}">{esc(art.lead)}</p>
<p class="{st("article__signature")}">{ui["by"]} <span class="{st("article__auteur")}">{esc(art.author)}</span></p>
<p class="{st("article__date")}">Publié le <time datetime="{when.isoformat()}">{esc(lang.datetime_long(when))}</time></p>
</header>
<figure class="{st("article__illustration")}"><img src="{self.img(f"a{art.id}", 940, 530)}" alt="" width="940" height="530"><figcaption>{esc(art.image_caption)}</figcaption></figure>
<div class="{st("article__contenu")}">
{paras}
</div>
{chrome.share_bar(st, lang, self.url(art.path), art.title)}
</article>
{comments}
{related}
</main>
<aside class="{st("colonne")}">{most}{chrome.newsletter(st, lang)}{chrome.ad_slot(st, lang, ads, "pave", (300, 250), "ins", spec.key)}</aside>
<footer class="{st("pied")}">{footer}<p>© Le Quotidien du Rhône {when.year}</p></footer>
<script src="/assets/js/article.bundle.js" defer></script>
</body>
</html>
"""
