"""Shared helpers of blind set Q: a thread one comment a line, "@Name" parents, a story, old-style avatars, a nested
rendering of a thread, set L's ``fetch_on`` and ``tree_walk``, and a case from its page parts (the shared
``case_maker``)."""

from __future__ import annotations

import hashlib
from collections.abc import Callable

from comspider_lab.blind.cases_l_common import case_maker, fetch_on, tree_walk
from comspider_lab.blind.content_q import SITES_Q, SITES_Q_K
from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.layout_k import SiteK
from comspider_lab.blind.layout_q import PartsK, Story, box, cloud, num, render_q
from comspider_lab.blind.widgets import Seed, children

__all__ = [
    "PartsK",
    "Seed",
    "Story",
    "avatar",
    "box",
    "brs",
    "children",
    "cloud",
    "esc",
    "fetch_on",
    "links",
    "make",
    "nest",
    "num",
    "page",
    "ps",
    "slug",
    "story",
    "thread",
    "tree_walk",
]


def thread(block: str) -> list[Seed]:
    """One comment a line: ``author | when | parent | text``. ``when`` may be empty (no time shown); ``parent`` is
    ``-`` (top level), the index of the comment answered, or ``@`` (the latest earlier comment by the name the text
    opens with, "@Name"); ``¶`` in the text separates paragraphs."""
    out: list[Seed] = []
    for line in block.strip().splitlines():
        if not line.strip():
            continue
        author, when, parent, text = (x.strip() for x in line.split(" | ", 3))
        text = text.replace(" ¶ ", "\n\n")
        par: int | None
        if parent == "-":
            par = None
        elif parent == "@":
            par = at_parent(out, text)
        else:
            par = int(parent)
        out.append(Seed(author, text, par, when))
    return out


def at_parent(earlier: list[Seed], text: str) -> int:
    """The latest earlier comment by the name an answer opens with ("@Name", set J's rule)."""
    assert text.startswith("@"), text
    best = -1
    for i, c in enumerate(earlier):
        if text[1:].startswith(c.author) and (best < 0 or len(c.author) >= len(earlier[best].author)):
            best = i
    assert best >= 0, text
    return best


def ps(text: str, tag: str = "p", cls: str = "") -> str:
    c = f' class="{cls}"' if cls else ""
    return "".join(f"<{tag}{c}>{esc(p)}</{tag}>" for p in text.split("\n\n"))


def brs(text: str) -> str:
    """Paragraphs as one block with <br><br> between them (old comment templates)."""
    return "<br><br>".join(esc(p) for p in text.split("\n\n"))


def avatar(name: str, size: int = 32, cls: str = "avatar") -> str:
    """An old-style avatar: an image from an avatar service's path keyed by a hash of the e-mail."""
    key = hashlib.md5(name.encode()).hexdigest()
    return f'<img alt="" src="/_avatar/{key}.jpg?s={size}&amp;d=identicon" class="{cls}" height="{size}" width="{size}" />'


def nest(
    c: list[Seed], item: Callable[[int, int, str], str], parent: int | None = None, depth: int = 0
) -> str:
    """Each comment by ``item(index, depth, replies_html)``, its replies rendered first."""
    return "".join(item(i, depth, nest(c, item, i, depth + 1)) for i in children(c, parent))


def links(items: str, sep: str = "</li><li>", wrap: str = "ul") -> str:
    """A list of links from ``|``-separated titles."""
    inner = sep.join(f'<a href="/{slug(t.strip())}/">{esc(t.strip())}</a>' for t in items.split("|"))
    return f"<{wrap}><li>{inner}</li></{wrap}>"


def story(title: str, byline: str, iso: str, shown: str, paras: str, declare: str = "og", **kw: str) -> Story:
    """``paras``: paragraphs separated by blank lines; ``byline`` is the author's name; ``shown`` empty for a page
    that shows no date; ``declare`` as set K's (``none``: no declaration at all)."""
    p = tuple(" ".join(x.split()) for x in paras.strip().split("\n\n"))
    return Story(title, byline, (byline,), iso, shown, p, declare=declare, **kw)


def _render(template: str, site: SiteK, st: Story, parts: PartsK) -> str:
    return render_q(template, SITES_Q[site.name], st, parts)


make = case_maker(SITES_Q_K, _render)


def page(template: str, site_key: str, st: Story, parts: PartsK) -> str:
    """A whole page of a case's site (a second comments page of the same article)."""
    return _render(template, SITES_Q_K[site_key], st, parts)
