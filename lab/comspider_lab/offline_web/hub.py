"""The hub: a Google News look-alike serving the feed of every article.

- ``/rss`` (optionally ``?hl=de&gl=DE&ceid=DE:de``, which keeps one language): RSS 2.0 with
  Google News's item structure; links are ``/rss/articles/<ID>?oc=5``.
- ``/rss/articles/<ID>`` and ``/articles/<ID>``: Google's interstitial page, a ``<c-wiz>``
  whose ``data-n-a-id``/``data-n-a-ts``/``data-n-a-sg`` feed the second request.
- ``POST /_/DotsSplashUi/data/batchexecute``: the ``Fbv4je``/``garturlreq`` RPC that turns
  (id, timestamp, signature) into the publisher's URL; wrong signature or stale timestamp
  get HTTP 400 with a Google-like error body.
- ``/articles.txt`` (one URL per line) and ``/atom.xml`` (Atom with direct links).
"""

from __future__ import annotations

import base64
import email.utils
import hashlib
import hmac
import json
import threading
from datetime import datetime
from typing import TYPE_CHECKING

from comspider.clock import iso
from comspider_lab.offline_web.google_ids import encode_token, encode_url, new_token
from comspider_lab.offline_web.html_util import esc
from comspider_lab.offline_web.rng import digest, number
from comspider_lab.offline_web.server import Request, Response, html_response, not_found, text_response
from comspider_lab.offline_web.sitebase import asset_text

if TYPE_CHECKING:
    from comspider_lab.offline_web.world import World

XSSI = ")]}'\n\n"
MAX_TS_AGE_S = 2 * 86400  # virtual seconds a signature stays valid
FUTURE_SLACK_S = 300


class Hub:
    name = "hub"
    server_header = "ESF"

    def __init__(self, world: World) -> None:
        self.world = world
        self._key = digest("hub-signing-key", world.seed)
        self._lock = threading.Lock()
        self._cache_key: tuple | None = None
        self._ids: dict[str, tuple] = {}  # id -> (site, article)
        self._id_of: dict[tuple[str, str], str] = {}

    @property
    def base_url(self) -> str:
        return self.world.base(self.name)

    # -- ids ---------------------------------------------------------------------------
    def new_style(self, site_name: str, article_id: str) -> bool:
        return number(self.world.seed, "idstyle", site_name, article_id, modulo=3) == 0

    def _index(self) -> None:
        key = tuple(sorted(self.world.bases().items()))
        with self._lock:
            if key == self._cache_key:
                return
            ids, id_of = {}, {}
            for site, art in self.world.articles():
                if self.new_style(site.name, art.id):
                    gid = encode_token(new_token(self.world.seed, site.name, art.id))
                else:
                    trailer = number(self.world.seed, "trailer", site.name, art.id, modulo=2) == 0
                    gid = encode_url(site.url(art.path), trailer)
                ids[gid] = (site, art)
                id_of[(site.name, art.id)] = gid
            self._ids, self._id_of, self._cache_key = ids, id_of, key

    def article_id(self, site_name: str, article_id: str) -> str:
        self._index()
        return self._id_of[(site_name, article_id)]

    def lookup(self, gid: str) -> tuple | None:
        self._index()
        return self._ids.get(gid)

    def signature(self, gid: str, ts: int) -> str:
        mac = hmac.new(self._key, f"{gid}|{ts}".encode(), hashlib.sha256).digest()
        return "AZ5r3e" + base64.urlsafe_b64encode(mac).rstrip(b"=").decode("ascii")[:38]

    def feed_link(self, gid: str) -> str:
        return f"{self.base_url}/rss/articles/{gid}?oc=5"

    def published(self, now: datetime, language: str | None = None) -> list[tuple]:
        rows = [
            (s, a)
            for s, a in self.world.articles()
            if a.published <= now and (language is None or s.spec.language == language)
        ]
        rows.sort(key=lambda r: (r[1].published, r[0].name), reverse=True)
        return rows

    # -- documents ---------------------------------------------------------------------
    def rss(self, now: datetime, hl: str | None, gl: str | None, ceid: str | None) -> str:
        language = hl.split("-")[0].lower() if hl else None
        edition = hl or "en-US"
        items = []
        for site, art in self.published(now, language):
            gid = self.article_id(site.name, art.id)
            link = self.feed_link(gid)
            title = f"{art.title} - {site.spec.name}"
            snippet = (
                f'<a href="{esc(link)}" target="_blank">{esc(art.title)}</a>'
                f'&nbsp;&nbsp;<font color="#6f6f6f">{esc(site.spec.name)}</font>'
            )
            items.append(
                f"<item><title>{esc(title)}</title><link>{esc(link)}</link>"
                f'<guid isPermaLink="false">{gid}</guid>'
                f"<pubDate>{email.utils.format_datetime(art.published, usegmt=True)}</pubDate>"
                f"<description>{esc(snippet)}</description>"
                f'<source url="{esc(site.base_url)}">{esc(site.spec.name)}</source></item>'
            )
        query = f"?hl={esc(edition)}&amp;gl={esc(gl or 'US')}&amp;ceid={esc(ceid or 'US:en')}"
        return (
            '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
            '<rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/"><channel>'
            "<generator>NFE/5.0</generator><title>Top stories - Google News</title>"
            f"<link>{esc(self.base_url)}/{query}</link><language>{esc(edition)}</language>"
            "<webMaster>news-webmaster@google.com</webMaster>"
            f"<copyright>{now.year} Google Inc.</copyright>"
            f"<lastBuildDate>{email.utils.format_datetime(now, usegmt=True)}</lastBuildDate>"
            "<description>Google News</description>" + "".join(items) + "</channel></rss>"
        )

    def atom(self, now: datetime) -> str:
        entries = []
        for site, art in self.published(now):
            url = site.url(art.path)
            entries.append(
                f"<entry><title>{esc(art.title)}</title>"
                f'<link rel="alternate" type="text/html" hreflang="{site.spec.lang_tag}" href="{esc(url)}"/>'
                f"<id>{esc(url)}</id><published>{iso(art.published)}</published>"
                f"<updated>{iso(art.published)}</updated><author><name>{esc(art.author)}</name></author>"
                f'<source><title>{esc(site.spec.name)}</title><link href="{esc(site.base_url)}/"/></source>'
                f'<category term="{esc(art.section)}"/><summary>{esc(art.lead)}</summary></entry>'
            )
        return (
            '<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom">'
            f"<title>Offline news</title><id>{esc(self.base_url)}/atom.xml</id>"
            f'<link rel="self" href="{esc(self.base_url)}/atom.xml"/><updated>{iso(now)}</updated>'
            + "".join(entries)
            + "</feed>\n"
        )

    def interstitial(self, gid: str, now: datetime) -> str:
        ts = int(now.timestamp())
        sg = self.signature(gid, ts)
        script = asset_text("hub", "redirect.js")
        return f"""<!doctype html><html lang="en-US" dir="ltr"><head><meta charset="utf-8">
<meta name="referrer" content="origin"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Google News</title><style>body{{margin:0;font-family:Roboto,Arial,sans-serif}}.QxDXBb{{display:flex;height:100vh;align-items:center;justify-content:center;color:#5f6368}}</style></head>
<body jscontroller="ndYZfc" jsaction="rcuQ6b:npT2md"><div id="yDmH0d" class="yDmH0d">
<c-wiz jsrenderer="jH4kUc" class="zQTmif SSPGKf" jscontroller="NPdTxd" jsmodel="hc6Ubd" data-p="%.@.]" jsdata="deferred-i1" data-node-index="0;0" c-wiz>
<div jscontroller="aLI87" jsaction="rcuQ6b:npT2md; click:FAbpgf" class="QxDXBb" data-n-a-id="{gid}" data-n-a-ts="{ts}" data-n-a-sg="{sg}" data-n-vlb="0"><span class="QM6ltc">Opening…</span></div>
</c-wiz></div>
<script nonce="{sg[6:20]}">{script}</script>
</body></html>"""

    def batchexecute(self, request: Request, now: datetime) -> Response:
        try:
            outer = json.loads(request.form().get("f.req", ""))
            rpc = next(r for r in outer[0] if r[0] == "Fbv4je")
            inner = json.loads(rpc[1])
            if inner[0] != "garturlreq":
                raise ValueError("not a garturlreq")
            gid, ts, sg = str(inner[-3]), int(inner[-2]), str(inner[-1])
        except (ValueError, TypeError, IndexError, KeyError, StopIteration, AttributeError):
            return self._error(3)
        found = self.lookup(gid)
        age = now.timestamp() - ts
        if (
            found is None
            or not hmac.compare_digest(sg, self.signature(gid, ts))
            or age > MAX_TS_AGE_S
            or age < -FUTURE_SLACK_S
        ):
            return self._error(3)
        site, art = found
        payload = json.dumps(["garturlres", site.url(art.path), 1], separators=(",", ":"))
        body = json.dumps(
            [
                ["wrb.fr", "Fbv4je", payload, None, None, None, "generic"],
                ["di", 42],
                ["af.httprm", 42, "-1234", 1],
            ],
            separators=(",", ":"),
        )
        return Response(
            200,
            (XSSI + body).encode("utf-8"),
            "application/json; charset=utf-8",
            [
                ("Cache-Control", "no-cache, no-store, max-age=0, must-revalidate"),
                ("X-Content-Type-Options", "nosniff"),
            ],
        )

    @staticmethod
    def _error(code: int) -> Response:
        body = json.dumps(
            [
                ["er", None, None, None, None, 400, None, None, None, code],
                ["di", 17],
                ["af.httprm", 16, "-4893172316281547183", 8],
            ],
            separators=(",", ":"),
        )
        return Response(
            400,
            (XSSI + body).encode("utf-8"),
            "application/json; charset=utf-8",
            [("Cache-Control", "no-cache, no-store, max-age=0, must-revalidate")],
        )

    def robots_txt(self) -> str:
        # Allow lines first: order-sensitive parsers (Python's) and longest-match ones agree.
        return (
            "User-agent: *\nAllow: /_/DotsSplashUi/data/batchexecute\nAllow: /rss\nAllow: /articles/\n"
            "Disallow: /search\nDisallow: /_/\nDisallow: /admin/\nAllow: /\n"
        )

    def handle(self, request: Request) -> Response:
        now = self.world.clock.now()
        path = request.path
        if path == "/robots.txt":
            return text_response(self.robots_txt())
        if path == "/rss" or path == "/rss/":
            return text_response(
                self.rss(now, request.query.get("hl"), request.query.get("gl"), request.query.get("ceid")),
                "application/xml; charset=utf-8",
            )
        if path == "/atom.xml":
            return text_response(self.atom(now), "application/atom+xml; charset=utf-8")
        if path == "/articles.txt":
            return text_response("".join(s.url(a.path) + "\n" for s, a in self.published(now)))
        for prefix in ("/rss/articles/", "/articles/"):
            if path.startswith(prefix) and request.method in ("GET", "HEAD"):
                gid = path[len(prefix) :]
                found = self.lookup(gid)
                if found is None or found[1].published > now:
                    return not_found()
                return html_response(self.interstitial(gid, now))
        if path == "/_/DotsSplashUi/data/batchexecute":
            if request.method != "POST":
                return Response(405, b"", "text/html; charset=utf-8", [("Allow", "POST")])
            return self.batchexecute(request, now)
        if path == "/":
            links = "".join(
                f'<li><a href="{esc(self.feed_link(self.article_id(s.name, a.id)))}">{esc(a.title)}</a> '
                f"<span>{esc(s.spec.name)}</span></li>"
                for s, a in self.published(now)
            )
            return html_response(
                f'<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Google News</title>'
                f'<link rel="alternate" type="application/rss+xml" href="/rss"></head>'
                f"<body><h1>Top stories</h1><ul>{links}</ul></body></html>"
            )
        return not_found()
