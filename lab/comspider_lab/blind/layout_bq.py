"""Page templates of blind set BQ, written for this set (no saved page opened, no vendor's or theme's code copied;
every class, name and text invented), in the manner of 2009-2014. Four looks:

- ``blog``: a hosted or self-hosted blog theme (``bx-*``): a header band with the blog's name and description, page
  tabs, a date header over the post, the post's footer line ("posted by ... at ...", labels, share links), a
  newer/older pager, the case's block, a right sidebar of widgets, a "powered by" footer;
- ``paper``: a regional paper's CMS (``rz-*``): a date-and-weather strip, the masthead with a search box, a section bar,
  breadcrumbs, the article with font-size and print tools and share counters, the case's block, a right column with
  an advertisement slot and widgets, a footer of link columns;
- ``portal``: an Asian news portal (``pk-*``): a thin link bar, logo and search in a table, a dense menu with
  separators, "you are here", the article with source and time line in a table cell beside a right column of lists,
  a footer of licences;
- ``aspnet``: a table-built page inside one ASP.NET form (``tb-*``) with a view-state field: header row, a left
  navigation cell, the article cell, a right cell, a footer row.

Page parts (``Bits``): ``inside`` (inside the story, after its text), ``after`` (after the story), ``side`` (the
sidebar or right column), ``style``, ``tail`` (before </body>).
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass

from comspider_lab.blind.content_bq import TERMS, SiteBQ
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
    style: str = ""
    tail: str = ""


def _head(site: SiteBQ, piece: Piece, css: str, bits: Bits) -> str:
    return (
        '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">\n'
        f'<html xmlns="http://www.w3.org/1999/xhtml" lang="{site.lang}" xml:lang="{site.lang}">\n<head>\n'
        '<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />\n'
        f"<title>{esc(piece.title)} | {esc(site.name)}</title>\n"
        f'<meta name="description" content="{esc(piece.dek or piece.paragraphs[0][:150])}" />\n'
        f'<meta name="keywords" content="{esc(", ".join(piece.tags))}" />\n'
        f'<meta property="og:title" content="{esc(piece.title)}" /><meta property="og:site_name" content="{esc(site.name)}" />\n'
        f'<link rel="alternate" type="application/rss+xml" title="{esc(site.name)} RSS" href="/feed/" />\n'
        f'<style type="text/css">{css}{bits.style}</style>\n'
        "<script type=\"text/javascript\">var _gaq = _gaq || []; _gaq.push(['_setAccount', 'UA-0000000-1']); _gaq.push(['_trackPageview']);</script>\n"
        "</head>\n"
    )


def _paras(piece: Piece) -> str:
    return "".join(f"<p>{esc(p)}</p>" for p in piece.paragraphs)


def _tags(site: SiteBQ, piece: Piece, cls: str) -> str:
    if not piece.tags:
        return ""
    t = TERMS[site.lang]
    return (
        f'<span class="{cls}">{esc(t["tags"])}: '
        + ", ".join(f'<a href="/tag/{slug(x)}" rel="tag">{esc(x)}</a>' for x in piece.tags)
        + "</span>"
    )


def _num(key: str, lo: int, hi: int) -> int:
    return lo + int(hashlib.md5(key.encode()).hexdigest()[:6], 16) % (hi - lo + 1)


BLOG_CSS = """body{margin:0;background:#dfe6e9;font:13px/1.5 'Trebuchet MS',Verdana,sans-serif;color:#333}
#bx-outer{width:960px;margin:0 auto;background:#fff;box-shadow:0 0 6px #aaa}#bx-header{background:#3d6b7d;color:#fff;padding:28px 30px 20px}
#bx-header h1{margin:0;font:bold 34px Georgia,serif}#bx-header h1 a{color:#fff;text-decoration:none}.bx-desc{margin:4px 0 0;color:#cfe3ea;font-style:italic}
.bx-tabs{list-style:none;margin:0;padding:0 24px;background:#2b4f5d;overflow:hidden}.bx-tabs li{float:left}.bx-tabs a{display:block;padding:8px 14px;color:#fff;text-decoration:none;font-weight:bold}
#bx-wrap{overflow:hidden;padding:20px 24px}#bx-main{float:left;width:610px}#bx-side{float:right;width:270px;font-size:12px}
.bx-date{font:bold 11px Verdana;text-transform:uppercase;color:#888;letter-spacing:1px;border-bottom:1px dotted #ccc}.bx-post h3{font:bold 22px Georgia,serif;color:#3d6b7d;margin:8px 0}
.bx-post img{border:4px solid #eee}.bx-foot{font-size:11px;color:#777;border-top:1px dotted #ccc;margin-top:14px;padding-top:6px}.bx-pager{overflow:hidden;margin:16px 0;font-size:12px}
.bx-pager .n{float:left}.bx-pager .o{float:right}.bx-w{margin-bottom:18px}.bx-w h2{font:bold 12px Verdana;text-transform:uppercase;color:#3d6b7d;border-bottom:2px solid #3d6b7d;margin:0 0 6px;padding-bottom:2px}
.bx-w ul{margin:0;padding-left:16px}#bx-footer{clear:both;background:#2b4f5d;color:#b9cfd7;text-align:center;font-size:11px;padding:12px}"""


def blog(site: SiteBQ, piece: Piece, bits: Bits) -> str:
    t = TERMS[site.lang]
    post = slug(piece.title)[:40]
    return (
        _head(site, piece, BLOG_CSS, bits) + '<body class="bx-body">\n<div id="bx-outer">\n'
        f'<div id="bx-header"><h1><a href="/">{esc(site.name)}</a></h1><p class="bx-desc">{esc(site.motto)}</p></div>\n'
        '<ul class="bx-tabs">'
        + "".join(
            f'<li><a href="/{"" if k == 0 else "p/" + slug(m) + ".html"}">{esc(m)}</a></li>'
            for k, m in enumerate(site.menu)
        )
        + '</ul>\n<div id="bx-wrap"><div id="bx-main">\n'
        f'<h2 class="bx-date"><span>{esc(piece.shown)}</span></h2>\n'
        f'<div class="bx-post hentry"><a name="{_num(post, 1000, 9999)}"></a><h3 class="entry-title">{esc(piece.title)}</h3>'
        f'<div class="bx-body entry-content"><img src="/_avatar/bx-{post[:24]}.svg" alt="" width="400" height="260" style="float:right;margin:0 0 8px 12px" />'
        + _paras(piece)
        + '<div style="clear:both"></div>'
        + bits.inside
        + f'</div><div class="bx-foot"><span class="bx-by">{esc(piece.byline)}</span> · <abbr class="published" title="{piece.iso}">{esc(piece.shown)}</abbr>'
        f' · {_tags(site, piece, "bx-labels")} · <a href="#share">{esc(t["share"])}</a></div></div>\n'
        f'<div class="bx-pager"><a class="n" href="/{post}-newer.html">« {esc(t["newer"])}</a> <a class="o" href="/{post}-older.html">{esc(t["older"])} »</a>'
        f'<div style="text-align:center"><a href="/">{esc(t["home"])}</a></div></div>\n'
        + bits.after
        + '\n</div>\n<div id="bx-side">'
        f'<div class="bx-w"><form action="/search" method="get"><input type="text" name="q" size="18" /> <input type="submit" value="{esc(t["search"])}" /></form></div>'
        + bits.side
        + f'</div></div>\n<div id="bx-footer">© {esc(site.name)} · {esc(t["rights"])}</div>\n</div>\n{bits.tail}\n</body>\n</html>\n'
    )


PAPER_CSS = """body{margin:0;background:#eee;font:13px/1.45 Arial,Helvetica,sans-serif;color:#222}#rz-page{width:990px;margin:0 auto;background:#fff}
.rz-strip{background:#333;color:#ccc;font-size:11px;padding:4px 12px;overflow:hidden}.rz-strip span{float:right}
.rz-mast{padding:14px 12px;overflow:hidden;border-bottom:4px solid #a31515}.rz-mast a.rz-logo{float:left;font:bold 36px Georgia,'Times New Roman',serif;color:#a31515;text-decoration:none}
.rz-mast em{display:block;font-size:12px;color:#777;font-style:normal}.rz-mast form{float:right;margin-top:12px}
.rz-nav{list-style:none;margin:0;padding:0;background:#a31515;overflow:hidden}.rz-nav li{float:left}.rz-nav a{display:block;color:#fff;padding:7px 12px;font-weight:bold;text-decoration:none;border-right:1px solid #c44}
.rz-crumbs{font-size:11px;color:#888;padding:6px 12px}#rz-cols{overflow:hidden;padding:0 12px 12px}#rz-main{float:left;width:640px}#rz-right{float:right;width:300px}
.rz-kicker{color:#a31515;font-weight:bold;text-transform:uppercase;font-size:11px;margin:6px 0 0}.rz-art h1{font:bold 28px/1.15 Georgia,serif;margin:4px 0 8px}.rz-dek{font-weight:bold;font-size:14px}
.rz-meta{font-size:11px;color:#777;border-top:1px solid #ddd;border-bottom:1px solid #ddd;padding:3px 0}.rz-tools{font-size:11px;margin:6px 0}.rz-tools a{margin-right:8px}
.rz-share{font-size:11px;background:#f4f4f4;padding:4px 6px;margin:6px 0}.rz-share span{margin-right:12px}.rz-photo img{width:640px;height:auto;background:#ccc}.rz-cap{font-size:11px;color:#666;margin:2px 0 10px}
.rz-ad{background:#f0f0f0;border:1px solid #ddd;height:250px;text-align:center;color:#aaa;font-size:10px;margin-bottom:12px}.rz-box{border:1px solid #ddd;margin-bottom:12px}
.rz-box h3{background:#eee;margin:0;padding:4px 8px;font-size:12px;text-transform:uppercase;color:#a31515}.rz-box ol,.rz-box ul{margin:6px 0;padding-left:26px}.rz-box p{margin:6px 8px}
#rz-foot{clear:both;background:#333;color:#aaa;font-size:11px;padding:14px 12px}#rz-foot a{color:#ccc;margin-right:10px}"""


def paper(site: SiteBQ, piece: Piece, bits: Bits) -> str:
    t = TERMS[site.lang]
    sec = piece.section or site.menu[1]
    key = slug(piece.title)
    return (
        _head(site, piece, PAPER_CSS, bits) + '<body>\n<div id="rz-page">\n'
        f'<div class="rz-strip">{esc(piece.shown)}<span><a href="/rss" style="color:#ccc">RSS</a> · <a href="/login" style="color:#ccc">Login</a></span></div>\n'
        f'<div class="rz-mast"><a class="rz-logo" href="/">{esc(site.name)}<em>{esc(site.motto)}</em></a>'
        f'<form action="/suche" method="get"><input type="text" name="q" /> <input type="submit" value="{esc(t["search"])}" /></form></div>\n'
        '<ul class="rz-nav">'
        + "".join(
            f'<li><a href="/{"" if k == 0 else slug(m) + "/"}">{esc(m)}</a></li>'
            for k, m in enumerate(site.menu)
        )
        + f'</ul>\n<div class="rz-crumbs"><a href="/">{esc(t["home"])}</a> » <a href="/{slug(sec)}/">{esc(sec)}</a></div>\n'
        '<div id="rz-cols"><div id="rz-main">\n'
        f'<div class="rz-art"><p class="rz-kicker">{esc(sec)}</p><h1>{esc(piece.title)}</h1>'
        + (f'<p class="rz-dek">{esc(piece.dek)}</p>' if piece.dek else "")
        + f'<p class="rz-meta">{esc(piece.byline)} | <span class="rz-date" title="{piece.iso}">{esc(piece.shown)}</span></p>'
        f'<p class="rz-tools"><a href="#" onclick="return false">A-</a><a href="#" onclick="return false">A+</a>'
        f'<a href="/{key[:30]}/print">{esc(t["print"])}</a><a href="/{key[:30]}/email">E-Mail</a></p>'
        f'<div class="rz-share">{esc(t["share"])}: <span>Facebook ({_num(key, 3, 240)})</span><span>Twitter ({_num(key + "t", 0, 90)})</span><span>Google+ ({_num(key + "g", 0, 12)})</span></div>'
        f'<div class="rz-photo"><img src="/_avatar/rz-{key[:24]}.svg" alt="" width="640" height="360" /></div>'
        + (f'<p class="rz-cap">{esc(piece.caption)}</p>' if piece.caption else "")
        + _paras(piece)
        + bits.inside
        + f'<p class="rz-tags">{_tags(site, piece, "rz-taglist")}</p></div>\n'
        + bits.after
        + '\n</div>\n<div id="rz-right"><div class="rz-ad">ADVERTISEMENT 300×250</div>'
        + bits.side
        + '</div></div>\n<div id="rz-foot">'
        + "".join(f'<a href="/{slug(m)}/">{esc(m)}</a>' for m in site.menu)
        + f"<br />© {esc(site.name)} · {esc(t['rights'])}</div>\n</div>\n{bits.tail}\n</body>\n</html>\n"
    )


PORTAL_CSS = """body{margin:0;font:12px/1.6 'SimSun','MS PGothic','Dotum',Arial,sans-serif;color:#333;background:#fff}a{color:#1a3c8a;text-decoration:none}
.pk-bar{background:#f2f2f2;border-bottom:1px solid #ddd;font-size:12px;padding:3px 0}.pk-bar div,.pk-w{width:960px;margin:0 auto}
.pk-head td{padding:8px 0}.pk-logo{font:bold 30px 'Microsoft YaHei','Malgun Gothic','Meiryo',sans-serif;color:#c00}.pk-nav{background:#c00;padding:6px 8px}.pk-nav a{color:#fff;font-weight:bold;font-size:14px}
.pk-nav i{color:#f99;margin:0 8px;font-style:normal}.pk-here{border-bottom:1px dotted #ccc;padding:4px 0;color:#666}.pk-body{width:960px;margin:8px auto}.pk-left{width:660px;vertical-align:top;padding-right:16px}
.pk-right{width:284px;vertical-align:top}.pk-art h1{font:bold 24px 'Microsoft YaHei','Malgun Gothic','Meiryo',sans-serif;text-align:center;margin:10px 0}.pk-src{text-align:center;color:#888;border-bottom:1px solid #ddd;padding-bottom:6px}
.pk-art p{font-size:14px;line-height:1.9;text-indent:2em}.pk-art img{display:block;margin:8px auto;background:#ddd}.pk-box{border:1px solid #ddd;margin-bottom:10px}.pk-box h3{margin:0;background:#f5f5f5;border-bottom:2px solid #c00;font-size:13px;padding:4px 8px}
.pk-box ol,.pk-box ul{margin:6px 0;padding-left:24px}.pk-foot{border-top:2px solid #c00;text-align:center;color:#888;padding:10px;line-height:1.8}"""


def portal(site: SiteBQ, piece: Piece, bits: Bits) -> str:
    t = TERMS[site.lang]
    sec = piece.section or site.menu[1]
    key = slug(piece.title)
    return (
        _head(site, piece, PORTAL_CSS, bits) + "<body>\n"
        f'<div class="pk-bar"><div><a href="/">{esc(t["home"])}</a> | <a href="/m/">WAP</a> | <a href="/rss/">RSS</a> | <a href="/login">Login</a></div></div>\n'
        f'<table class="pk-head pk-w" cellpadding="0" cellspacing="0"><tr><td><a class="pk-logo" href="/">{esc(site.name)}</a><br /><span>{esc(site.motto)}</span></td>'
        f'<td align="right"><form action="/search" method="get"><input type="text" name="kw" /> <input type="submit" value="{esc(t["search"])}" /></form></td></tr></table>\n'
        '<div class="pk-nav pk-w">'
        + "<i>|</i>".join(
            f'<a href="/{"" if k == 0 else slug(m) or "s" + str(k)}/">{esc(m)}</a>'
            for k, m in enumerate(site.menu)
        )
        + f'</div>\n<div class="pk-here pk-w"><a href="/">{esc(t["home"])}</a> &gt; <a href="/{slug(sec) or "sec"}/">{esc(sec)}</a> &gt; {esc(piece.title[:20])}</div>\n'
        '<table class="pk-body" cellpadding="0" cellspacing="0"><tr><td class="pk-left">\n'
        f'<div class="pk-art"><h1>{esc(piece.title)}</h1><div class="pk-src">{esc(piece.byline)}　{esc(piece.shown)}</div>'
        f'<img src="/_avatar/pk-{key[:24]}.svg" alt="" width="480" height="300" />'
        + (
            f'<p style="text-align:center;text-indent:0;color:#666;font-size:12px">{esc(piece.caption)}</p>'
            if piece.caption
            else ""
        )
        + _paras(piece)
        + bits.inside
        + f'<p style="text-indent:0">{_tags(site, piece, "pk-kw")}　<a href="#" onclick="window.print();return false">[{esc(t["print"])}]</a></p></div>\n'
        + bits.after
        + '\n</td><td class="pk-right">'
        + bits.side
        + f'</td></tr></table>\n<div class="pk-foot pk-w">{esc(site.name)} · {esc(t["rights"])} · Copyright © 2005-2014</div>\n{bits.tail}\n</body>\n</html>\n'
    )


TABLE_CSS = """body{margin:0;background:#c9d3dc;font:12px/1.45 Verdana,Arial,sans-serif;color:#222}#tblPage{background:#fff}.tb-hdr{background:#0b3d6b;color:#fff;padding:10px 14px}
.tb-hdr a{color:#fff;font:bold 30px Georgia,serif;text-decoration:none}.tb-hdr span{display:block;color:#9cc0e0;font-size:11px}.tb-nav{background:#eef2f6;vertical-align:top;padding:10px 0;border-right:1px solid #c5d0da}
.tb-nav a{display:block;padding:4px 12px;color:#0b3d6b;font-weight:bold;border-bottom:1px solid #dde4ea;text-decoration:none}.tb-main{vertical-align:top;padding:12px 16px}
.tb-main h1{font:bold 24px Georgia,serif;color:#0b3d6b;margin:4px 0}.tb-meta{color:#666;font-size:11px}.tb-right{vertical-align:top;padding:10px;background:#f7f9fb;border-left:1px solid #c5d0da}
.tb-box{border:1px solid #c5d0da;background:#fff;margin-bottom:10px}.tb-box h3{margin:0;background:#0b3d6b;color:#fff;font-size:11px;padding:3px 6px;text-transform:uppercase}.tb-box ol,.tb-box ul{margin:4px 0;padding-left:22px}
.tb-box p{margin:4px 6px}.tb-ftr{background:#0b3d6b;color:#9cc0e0;font-size:10px;padding:8px;text-align:center}"""


def tables(site: SiteBQ, piece: Piece, bits: Bits) -> str:
    t = TERMS[site.lang]
    key = slug(piece.title)
    state = hashlib.sha1(key.encode()).hexdigest() * 3
    return (
        _head(site, piece, TABLE_CSS, bits) + "<body>\n"
        f'<form name="aspnetForm" method="post" action="artikel.aspx?id={_num(key, 10000, 99999)}" id="aspnetForm">\n'
        f'<div><input type="hidden" name="__VIEWSTATE" id="__VIEWSTATE" value="/wEPDwUK{state[:80]}" /></div>\n'
        '<table id="tblPage" width="990" cellpadding="0" cellspacing="0" align="center">\n'
        f'<tr><td colspan="3" class="tb-hdr"><a href="/">{esc(site.name)}</a><span>{esc(site.motto)} · {esc(piece.shown)}</span></td></tr>\n'
        '<tr><td class="tb-nav" width="150">'
        + "".join(
            f'<a href="/{"default.aspx" if k == 0 else slug(m) + ".aspx"}">{esc(m)}</a>'
            for k, m in enumerate(site.menu)
        )
        + f'<div style="padding:8px"><input type="text" name="ctl00$txtZoek" size="12" /><br /><input type="submit" name="ctl00$btnZoek" value="{esc(t["search"])}" /></div></td>\n'
        '<td class="tb-main" width="540">'
        f'<h1>{esc(piece.title)}</h1><p class="tb-meta">{esc(piece.byline)} | {esc(piece.shown)} | <a href="javascript:window.print()">{esc(t["print"])}</a></p>'
        + (f"<p><b>{esc(piece.dek)}</b></p>" if piece.dek else "")
        + f'<img src="/_avatar/tb-{key[:24]}.svg" alt="" width="520" height="290" style="background:#ccc" />'
        + (f'<p class="tb-meta">{esc(piece.caption)}</p>' if piece.caption else "")
        + _paras(piece)
        + bits.inside
        + f"<p>{_tags(site, piece, 'tb-tags')}</p>"
        + bits.after
        + '</td>\n<td class="tb-right" width="300">'
        + bits.side
        + f'</td></tr>\n<tr><td colspan="3" class="tb-ftr">© {esc(site.name)} · {esc(t["rights"])}</td></tr>\n</table>\n</form>\n{bits.tail}\n</body>\n</html>\n'
    )


LOOKS = {"blog": blog, "paper": paper, "portal": portal, "aspnet": tables}


def render_bq(site: SiteBQ, piece: Piece, bits: Bits) -> str:
    return LOOKS[site.look](site, piece, bits)
