"""Page templates of blind set BF, written for this set (no saved page opened, no vendor's or theme's code copied;
every class, name and text invented): article pages of 2008-2013 news and magazine sites.

- ``pa``: a newspaper portal of about 2009: a leaderboard advertisement, a top bar (date, log in, search), the
  masthead, a row of section tabs, a breadcrumb, the article in a left column (section, headline, standfirst, byline,
  picture with caption, text, a bookmarking bar, tags), a right column (most read, a tag cloud, an advertisement
  box, the case's rail), a footer of links (``pq-*``);
- ``mg``: a magazine site of about 2011: a wide masthead with a strap line, sections, the article in a centred column
  with an author box and a row of share counters, related stories under it, a narrow right column (``zm-*``);
- ``rg``: a small regional paper of about 2008: a left column of sections and the case's rail, the article in the
  middle, a right column of most read headlines and an advertisement, a grey footer (``rv-*``).

Page parts (``Parts``): ``inside`` (in the article, after the text), ``after`` (below the article: the thread, a
list), ``rail`` (the side column), ``css``, ``end``.
"""

from __future__ import annotations

from dataclasses import dataclass

from comspider_lab.blind.content_bf import WORDS, SiteBF
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
    related: tuple[str, ...] = ()
    tags: tuple[str, ...] = ()

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


def _head(site: SiteBF, story: Story, css: str, parts: Parts) -> str:
    desc = story.lead or story.paragraphs[0][:160]
    return (
        '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" '
        '"http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">\n'
        f'<html xmlns="http://www.w3.org/1999/xhtml" lang="{site.lang}" xml:lang="{site.lang}">\n<head>\n'
        '<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />\n'
        f"<title>{esc(story.title)} | {esc(site.name)}</title>\n"
        f'<meta name="description" content="{esc(desc)}" />\n'
        f'<meta name="keywords" content="{esc(", ".join(story.tags))}" />\n'
        f'<link rel="alternate" type="application/rss+xml" title="{esc(site.name)}" href="/rss.xml" />\n'
        f'<style type="text/css">{css}{parts.css}</style>\n</head>\n<body>\n'
    )


def _paras(story: Story) -> str:
    return "".join(f"<p>{esc(p)}</p>" for p in story.paragraphs)


def _sections(site: SiteBF, cls: str) -> str:
    return (
        f'<ul class="{cls}">'
        + "".join(
            f'<li><a href="/{"" if i == 0 else slug(s) + "/"}">{esc(s)}</a></li>'
            for i, s in enumerate(site.sections)
        )
        + "</ul>"
    )


def _related(site: SiteBF, story: Story) -> list[tuple[str, str]]:
    heads = story.related or site.sections[1:]
    return [(h, f"/{slug(story.section or site.sections[1])}/{slug(h)[:40]}.html") for h in heads]


def _tags(site: SiteBF, story: Story, cls: str) -> str:
    tags = story.tags or (story.section or site.sections[1],)
    return (
        f'<p class="{cls}"><strong>{esc(WORDS[site.lang]["tags"])}:</strong> '
        + ", ".join(f'<a href="/tag/{slug(t)}/">{esc(t)}</a>' for t in tags)
        + "</p>"
    )


def _bookmarks(site: SiteBF, cls: str) -> str:
    return (
        f'<div class="{cls}"><span>{esc(WORDS[site.lang]["share"])}:</span> '
        '<a href="#bm-mail" title="E-mail">E-mail</a> | <a href="#bm-print" title="Print">Print</a> | '
        '<a href="#bm-quipster" title="Quipster">Quipster</a> | <a href="#bm-stackit" title="StackIt">StackIt</a> | '
        '<a href="#bm-friendloop" title="FriendLoop">FriendLoop</a></div>'
    )


def _cloud(story: Story, site: SiteBF) -> str:
    words = list(story.tags) + list(site.sections[1:4])
    return (
        '<div class="cloud">'
        + " ".join(
            f'<a href="/tag/{slug(t)}/" style="font-size:{11 + (i * 3) % 9}px">{esc(t)}</a>'
            for i, t in enumerate(words)
        )
        + "</div>"
    )


PA_CSS = """body{margin:0;font:13px/1.5 Verdana,Arial,sans-serif;color:#222;background:#dfe3e8}#pq-page{width:980px;margin:0 auto;background:#fff}
.pq-ad{height:90px;background:#f3f3f3;border:1px dashed #ccc;text-align:center;color:#999;font-size:10px}.pq-top{background:#1d3557;color:#cdd;padding:4px 10px;font-size:11px}
.pq-top a{color:#fff}.pq-mast{padding:12px 10px;font:bold 38px Georgia,serif;color:#1d3557}.pq-mast a{color:inherit;text-decoration:none}.pq-mast small{display:block;font:italic 12px Georgia,serif;color:#777}
.pq-tabs{list-style:none;margin:0;padding:0 10px;background:#e63946;overflow:hidden}.pq-tabs li{float:left}.pq-tabs a{display:block;padding:7px 12px;color:#fff;font-weight:bold;text-decoration:none}
.pq-crumb{font-size:11px;color:#888;padding:6px 10px}#pq-left{float:left;width:640px;padding:0 10px 20px}#pq-right{float:right;width:300px;padding:0 10px}
.pq-art h1{font:bold 28px/1.2 Georgia,serif;margin:4px 0}.pq-stand{font:16px Georgia,serif;color:#444}.pq-by{font-size:11px;color:#666}.pq-pic{width:640px;height:300px;background:#c9d2dc}
.pq-cap{font-size:11px;color:#777}.pq-bm{background:#f1f1f1;padding:5px;font-size:11px;margin:10px 0}.pq-box{border:1px solid #ddd;margin:0 0 12px;padding:8px}.pq-box h3{margin:0 0 6px;font-size:13px;color:#e63946;text-transform:uppercase}
.cloud a{margin-right:4px}.pq-foot{clear:both;background:#1d3557;color:#aab;padding:14px 10px;font-size:11px}.pq-foot a{color:#dde}"""


def pa(site: SiteBF, story: Story, parts: Parts) -> str:
    w = WORDS[site.lang]
    sec = story.section or site.sections[1]
    return (
        _head(site, story, PA_CSS, parts)
        + f'<div id="pq-page"><div class="pq-ad">{esc(w["advert"])}<br />728×90</div>'
        f'<div class="pq-top">{esc(story.shown)} · <a href="/login">{esc(w["login"])}</a> · '
        f'<form action="/search" style="display:inline"><input name="q" size="14" /> <input type="submit" value="{esc(w["search"])}" /></form></div>'
        f'<div class="pq-mast"><a href="/">{esc(site.name)}</a><small>{esc(site.tagline)}</small></div>'
        + _sections(site, "pq-tabs")
        + f'\n<div class="pq-crumb"><a href="/">{esc(site.sections[0])}</a> &raquo; <a href="/{slug(sec)}/">{esc(sec)}</a></div>'
        f'<div id="pq-left"><div class="pq-art"><p class="pq-by">{esc(sec)}</p><h1>{esc(story.title)}</h1>'
        + (f'<p class="pq-stand">{esc(story.lead)}</p>' if story.lead else "")
        + f'<p class="pq-by">{esc(story.byline)} | {esc(story.shown)}</p>'
        f'<div class="pq-pic"></div><p class="pq-cap">{esc(story.title[:70])}</p>'
        + _paras(story)
        + parts.inside
        + _bookmarks(site, "pq-bm")
        + _tags(site, story, "pq-tags")
        + f"</div>\n{parts.after}</div>\n"
        f'<div id="pq-right"><div class="pq-box"><h3>{esc(w["most"])}</h3><ol>'
        + "".join(f'<li><a href="{u}">{esc(h)}</a></li>' for h, u in _related(site, story))
        + f'</ol></div><div class="pq-box"><h3>{esc(w["tags"])}</h3>{_cloud(story, site)}</div>'
        f'<div class="pq-box pq-ad">{esc(w["advert"])}<br />300×250</div>{parts.rail}</div>'
        f'<div class="pq-foot">© 2008–2013 {esc(site.name)} · {esc(w["rights"])} · <a href="/contact">{esc(w["contact"])}</a> · '
        f'<a href="/rss.xml">RSS</a></div></div>\n{parts.end}\n</body>\n</html>\n'
    )


MG_CSS = """body{margin:0;font:15px/1.65 "Lucida Grande",Helvetica,Arial,sans-serif;color:#333;background:#f7f4ee}.zm-mast{background:#2b2b2b;color:#fff;padding:22px 30px}
.zm-mast a{color:#fff;font:bold 34px "Trebuchet MS",sans-serif;text-decoration:none;letter-spacing:-1px}.zm-mast em{display:block;color:#bbb;font-size:13px}
.zm-nav{list-style:none;margin:0;padding:8px 30px;background:#f0a202}.zm-nav li{display:inline;margin-right:18px}.zm-nav a{color:#2b2b2b;font-weight:bold;text-decoration:none}
#zm-body{width:960px;margin:0 auto;overflow:hidden;background:#fff;padding:20px}.zm-main{float:left;width:640px}.zm-side{float:right;width:280px;font-size:13px}
.zm-art h1{font:bold 32px/1.15 "Trebuchet MS",sans-serif;margin:0 0 8px}.zm-deck{font-size:18px;color:#666}.zm-meta{font-size:12px;color:#999;text-transform:uppercase}
.zm-hero{height:280px;background:#d8d2c4;margin:12px 0}.zm-counters{font-size:12px;margin:14px 0;padding:6px 0;border-top:1px solid #eee;border-bottom:1px solid #eee}
.zm-author{background:#f7f4ee;padding:10px;font-size:13px;margin:14px 0}.zm-rel h3,.zm-side h3{font-size:13px;text-transform:uppercase;border-bottom:2px solid #f0a202}
.zm-foot{background:#2b2b2b;color:#999;padding:16px 30px;font-size:12px;clear:both}.zm-foot a{color:#ddd}"""


def mg(site: SiteBF, story: Story, parts: Parts) -> str:
    w = WORDS[site.lang]
    sec = story.section or site.sections[1]
    rel = _related(site, story)
    return (
        _head(site, story, MG_CSS, parts)
        + f'<div class="zm-mast"><a href="/">{esc(site.name)}</a><em>{esc(site.tagline)}</em></div>'
        + _sections(site, "zm-nav")
        + f'\n<div id="zm-body"><div class="zm-main"><div class="zm-art"><p class="zm-meta"><a href="/{slug(sec)}/">{esc(sec)}</a></p>'
        f"<h1>{esc(story.title)}</h1>"
        + (f'<p class="zm-deck">{esc(story.lead)}</p>' if story.lead else "")
        + f'<p class="zm-meta">{esc(story.byline)} — {esc(story.shown)}</p><div class="zm-hero"></div>'
        + _paras(story)
        + parts.inside
        + f'<div class="zm-counters">{esc(w["share"])}: <a href="#quip">Quip it (14)</a> · <a href="#stack">Stack (3)</a> · '
        '<a href="#loop">Loop (27)</a> · <a href="#mail">E-mail</a></div>'
        + _tags(site, story, "zm-tags")
        + f'<div class="zm-author"><b>{esc(story.byline)}</b> · {esc(site.name)}</div></div>'
        f'<div class="zm-rel"><h3>{esc(w["related"])}</h3><ul>'
        + "".join(f'<li><a href="{u}">{esc(h)}</a></li>' for h, u in rel)
        + f"</ul></div>\n{parts.after}</div>"
        f'<div class="zm-side"><h3>{esc(w["most"])}</h3><ol>'
        + "".join(f'<li><a href="{u}">{esc(h)}</a></li>' for h, u in reversed(rel))
        + f"</ol><h3>{esc(w['tags'])}</h3>{_cloud(story, site)}{parts.rail}"
        f'<div style="height:250px;background:#eee;margin-top:12px;text-align:center;color:#aaa">{esc(w["advert"])}</div></div></div>'
        f'<div class="zm-foot">© {esc(site.name)} · {esc(w["rights"])} · <a href="/contact">{esc(w["contact"])}</a></div>\n'
        f"{parts.end}\n</body>\n</html>\n"
    )


RG_CSS = """body{margin:0;font:12px/1.5 Tahoma,Verdana,sans-serif;color:#111;background:#fff}table.rv-shell{width:990px;margin:0 auto;border-collapse:collapse}
.rv-mast{background:#3d6b35;color:#fff;padding:10px 14px}.rv-mast a{color:#fff;font:bold 30px Georgia,serif;text-decoration:none}.rv-mast span{display:block;font-size:11px;color:#d5e6cf}
td.rv-nav{width:170px;vertical-align:top;background:#eef3ec;padding:10px}.rv-nav ul{list-style:none;padding:0;margin:0 0 14px}.rv-nav li{border-bottom:1px solid #d5dfd2;padding:4px 0}
td.rv-main{vertical-align:top;padding:10px 16px}td.rv-right{width:200px;vertical-align:top;padding:10px;border-left:1px solid #e2e2e2}.rv-main h1{font:bold 24px Georgia,serif;margin:6px 0}
.rv-date{color:#777;font-size:11px}.rv-lead{font-weight:bold}.rv-pic{width:100%;height:240px;background:#d6ddd3}.rv-bm{border-top:1px dotted #999;margin:10px 0;padding-top:4px;font-size:11px}
.rv-right h4{margin:0 0 6px;background:#3d6b35;color:#fff;padding:3px 6px}.rv-foot{background:#e2e2e2;color:#555;text-align:center;padding:10px;font-size:11px}"""


def rg(site: SiteBF, story: Story, parts: Parts) -> str:
    w = WORDS[site.lang]
    sec = story.section or site.sections[1]
    return (
        _head(site, story, RG_CSS, parts) + '<table class="rv-shell"><tr><td colspan="3" class="rv-mast">'
        f'<a href="/">{esc(site.name)}</a><span>{esc(site.tagline)} · {esc(story.shown)}</span></td></tr>\n<tr>'
        f'<td class="rv-nav">{_sections(site, "rv-secs")}{parts.rail}</td>'
        f'<td class="rv-main"><div class="rv-story"><p class="rv-date"><a href="/{slug(sec)}/">{esc(sec)}</a> · {esc(story.shown)}</p>'
        f"<h1>{esc(story.title)}</h1>"
        + (f'<p class="rv-lead">{esc(story.lead)}</p>' if story.lead else "")
        + '<div class="rv-pic"></div>'
        + _paras(story)
        + f'<p class="rv-date">{esc(story.byline)}</p>'
        + parts.inside
        + _bookmarks(site, "rv-bm")
        + _tags(site, story, "rv-tags")
        + f"</div>\n{parts.after}</td>"
        f'<td class="rv-right"><h4>{esc(w["most"])}</h4><ul>'
        + "".join(f'<li><a href="{u}">{esc(h)}</a></li>' for h, u in _related(site, story))
        + f"</ul><h4>{esc(w['related'])}</h4>{_cloud(story, site)}"
        f'<div style="height:240px;background:#f2f2f2;margin-top:10px;color:#aaa;text-align:center">{esc(w["advert"])}</div></td></tr>\n'
        f'<tr><td colspan="3" class="rv-foot">© {esc(site.name)} · {esc(w["rights"])} · <a href="/contact">{esc(w["contact"])}</a></td></tr></table>\n'
        f"{parts.end}\n</body>\n</html>\n"
    )


TEMPLATES = {"pa": pa, "mg": mg, "rg": rg}


def render_bf(site: SiteBF, story: Story, parts: Parts) -> str:
    return TEMPLATES[site.template](site, story, parts)
