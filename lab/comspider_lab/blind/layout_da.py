"""Page skeletons of blind set DA, written for this set (no saved page opened, no theme's or vendor's code copied;
every class, name and text invented), in the manner of the English-language news sites and blogs of 2012. Each
skeleton is one system's way of laying out a page: ``wp`` (a WordPress-like blog: header image, menu bar, post,
right sidebar of widgets), ``blogger`` (a Blogger-like blog: outer wrapper, date header, post, sidebar of gadgets),
``paper`` (a newspaper's own CMS: top strip, masthead, section bar, story, right rail, link-column footer),
``station`` (a broadcaster's vendor CMS: a coloured top with the channel's logo and a weather bug, a story with a
video still, a right rail), ``typepad`` (a Typepad-like three-column blog), ``drupal`` (a Drupal-like sports blog
with a block sidebar) and ``ee`` (an ExpressionEngine-like city magazine). Every skeleton takes the page's own parts:
``head`` (extra tags), ``top`` (above the post), ``post`` (the article's markup), ``after`` (after the post: the
discussion), ``side`` (widgets) and ``foot``.
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
    lang: str = "en"


def _doc(page: Page, css: str, body_cls: str, body: str) -> str:
    return (
        '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">\n'
        f'<html xmlns="http://www.w3.org/1999/xhtml" lang="{page.lang}">\n<head>\n'
        '<meta http-equiv="Content-Type" content="text/html; charset=UTF-8" />\n'
        f"<title>{esc(page.title)} | {esc(page.site)}</title>\n"
        f'<meta property="og:title" content="{esc(page.title)}" /><meta property="og:site_name" content="{esc(page.site)}" />\n'
        f'<link rel="alternate" type="application/rss+xml" title="{esc(page.site)} RSS Feed" href="/feed/" />\n'
        f'<style type="text/css">{css}{page.style}</style>\n'
        "<script type=\"text/javascript\">var _gaq = _gaq || []; _gaq.push(['_setAccount', 'UA-1234567-1']); _gaq.push(['_trackPageview']);</script>\n"
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
    "body{background:#e9e4da;font:13px/1.6 Georgia,serif;color:#333;margin:0}#wrapper{width:960px;margin:0 auto;background:#fff}"
    "#masthead{padding:24px 20px;background:#3b4a3f;color:#fff}#masthead h1{margin:0;font-size:34px}#masthead a{color:#fff;text-decoration:none}"
    "#access ul{margin:0;padding:0;list-style:none;background:#222;overflow:hidden}#access li{float:left}#access a{display:block;padding:8px 14px;color:#ddd}"
    "#container{float:left;width:640px;padding:20px}#primary{float:right;width:260px;padding:20px 10px;font-size:12px}"
    ".widget-title{font-size:14px;border-bottom:2px solid #3b4a3f;text-transform:uppercase}#colophon{clear:both;background:#222;color:#999;padding:16px;font-size:11px}"
)


def wp(page: Page) -> str:
    body = (
        f'<div id="wrapper" class="hfeed"><div id="header"><div id="masthead"><h1 id="site-title"><a href="/" rel="home">{esc(page.site)}</a></h1>'
        f'<div id="site-description">{esc(page.tagline)}</div></div><div id="access" role="navigation">{_menu(page.menu, "menu")}</div></div>\n'
        f'<div id="main"><div id="container"><div id="content" role="main">{page.top}{page.post}\n{page.after}</div></div>\n'
        f'<div id="primary" class="widget-area" role="complementary"><ul class="xoxo">{page.side}</ul></div>\n'
        f'<div id="colophon"><div id="site-info">&copy; 2012 {esc(page.site)}. {page.foot} Proudly powered by WordPress.</div></div></div></div>'
    )
    return _doc(page, WP_CSS, "single single-post", body)


BLOGGER_CSS = (
    "body{background:#f2efe6;font:normal normal 14px 'Trebuchet MS',Trebuchet,sans-serif;color:#444;margin:0}"
    ".outer-wrapper{width:900px;margin:0 auto;background:#fffdf8;padding:0 14px}.header-outer h1{font:bold 36px Georgia;color:#7a2e12;margin:0;padding:24px 0 4px}"
    ".main-outer{float:left;width:600px}.sidebar-outer{float:right;width:260px;font-size:12px}h2.date-header{font-size:11px;text-transform:uppercase;color:#999}"
    ".post-title{font:bold 22px Georgia;color:#7a2e12}.widget h2{font-size:13px;color:#7a2e12;border-bottom:1px dotted #bbb}.footer-outer{clear:both;font-size:11px;color:#999;padding:14px 0}"
)


def blogger(page: Page) -> str:
    body = (
        '<div class="navbar section" id="navbar"><div class="widget Navbar"><iframe src="about:blank" height="30" width="100%" frameborder="0" scrolling="no" title="Blogger navigation bar"></iframe></div></div>\n'
        f'<div class="outer-wrapper"><div class="header-outer"><div class="header section" id="header"><div class="widget Header"><h1 class="title"><a href="/">{esc(page.site)}</a></h1>'
        f'<p class="description"><span>{esc(page.tagline)}</span></p></div></div></div>\n'
        f'<div class="tabs-outer">{_menu(page.menu, "tabs")}</div>\n'
        f'<div class="main-outer"><div class="main section" id="main"><div class="widget Blog" id="Blog1"><div class="blog-posts hfeed">{page.top}{page.post}\n{page.after}</div></div></div></div>\n'
        f'<div class="sidebar-outer"><div class="sidebar section" id="sidebar-right-1">{page.side}</div></div>\n'
        f'<div class="footer-outer">{page.foot} Powered by <a href="https://www.blogger.com">Blogger</a>.</div></div>'
    )
    return _doc(page, BLOGGER_CSS, "loading", body)


PAPER_CSS = (
    "body{margin:0;background:#fff;font:13px/1.45 Arial,Helvetica,sans-serif;color:#222}#pgWrap{width:990px;margin:0 auto}"
    "#utilBar{font-size:11px;background:#eee;padding:3px 8px;overflow:hidden}#utilBar span{float:right}#mast{padding:10px 8px;border-bottom:4px solid #00305e;overflow:hidden}"
    "#mast .logo{font:bold 40px 'Times New Roman',serif;color:#00305e;text-decoration:none}#mast .wx{float:right;font-size:12px}"
    "#secNav{list-style:none;margin:0;padding:0;background:#00305e;overflow:hidden}#secNav li{float:left}#secNav a{color:#fff;display:block;padding:6px 11px;font-weight:bold}"
    "#colMain{float:left;width:640px;padding:10px}#colRail{float:right;width:310px;padding:10px 0}.railBox{border:1px solid #ccd;margin-bottom:12px}.railBox h3{margin:0;background:#00305e;color:#fff;font-size:12px;padding:4px 8px}"
    ".adSlot{background:#f4f4f4;border:1px solid #ddd;text-align:center;color:#aaa;font-size:10px;margin:10px 0}#pgFoot{clear:both;border-top:4px solid #00305e;font-size:11px;padding:12px 8px;color:#555}"
)


def paper(page: Page) -> str:
    body = (
        f'<div id="pgWrap"><div id="utilBar">{page.top}<span><a href="/subscribe">Subscribe</a> | <a href="/eedition">e-Edition</a> | <a href="/login">Log in</a> | <a href="/register">Register</a></span></div>\n'
        f'<div id="mast"><a class="logo" href="/">{esc(page.site)}</a><span class="wx">{esc(page.tagline)}</span></div>\n'
        f"{_menu(page.menu, 'nav', 'secNav')}\n"
        '<div class="adSlot" style="height:90px">Advertisement 728x90</div>\n'
        f'<div id="colMain">{page.post}\n{page.after}</div>\n'
        f'<div id="colRail"><div class="adSlot" style="height:250px">Advertisement 300x250</div>{page.side}</div>\n'
        f'<div id="pgFoot">{page.foot}</div></div>'
    )
    return _doc(page, PAPER_CSS, "story-page", body)


STATION_CSS = (
    "body{margin:0;background:#0b1e3a;font:13px/1.45 Verdana,Arial,sans-serif;color:#222}#ws-page{width:980px;margin:0 auto;background:#fff}"
    "#ws-top{background:linear-gradient(#1f4f9c,#0b2a5c);color:#fff;padding:10px 14px;overflow:hidden}#ws-top .ch{font:bold 32px Arial}"
    "#ws-top .bug{float:right;background:#fff;color:#0b2a5c;padding:4px 10px;border-radius:4px}#ws-nav{list-style:none;margin:0;padding:0;background:#c8102e;overflow:hidden}"
    "#ws-nav li{float:left}#ws-nav a{display:block;color:#fff;padding:6px 12px;font-weight:bold}.ws-main{float:left;width:640px;padding:12px}.ws-rail{float:right;width:300px;padding:12px 6px}"
    ".ws-mod{border-top:3px solid #c8102e;margin-bottom:12px}.ws-mod h4{margin:4px 0;font-size:13px;text-transform:uppercase}#ws-foot{clear:both;background:#0b2a5c;color:#aac;padding:14px;font-size:11px}"
)


def station(page: Page) -> str:
    body = (
        f'<div id="ws-page"><div id="ws-top"><span class="ch">{esc(page.site)}</span><span class="bug">{page.top}</span>'
        f"<div>{esc(page.tagline)}</div></div>\n{_menu(page.menu, 'nav', 'ws-nav')}\n"
        f'<div class="ws-main">{page.post}\n{page.after}</div>\n<div class="ws-rail">{page.side}</div>\n'
        f'<div id="ws-foot">{page.foot}</div></div>'
    )
    return _doc(page, STATION_CSS, "ws-story", body)


TYPEPAD_CSS = (
    "body{margin:0;background:#fff;font:12px/1.6 'Lucida Grande',Verdana,sans-serif;color:#333}#container{width:980px;margin:0 auto}"
    "#banner{padding:30px 10px;border-bottom:1px solid #ccc}#banner h1{margin:0;font:normal 30px Georgia;color:#8a3b5c}#banner .banner-description{color:#888}"
    "#beta{float:left;width:180px;padding:10px}#alpha{float:left;width:560px;padding:10px}#gamma{float:right;width:180px;padding:10px}"
    ".module-header{font-size:11px;text-transform:uppercase;color:#8a3b5c;border-bottom:1px solid #eee}.entry-footer{font-size:11px;color:#888}#footer{clear:both;font-size:11px;color:#999;padding:12px}"
)


def typepad(page: Page, left: str = "") -> str:
    body = (
        f'<div id="container"><div id="container-inner"><div id="banner"><div id="banner-inner"><h1 id="banner-header"><a href="/">{esc(page.site)}</a></h1>'
        f'<h2 id="banner-description" class="banner-description">{esc(page.tagline)}</h2></div></div>\n'
        f'<div id="pagebody"><div id="pagebody-inner"><div id="beta"><div id="beta-inner">{left}</div></div>\n'
        f'<div id="alpha"><div id="alpha-inner">{page.top}{page.post}\n{page.after}</div></div>\n'
        f'<div id="gamma"><div id="gamma-inner">{page.side}</div></div></div></div>\n'
        f'<div id="footer">{page.foot} Powered by TypePad</div></div></div>'
    )
    return _doc(page, TYPEPAD_CSS, "layout-three-column-beta-alpha-gamma", body)


DRUPAL_CSS = (
    "body{margin:0;background:#1c1c1c;font:13px/1.5 Helvetica,Arial,sans-serif;color:#222}#page{width:970px;margin:0 auto;background:#fff}"
    "#header{background:#5b0f16;color:#fff;padding:14px 16px}#logo-title a{color:#fff;font:bold 30px Impact,Arial;text-decoration:none}#site-slogan{color:#e8c8c8}"
    "#navigation ul{list-style:none;margin:0;padding:0;background:#2d2d2d;overflow:hidden}#navigation li{float:left}#navigation a{color:#fff;display:block;padding:7px 12px}"
    "#main{float:left;width:650px;padding:14px}#sidebar-second{float:right;width:270px;padding:14px 6px}.block h2{font-size:13px;background:#5b0f16;color:#fff;padding:3px 8px}"
    "#footer{clear:both;background:#2d2d2d;color:#aaa;padding:12px;font-size:11px}"
)


def drupal(page: Page) -> str:
    body = (
        f'<div id="page"><div id="header"><div id="logo-title"><a href="/" title="Home" rel="home">{esc(page.site)}</a><div id="site-slogan">{esc(page.tagline)}</div></div></div>\n'
        f'<div id="navigation">{_menu(page.menu, "links primary-links")}</div>\n'
        f'<div id="main"><div id="content">{page.top}{page.post}\n{page.after}</div></div>\n'
        f'<div id="sidebar-second" class="sidebar">{page.side}</div>\n<div id="footer">{page.foot}</div></div>'
    )
    return _doc(page, DRUPAL_CSS, "not-front not-logged-in node-type-story one-sidebar sidebar-right", body)


EE_CSS = (
    "body{margin:0;background:#f7f3ea;font:14px/1.55 'Helvetica Neue',Arial,sans-serif;color:#222}.shell{width:960px;margin:0 auto;background:#fff}"
    ".brandbar{background:#111;color:#f5c400;padding:18px 16px;font:900 38px 'Arial Black',Arial;letter-spacing:-1px}.brandbar small{display:block;color:#aaa;font:12px Arial;letter-spacing:0}"
    ".navrow{list-style:none;margin:0;padding:0;background:#f5c400;overflow:hidden}.navrow li{float:left}.navrow a{display:block;padding:6px 12px;color:#111;font-weight:bold}"
    ".story-col{float:left;width:620px;padding:16px}.extras-col{float:right;width:280px;padding:16px 8px}.extras-col .unit{margin-bottom:16px}.extras-col h5{font-size:12px;text-transform:uppercase;border-bottom:2px solid #111;margin:0 0 6px}"
    ".basement{clear:both;background:#111;color:#888;padding:16px;font-size:11px}"
)


def ee(page: Page) -> str:
    body = (
        f'<div class="shell"><div class="brandbar">{esc(page.site)}<small>{esc(page.tagline)}</small></div>\n'
        f'{_menu(page.menu, "navrow")}\n<div class="story-col">{page.top}{page.post}\n{page.after}</div>\n'
        f'<div class="extras-col">{page.side}</div>\n<div class="basement">{page.foot}</div></div>'
    )
    return _doc(page, EE_CSS, "entry", body)
