"""Shared helpers of blind set gc (small sites of 2005-2021 whose lists are signed at their end by a person's name: an
Italian cycling club, a Dutch allotment association, a Czech village choir, a Brazilian community library, a Swedish
local history society and an English community orchard print their readers' reactions, the text first and the name
after it; and six pages of the same kind of sites with signed lists that are not readers' reactions: a Spanish
women's association's recipes, a German hiking club's quotations beside an article, a Polish village's notice board
beside an article, a French guest house's customer testimonials beside an article, a Danish association's reports
from its members abroad and a Romanian library's poems of the month).

Each reaction is signed at its end ("— NAME", "(NAME, PLACE)", "NAME, DATE" under the text, or a short element after
the text's block), never by a comment widget. ``talk`` reads a discussion from an indented block, one entry a line:
``NAME || WHEN || TEXT`` (WHEN as shown, empty where no date is shown; `` // `` separates the paragraphs of one text; a
leading ``^N`` on the name makes the entry an answer to entry N, where the markup nests it). ``plain`` gives the
truth's text, ``doc`` the top of a document, ``nav`` a list of links, ``svg`` an image and ``make`` the Case. No page
skeleton is shared: each site writes its own template by hand."""

from __future__ import annotations

import re
from dataclasses import dataclass

from comspider_lab.blind.layout import esc
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed

__all__ = ["C", "Case", "doc", "esc", "make", "nav", "plain", "svg", "talk"]

# no class or id on any page of this set says comment, reaction, reply, opinion, feedback or guestbook in any
# language
_WORDS = (
    "comm",
    "koment",
    "komment",
    "coment",
    "reac",
    "reakc",
    "reag",
    "reakt",
    "opin",
    "opini",
    "respo",
    "respu",
    "risp",
    "reply",
    "feedb",
    "antw",
    "meinung",
    "mening",
    "asikt",
    "mielip",
    "vastau",
    "palaut",
    "odpov",
    "odgov",
    "nazor",
    "mislj",
    "raspun",
    "parer",
    "sylw",
    "ymateb",
    "adborth",
    "resposta",
    "avis",
    "repon",
    "guest",
    "gast",
    "gäst",
    "gjest",
    "gosc",
    "gość",
    "navstev",
    "vendeg",
    "oaspe",
    "gost",
    "kulalis",
    "ospit",
    "livre",
    "reaks",
    "svar",
    "tilbakem",
    "uwag",
    "hozzasz",
    "velem",
    "arvam",
    "tagasis",
    "vastus",
    "odziv",
    "mnenj",
    "ruckm",
    "rueckm",
    "ohlas",
    "retour",
    "gaest",
    "tilbagem",
    "recens",
    "vyjadr",
    "recado",
    "hilsen",
)


@dataclass(frozen=True)
class C:
    who: str
    when: str
    raw: str
    parent: int | None = None


def talk(block: str) -> list[C]:
    out: list[C] = []
    for source in block.strip().splitlines():
        line = source.strip()
        if not line:
            continue
        parts = [x.strip() for x in line.split("||")]
        assert len(parts) == 3, line
        who, parent = parts[0], None
        if who.startswith("^"):
            num, who = who[1:].split(" ", 1)
            parent = int(num)
        out.append(C(who, parts[1], parts[2], parent))
    return out


def plain(raw: str) -> str:
    return "\n\n".join(" ".join(x.split()) for x in raw.split(" // "))


def nav(pairs: list[tuple[str, str]], sep: str = "") -> str:
    """Links from (href, label) pairs: joined by ``sep``, or as li elements without it."""
    if sep:
        return sep.join(f'<a href="{h}">{esc(x)}</a>' for h, x in pairs)
    return "".join(f'<li><a href="{h}">{esc(x)}</a></li>' for h, x in pairs)


def svg(w: int, h: int, fill: str, text: str = "", size: int = 14) -> str:
    label = (
        f'<text x="{w // 2}" y="{h // 2 + size // 3}" fill="#fff" font-family="Arial" font-size="{size}" '
        f'text-anchor="middle">{esc(text)}</text>'
        if text
        else ""
    )
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}"><rect width="{w}" height="{h}" '
        f'fill="{fill}"/>{label}</svg>'
    )


def doc(kind: str, *, title: str, lang: str = "en", head: str = "", charset: str = "utf-8") -> str:
    """The top of a document up to and including </head>: "quirks" (no doctype), "html4t", "xhtml" or "html5"."""
    top = {
        "quirks": f'<html lang="{lang}">\n<head>\n',
        "html4t": '<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN" '
        '"http://www.w3.org/TR/html4/loose.dtd">\n'
        f'<html lang="{lang}">\n<head>\n',
        "xhtml": '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" '
        '"http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">\n'
        f'<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="{lang}" lang="{lang}">\n<head>\n',
        "html5": f'<!DOCTYPE html>\n<html lang="{lang}">\n<head>\n',
    }[kind]
    close = " /" if kind == "xhtml" else ""
    meta = (
        f'<meta charset="{charset}">'
        if kind == "html5"
        else f'<meta http-equiv="Content-Type" content="text/html; charset={charset}"{close}>'
    )
    return f"{top}{meta}\n<title>{esc(title)}</title>\n{head}\n</head>\n"


def make(
    cid: str,
    kind: str,
    html: str,
    cs: list[C],
    *,
    path: str,
    container: str,
    heading: str | None,
    description: str,
    language: str,
    lookalikes: tuple[str, ...] = (),
    files: dict[str, str] | None = None,
) -> Case:
    seeds = [Seed(c.who, plain(c.raw), c.parent, c.when) for c in cs]
    assert path.isascii() and not path.endswith("/"), path
    for f in files or {}:
        assert f.isascii(), f
    low = html.lower()
    # the theme: everything in the served HTML, nothing fetched from elsewhere, no script on any page
    assert 'src="http' not in low and "<iframe" not in low, cid
    assert "<script" not in low and " on" + "click=" not in low, cid
    for href in re.findall(r'\b(?:href|action|src)="([^"]*)"', html):
        assert href.startswith(("/", "mailto:", "http://", "#")) and href.isascii(), (cid, href)
        if href.startswith("http"):
            assert ".example/" in href or href.endswith(".example"), (cid, href)
    # the set's brief: the theme's years (2004-2022), no comment widget of any system
    years = [int(y) for y in re.findall(r"(?<!\d)((?:19|20)\d\d)(?!\d)", html)]
    assert any(2004 <= y <= 2022 for y in years), cid
    assert not [y for y in years if y > 2022], cid
    assert "disqus" not in low and "wp-comment" not in low and "<article" not in low and "<time" not in low, (
        cid
    )
    for name in re.findall(r'\b(?:class|id)="([^"]*)"', html):
        assert not any(w in name.lower() for w in _WORDS), (cid, name)
    # every author, date and text is printed on the page as the truth gives it
    for c in cs:
        assert esc(c.who) in html, (cid, c.who)
        assert esc(c.when) in html, (cid, c.when)
        for para in plain(c.raw).split("\n\n"):
            assert esc(para) in html, (cid, para[:40])
    if kind == "lookalike":
        assert not cs, cid
    else:
        assert 3 <= len(cs) <= 6, cid
    return Case(
        id=cid,
        kind=kind,
        language=language,
        reveal="on_load",
        container=container,
        heading=heading,
        description=description,
        path=path,
        html=html,
        comments=seeds,
        static=True,
        lookalikes=lookalikes,
        files=dict(files or {}),
    )
