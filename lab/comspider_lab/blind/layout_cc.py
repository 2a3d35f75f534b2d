"""Page templates of blind set CC, written for this set (no saved page opened, no vendor's or theme's code copied;
every class, name and text invented), in the manner of English-language blogs and news sites of 2010-2012 as a web
archive holds them. Every site prints its own classes (its two-letter prefix) on one of five skeletons:

- ``blog``: a blog theme of the default kind: a header image, a menu bar, the post with its meta line, a right
  sidebar of widgets, a footer with "Proudly powered by" and the theme's credit;
- ``mag``: a magazine theme: a top bar with the date and social links, a logo and a leaderboard ad, a menu, a
  breaking-news strip, the post in a wide left column and a sidebar, a footer of three widget columns;
- ``hosted``: a hosted blog of 2011: the host's bar at the top ("Next Blog", "Create Blog", "Sign In"), a title band,
  posts in a middle column with the date header over the post, a sidebar;
- ``journal``: a hosted journal of the mid-2000s kind: a banner, the post in a centre column, the "Posted at …" line
  under it, left and right columns of small lists;
- ``daily``: a newspaper CMS: a masthead with the edition's date and the weather, a section bar, breadcrumbs, the
  story with its byline and share counts, a right rail, a footer of link columns.

Page parts (``Bits``): ``inside`` (inside the post, after its text), ``after`` (after the post: where comments go),
``side`` (the sidebar or rail), ``left`` (the journal's left column), ``style``, ``tail`` (before </body>).
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass

from comspider_lab.blind.content_cc import SiteCC
from comspider_lab.blind.layout import esc, slug


@dataclass(frozen=True)
class Piece:
    """The post or story: headline, byline (as the site prints it), ISO time, the time as shown, paragraphs (blank-line
    separated), standfirst, section, tags, photo caption."""

    title: str
    byline: str
    iso: str
    shown: str
    text: str
    dek: str = ""
    section: str = ""
    tags: tuple[str, ...] = ()
    caption: str = ""

    @property
    def paragraphs(self) -> list[str]:
        return [" ".join(p.split()) for p in self.text.strip().split("\n\n") if p.strip()]


@dataclass(frozen=True)
class Bits:
    inside: str = ""
    after: str = ""
    side: str = ""
    left: str = ""
    style: str = ""
    tail: str = ""
    top: str = ""  # the daily's weather or the magazine's breaking strip


def num(key: str, lo: int, hi: int) -> int:
    return lo + int(hashlib.md5(key.encode()).hexdigest()[:6], 16) % (hi - lo + 1)


def share(site: SiteCC, piece: Piece) -> str:
    """The era's share buttons with their counts."""
    p, key = site.prefix, slug(piece.title)
    return (
        f'<div class="{p}-share"><span class="{p}-fb">Like <b>{num(key, 3, 900)}</b></span>'
        f'<span class="{p}-tw">Tweet <b>{num(key + "t", 0, 240)}</b></span>'
        f'<span class="{p}-gp">+1 <b>{num(key + "g", 0, 40)}</b></span>'
        f'<span class="{p}-pin">Pin it <b>{num(key + "p", 0, 60)}</b></span>'
        f'<span class="{p}-su">StumbleUpon</span><a href="mailto:?subject={esc(key)}">Email</a></div>'
    )


def _css(site: SiteCC) -> str:
    p, c = site.prefix, site.color
    return (
        f"body{{margin:0;background:{site.bg};font:13px/1.55 {site.font};color:#333}}a{{color:{c}}}"
        f"#{p}-wrap{{width:980px;margin:0 auto;background:#fff;overflow:hidden}}#{p}-main{{float:left;width:640px;padding:0 20px}}"
        f"#{p}-side{{float:right;width:280px;padding:0 10px;font-size:12px}}#{p}-left{{float:left;width:170px;font-size:11px;padding:0 8px}}"
        f".{p}-w{{margin:0 0 18px}}.{p}-w h3{{font-size:13px;border-bottom:2px solid {c};margin:8px 0 6px;text-transform:uppercase}}"
        f".{p}-w ul,.{p}-w ol{{margin:0;padding-left:18px}}.{p}-share span{{display:inline-block;border:1px solid #ccc;border-radius:3px;padding:0 5px;margin-right:5px;font-size:11px}}"
        f".{p}-ad{{background:#f2f2f2;border:1px solid #ddd;color:#aaa;text-align:center;font-size:10px}}"
        f".{p}-foot{{clear:both;background:#222;color:#999;padding:14px 20px;font-size:11px}}.{p}-foot a{{color:#ccc;margin-right:8px}}"
        f".{p}-post h1{{font:bold 26px/1.2 Georgia,serif;margin:10px 0 4px}}.{p}-meta{{font-size:11px;color:#888}}.{p}-tags{{font-size:11px}}"
        f".{p}-menu{{list-style:none;margin:0;padding:0;background:{c};overflow:hidden}}.{p}-menu li{{float:left}}.{p}-menu a{{display:block;color:#fff;padding:6px 12px;text-decoration:none}}"
    )


def _head(site: SiteCC, piece: Piece, bits: Bits) -> str:
    return (
        '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">\n'
        '<html xmlns="http://www.w3.org/1999/xhtml" lang="en-US">\n<head>\n'
        '<meta http-equiv="Content-Type" content="text/html; charset=UTF-8">\n'
        f"<title>{esc(piece.title)} | {esc(site.name)}</title>\n"
        f'<meta property="og:type" content="article"><meta property="og:title" content="{esc(piece.title)}">'
        f'<meta property="og:site_name" content="{esc(site.name)}">\n'
        f'<link rel="alternate" type="application/rss+xml" title="{esc(site.name)} &raquo; Feed" href="/feed/">\n'
        f'<link rel="pingback" href="/xmlrpc.php">\n'
        f"<style>{_css(site)}{bits.style}</style>\n"
        "<script>var _gaq=_gaq||[];_gaq.push(['_setAccount','UA-1234567-1']);_gaq.push(['_trackPageview']);</script>\n"
        "</head>\n"
    )


def _tags(site: SiteCC, piece: Piece, word: str = "Tags") -> str:
    if not piece.tags:
        return ""
    return (
        f'<p class="{site.prefix}-tags">{esc(word)}: '
        + ", ".join(f'<a href="/tag/{slug(x)}/" rel="tag">{esc(x)}</a>' for x in piece.tags)
        + "</p>"
    )


def _body(site: SiteCC, piece: Piece, bits: Bits, photo: bool = True) -> str:
    p = site.prefix
    key = slug(piece.title)
    return (
        (
            f'<p class="{p}-photo"><img src="/_avatar/{p}-{key[:24]}.svg" alt="" width="600" height="340"><br>'
            f"<small>{esc(piece.caption)}</small></p>"
            if photo and piece.caption
            else ""
        )
        + "".join(f"<p>{esc(x)}</p>" for x in piece.paragraphs)
        + bits.inside
    )


def _menu(site: SiteCC) -> str:
    return (
        f'<ul class="{site.prefix}-menu">'
        + "".join(
            f'<li><a href="/{"" if k == 0 else slug(m) + "/"}">{esc(m)}</a></li>'
            for k, m in enumerate(site.menu)
        )
        + "</ul>"
    )


def _blog(site: SiteCC, piece: Piece, bits: Bits) -> str:
    p = site.prefix
    return (
        f'<body class="single postid-{num(piece.title, 1000, 9999)}"><div id="{p}-wrap">'
        f'<div id="{p}-header"><h1 class="{p}-title"><a href="/">{esc(site.name)}</a></h1><p class="{p}-desc">{esc(site.motto)}</p>'
        f'<img src="/_avatar/{p}-header.svg" alt="" width="980" height="180"></div>{_menu(site)}'
        f'<div id="{p}-main"><div class="{p}-nav"><a href="/" rel="prev">&larr; Previous post</a></div>'
        f'<div class="{p}-post"><h1>{esc(piece.title)}</h1>'
        f'<div class="{p}-meta">Posted on <a href="#" rel="bookmark"><time datetime="{piece.iso}">{esc(piece.shown)}</time></a> by {esc(piece.byline)}</div>'
        f'{share(site, piece)}<div class="{p}-entry">{_body(site, piece, bits)}</div>'
        f'<div class="{p}-meta">This entry was posted in <a href="/category/{slug(piece.section)}/">{esc(piece.section)}</a>. '
        f'Bookmark the <a href="#">permalink</a>.</div>{_tags(site, piece)}</div>'
        f"{bits.after}</div>"
        f'<div id="{p}-side">{bits.side}</div>'
        f'<div class="{p}-foot"><a href="/">{esc(site.name)}</a> Proudly powered by a blog engine · Theme: {esc(site.theme)}</div>'
        f"</div>"
    )


def _mag(site: SiteCC, piece: Piece, bits: Bits) -> str:
    p = site.prefix
    return (
        f'<body class="single"><div id="{p}-wrap"><div class="{p}-topbar">{esc(piece.shown.split(" at ")[0])} '
        f'<span class="{p}-social"><a href="/feed/">RSS</a> <a href="#">Twitter</a> <a href="#">Facebook</a></span></div>'
        f'<div class="{p}-head"><a class="{p}-logo" href="/">{esc(site.name)}</a><div class="{p}-ad" style="float:right;width:468px;height:60px">Advertisement 468x60</div></div>'
        f"{_menu(site)}"
        + (f'<div class="{p}-breaking"><b>Breaking:</b> {bits.top}</div>' if bits.top else "")
        + f'<div id="{p}-main"><div class="{p}-crumbs"><a href="/">Home</a> » <a href="/category/{slug(piece.section)}/">{esc(piece.section)}</a> » {esc(piece.title)}</div>'
        f'<div class="{p}-post"><h1>{esc(piece.title)}</h1>'
        f'<div class="{p}-meta">By {esc(piece.byline)} on <time datetime="{piece.iso}">{esc(piece.shown)}</time> in '
        f'<a href="/category/{slug(piece.section)}/">{esc(piece.section)}</a></div>'
        f"{share(site, piece)}{_body(site, piece, bits)}{_tags(site, piece)}</div>{bits.after}</div>"
        f'<div id="{p}-side">{bits.side}</div>'
        f'<div class="{p}-foot"><div class="{p}-fcols">'
        + "".join(f'<a href="/{slug(m)}/">{esc(m)}</a>' for m in site.menu)
        + f"</div>Copyright © 2012 {esc(site.name)}. All rights reserved. {esc(site.theme)} theme.</div></div>"
    )


def _hosted(site: SiteCC, piece: Piece, bits: Bits) -> str:
    p = site.prefix
    return (
        f'<body><div class="{p}-hostbar"><a href="#">Next Blog»</a> <a href="#">Create Blog</a> <a href="#">Sign In</a></div>'
        f'<div id="{p}-wrap"><div class="{p}-band"><h1><a href="/">{esc(site.name)}</a></h1><p>{esc(site.motto)}</p></div>'
        f'<div id="{p}-main"><h2 class="{p}-dh"><span>{esc(piece.shown.split(" at ")[0])}</span></h2>'
        f'<div class="{p}-post"><h3 class="{p}-pt"><a href="#">{esc(piece.title)}</a></h3>'
        f'<div class="{p}-pb">{_body(site, piece, bits)}</div>'
        f'<div class="{p}-pf">Posted by {esc(piece.byline)} at <a class="{p}-ts" href="#">{esc(piece.shown.split(" at ")[-1])}</a> '
        f'<a href="#" title="Email Post">✉</a> {share(site, piece)}{_tags(site, piece, "Labels")}</div></div>'
        f'{bits.after}<div class="{p}-pager"><a href="#">Newer Post</a> <a href="/">Home</a> <a href="#">Older Post</a></div>'
        f'<div class="{p}-feed">Subscribe to: <a href="/feeds/posts/default">Post Comments (Atom)</a></div></div>'
        f'<div id="{p}-side">{bits.side}</div>'
        f'<div class="{p}-foot">{esc(site.theme)} template. Powered by a hosted blog service.</div></div>'
    )


def _journal(site: SiteCC, piece: Piece, bits: Bits) -> str:
    p = site.prefix
    return (
        f'<body class="layout-three-column"><div id="{p}-wrap"><div class="{p}-banner"><h1><a href="/">{esc(site.name)}</a></h1>'
        f"<h2>{esc(site.motto)}</h2></div>"
        f'<div id="{p}-left">{bits.left}</div>'
        f'<div id="{p}-main" style="width:480px"><h2 class="{p}-dh">{esc(piece.shown.split(" at ")[0])}</h2>'
        f'<div class="{p}-entry"><h3>{esc(piece.title)}</h3><div class="{p}-eb">{_body(site, piece, bits)}</div>'
        f'<p class="{p}-ef">Posted at {esc(piece.shown.split(" at ")[-1])} in <a href="/{slug(piece.section)}/">{esc(piece.section)}</a> | '
        f'<a href="#">Permalink</a> {share(site, piece)}</p></div>{bits.after}</div>'
        f'<div id="{p}-side" style="width:250px">{bits.side}</div>'
        f'<div class="{p}-foot">{esc(site.theme)} · Powered by a hosted journal service</div></div>'
    )


def _daily(site: SiteCC, piece: Piece, bits: Bits) -> str:
    p = site.prefix
    return (
        f'<body class="story"><div id="{p}-wrap"><div class="{p}-strip">{esc(piece.shown.split(",")[0])} · {bits.top} '
        f'<span style="float:right"><a href="/subscribe">Subscribe</a> · <a href="/e-edition">e-Edition</a> · <a href="/login">Log in</a></span></div>'
        f'<div class="{p}-mast"><a href="/" class="{p}-logo">{esc(site.name)}</a> <small>{esc(site.motto)}</small>'
        f'<form action="/search" style="float:right"><input name="q"> <input type="submit" value="Search"></form></div>'
        f"{_menu(site)}"
        f'<div id="{p}-main"><div class="{p}-crumbs"><a href="/">Home</a> › <a href="/{slug(piece.section)}/">{esc(piece.section)}</a></div>'
        f'<div class="{p}-post"><h1>{esc(piece.title)}</h1>'
        + (f'<p class="{p}-dek">{esc(piece.dek)}</p>' if piece.dek else "")
        + f'<p class="{p}-meta">{esc(piece.byline)} | <time datetime="{piece.iso}">{esc(piece.shown)}</time></p>'
        f'{share(site, piece)} <a href="#" onclick="window.print();return false">Print</a> <a href="#">A+</a> <a href="#">A-</a>'
        f"{_body(site, piece, bits)}{_tags(site, piece, 'Topics')}</div>{bits.after}</div>"
        f'<div id="{p}-side"><div class="{p}-ad" style="height:250px">Advertisement</div>{bits.side}</div>'
        f'<div class="{p}-foot">'
        + "".join(f'<a href="/{slug(m)}/">{esc(m)}</a>' for m in site.menu)
        + f'<br>© 2012 {esc(site.name)}. All rights reserved. <a href="/terms">Terms of use</a> · <a href="/privacy">Privacy policy</a></div></div>'
    )


SKELETONS = {"blog": _blog, "mag": _mag, "hosted": _hosted, "journal": _journal, "daily": _daily}


def render_cc(site: SiteCC, piece: Piece, bits: Bits) -> str:
    return (
        _head(site, piece, bits)
        + SKELETONS[site.skeleton](site, piece, bits)
        + bits.tail
        + "\n</body>\n</html>\n"
    )
