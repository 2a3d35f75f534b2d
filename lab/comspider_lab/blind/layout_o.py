"""Page templates of blind set O: news and blog article pages of 2008-2016 as the open web saved them, on CMSs and
themes sets L, M and N did not use (written from memory of the general shape of such pages; every class, name and
text invented).

Templates (``render_o``), each a whole page (header, navigation, article, sidebar, footer):

- ``k2``: a Joomla 1.5 site with a K2-like article view (``#ja-wrapper``, ``div.itemView``, ``div.moduletable``);
- ``d7``: a Drupal 7 newspaper theme (``#page-wrapper``, ``article.node``, ``.field-name-body``, ``.region-sidebar``);
- ``vbcms``: a news front attached to a bulletin board (``div.above_body``, ``div.cms_article``, ``div.blockrow``);
- ``sq5``: a hosted site-builder journal of about 2010 (``#canvasWrapper``, ``.journal-entry-wrapper``, ``.sb-section``);
- ``paper``: a home-grown newspaper CMS of 2009-2013 (``#outer``, ``div.storyhead``, ``div.storytext``, ``div.rhs-mod``);
- ``tiny``: a small self-hosted blog engine of 2008-2012 (``#container``, ``div.blogentry``, ``div.sidebox``).

``box`` writes a sidebar box in the template's vocabulary; ``rows`` a list in it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.layout_k import PartsK, SiteK, Story, _body, _head, _when

__all__ = ["PartsK", "SiteK", "Story", "box", "render_o", "rows"]

_BOX: dict[str, tuple[str, str, str, str]] = {
    # outer class, heading tag and class, inner class
    "k2": ("moduletable", "h3", "", "modinner"),
    "d7": ("block block-views", "h2", "block-title", "content"),
    "vbcms": ("block", "h4", "blockhead", "blockbody"),
    "sq5": ("sb-section", "h3", "sb-title", "sb-content"),
    "paper": ("rhs-mod", "div", "rhs-hd", "rhs-bd"),
    "tiny": ("sidebox", "h2", "sidetitle", "sidebody"),
}


def box(template: str, heading: str, inner: str, box_id: str = "", extra_cls: str = "") -> str:
    outer, htag, hcls, icls = _BOX[template]
    ida = f' id="{box_id}"' if box_id else ""
    x = f" {extra_cls}" if extra_cls else ""
    hc = f' class="{hcls}"' if hcls else ""
    h = f"<{htag}{hc}>{esc(heading)}</{htag}>" if heading else ""
    return f'<div class="{outer}{x}"{ida}>{h}<div class="{icls}">{inner}</div></div>'


def rows(template: str, cells: Sequence[str], ordered: bool = False) -> str:
    tag = "ol" if ordered else "ul"
    cls = {
        "k2": "menu",
        "d7": "views-list",
        "vbcms": "blocklist",
        "sq5": "",
        "paper": "rhs-list",
        "tiny": "",
    }[template]
    c = f' class="{cls}"' if cls else ""
    return f"<{tag}{c}>" + "".join(f"<li>{x}</li>" for x in cells) + f"</{tag}>"


def _nav(site: SiteK, item: str = "li") -> str:
    return "".join(f'<{item}><a href="/{slug(n)}/">{esc(n)}</a></{item}>' for n in site.nav)


def _links(site: SiteK, sep: str) -> str:
    return sep.join(f'<a href="/{slug(n)}/">{esc(n)}</a>' for n in site.nav)


def _farm(site: SiteK) -> str:
    cols = "".join(
        f'<div class="fcol"><b>{esc(h)}</b> '
        + " | ".join(f'<a href="/{slug(x)}/">{esc(x)}</a>' for x in items)
        + "</div>"
        for h, items in site.farm
    )
    return f'{cols}<p class="copy">{esc(site.copyright)}</p>'


XHTML = '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">'

K2_CSS = """body{background:#dde3e8;font:12px/1.5 Tahoma,Verdana,sans-serif}#ja-wrapper{width:960px;margin:0 auto;background:#fff}
#ja-header h1{font:bold 28px Tahoma}#ja-mainnav li{display:inline;padding:4px 10px}#ja-content{float:left;width:660px}
#ja-col2{float:right;width:270px}.itemTitle{font-size:22px}.itemDateCreated,.itemAuthor{color:#999;font-size:11px}#ja-footer{clear:both}"""


def k2(site: SiteK, story: Story, parts: PartsK) -> str:
    footer = parts.footer if parts.footer is not None else _farm(site)
    return (
        _head(site, story, K2_CSS, parts, XHTML)
        + f'{parts.top}<div id="ja-wrapper"><div id="ja-header"><h1 class="logo"><a href="/">{esc(site.name)}</a></h1><p class="slogan">{esc(site.tagline)}</p></div>'
        f'<div id="ja-mainnav"><ul class="menu">{_nav(site)}</ul></div><div id="ja-pathway">You are here: <a href="/">Home</a> » {esc(story.section or "News")}</div>'
        f'<div id="ja-container"><div id="ja-content"><div id="k2Container" class="itemView"><div class="itemHeader">'
        f'<span class="itemDateCreated">{_when(story)}</span><h2 class="itemTitle">{esc(story.title)}</h2>'
        f'<span class="itemAuthor">Written by <a rel="author" href="/author/">{esc(story.byline)}</a></span></div>'
        '<div class="itemToolbar"><ul><li><a class="itemPrintLink" href="#">Print</a></li><li><a class="itemEmailLink" href="#">Email</a></li><li>Font Size <a href="#">+</a> <a href="#">-</a></li></ul></div>'
        f'{parts.lead}<div class="itemBody"><div class="itemFullText">{_body(story, parts.inbody)}</div></div>'
        f'<div class="itemLinks"><div class="itemCategory"><span>Published in</span> <a href="#">{esc(story.section or "News")}</a></div></div>'
        f'{parts.after}</div></div><div id="ja-col2">{parts.rail}</div></div>'
        f'<div id="ja-footer">{parts.before_footer}{footer}<p>Powered by Joomla!. Valid XHTML and CSS.</p></div></div>{parts.end}\n</body>\n</html>\n'
    )


D7_CSS = """body{margin:0;font:14px/1.5 'Lucida Grande',Arial,sans-serif;color:#333}#page-wrapper{width:980px;margin:0 auto}
#header .site-name{font:bold 36px Georgia}#main-menu li{display:inline-block;padding:6px 10px;background:#0b5c3a}#main-menu a{color:#fff}
#content{float:left;width:640px}.region-sidebar-second{float:right;width:300px}.node h1{font-size:28px}.submitted{color:#888;font-size:12px}
.block{margin-bottom:16px;border-top:2px solid #0b5c3a}#footer{clear:both;background:#eee;padding:12px}"""


def d7(site: SiteK, story: Story, parts: PartsK) -> str:
    footer = parts.footer if parts.footer is not None else _farm(site)
    return (
        _head(
            site,
            story,
            D7_CSS,
            parts,
            "<!DOCTYPE html>",
            ' class="html not-front not-logged-in one-sidebar sidebar-second page-node node-type-article"',
        )
        + f'{parts.top}<div id="page-wrapper"><div id="page"><div id="header"><a href="/" class="site-name">{esc(site.name)}</a><div id="site-slogan">{esc(site.tagline)}</div></div>'
        f'<div id="navigation"><ul id="main-menu" class="links inline clearfix">{_nav(site)}</ul></div>'
        f'<div id="main-wrapper"><div id="main" class="clearfix"><div id="content" class="column"><div class="section"><h1 class="title" id="page-title">{esc(story.title)}</h1>'
        f'<div class="region region-content"><article class="node node-article node-promoted clearfix">'
        f'<div class="submitted">By <span class="username">{esc(story.byline)}</span> · {_when(story)}</div>{parts.lead}'
        f'<div class="content"><div class="field field-name-body"><div class="field-items"><div class="field-item even">{_body(story, parts.inbody)}</div></div></div>'
        f'<div class="field field-name-field-tags"><div class="field-label">Tags:&nbsp;</div><ul class="links"><li><a href="#">{esc(story.section or "News")}</a></li></ul></div></div>'
        f'</article>{parts.after}</div></div></div><div class="region region-sidebar-second column sidebar"><div class="section">{parts.rail}</div></div></div></div>'
        f'<div id="footer">{parts.before_footer}{footer}</div></div></div>{parts.end}\n</body>\n</html>\n'
    )


VB_CSS = """body{background:#f2f2f2;font:13px Tahoma,Calibri,Verdana,sans-serif}.above_body{background:#1d3b5c;color:#fff;padding:10px}
#logo{font:bold 30px Tahoma}.navtabs li{display:inline-block;padding:5px 12px;background:#2d5a88}.navtabs a{color:#fff}.body_wrapper{width:1000px;margin:0 auto;background:#fff;padding:10px}
.cms_main{float:left;width:680px}.cms_side{float:right;width:290px}.block{border:1px solid #c4cdd6;margin-bottom:10px}.blockhead{background:#738fbf;color:#fff;margin:0;padding:4px 8px}
.cms_article_title{font-size:22px}.cms_article_meta{font-size:11px;color:#777}.below_body{clear:both;font-size:11px}"""


def vbcms(site: SiteK, story: Story, parts: PartsK) -> str:
    footer = parts.footer if parts.footer is not None else _farm(site)
    return (
        _head(site, story, VB_CSS, parts, XHTML)
        + f'{parts.top}<div class="above_body"><div id="header"><a href="/" id="logo">{esc(site.name)}</a> <span class="tagline">{esc(site.tagline)}</span>'
        '<div id="toplinks"><form action="#" method="post"><input type="text" name="vb_login_username" value="User Name" /> <input type="password" name="vb_login_password" /> <input type="submit" value="Log in" /></form></div></div>'
        f'<ul class="navtabs">{_nav(site)}<li><a href="/forum/">Forum</a></li></ul></div>'
        f'<div class="body_wrapper"><div id="breadcrumb"><span class="navbit"><a href="/">Home</a></span> › <span class="navbit">{esc(story.section or "News")}</span></div>'
        f'<div class="cms_main"><div class="cms_article"><h1 class="cms_article_title">{esc(story.title)}</h1>'
        f'<div class="cms_article_meta">by <a href="/member/">{esc(story.byline)}</a> · Published on {_when(story)}</div>{parts.lead}'
        f'<div class="cms_article_txt">{_body(story, parts.inbody)}</div></div>{parts.after}</div>'
        f'<div class="cms_side">{parts.rail}</div><div class="below_body">{parts.before_footer}{footer}<p>Powered by vBulletin-like CMS. Copyright © 2012.</p></div></div>{parts.end}\n</body>\n</html>\n'
    )


SQ5_CSS = """body{background:#303030;font:13px/1.6 'Trebuchet MS',sans-serif;color:#444}#canvasWrapper{width:900px;margin:20px auto;background:#fafaf5}
#bannerWrapper h1{font:normal 34px Georgia;letter-spacing:2px}#topNav li{display:inline;margin-right:16px;text-transform:lowercase}#contentWrapper{overflow:hidden}
#content{float:left;width:590px;padding:20px}#sidebar1{float:right;width:230px;padding:20px 10px}.journal-entry .title{font:22px Georgia}.posted-on{font-size:11px;color:#999}
.sb-title{font-size:13px;text-transform:uppercase;letter-spacing:1px}#footerWrapper{clear:both;font-size:11px;text-align:center}"""


def sq5(site: SiteK, story: Story, parts: PartsK) -> str:
    footer = parts.footer if parts.footer is not None else _farm(site)
    return (
        _head(site, story, SQ5_CSS, parts, XHTML, ' id="modulePage1234567" class="journal-entry-page"')
        + f'{parts.top}<div id="canvasWrapper"><div id="canvas"><div id="bannerWrapper"><div id="banner"><h1><a href="/">{esc(site.name)}</a></h1><h2>{esc(site.tagline)}</h2></div></div>'
        f'<div id="navigationWrapper"><ul id="topNav">{_nav(site)}</ul></div><div id="contentWrapper"><div id="content"><div id="pageBody">'
        f'<div class="journal-entry-wrapper"><div class="journal-entry"><h2 class="title"><a href="#">{esc(story.title)}</a></h2>'
        f'<div class="posted-on">{_when(story)}</div>{parts.lead}<div class="body">{_body(story, parts.inbody)}</div>'
        f'<div class="journal-entry-tag journal-entry-tag-post-body">Posted by {esc(story.byline)} · <a href="#">Permalink</a> · <a href="#">Share Article</a></div></div></div>'
        f'{parts.after}</div></div><div id="sidebar1">{parts.rail}</div></div>'
        f'<div id="footerWrapper">{parts.before_footer}{footer}<p>Powered by a hosted site builder</p></div></div></div>{parts.end}\n</body>\n</html>\n'
    )


PAPER_CSS = """body{margin:0;font:13px/1.45 Arial,sans-serif;color:#111}#outer{width:984px;margin:0 auto}#mast{border-bottom:3px solid #b00}
#mast .paper{font:bold 42px 'Times New Roman',serif}#sections a{display:inline-block;padding:5px 8px;font-weight:bold}#storycol{float:left;width:630px}
#rhs{float:right;width:330px}.storyhead h1{font:bold 28px Georgia,serif}.storyhead .dateline{color:#777;font-size:11px}.rhs-mod{margin-bottom:14px;border:1px solid #ddd}
.rhs-hd{background:#b00;color:#fff;font-weight:bold;padding:4px 8px}#foot{clear:both;border-top:1px solid #ccc;padding:10px;font-size:11px}"""


def paper(site: SiteK, story: Story, parts: PartsK) -> str:
    footer = parts.footer if parts.footer is not None else _farm(site)
    return (
        _head(site, story, PAPER_CSS, parts, "<!DOCTYPE html>")
        + f'{parts.top}<div id="outer"><div id="mast"><span class="paper"><a href="/">{esc(site.name)}</a></span> <span class="strap">{esc(site.tagline)}</span></div>'
        f'<div id="sections">{_links(site, "")}</div>'
        f'<div id="storycol"><div class="storyhead">'
        + (f'<p class="kicker">{esc(story.kicker)}</p>' if story.kicker else "")
        + f"<h1>{esc(story.title)}</h1>"
        + (f'<p class="intro">{esc(story.standfirst)}</p>' if story.standfirst else "")
        + f'<p class="dateline"><span class="by">{esc(story.byline)}</span> | {_when(story)}</p></div>{parts.lead}'
        f'<div class="storytext">{_body(story, parts.inbody)}</div>{parts.after}</div>'
        f'<div id="rhs">{parts.rail}</div><div id="foot">{parts.before_footer}{footer}</div></div>{parts.end}\n</body>\n</html>\n'
    )


TINY_CSS = """body{background:#fff;font:13px/1.6 Verdana,sans-serif;color:#333}#container{width:860px;margin:0 auto}#top{border-bottom:1px dotted #999}
#top h1{font:normal 30px Georgia}#menu a{margin-right:12px}#main{float:left;width:580px}#sidebar{float:right;width:240px;font-size:11px}
.blogentry h2{font:20px Georgia}.entrydate{color:#999;font-size:11px}.sidebox{margin-bottom:14px}.sidetitle{font-size:12px;border-bottom:1px solid #ccc}#bottom{clear:both;font-size:10px;color:#999}"""


def tiny(site: SiteK, story: Story, parts: PartsK) -> str:
    footer = parts.footer if parts.footer is not None else _farm(site)
    return (
        _head(site, story, TINY_CSS, parts, XHTML)
        + f'{parts.top}<div id="container"><div id="top"><h1><a href="/">{esc(site.name)}</a></h1><p class="desc">{esc(site.tagline)}</p>'
        f'<div id="menu">{_links(site, " ")}</div></div>'
        f'<div id="main"><div class="blogentry"><p class="entrydate">{_when(story)}</p><h2>{esc(story.title)}</h2>{parts.lead}'
        f'<div class="entrybody">{_body(story, parts.inbody)}</div>'
        f'<p class="entryfooter">Posted by {esc(story.byline)} in <a href="#">{esc(story.section or "General")}</a> | <a href="#">Permalink</a></p></div>{parts.after}</div>'
        f'<div id="sidebar">{parts.rail}</div><div id="bottom">{parts.before_footer}{footer}</div></div>{parts.end}\n</body>\n</html>\n'
    )


TEMPLATES_O: dict[str, Callable[[SiteK, Story, PartsK], str]] = {
    "k2": k2,
    "d7": d7,
    "vbcms": vbcms,
    "sq5": sq5,
    "paper": paper,
    "tiny": tiny,
}


def render_o(template: str, site: SiteK, story: Story, parts: PartsK) -> str:
    return TEMPLATES_O[template](site, story, parts)
