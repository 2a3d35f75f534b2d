"""The browser's parts for the real web's hard cases, on small hand-made pages in Chromium:
shadow trees in snapshots (open, closed forced open, declarative closed, nested) and
XPaths into them, links
between comment pages, an endless article stream left out of the snapshot, and a thread
cut short by a bound, reported."""

from __future__ import annotations

from dataclasses import replace

import lxml.html
import pytest

from comspider.interaction.comment_pages import comment_page_links, page_key
from comspider.interaction.shadow import document_html
from comspider.interaction.stream import mark_baseline, mark_stream
from comspider.page_scripts import script
from comspider.pipelines.comment_fields import _SHADOW_STEP
from comspider.snapshots import SHADOW_ROOT_TAG
from tests.interaction.test_interaction_pages import FAST, all_html, comments_html, page, visit

pytestmark = [pytest.mark.browser]

SHADOW_PAGE = page(
    '<div id="host-open"><span>light child</span></div><x-closed></x-closed>',
    script="""
    const open = document.getElementById('host-open').attachShadow({mode: 'open'});
    open.innerHTML = '<style>p{color:red}</style><ul class="thread"><li>First &amp; <b>best</b> comment</li>'
      + '<li>Second comment</li></ul><x-inner></x-inner>';
    open.querySelector('x-inner').attachShadow({mode: 'open'}).innerHTML = '<p class="deep">Nested root text</p>';
    customElements.define('x-closed', class extends HTMLElement {
      connectedCallback() {
        const root = this.attachShadow({mode: 'closed'});
        root.innerHTML = '<button type="button">Show comments</button><p class="secret">Closed root text</p>';
        this.root_ = root;  // the page keeps its handle and uses it
        root.querySelector('button').addEventListener('click', () => { root.querySelector('.secret').textContent = 'Clicked'; });
      }
    });
    """,
)

ELEMENT_AT = script("comspider.interaction", "element_at.js")
ELEMENT_XPATHS = script("comspider.interaction", "element_xpaths.js")


async def resolved(page, xpath: str) -> list | None:
    """[text, positional XPath] of the element the shared XPath helper finds, or None."""
    handle = await page.evaluate_handle(ELEMENT_AT, xpath)
    element = handle.as_element()
    if element is None:
        await handle.dispose()
        return None
    try:
        return [await element.text_content(), (await element.evaluate(ELEMENT_XPATHS))["absXpath"]]
    finally:
        await element.dispose()


def test_shadow_trees_in_snapshots_and_xpaths_into_them(chromium, static_site):
    url = static_site.write("shadow.html", SHADOW_PAGE)

    async def go() -> tuple[str, list, str, str]:
        ctx = await chromium.context()  # with the shadow-root opener, like the crawler's
        try:
            p = await ctx.new_page()
            await p.goto(url)
            html = await document_html(p)
            tree = lxml.html.document_fromstring(html)
            li = tree.xpath("//li[2]")[0]
            xpath = tree.getroottree().getpath(li)
            found = await resolved(p, xpath)
            # the page's own script still works with the root it was given
            await p.evaluate("() => document.querySelector('x-closed').root_.querySelector('button').click()")
            clicked = await p.evaluate(
                "() => document.querySelector('x-closed').shadowRoot.querySelector('.secret').textContent"
            )
        finally:
            await ctx.close()
        plain = await chromium.browser.new_context()  # no opener: a closed root stays closed
        try:
            q = await plain.new_page()
            await q.goto(url)
            closed = await document_html(q)
        finally:
            await plain.close()
        return html, [xpath, found], clicked, closed

    html, (xpath, found), clicked, closed = chromium.run(go())
    assert f'<{SHADOW_ROOT_TAG} mode="open"><style>' in html
    assert f'<{SHADOW_ROOT_TAG} mode="closed"><button type="button">Show comments</button>' in html
    assert "First &amp; <b>best</b> comment" in html and "Nested root text" in html
    assert "<span>light child</span>" in html  # light children follow the inlined tree
    tree = lxml.html.document_fromstring(html)
    assert tree.xpath("//p[@class='deep']/ancestor::" + SHADOW_ROOT_TAG)  # nested roots nest
    # lxml's XPath of a node in a shadow tree resolves to that node in the live page
    assert f"/{SHADOW_ROOT_TAG}/" in xpath
    assert found is not None and found[0] == "Second comment" and "/#shadow-root/" in found[1]
    assert _SHADOW_STEP.sub(" >> #shadow-root >> ", xpath).count(" >> #shadow-root >> ") == 1
    assert clicked == "Clicked"
    plain = lxml.html.document_fromstring(closed)
    assert not plain.xpath("//p[@class='secret']") and plain.xpath("//p[@class='deep']")


COMMENT_PAGES = page(
    '<section id="comments"><ol class="comment-list">' + comments_html(["Ana", "Ben", "Cy"]) + "</ol>"
    '<nav class="navigation comment-navigation"><div class="nav-previous">'
    '<a href="/story/comment-page-2/#comments">Older Comments</a></div></nav>'
    '<a href="/story/?replytocom=17#respond">Reply</a>'
    '<div class="comments-pagination"><a class="page-numbers" href="/story/comment-page-1/">1</a>'
    '<a class="page-numbers" href="/story/comment-page-2/">2</a>'
    '<span aria-current="page" class="page-numbers current">3</span></div>'
    '<p><a href="/other-story/">Next</a> <a href="/story/?cpage=4">4</a></p></section>'
    # "Recent comments" in the sidebar: other posts' comment pages, never this thread's
    '<aside class="widget widget_recent_comments"><ul><li class="recentcomments">'
    '<a href="/other-story/comment-page-2/#comment-9">Other story</a></li><li class="recentcomments">'
    '<a href="/third-story/?cpage=2#comment-4">Third story</a></li></ul></aside>'
)


def test_declarative_closed_roots_are_read(chromium, static_site):
    """``<template shadowrootmode="closed">``: the parser attaches the root, no script can
    reach it, and the init script never sees it; the interaction exposes it (nested ones
    and those in frames too), detects the comments in it and snapshots them."""
    closed = '<template shadowrootmode="closed"><div class="comments">{}</div>{}</template>'
    nested = '<x-inner><template shadowrootmode="closed"><p class="deep">Nested closed text</p></template></x-inner>'
    framed = "<div>" + closed.format(comments_html(["kai", "lou"]), "").replace('"', "&quot;") + "</div>"
    url = static_site.write(
        "declarative.html",
        page(
            f"<x-talk>{closed.format(comments_html(['ann', 'bob', 'cy'], 1), nested)}</x-talk>"
            f'<iframe srcdoc="{framed}"></iframe>'
        ),
    )
    _, report, snapshots, _ = visit(chromium, url)
    html = all_html(snapshots)
    assert report.entry_point == "static", report
    assert f'<{SHADOW_ROOT_TAG} mode="closed"><div class="comments">' in html
    assert "Comment number 3 by cy" in html and "Nested closed text" in html and "by lou" in html


def test_links_between_comment_pages(chromium, static_site):
    url = static_site.write("story/index.html", COMMENT_PAGES)

    async def go() -> tuple[list, list]:
        ctx = await chromium.context()
        try:
            p = await ctx.new_page()
            await p.goto(url)
            return await comment_page_links(p, ["/html/body/section/ol"])
        finally:
            await ctx.close()

    links, selves = chromium.run(go())
    hrefs = [page_key(x["href"]).split("/story", 1)[1] for x in links]
    # the pages of this thread, each once, and no reply form, no other article
    assert hrefs == ["/comment-page-2", "/comment-page-1", "?cpage=4"], links
    # "1 2 [3]": this document is comment page 3
    assert [page_key(u).rsplit("/", 1)[1] for u in selves] == ["comment-page-3"]


def test_comment_page_links_of_a_post_at_the_root(chromium, static_site):
    """A post at the site's root path (WordPress's ``/?p=12``): its comment pages only, not
    every link of the site."""
    root = page(
        '<section id="comments"><ol class="comment-list">' + comments_html(["Ana", "Ben", "Cy"]) + "</ol>"
        '<nav class="comment-navigation"><a href="/?cpage=2">Older Comments</a>'
        '<a href="/older-post/">Older posts</a> <a href="/comment-page-3/">Newer comments</a></nav></section>'
        '<aside><a href="/other-post/comment-page-2/#comment-1">Other post</a></aside>'
    )
    url = static_site.write("index.html", root)

    async def go() -> list:
        ctx = await chromium.context()
        try:
            p = await ctx.new_page()
            await p.goto(url.removesuffix("index.html"))
            return (await comment_page_links(p, ["/html/body/section/ol"]))[0]
        finally:
            await ctx.close()

    links = chromium.run(go())
    assert [page_key(x["href"]).split("/", 3)[3] for x in links] == ["?cpage=2", "comment-page-3"], links


def test_a_link_to_the_whole_thread_after_the_first_comments(chromium, static_site):
    """A news page shows its first comments and links "Show all 48 comments" to the same
    story with a query: a page of this discussion. A "48 comments" teaser of another story
    is not."""
    story = page(
        '<section id="comments"><ol class="comment-list">' + comments_html(["Ana", "Ben", "Cy"]) + "</ol>"
        '<p><a href="?comments=all">Show all 48 comments</a></p></section>'
        '<aside><a href="/other-story.html">12 comments</a></aside>'
    )
    url = static_site.write("story.html", story)

    async def go() -> list:
        ctx = await chromium.context()
        try:
            p = await ctx.new_page()
            await p.goto(url)
            return (await comment_page_links(p, ["/html/body/section/ol"]))[0]
        finally:
            await ctx.close()

    links = chromium.run(go())
    assert [(page_key(x["href"]).rsplit("/", 1)[1], x["how"]) for x in links] == [
        ("story.html?comments=all", "region")
    ], links


STREAM_PAGE = (
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A story about the river</title>'
    '</head><body><header><a href="/">Home</a></header><div class="stream">'
    '<article class="story"><h1>A story about the river</h1><p>' + "Body text of the article. " * 30 + "</p>"
    '<section class="talk">' + comments_html(["Ana", "Ben", "Cy"]) + "</section></article>"
    '<article class="story"><h1>Another story entirely</h1><p>' + "Other text. " * 60 + "</p>"
    '<section class="talk">' + comments_html(["Dan", "Eve"], start=10) + "</section></article></div>"
    """<script>
    window.appendNext = () => {
      const a = document.createElement('article');
      a.className = 'story';
      a.innerHTML = '<h2>A third story, appended</h2><p>' + 'Third text. '.repeat(60) + '</p>'
        + '<section class="talk"><div class="comment"><span class="author">Fay</span>'
        + '<p class="text">Comment of the third story.</p></div></section>';
      document.querySelector('.stream').appendChild(a);
    };
    </script></body></html>"""
)


def test_the_next_articles_of_a_stream_are_left_out(chromium, static_site):
    url = static_site.write("stream.html", STREAM_PAGE)

    async def go() -> tuple[str, int, str]:
        ctx = await chromium.context()
        try:
            p = await ctx.new_page()
            await p.goto(url)
            before = await document_html(p)  # the second article was there from the start
            await mark_baseline(p)
            await p.evaluate("() => window.appendNext()")  # the third comes while scrolling
            return before, await mark_stream(p), await document_html(p)
        finally:
            await ctx.close()

    before, cut, after = chromium.run(go())
    for html in (before, after):
        assert "Comment number 0 by Ana" in html and "A story about the river" in html
        assert "Another story entirely" not in html and "Comment number 10 by Dan" not in html
    assert cut == 2 and "Third text. Third" not in after  # the second and the third


LOAD_MORE = page(
    '<section id="comments">' + comments_html(["Ana", "Ben", "Cy", "Dan"]) + "</section>"
    '<button id="more" type="button">Load more comments</button>',
    script="""
    let n = 0;
    document.getElementById('more').addEventListener('click', () => {
      n += 1;
      const names = ['Eli', 'Flo'].map((x) => x + n);
      document.getElementById('comments').insertAdjacentHTML('beforeend', names.map((x, i) =>
        '<div class="comment"><span class="author">' + x + '</span><p class="text">Comment number '
        + (100 + 2 * n + i) + ' by ' + x + ': quite a long text.</p></div>').join(''));
      if (n >= 6) document.getElementById('more').remove();
    });
    """,
)


def test_a_thread_cut_short_by_a_bound_says_so(chromium, static_site):
    url = static_site.write("more.html", LOAD_MORE)
    interaction, report, _, _ = visit(chromium, url, config=replace(FAST, expand_max_clicks=2))
    assert report.expansions == 2
    assert report.truncation == "expand_clicks"
    assert interaction.counters["truncated/expand_clicks"] == 1
    # read to its end within the bound: nothing to report
    _, whole, snaps, _ = visit(chromium, url)
    assert whole.expansions == 6 and whole.truncation is None
    assert "Comment number 113 by Flo6" in snaps[0].html


IN_PLACE = page(
    '<section id="comments"><div class="comment-list">'
    + comments_html(["Ana", "Ben", "Cy", "Dan", "Eve", "Fay"])
    + "</div>"
    '<nav class="comments-pager"><button type="button" class="current" aria-current="page">1</button>'
    '<button type="button">2</button><button type="button">3</button></nav></section>',
    script="""
    const pages = {2: ['Eli', 'Flo', 'Gus', 'Hal', 'Ian', 'Joy'], 3: ['Ivy', 'Jon', 'Kim', 'Lou', 'Max', 'Ned']};
    document.querySelector('.comments-pager').addEventListener('click', (ev) => {
      const b = ev.target.closest('button');
      if (!b || b.classList.contains('current')) return;
      const n = Number(b.textContent);
      const names = pages[n] || ['Ana', 'Ben', 'Cy', 'Dan', 'Eve', 'Fay'];
      setTimeout(() => {  // the page's thread arrives a moment later
        document.querySelector('.comment-list').innerHTML = names.map((x, i) =>
          '<div class="comment"><span class="author">' + x + '</span><p class="text">Comment number '
          + (10 * n + i) + ' by ' + x + ': quite a long text.</p></div>').join('');
        document.querySelectorAll('.comments-pager button').forEach((c) => {
          const on = c === b;
          c.classList.toggle('current', on);
          if (on) c.setAttribute('aria-current', 'page'); else c.removeAttribute('aria-current');
        });
      }, 300);
    });
    """,
)


def test_an_in_page_pager_is_read_page_by_page(chromium, static_site):
    url = static_site.write("pager.html", IN_PLACE)
    _, report, snaps, _ = visit(chromium, url)
    kinds = [s.kind for s in snaps]
    assert kinds.count("comment_page") == 3, kinds  # pages 1 and 2 before, 3 after its click
    html = all_html(snaps)
    for name, number in (("Ana", 0), ("Eli", 20), ("Lou", 33)):
        assert f"Comment number {number} by {name}" in html
    assert report.truncation is None
