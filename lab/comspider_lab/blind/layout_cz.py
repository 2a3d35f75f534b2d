"""Page templates of blind set CZ, written for this set (no saved page opened, no vendor's or theme's code copied;
every class, name and text invented), in the manner of the server-printed pages of 2011-2013. Five skins:

- ``paper``: a newspaper CMS: a top strip (date, weather, login), masthead with search, section bar, ticker,
  breadcrumbs, the article with share counters and a photo, the case's blocks, teasers, a right column (an ad, the
  case's widgets, a newsletter box), a footer of link columns;
- ``wp``: a WordPress-like blog theme: site title and description over a header image, a menu, the post with its
  entry meta and footer (categories, tags), a widget area on the right (search, the case's widgets, a newsletter box,
  archives);
- ``blogger``: a Blogger-like blog: a header, a date header over the post, the post body and its footer ("posted by",
  labels, share buttons), a sidebar of gadgets (profile, the case's widgets, archive);
- ``joomla``: a Joomla-like portal: left and right module columns around the item page with its article info list;
- ``drupal``: a Drupal-like site: header region, the node with its fields (body, tags), a second sidebar of blocks.

Page parts (``Bits``): ``inside`` (inside the article, after its text), ``after`` (after the article, where a
discussion usually sits), ``side`` (the widgets), ``style``, ``tail`` (before </body>), ``ticker``, ``top``.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass

from comspider_lab.blind.content_cz import TERMS, SiteCZ
from comspider_lab.blind.layout import esc, slug


@dataclass(frozen=True)
class Piece:
    """The article: headline, byline (as the site prints it), ISO time, the time as shown, paragraphs (blank-line
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
    style: str = ""
    tail: str = ""
    ticker: str = ""
    top: str = ""
    related: tuple[str, ...] = ()


def num(key: str, lo: int, hi: int) -> int:
    return lo + int(hashlib.md5(key.encode()).hexdigest()[:6], 16) % (hi - lo + 1)


def _css(site: SiteCZ) -> str:
    p, c = site.prefix, site.color
    return (
        f"body{{margin:0;background:#e9e9e9;font:13px/1.55 {site.font};color:#222}}a{{color:{c}}}"
        f"#{p}-page{{width:980px;margin:0 auto;background:#fff}}.{p}-strip{{background:#f3f3f3;font-size:11px;padding:3px 10px;overflow:hidden}}"
        f".{p}-strip span{{float:right}}.{p}-mast{{padding:14px 10px;overflow:hidden}}.{p}-logo{{float:left;font:bold 32px Georgia,serif;color:{c};text-decoration:none}}"
        f".{p}-mast small{{display:block;color:#888;font:12px Arial}}.{p}-mast form{{float:right;margin-top:12px}}"
        f".{p}-nav{{list-style:none;margin:0;padding:0;background:{c};overflow:hidden}}.{p}-nav li{{float:left}}.{p}-nav a{{display:block;padding:7px 12px;color:#fff;font-weight:bold;text-decoration:none}}"
        f".{p}-tick{{background:#222;color:#fff;font-size:12px;padding:4px 10px;white-space:nowrap;overflow:hidden}}.{p}-tick b{{color:#fc3;margin-right:8px}}.{p}-tick a{{color:#fff;margin-right:16px}}"
        f".{p}-crumbs{{font-size:11px;color:#888;padding:6px 10px}}.{p}-cols{{overflow:hidden;padding:0 10px 14px}}.{p}-main{{float:left;width:640px}}.{p}-side{{float:right;width:300px}}"
        f".{p}-left{{float:left;width:170px;margin-right:14px}}.{p}-mid{{float:left;width:470px}}"
        f".{p}-art h1{{font:bold 27px/1.2 Georgia,serif;margin:4px 0 8px}}.{p}-dek{{font-size:15px;font-weight:bold;color:#444}}"
        f".{p}-meta{{font-size:11px;color:#777;border-top:1px solid #e3e3e3;border-bottom:1px solid #e3e3e3;padding:3px 0}}"
        f".{p}-soc{{font-size:11px;margin:6px 0}}.{p}-soc span{{display:inline-block;background:#f0f0f0;border:1px solid #ddd;padding:1px 6px;margin-right:6px}}"
        f".{p}-fig img{{width:100%;height:auto;background:#ccc}}.{p}-fig figcaption{{font-size:11px;color:#666;margin:2px 0 10px}}"
        f".{p}-w{{border-top:3px solid {c};margin-bottom:14px}}.{p}-w h3{{font-size:13px;text-transform:uppercase;margin:4px 0}}.{p}-w ol,.{p}-w ul{{margin:4px 0;padding-left:20px}}"
        f".{p}-ad{{background:#f3f3f3;border:1px solid #ddd;height:250px;text-align:center;color:#aaa;font-size:10px;margin-bottom:14px}}"
        f".{p}-cloud a{{margin-right:6px;line-height:1.9}}.{p}-teas{{overflow:hidden;border-top:2px solid {c};margin-top:16px}}.{p}-teas li{{margin:3px 0}}"
        f".{p}-foot{{clear:both;background:#2b2b2b;color:#aaa;font-size:11px;padding:14px 10px}}.{p}-foot a{{color:#ddd;margin-right:10px}}"
    )


def _head(site: SiteCZ, piece: Piece, bits: Bits) -> str:
    gen = {
        "wp": '<meta name="generator" content="WordPress 3.4.2">\n',
        "joomla": '<meta name="generator" content="Joomla! 1.5 - Open Source Content Management">\n',
        "drupal": '<meta name="Generator" content="Drupal 7 (http://drupal.org)">\n',
        "blogger": "<meta content='blogger' name='generator'/>\n",
    }.get(site.skin, "")
    return (
        '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">\n'
        f'<html xmlns="http://www.w3.org/1999/xhtml" lang="{site.lang}" xml:lang="{site.lang}">\n<head>\n'
        '<meta http-equiv="Content-Type" content="text/html; charset=utf-8">\n'
        f"<title>{esc(piece.title)} | {esc(site.name)}</title>\n{gen}"
        f'<meta name="description" content="{esc(piece.dek or piece.paragraphs[0][:150])}">\n'
        f'<meta property="og:title" content="{esc(piece.title)}"><meta property="og:site_name" content="{esc(site.name)}">\n'
        f'<link rel="alternate" type="application/rss+xml" href="/feed/" title="{esc(site.name)}">\n'
        f"<style>{_css(site)}{bits.style}</style>\n"
        "<script type=\"text/javascript\">var _gaq = _gaq || []; _gaq.push(['_setAccount', 'UA-0000000-3']); _gaq.push(['_trackPageview']);</script>\n"
        "</head>\n"
    )


def _share(site: SiteCZ, piece: Piece) -> str:
    p, t, key = site.prefix, TERMS[site.lang], slug(piece.title)
    return (
        f'<div class="{p}-soc">{esc(t["share"])}: <span>Facebook {num(key, 3, 700)}</span><span>Tweet {num(key + "t", 0, 90)}</span>'
        f'<span>+1 {num(key + "g", 0, 25)}</span><span>E-mail</span> <a href="/{key[:30]}/print">{esc(t["print"])}</a></div>'
    )


def _tags(site: SiteCZ, piece: Piece) -> str:
    if not piece.tags:
        return ""
    return (
        f'<p class="{site.prefix}-tags">{esc(TERMS[site.lang]["tags"])}: '
        + ", ".join(f'<a href="/tag/{slug(x)}/" rel="tag">{esc(x)}</a>' for x in piece.tags)
        + "</p>"
    )


def _text(piece: Piece) -> str:
    return "".join(f"<p>{esc(x)}</p>" for x in piece.paragraphs)


def _figure(site: SiteCZ, piece: Piece) -> str:
    if not piece.caption:
        return ""
    p = site.prefix
    return (
        f'<div class="{p}-fig"><img src="/_avatar/{p}-{slug(piece.title)[:24]}.svg" alt="" width="640" height="360">'
        f"<p>{esc(piece.caption)}</p></div>"
    )


def _newsletter(site: SiteCZ) -> str:
    p, t = site.prefix, TERMS[site.lang]
    return (
        f'<div class="{p}-w {p}-nl"><h3>{esc(t["newsletter"])}</h3><p>{esc(t["newsletter_text"])}</p>'
        f'<form action="/newsletter" method="post"><input type="text" name="email" size="22"> '
        f'<input type="submit" value="{esc(t["subscribe"])}"></form></div>'
    )


def _related(site: SiteCZ, bits: Bits) -> str:
    if not bits.related:
        return ""
    p, t = site.prefix, TERMS[site.lang]
    return (
        f'<div class="{p}-teas"><h3>{esc(t["related"])}</h3><ul>'
        + "".join(f'<li><a href="/{slug(x)[:44]}/">{esc(x)}</a></li>' for x in bits.related)
        + "</ul></div>"
    )


def _foot(site: SiteCZ) -> str:
    p, t = site.prefix, TERMS[site.lang]
    return (
        f'<div class="{p}-foot">'
        + "".join(f'<a href="/{slug(m)}/">{esc(m)}</a>' for m in site.menu)
        + f"<br>© {site.years} {esc(site.name)} · {esc(t['rights'])}</div>\n"
    )


def _paper(site: SiteCZ, piece: Piece, bits: Bits) -> str:
    p, t = site.prefix, TERMS[site.lang]
    sec = piece.section or site.menu[1]
    art = (
        f'<div class="{p}-art"><p class="{p}-kick">{esc(sec)}</p><h1>{esc(piece.title)}</h1>'
        + (f'<p class="{p}-dek">{esc(piece.dek)}</p>' if piece.dek else "")
        + f'<p class="{p}-meta">{esc(piece.byline)} | {esc(piece.shown)}</p>'
        + _share(site, piece)
        + _figure(site, piece)
        + _text(piece)
        + bits.inside
        + _tags(site, piece)
        + "</div>\n"
    )
    return (
        f'<div id="{p}-page">\n<div class="{p}-strip">{esc(piece.shown)}<span>{bits.top}'
        f' · <a href="/login">{esc(t["login"])}</a> · <a href="/rss">RSS</a></span></div>\n'
        f'<div class="{p}-mast"><a class="{p}-logo" href="/">{esc(site.name)}<small>{esc(site.motto)}</small></a>'
        f'<form action="/suche" method="get"><input type="text" name="q"> <input type="submit" value="{esc(t["search"])}"></form></div>\n'
        f'<ul class="{p}-nav">'
        + "".join(
            f'<li><a href="/{"" if k == 0 else slug(m) + "/"}">{esc(m)}</a></li>'
            for k, m in enumerate(site.menu)
        )
        + "</ul>\n"
        + (f'<div class="{p}-tick">{bits.ticker}</div>\n' if bits.ticker else "")
        + f'<div class="{p}-crumbs"><a href="/">{esc(t["home"])}</a> › <a href="/{slug(sec)}/">{esc(sec)}</a></div>\n'
        f'<div class="{p}-cols"><div class="{p}-main">{art}{bits.after}{_related(site, bits)}</div>'
        f'<div class="{p}-side"><div class="{p}-ad">{esc(t["ad"])}</div>{bits.side}{_newsletter(site)}</div></div>\n'
        + _foot(site)
        + "</div>\n"
    )


def _wp(site: SiteCZ, piece: Piece, bits: Bits) -> str:
    p, t = site.prefix, TERMS[site.lang]
    pid = num(piece.title, 300, 2400)
    return (
        f'<div id="page" class="hfeed {p}-page" style="width:960px;margin:0 auto;background:#fff">\n'
        f'<header id="branding" role="banner"><hgroup><h1 id="site-title"><a href="/" rel="home">{esc(site.name)}</a></h1>'
        f'<h2 id="site-description">{esc(site.motto)}</h2></hgroup>'
        f'<img src="/_avatar/{p}-header.svg" width="940" height="160" alt="">'
        f'<nav id="access" role="navigation"><div class="menu"><ul>'
        + "".join(f'<li class="page_item"><a href="/{slug(m)}/">{esc(m)}</a></li>' for m in site.menu)
        + "</ul></div></nav></header>\n"
        f'<div id="main" style="overflow:hidden;padding:0 10px"><div id="primary" style="float:left;width:620px"><div id="content" role="main">\n'
        f'<article id="post-{pid}" class="post-{pid} post type-post status-publish format-standard hentry">'
        f'<header class="entry-header"><h1 class="entry-title">{esc(piece.title)}</h1>'
        f'<div class="entry-meta">{esc(piece.shown)} · {esc(piece.byline)}</div></header>'
        f'<div class="entry-content">{_figure(site, piece)}{_text(piece)}{bits.inside}</div>'
        f'<footer class="entry-meta">{esc(piece.section)} {_tags(site, piece)}{_share(site, piece)}</footer></article>\n'
        f"{bits.after}{_related(site, bits)}"
        f'<nav id="nav-single"><span class="nav-previous"><a href="/prev/" rel="prev">←</a></span> <span class="nav-next"><a href="/next/" rel="next">→</a></span></nav>'
        f'</div></div>\n<div id="secondary" class="widget-area" role="complementary" style="float:right;width:290px">'
        f'<aside class="widget widget_search"><form role="search" method="get" action="/"><input type="text" name="s"> <input type="submit" value="{esc(t["search"])}"></form></aside>'
        f"{bits.side}{_newsletter(site)}"
        f'<aside class="widget widget_archive"><h3 class="widget-title">{esc(t["archive"])}</h3><ul>'
        + "".join(f'<li><a href="/{y}/">{y}</a></li>' for y in ("2012/06", "2012/05", "2012/04", "2012/03"))
        + "</ul></aside></div></div>\n"
        + _foot(site)
        + "</div>\n"
    )


def _blogger(site: SiteCZ, piece: Piece, bits: Bits) -> str:
    p, t = site.prefix, TERMS[site.lang]
    return (
        f'<div class="outer-wrapper {p}-page" style="width:960px;margin:0 auto;background:#fff">\n'
        f'<div class="header section" id="header"><div class="widget Header" id="Header1"><h1 class="title"><a href="/">{esc(site.name)}</a></h1>'
        f'<p class="description">{esc(site.motto)}</p></div></div>\n'
        f'<div class="tabs section"><ul>'
        + "".join(f'<li><a href="/p/{slug(m)}.html">{esc(m)}</a></li>' for m in site.menu)
        + "</ul></div>\n"
        f'<div class="columns" style="overflow:hidden;padding:0 10px"><div class="main-inner" style="float:left;width:620px"><div class="blog-posts hfeed">'
        f'<h2 class="date-header"><span>{esc(piece.shown)}</span></h2>'
        f'<div class="post-outer"><div class="post hentry"><h3 class="post-title entry-title">{esc(piece.title)}</h3>'
        f'<div class="post-header"></div><div class="post-body entry-content">{_figure(site, piece)}{_text(piece)}{bits.inside}</div>'
        f'<div class="post-footer"><div class="post-footer-line post-footer-line-1"><span class="post-author vcard">{esc(piece.byline)}</span></div>'
        f'<div class="post-footer-line post-footer-line-2"><span class="post-labels">{esc(t["tags"])}: '
        + ", ".join(f'<a href="/search/label/{slug(x)}" rel="tag">{esc(x)}</a>' for x in piece.tags)
        + f"</span></div>{_share(site, piece)}</div></div>{bits.after}</div></div>"
        f"{_related(site, bits)}"
        '<div class="blog-pager" id="blog-pager"><a class="blog-pager-newer-link" href="/newer.html">←</a> <a class="home-link" href="/">⌂</a> <a class="blog-pager-older-link" href="/older.html">→</a></div>'
        f'</div>\n<div class="sidebar section" id="sidebar" style="float:right;width:290px">{bits.side}{_newsletter(site)}'
        f'<div class="widget BlogArchive"><h2>{esc(t["archive"])}</h2><ul class="hierarchy"><li>► 2013 (4)</li><li>▼ 2012 (19)</li><li>► 2011 (23)</li></ul></div>'
        "</div></div>\n" + _foot(site) + "</div>\n"
    )


def _joomla(site: SiteCZ, piece: Piece, bits: Bits) -> str:
    p, t = site.prefix, TERMS[site.lang]
    return (
        f'<div id="{p}-page"><div id="header" class="{p}-mast"><a class="{p}-logo" href="/">{esc(site.name)}<small>{esc(site.motto)}</small></a></div>\n'
        f'<div id="{p}-body" style="overflow:hidden;padding:10px"><div id="left" class="{p}-left">'
        f'<div class="moduletable_menu"><h3>Menu</h3><ul class="menu">'
        + "".join(
            f'<li><a href="/index.php?option=com_content&amp;view=section&amp;id={k + 1}">{esc(m)}</a></li>'
            for k, m in enumerate(site.menu)
        )
        + f'</ul></div><div class="moduletable"><h3>{esc(t["login"])}</h3><form action="/index.php" method="post"><input type="text" name="username" size="14"><br><input type="password" name="passwd" size="14"><br><input type="submit" value="{esc(t["login"])}"></form></div>'
        f'</div>\n<div id="main" class="{p}-mid"><div class="item-page"><h2 class="contentheading">{esc(piece.title)}</h2>'
        f'<dl class="article-info"><dd class="category-name">{esc(piece.section)}</dd><dd class="published">{esc(piece.shown)}</dd><dd class="createdby">{esc(piece.byline)}</dd></dl>'
        f"{_share(site, piece)}{_figure(site, piece)}{_text(piece)}{bits.inside}{_tags(site, piece)}</div>{bits.after}{_related(site, bits)}</div>\n"
        f'<div id="right" class="{p}-side" style="width:270px">{bits.side}{_newsletter(site)}</div></div>\n'
        + _foot(site)
        + "</div>\n"
    )


def _drupal(site: SiteCZ, piece: Piece, bits: Bits) -> str:
    p, t = site.prefix, TERMS[site.lang]
    nid = num(piece.title, 1200, 48000)
    return (
        f'<div id="page-wrapper"><div id="page" class="{p}-page" style="width:980px;margin:0 auto;background:#fff">\n'
        f'<div id="header"><div class="section clearfix {p}-mast"><a class="{p}-logo" href="/" title="{esc(t["home"])}">{esc(site.name)}<small>{esc(site.motto)}</small></a>'
        f'<div class="region region-header"><div id="block-search-form" class="block block-search"><form action="/search/node" method="post"><input type="text" name="search_block_form"> <input type="submit" value="{esc(t["search"])}"></form></div></div></div></div>\n'
        f'<div id="navigation"><ul class="{p}-nav links">'
        + "".join(
            f'<li class="menu-{k}"><a href="/{slug(m)}">{esc(m)}</a></li>' for k, m in enumerate(site.menu)
        )
        + "</ul></div>\n"
        + (f'<div class="{p}-tick">{bits.ticker}</div>\n' if bits.ticker else "")
        + f'<div id="main-wrapper" class="{p}-cols"><div id="main" class="clearfix"><div id="content" class="column {p}-main"><div class="section">'
        f'<h1 class="title" id="page-title">{esc(piece.title)}</h1>'
        f'<div class="region region-content"><div id="block-system-main" class="block block-system"><div class="content">'
        f'<div id="node-{nid}" class="node node-article node-promoted clearfix"><div class="submitted">{esc(piece.byline)} — {esc(piece.shown)}</div>'
        f'<div class="content">{_share(site, piece)}'
        + (
            f'<div class="field field-name-field-lead"><p><strong>{esc(piece.dek)}</strong></p></div>'
            if piece.dek
            else ""
        )
        + f'<div class="field field-name-field-image">{_figure(site, piece)}</div>'
        f'<div class="field field-name-body"><div class="field-items"><div class="field-item even">{_text(piece)}{bits.inside}</div></div></div>'
        f'<div class="field field-name-field-tags">{_tags(site, piece)}</div></div></div>'
        f"{bits.after}</div></div></div>{_related(site, bits)}</div></div>\n"
        f'<div id="sidebar-second" class="column sidebar {p}-side"><div class="section"><div class="region region-sidebar-second">'
        f'<div class="{p}-ad block">{esc(t["ad"])}</div>{bits.side}{_newsletter(site)}</div></div></div></div></div>\n'
        + _foot(site)
        + "</div></div>\n"
    )


SKINS = {"paper": _paper, "wp": _wp, "blogger": _blogger, "joomla": _joomla, "drupal": _drupal}


def render_cz(site: SiteCZ, piece: Piece, bits: Bits) -> str:
    return (
        _head(site, piece, bits)
        + f'<body class="{site.prefix}-body {site.skin}">\n'
        + SKINS[site.skin](site, piece, bits)
        + bits.tail
        + "\n</body>\n</html>\n"
    )
