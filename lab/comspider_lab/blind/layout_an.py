"""Page templates of blind set AN, written for this set (no saved page opened, no vendor's or theme's code copied;
every class, name and text invented).

- ``np``: a news portal: a top line, the logo, a row of sections, the article in a main column (kicker, headline,
  standfirst, byline, picture, text, tags, share), a grid of related teasers, a right column ("most read" and the
  case's ``aside``), a footer (``gz-*``);
- ``bl``: a blog: the post in a main column (date, title, text, a post footer with tags), a list of related posts, a
  right sidebar (about, archive, the case's ``aside``), a footer (``pb-*``);
- ``tb``: an older CMS laid out in one ``<table>``: a banner row, a left cell with the sections, the article cell,
  a right cell (the case's ``aside``), a bottom row (``ot-*``);
- ``gl``: a gallery or video page: a dark header, the title, a short text, the ``media`` (pictures or a player), a
  related strip (``mg-*``).

Page parts (``Parts``): ``media`` (before the text), ``inside`` (after the last paragraph, before the tags),
``tabs`` (more tab panels beside the article's; the text is then the first panel), ``aside`` (the side column),
``before_related`` (right before the related teasers), ``after`` (after them), ``furniture`` (a long footer-like block
of links before the real footer) and ``after_furniture`` (after that block), ``css``, ``end``.
"""

from __future__ import annotations

from dataclasses import dataclass

from comspider_lab.blind.content_an import WORDS, SiteAN
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
    media: str = ""
    inside: str = ""
    tabs: tuple[tuple[str, str], ...] = ()
    tab_label: str = ""  # the first tab's label (the article's text)
    aside: str = ""
    before_related: str = ""
    after: str = ""
    furniture: bool = False
    after_furniture: str = ""
    css: str = ""
    end: str = ""


def _head(site: SiteAN, story: Story, css: str, parts: Parts) -> str:
    desc = story.lead or story.paragraphs[0][:150]
    return (
        f'<!doctype html>\n<html lang="{site.lang}" dir="{site.direction}">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{esc(story.title)} | {esc(site.name)}</title>\n"
        f'<meta name="description" content="{esc(desc)}">\n'
        f'<meta property="og:title" content="{esc(story.title)}">\n<meta property="og:type" content="article">\n'
        f'<meta property="article:published_time" content="{story.iso}">\n'
        f"<style>{css}{TAB_CSS if parts.tabs else ''}{parts.css}</style>\n</head>\n<body>\n"
    )


def _text(story: Story) -> str:
    return "".join(f"<p>{esc(p)}</p>" for p in story.paragraphs)


def _nav(site: SiteAN, cls: str) -> str:
    return (
        f'<ul class="{cls}">'
        + "".join(
            f'<li><a href="/{"" if i == 0 else slug(s) + "/"}">{esc(s)}</a></li>'
            for i, s in enumerate(site.sections)
        )
        + "</ul>"
    )


def _related(site: SiteAN, story: Story) -> list[tuple[str, str]]:
    heads = story.related or site.sections[1:]
    sec = slug(story.section or site.sections[1])
    return [(h, f"/{sec}/{slug(h)[:40]}") for h in heads]


def _tags(site: SiteAN, story: Story, cls: str) -> str:
    tags = story.tags or (story.section or site.sections[1],)
    return (
        f'<p class="{cls}"><span>{esc(WORDS[site.lang]["tags"])}:</span> '
        + " ".join(f'<a href="/tag/{slug(t)}">{esc(t)}</a>' for t in tags)
        + "</p>"
    )


def _share(site: SiteAN, cls: str) -> str:
    return (
        f'<p class="{cls}">{esc(WORDS[site.lang]["share"])}: <a href="#mail">✉</a> <a href="#link">🔗</a> '
        '<a href="#print">⎙</a></p>'
    )


TAB_CSS = """.tb-knoppen{display:flex;gap:6px;border-bottom:2px solid #999;margin:14px 0 0}.tb-knoppen button{border:1px solid #bbb;border-bottom:0;background:#eee;padding:6px 14px;cursor:pointer;font:inherit}
.tb-knoppen button[aria-selected=true]{background:#fff;font-weight:bold}.tb-paneel{padding:12px 0}"""

TAB_JS = """<script>
document.querySelectorAll('.tb-knoppen button').forEach(function (b) {
  b.addEventListener('click', function () {
    document.querySelectorAll('.tb-knoppen button').forEach(function (x) { x.setAttribute('aria-selected', x === b ? 'true' : 'false'); });
    document.querySelectorAll('.tb-paneel').forEach(function (p) { p.hidden = p.id !== b.getAttribute('aria-controls'); });
  });
});
</script>"""


def _body(site: SiteAN, story: Story, parts: Parts, tags_cls: str, share_cls: str) -> str:
    """The article's text, the ``inside`` part, tags and share; in tab panels when the case has ``tabs``."""
    text = _text(story) + parts.inside + _tags(site, story, tags_cls) + _share(site, share_cls)
    if not parts.tabs:
        return text
    labels = [(parts.tab_label or story.section or site.sections[1], text), *parts.tabs]
    buttons = "".join(
        f'<button type="button" role="tab" id="tab-{n}" aria-controls="paneel-{n}" aria-selected="{"true" if n == 0 else "false"}">'
        f"{esc(label)}</button>"
        for n, (label, _) in enumerate(labels)
    )
    panels = "".join(
        f'<div class="tb-paneel" role="tabpanel" id="paneel-{n}" aria-labelledby="tab-{n}"{" hidden" if n else ""}>{html}</div>'
        for n, (_, html) in enumerate(labels)
    )
    return f'<div class="tb-knoppen" role="tablist">{buttons}</div>{panels}'


def _furniture(site: SiteAN) -> str:
    w = WORDS[site.lang]
    cols = [
        (w["sitemap"], list(site.sections)),
        (w["partners"], [f"{site.name} +", "⚐ " + site.sections[-1], "☎ " + w["contact"]]),
        (w["about"], [site.tagline, w["contact"], w["rights"]]),
    ]
    return (
        '<div class="big-moebel">'
        + "".join(
            f'<div class="bm-kol"><h4>{esc(h)}</h4><ul>'
            + "".join(f'<li><a href="/{slug(x)}/">{esc(x)}</a></li>' for x in items)
            + "</ul></div>"
            for h, items in cols
        )
        + "</div>"
    )


BIG_CSS = """.big-moebel{display:grid;grid-template-columns:repeat(3,1fr);gap:20px;background:#2b2b2b;color:#ddd;padding:22px;font:13px Arial,sans-serif}
.big-moebel a{color:#eee}.big-moebel h4{margin:0 0 6px;color:#fff}"""


NP_CSS = """body{margin:0;font:17px/1.6 Georgia,serif;color:#1d1d1d;background:#f1f1ee}.gz-wrap{max-width:1160px;margin:0 auto;background:#fff}
.gz-top{font:12px Arial,sans-serif;color:#777;padding:4px 18px;border-bottom:1px solid #eee}.gz-logo{padding:14px 18px 4px;font:800 32px Arial,sans-serif}.gz-logo a{color:#8a1c1c;text-decoration:none}
.gz-logo small{display:block;font:13px Georgia,serif;color:#888}.gz-nav{display:flex;flex-wrap:wrap;gap:16px;list-style:none;margin:0;padding:8px 18px;background:#8a1c1c;font:bold 14px Arial,sans-serif}.gz-nav a{color:#fff;text-decoration:none}
.gz-cols{display:grid;grid-template-columns:minmax(0,1fr) 330px;gap:30px;padding:16px 18px}.gz-kick{font:bold 12px Arial,sans-serif;color:#8a1c1c;text-transform:uppercase;margin:0}
.gz-art h1{font:700 34px/1.15 Georgia,serif;margin:4px 0 8px}.gz-lead{font-size:19px;color:#444}.gz-by{font:13px Arial,sans-serif;color:#666}.gz-fig img{width:100%;height:auto;background:#d9d4cc}
.gz-tags,.gz-share{font:13px Arial,sans-serif}.gz-tags a{background:#f3ebe4;padding:1px 7px;border-radius:8px;color:#8a1c1c;text-decoration:none}
.gz-rel{display:grid;grid-template-columns:repeat(3,1fr);gap:12px;margin:18px 0}.gz-rel a{display:block;background:#f5f5f2;padding:10px;font:bold 14px Arial,sans-serif;color:#222;text-decoration:none}
.gz-side{font:14px Arial,sans-serif}.gz-side h2{font:bold 15px Arial,sans-serif;border-bottom:2px solid #8a1c1c}.gz-most li{margin-bottom:6px}
.gz-foot{padding:16px 18px;font:12px Arial,sans-serif;color:#888;text-align:center}"""


def np(site: SiteAN, story: Story, parts: Parts) -> str:
    w = WORDS[site.lang]
    sec = story.section or site.sections[1]
    rel = _related(site, story)
    return (
        _head(site, story, NP_CSS + BIG_CSS, parts)
        + f'<div class="gz-wrap"><div class="gz-top">{esc(story.shown)}</div>'
        f'<header class="gz-logo"><a href="/">{esc(site.name)}</a><small>{esc(site.tagline)}</small></header>'
        f"<nav>{_nav(site, 'gz-nav')}</nav>\n"
        f'<div class="gz-cols"><main><article class="gz-art"><p class="gz-kick"><a href="/{slug(sec)}/">{esc(sec)}</a></p>'
        f"<h1>{esc(story.title)}</h1>"
        + (f'<p class="gz-lead">{esc(story.lead)}</p>' if story.lead else "")
        + f'<p class="gz-by">{esc(story.byline)} · <time datetime="{story.iso}">{esc(story.shown)}</time></p>'
        + (
            parts.media
            or f'<figure class="gz-fig"><img src="/_avatar/gz-{slug(story.title)[:30]}.svg" alt="" width="760" height="420"></figure>'
        )
        + _body(site, story, parts, "gz-tags", "gz-share")
        + f"</article>\n{parts.before_related}"
        f'<nav class="gz-rel" aria-label="{esc(w["related"])}">'
        + "".join(f'<a href="{u}">{esc(h)}</a>' for h, u in rel[:3])
        + f"</nav>{parts.after}</main>"
        f'<aside class="gz-side"><h2>{esc(w["most"])}</h2><ol class="gz-most">'
        + "".join(f'<li><a href="{u}">{esc(h)}</a></li>' for h, u in reversed(rel))
        + f"</ol>{parts.aside}</aside></div>"
        + (_furniture(site) if parts.furniture else "")
        + parts.after_furniture
        + f'<footer class="gz-foot">© {esc(site.name)} · {esc(w["rights"])} · <a href="/kontakt">{esc(w["contact"])}</a></footer></div>\n'
        + (TAB_JS if parts.tabs else "")
        + f"{parts.end}\n</body>\n</html>\n"
    )


BL_CSS = """body{margin:0;font:16px/1.7 Verdana,Geneva,sans-serif;color:#333;background:#fbfaf6}.pb-head{padding:24px 30px;border-bottom:1px solid #e3dccb}
.pb-head a{font:bold 27px Georgia,serif;color:#3f5b2a;text-decoration:none}.pb-head p{margin:0;color:#998;font-style:italic}
.pb-cols{display:flex;gap:36px;max-width:1060px;margin:0 auto;padding:20px}.pb-main{flex:1;min-width:0}.pb-side{width:260px;flex:none;font-size:13px}
.pb-date{color:#999;font-size:13px}.pb-post h1{font:bold 29px/1.25 Georgia,serif;margin:2px 0 14px}.pb-tags,.pb-share{font-size:13px;color:#777}
.pb-rel{font-size:14px;border-top:1px solid #e3dccb;margin-top:18px}.pb-side h3{font:bold 13px Verdana,sans-serif;text-transform:uppercase;color:#3f5b2a}
.pb-foot{text-align:center;font-size:12px;color:#aaa;padding:18px}"""


def bl(site: SiteAN, story: Story, parts: Parts) -> str:
    w = WORDS[site.lang]
    rel = _related(site, story)
    return (
        _head(site, story, BL_CSS + BIG_CSS, parts)
        + f'<header class="pb-head"><a href="/">{esc(site.name)}</a><p>{esc(site.tagline)}</p>{_nav(site, "pb-nav")}</header>\n'
        f'<div class="pb-cols"><main class="pb-main"><article class="pb-post"><p class="pb-date"><time datetime="{story.iso}">{esc(story.shown)}</time> · {esc(story.byline)}</p>'
        f"<h1>{esc(story.title)}</h1>"
        + (f"<p><em>{esc(story.lead)}</em></p>" if story.lead else "")
        + parts.media
        + _body(site, story, parts, "pb-tags", "pb-share")
        + f"</article>\n{parts.before_related}"
        f'<div class="pb-rel"><h3>{esc(w["related"])}</h3><ul>'
        + "".join(f'<li><a href="{u}">{esc(h)}</a></li>' for h, u in rel)
        + f"</ul></div>{parts.after}</main>"
        f'<aside class="pb-side"><h3>{esc(w["about"])}</h3><p>{esc(site.tagline)}</p>'
        f"<h3>{esc(w['most'])}</h3><ul>"
        + "".join(f'<li><a href="{u}">{esc(h)}</a></li>' for h, u in reversed(rel))
        + f"</ul>{parts.aside}</aside></div>\n"
        + (_furniture(site) if parts.furniture else "")
        + parts.after_furniture
        + f'<footer class="pb-foot">© {esc(site.name)} · {esc(w["rights"])}</footer>\n'
        + (TAB_JS if parts.tabs else "")
        + f"{parts.end}\n</body>\n</html>\n"
    )


TB_CSS = """body{margin:0;background:#dfe3e8;font:13px Tahoma,Verdana,sans-serif;color:#111}.ot-main{width:980px;margin:0 auto;background:#fff;border-collapse:collapse}
.ot-main td{vertical-align:top}.ot-banner{background:#1f3f6e;color:#fff;padding:10px 14px;font:bold 26px Tahoma,sans-serif}.ot-banner small{display:block;font:12px Tahoma,sans-serif;color:#c7d4e6}
.ot-left{width:170px;background:#eef1f5;padding:10px}.ot-left ul{list-style:square;padding-left:16px}.ot-center{padding:12px 16px}.ot-right{width:220px;background:#f6f6f6;padding:10px;border-left:1px solid #ddd}
.ot-center h1{font:bold 22px Tahoma,sans-serif;color:#1f3f6e}.ot-date{color:#888}.ot-bottom{background:#1f3f6e;color:#c7d4e6;padding:8px 14px;font-size:11px}.ot-bottom a{color:#fff}"""


def tb(site: SiteAN, story: Story, parts: Parts) -> str:
    w = WORDS[site.lang]
    rel = _related(site, story)
    return (
        _head(site, story, TB_CSS + BIG_CSS, parts)
        + '<table class="ot-main" width="980" cellpadding="0" cellspacing="0" border="0">'
        f'<tr><td colspan="3" class="ot-banner">{esc(site.name)}<small>{esc(site.tagline)}</small></td></tr>\n'
        f'<tr><td class="ot-left">{_nav(site, "ot-nav")}</td><td class="ot-center">'
        f'<div class="ot-date">{esc(story.shown)} | {esc(story.byline)}</div><h1>{esc(story.title)}</h1>'
        + (f"<p><b>{esc(story.lead)}</b></p>" if story.lead else "")
        + parts.media
        + _body(site, story, parts, "ot-tags", "ot-share")
        + parts.before_related
        + f'<p class="ot-rel"><b>{esc(w["related"])}:</b></p><ul>'
        + "".join(f'<li><a href="{u}">{esc(h)}</a></li>' for h, u in rel)
        + f"</ul>{parts.after}</td>"
        f'<td class="ot-right"><b>{esc(w["most"])}</b><ol>'
        + "".join(f'<li><a href="{u}">{esc(h)}</a></li>' for h, u in reversed(rel))
        + f"</ol>{parts.aside}</td></tr>\n"
        + (f'<tr><td colspan="3">{_furniture(site)}</td></tr>' if parts.furniture else "")
        + (f'<tr><td colspan="3">{parts.after_furniture}</td></tr>' if parts.after_furniture else "")
        + f'<tr><td colspan="3" class="ot-bottom">© {esc(site.name)}. {esc(w["rights"])}. <a href="/contacts">{esc(w["contact"])}</a></td></tr></table>\n'
        + (TAB_JS if parts.tabs else "")
        + f"{parts.end}\n</body>\n</html>\n"
    )


GL_CSS = """body{margin:0;font:16px/1.6 "Segoe UI",Arial,sans-serif;color:#eee;background:#141414}.mg-head{display:flex;gap:24px;align-items:center;padding:12px 22px;background:#000}
.mg-head a{color:#fff;text-decoration:none}.mg-logo{font:900 24px Arial,sans-serif}.mg-nav{display:flex;gap:14px;list-style:none;margin:0;padding:0;font-size:14px}
.mg-page{max-width:1000px;margin:0 auto;padding:18px 22px}.mg-page h1{font:700 30px/1.2 "Segoe UI",Arial,sans-serif;margin:6px 0}.mg-by{color:#aaa;font-size:13px}
.mg-tags a,.mg-share a{color:#9cf}.mg-rel{display:flex;gap:12px;margin:20px 0}.mg-rel a{flex:1;background:#262626;color:#ddd;padding:10px;text-decoration:none;font-size:14px}
.mg-side{background:#1d1d1d;padding:12px;margin:18px 0}.mg-foot{text-align:center;color:#777;font-size:12px;padding:20px}"""


def gl(site: SiteAN, story: Story, parts: Parts) -> str:
    w = WORDS[site.lang]
    rel = _related(site, story)
    sec = story.section or site.sections[1]
    return (
        _head(site, story, GL_CSS + BIG_CSS, parts)
        + f'<header class="mg-head"><a class="mg-logo" href="/">{esc(site.name)}</a><nav>{_nav(site, "mg-nav")}</nav></header>\n'
        f'<main class="mg-page"><article class="mg-art"><p class="mg-by"><a href="/{slug(sec)}/">{esc(sec)}</a></p>'
        f"<h1>{esc(story.title)}</h1>"
        f'<p class="mg-by">{esc(story.byline)} · <time datetime="{story.iso}">{esc(story.shown)}</time></p>'
        + parts.media
        + _body(site, story, parts, "mg-tags", "mg-share")
        + f"</article>\n{parts.before_related}"
        f'<nav class="mg-rel" aria-label="{esc(w["related"])}">'
        + "".join(f'<a href="{u}">{esc(h)}</a>' for h, u in rel[:4])
        + "</nav>"
        + parts.after
        + (f'<aside class="mg-side">{parts.aside}</aside>' if parts.aside else "")
        + "</main>\n"
        + (_furniture(site) if parts.furniture else "")
        + parts.after_furniture
        + f'<footer class="mg-foot">© {esc(site.name)} · {esc(w["rights"])}</footer>\n'
        + (TAB_JS if parts.tabs else "")
        + f"{parts.end}\n</body>\n</html>\n"
    )


TEMPLATES = {"np": np, "bl": bl, "tb": tb, "gl": gl}


def render_an(site: SiteAN, story: Story, parts: Parts) -> str:
    return TEMPLATES[site.template](site, story, parts)
