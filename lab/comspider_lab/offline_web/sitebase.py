"""What every outlet has in common: its articles, the routes every site serves
(robots.txt, home page, assets, images, admin), metadata tags, dates and comment bodies.

An outlet subclass sets ``spec`` and writes its own templates: ``make_path``,
``render_article`` (and ``render_comments_page``, ``route`` for its APIs), and says which
element opens its comments (``entry_locator``).
"""

from __future__ import annotations

import mimetypes
import random
import re
import unicodedata
from datetime import datetime, timedelta
from importlib import resources
from typing import TYPE_CHECKING, ClassVar

from comspider.clock import iso
from comspider_lab.offline_web import langs, moderation
from comspider_lab.offline_web.arrivals import plan_article
from comspider_lab.offline_web.chrome import Story
from comspider_lab.offline_web.html_util import Styler, esc, json_script
from comspider_lab.offline_web.images import avatar_svg, favicon_svg, picture_svg
from comspider_lab.offline_web.model import (
    DISABLED,
    PAYWALL,
    SCROLL,
    STATIC,
    Article,
    Comment,
    OutletSpec,
)
from comspider_lab.offline_web.rng import b36, hexid, stream
from comspider_lab.offline_web.server import (
    Request,
    Response,
    html_response,
    text_response,
)
from comspider_lab.offline_web.textgen import article_body, sentence_case
from comspider_lab.offline_web.threads import page, thread_order

if TYPE_CHECKING:
    from comspider_lab.offline_web.world import World

_IMG = re.compile(r"^/(?:img|media|bilder|imagens|immagini|fotos)/([a-z0-9-]+)-(\d+)x(\d+)\.svg$")
_AVATAR = re.compile(r"^/(?:avatars|avatar|u)/([a-z0-9]+)\.svg$")


def slugify(text: str, limit: int = 60) -> str:
    flat = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii").lower()
    slug = re.sub(r"[^a-z0-9]+", "-", flat).strip("-")
    if len(slug) > limit:
        slug = slug[:limit].rsplit("-", 1)[0]
    return slug or "artikel"


def asset_text(folder: str, name: str) -> str:
    return resources.files("comspider_lab.offline_web").joinpath("assets", folder, name).read_text("utf-8")


class OutletSite:
    spec: ClassVar[OutletSpec]
    server_header: ClassVar[str] = "nginx"
    # URL path -> file in assets/<spec.key>/ (or "shared/<file>")
    assets: ClassVar[dict[str, str]] = {}
    style: ClassVar[Styler] = Styler("bem")
    comment_id_style: ClassVar[str] = "num"  # num | b36 | hex
    image_dir: ClassVar[str] = "img"
    robots_extra: ClassVar[str] = ""
    sort_order: ClassVar[str] = "oldest"  # order of top-level comments on the page

    def __init__(self, world: World) -> None:
        self.world = world
        self.lang = langs.get(self.spec.language)
        self.articles = self._build_articles()
        self._by_path = {a.path: a for a in self.articles}
        self._by_comments_path = {a.comments_path: a for a in self.articles if a.comments_path}
        self._by_id = {a.id: a for a in self.articles}

    # -- identity ------------------------------------------------------------------------
    @property
    def name(self) -> str:
        return self.spec.key

    @property
    def base_url(self) -> str:
        return self.world.base(self.name)

    def url(self, path: str) -> str:
        return self.base_url + path

    def local(self, when: datetime) -> datetime:
        return when.astimezone(self.spec.tz)

    # -- articles --------------------------------------------------------------------------
    def make_id(self, rng: random.Random, index: int) -> str:
        return str(rng.randrange(100_000, 999_999) * 10 + index)

    def make_path(self, art: Article) -> str:
        raise NotImplementedError

    def make_comments_path(self, art: Article) -> str | None:
        return None

    def mechanism_for(self, art: Article, plan: str) -> str:
        if plan == "paywall":
            return PAYWALL
        if plan == "disabled":
            return DISABLED
        return self.spec.mechanism

    def _build_articles(self) -> list[Article]:
        spec, lang, seed = self.spec, self.lang, self.world.seed
        order = list(range(len(lang.TOPICS)))
        stream(seed, spec.key, "topics").shuffle(order)
        out = []
        for index, plan in enumerate(spec.plan):
            rng = stream(seed, spec.key, index, "article")
            topic = lang.TOPICS[order[index % len(order)]]
            kind = plan if plan not in ("paywall", "disabled") else "normal"
            arrivals, age = plan_article(stream(seed, spec.key, index, "arrivals"), spec.arrival, kind)
            published = (self.world.anchor - timedelta(seconds=age)).replace(microsecond=0)
            place = rng.choice(spec.places)
            base = {
                "place": place,
                "subject": topic["subject"],
                "actor": topic["actor"],
                "org": topic["org"],
                "cur": spec.currency,
                "publisher": spec.name,
            }
            title = topic["titles"][rng.randrange(len(topic["titles"]))].format(place=place)
            art = Article(
                outlet=spec.key,
                index=index,
                id=self.make_id(rng, index),
                kind=kind,
                mechanism="",
                features=spec.features,
                section=topic["section"],
                section_slug=slugify(topic["section"])
                if lang.CODE not in ("ja", "ar", "ru")
                else topic["key"],
                topic_key=topic["key"],
                title=title,
                lead=topic["lead"].format(place=place),
                paragraphs=article_body(rng, lang, base),
                author=self._journalist(rng),
                published=published,
                path="",
                paywalled=plan == "paywall",
                comments_enabled=plan != "disabled",
                delay_ms=2000 + rng.randrange(0, 2001, 100),
                image_caption=sentence_case(place) + " · " + lang.UI["photo"] + ": " + self._journalist(rng),
                offsets=[a.offset_s for a in arrivals] if plan != "disabled" else [],
            )
            art.mechanism = self.mechanism_for(art, plan)
            art.path = self.make_path(art)
            art.comments_path = self.make_comments_path(art) if art.comments_enabled else None
            art.arrivals = arrivals if plan != "disabled" else []
            art.slots = base
            if self.world.moderation is not None and art.arrivals:
                planned = moderation.plan(seed, spec.key, index, art.arrivals, self.world.moderation)
                art.removed, art.edited = planned.removed, planned.edited
            out.append(art)
        return out

    def _journalist(self, rng: random.Random) -> str:
        from comspider_lab.offline_web.textgen import person

        return person(rng, self.lang)

    def comment_id(self, art: Article, seq: int, start: int) -> str:
        if self.comment_id_style == "b36":
            return b36(self.world.seed, self.name, art.id, seq, length=10)
        if self.comment_id_style == "hex":
            return hexid(self.world.seed, self.name, art.id, seq, length=24)
        return str(start + seq * 7 + (seq * seq) % 5)

    def avatar_url(self, c: Comment) -> str:
        return c.avatar

    def comments(self, art: Article) -> list[Comment]:
        return self.world.comments(self, art)

    def visible(self, art: Article, now: datetime) -> list[Comment]:
        """Comments that have arrived by ``now`` (arrival order), without those a
        moderator removed by then and with the edits made by then."""
        if not art.comments_enabled:
            return []
        arrived = self.comments(art)[: art.arrived_count(now)]
        if not art.removed and not art.edited:
            return arrived
        age = (now - art.published).total_seconds()
        out = []
        for k, c in enumerate(arrived):
            if art.removed.get(k, float("inf")) <= age:
                continue
            out.append(art.edited_comments[k] if art.edited.get(k, float("inf")) <= age else c)
        return out

    def displayed(self, art: Article, now: datetime, order: str | None = None) -> list[Comment]:
        return thread_order(self.visible(art, now), order or self.sort_order)

    # -- truth -------------------------------------------------------------------------
    def entry_locator(self, art: Article) -> str | None:
        """An XPath expression (for lxml) of the element a reader clicks; None when no
        click is involved."""
        return None

    def entry_point(self, art: Article, now: datetime) -> str | None:
        from comspider_lab.offline_web.html_util import absolute_xpath

        if art.paywalled or not art.comments_enabled:
            return None
        locator = self.entry_locator(art)
        if locator is None:
            return SCROLL if art.mechanism == SCROLL else STATIC
        return absolute_xpath(self.entry_document(art, now), locator)

    def entry_document(self, art: Article, now: datetime) -> str:
        return self.render_article(art, now)

    def in_iframe(self, art: Article) -> bool:
        return False

    def entry_frame_url(self, art: Article) -> str | None:
        """For iframe outlets: the URL of the frame document holding the comments."""
        return None

    def truth_comments(self, art: Article, now: datetime) -> list[Comment]:
        if art.paywalled:
            return []
        return self.visible(art, now)

    # -- rendering helpers -------------------------------------------------------------
    def render_article(self, art: Article, now: datetime) -> str:
        raise NotImplementedError

    def render_comments_page(self, art: Article, now: datetime) -> str:
        raise NotImplementedError

    def route(self, request: Request, now: datetime) -> Response | None:
        """Outlet-specific routes (APIs, comment pages); None when not handled."""
        return None

    def img(self, key: str, w: int, h: int) -> str:
        return f"/{self.image_dir}/{key}-{w}x{h}.svg"

    def stories(
        self,
        art: Article,
        now: datetime,
        count: int,
        *,
        offset: int = 1,
        date_fmt: str = "short",
        counts: str = "comments",
    ) -> list[Story]:
        others = [a for a in self.articles if a is not art and a.published <= now]
        k = (art.index + offset) % max(len(others), 1)
        chosen = (others[k:] + others[:k])[:count]
        out = []
        for a in chosen:
            if counts == "comments":
                n = a.visible_count(now)
            else:
                n = 1200 + int((now - a.published).total_seconds() // 9) % 90000
            when = self.local(a.published)
            text = (
                self.lang.date_short(when)
                if date_fmt == "short"
                else self.lang.ago((now - a.published).total_seconds())
            )
            out.append(
                Story(a.title, a.path, self.img(f"a{a.id}", 320, 180), when.isoformat(), text, n, a.section)
            )
        return out

    def meta_head(
        self,
        art: Article,
        *,
        jsonld: bool = True,
        twitter: bool = True,
        comment_count: int | None = None,
        keywords: bool = False,
    ) -> str:
        spec = self.spec
        pub = self.local(art.published).isoformat()
        modified = self.local(art.published + timedelta(minutes=7 + art.index * 3)).isoformat()
        url, image = self.url(art.path), self.url(self.img(f"a{art.id}", 1200, 675))
        tags = [
            f'<meta name="description" content="{esc(art.lead)}">',
            f'<link rel="canonical" href="{esc(url)}">',
            '<meta property="og:type" content="article">',
            f'<meta property="og:site_name" content="{esc(spec.name)}">',
            f'<meta property="og:title" content="{esc(art.title)}">',
            f'<meta property="og:description" content="{esc(art.lead)}">',
            f'<meta property="og:url" content="{esc(url)}">',
            f'<meta property="og:image" content="{esc(image)}">',
            f'<meta property="og:locale" content="{spec.lang_tag.replace("-", "_")}">',
            f'<meta property="article:published_time" content="{pub}">',
            f'<meta property="article:modified_time" content="{modified}">',
            f'<meta property="article:section" content="{esc(art.section)}">',
            f'<meta name="author" content="{esc(art.author)}">',
        ]
        if twitter:
            tags += [
                '<meta name="twitter:card" content="summary_large_image">',
                f'<meta name="twitter:title" content="{esc(art.title)}">',
                f'<meta name="twitter:image" content="{esc(image)}">',
            ]
        if keywords:
            tags.append(f'<meta name="keywords" content="{esc(art.section)}, {esc(art.slots["place"])}">')
        if jsonld:
            data = {
                "@context": "https://schema.org",
                "@type": "NewsArticle",
                "mainEntityOfPage": {"@type": "WebPage", "@id": url},
                "headline": art.title,
                "description": art.lead,
                "image": [image],
                "datePublished": pub,
                "dateModified": modified,
                "inLanguage": spec.lang_tag,
                "articleSection": art.section,
                "author": [{"@type": "Person", "name": art.author}],
                "publisher": {
                    "@type": "Organization",
                    "name": spec.name,
                    "logo": {"@type": "ImageObject", "url": self.url("/favicon.svg")},
                },
                "isAccessibleForFree": not art.paywalled,
            }
            if art.paywalled:
                data["hasPart"] = {
                    "@type": "WebPageElement",
                    "isAccessibleForFree": False,
                    "cssSelector": ".paywall",
                }
            if comment_count is not None:
                data["commentCount"] = comment_count
            tags.append(f'<script type="application/ld+json">{json_script(data, spec.encoding)}</script>')
        return "\n".join(tags)

    def comment_body(
        self,
        c: Comment,
        *,
        p_class: str = "",
        quote_class: str = "",
        link_attrs: str = 'rel="nofollow ugc noopener" target="_blank"',
    ) -> str:
        """The comment's rich text: paragraphs (one per line), quotes, links."""
        out = []
        pc = f' class="{p_class}"' if p_class else ""
        qc = f' class="{quote_class}"' if quote_class else ""
        for block in c.blocks:
            if block[0] == "quote":
                out.append(f"<blockquote{qc}>{esc(block[1])}</blockquote>")
                continue
            parts = []
            for seg in block[1]:
                parts.append(
                    esc(seg)
                    if isinstance(seg, str)
                    else f'<a href="{esc(seg[1])}" {link_attrs}>{esc(seg[0])}</a>'
                )
            out.append(f"<p{pc}>{''.join(parts)}</p>")
        return "\n".join(out)

    def page_payload(self, art: Article, now: datetime, order: str, after: str | None, size: int) -> dict:
        """One page of threads as JSON: comments in display order with parent ids and depths."""
        visible = self.visible(art, now) if not art.paywalled else []
        chosen, nxt, left = page(visible, order, after, size)
        return {
            "article_id": art.id,
            "server_time": iso(now),
            "total": len(visible),
            "comments": [self.comment_json(c, now) for c in chosen],
            "next_cursor": nxt,
            "remaining_threads": left,
        }

    def comment_json(self, c: Comment, now: datetime) -> dict:
        return {
            "id": c.id,
            "parent_id": c.parent,
            "depth": c.depth,
            "author": c.author,
            "avatar": self.url(self.avatar_url(c)),
            "created_at": iso(c.published_at),
            "ago": self.lang.ago((now - c.published).total_seconds()),
            "likes": c.likes,
            "badge": c.badge,
            "body_html": self.comment_body(c),
        }

    # -- HTTP --------------------------------------------------------------------------
    def robots_txt(self) -> str:
        return (
            "User-agent: *\nDisallow: /admin/\nDisallow: /search\nDisallow: /user/\n"
            + self.robots_extra
            + "Allow: /\n\n"
            "User-agent: GPTBot\nDisallow: /\n\n"
            f"Sitemap: {self.url('/sitemap.xml')}\n"
        )

    def sitemap(self, now: datetime) -> str:
        rows = "".join(
            f"<url><loc>{esc(self.url(a.path))}</loc><lastmod>{iso(a.published)}</lastmod></url>"
            for a in sorted(self.articles, key=lambda a: a.published, reverse=True)
            if a.published <= now
        )
        return (
            '<?xml version="1.0" encoding="UTF-8"?>\n'
            f'<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">{rows}</urlset>\n'
        )

    def home_page(self, now: datetime) -> str:
        st, lang = self.style, self.lang
        items = "".join(
            f'<li{st.attr("teaser")}><a href="{esc(a.path)}">{esc(a.title)}</a> '
            f'<time datetime="{self.local(a.published).isoformat()}">{esc(lang.date_short(self.local(a.published)))}</time></li>'
            for a in sorted(self.articles, key=lambda a: a.published, reverse=True)
            if a.published <= now
        )
        return (
            f'<!DOCTYPE html><html lang="{self.spec.lang_tag}" dir="{lang.DIR}"><head>'
            f'<meta charset="{self.spec.encoding}"><title>{esc(self.spec.name)}</title>'
            f'<link rel="icon" href="/favicon.svg"></head><body><h1>{esc(self.spec.name)}</h1>'
            f"<ul{st.attr('teasers')}>{items}</ul></body></html>"
        )

    def page_response(self, text: str, status: int = 200) -> Response:
        return html_response(text, status, charset=self.spec.encoding)

    def handle(self, request: Request) -> Response:
        now = self.world.clock.now()
        path = request.path
        if path == "/robots.txt":
            return text_response(self.robots_txt())
        if path == "/sitemap.xml":
            return text_response(self.sitemap(now), "application/xml; charset=utf-8")
        if path in ("/favicon.ico", "/favicon.svg"):
            return text_response(
                favicon_svg(self.spec.name[:1], "#333"), "image/svg+xml", cache="max-age=86400"
            )
        if path.startswith("/admin"):
            return html_response("<!DOCTYPE html><title>403 Forbidden</title><h1>Forbidden</h1>", 403)
        if path == "/":
            return self.page_response(self.home_page(now))
        if path in self.assets:
            name = self.assets[path]
            folder, _, file = name.rpartition("/")
            body = asset_text(folder or self.name, file)
            ctype = mimetypes.guess_type(file)[0] or "application/octet-stream"
            if ctype == "text/javascript":
                ctype = "application/javascript"
            return text_response(body, f"{ctype}; charset=utf-8", cache="public, max-age=600")
        if m := _IMG.match(path):
            return text_response(
                picture_svg(m.group(1), int(m.group(2)), int(m.group(3))),
                "image/svg+xml",
                cache="public, max-age=86400",
            )
        if m := _AVATAR.match(path):
            label = self.world.avatar_label(m.group(1))
            return text_response(
                avatar_svg(m.group(1), label), "image/svg+xml", cache="public, max-age=86400"
            )
        art = self._by_path.get(path)
        if art is not None and art.published <= now:
            return self.page_response(self.render_article(art, now))
        art = self._by_comments_path.get(path)
        if art is not None and art.published <= now:
            return self.page_response(self.render_comments_page(art, now))
        routed = self.route(request, now)
        if routed is not None:
            return routed
        soft = self.soft_page(path, now)
        return self.page_response(soft) if soft is not None else self.not_found_page()

    _NO_SOFT = (
        "/api/",
        "/ajax/",
        "/ws/",
        "/comments/",
        "/commenti/",
        "/_next/",
        "/static/",
        "/assets/",
        "/wp-content/",
        "/includes/",
        "/common/",
        "/Content/",
        "/js/",
        "/css/",
        "/_astro/",
    )

    def soft_page(self, path: str, now: datetime) -> str | None:
        """Sections, help, account and service pages: one simple page for all (as many sites
        answer unknown page-like paths with 200). None for asset- and API-like paths."""
        last = path.rstrip("/").rsplit("/", 1)[-1]
        ext = last.rsplit(".", 1)[-1].lower() if "." in last else ""
        if ext not in ("", "html", "shtml", "htm") or path.startswith(self._NO_SOFT):
            return None
        title = (
            unicodedata.normalize("NFC", last.rsplit(".", 1)[0].replace("-", " ").replace("_", " "))
            .strip()
            .title()
            or self.spec.name
        )
        lang = self.lang
        items = "".join(
            f'<li><a href="{esc(a.path)}">{esc(a.title)}</a></li>'
            for a in sorted(self.articles, key=lambda a: a.published, reverse=True)[:6]
            if a.published <= now
        )
        nav = "".join(f'<a href="/">{esc(x)}</a> ' for x in lang.NAV[:6])
        return (
            f'<!DOCTYPE html><html lang="{self.spec.lang_tag}" dir="{lang.DIR}"><head>'
            f'<meta charset="{self.spec.encoding}"><title>{esc(title)} · {esc(self.spec.name)}</title></head>'
            f'<body><header><a href="/">{esc(self.spec.name)}</a><nav>{nav}</nav></header>'
            f"<main><h1>{esc(title)}</h1><ul>{items}</ul></main>"
            f'<footer><a href="/">{esc(lang.UI["home"])}</a></footer></body></html>'
        )

    def not_found_page(self) -> Response:
        lang = self.lang
        return self.page_response(
            f'<!DOCTYPE html><html lang="{self.spec.lang_tag}" dir="{lang.DIR}"><head><meta charset="{self.spec.encoding}">'
            f"<title>404 · {esc(self.spec.name)}</title></head><body><h1>404</h1>"
            f'<p><a href="/">{esc(lang.UI["home"])}</a></p></body></html>',
            404,
        )

    # -- small conveniences for templates ----------------------------------------------
    def article_by_id(self, article_id: str) -> Article | None:
        return self._by_id.get(article_id)

    def asset_url(self, file: str) -> str:
        for path, name in self.assets.items():
            if name == file or name.endswith("/" + file):
                return path
        raise KeyError(file)
