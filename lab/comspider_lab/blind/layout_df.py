"""Page skeletons of blind set DF, written for this set (no saved page opened, no theme's or vendor's code copied;
every class, name and text invented), in the manner of the small English-language news sites and blogs of 2011-2013
whose templates their own server printed: ``weekly`` (a small-town weekly laid out in one big table), ``hobby`` (a
hand-coded hobby site with a left menu column), ``regional`` (a regional daily's home-made CMS: utility strip,
masthead, section bar, story column and rail), ``station`` (a small TV station's site: a coloured top with the
call letters and a weather bug, a story, a right rail) and ``techblog`` (a home-made blog engine: header, post,
sidebar). Every skeleton takes the page's own parts: ``top`` (above the post), ``post`` (the article's markup),
``after`` (after the post), ``side`` (the rail or sidebar) and ``foot``.
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
    foot: str = ""
    top: str = ""
    style: str = ""


def _doc(page: Page, css: str, body_attrs: str, body: str) -> str:
    return (
        '<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN" "http://www.w3.org/TR/html4/loose.dtd">\n'
        '<html lang="en">\n<head>\n<meta http-equiv="Content-Type" content="text/html; charset=utf-8">\n'
        f"<title>{esc(page.title)} - {esc(page.site)}</title>\n"
        f'<meta name="description" content="{esc(page.title)}">\n'
        f'<link rel="alternate" type="application/rss+xml" title="{esc(page.site)}" href="/rss.xml">\n'
        f'<style type="text/css">{css}{page.style}</style>\n'
        "<script type=\"text/javascript\">var _gaq = _gaq || []; _gaq.push(['_setAccount', 'UA-2290417-3']); "
        "_gaq.push(['_trackPageview']);</script>\n"
        f"</head>\n<body {body_attrs}>\n{body}\n</body>\n</html>\n"
    )


def _links(menu: tuple[str, ...], sep: str = "") -> str:
    return sep.join(f'<a href="/{"" if i == 0 else slug(m) + "/"}">{esc(m)}</a>' for i, m in enumerate(menu))


_LNAV = 'class="lnav"'
_SECTIONS = 'id="sections"'


def _ul(menu: tuple[str, ...], attrs: str) -> str:
    return (
        f"<ul {attrs}>"
        + "".join(
            f'<li><a href="/{"" if i == 0 else slug(m) + "/"}">{esc(m)}</a></li>' for i, m in enumerate(menu)
        )
        + "</ul>"
    )


WEEKLY_CSS = (
    "body{margin:0;background:#d9d2bf;font:13px/1.45 Verdana,Arial,sans-serif;color:#222}"
    "table.shell{background:#fff;border:1px solid #999}td.mast{background:#f3eedc;border-bottom:3px solid #5a3b12;padding:10px}"
    ".mast .nm{font:bold 36px 'Times New Roman',serif;color:#5a3b12}.mast .tg{font:italic 13px Georgia;color:#6b5b3e}"
    "td.menu{background:#5a3b12;padding:4px 8px}td.menu a{color:#fff;font-weight:bold;margin-right:12px;font-size:12px}"
    "td.main{padding:12px 16px}td.side{background:#f7f4ea;border-left:1px solid #ccc;padding:10px;font-size:11px}"
    ".side h4{margin:10px 0 4px;background:#5a3b12;color:#fff;padding:2px 6px;font-size:11px}td.base{background:#5a3b12;color:#e8dcc0;font-size:10px;padding:10px}"
)


def weekly(page: Page) -> str:
    body = (
        '<table class="shell" width="960" align="center" cellpadding="0" cellspacing="0" border="0">\n'
        f'<tr><td colspan="2" class="mast">{page.top}<div class="nm">{esc(page.site)}</div><div class="tg">{esc(page.tagline)}</div></td></tr>\n'
        f'<tr><td colspan="2" class="menu">{_links(page.menu)}</td></tr>\n'
        f'<tr><td class="main" valign="top" width="700">{page.post}\n{page.after}</td>\n'
        f'<td class="side" valign="top" width="260">{page.side}</td></tr>\n'
        f'<tr><td colspan="2" class="base">{page.foot}</td></tr>\n</table>'
    )
    return _doc(page, WEEKLY_CSS, 'topmargin="0" leftmargin="0"', body)


HOBBY_CSS = (
    "body{margin:0;background:#fff;font:14px/1.5 Georgia,'Times New Roman',serif;color:#333}"
    "#outer{width:860px;margin:10px auto;background:#fffef8;border:1px solid #b8c4a0}#banner{height:110px;background:#5d7a3a;color:#fff;padding:18px}"
    "#banner h1{margin:0;font:normal 34px Georgia}#banner p{margin:4px 0;font-style:italic}#leftnav{float:left;width:170px;padding:12px;font:12px Verdana}"
    "#leftnav ul{list-style:square;padding-left:16px}#leftnav h5{margin:12px 0 2px;color:#5d7a3a}#middle{margin-left:200px;padding:12px 20px;border-left:1px dotted #b8c4a0}"
    "#bottom{clear:both;text-align:center;font:11px Verdana;color:#888;padding:10px;border-top:1px solid #b8c4a0}hr{border:0;border-top:1px solid #cbd3bb}"
)


def hobby(page: Page) -> str:
    body = (
        f'<div id="outer"><div id="banner"><h1>{esc(page.site)}</h1><p>{esc(page.tagline)}</p></div>\n'
        f'<div id="leftnav">{_ul(page.menu, _LNAV)}{page.side}</div>\n'
        f'<div id="middle">{page.top}{page.post}\n{page.after}</div>\n'
        f'<div id="bottom">{page.foot}</div></div>'
    )
    return _doc(page, HOBBY_CSS, 'class="inner"', body)


REGIONAL_CSS = (
    "body{margin:0;background:#fff;font:13px/1.5 Arial,Helvetica,sans-serif;color:#1d1d1d}#wrap{width:980px;margin:0 auto}"
    "#strip{background:#ececec;font-size:11px;padding:3px 8px;overflow:hidden}#strip .r{float:right}#flag{padding:12px 8px;border-bottom:1px solid #999;overflow:hidden}"
    "#flag .paper{font:bold 44px 'Times New Roman',serif;color:#0f2a4a;text-decoration:none}#flag .dt{float:right;text-align:right;font-size:11px;color:#555}"
    "#sections{margin:0;padding:0;list-style:none;background:#0f2a4a;overflow:hidden}#sections li{float:left}#sections a{display:block;color:#fff;padding:6px 10px;font-weight:bold;font-size:12px}"
    "#storyCol{float:left;width:630px;padding:12px 10px}#rail{float:right;width:320px;padding:12px 0}.rbox{border:1px solid #c9d1dc;margin-bottom:12px}"
    ".rbox h3{margin:0;background:#e6ebf2;color:#0f2a4a;font-size:12px;padding:4px 8px;text-transform:uppercase}.rbox ol,.rbox ul{margin:6px 0;padding-left:24px}"
    ".ad{background:#f5f5f5;border:1px solid #ddd;color:#aaa;font-size:10px;text-align:center;margin:8px 0}#base{clear:both;border-top:3px solid #0f2a4a;padding:12px 8px;font-size:11px;color:#555}"
)


def regional(page: Page) -> str:
    body = (
        f'<div id="wrap"><div id="strip">{page.top}<span class="r"><a href="/subscribe/">Subscribe</a> | '
        '<a href="/e-edition/">e-Edition</a> | <a href="/account/login/">Sign in</a></span></div>\n'
        f'<div id="flag"><a class="paper" href="/">{esc(page.site)}</a><span class="dt">{esc(page.tagline)}</span></div>\n'
        f'{_ul(page.menu, _SECTIONS)}\n<div class="ad" style="height:90px">ADVERTISEMENT</div>\n'
        f'<div id="storyCol">{page.post}\n{page.after}</div>\n'
        f'<div id="rail"><div class="ad" style="height:250px">ADVERTISEMENT</div>{page.side}</div>\n'
        f'<div id="base">{page.foot}</div></div>'
    )
    return _doc(page, REGIONAL_CSS, 'class="story"', body)


STATION_CSS = (
    "body{margin:0;background:#102a43;font:13px/1.45 Tahoma,Verdana,sans-serif;color:#222}#site{width:990px;margin:0 auto;background:#fff}"
    "#hdr{background:#1c4e80;color:#fff;padding:8px 14px;overflow:hidden}#hdr .calls{font:bold 34px Impact,Arial;letter-spacing:1px}#hdr .wx{float:right;background:#fff;color:#1c4e80;padding:5px 10px;border-radius:5px;font-size:12px}"
    "#hdr .slogan{font-size:12px;color:#cde}#nav{background:#d9230f;padding:5px 10px}#nav a{color:#fff;font-weight:bold;margin-right:14px;font-size:12px}"
    "#main{float:left;width:650px;padding:12px}#right{float:right;width:300px;padding:12px 8px}.mod{border-top:3px solid #d9230f;margin-bottom:14px}"
    ".mod h4{margin:4px 0;font-size:12px;text-transform:uppercase;color:#1c4e80}#ftr{clear:both;background:#1c4e80;color:#bcd;padding:14px;font-size:11px}#ftr a{color:#fff}"
)


def station(page: Page) -> str:
    body = (
        f'<div id="site"><div id="hdr"><span class="wx">{page.top}</span><span class="calls">{esc(page.site)}</span>'
        f'<div class="slogan">{esc(page.tagline)}</div></div>\n<div id="nav">{_links(page.menu)}</div>\n'
        f'<div id="main">{page.post}\n{page.after}</div>\n<div id="right">{page.side}</div>\n'
        f'<div id="ftr">{page.foot}</div></div>'
    )
    return _doc(page, STATION_CSS, 'id="story-page"', body)


TECH_CSS = (
    "body{margin:0;background:#2b2b2b;font:14px/1.6 'Lucida Grande','Lucida Sans Unicode',sans-serif;color:#333}"
    "#page{width:940px;margin:0 auto;background:#fff}#top{background:#111;padding:20px;color:#8fd14f}#top a.home{color:#8fd14f;font:bold 28px 'Courier New',monospace;text-decoration:none}"
    "#top .sub{color:#999;font-size:12px}#bar{background:#333;padding:6px 20px}#bar a{color:#ddd;margin-right:16px;font-size:12px}"
    "#posts{float:left;width:600px;padding:20px}#sidebar{float:right;width:260px;padding:20px 14px;font-size:12px}#sidebar h3{font-size:12px;color:#555;border-bottom:1px solid #ddd;text-transform:uppercase}"
    "#end{clear:both;background:#111;color:#777;font-size:11px;padding:14px 20px}pre,code{background:#f4f4f4;font-size:12px}"
)


def techblog(page: Page) -> str:
    body = (
        f'<div id="page"><div id="top"><a class="home" href="/">{esc(page.site)}</a><div class="sub">{esc(page.tagline)}</div></div>\n'
        f'<div id="bar">{_links(page.menu)}</div>\n<div id="posts">{page.top}{page.post}\n{page.after}</div>\n'
        f'<div id="sidebar">{page.side}</div>\n<div id="end">{page.foot}</div></div>'
    )
    return _doc(page, TECH_CSS, 'class="single"', body)
