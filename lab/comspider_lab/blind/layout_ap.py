"""Page templates of blind set AP, written for this set (no saved page opened, no vendor's or theme's code copied;
every class, name and text invented).

- ``nw``: a regional news site: a thin top line with the date, the masthead and its line, a row of sections, the
  article in a main column (section, headline, standfirst, byline and time, picture, text, share and topic rows), a
  newsletter box, a side column ("most read" and the case's rail), a footer (``pg-*``);
- ``bg``: a personal blog: a masthead, the post (date, title, text, a post footer with topics and share), the
  case's blocks, a side column (sections, "most visited", the case's rail), a small footer (``bk-*``).

Page parts (``Parts``): ``inside`` (in the article, after the text), ``after`` (after the article), ``rail`` (the
side column), ``css``, ``end``.
"""

from __future__ import annotations

from dataclasses import dataclass

from comspider_lab.blind.content_ap import WORDS, SiteAP
from comspider_lab.blind.layout import esc, slug


@dataclass(frozen=True)
class Story:
    title: str
    byline: str
    iso: str
    shown: str
    paras: str  # paragraphs separated by blank lines
    lead: str = ""
    section: str = ""
    related: tuple[str, ...] = ()
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
    end: str = ""


def _head(site: SiteAP, story: Story, css: str, parts: Parts) -> str:
    desc = story.lead or story.paragraphs[0][:150]
    return (
        f'<!doctype html>\n<html lang="{site.lang}" dir="{site.direction}">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{esc(story.title)} | {esc(site.name)}</title>\n"
        f'<meta name="description" content="{esc(desc)}">\n'
        f'<meta property="og:title" content="{esc(story.title)}">\n<meta property="og:type" content="article">\n'
        f'<meta property="article:published_time" content="{story.iso}">\n'
        f"<style>{css}{parts.css}</style>\n</head>\n<body>\n"
    )


def _nav(site: SiteAP, cls: str) -> str:
    return (
        f'<nav><ul class="{cls}">'
        + "".join(
            f'<li><a href="/{"" if i == 0 else slug(s) + "/"}">{esc(s)}</a></li>'
            for i, s in enumerate(site.sections)
        )
        + "</ul></nav>"
    )


def _links(site: SiteAP, story: Story) -> list[tuple[str, str]]:
    heads = story.related or site.sections[1:]
    sec = slug(story.section or site.sections[1])
    return [(h, f"/{sec}/{slug(h)[:40]}") for h in heads]


def _tags_share(site: SiteAP, story: Story, pre: str) -> str:
    w = WORDS[site.lang]
    tags = story.tags or (story.section or site.sections[1],)
    return (
        f'<div class="{pre}-tags"><span>{esc(w["tags"])}:</span> '
        + " ".join(f'<a href="/tag/{slug(t)}">{esc(t)}</a>' for t in tags)
        + f'</div><div class="{pre}-share"><span>{esc(w["share"])}</span> <a href="#sh-mail">✉</a> '
        '<a href="#sh-link">🔗</a> <a href="#sh-print">⎙</a></div>'
    )


NW_CSS = """body{margin:0;font:17px/1.6 Georgia,"Times New Roman",serif;color:#1d1d1d;background:#ecebe6}.pg-page{max-width:1160px;margin:0 auto;background:#fff}
.pg-top{font:12px Verdana,sans-serif;color:#777;padding:4px 18px;border-bottom:1px solid #ddd}.pg-mast{padding:18px;border-bottom:3px solid #7b1e1e}
.pg-mast a{font:900 32px Georgia,serif;color:#7b1e1e;text-decoration:none}.pg-mast span{display:block;font:italic 13px Georgia,serif;color:#888}
.pg-secs{list-style:none;display:flex;gap:16px;margin:0;padding:8px 18px;font:bold 13px Verdana,sans-serif;background:#f6f2ea}.pg-secs a{color:#333;text-decoration:none}
.pg-body{display:grid;grid-template-columns:minmax(0,1fr) 300px;gap:30px;padding:18px}.pg-sec{font:bold 12px Verdana,sans-serif;color:#7b1e1e;text-transform:uppercase}
.pg-art h1{font:700 34px/1.2 Georgia,serif;margin:4px 0 10px}.pg-lead{font-size:19px;color:#444}.pg-by{font:12px Verdana,sans-serif;color:#666}
.pg-pic img{width:100%;height:auto;background:#d9d4cb}.pg-tags,.pg-share{font:13px Verdana,sans-serif;margin:10px 0}.pg-tags a{margin-right:8px;color:#7b1e1e}
.pg-mail{background:#f6f2ea;padding:12px;font:14px Verdana,sans-serif;margin:16px 0}.pg-side{font:14px Verdana,sans-serif}.pg-side h2{font:bold 14px Verdana,sans-serif;border-bottom:2px solid #7b1e1e}
.pg-foot{padding:18px;font:12px Verdana,sans-serif;color:#bbb;background:#2b2b2b}.pg-foot a{color:#eee}"""


def nw(site: SiteAP, story: Story, parts: Parts) -> str:
    w = WORDS[site.lang]
    sec = story.section or site.sections[1]
    return (
        _head(site, story, NW_CSS, parts)
        + f'<div class="pg-page"><div class="pg-top">{esc(story.shown)}</div>'
        f'<header class="pg-mast"><a href="/">{esc(site.name)}</a><span>{esc(site.tagline)}</span></header>'
        + _nav(site, "pg-secs")
        + f'\n<div class="pg-body"><main><article class="pg-art"><p class="pg-sec"><a href="/{slug(sec)}/">{esc(sec)}</a></p>'
        f"<h1>{esc(story.title)}</h1>"
        + (f'<p class="pg-lead">{esc(story.lead)}</p>' if story.lead else "")
        + f'<p class="pg-by">{esc(story.byline)} · <time datetime="{story.iso}">{esc(story.shown)}</time></p>'
        f'<figure class="pg-pic"><img src="/_avatar/pg-{slug(story.title)[:28]}.svg" alt="" width="760" height="420"></figure>'
        + "".join(f"<p>{esc(p)}</p>" for p in story.paragraphs)
        + parts.inside
        + _tags_share(site, story, "pg")
        + f'</article>\n<form class="pg-mail" action="/newsletter" method="post"><b>{esc(w["newsletter"])}</b> '
        f'<input type="email" name="m"> <button>{esc(w["subscribe"])}</button></form>\n{parts.after}</main>'
        f'<aside class="pg-side"><h2>{esc(w["most"])}</h2><ol>'
        + "".join(f'<li><a href="{u}">{esc(h)}</a></li>' for h, u in _links(site, story))
        + f"</ol>{parts.rail}</aside></div>"
        f'<footer class="pg-foot">© {esc(site.name)} · {esc(w["rights"])} · <a href="/contact">{esc(w["contact"])}</a></footer></div>\n'
        f"{parts.end}\n</body>\n</html>\n"
    )


BG_CSS = """body{margin:0;font:16px/1.7 Verdana,Geneva,sans-serif;color:#333;background:#f7f6f1}.bk-mast{padding:30px 24px 16px;text-align:center;background:#3f5a3c;color:#fff}
.bk-mast a{font:bold 28px Georgia,serif;color:#fff;text-decoration:none}.bk-mast p{margin:4px 0 0;font-style:italic;color:#dfe8dc}
.bk-cols{display:flex;gap:30px;max-width:1060px;margin:0 auto;padding:22px}.bk-main{flex:1;min-width:0;background:#fff;padding:22px}.bk-side{width:250px;flex:none;font-size:13px}
.bk-date{font-size:12px;color:#999}.bk-post h1{font:bold 28px/1.3 Georgia,serif;margin:2px 0 14px}.bk-tags,.bk-share{font-size:12px;color:#777;margin:8px 0}
.bk-side h3{font-size:13px;text-transform:uppercase;color:#3f5a3c;border-bottom:1px solid #ccc}.bk-foot{text-align:center;font-size:11px;color:#999;padding:20px}"""


def bg(site: SiteAP, story: Story, parts: Parts) -> str:
    w = WORDS[site.lang]
    return (
        _head(site, story, BG_CSS, parts)
        + f'<header class="bk-mast"><a href="/">{esc(site.name)}</a><p>{esc(site.tagline)}</p></header>\n'
        f'<div class="bk-cols"><main class="bk-main"><article class="bk-post"><p class="bk-date"><time datetime="{story.iso}">'
        f"{esc(story.shown)}</time></p><h1>{esc(story.title)}</h1>"
        + (f"<p><em>{esc(story.lead)}</em></p>" if story.lead else "")
        + "".join(f"<p>{esc(p)}</p>" for p in story.paragraphs)
        + parts.inside
        + f'<p class="bk-date">{esc(story.byline)}</p>'
        + _tags_share(site, story, "bk")
        + f"</article>\n{parts.after}</main>"
        f'<aside class="bk-side"><h3>⌂</h3>{_nav(site, "bk-secs")}<h3>{esc(w["most"])}</h3><ul>'
        + "".join(f'<li><a href="{u}">{esc(h)}</a></li>' for h, u in _links(site, story))
        + f'</ul><p><a href="/feed">{esc(w["subscribe"])}</a> · {esc(w["newsletter"])}</p>{parts.rail}</aside></div>\n'
        f'<footer class="bk-foot">© {esc(site.name)} · {esc(w["rights"])} · <a href="/contact">{esc(w["contact"])}</a></footer>\n'
        f"{parts.end}\n</body>\n</html>\n"
    )


TEMPLATES = {"nw": nw, "bg": bg}


def render_ap(site: SiteAP, story: Story, parts: Parts) -> str:
    return TEMPLATES[site.template](site, story, parts)
