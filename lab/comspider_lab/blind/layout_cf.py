"""Page templates of blind set CF, written for this set (no saved page opened, no theme's code copied; every class
name as I remember the kind of markup these systems printed around 2012, every name and text invented): English
blogs of 2011-2013 as a web archive of 2012 holds their served HTML. Eight skeletons (``SiteCF.theme``):

- ``thesis``: a premium WordPress theme's ``#container > #page``, ``#content_box`` with ``.post_box`` and
  ``.headline_area``, ``.format_text``, ``#sidebars``;
- ``genesis``: a framework theme's ``#wrap``, ``#header .widget-area``, ``#content-sidebar-wrap``, ``.post-info``,
  ``.post-meta``, ``#sidebar``;
- ``headway``: a drag-and-drop theme's ``.block.block-type-*`` grid;
- ``woo``: a commercial theme shop's ``.col-full``, ``#main.col-left``, ``.entry``, ``#sidebar.col-right``;
- ``typepad``: a hosted blog's three columns (``#alpha``, ``#beta``, ``#gamma``), ``.date-header``, ``.entry-footer``;
- ``squarespace``: a hosted site builder's ``#canvas``, ``.journal-entry``, ``#sidebar1``;
- ``mt``: a Movable Type community blog's ``.asset``, ``.asset-meta``, ``#alpha``/``#beta``;
- ``magazine``: a magazine's group blog in the new HTML5 elements.

Page parts (``Bits``): ``top`` (a hello bar above everything), ``inside`` (inside the post, after its text),
``after`` (after the post: the bio box, related posts, the comments), ``side`` (the sidebar), ``left`` (a second,
left column where the skeleton has one), ``style``, ``tail`` (before </body>).
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass

from comspider_lab.blind.content_cf import SiteCF
from comspider_lab.blind.layout import esc, slug


@dataclass(frozen=True)
class Piece:
    """The post: title, the time as ISO and as shown, its paragraphs (blank-line separated; one that starts with
    "<" is markup as it is), categories, tags, the number of comments the post line shows (None: no count)."""

    title: str
    iso: str
    shown: str
    text: str
    cats: tuple[str, ...] = ()
    tags: tuple[str, ...] = ()
    count: int | None = None
    byline: str = ""

    @property
    def paragraphs(self) -> list[str]:
        return [" ".join(p.split()) for p in self.text.strip().split("\n\n") if p.strip()]


@dataclass(frozen=True)
class Bits:
    top: str = ""
    inside: str = ""
    after: str = ""
    side: str = ""
    left: str = ""
    style: str = ""
    tail: str = ""


def num(key: str, lo: int, hi: int) -> int:
    return lo + int(hashlib.md5(key.encode()).hexdigest()[:6], 16) % (hi - lo + 1)


def _body(piece: Piece) -> str:
    return "".join(x if x.startswith("<") else f"<p>{esc(x)}</p>" for x in piece.paragraphs)


def _menu(site: SiteCF, cls: str) -> str:
    return (
        f'<ul class="{cls}">'
        + "".join(
            f'<li class="menu-item"><a href="/{"" if k == 0 else slug(m) + "/"}">{esc(m)}</a></li>'
            for k, m in enumerate(site.menu)
        )
        + "</ul>"
    )


def _cats(piece: Piece) -> str:
    return ", ".join(f'<a href="/category/{slug(c)}/" rel="category tag">{esc(c)}</a>' for c in piece.cats)


def _tags(piece: Piece) -> str:
    return ", ".join(f'<a href="/tag/{slug(t)}/" rel="tag">{esc(t)}</a>' for t in piece.tags)


def _count(piece: Piece, word: str = "Comments") -> str:
    if piece.count is None:
        return ""
    n = piece.count
    label = f"{n} {word}" if n != 1 else f"1 {word.rstrip('s')}"
    return f'<a href="#comments">{label}</a>'


def _css(site: SiteCF) -> str:
    c = site.color
    return (
        f"body{{margin:0;background:#f1f1f1;font:14px/1.6 {site.font};color:#333}}a{{color:{c}}}img{{border:0}}"
        ".hello{background:#fdf3c7;border-bottom:1px solid #e8d98b;text-align:center;font-size:13px;padding:6px}"
        ".hello a{font-weight:bold}.wrapx{width:960px;margin:0 auto;background:#fff;overflow:hidden}"
        ".sidew{margin:0 0 22px;font-size:13px}.sidew h3,.sidew h4{font-size:14px;text-transform:uppercase;letter-spacing:1px;border-bottom:2px solid #ddd;padding-bottom:3px}"
        ".sidew ul{padding-left:18px}.optin{background:#fffbe6;border:2px dashed #f0c419;padding:10px}.optin input{width:90%;margin:3px 0}"
        ".asseen{text-align:center;color:#999;font-size:11px;border-top:1px solid #eee;border-bottom:1px solid #eee;padding:6px 0;margin:10px 0}"
        ".asseen span{display:inline-block;margin:0 12px;font:bold 15px Georgia,serif;color:#aaa}"
        ".biobox{background:#f6f6f6;border:1px solid #e3e3e3;padding:10px;overflow:hidden;margin:18px 0}.biobox img{float:left;margin-right:10px}"
        ".relposts{overflow:hidden;margin:14px 0}.relposts li{float:left;width:140px;list-style:none;margin-right:10px;font-size:12px}"
        ".share-counts span{display:inline-block;border:1px solid #ddd;border-radius:3px;padding:0 6px;margin-right:6px;font-size:11px}"
    )


def _head(site: SiteCF, piece: Piece, bits: Bits) -> str:
    desc = piece.paragraphs[0][:150] if not piece.paragraphs[0].startswith("<") else site.tagline
    return (
        '<!DOCTYPE html>\n<html lang="en-US">\n<head>\n<meta charset="UTF-8">\n'
        f"<title>{esc(piece.title)} | {esc(site.name)}</title>\n"
        f'<meta name="description" content="{esc(desc)}">\n'
        f'<meta property="og:title" content="{esc(piece.title)}"><meta property="og:site_name" content="{esc(site.name)}">'
        f'<meta property="og:type" content="article">\n<meta name="generator" content="{_GEN[site.theme]}">\n'
        f'<link rel="alternate" type="application/rss+xml" title="{esc(site.name)} &raquo; Feed" href="/feed/">\n'
        f"<style>{_css(site)}{bits.style}</style>\n"
        "<script type=\"text/javascript\">var _gaq = _gaq || []; _gaq.push(['_setAccount', 'UA-1234567-1']); _gaq.push(['_trackPageview']);</script>\n"
        "</head>\n"
    )


_GEN = {
    "thesis": "WordPress 3.3.1",
    "genesis": "WordPress 3.4.2",
    "headway": "WordPress 3.3.2",
    "woo": "WordPress 3.4.1",
    "typepad": "http://www.typepad.com/",
    "squarespace": "Squarespace 5",
    "mt": "Movable Type Pro 5.13",
    "magazine": "WordPress 3.4.2",
}


def _foot(site: SiteCF, year: str = "2012") -> str:
    return (
        f"<p>&copy; {year} {esc(site.name)} &middot; All rights reserved &middot; "
        '<a href="/privacy-policy/">Privacy Policy</a> &middot; <a href="/disclosure/">Disclosure</a> &middot; '
        '<a href="/wp-login.php">Log in</a></p>'
    )


MAINNAV = '<ul id="main-nav" '


def render_cf(site: SiteCF, piece: Piece, bits: Bits) -> str:
    th = site.theme
    body = _body(piece)
    sn, tl = esc(site.name), esc(site.tagline)
    who = esc(piece.byline or site.author)
    top = f'<div class="hello">{bits.top}</div>' if bits.top else ""
    if th == "thesis":
        page = (
            f'<div id="container"><div id="page">{top}<div id="header"><p id="logo"><a href="/">{sn}</a></p><h1 id="tagline">{tl}</h1></div>'
            + _menu(site, "menu")
            + '<div id="content_box"><div id="content" class="hfeed"><div class="post_box top hentry" id="post-2231">'
            f'<div class="headline_area"><h1 class="entry-title">{esc(piece.title)}</h1>'
            f'<p class="headline_meta">by <span class="author vcard fn">{who}</span> on <abbr class="published" title="{piece.iso}">{esc(piece.shown)}</abbr>'
            + (f" &middot; {_count(piece)}" if piece.count is not None else "")
            + f'</p></div><div class="format_text entry-content">{body}{bits.inside}'
            f'<p class="to_comments"><span class="bracket">{{</span> {_count(piece) or "Leave a comment"} <span class="bracket">}}</span></p></div></div>'
            f'{bits.after}</div><div id="sidebars"><div id="sidebar_1" class="sidebar"><ul class="sidebar_list">{bits.side}</ul></div></div></div>'
            f'<div id="footer">{_foot(site)}<p>Get smart with the <a href="/go/thesis/">Thesis WordPress Theme</a> from DIYthemes.</p></div></div></div>'
        )
    elif th == "genesis":
        page = (
            f'<div id="wrap">{top}<div id="header"><div class="wrap"><div id="title-area"><p id="title"><a href="/">{sn}</a></p><p id="description">{tl}</p></div>'
            '<div class="widget-area"><div class="widget widget_text"><div class="textwidget"><a href="/feed/">RSS</a> &middot; <a href="/go/twitter/">Twitter</a> &middot; <a href="/go/facebook/">Facebook</a></div></div></div></div></div>'
            f'<div id="nav"><div class="wrap">{_menu(site, "menu genesis-nav-menu menu-primary")}</div></div>'
            '<div id="inner"><div class="wrap"><div id="content-sidebar-wrap"><div id="content" class="hfeed">'
            f'<div class="post-2231 post type-post status-publish format-standard hentry entry"><h1 class="entry-title">{esc(piece.title)}</h1>'
            f'<div class="post-info"><span class="date published time" title="{piece.iso}">{esc(piece.shown)}</span> by <span class="author vcard"><span class="fn">{who}</span></span> '
            f'<span class="post-comments">{_count(piece) or "Leave a Comment"}</span></div><div class="entry-content">{body}{bits.inside}</div>'
            f'<div class="post-meta"><span class="categories">Filed Under: {_cats(piece)}</span> <span class="tags">Tagged With: {_tags(piece)}</span></div></div>'
            f'{bits.after}</div><div id="sidebar" class="sidebar widget-area">{bits.side}</div></div></div></div>'
            f'<div id="footer" class="footer"><div class="wrap"><div class="gototop"><a href="#wrap" rel="nofollow">Return to top of page</a></div>'
            f'<div class="creds">{_foot(site)} &middot; <a href="/go/genesis/">Genesis Framework</a></div></div></div></div>'
        )
    elif th == "headway":
        page = (
            f'<div id="whitewrap">{top}<div id="wrapper-1" class="wrapper"><div class="grid-container">'
            f'<div id="block-1" class="block block-type-header"><a href="/" class="banner">{sn}</a><span class="tagline">{tl}</span></div>'
            f'<div id="block-2" class="block block-type-navigation">{_menu(site, "menu")}</div>'
            '<div id="block-3" class="block block-type-content grid-width-16"><div class="block-content"><div class="loop">'
            f'<div id="post-2231" class="post type-post status-publish hentry category-{slug(piece.cats[0]) if piece.cats else "blog"}">'
            f'<div class="entry-row entry-title-row"><h1 class="entry-title">{esc(piece.title)}</h1></div>'
            f'<div class="entry-row entry-meta-above"><div class="entry-meta">Posted on <span class="entry-date published" title="{piece.iso}">{esc(piece.shown)}</span> by <span class="author">{who}</span> &middot; {_count(piece) or "No Comments"}</div></div>'
            f'<div class="entry-content">{body}{bits.inside}</div>'
            f'<div class="entry-meta entry-meta-below">Filed Under: {_cats(piece)} &middot; Tags: {_tags(piece)}</div></div>'
            f'{bits.after}</div></div></div><div id="block-4" class="block block-type-widget-area grid-width-8"><div class="block-content"><ul class="widget-area">{bits.side}</ul></div></div>'
            f'<div id="block-5" class="block block-type-footer"><div class="footer">{_foot(site)}<p class="footer-headway-link">Powered by Headway, the drag and drop WordPress theme</p></div></div></div></div></div>'
        )
    elif th == "woo":
        page = (
            f'<div id="wrapper">{top}<div id="top"><div class="col-full">{_menu(site, "nav top-nav")}</div></div>'
            f'<div id="header" class="col-full"><div id="logo"><a href="/" title="{tl}">{sn}</a><span class="site-description">{tl}</span></div></div>'
            f'<div id="navigation" class="col-full">{_menu(site, "nav fl").replace("<ul ", MAINNAV, 1)}</div>'
            '<div id="content" class="col-full"><div id="main-sidebar-container"><div id="main" class="col-left">'
            f'<div class="post-2231 post type-post status-publish hentry"><h1 class="title">{esc(piece.title)}</h1>'
            f'<p class="post-meta"><span class="small">By</span> <span class="author vcard"><span class="fn">{who}</span></span> <span class="small">on</span> '
            f'<abbr class="date time published" title="{piece.iso}">{esc(piece.shown)}</abbr> <span class="small">in</span> <span class="categories">{_cats(piece)}</span> '
            f'<span class="post-comments comments">{_count(piece, "Comments") or ""}</span></p><div class="entry">{body}{bits.inside}</div>'
            f'<div class="post-utility"><div class="tags"><span class="small">Tags:</span> {_tags(piece)}</div></div></div>'
            f'{bits.after}</div><div id="sidebar" class="col-right">{bits.side}</div></div></div>'
            f'<div id="footer" class="col-full"><div id="copyright" class="col-left">{_foot(site)}</div><div id="credit" class="col-right"><p>Powered by WordPress. Designed by WooThemes</p></div></div></div>'
        )
    elif th == "typepad":
        page = (
            f'<div id="container">{top}<div id="container-inner"><div id="banner"><div id="banner-inner" class="pkg">'
            f'<h1 id="banner-header"><a href="/" accesskey="1">{sn}</a></h1><h2 id="banner-description">{tl}</h2></div></div>'
            f'<div id="nav"><div id="nav-inner">{_menu(site, "nav-list")}</div></div>'
            '<div id="pagebody"><div id="pagebody-inner" class="pkg">'
            f'<div id="alpha"><div id="alpha-inner">{bits.left}</div></div>'
            f'<div id="beta"><div id="beta-inner"><h2 class="date-header">{esc(piece.shown)}</h2>'
            f'<div class="entry-category-{slug(piece.cats[0]) if piece.cats else "blog"} entry" id="entry-6a00d8341c2b4c53ef016"><h3 class="entry-header">{esc(piece.title)}</h3>'
            f'<div class="entry-content"><div class="entry-body">{body}{bits.inside}</div></div>'
            f'<div class="entry-footer"><p class="entry-footer-info"><span class="post-footers">Posted at {esc(piece.byline or "09:14 AM")} in {_cats(piece)} </span>'
            f'<span class="separator">|</span> <a class="permalink" href="#">Permalink</a>'
            + (
                f' <span class="separator">|</span> <a href="#comments">Comments ({piece.count})</a>'
                if piece.count is not None
                else ""
            )
            + f"</p></div></div>{bits.after}</div></div>"
            f'<div id="gamma"><div id="gamma-inner">{bits.side}</div></div></div></div></div>'
            f'<div id="footer">{_foot(site)}<p>Blog powered by <a href="/go/typepad/">Typepad</a></p></div></div>'
        )
    elif th == "squarespace":
        page = (
            f'<div id="canvasWrapper">{top}<div id="canvas"><div id="pageHeaderWrapper"><div id="pageHeader"><h1><a href="/">{sn}</a></h1><h2>{tl}</h2></div></div>'
            f'<div id="topNavWrapper"><div id="topNav">{_menu(site, "")}</div></div>'
            '<div id="contentWrapper"><div id="content"><div class="journal-entry-wrapper"><div class="journal-entry">'
            f'<div class="journal-entry-text"><h2 class="title">{esc(piece.title)}</h2>'
            f'<div class="journal-entry-tag journal-entry-tag-pre-title"><span class="posted-on">{esc(piece.shown)}</span></div>'
            f'<div class="body">{body}{bits.inside}</div></div>'
            f'<div class="journal-entry-tag journal-entry-tag-post-body"><span class="posted-by">Posted by {who}</span> in {_cats(piece)}'
            + (
                f' | <a href="#comments">Comments{(" " + str(piece.count)) if piece.count else ""}</a>'
                if piece.count is not None
                else ""
            )
            + f'</div></div></div>{bits.after}</div><div id="sidebar1Wrapper"><div id="sidebar1">{bits.side}</div></div></div>'
            f'<div id="pageFooterWrapper"><div id="pageFooter">{_foot(site)}<p>Powered by Squarespace</p></div></div></div></div>'
        )
    elif th == "mt":
        page = (
            f'<div id="container">{top}<div id="container-inner"><div id="header"><div id="header-inner"><div id="header-content">'
            f'<h1 id="header-name"><a href="/" accesskey="1">{sn}</a></h1><h2 id="header-description">{tl}</h2></div></div></div>'
            f'<div id="menu">{_menu(site, "menu-list")}</div>'
            '<div id="content"><div id="content-inner"><div id="alpha"><div id="alpha-inner">'
            '<div id="entry-4412" class="entry-asset asset hentry"><div class="asset-header">'
            f'<h1 id="page-title" class="asset-name entry-title">{esc(piece.title)}</h1><div class="asset-meta">'
            f'<span class="byline">By <span class="vcard author">{who}</span> on <abbr class="published" title="{piece.iso}">{esc(piece.shown)}</abbr></span>'
            + (
                f' <span class="separator">|</span> <a class="comment-link" href="#comments">{piece.count} Comments</a>'
                if piece.count
                else ""
            )
            + f'</div></div><div class="asset-content entry-content"><div class="asset-body">{body}{bits.inside}</div></div>'
            f'<div class="asset-footer"><div class="entry-categories"><h4>Categories<span class="delimiter">:</span></h4><ul><li class="entry-category">{_cats(piece)}</li></ul></div>'
            f'<div class="entry-tags"><h4>Tags<span class="delimiter">:</span></h4><ul><li class="entry-tag">{_tags(piece)}</li></ul></div></div></div>'
            f'{bits.after}</div></div><div id="beta"><div id="beta-inner">{bits.side}</div></div></div></div>'
            f'<div id="footer"><div id="footer-inner"><div id="footer-content">{_foot(site)}<p>Powered by Movable Type Pro</p></div></div></div></div></div>'
        )
    else:  # magazine
        page = (
            f'<div class="site">{top}<header class="masthead"><a class="brand" href="/">{sn}</a><p class="strap">{tl}</p>'
            f"<nav>{_menu(site, 'sections')}</nav></header>"
            '<div class="columns"><article class="story" id="post-2231">'
            f'<header class="story-head"><p class="rubric">{_cats(piece)}</p><h1>{esc(piece.title)}</h1>'
            f'<p class="dateline">Words by <a href="/contributors/{slug(piece.byline or site.author)}/" rel="author">{who}</a> &middot; <time datetime="{piece.iso}" pubdate>{esc(piece.shown)}</time></p></header>'
            f'<div class="story-body">{body}{bits.inside}</div><footer class="story-foot">Tagged: {_tags(piece)}</footer></article>'
            f'{bits.after}</div><aside class="rail">{bits.side}</aside>'
            f'<footer class="site-foot">{_foot(site)}</footer></div>'
        )
    return (
        _head(site, piece, bits)
        + f'<body class="{th} single single-post">\n{page}\n{bits.tail}\n</body>\n</html>\n'
    )
