"""The hub: Google-News-format RSS, Google's two-request id resolution, Atom and URL list."""

from __future__ import annotations

import email.utils
import json
import re
import urllib.parse
import xml.etree.ElementTree as ET

from comspider_lab.offline_web import OfflineWeb
from tests.lab.offline_web.conftest import fetch
from tests.lab.offline_web.test_google_ids import reference_decode

XSSI = b")]}'\n\n"


def freq(gid: str, ts: int, sg: str) -> bytes:
    inner = json.dumps(
        [
            "garturlreq",
            [
                [
                    "X",
                    "X",
                    ["X", "X"],
                    None,
                    None,
                    1,
                    1,
                    "US:en",
                    None,
                    1,
                    None,
                    None,
                    None,
                    None,
                    None,
                    0,
                    1,
                ],
                "X",
                "X",
                1,
                [1, 1, 1],
                1,
                1,
                None,
                0,
                0,
                None,
                0,
            ],
            gid,
            ts,
            sg,
        ],
        separators=(",", ":"),
    )
    outer = json.dumps([[["Fbv4je", inner, None, "generic"]]], separators=(",", ":"))
    return urllib.parse.urlencode({"f.req": outer}).encode()


def interstitial(web: OfflineWeb, link: str) -> tuple[str, int, str]:
    status, _, body = fetch(link)
    assert status == 200
    html = body.decode()
    assert "<c-wiz" in html and 'jscontroller="aLI87"' in html
    gid = re.search(r'data-n-a-id="([^"]+)"', html).group(1)
    ts = int(re.search(r'data-n-a-ts="(\d+)"', html).group(1))
    sg = re.search(r'data-n-a-sg="([^"]+)"', html).group(1)
    return gid, ts, sg


def resolve(web: OfflineWeb, gid: str, ts: int, sg: str) -> tuple[int, bytes]:
    status, _head, body = fetch(
        web.hub_url + "/_/DotsSplashUi/data/batchexecute?rpcids=Fbv4je",
        data=freq(gid, ts, sg),
        headers={"Content-Type": "application/x-www-form-urlencoded;charset=UTF-8"},
    )
    return status, body


def test_rss_has_google_news_structure(web: OfflineWeb) -> None:
    status, head, body = fetch(web.feed_url)
    assert status == 200 and head["Content-Type"].startswith("application/xml")
    assert b'<rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/">' in body
    channel = ET.fromstring(body).find("channel")
    for tag in ("title", "link", "language", "lastBuildDate"):
        assert channel.find(tag) is not None
    items = channel.findall("item")
    truth = web.truth()
    assert len(items) == len(truth["articles"]) == len(web.article_urls())
    publishers = {a["url"]: a["publisher"] for a in truth["articles"]}
    old = new = 0
    for item in items:
        title, link = item.findtext("title"), item.findtext("link")
        guid = item.find("guid")
        assert guid.get("isPermaLink") == "false" and guid.text.startswith("CBMi")
        assert link == f"{web.hub_url}/rss/articles/{guid.text}?oc=5"
        assert email.utils.parsedate_to_datetime(item.findtext("pubDate")).tzinfo is not None
        source = item.find("source")
        assert title.endswith(" - " + source.text)
        assert source.get("url").startswith("http://127.0.0.")
        assert f'<a href="{link}" target="_blank">' in item.findtext("description")
        decoded = reference_decode(guid.text)
        if decoded.startswith("AU_yqL"):
            new += 1
        else:
            old += 1
            assert publishers[decoded] == source.text
    assert 0.2 <= new / (old + new) <= 0.5  # about a third new-style


def test_both_id_styles_resolve_by_googles_exchange(web: OfflineWeb) -> None:
    urls = set(web.article_urls())
    root = ET.fromstring(fetch(web.feed_url)[2])
    seen = {"old": 0, "new": 0}
    for item in root.iter("item"):
        gid, ts, sg = interstitial(web, item.findtext("link"))
        assert gid == item.findtext("guid")
        status, body = resolve(web, gid, ts, sg)
        assert status == 200 and body.startswith(XSSI)
        envelope = json.loads(body[len(XSSI) :])
        assert envelope[0][:2] == ["wrb.fr", "Fbv4je"] and envelope[1] == ["di", 42]
        kind, url, one = json.loads(envelope[0][2])
        assert (kind, one) == ("garturlres", 1) and url in urls
        seen["new" if reference_decode(gid).startswith("AU_yqL") else "old"] += 1
        if min(seen.values()) >= 2:
            break
    assert min(seen.values()) >= 2
    # the same page also under /articles/<ID>
    assert interstitial(web, f"{web.hub_url}/articles/{gid}")[0] == gid


def test_wrong_signature_or_timestamp_is_refused(web: OfflineWeb) -> None:
    link = ET.fromstring(fetch(web.feed_url)[2]).find("channel/item/link").text
    gid, ts, sg = interstitial(web, link)
    for bad in [
        (gid, ts, sg[:-2] + "xx"),
        (gid, ts + 1, sg),
        (gid, ts - 3 * 86400, sg),
        (gid[:-4] + "AAAA", ts, sg),
    ]:
        status, body = resolve(web, *bad)
        assert status == 400 and body.startswith(XSSI)
        assert json.loads(body[len(XSSI) :])[0][0] == "er"
    status, _, body = fetch(web.hub_url + "/_/DotsSplashUi/data/batchexecute", data=b"f.req=not+json")
    assert status == 400
    assert fetch(web.hub_url + "/_/DotsSplashUi/data/batchexecute")[0] == 405
    assert fetch(web.hub_url + "/rss/articles/CBMiAAAA")[0] == 404


def test_language_edition_and_other_feeds(web: OfflineWeb) -> None:
    root = ET.fromstring(fetch(web.feed_url + "?hl=de&gl=DE&ceid=DE:de")[2])
    items = root.findall("channel/item")
    assert items and root.findtext("channel/language") == "de"
    german = {o["publisher"] for o in web.outlets if o["language"] == "de"}
    assert {i.find("source").text for i in items} <= german
    status, _head, body = fetch(web.hub_url + "/articles.txt")
    assert status == 200 and set(body.decode().split()) == set(web.article_urls())
    atom = ET.fromstring(fetch(web.hub_url + "/atom.xml")[2])
    ns = {"a": "http://www.w3.org/2005/Atom"}
    links = {e.find("a:link", ns).get("href") for e in atom.findall("a:entry", ns)}
    assert links == set(web.article_urls())
