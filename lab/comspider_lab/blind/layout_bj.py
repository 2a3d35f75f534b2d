"""Page templates of blind set BJ, written for this set (no saved page opened, no vendor's or theme's code copied;
every class, name and text invented): today's news sites, magazines and blogs.

- ``nw``: a news portal of today: a live ticker strip on top (three short headlines with times), a sticky header
  with the sections, the article with a paywall teaser after it, a "picked for you" rail of cards, a "trending" list
  in the side column, a newsletter band, a footer;
- ``mg``: a magazine: a full-width hero with the headline over the picture, a narrow column of text with a drop
  cap, a pull quote, a paywall box, "picked for you" cards under the article, a newsletter card, a thin footer;
- ``bl``: a blog: a left column with the blog's name, an about box, the newsletter form and a "trending" list; the
  post with its date and reading time, a table of contents, share links, "picked for you" links, a live strip.

Page parts (``Parts``): ``top`` (before the header), ``byline`` (after the byline), ``inside`` (in the article after
the text), ``after`` (below the article), ``rail`` (the side column), ``css``, ``end`` (before ``</body>``).
"""

from __future__ import annotations

from dataclasses import dataclass

from comspider_lab.blind.content_bj import WORDS, SiteBJ
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
    recs: tuple[str, ...] = ()  # "picked for you" headlines; also the ticker's and the trending list's
    quote: str = ""

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
    head: str = ""  # more in <head>


_CSS = {
    "nw": "body{margin:0;font:17px/1.6 'Segoe UI',Roboto,sans-serif;color:#16202a;background:#fff}"
    ".tk-strip{display:flex;gap:22px;background:#c8102e;color:#fff;font-size:13px;padding:6px 20px;overflow:hidden;white-space:nowrap}"
    ".tk-strip b{background:#fff;color:#c8102e;padding:0 6px;border-radius:3px}.tk-strip time{opacity:.8;margin-right:6px}"
    ".hd-bar{position:sticky;top:0;z-index:10;background:#fff;border-bottom:1px solid #dde3ea;display:flex;align-items:center;gap:28px;padding:10px 20px}"
    ".hd-bar .brand{font:800 22px 'Segoe UI',sans-serif;color:#0b2545;text-decoration:none}.hd-bar nav a{margin-right:16px;color:#334;text-decoration:none;font-size:15px}"
    ".pg-cols{max-width:1180px;margin:0 auto;display:grid;grid-template-columns:minmax(0,1fr) 320px;gap:44px;padding:24px 20px}"
    ".st-kicker{color:#c8102e;font-weight:700;font-size:13px;text-transform:uppercase}.st-title{font-size:36px;line-height:1.15;margin:6px 0 10px}"
    ".st-lead{font-size:20px;color:#445}.st-meta{font-size:14px;color:#667;display:flex;gap:8px;flex-wrap:wrap}"
    ".pw-tease{margin:28px 0;padding:22px;border-radius:10px;background:linear-gradient(#fff0,#eef3f8 30%);border:1px solid #d5dde8;text-align:center}"
    ".fy-cards{display:grid;grid-template-columns:repeat(3,1fr);gap:14px}.fy-cards a{display:block;padding:12px;border:1px solid #e2e8f0;border-radius:8px;color:#16202a;text-decoration:none;font-weight:600}"
    ".nl-band{background:#0b2545;color:#fff;padding:22px;border-radius:10px;margin:30px 0}.tr-list{padding-left:20px}.tr-list li{margin:8px 0}"
    ".ft-base{background:#0b2545;color:#b8c4d6;padding:26px 20px;font-size:13px;margin-top:40px}",
    "mg": "body{margin:0;font:19px/1.75 Charter,Georgia,serif;color:#1e1b18;background:#fbf8f3}"
    ".mg-top{display:flex;justify-content:space-between;align-items:baseline;padding:14px 28px;border-bottom:1px solid #1e1b18}"
    ".mg-top .logo{font:italic 700 30px Georgia,serif;color:#1e1b18;text-decoration:none}.mg-top nav a{font:14px Helvetica,Arial,sans-serif;margin-left:16px;color:#1e1b18}"
    ".mg-hero{position:relative;background:#3b3530;color:#fff;padding:120px 28px 40px}.mg-hero h1{font-size:48px;line-height:1.1;max-width:900px;margin:8px 0}"
    ".mg-hero .dek{font-size:22px;max-width:760px;opacity:.9}.mg-by{font:14px Helvetica,Arial,sans-serif;margin-top:14px}"
    ".mg-wrap{max-width:1120px;margin:0 auto;display:grid;grid-template-columns:minmax(0,680px) 300px;gap:60px;padding:34px 28px}"
    ".mg-text>p:first-child::first-letter{float:left;font-size:64px;line-height:.9;padding:6px 8px 0 0}"
    ".mg-pull{font-size:26px;font-style:italic;border-left:4px solid #b5651d;padding-left:18px;margin:28px 0}"
    ".mg-gate{background:#1e1b18;color:#f5efe6;padding:24px;margin:30px 0}.mg-gate button{background:#b5651d;color:#fff;border:0;padding:10px 18px}"
    ".mg-more{display:grid;grid-template-columns:1fr 1fr;gap:18px}.mg-more a{color:#1e1b18;font-weight:700;text-decoration:none;border-top:2px solid #1e1b18;padding-top:8px}"
    ".mg-side{font:15px Helvetica,Arial,sans-serif}.mg-card{background:#efe7da;padding:18px;margin:24px 0}"
    ".mg-live{font:13px Helvetica,Arial,sans-serif;border:1px solid #c9b8a0;padding:10px;margin:20px 0}.mg-live time{font-weight:700;margin-right:6px}"
    ".mg-foot{border-top:1px solid #1e1b18;padding:22px 28px;font:13px Helvetica,Arial,sans-serif}",
    "bl": "body{margin:0;font:17px/1.7 'IBM Plex Sans',system-ui,sans-serif;color:#222;background:#fff}"
    ".bl-frame{display:grid;grid-template-columns:260px minmax(0,1fr);gap:48px;max-width:1120px;margin:0 auto;padding:30px 22px}"
    ".bl-left{font-size:15px}.bl-left .bl-name{font:800 22px system-ui;color:#1a5d3a;text-decoration:none;display:block}"
    ".bl-left nav a{display:block;color:#333;margin:4px 0}.bl-about,.bl-sub{background:#f3f7f4;padding:14px;border-radius:8px;margin:18px 0}"
    ".bl-post h1{font-size:34px;line-height:1.2;margin:6px 0}.bl-meta{color:#666;font-size:14px}.bl-toc{border-left:3px solid #1a5d3a;padding-left:14px;font-size:15px;margin:20px 0}"
    ".bl-live{font-size:14px;background:#fff8e1;padding:10px 14px;border-radius:6px;margin:20px 0}.bl-live time{font-weight:700;margin-right:6px}"
    ".bl-wall{border:1px dashed #1a5d3a;padding:18px;border-radius:8px;margin:26px 0}.bl-foryou a{display:block;margin:6px 0}"
    ".bl-end{max-width:1120px;margin:30px auto;padding:16px 22px;border-top:1px solid #ddd;font-size:13px;color:#777}",
}

_TIMES = ("06:40", "07:55", "09:10", "10:25")


def render_bj(site: SiteBJ, story: Story, parts: Parts) -> str:
    w = WORDS[site.lang]
    sec = story.section or site.sections[1]
    recs = story.recs or site.sections[1:]
    nav = "".join(
        f'<a href="/{"" if i == 0 else slug(s) + "/"}">{esc(s)}</a>' for i, s in enumerate(site.sections)
    )
    text = "".join(f"<p>{esc(p)}</p>" for p in story.paragraphs)
    links = [(h, f"/{slug(sec)}/{slug(h)[:40]}") for h in recs]
    live = "".join(
        f'<li><time>{_TIMES[i % 4]}</time><a href="{u}">{esc(h)}</a></li>' for i, (h, u) in enumerate(links)
    )
    share = (
        f'<div class="sh-row" role="group" aria-label="{esc(w["share"])}"><span>{esc(w["share"])}</span> '
        '<a href="/s/mail">✉</a> <a href="/s/msg">⇪</a> <button type="button" class="sh-copy">🔗</button></div>'
    )
    signup = (
        f'<form action="/newsletter" method="post"><p><b>{esc(w["letter"])}</b></p>'
        f'<input type="email" name="email" placeholder="@" aria-label="e-mail"> <button type="submit">{esc(w["signup"])}</button></form>'
    )
    fig = f'<figure><img src="/_avatar/fig-{slug(story.title)[:30]}.svg" alt="" width="760" height="400" style="width:100%;height:auto"></figure>'
    if site.skin == "nw":
        body = (
            f"{parts.top}"
            f'<div class="tk-strip"><b>{esc(w["live"])}</b><ul style="display:flex;gap:22px;list-style:none;margin:0;padding:0">{live}</ul></div>'
            f'<header class="hd-bar"><a class="brand" href="/">{esc(site.name)}</a><nav>{nav}</nav><span class="tag">{esc(site.tagline)}</span></header>\n'
            f'<main class="pg-cols"><div class="pg-main"><article class="st-article">'
            f'<p class="st-kicker">{esc(sec)}</p><h1 class="st-title">{esc(story.title)}</h1>'
            + (f'<p class="st-lead">{esc(story.lead)}</p>' if story.lead else "")
            + f'<div class="st-meta"><span class="st-author">{esc(story.author)}</span> · <time datetime="{story.iso}">{esc(story.shown)}</time>{parts.byline}</div>'
            f'{fig}<div class="st-body">{text}</div>{parts.inside}{share}</article>\n'
            f'<div class="pw-tease"><p>{esc(w["wall"])}</p><button type="button">{esc(w["wallbtn"])}</button></div>'
            f"{parts.after}"
            f'<section class="fy-rail"><h2>{esc(w["foryou"])}</h2><div class="fy-cards">'
            + "".join(f'<a href="{u}">{esc(h)}</a>' for h, u in links)
            + f'</div></section><div class="nl-band">{signup}</div></div>'
            f'<aside class="pg-side"><h2>{esc(w["popular"])}</h2><ol class="tr-list">'
            + "".join(f'<li><a href="{u}">{esc(h)}</a></li>' for h, u in reversed(links))
            + f"</ol>{parts.rail}</aside></main>\n"
            f'<footer class="ft-base">© {esc(site.name)} · {esc(w["rights"])}</footer>'
        )
    elif site.skin == "mg":
        body = (
            f'{parts.top}<header class="mg-top"><a class="logo" href="/">{esc(site.name)}</a><nav>{nav}</nav></header>\n'
            f'<div class="mg-hero"><p class="mg-sec">{esc(sec)}</p><h1>{esc(story.title)}</h1>'
            + (f'<p class="dek">{esc(story.lead)}</p>' if story.lead else "")
            + f'<p class="mg-by">{esc(story.author)} · <time datetime="{story.iso}">{esc(story.shown)}</time>{parts.byline}</p></div>\n'
            f'<div class="mg-wrap"><div class="mg-main"><article class="mg-piece">{fig}<div class="mg-text">{text}</div>'
            + (f'<blockquote class="mg-pull">{esc(story.quote)}</blockquote>' if story.quote else "")
            + f'{parts.inside}{share}</article><div class="mg-gate"><p>{esc(w["wall"])}</p><button type="button">{esc(w["wallbtn"])}</button></div>'
            f'{parts.after}<section><h2>{esc(w["foryou"])}</h2><div class="mg-more">'
            + "".join(f'<a href="{u}">{esc(h)}</a>' for h, u in links)
            + f'</div></section></div><aside class="mg-side"><div class="mg-live"><b>{esc(w["live"])}</b><ul>{live}</ul></div>'
            f'<div class="mg-card">{signup}</div><h3>{esc(w["popular"])}</h3><ol>'
            + "".join(f'<li><a href="{u}">{esc(h)}</a></li>' for h, u in reversed(links))
            + f'</ol>{parts.rail}</aside></div>\n<footer class="mg-foot">© {esc(site.name)} · {esc(site.tagline)} · {esc(w["rights"])}</footer>'
        )
    else:
        body = (
            f'{parts.top}<div class="bl-frame"><aside class="bl-left"><a class="bl-name" href="/">{esc(site.name)}</a>'
            f'<p>{esc(site.tagline)}</p><nav>{nav}</nav><div class="bl-sub">{signup}</div>'
            f"<h3>{esc(w['popular'])}</h3><ol>"
            + "".join(f'<li><a href="{u}">{esc(h)}</a></li>' for h, u in reversed(links))
            + f"</ol>{parts.rail}</aside>\n"
            f'<main class="bl-post"><article><p class="bl-cat">{esc(sec)}</p><h1>{esc(story.title)}</h1>'
            f'<p class="bl-meta">{esc(story.author)} · <time datetime="{story.iso}">{esc(story.shown)}</time>{parts.byline}</p>'
            + (f'<p class="bl-lead"><strong>{esc(story.lead)}</strong></p>' if story.lead else "")
            + f'<div class="bl-live"><b>{esc(w["live"])}</b> <ul>{live}</ul></div>'
            f'{fig}<div class="bl-text">{text}</div>{parts.inside}{share}</article>'
            f'<div class="bl-wall"><p>{esc(w["wall"])}</p><a href="/plus">{esc(w["wallbtn"])}</a></div>'
            f'{parts.after}<nav class="bl-foryou"><h2>{esc(w["foryou"])}</h2>'
            + "".join(f'<a href="{u}">{esc(h)}</a>' for h, u in links)
            + f'</nav></main></div>\n<footer class="bl-end">© {esc(site.name)} · {esc(w["rights"])}</footer>'
        )
    return (
        f'<!doctype html>\n<html lang="{site.lang}" dir="{site.direction}">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{esc(story.title)} | {esc(site.name)}</title>\n"
        f'<meta name="description" content="{esc(story.lead or story.paragraphs[0][:150])}">\n'
        f'<meta property="og:title" content="{esc(story.title)}">\n<meta property="og:type" content="article">\n'
        f'<meta property="article:published_time" content="{story.iso}">\n'
        f"<style>{_CSS[site.skin]}{parts.css}</style>\n{parts.head}</head>\n<body>\n{body}\n{parts.end}\n</body>\n</html>\n"
    )
