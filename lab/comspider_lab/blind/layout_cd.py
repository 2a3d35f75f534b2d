"""Page shells of blind set CD, written for this set (no saved page opened, no vendor's or theme's code copied; every
class, name and text invented), in the manner of small English-language sites of 2012. Every site prints its own
classes (its two-letter prefix) on one of four skeletons:

- ``blog``: a hosted blog's header with the blog's title and description, a row of page tabs, the post column and a
  sidebar of gadgets on the right, a footer with the theme's credit;
- ``paper``: a small paper's vendor CMS: a top strip with the date and the weather, the masthead, a section bar, a
  leaderboard ad, breadcrumbs, the story column and a right rail, a footer of link columns;
- ``journal``: a hosted journal: the journal's name over a left column of links and the userpic, the entry column;
- ``single``: one narrow centred column (a tumblelog, a post-by-mail blog, a podcast site), the sidebar under it.

The case gives the main column's markup whole (``Bits.main``: post, comments and all), the sidebar (``Bits.side``),
its own CSS (``Bits.style``) and what goes before </body> (``Bits.tail``).
"""

from __future__ import annotations

from dataclasses import dataclass

from comspider_lab.blind.content_cd import SiteCD
from comspider_lab.blind.layout import esc, slug


@dataclass(frozen=True)
class Bits:
    main: str
    side: str = ""
    style: str = ""
    tail: str = ""
    head: str = ""
    skeleton: str = "blog"  # "blog", "paper", "journal" or "single"
    top: str = ""  # the paper's strip: date and weather


def _css(site: SiteCD, skeleton: str) -> str:
    p, c = site.prefix, site.color
    base = (
        f"body{{margin:0;background:#e9e6df;font:13px/1.55 {site.font};color:#262626}}a{{color:{c}}}"
        f"#{p}-outer{{width:960px;margin:0 auto;background:#fff;box-shadow:0 0 6px rgba(0,0,0,.2)}}"
        f".{p}-hdr{{padding:22px 24px 12px;border-bottom:1px solid #ddd}}.{p}-hdr h1{{margin:0;font-size:34px}}.{p}-hdr h1 a{{text-decoration:none}}"
        f".{p}-hdr p{{margin:4px 0 0;color:#777;font-style:italic}}.{p}-tabs{{list-style:none;margin:0;padding:0 20px;background:{c};overflow:hidden}}"
        f".{p}-tabs li{{float:left}}.{p}-tabs a{{display:block;color:#fff;padding:6px 12px;text-decoration:none}}"
        f".{p}-wrap{{overflow:hidden;padding:16px 24px}}.{p}-main{{float:left;width:610px}}.{p}-side{{float:right;width:270px;font-size:12px}}"
        f".{p}-side h2{{font-size:12px;text-transform:uppercase;letter-spacing:1px;border-bottom:1px solid #ccc;margin:18px 0 6px}}"
        f".{p}-side ul{{margin:0;padding-left:16px}}.{p}-foot{{clear:both;padding:12px 24px;font-size:11px;color:#888;border-top:1px solid #ddd}}"
    )
    if skeleton == "paper":
        base += (
            f".{p}-strip{{background:#f2f2f2;font:11px Arial;padding:3px 12px;overflow:hidden}}.{p}-strip span{{float:right}}"
            f".{p}-mast{{text-align:center;padding:10px 0;font:bold 44px 'Times New Roman',serif;color:{c}}}.{p}-mast small{{display:block;font:12px Arial;color:#777}}"
            f".{p}-ad{{background:#f6f6f6;border:1px dashed #ccc;color:#aaa;font:10px Arial;text-align:center}}"
            f".{p}-crumb{{font:11px Arial;color:#888;margin:8px 24px 0}}.{p}-foot div{{display:inline-block;vertical-align:top;width:180px}}"
        )
    if skeleton == "journal":
        base += f".{p}-left{{float:left;width:170px;font-size:11px}}.{p}-left a{{display:block}}.{p}-col{{margin-left:190px}}"
    if skeleton == "single":
        base += f".{p}-one{{width:560px;margin:0 auto;padding:16px 0}}.{p}-below{{width:560px;margin:0 auto;font-size:12px;border-top:1px dotted #bbb}}"
    return base


def _head(site: SiteCD, title: str, bits: Bits) -> str:
    return (
        "<!DOCTYPE html>\n"
        '<html lang="en">\n<head>\n<meta charset="utf-8">\n'
        f"<title>{esc(title)}</title>\n"
        f'<meta name="generator" content="{esc(site.host)}">\n'
        f'<link rel="alternate" type="application/atom+xml" title="{esc(site.name)} - Atom" href="/feeds/posts/default">\n'
        f"<style>{_css(site, bits.skeleton)}{bits.style}</style>\n"
        "<script>var _gaq = _gaq || []; _gaq.push(['_setAccount', 'UA-1234567-8']); _gaq.push(['_trackPageview']);</script>\n"
        f"{bits.head}</head>\n"
    )


def render_cd(site: SiteCD, title: str, bits: Bits) -> str:
    p = site.prefix
    tabs = (
        f'<ul class="{p}-tabs">'
        + "".join(
            f'<li><a href="/{"" if k == 0 else slug(m) + "/"}">{esc(m)}</a></li>'
            for k, m in enumerate(site.menu)
        )
        + "</ul>\n"
    )
    if bits.skeleton == "paper":
        body = (
            f'<div class="{p}-strip">{bits.top}<span><a href="/users/login">Log in</a> | <a href="/users/signup">Register</a> | '
            f'<a href="/subscribe">Subscribe</a></span></div>\n'
            f'<div class="{p}-mast">{esc(site.name)}<small>{esc(site.motto)}</small></div>\n'
            + tabs
            + f'<div class="{p}-ad" style="height:90px;margin:8px auto;width:728px">Advertisement</div>\n'
            f'<div class="{p}-wrap"><div class="{p}-main">{bits.main}</div>\n<div class="{p}-side">'
            f'<div class="{p}-ad" style="height:250px">Advertisement</div>{bits.side}</div></div>\n'
            f'<div class="{p}-foot"><div><b>Sections</b><br>'
            + "<br>".join(f'<a href="/{slug(m)}/">{esc(m)}</a>' for m in site.menu)
            + '</div><div><b>Services</b><br><a href="/contact">Contact us</a><br><a href="/advertise">Advertise</a><br>'
            '<a href="/rss">RSS feeds</a><br><a href="/terms">Terms of use</a></div>'
            f"<p>© Copyright 2012, {esc(site.name)}. All rights reserved. This material may not be published, broadcast, rewritten or redistributed.</p></div>\n"
        )
    elif bits.skeleton == "journal":
        body = (
            f'<div class="{p}-hdr"><h1><a href="/">{esc(site.name)}</a></h1><p>{esc(site.motto)}</p></div>\n'
            f'<div class="{p}-wrap"><div class="{p}-left">'
            + "".join(f'<a href="/{slug(m)}/">{esc(m)}</a>' for m in site.menu)
            + f"{bits.side}</div>\n"
            f'<div class="{p}-col">{bits.main}</div></div>\n'
            f'<div class="{p}-foot">Powered by a hosted journal service</div>\n'
        )
    elif bits.skeleton == "single":
        body = (
            f'<div class="{p}-hdr" style="text-align:center"><h1><a href="/">{esc(site.name)}</a></h1><p>{esc(site.motto)}</p></div>\n'
            + tabs
            + f'<div class="{p}-one">{bits.main}</div>\n<div class="{p}-below">{bits.side}</div>\n'
            f'<div class="{p}-foot">© 2012 {esc(site.name)}</div>\n'
        )
    else:
        body = (
            f'<div class="{p}-hdr"><h1><a href="/">{esc(site.name)}</a></h1><p>{esc(site.motto)}</p></div>\n'
            + tabs
            + f'<div class="{p}-wrap"><div class="{p}-main">{bits.main}</div>\n<div class="{p}-side">{bits.side}</div></div>\n'
            f'<div class="{p}-foot">Simple theme. Powered by the host. © 2012 {esc(site.name)}</div>\n'
        )
    return (
        _head(site, title, bits)
        + f'<body class="{p}-body">\n<div id="{p}-outer">\n'
        + body
        + "</div>\n"
        + bits.tail
        + "\n</body>\n</html>\n"
    )
