"""Page templates of blind set BZ, written for this set (no saved page opened, no vendor's or CMS's code copied; every
class, name and text invented), in the manner of 2015-2020 news sites of Central and Eastern Europe. One skeleton, three
looks (``portal``: a national portal, dark header, a breaking-news ticker; ``regional``: a regional paper's CMS, white
masthead, weather and exchange rates on top; ``tabloid``: a busy red tabloid). Every page carries that era's saved
furniture: a cookie banner as saved (shown, not yet accepted), a push-notification prompt, a "latest news" ticker with
times, exchange rates and weather, share buttons with counts, a right column (``side``) and a footer.

Page parts (``Bits``): ``inside`` (inside the story, after its text), ``after`` (after the story), ``side``,
``ticker`` ("HH:MM | title" lines), ``rates`` ("EUR | 4,6512" lines), ``weather``, ``style``, ``tail``.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass

from comspider_lab.blind.content_bz import TERMS, SiteBZ
from comspider_lab.blind.layout import esc, slug


@dataclass(frozen=True)
class Piece:
    """The article: headline, byline, ISO time, the time as shown, paragraphs (blank-line separated)."""

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
    side: str = ""
    ticker: str = ""
    rates: str = ""
    weather: str = ""
    style: str = ""
    tail: str = ""


def _num(key: str, lo: int, hi: int) -> int:
    return lo + int(hashlib.md5(key.encode()).hexdigest()[:6], 16) % (hi - lo + 1)


_COLOURS = {
    "portal": ("#14213d", "#fca311", "#fff"),
    "regional": ("#ffffff", "#1d5c8c", "#1d5c8c"),
    "tabloid": ("#c8102e", "#ffd400", "#fff"),
}

CSS = """body{{margin:0;background:#f2f2f2;font:15px/1.55 Arial,Helvetica,sans-serif;color:#1b1b1b}}
.nz-top{{background:{bg};color:{fg};border-bottom:4px solid {ac}}}.nz-in{{width:1140px;margin:0 auto}}
.nz-logo{{font:bold 36px Georgia,serif;color:{fg};text-decoration:none;display:inline-block;padding:14px 0}}.nz-motto{{font-size:12px;opacity:.8;margin-left:12px}}
.nz-menu{{background:{ac};}}.nz-menu a{{display:inline-block;padding:9px 14px;color:#fff;font-weight:bold;text-decoration:none;text-transform:uppercase;font-size:13px}}
.nz-strip{{background:#fff;border-bottom:1px solid #ddd;font-size:12px;padding:5px 0}}.nz-strip span{{margin-right:14px}}
.nz-ticker{{background:#222;color:#eee;font-size:13px;white-space:nowrap;overflow:hidden;padding:6px 0}}.nz-ticker b{{color:{ac};margin-right:10px}}.nz-ticker a{{color:#eee;margin-right:22px;text-decoration:none}}
.nz-wrap{{width:1140px;margin:18px auto;overflow:hidden;background:#fff;padding:20px;box-sizing:border-box}}.nz-main{{float:left;width:740px}}.nz-side{{float:right;width:330px;font-size:13px}}
.nz-main h1{{font:bold 32px/1.2 Georgia,serif;margin:6px 0 10px}}.nz-dek{{font-weight:bold;font-size:17px}}.nz-meta{{color:#777;font-size:12px}}
.nz-share a{{display:inline-block;background:#3b5998;color:#fff;padding:3px 9px;font-size:12px;margin-right:4px;text-decoration:none;border-radius:2px}}.nz-share .n{{background:#eee;color:#333}}
.nz-box{{border-top:3px solid {ac};margin-bottom:20px}}.nz-box h4{{margin:6px 0;text-transform:uppercase;font-size:13px}}.nz-box ol,.nz-box ul{{margin:0;padding-left:20px}}
.nz-foot{{background:#222;color:#aaa;font-size:12px;padding:20px 0}}.nz-foot a{{color:#ccc;margin-right:12px}}
.nz-cookie{{position:fixed;bottom:0;left:0;right:0;background:rgba(0,0,0,.88);color:#fff;padding:12px 20px;font-size:13px;z-index:99}}.nz-cookie button{{margin-left:12px;background:{ac};border:0;color:#fff;padding:5px 14px}}
.nz-push{{position:fixed;top:10px;left:50%;margin-left:-220px;width:440px;background:#fff;box-shadow:0 2px 10px rgba(0,0,0,.35);padding:14px;font-size:14px;z-index:98}}"""


def render_bz(site: SiteBZ, piece: Piece, bits: Bits) -> str:
    t = TERMS[site.words]
    bg, ac, fg = _COLOURS[site.look]
    key = slug(piece.title)[:48] or "clanak"
    shares = _num(key + "fb", 12, 2400)
    ticker = "".join(
        f'<a href="/vesti/{_num(line, 10000, 99999)}"><time>{esc(a.strip())}</time> {esc(b.strip())}</a>'
        for line in bits.ticker.strip().splitlines()
        if line.strip()
        for a, _, b in [line.partition("|")]
    )
    rates = "".join(
        f'<span class="nz-rate">{esc(a.strip())} {esc(b.strip())}</span>'
        for line in bits.rates.strip().splitlines()
        if line.strip()
        for a, _, b in [line.partition("|")]
    )
    css = CSS.format(bg=bg, ac=ac, fg=fg)
    return (
        "<!DOCTYPE html>\n"
        f'<html lang="{site.lang}">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{esc(piece.title)} - {esc(site.name)}</title>\n"
        f'<meta name="description" content="{esc(piece.dek or piece.paragraphs[0][:150])}">\n'
        f'<meta property="og:title" content="{esc(piece.title)}"><meta property="og:type" content="article">'
        f'<meta property="og:site_name" content="{esc(site.name)}">\n'
        f'<meta property="article:published_time" content="{piece.iso}">\n'
        f"<style>{css}{bits.style}</style>\n"
        "<script>window.dataLayer = window.dataLayer || []; function gtag(){dataLayer.push(arguments);} gtag('js', new Date());</script>\n"
        "</head>\n<body>\n"
        f'<div class="nz-strip"><div class="nz-in"><span>{esc(piece.shown)}</span>'
        + (
            f'<span class="nz-weather">{esc(t["weather"])}: {esc(bits.weather)}</span>'
            if bits.weather
            else ""
        )
        + (f'<span class="nz-rates"><b>{esc(t["rates"])}:</b> {rates}</span>' if rates else "")
        + "</div></div>\n"
        f'<header class="nz-top"><div class="nz-in"><a class="nz-logo" href="/">{esc(site.name)}</a>'
        f'<span class="nz-motto">{esc(site.motto)}</span>'
        f'<form action="/search" method="get" style="float:right;padding-top:24px"><input type="text" name="q"> <button>{esc(t["search"])}</button></form></div></header>\n'
        '<nav class="nz-menu"><div class="nz-in">'
        + "".join(f'<a href="/{"" if k == 0 else slug(m)}">{esc(m)}</a>' for k, m in enumerate(site.menu))
        + "</div></nav>\n"
        + (
            f'<div class="nz-ticker"><div class="nz-in"><b>{esc(t["latest"])}</b>{ticker}</div></div>\n'
            if ticker
            else ""
        )
        + '<div class="nz-wrap"><main class="nz-main">\n'
        f'<div class="nz-crumbs"><a href="/">{esc(t["home"])}</a> › <a href="/{slug(piece.section) or "vesti"}">{esc(piece.section)}</a></div>\n'
        f'<article class="nz-article"><h1>{esc(piece.title)}</h1>'
        f'<div class="nz-meta"><span class="nz-by">{esc(piece.byline)}</span> | <time datetime="{piece.iso}">{esc(piece.shown)}</time>'
        f" | {_num(key, 900, 48000)} {esc(t['views'])}</div>\n"
        f'<div class="nz-share"><a href="#fb">f {esc(t["share"])}</a><a class="n" href="#fb">{shares}</a><a href="#tw">Twitter</a><a href="#vb">Viber</a></div>\n'
        + (f'<p class="nz-dek">{esc(piece.dek)}</p>' if piece.dek else "")
        + f'<figure><img src="/_avatar/nz-{key[:30]}.svg" alt="" width="740" height="420">'
        + (f"<figcaption>{esc(piece.caption)}</figcaption>" if piece.caption else "")
        + "</figure>\n"
        + "".join(f"<p>{esc(p)}</p>" for p in piece.paragraphs)
        + bits.inside
        + (
            '<div class="nz-tags">'
            + " ".join(f'<a href="/tag/{slug(x)}">#{esc(x)}</a>' for x in piece.tags)
            + "</div>"
            if piece.tags
            else ""
        )
        + "</article>\n"
        + bits.after
        + '\n</main>\n<aside class="nz-side">'
        + '<div class="nz-ad" style="width:300px;height:250px;background:#eee;margin-bottom:20px"></div>'
        + bits.side
        + "</aside></div>\n"
        f'<footer class="nz-foot"><div class="nz-in">© 2015-2020 {esc(site.name)} · {esc(t["rights"])}'
        + "".join(f' <a href="/{slug(m)}">{esc(m)}</a>' for m in site.menu[1:])
        + "</div></footer>\n"
        f'<div class="nz-cookie" id="nz-cookie">{esc(t["cookie"])}<button type="button" onclick="this.parentNode.style.display=\'none\'">{esc(t["accept"])}</button></div>\n'
        f'<div class="nz-push" id="nz-push"><b>{esc(site.name)}</b><br>{esc(t["push"])}<br><button type="button">{esc(t["allow"])}</button> '
        f'<button type="button" onclick="this.parentNode.style.display=\'none\'">{esc(t["later"])}</button></div>\n'
        f"{bits.tail}\n</body>\n</html>\n"
    )
