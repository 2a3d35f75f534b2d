"""Page templates of blind set AQ, written for this set (no saved page opened, no vendor's or theme's code copied;
every class, name and text invented).

- ``nw``: a national or regional news portal: a top bar with the date, logo, a row of sections, the article in a wide
  column (kicker, headline, standfirst, byline and time, picture with its caption and credit, text, an optional fact
  box, share row, tags), a newsletter box, a right column ("most read", the case's rail), a three-column footer
  (``hx-*``);
- ``mg``: a magazine: a centred masthead, a narrow reading column (section, headline, standfirst, byline with the
  writer's line, a wide picture and caption, text with a pull quote), a "related" strip of three cards, a newsletter
  band, a footer (``mz-*``);
- ``lc``: a local portal: a coloured header, sections, the article (headline, byline, picture, text, share row, tags),
  the case's block, a list of "most read", a newsletter line, a footer (``lp-*``).

Page parts (``Parts``): ``inside`` (in the article after the text), ``after`` (after the article), ``rail`` (the
side column on ``nw``; after ``after`` elsewhere), ``css``, ``end`` (before ``</body>``, scripts).
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass

from comspider_lab.blind.content_aq import WORDS, SiteAQ


def esc(text: str) -> str:
    return html.escape(text, quote=True)


def slug(text: str) -> str:
    s = re.sub(r"[^\w]+", "-", text.lower(), flags=re.UNICODE).strip("-")
    return s or "x"


@dataclass(frozen=True)
class Story:
    title: str
    byline: str
    iso: str
    shown: str
    paras: str  # paragraphs separated by blank lines
    lead: str = ""
    section: str = ""
    caption: str = ""
    related: tuple[str, ...] = ()
    most: tuple[str, ...] = ()
    tags: tuple[str, ...] = ()
    facts: tuple[str, ...] = ()
    quote: str = ""

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


def _head(site: SiteAQ, story: Story, css: str, parts: Parts) -> str:
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


def _body(story: Story) -> str:
    ps = story.paragraphs
    out = ""
    for i, p in enumerate(ps):
        out += f"<p>{esc(p)}</p>"
        if story.quote and i == 0:
            out += f'<blockquote class="q-pull"><p>{esc(story.quote)}</p></blockquote>'
    return out


def _nav(site: SiteAQ, cls: str) -> str:
    return (
        f'<nav><ul class="{cls}">'
        + "".join(
            f'<li><a href="/{"" if i == 0 else slug(s) + "/"}">{esc(s)}</a></li>'
            for i, s in enumerate(site.sections)
        )
        + "</ul></nav>"
    )


def _sec(site: SiteAQ, story: Story) -> str:
    return story.section or site.sections[1]


def _links(site: SiteAQ, story: Story, heads: tuple[str, ...], tag: str, cls: str) -> str:
    sec = slug(_sec(site, story))
    items = "".join(f'<li><a href="/{sec}/{slug(h)[:48]}">{esc(h)}</a></li>' for h in heads)
    return f'<{tag} class="{cls}">{items}</{tag}>'


def _tags(site: SiteAQ, story: Story, cls: str) -> str:
    tags = story.tags or (_sec(site, story),)
    return (
        f'<div class="{cls}"><span>{esc(WORDS[site.lang]["tags"])}:</span> '
        + " ".join(f'<a href="/tema/{slug(t)}">{esc(t)}</a>' for t in tags)
        + "</div>"
    )


def _share(site: SiteAQ, cls: str) -> str:
    return (
        f'<div class="{cls}" role="group"><span>{esc(WORDS[site.lang]["share"])}</span> '
        '<a href="#share-mail" aria-label="E-mail">✉</a> <a href="#share-link" aria-label="Link">🔗</a> '
        '<a href="#share-chat" aria-label="Chat">💬</a> <a href="#share-print" aria-label="Print">⎙</a></div>'
    )


def _letter(site: SiteAQ, cls: str) -> str:
    w = WORDS[site.lang]
    return (
        f'<form class="{cls}" action="/newsletter" method="post"><strong>{esc(w["letter"])}</strong> '
        f'<input type="email" name="email" placeholder="@" aria-label="e-mail"> '
        f'<button type="submit">{esc(w["join"])}</button></form>'
    )


def _facts(site: SiteAQ, story: Story, cls: str) -> str:
    if not story.facts:
        return ""
    return (
        f'<aside class="{cls}"><h3>{esc(WORDS[site.lang]["facts"])}</h3><ul>'
        + "".join(f"<li>{esc(f)}</li>" for f in story.facts)
        + "</ul></aside>"
    )


def _figure(site: SiteAQ, story: Story, cls: str) -> str:
    cap = story.caption or story.title
    return (
        f'<figure class="{cls}"><img src="/_avatar/aq-{slug(story.title)[:28]}.svg" alt="" width="960" height="540">'
        f"<figcaption>{esc(cap)} <small>{esc(WORDS[site.lang]['photo'])}: {esc(site.name)}</small></figcaption></figure>"
    )


NW_CSS = """body{margin:0;font:17px/1.62 Georgia,'Noto Serif',serif;color:#1d1d1f;background:#f6f5f2}.hx-page{max-width:1200px;margin:0 auto;background:#fff}
.hx-bar{font:12px system-ui,sans-serif;color:#666;padding:6px 22px;border-bottom:1px solid #eee;display:flex;justify-content:space-between}
.hx-logo{padding:18px 22px 8px;font:800 36px system-ui,sans-serif;color:#8b1e1e}.hx-logo a{color:inherit;text-decoration:none}.hx-logo small{display:block;font:14px Georgia,serif;color:#777}
.hx-nav{display:flex;gap:20px;list-style:none;margin:0;padding:9px 22px;background:#8b1e1e;font:600 14px system-ui,sans-serif}.hx-nav a{color:#fff;text-decoration:none}
.hx-grid{display:grid;grid-template-columns:minmax(0,1fr) 300px;gap:34px;padding:18px 22px 30px}.hx-kick{font:700 12px system-ui,sans-serif;color:#8b1e1e;text-transform:uppercase;letter-spacing:.05em}
.hx-art h1{font:700 38px/1.15 Georgia,serif;margin:4px 0 10px}.hx-stand{font-size:20px;color:#444}.hx-by{font:13px system-ui,sans-serif;color:#555}
.hx-fig img{width:100%;height:auto;background:#dcdcdc}.hx-fig figcaption{font:12px system-ui,sans-serif;color:#777}.hx-facts{background:#fbf3e6;padding:12px 16px;font:14px system-ui,sans-serif;margin:16px 0}
.hx-share,.hx-tags{font:13px system-ui,sans-serif;margin:12px 0}.hx-tags a{background:#f1e9e9;border-radius:12px;padding:2px 9px;color:#8b1e1e;text-decoration:none}
.hx-letter{background:#f3f3f3;padding:14px;font:14px system-ui,sans-serif;margin:20px 0}.hx-side{font:14px system-ui,sans-serif}.hx-side h2{font:700 15px system-ui,sans-serif;border-bottom:3px solid #8b1e1e}
.hx-most{padding-left:22px}.hx-most li{margin-bottom:8px}.hx-foot{display:grid;grid-template-columns:repeat(3,1fr);gap:20px;padding:24px 22px;font:12px system-ui,sans-serif;color:#bbb;background:#1f1f1f}.hx-foot a{color:#eee}"""


def nw(site: SiteAQ, story: Story, parts: Parts) -> str:
    w = WORDS[site.lang]
    sec = _sec(site, story)
    return (
        _head(site, story, NW_CSS, parts)
        + f'<div class="hx-page"><div class="hx-bar"><span>{esc(story.shown)}</span><a href="/login">⚙</a></div>'
        f'<header class="hx-logo"><a href="/">{esc(site.name)}</a><small>{esc(site.tagline)}</small></header>'
        + _nav(site, "hx-nav")
        + f'\n<div class="hx-grid"><main><article class="hx-art"><p class="hx-kick"><a href="/{slug(sec)}/">{esc(sec)}</a></p>'
        f"<h1>{esc(story.title)}</h1>"
        + (f'<p class="hx-stand">{esc(story.lead)}</p>' if story.lead else "")
        + f'<p class="hx-by">{esc(story.byline)} · <time datetime="{story.iso}">{esc(story.shown)}</time></p>'
        + _figure(site, story, "hx-fig")
        + _body(story)
        + _facts(site, story, "hx-facts")
        + parts.inside
        + _share(site, "hx-share")
        + _tags(site, story, "hx-tags")
        + f"</article>\n{parts.after}{_letter(site, 'hx-letter')}"
        + (
            f'<section class="hx-rel"><h2>{esc(w["related"])}</h2>'
            + _links(site, story, story.related, "ul", "hx-rl")
            + "</section>"
            if story.related
            else ""
        )
        + f'</main><aside class="hx-side"><h2>{esc(w["most"])}</h2>'
        + _links(site, story, story.most or site.sections[1:], "ol", "hx-most")
        + f"{parts.rail}</aside></div>"
        f'<footer class="hx-foot"><div>© {esc(site.name)} · {esc(w["rights"])}</div><div><a href="/about">{esc(w["about"])}</a></div>'
        f"<div>{esc(site.tagline)}</div></footer></div>\n{parts.end}\n</body>\n</html>\n"
    )


MG_CSS = """body{margin:0;font:19px/1.7 'Iowan Old Style',Palatino,serif;color:#222;background:#fff}.mz-mast{text-align:center;padding:22px 0 10px;border-bottom:1px solid #222}
.mz-mast a{font:italic 700 40px Palatino,serif;color:#111;text-decoration:none}.mz-mast p{margin:2px 0 0;font:13px system-ui,sans-serif;letter-spacing:.1em;text-transform:uppercase;color:#666}
.mz-nav{display:flex;justify-content:center;gap:24px;list-style:none;margin:0;padding:10px;font:600 13px system-ui,sans-serif;text-transform:uppercase}.mz-nav a{color:#333;text-decoration:none}
.mz-col{max-width:700px;margin:0 auto;padding:24px}.mz-sec{font:700 12px system-ui,sans-serif;color:#0f6e6e;text-transform:uppercase}.mz-col h1{font:700 44px/1.1 Palatino,serif;margin:6px 0 14px}
.mz-stand{font-size:22px;color:#555}.mz-by{font:14px system-ui,sans-serif;color:#666}.mz-fig{margin:24px -120px}.mz-fig img{width:100%;height:auto;background:#d9e4e4}.mz-fig figcaption{font:13px system-ui,sans-serif;color:#777;padding:0 120px}
.q-pull{font:italic 26px/1.35 Palatino,serif;color:#0f6e6e;border-left:4px solid #0f6e6e;margin:22px 0;padding-left:18px}.mz-facts{border:1px solid #cfd8d8;padding:12px 18px;font:15px system-ui,sans-serif}
.mz-share,.mz-tags{font:13px system-ui,sans-serif;margin:14px 0}.mz-tags a{color:#0f6e6e;margin-right:10px}.mz-rel{max-width:980px;margin:30px auto;padding:0 24px}.mz-cards{display:grid;grid-template-columns:repeat(3,1fr);gap:18px;list-style:none;padding:0;font:600 15px system-ui,sans-serif}
.mz-letter{background:#0f6e6e;color:#fff;text-align:center;padding:22px;font:15px system-ui,sans-serif}.mz-foot{text-align:center;font:12px system-ui,sans-serif;color:#888;padding:26px}"""


def mg(site: SiteAQ, story: Story, parts: Parts) -> str:
    w = WORDS[site.lang]
    sec = _sec(site, story)
    return (
        _head(site, story, MG_CSS, parts)
        + f'<header class="mz-mast"><a href="/">{esc(site.name)}</a><p>{esc(site.tagline)}</p></header>'
        + _nav(site, "mz-nav")
        + f'\n<main class="mz-col"><article><p class="mz-sec"><a href="/{slug(sec)}/">{esc(sec)}</a></p><h1>{esc(story.title)}</h1>'
        + (f'<p class="mz-stand">{esc(story.lead)}</p>' if story.lead else "")
        + f'<p class="mz-by">{esc(story.byline)} · <time datetime="{story.iso}">{esc(story.shown)}</time></p>'
        + _figure(site, story, "mz-fig")
        + _body(story)
        + _facts(site, story, "mz-facts")
        + parts.inside
        + _share(site, "mz-share")
        + _tags(site, story, "mz-tags")
        + f"</article>\n{parts.after}{parts.rail}</main>"
        + f'<section class="mz-rel"><h2>{esc(w["related"])}</h2>'
        + _links(site, story, story.related or story.most or site.sections[1:], "ul", "mz-cards")
        + "</section>"
        + _letter(site, "mz-letter")
        + f'<footer class="mz-foot">© {esc(site.name)} · {esc(w["rights"])} · <a href="/about">{esc(w["about"])}</a></footer>'
        + f"\n{parts.end}\n</body>\n</html>\n"
    )


LC_CSS = """body{margin:0;font:17px/1.6 'Segoe UI',Roboto,Arial,sans-serif;color:#222;background:#fff}.lp-head{background:#12507a;color:#fff;padding:14px 24px;display:flex;justify-content:space-between;align-items:baseline}
.lp-head a{font:800 28px 'Segoe UI',Arial,sans-serif;color:#fff;text-decoration:none}.lp-head span{font-size:13px;opacity:.8}.lp-nav{display:flex;flex-wrap:wrap;gap:18px;list-style:none;margin:0;padding:10px 24px;border-bottom:1px solid #ddd;font-size:14px}
.lp-nav a{color:#12507a;text-decoration:none}.lp-art,.lp-block{max-width:780px;margin:0 auto;padding:18px 24px}.lp-art h1{font:800 34px/1.18 'Segoe UI',Arial,sans-serif;margin:0 0 10px}.lp-lead{font-weight:600;font-size:19px;color:#444}
.lp-by{font-size:13px;color:#777}.lp-fig img{width:100%;height:auto;background:#d2dde6}.lp-fig figcaption{font-size:12px;color:#777}.lp-facts{background:#eef4f8;padding:10px 16px;font-size:15px}
.lp-share,.lp-tags{font-size:13px;margin:12px 0}.lp-tags a{color:#12507a;margin-right:8px}.lp-most{max-width:780px;margin:0 auto;padding:0 24px}.lp-most ol{padding-left:22px}
.lp-letter{max-width:780px;margin:18px auto;padding:14px 24px;background:#f4f4f4;font-size:14px}.lp-foot{background:#0d3a59;color:#cde;padding:20px 24px;font-size:12px}.lp-foot a{color:#fff}"""


def lc(site: SiteAQ, story: Story, parts: Parts) -> str:
    w = WORDS[site.lang]
    return (
        _head(site, story, LC_CSS, parts)
        + f'<header class="lp-head"><a href="/">{esc(site.name)}</a><span>{esc(site.tagline)}</span></header>'
        + _nav(site, "lp-nav")
        + f'\n<main><article class="lp-art"><h1>{esc(story.title)}</h1>'
        + (f'<p class="lp-lead">{esc(story.lead)}</p>' if story.lead else "")
        + f'<p class="lp-by">{esc(story.byline)} · <time datetime="{story.iso}">{esc(story.shown)}</time></p>'
        + _figure(site, story, "lp-fig")
        + _body(story)
        + _facts(site, story, "lp-facts")
        + parts.inside
        + _share(site, "lp-share")
        + _tags(site, story, "lp-tags")
        + f'</article>\n<div class="lp-block">{parts.after}</div>'
        + (f'<div class="lp-block">{parts.rail}</div>' if parts.rail else "")
        + (
            f'<section class="lp-most"><h2>{esc(w["related"])}</h2>'
            + _links(site, story, story.related, "ul", "lp-rl")
            + "</section>"
            if story.related
            else ""
        )
        + f'<section class="lp-most"><h2>{esc(w["most"])}</h2>'
        + _links(site, story, story.most or site.sections[1:], "ol", "lp-ml")
        + "</section></main>"
        + _letter(site, "lp-letter")
        + f'<footer class="lp-foot">© {esc(site.name)} · {esc(w["rights"])} · <a href="/about">{esc(w["about"])}</a></footer>'
        + f"\n{parts.end}\n</body>\n</html>\n"
    )


TEMPLATES = {"nw": nw, "mg": mg, "lc": lc}


def render_aq(site: SiteAQ, story: Story, parts: Parts) -> str:
    return TEMPLATES[site.template](site, story, parts)
