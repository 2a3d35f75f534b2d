"""Shared helpers of blind set EQ (written anew for this set): ``Entry`` (one reader comment as the page prints it),
``xhtml`` (the document head of a 2010-2013 page: an XHTML 1.0 Transitional or HTML5 doctype, meta tags, the page's
own style sheet), ``paras`` and ``make`` (a Case). No page skeleton is shared: each page writes its own template."""

from __future__ import annotations

from dataclasses import dataclass

from comspider_lab.blind.layout import esc
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed

__all__ = ["Case", "Entry", "esc", "make", "paras", "xhtml"]


@dataclass(frozen=True)
class Entry:
    """One reader comment: who, the time as shown, its text (paragraphs split by a blank line), its parent's index."""

    who: str
    at: str
    text: str
    parent: int | None = None


def paras(text: str, tag: str = "p", attrs: str = "") -> str:
    return "".join(f"<{tag}{attrs}>{esc(x)}</{tag}>" for x in text.split("\n\n"))


def xhtml(
    title: str,
    site: str,
    lang: str,
    css: str,
    body: str,
    *,
    published: str,
    author: str,
    head: str = "",
    html5: bool = False,
    body_attrs: str = "",
) -> str:
    """A page of 2010-2013 as its site served it: XHTML 1.0 Transitional (or the early HTML5 doctype)."""
    if html5:
        top = f'<!DOCTYPE html>\n<html lang="{lang}">\n<head>\n<meta charset="utf-8" />\n'
    else:
        top = (
            '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" '
            '"http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">\n'
            f'<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="{lang}" lang="{lang}">\n<head>\n'
            '<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />\n'
        )
    return (
        top + f"<title>{esc(title)} | {esc(site)}</title>\n"
        f'<meta name="author" content="{esc(author)}" />\n'
        f'<meta property="og:title" content="{esc(title)}" />\n'
        f'<meta property="og:site_name" content="{esc(site)}" />\n'
        f'<meta property="article:published_time" content="{esc(published)}" />\n'
        f'<style type="text/css">\n{css}\n</style>\n{head}</head>\n'
        f"<body{' ' + body_attrs if body_attrs else ''}>\n{body}\n</body>\n</html>\n"
    )


def make(
    cid: str,
    kind: str,
    lang: str,
    html: str,
    entries: list[Entry],
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
        comments=[Seed(e.who, e.text, e.parent, e.at) for e in entries],
        static=True,
        lookalikes=lookalikes,
    )
