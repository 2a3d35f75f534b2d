"""Page templates of blind set CU, written for this set in the manner of the publishing systems English-language blogs
and news sites ran in 2011-2013 (no saved page opened, no theme's or vendor's file copied; every site, class of a
newspaper's own code, name and text invented):

- ``wordpress``: a blog theme of the Twenty Ten era: header and menu, the post with its meta and "This entry was posted
  in …", share buttons as saved, older/newer links, the case's block, a sidebar of widgets, "Proudly powered by";
- ``blogger``: a Blogger layout of 2011: the date header, the post, "Posted by … at …", the labels, the case's block,
  "Newer Post / Older Post / Home", a sidebar of gadgets (followers, blog list, archive);
- ``typepad``: a TypePad blog: banner, a three-column layout, the entry, "Posted at … in … | Permalink", the case's
  block, sidebars;
- ``papercms``: a newspaper's own CMS: a top bar, masthead, section bar, breadcrumbs, the story with share counts, the
  case's block, a right column of boxes and ads, a footer of link columns;
- ``drupal``: a Drupal 7 newspaper theme: the node with "Submitted by …", the case's block, region blocks;
- ``joomla``: a Joomla 1.5/2.5 weekly's site: a left and a right module column, the article in the middle.

Page parts: ``after`` (after the article: the comment area or a list), ``side`` (the sidebar's widgets), ``inside``
(inside the article, after its text), ``style``.
"""

from __future__ import annotations

from dataclasses import dataclass

from comspider_lab.blind.content_cu import SiteCU
from comspider_lab.blind.layout import esc, slug


@dataclass(frozen=True)
class Piece:
    title: str
    byline: str
    iso: str
    shown: str
    text: str
    section: str = ""
    tags: tuple[str, ...] = ()
    dek: str = ""
    caption: str = ""

    @property
    def paragraphs(self) -> list[str]:
        return [" ".join(p.split()) for p in self.text.strip().split("\n\n") if p.strip()]


@dataclass(frozen=True)
class Bits:
    after: str = ""
    side: str = ""
    inside: str = ""
    style: str = ""


def _ps(piece: Piece) -> str:
    return "\n".join(f"<p>{esc(p)}</p>" for p in piece.paragraphs)


def _head(site: SiteCU, piece: Piece, css: str, extra: str = "") -> str:
    return (
        '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">\n'
        '<html xmlns="http://www.w3.org/1999/xhtml" lang="en-GB">\n<head>\n'
        '<meta http-equiv="Content-Type" content="text/html; charset=UTF-8" />\n'
        f"<title>{esc(piece.title)} | {esc(site.name)}</title>\n"
        f'<meta property="og:title" content="{esc(piece.title)}" /><meta property="og:site_name" content="{esc(site.name)}" />\n'
        f'<meta property="og:type" content="article" />\n'
        f'<link rel="alternate" type="application/rss+xml" title="{esc(site.name)} &raquo; Feed" href="/feed/" />\n'
        f'<style type="text/css">{css}</style>\n{extra}'
        "<script type=\"text/javascript\">var _gaq = _gaq || [];_gaq.push(['_setAccount', 'UA-1234567-1']);_gaq.push(['_trackPageview']);</script>\n"
        "</head>\n"
    )


def _share(url_key: str, counts: tuple[int, int, int]) -> str:
    fb, tw, gp = counts
    return (
        '<div class="sharebar"><span class="fb-like">Like <b>' + str(fb) + "</b></span> "
        '<span class="tweet-btn">Tweet <b>' + str(tw) + "</b></span> "
        '<span class="gplus">+1 <b>' + str(gp) + "</b></span> "
        f'<a href="/email/{url_key}">Email</a> <a href="/print/{url_key}">Print</a></div>'
    )


# --------------------------------------------------------------------------- WordPress


def wordpress(site: SiteCU, piece: Piece, bits: Bits, *, footer_note: str = "") -> str:
    c = site.color
    css = (
        f"body{{background:#f1f1f1;margin:0;font:15px/1.6 {site.font};color:#333}}#wrapper{{width:940px;margin:20px auto;background:#fff;padding:0 20px}}"
        f"#header{{padding:30px 0 10px}}#site-title{{font-size:32px;margin:0}}#site-title a{{color:#000;text-decoration:none}}#site-description{{color:#777;font-style:italic}}"
        f"#access{{background:{c};margin:10px 0}}#access ul{{list-style:none;margin:0;padding:0;overflow:hidden}}#access li{{float:left}}#access a{{display:block;color:#fff;padding:8px 14px;text-decoration:none}}"
        "#container{float:left;width:640px}#primary{float:right;width:240px;font-size:13px}#primary ul{list-style:none;padding:0}#primary li{margin:4px 0}"
        ".entry-title{font-size:24px;margin:0}.entry-meta,.entry-utility{font-size:12px;color:#888}"
        ".sharebar{font-size:12px;margin:12px 0}.sharebar span{border:1px solid #ccc;border-radius:3px;padding:1px 6px;margin-right:5px}"
        ".navigation{overflow:hidden;font-size:13px;margin:18px 0}.nav-previous{float:left}.nav-next{float:right}"
        "#footer{clear:both;border-top:4px solid #000;padding:14px 0;font-size:12px;color:#666}"
        ".widget-title{font-size:13px;text-transform:uppercase;color:#000;border-bottom:1px solid #ddd}"
        ".tagcloud a{margin-right:4px}" + bits.style
    )
    menu = "".join(
        f'<li class="menu-item"><a href="/{"" if i == 0 else slug(m) + "/"}">{esc(m)}</a></li>'
        for i, m in enumerate(site.menu)
    )
    tags = ", ".join(f'<a href="/tag/{slug(t)}/" rel="tag">{esc(t)}</a>' for t in piece.tags)
    key = slug(piece.title)[:40]
    return (
        _head(site, piece, css)
        + f'<body class="single single-post postid-{len(key) * 97} single-format-standard">\n<div id="wrapper" class="hfeed">\n'
        f'<div id="header"><div id="masthead"><div id="branding" role="banner"><h1 id="site-title"><span><a href="/" title="{esc(site.name)}" rel="home">{esc(site.name)}</a></span></h1>'
        f'<div id="site-description">{esc(site.tagline)}</div></div>'
        f'<div id="access" role="navigation"><div class="menu-header"><ul id="menu-main" class="menu">{menu}</ul></div></div></div></div>\n'
        f'<div id="main"><div id="container"><div id="content" role="main">\n'
        f'<div id="nav-above" class="navigation"><div class="nav-previous"><a href="/prev/" rel="prev"><span class="meta-nav">&larr;</span> Earlier post</a></div></div>\n'
        f'<div id="post-{len(key) * 97}" class="post type-post status-publish format-standard hentry category-{slug(piece.section)}">'
        f'<h1 class="entry-title">{esc(piece.title)}</h1>'
        f'<div class="entry-meta"><span class="meta-prep meta-prep-author">Posted on</span> <a href="/{key}/" rel="bookmark"><span class="entry-date">{esc(piece.shown)}</span></a> '
        f'<span class="meta-sep">by</span> <span class="author vcard"><a class="url fn n" href="/author/{slug(piece.byline)}/">{esc(piece.byline)}</a></span></div>\n'
        f'<div class="entry-content">{_ps(piece)}{bits.inside}\n'
        f'<div class="sharedaddy"><h3 class="sd-title">Share this:</h3>{_share(key, (14, 6, 2))}</div>'
        '<div class="sharedaddy sd-like"><h3 class="sd-title">Like this:</h3><p>Like <span>Be the first to like this.</span></p></div></div>\n'
        f'<div class="entry-utility">This entry was posted in <a href="/category/{slug(piece.section)}/" rel="category tag">{esc(piece.section)}</a>'
        f' and tagged {tags}. Bookmark the <a href="/{key}/" rel="bookmark">permalink</a>.</div>\n</div>\n'
        f'<div id="nav-below" class="navigation"><div class="nav-previous"><a href="/prev/" rel="prev">&larr; Earlier post</a></div>'
        f'<div class="nav-next"><a href="/next/" rel="next">Later post &rarr;</a></div></div>\n'
        f"{bits.after}\n</div></div>\n"
        f'<div id="primary" class="widget-area" role="complementary"><ul class="xoxo">{bits.side}</ul></div>\n</div>\n'
        f'<div id="footer" role="contentinfo"><div id="site-info"><a href="/" rel="home">{esc(site.name)}</a> {footer_note}</div>'
        '<div id="site-generator"><a href="http://wordpress.org/" title="Semantic Personal Publishing Platform">Proudly powered by WordPress.</a></div></div>\n'
        "</div>\n</body>\n</html>\n"
    )


def wp_widget(wid: str, title: str, inner: str) -> str:
    return f'<li id="{wid}" class="widget-container widget_{wid.split("-")[0]}"><h3 class="widget-title">{esc(title)}</h3>{inner}</li>'


# --------------------------------------------------------------------------- Blogger


def blogger(
    site: SiteCU, piece: Piece, bits: Bits, *, date_header: str, posted: str, labels: tuple[str, ...]
) -> str:
    c = site.color
    css = (
        f"body{{background:#f6efe6;margin:0;font:13px/1.5 {site.font};color:#4c4c4c}}.outer-wrapper{{width:880px;margin:0 auto;background:#fff;padding:10px 20px}}"
        f"#header h1{{font:bold 36px Georgia,serif;color:{c};margin:10px 0 0}}#header .description{{color:#999;margin:0 0 10px}}"
        ".main-wrapper{float:left;width:590px}.sidebar-wrapper{float:right;width:250px}.date-header{font-size:11px;text-transform:uppercase;color:#999}"
        f".post-title{{font-size:22px;color:{c};margin:4px 0 10px}}.post-footer{{font-size:11px;color:#888;border-top:1px dashed #ddd;margin-top:10px;padding-top:4px}}"
        ".blog-pager{overflow:hidden;text-align:center;margin:16px 0}.blog-pager-newer-link{float:left}.blog-pager-older-link{float:right}"
        f".sidebar h2{{font-size:12px;text-transform:uppercase;color:{c};border-bottom:1px solid #eee}}.sidebar ul{{list-style:none;padding:0}}"
        ".footer-outer{clear:both;text-align:center;font-size:11px;color:#999;padding:14px}" + bits.style
    )
    label_links = ", ".join(f'<a href="/search/label/{esc(x)}" rel="tag">{esc(x)}</a>' for x in labels)
    return (
        _head(
            site, piece, css, '<link rel="openid.server" href="http://www.blogger.com/openid-server.g" />\n'
        )
        + '<body><div class="navbar section" id="navbar"><div class="widget Navbar" id="Navbar1"><iframe src="about:blank" height="30" width="100%" frameborder="0" title="Blogger navbar"></iframe></div></div>\n'
        f'<div class="outer-wrapper"><div class="header-outer"><div class="header section" id="header"><div class="widget Header" id="Header1">'
        f'<h1><a href="/">{esc(site.name)}</a></h1><p class="description"><span>{esc(site.tagline)}</span></p></div></div></div>\n'
        '<div class="main-wrapper"><div class="main section" id="main"><div class="widget Blog" id="Blog1"><div class="blog-posts hfeed">\n'
        f'<div class="date-outer"><h2 class="date-header"><span>{esc(date_header)}</span></h2>\n<div class="date-posts"><div class="post-outer">'
        f'<div class="post hentry"><a name="{len(piece.title) * 7919}"></a><h3 class="post-title entry-title">{esc(piece.title)}</h3>'
        f'<div class="post-header"></div><div class="post-body entry-content">{_ps(piece)}{bits.inside}<div style="clear: both;"></div></div>\n'
        f'<div class="post-footer"><div class="post-footer-line post-footer-line-1"><span class="post-author vcard">Posted by <span class="fn">{esc(piece.byline)}</span></span> '
        f'<span class="post-timestamp">at <a class="timestamp-link" href="#" rel="bookmark"><abbr class="published" title="{piece.iso}">{esc(posted)}</abbr></a></span> '
        '<span class="post-icons"><span class="item-control blog-admin"></span></span>'
        '<div class="post-share-buttons"><a class="share-button sb-email" href="#">Email This</a> <a class="share-button sb-blog" href="#">BlogThis!</a> '
        '<a class="share-button sb-twitter" href="#">Share to Twitter</a> <a class="share-button sb-facebook" href="#">Share to Facebook</a></div></div>'
        f'<div class="post-footer-line post-footer-line-2"><span class="post-labels">Labels: {label_links}</span></div></div></div>\n'
        f"{bits.after}\n</div></div></div>\n"
        '<div class="blog-pager" id="blog-pager"><span id="blog-pager-newer-link"><a class="blog-pager-newer-link" href="#">Newer Post</a></span>'
        '<span id="blog-pager-older-link"><a class="blog-pager-older-link" href="#">Older Post</a></span><a class="home-link" href="/">Home</a></div>'
        '<div class="post-feeds"><div class="feed-links">Subscribe to: <a class="feed-link" href="#" type="application/atom+xml">Post Comments (Atom)</a></div></div>\n'
        f'</div></div></div></div>\n<div class="sidebar-wrapper"><div class="sidebar section" id="sidebar">{bits.side}</div></div>\n'
        f'<div class="footer-outer">Picture Window template. Powered by <a href="http://www.blogger.com">Blogger</a>.</div></div>\n</body>\n</html>\n'
    )


def gadget(gid: str, title: str, inner: str) -> str:
    return f'<div class="widget {gid.rstrip("0123456789")}" id="{gid}"><h2>{esc(title)}</h2><div class="widget-content">{inner}</div></div>'


# --------------------------------------------------------------------------- TypePad


def typepad(site: SiteCU, piece: Piece, bits: Bits, *, left: str, posted: str, entry_id: str) -> str:
    c = site.color
    css = (
        f"body{{margin:0;background:#dfe4ea;font:12px/1.55 {site.font};color:#222}}#container{{width:960px;margin:0 auto;background:#fff}}"
        f"#banner{{background:{c};color:#fff;padding:26px 20px}}#banner h1{{margin:0;font:bold 30px Georgia,serif}}#banner a{{color:#fff;text-decoration:none}}#banner h2{{margin:4px 0 0;font-size:13px;font-weight:normal}}"
        "#nav{background:#eee;border-bottom:1px solid #ccc;padding:5px 20px}#nav a{margin-right:14px}"
        "#alpha{float:left;width:190px;padding:12px}#beta{float:left;width:500px;padding:12px 20px}#gamma{float:right;width:190px;padding:12px}"
        ".module-header{font-size:12px;text-transform:uppercase;color:#555;border-bottom:1px solid #ccc;margin:14px 0 4px}.module-list{list-style:none;padding:0;margin:0}"
        f".entry-header{{font:bold 21px Georgia,serif;color:{c}}}.date-header{{font-weight:bold;color:#888;font-size:11px}}.entry-footer{{font-size:11px;color:#888;border-top:1px solid #eee}}"
        "#footer{clear:both;text-align:center;font-size:11px;color:#888;padding:12px;border-top:1px solid #ddd}"
        + bits.style
    )
    menu = " ".join(f'<a href="/{slug(m)}/">{esc(m)}</a>' for m in site.menu)
    return (
        _head(site, piece, css, '<meta name="generator" content="http://www.typepad.com/" />\n')
        + f'<body class="layout-three-column-beta"><div id="container"><div id="container-inner">\n'
        f'<div id="banner"><div id="banner-inner"><h1 id="banner-header"><a href="/" accesskey="1">{esc(site.name)}</a></h1><h2 id="banner-description">{esc(site.tagline)}</h2></div></div>\n'
        f'<div id="nav"><div id="nav-inner">{menu}</div></div>\n'
        f'<div id="pagebody"><div id="pagebody-inner" class="pkg"><div id="alpha"><div id="alpha-inner">{left}</div></div>\n'
        f'<div id="beta"><div id="beta-inner"><h2 class="date-header">{esc(piece.shown)}</h2>\n'
        f'<div class="entry-category-{slug(piece.section)} entry-author-{slug(piece.byline)} entry-type-post entry" id="entry-{entry_id}">'
        f'<h3 class="entry-header">{esc(piece.title)}</h3><div class="entry-content"><div class="entry-body">{_ps(piece)}</div>{bits.inside}</div>'
        f'<div class="entry-footer"><p class="entry-footer-info"><span class="post-footers">Posted at {esc(posted)} in <a href="/{slug(piece.section)}/">{esc(piece.section)}</a> </span>'
        f'<span class="separator">|</span> <a class="permalink" href="/{slug(piece.title)[:40]}.html">Permalink</a></p>'
        f'<div class="entry-footer-share"><span class="share-links"><a href="#">Tweet This!</a> | <a href="#">Share on Facebook</a> | <a href="#">Digg This</a> | <a href="#">Save to del.icio.us</a></span></div></div></div>\n'
        f"{bits.after}\n</div></div>\n"
        f'<div id="gamma"><div id="gamma-inner">{bits.side}</div></div></div></div>\n'
        f'<div id="footer">Powered by <a href="http://www.typepad.com/">TypePad</a> · © {esc(site.name)}</div>\n</div></div>\n</body>\n</html>\n'
    )


def tp_module(title: str, inner: str, cls: str = "") -> str:
    return f'<div class="module-typelist module {cls}"><h2 class="module-header">{esc(title)}</h2><div class="module-content">{inner}</div></div>'


# --------------------------------------------------------------------------- a newspaper's own CMS


def papercms(
    site: SiteCU,
    piece: Piece,
    bits: Bits,
    *,
    prefix: str,
    top: str,
    shares: tuple[int, int, int],
    crumbs: str,
) -> str:
    p, c = prefix, site.color
    css = (
        f"body{{margin:0;background:#e9e9e9;font:13px/1.45 {site.font};color:#1a1a1a}}#{p}-page{{width:990px;margin:0 auto;background:#fff}}"
        f"#{p}-top{{background:#333;color:#ccc;font-size:11px;padding:4px 10px}}#{p}-top a{{color:#fff}}#{p}-mast{{padding:10px;overflow:hidden}}"
        f"#{p}-mast .logo{{font:bold 40px Georgia,serif;color:{c};text-decoration:none;float:left}}#{p}-mast .strap{{display:block;font:12px Arial;color:#777}}#{p}-mast form{{float:right;margin-top:14px}}"
        f"#{p}-nav{{background:{c};overflow:hidden;margin:0;padding:0;list-style:none}}#{p}-nav li{{float:left}}#{p}-nav a{{display:block;color:#fff;font-weight:bold;padding:7px 10px;text-decoration:none}}"
        f"#{p}-crumbs{{font-size:11px;color:#777;padding:6px 10px}}#{p}-body{{overflow:hidden;padding:0 10px}}#{p}-story{{float:left;width:640px}}#{p}-right{{float:right;width:300px}}"
        f"#{p}-story h1{{font:bold 30px/1.1 Georgia,serif;margin:4px 0}}#{p}-story .standfirst{{font-size:16px;font-weight:bold;color:#444}}#{p}-story .byline{{font-size:11px;color:#777}}"
        f".{p}-box{{border-top:4px solid {c};margin-bottom:14px}}.{p}-box h3{{margin:4px 0;font-size:14px;text-transform:uppercase}}.{p}-box ol,.{p}-box ul{{padding-left:20px;margin:4px 0}}"
        f".{p}-mpu{{height:250px;background:#f2f2f2;border:1px solid #ddd;color:#aaa;text-align:center;font-size:10px;margin-bottom:14px}}"
        f".{p}-lb{{height:90px;background:#f2f2f2;border:1px solid #ddd;color:#aaa;text-align:center;font-size:10px;margin:8px 10px}}"
        f"#{p}-foot{{clear:both;background:#222;color:#aaa;font-size:11px;padding:14px 10px;margin-top:20px}}#{p}-foot a{{color:#ddd;margin-right:10px}}"
        f".sharebar{{font-size:11px;margin:8px 0}}.sharebar span{{border:1px solid #ccc;padding:1px 5px;margin-right:5px}}"
        + bits.style
    )
    menu = "".join(f'<li><a href="/{slug(m)}/">{esc(m)}</a></li>' for m in site.menu)
    key = slug(piece.title)[:40]
    fig = (
        f'<div class="{p}-pic"><img src="/_avatar/{p}-{key[:20]}.svg" width="640" height="360" alt="{esc(piece.caption)}" />'
        f'<p class="caption">{esc(piece.caption)}</p></div>'
        if piece.caption
        else ""
    )
    return (
        _head(site, piece, css)
        + f'<body><div id="{p}-page"><div id="{p}-top">{top} · <a href="/register">Register</a> · <a href="/login">Sign in</a></div>\n'
        f'<div id="{p}-mast"><a class="logo" href="/">{esc(site.name)}<span class="strap">{esc(site.tagline)}</span></a>'
        '<form action="/search" method="get"><input type="text" name="q" /> <input type="submit" value="Search" /></form></div>\n'
        f'<ul id="{p}-nav">{menu}</ul><div class="{p}-lb">Advertisement 728x90</div>\n'
        f'<div id="{p}-crumbs">{crumbs}</div>\n<div id="{p}-body"><div id="{p}-story">'
        f'<h1>{esc(piece.title)}</h1><p class="standfirst">{esc(piece.dek)}</p>'
        f'<p class="byline">{esc(piece.byline)} · {esc(piece.shown)}</p>{_share(key, shares)}{fig}'
        f'<div class="{p}-text">{_ps(piece)}</div>{bits.inside}\n{bits.after}\n</div>\n'
        f'<div id="{p}-right"><div class="{p}-mpu">Advertisement</div>{bits.side}</div></div>\n'
        f'<div id="{p}-foot">'
        + "".join(f'<a href="/{slug(m)}/">{esc(m)}</a>' for m in site.menu)
        + f'<br />© 2001-2013 {esc(site.name)}. All rights reserved. <a href="/terms">Terms and conditions</a> · <a href="/privacy">Privacy</a> · '
        '<a href="/moderation">Moderation guidelines</a> · <a href="/contact">Contact us</a></div>\n</div>\n</body>\n</html>\n'
    )


def paper_box(prefix: str, title: str, inner: str, cls: str = "") -> str:
    return f'<div class="{prefix}-box {cls}"><h3>{esc(title)}</h3>{inner}</div>'


# --------------------------------------------------------------------------- Drupal 7


def drupal(site: SiteCU, piece: Piece, bits: Bits, *, submitted: str, node: int) -> str:
    c = site.color
    css = (
        f"body{{margin:0;background:#fff;font:14px/1.5 {site.font};color:#222}}#page-wrapper{{width:980px;margin:0 auto}}"
        f"#header{{border-bottom:3px solid {c};padding:14px 0;overflow:hidden}}#site-name{{font:bold 36px Georgia,serif;margin:0}}#site-name a{{color:{c};text-decoration:none}}#site-slogan{{color:#777;font-style:italic}}"
        f"#main-menu ul{{list-style:none;margin:0;padding:0;background:{c};overflow:hidden}}#main-menu li{{float:left}}#main-menu a{{display:block;color:#fff;padding:7px 12px;text-decoration:none}}"
        "#main{overflow:hidden;padding-top:10px}#content{float:left;width:650px}.region-sidebar-second{float:right;width:300px}"
        ".breadcrumb{font-size:12px;color:#888}.submitted{font-size:12px;color:#777}.field-name-field-tags{font-size:12px}"
        ".block{margin-bottom:16px}.block h2{font-size:14px;border-bottom:1px solid #ccc;text-transform:uppercase}"
        "#footer{clear:both;border-top:1px solid #ccc;font-size:12px;color:#777;padding:12px 0}" + bits.style
    )
    menu = "".join(
        f'<li class="menu-{200 + i}{" first" if i == 0 else ""}"><a href="/{slug(m)}">{esc(m)}</a></li>'
        for i, m in enumerate(site.menu)
    )
    tags = "".join(
        f'<div class="field-item {"even" if i % 2 else "odd"}"><a href="/taxonomy/term/{40 + i}">{esc(t)}</a></div>'
        for i, t in enumerate(piece.tags)
    )
    return (
        _head(site, piece, css, '<meta name="Generator" content="Drupal 7 (http://drupal.org)" />\n')
        + f'<body class="html not-front not-logged-in one-sidebar sidebar-second page-node page-node- page-node-{node} node-type-article">\n'
        f'<div id="page-wrapper"><div id="page"><div id="header"><div class="section clearfix"><div id="name-and-slogan">'
        f'<h1 id="site-name"><a href="/" title="Home" rel="home"><span>{esc(site.name)}</span></a></h1><div id="site-slogan">{esc(site.tagline)}</div></div></div></div>\n'
        f'<div id="main-menu" class="navigation"><ul class="links">{menu}</ul></div>\n'
        f'<div id="main-wrapper"><div id="main" class="clearfix"><div id="content" class="column"><div class="section">'
        f'<div class="breadcrumb"><a href="/">Home</a> » <a href="/{slug(piece.section)}">{esc(piece.section)}</a></div>'
        f'<h1 class="title" id="page-title">{esc(piece.title)}</h1>\n'
        f'<div class="region region-content"><div id="block-system-main" class="block block-system"><div class="content">\n'
        f'<div id="node-{node}" class="node node-article node-promoted clearfix" about="/node/{node}" typeof="sioc:Item foaf:Document">'
        f'<div class="meta submitted">{submitted}</div>\n'
        f'<div class="content clearfix"><div class="field field-name-body field-type-text-with-summary field-label-hidden"><div class="field-items"><div class="field-item even" property="content:encoded">'
        f"{_ps(piece)}</div></div></div>{bits.inside}"
        f'<div class="field field-name-field-tags field-type-taxonomy-term-reference field-label-above"><div class="field-label">Tags:&nbsp;</div><div class="field-items">{tags}</div></div></div>\n'
        f'<div class="link-wrapper"><ul class="links inline"><li class="print_html first"><a href="/print/{node}">Printer-friendly version</a></li>'
        f'<li class="forward last"><a href="/forward?path=node/{node}">Email this page</a></li></ul></div>\n'
        f"{bits.after}\n</div>\n</div></div></div></div></div>\n"
        f'<div id="sidebar-second" class="column sidebar"><div class="section"><div class="region region-sidebar-second">{bits.side}</div></div></div>\n'
        f'</div></div>\n<div id="footer"><div class="section">© 2013 {esc(site.name)} · 114 W. Main St. · <a href="/contact">Contact</a> · <a href="/subscribe">Subscribe</a></div></div>\n'
        "</div></div>\n</body>\n</html>\n"
    )


def dblock(bid: str, title: str, inner: str) -> str:
    return f'<div id="block-{bid}" class="block block-{bid.split("-")[0]}"><h2>{esc(title)}</h2><div class="content">{inner}</div></div>'


# --------------------------------------------------------------------------- Joomla


def joomla(site: SiteCU, piece: Piece, bits: Bits, *, left: str) -> str:
    c = site.color
    css = (
        f"body{{margin:0;background:#dde3e6;font:12px/1.5 {site.font};color:#333}}#wrapper{{width:970px;margin:0 auto;background:#fff}}"
        f"#header{{background:{c};color:#fff;padding:22px 16px}}#header h1{{margin:0;font:bold 32px Georgia,serif}}#header p{{margin:2px 0 0}}"
        "#topmenu{background:#222;padding:5px 16px}#topmenu a{color:#fff;margin-right:14px;text-decoration:none}"
        "#left{float:left;width:180px;padding:10px}#maincol{float:left;width:550px;padding:10px 14px}#right{float:right;width:180px;padding:10px}"
        f".moduletable h3{{font-size:12px;text-transform:uppercase;color:{c};border-bottom:1px solid #ccc;margin:8px 0 4px}}.moduletable ul{{padding-left:16px;margin:4px 0}}"
        f".contentheading{{font:bold 22px Georgia,serif;color:{c}}}.createdby,.createdate,.modifydate{{font-size:11px;color:#888}}.buttonheading{{float:right}}"
        ".pagenav{list-style:none;padding:0;overflow:hidden}.pagenav-prev{float:left}.pagenav-next{float:right}"
        "#footer{clear:both;background:#222;color:#aaa;font-size:11px;padding:12px 16px}" + bits.style
    )
    menu = " ".join(f'<a href="/index.php/{slug(m)}">{esc(m)}</a>' for m in site.menu)
    return (
        _head(
            site,
            piece,
            css,
            '<meta name="generator" content="Joomla! 1.5 - Open Source Content Management" />\n',
        )
        + f'<body id="page_bg"><div id="wrapper"><div id="header"><h1>{esc(site.name)}</h1><p>{esc(site.tagline)}</p></div>\n'
        f'<div id="topmenu">{menu}</div>\n<div id="left">{left}</div>\n<div id="maincol">'
        '<span class="breadcrumbs pathway"><a href="/" class="pathway">Home</a> » '
        f'<a href="/index.php/{slug(piece.section)}" class="pathway">{esc(piece.section)}</a></span>\n'
        '<table class="contentpaneopen"><tr><td class="contentheading" width="100%">'
        f'<a href="/index.php/{slug(piece.section)}/{len(piece.title) * 13}-{slug(piece.title)[:40]}" class="contentpagetitle">{esc(piece.title)}</a></td>'
        '<td align="right" width="100%" class="buttonheading"><a href="#" title="PDF">PDF</a> <a href="#" title="Print">Print</a> <a href="#" title="E-mail">E-mail</a></td></tr></table>\n'
        f'<table class="contentpaneopen"><tr><td><span class="small createdby">Written by {esc(piece.byline)}</span></td></tr>'
        f'<tr><td valign="top" class="createdate">{esc(piece.shown)}</td></tr>'
        f'<tr><td valign="top">{_ps(piece)}{bits.inside}</td></tr>'
        '<tr><td class="modifydate">Last Updated ( Friday, 13 July 2012 16:02 )</td></tr></table>\n'
        f'{bits.after}<table align="center" class="pagenav"><tr><th class="pagenav_prev"><a href="#">&lt; Prev</a></th><td width="50">&nbsp;</td><th class="pagenav_next"><a href="#">Next &gt;</a></th></tr></table>\n'
        f'</div>\n<div id="right">{bits.side}</div>\n'
        f'<div id="footer">Copyright © 2012 {esc(site.name)}. All Rights Reserved. Joomla! is Free Software released under the GNU/GPL License.</div>\n'
        "</div>\n</body>\n</html>\n"
    )


def jmodule(title: str, inner: str) -> str:
    return f'<div class="moduletable"><h3>{esc(title)}</h3>{inner}</div>'
