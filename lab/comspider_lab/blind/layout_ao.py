"""Page templates of blind set AO, written for this set (no saved page opened, no vendor's or theme's code copied;
every class, name and text invented).

- ``nw``: a news site: a top bar with the date as the site writes it, the logo, a row of sections, the article
  (section, headline, standfirst, byline and time, picture, text, share row, tags), the case's blocks, a side column
  (the newest headlines, the case's rail), a footer (``ks-*``);
- ``bl``: a blog: a header, the post (date, title, text, a post footer), the case's blocks, a side column under the
  post on narrow screens (the sections, the case's rail), a small footer (``bw-*``).

Page parts (``Parts``): ``inside`` (inside the article, after the text), ``after`` (after the article), ``rail``
(the side column), ``css``, ``end``.
"""

from __future__ import annotations

from dataclasses import dataclass

from comspider_lab.blind.content_ao import WORDS, SiteAO
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
    latest: tuple[str, ...] = ()  # headlines in the side column (else the site's sections)
    tags: tuple[str, ...] = ()
    today: str = ""  # the top bar's date (else ``shown``)

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


def _head(site: SiteAO, story: Story, css: str, parts: Parts) -> str:
    desc = story.lead or story.paragraphs[0][:160]
    return (
        f'<!doctype html>\n<html lang="{site.lang}" dir="{site.direction}">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{esc(story.title)} | {esc(site.name)}</title>\n"
        f'<meta name="description" content="{esc(desc)}">\n'
        f'<meta property="og:title" content="{esc(story.title)}">\n<meta property="og:type" content="article">\n'
        f'<meta property="article:published_time" content="{story.iso}">\n'
        f"<style>{css}{parts.css}</style>\n</head>\n<body>\n"
    )


def _sections(site: SiteAO) -> str:
    return "".join(
        f'<li><a href="/{"" if i == 0 else f"s{i}/"}">{esc(s)}</a></li>' for i, s in enumerate(site.sections)
    )


def _tags(site: SiteAO, story: Story, cls: str) -> str:
    tags = story.tags or (story.section or site.sections[1],)
    return (
        f'<p class="{cls}"><span>{esc(WORDS[site.lang]["tags"])}:</span> '
        + " ".join(f'<a href="/tag/{slug(t)}">#{esc(t)}</a>' for t in tags)
        + "</p>"
    )


def _share(site: SiteAO, cls: str) -> str:
    return (
        f'<div class="{cls}"><b>{esc(WORDS[site.lang]["share"])}</b> '
        '<a href="#sh-mail" aria-label="E-mail">✉</a> <a href="#sh-link" aria-label="Link">🔗</a> '
        '<a href="#sh-chat" aria-label="Messenger">💬</a></div>'
    )


NW_CSS = """body{margin:0;font:17px/1.65 system-ui,"Noto Sans",sans-serif;color:#1d1d1f;background:#f5f6f7}.ks-bar{background:#13294b;color:#cfd8e6;font-size:12px;padding:4px 22px}
.ks-logo{background:#fff;padding:14px 22px}.ks-logo a{font:800 30px/1.1 system-ui,sans-serif;color:#13294b;text-decoration:none}.ks-logo small{display:block;color:#667;font-size:13px}
.ks-nav{display:flex;flex-wrap:wrap;gap:16px;list-style:none;margin:0;padding:8px 22px;background:#fff;border-top:1px solid #e3e6ea;border-bottom:3px solid #d2462d;font-weight:600;font-size:14px}.ks-nav a{color:#13294b;text-decoration:none}
.ks-page{display:grid;grid-template-columns:minmax(0,1fr) 300px;gap:28px;max-width:1160px;margin:18px auto;padding:0 22px}.ks-main{background:#fff;padding:22px 26px}
.ks-sec{color:#d2462d;font-weight:700;font-size:13px;text-transform:uppercase}.ks-art h1{font:800 32px/1.2 system-ui,sans-serif;margin:6px 0 10px}.ks-lead{font-size:19px;color:#444}
.ks-by{font-size:13px;color:#667}.ks-pic img{width:100%;height:auto;background:#d8dde3}.ks-share,.ks-tags{font-size:13px;margin:12px 0}.ks-tags a{margin:0 6px;color:#13294b}
.ks-side{font-size:14px}.ks-side h2{font-size:15px;border-bottom:2px solid #d2462d;padding-bottom:4px}.ks-new{padding-left:18px}.ks-new li{margin-bottom:7px}
.ks-letter{background:#eaf0f7;padding:14px;margin:18px 0;font-size:14px}.ks-foot{background:#13294b;color:#cfd8e6;padding:20px 22px;font-size:12px;text-align:center}.ks-foot a{color:#fff}"""


def nw(site: SiteAO, story: Story, parts: Parts) -> str:
    w = WORDS[site.lang]
    sec = story.section or site.sections[1]
    latest = story.latest or site.sections[1:]
    return (
        _head(site, story, NW_CSS, parts) + f'<div class="ks-bar">{esc(story.today or story.shown)}</div>'
        f'<header class="ks-logo"><a href="/">{esc(site.name)}</a><small>{esc(site.tagline)}</small></header>'
        f'<nav><ul class="ks-nav">{_sections(site)}</ul></nav>\n'
        f'<div class="ks-page"><main class="ks-main"><article class="ks-art"><p class="ks-sec">{esc(sec)}</p>'
        f"<h1>{esc(story.title)}</h1>"
        + (f'<p class="ks-lead">{esc(story.lead)}</p>' if story.lead else "")
        + f'<p class="ks-by">{esc(story.byline)} · <time datetime="{story.iso}">{esc(story.shown)}</time></p>'
        f'<figure class="ks-pic"><img src="/_avatar/ks-{slug(story.iso)}.svg" alt="" width="760" height="420"></figure>'
        + "".join(f"<p>{esc(p)}</p>" for p in story.paragraphs)
        + parts.inside
        + _share(site, "ks-share")
        + _tags(site, story, "ks-tags")
        + f'</article>\n{parts.after}<form class="ks-letter" action="/letter" method="post"><b>{esc(w["newsletter"])}</b> '
        f'<input type="email" name="m" placeholder="@"> <button>{esc(w["subscribe"])}</button></form></main>'
        f'<aside class="ks-side"><h2>{esc(w["latest"])}</h2><ol class="ks-new">'
        + "".join(f'<li><a href="/n/{i + 1}">{esc(h)}</a></li>' for i, h in enumerate(latest))
        + f"</ol>{parts.rail}</aside></div>"
        f'<footer class="ks-foot">© {esc(site.name)} · {esc(w["rights"])} · <a href="/contact">{esc(w["contact"])}</a></footer>\n'
        f"{parts.end}\n</body>\n</html>\n"
    )


BL_CSS = """body{margin:0;font:16px/1.8 Georgia,"Noto Serif",serif;color:#333;background:#fbf9f4}.bw-top{text-align:center;padding:28px 20px 16px;border-bottom:1px solid #e2dccd}
.bw-top a{font:bold 28px Georgia,serif;color:#5b4636;text-decoration:none}.bw-top p{margin:4px 0 0;color:#8c8070;font-style:italic}
.bw-wrap{display:flex;flex-wrap:wrap;gap:36px;max-width:1020px;margin:0 auto;padding:24px 20px}.bw-main{flex:1 1 600px;min-width:0}.bw-side{flex:0 0 240px;font-size:14px}
.bw-date{color:#9b8f7e;font-size:13px}.bw-post h1{font:bold 30px/1.25 Georgia,serif;margin:4px 0 14px}.bw-pf{font-size:13px;color:#8c8070;border-top:1px dotted #cfc6b4;padding-top:8px}
.bw-foot{text-align:center;color:#aaa;font-size:12px;padding:20px}"""


def bl(site: SiteAO, story: Story, parts: Parts) -> str:
    sec = story.section or site.sections[1]
    return (
        _head(site, story, BL_CSS, parts)
        + f'<header class="bw-top"><a href="/">{esc(site.name)}</a><p>{esc(site.tagline)}</p></header>\n'
        f'<div class="bw-wrap"><main class="bw-main"><article class="bw-post">'
        f'<p class="bw-date"><time datetime="{story.iso}">{esc(story.shown)}</time></p><h1>{esc(story.title)}</h1>'
        + (f"<p><em>{esc(story.lead)}</em></p>" if story.lead else "")
        + "".join(f"<p>{esc(p)}</p>" for p in story.paragraphs)
        + parts.inside
        + f'<div class="bw-pf">{esc(story.byline)} · <a href="/s1/">{esc(sec)}</a>'
        + _tags(site, story, "bw-tags")
        + _share(site, "bw-share")
        + f'</div></article>\n{parts.after}</main><aside class="bw-side"><nav><ul>{_sections(site)}</ul></nav>'
        + "".join(f'<p><a href="/n/{i + 1}">{esc(h)}</a></p>' for i, h in enumerate(story.latest))
        + f'{parts.rail}</aside></div>\n<footer class="bw-foot">© {esc(site.name)}</footer>\n{parts.end}\n</body>\n</html>\n'
    )


TEMPLATES = {"nw": nw, "bl": bl}


def render_ao(site: SiteAO, story: Story, parts: Parts) -> str:
    return TEMPLATES[site.template](site, story, parts)
