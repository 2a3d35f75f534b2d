"""Page templates of blind set AI, written for this set (no saved page opened, no vendor's or theme's code copied;
every class, name and text invented).

- ``nx``: a news site of 2020-2026: a sticky bar with the logo, the sections and "Sign in", a section label, the
  headline, a standfirst, the byline line (where a case may add a link), a wide picture, a narrow text column, a
  share line, then the case's block, a row of "more stories" and a dark footer (``nx-*``);
- ``ol``: a news site of 2014-2018: a date line, the masthead, a menu bar, two columns (the article and a right
  column with the latest news and an advertisement), a grey footer (``ol-*``);
- ``bg``: a personal blog: the blog's name and tagline, the post with its date, the text, the case's block and a
  sidebar (``bg-*``).

Page parts (``Parts``): ``after`` (below the article), ``rail`` (the right column or the related row), ``byline``
(more markup at the end of the byline line), ``top`` (just after ``<body>``), ``end`` (before ``</body>``), ``head``
(more markup in ``<head>``), ``css``.
"""

from __future__ import annotations

from dataclasses import dataclass

from comspider_lab.blind.content_ai import LABELS, SiteAI
from comspider_lab.blind.layout import esc, slug


@dataclass(frozen=True)
class Story:
    title: str
    byline: str
    iso: str
    shown: str
    paras: str  # paragraphs separated by blank lines
    section: str = ""
    standfirst: str = ""

    @property
    def paragraphs(self) -> list[str]:
        return [" ".join(p.split()) for p in self.paras.strip().split("\n\n") if p.strip()]


@dataclass(frozen=True)
class Parts:
    after: str = ""
    rail: str = ""
    byline: str = ""
    top: str = ""
    end: str = ""
    head: str = ""
    css: str = ""


def _head(site: SiteAI, story: Story, css: str, parts: Parts) -> str:
    desc = story.standfirst or story.paragraphs[0][:150]
    return (
        f'<!doctype html>\n<html lang="{site.lang}" dir="{site.direction}">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{esc(story.title)} | {esc(site.name)}</title>\n"
        f'<meta name="description" content="{esc(desc)}">\n'
        '<meta property="og:type" content="article">\n'
        f'<meta property="og:title" content="{esc(story.title)}">\n'
        f'<meta property="og:site_name" content="{esc(site.name)}">\n'
        f'<meta property="article:published_time" content="{story.iso}">\n'
        f'<meta name="author" content="{esc(story.byline)}">\n'
        f"<style>{css}{parts.css}</style>\n{parts.head}</head>\n<body>\n"
    )


def _paras(story: Story) -> str:
    return "".join(f"<p>{esc(p)}</p>" for p in story.paragraphs)


def _nav(site: SiteAI, cls: str) -> str:
    return (
        f'<ul class="{cls}">'
        + "".join(
            f'<li><a href="/{"" if i == 0 else slug(t) + "/"}">{esc(t)}</a></li>'
            for i, t in enumerate(site.nav)
        )
        + "</ul>"
    )


NX_CSS = """body{margin:0;font:17px/1.6 system-ui,sans-serif;color:#1b1b1b;background:#fff}
.nx-bar{position:sticky;top:0;z-index:5;background:#fff;border-bottom:1px solid #e3e3e3}.nx-bar>div{max-width:1120px;margin:0 auto;padding:10px 18px;display:flex;gap:18px;align-items:center}
.nx-logo{font:800 21px system-ui;color:#0b5d7a;text-decoration:none}.nx-nav{list-style:none;margin:0;padding:0;display:flex;gap:14px;font-size:14px}.nx-nav a,.nx-bar a{color:#333;text-decoration:none}
.nx-head{max-width:760px;margin:26px auto 10px;padding:0 18px}.nx-sec{font-size:13px;font-weight:700;color:#0b5d7a;text-transform:uppercase;margin:0}
.nx-head h1{font-size:36px;line-height:1.15;margin:6px 0}.nx-stand{font-size:19px;color:#555}.nx-by{font-size:14px;color:#666}
.nx-pic{margin:0}.nx-pic img{display:block;width:100%;height:auto;background:#e8eef0}.nx-text{max-width:680px;margin:0 auto;padding:0 18px}
.nx-share{font-size:14px;border-top:1px solid #eee;padding-top:8px}.nx-after{max-width:680px;margin:24px auto;padding:0 18px}
.nx-more{max-width:1120px;margin:30px auto;padding:0 18px;display:flex;gap:20px;flex-wrap:wrap;font-size:15px}.nx-more>div{flex:1;min-width:240px}
.nx-foot{background:#17232b;color:#aab;font-size:13px;padding:26px 18px;text-align:center}.nx-foot a{color:#cde}"""


def nx(site: SiteAI, story: Story, parts: Parts) -> str:
    L = LABELS[site.lang]
    sec = story.section or site.nav[1]
    return (
        _head(site, story, NX_CSS, parts)
        + parts.top
        + f'<header class="nx-bar"><div><a class="nx-logo" href="/">{esc(site.name)}</a>{_nav(site, "nx-nav")}'
        f'<a href="/login">{esc(L["login"])}</a></div></header>\n<main>'
        f'<article class="nx-art"><div class="nx-head"><p class="nx-sec"><a href="/{slug(sec)}/">{esc(sec)}</a></p>'
        f"<h1>{esc(story.title)}</h1>"
        + (f'<p class="nx-stand">{esc(story.standfirst)}</p>' if story.standfirst else "")
        + f'<p class="nx-by">{esc(story.byline)} · <time datetime="{story.iso}">{esc(story.shown)}</time>{parts.byline}</p></div>'
        f'<figure class="nx-pic"><img src="/_avatar/nx-{slug(story.title)[:40]}.svg" alt="" width="1120" height="520"></figure>'
        f'<div class="nx-text">{_paras(story)}<p class="nx-share"><a href="#">{esc(L["share"])}</a> · <a href="#">E-mail</a></p></div></article>\n'
        f'<div class="nx-after">{parts.after}</div>\n'
        f'<section class="nx-more"><div><h3>{esc(L["more"])}</h3><ul>'
        + "".join(f'<li><a href="/{slug(s)}/">{esc(s)}: {esc(site.tagline)}</a></li>' for s in site.nav[1:4])
        + f"</ul></div>{parts.rail}</section></main>\n"
        f'<footer class="nx-foot">© {esc(site.name)} · <a href="#">{esc(L["top"])}</a></footer>\n{parts.end}\n</body>\n</html>\n'
    )


OL_CSS = """body{margin:0;font:14px/1.5 Verdana,Arial,sans-serif;color:#222;background:#e9e6df}.ol-page{width:980px;margin:0 auto;background:#fff}
.ol-date{font-size:11px;color:#888;padding:4px 14px;border-bottom:1px solid #eee;display:flex;justify-content:space-between}
.ol-mast{padding:16px 14px}.ol-mast a{font:bold 34px Georgia,serif;color:#7a1f1f;text-decoration:none}.ol-mast span{display:block;color:#999;font-size:12px}
.ol-menu{margin:0;padding:0 8px;list-style:none;display:flex;background:#7a1f1f}.ol-menu a{display:block;padding:8px 12px;color:#fff;text-decoration:none}
.ol-cols{display:flex;gap:20px;padding:16px 14px}.ol-main{flex:1;min-width:0}.ol-right{width:290px;flex:none;font-size:12px}
.ol-main h1{font:bold 26px/1.2 Georgia,serif;margin:4px 0 8px}.ol-by{font-size:11px;color:#777}.ol-pic img{width:100%;height:auto;background:#dde}
.ol-box{border-top:3px solid #7a1f1f;margin-bottom:14px}.ol-ad{height:250px;background:#f3f3f3;color:#bbb;text-align:center;line-height:250px}
.ol-foot{background:#ddd;color:#555;font-size:11px;padding:14px}"""


def ol(site: SiteAI, story: Story, parts: Parts) -> str:
    L = LABELS[site.lang]
    sec = story.section or site.nav[1]
    return (
        _head(site, story, OL_CSS, parts)
        + parts.top
        + f'<div class="ol-page"><div class="ol-date"><span>{esc(story.shown)}</span><a href="/login">{esc(L["login"])}</a></div>'
        f'<header class="ol-mast"><a href="/">{esc(site.name)}</a><span>{esc(site.tagline)}</span></header>'
        f'<nav>{_nav(site, "ol-menu")}</nav><div class="ol-cols"><div class="ol-main"><div class="ol-story">'
        f'<p class="ol-sec"><a href="/{slug(sec)}/">{esc(sec)}</a></p><h1>{esc(story.title)}</h1>'
        f'<p class="ol-by">{esc(story.byline)} · <time datetime="{story.iso}">{esc(story.shown)}</time>{parts.byline}</p>'
        f'<div class="ol-pic"><img src="/_avatar/ol-{slug(story.title)[:40]}.svg" alt="" width="660" height="340"></div>'
        + (f"<p><b>{esc(story.standfirst)}</b></p>" if story.standfirst else "")
        + _paras(story)
        + f'<p class="ol-share">{esc(L["share"])}: Facebook · Twitter · E-mail</p></div>\n{parts.after}</div>'
        f'<div class="ol-right"><div class="ol-box"><h3>{esc(L["latest"])}</h3><ul>'
        + "".join(f'<li><a href="/{slug(s)}/">{esc(s)}</a></li>' for s in site.nav[1:])
        + f'</ul></div><div class="ol-ad">Reklama / Ad</div>{parts.rail}</div></div>'
        f'<footer class="ol-foot">© {esc(site.name)} · <a href="#">{esc(L["top"])}</a></footer></div>\n{parts.end}\n</body>\n</html>\n'
    )


BG_CSS = """body{margin:0;font:16px/1.8 Georgia,serif;color:#333;background:#f7f3ec}.bg-wrap{max-width:980px;margin:0 auto;background:#fff;display:flex;gap:30px;padding:0 30px}
.bg-col{flex:1;min-width:0;padding:30px 0}.bg-side{width:220px;flex:none;padding:30px 0;font:13px/1.6 sans-serif}.bg-name{font:bold 30px sans-serif;color:#6b3d6e;text-decoration:none}
.bg-tag{color:#999;font-style:italic;margin:0 0 20px}.bg-date{font:12px sans-serif;color:#999}.bg-foot{text-align:center;font:11px sans-serif;color:#999;padding:20px}"""


def bg(site: SiteAI, story: Story, parts: Parts) -> str:
    L = LABELS[site.lang]
    return (
        _head(site, story, BG_CSS, parts)
        + parts.top
        + f'<div class="bg-wrap"><div class="bg-col"><header><a class="bg-name" href="/">{esc(site.name)}</a>'
        f'<p class="bg-tag">{esc(site.tagline)}</p></header><article class="bg-post">'
        f'<p class="bg-date"><time datetime="{story.iso}">{esc(story.shown)}</time> · {esc(story.byline)}{parts.byline}</p>'
        f"<h1>{esc(story.title)}</h1>{_paras(story)}</article>\n{parts.after}</div>"
        f'<aside class="bg-side">{_nav(site, "bg-nav")}{parts.rail}</aside></div>'
        f'<footer class="bg-foot">© {esc(site.name)} · <a href="#">{esc(L["top"])}</a></footer>\n{parts.end}\n</body>\n</html>\n'
    )


TEMPLATES = {"nx": nx, "ol": ol, "bg": bg}


def render_ai(site: SiteAI, story: Story, parts: Parts) -> str:
    return TEMPLATES[site.template](site, story, parts)
