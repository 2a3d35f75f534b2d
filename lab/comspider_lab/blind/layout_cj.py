"""Page skins of blind set CJ: how the publishing systems of 2012 laid an article page out (a WordPress theme of the
Twenty Eleven kind and two others, Blogger's classic layout, Typepad and Movable Type, Drupal 6 and a Drupal 7 theme,
Joomla 1.5 templates, a vBulletin-backed fan site, three newspaper CMSs, a 960-grid portal, an ExpressionEngine site
on a Blueprint grid). Each skin is a set of template strings; ``render_cj`` fills them with the site, the article
(``Piece``) and the case's parts (``Bits``: ``inside`` the story, ``after`` it, the ``side`` column, ``style``)."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass

from comspider_lab.blind.content_cj import SiteCJ
from comspider_lab.blind.layout import esc, slug


@dataclass(frozen=True)
class Piece:
    """The article: headline, byline (as printed), ISO time, the time as shown, paragraphs (blank-line separated),
    section, tags."""

    title: str
    byline: str
    iso: str
    shown: str
    text: str
    section: str = ""
    tags: tuple[str, ...] = ()
    dek: str = ""

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
    tail: str = ""


def num(key: str, lo: int, hi: int) -> int:
    return lo + int(hashlib.md5(key.encode()).hexdigest()[:6], 16) % (hi - lo + 1)


# wrap, head, main, art, side, widget, foot: {name} {tagline} {menu} {title} {meta} {body} {tags} {pid} {section}
SKINS: dict[str, dict[str, str]] = {
    "wp": {
        "wrap": '<div id="page" class="hfeed">',
        "head": '<header id="branding" role="banner"><hgroup><h1 id="site-title"><span><a href="/" rel="home">{name}</a></span></h1><h2 id="site-description">{tagline}</h2></hgroup><img src="/_avatar/wp-header.svg" width="1000" height="180" alt=""><nav id="access" role="navigation"><div class="menu-main-container"><ul id="menu-main" class="menu">{menu}</ul></div></nav></header>',
        "main": '<div id="main"><div id="primary"><div id="content" role="main">',
        "art": '<article id="post-{pid}" class="post-{pid} post type-post status-publish format-standard hentry category-{section_slug}"><header class="entry-header"><h1 class="entry-title">{title}</h1><div class="entry-meta">{meta}</div></header><div class="entry-content">{body}</div><footer class="entry-meta">{tags}</footer></article>',
        "main_end": "</div></div>",
        "side": '<div id="secondary" class="widget-area" role="complementary">',
        "side_end": "</div></div>",
        "widget": '<aside id="{cls}-{n}" class="widget {cls}"><h3 class="widget-title">{title}</h3>{inner}</aside>',
        "foot": '<footer id="colophon" role="contentinfo"><div id="site-generator"><a href="http://wordpress.org/">{foot}</a></div></footer>',
    },
    "wp2": {
        "wrap": '<div id="wrapper"><div id="container">',
        "head": '<div id="header"><div class="logo"><a href="/">{name}</a></div><div class="desc">{tagline}</div></div><div id="navbar"><ul>{menu}</ul></div>',
        "main": '<div id="contentwrap"><div class="content-left">',
        "art": '<div class="post" id="post-{pid}"><h1 class="posttitle">{title}</h1><div class="postmeta">{meta}</div><div class="entry">{body}</div><div class="postinfo">{tags}</div></div>',
        "main_end": "</div>",
        "side": '<div class="sidebar-right"><ul>',
        "side_end": "</ul></div></div>",
        "widget": '<li id="{cls}-{n}" class="widget {cls}"><h2 class="widgettitle">{title}</h2>{inner}</li>',
        "foot": '<div id="footer"><p>{foot}</p></div></div>',
    },
    "wp3": {
        "wrap": '<div class="wrap">',
        "head": '<div class="top-bar">{top}</div><div class="masthead"><a class="brand" href="/">{name}</a><span class="strap">{tagline}</span></div><div class="mainmenu"><ul class="sf-menu">{menu}</ul></div>',
        "main": '<div class="page-body"><div class="col-main">',
        "art": '<div class="single-post" id="post-{pid}"><div class="breadcrumb"><a href="/">Home</a> &raquo; <a href="/{section_slug}/">{section}</a></div><h1>{title}</h1><div class="byline">{meta}</div><div class="post-content">{body}</div><div class="post-tags">{tags}</div></div>',
        "main_end": "</div>",
        "side": '<div class="col-side">',
        "side_end": "</div></div>",
        "widget": '<div class="side-box {cls}"><div class="side-box-title">{title}</div>{inner}</div>',
        "foot": '<div class="footer-bottom">{foot}</div>',
    },
    "blogger": {
        "wrap": '<div class="content"><div class="content-outer"><div class="content-inner">',
        "head": '<header><div class="header-outer"><div class="Header widget" id="Header1"><div class="header-inner"><div class="titlewrapper"><h1 class="title"><a href="/">{name}</a></h1></div><div class="descriptionwrapper"><p class="description"><span>{tagline}</span></p></div></div></div></div></header><div class="tabs-outer"><div class="PageList widget" id="PageList1"><ul>{menu}</ul></div></div>',
        "main": '<div class="main-outer"><div class="columns fauxcolumns"><div class="columns-inner"><div class="column-center-outer"><div class="column-center-inner"><div class="main section" id="main"><div class="widget Blog" id="Blog1"><div class="blog-posts hfeed"><div class="date-outer"><h2 class="date-header"><span>{date_header}</span></h2><div class="date-posts"><div class="post-outer">',
        "art": '<div class="post hentry" itemprop="blogPost"><a name="{pid}"></a><h3 class="post-title entry-title" itemprop="name">{title}</h3><div class="post-header"></div><div class="post-body entry-content" id="post-body-{pid}" itemprop="description articleBody">{body}<div style="clear: both;"></div></div><div class="post-footer"><div class="post-footer-line post-footer-line-1"><span class="post-author vcard">{meta}</span></div><div class="post-footer-line post-footer-line-2"><span class="post-labels">{tags}</span></div></div></div>',
        "main_end": "</div></div></div></div></div></div></div>",
        "side": '<div class="column-right-outer"><div class="column-right-inner"><aside><div class="sidebar section" id="sidebar-right-1">',
        "side_end": "</div></aside></div></div></div></div></div>",
        "widget": '<div class="widget {cls}" id="{cls}{n}"><h2 class="title">{title}</h2><div class="widget-content">{inner}</div></div>',
        "foot": '<footer><div class="footer-outer"><div class="widget Attribution" id="Attribution1"><div class="widget-content" style="text-align: center;">{foot}. Picture Window template.</div></div></div></footer></div></div>',
    },
    "typepad": {
        "wrap": '<div id="container"><div id="container-inner">',
        "head": '<div id="banner"><div id="banner-inner"><h1 id="banner-header"><a href="/" accesskey="1">{name}</a></h1><h2 id="banner-description">{tagline}</h2></div></div><div id="nav"><div id="nav-inner"><ul class="nav-list">{menu}</ul></div></div>',
        "main": '<div id="pagebody"><div id="pagebody-inner" class="pkg"><div id="alpha"><div id="alpha-inner">',
        "art": '<h2 class="date-header">{date_header}</h2><div class="entry-category-{section_slug} entry-author-couch entry-type-post entry" id="entry-6a00d83451b56c69e2017{pid}"><h3 class="entry-header">{title}</h3><div class="entry-content"><div class="entry-body">{body}</div></div><div class="entry-footer"><p class="entry-footer-info"><span class="post-footers">{meta}</span> <span class="separator">|</span> <a class="permalink" href="#">Permalink</a></p><p class="entry-tags">{tags}</p></div></div>',
        "main_end": "</div></div>",
        "side": '<div id="beta"><div id="beta-inner">',
        "side_end": "</div></div></div></div>",
        "widget": '<div class="module-{cls} module"><h2 class="module-header">{title}</h2><div class="module-content">{inner}</div></div>',
        "foot": '<div id="footer"><div id="footer-inner"><p>{foot}</p></div></div></div>',
    },
    "mt": {
        "wrap": '<div id="container"><div id="container-inner">',
        "head": '<div id="header"><div id="header-inner"><div id="header-content"><div id="header-name"><a href="/" accesskey="1">{name}</a></div><div id="header-description">{tagline}</div></div></div></div><div id="menu"><ul>{menu}</ul></div>',
        "main": '<div id="content"><div id="content-inner"><div id="alpha"><div id="alpha-inner">',
        "art": '<div id="entry-{pid}" class="entry-asset asset hentry"><div class="asset-header"><h1 id="page-title" class="asset-name entry-title">{title}</h1><div class="asset-meta"><span class="byline">{meta}</span></div></div><div class="asset-content entry-content"><div class="asset-body">{body}</div></div><div class="asset-footer"><div class="entry-tags"><h4>Tags</h4>{tags}</div></div></div>',
        "main_end": "</div></div>",
        "side": '<div id="beta"><div id="beta-inner">',
        "side_end": "</div></div></div></div>",
        "widget": '<div class="widget-{cls} widget"><h3 class="widget-header">{title}</h3><div class="widget-content">{inner}</div></div>',
        "foot": '<div id="footer"><div id="footer-inner"><div id="footer-content"><div class="widget-powered"><div class="widget-content">{foot}</div></div></div></div></div></div>',
    },
    "drupal": {
        "wrap": '<div id="page"><div id="page-inner">',
        "head": '<div id="header"><div id="logo-title"><a href="/" title="Home" rel="home" id="logo"><img src="/_avatar/ledger-logo.svg" alt="Home" width="64" height="64"></a><h1 id="site-name"><a href="/">{name}</a></h1><div id="site-slogan">{tagline}</div></div></div><div id="navigation" class="menu withprimary"><div id="primary" class="clear-block"><ul class="links primary-links">{menu}</ul></div></div>',
        "main": '<div id="container" class="clear-block"><div id="main" class="column"><div id="main-squeeze"><div class="breadcrumb"><a href="/">Home</a> › <a href="/{section_slug}">{section}</a></div><div id="content">',
        "art": '<h1 class="title">{title}</h1><div class="node" id="node-{pid}"><div class="meta"><span class="submitted">{meta}</span></div><div class="content clear-block">{body}</div><div class="terms terms-inline">{tags}</div><div class="links"><ul class="links inline"><li class="statistics_counter first"><span>{reads} reads</span></li><li class="print_html last"><a href="/print/{pid}">Printer-friendly version</a></li></ul></div></div>',
        "main_end": "</div></div></div>",
        "side": '<div id="sidebar-right" class="column sidebar">',
        "side_end": "</div></div>",
        "widget": '<div id="block-{cls}-{n}" class="clear-block block block-{cls}"><h2>{title}</h2><div class="content">{inner}</div></div>',
        "foot": '<div id="footer">{foot}</div></div>',
    },
    "drupal2": {
        "wrap": '<div id="page-wrapper"><div id="page">',
        "head": '<div id="header"><div class="section clearfix"><div id="name-and-slogan"><div id="site-name"><strong><a href="/" title="Home" rel="home"><span>{name}</span></a></strong></div><div id="site-slogan">{tagline}</div></div></div></div><div id="main-menu" class="navigation"><h2 class="element-invisible">Main menu</h2><ul class="links clearfix">{menu}</ul></div>',
        "main": '<div id="main-wrapper" class="clearfix"><div id="main" class="clearfix"><div id="content" class="column"><div class="section"><div class="region region-content"><div id="block-system-main" class="block block-system"><div class="content">',
        "art": '<div id="node-{pid}" class="node node-article node-promoted node-full clearfix"><h1 class="title" id="page-title">{title}</h1><div class="meta submitted">{meta}</div><div class="content clearfix"><div class="field field-name-body field-type-text-with-summary field-label-hidden"><div class="field-items"><div class="field-item even" property="content:encoded">{body}</div></div></div><div class="field field-name-field-tags field-type-taxonomy-term-reference field-label-above"><div class="field-label">Tags:&nbsp;</div><div class="field-items">{tags}</div></div></div></div>',
        "main_end": "</div></div></div></div></div>",
        "side": '<div id="sidebar-second" class="column sidebar"><div class="section"><div class="region region-sidebar-second">',
        "side_end": "</div></div></div></div></div>",
        "widget": '<div id="block-{cls}-{n}" class="block block-{cls}"><h2>{title}</h2><div class="content">{inner}</div></div>',
        "foot": '<div id="footer-wrapper"><div class="section"><div id="footer" class="clearfix">{foot}</div></div></div></div>',
    },
    "joomla": {
        "wrap": '<div id="ja-wrapper">',
        "head": '<div id="ja-header" class="wrap"><div class="main"><h1 class="logo"><a href="/" title="{name}"><span>{name}</span></a></h1><p class="ja-slogan">{tagline}</p></div></div><div id="ja-mainnav" class="wrap"><div class="main"><ul class="menu">{menu}</ul></div></div>',
        "main": '<div id="ja-container" class="wrap ja-r1"><div class="main clearfix"><div id="ja-mainbody" style="width:70%"><div id="ja-main" style="width:100%"><div class="inner clearfix"><div id="ja-contentwrap"><div id="ja-content" class="column"><div id="ja-current-content" class="column">',
        "art": '<div class="item-page"><h2 class="contentheading">{title}</h2><div class="article-tools clearfix"><dl class="article-info"><dd class="createdby">{meta}</dd></dl><div class="buttonheading"><a href="/print">Print</a> <a href="/email">E-mail</a></div></div><div class="article-content">{body}</div><div class="article-tags">{tags}</div></div>',
        "main_end": "</div></div></div></div></div></div>",
        "side": '<div id="ja-right" class="column sidebar" style="width:30%"><div class="ja-colswrap clearfix ja-r1"><div id="ja-right1" class="ja-col column" style="width:100%">',
        "side_end": "</div></div></div></div></div>",
        "widget": '<div class="ja-moduletable moduletable{cls} clearfix" id="Mod{n}"><h3><span>{title}</span></h3><div class="ja-box-ct clearfix">{inner}</div></div>',
        "foot": '<div id="ja-footer" class="wrap"><div class="main clearfix"><small>{foot}</small></div></div></div>',
    },
    "joomla2": {
        "wrap": '<div id="outer"><table class="layout" width="980" cellpadding="0" cellspacing="0"><tr><td colspan="2" class="hdr">',
        "head": '<div id="logo"><a href="/">{name}</a><br><span class="slogan">{tagline}</span></div><div id="topmenu"><ul class="menu">{menu}</ul></div></td></tr><tr>',
        "main": '<td class="maincol" valign="top" width="680">',
        "art": '<table class="contentpaneopen"><tr><td class="contentheading" width="100%">{title}</td></tr></table><table class="contentpaneopen"><tr><td valign="top" class="createdate">{meta}</td></tr><tr><td valign="top">{body}</td></tr><tr><td class="modifydate">{tags}</td></tr></table><span class="article_separator">&nbsp;</span>',
        "main_end": "</td>",
        "side": '<td class="rightcol" valign="top" width="300">',
        "side_end": "</td></tr>",
        "widget": '<div class="moduletable{cls}"><h3>{title}</h3>{inner}</div>',
        "foot": '<tr><td colspan="2" id="footer">{foot}</td></tr></table></div>',
    },
    "vb": {
        "wrap": '<div id="te-wrap">',
        "head": '<table width="100%" class="te-head" cellpadding="0" cellspacing="0"><tr><td><a href="/" class="te-logo">{name}</a><div class="te-tag">{tagline}</div></td><td align="right">{top}</td></tr></table><div class="te-nav"><ul>{menu}</ul></div>',
        "main": '<table width="100%" cellpadding="0" cellspacing="0"><tr><td valign="top" class="te-main">',
        "art": '<div class="te-story" id="story{pid}"><div class="te-kicker">{section}</div><h1>{title}</h1><div class="te-by">{meta}</div>{body}<div class="te-tags">{tags}</div></div>',
        "main_end": "</td>",
        "side": '<td valign="top" class="te-side" width="260">',
        "side_end": "</td></tr></table>",
        "widget": '<table class="tborder te-box" cellpadding="6" cellspacing="1" width="100%"><tr><td class="tcat">{title}</td></tr><tr><td class="alt1">{inner}</td></tr></table><br>',
        "foot": '<div class="te-foot">{foot}<br>Copyright &copy;2012, Jelsoft Enterprises Ltd.</div></div>',
    },
    "news": {
        "wrap": '<div id="cp-wrapper">',
        "head": '<div id="cp-topbar">{top}</div><div id="cp-masthead"><a href="/" id="cp-flag">{name}</a><span id="cp-motto">{tagline}</span></div><ul id="cp-topnav">{menu}</ul>',
        "main": '<div id="cp-contentwrap"><div id="cp-left">',
        "art": '<div id="cp-story" class="story-{pid}"><div class="cp-sectionlabel">{section}</div><h1 class="cp-headline">{title}</h1><h2 class="cp-deck">{dek}</h2><div class="cp-byline">{meta}</div><div class="cp-tools"><a href="#">Email</a> | <a href="#">Print</a> | <a href="#">Text size</a> | <span>Facebook Like {likes}</span> <span>Tweet {tweets}</span></div><div class="cp-body">{body}</div><div class="cp-keywords">{tags}</div></div>',
        "main_end": "</div>",
        "side": '<div id="cp-rail">',
        "side_end": "</div></div>",
        "widget": '<div class="cp-railbox {cls}"><div class="cp-railhead">{title}</div>{inner}</div>',
        "foot": '<div id="cp-footer">{foot} | <a href="/terms">Terms of Service</a> | <a href="/privacy">Privacy Policy</a></div></div>',
    },
    "news2": {
        "wrap": '<div class="sc-page">',
        "head": '<div class="sc-header"><div class="sc-logo"><a href="/">{name}</a></div><div class="sc-sub">{tagline}</div><div class="sc-menu">{menu}</div></div>',
        "main": '<div class="sc-body"><div class="sc-article-col">',
        "art": '<div class="sc-article" data-id="{pid}"><p class="sc-section">{section}</p><h1>{title}</h1><p class="sc-standfirst">{dek}</p><p class="sc-credit">{meta}</p><div class="sc-copy">{body}</div><p class="sc-filed">{tags}</p></div>',
        "main_end": "</div>",
        "side": '<div class="sc-right">',
        "side_end": "</div></div>",
        "widget": '<div class="sc-module {cls}"><h4>{title}</h4>{inner}</div>',
        "foot": '<div class="sc-footer">{foot}</div></div>',
    },
    "news3": {
        "wrap": '<div id="rt-shell">',
        "head": '<div id="rt-util">{top}</div><div id="rt-head"><a href="/" class="rt-nameplate">{name}</a><div class="rt-ear">{tagline}</div></div><div id="rt-nav"><ul>{menu}</ul></div>',
        "main": '<div id="rt-columns"><div id="rt-story-col">',
        "art": '<div class="rt-article" id="a{pid}"><div class="rt-slug">{section}</div><h1 class="rt-hed">{title}</h1><div class="rt-dek">{dek}</div><div class="rt-byline">{meta}</div><div class="rt-text">{body}</div><div class="rt-topics">{tags}</div></div>',
        "main_end": "</div>",
        "side": '<div id="rt-rail">',
        "side_end": "</div></div>",
        "widget": '<div class="rt-module {cls}"><h3 class="rt-modhead">{title}</h3><div class="rt-modbody">{inner}</div></div>',
        "foot": '<div id="rt-foot">{foot}</div></div>',
    },
    "grid": {
        "wrap": '<div class="container_12">',
        "head": '<div class="grid_12 rw-header"><a class="rw-logo" href="/">{name}</a><span class="rw-strap">{tagline}</span><ul class="rw-menu">{menu}</ul></div><div class="clear"></div>',
        "main": '<div class="grid_8 rw-main">',
        "art": '<div class="rw-article" id="article-{pid}"><div class="rw-cat">{section}</div><h1>{title}</h1><div class="rw-meta">{meta}</div><div class="rw-article-body">{body}</div><div class="rw-tags">{tags}</div></div>',
        "main_end": "</div>",
        "side": '<div class="grid_4 rw-side">',
        "side_end": '</div><div class="clear"></div>',
        "widget": '<div class="rw-box {cls}"><h3 class="rw-box-title">{title}</h3>{inner}</div>',
        "foot": '<div class="grid_12 rw-footer">{foot}</div></div>',
    },
    "ee": {
        "wrap": '<div class="container">',
        "head": '<div class="span-24 last vg-head"><a href="/" class="vg-brand">{name}</a> <span class="vg-tag">{tagline}</span></div><div class="span-24 last vg-nav">{menu}</div>',
        "main": '<div class="span-16 vg-main">',
        "art": '<div class="vg-entry" id="entry_{pid}"><span class="vg-label">{section}</span><h1>{title}</h1><p class="vg-by">{meta}</p><div class="vg-text">{body}</div><p class="vg-cats">{tags}</p></div>',
        "main_end": "</div>",
        "side": '<div class="span-8 last vg-side">',
        "side_end": "</div>",
        "widget": '<div class="vg-widget {cls}"><h3>{title}</h3>{inner}</div>',
        "foot": '<div class="span-24 last vg-foot"><hr>{foot}</div></div>',
    },
}


def _css(site: SiteCJ) -> str:
    c = site.color
    return (
        f"body{{margin:0;background:#e9e9e9;font:13px/1.55 {site.font};color:#222}}a{{color:{c}}}"
        "body>div{width:1000px;margin:0 auto;background:#fff}ul.menu li,#cp-topnav li,.te-nav li,.rw-menu li,#rt-nav li,"
        "#navbar li,.sf-menu li,.nav-list li,#menu li,.PageList li,.primary-links li,.links.clearfix li{display:inline;margin-right:12px}"
        "#primary,#alpha,#main.column,#content.column,#ja-mainbody,.content-left,.col-main,.column-center-outer,#cp-left,.sc-article-col,#rt-story-col,.rw-main,.vg-main{float:left;width:660px;padding:0 12px}"
        "#secondary,#beta,#sidebar-right,#sidebar-second,#ja-right,.sidebar-right,.col-side,.column-right-outer,#cp-rail,.sc-right,#rt-rail,.rw-side,.vg-side{float:right;width:290px;padding:0 8px;font-size:12px}"
        "#colophon,#footer,#ja-footer,.footer-bottom,footer,#cp-footer,.sc-footer,#rt-foot,.rw-footer,.vg-foot,#footer-wrapper,.te-foot{clear:both;background:#333;color:#ccc;padding:10px;font-size:11px}"
        f"h1{{font-family:Georgia,serif;line-height:1.2}}.tborder{{background:#d1d1e1;border:1px solid #0b198c}}.tcat{{background:{c};color:#fff;font-weight:bold}}.alt1{{background:#f5f5ff}}.alt2{{background:#e1e4f2}}"
    )


def _menu(site: SiteCJ, skin: str) -> str:
    items = [f'<a href="/{"" if k == 0 else slug(m) + "/"}">{m}</a>' for k, m in enumerate(site.menu)]
    if skin in ("ee", "news2"):
        return " | ".join(items)
    return "".join(f'<li class="menu-item">{a}</li>' for a in items)


def widget(site: SiteCJ, title: str, inner: str, cls: str = "text") -> str:
    w = SKINS[site.skin]["widget"]
    return w.format(cls=cls, n=num(site.key + title, 2, 40), title=title, inner=inner)


def render_cj(site: SiteCJ, piece: Piece, bits: Bits, pid: int, date_header: str = "") -> str:
    s = SKINS[site.skin]
    sec = piece.section or site.menu[1]
    key = slug(piece.title)
    body = "".join(f"<p>{esc(x)}</p>" for x in piece.paragraphs) + bits.inside
    tags = (
        "Tags: " + ", ".join(f'<a href="/tag/{slug(x)}" rel="tag">{esc(x)}</a>' for x in piece.tags)
        if piece.tags
        else ""
    )
    fields = {
        "name": site.name,
        "tagline": esc(site.tagline),
        "menu": _menu(site, site.skin),
        "title": esc(piece.title),
        "meta": piece.byline,
        "body": body,
        "tags": tags,
        "pid": pid,
        "section": esc(sec),
        "section_slug": slug(sec),
        "date_header": esc(date_header or piece.shown),
        "dek": esc(piece.dek),
        "reads": num(key, 120, 4800),
        "likes": num(key + "f", 3, 480),
        "tweets": num(key + "t", 0, 90),
        "top": bits.top,
        "foot": site.foot,
    }

    def f(part: str) -> str:
        return s[part].format(**fields)

    plain_name = site.name.replace("&amp;", "&")
    return (
        "<!DOCTYPE html>\n"
        '<html lang="en-US">\n<head>\n<meta charset="UTF-8">\n'
        f"<title>{esc(piece.title)} | {esc(plain_name)}</title>\n"
        f'<meta name="description" content="{esc(piece.dek or piece.paragraphs[0][:155])}">\n'
        f'<meta property="og:title" content="{esc(piece.title)}"><meta property="og:type" content="article">'
        f'<meta property="og:site_name" content="{esc(plain_name)}">\n'
        f'<link rel="alternate" type="application/rss+xml" title="{esc(plain_name)} RSS Feed" href="/feed/">\n'
        f"<style>{_css(site)}{bits.style}</style>\n"
        "<script type=\"text/javascript\">var _gaq = _gaq || []; _gaq.push(['_setAccount', 'UA-1234567-1']); _gaq.push(['_trackPageview']);</script>\n"
        "</head>\n"
        f'<body class="single single-post {site.skin}-skin">\n'
        + f("wrap")
        + f("head")
        + f("main")
        + f("art")
        + bits.after
        + f("main_end")
        + f("side")
        + bits.side
        + f("side_end")
        + f("foot")
        + bits.tail
        + "\n</body>\n</html>\n"
    )
