"""Page templates of blind set BL, written for this set (no saved page opened, no vendor's or theme's code copied;
every class, name and text invented). One page function, four arrangements chosen by the site's ``style``:

- ``portal``: a top bar, logo and sections, the article in a wide column, a side column with "most read" and
  "most commented" lists (with counts), the case's rail, a paywall teaser box, a footer;
- ``mag``: a magazine: a centred masthead, a large headline over a standfirst, the text in one narrow column with
  a pull box, "related" cards, the newsletter band, the case's block, then a three-column footer with the lists;
- ``blog``: a left column (about, archive, the lists, the case's rail), the post and the case's block, a short footer;
- ``local``: a town site: a header line, sections, the article full width, a grid of related teasers, the case's
  block, a band with the two lists side by side, a paywall box and a footer.

Every site gets its own class prefix (``site.px``), so no two sites share a class name.
"""

from __future__ import annotations

from dataclasses import dataclass

from comspider_lab.blind.content_bl import SiteBL
from comspider_lab.blind.layout import esc, slug


@dataclass(frozen=True)
class Story:
    title: str
    byline: str
    iso: str
    shown: str
    paras: str  # paragraphs separated by blank lines
    lead: str = ""
    related: tuple[str, ...] = ()

    @property
    def paragraphs(self) -> list[str]:
        return [" ".join(p.split()) for p in self.paras.strip().split("\n\n") if p.strip()]


@dataclass(frozen=True)
class Parts:
    inside: str = ""  # inside the article, after its text
    after: str = ""  # the case's block after the article
    rail: str = ""  # the side column (portal, blog), else after ``after``
    css: str = ""
    end: str = ""  # before </body>


def _counted(px: str, heading: str, rows: tuple[tuple[str, str], ...], cls: str) -> str:
    items = "".join(
        f'<li><a href="/{slug(h)[:48]}">{esc(h)}</a> <span class="{px}-n">{esc(n)}</span></li>'
        for h, n in rows
    )
    return f'<div class="{px}-{cls}"><h3>{esc(heading)}</h3><ol>{items}</ol></div>'


def _furniture(site: SiteBL) -> tuple[str, str, str, str]:
    px = site.px
    most = _counted(px, site.most_read, site.read_rows, "top")
    talked = _counted(px, site.most_talked, site.talk_rows, "hot")
    letter = (
        f'<form class="{px}-letter" action="/newsletter" method="post"><p>{esc(site.letter)}</p>'
        f'<input type="email" name="e" placeholder="@"> <button type="submit">{esc(site.subscribe)}</button></form>'
    )
    pay = f'<div class="{px}-pay"><p>{esc(site.paywall)}</p><a href="/abo" class="{px}-paybtn">{esc(site.subscribe)}</a></div>'
    return most, talked, letter, pay


def _related(site: SiteBL, story: Story) -> str:
    px = site.px
    cards = "".join(
        f'<a class="{px}-card" href="/{slug(h)[:48]}"><span class="{px}-pic"></span><b>{esc(h)}</b></a>'
        for h in story.related
    )
    return f'<div class="{px}-rel"><h3>{esc(site.related)}</h3><div class="{px}-cards">{cards}</div></div>'


def _secs(site: SiteBL) -> str:
    return "".join(f'<a href="/{slug(s)}/">{esc(s)}</a>' for s in site.sections)


def _css(px: str, accent: str, font: str) -> str:
    return (
        f"body{{margin:0;font:17px/1.6 {font};color:#1d1d1f;background:#f6f5f2}}"
        f".{px}-page{{max-width:1160px;margin:0 auto;background:#fff;padding:0 22px 0}}"
        f".{px}-mast{{padding:14px 0;border-bottom:3px solid {accent}}}.{px}-mast a.{px}-logo{{font:800 30px Arial,sans-serif;color:{accent};text-decoration:none}}"
        f".{px}-nav{{display:flex;flex-wrap:wrap;gap:16px;padding:8px 0;font:600 14px Arial,sans-serif}}.{px}-nav a{{color:#333;text-decoration:none}}"
        f".{px}-cols{{display:grid;grid-template-columns:minmax(0,1fr) 300px;gap:30px}}"
        f".{px}-left{{display:grid;grid-template-columns:260px minmax(0,1fr);gap:30px}}"
        f".{px}-art h1{{font:700 34px/1.2 Georgia,serif;margin:12px 0}}.{px}-lead{{font-size:20px;color:#444}}"
        f".{px}-by{{font:13px Arial,sans-serif;color:#666}}.{px}-fig{{height:260px;background:#d8dde3;margin:14px 0}}"
        f".{px}-side{{font:14px Arial,sans-serif}}.{px}-side h3,.{px}-band h3{{border-bottom:2px solid {accent}}}"
        f".{px}-n{{color:#888;font-size:12px}}.{px}-cards{{display:grid;grid-template-columns:repeat(3,1fr);gap:14px}}"
        f".{px}-card{{color:#222;text-decoration:none}}.{px}-pic{{display:block;height:90px;background:#e4e0d8}}"
        f".{px}-letter{{background:#eef3f7;padding:14px;margin:18px 0;font:14px Arial,sans-serif}}"
        f".{px}-pay{{border:2px solid {accent};padding:14px;margin:18px 0;font:14px Arial,sans-serif}}"
        f".{px}-band{{display:grid;grid-template-columns:1fr 1fr;gap:26px;font:14px Arial,sans-serif;margin:22px 0}}"
        f".{px}-foot{{background:#222;color:#bbb;padding:20px 22px;font:12px Arial,sans-serif;margin-top:26px}}.{px}-foot a{{color:#eee}}"
    )


def render_bl(site: SiteBL, story: Story, parts: Parts) -> str:
    px = site.px
    most, talked, letter, pay = _furniture(site)
    head = (
        f'<!doctype html>\n<html lang="{site.lang}" dir="{site.direction}">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{esc(story.title)} – {esc(site.name)}</title>\n"
        f'<meta property="og:title" content="{esc(story.title)}">\n<meta property="og:type" content="article">\n'
        f'<meta property="article:published_time" content="{story.iso}">\n'
        f"<style>{_css(px, site.accent, site.font)}{parts.css}</style>\n</head>\n<body>\n"
    )
    mast = (
        f'<header class="{px}-mast"><a class="{px}-logo" href="/">{esc(site.name)}</a> '
        f'<span class="{px}-motto">{esc(site.motto)}</span></header><nav class="{px}-nav">{_secs(site)}</nav>'
    )
    lead = f'<p class="{px}-lead">{esc(story.lead)}</p>' if story.lead else ""
    art = (
        f'<article class="{px}-art"><h1>{esc(story.title)}</h1>{lead}'
        f'<p class="{px}-by">{esc(story.byline)} · <time datetime="{story.iso}">{esc(story.shown)}</time></p>'
        f'<div class="{px}-fig" role="img" aria-label=""></div>'
        + "".join(f"<p>{esc(p)}</p>" for p in story.paragraphs)
        + parts.inside
        + "</article>"
    )
    foot = f'<footer class="{px}-foot"><p>© {esc(site.name)} · <a href="/kontakt">{esc(site.contact)}</a></p></footer>'
    if site.style == "portal":
        body = (
            f'<div class="{px}-page">{mast}<div class="{px}-cols"><main>{art}{letter}{parts.after}</main>'
            f'<aside class="{px}-side">{most}{talked}{pay}{parts.rail}</aside></div>{_related(site, story)}</div>{foot}'
        )
    elif site.style == "mag":
        body = (
            f'<div class="{px}-page">{mast}<main style="max-width:760px;margin:0 auto">{art}{_related(site, story)}'
            f"{letter}{parts.after}{parts.rail}</main>"
            f'<div class="{px}-band">{most}{talked}</div>{pay}</div>{foot}'
        )
    elif site.style == "blog":
        body = (
            f'<div class="{px}-page">{mast}<div class="{px}-left"><aside class="{px}-side"><p>{esc(site.motto)}</p>'
            f"{most}{talked}{parts.rail}</aside><main>{art}{parts.after}{letter}</main></div></div>{foot}"
        )
    else:
        body = (
            f'<div class="{px}-page">{mast}<main>{art}{_related(site, story)}{parts.after}{parts.rail}</main>'
            f'<div class="{px}-band">{most}{talked}</div>{pay}{letter}</div>{foot}'
        )
    return head + body + parts.end + "\n</body>\n</html>\n"
