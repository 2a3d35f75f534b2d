"""Shared helpers of blind set O: a thread one comment a line (set E's ``thread``), a story, the sidebar, a comment
form, a nested or flat rendering of a thread, scripts that fetch an HTML fragment on a click (set L's ``fetch_on``),
and a case from its page parts."""

from __future__ import annotations

from collections.abc import Callable

from comspider_lab.blind.cases_e_common import thread
from comspider_lab.blind.cases_l_common import case_maker, fetch_on, tree_walk
from comspider_lab.blind.content_o import SITES_O
from comspider_lab.blind.layout import esc
from comspider_lab.blind.layout_o import PartsK, Story, box, render_o, rows
from comspider_lab.blind.widgets import Seed, children

__all__ = [
    "SITES_O",
    "PartsK",
    "Seed",
    "Story",
    "at_parents",
    "av",
    "box",
    "children",
    "esc",
    "fetch_on",
    "form",
    "make",
    "nest",
    "ps",
    "rail",
    "render_o",
    "rows",
    "story",
    "thread",
    "tree_walk",
]


def ps(text: str, tag: str = "p") -> str:
    return "".join(f"<{tag}>{esc(p)}</{tag}>" for p in text.split("\n\n"))


def av(i: int, name: str, size: int = 48, cls: str = "avatar") -> str:
    return f'<img alt="" src="/_avatar/o{i}-{esc(name[:10])}.png" class="{cls}" height="{size}" width="{size}" />'


def nest(
    c: list[Seed], item: Callable[[int, int, str], str], parent: int | None = None, depth: int = 0
) -> str:
    """Each comment by ``item(index, depth, replies_html)``, its replies rendered first."""
    return "".join(item(i, depth, nest(c, item, i, depth + 1)) for i in children(c, parent))


def story(
    title: str, byline: str, author: str, iso: str, shown: str, paras: str, declare: str = "og", **kw: str
) -> Story:
    """``paras``: paragraphs separated by blank lines."""
    p = tuple(" ".join(x.split()) for x in paras.strip().split("\n\n"))
    return Story(title, byline, (author,), iso, shown, p, declare=declare, **kw)


def rail(template: str, *extra: str, links: str = "About|Contact|Advertise") -> str:
    """A search box, the case's own boxes, then a links box."""
    search = box(
        template,
        "Search",
        '<form action="/search" method="get"><input type="text" name="q" value="" /> <input type="submit" value="Go" /></form>',
    )
    more = box(template, "", rows(template, [f'<a href="#">{esc(x)}</a>' for x in links.split("|")]))
    return search + "".join(extra) + more


def form(
    title: str = "Post a comment", button: str = "Submit", name: str = "Name", body: str = "Comment"
) -> str:
    return (
        f'<div class="comment-form"><h3>{esc(title)}</h3><form action="#" method="post">'
        f'<p><label>{esc(name)}</label><br /><input type="text" name="name" size="30" /></p>'
        '<p><label>E-mail</label><br /><input type="text" name="email" size="30" /></p>'
        f'<p><label>{esc(body)}</label><br /><textarea name="body" rows="6" cols="50"></textarea></p>'
        f'<p><input type="submit" value="{esc(button)}" /></p></form></div>'
    )


make = case_maker(SITES_O, render_o)


def at_parents(c: list[Seed]) -> list[Seed]:
    """Set J's rule for flat lists: an answer that opens with "@Name" replies to that name's latest comment above."""
    out: list[Seed] = []
    for i, x in enumerate(c):
        parent = x.parent
        if parent is None and x.text.startswith("@"):
            best = -1
            for j in range(i):
                a = c[j].author
                if x.text[1:].startswith(a) and (best < 0 or len(a) >= len(c[best].author)):
                    best = j
            if best >= 0:
                parent = best
        out.append(Seed(x.author, x.text, parent, when=x.when))
    return out
