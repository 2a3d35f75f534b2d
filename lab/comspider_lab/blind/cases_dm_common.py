"""Shared helpers of blind set DM (written for this set): ``talk`` reads a discussion from an indented block, one
comment a line (``NAME @ WHEN :: TEXT``, paragraphs split by `` // ``, depth by leading ``>``; a body opening with
``^N`` answers comment N explicitly (a quote or an "in reply to" link the page prints), and ``"…" ::`` after it is
the quoted part the page shows above the answer, not the reader's own words), ``paras`` (a text's paragraphs with
its web addresses made links), ``doc`` (an era page's head and body) and ``make`` (a Case)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed

__all__ = ["C", "Case", "Seed", "doc", "esc", "kids_of", "make", "paras", "slug", "talk"]


@dataclass(frozen=True)
class C:
    """One comment as the page prints it: who, when, text, parent index, depth, quoted words of the parent."""

    who: str
    at: str
    body: str
    parent: int | None
    depth: int
    quote: str = ""


_REF = re.compile(r"^\^(\d+)\s+")
_QUOTE = re.compile(r'^"([^"]+)"\s+::\s+')


def talk(block: str) -> list[C]:
    out: list[C] = []
    for raw in block.strip().splitlines():
        line = raw.strip()
        if not line:
            continue
        depth = len(line) - len(line.lstrip(">"))
        line = line.lstrip(">").strip()
        head, body = line.split(" :: ", 1)
        who, at = (x.strip() for x in head.split(" @ ", 1))
        parent: int | None = None
        quote = ""
        m = _REF.match(body)
        if m:
            parent = int(m.group(1))
            body = body[m.end() :]
            q = _QUOTE.match(body)
            if q:
                quote = q.group(1)
                body = body[q.end() :]
        text = "\n\n".join(p.strip() for p in body.split(" // "))
        if depth:
            parent = max(i for i, c in enumerate(out) if c.depth == depth - 1)
        out.append(C(who, at, text, parent, depth, quote))
    return out


def kids_of(cs: list[C]) -> dict[int | None, list[int]]:
    kids: dict[int | None, list[int]] = {}
    for i, c in enumerate(cs):
        kids.setdefault(c.parent if c.depth else None, []).append(i)
    return kids


def seeds(cs: list[C]) -> list[Seed]:
    return [Seed(c.who, c.body, c.parent, c.at) for c in cs]


_URL = re.compile(r"(https?://[^\s<]+[^\s<.,;:!?)]|www\.[^\s<]+[^\s<.,;:!?)])")


def linked(text: str) -> str:
    def a(m: re.Match[str]) -> str:
        url = m.group(1)
        href = url if url.startswith("http") else "http://" + url
        return f'<a href="{href}" rel="nofollow" target="_blank">{url}</a>'

    return _URL.sub(a, esc(text))


def paras(text: str, tag: str = "p", br: bool = False) -> str:
    """A text's paragraphs, each in its own element (or joined by <br /><br /> when ``br``), with links."""
    parts = [linked(x) for x in text.split("\n\n")]
    if br:
        return "<br />\n<br />\n".join(parts)
    return "".join(f"<{tag}>{x}</{tag}>" for x in parts)


def doc(
    title: str, lang: str, css: str, body: str, head: str = "", xhtml: bool = True, body_attrs: str = ""
) -> str:
    """A whole page: the doctype of its year, charset, title, the site's style, a stats snippet, the body."""
    if xhtml:
        top = (
            '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" '
            '"http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">\n'
            f'<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="{lang}" lang="{lang}">\n<head>\n'
            '<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />\n'
        )
    else:
        top = f'<!DOCTYPE html>\n<html lang="{lang}">\n<head>\n<meta charset="utf-8">\n'
    return (
        f"{top}<title>{esc(title)}</title>\n{head}\n"
        f'<style type="text/css">{css}</style>\n'
        "<script type=\"text/javascript\">var _gaq = _gaq || []; _gaq.push(['_setAccount', 'UA-2201934-3']); "
        "_gaq.push(['_trackPageview']);</script>\n"
        f"</head>\n<body{(' ' + body_attrs) if body_attrs else ''}>\n{body}\n</body>\n</html>\n"
    )


def make(
    cid: str,
    kind: str,
    lang: str,
    html: str,
    cs: list[C],
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
        language=lang,
        reveal="on_load",
        container=container,
        heading=heading,
        description=description,
        path=path,
        html=html,
        comments=seeds(cs),
        static=True,
        lookalikes=lookalikes,
    )
