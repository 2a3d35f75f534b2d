"""Page templates of blind set CG, written for this set (no saved page opened, no theme's code copied; every text
invented), in the manner of the English-language blogs and small news sites of 2011-2013 as a crawler saved them:

- ``wp_default``: a WordPress default-like theme (a header image, a menu bar, the post, the comments, a widget
  column on the right, "Proudly powered by WordPress");
- ``wp_magazine``: a WordPress magazine theme (a leaderboard ad, two menus, share buttons with counts, an author box,
  related posts with excerpts, a wide sidebar of widgets);
- ``blogger``: a Blogger template (a date header, "Posted by NAME at TIME", labels, "Newer Post / Older Post", the
  sidebar's gadgets);
- ``typepad``: a Typepad blog (banner, entry, entry footer, TrackBack, a sidebar);
- ``drupal``: a Drupal 7 site of a local campaign (the default theme's regions, "Submitted by", tags);
- ``joomla``: a Joomla 1.5-2.5 village site (a module column on the left, the article in the middle);
- ``php``: a home-made PHP blog in tables;
- ``weekly``: a local weekly's website (a masthead, a section bar, the story with its share bar, related stories,
  the rail of "Most popular");
- ``club``: a hobby club's hand-made pages (a left menu in a table, a news page).

A ``Piece`` is the post or story, ``Bits`` the case's parts: ``inside`` (in the entry, after its text), ``after``
(after the entry: where the comments are), ``side`` (the sidebar's widgets), ``style``, ``before`` (between the entry
and ``after``: related posts, an author box).
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from dataclasses import dataclass

from comspider_lab.blind.content_cg import SiteCG
from comspider_lab.blind.layout import esc, slug


@dataclass(frozen=True)
class Piece:
    title: str
    author: str
    iso: str
    shown: str  # the date as the template prints it
    text: str  # paragraphs, blank-line separated
    cats: tuple[str, ...] = ()
    tags: tuple[str, ...] = ()
    time: str = ""  # Blogger's and Typepad's time of day
    dek: str = ""

    @property
    def paragraphs(self) -> list[str]:
        return [" ".join(p.split()) for p in self.text.strip().split("\n\n") if p.strip()]


@dataclass(frozen=True)
class Bits:
    inside: str = ""
    before: str = ""
    after: str = ""
    side: str = ""
    style: str = ""
    ncomments: int = 0  # the count the post's meta line prints


def num(key: str, lo: int, hi: int) -> int:
    return lo + int(hashlib.md5(key.encode()).hexdigest()[:6], 16) % (hi - lo + 1)


def _paras(piece: Piece) -> str:
    return "\n".join(f"<p>{esc(p)}</p>" for p in piece.paragraphs)


def _head(site: SiteCG, piece: Piece, css: str, bits: Bits, extra: str = "") -> str:
    return (
        '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">\n'
        '<html xmlns="http://www.w3.org/1999/xhtml" lang="en-GB">\n<head>\n'
        '<meta http-equiv="Content-Type" content="text/html; charset=UTF-8" />\n'
        f"<title>{esc(piece.title)} | {esc(site.name)}</title>\n"
        f'<meta name="description" content="{esc(piece.dek or piece.paragraphs[0][:155])}" />\n'
        f'<link rel="alternate" type="application/rss+xml" title="{esc(site.name)} &raquo; Feed" href="http://{site.host}/feed/" />\n'
        f'<meta property="og:title" content="{esc(piece.title)}" /><meta property="og:site_name" content="{esc(site.name)}" /><meta property="og:type" content="article" />\n'
        f'<style type="text/css">{css}{bits.style}</style>\n{extra}'
        "<script type=\"text/javascript\">var _gaq = _gaq || []; _gaq.push(['_setAccount', 'UA-1234567-1']); _gaq.push(['_trackPageview']);</script>\n"
        "</head>\n"
    )


def _share(key: str, cls: str) -> str:
    return (
        f'<div class="{cls}"><span class="fb-like">Like <b>{num(key + "f", 2, 240)}</b></span> '
        f'<span class="tw">Tweet <b>{num(key + "t", 0, 60)}</b></span> <span class="gp">+1 <b>{num(key + "g", 0, 14)}</b></span> '
        f'<span class="pin">Pin it <b>{num(key + "p", 0, 9)}</b></span> <a href="mailto:?subject={slug(key)}">Email</a></div>'
    )


# --------------------------------------------------------------------------- WordPress, default-like


def wp_default(site: SiteCG, piece: Piece, bits: Bits) -> str:
    c = site.color
    css = (
        f"body{{background:#f1f1f1;margin:0;font:15px/1.6 {site.font};color:#333}}#wrapper{{width:940px;margin:20px auto;background:#fff;padding:0 20px}}"
        f"#header{{padding-top:30px}}#site-title{{font-size:30px;font-weight:bold;margin:0}}#site-title a{{color:#000;text-decoration:none}}#site-description{{font-style:italic;color:#666;margin:6px 0 14px}}"
        f"#branding img{{display:block;border-top:4px solid #000;border-bottom:1px solid #000}}#access{{background:{c};overflow:hidden}}#access ul{{list-style:none;margin:0;padding:0}}"
        f"#access li{{float:left}}#access a{{display:block;color:#fff;padding:0 12px;line-height:38px;text-decoration:none}}#main{{overflow:hidden;padding:30px 0}}"
        "#container{float:left;width:640px}#primary{float:right;width:240px;font-size:13px}.entry-title{font-size:22px;margin:0 0 4px}.entry-meta,.entry-utility{font-size:12px;color:#888}"
        ".navigation{overflow:hidden;font-size:12px;margin:18px 0}.nav-previous{float:left}.nav-next{float:right}.widget-title{font-size:14px;margin:16px 0 4px}"
        "#primary ul{list-style:none;padding:0;margin:0}#primary li{margin:3px 0}#footer{border-top:4px solid #000;font-size:12px;color:#666;padding:12px 0 20px;overflow:hidden}"
        "#comments{margin-top:20px}#comments-title,#reply-title{font-size:18px}.commentlist{list-style:none;padding:0}.commentlist li.comment{border-bottom:1px solid #e7e7e7;padding:12px 0 12px 56px;position:relative}"
        ".commentlist .avatar{position:absolute;left:0;top:14px}.comment-meta{font-size:12px}.comment-meta a{color:#888}.says{font-style:italic}.reply{font-size:12px}"
        ".commentlist li.pingback{border-bottom:1px solid #e7e7e7;padding:10px 0;font-size:13px}.commentlist .children{list-style:none;margin-left:30px;padding:0}"
        "#respond label{display:block;font-size:12px}#respond input[type=text]{width:260px}#respond textarea{width:98%}.form-allowed-tags{font-size:11px;color:#888}"
    )
    menu = "".join(
        f'<li><a href="http://{site.host}/{"" if k == 0 else slug(m) + "/"}">{esc(m)}</a></li>'
        for k, m in enumerate(site.menu)
    )
    cats = ", ".join(
        f'<a href="http://{site.host}/category/{slug(x)}/" rel="category tag">{esc(x)}</a>'
        for x in piece.cats
    )
    tags = ", ".join(
        f'<a href="http://{site.host}/tag/{slug(x)}/" rel="tag">{esc(x)}</a>' for x in piece.tags
    )
    pid = num(piece.title, 300, 2400)
    return (
        _head(site, piece, css, bits)
        + f'<body class="single single-post postid-{pid} single-format-standard">\n<div id="wrapper" class="hfeed">\n'
        f'<div id="header"><div id="masthead"><div id="branding" role="banner"><h1 id="site-title"><span><a href="http://{site.host}/" title="{esc(site.name)}" rel="home">{esc(site.name)}</a></span></h1>'
        f'<div id="site-description">{esc(site.tagline)}</div><img src="/_avatar/header-{site.key}.svg" width="940" height="198" alt="" /></div>'
        f'<div id="access" role="navigation"><div class="skip-link screen-reader-text"><a href="#content">Skip to content</a></div><div class="menu-header"><ul id="menu-main" class="menu">{menu}</ul></div></div></div></div>\n'
        f'<div id="main"><div id="container"><div id="content" role="main">\n'
        f'<div id="nav-above" class="navigation"><div class="nav-previous"><a href="#" rel="prev"><span class="meta-nav">&larr;</span> Previous post</a></div></div>\n'
        f'<div id="post-{pid}" class="post-{pid} post type-post status-publish format-standard hentry">'
        f'<h1 class="entry-title">{esc(piece.title)}</h1>'
        f'<div class="entry-meta"><span class="meta-prep meta-prep-author">Posted on</span> <a href="#" rel="bookmark"><span class="entry-date">{esc(piece.shown)}</span></a> '
        f'<span class="meta-sep">by</span> <span class="author vcard"><a class="url fn n" href="http://{site.host}/author/{slug(piece.author)}/">{esc(piece.author)}</a></span></div>\n'
        f'<div class="entry-content">{_paras(piece)}{bits.inside}</div>\n'
        f'<div class="entry-utility">This entry was posted in {cats}'
        + (f" and tagged {tags}" if tags else "")
        + '. Bookmark the <a href="#" rel="bookmark">permalink</a>.</div></div>\n'
        f'<div id="nav-below" class="navigation"><div class="nav-previous"><a href="#" rel="prev">&larr; Previous post</a></div><div class="nav-next"><a href="#" rel="next">Next post &rarr;</a></div></div>\n'
        f"{bits.before}{bits.after}\n</div></div>\n"
        f'<div id="primary" class="widget-area" role="complementary"><ul class="xoxo">{bits.side}</ul></div>\n</div>\n'
        f'<div id="footer" role="contentinfo"><div id="site-info"><a href="http://{site.host}/" rel="home">{esc(site.name)}</a></div>'
        '<div id="site-generator"><a href="http://wordpress.org/" title="Semantic Personal Publishing Platform">Proudly powered by WordPress.</a></div></div>\n'
        "</div>\n</body>\n</html>\n"
    )


# --------------------------------------------------------------------------- WordPress, magazine theme


def wp_magazine(site: SiteCG, piece: Piece, bits: Bits) -> str:
    c = site.color
    css = (
        f"body{{margin:0;background:#e9e9e9;font:13px/1.6 {site.font};color:#2d2d2d}}#page{{width:980px;margin:0 auto;background:#fff}}"
        f"#top{{background:#222;overflow:hidden;font-size:11px}}#top a{{color:#ccc;padding:6px 10px;display:inline-block}}#head{{overflow:hidden;padding:18px 16px}}"
        f"#logo{{float:left;font:bold 34px {site.font};color:{c};text-decoration:none}}#logo span{{display:block;font-size:12px;color:#888;font-weight:normal}}"
        ".leader{float:right;width:468px;height:60px;background:#f3f3f3;border:1px solid #ddd;color:#aaa;font-size:10px;text-align:center}"
        f"#catnav{{background:{c};overflow:hidden}}#catnav a{{float:left;color:#fff;font-weight:bold;padding:9px 14px;text-decoration:none;text-transform:uppercase}}"
        "#body{overflow:hidden;padding:16px}#main-col{float:left;width:620px}#sidebar{float:right;width:310px}.post-title{font-size:28px;line-height:1.2;margin:4px 0}"
        ".post-meta{font-size:11px;color:#999;text-transform:uppercase;border-bottom:1px solid #eee;padding-bottom:6px}.share-bar{background:#f7f7f7;border:1px solid #eee;padding:5px 8px;margin:10px 0;font-size:11px}"
        ".share-bar span{margin-right:12px}.share-bar b{background:#fff;border:1px solid #ccc;padding:0 4px;font-weight:normal}.post-thumb{width:620px;height:300px;background:#ccd}"
        f".author-box{{background:#f4f4f4;border-top:3px solid {c};padding:12px;overflow:hidden;margin:18px 0}}.author-box img{{float:left;margin-right:12px}}.author-box h4{{margin:0}}"
        ".related h3,.widget h3{font-size:13px;text-transform:uppercase;border-bottom:2px solid #333;padding-bottom:3px}.related ul{list-style:none;padding:0;overflow:hidden}"
        ".related li{float:left;width:196px;margin-right:10px;font-size:12px}.related li img{display:block;width:196px;height:110px;background:#ddd}.related .rel-excerpt{color:#777}"
        ".widget{margin-bottom:18px}.widget ul{list-style:none;padding:0}.widget li{border-bottom:1px dotted #ddd;padding:4px 0}.ad300{width:300px;height:250px;background:#f3f3f3;border:1px solid #ddd;color:#aaa;font-size:10px;text-align:center;margin-bottom:18px}"
        "#comments h3{font-size:18px}ol.commentlist{list-style:none;padding:0}ol.commentlist li{margin:0}.comment-body{border:1px solid #e5e5e5;padding:10px 12px;margin-bottom:10px;overflow:hidden}"
        ".comment-body .avatar{float:left;margin-right:10px}.comment-author cite{font-style:normal;font-weight:bold}.commentmetadata{font-size:11px}.commentmetadata a{color:#999}"
        f"ul.children{{list-style:none;margin-left:40px;padding:0}}li.bypostauthor>.comment-body{{background:#fdf5ee;border-color:{c}}}.reply a{{font-size:11px;text-transform:uppercase}}"
        "#footer{background:#222;color:#999;font-size:11px;padding:16px;overflow:hidden}#footer a{color:#ccc}.tagcloud a{margin-right:4px}"
    )
    top = " ".join(
        f'<a href="http://{site.host}/{slug(m)}/">{esc(m)}</a>'
        for m in ("About", "Advertise", "Contact", "Privacy")
    )
    cat = "".join(
        f'<a href="http://{site.host}/{"" if k == 0 else slug(m) + "/"}">{esc(m)}</a>'
        for k, m in enumerate(site.menu)
    )
    cats = ", ".join(f'<a href="http://{site.host}/category/{slug(x)}/">{esc(x)}</a>' for x in piece.cats)
    tags = ", ".join(
        f'<a href="http://{site.host}/tag/{slug(x)}/" rel="tag">{esc(x)}</a>' for x in piece.tags
    )
    cn = {0: "No Comments", 1: "1 Comment"}.get(bits.ncomments, f"{bits.ncomments} Comments")
    return (
        _head(site, piece, css, bits) + '<body class="single single-post">\n<div id="page">\n'
        f'<div id="top">{top}</div>\n<div id="head"><a id="logo" href="http://{site.host}/">{esc(site.name)}<span>{esc(site.tagline)}</span></a>'
        '<div class="leader">ADVERTISEMENT 468x60</div></div>\n'
        f'<div id="catnav">{cat}</div>\n<div id="body"><div id="main-col">\n'
        f'<div class="breadcrumbs"><a href="http://{site.host}/">Home</a> &raquo; {cats} &raquo; {esc(piece.title)}</div>\n'
        f'<div class="post single-post" id="post-{num(piece.title, 1000, 9000)}"><h1 class="post-title">{esc(piece.title)}</h1>'
        f'<div class="post-meta">By <a href="http://{site.host}/author/{slug(piece.author)}/">{esc(piece.author)}</a> | {esc(piece.shown)} | {cats} | <a href="#comments">{cn}</a></div>'
        + _share(piece.title, "share-bar")
        + f'<div class="post-thumb"></div><div class="entry">{_paras(piece)}{bits.inside}</div>'
        f'<p class="post-tags">Tags: {tags}</p>' + _share(piece.title + "2", "share-bar") + "</div>\n"
        f"{bits.before}{bits.after}\n</div>\n"
        f'<div id="sidebar"><div class="ad300">ADVERTISEMENT 300x250</div>{bits.side}</div></div>\n'
        f'<div id="footer">Copyright &copy; 2012 {esc(site.name)} · All rights reserved · <a href="#">Privacy Policy</a> · Powered by WordPress</div>\n'
        "</div>\n</body>\n</html>\n"
    )


# --------------------------------------------------------------------------- Blogger


def blogger(site: SiteCG, piece: Piece, bits: Bits) -> str:
    c = site.color
    css = (
        f"body{{background:#eeeae1;margin:0;font:13px/1.5 {site.font};color:#333}}.content-outer{{width:930px;margin:0 auto;background:#fff;box-shadow:0 0 6px rgba(0,0,0,.2)}}"
        f".header-inner{{padding:30px 26px;background:{c};color:#fff}}.header-inner h1{{margin:0;font:normal 40px Georgia,serif}}.header-inner h1 a{{color:#fff;text-decoration:none}}.description{{margin:4px 0 0}}"
        ".tabs-inner ul{list-style:none;margin:0;padding:0 20px;background:#f5f5f5;border-bottom:1px solid #ddd;overflow:hidden}.tabs-inner li{float:left}.tabs-inner a{display:block;padding:8px 14px;color:#555}"
        ".columns-inner{overflow:hidden;padding:16px 20px}.main-inner{float:left;width:600px}.sidebar-inner{float:right;width:270px}h2.date-header{font-size:11px;text-transform:uppercase;color:#888;margin:0}"
        f"h3.post-title{{font:normal 24px Georgia,serif;margin:6px 0 10px}}h3.post-title a{{color:{c}}}.post-footer{{background:#f9f9f9;border-bottom:1px solid #eee;color:#666;font-size:11px;padding:6px 10px;margin:18px 0}}"
        ".sidebar-inner h2{font-size:12px;text-transform:uppercase;border-bottom:1px solid #ddd;color:#777;margin:16px 0 6px}.sidebar-inner ul{list-style:none;padding:0;margin:0}.sidebar-inner li{padding:3px 0}"
        ".blog-pager{overflow:hidden;text-align:center;margin:14px 0}#blog-pager-newer-link{float:left}#blog-pager-older-link{float:right}"
        "#comments h4{font-size:15px;margin:10px 0}#comments-block dt{font-weight:bold;margin:14px 0 2px}#comments-block dd{margin:0 0 0 36px}.avatar-image-container{float:left;width:35px}"
        ".comment-footer{font-size:11px;color:#999;margin-bottom:10px}.blog-list-container .item-title{font-weight:bold}.blog-list-container .item-time{color:#999;font-size:11px}.blog-list-container .item-snippet{color:#666}"
        ".footer-outer{border-top:1px solid #ddd;padding:10px 20px;font-size:11px;color:#888}.BlogArchive .zippy{color:#999}"
    )
    menu = "".join(
        f'<li><a href="http://{site.host}/{"" if k == 0 else "p/" + slug(m) + ".html"}">{esc(m)}</a></li>'
        for k, m in enumerate(site.menu)
    )
    labels = ", ".join(
        f'<a href="http://{site.host}/search/label/{esc(x)}" rel="tag">{esc(x)}</a>' for x in piece.tags
    )
    cl = {0: "No comments:", 1: "1 comment:"}.get(bits.ncomments, f"{bits.ncomments} comments:")
    pid = num(piece.title, 10**8, 10**9)
    return (
        _head(site, piece, css, bits, "<meta content='blogger' name='generator'/>\n")
        + '<body class="loading">\n<div class="navbar section" id="navbar"><div class="widget Navbar" id="Navbar1"></div></div>\n<div class="content"><div class="content-outer">\n'
        f'<header><div class="header-inner"><div class="Header widget" id="Header1"><h1 class="title"><a href="http://{site.host}/">{esc(site.name)}</a></h1>'
        f'<p class="description"><span>{esc(site.tagline)}</span></p></div></div></header>\n'
        f'<div class="tabs-inner"><div class="widget PageList" id="PageList1"><ul>{menu}</ul></div></div>\n'
        '<div class="columns-inner"><div class="main-inner"><div class="main section" id="main"><div class="widget Blog" id="Blog1"><div class="blog-posts hfeed">\n'
        f'<div class="date-outer"><h2 class="date-header"><span>{esc(piece.shown)}</span></h2><div class="date-posts"><div class="post-outer">'
        f'<div class="post hentry" itemscope="itemscope"><a name="{pid}"></a><h3 class="post-title entry-title">{esc(piece.title)}</h3>'
        f'<div class="post-header"><div class="post-header-line-1"></div></div>'
        f'<div class="post-body entry-content" id="post-body-{pid}">{"<br /><br />".join(esc(p) for p in piece.paragraphs)}{bits.inside}<div style="clear: both;"></div></div>'
        f'<div class="post-footer"><div class="post-footer-line post-footer-line-1"><span class="post-author vcard">Posted by <span class="fn">{esc(piece.author)}</span></span> '
        f'<span class="post-timestamp">at <a class="timestamp-link" href="#" rel="bookmark" title="permanent link"><abbr class="published" title="{piece.iso}">{esc(piece.time)}</abbr></a></span> '
        f'<span class="post-comment-link"></span> <span class="post-icons"><span class="item-control blog-admin"></span></span>'
        f'<div class="post-share-buttons goog-inline-block"><a class="goog-inline-block share-button sb-email" href="#" title="Email This"><span class="share-button-link-text">Email This</span></a>'
        '<a class="goog-inline-block share-button sb-blog" href="#" title="BlogThis!"><span class="share-button-link-text">BlogThis!</span></a>'
        '<a class="goog-inline-block share-button sb-twitter" href="#" title="Share to Twitter"><span class="share-button-link-text">Share to Twitter</span></a>'
        '<a class="goog-inline-block share-button sb-facebook" href="#" title="Share to Facebook"><span class="share-button-link-text">Share to Facebook</span></a></div></div>'
        f'<div class="post-footer-line post-footer-line-2"><span class="post-labels">Labels: {labels}</span></div></div></div>\n'
        f"{bits.before}{bits.after.replace('@@COUNT@@', cl)}</div></div></div>\n"
        f'</div><div class="blog-pager" id="blog-pager"><span id="blog-pager-newer-link"><a class="blog-pager-newer-link" href="#" title="Newer Post">Newer Post</a></span>'
        f'<span id="blog-pager-older-link"><a class="blog-pager-older-link" href="#" title="Older Post">Older Post</a></span><a class="home-link" href="http://{site.host}/">Home</a></div>'
        f'<div class="post-feeds"><div class="feed-links">Subscribe to: <a class="feed-link" href="http://{site.host}/feeds/{pid}/comments/default" type="application/atom+xml">Post Comments (Atom)</a></div></div>'
        f'</div></div></div>\n<div class="sidebar-inner"><div class="sidebar section" id="sidebar-right-1">{bits.side}</div></div></div>\n'
        f'<div class="footer-outer">Simple template. Powered by <a href="https://www.blogger.com">Blogger</a>.</div>\n</div></div>\n</body>\n</html>\n'
    )


# --------------------------------------------------------------------------- Typepad


def typepad(site: SiteCG, piece: Piece, bits: Bits) -> str:
    c = site.color
    css = (
        f"body{{margin:0;background:#fbf7ef;font:13px/1.6 {site.font};color:#333}}#container{{width:860px;margin:0 auto;background:#fff;border:1px solid #e2d8c4}}"
        f"#banner{{background:{c};padding:30px 24px}}#banner h1{{margin:0;font:normal 36px Georgia,serif}}#banner a{{color:#fff;text-decoration:none}}#banner h2{{margin:4px 0 0;font:italic 14px Georgia;color:#f3dede}}"
        "#nav{border-bottom:1px solid #e2d8c4;padding:6px 24px}#nav a{margin-right:14px}#pagebody{overflow:hidden;padding:20px 24px}#alpha{float:left;width:560px}#beta{float:right;width:220px;font-size:12px}"
        f".entry-header{{font:normal 22px Georgia,serif;color:{c};margin:0 0 10px}}h2.date-header{{font-size:11px;text-transform:uppercase;color:#999;letter-spacing:1px}}"
        ".entry-footer{font-size:11px;color:#777;border-top:1px dotted #ccc;padding-top:5px;margin-top:14px}.trackbacks,.comments{margin-top:22px}.trackbacks h3,.comments h3{font-size:14px;text-transform:uppercase;color:#999}"
        ".comment{border-bottom:1px dotted #ccc;padding:6px 0}.comment-footer{font-size:11px;color:#888}.module h2{font-size:11px;text-transform:uppercase;color:#999;border-bottom:1px solid #e2d8c4}"
        ".module ul{list-style:none;padding:0}.module li{margin:4px 0}#footer{clear:both;font-size:11px;color:#999;padding:12px 24px;border-top:1px solid #e2d8c4}"
    )
    menu = " ".join(
        f'<a href="http://{site.host}/{"" if k == 0 else slug(m) + ".html"}">{esc(m)}</a>'
        for k, m in enumerate(site.menu)
    )
    cats = ", ".join(f'<a href="http://{site.host}/{slug(x)}/">{esc(x)}</a>' for x in piece.cats)
    eid = "6a00d8341c5f7e53ef01" + hashlib.md5(piece.title.encode()).hexdigest()[:14]
    return (
        _head(site, piece, css, bits, '<meta name="generator" content="http://www.typepad.com/" />\n')
        + '<body class="layout-two-column-right post">\n<div id="container"><div id="container-inner">\n'
        f'<div id="banner"><div id="banner-inner"><h1 id="banner-header"><a href="http://{site.host}/" accesskey="1">{esc(site.name)}</a></h1><h2 id="banner-description">{esc(site.tagline)}</h2></div></div>\n'
        f'<div id="nav">{menu}</div>\n<div id="pagebody"><div id="pagebody-inner"><div id="alpha"><div id="alpha-inner">\n'
        f'<h2 class="date-header">{esc(piece.shown)}</h2>\n'
        f'<div class="entry-author-{slug(piece.author)} entry-type-post entry" id="entry-{eid}">'
        f'<h3 class="entry-header">{esc(piece.title)}</h3><div class="entry-content"><div class="entry-body">{_paras(piece)}{bits.inside}</div></div>'
        f'<div class="entry-footer"><p class="entry-footer-info"><span class="post-footers">Posted at {esc(piece.time)} in {cats} </span>'
        f'<span class="separator">|</span> <a class="permalink" href="#">Permalink</a></p>'
        '<p class="entry-footer-share"><a href="#">Tweet This!</a> | <a href="#">Share on Facebook</a> | <a href="#">Digg This</a> | <a href="#">Save to del.icio.us</a></p></div></div>\n'
        f'<div class="trackbacks"><h3 class="trackbacks-header">TrackBack</h3><div class="trackbacks-info"><p>TrackBack URL for this entry:<br /><span class="trackbacks-link">http://www.typepad.com/services/trackback/{eid}</span></p>'
        f'<p>Listed below are links to weblogs that reference <a href="#">{esc(piece.title)}</a>:</p></div></div>\n'
        f"{bits.before}{bits.after}\n</div></div>\n"
        f'<div id="beta"><div id="beta-inner">{bits.side}</div></div></div></div>\n'
        f'<div id="footer">{esc(site.name)} · Powered by <a href="http://www.typepad.com/">TypePad</a></div>\n</div></div>\n</body>\n</html>\n'
    )


# --------------------------------------------------------------------------- Drupal 7


def drupal(site: SiteCG, piece: Piece, bits: Bits) -> str:
    c = site.color
    css = (
        f"body{{margin:0;background:#292929;font:14px/1.55 {site.font};color:#3b3b3b}}#page-wrapper{{background:#fff;width:960px;margin:0 auto}}"
        f"#header{{background:{c};padding:20px;overflow:hidden}}#site-name{{font-size:30px;margin:0}}#site-name a{{color:#fff;text-decoration:none}}#site-slogan{{color:#dbefff;margin:2px 0 0}}"
        "#main-menu-links{list-style:none;margin:10px 0 0;padding:0;overflow:hidden}#main-menu-links li{float:left}#main-menu-links a{color:#fff;background:rgba(255,255,255,.2);padding:6px 12px;margin-right:4px;border-radius:8px 8px 0 0;display:block}"
        "#main{overflow:hidden;padding:20px}#content{float:left;width:640px}.sidebar{float:right;width:260px;font-size:13px}#page-title{font-size:28px;font-weight:normal;margin:0 0 10px}"
        ".submitted{font-size:12px;color:#68696b}.user-picture{float:left;margin-right:8px}.field-label{font-size:13px;display:inline}ul.links.inline{display:inline;padding:0}ul.links.inline li{display:inline;margin-right:10px;font-size:12px}"
        ".field-name-field-tags ul{display:inline;padding:0}.field-name-field-tags li{display:inline;margin-right:6px}.block{border:1px solid #ddd;border-radius:8px;padding:10px 14px;margin-bottom:16px;background:#f6f6f2}.block h2{font-size:15px;margin:0 0 6px}"
        ".comment-wrapper{margin-top:24px}.comment-wrapper h2.title{font-size:18px;font-weight:normal;border-bottom:1px solid #d3d7d9}.comment{display:table;width:100%;margin-bottom:18px}"
        ".comment .attribution{display:table-cell;width:140px;font-size:12px;padding-right:12px}.comment .comment-text{display:table-cell;background:#f7f7f7;padding:10px 14px;border:1px solid #e4e4e4}"
        ".comment h3{font-size:15px;margin:0 0 6px}.comment h3 a{color:#3b3b3b}.indented{margin-left:40px}.comment .links{font-size:11px}.username{font-weight:bold}"
        "#footer-wrapper{background:#292929;color:#c0c0c0;font-size:12px;padding:20px}#footer-wrapper a{color:#fff}"
    )
    menu = "".join(
        f'<li class="menu-{200 + k}"><a href="/{"" if k == 0 else slug(m)}">{esc(m)}</a></li>'
        for k, m in enumerate(site.menu)
    )
    tags = "".join(
        f'<li class="taxonomy-term-reference-{k}"><a href="/tags/{slug(x)}" typeof="skos:Concept" property="rdfs:label skos:prefLabel">{esc(x)}</a></li>'
        for k, x in enumerate(piece.tags)
    )
    nid = num(piece.title, 100, 900)
    return (
        _head(site, piece, css, bits, '<meta name="Generator" content="Drupal 7 (http://drupal.org)" />\n')
        + f'<body class="html not-front not-logged-in one-sidebar sidebar-second page-node page-node- page-node-{nid} node-type-article">\n'
        '<div id="skip-link"><a href="#main-content" class="element-invisible element-focusable">Skip to main content</a></div>\n'
        f'<div id="page-wrapper"><div id="page"><div id="header"><div class="section clearfix"><div id="name-and-slogan"><div id="site-name"><strong><a href="/" title="Home" rel="home"><span>{esc(site.name)}</span></a></strong></div>'
        f'<div id="site-slogan">{esc(site.tagline)}</div></div><div id="main-menu" class="navigation"><h2 class="element-invisible">Main menu</h2><ul id="main-menu-links" class="links clearfix">{menu}</ul></div></div></div>\n'
        f'<div id="main-wrapper" class="clearfix"><div id="main" class="clearfix"><div id="breadcrumb"><h2 class="element-invisible">You are here</h2><div class="breadcrumb"><a href="/">Home</a> » <a href="/news">News</a></div></div>\n'
        f'<div id="content" class="column"><div class="section"><a id="main-content"></a><h1 class="title" id="page-title">{esc(piece.title)}</h1>\n'
        f'<div class="region region-content"><div id="block-system-main" class="block block-system"><div class="content">'
        f'<div id="node-{nid}" class="node node-article node-promoted clearfix" about="/news/{slug(piece.title)}" typeof="sioc:Item foaf:Document">'
        f'<div class="meta submitted"><div class="user-picture"><img typeof="foaf:Image" src="/_avatar/u-{slug(piece.author)}.svg" width="40" height="40" alt="{esc(piece.author)}\'s picture" /></div>'
        f'Submitted by <span class="username" xml:lang="" typeof="sioc:UserAccount" property="foaf:name">{esc(piece.author)}</span> on <span property="dc:date dc:created" content="{piece.iso}">{esc(piece.shown)}</span></div>'
        f'<div class="content clearfix"><div class="field field-name-body field-type-text-with-summary field-label-hidden"><div class="field-items"><div class="field-item even" property="content:encoded">{_paras(piece)}{bits.inside}</div></div></div>'
        f'<div class="field field-name-field-tags field-type-taxonomy-term-reference field-label-above"><h3 class="field-label">Tags:&nbsp;</h3><ul class="links">{tags}</ul></div></div>'
        '<div class="link-wrapper"><ul class="links inline"><li class="comment-add first last"><a href="/comment/reply/'
        + str(nid)
        + '#comment-form" title="Share your thoughts and opinions related to this posting.">Add new comment</a></li></ul></div>'
        f"{bits.after}</div></div></div></div>{bits.before}</div></div>\n"
        f'<div id="sidebar-second" class="column sidebar"><div class="section"><div class="region region-sidebar-second">{bits.side}</div></div></div></div></div>\n'
        f'<div id="footer-wrapper"><div class="section"><div id="footer" class="clearfix">© {esc(site.name)} · <a href="/contact">Contact us</a> · Powered by <a href="http://drupal.org">Drupal</a></div></div></div>\n'
        "</div></div>\n</body>\n</html>\n"
    )


# --------------------------------------------------------------------------- Joomla


def joomla(site: SiteCG, piece: Piece, bits: Bits) -> str:
    c = site.color
    css = (
        f"body{{margin:0;background:#dfe6ee;font:12px/1.5 {site.font};color:#333}}#wrapper{{width:950px;margin:10px auto;background:#fff;border:1px solid #b9c6d4}}"
        f"#header{{height:110px;background:{c};color:#fff;padding:0 20px;overflow:hidden}}#header h1{{font:bold 28px Georgia,serif;margin:28px 0 0}}#header p{{margin:2px 0 0}}"
        "#pathway{background:#eef2f6;border-bottom:1px solid #b9c6d4;padding:4px 12px;font-size:11px}#cols{width:100%}#left{width:190px;vertical-align:top;padding:10px;background:#f4f7fa}"
        "#maincol{vertical-align:top;padding:10px 16px}.moduletable h3{font-size:12px;text-transform:uppercase;background:#d9e3ee;padding:3px 6px;margin:0 0 6px}.moduletable{margin-bottom:14px}"
        "ul.menu{list-style:none;padding:0;margin:0}ul.menu li a{display:block;padding:4px 6px;border-bottom:1px solid #e0e6ec;text-decoration:none}"
        f".contentheading{{font-size:20px;color:{c};font-weight:bold}}.createdate,.small{{font-size:11px;color:#888}}.buttonheading img{{margin-left:4px}}"
        "#jc h4{font-size:14px;border-bottom:1px solid #ccc}.comment-box{border:1px solid #e1e1e1;background:#fafafa;padding:8px;margin-bottom:8px;overflow:hidden}.comment-avatar{float:left;margin-right:8px}"
        ".comment-anchor{color:#999;margin-right:6px}.comment-author{font-weight:bold}.comment-date{color:#999;font-size:11px;margin-left:8px}.comments-vote{float:right;font-size:11px}.vote-good{color:green}"
        ".comment-body{margin:6px 0 0 42px}.comments-buttons{display:block;font-size:11px;margin-left:42px}#footer{background:#eef2f6;border-top:1px solid #b9c6d4;font-size:11px;padding:8px;text-align:center}"
    )
    menu = "".join(
        f'<li class="item{k + 1}"><a href="/index.php?option=com_content&amp;view=section&amp;id={k + 1}"><span>{esc(m)}</span></a></li>'
        for k, m in enumerate(site.menu)
    )
    return (
        _head(
            site,
            piece,
            css,
            bits,
            '<meta name="generator" content="Joomla! 1.5 - Open Source Content Management" />\n',
        )
        + '<body id="page_bg">\n<div id="wrapper">\n'
        f'<div id="header"><h1>{esc(site.name)}</h1><p>{esc(site.tagline)}</p></div>\n'
        f'<div id="pathway"><span class="breadcrumbs pathway"><a href="/" class="pathway">Home</a> <img src="/_avatar/arrow.svg" alt="" width="6" height="9" /> <a href="#" class="pathway">Village News</a> <img src="/_avatar/arrow.svg" alt="" width="6" height="9" /> {esc(piece.title)}</span></div>\n'
        f'<table id="cols" cellpadding="0" cellspacing="0"><tr><td id="left"><div class="moduletable_menu"><h3>Main Menu</h3><ul class="menu">{menu}</ul></div>{bits.side}</td>\n'
        '<td id="maincol"><table class="contentpaneopen"><tr><td class="contentheading" width="100%">'
        + esc(piece.title)
        + "</td>"
        '<td align="right" width="100%" class="buttonheading"><a href="#" title="PDF"><img src="/_avatar/pdf.svg" alt="PDF" width="16" height="16" /></a></td>'
        '<td align="right" width="100%" class="buttonheading"><a href="#" title="Print"><img src="/_avatar/print.svg" alt="Print" width="16" height="16" /></a></td>'
        '<td align="right" width="100%" class="buttonheading"><a href="#" title="E-mail"><img src="/_avatar/email.svg" alt="E-mail" width="16" height="16" /></a></td></tr></table>\n'
        f'<table class="contentpaneopen"><tr><td valign="top"><span class="small">Written by {esc(piece.author)}</span>&nbsp;&nbsp;</td></tr>'
        f'<tr><td valign="top" class="createdate">{esc(piece.shown)}</td></tr><tr><td valign="top">{_paras(piece)}{bits.inside}</td></tr>'
        '<tr><td colspan="2" class="modifydate">Last Updated ( ' + esc(piece.shown) + " )</td></tr></table>\n"
        f'<span class="article_separator">&nbsp;</span>{bits.before}{bits.after}</td></tr></table>\n'
        f'<div id="footer">Copyright &copy; 2013 {esc(site.name)}. All Rights Reserved. <a href="http://www.joomla.org">Joomla!</a> is Free Software released under the GNU/GPL License.</div>\n'
        "</div>\n</body>\n</html>\n"
    )


# --------------------------------------------------------------------------- a home-made PHP blog


def php(site: SiteCG, piece: Piece, bits: Bits) -> str:
    c = site.color
    css = (
        f"body{{margin:0;background:#cfdde2;font:12px/1.5 {site.font};color:#222}}a{{color:{c}}}td.content{{background:#fff;padding:10px 16px}}td.side{{background:#e8f0f2;padding:10px;font-size:11px}}"
        f".title{{font:bold 26px Georgia,serif;color:{c}}}.posttitle{{font-size:17px;font-weight:bold;color:{c}}}.small{{font-size:10px;color:#777}}table.cmt{{border:1px solid #c5d4da;margin-bottom:8px}}"
        "td.cmthead{background:#e8f0f2;font-size:11px}input.txt{width:200px}"
    )
    links = " | ".join(
        f'<a href="/{"index.php" if k == 0 else slug(m) + ".php"}">{esc(m)}</a>'
        for k, m in enumerate(site.menu)
    )
    return (
        _head(site, piece, css, bits)
        + '<body>\n<center>\n<table width="800" cellpadding="0" cellspacing="0" border="0">\n'
        f'<tr><td colspan="2" bgcolor="{c}" height="90" style="padding-left:16px"><span class="title" style="color:#fff">{esc(site.name)}</span><br /><font color="#dde" size="2">{esc(site.tagline)}</font></td></tr>\n'
        f'<tr><td colspan="2" bgcolor="#e8f0f2" style="padding:4px 16px">{links}</td></tr>\n'
        f'<tr><td class="content" width="580" valign="top" align="left">\n'
        f'<span class="posttitle">{esc(piece.title)}</span><br /><span class="small">Posted by {esc(piece.author)} on {esc(piece.shown)} in <a href="/log.php?cat={slug(piece.cats[0]) if piece.cats else "log"}">{esc(piece.cats[0] if piece.cats else "Log")}</a></span><br /><br />\n'
        + "<br /><br />\n".join(esc(p) for p in piece.paragraphs)
        + f"{bits.inside}<br /><br />\n{bits.before}{bits.after}\n</td>\n"
        f'<td class="side" width="220" valign="top" align="left">{bits.side}</td></tr>\n'
        f'<tr><td colspan="2" bgcolor="#e8f0f2" align="center" class="small">&copy; 2006-2013 {esc(site.owner)} · Best viewed at 1024x768 · <a href="/admin/login.php">admin</a></td></tr>\n'
        "</table>\n</center>\n</body>\n</html>\n"
    )


# --------------------------------------------------------------------------- a local weekly


def weekly(site: SiteCG, piece: Piece, bits: Bits) -> str:
    c = site.color
    css = (
        f"body{{margin:0;background:#f2f0eb;font:14px/1.6 {site.font};color:#222}}#wrap{{width:990px;margin:0 auto;background:#fff}}"
        ".topbar{background:#f7f7f7;border-bottom:1px solid #ddd;font:11px Arial;color:#666;padding:4px 12px;overflow:hidden}.topbar .r{float:right}"
        f".masthead{{text-align:center;padding:16px 0 8px}}.masthead a{{font:bold 44px 'Old English Text MT',Georgia,serif;color:#111;text-decoration:none}}.masthead p{{margin:2px 0;font:italic 13px Georgia;color:#555}}"
        f".sections{{background:{c};overflow:hidden}}.sections a{{float:left;color:#fff;font:bold 12px Arial;padding:8px 11px;text-decoration:none;text-transform:uppercase}}"
        ".cols{overflow:hidden;padding:16px}.story{float:left;width:640px}.rail{float:right;width:300px;font-size:13px}.story h1{font-size:30px;line-height:1.15;margin:6px 0}"
        f".kicker{{font:bold 11px Arial;color:{c};text-transform:uppercase}}.byline{{font:12px Arial;color:#666;border-top:1px solid #ddd;border-bottom:1px solid #ddd;padding:4px 0;margin:8px 0}}"
        ".sharebar{font:11px Arial;margin:8px 0}.sharebar span{border:1px solid #ccc;background:#f8f8f8;padding:1px 6px;margin-right:6px}.photo{width:640px;height:340px;background:#c9ced3}.cutline{font:11px Arial;color:#666}"
        f".rail .box{{border-top:3px solid {c};margin-bottom:16px}}.rail h3{{font:bold 13px Arial;text-transform:uppercase;margin:4px 0}}.rail ol,.rail ul{{padding-left:18px;margin:4px 0}}.rail li{{margin:4px 0}}"
        ".ad{background:#f1f1f1;border:1px solid #ddd;color:#aaa;font:10px Arial;text-align:center}.related{border-top:2px solid #222;margin-top:18px}.related h3{font:bold 13px Arial;text-transform:uppercase}"
        ".related .rs{overflow:hidden;margin-bottom:10px}.related .rs img{float:left;margin-right:10px}.related .rs p{margin:2px 0;font-size:13px;color:#555}"
        "#comments h3{font:bold 16px Arial}.commentlist{list-style:none;padding:0}.commentlist li .comment-body{border-bottom:1px solid #e5e5e5;padding:10px 0;overflow:hidden}.commentlist .avatar{float:left;margin-right:10px}"
        ".comment-author{font:bold 13px Arial}.comment-author .says{font-weight:normal;color:#777}.comment-meta{font:11px Arial}.comment-meta a{color:#999}.commentlist .children{list-style:none;margin-left:46px;padding:0}"
        ".comment-awaiting-moderation{color:#a60;font-size:12px}.reply{font:11px Arial}.footer{background:#222;color:#aaa;font:11px Arial;padding:16px;overflow:hidden}.footer a{color:#ddd;margin-right:8px}"
    )
    secs = "".join(
        f'<a href="http://www.{site.host}/{"" if k == 0 else slug(m) + "/"}">{esc(m)}</a>'
        for k, m in enumerate(site.menu)
    )
    tags = ", ".join(f'<a href="http://www.{site.host}/tag/{slug(x)}/">{esc(x)}</a>' for x in piece.tags)
    return (
        _head(site, piece, css, bits) + '<body class="single single-post">\n<div id="wrap">\n'
        f'<div class="topbar">{esc(piece.shown)} · <a href="#">Subscribe to the print edition</a> · <a href="#">e-Edition</a> · <a href="#">Advertise</a><span class="r"><a href="#">Log in</a> · <a href="#">Register</a></span></div>\n'
        '<div class="ad" style="width:728px;height:90px;margin:8px auto 0">ADVERTISEMENT</div>\n'
        f'<div class="masthead"><a href="http://www.{site.host}/">{esc(site.name)}</a><p>{esc(site.tagline)}</p></div>\n<div class="sections">{secs}</div>\n'
        f'<div class="cols"><div class="story"><div class="kicker">{esc(piece.cats[0] if piece.cats else "News")}</div><h1>{esc(piece.title)}</h1>'
        + (f'<p class="dek"><em>{esc(piece.dek)}</em></p>' if piece.dek else "")
        + f'<div class="byline">By {esc(piece.author)} · Posted {esc(piece.shown)}</div>'
        + _share(piece.title, "sharebar")
        + f'<div class="photo"></div><p class="cutline">{esc(site.owner)} photo</p>{_paras(piece)}{bits.inside}'
        f'<p class="tags">Tags: {tags}</p>{bits.before}{bits.after}</div>\n'
        f'<div class="rail"><div class="ad" style="width:300px;height:250px;margin-bottom:16px">ADVERTISEMENT</div>{bits.side}</div></div>\n'
        f'<div class="footer">{secs.replace("<a ", "<a style=&quot;float:none&quot; ")}<br />&copy; 2012 {esc(site.name)}. All rights reserved. Powered by WordPress.</div>\n'
        "</div>\n</body>\n</html>\n"
    )


# --------------------------------------------------------------------------- a hobby club's hand-made page


def club(site: SiteCG, piece: Piece, bits: Bits) -> str:
    c = site.color
    css = (
        f"body{{margin:0;background:#fff8e7;font:14px/1.5 {site.font};color:#222}}h1.club{{color:{c};font-size:28px;margin:0}}.left{{background:{c};padding:10px}}"
        ".left a{display:block;color:#fff;font-weight:bold;padding:4px 0;text-decoration:none}.main{padding:12px 20px}.newsdate{color:#777;font-style:italic}"
        ".upd{font-size:11px;color:#777;border-top:1px solid #ccc;margin-top:20px;padding-top:4px}"
    )
    links = "".join(
        f'<a href="{"index.htm" if k == 0 else slug(m) + ".htm"}">{esc(m)}</a>'
        for k, m in enumerate(site.menu)
    )
    return (
        _head(site, piece, css, bits)
        + '<body>\n<table width="900" border="0" cellspacing="0" cellpadding="0" align="center">\n'
        f'<tr><td colspan="2" style="padding:12px"><img src="/_avatar/club-{site.key}.svg" width="80" height="60" alt="Club logo" align="left" hspace="10" /><h1 class="club">{esc(site.name)}</h1><i>{esc(site.tagline)}</i></td></tr>\n'
        f'<tr><td class="left" width="160" valign="top">{links}<br />{bits.side}</td>\n<td class="main" valign="top">'
        f'<h2>{esc(piece.title)}</h2><p class="newsdate">Posted {esc(piece.shown)} by {esc(piece.author)}</p>\n{_paras(piece)}{bits.inside}{bits.before}{bits.after}'
        f'<p class="upd">Page last updated {esc(piece.shown)}. Site maintained by the Club Secretary. Visitors since March 2004: <img src="/_avatar/counter.svg" width="60" height="14" alt="004318" /></p></td></tr>\n'
        "</table>\n</body>\n</html>\n"
    )


TEMPLATES: dict[str, Callable[[SiteCG, Piece, Bits], str]] = {
    "wp_default": wp_default,
    "wp_magazine": wp_magazine,
    "blogger": blogger,
    "typepad": typepad,
    "drupal": drupal,
    "joomla": joomla,
    "php": php,
    "weekly": weekly,
    "club": club,
}


def render_cg(site: SiteCG, piece: Piece, bits: Bits) -> str:
    return TEMPLATES[site.system](site, piece, bits)
