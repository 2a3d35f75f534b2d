"""Shared helpers of blind set CA, written for this set: ``case`` (a Case from a blog, a post and page bits),
``widget`` (a sidebar widget in the markup of the blog's engine), ``links``, ``cloud`` (a tag cloud), ``archive``
(months with counts), ``tweets`` (a Twitter badge of the blog's own tweets), ``recent_comments`` (a widget of other
posts' latest comments: names and excerpts), ``counter`` (a visitor counter), ``webring`` and ``ad``. The comment
lines are written with ``talk`` of set BQ's helpers (a discussion from an indented block, one comment a line)."""

from __future__ import annotations

from comspider_lab.blind.cases_bq_common import Note, depth, draw, flat, rows, seeds, talk
from comspider_lab.blind.content_ca import SITES_CA
from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.layout_ca import (
    Bits,
    Piece,
    bl_widget,
    dr_block,
    jm_module,
    mt_module,
    render_ca,
    s9y_item,
    wp_widget,
)
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed

__all__ = [
    "Bits",
    "Case",
    "Note",
    "Piece",
    "Seed",
    "ad",
    "archive",
    "case",
    "cloud",
    "counter",
    "depth",
    "draw",
    "esc",
    "flat",
    "links",
    "recent_comments",
    "rows",
    "seeds",
    "slug",
    "talk",
    "tweets",
    "webring",
    "widget",
]


def widget(site_key: str, title: str, inner: str, kind: str = "text") -> str:
    """A sidebar widget as the blog's engine printed one (the title escaped here, the inner markup as given)."""
    engine = SITES_CA[site_key].engine
    if engine == "blogger":
        return bl_widget(kind.title().replace("_", ""), title, inner)
    if engine == "wordpress":
        return wp_widget(kind, title, inner)
    if engine == "drupal":
        return dr_block(kind, title, inner)
    if engine == "joomla":
        return jm_module(title, inner, "_" + kind if kind != "text" else "")
    if engine == "movabletype":
        return mt_module(kind, title, inner)
    if engine == "serendipity":
        return s9y_item(kind + "_plugin", title, inner)
    if engine == "livejournal":
        return f"<h3>{esc(title)}</h3>{inner}"
    if engine == "homemade":
        return f'<br><table width="100%" cellpadding="3" cellspacing="0" border="1" bordercolor="#996633"><tr><td bgcolor="#996633"><font color="#FFFFFF"><b>{esc(title)}</b></font></td></tr><tr><td bgcolor="#F8F8E8">{inner}</td></tr></table>'
    if engine == "b2evolution":
        return f'<div class="bSideItem"><h3 class="sideItemTitle">{esc(title)}</h3>{inner}</div>'
    if engine == "dotclear":
        return f'<div class="{esc(kind)}"><h2>{esc(title)}</h2>{inner}</div>'
    return f'<div class="sidebox {esc(kind)}"><h3>{esc(title)}</h3>{inner}</div>'


def links(
    items: list[str] | tuple[str, ...], base: str = "/", tag: str = "ul", counts: tuple[str, ...] = ()
) -> str:
    lis = "".join(
        f'<li><a href="{base}{slug(x)[:40]}">{esc(x)}</a>{" " + esc(counts[k]) if k < len(counts) else ""}</li>'
        for k, x in enumerate(items)
    )
    return f"<{tag}>{lis}</{tag}>"


def cloud(words: str, base: str = "/tag/") -> str:
    """A tag cloud from "word:weight, word:weight" (weight 1-5)."""
    out: list[str] = []
    for part in words.split(","):
        w, _, n = part.strip().rpartition(":")
        out.append(
            f'<a href="{base}{slug(w)}" class="tag-link-{len(out) + 3}" title="{int(n) * 4} topics" style="font-size:{8 + 3 * int(n)}pt">{esc(w)}</a>'
        )
    return '<div class="tagcloud">' + "\n".join(out) + "</div>"


def archive(block: str, base: str = "/") -> str:
    """Months with post counts from lines "month | count"."""
    return (
        "<ul>"
        + "".join(f'<li><a href="{base}{slug(m)}/">{esc(m)}</a>&nbsp;({esc(n)})</li>' for m, n in rows(block))
        + "</ul>"
    )


def recent_comments(block: str, joiner: str, cls: str = "recentcomments") -> str:
    """Lines "name | post title | excerpt": other posts' latest comments ("name joiner title")."""
    return (
        f'<ul id="{cls}">'
        + "".join(
            f'<li class="{cls}"><b>{esc(n)}</b> {esc(joiner)} <a href="/{slug(p)[:30]}/#comments">{esc(p)}</a>'
            + (f"<br /><small>{esc(x)}</small>" if x else "")
            + "</li>"
            for n, p, x in rows(block)
        )
        + "</ul>"
    )


def tweets(handle: str, block: str, follow: str) -> str:
    """The blog's own Twitter badge: lines "text | when"."""
    return (
        '<div class="twtr-widget"><ul class="twitter_update_list">'
        + "".join(
            f'<li><span>{esc(x)}</span> <a style="font-size:85%" href="/out/twitter/{esc(handle)}/status/{k}">{esc(w)}</a></li>'
            for k, (x, w) in enumerate(rows(block))
        )
        + f'</ul><a href="/out/twitter/{esc(handle)}" class="twitter-follow">{esc(follow)} @{esc(handle)}</a></div>'
    )


def counter(label: str, n: int) -> str:
    digits = "".join(
        f'<img src="/_avatar/digit-{d}.svg" alt="{d}" width="12" height="16" />' for d in f"{n:07d}"
    )
    return f'<div class="counter" style="text-align:center">{esc(label)}<br />{digits}</div>'


def webring(name: str, prev: str, nxt: str) -> str:
    return (
        f'<div class="webring" style="text-align:center;border:1px solid #999;padding:4px">'
        f'<a href="/out/ring/prev">« {esc(prev)}</a> | <a href="/out/ring">{esc(name)}</a> | <a href="/out/ring/next">{esc(nxt)} »</a></div>'
    )


def ad(label: str, w: int = 200, h: int = 200) -> str:
    return (
        f'<div class="ad" style="width:{w}px;height:{h}px;background:#eee;border:1px solid #ccc;color:#999;font-size:10px;text-align:center;margin:8px auto">'
        f"{esc(label)}<br /><script type=\"text/javascript\">google_ad_client = 'pub-0000000000'; google_ad_width = {w}; google_ad_height = {h};</script></div>"
    )


def case(
    cid: str,
    kind: str,
    site_key: str,
    piece: Piece,
    bits: Bits,
    comments: list[Seed],
    *,
    path: str,
    reveal: str,
    container: str,
    heading: str | None,
    description: str,
    static: bool = False,
    system: str | None = None,
    check_steps: tuple[str, ...] = (),
    lookalikes: tuple[str, ...] = (),
) -> Case:
    site = SITES_CA[site_key]
    return Case(
        id=cid,
        kind=kind,
        language=site.lang,
        reveal=reveal,
        container=container,
        heading=heading,
        description=description,
        path=path,
        html=render_ca(site, piece, bits),
        comments=comments,
        system=system,
        static=static,
        check_steps=check_steps,
        lookalikes=lookalikes,
    )
