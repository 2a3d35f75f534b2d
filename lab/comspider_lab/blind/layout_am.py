"""Page templates of blind set AM, written for this set (no saved page opened, no vendor's or theme's code copied;
every class, name and text invented): today's client-rendered news pages.

- ``hx``: hashed class names as a CSS-in-JS build leaves them (``c-x8f2a`` …);
- ``tw``: utility classes (``flex gap-4 text-sm`` …);
- ``ce``: custom elements for the page's parts (``<np-masthead>``, ``<np-story>`` …).

Every page has the same furniture, drawn by the page's own script from inline JSON after load: a "recommended for
you" strip and a "most read" list; in the served HTML: a share bar, an author box, a newsletter box, a footer.

Page parts (``Parts``): ``top`` (before the header), ``byline`` (after the byline's time), ``inside`` (in the article
after the text), ``after`` (below the article), ``rail`` (the side column), ``css``, ``end`` (scripts at the end).
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from comspider_lab.blind.content_am import WORDS, SiteAM
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
    bio: str = ""
    recs: tuple[str, ...] = ()
    most: tuple[str, ...] = ()

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


# class names of each skin: header, nav, main grid, article, kicker, title, lead, byline, text, share, author box,
# newsletter, rail, recs strip, most-read list, footer
_NAMES = (
    "head",
    "nav",
    "grid",
    "art",
    "kick",
    "h1",
    "lead",
    "by",
    "body",
    "share",
    "bio",
    "nl",
    "rail",
    "recs",
    "most",
    "foot",
)
_SKINS = {
    "hx": (
        "c-q1m7z",
        "c-n4e0a",
        "c-g7r2k",
        "c-a9x3f",
        "c-k2p8d",
        "c-t5h1c",
        "c-l8s6w",
        "c-b3y9j",
        "c-x8f2a",
        "c-s0v4u",
        "c-u6i2o",
        "c-m1z5e",
        "c-r4d7q",
        "c-p2c8n",
        "c-w9l0t",
        "c-f3j6g",
    ),
    "tw": (
        "sticky top-0 z-20 flex items-center justify-between bg-white px-6 py-3 shadow",
        "flex gap-5 overflow-x-auto px-6 py-2 text-sm font-semibold",
        "mx-auto grid max-w-6xl grid-cols-1 gap-10 px-6 lg:grid-cols-[1fr_300px]",
        "min-w-0",
        "text-xs font-bold uppercase tracking-wide text-rose-700",
        "mt-1 text-4xl font-extrabold leading-tight",
        "mt-3 text-xl text-slate-600",
        "mt-4 flex items-center gap-2 text-sm text-slate-500",
        "prose prose-lg mt-6",
        "my-6 flex gap-3 border-y py-3 text-sm",
        "my-8 flex gap-4 rounded-xl bg-slate-50 p-5",
        "my-8 rounded-xl bg-amber-50 p-6",
        "space-y-6 text-sm",
        "grid grid-cols-2 gap-4",
        "list-decimal space-y-2 pl-5",
        "mt-16 bg-slate-900 px-6 py-10 text-sm text-slate-300",
    ),
    "ce": tuple(f"np-{n}" for n in _NAMES),
}

_CSS = {
    "hx": "body{margin:0;font:17px/1.65 system-ui,sans-serif;color:#1d1d1f}.c-q1m7z{display:flex;justify-content:space-between;padding:12px 24px;border-bottom:1px solid #e6e6e6;position:sticky;top:0;background:#fff;z-index:5}"
    ".c-q1m7z a{font:800 24px system-ui;color:#0a4c8b;text-decoration:none}.c-n4e0a{display:flex;gap:18px;padding:8px 24px;font-size:14px;overflow-x:auto}.c-n4e0a a{color:#333;text-decoration:none}"
    ".c-g7r2k{max-width:1140px;margin:0 auto;display:grid;grid-template-columns:minmax(0,1fr) 300px;gap:40px;padding:20px 24px}.c-k2p8d{font-size:12px;font-weight:700;color:#b3261e;text-transform:uppercase}"
    ".c-t5h1c{font-size:38px;line-height:1.15;margin:4px 0}.c-l8s6w{font-size:20px;color:#555}.c-b3y9j{font-size:14px;color:#666}.c-s0v4u{display:flex;gap:10px;border-top:1px solid #eee;border-bottom:1px solid #eee;padding:8px 0;font-size:14px}"
    ".c-u6i2o{display:flex;gap:14px;background:#f5f7fa;padding:16px;border-radius:12px;margin:24px 0}.c-m1z5e{background:#fff6e0;padding:18px;border-radius:12px;margin:24px 0}.c-r4d7q{font-size:14px}"
    ".c-p2c8n{display:grid;grid-template-columns:1fr 1fr;gap:12px}.c-p2c8n a{display:block;background:#f2f2f2;padding:10px;border-radius:8px;color:#222;text-decoration:none}.c-f3j6g{background:#111;color:#bbb;padding:30px 24px;font-size:13px;margin-top:40px}",
    "tw": "body{margin:0;font:17px/1.7 Inter,Arial,sans-serif;color:#0f172a}header{position:sticky;top:0;background:#fff;display:flex;justify-content:space-between;padding:12px 24px;box-shadow:0 1px 3px #0002;z-index:5}"
    "header a{font:800 24px Inter,Arial;color:#be123c;text-decoration:none}nav.topnav{display:flex;gap:20px;padding:8px 24px;font-size:14px;font-weight:600}nav.topnav a{color:#334155;text-decoration:none}"
    "main.pg{max-width:1150px;margin:0 auto;display:grid;grid-template-columns:minmax(0,1fr) 300px;gap:40px;padding:20px 24px}h1{font-size:38px;line-height:1.15}"
    ".rounded-xl{border-radius:12px}.bg-slate-50{background:#f8fafc}.bg-amber-50{background:#fffbeb}.p-5,.p-6{padding:20px}footer{background:#0f172a;color:#cbd5e1;padding:30px 24px;margin-top:40px;font-size:13px}",
    "ce": "body{margin:0;font:18px/1.7 Georgia,serif;color:#222;background:#fcfbf8}np-masthead{display:flex;justify-content:space-between;padding:16px 26px;border-bottom:3px solid #222}"
    "np-masthead a{font:700 28px Georgia,serif;color:#222;text-decoration:none}np-sections{display:flex;gap:18px;padding:8px 26px;font:14px Arial,sans-serif}np-sections a{color:#444}"
    "np-page{display:grid;grid-template-columns:minmax(0,1fr) 300px;gap:40px;max-width:1120px;margin:0 auto;padding:20px 26px}np-story,np-side,np-author,np-newsletter,np-share{display:block}"
    "np-author{background:#f0eee8;padding:16px;margin:24px 0}np-newsletter{background:#e9f1ee;padding:18px;margin:24px 0}np-share{font:14px Arial,sans-serif;margin:14px 0}np-side{font:15px Arial,sans-serif}"
    "np-footer{display:block;background:#222;color:#ccc;padding:30px 26px;font:13px Arial,sans-serif;margin-top:40px}",
}

_FURNITURE_JS = """(function () {
  function draw(id, into, fn) { var src = document.getElementById(id), box = document.querySelector(into); if (!src || !box) return; JSON.parse(src.textContent).forEach(function (x, i) { box.append(fn(x, i)); }); }
  draw('fx-recs', '[data-slot=recs]', function (x, i) { var a = document.createElement('a'); a.href = x.u; a.textContent = x.t; a.setAttribute('data-pos', String(i + 1)); return a; });
  draw('fx-most', '[data-slot=most]', function (x) { var li = document.createElement('li'), a = document.createElement('a'); a.href = x.u; a.textContent = x.t; li.append(a); return li; });
})();"""


def _links(site: SiteAM, heads: tuple[str, ...], section: str) -> str:
    return json.dumps(
        [{"t": h, "u": f"/{slug(section)}/{slug(h)[:40]}"} for h in heads], ensure_ascii=False
    ).replace("</", "<\\/")


def render_am(site: SiteAM, story: Story, parts: Parts) -> str:
    w = WORDS[site.lang]
    k = dict(zip(_NAMES, _SKINS[site.skin], strict=True))
    sec = story.section or site.sections[1]
    recs = story.recs or site.sections[1:]
    most = story.most or tuple(reversed(site.sections[1:]))
    ce = site.skin == "ce"

    def tag(name: str, default: str) -> tuple[str, str]:
        """The open and close tags of a page part: a custom element on ``ce``, else ``default`` with the class."""
        ce_tags = {
            "head": "np-masthead",
            "nav": "np-sections",
            "grid": "np-page",
            "art": "np-story",
            "share": "np-share",
            "bio": "np-author",
            "nl": "np-newsletter",
            "rail": "np-side",
            "foot": "np-footer",
        }
        if ce and name in ce_tags:
            return f"<{ce_tags[name]}>", f"</{ce_tags[name]}>"
        extra = {"head": "header", "nav": "nav", "grid": "main", "foot": "footer"}
        t = extra.get(name, default)
        cls = (
            k[name]
            + (" topnav" if name == "nav" and site.skin == "tw" else "")
            + (" pg" if name == "grid" and site.skin == "tw" else "")
        )
        return f'<{t} class="{cls}">', f"</{t}>"

    def part(name: str, default: str, inner: str) -> str:
        o, c = tag(name, default)
        return o + inner + c

    nav = "".join(
        f'<a href="/{"" if i == 0 else slug(s) + "/"}">{esc(s)}</a>' for i, s in enumerate(site.sections)
    )
    text = "".join(f"<p>{esc(p)}</p>" for p in story.paragraphs)
    share = part(
        "share",
        "div",
        f"<span>{esc(w['share'])}</span> "
        '<button type="button" data-net="mail">✉</button> <button type="button" data-net="msg">✈</button> '
        f'<button type="button" data-net="copy">{esc(w["copy"])}</button>',
    )
    bio = part(
        "bio",
        "aside",
        f'<img src="/_avatar/by-{slug(story.author)}.svg" alt="" width="56" height="56"><div><b>{esc(w["author"])}</b>'
        f"<p>{esc(story.author)}. {esc(story.bio)}</p></div>",
    )
    letter = part(
        "nl",
        "div",
        f'<form action="/newsletter" method="post"><p><b>{esc(w["newsletter"])}</b></p>'
        f'<input type="email" name="email" placeholder="@"> <button type="submit">{esc(w["subscribe"])}</button></form>',
    )
    article = part(
        "art",
        "article",
        f'<p class="{k["kick"]}">{esc(sec)}</p><h1 class="{k["h1"]}">{esc(story.title)}</h1>'
        + (f'<p class="{k["lead"]}">{esc(story.lead)}</p>' if story.lead else "")
        + f'<p class="{k["by"]}"><span>{esc(story.author)}</span> · <time datetime="{story.iso}">{esc(story.shown)}</time>{parts.byline}</p>'
        f'<figure><img src="/_avatar/fig-{slug(story.title)[:30]}.svg" alt="" width="760" height="420" style="width:100%;height:auto"></figure>'
        f'<div class="{k["body"]}">{text}</div>{parts.inside}{share}{bio}',
    )
    rail = part(
        "rail",
        "aside",
        f'<h2>{esc(w["most"])}</h2><ol class="{k["most"]}" data-slot="most"></ol>{parts.rail}',
    )
    return (
        f'<!doctype html>\n<html lang="{site.lang}" dir="{site.direction}">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{esc(story.title)} | {esc(site.name)}</title>\n"
        f'<meta name="description" content="{esc(story.lead or story.paragraphs[0][:150])}">\n'
        f'<meta property="og:title" content="{esc(story.title)}">\n<meta property="og:type" content="article">\n'
        f'<meta property="article:published_time" content="{story.iso}">\n'
        f"<style>{_CSS[site.skin]}{parts.css}</style>\n</head>\n<body>\n{parts.top}"
        + part("head", "div", f'<a href="/">{esc(site.name)}</a><span>{esc(site.tagline)}</span>')
        + part("nav", "div", nav)
        + "\n"
        + part(
            "grid",
            "div",
            f"<div>{article}\n{parts.after}{letter}"
            f'<section><h2>{esc(w["recs"])}</h2><div class="{k["recs"]}" data-slot="recs"></div></section></div>{rail}',
        )
        + "\n"
        + part("foot", "div", f"© {esc(site.name)} · {esc(w['rights'])}")
        + f'\n<script type="application/json" id="fx-recs">{_links(site, recs, sec)}</script>'
        f'\n<script type="application/json" id="fx-most">{_links(site, most, sec)}</script>'
        f"\n<script>{_FURNITURE_JS}</script>\n{parts.end}\n</body>\n</html>\n"
    )
