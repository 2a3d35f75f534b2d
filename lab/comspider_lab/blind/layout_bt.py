"""Page templates of blind set BT, written for this set (no saved page opened, no vendor's or theme's code copied;
every class, name and text invented), in the manner of news sites of 2011-2013. Six looks:

- ``broadsheet``: a national paper (``ns-*``): an edition bar with the date and weather, a masthead, two rows of
  section links, the article with standfirst, byline box and share counts, a right column;
- ``regional``: a regional paper's CMS (``rg-*``): a top strip with log-in links, logo and a leaderboard slot, a
  section bar, breadcrumbs, the article with tools, a right rail;
- ``magazine``: a weekly magazine (``mg-*``): a slim header, a kicker over the headline, a wide lead picture, the text
  in a narrow column, a right column;
- ``broadcaster``: a radio or tv station's news site (``bc-*``): a "listen live" bar, the station's menu, a player box
  over the story, a right column with the schedule;
- ``portal``: a web portal (``pt-*``), table-built: a link bar, logo and search in a table, a dense menu, the story
  in a left cell, a right cell of boxes;
- ``trade``: a trade weekly's site (``td-*``): a members' bar, the title with an issue line, a channel bar, the
  story with a sponsor strip, a right column.

Page parts (``Bits``): ``top`` (under the menu: a ticker), ``inside`` (inside the story, after its text), ``after``
(after the story), ``side`` (the right column), ``style``, ``tail`` (before </body>).
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass

from comspider_lab.blind.content_bt import TERMS, SiteBT
from comspider_lab.blind.layout import esc, slug


@dataclass(frozen=True)
class Piece:
    """The story: headline, byline (as the site prints it), ISO time, the time as shown, paragraphs (blank-line
    separated)."""

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
    top: str = ""
    inside: str = ""
    after: str = ""
    side: str = ""
    style: str = ""
    tail: str = ""


def num(key: str, lo: int, hi: int) -> int:
    return lo + int(hashlib.md5(key.encode()).hexdigest()[:6], 16) % (hi - lo + 1)


def _head(site: SiteBT, piece: Piece, css: str, bits: Bits) -> str:
    rtl = ' dir="rtl"' if site.lang == "ar" else ""
    return (
        '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">\n'
        f'<html xmlns="http://www.w3.org/1999/xhtml" lang="{site.lang}" xml:lang="{site.lang}"{rtl}>\n<head>\n'
        '<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />\n'
        f"<title>{esc(piece.title)} - {esc(site.name)}</title>\n"
        f'<meta name="description" content="{esc(piece.dek or piece.paragraphs[0][:150])}" />\n'
        f'<meta property="og:type" content="article" /><meta property="og:title" content="{esc(piece.title)}" />'
        f'<meta property="og:site_name" content="{esc(site.name)}" />\n'
        f'<meta property="article:published_time" content="{piece.iso}" />\n'
        f'<link rel="alternate" type="application/rss+xml" title="{esc(site.name)}" href="/rss.xml" />\n'
        f'<style type="text/css">{css}{bits.style}</style>\n'
        '<script type="text/javascript">var _gaq = _gaq || []; _gaq.push(["_setAccount", "UA-1000000-2"]); _gaq.push(["_trackPageview"]);</script>\n'
        "</head>\n"
    )


def _paras(piece: Piece) -> str:
    return "".join(f"<p>{esc(p)}</p>" for p in piece.paragraphs)


def _tags(site: SiteBT, piece: Piece, cls: str) -> str:
    if not piece.tags:
        return ""
    t = TERMS[site.lang]
    return (
        f'<p class="{cls}">{esc(t["tags"])}: '
        + ", ".join(f'<a href="/tag/{slug(x)}">{esc(x)}</a>' for x in piece.tags)
        + "</p>"
    )


def _menu(site: SiteBT, fmt: str, sep: str = "") -> str:
    return sep.join(
        fmt.format(href="/" if k == 0 else f"/{slug(m)}/", name=esc(m)) for k, m in enumerate(site.menu)
    )


def _share(site: SiteBT, piece: Piece, cls: str) -> str:
    key = slug(piece.title)
    return (
        f'<div class="{cls}">{esc(TERMS[site.lang]["share"])}: <span>Facebook {num(key, 4, 900)}</span> '
        f"<span>Twitter {num(key + 't', 2, 300)}</span> <span>Google+ {num(key + 'g', 0, 40)}</span> "
        f'<span>LinkedIn {num(key + "l", 0, 25)}</span> <a href="mailto:?subject={esc(key[:20])}">E-mail</a></div>'
    )


BROADSHEET_CSS = """body{margin:0;background:#fff;font:14px/1.5 Georgia,'Times New Roman',serif;color:#111}#ns-page{width:980px;margin:0 auto}
.ns-ed{font:11px Arial,sans-serif;color:#666;border-bottom:1px solid #ccc;padding:4px 0;overflow:hidden}.ns-ed span{float:right}
.ns-mast{text-align:center;padding:12px 0 6px}.ns-mast a{font:bold 44px 'Times New Roman',serif;color:#000;text-decoration:none}.ns-mast em{display:block;font:italic 12px Georgia;color:#777}
.ns-nav{border-top:3px double #000;border-bottom:1px solid #000;font:bold 12px Arial,sans-serif;text-align:center;padding:5px 0}.ns-nav a{color:#000;margin:0 9px;text-decoration:none}
#ns-cols{overflow:hidden;padding-top:12px}#ns-main{float:left;width:640px}#ns-right{float:right;width:310px;font:12px/1.4 Arial,sans-serif}
.ns-art h1{font:bold 34px/1.1 Georgia,serif;margin:0 0 8px}.ns-stand{font-size:17px;color:#444}.ns-by{font:12px Arial;border-top:1px solid #ddd;border-bottom:1px solid #ddd;padding:4px 0;color:#555}
.ns-share{font:11px Arial;color:#555;margin:6px 0}.ns-share span{margin-right:10px}.ns-pic{width:640px;height:360px;background:#ccc;display:block}.ns-cap{font:11px Arial;color:#666}
.ns-box{border-top:3px solid #000;margin-bottom:16px}.ns-box h3{font:bold 13px Arial;text-transform:uppercase;margin:4px 0}.ns-box ol,.ns-box ul{margin:0;padding-left:22px}
#ns-foot{clear:both;border-top:3px double #000;font:11px Arial;color:#555;padding:10px 0;margin-top:20px}#ns-foot a{color:#333;margin-right:8px}"""


def broadsheet(site: SiteBT, piece: Piece, bits: Bits) -> str:
    t = TERMS[site.lang]
    key = slug(piece.title)
    return (
        _head(site, piece, BROADSHEET_CSS, bits) + '<body>\n<div id="ns-page">\n'
        f'<div class="ns-ed">{esc(site.motto)}<span>{esc(t["weather"])}: {esc(site.weather)} · '
        f'<a href="/login">{esc(t["login"])}</a> · <form action="/search" method="get" style="display:inline"><input type="text" name="q" size="14" /> '
        f'<input type="submit" value="{esc(t["search"])}" /></form></span></div>\n'
        f'<div class="ns-mast"><a href="/">{esc(site.name)}</a></div>\n'
        '<div class="ns-nav">' + _menu(site, '<a href="{href}">{name}</a>') + "</div>\n" + bits.top + "\n"
        '<div id="ns-cols"><div id="ns-main"><div class="ns-art">'
        f'<p class="ns-sec"><a href="/{slug(piece.section or site.menu[1])}/">{esc(piece.section or site.menu[1])}</a></p>'
        f"<h1>{esc(piece.title)}</h1>"
        + (f'<p class="ns-stand">{esc(piece.dek)}</p>' if piece.dek else "")
        + f'<p class="ns-by">{esc(piece.byline)} · <span class="ns-date" title="{piece.iso}">{esc(piece.shown)}</span></p>'
        + _share(site, piece, "ns-share")
        + f'<img class="ns-pic" src="/_avatar/ns-{key[:24]}.svg" alt="" width="640" height="360" />'
        + (f'<p class="ns-cap">{esc(piece.caption)}</p>' if piece.caption else "")
        + _paras(piece)
        + bits.inside
        + _tags(site, piece, "ns-tags")
        + f'<p class="ns-tools"><a href="/{key[:30]}/print">{esc(t["print"])}</a></p></div>\n'
        + bits.after
        + '\n</div>\n<div id="ns-right">'
        + bits.side
        + '</div></div>\n<div id="ns-foot">'
        + _menu(site, '<a href="{href}">{name}</a>')
        + f"<br />© {esc(site.name)} 2012 · {esc(t['rights'])}</div>\n</div>\n{bits.tail}\n</body>\n</html>\n"
    )


REGIONAL_CSS = """body{margin:0;background:#e9e9e9;font:13px/1.45 Arial,Helvetica,sans-serif;color:#222}#rg-page{width:990px;margin:0 auto;background:#fff}
.rg-top{background:#1d3557;color:#cfd8e3;font-size:11px;padding:4px 10px;overflow:hidden}.rg-top a{color:#fff}.rg-top span{float:right}
.rg-head{overflow:hidden;padding:12px 10px}.rg-logo{float:left;font:bold 32px Arial;color:#1d3557;text-decoration:none}.rg-logo small{display:block;font:12px Arial;color:#888}
.rg-lb{float:right;width:468px;height:60px;background:#eee;color:#aaa;font-size:10px;text-align:center}.rg-nav{background:#e63946;margin:0;padding:0;list-style:none;overflow:hidden}
.rg-nav li{float:left}.rg-nav a{display:block;color:#fff;font-weight:bold;padding:7px 13px;text-decoration:none}.rg-crumb{font-size:11px;color:#888;padding:6px 10px}
#rg-cols{overflow:hidden;padding:0 10px 10px}#rg-main{float:left;width:640px}#rg-rail{float:right;width:300px}.rg-art h1{font:bold 28px/1.15 Arial;margin:4px 0 8px}
.rg-meta{font-size:11px;color:#777}.rg-tools{font-size:11px;background:#f3f3f3;padding:4px 6px}.rg-tools a{margin-right:10px}.rg-pic{width:640px;height:330px;background:#ccc}
.rg-box{border:1px solid #ddd;margin-bottom:12px}.rg-box h3{margin:0;background:#1d3557;color:#fff;font-size:12px;padding:5px 8px}.rg-box ol,.rg-box ul{margin:6px 0;padding-left:24px}.rg-box p{margin:6px 8px}
#rg-foot{clear:both;background:#1d3557;color:#cfd8e3;font-size:11px;padding:12px 10px}#rg-foot a{color:#fff;margin-right:10px}"""


def regional(site: SiteBT, piece: Piece, bits: Bits) -> str:
    t = TERMS[site.lang]
    key = slug(piece.title)
    sec = piece.section or site.menu[1]
    return (
        _head(site, piece, REGIONAL_CSS, bits) + '<body>\n<div id="rg-page">\n'
        f'<div class="rg-top">{esc(site.weather)}<span><a href="/login">{esc(t["login"])}</a> | <a href="/register">Register</a> | <a href="/rss">RSS</a></span></div>\n'
        f'<div class="rg-head"><a class="rg-logo" href="/">{esc(site.name)}<small>{esc(site.motto)}</small></a><div class="rg-lb">ADVERTISEMENT 468×60</div></div>\n'
        '<ul class="rg-nav">'
        + _menu(site, '<li><a href="{href}">{name}</a></li>')
        + "</ul>\n"
        + bits.top
        + "\n"
        f'<div class="rg-crumb"><a href="/">{esc(t["home"])}</a> › <a href="/{slug(sec)}/">{esc(sec)}</a></div>\n'
        '<div id="rg-cols"><div id="rg-main"><div class="rg-art">'
        f"<h1>{esc(piece.title)}</h1>"
        + (f'<p class="rg-dek"><b>{esc(piece.dek)}</b></p>' if piece.dek else "")
        + f'<p class="rg-meta">{esc(piece.byline)} — <span title="{piece.iso}">{esc(piece.shown)}</span></p>'
        f'<p class="rg-tools"><a href="/{key[:30]}/print">{esc(t["print"])}</a><a href="/{key[:30]}/email">E-mail</a><a href="#">A+</a><a href="#">A-</a></p>'
        + f'<img class="rg-pic" src="/_avatar/rg-{key[:24]}.svg" alt="" width="640" height="330" />'
        + (f'<p class="rg-meta">{esc(piece.caption)}</p>' if piece.caption else "")
        + _paras(piece)
        + bits.inside
        + _tags(site, piece, "rg-tags")
        + _share(site, piece, "rg-tools")
        + "</div>\n"
        + bits.after
        + '\n</div>\n<div id="rg-rail">'
        + bits.side
        + '</div></div>\n<div id="rg-foot">'
        + _menu(site, '<a href="{href}">{name}</a>')
        + f"<br />© 2012 {esc(site.name)} · {esc(t['rights'])}</div>\n</div>\n{bits.tail}\n</body>\n</html>\n"
    )


MAGAZINE_CSS = """body{margin:0;background:#fff;font:15px/1.6 'Helvetica Neue',Arial,sans-serif;color:#222}#mg-wrap{width:1000px;margin:0 auto}
.mg-head{overflow:hidden;border-bottom:4px solid #c0392b;padding:10px 0}.mg-logo{float:left;font:bold 30px 'Helvetica Neue',Arial;color:#c0392b;text-decoration:none;letter-spacing:-1px}
.mg-nav{float:right;margin-top:12px}.mg-nav a{color:#333;font-weight:bold;font-size:13px;margin-left:14px;text-decoration:none}#mg-cols{overflow:hidden;padding-top:14px}
#mg-main{float:left;width:660px}#mg-side{float:right;width:300px;font-size:13px}.mg-kick{color:#c0392b;font-weight:bold;font-size:13px;margin:0}.mg-art h1{font:bold 32px/1.1 'Helvetica Neue',Arial;margin:2px 0 10px}
.mg-dek{font-weight:bold}.mg-by{font-size:12px;color:#777}.mg-lead{width:660px;height:370px;background:#bbb}.mg-art p{margin:0 0 12px}
.mg-box{background:#f5f5f5;padding:8px 10px;margin-bottom:14px}.mg-box h3{margin:0 0 6px;font-size:13px;color:#c0392b;text-transform:uppercase}.mg-box ol,.mg-box ul{margin:0;padding-left:20px}
#mg-foot{clear:both;border-top:1px solid #ccc;font-size:11px;color:#777;padding:12px 0}"""


def magazine(site: SiteBT, piece: Piece, bits: Bits) -> str:
    t = TERMS[site.lang]
    key = slug(piece.title)
    return (
        _head(site, piece, MAGAZINE_CSS, bits) + '<body>\n<div id="mg-wrap">\n'
        f'<div class="mg-head"><a class="mg-logo" href="/">{esc(site.name)}</a><div class="mg-nav">'
        + _menu(site, '<a href="{href}">{name}</a>')
        + f' <a href="/login">{esc(t["login"])}</a></div></div>\n'
        + bits.top
        + '\n<div id="mg-cols"><div id="mg-main"><div class="mg-art">'
        f'<p class="mg-kick">{esc(piece.section or site.menu[0])}</p><h1>{esc(piece.title)}</h1>'
        + (f'<p class="mg-dek">{esc(piece.dek)}</p>' if piece.dek else "")
        + f'<p class="mg-by">{esc(piece.byline)} | {esc(piece.shown)}</p>'
        f'<img class="mg-lead" src="/_avatar/mg-{key[:24]}.svg" alt="" width="660" height="370" />'
        + (f'<p class="mg-by">{esc(piece.caption)}</p>' if piece.caption else "")
        + _paras(piece)
        + bits.inside
        + _share(site, piece, "mg-by")
        + _tags(site, piece, "mg-by")
        + "</div>\n"
        + bits.after
        + '\n</div>\n<div id="mg-side">'
        + bits.side
        + f'</div></div>\n<div id="mg-foot">© {esc(site.name)} 2012 · {esc(t["rights"])} · <a href="/impressum">Impressum</a> · <a href="/abo">Abo</a></div>\n</div>\n{bits.tail}\n</body>\n</html>\n'
    )


BROADCASTER_CSS = """body{margin:0;background:#10253f;font:13px/1.5 Verdana,Arial,sans-serif;color:#222}#bc-page{width:970px;margin:0 auto;background:#fff}
.bc-live{background:#f39c12;color:#10253f;font-weight:bold;padding:5px 12px;overflow:hidden}.bc-live a{color:#10253f}.bc-live span{float:right;font-weight:normal}
.bc-head{background:#10253f;padding:14px 12px}.bc-head a{color:#fff;font:bold 30px Verdana;text-decoration:none}.bc-head small{color:#9fb3c8;margin-left:10px}
.bc-nav{background:#1f4e79;padding:0 8px;overflow:hidden}.bc-nav a{float:left;color:#fff;padding:8px 12px;font-weight:bold;text-decoration:none}
#bc-cols{overflow:hidden;padding:12px}#bc-main{float:left;width:630px}#bc-right{float:right;width:300px}.bc-player{background:#000;color:#fff;height:300px;text-align:center;line-height:300px;font-size:12px}
.bc-art h1{font:bold 26px/1.2 Verdana;margin:10px 0 6px;color:#10253f}.bc-meta{font-size:11px;color:#777}.bc-box{border:1px solid #c8d3df;margin-bottom:12px}
.bc-box h3{margin:0;background:#1f4e79;color:#fff;font-size:12px;padding:4px 8px}.bc-box ul,.bc-box ol{margin:6px 0;padding-left:22px}.bc-box p{margin:6px 8px}
#bc-foot{clear:both;background:#10253f;color:#9fb3c8;font-size:11px;padding:12px}"""


def broadcaster(site: SiteBT, piece: Piece, bits: Bits) -> str:
    t = TERMS[site.lang]
    return (
        _head(site, piece, BROADCASTER_CSS, bits) + '<body>\n<div id="bc-page">\n'
        f'<div class="bc-live"><a href="/live">▶ LIVE</a> · {esc(site.menu[4] if len(site.menu) > 4 else site.menu[-1])}<span>{esc(site.weather)}</span></div>\n'
        f'<div class="bc-head"><a href="/">{esc(site.name)}</a><small>{esc(site.motto)}</small></div>\n'
        '<div class="bc-nav">' + _menu(site, '<a href="{href}">{name}</a>') + "</div>\n" + bits.top + "\n"
        '<div id="bc-cols"><div id="bc-main"><div class="bc-player">[ audio / video player ]</div><div class="bc-art">'
        f"<h1>{esc(piece.title)}</h1>"
        f'<p class="bc-meta">{esc(piece.byline)} · {esc(piece.shown)}</p>'
        + (f"<p><b>{esc(piece.dek)}</b></p>" if piece.dek else "")
        + _paras(piece)
        + bits.inside
        + _tags(site, piece, "bc-meta")
        + _share(site, piece, "bc-meta")
        + "</div>\n"
        + bits.after
        + '\n</div>\n<div id="bc-right">'
        + bits.side
        + f'</div></div>\n<div id="bc-foot">{esc(site.name)} · {esc(t["rights"])} · <a href="/contact" style="color:#fff">Contact</a></div>\n</div>\n{bits.tail}\n</body>\n</html>\n'
    )


PORTAL_CSS = """body{margin:0;font:12px/1.6 Arial,'MS PGothic',Tahoma,sans-serif;color:#333;background:#fff}a{color:#0645ad;text-decoration:none}
.pt-bar{background:#f1f1f1;border-bottom:1px solid #ddd;padding:2px 0}.pt-w{width:970px;margin:0 auto}.pt-logo{font:bold 30px Arial;color:#7b1fa2}
.pt-nav{background:#7b1fa2;padding:5px 8px}.pt-nav a{color:#fff;font-weight:bold;font-size:13px}.pt-nav i{color:#d1a3e0;margin:0 6px;font-style:normal}
.pt-body td{vertical-align:top}.pt-left{width:650px;padding-right:14px}.pt-right{width:306px}.pt-art h1{font:bold 24px Arial;margin:8px 0}.pt-src{color:#888;border-bottom:1px solid #ddd;padding-bottom:4px}
.pt-art p{font-size:14px;line-height:1.8}.pt-box{border:1px solid #ddd;margin-bottom:10px}.pt-box h3{margin:0;background:#f5f0f7;border-bottom:2px solid #7b1fa2;font-size:13px;padding:4px 8px}
.pt-box ol,.pt-box ul{margin:6px 0;padding-left:22px}.pt-box p{margin:6px 8px}.pt-foot{border-top:2px solid #7b1fa2;text-align:center;color:#888;padding:10px}"""


def portal(site: SiteBT, piece: Piece, bits: Bits) -> str:
    t = TERMS[site.lang]
    key = slug(piece.title)
    sec = piece.section or site.menu[1]
    return (
        _head(site, piece, PORTAL_CSS, bits) + "<body>\n"
        f'<div class="pt-bar"><div class="pt-w"><a href="/">{esc(t["home"])}</a> | <a href="/mail">Mail</a> | <a href="/m/">Mobile</a> | <a href="/login">{esc(t["login"])}</a> | {esc(site.weather)}</div></div>\n'
        f'<table class="pt-w" cellpadding="0" cellspacing="0"><tr><td><a class="pt-logo" href="/">{esc(site.name)}</a><br />{esc(site.motto)}</td>'
        f'<td align="right"><form action="/search" method="get"><input type="text" name="q" /> <input type="submit" value="{esc(t["search"])}" /></form></td></tr></table>\n'
        '<div class="pt-nav pt-w">'
        + _menu(site, '<a href="{href}">{name}</a>', "<i>|</i>")
        + "</div>\n"
        + bits.top
        + '\n<table class="pt-body pt-w" cellpadding="0" cellspacing="0"><tr><td class="pt-left">\n'
        f'<div class="pt-art"><p style="color:#888"><a href="/">{esc(t["home"])}</a> &gt; <a href="/{slug(sec)}/">{esc(sec)}</a></p><h1>{esc(piece.title)}</h1>'
        f'<div class="pt-src">{esc(piece.byline)}　{esc(piece.shown)}</div>'
        f'<img src="/_avatar/pt-{key[:24]}.svg" alt="" width="480" height="300" style="display:block;margin:8px auto;background:#ddd" />'
        + (
            f'<p style="text-align:center;color:#666;font-size:12px">{esc(piece.caption)}</p>'
            if piece.caption
            else ""
        )
        + _paras(piece)
        + bits.inside
        + _tags(site, piece, "pt-src")
        + _share(site, piece, "pt-src")
        + "</div>\n"
        + bits.after
        + '\n</td><td class="pt-right">'
        + bits.side
        + f'</td></tr></table>\n<div class="pt-foot pt-w">{esc(site.name)} · {esc(t["rights"])} · © 2004-2012</div>\n{bits.tail}\n</body>\n</html>\n'
    )


SPONSOR = {
    "en": "Sponsored by Hallam Crushers — mobile crushing and screening since 1962",
    "fi": "Yhteistyössä: Pohjan Tilintarkastus Oy — tilintarkastusta vuodesta 1978",
}

TRADE_CSS = """body{margin:0;background:#f4f4f0;font:13px/1.5 Tahoma,Verdana,sans-serif;color:#222}#td-page{width:980px;margin:0 auto;background:#fff;border:1px solid #ccc}
.td-members{background:#444;color:#ddd;font-size:11px;padding:4px 10px;text-align:right}.td-members a{color:#fff}.td-title{padding:12px 10px;border-bottom:2px solid #2e7d32}
.td-title a{font:bold 28px Tahoma;color:#2e7d32;text-decoration:none}.td-title span{display:block;font-size:11px;color:#777}.td-chan{background:#e8f0e8;padding:6px 10px}.td-chan a{margin-right:14px;color:#2e7d32;font-weight:bold}
#td-cols{overflow:hidden;padding:10px}#td-main{float:left;width:650px}#td-right{float:right;width:290px}.td-art h1{font:bold 24px Tahoma;margin:6px 0}.td-meta{font-size:11px;color:#777}
.td-sponsor{background:#fffbe6;border:1px solid #eed;font-size:11px;padding:4px 8px;margin:8px 0}.td-box{border:1px solid #cdc;margin-bottom:12px}.td-box h3{margin:0;background:#2e7d32;color:#fff;font-size:12px;padding:4px 8px}
.td-box ul,.td-box ol{margin:6px 0;padding-left:22px}.td-box p{margin:6px 8px}#td-foot{clear:both;background:#444;color:#ccc;font-size:11px;padding:10px}"""


def trade(site: SiteBT, piece: Piece, bits: Bits) -> str:
    t = TERMS[site.lang]
    key = slug(piece.title)
    return (
        _head(site, piece, TRADE_CSS, bits) + '<body>\n<div id="td-page">\n'
        f'<div class="td-members"><a href="/login">{esc(t["login"])}</a> | <a href="/subscribe">Subscribe</a> | <a href="/newsletter">Newsletter</a></div>\n'
        f'<div class="td-title"><a href="/">{esc(site.name)}</a><span>{esc(site.motto)}</span></div>\n'
        '<div class="td-chan">' + _menu(site, '<a href="{href}">{name}</a>') + "</div>\n" + bits.top + "\n"
        '<div id="td-cols"><div id="td-main"><div class="td-art">'
        f"<h1>{esc(piece.title)}</h1>"
        + (f"<p><b>{esc(piece.dek)}</b></p>" if piece.dek else "")
        + f'<p class="td-meta">{esc(piece.byline)} | {esc(piece.shown)} | <a href="/{key[:30]}/print">{esc(t["print"])}</a></p>'
        f'<div class="td-sponsor">{esc(SPONSOR.get(site.lang, SPONSOR["en"]))}</div>'
        f'<img src="/_avatar/td-{key[:24]}.svg" alt="" width="620" height="300" style="background:#ccc" />'
        + (f'<p class="td-meta">{esc(piece.caption)}</p>' if piece.caption else "")
        + _paras(piece)
        + bits.inside
        + _tags(site, piece, "td-meta")
        + _share(site, piece, "td-meta")
        + "</div>\n"
        + bits.after
        + '\n</div>\n<div id="td-right">'
        + bits.side
        + f'</div></div>\n<div id="td-foot">© 2012 {esc(site.name)} · {esc(t["rights"])}</div>\n</div>\n{bits.tail}\n</body>\n</html>\n'
    )


LOOKS = {
    "broadsheet": broadsheet,
    "regional": regional,
    "magazine": magazine,
    "broadcaster": broadcaster,
    "portal": portal,
    "trade": trade,
}

BOX_CLS = {
    "broadsheet": "ns-box",
    "regional": "rg-box",
    "magazine": "mg-box",
    "broadcaster": "bc-box",
    "portal": "pt-box",
    "trade": "td-box",
}


def render_bt(site: SiteBT, piece: Piece, bits: Bits) -> str:
    return LOOKS[site.look](site, piece, bits)
