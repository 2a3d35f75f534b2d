"""The interaction on small hand-made pages in Chromium: one outcome per test (in-page
click with a late answer and "load more", popup, navigation and back, a followed link,
a dialog, a download, a click inside a cross-origin iframe, consent overlays, an anchor,
endless scroll, a crash, the page budget, the site memory)."""

from __future__ import annotations

import asyncio
import textwrap
from typing import Any

import pytest

from comspider.interaction.clickable_ranker import KeywordRanker
from comspider.interaction.page_interaction import Interaction, InteractionConfig
from comspider.interaction.scroll import ScrollLimits
from comspider.interaction.site_memory import SiteKnowledge
from comspider.state.memory import MemorySiteMemoryStore
from comspider_lab.baselines.heuristic_detector import HeuristicDetector

pytestmark = [pytest.mark.browser]

FAST = InteractionConfig.defaults(
    scroll=ScrollLimits(max_steps=12, max_height=20_000, max_seconds=6.0, pause=0.02),
    settle_quiet=0.3,
    settle_max=4.0,
    load_max=4.0,
    page_budget=40.0,
    click_timeout=2.0,
    navigation_timeout=10.0,
    expand_max_seconds=15.0,
)


def comments_html(names: list[str], start: int = 0) -> str:
    return "".join(
        f'<div class="comment"><span class="author">{n}</span>'
        f'<p class="text">Comment number {start + i} by {n}: quite a long text.</p></div>'
        for i, n in enumerate(names)
    )


def page(body: str, script: str = "", title: str = "A story about the river") -> str:
    return textwrap.dedent(f"""\
        <!doctype html><html lang="en"><head><meta charset="utf-8"><title>{title}</title></head>
        <body><header><a href="/">Home</a> <a href="/section/">Section</a></header>
        <article><h1>{title}</h1><p>{"Body text of the article. " * 20}</p></article>
        {body}
        <script>{script}</script></body></html>""")


def visit(
    chromium: Any,
    url: str,
    *,
    config: InteractionConfig = FAST,
    memory: SiteKnowledge | None = None,
    prepare: Any = None,
) -> tuple[Any, Any, list, int]:
    async def go() -> tuple[Any, Any, list, int]:
        context = await chromium.context()
        try:
            page = await context.new_page()
            if prepare is not None:
                await prepare(context, page)
            await page.goto(url, wait_until="domcontentloaded")
            interaction = Interaction(page, config, HeuristicDetector(), KeywordRanker(), memory)
            report, snapshots = await interaction.run()
            return interaction, report, snapshots, len([p for p in context.pages if not p.is_closed()])
        finally:
            await context.close()

    return chromium.run(go())


def all_html(snapshots: list) -> str:
    return "\n".join(s.html for s in snapshots)


# ---------------------------------------------------------------------------------------
def test_late_comments_after_a_click_and_load_more_until_exhausted(chromium, static_site):
    names = [f"user{i}" for i in range(15)]
    script = f"""
    const names = {names!r};
    let shown = 0;
    function more() {{
      const box = document.querySelector('.comments');
      const batch = names.slice(shown, shown + 5);
      for (const n of batch) {{
        // even comments: the reply is in the page, hidden; odd ones: it loads on click
        const reply = '<div class="comment"><span class="author">re-' + n +
          '</span><p class="text">A reply to ' + n + ', also long enough.</p></div>';
        box.insertAdjacentHTML('beforeend', '<div class="comment"><span class="author">' + n +
          '</span><p class="text">Comment number ' + shown + ' by ' + n + ': quite a long text.</p>' +
          '<button class="toggle" aria-expanded="false">Show 1 reply</button>' +
          (shown % 2 ? '<div class="replies" data-lazy="' + n + '" hidden></div>'
                     : '<div class="replies" hidden>' + reply + '</div>') + '</div>');
        shown++;
      }}
      const btn = document.getElementById('more');
      if (shown >= names.length) btn.remove(); else btn.hidden = false;
    }}
    document.getElementById('show').addEventListener('click', () => {{
      document.getElementById('show').remove();
      document.getElementById('panel').innerHTML = '<p class="skeleton" aria-busy="true">Loading comments…</p>';
      setTimeout(() => {{   // the answer comes 2.5 s after the click
        document.getElementById('panel').innerHTML =
          '<div class="comments"></div><button id="more" hidden>Load more comments</button>';
        document.getElementById('more').addEventListener('click', more);
        more();
      }}, 2500);
    }});
    document.addEventListener('click', (e) => {{
      const t = e.target.closest('.toggle');
      if (!t) return;
      const box = t.nextElementSibling, n = box.getAttribute('data-lazy');
      if (n) box.innerHTML = '<div class="comment"><span class="author">re-' + n +
        '</span><p class="text">A reply to ' + n + ', also long enough.</p></div>';
      t.setAttribute('aria-expanded', 'true'); t.textContent = 'Hide reply'; box.hidden = false;
    }});
    """
    url = static_site.write(
        "late.html", page('<button id="show">Show comments (15)</button><div id="panel"></div>', script)
    )
    interaction, report, snapshots, _ = visit(chromium, url)
    assert report.error is None, report.error
    assert report.entry_point and report.entry_point.endswith("button[1]"), report.entry_point
    assert report.clicks == 1, (report.events, report.clicked)
    # what was clicked, in a person's words (the visit's log line, the interaction log)
    assert report.entry_text == "Show comments (15)" and report.clicked_text == ["Show comments (15)"]
    html = all_html(snapshots)
    assert all(f"by {n}:" in html for n in names), "every comment after load more"
    assert all(f"A reply to {n}," in html for n in names), "every reply"
    # two "load more", and the toggles of the 7 replies not yet in the page
    assert report.expansions == 2 + 7, report.expansions
    assert '<button id="more">' not in snapshots[0].html  # exhausted (the script's text aside)
    assert interaction.counters.get("outcome/in_page") == 1


def test_a_popup_is_followed_snapshotted_and_closed(chromium, static_site):
    static_site.write(
        "popup-comments.html",
        page(f'<div class="comments">{comments_html(["ann", "bob", "cy"])}</div>', title="Comments"),
    )
    url = static_site.write(
        "popup.html",
        page("<button onclick=\"window.open('popup-comments.html', '_blank')\">Open the comments</button>"),
    )
    _, report, snapshots, open_pages = visit(chromium, url)
    assert report.entry_point and report.entry_point.startswith("popup: "), report.entry_point
    assert "popup" in report.events
    kinds = [s.kind for s in snapshots]
    assert kinds[0] == "main" and "popup" in kinds
    assert "by bob" in next(s.html for s in snapshots if s.kind == "popup")
    assert open_pages == 1  # the popup was closed


def test_navigation_is_analysed_undone_and_the_next_candidate_tried(chromium, static_site):
    static_site.write("rules.html", page("<p>Be nice.</p>", title="Rules"))
    script = (
        "document.getElementById('c').addEventListener('click', () => { document.getElementById('box').innerHTML = "
        f"{('<div class=comments>' + comments_html(['dee', 'eve']) + '</div>')!r}; }});"
    )
    url = static_site.write(
        "nav.html",
        page(
            # more keywords: ranked first by the keyword ranker
            '<a href="#" onclick="location.href=\'rules.html\'; return false">Comment rules for the discussion</a>'
            '<button id="c">Comments</button><div id="box"></div>',
            script,
        ),
    )
    _, report, snapshots, _ = visit(chromium, url)
    assert "navigation" in report.events
    assert report.clicks == 2
    assert report.entry_point and report.entry_point.endswith("button[1]") and ":" not in report.entry_point
    assert snapshots[0].url == url and "by eve" in snapshots[0].html


def test_a_click_that_navigates_to_the_comments(chromium, static_site):
    static_site.write(
        "story-comments.html",
        page(f'<div class="comments">{comments_html(["fay", "gus"])}</div>', title="Comments"),
    )
    url = static_site.write(
        "story.html", page("<button onclick=\"location.href='story-comments.html'\">Comments</button>")
    )
    _, report, snapshots, _ = visit(chromium, url)
    assert report.entry_point and report.entry_point.startswith("navigation: "), report.entry_point
    assert [s.kind for s in snapshots][:1] == ["main"] and snapshots[0].url == url  # came back
    nav = [s for s in snapshots if s.kind == "navigation"]
    assert nav and "by gus" in nav[0].html


def test_a_preview_of_two_comments_above_a_link_counting_more_is_followed(chromium, static_site):
    # the article shows its two most liked comments only, and links "Read all 5 comments"
    # to the comments page of its own: comments on the page are no reason to stop there
    static_site.write(
        "olives-comments.html",
        page(
            f'<div class="comments">{comments_html(["hal", "ida", "jon", "kai", "lu"])}</div>',
            title="Comments",
        ),
    )
    url = static_site.write(
        "olives.html",
        page(
            f'<div class="comments">{comments_html(["hal", "ida"])}</div>'
            '<a href="olives-comments.html">Read all 5 comments</a>'
        ),
    )
    interaction, report, snapshots, _ = visit(chromium, url)
    assert interaction.counters.get("behind_a_count") == 1
    assert report.entry_point and report.entry_point.startswith("navigation: "), report.entry_point
    assert "by kai" in all_html([s for s in snapshots if s.kind == "navigation"])


def test_numbers_that_count_no_comments_are_not_followed_from_a_page_showing_some(chromium, static_site):
    # a date's link, a reading time and a pager beside two comments: none counts comments
    url = static_site.write(
        "figs.html",
        page(
            '<p><a href="figs.html">December 2, 2026</a> · 4 min read</p>'
            f'<div class="comments">{comments_html(["mo", "nia"])}</div>'
            '<a href="figs-archive.html">Page 3 of 12</a>'
        ),
    )
    interaction, report, _, _ = visit(chromium, url)
    assert "behind_a_count" not in interaction.counters
    assert report.clicks == 0


def test_an_address_bar_that_follows_the_article_is_no_navigation(chromium, static_site):
    # the page's script changes the URL with the history API (an address bar that follows
    # the article in view): the same document, its comments opened in place by the click
    script = (
        "document.getElementById('c').addEventListener('click', () => { document.getElementById('box').innerHTML = "
        f"{('<div class=comments>' + comments_html(['jo', 'kim']) + '</div>')!r}; "
        "history.replaceState(null, '', 'next-story.html'); });"
        "setTimeout(() => history.pushState(null, '', 'other-story.html'), 300);"
    )
    url = static_site.write(
        "follows.html", page('<button id="c">Comments</button><div id="box"></div>', script)
    )
    interaction, report, snapshots, _ = visit(chromium, url)
    assert report.entry_point and report.entry_point.endswith("button[1]") and ":" not in report.entry_point
    assert "navigation" not in report.events and "navigated_away" not in report.events, report.events
    assert report.truncation is None and not interaction.left_document
    assert snapshots[0].kind == "main" and "by kim" in snapshots[0].html


def test_a_page_that_goes_elsewhere_by_itself_is_not_the_article(chromium, static_site):
    static_site.write("elsewhere.html", page("<p>Somewhere else.</p>", title="Elsewhere"))
    url = static_site.write(
        "leaves.html",
        page(
            f'<div class="comments">{comments_html(["lu", "mo"])}</div>',
            "setTimeout(() => { location.href = 'elsewhere.html'; }, 200);",
        ),
    )
    interaction, report, snapshots, _ = visit(chromium, url)
    assert interaction.left_document and "navigated_away" in report.events, report
    assert report.truncation == "navigated_away"
    assert not [s for s in snapshots if s.kind == "main"]  # not the article: the middleware reads the first


def test_a_link_to_the_comments_page_is_followed_in_a_new_tab(chromium, static_site):
    static_site.write(
        "story-1-comments.html",
        page(f'<div class="comments">{comments_html(["hal", "ivy"])}</div>', title="Comments"),
    )
    url = static_site.write("story-1.html", page('<a href="story-1-comments.html">Read the 2 comments</a>'))
    interaction, report, snapshots, open_pages = visit(chromium, url)
    assert report.entry_point and report.entry_point.startswith("navigation: ")
    assert report.clicks == 1 and "follow" in report.events
    assert interaction.counters.get("outcome/follow") == 1
    assert any(s.kind == "navigation" and "by ivy" in s.html for s in snapshots)
    assert open_pages == 1


def test_comments_of_another_article_are_not_taken(chromium, static_site):
    static_site.write(
        "other-story.html",
        page(
            f'<div class="comments">{comments_html(["jo", "kim"])}</div>', title="A different story entirely"
        ),
    )
    url = static_site.write(
        "mine.html", page('<a href="other-story.html">Most commented: a different story</a>')
    )
    interaction, report, snapshots, _ = visit(chromium, url)
    assert report.entry_point is None
    assert interaction.counters.get("outcome/unrelated") == 1
    assert all(s.kind in ("main", "frame") for s in snapshots)


def test_dialogs_are_dismissed_and_downloads_cancelled(chromium, static_site):
    (static_site.root / "comments-export.bin").write_bytes(b"\x00" * 64)
    script = (
        "document.getElementById('c').addEventListener('click', () => { document.getElementById('box').innerHTML = "
        f"{('<div class=comments>' + comments_html(['lu', 'mo']) + '</div>')!r}; }});"
    )
    url = static_site.write(
        "traps.html",
        page(
            "<button onclick=\"alert('Comments are moderated. Discussion rules apply.')\">Comment discussion rules</button>"
            "<button onclick=\"location.href='comments-export.bin'\">Download comments discussion export</button>"
            '<button id="c">Comments</button><div id="box"></div>',
            script,
        ),
    )
    _, report, _snapshots, _ = visit(chromium, url)
    assert "dialog:alert" in report.events
    assert "download" in report.events
    assert report.clicks == 3
    assert report.entry_point and report.entry_point.endswith("button[3]")
    assert report.error is None


def test_a_click_inside_a_cross_origin_iframe(chromium, static_site):
    port = static_site.base_url.rsplit(":", 1)[1]
    static_site.write(
        "widget.html",
        page(
            '<button id="load">Show comments</button><div id="box"></div>',
            "document.getElementById('load').addEventListener('click', () => { "
            f"document.getElementById('box').innerHTML = {('<div class=comments>' + comments_html(['ned', 'oli', 'pam']) + '</div>')!r}; }});",
            title="Widget",
        ),
    )
    url = static_site.write(
        "framed.html",
        page(
            f'<iframe id="thread" src="http://localhost:{port}/widget.html" style="width:100%;height:600px"></iframe>'
        ),
    )
    _, report, snapshots, _ = visit(chromium, url)
    assert report.entry_point and " >> " in report.entry_point, report.entry_point
    assert report.entry_point.split(" >> ")[-1].endswith("button[1]")
    frames = [s for s in snapshots if s.kind == "frame"]
    assert frames and "by oli" in frames[0].html and frames[0].frame_path


def test_a_click_the_widget_answered_after_the_timeout_is_taken(chromium, static_site):
    # a loaded machine: the widget's renderer shows the thread and removes its button,
    # then answers the click only after Playwright gave up (here: a handler busy for
    # longer than the click timeout); the retry finds no button, the thread is there
    port = static_site.base_url.rsplit(":", 1)[1]
    thread = "<div class=comments>" + comments_html(["ned", "oli", "pam"]) + "</div>"
    static_site.write(
        "busy_widget.html",
        page(
            '<div id="gate"><button id="load">Show comments</button></div><div id="box"></div>',
            "document.getElementById('load').addEventListener('click', () => { "
            f"document.getElementById('box').innerHTML = {thread!r}; "
            "document.getElementById('gate').remove(); "
            "const end = Date.now() + 3500; while (Date.now() < end) {} });",
            title="Widget",
        ),
    )
    url = static_site.write(
        "busy_framed.html",
        page(
            f'<iframe id="thread" src="http://localhost:{port}/busy_widget.html" style="width:100%;height:600px"></iframe>'
        ),
    )
    interaction, report, snapshots, _ = visit(chromium, url)
    assert report.entry_point and " >> " in report.entry_point, (report.entry_point, interaction.counters)
    assert report.clicks == 1 and interaction.counters.get("click_late") == 1, interaction.counters
    frames = [s for s in snapshots if s.kind == "frame"]
    assert frames and "by oli" in frames[0].html


CONSENT_SCRIPT = """
function render() {
  if (!/consent=yes/.test(document.cookie)) return false;
  document.getElementById('box').innerHTML = COMMENTS;
  return true;
}
if (!render()) {
  document.getElementById('accept').addEventListener('click', () => {
    document.cookie = 'consent=yes; path=/';
    document.getElementById('cookie-consent').remove();
    render();
  });
}
"""


def test_a_cookie_overlay_is_accepted_by_its_text(chromium, static_site):
    overlay = (
        '<div id="cookie-consent" style="position:fixed;inset:0;z-index:9999;background:#fff">'
        '<p>Wir verwenden Cookies.</p><button id="settings">Einstellungen</button> '
        '<button id="reject">Alle ablehnen</button> <button id="accept">Alle akzeptieren</button></div>'
    )
    script = (
        "const COMMENTS = "
        + repr('<div class="comments">' + comments_html(["quinn", "ray"]) + "</div>")
        + ";"
        + CONSENT_SCRIPT
    )
    url = static_site.write("consent.html", page(overlay + '<div id="box"></div>', script))
    _, report, snapshots, _ = visit(chromium, url)
    assert report.consent_dismissed
    assert "consent:text@main" in report.events
    assert report.entry_point == "static" and report.clicks == 0
    assert "by ray" in snapshots[0].html


def test_a_consent_platform_in_a_shadow_root(chromium, static_site):
    script = (
        "const COMMENTS = "
        + repr('<div class="comments">' + comments_html(["sal", "tom"]) + "</div>")
        + ";"
        + """
    const host = document.getElementById('usercentrics-root');
    const root = host.attachShadow({mode: 'open'});
    root.innerHTML = '<div style="position:fixed;bottom:0;left:0;right:0;background:#eee">Privacy settings ' +
      '<button data-testid="uc-deny-all-button">Deny</button>' +
      '<button data-testid="uc-accept-all-button">Accept All</button></div>';
    root.querySelector('[data-testid=uc-accept-all-button]').addEventListener('click', () => {
      document.cookie = 'consent=yes; path=/'; host.remove();
      document.getElementById('box').innerHTML = COMMENTS;
    });"""
    )
    url = static_site.write("uc.html", page('<div id="usercentrics-root"></div><div id="box"></div>', script))
    _, report, snapshots, _ = visit(chromium, url)
    assert "consent:usercentrics@main" in report.events
    assert "by tom" in snapshots[0].html


def test_an_embeds_consent_placeholder_in_the_page_is_accepted(chromium, static_site):
    # "External content" in the page's flow, not a banner: the widget mounts only after its
    # button is pressed, whose text neither names comments nor is an entry point's
    script = (
        "const COMMENTS = "
        + repr('<div class="comments">' + comments_html(["wes", "xia"]) + "</div>")
        + ";"
        + """
    document.getElementById('ok').addEventListener('click', () => {
      document.getElementById('ext').remove();
      document.getElementById('box').innerHTML = COMMENTS;
    });"""
    )
    url = static_site.write(
        "embed-consent.html",
        page(
            '<section><h2>What readers think</h2><div id="ext"><p><b>External content</b></p>'
            "<p>A third-party service shows this part of the page.</p>"
            '<button id="ok">Accept and show content</button></div><div id="box"></div></section>',
            script,
        ),
    )
    _, report, snapshots, _ = visit(chromium, url)
    assert "consent:embed@main" in report.events
    assert "by xia" in snapshots[0].html


def test_a_consent_message_inside_an_iframe(chromium, static_site):
    static_site.write(
        "privacy-mgmt/index.html",
        page(
            '<p>We and our partners use cookies.</p><button class="sp_choice_type_12">Options</button>'
            "<button class=\"sp_choice_type_11\" onclick=\"parent.postMessage('accepted', '*')\">Accept</button>",
            title="Consent",
        ),
    )
    script = (
        "const COMMENTS = "
        + repr('<div class="comments">' + comments_html(["uma", "vic"]) + "</div>")
        + ";"
        + """
    window.addEventListener('message', (e) => {
      if (e.data !== 'accepted') return;
      document.getElementById('sp').remove();
      document.getElementById('box').innerHTML = COMMENTS;
    });"""
    )
    url = static_site.write(
        "sp.html",
        page(
            '<div id="sp" style="position:fixed;inset:0;z-index:99"><iframe src="privacy-mgmt/index.html?message_id=7">'
            '</iframe></div><div id="box"></div>',
            script,
        ),
    )
    _, report, snapshots, _ = visit(chromium, url)
    assert "consent:sourcepoint@frame" in report.events
    assert "by vic" in snapshots[0].html


def test_an_anchor_is_scrolled_to_instead_of_clicked(chromium, static_site):
    # The thread loads once its box has stayed in view for 1.2 s (a "Loading comments…"
    # line shows meanwhile): a quick scroll through the page passes it by; scrolling the
    # #comments target into view does not.
    script = (
        "const COMMENTS = "
        + repr('<div class="comments">' + comments_html(["wes", "xia"]) + "</div>")
        + ";"
        + """
    let timer = null;
    const box = document.getElementById('comments');
    new IntersectionObserver((entries) => {
      for (const e of entries) {
        if (e.isIntersecting && !box.querySelector('.comments')) {
          box.innerHTML = '<p class="thread-placeholder">Loading comments…</p>';
          timer = setTimeout(() => { box.innerHTML = COMMENTS; }, 1200);
        } else if (!e.isIntersecting && !box.querySelector('.comments')) {
          clearTimeout(timer); box.innerHTML = '';
        }
      }
    }).observe(box);"""
    )
    url = static_site.write(
        "anchor.html",
        page(
            '<a href="#comments">2 comments</a><div style="height:3000px"></div>'
            '<div id="comments" style="min-height:50px"></div><div style="height:6000px"></div>',
            script,
        ),
    )
    _, report, snapshots, _ = visit(chromium, url)
    assert report.entry_point and report.entry_point.startswith("anchor: "), (
        report.entry_point,
        report.events,
    )
    assert report.clicks == 0
    assert "by xia" in snapshots[0].html


def test_a_thread_the_load_handler_fetches_a_moment_later_is_waited_for(chromium, static_site):
    # Nothing shows the thread is on its way (no click, no scroll, no new loading line):
    # the page's load handler fetches it 1.5 s after load. The visit reads the page
    # before then unless the settle after load waits for that timer and its fetch.
    static_site.write(
        "thread.html", '<div class="comments">' + comments_html(["ann", "bob", "cyd"]) + "</div>"
    )
    script = """
    window.addEventListener('load', () => setTimeout(async () => {
      const html = await (await fetch('thread.html')).text();
      document.getElementById('readers').innerHTML = html;
    }, 1500));"""
    url = static_site.write(
        "late.html", page('<section id="readers"><p class="wait">…</p></section>', script)
    )
    _, report, snapshots, _ = visit(chromium, url)
    assert "by cyd" in all_html(snapshots), report.events


def test_a_part_appended_after_the_walk_ended_is_walked_through(chromium, static_site):
    # At the page's end a debounced scroll handler appends the next part 250 ms after the
    # last scroll (the walk has ended at the bottom by then); the thread loads only when the
    # marker at that part's end comes into view. The walk goes on through what was appended.
    script = (
        "const COMMENTS = "
        + repr('<div class="comments">' + comments_html(["ada", "ben", "cy"]) + "</div>")
        + ";"
        + """
    let timer = null, added = false;
    window.addEventListener('scroll', () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (added || window.scrollY + innerHeight < document.body.scrollHeight - 50) return;
        added = true;
        document.body.insertAdjacentHTML('beforeend',
          '<div style="height:2500px">More stories</div><div id="marker" style="height:20px"></div>');
        new IntersectionObserver((entries, obs) => {
          if (entries.some((e) => e.isIntersecting)) {
            obs.disconnect();
            document.getElementById('marker').innerHTML = COMMENTS;
          }
        }).observe(document.getElementById('marker'));
      }, 250);
    });"""
    )
    url = static_site.write("appended.html", page('<div style="height:1500px"></div>', script))
    interaction, report, snapshots, _ = visit(chromium, url)
    assert report.entry_point == "scroll", (report.entry_point, report.events, interaction.counters)
    assert interaction.counters.get("scroll_resumed") == 1
    assert "by cy" in all_html(snapshots)


def test_endless_scroll_is_bounded(chromium, static_site):
    script = """
    let n = 0;
    window.addEventListener('scroll', () => {
      if (window.scrollY + innerHeight > document.body.scrollHeight - 1500) {
        const d = document.createElement('div'); d.style.height = '1200px'; d.textContent = 'item ' + (n++);
        document.body.appendChild(d);
      }
    });"""
    url = static_site.write("endless.html", page('<div style="height:1500px"></div>', script))
    config = InteractionConfig.defaults(
        scroll=ScrollLimits(max_steps=15, max_height=8000, max_seconds=5.0, pause=0.02),
        settle_quiet=0.3,
        settle_max=2.0,
        load_max=3.0,
        page_budget=30.0,
        max_clicks=2,
    )
    _, report, snapshots, _ = visit(chromium, url, config=config)
    assert any(e.startswith("scroll_limit:") for e in report.events), report.events
    assert report.error is None and snapshots and snapshots[0].kind == "main"


def test_a_crash_mid_interaction_keeps_the_visit_going(chromium, static_site):
    url = static_site.write(
        "crash.html", page("<button onclick=\"fetch('/crash-now')\">Show comments</button>")
    )

    async def prepare(context: Any, page: Any) -> None:
        cdp = await context.new_cdp_session(page)

        async def crash(route: Any, request: Any) -> None:
            try:
                await cdp.send("Page.crash")
            except Exception:
                pass

        await context.route("**/crash-now", crash)

    _interaction, report, _snapshots, _ = visit(chromium, url, prepare=prepare)
    assert report.error and "crash" in report.error.lower(), report.error
    assert "crash" in report.events
    assert report.clicks == 1, (report.events, report.clicked)


def test_the_page_budget_stops_a_page_that_never_settles(chromium, static_site):
    script = "setInterval(() => { document.getElementById('t').textContent = String(Date.now()); }, 50);"
    url = static_site.write(
        "busy.html", page('<span id="t"></span><button>Comment</button><button>Discussion</button>', script)
    )
    config = InteractionConfig.defaults(
        scroll=ScrollLimits(max_steps=5, max_height=60_000, max_seconds=2.0, pause=0.02),
        settle_quiet=0.5,
        settle_max=3.0,
        load_max=2.0,
        page_budget=4.0,
    )
    _, report, snapshots, _ = visit(chromium, url, config=config)
    assert report.error and "budget" in report.error
    assert "budget" in report.events
    assert snapshots and snapshots[0].kind == "main"


def test_the_site_memory_makes_the_next_page_one_click(chromium, static_site):
    def story(n: int, paras: int) -> str:
        script = (
            "document.querySelector('.js-show').addEventListener('click', () => { "
            f"document.getElementById('box').innerHTML = {('<div class=comments>' + comments_html(['ya', 'zed'], n) + '</div>')!r}; }});"
        )
        decoys = (
            '<a href="#" onclick="alert(\'no\'); return false">Comment policy: discussion rules for comments</a>'
            '<a href="#" onclick="return false">Discussion and comment guidelines</a>'
        )
        return page(
            "<p>x</p>" * paras
            + decoys
            + f'<div id="thread-{n}"><button class="js-show" data-id="{n}">Comments ({n})</button></div>'
            + '<div id="box"></div>',
            script,
            title=f"Story {n}",
        )

    first = static_site.write("s/101.html", story(101, 2))
    second = static_site.write("s/202.html", story(202, 6))
    memory = SiteKnowledge(MemorySiteMemoryStore(), max_patterns=3, max_failures=3)
    _, report1, _, _ = visit(chromium, first, memory=memory)
    assert report1.entry_point and report1.clicks == 3  # two decoys first
    hints = memory.hints(second)
    assert len(hints) == 1 and "202" not in hints[0].pattern and "101" not in hints[0].pattern
    _interaction, report2, snapshots, _ = visit(chromium, second, memory=memory)
    assert report2.clicks == 1
    assert "memory:success" in report2.events
    assert "by zed" in snapshots[0].html
    assert memory.hints(second)[0].successes == 2


def test_a_huge_dom_is_read_truncated_with_one_log_line(chromium, static_site, caplog):
    big = "".join(f"<p>paragraph {i} of a very long page</p>" for i in range(3000))
    url = static_site.write(
        "huge.html", page(big + f'<div class="comments">{comments_html(["abe", "bea"])}</div>')
    )
    config = InteractionConfig.defaults(
        scroll=ScrollLimits(max_steps=3, max_height=60_000, max_seconds=2.0, pause=0.02),
        settle_quiet=0.2,
        settle_max=2.0,
        load_max=2.0,
        page_budget=20.0,
        max_dom_chars=20_000,
        max_clicks=1,
    )
    caplog.set_level("WARNING", logger="comspider.interaction.page_interaction")
    interaction, report, snapshots, _ = visit(chromium, url, config=config)
    assert interaction.counters.get("dom_truncated") == 1
    assert sum("over 20000 characters" in r.getMessage() for r in caplog.records) == 1
    assert report.error is None and len(snapshots[0].html) <= 20_000


def test_interaction_config_defaults_are_sane():
    config = InteractionConfig.defaults()
    assert config.max_clicks == 5 and config.page_budget > config.settle_max
    asyncio.get_event_loop_policy()  # the module imports without a running loop


def test_a_thread_shown_at_load_is_not_walked_for_clickables(chromium, static_site):
    # the clickables serve only the search for an entry point: comments in the page at
    # load need none, whatever the page offers to click
    buttons = "".join(f"<button>Share {i}</button><a href='/tag/{i}'>Tag {i}</a>" for i in range(40))
    url = static_site.write(
        "shown.html",
        page(
            f"<nav>{buttons}</nav><section id='comments'>{comments_html(['Ann', 'Bob', 'Cid', 'Dee'])}</section>"
        ),
    )
    interaction, report, snapshots, _ = visit(chromium, url)
    assert report.entry_point == "static" and report.clicks == 0, report
    assert report.clickables == 0 and "collect" not in interaction.timings, (report, interaction.timings)
    assert "Comment number 3 by Dee" in all_html(snapshots)
