"""``OfflineWeb``: the bundled offline news web, served on loopback.

    from comspider_lab.offline_web import OfflineWeb
    with OfflineWeb(clock=None, seed=0) as web:
        web.feed_url, web.article_urls(), web.truth()

Each outlet, the hub, the comment-widget host and the ad server get their own loopback
address 127.0.0.N (a distinct host) and a free port picked by the OS. Where only 127.0.0.1
can be bound (macOS without aliases), every host falls back to 127.0.0.1 with its own port.
"""

from __future__ import annotations

import errno
import logging
import threading
from datetime import datetime
from typing import Any

from comspider.clock import Clock, SystemClock
from comspider_lab.offline_web.moderation import Moderation
from comspider_lab.offline_web.server import HostServer
from comspider_lab.offline_web.truth import build as build_truth
from comspider_lab.offline_web.world import World

log = logging.getLogger("comspider_lab.offline_web")


def default_anchor(clock: Clock) -> datetime:
    """The instant the web's article ages are counted from: the virtual origin of a
    ScaledClock (so that every process sharing its spec agrees), else the clock's now
    truncated to the second."""
    origin = getattr(clock, "origin_virtual", None)
    when = origin if isinstance(origin, datetime) else clock.now()
    return when.replace(microsecond=0)


class OfflineWeb:
    def __init__(
        self,
        clock: Clock | None = None,
        seed: int = 0,
        *,
        anchor: datetime | None = None,
        verbose: bool = False,
        ad_latency: float = 0.0,
        moderation: bool | Moderation = False,
    ) -> None:
        """``ad_latency``: seconds the ad server waits before each answer, as a real ad
        server across the internet does (auctions, redirects, round trips); 0 on loopback
        by default, so that tests and demos do not wait for ads nobody blocks.
        ``moderation``: some comments are removed or edited a while after they appear
        (:mod:`comspider_lab.offline_web.moderation`; the truth says when): True for
        the default moderators, or a ``Moderation`` of one's own."""
        self.clock: Clock = clock or SystemClock()
        self.seed = int(seed)
        self.anchor = anchor or default_anchor(self.clock)
        self.verbose = verbose
        self.world = World(self.seed, self.anchor, self.clock, moderation=moderation)
        self.world.ad_latency = max(0.0, float(ad_latency))
        self._servers: list[HostServer] = []
        self._lock = threading.Lock()

    # -- lifecycle ---------------------------------------------------------------------
    def start(self) -> OfflineWeb:
        with self._lock:
            if self._servers:
                return self
            servers: list[HostServer] = []
            try:
                for host in self.world.hosts():
                    servers.append(self._bind(host))
            except BaseException:
                for server in servers:
                    server.server_close()
                raise
            self.world.set_bases({s.host.name: s.base_url for s in servers})
            self.world.stopping.clear()
            for server in servers:
                server.start()
            self._servers = servers
        log.debug("offline web serving %d hosts; feed %s", len(servers), self.feed_url)
        return self

    def _bind(self, host: Any) -> HostServer:
        address = f"127.0.0.{self.world.host_index(host.name)}"
        try:
            return HostServer((address, 0), host, self.clock, self.verbose)
        except OSError as exc:
            if exc.errno not in (errno.EADDRNOTAVAIL, errno.EINVAL):
                raise
            log.info("offline web: cannot bind %s (%s); using 127.0.0.1", address, exc.strerror)
            return HostServer(("127.0.0.1", 0), host, self.clock, self.verbose)

    def stop(self) -> None:
        with self._lock:
            servers, self._servers = self._servers, []
        self.world.stopping.set()
        # Each server notices its shutdown at its next poll: stop them side by side.
        stoppers = [
            threading.Thread(target=server.stop, name=f"stop-{server.host.name}") for server in servers
        ]
        for t in stoppers:
            t.start()
        for t in stoppers:
            t.join()

    @property
    def running(self) -> bool:
        return bool(self._servers)

    def __enter__(self) -> OfflineWeb:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    # -- what it serves ----------------------------------------------------------------
    @property
    def hub_url(self) -> str:
        return self.world.base("hub")

    @property
    def feed_url(self) -> str:
        return self.hub_url + "/rss"

    @property
    def base_urls(self) -> dict[str, str]:
        """Host name -> base URL, for every host (outlets, hub, talkwell, adserver)."""
        return self.world.bases()

    def set_base_urls(self, bases: dict[str, str]) -> None:
        """Use another process's base URLs (from ``serve-offline-web --info-file``), so
        that the truth computed here names the URLs that process serves."""
        self.world.set_bases(bases)

    @property
    def outlets(self) -> list[dict[str, Any]]:
        return [
            {
                "name": o.name,
                "publisher": o.spec.name,
                "language": o.spec.language,
                "lang_tag": o.spec.lang_tag,
                "base_url": o.base_url,
                "mechanism": o.spec.mechanism,
                "mechanisms": sorted({a.mechanism for a in o.articles}),
                "features": list(o.spec.features),
                "encoding": o.spec.encoding,
                "articles": len(o.articles),
            }
            for o in self.world.outlets
        ]

    def article_urls(self) -> list[str]:
        return [site.url(art.path) for site, art in self.world.articles()]

    def truth(self, at: datetime | None = None) -> dict[str, Any]:
        return build_truth(self.world, at or self.clock.now())

    def info(self) -> dict[str, Any]:
        """What another process needs to address this web: seed, anchor, base URLs."""
        from comspider.clock import iso

        return {
            "seed": self.seed,
            "anchor": iso(self.anchor),
            "feed_url": self.feed_url,
            "hub_url": self.hub_url,
            "bases": self.base_urls,
            "outlets": self.outlets,
        }
