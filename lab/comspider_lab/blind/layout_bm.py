"""Page templates of blind set BM, written for this set (no saved page opened, no vendor's or theme's code copied;
every class, name and text invented): news as phones get them.

- ``mx``: a news site's m. edition (``mq-*``): a sticky head with a hamburger and its drawer, a swipeable "top stories"
  strip with comment counts, the article with an advertisement between paragraphs, a reaction bar (emoji counts), a
  "next article" preview, a sticky share bar, a footer;
- ``amp``: an AMP-style lightweight page (``<html amp>``, ``amp-img``, ``amp-ad``, ``amp-sidebar`` elements, one inline
  ``<style amp-custom>``): a slim bar, the article, a list of top stories with counts, the next article, a footer;
- ``app``: an app-like web page (``ay-*``): a top bar with a back arrow, the article as a card, a horizontal rail of
  cards with counts, the next article, a bottom tab bar.

Page parts (``Parts``): ``top`` (before the head: banners, sheets), ``under`` (under the head: tab bars), ``inside`` (inside the article, after the text),
``after`` (after the article), ``css``, ``end`` (before </body>).
"""

from __future__ import annotations

import html
import re
import unicodedata
from dataclasses import dataclass

from comspider_lab.blind.content_bm import WORDS, SiteBM


def esc(text: str) -> str:
    return html.escape(text, quote=True)


def slug(text: str) -> str:
    t = unicodedata.normalize("NFKD", text.lower())
    t = "".join(ch for ch in t if not unicodedata.combining(ch))
    t = re.sub(r"[^\w]+", "-", t).strip("-")
    return t or "x"


@dataclass(frozen=True)
class Story:
    title: str
    byline: str
    iso: str
    shown: str
    paras: str
    lead: str = ""
    section: str = ""
    top: tuple[tuple[str, str], ...] = ()  # top stories: (headline, comment count)
    nxt: tuple[str, str, str] = ("", "", "")  # next article: headline, first words, comment count
    reactions: tuple[tuple[str, str], ...] = ()  # (emoji, count)

    @property
    def paragraphs(self) -> list[str]:
        return [" ".join(p.split()) for p in self.paras.strip().split("\n\n") if p.strip()]


@dataclass(frozen=True)
class Parts:
    top: str = ""
    under: str = ""  # right under the head (tab bars)
    inside: str = ""
    after: str = ""
    css: str = ""
    end: str = ""


def _head(site: SiteBM, story: Story, css: str, parts: Parts, amp: bool = False) -> str:
    desc = story.lead or story.paragraphs[0][:150]
    return (
        f'<!doctype html>\n<html{" amp" if amp else ""} lang="{site.lang}" dir="{site.direction}">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width,initial-scale=1,minimum-scale=1">\n'
        f"<title>{esc(story.title)} | {esc(site.name)}</title>\n"
        f'<meta name="description" content="{esc(desc)}">\n'
        f'<meta property="og:title" content="{esc(story.title)}">\n<meta property="og:type" content="article">\n'
        f'<meta property="article:published_time" content="{story.iso}">\n'
        f'<meta name="theme-color" content="#0b3d5c">\n'
        f"<style{' amp-custom' if amp else ''}>{css}{parts.css}</style>\n</head>\n"
    )


def _body(story: Story, ad: str) -> str:
    out = ""
    for k, p in enumerate(story.paragraphs):
        out += f"<p>{esc(p)}</p>"
        if k == 1:
            out += ad
    return out


def _reactions(site: SiteBM, story: Story, cls: str) -> str:
    if not story.reactions:
        return ""
    w = WORDS[site.lang]
    return (
        f'<div class="{cls}"><p>{esc(w["feel"])}</p><div>'
        + "".join(f'<button type="button">{e} <b>{esc(n)}</b></button>' for e, n in story.reactions)
        + "</div></div>"
    )


def _cards(site: SiteBM, story: Story, cls: str, sec: str) -> str:
    if not story.top:
        return ""
    w = WORDS[site.lang]
    return (
        f'<section class="{cls}"><h2>{esc(w["top"])}</h2><div class="{cls}-track">'
        + "".join(
            f'<a class="{cls}-card" href="/{slug(sec)}/{slug(h)[:40]}"><span class="{cls}-pic"></span>'
            f"<strong>{esc(h)}</strong><small>💬 {esc(n)}</small></a>"
            for h, n in story.top
        )
        + "</div></section>"
    )


def _next(site: SiteBM, story: Story, cls: str, sec: str) -> str:
    head, words, count = story.nxt
    if not head:
        return ""
    w = WORDS[site.lang]
    return (
        f'<aside class="{cls}"><p class="{cls}-label">{esc(w["next"])} ›</p><a href="/{slug(sec)}/{slug(head)[:40]}">'
        f"<strong>{esc(head)}</strong><span>{esc(words)}</span></a><small>💬 {esc(count)} · {esc(w['more'])}</small></aside>"
    )


def _secs(site: SiteBM) -> str:
    return "".join(
        f'<li><a href="/{"" if i == 0 else slug(s) + "/"}">{esc(s)}</a></li>'
        for i, s in enumerate(site.sections)
    )


MX_CSS = """body{margin:0;font:17px/1.55 -apple-system,Roboto,Arial,sans-serif;color:#16181d;background:#fff}
.mq-head{position:sticky;top:0;z-index:20;display:flex;align-items:center;gap:12px;height:52px;padding:0 12px;background:#0b3d5c;color:#fff}
.mq-burger{background:none;border:0;color:#fff;font-size:24px}.mq-logo{flex:1;color:#fff;font:800 20px Georgia,serif;text-decoration:none}.mq-user{color:#fff;text-decoration:none}
.mq-drawer{background:#0b3d5c}.mq-drawer ul{list-style:none;margin:0;padding:8px 16px}.mq-drawer a{color:#fff;display:block;padding:8px 0;text-decoration:none}
.mq-strip{padding:10px 0 4px 12px;border-bottom:1px solid #e3e6ea}.mq-strip h2{font-size:13px;text-transform:uppercase;letter-spacing:.06em;margin:0 0 6px;color:#0b3d5c}
.mq-strip-track{display:flex;gap:10px;overflow-x:auto;scroll-snap-type:x mandatory;padding-bottom:8px}.mq-strip-card{flex:0 0 210px;scroll-snap-align:start;color:#16181d;text-decoration:none;font-size:14px}
.mq-strip-pic{display:block;height:96px;border-radius:8px;background:#c9d4de;margin-bottom:4px}.mq-strip-card small{display:block;color:#6b7480}
.mq-art{max-width:680px;margin:0 auto;padding:12px 16px}.mq-art h1{font:800 27px/1.2 Georgia,serif;margin:4px 0 8px}.mq-kicker{margin:0;color:#c0392b;font-weight:700;font-size:14px}
.mq-lead{font-weight:600}.mq-meta{font-size:13px;color:#6b7480}.mq-hero{height:210px;border-radius:6px;background:#b8c4cf}
.mq-ad{margin:18px -16px;padding:8px 16px;background:#f3f4f6;text-align:center}.mq-ad span{display:block;font-size:11px;color:#8a929c;text-transform:uppercase}.mq-ad div{height:250px;background:#e4e7eb}
.mq-react{border-top:1px solid #e3e6ea;border-bottom:1px solid #e3e6ea;margin:20px 0;padding:10px 0;text-align:center}.mq-react p{margin:0 0 6px;font-weight:700}
.mq-react button{border:1px solid #d3d8de;border-radius:18px;background:#fff;padding:4px 10px;margin:2px;font-size:15px}
.mq-next{max-width:680px;margin:10px auto;padding:12px 16px;background:#f6f7f9;border-left:4px solid #0b3d5c}.mq-next-label{margin:0;font-size:12px;text-transform:uppercase;color:#6b7480}
.mq-next a{display:block;color:#16181d;text-decoration:none}.mq-next span{display:block;color:#555;font-size:15px}.mq-next small{color:#6b7480}
.mq-share{position:sticky;bottom:0;display:flex;justify-content:space-around;background:#fff;border-top:1px solid #d3d8de;padding:8px;z-index:15}.mq-share a{color:#0b3d5c;text-decoration:none;font-weight:700}
.mq-foot{background:#0e1a24;color:#9aa7b3;font-size:13px;padding:18px 16px 70px}.mq-foot ul{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:12px}.mq-foot a{color:#cfd8e0}"""


def mx(site: SiteBM, story: Story, parts: Parts) -> str:
    w = WORDS[site.lang]
    sec = story.section or site.sections[1]
    ad = f'<div class="mq-ad"><span>{esc(w["ad"])}</span><div></div></div>'
    return (
        _head(site, story, MX_CSS, parts)
        + f"<body>\n{parts.top}"
        + f'<header class="mq-head"><button class="mq-burger" type="button" aria-label="{esc(w["menu"])}" aria-expanded="false">☰</button>'
        f'<a class="mq-logo" href="/">{esc(site.name)}</a><a class="mq-user" href="/konto" aria-label="login">◯</a></header>'
        f'<nav class="mq-drawer" hidden><ul>{_secs(site)}</ul></nav>\n'
        + parts.under
        + _cards(site, story, "mq-strip", sec)
        + f'<article class="mq-art"><p class="mq-kicker">{esc(sec)}</p><h1>{esc(story.title)}</h1>'
        + (f'<p class="mq-lead">{esc(story.lead)}</p>' if story.lead else "")
        + f'<p class="mq-meta">{esc(story.byline)} · <time datetime="{story.iso}">{esc(story.shown)}</time></p>'
        '<div class="mq-hero" role="img" aria-label=""></div>'
        + _body(story, ad)
        + _reactions(site, story, "mq-react")
        + parts.inside
        + "</article>\n"
        + parts.after
        + _next(site, story, "mq-next", sec)
        + f'<div class="mq-share"><a href="#" aria-label="mail">✉</a><a href="#" aria-label="link">🔗</a><a href="#">{esc(w["share"])}</a></div>'
        + f'<footer class="mq-foot"><ul>{_secs(site)}</ul><p>© {esc(site.name)} · {esc(w["rights"])}</p></footer>\n'
        "<script>document.querySelector('.mq-burger').addEventListener('click', function () {"
        " var d = document.querySelector('.mq-drawer'); d.hidden = !d.hidden; this.setAttribute('aria-expanded', String(!d.hidden)); });</script>\n"
        + f"{parts.end}\n</body>\n</html>\n"
    )


AMP_CSS = """body{margin:0;font:18px/1.6 Georgia,'Times New Roman',serif;color:#222;background:#fdfdfb}amp-sidebar{display:none}
.pz-bar{display:flex;align-items:center;gap:10px;padding:10px 14px;border-bottom:2px solid #222;background:#fff}.pz-bar button{background:none;border:0;font-size:22px}
.pz-logo{font:700 22px Georgia,serif;color:#222;text-decoration:none}.pz-main{max-width:640px;margin:0 auto;padding:10px 16px}.pz-main h1{font-size:28px;line-height:1.2}
.pz-sec{font:700 13px Arial,sans-serif;text-transform:uppercase;color:#a0281e}.pz-meta{font:13px Arial,sans-serif;color:#777}amp-img{display:block;background:#ccc;aspect-ratio:16/9}
amp-ad{display:block;margin:18px 0;background:#f1f1f1;height:250px;position:relative}amp-ad span{position:absolute;top:4px;left:8px;font:11px Arial,sans-serif;color:#999}
.pz-react{font:14px Arial,sans-serif;margin:16px 0}.pz-react button{border:1px solid #ccc;background:#fff;border-radius:14px;padding:3px 9px;margin:2px}
.pz-top{max-width:640px;margin:0 auto;padding:0 16px;font:15px Arial,sans-serif}.pz-top h2{font-size:15px;border-bottom:1px solid #222}.pz-top-track{display:flex;flex-direction:column;gap:8px}
.pz-top-card{color:#222;text-decoration:none;display:flex;gap:8px;align-items:baseline}.pz-top-pic{display:none}.pz-top-card small{color:#a0281e;white-space:nowrap}
.pz-next{max-width:608px;margin:16px auto;padding:12px 16px;border:1px solid #ddd;font:15px Arial,sans-serif}.pz-next a{display:block;color:#222}.pz-next span{display:block;color:#666}
.pz-share{font:14px Arial,sans-serif;margin:14px 0}.pz-share a{margin-right:12px}.pz-foot{border-top:2px solid #222;padding:16px;font:12px Arial,sans-serif;color:#777;text-align:center}
.pz-foot ul{list-style:none;padding:0;display:flex;justify-content:center;gap:10px;flex-wrap:wrap}"""


def amp(site: SiteBM, story: Story, parts: Parts) -> str:
    w = WORDS[site.lang]
    sec = story.section or site.sections[1]
    ad = f'<amp-ad width="300" height="250" layout="responsive" data-slot="/m/{slug(site.key)}/art"><span>{esc(w["ad"])}</span></amp-ad>'
    return (
        _head(site, story, AMP_CSS, parts, amp=True)
        + f"<body>\n{parts.top}"
        + f'<header class="pz-bar"><button type="button" aria-label="{esc(w["menu"])}" on="tap:side.toggle">☰</button>'
        f'<a class="pz-logo" href="/">{esc(site.name)}</a></header>'
        f'<amp-sidebar id="side" layout="nodisplay" side="left"><ul>{_secs(site)}</ul></amp-sidebar>\n'
        + parts.under
        + f'<main class="pz-main"><article class="pz-story"><p class="pz-sec">{esc(sec)}</p><h1>{esc(story.title)}</h1>'
        + (f"<p><strong>{esc(story.lead)}</strong></p>" if story.lead else "")
        + f'<p class="pz-meta">{esc(story.byline)} · <time datetime="{story.iso}">{esc(story.shown)}</time></p>'
        f'<amp-img src="/_avatar/pz-{slug(story.title)[:20]}.svg" width="16" height="9" layout="responsive" alt=""></amp-img>'
        + _body(story, ad)
        + _reactions(site, story, "pz-react")
        + f'<p class="pz-share">{esc(w["share"])}: <a href="#">✉</a> <a href="#">🔗</a></p>'
        + parts.inside
        + "</article>\n"
        + parts.after
        + "</main>\n"
        + _cards(site, story, "pz-top", sec)
        + _next(site, story, "pz-next", sec)
        + f'<footer class="pz-foot"><ul>{_secs(site)}</ul>© {esc(site.name)} · {esc(w["rights"])}</footer>\n'
        + f"{parts.end}\n</body>\n</html>\n"
    )


APP_CSS = """body{margin:0;font:16px/1.55 system-ui,-apple-system,'Segoe UI',sans-serif;color:#1b1e23;background:#eef1f5;padding-bottom:64px}
.ay-top{position:sticky;top:0;z-index:20;display:flex;align-items:center;justify-content:space-between;height:50px;padding:0 12px;background:#fff;box-shadow:0 1px 3px rgba(0,0,0,.12)}
.ay-top a{color:#1b1e23;text-decoration:none;font-size:22px}.ay-brand{font-weight:800}.ay-top button{background:none;border:0;font-size:20px}
.ay-main{max-width:640px;margin:0 auto;padding:10px}.ay-card{background:#fff;border-radius:14px;padding:14px 16px;box-shadow:0 1px 2px rgba(0,0,0,.08)}
.ay-card h1{font-size:25px;line-height:1.25;margin:6px 0}.ay-sec{color:#e0532a;font-weight:700;font-size:13px;margin:0}.ay-meta{font-size:13px;color:#68707b}
.ay-pic{height:190px;border-radius:10px;background:#c5ced8;margin:8px 0}.ay-ad{margin:14px 0;padding:6px;border-radius:10px;background:#f5f6f8;text-align:center;font-size:11px;color:#8a929c}
.ay-ad div{height:200px;background:#e3e6ea;border-radius:8px;margin-top:4px}.ay-react{margin:16px 0 4px;text-align:center}.ay-react p{margin:0 0 6px;font-size:14px;color:#68707b}
.ay-react button{border:0;background:#eef1f5;border-radius:16px;padding:5px 10px;margin:2px}.ay-rail{margin:14px 0}.ay-rail h2{font-size:17px;margin:6px 4px}
.ay-rail-track{display:flex;gap:10px;overflow-x:auto;scroll-snap-type:x mandatory}.ay-rail-card{flex:0 0 180px;background:#fff;border-radius:12px;padding:8px;color:#1b1e23;text-decoration:none;font-size:14px;scroll-snap-align:start}
.ay-rail-pic{display:block;height:80px;border-radius:8px;background:#d3dae2;margin-bottom:4px}.ay-rail-card small{display:block;color:#68707b}
.ay-next{background:#fff;border-radius:14px;padding:12px 16px;margin:12px 0}.ay-next-label{margin:0;font-size:12px;color:#e0532a;font-weight:700}.ay-next a{display:block;color:#1b1e23;text-decoration:none}
.ay-next span{display:block;color:#68707b;font-size:14px}.ay-foot{font-size:12px;color:#8a929c;text-align:center;padding:10px}
.ay-tabs{position:fixed;bottom:0;left:0;right:0;z-index:25;display:flex;justify-content:space-around;background:#fff;border-top:1px solid #dde1e6;height:56px;align-items:center}
.ay-tabs a{color:#68707b;text-decoration:none;font-size:12px;text-align:center}.ay-tabs a b{display:block;font-size:19px}"""


def app(site: SiteBM, story: Story, parts: Parts) -> str:
    w = WORDS[site.lang]
    sec = story.section or site.sections[1]
    ad = f'<div class="ay-ad">{esc(w["ad"])}<div></div></div>'
    icons = ("⌂", "☰", "☆", "◯")
    tabs = "".join(
        f'<a href="/{"" if i == 0 else slug(s) + "/"}"><b>{icons[i]}</b>{esc(s)}</a>'
        for i, s in enumerate(site.sections[:4])
    )
    return (
        _head(site, story, APP_CSS, parts)
        + f"<body>\n{parts.top}"
        + f'<header class="ay-top"><a href="/" aria-label="back">‹</a><span class="ay-brand">{esc(site.name)}</span>'
        f'<button type="button" aria-label="{esc(w["share"])}">⤴</button></header>\n'
        + parts.under
        + f'<main class="ay-main"><article class="ay-card"><p class="ay-sec">{esc(sec)}</p><h1>{esc(story.title)}</h1>'
        + (f"<p><b>{esc(story.lead)}</b></p>" if story.lead else "")
        + f'<p class="ay-meta">{esc(story.byline)} · <time datetime="{story.iso}">{esc(story.shown)}</time></p><div class="ay-pic"></div>'
        + _body(story, ad)
        + _reactions(site, story, "ay-react")
        + parts.inside
        + "</article>\n"
        + parts.after
        + _cards(site, story, "ay-rail", sec)
        + _next(site, story, "ay-next", sec)
        + f'<p class="ay-foot">© {esc(site.name)} · {esc(w["rights"])}</p></main>\n'
        f'<nav class="ay-tabs">{tabs}</nav>\n' + f"{parts.end}\n</body>\n</html>\n"
    )


TEMPLATES = {"mx": mx, "amp": amp, "app": app}


def render_bm(site: SiteBM, story: Story, parts: Parts) -> str:
    return TEMPLATES[site.template](site, story, parts)


def light_page(site: SiteBM, title: str, body: str, css: str = "") -> str:
    """A lightweight page of the site (a comments page of its own)."""
    return (
        f'<!doctype html>\n<html lang="{site.lang}" dir="{site.direction}">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width,initial-scale=1">\n'
        f"<title>{esc(title)} | {esc(site.name)}</title>\n<style>body{{margin:0;font:16px/1.5 system-ui,Arial,sans-serif;"
        f"color:#1b1e23;background:#fff}}.lt-bar{{display:flex;gap:10px;align-items:center;padding:10px 14px;background:#0b3d5c;color:#fff}}"
        f".lt-bar a{{color:#fff;text-decoration:none}}.lt-main{{max-width:640px;margin:0 auto;padding:10px 14px}}{css}</style>\n</head>\n<body>\n"
        f'<header class="lt-bar"><a href="/">{esc(site.name)}</a></header>\n<main class="lt-main">{body}</main>\n</body>\n</html>\n'
    )
