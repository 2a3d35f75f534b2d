"""Hosts, robots.txt, content types and encodings, compression, start and stop."""

from __future__ import annotations

import socket
import threading
import urllib.robotparser
from urllib.parse import urlsplit

import lxml.html

from comspider.clock import ManualClock
from comspider_lab.offline_web import OfflineWeb
from tests.lab.offline_web.conftest import START, fetch


def test_every_host_serves_robots_txt(web: OfflineWeb) -> None:
    for name, base in web.base_urls.items():
        status, head, body = fetch(base + "/robots.txt")
        assert status == 200 and head["Content-Type"].startswith("text/plain"), name
        parser = urllib.robotparser.RobotFileParser()
        parser.parse(body.decode().splitlines())
        assert not parser.can_fetch("comspider", base + "/admin/secret") or name in ("adserver",)
    robots = urllib.robotparser.RobotFileParser()
    for url in web.article_urls():
        base = "{0.scheme}://{0.netloc}".format(urlsplit(url))
        robots.parse(fetch(base + "/robots.txt")[2].decode().splitlines())
        assert robots.can_fetch("comspider", url), url
    hub = urllib.robotparser.RobotFileParser()
    hub.parse(fetch(web.hub_url + "/robots.txt")[2].decode().splitlines())
    assert hub.can_fetch("comspider", web.feed_url)
    assert hub.can_fetch("comspider", web.hub_url + "/_/DotsSplashUi/data/batchexecute")
    assert hub.can_fetch("comspider", web.hub_url + "/rss/articles/CBMiXYZ?oc=5")


def test_content_types_and_odd_encodings(web: OfflineWeb) -> None:
    for site, art in web.world.articles():
        _status, head, body = fetch(site.url(art.path))
        ctype = head["Content-Type"]
        assert ctype.startswith("text/html")
        if site.name == "toto":
            assert ctype == "text/html; charset=Shift_JIS"
            assert b'<meta charset="Shift_JIS">' in body
            assert art.title in body.decode("shift_jis")
            doc = lxml.html.document_fromstring(body)
            assert doc.findtext(".//h1[@class='article-title']") == art.title
        elif site.name == "sabah":
            assert ctype == "text/html"  # no charset in the header: only the page says it
            assert b'<meta charset="windows-1256">' in body and b'dir="rtl"' in body
            assert art.title in body.decode("cp1256")
            assert "&#" in body.decode("cp1256") or not any(ord(ch) > 0xFFFF for ch in art.title)
        else:
            assert ctype == "text/html; charset=utf-8"
            assert art.title in body.decode("utf-8").replace("&#x27;", "'").replace(
                "&amp;", "&"
            ) or art.title.replace("'", "&#x27;") in body.decode("utf-8")


def test_compression_and_assets(web: OfflineWeb) -> None:
    site = web.world.by_name["bayview"]
    url = site.url(site.articles[0].path)
    status, head, body = fetch(url, headers={"Accept-Encoding": "gzip"})
    assert head.get("Content-Encoding") == "gzip" and body.startswith(b"<!DOCTYPE html>")
    status, head, _ = fetch(site.base_url + "/_next/static/chunks/pages/article-8f3a2c91.js")
    assert status == 200 and head["Content-Type"] == "application/javascript; charset=utf-8"
    status, head, body = fetch(
        site.base_url + site.articles[0].comments[0].avatar
        if site.articles[0].comments
        else site.base_url + "/avatars/x.svg"
    )
    assert status == 200 and head["Content-Type"] == "image/svg+xml" and body.startswith(b"<svg")
    status, head, _ = fetch(web.base_urls["adserver"] + "/gampad/ads?iu=/2148/x&sz=300x250")
    assert status == 200 and head["Content-Type"].startswith("text/html")


def test_each_outlet_is_its_own_host(web: OfflineWeb) -> None:
    hosts = [urlsplit(b).hostname for b in web.base_urls.values()]
    assert len(set(hosts)) == len(hosts)
    assert all(h.startswith("127.0.0.") for h in hosts)


def test_start_is_idempotent_and_stop_releases_everything() -> None:
    # Threads of other tests (session fixtures, servers) may end meanwhile: compare sets.
    before = set(threading.enumerate())
    web = OfflineWeb(clock=ManualClock(START), seed=3)
    assert web.start() is web and web.start() is web
    bases = dict(web.base_urls)
    assert fetch(web.feed_url)[0] == 200
    keep_alive = socket.create_connection(
        (urlsplit(bases["ledger"]).hostname, urlsplit(bases["ledger"]).port)
    )
    keep_alive.sendall(b"GET /robots.txt HTTP/1.1\r\nHost: x\r\n\r\n")
    keep_alive.recv(1024)
    web.stop()
    web.stop()
    keep_alive.settimeout(5)
    # Drain what the server had sent (one recv may not have held the whole answer); the
    # server must then close the open keep-alive connection (EOF, not a timeout).
    while keep_alive.recv(4096):
        pass
    keep_alive.close()
    left = [t.name for t in threading.enumerate() if t not in before]
    assert not left, f"threads left running after stop(): {left}"
    for base in bases.values():
        parts = urlsplit(base)
        try:
            socket.create_connection((parts.hostname, parts.port), timeout=1).close()
        except OSError:
            continue
        raise AssertionError(f"{base} still accepts connections")
    with OfflineWeb(clock=ManualClock(START), seed=3) as again:  # and it can start anew
        assert fetch(again.feed_url)[0] == 200


def test_ad_server_latency_is_an_option_and_still_answers() -> None:
    with OfflineWeb(clock=ManualClock(START), seed=3, ad_latency=0.05) as web:
        assert web.world.ad_latency == 0.05
        status, _head, body = fetch(web.base_urls["adserver"] + "/gampad/ads?iu=/1/x&sz=300x250")
        assert status == 200 and b"Advertisement" not in body and b"<img" in body
