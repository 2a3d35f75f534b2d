"""Page templates of blind set AY, written for this set (no saved page opened, no vendor's or theme's code copied;
every class, name and text invented): news and blog pages of 2010-2014 as a reader's browser saved them after the
page's scripts had run (the tabs already switched on, the share counts filled in, the lazy thumbnails half loaded).

- ``np``: a newspaper of about 2012: a top bar (date, weather, log in), the masthead, a row of sections, a
  leaderboard advertisement, the article in a wide column (kicker, headline, standfirst, byline, a share bar with
  counts, picture, text, tags, an author box), a "you might also like" grid of six thumbnails, a right column with
  "most read" / "most shared" tabs (the second hidden), a newsletter box and the case's rail, a dark footer (``pg-*``);
- ``bl``: a blog of about 2011: a header, the post (date, title, text, a share bar with counts, tags, the author's
  bio), "you might also like" with thumbnails, a side column (about, popular posts, a tag cloud, the archive by
  month, an e-mail subscription box, the case's rail), a footer (``bg-*``);
- ``pr``: a news portal of about 2013: a black header with a search field, sections, a breaking-news strip, the
  article, then a band of three columns under it (most read, most shared, newsletter), the "you might also like"
  grid, the case's rail, a footer of links (``pl-*``).

Page parts (``Parts``): ``inside`` (in the article after the text), ``before`` (after the article and the author
box), ``after`` (after the "you might also like" grid), ``rail`` (the side column on ``np`` and ``bl``, at the end
of the main column on ``pr``), ``css``, ``end`` (before ``</body>``: the saved page's script remnants).
"""

from __future__ import annotations

from dataclasses import dataclass

from comspider_lab.blind.content_ay import WORDS, SiteAY
from comspider_lab.blind.layout import esc, slug

# the 1x1 transparent GIF that lazy-loading scripts of that era put in src before the real picture
PLACEHOLDER = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7"


@dataclass(frozen=True)
class Story:
    title: str
    byline: str
    iso: str
    shown: str
    paras: str  # paragraphs separated by blank lines
    lead: str = ""
    section: str = ""
    related: tuple[str, ...] = ()  # four headlines: most read, most shared, the grid
    tags: tuple[str, ...] = ()
    bio: str = ""  # the author box's sentence
    shares: tuple[int, int, int] = (0, 0, 0)  # the share bar's counts

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


def _head(site: SiteAY, story: Story, css: str, parts: Parts) -> str:
    desc = story.lead or story.paragraphs[0][:160]
    return (
        f'<!DOCTYPE html>\n<html lang="{site.lang}" dir="{site.direction}" class="js no-touch">\n<head>\n'
        '<meta http-equiv="Content-Type" content="text/html; charset=UTF-8">\n'
        f"<title>{esc(story.title)} | {esc(site.name)}</title>\n"
        f'<meta name="description" content="{esc(desc)}">\n'
        f'<meta property="og:title" content="{esc(story.title)}">\n<meta property="og:type" content="article">\n'
        f'<meta property="og:site_name" content="{esc(site.name)}">\n'
        f'<meta property="article:published_time" content="{story.iso}">\n'
        f"<style>{css}{parts.css}</style>\n</head>\n<body>\n"
    )


def _paras(story: Story) -> str:
    return "".join(f"<p>{esc(p)}</p>" for p in story.paragraphs)


def _sections(site: SiteAY) -> str:
    on = ' class="on"'
    return "".join(
        f'<li{on if i == 0 else ""}><a href="/{"" if i == 0 else slug(s) + "/"}">{esc(s)}</a></li>'
        for i, s in enumerate(site.sections)
    )


def _links(site: SiteAY, story: Story) -> list[tuple[str, str]]:
    heads = story.related or site.sections[1:]
    sec = story.section or site.sections[1]
    return [(h, f"/{slug(sec)}/{slug(h)[:40]}") for h in heads]


def _share(site: SiteAY, story: Story, cls: str) -> str:
    a, b, c = story.shares
    w = WORDS[site.lang]
    return (
        f'<div class="{cls}"><span class="lbl">{esc(w["share"])}</span>'
        f'<a class="sh-btn sh-a" href="#share-a">✚ <b class="sh-n">{a}</b></a>'
        f'<a class="sh-btn sh-b" href="#share-b">➦ <b class="sh-n">{b}</b></a>'
        f'<a class="sh-btn sh-c" href="#share-c">✉ <b class="sh-n">{c}</b></a>'
        '<a class="sh-btn sh-print" href="#print">⎙</a></div>'
    )


def _tags(site: SiteAY, story: Story, cls: str) -> str:
    tags = story.tags or (story.section or site.sections[1],)
    return (
        f'<div class="{cls}"><span>{esc(WORDS[site.lang]["tags"])}:</span> '
        + ", ".join(f'<a href="/tag/{slug(t)}" rel="tag">{esc(t)}</a>' for t in tags)
        + "</div>"
    )


def _bio(site: SiteAY, story: Story, cls: str) -> str:
    if not story.bio:
        return ""
    return (
        f'<div class="{cls}"><img src="/_avatar/bio-{slug(story.byline)[:24]}.svg" alt="" width="64" height="64">'
        f"<h4>{esc(WORDS[site.lang]['about'])}</h4><p>{esc(story.bio)}</p></div>"
    )


def _grid(site: SiteAY, story: Story, cls: str) -> str:
    links = _links(site, story) + [(s, f"/{slug(s)}/") for s in site.sections[1:3]]
    cells = "".join(
        f'<li><a href="{u}"><img class="lazy{" loaded" if i < 3 else ""}" '
        f'src="{f"/_avatar/g-{slug(h)[:20]}.svg" if i < 3 else PLACEHOLDER}" '
        f'data-original="/_avatar/g-{slug(h)[:20]}.svg" alt="" width="140" height="90"><span>{esc(h)}</span></a></li>'
        for i, (h, u) in enumerate(links[:6])
    )
    return f'<div class="{cls}"><h3>{esc(WORDS[site.lang]["also"])}</h3><ul>{cells}</ul></div>'


def _letter(site: SiteAY, cls: str) -> str:
    w = WORDS[site.lang]
    return (
        f'<form class="{cls}" action="/newsletter" method="post"><h4>{esc(w["newsletter"])}</h4>'
        f'<input type="text" name="email" value="" placeholder="e-mail"> <input type="submit" value="{esc(w["subscribe"])}"></form>'
    )


def _tabs(site: SiteAY, story: Story, cls: str) -> str:
    w = WORDS[site.lang]
    links = _links(site, story)
    shared = links[1:] + links[:1]
    return (
        f'<div class="{cls}"><ul class="tab-heads"><li class="active"><a href="#t-read">{esc(w["most_read"])}</a></li>'
        f'<li><a href="#t-shared">{esc(w["most_shared"])}</a></li></ul>'
        '<ol id="t-read" class="tab-pane active">'
        + "".join(f'<li><a href="{u}">{esc(h)}</a></li>' for h, u in links)
        + '</ol><ol id="t-shared" class="tab-pane" style="display: none;">'
        + "".join(f'<li><a href="{u}">{esc(h)}</a></li>' for h, u in shared)
        + "</ol></div>"
    )


NP_CSS = """body{margin:0;font:15px/1.55 Georgia,"Times New Roman",serif;color:#222;background:#e9e9e9}.pg-page{width:980px;margin:0 auto;background:#fff}
.pg-top{font:11px Verdana,sans-serif;color:#777;padding:4px 12px;background:#f6f6f6;border-bottom:1px solid #ddd;overflow:hidden}.pg-top .r{float:right}
.pg-mast{padding:14px 12px 4px;font:bold 40px Georgia,serif}.pg-mast a{color:#111;text-decoration:none}.pg-mast small{display:block;font:italic 13px Georgia,serif;color:#888}
.pg-nav ul{list-style:none;margin:0;padding:0 12px;background:#1d3f6e;overflow:hidden}.pg-nav li{float:left}.pg-nav a{display:block;padding:8px 12px;color:#fff;font:bold 12px Verdana,sans-serif;text-decoration:none}.pg-nav li.on a{background:#c33}
.pg-ad{margin:10px auto;width:728px;height:90px;background:#f1f1f1;border:1px solid #ddd;font:10px Verdana,sans-serif;color:#aaa;text-align:center}
.pg-body{overflow:hidden;padding:0 12px 20px}.pg-main{float:left;width:620px}.pg-side{float:right;width:300px;font:12px Verdana,sans-serif}
.pg-kick{font:bold 11px Verdana,sans-serif;color:#c33;text-transform:uppercase}.pg-art h1{font:bold 30px/1.15 Georgia,serif;margin:4px 0 8px}.pg-stand{font-size:17px;color:#555}
.pg-by{font:11px Verdana,sans-serif;color:#666}.pg-share{margin:10px 0;font:11px Verdana,sans-serif}.pg-share .sh-btn{display:inline-block;border:1px solid #ccc;border-radius:3px;padding:2px 6px;margin-right:4px;color:#333;text-decoration:none}
.pg-pic img{width:620px;height:auto;background:#ccd}.pg-tags{font:11px Verdana,sans-serif;margin:10px 0}.pg-bio{overflow:hidden;background:#f5f5f0;padding:10px;margin:14px 0;font:12px Verdana,sans-serif}.pg-bio img{float:left;margin-right:10px}
.pg-grid ul{list-style:none;margin:0;padding:0;overflow:hidden}.pg-grid li{float:left;width:196px;margin:0 6px 10px 0;font:bold 12px Verdana,sans-serif}.pg-grid a{color:#1d3f6e;text-decoration:none}.pg-grid img{display:block;background:#dde}
.pg-tabs .tab-heads{list-style:none;margin:0;padding:0;overflow:hidden;border-bottom:2px solid #1d3f6e}.pg-tabs .tab-heads li{float:left;padding:4px 8px}.pg-tabs .tab-heads li.active{background:#1d3f6e}.pg-tabs .tab-heads li.active a{color:#fff}
.pg-letter{background:#fdf6e3;padding:10px;margin:14px 0}.pg-foot{background:#222;color:#aaa;font:11px Verdana,sans-serif;padding:16px 12px}.pg-foot a{color:#ddd}"""


def np(site: SiteAY, story: Story, parts: Parts) -> str:
    w = WORDS[site.lang]
    sec = story.section or site.sections[1]
    return (
        _head(site, story, NP_CSS, parts)
        + f'<div class="pg-page"><div class="pg-top"><span>{esc(story.shown)}</span> · <span class="wx">☁ 11°</span>'
        f'<span class="r"><a href="/login">{esc(w["login"])}</a></span></div>'
        f'<div class="pg-mast"><a href="/">{esc(site.name)}</a><small>{esc(site.tagline)}</small></div>'
        f'<div class="pg-nav"><ul>{_sections(site)}</ul></div>\n'
        '<div class="pg-ad" id="ad-leader"><a href="/adclick?z=1"><img src="/_avatar/ad-leader.svg" alt="" width="728" height="80"></a><br>ADVERTISEMENT</div>\n'
        f'<div class="pg-body"><div class="pg-main"><div class="pg-art"><p class="pg-kick">{esc(sec)}</p><h1>{esc(story.title)}</h1>'
        + (f'<p class="pg-stand">{esc(story.lead)}</p>' if story.lead else "")
        + f'<p class="pg-by">{esc(story.byline)} | <span class="date" title="{story.iso}">{esc(story.shown)}</span></p>'
        + _share(site, story, "pg-share")
        + f'<div class="pg-pic"><img src="/_avatar/pic-{slug(story.title)[:24]}.svg" alt="" width="620" height="350"></div>'
        + _paras(story)
        + parts.inside
        + _tags(site, story, "pg-tags")
        + _share(site, story, "pg-share pg-share-bottom")
        + "</div>"
        + _bio(site, story, "pg-bio")
        + f"\n{parts.before}"
        + _grid(site, story, "pg-grid")
        + f"{parts.after}</div>"
        '<div class="pg-side"><div class="pg-ad300"><img src="/_avatar/ad-mpu.svg" alt="" width="300" height="250"></div>'
        + _tabs(site, story, "pg-tabs")
        + _letter(site, "pg-letter")
        + f"{parts.rail}</div></div>"
        f'<div class="pg-foot">© 2013 {esc(site.name)} · {esc(w["rights"])} · <a href="/contact">{esc(w["contact"])}</a></div></div>\n'
        f"{parts.end}\n</body>\n</html>\n"
    )


BL_CSS = """body{margin:0;font:14px/1.7 "Lucida Grande",Tahoma,sans-serif;color:#444;background:#f3efe6}.bg-wrap{width:940px;margin:20px auto;background:#fff;box-shadow:0 0 6px #ccc}
.bg-head{padding:30px;background:#6b8e23;color:#fff}.bg-head a{color:#fff;font:bold 30px Georgia,serif;text-decoration:none}.bg-head p{margin:0;font-style:italic}
.bg-menu{list-style:none;margin:0;padding:6px 30px;background:#556b2f;overflow:hidden}.bg-menu li{float:left;margin-right:16px}.bg-menu a{color:#fff;text-decoration:none}
.bg-cols{overflow:hidden;padding:20px 30px}.bg-main{float:left;width:590px}.bg-side{float:right;width:250px;font-size:12px}.bg-side h3{font:bold 13px Georgia,serif;border-bottom:1px dotted #aaa}
.bg-date{color:#999;font-size:12px}.bg-post h1{font:bold 26px Georgia,serif;margin:2px 0 12px}.bg-share .sh-btn{display:inline-block;background:#eee;padding:1px 6px;margin-right:4px;border-radius:2px;color:#333;text-decoration:none;font-size:11px}
.bg-bio{overflow:hidden;border:1px solid #e5e0d0;padding:10px;margin:16px 0}.bg-bio img{float:left;margin-right:10px}.bg-grid ul{list-style:none;padding:0;overflow:hidden}.bg-grid li{float:left;width:140px;margin-right:6px;font-size:12px}
.bg-cloud a{margin-right:6px}.bg-foot{padding:16px 30px;font-size:11px;color:#999;border-top:1px solid #eee}"""


def bl(site: SiteAY, story: Story, parts: Parts) -> str:
    w = WORDS[site.lang]
    sec = story.section or site.sections[1]
    links = _links(site, story)
    tags = story.tags or (sec,)
    return (
        _head(site, story, BL_CSS, parts)
        + f'<div class="bg-wrap"><div class="bg-head"><a href="/">{esc(site.name)}</a><p>{esc(site.tagline)}</p></div>'
        f'<ul class="bg-menu">{_sections(site)}</ul>\n'
        f'<div class="bg-cols"><div class="bg-main"><div class="bg-post hentry"><p class="bg-date">{esc(story.shown)}</p>'
        f'<h1 class="entry-title">{esc(story.title)}</h1>'
        + (f"<p><strong>{esc(story.lead)}</strong></p>" if story.lead else "")
        + f'<div class="entry-content">{_paras(story)}{parts.inside}</div>'
        + f'<p class="bg-meta">{esc(story.byline)} · <a href="/{slug(sec)}/">{esc(sec)}</a></p>'
        + _share(site, story, "bg-share")
        + _tags(site, story, "bg-tags")
        + "</div>"
        + _bio(site, story, "bg-bio")
        + _grid(site, story, "bg-grid")
        + f"\n{parts.before}{parts.after}</div>"
        f'<div class="bg-side"><div class="bg-w"><h3>{esc(site.sections[-1])}</h3><p>{esc(site.tagline)}</p></div>'
        f'<div class="bg-w"><h3>{esc(w["most_read"])}</h3><ul>'
        + "".join(f'<li><a href="{u}">{esc(h)}</a></li>' for h, u in links)
        + f'</ul></div><div class="bg-w bg-cloud"><h3>{esc(w["tags"])}</h3>'
        + " ".join(
            f'<a href="/tag/{slug(t)}" style="font-size:{11 + 2 * (i % 3)}px">{esc(t)}</a>'
            for i, t in enumerate(tags)
        )
        + '</div><div class="bg-w"><h3>⌂</h3><ul>'
        + "".join(
            f'<li><a href="/{y}/{m:02d}/">{y}/{m:02d}</a></li>'
            for y, m in ((2012, 11), (2012, 10), (2012, 9), (2012, 8))
        )
        + "</ul></div>"
        + _letter(site, "bg-w bg-letter")
        + f"{parts.rail}</div></div>"
        f'<div class="bg-foot">© {esc(site.name)} · {esc(w["rights"])}</div></div>\n{parts.end}\n</body>\n</html>\n'
    )


PR_CSS = """body{margin:0;font:15px/1.6 Arial,Helvetica,sans-serif;color:#1a1a1a;background:#fff}.pl-head{background:#111;color:#fff;padding:10px 20px;overflow:hidden}
.pl-head a.logo{color:#fff;font:bold 28px Arial,sans-serif;text-decoration:none}.pl-head form{float:right}.pl-head small{display:block;color:#999}
.pl-secs{list-style:none;margin:0;padding:0 20px;background:#e30613;overflow:hidden}.pl-secs li{float:left}.pl-secs a{display:block;padding:7px 10px;color:#fff;font-weight:bold;font-size:13px;text-decoration:none}
.pl-breaking{background:#fff4c2;padding:5px 20px;font-size:13px}.pl-main{width:760px;margin:0 auto;padding:10px 20px}.pl-art h1{font:bold 32px/1.15 Arial,sans-serif}
.pl-lead{font-weight:bold;color:#333}.pl-by{color:#777;font-size:12px}.pl-share .sh-btn{display:inline-block;background:#f0f0f0;padding:2px 8px;margin-right:4px;color:#222;text-decoration:none;font-size:12px}
.pl-pic img{width:100%;height:auto;background:#ccc}.pl-bio{border-top:1px solid #ddd;padding:8px 0;overflow:hidden;font-size:13px}.pl-bio img{float:left;margin-right:10px}
.pl-band{overflow:hidden;background:#f4f4f4;padding:12px;margin:16px 0}.pl-band>div,.pl-band>form{float:left;width:32%;margin-right:1%;font-size:13px}
.pl-grid ul{list-style:none;padding:0;overflow:hidden}.pl-grid li{float:left;width:120px;margin-right:6px;font-size:12px}.pl-foot{background:#111;color:#888;padding:14px 20px;font-size:11px}"""


def pr(site: SiteAY, story: Story, parts: Parts) -> str:
    w = WORDS[site.lang]
    sec = story.section or site.sections[1]
    links = _links(site, story)
    shared = links[2:] + links[:2]
    return (
        _head(site, story, PR_CSS, parts)
        + f'<div class="pl-head"><form action="/search"><input type="text" name="q"></form><a class="logo" href="/">{esc(site.name)}</a>'
        f'<small>{esc(site.tagline)}</small></div><ul class="pl-secs">{_sections(site)}</ul>'
        f'<div class="pl-breaking">▶ <a href="{links[0][1]}">{esc(links[0][0])}</a></div>\n'
        f'<div class="pl-main"><div class="pl-art"><p class="pl-by"><a href="/{slug(sec)}/">{esc(sec)}</a></p><h1>{esc(story.title)}</h1>'
        + (f'<p class="pl-lead">{esc(story.lead)}</p>' if story.lead else "")
        + f'<p class="pl-by">{esc(story.byline)} – {esc(story.shown)}</p>'
        + _share(site, story, "pl-share")
        + f'<div class="pl-pic"><img src="/_avatar/pic-{slug(story.title)[:24]}.svg" alt="" width="720" height="405"></div>'
        + _paras(story)
        + parts.inside
        + _tags(site, story, "pl-tags")
        + "</div>"
        + _bio(site, story, "pl-bio")
        + f"\n{parts.before}"
        + f'<div class="pl-band"><div><h4>{esc(w["most_read"])}</h4><ol>'
        + "".join(f'<li><a href="{u}">{esc(h)}</a></li>' for h, u in links)
        + f"</ol></div><div><h4>{esc(w['most_shared'])}</h4><ol>"
        + "".join(f'<li><a href="{u}">{esc(h)}</a></li>' for h, u in shared)
        + "</ol></div>"
        + _letter(site, "pl-letter")
        + "</div>"
        + _grid(site, story, "pl-grid")
        + f"{parts.after}{parts.rail}</div>"
        f'<div class="pl-foot">© {esc(site.name)} · {esc(w["rights"])} · <a href="/contact">{esc(w["contact"])}</a></div>\n'
        f"{parts.end}\n</body>\n</html>\n"
    )


TEMPLATES = {"np": np, "bl": bl, "pr": pr}


def render_ay(site: SiteAY, story: Story, parts: Parts) -> str:
    return TEMPLATES[site.template](site, story, parts)
