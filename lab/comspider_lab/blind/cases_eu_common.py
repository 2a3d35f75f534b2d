"""Shared helpers of blind set eu (written for this set): ``posts`` reads a forum thread's reader posts from an
indented block, one post a line (``NAME @ SHOWN :: TEXT``, paragraphs split by `` // ``, then optional fields after
`` || ``: ``q=NAME|QUOTED`` a quote of an earlier post above the text, ``s=SIGNATURE``, ``e=EDITED`` (the time of
the last edit as the forum prints it), ``t=NAME,NAME`` (who thanked or liked it)); ``xhtml`` (an XHTML 1.0
Transitional document head of 2009-2013 around a page's own body), ``br`` (paragraphs joined by ``<br />``) and
``make`` (a Case). No forum skeleton is shared: each page builds its own markup of its forum software."""

from __future__ import annotations

from dataclasses import dataclass

from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed

__all__ = ["Case", "P", "br", "esc", "make", "posts", "quoted", "slug", "xhtml"]


@dataclass(frozen=True)
class P:
    """One reader post as the forum prints it: who, the time shown, the text, what else the forum prints with it."""

    who: str
    at: str
    body: str
    quote: tuple[str, str] | None = None
    sig: str = ""
    edited: str = ""
    thanks: tuple[str, ...] = ()


def posts(block: str) -> list[P]:
    out: list[P] = []
    for raw in block.strip().splitlines():
        line = raw.strip()
        if not line:
            continue
        main, *extra = line.split(" || ")
        head, body = main.split(" :: ", 1)
        who, at = (x.strip() for x in head.split(" @ ", 1))
        text = "\n\n".join(p.strip() for p in body.split(" // "))
        fields: dict[str, str] = {}
        for item in extra:
            key, _, value = item.partition("=")
            fields[key.strip()] = value.strip()
        quote = None
        if "q" in fields:
            qn, qt = fields["q"].split("|", 1)
            quote = (qn.strip(), qt.strip())
        thanks = tuple(x.strip() for x in fields.get("t", "").split(",") if x.strip())
        out.append(P(who, at, text, quote, fields.get("s", ""), fields.get("e", ""), thanks))
    return out


def quoted(ps: list[P], i: int) -> int:
    """The index of the post that post ``i`` quotes: the latest earlier post by the quoted name."""
    quote = ps[i].quote
    assert quote is not None
    return max(j for j in range(i) if ps[j].who == quote[0])


def br(text: str) -> str:
    """A post's text as forum software of the time stored it: paragraphs joined by two ``<br />``."""
    return "<br /><br />".join(esc(x).replace("\n", "<br />") for x in text.split("\n\n"))


def xhtml(title: str, lang: str, css: str, body: str, *, head: str = "", body_attrs: str = "") -> str:
    """An XHTML 1.0 Transitional document as the forum software of 2009-2013 served it."""
    return (
        '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" '
        '"http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">\n'
        f'<html xmlns="http://www.w3.org/1999/xhtml" dir="ltr" lang="{lang}" xml:lang="{lang}">\n<head>\n'
        '<meta http-equiv="content-type" content="text/html; charset=UTF-8" />\n'
        f"<title>{esc(title)}</title>\n{head}\n"
        f'<style type="text/css">\n{css}\n</style>\n</head>\n'
        f"<body{' ' + body_attrs if body_attrs else ''}>\n{body}\n</body>\n</html>\n"
    )


def make(
    cid: str,
    kind: str,
    lang: str,
    html: str,
    ps: list[P],
    *,
    path: str,
    container: str,
    heading: str | None,
    description: str,
    lookalikes: tuple[str, ...] = (),
) -> Case:
    """A forum thread's case: the reader posts are the truth, flat (a quote is not a reply's parent)."""
    return Case(
        id=cid,
        kind=kind,
        language=lang,
        reveal="on_load",
        container=container,
        heading=heading,
        description=description,
        path=path,
        html=html,
        comments=[Seed(p.who, p.body, None, p.at) for p in ps],
        static=True,
        lookalikes=lookalikes,
    )
