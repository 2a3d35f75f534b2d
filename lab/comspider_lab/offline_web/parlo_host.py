"""Parlo, a second third-party comment service, on a site of its own (another registrable
site than every outlet: Chromium puts its frame in another process). Its SDK mounts the
thread's iframe when the publisher's button is clicked; inside, 10 threads at a time
("load more") and replies on demand ("show N replies").

- ``/sdk.js``: the publisher-side script;
- ``/embed/thread.html?site=&thread=``: the frame document, ``/embed/thread.js`` its script;
- ``/api/threads?site=&thread=&after=``, ``/api/replies?site=&thread=&comment=``: JSON.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from comspider_lab.offline_web import hardkit
from comspider_lab.offline_web.html_util import esc, json_script
from comspider_lab.offline_web.images import avatar_svg
from comspider_lab.offline_web.server import (
    Request,
    Response,
    html_response,
    json_response,
    not_found,
    text_response,
)
from comspider_lab.offline_web.sitebase import asset_text

if TYPE_CHECKING:
    from comspider_lab.offline_web.model import Article
    from comspider_lab.offline_web.sitebase import OutletSite
    from comspider_lab.offline_web.world import World

_AVATAR = re.compile(r"^/avatars/([a-z0-9]+)\.svg$")
_ASSETS = {"/sdk.js": "sdk.js", "/embed/thread.js": "thread.js"}
PAGE_SIZE = 10


class ParloHost:
    name = "parlo"
    server_header = "envoy"

    def __init__(self, world: World) -> None:
        self.world = world

    @property
    def base_url(self) -> str:
        return self.world.base(self.name)

    def embed_url(self, site: OutletSite, art: Article) -> str:
        return f"{self.base_url}/embed/thread.html?site={site.name}&thread={art.id}"

    def _find(self, request: Request) -> tuple[OutletSite, Article] | None:
        site = self.world.by_name.get(request.query.get("site", ""))
        if site is None or not getattr(site, "uses_parlo", False):
            return None
        art = site.article_by_id(request.query.get("thread", ""))
        now = self.world.clock.now()
        if art is None or art.published > now or not art.comments_enabled:
            return None
        return site, art

    def _document(self, site: OutletSite, art: Article) -> str:
        ui = site.lang.UI
        setup = {
            "site": site.name,
            "thread": art.id,
            "i18n": {"reply": ui["reply"], "replies": ui["replies_show"]},
        }
        return f"""<!DOCTYPE html>
<html lang="{site.spec.lang_tag}"><head><meta charset="utf-8"><title>Parlo</title>
<style>body{{font:14px sans-serif;margin:0}}.pl-list,.pl-sub{{list-style:none;padding:0}}.pl-sub{{margin-left:24px}}</style></head>
<body><div class="pl-app"><div class="pl-top"><span class="pl-count">{esc(ui["comments_n"].format(n=art.visible_count(self.world.clock.now())))}</span>
<span class="pl-brand">Parlo</span></div><ul class="pl-list"></ul>
<button type="button" class="pl-more" hidden>{esc(ui["load_more"])}</button></div>
<script>window.PARLO = {json_script(setup)};</script><script src="/embed/thread.js"></script></body></html>
"""

    def handle(self, request: Request) -> Response:
        now = self.world.clock.now()
        path = request.path
        if path == "/robots.txt":
            return text_response("User-agent: *\nDisallow: /admin/\nAllow: /\n")
        if path in _ASSETS:
            return text_response(
                asset_text("parlo", _ASSETS[path]),
                "application/javascript; charset=utf-8",
                cache="max-age=300",
            )
        if m := _AVATAR.match(path):
            return text_response(
                avatar_svg(m.group(1), self.world.avatar_label(m.group(1))),
                "image/svg+xml",
                cache="max-age=86400",
            )
        found = self._find(request)
        if path == "/embed/thread.html":
            if found is None:
                return html_response("<!DOCTYPE html><title>Parlo</title><p>Thread not found.</p>", 404)
            return html_response(self._document(*found))
        if path == "/api/threads":
            if found is None:
                return json_response({"error": "not_found"}, 404)
            site, art = found
            return json_response(
                hardkit.threads_page(site, art, now, "newest", request.query.get("after"), PAGE_SIZE)
            )
        if path == "/api/replies":
            replies = (
                hardkit.replies_of(found[0], found[1], now, request.query.get("comment", ""))
                if found
                else None
            )
            if replies is None:
                return json_response({"error": "not_found"}, 404)
            return json_response({"replies": replies})
        return not_found()
