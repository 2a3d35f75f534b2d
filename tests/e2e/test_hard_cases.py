"""The real web's hard cases in one real crawl (real Chromium, the shipped models): on the
offline news web a comment widget in an open shadow root and one in a closed shadow root
behind a button inside it, a long thread (10 threads per "load more", replies on demand),
WordPress comment pages (newest first, "Older Comments"), an endless stream of articles,
a widget mounted in a cross-site frame by a click, a heavy page with an icon-only button
under carousels, a slow lazy widget; and Isso, a real comment system from PyPI, adopted
into a closed shadow root of a web component. On loopback pages beside them: a
WordPress-like post whose sidebar links into another post's comment pages (only the
post's own pages are read), an entry point in a language no keyword names that leads to
the article's comments page, Isso holding comments back behind its own links, and a
thread in a declarative closed shadow root.

The crawl writes the interaction log and the DOM snapshots: the checks read what the
interaction exposed, the feeds, and the offline web's truth at each page's visit."""

from __future__ import annotations

import gzip
import json
from datetime import UTC, datetime
from pathlib import Path

import pytest

from comspider_lab.evaluation.interaction import document_text
from comspider_lab.evaluation.offline_web import entry_point_correct, score_crawl, truth_at_last_visits

pytestmark = [pytest.mark.browser, pytest.mark.slow]

OUTLETS = ("kestrel", "helvetia", "shannon", "riverside", "cerrado", "minho", "courrier", "seeblatt")

ISSO_PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Ferry timetable changes</title>
<meta property="og:site_name" content="Shadow Gazette"></head>
<body><article><h1>Ferry timetable changes</h1>
<p>The ferry company publishes a new timetable for the winter months, with fewer crossings.</p>
<p>Commuters say the early boat matters most to them.</p></article>
<vendor-comments></vendor-comments>
<div id="staging" style="position:absolute;left:-9999px;width:600px">
<section id="isso-thread" data-isso-id="/ferry.html" data-title="Ferry timetable changes"></section></div>
<script>
// The vendor's shell: once Isso has rendered the thread, it moves it into the shell's
// closed shadow root (its CSS stays inside, the page's out). Rendered: a comment in
// #isso-root (the postbox's preview is an .isso-comment too, there before the comments;
// Isso finds #isso-root in the document, so a thread moved before they came stays empty).
customElements.define('vendor-comments', class extends HTMLElement {{
  connectedCallback() {{
    const root = this.attachShadow({{mode: 'closed'}});
    const thread = document.getElementById('isso-thread');
    let timer = null;
    const adopt = new MutationObserver(() => {{
      clearTimeout(timer);
      timer = setTimeout(() => {{
        if (thread.querySelector('#isso-root .isso-comment')) {{ adopt.disconnect(); root.appendChild(thread); }}
      }}, 300);
    }});
    adopt.observe(thread, {{childList: true, subtree: true}});
  }}
}});
</script>
<script data-isso="{isso}/" src="{isso}/js/embed.min.js"></script>
</body></html>"""

ISSO_THREAD = [
    ("Maria", "The early boat is the only one that gets me to work on time.", None),
    ("Jonas", "Fewer crossings in winter were to be expected, sadly.", None),
    ("Ines", "Expected, yes, but the seven o'clock boat should stay.", 1),
    ("Paul", "Has anyone asked the council about the bus connection?", None),
]


# One article's discussion only (issue 23, point 4): a WordPress-like blog whose post
# reads its older comment page, while the "Recent Comments" list of its sidebar links into
# another post's comment pages, which are never read.
WP_POST = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>{title} | River Notes</title></head>
<body class="single single-post"><div id="page" class="site"><main id="main" class="site-main">
<article class="post type-post"><header class="entry-header"><h1 class="entry-title">{title}</h1></header>
<div class="entry-content"><p>{body}</p><p>{body}</p></div></article>
<div id="comments" class="comments-area">
<h2 class="comments-title">{count} thoughts on &ldquo;{title}&rdquo;</h2>
<ol class="comment-list">{comments}</ol>
<nav class="navigation comment-navigation" aria-label="Comments"><div class="nav-links">{nav}</div></nav>
</div></main>
<aside id="secondary" class="widget-area"><section class="widget widget_recent_comments">
<h2 class="widget-title">Recent Comments</h2><ul id="recentcomments">{recent}</ul></section></aside>
</div></body></html>"""

WP_COMMENT = (
    '<li id="comment-{id}" class="comment even thread-even depth-1"><article id="div-comment-{id}" '
    'class="comment-body"><footer class="comment-meta"><div class="comment-author vcard">'
    '<b class="fn">{author}</b> <span class="says">says:</span></div><div class="comment-metadata">'
    '<a href="{path}#comment-{id}"><time datetime="2026-03-0{day}T10:00:00+00:00">March {day}, 2026 at 10:00 am'
    '</time></a></div></footer><div class="comment-content"><p>{text}</p></div><div class="reply">'
    '<a rel="nofollow" class="comment-reply-link" href="?replytocom={id}#respond">Reply</a></div>'
    "</article></li>"
)

# (post path, comment page or None, [(id, author, text)], navigation)
WP_POSTS = {
    "crane": ("The old harbour crane stays", "The council voted to keep the crane as a monument."),
    "fares": ("Ferry fares rise in April", "Single tickets will cost twenty cents more from April."),
}
WP_THREADS = {
    ("crane", None): [
        (31, "Maria", "Good news, the crane is the last piece of the old port."),
        (32, "Jonas", "Who pays for the paint every ten years, though?"),
        (33, "Ines", "A monument needs no paint, only a fence around it."),
    ],
    ("crane", 1): [
        (21, "Paul", "I climbed it as a boy, long before the fence."),
        (22, "Kim", "The first comment page of this post, the oldest ones."),
    ],
    ("fares", 2): [
        (77, "Olga", "Twenty cents on every crossing adds up for commuters."),
        (78, "Sven", "The monthly pass stays the same price, read the notice."),
    ],
}


def _wordpress_site(static_site) -> tuple[str, list[tuple[str, str]], list[str]]:
    """Post "crane" with its older comment page, and another post's comment page that the
    sidebar links to: (the post's URL, its comments, the other post's comment texts)."""
    recent = (
        '<li class="recentcomments"><span class="comment-author-link">Olga</span> on '
        '<a href="/blog/fares/comment-page-2/#comment-77">Ferry fares rise in April</a></li>'
        '<li class="recentcomments"><span class="comment-author-link">Sven</span> on '
        '<a href="/blog/fares/?cpage=2#comment-78">Ferry fares rise in April</a></li>'
    )
    urls = {}
    for (post, number), thread in WP_THREADS.items():
        title, body = WP_POSTS[post]
        path = f"/blog/{post}/" + (f"comment-page-{number}/" if number else "")
        if post == "crane" and number is None:
            nav = '<div class="nav-previous"><a href="/blog/crane/comment-page-1/#comments">Older Comments</a></div>'
        elif post == "crane":
            nav = '<div class="nav-next"><a href="/blog/crane/#comments">Newer Comments</a></div>'
        else:
            nav = '<div class="nav-previous"><a href="/blog/fares/comment-page-1/#comments">Older Comments</a></div>'
        comments = "".join(
            WP_COMMENT.format(id=i, author=a, text=t, path=path, day=1 + k % 8)
            for k, (i, a, t) in enumerate(thread)
        )
        page_html = WP_POST.format(
            title=title, body=body * 3, count=len(thread), comments=comments, nav=nav, recent=recent
        )
        urls[(post, number)] = static_site.write(path.strip("/") + "/index.html", page_html)
    ours = [(a, t) for key in (("crane", None), ("crane", 1)) for _, a, t in WP_THREADS[key]]
    return urls[("crane", None)].removesuffix("index.html"), ours, [t for _, _, t in WP_THREADS[("fares", 2)]]


# The entry point in a language the keyword list lacks, shaped like one: a count linking
# to the article's own comments page (Isso there). And Isso in Hungarian holding comments
# back behind its own "2 rejtve" links (words no list has: the loader's class and the count
# tell what it is).
DEBATE_ARTICLE = """<!doctype html>
<html lang="nb"><head><meta charset="utf-8"><title>Badet stenger i sommer</title></head>
<body><header><a href="/">Fjordposten</a> <a href="/lokalt/">Lokalt</a></header><main>
<article><h1>Badet stenger i sommer</h1>
<p>Svømmehallen i sentrum stenger hele sommeren mens taket blir reparert, opplyser kommunen.</p>
<p>Skolene må finne andre steder for svømmeundervisningen fram til september.</p></article>
<p class="videre"><a href="/lokalt/badet/debatt.html">Si din mening (4)</a></p>
<section class="mest-lest"><h3>Mest lest</h3><ul><li><a href="/lokalt/ny-skole.html">Ny skole åpner i august</a></li>
<li><a href="/lokalt/ferje.html">Ferjen går oftere</a></li></ul></section></main></body></html>"""

DEBATE_PAGE = """<!doctype html>
<html lang="nb"><head><meta charset="utf-8"><title>Debatt: Badet stenger i sommer</title></head>
<body><main><h1>Badet stenger i sommer</h1><p><a href="/lokalt/badet.html">Tilbake til saken</a></p>
<script data-isso="{isso}/" data-isso-lang="nb" src="{isso}/js/embed.min.js"></script>
<section id="isso-thread" data-isso-id="/lokalt/badet/debatt.html" data-title="Badet stenger i sommer"></section>
</main></body></html>"""

DEBATE_THREAD = [
    ("Kari", "Hele sommeren uten basseng er lenge for barna.", None),
    ("Ola", "Taket har lekket i mange år, det var på tide.", None),
    ("Nina", "Kanskje skolene kan bruke badet i nabokommunen?", 1),
    ("Per", "Håper de blir ferdige før skolestart.", None),
]

HIDDEN_PAGE = """<!doctype html>
<html lang="hu"><head><meta charset="utf-8"><title>Megújul a városi park</title></head>
<body><main><article><h1>Megújul a városi park</h1>
<p>A városi park felújítása tavasszal kezdődik, és két évig tart, közölte a polgármester.</p>
<p>A régi fák megmaradnak, a játszótér és a sétányok újak lesznek.</p></article>
<script data-isso="{isso}/" data-isso-lang="hu" data-isso-max-comments-top="2"
 data-isso-max-comments-nested="1" src="{isso}/js/embed.min.js"></script>
<section id="isso-thread" data-isso-id="/park.html" data-title="Megújul a városi park"></section>
</main></body></html>"""

HIDDEN_THREAD = [
    ("Anna", "Végre, a játszótér már nagyon régi volt.", None),
    ("Béla", "Remélem, a padokat is kicserélik a sétányon.", None),
    ("Csilla", "A padok is újak lesznek, a tervekben láttam.", 1),
    ("Dénes", "És a kutyafuttató megmarad a park végében?", 1),
    ("Emese", "Két év nagyon hosszú idő egy parkhoz.", None),
    ("Ferenc", "A régi fák megmaradnak, ez a legfontosabb.", None),
]


# A thread in a declarative closed shadow root (<template shadowrootmode="closed">): the
# parser attaches it, no script opens it; the crawl exposes it and writes its comments.
DECLARATIVE_PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Night buses return</title></head>
<body><main><article><h1>Night buses return</h1>
<p>Night buses run again on the three busiest lines from Friday, the transport authority said.</p>
<p>The service had been suspended for a year for lack of drivers.</p></article>
<town-talk><template shadowrootmode="closed"><section class="discussion"><h2>Discussion</h2>
<ol class="comment-list">{comments}</ol></section></template></town-talk></main></body></html>"""

DECLARATIVE_THREAD = [
    (41, "Maria", "Finally, the last train leaves far too early for shift workers."),
    (42, "Jonas", "Three lines is a start, the north of town still has nothing."),
    (43, "Ines", "The drivers were the problem, not the money, as far as I know."),
    (44, "Paul", "I hope the timetable is printed at the stops this time."),
    (45, "Kim", "Friday night will show whether anyone takes them."),
]


def _seed(isso, uri: str, thread: list[tuple[str, str, int | None]]) -> None:
    ids: list[int] = []
    for author, text, parent in thread:
        ids.append(isso.post(uri, text, author, parent=None if parent is None else ids[parent])["id"])


def _snapshots(folder: Path) -> dict[str, list[dict]]:
    out: dict[str, list[dict]] = {}
    for path in folder.glob("*.json.gz"):
        with gzip.open(path, "rt", encoding="utf-8") as fh:
            data = json.load(fh)
        out[data["url"]] = data["snapshots"]
    return out


def _squash(text: str) -> str:
    return "".join(text.split())


def test_one_crawl_covers_the_hard_cases(offline_web, run_crawl, isso, static_site, tmp_path: Path):
    truth0 = offline_web.truth()
    pages = []
    for outlet in OUTLETS:  # per outlet, the page with the most comments
        arts = [a for a in truth0["articles"] if a["outlet"] == outlet]
        pages.append(max(arts, key=lambda a: len(a["comments"])))
    ids: list[int] = []
    for author, text, parent in ISSO_THREAD:
        ids.append(
            isso.post("/ferry.html", text, author, parent=None if parent is None else ids[parent])["id"]
        )
    isso_url = static_site.write("ferry.html", ISSO_PAGE.format(isso=isso.url))
    wp_url, wp_ours, wp_theirs = _wordpress_site(static_site)
    _seed(isso, "/lokalt/badet/debatt.html", DEBATE_THREAD)
    static_site.write("lokalt/badet/debatt.html", DEBATE_PAGE.format(isso=isso.url))
    debate_url = static_site.write("lokalt/badet.html", DEBATE_ARTICLE)
    _seed(isso, "/park.html", HIDDEN_THREAD)
    hidden_url = static_site.write("park.html", HIDDEN_PAGE.format(isso=isso.url))
    declarative_url = static_site.write(
        "night-buses.html",
        DECLARATIVE_PAGE.format(
            comments="".join(
                WP_COMMENT.format(id=i, author=a, text=t, path="/night-buses.html", day=2 + k)
                for k, (i, a, t) in enumerate(DECLARATIVE_THREAD)
            )
        ),
    )
    urls = [a["url"] for a in pages] + [isso_url, wp_url, debate_url, hidden_url, declarative_url]
    urls_file = tmp_path / "urls.txt"
    urls_file.write_text("\n".join(urls) + "\n")
    log_path, snap_dir = tmp_path / "interaction.jsonl", tmp_path / "snapshots"

    result = run_crawl(
        {"urls_file": str(urls_file), "schedule": "immediate"},
        {
            "COMSPIDER_INTERACTION_LOG": str(log_path),
            "COMSPIDER_SNAPSHOT_DIR": str(snap_dir),
            "CONCURRENT_REQUESTS": 8,
        },
        timeout=600,
    )
    end = datetime.now(UTC)
    assert result.returncode == 0, result.log[-3000:]
    assert "Traceback" not in result.log, result.log[-5000:]
    assert not result.error_lines(), "\n".join(result.error_lines()[:10])
    reports = {r["url"]: r for r in map(json.loads, log_path.read_text("utf-8").splitlines())}
    snapshots = _snapshots(snap_dir)
    visits = {v["url"]: v for v in result.visits}
    assert set(reports) == set(urls)

    # every page as it was visited: all its comments, nothing else, parents right
    truth = truth_at_last_visits(offline_web, result.visits, end, [a["url"] for a in pages])
    scores = {p["url"]: p for p in score_crawl(truth, result.comments, result.visits)["pages"]}
    for art in truth["articles"]:
        report, snaps, score = reports[art["url"]], snapshots[art["url"]], scores[art["url"]]
        where = f"{art['outlet']} {art['url']}: {report} {score}"
        assert art["comments"], where
        assert report["error"] is None and score["f1"] == 1.0 and score["parent_accuracy"] == 1.0, where
        assert entry_point_correct(report["entry_point"], art["entry_point"]), where
        assert visits[art["url"]]["truncated"] is False, where  # read whole, within the bounds
        text = _squash(" ".join(document_text(s["html"]) for s in snaps))
        assert all(_squash(c["text"]) in text for c in art["comments"] if not c.get("optional")), where
        sections = {c["section"] for c in result.comments if c["article_url"] == art["url"]}
        outlet = art["outlet"]
        if outlet in ("kestrel", "helvetia"):  # read inside the shadow root, and said so
            assert sections and all(" >> #shadow-root >> " in s for s in sections), (sections, where)
            assert (
                'comspider-shadow-root mode="' + ("open" if outlet == "kestrel" else "closed")
                in snaps[0]["html"]
            )
        if outlet == "helvetia":  # the click was inside the closed root
            assert "/#shadow-root/" in report["entry_point"], where
        if outlet == "shannon":  # the visit record says how the thread was revealed
            assert report["expansions"] >= 20, where
            assert visits[art["url"]]["expansions"] == report["expansions"], where
        if outlet == "riverside":  # the two older pages, each once (the newest is the article)
            assert sorted(s["url"].split("/")[-2] for s in snaps if s["kind"] == "comment_page") == [
                "comment-page-1",
                "comment-page-2",
            ], where
            assert visits[art["url"]]["comment_pages"] == 2, where
        if outlet == "cerrado":  # the next articles were appended, never clicked, never taken
            assert "stream" in report["events"] and report["clicks"] == 1, where
            assert score["found"] == score["correct"], where
        if outlet == "minho":  # the frame the click mounted, from the vendor's site
            assert any(s["kind"] == "frame" and "/embed/thread.html" in s["url"] for s in snaps), where
        if outlet == "courrier":
            assert report["clickables"] >= 250 and report["clicks"] <= 2, where
        if outlet == "seeblatt":
            assert report["entry_point"] == "scroll" and report["clicks"] == 0, where

    # Isso in a closed shadow root: every comment, its author, the reply's parent
    by_text = {c["text"]: c for c in result.comments if c["article_url"] == isso_url}
    assert set(by_text) == {t for _, t, _ in ISSO_THREAD}, (
        list(by_text),
        reports[isso_url],
        visits.get(isso_url),
        [line for line in result.log.splitlines() if "ferry" in line][-20:],
    )
    for author, text, _ in ISSO_THREAD:
        assert by_text[text]["author"] == author
        assert "#shadow-root" in by_text[text]["section"]
    assert by_text[ISSO_THREAD[2][1]]["parent_id"] == by_text[ISSO_THREAD[1][1]]["comment_id"]
    assert not [k for k in result.log.splitlines() if "comspider/browser/truncated" in k]

    # One article's discussion: the post and its older comment page, never the other post's
    # comment pages its sidebar links to
    wp = [(c["author"], c["text"]) for c in result.comments if c["article_url"] == wp_url]
    assert sorted(wp) == sorted(wp_ours), (wp, reports[wp_url])
    assert not [c for c in result.comments if c["text"] in wp_theirs]
    wp_pages = [s["url"].split("#")[0] for s in snapshots[wp_url] if s["kind"] == "comment_page"]
    assert [u.split("/blog/", 1)[1] for u in wp_pages] == ["crane/comment-page-1/"], wp_pages

    # "Si din mening (4)" ("say what you think"): followed to the article's comments page
    # (shaped like an entry point: no keyword names it), its comments written for the article
    debate = {c["text"]: c for c in result.comments if c["article_url"] == debate_url}
    assert set(debate) == {t for _, t, _ in DEBATE_THREAD}, (list(debate), reports[debate_url])
    assert reports[debate_url]["entry_point"].startswith("navigation: "), reports[debate_url]
    assert reports[debate_url]["counters"].get("rescued/shape") == 1, reports[debate_url]

    # Isso's own "2 rejtve" links pressed until every comment shows
    hidden = {c["text"]: c for c in result.comments if c["article_url"] == hidden_url}
    assert set(hidden) == {t for _, t, _ in HIDDEN_THREAD}, (list(hidden), reports[hidden_url])
    assert reports[hidden_url]["expansions"] >= 2, reports[hidden_url]
    assert hidden[HIDDEN_THREAD[3][1]]["parent_id"] == hidden[HIDDEN_THREAD[1][1]]["comment_id"]

    # the declarative closed shadow root: exposed, read, said so
    shadowed = [c for c in result.comments if c["article_url"] == declarative_url]
    assert sorted((c["author"], c["text"]) for c in shadowed) == sorted(
        (a, t) for _, a, t in DECLARATIVE_THREAD
    ), (shadowed, reports[declarative_url])
    assert all(" >> #shadow-root >> " in c["section"] for c in shadowed)
    assert 'comspider-shadow-root mode="closed"' in snapshots[declarative_url][0]["html"]
