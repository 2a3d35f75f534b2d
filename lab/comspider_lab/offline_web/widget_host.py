"""Talkwell, a third-party comment service on a host of its own, embedded by iframe.

- ``/embed/v2/comments.html?site=&thread=``: the document inside the iframe. Depending on
  the site's configuration it shows a "Load comments (42)" button (a click inside the
  iframe) or loads the comments straight away.
- ``/embed.js``: a loader that creates that iframe only when its placeholder scrolls into
  view (lazy embedding) and resizes it to its content.
- ``/api/v1/sites/<site>/threads/<thread>/comments``: the comments as JSON, paginated.
"""

from __future__ import annotations

import re
from datetime import datetime
from typing import TYPE_CHECKING

from comspider.clock import iso
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
from comspider_lab.offline_web.threads import page

if TYPE_CHECKING:
    from comspider_lab.offline_web.model import Article
    from comspider_lab.offline_web.sitebase import OutletSite
    from comspider_lab.offline_web.world import World

_API = re.compile(r"^/api/v1/sites/([a-z]+)/threads/([0-9a-z]+)/comments$")
_AVATAR = re.compile(r"^/avatars/([a-z0-9]+)\.svg$")
_ASSETS = {
    "/embed/v2/talkwell.js": ("widget.js", "application/javascript"),
    "/embed/v2/talkwell.css": ("widget.css", "text/css"),
    "/embed.js": ("embed.js", "application/javascript"),
}


class WidgetHost:
    name = "talkwell"
    server_header = "openresty"

    def __init__(self, world: World) -> None:
        self.world = world

    @property
    def base_url(self) -> str:
        return self.world.base(self.name)

    def _find(self, site_name: str, thread: str) -> tuple[OutletSite, Article] | None:
        site = self.world.by_name.get(site_name)
        if site is None or not getattr(site, "widget_config", None):
            return None
        art = site.article_by_id(thread)
        return (site, art) if art is not None else None

    def embed_url(self, site: OutletSite, art: Article) -> str:
        return f"{self.base_url}/embed/v2/comments.html?site={site.name}&thread={art.id}&lang={site.spec.language}"

    def embed_document(self, site: OutletSite, art: Article, now: datetime) -> str:
        cfg = site.widget_config  # type: ignore[attr-defined]
        ui = site.lang.UI
        n = art.visible_count(now)
        setup = {
            "site": site.name,
            "thread": art.id,
            "autoload": not cfg["click_to_load"],
            "order": cfg["order"],
            "pageSize": cfg["page_size"],
            "i18n": {
                "loadMore": ui["load_more"],
                "reply": ui["reply"],
                "like": ui["like"],
                "empty": ui["show_comments_zero"],
                "loading": ui["loading"],
            },
        }
        if cfg["click_to_load"]:
            label = ui["show_comments"].format(n=n) if n else ui["show_comments_zero"]
            start = (
                f'<div class="tw-gate"><p class="tw-gate__text">{esc(ui["comments_n"].format(n=n))}</p>'
                f'<button type="button" class="tw-button tw-button--primary" data-tw-action="load">{esc(label)}</button></div>'
            )
        else:
            start = f'<p class="tw-status">{esc(ui["loading"])}</p>'
        return f"""<!DOCTYPE html>
<html lang="{site.spec.lang_tag}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Talkwell</title><link rel="stylesheet" href="/embed/v2/talkwell.css"></head>
<body class="tw-body">
<div id="tw-root" class="tw-root">
<div class="tw-header"><span class="tw-header__title">{esc(ui["comments"])}</span><span class="tw-header__brand">Talkwell</span></div>
<div class="tw-composer"><input class="tw-composer__input" type="text" placeholder="{esc(ui["write_comment"])}" aria-label="{esc(ui["write_comment"])}">
<button type="button" class="tw-button" data-tw-action="login">{esc(ui["login"])}</button></div>
{start}
<div class="tw-thread" role="feed"></div>
</div>
<script>window.TALKWELL = {json_script(setup)};</script>
<script src="/embed/v2/talkwell.js"></script>
</body></html>
"""

    def comments_json(
        self, site: OutletSite, art: Article, now: datetime, cursor: str | None, limit: int
    ) -> dict:
        visible = site.visible(art, now)
        chosen, nxt, left = page(visible, site.widget_config["order"], cursor, limit)  # type: ignore[attr-defined]
        return {
            "thread": {"id": art.id, "site": site.name, "count": len(visible)},
            "server_time": iso(now),
            "next_cursor": nxt,
            "remaining": left,
            "comments": [
                {
                    "id": c.id,
                    "parent": c.parent,
                    "depth": c.depth,
                    "author": {"name": c.author, "avatar": self.base_url + c.avatar, "badge": c.badge},
                    "created_at": iso(c.published_at),
                    "relative_time": site.lang.ago((now - c.published).total_seconds()),
                    "votes": c.likes,
                    "html": site.comment_body(c),
                }
                for c in chosen
            ],
        }

    def handle(self, request: Request) -> Response:
        now = self.world.clock.now()
        path = request.path
        if path == "/robots.txt":
            return text_response("User-agent: *\nDisallow: /admin/\nAllow: /\n")
        if path in _ASSETS:
            file, ctype = _ASSETS[path]
            return text_response(
                asset_text("talkwell", file), f"{ctype}; charset=utf-8", cache="public, max-age=300"
            )
        if path == "/embed/v2/comments.html":
            found = self._find(request.query.get("site", ""), request.query.get("thread", ""))
            if found is None or found[1].published > now:
                return html_response("<!DOCTYPE html><title>Talkwell</title><p>Thread not found.</p>", 404)
            return html_response(self.embed_document(found[0], found[1], now))
        if m := _API.match(path):
            found = self._find(m.group(1), m.group(2))
            if found is None or found[1].published > now or not found[1].comments_enabled:
                return json_response({"error": "not_found"}, 404)
            try:
                limit = max(1, min(int(request.query.get("limit", "25")), 100))
            except ValueError:
                limit = 25
            return json_response(
                self.comments_json(found[0], found[1], now, request.query.get("cursor") or None, limit)
            )
        if m := _AVATAR.match(path):
            return text_response(
                avatar_svg(m.group(1), self.world.avatar_label(m.group(1))),
                "image/svg+xml",
                cache="public, max-age=86400",
            )
        return not_found()
