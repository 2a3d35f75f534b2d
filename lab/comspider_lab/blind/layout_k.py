"""Page templates and furniture of blind set K: ordinary news and blog article pages of 2008-2016, as they really
were (nobody's site in particular, written from memory of the general shape of such pages; every class, name and
text invented).

Templates (``render_k``):

- ``tables``: a newspaper CMS of about 2008: nested ``<table>`` layout, ``<font>``, spacer cells, a left menu;
- ``soup``: div soup of 2009-2012 with generic class names (``#wrapper``, ``.box``, ``.item``, ``.list``, ``.left``);
- ``bs3``: a Bootstrap 3 news site of 2014-2016 (``navbar``, ``container``, ``row``, ``col-md-8``, ``panel``);
- ``hashed``: a server-rendered React site of 2016 with CSS-module class names (``Article__body___3kF9a``);
- ``bare``: a hand-written site with no class attribute at all (a few ids);
- ``md``: a newspaper of 2012-2015 marked up with schema.org microdata (``itemprop`` everywhere);
- ``wp10``: a WordPress blog of about 2010 (Twenty Ten-like: ``#access``, ``.entry-utility``, ``ul.xoxo``);
- ``bcast``: a TV or radio station's news page of 2013-2015 (a player, programme links, ``mod`` boxes).

The furniture (``Fx``): teaser lists with bylines and times, most-read boxes, wire lists, tickers, tags, author bio
boxes, galleries with credits, share bars with counts, newsletter boxes, previous/next links, link farms, blogrolls,
archives by month, like boxes, notices that comments are closed, "0 comments" links, empty "be the first" forms,
correction notes; each written in the markup of the page's kit (the same class vocabulary as its template).

A story declares its date one of six ways: ``jsonld`` (a ``NewsArticle`` with ``datePublished``), ``og``
(``article:published_time``), ``metadate`` (``<meta name="date">``), ``microdata`` (``itemprop=datePublished``),
``time`` (only a ``<time datetime>`` in the byline) or ``visible`` (only the date as written).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from comspider_lab.blind.layout import esc, slug


@dataclass(frozen=True)
class SiteK:
    name: str
    lang: str
    tagline: str
    nav: tuple[str, ...]
    farm: tuple[tuple[str, tuple[str, ...]], ...]  # footer link farm: column heading, links
    copyright: str
    direction: str = "ltr"
    publisher_type: str = "NewsMediaOrganization"


@dataclass(frozen=True)
class Story:
    title: str
    byline: str  # as shown: "By Jane Roe and Tom Hale"
    authors: tuple[str, ...]  # the names alone
    iso: str  # publication, ISO 8601 with zone
    shown: str  # the publication date as shown ("Published: 12 March 2012 16:19")
    paragraphs: tuple[str, ...]
    declare: str = "jsonld"  # jsonld | og | metadate | microdata | time | visible
    kicker: str = ""
    standfirst: str = ""
    section: str = ""
    updated_iso: str = ""
    updated_shown: str = ""  # "Updated: 12 March 2012 18:02"


@dataclass
class PartsK:
    top: str = ""  # above the header: a ticker, a cookie bar
    lead: str = ""  # between the story's header and its text: share bar, picture
    inbody: str = ""  # after the story's second paragraph: a factbox, an inline "read also"
    after: str = ""  # below the story: tags, bio, related, comments...
    rail: str = ""  # the sidebar
    before_footer: str = ""
    footer: str | None = None  # None: the site's link farm
    head: str = ""
    end: str = ""  # scripts before </body>
    files: dict[str, str] = field(default_factory=dict)


# --------------------------------------------------------------------------- kits: class vocabularies

KITS: dict[str, dict[str, str]] = {
    "table": {
        "box": "mbox",
        "head": "mboxhead",
        "list": "mlist",
        "item": "mitem",
        "title": "mlink",
        "meta": "small",
        "time": "datum",
        "by": "auth",
        "text": "intro",
        "thumb": "mimg",
        "num": "rank",
        "count": "cnt",
        "foot": "more",
    },
    "soup": {
        "box": "box",
        "head": "box-title",
        "list": "list",
        "item": "item",
        "title": "title",
        "meta": "meta",
        "time": "date",
        "by": "author",
        "text": "text",
        "thumb": "thumb",
        "num": "num",
        "count": "count",
        "foot": "more",
    },
    "bs3": {
        "box": "panel panel-default",
        "head": "panel-heading",
        "list": "list-group",
        "item": "list-group-item",
        "title": "list-group-item-heading",
        "meta": "text-muted small",
        "time": "text-muted",
        "by": "text-muted",
        "text": "list-group-item-text",
        "thumb": "img-responsive pull-left",
        "num": "badge pull-left",
        "count": "badge",
        "foot": "panel-footer",
    },
    "md": {
        "box": "aside-box",
        "head": "aside-title",
        "list": "aside-list",
        "item": "aside-item",
        "title": "aside-link",
        "meta": "aside-meta",
        "time": "aside-date",
        "by": "aside-author",
        "text": "aside-summary",
        "thumb": "aside-img",
        "num": "aside-rank",
        "count": "aside-count",
        "foot": "aside-more",
    },
    "wp": {
        "box": "widget-container",
        "head": "widget-title",
        "list": "xoxo",
        "item": "cat-item",
        "title": "rsswidget",
        "meta": "post-date",
        "time": "post-date",
        "by": "author",
        "text": "rssSummary",
        "thumb": "wp-post-image",
        "num": "rank",
        "count": "count",
        "foot": "more-link",
    },
    "bcast": {
        "box": "mod",
        "head": "mod-hd",
        "list": "mod-bd",
        "item": "mod-item",
        "title": "mod-link",
        "meta": "mod-meta",
        "time": "mod-time",
        "by": "mod-by",
        "text": "mod-desc",
        "thumb": "mod-img",
        "num": "mod-pos",
        "count": "mod-n",
        "foot": "mod-ft",
    },
    "bare": {},
}


def _hashed(component: str, role: str) -> str:
    digest = hashlib.md5(f"{component}:{role}".encode()).hexdigest()
    alphabet = "abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789"
    tail = "".join(alphabet[int(digest[i : i + 2], 16) % len(alphabet)] for i in range(0, 10, 2))
    return f"{component}__{role}___{tail}"


class Kit:
    """The class vocabulary of a page's furniture: ``k.c("item")`` gives `` class="..."`` (or nothing)."""

    def __init__(self, name: str, component: str = "Box") -> None:
        self.name = name
        self.component = component

    def cls(self, role: str) -> str:
        if self.name == "hashed":
            return _hashed(self.component, role)
        return KITS[self.name].get(role, "")

    def c(self, role: str, extra: str = "") -> str:
        value = " ".join(x for x in (self.cls(role), extra) if x)
        return f' class="{value}"' if value else ""

    def sub(self, component: str) -> Kit:
        return Kit(self.name, component)


def _href(text: str, prefix: str = "/") -> str:
    return f"{prefix}{slug(text)[:40]}.html"


# --------------------------------------------------------------------------- furniture


class Fx:
    """Furniture builders in one kit."""

    def __init__(self, kit: str) -> None:
        self.k = Kit(kit)
        self.kit = kit

    # -- a box with a heading

    def box(self, heading: str, inner: str, box_id: str = "", component: str = "Box", foot: str = "") -> str:
        k = self.k.sub(component)
        ida = f' id="{box_id}"' if box_id else ""
        if self.kit == "table":
            return (
                f'<table width="100%" cellpadding="3" cellspacing="0" border="0"{k.c("box")}{ida}>'
                f'<tr><td{k.c("head")} bgcolor="#1f3f6e"><font color="#ffffff" face="Arial" size="2"><b>{esc(heading)}</b></font></td></tr>'
                f"<tr><td>{inner}</td></tr>"
                + (f'<tr><td{k.c("foot")} align="right">{foot}</td></tr>' if foot else "")
                + '</table><img src="/_avatar/spacer.gif" width="1" height="8" alt=""><br>'
            )
        if self.kit == "bare":
            return f"<div{ida}><h3>{esc(heading)}</h3>{inner}{f'<p>{foot}</p>' if foot else ''}</div>"
        if self.kit == "bs3":
            return (
                f'<div class="panel panel-default"{ida}><div class="panel-heading"><h3 class="panel-title">{esc(heading)}</h3></div>'
                f"{inner}" + (f'<div class="panel-footer">{foot}</div>' if foot else "") + "</div>"
            )
        tag = "section" if self.kit in ("hashed", "md") else "div"
        htag = "h3"
        return (
            f"<{tag}{k.c('box')}{ida}><{htag}{k.c('head')}>{esc(heading)}</{htag}>{inner}"
            + (f"<div{k.c('foot')}>{foot}</div>" if foot else "")
            + f"</{tag}>"
        )

    def rows(self, cells: Sequence[str], component: str = "Box", ordered: bool = False) -> str:
        """Item markup around each inner HTML."""
        k = self.k.sub(component)
        if self.kit == "table":
            return (
                '<table width="100%" cellpadding="2" cellspacing="0" border="0">'
                + "".join(
                    f'<tr><td valign="top"{k.c("item")}><font face="Verdana" size="1">{x}</font></td></tr>'
                    '<tr><td bgcolor="#cccccc"><img src="/_avatar/spacer.gif" width="1" height="1" alt=""></td></tr>'
                    for x in cells
                )
                + "</table>"
            )
        if self.kit == "bs3":
            inner = "".join(f'<div class="list-group-item">{x}</div>' for x in cells)
            return f'<div class="list-group">{inner}</div>'
        lt = "ol" if ordered else "ul"
        li = k.c("item")
        inner = "".join(f"<li{li}>{x}</li>" for x in cells)
        return f"<{lt}{k.c('list')}>{inner}</{lt}>"

    def _t(self, role: str, text: str, tag: str = "span", component: str = "Box") -> str:
        if not text:
            return ""
        k = self.k.sub(component)
        if self.kit == "bare":
            return esc(text) if tag == "span" else f"<{tag}>{esc(text)}</{tag}>"
        return f"<{tag}{k.c(role)}>{esc(text)}</{tag}>"

    def _a(self, text: str, href: str = "", component: str = "Box") -> str:
        k = self.k.sub(component)
        return f'<a{k.c("title")} href="{href or _href(text)}">{esc(text)}</a>'

    # -- teaser lists: related, more from the section, the author's other articles

    def teasers(
        self,
        heading: str,
        block: str,
        box_id: str = "",
        thumbs: bool = False,
        component: str = "Teaser",
        foot: str = "",
    ) -> str:
        """``block``: one teaser a line, ``title | byline | time | teaser`` (any but the title may be empty)."""
        cells = []
        for n, line in enumerate(_lines(block)):
            title, by, when, teaser = [*line, "", "", ""][:4]
            img = (
                f'<img{self.k.sub(component).c("thumb")} src="/_avatar/t-{slug(title)[:12]}{n}.svg" width="80" height="60" alt="">'
                if thumbs
                else ""
            )
            meta = " · ".join(
                x
                for x in (self._t("by", by, component=component), self._t("time", when, component=component))
                if x
            )
            if self.kit == "bare":
                cells.append(
                    f'{img}<a href="{_href(title)}">{esc(title)}</a>'
                    + (f"<br>{meta}" if meta else "")
                    + (f"<br>{esc(teaser)}" if teaser else "")
                )
            else:
                cells.append(
                    img
                    + self._a(title, component=component)
                    + (f"<div{self.k.sub(component).c('meta')}>{meta}</div>" if meta else "")
                    + self._t("text", teaser, "p", component)
                )
        return self.box(heading, self.rows(cells, component), box_id, component, foot)

    def ranked(self, heading: str, block: str, box_id: str = "", component: str = "MostRead") -> str:
        """``title | count`` per line, numbered."""
        cells = []
        for n, line in enumerate(_lines(block), 1):
            title, count = [*line, ""][:2]
            cells.append(
                self._t("num", str(n), component=component)
                + " "
                + (
                    f'<a href="{_href(title)}">{esc(title)}</a>'
                    if self.kit == "bare"
                    else self._a(title, component=component)
                )
                + (" " + self._t("count", count, component=component) if count else "")
            )
        return self.box(heading, self.rows(cells, component, ordered=True), box_id, component)

    def wire(
        self, heading: str, block: str, box_id: str = "", component: str = "Wire", foot: str = ""
    ) -> str:
        """``time | headline | agency`` per line."""
        cells = []
        for line in _lines(block):
            when, title, agency = [*line, "", ""][:3]
            cells.append(
                self._t("time", when, "b" if self.kit in ("table", "bare") else "span", component)
                + " "
                + (
                    f'<a href="{_href(title)}">{esc(title)}</a>'
                    if self.kit == "bare"
                    else self._a(title, component=component)
                )
                + (" " + self._t("by", f"({agency})", component=component) if agency else "")
            )
        return self.box(heading, self.rows(cells, component), box_id, component, foot)

    def ticker(self, label: str, block: str, component: str = "Ticker") -> str:
        """A breaking-news bar: ``time | text`` per line."""
        k = self.k.sub(component)
        items = " ".join(
            f'<span{k.c("item")}>{self._t("time", w, component=component)} <a href="{_href(t)}">{esc(t)}</a></span> ·'
            for w, t in (_pair(x) for x in _lines(block))
        )
        if self.kit == "table":
            return (
                '<table width="980" align="center" cellpadding="4" cellspacing="0" border="0" bgcolor="#b30000"><tr>'
                f'<td width="110"><font color="#ffffff" face="Arial" size="2"><b>{esc(label)}</b></font></td>'
                f'<td><marquee scrollamount="3"><font color="#ffffff" face="Arial" size="2">{items}</font></marquee></td></tr></table>'
            )
        return f'<div{k.c("box")} id="ticker"><strong{k.c("head")}>{esc(label)}</strong> {items}</div>'

    def tags(self, heading: str, tags: str, component: str = "Tags") -> str:
        k = self.k.sub(component)
        links = ", ".join(
            f'<a{k.c("title")} href="/tag/{slug(t)}" rel="tag">{esc(t)}</a>' for t in _split(tags, ";")
        )
        if self.kit == "bare":
            return f"<p>{esc(heading)} {links}</p>"
        return f"<div{k.c('box')}><span{k.c('head')}>{esc(heading)}</span> {links}</div>"

    def bio(
        self,
        heading: str,
        name: str,
        role: str,
        text: str,
        contact: str = "",
        more_heading: str = "",
        more: str = "",
    ) -> str:
        k = self.k.sub("AuthorBio")
        inner = (
            f'<img{k.c("thumb")} src="/_avatar/bio-{slug(name)}.svg" width="72" height="72" alt="{esc(name)}">'
            f"<p{k.c('by')}><b>{esc(name)}</b>" + (f" — {esc(role)}" if role else "") + "</p>"
            f"<p{k.c('text')}>{esc(text)}</p>" + (f"<p{k.c('meta')}>{esc(contact)}</p>" if contact else "")
        )
        if more:
            inner += f"<h4{k.c('head')}>{esc(more_heading)}</h4>" + self.rows(
                [
                    f'<a href="{_href(t)}">{esc(t)}</a> {self._t("time", w, component="AuthorBio")}'
                    for t, w in (_pair(x) for x in _lines(more))
                ],
                "AuthorBio",
            )
        return self.box(heading, inner, component="AuthorBio")

    def gallery(self, heading: str, block: str, box_id: str = "", component: str = "Gallery") -> str:
        """``caption | credit`` per line."""
        k = self.k.sub(component)
        figs = []
        lines = _lines(block)
        for n, line in enumerate(lines, 1):
            caption, credit = [*line, ""][:2]
            if self.kit == "table":
                figs.append(
                    f'<td valign="top" width="33%"><img src="/_avatar/g{n}-{slug(caption)[:10]}.svg" width="150" height="100" alt=""><br>'
                    f'<font size="1">{esc(caption)}<br><i>{esc(credit)}</i></font></td>'
                    + ("</tr><tr>" if n % 3 == 0 and n < len(lines) else "")
                )
            elif self.kit == "bare":
                figs.append(
                    f'<p><img src="/_avatar/g{n}-{slug(caption)[:10]}.svg" width="300" height="200" alt=""><br>{esc(caption)} ({esc(credit)})</p>'
                )
            else:
                figs.append(
                    f'<figure{k.c("item")}><img src="/_avatar/g{n}-{slug(caption)[:10]}.svg" width="300" height="200" alt="">'
                    f"<figcaption{k.c('text')}><span{k.c('num')}>{n}/{len(lines)}</span> {esc(caption)} <span{k.c('by')}>{esc(credit)}</span></figcaption></figure>"
                )
        if self.kit == "table":
            inner = f'<table width="100%" cellpadding="4"><tr>{"".join(figs)}</tr></table>'
        else:
            inner = f"<div{k.c('list')}>{''.join(figs)}</div>"
        return self.box(heading, inner, box_id, component)

    def figure(self, caption: str, credit: str, component: str = "Figure") -> str:
        k = self.k.sub(component)
        if self.kit == "table":
            return (
                '<table align="right" width="310" cellpadding="4" cellspacing="0" border="0"><tr><td>'
                f'<img src="/_avatar/lead-{slug(caption)[:12]}.svg" width="300" height="200" alt=""><br>'
                f'<font size="1" color="#555555">{esc(caption)} <i>{esc(credit)}</i></font></td></tr></table>'
            )
        if self.kit == "bare":
            return f'<p><img src="/_avatar/lead-{slug(caption)[:12]}.svg" width="600" height="340" alt=""><br><small>{esc(caption)} {esc(credit)}</small></p>'
        return (
            f'<figure{k.c("box")}><img{k.c("thumb")} src="/_avatar/lead-{slug(caption)[:12]}.svg" width="640" height="360" alt="">'
            f"<figcaption{k.c('text')}>{esc(caption)} <span{k.c('by')}>{esc(credit)}</span></figcaption></figure>"
        )

    def share(self, block: str, label: str = "", component: str = "Share") -> str:
        """``network | count`` per line."""
        k = self.k.sub(component)
        btns = " ".join(
            f'<a{k.c("item")} href="/share?{slug(n)}" rel="nofollow">{esc(n)} <span{k.c("count")}>{esc(c)}</span></a>'
            for n, c in (_pair(x) for x in _lines(block))
        )
        if self.kit == "bare":
            return f"<p>{esc(label)} {btns}</p>"
        return (
            f"<div{k.c('box')}>"
            + (f"<span{k.c('head')}>{esc(label)}</span> " if label else "")
            + f"{btns}</div>"
        )

    def newsletter(
        self, heading: str, text: str, placeholder: str, button: str, component: str = "Newsletter"
    ) -> str:
        k = self.k.sub(component)
        form = (
            f'<form action="/newsletter/subscribe" method="post"><input type="email" name="email" placeholder="{esc(placeholder)}"'
            f'{k.c("title")}> <button type="submit">{esc(button)}</button></form>'
        )
        return self.box(heading, f"<p{k.c('text')}>{esc(text)}</p>{form}", component=component)

    def prevnext(
        self, prev_label: str, prev: str, next_label: str, nxt: str, component: str = "PrevNext"
    ) -> str:
        k = self.k.sub(component)
        if self.kit == "table":
            return (
                '<table width="100%" cellpadding="4"><tr>'
                f'<td align="left"><font size="1">« {esc(prev_label)}<br><a href="{_href(prev)}">{esc(prev)}</a></font></td>'
                f'<td align="right"><font size="1">{esc(next_label)} »<br><a href="{_href(nxt)}">{esc(nxt)}</a></font></td></tr></table>'
            )
        return (
            f"<nav{k.c('box')}><div{k.c('item', 'prev')}><span{k.c('meta')}>« {esc(prev_label)}</span> "
            f'<a href="{_href(prev)}" rel="prev">{esc(prev)}</a></div>'
            f'<div{k.c("item", "next")}><span{k.c("meta")}>{esc(next_label)} »</span> <a href="{_href(nxt)}" rel="next">{esc(nxt)}</a></div></nav>'
        )

    def links(self, heading: str, items: str, box_id: str = "", component: str = "Links") -> str:
        """A plain list of links (blogroll, sections, partners): ``a; b; c``."""
        cells = [f'<a href="{_href(x, "/go/")}">{esc(x)}</a>' for x in _split(items, ";")]
        return self.box(heading, self.rows(cells, component), box_id, component)

    def archives(self, heading: str, items: str, component: str = "Archives") -> str:
        """``month | count`` per line."""
        cells = [
            f'<a href="/{slug(m)}/">{esc(m)}</a> ({esc(n)})' for m, n in (_pair(x) for x in _lines(items))
        ]
        return self.box(heading, self.rows(cells, component), component=component)

    def likebox(self, heading: str, text: str, names: str, component: str = "LikeBox") -> str:
        k = self.k.sub(component)
        faces = "".join(
            f'<a href="/fb/{slug(n)}" title="{esc(n)}"><img src="/_avatar/fb-{slug(n)}.svg" width="32" height="32" alt=""><span{k.c("by")}>{esc(n)}</span></a> '
            for n in _split(names, ";")
        )
        return self.box(
            heading, f"<p{k.c('text')}>{esc(text)}</p><div{k.c('list')}>{faces}</div>", component=component
        )

    def note(self, text: str, component: str = "Notice", tag: str = "p") -> str:
        k = self.k.sub(component)
        return f"<{tag}{k.c('box')}>{esc(text)}</{tag}>"

    def first_form(
        self, anchor: str, heading: str, text: str, fields: str, button: str, component: str = "Respond"
    ) -> str:
        """An empty discussion: a heading, "be the first", and the form (``fields``: labels ``a; b; c``, the last one
        a textarea)."""
        k = self.k.sub(component)
        labels = _split(fields, ";")
        inputs = (
            "".join(
                f'<p><label>{esc(x)}</label><br><input type="text" name="f{n}" size="30"></p>'
                for n, x in enumerate(labels[:-1])
            )
            + f'<p><label>{esc(labels[-1])}</label><br><textarea name="body" rows="6" cols="50"></textarea></p>'
        )
        return (
            f'<div{k.c("box")} id="{anchor}"><h3{k.c("head")}>{esc(heading)}</h3><p{k.c("text")}>{esc(text)}</p>'
            f'<form action="/post-reaction" method="post">{inputs}<p><input type="submit" value="{esc(button)}"></p></form></div>'
        )

    def farm(self, columns: Sequence[tuple[str, Sequence[str]]], copyright_: str) -> str:
        if self.kit in ("table", "bare"):
            cols = "".join(
                f'<td valign="top"><b>{esc(h)}</b><br>'
                + "<br>".join(f'<a href="{_href(x, "/s/")}">{esc(x)}</a>' for x in items)
                + "</td>"
                for h, items in columns
            )
            return (
                f'<table width="100%" cellpadding="6" cellspacing="0" border="0"><tr>{cols}</tr></table>'
                f"<p><small>{esc(copyright_)}</small></p>"
            )
        k = self.k.sub("Footer")
        cols = "".join(
            f"<div{k.c('item', 'col-sm-3' if self.kit == 'bs3' else '')}><h4{k.c('head')}>{esc(h)}</h4><ul{k.c('list')}>"
            + "".join(f'<li><a href="{_href(x, "/s/")}">{esc(x)}</a></li>' for x in items)
            + "</ul></div>"
            for h, items in columns
        )
        row = ' class="row"' if self.kit == "bs3" else self.k.sub("Footer").c("box")
        return f"<div{row}>{cols}</div><p{k.c('meta')}>{esc(copyright_)}</p>"


def _lines(block: str) -> list[list[str]]:
    return [[p.strip() for p in line.split("|")] for line in block.strip().splitlines() if line.strip()]


def _pair(parts: list[str]) -> tuple[str, str]:
    return parts[0], (parts[1] if len(parts) > 1 else "")


def _split(text: str, sep: str) -> list[str]:
    return [x.strip() for x in text.split(sep) if x.strip()]


# --------------------------------------------------------------------------- head and declarations


def _meta(site: SiteK, story: Story) -> str:
    out = f"<title>{esc(story.title)} | {esc(site.name)}</title>\n"
    out += f'<meta name="description" content="{esc(story.standfirst or story.paragraphs[0][:150])}">\n'
    d = story.declare
    if d == "jsonld":
        ld: dict[str, object] = {
            "@context": "http://schema.org",
            "@type": "NewsArticle",
            "headline": story.title,
            "datePublished": story.iso,
            "author": [{"@type": "Person", "name": a} for a in story.authors],
            "publisher": {"@type": "Organization", "name": site.name},
        }
        if story.updated_iso:
            ld["dateModified"] = story.updated_iso
        out += f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>\n'
    elif d == "og":
        out += (
            f'<meta property="og:type" content="article">\n<meta property="og:title" content="{esc(story.title)}">\n'
            f'<meta property="og:site_name" content="{esc(site.name)}">\n'
            f'<meta property="article:published_time" content="{esc(story.iso)}">\n'
            + (
                f'<meta property="article:modified_time" content="{esc(story.updated_iso)}">\n'
                if story.updated_iso
                else ""
            )
            + "".join(f'<meta property="article:author" content="{esc(a)}">\n' for a in story.authors)
            + (f'<meta property="article:section" content="{esc(story.section)}">\n' if story.section else "")
        )
    elif d == "metadate":
        out += (
            f'<meta name="date" content="{esc(story.iso)}">\n<meta name="DC.date.issued" content="{esc(story.iso[:10])}">\n'
            f'<meta name="author" content="{esc(", ".join(story.authors))}">\n'
        )
    else:
        out += f'<meta name="keywords" content="{esc(story.section)}">\n'
    return out


def _head(
    site: SiteK, story: Story, css: str, parts: PartsK, doctype: str = "<!DOCTYPE html>", body: str = ""
) -> str:
    return (
        f'{doctype}\n<html lang="{site.lang}" dir="{site.direction}">\n<head>\n<meta charset="utf-8">\n'
        f"{_meta(site, story)}<style>{css}</style>\n{parts.head}\n</head>\n<body{body}>\n"
    )


def _when(story: Story, cls: str = "", updated: bool = True) -> str:
    """The published (and updated) date as the template shows it, in a <time> unless only visible."""
    c = f' class="{cls}"' if cls else ""
    if story.declare in ("visible", "metadate"):
        out = f"<span{c}>{esc(story.shown)}</span>"
        if updated and story.updated_shown:
            out += f" <span{c}>{esc(story.updated_shown)}</span>"
        return out
    ip = ' itemprop="datePublished"' if story.declare == "microdata" else ""
    out = f'<time{c}{ip} datetime="{esc(story.iso)}">{esc(story.shown)}</time>'
    if updated and story.updated_shown:
        ipm = ' itemprop="dateModified"' if story.declare == "microdata" else ""
        out += f' <time{c}{ipm} datetime="{esc(story.updated_iso)}">{esc(story.updated_shown)}</time>'
    return out


def _body(story: Story, inbody: str, ptag: str = "<p>") -> str:
    out = []
    for i, p in enumerate(story.paragraphs):
        out.append(f"{ptag}{esc(p)}</p>")
        if i == 1 and inbody:
            out.append(inbody)
    if len(story.paragraphs) < 2 and inbody:
        out.append(inbody)
    return "".join(out)


def _nav_links(site: SiteK, sep: str = "", item: str = "") -> str:
    if item:
        return "".join(f'<{item}><a href="/{slug(n)}/">{esc(n)}</a></{item.split()[0]}>' for n in site.nav)
    return sep.join(f'<a href="/{slug(n)}/">{esc(n)}</a>' for n in site.nav)


# --------------------------------------------------------------------------- tables: a newspaper CMS of 2008

TABLES_CSS = """body{margin:0;background:#e9e9e9;font-family:Verdana,Arial,sans-serif;font-size:12px}
a{color:#1f3f6e}.headline{font:bold 22px Georgia,serif;color:#000}.datum,.auth{color:#666;font-size:11px}
.navlink a{color:#fff;font-weight:bold;text-decoration:none}.mboxhead{font-size:12px}"""


def tables(site: SiteK, story: Story, parts: PartsK) -> str:
    fx = Fx("table")
    left = "<br>".join(f'<a href="/{slug(n)}/">» {esc(n)}</a>' for n in site.nav)
    footer = parts.footer if parts.footer is not None else fx.farm(site.farm, site.copyright)
    return (
        _head(
            site,
            story,
            TABLES_CSS,
            parts,
            '<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN" "http://www.w3.org/TR/html4/loose.dtd">',
            ' bgcolor="#e9e9e9" topmargin="0" leftmargin="0"',
        )
        + parts.top
        + '<table width="980" align="center" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff">\n'
        f'<tr><td colspan="3" height="90" bgcolor="#1f3f6e"><font face="Georgia" size="6" color="#ffffff">&nbsp;{esc(site.name)}</font>'
        f'<br><font face="Arial" size="1" color="#c9d6ea">&nbsp;&nbsp;{esc(site.tagline)}</font></td></tr>\n'
        f'<tr><td colspan="3" bgcolor="#3a5d8f" class="navlink" height="24">&nbsp;{_nav_links(site, " &nbsp;|&nbsp; ")}</td></tr>\n'
        f'<tr><td width="150" valign="top" bgcolor="#f2f2f2"><font face="Arial" size="2">{left}</font></td>\n'
        '<td width="620" valign="top" style="padding:12px">'
        + (
            f'<font face="Arial" size="1" color="#b30000"><b>{esc(story.kicker)}</b></font><br>'
            if story.kicker
            else ""
        )
        + f'<span class="headline">{esc(story.title)}</span><br>'
        + (
            f'<font face="Arial" size="2"><b>{esc(story.standfirst)}</b></font><br>'
            if story.standfirst
            else ""
        )
        + f'<font size="1" color="#666666">{esc(story.byline)} &middot; {_when(story, "datum")}</font><br><br>'
        f'{parts.lead}<font face="Verdana" size="2">{_body(story, parts.inbody)}</font>\n'
        f"{parts.after}</td>\n"
        f'<td width="210" valign="top" style="padding:8px" bgcolor="#f7f7f7">{parts.rail}</td></tr>\n'
        f'<tr><td colspan="3" bgcolor="#dddddd">{parts.before_footer}{footer}</td></tr></table>\n'
        f"{parts.end}\n</body>\n</html>\n"
    )


# --------------------------------------------------------------------------- soup: generic div soup, 2009-2012

SOUP_CSS = """body{margin:0;font:13px/1.5 Arial,Helvetica,sans-serif;color:#222;background:#f4f4f4}
#wrapper{width:990px;margin:0 auto;background:#fff}#header{padding:18px 20px;border-bottom:4px solid #c00}
#header .logo{font:bold 32px Georgia,serif}#nav ul{list-style:none;margin:0;padding:0;background:#333}#nav li{display:inline-block}
#nav a{color:#fff;display:block;padding:8px 12px;text-decoration:none}.clear{clear:both}.left{float:left;width:640px;padding:16px 20px}
.right{float:right;width:290px;padding:16px 20px 16px 0}.box{border:1px solid #ddd;margin-bottom:14px;padding:8px}
.box-title{font-size:14px;text-transform:uppercase;border-bottom:2px solid #c00;margin:0 0 6px}.list{list-style:none;margin:0;padding:0}
.item{padding:5px 0;border-bottom:1px dotted #ccc}.date,.author,.meta{color:#888;font-size:11px}#footer{background:#222;color:#aaa;padding:16px 20px}
#footer a{color:#ddd}#footer .item{float:left;width:22%}"""


def soup(site: SiteK, story: Story, parts: PartsK) -> str:
    fx = Fx("soup")
    footer = parts.footer if parts.footer is not None else fx.farm(site.farm, site.copyright)
    return (
        _head(
            site,
            story,
            SOUP_CSS,
            parts,
            '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">',
        )
        + f'{parts.top}<div id="wrapper"><div id="header"><div class="logo"><a href="/">{esc(site.name)}</a></div>'
        f'<div class="slogan">{esc(site.tagline)}</div></div>\n'
        f'<div id="nav"><ul>{_nav_links(site, item="li")}</ul></div>\n'
        '<div id="content"><div class="left"><div class="entry">'
        + (f'<div class="kicker">{esc(story.kicker)}</div>' if story.kicker else "")
        + f'<h1 class="title">{esc(story.title)}</h1>'
        + (f'<p class="lead"><strong>{esc(story.standfirst)}</strong></p>' if story.standfirst else "")
        + f'<div class="meta"><span class="author">{esc(story.byline)}</span> | {_when(story, "date")}</div>'
        f'{parts.lead}<div class="text">{_body(story, parts.inbody)}</div></div>\n'
        f'{parts.after}</div>\n<div class="right">{parts.rail}</div><div class="clear"></div></div>\n'
        f'{parts.before_footer}<div id="footer">{footer}<div class="clear"></div></div></div>\n'
        f"{parts.end}\n</body>\n</html>\n"
    )


# --------------------------------------------------------------------------- bs3: Bootstrap 3, 2014-2016

BS3_CSS = """body{font:15px/1.6 'Helvetica Neue',Helvetica,Arial,sans-serif;color:#333;margin:0}
.container{max-width:1140px;margin:0 auto;padding:0 15px}.row{display:flex;flex-wrap:wrap;margin:0 -15px}
.col-md-8{width:66.6%;padding:0 15px;box-sizing:border-box}.col-md-4{width:33.3%;padding:0 15px;box-sizing:border-box}
.col-sm-3{width:25%;padding:0 15px;box-sizing:border-box}.navbar{background:#0b4f8a;margin-bottom:20px}.navbar a{color:#fff}
.nav{list-style:none;display:flex;gap:16px;margin:0;padding:12px 0}.panel{border:1px solid #ddd;border-radius:4px;margin-bottom:20px}
.panel-heading{background:#f5f5f5;padding:8px 12px;border-bottom:1px solid #ddd}.panel-title{margin:0;font-size:16px}
.list-group-item{padding:8px 12px;border-bottom:1px solid #eee}.text-muted{color:#777}.small{font-size:85%}.badge{background:#777;color:#fff;border-radius:8px;padding:1px 6px;font-size:12px}
.media{margin-top:14px}.media .media{margin-inline-start:44px}.media-left{float:left;margin-right:10px}.media-body{overflow:hidden}
footer.site-footer{background:#1b1b1b;color:#aaa;padding:30px 0;margin-top:30px}footer a{color:#ccc}"""


def bs3(site: SiteK, story: Story, parts: PartsK) -> str:
    fx = Fx("bs3")
    footer = parts.footer if parts.footer is not None else fx.farm(site.farm, site.copyright)
    return (
        _head(site, story, BS3_CSS, parts, body=' class="article-page"')
        + parts.top
        + '<nav class="navbar navbar-default navbar-static-top"><div class="container"><div class="navbar-header">'
        f'<a class="navbar-brand" href="/">{esc(site.name)}</a></div><ul class="nav navbar-nav">{_nav_links(site, item="li")}</ul></div></nav>\n'
        '<div class="container"><div class="row"><div class="col-md-8"><article class="article">'
        + (f'<p class="kicker label label-danger">{esc(story.kicker)}</p>' if story.kicker else "")
        + f'<h1 class="article-title">{esc(story.title)}</h1>'
        + (f'<p class="lead">{esc(story.standfirst)}</p>' if story.standfirst else "")
        + f'<div class="article-meta text-muted small"><span class="byline">{esc(story.byline)}</span> <span class="sep">|</span> {_when(story)}</div>'
        f'{parts.lead}<div class="article-body">{_body(story, parts.inbody)}</div></article>\n'
        f'{parts.after}</div>\n<div class="col-md-4 sidebar">{parts.rail}</div></div></div>\n'
        f'{parts.before_footer}<footer class="site-footer"><div class="container">{footer}</div></footer>\n'
        f"{parts.end}\n</body>\n</html>\n"
    )


# --------------------------------------------------------------------------- hashed: CSS modules, 2016

HASHED_CSS = """body{margin:0;font:17px/1.6 Georgia,serif;color:#1a1a1a}a{color:#0a5c8a}
#root>div{max-width:1180px;margin:0 auto}header{border-bottom:1px solid #ddd;padding:14px 20px;font-family:Helvetica,Arial,sans-serif}
main{display:flex;gap:40px;padding:20px}main>article{flex:1;min-width:0}main>aside{width:300px;font:14px/1.45 Helvetica,Arial,sans-serif}
h1{font:700 38px/1.15 Helvetica,Arial,sans-serif}figure{margin:0 0 16px}section{margin-bottom:24px}ul,ol{padding-left:18px}
footer{background:#f2f2f2;padding:24px 20px;font:13px Helvetica,Arial,sans-serif}"""


def hashed(site: SiteK, story: Story, parts: PartsK) -> str:
    fx = Fx("hashed")
    h = _hashed
    footer = parts.footer if parts.footer is not None else fx.farm(site.farm, site.copyright)
    link_cls = h("Header", "link")
    nav = "".join(f'<a class="{link_cls}" href="/{slug(n)}/">{esc(n)}</a> ' for n in site.nav)
    ptag = '<p class="' + h("Article", "paragraph") + '">'
    return (
        _head(site, story, HASHED_CSS, parts)
        + f'<div id="root"><div class="{h("App", "root")}" data-reactroot="">{parts.top}'
        f'<header class="{h("Header", "root")}"><a class="{h("Header", "logo")}" href="/">{esc(site.name)}</a>'
        f'<nav class="{h("Header", "nav")}">{nav}</nav></header>\n'
        f'<main class="{h("Layout", "main")}"><article class="{h("Article", "root")}">'
        + (f'<span class="{h("Article", "kicker")}">{esc(story.kicker)}</span>' if story.kicker else "")
        + f'<h1 class="{h("Article", "title")}">{esc(story.title)}</h1>'
        + (f'<p class="{h("Article", "standfirst")}">{esc(story.standfirst)}</p>' if story.standfirst else "")
        + f'<div class="{h("Byline", "root")}"><span class="{h("Byline", "authors")}">{esc(story.byline)}</span>'
        f'<span class="{h("Byline", "date")}">{_when(story)}</span></div>'
        f'{parts.lead}<div class="{h("Article", "body")}">{_body(story, parts.inbody, ptag)}</div></article>\n'
        f'<aside class="{h("Layout", "rail")}">{parts.rail}</aside></main>\n'
        f'<div class="{h("Layout", "below")}">{parts.after}</div>{parts.before_footer}'
        f'<footer class="{h("Footer", "root")}">{footer}</footer></div></div>\n'
        f"{parts.end}\n</body>\n</html>\n"
    )


# --------------------------------------------------------------------------- bare: no class attribute at all

BARE_CSS = """body{margin:20px auto;max-width:960px;font:15px/1.55 Georgia,serif;color:#222}
#cols{display:flex;gap:36px}#main{flex:1;min-width:0}#side{width:250px;font-size:13px}h1{font-size:30px}
#foot{border-top:1px solid #999;margin-top:30px;font-size:12px}"""


def bare(site: SiteK, story: Story, parts: PartsK) -> str:
    fx = Fx("bare")
    footer = parts.footer if parts.footer is not None else fx.farm(site.farm, site.copyright)
    return (
        _head(site, story, BARE_CSS, parts)
        + f'{parts.top}<h2><a href="/">{esc(site.name)}</a></h2><p><i>{esc(site.tagline)}</i></p>'
        f"<p>{_nav_links(site, ' | ')}</p><hr>\n"
        '<div id="cols"><div id="main">'
        + (f"<p><b>{esc(story.kicker)}</b></p>" if story.kicker else "")
        + f"<h1>{esc(story.title)}</h1>"
        + (f"<p><b>{esc(story.standfirst)}</b></p>" if story.standfirst else "")
        + f"<p><small>{esc(story.byline)} — {_when(story)}</small></p>"
        f"{parts.lead}{_body(story, parts.inbody)}\n{parts.after}</div>\n"
        f'<div id="side">{parts.rail}</div></div>\n{parts.before_footer}<div id="foot">{footer}</div>\n'
        f"{parts.end}\n</body>\n</html>\n"
    )


# --------------------------------------------------------------------------- md: microdata newspaper, 2012-2015

MD_CSS = """body{margin:0;font:16px/1.6 'Droid Serif',Georgia,serif;color:#202020;background:#fff}
.page-wrap{max-width:1100px;margin:0 auto}.site-header{border-bottom:3px solid #222;padding:16px 18px}.site-nav a{margin-right:14px;font:bold 13px Arial}
.page-body{display:flex;gap:34px;padding:18px}.article-main{flex:1;min-width:0}.page-aside{width:300px;font:14px/1.45 Arial,sans-serif}
.article-header h1{font-size:34px;line-height:1.2}.article-byline{font:13px Arial;color:#666}.aside-box{border-top:2px solid #222;margin-bottom:22px}
.aside-title{font:bold 15px Arial;text-transform:uppercase}.aside-list{list-style:none;padding:0}.aside-item{padding:6px 0;border-bottom:1px solid #eee}
.aside-date,.aside-author,.aside-meta{color:#777;font-size:12px}.site-footer{background:#222;color:#bbb;padding:20px 18px}.site-footer a{color:#eee}"""


def md(site: SiteK, story: Story, parts: PartsK) -> str:
    fx = Fx("md")
    footer = parts.footer if parts.footer is not None else fx.farm(site.farm, site.copyright)
    scope = ' itemscope itemtype="http://schema.org/NewsArticle"' if story.declare == "microdata" else ""
    ip = (lambda name: f' itemprop="{name}"') if story.declare == "microdata" else (lambda name: "")
    authors = (
        " ".join(
            f'<span itemprop="author" itemscope itemtype="http://schema.org/Person"><span itemprop="name">{esc(a)}</span></span>'
            for a in story.authors
        )
        if story.declare == "microdata"
        else esc(story.byline)
    )
    by_prefix = (
        esc(story.byline.split(story.authors[0])[0])
        if story.declare == "microdata" and story.authors[0] in story.byline
        else ""
    )
    return (
        _head(site, story, MD_CSS, parts)
        + f'{parts.top}<div class="page-wrap"><header class="site-header" role="banner"><a class="site-logo" href="/">{esc(site.name)}</a>'
        f'<span class="site-tagline">{esc(site.tagline)}</span><nav class="site-nav" role="navigation">{_nav_links(site, " ")}</nav></header>\n'
        f'<div class="page-body"><div class="article-main" role="main"><article class="article"{scope}>'
        '<header class="article-header">'
        + (f'<p class="article-kicker"{ip("articleSection")}>{esc(story.kicker)}</p>' if story.kicker else "")
        + f"<h1{ip('headline')}>{esc(story.title)}</h1>"
        + (
            f'<p class="article-standfirst"{ip("description")}>{esc(story.standfirst)}</p>'
            if story.standfirst
            else ""
        )
        + f'<div class="article-byline">{by_prefix}{authors} · {_when(story)}</div></header>'
        f'{parts.lead}<div class="article-body"{ip("articleBody")}>{_body(story, parts.inbody)}</div></article>\n'
        f'{parts.after}</div>\n<aside class="page-aside" role="complementary">{parts.rail}</aside></div>\n'
        f'{parts.before_footer}<footer class="site-footer" role="contentinfo">{footer}</footer></div>\n'
        f"{parts.end}\n</body>\n</html>\n"
    )


# --------------------------------------------------------------------------- wp10: a WordPress blog of 2010

WP10_CSS = """body{margin:0;background:#f1f1f1;font:15px/1.6 Georgia,'Bitstream Charter',serif;color:#666}
#wrapper{width:940px;margin:20px auto;background:#fff;padding:0 20px}#header{padding:30px 0 0}#site-title{font:bold 30px Georgia}
#access{background:#000;margin-top:20px}#access a{color:#aaa;padding:0 10px;line-height:38px;text-decoration:none}
#main{display:flex;gap:20px;padding-top:30px}#container{flex:1;min-width:0}#primary{width:220px;font-size:13px}
.entry-title{font:bold 21px Georgia;color:#000}.entry-meta,.entry-utility{color:#888;font-size:12px}.widget-title{font-weight:bold;color:#222}
ul.xoxo{list-style:none;padding:0}#footer{border-top:4px solid #000;padding:16px 0;font-size:12px}"""


def wp10(site: SiteK, story: Story, parts: PartsK) -> str:
    pid = 300 + len(story.title) * 3
    footer = parts.footer if parts.footer is not None else f'<div id="site-info">{esc(site.copyright)}</div>'
    menu = _nav_links(site, item='li class="menu-item"')
    return (
        _head(site, story, WP10_CSS, parts, body=f' class="single single-post postid-{pid}"')
        + f'{parts.top}<div id="wrapper" class="hfeed"><div id="header"><div id="masthead"><div id="branding" role="banner">'
        f'<div id="site-title"><span><a href="/" rel="home">{esc(site.name)}</a></span></div><div id="site-description">{esc(site.tagline)}</div></div>'
        f'<div id="access" role="navigation"><div class="menu-header"><ul class="menu">{menu}</ul></div></div></div></div>\n'
        '<div id="main"><div id="container"><div id="content" role="main">\n'
        f'<div id="nav-above" class="navigation"></div><div id="post-{pid}" class="post-{pid} post type-post status-publish format-standard hentry">'
        f'<h1 class="entry-title">{esc(story.title)}</h1>'
        f'<div class="entry-meta"><span class="meta-prep meta-prep-author">{esc(story.byline)}</span> {_when(story, "entry-date")}</div>'
        f'{parts.lead}<div class="entry-content">{_body(story, parts.inbody)}</div>\n'
        f"{parts.after}</div>\n</div></div>\n"
        f'<div id="primary" class="widget-area" role="complementary"><ul class="xoxo">{parts.rail}</ul></div></div>\n'
        f'{parts.before_footer}<div id="footer" role="contentinfo"><div id="colophon">{footer}</div></div></div>\n'
        f"{parts.end}\n</body>\n</html>\n"
    )


# --------------------------------------------------------------------------- bcast: a TV or radio station, 2013-2015

BCAST_CSS = """body{margin:0;font:15px/1.55 'Open Sans',Arial,sans-serif;color:#222;background:#fafafa}
.topbar{background:#111;color:#fff;padding:6px 20px;font-size:12px}.topbar a{color:#ffcc00;margin-right:12px}
.brand{background:#c8102e;color:#fff;padding:16px 20px;font:bold 26px Arial}.brand a{color:#fff;text-decoration:none}
.sections a{display:inline-block;padding:8px 12px;color:#c8102e;font-weight:bold}.wrap{max-width:1120px;margin:0 auto;background:#fff}
.cols{display:flex;gap:28px;padding:16px 20px}.story{flex:1;min-width:0}.rail{width:300px}.player{background:#000;color:#fff;height:320px;display:flex;align-items:center;justify-content:center;font-size:30px}
.mod{margin-bottom:20px}.mod-hd{font-size:15px;background:#eee;padding:6px 10px;margin:0}.mod-bd{list-style:none;padding:0;margin:0}
.mod-item{padding:7px 10px;border-bottom:1px solid #eee}.mod-time,.mod-by,.mod-meta{color:#888;font-size:12px}.foot{background:#222;color:#aaa;padding:20px}.foot a{color:#ddd}"""


def bcast(site: SiteK, story: Story, parts: PartsK) -> str:
    fx = Fx("bcast")
    footer = parts.footer if parts.footer is not None else fx.farm(site.farm, site.copyright)
    return (
        _head(site, story, BCAST_CSS, parts)
        + f'{parts.top}<div class="wrap"><div class="topbar">{esc(site.tagline)}</div>'
        f'<div class="brand"><a href="/">{esc(site.name)}</a></div><div class="sections">{_nav_links(site, " ")}</div>\n'
        '<div class="cols"><div class="story">'
        + (f'<div class="story-kicker">{esc(story.kicker)}</div>' if story.kicker else "")
        + f'<h1 class="story-title">{esc(story.title)}</h1>'
        + f'<div class="story-meta"><span class="story-by">{esc(story.byline)}</span> · {_when(story, "story-time")}</div>'
        f"{parts.lead}"
        + (f'<p class="story-intro"><strong>{esc(story.standfirst)}</strong></p>' if story.standfirst else "")
        + f'<div class="story-body">{_body(story, parts.inbody)}</div>\n'
        f'{parts.after}</div>\n<div class="rail">{parts.rail}</div></div>\n'
        f'{parts.before_footer}<div class="foot">{footer}</div></div>\n'
        f"{parts.end}\n</body>\n</html>\n"
    )


TEMPLATES_K: dict[str, Callable[[SiteK, Story, PartsK], str]] = {
    "tables": tables,
    "soup": soup,
    "bs3": bs3,
    "hashed": hashed,
    "bare": bare,
    "md": md,
    "wp10": wp10,
    "bcast": bcast,
}

# the furniture kit of each template
TEMPLATE_KIT = {
    "tables": "table",
    "soup": "soup",
    "bs3": "bs3",
    "hashed": "hashed",
    "bare": "bare",
    "md": "md",
    "wp10": "wp",
    "bcast": "bcast",
}


def render_k(template: str, site: SiteK, story: Story, parts: PartsK) -> str:
    return TEMPLATES_K[template](site, story, parts)
