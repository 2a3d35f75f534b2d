"""Page templates of blind set AJ, written for this set (no saved page opened, no vendor's or theme's code copied;
every class, name and text invented).

- ``pr``: a news portal of today: a top strip with the date and "Subscribe", the logo row, a row of sections, a
  breadcrumb, headline, lead, byline with the reading time, a picture with its caption, the text, tags, then the
  case's block, and a footer of three columns (``pr-*``);
- ``lk``: a local daily's site: a masthead with the town's weather, a menu, the article in a main column with a
  right rail ("Most read", an advertisement slot and the case's rail), a plain footer (``lk-*``);
- ``jr``: a one-person blog or newsletter site: a narrow centred column, the post's date and reading time, the text,
  an "about the author" line, the case's block, a small footer (``jr-*``).

Page parts (``Parts``): ``after`` (below the article), ``rail`` (the side column, or a box after the text on ``pr``
and ``jr``), ``inside`` (inside the article, after the text), ``css``, ``end`` (before ``</body>``).
"""

from __future__ import annotations

from dataclasses import dataclass

from comspider_lab.blind.content_aj import WORDS, SiteAJ
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
    after: str = ""
    rail: str = ""
    inside: str = ""
    css: str = ""
    end: str = ""


def _head(site: SiteAJ, story: Story, css: str, parts: Parts) -> str:
    desc = story.lead or story.paragraphs[0][:160]
    return (
        f'<!doctype html>\n<html lang="{site.lang}" dir="{site.direction}">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{esc(story.title)} | {esc(site.name)}</title>\n"
        f'<meta name="description" content="{esc(desc)}">\n'
        f'<meta property="og:title" content="{esc(story.title)}">\n<meta property="og:type" content="article">\n'
        f'<meta property="article:published_time" content="{story.iso}">\n'
        f"<style>{css}{parts.css}</style>\n</head>\n<body>\n"
    )


def _text(story: Story) -> str:
    return "".join(f"<p>{esc(p)}</p>" for p in story.paragraphs)


def _menu(site: SiteAJ, cls: str) -> str:
    return (
        f'<nav class="{cls}">'
        + "".join(
            f'<a href="/{"" if i == 0 else slug(t) + "/"}">{esc(t)}</a>' for i, t in enumerate(site.sections)
        )
        + "</nav>"
    )


PR_CSS = """body{margin:0;font:18px/1.65 "Source Serif",Georgia,serif;color:#1d1d1f;background:#fff}
.pr-strip{background:#101820;color:#ccd;font:13px system-ui;padding:6px 20px;display:flex;justify-content:space-between}.pr-strip a{color:#fff}
.pr-logo{font:900 30px system-ui;text-align:center;padding:14px 0 6px}.pr-logo a{color:#101820;text-decoration:none}
.pr-nav{display:flex;justify-content:center;gap:18px;font:600 14px system-ui;border-bottom:3px solid #101820;padding:8px 0}.pr-nav a{color:#333;text-decoration:none}
.pr-art{max-width:720px;margin:0 auto;padding:18px 20px}.pr-crumb{font:13px system-ui;color:#777}.pr-art h1{font:800 38px/1.15 system-ui;margin:8px 0}
.pr-lead{font-size:21px;color:#444}.pr-by{font:14px system-ui;color:#555}.pr-fig img{width:100%;height:auto;background:#dfe6ea}.pr-fig figcaption{font:13px system-ui;color:#777}
.pr-tags{font:13px system-ui}.pr-tags a{background:#eef;padding:2px 8px;border-radius:10px;margin-right:6px;text-decoration:none}
.pr-after{max-width:720px;margin:0 auto;padding:0 20px 30px}.pr-foot{background:#f1f1f1;font:13px system-ui;padding:24px 20px;display:flex;gap:40px;justify-content:center}"""


def pr(site: SiteAJ, story: Story, parts: Parts) -> str:
    w = WORDS[site.lang]
    sec = story.section or site.sections[1]
    return (
        _head(site, story, PR_CSS, parts)
        + f'<div class="pr-strip"><span>{esc(story.shown)}</span><a href="/abo">{esc(w["subscribe"])}</a></div>'
        f'<header><div class="pr-logo"><a href="/">{esc(site.name)}</a></div>{_menu(site, "pr-nav")}</header>\n'
        f'<main><article class="pr-art"><div class="pr-crumb"><a href="/">{esc(site.sections[0])}</a> › '
        f'<a href="/{slug(sec)}/">{esc(sec)}</a></div><h1>{esc(story.title)}</h1>'
        + (f'<p class="pr-lead">{esc(story.lead)}</p>' if story.lead else "")
        + f'<p class="pr-by">{esc(story.byline)} · <time datetime="{story.iso}">{esc(story.shown)}</time> · '
        f'{esc(w["read"])}</p><figure class="pr-fig"><img src="/_avatar/pr-{slug(story.title)[:36]}.svg" alt="" '
        f'width="720" height="400"><figcaption>{esc(w["photo"])}: {esc(site.name)}</figcaption></figure>'
        + _text(story)
        + parts.inside
        + f'<p class="pr-tags"><a href="/{slug(sec)}/">{esc(sec)}</a><a href="/{slug(site.sections[2])}/">{esc(site.sections[2])}</a></p>'
        f'</article>\n{parts.rail}<div class="pr-after">{parts.after}</div></main>\n'
        f'<footer class="pr-foot"><div>© 2026 {esc(site.name)}</div><div><a href="/impressum">{esc(w["imprint"])}</a></div>'
        f'<div><a href="/privacy">{esc(w["privacy"])}</a></div></footer>\n{parts.end}\n</body>\n</html>\n'
    )


LK_CSS = """body{margin:0;font:15px/1.55 Arial,Helvetica,sans-serif;color:#222;background:#f4f1ea}.lk-wrap{max-width:1040px;margin:0 auto;background:#fff}
.lk-mast{display:flex;justify-content:space-between;align-items:end;padding:14px 18px;border-bottom:1px solid #ddd}.lk-mast a{font:bold 32px Georgia,serif;color:#1a4d2e;text-decoration:none}
.lk-wx{font-size:12px;color:#666}.lk-menu{background:#1a4d2e;padding:0 10px;display:flex;flex-wrap:wrap}.lk-menu a{color:#fff;padding:8px 11px;text-decoration:none;font-size:14px}
.lk-body{display:flex;gap:24px;padding:18px}.lk-main{flex:1;min-width:0}.lk-rail{width:300px;flex:none;font-size:13px}
.lk-main h1{font:bold 30px/1.2 Georgia,serif;margin:4px 0 10px}.lk-kick{color:#1a4d2e;font-weight:bold;font-size:13px;text-transform:uppercase}
.lk-meta{font-size:12px;color:#777;border-top:1px solid #eee;border-bottom:1px solid #eee;padding:4px 0}.lk-pic img{width:100%;height:auto;background:#e4e9e1}
.lk-box{border-top:4px solid #1a4d2e;margin-bottom:18px}.lk-ad{height:250px;background:#eee;color:#aaa;text-align:center;line-height:250px;margin-bottom:18px}
.lk-foot{padding:16px 18px;font-size:12px;color:#666;border-top:1px solid #ddd}"""


def lk(site: SiteAJ, story: Story, parts: Parts) -> str:
    w = WORDS[site.lang]
    sec = story.section or site.sections[1]
    return (
        _head(site, story, LK_CSS, parts)
        + f'<div class="lk-wrap"><header class="lk-mast"><a href="/">{esc(site.name)}</a><span class="lk-wx">{esc(site.tagline)}</span></header>'
        + _menu(site, "lk-menu")
        + f'<div class="lk-body"><main class="lk-main"><article><p class="lk-kick">{esc(sec)}</p><h1>{esc(story.title)}</h1>'
        + (f"<p><strong>{esc(story.lead)}</strong></p>" if story.lead else "")
        + f'<p class="lk-meta">{esc(story.byline)} | <time datetime="{story.iso}">{esc(story.shown)}</time></p>'
        f'<div class="lk-pic"><img src="/_avatar/lk-{slug(story.title)[:36]}.svg" alt="" width="700" height="380"></div>'
        + _text(story)
        + parts.inside
        + f'</article>\n{parts.after}</main><aside class="lk-rail"><div class="lk-box"><h3>{esc(w["popular"])}</h3><ol>'
        + "".join(f'<li><a href="/{slug(s)}/">{esc(s)}</a></li>' for s in site.sections[1:])
        + f'</ol></div><div class="lk-ad">{esc(w["ad"])}</div>{parts.rail}</aside></div>'
        f'<footer class="lk-foot">© {esc(site.name)} · <a href="/impressum">{esc(w["imprint"])}</a> · '
        f'<a href="/privacy">{esc(w["privacy"])}</a></footer></div>\n{parts.end}\n</body>\n</html>\n'
    )


JR_CSS = """body{margin:0;font:17px/1.75 Charter,Georgia,serif;color:#2b2b2b;background:#fffdf8}.jr-top{text-align:center;padding:30px 16px 10px}
.jr-top a{font:700 24px system-ui;color:#8a3b12;text-decoration:none}.jr-top p{margin:2px 0;color:#999;font-style:italic}
.jr-col{max-width:640px;margin:0 auto;padding:0 18px}.jr-date{font:13px system-ui;color:#999}.jr-col h1{font:700 32px/1.2 system-ui}
.jr-about{font:14px system-ui;color:#666;border-top:1px dashed #ccc;padding-top:10px}.jr-nav{text-align:center;font:14px system-ui}.jr-nav a{margin:0 8px;color:#8a3b12}
.jr-foot{text-align:center;font:12px system-ui;color:#aaa;padding:30px}"""


def jr(site: SiteAJ, story: Story, parts: Parts) -> str:
    w = WORDS[site.lang]
    return (
        _head(site, story, JR_CSS, parts)
        + f'<header class="jr-top"><a href="/">{esc(site.name)}</a><p>{esc(site.tagline)}</p>{_menu(site, "jr-nav")}</header>\n'
        f'<main class="jr-col"><article><p class="jr-date"><time datetime="{story.iso}">{esc(story.shown)}</time> · {esc(w["read"])}</p>'
        f"<h1>{esc(story.title)}</h1>"
        + (f"<p><em>{esc(story.lead)}</em></p>" if story.lead else "")
        + _text(story)
        + parts.inside
        + f'<p class="jr-about">{esc(story.byline)}</p></article>\n{parts.rail}{parts.after}</main>\n'
        f'<footer class="jr-foot">© {esc(site.name)} · <a href="/feed">RSS</a></footer>\n{parts.end}\n</body>\n</html>\n'
    )


TEMPLATES = {"pr": pr, "lk": lk, "jr": jr}


def render_aj(site: SiteAJ, story: Story, parts: Parts) -> str:
    return TEMPLATES[site.template](site, story, parts)
