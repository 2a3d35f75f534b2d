"""Page templates of blind set AL, written for this set (no saved page opened, no vendor's or theme's code copied;
every class, name and text invented).

- ``pt``: a news portal: a date strip, the logo and a row of sections, a breadcrumb, the article in a wide column
  (kicker, headline, standfirst, byline and time, picture with caption, text, share buttons, tags), a newsletter box,
  a right column ("most read" headlines, the case's rail), a footer in three columns (``np-*``);
- ``lg``: a personal blog: a left column (about, archive by month, the case's rail), the post (date, title, text),
  a post footer (tags, share), the case's block, a small footer (``wb-*``);
- ``lc``: a local news site: a header with the town's line, a row of sections, the article full width (headline,
  byline, picture, text, share row), the case's block, a grid of four related teasers, a newsletter band, a
  footer (``ln-*``).

Page parts (``Parts``): ``inside`` (inside the article, after the text), ``before`` (right after the article),
``after`` (below that), ``rail`` (the side column on ``pt`` and ``lg``, after ``after`` on ``lc``), ``css``, ``end``.
"""

from __future__ import annotations

from dataclasses import dataclass

from comspider_lab.blind.content_al import WORDS, SiteAL
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
    related: tuple[str, ...] = ()  # headlines of related stories (else the site's sections)
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


def _head(site: SiteAL, story: Story, css: str, parts: Parts) -> str:
    desc = story.lead or story.paragraphs[0][:160]
    return (
        f'<!doctype html>\n<html lang="{site.lang}" dir="{site.direction}">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{esc(story.title)} | {esc(site.name)}</title>\n"
        f'<meta name="description" content="{esc(desc)}">\n'
        f'<meta property="og:title" content="{esc(story.title)}">\n<meta property="og:type" content="article">\n'
        f'<meta property="og:site_name" content="{esc(site.name)}">\n'
        f'<meta property="article:published_time" content="{story.iso}">\n'
        f"<style>{css}{parts.css}</style>\n</head>\n<body>\n"
    )


def _paras(story: Story) -> str:
    return "".join(f"<p>{esc(p)}</p>" for p in story.paragraphs)


def _sections(site: SiteAL) -> str:
    return "".join(
        f'<li><a href="/{"" if i == 0 else slug(s) + "/"}">{esc(s)}</a></li>'
        for i, s in enumerate(site.sections)
    )


def _related(site: SiteAL, story: Story) -> list[tuple[str, str]]:
    heads = story.related or site.sections[1:]
    return [(h, f"/{slug(story.section or site.sections[1])}/{slug(h)[:40]}") for h in heads]


def _tags(site: SiteAL, story: Story, cls: str) -> str:
    tags = story.tags or (story.section or site.sections[1],)
    return (
        f'<div class="{cls}"><span>{esc(WORDS[site.lang]["tags"])}:</span> '
        + " ".join(f'<a href="/tag/{slug(t)}">{esc(t)}</a>' for t in tags)
        + "</div>"
    )


def _share(site: SiteAL, cls: str) -> str:
    return (
        f'<div class="{cls}"><span>{esc(WORDS[site.lang]["share"])}</span> '
        '<a href="#s-mail" title="E-mail">✉</a> <a href="#s-copy" title="Link">⧉</a> '
        '<a href="#s-msg" title="Messenger">✈</a></div>'
    )


def _letter(site: SiteAL, cls: str) -> str:
    w = WORDS[site.lang]
    return (
        f'<form class="{cls}" action="/newsletter" method="post"><p><b>{esc(w["newsletter"])}</b></p>'
        f'<input type="email" name="email" placeholder="@"> <button type="submit">{esc(w["subscribe"])}</button></form>'
    )


PT_CSS = """body{margin:0;font:17px/1.6 Georgia,serif;color:#202124;background:#f4f4f1}.np-wrap{max-width:1180px;margin:0 auto;background:#fff}
.np-strip{font:12px Arial,sans-serif;color:#666;padding:5px 20px;border-bottom:1px solid #eee}.np-logo{padding:16px 20px 6px;font:800 34px Arial,sans-serif;color:#0b3d6b}.np-logo a{color:inherit;text-decoration:none}
.np-logo small{display:block;font:13px Georgia,serif;color:#777}.np-secs{display:flex;gap:18px;list-style:none;margin:0;padding:8px 20px;background:#0b3d6b;font:bold 14px Arial,sans-serif}.np-secs a{color:#fff;text-decoration:none}
.np-crumb{font:12px Arial,sans-serif;color:#888;padding:10px 20px}.np-grid{display:grid;grid-template-columns:minmax(0,1fr) 320px;gap:32px;padding:0 20px 24px}
.np-kick{font:bold 12px Arial,sans-serif;color:#c0392b;text-transform:uppercase}.np-art h1{font:700 36px/1.15 Georgia,serif;margin:4px 0 10px}.np-stand{font-size:20px;color:#444}
.np-by{font:13px Arial,sans-serif;color:#555}.np-fig img{width:100%;height:auto;background:#d7dbe0}.np-fig figcaption{font:12px Arial,sans-serif;color:#777}
.np-share,.np-tags{font:13px Arial,sans-serif;margin:12px 0}.np-tags a{background:#eef2f6;padding:2px 8px;border-radius:10px;color:#0b3d6b;text-decoration:none}
.np-letter{background:#f0f5fa;padding:14px;font:14px Arial,sans-serif;margin:18px 0}.np-side{font:14px Arial,sans-serif}.np-side h2{font:bold 15px Arial,sans-serif;border-bottom:2px solid #0b3d6b}
.np-most{padding-left:20px}.np-most li{margin-bottom:8px}.np-foot{display:grid;grid-template-columns:1fr 1fr 1fr;gap:20px;padding:22px 20px;font:12px Arial,sans-serif;color:#ccc;background:#222}.np-foot a{color:#eee}"""


def pt(site: SiteAL, story: Story, parts: Parts) -> str:
    w = WORDS[site.lang]
    sec = story.section or site.sections[1]
    rel = _related(site, story)
    return (
        _head(site, story, PT_CSS, parts)
        + f'<div class="np-wrap"><div class="np-strip">{esc(story.shown)}</div>'
        f'<header class="np-logo"><a href="/">{esc(site.name)}</a><small>{esc(site.tagline)}</small></header>'
        f'<nav><ul class="np-secs">{_sections(site)}</ul></nav>\n'
        f'<p class="np-crumb"><a href="/">{esc(site.sections[0])}</a> › <a href="/{slug(sec)}/">{esc(sec)}</a></p>'
        f'<div class="np-grid"><main><article class="np-art"><p class="np-kick">{esc(sec)}</p><h1>{esc(story.title)}</h1>'
        + (f'<p class="np-stand">{esc(story.lead)}</p>' if story.lead else "")
        + f'<p class="np-by">{esc(story.byline)} · <time datetime="{story.iso}">{esc(story.shown)}</time></p>'
        f'<figure class="np-fig"><img src="/_avatar/np-{slug(story.title)[:30]}.svg" alt="" width="800" height="450">'
        f"<figcaption>{esc(story.title[:60])}</figcaption></figure>"
        + _paras(story)
        + parts.inside
        + _share(site, "np-share")
        + _tags(site, story, "np-tags")
        + f"</article>\n{parts.before}{_letter(site, 'np-letter')}{parts.after}</main>"
        f'<aside class="np-side"><h2>{esc(w["most"])}</h2><ol class="np-most">'
        + "".join(f'<li><a href="{u}">{esc(h)}</a></li>' for h, u in rel)
        + f"</ol>{parts.rail}</aside></div>"
        f'<footer class="np-foot"><div>© {esc(site.name)}<br>{esc(w["rights"])}</div><div><a href="/contact">{esc(w["contact"])}</a></div>'
        f"<div>{esc(site.tagline)}</div></footer></div>\n{parts.end}\n</body>\n</html>\n"
    )


LG_CSS = """body{margin:0;font:16px/1.75 "Trebuchet MS",Verdana,sans-serif;color:#3a3a3a;background:#fffdf8}.wb-top{padding:26px 30px;border-bottom:3px double #d8cfbf}
.wb-top a{font:bold 26px "Trebuchet MS",sans-serif;color:#7a4b2a;text-decoration:none}.wb-top p{margin:2px 0 0;color:#9a8f80;font-style:italic}
.wb-cols{display:flex;gap:34px;max-width:1040px;margin:0 auto;padding:20px}.wb-left{width:230px;flex:none;font-size:14px}.wb-left h3{font-size:14px;text-transform:uppercase;color:#7a4b2a}
.wb-main{flex:1;min-width:0}.wb-date{font-size:13px;color:#aaa}.wb-post h1{font:bold 30px/1.25 "Trebuchet MS",sans-serif;margin:4px 0 14px}.wb-post img{max-width:100%}
.wb-postfoot{font-size:13px;color:#888;border-top:1px dashed #ddd;padding-top:8px}.wb-foot{text-align:center;font-size:12px;color:#aaa;padding:24px}"""


def lg(site: SiteAL, story: Story, parts: Parts) -> str:
    sec = story.section or site.sections[1]
    months = story.related or site.sections[1:]
    return (
        _head(site, story, LG_CSS, parts)
        + f'<header class="wb-top"><a href="/">{esc(site.name)}</a><p>{esc(site.tagline)}</p></header>\n'
        f'<div class="wb-cols"><aside class="wb-left"><nav><ul>{_sections(site)}</ul></nav>'
        + "<h3>⌂</h3><ul>"
        + "".join(f'<li><a href="/{slug(sec)}/{slug(m)[:40]}">{esc(m)}</a></li>' for m in months)
        + f"</ul>{parts.rail}</aside>"
        f'<main class="wb-main"><article class="wb-post"><p class="wb-date"><time datetime="{story.iso}">{esc(story.shown)}</time></p>'
        f"<h1>{esc(story.title)}</h1>"
        + (f"<p><em>{esc(story.lead)}</em></p>" if story.lead else "")
        + _paras(story)
        + parts.inside
        + f'<div class="wb-postfoot">{esc(story.byline)} · <a href="/{slug(sec)}/">{esc(sec)}</a>'
        + _tags(site, story, "wb-tags")
        + _share(site, "wb-share")
        + f"</div></article>\n{parts.before}{parts.after}</main></div>\n"
        f'<footer class="wb-foot">© {esc(site.name)}</footer>\n{parts.end}\n</body>\n</html>\n'
    )


LC_CSS = """body{margin:0;font:17px/1.6 "Helvetica Neue",Arial,sans-serif;color:#222;background:#fff}.ln-head{display:flex;justify-content:space-between;align-items:baseline;padding:14px 24px;border-bottom:4px solid #2e7d32}
.ln-head a{font:900 28px "Helvetica Neue",Arial,sans-serif;color:#2e7d32;text-decoration:none}.ln-head span{font-size:13px;color:#777}
.ln-secs{list-style:none;display:flex;flex-wrap:wrap;gap:20px;margin:0;padding:10px 24px;font-size:14px;border-bottom:1px solid #e5e5e5}.ln-secs a{color:#333;text-decoration:none}
.ln-art{max-width:760px;margin:0 auto;padding:20px 24px}.ln-art h1{font:800 34px/1.15 "Helvetica Neue",Arial,sans-serif;margin:0 0 10px}.ln-lead{font-size:19px;font-weight:600;color:#444}
.ln-by{font-size:13px;color:#777}.ln-pic img{width:100%;height:auto;background:#cfd8cf}.ln-share,.ln-tags{font-size:13px;margin:12px 0}.ln-tags a{margin-right:8px;color:#2e7d32}
.ln-block{max-width:760px;margin:0 auto;padding:0 24px}.ln-grid{max-width:1000px;margin:20px auto;display:grid;grid-template-columns:repeat(4,1fr);gap:14px;padding:0 24px}
.ln-grid a{display:block;background:#f2f5f2;padding:10px;color:#222;text-decoration:none;font-weight:600;font-size:14px}.ln-band{background:#2e7d32;color:#fff;padding:18px;text-align:center}
.ln-foot{font-size:12px;color:#888;padding:20px 24px;text-align:center}"""


def lc(site: SiteAL, story: Story, parts: Parts) -> str:
    w = WORDS[site.lang]
    sec = story.section or site.sections[1]
    return (
        _head(site, story, LC_CSS, parts)
        + f'<header class="ln-head"><a href="/">{esc(site.name)}</a><span>{esc(site.tagline)}</span></header>'
        f'<nav><ul class="ln-secs">{_sections(site)}</ul></nav>\n'
        f'<article class="ln-art"><p class="ln-by"><a href="/{slug(sec)}/">{esc(sec)}</a></p><h1>{esc(story.title)}</h1>'
        + (f'<p class="ln-lead">{esc(story.lead)}</p>' if story.lead else "")
        + f'<p class="ln-by">{esc(story.byline)} · <time datetime="{story.iso}">{esc(story.shown)}</time></p>'
        f'<figure class="ln-pic"><img src="/_avatar/ln-{slug(story.title)[:30]}.svg" alt="" width="720" height="400"></figure>'
        + _paras(story)
        + parts.inside
        + _share(site, "ln-share")
        + _tags(site, story, "ln-tags")
        + f'</article>\n<div class="ln-block">{parts.before}{parts.after}{parts.rail}</div>'
        f'<nav class="ln-grid" aria-label="{esc(w["related"])}">'
        + "".join(f'<a href="{u}">{esc(h)}</a>' for h, u in _related(site, story)[:4])
        + f'</nav><div class="ln-band">{_letter(site, "ln-letter")}</div>'
        f'<footer class="ln-foot">© {esc(site.name)} · {esc(w["rights"])} · <a href="/contact">{esc(w["contact"])}</a></footer>\n'
        f"{parts.end}\n</body>\n</html>\n"
    )


TEMPLATES = {"pt": pt, "lg": lg, "lc": lc}


def render_al(site: SiteAL, story: Story, parts: Parts) -> str:
    return TEMPLATES[site.template](site, story, parts)
