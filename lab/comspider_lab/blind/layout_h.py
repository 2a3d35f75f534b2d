"""Six page templates of blind set H: news sites and blogs as they looked around 2008-2014 (nobody's theme in
particular, written from memory of the era's markup).

- ``kubrick``: a WordPress 2.x blog theme (``#page``, ``#header``, ``.narrowcolumn``, ``#sidebar > ul > li``
  widgets, "proudly powered by WordPress");
- ``minima``: a Blogger blog (``#outer-wrapper``, ``h2.date-header``, ``.post.hentry``, ``.post-footer``
  "Posted by ... at ...", gadgets ``div.widget``);
- ``typepad``: a Typepad / Movable Type weblog (``#container``, ``#banner``, ``#alpha``/``#beta`` columns,
  ``.entry-footer`` "Posted on ... | Permalink", ``.module-*`` sidebar boxes);
- ``drupal``: a Drupal 6 site in a Garland-like theme (``#wrapper``, ``#squeeze``, ``.node``, ``span.submitted``,
  ``.block`` boxes in the left sidebar);
- ``joomla``: a Joomla 1.5 site (``table.contentpaneopen``, ``td.createdate``, ``table.moduletable`` modules);
- ``oldnews``: a regional paper's CMS of tables (``<table width=980>``, ``<font>``, spacer cells, "Published:").

A page declares its article as the era's sites did, one of: ``og`` (Open Graph ``og:type=article`` and
``article:published_time``), ``microdata`` (schema.org ``NewsArticle``/``BlogPosting`` item props, 2011 on),
``hatom`` (``abbr.published`` with an ISO ``title``) or ``visible`` (only the visible byline and date).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from comspider_lab.blind.layout import esc, slug


@dataclass(frozen=True)
class SiteH:
    name: str
    lang: str
    tagline: str
    nav: tuple[str, ...]
    footer: str
    # sidebar lists: (heading, items); an item is "text" or "text|count"
    boxes: tuple[tuple[str, tuple[str, ...]], ...] = ()
    direction: str = "ltr"


@dataclass(frozen=True)
class Post:
    title: str
    byline: str  # the author's name
    iso: str  # the publication time, ISO 8601 with zone
    shown: str  # the date as the page shows it
    paragraphs: tuple[str, ...]
    category: str = ""
    tags: tuple[str, ...] = ()
    declare: str = "og"  # og | microdata | hatom | visible
    by_word: str = "By"  # the byline's word in the page's language
    footer_note: str = ""  # the post footer's extra text (e.g. "12 Comments", "Comments are closed")


@dataclass
class Parts:
    after: str = ""  # below the post: the thread, or a look-alike list
    aside: str = ""  # case widgets at the top of the sidebar
    aside_end: str = ""  # case widgets at the end of the sidebar
    head: str = ""
    end: str = ""  # scripts before </body>
    above_footer: str = ""
    extra: dict[str, str] = field(default_factory=dict)


def _box_items(items: tuple[str, ...], tag: str = "li") -> str:
    out = []
    for it in items:
        text, _, count = it.partition("|")
        c = f" ({esc(count)})" if count else ""
        out.append(f'<{tag}><a href="/{slug(text)}/">{esc(text)}</a>{c}</{tag}>')
    return "".join(out)


def _head(site: SiteH, post: Post, style: str, parts: Parts) -> str:
    meta = ""
    if post.declare == "og":
        meta = (
            f'<meta property="og:type" content="article">\n<meta property="og:title" content="{esc(post.title)}">\n'
            f'<meta property="og:site_name" content="{esc(site.name)}">\n'
            f'<meta property="article:published_time" content="{esc(post.iso)}">\n'
            f'<meta property="article:author" content="{esc(post.byline)}">\n'
        )
    elif post.declare in ("microdata", "hatom"):
        meta = f'<meta name="author" content="{esc(post.byline)}">\n'
    return (
        '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" '
        '"http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">\n'
        f'<html xmlns="http://www.w3.org/1999/xhtml" lang="{site.lang}" xml:lang="{site.lang}" dir="{site.direction}">\n'
        f'<head>\n<meta http-equiv="Content-Type" content="text/html; charset=UTF-8" />\n'
        f"<title>{esc(post.title)} | {esc(site.name)}</title>\n{meta}"
        f'<link rel="alternate" type="application/rss+xml" title="{esc(site.name)} RSS" href="/feed/" />\n'
        f"<style>{style}</style>\n{parts.head}\n</head>\n"
    )


def _article_attrs(post: Post) -> tuple[str, str, str, str]:
    """(attributes of the post's container, of its title, of its date element, of its body)."""
    if post.declare == "microdata":
        kind = "BlogPosting" if post.by_word.lower().startswith("posted") else "NewsArticle"
        return (
            f' itemscope itemtype="http://schema.org/{kind}"',
            ' itemprop="headline"',
            f' itemprop="datePublished" content="{esc(post.iso)}"',
            ' itemprop="articleBody"',
        )
    return "", "", "", ""


def _date(post: Post, cls: str = "published") -> str:
    _, _, date_attr, _ = _article_attrs(post)
    if post.declare == "hatom":
        return f'<abbr class="{cls}" title="{esc(post.iso)}">{esc(post.shown)}</abbr>'
    if post.declare == "microdata":
        return f"<span{date_attr}>{esc(post.shown)}</span>"
    return f"<span>{esc(post.shown)}</span>"


def _author(post: Post) -> str:
    if post.declare == "microdata":
        return f'<span itemprop="author">{esc(post.byline)}</span>'
    if post.declare == "hatom":
        return f'<span class="author vcard"><span class="fn">{esc(post.byline)}</span></span>'
    return f"<span>{esc(post.byline)}</span>"


def _body(post: Post) -> str:
    return "\n".join(f"<p>{esc(p)}</p>" for p in post.paragraphs)


def _tags(post: Post, sep: str = ", ") -> str:
    return sep.join(f'<a href="/tag/{slug(t)}/" rel="tag">{esc(t)}</a>' for t in post.tags)


# --------------------------------------------------------------------------- kubrick (WordPress 2.x)

KUBRICK_CSS = """body{font-size:62.5%;font-family:'Lucida Grande',Verdana,Arial,sans-serif;background:#d5d6d7;color:#333;margin:0;padding:0}
#page{background:#fff;border:1px solid #959596;margin:20px auto;padding:0;width:760px;text-align:left}
#header{background:#73a0c5;margin:0;padding:0;height:160px;width:758px}#headerimg{margin:0;height:160px;width:100%}
#header h1{font-size:4em;text-align:center;padding-top:70px;margin:0}#header h1 a{color:#fff;text-decoration:none}
#header .description{font-size:1.2em;text-align:center;color:#fff}
.narrowcolumn{float:left;padding:0 0 20px 45px;margin:0;width:450px;font-size:1.2em}
.narrowcolumn .entry{font-size:1.05em;line-height:1.5em}.post{margin:0 0 40px;text-align:justify}
.postmetadata{clear:both;color:#777}#sidebar{padding:20px 0 10px 0;margin-left:545px;width:190px;font-size:1em}
#sidebar ul{list-style:none;padding:0;margin:0}#sidebar h2{font-family:'Lucida Grande',Verdana,sans-serif;font-size:1.2em;margin:5px 0 0}
#sidebar ul ul{margin:0 0 10px 0}#sidebar li li{padding-left:10px}
#footer{padding:0;margin:0 auto;width:760px;clear:both}#footer p{margin:0;padding:20px 0;text-align:center;font-size:1.1em}
small{font-size:.9em;color:#777}h2 a{color:#333;text-decoration:none}#menu{background:#f3f3f3;border-bottom:1px solid #ddd}
#menu ul{margin:0;padding:6px 10px;list-style:none}#menu li{display:inline;margin-right:14px}"""


def kubrick(site: SiteH, post: Post, parts: Parts) -> str:
    art, title_attr, _, body_attr = _article_attrs(post)
    nav = "".join(f'<li class="page_item"><a href="/{slug(n)}/">{esc(n)}</a></li>' for n in site.nav)
    boxes = "".join(
        f'<li id="{slug(h)}" class="widget"><h2 class="widgettitle">{esc(h)}</h2><ul>{_box_items(items)}</ul></li>'
        for h, items in site.boxes
    )
    return (
        _head(site, post, KUBRICK_CSS, parts)
        + f'<body class="single">\n<div id="page">\n<div id="header" role="banner"><div id="headerimg">'
        f'<h1><a href="/">{esc(site.name)}</a></h1><div class="description">{esc(site.tagline)}</div></div></div>\n'
        f'<div id="menu"><ul>{nav}</ul></div>\n<hr />\n'
        f'<div id="content" class="narrowcolumn" role="main">\n<div class="navigation"><div class="alignleft">'
        f'<a href="/{slug(site.nav[0])}/older/">&laquo; {esc(site.nav[0])}</a></div><div class="alignright"></div></div>\n'
        f'<div class="post" id="post-{len(post.title) * 37}"{art}>\n<h2{title_attr}><a href="#" rel="bookmark">{esc(post.title)}</a></h2>\n'
        f"<small>{_date(post)} {esc(post.by_word)} {_author(post)}</small>\n"
        f'<div class="entry"{body_attr}>\n{_body(post)}\n</div>\n'
        f'<p class="postmetadata alt"><small>{esc(post.category)} &middot; {_tags(post)} &middot; {esc(post.footer_note)}</small></p>\n'
        f"</div>\n{parts.after}\n</div>\n"
        f'<div id="sidebar" role="complementary"><ul>\n{parts.aside}{boxes}{parts.aside_end}\n</ul></div>\n<hr />\n'
        f'{parts.above_footer}<div id="footer" role="contentinfo"><p>{esc(site.footer)}<br />'
        f'<a href="/feed/">Entries (RSS)</a></p></div>\n</div>\n{parts.end}\n</body>\n</html>\n'
    )


# --------------------------------------------------------------------------- minima (Blogger)

MINIMA_CSS = """body{background:#fff;margin:0;color:#333;font:x-small Georgia Serif;font-size/* */:/**/small;text-align:center}
a:link{color:#58a}a:visited{color:#969}#outer-wrapper{width:660px;margin:0 auto;padding:10px;text-align:left;font:normal normal 100% Georgia,Serif}
#header-wrapper{width:660px;margin:0 auto 10px;border:1px solid #ccc}#header{margin:5px;border:1px solid #ccc;text-align:center;color:#666}
#header h1{margin:5px 5px 0;padding:15px 20px .25em;line-height:1.2em;text-transform:uppercase;letter-spacing:.2em;font:normal normal 200% Georgia,Serif}
#header .description{margin:0 5px 5px;padding:0 20px 15px;max-width:700px;text-transform:uppercase;letter-spacing:.2em;line-height:1.4em;font:normal normal 78% 'Trebuchet MS',Trebuchet,Arial,Verdana,Sans-serif;color:#999}
#main-wrapper{width:410px;float:left}#sidebar-wrapper{width:220px;float:right}
h2{margin:1.5em 0 .75em;font:normal normal 78% 'Trebuchet MS',Trebuchet,Arial,Verdana,Sans-serif;line-height:1.4em;text-transform:uppercase;letter-spacing:.2em;color:#999}
h2.date-header{margin:1.5em 0 .5em}.post{margin:.5em 0 1.5em;border-bottom:1px dotted #ccc;padding-bottom:1.5em}
.post h3{margin:.25em 0 0;padding:0 0 4px;font-size:140%;font-weight:normal;line-height:1.4em;color:#c60}
.post-body{margin:0 0 .75em;line-height:1.6em}.post-footer{margin:.75em 0;color:#999;text-transform:uppercase;letter-spacing:.1em;font:normal normal 78% 'Trebuchet MS',Trebuchet,Arial,Verdana,Sans-serif;line-height:1.4em}
.sidebar{color:#666;line-height:1.5em}.sidebar ul{list-style:none;margin:0;padding:0}.sidebar li{margin:0;padding:0 0 .25em 15px;text-indent:-15px;line-height:1.5em}
.sidebar .widget{border-bottom:1px dotted #ccc;margin:0 0 1.5em;padding:0 0 1.5em}#footer{width:660px;clear:both;margin:0 auto;padding-top:15px;line-height:1.6em;text-transform:uppercase;letter-spacing:.1em;text-align:center}
#navbar{height:30px;background:#eee;border-bottom:1px solid #ccc;font:12px Arial}"""


def minima(site: SiteH, post: Post, parts: Parts) -> str:
    art, title_attr, _, body_attr = _article_attrs(post)
    boxes = "".join(
        f'<div class="widget BlogArchive" id="{slug(h)}"><h2>{esc(h)}</h2><div class="widget-content"><ul>{_box_items(items)}</ul></div></div>'
        for h, items in site.boxes
    )
    pages = "".join(f'<li><a href="/p/{slug(n)}.html">{esc(n)}</a></li>' for n in site.nav)
    return (
        _head(site, post, MINIMA_CSS, parts)
        + f'<body>\n<div class="navbar section" id="navbar"><div class="widget Navbar">'
        f'<a href="/">{esc(site.name)}</a></div></div>\n<div id="outer-wrapper"><div id="wrap2">\n'
        f'<div id="header-wrapper"><div class="header section" id="header"><div class="widget Header">'
        f'<div id="header-inner"><div class="titlewrapper"><h1 class="title"><a href="/">{esc(site.name)}</a></h1></div>'
        f'<div class="descriptionwrapper"><p class="description"><span>{esc(site.tagline)}</span></p></div></div></div></div></div>\n'
        f'<div id="content-wrapper"><div id="crosscol-wrapper"><div class="widget PageList"><ul>{pages}</ul></div></div>\n'
        f'<div id="main-wrapper"><div class="main section" id="main"><div class="widget Blog" id="Blog1"><div class="blog-posts hfeed">\n'
        f'<div class="date-outer"><h2 class="date-header"><span>{esc(post.shown.split(" · ")[0])}</span></h2>\n'
        f'<div class="date-posts"><div class="post-outer"><div class="post hentry"{art}>\n'
        f'<h3 class="post-title entry-title"{title_attr}><a href="#">{esc(post.title)}</a></h3>\n'
        f'<div class="post-header"></div>\n<div class="post-body entry-content"{body_attr}>\n{_body(post)}\n'
        f'<div style="clear: both;"></div></div>\n'
        f'<div class="post-footer"><div class="post-footer-line post-footer-line-1">'
        f'<span class="post-author vcard">{esc(post.by_word)} {_author(post)}</span> '
        f'<span class="post-timestamp"><a class="timestamp-link" href="#" rel="bookmark">{_date(post)}</a></span> '
        f'<span class="post-comment-link">{esc(post.footer_note)}</span></div>'
        f'<div class="post-footer-line post-footer-line-2"><span class="post-labels">{esc(post.category)}: {_tags(post)}</span></div></div>\n'
        f"</div>\n{parts.after}\n</div></div></div>\n"
        f'<div class="blog-pager" id="blog-pager"><a class="home-link" href="/">Home</a></div>\n'
        f"</div></div></div></div>\n"
        f'<div id="sidebar-wrapper"><div class="sidebar section" id="sidebar">\n{parts.aside}{boxes}{parts.aside_end}\n</div></div>\n'
        f'<div style="clear: both"></div></div>\n{parts.above_footer}'
        f'<div id="footer-wrapper"><div class="footer section" id="footer"><div class="widget Attribution">'
        f"{esc(site.footer)}</div></div></div>\n</div></div>\n{parts.end}\n</body>\n</html>\n"
    )


# --------------------------------------------------------------------------- typepad (Typepad / Movable Type)

TYPEPAD_CSS = """body{margin:0;padding:0;background:#ebe6d8;font:13px/1.5 Verdana,Arial,sans-serif;color:#333}
#container{width:910px;margin:0 auto;background:#fff;border:1px solid #c9c2a8}#banner{padding:28px 20px;background:#5c4a36;color:#fff}
#banner a{color:#fff;text-decoration:none}#banner-header{font:bold 30px Georgia,serif;margin:0}#banner-description{font-size:12px;margin-top:6px}
#nav{background:#efe9d9;padding:6px 20px;border-bottom:1px solid #c9c2a8}#nav a{margin-right:14px;color:#5c4a36}
#pagebody{overflow:hidden;padding:20px}#alpha{float:left;width:600px}#beta{float:right;width:240px}
.entry-header{font:bold 20px Georgia,serif;color:#5c4a36;margin:0 0 10px}.date-header{font-size:11px;text-transform:uppercase;color:#999}
.entry-footer{font-size:11px;color:#888;border-top:1px dotted #ccc;padding-top:6px}.module{margin-bottom:20px}
.module-header{font-size:11px;text-transform:uppercase;color:#5c4a36;border-bottom:1px solid #c9c2a8;margin:0 0 6px}
.module-content ul{list-style:none;margin:0;padding:0}.module-content li{padding:2px 0;border-bottom:1px dotted #eee}
#footer{clear:both;padding:12px 20px;background:#efe9d9;font-size:11px;color:#777}"""


def typepad(site: SiteH, post: Post, parts: Parts) -> str:
    art, title_attr, _, body_attr = _article_attrs(post)
    nav = " ".join(f'<a href="/{slug(n)}/">{esc(n)}</a>' for n in site.nav)
    boxes = "".join(
        f'<div class="module-archives module"><h2 class="module-header">{esc(h)}</h2>'
        f'<div class="module-content"><ul class="module-list">{_box_items(items)}</ul></div></div>'
        for h, items in site.boxes
    )
    return (
        _head(site, post, TYPEPAD_CSS, parts)
        + f'<body class="layout-two-column-right">\n<div id="container"><div id="container-inner" class="pkg">\n'
        f'<div id="banner"><div id="banner-inner" class="pkg"><h1 id="banner-header"><a href="/" accesskey="1">{esc(site.name)}</a></h1>'
        f'<h2 id="banner-description">{esc(site.tagline)}</h2></div></div>\n<div id="nav">{nav}</div>\n'
        f'<div id="pagebody"><div id="pagebody-inner" class="pkg">\n<div id="alpha"><div id="alpha-inner" class="pkg">\n'
        f'<h2 class="date-header">{esc(post.shown)}</h2>\n'
        f'<div class="entry" id="entry-{len(post.title) * 1013}"{art}>\n<h3 class="entry-header"{title_attr}>{esc(post.title)}</h3>\n'
        f'<div class="entry-content"><div class="entry-body"{body_attr}>\n{_body(post)}\n</div></div>\n'
        f'<p class="entry-footer"><span class="post-footers">{esc(post.by_word)} {_author(post)} {_date(post)} '
        f'| {esc(post.category)}</span> <span class="separator">|</span> <a class="permalink" href="#">Permalink</a> '
        f"<span>{esc(post.footer_note)}</span></p>\n"
        f'<p class="entry-tags">{_tags(post, " | ")}</p>\n</div>\n{parts.after}\n</div></div>\n'
        f'<div id="beta"><div id="beta-inner" class="pkg">\n{parts.aside}{boxes}{parts.aside_end}\n</div></div>\n'
        f'</div></div>\n{parts.above_footer}<div id="footer">{esc(site.footer)} · Powered by TypePad</div>\n'
        f"</div></div>\n{parts.end}\n</body>\n</html>\n"
    )


# --------------------------------------------------------------------------- drupal (Drupal 6, Garland-like)

DRUPAL_CSS = """body{margin:0;padding:0;background:#edf5fa;font:12px/170% Verdana,sans-serif;color:#494949}
#header-region{min-height:1em;background:#d2e6f3}#wrapper{background:#edf5fa}
#container{margin:0 auto;padding:0 20px;max-width:1270px;overflow:hidden}#header{height:80px}
#logo-floater{position:absolute}#logo-floater h1{font-size:2em;margin:18px 0}#logo-floater a{color:#fff;text-decoration:none}
#wrapper #container #header{background:#0073ba;padding:0 20px}ul.primary-links{float:right;margin:28px 0 0;list-style:none}
ul.primary-links li{display:inline;margin-left:12px}ul.primary-links a{color:#fff}
#sidebar-left{float:left;width:210px;margin-right:-210px;padding:20px 20px 0 0}
#center{margin-left:230px}#squeeze{background:#fff;padding:20px 25px;border:1px solid #e0e5fb}
.block{margin-bottom:20px}.block h2{font-size:1.2em;margin:0 0 6px}.breadcrumb{font-size:11px;color:#888}
.node .submitted{color:#898989;font-size:.92em}.node .terms{float:right;font-size:.9em}.links a{margin-right:8px}
#footer{clear:both;text-align:center;font-size:.9em;padding:20px;color:#898989}"""


def drupal(site: SiteH, post: Post, parts: Parts) -> str:
    art, title_attr, _, body_attr = _article_attrs(post)
    terms = "".join(f'<li><a href="/tag/{slug(t)}" rel="tag">{esc(t)}</a></li>' for t in post.tags)
    nav = "".join(
        f'<li class="menu-{200 + i}{" first" if i == 0 else ""}"><a href="/{slug(n)}">{esc(n)}</a></li>'
        for i, n in enumerate(site.nav)
    )
    boxes = "".join(
        f'<div id="block-views-{slug(h)[:20]}" class="clear-block block block-views"><h2>{esc(h)}</h2>'
        f'<div class="content"><div class="item-list"><ul>{_box_items(items)}</ul></div></div></div>'
        for h, items in site.boxes
    )
    return (
        _head(site, post, DRUPAL_CSS, parts)
        + f'<body class="sidebar-left">\n<div id="header-region" class="clear-block"></div>\n'
        f'<div id="wrapper"><div id="container" class="clear-block">\n'
        f'<div id="header"><div id="logo-floater"><h1><a href="/" title="{esc(site.name)}"><span>{esc(site.name)}</span></a></h1></div>'
        f'<ul class="links primary-links">{nav}</ul></div>\n'
        f'<div id="sidebar-left" class="sidebar">\n<div class="block block-search"><form action="/search/node" method="post">'
        f'<input type="text" name="search_theme_form" size="15" /><input type="submit" value="»" /></form></div>\n'
        f"{parts.aside}{boxes}{parts.aside_end}\n</div>\n"
        f'<div id="center"><div id="squeeze"><div class="right-corner"><div class="left-corner">\n'
        f'<div class="breadcrumb"><a href="/">{esc(site.nav[0])}</a> › <a href="/{slug(post.category)}">{esc(post.category)}</a></div>\n'
        f'<h2{title_attr}>{esc(post.title)}</h2>\n<div class="clear-block">\n'
        f'<div id="node-{len(post.title) * 211}" class="node"{art}>\n'
        f'<span class="submitted">{esc(post.by_word)} {_author(post)} — {_date(post)}</span>\n'
        f'<div class="content clear-block"{body_attr}>\n{_body(post)}\n</div>\n'
        f'<div class="clear-block"><div class="meta"><div class="terms"><ul class="links inline">'
        f"{terms}</ul></div></div>"
        f'<div class="links"><ul class="links inline"><li>{esc(post.footer_note)}</li></ul></div></div>\n'
        f"</div>\n{parts.after}\n</div>\n"
        f'{parts.above_footer}<div id="footer">{esc(site.footer)}</div>\n'
        f"</div></div></div></div>\n</div></div>\n{parts.end}\n</body>\n</html>\n"
    )


# --------------------------------------------------------------------------- joomla (Joomla 1.5)

JOOMLA_CSS = """body{margin:0;background:#e7e7e7;font:11px/1.6 Arial,Helvetica,sans-serif;color:#333}
#page_bg{width:950px;margin:0 auto;background:#fff}#header{height:110px;background:#7a1d1d;color:#fff;padding:0 20px}
#header h1{margin:0;padding-top:30px;font:bold 28px 'Times New Roman',serif}#header a{color:#fff;text-decoration:none}
#tabarea{background:#333;padding:4px 16px}#tabarea a.mainlevel-nav{color:#fff;margin-right:14px;font-weight:bold;text-decoration:none}
#pathway{padding:6px 16px;background:#f4f4f4;border-bottom:1px solid #ddd}
#leftcolumn{float:left;width:190px;padding:10px}#maincolumn{margin-left:215px;padding:10px 16px}
table.moduletable{width:100%;margin-bottom:14px}table.moduletable th{background:#7a1d1d;color:#fff;text-align:left;padding:3px 6px}
table.moduletable td{padding:4px 6px}.contentheading{font:bold 18px Arial;color:#7a1d1d}.createdate,.small{color:#999;font-size:10px}
table.contentpaneopen{width:100%}#footer{clear:both;text-align:center;padding:14px;border-top:1px solid #ddd;color:#777}"""


def joomla(site: SiteH, post: Post, parts: Parts) -> str:
    art, title_attr, _, body_attr = _article_attrs(post)
    nav = "".join(f'<a href="/{slug(n)}.html" class="mainlevel-nav">{esc(n)}</a>' for n in site.nav)
    boxes = "".join(
        f'<table cellpadding="0" cellspacing="0" class="moduletable"><tr><th valign="top">{esc(h)}</th></tr>'
        f'<tr><td><ul class="latestnews">{_box_items(items)}</ul></td></tr></table>'
        for h, items in site.boxes
    )
    return (
        _head(site, post, JOOMLA_CSS, parts)
        + f'<body id="page_bg">\n<a name="up" id="up"></a>\n<div id="header"><h1><a href="/">{esc(site.name)}</a></h1>'
        f'<div>{esc(site.tagline)}</div></div>\n<div id="tabarea">{nav}</div>\n'
        f'<div id="pathway"><span class="breadcrumbs pathway"><a href="/" class="pathway">{esc(site.nav[0])}</a> '
        f'<img src="/_avatar/templates/img/arrow.png" alt="" /> {esc(post.category)}</span></div>\n'
        f'<div id="leftcolumn">\n{parts.aside}{boxes}{parts.aside_end}\n</div>\n'
        f'<div id="maincolumn"><table class="nopad"><tr valign="top"><td>\n'
        f'<table class="contentpaneopen"{art}><tr><td class="contentheading" width="100%"{title_attr}>{esc(post.title)}</td>'
        f'<td align="right" width="100%" class="buttonheading"><a href="#" title="PDF">PDF</a></td>'
        f'<td align="right" width="100%" class="buttonheading"><a href="#" title="Print">Print</a></td></tr></table>\n'
        f'<table class="contentpaneopen"><tr><td width="70%" valign="top" colspan="2"><span class="small">{esc(post.by_word)} {_author(post)}</span>&nbsp;&nbsp;</td></tr>\n'
        f'<tr><td valign="top" colspan="2" class="createdate">{_date(post)}</td></tr>\n'
        f'<tr><td valign="top" colspan="2"{body_attr}>\n{_body(post)}\n</td></tr>\n'
        f'<tr><td colspan="2" class="modifydate">{esc(post.footer_note)}</td></tr></table>\n'
        f'<span class="article_separator">&nbsp;</span>\n{parts.after}\n</td></tr></table></div>\n'
        f'{parts.above_footer}<div id="footer"><p>{esc(site.footer)}</p><p>Joomla! is Free Software released under the GNU/GPL License.</p></div>\n'
        f"{parts.end}\n</body>\n</html>\n"
    )


# --------------------------------------------------------------------------- oldnews (a regional paper's CMS of tables)

OLDNEWS_CSS = """body{margin:0;background:#fff;font-family:Arial,Helvetica,sans-serif}td{font-size:12px}
.navbar td{background:#003366;padding:4px 8px}.navbar a{color:#fff;font-weight:bold;text-decoration:none;font-size:11px}
.headline{font:bold 26px Georgia,'Times New Roman',serif;color:#000;margin:8px 0}.byline{font-size:11px;color:#444}
.dateline{font-size:11px;color:#777}.storytext{font:14px/1.5 Georgia,serif}.boxhead{background:#cc0000;color:#fff;font-weight:bold;padding:3px 6px}
.leftnav a{display:block;padding:3px 0;color:#003366;font-size:11px}.footer td{background:#eee;font-size:10px;color:#555;padding:10px}"""


def oldnews(site: SiteH, post: Post, parts: Parts) -> str:
    art, title_attr, _, body_attr = _article_attrs(post)
    nav = "".join(f'<td><a href="/{slug(n)}/index.html">{esc(n.upper())}</a></td>' for n in site.nav)
    left = "".join(f'<a href="/{slug(n)}/index.html">{esc(n)}</a>' for n in site.nav)
    boxes = "".join(
        f'<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td class="boxhead">{esc(h)}</td></tr>'
        f'<tr><td><font size="1"><ul>{_box_items(items)}</ul></font></td></tr></table><br />'
        for h, items in site.boxes
    )
    return (
        _head(site, post, OLDNEWS_CSS, parts)
        + '<body bgcolor="#FFFFFF" leftmargin="0" topmargin="0" marginwidth="0" marginheight="0">\n'
        '<table width="980" border="0" cellspacing="0" cellpadding="0" align="center">\n'
        f'<tr><td colspan="3"><table width="100%"><tr><td><a href="/"><font face="Georgia" size="7" color="#003366"><b>{esc(site.name)}</b></font></a></td>'
        f'<td align="right"><font size="1">{esc(site.tagline)}</font></td></tr></table></td></tr>\n'
        f'<tr><td colspan="3"><table class="navbar" width="100%" cellspacing="0"><tr>{nav}</tr></table></td></tr>\n'
        f'<tr valign="top"><td width="160" class="leftnav"><img src="/_avatar/images/spacer.gif" width="160" height="1" alt="" />{left}'
        f'<br /><form action="/search"><input name="q" size="14" /><input type="submit" value="Go" /></form></td>\n'
        f'<td width="600"><table width="100%" cellpadding="8"><tr><td{art}>\n'
        f'<div class="dateline">{esc(post.category)}</div>\n<h1 class="headline"{title_attr}>{esc(post.title)}</h1>\n'
        f'<div class="byline">{esc(post.by_word)} {_author(post)}</div>\n'
        f'<div class="dateline">{_date(post)}</div>\n'
        f'<div class="storytext"{body_attr}><font face="Georgia">\n{_body(post)}\n</font></div>\n'
        f'<p class="dateline">{esc(post.footer_note)}</p>\n</td></tr></table>\n{parts.after}\n</td>\n'
        f'<td width="220">{parts.aside}{boxes}{parts.aside_end}</td></tr>\n'
        f'<tr><td colspan="3">{parts.above_footer}<table class="footer" width="100%"><tr><td align="center">{esc(site.footer)}</td></tr></table></td></tr>\n'
        f"</table>\n{parts.end}\n</body>\n</html>\n"
    )


TEMPLATES_H: dict[str, Callable[[SiteH, Post, Parts], str]] = {
    "kubrick": kubrick,
    "minima": minima,
    "typepad": typepad,
    "drupal": drupal,
    "joomla": joomla,
    "oldnews": oldnews,
}


def render_h(template: str, site: SiteH, post: Post, parts: Parts) -> str:
    return TEMPLATES_H[template](site, post, parts)
