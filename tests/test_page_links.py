"""A page's malformed links are no links: never a failed page."""

from __future__ import annotations

from comspider import extract
from comspider.page_links import joined


def test_a_link_is_made_absolute_against_its_page() -> None:
    assert joined("https://news.example/a/1", "/u/7") == "https://news.example/u/7"
    assert joined(None, "https://blog.example/") == "https://blog.example/"


def test_a_bracketed_host_that_is_no_address_is_no_link() -> None:
    assert joined("https://news.example/a/1", "http://[ccpa-preferences]") is None
    assert joined(None, "http://[::1") is None


def _comment(n: int, name: str) -> str:
    return (
        f'<li class="cm" id="cm-{n}"><a class="who" href="http://[privacy-{n}]">{name}</a> '
        f'<span class="when">3 March 2021 at 1{n}:02</span><p>Comment number {n} from {name}, long enough to be '
        f'read as text, with a <a href="http://[settings]/x">broken link</a> in it.</p>'
        f'<a class="reply" href="?replytocom={n}#respond">Reply</a></li>'
    )


def test_a_page_whose_links_python_refuses_still_gives_its_comments() -> None:
    page = (
        "<html><head><title>A story</title>"
        '<meta property="article:published_time" content="2021-03-02T08:00:00Z"></head><body><article><h1>A story</h1>'
        f"<p>{'The story itself. ' * 40}</p></article><section id='comments'><h2>4 comments</h2><ol>"
        + "".join(_comment(n, name) for n, name in enumerate(("Ada", "Ben", "Cleo", "Dev"), 1))
        + "</ol></section><footer><a href='http://[ccpa-preferences]'>Do not sell</a></footer></body></html>"
    )
    found = extract(page, url="https://news.example/story", visited_at="2021-03-05T00:00:00Z")
    assert [c.author for c in found] == ["Ada", "Ben", "Cleo", "Dev"]
    assert all(c.author_url is None for c in found)
