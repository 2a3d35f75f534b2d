"""Page templates of blind set BR, written for this set (no saved page opened, no vendor's or theme's code copied;
every class, name and text invented): English-language news sites and blogs of 2010-2013 as a crawler saved them,
with a "saved from url" note, XHTML doctypes, inline tracking stubs that load nothing, and the era's furniture.
Seven looks:

- ``courier``: a US or Canadian community paper's CMS: leaderboard ad, masthead with the date and the weather, a
  tab bar, a two-cell layout table (story, right rail with an ad, most read/most commented/most e-mailed, a poll),
  story tools, tags, related stories, a footer with the CMS's "powered by" line;
- ``tv``: a local TV station: a live bar, a weather box, a video placeholder, top stories, a radar box;
- ``redtop``: a UK tabloid: red masthead, bullet-point standfirst, share bar, "most read" with thumbnails,
  "around the web" sponsored links;
- ``regional``: a UK, Irish or Philippine regional paper: blue-ish header, "your area" box, most read, jobs / homes /
  motors promos, family notices;
- ``portal``: an Indian, Australian, South African, Nigerian, Singaporean or Philippine news portal: top strip with
  the edition's time, a breaking ticker, a dense section bar, "also read", a tabbed most popular box, photo galleries;
- ``blog``: a hosted or self-hosted blog theme: banner, date header, "Posted by NAME at TIME", labels, a sidebar of
  widgets (about me, followers, archive, labels cloud, blogroll);
- ``campus``: an academic's blog: plain serif, pages, categories, blogroll, meta, a licence line.

Page parts (``Bits``): ``inside`` (inside the story, after its text), ``after`` (after the story), ``side`` (the
rail or sidebar, after the look's own widgets), ``style``, ``tail`` (before </body>).
"""

from __future__ import annotations

from dataclasses import dataclass

from comspider_lab.blind.content_br import SiteBR
from comspider_lab.blind.layout import esc, slug


@dataclass(frozen=True)
class Piece:
    """The article or post: headline, byline, ISO time, the time as shown, paragraphs (blank-line separated)."""

    title: str
    byline: str
    iso: str
    shown: str
    text: str
    dek: str = ""
    section: str = ""
    tags: tuple[str, ...] = ()
    popular: tuple[str, ...] = ()
    related: tuple[str, ...] = ()
    count: str = ""  # the comment count link in the story's meta line ("22 comments", "Comments (0)"), if any

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


def _saved(site: SiteBR, path: str) -> str:
    url = f"http://{site.domain}{path}"
    return f"<!-- saved from url=({len(url):04d}){url} -->\n"


def _head(site: SiteBR, piece: Piece, path: str, css: str, bits: Bits, strict: bool = False) -> str:
    doctype = (
        '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">'
        if strict
        else '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">'
    )
    return (
        _saved(site, path)
        + doctype
        + '\n<html xmlns="http://www.w3.org/1999/xhtml" xmlns:fb="http://www.facebook.com/2008/fbml" xml:lang="en" lang="en">\n<head>\n'
        '<meta http-equiv="Content-Type" content="text/html; charset=UTF-8" />\n'
        f"<title>{esc(piece.title)} | {esc(site.name)}</title>\n"
        f'<meta name="description" content="{esc(piece.dek or piece.paragraphs[0][:150])}" />\n'
        f'<meta property="og:title" content="{esc(piece.title)}" /><meta property="og:site_name" content="{esc(site.name)}" />\n'
        f'<meta property="og:url" content="http://{site.domain}{path}" /><meta name="pubdate" content="{piece.iso}" />\n'
        f'<link rel="alternate" type="application/rss+xml" title="{esc(site.name)} RSS" href="/feed/" />\n'
        f'<style type="text/css">{css}{bits.style}</style>\n'
        "<script type=\"text/javascript\">var _gaq = _gaq || []; _gaq.push(['_setAccount', 'UA-"
        + str(1000000 + sum(map(ord, site.key)) * 37)
        + "-1']); _gaq.push(['_trackPageview']);</script>\n</head>\n"
    )


ON = ' class="on"'


def _menu(site: SiteBR, cls: str, active: str = "") -> str:
    return (
        f'<ul class="{cls}">'
        + "".join(
            f'<li{ON if m == active else ""}><a href="/{"" if k == 0 else slug(m) + "/"}">{esc(m)}</a></li>'
            for k, m in enumerate(site.menu)
        )
        + "</ul>"
    )


def _list(rows: tuple[str, ...], sec: str, tag: str = "ul", cls: str = "") -> str:
    attr = f' class="{cls}"' if cls else ""
    return (
        f"<{tag}{attr}>"
        + "".join(f'<li><a href="/{slug(sec)}/{slug(r)[:40]}">{esc(r)}</a></li>' for r in rows)
        + f"</{tag}>"
    )


def _paras(piece: Piece) -> str:
    return "".join(f"<p>{esc(p)}</p>" for p in piece.paragraphs)


def _count(piece: Piece) -> str:
    return f' | <a href="#comments" class="cnt">{esc(piece.count)}</a>' if piece.count else ""


def ad(size: str, label: str = "Advertisement") -> str:
    w, h = size.split("x")
    return (
        f'<div class="ad ad-{size}" style="width:{w}px;max-width:100%;height:{h}px"><span>{esc(label)}</span>'
        f"<script type=\"text/javascript\">var ad_slot_{w}x{h} = {{ zone: 'ros', sz: '{size}' }};</script></div>"
    )


def share_bar(count: str = "") -> str:
    return (
        '<div class="sharebar"><a href="https://twitter.com/share" class="twitter-share-button" data-count="horizontal">Tweet</a> '
        '<fb:like send="false" layout="button_count" width="90" show_faces="false"></fb:like> '
        '<span class="gplus">+1</span> <a href="/email-a-friend" class="mailto">Email</a> <a href="javascript:window.print()">Print</a>'
        + (f' <span class="sharecount">{esc(count)}</span>' if count else "")
        + "</div>"
    )


# --------------------------------------------------------------------------- courier

COURIER_CSS = """body{margin:0;background:#e9e6df;font:13px/1.5 Verdana,Arial,sans-serif;color:#222}#wrapper{width:980px;margin:0 auto;background:#fff}
#leaderboard{padding:8px 0;text-align:center;background:#f4f4f4}.ad{background:#f0f0f0;border:1px solid #ddd;margin:0 auto 12px;color:#999;font-size:10px;text-transform:uppercase;text-align:center}
#masthead td{vertical-align:bottom;padding:10px 14px}#masthead .logo{font:bold 42px/1 Georgia,'Times New Roman',serif;color:#111;text-decoration:none}#masthead .motto{font:italic 12px Georgia,serif;color:#666}
#masthead .wx{text-align:right;font-size:11px;color:#555}#nav{margin:0;padding:0;list-style:none;background:VAR;overflow:hidden}#nav li{float:left}#nav a{display:block;padding:7px 13px;color:#fff;font-weight:bold;text-decoration:none;font-size:12px}
#nav li.on a{background:#fff;color:VAR}#breaking{background:#ffe9a8;padding:5px 14px;font-size:12px}#layout{width:100%;border-collapse:collapse}#main{vertical-align:top;padding:14px 18px;width:640px}
#rail{vertical-align:top;padding:14px;width:300px;border-left:1px solid #ddd;background:#fafafa}.crumb{font-size:11px;color:#888}.headline{font:bold 28px/1.15 Georgia,serif;margin:6px 0}.subhead{font:normal 16px Georgia,serif;color:#555;margin:0 0 8px}
.byline{font-size:11px;color:#444;text-transform:uppercase}.dateline{font-size:11px;color:#888}.tools{border-top:1px dotted #bbb;border-bottom:1px dotted #bbb;padding:4px 0;margin:8px 0;font-size:11px}
.storytext p{font:15px/1.6 Georgia,serif}.tags{font-size:11px;color:#666}.box{border:1px solid #ddd;background:#fff;margin-bottom:12px}.box h3{margin:0;padding:5px 8px;background:VAR;color:#fff;font-size:12px;text-transform:uppercase}
.box ol,.box ul{margin:6px 0;padding-left:26px}.box li{margin:3px 0}.tabs3{overflow:hidden;margin:0;padding:0;list-style:none}.tabs3 li{float:left;padding:4px 8px;font-size:11px;background:#eee;margin-right:2px}.tabs3 li.on{background:VAR;color:#fff}
.related h4{border-bottom:2px solid VAR;margin:18px 0 6px}#footer{background:#333;color:#ccc;font-size:11px;padding:14px}#footer a{color:#fff}.sharebar{font-size:11px;margin:8px 0}"""


def courier(site: SiteBR, piece: Piece, bits: Bits, path: str) -> str:
    sec = piece.section or site.menu[1]
    return (
        _head(site, piece, path, COURIER_CSS.replace("VAR", site.colour), bits)
        + '<body class="story-page">\n<div id="wrapper"><div id="leaderboard">'
        + ad("728x90")
        + "</div>"
        f'<div id="masthead"><table width="100%" cellspacing="0" cellpadding="0"><tr><td><a class="logo" href="/">{esc(site.name)}</a>'
        f'<div class="motto">{esc(site.motto)}</div></td><td class="wx">{esc(site.place)}: 41&deg;F, Mostly Cloudy<br />'
        f'<a href="/subscribe/">Subscribe</a> | <a href="/e-edition/">e-Edition</a> | <a href="/login/">Log in</a> | <a href="/register/">Register</a></td></tr></table></div>'
        + _menu(site, "", sec).replace('<ul class="">', '<ul id="nav">')
        + f'<div id="breaking"><b>Latest:</b> <a href="/{slug(sec)}/">{esc((piece.popular or (piece.title,))[0])}</a></div>'
        '<table id="layout" cellspacing="0" cellpadding="0"><tr><td id="main">'
        f'<div class="crumb"><a href="/">Home</a> &gt; <a href="/{slug(sec)}/">{esc(sec)}</a></div>'
        f'<h1 class="headline">{esc(piece.title)}</h1>'
        + (f'<h2 class="subhead">{esc(piece.dek)}</h2>' if piece.dek else "")
        + f'<div class="byline">{esc(piece.byline)}</div><div class="dateline">Posted: <span class="pubdate" title="{piece.iso}">{esc(piece.shown)}</span></div>'
        f'<div class="tools">Story tools: <a href="/email/">E-mail</a> | <a href="javascript:window.print()">Print</a> | Text size: <a href="#">A</a> <a href="#">A</a>{_count(piece)}</div>'
        f'<div class="storytext"><img src="/_avatar/{slug(piece.title)[:24]}-photo.svg" width="300" height="200" alt="" style="float:right;margin:0 0 8px 12px" />'
        + _paras(piece)
        + bits.inside
        + "</div>"
        + (f'<p class="tags">Tags: {", ".join(esc(t) for t in piece.tags)}</p>' if piece.tags else "")
        + share_bar()
        + bits.after
        + (
            f'<div class="related"><h4>Related stories</h4>{_list(piece.related, sec)}</div>'
            if piece.related
            else ""
        )
        + '</td><td id="rail">'
        + ad("300x250")
        + '<div class="box"><ul class="tabs3"><li class="on">Most read</li><li>Most commented</li><li>Most e-mailed</li></ul>'
        + _list(piece.popular, sec, "ol")
        + "</div>"
        + bits.side
        + '<div class="box"><h3>Local business directory</h3><ul><li><a href="/biz/auto">Auto repair</a></li><li><a href="/biz/dentists">Dentists</a></li>'
        '<li><a href="/biz/restaurants">Restaurants</a></li><li><a href="/biz/realtors">Realtors</a></li></ul></div>'
        + ad("300x100")
        + "</td></tr></table>"
        f'<div id="footer"><a href="/about/">About us</a> | <a href="/contact/">Contact</a> | <a href="/advertise/">Advertise</a> | <a href="/privacy/">Privacy policy</a> | <a href="/terms/">Terms of use</a><br />'
        f"Copyright &copy; {piece.iso[:4]} {esc(site.name)}. All rights reserved. Site powered by NewsDesk Pro 4.2</div>"
        f"</div>\n{bits.tail}\n</body>\n</html>\n"
    )


# --------------------------------------------------------------------------- tv

TV_CSS = """body{margin:0;background:#101820 url() repeat-x;font:13px/1.45 Arial,Helvetica,sans-serif;color:#222}#page{width:990px;margin:0 auto;background:#fff}
#livebar{background:#000;color:#ddd;font-size:11px;padding:4px 12px}#livebar b{color:#e53935}#top{background:VAR;color:#fff;padding:12px 16px;overflow:hidden}#top .logo{float:left;font:900 34px/1 Impact,'Arial Black',sans-serif;color:#fff;text-decoration:none;letter-spacing:1px}
#top .logo span{display:block;font:12px Arial,sans-serif;letter-spacing:0;color:#cfe0ff}#top .wxnow{float:right;text-align:right;font-size:12px}#top .wxnow b{font-size:28px}
.tvnav{margin:0;padding:0 8px;list-style:none;background:#0a2a57;overflow:hidden}.tvnav li{float:left}.tvnav a{display:block;color:#fff;padding:8px 12px;font-weight:bold;text-decoration:none}
#cols{overflow:hidden;padding:14px}#story{float:left;width:630px}#right{float:right;width:300px}.player{background:#000;color:#888;height:300px;text-align:center;line-height:300px;margin-bottom:10px}
#story h1{font:bold 26px/1.2 Arial,sans-serif;margin:6px 0}.meta{color:#777;font-size:11px}.storybody p{font-size:14px}.rbox{border:1px solid #cfd8dc;margin-bottom:12px}.rbox h3{margin:0;background:#0a2a57;color:#fff;padding:5px 8px;font-size:13px}
.rbox ul,.rbox ol{margin:6px 0;padding-left:24px}.radar{height:150px;background:#9ccc65;margin:6px}#tvfoot{background:#0a2a57;color:#9fb6d9;font-size:11px;padding:14px;clear:both}.sharebar{margin:8px 0;font-size:11px}"""


def tv(site: SiteBR, piece: Piece, bits: Bits, path: str) -> str:
    sec = piece.section or site.menu[1]
    return (
        _head(site, piece, path, TV_CSS.replace("VAR", site.colour), bits)
        + '<body>\n<div id="page"><div id="livebar"><b>&#9679; LIVE</b> News 6 at 5 | <a href="/video/live">Watch live</a> | <a href="/apps/">Get our free apps</a> | <a href="/alerts/">Text alerts</a></div>'
        f'<div id="top"><a class="logo" href="/">{esc(site.name)}<span>{esc(site.motto)}</span></a>'
        f'<div class="wxnow">{esc(site.place)} <b>38&deg;</b><br />Feels like 31&deg; &middot; Wind NW 12 mph</div></div>'
        + _menu(site, "tvnav", sec)
        + '<div id="cols"><div id="story">'
        f'<div class="player">Video player loading&hellip;<script type="text/javascript">var vrt_player = {{ clip: "{slug(piece.title)[:30]}", autoplay: false }};</script></div>'
        f"<h1>{esc(piece.title)}</h1>"
        f'<p class="meta">{esc(piece.byline)} &middot; Posted: {esc(piece.shown)}{_count(piece)}</p>'
        + share_bar()
        + '<div class="storybody">'
        + _paras(piece)
        + bits.inside
        + "</div>"
        + (f'<p class="meta">Tags: {", ".join(esc(t) for t in piece.tags)}</p>' if piece.tags else "")
        + bits.after
        + (
            f'<div class="rbox"><h3>More from News 6</h3>{_list(piece.related, sec)}</div>'
            if piece.related
            else ""
        )
        + '</div><div id="right">'
        + ad("300x250")
        + f'<div class="rbox"><h3>Top stories</h3>{_list(piece.popular, sec, "ol")}</div>'
        + '<div class="rbox"><h3>Live Doppler 6</h3><div class="radar"></div><p style="margin:4px 8px"><a href="/weather/radar">Interactive radar</a></p></div>'
        + bits.side
        + '<div class="rbox"><h3>6 On Your Side</h3><p style="margin:6px 8px">Got a problem with a business? Our consumer team can help. Call 555-0166.</p></div>'
        + "</div></div>"
        f'<div id="tvfoot">&copy; {piece.iso[:4]} {esc(site.name)}. All rights reserved. | <a href="/eeo/">EEO report</a> | <a href="/fcc/">FCC public file</a> | <a href="/jobs/">Jobs at News 6</a></div>'
        f"</div>\n{bits.tail}\n</body>\n</html>\n"
    )


# --------------------------------------------------------------------------- redtop

REDTOP_CSS = """body{margin:0;font:14px/1.45 Arial,Helvetica,sans-serif;color:#111;background:#fff}#rt-mast{background:VAR;padding:10px 20px;overflow:hidden}#rt-mast a.rt-logo{float:left;color:#fff;font:italic 900 40px/1 'Arial Black',Arial,sans-serif;text-decoration:none}
#rt-mast .rt-date{float:right;color:#ffd6d6;font-size:12px;margin-top:16px}.rt-nav{margin:0;padding:0 14px;list-style:none;background:#222;overflow:hidden}.rt-nav li{float:left}.rt-nav a{display:block;color:#fff;padding:8px 11px;font-weight:bold;font-size:13px;text-decoration:none}.rt-nav li.on a{background:VAR}
#rt-wrap{width:964px;margin:0 auto;overflow:hidden}#rt-art{float:left;width:636px;padding:12px 0}#rt-side{float:right;width:308px;padding:12px 0}.rt-kick{color:VAR;font-weight:bold;text-transform:uppercase;font-size:12px}
#rt-art h1{font:bold 34px/1.1 Arial,sans-serif;margin:4px 0 10px}ul.rt-bullets{padding-left:18px;font-weight:bold;font-size:15px}ul.rt-bullets li{margin:4px 0}.rt-by{font-size:12px;color:#555;border-top:1px solid #ddd;border-bottom:1px solid #ddd;padding:5px 0}
.rt-pic{background:#ccc;width:100%;height:auto}.rt-cap{font-size:11px;color:#555;margin:2px 0 12px}.rt-body p{font-size:16px;line-height:1.5}.rt-box{border-top:4px solid VAR;margin-bottom:14px}.rt-box h3{margin:6px 0;font-size:15px;text-transform:uppercase}
.rt-most li{overflow:hidden;margin:6px 0}.rt-most img{float:left;margin-right:8px}.rt-web li{font-size:13px;margin:6px 0}.rt-web small{color:#999;display:block}#rt-foot{background:#222;color:#aaa;font-size:11px;padding:16px 20px;clear:both}.sharebar{background:#f2f2f2;padding:6px;font-size:12px;margin:10px 0}"""


def redtop(site: SiteBR, piece: Piece, bits: Bits, path: str) -> str:
    sec = piece.section or site.menu[1]
    bullets = [b.strip() for b in piece.dek.split(" / ") if b.strip()]
    return (
        _head(site, piece, path, REDTOP_CSS.replace("VAR", site.colour), bits) + '<body class="rt-article">\n'
        f'<div id="rt-mast"><a class="rt-logo" href="/">{esc(site.name)}</a><span class="rt-date">{esc(site.motto)} &middot; {esc(piece.shown.split(",")[0])}</span></div>'
        + _menu(site, "rt-nav", sec)
        + '<div id="rt-wrap"><div id="rt-art">'
        f'<div class="rt-kick"><a href="/{slug(sec)}/">{esc(sec)}</a></div><h1>{esc(piece.title)}</h1>'
        + (
            '<ul class="rt-bullets">' + "".join(f"<li>{esc(b)}</li>" for b in bullets) + "</ul>"
            if bullets
            else ""
        )
        + f'<div class="rt-by">By <b>{esc(piece.byline)}</b> &middot; Last updated at {esc(piece.shown)}{_count(piece)}</div>'
        + share_bar("Share or comment on this article")
        + f'<img class="rt-pic" src="/_avatar/rt-{slug(piece.title)[:24]}.svg" width="636" height="380" alt="" /><p class="rt-cap">Pictured: {esc(piece.title[:60])}</p>'
        '<div class="rt-body">' + _paras(piece) + bits.inside + "</div>" + share_bar() + bits.after + "</div>"
        '<div id="rt-side">'
        + ad("300x250")
        + f'<div class="rt-box rt-most"><h3>Most read in {esc(sec)}</h3><ol>'
        + "".join(
            f'<li><img src="/_avatar/most-{k}.svg" width="60" height="45" alt="" /><a href="/{slug(sec)}/{slug(p)[:40]}">{esc(p)}</a></li>'
            for k, p in enumerate(piece.popular)
        )
        + "</ol></div>"
        + bits.side
        + '<div class="rt-box rt-web"><h3>Around the web</h3><ul>'
        '<li><a href="/sponsored/1">Mum\'s simple trick to cut her energy bill in half</a><small>Sponsored by SaveWise</small></li>'
        '<li><a href="/sponsored/2">Ten seaside towns you never knew existed</a><small>Sponsored by HolidayNest</small></li>'
        '<li><a href="/sponsored/3">What your handwriting says about you</a><small>Sponsored by Scribbly</small></li></ul></div>'
        + ad("300x600")
        + "</div></div>"
        f'<div id="rt-foot">&copy; {esc(site.name)} {piece.iso[:4]} &middot; <a href="/terms">Terms</a> &middot; <a href="/privacy">Privacy &amp; cookies</a> &middot; <a href="/contact">Contact us</a> &middot; <a href="/pcc">Complaints</a></div>'
        f"\n{bits.tail}\n</body>\n</html>\n"
    )


# --------------------------------------------------------------------------- regional

REGIONAL_CSS = """body{margin:0;background:#dfe6ec;font:13px/1.5 Tahoma,Verdana,sans-serif;color:#222}#rg{width:970px;margin:0 auto;background:#fff}#rg-top{background:VAR;color:#fff;padding:14px 18px}
#rg-top a.rg-logo{color:#fff;font:bold 36px/1 Georgia,serif;text-decoration:none}#rg-top p{margin:4px 0 0;font-size:12px;opacity:.85}.rg-nav{margin:0;padding:0;list-style:none;background:#16324f;overflow:hidden}.rg-nav li{float:left}
.rg-nav a{display:block;color:#fff;padding:7px 12px;font-size:12px;text-decoration:none}.rg-nav li.on a{background:#fff;color:#16324f}#rg-body{overflow:hidden;padding:12px 16px}#rg-main{float:left;width:620px}#rg-side{float:right;width:300px}
#rg-main h1{font:bold 27px/1.2 Georgia,serif;margin:4px 0 8px}.rg-meta{font-size:11px;color:#777}.rg-text p{font-size:14px}.rg-box{background:#f3f6f9;border:1px solid #d4dde6;margin-bottom:12px;padding:0 10px 8px}.rg-box h3{margin:0 -10px 6px;padding:5px 10px;background:VAR;color:#fff;font-size:13px}
.rg-promos{overflow:hidden}.rg-promos div{float:left;width:86px;margin:3px;background:#fff;border:1px solid #ccc;text-align:center;padding:6px 0;font-weight:bold}#rg-foot{background:#16324f;color:#9cb3c9;font-size:11px;padding:14px 18px;clear:both}.sharebar{font-size:11px;margin:8px 0}"""


def regional(site: SiteBR, piece: Piece, bits: Bits, path: str) -> str:
    sec = piece.section or site.menu[1]
    return (
        _head(site, piece, path, REGIONAL_CSS.replace("VAR", site.colour), bits)
        + '<body>\n<div id="rg">'
        + ad("728x90")
        + f'<div id="rg-top"><a class="rg-logo" href="/">{esc(site.name)}</a><p>{esc(site.motto)}</p></div>'
        + _menu(site, "rg-nav", sec)
        + '<div id="rg-body"><div id="rg-main">'
        f'<p class="rg-meta"><a href="/">Home</a> &raquo; <a href="/{slug(sec)}/">{esc(sec)}</a></p>'
        f"<h1>{esc(piece.title)}</h1>"
        + (f"<p><strong>{esc(piece.dek)}</strong></p>" if piece.dek else "")
        + f'<p class="rg-meta">{esc(piece.byline)} &middot; {esc(piece.shown)}{_count(piece)}</p>'
        + share_bar()
        + '<div class="rg-text">'
        + _paras(piece)
        + bits.inside
        + "</div>"
        + (f'<p class="rg-meta">Tagged: {", ".join(esc(t) for t in piece.tags)}</p>' if piece.tags else "")
        + bits.after
        + (
            f'<div class="rg-box"><h3>More {esc(sec)} stories</h3>{_list(piece.related, sec)}</div>'
            if piece.related
            else ""
        )
        + '</div><div id="rg-side">'
        + ad("300x250")
        + '<div class="rg-box"><h3>Your area</h3><form action="/area/" method="get"><input type="text" name="postcode" size="12" value="Enter postcode" /> <input type="submit" value="Go" /></form></div>'
        + f'<div class="rg-box"><h3>Most read</h3>{_list(piece.popular, sec, "ol")}</div>'
        + bits.side
        + '<div class="rg-box"><h3>Find it here</h3><div class="rg-promos"><div>Jobs</div><div>Homes</div><div>Motors</div><div>Dating</div><div>Notices</div><div>Offers</div></div></div>'
        + "</div></div>"
        f'<div id="rg-foot">&copy; {piece.iso[:4]} {esc(site.name)} &middot; <a href="/contact/">Contact us</a> &middot; <a href="/advertise/">Advertise</a> &middot; <a href="/terms/">Terms &amp; conditions</a> &middot; <a href="/cookies/">Cookie policy</a></div>'
        f"</div>\n{bits.tail}\n</body>\n</html>\n"
    )


# --------------------------------------------------------------------------- portal

PORTAL_CSS = """body{margin:0;font:13px/1.45 Arial,Helvetica,sans-serif;color:#222;background:#f2f2f2}#pt{width:1000px;margin:0 auto;background:#fff}#pt-strip{background:#eee;font-size:11px;color:#555;padding:4px 10px;overflow:hidden}#pt-strip span{float:right}
#pt-head{padding:10px 12px;overflow:hidden;border-bottom:3px solid VAR}#pt-head a.pt-logo{float:left;font:bold 34px/1 'Trebuchet MS',Arial,sans-serif;color:VAR;text-decoration:none}#pt-head small{display:block;font-size:11px;color:#777}
#pt-head form{float:right;margin-top:10px}.pt-nav{margin:0;padding:0;list-style:none;background:VAR;overflow:hidden}.pt-nav li{float:left}.pt-nav a{display:block;color:#fff;padding:7px 10px;font-size:12px;font-weight:bold;text-decoration:none}.pt-nav li.on a{background:#000}
#pt-ticker{background:#fff8d6;border-bottom:1px solid #eadf9c;padding:4px 10px;font-size:12px}#pt-ticker b{color:#c00}#pt-cols{overflow:hidden;padding:12px}#pt-main{float:left;width:655px}#pt-right{float:right;width:310px}
#pt-main h1{font:bold 26px/1.2 Georgia,serif;margin:6px 0}.pt-by{font-size:11px;color:#666;border-bottom:1px solid #ddd;padding-bottom:6px}.pt-story p{font-size:14px}.pt-also{background:#f7f7f7;border-left:4px solid VAR;padding:4px 12px;margin:12px 0}
.pt-box{border:1px solid #ddd;margin-bottom:12px}.pt-box h3{margin:0;padding:5px 8px;font-size:13px;border-bottom:2px solid VAR}.pt-box ul,.pt-box ol{margin:6px 0;padding-left:24px}.pt-gal{overflow:hidden;padding:6px}.pt-gal img{float:left;margin:2px}
#pt-foot{background:#222;color:#aaa;font-size:11px;padding:14px;clear:both}.sharebar{font-size:11px;margin:8px 0}"""


def portal(site: SiteBR, piece: Piece, bits: Bits, path: str) -> str:
    sec = piece.section or site.menu[1]
    return (
        _head(site, piece, path, PORTAL_CSS.replace("VAR", site.colour), bits) + '<body>\n<div id="pt">'
        f'<div id="pt-strip">{esc(piece.shown)} <span><a href="/epaper/">e-Paper</a> | <a href="/mobile/">Mobile</a> | <a href="/rss/">RSS</a> | <a href="/newsletter/">Newsletter</a></span></div>'
        f'<div id="pt-head"><a class="pt-logo" href="/">{esc(site.name)}<small>{esc(site.motto)}</small></a>'
        '<form action="/search/" method="get"><input type="text" name="q" size="24" /> <input type="submit" value="Search" /></form></div>'
        + _menu(site, "pt-nav", sec)
        + f'<div id="pt-ticker"><b>Breaking:</b> {esc((piece.popular or (piece.title,))[-1])}</div>'
        '<div id="pt-cols"><div id="pt-main">'
        f'<p class="pt-by"><a href="/">Home</a> &rsaquo; <a href="/{slug(sec)}/">{esc(sec)}</a></p>'
        f"<h1>{esc(piece.title)}</h1>"
        + (f'<h2 style="font:15px Georgia,serif;color:#555">{esc(piece.dek)}</h2>' if piece.dek else "")
        + f'<p class="pt-by">{esc(piece.byline)} | {esc(piece.shown)}{_count(piece)}</p>'
        + share_bar()
        + '<div class="pt-story">'
        + _paras(piece)
        + bits.inside
        + "</div>"
        + (f'<div class="pt-also"><b>Also read</b>{_list(piece.related, sec)}</div>' if piece.related else "")
        + (f'<p class="pt-by">Tags: {", ".join(esc(t) for t in piece.tags)}</p>' if piece.tags else "")
        + bits.after
        + '</div><div id="pt-right">'
        + ad("300x250")
        + '<div class="pt-box"><h3>Most popular</h3>'
        + _list(piece.popular, sec, "ol")
        + "</div>"
        + bits.side
        + '<div class="pt-box"><h3>Photo galleries</h3><div class="pt-gal">'
        + "".join(f'<img src="/_avatar/gal-{k}.svg" width="92" height="70" alt="" />' for k in range(6))
        + "</div></div>"
        + ad("300x250")
        + "</div></div>"
        f'<div id="pt-foot">&copy; {piece.iso[:4]} {esc(site.name)}. All rights reserved. | <a href="/about/">About us</a> | <a href="/advertise/">Advertise with us</a> | <a href="/privacy/">Privacy policy</a> | <a href="/contact/">Contact</a></div>'
        f"</div>\n{bits.tail}\n</body>\n</html>\n"
    )


# --------------------------------------------------------------------------- blog

BLOG_CSS = """body{margin:0;background:#f5f1e8;font:13px/1.55 'Trebuchet MS',Verdana,sans-serif;color:#333}#outer{width:930px;margin:18px auto;background:#fff;border:1px solid #ddd;box-shadow:0 0 8px #ccc}
#banner{background:VAR;padding:26px 24px}#banner a{color:#fff;font:bold 34px/1 Georgia,serif;text-decoration:none}#banner p{color:#fff;opacity:.85;margin:6px 0 0;font-style:italic}.bl-pages{margin:0;padding:0 18px;list-style:none;background:#333;overflow:hidden}
.bl-pages li{float:left}.bl-pages a{display:block;color:#eee;padding:7px 12px;text-decoration:none;font-size:12px}#bl-cols{overflow:hidden;padding:16px 20px}#bl-main{float:left;width:580px}#bl-side{float:right;width:270px;font-size:12px}
.date-header{font-size:11px;color:#999;text-transform:uppercase;letter-spacing:1px;margin:0}.post-title{font:bold 24px/1.2 Georgia,serif;margin:4px 0 10px;color:VAR}.post-body p{font-size:14px}.post-footer{border-top:1px dashed #ccc;margin-top:10px;padding-top:6px;font-size:11px;color:#777}
.widget{margin-bottom:18px}.widget h2{font-size:12px;text-transform:uppercase;letter-spacing:1px;border-bottom:2px solid VAR;padding-bottom:3px;color:#555}.widget ul{padding-left:16px;margin:4px 0}.cloud a{margin-right:5px;color:VAR}
#bl-foot{text-align:center;font-size:11px;color:#999;padding:12px;border-top:1px solid #eee;clear:both}.sharebar{font-size:11px;margin:8px 0}"""


def blog(site: SiteBR, piece: Piece, bits: Bits, path: str) -> str:
    sec = piece.section or site.menu[1]
    return (
        _head(site, piece, path, BLOG_CSS.replace("VAR", site.colour), bits) + '<body>\n<div id="outer">'
        f'<div id="banner"><a href="/">{esc(site.name)}</a><p>{esc(site.motto)}</p></div>'
        + _menu(site, "bl-pages")
        + '<div id="bl-cols"><div id="bl-main"><div class="post-outer">'
        f'<h2 class="date-header"><span>{esc(piece.shown.split(" at ")[0])}</span></h2>'
        f'<h3 class="post-title"><a href="{esc(slug(piece.title))}">{esc(piece.title)}</a></h3>'
        '<div class="post-body">' + _paras(piece) + bits.inside + "</div>"
        f'<div class="post-footer">Posted by <span class="post-author">{esc(piece.byline)}</span> at <abbr title="{piece.iso}">{esc(piece.shown.split(" at ")[-1])}</abbr>{_count(piece)}'
        + (
            "<br />Labels: "
            + ", ".join(f'<a href="/search/label/{slug(t)}" rel="tag">{esc(t)}</a>' for t in piece.tags)
            if piece.tags
            else ""
        )
        + "</div>"
        + share_bar()
        + (
            f'<div class="widget"><h2>You might also like</h2>{_list(piece.related, sec)}</div>'
            if piece.related
            else ""
        )
        + "</div>"
        + bits.after
        + '<p class="blog-pager"><a href="/older">&laquo; Older Post</a> | <a href="/">Home</a> | <a href="/newer">Newer Post &raquo;</a></p>'
        '</div><div id="bl-side">'
        f'<div class="widget"><h2>About me</h2><img src="/_avatar/about-{site.key}.svg" width="60" height="60" alt="" style="float:left;margin-right:6px" />'
        f'<p>Blogging from {esc(site.place)}. Opinions my own, typos too.</p><p><a href="/profile">View my complete profile</a></p></div>'
        '<div class="widget"><h2>Subscribe</h2><p><a href="/feeds/posts/default">Posts (Atom)</a><br /><a href="/feeds/comments/default">All comments (Atom)</a></p></div>'
        + (
            f'<div class="widget"><h2>Popular posts</h2>{_list(piece.popular, sec)}</div>'
            if piece.popular
            else ""
        )
        + bits.side
        + '<div class="widget"><h2>Blog archive</h2><ul><li>&#9660; '
        + piece.iso[:4]
        + " (38)<ul><li>This month (6)</li><li>Earlier (32)</li></ul></li><li>&#9658; "
        + str(int(piece.iso[:4]) - 1)
        + " (71)</li></ul></div>"
        + ad("250x250", "Ads by Google")
        + "</div></div>"
        f'<div id="bl-foot">&copy; {piece.iso[:4]} {esc(site.name)} &middot; Theme: Picket Fence by a friend &middot; Powered by a blog engine</div>'
        f"</div>\n{bits.tail}\n</body>\n</html>\n"
    )


# --------------------------------------------------------------------------- campus

CAMPUS_CSS = """body{margin:0;background:#fff;font:15px/1.6 Georgia,'Times New Roman',serif;color:#222}#cm{width:860px;margin:0 auto;padding:20px}#cm-head{border-bottom:1px solid #999;padding-bottom:10px}
#cm-head a{font:normal 30px Georgia,serif;color:#222;text-decoration:none}#cm-head p{margin:2px 0;color:#777;font-style:italic}.cm-pages{margin:8px 0 0;padding:0;list-style:none;overflow:hidden}.cm-pages li{float:left;margin-right:16px}
#cm-cols{overflow:hidden;padding-top:16px}#cm-main{float:left;width:600px}#cm-side{float:right;width:210px;font-size:13px}.entry-title{font:normal 24px/1.25 Georgia,serif;margin:0 0 4px}.entry-meta{font-size:12px;color:#777;font-style:italic}
.entry-content p{text-align:justify}#cm-side h4{font:bold 12px Arial,sans-serif;text-transform:uppercase;color:#555;margin:14px 0 4px}#cm-side ul{padding-left:14px;margin:0}#cm-foot{clear:both;font-size:11px;color:#888;border-top:1px solid #ccc;padding-top:8px;margin-top:20px}"""


def campus(site: SiteBR, piece: Piece, bits: Bits, path: str) -> str:
    sec = piece.section or "Uncategorized"
    return (
        _head(site, piece, path, CAMPUS_CSS, bits, strict=True) + '<body class="single">\n<div id="cm">'
        f'<div id="cm-head"><a href="/">{esc(site.name)}</a><p>{esc(site.motto)}</p>{_menu(site, "cm-pages")}</div>'
        '<div id="cm-cols"><div id="cm-main"><div class="entry">'
        f'<h2 class="entry-title">{esc(piece.title)}</h2>'
        f'<p class="entry-meta">Posted on <span title="{piece.iso}">{esc(piece.shown)}</span> by {esc(piece.byline)} &middot; Filed under <a href="/category/{slug(sec)}/">{esc(sec)}</a>{_count(piece)}</p>'
        '<div class="entry-content">'
        + _paras(piece)
        + bits.inside
        + "</div>"
        + (
            '<p class="entry-meta">Tags: '
            + ", ".join(f'<a href="/tag/{slug(t)}/">{esc(t)}</a>' for t in piece.tags)
            + "</p>"
            if piece.tags
            else ""
        )
        + '<p class="entry-meta"><a href="/prev">&larr; Previous post</a> &nbsp; <a href="/next">Next post &rarr;</a></p></div>'
        + bits.after
        + '</div><div id="cm-side">'
        '<form action="/" method="get"><input type="text" name="s" size="18" /></form>'
        '<h4>Categories</h4><ul><li><a href="/category/corpora/">Corpora</a></li><li><a href="/category/methods/">Methods</a></li>'
        '<li><a href="/category/teaching/">Teaching</a></li><li><a href="/category/history-of-english/">History of English</a></li></ul>'
        + (f"<h4>Recent posts</h4>{_list(piece.popular, sec)}" if piece.popular else "")
        + bits.side
        + '<h4>Meta</h4><ul><li><a href="/wp-login">Log in</a></li><li><a href="/feed/">Entries RSS</a></li><li><a href="/comments/feed/">Comments RSS</a></li></ul>'
        + "</div></div>"
        f'<div id="cm-foot">Text on this site is licensed under a Creative Commons Attribution 3.0 licence. Views are my own and not those of the department.</div>'
        f"</div>\n{bits.tail}\n</body>\n</html>\n"
    )


LOOKS = {
    "courier": courier,
    "tv": tv,
    "redtop": redtop,
    "regional": regional,
    "portal": portal,
    "blog": blog,
    "campus": campus,
}


def render_br(site: SiteBR, piece: Piece, bits: Bits, path: str) -> str:
    return LOOKS[site.look](site, piece, bits, path)


# --------------------------------------------------------------------------- furniture


def widget(title: str, body: str, look: str) -> str:
    """A sidebar box in the look's own markup."""
    if look == "courier":
        return f'<div class="box"><h3>{esc(title)}</h3>{body}</div>'
    if look == "tv":
        return f'<div class="rbox"><h3>{esc(title)}</h3>{body}</div>'
    if look == "redtop":
        return f'<div class="rt-box"><h3>{esc(title)}</h3>{body}</div>'
    if look == "regional":
        return f'<div class="rg-box"><h3>{esc(title)}</h3>{body}</div>'
    if look == "portal":
        return f'<div class="pt-box"><h3>{esc(title)}</h3>{body}</div>'
    if look == "blog":
        return f'<div class="widget"><h2>{esc(title)}</h2>{body}</div>'
    return f"<h4>{esc(title)}</h4>{body}"


def poll(question: str, options: list[tuple[str, int]], closed: bool = False) -> str:
    total = sum(v for _, v in options)
    if closed:
        return (
            f'<div class="poll"><p><b>{esc(question)}</b></p><ul>'
            + "".join(f"<li>{esc(o)}: {round(100 * v / total)}% ({v})</li>" for o, v in options)
            + f'</ul><p><small>{total} votes &middot; <a href="/polls/">Past polls</a></small></p></div>'
        )
    return (
        f'<form class="poll" action="/poll/vote" method="post"><p><b>{esc(question)}</b></p>'
        + "".join(
            f'<label><input type="radio" name="opt" value="{k}" /> {esc(o)}</label><br />'
            for k, (o, _v) in enumerate(options)
        )
        + '<input type="submit" value="Vote" /> <a href="/polls/results">View results</a></form>'
    )


def cloud(tags: list[tuple[str, int]]) -> str:
    return (
        '<div class="cloud">'
        + " ".join(
            f'<a href="/tag/{slug(t)}/" style="font-size:{10 + 2 * w}px">{esc(t)}</a>' for t, w in tags
        )
        + "</div>"
    )


def blogroll(rows: list[tuple[str, str, str]]) -> str:
    """(blog, its latest post, how long ago)."""
    return (
        '<ul class="blogroll">'
        + "".join(
            f'<li><a href="/out/{slug(b)}">{esc(b)}</a><br /><small>{esc(p)} &middot; {esc(t)}</small></li>'
            for b, p, t in rows
        )
        + "</ul>"
    )


def links(rows: list[str], prefix: str = "/story/", tag: str = "ul") -> str:
    return (
        f"<{tag}>"
        + "".join(f'<li><a href="{prefix}{slug(r)[:40]}">{esc(r)}</a></li>' for r in rows)
        + f"</{tag}>"
    )


def like_box(name: str, fans: str) -> str:
    return (
        f'<div class="likebox"><fb:like-box href="http://www.facebook.com/{slug(name)}" width="292" show_faces="true" stream="false" header="true"></fb:like-box>'
        f"<p><b>{esc(name)}</b> on Facebook &middot; {esc(fans)} people like this.</p></div>"
    )


def follow_box(handle: str, followers: str) -> str:
    return (
        f'<div class="followbox"><a href="https://twitter.com/{esc(handle)}" class="twitter-follow-button" data-show-count="true">Follow @{esc(handle)}</a>'
        f"<p>{esc(followers)} followers</p></div>"
    )
