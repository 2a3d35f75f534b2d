"""Rheinischer Kurier (de-DE): a classic CMS page with ids and German class names behind a
OneTrust-style consent banner. "Kommentare anzeigen (23)" loads the comments as an HTML
fragment, which the page shows only 2-4 seconds after the click (a skeleton first). A
"Leserbrief schreiben" link next to the comments leads away to another page."""

from __future__ import annotations

import re
from datetime import datetime

from comspider_lab.offline_web import chrome
from comspider_lab.offline_web.html_util import Styler, esc, json_script
from comspider_lab.offline_web.model import (
    BIG,
    BUTTON,
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

_API = re.compile(r"^/ajax/kommentare/(\d+)$")
_WORDS = {
    "article": "artikel",
    "headline": "titel",
    "comments": "kommentare",
    "nav": "navigation",
    "footer": "fusszeile",
    "share": "teilen",
    "related": "themen",
    "most-read": "meistgelesen",
    "newsletter": "newsletter",
    "item": "eintrag",
    "link": "link",
    "list": "liste",
    "title": "titel",
    "date": "datum",
    "media": "bild",
    "img": "bild",
    "text": "text",
    "meta": "meta",
    "rank": "platz",
    "count": "anzahl",
    "ad": "werbung",
    "label": "beschriftung",
}


class Rheinischer(OutletSite):
    spec = OutletSpec(
        key="rheinischer",
        name="Rheinischer Kurier",
        language="de",
        lang_tag="de-DE",
        host_index=13,
        mechanism=BUTTON,
        features=("consent", "delayed", "navigate_away", "disabled"),
        tz_minutes=60,
        plan=(NORMAL, NORMAL, FRESH, BIG, SATURATED, "disabled", NORMAL),
        arrival=ArrivalParams(
            reaction_mean_h=1.2, decay_h=8, reply_prob=0.25, reply_delay_min=15, max_depth=1, max_replies=3
        ),
        places=("Köln", "Bonn", "Leverkusen", "Bergisch Gladbach", "Brühl", "Siegburg"),
        domain="rheinischer-kurier.de",
    )
    server_header = "Apache/2.4.62 (Debian)"
    style = Styler("plain", words=_WORDS)
    assets = {
        "/static/js/otSDKStub.js": "shared/onetrust.js",
        "/static/js/kurier.min.js": "kurier.js",
        "/static/css/kurier.min.css": "kurier.css",
    }
    sort_order = "oldest"

    def make_path(self, art: Article) -> str:
        return f"/{art.section_slug}/{slugify(art.title, 80)}-{art.id}.html"

    def entry_locator(self, art: Article) -> str | None:
        return "//button[contains(concat(' ', normalize-space(@class), ' '), ' js-kommentare-laden ')]"

    # -- comment fragment --------------------------------------------------------------
    def _comment(self, c: Comment, now: datetime) -> str:
        reply = " kommentar--antwort" if c.depth else ""
        badge = f'<span class="kommentar__abzeichen">{esc(c.badge)}</span>' if c.badge else ""
        return (
            f'<div class="kommentar{reply}" id="kommentar-{c.id}" data-kommentar-id="{c.id}">'
            f'<div class="kommentar__kopf"><img class="kommentar__avatar" src="{c.avatar}" alt="" width="40" height="40">'
            f'<span class="kommentar__autor">{esc(c.author)}</span>{badge}'
            f'<span class="kommentar__datum" title="{esc(self.lang.datetime_long(self.local(c.published)))}">'
            f"{esc(self.lang.ago((now - c.published).total_seconds()))}</span></div>"
            f'<div class="kommentar__text">\n{self.comment_body(c)}\n</div>'
            f'<div class="kommentar__aktionen"><a href="#" class="js-antworten">Antworten</a>'
            f'<span class="kommentar__bewertung"><button type="button" class="js-daumen" aria-label="Gefällt mir">👍</button> {c.likes}</span>'
            f'<a href="#" class="js-melden">Melden</a></div></div>'
        )

    def fragment(self, art: Article, now: datetime) -> str:
        shown = self.displayed(art, now)
        if not shown:
            return '<p class="kommentare__leer">Noch keine Kommentare. Schreiben Sie den ersten!</p>'
        return '<div class="kommentar-liste">' + "".join(self._comment(c, now) for c in shown) + "</div>"

    def route(self, request: Request, now: datetime) -> Response | None:
        if request.path == "/leserbriefe/schreiben":
            return self.page_response(
                f'<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Leserbrief schreiben · {self.spec.name}</title></head>'
                '<body><h1>Leserbrief schreiben</h1><form method="post" action="/leserbriefe/senden">'
                '<label>Name <input name="name"></label><label>Ihr Brief <textarea name="text"></textarea></label>'
                '<button type="submit">Absenden</button></form></body></html>'
            )
        m = _API.match(request.path)
        if not m:
            return None
        art = self.article_by_id(m.group(1))
        if art is None or art.published > now or not art.comments_enabled:
            return json_response({"status": "error", "meldung": "Artikel nicht gefunden"}, 404)
        return json_response(
            {"status": "ok", "anzahl": art.visible_count(now), "html": self.fragment(art, now)}
        )

    # -- page --------------------------------------------------------------------------
    def render_article(self, art: Article, now: datetime) -> str:
        st, lang, ui, spec = self.style, self.lang, self.lang.UI, self.spec
        ads = self.world.base("adserver")
        when = self.local(art.published)
        n = art.visible_count(now)
        body = []
        for i, p in enumerate(art.paragraphs):
            body.append(f"<p>{esc(p)}</p>")
            if i == 1:
                body.append(chrome.ad_slot(st, lang, ads, "content_ad_1", (300, 250), "div", spec.key))
            if i == 3:
                body.append(
                    f'<div class="lesetipp"><span class="lesetipp__label">Lesen Sie auch</span> '
                    f'<a href="{self.stories(art, now, 1)[0].href}">{esc(self.stories(art, now, 1)[0].title)}</a></div>'
                )
        if art.comments_enabled:
            comments = (
                f'<section id="kommentare" class="kommentare"><h2 class="kommentare__titel">{ui["comments"]}</h2>'
                f'<p class="kommentare__hinweis">Bitte beachten Sie unsere <a href="/netiquette">{ui["guidelines"]}</a>.</p>'
                f'<button type="button" class="btn btn--sekundaer js-kommentare-laden" data-anzahl="{n}">'
                f"{esc(ui['show_comments'].format(n=n))}</button>"
                f'<div class="kommentare__inhalt" aria-live="polite"></div>'
                f'<a class="kommentare__leserbrief" href="/leserbriefe/schreiben">{ui["letters"]}</a></section>'
            )
        else:
            comments = f'<section id="kommentare" class="kommentare kommentare--geschlossen"><p>{ui["comments_closed"]}</p></section>'
        nav = chrome.link_list(st, "nav", [(x, f"/{slugify(x)}/") for x in lang.NAV])
        most = chrome.story_list(
            st,
            "most-read",
            ui["most_read"],
            self.stories(art, now, 5, offset=2, counts="reads"),
            tag="ol",
            thumbs=False,
            dates=False,
            count_label="{n}-mal gelesen",
            wrapper="div",
            heading_tag="h3",
        )
        related = chrome.story_list(
            st,
            "related",
            ui["related"],
            self.stories(art, now, 4),
            wrapper="section",
            heading_tag="h3",
            time_tags=False,
        )
        config = {
            "artikelId": art.id,
            "ressort": art.section,
            "kommentare": {"aktiv": art.comments_enabled, "verzoegerungMs": art.delay_ms},
        }
        consent = {
            "title": ui["consent_title"],
            "text": ui["consent_text"],
            "accept": ui["accept_all"],
            "reject": ui["reject_all"],
            "settings": ui["consent_settings"],
            "privacy": ui["privacy"],
        }
        footer = chrome.link_list(st, "footer", [(x, f"/service/{slugify(x)}") for x in lang.FOOTER])
        return f"""<!DOCTYPE html>
<html lang="{spec.lang_tag}">
<head>
<meta charset="utf-8">
<title>{esc(art.title)} | {spec.name}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
{self.meta_head(art, keywords=True)}
<link rel="stylesheet" href="/static/css/kurier.min.css">
<script>window.OneTrustStub = {json_script(consent)};</script>
<script src="/static/js/otSDKStub.js" data-domain-script="8f1c2d3e-rk"></script>
</head>
<body class="artikelseite">
<div id="seite">
<header id="kopf">
<div class="kopf__leiste"><a id="logo" href="/"><img src="{self.img("logo", 220, 40)}" alt="{spec.name}" width="220" height="40"></a>
<div class="kopf__konto"><a class="btn btn--abo" href="/abo/angebote">{ui["subscribe"]}</a> <a class="btn btn--login" href="/konto/anmelden">{ui["login"]}</a></div></div>
<nav id="hauptnavigation" class="navigation">{nav}</nav>
</header>
<div id="werbung-top">{chrome.ad_slot(st, lang, ads, "superbanner", (728, 90), "iframe", spec.key)}</div>
<div id="inhalt">
<main id="hauptinhalt">
<article class="artikel" id="artikel-{art.id}">
<div class="artikel-kopf">
<p class="artikel-kopf__dachzeile">{esc(art.section)}</p>
<h1 class="artikel-kopf__titel">{esc(art.title)}</h1>
<p class="artikel-kopf__vorspann">{esc(art.lead)}</p>
<div class="artikel-kopf__meta"><span class="autor">{ui["by"]} {esc(art.author)}</span> | <time datetime="{when.isoformat()}">{esc(lang.datetime_long(when))}</time></div>
</div>
<figure class="artikel-bild"><img src="{self.img(f"a{art.id}", 800, 450)}" alt="" width="800" height="450"><figcaption>{esc(art.image_caption)}</figcaption></figure>
<div class="artikel-text">
{chr(10).join(body)}
</div>
{chrome.share_bar(st, lang, self.url(art.path), art.title)}
</article>
{comments}
</main>
<aside id="seitenleiste">
{most}
{chrome.ad_slot(st, lang, ads, "skyscraper", (160, 600), "iframe", spec.key)}
{related}
{chrome.newsletter(st, lang)}
</aside>
</div>
<footer id="fuss">{footer}<p>© {when.year} Rheinischer Kurier GmbH &amp; Co. KG</p></footer>
</div>
<script>window.RK = {json_script(config)};</script>
<script src="/static/js/kurier.min.js" defer></script>
</body>
</html>
"""
