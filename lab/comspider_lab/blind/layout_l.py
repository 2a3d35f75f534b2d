"""Page templates and furniture of blind set L: article pages of 2008-2014 as a saved page holds them, with the
comment systems of that era (written from memory of their general shape; every class, name and text invented).

Templates (``render_l``), each a whole page (header, navigation, article, sidebar, footer):

- ``minima``: a hosted blog of about 2009 (Blogger-like: ``#outer-wrapper``, ``.post``, ``.post-footer``, ``.widget``);
- ``journal``: a personal journal of about 2008 (LiveJournal-like: a table header with a userpic, "Current mood");
- ``grid``: a newspaper on a 960-pixel grid of 2010-2013 (``container_12``, ``grid_8``, ``grid_4``, ``module``);
- ``tpad``: a hosted blog of about 2010 (Typepad-like: ``#container``, ``.entry-header``, ``.entry-footer``);
- ``portal``: a dense portal of 2008-2012 (``w980``, ``l_main``, ``r_side``, ``blk`` boxes, many small links).

``box`` writes a sidebar or below-article box in the template's own vocabulary; ``rows`` a list of records in it.
"""

from __future__ import annotations

from collections.abc import Sequence

from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.layout_k import PartsK, SiteK, Story, _body, _head, _when

__all__ = ["PartsK", "SiteK", "Story", "box", "render_l", "rows"]


def box(template: str, heading: str, inner: str, box_id: str = "", extra_cls: str = "") -> str:
    ida = f' id="{box_id}"' if box_id else ""
    x = f" {extra_cls}" if extra_cls else ""
    h = esc(heading)
    if template == "minima":
        return (
            f'<div class="widget{x}"{ida}>'
            + (f"<h2>{h}</h2>" if h else "")
            + f'<div class="widget-content">{inner}</div></div>'
        )
    if template == "journal":
        return f'<table class="ljside{x}" width="100%"{ida}><tr><td class="ljside-h"><b>{h}</b></td></tr><tr><td>{inner}</td></tr></table>'
    if template == "grid":
        return (
            f'<div class="module{x}"{ida}>'
            + (f'<h4 class="module-hd">{h}</h4>' if h else "")
            + f'<div class="module-bd">{inner}</div></div>'
        )
    if template == "tpad":
        return (
            f'<div class="module{x}"{ida}>'
            + (f'<h2 class="module-header">{h}</h2>' if h else "")
            + f'<div class="module-content">{inner}</div></div>'
        )
    return (
        f'<div class="blk{x}"{ida}>'
        + (f'<div class="blk-hd"><h3>{h}</h3></div>' if h else "")
        + f'<div class="blk-bd">{inner}</div></div>'
    )


def rows(template: str, cells: Sequence[str], ordered: bool = False) -> str:
    tag = "ol" if ordered else "ul"
    cls = {"minima": "", "journal": "", "grid": "mod-list", "tpad": "module-list", "portal": "txtlist"}[
        template
    ]
    li = {"minima": "", "journal": "", "grid": "mod-item", "tpad": "module-list-item", "portal": "ti"}[
        template
    ]
    c = f' class="{cls}"' if cls else ""
    ci = f' class="{li}"' if li else ""
    return f"<{tag}{c}>" + "".join(f"<li{ci}>{x}</li>" for x in cells) + f"</{tag}>"


def _nav(site: SiteK, item: str = "li") -> str:
    return "".join(f'<{item}><a href="/{slug(n)}/">{esc(n)}</a></{item}>' for n in site.nav)


def _farm(site: SiteK) -> str:
    cols = "".join(
        f'<div class="fcol"><b>{esc(h)}</b><br>'
        + " · ".join(f'<a href="/{slug(x)}/">{esc(x)}</a>' for x in items)
        + "</div>"
        for h, items in site.farm
    )
    return f'{cols}<p class="copy">{esc(site.copyright)}</p>'


MINIMA_CSS = """body{background:#fff;margin:0;color:#333;font:small Georgia,Serif}#outer-wrapper{width:760px;margin:0 auto;text-align:left}
#header{margin:5px;border:1px solid #ccc;text-align:center}#header h1{margin:5px;font:normal 200% Georgia}#main-wrapper{width:470px;float:left}
#sidebar-wrapper{width:250px;float:right}.post{margin:.5em 0 1.5em;border-bottom:1px dotted #ccc;padding-bottom:1.5em}
.post h3{font-size:140%;font-weight:normal;color:#c60}.post-footer{color:#999;font-size:85%;line-height:1.4em}.date-header{color:#999;text-transform:uppercase;font-size:78%}
.widget{margin:0 0 1.5em}.sidebar h2{font-size:86%;text-transform:uppercase;color:#999}#footer{clear:both;width:660px;margin:0 auto;padding-top:15px;color:#999;font-size:85%}"""


def minima(site: SiteK, story: Story, parts: PartsK) -> str:
    footer = parts.footer if parts.footer is not None else _farm(site)
    return (
        _head(
            site,
            story,
            MINIMA_CSS,
            parts,
            '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">',
        )
        + f'{parts.top}<div id="navbar-iframe-container"><a href="/">{esc(site.name)}</a> · <a href="/search">Search this blog</a> · <a href="/next-blog">Next blog»</a></div>'
        f'<div id="outer-wrapper"><div id="header-wrapper"><div id="header"><h1><a href="/">{esc(site.name)}</a></h1><p class="description">{esc(site.tagline)}</p></div></div>'
        f'<div id="content-wrapper"><div id="main-wrapper"><div class="main section" id="main"><div class="widget Blog" id="Blog1"><div class="blog-posts hfeed">'
        f'<h2 class="date-header"><span>{esc(story.shown)}</span></h2><div class="post-outer"><div class="post hentry">'
        f'<h3 class="post-title entry-title">{esc(story.title)}</h3><div class="post-header"></div>{parts.lead}'
        f'<div class="post-body entry-content">{_body(story, parts.inbody)}<div style="clear: both;"></div></div>'
        f'<div class="post-footer"><div class="post-footer-line post-footer-line-1"><span class="post-author vcard">{esc(story.byline)}</span> '
        f'<span class="post-timestamp">{_when(story, "published", updated=False)}</span></div></div></div>'
        f"{parts.after}</div></div></div></div></div>"
        f'<div id="sidebar-wrapper"><div class="sidebar section" id="sidebar">{parts.rail}</div></div><div style="clear: both;"></div></div>'
        f'<div id="footer-wrapper"><div id="footer">{parts.before_footer}{footer}</div></div></div>{parts.end}\n</body>\n</html>\n'
    )


JOURNAL_CSS = """body{background:#e6ecf2;font:13px Verdana,sans-serif;margin:0}.jhead{background:#36516e;color:#fff}.jhead a{color:#fff}
.entrybox{background:#fff;border:1px solid #9aa9b8;margin:10px}.subj{font-weight:bold;font-size:15px}.jmeta{font-size:11px;color:#555}
.ljside{background:#fff;border:1px solid #9aa9b8;margin-bottom:8px}.ljside-h{background:#cdd8e3}.ljcurr{font-size:11px}"""


def journal(site: SiteK, story: Story, parts: PartsK) -> str:
    footer = parts.footer if parts.footer is not None else _farm(site)
    return (
        _head(
            site, story, JOURNAL_CSS, parts, '<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">'
        )
        + parts.top
        + f'<table class="jhead" width="100%" cellpadding="6"><tr><td width="110"><img src="/_avatar/userpic-{slug(site.name)}.svg" width="100" height="100" alt=""></td>'
        f'<td><font size="5">{esc(site.name)}</font><br>{esc(site.tagline)}</td><td align="right">{" | ".join(f"<a href=/{slug(n)}/>{esc(n)}</a>" for n in site.nav)}</td></tr></table>'
        '<table width="100%" cellpadding="0" cellspacing="0"><tr><td valign="top">'
        f'<table class="entrybox" width="97%" cellpadding="8"><tr><td class="jmeta">{_when(story)}</td></tr>'
        f'<tr><td><span class="subj">{esc(story.title)}</span></td></tr><tr><td>{parts.lead}{_body(story, parts.inbody)}</td></tr>'
        f'<tr><td class="ljcurr">{esc(story.byline)}</td></tr></table>{parts.after}</td>'
        f'<td width="230" valign="top" style="padding:10px">{parts.rail}</td></tr></table>'
        f'<div class="jfoot">{parts.before_footer}{footer}</div>{parts.end}\n</body>\n</html>\n'
    )


GRID_CSS = """body{margin:0;font:14px/1.5 Arial,sans-serif;color:#222}.container_12{width:960px;margin:0 auto}.grid_8{width:620px;float:left;margin:0 10px}
.grid_4{width:300px;float:left;margin:0 10px}.grid_12{width:940px;margin:0 10px}.clearfix{clear:both}#masthead{border-bottom:3px solid #003d79;padding:14px 0}
#masthead .brand{font:bold 36px Georgia,serif}#mainnav{background:#003d79}#mainnav li{display:inline-block;padding:6px 10px}#mainnav a{color:#fff}
.module{border-top:2px solid #003d79;margin:0 0 16px}.module-hd{margin:4px 0;font-size:13px;text-transform:uppercase}.mod-list{list-style:none;padding:0}
.mod-item{border-bottom:1px solid #eee;padding:4px 0}.byline,.dateline{color:#666;font-size:12px}#ft{background:#eee;padding:16px}"""


def grid(site: SiteK, story: Story, parts: PartsK) -> str:
    footer = parts.footer if parts.footer is not None else _farm(site)
    return (
        _head(site, story, GRID_CSS, parts)
        + f'{parts.top}<div class="container_12"><div id="masthead" class="grid_12"><span class="brand"><a href="/">{esc(site.name)}</a></span> <span class="tagline">{esc(site.tagline)}</span></div>'
        f'<div id="mainnav" class="grid_12"><ul>{_nav(site)}</ul></div><div class="clearfix"></div>'
        '<div class="grid_8" id="story">'
        + (f'<p class="kicker">{esc(story.kicker)}</p>' if story.kicker else "")
        + f'<h1 class="headline">{esc(story.title)}</h1>'
        + (f'<h2 class="deck">{esc(story.standfirst)}</h2>' if story.standfirst else "")
        + f'<p class="byline">{esc(story.byline)}</p><p class="dateline">{_when(story)}</p>{parts.lead}'
        f'<div class="story-body">{_body(story, parts.inbody)}</div>{parts.after}</div>'
        f'<div class="grid_4" id="rail">{parts.rail}</div><div class="clearfix"></div></div>'
        f'<div id="ft">{parts.before_footer}{footer}</div>{parts.end}\n</body>\n</html>\n'
    )


TPAD_CSS = """body{margin:0;background:#f0efe8;font:13px/1.6 'Trebuchet MS',Verdana,sans-serif}#container{width:880px;margin:0 auto;background:#fff}
#banner{padding:30px 20px;background:#5a6e3c;color:#fff}#banner a{color:#fff}#alpha{float:left;width:560px;padding:20px}#beta{float:right;width:240px;padding:20px 10px}
.entry-header{font-size:20px;color:#5a6e3c}.entry-footer{font-size:11px;color:#777;border-top:1px dotted #aaa}.module-header{font-size:12px;text-transform:uppercase;color:#5a6e3c}
.module-list{padding-left:14px}#footer{clear:both;padding:14px;font-size:11px}"""


def tpad(site: SiteK, story: Story, parts: PartsK) -> str:
    footer = parts.footer if parts.footer is not None else _farm(site)
    return (
        _head(
            site,
            story,
            TPAD_CSS,
            parts,
            '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">',
        )
        + f'{parts.top}<div id="container"><div id="container-inner"><div id="banner"><div id="banner-inner"><h1 id="banner-header"><a href="/">{esc(site.name)}</a></h1>'
        f'<h2 id="banner-description">{esc(site.tagline)}</h2></div></div><div id="nav"><ul>{_nav(site)}</ul></div>'
        f'<div id="pagebody"><div id="alpha"><div class="entry" id="entry-6a00d8341c"><h3 class="entry-header">{esc(story.title)}</h3>'
        f'<div class="entry-content"><div class="entry-body">{parts.lead}{_body(story, parts.inbody)}</div></div>'
        f'<p class="entry-footer"><span class="post-footers">{esc(story.byline)} · {_when(story)}</span> | <a class="permalink" href="#">Permalink</a></p></div>'
        f'{parts.after}</div><div id="beta">{parts.rail}</div></div><div id="footer">{parts.before_footer}{footer}</div></div></div>{parts.end}\n</body>\n</html>\n'
    )


PORTAL_CSS = """body{margin:0;font:12px/1.7 'SimSun',Arial,sans-serif;color:#333}.w980{width:980px;margin:0 auto}.topbar{background:#f5f5f5;border-bottom:1px solid #ddd}
.logo{font:bold 30px Arial;color:#c00}.mainnav a{margin:0 6px;color:#fff}.mainnav{background:#b40000;padding:6px}.l_main{float:left;width:660px}.r_side{float:right;width:300px}
h1.art_tit{font-size:24px;text-align:center}.art_info{text-align:center;color:#888}.blk{border:1px solid #e0e0e0;margin-bottom:10px}.blk-hd{background:#f7f7f7;border-bottom:1px solid #e0e0e0;padding:0 8px}
.blk-hd h3{margin:0;font-size:14px;line-height:30px}.blk-bd{padding:6px 8px}.txtlist{margin:0;padding:0;list-style:none}.ti{line-height:24px;border-bottom:1px dashed #eee}.clr{clear:both}.foot{text-align:center;color:#666;padding:12px}"""


def portal(site: SiteK, story: Story, parts: PartsK) -> str:
    footer = parts.footer if parts.footer is not None else _farm(site)
    return (
        _head(site, story, PORTAL_CSS, parts)
        + f'{parts.top}<div class="topbar"><div class="w980"><a href="/">{esc(site.name)}</a> | <a href="/login">登录 / Login</a> | <a href="/m/">WAP</a></div></div>'
        f'<div class="w980"><div class="logo">{esc(site.name)}</div><div class="slogan">{esc(site.tagline)}</div><div class="mainnav">'
        + " ".join(f'<a href="/{slug(n)}/">{esc(n)}</a>' for n in site.nav)
        + f'</div><div class="l_main"><div class="art"><h1 class="art_tit">{esc(story.title)}</h1><div class="art_info">{esc(story.byline)} {_when(story)}</div>{parts.lead}'
        f'<div class="art_con" id="artibody">{_body(story, parts.inbody)}</div></div>{parts.after}</div><div class="r_side">{parts.rail}</div><div class="clr"></div></div>'
        f'<div class="foot">{parts.before_footer}{footer}</div>{parts.end}\n</body>\n</html>\n'
    )


TEMPLATES_L = {"minima": minima, "journal": journal, "grid": grid, "tpad": tpad, "portal": portal}


def render_l(template: str, site: SiteK, story: Story, parts: PartsK) -> str:
    return TEMPLATES_L[template](site, story, parts)
