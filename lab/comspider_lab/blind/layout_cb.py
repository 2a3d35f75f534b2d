"""Page templates of blind set CB, written for this set (no saved page opened, no vendor's or theme's code copied;
every class, name and text invented), in the manner of the news sites of 2010-2016 in Western and Southern Europe and
Latin America. Every site prints its own classes (its two-letter prefix) on one of three skeletons:

- ``cols``: the common two columns: a top strip with the date and the weather, the masthead with a search box, a
  section bar, an optional ticker, breadcrumbs, the article with share counters and a photo, the case's block, a right
  column of widgets, a footer of link columns;
- ``left``: a portal of tables: the section list in a left cell, the article in the middle cell, widgets on the right;
- ``wide``: a wide magazine-like page: the headline over the full width, the article in a narrow column with the
  widgets below the case's block, a footer.

A cookie banner as it was saved (``Bits.banner``: the site's banner, shown at the top), a ticker (``Bits.ticker``).
Page parts (``Bits``): ``inside`` (inside the story, after its text), ``after`` (after the story), ``side`` (the
right column or the widgets), ``style``, ``tail`` (before </body>).
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass

from comspider_lab.blind.content_cb import TERMS, SiteCB
from comspider_lab.blind.layout import esc, slug


@dataclass(frozen=True)
class Piece:
    """The article: headline, byline (as the site prints it), ISO time, the time as shown, paragraphs (blank-line
    separated), standfirst, section, tags, photo caption."""

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
    ticker: str = ""
    banner: bool = True
    skeleton: str = "cols"  # "cols", "left" or "wide"
    top: str = ""  # the strip's right part (weather, exchange rate …)


def num(key: str, lo: int, hi: int) -> int:
    return lo + int(hashlib.md5(key.encode()).hexdigest()[:6], 16) % (hi - lo + 1)


def _css(site: SiteCB) -> str:
    p, c = site.prefix, site.color
    return (
        f"body{{margin:0;background:#ececec;font:13px/1.5 {site.font};color:#222}}a{{color:{c}}}"
        f"#{p}-page{{width:1000px;margin:0 auto;background:#fff}}.{p}-strip{{background:#f4f4f4;border-bottom:1px solid #ddd;font-size:11px;padding:3px 10px;overflow:hidden}}"
        f".{p}-strip span{{float:right}}.{p}-mast{{padding:12px 10px;overflow:hidden}}.{p}-logo{{float:left;font:bold 34px Georgia,serif;color:{c};text-decoration:none}}"
        f".{p}-mast small{{display:block;color:#888;font:12px Arial}}.{p}-mast form{{float:right;margin-top:14px}}"
        f".{p}-nav{{list-style:none;margin:0;padding:0;background:{c};overflow:hidden}}.{p}-nav li{{float:left}}.{p}-nav a{{display:block;padding:7px 13px;color:#fff;font-weight:bold;text-decoration:none}}"
        f".{p}-tick{{background:#222;color:#fff;font-size:12px;padding:4px 10px;white-space:nowrap;overflow:hidden}}.{p}-tick b{{color:#fc3;margin-right:8px}}.{p}-tick a{{color:#fff;margin-right:18px}}"
        f".{p}-crumbs{{font-size:11px;color:#888;padding:6px 10px}}.{p}-cols{{overflow:hidden;padding:0 10px 14px}}.{p}-main{{float:left;width:650px}}.{p}-side{{float:right;width:300px}}"
        f".{p}-kick{{color:{c};font-weight:bold;text-transform:uppercase;font-size:11px;margin:4px 0 0}}.{p}-art h1{{font:bold 29px/1.15 Georgia,serif;margin:4px 0 8px}}"
        f".{p}-dek{{font-size:15px;font-weight:bold;color:#444}}.{p}-meta{{font-size:11px;color:#777;border-top:1px solid #e3e3e3;border-bottom:1px solid #e3e3e3;padding:3px 0}}"
        f".{p}-soc{{font-size:11px;margin:6px 0}}.{p}-soc span{{display:inline-block;background:#f0f0f0;border:1px solid #ddd;padding:1px 6px;margin-right:6px}}"
        f".{p}-fig img{{width:650px;height:auto;background:#ccc}}.{p}-fig figcaption{{font-size:11px;color:#666;margin:2px 0 10px}}"
        f".{p}-w{{border-top:3px solid {c};margin-bottom:14px}}.{p}-w h3{{font-size:13px;text-transform:uppercase;margin:4px 0}}.{p}-w ol,.{p}-w ul{{margin:4px 0;padding-left:22px}}"
        f".{p}-ad{{background:#f3f3f3;border:1px solid #ddd;height:250px;text-align:center;color:#aaa;font-size:10px;margin-bottom:14px}}"
        f".{p}-foot{{clear:both;background:#2b2b2b;color:#aaa;font-size:11px;padding:14px 10px}}.{p}-foot a{{color:#ddd;margin-right:10px}}"
        f".{p}-cookie{{position:fixed;bottom:0;left:0;right:0;background:rgba(0,0,0,.85);color:#fff;font-size:12px;padding:8px 14px;z-index:99}}.{p}-cookie button{{margin-left:10px}}"
        f"table.{p}-grid td{{vertical-align:top}}.{p}-left a{{display:block;padding:3px 6px;border-bottom:1px solid #eee}}"
    )


def _head(site: SiteCB, piece: Piece, bits: Bits) -> str:
    return (
        "<!DOCTYPE html>\n"
        f'<html lang="{site.lang}">\n<head>\n<meta charset="utf-8">\n'
        f"<title>{esc(piece.title)} - {esc(site.name)}</title>\n"
        f'<meta name="description" content="{esc(piece.dek or piece.paragraphs[0][:150])}">\n'
        f'<meta property="og:type" content="article"><meta property="og:title" content="{esc(piece.title)}">'
        f'<meta property="og:site_name" content="{esc(site.name)}">\n'
        f'<meta property="article:published_time" content="{piece.iso}">\n'
        f'<link rel="alternate" type="application/rss+xml" href="/rss.xml" title="{esc(site.name)}">\n'
        f"<style>{_css(site)}{bits.style}</style>\n"
        "<script>(function(i,s,o,g,r,a,m){i['GoogleAnalyticsObject']=r;i[r]=i[r]||function(){(i[r].q=i[r].q||[]).push(arguments)}})(window,document,'script','','ga');ga('create','UA-0000000-2','auto');</script>\n"
        "</head>\n"
    )


def _tags(site: SiteCB, piece: Piece) -> str:
    if not piece.tags:
        return ""
    p = site.prefix
    return (
        f'<p class="{p}-tags">{esc(TERMS[site.lang]["tags"])}: '
        + ", ".join(f'<a href="/tag/{slug(x)}">{esc(x)}</a>' for x in piece.tags)
        + "</p>"
    )


def _article(site: SiteCB, piece: Piece, bits: Bits) -> str:
    p, t = site.prefix, TERMS[site.lang]
    key = slug(piece.title)
    sec = piece.section or site.menu[1]
    return (
        f'<div class="{p}-art"><p class="{p}-kick">{esc(sec)}</p><h1>{esc(piece.title)}</h1>'
        + (f'<p class="{p}-dek">{esc(piece.dek)}</p>' if piece.dek else "")
        + f'<p class="{p}-meta">{esc(piece.byline)} | <time datetime="{piece.iso}">{esc(piece.shown)}</time></p>'
        f'<div class="{p}-soc">{esc(t["share"])}: <span>f {num(key, 4, 900)}</span><span>t {num(key + "t", 0, 120)}</span>'
        f'<span>g+ {num(key + "g", 0, 30)}</span><span>✉ {num(key + "m", 0, 40)}</span> <a href="/{key[:30]}/print">{esc(t["print"])}</a></div>'
        f'<figure class="{p}-fig"><img src="/_avatar/{p}-{key[:24]}.svg" alt="" width="650" height="366">'
        + (f"<figcaption>{esc(piece.caption)}</figcaption>" if piece.caption else "")
        + "</figure>"
        + "".join(f"<p>{esc(x)}</p>" for x in piece.paragraphs)
        + bits.inside
        + _tags(site, piece)
        + "</div>\n"
    )


def render_cb(site: SiteCB, piece: Piece, bits: Bits) -> str:
    p, t = site.prefix, TERMS[site.lang]
    sec = piece.section or site.menu[1]
    head = (
        _head(site, piece, bits) + f'<body class="{p}-body">\n<div id="{p}-page">\n'
        f'<div class="{p}-strip">{esc(piece.shown)}<span>{bits.top}'
        f' · <a href="/login">{esc(t["login"])}</a> · <a href="/rss.xml">RSS</a></span></div>\n'
        f'<div class="{p}-mast"><a class="{p}-logo" href="/">{esc(site.name)}<small>{esc(site.motto)}</small></a>'
        f'<form action="/buscar" method="get"><input type="text" name="q"> <input type="submit" value="{esc(t["search"])}"></form></div>\n'
        f'<ul class="{p}-nav">'
        + "".join(
            f'<li><a href="/{"" if k == 0 else slug(m) + "/"}">{esc(m)}</a></li>'
            for k, m in enumerate(site.menu)
        )
        + "</ul>\n"
        + (f'<div class="{p}-tick">{bits.ticker}</div>\n' if bits.ticker else "")
        + f'<div class="{p}-crumbs"><a href="/">{esc(t["home"])}</a> › <a href="/{slug(sec)}/">{esc(sec)}</a></div>\n'
    )
    art = _article(site, piece, bits)
    ad = f'<div class="{p}-ad">PUBLI 300×250</div>'
    if bits.skeleton == "left":
        body = (
            f'<table class="{p}-grid" width="1000" cellpadding="0" cellspacing="0"><tr>'
            f'<td class="{p}-left" width="150">'
            + "".join(f'<a href="/{slug(m)}/">{esc(m)}</a>' for m in site.menu)
            + f'</td><td width="540" style="padding:0 14px">{art}{bits.after}</td>'
            f'<td width="300">{ad}{bits.side}</td></tr></table>\n'
        )
    elif bits.skeleton == "wide":
        body = (
            f'<div class="{p}-cols"><div class="{p}-main" style="width:680px;float:none;margin:0 auto">{art}{bits.after}</div>'
            f'<div class="{p}-below" style="width:680px;margin:0 auto;overflow:hidden">{bits.side}</div></div>\n'
        )
    else:
        body = (
            f'<div class="{p}-cols"><div class="{p}-main">{art}{bits.after}</div>'
            f'<div class="{p}-side">{ad}{bits.side}</div></div>\n'
        )
    banner = (
        f'<div class="{p}-cookie" id="{p}-cookie">{esc(t["cookie"])} <a href="/cookies" style="color:#fc3">+ info</a>'
        f'<button type="button" onclick="this.parentNode.style.display=\'none\'">{esc(t["accept"])}</button></div>\n'
        if bits.banner
        else ""
    )
    foot = (
        f'<div class="{p}-foot">'
        + "".join(f'<a href="/{slug(m)}/">{esc(m)}</a>' for m in site.menu)
        + f'<br>© 2005-2016 {esc(site.name)} · {esc(t["rights"])} · <a href="/aviso-legal">Legal</a> · <a href="/cookies">Cookies</a></div>\n</div>\n'
    )
    return head + body + foot + banner + bits.tail + "\n</body>\n</html>\n"
