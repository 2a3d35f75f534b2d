"""Everything the offline web serves, built deterministically from a seed and an anchor
time: the outlets with their articles, the hub (feeds, Google News ids), the comment
widget host and the ad server. No sockets here (see comspider_lab.offline_web.web)."""

from __future__ import annotations

import threading
from datetime import datetime, timedelta

from comspider.clock import Clock
from comspider_lab.offline_web import langs
from comspider_lab.offline_web.model import Article, Comment
from comspider_lab.offline_web.moderation import DEFAULT, Moderation, edited_version
from comspider_lab.offline_web.rng import b36, stream
from comspider_lab.offline_web.sitebase import OutletSite
from comspider_lab.offline_web.textgen import commenter, likes, unique_comment

HUB, WIDGET, ADS = "hub", "talkwell", "adserver"
PARLO = "parlo"  # a second comment vendor, on a site of its own (cross-site frames)
SPECIAL_HOSTS = {HUB: 2, ADS: 40, WIDGET: 41, PARLO: 42}


class World:
    def __init__(
        self, seed: int, anchor: datetime, clock: Clock, moderation: bool | Moderation = False
    ) -> None:
        from comspider_lab.offline_web.ad_host import AdHost
        from comspider_lab.offline_web.hub import Hub
        from comspider_lab.offline_web.outlets import OUTLET_CLASSES
        from comspider_lab.offline_web.parlo_host import ParloHost
        from comspider_lab.offline_web.widget_host import WidgetHost

        self.seed = seed
        self.anchor = anchor
        self.clock = clock
        # some comments removed or edited later (offline_web.moderation); None: none
        self.moderation: Moderation | None = (
            moderation if isinstance(moderation, Moderation) else DEFAULT if moderation else None
        )
        self._lock = threading.RLock()
        self.stopping = threading.Event()  # set when the web stops: slow answers end early
        self.ad_latency = 0.0  # seconds before each answer of the ad server
        self._avatars: dict[str, str] = {}
        self._bases: dict[str, str] = {}
        self.outlets: list[OutletSite] = [cls(self) for cls in OUTLET_CLASSES]
        self.by_name = {o.name: o for o in self.outlets}
        self.hub = Hub(self)
        self.widget = WidgetHost(self)
        self.parlo = ParloHost(self)
        self.ads = AdHost(self)

    # -- hosts -------------------------------------------------------------------------
    def host_index(self, name: str) -> int:
        if name in SPECIAL_HOSTS:
            return SPECIAL_HOSTS[name]
        return self.by_name[name].spec.host_index

    def hosts(self) -> list:
        return [self.hub, *self.outlets, self.widget, self.parlo, self.ads]

    def base(self, name: str) -> str:
        """Base URL of a host: the bound address once started, else a portless placeholder."""
        return self._bases.get(name) or f"http://127.0.0.{self.host_index(name)}"

    def set_bases(self, bases: dict[str, str]) -> None:
        self._bases.update({k: v.rstrip("/") for k, v in bases.items()})

    def bases(self) -> dict[str, str]:
        return {h.name: self.base(h.name) for h in self.hosts()}

    # -- articles ----------------------------------------------------------------------
    def articles(self) -> list[tuple[OutletSite, Article]]:
        return [(o, a) for o in self.outlets for a in o.articles]

    def avatar_label(self, key: str) -> str:
        return self._avatars.get(key, "?")

    def comments(self, site: OutletSite, art: Article) -> list[Comment]:
        """All comments the article will ever get, in arrival order (generated once)."""
        if art.comments is not None:
            return art.comments
        with self._lock:
            if art.comments is None:
                comments = self._generate(site, art)
                lang = langs.get(site.spec.language)
                art.edited_comments = {
                    k: edited_version(comments[k], self.seed, site.name, lang, art.slots) for k in art.edited
                }
                art.comments = comments
        return art.comments

    def _generate(self, site: OutletSite, art: Article) -> list[Comment]:
        lang = langs.get(site.spec.language)
        rng = stream(self.seed, site.name, art.index, "comments")
        start = rng.randrange(1_000_000, 9_000_000) * 10
        seen: set[str] = set()
        out: list[Comment] = []
        for seq, arrival in enumerate(art.arrivals):
            parent = out[arrival.parent] if arrival.parent is not None else None
            author = commenter(rng, lang)
            while parent is not None and author == parent.author:
                author = commenter(rng, lang)
            blocks, text = unique_comment(
                rng, lang, art.slots, parent.author if parent else None, parent.text if parent else None, seen
            )
            key = b36("avatar", author, length=8)
            self._avatars[key] = author
            badge = rng.choice(lang.BADGES) if rng.random() < 0.08 else None
            out.append(
                Comment(
                    id=site.comment_id(art, seq, start),
                    seq=seq,
                    parent=parent.id if parent else None,
                    depth=arrival.depth,
                    offset_s=arrival.offset_s,
                    author=author,
                    avatar=f"/avatars/{key}.svg",
                    likes=likes(rng),
                    blocks=blocks,
                    text=text,
                    badge=badge,
                    published_at=art.published + timedelta(seconds=arrival.offset_s),
                )
            )
        return out
