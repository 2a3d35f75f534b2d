"""Page templates of blind set N: English-language news sites and blogs of about 2012, as a saved page holds them
(written from memory of the general shape of such pages; every class, name and text invented).

Templates (``render_n``), each a whole page (header, navigation, article, sidebar, footer):

- ``wpten``: a WordPress blog on a Twenty Ten-like theme (``#wrapper``, ``#access``, ``.entry-meta``, ``ul.xoxo``);
- ``thesis``: a WordPress blog on a Thesis-like framework (``#page``, ``.post_box``, ``.headline_area``, ``.format_text``);
- ``town``: a US local paper on a hosted newspaper CMS (``#site-wrap``, ``.story-hed``, ``.rail-box``);
- ``bspot``: a Blogger blog on a 2011 "simple"-like template (``.content-outer``, ``.date-outer``, ``.post-outer``);
- ``network``: a blog network's post of 2012 (``#wrapper``, ``.post-hdr``, ``.post-content``, ``#rightcol``);
- ``ukpaper``: a UK regional paper (``#page``, ``.article-header``, ``.article-body``, ``.aside-box``).

``box`` writes a sidebar box in the template's vocabulary; ``rows`` a list in it.
"""

from __future__ import annotations

from collections.abc import Sequence

from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.layout_k import PartsK, SiteK, Story, _body, _head, _when

__all__ = ["PartsK", "SiteK", "Story", "box", "render_n", "rows"]


def box(template: str, heading: str, inner: str, box_id: str = "", extra_cls: str = "") -> str:
    ida = f' id="{box_id}"' if box_id else ""
    x = f" {extra_cls}" if extra_cls else ""
    h = esc(heading)
    if template == "wpten":
        return (
            f'<li class="widget-container{x}"{ida}>'
            + (f'<h3 class="widget-title">{h}</h3>' if h else "")
            + f"{inner}</li>"
        )
    if template == "thesis":
        return f'<li class="widget{x}"{ida}>' + (f"<h3>{h}</h3>" if h else "") + f"{inner}</li>"
    if template == "town":
        return (
            f'<div class="rail-box{x}"{ida}>'
            + (f'<div class="rail-hed">{h}</div>' if h else "")
            + f'<div class="rail-inner">{inner}</div></div>'
        )
    if template == "bspot":
        return (
            f'<div class="widget{x}"{ida}>'
            + (f'<h2 class="title">{h}</h2>' if h else "")
            + f'<div class="widget-content">{inner}</div></div>'
        )
    if template == "network":
        return (
            f'<div class="sb-unit{x}"{ida}>' + (f'<h4 class="sb-hd">{h}</h4>' if h else "") + f"{inner}</div>"
        )
    return (
        f'<div class="aside-box{x}"{ida}>'
        + (f'<h3 class="aside-hd">{h}</h3>' if h else "")
        + f'<div class="aside-bd">{inner}</div></div>'
    )


def rows(template: str, cells: Sequence[str], ordered: bool = False) -> str:
    tag = "ol" if ordered else "ul"
    cls = {
        "wpten": "",
        "thesis": "",
        "town": "rail-list",
        "bspot": "",
        "network": "sb-list",
        "ukpaper": "aside-list",
    }[template]
    c = f' class="{cls}"' if cls else ""
    return f"<{tag}{c}>" + "".join(f"<li>{x}</li>" for x in cells) + f"</{tag}>"


def _nav(site: SiteK) -> str:
    return "".join(f'<li><a href="/{slug(n)}/">{esc(n)}</a></li>' for n in site.nav)


def _farm(site: SiteK) -> str:
    cols = "".join(
        f'<div class="fcol"><b>{esc(h)}</b> '
        + " | ".join(f'<a href="/{slug(x)}/">{esc(x)}</a>' for x in items)
        + "</div>"
        for h, items in site.farm
    )
    return f'{cols}<p class="copy">{esc(site.copyright)}</p>'


XHTML = '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">'

WPTEN_CSS = """body{background:#f1f1f1;font:15px/1.6 Georgia,serif;color:#333}#wrapper{width:940px;margin:0 auto;background:#fff;padding:0 20px}
#site-title{font-size:30px;font-weight:bold}#access{background:#000}#access li{display:inline-block;padding:0 10px}#access a{color:#aaa}
#container{float:left;width:640px}#primary{float:right;width:220px}.entry-meta,.entry-utility{font-size:12px;color:#888}
ul.xoxo{list-style:none;padding:0}.widget-title{font-size:14px}#footer{clear:both;border-top:4px solid #000;font-size:12px}"""


def wpten(site: SiteK, story: Story, parts: PartsK) -> str:
    footer = parts.footer if parts.footer is not None else _farm(site)
    return (
        _head(site, story, WPTEN_CSS, parts, XHTML, ' class="single single-post"')
        + f'{parts.top}<div id="wrapper" class="hfeed"><div id="header"><div id="masthead"><div id="branding" role="banner">'
        f'<div id="site-title"><span><a href="/" rel="home">{esc(site.name)}</a></span></div><div id="site-description">{esc(site.tagline)}</div></div>'
        f'<div id="access" role="navigation"><div class="menu-header"><ul class="menu">{_nav(site)}</ul></div></div></div></div>'
        f'<div id="main"><div id="container"><div id="content" role="main"><div id="nav-above" class="navigation"><div class="nav-previous"><a href="#">&larr; Previous post</a></div></div>'
        f'<div id="post-2231" class="post-2231 post type-post status-publish hentry"><h1 class="entry-title">{esc(story.title)}</h1>'
        f'<div class="entry-meta"><span class="meta-prep">Posted on</span> <span class="entry-date">{_when(story)}</span> <span class="meta-sep">by</span> '
        f'<span class="author vcard"><a class="url fn n" href="/author/">{esc(story.byline)}</a></span></div>{parts.lead}'
        f'<div class="entry-content">{_body(story, parts.inbody)}</div>'
        f'<div class="entry-utility">This entry was posted in <a href="/category/{slug(story.section or "news")}/" rel="category tag">{esc(story.section or "News")}</a>. Bookmark the <a href="#" rel="bookmark">permalink</a>.</div></div>'
        f'{parts.after}</div></div><div id="primary" class="widget-area" role="complementary"><ul class="xoxo">{parts.rail}</ul></div></div>'
        f'<div id="footer" role="contentinfo"><div id="colophon">{parts.before_footer}{footer}<div id="site-generator"><a href="#">Proudly powered by WordPress.</a></div></div></div></div>{parts.end}\n</body>\n</html>\n'
    )


THESIS_CSS = """body{background:#e9e9e9;font:13px/1.6 Verdana,sans-serif}#container{width:960px;margin:0 auto}.page{background:#fff;border:1px solid #ddd;padding:20px}
#header #logo{font:bold 32px Georgia}#tabs li{display:inline;margin-right:12px}#content{float:left;width:620px}#sidebars{float:right;width:300px}
.headline_area h1{font:bold 24px Georgia}.headline_meta{font-size:11px;text-transform:uppercase;color:#888}.sidebar_list{list-style:none;padding:0}#footer{clear:both;font-size:11px}"""


def thesis(site: SiteK, story: Story, parts: PartsK) -> str:
    footer = parts.footer if parts.footer is not None else _farm(site)
    return (
        _head(site, story, THESIS_CSS, parts, XHTML, ' class="custom"')
        + f'{parts.top}<div id="container"><div id="page" class="page"><ul class="menu" id="tabs">{_nav(site)}</ul>'
        f'<div id="header"><p id="logo"><a href="/">{esc(site.name)}</a></p><h1 id="tagline">{esc(site.tagline)}</h1></div>'
        f'<div id="content_box"><div id="content" class="hfeed"><div class="post_box top" id="post-904"><div class="headline_area"><h1 class="entry-title">{esc(story.title)}</h1>'
        f'<p class="headline_meta">by <span class="author vcard fn">{esc(story.byline)}</span> on <abbr class="published">{_when(story)}</abbr></p></div>{parts.lead}'
        f'<div class="format_text entry-content">{_body(story, parts.inbody)}<p class="to_comments"><span class="bracket">{{</span> <a href="#comments">Comments</a> <span class="bracket">}}</span></p></div></div>'
        f'{parts.after}</div><div id="sidebars"><div id="sidebar_1" class="sidebar"><ul class="sidebar_list">{parts.rail}</ul></div></div></div>'
        f'<div id="footer">{parts.before_footer}{footer}<p>Get smart with the Thesis-like Framework</p></div></div></div>{parts.end}\n</body>\n</html>\n'
    )


TOWN_CSS = """body{margin:0;font:14px/1.45 Arial,Helvetica,sans-serif;color:#222}#site-wrap{width:990px;margin:0 auto}#masthead{padding:10px 0;border-bottom:4px solid #8b0000}
.paper-name{font:bold 40px 'Times New Roman',serif}.nav-bar{background:#8b0000}.nav-bar li{display:inline-block;padding:6px 9px}.nav-bar a{color:#fff}
.col-660{float:left;width:660px}.col-300{float:right;width:300px}.story-hed{font:bold 30px Georgia,serif}.story-byline,.story-date{color:#666;font-size:12px}
.rail-box{border:1px solid #ccc;margin-bottom:14px}.rail-hed{background:#eee;font-weight:bold;padding:4px 8px}.rail-inner{padding:6px 8px}#foot{clear:both;background:#333;color:#ccc;padding:14px}"""


def town(site: SiteK, story: Story, parts: PartsK) -> str:
    footer = parts.footer if parts.footer is not None else _farm(site)
    return (
        _head(site, story, TOWN_CSS, parts, "<!DOCTYPE html>")
        + f'{parts.top}<div id="site-wrap"><div id="masthead"><span class="paper-name"><a href="/">{esc(site.name)}</a></span> <span class="paper-tag">{esc(site.tagline)}</span>'
        '<span class="weather">Partly cloudy, 54°F</span></div>'
        f'<ul class="nav-bar">{_nav(site)}</ul><div class="col-660"><div class="story" id="story-body">'
        + (f'<p class="story-kicker">{esc(story.kicker)}</p>' if story.kicker else "")
        + f'<h1 class="story-hed">{esc(story.title)}</h1><p class="story-byline">{esc(story.byline)}</p><p class="story-date">{_when(story)}</p>'
        '<div class="story-tools"><a href="#">Print</a> | <a href="#">E-mail</a> | <a href="#">Font size</a></div>'
        f'{parts.lead}<div class="story-text">{_body(story, parts.inbody)}</div></div>{parts.after}</div>'
        f'<div class="col-300">{parts.rail}</div><div style="clear:both"></div></div><div id="foot">{parts.before_footer}{footer}</div>{parts.end}\n</body>\n</html>\n'
    )


BSPOT_CSS = """body{font:normal normal 13px Arial,Tahoma,sans-serif;color:#222;background:#eee}.content-outer{width:900px;margin:0 auto;background:#fff}
.header-inner h1{font:normal normal 40px Arial}.main-inner .column-center-inner{float:left;width:600px;padding:0 15px}.column-right-inner{float:right;width:250px}
h2.date-header span{background:transparent;color:#999;text-transform:uppercase;font-size:11px}.post-footer{color:#666;font-size:12px;background:#f9f9f9;padding:5px 10px}
.widget h2{font-size:12px;text-transform:uppercase}.footer-outer{clear:both}"""


def bspot(site: SiteK, story: Story, parts: PartsK) -> str:
    footer = parts.footer if parts.footer is not None else _farm(site)
    return (
        _head(site, story, BSPOT_CSS, parts, "<!DOCTYPE html>", ' class="loading"')
        + f'{parts.top}<div class="navbar section" id="navbar"><a href="/">{esc(site.name)}</a> · <a href="#">Next Blog»</a> · <a href="#">Create Blog</a> · <a href="#">Sign In</a></div>'
        f'<div class="content"><div class="content-outer"><header><div class="header-outer"><div class="header-inner"><h1 class="title"><a href="/">{esc(site.name)}</a></h1>'
        f'<p class="description"><span>{esc(site.tagline)}</span></p></div></div></header>'
        f'<div class="tabs-outer"><ul class="tabs">{_nav(site)}</ul></div>'
        f'<div class="main-outer"><div class="main-inner"><div class="column-center-inner"><div class="main section" id="main"><div class="widget Blog" id="Blog1"><div class="blog-posts hfeed">'
        f'<div class="date-outer"><h2 class="date-header"><span>{esc(story.shown)}</span></h2><div class="date-posts"><div class="post-outer"><div class="post hentry">'
        f'<h3 class="post-title entry-title">{esc(story.title)}</h3><div class="post-header"><div class="post-header-line-1"></div></div>{parts.lead}'
        f'<div class="post-body entry-content">{_body(story, parts.inbody)}<div style="clear: both;"></div></div>'
        f'<div class="post-footer"><div class="post-footer-line post-footer-line-1"><span class="post-author vcard">Posted by <span class="fn">{esc(story.byline)}</span></span> '
        f'<span class="post-timestamp">at <a class="timestamp-link" href="#">{_when(story, "published", updated=False)}</a></span></div>'
        '<div class="post-footer-line post-footer-line-2"><span class="post-labels">Labels: <a href="#">life</a>, <a href="#">neighborhood</a></span></div></div></div>'
        f"{parts.after}</div></div></div></div></div></div></div>"
        f'<div class="column-right-inner"><aside><div class="sidebar section" id="sidebar-right-1">{parts.rail}</div></aside></div><div style="clear:both"></div></div></div>'
        f'<footer><div class="footer-outer">{parts.before_footer}{footer}<div class="widget Attribution">Powered by Blogger.</div></div></footer></div></div>{parts.end}\n</body>\n</html>\n'
    )


NETWORK_CSS = """body{margin:0;font:14px/1.5 'Helvetica Neue',Arial,sans-serif;color:#111}#topbar{background:#222;color:#999;font-size:11px;padding:3px 10px}
#wrapper{width:1000px;margin:0 auto}#logo{font:bold 44px Helvetica;letter-spacing:-2px}#mainmenu li{display:inline-block;margin-right:14px;text-transform:uppercase;font-size:12px}
#leftcol{float:left;width:640px}#rightcol{float:right;width:320px}.post-hdr h1{font-size:28px;margin:6px 0}.post-byline{color:#777;font-size:12px}
.sb-unit{margin-bottom:18px}.sb-hd{border-bottom:2px solid #111;font-size:12px;text-transform:uppercase}.sb-list{list-style:none;padding:0}#ftr{clear:both;font-size:11px;color:#888}"""


def network(site: SiteK, story: Story, parts: PartsK) -> str:
    footer = parts.footer if parts.footer is not None else _farm(site)
    return (
        _head(site, story, NETWORK_CSS, parts, "<!DOCTYPE html>")
        + f'{parts.top}<div id="topbar">{esc(site.name)} · Part of the Lantern Media network · <a href="#">Log in</a> · <a href="#">Sign up</a></div>'
        f'<div id="wrapper"><div id="logo"><a href="/">{esc(site.name)}</a></div><div id="tagline">{esc(site.tagline)}</div><ul id="mainmenu">{_nav(site)}</ul>'
        f'<div id="leftcol"><div class="post-wrapper"><div class="post-hdr"><h1>{esc(story.title)}</h1><div class="post-byline">{esc(story.byline)} · {_when(story)}</div></div>{parts.lead}'
        f'<div class="post-content">{_body(story, parts.inbody)}</div><div class="post-tags">Tags: <a href="#">{esc(story.section or "news")}</a></div></div>{parts.after}</div>'
        f'<div id="rightcol">{parts.rail}</div><div id="ftr">{parts.before_footer}{footer}</div></div>{parts.end}\n</body>\n</html>\n'
    )


UKPAPER_CSS = """body{margin:0;font:14px/1.5 Georgia,serif;color:#222}#page{width:976px;margin:0 auto}#brand{font:bold 38px Georgia;color:#0a3a6b}
#navigation li{display:inline-block;padding:5px 8px;background:#0a3a6b}#navigation a{color:#fff;font:bold 12px Arial}#main-col{float:left;width:640px}#side-col{float:right;width:300px}
.article-header h1{font-size:30px}.article-meta{color:#666;font:12px Arial}.aside-box{border-top:3px solid #0a3a6b;margin-bottom:14px}.aside-hd{font:bold 14px Arial}#footer{clear:both;background:#eee;padding:10px}"""


def ukpaper(site: SiteK, story: Story, parts: PartsK) -> str:
    footer = parts.footer if parts.footer is not None else _farm(site)
    return (
        _head(site, story, UKPAPER_CSS, parts, XHTML)
        + f'{parts.top}<div id="page"><div id="brand"><a href="/">{esc(site.name)}</a></div><div id="brand-tag">{esc(site.tagline)}</div>'
        f'<ul id="navigation">{_nav(site)}</ul><div id="main-col"><div class="article" id="article-main"><div class="article-header">'
        + (f'<p class="article-kicker">{esc(story.kicker)}</p>' if story.kicker else "")
        + f"<h1>{esc(story.title)}</h1>"
        + (f'<p class="article-standfirst">{esc(story.standfirst)}</p>' if story.standfirst else "")
        + f'<p class="article-meta">{esc(story.byline)} · {_when(story)}</p></div>{parts.lead}'
        f'<div class="article-body">{_body(story, parts.inbody)}</div></div>{parts.after}</div>'
        f'<div id="side-col">{parts.rail}</div><div id="footer">{parts.before_footer}{footer}</div></div>{parts.end}\n</body>\n</html>\n'
    )


TEMPLATES_N = {
    "wpten": wpten,
    "thesis": thesis,
    "town": town,
    "bspot": bspot,
    "network": network,
    "ukpaper": ukpaper,
}


def render_n(template: str, site: SiteK, story: Story, parts: PartsK) -> str:
    return TEMPLATES_N[template](site, story, parts)
