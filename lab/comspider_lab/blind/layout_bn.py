"""Page templates of blind set BN, written for this set (no saved page opened, no vendor's, framework's or theme's
code copied; every class, name and text invented): news as a phone gets it. The phone's furniture on every page: an
app bar with a hamburger button and its drawer, an advertisement between the paragraphs, a reaction bar with emoji
counts (not comments), a swipeable "top stories" strip whose cards carry comment counts, a "next article" preview, a
sticky share bar.

- ``mo``: a newspaper's mobile edition (``mw-*``): app bar, drawer, kicker, headline, lead, byline line, hero image,
  the text with an advertisement after the second paragraph, the case's block, the reaction bar, the top-stories
  strip, the next-article card, a fixed share bar at the bottom;
- ``lt``: a lightweight page (``lp-*``), the kind a fast-loading edition serves: a small header, a side menu, the text
  with a fixed-size advertisement slot, a share row, the next-article card, related links, the top-stories list;
- ``ap``: an app-like web page (``ux-*``): a top bar with a back arrow and an overflow button, a full-bleed picture,
  the article as a card with the author's initials, the strip of cards, a fixed bottom tab bar (home, search,
  saved, profile).

Page parts (``Parts``): ``top`` (under the app bar: banners), ``inside`` (inside the article, after the text),
``after`` (after the article), ``css``, ``end`` (before </body>), ``share`` (the share bar, on by default).
"""

from __future__ import annotations

from dataclasses import dataclass

from comspider_lab.blind.content_bn import WORDS, SiteBN
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
    top: tuple[tuple[str, str], ...] = ()  # the top-stories strip: (headline, comment count)
    next: tuple[str, str] = ("", "")  # the next article's card: (headline, teaser)
    feel: tuple[tuple[str, str], ...] = ()  # the reaction bar: (emoji, count)
    related: tuple[str, ...] = ()
    minutes: int = 3

    @property
    def paragraphs(self) -> list[str]:
        return [" ".join(p.split()) for p in self.paras.strip().split("\n\n") if p.strip()]


@dataclass(frozen=True)
class Parts:
    top: str = ""
    inside: str = ""
    after: str = ""
    css: str = ""
    end: str = ""
    share: bool = True


def _head(site: SiteBN, story: Story, css: str, parts: Parts, path: str) -> str:
    desc = story.lead or story.paragraphs[0][:150]
    return (
        f'<!doctype html>\n<html lang="{site.lang}" dir="{site.direction}">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">\n'
        '<meta name="theme-color" content="#ffffff">\n'
        f"<title>{esc(story.title)} | {esc(site.name)}</title>\n"
        f'<meta name="description" content="{esc(desc)}">\n'
        f'<meta property="og:title" content="{esc(story.title)}">\n<meta property="og:type" content="article">\n'
        f'<meta property="article:published_time" content="{story.iso}">\n'
        + (f'<link rel="canonical" href="{esc(path)}">\n' if path else "")
        + f"<style>{css}{parts.css}</style>\n</head>\n"
    )


def _sec(story: Story, site: SiteBN) -> str:
    return story.section or site.sections[1]


def _text(story: Story, site: SiteBN, ad_cls: str) -> str:
    w = WORDS[site.lang]
    out = []
    for i, p in enumerate(story.paragraphs):
        out.append(f"<p>{esc(p)}</p>")
        if i == 1 and len(story.paragraphs) > 2:
            out.append(
                f'<div class="{ad_cls}" aria-label="{esc(w["ad"])}"><small>{esc(w["ad"])}</small>'
                f'<div class="{ad_cls}-slot" style="height:250px"></div></div>'
            )
    return "".join(out)


def _feel(story: Story, site: SiteBN, cls: str) -> str:
    if not story.feel:
        return ""
    w = WORDS[site.lang]
    return (
        f'<div class="{cls}"><p>{esc(w["feel"])}</p><div class="{cls}-row">'
        + "".join(
            f'<button type="button" class="{cls}-b"><span>{e}</span> <b>{esc(n)}</b></button>'
            for e, n in story.feel
        )
        + "</div></div>"
    )


def _strip(story: Story, site: SiteBN, cls: str) -> str:
    if not story.top:
        return ""
    w = WORDS[site.lang]
    sec = _sec(story, site)
    return (
        f'<section class="{cls}"><h2>{esc(w["top"])}</h2><ul class="{cls}-swipe">'
        + "".join(
            f'<li><a href="/{slug(sec)}/{slug(h)[:40]}"><img src="/_avatar/t-{slug(h)[:20]}.svg" alt="" width="120" '
            f'height="80"><span>{esc(h)}</span></a><span class="{cls}-n" aria-label="{esc(n)} {esc(w["cmts"])}">💬 {esc(n)}</span></li>'
            for h, n in story.top
        )
        + "</ul></section>"
    )


def _next(story: Story, site: SiteBN, cls: str) -> str:
    if not story.next[0]:
        return ""
    w = WORDS[site.lang]
    sec = _sec(story, site)
    return (
        f'<aside class="{cls}"><small>{esc(w["next"])} →</small><a href="/{slug(sec)}/{slug(story.next[0])[:40]}">'
        f"{esc(story.next[0])}</a><p>{esc(story.next[1])}</p></aside>"
    )


def _share(site: SiteBN, cls: str, parts: Parts) -> str:
    if not parts.share:
        return ""
    w = WORDS[site.lang]
    return (
        f'<div class="{cls}" role="toolbar" aria-label="{esc(w["share"])}"><span>{esc(w["share"])}</span>'
        '<button type="button">✉</button><button type="button">🔗</button><button type="button">⋯</button></div>'
    )


def _drawer(site: SiteBN, cls: str) -> str:
    return (
        f'<nav class="{cls}" id="{cls}" hidden><ul>'
        + "".join(
            f'<li><a href="/{"" if i == 0 else slug(s) + "/"}">{esc(s)}</a></li>'
            for i, s in enumerate(site.sections)
        )
        + "</ul></nav>"
    )


_BURGER_JS = (
    "<script>document.querySelectorAll('[data-drawer]').forEach(function (b) { b.addEventListener('click', function () {"
    " var d = document.getElementById(b.getAttribute('data-drawer')); d.hidden = !d.hidden;"
    " b.setAttribute('aria-expanded', String(!d.hidden)); }); });</script>"
)

MO_CSS = """*{box-sizing:border-box}body{margin:0;font:17px/1.55 -apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#16181a;background:#fff;padding-bottom:64px}
.mw-bar{position:sticky;top:0;z-index:20;display:flex;align-items:center;gap:10px;height:52px;padding:0 12px;background:#fff;border-bottom:1px solid #e3e5e8}
.mw-burger,.mw-find{font-size:22px;background:none;border:0;color:#16181a;text-decoration:none}.mw-logo{flex:1;text-align:center;font:800 20px Georgia,serif;color:#0b3d91;text-decoration:none}
.mw-drawer{position:fixed;top:52px;left:0;bottom:0;width:78%;background:#fff;z-index:30;box-shadow:2px 0 12px rgba(0,0,0,.2)}.mw-drawer ul{list-style:none;margin:0;padding:10px 16px}.mw-drawer li{padding:10px 0;border-bottom:1px solid #eee}
.mw-main{max-width:640px;margin:0 auto}.mw-story{padding:12px 16px}.mw-kicker{color:#0b3d91;font-weight:700;font-size:13px;text-transform:uppercase;text-decoration:none}
.mw-story h1{font:800 26px/1.2 Georgia,serif;margin:6px 0}.mw-lead{font-weight:600}.mw-meta{font-size:13px;color:#60666d}.mw-hero{width:100%;height:auto;background:#cfd6de;margin:10px 0}
.mw-ad{background:#f4f5f7;text-align:center;margin:16px -16px;padding:6px}.mw-ad small{font-size:11px;color:#8a9097;text-transform:uppercase}
.mw-feel{border-top:1px solid #e3e5e8;margin-top:18px;padding-top:10px}.mw-feel p{margin:0 0 6px;font-weight:700;font-size:15px}.mw-feel-row{display:flex;gap:8px;flex-wrap:wrap}
.mw-feel-b{border:1px solid #d5d9de;border-radius:20px;background:#fff;padding:4px 10px;font-size:15px}
.mw-top{padding:10px 0 10px 16px;border-top:8px solid #f0f2f4}.mw-top h2{font-size:18px;margin:6px 0}.mw-top-swipe{display:flex;gap:12px;overflow-x:auto;list-style:none;margin:0;padding:0 16px 8px 0;scroll-snap-type:x mandatory}
.mw-top-swipe li{flex:0 0 62%;scroll-snap-align:start;font-size:14px;font-weight:700}.mw-top-swipe a{color:#16181a;text-decoration:none}.mw-top-swipe img{width:100%;height:auto;background:#dde3e8;border-radius:6px}
.mw-top-n{display:block;color:#60666d;font-weight:400;font-size:12px}.mw-next{margin:10px 16px;padding:12px;border-radius:8px;background:#eef3fb}.mw-next small{color:#0b3d91;font-weight:700}
.mw-next a{display:block;font-weight:800;color:#16181a;text-decoration:none}.mw-next p{margin:4px 0 0;font-size:14px;color:#444}
.mw-share{position:fixed;left:0;right:0;bottom:0;z-index:15;display:flex;gap:14px;align-items:center;justify-content:center;height:48px;background:#fff;border-top:1px solid #e3e5e8}
.mw-share button{font-size:18px;background:none;border:0}.mw-foot{padding:20px 16px;font-size:12px;color:#8a9097;text-align:center}"""


def mo(site: SiteBN, story: Story, parts: Parts, path: str) -> str:
    w = WORDS[site.lang]
    sec = _sec(story, site)
    return (
        _head(site, story, MO_CSS, parts, path) + '<body class="mw">\n'
        f'<header class="mw-bar"><button type="button" class="mw-burger" data-drawer="mw-drawer" aria-expanded="false" '
        f'aria-label="{esc(w["menu"])}">☰</button><a class="mw-logo" href="/">{esc(site.name)}</a>'
        f'<a class="mw-find" href="/search" aria-label="⌕">⌕</a></header>{_drawer(site, "mw-drawer")}\n'
        + parts.top
        + f'<main class="mw-main"><article class="mw-story"><a class="mw-kicker" href="/{slug(sec)}/">{esc(sec)}</a>'
        f"<h1>{esc(story.title)}</h1>"
        + (f'<p class="mw-lead">{esc(story.lead)}</p>' if story.lead else "")
        + f'<div class="mw-meta"><span class="mw-by">{esc(story.byline)}</span> · <time datetime="{story.iso}">'
        f"{esc(story.shown)}</time> · <span>{story.minutes} {esc(w['minutes'])}</span></div>"
        f'<img class="mw-hero" src="/_avatar/h-{slug(story.title)[:24]}.svg" alt="" width="640" height="360">'
        + _text(story, site, "mw-ad")
        + parts.inside
        + _feel(story, site, "mw-feel")
        + "</article>\n"
        + parts.after
        + _strip(story, site, "mw-top")
        + _next(story, site, "mw-next")
        + f'</main><footer class="mw-foot">© {esc(site.name)} · {esc(w["rights"])}</footer>'
        + _share(site, "mw-share", parts)
        + f"\n{_BURGER_JS}\n{parts.end}\n</body>\n</html>\n"
    )


LT_CSS = """body{margin:0;font:18px/1.6 Georgia,"Times New Roman",serif;color:#222;background:#fffdf8}
.lp-head{display:flex;justify-content:space-between;align-items:center;padding:10px 14px;border-bottom:3px double #333}.lp-logo{font:700 21px Georgia,serif;color:#222;text-decoration:none}
.lp-menu{font:14px Arial,sans-serif;border:1px solid #333;background:none;padding:4px 8px}.lp-side{font:15px Arial,sans-serif;background:#f3efe6;padding:6px 14px}.lp-side ul{margin:0;padding-left:18px}
.lp-art{max-width:600px;margin:0 auto;padding:8px 14px}.lp-art h1{font:700 27px/1.2 Georgia,serif}.lp-by{font:13px Arial,sans-serif;color:#666}.lp-fig{margin:0}.lp-fig img{width:100%;height:auto;background:#d8d2c4}
.lp-fig figcaption{font:12px Arial,sans-serif;color:#777}.lp-ad{background:#eee;margin:14px 0;text-align:center;font:11px Arial,sans-serif;color:#999}
.lp-sharerow{display:flex;gap:10px;font:14px Arial,sans-serif;margin:14px 0}.lp-sharerow button{border:1px solid #aaa;background:#fff;border-radius:4px;padding:4px 10px}
.lp-feel{font:15px Arial,sans-serif;margin:12px 0}.lp-feel p{margin:0 0 4px}.lp-feel-b{border:0;background:#f1ece0;border-radius:14px;padding:3px 9px;margin-right:4px}
.lp-next{max-width:600px;margin:10px auto;padding:10px 14px;border-left:4px solid #222;font:15px Arial,sans-serif}.lp-next a{display:block;font-weight:700;color:#222}
.lp-rel,.lp-top{max-width:600px;margin:0 auto;padding:4px 14px;font:15px Arial,sans-serif}.lp-top-swipe{list-style:none;padding:0;display:flex;overflow-x:auto;gap:10px}
.lp-top-swipe li{flex:0 0 55%}.lp-top-swipe img{width:100%;height:auto;background:#ddd}.lp-top-n{display:block;font-size:12px;color:#888}
.lp-foot{font:12px Arial,sans-serif;color:#888;text-align:center;padding:18px}"""


def lt(site: SiteBN, story: Story, parts: Parts, path: str) -> str:
    w = WORDS[site.lang]
    sec = _sec(story, site)
    related = (
        f'<section class="lp-rel"><h2>{esc(w["related"])}</h2><ul>'
        + "".join(f'<li><a href="/{slug(sec)}/{slug(h)[:40]}">{esc(h)}</a></li>' for h in story.related)
        + "</ul></section>"
        if story.related
        else ""
    )
    share = (
        f'<div class="lp-sharerow"><span>{esc(w["share"])}:</span><button type="button">✉</button>'
        '<button type="button">🔗</button></div>'
        if parts.share
        else ""
    )
    return (
        _head(site, story, LT_CSS, parts, path) + '<body class="lp">\n'
        f'<header class="lp-head"><a class="lp-logo" href="/">{esc(site.name)}</a><button type="button" class="lp-menu" '
        f'data-drawer="lp-side" aria-expanded="false">☰ {esc(w["menu"])}</button></header>{_drawer(site, "lp-side")}\n'
        + parts.top
        + f'<article class="lp-art"><p class="lp-by"><a href="/{slug(sec)}/">{esc(sec)}</a></p><h1>{esc(story.title)}</h1>'
        + (f"<p><b>{esc(story.lead)}</b></p>" if story.lead else "")
        + f'<p class="lp-by">{esc(story.byline)} · <time datetime="{story.iso}">{esc(story.shown)}</time> · '
        f"{story.minutes} {esc(w['minutes'])}</p>"
        f'<figure class="lp-fig"><img src="/_avatar/f-{slug(story.title)[:24]}.svg" alt="" width="600" height="340">'
        f"<figcaption>{esc(site.tagline)}</figcaption></figure>"
        + _text(story, site, "lp-ad")
        + parts.inside
        + _feel(story, site, "lp-feel")
        + share
        + "</article>\n"
        + parts.after
        + _next(story, site, "lp-next")
        + related
        + _strip(story, site, "lp-top")
        + f'<footer class="lp-foot">© {esc(site.name)} · {esc(w["rights"])}</footer>'
        + f"\n{_BURGER_JS}\n{parts.end}\n</body>\n</html>\n"
    )


AP_CSS = """*{box-sizing:border-box}body{margin:0;font:16px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b1c1f;background:#f2f3f7;padding-bottom:70px}
.ux-top{position:sticky;top:0;z-index:20;display:flex;align-items:center;gap:10px;height:50px;padding:0 12px;background:#1f2a44;color:#fff}.ux-top a{color:#fff;text-decoration:none}
.ux-back{font-size:26px}.ux-brand{flex:1;font-weight:800}.ux-more{background:none;border:0;color:#fff;font-size:22px}
.ux-menu{position:absolute;right:8px;top:50px;background:#fff;border-radius:8px;box-shadow:0 4px 14px rgba(0,0,0,.2);z-index:25}.ux-menu ul{list-style:none;margin:0;padding:6px 14px}
.ux-hero img{display:block;width:100%;height:auto;background:#aab4c8}.ux-card{background:#fff;border-radius:18px 18px 0 0;margin-top:-18px;position:relative;padding:16px}
.ux-chip{display:inline-block;background:#e7ecf7;color:#1f2a44;border-radius:12px;padding:2px 10px;font-size:12px;font-weight:700}.ux-card h1{font-size:24px;line-height:1.25;margin:8px 0}
.ux-meta{display:flex;align-items:center;gap:8px;font-size:13px;color:#646b78}.ux-ava{display:inline-grid;place-items:center;width:32px;height:32px;border-radius:50%;background:#1f2a44;color:#fff;font-size:12px;font-weight:700}
.ux-ad{margin:14px -16px;background:#f7f7f9;text-align:center;padding:6px}.ux-ad small{font-size:11px;color:#99a}
.ux-feel{margin-top:14px;padding:10px;border-radius:12px;background:#f6f7fb}.ux-feel p{margin:0 0 6px;font-size:14px;font-weight:700}.ux-feel-b{border:0;background:#fff;border-radius:16px;padding:4px 10px;margin:2px}
.ux-strip{padding:14px 0 4px 16px}.ux-strip h2{font-size:17px;margin:0 0 8px}.ux-strip-swipe{display:flex;overflow-x:auto;gap:10px;list-style:none;margin:0;padding:0 16px 8px 0}
.ux-strip-swipe li{flex:0 0 58%;background:#fff;border-radius:12px;padding:8px;font-size:14px;font-weight:700}.ux-strip-swipe a{color:#1b1c1f;text-decoration:none}.ux-strip-swipe img{width:100%;height:auto;border-radius:8px;background:#c9d0de}
.ux-strip-n{display:block;font-weight:400;font-size:12px;color:#646b78}.ux-next{margin:12px 16px;padding:12px;border-radius:12px;background:#fff}.ux-next a{display:block;font-weight:800;color:#1b1c1f;text-decoration:none}
.ux-share{display:flex;gap:12px;justify-content:flex-end;padding:6px 16px}.ux-share button{border:0;background:#fff;border-radius:50%;width:36px;height:36px}
.ux-tabs{position:fixed;left:0;right:0;bottom:0;z-index:15;display:flex;justify-content:space-around;height:58px;align-items:center;background:#fff;border-top:1px solid #dde}.ux-tabs a{text-decoration:none;font-size:22px}
.ux-foot{text-align:center;font-size:12px;color:#8a90a0;padding:14px}"""


def ap(site: SiteBN, story: Story, parts: Parts, path: str) -> str:
    w = WORDS[site.lang]
    sec = _sec(story, site)
    initials = "".join(x[:1] for x in story.byline.split()[:2]).upper()
    return (
        _head(site, story, AP_CSS, parts, path) + '<body class="ux">\n'
        f'<header class="ux-top"><a class="ux-back" href="/" aria-label="{esc(w["back"])}">‹</a><span class="ux-brand">'
        f'{esc(site.name)}</span><button type="button" class="ux-more" data-drawer="ux-menu" aria-expanded="false" '
        f'aria-label="{esc(w["menu"])}">⋮</button></header>{_drawer(site, "ux-menu")}\n'
        + parts.top
        + f'<div class="ux-hero"><img src="/_avatar/u-{slug(story.title)[:24]}.svg" alt="" width="720" height="400"></div>'
        f'<article class="ux-card"><a class="ux-chip" href="/{slug(sec)}/">{esc(sec)}</a><h1>{esc(story.title)}</h1>'
        + (f"<p><strong>{esc(story.lead)}</strong></p>" if story.lead else "")
        + f'<div class="ux-meta"><span class="ux-ava">{esc(initials)}</span><b>{esc(story.byline)}</b>'
        f'<time datetime="{story.iso}">{esc(story.shown)}</time><span>· {story.minutes} {esc(w["minutes"])}</span></div>'
        + _text(story, site, "ux-ad")
        + parts.inside
        + _feel(story, site, "ux-feel")
        + (
            f'<div class="ux-share" aria-label="{esc(w["share"])}"><button type="button">↗</button><button type="button">🔖</button></div>'
            if parts.share
            else ""
        )
        + "</article>\n"
        + parts.after
        + _strip(story, site, "ux-strip")
        + _next(story, site, "ux-next")
        + f'<footer class="ux-foot">© {esc(site.name)} · {esc(w["rights"])}</footer>'
        + '<nav class="ux-tabs"><a href="/">⌂</a><a href="/search">⌕</a><a href="/saved">🔖</a><a href="/me">👤</a></nav>'
        + f"\n{_BURGER_JS}\n{parts.end}\n</body>\n</html>\n"
    )


TEMPLATES = {"mo": mo, "lt": lt, "ap": ap}


def render_bn(site: SiteBN, story: Story, parts: Parts, path: str = "") -> str:
    return TEMPLATES[site.template](site, story, parts, path)
