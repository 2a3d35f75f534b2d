"""Page templates of blind set AZ, written for this set (no saved page opened, no vendor's or theme's code copied;
every class, name and text invented): article pages of news sites, blogs and magazines as they looked in 2008-2014.

- ``wp``: a blog of a common engine's era: a header with the blog's name and tagline, a menu bar, the post (date,
  title, "Posted by", text, a post footer with categories and tags, share links), the case's block, and a right
  sidebar of widgets: search, recent posts, archives (months with counts), categories, a tag cloud, a blogroll,
  a meta box (``bx-*``);
- ``np``: a newspaper site: a top bar with the date, weather and a login link, a masthead, a section bar, a
  breaking-news ticker, a breadcrumb, the article (kicker, headline, standfirst, byline, picture, text, a share and
  print bar), the case's block, and a right column ("most read" and "most e-mailed" lists, a poll, a box of
  classified links), a footer with many links (``gz-*``);
- ``mg``: a magazine: a top menu, the article with a large picture, pull quote, an author box, "you might also
  like" teasers with thumbnails, the case's block, a newsletter box and a footer (``mz-*``).

Page parts (``Parts``): ``inside`` (inside the article, after the text), ``after`` (after the article and its
footer), ``rail`` (the side column, after its own widgets; on ``mg`` after the teasers), ``css``, ``head`` (in
``<head>``), ``end`` (before ``</body>``).
"""

from __future__ import annotations

from dataclasses import dataclass

from comspider_lab.blind.content_az import WORDS, SiteAZ
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
    related: tuple[str, ...] = ()  # headlines of other stories (recent posts, most read, teasers)
    tags: tuple[str, ...] = ()

    @property
    def paragraphs(self) -> list[str]:
        return [" ".join(p.split()) for p in self.paras.strip().split("\n\n") if p.strip()]

    @property
    def year(self) -> int:
        return int(self.iso[:4])

    @property
    def month(self) -> int:
        return int(self.iso[5:7])


@dataclass(frozen=True)
class Parts:
    inside: str = ""
    after: str = ""
    rail: str = ""
    css: str = ""
    head: str = ""
    end: str = ""


def _head(site: SiteAZ, story: Story, css: str, parts: Parts) -> str:
    desc = story.lead or story.paragraphs[0][:150]
    return (
        '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" '
        '"http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">\n'
        f'<html xmlns="http://www.w3.org/1999/xhtml" lang="{site.lang}" xml:lang="{site.lang}">\n<head>\n'
        '<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />\n'
        f"<title>{esc(story.title)} | {esc(site.name)}</title>\n"
        f'<meta name="description" content="{esc(desc)}" />\n'
        f'<meta property="og:title" content="{esc(story.title)}" />\n'
        f'<meta property="og:site_name" content="{esc(site.name)}" />\n'
        f'<link rel="alternate" type="application/rss+xml" title="{esc(site.name)} RSS" href="/feed/" />\n'
        f'<style type="text/css">{css}{parts.css}</style>\n{parts.head}</head>\n'
    )


def _paras(story: Story) -> str:
    return "".join(f"<p>{esc(p)}</p>" for p in story.paragraphs)


def _sec_href(i: int, s: str) -> str:
    return "/" if i == 0 else f"/{slug(s)}/"


def _months(story: Story, n: int = 8) -> list[tuple[int, int]]:
    y, m = story.year, story.month
    out = []
    for _ in range(n):
        out.append((y, m))
        m -= 1
        if m == 0:
            y, m = y - 1, 12
    return out


def _related(site: SiteAZ, story: Story) -> list[tuple[str, str]]:
    sec = story.section or site.sections[1]
    heads = story.related or site.sections[1:]
    return [(h, f"/{slug(sec)}/{slug(h)[:40]}/") for h in heads]


def _cloud(site: SiteAZ, story: Story) -> str:
    words = list(story.tags) + list(site.sections[1:])
    sizes = (22, 11, 16, 13, 19, 12, 14, 17, 10, 15)
    return " ".join(
        f'<a href="/tag/{slug(t)}/" style="font-size:{sizes[k % len(sizes)]}px">{esc(t)}</a>'
        for k, t in enumerate(words)
    )


def _share(site: SiteAZ, cls: str) -> str:
    w = WORDS[site.lang]
    return (
        f'<div class="{cls}"><b>{esc(w["share"])}:</b> <a href="#share-mail">E-mail</a> | '
        '<a href="#share-bookmark">Bookmark</a> | <a href="#share-friend">Send to a friend</a> | '
        f'<a href="#print" onclick="window.print();return false;">{esc(w["print"])}</a></div>'
    )


WP_CSS = """body{margin:0;background:#e9e4d8;font:13px/1.6 "Lucida Grande",Verdana,sans-serif;color:#333}#bx-page{width:960px;margin:20px auto;background:#fff;border:1px solid #d3ccb8}
#bx-header{padding:30px 30px 20px;background:#5b6e4e;color:#fff}#bx-header h1{margin:0;font:normal 32px Georgia,serif}#bx-header h1 a{color:#fff;text-decoration:none}#bx-header p{margin:4px 0 0;color:#dfe8d6;font-style:italic}
#bx-menu{margin:0;padding:0 30px;background:#44553a;list-style:none;height:32px}#bx-menu li{float:left;margin-right:22px;line-height:32px}#bx-menu a{color:#fff;text-decoration:none}
#bx-wrap{overflow:hidden;padding:20px 30px}#bx-content{float:left;width:600px}#bx-sidebar{float:right;width:270px;font-size:12px}
.bx-post h2{font:normal 26px Georgia,serif;margin:0 0 4px}.bx-date{color:#999;font-size:11px;text-transform:uppercase}.bx-postmeta{border-top:1px dotted #ccc;color:#888;font-size:11px;padding:6px 0;margin-top:16px}
.bx-widget{margin-bottom:22px}.bx-widget h3{font:bold 11px Verdana,sans-serif;text-transform:uppercase;color:#5b6e4e;border-bottom:1px solid #ddd;padding-bottom:3px}
.bx-widget ul{margin:0;padding-left:16px}.bx-cloud a{color:#44553a;margin-right:4px}.bx-share{font-size:11px;margin:10px 0}#bx-footer{clear:both;text-align:center;font-size:11px;color:#999;padding:18px;border-top:1px solid #eee}"""


def wp(site: SiteAZ, story: Story, parts: Parts) -> str:
    w = WORDS[site.lang]
    sec = story.section or site.sections[1]
    rel = _related(site, story)
    months = "".join(
        f'<li><a href="/{y}/{m:02d}/">{m:02d}/{y}</a> ({(y * 7 + m * 3) % 9 + 2})</li>'
        for y, m in _months(story)
    )
    cats = "".join(
        f'<li><a href="/category/{slug(s)}/">{esc(s)}</a> ({(len(s) * 5) % 23 + 3})</li>'
        for s in site.sections[1:]
    )
    roll = "".join(f'<li><a href="http://{slug(b)}.example/">{esc(b)}</a></li>' for b in site.blogroll)
    return (
        _head(site, story, WP_CSS, parts)
        + '<body class="single postid-'
        + str(len(story.title) * 37)
        + f'">\n<div id="bx-page"><div id="bx-header"><h1><a href="/">{esc(site.name)}</a></h1><p>{esc(site.tagline)}</p></div>\n'
        '<ul id="bx-menu">'
        + "".join(f'<li><a href="{_sec_href(i, s)}">{esc(s)}</a></li>' for i, s in enumerate(site.sections))
        + '</ul>\n<div id="bx-wrap"><div id="bx-content">'
        f'<div class="bx-post" id="post-{len(story.title) * 37}"><p class="bx-date">{esc(story.shown)}</p>'
        f'<h2><a href="#" rel="bookmark">{esc(story.title)}</a></h2>'
        + (f"<p><em>{esc(story.lead)}</em></p>" if story.lead else "")
        + f'<div class="bx-entry">{_paras(story)}{parts.inside}</div>'
        f'<p class="bx-postmeta">{esc(story.byline)} · <a href="/category/{slug(sec)}/">{esc(sec)}</a> · '
        + ", ".join(f'<a href="/tag/{slug(t)}/" rel="tag">{esc(t)}</a>' for t in story.tags)
        + "</p>"
        + _share(site, "bx-share")
        + f"</div>\n{parts.after}</div>\n"
        f'<div id="bx-sidebar"><div class="bx-widget"><h3>{esc(w["search"])}</h3><form action="/" method="get">'
        '<input type="text" name="s" size="22" /> <input type="submit" value="»" /></form></div>'
        f'<div class="bx-widget"><h3>{esc(w["recent"])}</h3><ul>'
        + "".join(f'<li><a href="{u}">{esc(h)}</a></li>' for h, u in rel)
        + f'</ul></div><div class="bx-widget"><h3>{esc(w["archives"])}</h3><ul>{months}</ul></div>'
        f'<div class="bx-widget"><h3>{esc(w["cats"])}</h3><ul>{cats}</ul></div>'
        f'<div class="bx-widget bx-cloud"><h3>{esc(w["cloud"])}</h3>{_cloud(site, story)}</div>'
        f'<div class="bx-widget"><h3>{esc(w["blogroll"])}</h3><ul>{roll}</ul></div>'
        f"{parts.rail}"
        f'<div class="bx-widget"><h3>Meta</h3><ul><li><a href="/login">{esc(w["meta"])}</a></li>'
        '<li><a href="/feed/">RSS</a></li></ul></div></div></div>\n'
        f'<div id="bx-footer">© {story.year} {esc(site.name)} · {esc(w["rights"])} · <a href="/contact/">{esc(w["contact"])}</a></div></div>\n'
        f"{parts.end}\n</body>\n</html>\n"
    )


NP_CSS = """body{margin:0;background:#fff;font:13px/1.5 Arial,Helvetica,sans-serif;color:#222}#gz-outer{width:990px;margin:0 auto}
#gz-top{background:#f1f1f1;border-bottom:1px solid #ccc;font-size:11px;padding:4px 10px;color:#555}#gz-top span{margin-right:16px}
#gz-mast{padding:14px 10px;border-bottom:3px solid #8a1c1c}#gz-mast a{font:bold 40px "Times New Roman",serif;color:#111;text-decoration:none}#gz-mast small{display:block;color:#777;font-style:italic}
#gz-nav{background:#8a1c1c;margin:0;padding:0 10px;list-style:none;height:30px}#gz-nav li{float:left;margin-right:18px;line-height:30px}#gz-nav a{color:#fff;font-weight:bold;text-decoration:none}
#gz-ticker{background:#fff4d6;border-bottom:1px solid #eadcaf;padding:4px 10px;font-size:12px}#gz-crumb{font-size:11px;color:#888;padding:8px 10px}
#gz-body{overflow:hidden;padding:0 10px 20px}#gz-main{float:left;width:640px}#gz-rail{float:right;width:300px}
.gz-kicker{color:#8a1c1c;font-weight:bold;text-transform:uppercase;font-size:11px}.gz-story h1{font:bold 30px/1.15 Georgia,serif;margin:2px 0 8px}.gz-stand{font:16px Georgia,serif;color:#444}
.gz-by{font-size:11px;color:#666;border-top:1px solid #ddd;border-bottom:1px solid #ddd;padding:4px 0}.gz-pic{background:#d5d5cf;height:300px;margin:10px 0}.gz-story p{font:15px/1.6 Georgia,serif}
.gz-tools{background:#f6f6f6;padding:6px;font-size:11px;margin:12px 0}.gz-box{border:1px solid #ddd;margin-bottom:16px}.gz-box h3{margin:0;background:#333;color:#fff;font-size:12px;padding:4px 8px;text-transform:uppercase}
.gz-box ol,.gz-box ul{margin:8px 0;padding-left:26px}.gz-poll{padding:8px}#gz-foot{clear:both;background:#222;color:#aaa;font-size:11px;padding:16px 10px}#gz-foot a{color:#ddd;margin-right:10px}"""


def np(site: SiteAZ, story: Story, parts: Parts) -> str:
    w = WORDS[site.lang]
    sec = story.section or site.sections[1]
    rel = _related(site, story)
    return (
        _head(site, story, NP_CSS, parts)
        + f'<body>\n<div id="gz-outer"><div id="gz-top"><span>{esc(story.shown)}</span><span>☁ 14° / 7°</span>'
        f'<span><a href="/login">{esc(w["meta"])}</a></span><span><a href="/feed/">RSS</a></span></div>'
        f'<div id="gz-mast"><a href="/">{esc(site.name)}</a><small>{esc(site.tagline)}</small></div>'
        '<ul id="gz-nav">'
        + "".join(f'<li><a href="{_sec_href(i, s)}">{esc(s)}</a></li>' for i, s in enumerate(site.sections))
        + f'</ul>\n<div id="gz-ticker">» <a href="{rel[0][1]}">{esc(rel[0][0])}</a></div>'
        f'<p id="gz-crumb"><a href="/">{esc(site.sections[0])}</a> › <a href="/{slug(sec)}/">{esc(sec)}</a></p>\n'
        f'<div id="gz-body"><div id="gz-main"><div class="gz-story"><p class="gz-kicker">{esc(sec)}</p>'
        f"<h1>{esc(story.title)}</h1>"
        + (f'<p class="gz-stand">{esc(story.lead)}</p>' if story.lead else "")
        + f'<p class="gz-by">{esc(story.byline)} | {esc(story.shown)}</p><div class="gz-pic"></div>'
        + _paras(story)
        + parts.inside
        + _share(site, "gz-tools")
        + "<p class=gz-tags>"
        + " · ".join(f'<a href="/tag/{slug(t)}/">{esc(t)}</a>' for t in story.tags)
        + f"</p></div>\n{parts.after}</div>\n"
        f'<div id="gz-rail"><div class="gz-box"><h3>{esc(w["most"])}</h3><ol>'
        + "".join(f'<li><a href="{u}">{esc(h)}</a></li>' for h, u in rel)
        + f'</ol></div><div class="gz-box"><h3>{esc(w["letter"])}</h3><form class="gz-poll" action="/newsletter" method="post">'
        f'<input type="text" name="email" size="24" /> <input type="submit" value="{esc(w["subscribe"])}" /></form></div>'
        f'<div class="gz-box"><h3>{esc(w["cloud"])}</h3><p class="gz-poll">{_cloud(site, story)}</p></div>'
        f"{parts.rail}</div></div>\n"
        '<div id="gz-foot">'
        + "".join(f'<a href="{_sec_href(i, s)}">{esc(s)}</a>' for i, s in enumerate(site.sections))
        + "<br />"
        + " · ".join(esc(b) for b in site.blogroll)
        + f'<br />© {story.year} {esc(site.name)} · {esc(w["rights"])} · <a href="/contact/">{esc(w["contact"])}</a></div></div>\n'
        f"{parts.end}\n</body>\n</html>\n"
    )


MG_CSS = """body{margin:0;background:#fafafa;font:15px/1.65 "Helvetica Neue",Helvetica,Arial,sans-serif;color:#2b2b2b}.mz-bar{background:#111;padding:10px 0}
.mz-in{width:940px;margin:0 auto}.mz-bar a{color:#fff;text-decoration:none;margin-right:20px;font-size:13px;text-transform:uppercase;letter-spacing:1px}.mz-logo{font:bold 30px Georgia,serif;padding:18px 0}
.mz-logo a{color:#111;text-decoration:none}.mz-logo small{font:italic 14px Georgia,serif;color:#888;margin-left:10px}.mz-hero{background:#c9d3d8;height:360px}
.mz-art{width:640px;float:left}.mz-side{width:260px;float:right;font-size:13px}.mz-art h1{font:bold 38px/1.1 Georgia,serif;margin:20px 0 8px}.mz-by{color:#777;font-size:12px;text-transform:uppercase}
.mz-pull{font:italic 22px Georgia,serif;border-left:4px solid #d04a02;padding-left:14px;color:#555}.mz-author{background:#f0f0f0;padding:12px;margin:18px 0;font-size:13px}
.mz-more{clear:both;overflow:hidden;padding-top:20px}.mz-more a{float:left;width:215px;margin-right:20px;color:#222;text-decoration:none;font-weight:bold}.mz-more span{display:block;background:#ddd;height:120px;margin-bottom:6px}
.mz-wrap{overflow:hidden}.mz-side h4{text-transform:uppercase;font-size:12px;border-bottom:2px solid #d04a02}.mz-foot{background:#111;color:#999;padding:20px 0;font-size:12px;margin-top:30px}"""


def mg(site: SiteAZ, story: Story, parts: Parts) -> str:
    w = WORDS[site.lang]
    sec = story.section or site.sections[1]
    rel = _related(site, story)
    paras = story.paragraphs
    pull = paras[1][:90] + "…" if len(paras) > 1 else ""
    body = "".join(
        f"<p>{esc(p)}</p>"
        + (f'<blockquote class="mz-pull">{esc(pull)}</blockquote>' if k == 0 and pull else "")
        for k, p in enumerate(paras)
    )
    return (
        _head(site, story, MG_CSS, parts)
        + '<body>\n<div class="mz-bar"><div class="mz-in">'
        + "".join(f'<a href="{_sec_href(i, s)}">{esc(s)}</a>' for i, s in enumerate(site.sections))
        + f'</div></div><div class="mz-in"><div class="mz-logo"><a href="/">{esc(site.name)}</a><small>{esc(site.tagline)}</small></div>'
        f'<div class="mz-hero"></div><div class="mz-wrap"><div class="mz-art"><p class="mz-by"><a href="/{slug(sec)}/">{esc(sec)}</a></p>'
        f"<h1>{esc(story.title)}</h1>"
        + (f"<p><strong>{esc(story.lead)}</strong></p>" if story.lead else "")
        + f'<p class="mz-by">{esc(story.byline)} — {esc(story.shown)}</p>'
        + body
        + parts.inside
        + _share(site, "mz-share")
        + f'<div class="mz-author"><b>{esc(w["about"])}:</b> {esc(story.byline)} — {esc(site.tagline)}.</div>'
        + f"{parts.after}</div>"
        f'<div class="mz-side"><h4>{esc(w["most"])}</h4><ol>'
        + "".join(f'<li><a href="{u}">{esc(h)}</a></li>' for h, u in rel)
        + f"</ol><h4>{esc(w['cloud'])}</h4><p>{_cloud(site, story)}</p>"
        f'<h4>{esc(w["letter"])}</h4><form action="/newsletter" method="post"><input type="text" name="email" /> '
        f'<input type="submit" value="{esc(w["subscribe"])}" /></form>{parts.rail}</div></div>'
        f'<div class="mz-more"><h4>{esc(w["related"])}</h4>'
        + "".join(f'<a href="{u}"><span></span>{esc(h)}</a>' for h, u in rel[:4])
        + f'</div></div><div class="mz-foot"><div class="mz-in">© {story.year} {esc(site.name)} · {esc(w["rights"])} · '
        f'<a href="/contact/">{esc(w["contact"])}</a></div></div>\n{parts.end}\n</body>\n</html>\n'
    )


TEMPLATES = {"wp": wp, "np": np, "mg": mg}


def render_az(site: SiteAZ, story: Story, parts: Parts) -> str:
    return TEMPLATES[site.template](site, story, parts)
