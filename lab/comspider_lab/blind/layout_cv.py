"""Page templates of blind set CV, written for this set (no saved page opened, no vendor's or theme's code copied;
every class, name and text invented), in the manner of news sites and magazines of 2019-2026. Every site prints its
own classes (its prefix) on one of three skeletons:

- ``rail``: a sticky header with a subscribe button, an optional live ticker, the article with a share bar and an ad
  slot between its paragraphs, the case's block, related teasers, a right rail (most read, newsletter box, ad);
- ``narrow``: a magazine's single column, the headline over a wide photo, the rail's widgets below the case's block;
- ``app``: a phone-first page: a compact header, the article, a bottom bar of share buttons fixed to the screen.

A cookie consent box (``Bits.banner``), a paywall teaser (``Bits.paywall``), a newsletter box (always), most read and
related lists (``Bits.most_read``, ``Bits.related``). Page parts: ``inside`` (inside the article, after its text),
``after`` (after the article), ``below`` (after the related teasers), ``side`` (more widgets), ``style``, ``tail``
(before </body>).
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass

from comspider_lab.blind.content_cv import TERMS, SiteCV
from comspider_lab.blind.layout import esc, slug


@dataclass(frozen=True)
class Piece:
    """The article: headline, byline, ISO time, the time as shown, paragraphs (blank-line separated), standfirst,
    section, tags, photo caption."""

    title: str
    byline: str
    iso: str
    shown: str
    text: str
    dek: str = ""
    section: str = ""
    tags: tuple[str, ...] = ()
    caption: str = ""

    @property
    def paragraphs(self) -> list[str]:
        return [" ".join(p.split()) for p in self.text.strip().split("\n\n") if p.strip()]


@dataclass(frozen=True)
class Bits:
    inside: str = ""
    after: str = ""
    below: str = ""
    side: str = ""
    style: str = ""
    tail: str = ""
    ticker: tuple[str, ...] = ()  # "HH:MM | headline" lines of a live ticker
    banner: bool = True
    paywall: bool = False
    related: tuple[str, ...] = ()
    most_read: tuple[str, ...] = ()  # "title | views"
    skeleton: str = "rail"  # "rail", "narrow" or "app"


def num(key: str, lo: int, hi: int) -> int:
    return lo + int(hashlib.md5(key.encode()).hexdigest()[:6], 16) % (hi - lo + 1)


def _css(site: SiteCV) -> str:
    p, c = site.prefix, site.color
    return (
        f"body{{margin:0;font:17px/1.7 {site.font};color:#1c1c1c;background:#fff}}a{{color:{c}}}"
        f".{p}-hd{{position:sticky;top:0;z-index:20;background:#fff;border-bottom:1px solid #e5e5e5;display:flex;align-items:center;gap:20px;padding:10px 24px}}"
        f".{p}-logo{{font:800 26px {site.font};color:{c};text-decoration:none}}.{p}-logo small{{display:block;font-size:11px;color:#888;font-weight:400}}"
        f".{p}-nav{{display:flex;gap:16px;list-style:none;margin:0;padding:0;font-size:14px}}.{p}-nav a{{color:#333;text-decoration:none}}"
        f".{p}-acts{{margin-left:auto;display:flex;gap:10px;font-size:14px}}.{p}-sub{{background:{c};color:#fff;border-radius:4px;padding:4px 12px;text-decoration:none}}"
        f".{p}-tick{{display:flex;gap:18px;background:#111;color:#fff;font-size:13px;padding:6px 24px;overflow:hidden;white-space:nowrap}}.{p}-tick b{{background:#e53935;padding:0 6px;border-radius:2px}}.{p}-tick a{{color:#fff;text-decoration:none}}"
        f".{p}-wrap{{display:grid;grid-template-columns:minmax(0,1fr) 300px;gap:40px;max-width:1140px;margin:24px auto;padding:0 24px}}"
        f".{p}-narrow{{max-width:720px;margin:24px auto;padding:0 20px}}.{p}-kick{{color:{c};font-weight:700;font-size:13px;text-transform:uppercase;margin:0}}"
        f".{p}-art h1{{font-size:34px;line-height:1.25;margin:6px 0 10px}}.{p}-dek{{font-size:20px;color:#444}}.{p}-meta{{font-size:13px;color:#777}}"
        f".{p}-share{{display:flex;gap:8px;margin:12px 0}}.{p}-share button{{border:1px solid #ddd;background:#fafafa;border-radius:16px;padding:3px 12px;font-size:12px}}"
        f".{p}-fig img{{width:100%;height:auto;background:#cfd8dc}}.{p}-fig figcaption{{font-size:12px;color:#666}}"
        f".{p}-ad{{background:#f5f5f5;color:#aaa;font-size:10px;text-align:center;padding:4px 0 90px;margin:18px 0;text-transform:uppercase;letter-spacing:1px}}"
        f".{p}-pay{{position:relative;border:2px solid {c};border-radius:8px;padding:16px;margin:18px 0;background:linear-gradient(#fff,#f7f7f7)}}.{p}-pay h4{{margin:0 0 6px}}"
        f".{p}-rel{{margin:30px 0;display:grid;grid-template-columns:repeat(3,1fr);gap:16px}}.{p}-rel h2{{grid-column:1/-1;font-size:18px;border-top:3px solid {c};padding-top:6px;margin:0}}.{p}-rel a{{font-size:15px;font-weight:600;color:#222;text-decoration:none}}"
        f".{p}-rail section{{margin-bottom:24px}}.{p}-rail h3{{font-size:15px;border-bottom:2px solid {c};padding-bottom:4px}}.{p}-mr{{counter-reset:n;list-style:none;padding:0}}.{p}-mr li{{counter-increment:n;margin:8px 0;font-size:14px}}.{p}-mr li::before{{content:counter(n);color:{c};font-weight:800;margin-right:8px}}.{p}-mr small{{color:#999;margin-left:6px}}"
        f".{p}-nl{{background:#f3f6f9;padding:14px;border-radius:8px}}.{p}-nl input{{width:70%}}"
        f".{p}-ft{{background:#1d1d1d;color:#bbb;font-size:12px;padding:24px;margin-top:40px}}.{p}-ft a{{color:#ddd;margin-right:12px}}"
        f".{p}-ck{{position:fixed;left:16px;right:16px;bottom:16px;z-index:50;background:#fff;box-shadow:0 2px 18px rgba(0,0,0,.25);border-radius:10px;padding:14px 18px;font-size:13px;display:flex;gap:12px;align-items:center}}"
        f".{p}-ck button{{border:0;border-radius:4px;padding:6px 12px}}.{p}-ck .ok{{background:{c};color:#fff}}"
        f".{p}-bar{{position:fixed;left:0;right:0;bottom:0;z-index:30;background:#fff;border-top:1px solid #ddd;display:flex;justify-content:space-around;padding:6px 0}}"
        f".{p}-bar button{{border:0;background:none;font-size:13px}}"
    )


def _share(site: SiteCV, piece: Piece) -> str:
    p, t = site.prefix, TERMS[site.lang]
    key = slug(piece.title)
    return (
        f'<div class="{p}-share" aria-label="{esc(t["share"])}">'
        f'<button type="button" data-net="fb">Facebook {num(key + "f", 3, 900)}</button>'
        f'<button type="button" data-net="x">X</button><button type="button" data-net="wa">WhatsApp</button>'
        f'<button type="button" data-net="copy">{esc(t["copy"])}</button></div>'
    )


def _most_read(site: SiteCV, bits: Bits) -> str:
    if not bits.most_read:
        return ""
    p, t = site.prefix, TERMS[site.lang]
    items = ""
    for line in bits.most_read:
        title, _, views = (x.strip() for x in line.partition("|"))
        items += f'<li><a href="/{slug(title)[:40]}">{esc(title)}</a>' + (
            f"<small>{esc(views)}</small></li>" if views else "</li>"
        )
    return (
        f'<section class="{p}-mrbox"><h3>{esc(t["most_read"])}</h3><ol class="{p}-mr">{items}</ol></section>'
    )


def _newsletter(site: SiteCV) -> str:
    p, t = site.prefix, TERMS[site.lang]
    return (
        f'<section class="{p}-nl"><h3>{esc(t["news_title"])}</h3><p>{esc(t["news_text"])}</p>'
        f'<form action="/newsletter" method="post"><input type="email" name="email" placeholder="@"> '
        f'<button type="submit">{esc(t["news_button"])}</button></form></section>'
    )


def _related(site: SiteCV, bits: Bits) -> str:
    if not bits.related:
        return ""
    p, t = site.prefix, TERMS[site.lang]
    cards = "".join(
        f'<div class="{p}-card"><img src="/_avatar/{p}-r{i}.svg" alt="" width="220" height="124">'
        f'<a href="/{slug(x)[:40]}">{esc(x)}</a></div>'
        for i, x in enumerate(bits.related)
    )
    return f'<section class="{p}-rel"><h2>{esc(t["related"])}</h2>{cards}</section>'


def _article(site: SiteCV, piece: Piece, bits: Bits) -> str:
    p, t = site.prefix, TERMS[site.lang]
    sec = piece.section or site.menu[1]
    paras = piece.paragraphs
    body = ""
    for i, x in enumerate(paras):
        body += f"<p>{esc(x)}</p>"
        if i == 1 and len(paras) > 3:
            body += f'<div class="{p}-ad">{esc(t["ad"])}</div>'
    pay = (
        f'<div class="{p}-pay"><h4>{esc(t["pay_title"])}</h4><p>{esc(t["pay_text"])}</p>'
        f'<a class="{p}-sub" href="/assinatura">{esc(t["pay_button"])}</a></div>'
        if bits.paywall
        else ""
    )
    tags = (
        f'<p class="{p}-tags">{esc(t["tags"])}: '
        + " ".join(f'<a href="/tag/{slug(x)}">#{esc(x)}</a>' for x in piece.tags)
        + "</p>"
        if piece.tags
        else ""
    )
    return (
        f'<article class="{p}-art"><p class="{p}-kick">{esc(sec)}</p><h1>{esc(piece.title)}</h1>'
        + (f'<p class="{p}-dek">{esc(piece.dek)}</p>' if piece.dek else "")
        + f'<p class="{p}-meta"><span class="{p}-by">{esc(piece.byline)}</span> · <time datetime="{piece.iso}">{esc(piece.shown)}</time></p>'
        + (_share(site, piece) if bits.skeleton != "app" else "")
        + f'<figure class="{p}-fig"><img src="/_avatar/{p}-{slug(piece.title)[:20]}.svg" alt="" width="720" height="405">'
        + (f"<figcaption>{esc(piece.caption)}</figcaption>" if piece.caption else "")
        + "</figure>"
        + body
        + pay
        + tags
        + bits.inside
        + "</article>\n"
    )


def render_cv(site: SiteCV, piece: Piece, bits: Bits) -> str:
    p, t = site.prefix, TERMS[site.lang]
    head = (
        "<!DOCTYPE html>\n"
        f'<html lang="{site.lang}" dir="{site.direction}">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{esc(piece.title)} | {esc(site.name)}</title>\n"
        f'<meta name="description" content="{esc(piece.dek or piece.paragraphs[0][:150])}">\n'
        f'<meta property="og:type" content="article"><meta property="og:title" content="{esc(piece.title)}">'
        f'<meta property="og:site_name" content="{esc(site.name)}">\n'
        f'<meta property="article:published_time" content="{piece.iso}">\n'
        f'<script type="application/ld+json">{{"@context":"https://schema.org","@type":"NewsArticle","headline":"{esc(piece.title)}","datePublished":"{piece.iso}","author":{{"@type":"Person","name":"{esc(piece.byline)}"}}}}</script>\n'
        f"<style>{_css(site)}{bits.style}</style>\n</head>\n"
    )
    header = (
        f'<header class="{p}-hd"><a class="{p}-logo" href="/">{esc(site.name)}<small>{esc(site.motto)}</small></a>'
        f'<ul class="{p}-nav">'
        + "".join(
            f'<li><a href="/{"" if k == 0 else slug(m) + "/"}">{esc(m)}</a></li>'
            for k, m in enumerate(site.menu)
        )
        + f'</ul><div class="{p}-acts"><a href="/search">{esc(t["search"])}</a><a href="/login">{esc(t["login"])}</a>'
        f'<a class="{p}-sub" href="/subscribe">{esc(t["subscribe"])}</a></div></header>\n'
    )
    if bits.ticker:
        header += (
            f'<div class="{p}-tick"><b>{esc(t["live"])}</b>'
            + "".join(
                f'<a href="/live#{i}">{esc(x.partition("|")[0].strip())} {esc(x.partition("|")[2].strip())}</a>'
                for i, x in enumerate(bits.ticker)
            )
            + "</div>\n"
        )
    art = _article(site, piece, bits)
    rail = (
        _most_read(site, bits) + _newsletter(site) + f'<div class="{p}-ad">{esc(t["ad"])}</div>' + bits.side
    )
    if bits.skeleton == "rail":
        body = (
            f'<div class="{p}-wrap"><main>{art}{bits.after}{_related(site, bits)}{bits.below}</main>'
            f'<aside class="{p}-rail">{rail}</aside></div>\n'
        )
    elif bits.skeleton == "narrow":
        body = (
            f'<main class="{p}-narrow">{art}{bits.after}{_related(site, bits)}{bits.below}'
            f'<div class="{p}-rail">{rail}</div></main>\n'
        )
    else:
        body = (
            f'<main class="{p}-narrow">{art}{bits.after}{_related(site, bits)}{bits.below}'
            f'<div class="{p}-rail">{rail}</div></main>\n'
            f'<nav class="{p}-bar"><button type="button">{esc(t["share"])}</button>'
            f'<button type="button">{esc(t["copy"])}</button><a class="{p}-sub" href="/subscribe">{esc(t["subscribe"])}</a></nav>\n'
        )
    banner = (
        f'<div class="{p}-ck" id="{p}-ck" role="dialog"><p>{esc(t["cookie"])}</p>'
        f'<button type="button" class="ok" onclick="this.parentNode.remove()">{esc(t["accept"])}</button>'
        f'<button type="button" onclick="this.parentNode.remove()">{esc(t["reject"])}</button></div>\n'
        if bits.banner
        else ""
    )
    foot = (
        f'<footer class="{p}-ft">'
        + "".join(f'<a href="/{slug(m)}/">{esc(m)}</a>' for m in site.menu)
        + f"<p>© 2019-2026 {esc(site.name)} · {esc(t['rights'])}</p></footer>\n"
    )
    return head + "<body>\n" + header + body + foot + banner + bits.tail + "\n</body>\n</html>\n"
