"""Page templates of blind set BB, written for this set in the manner of 2004-2013 templates (no saved page opened, no
vendor's or theme's code copied; every class, name and text invented).

- ``bl``: a blog of the era: a banner, a fixed-width two-column page, the post (date header, title, text, a post
  footer "by ... | tags | share"), the case's blocks, a sidebar (about, recent posts, recent comments on other posts,
  archives by month, a tag cloud, a blogroll, the case's rail), a footer naming the (invented) engine (``bx-*``);
- ``np``: a newspaper site of the era: a top bar, masthead, a row of sections, breadcrumb, the story (headline,
  byline, dateline, photo, text, "E-mail | Print | Share" row, related stories), the case's blocks, a right column
  ("most read", an advertisement slot, the case's rail), a link-heavy footer (``nx-*``);
- ``cm``: a community or magazine portal: a header with a login line, a left navigation column, the story, the
  case's blocks, a right column (popular this week, tags, the case's rail), a footer (``cx-*``).

Page parts (``Parts``): ``inside`` (in the story after its text), ``after`` (below the story), ``rail`` (the side
column), ``css``, ``end``.
"""

from __future__ import annotations

from dataclasses import dataclass

from comspider_lab.blind.content_bb import WORDS, SiteBB
from comspider_lab.blind.layout import esc, slug


@dataclass(frozen=True)
class Story:
    title: str
    byline: str
    iso: str
    shown: str
    paras: str  # paragraphs separated by blank lines
    section: str = ""
    related: tuple[str, ...] = ()  # headlines of other posts or stories
    tags: tuple[str, ...] = ()
    recent: tuple[tuple[str, str], ...] = ()  # a blog's "recent comments": (name, other post's title)
    months: tuple[str, ...] = ()  # a blog's archive
    friends: tuple[str, ...] = ()  # a blog's blogroll

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


def _head(site: SiteBB, story: Story, css: str, parts: Parts) -> str:
    return (
        '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" '
        '"http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">\n'
        f'<html xmlns="http://www.w3.org/1999/xhtml" lang="{site.lang}" xml:lang="{site.lang}">\n<head>\n'
        '<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />\n'
        f"<title>{esc(story.title)} | {esc(site.name)}</title>\n"
        f'<meta name="description" content="{esc(story.paragraphs[0][:150])}" />\n'
        f'<meta name="generator" content="{esc(site.engine)}" />\n'
        f'<link rel="alternate" type="application/rss+xml" title="{esc(site.name)} RSS" href="/feed/" />\n'
        f'<style type="text/css">{css}{parts.css}</style>\n</head>\n<body>\n'
    )


def _paras(story: Story) -> str:
    return "".join(f"<p>{esc(p)}</p>" for p in story.paragraphs)


def _sections(site: SiteBB, cls: str) -> str:
    return (
        f'<ul class="{cls}">'
        + "".join(
            f'<li><a href="/{"" if i == 0 else slug(s) + "/"}">{esc(s)}</a></li>'
            for i, s in enumerate(site.sections)
        )
        + "</ul>"
    )


def _links(items: tuple[str, ...], base: str) -> str:
    return "".join(f'<li><a href="/{base}/{slug(h)[:40]}.html">{esc(h)}</a></li>' for h in items)


def _tags(site: SiteBB, story: Story) -> str:
    tags = story.tags or (story.section or site.sections[1],)
    return f"{esc(WORDS[site.lang]['tags'])}: " + ", ".join(
        f'<a href="/tag/{slug(t)}" rel="tag">{esc(t)}</a>' for t in tags
    )


def _share(site: SiteBB) -> str:
    return (
        f"{esc(WORDS[site.lang]['share'])}: "
        '<a href="/share?to=mail">E-mail</a> | <a href="/share?to=bookmark">Bookmark</a> | '
        '<a href="/share?to=friend">Send to a friend</a>'
    )


BL_CSS = """body{margin:0;background:#e9e4d8;font:13px/1.5 Verdana,Geneva,sans-serif;color:#333}#bx-outer{width:860px;margin:0 auto;background:#fff;border:1px solid #cfc6b2}
#bx-banner{padding:28px 24px;background:#5b6e4a;color:#fff}#bx-banner h1{margin:0;font:normal 30px Georgia,serif}#bx-banner h1 a{color:#fff;text-decoration:none}#bx-banner p{margin:4px 0 0;font-style:italic}
#bx-nav ul{margin:0;padding:6px 24px;background:#3f4d33;list-style:none}#bx-nav li{display:inline;margin-right:14px}#bx-nav a{color:#e8f0dc}
#bx-main{float:left;width:560px;padding:18px 24px}#bx-side{float:right;width:220px;padding:18px 12px;font-size:11px}#bx-side h2{font:bold 12px Verdana,sans-serif;text-transform:uppercase;color:#5b6e4a;border-bottom:1px dotted #aaa}
.bx-datehead{font:bold 11px Verdana,sans-serif;color:#999;text-transform:uppercase}.bx-post h2{font:normal 22px Georgia,serif;color:#3f4d33;margin:4px 0 10px}
.bx-postfoot{font-size:11px;color:#777;border-top:1px dotted #ccc;margin-top:12px;padding-top:6px}.bx-cloud a{margin-right:5px}.bx-cloud .t1{font-size:10px}.bx-cloud .t3{font-size:15px}
#bx-foot{clear:both;text-align:center;font-size:10px;color:#999;padding:14px;border-top:1px solid #ddd}"""


def bl(site: SiteBB, story: Story, parts: Parts) -> str:
    w = WORDS[site.lang]
    related = story.related or site.sections[1:]
    months = story.months or ("2009", "2008", "2007")
    cloud = story.tags or site.sections[1:]
    recent = "".join(
        f'<li>{esc(n)} {esc(w["on"])} <a href="/{slug(p)[:40]}.html">{esc(p)}</a></li>'
        for n, p in story.recent
    )
    return (
        _head(site, story, BL_CSS, parts)
        + f'<div id="bx-outer"><div id="bx-banner"><h1><a href="/">{esc(site.name)}</a></h1><p>{esc(site.tagline)}</p></div>'
        f'<div id="bx-nav">{_sections(site, "bx-menu")}</div>\n<div id="bx-main">'
        f'<div class="bx-post"><p class="bx-datehead">{esc(story.shown)}</p><h2>{esc(story.title)}</h2>'
        f'<div class="bx-entry">{_paras(story)}{parts.inside}</div>'
        f'<p class="bx-postfoot">{esc(story.byline)} | {_tags(site, story)} | {_share(site)}</p></div>\n'
        f"{parts.after}</div>\n"
        f'<div id="bx-side"><h2>{esc(w["about"])}</h2><p>{esc(site.tagline)}.</p>'
        f'<form action="/search" method="get"><input type="text" name="q" size="16" /> <input type="submit" value="{esc(w["search"])}" /></form>'
        f"<h2>{esc(w['recent_posts'])}</h2><ul>{_links(related, 'archives')}</ul>"
        + (f'<h2>{esc(w["recent_comments"])}</h2><ul class="bx-recent">{recent}</ul>' if recent else "")
        + f"<h2>{esc(w['archives'])}</h2><ul>{_links(months, 'archives')}</ul>"
        f'<h2>{esc(w["tags"])}</h2><p class="bx-cloud">'
        + " ".join(f'<a class="t{1 + i % 3}" href="/tag/{slug(t)}">{esc(t)}</a>' for i, t in enumerate(cloud))
        + "</p>"
        + (
            f"<h2>{esc(w['blogroll'])}</h2><ul>"
            + "".join(f'<li><a href="http://{slug(f)}.example/">{esc(f)}</a></li>' for f in story.friends)
            + "</ul>"
            if story.friends
            else ""
        )
        + f"{parts.rail}</div>\n"
        f'<div id="bx-foot">© {esc(site.name)} · {esc(w["powered"])} {esc(site.engine)} · '
        f'<a href="/feed/">RSS</a></div></div>\n{parts.end}\n</body>\n</html>\n'
    )


NP_CSS = """body{margin:0;background:#fff;font:13px/1.45 Arial,Helvetica,sans-serif;color:#111}#nx-top{background:#eee;font-size:11px;padding:3px 10px;color:#555}
#nx-mast{width:980px;margin:0 auto;padding:12px 0;border-bottom:3px solid #111}#nx-mast a{font:bold 40px "Times New Roman",serif;color:#111;text-decoration:none}#nx-mast span{display:block;font-size:11px;color:#666}
#nx-nav{width:980px;margin:0 auto}.nx-secs{margin:0;padding:6px 0;list-style:none;border-bottom:1px solid #999}.nx-secs li{display:inline;margin-right:16px;font-weight:bold}.nx-secs a{color:#036}
#nx-body{width:980px;margin:0 auto;overflow:hidden}#nx-main{float:left;width:640px;padding:10px 0}#nx-right{float:right;width:300px;padding:10px 0;font-size:12px}
.nx-crumb{font-size:11px;color:#777}.nx-story h1{font:bold 30px/1.1 "Times New Roman",serif;margin:6px 0}.nx-by{font-size:11px;color:#555;text-transform:uppercase}
.nx-photo{background:#ccd;width:640px;height:300px}.nx-tools{font-size:11px;border-top:1px solid #ccc;border-bottom:1px solid #ccc;padding:4px 0;margin:12px 0}
.nx-rel h3,#nx-right h3{font-size:13px;text-transform:uppercase;border-bottom:2px solid #036;color:#036;margin:14px 0 6px}.nx-ad{width:300px;height:250px;background:#f3f3f3;text-align:center;color:#aaa;line-height:250px}
#nx-foot{clear:both;background:#222;color:#aaa;font-size:11px;padding:14px}#nx-foot a{color:#ddd;margin-right:10px}"""


def np(site: SiteBB, story: Story, parts: Parts) -> str:
    w = WORDS[site.lang]
    sec = story.section or site.sections[1]
    related = story.related or site.sections[1:]
    return (
        _head(site, story, NP_CSS, parts)
        + f'<div id="nx-top">{esc(story.shown)} · <a href="/login">Login</a> · <a href="/register">Register</a></div>'
        f'<div id="nx-mast"><a href="/">{esc(site.name)}</a><span>{esc(site.tagline)}</span></div>'
        f'<div id="nx-nav">{_sections(site, "nx-secs")}</div>\n<div id="nx-body"><div id="nx-main">'
        f'<p class="nx-crumb"><a href="/">{esc(site.sections[0])}</a> &gt; <a href="/{slug(sec)}/">{esc(sec)}</a></p>'
        f'<div class="nx-story"><h1>{esc(story.title)}</h1><p class="nx-by">{esc(story.byline)} | {esc(story.shown)}</p>'
        f'<div class="nx-photo"></div>{_paras(story)}{parts.inside}'
        f'<p class="nx-tools"><a href="/print">Print</a> | {_share(site)} | {_tags(site, story)}</p>'
        f'<div class="nx-rel"><h3>{esc(w["related"])}</h3><ul>{_links(related, slug(sec))}</ul></div></div>\n'
        f"{parts.after}</div>\n"
        f'<div id="nx-right"><h3>{esc(w["most_read"])}</h3><ol>{_links(related[::-1], slug(sec))}</ol>'
        f'<div class="nx-ad">advertisement</div>{parts.rail}</div></div>\n'
        f'<div id="nx-foot"><a href="/contact">{esc(w["contact"])}</a><a href="/rss">RSS</a><a href="/archive">{esc(w["archives"])}</a>'
        f"<br />© {esc(site.name)} · {esc(w['rights'])} · {esc(w['powered'])} {esc(site.engine)}</div>\n{parts.end}\n</body>\n</html>\n"
    )


CM_CSS = """body{margin:0;background:#f6f6f6;font:12px/1.5 Tahoma,Verdana,sans-serif;color:#222}#cx-head{background:#223;color:#ccd;padding:10px 16px}#cx-head a.cx-logo{font:bold 24px Tahoma,sans-serif;color:#fff;text-decoration:none}
#cx-head .cx-login{float:right;font-size:11px}#cx-head .cx-login a{color:#aab}#cx-wrap{width:1000px;margin:0 auto;background:#fff;overflow:hidden}
#cx-left{float:left;width:170px;padding:12px;background:#eef}#cx-left ul{padding-left:14px}#cx-center{float:left;width:560px;padding:12px 18px}#cx-right{float:left;width:190px;padding:12px;font-size:11px}
.cx-story h1{font:bold 22px Tahoma,sans-serif;margin:0 0 4px}.cx-meta{font-size:11px;color:#666}.cx-right h3,#cx-right h3,#cx-left h3{font-size:12px;margin:10px 0 4px;color:#446}
.cx-foot{clear:both;font-size:10px;color:#888;text-align:center;padding:10px;border-top:1px solid #ccc}"""


def cm(site: SiteBB, story: Story, parts: Parts) -> str:
    w = WORDS[site.lang]
    related = story.related or site.sections[1:]
    return (
        _head(site, story, CM_CSS, parts)
        + f'<div id="cx-head"><span class="cx-login"><a href="/user/login">Log in</a> | <a href="/user/register">Create account</a></span>'
        f'<a class="cx-logo" href="/">{esc(site.name)}</a><br />{esc(site.tagline)}</div>\n<div id="cx-wrap">'
        f'<div id="cx-left"><h3>{esc(site.sections[0])}</h3>{_sections(site, "cx-nav")}'
        f'<h3>{esc(w["search"])}</h3><form action="/search"><input name="q" size="14" /></form></div>'
        f'<div id="cx-center"><div class="cx-story"><h1>{esc(story.title)}</h1><p class="cx-meta">{esc(story.byline)} · {esc(story.shown)}</p>'
        f"{_paras(story)}{parts.inside}"
        f'<p class="cx-meta">{_tags(site, story)} · {_share(site)}</p></div>\n{parts.after}</div>'
        f'<div id="cx-right"><h3>{esc(w["most_read"])}</h3><ul>{_links(related, "node")}</ul>'
        f"<h3>{esc(w['tags'])}</h3><p>"
        + " ".join(f'<a href="/tag/{slug(t)}">{esc(t)}</a>' for t in (story.tags or site.sections[1:]))
        + f"</p>{parts.rail}</div>"
        f'<div class="cx-foot">© {esc(site.name)} · {esc(w["rights"])} · {esc(w["powered"])} {esc(site.engine)}</div></div>\n'
        f"{parts.end}\n</body>\n</html>\n"
    )


TEMPLATES = {"bl": bl, "np": np, "cm": cm}


def render_bb(site: SiteBB, story: Story, parts: Parts) -> str:
    return TEMPLATES[site.template](site, story, parts)
