"""Five page templates of blind set I: news sites as they are built today (2018-2026), where class names often
mean nothing (nobody's site in particular, written from memory of how such pages are put together).

- ``tw``: utility-class markup (Tailwind-like ``flex gap-2 text-sm``), server-rendered;
- ``sc``: styled-components output (``sc-bdfBwQ kJdsF`` pairs), server-rendered;
- ``mod``: CSS modules with hashed names (``Article_body__3xk9a``, bare ``_3xk9a``), server-rendered;
- ``csr``: a client-rendered app: a static shell (header, footer) and an empty root that a script fills from a
  JSON island (``<script type=application/json id=__STATE__>``): kicker, title, byline, body, teasers;
- ``vue``: a Vue/emotion-like page (``css-1n2mv2k`` classes, ``data-v-7ba5bd90`` scope attributes) with custom
  elements (``<np-header>``, ``<np-teaser>``) in the light DOM.

A page declares its article one of four ways: ``jsonld`` (a JSON-LD ``NewsArticle`` with ``datePublished``),
``og`` (Open Graph ``article:published_time``), ``time`` (only a ``<time datetime>`` in the byline) or
``visible`` (only the visible text of the date).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from dataclasses import dataclass, field

from comspider_lab.blind.layout import esc, slug


def hx(seed: str, n: int = 5) -> str:
    """A hashed-looking token, stable for its seed ("3xk9a")."""
    digest = hashlib.sha1(seed.encode()).hexdigest()
    alphabet = "abcdefghijklmnopqrstuvwxyz0123456789"
    return "".join(alphabet[int(digest[i * 2 : i * 2 + 2], 16) % 36] for i in range(n))


def sc(seed: str) -> str:
    """A styled-components class pair ("sc-bdfBwQ kJdsF")."""
    d = hashlib.sha1(seed.encode()).hexdigest()
    letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
    a = "".join(letters[int(d[i * 2 : i * 2 + 2], 16) % 52] for i in range(6))
    b = "".join(letters[int(d[12 + i * 2 : 14 + i * 2], 16) % 52] for i in range(5))
    return f"sc-{a} {b}"


def emo(seed: str) -> str:
    """An emotion-like class ("css-1n2mv2k")."""
    return f"css-{hx(seed, 7)}"


@dataclass(frozen=True)
class SiteI:
    name: str
    lang: str
    nav: tuple[str, ...]
    related_heading: str
    related: tuple[str, ...]  # teaser titles; "title|when" shows a time too
    newsletter: tuple[str, str, str]  # heading, input placeholder, button
    footer: str
    direction: str = "ltr"


@dataclass(frozen=True)
class Art:
    title: str
    standfirst: str
    byline: str  # as shown ("Por Ana Lima")
    author: str  # the name alone (JSON-LD, og)
    iso: str  # publication time, ISO 8601 with zone
    shown: str  # the date as shown
    paragraphs: tuple[str, ...]
    kicker: str = ""
    declare: str = "jsonld"  # jsonld | og | time | visible


@dataclass
class PartsI:
    after: str = ""  # below the article body: the thread, a look-alike list
    aside: str = ""  # a side rail (templates with one)
    head: str = ""
    end: str = ""  # scripts before </body>
    before_footer: str = ""
    files: dict[str, str] = field(default_factory=dict)


def _meta(site: SiteI, art: Art) -> str:
    out = f"<title>{esc(art.title)} | {esc(site.name)}</title>\n"
    out += f'<meta name="description" content="{esc(art.standfirst)}">\n'
    if art.declare == "jsonld":
        ld = {
            "@context": "https://schema.org",
            "@type": "NewsArticle",
            "headline": art.title,
            "datePublished": art.iso,
            "author": [{"@type": "Person", "name": art.author}],
            "publisher": {"@type": "NewsMediaOrganization", "name": site.name},
            "inLanguage": site.lang,
        }
        out += f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>\n'
    elif art.declare == "og":
        out += (
            f'<meta property="og:type" content="article">\n<meta property="og:title" content="{esc(art.title)}">\n'
            f'<meta property="og:site_name" content="{esc(site.name)}">\n'
            f'<meta property="article:published_time" content="{esc(art.iso)}">\n'
            f'<meta property="article:author" content="{esc(art.author)}">\n'
        )
    else:
        out += f'<meta property="og:title" content="{esc(art.title)}">\n'
    return out


def _head(site: SiteI, art: Art, css: str, parts: PartsI, extra: str = "") -> str:
    return (
        f'<!DOCTYPE html>\n<html lang="{site.lang}" dir="{site.direction}"{extra}>\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"{_meta(site, art)}<style>{css}</style>\n{parts.head}\n</head>\n"
    )


def _when(art: Art, cls: str = "") -> str:
    c = f' class="{cls}"' if cls else ""
    if art.declare == "visible":
        return f"<span{c}>{esc(art.shown)}</span>"
    return f'<time{c} datetime="{esc(art.iso)}">{esc(art.shown)}</time>'


def _teasers(site: SiteI, a_cls: str, item_cls: str, time_cls: str) -> str:
    out = []
    for i, t in enumerate(site.related):
        title, _, when = t.partition("|")
        tm = f'<span class="{time_cls}">{esc(when)}</span>' if when else ""
        out.append(
            f'<li class="{item_cls}"><a class="{a_cls}" href="/{slug(site.nav[i % len(site.nav)])}/{slug(title)}">'
            f'<img src="/_avatar/t{i}-{slug(title)[:12]}.svg" alt="" width="96" height="64" loading="lazy">'
            f"<span>{esc(title)}</span></a>{tm}</li>"
        )
    return "".join(out)


def _body(art: Art, cls: str = "") -> str:
    c = f' class="{cls}"' if cls else ""
    return "".join(f"<p{c}>{esc(p)}</p>" for p in art.paragraphs)


# --------------------------------------------------------------------------- tw: utility classes

TW_CSS = """*,:after,:before{box-sizing:border-box}body{margin:0;font-family:ui-sans-serif,system-ui,sans-serif;color:#18181b}
.flex{display:flex}.grid{display:grid}.items-center{align-items:center}.justify-between{justify-content:space-between}
.gap-2{gap:.5rem}.gap-3{gap:.75rem}.gap-4{gap:1rem}.gap-6{gap:1.5rem}.mx-auto{margin-left:auto;margin-right:auto}.max-w-3xl{max-width:48rem}
.max-w-6xl{max-width:72rem}.px-4{padding-left:1rem;padding-right:1rem}.py-3{padding-top:.75rem;padding-bottom:.75rem}.py-8{padding-top:2rem;padding-bottom:2rem}
.p-4{padding:1rem}.p-6{padding:1.5rem}.mt-2{margin-top:.5rem}.mt-4{margin-top:1rem}.mt-8{margin-top:2rem}.mt-12{margin-top:3rem}
.text-xs{font-size:.75rem}.text-sm{font-size:.875rem}.text-lg{font-size:1.125rem}.text-3xl{font-size:1.875rem}.font-bold{font-weight:700}
.font-semibold{font-weight:600}.font-medium{font-weight:500}.text-zinc-500{color:#71717a}.text-zinc-600{color:#52525b}.text-red-700{color:#b91c1c}
.uppercase{text-transform:uppercase}.tracking-wide{letter-spacing:.025em}.tracking-tight{letter-spacing:-.025em}.leading-7{line-height:1.75rem}
.rounded-full{border-radius:9999px}.rounded-xl{border-radius:.75rem}.rounded-2xl{border-radius:1rem}.border{border:1px solid #e4e4e7}.border-b{border-bottom:1px solid #e4e4e7}
.border-t{border-top:1px solid #e4e4e7}.bg-white{background:#fff}.bg-zinc-50{background:#fafafa}.bg-zinc-100{background:#f4f4f5}.bg-zinc-900{background:#18181b}
.text-white{color:#fff}.sticky{position:sticky}.top-0{top:0}.z-40{z-index:40}.space-y-4>*+*{margin-top:1rem}.list-none{list-style:none}.pl-0{padding-left:0}
.ml-10{margin-left:2.5rem}.w-10{width:2.5rem}.h-10{height:2.5rem}.shrink-0{flex-shrink:0}.min-w-0{min-width:0}.hidden{display:none}
@media(min-width:768px){.md\\:grid-cols-3{grid-template-columns:repeat(3,minmax(0,1fr))}}a{color:inherit;text-decoration:none}"""


def tw(site: SiteI, art: Art, parts: PartsI) -> str:
    nav = "".join(f'<a class="hover:text-red-700" href="/{slug(n)}">{esc(n)}</a>' for n in site.nav)
    h, ph, btn = site.newsletter
    return (
        _head(site, art, TW_CSS, parts) + '<body class="bg-white antialiased">\n'
        '<header class="sticky top-0 z-40 border-b bg-white"><div class="mx-auto flex max-w-6xl items-center justify-between px-4 py-3">'
        f'<a href="/" class="text-lg font-bold tracking-tight">{esc(site.name)}</a>'
        f'<nav class="flex gap-6 text-sm font-medium">{nav}</nav>'
        '<button class="rounded-full border px-4 text-sm" type="button">☰</button></div></header>\n'
        '<main class="mx-auto max-w-3xl px-4 py-8">\n<article>\n'
        f'<p class="text-xs font-semibold uppercase tracking-wide text-red-700">{esc(art.kicker)}</p>\n'
        f'<h1 class="mt-2 text-3xl font-bold tracking-tight">{esc(art.title)}</h1>\n'
        f'<p class="mt-4 text-lg text-zinc-600">{esc(art.standfirst)}</p>\n'
        f'<div class="mt-4 flex items-center gap-2 text-sm text-zinc-500"><img class="h-10 w-10 rounded-full" src="/_avatar/by-{slug(art.author)}.svg" alt="">'
        f"<span>{esc(art.byline)}</span><span>·</span>{_when(art)}</div>\n"
        '<figure class="mt-8"><svg viewBox="0 0 800 420" class="rounded-xl" role="img"><rect width="800" height="420" fill="#d4d4d8"/></svg></figure>\n'
        f'<div class="prose prose-zinc mt-8 space-y-4 leading-7">{_body(art)}</div>\n'
        "</article>\n"
        f"{parts.after}\n"
        f'<section class="mt-12 border-t py-8"><h2 class="text-lg font-bold">{esc(site.related_heading)}</h2>'
        f'<ul class="mt-4 grid list-none gap-6 pl-0 md:grid-cols-3">{_teasers(site, "flex gap-3", "min-w-0", "text-xs text-zinc-500")}</ul></section>\n'
        f'<section class="rounded-2xl bg-zinc-100 p-6"><h2 class="font-semibold">{esc(h)}</h2>'
        f'<form class="mt-4 flex gap-2" action="/newsletter"><input class="rounded-full border px-4" type="email" placeholder="{esc(ph)}">'
        f'<button class="rounded-full bg-zinc-900 px-4 text-white">{esc(btn)}</button></form></section>\n'
        f"{parts.aside}\n</main>\n{parts.before_footer}"
        f'<footer class="mt-12 bg-zinc-900 text-white"><div class="mx-auto max-w-6xl px-4 py-8 text-sm">{esc(site.footer)}</div></footer>\n'
        f"{parts.end}\n</body>\n</html>\n"
    )


# --------------------------------------------------------------------------- sc: styled-components


def sc_css(names: list[str]) -> str:
    rules = [
        "body{margin:0;font:16px/1.6 -apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,sans-serif;color:#111}",
        "a{color:inherit}",
    ]
    for i, n in enumerate(names):
        rules.append(f".{n.split()[1]}{{margin:{i % 3 * 4}px 0;padding:{i % 2 * 8}px}}")
    return "\n".join(rules)


def scmarkup(site: SiteI, art: Art, parts: PartsI) -> str:
    k = lambda s: sc(site.name + s)  # noqa: E731
    names = [
        k(x)
        for x in ("hdr", "logo", "nav", "main", "kick", "h1", "dek", "by", "body", "rel", "nl", "ftr", "grid")
    ]
    nav = "".join(f'<a class="{k("navlink")}" href="/{slug(n)}">{esc(n)}</a>' for n in site.nav)
    h, ph, btn = site.newsletter
    return (
        _head(site, art, sc_css(names), parts)
        + f'<body>\n<div id="__next"><header class="{k("hdr")}"><a class="{k("logo")}" href="/">{esc(site.name)}</a>'
        f'<nav class="{k("nav")}" aria-label="main">{nav}</nav></header>\n'
        f'<main class="{k("main")}"><div class="{k("grid")}"><article class="{k("art")}">\n'
        f'<span class="{k("kick")}">{esc(art.kicker)}</span>\n<h1 class="{k("h1")}">{esc(art.title)}</h1>\n'
        f'<p class="{k("dek")}">{esc(art.standfirst)}</p>\n'
        f'<div class="{k("by")}"><span class="{k("byname")}">{esc(art.byline)}</span> {_when(art, k("time").split()[1])}</div>\n'
        f'<div class="{k("body")}">{_body(art, k("p"))}</div>\n</article>\n'
        f"{parts.aside}</div>\n{parts.after}\n"
        f'<section class="{k("rel")}"><h2 class="{k("relh")}">{esc(site.related_heading)}</h2>'
        f'<ul class="{k("rell")}">{_teasers(site, k("tl"), k("ti"), k("tt"))}</ul></section>\n'
        f'<aside class="{k("nl")}"><h2 class="{k("nlh")}">{esc(h)}</h2><form class="{k("nlf")}"><input type="email" placeholder="{esc(ph)}">'
        f'<button class="{k("nlb")}">{esc(btn)}</button></form></aside>\n</main>\n{parts.before_footer}'
        f'<footer class="{k("ftr")}"><p>{esc(site.footer)}</p></footer></div>\n{parts.end}\n</body>\n</html>\n'
    )


# --------------------------------------------------------------------------- mod: CSS modules


def mod(site: SiteI, art: Art, parts: PartsI) -> str:
    def m(comp: str, el: str) -> str:
        return f"{comp}_{el}__{hx(site.name + comp + el)}"

    css = (
        "body{margin:0;font:17px/1.65 Georgia,serif;color:#202020;background:#fdfcf9}a{color:#0b4f8a}"
        f".{m('Header', 'root')}{{border-bottom:4px solid #202020;padding:12px 24px;display:flex;gap:24px;align-items:center}}"
        f".{m('Layout', 'grid')}{{display:grid;grid-template-columns:minmax(0,1fr) 280px;gap:40px;max-width:1120px;margin:24px auto;padding:0 16px}}"
        f".{m('Footer', 'root')}{{background:#202020;color:#ccc;padding:32px;font:14px sans-serif}}"
    )
    nav = "".join(f'<li><a href="/{slug(n)}">{esc(n)}</a></li>' for n in site.nav)
    h, ph, btn = site.newsletter
    return (
        _head(site, art, css, parts)
        + f'<body>\n<div id="app"><header class="{m("Header", "root")}"><a class="{m("Header", "logo")}" href="/">{esc(site.name)}</a>'
        f'<nav class="{m("Nav", "root")}"><ul class="{m("Nav", "list")}">{nav}</ul></nav>'
        f'<a class="{m("Header", "subscribe")}" href="/abo">★</a></header>\n'
        f'<div class="{m("Layout", "grid")}"><main class="{m("Layout", "main")}">\n'
        f'<article class="{m("Article", "root")}"><header class="{m("Article", "header")}">'
        f'<div class="{m("Article", "kicker")}">{esc(art.kicker)}</div><h1 class="{m("Article", "title")}">{esc(art.title)}</h1>'
        f'<p class="{m("Article", "lead")}">{esc(art.standfirst)}</p>'
        f'<div class="{m("Byline", "root")}"><span class="{m("Byline", "name")}">{esc(art.byline)}</span>'
        f'<span class="{m("Byline", "sep")}">—</span>{_when(art, m("Byline", "date"))}</div></header>\n'
        f'<div class="{m("ArticleBody", "body")}">{_body(art, m("ArticleBody", "p"))}</div></article>\n'
        f"{parts.after}\n"
        f'<section class="{m("Related", "root")}"><h2>{esc(site.related_heading)}</h2><ul class="{m("Related", "list")}">'
        f"{_teasers(site, m('Teaser', 'link'), m('Teaser', 'root'), m('Teaser', 'time'))}</ul></section>\n"
        f'</main><aside class="{m("Layout", "rail")}">{parts.aside}'
        f'<div class="{m("Newsletter", "box")}"><h3>{esc(h)}</h3><form><input type="email" placeholder="{esc(ph)}"><button>{esc(btn)}</button></form></div>'
        f"</aside></div>\n{parts.before_footer}"
        f'<footer class="{m("Footer", "root")}"><p>{esc(site.footer)}</p></footer></div>\n{parts.end}\n</body>\n</html>\n'
    )


# --------------------------------------------------------------------------- csr: a client-rendered app from a JSON island

CSR_JS = """<script>
(function () {
  var S = JSON.parse(document.getElementById('__STATE__').textContent);
  function el(tag, cls, text) { var e = document.createElement(tag); if (cls) e.className = cls; if (text != null) e.textContent = text; return e; }
  var root = document.getElementById('root');
  var a = el('article', 'x' + S.h[0]);
  a.append(el('div', 'x' + S.h[1], S.article.kicker));
  a.append(el('h1', 'x' + S.h[2], S.article.title));
  a.append(el('p', 'x' + S.h[3], S.article.standfirst));
  var by = el('div', 'x' + S.h[4]);
  by.append(el('span', null, S.article.byline));
  by.append(' · ');
  if (S.article.iso) { var t = el('time', null, S.article.shown); t.setAttribute('datetime', S.article.iso); by.append(t); }
  else by.append(el('span', null, S.article.shown));
  a.append(by);
  var body = el('div', 'x' + S.h[5]);
  S.article.paragraphs.forEach(function (p) { body.append(el('p', null, p)); });
  a.append(body);
  root.append(a);
  var slot = document.getElementById('slot');
  root.append(slot);
  slot.hidden = false;
  var rel = el('section', 'x' + S.h[6]);
  rel.append(el('h2', null, S.relatedHeading));
  var ul = el('ul');
  S.related.forEach(function (r) { var li = el('li'); var l = el('a', null, r.title); l.href = r.href; li.append(l); if (r.when) li.append(el('small', null, ' ' + r.when)); ul.append(li); });
  rel.append(ul);
  root.append(rel);
  document.dispatchEvent(new Event('app:ready'));
})();
</script>"""


def csr(site: SiteI, art: Art, parts: PartsI) -> str:
    state = {
        "h": [hx(site.name + str(i)) for i in range(8)],
        "article": {
            "kicker": art.kicker,
            "title": art.title,
            "standfirst": art.standfirst,
            "byline": art.byline,
            "shown": art.shown,
            "iso": art.iso if art.declare != "visible" else None,
            "paragraphs": list(art.paragraphs),
        },
        "relatedHeading": site.related_heading,
        "related": [
            {
                "title": t.partition("|")[0],
                "when": t.partition("|")[2],
                "href": f"/{slug(t.partition('|')[0])}",
            }
            for t in site.related
        ],
    }
    island = json.dumps(state, ensure_ascii=False).replace("</", "<\\/")
    css = (
        "body{margin:0;font:16px/1.6 Inter,system-ui,sans-serif;color:#0f172a;background:#f8fafc}"
        "#root{max-width:760px;margin:0 auto;padding:24px 16px}header.x0{background:#0f172a;color:#fff;padding:14px 20px;display:flex;gap:20px}"
        "header.x0 a{color:#fff;text-decoration:none}footer.x1{background:#0f172a;color:#94a3b8;padding:28px;font-size:14px}"
    )
    nav = "".join(f'<a href="/{slug(n)}">{esc(n)}</a>' for n in site.nav)
    h, ph, btn = site.newsletter
    return (
        _head(site, art, css, parts)
        + f'<body>\n<header class="x0"><a href="/"><b>{esc(site.name)}</b></a><nav class="x{hx(site.name + "n")}">{nav}</nav></header>\n'
        '<div id="root"><noscript>JavaScript</noscript></div>\n'
        f'<div id="slot" hidden>{parts.after}</div>\n'
        f'<div class="x{hx(site.name + "nl")}" style="max-width:760px;margin:0 auto;padding:16px;background:#e2e8f0;border-radius:12px">'
        f'<b>{esc(h)}</b><form><input type="email" placeholder="{esc(ph)}"><button>{esc(btn)}</button></form></div>\n'
        f"{parts.aside}{parts.before_footer}"
        f'<footer class="x1">{esc(site.footer)}</footer>\n'
        f'<script id="__STATE__" type="application/json">{island}</script>\n{CSR_JS}\n{parts.end}\n</body>\n</html>\n'
    )


# --------------------------------------------------------------------------- vue: emotion classes, scope attributes, custom elements


def vue(site: SiteI, art: Art, parts: PartsI) -> str:
    v = f"data-v-{hx(site.name + 'scope', 8)}"
    e = lambda s: emo(site.name + s)  # noqa: E731
    css = (
        "body{margin:0;font:16px/1.6 'Noto Sans',system-ui,sans-serif;color:#222}np-header,np-teaser,np-footer{display:block}"
        f".{e('wrap')}{{max-width:900px;margin:0 auto;padding:20px}}.{e('hdr')}{{background:#1e3a5f;color:#fff;padding:14px 20px}}"
        f".{e('hdr')} a{{color:#fff;margin-inline-end:16px;text-decoration:none}}.{e('ftr')}{{background:#eee;padding:24px;font-size:14px}}"
    )
    nav = "".join(f'<a {v} href="/{slug(n)}">{esc(n)}</a>' for n in site.nav)
    teasers = "".join(
        f'<np-teaser {v} class="{e("teaser")}"><a href="/{slug(t.partition("|")[0])}">{esc(t.partition("|")[0])}</a>'
        + (f'<span class="{e("tt")}">{esc(t.partition("|")[2])}</span>' if t.partition("|")[2] else "")
        + "</np-teaser>"
        for t in site.related
    )
    h, ph, btn = site.newsletter
    return (
        _head(site, art, css, parts)
        + f'<body>\n<div id="app" data-server-rendered="true"><np-header {v} class="{e("hdr")}"><a {v} href="/"><strong>{esc(site.name)}</strong></a>{nav}</np-header>\n'
        f'<div {v} class="{e("wrap")}"><article {v} class="{e("art")}">'
        f'<div {v} class="{e("kick")}">{esc(art.kicker)}</div><h1 {v} class="{e("h1")}">{esc(art.title)}</h1>'
        f'<p {v} class="{e("dek")}">{esc(art.standfirst)}</p>'
        f'<div {v} class="{e("by")}"><span {v}>{esc(art.byline)}</span> · {_when(art, e("dt"))}</div>'
        f'<div {v} class="{e("body")}">{_body(art, e("p"))}</div></article>\n'
        f"{parts.after}\n"
        f'<section {v} class="{e("rel")}"><h2 {v}>{esc(site.related_heading)}</h2>{teasers}</section>\n'
        f'<div {v} class="{e("nl")}"><h3 {v}>{esc(h)}</h3><form><input type="email" placeholder="{esc(ph)}"><button>{esc(btn)}</button></form></div>\n'
        f"{parts.aside}</div>\n{parts.before_footer}"
        f'<np-footer {v} class="{e("ftr")}">{esc(site.footer)}</np-footer></div>\n{parts.end}\n</body>\n</html>\n'
    )


TEMPLATES_I: dict[str, Callable[[SiteI, Art, PartsI], str]] = {
    "tw": tw,
    "sc": scmarkup,
    "mod": mod,
    "csr": csr,
    "vue": vue,
}


def render_i(template: str, site: SiteI, art: Art, parts: PartsI) -> str:
    return TEMPLATES_I[template](site, art, parts)
