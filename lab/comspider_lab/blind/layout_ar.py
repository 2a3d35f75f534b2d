"""Page templates of blind set AR, written for this set (no saved page opened, no vendor's or theme's code copied;
every class, name and text invented). All three draw their teasers with the same small design system
(``card``, ``media``, ``item``, ``entry``), as many sites of 2014-2026 do, so that a discussion drawn with the same
classes looks like the page's own furniture.

- ``ds``: a news site on a design system (2019-2026): a masthead and sections, the article (kicker, headline, lead,
  byline, picture, text, share, tags), then the case's blocks, a "related" row of ``card`` teasers, a right column
  with the latest headlines as ``item``/``media`` rows and the case's rail, a footer (``ds-*``);
- ``np``: a news portal (2014-2019): a date strip, the logo, a bar of sections, the article, a newsletter box, the
  case's blocks, "related" ``card`` teasers; a right column with the most read headlines as ``item`` rows and the
  case's rail; a footer (``pn-*``);
- ``bl``: a blog (2014-2018): a left column with an "about" ``media`` box and recent posts as ``entry`` rows and the
  case's rail; the post, its footer, the case's blocks; a small footer (``bg-*``).

Page parts (``Parts``): ``inside`` (inside the article, after the text), ``before`` (right after the article),
``after`` (below that), ``rail`` (the side column), ``css``, ``end``.
"""

from __future__ import annotations

from dataclasses import dataclass

from comspider_lab.blind.content_ar import WORDS, SiteAR
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
    related: tuple[str, ...] = ()  # "headline|meta" of related stories
    tags: tuple[str, ...] = ()

    @property
    def paragraphs(self) -> list[str]:
        return [" ".join(p.split()) for p in self.paras.strip().split("\n\n") if p.strip()]


@dataclass(frozen=True)
class Parts:
    inside: str = ""
    before: str = ""
    after: str = ""
    rail: str = ""
    css: str = ""
    end: str = ""


# the small design system every template uses for its teasers
DS_CSS = """.cards{display:grid;grid-template-columns:repeat(3,1fr);gap:16px}.card{background:#fff;border:1px solid #e3e5e8;border-radius:8px;overflow:hidden}
.card__media img{width:100%;height:auto;display:block;background:#d9dde3}.card__body{padding:10px 12px}.card__title{font-size:15px;margin:0 0 4px}.card__title a{color:#1b1f24;text-decoration:none}
.card__meta{font-size:12px;color:#6b7280;margin:0}.list{list-style:none;margin:0;padding:0}.item{border-bottom:1px solid #eceef1;padding:8px 0}
.media{display:flex;gap:10px;align-items:flex-start}.media__img{width:48px;height:48px;border-radius:6px;flex:none;background:#d9dde3}.media__body{flex:1;min-width:0}
.item__title{font-weight:600;color:#1b1f24;text-decoration:none;display:block}.item__meta{font-size:12px;color:#6b7280}.entries{list-style:none;padding:0}
.entry{padding:6px 0;border-bottom:1px dotted #ccc}.entry__title{display:block;color:#333}.entry__date{font-size:12px;color:#888}
.item__sub{display:block;font-size:12px;color:#6b7280}.cards--stack,.cards--list,.cards--column{grid-template-columns:1fr}.cards--replies,.cards--nested,.list--nested,.entries--child{margin-left:44px;grid-template-columns:1fr;display:grid;gap:12px}"""


def _rel(site: SiteAR, story: Story) -> list[tuple[str, str, str]]:
    sec = story.section or site.sections[1]
    out = []
    for r in story.related:
        head, _, meta = r.partition("|")
        out.append((head, meta, f"/{slug(sec)}/{slug(head)[:40]}"))
    return out


def _head(site: SiteAR, story: Story, css: str, parts: Parts) -> str:
    desc = story.lead or story.paragraphs[0][:160]
    return (
        f'<!doctype html>\n<html lang="{site.lang}" dir="{site.direction}">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{esc(story.title)} – {esc(site.name)}</title>\n"
        f'<meta name="description" content="{esc(desc)}">\n'
        f'<meta property="og:title" content="{esc(story.title)}">\n<meta property="og:type" content="article">\n'
        f'<meta property="article:published_time" content="{story.iso}">\n'
        f"<style>{DS_CSS}{css}{parts.css}</style>\n</head>\n<body>\n"
    )


def _paras(story: Story) -> str:
    return "".join(f"<p>{esc(p)}</p>" for p in story.paragraphs)


def _sections(site: SiteAR) -> str:
    return "".join(
        f'<li><a href="/{"" if i == 0 else slug(s) + "/"}">{esc(s)}</a></li>'
        for i, s in enumerate(site.sections)
    )


def _tags(site: SiteAR, story: Story, cls: str) -> str:
    tags = story.tags or (story.section or site.sections[1],)
    return (
        f'<p class="{cls}"><span>{esc(WORDS[site.lang]["tags"])}:</span> '
        + " ".join(f'<a href="/t/{slug(t)}">{esc(t)}</a>' for t in tags)
        + "</p>"
    )


def _share(site: SiteAR, cls: str) -> str:
    return (
        f'<p class="{cls}"><span>{esc(WORDS[site.lang]["share"])}</span> <a href="#sh-mail" title="E-mail">✉</a> '
        '<a href="#sh-link" title="Link">🔗</a> <a href="#sh-print" title="Print">⎙</a></p>'
    )


def _cards(site: SiteAR, story: Story, cls: str) -> str:
    w = WORDS[site.lang]
    return (
        f'<section class="{cls}"><h2>{esc(w["related"])}</h2><div class="cards">'
        + "".join(
            f'<article class="card"><a class="card__media" href="{u}"><img src="/_avatar/t-{slug(h)[:24]}.svg" alt="" width="320" height="180"></a>'
            f'<div class="card__body"><h3 class="card__title"><a href="{u}">{esc(h)}</a></h3><p class="card__meta">{esc(m)}</p></div></article>'
            for h, m, u in _rel(site, story)[:3]
        )
        + "</div></section>"
    )


def _items(site: SiteAR, story: Story, title: str, pics: bool) -> str:
    rows = ""
    for n, (h, m, u) in enumerate(reversed(_rel(site, story))):
        pic = (
            f'<img class="media__img" src="/_avatar/i-{slug(h)[:24]}.svg" alt="" width="48" height="48">'
            if pics
            else ""
        )
        rows += (
            f'<li class="item"><div class="media">{pic or f"<span class=item__rank>{n + 1}</span>"}<div class="media__body">'
            f'<a class="item__title" href="{u}">{esc(h)}</a><span class="item__meta">{esc(m)}</span></div></div></li>'
        )
    return f'<h2>{esc(title)}</h2><ul class="list">{rows}</ul>'


def _letter(site: SiteAR, cls: str) -> str:
    w = WORDS[site.lang]
    return (
        f'<form class="{cls}" action="/newsletter" method="post"><p><b>{esc(w["newsletter"])}</b></p>'
        f'<input type="email" name="email" placeholder="@"> <button type="submit">{esc(w["subscribe"])}</button></form>'
    )


DS_PAGE_CSS = """body{margin:0;font:17px/1.6 system-ui,-apple-system,"Segoe UI",sans-serif;color:#1b1f24;background:#f6f7f9}.ds-mast{display:flex;align-items:baseline;gap:16px;padding:14px 28px;background:#fff;border-bottom:1px solid #e3e5e8}
.ds-mast a{font:800 26px system-ui,sans-serif;color:#11366b;text-decoration:none}.ds-mast span{font-size:13px;color:#6b7280}.ds-nav{list-style:none;display:flex;gap:20px;margin:0;padding:8px 28px;background:#11366b}
.ds-nav a{color:#fff;text-decoration:none;font-size:14px}.ds-grid{display:grid;grid-template-columns:minmax(0,1fr) 300px;gap:32px;max-width:1200px;margin:0 auto;padding:20px 28px}
.ds-article{background:#fff;padding:20px 26px;border-radius:8px}.ds-kick{font-size:12px;font-weight:700;color:#b4232c;text-transform:uppercase;margin:0}.ds-article h1{font-size:34px;line-height:1.15;margin:6px 0 10px}
.ds-lead{font-size:19px;color:#374151}.ds-by{font-size:13px;color:#6b7280}.ds-fig img{width:100%;height:auto;background:#d9dde3}.ds-share,.ds-tags{font-size:13px}.ds-tags a{margin-right:6px}
.ds-related,.ds-block{margin:20px 0}.ds-side h2{font-size:15px;border-bottom:2px solid #11366b}.ds-foot{background:#1b1f24;color:#cfd3d8;font-size:12px;padding:20px 28px}.ds-foot a{color:#fff}"""


def ds(site: SiteAR, story: Story, parts: Parts) -> str:
    w = WORDS[site.lang]
    sec = story.section or site.sections[1]
    return (
        _head(site, story, DS_PAGE_CSS, parts)
        + f'<header class="ds-mast"><a href="/">{esc(site.name)}</a><span>{esc(site.tagline)}</span></header>'
        f'<nav><ul class="ds-nav">{_sections(site)}</ul></nav>\n<div class="ds-grid"><main>'
        f'<article class="ds-article"><p class="ds-kick"><a href="/{slug(sec)}/">{esc(sec)}</a></p><h1>{esc(story.title)}</h1>'
        + (f'<p class="ds-lead">{esc(story.lead)}</p>' if story.lead else "")
        + f'<p class="ds-by">{esc(story.byline)} · <time datetime="{story.iso}">{esc(story.shown)}</time></p>'
        f'<figure class="ds-fig"><img src="/_avatar/ds-{slug(story.title)[:30]}.svg" alt="" width="800" height="450"></figure>'
        + _paras(story)
        + parts.inside
        + _share(site, "ds-share")
        + _tags(site, story, "ds-tags")
        + f"</article>\n{parts.before}{parts.after}"
        + _cards(site, story, "ds-related")
        + '</main><aside class="ds-side">'
        + _items(site, story, w["latest"], True)
        + f"{parts.rail}</aside></div>"
        f'<footer class="ds-foot">© {esc(site.name)} · {esc(w["rights"])} · <a href="/contact">{esc(w["contact"])}</a></footer>\n'
        f"{parts.end}\n</body>\n</html>\n"
    )


NP_CSS = """body{margin:0;font:16px/1.6 Georgia,"Times New Roman",serif;color:#222;background:#eee}.pn-wrap{max-width:1140px;margin:0 auto;background:#fff}.pn-date{font:12px Arial,sans-serif;color:#777;padding:4px 18px;border-bottom:1px solid #ddd}
.pn-logo{font:bold 36px Georgia,serif;padding:14px 18px 4px}.pn-logo a{color:#7a1313;text-decoration:none}.pn-logo small{display:block;font:italic 13px Georgia,serif;color:#777}
.pn-bar{list-style:none;display:flex;gap:16px;margin:0;padding:7px 18px;background:#7a1313;font:bold 13px Arial,sans-serif}.pn-bar a{color:#fff;text-decoration:none}
.pn-cols{display:grid;grid-template-columns:minmax(0,1fr) 310px;gap:28px;padding:18px}.pn-art h1{font-size:32px;line-height:1.2;margin:0 0 8px}.pn-lead{font-weight:bold}.pn-by{font:13px Arial,sans-serif;color:#666}
.pn-pic img{width:100%;height:auto;background:#ccc}.pn-share,.pn-tags{font:13px Arial,sans-serif}.pn-letter{background:#f7efe5;padding:12px;font:14px Arial,sans-serif}
.pn-side{font:14px Arial,sans-serif}.pn-side h2{font-size:15px;color:#7a1313;border-bottom:1px solid #7a1313}.pn-foot{background:#333;color:#ddd;font:12px Arial,sans-serif;padding:18px}.pn-foot a{color:#fff}"""


def np(site: SiteAR, story: Story, parts: Parts) -> str:
    w = WORDS[site.lang]
    sec = story.section or site.sections[1]
    return (
        _head(site, story, NP_CSS, parts) + f'<div class="pn-wrap"><p class="pn-date">{esc(story.shown)}</p>'
        f'<header class="pn-logo"><a href="/">{esc(site.name)}</a><small>{esc(site.tagline)}</small></header>'
        f'<nav><ul class="pn-bar">{_sections(site)}</ul></nav>\n<div class="pn-cols"><main>'
        f'<article class="pn-art"><p class="pn-by"><a href="/{slug(sec)}/">{esc(sec)}</a></p><h1>{esc(story.title)}</h1>'
        + (f'<p class="pn-lead">{esc(story.lead)}</p>' if story.lead else "")
        + f'<p class="pn-by">{esc(story.byline)} | <time datetime="{story.iso}">{esc(story.shown)}</time></p>'
        f'<figure class="pn-pic"><img src="/_avatar/pn-{slug(story.title)[:30]}.svg" alt="" width="760" height="420"></figure>'
        + _paras(story)
        + parts.inside
        + _share(site, "pn-share")
        + _tags(site, story, "pn-tags")
        + f"</article>\n{parts.before}"
        + _letter(site, "pn-letter")
        + parts.after
        + _cards(site, story, "pn-related")
        + '</main><aside class="pn-side">'
        + _items(site, story, w["most"], False)
        + f"{parts.rail}</aside></div>"
        f'<footer class="pn-foot">© {esc(site.name)} — {esc(w["rights"])} — <a href="/contact">{esc(w["contact"])}</a></footer></div>\n'
        f"{parts.end}\n</body>\n</html>\n"
    )


BL_CSS = """body{margin:0;font:16px/1.7 Verdana,Geneva,sans-serif;color:#3b3b3b;background:#fbfaf6}.bg-top{padding:24px 32px;border-bottom:4px solid #6d8b3a}.bg-top a{font:bold 28px Verdana,sans-serif;color:#4f6b22;text-decoration:none}
.bg-top p{margin:0;color:#999;font-style:italic}.bg-cols{display:flex;gap:34px;max-width:1060px;margin:0 auto;padding:22px}.bg-left{width:240px;flex:none;font-size:13px}.bg-left h3{font-size:13px;text-transform:uppercase;color:#4f6b22}
.bg-main{flex:1;min-width:0}.bg-date{font-size:13px;color:#999}.bg-post h1{font-size:28px;line-height:1.3;margin:4px 0 12px}.bg-postfoot{font-size:12px;color:#888;border-top:1px dashed #ccc;padding-top:8px}
.bg-foot{text-align:center;font-size:12px;color:#999;padding:20px}"""


def bl(site: SiteAR, story: Story, parts: Parts) -> str:
    w = WORDS[site.lang]
    sec = story.section or site.sections[1]
    entries = "".join(
        f'<li class="entry"><a class="entry__title" href="{u}">{esc(h)}</a><span class="entry__date">{esc(m)}</span></li>'
        for h, m, u in _rel(site, story)
    )
    return (
        _head(site, story, BL_CSS, parts)
        + f'<header class="bg-top"><a href="/">{esc(site.name)}</a><p>{esc(site.tagline)}</p></header>\n'
        f'<div class="bg-cols"><aside class="bg-left"><div class="media"><img class="media__img" src="/_avatar/owner-{site.key}.svg" alt="" width="48" height="48">'
        f'<div class="media__body"><b>{esc(site.name)}</b><br>{esc(site.tagline)}</div></div>'
        f'<nav><ul>{_sections(site)}</ul></nav><h3>{esc(w["latest"])}</h3><ul class="entries">{entries}</ul>{parts.rail}</aside>'
        f'<main class="bg-main"><article class="bg-post"><p class="bg-date"><time datetime="{story.iso}">{esc(story.shown)}</time></p>'
        f"<h1>{esc(story.title)}</h1>"
        + (f"<p><em>{esc(story.lead)}</em></p>" if story.lead else "")
        + _paras(story)
        + parts.inside
        + f'<div class="bg-postfoot">{esc(story.byline)} · <a href="/{slug(sec)}/">{esc(sec)}</a>'
        + _tags(site, story, "bg-tags")
        + _share(site, "bg-share")
        + f"</div></article>\n{parts.before}{parts.after}</main></div>\n"
        f'<footer class="bg-foot">© {esc(site.name)} · {esc(w["rights"])}</footer>\n{parts.end}\n</body>\n</html>\n'
    )


TEMPLATES = {"ds": ds, "np": np, "bl": bl}


def render_ar(site: SiteAR, story: Story, parts: Parts) -> str:
    return TEMPLATES[site.template](site, story, parts)
