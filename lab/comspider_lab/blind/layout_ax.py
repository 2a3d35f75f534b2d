"""Page templates of blind set AX, written for this set (no saved page opened, no vendor's or theme's code copied;
every class, name and text invented): article pages of 2010-2014 as a reader's browser saved them after the page's
scripts had run, so that what scripts drew (share counts, tabs, lazily loaded pictures, widgets) is in the markup.

- ``np``: a newspaper of about 2012 (``gz-*``): a top bar with the date and a login link, the masthead, a row of
  sections, a breadcrumb, the article (headline, standfirst, byline and time, a share bar with counts above and below
  the text, a picture, the text), tags, an author box, a "you might also like" grid of six teasers with lazily
  loaded pictures, a related-stories list, the case's block; a right column with an advertisement slot, "most read"
  and "most shared" tabs (both lists in the markup, one hidden), a newsletter sign-up and the case's rail; a footer
  with the sections;
- ``bl``: a personal blog of about 2011 (``bg-*``): header, the post with its date, share counts, tags, an author
  box and a "you might also like" grid, the case's block; a sidebar (about, popular posts, archive by month, an
  e-mail sign-up, the case's rail); a footer.

Page parts (``Parts``): ``inside`` (in the article, after the text), ``after`` (below the article's furniture),
``rail`` (the side column), ``css``, ``head`` (in ``<head>``), ``end`` (before ``</body>``).
"""

from __future__ import annotations

from dataclasses import dataclass

from comspider_lab.blind.content_ax import WORDS, SiteAX
from comspider_lab.blind.layout import esc, slug

PIXEL = "data:image/gif;base64,R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw=="


@dataclass(frozen=True)
class Story:
    title: str
    byline: str
    iso: str
    shown: str
    paras: str  # paragraphs separated by blank lines
    lead: str = ""
    section: str = ""
    related: tuple[str, ...] = ()  # related stories' headlines (also the "you might also like" grid)
    most: tuple[str, ...] = ()  # "most read" headlines ("most shared": the same, reordered)
    tags: tuple[str, ...] = ()
    bio: str = ""  # the author box's sentence

    @property
    def paragraphs(self) -> list[str]:
        return [" ".join(p.split()) for p in self.paras.strip().split("\n\n") if p.strip()]


@dataclass(frozen=True)
class Parts:
    inside: str = ""
    after: str = ""
    rail: str = ""
    css: str = ""
    head: str = ""
    end: str = ""


def _n(text: str, k: int) -> int:
    """A share count that stays the same from build to build."""
    return sum(ord(ch) for ch in text) % k + 3


def _head(site: SiteAX, story: Story, css: str, parts: Parts) -> str:
    desc = story.lead or story.paragraphs[0][:150]
    return (
        f'<!DOCTYPE html>\n<html lang="{site.lang}" dir="{site.direction}">\n<head>\n<meta charset="utf-8">\n'
        f"<title>{esc(story.title)} | {esc(site.name)}</title>\n"
        f'<meta name="description" content="{esc(desc)}">\n'
        f'<meta property="og:title" content="{esc(story.title)}">\n<meta property="og:type" content="article">\n'
        f'<meta property="og:site_name" content="{esc(site.name)}">\n'
        f'<meta property="article:published_time" content="{story.iso}">\n'
        f"<style>{css}{parts.css}</style>\n{parts.head}</head>\n"
    )


def _paras(story: Story) -> str:
    return "".join(f"<p>{esc(p)}</p>" for p in story.paragraphs)


def _sections(site: SiteAX) -> str:
    return "".join(
        f'<li><a href="/{"" if i == 0 else slug(s) + "/"}">{esc(s)}</a></li>'
        for i, s in enumerate(site.sections)
    )


def _url(site: SiteAX, story: Story, headline: str) -> str:
    return (
        f"/{slug(story.section or site.sections[1])}/{slug(headline)[:44] or 'a'}-{_n(headline, 9000)}.html"
    )


def _sharebar(site: SiteAX, story: Story, cls: str, where: str) -> str:
    w = WORDS[site.lang]
    seed = story.title + where
    return (
        f'<div class="{cls}"><span class="{cls}-btn {cls}-sh">{esc(w["share"])} <b>{_n(seed, 900)}</b></span>'
        f'<span class="{cls}-btn {cls}-rc">{esc(w["recommend"])} <b>{_n(seed + "r", 300)}</b></span>'
        f'<span class="{cls}-btn {cls}-ml">✉ <b>{_n(seed + "m", 40)}</b></span>'
        f'<span class="{cls}-btn {cls}-pr">⎙</span></div>'
    )


def _tags(site: SiteAX, story: Story, cls: str) -> str:
    tags = story.tags or (story.section or site.sections[1],)
    return (
        f'<div class="{cls}"><span>{esc(WORDS[site.lang]["tags"])}:</span> '
        + ", ".join(f'<a href="/tag/{slug(t)}" rel="tag">{esc(t)}</a>' for t in tags)
        + "</div>"
    )


def _bio(site: SiteAX, story: Story, cls: str) -> str:
    if not story.bio:
        return ""
    return (
        f'<div class="{cls}"><img src="{PIXEL}" data-lazy="/_avatar/bio-{slug(story.byline)[:20]}.svg" alt="" width="64" height="64">'
        f"<h4>{esc(WORDS[site.lang]['about'])}</h4><p>{esc(story.bio)}</p></div>"
    )


def _grid(site: SiteAX, story: Story, cls: str) -> str:
    heads = list(story.related) + [h for h in story.most if h not in story.related]
    return (
        f'<div class="{cls}"><h3>{esc(WORDS[site.lang]["also"])}</h3><ul>'
        + "".join(
            f'<li><a href="{_url(site, story, h)}"><img src="{PIXEL}" data-original="/_avatar/t-{slug(h)[:24]}.svg" '
            f'class="lazy" alt="" width="150" height="100"><span>{esc(h)}</span></a></li>'
            for h in heads[:6]
        )
        + "</ul></div>"
    )


def _footnav(site: SiteAX) -> str:
    return "".join(f'<a href="/{slug(s)}/">{esc(s)}</a>' for s in site.sections[1:])


def _letter(site: SiteAX, cls: str) -> str:
    w = WORDS[site.lang]
    return (
        f'<form class="{cls}" action="/newsletter/subscribe" method="post"><h3>{esc(w["newsletter"])}</h3>'
        f'<input type="email" name="email" placeholder="e-mail"> <button type="submit">{esc(w["subscribe"])}</button></form>'
    )


NP_CSS = """body{margin:0;font:15px/1.55 Georgia,"Times New Roman",serif;color:#222;background:#e9e9e4}.gz-page{width:990px;margin:0 auto;background:#fff}
.gz-top{display:flex;justify-content:space-between;font:11px Verdana,sans-serif;color:#777;padding:4px 12px;background:#f6f6f3;border-bottom:1px solid #ddd}
.gz-mast{padding:14px 12px 4px}.gz-mast a{font:bold 38px Georgia,serif;color:#111;text-decoration:none}.gz-mast p{margin:0;font:italic 13px Georgia,serif;color:#888}
.gz-nav{list-style:none;display:flex;margin:6px 0 0;padding:0 12px;background:#7a1111;font:bold 12px Verdana,sans-serif;text-transform:uppercase}
.gz-nav a{display:block;padding:8px 11px;color:#fff;text-decoration:none}.gz-body{display:flex;gap:20px;padding:10px 12px 20px}.gz-main{width:640px}.gz-rail{width:300px;font:12px Verdana,sans-serif}
.gz-crumb{font:11px Verdana,sans-serif;color:#999}.gz-art h1{font:bold 30px/1.15 Georgia,serif;margin:6px 0}.gz-stand{font-size:17px;color:#555}
.gz-by{font:11px Verdana,sans-serif;color:#777}.gz-bar{display:flex;gap:6px;margin:8px 0;font:11px Verdana,sans-serif}.gz-bar-btn{border:1px solid #ccc;border-radius:3px;padding:2px 7px;background:#f7f7f7}
.gz-fig img{width:640px;height:360px;background:#c9ccc4}.gz-tags{font:12px Verdana,sans-serif;margin:10px 0}.gz-bio{overflow:hidden;background:#f4f1ea;padding:10px;margin:14px 0;font-size:13px}
.gz-bio img{float:left;margin-right:10px;background:#bbb}.gz-bio h4{margin:0}.gz-grid ul{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:10px}.gz-grid li{width:200px;font:bold 12px Arial,sans-serif}
.gz-grid img{display:block;width:200px;height:110px;background:#ddd}.gz-grid a{color:#222;text-decoration:none}.gz-rel{font:13px Arial,sans-serif}
.gz-ad{height:250px;background:#f0f0f0;border:1px solid #ddd;text-align:center;color:#aaa;font-size:10px;margin-bottom:14px}
.gz-tabs{border:1px solid #ddd;margin-bottom:14px}.gz-tabs .gz-tabbar{display:flex}.gz-tabbar span{flex:1;padding:6px;background:#eee;text-align:center;font-weight:bold}.gz-tabbar span.on{background:#fff}
.gz-tabs ol{margin:8px 8px 8px 28px;padding:0}.gz-tabs li{margin-bottom:6px}.gz-hide{display:none}.gz-letter{background:#f4f1ea;padding:10px;margin-bottom:14px}
.gz-foot{background:#2b2b2b;color:#aaa;font:11px Verdana,sans-serif;padding:14px 12px}.gz-foot a{color:#ddd;margin-right:10px}"""


def np(site: SiteAX, story: Story, parts: Parts) -> str:
    w = WORDS[site.lang]
    sec = story.section or site.sections[1]
    most = list(story.most) or list(story.related)
    shared = most[1:] + most[:1]
    return (
        _head(site, story, NP_CSS, parts)
        + f'<body class="gz-article">\n<div class="gz-page"><div class="gz-top"><span>{esc(story.shown)}</span>'
        f'<span><a href="/login">{esc(w["login"])}</a> · <a href="/newsletter">{esc(w["newsletter"])}</a></span></div>'
        f'<header class="gz-mast"><a href="/">{esc(site.name)}</a><p>{esc(site.tagline)}</p></header>'
        f'<nav><ul class="gz-nav">{_sections(site)}</ul></nav>\n'
        f'<div class="gz-body"><div class="gz-main"><p class="gz-crumb"><a href="/">{esc(site.sections[0])}</a> » '
        f'<a href="/{slug(sec)}/">{esc(sec)}</a></p><div class="gz-art"><h1>{esc(story.title)}</h1>'
        + (f'<p class="gz-stand">{esc(story.lead)}</p>' if story.lead else "")
        + f'<p class="gz-by">{esc(story.byline)} | <span class="gz-date">{esc(story.shown)}</span></p>'
        + _sharebar(site, story, "gz-bar", "top")
        + f'<div class="gz-fig"><img src="{PIXEL}" data-original="/_avatar/f-{slug(story.title)[:30]}.svg" class="lazy" alt="" width="640" height="360"></div>'
        + f'<div class="gz-text">{_paras(story)}{parts.inside}</div>'
        + _sharebar(site, story, "gz-bar", "bottom")
        + _tags(site, story, "gz-tags")
        + "</div>"
        + _bio(site, story, "gz-bio")
        + _grid(site, story, "gz-grid")
        + f'<div class="gz-rel"><h3>{esc(w["related"])}</h3><ul>'
        + "".join(f'<li><a href="{_url(site, story, h)}">{esc(h)}</a></li>' for h in story.related)
        + f"</ul></div>\n{parts.after}</div>\n"
        f'<div class="gz-rail"><div class="gz-ad"><small>{esc(w["ad"])}</small></div>'
        f'<div class="gz-tabs"><div class="gz-tabbar"><span class="on">{esc(w["most_read"])}</span><span>{esc(w["most_shared"])}</span></div>'
        '<ol class="gz-most">'
        + "".join(f'<li><a href="{_url(site, story, h)}">{esc(h)}</a></li>' for h in most)
        + '</ol><ol class="gz-most gz-hide">'
        + "".join(f'<li><a href="{_url(site, story, h)}">{esc(h)}</a></li>' for h in shared)
        + "</ol></div>"
        + _letter(site, "gz-letter")
        + f"{parts.rail}</div></div>\n"
        f'<footer class="gz-foot"><nav>{_footnav(site)}</nav>'
        f"<p>© 2013 {esc(site.name)} · {esc(w['rights'])}</p></footer></div>\n{parts.end}\n</body>\n</html>\n"
    )


BL_CSS = """body{margin:0;font:14px/1.7 "Lucida Grande",Verdana,sans-serif;color:#444;background:#eef3f5}.bg-wrap{width:960px;margin:0 auto;background:#fff;box-shadow:0 0 6px #ccc}
.bg-head{padding:30px;background:#37626f;color:#fff}.bg-head a{color:#fff;font:bold 30px Georgia,serif;text-decoration:none}.bg-head p{margin:0;color:#cfe1e6}
.bg-nav{list-style:none;display:flex;gap:16px;margin:0;padding:8px 30px;background:#2b4f59}.bg-nav a{color:#e8f2f4;text-decoration:none;font-size:12px}
.bg-cols{display:flex;gap:30px;padding:20px 30px}.bg-main{width:620px}.bg-side{width:250px;font-size:12px}.bg-side h3{font:bold 13px Georgia,serif;border-bottom:1px solid #ddd}
.bg-date{font-size:11px;color:#999;text-transform:uppercase}.bg-post h1{font:bold 26px Georgia,serif;color:#37626f;margin:2px 0 10px}
.bg-bar{display:flex;gap:6px;font-size:11px}.bg-bar-btn{border:1px solid #cdd;padding:1px 6px;border-radius:2px}.bg-tags{font-size:12px;color:#888}
.bg-bio{background:#f3f7f8;padding:10px;overflow:hidden}.bg-bio img{float:left;margin-right:10px}.bg-grid ul{list-style:none;display:flex;gap:8px;padding:0}.bg-grid li{width:140px;font-size:11px}
.bg-grid img{display:block;width:140px;height:90px;background:#dde}.bg-foot{padding:16px 30px;font-size:11px;color:#999;border-top:1px solid #eee}"""


def bl(site: SiteAX, story: Story, parts: Parts) -> str:
    w = WORDS[site.lang]
    sec = story.section or site.sections[1]
    most = list(story.most) or list(story.related)
    months = ("2013-11", "2013-10", "2013-09", "2013-08", "2013-07", "2013-05", "2013-02", "2012-12")
    return (
        _head(site, story, BL_CSS, parts)
        + f'<body class="bg-single">\n<div class="bg-wrap"><header class="bg-head"><a href="/">{esc(site.name)}</a><p>{esc(site.tagline)}</p></header>'
        f'<nav><ul class="bg-nav">{_sections(site)}</ul></nav>\n'
        f'<div class="bg-cols"><div class="bg-main"><div class="bg-post"><p class="bg-date">{esc(story.shown)}</p>'
        f"<h1>{esc(story.title)}</h1>"
        + _sharebar(site, story, "bg-bar", "top")
        + (f"<p><em>{esc(story.lead)}</em></p>" if story.lead else "")
        + f'<div class="bg-entry">{_paras(story)}{parts.inside}</div>'
        + f'<p class="bg-tags">{esc(story.byline)} · <a href="/{slug(sec)}/">{esc(sec)}</a></p>'
        + _tags(site, story, "bg-tags")
        + "</div>"
        + _bio(site, story, "bg-bio")
        + _grid(site, story, "bg-grid")
        + f"\n{parts.after}</div>\n"
        f'<div class="bg-side"><div class="bg-about"><h3>{esc(site.name)}</h3><p>{esc(site.tagline)}</p></div>'
        f'<h3>{esc(w["most_read"])}</h3><ul class="bg-popular">'
        + "".join(f'<li><a href="{_url(site, story, h)}">{esc(h)}</a></li>' for h in most)
        + '</ul><h3>⌚</h3><ul class="bg-archive">'
        + "".join(f'<li><a href="/{m.replace("-", "/")}/">{m}</a></li>' for m in months)
        + "</ul>"
        + _letter(site, "bg-letter")
        + f"{parts.rail}</div></div>\n"
        f'<footer class="bg-foot">© 2013 {esc(site.name)} · {esc(w["rights"])}</footer></div>\n{parts.end}\n</body>\n</html>\n'
    )


TEMPLATES = {"np": np, "bl": bl}


def render_ax(site: SiteAX, story: Story, parts: Parts) -> str:
    return TEMPLATES[site.template](site, story, parts)
