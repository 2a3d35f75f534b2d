"""Page templates of blind set AK, written for this set (no saved page opened, no vendor's or theme's code copied;
every class, name and text invented).

- ``dl``: a regional daily's site: a utility bar (search, newsletter), a masthead with the tagline, a row of sections,
  the article in a main column (kicker, headline, lead, byline and date, picture, text, share buttons, "related"),
  a right rail with an advertisement slot and the case's rail, a footer (``dl-*``);
- ``bg``: a blog: a header with the blog's name and tagline, the post (date, title, text, a "filed under" line),
  the case's block, then a sidebar below the column on narrow screens, a small footer (``bg-*``);
- ``mg``: a magazine or news portal: a dark top bar, a wide hero headline over the picture, the text in a centred
  column with a share row and a tag row, the case's block, a "related" strip of three teasers, a footer of links
  (``mg-*``).

Page parts (``Parts``): ``before`` (between the article and ``after``), ``after`` (below the article), ``rail`` (the
side column, or a box at the end of the column on ``bg`` and ``mg``), ``inside`` (inside the article, after the
text), ``css``, ``end`` (before ``</body>``).
"""

from __future__ import annotations

from dataclasses import dataclass

from comspider_lab.blind.content_ak import WORDS, SiteAK
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

    @property
    def paragraphs(self) -> list[str]:
        return [" ".join(p.split()) for p in self.paras.strip().split("\n\n") if p.strip()]


@dataclass(frozen=True)
class Parts:
    before: str = ""
    after: str = ""
    rail: str = ""
    inside: str = ""
    css: str = ""
    end: str = ""


def _head(site: SiteAK, story: Story, css: str, parts: Parts) -> str:
    desc = story.lead or story.paragraphs[0][:150]
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


def _text(story: Story) -> str:
    return "".join(f"<p>{esc(p)}</p>" for p in story.paragraphs)


def _nav(site: SiteAK, cls: str) -> str:
    links = "".join(
        f'<li><a href="/{"" if i == 0 else slug(t) + "/"}">{esc(t)}</a></li>'
        for i, t in enumerate(site.sections)
    )
    return f'<nav class="{cls}"><ul>{links}</ul></nav>'


def _share(site: SiteAK, cls: str) -> str:
    w = WORDS[site.lang]
    return (
        f'<div class="{cls}"><span>{esc(w["share"])}:</span> <a href="#share-mail" aria-label="E-mail">✉</a> '
        '<a href="#share-link" aria-label="Link">🔗</a> <a href="#share-print" aria-label="Print">⎙</a></div>'
    )


DL_CSS = """body{margin:0;font:16px/1.6 Georgia,"Times New Roman",serif;color:#1e1e1e;background:#ecebe7}.dl-page{max-width:1100px;margin:0 auto;background:#fff}
.dl-util{display:flex;justify-content:flex-end;gap:16px;font:12px Arial,sans-serif;padding:6px 16px;background:#f6f6f3}.dl-util a{color:#555}
.dl-mast{text-align:center;padding:18px 0 8px;border-bottom:1px solid #ccc}.dl-mast a{font:bold 40px "Times New Roman",serif;color:#111;text-decoration:none}.dl-mast p{margin:0;font:italic 13px Georgia,serif;color:#777}
.dl-nav ul{list-style:none;margin:0;padding:0 12px;display:flex;gap:4px;border-bottom:2px solid #111;font:bold 13px Arial,sans-serif;text-transform:uppercase}.dl-nav a{display:block;padding:9px 10px;color:#111;text-decoration:none}
.dl-cols{display:flex;gap:28px;padding:20px 16px}.dl-main{flex:1;min-width:0}.dl-rail{width:300px;flex:none;font:14px Arial,sans-serif}
.dl-kicker{font:bold 12px Arial,sans-serif;color:#a11;text-transform:uppercase}.dl-main h1{font:bold 34px/1.15 Georgia,serif;margin:6px 0 12px}.dl-lead{font-size:19px;color:#333}
.dl-by{font:13px Arial,sans-serif;color:#666;border-top:1px solid #ddd;padding-top:6px}.dl-pic img{width:100%;height:auto;background:#d9dcd6}.dl-share{font:13px Arial,sans-serif;margin:14px 0}
.dl-related{border-top:3px solid #111;font:14px Arial,sans-serif}.dl-ad{height:250px;background:#f0f0f0;color:#999;text-align:center;line-height:250px;margin-bottom:20px}
.dl-foot{font:12px Arial,sans-serif;color:#666;padding:18px 16px;border-top:1px solid #ccc}"""


def dl(site: SiteAK, story: Story, parts: Parts) -> str:
    w = WORDS[site.lang]
    sec = story.section or site.sections[1]
    return (
        _head(site, story, DL_CSS, parts)
        + f'<div class="dl-page"><div class="dl-util"><a href="/search">{esc(w["search"])}</a><a href="/newsletter">{esc(w["newsletter"])}</a></div>'
        f'<header class="dl-mast"><a href="/">{esc(site.name)}</a><p>{esc(site.tagline)}</p></header>{_nav(site, "dl-nav")}\n'
        f'<div class="dl-cols"><main class="dl-main"><article class="dl-story"><p class="dl-kicker">{esc(sec)}</p>'
        f"<h1>{esc(story.title)}</h1>"
        + (f'<p class="dl-lead">{esc(story.lead)}</p>' if story.lead else "")
        + f'<p class="dl-by">{esc(story.byline)} · <time datetime="{story.iso}">{esc(story.shown)}</time></p>'
        f'<figure class="dl-pic"><img src="/_avatar/dl-{slug(story.title)[:32]}.svg" alt="" width="760" height="420"></figure>'
        + _text(story)
        + parts.inside
        + _share(site, "dl-share")
        + f"</article>\n{parts.before}{parts.after}"
        f'<section class="dl-related"><h2>{esc(w["related"])}</h2><ul>'
        + "".join(f'<li><a href="/{slug(s)}/">{esc(s)}</a></li>' for s in site.sections[2:])
        + f'</ul></section></main><aside class="dl-rail"><div class="dl-ad">{esc(w["ad"])}</div>{parts.rail}</aside></div>'
        f'<footer class="dl-foot">© {esc(site.name)} · {esc(w["rights"])} · <a href="/contact">{esc(w["contact"])}</a></footer></div>\n'
        f"{parts.end}\n</body>\n</html>\n"
    )


BG_CSS = """body{margin:0;font:17px/1.7 "Iowan Old Style",Palatino,serif;color:#333;background:#fbfaf6}.bg-head{padding:34px 16px 16px;text-align:center;border-bottom:1px solid #e6e1d6}
.bg-head a{font:700 28px/1.2 Palatino,serif;color:#3f5d3a;text-decoration:none}.bg-head p{margin:4px 0 0;color:#8a8577}
.bg-wrap{max-width:680px;margin:0 auto;padding:10px 18px}.bg-date{font:13px sans-serif;color:#999;text-transform:uppercase;letter-spacing:.06em}.bg-post h1{font:700 30px/1.25 Palatino,serif;margin:6px 0 16px}
.bg-filed{font:13px sans-serif;color:#888;border-top:1px solid #eee;padding-top:8px}.bg-side{font:14px sans-serif;color:#555;border-top:1px solid #e6e1d6;margin-top:30px;padding-top:12px}
.bg-foot{text-align:center;font:12px sans-serif;color:#aaa;padding:30px 10px}"""


def bg(site: SiteAK, story: Story, parts: Parts) -> str:
    sec = story.section or site.sections[1]
    return (
        _head(site, story, BG_CSS, parts)
        + f'<header class="bg-head"><a href="/">{esc(site.name)}</a><p>{esc(site.tagline)}</p></header>\n'
        f'<div class="bg-wrap"><article class="bg-post"><p class="bg-date"><time datetime="{story.iso}">{esc(story.shown)}</time></p>'
        f"<h1>{esc(story.title)}</h1>"
        + (f"<p><em>{esc(story.lead)}</em></p>" if story.lead else "")
        + _text(story)
        + parts.inside
        + f'<p class="bg-filed">{esc(story.byline)} · <a href="/{slug(sec)}/">{esc(sec)}</a></p></article>\n'
        f"{parts.before}{parts.after}{parts.rail}"
        f'<aside class="bg-side">{_nav(site, "bg-nav")}</aside></div>\n'
        f'<footer class="bg-foot">© {esc(site.name)}</footer>\n{parts.end}\n</body>\n</html>\n'
    )


MG_CSS = """body{margin:0;font:17px/1.65 system-ui,-apple-system,"Segoe UI",sans-serif;color:#222;background:#fff}.mg-top{background:#14213d;color:#fff;display:flex;align-items:center;gap:24px;padding:10px 22px}
.mg-top>a{font:800 22px system-ui;color:#fca311;text-decoration:none}.mg-nav ul{list-style:none;display:flex;gap:16px;margin:0;padding:0}.mg-nav a{color:#e5e5e5;text-decoration:none;font-size:14px}
.mg-hero{background:#e5e5e5;padding:34px 22px 20px}.mg-hero h1{max-width:900px;margin:0 auto;font:800 40px/1.12 system-ui}.mg-hero p{max-width:900px;margin:10px auto 0;color:#444}
.mg-body{max-width:700px;margin:0 auto;padding:18px 22px}.mg-meta{font-size:13px;color:#666}.mg-pic img{width:100%;height:auto;background:#cfd4da}.mg-share{font-size:13px;margin:16px 0}
.mg-tags a{font-size:12px;border:1px solid #ccc;border-radius:3px;padding:1px 7px;margin-right:5px;color:#555;text-decoration:none}
.mg-more{max-width:900px;margin:0 auto;padding:10px 22px;display:flex;gap:18px}.mg-more a{flex:1;background:#f3f3f3;padding:12px;color:#14213d;text-decoration:none;font-weight:600}
.mg-foot{background:#14213d;color:#aab;font-size:12px;padding:22px;text-align:center}.mg-foot a{color:#dde}"""


def mg(site: SiteAK, story: Story, parts: Parts) -> str:
    w = WORDS[site.lang]
    sec = story.section or site.sections[1]
    return (
        _head(site, story, MG_CSS, parts)
        + f'<header class="mg-top"><a href="/">{esc(site.name)}</a>{_nav(site, "mg-nav")}</header>\n'
        f'<main><div class="mg-hero"><h1>{esc(story.title)}</h1>'
        + (f"<p>{esc(story.lead)}</p>" if story.lead else "")
        + f'</div><article class="mg-body"><p class="mg-meta"><a href="/{slug(sec)}/">{esc(sec)}</a> · {esc(story.byline)} · '
        f'<time datetime="{story.iso}">{esc(story.shown)}</time></p>'
        f'<figure class="mg-pic"><img src="/_avatar/mg-{slug(story.title)[:32]}.svg" alt="" width="700" height="390"></figure>'
        + _text(story)
        + parts.inside
        + _share(site, "mg-share")
        + f'<p class="mg-tags"><a href="/{slug(sec)}/">{esc(sec)}</a><a href="/{slug(site.sections[-1])}/">{esc(site.sections[-1])}</a></p>'
        f'</article>\n<div class="mg-body">{parts.before}{parts.after}{parts.rail}</div>'
        f'<nav class="mg-more" aria-label="{esc(w["related"])}">'
        + "".join(f'<a href="/{slug(s)}/">{esc(s)}</a>' for s in site.sections[1:4])
        + f'</nav></main>\n<footer class="mg-foot">© {esc(site.name)} · {esc(w["rights"])} · <a href="/contact">{esc(w["contact"])}</a></footer>\n'
        f"{parts.end}\n</body>\n</html>\n"
    )


TEMPLATES = {"dl": dl, "bg": bg, "mg": mg}


def render_ak(site: SiteAK, story: Story, parts: Parts) -> str:
    return TEMPLATES[site.template](site, story, parts)
