"""The clickable collector in Debian's Chromium, on a hand-made page and a real one."""

from __future__ import annotations

import pytest

from comspider import settings
from comspider.interaction.clickables import (
    collect,
    collect_page_clickables,
    element_for,
    frame_for,
    locator_for,
    resolve_xpaths,
)

pytestmark = pytest.mark.browser

PAGE = """<!doctype html><html lang="en"><head><title>t</title></head><body>
<header><a href="/">Home</a> <a id="login" href="/login">Log in</a></header>
<article id="story"><h1>Title</h1>
  <p>First paragraph of the article body, long enough to be the main text block.</p>
  <p>Second paragraph of the article body with some more words in it.</p>
  <a href="https://share.example/s?u=1" target="_blank"><span class="icon-share"></span> Share</a>
</article>
<div id="cmt-toggle" class="comments-toggle">Show 267 comments</div>
<button style="display:none">hidden display</button>
<button style="visibility:hidden">hidden visibility</button>
<button style="opacity:0">hidden opacity</button>
<a href="/x" style="display:inline-block;width:0;height:0;overflow:hidden"></a>
<a href="#comments" class="jump"><span onclick="void 0">12 Comments</span></a>
<div id="host"></div>
<div style="height:2500px"></div>
<button id="far" class="load-comments">Load comments</button>
<iframe id="widget" srcdoc="<button id=inner>Leave a comment</button>"></iframe>
<script>
  document.getElementById('cmt-toggle').addEventListener('click', () => {});
  const root = document.getElementById('host').attachShadow({mode: 'open'});
  root.innerHTML = '<div><button class="shadow-reply">Reply</button></div>';
</script>
</body></html>"""

# the crawl's bounds on the clickables collected and the frames searched
CRAWL = {"limit": settings.COMSPIDER_MAX_CLICKABLES, "max_frames": settings.COMSPIDER_MAX_FRAMES}


@pytest.fixture()
def page(chromium):
    async def open_page():
        ctx = await chromium.context()
        pg = await ctx.new_page()
        await pg.set_content(PAGE)
        await pg.wait_for_function("document.querySelector('iframe').contentDocument?.body")
        return ctx, pg

    ctx, pg = chromium.run(open_page())
    yield pg
    chromium.run(ctx.close())


def by_text(clickables, text):
    return [c for c in clickables if c.text == text]


def test_listener_div_found_invisible_skipped_offscreen_kept(chromium, page):
    found = chromium.run(collect_page_clickables(page, **CRAWL))
    texts = [c.text for c in found]
    toggle = by_text(found, "Show 267 comments")[0]
    assert toggle.tag == "div" and "listener" in toggle.sources
    assert toggle.xpath == '//*[@id="cmt-toggle"]'
    for hidden in ("hidden display", "hidden visibility", "hidden opacity"):
        assert hidden not in texts
    assert not [c for c in found if c.href and c.href.endswith("/x")]  # zero box
    far = by_text(found, "Load comments")[0]
    assert far.box[1] > 2000 and far.article == "below"
    assert by_text(found, "Log in")[0].article == "above"
    share = by_text(found, "Share")[0]
    assert share.article == "inside" and share.other_host and share.links_away and share.target_blank
    assert "icon-share" in share.desc_attrs


def test_nested_clickables_keep_the_outermost(chromium, page):
    found = chromium.run(collect_page_clickables(page, **CRAWL))
    jump = by_text(found, "12 Comments")
    assert len(jump) == 1 and jump[0].tag == "a" and jump[0].fragment == "comments"
    assert not [c for c in found if c.tag == "span"]


def test_iframe_clickable_has_its_frame(chromium, page):
    found = chromium.run(collect_page_clickables(page, **CRAWL))
    inner = by_text(found, "Leave a comment")[0]
    assert inner.frame_id == "1"
    assert inner.frame_chain == ('//*[@id="widget"]',) and inner.frame_path == '//*[@id="widget"]'
    assert all(c.frame_id == "main" for c in found if c is not inner)

    async def resolve():
        frame = await frame_for(page, inner)
        handle = await element_for(frame, inner)
        return await handle.evaluate("el => el.id")

    assert chromium.run(resolve()) == "inner"


def test_xpaths_resolve_to_the_same_element(chromium, page):
    found = [c for c in chromium.run(collect_page_clickables(page, **CRAWL)) if c.frame_id == "main"]
    stable = chromium.run(resolve_xpaths(page.main_frame, [c.xpath for c in found]))
    absolute = chromium.run(resolve_xpaths(page.main_frame, [c.abs_xpath for c in found]))
    assert stable == absolute == [c.abs_xpath for c in found]
    shadow = by_text(found, "Reply")[0]
    assert shadow.in_shadow and "/#shadow-root/" in shadow.xpath

    async def texts():
        out = []
        for c in found:
            if c.in_shadow:
                handle = await element_for(page.main_frame, c)
                out.append(await handle.evaluate("el => el.textContent.trim()"))
            else:
                out.append((await locator_for(page, c).text_content() or "").strip())
        return out

    got = chromium.run(texts())
    for c, text in zip(found, got, strict=False):
        assert c.text.split()[0] in text


def test_limit_and_marks(chromium, page):
    result = chromium.run(collect(page, limit=3, marks={"r1": '//a[@class="jump"]/span', "r2": "//nothing"}))
    assert len(result.clickables) == 3 and result.stats["truncated"]
    full = chromium.run(collect(page, limit=CRAWL["limit"], marks={"r1": '//a[@class="jump"]/span'}))
    marked = [c for c in full.clickables if c.marks]
    assert [c.text for c in marked] == ["12 Comments"]
    assert full.page["lang"] == "en" and full.page["article"] == '//*[@id="story"]'


def test_over_the_limit_the_clickables_that_name_comments_are_kept(chromium):
    """A comment button after thousands of other links is among those returned: over the
    limit, clickables naming comments go first, the others fill up in document order."""
    links = "".join(f'<a href="/tag/{i}">Tag {i}</a> ' for i in range(600))
    html = (
        f'<html><body><nav>{links}</nav><button class="show-comments">Show 42 comments</button></body></html>'
    )

    async def run():
        ctx = await chromium.context()
        try:
            pg = await ctx.new_page()
            await pg.set_content(html)
            return await collect(pg, limit=100)
        finally:
            await ctx.close()

    result = chromium.run(run())
    texts = [c.text for c in result.clickables]
    assert len(texts) == 100 and result.stats["truncated"]
    assert "Show 42 comments" in texts and texts[0] == "Tag 0"  # in document order


def test_a_control_without_text_is_named_by_its_labelling_element(chromium):
    """A switch whose name is another element's text (``aria-labelledby``, as a screen
    reader names it) is described by that text, which the ranker reads; before, it had
    none (set AM: Waline mounted by a switch labelled "Visa läsarnas inlägg (4)")."""
    html = (
        '<html><body><p>Article text.</p><div><button role="switch" aria-checked="false" id="sw" '
        'aria-labelledby="lbl" style="width:40px;height:20px"></button><span id="lbl">Show readers\' posts (4)'
        '</span></div><button aria-label="Close" style="width:20px;height:20px"></button></body></html>'
    )

    async def run():
        ctx = await chromium.context()
        try:
            pg = await ctx.new_page()
            await pg.set_content(html)
            return await collect(pg, limit=100)
        finally:
            await ctx.close()

    texts = [c.text for c in chromium.run(run()).clickables]
    assert "Show readers' posts (4)" in texts and "Close" in texts


def test_bundled_model_ranks_comments_above_login_and_share_on_a_real_page(chromium, shared_data):
    from comspider.interaction.clickable_ranker import ClickableRanker
    from comspider_lab.training.clickable_pages import collect_saved
    from comspider_lab.training.clickable_sources import fundus_pages

    saved = next(p for p in fundus_pages() if p.file == "uk/TheMirror_2024_04_28.html.gz")

    async def run():
        ctx = await chromium.browser.new_context()
        try:
            pg = await ctx.new_page()
            return (await collect_saved(pg, saved.url, saved.read_bytes())).clickables
        finally:
            await ctx.close()

    clickables = chromium.run(run())
    ranked = ClickableRanker.from_bundled().rank(clickables)
    rank_of = {id(c): i for i, (c, _) in enumerate(ranked)}
    comments = [c for c in clickables if (c.href or "").endswith("#comments-wrapper")]
    others = [
        c
        for c in clickables
        if c not in comments
        and any(
            w in (c.text + " " + " ".join(c.attrs.values())).lower()
            for w in ("log in", "login", "sign in", "share", "facebook")
        )
    ]
    assert comments and others
    assert min(rank_of[id(c)] for c in comments) < min(rank_of[id(c)] for c in others)
    assert min(rank_of[id(c)] for c in comments) < 3
