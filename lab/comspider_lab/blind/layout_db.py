"""Page skeletons of blind set DB, written for this set (no saved page opened, no theme's or vendor's code copied;
every class, name and text invented), in the manner of the English-language news sites and blogs of 2012: ``wp`` (a
WordPress-like blog: banner, menu, post, right column of widgets), ``blogger`` (a Blogger-like blog: navbar, header
gadget, date header, post, sidebar gadgets), ``typepad`` (a Typepad-like three-column blog), ``drupal`` (a Drupal-like
community news site with regions and blocks), ``courier`` (a county daily's own CMS: utility strip, masthead,
section bar, story, rail) and ``tribune`` (a metro paper's vendor CMS with "asset" markup and a wide rail). Each takes
the page's parts: ``post``, ``after`` (below the post), ``side`` (the sidebar), ``left`` (a second sidebar where the
skin has one), ``top``, ``foot``, ``style``.
"""

from __future__ import annotations

from dataclasses import dataclass

from comspider_lab.blind.layout import esc, slug


@dataclass(frozen=True)
class Page:
    title: str
    site: str
    tagline: str
    menu: tuple[str, ...]
    post: str
    after: str = ""
    side: str = ""
    style: str = ""
    foot: str = ""
    top: str = ""
    left: str = ""


def _doc(page: Page, css: str, body_cls: str, body: str, head: str = "") -> str:
    return (
        '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">\n'
        '<html xmlns="http://www.w3.org/1999/xhtml" xmlns:fb="http://ogp.me/ns/fb#" lang="en">\n<head>\n'
        '<meta http-equiv="Content-Type" content="text/html; charset=UTF-8" />\n'
        f"<title>{esc(page.title)} - {esc(page.site)}</title>\n"
        f'<meta property="og:title" content="{esc(page.title)}" />\n<meta property="og:type" content="article" />\n'
        f'<meta property="og:site_name" content="{esc(page.site)}" />\n{head}'
        f'<style type="text/css">{css}{page.style}</style>\n'
        '<script type="text/javascript">var _gaq=_gaq||[];_gaq.push(["_setAccount","UA-2048811-3"]);_gaq.push(["_trackPageview"]);</script>\n'
        f'</head>\n<body class="{body_cls}">\n{body}\n</body>\n</html>\n'
    )


def _menu(menu: tuple[str, ...], cls: str, uid: str = "") -> str:
    idattr = f' id="{uid}"' if uid else ""
    return (
        f'<ul{idattr} class="{cls}">'
        + "".join(
            f'<li><a href="/{"" if i == 0 else slug(m) + "/"}">{esc(m)}</a></li>' for i, m in enumerate(menu)
        )
        + "</ul>"
    )


WP_CSS = (
    "body{background:#d9d4c7;font:14px/1.6 Georgia,'Times New Roman',serif;color:#2a2a2a;margin:0}#page{width:980px;margin:0 auto;background:#fffef9}"
    "#branding{padding:30px 24px 18px;border-bottom:1px solid #ccc}#branding h1{margin:0;font-size:36px}#branding h1 a{color:#5a3d1e;text-decoration:none}"
    "#branding h2{margin:4px 0 0;font:italic 14px Georgia;color:#777}#mainnav ul{list-style:none;margin:0;padding:0;background:#5a3d1e;overflow:hidden}"
    "#mainnav li{float:left}#mainnav a{display:block;padding:9px 15px;color:#f3ead8;text-decoration:none}"
    "#content{float:left;width:620px;padding:24px}#sidebar{float:right;width:280px;padding:24px 14px;font-size:12.5px}"
    "#sidebar .widget{margin-bottom:22px}#sidebar .widgettitle{font:bold 13px Arial;text-transform:uppercase;letter-spacing:1px;border-bottom:1px solid #5a3d1e}"
    "#footer{clear:both;background:#2b2118;color:#a99;padding:18px;font-size:11px}.postmeta{font-size:12px;color:#888}"
)


def wp(page: Page) -> str:
    body = (
        f'<div id="page"><div id="branding"><h1><a href="/" rel="home">{esc(page.site)}</a></h1><h2>{esc(page.tagline)}</h2></div>\n'
        f'<div id="mainnav">{_menu(page.menu, "menu")}</div>\n{page.top}'
        f'<div id="content">{page.post}\n{page.after}</div>\n'
        f'<div id="sidebar"><ul>{page.side}</ul></div>\n'
        f'<div id="footer">{page.foot} &middot; Powered by WordPress &middot; Theme by a friend.</div></div>'
    )
    return _doc(page, WP_CSS, "single postid-single", body)


BLOGGER_CSS = (
    "body{background:#e7efe9;font:13px/1.5 Verdana,Geneva,sans-serif;color:#3d3d3d;margin:0}"
    ".content-outer{width:940px;margin:0 auto;background:#fff;box-shadow:0 0 6px #bbb}.header-inner h1{font:normal 40px 'Georgia';color:#6b3f69;margin:0;padding:26px 20px 0}"
    ".header-inner .description{padding:0 20px 14px;color:#888}.tabs{list-style:none;margin:0;padding:0 14px;background:#6b3f69;overflow:hidden}.tabs li{float:left}.tabs a{display:block;padding:7px 12px;color:#fff}"
    ".column-center-outer{float:left;width:610px;padding:18px}.column-right-outer{float:right;width:270px;padding:18px 10px}.date-header span{background:#6b3f69;color:#fff;font-size:10px;padding:2px 6px;letter-spacing:1px}"
    ".post-title{font:normal 24px Georgia;color:#6b3f69}.sidebar .widget h2{font:bold 11px Verdana;text-transform:uppercase;color:#6b3f69;border-bottom:1px solid #ddd}.footer-outer{clear:both;padding:14px;font-size:11px;color:#999}"
)


def blogger(page: Page) -> str:
    body = (
        '<div class="navbar section" id="navbar"><div class="widget Navbar" id="Navbar1"><iframe src="about:blank" height="30" width="100%" frameborder="0" scrolling="no" title="Blogger Navbar"></iframe></div></div>\n'
        f'<div class="content-outer"><div class="header-outer"><div class="header-inner"><div class="section" id="header"><div class="widget Header" id="Header1"><h1><a href="/">{esc(page.site)}</a></h1>'
        f'<p class="description">{esc(page.tagline)}</p></div></div></div></div>\n'
        f'<div class="tabs-outer"><div class="widget PageList" id="PageList1">{_menu(page.menu, "tabs")}</div></div>\n'
        f'<div class="columns"><div class="column-center-outer"><div class="main section" id="main"><div class="widget Blog" id="Blog1"><div class="blog-posts hfeed">{page.top}{page.post}\n{page.after}</div></div></div></div>\n'
        f'<div class="column-right-outer"><div class="sidebar section" id="sidebar-right-1">{page.side}</div></div></div>\n'
        f'<div class="footer-outer"><div class="widget Attribution">{page.foot} Template images by a stock site. Powered by <a href="https://www.blogger.com">Blogger</a>.</div></div></div>'
    )
    return _doc(page, BLOGGER_CSS, "variant-dots", body)


TYPEPAD_CSS = (
    "body{margin:0;background:#f5f5f0;font:12px/1.6 'Trebuchet MS',Verdana,sans-serif;color:#333}#container{width:990px;margin:0 auto;background:#fff}"
    "#banner{padding:34px 14px 20px;background:#22456b}#banner-header a{color:#fff;font:bold 32px 'Trebuchet MS';text-decoration:none}#banner-description{color:#c6d7ea;font-size:13px;margin:4px 0 0}"
    "#nav{list-style:none;margin:0;padding:0;background:#e4ebf2;overflow:hidden}#nav li{float:left}#nav a{display:block;padding:6px 12px;color:#22456b}"
    "#beta{float:left;width:190px;padding:12px}#alpha{float:left;width:540px;padding:12px}#gamma{float:right;width:190px;padding:12px}"
    ".module-header{font-size:11px;text-transform:uppercase;color:#22456b;border-bottom:1px solid #ccd;margin:14px 0 6px}.entry-footer{font-size:11px;color:#888;border-top:1px dotted #ccc}"
    "#footer{clear:both;padding:14px;font-size:11px;color:#999;border-top:1px solid #ddd}"
)


def typepad(page: Page) -> str:
    body = (
        f'<div id="container"><div id="container-inner"><div id="banner"><div id="banner-inner"><h1 id="banner-header"><a href="/" accesskey="1">{esc(page.site)}</a></h1>'
        f'<h2 id="banner-description">{esc(page.tagline)}</h2></div></div>\n{_menu(page.menu, "nav-list", "nav")}\n'
        f'<div id="pagebody"><div id="pagebody-inner"><div id="beta"><div id="beta-inner">{page.left}</div></div>\n'
        f'<div id="alpha"><div id="alpha-inner">{page.top}{page.post}\n{page.after}</div></div>\n'
        f'<div id="gamma"><div id="gamma-inner">{page.side}</div></div></div></div>\n'
        f'<div id="footer"><div id="footer-inner">{page.foot} Powered by TypePad</div></div></div></div>'
    )
    return _doc(page, TYPEPAD_CSS, "layout-three-column", body)


DRUPAL_CSS = (
    "body{margin:0;background:#e9ecef;font:13px/1.5 'Lucida Grande',Arial,sans-serif;color:#222}#page-wrapper{width:980px;margin:0 auto;background:#fff}"
    "#header{background:#2f5d3a;padding:16px 18px;overflow:hidden}#site-name a{color:#fff;font:bold 30px Georgia;text-decoration:none}#site-slogan{color:#cfe3d2}"
    "#header .region-header{float:right;color:#fff;font-size:11px}#main-menu ul{list-style:none;margin:0;padding:0;background:#1e3d26;overflow:hidden}#main-menu li{float:left}#main-menu a{display:block;padding:7px 13px;color:#fff}"
    "#content-column{float:left;width:640px;padding:16px}.region-sidebar-second{float:right;width:290px;padding:16px 8px}.block{margin-bottom:16px;border:1px solid #dde}.block h2{margin:0;font-size:13px;background:#2f5d3a;color:#fff;padding:4px 8px}"
    ".block .content{padding:6px 8px}#footer{clear:both;background:#1e3d26;color:#9bb;padding:14px;font-size:11px}.submitted{font-size:11px;color:#777}"
)


def drupal(page: Page) -> str:
    body = (
        f'<div id="page-wrapper"><div id="page"><div id="header"><div class="region-header">{page.top}</div><div id="name-and-slogan"><div id="site-name"><a href="/" title="Home" rel="home">{esc(page.site)}</a></div>'
        f'<div id="site-slogan">{esc(page.tagline)}</div></div></div>\n<div id="main-menu">{_menu(page.menu, "links main-menu")}</div>\n'
        f'<div id="main-wrapper"><div id="main"><div id="content-column"><div class="region region-content">{page.post}\n{page.after}</div></div>\n'
        f'<div class="region region-sidebar-second">{page.side}</div></div></div>\n<div id="footer"><div class="region region-footer">{page.foot}</div></div></div></div>'
    )
    return _doc(
        page,
        DRUPAL_CSS,
        "html not-front not-logged-in one-sidebar sidebar-second page-node node-type-article",
        body,
    )


COURIER_CSS = (
    "body{margin:0;background:#fff;font:13px/1.45 Arial,Helvetica,sans-serif;color:#1d1d1d}#shell{width:990px;margin:0 auto}"
    "#strip{background:#ececec;font-size:11px;padding:3px 8px;overflow:hidden}#strip .r{float:right}#flag{padding:12px 8px 8px;border-bottom:3px solid #8b1a1a;overflow:hidden}"
    "#flag .nameplate{font:bold 44px 'Times New Roman',serif;color:#111;text-decoration:none}#flag .wx{float:right;font-size:12px;text-align:right}"
    "#sections{list-style:none;margin:0;padding:0;background:#8b1a1a;overflow:hidden}#sections li{float:left}#sections a{display:block;padding:6px 10px;color:#fff;font-weight:bold;font-size:12px}"
    "#leftcol{float:left;width:630px;padding:12px 10px}#rightcol{float:right;width:320px;padding:12px 0}.rbox{border:1px solid #ccc;margin-bottom:12px}.rbox h4{margin:0;background:#8b1a1a;color:#fff;font-size:12px;padding:4px 8px;text-transform:uppercase}"
    ".rbox .inner{padding:6px 8px}.ad{background:#f5f5f5;border:1px solid #ddd;color:#aaa;text-align:center;font-size:10px;margin:8px 0}#bottom{clear:both;border-top:3px solid #8b1a1a;padding:12px 8px;font-size:11px;color:#555}"
)


def courier(page: Page) -> str:
    body = (
        f'<div id="shell"><div id="strip">{page.top}<span class="r"><a href="/subscribe/">Subscribe</a> | <a href="/e-edition/">e-Edition</a> | <a href="/contact/">Contact us</a> | <a href="/login/">Sign in</a></span></div>\n'
        f'<div id="flag"><a class="nameplate" href="/">{esc(page.site)}</a><div class="wx">{esc(page.tagline)}</div></div>\n'
        f"{_menu(page.menu, 'sections', 'sections')}\n"
        '<div class="ad" style="height:90px">ADVERTISEMENT</div>\n'
        f'<div id="leftcol">{page.post}\n{page.after}</div>\n'
        f'<div id="rightcol"><div class="ad" style="height:250px">ADVERTISEMENT</div>{page.side}</div>\n'
        f'<div id="bottom">{page.foot}</div></div>'
    )
    return _doc(page, COURIER_CSS, "section-news story", body)


TRIBUNE_CSS = (
    "body{margin:0;background:#f0f0f0;font:14px/1.5 Georgia,serif;color:#111}#site-container{width:1000px;margin:0 auto;background:#fff}"
    "#site-header{padding:14px 16px;background:#fff;border-bottom:1px solid #ccc;overflow:hidden}#site-header .logo{font:bold 42px Georgia;color:#0a2240;text-decoration:none}"
    "#site-header .date-weather{float:right;font:12px Arial;color:#666}#site-navigation ul{list-style:none;margin:0;padding:0;background:#0a2240;overflow:hidden}#site-navigation li{float:left}"
    "#site-navigation a{display:block;padding:8px 12px;color:#fff;font:bold 12px Arial;text-transform:uppercase}#main-col{float:left;width:640px;padding:16px}#side-col{float:right;width:300px;padding:16px 10px;font:13px Arial}"
    ".card{margin-bottom:16px}.card-headline h3{margin:0 0 6px;font:bold 12px Arial;text-transform:uppercase;border-bottom:3px solid #0a2240;color:#0a2240}"
    "#site-footer{clear:both;background:#0a2240;color:#aab;padding:16px;font:11px Arial}.asset-tools{font:12px Arial;color:#555;border-top:1px solid #ddd;border-bottom:1px solid #ddd;padding:4px 0}"
)


def tribune(page: Page) -> str:
    body = (
        f'<div id="site-container"><div id="site-header"><a class="logo" href="/">{esc(page.site)}</a><div class="date-weather">{esc(page.tagline)}</div></div>\n'
        f'<div id="site-navigation">{_menu(page.menu, "nav-menu")}</div>\n{page.top}'
        f'<div id="main-col">{page.post}\n{page.after}</div>\n<div id="side-col">{page.side}</div>\n'
        f'<div id="site-footer">{page.foot}</div></div>'
    )
    return _doc(
        page,
        TRIBUNE_CSS,
        "news-story asset-page",
        body,
        head='<meta property="fb:app_id" content="152003941488301" />\n',
    )
