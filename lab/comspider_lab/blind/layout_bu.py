"""Page templates of blind set BU, written for this set from memory of how such pages looked around 2012 (no saved page
opened, no engine's or theme's code copied; names and texts invented). One shell per engine family (``LOOKS``):

- ``blogger``: a hosted blog of the "Simple"/"Watermark" years: header, page tabs, a date header over the post, the
  post footer "Posted by NAME at TIME", labels, share buttons, "Newer Post / Older Post", "Subscribe to: Post
  Comments (Atom)", a right sidebar of widgets, "Powered by";
- ``typepad``: a hosted blog with a banner, the post's "Posted at TIME in CATEGORY | Permalink" line, two sidebars;
- ``lj``: a LiveJournal-like journal: the user's header with userpic, the entry in a table, "Tags:", "Current mood";
- ``mt``: a Movable Type-like blog: the entry asset with its byline and a right sidebar;
- ``townnews``: a small-town paper's hosted newspaper CMS: a top bar with the weather, masthead, section bar, the story
  tools, an ad slot, right rail;
- ``dotclear``, ``s9y``, ``b2evo``: self-hosted European blog engines with a left or right sidebar;
- ``joomla``: a Joomla 1.5-like portal: left modules column, the article in ``contentpaneopen`` tables, right modules;
- ``drupal``: a Drupal 6/7-like site: header, primary links, breadcrumb, node with "Submitted by", sidebars;
- ``ee``: an ExpressionEngine-like custom site; ``squarespace``: a Squarespace 5-like journal page.

Page parts (``Bits``): ``inside`` (inside the post, after its text), ``after`` (after the post), ``side`` (the
sidebar), ``left`` (a second column, where the shell has one), ``style``, ``tail`` (before </body>).
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from dataclasses import dataclass

from comspider_lab.blind.content_bu import TERMS, SiteBU
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

    @property
    def paragraphs(self) -> list[str]:
        return [" ".join(p.split()) for p in self.text.strip().split("\n\n") if p.strip()]


@dataclass(frozen=True)
class Bits:
    inside: str = ""
    after: str = ""
    side: str = ""
    left: str = ""
    style: str = ""
    tail: str = ""


def num(key: str, lo: int, hi: int) -> int:
    return lo + int(hashlib.md5(key.encode()).hexdigest()[:6], 16) % (hi - lo + 1)


def _head(site: SiteBU, piece: Piece, css: str, bits: Bits, doctype: str = "xhtml") -> str:
    dt = (
        '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">'
        if doctype == "xhtml"
        else '<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN" "http://www.w3.org/TR/html4/loose.dtd">'
        if doctype == "html4"
        else "<!DOCTYPE html>"
    )
    return (
        f'{dt}\n<html lang="{site.lang}">\n<head>\n<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />\n'
        f"<title>{esc(site.name)}: {esc(piece.title)}</title>\n"
        f'<meta name="description" content="{esc(piece.dek or piece.paragraphs[0][:140])}" />\n'
        f'<link rel="alternate" type="application/rss+xml" title="{esc(site.name)}" href="/feeds/posts/default" />\n'
        f'<style type="text/css">{css}{bits.style}</style>\n'
        "<script type=\"text/javascript\">var _gaq=_gaq||[];_gaq.push(['_setAccount','UA-1234567-2']);_gaq.push(['_trackPageview']);</script>\n"
        "</head>\n"
    )


def paras(piece: Piece) -> str:
    return "".join(f"<p>{esc(p)}</p>" for p in piece.paragraphs)


def _tags(site: SiteBU, piece: Piece, base: str = "/tag/") -> str:
    if not piece.tags:
        return ""
    return f"{esc(TERMS[site.lang]['tags'])}: " + ", ".join(
        f'<a href="{base}{slug(x)}" rel="tag">{esc(x)}</a>' for x in piece.tags
    )


def _menu(site: SiteBU, fmt: str, sep: str = "") -> str:
    return sep.join(
        fmt.format(href="/" if k == 0 else f"/{slug(m)}/", text=esc(m)) for k, m in enumerate(site.menu)
    )


def _end(bits: Bits) -> str:
    return f"{bits.tail}\n</body>\n</html>\n"


BLOGGER_CSS = """body{margin:0;background:#e9e4d8;font:13px/1.5 Georgia,serif;color:#333}.content-outer{width:930px;margin:0 auto;background:#fffdf7}
.header-inner{padding:30px 30px 10px}.header-inner h1{margin:0;font:normal 40px Georgia,serif;color:#7a4b2a}.header-inner h1 a{color:#7a4b2a;text-decoration:none}.description{color:#8b7d6b;font-style:italic}
.tabs{list-style:none;margin:0;padding:0 20px;border-top:1px solid #e0d6c2;border-bottom:1px solid #e0d6c2;overflow:hidden}.tabs li{float:left}.tabs a{display:block;padding:6px 12px;color:#7a4b2a}
.columns{overflow:hidden;padding:18px 20px}.main-col{float:left;width:600px}.side-col{float:right;width:270px;font-size:12px}.date-header{font:bold 11px Arial;color:#a08b6b;text-transform:uppercase}
.post-title{font:normal 24px Georgia,serif;color:#7a4b2a;margin:6px 0}.post-footer{font-size:11px;color:#8b7d6b;background:#f4efe3;padding:6px 8px;margin:12px 0}
.widget{margin-bottom:20px}.widget h2{font:bold 12px Arial;text-transform:uppercase;color:#7a4b2a;border-bottom:1px dotted #c7b79a}.blog-pager{overflow:hidden;text-align:center;margin:14px 0}
.blog-pager .newer{float:left}.blog-pager .older{float:right}.footer-outer{text-align:center;font-size:11px;color:#8b7d6b;padding:14px}"""


def blogger(site: SiteBU, piece: Piece, bits: Bits) -> str:
    t = TERMS[site.lang]
    return (
        _head(site, piece, BLOGGER_CSS, bits)
        + '<body>\n<div class="navbar section"><iframe src="about:blank" height="30" width="100%" frameborder="0" scrolling="no" title="Navbar"></iframe></div>\n'
        f'<div class="content-outer"><div class="header-inner"><h1><a href="/">{esc(site.name)}</a></h1><p class="description">{esc(site.motto)}</p></div>\n'
        '<ul class="tabs">'
        + _menu(site, '<li><a href="{href}">{text}</a></li>')
        + '</ul>\n<div class="columns"><div class="main-col">\n'
        f'<div class="date-outer"><h2 class="date-header"><span>{esc(piece.shown)}</span></h2><div class="post-outer"><div class="post hentry">'
        f'<a name="{num(piece.title, 10**17, 10**18)}"></a><h3 class="post-title entry-title">{esc(piece.title)}</h3>'
        f'<div class="post-body entry-content">{paras(piece)}{bits.inside}<div style="clear:both;"></div></div>'
        f'<div class="post-footer"><span class="post-author vcard">{esc(piece.byline)}</span> '
        f'<span class="post-labels">{_tags(site, piece, "/search/label/")}</span> '
        '<span class="share-button-links"><a href="#" title="Email This">✉</a> <a href="#" title="BlogThis!">B!</a> <a href="#" title="Share to Twitter">t</a> <a href="#" title="Share to Facebook">f</a></span></div>'
        "</div></div></div>\n"
        + bits.after
        + f'<div class="blog-pager"><a class="newer" href="/newer.html">{esc(t["newer"])}</a><a class="older" href="/older.html">{esc(t["older"])}</a><a href="/">{esc(t["home"])}</a></div>'
        '<div class="post-feeds">Subscribe to: <a href="/feeds/comments/default">Post Comments (Atom)</a></div>\n'
        '</div>\n<div class="side-col">'
        + bits.side
        + f'</div></div>\n<div class="footer-outer">{esc(site.name)} · Powered by Blogger.</div></div>\n'
        + _end(bits)
    )


TYPEPAD_CSS = """body{margin:0;background:#fff;font:12px/1.6 Verdana,sans-serif;color:#222}#container{width:960px;margin:0 auto}#banner{background:#2e3b4e;color:#fff;padding:26px 20px}
#banner h1{margin:0;font:bold 30px 'Trebuchet MS',sans-serif}#banner a{color:#fff;text-decoration:none}#banner h2{margin:2px 0 0;font-size:12px;font-weight:normal;color:#b9c4d3}
#pagebody{overflow:hidden;padding:16px 0}#alpha{float:left;width:180px;font-size:11px}#beta{float:left;width:560px;margin:0 20px}#gamma{float:right;width:180px;font-size:11px}
.date-header{font-weight:bold;color:#777;border-bottom:1px solid #ccc}.entry-header{font:bold 20px 'Trebuchet MS',sans-serif;color:#2e3b4e;margin:6px 0}.entry-footer{font-size:11px;color:#777;border-top:1px dashed #ccc;padding-top:4px}
.module{margin-bottom:18px}.module-header{font-size:11px;text-transform:uppercase;background:#eef1f5;padding:2px 4px;margin:0 0 4px}.module-content ul{margin:0;padding-left:14px}"""


def typepad(site: SiteBU, piece: Piece, bits: Bits) -> str:
    return (
        _head(site, piece, TYPEPAD_CSS, bits) + '<body class="layout-three-column">\n<div id="container">\n'
        f'<div id="banner"><h1><a href="/">{esc(site.name)}</a></h1><h2>{esc(site.motto)}</h2></div>\n'
        '<div id="pagebody"><div id="alpha">'
        + _menu(site, '<div class="module-pages module"><a href="{href}">{text}</a></div>')
        + bits.left
        + '</div>\n<div id="beta"><div class="content">\n'
        f'<h2 class="date-header">{esc(piece.shown)}</h2><div class="entry" id="entry-{num(piece.title, 10**6, 10**7)}">'
        f'<h3 class="entry-header">{esc(piece.title)}</h3><div class="entry-content"><div class="entry-body">{paras(piece)}</div>{bits.inside}</div>'
        f'<p class="entry-footer">{esc(piece.byline)} | <a href="#">Permalink</a> | {_tags(site, piece)}</p></div>\n'
        + bits.after
        + '</div></div>\n<div id="gamma">'
        + bits.side
        + f'</div></div>\n<div style="text-align:center;font-size:10px;color:#999">{esc(site.name)} · Powered by TypePad</div>\n</div>\n'
        + _end(bits)
    )


LJ_CSS = """body{margin:0;background:#f0f0ea;font:13px/1.45 Verdana,Arial,sans-serif;color:#111}#lj-top{background:#d4d4c4;padding:3px 10px;font-size:11px}
#lj-head{padding:16px;border-bottom:2px solid #999}#lj-head img{float:left;margin-right:12px}#lj-head h1{margin:0;font-size:22px}#lj-head .sub{color:#555}
#lj-nav{clear:both;padding:4px 16px;background:#e4e4d8;font-size:11px}#lj-body{padding:12px 16px;max-width:880px}.entrybox{background:#fff;border:1px solid #bbb;width:100%}
.entrybox td{padding:6px 10px;vertical-align:top}.entry-date{font-size:11px;color:#666}.entry-subj{font-weight:bold;font-size:15px}.lj-side{float:right;width:220px;margin-left:16px;font-size:11px}
.lj-side h3{font-size:12px;border-bottom:1px solid #aaa;margin:8px 0 4px}"""


def lj(site: SiteBU, piece: Piece, bits: Bits) -> str:
    return (
        _head(site, piece, LJ_CSS, bits, "html4")
        + '<body>\n<div id="lj-top"><a href="/">LiveJournal</a> | <a href="/login">Log in</a> | <a href="/create">Create an account</a> | <a href="/shop">Shop</a></div>\n'
        f'<div id="lj-head"><img src="/_avatar/lj-{site.key}.svg" alt="" width="100" height="100" /><h1>{esc(site.name)}</h1><div class="sub">{esc(site.motto)}</div></div>\n'
        '<div id="lj-nav">' + _menu(site, '[<a href="{href}">{text}</a>]', " ") + "</div>\n"
        '<div id="lj-body"><div class="lj-side">'
        + bits.side
        + '</div>\n<table class="entrybox" cellspacing="0" cellpadding="0"><tr><td>'
        f'<div class="entry-date">{esc(piece.shown)}</div><div class="entry-subj">{esc(piece.title)}</div></td></tr>'
        f"<tr><td>{paras(piece)}{bits.inside}</td></tr>"
        f'<tr><td class="entry-date">{_tags(site, piece)}<br />{esc(piece.byline)}</td></tr></table>\n'
        + bits.after
        + '</div>\n<div style="clear:both;text-align:center;font-size:10px;color:#777;padding:10px">Powered by LiveJournal.com</div>\n'
        + _end(bits)
    )


MT_CSS = """body{margin:0;background:#f6f6f1;font:14px/1.55 Georgia,'Times New Roman',serif;color:#2a2a2a}#container-inner{width:900px;margin:0 auto;background:#fff;border:1px solid #ddd}
#header-inner{padding:22px;border-bottom:4px double #444}#header-name{margin:0;font:bold 30px Georgia}#header-name a{color:#111;text-decoration:none}#header-description{color:#777;font-style:italic}
#content{float:left;width:600px;padding:20px}#beta{float:right;width:220px;padding:20px 16px;font-size:12px}.asset-name{font-size:24px;margin:0 0 4px}.asset-meta{font-size:12px;color:#888;border-bottom:1px solid #eee}
.widget-header{font-size:13px;text-transform:uppercase;letter-spacing:1px;border-bottom:1px solid #ccc}#footer{clear:both;text-align:center;font-size:11px;color:#999;padding:10px}"""


def mt(site: SiteBU, piece: Piece, bits: Bits) -> str:
    return (
        _head(site, piece, MT_CSS, bits)
        + '<body id="classic-blog" class="mt-entry-archive layout-wt">\n<div id="container-inner">\n'
        f'<div id="header-inner"><h1 id="header-name"><a href="/">{esc(site.name)}</a></h1><h2 id="header-description">{esc(site.motto)}</h2></div>\n'
        '<div id="content"><div class="entry-asset asset hentry">'
        f'<h1 class="asset-name entry-title">{esc(piece.title)}</h1><div class="asset-meta"><span class="byline">{esc(piece.byline)} on <abbr class="published" title="{piece.iso}">{esc(piece.shown)}</abbr></span></div>'
        f'<div class="asset-content entry-content"><div class="asset-body">{paras(piece)}</div>{bits.inside}</div>'
        f'<div class="entry-categories">{_tags(site, piece)}</div></div>\n'
        + bits.after
        + '</div>\n<div id="beta">'
        + bits.side
        + f'</div>\n<div id="footer">{esc(site.name)} · Powered by Movable Type 4.38</div>\n</div>\n'
        + _end(bits)
    )


NEWS_CSS = """body{margin:0;background:#e7e7e7;font:13px/1.45 Arial,Helvetica,sans-serif;color:#222}#site{width:980px;margin:0 auto;background:#fff}
#topbar{background:#1f3550;color:#dbe4ee;font-size:11px;padding:4px 10px;overflow:hidden}#topbar span{float:right}#mast{padding:14px 10px;border-bottom:3px solid #1f3550}
#mast a{font:bold 38px 'Times New Roman',serif;color:#1f3550;text-decoration:none}#mast em{display:block;font-size:11px;color:#666;font-style:normal}
#sections{background:#365c86;overflow:hidden;margin:0;padding:0;list-style:none}#sections li{float:left}#sections a{display:block;color:#fff;padding:6px 11px;font-weight:bold;text-decoration:none}
#main-wrap{overflow:hidden;padding:10px}#story{float:left;width:640px}#rail{float:right;width:300px}.headline{font:bold 28px/1.15 'Times New Roman',serif;margin:6px 0}.byline{font-size:11px;color:#666}
.tools{font-size:11px;background:#f2f2f2;padding:4px;margin:6px 0}.ad-slot{background:#eee;border:1px solid #ccc;height:250px;margin-bottom:10px;text-align:center;font-size:10px;color:#999}
.rail-box{border-top:3px solid #365c86;margin-bottom:12px}.rail-box h3{font-size:13px;margin:4px 0;text-transform:uppercase;color:#365c86}#footer{background:#1f3550;color:#aab;font-size:11px;padding:12px;clear:both}"""


def townnews(site: SiteBU, piece: Piece, bits: Bits) -> str:
    sec = piece.section or site.menu[1]
    return (
        _head(site, piece, NEWS_CSS, bits) + '<body class="story-page">\n<div id="site">\n'
        f'<div id="topbar">{esc(piece.shown)} · 41°F Cloudy<span><a href="/login" style="color:#fff">Log in</a> | <a href="/subscribe" style="color:#fff">Subscribe</a> | <a href="/eedition" style="color:#fff">e-Edition</a></span></div>\n'
        f'<div id="mast"><a href="/">{esc(site.name)}</a><em>{esc(site.motto)}</em></div>\n'
        '<ul id="sections">' + _menu(site, '<li><a href="{href}">{text}</a></li>') + "</ul>\n"
        '<div id="main-wrap"><div id="story">'
        f'<p class="kicker" style="font-size:11px;color:#365c86;font-weight:bold;text-transform:uppercase">{esc(sec)}</p>'
        f'<h1 class="headline">{esc(piece.title)}</h1>'
        + (f'<p style="font-size:15px;color:#444">{esc(piece.dek)}</p>' if piece.dek else "")
        + f'<p class="byline">{esc(piece.byline)} | Posted: <span title="{piece.iso}">{esc(piece.shown)}</span></p>'
        f'<div class="tools">Text size: <a href="#">A</a> <a href="#">A</a> · <a href="#">Print</a> · <a href="#">Email</a> · Facebook Like ({num(piece.title, 2, 190)}) · Tweet ({num(piece.title + "t", 0, 40)})</div>'
        f'<div class="story-text">{paras(piece)}</div>{bits.inside}\n'
        + bits.after
        + '</div>\n<div id="rail"><div class="ad-slot">ADVERTISEMENT</div>'
        + bits.side
        + f'</div></div>\n<div id="footer">© Copyright 2012, {esc(site.name)} · Powered by PressRoom CMS</div>\n</div>\n'
        + _end(bits)
    )


SMALL_CSS = """body{margin:0;background:#{bg};font:13px/1.6 'Lucida Grande',Verdana,sans-serif;color:#333}#page{width:920px;margin:0 auto;background:#fff;border:1px solid #ccc}
#top{background:#{c};color:#fff;padding:24px}#top h1{margin:0;font:bold 28px Georgia}#top h1 a{color:#fff;text-decoration:none}#top p{margin:2px 0 0;opacity:.8}
#prelude{background:#eee;padding:4px 24px;font-size:11px}#wrapper{overflow:hidden;padding:16px 24px}#main{float:{mf};width:620px}#sidebar{float:{sf};width:220px;font-size:12px}
.post-title{font:bold 22px Georgia;color:#{c};margin:4px 0}.post-info{font-size:11px;color:#888}.sb-box{margin-bottom:16px}.sb-box h2{font-size:13px;color:#{c};border-bottom:1px solid #ccc;margin:0 0 4px}
#footer{text-align:center;font-size:11px;color:#888;padding:10px;clear:both}"""

_SMALL = {
    # look: background, colour, sidebar side, footer
    "dotclear": ("f2efe6", "5b7a2e", "left", "Propulsé par Dotclear"),
    "s9y": ("d8dde3", "8a2a2a", "right", "Serendipity PHP Weblog"),
    "b2evo": ("e4e9ef", "355070", "right", "powered by b2evolution"),
    "ee": ("efe9e1", "6b4226", "right", "Powered by ExpressionEngine"),
    "squarespace": ("ffffff", "222222", "right", "Powered by Squarespace"),
}


def small(site: SiteBU, piece: Piece, bits: Bits) -> str:
    bg, c, side, foot = _SMALL[site.look]
    css = (
        SMALL_CSS.replace("{bg}", bg)
        .replace("{c}", c)
        .replace("{sf}", side)
        .replace("{mf}", "right" if side == "left" else "left")
    )
    return (
        _head(site, piece, css, bits, "html5" if site.look == "squarespace" else "xhtml")
        + f'<body class="{site.look}-page">\n<div id="page">\n'
        f'<div id="top"><h1><a href="/">{esc(site.name)}</a></h1><p>{esc(site.motto)}</p></div>\n'
        '<div id="prelude">' + _menu(site, '<a href="{href}">{text}</a>', " | ") + "</div>\n"
        '<div id="wrapper"><div id="main">'
        f'<div class="post" id="p{num(piece.title, 100, 999)}"><h2 class="post-title">{esc(piece.title)}</h2>'
        f'<p class="post-info">{esc(piece.byline)} · {esc(piece.shown)}</p>'
        f'<div class="post-content">{paras(piece)}</div>{bits.inside}'
        f'<p class="post-info">{_tags(site, piece)}</p></div>\n'
        + bits.after
        + '</div>\n<div id="sidebar">'
        + bits.side
        + f'</div></div>\n<div id="footer">© {esc(site.name)} · {esc(foot)}</div>\n</div>\n'
        + _end(bits)
    )


JOOMLA_CSS = """body{margin:0;background:#d9dde2;font:12px/1.5 Tahoma,Arial,sans-serif;color:#333}#wrapper{width:985px;margin:0 auto;background:#fff}
#header{background:#0f4c81;color:#fff;padding:18px}#header a{color:#fff;font:bold 30px Arial;text-decoration:none}#header span{display:block;font-size:11px;color:#bcd}
#pathway{font-size:11px;padding:4px 10px;background:#eef}#mainmenu{background:#0b3a63;padding:5px 10px}#mainmenu a{color:#fff;margin-right:14px;font-weight:bold;text-decoration:none}
#leftcol{float:left;width:190px;padding:8px}#maincol{float:left;width:540px;padding:8px}#rightcol{float:right;width:200px;padding:8px}
.moduletable{margin-bottom:12px;border:1px solid #ccd}.moduletable h3{margin:0;background:#0f4c81;color:#fff;font-size:11px;padding:3px 6px}.contentheading{font-size:20px;font-weight:bold;color:#0f4c81}
.createdate,.small{font-size:11px;color:#888}#footer{clear:both;background:#0b3a63;color:#bcd;text-align:center;font-size:11px;padding:8px}"""


def joomla(site: SiteBU, piece: Piece, bits: Bits) -> str:
    t = TERMS[site.lang]
    return (
        _head(site, piece, JOOMLA_CSS, bits) + '<body id="page_bg">\n<div id="wrapper">\n'
        f'<div id="header"><a href="/">{esc(site.name)}</a><span>{esc(site.motto)}</span></div>\n'
        '<div id="mainmenu">' + _menu(site, '<a href="{href}" class="mainlevel">{text}</a>') + "</div>\n"
        f'<div id="pathway"><span class="breadcrumbs pathway"><a href="/" class="pathway">{esc(t["home"])}</a> » {esc(piece.title)}</span></div>\n'
        '<div id="leftcol">' + bits.left + '</div>\n<div id="maincol">'
        '<table class="contentpaneopen"><tr><td class="contentheading" width="100%">'
        + esc(piece.title)
        + f'</td><td align="right" width="100%" class="buttonheading"><a href="#" title="PDF">PDF</a></td><td align="right" class="buttonheading"><a href="#" title="{esc(t["print"])}">{esc(t["print"])}</a></td></tr></table>'
        f'<table class="contentpaneopen"><tr><td valign="top"><span class="small">{esc(piece.byline)}</span></td></tr>'
        f'<tr><td valign="top" class="createdate">{esc(piece.shown)}</td></tr><tr><td valign="top">{paras(piece)}{bits.inside}</td></tr></table>'
        '<span class="article_separator">&nbsp;</span>\n'
        + bits.after
        + '</div>\n<div id="rightcol">'
        + bits.side
        + f'</div>\n<div id="footer">© 2012 {esc(site.name)} · {esc(t["rights"])} · {esc(_JOOMLA_FOOT.get(site.lang, _JOOMLA_FOOT["en"]))}</div>\n</div>\n'
        + _end(bits)
    )


_JOOMLA_FOOT = {
    "en": "Joomla! is Free Software released under the GNU/GPL License.",
    "pl": "Joomla! jest wolnym oprogramowaniem na licencji GNU/GPL.",
}


DRUPAL_CSS = """body{margin:0;background:#edf5fa;font:12px/1.5 Verdana,sans-serif;color:#494949}#wrapper{width:960px;margin:0 auto;background:#fff}
#header{background:#1d5a8e;padding:20px;color:#fff}#header h1{margin:0;font-size:28px}#header h1 a{color:#fff;text-decoration:none}#site-slogan{color:#d5e6f3}
ul.primary-links{list-style:none;margin:0;padding:4px 20px;background:#2a6da3}ul.primary-links li{display:inline;margin-right:14px}ul.primary-links a{color:#fff}
.breadcrumb{padding:6px 20px;font-size:11px}#sidebar-left{float:left;width:180px;padding:10px}#center{float:left;width:540px;padding:10px}#sidebar-right{float:right;width:190px;padding:10px}
.block{margin-bottom:14px}.block h2{font-size:13px;border-bottom:1px solid #cfe0ec;margin:0 0 4px;color:#1d5a8e}.node h2.title{font-size:22px;color:#1d5a8e}.submitted{font-size:11px;color:#888}
#footer{clear:both;text-align:center;font-size:11px;color:#888;padding:10px}"""


def drupal(site: SiteBU, piece: Piece, bits: Bits) -> str:
    t = TERMS[site.lang]
    return (
        _head(site, piece, DRUPAL_CSS, bits)
        + '<body class="sidebars not-front node-type-story">\n<div id="wrapper">\n'
        f'<div id="header"><h1 id="site-name"><a href="/">{esc(site.name)}</a></h1><div id="site-slogan">{esc(site.motto)}</div></div>\n'
        '<ul class="links primary-links">' + _menu(site, '<li><a href="{href}">{text}</a></li>') + "</ul>\n"
        f'<div class="breadcrumb"><a href="/">{esc(t["home"])}</a> › {esc(piece.section or site.menu[1])}</div>\n'
        '<div id="sidebar-left">'
        + bits.left
        + '</div>\n<div id="center"><div id="node-'
        + str(num(piece.title, 100, 9999))
        + '" class="node">'
        f'<h2 class="title">{esc(piece.title)}</h2><span class="submitted">{esc(piece.byline)}</span>'
        f'<div class="content">{paras(piece)}{bits.inside}</div>'
        f'<div class="terms">{_tags(site, piece, "/taxonomy/term/")}</div></div>\n'
        + bits.after
        + '</div>\n<div id="sidebar-right">'
        + bits.side
        + f'</div>\n<div id="footer">{esc(site.name)} · Drupal</div>\n</div>\n'
        + _end(bits)
    )


LOOKS: dict[str, Callable[[SiteBU, Piece, Bits], str]] = {
    "blogger": blogger,
    "typepad": typepad,
    "lj": lj,
    "mt": mt,
    "townnews": townnews,
    "dotclear": small,
    "s9y": small,
    "b2evo": small,
    "ee": small,
    "squarespace": small,
    "joomla": joomla,
    "drupal": drupal,
}

# a sidebar widget per look: title and inner markup
BOXES: dict[str, str] = {
    "blogger": '<div class="widget {cls}"><h2>{title}</h2><div class="widget-content">{inner}</div></div>',
    "typepad": '<div class="module-{cls} module"><h2 class="module-header">{title}</h2><div class="module-content">{inner}</div></div>',
    "lj": '<div class="lj-box {cls}"><h3>{title}</h3>{inner}</div>',
    "mt": '<div class="widget-{cls} widget"><h3 class="widget-header">{title}</h3><div class="widget-content">{inner}</div></div>',
    "townnews": '<div class="rail-box {cls}"><h3>{title}</h3>{inner}</div>',
    "small": '<div class="sb-box {cls}"><h2>{title}</h2>{inner}</div>',
    "joomla": '<div class="moduletable {cls}"><h3>{title}</h3>{inner}</div>',
    "drupal": '<div class="block block-{cls}"><h2>{title}</h2><div class="content">{inner}</div></div>',
}


def render_bu(site: SiteBU, piece: Piece, bits: Bits) -> str:
    return LOOKS[site.look](site, piece, bits)
