"""Page templates of blind set CH, written for this set (no saved page opened, no vendor's or theme's code copied;
every class, name and text invented), in the manner of English-language newspapers' and magazines' sites of 2011-2013.
Every site prints its own classes (its three-letter prefix) on one of four skeletons:

- ``cols``: two columns: a top bar with the date and the weather, the masthead, a section bar, breadcrumbs, the
  article with share counters and a photo, the case's block, a right column of widgets, a footer of link columns;
- ``three``: a narrow left column of section links and a "latest" list, the article in the middle, widgets right;
- ``table``: a portal laid out in one table, the section list in a left cell;
- ``wide``: a magazine-like page, the headline over the full width, the widgets in a row below the case's block.

Page parts (``Bits``): ``inside`` (inside the story, after its text), ``after`` (after the story), ``side`` (the
right column or the widgets), ``style``, ``tail`` (before </body>), ``top`` (the top bar's right part), ``alert``
(a breaking-news bar).
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass

from comspider_lab.blind.content_ch import SiteCH
from comspider_lab.blind.layout import esc, slug


@dataclass(frozen=True)
class Piece:
    """The article: headline, byline, ISO time, the time as shown, paragraphs (blank-line separated), standfirst,
    section, tags, photo caption."""

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
    alert: str = ""


def num(key: str, lo: int, hi: int) -> int:
    return lo + int(hashlib.md5(key.encode()).hexdigest()[:6], 16) % (hi - lo + 1)


def _css(site: SiteCH) -> str:
    p, c = site.prefix, site.color
    return (
        f"body{{margin:0;background:#e9e9e9;font:13px/1.5 {site.font};color:#222}}a{{color:{c}}}"
        f"#{p}-wrap{{width:990px;margin:0 auto;background:#fff}}.{p}-top{{background:#f3f3f3;font-size:11px;padding:3px 10px;overflow:hidden;border-bottom:1px solid #ddd}}"
        f".{p}-top span{{float:right}}.{p}-mast{{padding:12px 10px;overflow:hidden}}.{p}-logo{{float:left;font:bold 32px Georgia,serif;color:{c};text-decoration:none}}"
        f".{p}-mast small{{display:block;color:#888;font:12px Arial}}.{p}-mast form{{float:right;margin-top:12px}}"
        f".{p}-menu{{list-style:none;margin:0;padding:0;background:{c};overflow:hidden}}.{p}-menu li{{float:left}}.{p}-menu a{{display:block;padding:7px 12px;color:#fff;font-weight:bold;text-decoration:none}}"
        f".{p}-alert{{background:#c00;color:#fff;padding:5px 10px;font-weight:bold}}.{p}-alert a{{color:#fff}}"
        f".{p}-crumb{{font-size:11px;color:#888;padding:6px 10px}}.{p}-body{{overflow:hidden;padding:0 10px 14px}}.{p}-main{{float:left;width:640px}}.{p}-rail{{float:right;width:300px}}"
        f".{p}-left{{float:left;width:150px;margin-right:14px;font-size:12px}}.{p}-left a{{display:block;border-bottom:1px solid #eee;padding:3px 0}}"
        f".{p}-sec{{color:{c};font-weight:bold;text-transform:uppercase;font-size:11px;margin:4px 0 0}}.{p}-story h1{{font:bold 28px/1.15 Georgia,serif;margin:4px 0 8px}}"
        f".{p}-dek{{font-size:15px;color:#444}}.{p}-by{{font-size:11px;color:#777;border-top:1px solid #e3e3e3;border-bottom:1px solid #e3e3e3;padding:3px 0}}"
        f".{p}-share{{font-size:11px;margin:6px 0}}.{p}-share span{{display:inline-block;background:#f0f0f0;border:1px solid #ddd;padding:1px 6px;margin-right:6px}}"
        f".{p}-pic img{{width:100%;height:auto;background:#ccc}}.{p}-pic figcaption{{font-size:11px;color:#666;margin:2px 0 10px}}"
        f".{p}-box{{border-top:3px solid {c};margin-bottom:14px}}.{p}-box h3{{font-size:13px;text-transform:uppercase;margin:4px 0}}.{p}-box ol,.{p}-box ul{{margin:4px 0;padding-left:20px}}"
        f".{p}-ad{{background:#f3f3f3;border:1px solid #ddd;height:250px;text-align:center;color:#aaa;font-size:10px;margin-bottom:14px}}"
        f".{p}-foot{{clear:both;background:#262626;color:#aaa;font-size:11px;padding:14px 10px}}.{p}-foot a{{color:#ddd;margin-right:10px}}"
        f".{p}-below{{overflow:hidden}}.{p}-below .{p}-box{{float:left;width:300px;margin-right:15px}}"
    )


def _head(site: SiteCH, piece: Piece, bits: Bits) -> str:
    return (
        '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">\n'
        '<html xmlns="http://www.w3.org/1999/xhtml" lang="en" xml:lang="en">\n<head>\n'
        '<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />\n'
        f"<title>{esc(piece.title)} | {esc(site.name)}</title>\n"
        f'<meta name="description" content="{esc(piece.dek or piece.paragraphs[0][:150])}" />\n'
        f'<meta property="og:type" content="article" /><meta property="og:title" content="{esc(piece.title)}" />'
        f'<meta property="og:site_name" content="{esc(site.name)}" />\n'
        f'<meta name="pubdate" content="{piece.iso}" />\n'
        f'<link rel="alternate" type="application/rss+xml" href="/rss/{slug(site.menu[1])}.xml" title="{esc(site.name)}" />\n'
        f'<style type="text/css">{_css(site)}{bits.style}</style>\n'
        "<script type=\"text/javascript\">var _gaq = _gaq || []; _gaq.push(['_setAccount', 'UA-0000000-7']); _gaq.push(['_trackPageview']);</script>\n"
        "</head>\n"
    )


def _story(site: SiteCH, piece: Piece, bits: Bits) -> str:
    p = site.prefix
    key = slug(piece.title)
    sec = piece.section or site.menu[1]
    tags = (
        f'<p class="{p}-tags">Topics: '
        + ", ".join(f'<a href="/topic/{slug(x)}">{esc(x)}</a>' for x in piece.tags)
        + "</p>"
        if piece.tags
        else ""
    )
    return (
        f'<div class="{p}-story"><p class="{p}-sec">{esc(sec)}</p><h1>{esc(piece.title)}</h1>'
        + (f'<p class="{p}-dek">{esc(piece.dek)}</p>' if piece.dek else "")
        + f'<p class="{p}-by">{esc(piece.byline)} | {esc(piece.shown)}</p>'
        f'<div class="{p}-share"><span>Like {num(key, 3, 800)}</span><span>Tweet {num(key + "t", 0, 140)}</span>'
        f'<span>+1 {num(key + "g", 0, 25)}</span><span>Email</span> <a href="/{key[:30]}/print">Print</a></div>'
        f'<div class="{p}-pic"><img src="/_avatar/{p}-{key[:24]}.svg" alt="" width="620" height="349" />'
        + (f"<p><small>{esc(piece.caption)}</small></p>" if piece.caption else "")
        + "</div>"
        + "".join(f"<p>{esc(x)}</p>" for x in piece.paragraphs)
        + bits.inside
        + tags
        + "</div>\n"
    )


def render_ch(site: SiteCH, piece: Piece, bits: Bits) -> str:
    p = site.prefix
    sec = piece.section or site.menu[1]
    head = (
        _head(site, piece, bits) + f'<body>\n<div id="{p}-wrap">\n'
        f'<div class="{p}-top">{esc(piece.shown.split("|")[0].replace("Posted:", "").strip())}<span>{bits.top}'
        ' · <a href="/login">Log in</a> · <a href="/register">Register</a> · <a href="/subscribe">Subscribe</a></span></div>\n'
        f'<div class="{p}-mast"><a class="{p}-logo" href="/">{esc(site.name)}<small>{esc(site.motto)}</small></a>'
        '<form action="/search" method="get"><input type="text" name="q" /> <input type="submit" value="Search" /></form></div>\n'
        f'<ul class="{p}-menu">'
        + "".join(
            f'<li><a href="/{"" if k == 0 else slug(m) + "/"}">{esc(m)}</a></li>'
            for k, m in enumerate(site.menu)
        )
        + "</ul>\n"
        + (f'<div class="{p}-alert">{bits.alert}</div>\n' if bits.alert else "")
        + f'<div class="{p}-crumb"><a href="/">Home</a> &gt; <a href="/{slug(sec)}/">{esc(sec)}</a></div>\n'
    )
    story = _story(site, piece, bits)
    ad = f'<div class="{p}-ad">ADVERTISEMENT</div>'
    if site.skeleton == "three":
        left = (
            f'<div class="{p}-left">'
            + "".join(f'<a href="/{slug(m)}/">{esc(m)}</a>' for m in site.menu)
            + f'<div class="{p}-ad" style="height:600px">ADVERTISEMENT</div></div>'
        )
        body = (
            f'<div class="{p}-body">{left}<div class="{p}-main" style="width:500px">{story}{bits.after}</div>'
            f'<div class="{p}-rail">{ad}{bits.side}</div></div>\n'
        )
    elif site.skeleton == "table":
        body = (
            f'<table width="990" cellpadding="0" cellspacing="0" border="0" class="{p}-grid"><tr>'
            f'<td width="150" valign="top" class="{p}-left">'
            + "".join(f'<a href="/{slug(m)}/">{esc(m)}</a>' for m in site.menu)
            + f'</td><td width="520" valign="top" style="padding:0 14px">{story}{bits.after}</td>'
            f'<td width="300" valign="top">{ad}{bits.side}</td></tr></table>\n'
        )
    elif site.skeleton == "wide":
        body = (
            f'<div class="{p}-body"><div class="{p}-main" style="width:700px;float:none;margin:0 auto">{story}{bits.after}</div>'
            f'<div class="{p}-below">{bits.side}</div></div>\n'
        )
    else:
        body = (
            f'<div class="{p}-body"><div class="{p}-main">{story}{bits.after}</div>'
            f'<div class="{p}-rail">{ad}{bits.side}</div></div>\n'
        )
    foot = (
        f'<div class="{p}-foot">'
        + "".join(f'<a href="/{slug(m)}/">{esc(m)}</a>' for m in site.menu)
        + '<br /><a href="/about">About us</a><a href="/contact">Contact us</a><a href="/advertise">Advertise</a>'
        '<a href="/terms">Terms of use</a><a href="/privacy">Privacy policy</a>'
        f"<br />© {site.year} {esc(site.name)}. All rights reserved.</div>\n</div>\n"
    )
    return head + body + foot + bits.tail + "\n</body>\n</html>\n"
