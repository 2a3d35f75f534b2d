"""Page shells of blind set CA, written for this set from memory of how the blog engines and CMSs of 2008-2013 printed
a post (no saved page opened, no engine's or theme's code copied; every class, name and text invented here): a hosted
blog's classic template (``blogger``), a magazine-like WordPress theme of 2009 (``wordpress``), a journal site's
table-built style (``livejournal``), a Drupal 6 theme (``drupal``), a Joomla 1.5 template in layout tables
(``joomla``), a hosted Movable Type / TypePad-like layout (``movabletype``), a Textpattern site (``textpattern``), a
b2evolution skin (``b2evolution``), an ExpressionEngine site (``expressionengine``), a Serendipity theme in a table
(``serendipity``), a Dotclear theme (``dotclear``) and a home-made PHP page of tables, font tags and a visitor counter
(``homemade``).

Page parts (``Bits``): ``inside`` (inside the post, after its text), ``after`` (after the post: the comment area),
``side`` (the sidebar), ``style``, ``tail`` (before </body>).
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from dataclasses import dataclass

from comspider_lab.blind.content_ca import TERMS, SiteCA
from comspider_lab.blind.layout import esc, slug


@dataclass(frozen=True)
class Piece:
    """The post: title, author's name, ISO time, the date as the engine shows it, the time as shown, paragraphs
    (blank-line separated), its category and tags."""

    title: str
    author: str
    iso: str
    shown: str
    time: str
    text: str
    category: str = ""
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


def _num(key: str, lo: int, hi: int) -> int:
    return lo + int(hashlib.md5(key.encode()).hexdigest()[:6], 16) % (hi - lo + 1)


def _head(site: SiteCA, piece: Piece, css: str, bits: Bits, generator: str) -> str:
    t = TERMS[site.lang]
    return (
        '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">\n'
        f'<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="{site.lang}" lang="{site.lang}">\n<head>\n'
        '<meta http-equiv="Content-Type" content="text/html; charset=UTF-8" />\n'
        f"<title>{esc(piece.title)} | {esc(site.name)}</title>\n"
        f'<meta name="generator" content="{esc(generator)}" />\n'
        f'<link rel="alternate" type="application/rss+xml" title="{esc(site.name)} RSS" href="/feed/" />\n'
        f'<link rel="alternate" type="application/rss+xml" title="{esc(t["feed"])}" href="/comments/feed/" />\n'
        f'<meta property="og:title" content="{esc(piece.title)}" />\n'
        f'<style type="text/css">\n{css}\n{bits.style}\n</style>\n'
        "<script type=\"text/javascript\">var _gaq = _gaq || []; _gaq.push(['_setAccount', 'UA-"
        f"{_num(site.key, 1000000, 9999999)}-1']); _gaq.push(['_trackPageview']);</script>\n"
        "</head>\n"
    )


def _paras(piece: Piece, cls: str = "") -> str:
    attr = f' class="{cls}"' if cls else ""
    return "".join(f"<p{attr}>{esc(p)}</p>" for p in piece.paragraphs)


def _tags(piece: Piece, base: str = "/tag/", sep: str = ", ") -> str:
    return sep.join(f'<a href="{base}{slug(x)}" rel="tag">{esc(x)}</a>' for x in piece.tags)


def _menu(site: SiteCA, base: str = "/", tag: str = "li", cls: str = "") -> str:
    attr = f' class="{cls}"' if cls else ""
    return "".join(
        f'<{tag}{attr}><a href="{base}{"" if k == 0 else slug(m) + "/"}">{esc(m)}</a></{tag}>'
        for k, m in enumerate(site.menu)
    )


BLOGGER_CSS = """body{background:#f6efe6;margin:0;color:#4a3b30;font:normal normal 100% Georgia,Serif;font-size:small;text-align:center}
a:link{color:#b0533a}a:visited{color:#8a5a44}#outer-wrapper{width:760px;margin:0 auto;text-align:left;background:#fffdf8;padding:10px 15px}
#header{margin:5px;border:1px solid #e1cbb5;text-align:center}#header h1{margin:5px 5px 0;padding:15px 20px .25em;font:normal normal 240% Georgia,Serif;color:#9a4a2f}
#header .description{margin:0 5px 5px;padding:0 20px 15px;font:italic 90% Georgia;color:#a98a70}#main-wrapper{width:500px;float:left}#sidebar-wrapper{width:220px;float:right;font-size:92%}
h2.date-header{font:normal bold 78% 'Trebuchet MS',Trebuchet,Arial;letter-spacing:.2em;text-transform:uppercase;color:#a98a70;margin:1.5em 0 .5em}
.post{margin:.5em 0 1.5em;border-bottom:1px dotted #d9c2aa;padding-bottom:1.5em}.post h3{margin:.25em 0 0;padding:0 0 4px;font-size:140%;color:#9a4a2f}
.post-footer{margin:.75em 0;color:#a98a70;font:normal normal 78% 'Trebuchet MS';letter-spacing:.05em;line-height:1.4em}
.sidebar h2{margin:1.5em 0 .75em;font:normal bold 78% 'Trebuchet MS';letter-spacing:.2em;text-transform:uppercase;color:#a98a70}.sidebar ul{list-style:none;margin:0;padding:0}
.sidebar li{margin:0;padding:0 0 .25em 15px;text-indent:-15px;line-height:1.5em}#footer{clear:both;padding-top:15px;font:78% 'Trebuchet MS';color:#a98a70}
#blog-pager{text-align:center;margin:1em 0}#blog-pager-newer-link{float:left}#blog-pager-older-link{float:right}"""


def blogger(site: SiteCA, piece: Piece, bits: Bits) -> str:
    t = TERMS[site.lang]
    pid = _num(piece.title, 1000000000, 9999999999)
    return (
        _head(site, piece, BLOGGER_CSS, bits, "Blogger")
        + '<body>\n<div class="navbar section" id="navbar"><div class="widget Navbar" id="Navbar1"><iframe src="about:blank" height="30" width="100%" frameborder="0" scrolling="no" title="Navbar"></iframe></div></div>\n'
        '<div id="outer-wrapper"><div id="wrap2">\n'
        f'<div id="header-wrapper"><div class="header section" id="header"><div class="widget Header" id="Header1"><div id="header-inner"><div class="titlewrapper"><h1 class="title"><a href="/">{esc(site.name)}</a></h1></div>'
        f'<div class="descriptionwrapper"><p class="description"><span>{esc(site.motto)}</span></p></div></div></div></div></div>\n'
        '<div id="content-wrapper"><div id="main-wrapper"><div class="main section" id="main"><div class="widget Blog" id="Blog1"><div class="blog-posts hfeed">\n'
        f'<div class="date-outer"><h2 class="date-header"><span>{esc(piece.shown)}</span></h2><div class="date-posts"><div class="post-outer">'
        f'<div class="post hentry"><a name="{pid}"></a><h3 class="post-title entry-title">{esc(piece.title)}</h3><div class="post-header"><div class="post-header-line-1"></div></div>'
        f'<div class="post-body entry-content" id="post-body-{pid}">'
        + "<br /><br />".join(esc(p) for p in piece.paragraphs)
        + '<div style="clear: both;"></div>'
        + bits.inside
        + '</div><div class="post-footer"><div class="post-footer-line post-footer-line-1">'
        f'<span class="post-author vcard">{esc(piece.author)}</span> <span class="post-timestamp"><a class="timestamp-link" href="#" rel="bookmark" title="permanent link"><abbr class="published" title="{piece.iso}">{esc(piece.time)}</abbr></a></span> '
        '<span class="post-icons"><span class="item-action"><a href="/email-post" title="Envoyer le message par e-mail"><img alt="" class="icon-action" height="13" src="/_avatar/icon18-email.svg" width="18" /></a></span></span></div>'
        f'<div class="post-footer-line post-footer-line-2"><span class="post-labels">{esc(t["tags"])} : {_tags(piece, "/search/label/")}</span></div></div></div>'
        + bits.after
        + "</div></div></div>\n"
        f'<div class="blog-pager" id="blog-pager"><span id="blog-pager-newer-link"><a class="blog-pager-newer-link" href="/newer.html">{esc(t["newer"])}</a></span>'
        f'<span id="blog-pager-older-link"><a class="blog-pager-older-link" href="/older.html">{esc(t["older"])}</a></span><a class="home-link" href="/">{esc(t["home"])}</a></div><div class="clear"></div>'
        f'<div class="blog-feeds"><div class="feed-links">{esc(t["feed"])}</div></div>'
        "</div></div></div></div>\n"
        '<div id="sidebar-wrapper"><div class="sidebar section" id="sidebar">' + bits.side + "</div></div>\n"
        f'<div id="footer-wrapper"><div class="footer section" id="footer"><div class="widget Attribution"><div class="widget-content" style="text-align:center">{esc(t["powered"])} <a href="/blogger">Blogger</a>.</div></div></div></div>\n'
        f"</div></div></div>\n{bits.tail}\n</body>\n</html>\n"
    )


def bl_widget(kind: str, title: str, inner: str, n: int = 1) -> str:
    """A hosted blog's sidebar gadget."""
    return f'<div class="widget {kind}" id="{kind}{n}"><h2>{esc(title)}</h2><div class="widget-content">{inner}</div><div class="clear"></div></div>'


WP_CSS = """body{margin:0;background:#2d3a2e url(/_avatar/wp-bg.svg);font:12px/1.6 'Lucida Grande','Lucida Sans Unicode',Verdana,sans-serif;color:#333}
#wrapper{width:940px;margin:0 auto;background:#fff}#header{background:#5b7f3a;padding:24px 20px 0}#logo h1{margin:0;font:bold 32px Georgia,serif}#logo h1 a{color:#fff;text-decoration:none}
#logo .description{color:#dfeccd;margin:2px 0 14px}#nav{list-style:none;margin:0;padding:0;overflow:hidden}#nav li{float:left}#nav a{display:block;padding:7px 14px;color:#fff;background:#4a6a2d;margin-right:2px;text-decoration:none}
#content-wrap{overflow:hidden;padding:18px 20px}#content{float:left;width:600px}#sidebar{float:right;width:280px}.post h2{font:bold 24px Georgia,serif;margin:0 0 4px}.post h2 a{color:#5b7f3a;text-decoration:none}
.postmeta{font-size:11px;color:#888;border-bottom:1px solid #e5e5e5;padding-bottom:4px}.entry p{margin:0 0 12px}.postinfo{background:#f4f7ef;padding:5px 8px;font-size:11px}
#sidebar ul{list-style:none;margin:0;padding:0}#sidebar li.widget{margin-bottom:18px}#sidebar h2.widgettitle{font:bold 13px Georgia,serif;color:#fff;background:#5b7f3a;padding:4px 8px;margin:0 0 6px}
#sidebar li li{border-bottom:1px dotted #ccc;padding:3px 0}#footer{clear:both;background:#2d3a2e;color:#9fb08a;font-size:11px;padding:12px 20px;text-align:center}
.navigation{overflow:hidden;margin:14px 0}.navigation .alignleft{float:left}.navigation .alignright{float:right}"""


def wordpress(site: SiteCA, piece: Piece, bits: Bits) -> str:
    t = TERMS[site.lang]
    pid = _num(piece.title, 100, 2999)
    cat = piece.category or site.menu[1]
    return (
        _head(site, piece, WP_CSS, bits, "WordPress 2.8.4")
        + f'<body class="single postid-{pid}">\n<div id="wrapper">\n'
        f'<div id="header"><div id="logo"><h1><a href="/" title="{esc(site.name)}">{esc(site.name)}</a></h1><p class="description">{esc(site.motto)}</p></div>'
        f'<ul id="nav" class="menu">{_menu(site, cls="page_item")}</ul></div>\n'
        '<div id="content-wrap"><div id="content">\n'
        f'<div class="post-{pid} post type-post hentry category-{slug(cat)}" id="post-{pid}"><h2 class="entry-title"><a href="#" rel="bookmark">{esc(piece.title)}</a></h2>'
        f'<div class="postmeta">{esc(piece.author)} · <span class="date">{esc(piece.shown)}</span> · <a href="/category/{slug(cat)}/" rel="category tag">{esc(cat)}</a></div>'
        f'<div class="entry">{_paras(piece)}{bits.inside}</div>'
        f'<div class="postinfo">{esc(t["tags"])}: {_tags(piece)}</div></div>\n'
        f'<div class="navigation"><div class="alignleft">« <a href="/prev/">{esc(t["older"])}</a></div><div class="alignright"><a href="/next/">{esc(t["newer"])}</a> »</div></div>\n'
        + bits.after
        + '\n</div>\n<div id="sidebar"><ul>'
        + f'<li id="search-2" class="widget widget_search"><form method="get" id="searchform" action="/"><input type="text" name="s" id="s" /> <input type="submit" id="searchsubmit" value="{esc(t["search"])}" /></form></li>'
        + bits.side
        + "</ul></div></div>\n"
        f'<div id="footer"><p>© {esc(site.name)} · {esc(t["powered"])} <a href="/wp">WordPress</a> · Theme: Greenleaf 1.2 · <a href="/feed/">RSS</a> · <a href="/comments/feed/">RSS</a></p></div>\n'
        f"</div>\n{bits.tail}\n</body>\n</html>\n"
    )


def wp_widget(kind: str, title: str, inner: str, n: int = 2) -> str:
    return f'<li id="{kind}-{n}" class="widget widget_{kind}"><h2 class="widgettitle">{esc(title)}</h2>{inner}</li>'


LJ_CSS = """body{background:#dde2e8;margin:0;font:13px Verdana,Arial,sans-serif;color:#000}a{color:#2a4b7c}.ljhead{background:#30476b;color:#fff}.ljhead td{padding:8px}
.ljhead .jname{font:bold 22px Georgia,serif}.ljnav a{color:#cfe;font-weight:bold;margin-right:12px}.ljbody{background:#fff;border:1px solid #9aa8bb}.entrybox{margin:8px}
.entryHeader{background:#e9eef5;padding:4px 8px;font-size:11px}.entrySubject{font:bold 16px Georgia,serif;padding:6px 8px}.entryText{padding:4px 8px 10px;line-height:1.5}
.entryLinkbar{background:#e9eef5;padding:3px 8px;font-size:11px;text-align:right}.ljuser{font-weight:bold;white-space:nowrap}.ljuser img{vertical-align:bottom;border:0}
.ljside{width:190px;vertical-align:top;background:#eef1f5;font-size:11px;padding:8px}.ljside h3{font-size:11px;text-transform:uppercase;border-bottom:1px solid #9aa8bb;margin:10px 0 4px}"""


def livejournal(site: SiteCA, piece: Piece, bits: Bits) -> str:
    user = slug(piece.author).replace("-", "_")
    eid = _num(piece.title, 10000, 99999)
    return (
        _head(site, piece, LJ_CSS, bits, "LiveJournal / S2")
        + '<body>\n<table width="100%" cellpadding="0" cellspacing="0" class="ljhead"><tr>'
        f'<td width="110"><img src="/_avatar/lj-{user}.svg" width="100" height="100" alt="" /></td>'
        f'<td><div class="jname">{esc(site.name)}</div><div>{esc(site.motto)}</div>'
        '<div class="ljnav">'
        + "".join(f'<a href="/{slug(m)}/">{esc(m)}</a>' for m in site.menu)
        + "</div></td></tr></table>\n"
        '<table width="100%" cellpadding="6" cellspacing="0"><tr><td valign="top">\n'
        '<div class="ljbody"><div class="entrybox">'
        f'<div class="entryHeader"><span class="entryHeaderDate">{esc(piece.shown)} | {esc(piece.time)}</span></div>'
        f'<div class="entrySubject">{esc(piece.title)}</div>'
        '<div class="entryText">'
        + "<br /><br />".join(esc(p) for p in piece.paragraphs)
        + (f"<br /><br /><b>Tags:</b> {_tags(piece)}" if piece.tags else "")
        + bits.inside
        + f'</div><div class="entryLinkbar"><a href="/{eid}.html?mode=reply">Leave a comment</a> | <a href="/tools/memadd?itemid={eid}">Add to Memories</a> | <a href="/tools/tellafriend?itemid={eid}">Tell a Friend</a></div></div>'
        + bits.after
        + "</div>\n</td>"
        '<td class="ljside">' + bits.side + f"</td></tr></table>\n{bits.tail}\n</body>\n</html>\n"
    )


DRUPAL_CSS = """body{margin:0;background:#edf5fa;font:12px/170% Verdana,sans-serif;color:#494949}#page{width:930px;margin:0 auto;background:#fff}
#header{background:#1f5683;color:#fff;padding:20px}#site-name a{color:#fff;font:bold 28px Georgia;text-decoration:none}#site-slogan{color:#b7d3ec}ul.primary-links{list-style:none;margin:10px 0 0;padding:0}
ul.primary-links li{display:inline;margin-right:12px}ul.primary-links a{color:#fff}#container{overflow:hidden;padding:12px}#sidebar-left{float:left;width:200px;font-size:11px}#main{float:right;width:690px}
.block{margin-bottom:16px}.block h2{font-size:13px;border-bottom:1px solid #c6d8e6;color:#1f5683;margin:0 0 4px}h1.title{font:bold 22px Georgia;color:#1f5683;margin:4px 0}
.breadcrumb{font-size:11px}.node .submitted{font-size:11px;color:#898989}.node .terms{font-size:11px}ul.links.inline{list-style:none;padding:0}ul.links.inline li{display:inline;margin-right:8px;font-size:11px}
#footer{clear:both;text-align:center;font-size:10px;color:#898989;padding:10px;border-top:1px solid #c6d8e6}"""


def drupal(site: SiteCA, piece: Piece, bits: Bits) -> str:
    t = TERMS[site.lang]
    nid = _num(piece.title, 100, 999)
    return (
        _head(site, piece, DRUPAL_CSS, bits, "Drupal 6 (http://drupal.org)")
        + '<body class="sidebar-left">\n<div id="page">\n'
        f'<div id="header"><div id="logo-title"><div id="site-name"><a href="/" rel="home">{esc(site.name)}</a></div><div id="site-slogan">{esc(site.motto)}</div></div>'
        f'<div id="navigation" class="menu withprimary"><ul class="links primary-links">{_menu(site)}</ul></div></div>\n'
        '<div id="container" class="clear-block"><div id="sidebar-left" class="column sidebar">'
        + bits.side
        + '</div>\n<div id="main" class="column"><div id="squeeze" class="clear-block">'
        f'<div class="breadcrumb"><a href="/">{esc(t["home"])}</a> › <a href="/blogg">{esc(site.menu[2] if len(site.menu) > 2 else site.menu[-1])}</a></div>'
        f'<h1 class="title">{esc(piece.title)}</h1>'
        f'<div class="tabs"><ul class="tabs primary"><li class="active"><a href="/node/{nid}" class="active">Visa</a></li></ul></div>'
        f'<div id="node-{nid}" class="node"><span class="submitted">{esc(piece.shown)} — {esc(piece.author)}</span>'
        f'<div class="content clear-block">{_paras(piece)}{bits.inside}</div>'
        '<div class="meta"><div class="terms"><ul class="links inline">'
        + "".join(
            f'<li><a href="/taxonomy/term/{_num(x, 1, 99)}" rel="tag">{esc(x)}</a></li>' for x in piece.tags
        )
        + "</ul></div></div>"
        f'<div class="links"><ul class="links inline"><li class="blog_usernames_blog first"><a href="/blog/{nid}">{esc(piece.author)}s blogg</a></li></ul></div></div>'
        + bits.after
        + "</div></div></div>\n"
        f'<div id="footer"><a href="/rss.xml">RSS</a> · {esc(site.name)} · {esc(t["powered"])} Drupal</div>\n'
        f"</div>\n{bits.tail}\n</body>\n</html>\n"
    )


def dr_block(module: str, title: str, inner: str, n: int = 0) -> str:
    return f'<div id="block-{module}-{n}" class="clear-block block block-{module}"><h2>{esc(title)}</h2><div class="content">{inner}</div></div>'


JOOMLA_CSS = """body{margin:0;background:#e8e3d3;font:11px/1.5 Tahoma,Arial,sans-serif;color:#333}#page_bg{width:960px;margin:0 auto;background:#fff}
#header{background:#8c2a12;height:90px;padding:0 18px}#header h1{margin:0;padding-top:18px;font:bold 28px 'Trebuchet MS';color:#fff}#header span{color:#f4d1b0}
#pathway{background:#f2ece0;padding:4px 12px;border-bottom:1px solid #d9cdb6}td.leftcol,td.rightcol{width:190px;background:#faf7f0;vertical-align:top;padding:8px}
td.maincol{vertical-align:top;padding:10px 14px}.moduletable h3{background:#8c2a12;color:#fff;font-size:11px;padding:3px 6px;margin:0 0 4px}.moduletable{margin-bottom:12px}
td.contentheading{font:bold 18px 'Trebuchet MS';color:#8c2a12;padding-bottom:4px}td.createdate,td.modifydate{color:#999;font-size:10px}table.contentpaneopen{width:100%}
ul.menu{list-style:none;margin:0;padding:0}ul.menu li a{display:block;padding:3px 6px;border-bottom:1px solid #e6dcc8;color:#8c2a12;font-weight:bold;text-decoration:none}
#footer{background:#8c2a12;color:#f4d1b0;text-align:center;padding:8px;font-size:10px}"""


def joomla(site: SiteCA, piece: Piece, bits: Bits) -> str:
    t = TERMS[site.lang]
    return (
        _head(site, piece, JOOMLA_CSS, bits, "Joomla! 1.5 - Open Source Content Management")
        + '<body id="page_bg">\n<a name="up" id="up"></a>\n'
        f'<div id="header"><h1>{esc(site.name)}</h1><span>{esc(site.motto)}</span></div>\n'
        f'<div id="pathway"><span class="breadcrumbs pathway"><a href="/" class="pathway">{esc(t["home"])}</a> <img src="/_avatar/arrow.svg" alt="" /> {esc(piece.category or site.menu[1])}</span></div>\n'
        '<table class="nopad" width="100%" cellpadding="0" cellspacing="0"><tr valign="top">\n'
        f'<td class="leftcol"><div class="moduletable_menu"><h3>Menu</h3><ul class="menu">{_menu(site, "/index.php/")}</ul></div>'
        f'<div class="moduletable"><form action="/index.php" method="post"><input name="searchword" class="inputbox" type="text" size="14" /> <input type="submit" value="{esc(t["search"])}" class="button" /></form></div></td>\n'
        '<td class="maincol">'
        '<table class="contentpaneopen"><tr><td class="contentheading" width="100%">'
        f"{esc(piece.title)}</td>"
        '<td align="right" width="100%" class="buttonheading"><a href="/index.php?view=article&amp;format=pdf" title="PDF"><img src="/_avatar/pdf_button.svg" alt="PDF" /></a></td>'
        '<td align="right" width="100%" class="buttonheading"><a href="/index.php?view=article&amp;print=1" title="Print"><img src="/_avatar/printButton.svg" alt="Print" /></a></td></tr></table>\n'
        '<table class="contentpaneopen">'
        f'<tr><td width="70%" align="left" valign="top" colspan="2"><span class="small">{esc(piece.author)}</span>&nbsp;&nbsp;</td></tr>'
        f'<tr><td valign="top" colspan="2" class="createdate">{esc(piece.shown)}</td></tr>'
        f'<tr><td valign="top" colspan="2">{_paras(piece)}{bits.inside}</td></tr>'
        f'<tr><td colspan="2" align="left" class="modifydate">{esc(piece.time)}</td></tr></table>'
        '<span class="article_separator">&nbsp;</span>\n'
        + bits.after
        + '</td>\n<td class="rightcol">'
        + bits.side
        + "</td></tr></table>\n"
        f'<div id="footer">© {esc(site.name)} · <a href="/joomla" style="color:#fff">Joomla!</a> · Valid XHTML and CSS.</div>\n'
        f"{bits.tail}\n</body>\n</html>\n"
    )


def jm_module(title: str, inner: str, suffix: str = "") -> str:
    return f'<div class="moduletable{suffix}"><h3>{esc(title)}</h3>{inner}</div>'


MT_CSS = """body{margin:0;background:#fff;font:13px/1.5 'Trebuchet MS',Verdana,sans-serif;color:#333}#container{width:880px;margin:0 auto}
#banner{background:#6a8aa8;padding:24px 20px}#banner-header{margin:0;font:bold 30px Georgia}#banner-header a{color:#fff;text-decoration:none}#banner-description{margin:4px 0 0;font:normal 13px 'Trebuchet MS';color:#e8eef5}
#pagebody{overflow:hidden;padding:16px 10px}#alpha{float:left;width:600px}#beta{float:right;width:230px;font-size:12px}.date-header{font-size:11px;font-weight:bold;color:#999;text-transform:uppercase}
.entry-header{font:bold 20px Georgia;color:#6a8aa8;margin:4px 0}.entry-footer{font-size:11px;color:#888;border-top:1px dashed #ccc;padding-top:4px}.module{margin-bottom:16px}
.module-header{font-size:12px;border-bottom:1px solid #6a8aa8;color:#6a8aa8;margin:0 0 4px}.module-content ul{margin:0;padding-left:14px}#footer{clear:both;text-align:center;font-size:11px;color:#999;padding:10px}"""


def movabletype(site: SiteCA, piece: Piece, bits: Bits) -> str:
    t = TERMS[site.lang]
    eid = _num(piece.title, 6000000, 6999999)
    return (
        _head(site, piece, MT_CSS, bits, "http://www.typepad.com/")
        + '<body class="layout-two-column-right">\n<div id="container"><div id="container-inner" class="pkg">\n'
        f'<div id="banner"><div id="banner-inner" class="pkg"><h1 id="banner-header"><a href="/" accesskey="1">{esc(site.name)}</a></h1><h2 id="banner-description">{esc(site.motto)}</h2></div></div>\n'
        '<div id="pagebody"><div id="pagebody-inner" class="pkg"><div id="alpha"><div id="alpha-inner" class="pkg">\n'
        f'<h2 class="date-header">{esc(piece.shown)}</h2>'
        f'<div class="entry" id="entry-{eid}"><h3 class="entry-header">{esc(piece.title)}</h3><div class="entry-content"><div class="entry-body">{_paras(piece)}</div>{bits.inside}</div>'
        f'<p class="entry-footer"><span class="post-footers">{esc(piece.author)} {esc(piece.time)} | <a href="/{slug(piece.category or "x")}/">{esc(piece.category)}</a></span> <span class="separator">|</span> <a class="permalink" href="#">Permalink</a></p></div>\n'
        + bits.after
        + '</div></div>\n<div id="beta"><div id="beta-inner" class="pkg">'
        f'<div class="module-search module"><h2 class="module-header">{esc(t["search"])}</h2><div class="module-content"><form method="get" action="/search"><input type="text" name="q" size="16" /></form></div></div>'
        + bits.side
        + "</div></div></div></div>\n"
        f'<div id="footer">{esc(t["powered"])} TypePad · <a href="/atom.xml">Atom</a></div>\n'
        f"</div></div>\n{bits.tail}\n</body>\n</html>\n"
    )


def mt_module(kind: str, title: str, inner: str) -> str:
    return f'<div class="module-{kind} module"><h2 class="module-header">{esc(title)}</h2><div class="module-content">{inner}</div></div>'


CLASSIC_CSS = """body{margin:0;background:#f0eee8;font:13px/1.55 Georgia,'Times New Roman',serif;color:#2b2b2b}#container{width:900px;margin:0 auto;background:#fff;border:1px solid #ddd}
#head,#masthead,.pageHeader,#top{padding:22px 24px;background:#44403a;color:#fff}#head h1,#masthead h1,.pageHeader h1,#top h1{margin:0;font-size:30px}#head a,#masthead a,.pageHeader a,#top a{color:#fff;text-decoration:none}
#head h2,#masthead p,.pageSubTitle,#top p{margin:4px 0 0;font:italic 14px Georgia;color:#d8d2c4}#cols{overflow:hidden;padding:16px 20px}#content,#main,.bPosts{float:left;width:590px}
#sidebar,#sidebar-1,.bSideBar,#blognav{float:right;width:240px;font-size:12px}.sidebox,.bSideItem,#sidebar div.s{margin-bottom:16px}.sidebox h3,.bSideItem h3,#sidebar h2{font-size:13px;text-transform:uppercase;letter-spacing:1px;border-bottom:2px solid #44403a;margin:0 0 6px}
#footer,.footer{clear:both;padding:10px;text-align:center;font-size:11px;color:#888;border-top:1px solid #ddd}"""


def _classic(
    site: SiteCA,
    piece: Piece,
    bits: Bits,
    generator: str,
    head_html: str,
    post_html: str,
    side_open: str,
    side_close: str,
    foot: str,
) -> str:
    return (
        _head(site, piece, CLASSIC_CSS, bits, generator)
        + '<body>\n<div id="container">\n'
        + head_html
        + '\n<div id="cols">\n'
        + post_html
        + bits.after
        + "</div>\n"
        + side_open
        + bits.side
        + side_close
        + "\n</div>\n"
        + foot
        + f"\n</div>\n{bits.tail}\n</body>\n</html>\n"
    )


def textpattern(site: SiteCA, piece: Piece, bits: Bits) -> str:
    t = TERMS[site.lang]
    return _classic(
        site,
        piece,
        bits,
        "Textpattern",
        f'<div id="head"><h1><a rel="home" href="/">{esc(site.name)}</a></h1><h2>{esc(site.motto)}</h2></div>'
        f'<ul id="nav" style="margin:0;padding:6px 24px;background:#ddd8cc">{_menu(site, tag="span")}</ul>',
        '<div id="content"><div class="hentry">'
        f'<h2 class="entry-title"><a rel="bookmark" href="#">{esc(piece.title)}</a></h2>'
        f'<p class="published" title="{piece.iso}">{esc(piece.shown)}</p>'
        f'<div class="entry-content">{_paras(piece)}{bits.inside}</div>'
        f'<p class="author vcard">— <span class="fn">{esc(piece.author)}</span> · {esc(piece.category)}</p></div>',
        '<div id="sidebar-1">',
        "</div>",
        f'<div id="footer">{esc(site.name)} · {esc(t["powered"])} <a href="/txp">Textpattern</a> · <a href="/rss/">RSS</a> / <a href="/atom/">Atom</a></div>',
    )


def b2evolution(site: SiteCA, piece: Piece, bits: Bits) -> str:
    t = TERMS[site.lang]
    iid = _num(piece.title, 100, 400)
    return _classic(
        site,
        piece,
        bits,
        "b2evolution 2.4.6",
        f'<div class="pageHeader"><h1 id="pageTitle"><a href="/">{esc(site.name)}</a></h1><div class="pageSubTitle">{esc(site.motto)}</div></div>'
        f'<div class="top_menu" style="padding:6px 24px;background:#ddd8cc"><ul style="margin:0;padding:0;list-style:none">{_menu(site, cls="menu_item")}</ul></div>',
        f'<div class="bPosts"><div class="bPost bPost{iid}" lang="{site.lang}" id="item_{iid}">'
        f'<div class="bSmallHead"><a href="#" title="Permalink"><img src="/_avatar/icon_minipost.svg" alt="Permalink" width="12" height="9" /></a> '
        f'<span class="timestamp">{esc(piece.shown)}</span>, {esc(piece.time)} · {esc(piece.author)} · <span class="bCategories">{esc(piece.category)}</span></div>'
        f'<h3 class="bTitle">{esc(piece.title)}</h3>'
        f'<div class="bText">{_paras(piece)}{bits.inside}</div>'
        f'<div class="bSmallPrint"><a href="#" class="permalink_right">Link stały</a> · {esc(t["tags"])}: {_tags(piece)}</div></div>',
        '<div class="bSideBar">',
        "</div>",
        f'<div id="footer" class="footer">{esc(site.name)} · <a href="/b2evo">{esc(t["powered"])} b2evolution</a> · <a href="/rss2">RSS 2.0</a> · <a href="/atom">Atom</a></div>',
    )


def expressionengine(site: SiteCA, piece: Piece, bits: Bits) -> str:
    t = TERMS[site.lang]
    return _classic(
        site,
        piece,
        bits,
        "ExpressionEngine 1.6",
        f'<div id="masthead"><h1><a href="/">{esc(site.name)}</a></h1><p>{esc(site.motto)}</p></div>'
        f'<div id="tabs" style="padding:6px 24px;background:#ddd8cc">{_menu(site, tag="span")}</div>',
        '<div id="main"><div class="entry">'
        f'<h2 class="title">{esc(piece.title)}</h2><p class="entrydate">{esc(piece.shown)}</p>'
        f"{_paras(piece)}{bits.inside}"
        f'<div class="posted">{esc(piece.author)} {esc(piece.time)} · <a href="/journal/category/{slug(piece.category or "x")}/">{esc(piece.category)}</a></div></div>',
        '<div id="sidebar">',
        "</div>",
        f'<div id="footer">{esc(t["powered"])} ExpressionEngine · Page rendered in 0.2154 seconds · <a href="/rss">RSS</a></div>',
    )


def dotclear(site: SiteCA, piece: Piece, bits: Bits) -> str:
    t = TERMS[site.lang]
    pid = _num(piece.title, 10, 300)
    return _classic(
        site,
        piece,
        bits,
        "Dotclear",
        f'<div id="top"><h1><span><a href="/">{esc(site.name)}</a></span></h1><p id="prelude"><a href="#main">Vai al contenuto</a> | <a href="#blognav">Vai al menu</a> | <a href="#search">Vai alla ricerca</a></p><p>{esc(site.motto)}</p></div>',
        f'<div id="main"><div id="content"><div id="p{pid}" class="post">'
        f'<h2 class="post-title">{esc(piece.title)}</h2>'
        f'<p class="post-info">{esc(piece.author)} {esc(piece.shown)}, {esc(piece.time)} - <a href="/category/{slug(piece.category or "x")}">{esc(piece.category)}</a></p>'
        f'<div class="post-content">{_paras(piece)}{bits.inside}</div>'
        '<ul class="post-tags" style="list-style:none;padding:0">'
        + "".join(
            f'<li style="display:inline;margin-right:6px"><a href="/tag/{slug(x)}">{esc(x)}</a></li>'
            for x in piece.tags
        )
        + "</ul></div></div>",
        '<div id="sidebar"><div id="blognav">',
        "</div></div>",
        f'<div id="footer"><p>{esc(t["powered"])} <a href="/dotclear">Dotclear</a></p></div>',
    )


SERENDIPITY_CSS = """body{margin:0;background:#e4e9ee;font:12px/1.5 Verdana,Arial,sans-serif;color:#222}#serendipity_banner{background:#26577a;padding:20px}#serendipity_banner h1{margin:0;font:bold 28px Georgia}
#serendipity_banner a{color:#fff;text-decoration:none}#serendipity_banner h2{margin:4px 0 0;font:italic 13px Georgia;color:#c6dceb}#mainpane{width:920px;margin:0 auto;background:#fff}
#content{vertical-align:top;padding:14px}.serendipity_date{font-size:11px;color:#888;text-transform:uppercase;margin:0}.serendipity_title{font:bold 20px Georgia;margin:4px 0}.serendipity_title a{color:#26577a}
.serendipity_entryFooter{font-size:11px;color:#888;border-top:1px solid #ddd;padding-top:4px}#serendipityRightSideBar{width:230px;vertical-align:top;background:#f4f6f8;padding:10px;font-size:11px}
.serendipitySideBarTitle{font-size:12px;color:#26577a;border-bottom:1px solid #26577a;margin:12px 0 4px}#serendipity_footer{text-align:center;font-size:10px;color:#888;padding:8px}"""


def serendipity(site: SiteCA, piece: Piece, bits: Bits) -> str:
    t = TERMS[site.lang]
    return (
        _head(site, piece, SERENDIPITY_CSS, bits, "Serendipity v.1.5.3 - http://www.s9y.org/")
        + '<body>\n<div id="serendipity_banner"><h1><a class="homelink1" href="/">'
        f"{esc(site.name)}</a></h1><h2>{esc(site.motto)}</h2></div>\n"
        '<table id="mainpane"><tr><td id="content" valign="top">\n'
        '<div class="serendipity_Entry_Date">'
        f'<h3 class="serendipity_date">{esc(piece.shown)}</h3>'
        f'<h4 class="serendipity_title"><a href="#">{esc(piece.title)}</a></h4>'
        f'<div class="serendipity_entry serendipity_entry_author_{slug(piece.author)}"><div class="serendipity_entry_body">{_paras(piece)}</div>{bits.inside}'
        f"<div class='serendipity_entryFooter'>{esc(piece.author)} {esc(piece.time)} · <a href=\"/categories/{slug(piece.category or 'x')}\">{esc(piece.category)}</a></div></div></div>\n"
        + bits.after
        + '</td>\n<td id="serendipityRightSideBar" valign="top">'
        f'<div class="serendipitySideBarItem container_serendipity_quicksearch_plugin"><h3 class="serendipitySideBarTitle">{esc(t["search"])}</h3><div class="serendipitySideBarContent"><form action="/index.php" method="get"><input type="text" name="serendipity[searchTerm]" size="13" /></form></div></div>'
        + bits.side
        + "</td></tr></table>\n"
        f'<div id="serendipity_footer">{esc(t["powered"])} <a href="/s9y">Serendipity</a> · Template: Bulletproof</div>\n'
        f"{bits.tail}\n</body>\n</html>\n"
    )


def s9y_item(plugin: str, title: str, inner: str) -> str:
    return (
        f'<div class="serendipitySideBarItem container_serendipity_{plugin}"><h3 class="serendipitySideBarTitle">{esc(title)}</h3>'
        f'<div class="serendipitySideBarContent">{inner}</div></div>'
    )


def homemade(site: SiteCA, piece: Piece, bits: Bits) -> str:
    return (
        '<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">\n'
        f'<html lang="{site.lang}">\n<head>\n<meta http-equiv="Content-Type" content="text/html; charset=utf-8">\n'
        f"<title>{esc(site.name)} - {esc(piece.title)}</title>\n"
        '<meta name="keywords" content="Mofa, Moped, Oldtimer, Zweirad, Hessenbach">\n'
        f'<style type="text/css">\nbody {{ font-family: Verdana, Arial; font-size: 12px; }}\na {{ color: #003399; }}\n{bits.style}\n</style>\n'
        "</head>\n"
        '<body bgcolor="#CCCC99" topmargin="0" leftmargin="0" marginwidth="0" marginheight="0">\n'
        '<table width="800" align="center" border="0" cellpadding="0" cellspacing="0" bgcolor="#FFFFF0">\n'
        f'<tr><td colspan="2" bgcolor="#663300" height="80"><font face="Arial Black" size="6" color="#FFCC66">&nbsp;{esc(site.name)}</font><br>'
        f'<font face="Verdana" size="2" color="#FFFFCC">&nbsp;&nbsp;{esc(site.motto)}</font></td></tr>\n'
        '<tr><td width="170" valign="top" bgcolor="#E8E8C8" style="padding:8px;border-right:1px solid #996633">'
        + "".join(
            f'<a href="/{"index.php" if k == 0 else slug(m) + ".php"}"><b>» {esc(m)}</b></a><br>'
            for k, m in enumerate(site.menu)
        )
        + "<br>"
        + bits.side
        + "</td>\n"
        '<td valign="top" style="padding:10px 14px">'
        f'<font size="4" color="#663300"><b>{esc(piece.title)}</b></font><br>'
        f'<font size="1" color="#666666">{esc(piece.author)} · {esc(piece.shown)}</font><hr size="1" color="#996633" noshade>'
        + "".join(f"{esc(p)}<br><br>\n" for p in piece.paragraphs)
        + bits.inside
        + bits.after
        + "</td></tr>\n"
        '<tr><td colspan="2" bgcolor="#663300" align="center"><font size="1" color="#FFFFCC">© 2003-2012 by Mofa-Freunde Oberland · '
        'Optimiert für 1024x768 und Internet Explorer 6 · <a href="/impressum.php" style="color:#FFCC66">Impressum</a></font></td></tr>\n'
        f"</table>\n{bits.tail}\n</body>\n</html>\n"
    )


SHELLS: dict[str, Callable[[SiteCA, Piece, Bits], str]] = {
    "blogger": blogger,
    "wordpress": wordpress,
    "livejournal": livejournal,
    "drupal": drupal,
    "joomla": joomla,
    "movabletype": movabletype,
    "textpattern": textpattern,
    "b2evolution": b2evolution,
    "expressionengine": expressionengine,
    "serendipity": serendipity,
    "dotclear": dotclear,
    "homemade": homemade,
}


def render_ca(site: SiteCA, piece: Piece, bits: Bits) -> str:
    return SHELLS[site.engine](site, piece, bits)
