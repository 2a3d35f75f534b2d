"""Page templates of blind set AW, written for this set (no saved page opened, no vendor's or theme's code copied;
every class, name and text invented): article pages of news sites around 2011-2013 with that era's heavy furniture.

- ``np``: a broadsheet's site: a top bar with the date and a login box, the masthead, a row of sections, a ticker,
  the article in a wide column (kicker, headline, standfirst, byline, share bar with counts, picture with caption and
  credit, text, author box, tags), the case's blocks, related stories with teasers and dates, a right column ("most
  read", "most commented" with counts, a poll, a photo gallery, "from around the web"), a footer (``zt-*``);
- ``tb``: a tabloid: a red masthead, a ticker under it, the headline over the picture, a share bar on top, the text,
  the related stories, the case's blocks, a rail (login box, most read, most commented, gallery, poll, partner
  links), a footer (``bx-*``);
- ``pr``: a news portal in three columns: a left column of sections and "most commented", the article in the middle,
  a right column (login box, ticker, most read, poll, gallery, partner links) (``po-*``).

Page parts (``Parts``): ``inside`` (in the article after the text), ``before`` (right after the article), ``after``
(below that: where the discussion goes on most pages), ``rail`` (the side column), ``css``, ``end``.
"""

from __future__ import annotations

from dataclasses import dataclass

from comspider_lab.blind.content_aw import WORDS, SiteAW
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
    related: tuple[str, ...] = ()  # "headline ~ date ~ teaser"
    tags: tuple[str, ...] = ()
    bio: str = ""  # the author box's sentence

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


def _n(text: str, mod: int) -> int:
    """A fixed number from a text (share and comment counts of the furniture): the same on every build."""
    return sum(ord(ch) for ch in text) % mod


def _head(site: SiteAW, story: Story, css: str, parts: Parts) -> str:
    desc = story.lead or story.paragraphs[0][:160]
    return (
        '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" '
        '"http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">\n'
        f'<html xmlns="http://www.w3.org/1999/xhtml" lang="{site.lang}" dir="{site.direction}">\n<head>\n'
        '<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />\n'
        f"<title>{esc(story.title)} | {esc(site.name)}</title>\n"
        f'<meta name="description" content="{esc(desc)}" />\n'
        f'<meta property="og:title" content="{esc(story.title)}" />\n<meta property="og:type" content="article" />\n'
        f'<meta property="og:site_name" content="{esc(site.name)}" />\n'
        f'<meta name="date" content="{story.iso}" />\n'
        f'<style type="text/css">{css}{parts.css}</style>\n</head>\n<body>\n'
    )


def _paras(story: Story) -> str:
    return "".join(f"<p>{esc(p)}</p>" for p in story.paragraphs)


def _sections(site: SiteAW, cls: str) -> str:
    return (
        f'<ul class="{cls}">'
        + "".join(
            f'<li><a href="/{"" if i == 0 else slug(s) + "/"}">{esc(s)}</a></li>'
            for i, s in enumerate(site.sections)
        )
        + "</ul>"
    )


def _login(site: SiteAW, cls: str) -> str:
    w = WORDS[site.lang]
    return (
        f'<form class="{cls}" action="/login" method="post"><b>{esc(w["login"])}</b> '
        f'<input type="text" name="u" size="10" title="{esc(w["user"])}" /> '
        f'<input type="password" name="p" size="10" title="{esc(w["password"])}" /> '
        f'<input type="submit" value="{esc(w["login"])}" /></form>'
    )


TIMES = ("08:12", "09:47", "11:03")


def _ticker(site: SiteAW, cls: str) -> str:
    w = WORDS[site.lang]
    return (
        f'<div class="{cls}"><b>{esc(w["ticker"])}:</b> '
        + " · ".join(
            f'<span>{t}</span> <a href="/{slug(site.sections[1])}/{slug(h)[:40]}">{esc(h)}</a>'
            for t, h in zip(TIMES, site.heads[2:5], strict=True)
        )
        + "</div>"
    )


def _share(site: SiteAW, story: Story, cls: str) -> str:
    w = WORDS[site.lang]
    a, b, c = _n(story.title, 900), _n(story.byline, 120), _n(story.shown, 40)
    return (
        f'<div class="{cls}"><span>{esc(w["share"])}:</span> <a href="#sh-1" class="s1">f <em>{a}</em></a> '
        f'<a href="#sh-2" class="s2">t <em>{b}</em></a> <a href="#sh-3" class="s3">+ <em>{c}</em></a> '
        '<a href="#sh-mail" class="s4">✉</a> <a href="#sh-print" class="s5">⎙</a></div>'
    )


def _figure(site: SiteAW, story: Story, cls: str) -> str:
    w = WORDS[site.lang]
    return (
        f'<div class="{cls}"><img src="/_avatar/aw-{slug(story.title)[:30]}.svg" alt="" width="620" height="350" />'
        f'<p class="cap">{esc(story.lead or story.title)} <span class="cred">{esc(w["photo"])}: {esc(site.photographer)}</span></p></div>'
    )


def _bio(site: SiteAW, story: Story, cls: str) -> str:
    if not story.bio:
        return ""
    w = WORDS[site.lang]
    return (
        f'<div class="{cls}"><img src="/_avatar/bio-{slug(story.byline)[:20]}.svg" alt="" width="60" height="60" />'
        f"<h4>{esc(w['about'])}</h4><p>{esc(story.bio)}</p></div>"
    )


def _tags(site: SiteAW, story: Story, cls: str) -> str:
    tags = story.tags or (story.section or site.sections[1],)
    return (
        f'<p class="{cls}">{esc(WORDS[site.lang]["tags"])}: '
        + ", ".join(f'<a href="/tag/{slug(t)}" rel="tag">{esc(t)}</a>' for t in tags)
        + "</p>"
    )


def _related(site: SiteAW, story: Story, cls: str) -> str:
    w = WORDS[site.lang]
    sec = slug(story.section or site.sections[1])
    items = []
    for k, rel in enumerate(story.related):
        head, date, teaser = (x.strip() for x in rel.split("~"))
        items.append(
            f'<li><img src="/_avatar/rel-{k}-{slug(head)[:16]}.svg" alt="" width="90" height="60" />'
            f'<a href="/{sec}/{slug(head)[:40]}">{esc(head)}</a> <span class="d">{esc(date)}</span><p>{esc(teaser)}</p></li>'
        )
    return f'<div class="{cls}"><h3>{esc(w["related"])}</h3><ul>{"".join(items)}</ul></div>' if items else ""


def _most(site: SiteAW, cls: str) -> str:
    w = WORDS[site.lang]
    read = "".join(
        f'<li><a href="/{slug(site.sections[1])}/{slug(h)[:40]}">{esc(h)}</a></li>' for h in site.heads
    )
    talked = "".join(
        f'<li><a href="/{slug(site.sections[2])}/{slug(h)[:40]}">{esc(h)}</a> <span class="n">({40 + _n(h, 260)})</span></li>'
        for h in (site.heads[3], site.heads[0], site.heads[4], site.heads[1])
    )
    return (
        f'<div class="{cls}"><ul class="tabs"><li class="on">{esc(w["most_read"])}</li><li>{esc(w["most_commented"])}</li></ul>'
        f'<ol class="t1">{read}</ol><h4>{esc(w["most_commented"])}</h4><ol class="t2">{talked}</ol></div>'
    )


def _poll(site: SiteAW, cls: str) -> str:
    w = WORDS[site.lang]
    q, *answers = site.poll
    opts = "".join(
        f'<label><input type="radio" name="poll" value="{k}" /> {esc(a)}</label><br />'
        for k, a in enumerate(answers)
    )
    return (
        f'<form class="{cls}" action="/poll" method="post"><h4>{esc(w["poll"])}</h4><p>{esc(q)}</p>{opts}'
        f'<input type="submit" value="{esc(w["vote"])}" /></form>'
    )


def _gallery(site: SiteAW, cls: str) -> str:
    w = WORDS[site.lang]
    items = "".join(
        f'<li><a href="/foto/{slug(h)[:30]}"><img src="/_avatar/g-{k}-{slug(h)[:12]}.svg" alt="" width="100" height="70" /></a>'
        f'<span class="c">{esc(h)}</span> <span class="cr">{esc(w["photo"])}: {esc(site.photographer)}</span></li>'
        for k, h in enumerate(site.heads[1:4])
    )
    return f'<div class="{cls}"><h4>{esc(w["gallery"])}</h4><ul>{items}</ul></div>'


def _web(site: SiteAW, cls: str) -> str:
    w = WORDS[site.lang]
    items = "".join(
        f'<li><a href="/partner/{k}?u={slug(h)[:30]}">{esc(h)}</a></li>' for k, h in enumerate(site.web)
    )
    return f'<div class="{cls}"><h4>{esc(w["web"])}</h4><ul>{items}</ul></div>'


NP_CSS = """body{margin:0;background:#e9e9e4;font:13px/1.5 Verdana,Arial,sans-serif;color:#222}#zt-page{width:980px;margin:0 auto;background:#fff}
.zt-top{background:#333;color:#ccc;font-size:11px;padding:4px 10px;overflow:hidden}.zt-top form{float:right;margin:0}.zt-mast{padding:14px 10px;border-bottom:3px solid #003a70}
.zt-mast a{font:bold 38px Georgia,serif;color:#003a70;text-decoration:none}.zt-mast span{display:block;font:italic 12px Georgia,serif;color:#777}
.zt-nav{margin:0;padding:0;list-style:none;background:#003a70;overflow:hidden}.zt-nav li{float:left}.zt-nav a{display:block;padding:6px 12px;color:#fff;font-weight:bold;text-decoration:none}
.zt-tick{background:#fff4d6;padding:4px 10px;font-size:11px}#zt-main{float:left;width:640px;padding:10px}#zt-side{float:right;width:300px;padding:10px}
.zt-art h1{font:bold 28px/1.2 Georgia,serif;margin:4px 0}.zt-kick{color:#b00;font-weight:bold;font-size:11px;text-transform:uppercase}.zt-lead{font-weight:bold}
.zt-by{color:#666;font-size:11px}.zt-share a{display:inline-block;background:#eee;padding:1px 6px;margin-right:4px;text-decoration:none;color:#333}.zt-fig img{width:620px;height:auto;background:#ccd}
.zt-fig .cap{font-size:11px;color:#555}.zt-bio{border:1px solid #ddd;background:#f7f7f7;padding:8px;overflow:hidden}.zt-bio img{float:left;margin-right:8px}
.zt-rel li{list-style:none;overflow:hidden;margin-bottom:8px}.zt-rel img{float:left;margin-right:8px}.zt-rel .d{color:#999;font-size:11px}
#zt-side>div,#zt-side>form{border:1px solid #ddd;margin-bottom:12px;padding:8px}.zt-most .tabs{margin:0;padding:0;list-style:none;overflow:hidden}.zt-most .tabs li{float:left;padding:2px 8px;background:#eee}
.zt-most .tabs li.on{background:#003a70;color:#fff}.zt-gal li{list-style:none;display:inline-block;width:130px;vertical-align:top;font-size:10px}.zt-foot{clear:both;background:#333;color:#aaa;padding:14px;font-size:11px}"""


def np(site: SiteAW, story: Story, parts: Parts) -> str:
    sec = story.section or site.sections[1]
    return (
        _head(site, story, NP_CSS, parts)
        + f'<div id="zt-page"><div class="zt-top">{esc(story.shown)} {_login(site, "zt-login")}</div>'
        f'<div class="zt-mast"><a href="/">{esc(site.name)}</a><span>{esc(site.tagline)}</span></div>'
        + _sections(site, "zt-nav")
        + _ticker(site, "zt-tick")
        + f'<div id="zt-main"><div class="zt-art"><p class="zt-kick"><a href="/{slug(sec)}/">{esc(sec)}</a></p>'
        f"<h1>{esc(story.title)}</h1>"
        + (f'<p class="zt-lead">{esc(story.lead)}</p>' if story.lead else "")
        + f'<p class="zt-by">{esc(story.byline)} | {esc(story.shown)}</p>'
        + _share(site, story, "zt-share")
        + _figure(site, story, "zt-fig")
        + _paras(story)
        + parts.inside
        + _bio(site, story, "zt-bio")
        + _tags(site, story, "zt-tags")
        + "</div>\n"
        + parts.before
        + _related(site, story, "zt-rel")
        + parts.after
        + '</div><div id="zt-side">'
        + _most(site, "zt-most")
        + _poll(site, "zt-poll")
        + _gallery(site, "zt-gal")
        + parts.rail
        + _web(site, "zt-web")
        + f'</div><div class="zt-foot">© 2012 {esc(site.name)} · {_sections(site, "zt-fnav")}</div></div>\n'
        f"{parts.end}\n</body>\n</html>\n"
    )


TB_CSS = """body{margin:0;background:#fff;font:14px/1.4 Arial,Helvetica,sans-serif;color:#111}.bx-mast{background:#d10000;padding:10px 16px}.bx-mast a{font:900 44px Impact,Arial,sans-serif;color:#fff;text-decoration:none}
.bx-mast span{color:#ffd;font-size:12px;margin-left:12px}.bx-nav{margin:0;padding:0 16px;list-style:none;background:#111;overflow:hidden}.bx-nav li{float:left}.bx-nav a{display:block;padding:6px 10px;color:#fff;font-weight:bold;text-decoration:none;text-transform:uppercase}
.bx-tick{background:#ffe000;padding:5px 16px;font-weight:bold;font-size:12px}.bx-wrap{width:1000px;margin:0 auto;overflow:hidden}.bx-main{float:left;width:660px;padding:12px}.bx-rail{float:right;width:300px;padding:12px}
.bx-art h1{font:900 34px/1.05 Arial,sans-serif;margin:4px 0 8px}.bx-lead{font-size:17px;font-weight:bold}.bx-by{font-size:11px;color:#777}.bx-share a{background:#d10000;color:#fff;padding:2px 8px;margin-right:3px;text-decoration:none}
.bx-fig img{width:660px;height:auto;background:#fcc}.bx-fig .cap{background:#111;color:#fff;font-size:12px;padding:4px;margin:0}.bx-bio{background:#f3f3f3;padding:6px}
.bx-rel ul{padding:0}.bx-rel li{list-style:none;border-top:1px solid #ddd;padding:6px 0;overflow:hidden}.bx-rel img{float:left;margin-right:8px}.bx-rail>div,.bx-rail>form{margin-bottom:14px;border-top:4px solid #d10000;padding-top:4px}
.bx-most .tabs{display:none}.bx-gal li{list-style:none;margin-bottom:6px}.bx-foot{background:#111;color:#999;padding:16px;font-size:11px;clear:both}"""


def tb(site: SiteAW, story: Story, parts: Parts) -> str:
    sec = story.section or site.sections[1]
    return (
        _head(site, story, TB_CSS, parts)
        + f'<div class="bx-mast"><a href="/">{esc(site.name)}</a><span>{esc(site.tagline)}</span></div>'
        + _sections(site, "bx-nav")
        + _ticker(site, "bx-tick")
        + f'<div class="bx-wrap"><div class="bx-main"><div class="bx-art"><p class="bx-by"><a href="/{slug(sec)}/">{esc(sec)}</a></p>'
        + _share(site, story, "bx-share")
        + f"<h1>{esc(story.title)}</h1>"
        + _figure(site, story, "bx-fig")
        + (f'<p class="bx-lead">{esc(story.lead)}</p>' if story.lead else "")
        + f'<p class="bx-by">{esc(story.byline)} – {esc(story.shown)}</p>'
        + _paras(story)
        + parts.inside
        + _tags(site, story, "bx-tags")
        + _bio(site, story, "bx-bio")
        + "</div>\n"
        + parts.before
        + _related(site, story, "bx-rel")
        + parts.after
        + '</div><div class="bx-rail">'
        + _login(site, "bx-login")
        + _most(site, "bx-most")
        + _gallery(site, "bx-gal")
        + parts.rail
        + _poll(site, "bx-poll")
        + _web(site, "bx-web")
        + f'</div></div><div class="bx-foot">© {esc(site.name)} 2012 {_sections(site, "bx-fnav")}</div>\n'
        f"{parts.end}\n</body>\n</html>\n"
    )


PR_CSS = """body{margin:0;background:#dfe6ee;font:12px/1.5 Tahoma,Verdana,sans-serif;color:#1d1d1d}#po-all{width:1000px;margin:0 auto;background:#fff}
.po-head{background:#1e5a8c;padding:10px;overflow:hidden}.po-head a{font:bold 30px Tahoma,sans-serif;color:#fff;text-decoration:none}.po-head span{color:#bcd;display:block}
.po-head form{float:right;color:#fff}.po-cols{overflow:hidden}.po-left{float:left;width:170px;padding:8px;background:#f1f4f7}.po-left ul{padding-left:14px}
.po-mid{float:left;width:560px;padding:8px 12px}.po-right{float:right;width:220px;padding:8px}.po-art h1{font:bold 24px/1.2 Tahoma,sans-serif;color:#1e5a8c;margin:2px 0 6px}
.po-lead{font-weight:bold}.po-by{color:#888;font-size:11px}.po-share a{border:1px solid #ccc;padding:0 5px;margin-right:3px;text-decoration:none;color:#1e5a8c}
.po-fig img{width:540px;height:auto;background:#cde}.po-fig .cap{font-size:11px;color:#666}.po-bio{border-top:1px dotted #aaa;padding-top:6px;overflow:hidden}.po-bio img{float:left;margin-right:6px}
.po-rel li{list-style:none;overflow:hidden;padding:4px 0}.po-rel img{float:left;margin-right:6px}.po-right>div,.po-right>form{background:#f1f4f7;margin-bottom:10px;padding:6px}
.po-most .tabs{padding:0;margin:0;list-style:none}.po-most .tabs li{display:inline;padding:0 4px}.po-tick{font-size:11px}.po-foot{background:#1e5a8c;color:#cde;padding:10px;clear:both}"""


def pr(site: SiteAW, story: Story, parts: Parts) -> str:
    sec = story.section or site.sections[1]
    w = WORDS[site.lang]
    talked = "".join(
        f'<li><a href="/{slug(site.sections[2])}/{slug(h)[:40]}">{esc(h)}</a> ({12 + _n(h, 180)})</li>'
        for h in (site.heads[1], site.heads[4], site.heads[2])
    )
    return (
        _head(site, story, PR_CSS, parts)
        + f'<div id="po-all"><div class="po-head">{_login(site, "po-login")}<a href="/">{esc(site.name)}</a>'
        f"<span>{esc(site.tagline)} · {esc(story.shown)}</span></div>"
        + '<div class="po-cols"><div class="po-left">'
        + _sections(site, "po-nav")
        + f'<h4>{esc(w["most_commented"])}</h4><ol class="po-talk">{talked}</ol></div>'
        + f'<div class="po-mid"><div class="po-art"><p class="po-by"><a href="/">{esc(site.sections[0])}</a> » <a href="/{slug(sec)}/">{esc(sec)}</a></p>'
        f"<h1>{esc(story.title)}</h1>"
        + f'<p class="po-by">{esc(story.byline)}, {esc(story.shown)}</p>'
        + (f'<p class="po-lead">{esc(story.lead)}</p>' if story.lead else "")
        + _share(site, story, "po-share")
        + _figure(site, story, "po-fig")
        + _paras(story)
        + parts.inside
        + _tags(site, story, "po-tags")
        + _bio(site, story, "po-bio")
        + "</div>\n"
        + parts.before
        + parts.after
        + _related(site, story, "po-rel")
        + '</div><div class="po-right">'
        + _ticker(site, "po-tick")
        + _most(site, "po-most")
        + _poll(site, "po-poll")
        + parts.rail
        + _gallery(site, "po-gal")
        + _web(site, "po-web")
        + f'</div></div><div class="po-foot">© 2012 {esc(site.name)}</div></div>\n{parts.end}\n</body>\n</html>\n'
    )


TEMPLATES = {"np": np, "tb": tb, "pr": pr}


def render_aw(site: SiteAW, story: Story, parts: Parts) -> str:
    return TEMPLATES[site.template](site, story, parts)
