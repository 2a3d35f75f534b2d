"""Page templates of blind set CN, written for this set (no saved page opened, no vendor's or theme's code copied;
every class, name and text invented), in the manner of English-language small papers, blogs and hobby sites of
2010-2013 as a crawler saved them. Each site prints its own classes (its two-letter prefix) on one of four skeletons:

- ``cols``: a masthead, a section bar, the article, the case's block, a right column of widgets, a footer;
- ``table``: a table layout of the late 2000s: the masthead row, a left cell of sections, the article cell, a right
  cell of widgets;
- ``blog``: a narrow blog column with a sidebar on the left (blogroll, archive, tag cloud);
- ``print``: a print view: the logo, the article and what the case appends, no furniture but the print footer.

Page parts (``Bits``): ``inside`` (inside the article's own element, after its last paragraph), ``after`` (after the
article), ``side`` (the widgets), ``style``.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass

from comspider_lab.blind.content_cn import SiteCN
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
    skeleton: str = "cols"


def num(key: str, lo: int, hi: int) -> int:
    return lo + int(hashlib.md5(key.encode()).hexdigest()[:6], 16) % (hi - lo + 1)


def _css(site: SiteCN) -> str:
    p, c = site.prefix, site.color
    return (
        f"body{{margin:0;background:#e9e9e4;font:13px/1.5 {site.font};color:#222}}a{{color:{c}}}"
        f"#{p}-wrap{{width:980px;margin:0 auto;background:#fff}}#{p}-head{{padding:14px;border-bottom:4px solid {c}}}"
        f"#{p}-head a.logo{{font:bold 32px Georgia,serif;color:{c};text-decoration:none}}#{p}-head em{{display:block;color:#777;font-size:12px}}"
        f"ul.{p}-menu{{list-style:none;margin:0;padding:0;background:{c};overflow:hidden}}ul.{p}-menu li{{float:left}}"
        f"ul.{p}-menu a{{display:block;color:#fff;padding:6px 12px;text-decoration:none;font-weight:bold}}"
        f"#{p}-main{{float:left;width:630px;padding:12px 14px}}#{p}-side{{float:right;width:290px;padding:12px 10px}}"
        f".{p}-box{{border:1px solid #ddd;margin-bottom:12px;padding:6px 8px}}.{p}-box h3{{margin:0 0 4px;font-size:13px;color:{c}}}"
        f".{p}-story h1{{font:bold 26px/1.2 Georgia,serif;margin:6px 0}}.{p}-by{{color:#777;font-size:11px}}"
        f"#{p}-foot{{clear:both;background:#eee;font-size:11px;padding:10px 14px;color:#666}}"
        f".{p}-ad{{background:#f4f4f4;border:1px dashed #ccc;text-align:center;color:#999;font-size:10px;padding:40px 0;margin-bottom:12px}}"
    )


def _head(site: SiteCN, piece: Piece, bits: Bits) -> str:
    return (
        '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">\n'
        '<html xmlns="http://www.w3.org/1999/xhtml" lang="en">\n<head>\n'
        '<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />\n'
        f"<title>{esc(piece.title)} | {esc(site.name)}</title>\n"
        f'<meta name="description" content="{esc(piece.paragraphs[0][:150])}" />\n'
        f'<link rel="alternate" type="application/rss+xml" title="{esc(site.name)} RSS" href="/feed/" />\n'
        f'<style type="text/css">{_css(site)}{bits.style}</style>\n'
        "<script type=\"text/javascript\">var _gaq = _gaq || []; _gaq.push(['_setAccount', 'UA-1234567-1']); _gaq.push(['_trackPageview']);</script>\n"
        "</head>\n"
    )


def _story(site: SiteCN, piece: Piece, bits: Bits) -> str:
    p = site.prefix
    tags = (
        f'<p class="{p}-tags">Filed under: '
        + ", ".join(f'<a href="/tag/{slug(t)}/">{esc(t)}</a>' for t in piece.tags)
        + "</p>"
        if piece.tags
        else ""
    )
    return (
        f'<div class="{p}-story"><h1>{esc(piece.title)}</h1>'
        f'<p class="{p}-by">{esc(piece.byline)} &middot; <span title="{piece.iso}">{esc(piece.shown)}</span></p>'
        + "".join(f"<p>{esc(x)}</p>" for x in piece.paragraphs)
        + bits.inside
        + "</div>"
        + tags
    )


def render_cn(site: SiteCN, piece: Piece, bits: Bits) -> str:
    p = site.prefix
    head = _head(site, piece, bits) + f'<body class="{p}">\n<div id="{p}-wrap">\n'
    mast = (
        f'<div id="{p}-head"><a class="logo" href="/">{esc(site.name)}</a><em>{esc(site.motto)}</em></div>\n'
        f'<ul class="{p}-menu">'
        + "".join(f'<li><a href="/{slug(m)}/">{esc(m)}</a></li>' for m in site.menu)
        + "</ul>\n"
    )
    foot = (
        f'<div id="{p}-foot">&copy; {site.year} {esc(site.name)}. All rights reserved. '
        '<a href="/about/">About us</a> | <a href="/advertise/">Advertise</a> | <a href="/privacy/">Privacy policy</a></div>\n'
    )
    story = _story(site, piece, bits)
    if bits.skeleton == "print":
        body = (
            f'<div id="{p}-print"><p><b>{esc(site.name)}</b> &mdash; printer-friendly version. '
            '<a href="javascript:window.print()">Print this page</a> | <a href="javascript:history.back()">Back to article</a></p><hr />'
            + story
            + bits.after
            + f'<hr /><p class="{p}-src">Copyright {site.year} {esc(site.name)}. This article may not be reproduced without permission.</p></div>\n'
        )
        return head + body + "</div>\n</body>\n</html>\n"
    if bits.skeleton == "table":
        body = (
            f'<table width="980" cellpadding="0" cellspacing="0" border="0"><tr><td colspan="3">{mast}</td></tr><tr>'
            f'<td width="150" valign="top" class="{p}-left">'
            + "".join(f'<a href="/{slug(m)}/">{esc(m)}</a><br />' for m in site.menu)
            + f'</td><td width="530" valign="top" style="padding:10px">{story}{bits.after}</td>'
            f'<td width="300" valign="top"><div class="{p}-ad">Advertisement</div>{bits.side}</td></tr></table>\n'
        )
        return head + body + foot + "</div>\n</body>\n</html>\n"
    if bits.skeleton == "blog":
        body = (
            mast + f'<div id="{p}-side" style="float:left">{bits.side}</div>'
            f'<div id="{p}-main" style="float:right">{story}{bits.after}</div>\n'
        )
        return head + body + foot + "</div>\n</body>\n</html>\n"
    body = (
        mast
        + f'<div id="{p}-main">{story}{bits.after}</div>'
        + f'<div id="{p}-side"><div class="{p}-ad">Advertisement</div>{bits.side}</div>\n'
    )
    return head + body + foot + "</div>\n</body>\n</html>\n"
