"""Page templates of blind set BI, written for this set (no saved page opened, no vendor's or theme's code copied;
every class, name and text invented): today's news sites, magazines and blogs.

Four skins: ``ms`` (a magazine in a serif, wide pictures, ``mz-`` classes), ``nw`` (a news site with a live
ticker strip under the header, BEM-like ``nwx__`` classes), ``bg`` (a one-column blog, ``entry-`` and ``site-``
classes), ``ap`` (an app-like site whose parts are ``div[data-ui=...]`` without classes). Every page has today's
furniture: a paywall teaser, a newsletter sign-up, a "picked for you" rail, a "most read" list and a live ticker
(three timed headlines, not reader texts), share buttons, a footer.

Page parts (``Parts``): ``top`` (before the header), ``byline`` (after the byline's time), ``inside`` (in the
article after the text), ``after`` (below the article), ``rail`` (the side column), ``css``, ``end`` (the end of the
body).
"""

from __future__ import annotations

from dataclasses import dataclass

from comspider_lab.blind.content_bi import WORDS, SiteBI
from comspider_lab.blind.layout import esc, slug


@dataclass(frozen=True)
class Story:
    title: str
    author: str
    iso: str
    shown: str
    paras: str  # paragraphs separated by blank lines
    lead: str = ""
    section: str = ""
    recs: tuple[str, ...] = ()
    most: tuple[str, ...] = ()
    ticker: tuple[str, ...] = ()  # "time | headline"

    @property
    def paragraphs(self) -> list[str]:
        return [" ".join(p.split()) for p in self.paras.strip().split("\n\n") if p.strip()]


@dataclass(frozen=True)
class Parts:
    top: str = ""
    byline: str = ""
    inside: str = ""
    after: str = ""
    rail: str = ""
    css: str = ""
    end: str = ""


_CSS = {
    "ms": "body{margin:0;font:19px/1.7 Georgia,'Times New Roman',serif;color:#1b1b1b;background:#fbfaf7}"
    ".mz-top{display:flex;justify-content:space-between;align-items:baseline;padding:18px 32px;border-bottom:1px solid #ddd}"
    ".mz-top a{font:italic 700 30px Georgia,serif;color:#1b1b1b;text-decoration:none}.mz-nav{display:flex;gap:22px;padding:8px 32px;font:13px Arial,sans-serif;text-transform:uppercase;letter-spacing:.06em}"
    ".mz-nav a{color:#555;text-decoration:none}.mz-wrap{display:grid;grid-template-columns:minmax(0,1fr) 280px;gap:48px;max-width:1180px;margin:0 auto;padding:28px 32px}"
    ".mz-kicker{font:700 12px Arial,sans-serif;color:#8a3b12;text-transform:uppercase}.mz-title{font-size:44px;line-height:1.1;margin:6px 0}.mz-dek{font-size:22px;color:#555}"
    ".mz-by{font:14px Arial,sans-serif;color:#666}.mz-side{font:15px Arial,sans-serif}.mz-foot{background:#1b1b1b;color:#bbb;padding:34px 32px;font:13px Arial,sans-serif;margin-top:48px}"
    ".mz-wall,.mz-letter{margin:28px 0;padding:20px;border:1px solid #e3ddd0;background:#fff}.mz-tick li{margin:6px 0}",
    "nw": "body{margin:0;font:16px/1.6 Roboto,Arial,sans-serif;color:#111}.nwx__header{display:flex;justify-content:space-between;align-items:center;padding:10px 24px;background:#0b3d91;color:#fff;position:sticky;top:0;z-index:20}"
    ".nwx__header a{color:#fff;font:900 26px Arial;text-decoration:none}.nwx__nav{display:flex;gap:18px;padding:8px 24px;background:#e8eef9;font-size:14px;font-weight:700}.nwx__nav a{color:#0b3d91;text-decoration:none}"
    ".nwx__ticker{display:flex;gap:24px;padding:6px 24px;background:#fff3f3;font-size:13px;overflow:hidden;white-space:nowrap}.nwx__ticker b{color:#c00}"
    ".nwx__main{display:grid;grid-template-columns:minmax(0,1fr) 320px;gap:32px;max-width:1200px;margin:0 auto;padding:20px 24px}.nwx__title{font-size:36px;line-height:1.15;margin:6px 0}"
    ".nwx__kicker{color:#c00;font-weight:700;font-size:13px}.nwx__lead{font-weight:700}.nwx__byline{color:#666;font-size:14px}.nwx__aside{font-size:14px}"
    ".nwx__footer{background:#0b3d91;color:#dde;padding:28px 24px;font-size:13px;margin-top:40px}.nwx__paywall,.nwx__newsletter{margin:24px 0;padding:18px;background:#f4f6fb;border-radius:6px}",
    "bg": "body{margin:0;font:18px/1.75 'Segoe UI',Arial,sans-serif;color:#222;background:#fff}.site-header{text-align:center;padding:26px 20px 10px}"
    ".site-header a{font:800 30px 'Segoe UI',Arial;color:#222;text-decoration:none}.site-header p{color:#777;margin:4px 0}.site-nav{display:flex;justify-content:center;gap:20px;padding:8px;border-bottom:1px solid #eee;font-size:14px}"
    ".site-nav a{color:#444;text-decoration:none}.site-content{max-width:760px;margin:0 auto;padding:24px 20px}.entry-title{font-size:38px;line-height:1.2;margin:6px 0}.entry-meta{color:#777;font-size:14px}"
    ".entry-cat{font-size:13px;text-transform:uppercase;color:#0a7d5b;font-weight:700}.site-more{max-width:760px;margin:0 auto;padding:0 20px;font-size:15px}"
    ".site-footer{border-top:1px solid #eee;color:#888;padding:26px 20px;text-align:center;font-size:13px;margin-top:40px}.entry-paywall,.entry-newsletter{margin:26px 0;padding:18px;border-left:4px solid #0a7d5b;background:#f3faf7}",
    "ap": "body{margin:0;font:16px/1.6 system-ui,-apple-system,sans-serif;color:#161616;background:#f3f3f1}[data-ui=bar]{display:flex;justify-content:space-between;align-items:center;padding:12px 20px;background:#fff;position:sticky;top:0;z-index:20;box-shadow:0 1px 0 #ddd}"
    "[data-ui=bar] a{font:800 22px system-ui;color:#161616;text-decoration:none}[data-ui=tabs]{display:flex;gap:8px;padding:10px 20px;overflow-x:auto}[data-ui=tabs] a{padding:4px 12px;border-radius:16px;background:#fff;color:#333;text-decoration:none;font-size:14px}"
    "[data-ui=layout]{display:grid;grid-template-columns:minmax(0,1fr) 300px;gap:24px;max-width:1160px;margin:0 auto;padding:16px 20px}[data-ui=card]{background:#fff;border-radius:14px;padding:22px}"
    "[data-ui=headline]{font-size:34px;line-height:1.15;margin:4px 0}[data-ui=meta]{color:#666;font-size:14px}[data-ui=side]>div{background:#fff;border-radius:14px;padding:16px;margin-bottom:16px;font-size:14px}"
    "[data-ui=foot]{background:#161616;color:#aaa;padding:28px 20px;font-size:13px;margin-top:40px}[data-ui=paywall],[data-ui=letter]{margin:22px 0;padding:18px;border-radius:12px;background:#f6f1e7}",
}

# class names per skin: header, nav, main, article, kicker, title, lead, byline, side, footer, paywall, newsletter
_CLS = {
    "ms": (
        "mz-top",
        "mz-nav",
        "mz-wrap",
        "mz-story",
        "mz-kicker",
        "mz-title",
        "mz-dek",
        "mz-by",
        "mz-side",
        "mz-foot",
        "mz-wall",
        "mz-letter",
    ),
    "nw": (
        "nwx__header",
        "nwx__nav",
        "nwx__main",
        "nwx__article",
        "nwx__kicker",
        "nwx__title",
        "nwx__lead",
        "nwx__byline",
        "nwx__aside",
        "nwx__footer",
        "nwx__paywall",
        "nwx__newsletter",
    ),
    "bg": (
        "site-header",
        "site-nav",
        "site-content",
        "entry",
        "entry-cat",
        "entry-title",
        "entry-summary",
        "entry-meta",
        "site-more",
        "site-footer",
        "entry-paywall",
        "entry-newsletter",
    ),
    "ap": (
        "bar",
        "tabs",
        "layout",
        "card",
        "kicker",
        "headline",
        "lead",
        "meta",
        "side",
        "foot",
        "paywall",
        "letter",
    ),
}


def render_bi(site: SiteBI, story: Story, parts: Parts) -> str:
    w = WORDS[site.lang]
    skin = site.skin
    names = _CLS[skin]

    def at(i: int) -> str:
        return f'data-ui="{names[i]}"' if skin == "ap" else f'class="{names[i]}"'

    sec = story.section or site.sections[1]
    recs = story.recs or site.sections[1:]
    most = story.most or tuple(reversed(site.sections[1:]))
    nav = "".join(
        f'<a href="/{"" if i == 0 else slug(s) + "/"}">{esc(s)}</a>' for i, s in enumerate(site.sections)
    )
    ticks = [t.split("|", 1) for t in story.ticker]
    ticker = "".join(f"<li><b>{esc(t.strip())}</b> {esc(h.strip())}</li>" for t, h in ticks)
    text = "".join(f"<p>{esc(p)}</p>" for p in story.paragraphs)
    share = (
        f'<div class="share-row"><span>{esc(w["share"])}</span> <button type="button" data-to="mail">✉</button> '
        '<button type="button" data-to="chat">➦</button> <button type="button" data-to="link">🔗</button></div>'
    )
    paywall = (
        f"<div {at(10)}><p><b>{esc(w['paywall'])}</b></p>"
        f'<a href="/abo/?from={slug(story.title)[:30]}">{esc(w["unlock"])}</a></div>'
    )
    letter = (
        f'<div {at(11)}><form action="/newsletter/signup" method="post"><label><b>{esc(w["newsletter"])}</b></label> '
        f'<input type="email" name="email" placeholder="name@example.org"> <button type="submit">{esc(w["subscribe"])}</button></form></div>'
    )
    recs_html = "".join(f'<li><a href="/{slug(sec)}/{slug(r)[:40]}">{esc(r)}</a></li>' for r in recs)
    most_html = "".join(f'<li><a href="/{slug(sec)}/{slug(m)[:40]}">{esc(m)}</a></li>' for m in most)
    tick_box = (
        f'<div class="live-box"><h3>● {esc(w["live"])}</h3><ul class="mz-tick">{ticker}</ul></div>'
        if ticker
        else ""
    )
    side = (
        f"<aside {at(8)}><div><h3>{esc(w['most'])}</h3><ol>{most_html}</ol></div>"
        + (tick_box if skin != "nw" else "")
        + f"<div><h3>{esc(w['recs'])}</h3><ul>{recs_html}</ul></div>{parts.rail}</aside>"
    )
    art_tag = "div" if skin == "ap" else "article"
    article = (
        f"<{art_tag} {at(3)}><p {at(4)}>{esc(sec)}</p><h1 {at(5)}>{esc(story.title)}</h1>"
        + (f"<p {at(6)}>{esc(story.lead)}</p>" if story.lead else "")
        + f'<p {at(7)}><span class="by-name">{esc(story.author)}</span> · <time datetime="{story.iso}">{esc(story.shown)}</time>{parts.byline}</p>'
        f'<figure><img src="/_avatar/pic-{slug(story.title)[:28]}.svg" alt="" width="760" height="400" style="width:100%;height:auto"></figure>'
        f'<div class="story-text">{text}</div>{parts.inside}{share}{paywall}</{art_tag}>'
    )
    header = f'<header {at(0)}><a href="/">{esc(site.name)}</a><span>{esc(site.tagline)}</span></header>'
    navbar = f"<nav {at(1)}>{nav}</nav>"
    strip = (
        f'<div class="nwx__ticker"><b>{esc(w["live"])}</b>'
        + "".join(f"<span>{esc(t.strip())} · {esc(h.strip())}</span>" for t, h in ticks)
        + "</div>"
        if skin == "nw" and ticks
        else ""
    )
    if skin == "bg":
        body = (
            f"{header}{navbar}<main {at(2)}>{article}{parts.after}{letter}</main>"
            f'<div class="site-more">{side}</div>'
        )
    else:
        body = f"{header}{navbar}{strip}<main {at(2)}><div>{article}{parts.after}{letter}</div>{side}</main>"
    return (
        f'<!doctype html>\n<html lang="{site.lang}" dir="{site.direction}">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{esc(story.title)} | {esc(site.name)}</title>\n"
        f'<meta name="description" content="{esc(story.lead or story.paragraphs[0][:150])}">\n'
        f'<meta property="og:title" content="{esc(story.title)}">\n<meta property="og:type" content="article">\n'
        f'<meta property="article:published_time" content="{story.iso}">\n'
        f"<style>{_CSS[skin]}{parts.css}</style>\n</head>\n<body>\n{parts.top}{body}\n"
        f"<footer {at(9)}>© {esc(site.name)} · {esc(w['rights'])}</footer>\n{parts.end}\n</body>\n</html>\n"
    )
