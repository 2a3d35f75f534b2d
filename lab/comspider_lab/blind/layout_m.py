"""Page templates of blind set M: ordinary news-site and blog article pages of 2010-2016 and of today, as a crawler
saves them, in invented markup (every class, name and text invented; no vendor's template copied).

Templates (``render_m``), each a whole page (header, navigation, article, sidebar, footer):

- ``joomla``: a table-laid CMS page of about 2010 (``table.artpane``, ``td.arthead``, ``div.modtable`` boxes);
- ``drupal``: a node page of about 2011 (``#page``, ``div.node``, ``div.meta-submitted``, ``#sidebar-second .blk``);
- ``ee``: a magazine of about 2013 (``#wrap``, ``div.story``, ``aside#side section.panel``);
- ``mt``: a classic hosted blog of about 2012 (``#container``, ``div.asset``, ``.asset-meta``, ``#beta .wgt``);
- ``cms``: a home-grown news CMS of today (``main``, ``article``, ``header.art-hd``, ``aside.rail``);
- ``forum``: a news portal attached to a bulletin board, about 2012 (``table.tbox``, ``td.thd``, ``td.row1``).

``box`` writes a sidebar or below-article box in the template's own vocabulary; ``rows`` a list in it.
"""

from __future__ import annotations

from collections.abc import Sequence

from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.layout_k import PartsK, SiteK, Story, _body, _head, _when

__all__ = ["PartsK", "SiteK", "Story", "box", "render_m", "rows"]

_BOX = {
    "joomla": ('<div class="modtable{x}"{i}>', "<h3>{h}</h3>", "<div>{inner}</div></div>"),
    "drupal": (
        '<div class="blk{x}"{i}>',
        '<h2 class="blk-title">{h}</h2>',
        '<div class="blk-content">{inner}</div></div>',
    ),
    "ee": ('<section class="panel{x}"{i}>', '<h4 class="panel-t">{h}</h4>', "{inner}</section>"),
    "mt": ('<div class="wgt{x}"{i}>', '<h3 class="wgt-h">{h}</h3>', '<div class="wgt-c">{inner}</div></div>'),
    "cms": ('<section class="rail-box{x}"{i}>', '<h2 class="rail-h">{h}</h2>', "{inner}</section>"),
    "forum": (
        '<table class="tbox{x}"{i} width="100%" cellspacing="1" cellpadding="4">',
        '<tr><td class="thd">{h}</td></tr>',
        '<tr><td class="row1">{inner}</td></tr></table>',
    ),
}


def box(template: str, heading: str, inner: str, box_id: str = "", extra_cls: str = "") -> str:
    a, h, b = _BOX[template]
    x = f" {extra_cls}" if extra_cls else ""
    i = f' id="{box_id}"' if box_id else ""
    return a.format(x=x, i=i) + (h.format(h=esc(heading)) if heading else "") + b.format(inner=inner)


def rows(template: str, cells: Sequence[str], ordered: bool = False) -> str:
    tag = "ol" if ordered else "ul"
    cls = {
        "joomla": "latestnews",
        "drupal": "item-list",
        "ee": "plist",
        "mt": "wgt-list",
        "cms": "rail-list",
    }.get(template, "flist")
    return f'<{tag} class="{cls}">' + "".join(f"<li>{x}</li>" for x in cells) + f"</{tag}>"


def _nav(site: SiteK, sep: str = "") -> str:
    return sep.join(f'<a href="/{slug(n)}/">{esc(n)}</a>' for n in site.nav)


def _farm(site: SiteK) -> str:
    return (
        "".join(
            f'<div class="fcol"><b>{esc(h)}</b> '
            + " · ".join(f'<a href="/{slug(x)}/">{esc(x)}</a>' for x in items)
            + "</div>"
            for h, items in site.farm
        )
        + f'<p class="copy">{esc(site.copyright)}</p>'
    )


def _foot(site: SiteK, parts: PartsK) -> str:
    return parts.footer if parts.footer is not None else _farm(site)


JOOMLA_CSS = """body{margin:0;background:#d8dde3;font:12px Tahoma,Arial,sans-serif}#wrapper{width:950px;margin:0 auto;background:#fff}
.arthead{font:bold 18px Arial;color:#1b4d7a}.small,.createdate{color:#777;font-size:11px}.modtable{margin:0 0 10px;border:1px solid #ccd}.modtable h3{background:#1b4d7a;color:#fff;margin:0;padding:3px 6px;font-size:12px}
#topmenu a{color:#fff;padding:0 8px}#topmenu{background:#1b4d7a;padding:5px}"""


def joomla(site: SiteK, story: Story, parts: PartsK) -> str:
    return (
        _head(
            site, story, JOOMLA_CSS, parts, '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN">'
        )
        + f'{parts.top}<div id="wrapper"><div id="logo"><a href="/">{esc(site.name)}</a> <span class="slogan">{esc(site.tagline)}</span></div>'
        f'<div id="topmenu">{_nav(site)}</div><table width="100%" cellpadding="0" cellspacing="0"><tr><td valign="top" id="maincolumn">'
        f'<table class="artpane" width="100%"><tr><td class="arthead" width="100%">{esc(story.title)}</td></tr>'
        f'<tr><td><span class="small">{esc(story.byline)}</span></td></tr><tr><td class="createdate" valign="top">{_when(story)}</td></tr>'
        f'<tr><td valign="top">{parts.lead}{_body(story, parts.inbody)}</td></tr></table>'
        f'<span class="article_separator">&nbsp;</span>{parts.after}</td><td valign="top" width="230" id="rightcolumn">{parts.rail}</td></tr></table>'
        f'<div id="footer">{parts.before_footer}{_foot(site, parts)}</div></div>{parts.end}\n</body>\n</html>\n'
    )


DRUPAL_CSS = """body{margin:0;font:13px/1.5 'Lucida Grande',Verdana,sans-serif;color:#333}#page{width:940px;margin:0 auto}#header{padding:18px 0;border-bottom:4px solid #6b8e23}
#site-name{font:bold 28px Georgia}#main{float:left;width:640px}#sidebar-second{float:right;width:270px}.node h1{font-size:24px}.meta-submitted{color:#888;font-size:11px}
.blk{margin-bottom:14px}.blk-title{font-size:14px;border-bottom:1px solid #ddd}.primary-links a{margin-right:12px}#footer{clear:both;border-top:1px solid #ccc;padding:10px 0}"""


def drupal(site: SiteK, story: Story, parts: PartsK) -> str:
    return (
        _head(site, story, DRUPAL_CSS, parts)
        + f'{parts.top}<div id="page"><div id="header"><div id="site-name"><a href="/" rel="home">{esc(site.name)}</a></div><div id="site-slogan">{esc(site.tagline)}</div>'
        f'<div class="primary-links">{_nav(site)}</div></div><div id="main"><div class="breadcrumb"><a href="/">{esc(site.nav[0])}</a> › {esc(story.section or site.nav[1])}</div>'
        f'<div class="node node-type-story" id="node-{len(story.title) * 37}"><h1 class="title">{esc(story.title)}</h1>'
        f'<div class="meta-submitted">{esc(story.byline)} — {_when(story)}</div>{parts.lead}<div class="content">{_body(story, parts.inbody)}</div>'
        f'<div class="links"><ul class="links inline"><li><a href="/print">Print</a></li><li><a href="/forward">E-mail</a></li></ul></div></div>'
        f'{parts.after}</div><div id="sidebar-second">{parts.rail}</div><div id="footer">{parts.before_footer}{_foot(site, parts)}</div></div>{parts.end}\n</body>\n</html>\n'
    )


EE_CSS = """body{margin:0;font:15px/1.6 Georgia,serif;color:#222;background:#faf8f2}#wrap{width:980px;margin:0 auto}#mast{text-align:center;padding:20px;border-bottom:1px solid #000}
#mast .t{font:italic 42px Georgia}#sections a{font:11px Verdana;text-transform:uppercase;margin:0 8px}#content{float:left;width:640px}#side{float:right;width:300px;font-size:13px}
.story h1{font-size:34px;line-height:1.1}.dek{font-style:italic;color:#555}.credit{font:11px Verdana;color:#777}.panel{border-top:3px double #000;margin-bottom:18px}.panel-t{font:bold 11px Verdana;text-transform:uppercase}"""


def ee(site: SiteK, story: Story, parts: PartsK) -> str:
    return (
        _head(site, story, EE_CSS, parts)
        + f'{parts.top}<div id="wrap"><header id="mast"><div class="t"><a href="/">{esc(site.name)}</a></div><div class="motto">{esc(site.tagline)}</div>'
        f'<nav id="sections">{_nav(site)}</nav></header><div id="content"><div class="story">'
        + (f'<div class="rubric">{esc(story.kicker)}</div>' if story.kicker else "")
        + f"<h1>{esc(story.title)}</h1>"
        + (f'<p class="dek">{esc(story.standfirst)}</p>' if story.standfirst else "")
        + f'<p class="credit">{esc(story.byline)} | {_when(story)}</p>{parts.lead}<div class="story-text">{_body(story, parts.inbody)}</div></div>'
        f'{parts.after}</div><aside id="side">{parts.rail}</aside><div style="clear:both"></div>'
        f'<footer id="colophon">{parts.before_footer}{_foot(site, parts)}</footer></div>{parts.end}\n</body>\n</html>\n'
    )


MT_CSS = """body{margin:0;background:#eef;font:13px/1.55 Verdana,sans-serif}#container{width:860px;margin:0 auto;background:#fff;padding:0 20px}#header{padding:24px 0}
#header-name{font:bold 26px 'Trebuchet MS'}#alpha{float:left;width:560px}#beta{float:right;width:240px}.asset-name{font-size:20px}.asset-meta{font-size:11px;color:#666}
.wgt{margin-bottom:16px}.wgt-h{font-size:12px;color:#36c;text-transform:uppercase}#footer{clear:both;font-size:11px;padding:12px 0}"""


def mt(site: SiteK, story: Story, parts: PartsK) -> str:
    return (
        _head(site, story, MT_CSS, parts, '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN">')
        + f'{parts.top}<div id="container"><div id="header"><div id="header-name"><a href="/">{esc(site.name)}</a></div><div id="header-description">{esc(site.tagline)}</div>'
        f'<div class="navi">{_nav(site, " | ")}</div></div><div id="alpha"><div class="asset entry-asset"><div class="asset-header"><h2 class="asset-name">{esc(story.title)}</h2>'
        f'<div class="asset-meta">{esc(story.byline)} · {_when(story)}</div></div>{parts.lead}<div class="asset-body">{_body(story, parts.inbody)}</div>'
        f'<div class="asset-footer"><a href="#">Permalink</a> | <a href="#">Share</a></div></div>{parts.after}</div>'
        f'<div id="beta">{parts.rail}</div><div id="footer">{parts.before_footer}{_foot(site, parts)}</div></div>{parts.end}\n</body>\n</html>\n'
    )


CMS_CSS = """*{box-sizing:border-box}body{margin:0;font:17px/1.6 system-ui,sans-serif;color:#1a1a1a}.site-hd{border-bottom:1px solid #ddd;padding:12px 24px;display:flex;gap:24px;align-items:center}
.brand{font:800 24px system-ui}.site-nav a{margin-right:14px;color:#333;text-decoration:none}.layout{max-width:1100px;margin:0 auto;display:grid;grid-template-columns:1fr 320px;gap:40px;padding:24px}
.art-hd h1{font-size:36px;line-height:1.15}.art-meta{color:#666;font-size:14px}.rail-box{border-top:2px solid #111;margin-bottom:24px}.rail-h{font-size:15px;text-transform:uppercase}.site-ft{background:#111;color:#ccc;padding:24px}"""


def cms(site: SiteK, story: Story, parts: PartsK) -> str:
    return (
        _head(site, story, CMS_CSS, parts)
        + f'{parts.top}<header class="site-hd"><a class="brand" href="/">{esc(site.name)}</a><nav class="site-nav">{_nav(site)}</nav></header>'
        f'<div class="layout"><main id="main"><article class="art"><header class="art-hd">'
        + (f'<p class="art-kicker">{esc(story.kicker)}</p>' if story.kicker else "")
        + f"<h1>{esc(story.title)}</h1>"
        + (f'<p class="art-lede">{esc(story.standfirst)}</p>' if story.standfirst else "")
        + f'<p class="art-meta"><span class="art-by">{esc(story.byline)}</span> · {_when(story)}</p></header>{parts.lead}'
        f'<div class="art-body">{_body(story, parts.inbody)}</div></article>{parts.after}</main>'
        f'<aside class="rail">{parts.rail}</aside></div><footer class="site-ft">{parts.before_footer}{_foot(site, parts)}</footer>{parts.end}\n</body>\n</html>\n'
    )


FORUM_CSS = """body{margin:0;background:#5c7099;font:13px Verdana,Tahoma,sans-serif}#pagebox{width:96%;margin:8px auto;background:#fff;padding:10px}.tbox{background:#d1d1e1;margin-bottom:8px}
.thd{background:#738fbf;color:#fff;font-weight:bold}.row1{background:#f5f5ff}.row2{background:#e1e4f2}.navbar{font-size:11px}.smallfont{font-size:11px}.newsbody{font-size:14px;line-height:1.55}"""


def forum(site: SiteK, story: Story, parts: PartsK) -> str:
    return (
        _head(
            site, story, FORUM_CSS, parts, '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN">'
        )
        + f'{parts.top}<div id="pagebox"><table class="tbox" width="100%" cellpadding="6"><tr><td class="row2"><a href="/"><b>{esc(site.name)}</b></a> <span class="smallfont">{esc(site.tagline)}</span></td>'
        f'<td class="row2" align="right">{_nav(site, " | ")}</td></tr></table><div class="navbar"><a href="/">{esc(site.nav[0])}</a> &gt; {esc(site.nav[1])}</div>'
        f'<table width="100%" cellspacing="0" cellpadding="0"><tr><td valign="top">'
        f'<table class="tbox" width="100%" cellspacing="1" cellpadding="6"><tr><td class="thd">{esc(story.title)}</td></tr>'
        f'<tr><td class="row1 smallfont">{esc(story.byline)} · {_when(story)}</td></tr><tr><td class="row1 newsbody">{parts.lead}{_body(story, parts.inbody)}</td></tr></table>'
        f'{parts.after}</td><td width="250" valign="top" style="padding-left:8px">{parts.rail}</td></tr></table>'
        f'<div class="smallfont" id="copyright">{parts.before_footer}{_foot(site, parts)}</div></div>{parts.end}\n</body>\n</html>\n'
    )


TEMPLATES_M = {"joomla": joomla, "drupal": drupal, "ee": ee, "mt": mt, "cms": cms, "forum": forum}


def render_m(template: str, site: SiteK, story: Story, parts: PartsK) -> str:
    return TEMPLATES_M[template](site, story, parts)
