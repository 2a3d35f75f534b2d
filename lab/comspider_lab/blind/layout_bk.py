"""Page templates of blind set BK, written for this set (no saved page opened, no vendor's or theme's code copied;
every class, name and text invented). The era's heavy furniture on every page: a "most read" list with counts, a
"most commented" list with counts, related stories, a newsletter box and a paywall box.

- ``po``: a news portal (``kx-*``): a top bar, the logo and sections, the article in a wide column, the case's block,
  the related stories, a right column (most read, most commented, the case's rail), a footer;
- ``mg``: a magazine (``mz-*``): a masthead, a wide article with a pull quote, the case's block, a band of most read
  and most commented, the related stories, a footer;
- ``bg``: a blog (``gl-*``): a header, the post, the case's block, a left sidebar (archive, most commented, the rail).

Page parts (``Parts``): ``inside`` (inside the article, after the text), ``after`` (after the article), ``rail``,
``css``, ``end`` (before </body>).
"""

from __future__ import annotations

from dataclasses import dataclass

from comspider_lab.blind.content_bk import WORDS, SiteBK
from comspider_lab.blind.layout import esc, slug


@dataclass(frozen=True)
class Story:
    title: str
    byline: str
    iso: str
    shown: str
    paras: str
    lead: str = ""
    section: str = ""
    most: tuple[tuple[str, str], ...] = ()  # most read: (headline, count)
    talked: tuple[tuple[str, str], ...] = ()  # most commented: (headline, count)
    related: tuple[str, ...] = ()

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


def _head(site: SiteBK, story: Story, css: str, parts: Parts) -> str:
    desc = story.lead or story.paragraphs[0][:150]
    return (
        f'<!doctype html>\n<html lang="{site.lang}" dir="{site.direction}">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{esc(story.title)} – {esc(site.name)}</title>\n"
        f'<meta name="description" content="{esc(desc)}">\n'
        f'<meta property="og:title" content="{esc(story.title)}">\n<meta property="og:type" content="article">\n'
        f'<meta property="article:published_time" content="{story.iso}">\n'
        f"<style>{css}{parts.css}</style>\n</head>\n<body>\n"
    )


def _secs(site: SiteBK, cls: str) -> str:
    return (
        f'<ul class="{cls}">'
        + "".join(
            f'<li><a href="/{"" if i == 0 else slug(s) + "/"}">{esc(s)}</a></li>'
            for i, s in enumerate(site.sections)
        )
        + "</ul>"
    )


def _counted(title: str, rows: tuple[tuple[str, str], ...], cls: str, word: str, sec: str) -> str:
    if not rows:
        return ""
    return (
        f'<div class="{cls}"><h3>{esc(title)}</h3><ol>'
        + "".join(
            f'<li><a href="/{slug(sec)}/{slug(h)[:36]}">{esc(h)}</a> <small>{esc(n)} {esc(word)}</small></li>'
            for h, n in rows
        )
        + "</ol></div>"
    )


def _related(story: Story, sec: str, cls: str, word: str) -> str:
    if not story.related:
        return ""
    return (
        f'<nav class="{cls}"><h3>{esc(word)}</h3>'
        + "".join(f'<a href="/{slug(sec)}/{slug(h)[:36]}">{esc(h)}</a>' for h in story.related)
        + "</nav>"
    )


def _boxes(site: SiteBK, p: str) -> str:
    w = WORDS[site.lang]
    return (
        f'<div class="{p}-wall"><p>{esc(w["wall"])}</p><a class="{p}-btn" href="/abo">{esc(w["unlock"])}</a></div>'
        f'<form class="{p}-letter" action="/newsletter" method="post"><b>{esc(w["letter"])}</b> '
        f'<input type="email" name="m" placeholder="@"> <button type="submit">{esc(w["join"])}</button></form>'
    )


def _body(story: Story) -> str:
    return "".join(f"<p>{esc(x)}</p>" for x in story.paragraphs)


PO_CSS = """body{margin:0;font:16px/1.6 Arial,Helvetica,sans-serif;color:#1d1d1f;background:#eceff1}.kx-page{max-width:1200px;margin:0 auto;background:#fff}
.kx-bar{background:#111;color:#bbb;font-size:12px;padding:4px 18px}.kx-logo{font:900 36px Georgia,serif;padding:14px 18px}.kx-logo a{color:#8b0000;text-decoration:none}
.kx-logo span{display:block;font:13px Arial,sans-serif;color:#666}.kx-nav{display:flex;gap:16px;list-style:none;margin:0;padding:9px 18px;border-top:3px solid #8b0000;border-bottom:1px solid #ddd;font-weight:700}
.kx-nav a{color:#222;text-decoration:none}.kx-cols{display:grid;grid-template-columns:minmax(0,1fr) 300px;gap:30px;padding:18px}.kx-art h1{font:700 34px/1.2 Georgia,serif;margin:6px 0}
.kx-lead{font-size:19px;font-weight:700;color:#444}.kx-by{font-size:13px;color:#666}.kx-art figure{margin:0}.kx-art img{width:100%;height:auto;background:#cdd3d8}
.kx-wall{border:2px solid #8b0000;padding:14px;margin:18px 0;background:#fff8f6}.kx-btn{background:#8b0000;color:#fff;padding:6px 14px;text-decoration:none}
.kx-letter{background:#f2f4f6;padding:12px;margin:14px 0;font-size:14px}.kx-side h3{font-size:15px;border-bottom:2px solid #8b0000;margin:18px 0 8px}.kx-side ol{padding-left:20px;font-size:14px}
.kx-side small{color:#8b0000;white-space:nowrap}.kx-rel{display:grid;grid-template-columns:repeat(3,1fr);gap:10px;margin:20px 0}.kx-rel h3{grid-column:1/-1;margin:0}
.kx-rel a{background:#f4f4f4;padding:10px;color:#222;font-weight:700;text-decoration:none;font-size:14px}.kx-foot{background:#1d1d1f;color:#aaa;font-size:12px;padding:20px 18px}"""


def po(site: SiteBK, story: Story, parts: Parts) -> str:
    w = WORDS[site.lang]
    sec = story.section or site.sections[1]
    return (
        _head(site, story, PO_CSS, parts)
        + f'<div class="kx-page"><div class="kx-bar">{esc(story.shown)}</div>'
        f'<header class="kx-logo"><a href="/">{esc(site.name)}</a><span>{esc(site.tagline)}</span></header>'
        f"<nav>{_secs(site, 'kx-nav')}</nav>\n"
        f'<div class="kx-cols"><main><article class="kx-art"><a class="kx-by" href="/{slug(sec)}/">{esc(sec)}</a>'
        f"<h1>{esc(story.title)}</h1>"
        + (f'<p class="kx-lead">{esc(story.lead)}</p>' if story.lead else "")
        + f'<p class="kx-by">{esc(story.byline)} · <time datetime="{story.iso}">{esc(story.shown)}</time></p>'
        f'<figure><img src="/_avatar/kx-{slug(story.title)[:24]}.svg" alt="" width="800" height="420"></figure>'
        + _body(story)
        + parts.inside
        + "</article>\n"
        + _boxes(site, "kx")
        + parts.after
        + _related(story, sec, "kx-rel", w["related"])
        + '</main><aside class="kx-side">'
        + _counted(w["most"], story.most, "kx-most", w["views"], sec)
        + _counted(w["commented"], story.talked, "kx-talk", w["replies"], sec)
        + parts.rail
        + f'</aside></div><footer class="kx-foot">© {esc(site.name)} · {esc(w["rights"])}</footer></div>\n{parts.end}\n</body>\n</html>\n'
    )


MG_CSS = """body{margin:0;font:18px/1.7 "Palatino Linotype",Georgia,serif;color:#2b2b2b;background:#fbf9f4}.mz-mast{text-align:center;padding:24px 10px 8px;border-bottom:1px solid #222}
.mz-mast a{font:italic 700 42px Georgia,serif;color:#222;text-decoration:none}.mz-mast p{margin:0;font:13px Arial,sans-serif;letter-spacing:.1em;text-transform:uppercase;color:#777}
.mz-secs{display:flex;justify-content:center;gap:22px;list-style:none;margin:0;padding:10px;font:14px Arial,sans-serif}.mz-secs a{color:#444;text-decoration:none}
.mz-art{max-width:720px;margin:30px auto;padding:0 20px}.mz-art h1{font:700 44px/1.1 Georgia,serif;margin:8px 0 12px}.mz-dek{font-size:22px;font-style:italic;color:#555}
.mz-by{font:13px Arial,sans-serif;color:#777;text-transform:uppercase}.mz-art img{width:100%;height:auto;background:#d9d3c7}.mz-wide{max-width:720px;margin:0 auto;padding:0 20px}
.mz-wall{background:#222;color:#eee;padding:18px;margin:20px 0;font-family:Arial,sans-serif}.mz-btn{color:#ffd54f}.mz-letter{border:1px solid #bbb;padding:12px;font:14px Arial,sans-serif}
.mz-band{display:grid;grid-template-columns:1fr 1fr;gap:26px;max-width:980px;margin:28px auto;padding:18px 20px;border-top:4px solid #222;font:15px Arial,sans-serif}.mz-band small{color:#a33}
.mz-rel{max-width:980px;margin:0 auto;padding:0 20px;display:flex;gap:16px;flex-wrap:wrap;font:bold 15px Arial,sans-serif}.mz-rel h3{width:100%}.mz-rel a{color:#222}
.mz-foot{text-align:center;font:12px Arial,sans-serif;color:#888;padding:26px}"""


def mg(site: SiteBK, story: Story, parts: Parts) -> str:
    w = WORDS[site.lang]
    sec = story.section or site.sections[1]
    return (
        _head(site, story, MG_CSS, parts)
        + f'<header class="mz-mast"><a href="/">{esc(site.name)}</a><p>{esc(site.tagline)}</p></header>'
        f"<nav>{_secs(site, 'mz-secs')}</nav>\n"
        f'<article class="mz-art"><p class="mz-by"><a href="/{slug(sec)}/">{esc(sec)}</a></p><h1>{esc(story.title)}</h1>'
        + (f'<p class="mz-dek">{esc(story.lead)}</p>' if story.lead else "")
        + f'<p class="mz-by">{esc(story.byline)} — <time datetime="{story.iso}">{esc(story.shown)}</time></p>'
        f'<img src="/_avatar/mz-{slug(story.title)[:24]}.svg" alt="" width="720" height="460">'
        + _body(story)
        + parts.inside
        + "</article>\n"
        + f'<div class="mz-wide">{_boxes(site, "mz")}{parts.after}</div>'
        + '<div class="mz-band">'
        + _counted(w["most"], story.most, "mz-most", w["views"], sec)
        + _counted(w["commented"], story.talked, "mz-talk", w["replies"], sec)
        + f"</div>{parts.rail}"
        + _related(story, sec, "mz-rel", w["related"])
        + f'<footer class="mz-foot">© {esc(site.name)} · {esc(w["rights"])}</footer>\n{parts.end}\n</body>\n</html>\n'
    )


BG_CSS = """body{margin:0;font:16px/1.75 Verdana,Geneva,sans-serif;color:#333;background:#f7f7f2}.gl-top{padding:22px 30px;background:#2f4f4f}.gl-top a{font:bold 26px Verdana,sans-serif;color:#fff;text-decoration:none}
.gl-top p{margin:0;color:#cde;font-size:13px}.gl-wrap{display:flex;gap:30px;max-width:1080px;margin:0 auto;padding:22px}.gl-side{width:250px;flex:none;font-size:13px}.gl-side h3{font-size:13px;text-transform:uppercase;color:#2f4f4f}
.gl-side small{color:#999}.gl-main{flex:1;min-width:0}.gl-post h1{font:bold 30px/1.25 Verdana,sans-serif}.gl-date{color:#999;font-size:13px}.gl-post img{max-width:100%;background:#ccd}
.gl-wall{background:#fffbe6;border:1px solid #e6d98a;padding:12px;margin:16px 0}.gl-letter{padding:10px 0;font-size:14px}.gl-rel a{display:block}.gl-foot{text-align:center;font-size:12px;color:#999;padding:24px}"""


def bg(site: SiteBK, story: Story, parts: Parts) -> str:
    w = WORDS[site.lang]
    sec = story.section or site.sections[1]
    return (
        _head(site, story, BG_CSS, parts)
        + f'<header class="gl-top"><a href="/">{esc(site.name)}</a><p>{esc(site.tagline)}</p></header>\n'
        f'<div class="gl-wrap"><aside class="gl-side"><nav>{_secs(site, "gl-nav")}</nav>'
        + _counted(w["most"], story.most, "gl-most", w["views"], sec)
        + _counted(w["commented"], story.talked, "gl-talk", w["replies"], sec)
        + parts.rail
        + f'</aside><main class="gl-main"><article class="gl-post"><p class="gl-date"><time datetime="{story.iso}">{esc(story.shown)}</time> · {esc(story.byline)}</p>'
        f"<h1>{esc(story.title)}</h1>"
        + (f"<p><em>{esc(story.lead)}</em></p>" if story.lead else "")
        + _body(story)
        + parts.inside
        + "</article>\n"
        + _boxes(site, "gl")
        + _related(story, sec, "gl-rel", w["related"])
        + parts.after
        + f'</main></div><footer class="gl-foot">© {esc(site.name)} · {esc(w["rights"])}</footer>\n{parts.end}\n</body>\n</html>\n'
    )


TEMPLATES = {"po": po, "mg": mg, "bg": bg}


def render_bk(site: SiteBK, story: Story, parts: Parts) -> str:
    return TEMPLATES[site.template](site, story, parts)
