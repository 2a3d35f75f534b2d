"""Page templates of blind set BC, written for this set (no saved page opened, no vendor's or theme's code copied;
every class, name and text invented), in the manner of 2004-2013:

- ``bl``: a blog of 2005-2010, fixed width: a header with the blog's name and tagline, the post (date header, title,
  text, a "filed under" line), the case's block, and a right sidebar (search, about, recent posts, archives by month,
  a tag cloud of sized links, a blogroll, the feed link, a visitor counter), a footer naming the engine (``bx-*``);
- ``np``: a newspaper site of 2009-2013: a top bar (date, weather, log in), the masthead, a row of section tabs, a
  breaking-news line, a breadcrumb, the article (kicker, headline, standfirst, byline, "Print | E-mail | A+ A-",
  picture with caption, text, a bookmark bar), the case's block, a right column ("most read", an advertisement, the
  rail), a footer with a site index (``ns-*``);
- ``cm``: a community or magazine site of 2010-2013: a top strip (sign in, register), a header, a section bar, the
  story (title, "Posted by ... on ...", text, tags), an author box, related posts with thumbnails, the case's block, a
  side column (popular tags, newsletter, follow us, the rail), a footer (``cq-*``).

Page parts (``Parts``): ``inside`` (in the article after the text), ``after`` (after the article: the discussion's
usual place), ``rail`` (in the side column), ``css``, ``end``.
"""

from __future__ import annotations

from dataclasses import dataclass

from comspider_lab.blind.content_bc import WORDS, SiteBC
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
    related: tuple[str, ...] = ()  # headlines or post titles of the side lists
    tags: tuple[str, ...] = ()
    months: tuple[str, ...] = ()  # the blog's archive months
    links: tuple[str, ...] = ()  # blogroll / friends' sites

    @property
    def paragraphs(self) -> list[str]:
        return [" ".join(p.split()) for p in self.paras.strip().split("\n\n") if p.strip()]


@dataclass(frozen=True)
class Parts:
    inside: str = ""
    after: str = ""
    rail: str = ""
    css: str = ""
    end: str = ""


def _head(site: SiteBC, story: Story, css: str, parts: Parts) -> str:
    desc = story.lead or story.paragraphs[0][:150]
    return (
        '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" '
        '"http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">\n'
        f'<html xmlns="http://www.w3.org/1999/xhtml" lang="{site.lang}" xml:lang="{site.lang}">\n<head>\n'
        '<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />\n'
        f"<title>{esc(story.title)} | {esc(site.name)}</title>\n"
        f'<meta name="description" content="{esc(desc)}" />\n'
        f'<meta name="generator" content="{esc(site.engine)}" />\n'
        f'<link rel="alternate" type="application/rss+xml" title="{esc(site.name)}" href="/feed/" />\n'
        f'<style type="text/css">{css}{parts.css}</style>\n</head>\n'
    )


def _paras(story: Story) -> str:
    return "".join(f"<p>{esc(p)}</p>" for p in story.paragraphs)


def _sections(site: SiteBC, cls: str) -> str:
    return (
        f'<ul class="{cls}">'
        + "".join(
            f'<li><a href="/{"" if i == 0 else slug(s) + "/"}">{esc(s)}</a></li>'
            for i, s in enumerate(site.sections)
        )
        + "</ul>"
    )


def _sec(site: SiteBC, story: Story) -> str:
    return story.section or site.sections[1]


def _list(items: tuple[str, ...], base: str) -> str:
    return "".join(f'<li><a href="{base}{slug(x)[:40]}/">{esc(x)}</a></li>' for x in items)


def _cloud(tags: tuple[str, ...]) -> str:
    sizes = (11, 17, 13, 21, 12, 15, 19, 10)
    return " ".join(
        f'<a href="/tag/{slug(t)}/" style="font-size:{sizes[i % len(sizes)]}px">{esc(t)}</a>'
        for i, t in enumerate(tags)
    )


BL_CSS = """body{margin:0;background:#e9e4d8;font:13px/1.6 Verdana,Arial,sans-serif;color:#333}#bx-page{width:780px;margin:18px auto;background:#fff;border:1px solid #cfc6b0}
#bx-header{padding:28px 24px 18px;background:#5b6e47;color:#f3f0e6}#bx-header h1{margin:0;font:normal 30px Georgia,serif}#bx-header h1 a{color:#fff;text-decoration:none}#bx-header p{margin:4px 0 0;font-style:italic}
.bx-nav{margin:0;padding:6px 24px;background:#3e4c30;list-style:none}.bx-nav li{display:inline;margin-right:14px}.bx-nav a{color:#e6e2d3;text-decoration:none}
#bx-content{float:left;width:500px;padding:20px 24px}#bx-sidebar{float:right;width:200px;padding:20px 16px 20px 0;font-size:11px}#bx-sidebar h2{font:bold 12px Georgia,serif;border-bottom:1px dotted #999;text-transform:uppercase;color:#5b6e47}
#bx-sidebar ul{padding-left:14px}.bx-date{font:bold 11px Verdana,sans-serif;color:#999;text-transform:uppercase}.bx-post h2{font:normal 22px Georgia,serif;margin:4px 0 10px;color:#3e4c30}
.bx-filed{font-size:11px;color:#888;border-top:1px dotted #ccc;padding-top:6px}#bx-footer{clear:both;padding:12px 24px;font-size:10px;color:#999;border-top:1px solid #ddd;text-align:center}"""


def bl(site: SiteBC, story: Story, parts: Parts) -> str:
    w = WORDS[site.lang]
    sec = _sec(site, story)
    tags = story.tags or site.sections[1:]
    return (
        _head(site, story, BL_CSS, parts)
        + f'<body class="single"><div id="bx-page"><div id="bx-header"><h1><a href="/">{esc(site.name)}</a></h1>'
        f"<p>{esc(site.tagline)}</p></div>{_sections(site, 'bx-nav')}\n"
        f'<div id="bx-content"><div class="bx-post" id="post-{len(story.title) * 7}">'
        f'<div class="bx-date">{esc(story.shown)}</div><h2><a href="#" rel="bookmark">{esc(story.title)}</a></h2>'
        f'<div class="bx-entry">{_paras(story)}{parts.inside}</div>'
        f'<p class="bx-filed">{esc(story.byline)} · <a href="/{slug(sec)}/">{esc(sec)}</a> · '
        + ", ".join(f'<a href="/tag/{slug(t)}/" rel="tag">{esc(t)}</a>' for t in tags)
        + f"</p></div>\n{parts.after}</div>\n"
        f'<div id="bx-sidebar"><form action="/" method="get"><input type="text" name="s" size="15" /> '
        f'<input type="submit" value="{esc(w["search"])}" /></form>'
        f"<h2>{esc(w['about'])}</h2><p>{esc(site.tagline)}.</p>"
        f"<h2>{esc(w['recent'])}</h2><ul>{_list(story.related or site.sections[1:], '/')}</ul>"
        f"<h2>{esc(w['archives'])}</h2><ul>{_list(story.months or ('—',), '/archive/')}</ul>"
        f'<h2>{esc(w["tags"])}</h2><p class="bx-cloud">{_cloud(tags + site.sections[1:])}</p>'
        f"<h2>{esc(w['blogroll'])}</h2><ul>"
        + "".join(f'<li><a href="http://{slug(x)}.example/">{esc(x)}</a></li>' for x in story.links)
        + f'</ul>{parts.rail}<p><a href="/feed/">{esc(w["subscribe"])}</a></p><p class="bx-counter">004213</p></div>'
        f'<div id="bx-footer">© {esc(site.name)} · {esc(w["powered"])} {esc(site.engine)}</div></div>\n'
        f"{parts.end}\n</body>\n</html>\n"
    )


NP_CSS = """body{margin:0;background:#fff;font:13px/1.5 Arial,Helvetica,sans-serif;color:#222}.ns-top{background:#eee;font-size:11px;padding:4px 12px;color:#555}.ns-top a{color:#555}
.ns-mast{padding:14px 12px;border-bottom:3px solid #8b0000}.ns-mast a{font:bold 36px "Times New Roman",serif;color:#111;text-decoration:none}.ns-mast span{display:block;font-size:11px;color:#777}
.ns-tabs{margin:0;padding:0 12px;background:#8b0000;list-style:none;overflow:hidden}.ns-tabs li{float:left}.ns-tabs a{display:block;padding:6px 12px;color:#fff;font-weight:bold;text-decoration:none}
.ns-break{background:#fff4d6;padding:4px 12px;font-size:12px}.ns-crumb{font-size:11px;color:#888;padding:6px 12px}.ns-wrap{width:960px;margin:0 auto;overflow:hidden}
.ns-main{float:left;width:620px;padding:0 12px}.ns-col{float:right;width:290px;padding:0 12px;font-size:12px}.ns-col h3{background:#333;color:#fff;padding:3px 6px;font-size:12px}
.ns-kick{color:#8b0000;font-weight:bold;font-size:11px;text-transform:uppercase}.ns-art h1{font:bold 28px/1.15 "Times New Roman",serif;margin:4px 0}.ns-stand{font-size:15px;color:#444}
.ns-by{font-size:11px;color:#666}.ns-tools{font-size:11px;color:#8b0000}.ns-pic{background:#ccd;width:600px;height:300px}.ns-cap{font-size:11px;color:#777}
.ns-bm{font-size:11px;border-top:1px solid #ddd;border-bottom:1px solid #ddd;padding:4px 0;margin:10px 0}.ns-ad{background:#f4f4f4;border:1px solid #ddd;text-align:center;padding:30px 0;color:#aaa;font-size:10px}
.ns-foot{clear:both;background:#222;color:#aaa;font-size:11px;padding:14px 12px}.ns-foot a{color:#ddd}"""


def np(site: SiteBC, story: Story, parts: Parts) -> str:
    w = WORDS[site.lang]
    sec = _sec(site, story)
    rel = story.related or site.sections[1:]
    return (
        _head(site, story, NP_CSS, parts)
        + f'<body><div class="ns-top">{esc(story.shown)} · <a href="/login">Login</a> · <a href="/feed/">RSS</a></div>'
        f'<div class="ns-wrap"><div class="ns-mast"><a href="/">{esc(site.name)}</a><span>{esc(site.tagline)}</span></div>'
        f'{_sections(site, "ns-tabs")}<div class="ns-break">+++ {esc(rel[0])} +++</div>'
        f'<div class="ns-crumb"><a href="/">{esc(site.sections[0])}</a> &raquo; <a href="/{slug(sec)}/">{esc(sec)}</a></div>\n'
        f'<div class="ns-main"><div class="ns-art"><div class="ns-kick">{esc(sec)}</div><h1>{esc(story.title)}</h1>'
        + (f'<p class="ns-stand">{esc(story.lead)}</p>' if story.lead else "")
        + f'<p class="ns-by">{esc(story.byline)} | {esc(story.shown)}</p>'
        '<p class="ns-tools"><a href="?print=1">Print</a> | <a href="/mail">E-mail</a> | A+ A-</p>'
        f'<div class="ns-pic"></div><p class="ns-cap">{esc(story.title[:70])}</p>'
        + _paras(story)
        + parts.inside
        + f'<div class="ns-bm">{esc(w["share"])}: <a href="#bm1">Linkpile</a> · <a href="#bm2">Shelfit</a> · '
        '<a href="#bm3">Pinwall</a></div>'
        + (
            f'<p class="ns-tags">{esc(w["tags"])}: '
            + ", ".join(f'<a href="/tag/{slug(t)}/">{esc(t)}</a>' for t in story.tags)
            + "</p>"
            if story.tags
            else ""
        )
        + f"</div>\n{parts.after}</div>\n"
        f'<div class="ns-col"><h3>{esc(w["most"])}</h3><ol>{_list(rel, "/" + slug(sec) + "/")}</ol>'
        f'<div class="ns-ad">Advertisement<br />300×250</div>{parts.rail}'
        f"<h3>{esc(w['related'])}</h3><ul>{_list(site.sections[1:], '/')}</ul></div>"
        f'<div class="ns-foot">{_sections(site, "ns-index")}<p>© {esc(site.name)} · {esc(w["rights"])} · '
        f'<a href="/contact">{esc(w["contact"])}</a> · {esc(w["powered"])} {esc(site.engine)}</p></div></div>\n'
        f"{parts.end}\n</body>\n</html>\n"
    )


CM_CSS = """body{margin:0;background:#f5f7fa;font:14px/1.55 "Lucida Grande",Tahoma,sans-serif;color:#2b2b2b}.cq-strip{background:#20262e;color:#9aa;font-size:11px;padding:4px 16px;text-align:right}.cq-strip a{color:#cde}
.cq-head{background:#2f6f8f;padding:16px}.cq-head a{color:#fff;font:bold 26px "Lucida Grande",sans-serif;text-decoration:none}.cq-head em{color:#cfe6f0;margin-left:12px}
.cq-bar{list-style:none;margin:0;padding:6px 16px;background:#dfe8ee}.cq-bar li{display:inline;margin-right:16px}.cq-body{width:980px;margin:14px auto;overflow:hidden}
.cq-main{float:left;width:660px;background:#fff;padding:16px;border:1px solid #dde}.cq-side{float:right;width:270px;font-size:12px}.cq-side h4{margin:12px 0 4px;color:#2f6f8f}
.cq-story h1{font-size:24px;margin:0 0 4px}.cq-posted{font-size:11px;color:#888}.cq-tags a{background:#eef4f7;padding:1px 6px;margin-right:4px;font-size:11px}
.cq-authorbox{background:#f3f6f8;border:1px solid #e1e6ea;padding:10px;margin:14px 0;font-size:12px}.cq-rel{overflow:hidden}.cq-rel a{float:left;width:150px;margin-right:10px;font-size:12px}
.cq-rel span{display:block;height:70px;background:#cdd8e0}.cq-foot{clear:both;text-align:center;font-size:11px;color:#888;padding:16px}"""


def cm(site: SiteBC, story: Story, parts: Parts) -> str:
    w = WORDS[site.lang]
    sec = _sec(site, story)
    tags = story.tags or site.sections[1:]
    rel = story.related or site.sections[1:]
    return (
        _head(site, story, CM_CSS, parts)
        + '<body><div class="cq-strip"><a href="/user/login">Sign in</a> | <a href="/user/register">Register</a></div>'
        f'<div class="cq-head"><a href="/">{esc(site.name)}</a><em>{esc(site.tagline)}</em></div>'
        f"{_sections(site, 'cq-bar')}\n"
        f'<div class="cq-body"><div class="cq-main"><div class="cq-story"><h1>{esc(story.title)}</h1>'
        f'<div class="cq-posted">{esc(story.byline)} · {esc(story.shown)} · <a href="/{slug(sec)}/">{esc(sec)}</a></div>'
        + (f"<p><b>{esc(story.lead)}</b></p>" if story.lead else "")
        + _paras(story)
        + parts.inside
        + '<p class="cq-tags">'
        + "".join(f'<a href="/tag/{slug(t)}/">{esc(t)}</a>' for t in tags)
        + f'</p></div><div class="cq-authorbox"><b>{esc(story.byline)}</b> — {esc(site.tagline)}.</div>'
        f'<div class="cq-rel"><h4>{esc(w["related"])}</h4>'
        + "".join(f'<a href="/{slug(sec)}/{slug(h)[:40]}/"><span></span>{esc(h)}</a>' for h in rel[:4])
        + f"</div>\n{parts.after}</div>\n"
        f'<div class="cq-side"><h4>{esc(w["tags"])}</h4><p>{_cloud(tags + site.sections[1:])}</p>'
        f'<h4>{esc(w["subscribe"])}</h4><form action="/newsletter" method="post"><input type="text" name="email" /> '
        f'<input type="submit" value="OK" /></form>{parts.rail}</div></div>'
        f'<div class="cq-foot">© {esc(site.name)} · {esc(w["rights"])} · {esc(w["powered"])} {esc(site.engine)} · '
        f'<a href="/contact">{esc(w["contact"])}</a></div>\n{parts.end}\n</body>\n</html>\n'
    )


TEMPLATES = {"bl": bl, "np": np, "cm": cm}


def render_bc(site: SiteBC, story: Story, parts: Parts) -> str:
    return TEMPLATES[site.template](site, story, parts)
