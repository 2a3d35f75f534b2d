"""Page templates of blind set CP, written for this set (no saved page opened, no theme's code copied; every class,
name and text invented), in the manner of the news sites, blogs and small sites of 2010-2013. Every site prints its
own classes (its two-letter prefix) on one of five skeletons:

- ``table``: a portal of layout tables (a left cell of sections, the story in the middle, widgets on the right);
- ``cols``: two floated columns, a masthead, a section bar, the story and a right column of widgets;
- ``blog``: a narrow blog column with a sidebar (archive, labels, blogroll) on the right;
- ``text``: a text-only edition: no style but a monospace font, links as lines, no images;
- ``print``: a print view: the masthead as text, the story, then what the case appends, "Close window".

Page parts (``Bits``): ``inside`` (inside the story's element, after its last paragraph), ``after`` (after the
story), ``side`` (the widgets), ``style``, ``top`` (above the story, under the bar).
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass

from comspider_lab.blind.content_cp import TERMS, SiteCP
from comspider_lab.blind.layout import esc, slug


@dataclass(frozen=True)
class Piece:
    """The article: headline, byline as printed, ISO time, the time as shown, paragraphs (blank-line separated),
    standfirst, section, tags."""

    title: str
    byline: str
    iso: str
    shown: str
    text: str
    dek: str = ""
    section: str = ""
    tags: tuple[str, ...] = ()

    @property
    def paragraphs(self) -> list[str]:
        return [" ".join(p.split()) for p in self.text.strip().split("\n\n") if p.strip()]


@dataclass(frozen=True)
class Bits:
    inside: str = ""
    after: str = ""
    side: str = ""
    style: str = ""
    top: str = ""
    skeleton: str = "cols"  # table, cols, blog, text, print


def num(key: str, lo: int, hi: int) -> int:
    return lo + int(hashlib.md5(key.encode()).hexdigest()[:6], 16) % (hi - lo + 1)


def _css(site: SiteCP, skeleton: str) -> str:
    p, c = site.prefix, site.color
    if skeleton == "text":
        return f"body{{font:14px/1.4 {site.font};margin:10px;max-width:760px}}a{{color:#00c}}"
    if skeleton == "print":
        return f"body{{font:14px/1.5 Georgia,serif;margin:20px 40px;max-width:700px}}.{p}-pm{{font:bold 22px {site.font};border-bottom:2px solid #000}}"
    return (
        f"body{{margin:0;background:#e9e9e4;font:12px/1.5 {site.font};color:#222}}a{{color:{c}}}"
        f"#{p}-wrap{{width:980px;margin:0 auto;background:#fff}}.{p}-mast{{padding:14px 12px;border-bottom:4px solid {c}}}"
        f".{p}-mast a{{font:bold 30px Georgia,serif;color:{c};text-decoration:none}}.{p}-mast small{{display:block;color:#777}}"
        f".{p}-bar{{background:{c};margin:0;padding:0;list-style:none;overflow:hidden}}.{p}-bar li{{float:left}}.{p}-bar a{{display:block;color:#fff;padding:6px 12px;font-weight:bold;text-decoration:none}}"
        f".{p}-main{{float:left;width:640px;padding:10px 12px}}.{p}-side{{float:right;width:290px;padding:10px 12px}}.{p}-clear{{clear:both}}"
        f".{p}-story h1{{font:bold 24px/1.2 Georgia,serif;margin:6px 0}}.{p}-by{{color:#777;font-size:11px}}.{p}-dek{{font-weight:bold}}"
        f".{p}-box{{border:1px solid #ddd;margin-bottom:12px;padding:6px 8px}}.{p}-box h4{{margin:0 0 4px;color:{c};font-size:12px;text-transform:uppercase}}"
        f".{p}-box ol,.{p}-box ul{{margin:0;padding-left:18px}}.{p}-ad{{background:#f2f2f2;border:1px dashed #ccc;text-align:center;color:#999;font-size:10px;padding:50px 0;margin-bottom:12px}}"
        f".{p}-foot{{clear:both;background:#333;color:#bbb;padding:10px 12px;font-size:11px}}.{p}-foot a{{color:#eee;margin-right:8px}}"
        f".{p}-share{{font-size:11px;margin:6px 0}}.{p}-share span{{border:1px solid #ccc;padding:0 5px;margin-right:5px;background:#f7f7f7}}"
    )


def _head(site: SiteCP, piece: Piece, bits: Bits) -> str:
    return (
        '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">\n'
        f'<html xmlns="http://www.w3.org/1999/xhtml" lang="{site.lang}" xml:lang="{site.lang}">\n<head>\n'
        '<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />\n'
        f"<title>{esc(piece.title)} - {esc(site.name)}</title>\n"
        f'<meta name="description" content="{esc(piece.dek or piece.paragraphs[0][:150])}" />\n'
        f'<meta name="keywords" content="{esc(", ".join(piece.tags))}" />\n'
        f'<style type="text/css">{_css(site, bits.skeleton)}{bits.style}</style>\n'
        "</head>\n"
    )


def _story(site: SiteCP, piece: Piece, bits: Bits, share: bool = True) -> str:
    p, t = site.prefix, TERMS[site.lang]
    key = slug(piece.title)
    tags = (
        f'<p class="{p}-tags">{esc(t["tags"])}: '
        + ", ".join(f'<a href="/tag/{slug(x)}">{esc(x)}</a>' for x in piece.tags)
        + "</p>"
        if piece.tags
        else ""
    )
    soc = (
        f'<div class="{p}-share">{esc(t["share"])}: <span>Facebook {num(key, 0, 240)}</span><span>Twitter {num(key + "t", 0, 60)}</span>'
        f'<a href="/{key[:30]}/print">{esc(t["print"])}</a></div>'
        if share
        else ""
    )
    return (
        f'<div class="{p}-story"><h1>{esc(piece.title)}</h1>'
        f'<p class="{p}-by">{esc(piece.byline)} - {esc(piece.shown)}</p>'
        + (f'<p class="{p}-dek">{esc(piece.dek)}</p>' if piece.dek else "")
        + soc
        + "".join(f"<p>{esc(x)}</p>" for x in piece.paragraphs)
        + bits.inside
        + tags
        + "</div>\n"
    )


def render_cp(site: SiteCP, piece: Piece, bits: Bits) -> str:
    p, t = site.prefix, TERMS[site.lang]
    head = _head(site, piece, bits)
    if bits.skeleton == "text":
        links = " | ".join(f'<a href="/txt/{slug(m)}/">{esc(m)}</a>' for m in site.menu)
        return (
            head
            + f"<body>\n<p><b>{esc(site.name.upper())}</b> - {esc(site.motto)}</p>\n<p>{links}</p>\n<hr />\n"
            + bits.top
            + _story(site, piece, bits, share=False)
            + bits.after
            + "<hr />\n"
            + bits.side
            + f'<hr />\n<p>© 2012 {esc(site.name)} - {esc(t["rights"])} | <a href="/">Versão gráfica</a></p>\n</body>\n</html>\n'
        )
    if bits.skeleton == "print":
        return (
            head
            + f'<body>\n<div class="{p}-pm">{esc(site.name)}</div>\n'
            + f"<p><small>{esc(site.motto)} - www.{slug(site.name)}.cz</small></p>\n"
            + bits.top
            + _story(site, piece, bits, share=False)
            + bits.after
            + f"<hr />\n<p><small>© {esc(site.name)} - {esc(t['rights'])}</small></p>\n"
            '<p><a href="javascript:window.close()">Zavřít okno</a></p>\n</body>\n</html>\n'
        )
    mast = (
        f'<div class="{p}-mast"><a href="/">{esc(site.name)}</a><small>{esc(site.motto)}</small></div>\n'
        f'<ul class="{p}-bar">'
        + "".join(
            f'<li><a href="/{"" if k == 0 else slug(m) + "/"}">{esc(m)}</a></li>'
            for k, m in enumerate(site.menu)
        )
        + "</ul>\n"
    )
    foot = (
        f'<div class="{p}-foot">'
        + "".join(f'<a href="/{slug(m)}/">{esc(m)}</a>' for m in site.menu)
        + f'<a href="/kontakt">{esc(t["contact"])}</a><br />© 2009-2013 {esc(site.name)} · {esc(t["rights"])}</div>\n'
    )
    ad = f'<div class="{p}-ad">REKLAMA / ANZEIGE 300x250</div>'
    story = _story(site, piece, bits)
    if bits.skeleton == "table":
        body = (
            '<table width="980" cellpadding="0" cellspacing="0" border="0"><tr><td width="150" valign="top" bgcolor="#f4f4f4">'
            + "".join(f'<a href="/{slug(m)}/">{esc(m)}</a><br />' for m in site.menu)
            + f'</td><td width="520" valign="top" style="padding:8px 12px">{bits.top}{story}{bits.after}</td>'
            f'<td width="310" valign="top" style="padding:8px">{ad}{bits.side}</td></tr></table>\n'
        )
    else:
        width = "560px" if bits.skeleton == "blog" else "640px"
        body = (
            f'<div class="{p}-main" style="width:{width}">{bits.top}{story}{bits.after}</div>'
            f'<div class="{p}-side">{"" if bits.skeleton == "blog" else ad}{bits.side}</div><div class="{p}-clear"></div>\n'
        )
    return head + f'<body>\n<div id="{p}-wrap">\n' + mast + body + foot + "</div>\n</body>\n</html>\n"
