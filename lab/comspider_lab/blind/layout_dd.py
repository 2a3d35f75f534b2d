"""Page skeletons of blind set DD, written for this set (no saved page opened, no theme's or vendor's code copied;
every class, name and text invented), in the manner of the English-language news sites of 2011-2013: ``daily`` (a
regional daily's CMS: utility strip, masthead with weather, section bar, story, right rail, link-column footer),
``station`` (a TV station's vendor CMS: coloured top with a weather bug, red section bar, story, right rail),
``newsblog`` (a news blog on a blog engine: header, menu, post, sidebar of widgets) and ``tech`` (a tech and
culture site: black bar, wide story column, a narrow rail of modules). Every skeleton takes the page's own parts:
``head`` (extra tags), ``top`` (a strip above the story), ``post`` (the article), ``after`` (after the story: the
comment platform's block), ``side`` (rail modules), ``foot`` and ``end`` (scripts before ``</body>``)."""

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
    head: str = ""
    end: str = ""


def _doc(page: Page, css: str, body_cls: str, body: str) -> str:
    return (
        "<!DOCTYPE html>\n"
        '<html lang="en" xmlns:fb="http://ogp.me/ns/fb#">\n<head>\n'
        '<meta http-equiv="Content-Type" content="text/html; charset=UTF-8">\n'
        f"<title>{esc(page.title)} - {esc(page.site)}</title>\n"
        f'<meta property="og:title" content="{esc(page.title)}"><meta property="og:site_name" content="{esc(page.site)}">\n'
        '<meta property="og:type" content="article">\n'
        f'<link rel="alternate" type="application/rss+xml" title="{esc(page.site)} - Top Stories" href="/rss/top.xml">\n'
        f'<style type="text/css">{css}{page.style}</style>\n'
        "<script type=\"text/javascript\">var _gaq = _gaq || []; _gaq.push(['_setAccount', 'UA-7654321-2']); _gaq.push(['_trackPageview']);</script>\n"
        f'{page.head}\n</head>\n<body class="{body_cls}">\n{body}\n{page.end}\n</body>\n</html>\n'
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


DAILY_CSS = (
    "body{margin:0;background:#e8e8e8;font:13px/1.45 Arial,Helvetica,sans-serif;color:#222}#wrap{width:994px;margin:0 auto;background:#fff}"
    "#util{font-size:11px;background:#f1f1f1;padding:4px 10px;overflow:hidden;border-bottom:1px solid #ddd}#util .r{float:right}"
    "#mast{padding:12px 10px;overflow:hidden}#mast a.logo{font:bold 44px 'Times New Roman',serif;color:#14213d;text-decoration:none}#mast .wx{float:right;font-size:12px;text-align:right}"
    "#nav{list-style:none;margin:0;padding:0;background:#14213d;overflow:hidden}#nav li{float:left}#nav a{color:#fff;display:block;padding:7px 11px;font-weight:bold;text-decoration:none}"
    "#main{float:left;width:640px;padding:12px}#rail{float:right;width:310px;padding:12px 6px}.mod{border:1px solid #d6d6d6;margin-bottom:14px}.mod h3{margin:0;background:#14213d;color:#fff;font-size:12px;padding:5px 8px;text-transform:uppercase}"
    ".mod ol,.mod ul{margin:6px 0;padding-left:26px}.ad{background:#f6f6f6;border:1px solid #e1e1e1;color:#aaa;font-size:10px;text-align:center;margin:10px 0}"
    "#foot{clear:both;border-top:5px solid #14213d;padding:14px 10px;font-size:11px;color:#555}#foot .cols{overflow:hidden}#foot .cols ul{float:left;width:180px;list-style:none;padding:0}"
)


def daily(page: Page) -> str:
    body = (
        f'<div id="wrap"><div id="util">{page.top}<span class="r"><a href="/subscribe/">Subscribe</a> | <a href="/eedition/">e-Edition</a> | '
        '<a href="/contests/">Contests</a> | <a href="/classifieds/">Classifieds</a></span></div>\n'
        f'<div id="mast"><a class="logo" href="/">{esc(page.site)}</a><div class="wx">{page.tagline}</div></div>\n'
        f"{_menu(page.menu, 'sections', 'nav')}\n"
        '<div class="ad" style="height:90px;line-height:90px">ADVERTISEMENT</div>\n'
        f'<div id="main">{page.post}\n{page.after}</div>\n'
        f'<div id="rail"><div class="ad" style="height:250px;line-height:250px">ADVERTISEMENT</div>{page.side}</div>\n'
        f'<div id="foot">{page.foot}</div></div>'
    )
    return _doc(page, DAILY_CSS, "article-page section-news", body)


STATION_CSS = (
    "body{margin:0;background:#0e2240;font:13px/1.45 Verdana,Arial,sans-serif;color:#222}#page{width:984px;margin:0 auto;background:#fff}"
    "#top{background:linear-gradient(#2a5ca8,#0e2a5a);color:#fff;padding:10px 14px;overflow:hidden}#top .logo{font:bold 34px Arial;color:#fff;text-decoration:none}"
    "#top .bug{float:right;background:#fff;color:#0e2a5a;padding:5px 10px;border-radius:5px;font-size:12px}#snav{list-style:none;margin:0;padding:0;background:#d21f26;overflow:hidden}"
    "#snav li{float:left}#snav a{display:block;color:#fff;padding:6px 12px;font-weight:bold;text-decoration:none}.col-story{float:left;width:640px;padding:12px}"
    ".col-rail{float:right;width:300px;padding:12px 8px}.rmod{border-top:3px solid #d21f26;margin-bottom:14px}.rmod h4{margin:5px 0;text-transform:uppercase;font-size:12px}"
    "#bottom{clear:both;background:#0e2a5a;color:#99a;padding:16px;font-size:11px}#bottom a{color:#ccd}"
)


def station(page: Page) -> str:
    body = (
        f'<div id="page"><div id="top"><a class="logo" href="/">{esc(page.site)}</a><span class="bug">{page.top}</span>'
        f"<div>{esc(page.tagline)}</div></div>\n{_menu(page.menu, 'snav', 'snav')}\n"
        f'<div class="col-story">{page.post}\n{page.after}</div>\n<div class="col-rail">{page.side}</div>\n'
        f'<div id="bottom">{page.foot}</div></div>'
    )
    return _doc(page, STATION_CSS, "story station", body)


NEWSBLOG_CSS = (
    "body{margin:0;background:#dfe3e6;font:14px/1.6 Georgia,serif;color:#2a2a2a}#shell{width:960px;margin:0 auto;background:#fff}"
    "#branding{padding:26px 20px 14px;border-bottom:4px solid #7a1f1f}#branding .name{font:bold 36px Georgia;color:#7a1f1f;text-decoration:none}#branding .desc{color:#777;font-style:italic}"
    "#menu ul{list-style:none;margin:0;padding:0;background:#333;overflow:hidden}#menu li{float:left}#menu a{display:block;padding:8px 13px;color:#eee;text-decoration:none;font:bold 12px Arial}"
    "#content{float:left;width:620px;padding:20px}#sidebar{float:right;width:280px;padding:20px 10px;font-size:12px}#sidebar .widget{margin-bottom:18px}"
    "#sidebar h3{font:bold 12px Arial;text-transform:uppercase;border-bottom:2px solid #7a1f1f;padding-bottom:3px}#footer{clear:both;background:#333;color:#aaa;padding:14px 20px;font-size:11px}"
)


def newsblog(page: Page) -> str:
    body = (
        f'<div id="shell"><div id="branding"><a class="name" href="/">{esc(page.site)}</a><div class="desc">{esc(page.tagline)}</div></div>\n'
        f'<div id="menu">{_menu(page.menu, "menu")}</div>\n{page.top}'
        f'<div id="content">{page.post}\n{page.after}</div>\n<div id="sidebar">{page.side}</div>\n'
        f'<div id="footer">{page.foot}</div></div>'
    )
    return _doc(page, NEWSBLOG_CSS, "single postid-4471", body)


TECH_CSS = (
    "body{margin:0;background:#fff;font:15px/1.6 'Helvetica Neue',Helvetica,Arial,sans-serif;color:#1e1e1e}#hdr{background:#111;color:#fff;padding:12px 24px;overflow:hidden}"
    "#hdr .logo{font:900 28px 'Arial Black',Arial;color:#fff;text-decoration:none;letter-spacing:-1px}#hdr .logo span{color:#35c0ff}#hdr ul{float:right;list-style:none;margin:8px 0 0;padding:0}"
    "#hdr li{display:inline;margin-left:16px}#hdr li a{color:#ccc;text-decoration:none;font-size:13px;text-transform:uppercase}.stage{width:1000px;margin:0 auto;overflow:hidden}"
    ".story{float:left;width:660px;padding:20px 0}.modules{float:right;width:300px;padding:20px 0}.module{border-top:4px solid #111;margin-bottom:22px;font-size:13px}"
    ".module h4{margin:6px 0;text-transform:uppercase;font-size:12px;letter-spacing:1px}#ftr{background:#111;color:#888;padding:20px 24px;font-size:12px}"
)


def tech(page: Page) -> str:
    body = (
        f'<div id="hdr"><a class="logo" href="/">{esc(page.site)}</a>{_menu(page.menu, "topics")}</div>\n'
        f'<div class="tagline" style="background:#35c0ff;padding:4px 24px;font-size:12px">{esc(page.tagline)}</div>\n{page.top}'
        f'<div class="stage"><div class="story">{page.post}\n{page.after}</div>\n<div class="modules">{page.side}</div></div>\n'
        f'<div id="ftr">{page.foot}</div>'
    )
    return _doc(page, TECH_CSS, "single-article", body)


def footer_cols(cols: dict[str, tuple[str, ...]], line: str) -> str:
    out = '<div class="cols">'
    for head, links in cols.items():
        out += f"<ul><li><b>{esc(head)}</b></li>" + "".join(
            f'<li><a href="/{slug(x)}/">{esc(x)}</a></li>' for x in links
        )
        out += "</ul>"
    return out + f"</div><p>{line}</p>"


def share_bar(counts: tuple[tuple[str, str], ...], cls: str = "sharebar") -> str:
    return (
        f'<div class="{cls}">'
        + "".join(
            f'<a class="{cls}-{slug(name)}" href="#">{esc(name)}</a> <span class="{cls}-count">{esc(n)}</span> '
            for name, n in counts
        )
        + f'<a class="{cls}-email" href="#">Email</a> <a class="{cls}-print" href="#">Print</a></div>'
    )
