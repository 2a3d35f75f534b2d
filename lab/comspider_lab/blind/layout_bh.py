"""Page skins of blind set BH, written for this set (no saved page opened, no vendor's or theme's code copied; every
class, name and text invented). Each site has a class prefix of its own (``Site.p``) and its own colours, so no two
pages share their class names.

- ``portal``: a portal of about 2009-2012: a top strip of links, logo and search, a thick menu of channels, a news
  ticker, then a layout table of three cells (channels, the article, a right column with a ranking list);
- ``blog``: a personal blog of about 2009-2013: a banner, the post in a left column, a sidebar with the case's rail,
  an archive and a ranking; a small footer;
- ``news``: a news site of about 2014-2016: a masthead, a menu, a breaking line, the article with a share bar of
  local networks, tags, a "most read" box with numbers, a footer of links;
- ``now``: a site of today: a sticky header, a ticker line, the article in a narrow column with a share row, a
  "read next" strip of cards, a big footer.

Page parts (``Parts``): ``inside`` (inside the article after the text), ``after`` (below the article), ``rail`` (the
side column; on ``now`` after ``after``), ``head`` (more in the head), ``css``, ``end`` (before ``</body>``).
"""

from __future__ import annotations

from dataclasses import dataclass

from comspider_lab.blind.content_bh import Site
from comspider_lab.blind.layout import esc, slug


@dataclass(frozen=True)
class Story:
    title: str
    byline: str
    iso: str
    shown: str
    paras: str  # paragraphs separated by blank lines
    lead: str = ""

    @property
    def paragraphs(self) -> list[str]:
        return [" ".join(p.split()) for p in self.paras.strip().split("\n\n") if p.strip()]


@dataclass(frozen=True)
class Parts:
    inside: str = ""
    after: str = ""
    rail: str = ""
    head: str = ""
    css: str = ""
    end: str = ""


def _head(site: Site, story: Story, css: str, parts: Parts) -> str:
    charset = parts.head if "charset" in parts.head else '<meta charset="utf-8">'
    more = "" if "charset" in parts.head else parts.head
    return (
        f'<!DOCTYPE html>\n<html lang="{site.lang}" dir="{site.dir}">\n<head>\n{charset}\n'
        f"<title>{esc(story.title)} - {esc(site.name)}</title>\n"
        f'<meta name="description" content="{esc((story.lead or story.paragraphs[0])[:150])}">\n'
        f'<meta property="og:title" content="{esc(story.title)}">\n'
        f'<meta property="article:published_time" content="{story.iso}">\n{more}'
        f"<style>{css}{parts.css}</style>\n</head>\n"
    )


def _menu(site: Site, cls: str) -> str:
    return (
        f'<ul class="{cls}">'
        + "".join(
            f'<li><a href="/{"" if i == 0 else slug(s) + "/"}">{esc(s)}</a></li>'
            for i, s in enumerate(site.sections)
        )
        + "</ul>"
    )


def _hot(site: Site, cls: str, tag: str = "ol") -> str:
    return (
        f'<div class="{cls}"><h3>{esc(site.hot_title)}</h3><{tag}>'
        + "".join(f'<li><a href="/n/{slug(h)[:30] or i}">{esc(h)}</a></li>' for i, h in enumerate(site.hot))
        + f"</{tag}></div>"
    )


def _share(site: Site, cls: str) -> str:
    return (
        f'<div class="{cls}"><span>{esc(site.share)}</span> '
        + " ".join(
            f'<a href="#share-{i}" class="{site.p}-net{i}" title="{esc(n)}">{esc(n)}</a>'
            for i, n in enumerate(site.nets)
        )
        + "</div>"
    )


def _ticker(site: Site, cls: str) -> str:
    return (
        f'<div class="{cls}"><b>{esc(site.ticker_label)}</b> '
        + " · ".join(f'<a href="/live/{i}">{esc(t)}</a>' for i, t in enumerate(site.ticker))
        + "</div>"
    )


def _paras(story: Story) -> str:
    return "".join(f"<p>{esc(p)}</p>" for p in story.paragraphs)


def portal(site: Site, story: Story, parts: Parts) -> str:
    p, c = site.p, site.color
    css = (
        f"body{{margin:0;font:14px/1.7 SimSun,Tahoma,sans-serif;background:#eee}}.{p}-box{{width:960px;margin:0 auto;background:#fff}}"
        f".{p}-strip{{font-size:12px;background:#f6f6f6;padding:3px 8px;border-bottom:1px solid #ddd}}.{p}-logo{{font:bold 28px Tahoma;color:{c};padding:10px}}"
        f".{p}-menu{{list-style:none;margin:0;padding:6px;background:{c};display:flex;flex-wrap:wrap;gap:14px}}.{p}-menu a{{color:#fff;font-weight:bold;text-decoration:none}}"
        f".{p}-tick{{font-size:12px;padding:4px 8px;border-bottom:1px dotted #ccc;white-space:nowrap;overflow:hidden}}.{p}-lay td{{vertical-align:top;padding:8px}}"
        f".{p}-art h1{{font-size:24px;color:#111}}.{p}-meta{{color:#888;font-size:12px}}.{p}-hot h3{{background:#f3f3f3;border-left:4px solid {c};padding:2px 6px;font-size:14px}}"
        f".{p}-foot{{text-align:center;font-size:12px;color:#777;border-top:2px solid {c};padding:10px}}"
    )
    return (
        _head(site, story, css, parts)
        + f'<body><div class="{p}-box"><div class="{p}-strip">{esc(site.strip)}</div>'
        f'<div class="{p}-logo"><a href="/">{esc(site.name)}</a> <small>{esc(site.tagline)}</small></div>'
        + _menu(site, f"{p}-menu")
        + _ticker(site, f"{p}-tick")
        + f'<table class="{p}-lay" width="100%" cellspacing="0" cellpadding="0"><tr><td width="150">'
        + _menu(site, f"{p}-side")
        + f'</td><td><div class="{p}-art"><h1>{esc(story.title)}</h1>'
        f'<div class="{p}-meta">{esc(story.shown)} &nbsp; {esc(story.byline)}</div>'
        + (f'<p class="{p}-lead"><b>{esc(story.lead)}</b></p>' if story.lead else "")
        + _paras(story)
        + parts.inside
        + _share(site, f"{p}-share")
        + f'</div>{parts.after}</td><td width="250">'
        + _hot(site, f"{p}-hot")
        + parts.rail
        + f'</td></tr></table><div class="{p}-foot">{esc(site.foot)}</div></div>\n{parts.end}\n</body>\n</html>\n'
    )


def blog(site: Site, story: Story, parts: Parts) -> str:
    p, c = site.p, site.color
    css = (
        f"body{{margin:0;font:15px/1.8 Verdana,sans-serif;color:#333;background:#fafaf5}}.{p}-ban{{background:{c};color:#fff;padding:28px 30px}}"
        f".{p}-ban a{{color:#fff;font-size:26px;text-decoration:none}}.{p}-cols{{display:flex;gap:30px;max-width:980px;margin:0 auto;padding:20px}}"
        f".{p}-main{{flex:1;min-width:0}}.{p}-side{{width:240px;font-size:13px}}.{p}-post h2{{font-size:24px;color:{c}}}.{p}-date{{color:#999;font-size:12px}}"
        f".{p}-foot{{text-align:center;color:#aaa;font-size:11px;padding:16px}}"
    )
    return (
        _head(site, story, css, parts)
        + f'<body><div class="{p}-ban"><a href="/">{esc(site.name)}</a><div>{esc(site.tagline)}</div></div>'
        f'<div class="{p}-cols"><div class="{p}-main"><div class="{p}-post"><div class="{p}-date">{esc(story.shown)}</div>'
        f"<h2>{esc(story.title)}</h2>"
        + _paras(story)
        + f'<div class="{p}-by">{esc(story.byline)}</div>'
        + parts.inside
        + _share(site, f"{p}-share")
        + f'</div>{parts.after}</div><div class="{p}-side">'
        + parts.rail
        + _menu(site, f"{p}-cats")
        + _hot(site, f"{p}-hot", "ul")
        + f'</div></div><div class="{p}-foot">{esc(site.foot)}</div>\n{parts.end}\n</body>\n</html>\n'
    )


def news(site: Site, story: Story, parts: Parts) -> str:
    p, c = site.p, site.color
    css = (
        f"body{{margin:0;font:16px/1.7 Arial,sans-serif;color:#222}}.{p}-mast{{display:flex;justify-content:space-between;padding:14px 24px;border-bottom:3px solid {c}}}"
        f".{p}-mast a{{font:900 30px Arial;color:{c};text-decoration:none}}.{p}-nav ul{{list-style:none;display:flex;gap:18px;margin:0;padding:8px 24px;background:#222}}"
        f".{p}-nav a{{color:#fff;text-decoration:none}}.{p}-brk{{background:#c00;color:#fff;padding:4px 24px;font-size:13px}}.{p}-brk a{{color:#fff}}"
        f".{p}-grid{{display:grid;grid-template-columns:minmax(0,1fr) 300px;gap:30px;max-width:1140px;margin:0 auto;padding:20px 24px}}"
        f".{p}-story h1{{font-size:32px;line-height:1.2}}.{p}-by{{color:#777;font-size:13px}}.{p}-share a{{display:inline-block;padding:3px 10px;margin:2px;background:{c};color:#fff;border-radius:3px;text-decoration:none}}"
        f".{p}-most ol{{padding-left:22px}}.{p}-foot{{background:#222;color:#bbb;padding:20px 24px;font-size:12px}}"
    )
    return (
        _head(site, story, css, parts)
        + f'<body><header class="{p}-mast"><a href="/">{esc(site.name)}</a><span>{esc(site.strip)}</span></header>'
        f'<nav class="{p}-nav">{_menu(site, f"{p}-menu")}</nav>'
        + _ticker(site, f"{p}-brk")
        + f'<div class="{p}-grid"><main><article class="{p}-story"><h1>{esc(story.title)}</h1>'
        + (f'<p class="{p}-lead"><strong>{esc(story.lead)}</strong></p>' if story.lead else "")
        + f'<p class="{p}-by">{esc(story.byline)} | <time datetime="{story.iso}">{esc(story.shown)}</time></p>'
        f'<figure><img src="/_avatar/{p}-fig.svg" alt="" width="760" height="420"><figcaption>{esc(site.tagline)}</figcaption></figure>'
        + _share(site, f"{p}-share")
        + _paras(story)
        + parts.inside
        + f"</article>{parts.after}</main><aside>"
        + _hot(site, f"{p}-most")
        + parts.rail
        + f'</aside></div><footer class="{p}-foot">{_menu(site, f"{p}-flinks")}{esc(site.foot)}</footer>\n{parts.end}\n</body>\n</html>\n'
    )


def now(site: Site, story: Story, parts: Parts) -> str:
    p, c = site.p, site.color
    css = (
        f"body{{margin:0;font:17px/1.65 system-ui,sans-serif;color:#1b1b1b}}.{p}-top{{position:sticky;top:0;background:#fff;display:flex;gap:20px;align-items:center;padding:10px 20px;box-shadow:0 1px 4px #0002;z-index:5}}"
        f".{p}-top>a{{font-weight:800;font-size:22px;color:{c};text-decoration:none}}.{p}-top ul{{display:flex;gap:14px;list-style:none;margin:0;padding:0;font-size:14px}}"
        f".{p}-line{{font-size:13px;padding:6px 20px;background:#f4f4f4}}.{p}-col{{max-width:700px;margin:0 auto;padding:24px 20px}}.{p}-col h1{{font-size:34px;line-height:1.15}}"
        f".{p}-by{{font-size:13px;color:#666}}.{p}-share{{display:flex;gap:8px;font-size:13px}}.{p}-share a{{border:1px solid #ccc;border-radius:20px;padding:2px 10px;text-decoration:none;color:#333}}"
        f".{p}-next{{display:grid;grid-template-columns:repeat(3,1fr);gap:12px;max-width:960px;margin:20px auto;padding:0 20px}}.{p}-next li{{list-style:none;background:#f6f6f6;padding:10px}}"
        f".{p}-foot{{background:{c};color:#fff;padding:30px 20px;font-size:13px}}.{p}-foot a{{color:#fff}}"
    )
    return (
        _head(site, story, css, parts)
        + f'<body><header class="{p}-top"><a href="/">{esc(site.name)}</a>{_menu(site, f"{p}-menu")}</header>'
        + _ticker(site, f"{p}-line")
        + f'<main class="{p}-col"><article><h1>{esc(story.title)}</h1>'
        + (f'<p class="{p}-lead">{esc(story.lead)}</p>' if story.lead else "")
        + f'<p class="{p}-by">{esc(story.byline)} · <time datetime="{story.iso}">{esc(story.shown)}</time></p>'
        + _share(site, f"{p}-share")
        + _paras(story)
        + parts.inside
        + f"</article>{parts.after}{parts.rail}</main>"
        + _hot(site, f"{p}-next", "ul")
        + f'<footer class="{p}-foot">{_menu(site, f"{p}-fmenu")}<p>{esc(site.tagline)} · {esc(site.foot)}</p></footer>\n{parts.end}\n</body>\n</html>\n'
    )


SKINS = {"portal": portal, "blog": blog, "news": news, "now": now}


def render_bh(site: Site, story: Story, parts: Parts) -> str:
    return SKINS[site.skin](site, story, parts)


def ncr(html: str) -> str:
    """Every character beyond ASCII as a numeric character reference (the page's bytes are then plain ASCII)."""
    return "".join(ch if ord(ch) < 128 else f"&#{ord(ch)};" for ch in html)
