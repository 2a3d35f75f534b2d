"""Shared helpers of blind set DT (written for this set on the pattern of set DS's): a forum thread is a list of
``P`` (one printed post: a reader's post, the robot's or editor's opening post, a moderator's note or a deleted
post's placeholder), each with what its reply quotes; ``seeds`` turns the readers' posts into the truth (parents
by quote, see the README's "Set DT"); ``doc`` (a document head of the era around a page's own body), ``counted``
(titles with counts), ``share`` (a share bar with counts as saved), ``paras`` and ``make`` (a Case). No page
skeleton is shared: each page builds its own template."""

from __future__ import annotations

from dataclasses import dataclass, field

from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed

__all__ = [
    "Case",
    "P",
    "counted",
    "doc",
    "esc",
    "make",
    "no_word",
    "other",
    "paras",
    "quote_of",
    "reader",
    "seeds",
    "share",
    "slug",
]

READER = "reader"
# the other posts a forum thread prints: the robot's or editor's opening post, a moderator's note, a deleted post
OTHER_KINDS = ("bot", "editor", "mod", "deleted")


@dataclass(frozen=True)
class P:
    """One printed post of a thread.

    ``body``: what the poster wrote, paragraphs split by `` // `` (stored joined by a blank line). ``quote``: the
    index (in the thread's list) of the post this one quotes, ``qtext`` what the quote shows of it (default: the
    whole quoted post), ``qname`` a quoted name that is no post of the thread (the article, another source).
    ``extra``: the page's own furniture of the post (rank, joined, posts, place, signature, edited line, thanks).
    """

    who: str
    at: str
    body: str
    kind: str = READER
    quote: int | None = None
    qtext: str = ""
    qname: str = ""
    nested: bool = False  # the quote shows the quoted post's own quote inside it
    extra: dict[str, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        assert self.kind == READER or self.kind in OTHER_KINDS, self.kind
        object.__setattr__(self, "body", "\n\n".join(p.strip() for p in self.body.split(" // ")))

    @property
    def is_reader(self) -> bool:
        return self.kind == READER

    def x(self, key: str, default: str = "") -> str:
        return self.extra.get(key, default)


def reader(
    who: str,
    at: str,
    body: str,
    quote: int | None = None,
    *,
    qtext: str = "",
    qname: str = "",
    nested: bool = False,
    **extra: str,
) -> P:
    """A reader's post (the page's furniture of it in ``extra``)."""
    return P(who, at, body, READER, quote, qtext, qname, nested, dict(extra))


def other(kind: str, who: str, at: str, body: str, **extra: str) -> P:
    """A post that is no reader's comment: "bot", "editor", "mod" (a moderator's note) or "deleted"."""
    assert kind in OTHER_KINDS, kind
    return P(who, at, body, kind, extra=dict(extra))


def quote_of(posts: list[P], i: int) -> tuple[str, str, str]:
    """(quoted name, quoted text, the quoted post's date) of post ``i``'s quote; ("", "", "") if none."""
    p = posts[i]
    if p.quote is not None:
        q = posts[p.quote]
        return q.who, p.qtext or q.body, q.at
    if p.qname:
        return p.qname, p.qtext, ""
    return "", "", ""


def seeds(posts: list[P]) -> list[Seed]:
    """The readers' posts as the truth: a reply's parent is the post its quote names, when that post is a reader's
    post of this thread; a quote of the opening post, the article or anyone else gives no parent."""
    index: dict[int, int] = {}
    out: list[Seed] = []
    for i, p in enumerate(posts):
        if not p.is_reader:
            continue
        parent = None
        if p.quote is not None:
            assert p.quote < i, (p.who, i)
            parent = index.get(p.quote)
        index[i] = len(out)
        out.append(Seed(p.who, p.body, parent, p.at))
    return out


def paras(text: str, tag: str = "p", br: bool = False, cls: str = "") -> str:
    parts = [esc(x) for x in text.split("\n\n")]
    if br:
        return "<br />\n<br />\n".join(parts)
    c = f' class="{cls}"' if cls else ""
    return "".join(f"<{tag}{c}>{x}</{tag}>" for x in parts)


def counted(rows: str, word: str, tag: str = "ol", cls: str = "n") -> str:
    """A list from "title | count" rows split by " ;; " or new lines."""
    items = []
    for row in rows.strip().replace(" ;; ", "\n").splitlines():
        title, count = (x.strip() for x in row.split("|"))
        items.append(
            f'<li><a href="/{slug(title)[:40]}.html">{esc(title)}</a> <span class="{cls}">({esc(count)} {word})</span></li>'
        )
    return f"<{tag}>" + "".join(items) + f"</{tag}>"


def share(counts: list[tuple[str, str]], cls: str = "share", count_cls: str = "cnt") -> str:
    return (
        f'<div class="{cls}">'
        + " ".join(
            f'<a class="{cls}-{slug(n)}" href="#">{esc(n)}</a>'
            + (f' <span class="{count_cls}">{esc(c)}</span>' if c else "")
            for n, c in counts
        )
        + "</div>"
    )


DOCTYPES = {
    "xhtml": '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">',
    "html4": '<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN" "http://www.w3.org/TR/html4/loose.dtd">',
    "html5": "<!DOCTYPE html>",
}


def doc(
    title: str,
    site: str,
    lang: str,
    css: str,
    body: str,
    *,
    date: str,
    doctype: str = "xhtml",
    body_attrs: str = "",
    head: str = "",
    counter: str = "",
) -> str:
    """The page: doctype, head (title, Open Graph tags with the article's date, the site's CSS), the body."""
    xmlns = ' xmlns="http://www.w3.org/1999/xhtml"' if doctype == "xhtml" else ""
    xl = f' xml:lang="{lang}"' if doctype == "xhtml" else ""
    close = " /" if doctype == "xhtml" else ""
    return (
        f'{DOCTYPES[doctype]}\n<html{xmlns} lang="{lang}"{xl}>\n<head>\n'
        f'<meta http-equiv="Content-Type" content="text/html; charset=utf-8"{close}>\n'
        f"<title>{esc(title)} - {esc(site)}</title>\n"
        f'<meta property="og:title" content="{esc(title)}"{close}><meta property="og:site_name" content="{esc(site)}"{close}>\n'
        f'<meta property="article:published_time" content="{esc(date)}"{close}>\n'
        f'<style type="text/css">{css}</style>\n{head}'
        + (f'<script type="text/javascript">{counter}</script>\n' if counter else "")
        + f"</head>\n<body{(' ' + body_attrs) if body_attrs else ''}>\n{body}\n</body>\n</html>\n"
    )


def no_word(html: str, word: str = "comment") -> str:
    """The page unchanged; fails if the word is anywhere in its markup or text (for the two discussions that must
    never say it)."""
    assert word not in html.lower(), html[max(0, html.lower().find(word) - 80) : html.lower().find(word) + 40]
    return html


def make(
    cid: str,
    kind: str,
    lang: str,
    html: str,
    posts: list[P],
    *,
    path: str,
    date: str,
    container: str,
    heading: str | None,
    description: str,
    lookalikes: tuple[str, ...] = (),
) -> Case:
    return Case(
        id=cid,
        kind=kind,
        language=lang,
        reveal="on_load",
        container=container,
        heading=heading,
        description=f"{description} Article date: {date}.",
        path=path,
        html=html,
        comments=seeds(posts),
        static=True,
        lookalikes=lookalikes,
    )
