"""Page templates of blind set CM, written for this set (no saved page opened, no theme's code copied; every class,
name and text invented), in the manner of English-language news sites, blogs and small sites of 2010-2013 as a
crawler saved them (the served HTML). Each site prints its own classes (its prefix) on one of four skeletons:

- ``news``: a masthead, a section bar, two columns (the story, then the right column of boxes), a footer;
- ``blog``: a blog header with its tagline, the post, a sidebar of widgets, a footer;
- ``print``: a print view (the site name, "print this page", the story, no columns);
- ``text``: a text-only edition (links, ``<hr>`` and plain paragraphs, no style sheet).

Page parts (``Bits``): ``inside`` (inside the story's own element, after its last paragraph), ``after`` (after the
story), ``side`` (the right column), ``style``, ``tail`` (before </body>).
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass

from comspider_lab.blind.content_cm import SiteCM
from comspider_lab.blind.layout import esc, slug


@dataclass(frozen=True)
class Piece:
    title: str
    byline: str
    iso: str
    shown: str
    text: str
    section: str = ""
    tags: tuple[str, ...] = ()

    @property
    def paragraphs(self) -> list[str]:
        return [" ".join(p.split()) for p in self.text.strip().split("\n\n") if p.strip()]


@dataclass(frozen=True)
class Bits:
    inside: str = ""
    after: str = ""
    side: str = ""
    style: str = ""
    tail: str = ""
    skeleton: str = "news"  # news, blog, print, text
    body: str = ""  # replaces the story's paragraphs (e.g. a story in two pages)


def num(key: str, lo: int, hi: int) -> int:
    return lo + int(hashlib.md5(key.encode()).hexdigest()[:6], 16) % (hi - lo + 1)


def _css(site: SiteCM) -> str:
    p, c = site.prefix, site.color
    return (
        f"body{{margin:0;background:#e9e6df;font:13px/1.55 {site.font};color:#222}}a{{color:{c}}}"
        f"#{p}-wrap{{width:980px;margin:0 auto;background:#fff}}#{p}-top{{padding:14px 16px;border-bottom:4px solid {c}}}"
        f"#{p}-top a.logo{{font:bold 34px Georgia,serif;color:{c};text-decoration:none}}#{p}-top small{{display:block;color:#777}}"
        f"ul.{p}-menu{{list-style:none;margin:0;padding:0;background:#333;overflow:hidden}}ul.{p}-menu li{{float:left}}"
        f"ul.{p}-menu a{{display:block;color:#fff;padding:6px 12px;text-decoration:none;font-weight:bold}}"
        f"#{p}-main{{float:left;width:620px;padding:12px 16px}}#{p}-side{{float:right;width:290px;padding:12px 16px 12px 0}}"
        f".{p}-box{{border:1px solid #ddd;margin-bottom:14px;padding:6px 10px}}.{p}-box h4{{margin:0 0 4px;color:{c};font-size:13px;text-transform:uppercase}}"
        f".{p}-box ol,.{p}-box ul{{margin:4px 0;padding-left:20px}}.{p}-ad{{background:#f4f4f4;border:1px dashed #ccc;color:#aaa;text-align:center;font-size:10px;padding:40px 0;margin-bottom:14px}}"
        f".{p}-story h1{{font:bold 27px/1.2 Georgia,serif;margin:6px 0}}.{p}-by{{color:#777;font-size:11px}}.{p}-tags{{font-size:11px}}"
        f".{p}-share{{font-size:11px;color:#555;margin:8px 0}}.{p}-share span{{border:1px solid #ccc;padding:1px 5px;margin-right:5px;background:#f7f7f7}}"
        f"#{p}-foot{{clear:both;background:#2a2a2a;color:#aaa;font-size:11px;padding:12px 16px}}#{p}-foot a{{color:#ddd;margin-right:8px}}"
    )


def _share(site: SiteCM, piece: Piece) -> str:
    k = slug(piece.title)
    return (
        f'<div class="{site.prefix}-share"><span>Like {num(k, 3, 480)}</span><span>Tweet {num(k + "t", 0, 90)}</span>'
        f'<span>+1 {num(k + "g", 0, 20)}</span><span>Email</span> <a href="/{k[:30]}?print=1">Print</a></div>'
    )


def _story(site: SiteCM, piece: Piece, bits: Bits) -> str:
    p = site.prefix
    body = bits.body or "".join(f"<p>{esc(x)}</p>" for x in piece.paragraphs)
    tags = (
        f'<p class="{p}-tags">Tags: '
        + ", ".join(f'<a href="/tag/{slug(t)}">{esc(t)}</a>' for t in piece.tags)
        + "</p>"
        if piece.tags
        else ""
    )
    return (
        f'<div class="{p}-story"><h1>{esc(piece.title)}</h1>'
        f'<p class="{p}-by">{esc(piece.byline)} &middot; <span class="{p}-date">{esc(piece.shown)}</span></p>'
        f"{_share(site, piece)}{body}{bits.inside}{tags}</div>\n"
    )


def render_cm(site: SiteCM, piece: Piece, bits: Bits) -> str:
    p = site.prefix
    head = (
        '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">\n'
        '<html xmlns="http://www.w3.org/1999/xhtml" lang="en">\n<head>\n'
        '<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />\n'
        f"<title>{esc(piece.title)} | {esc(site.name)}</title>\n"
        f'<meta name="description" content="{esc(piece.paragraphs[0][:150])}" />\n'
        f'<meta property="og:title" content="{esc(piece.title)}" /><meta property="og:site_name" content="{esc(site.name)}" />\n'
    )
    if bits.skeleton == "text":
        return (
            head + "</head>\n<body>\n"
            f'<p><a href="/text/">{esc(site.name)} - text only</a> | <a href="/">Full site</a></p><hr />\n'
            + "".join(f'<a href="/text/{slug(m)}/">{esc(m)}</a> | ' for m in site.menu)
            + f"<hr />\n<h2>{esc(piece.title)}</h2>\n<p>{esc(piece.byline)}<br />{esc(piece.shown)}</p>\n"
            + (bits.body or "".join(f"<p>{esc(x)}</p>\n" for x in piece.paragraphs))
            + bits.inside
            + bits.after
            + "<hr />\n"
            + bits.side
            + f"<hr /><p>&copy; {site.year} {esc(site.name)}. Text edition for mobile phones and slow connections.</p>\n"
            + bits.tail
            + "</body>\n</html>\n"
        )
    head += (
        f'<style type="text/css">{_css(site)}{bits.style}</style>\n'
        "<script type=\"text/javascript\">var _gaq=_gaq||[];_gaq.push(['_setAccount','UA-1234567-1']);_gaq.push(['_trackPageview']);</script>\n"
        "</head>\n"
    )
    if bits.skeleton == "print":
        return (
            head
            + f'<body class="{p}-print" onload="">\n<div style="width:660px;margin:10px auto;background:#fff;padding:10px">'
            f'<p><b style="font:bold 24px Georgia,serif">{esc(site.name)}</b><br /><small>{esc(site.motto)}</small></p>'
            f'<p style="font-size:11px"><a href="javascript:window.print()">Print this page</a> | <a href="/">Back to the full story</a></p><hr />'
            f"<h1>{esc(piece.title)}</h1><p><i>{esc(piece.byline)}</i><br />{esc(piece.shown)}</p>"
            + (bits.body or "".join(f"<p>{esc(x)}</p>" for x in piece.paragraphs))
            + bits.inside
            + bits.after
            + f'<hr /><p style="font-size:10px">&copy; {site.year} {esc(site.name)}. All rights reserved. '
            f"This material may not be published, broadcast, rewritten or redistributed.</p></div>\n"
            + bits.tail
            + "</body>\n</html>\n"
        )
    top = (
        f'<body>\n<div id="{p}-wrap">\n<div id="{p}-top"><a class="logo" href="/">{esc(site.name)}</a><small>{esc(site.motto)}</small></div>\n'
        f'<ul class="{p}-menu">'
        + "".join(
            f'<li><a href="/{"" if i == 0 else slug(m) + "/"}">{esc(m)}</a></li>'
            for i, m in enumerate(site.menu)
        )
        + "</ul>\n"
    )
    ad = f'<div class="{p}-ad">Advertisement<br />300 x 250</div>'
    if bits.skeleton == "blog":
        main = f'<div id="{p}-main"><div class="{p}-post">{_story(site, piece, bits)}</div>{bits.after}</div>'
    else:
        main = f'<div id="{p}-main">{_story(site, piece, bits)}{bits.after}</div>'
    side = f'<div id="{p}-side">{ad}{bits.side}</div>'
    foot = (
        f'<div id="{p}-foot">'
        + "".join(f'<a href="/{slug(m)}/">{esc(m)}</a>' for m in site.menu)
        + f'<br />&copy; {site.year} {esc(site.name)} &middot; <a href="/privacy">Privacy policy</a> &middot; <a href="/terms">Terms of use</a></div>\n</div>\n'
    )
    return head + top + main + "\n" + side + "\n" + foot + bits.tail + "</body>\n</html>\n"
