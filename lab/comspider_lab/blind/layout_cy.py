"""Page templates of blind set CY, written for this set (no saved page opened, no theme's code copied; every class
and text invented), in the manner of the server-printed skins of 2011-2013:

- ``wp``: a WordPress-like blog theme: header image, menu bar, the post (``hentry``-like classes of its own), the
  case's block under it, a right sidebar of widgets, a footer line;
- ``blogger``: a Blogger-like template: header, the date header over the post, the post body and footer, the case's
  block, a sidebar of gadgets;
- ``drupal``: a Drupal 7-like site: regions of blocks, the node with "Submitted by" and its terms, a left sidebar;
- ``joomla``: a Joomla 2.5-like portal: a top module row, the item page with its info block, module tables on the right;
- ``typepad``: a TypePad-like blog: banner, the entry, "Posted at" footer, the case's block, a right column of modules;
- ``paper``: a newspaper CMS: a strip with the date and the weather, the masthead, a section bar, a breaking bar, the
  story with share counts, the case's block, a rail of boxes, a footer of link columns.

Page parts (``Bits``): ``inside`` (inside the post or story, after its text), ``after`` (after it, where a discussion
usually sits), ``side`` (the sidebar or rail), ``style``, ``top`` (the paper's strip), ``breaking``.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass

from comspider_lab.blind.content_cy import SiteCY
from comspider_lab.blind.layout import esc, slug


@dataclass(frozen=True)
class Art:
    """The article or post: title, byline, ISO time, the time as shown, paragraphs (blank-line separated), the
    section or category, tags, a standfirst, a photo caption."""

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
    inside: str = ""
    after: str = ""
    side: str = ""
    style: str = ""
    top: str = ""
    breaking: str = ""


def num(key: str, lo: int, hi: int) -> int:
    return lo + int(hashlib.md5(key.encode()).hexdigest()[:6], 16) % (hi - lo + 1)


def _paras(art: Art) -> str:
    return "\n".join(f"<p>{esc(p)}</p>" for p in art.paragraphs)


def _menu(site: SiteCY, cls: str) -> str:
    items = "".join(
        f'<li class="{cls}-i"><a href="/{"" if i == 0 else slug(m) + "/"}">{esc(m)}</a></li>'
        for i, m in enumerate(site.menu)
    )
    return f'<ul class="{cls}">{items}</ul>'


def _head(site: SiteCY, art: Art, css: str, bits: Bits) -> str:
    return (
        '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" '
        '"http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">\n'
        '<html xmlns="http://www.w3.org/1999/xhtml" lang="en">\n<head>\n'
        '<meta http-equiv="Content-Type" content="text/html; charset=UTF-8" />\n'
        f"<title>{esc(art.title)} | {esc(site.name)}</title>\n"
        f'<meta name="description" content="{esc(art.dek or art.paragraphs[0][:150])}" />\n'
        f'<meta property="og:title" content="{esc(art.title)}" />\n'
        f'<meta property="og:site_name" content="{esc(site.name)}" />\n'
        f'<meta property="og:type" content="article" />\n'
        f"<style>{css}{bits.style}</style>\n"
        "<script>var _gaq = _gaq || []; _gaq.push(['_setAccount', 'UA-0000000-1']); _gaq.push(['_trackPageview']);</script>\n"
        "</head>\n"
    )


def _share(key: str, labels: tuple[str, ...] = ("Tweet", "Like", "+1", "Pin it", "Email")) -> str:
    return (
        '<div class="sharebar">'
        + "".join(
            f'<a class="sh sh-{slug(x)}" href="#" rel="nofollow">{esc(x)} <span>{num(key + x, 0, 240)}</span></a>'
            for x in labels
        )
        + "</div>"
    )


def _tags(art: Art, prefix: str, label: str) -> str:
    if not art.tags:
        return ""
    return (
        f'<p class="tagline">{esc(label)} '
        + ", ".join(f'<a href="/{prefix}/{slug(t)}/" rel="tag">{esc(t)}</a>' for t in art.tags)
        + "</p>"
    )


def wp(site: SiteCY, art: Art, bits: Bits) -> str:
    css = (
        f"body{{margin:0;background:#e9e6df;font:15px/1.6 {site.font};color:#333}}#page{{width:960px;margin:0 auto;background:#fff}}"
        f"#branding{{background:{site.color};color:#fff;padding:30px 24px 18px}}#branding a{{color:#fff;text-decoration:none}}"
        "#site-title{font-size:34px;margin:0}#site-description{margin:4px 0 0;font-style:italic;opacity:.85}"
        "#access ul{list-style:none;margin:0;padding:0 18px;background:#222;display:flex}#access a{display:block;color:#eee;padding:9px 12px;text-decoration:none;font:13px Arial}"
        "#main{display:flex;gap:28px;padding:24px}#primary{flex:1}#secondary{width:250px;font-size:13px}"
        ".entry-title{font-size:28px;line-height:1.2;margin:0 0 6px}.entry-meta{font-size:12px;color:#777}"
        ".widget{margin-bottom:22px}.widget-title{font:bold 13px Arial;text-transform:uppercase;border-bottom:2px solid #ddd;padding-bottom:4px}"
        ".widget ul{padding-left:16px}.sharebar a{margin-right:8px;font:11px Arial;background:#eee;padding:2px 6px;text-decoration:none;color:#333}"
        "#colophon{border-top:4px solid #222;padding:14px 24px;font-size:12px;color:#777}.nav-single{display:flex;justify-content:space-between;font-size:13px;margin:22px 0}"
    )
    return (
        _head(site, art, css, bits)
        + f'<body class="single single-post postid-{num(art.title, 300, 2900)}">\n<div id="page" class="hfeed">\n'
        f'<header id="branding"><h1 id="site-title"><a href="/">{esc(site.name)}</a></h1>'
        f'<p id="site-description">{esc(site.tagline)}</p></header>\n'
        f'<nav id="access">{_menu(site, "menu")}</nav>\n<div id="main"><div id="primary"><div id="content">\n'
        f'<article id="post-{num(art.title, 300, 2900)}" class="post type-post status-publish hentry">\n'
        f'<header class="entry-header"><h1 class="entry-title">{esc(art.title)}</h1>'
        f'<div class="entry-meta">Posted on <a href="#"><time class="entry-date" datetime="{esc(art.iso)}">{esc(art.shown)}</time></a> '
        f'by <span class="author vcard"><a class="url fn n" href="/author/{slug(art.byline)}/">{esc(art.byline)}</a></span></div></header>\n'
        f'<div class="entry-content">\n{_paras(art)}\n{bits.inside}\n{_share(art.title)}</div>\n'
        f'<footer class="entry-meta">This entry was posted in <a href="/category/{slug(art.section)}/">{esc(art.section)}</a>'
        f"{' and tagged ' + ', '.join(f'<a href=/tag/{slug(t)}/ rel=tag>{esc(t)}</a>' for t in art.tags) if art.tags else ''}. "
        'Bookmark the <a href="#" rel="bookmark">permalink</a>.</footer>\n</article>\n'
        '<nav class="nav-single"><span class="nav-previous"><a href="#" rel="prev">&larr; Previous post</a></span>'
        '<span class="nav-next"><a href="#" rel="next">Next post &rarr;</a></span></nav>\n'
        f"{bits.after}\n</div></div>\n"
        f'<div id="secondary" class="widget-area">{bits.side}</div></div>\n'
        f'<footer id="colophon"><p>{esc(site.footer)}</p></footer>\n</div>\n</body>\n</html>\n'
    )


def blogger(site: SiteCY, art: Art, bits: Bits) -> str:
    css = (
        f"body{{margin:0;background:#f3eef5;font:14px/1.55 {site.font};color:#3a3a3a}}.outer-wrapper{{width:900px;margin:0 auto;background:#fff;padding:0 0 20px}}"
        f".header-outer{{background:{site.color};color:#fff;padding:26px 22px}}.header-outer h1{{margin:0;font-size:30px}}.header-outer a{{color:#fff;text-decoration:none}}"
        ".tabs{list-style:none;display:flex;gap:2px;margin:0;padding:0;background:#ddd}.tabs a{display:block;padding:7px 12px;color:#333;text-decoration:none;font-size:13px}"
        ".columns{display:flex;gap:24px;padding:18px 22px}.main-col{flex:1}.side-col{width:230px;font-size:12.5px}"
        ".date-header{font:bold 11px Arial;text-transform:uppercase;color:#888;letter-spacing:1px}.post-title{font-size:24px;margin:6px 0}"
        ".post-footer{background:#f7f4f8;border-top:1px solid #e3dbe6;padding:6px 10px;font-size:12px;color:#777;margin-top:14px}"
        ".gadget{margin-bottom:20px}.gadget h2{font-size:12px;text-transform:uppercase;color:#5b2c6f;border-bottom:1px dotted #aaa}"
        ".blog-pager{display:flex;justify-content:space-between;font-size:12px;margin:18px 0}.attribution{text-align:center;font-size:11px;color:#999}"
    )
    bid = num(site.name, 10**17, 10**18)
    pid = num(art.title, 10**17, 10**18)
    return (
        _head(site, art, css, bits)
        + f'<body class="loading"><div class="navbar section" id="navbar"></div>\n<div class="outer-wrapper">\n'
        f'<div class="header-outer"><h1 class="title"><a href="/">{esc(site.name)}</a></h1><p class="description">{esc(site.tagline)}</p></div>\n'
        f'{_menu(site, "tabs")}\n<div class="columns"><div class="main-col"><div class="blog-posts hfeed">\n'
        f'<div class="date-outer"><h2 class="date-header"><span>{esc(art.shown)}</span></h2>\n'
        f'<div class="post-outer"><div class="post hentry" itemscope="itemscope">'
        f'<a name="{pid}"></a><h3 class="post-title entry-title">{esc(art.title)}</h3>\n'
        f'<div class="post-header"></div><div class="post-body entry-content" id="post-body-{pid}">\n{_paras(art)}\n{bits.inside}\n'
        '<div style="clear: both;"></div></div>\n'
        f'<div class="post-footer"><span class="post-author vcard">Posted by <span class="fn">{esc(art.byline)}</span></span> at '
        f'<abbr class="published" title="{esc(art.iso)}">{esc(art.iso[11:16])}</abbr> '
        f'<span class="post-icons"><a href="/email-post/{pid}" title="Email Post">✉</a></span><br>'
        f"{_share(art.title, ('Email This', 'BlogThis!', 'Share to Twitter', 'Share to Facebook'))}"
        f'<span class="post-labels">Labels: {", ".join(f"<a href=/search/label/{slug(t)} rel=tag>{esc(t)}</a>" for t in art.tags)}</span></div>\n'
        f"</div>\n{bits.after}\n</div></div></div>\n"
        '<div class="blog-pager" id="blog-pager"><a class="blog-pager-newer-link" href="#">Newer Post</a>'
        '<a class="home-link" href="/">Home</a><a class="blog-pager-older-link" href="#">Older Post</a></div>\n'
        f'<div class="post-feeds">Subscribe to: <a href="/feeds/posts/default" target="_blank">Posts (Atom)</a></div>\n'
        f'</div>\n<div class="side-col sidebar section" id="sidebar">{bits.side}</div></div>\n'
        f'<div class="attribution">{esc(site.footer)}</div>\n</div>\n'
        f"<script>var blogId = '{bid}';</script>\n</body>\n</html>\n"
    )


def drupal(site: SiteCY, art: Art, bits: Bits) -> str:
    css = (
        f"body{{margin:0;font:13px/1.6 {site.font};color:#222;background:#f1f4ef}}#page-wrapper{{width:940px;margin:0 auto;background:#fff}}"
        f"#header{{background:{site.color};color:#fff;padding:20px}}#header a{{color:#fff;text-decoration:none}}#site-name{{font-size:26px;font-weight:bold}}"
        "#main-menu ul{list-style:none;margin:0;padding:0;display:flex;background:#dfe8dc}#main-menu a{display:block;padding:8px 12px;color:#234;text-decoration:none}"
        "#main{display:flex;gap:22px;padding:20px}#sidebar-first{width:210px}#content{flex:1}"
        ".block{margin-bottom:18px;border:1px solid #dde3da;padding:8px}.block h2{font-size:13px;margin:0 0 6px;color:#2e6b30}"
        ".node .submitted{color:#777;font-size:12px}.field-label{font-weight:bold}.breadcrumb{font-size:11px;color:#888}"
        "#footer{border-top:1px solid #ccc;padding:12px 20px;color:#777;font-size:11px}"
    )
    nid = num(art.title, 100, 990)
    return (
        _head(site, art, css, bits)
        + f'<body class="html not-front not-logged-in one-sidebar sidebar-first page-node page-node-{nid} node-type-article">\n'
        f'<div id="page-wrapper"><div id="page">\n<div id="header"><div id="name-and-slogan"><div id="site-name"><a href="/" rel="home">{esc(site.name)}</a></div>'
        f'<div id="site-slogan">{esc(site.tagline)}</div></div></div>\n<div id="main-menu" class="navigation">{_menu(site, "links")}</div>\n'
        f'<div id="main"><div id="content" class="column"><div class="section">\n'
        f'<div class="breadcrumb"><a href="/">Home</a> » <a href="/{slug(art.section)}/">{esc(art.section)}</a></div>\n'
        f'<h1 class="title" id="page-title">{esc(art.title)}</h1>\n'
        f'<div class="region region-content"><div id="block-system-main" class="block block-system"><div class="content">\n'
        f'<div id="node-{nid}" class="node node-article node-promoted clearfix">\n'
        f'<div class="submitted"><span property="dc:date dc:created" content="{esc(art.iso)}">Submitted by '
        f'<span class="username">{esc(art.byline)}</span> on {esc(art.shown)}</span></div>\n'
        f'<div class="content"><div class="field field-name-body field-type-text-with-summary"><div class="field-items"><div class="field-item even" property="content:encoded">\n'
        f"{_paras(art)}\n{bits.inside}\n</div></div></div>\n"
        f'<div class="field field-name-field-tags field-type-taxonomy-term-reference"><div class="field-label">Tags:&nbsp;</div><ul class="field-items">'
        + "".join(f'<li class="field-item"><a href="/tags/{slug(t)}">{esc(t)}</a></li>' for t in art.tags)
        + "</ul></div></div>\n"
        '<ul class="links inline"><li class="print_html first"><a href="#" rel="nofollow">Printer-friendly version</a></li>'
        '<li class="forward last"><a href="#">Send to friend</a></li></ul>\n'
        f"</div>\n{bits.after}\n</div></div></div>\n</div></div>\n"
        f'<div id="sidebar-first" class="column sidebar"><div class="section">{bits.side}</div></div></div>\n'
        f'<div id="footer"><div class="section">{esc(site.footer)}</div></div>\n</div></div>\n</body>\n</html>\n'
    )


def joomla(site: SiteCY, art: Art, bits: Bits) -> str:
    css = (
        f"body{{margin:0;background:#dfe9ec;font:13px/1.6 {site.font};color:#2a2a2a}}#wrapper{{width:980px;margin:0 auto;background:#fff}}"
        f"#top{{background:{site.color};color:#fff;padding:18px 20px;display:flex;justify-content:space-between}}#top a{{color:#fff;text-decoration:none}}"
        ".logo{font-size:28px;font-weight:bold}.menu{list-style:none;display:flex;margin:0;padding:0;background:#0e4a5c}.menu a{display:block;padding:8px 14px;color:#fff;text-decoration:none}"
        "#content-main{display:flex;gap:20px;padding:20px}#maincol{flex:1}#rightcol{width:240px}"
        ".moduletable{background:#f3f7f8;border:1px solid #d6e3e7;padding:8px 10px;margin-bottom:16px}.moduletable h3{margin:0 0 6px;font-size:14px;color:#1b6f8a}"
        ".article-info{font-size:11px;color:#888;border-bottom:1px solid #eee}.pagenav{display:flex;justify-content:space-between;list-style:none;padding:0}"
        "#footer{background:#333;color:#bbb;padding:14px 20px;font-size:11px}"
    )
    return (
        _head(site, art, css, bits)
        + f'<body id="bd" class="fs3"><div id="wrapper">\n<div id="top"><div class="logo"><a href="/">{esc(site.name)}</a>'
        f'<div style="font-size:12px;font-weight:normal">{esc(site.tagline)}</div></div>'
        '<form action="/index.php" method="post" class="search"><input name="searchword" class="inputbox" value="search..." size="18" type="text"></form></div>\n'
        f"{_menu(site, 'menu')}\n"
        '<div class="breadcrumbs"><span class="pathway">You are here: <a href="/" class="pathway">Home</a> » '
        f"<span>{esc(art.section)}</span></span></div>\n"
        f'<div id="content-main"><div id="maincol"><div class="item-page">\n<h2><a href="#">{esc(art.title)}</a></h2>\n'
        '<ul class="actions"><li class="print-icon"><a href="#" rel="nofollow">Print</a></li><li class="email-icon"><a href="#">Email</a></li></ul>\n'
        f'<dl class="article-info"><dt class="article-info-term">Details</dt><dd class="category-name">Category: <a href="#">{esc(art.section)}</a></dd>'
        f'<dd class="published">Published on {esc(art.shown)}</dd><dd class="createdby">Written by {esc(art.byline)}</dd>'
        f'<dd class="hits">Hits: {num(art.title, 300, 4000)}</dd></dl>\n'
        f"{_paras(art)}\n{bits.inside}\n{_share(art.title)}\n"
        '<ul class="pagenav"><li class="pagenav-prev"><a href="#" rel="prev">&lt; Prev</a></li><li class="pagenav-next"><a href="#" rel="next">Next &gt;</a></li></ul>\n'
        f"</div>\n{bits.after}\n</div>\n"
        f'<div id="rightcol">{bits.side}</div></div>\n'
        f'<div id="footer">{esc(site.footer)}</div>\n</div>\n</body>\n</html>\n'
    )


def typepad(site: SiteCY, art: Art, bits: Bits) -> str:
    css = (
        f"body{{margin:0;background:#f4efe6;font:14px/1.6 {site.font};color:#2d2418}}#container{{width:860px;margin:0 auto;background:#fffdf8}}"
        f"#banner{{background:{site.color};color:#f7ecd8;padding:28px 24px}}#banner a{{color:#f7ecd8;text-decoration:none}}#banner h1{{margin:0;font-size:30px}}"
        "#pagebody{display:flex;gap:24px;padding:20px 24px}#alpha{flex:1}#beta{width:220px;font-size:12.5px}"
        ".entry-header{font-size:22px;margin:4px 0 10px}.date-header{font:bold 11px Arial;color:#8a7358;text-transform:uppercase}"
        ".entry-footer{font-size:11px;color:#8a7358;border-top:1px dotted #bba;padding-top:4px}.module{margin-bottom:20px}"
        ".module-header{font:bold 12px Arial;text-transform:uppercase;color:#6b4a2a}.module-content ul{padding-left:16px}"
    )
    return (
        _head(site, art, css, bits)
        + f'<body class="layout-two-column-right"><div id="container"><div id="container-inner">\n'
        f'<div id="banner"><div id="banner-inner"><h1 id="banner-header"><a href="/" accesskey="1">{esc(site.name)}</a></h1>'
        f'<h2 id="banner-description">{esc(site.tagline)}</h2></div></div>\n'
        f'<div id="pagebody"><div id="pagebody-inner"></div><div id="alpha"><div id="alpha-inner">\n'
        f'<h2 class="date-header">{esc(art.shown)}</h2>\n<div class="entry-category-{slug(art.section)} entry-type-post entry" id="entry-{num(art.title, 10**10, 10**11)}">\n'
        f'<h3 class="entry-header">{esc(art.title)}</h3>\n<div class="entry-content"><div class="entry-body">\n{_paras(art)}\n{bits.inside}\n</div></div>\n'
        f'<div class="entry-footer"><p class="entry-footer-info">Posted at {esc(art.iso[11:16])} in <a href="#">{esc(art.section)}</a> | '
        '<a class="permalink" href="#">Permalink</a></p>'
        f"{_share(art.title, ('Tweet', 'Like', 'Digg This', 'Save to del.icio.us'))}</div>\n</div>\n"
        f"{bits.after}\n</div></div>\n"
        f'<div id="beta"><div id="beta-inner">{bits.side}</div></div></div>\n'
        f'<div id="footer" style="padding:12px 24px;font-size:11px;color:#8a7358">{esc(site.footer)}</div>\n</div></div>\n</body>\n</html>\n'
    )


def paper(site: SiteCY, art: Art, bits: Bits) -> str:
    p = slug(site.name)[:3]
    css = (
        f"body{{margin:0;font:15px/1.55 {site.font};color:#1d1d1d;background:#fff}}.{p}-strip{{background:#f1f1f1;font:11px Arial;padding:4px 18px;display:flex;justify-content:space-between}}"
        f".{p}-mast{{text-align:center;padding:14px 0 8px}}.{p}-mast a{{font:bold 40px Georgia,serif;color:{site.color};text-decoration:none}}.{p}-mast p{{margin:0;font:italic 12px Georgia}}"
        f".{p}-nav{{list-style:none;display:flex;justify-content:center;gap:2px;margin:0;padding:0;background:{site.color}}}.{p}-nav a{{display:block;padding:8px 12px;color:#fff;font:bold 12px Arial;text-decoration:none}}"
        f".{p}-brk{{background:#fff3c4;font:12px Arial;padding:5px 18px}}.{p}-cols{{display:flex;gap:30px;width:1000px;margin:18px auto}}.{p}-story{{flex:1}}.{p}-rail{{width:300px;font:13px Arial}}"
        f".{p}-story h1{{font-size:32px;line-height:1.15;margin:4px 0}}.{p}-dek{{font-size:18px;color:#444}}.{p}-by{{font:12px Arial;color:#666;border-top:1px solid #ddd;border-bottom:1px solid #ddd;padding:5px 0}}"
        f".{p}-box{{border-top:3px solid {site.color};margin-bottom:20px}}.{p}-box h3{{font:bold 14px Arial;margin:6px 0}}.{p}-ad{{background:#f6f6f6;border:1px solid #ddd;height:250px;text-align:center;font-size:10px;color:#999;margin-bottom:20px}}"
        f".{p}-foot{{background:#222;color:#aaa;font:12px Arial;padding:20px}}.{p}-foot a{{color:#ddd}}.sharebar a{{margin-right:10px;font:12px Arial}}"
    )
    foot_links = "".join(
        f'<li><a href="/{slug(x)}/">{esc(x)}</a></li>'
        for x in (
            "About us",
            "Contact us",
            "Advertise",
            "Subscribe",
            "Terms of use",
            "Privacy policy",
            "Site map",
        )
    )
    return (
        _head(site, art, css, bits)
        + f'<body class="{p}-article">\n<div class="{p}-strip"><span>{esc(bits.top)}</span>'
        '<span><a href="/login">Log in</a> | <a href="/register">Register</a></span></div>\n'
        f'<div class="{p}-mast"><a href="/">{esc(site.name)}</a><p>{esc(site.tagline)}</p></div>\n'
        f"{_menu(site, p + '-nav')}\n"
        + (f'<div class="{p}-brk"><b>BREAKING:</b> {bits.breaking}</div>\n' if bits.breaking else "")
        + f'<div class="{p}-cols"><div class="{p}-story"><div class="{p}-sect"><a href="/{slug(art.section)}/">{esc(art.section)}</a></div>\n'
        f"<h1>{esc(art.title)}</h1>\n"
        + (f'<p class="{p}-dek">{esc(art.dek)}</p>\n' if art.dek else "")
        + f'<div class="{p}-by">By {esc(art.byline)} | <span class="{p}-date">{esc(art.shown)}</span></div>\n'
        f"{_share(art.title, ('Facebook', 'Twitter', 'Email', 'Print'))}\n"
        + (
            f'<div class="{p}-photo"><svg width="640" height="300"><rect width="640" height="300" fill="#c9cfd4"/></svg>'
            f'<p class="{p}-cap">{esc(art.caption)}</p></div>\n'
            if art.caption
            else ""
        )
        + f'<div class="{p}-body">\n{_paras(art)}\n{bits.inside}\n</div>\n'
        f"{_tags(art, 'topics', 'Topics:')}\n{bits.after}\n</div>\n"
        f'<div class="{p}-rail"><div class="{p}-ad">ADVERTISEMENT</div>{bits.side}</div></div>\n'
        f'<div class="{p}-foot"><ul>{foot_links}</ul><p>{esc(site.footer)}</p></div>\n</body>\n</html>\n'
    )


SKINS = {"wp": wp, "blogger": blogger, "drupal": drupal, "joomla": joomla, "typepad": typepad, "paper": paper}


def render_cy(site: SiteCY, art: Art, bits: Bits) -> str:
    return SKINS[site.skin](site, art, bits)
