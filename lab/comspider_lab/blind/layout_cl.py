"""Page templates of blind set CL, written for this set (no saved page opened, no vendor's or theme's code copied;
every class outside the comment systems' own conventions, every name and text invented), in the manner of English news
sites and blogs of 2012. Three skeletons, each site printing its own class prefix:

- ``blog``: a blog theme: header with the blog's name and motto, a menu, the post (title, date, author, text, share
  buttons as saved, tags), then the case's block, a right sidebar of widgets, a footer with a blogroll line;
- ``paper``: a newspaper CMS: a top bar, the masthead, a section bar, breadcrumbs, the article with its byline and
  share counts, the case's block, a right column of boxes, a fat footer;
- ``portal``: a local paper's portal of tables: a left column of sections, the article in the middle, widgets right.

Page parts (``Bits``): ``inside`` (inside the article, after its text), ``after`` (after the article), ``side`` (the
sidebar), ``style``, ``tail`` (before </body>), ``top`` (the top bar's right part).
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass

from comspider_lab.blind.content_cl import SiteCL
from comspider_lab.blind.layout import esc, slug


@dataclass(frozen=True)
class Piece:
    title: str
    byline: str
    iso: str
    shown: str
    text: str
    dek: str = ""
    section: str = ""
    tags: tuple[str, ...] = ()
    caption: str = ""

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
    top: str = ""


def num(key: str, lo: int, hi: int) -> int:
    return lo + int(hashlib.md5(key.encode()).hexdigest()[:6], 16) % (hi - lo + 1)


def _css(site: SiteCL) -> str:
    p, c = site.prefix, site.color
    return (
        f"body{{margin:0;background:#e9e9e4;font:13px/1.55 {site.font};color:#222}}a{{color:{c}}}"
        f"#{p}-wrap{{width:980px;margin:0 auto;background:#fff}}.{p}-top{{background:#222;color:#ccc;font-size:11px;padding:4px 10px;overflow:hidden}}"
        f".{p}-top span{{float:right}}.{p}-top a{{color:#eee}}.{p}-head{{padding:18px 14px;border-bottom:4px solid {c}}}"
        f".{p}-head a.{p}-name{{font:bold 36px Georgia,serif;color:{c};text-decoration:none}}.{p}-head p{{margin:2px 0 0;color:#777;font-style:italic}}"
        f".{p}-menu{{margin:0;padding:0;list-style:none;background:#f2f2ee;overflow:hidden;border-bottom:1px solid #ddd}}.{p}-menu li{{float:left}}"
        f".{p}-menu a{{display:block;padding:7px 14px;font-weight:bold;text-decoration:none}}.{p}-crumb{{font-size:11px;color:#888;padding:6px 14px}}"
        f".{p}-body{{overflow:hidden;padding:10px 14px}}.{p}-main{{float:left;width:630px}}.{p}-side{{float:right;width:290px;font-size:12px}}"
        f".{p}-post h1{{font:bold 28px/1.2 Georgia,serif;margin:4px 0 6px}}.{p}-by{{font-size:11px;color:#777}}.{p}-dek{{font-size:15px;color:#444;font-weight:bold}}"
        f".{p}-share{{font-size:11px;margin:8px 0;color:#555}}.{p}-share span{{border:1px solid #ccc;background:#f7f7f7;padding:1px 6px;margin-right:5px;display:inline-block}}"
        f".{p}-fig img{{width:630px;height:auto;background:#ccc}}.{p}-fig figcaption{{font-size:11px;color:#666}}.{p}-tags{{font-size:11px}}"
        f".{p}-box{{margin-bottom:16px;border-top:3px solid {c}}}.{p}-box h3{{font-size:13px;text-transform:uppercase;margin:5px 0}}.{p}-box ol,.{p}-box ul{{margin:4px 0;padding-left:20px}}"
        f".{p}-ad{{background:#f4f4f4;border:1px solid #ddd;text-align:center;color:#aaa;font-size:10px;margin-bottom:16px}}"
        f".{p}-foot{{clear:both;background:#2a2a2a;color:#aaa;font-size:11px;padding:16px 14px}}.{p}-foot a{{color:#ddd;margin-right:10px}}"
        f"table.{p}-grid td{{vertical-align:top}}.{p}-left a{{display:block;padding:4px 8px;border-bottom:1px solid #eee;text-decoration:none}}"
    )


def _post(site: SiteCL, piece: Piece, bits: Bits) -> str:
    p = site.prefix
    key = slug(piece.title)
    share = (
        f'<div class="{p}-share"><span>Like {num(key, 3, 900)}</span><span>Tweet {num(key + "t", 0, 300)}</span>'
        f'<span>+1 {num(key + "g", 0, 40)}</span><span>Share</span><a href="/{key[:30]}/print">Print</a> · <a href="/{key[:30]}/email">Email</a></div>'
    )
    tags = (
        f'<p class="{p}-tags">Tags: '
        + ", ".join(f'<a href="/tag/{slug(t)}/">{esc(t)}</a>' for t in piece.tags)
        + "</p>"
        if piece.tags
        else ""
    )
    fig = (
        f'<figure class="{p}-fig"><img src="/_avatar/{p}-{key[:20]}.svg" alt="" width="630" height="354"><figcaption>{esc(piece.caption)}</figcaption></figure>'
        if piece.caption
        else ""
    )
    return (
        f'<div class="{p}-post"><h1>{esc(piece.title)}</h1>'
        + (f'<p class="{p}-dek">{esc(piece.dek)}</p>' if piece.dek else "")
        + f'<p class="{p}-by">{esc(piece.byline)} · <time datetime="{piece.iso}">{esc(piece.shown)}</time></p>'
        + share
        + fig
        + "".join(f"<p>{esc(x)}</p>" for x in piece.paragraphs)
        + bits.inside
        + tags
        + "</div>\n"
    )


def render_cl(site: SiteCL, piece: Piece, bits: Bits) -> str:
    p = site.prefix
    head = (
        "<!DOCTYPE html>\n"
        '<html lang="en">\n<head>\n<meta charset="utf-8">\n'
        f"<title>{esc(piece.title)} | {esc(site.name)}</title>\n"
        f'<meta name="description" content="{esc(piece.dek or piece.paragraphs[0][:150])}">\n'
        f'<meta property="og:title" content="{esc(piece.title)}"><meta property="og:site_name" content="{esc(site.name)}">\n'
        f'<link rel="alternate" type="application/rss+xml" title="{esc(site.name)} RSS" href="/feed/">\n'
        f"<style>{_css(site)}{bits.style}</style>\n"
        "<script>var _gaq=_gaq||[];_gaq.push(['_setAccount','UA-0000000-7']);_gaq.push(['_trackPageview']);</script>\n"
        "</head>\n"
    )
    menu = (
        f'<ul class="{p}-menu">'
        + "".join(
            f'<li><a href="/{"" if i == 0 else slug(m) + "/"}">{esc(m)}</a></li>'
            for i, m in enumerate(site.menu)
        )
        + "</ul>\n"
    )
    top = f'<div class="{p}-top">{esc(piece.shown)}<span>{bits.top} <a href="/login">Sign in</a> · <a href="/register">Register</a></span></div>\n'
    masthead = f'<div class="{p}-head"><a class="{p}-name" href="/">{esc(site.name)}</a><p>{esc(site.motto)}</p></div>\n'
    post = _post(site, piece, bits)
    ad = f'<div class="{p}-ad" style="height:250px">Advertisement</div>'
    sec = piece.section or site.menu[1]
    if site.skeleton == "portal":
        body = (
            f'<table class="{p}-grid" width="980" cellpadding="0" cellspacing="0"><tr><td class="{p}-left" width="150">'
            + "".join(f'<a href="/{slug(m)}/">{esc(m)}</a>' for m in site.menu)
            + f'</td><td width="520" style="padding:0 14px">{post}{bits.after}</td><td width="290">{ad}{bits.side}</td></tr></table>\n'
        )
    else:
        crumb = (
            f'<div class="{p}-crumb"><a href="/">Home</a> › <a href="/{slug(sec)}/">{esc(sec)}</a></div>\n'
            if site.skeleton == "paper"
            else ""
        )
        body = crumb + (
            f'<div class="{p}-body"><div class="{p}-main">{post}{bits.after}</div>'
            f'<div class="{p}-side">{ad}{bits.side}</div></div>\n'
        )
    foot = (
        f'<div class="{p}-foot">'
        + "".join(f'<a href="/{slug(m)}/">{esc(m)}</a>' for m in site.menu)
        + f'<br>© 2012 {esc(site.name)}. All rights reserved. <a href="/privacy">Privacy</a> · <a href="/terms">Terms</a>'
        + (" · Proudly powered by a blogging engine" if site.skeleton == "blog" else "")
        + "</div>\n"
    )
    return (
        head
        + f'<body class="{p}-page">\n<div id="{p}-wrap">\n'
        + top
        + masthead
        + menu
        + body
        + foot
        + "</div>\n"
        + bits.tail
        + "\n</body>\n</html>\n"
    )
