"""Page templates of blind set BE, written for this set (no saved page opened, no vendor's or theme's code copied;
every class, name and text invented): a large news site of 2011-2013 as its server sent the page, with that era's
heavy furniture, each site's classes under its own prefix (``site.prefix``).

- ``bs``: a broadsheet: a leaderboard advertisement, a top bar (date, sign in, search), the masthead, a row of
  sections, a breaking-news ticker, a breadcrumb, the article in a wide column (headline, standfirst, byline with the
  published and updated times, a share bar with counts, picture with caption and credit, text with a "related" box
  after the second paragraph, tags), the case's blocks, a "more from" strip of teasers with times, a right rail (an
  MPU advertisement, a tabbed most read / most commented / most shared box with counts, a video box, the case's rail,
  trending topics, "from around the web" partner links, a skyscraper advertisement), a footer of link columns;
- ``tb``: a tabloid portal: the same parts in three columns (a left column of sections and trending topics, the
  article, a right column), a red masthead and a puzzle/competition strip in the footer.

Page parts (``Parts``): ``inside`` (in the article after the text), ``before`` (right after the article), ``after``
(after the "more from" strip), ``rail`` (the right column, after the video box), ``css``, ``end``.
"""

from __future__ import annotations

from dataclasses import dataclass

from comspider_lab.blind.content_be import WORDS, SiteBE
from comspider_lab.blind.layout import esc, slug


@dataclass(frozen=True)
class Story:
    title: str
    byline: str
    iso: str
    shown: str
    paras: str  # paragraphs separated by blank lines
    lead: str = ""
    section: str = ""
    updated: str = ""
    caption: str = ""
    tags: tuple[str, ...] = ()

    @property
    def paragraphs(self) -> list[str]:
        return [" ".join(p.split()) for p in self.paras.strip().split("\n\n") if p.strip()]


@dataclass(frozen=True)
class Parts:
    inside: str = ""
    before: str = ""
    after: str = ""
    rail: str = ""
    css: str = ""
    end: str = ""


def _num(text: str, mod: int, base: int = 3) -> int:
    """A stable made-up count from a text (never Python's hash)."""
    return base + sum(ord(ch) * (k + 1) for k, ch in enumerate(text)) % mod


def _head(site: SiteBE, story: Story, path: str, css: str, parts: Parts) -> str:
    desc = story.lead or story.paragraphs[0][:160]
    p = site.prefix
    return (
        f'<!DOCTYPE html>\n<html lang="{site.lang}">\n<head>\n<meta http-equiv="Content-Type" content="text/html; charset=utf-8">\n'
        f"<title>{esc(story.title)} | {esc(site.name)}</title>\n"
        f'<meta name="description" content="{esc(desc)}">\n<meta name="keywords" content="{esc(", ".join(story.tags))}">\n'
        f'<link rel="alternate" type="application/rss+xml" href="/rss/{slug(story.section or site.sections[1])}.xml">\n'
        f'<meta property="og:title" content="{esc(story.title)}">\n<meta property="og:type" content="article">\n'
        f'<meta property="og:site_name" content="{esc(site.name)}">\n'
        f'<meta property="article:published_time" content="{story.iso}">\n'
        f"<style>{css.replace('PFX', p)}{parts.css}</style>\n"
        "<script>var adSlots = adSlots || []; adSlots.push({zone: 'article', sizes: ['728x90', '300x250', '160x600']});"
        f" var pageMeta = {{section: '{slug(story.section or site.sections[1])}', type: 'story'}};</script>\n"
        f'</head>\n<body class="{p}-body {p}-story">\n'
    )


def _ad(site: SiteBE, size: str, cls: str) -> str:
    w, h = size.split("x")
    return (
        f'<div class="{site.prefix}-ad {cls}"><span class="{site.prefix}-adlabel">{esc(WORDS[site.lang]["ad"])}</span>'
        f'<a href="/adclick?slot={size}" rel="nofollow"><img src="/_avatar/ad-{size}.svg" width="{w}" height="{h}" alt=""></a></div>'
    )


def _share(site: SiteBE, story: Story) -> str:
    p = site.prefix
    w = WORDS[site.lang]
    a, b, c = _num(story.title, 2400, 40), _num(story.title + "c", 600, 8), _num(story.byline, 90, 1)
    return (
        f'<div class="{p}-sharebar"><span class="{p}-sharelabel">{esc(w["share"])}</span> '
        f'<a class="{p}-sh {p}-sh-fl" href="/share/friendlane">Friendlane <b>{a}</b></a> '
        f'<a class="{p}-sh {p}-sh-ch" href="/share/chirrup">Chirrup <b>{b}</b></a> '
        f'<a class="{p}-sh {p}-sh-pb" href="/share/pinboardly">Pinboardly <b>{c}</b></a> '
        f'<a class="{p}-sh" href="/share/mail">✉</a> <a class="{p}-sh" href="?print=1">{esc(w["print"])}</a></div>'
    )


def _paras(site: SiteBE, story: Story) -> str:
    p = site.prefix
    out = ""
    for k, para in enumerate(story.paragraphs):
        out += f"<p>{esc(para)}</p>"
        if k == 1:
            h = site.headlines
            out += (
                f'<div class="{p}-inline-rel"><b>{esc(WORDS[site.lang]["related"])} {esc(story.section or site.sections[1])}</b>'
                f'<ul><li><a href="/{slug(h[3])}">{esc(h[3])}</a></li><li><a href="/{slug(h[4])}">{esc(h[4])}</a></li></ul></div>'
            )
    return out


def _most(site: SiteBE) -> str:
    p = site.prefix
    w = WORDS[site.lang]
    h = site.headlines
    read = "".join(f'<li><a href="/{slug(x)}">{esc(x)}</a></li>' for x in h)
    com = "".join(
        f'<li><a href="/{slug(x)}#comments">{esc(x)}</a> <span class="{p}-cnt">{_num(x, 400, 12)} {esc(w["comments"])}</span></li>'
        for x in (h[2], h[0], h[4], h[1])
    )
    shared = "".join(
        f'<li><a href="/{slug(x)}">{esc(x)}</a> <span class="{p}-cnt">{_num(x + "s", 3000, 100):,}</span></li>'
        for x in (h[4], h[3], h[0])
    )
    return (
        f'<div class="{p}-mostbox" id="{p}-most"><ul class="{p}-tabs">'
        f'<li class="{p}-on"><a href="#{p}-m1" data-tab="m1">{esc(w["most_read"])}</a></li>'
        f'<li><a href="#{p}-m2" data-tab="m2">{esc(w["most_commented"])}</a></li>'
        f'<li><a href="#{p}-m3" data-tab="m3">{esc(w["most_shared"])}</a></li></ul>'
        f'<ol class="{p}-tabpane" id="{p}-m1">{read}</ol>'
        f'<ol class="{p}-tabpane {p}-hide" id="{p}-m2">{com}</ol>'
        f'<ol class="{p}-tabpane {p}-hide" id="{p}-m3">{shared}</ol></div>'
    )


def _video(site: SiteBE) -> str:
    p = site.prefix
    return (
        f'<div class="{p}-videobox"><h3>{esc(WORDS[site.lang]["video"])}</h3>'
        f'<a href="/video/{slug(site.video)}"><img src="/_avatar/vid-{site.key}.svg" width="300" height="169" alt="">'
        f'<span class="{p}-play">▶ 1:{_num(site.video, 50, 10)}</span></a><p>{esc(site.video)}</p></div>'
    )


def _trending(site: SiteBE) -> str:
    p = site.prefix
    words = [" ".join(x.split()[:2]) if " " in x else x[:6] for x in site.headlines[:4]]
    return (
        f'<div class="{p}-trend"><h3>{esc(WORDS[site.lang]["trending"])}</h3>'
        + "".join(f'<a href="/tag/{slug(x)}">{esc(x)}</a> ' for x in words)
        + "</div>"
    )


def _partners(site: SiteBE) -> str:
    p = site.prefix
    w = WORDS[site.lang]
    return (
        f'<div class="{p}-partners"><h3>{esc(w["partners"])}</h3><ul>'
        + "".join(
            f'<li><a href="/out/partner-{k}" rel="nofollow"><img src="/_avatar/pt-{k}-{site.key}.svg" width="90" height="60" alt="">'
            f"{esc(x)}</a></li>"
            for k, x in enumerate(site.partners)
        )
        + f'</ul><p class="{p}-spons">{esc(w["sponsored"])} · AdLattice</p></div>'
    )


def _teasers(site: SiteBE, story: Story) -> str:
    p = site.prefix
    sec = story.section or site.sections[1]
    return (
        f'<div class="{p}-morefrom"><h3>{esc(WORDS[site.lang]["related"])} {esc(sec)}</h3><ul>'
        + "".join(
            f'<li><a href="/{slug(sec)}/{slug(x)}"><img src="/_avatar/t-{k}-{site.key}.svg" width="140" height="90" alt="">'
            f"<span>{esc(x)}</span></a></li>"
            for k, x in enumerate(site.headlines[:4])
        )
        + "</ul></div>"
    )


def _article(site: SiteBE, story: Story, parts: Parts) -> str:
    p = site.prefix
    w = WORDS[site.lang]
    upd = f" · {esc(w['updated'])}: {esc(story.updated)}" if story.updated else ""
    return (
        f'<div class="{p}-article" id="{p}-story"><h1 class="{p}-headline">{esc(story.title)}</h1>'
        + (f'<p class="{p}-standfirst">{esc(story.lead)}</p>' if story.lead else "")
        + f'<p class="{p}-byline"><span class="{p}-author">{esc(story.byline)}</span> · '
        f'<span class="{p}-date" title="{story.iso}">{esc(story.shown)}</span>{upd}</p>'
        + _share(site, story)
        + f'<div class="{p}-pic"><img src="/_avatar/pic-{site.key}.svg" width="620" height="349" alt="">'
        f'<p class="{p}-caption">{esc(story.caption or story.title)}</p></div>'
        f'<div class="{p}-body-text">{_paras(site, story)}</div>'
        + parts.inside
        + f'<p class="{p}-tags">'
        + " ".join(f'<a href="/tag/{slug(t)}">{esc(t)}</a>' for t in story.tags)
        + "</p></div>\n"
    )


def _footer(site: SiteBE) -> str:
    p = site.prefix
    w = WORDS[site.lang]
    cols = "".join(
        f'<ul class="{p}-fcol">'
        + "".join(f'<li><a href="/{slug(s)}/">{esc(s)}</a></li>' for s in site.sections[k::3])
        + "</ul>"
        for k in range(3)
    )
    return (
        f'<div class="{p}-footer">{cols}<p>© 2012 {esc(site.name)} · {esc(w["rights"])}</p></div>\n'
        f"<script>(function(){{var box=document.getElementById('{p}-most');if(!box)return;"
        "box.addEventListener('click',function(e){var t=e.target.getAttribute&&e.target.getAttribute('data-tab');"
        f"if(!t)return;e.preventDefault();var ps=box.querySelectorAll('.{p}-tabpane');"
        f"for(var i=0;i<ps.length;i++){{ps[i].className='{p}-tabpane'+(ps[i].id=='{p}-'+t?'':' {p}-hide');}}}});}})();"
        "var _stats=_stats||[];_stats.push(['page',location.pathname]);</script>\n"
    )


BS_CSS = """body{margin:0;font:14px/1.5 Georgia,"Times New Roman",serif;color:#222;background:#e9e9e4}
.PFX-page{width:980px;margin:0 auto;background:#fff}.PFX-ad{text-align:center;padding:6px 0;background:#f3f3f3}.PFX-adlabel{display:block;font:9px Arial;color:#999;text-transform:uppercase}
.PFX-topbar{font:11px Arial;color:#666;padding:4px 12px;border-bottom:1px solid #ddd;display:flex;justify-content:space-between}
.PFX-mast{padding:14px 12px 4px;font:bold 42px "Times New Roman",serif}.PFX-mast a{color:#111;text-decoration:none}.PFX-mast small{display:block;font:italic 13px Georgia;color:#777}
.PFX-nav{list-style:none;margin:0;padding:0 12px;background:#1d3557;display:flex}.PFX-nav li a{display:block;padding:7px 11px;color:#fff;font:bold 12px Arial;text-decoration:none}
.PFX-ticker{background:#fff3cd;font:12px Arial;padding:5px 12px}.PFX-crumb{font:11px Arial;color:#888;padding:8px 12px}
.PFX-cols{display:flex;gap:20px;padding:0 12px 20px}.PFX-main{width:620px}.PFX-rail{width:300px;font:12px Arial}
.PFX-headline{font:bold 30px/1.15 Georgia;margin:0 0 8px}.PFX-standfirst{font-size:17px;color:#555}.PFX-byline{font:11px Arial;color:#777}
.PFX-sharebar{font:11px Arial;margin:8px 0;padding:5px;border-top:1px solid #eee;border-bottom:1px solid #eee}.PFX-sh{margin-right:8px;color:#1d3557}
.PFX-caption{font:11px Arial;color:#777}.PFX-inline-rel{float:right;width:200px;margin:0 0 8px 12px;padding:6px;border-top:3px solid #1d3557;font:12px Arial;background:#f7f7f7}
.PFX-tags a{font:11px Arial;background:#eee;padding:1px 6px;margin-right:4px}.PFX-morefrom ul{list-style:none;padding:0;display:flex;gap:10px;font:12px Arial}.PFX-morefrom li{width:145px}
.PFX-mostbox{border:1px solid #ccc;margin:12px 0}.PFX-tabs{list-style:none;margin:0;padding:0;display:flex;background:#eee}.PFX-tabs li a{display:block;padding:5px 7px;font-weight:bold}.PFX-on{background:#fff}
.PFX-hide{display:none}.PFX-cnt{color:#999}.PFX-videobox,.PFX-trend,.PFX-partners{margin:14px 0}.PFX-videobox h3,.PFX-trend h3,.PFX-partners h3{font:bold 13px Arial;border-bottom:2px solid #1d3557}
.PFX-partners ul{list-style:none;padding:0}.PFX-partners li{overflow:hidden;margin-bottom:6px}.PFX-partners img{float:left;margin-right:6px}.PFX-spons{font-size:10px;color:#aaa}
.PFX-footer{background:#1d3557;color:#ccd;padding:14px 12px;font:11px Arial;display:flex;flex-wrap:wrap;gap:30px}.PFX-footer a{color:#fff}.PFX-fcol{list-style:none;padding:0}"""


def bs(site: SiteBE, story: Story, parts: Parts, path: str) -> str:
    p = site.prefix
    w = WORDS[site.lang]
    sec = story.section or site.sections[1]
    return (
        _head(site, story, path, BS_CSS, parts)
        + f'<div class="{p}-page">'
        + _ad(site, "728x90", f"{p}-leader")
        + f'<div class="{p}-topbar"><span>{esc(story.shown)}</span><span><a href="/login">{esc(w["login"])}</a> | '
        f'<a href="/register">{esc(w["register"])}</a> <form class="{p}-search" action="/search" style="display:inline">'
        f'<input name="q" size="14"> <button>{esc(w["search"])}</button></form></span></div>'
        f'<div class="{p}-mast"><a href="/">{esc(site.name)}</a><small>{esc(site.tagline)}</small></div>'
        f'<ul class="{p}-nav">'
        + "".join(f'<li><a href="/{slug(s)}/">{esc(s)}</a></li>' for s in site.sections)
        + f'</ul><div class="{p}-ticker"><b>▶</b> {esc(site.ticker)}</div>'
        f'<p class="{p}-crumb"><a href="/">{esc(site.sections[0])}</a> » <a href="/{slug(sec)}/">{esc(sec)}</a></p>'
        f'<div class="{p}-cols"><div class="{p}-main">'
        + _article(site, story, parts)
        + parts.before
        + _teasers(site, story)
        + parts.after
        + f'<form class="{p}-nl" action="/newsletter"><b>{esc(w["newsletter"])}</b> <input name="e"></form>'
        + f'</div><div class="{p}-rail">'
        + _ad(site, "300x250", f"{p}-mpu")
        + _most(site)
        + _video(site)
        + parts.rail
        + _trending(site)
        + _partners(site)
        + _ad(site, "160x600", f"{p}-sky")
        + "</div></div>"
        + _footer(site)
        + f"</div>\n{parts.end}\n</body>\n</html>\n"
    )


TB_CSS = """body{margin:0;font:13px/1.45 Arial,Helvetica,sans-serif;color:#111;background:#fff}
.PFX-ad{text-align:center;padding:4px 0;background:#fafafa;border-bottom:1px solid #eee}.PFX-adlabel{display:block;font-size:9px;color:#aaa}
.PFX-mast{background:#c8102e;color:#fff;padding:10px 16px;display:flex;justify-content:space-between;align-items:center}.PFX-mast a{color:#fff;font:900 36px Impact,Arial;text-decoration:none}
.PFX-ticker{background:#111;color:#ff0;padding:4px 16px;font-weight:bold}.PFX-grid{display:flex;gap:16px;max-width:1100px;margin:0 auto;padding:12px}
.PFX-left{width:150px}.PFX-left ul{list-style:none;padding:0}.PFX-left li a{display:block;padding:4px;border-bottom:1px dotted #ccc;color:#c8102e;font-weight:bold;text-decoration:none}
.PFX-main{flex:1;min-width:0}.PFX-rail{width:300px}.PFX-headline{font:900 32px/1.1 Arial;margin:4px 0}.PFX-standfirst{font-weight:bold;font-size:15px}
.PFX-byline{color:#777;font-size:11px}.PFX-sharebar{margin:6px 0;font-size:11px}.PFX-sh{background:#eee;padding:2px 6px;margin-right:4px;color:#333;text-decoration:none}
.PFX-caption{font-size:11px;background:#111;color:#fff;padding:3px 6px;margin:0}.PFX-inline-rel{border-left:4px solid #c8102e;padding-left:8px;margin:8px 0}
.PFX-tags a{color:#c8102e;margin-right:6px}.PFX-morefrom ul{list-style:none;padding:0;display:grid;grid-template-columns:repeat(4,1fr);gap:8px}
.PFX-mostbox{border-top:4px solid #c8102e;margin-bottom:12px}.PFX-tabs{list-style:none;padding:0;margin:0;display:flex;gap:4px}.PFX-tabs a{font-weight:bold;color:#111}.PFX-on a{color:#c8102e}
.PFX-hide{display:none}.PFX-cnt{background:#c8102e;color:#fff;font-size:10px;padding:0 4px;border-radius:6px}.PFX-partners ul{list-style:none;padding:0}.PFX-partners img{float:left;margin-right:6px}
.PFX-partners li{overflow:hidden;margin-bottom:6px}.PFX-spons{font-size:10px;color:#aaa}.PFX-footer{background:#222;color:#aaa;padding:16px;display:flex;gap:30px;font-size:11px}.PFX-footer a{color:#eee}.PFX-fcol{list-style:none;padding:0}
.PFX-puzzles{background:#fde8ea;padding:8px 16px;font-weight:bold}"""


def tb(site: SiteBE, story: Story, parts: Parts, path: str) -> str:
    p = site.prefix
    w = WORDS[site.lang]
    return (
        _head(site, story, path, TB_CSS, parts)
        + _ad(site, "728x90", f"{p}-leader")
        + f'<div class="{p}-mast"><a href="/">{esc(site.name)}</a><span>{esc(site.tagline)} · '
        f'<a href="/login" style="font:bold 12px Arial">{esc(w["login"])}</a></span></div>'
        f'<div class="{p}-ticker">{esc(site.ticker)}</div>'
        f'<div class="{p}-grid"><div class="{p}-left"><ul>'
        + "".join(f'<li><a href="/{slug(s)}/">{esc(s)}</a></li>' for s in site.sections)
        + "</ul>"
        + _trending(site)
        + f'</div><div class="{p}-main">'
        + _article(site, story, parts)
        + parts.before
        + _teasers(site, story)
        + parts.after
        + f'</div><div class="{p}-rail">'
        + _ad(site, "300x250", f"{p}-mpu")
        + _most(site)
        + _video(site)
        + parts.rail
        + _partners(site)
        + "</div></div>"
        + f'<div class="{p}-puzzles"><a href="/puzzles">Sudoku · 🧩 · ☺</a> · <a href="/newsletter">{esc(w["newsletter"])}</a></div>'
        + _footer(site)
        + f"{parts.end}\n</body>\n</html>\n"
    )


TEMPLATES = {"bs": bs, "tb": tb}


def render_be(site: SiteBE, story: Story, parts: Parts, path: str) -> str:
    return TEMPLATES[site.template](site, story, parts, path)
