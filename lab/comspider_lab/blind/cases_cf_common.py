"""Shared helpers of blind set CF, written for this set: ``talk`` (a discussion from an indented block, one comment
a line: ``NAME @ WHEN [key=value] :: TEXT``, " // " between paragraphs, two spaces of indent per reply level),
``Note``, ``seeds``, ``draw`` (a nested thread), ``flat``, ``rows``; the blogs' furniture of 2012 (``optin``,
``popular``, ``start_here``, ``social``, ``as_seen``, ``banner``, ``testimonials``, ``bio``, ``related``, ``tweets``,
``top_commenters``, ``widget``); ``case`` (a Case from a site, a post and page bits)."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field

from comspider_lab.blind.content_cf import SITES_CF
from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.layout_cf import Bits, Piece, num, render_cf
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed

__all__ = [
    "Bits",
    "Case",
    "Note",
    "Piece",
    "Seed",
    "as_seen",
    "banner",
    "bio",
    "case",
    "draw",
    "esc",
    "flat",
    "linked",
    "num",
    "optin",
    "paras",
    "plain",
    "popular",
    "related",
    "rows",
    "seeds",
    "share_counts",
    "slug",
    "social",
    "start_here",
    "talk",
    "testimonials",
    "top_commenters",
    "tweets",
    "widget",
]


@dataclass
class Note:
    who: str
    body: str
    parent: int | None
    at: str
    tags: dict[str, str] = field(default_factory=dict)
    depth: int = 0

    def tag(self, key: str, default: str = "") -> str:
        return self.tags.get(key, default)


_LINE = re.compile(
    r"^(?P<ind> *)(?P<who>.*?)(?: @ (?P<at>(?:(?! @ ).)*?))?(?P<tags>(?: \[[a-z]+=[^\]]*\])*) :: (?P<body>.*)$"
)


def talk(block: str) -> list[Note]:
    notes: list[Note] = []
    stack: list[int] = []
    for line in block.strip("\n").splitlines():
        if not line.strip():
            continue
        m = _LINE.match(line)
        assert m, line
        depth = len(m.group("ind")) // 2
        stack = stack[:depth]
        parent = stack[-1] if stack else None
        tags = dict(t.split("=", 1) for t in re.findall(r"\[([a-z]+=[^\]]*)\]", m.group("tags") or ""))
        body = "\n\n".join(x.strip() for x in m.group("body").split(" // "))
        notes.append(Note(m.group("who").strip(), body, parent, (m.group("at") or "").strip(), tags, depth))
        stack.append(len(notes) - 1)
    return notes


def plain(body: str) -> str:
    """A comment's text as a reader sees it: without the block's "> " (a quote) and "- " (a list item) marks."""
    out = []
    for x in body.split("\n\n"):
        if x.startswith("- "):
            out.append("\n".join(li[2:] for li in x.split("\n")))
        elif x.startswith("> "):
            out.append(x[2:])
        else:
            out.append(x)
    return "\n\n".join(out)


def seeds(ns: list[Note]) -> list[Seed]:
    """The truth: the notes marked [x=ping] (pingbacks, trackbacks, tweets) are not comments; parents re-indexed."""
    keep = [i for i, n in enumerate(ns) if n.tag("x") != "ping"]
    where = {i: k for k, i in enumerate(keep)}
    out: list[Seed] = []
    for i in keep:
        n = ns[i]
        out.append(
            Seed(
                n.who,
                plain(n.tag("text", n.body)),
                where.get(n.parent) if n.parent is not None else None,
                n.at,
            )
        )
    return out


def flat(ns: list[Note], item: Callable[[int, Note], str]) -> str:
    return "".join(item(i, n) for i, n in enumerate(ns))


def draw(
    ns: list[Note],
    item: Callable[[int, Note, str], str],
    wrap: Callable[[str, int], str],
    parent: int | None = None,
) -> str:
    """A nested thread: ``item(i, note, replies_html)``, ``wrap(items_html, depth)`` for each replies list."""
    out = []
    for i, n in enumerate(ns):
        if n.parent == parent:
            kids = [k for k, m in enumerate(ns) if m.parent == i]
            sub = wrap(draw(ns, item, wrap, i), n.depth + 1) if kids else ""
            out.append(item(i, n, sub))
    return "".join(out)


def rows(block: str) -> list[tuple[str, ...]]:
    return [
        tuple(x.strip() for x in line.split(" | ")) for line in block.strip().splitlines() if line.strip()
    ]


_URL = re.compile(r"(https?://[^\s<]+[^\s<.,;:!?)]|www\.[^\s<]+[^\s<.,;:!?)])")


def linked(text: str) -> str:
    def a(m: re.Match[str]) -> str:
        url = m.group(1)
        href = url if url.startswith("http") else "http://" + url
        return f'<a href="{href}" rel="nofollow">{url}</a>'

    return _URL.sub(a, esc(text))


def paras(text: str) -> str:
    """A comment's text as the blog printed it: paragraphs; a paragraph of "- " lines is a list; one that starts
    with "> " is a blockquote; web addresses are links."""
    out: list[str] = []
    for x in text.split("\n\n"):
        if x.startswith("- "):
            items = "".join(f"<li>{linked(li[2:])}</li>" for li in x.split("\n"))
            if out and out[-1].endswith("</ul>"):  # consecutive list paragraphs are one list
                out[-1] = out[-1][: -len("</ul>")] + items + "</ul>"
            else:
                out.append("<ul>" + items + "</ul>")
        elif x.startswith("$ "):
            out.append(f"<pre><code>{esc(x)}</code></pre>")
        elif x.startswith("> "):
            out.append(f"<blockquote><p>{linked(x[2:])}</p></blockquote>")
        else:
            out.append(f"<p>{linked(x).replace(chr(10), '<br>')}</p>")
    return "".join(out)


# --------------------------------------------------------------------------- furniture of 2012


def widget(title: str, inner: str, cls: str = "", tag: str = "div") -> str:
    return f'<{tag} class="widget sidew {cls}"><h4 class="widgettitle">{esc(title)}</h4>{inner}</{tag}>'


def optin(title: str, pitch: str, button: str = "Send Me The Free E-book!", tag: str = "div") -> str:
    return widget(
        title,
        f'<div class="optin"><img src="/_avatar/ebook-cover.svg" alt="" width="90" height="120"><p>{esc(pitch)}</p>'
        '<form action="/go/aweber/" method="post"><input type="text" name="name" placeholder="First name">'
        f'<input type="text" name="email" placeholder="Email address"><input type="submit" value="{esc(button)}"></form>'
        '<p class="small">We hate spam too. Unsubscribe any time.</p></div>',
        "optin-widget",
        tag,
    )


def popular(titles: str, heading: str = "Popular Posts", counts: bool = True, tag: str = "div") -> str:
    items = "".join(
        f'<li><a href="/{slug(r[0])[:50]}/">{esc(r[0])}</a>'
        + (f' <span class="count">({esc(r[1])})</span>' if counts and len(r) > 1 else "")
        + "</li>"
        for r in rows(titles)
    )
    return widget(heading, f"<ul>{items}</ul>", "popular-posts", tag)


def start_here(lines: str, tag: str = "div") -> str:
    return widget(
        "Start Here",
        "<ul>"
        + "".join(f'<li><a href="/{slug(x)[:40]}/">{esc(x)}</a></li>' for x in lines.strip().splitlines())
        + "</ul>",
        "start-here",
        tag,
    )


def social(key: str, tag: str = "div") -> str:
    return widget(
        "Let's Connect",
        f'<p class="social-counter"><a href="/feed/">{num(key + "r", 900, 9000):,} RSS readers</a> &middot; '
        f'<a href="/go/twitter/">{num(key + "t", 400, 12000):,} followers</a> &middot; <a href="/go/facebook/">{num(key + "f", 200, 6000):,} fans</a></p>',
        "social",
        tag,
    )


def as_seen(names: str) -> str:
    return (
        '<div class="asseen">As seen on: '
        + "".join(f"<span>{esc(x)}</span>" for x in names.split(","))
        + "</div>"
    )


def banner(text: str, tag: str = "div") -> str:
    return widget(
        "Sponsors",
        f'<p class="aff"><a href="/go/{slug(text)[:20]}/" rel="nofollow"><img src="/_avatar/ad-{slug(text)[:20]}.svg" alt="{esc(text)}" width="250" height="250"></a></p>',
        "ads",
        tag,
    )


def testimonials(block: str, tag: str = "div") -> str:
    items = "".join(
        f'<blockquote class="testimonial"><p>&ldquo;{esc(q)}&rdquo;</p><cite>&mdash; {esc(w)}</cite></blockquote>'
        for q, w in rows(block)
    )
    return widget("What Readers Say", items, "testimonials", tag)


def bio(name: str, text: str) -> str:
    return (
        f'<div class="biobox author-box"><img src="/_avatar/bio-{slug(name)}.svg" alt="" width="70" height="70">'
        f"<p><strong>About {esc(name)}</strong> {esc(text)}</p></div>"
    )


def related(titles: str, heading: str = "You might also like:") -> str:
    items = "".join(
        f'<li><a href="/{slug(t)[:50]}/"><img src="/_avatar/rel-{slug(t)[:20]}.svg" alt="" width="130" height="90"><br>{esc(t)}</a></li>'
        for t in titles.strip().splitlines()
    )
    return f'<div class="relposts related-posts"><h3>{esc(heading)}</h3><ul>{items}</ul></div>'


def tweets(handle: str, block: str, tag: str = "div") -> str:
    items = "".join(
        f'<li><span class="tweet-text">{linked(t)}</span> <a class="tweet-time" href="/go/twitter/">{esc(w)}</a></li>'
        for t, w in rows(block)
    )
    return widget(
        "Latest Tweets",
        f'<ul class="tweets">{items}</ul><p><a href="/go/twitter/">Follow @{esc(handle)}</a></p>',
        "twitter",
        tag,
    )


def top_commenters(block: str, tag: str = "div") -> str:
    items = "".join(
        f'<li><a href="/go/{slug(n)[:20]}/" rel="nofollow">{esc(n)}</a> ({esc(c)})</li>'
        for n, c in rows(block)
    )
    return widget("Top Commenters", f"<ul>{items}</ul>", "top-commenters", tag)


def share_counts(key: str) -> str:
    return (
        f'<div class="share-counts"><span>Tweet {num(key + "t", 5, 400)}</span><span>Like {num(key + "f", 5, 900)}</span>'
        f"<span>+1 {num(key + 'g', 0, 60)}</span><span>Pin it {num(key + 'p', 0, 300)}</span><span>Share {num(key + 's', 0, 80)}</span></div>"
    )


def case(
    cid: str,
    kind: str,
    site_key: str,
    piece: Piece,
    bits: Bits,
    ns: list[Note],
    *,
    path: str,
    container: str,
    heading: str | None,
    description: str,
    lookalikes: tuple[str, ...] = (),
) -> Case:
    return Case(
        id=cid,
        kind=kind,
        language="en",
        reveal="on_load",
        container=container,
        heading=heading,
        description=description,
        path=path,
        html=render_cf(SITES_CF[site_key], piece, bits),
        comments=seeds(ns),
        static=True,
        lookalikes=lookalikes,
    )
