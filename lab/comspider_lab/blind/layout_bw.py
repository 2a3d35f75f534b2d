"""Page templates of blind set BW, written for this set (no saved page opened, no vendor's or theme's code copied;
every class, name and text invented), in the manner of 2012-2016 sites writing outside Europe. Five looks:

- ``rtl``: a right-to-left news portal (``wq-*``): a date strip with the Hijri or Solar Hijri date beside the
  Gregorian one, the masthead, a section bar, a breaking-news ticker, the article with share counters, the case's
  block, a left-hand column (right to left, the sidebar sits on the left) of widgets, a footer of links;
- ``desi``: a South Asian language portal (``dz-*``): a top bar with the date and the e-paper link, a saffron
  masthead, a menu, a scrolling "breaking" line, the article with a font-size tool and share counts, the case's block,
  a right column of widgets, a dense footer;
- ``portal``: an East or South-East Asian news portal (``gp-*``): a thin link bar, logo and search in a table, a dense
  menu, "you are here", the article in a table cell beside a right column of lists, a footer of licences;
- ``blog``: a home-made blog (``hb-*``): a banner, a menu, the post with its date, footer line and labels, the case's
  block, a sidebar of widgets;
- ``paper``: a regional paper (``rp-*``): a top strip with the date and the weather, the masthead, a section bar, the
  article with share counters, the case's block, a right column, a footer.

Page parts (``Bits``): ``inside`` (inside the story, after its text), ``after`` (after the story), ``side`` (the
sidebar or the side column), ``strip`` (the date strip's text), ``style``, ``tail`` (before </body>).
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass

from comspider_lab.blind.content_bw import RTL, TERMS, SiteBW
from comspider_lab.blind.layout import esc, slug


@dataclass(frozen=True)
class Piece:
    """The article or post: headline, byline line (as the site prints it), ISO time, the time as shown,
    paragraphs (blank-line separated)."""

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
    strip: str = ""
    style: str = ""
    tail: str = ""


def num(key: str, lo: int, hi: int) -> int:
    return lo + int(hashlib.md5(key.encode()).hexdigest()[:6], 16) % (hi - lo + 1)


def _head(site: SiteBW, piece: Piece, css: str, bits: Bits) -> str:
    d = ' dir="rtl"' if site.lang in RTL else ""
    return (
        '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">\n'
        f'<html xmlns="http://www.w3.org/1999/xhtml" lang="{site.lang}" xml:lang="{site.lang}"{d}>\n<head>\n'
        '<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />\n'
        f"<title>{esc(piece.title)} - {esc(site.name)}</title>\n"
        f'<meta name="description" content="{esc(piece.dek or piece.paragraphs[0][:150])}" />\n'
        f'<meta name="keywords" content="{esc(", ".join(piece.tags))}" />\n'
        f'<meta property="og:title" content="{esc(piece.title)}" /><meta property="og:type" content="article" /><meta property="og:site_name" content="{esc(site.name)}" />\n'
        f'<link rel="alternate" type="application/rss+xml" title="{esc(site.name)}" href="/rss.xml" />\n'
        f'<style type="text/css">{css}{bits.style}</style>\n'
        "<script type=\"text/javascript\">var _gaq = _gaq || []; _gaq.push(['_setAccount', 'UA-0000000-2']); _gaq.push(['_trackPageview']);</script>\n"
        "</head>\n"
    )


def _paras(piece: Piece) -> str:
    return "".join(f"<p>{esc(p)}</p>" for p in piece.paragraphs)


def _tags(site: SiteBW, piece: Piece, cls: str) -> str:
    if not piece.tags:
        return ""
    t = TERMS[site.lang]
    return (
        f'<div class="{cls}">{esc(t["tags"])}: '
        + " ".join(f'<a href="/tag/{slug(x)}" rel="tag">{esc(x)}</a>' for x in piece.tags)
        + "</div>"
    )


def _share(site: SiteBW, key: str, cls: str) -> str:
    t = TERMS[site.lang]
    return (
        f'<div class="{cls}"><b>{esc(t["share"])}</b> <a href="#fb">Facebook <i>{num(key, 12, 2400)}</i></a> '
        f'<a href="#tw">Twitter <i>{num(key + "t", 0, 300)}</i></a> <a href="#gp">Google+ <i>{num(key + "g", 0, 40)}</i></a></div>'
    )


def _menu(site: SiteBW, base: str = "/") -> str:
    return "".join(
        f'<li><a href="{base}{"" if k == 0 else "c" + str(k) + "/"}">{esc(m)}</a></li>'
        for k, m in enumerate(site.menu)
    )


RTL_CSS = """body{margin:0;background:#e9e4da;font:14px/1.7 Tahoma,'Arial',sans-serif;color:#222}#wq-page{width:1000px;margin:0 auto;background:#fff}
.wq-strip{background:#1e3a2f;color:#d9e5dc;font-size:12px;padding:4px 12px;overflow:hidden}.wq-strip span{float:left}
.wq-mast{padding:12px;overflow:hidden}.wq-mast a.wq-logo{float:right;font:bold 38px 'Traditional Arabic',Tahoma,serif;color:#1e3a2f;text-decoration:none}.wq-mast em{display:block;font-size:12px;color:#888;font-style:normal}
.wq-mast form{float:left;margin-top:14px}.wq-nav{list-style:none;margin:0;padding:0;background:#2f6b52;overflow:hidden}.wq-nav li{float:right}.wq-nav a{display:block;color:#fff;padding:8px 14px;font-weight:bold;text-decoration:none}
.wq-tick{background:#fdf3d8;border-bottom:1px solid #e3d7b0;padding:4px 12px;font-size:12px}.wq-tick b{color:#b00;margin-left:8px}
#wq-cols{overflow:hidden;padding:12px}#wq-main{float:right;width:650px}#wq-side{float:left;width:305px}
.wq-art h1{font:bold 26px/1.4 Tahoma,sans-serif;margin:6px 0;color:#1e3a2f}.wq-dek{color:#555;font-weight:bold}.wq-meta{font-size:12px;color:#888;border-bottom:1px solid #ddd;padding-bottom:4px}
.wq-share{font-size:12px;background:#f4f4f4;padding:4px 8px;margin:8px 0}.wq-share a{margin:0 6px;color:#2f6b52}.wq-share i{background:#fff;border:1px solid #ccc;padding:0 4px;font-style:normal}
.wq-photo img{width:650px;height:auto;background:#ccc}.wq-cap{font-size:12px;color:#666}.wq-box{border:1px solid #ddd;margin-bottom:12px}
.wq-box h3{margin:0;background:#2f6b52;color:#fff;padding:4px 10px;font-size:13px}.wq-box ol,.wq-box ul{margin:6px 0;padding-right:26px}.wq-box p{margin:6px 10px}
.wq-ad{background:#f0f0f0;border:1px solid #ddd;height:250px;text-align:center;color:#aaa;font-size:10px;margin-bottom:12px}
#wq-foot{clear:both;background:#1e3a2f;color:#aac0b4;font-size:12px;padding:14px}#wq-foot a{color:#d9e5dc;margin-left:10px}"""


def rtl(site: SiteBW, piece: Piece, bits: Bits) -> str:
    t = TERMS[site.lang]
    key = slug(piece.title)
    sec = piece.section or site.menu[1]
    return (
        _head(site, piece, RTL_CSS, bits) + '<body>\n<div id="wq-page">\n'
        f'<div class="wq-strip">{esc(bits.strip or piece.shown)}<span><a href="/login" style="color:#fff">{esc(t["login"])}</a> · <a href="/rss.xml" style="color:#fff">RSS</a></span></div>\n'
        f'<div class="wq-mast"><a class="wq-logo" href="/">{esc(site.name)}<em>{esc(site.motto)}</em></a>'
        f'<form action="/search" method="get"><input type="text" name="q" /> <input type="submit" value="{esc(t["search"])}" /></form></div>\n'
        f'<ul class="wq-nav">{_menu(site)}</ul>\n'
        f'<div class="wq-tick"><b>{esc(t["latest"])}</b><marquee direction="right" scrollamount="3">{esc(piece.dek or piece.title)}</marquee></div>\n'
        '<div id="wq-cols"><div id="wq-main">\n'
        f'<div class="wq-art"><p class="wq-meta"><a href="/c1/">{esc(sec)}</a></p><h1>{esc(piece.title)}</h1>'
        + (f'<p class="wq-dek">{esc(piece.dek)}</p>' if piece.dek else "")
        + f'<p class="wq-meta">{esc(piece.byline)} | <span title="{piece.iso}">{esc(piece.shown)}</span> | <a href="/print/{num(key, 1000, 99999)}">{esc(t["print"])}</a></p>'
        + _share(site, key, "wq-share")
        + f'<div class="wq-photo"><img src="/_avatar/wq-{key[:20]}.svg" alt="" width="650" height="365" /></div>'
        + (f'<p class="wq-cap">{esc(piece.caption)}</p>' if piece.caption else "")
        + _paras(piece)
        + bits.inside
        + _tags(site, piece, "wq-tags")
        + "</div>\n"
        + bits.after
        + '\n</div>\n<div id="wq-side"><div class="wq-ad">— 300×250 —</div>'
        + bits.side
        + '</div></div>\n<div id="wq-foot">'
        + "".join(f'<a href="/c{k}/">{esc(m)}</a>' for k, m in enumerate(site.menu))
        + f"<br />© {esc(site.name)} · {esc(t['rights'])}</div>\n</div>\n{bits.tail}\n</body>\n</html>\n"
    )


DESI_CSS = """body{margin:0;background:#f3efe6;font:15px/1.75 'Mangal','Vrinda','Latha',Arial,sans-serif;color:#222}#dz-wrap{width:980px;margin:0 auto;background:#fff}
.dz-top{background:#fff8ec;border-bottom:1px solid #eadcc0;font-size:12px;padding:3px 10px;overflow:hidden}.dz-top span{float:right}
.dz-mast{background:#e8731c;padding:10px 14px;overflow:hidden}.dz-mast a{color:#fff;font:bold 40px 'Mangal','Vrinda','Latha',serif;text-decoration:none}.dz-mast small{display:block;color:#ffe3c8;font-size:13px}
.dz-menu{list-style:none;margin:0;padding:0;background:#7a1f0f;overflow:hidden}.dz-menu li{float:left}.dz-menu a{display:block;color:#fff;padding:7px 13px;text-decoration:none}
.dz-brk{background:#222;color:#fff;font-size:13px;padding:3px 10px}.dz-brk b{background:#c00;padding:0 6px;margin-right:6px}
#dz-body{overflow:hidden;padding:10px}#dz-main{float:left;width:640px}#dz-right{float:right;width:310px}
.dz-art h1{font-size:27px;line-height:1.35;margin:8px 0;color:#7a1f0f}.dz-by{font-size:12px;color:#777}.dz-fs{float:right;font-size:12px}.dz-fs a{border:1px solid #ccc;padding:0 4px;margin-left:2px}
.dz-share{background:#f7f7f7;padding:4px 8px;font-size:12px;margin:6px 0}.dz-share a{margin-right:8px}.dz-share i{font-style:normal;color:#c00}
.dz-box{border-top:3px solid #e8731c;background:#fcfaf6;margin-bottom:12px}.dz-box h3{margin:0;padding:4px 8px;font-size:16px;color:#7a1f0f}.dz-box ol,.dz-box ul{margin:4px 0;padding-left:26px}.dz-box p{margin:4px 8px}
.dz-ad{height:250px;background:#eee;color:#aaa;text-align:center;font-size:10px;margin-bottom:12px}#dz-foot{clear:both;background:#7a1f0f;color:#f3d2bd;padding:12px;font-size:12px}#dz-foot a{color:#fff;margin-right:10px}"""


def desi(site: SiteBW, piece: Piece, bits: Bits) -> str:
    t = TERMS[site.lang]
    key = slug(piece.title)
    return (
        _head(site, piece, DESI_CSS, bits) + '<body>\n<div id="dz-wrap">\n'
        f'<div class="dz-top">{esc(bits.strip or piece.shown)}<span><a href="/epaper/">E-Paper</a> | <a href="/login">{esc(t["login"])}</a></span></div>\n'
        f'<div class="dz-mast"><a href="/">{esc(site.name)}</a><small>{esc(site.motto)}</small></div>\n'
        f'<ul class="dz-menu">{_menu(site)}</ul>\n'
        f'<div class="dz-brk"><b>{esc(t["latest"])}</b>{esc(piece.dek or piece.title)}</div>\n'
        '<div id="dz-body"><div id="dz-main">\n'
        f'<div class="dz-art"><h1>{esc(piece.title)}</h1><div class="dz-fs"><a href="#">A-</a><a href="#">A</a><a href="#">A+</a></div>'
        f'<p class="dz-by">{esc(piece.byline)} · <span title="{piece.iso}">{esc(piece.shown)}</span></p>'
        + _share(site, key, "dz-share")
        + f'<img src="/_avatar/dz-{key[:20]}.svg" alt="" width="640" height="360" style="background:#ddd" />'
        + (f'<p class="dz-by">{esc(piece.caption)}</p>' if piece.caption else "")
        + _paras(piece)
        + bits.inside
        + _tags(site, piece, "dz-tags")
        + "</div>\n"
        + bits.after
        + '\n</div>\n<div id="dz-right"><div class="dz-ad">Advertisement</div>'
        + bits.side
        + '</div></div>\n<div id="dz-foot">'
        + "".join(f'<a href="/c{k}/">{esc(m)}</a>' for k, m in enumerate(site.menu))
        + f"<br />© 2016 {esc(site.name)} · {esc(t['rights'])}</div>\n</div>\n{bits.tail}\n</body>\n</html>\n"
    )


PORTAL_CSS = """body{margin:0;font:13px/1.7 'Microsoft YaHei','SimSun','Tahoma','Meiryo',Arial,sans-serif;color:#333;background:#fff}a{color:#12407a;text-decoration:none}
.gp-bar{background:#f4f4f4;border-bottom:1px solid #ddd;padding:3px 0;font-size:12px}.gp-w{width:980px;margin:0 auto}
.gp-logo{font:bold 32px 'Microsoft YaHei','Tahoma',sans-serif;color:#0d5fa8}.gp-nav{background:#0d5fa8;padding:6px 10px}.gp-nav a{color:#fff;font-weight:bold;font-size:14px;margin-right:16px}
.gp-here{border-bottom:1px dotted #ccc;padding:4px 0;color:#666;font-size:12px}.gp-body{width:980px;margin:8px auto}.gp-left{width:670px;vertical-align:top;padding-right:14px}.gp-right{width:296px;vertical-align:top}
.gp-art h1{font-size:25px;line-height:1.4;margin:10px 0;color:#111}.gp-src{color:#888;border-bottom:1px solid #ddd;padding-bottom:6px;font-size:12px}.gp-art p{font-size:15px;line-height:1.9}
.gp-share{font-size:12px;margin:6px 0}.gp-share a{margin-right:10px}.gp-share i{font-style:normal;color:#c60}
.gp-box{border:1px solid #ddd;margin-bottom:10px}.gp-box h3{margin:0;background:#f6f6f6;border-bottom:2px solid #0d5fa8;font-size:14px;padding:4px 8px}.gp-box ol,.gp-box ul{margin:6px 0;padding-left:24px}.gp-box p{margin:6px 8px}
.gp-foot{border-top:2px solid #0d5fa8;text-align:center;color:#888;padding:10px;font-size:12px;line-height:1.8}"""


def portal(site: SiteBW, piece: Piece, bits: Bits) -> str:
    t = TERMS[site.lang]
    key = slug(piece.title)
    sec = piece.section or site.menu[1]
    return (
        _head(site, piece, PORTAL_CSS, bits) + "<body>\n"
        f'<div class="gp-bar"><div class="gp-w">{esc(bits.strip or piece.shown)} | <a href="/">{esc(t["home"])}</a> | <a href="/m/">Mobile</a> | <a href="/rss.xml">RSS</a> | <a href="/login">{esc(t["login"])}</a></div></div>\n'
        f'<table class="gp-w" cellpadding="0" cellspacing="0"><tr><td style="padding:8px 0"><a class="gp-logo" href="/">{esc(site.name)}</a><br /><span>{esc(site.motto)}</span></td>'
        f'<td align="right"><form action="/search" method="get"><input type="text" name="kw" /> <input type="submit" value="{esc(t["search"])}" /></form></td></tr></table>\n'
        '<div class="gp-nav gp-w">'
        + "".join(
            f'<a href="/{"" if k == 0 else "c" + str(k) + "/"}">{esc(m)}</a>' for k, m in enumerate(site.menu)
        )
        + f'</div>\n<div class="gp-here gp-w"><a href="/">{esc(t["home"])}</a> &gt; <a href="/c1/">{esc(sec)}</a> &gt; {esc(piece.title[:24])}</div>\n'
        '<table class="gp-body" cellpadding="0" cellspacing="0"><tr><td class="gp-left">\n'
        f'<div class="gp-art"><h1>{esc(piece.title)}</h1><div class="gp-src">{esc(piece.byline)}　<span title="{piece.iso}">{esc(piece.shown)}</span></div>'
        + _share(site, key, "gp-share")
        + f'<img src="/_avatar/gp-{key[:20]}.svg" alt="" width="520" height="320" style="display:block;margin:8px auto;background:#ddd" />'
        + (
            f'<p style="text-align:center;color:#666;font-size:12px">{esc(piece.caption)}</p>'
            if piece.caption
            else ""
        )
        + _paras(piece)
        + bits.inside
        + _tags(site, piece, "gp-kw")
        + "</div>\n"
        + bits.after
        + '\n</td><td class="gp-right">'
        + bits.side
        + f'</td></tr></table>\n<div class="gp-foot gp-w">{esc(site.name)} · {esc(t["rights"])} · Copyright © 2009-2016</div>\n{bits.tail}\n</body>\n</html>\n'
    )


BLOG_CSS = """body{margin:0;background:#efe9df url() repeat;font:14px/1.65 Georgia,'Malgun Gothic','Dotum',serif;color:#333}#hb-outer{width:940px;margin:0 auto;background:#fffdf8;border:1px solid #ddd2bf}
#hb-banner{background:#6d8a3a;color:#fff;padding:30px 28px 18px}#hb-banner h1{margin:0;font-size:34px}#hb-banner h1 a{color:#fff;text-decoration:none}#hb-banner p{margin:4px 0 0;color:#e5efd3}
.hb-menu{list-style:none;margin:0;padding:0 20px;background:#55702a;overflow:hidden}.hb-menu li{float:left}.hb-menu a{display:block;color:#fff;padding:7px 12px;text-decoration:none}
#hb-wrap{overflow:hidden;padding:18px 22px}#hb-main{float:left;width:600px}#hb-side{float:right;width:260px;font-size:13px}
.hb-date{font-size:12px;color:#999;text-transform:uppercase;letter-spacing:1px}.hb-post h2{font-size:24px;margin:4px 0 10px;color:#55702a}.hb-foot{font-size:12px;color:#888;border-top:1px dashed #ccc;margin-top:12px;padding-top:6px}
.hb-w{margin-bottom:18px}.hb-w h4{margin:0 0 6px;font-size:13px;color:#55702a;border-bottom:1px solid #cbd7b5}.hb-w ul,.hb-w ol{margin:0;padding-left:18px}#hb-bottom{clear:both;text-align:center;font-size:11px;color:#999;padding:12px}"""


def blog(site: SiteBW, piece: Piece, bits: Bits) -> str:
    t = TERMS[site.lang]
    key = slug(piece.title)
    return (
        _head(site, piece, BLOG_CSS, bits) + '<body>\n<div id="hb-outer">\n'
        f'<div id="hb-banner"><h1><a href="/">{esc(site.name)}</a></h1><p>{esc(site.motto)}</p></div>\n'
        f'<ul class="hb-menu">{_menu(site)}</ul>\n'
        '<div id="hb-wrap"><div id="hb-main">\n'
        f'<div class="hb-date">{esc(piece.shown)}</div>'
        f'<div class="hb-post"><h2>{esc(piece.title)}</h2>'
        f'<img src="/_avatar/hb-{key[:20]}.svg" alt="" width="560" height="330" style="background:#ddd" />'
        + _paras(piece)
        + bits.inside
        + f'<div class="hb-foot">{esc(piece.byline)} · <abbr title="{piece.iso}">{esc(piece.shown)}</abbr> · '
        + _tags(site, piece, "hb-labels")
        + _share(site, key, "hb-share")
        + "</div></div>\n"
        + bits.after
        + '\n</div>\n<div id="hb-side">'
        f'<div class="hb-w"><form action="/search" method="get"><input type="text" name="q" size="16" /> <input type="submit" value="{esc(t["search"])}" /></form></div>'
        + bits.side
        + f'</div></div>\n<div id="hb-bottom">© {esc(site.name)} · {esc(t["rights"])}</div>\n</div>\n{bits.tail}\n</body>\n</html>\n'
    )


PAPER_CSS = """body{margin:0;background:#dcdcdc;font:14px/1.55 Arial,Helvetica,sans-serif;color:#1b1b1b}#rp-page{width:990px;margin:0 auto;background:#fff}
.rp-strip{background:#0f2b4c;color:#cbd8e6;font-size:12px;padding:4px 12px;overflow:hidden}.rp-strip span{float:right}
.rp-mast{padding:14px 12px;overflow:hidden;border-bottom:4px solid #d4161c}.rp-mast a.rp-logo{float:left;font:bold 40px Georgia,serif;color:#0f2b4c;text-decoration:none}.rp-mast em{display:block;font-size:12px;color:#777;font-style:normal}
.rp-mast form{float:right;margin-top:14px}.rp-nav{list-style:none;margin:0;padding:0;background:#0f2b4c;overflow:hidden}.rp-nav li{float:left}.rp-nav a{display:block;color:#fff;padding:7px 12px;font-weight:bold;text-decoration:none}
#rp-cols{overflow:hidden;padding:12px}#rp-main{float:left;width:640px}#rp-right{float:right;width:310px}
.rp-art h1{font:bold 30px/1.15 Georgia,serif;margin:6px 0}.rp-dek{font-size:16px;color:#444}.rp-meta{font-size:12px;color:#777;border-top:1px solid #ddd;border-bottom:1px solid #ddd;padding:3px 0}
.rp-share{font-size:12px;margin:6px 0}.rp-share a{margin-right:10px}.rp-share i{font-style:normal;background:#eee;padding:0 4px}
.rp-box{border:1px solid #ddd;margin-bottom:12px}.rp-box h3{background:#0f2b4c;color:#fff;margin:0;padding:4px 8px;font-size:13px;text-transform:uppercase}.rp-box ol,.rp-box ul{margin:6px 0;padding-left:26px}.rp-box p{margin:6px 8px}
.rp-ad{background:#f0f0f0;border:1px solid #ddd;height:250px;text-align:center;color:#aaa;font-size:10px;margin-bottom:12px}#rp-foot{clear:both;background:#0f2b4c;color:#9fb3c8;font-size:12px;padding:14px 12px}#rp-foot a{color:#fff;margin-right:10px}"""


def paper(site: SiteBW, piece: Piece, bits: Bits) -> str:
    t = TERMS[site.lang]
    key = slug(piece.title)
    sec = piece.section or site.menu[1]
    return (
        _head(site, piece, PAPER_CSS, bits) + '<body>\n<div id="rp-page">\n'
        f'<div class="rp-strip">{esc(bits.strip or piece.shown)}<span><a href="/login" style="color:#fff">{esc(t["login"])}</a> · <a href="/rss.xml" style="color:#fff">RSS</a></span></div>\n'
        f'<div class="rp-mast"><a class="rp-logo" href="/">{esc(site.name)}<em>{esc(site.motto)}</em></a>'
        f'<form action="/busca" method="get"><input type="text" name="q" /> <input type="submit" value="{esc(t["search"])}" /></form></div>\n'
        f'<ul class="rp-nav">{_menu(site)}</ul>\n'
        '<div id="rp-cols"><div id="rp-main">\n'
        f'<div class="rp-art"><p class="rp-meta"><a href="/c1/">{esc(sec)}</a></p><h1>{esc(piece.title)}</h1>'
        + (f'<p class="rp-dek">{esc(piece.dek)}</p>' if piece.dek else "")
        + f'<p class="rp-meta">{esc(piece.byline)} | <span title="{piece.iso}">{esc(piece.shown)}</span> | <a href="/print/{num(key, 1000, 99999)}">{esc(t["print"])}</a></p>'
        + _share(site, key, "rp-share")
        + f'<img src="/_avatar/rp-{key[:20]}.svg" alt="" width="640" height="360" style="background:#ccc" />'
        + (f'<p class="rp-meta">{esc(piece.caption)}</p>' if piece.caption else "")
        + _paras(piece)
        + bits.inside
        + _tags(site, piece, "rp-tags")
        + "</div>\n"
        + bits.after
        + '\n</div>\n<div id="rp-right"><div class="rp-ad">— 300×250 —</div>'
        + bits.side
        + '</div></div>\n<div id="rp-foot">'
        + "".join(f'<a href="/c{k}/">{esc(m)}</a>' for k, m in enumerate(site.menu))
        + f"<br />© {esc(site.name)} · {esc(t['rights'])}</div>\n</div>\n{bits.tail}\n</body>\n</html>\n"
    )


LOOKS = {"rtl": rtl, "desi": desi, "portal": portal, "blog": blog, "paper": paper}


def render_bw(site: SiteBW, piece: Piece, bits: Bits) -> str:
    return LOOKS[site.look](site, piece, bits)
