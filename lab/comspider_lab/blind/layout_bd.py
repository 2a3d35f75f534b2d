"""Page templates of blind set BD, written for this set (no saved page opened, no vendor's or theme's code copied;
every class, name and text invented): news and magazine article pages as they were served around 2008-2013, fixed
widths, a login strip, a banner slot, tabs of sections, a side column with "most read" and a tag cloud.

- ``mg``: a magazine: login strip, banner slot, masthead with the issue line, a tab row, the story in a 620 px
  column (kicker, headline, standfirst, byline, picture, text, share and print row, tags), the case's blocks, a
  300 px side column ("most read", a tag cloud, the case's rail), a footer of links (``mz-*``);
- ``np``: a newspaper site: a date and weather strip, the masthead, a section bar and a sub-bar, a breadcrumb, the
  story (headline, byline, picture, text, a "related stories" box, share row, tags), the case's blocks, a right
  column (the case's rail, "most read", a newsletter box, a tag cloud), a three-part footer (``pp-*``);
- ``tb``: a technology or hobby site: a dark header with a search box, a menu, the story with a summary box and a
  share row, the case's blocks, a side column ("latest", tag cloud, the case's rail), a footer (``tk-*``).

Page parts (``Parts``): ``inside`` (inside the article, after the text), ``before`` (right after the article),
``after`` (below that: where the forum thread usually is), ``rail`` (the side column), ``css``, ``end``.
"""

from __future__ import annotations

from dataclasses import dataclass

from comspider_lab.blind.content_bd import WORDS, SiteBD
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
    before: str = ""
    after: str = ""
    rail: str = ""
    css: str = ""
    end: str = ""


def _head(site: SiteBD, story: Story, css: str, parts: Parts) -> str:
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


ON = ' class="on"'


def _sections(site: SiteBD, story: Story) -> str:
    sec = story.section or site.sections[1]
    return "".join(
        f'<li{ON if s == sec else ""}><a href="/{"" if i == 0 else slug(s) + "/"}">{esc(s)}</a></li>'
        for i, s in enumerate(site.sections)
    )


def _related(site: SiteBD, story: Story) -> list[tuple[str, str]]:
    heads = story.related or site.sections[1:]
    return [(h, f"/{slug(story.section or site.sections[1])}/{slug(h)[:40]}.html") for h in heads]


def _tags(site: SiteBD, story: Story, cls: str) -> str:
    tags = story.tags or (story.section or site.sections[1],)
    return (
        f'<p class="{cls}"><b>{esc(WORDS[site.lang]["tags"])}:</b> '
        + ", ".join(f'<a href="/tag/{slug(t)}" rel="tag">{esc(t)}</a>' for t in tags)
        + "</p>"
    )


def _cloud(site: SiteBD, story: Story, cls: str) -> str:
    words = list(story.tags) + list(site.sections[1:])
    sizes = (11, 17, 13, 20, 12, 15, 18, 14)
    return (
        f'<div class="{cls}"><h3>{esc(WORDS[site.lang]["tags"])}</h3>'
        + " ".join(
            f'<a href="/tag/{slug(w)}" style="font-size:{sizes[i % len(sizes)]}px">{esc(w)}</a>'
            for i, w in enumerate(words)
        )
        + "</div>"
    )


def _share(site: SiteBD, cls: str) -> str:
    w = WORDS[site.lang]
    return (
        f'<div class="{cls}"><span>{esc(w["share"])}:</span> <a href="/mail-a-friend" title="E-mail">✉</a> '
        f'<a href="#bookmark" title="Bookmark">★</a> <a href="?print=1" title="{esc(w["print"])}">⎙ {esc(w["print"])}</a> '
        '<a href="/rss.xml" title="RSS">RSS</a></div>'
    )


def _letter(site: SiteBD, cls: str) -> str:
    w = WORDS[site.lang]
    return (
        f'<form class="{cls}" action="/newsletter" method="post"><p><b>{esc(w["newsletter"])}</b></p>'
        f'<input type="text" name="email" value="" size="18" /> <input type="submit" value="{esc(w["subscribe"])}" /></form>'
    )


def _banner(site: SiteBD, cls: str, size: str = "728x90") -> str:
    return f'<div class="{cls}"><small>{esc(WORDS[site.lang]["ad"])}</small><div class="slot-{size}"></div></div>'


MG_CSS = """body{margin:0;background:#e9e6df;font:13px/1.55 Verdana,Geneva,sans-serif;color:#333}#mz-page{width:980px;margin:0 auto;background:#fff}
.mz-login{background:#333;color:#ccc;font-size:11px;padding:4px 12px;text-align:right}.mz-login a{color:#fff}.mz-banner{text-align:center;padding:8px 0}.mz-banner small{display:block;color:#999;font-size:9px}
.slot-728x90{width:728px;height:90px;margin:0 auto;background:#f1efe9}.slot-300x250{width:300px;height:250px;background:#f1efe9}
#mz-mast{padding:10px 16px;border-bottom:3px solid #7b2d26}#mz-mast a{font:bold 36px Georgia,serif;color:#7b2d26;text-decoration:none}#mz-mast span{display:block;font:italic 12px Georgia,serif;color:#777}
.mz-tabs{margin:0;padding:0 12px;list-style:none;background:#f4f1ea;border-bottom:1px solid #d9d3c5;overflow:hidden}.mz-tabs li{float:left}.mz-tabs a{display:block;padding:7px 12px;color:#7b2d26;font-weight:bold;text-decoration:none}.mz-tabs li.on a{background:#7b2d26;color:#fff}
#mz-body{overflow:hidden;padding:14px 16px}#mz-main{float:left;width:630px}#mz-side{float:right;width:300px}.mz-kick{color:#7b2d26;font:bold 11px Verdana;text-transform:uppercase}
#mz-main h1{font:bold 28px/1.2 Georgia,serif;margin:4px 0 8px}.mz-stand{font:italic 16px Georgia,serif;color:#555}.mz-by{font-size:11px;color:#888}.mz-pic img{width:620px;height:auto;background:#d8d2c4}
.mz-share,.mz-tags{font-size:11px;border-top:1px dotted #ccc;padding-top:6px}#mz-side h3{font:bold 13px Georgia,serif;color:#7b2d26;border-bottom:1px solid #d9d3c5;margin:16px 0 6px}.mz-most li{margin-bottom:5px}
.mz-cloud a{margin-right:4px;color:#7b2d26}#mz-foot{clear:both;background:#3a3a3a;color:#bbb;font-size:11px;padding:14px 16px}#mz-foot a{color:#eee}"""


def mg(site: SiteBD, story: Story, parts: Parts) -> str:
    w = WORDS[site.lang]
    sec = story.section or site.sections[1]
    return (
        _head(site, story, MG_CSS, parts)
        + f'<div id="mz-page"><div class="mz-login"><a href="/login">{esc(w["login"])}</a></div>'
        + _banner(site, "mz-banner")
        + f'<div id="mz-mast"><a href="/">{esc(site.name)}</a><span>{esc(site.tagline)}</span></div>'
        f'<ul class="mz-tabs">{_sections(site, story)}</ul>\n<div id="mz-body"><div id="mz-main">'
        f'<div class="mz-story"><p class="mz-kick">{esc(sec)}</p><h1>{esc(story.title)}</h1>'
        + (f'<p class="mz-stand">{esc(story.lead)}</p>' if story.lead else "")
        + f'<p class="mz-by">{esc(story.byline)} | {esc(story.shown)}</p>'
        f'<div class="mz-pic"><img src="/_avatar/mz-{slug(story.title)[:30]}.svg" alt="" width="620" height="350" /></div>'
        + _paras(story)
        + parts.inside
        + _share(site, "mz-share")
        + _tags(site, story, "mz-tags")
        + f"</div>\n{parts.before}{parts.after}</div>"
        f'<div id="mz-side">{_banner(site, "mz-box", "300x250")}<h3>{esc(w["most"])}</h3><ol class="mz-most">'
        + "".join(f'<li><a href="{u}">{esc(h)}</a></li>' for h, u in _related(site, story))
        + f"</ol>{_cloud(site, story, 'mz-cloud')}{parts.rail}</div></div>"
        f'<div id="mz-foot">© {site.year} {esc(site.name)} · {esc(w["rights"])} · <a href="/contact">{esc(w["contact"])}</a>'
        f' · <a href="/rss.xml">RSS</a></div></div>\n{parts.end}\n</body>\n</html>\n'
    )


NP_CSS = """body{margin:0;background:#fff;font:12px/1.5 Arial,Helvetica,sans-serif;color:#222}#pp-wrap{width:990px;margin:0 auto}
.pp-strip{font-size:11px;color:#666;padding:4px 0;border-bottom:1px solid #ddd;overflow:hidden}.pp-strip .r{float:right}.pp-mast{padding:12px 0}.pp-mast a{font:bold 40px "Times New Roman",serif;color:#0a2a55;text-decoration:none}
.pp-mast em{display:block;color:#777;font-size:12px}.pp-bar{margin:0;padding:0;list-style:none;background:#0a2a55;overflow:hidden}.pp-bar li{float:left}.pp-bar a{display:block;color:#fff;padding:8px 12px;font-weight:bold;text-decoration:none}
.pp-bar li.on a{background:#c8102e}.pp-crumb{font-size:11px;color:#888;padding:8px 0}#pp-cols{overflow:hidden}#pp-left{float:left;width:660px}#pp-right{float:right;width:300px}
#pp-left h1{font:bold 30px/1.15 "Times New Roman",serif;margin:2px 0 8px}.pp-lead{font-weight:bold;font-size:14px}.pp-by{color:#777;font-size:11px}.pp-pic img{width:660px;height:auto;background:#cdd5df}
.pp-rel{border:1px solid #ddd;background:#f7f7f7;padding:6px 10px;margin:12px 0}.pp-rel h4{margin:0 0 4px}.pp-share,.pp-tags{font-size:11px;margin:8px 0}
#pp-right h3{background:#0a2a55;color:#fff;font-size:12px;padding:4px 8px;margin:14px 0 6px}.pp-most li{margin-bottom:5px}.pp-cloud a{margin-right:4px}.pp-letter{background:#eef2f7;padding:8px}
#pp-foot{clear:both;border-top:3px solid #0a2a55;margin-top:16px;padding:10px 0;font-size:11px;color:#666;overflow:hidden}#pp-foot div{float:left;width:330px}"""


def np(site: SiteBD, story: Story, parts: Parts) -> str:
    w = WORDS[site.lang]
    sec = story.section or site.sections[1]
    rel = _related(site, story)
    return (
        _head(site, story, NP_CSS, parts)
        + f'<div id="pp-wrap"><div class="pp-strip"><span class="r"><a href="/login">{esc(w["login"])}</a></span>'
        f"{esc(story.shown)}</div>"
        + _banner(site, "pp-banner")
        + f'<div class="pp-mast"><a href="/">{esc(site.name)}</a><em>{esc(site.tagline)}</em></div>'
        f'<ul class="pp-bar">{_sections(site, story)}</ul>\n'
        f'<p class="pp-crumb"><a href="/">{esc(site.sections[0])}</a> &raquo; <a href="/{slug(sec)}/">{esc(sec)}</a></p>'
        f'<div id="pp-cols"><div id="pp-left"><div class="pp-article"><h1>{esc(story.title)}</h1>'
        + (f'<p class="pp-lead">{esc(story.lead)}</p>' if story.lead else "")
        + f'<p class="pp-by">{esc(story.byline)} · {esc(story.shown)}</p>'
        f'<div class="pp-pic"><img src="/_avatar/pp-{slug(story.title)[:30]}.svg" alt="" width="660" height="370" /></div>'
        + _paras(story)
        + parts.inside
        + f'<div class="pp-rel"><h4>{esc(w["related"])}</h4><ul>'
        + "".join(f'<li><a href="{u}">{esc(h)}</a></li>' for h, u in rel[:3])
        + "</ul></div>"
        + _share(site, "pp-share")
        + _tags(site, story, "pp-tags")
        + f"</div>\n{parts.before}{parts.after}</div>"
        f'<div id="pp-right">{parts.rail}<h3>{esc(w["most"])}</h3><ol class="pp-most">'
        + "".join(f'<li><a href="{u}">{esc(h)}</a></li>' for h, u in rel)
        + f"</ol>{_letter(site, 'pp-letter')}{_cloud(site, story, 'pp-cloud')}</div></div>"
        f'<div id="pp-foot"><div>© {site.year} {esc(site.name)}</div><div>{esc(w["rights"])}</div>'
        f'<div><a href="/contact">{esc(w["contact"])}</a> · <a href="/rss.xml">RSS</a></div></div></div>\n{parts.end}\n</body>\n</html>\n'
    )


TB_CSS = """body{margin:0;background:#1d1f21;font:13px/1.6 Tahoma,Verdana,sans-serif;color:#222}#tk-outer{width:960px;margin:0 auto;background:#fafafa}
#tk-head{background:#2b2f33;padding:14px 16px;overflow:hidden}#tk-head a.logo{float:left;font:bold 30px Tahoma,sans-serif;color:#8fd14f;text-decoration:none}#tk-head a.logo small{display:block;font-size:11px;color:#aaa}
#tk-head form{float:right;margin-top:10px}.tk-menu{margin:0;padding:0 10px;list-style:none;background:#44494e;overflow:hidden}.tk-menu li{float:left}.tk-menu a{display:block;color:#eee;padding:7px 12px;text-decoration:none}.tk-menu li.on a{background:#8fd14f;color:#111}
#tk-cols{overflow:hidden;padding:14px}#tk-main{float:left;width:640px}#tk-side{float:right;width:270px;font-size:12px}#tk-main h1{font:bold 26px/1.2 Tahoma,sans-serif;margin:0 0 6px}
.tk-meta{color:#888;font-size:11px}.tk-sum{background:#eef6e6;border-left:4px solid #8fd14f;padding:6px 10px}.tk-pic img{width:640px;height:auto;background:#ccd}.tk-share,.tk-tags{font-size:11px;margin:8px 0}
#tk-side h3{font-size:12px;text-transform:uppercase;border-bottom:2px solid #8fd14f;margin:14px 0 6px}.tk-cloud a{margin-right:4px}#tk-foot{background:#2b2f33;color:#999;padding:12px 16px;font-size:11px}#tk-foot a{color:#ddd}"""


def tb(site: SiteBD, story: Story, parts: Parts) -> str:
    w = WORDS[site.lang]
    rel = _related(site, story)
    return (
        _head(site, story, TB_CSS, parts)
        + f'<div id="tk-outer"><div id="tk-head"><a class="logo" href="/">{esc(site.name)}<small>{esc(site.tagline)}</small></a>'
        '<form action="/search" method="get"><input type="text" name="q" size="20" /> <input type="submit" value="🔍" /></form></div>'
        f'<ul class="tk-menu">{_sections(site, story)}<li><a href="/login">{esc(w["login"])}</a></li></ul>\n'
        + _banner(site, "tk-banner")
        + f'<div id="tk-cols"><div id="tk-main"><div class="tk-post"><h1>{esc(story.title)}</h1>'
        f'<p class="tk-meta">{esc(story.byline)} · {esc(story.shown)}</p>'
        + (f'<p class="tk-sum">{esc(story.lead)}</p>' if story.lead else "")
        + f'<div class="tk-pic"><img src="/_avatar/tk-{slug(story.title)[:30]}.svg" alt="" width="640" height="360" /></div>'
        + _paras(story)
        + parts.inside
        + _share(site, "tk-share")
        + _tags(site, story, "tk-tags")
        + f"</div>\n{parts.before}{parts.after}</div>"
        f'<div id="tk-side"><h3>{esc(w["related"])}</h3><ul>'
        + "".join(f'<li><a href="{u}">{esc(h)}</a></li>' for h, u in rel)
        + f"</ul>{_cloud(site, story, 'tk-cloud')}{parts.rail}</div></div>"
        f'<div id="tk-foot">© {site.year} {esc(site.name)} — {esc(w["rights"])} · <a href="/contact">{esc(w["contact"])}</a></div></div>\n'
        f"{parts.end}\n</body>\n</html>\n"
    )


TEMPLATES = {"mg": mg, "np": np, "tb": tb}


def render_bd(site: SiteBD, story: Story, parts: Parts) -> str:
    return TEMPLATES[site.template](site, story, parts)
