"""Page templates of blind set BX, written for this set (no saved page opened, no vendor's or theme's code copied;
every class, name and text invented), in the manner of English-language news sites of 2010-2014. Four looks:

- ``metro``: a big paper's home-made site (``mx-*``): a top bar with the date and "Sign in | Register", the masthead,
  a section bar, a breaking-news ticker, the story with byline, Facebook/Twitter/LinkedIn share counts and an
  e-mail/print line, the case's block, a right rail (advertisement, the case's widgets), a footer of link columns;
- ``local``: a regional paper's CMS (``lc-*``): a slim top bar with the weather, a logo band with a search box, a
  section bar, "You are here", the story with the paper's share buttons, the case's block, a right column, a footer
  of the group's other titles;
- ``blog``: a news blog's theme (``nb-*``): a dark header with the blog's name and tagline, category tabs, the post
  with "Posted by NAME on DATE | N comments" and tags, the case's block, a sidebar of widgets, a "Powered by" footer;
- ``station``: a TV or radio station's news site (``st-*``): a "Watch live" / "Listen live" bar, a weather strip, the
  logo band, a section bar, the story with a video or audio player placeholder, the case's block, a right column, a
  footer with the licence notice.

Page parts (``Bits``): ``inside`` (inside the story, after its text), ``after`` (after the story), ``side`` (the
sidebar or right column), ``style``, ``tail`` (before </body>).
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass

from comspider_lab.blind.content_bx import SiteBX
from comspider_lab.blind.layout import esc, slug


@dataclass(frozen=True)
class Piece:
    """The article or post: headline, byline (as the site prints it), ISO time, the time as shown, paragraphs
    (blank-line separated)."""

    title: str
    byline: str
    iso: str
    shown: str
    text: str
    dek: str = ""
    section: str = ""
    tags: tuple[str, ...] = ()
    caption: str = ""
    count_line: str = ""  # e.g. "14 comments" next to the byline

    @property
    def paragraphs(self) -> list[str]:
        return [" ".join(p.split()) for p in self.text.strip().split("\n\n") if p.strip()]


@dataclass(frozen=True)
class Bits:
    inside: str = ""
    after: str = ""
    side: str = ""
    style: str = ""
    tail: str = ""


def num(key: str, lo: int, hi: int) -> int:
    return lo + int(hashlib.md5(key.encode()).hexdigest()[:6], 16) % (hi - lo + 1)


def _head(site: SiteBX, piece: Piece, css: str, bits: Bits) -> str:
    return (
        '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">\n'
        '<html xmlns="http://www.w3.org/1999/xhtml" xmlns:fb="http://ogp.me/ns/fb#" lang="en" xml:lang="en">\n<head>\n'
        '<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />\n'
        f"<title>{esc(piece.title)} - {esc(site.name)}</title>\n"
        f'<meta name="description" content="{esc(piece.dek or piece.paragraphs[0][:150])}" />\n'
        f'<meta property="og:title" content="{esc(piece.title)}" /><meta property="og:type" content="article" />'
        f'<meta property="og:site_name" content="{esc(site.name)}" />\n'
        f'<meta name="twitter:card" content="summary" /><link rel="canonical" href="/{slug(piece.title)[:40]}" />\n'
        f'<style type="text/css">{css}{bits.style}</style>\n'
        '<script type="text/javascript">var _gaq = _gaq || []; _gaq.push(["_setAccount", "UA-0000000-2"]); '
        '_gaq.push(["_trackPageview"]); var googletag = googletag || {}; googletag.cmd = googletag.cmd || [];</script>\n'
        "</head>\n"
    )


def _paras(piece: Piece) -> str:
    return "".join(f"<p>{esc(p)}</p>" for p in piece.paragraphs)


def _tags(piece: Piece, cls: str, word: str = "Tags") -> str:
    if not piece.tags:
        return ""
    return (
        f'<p class="{cls}">{esc(word)}: '
        + ", ".join(f'<a href="/topic/{slug(x)}" rel="tag">{esc(x)}</a>' for x in piece.tags)
        + "</p>"
    )


def _menu(site: SiteBX, cls: str, base: str = "/") -> str:
    return (
        f'<ul class="{cls}">'
        + "".join(
            f'<li{" class=on" if k == 0 else ""}><a href="{base}{"" if k == 0 else slug(m) + "/"}">{esc(m)}</a></li>'
            for k, m in enumerate(site.menu)
        )
        + "</ul>"
    )


METRO_CSS = """body{margin:0;background:#f3f3f3;font:13px/1.5 Arial,Helvetica,sans-serif;color:#222}#mx-page{width:1000px;margin:0 auto;background:#fff}
.mx-top{background:#1d2733;color:#aab;font-size:11px;padding:4px 10px;overflow:hidden}.mx-top a{color:#dde}.mx-top .r{float:right}
.mx-mast{text-align:center;padding:16px 0 8px}.mx-mast a{font:bold 44px 'Times New Roman',Georgia,serif;color:#111;text-decoration:none}.mx-mast em{display:block;font-size:11px;color:#888;font-style:normal;letter-spacing:2px;text-transform:uppercase}
.mx-nav{list-style:none;margin:0;padding:0;border-top:3px double #111;border-bottom:1px solid #111;text-align:center}.mx-nav li{display:inline}.mx-nav a{display:inline-block;padding:6px 10px;font-weight:bold;color:#111;text-decoration:none;text-transform:uppercase;font-size:12px}
.mx-ticker{background:#fdf1d8;border-bottom:1px solid #e2c98e;padding:4px 10px;font-size:12px}.mx-ticker b{color:#b00}#mx-cols{overflow:hidden;padding:12px}#mx-main{float:left;width:640px}#mx-rail{float:right;width:310px}
.mx-kick{color:#b00;font:bold 11px Arial;text-transform:uppercase}.mx-story h1{font:bold 32px/1.1 Georgia,serif;margin:4px 0 8px}.mx-dek{font:italic 16px Georgia,serif;color:#444}
.mx-by{font-size:11px;color:#555;border-top:1px solid #ddd;padding:4px 0}.mx-share{font-size:11px;background:#f6f6f6;border:1px solid #e5e5e5;padding:4px 6px;margin:6px 0}.mx-share span{margin-right:14px}
.mx-fig img{background:#ccd}.mx-cap{font-size:11px;color:#666;margin:2px 0 10px}.mx-story p{font:15px/1.6 Georgia,serif}.mx-ad{background:#f0f0f0;border:1px solid #ddd;height:250px;color:#aaa;font-size:10px;text-align:center;margin-bottom:12px}
.mx-box{border-top:3px solid #111;margin-bottom:14px}.mx-box h3{font:bold 13px Arial;text-transform:uppercase;margin:4px 0}.mx-box ol,.mx-box ul{margin:4px 0;padding-left:22px}.mx-box p{margin:4px 0}
#mx-foot{clear:both;background:#1d2733;color:#99a;font-size:11px;padding:16px 12px;overflow:hidden}#mx-foot ul{float:left;width:180px;list-style:none;margin:0;padding:0}#mx-foot a{color:#ccd}"""


def metro(site: SiteBX, piece: Piece, bits: Bits) -> str:
    key = slug(piece.title)
    sec = piece.section or site.menu[1]
    cols = [site.menu[i : i + 3] for i in range(0, len(site.menu), 3)]
    return (
        _head(site, piece, METRO_CSS, bits) + '<body class="mx">\n<div id="mx-page">\n'
        f'<div class="mx-top">{esc(piece.shown.split(",")[0])} · <a href="/weather/">Weather</a> · <a href="/e-edition/">e-Edition</a>'
        '<span class="r"><a href="/account/login">Sign in</a> | <a href="/account/register">Register</a> | <a href="/subscribe">Subscribe</a></span></div>\n'
        f'<div class="mx-mast"><a href="/">{esc(site.name)}</a><em>{esc(site.motto)}</em></div>\n'
        + _menu(site, "mx-nav")
        + '\n<div class="mx-ticker"><b>BREAKING:</b> <a href="/news/traffic">Lane closures on the interchange through Friday</a></div>\n'
        '<div id="mx-cols"><div id="mx-main">\n'
        f'<div class="mx-story"><p class="mx-kick">{esc(sec)}</p><h1>{esc(piece.title)}</h1>'
        + (f'<p class="mx-dek">{esc(piece.dek)}</p>' if piece.dek else "")
        + f'<p class="mx-by">{esc(piece.byline)} · <span class="mx-date" title="{piece.iso}">{esc(piece.shown)}</span>'
        + (f' · <a href="#mx-talk">{esc(piece.count_line)}</a>' if piece.count_line else "")
        + "</p>"
        f'<div class="mx-share"><span>Facebook Like {num(key, 12, 980)}</span><span>Tweet {num(key + "t", 3, 260)}</span>'
        f'<span>LinkedIn {num(key + "l", 0, 40)}</span><span><a href="/email?a={num(key, 1000, 9999)}">E-mail</a></span><span><a href="/print?a={num(key, 1000, 9999)}">Print</a></span></div>'
        f'<div class="mx-fig"><img src="/_avatar/mx-{key[:24]}.svg" alt="" width="640" height="360" /></div>'
        + (f'<p class="mx-cap">{esc(piece.caption)}</p>' if piece.caption else "")
        + _paras(piece)
        + bits.inside
        + _tags(piece, "mx-tags", "Topics")
        + "</div>\n"
        + bits.after
        + '\n</div>\n<div id="mx-rail"><div class="mx-ad">ADVERTISEMENT</div>'
        + bits.side
        + '</div></div>\n<div id="mx-foot">'
        + "".join(
            "<ul>" + "".join(f'<li><a href="/{slug(m)}/">{esc(m)}</a></li>' for m in c) + "</ul>"
            for c in cols
        )
        + f'<p style="clear:both">© {piece.iso[:4]} {esc(site.name)}. All rights reserved. <a href="/terms">Terms of use</a> · <a href="/privacy">Privacy policy</a></p></div>\n</div>\n{bits.tail}\n</body>\n</html>\n'
    )


LOCAL_CSS = """body{margin:0;background:#e9ecef;font:12px/1.5 Verdana,Arial,sans-serif;color:#222}#lc-wrap{width:980px;margin:0 auto;background:#fff;border:1px solid #ccc}
.lc-strip{background:#eef3f7;font-size:11px;padding:3px 10px;overflow:hidden;color:#456}.lc-strip span{float:right}.lc-band{background:#0a4a7a;padding:14px 12px;overflow:hidden}
.lc-band a.lc-logo{float:left;color:#fff;font:bold 32px 'Arial Black',Arial,sans-serif;text-decoration:none}.lc-band small{display:block;color:#a8c8e4;font:11px Verdana}.lc-band form{float:right;margin-top:10px}
.lc-bar{list-style:none;margin:0;padding:0;background:#e43;overflow:hidden}.lc-bar li{float:left}.lc-bar a{display:block;padding:6px 11px;color:#fff;font-weight:bold;text-decoration:none;font-size:12px}.lc-bar li.on a{background:#b21}
.lc-here{font-size:10px;color:#888;padding:5px 12px}#lc-body{overflow:hidden;padding:0 12px 12px}#lc-story{float:left;width:620px}#lc-col{float:right;width:310px}
.lc-story h1{font:bold 26px/1.15 Arial,sans-serif;color:#0a4a7a;margin:6px 0}.lc-intro{font-weight:bold;font-size:13px}.lc-by{font-size:11px;color:#666;margin:6px 0}
.lc-btns{margin:6px 0;font-size:11px}.lc-btns a{display:inline-block;background:#eee;border:1px solid #ccc;padding:1px 6px;margin-right:4px;color:#333;text-decoration:none}
.lc-pic img{background:#bcd}.lc-cap{font-size:10px;color:#666;margin:0 0 8px}.lc-box{border:1px solid #cfd8e0;margin-bottom:12px}.lc-box h3{background:#0a4a7a;color:#fff;margin:0;padding:4px 8px;font-size:12px}
.lc-box ol,.lc-box ul{margin:6px 0;padding-left:24px}.lc-box p{margin:6px 8px}.lc-mpu{background:#f2f2f2;height:250px;border:1px solid #ddd;color:#aaa;text-align:center;font-size:10px;margin-bottom:12px}
#lc-foot{clear:both;background:#0a4a7a;color:#a8c8e4;font-size:10px;padding:10px 12px}#lc-foot a{color:#fff;margin-right:8px}"""


def local(site: SiteBX, piece: Piece, bits: Bits) -> str:
    key = slug(piece.title)
    sec = piece.section or site.menu[1]
    return (
        _head(site, piece, LOCAL_CSS, bits) + '<body>\n<div id="lc-wrap">\n'
        f'<div class="lc-strip">{esc(piece.shown)}<span><a href="/weather">Weather</a> | <a href="/login">Log in</a> | <a href="/register">Register</a> | <a href="/newsletter">Newsletter</a></span></div>\n'
        f'<div class="lc-band"><a class="lc-logo" href="/">{esc(site.name)}<small>{esc(site.motto)}</small></a>'
        '<form action="/search" method="get"><input type="text" name="q" value="Search..." /> <input type="submit" value="Go" /></form></div>\n'
        + _menu(site, "lc-bar")
        + f'\n<div class="lc-here">You are here: <a href="/">Home</a> &gt; <a href="/{slug(sec)}/">{esc(sec)}</a></div>\n'
        '<div id="lc-body"><div id="lc-story">\n'
        f'<div class="lc-story"><h1>{esc(piece.title)}</h1>'
        + (f'<p class="lc-intro">{esc(piece.dek)}</p>' if piece.dek else "")
        + f'<p class="lc-by">{esc(piece.byline)} <span class="lc-when" title="{piece.iso}">{esc(piece.shown)}</span>'
        + (f' · <a href="#lc-talk">{esc(piece.count_line)}</a>' if piece.count_line else "")
        + "</p>"
        f'<p class="lc-btns"><a href="/share/fb">f Share ({num(key, 0, 300)})</a><a href="/share/tw">Tweet ({num(key + "w", 0, 90)})</a><a href="/email">Email</a><a href="/print">Print</a></p>'
        f'<div class="lc-pic"><img src="/_avatar/lc-{key[:24]}.svg" alt="" width="620" height="350" /></div>'
        + (f'<p class="lc-cap">{esc(piece.caption)}</p>' if piece.caption else "")
        + _paras(piece)
        + bits.inside
        + _tags(piece, "lc-tags")
        + "</div>\n"
        + bits.after
        + '\n</div>\n<div id="lc-col"><div class="lc-mpu">Advertisement</div>'
        + bits.side
        + '</div></div>\n<div id="lc-foot">'
        + "".join(f'<a href="/{slug(m)}/">{esc(m)}</a>' for m in site.menu)
        + f"<br />© {piece.iso[:4]} {esc(site.name)}. Part of a regional newspaper group. Contact us · Advertise · Terms and conditions</div>\n</div>\n{bits.tail}\n</body>\n</html>\n"
    )


BLOG_CSS = """body{margin:0;background:#fafafa;font:14px/1.6 Georgia,'Times New Roman',serif;color:#2a2a2a}#nb-head{background:#222;padding:22px 0}#nb-head div{width:960px;margin:0 auto}
#nb-head a{color:#fff;font:bold 36px 'Helvetica Neue',Arial,sans-serif;text-decoration:none;letter-spacing:-1px}#nb-head p{color:#999;margin:2px 0 0;font:italic 13px Georgia}
.nb-cats{background:#c0392b;margin:0;padding:0 0 0 calc(50% - 480px);list-style:none;overflow:hidden}.nb-cats li{float:left}.nb-cats a{display:block;color:#fff;padding:8px 14px;font:bold 12px Arial;text-transform:uppercase;text-decoration:none}
#nb-wrap{width:960px;margin:20px auto;overflow:hidden}#nb-main{float:left;width:640px}#nb-side{float:right;width:290px;font:12px/1.5 Arial,sans-serif}
.nb-post h1{font:bold 30px/1.15 'Helvetica Neue',Arial,sans-serif;margin:0 0 6px}.nb-meta{font:11px Arial;color:#888;text-transform:uppercase;border-bottom:1px solid #e4e4e4;padding-bottom:6px}
.nb-post img{background:#ddd}.nb-tags{font:11px Arial;color:#777}.nb-w{background:#fff;border:1px solid #e4e4e4;padding:8px 12px;margin-bottom:16px}.nb-w h4{font:bold 12px Arial;text-transform:uppercase;color:#c0392b;margin:0 0 6px}
.nb-w ul,.nb-w ol{margin:0;padding-left:18px}#nb-foot{background:#222;color:#888;text-align:center;font:11px Arial;padding:14px}"""


def blog(site: SiteBX, piece: Piece, bits: Bits) -> str:
    key = slug(piece.title)
    return (
        _head(site, piece, BLOG_CSS, bits) + '<body class="single single-post">\n'
        f'<div id="nb-head"><div><a href="/">{esc(site.name)}</a><p>{esc(site.motto)}</p></div></div>\n'
        + _menu(site, "nb-cats", "/category/")
        + '\n<div id="nb-wrap"><div id="nb-main">\n'
        f'<div class="nb-post" id="post-{num(key, 1000, 99999)}"><h1>{esc(piece.title)}</h1>'
        f'<p class="nb-meta">{esc(piece.byline)} <span class="nb-date" title="{piece.iso}">{esc(piece.shown)}</span>'
        + (f' | <a href="#nb-talk">{esc(piece.count_line)}</a>' if piece.count_line else "")
        + "</p>"
        f'<p><img src="/_avatar/nb-{key[:24]}.svg" alt="" width="620" height="330" /></p>'
        + (f'<p class="nb-cap"><small>{esc(piece.caption)}</small></p>' if piece.caption else "")
        + _paras(piece)
        + bits.inside
        + _tags(piece, "nb-tags", "Filed under")
        + f'<p class="nb-tags"><a href="https://twitter.com/share">Tweet</a> · <a href="https://www.facebook.com/sharer.php">Like ({num(key, 4, 800)})</a> · <a href="/feed/">RSS</a></p></div>\n'
        + bits.after
        + '\n</div>\n<div id="nb-side"><div class="nb-w"><form action="/" method="get"><input type="text" name="s" size="24" /> <input type="submit" value="Search" /></form></div>'
        + bits.side
        + f'</div></div>\n<div id="nb-foot">© {piece.iso[:4]} {esc(site.name)} · Proudly powered by our own little CMS · <a href="/advertise" style="color:#aaa">Advertise</a></div>\n{bits.tail}\n</body>\n</html>\n'
    )


STATION_CSS = """body{margin:0;background:#0f1c2e;font:13px/1.5 Arial,Helvetica,sans-serif;color:#222}#st-page{width:990px;margin:0 auto;background:#fff}
.st-live{background:#c8102e;color:#fff;font:bold 12px Arial;padding:5px 10px;overflow:hidden}.st-live a{color:#fff;margin-right:16px}.st-wx{float:right;font-weight:normal}
.st-band{background:linear-gradient(#1b3b6f,#0f1c2e);padding:12px 14px;overflow:hidden}.st-band a.st-logo{color:#fff;font:bold 30px Arial;text-decoration:none}.st-band span{color:#9bb3d6;margin-left:10px;font-style:italic}
.st-nav{list-style:none;margin:0;padding:0;background:#24487f;overflow:hidden}.st-nav li{float:left}.st-nav a{display:block;color:#fff;padding:7px 12px;font-weight:bold;text-decoration:none}
#st-body{overflow:hidden;padding:12px}#st-main{float:left;width:630px}#st-right{float:right;width:320px}.st-story h1{font:bold 28px/1.15 Arial;margin:4px 0}.st-meta{font-size:11px;color:#666}
.st-player{background:#000;color:#bbb;height:330px;text-align:center;line-height:330px;margin:8px 0}.st-box{background:#f2f5fa;border:1px solid #d6deea;margin-bottom:12px;padding:6px 10px}
.st-box h3{margin:0 0 4px;font-size:13px;color:#1b3b6f;text-transform:uppercase}.st-box ol,.st-box ul{margin:4px 0;padding-left:20px}#st-foot{clear:both;background:#0f1c2e;color:#889;font-size:11px;padding:12px}#st-foot a{color:#ccd;margin-right:8px}"""


def station(site: SiteBX, piece: Piece, bits: Bits) -> str:
    key = slug(piece.title)
    radio = "FM" in site.name
    return (
        _head(site, piece, STATION_CSS, bits) + '<body>\n<div id="st-page">\n'
        '<div class="st-live">'
        + (
            '<a href="/listen-live">▶ LISTEN LIVE</a><a href="/podcasts">Podcasts</a>'
            if radio
            else '<a href="/live">▶ WATCH LIVE</a><a href="/closings">School closings</a>'
        )
        + '<span class="st-wx">Now: 7° · Cloudy · <a href="/weather">Forecast</a></span></div>\n'
        f'<div class="st-band"><a class="st-logo" href="/">{esc(site.name)}</a><span>{esc(site.motto)}</span></div>\n'
        + _menu(site, "st-nav")
        + '\n<div id="st-body"><div id="st-main">\n'
        f'<div class="st-story"><h1>{esc(piece.title)}</h1><p class="st-meta">{esc(piece.byline)} · <span title="{piece.iso}">{esc(piece.shown)}</span>'
        + (f' · <a href="#st-talk">{esc(piece.count_line)}</a>' if piece.count_line else "")
        + "</p>"
        + (
            f'<div class="st-player">{"Audio" if radio else "Video"} player: {esc(piece.caption or piece.title[:40])}</div>'
        )
        + _paras(piece)
        + bits.inside
        + _tags(piece, "st-tags")
        + f'<p class="st-meta">Share: <a href="/s/fb">Facebook ({num(key, 2, 400)})</a> · <a href="/s/tw">Twitter ({num(key + "x", 0, 120)})</a> · <a href="/s/em">Email</a></p></div>\n'
        + bits.after
        + '\n</div>\n<div id="st-right">'
        + bits.side
        + '</div></div>\n<div id="st-foot">'
        + "".join(f'<a href="/{slug(m)}/">{esc(m)}</a>' for m in site.menu)
        + f"<br />© {piece.iso[:4]} {esc(site.name)}. All rights reserved. EEO public file · Closed captioning · Contact the newsroom</div>\n</div>\n{bits.tail}\n</body>\n</html>\n"
    )


LOOKS = {"metro": metro, "local": local, "blog": blog, "station": station}


def render_bx(site: SiteBX, piece: Piece, bits: Bits) -> str:
    return LOOKS[site.look](site, piece, bits)
