"""Shared helpers of blind set EO (written anew for this set): ``talk`` reads a discussion from an indented block, one
comment a line (``NAME @ SHOWN :: TEXT``, paragraphs split by `` // ``, depth by leading ``>``); ``rows`` reads
furniture records (``a | b | c`` a line); ``page`` (an XHTML 1.0 or HTML5 document of 2010-2013 around a page's own
body, with its era's meta tags and an inert analytics snippet); ``paras``; ``make`` (a Case). No page skeleton is
shared: each page builds its own template and its own furniture."""

from __future__ import annotations

from dataclasses import dataclass

from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed

__all__ = ["C", "Case", "esc", "kids", "make", "page", "paras", "rows", "slug", "talk"]


@dataclass(frozen=True)
class C:
    """One comment as the page prints it: who, the time shown, text, parent index, depth."""

    who: str
    at: str
    body: str
    parent: int | None
    depth: int


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
        text = "\n\n".join(p.strip() for p in body.split(" // "))
        parent: int | None = None
        if depth:
            parent = max(i for i, c in enumerate(out) if c.depth == depth - 1)
        out.append(C(who, at, text, parent, depth))
    return out


def kids(cs: list[C]) -> dict[int | None, list[int]]:
    out: dict[int | None, list[int]] = {}
    for i, c in enumerate(cs):
        out.setdefault(c.parent, []).append(i)
    return out


def rows(block: str) -> list[list[str]]:
    return [[x.strip() for x in line.split("|")] for line in block.strip().splitlines() if line.strip()]


def paras(text: str, tag: str = "p", attrs: str = "", br: bool = False) -> str:
    """Paragraphs as tags, or (``br``) as one run split by ``<br /><br />`` as old CMSs printed them."""
    parts = text.split("\n\n")
    if br:
        return "<br /><br />\n".join(esc(x) for x in parts)
    return "".join(f"<{tag}{attrs}>{esc(x)}</{tag}>" for x in parts)


_XHTML = (
    '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" '
    '"http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">\n'
)


def page(
    title: str,
    site: str,
    lang: str,
    css: str,
    body: str,
    *,
    published: str,
    description: str = "",
    head: str = "",
    html5: bool = False,
    charset: str = "utf-8",
    body_attrs: str = "",
    ga: str = "UA-0000000-1",
) -> str:
    """An article page of 2010-2013: doctype of its year, Content-Type meta, Open Graph tags, the page's own styles and
    an analytics snippet that loads nothing (the saved page keeps the inline code only)."""
    if html5:
        top = f'<!DOCTYPE html>\n<html lang="{lang}">\n<head>\n<meta charset="{charset}" />\n'
    else:
        top = (
            _XHTML + f'<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="{lang}" lang="{lang}" '
            'xmlns:og="http://ogp.me/ns#" xmlns:fb="http://www.facebook.com/2008/fbml">\n<head>\n'
            f'<meta http-equiv="Content-Type" content="text/html; charset={charset}" />\n'
        )
    analytics = (
        '<script type="text/javascript">\n  var _gaq = _gaq || [];\n'
        f"  _gaq.push(['_setAccount', '{ga}']);\n  _gaq.push(['_trackPageview']);\n</script>\n"
    )
    return (
        f"{top}<title>{esc(title)} | {esc(site)}</title>\n"
        f'<meta name="description" content="{esc(description or title)}" />\n'
        f'<meta property="og:title" content="{esc(title)}" />\n<meta property="og:type" content="article" />\n'
        f'<meta property="og:site_name" content="{esc(site)}" />\n'
        f'<meta property="article:published_time" content="{esc(published)}" />\n'
        f'<style type="text/css">\n{css}\n</style>\n{head}{analytics}</head>\n'
        f"<body{' ' + body_attrs if body_attrs else ''}>\n{body}\n</body>\n</html>\n"
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
        comments=[Seed(c.who, c.body, c.parent, c.at) for c in cs],
        static=True,
        lookalikes=lookalikes,
    )
