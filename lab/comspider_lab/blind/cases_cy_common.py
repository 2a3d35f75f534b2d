"""Shared helpers of blind set CY: ``case`` (a Case from a site, an article and page bits), ``box`` (a widget in the
site's skin: a WordPress widget, a Blogger gadget, a Drupal block, a Joomla module table, a TypePad module, a paper's
rail box), ``most_read`` (with counts), ``links``, ``tag_cloud``, ``poll``, ``newsletter``, ``paras`` and ``rows``."""

from __future__ import annotations

from comspider_lab.blind.content_cy import SITES_CY
from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.layout_cy import Art, Bits, num, render_cy
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed

__all__ = [
    "Art",
    "Bits",
    "Case",
    "Seed",
    "box",
    "case",
    "esc",
    "links",
    "most_read",
    "newsletter",
    "num",
    "paras",
    "poll",
    "rows",
    "slug",
    "tag_cloud",
]


def rows(block: str) -> list[list[str]]:
    """Lines of "a | b | c" into lists (blank lines skipped)."""
    return [[x.strip() for x in line.split(" | ")] for line in block.strip().splitlines() if line.strip()]


def paras(text: str, tag: str = "p", cls: str = "") -> str:
    attr = f' class="{cls}"' if cls else ""
    return "".join(f"<{tag}{attr}>{esc(x)}</{tag}>" for x in text.split("\n\n"))


def box(site_key: str, title: str, inner: str, ident: str = "") -> str:
    skin = SITES_CY[site_key].skin
    i = ident or slug(title)[:20]
    if skin == "wp":
        return f'<aside id="{i}" class="widget widget_{i.replace("-", "_")}"><h3 class="widget-title">{esc(title)}</h3>{inner}</aside>'
    if skin == "blogger":
        return f'<div class="widget HTML gadget" id="HTML{num(i, 1, 40)}"><h2>{esc(title)}</h2><div class="widget-content">{inner}</div></div>'
    if skin == "drupal":
        return f'<div id="block-{i}" class="block block-views"><h2>{esc(title)}</h2><div class="content">{inner}</div></div>'
    if skin == "joomla":
        return f'<div class="moduletable{"_" + i if ident else ""}"><h3>{esc(title)}</h3>{inner}</div>'
    if skin == "typepad":
        return f'<div class="module-{i} module"><h2 class="module-header">{esc(title)}</h2><div class="module-content">{inner}</div></div>'
    p = slug(SITES_CY[site_key].name)[:3]
    return f'<div class="{p}-box {p}-{i}"><h3>{esc(title)}</h3>{inner}</div>'


def links(items: list[str] | tuple[str, ...], prefix: str = "/") -> str:
    return (
        "<ul>" + "".join(f'<li><a href="{prefix}{slug(t)[:40]}">{esc(t)}</a></li>' for t in items) + "</ul>"
    )


def most_read(site_key: str, title: str, block: str, word: str = "views") -> str:
    """A most-read list from "headline | count" lines."""
    items = "".join(
        f'<li><a href="/{slug(h)[:40]}">{esc(h)}</a> <span class="count">({esc(c)} {esc(word)})</span></li>'
        for h, c in rows(block)
    )
    return box(site_key, title, f"<ol>{items}</ol>", "mostread")


def tag_cloud(site_key: str, tags: str) -> str:
    words = [t.strip() for t in tags.split(",") if t.strip()]
    inner = " ".join(
        f'<a href="/tag/{slug(w)}/" style="font-size:{num(w, 8, 22)}pt" title="{num(w + "n", 1, 40)} topics">{esc(w)}</a>'
        for w in words
    )
    return box(site_key, "Tags", f'<div class="tagcloud">{inner}</div>', "tag_cloud")


def poll(site_key: str, question: str, block: str, total: str) -> str:
    items = "".join(f"<li>{esc(a)} <b>{esc(p)}</b></li>" for a, p in rows(block))
    return box(
        site_key,
        "Poll",
        f'<p class="q">{esc(question)}</p><ul class="poll-res">{items}</ul><p class="small">Total votes: {esc(total)}</p>',
        "poll",
    )


def newsletter(site_key: str, title: str, line: str) -> str:
    return box(
        site_key,
        title,
        f'<p>{esc(line)}</p><form action="/subscribe" method="post"><input type="text" name="email" value="Your email address"> '
        '<input type="submit" value="Sign up"></form>',
        "newsletter",
    )


def case(
    cid: str,
    kind: str,
    site_key: str,
    art: Art,
    bits: Bits,
    comments: list[Seed],
    *,
    path: str,
    container: str,
    heading: str | None,
    description: str,
    reveal: str = "served HTML",
    lookalikes: tuple[str, ...] = (),
) -> Case:
    return Case(
        id=cid,
        kind=kind,
        language="en",
        reveal=reveal if comments else "-",
        container=container,
        heading=heading,
        description=description,
        path=path,
        html=render_cy(SITES_CY[site_key], art, bits),
        comments=comments,
        static=bool(comments),
        lookalikes=lookalikes,
    )
