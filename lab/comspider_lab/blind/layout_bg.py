"""Page templates of blind set BG, written for this set (no saved page opened, no vendor's or theme's code copied;
every class, name and text invented).

- ``portal``: a news portal of 2009-2014: a top strip (date, visitors), the logo, a row of channels, a ticker of
  headlines, a breadcrumb, the article (headline, an info line with source and time, text), a share bar of invented
  local networks, keywords, the case's blocks, a related list; a right column with a numbered hot list and the
  case's rail; a footer with contact, rights and a registration line (``gx-*``);
- ``blog``: a personal blog of 2009-2013: the header, the post (date, title, text, a "posted by" line with labels),
  the case's blocks; a side column (profile, archive, a visitor counter, the case's rail) (``bx-*``);
- ``today``: a news site of today: a sticky header, sections, the article (kicker, headline, byline and time,
  picture, text, share buttons), the case's blocks, a "trending" strip, a footer (``tx-*``).

A site whose ``charset`` is not utf-8 declares it in its meta and writes every non-ASCII character of the page as a
numeric character reference (the page's bytes are ASCII, so the declaration and the server's utf-8 agree).

Page parts (``Parts``): ``inside`` (in the article, after the text), ``after`` (after the article), ``rail`` (the side
column; after ``after`` on ``today``), ``css``, ``head`` (in the head), ``end`` (before ``</body>``).
"""

from __future__ import annotations

import html
from dataclasses import dataclass

from comspider_lab.blind.content_bg import WORDS, SiteBG


def esc(text: str) -> str:
    return html.escape(text, quote=True)


def ncr(text: str) -> str:
    """Every non-ASCII character as a decimal numeric character reference."""
    return "".join(c if ord(c) < 128 else f"&#{ord(c)};" for c in text)


@dataclass(frozen=True)
class Story:
    title: str
    byline: str
    iso: str
    shown: str
    paras: str  # paragraphs separated by blank lines
    lead: str = ""
    section: str = ""
    related: tuple[str, ...] = ()  # other headlines: the ticker, the hot list, the related list
    tags: tuple[str, ...] = ()

    @property
    def paragraphs(self) -> list[str]:
        return [" ".join(p.split()) for p in self.paras.strip().split("\n\n") if p.strip()]


@dataclass(frozen=True)
class Parts:
    inside: str = ""
    after: str = ""
    rail: str = ""
    css: str = ""
    head: str = ""
    end: str = ""


def _head(site: SiteBG, story: Story, css: str, parts: Parts) -> str:
    desc = story.lead or story.paragraphs[0][:120]
    return (
        f'<!doctype html>\n<html lang="{site.lang}" dir="{site.direction}">\n<head>\n'
        + (
            '<meta charset="utf-8">\n'
            if site.charset == "utf-8"
            else f'<meta http-equiv="Content-Type" content="text/html; charset={site.charset}">\n'
        )
        + '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{esc(story.title)} - {esc(site.name)}</title>\n"
        f'<meta name="description" content="{esc(desc)}">\n'
        f'<meta property="og:title" content="{esc(story.title)}">\n<meta property="og:type" content="article">\n'
        f'<meta property="article:published_time" content="{story.iso}">\n'
        f"<style>{css}{parts.css}</style>\n{parts.head}</head>\n<body>\n"
    )


def _paras(story: Story) -> str:
    return "".join(f"<p>{esc(p)}</p>" for p in story.paragraphs)


def _nav(site: SiteBG, cls: str) -> str:
    return (
        f'<ul class="{cls}">'
        + "".join(
            f'<li><a href="/{"" if i == 0 else f"c{i}/"}">{esc(s)}</a></li>'
            for i, s in enumerate(site.sections)
        )
        + "</ul>"
    )


def _links(story: Story, prefix: str) -> list[tuple[str, str]]:
    return [(h, f"/{prefix}/{2100 + 37 * i}.html") for i, h in enumerate(story.related)]


def _share(site: SiteBG, cls: str) -> str:
    w = WORDS[site.lang]
    return (
        f'<div class="{cls}"><span>{esc(w["share"])}:</span> '
        + " ".join(
            f'<a href="#share-{i}" class="{cls}-n{i}">{esc(n)}</a>'
            for i, n in enumerate(w["networks"].split(","))
        )
        + "</div>"
    )


def _tags(site: SiteBG, story: Story, cls: str) -> str:
    if not story.tags:
        return ""
    return (
        f'<p class="{cls}"><b>{esc(WORDS[site.lang]["tags"])}:</b> '
        + " ".join(f'<a href="/tag/{k}">{esc(t)}</a>' for k, t in enumerate(story.tags))
        + "</p>"
    )


GX_CSS = """body{margin:0;font:14px/1.7 Tahoma,Arial,sans-serif;color:#222;background:#e9ecef}.gx-wrap{width:980px;margin:0 auto;background:#fff}
.gx-strip{font-size:12px;color:#666;padding:4px 10px;background:#f6f6f6;border-bottom:1px solid #ddd;display:flex;justify-content:space-between}
.gx-logo{padding:14px 10px;font:bold 30px Tahoma,Arial,sans-serif;color:#a4161a}.gx-logo small{font-size:13px;color:#777;margin:0 12px}
.gx-nav{display:flex;gap:0;list-style:none;margin:0;padding:0;background:#a4161a}.gx-nav a{display:block;color:#fff;padding:7px 16px;text-decoration:none;font-weight:bold}
.gx-tick{border:1px solid #e0c9c9;background:#fff7f7;margin:8px 10px;padding:4px 8px;font-size:13px;white-space:nowrap;overflow:hidden}.gx-tick b{color:#a4161a}
.gx-crumb{font-size:12px;color:#888;padding:4px 10px}.gx-cols{display:flex;gap:18px;padding:0 10px 18px}.gx-main{flex:1;min-width:0}.gx-side{width:280px;flex:none}
.gx-art h1{font-size:24px;line-height:1.35;text-align:center;margin:10px 0}.gx-info{text-align:center;color:#888;font-size:12px;border-bottom:1px dotted #ccc;padding-bottom:6px}
.gx-share{background:#f3f3f3;padding:6px 10px;margin:14px 0;font-size:12px}.gx-share a{margin:0 6px;color:#a4161a}.gx-keys{font-size:12px;color:#666}
.gx-box{border:1px solid #ddd;margin-bottom:14px}.gx-box h3{margin:0;padding:5px 10px;background:#f1e3e3;font-size:14px}.gx-hot{margin:6px 0;padding:0 10px 0 30px}.gx-hot li{font-size:13px}
.gx-hot em{color:#999;font-style:normal;font-size:11px}.gx-rel{font-size:13px}.gx-foot{text-align:center;font-size:12px;color:#777;border-top:3px solid #a4161a;padding:12px}"""


def portal(site: SiteBG, story: Story, parts: Parts) -> str:
    w = WORDS[site.lang]
    sec = story.section or site.sections[1]
    links = _links(story, "news")
    return (
        _head(site, story, GX_CSS, parts)
        + f'<div class="gx-wrap"><div class="gx-strip"><span>{esc(story.shown)}</span><span>{esc(w["visitors"])}: 1 204 377</span></div>'
        f'<div class="gx-logo">{esc(site.name)}<small>{esc(site.tagline)}</small></div><nav>{_nav(site, "gx-nav")}</nav>\n'
        f'<div class="gx-tick"><b>{esc(w["ticker"])}:</b> '
        + " ◆ ".join(f'<a href="{u}">{esc(h)}</a>' for h, u in links)
        + f'</div><p class="gx-crumb"><a href="/">{esc(site.sections[0])}</a> &gt; <a href="/c1/">{esc(sec)}</a></p>'
        f'<div class="gx-cols"><div class="gx-main"><div class="gx-art"><h1>{esc(story.title)}</h1>'
        f'<p class="gx-info">{esc(story.byline)} &nbsp; <span class="gx-time">{esc(story.shown)}</span></p>'
        + (f"<p><b>{esc(story.lead)}</b></p>" if story.lead else "")
        + _paras(story)
        + parts.inside
        + _share(site, "gx-share")
        + _tags(site, story, "gx-keys")
        + f'</div>\n{parts.after}<div class="gx-rel"><h3>{esc(w["related"])}</h3><ul>'
        + "".join(f'<li><a href="{u}">{esc(h)}</a></li>' for h, u in links[::-1])
        + f'</ul></div></div><div class="gx-side"><div class="gx-box"><h3>{esc(w["hot"])}</h3><ol class="gx-hot">'
        + "".join(
            f'<li><a href="{u}">{esc(h)}</a> <em>({9120 - 1377 * k})</em></li>'
            for k, (h, u) in enumerate(links)
        )
        + f"</ol></div>{parts.rail}</div></div>"
        f'<div class="gx-foot"><a href="/about/contact.html">{esc(w["contact"])}</a> | © 2009-2014 {esc(site.name)} {esc(w["rights"])}'
        f"<br>No. 0{len(site.name) * 7311:06d}</div></div>\n{parts.end}\n</body>\n</html>\n"
    )


BX_CSS = """body{margin:0;font:15px/1.8 Verdana,sans-serif;color:#333;background:#f3efe6}.bx-head{background:#5b6f3a;color:#fff;padding:22px 30px}.bx-head h1{margin:0;font-size:26px}
.bx-head p{margin:2px 0 0;font-size:13px;opacity:.8}.bx-wrap{display:flex;gap:28px;max-width:960px;margin:0 auto;padding:20px}.bx-main{flex:1;min-width:0;background:#fff;padding:18px 24px}
.bx-side{width:220px;flex:none;font-size:13px}.bx-side h4{border-bottom:1px solid #c8c0ad;margin:14px 0 6px}.bx-date{background:#5b6f3a;color:#fff;display:inline-block;padding:1px 8px;font-size:12px}
.bx-post h2{font-size:22px;margin:8px 0}.bx-by{font-size:12px;color:#888;border-top:1px dashed #ccc;padding-top:6px}.bx-share a{margin:0 4px}.bx-count{font:bold 16px monospace;background:#222;color:#7f7;padding:2px 6px}"""


def blog(site: SiteBG, story: Story, parts: Parts) -> str:
    w = WORDS[site.lang]
    return (
        _head(site, story, BX_CSS, parts)
        + f'<div class="bx-head"><h1><a href="/" style="color:#fff;text-decoration:none">{esc(site.name)}</a></h1><p>{esc(site.tagline)}</p></div>\n'
        f'<div class="bx-wrap"><div class="bx-main"><div class="bx-post"><span class="bx-date">{esc(story.shown)}</span>'
        f"<h2>{esc(story.title)}</h2>"
        + (f"<p><i>{esc(story.lead)}</i></p>" if story.lead else "")
        + _paras(story)
        + parts.inside
        + f'<p class="bx-by">{esc(story.byline)} · <a href="/c1/">{esc(story.section or site.sections[1])}</a></p>'
        + _tags(site, story, "bx-by")
        + _share(site, "bx-share")
        + f"</div>\n{parts.after}</div>"
        f'<div class="bx-side"><h4>{esc(site.sections[-1])}</h4><p>{esc(site.tagline)}</p>{_nav(site, "bx-nav")}'
        f"<h4>{esc(w['related'])}</h4><ul>"
        + "".join(f'<li><a href="{u}">{esc(h)}</a></li>' for h, u in _links(story, "archive"))
        + f'</ul><h4>{esc(w["visitors"])}</h4><p><span class="bx-count">0048213</span></p>{parts.rail}</div></div>\n'
        f'<p style="text-align:center;font-size:12px;color:#999">© {esc(site.name)}</p>\n{parts.end}\n</body>\n</html>\n'
    )


TX_CSS = """body{margin:0;font:17px/1.65 system-ui,sans-serif;color:#1d1d1f;background:#fff}.tx-top{position:sticky;top:0;background:#fff;border-bottom:1px solid #e4e4e4;display:flex;align-items:center;gap:24px;padding:10px 24px;z-index:5}
.tx-top b{font-size:22px;color:#0a6e5c}.tx-nav{display:flex;gap:16px;list-style:none;margin:0;padding:0;font-size:14px}.tx-nav a{color:#333;text-decoration:none}
.tx-art{max-width:720px;margin:0 auto;padding:24px}.tx-kick{color:#0a6e5c;font-weight:600;font-size:14px}.tx-art h1{font-size:34px;line-height:1.2;margin:6px 0 12px}
.tx-by{font-size:14px;color:#666}.tx-pic{width:100%;aspect-ratio:16/9;background:#d9e4e1;border-radius:6px}.tx-share a{display:inline-block;border:1px solid #ccc;border-radius:16px;padding:2px 12px;margin:0 4px;font-size:13px;color:#333;text-decoration:none}
.tx-block{max-width:720px;margin:0 auto;padding:0 24px}.tx-trend{max-width:720px;margin:24px auto;padding:16px 24px;background:#f5f7f6}.tx-trend ol{margin:0;padding-inline-start:20px}
.tx-foot{background:#111;color:#bbb;text-align:center;padding:18px;font-size:13px}.tx-foot a{color:#ddd}"""


def today(site: SiteBG, story: Story, parts: Parts) -> str:
    w = WORDS[site.lang]
    return (
        _head(site, story, TX_CSS, parts)
        + f'<header class="tx-top"><b>{esc(site.name)}</b><nav>{_nav(site, "tx-nav")}</nav></header>\n'
        f'<main><article class="tx-art"><p class="tx-kick">{esc(story.section or site.sections[1])}</p><h1>{esc(story.title)}</h1>'
        + (f'<p class="tx-lead">{esc(story.lead)}</p>' if story.lead else "")
        + f'<p class="tx-by">{esc(story.byline)} · <time datetime="{story.iso}">{esc(story.shown)}</time></p>'
        '<div class="tx-pic" role="img" aria-label=""></div>'
        + _paras(story)
        + parts.inside
        + _share(site, "tx-share")
        + _tags(site, story, "tx-tags")
        + f'</article>\n<div class="tx-block">{parts.after}{parts.rail}</div>'
        f'<section class="tx-trend"><h2>{esc(w["hot"])}</h2><ol>'
        + "".join(f'<li><a href="{u}">{esc(h)}</a></li>' for h, u in _links(story, "story"))
        + f'</ol></section></main><footer class="tx-foot">{esc(site.name)} · {esc(site.tagline)} · '
        f'<a href="/contact">{esc(w["contact"])}</a> · {esc(w["rights"])}</footer>\n{parts.end}\n</body>\n</html>\n'
    )


SKINS = {"portal": portal, "blog": blog, "today": today}


def render_bg(site: SiteBG, story: Story, parts: Parts) -> str:
    page = SKINS[site.skin](site, story, parts)
    return page if site.charset == "utf-8" else ncr(page)
