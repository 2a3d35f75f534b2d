"""Page parts of blind set CS, written for this set (no saved page opened, no vendor's or theme's code copied; every
class, name and text invented), in the manner of English-language news sites, blogs and small sites of 2010-2013.
Each case writes its own skeleton (table layouts, a blog column, a print view, a text edition); this module gives the
head every page shares in kind (title, meta, an analytics snippet as saved), a tag cloud, a share bar as saved and
the era's ad slots."""

from __future__ import annotations

import hashlib

from comspider_lab.blind.content_cs import SiteCS
from comspider_lab.blind.layout import esc, slug


def num(key: str, lo: int, hi: int) -> int:
    return lo + int(hashlib.md5(key.encode()).hexdigest()[:6], 16) % (hi - lo + 1)


def head(site: SiteCS, title: str, iso: str, style: str, doctype: str = "xhtml") -> str:
    dt = (
        '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" '
        '"http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">'
        if doctype == "xhtml"
        else '<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">'
    )
    return (
        f'{dt}\n<html lang="en">\n<head>\n<meta http-equiv="Content-Type" content="text/html; charset=utf-8">\n'
        f"<title>{esc(title)} | {esc(site.name)}</title>\n"
        f'<meta name="description" content="{esc(title)}">\n'
        f'<meta name="date" content="{iso}">\n'
        f'<style type="text/css">{style}</style>\n'
        "<script type=\"text/javascript\">var _gaq = _gaq || []; _gaq.push(['_setAccount', 'UA-1234567-1']); "
        "_gaq.push(['_trackPageview']);</script>\n</head>\n"
    )


def menu(site: SiteCS, sep: str = " | ") -> str:
    return sep.join(f'<a href="/{slug(m)}/">{esc(m)}</a>' for m in site.menu)


def tag_cloud(words: str) -> str:
    """A tag cloud from "word:size" items (size 1-5)."""
    out = []
    for item in words.split(","):
        w, s = item.strip().rsplit(":", 1)
        out.append(f'<a href="/tag/{slug(w)}" style="font-size:{8 + 3 * int(s)}pt">{esc(w)}</a>')
    return " ".join(out)


def share_bar(key: str) -> str:
    return (
        f'<div class="sharebar"><span class="fb">Like <b>{num(key, 3, 240)}</b></span> '
        f'<span class="tw">Tweet <b>{num(key + "t", 0, 60)}</b></span> '
        f'<span class="pin">+1 <b>{num(key + "g", 0, 12)}</b></span> <a href="/email?u={slug(key)}">Email this</a></div>'
    )


def ad(size: str = "300x250", label: str = "Advertisement") -> str:
    w, h = size.split("x")
    return (
        f'<div class="adslot" style="width:{w}px;height:{h}px;background:#eee;border:1px solid #ccc;'
        f'font-size:10px;color:#999;text-align:center">{esc(label)}</div>'
    )


def links(titles: list[str], base: str = "/") -> str:
    return "".join(f'<li><a href="{base}{slug(t)}.html">{esc(t)}</a></li>' for t in titles)
