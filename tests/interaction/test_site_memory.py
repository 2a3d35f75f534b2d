"""Site memory: site keys, XPath patterns that survive between pages of one template, and
the remember/forget logic over every backend (memory, SQLite, Redis)."""

from __future__ import annotations

from pathlib import Path

from lxml import html as lxml_html

from comspider.interaction.site_memory import (
    EntryPattern,
    SiteKnowledge,
    frame_key,
    pattern_from_steps,
    stable_id,
)
from comspider.state.backend import open_sqlite
from comspider.url_keys import site_key


def test_site_keys():
    assert site_key("https://www.example.com/a/b") == "example.com"
    assert site_key("https://news.example.com/a") == "example.com"
    assert site_key("https://www.bbc.co.uk/news/1") == "bbc.co.uk"
    assert site_key("https://www.abc.net.au/news") == "abc.net.au"
    assert site_key("https://www.asahi.co.jp/x") == "asahi.co.jp"
    assert site_key("http://127.0.0.12:8080/x") == "127.0.0.12:8080"
    assert site_key("http://localhost:5000/x") == "localhost:5000"
    assert site_key("http://127.0.0.1/x") == "127.0.0.1"
    assert (
        frame_key("http://127.0.0.41:3532/embed/v2/comments.html?thread=9")
        == "127.0.0.41:3532/embed/v2/comments.html"
    )


def test_stable_ids():
    assert stable_id("comments-button")
    assert not stable_id("comment-1432281")
    assert not stable_id("ember123")
    assert not stable_id(":r5:")
    assert not stable_id("c-9f8e7d6c5b4a")


def steps_of(html: str, xpath: str) -> list[dict]:
    """The JS collector's steps, computed with lxml (same shape)."""
    root = lxml_html.document_fromstring(html)
    el = root.xpath(xpath)[0]
    out = []
    while el is not None and isinstance(el.tag, str):
        same = [s for s in el.itersiblings(preceding=True) if s.tag == el.tag]
        attrs = {
            k: v
            for k, v in el.attrib.items()
            if k.startswith("data-") or k in ("role", "name", "aria-label", "rel", "href", "type")
        }
        out.append(
            {
                "tag": el.tag,
                "id": el.get("id", ""),
                "classes": el.get("class", "").split(),
                "attrs": attrs,
                "index": len(same) + 1,
            }
        )
        if el.tag == "body":
            break
        el = el.getparent()
    return out


PAGE = """<html><body><div class="wrap">{paras}<section id="comments-{n}" class="kommentare">
<button class="btn js-kommentare-laden css-x{n}z" data-article="{n}">Kommentare anzeigen ({c})</button>
</section><button class="btn">Drucken</button></div></body></html>"""


def page(n: int, paras: int, c: int) -> str:
    return PAGE.format(paras="<p>x</p>" * paras, n=n, c=c)


def test_a_pattern_from_one_page_finds_the_element_on_the_next():
    first = page(318213, 3, 23)
    pattern = pattern_from_steps(steps_of(first, "//section/button"))
    assert "[" in pattern and "318213" not in pattern and "css-" not in pattern, pattern
    second = lxml_html.document_fromstring(page(999001, 7, 5))
    found = second.xpath(pattern)
    assert len(found) == 1 and "Kommentare" in found[0].text_content()


def test_ids_varying_by_page_become_prefixes_and_stable_ids_anchor():
    html = '<html><body><main><div id="thread-88231"><a class="x" href="#c">12</a></div></main></body></html>'
    pattern = pattern_from_steps(steps_of(html, "//a"))
    assert 'starts-with(@id, "thread-")' in pattern
    html2 = '<html><body><div id="main-content"><div><span><a>Comments</a></span></div></div></body></html>'
    anchored = pattern_from_steps(steps_of(html2, "//a"))
    assert anchored.startswith('//div[@id="main-content"]/'), anchored
    assert lxml_html.document_fromstring(html2).xpath(anchored)


def test_links_keep_their_fragment_or_last_path_segment():
    html = '<html><body><ul><li><a href="#commenti">Commenti</a></li></ul></body></html>'
    assert '@href="#commenti"' in pattern_from_steps(steps_of(html, "//a"))
    html2 = '<html><body><div><a href="/economia/x-7464480/comentarios">Ver</a></div></body></html>'
    pattern = pattern_from_steps(steps_of(html2, "//a"))
    assert 'contains(@href, "/comentarios")' in pattern
    other = lxml_html.document_fromstring(
        '<html><body><div><a href="/politica/y-1/comentarios">V</a>'
        '<a href="/politica/y-1">Home</a></div></body></html>'
    )
    assert len(other.xpath(pattern)) == 1


def test_without_any_attribute_positions_are_kept():
    html = "<html><body><div><div></div><div><span>a</span><span>b</span></div></div></body></html>"
    pattern = pattern_from_steps(steps_of(html, "//div/div[2]/span[2]"))
    root = lxml_html.document_fromstring(html)
    assert [e.text for e in root.xpath(pattern)] == ["b"]


def test_remember_then_forget_after_repeated_failures(store):
    # every crawl-state backend (the store fixture of tests/conftest.py)
    memory = SiteKnowledge(store.site_memory, max_patterns=2, max_failures=3)
    url = "https://www.example.com/2024/01/01/story-1"
    assert memory.hints(url) == [] and not memory.known(url)
    entry = EntryPattern('//button[@data-testid="comments-button"]', "click")
    memory.success(url, entry)
    memory.success("https://example.com/other-story", EntryPattern(entry.pattern, "click"))
    hints = memory.hints("https://news.example.com/third")
    assert [(h.pattern, h.successes) for h in hints] == [(entry.pattern, 2)]
    assert memory.known(url)
    # a success resets the failures; three failures in a row forget
    assert not memory.failure(url, hints[0])
    memory.success(url, EntryPattern(entry.pattern, "click"))
    assert memory.hints(url)[0].failures == 0
    assert not memory.failure(url, hints[0])
    assert not memory.failure(url, hints[0])
    assert memory.failure(url, hints[0])
    assert memory.hints(url) == []
    # at most max_patterns per site, the most successful kept
    for i in range(3):
        for _ in range(i + 1):
            memory.success(url, EntryPattern(f"//a[{i}]", "follow", frame=None))
    assert [h.pattern for h in memory.hints(url)] == ["//a[2]", "//a[1]"]
    memory.success(url, EntryPattern("//button", "click", frame="w.example/embed"))
    assert [h.pattern for h in memory.hints(url)] == ["//a[2]", "//a[1]"]  # one success: not kept
    other = "https://frames.example/x"
    memory.success(other, EntryPattern("//button", "click", frame="w.example/embed"))
    assert [(h.pattern, h.frame) for h in memory.hints(other)] == [("//button", "w.example/embed")]


def test_sqlite_memory_survives_a_restart(tmp_path: Path):
    path = tmp_path / "state" / "state.sqlite3"
    first = open_sqlite(path)
    SiteKnowledge(first.site_memory, max_patterns=3, max_failures=3).success(
        "https://a.example/x", EntryPattern("//a", "click")
    )
    first.close()
    again = open_sqlite(path)
    memory = SiteKnowledge(again.site_memory, max_patterns=3, max_failures=3)
    assert [h.pattern for h in memory.hints("https://a.example/y")] == ["//a"]
    again.close()


def test_entry_points_per_template(store):
    """A site with two templates (articles behind a button, galleries behind a link): each
    page tries its own template's entry point first, then those of no known template
    (remembered before the site's templates were), then the others'; each template keeps
    its own ``max_patterns``."""
    memory = SiteKnowledge(store.site_memory, max_patterns=1, max_failures=3)
    url = "https://example.com/x"
    memory.success(url, EntryPattern("//button[@id='old']", "click"))
    for _ in range(2):
        memory.success(url, EntryPattern("//button[@id='c']", "click", template="t1"))
    memory.success(url, EntryPattern("//a[@id='g']", "follow", template="t2"))
    assert [h.pattern for h in memory.hints(url, "t2")] == [
        "//a[@id='g']",
        "//button[@id='old']",
        "//button[@id='c']",
    ]
    assert next(h.pattern for h in memory.hints(url, "t1")) == "//button[@id='c']"
    assert memory.known(url, template="t1") and not memory.known(url, template="t2")
    # one pattern per template here: a second for t1 with fewer successes is not kept
    memory.success(url, EntryPattern("//button[@id='d']", "click", template="t1"))
    assert [h.pattern for h in memory.hints(url) if h.template == "t1"] == ["//button[@id='c']"]
    # failures count per template: t2's pattern failing leaves t1's alone
    for _ in range(3):
        memory.failure(url, EntryPattern("//a[@id='g']", "follow", template="t2"))
    assert {h.template for h in memory.hints(url)} == {None, "t1"}
