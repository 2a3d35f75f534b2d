"""Every outlet serves exactly the comments the truth lists, checked over HTTP without a
browser: the static HTML, the JSON and HTML-fragment APIs the widgets call (all pages of
them), the separate comments pages and the iframe widget's API."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterator

import lxml.html
import pytest

from comspider_lab.offline_web import OfflineWeb
from comspider_lab.offline_web.model import Article
from tests.lab.offline_web.conftest import fetch


def _cls(name: str) -> str:
    return f".//*[contains(concat(' ', normalize-space(@class), ' '), ' {name} ')]"


def texts(html: str | bytes, cls: str) -> list[str]:
    if not html:
        return []
    doc = lxml.html.fromstring(html) if isinstance(html, str) else lxml.html.document_fromstring(html)
    return [" ".join(el.text_content().split()) for el in doc.xpath(_cls(cls))]


def get_json(url: str) -> dict:
    status, _, body = fetch(url)
    assert status == 200, url
    return json.loads(body)


def html_bodies(rows: list[dict], key: str) -> list[str]:
    return [" ".join(lxml.html.fromstring(f"<div>{r[key]}</div>").text_content().split()) for r in rows]


def cursor_pages(first: str, rows_key: str, next_key: str, param: str) -> Iterator[dict]:
    url = first
    while True:
        data = get_json(url)
        yield data
        if not data.get(next_key):
            return
        url = f"{first}{'&' if '?' in first else '?'}{param}={data[next_key]}"


def served(web: OfflineWeb, outlet: str, art: Article) -> list[str]:
    site = web.world.by_name[outlet]
    base, page = site.base_url, site.url(art.path)
    widget = web.base_urls["talkwell"]
    if outlet == "ledger":
        return texts(fetch(page)[2], "ldg-comment__body")
    if outlet == "bayview":
        out = []
        for data in cursor_pages(
            f"{base}/api/comments/v1/threads/{art.id}?limit=20", "comments", "next_cursor", "cursor"
        ):
            out += html_bodies(data["comments"], "body_html")
        return out
    if outlet == "rheinischer":
        return texts(get_json(f"{base}/ajax/kommentare/{art.id}")["html"], "kommentar__text")
    if outlet == "alpen":
        out, number = [], 1
        while number:
            data = get_json(f"{base}/api/community/v2/threads/{art.id}/postings?page={number}")
            out += html_bodies(data["postings"], "contentHtml")
            number = data["nextPage"]
        return out
    if outlet == "quotidien":
        return texts(fetch(f"{base}/api/commentaires/{art.id}.html")[2].decode(), "commentaire__texte")
    if outlet == "faro":
        return texts(get_json(f"{base}/ws/comentarios/{art.id}")["html"], "fd-c-comentario__cuerpo")
    if outlet == "corriere":
        return texts(fetch(f"{base}/commenti/api/lista?id={art.id}")[2].decode(), "commento-testo")
    if outlet == "tejo":
        return texts(fetch(site.url(art.comments_path))[2], "Comment-content")
    if outlet in ("delta", "pinewood"):
        out = []
        first = f"{widget}/api/v1/sites/{outlet}/threads/{art.id}/comments?limit=25"
        for data in cursor_pages(first, "comments", "next_cursor", "cursor"):
            out += html_bodies(data["comments"], "html")
        return out
    if outlet == "toto":
        return texts(get_json(f"{base}/api/comments/list?aid={art.id}")["html"], "cmt-body")
    if outlet == "sabah":
        html = fetch(page)[2]
        out = texts(html, "comment-text")
        doc = lxml.html.document_fromstring(html)
        after = doc.xpath("string(//button[@id='load-more-comments']/@data-after)")
        while after:
            data = get_json(f"{base}/comments/more?article={art.id}&after={after}")
            out += texts(data["html"], "comment-text")
            after = data["after"]
        return out
    if outlet == "dorfblatt":  # the full list only (not the top list, the removed notice, the template)
        doc = lxml.html.document_fromstring(fetch(page)[2])
        return [
            " ".join(el.text_content().split())
            for el in doc.xpath(
                "//ol[@class='kommentarliste']//li[@data-id]/div[@class='kommentar__inhalt']"
                "/div[@class='kommentar__text']"
            )
        ]
    if outlet == "vestnik":
        return html_bodies(get_json(f"{base}/api/v2/materials/{art.id}/comments")["items"], "text_html")
    return served_hard_case(web, outlet, art)


def served_hard_case(web: OfflineWeb, outlet: str, art: Article) -> list[str]:
    """The outlets of the real web's hard cases (issue 13)."""
    site = web.world.by_name[outlet]
    base, page = site.base_url, site.url(art.path)
    if outlet == "kestrel":  # every page of threads, replies included
        out = []
        for data in cursor_pages(f"{base}/api/discussion/{art.id}?limit=10", "comments", "next", "after"):
            out += html_bodies(data["comments"], "html")
        return out
    if outlet == "helvetia":
        return html_bodies(get_json(f"{base}/forum/api/beitraege?artikel={art.id}")["comments"], "html")
    if outlet in ("shannon", "minho"):  # top-level pages, then each one's replies
        prefix = (
            f"{base}/api/discussion/threads?article={art.id}&limit=10"
            if outlet == "shannon"
            else f"{web.base_urls['parlo']}/api/threads?site=minho&thread={art.id}"
        )
        out = []
        for data in cursor_pages(prefix, "comments", "next", "after"):
            for c in data["comments"]:
                out += html_bodies([c], "html")
                if c["replies"]:
                    replies = (
                        f"{base}/api/discussion/replies?article={art.id}&comment={c['id']}"
                        if outlet == "shannon"
                        else f"{web.base_urls['parlo']}/api/replies?site=minho&thread={art.id}&comment={c['id']}"
                    )
                    got = get_json(replies)["replies"]
                    assert len(got) == c["replies"], (outlet, c["id"])
                    out += html_bodies(got, "html")
        return out
    if outlet == "riverside":  # the article page is the newest comment page; then the others
        doc = lxml.html.document_fromstring(fetch(page)[2])
        numbers = [
            int(x)
            for x in doc.xpath(
                "//nav[contains(@class,'comments-pagination')]//*[contains(@class,'page-numbers')]/text()"
            )
            if x.strip().isdigit()
        ]
        out = texts(fetch(page)[2], "comment-content")
        for k in range(1, max(numbers, default=1)):
            out += texts(fetch(f"{page}comment-page-{k}/")[2], "comment-content")
        return out
    if outlet == "cerrado":
        return texts(get_json(f"{base}/api/comentarios/{art.id}")["html"], "comentario__texto")
    if outlet == "courrier":
        return texts(fetch(f"{base}/api/reactions/{art.id}")[2].decode(), "reaction__texte")
    if outlet == "seeblatt":
        return html_bodies(get_json(f"{base}/widgets/kommentare/api?artikel={art.id}")["comments"], "html")
    if outlet == "harbour":  # the old design, or the new one after its redesign (issue 27)
        html = fetch(page)[2]
        return texts(html, "hg-comment__text") or texts(html, "leading-snug mt-2")
    raise AssertionError(f"no check for {outlet}")


@pytest.fixture
def no_slow_answers(web: OfflineWeb) -> Iterator[None]:
    """The slow comment API answers at once (its delay waits on this event)."""
    web.world.stopping.set()
    try:
        yield
    finally:
        web.world.stopping.clear()


def test_served_comments_equal_the_truth(web: OfflineWeb, no_slow_answers: None) -> None:
    truth = {a["url"]: a for a in web.truth()["articles"]}
    checked: Counter = Counter()
    for site, art in web.world.articles():
        expected = truth[site.url(art.path)]
        if not expected["comments_enabled"] or expected["paywalled"]:
            continue
        got = served(web, site.name, art)
        want = [c["text"] for c in expected["comments"]]
        assert Counter(got) == Counter(want), (site.name, art.path, len(got), len(want))
        checked[site.name] += 1
    # every outlet with comments (coastline has none: it is the look-alikes' outlet)
    assert len(checked) == sum(
        1 for o in web.world.outlets if any(a.comments_enabled and not a.paywalled for a in o.articles)
    )


def test_paywalled_and_disabled_pages_show_no_comments(web: OfflineWeb) -> None:
    for site, art in web.world.articles():
        if art.comments_enabled and not art.paywalled:
            continue
        html = fetch(site.url(art.path))[2].decode(site.spec.encoding, "replace")
        for c in site.comments(art)[:5]:
            assert c.text not in html
        if art.paywalled:
            assert art.paragraphs[-1] not in html  # truncated
            assert "paywall" in html


@pytest.mark.parametrize(
    "outlet,path,expect",
    [
        ("bayview", "/api/comments/v1/threads/1/comments", 404),
        ("rheinischer", "/ajax/kommentare/1", 404),
        ("ledger", "/admin/", 403),
        ("ledger", "/assets/js/missing.js", 404),
    ],
)
def test_bad_requests(web: OfflineWeb, outlet: str, path: str, expect: int) -> None:
    assert fetch(web.world.by_name[outlet].base_url + path)[0] == expect


def test_entry_points_name_real_elements(web: OfflineWeb) -> None:
    """Each click entry point is an absolute XPath of an element of the served page (or,
    for an iframe, of the frame's document) that carries the site's comments affordance."""
    for a in web.truth()["articles"]:
        entry = a["entry_point"]
        if entry in (None, "static", "scroll"):
            continue
        # a click inside the widget's frame; a cross-site frame is mounted by a click in the page
        inside = a["in_iframe"] and a["mechanism"] != "cross_site_frame"
        source = a["entry_frame_url"] if inside else a["url"]
        doc = lxml.html.document_fromstring(fetch(source)[2])
        if "/#shadow-root/" in entry:  # inside a shadow tree a script builds: its host is served
            host, _, inner = entry.partition("/#shadow-root/")
            assert len(doc.xpath(host)) == 1 and inner, (a["url"], entry)
            continue
        found = doc.xpath(entry)
        assert len(found) == 1, (a["url"], entry)
        el = found[0]
        assert el.tag in ("button", "a", "span", "div"), entry
        if a["mechanism"] == "separate_page":
            assert el.get("href").endswith("/comentarios") and el.get("target") == "_blank"
        if a["mechanism"] == "icon":
            assert not el.text_content().strip() and el.xpath(".//svg") and el.get("aria-label")
