"""Shared helpers of blind set N: a thread one comment a line (set E's ``thread``), a story, the era's sidebar
furniture, the "Leave a Reply" form, scripts that fetch an HTML fragment on a click (set L's ``fetch_on``), and a case
from its page parts."""

from __future__ import annotations

from comspider_lab.blind.cases_e_common import thread
from comspider_lab.blind.cases_l_common import case_maker, fetch_on, tree_walk
from comspider_lab.blind.content_n import SITES_N
from comspider_lab.blind.layout import esc
from comspider_lab.blind.layout_n import PartsK, Story, box, render_n, rows
from comspider_lab.blind.widgets import Seed, children

__all__ = [
    "PartsK",
    "Seed",
    "Story",
    "av",
    "box",
    "children",
    "esc",
    "fetch_on",
    "make",
    "ps",
    "rail",
    "reply_form",
    "rows",
    "story",
    "thread",
    "tree_walk",
]


def ps(text: str) -> str:
    return "".join(f"<p>{esc(p)}</p>" for p in text.split("\n\n"))


def av(i: int, name: str, size: int = 40, cls: str = "avatar") -> str:
    return f'<img alt="" src="/_avatar/n{i}-{esc(name[:10])}.svg" class="{cls} avatar-{size} photo" height="{size}" width="{size}" />'


def story(
    title: str, byline: str, author: str, iso: str, shown: str, paras: str, declare: str = "og", **kw: str
) -> Story:
    """``paras``: paragraphs separated by blank lines."""
    p = tuple(" ".join(x.split()) for x in paras.strip().split("\n\n"))
    return Story(title, byline, (author,), iso, shown, p, declare=declare, **kw)


def rail(template: str, *extra: str, cats: str = "Uncategorized", months: str = "") -> str:
    """The era's sidebar: a search box, the case's own boxes, categories, archives by month, the meta links."""
    search = box(
        template,
        "",
        '<form action="/" method="get"><input type="text" name="s" value="" /> <input type="submit" value="Search" /></form>',
    )
    out = [search, *extra]
    out.append(
        box(template, "Categories", rows(template, [f'<a href="#">{esc(c)}</a>' for c in cats.split("|")]))
    )
    if months:
        out.append(
            box(
                template, "Archives", rows(template, [f'<a href="#">{esc(m)}</a>' for m in months.split("|")])
            )
        )
    out.append(
        box(
            template,
            "Meta",
            rows(
                template,
                [
                    '<a href="#">Log in</a>',
                    '<a href="#">Entries <abbr title="Really Simple Syndication">RSS</abbr></a>',
                ],
            ),
        )
    )
    return "".join(out)


def reply_form(
    title: str = "Leave a Reply",
    note: str = "Your email address will not be published. Required fields are marked *",
) -> str:
    return (
        f'<div id="respond"><h3 id="reply-title">{esc(title)} <small><a rel="nofollow" id="cancel-comment-reply-link" href="#respond" style="display:none;">Cancel reply</a></small></h3>'
        f'<form action="#" method="post" id="commentform"><p class="comment-notes">{esc(note)}</p>'
        '<p class="comment-form-author"><label for="author">Name</label> <span class="required">*</span><input id="author" name="author" type="text" value="" size="30" /></p>'
        '<p class="comment-form-email"><label for="email">Email</label> <span class="required">*</span><input id="email" name="email" type="text" value="" size="30" /></p>'
        '<p class="comment-form-url"><label for="url">Website</label><input id="url" name="url" type="text" value="" size="30" /></p>'
        '<p class="comment-form-comment"><label for="comment">Comment</label><textarea id="comment" name="comment" cols="45" rows="8"></textarea></p>'
        '<p class="form-submit"><input name="submit" type="submit" id="submit" value="Post Comment" /></p></form></div>'
    )


make = case_maker(SITES_N, render_n)
