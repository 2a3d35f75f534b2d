"""Shared helpers of blind set BI, written for this set: ``thread`` (a discussion from a block of lines, one comment
a line, each written by hand), ``rows`` ("|"-separated fields), ``html_thread`` (a thread in the served HTML) and
``draw_js`` (the same markup drawn by the page's script from ``as_json`` data), both with the case's own tags and
class prefix, ``paras`` and ``make`` (a case from a site, a story and page parts)."""

from __future__ import annotations

import json
from dataclasses import dataclass, field

from comspider_lab.blind.content_bi import SITES_BI
from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.layout_bi import Parts, Story, render_bi
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed, children

__all__ = [
    "C",
    "Case",
    "Look",
    "Parts",
    "Seed",
    "Story",
    "as_json",
    "children",
    "draw_js",
    "esc",
    "html_thread",
    "jsdata",
    "make",
    "mini_page",
    "paras",
    "rows",
    "seeds",
    "slug",
    "thread",
]


def rows(block: str, n: int = 0) -> list[tuple[str, ...]]:
    """Lines of ``n`` "|"-separated fields (the last may hold "|"); by default as many as the first line has."""
    out = []
    lines = block.strip().splitlines()
    n = n or lines[0].count("|") + 1
    for line in lines:
        parts = tuple(x.strip() for x in line.split("|", n - 1))
        assert len(parts) == n, line
        out.append(parts)
    return out


@dataclass(frozen=True)
class C:
    """One comment as the page shows it: the expected ``seed`` (author, text, parent), the time shown, the absolute
    time in its title attribute, and its marks: b (badge), e (edited mark), p (pinned label), h (hidden for a low
    rating: the label), l (likes)."""

    seed: Seed
    shown: str
    title: str
    marks: dict[str, str] = field(default_factory=dict)


def thread(block: str) -> list[C]:
    """Lines "name | shown time or - | absolute time (title) or - | parent index or - | marks or - | text"; marks
    "b:Staff; e:edited; p:Pinned; h:label; l:12"; " // " in the text starts a new paragraph."""
    out = []
    for name, shown, title, parent, marks, text in rows(block, 6):
        m: dict[str, str] = {}
        if marks != "-":
            for part in marks.split(";"):
                k, _, v = part.strip().partition(":")
                m[k] = v.strip()
        seed = Seed(
            name,
            "\n\n".join(p.strip() for p in text.split(" // ")),
            None if parent == "-" else int(parent),
            "" if shown == "-" else shown,
        )
        out.append(C(seed, "" if shown == "-" else shown, "" if title == "-" else title, m))
    return out


def seeds(cs: list[C]) -> list[Seed]:
    return [c.seed for c in cs]


@dataclass(frozen=True)
class Look:
    """The tags of a thread's markup and its words: class prefix ``p``; ``item``, ``wrap`` (the reply lists),
    ``who``, ``tm`` (the time's tag); ``reply`` and ``like`` labels (empty: none); ``show`` (the button of a hidden
    low-rated entry)."""

    p: str
    item: str = "div"
    wrap: str = "div"
    who: str = "b"
    tm: str = "time"
    reply: str = ""
    like: str = ""
    show: str = ""


def _entry_html(cs: list[C], i: int, lk: Look, extra: dict[int, str]) -> str:
    c = cs[i]
    p = lk.p
    m = c.marks
    head = f'<div class="{p}-hd"><{lk.who} class="{p}-au">{esc(c.seed.author)}</{lk.who}>'
    if m.get("b"):
        head += f' <span class="{p}-bd">{esc(m["b"])}</span>'
    if c.shown:
        title = f' title="{esc(c.title)}"' if c.title else ""
        head += f' <{lk.tm} class="{p}-tm"{title}>{esc(c.shown)}</{lk.tm}>'
    if m.get("p"):
        head += f' <span class="{p}-pin">{esc(m["p"])}</span>'
    head += "</div>"
    body = "".join(f"<p>{esc(t)}</p>" for t in c.seed.text.split("\n\n"))
    if "h" in m:
        text = (
            f'<div class="{p}-low"><span>{esc(m["h"])}</span> <button type="button" class="{p}-show" '
            f'onclick="this.parentNode.nextElementSibling.hidden=false;this.parentNode.remove()">{esc(lk.show)}</button></div>'
            f'<div class="{p}-tx" hidden>{body}</div>'
        )
    else:
        text = f'<div class="{p}-tx">{body}</div>'
    if m.get("e"):
        text += f'<span class="{p}-ed">{esc(m["e"])}</span>'
    bar = ""
    if lk.like or lk.reply:
        bar = f'<div class="{p}-ac">'
        if lk.like:
            bar += f'<button type="button" class="{p}-lk">{esc(lk.like)} {esc(m.get("l", "0"))}</button>'
        if lk.reply:
            bar += f'<button type="button" class="{p}-rp">{esc(lk.reply)}</button>'
        bar += "</div>"
    kids = children(seeds(cs), i)
    sub = ""
    if kids:
        sub = (
            f'<{lk.wrap} class="{p}-re">'
            + "".join(_entry_html(cs, k, lk, extra) for k in kids)
            + f"</{lk.wrap}>"
        )
    return f'<{lk.item} class="{p}-c" id="{p}-{i + 1}">{head}{text}{bar}{sub}</{lk.item}>'


def html_thread(
    cs: list[C], lk: Look, extra: dict[int, str] | None = None, order: list[int] | None = None
) -> str:
    """The top-level entries (in ``order``, by default as listed) with their replies inside them; ``extra`` (index
    -> raw HTML) is put before that top-level entry (a removed entry's placeholder)."""
    extra = extra or {}
    top = order if order is not None else children(seeds(cs), None)
    return "".join(extra.get(i, "") + _entry_html(cs, i, lk, extra) for i in top)


def as_json(cs: list[C]) -> str:
    out = []
    for i, c in enumerate(cs):
        d: dict[str, object] = {
            "n": i + 1,
            "who": c.seed.author,
            "at": c.shown,
            "abs": c.title,
            "txt": c.seed.text,
            "to": None if c.seed.parent is None else c.seed.parent + 1,
        }
        for k, name in (("b", "badge"), ("e", "ed"), ("p", "pin"), ("l", "lk")):
            if k in c.marks:
                d[name] = c.marks[k]
        out.append(d)
    return json.dumps(out, ensure_ascii=False)


def jsdata(text: str) -> str:
    """JSON to put inside a <script> element."""
    return text.replace("</", "<\\/")


def draw_js(fn: str, lk: Look) -> str:
    """A JS function ``fn(list, into)`` appending the entries of ``list`` (``as_json`` data) whose parent is not in
    the list to ``into``, each with its replies inside it: the same markup as ``html_thread``."""
    o = json.dumps(lk.__dict__, ensure_ascii=False)
    return f"""
function {fn}(list, into) {{
  var O = {o}, p = O.p;
  function mk(tag, cls, txt) {{ var e = document.createElement(tag); if (cls) e.className = cls; if (txt != null) e.textContent = txt; return e; }}
  function entry(x) {{
    var it = mk(O.item, p + '-c'); it.id = p + '-' + x.n;
    var hd = mk('div', p + '-hd'); hd.append(mk(O.who, p + '-au', x.who));
    if (x.badge) {{ hd.append(' '); hd.append(mk('span', p + '-bd', x.badge)); }}
    if (x.at) {{ hd.append(' '); var t = mk(O.tm, p + '-tm', x.at); if (x.abs) t.title = x.abs; hd.append(t); }}
    if (x.pin) {{ hd.append(' '); hd.append(mk('span', p + '-pin', x.pin)); }}
    it.append(hd);
    var tx = mk('div', p + '-tx'); x.txt.split('\\n\\n').forEach(function (s) {{ tx.append(mk('p', null, s)); }}); it.append(tx);
    if (x.ed) it.append(mk('span', p + '-ed', x.ed));
    if (O.like || O.reply) {{
      var bar = mk('div', p + '-ac');
      if (O.like) {{ var b = mk('button', p + '-lk', O.like + ' ' + (x.lk || '0')); b.type = 'button'; bar.append(b); }}
      if (O.reply) {{ var r = mk('button', p + '-rp', O.reply); r.type = 'button'; bar.append(r); }}
      it.append(bar);
    }}
    var kids = list.filter(function (y) {{ return y.to === x.n; }});
    if (kids.length) {{ var w = mk(O.wrap, p + '-re'); kids.forEach(function (y) {{ w.append(entry(y)); }}); it.append(w); }}
    return it;
  }}
  var ids = list.map(function (x) {{ return x.n; }});
  list.filter(function (x) {{ return x.to == null || ids.indexOf(x.to) < 0; }}).forEach(function (x) {{ into.append(entry(x)); }});
}}
"""


def paras(text: str, tag: str = "p", cls: str = "") -> str:
    attr = f' class="{cls}"' if cls else ""
    return "".join(f"<{tag}{attr}>{esc(p)}</{tag}>" for p in text.split("\n\n"))


def make(
    cid: str,
    kind: str,
    site_key: str,
    story: Story,
    parts: Parts,
    comments: list[Seed],
    *,
    path: str,
    reveal: str,
    container: str,
    heading: str | None,
    description: str,
    static: bool = False,
    system: str | None = None,
    files: dict[str, str] | None = None,
    check_steps: tuple[str, ...] = (),
    lookalikes: tuple[str, ...] = (),
    comments_page: str | None = None,
    thread_server: str = "main",
) -> Case:
    site = SITES_BI[site_key]
    return Case(
        id=cid,
        kind=kind,
        language=site.lang,
        reveal=reveal,
        container=container,
        heading=heading,
        description=description,
        path=path,
        html=render_bi(site, story, parts),
        comments=comments,
        system=system,
        static=static,
        files=files or {},
        check_steps=check_steps,
        lookalikes=lookalikes,
        comments_page=comments_page,
        thread_server=thread_server,
    )


def mini_page(site_key: str, title: str, body: str, css: str = "") -> str:
    """A small page of the site of its own (an embedded frame's document or a separate comments page)."""
    site = SITES_BI[site_key]
    return (
        f'<!doctype html>\n<html lang="{site.lang}" dir="{site.direction}">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{esc(title)} | {esc(site.name)}</title>\n<style>body{{margin:0;padding:12px 16px;font:15px/1.55 system-ui,Arial,sans-serif;color:#222}}{css}</style>\n"
        f"</head>\n<body>\n{body}\n</body>\n</html>\n"
    )
