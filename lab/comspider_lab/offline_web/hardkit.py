"""Parts shared by the outlets of the real web's hard cases (shadow roots, long and paged
threads, article streams, cross-site frames, heavy pages, slow lazy widgets): the page
around the article, and the JSON the widgets' scripts render comments from.

Each outlet still writes its own widget (markup and script): the hard part is there.
"""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING

from comspider.clock import iso
from comspider_lab.offline_web import chrome
from comspider_lab.offline_web.html_util import esc
from comspider_lab.offline_web.threads import children_of, page, thread_order, top_level

if TYPE_CHECKING:
    from comspider_lab.offline_web.model import Article, Comment
    from comspider_lab.offline_web.sitebase import OutletSite


def comment_dict(site: OutletSite, c: Comment, now: datetime) -> dict:
    """One comment for a widget's script (the body as HTML)."""
    return {
        "id": c.id,
        "parent": c.parent,
        "depth": c.depth,
        "author": c.author,
        "avatar": c.avatar,
        "created": iso(c.published_at),
        "ago": site.lang.ago((now - c.published).total_seconds()),
        "likes": c.likes,
        "html": site.comment_body(c),
    }


def threads_page(
    site: OutletSite, art: Article, now: datetime, order: str, after: str | None, size: int
) -> dict:
    """``size`` top-level comments after the top-level comment ``after`` (None: from the
    start), each with how many replies it has below it; the replies come separately."""
    visible = site.visible(art, now) if art.comments_enabled and not art.paywalled else []
    tops = top_level(visible, order)
    start = 0
    if after:
        start = next((i + 1 for i, c in enumerate(tops) if c.id == after), len(tops))
    chosen = tops[start : start + size]
    below = descendants(visible)
    left = max(len(tops) - start - size, 0)
    return {
        "total": len(visible),
        "comments": [dict(comment_dict(site, c, now), replies=below.get(c.id, 0)) for c in chosen],
        "next": chosen[-1].id if chosen and left else None,
        "left": left,
    }


def threads_with_replies(
    site: OutletSite, art: Article, now: datetime, order: str, after: str | None, size: int
) -> dict:
    """``size`` threads (top-level comments with all their replies, in thread order)."""
    visible = site.visible(art, now) if art.comments_enabled and not art.paywalled else []
    chosen, nxt, left = page(visible, order, after, size)
    return {
        "total": len(visible),
        "comments": [comment_dict(site, c, now) for c in chosen],
        "next": nxt,
        "left": left,
    }


def descendants(comments: list[Comment]) -> dict[str, int]:
    """Comment id -> replies below it, all depths."""
    kids = children_of(comments)
    out: dict[str, int] = {}
    for c in reversed(thread_order(comments)):
        out[c.id] = sum(1 + out[k.id] for k in kids.get(c.id, []))
    return out


def replies_of(site: OutletSite, art: Article, now: datetime, comment_id: str) -> list[dict] | None:
    """Every reply below one comment, in thread order (None when there is no such comment)."""
    visible = site.visible(art, now) if art.comments_enabled and not art.paywalled else []
    root = next((c for c in visible if c.id == comment_id), None)
    if root is None:
        return None
    return [comment_dict(site, c, now) for c in thread_order(visible, roots=[root])[1:]]


def all_threads(site: OutletSite, art: Article, now: datetime, order: str) -> list[dict]:
    """Every comment in thread order (a widget that loads the whole thread at once)."""
    visible = site.visible(art, now) if art.comments_enabled and not art.paywalled else []
    return [comment_dict(site, c, now) for c in thread_order(visible, order)]


def article_block(site: OutletSite, art: Article, now: datetime, *, cls: str, heading_tag: str = "h1") -> str:
    """The article itself: kicker, headline, lead, byline, picture, paragraphs."""
    lang = site.lang
    when = site.local(art.published)
    paras = "\n".join(f"<p>{esc(p)}</p>" for p in art.paragraphs)
    return (
        f'<p class="{cls}__kicker"><a href="/{art.section_slug}/">{esc(art.section)}</a></p>'
        f'<{heading_tag} class="{cls}__headline">{esc(art.title)}</{heading_tag}>'
        f'<p class="{cls}__lead">{esc(art.lead)}</p>'
        f'<p class="{cls}__byline">{esc(lang.UI["by"])} <a rel="author" href="/authors/{esc(art.author.lower().replace(" ", "-"))}/">'
        f'{esc(art.author)}</a> · <time datetime="{when.isoformat()}">{esc(lang.datetime_long(when))}</time></p>'
        f'<figure class="{cls}__figure"><img src="{site.img(f"a{art.id}", 960, 540)}" alt="" width="960" height="540">'
        f"<figcaption>{esc(art.image_caption)}</figcaption></figure>"
        f'<div class="{cls}__body">\n{paras}\n</div>'
    )


def article_page(
    site: OutletSite,
    art: Article,
    now: datetime,
    *,
    main: str,
    head: str = "",
    scripts: str = "",
    aside: str = "",
    body_class: str = "article",
) -> str:
    """A whole article page around ``main`` (the article and its comments)."""
    spec, lang, st = site.spec, site.lang, site.style
    nav = chrome.link_list(st, "nav", [(x, f"/{i}/") for i, x in enumerate(lang.NAV)])
    related = chrome.story_list(st, "related", lang.UI["related"], site.stories(art, now, 4))
    footer = chrome.link_list(st, "footer", [(x, f"/info/{i}/") for i, x in enumerate(lang.FOOTER)])
    when = site.local(art.published)
    return f"""<!DOCTYPE html>
<html lang="{spec.lang_tag}" dir="{lang.DIR}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{esc(art.title)} · {esc(spec.name)}</title>
{site.meta_head(art)}
<link rel="icon" href="/favicon.svg">
{head}
</head>
<body class="{body_class}">
<header class="masthead"><a class="masthead__logo" href="/">{esc(spec.name)}</a>
<nav class="masthead__nav" aria-label="{esc(lang.UI["menu"])}">{nav}</nav>
<a class="masthead__login" href="/account/">{esc(lang.UI["login"])}</a></header>
<main class="layout">
{main}
{related}
</main>
{aside}
<footer class="site-footer">{footer}<p>© {when.year} {esc(spec.name)}</p></footer>
{scripts}
</body>
</html>
"""
