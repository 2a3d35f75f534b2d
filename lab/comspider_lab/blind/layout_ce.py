"""Page templates of blind set CE, written for this set (no saved page opened, no vendor's or theme's code copied;
every class, name and text invented), in the manner of English-language newspaper and TV news sites of 2011-2013.
Every site prints its own classes (its prefix) on one of three skeletons:

- ``cols``: a top bar (date, weather, sign in), the masthead with a search box, a section bar, an optional breaking-news
  ticker, the article (kicker, headline, standfirst, byline with the time, share counts, print/email links, a photo) and
  the case's block, then a right column of widgets and a footer of link columns;
- ``three``: a broadcaster's page: a narrow left column of section links, the story, a right column;
- ``wide``: a sports page: the headline over the full width, the story and the case's block in a column, the widgets
  in a row below.

Page parts (``Bits``): ``inside`` (inside the story, after its text), ``after`` (after the story), ``side`` (the right
column), ``style``, ``tail`` (before </body>), ``ticker`` (the breaking-news bar), ``top`` (the top bar's weather).
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass

from comspider_lab.blind.content_ce import SiteCE
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
    side: str = ""
    style: str = ""
    tail: str = ""
    ticker: str = ""
    skeleton: str = "cols"  # "cols", "three" or "wide"
    top: str = ""


def num(key: str, lo: int, hi: int) -> int:
    return lo + int(hashlib.md5(key.encode()).hexdigest()[:6], 16) % (hi - lo + 1)


def _css(site: SiteCE) -> str:
    p, c = site.prefix, site.color
    return (
        f"body{{margin:0;background:#e9e9e4;font:13px/1.45 {site.font};color:#1e1e1e}}a{{color:{c}}}"
        f"#{p}-wrap{{width:990px;margin:0 auto;background:#fff;box-shadow:0 0 6px #bbb}}"
        f".{p}-top{{font:11px Arial;background:#f5f5f2;border-bottom:1px solid #ddd;padding:4px 12px;overflow:hidden}}.{p}-top span{{float:right}}"
        f".{p}-mast{{padding:14px 12px 8px;overflow:hidden}}.{p}-logo{{font:bold 36px/1 Georgia,serif;color:{c};text-decoration:none}}"
        f".{p}-mast em{{display:block;font:italic 12px Georgia;color:#777}}.{p}-mast form{{float:right}}"
        f".{p}-sec{{background:{c};margin:0;padding:0 6px;list-style:none;overflow:hidden}}.{p}-sec li{{float:left}}"
        f".{p}-sec a{{display:block;color:#fff;padding:7px 11px;font:bold 12px Arial;text-decoration:none}}"
        f".{p}-brk{{background:#c4001a;color:#fff;font:bold 12px Arial;padding:5px 12px;white-space:nowrap;overflow:hidden}}"
        f".{p}-brk b{{background:#fff;color:#c4001a;padding:0 5px;margin-right:8px}}.{p}-brk a{{color:#fff;margin-right:20px}}"
        f".{p}-body{{overflow:hidden;padding:10px 12px 16px}}.{p}-main{{float:left;width:640px}}.{p}-rail{{float:right;width:300px}}"
        f".{p}-kick{{font:bold 11px Arial;text-transform:uppercase;color:{c}}}.{p}-story h1{{font:bold 30px/1.1 Georgia,serif;margin:4px 0 8px}}"
        f".{p}-dek{{font-size:16px;color:#444;margin:0 0 8px}}.{p}-by{{font:11px Arial;color:#666;border-top:1px dotted #bbb;border-bottom:1px dotted #bbb;padding:4px 0}}"
        f".{p}-tools{{font:11px Arial;margin:6px 0;color:#555}}.{p}-tools span{{border:1px solid #ccc;border-radius:3px;padding:1px 5px;margin-right:5px;background:#fafafa}}"
        f".{p}-pic img{{width:640px;height:auto;background:#bbb}}.{p}-pic p{{font:11px Arial;color:#666;margin:2px 0 12px}}"
        f".{p}-box{{border-top:4px solid {c};margin:0 0 16px}}.{p}-box h3{{font:bold 13px Arial;text-transform:uppercase;margin:5px 0}}"
        f".{p}-box ol,.{p}-box ul{{margin:0;padding-left:20px}}.{p}-box li{{margin:3px 0}}"
        f".{p}-mpu{{height:250px;background:#f1f1f1;border:1px solid #ddd;color:#aaa;font:10px Arial;text-align:center;margin-bottom:16px}}"
        f".{p}-foot{{clear:both;background:#262626;color:#999;font:11px Arial;padding:16px 12px}}.{p}-foot a{{color:#ccc;margin-right:12px}}"
        f".{p}-left{{float:left;width:140px;font:12px Arial}}.{p}-left a{{display:block;padding:4px;border-bottom:1px solid #eee;text-decoration:none}}"
    )


def _head(site: SiteCE, piece: Piece, bits: Bits) -> str:
    return (
        "<!DOCTYPE html>\n"
        '<html lang="en">\n<head>\n<meta charset="utf-8">\n'
        f"<title>{esc(piece.title)} | {esc(site.name)}</title>\n"
        f'<meta name="description" content="{esc(piece.dek or piece.paragraphs[0][:150])}">\n'
        f'<meta property="og:title" content="{esc(piece.title)}"><meta property="og:type" content="article">'
        f'<meta property="og:site_name" content="{esc(site.name)}">\n'
        f'<meta name="pubdate" content="{piece.iso}">\n'
        f"<style>{_css(site)}{bits.style}</style>\n"
        "<script>var _gaq=_gaq||[];_gaq.push(['_setAccount','UA-1234567-1']);_gaq.push(['_trackPageview']);</script>\n"
        "<script>var googletag=googletag||{};googletag.cmd=googletag.cmd||[];</script>\n"
        "</head>\n"
    )


def _story(site: SiteCE, piece: Piece, bits: Bits) -> str:
    p = site.prefix
    key = slug(piece.title)
    sec = piece.section or site.menu[1]
    tags = (
        f'<p class="{p}-tags">More on: '
        + ", ".join(f'<a href="/topic/{slug(x)}">{esc(x)}</a>' for x in piece.tags)
        + "</p>"
        if piece.tags
        else ""
    )
    return (
        f'<div class="{p}-story"><p class="{p}-kick">{esc(sec)}</p><h1>{esc(piece.title)}</h1>'
        + (f'<p class="{p}-dek">{esc(piece.dek)}</p>' if piece.dek else "")
        + f'<p class="{p}-by">{esc(piece.byline)} · <span class="{p}-date">{esc(piece.shown)}</span></p>'
        f'<div class="{p}-tools"><span>Like {num(key, 3, 2400)}</span><span>Tweet {num(key + "t", 0, 400)}</span>'
        f"<span>+1 {num(key + 'g', 0, 60)}</span><span>Share {num(key + 's', 0, 300)}</span> "
        f'<a href="/{key[:30]}/print">Print</a> | <a href="/{key[:30]}/email">Email</a> | '
        f'<a href="#">A+</a> <a href="#">A-</a></div>'
        f'<div class="{p}-pic"><img src="/_avatar/{p}-{key[:24]}.svg" alt="" width="640" height="360">'
        + (f"<p>{esc(piece.caption)}</p>" if piece.caption else "")
        + "</div>"
        + "".join(f"<p>{esc(x)}</p>" for x in piece.paragraphs)
        + bits.inside
        + tags
        + "</div>\n"
    )


def render_ce(site: SiteCE, piece: Piece, bits: Bits) -> str:
    p = site.prefix
    head = (
        _head(site, piece, bits) + f'<body class="{p}-page">\n<div id="{p}-wrap">\n'
        f'<div class="{p}-top">{esc(piece.shown)}<span>{bits.top} · <a href="/signin">Sign in</a> · '
        f'<a href="/register">Register</a> · <a href="/subscribe">Subscribe</a></span></div>\n'
        f'<div class="{p}-mast"><form action="/search"><input name="q" size="22"> <button>Search</button></form>'
        f'<a class="{p}-logo" href="/">{esc(site.name)}</a><em>{esc(site.motto)}</em></div>\n'
        f'<ul class="{p}-sec">'
        + "".join(
            f'<li><a href="/{"" if k == 0 else slug(m) + "/"}">{esc(m)}</a></li>'
            for k, m in enumerate(site.menu)
        )
        + "</ul>\n"
        + (f'<div class="{p}-brk">{bits.ticker}</div>\n' if bits.ticker else "")
    )
    story = _story(site, piece, bits)
    mpu = f'<div class="{p}-mpu">ADVERTISEMENT</div>'
    if bits.skeleton == "three":
        body = (
            f'<div class="{p}-body"><div class="{p}-left">'
            + "".join(f'<a href="/{slug(m)}/">{esc(m)}</a>' for m in site.menu)
            + f'</div><div class="{p}-main" style="width:500px;margin-left:14px">{story}{bits.after}</div>'
            f'<div class="{p}-rail">{mpu}{bits.side}</div></div>\n'
        )
    elif bits.skeleton == "wide":
        body = (
            f'<div class="{p}-body"><div class="{p}-main" style="float:none;width:700px;margin:0 auto">{story}{bits.after}</div>'
            f'<div class="{p}-row" style="overflow:hidden">{bits.side}</div></div>\n'
        )
    else:
        body = (
            f'<div class="{p}-body"><div class="{p}-main">{story}{bits.after}</div>'
            f'<div class="{p}-rail">{mpu}{bits.side}</div></div>\n'
        )
    foot = (
        f'<div class="{p}-foot">'
        + "".join(f'<a href="/{slug(m)}/">{esc(m)}</a>' for m in site.menu)
        + f'<br><a href="/about">About us</a><a href="/contact">Contact us</a><a href="/advertise">Advertise</a>'
        f'<a href="/privacy">Privacy policy</a><a href="/terms">Terms of use</a><br>© 2012 {esc(site.name)}. All rights reserved.</div>\n</div>\n'
    )
    return head + body + foot + bits.tail + "\n</body>\n</html>\n"
