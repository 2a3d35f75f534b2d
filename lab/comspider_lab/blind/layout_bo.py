"""Page frames of blind set BO, written for this set: articles as people keep and pass on saved copies of them
(2008-2024). No saved page, archive, browser or vendor code was opened or copied; every class, name and text is
invented. A case gives its site (``SiteBO``), its story (``StoryBO``), its words for the frame (``w``: a dict of the
frame's labels in the page's language) and its parts (``PartsBO``); a frame wraps them:

- ``arc``: a page kept by a web archive: the archive's toolbar at the top (its name, the original address, the
  capture's date, the previous and next captures, a strip of captures per year), every link of the page rewritten
  into the archive's address form ``/capture/<timestamp>/<host><path>``, the page's own scripts blocked or kept;
- ``saved``: "Save Page As, complete": the browser's ``saved from url`` mark, the page's style sheet and pictures in
  a ``<name>_files`` folder beside it, a picture the save missed drawn as a broken placeholder;
- ``single``: a single-file save: one file, style inlined, pictures as ``data:`` URLs, the saving tool's note;
- ``print``: the site's print view: a print header with the address, a "print" button, a print footer;
- ``reader``: a reader-mode / light edition: the text alone, a reading time, a link back to the full page;
- ``mirror``: a partner site's copy of another paper's article: the partner's masthead, its "most read" and link
  lists, a box naming the original;
- ``text``: a "text only" edition: bare markup, bracketed links, rules between parts.
"""

from __future__ import annotations

import base64
from collections.abc import Callable
from dataclasses import dataclass

from comspider_lab.blind.layout import esc, slug


@dataclass(frozen=True)
class SiteBO:
    key: str
    name: str
    lang: str
    host: str
    sections: tuple[str, ...]
    direction: str = "ltr"


@dataclass(frozen=True)
class StoryBO:
    title: str
    byline: str
    iso: str
    shown: str
    paras: str
    lead: str = ""

    @property
    def paragraphs(self) -> list[str]:
        return [" ".join(p.split()) for p in self.paras.strip().split("\n\n") if p.strip()]


@dataclass(frozen=True)
class PartsBO:
    inside: str = ""  # inside the article, after its text
    after: str = ""  # after the article
    rail: str = ""  # a side column or band
    css: str = ""
    end: str = ""  # before </body>
    top: str = ""  # before the page's own header (after the frame's bar)


def svg_data(label: str, w: int = 640, h: int = 360, fill: str = "#c9cdd2") -> str:
    svg = (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}"><rect width="100%" height="100%" '
        f'fill="{fill}"/><text x="20" y="40" font-size="22" fill="#555">{esc(label)}</text></svg>'
    )
    return "data:image/svg+xml;base64," + base64.b64encode(svg.encode()).decode()


def rewrite(ts: str, host: str, path: str) -> str:
    """A link in the archive's own address form."""
    return f"/capture/{ts}/{host}{path}"


def _doc(site: SiteBO, title: str, css: str, body: str, head: str = "") -> str:
    return (
        f'<!doctype html>\n<html lang="{site.lang}" dir="{site.direction}">\n<head>\n<meta charset="utf-8">\n'
        f"{head}<title>{esc(title)}</title>\n<style>{css}</style>\n</head>\n<body>\n{body}\n</body>\n</html>\n"
    )


def _paras(story: StoryBO) -> str:
    return "".join(f"<p>{esc(p)}</p>" for p in story.paragraphs)


def _nav(site: SiteBO, href: Callable[[str], str], cls: str) -> str:
    return (
        f'<ul class="{cls}">'
        + "".join(f'<li><a href="{href("/" + slug(s) + "/")}">{esc(s)}</a></li>' for s in site.sections)
        + "</ul>"
    )


def _links(title: str, rows: list[tuple[str, str]], href: Callable[[str], str], cls: str) -> str:
    if not rows:
        return ""
    return (
        f'<div class="{cls}"><h4>{esc(title)}</h4><ol>'
        + "".join(
            f'<li><a href="{href("/" + slug(h)[:40])}">{esc(h)}</a>{f" <small>{esc(n)}</small>" if n else ""}</li>'
            for h, n in rows
        )
        + "</ol></div>"
    )


# --------------------------------------------------------------------------- the web archive's capture

ARC_CSS = """body{margin:0;font:15px/1.6 Georgia,serif;color:#222;background:#fff}
#rq-bar{font:12px/1.4 Arial,sans-serif;background:#2b2b2b;color:#ddd;padding:6px 12px;display:grid;grid-template-columns:170px 1fr 260px;gap:10px;border-bottom:3px solid #c57f1b}
#rq-bar a{color:#f2c27a}#rq-bar .rq-logo{font:bold 15px Arial,sans-serif;color:#fff}#rq-bar input{width:96%;font:12px monospace}
#rq-bar table{border-collapse:collapse;font-size:10px}#rq-bar td{padding:0 3px;text-align:center;color:#aaa}#rq-bar td.rq-on{background:#c57f1b;color:#fff}
#rq-bar .rq-close{float:right;cursor:pointer}.rq-pg{max-width:980px;margin:0 auto;padding:10px 16px}.rq-pg header{border-bottom:2px solid #333;margin-bottom:12px}
.rq-cols{display:flex;gap:24px}.rq-main{flex:1;min-width:0}.rq-side{width:230px;font-size:13px}.rq-miss{display:inline-block;border:1px dashed #999;color:#777;padding:30px 10px;font:12px Arial,sans-serif;width:90%;text-align:center}"""


def arc(site: SiteBO, story: StoryBO, parts: PartsBO, w: dict[str, str], ts: str, path: str) -> str:
    """``w``: archive, captured, prev, next, years (a "2011:3,2012:7,..." strip), count, hide, missing."""

    def href(p: str) -> str:
        return rewrite(ts, site.host, p)

    strip = "".join(
        f'<td class="{"rq-on" if y == ts[:4] else ""}">{esc(y)}<br>{esc(n)}</td>'
        for y, n in (x.split(":") for x in w["years"].split(","))
    )
    bar = (
        f'<div id="rq-bar"><div><span class="rq-logo">{esc(w["archive"])}</span><br>{esc(w["count"])}</div>'
        f'<div><form action="/capture/search"><input name="u" value="http://{esc(site.host)}{esc(path)}"></form>'
        f'{esc(w["captured"])} <a href="{href(path)}">{ts[:4]}-{ts[4:6]}-{ts[6:8]} {ts[8:10]}:{ts[10:12]}:{ts[12:14]}</a> · '
        f'<a href="/capture/{w["prev_ts"]}/{site.host}{path}">« {esc(w["prev"])}</a> · '
        f'<a href="/capture/{w["next_ts"]}/{site.host}{path}">{esc(w["next"])} »</a></div>'
        f'<div><span class="rq-close" onclick="this.closest(\'#rq-bar\').remove()">✕ {esc(w["hide"])}</span>'
        f"<table><tr>{strip}</tr></table></div></div>"
    )
    body = (
        f"{bar}\n<!-- {esc(w['archive'])}: end of toolbar -->\n{parts.top}"
        f'<div class="rq-pg"><header><h2><a href="{href("/")}">{esc(site.name)}</a></h2>{_nav(site, href, "rq-nav")}</header>'
        f'<div class="rq-cols"><main class="rq-main"><article><h1>{esc(story.title)}</h1>'
        f'<p class="rq-by">{esc(story.byline)} · {esc(story.shown)}</p>'
        + (f"<p><b>{esc(story.lead)}</b></p>" if story.lead else "")
        + f'<span class="rq-miss">{esc(w["missing"])}</span>'
        + _paras(story)
        + parts.inside
        + "</article>"
        + parts.after
        + f'</main><aside class="rq-side">{parts.rail}</aside></div></div>{parts.end}'
    )
    return _doc(site, story.title, ARC_CSS + parts.css, body)


# --------------------------------------------------------------------------- "Save Page As, complete"

SAVED_CSS = """body{margin:0;font:16px/1.55 Tahoma,Verdana,sans-serif;color:#1e1e1e;background:#eef0f2}
.sv-wrap{max-width:1000px;margin:0 auto;background:#fff;padding:0 0 20px}.sv-top{background:#1b4f72;color:#fff;padding:14px 20px}
.sv-top a{color:#fff;font:bold 28px Georgia,serif;text-decoration:none}.sv-nav{display:flex;gap:14px;list-style:none;margin:0;padding:8px 20px;background:#d6e4ee}
.sv-nav a{color:#1b4f72}.sv-grid{display:grid;grid-template-columns:minmax(0,1fr) 240px;gap:24px;padding:16px 20px}.sv-side{font-size:13px}
.sv-broken{display:inline-flex;align-items:center;gap:6px;border:1px solid #bbb;padding:4px 8px;color:#888;font-size:12px}"""


def saved(site: SiteBO, story: StoryBO, parts: PartsBO, w: dict[str, str], folder: str, orig_url: str) -> str:
    """``w``: broken (the alt text of the picture the save missed). ``folder``: the ``_files`` folder's URL."""

    def href(p: str) -> str:
        return f"http://{site.host}{p}"

    mark = f"<!-- saved from url=({len(orig_url):04d}){orig_url} -->\n"
    body = (
        f'{parts.top}<div class="sv-wrap"><div class="sv-top"><a href="{href("/")}">{esc(site.name)}</a></div>'
        f'{_nav(site, href, "sv-nav")}<div class="sv-grid"><main><article class="sv-art"><h1>{esc(story.title)}</h1>'
        f'<p class="sv-by">{esc(story.byline)} | {esc(story.shown)}</p>'
        + (f'<p class="sv-lead">{esc(story.lead)}</p>' if story.lead else "")
        + f'<img src="{folder}/foto1.svg" alt="" width="600" height="300">'
        + _paras(story)
        + f'<p><span class="sv-broken"><img alt="" width="16" height="16">{esc(w["broken"])}</span></p>'
        + parts.inside
        + "</article>"
        + parts.after
        + f'</main><aside class="sv-side">{parts.rail}</aside></div></div>{parts.end}'
    )
    head = f'<link rel="stylesheet" href="{folder}/stil.css">\n'
    return mark + _doc(site, story.title, SAVED_CSS + parts.css, body, head)


# --------------------------------------------------------------------------- a single-file save

SINGLE_CSS = """body{margin:0;font:16px/1.8 "Hiragino Mincho ProN",serif;color:#333;background:#faf8f3}.sf-note{font:12px sans-serif;background:#fffbd6;border-bottom:1px solid #e0d68a;padding:6px 12px;color:#665}
.sf-pg{max-width:760px;margin:0 auto;padding:20px}.sf-pg header{text-align:center;border-bottom:1px solid #ccc}.sf-nav{display:flex;gap:12px;justify-content:center;list-style:none;padding:0}
.sf-pg img{max-width:100%}"""


def single(site: SiteBO, story: StoryBO, parts: PartsBO, w: dict[str, str], orig_url: str) -> str:
    """``w``: note (the saving tool's line), saved (its date line)."""

    def href(p: str) -> str:
        return f"http://{site.host}{p}"

    head = (
        f"<!--\n {esc(w['note'])}\n url: {orig_url}\n {esc(w['saved'])}\n-->\n"
        f'<link rel="icon" href="{svg_data("", 16, 16, "#a33")}">\n'
    )
    body = (
        f'<div class="sf-note">{esc(w["note"])} · {esc(w["saved"])} · <a href="{orig_url}">{esc(orig_url)}</a></div>{parts.top}'
        f'<div class="sf-pg"><header><h2><a href="{href("/")}">{esc(site.name)}</a></h2>{_nav(site, href, "sf-nav")}</header>'
        f'<article><h1>{esc(story.title)}</h1><p class="sf-by">{esc(story.byline)} {esc(story.shown)}</p>'
        f'<img src="{svg_data(story.title[:12])}" alt="" width="640" height="360">'
        + _paras(story)
        + parts.inside
        + "</article>"
        + parts.after
        + parts.rail
        + f"</div>{parts.end}"
    )
    return _doc(site, story.title, SINGLE_CSS + parts.css, body, head)


# --------------------------------------------------------------------------- the print view

PRINT_CSS = """body{margin:0 auto;max-width:720px;font:14px/1.5 "Times New Roman",serif;color:#000;background:#fff;padding:16px}
.pv-head{display:flex;justify-content:space-between;border-bottom:2px solid #000;padding-bottom:6px;font:12px Arial,sans-serif}
.pv-head b{font:bold 22px "Times New Roman",serif}.pv-tools{font:12px Arial,sans-serif;margin:6px 0}.pv-foot{border-top:1px solid #000;margin-top:20px;font:11px Arial,sans-serif;color:#333}
@media print{.pv-tools{display:none}}"""


def print_view(site: SiteBO, story: StoryBO, parts: PartsBO, w: dict[str, str], path: str) -> str:
    """``w``: print, back, printed, source."""
    url = f"http://{site.host}{path}"
    body = (
        f'<div class="pv-head"><b>{esc(site.name)}</b><span>{esc(url)}</span></div>'
        f'<div class="pv-tools"><a href="#" onclick="window.print();return false">🖶 {esc(w["print"])}</a> · '
        f'<a href="{esc(path)}">{esc(w["back"])}</a></div>{parts.top}'
        f'<article class="pv-art"><h1>{esc(story.title)}</h1><p class="pv-by">{esc(story.byline)}, {esc(story.shown)}</p>'
        + (f"<p><i>{esc(story.lead)}</i></p>" if story.lead else "")
        + _paras(story)
        + parts.inside
        + "</article>"
        + parts.after
        + f'<div class="pv-foot">{esc(w["source"])}: {esc(url)}<br>{esc(w["printed"])}</div>{parts.end}'
    )
    return _doc(site, story.title, PRINT_CSS + parts.css, body)


# --------------------------------------------------------------------------- reader mode / light edition

READER_CSS = """body{margin:0;background:#f4efe6;color:#2a2a2a;font:19px/1.7 Charter,Georgia,serif}.rd-bar{font:13px Arial,sans-serif;padding:8px 16px;background:#e6dfd2;display:flex;gap:14px}
.rd-bar button{font:13px Arial,sans-serif}.rd-col{max-width:660px;margin:24px auto;padding:0 18px}.rd-col h1{font-size:34px;line-height:1.2}.rd-meta{font:14px Arial,sans-serif;color:#777}"""


def reader(site: SiteBO, story: StoryBO, parts: PartsBO, w: dict[str, str], full: str) -> str:
    """``w``: mode (the edition's name), minutes, full (the link back), smaller, larger."""
    body = (
        f'<div class="rd-bar"><b>{esc(w["mode"])}</b><a href="{esc(full)}">{esc(w["full"])}</a>'
        '<button type="button" onclick="document.body.style.fontSize=\'16px\'">A−</button>'
        '<button type="button" onclick="document.body.style.fontSize=\'22px\'">A+</button></div>'
        f'{parts.top}<div class="rd-col"><p class="rd-meta">{esc(site.name)} · {esc(w["minutes"])}</p>'
        f'<article><h1>{esc(story.title)}</h1><p class="rd-meta">{esc(story.byline)} · {esc(story.shown)}</p>'
        + (f"<p><b>{esc(story.lead)}</b></p>" if story.lead else "")
        + _paras(story)
        + parts.inside
        + "</article>"
        + parts.after
        + parts.rail
        + f"</div>{parts.end}"
    )
    return _doc(site, story.title, READER_CSS + parts.css, body)


# --------------------------------------------------------------------------- a partner site's copy

MIRROR_CSS = """body{margin:0;font:16px/1.6 "Trebuchet MS",Arial,sans-serif;color:#222;background:#f6f6f6}.mr-top{background:#fff;border-bottom:4px solid #2e7d32;padding:12px 20px}
.mr-top a.mr-logo{font:bold 30px "Trebuchet MS",sans-serif;color:#2e7d32;text-decoration:none}.mr-nav{display:flex;gap:16px;list-style:none;margin:0;padding:6px 20px;background:#2e7d32}
.mr-nav a{color:#fff;text-decoration:none}.mr-body{display:grid;grid-template-columns:minmax(0,1fr) 280px;gap:26px;max-width:1080px;margin:0 auto;padding:18px;background:#fff}
.mr-orig{border-left:4px solid #2e7d32;background:#eef6ee;padding:8px 12px;font-size:14px}.mr-side h4{border-bottom:2px solid #2e7d32;margin:16px 0 6px}.mr-side ol{padding-left:18px;font-size:14px}
.mr-foot{text-align:center;font-size:12px;color:#777;padding:20px}"""


def mirror(site: SiteBO, story: StoryBO, parts: PartsBO, w: dict[str, str], orig: str, orig_url: str) -> str:
    """``w``: origin (the box's sentence before the original's name), most, more (link list), rights; ``w["most_rows"]``
    and ``w["more_rows"]``: "headline~count;headline~count" rows."""

    def href(p: str) -> str:
        return p

    def rows(key: str) -> list[tuple[str, str]]:
        return [tuple(([*x.split("~"), ""])[:2]) for x in w[key].split(";") if x]  # type: ignore[misc]

    body = (
        f'<div class="mr-top"><a class="mr-logo" href="/">{esc(site.name)}</a></div>{_nav(site, href, "mr-nav")}{parts.top}'
        f'<div class="mr-body"><main><article class="mr-art"><h1>{esc(story.title)}</h1>'
        f'<p class="mr-by">{esc(story.byline)} · {esc(story.shown)}</p>'
        f'<p class="mr-orig">{esc(w["origin"])} <a href="{esc(orig_url)}">{esc(orig)}</a></p>'
        + (f"<p><b>{esc(story.lead)}</b></p>" if story.lead else "")
        + _paras(story)
        + parts.inside
        + "</article>"
        + parts.after
        + '</main><aside class="mr-side">'
        + _links(w["most"], rows("most_rows"), href, "mr-most")
        + _links(w["more"], rows("more_rows"), href, "mr-more")
        + parts.rail
        + f'</aside></div><div class="mr-foot">© {esc(site.name)} · {esc(w["rights"])}</div>{parts.end}'
    )
    return _doc(site, story.title, MIRROR_CSS + parts.css, body)


# --------------------------------------------------------------------------- the "text only" edition


def text_only(site: SiteBO, story: StoryBO, parts: PartsBO, w: dict[str, str], home: str) -> str:
    """``w``: edition (its name), graphic (the link to the graphic edition), top (back to top)."""
    links = " ".join(f'[<a href="{home}{slug(s)}/">{esc(s)}</a>]' for s in site.sections)
    body = (
        f'<p><b>{esc(site.name)}</b> – {esc(w["edition"])} | <a href="/">{esc(w["graphic"])}</a></p>'
        f"<p>{links}</p><hr>{parts.top}"
        f"<h1>{esc(story.title)}</h1><p>{esc(story.byline)}<br>{esc(story.shown)}</p>"
        + (f"<p><b>{esc(story.lead)}</b></p>" if story.lead else "")
        + _paras(story)
        + parts.inside
        + "<hr>"
        + parts.after
        + parts.rail
        + f'<hr><p><a href="#">{esc(w["top"])}</a> | {links}</p>{parts.end}'
    )
    return _doc(site, story.title, "body{font-family:monospace;max-width:72ch;margin:8px}" + parts.css, body)
