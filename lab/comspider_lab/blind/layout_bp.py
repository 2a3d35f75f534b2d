"""Page templates of blind set BP, written for this set (no saved page opened, no vendor's or theme's code copied;
every class, name and text invented). Three looks:

- ``kit``: a recipe, garden or DIY magazine (``lk-*``): a pale header with the logo left and a search box, a menu
  bar, breadcrumbs, a wide story column with a share row and a print button, the case's block, a "more like this"
  strip of cards and a newsletter band, a footer;
- ``map``: a travel or local guide (``gm-*``): a dark top bar, the story beside a right column with a map box and
  "popular now", the case's block under the story, a footer of regions;
- ``desk``: a news site's article, podcast or video page (``nd-*``): a red rule, the masthead, sections, the story
  in a column with a left rail of "popular", the case's block, related links, a footer.

Page parts (``Bits``): ``inside`` (inside the story, after its text), ``after`` (after the story), ``side`` (the
rail or right column), ``style``, ``tail`` (before </body>).
"""

from __future__ import annotations

from dataclasses import dataclass

from comspider_lab.blind.content_bp import TERMS, SiteBP
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
    popular: tuple[str, ...] = ()
    related: tuple[str, ...] = ()

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


def _top(site: SiteBP, piece: Piece, css: str, bits: Bits) -> str:
    return (
        f'<!doctype html>\n<html lang="{site.lang}">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{esc(piece.title)} | {esc(site.name)}</title>\n"
        f'<meta name="description" content="{esc(piece.dek or piece.paragraphs[0][:140])}">\n'
        f'<meta property="og:type" content="article"><meta property="og:site_name" content="{esc(site.name)}">\n'
        f'<meta property="article:published_time" content="{piece.iso}">\n'
        f"<style>{css}{bits.style}</style>\n</head>\n<body>\n"
    )


def _menu(site: SiteBP, cls: str) -> str:
    return (
        f'<ul class="{cls}">'
        + "".join(
            f'<li><a href="/{"" if k == 0 else slug(m) + "/"}">{esc(m)}</a></li>'
            for k, m in enumerate(site.menu)
        )
        + "</ul>"
    )


def _links(rows: tuple[str, ...], sec: str, cls: str, title: str, tag: str = "ul") -> str:
    if not rows:
        return ""
    return (
        f'<div class="{cls}"><h3>{esc(title)}</h3><{tag}>'
        + "".join(f'<li><a href="/{slug(sec)}/{slug(r)[:40]}">{esc(r)}</a></li>' for r in rows)
        + f"</{tag}></div>"
    )


def _paras(piece: Piece) -> str:
    return "".join(f"<p>{esc(p)}</p>" for p in piece.paragraphs)


KIT_CSS = """body{margin:0;font:17px/1.65 Georgia,'Times New Roman',serif;color:#2a2420;background:#fffdf8}
.lk-head{display:flex;justify-content:space-between;align-items:center;padding:16px 28px;background:#f3ede2}.lk-logo{font:700 30px/1 'Trebuchet MS',sans-serif;color:#7a3e1d;text-decoration:none}
.lk-logo small{display:block;font:13px Arial,sans-serif;color:#8a7b6a}.lk-find input{padding:6px 10px;border:1px solid #cbbfae;border-radius:16px}
.lk-bar{display:flex;gap:20px;list-style:none;margin:0;padding:10px 28px;background:#7a3e1d;font:bold 14px Arial,sans-serif}.lk-bar a{color:#fff;text-decoration:none}
.lk-crumbs{font:13px Arial,sans-serif;color:#8a7b6a;padding:10px 28px}.lk-crumbs a{color:#7a3e1d}.lk-story{max-width:760px;margin:0 auto;padding:0 20px}
.lk-story h1{font:700 40px/1.15 'Trebuchet MS',sans-serif;margin:8px 0}.lk-dek{font-size:20px;color:#5a4d40}.lk-meta{font:13px Arial,sans-serif;color:#8a7b6a}
.lk-story img{width:100%;height:auto;border-radius:8px;background:#e6dccb}.lk-tools{display:flex;gap:10px;font:13px Arial,sans-serif;margin:10px 0}
.lk-tools button,.lk-tools a{border:1px solid #cbbfae;background:#fff;padding:4px 10px;border-radius:14px;color:#5a4d40;text-decoration:none}
.lk-more{max-width:1000px;margin:30px auto;padding:0 20px}.lk-more ul{display:grid;grid-template-columns:repeat(3,1fr);gap:14px;list-style:none;padding:0}
.lk-more li{background:#f3ede2;border-radius:8px;padding:14px;font:bold 15px Arial,sans-serif}.lk-more a{color:#2a2420;text-decoration:none}
.lk-band{background:#2f5d50;color:#fff;text-align:center;padding:22px;font-family:Arial,sans-serif}.lk-band button{background:#f2c14e;border:0;padding:7px 16px;font-weight:bold}
.lk-pop{max-width:760px;margin:0 auto;padding:0 20px;font:15px Arial,sans-serif}.lk-foot{padding:22px 28px;font:12px Arial,sans-serif;color:#8a7b6a;background:#f3ede2}"""


def kit(site: SiteBP, piece: Piece, bits: Bits) -> str:
    t = TERMS[site.lang]
    sec = piece.section or site.menu[1]
    return (
        _top(site, piece, KIT_CSS, bits)
        + f'<header class="lk-head"><a class="lk-logo" href="/">{esc(site.name)}<small>{esc(site.motto)}</small></a>'
        '<form class="lk-find" action="/suche" method="get"><input type="search" name="q" aria-label="search"></form></header>'
        f"<nav>{_menu(site, 'lk-bar')}</nav>\n"
        f'<p class="lk-crumbs"><a href="/">{esc(t["home"])}</a> › <a href="/{slug(sec)}/">{esc(sec)}</a></p>\n'
        f'<main><article class="lk-story"><h1>{esc(piece.title)}</h1>'
        + (f'<p class="lk-dek">{esc(piece.dek)}</p>' if piece.dek else "")
        + f'<p class="lk-meta">{esc(piece.byline)} · <time datetime="{piece.iso}">{esc(piece.shown)}</time></p>'
        f'<div class="lk-tools"><a href="#share">{esc(t["share"])}</a><button type="button" onclick="window.print()">{esc(t["print"])}</button></div>'
        f'<img src="/_avatar/lk-{slug(piece.title)[:30]}.svg" alt="" width="760" height="430">'
        + _paras(piece)
        + bits.inside
        + "</article>\n"
        + bits.after
        + "</main>"
        + bits.side
        + _links(piece.related, sec, "lk-more", t["related"])
        + f'<div class="lk-band"><p>{esc(t["letter"])}</p><button type="button">{esc(t["join"])}</button></div>'
        + _links(piece.popular, sec, "lk-pop", t["popular"], "ol")
        + f'<footer class="lk-foot">© {esc(site.name)} · {esc(t["rights"])}</footer>\n{bits.tail}\n</body>\n</html>\n'
    )


MAP_CSS = """body{margin:0;font:16px/1.6 'Segoe UI',Tahoma,sans-serif;color:#1f2a33;background:#f4f7f8}
.gm-top{background:#123347;color:#fff;padding:12px 24px;display:flex;align-items:baseline;gap:18px}.gm-top a.gm-name{color:#fff;font:800 24px 'Segoe UI',sans-serif;text-decoration:none}
.gm-top span{color:#9fc3d6;font-size:13px}.gm-nav{display:flex;gap:16px;list-style:none;margin:0;padding:8px 24px;background:#fff;border-bottom:1px solid #d5dee3;font-size:14px}.gm-nav a{color:#123347}
.gm-grid{display:grid;grid-template-columns:minmax(0,1fr) 290px;gap:28px;max-width:1160px;margin:0 auto;padding:22px}.gm-story{background:#fff;padding:22px;border-radius:6px}
.gm-story h1{font:800 32px/1.2 'Segoe UI',sans-serif;margin:6px 0}.gm-dek{color:#4b5d69;font-size:18px}.gm-meta{color:#7b8b95;font-size:13px}.gm-story img{width:100%;height:auto;background:#c9d7de;border-radius:4px}
.gm-col .gm-box{background:#fff;border-radius:6px;padding:14px;margin-bottom:16px;font-size:14px}.gm-col h3{margin:0 0 8px;font-size:15px}.gm-mapbox{height:160px;background:#d8e6d0;border-radius:4px}
.gm-foot{background:#123347;color:#9fc3d6;font-size:12px;padding:20px 24px}.gm-rel a{display:block;padding:3px 0}"""


def guide(site: SiteBP, piece: Piece, bits: Bits) -> str:
    t = TERMS[site.lang]
    sec = piece.section or site.menu[1]
    return (
        _top(site, piece, MAP_CSS, bits)
        + f'<div class="gm-top"><a class="gm-name" href="/">{esc(site.name)}</a><span>{esc(site.motto)}</span></div>'
        f"<nav>{_menu(site, 'gm-nav')}</nav>\n"
        f'<div class="gm-grid"><main><article class="gm-story"><p class="gm-meta"><a href="/{slug(sec)}/">{esc(sec)}</a></p>'
        f"<h1>{esc(piece.title)}</h1>"
        + (f'<p class="gm-dek">{esc(piece.dek)}</p>' if piece.dek else "")
        + f'<p class="gm-meta">{esc(piece.byline)} · <time datetime="{piece.iso}">{esc(piece.shown)}</time></p>'
        f'<img src="/_avatar/gm-{slug(piece.title)[:30]}.svg" alt="" width="820" height="420">'
        + _paras(piece)
        + bits.inside
        + "</article>\n"
        + bits.after
        + '</main><aside class="gm-col"><div class="gm-box"><div class="gm-mapbox" role="img" aria-label="map"></div></div>'
        + _links(piece.popular, sec, "gm-box gm-pop", t["popular"], "ol")
        + bits.side
        + _links(piece.related, sec, "gm-box gm-rel", t["related"])
        + f'</aside></div><footer class="gm-foot">{esc(site.name)} · {esc(t["letter"])} · © {esc(t["rights"])}</footer>\n{bits.tail}\n</body>\n</html>\n'
    )


DESK_CSS = """body{margin:0;font:16px/1.6 Helvetica,Arial,sans-serif;color:#161616;background:#fff;border-top:6px solid #c4161c}
.nd-mast{text-align:center;padding:18px 10px 6px}.nd-mast a{font:900 38px/1 'Times New Roman',serif;color:#161616;text-decoration:none}.nd-mast p{margin:4px 0 0;color:#777;font-size:12px}
.nd-secs{display:flex;justify-content:center;gap:18px;list-style:none;margin:0;padding:8px;border-top:1px solid #ddd;border-bottom:3px double #ddd;font-weight:bold;font-size:14px}.nd-secs a{color:#161616;text-decoration:none}
.nd-body{display:grid;grid-template-columns:220px minmax(0,1fr);gap:32px;max-width:1140px;margin:0 auto;padding:22px}.nd-rail{font-size:14px;border-right:1px solid #eee;padding-right:18px}
.nd-rail h3{font-size:13px;text-transform:uppercase;color:#c4161c}.nd-rail ol{padding-left:18px}.nd-art h1{font:700 36px/1.15 'Times New Roman',serif;margin:4px 0 10px}
.nd-kicker{color:#c4161c;font-weight:bold;font-size:13px;text-transform:uppercase}.nd-dek{font-size:19px;color:#444}.nd-line{font-size:13px;color:#777;border-bottom:1px solid #eee;padding-bottom:8px}
.nd-art img{width:100%;height:auto;background:#d9d9d9}.nd-rel{margin:24px 0;border-top:3px solid #161616;padding-top:8px}.nd-rel a{display:block;font-weight:bold;color:#161616;padding:3px 0}
.nd-foot{background:#161616;color:#aaa;text-align:center;font-size:12px;padding:22px}"""


def desk(site: SiteBP, piece: Piece, bits: Bits) -> str:
    t = TERMS[site.lang]
    sec = piece.section or site.menu[1]
    return (
        _top(site, piece, DESK_CSS, bits)
        + f'<header class="nd-mast"><a href="/">{esc(site.name)}</a><p>{esc(site.motto)}</p></header>'
        f"<nav>{_menu(site, 'nd-secs')}</nav>\n"
        '<div class="nd-body"><aside class="nd-rail">'
        + _links(piece.popular, sec, "nd-pop", t["popular"], "ol")
        + bits.side
        + f'</aside><main><article class="nd-art"><p class="nd-kicker"><a href="/{slug(sec)}/">{esc(sec)}</a></p>'
        f"<h1>{esc(piece.title)}</h1>"
        + (f'<p class="nd-dek">{esc(piece.dek)}</p>' if piece.dek else "")
        + f'<p class="nd-line">{esc(piece.byline)} · <time datetime="{piece.iso}">{esc(piece.shown)}</time> · <a href="#share">{esc(t["share"])}</a></p>'
        + _paras(piece)
        + bits.inside
        + "</article>\n"
        + bits.after
        + _links(piece.related, sec, "nd-rel", t["related"])
        + f'</main></div><footer class="nd-foot">{esc(site.name)} · {esc(t["letter"])} · © {esc(t["rights"])}</footer>\n{bits.tail}\n</body>\n</html>\n'
    )


LOOKS = {"kit": kit, "map": guide, "desk": desk}


def render_bp(site: SiteBP, piece: Piece, bits: Bits) -> str:
    return LOOKS[site.look](site, piece, bits)
