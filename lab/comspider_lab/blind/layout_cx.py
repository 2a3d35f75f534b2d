"""Page templates of blind set CX, written for this set (no saved page opened, no vendor's or theme's code copied;
every class, name and text invented), in the manner of the news sites and blogs of 2011-2013. Every site prints its
own classes (its two-letter prefix) on one of two skeletons:

- ``blog``: a blog header with the blog's name and motto, a menu, the post with its date and share counters, the
  case's block, a right sidebar of widgets, a footer with "powered by" and the archive;
- ``news``: a newspaper's page: a top strip with the date and a login link, the masthead with a search box, a section
  bar, a breaking-news ticker, breadcrumbs, the article with share counters and a photo, the case's block, a right
  column of widgets, a footer of link columns.

A cookie notice as it was saved sits at the bottom of every page. Page parts (``Bits``): ``inside`` (inside the
article, after its text), ``after`` (after the article), ``side`` (the widgets), ``style``, ``ticker``, ``tail``.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass

from comspider_lab.blind.content_cx import TERMS, SiteCX
from comspider_lab.blind.layout import esc, slug


@dataclass(frozen=True)
class Piece:
    """The article: headline, byline, ISO time, the time as shown, paragraphs (blank-line separated), standfirst,
    section, tags, photo caption."""

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
    style: str = ""
    ticker: str = ""
    tail: str = ""
    body_cls: str = ""


def num(key: str, lo: int, hi: int) -> int:
    return lo + int(hashlib.md5(key.encode()).hexdigest()[:6], 16) % (hi - lo + 1)


def _css(site: SiteCX) -> str:
    p, c = site.prefix, site.color
    return (
        f"body{{margin:0;background:#e9e9e9;font:13px/1.55 {site.font};color:#222}}a{{color:{c}}}"
        f"#{p}-wrap{{width:980px;margin:0 auto;background:#fff}}.{p}-strip{{background:#f3f3f3;font-size:11px;padding:3px 10px;border-bottom:1px solid #ddd}}"
        f".{p}-strip span{{float:right}}.{p}-head{{padding:16px 12px;overflow:hidden}}.{p}-logo{{font:bold 32px Georgia,serif;color:{c};text-decoration:none}}"
        f".{p}-head small{{display:block;color:#888}}.{p}-head form{{float:right}}.{p}-menu{{list-style:none;margin:0;padding:0;background:{c};overflow:hidden}}"
        f".{p}-menu li{{float:left}}.{p}-menu a{{display:block;color:#fff;padding:7px 12px;text-decoration:none;font-weight:bold}}"
        f".{p}-tick{{background:#222;color:#fff;padding:4px 10px;font-size:12px}}.{p}-tick b{{color:#fc0;margin-right:8px}}.{p}-tick a{{color:#fff;margin-right:16px}}"
        f".{p}-crumbs{{font-size:11px;color:#888;padding:6px 12px}}.{p}-cols{{overflow:hidden;padding:0 12px 14px}}.{p}-main{{float:left;width:640px}}.{p}-side{{float:right;width:300px}}"
        f".{p}-post h1{{font:bold 28px/1.2 Georgia,serif;margin:6px 0}}.{p}-dek{{font-size:15px;font-weight:bold;color:#444}}.{p}-meta{{font-size:11px;color:#777}}"
        f".{p}-share{{font-size:11px;margin:8px 0}}.{p}-share span{{display:inline-block;border:1px solid #ccc;background:#f7f7f7;padding:1px 6px;margin-right:5px}}"
        f".{p}-w{{margin-bottom:16px;border-top:3px solid {c}}}.{p}-w h3{{font-size:13px;text-transform:uppercase;margin:5px 0}}.{p}-w ol,.{p}-w ul{{padding-left:20px;margin:4px 0}}"
        f".{p}-ad{{background:#f4f4f4;border:1px solid #ddd;text-align:center;color:#aaa;font-size:10px;padding:8px;margin:10px 0}}"
        f".{p}-cloud a{{margin-right:6px;text-decoration:none}}.{p}-foot{{clear:both;background:#2a2a2a;color:#aaa;font-size:11px;padding:14px 12px}}.{p}-foot a{{color:#ddd;margin-right:10px}}"
        f".{p}-cookie{{position:fixed;bottom:0;left:0;right:0;background:rgba(20,20,20,.9);color:#fff;padding:8px 14px;font-size:12px;z-index:50}}"
    )


def _article(site: SiteCX, piece: Piece, bits: Bits) -> str:
    p, t = site.prefix, TERMS[site.lang]
    key = slug(piece.title)
    share = (
        f'<div class="{p}-share">{esc(t["share"])}: <span>Facebook {num(key, 3, 640)}</span>'
        f"<span>Twitter {num(key + 't', 0, 90)}</span><span>Google+ {num(key + 'g', 0, 25)}</span>"
        f"<span>E-mail {num(key + 'm', 0, 30)}</span></div>"
    )
    tags = (
        f'<p class="{p}-tags">{esc(t["tags"])}: '
        + ", ".join(f'<a href="/tag/{slug(x)}/" rel="tag">{esc(x)}</a>' for x in piece.tags)
        + "</p>"
        if piece.tags
        else ""
    )
    fig = (
        f'<figure class="{p}-fig"><img src="/_avatar/{p}-{key[:20]}.svg" alt="" width="640" height="360">'
        f"<figcaption>{esc(piece.caption)}</figcaption></figure>"
        if piece.caption
        else ""
    )
    return (
        f'<div class="{p}-post"><p class="{p}-kick">{esc(piece.section or site.menu[1])}</p><h1>{esc(piece.title)}</h1>'
        + (f'<p class="{p}-dek">{esc(piece.dek)}</p>' if piece.dek else "")
        + f'<p class="{p}-meta">{esc(piece.byline)} · <time datetime="{piece.iso}">{esc(piece.shown)}</time></p>'
        + share
        + fig
        + "".join(f"<p>{esc(x)}</p>" for x in piece.paragraphs)
        + bits.inside
        + tags
        + share
        + "</div>\n"
    )


def render_cx(site: SiteCX, piece: Piece, bits: Bits) -> str:
    p, t = site.prefix, TERMS[site.lang]
    head = (
        "<!DOCTYPE html>\n"
        f'<html lang="{site.html_lang}">\n<head>\n<meta charset="utf-8">\n'
        f"<title>{esc(piece.title)} | {esc(site.name)}</title>\n"
        f'<meta name="description" content="{esc(piece.dek or piece.paragraphs[0][:150])}">\n'
        f'<meta property="og:type" content="article"><meta property="og:title" content="{esc(piece.title)}">\n'
        f'<meta property="article:published_time" content="{piece.iso}">\n'
        f'<link rel="alternate" type="application/rss+xml" href="/feed/" title="{esc(site.name)}">\n'
        f"<style>{_css(site)}{bits.style}</style>\n"
        "<script>var _gaq=_gaq||[];_gaq.push(['_setAccount','UA-0000000-1']);_gaq.push(['_trackPageview']);</script>\n"
        "</head>\n"
    )
    menu = (
        f'<ul class="{p}-menu">'
        + "".join(
            f'<li><a href="/{"" if k == 0 else slug(m) + "/"}">{esc(m)}</a></li>'
            for k, m in enumerate(site.menu)
        )
        + "</ul>\n"
    )
    search = f'<form action="/" method="get"><input type="text" name="s"> <input type="submit" value="{esc(t["search"])}"></form>'
    if site.skeleton == "blog":
        top = (
            f'<div class="{p}-head">{search}<a class="{p}-logo" href="/">{esc(site.name)}</a>'
            f"<small>{esc(site.motto)}</small></div>\n{menu}"
        )
    else:
        top = (
            f'<div class="{p}-strip">{esc(piece.shown)}<span><a href="/login">Login</a> · <a href="/feed/">RSS</a></span></div>\n'
            f'<div class="{p}-head">{search}<a class="{p}-logo" href="/">{esc(site.name)}</a><small>{esc(site.motto)}</small></div>\n'
            + menu
            + (f'<div class="{p}-tick">{bits.ticker}</div>\n' if bits.ticker else "")
            + f'<div class="{p}-crumbs"><a href="/">{esc(t["home"])}</a> › <a href="/{slug(piece.section or site.menu[1])}/">'
            f"{esc(piece.section or site.menu[1])}</a></div>\n"
        )
    body = (
        f'<body class="{p}-body {bits.body_cls}">\n<div id="{p}-wrap">\n{top}'
        f'<div class="{p}-cols"><div class="{p}-main">{_article(site, piece, bits)}{bits.after}</div>'
        f'<div class="{p}-side"><div class="{p}-ad">{esc(t["ad"])}<br>300×250</div>{bits.side}</div></div>\n'
        f'<div class="{p}-foot">'
        + "".join(f'<a href="/{slug(m)}/">{esc(m)}</a>' for m in site.menu)
        + f"<br>© 2008-2013 {esc(site.name)} · {esc(t['rights'])}</div>\n</div>\n"
        f'<div class="{p}-cookie">{esc(t["cookie"])} <button type="button" onclick="this.parentNode.style.display=\'none\'">'
        f"{esc(t['accept'])}</button></div>\n"
    )
    return head + body + bits.tail + "\n</body>\n</html>\n"
