"""HTTP first's fetch sends the cookies the browser would send, and its Set-Cookie comes
back in the browser's form."""

from __future__ import annotations

import time

from scrapy.http import HtmlResponse, Request

from comspider.browser.fetch_cookies import cookie_header, received_cookies


def cookie(name: str, domain: str, path: str = "/", **extra: object) -> dict:
    return {"name": name, "value": name.upper(), "domain": domain, "path": path, "expires": -1, **extra}


def test_the_cookies_a_navigation_sends() -> None:
    jar = [
        cookie("host", "news.example"),
        cookie("sub", "www.news.example"),
        cookie("dom", ".news.example"),
        cookie("deep", "news.example", "/politics"),
        cookie("prefix", "news.example", "/pol"),
        cookie("safe", "news.example", secure=True),
        cookie("old", "news.example", expires=time.time() - 10),
        cookie("other", "other.example"),
    ]
    assert cookie_header(jar, "http://news.example/politics/story") == "deep=DEEP; host=HOST; dom=DOM"
    assert cookie_header(jar, "https://www.news.example/") == "sub=SUB; dom=DOM"
    assert "safe=SAFE" in cookie_header(jar, "https://news.example/")
    assert cookie_header([], "https://news.example/") == ""


def test_set_cookie_in_the_browsers_form() -> None:
    request = Request("https://news.example/a/story")
    response = HtmlResponse(
        request.url,
        body=b"<p>x</p>",
        headers={
            "Set-Cookie": [
                "sid=abc; Path=/; HttpOnly; SameSite=Strict",
                "pref=1; Domain=news.example; Max-Age=3600; Secure",
                "alien=1; Domain=other.example",
            ]
        },
        request=request,
    )
    got = {c["name"]: c for c in received_cookies(request, response)}
    assert set(got) == {"sid", "pref"}  # another site's cookie is refused, as a browser refuses it
    assert (
        got["sid"]["domain"] == "news.example"
        and got["sid"]["httpOnly"]
        and got["sid"]["sameSite"] == "Strict"
    )
    assert got["sid"]["expires"] == -1
    assert (
        got["pref"]["domain"] == ".news.example"
        and got["pref"]["secure"]
        and got["pref"]["expires"] > time.time()
    )
