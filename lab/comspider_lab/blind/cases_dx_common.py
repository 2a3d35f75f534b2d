"""Shared helpers of blind set dx (written anew for this set on the pattern of set DU's): ``talk`` reads a discussion
from an indented block, one entry a line (``NAME @ SHOWN ~ ISO :: TEXT``, paragraphs split by `` // ``, depth by
leading ``>``; a line starting with ``!`` is an entry the page prints that is not a reader's comment: a pingback, a
trackback, a removed entry's placeholder, kept apart from the truth); ``page`` (a document head of 2011-2012: an
XHTML 1.0 or an early HTML5 doctype, Open Graph and Facebook tags, an analytics snippet that loads nothing),
``gravatar`` (an avatar URL served by the lab), ``paras``, ``counted`` (a most-read / most-commented list), ``share_bar``
(the era's share buttons with their counts, printed as HTML), ``tag_cloud``, ``fb_likebox`` (a Facebook Like box printed
as HTML), ``tweets`` (a Twitter profile widget printed as HTML), ``poll`` and ``make`` (a Case). No page skeleton is
shared: each page builds its own template."""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass

from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed

__all__ = [
    "C",
    "Case",
    "Seed",
    "counted",
    "esc",
    "fb_likebox",
    "gravatar",
    "kids",
    "make",
    "page",
    "paras",
    "poll",
    "share_bar",
    "slug",
    "tag_cloud",
    "talk",
    "tweets",
]


@dataclass(frozen=True)
class C:
    """One entry as the page prints it: who, the time shown, the machine time, text, parent index (among the
    entries), depth, and whether it is a reader's comment (``real``) or a notice the page prints among them."""

    who: str
    at: str
    iso: str
    body: str
    parent: int | None
    depth: int
    real: bool = True


def talk(block: str) -> list[C]:
    out: list[C] = []
    for raw in block.strip().splitlines():
        line = raw.strip()
        if not line:
            continue
        real = not line.startswith("!")
        line = line.lstrip("!")
        depth = len(line) - len(line.lstrip(">"))
        line = line.lstrip(">").strip()
        head, body = line.split(" :: ", 1)
        who, when = (x.strip() for x in head.rsplit(" @ ", 1))
        at, _, iso = (x.strip() for x in when.partition(" ~ "))
        text = "\n\n".join(p.strip() for p in body.split(" // "))
        parent: int | None = None
        if depth:
            parent = max(i for i, c in enumerate(out) if c.depth == depth - 1)
        out.append(C(who, at, iso, text, parent, depth, real))
    return out


def kids(cs: list[C]) -> dict[int | None, list[int]]:
    out: dict[int | None, list[int]] = {}
    for i, c in enumerate(cs):
        out.setdefault(c.parent, []).append(i)
    return out


_URL = re.compile(r"(https?://[^\s<]+[^\s<.,;:!?)])")


def linked(text: str) -> str:
    """The text escaped, its web addresses made links (as the blog engines of the time did)."""
    parts = _URL.split(text)
    return "".join(
        f'<a href="{esc(p)}" rel="nofollow">{esc(p)}</a>' if i % 2 else esc(p) for i, p in enumerate(parts)
    )


def paras(text: str, tag: str = "p", attrs: str = "") -> str:
    return "".join(f"<{tag}{attrs}>{linked(x)}</{tag}>" for x in text.split("\n\n"))


def gravatar(name: str, size: int = 48, default: str = "identicon") -> str:
    """A Gravatar-like avatar URL (served by the lab's static server, as the saved page's copy of the image)."""
    h = hashlib.md5(name.strip().lower().encode()).hexdigest()
    return f"/_avatar/gravatar/avatar/{h}?s={size}&amp;d={default}&amp;r=G"


def counted(rows: str, cls: str = "", item_cls: str = "", tag: str = "ol", count_fmt: str = "{}") -> str:
    """A list from "title | count" rows split by " ;; " or new lines (count may be empty)."""
    items = []
    for row in rows.strip().replace(" ;; ", "\n").splitlines():
        title, count = (x.strip() for x in row.split("|"))
        n = f" <span>{esc(count_fmt.format(count))}</span>" if count else ""
        ic = f' class="{item_cls}"' if item_cls else ""
        items.append(f'<li{ic}><a href="/{slug(title)[:44]}">{esc(title)}</a>{n}</li>')
    c = f' class="{cls}"' if cls else ""
    return f"<{tag}{c}>" + "".join(items) + f"</{tag}>"


def share_bar(cls: str, fb: str, tw: str, plus: str = "", extra: str = "") -> str:
    """The era's share buttons (Facebook Like, Tweet, +1, …) as a saved page holds them, with their counts."""
    gp = (
        f'<span class="{cls}-btn {cls}-gplus"><span class="{cls}-lbl">+1</span><span class="{cls}-n">{esc(plus)}</span></span>'
        if plus
        else ""
    )
    return (
        f'<div class="{cls}"><span class="{cls}-btn {cls}-fb"><span class="{cls}-lbl">Like</span><span class="{cls}-n">{esc(fb)}</span></span>'
        f'<span class="{cls}-btn {cls}-tw"><span class="{cls}-lbl">Tweet</span><span class="{cls}-n">{esc(tw)}</span></span>'
        f"{gp}{extra}</div>"
    )


def tag_cloud(tags: str, cls: str = "tagcloud") -> str:
    """A tag cloud from "tag:weight" words separated by ", " (weight 1-5 sets the font size)."""
    out = []
    for t in tags.split(", "):
        name, w = t.rsplit(":", 1)
        px = 8 + int(w) * 3
        out.append(
            f'<a href="/tag/{slug(name)}/" class="tag-link" title="{int(w) * 4 - 1} topics" style="font-size:{px}pt">{esc(name)}</a>'
        )
    return f'<div class="{cls}">' + "\n".join(out) + "</div>"


def fb_likebox(cls: str, page_name: str, likes: str, faces: list[str]) -> str:
    """A Facebook Like box (page plugin) as the saved page holds it: the page's name, its like count, fans' faces."""
    fs = "".join(
        f'<li><a href="#" title="{esc(n)}"><img src="/_avatar/fb/{slug(n)}.jpg" width="32" height="32" alt=""/>'
        f'<span class="{cls}-fn">{esc(n.split()[0])}</span></a></li>'
        for n in faces
    )
    return (
        f'<div class="{cls}"><div class="{cls}-hd"><img src="/_avatar/fb/{slug(page_name)}-page.jpg" width="50" height="50" alt=""/>'
        f'<a href="#">{esc(page_name)}</a> on Facebook <span class="{cls}-like">Like</span></div>'
        f'<div class="{cls}-count">{esc(likes)} people like <b>{esc(page_name)}</b>.</div>'
        f'<ul class="{cls}-faces">{fs}</ul><div class="{cls}-ft">Facebook social plugin</div></div>'
    )


def tweets(cls: str, name: str, handle: str, items: list[tuple[str, str]], followers: str = "") -> str:
    """A Twitter profile widget as the saved page holds it: the account, its tweets with their ages."""
    rows = "".join(
        f'<div class="{cls}-tweet"><div class="{cls}-tweet-text"><p><a class="{cls}-user" href="https://twitter.com/{esc(handle)}">{esc(handle)}</a> '
        f'{linked(t)} <em><a class="{cls}-age" href="https://twitter.com/{esc(handle)}/status/{int(hashlib.md5(t.encode()).hexdigest()[:14], 16) + 10**17}">{esc(age)}</a> · '
        f'<a href="#">reply</a> · <a href="#">retweet</a> · <a href="#">favorite</a></em></p></div></div>'
        for t, age in items
    )
    f = f'<div class="{cls}-followers">{esc(followers)} followers</div>' if followers else ""
    return (
        f'<div class="{cls}"><div class="{cls}-hd"><img src="/_avatar/tw/{esc(handle)}.png" width="31" height="31" alt=""/>'
        f"<h3>{esc(name)}</h3><h4>{esc(handle)}</h4></div>{f}"
        f'<div class="{cls}-timeline">{rows}</div><div class="{cls}-ft"><a href="https://twitter.com/{esc(handle)}">Join the conversation</a></div></div>'
    )


def poll(cls: str, question: str, options: list[tuple[str, int]], total: str) -> str:
    """A reader poll showing its results."""
    rows = "".join(
        f'<li><span class="{cls}-opt">{esc(o)}</span><span class="{cls}-bar" style="width:{p}%"></span><span class="{cls}-pc">{p}%</span></li>'
        for o, p in options
    )
    return (
        f'<div class="{cls}"><h3>Poll</h3><p class="{cls}-q">{esc(question)}</p><ul>{rows}</ul>'
        f'<p class="{cls}-total">Total votes: {esc(total)}</p></div>'
    )


def page(
    title: str,
    site: str,
    css: str,
    body: str,
    *,
    published: str,
    author: str,
    url: str,
    description: str = "",
    head: str = "",
    xhtml: bool = True,
    og_type: str = "article",
    body_attrs: str = "",
    analytics: str = "UA-0000000-1",
) -> str:
    """A saved page of 2011-2012: an XHTML 1.0 Transitional (or HTML5) document, Open Graph and Facebook tags, the
    site's style sheet inline, an analytics snippet at the end that loads nothing."""
    if xhtml:
        top = (
            '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">\n'
            '<html xmlns="http://www.w3.org/1999/xhtml" xmlns:og="http://ogp.me/ns#" xmlns:fb="http://www.facebook.com/2008/fbml" xml:lang="en" lang="en">\n<head>\n'
            '<meta http-equiv="Content-Type" content="text/html; charset=UTF-8" />\n'
        )
    else:
        top = '<!DOCTYPE html>\n<html lang="en-US" prefix="og: http://ogp.me/ns#">\n<head>\n<meta charset="UTF-8" />\n'
    ga = (
        '<script type="text/javascript">\nvar _gaq = _gaq || [];\n'
        f"_gaq.push(['_setAccount', '{analytics}']);\n_gaq.push(['_trackPageview']);\n</script>\n"
    )
    return (
        top + f"<title>{esc(title)} | {esc(site)}</title>\n"
        f'<meta name="description" content="{esc(description or title)}" />\n'
        f'<meta property="og:title" content="{esc(title)}" />\n<meta property="og:type" content="{og_type}" />\n'
        f'<meta property="og:url" content="{esc(url)}" />\n<meta property="og:site_name" content="{esc(site)}" />\n'
        f'<meta property="article:published_time" content="{esc(published)}" />\n'
        f'<meta name="author" content="{esc(author)}" />\n<link rel="canonical" href="{esc(url)}" />\n'
        f'<style type="text/css">\n{css}\n</style>\n{head}</head>\n<body{" " + body_attrs if body_attrs else ""}>\n{body}\n{ga}</body>\n</html>\n'
    )


def make(
    cid: str,
    kind: str,
    html: str,
    cs: list[C],
    *,
    path: str,
    container: str,
    heading: str | None,
    description: str,
    lookalikes: tuple[str, ...] = (),
) -> Case:
    """A case: its truth is the readers' comments only (the entries marked ``real``); each parent is counted among
    those."""
    index: dict[int, int] = {}
    seeds: list[Seed] = []
    for i, c in enumerate(cs):
        if not c.real:
            continue
        parent = c.parent
        while (
            parent is not None and parent not in index
        ):  # a notice's answer (none here) would climb to a comment
            parent = cs[parent].parent
        index[i] = len(seeds)
        seeds.append(Seed(c.who, c.body, index[parent] if parent is not None else None, c.at))
    return Case(
        id=cid,
        kind=kind,
        language="en",
        reveal="on_load",
        container=container,
        heading=heading,
        description=description,
        path=path,
        html=html,
        comments=seeds,
        static=True,
        lookalikes=lookalikes,
    )
