"""Page templates of blind set S: small news sites and blogs of 2006-2026 whose readers' comments show no time (or a time
on some only), written from memory of the general shape of such pages (no saved page opened, no vendor's or theme's
code copied; every class, name and text invented).

Templates (``render_s``), each a whole page (header, navigation, article, side column, footer, an inline script):

- ``quill``: a self-hosted diary blog of 2006-2010: ``#wrap``, ``#banner``, ``div.entry`` with ``h2.entry-t``, a
  "posted in … on date" line, ``#links`` side column of ``dl`` blocks, a footer line;
- ``town``: a small-town news site of 2012-2016: ``div.sheet``, ``div.topline`` with the weather, ``ul.menu``,
  ``div.art`` with ``h1.art-hd``, ``p.art-by``, ``div.art-txt``, ``div.rightcol`` of ``div.rc-box``;
- ``cards``: a local news site of 2020-2026: ``div.pg``, ``header.pg-head``, ``main.pg-main`` with ``article.piece``,
  ``<time datetime>``, ``aside.pg-side`` of ``div.card``, a ``footer.pg-foot`` of columns;
- ``zine``: a static-site blog of 2017-2026: ``body > header``, ``main > article`` with an ``h1``, a ``p.meta`` line,
  a ``nav.more`` after the post, no side column (its side boxes come after the article).

``box`` writes a side unit in the template's vocabulary. The site's words come from ``SiteS.ui``.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from dataclasses import dataclass, field

from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.layout_k import PartsK, SiteK, Story, _head

__all__ = ["PartsK", "SiteS", "Story", "box", "num", "render_s"]


@dataclass(frozen=True)
class SiteS:
    site: SiteK
    ui: dict[str, str] = field(default_factory=dict)  # home, share, tags, more, search, by

    def w(self, key: str) -> str:
        return self.ui.get(key, key)


def num(text: str, lo: int = 100, span: int = 900) -> str:
    """A stable number from a text: the same on every build."""
    return str(lo + int(hashlib.sha1(text.encode()).hexdigest()[:8], 16) % span)


def box(template: str, heading: str, inner: str) -> str:
    hd = esc(heading)
    if template == "quill":
        return f'<dl class="lnk"><dt>{hd}</dt><dd>{inner}</dd></dl>'
    if template == "town":
        return f'<div class="rc-box"><div class="rc-hd">{hd}</div>{inner}</div>'
    if template == "cards":
        return f'<div class="card"><h2 class="card-t">{hd}</h2>{inner}</div>'
    return f'<section class="aside-bit"><h3>{hd}</h3>{inner}</section>'


def _nav(site: SiteK, item: str = "") -> str:
    if item:
        return "".join(f'<{item}><a href="/{slug(n)}/">{esc(n)}</a></{item}>' for n in site.nav)
    return " | ".join(f'<a href="/{slug(n)}/">{esc(n)}</a>' for n in site.nav)


def _farm(site: SiteK, tag: str = "p", cls: str = "") -> str:
    c = f' class="{cls}"' if cls else ""
    return "".join(
        f"<{tag}{c}><strong>{esc(hd)}</strong> "
        + " · ".join(f'<a href="/{slug(x)}/">{esc(x)}</a>' for x in items)
        + f"</{tag}>"
        for hd, items in site.farm
    )


def _paras(story: Story, inbody: str) -> str:
    out = []
    for i, p in enumerate(story.paragraphs):
        out.append(f"<p>{esc(p)}</p>")
        if i == 1 and inbody:
            out.append(inbody)
    if len(story.paragraphs) < 2 and inbody:
        out.append(inbody)
    return "".join(out)


def _date(story: Story, cls: str) -> str:
    if not story.shown:
        return ""
    if story.declare in ("visible", "metadate"):
        return f'<span class="{cls}">{esc(story.shown)}</span>'
    return f'<time class="{cls}" datetime="{esc(story.iso)}">{esc(story.shown)}</time>'


def _stat(site: SiteK) -> str:
    return (
        "<script>\n(function(){var b=new Image();b.src='/_avatar/hit.gif?p='+encodeURIComponent(location.pathname)+'&s="
        + esc(slug(site.name))
        + "';})();\n</script>"
    )


# --------------------------------------------------------------------------- quill: a diary blog, 2006-2010

QUILL_CSS = """body{background:#e8e4d8;font:13px/1.6 Verdana,sans-serif;color:#333}#wrap{width:820px;margin:20px auto;background:#fff;border:1px solid #bbb}
#banner{padding:24px;background:#5b6e4a;color:#fff}#banner a{color:#fff;font:bold 26px Georgia}#content{float:left;width:540px;padding:20px}
#links{float:right;width:220px;padding:20px 10px}.entry-t{font:bold 20px Georgia}.posted{font-size:11px;color:#888}#bottom{clear:both;padding:10px;font-size:11px;background:#eee}"""


def quill(q: SiteS, story: Story, parts: PartsK) -> str:
    site = q.site
    footer = parts.footer if parts.footer is not None else _farm(site)
    when = f" {esc(story.shown)}" if story.shown else ""
    return (
        _head(
            site,
            story,
            QUILL_CSS,
            parts,
            '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">',
        )
        + f'{parts.top}<div id="wrap"><div id="banner"><a href="/">{esc(site.name)}</a><br><span>{esc(site.tagline)}</span></div>'
        f'<div id="menu">{_nav(site)}</div><div id="content"><div class="entry"><h2 class="entry-t">{esc(story.title)}</h2>{parts.lead}'
        f'<div class="entry-c">{_paras(story, parts.inbody)}</div>'
        f'<p class="posted">{esc(q.w("by"))} {esc(story.byline)} · {esc(q.w("tags"))} '
        f'<a href="/{slug(story.kicker or site.nav[1])}/">{esc(story.kicker or site.nav[1])}</a>{" ·" if when else ""}{when}</p></div>'
        f'{parts.after}</div><div id="links">{parts.rail}</div>'
        f'<div id="bottom">{parts.before_footer}{footer}<p>{esc(site.copyright)}</p></div></div>'
        f"{_stat(site)}{parts.end}\n</body>\n</html>\n"
    )


# --------------------------------------------------------------------------- town: a small-town news site, 2012-2016

TOWN_CSS = """body{margin:0;font:14px Arial,sans-serif;background:#fff;color:#222}.sheet{width:1000px;margin:0 auto}.topline{font-size:11px;color:#666;padding:4px 0}
.logo{font:bold 36px 'Times New Roman';color:#123f6d}ul.menu{list-style:none;padding:0;margin:0;background:#123f6d;overflow:hidden}ul.menu li{float:left}
ul.menu a{display:block;padding:8px 12px;color:#fff}.art{float:left;width:660px}.rightcol{float:right;width:300px}.art-hd{font:bold 30px Georgia}
.art-by{color:#777;font-size:12px}.rc-box{border:1px solid #ddd;margin:12px 0;padding:8px}.rc-hd{font-weight:bold;border-bottom:2px solid #123f6d}.low{clear:both;background:#123f6d;color:#dde;padding:14px}"""


def town(q: SiteS, story: Story, parts: PartsK) -> str:
    site = q.site
    footer = parts.footer if parts.footer is not None else _farm(site)
    return (
        _head(site, story, TOWN_CSS, parts)
        + f'{parts.top}<div class="sheet"><div class="topline">{esc(site.tagline)}</div><a class="logo" href="/">{esc(site.name)}</a>'
        f'<ul class="menu">{_nav(site, "li")}</ul><div class="art"><p class="art-sec">{esc(story.section or story.kicker or site.nav[1])}</p>'
        f'<h1 class="art-hd">{esc(story.title)}</h1>'
        + (f'<p class="art-lead">{esc(story.standfirst)}</p>' if story.standfirst else "")
        + f'<p class="art-by">{esc(q.w("by"))} {esc(story.byline)} {_date(story, "art-date")}</p>{parts.lead}'
        f'<div class="art-txt">{_paras(story, parts.inbody)}</div>'
        f'<p class="art-tools"><a href="javascript:window.print()">🖶</a> <a href="/tip/">✉</a> {esc(q.w("share"))}</p>{parts.after}</div>'
        f'<div class="rightcol">{parts.rail}</div><div class="low">{parts.before_footer}{footer}<p>{esc(site.copyright)}</p></div></div>'
        f"{_stat(site)}{parts.end}\n</body>\n</html>\n"
    )


# --------------------------------------------------------------------------- cards: a local news site, 2020-2026

CARDS_CSS = """body{margin:0;font:17px/1.6 Inter,system-ui,sans-serif;color:#1b1b1b}.pg{display:flex;flex-wrap:wrap;max-width:1180px;margin:0 auto;gap:36px}
.pg-head{flex-basis:100%;display:flex;justify-content:space-between;padding:14px 20px;border-bottom:1px solid #e3e3e3}.pg-main{flex:1 1 680px}.pg-side{flex:0 0 300px}
.piece h1{font:800 36px/1.2 Georgia,serif}.piece-meta{font-size:14px;color:#6a6a6a}.card{background:#f6f6f3;border-radius:8px;padding:14px;margin:18px 0}.pg-foot{flex-basis:100%;background:#1b1b1b;color:#ccc;padding:24px}"""


def cards(q: SiteS, story: Story, parts: PartsK) -> str:
    site = q.site
    footer = parts.footer if parts.footer is not None else _farm(site, "div", "pg-foot__col")
    return (
        _head(site, story, CARDS_CSS, parts)
        + f'{parts.top}<div class="pg"><header class="pg-head"><a class="pg-logo" href="/">{esc(site.name)}</a>'
        f'<nav class="pg-nav"><ul>{_nav(site, "li")}</ul></nav><a class="pg-search" href="/search/" aria-label="{esc(q.w("search"))}">🔍</a></header>'
        f'<main class="pg-main"><article class="piece"><p class="piece-kicker">{esc(story.section or story.kicker or site.nav[1])}</p>'
        f"<h1>{esc(story.title)}</h1>"
        + (f'<p class="piece-dek">{esc(story.standfirst)}</p>' if story.standfirst else "")
        + f'<p class="piece-meta">{esc(story.byline)} · {_date(story, "piece-date")}</p>{parts.lead}'
        f'<div class="piece-body">{_paras(story, parts.inbody)}</div>'
        f'<div class="piece-share">{esc(q.w("share"))}: <a href="#">↗</a> <a href="#">✉</a></div></article>{parts.after}</main>'
        f'<aside class="pg-side">{parts.rail}</aside>'
        f'<footer class="pg-foot">{parts.before_footer}{footer}<p>{esc(site.copyright)}</p></footer></div>'
        f"{_stat(site)}{parts.end}\n</body>\n</html>\n"
    )


# --------------------------------------------------------------------------- zine: a static-site blog, 2017-2026

ZINE_CSS = """body{max-width:42em;margin:2em auto;padding:0 1em;font:18px/1.7 Charter,Georgia,serif;color:#222;background:#fdfdfb}
header a{color:#222;text-decoration:none;font-weight:bold}nav.top a{margin-right:1em;font-size:15px}.meta{color:#777;font-size:15px}
.aside-bit{border-top:1px dashed #bbb;margin-top:2em}footer{margin-top:3em;font-size:14px;color:#777}"""


def zine(q: SiteS, story: Story, parts: PartsK) -> str:
    site = q.site
    footer = parts.footer if parts.footer is not None else _farm(site)
    return (
        _head(site, story, ZINE_CSS, parts)
        + f'{parts.top}<header><a href="/">{esc(site.name)}</a> — <span>{esc(site.tagline)}</span>'
        f'<nav class="top">{_nav(site)}</nav></header><main><article><h1>{esc(story.title)}</h1>'
        f'<p class="meta">{_date(story, "meta-date")} · {esc(story.byline)} · '
        f'<a href="/tags/{slug(story.kicker or site.nav[1])}/">#{esc(story.kicker or site.nav[1])}</a></p>{parts.lead}'
        f"{_paras(story, parts.inbody)}</article>{parts.after}"
        f'<nav class="more"><a href="/" rel="prev">← {esc(q.w("more"))}</a></nav>{parts.rail}</main>'
        f"<footer>{parts.before_footer}{footer}<p>{esc(site.copyright)}</p></footer>"
        f"{_stat(site)}{parts.end}\n</body>\n</html>\n"
    )


TEMPLATES_S: dict[str, Callable[[SiteS, Story, PartsK], str]] = {
    "quill": quill,
    "town": town,
    "cards": cards,
    "zine": zine,
}


def render_s(template: str, q: SiteS, story: Story, parts: PartsK) -> str:
    return TEMPLATES_S[template](q, story, parts)
