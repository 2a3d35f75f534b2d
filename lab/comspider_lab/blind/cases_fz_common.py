"""Shared helpers of blind set fz (small sites of 2005-2019: a Portuguese cooking blog, a Polish allotment garden, a
Danish village hall, a Czech hiking club, a French village library, an English village cricket club; and six pages of
the same kind of sites whose paragraphs are also opened by a bold or italic name and a colon or dash, with no reader
reaction at all: a Norwegian lesson dialogue, a Hungarian play, an Estonian news article quoting text messages, a
Lithuanian radio transcript, a Turkish panel's summary and a Greek children's story).

No reaction of this set shows a date or a time. ``talk`` reads a discussion from an indented block, one entry a
line: ``NAME || TEXT`` (`` // `` separates the paragraphs of one text). ``plain`` gives the truth's text, ``doc`` the
top of a document, ``nav`` a list of links, ``svg`` an image and ``make`` the Case. No page skeleton is shared: each
site writes its own template by hand."""

from __future__ import annotations

import re
from dataclasses import dataclass

from comspider_lab.blind.layout import esc
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed

__all__ = ["C", "Case", "doc", "esc", "make", "nav", "plain", "svg", "talk"]

# no class or id on any page of this set says comment, reaction, reply, opinion or feedback in any language
_WORDS = (
    "comm",
    "koment",
    "komment",
    "coment",
    "reac",
    "reakc",
    "reag",
    "hozzasz",
    "valasz",
    "velemeny",
    "yorum",
    "yanit",
    "gorus",
    "opin",
    "avis",
    "repon",
    "respo",
    "respu",
    "reply",
    "feedb",
    "odpow",
    "odpov",
    "opini",
    "nazor",
    "ohlas",
    "svar",
    "tilbag",
    "mening",
    "vastus",
    "arvamus",
    "atsiliep",
    "nuomon",
    "sxol",
    "σχολ",
    "απαντ",
    "antw",
)

# a date or a time as pages print them: 12.3.2011, 12/03, 2011-03-12, 20:15, 20.15 h
_WHEN = re.compile(r"\b\d{1,4}[./:-]\d{1,2}(?:[./:-]\d{0,4})?\b|\b(?:19|20)\d\d\b")


@dataclass(frozen=True)
class C:
    who: str
    raw: str


def talk(block: str) -> list[C]:
    out: list[C] = []
    for source in block.strip().splitlines():
        line = source.strip()
        if not line:
            continue
        parts = [x.strip() for x in line.split(" || ")]
        assert len(parts) == 2, line
        out.append(C(parts[0], parts[1]))
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
    undated: bool = False,
    talk_from: str = "",
    talk_to: str = "",
) -> Case:
    """``talk_from`` and ``talk_to`` mark where the reactions (or the look-alike's named paragraphs) begin and end in
    the HTML: no date nor time may be printed between them."""
    seeds = [Seed(c.who, plain(c.raw), None, "") for c in cs]
    assert path.isascii() and not path.endswith("/"), path
    for f in files or {}:
        assert f.isascii(), f
    low = html.lower()
    # the theme: everything in the served HTML, nothing fetched from elsewhere, no script needed
    assert 'src="http' not in low and "<iframe" not in low, cid
    assert "<script" not in low, cid
    # the set's brief: the theme's years (2005-2019) or no year at all (undated), no comment widget of any system
    if undated:
        assert not any(str(y) in html for y in range(1990, 2027)), cid
    else:
        assert any(str(y) in html for y in range(2005, 2020)), cid
    assert not any(str(y) in html for y in range(2020, 2027)), cid
    assert "disqus" not in low and "wp-comment" not in low and "<article" not in low and "<time" not in low, (
        cid
    )
    for name in re.findall(r'\b(?:class|id)="([^"]*)"', html):
        assert not any(w in name.lower() for w in _WORDS), (cid, name)
    # no date nor time anywhere among the reactions (or the look-alike's named paragraphs)
    start = html.find(talk_from)
    end = html.find(talk_to, start)
    assert talk_from and talk_to and 0 <= start < end, cid
    assert not _WHEN.search(html[start : end + len(talk_to)]), (cid, _WHEN.search(html[start:end]))
    # every reaction starts with its writer's name: the name is on the page before the text
    for c in cs:
        at = html.find(esc(c.who), start)
        assert start <= at < html.find(esc(plain(c.raw).split("\n")[0][:40]), start), (cid, c.who)
        assert end + len(talk_to) >= html.find(esc(plain(c.raw).split("\n")[-1][-30:]), start), (cid, c.who)
    if kind == "lookalike":
        assert not cs, cid
    else:
        assert 3 <= len(cs) <= 5, cid
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
