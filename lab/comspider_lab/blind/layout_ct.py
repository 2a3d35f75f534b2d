"""Page skeletons of blind set CT, written for this set (no saved page opened, no vendor's or theme's code copied;
every class, name and text invented), in the manner of the small news sites, blogs and club sites of 2010-2013 in
Central and Eastern Europe, the Balkans, the Baltic, Turkey and Indonesia as a crawler saved their served HTML:

- ``tables``: a portal laid out in tables (a banner row, a left menu cell, the article cell, a right cell of boxes);
- ``blog``: a blog theme of two columns (header image, menu, the post, a sidebar of widgets);
- ``plain``: a narrow page without columns (print views, text-only editions): the case gives the whole body;
- ``divs``: a news site of floated divs (a top strip, a logo row, a section bar, the story, a right column).

Every site prints its own class names (``SiteCT.prefix``); ``Parts`` holds the case's blocks: ``inside`` (inside the
article's element, after its last paragraph), ``after`` (after the article), ``side`` (the boxes), ``top`` (above the
headline), ``style`` and ``tail`` (before </body>).
"""

from __future__ import annotations

from dataclasses import dataclass

from comspider_lab.blind.content_ct import SiteCT
from comspider_lab.blind.layout import esc, slug


@dataclass(frozen=True)
class Story:
    """The article: headline, byline as the site prints it, ISO date, the date as shown, paragraphs (blank-line
    separated), standfirst."""

    title: str
    byline: str
    iso: str
    shown: str
    text: str
    dek: str = ""

    @property
    def paragraphs(self) -> list[str]:
        return [" ".join(p.split()) for p in self.text.strip().split("\n\n") if p.strip()]


@dataclass(frozen=True)
class Parts:
    inside: str = ""
    after: str = ""
    side: str = ""
    top: str = ""
    style: str = ""
    tail: str = ""
    body: str = ""  # the whole body for the ``plain`` skeleton


def ps(story: Story) -> str:
    return "".join(f"<p>{esc(p)}</p>\n" for p in story.paragraphs)


def _head(site: SiteCT, story: Story, css: str) -> str:
    return (
        '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" '
        '"http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">\n'
        f'<html xmlns="http://www.w3.org/1999/xhtml" lang="{site.lang}" xml:lang="{site.lang}">\n<head>\n'
        '<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />\n'
        f"<title>{esc(story.title)} - {esc(site.name)}</title>\n"
        f'<meta name="description" content="{esc(story.dek or story.title)}" />\n'
        f'<meta name="keywords" content="{esc(", ".join(site.menu[1:4]))}" />\n'
        f'<style type="text/css">{css}</style>\n</head>\n'
    )


def _menu(site: SiteCT, sep: str = "") -> str:
    return sep.join(f'<a href="/{slug(m)}/">{esc(m)}</a>' for m in site.menu)


def tables(site: SiteCT, story: Story, parts: Parts) -> str:
    p, c = site.prefix, site.color
    css = (
        f"body{{margin:0;background:#e9e9e9;font:12px/1.45 Tahoma,Verdana,sans-serif;color:#222}}"
        f"table.{p}m{{width:980px;margin:0 auto;background:#fff;border-collapse:collapse}}"
        f"td.{p}l{{width:170px;vertical-align:top;background:#f3f3f3;border-right:1px solid #ccc}}"
        f"td.{p}l a{{display:block;padding:5px 8px;border-bottom:1px solid #ddd;color:{c};text-decoration:none}}"
        f"td.{p}c{{vertical-align:top;padding:10px 16px}}td.{p}r{{width:220px;vertical-align:top;padding:8px}}"
        f".{p}ban{{background:{c};color:#fff;font:bold 30px Georgia,serif;padding:18px}}"
        f".{p}bx{{border:1px solid #ccc;margin-bottom:10px}}.{p}bx h4{{margin:0;padding:4px 6px;background:{c};color:#fff}}"
        f"h1.{p}h{{font:bold 22px Georgia,serif;color:{c}}}.{p}d{{color:#777;font-size:11px}}{parts.style}"
    )
    return (
        _head(site, story, css)
        + f'<body>\n<table class="{p}m" cellpadding="0" cellspacing="0"><tr><td colspan="3">'
        f'<div class="{p}ban">{esc(site.name)}<br /><small style="font-size:12px">{esc(site.motto)}</small></div></td></tr>\n'
        f'<tr><td class="{p}l">{_menu(site)}</td>\n<td class="{p}c">{parts.top}'
        f'<h1 class="{p}h">{esc(story.title)}</h1>\n<div class="{p}d">{esc(story.byline)} | {esc(story.shown)}</div>\n'
        f'<div class="{p}t">\n'
        + (f"<p><b>{esc(story.dek)}</b></p>\n" if story.dek else "")
        + ps(story)
        + f"{parts.inside}</div>\n{parts.after}</td>\n"
        f'<td class="{p}r">{parts.side}</td></tr>\n'
        f'<tr><td colspan="3" style="background:#333;color:#aaa;padding:10px;font-size:11px">{esc(site.footer)}</td></tr>'
        f"</table>\n{parts.tail}\n</body>\n</html>\n"
    )


def blog(site: SiteCT, story: Story, parts: Parts) -> str:
    p, c = site.prefix, site.color
    css = (
        f"body{{margin:0;background:{c};font:13px/1.6 'Trebuchet MS',Arial,sans-serif;color:#333}}"
        f"#{p}-outer{{width:960px;margin:0 auto;background:#fff}}#{p}-hd{{padding:30px 20px;background:#faf6ee}}"
        f"#{p}-hd h2{{margin:0;font:normal 34px Georgia,serif}}#{p}-nav a{{margin-right:14px}}"
        f"#{p}-main{{float:left;width:620px;padding:20px}}#{p}-side{{float:right;width:260px;padding:20px 20px 20px 0}}"
        f".{p}-w{{margin-bottom:22px}}.{p}-w h3{{font:bold 13px Arial;text-transform:uppercase;border-bottom:1px dotted #999}}"
        f"#{p}-ft{{clear:both;padding:14px 20px;background:#eee;font-size:11px}}{parts.style}"
    )
    return (
        _head(site, story, css)
        + f'<body>\n<div id="{p}-outer"><div id="{p}-hd"><h2><a href="/">{esc(site.name)}</a></h2>'
        f'<p>{esc(site.motto)}</p><div id="{p}-nav">{_menu(site)}</div></div>\n'
        f'<div id="{p}-main">{parts.top}<div class="{p}-post"><p class="{p}-date">{esc(story.shown)}</p>'
        f'<h1 class="{p}-title">{esc(story.title)}</h1>\n<div class="{p}-body">\n'
        + ps(story)
        + f'{parts.inside}</div>\n<p class="{p}-foot">{esc(story.byline)}</p></div>\n{parts.after}</div>\n'
        f'<div id="{p}-side">{parts.side}</div>\n<div id="{p}-ft">{esc(site.footer)}</div></div>\n{parts.tail}\n'
        "</body>\n</html>\n"
    )


def divs(site: SiteCT, story: Story, parts: Parts) -> str:
    p, c = site.prefix, site.color
    css = (
        f"body{{margin:0;font:14px/1.5 Arial,Helvetica,sans-serif;color:#111}}.{p}strip{{background:#222;color:#ccc;"
        f"font-size:11px;padding:3px 10px}}.{p}logo{{font:bold 36px Arial;color:{c};padding:10px}}"
        f".{p}bar{{background:{c};padding:6px 10px}}.{p}bar a{{color:#fff;margin-right:12px;font-weight:bold}}"
        f".{p}wrap{{width:990px;margin:0 auto;overflow:hidden}}.{p}main{{float:left;width:650px;padding:10px}}"
        f".{p}col{{float:right;width:300px;padding:10px}}.{p}box{{border-top:4px solid {c};margin-bottom:14px}}"
        f".{p}ft{{clear:both;background:#eee;padding:12px;font-size:11px}}{parts.style}"
    )
    return (
        _head(site, story, css)
        + f'<body>\n<div class="{p}wrap"><div class="{p}strip">{esc(story.shown)} · {esc(site.motto)}</div>'
        f'<div class="{p}logo">{esc(site.name)}</div><div class="{p}bar">{_menu(site)}</div>\n'
        f'<div class="{p}main">{parts.top}<h1>{esc(story.title)}</h1>\n'
        + (f'<p class="{p}lead"><strong>{esc(story.dek)}</strong></p>\n' if story.dek else "")
        + f'<p class="{p}by">{esc(story.byline)}</p>\n<div class="{p}art">\n'
        + ps(story)
        + f'{parts.inside}</div>\n{parts.after}</div>\n<div class="{p}col">{parts.side}</div>\n'
        f'<div class="{p}ft">{esc(site.footer)}</div></div>\n{parts.tail}\n</body>\n</html>\n'
    )


def plain(site: SiteCT, story: Story, parts: Parts) -> str:
    css = (
        "body{margin:20px;font:14px/1.5 'Times New Roman',serif;color:#000;background:#fff;max-width:720px}"
        + parts.style
    )
    return _head(site, story, css) + f"<body>\n{parts.body}\n{parts.tail}\n</body>\n</html>\n"


SKELETONS = {"tables": tables, "blog": blog, "divs": divs, "plain": plain}


def render_ct(skeleton: str, site: SiteCT, story: Story, parts: Parts) -> str:
    return SKELETONS[skeleton](site, story, parts)
