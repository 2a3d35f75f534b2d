"""Shared helpers of blind set BJ, written for this set: ``make`` (a case from a site, a story and page parts),
``thread`` (a discussion from a block of lines, one comment a line, each written by hand), ``seeds``, ``as_json``
(a thread as the JSON a page's script reads), ``draw_js`` (a small client-side renderer of such JSON, its tags,
class prefix and controls chosen per case), ``html_thread`` (the same in the served HTML), ``paras`` and ``rows``."""

from __future__ import annotations

import json
from dataclasses import dataclass

from comspider_lab.blind.content_bj import SITES_BJ
from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.layout_bj import Parts, Story, render_bj
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed, children

__all__ = [
    "Case",
    "Parts",
    "Row",
    "Seed",
    "Story",
    "as_json",
    "children",
    "draw_js",
    "esc",
    "html_thread",
    "jsdata",
    "make",
    "paras",
    "rows",
    "seeds",
    "slug",
    "thread",
]


@dataclass(frozen=True)
class Row:
    """A comment as the page shows it: its seed, the time shown, the absolute time (a title), its marks."""

    seed: Seed
    shown: str
    abs: str
    marks: dict[str, str]


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


def thread(block: str) -> list[Row]:
    """Lines "name | time shown or - | absolute time or - | parent index or - | marks or - | text"; marks are
    ``key=value`` or ``key`` separated by commas (``badge=…``, ``edited=…``, ``pin=…``, ``lk=n``, ``low``);
    " // " in the text starts a new paragraph."""
    out = []
    for name, shown, absolute, parent, marks, text in rows(block, 6):
        m: dict[str, str] = {}
        if marks != "-":
            for part in marks.split(","):
                k, _, v = part.strip().partition("=")
                m[k] = v
        seed = Seed(
            name,
            "\n\n".join(p.strip() for p in text.split(" // ")),
            None if parent == "-" else int(parent),
            "" if shown == "-" else shown,
        )
        out.append(Row(seed, "" if shown == "-" else shown, "" if absolute == "-" else absolute, m))
    return out


def seeds(rs: list[Row], plain: bool = False) -> list[Seed]:
    """The truth's comments (``plain``: without times, for the real systems, which show their own)."""
    return [Seed(r.seed.author, r.seed.text, r.seed.parent, "" if plain else r.seed.when) for r in rs]


def as_json(rs: list[Row]) -> str:
    out = []
    for i, r in enumerate(rs):
        d: dict[str, object] = {
            "id": f"k{i + 1:03d}",
            "user": r.seed.author,
            "ago": r.shown,
            "ts": r.abs,
            "body": r.seed.text,
            "re": None if r.seed.parent is None else f"k{r.seed.parent + 1:03d}",
        }
        d.update(r.marks)
        out.append(d)
    return json.dumps(out, ensure_ascii=False)


def jsdata(text: str) -> str:
    """JSON to put inside a <script> element."""
    return text.replace("</", "<\\/")


def paras(text: str, tag: str = "p", cls: str = "") -> str:
    attr = f' class="{cls}"' if cls else ""
    return "".join(f"<{tag}{attr}>{esc(p)}</{tag}>" for p in text.split("\n\n"))


def draw_js(
    fn: str,
    p: str,
    *,
    item: str = "div",
    wrap: str = "div",
    who: str = "b",
    reply: str = "",
    like: str = "",
    fold: str = "",
    low: str = "",
    show: str = "",
    pin: str = "",
) -> str:
    """A JS function ``fn(list, into)`` appending the top-level entries of ``list`` (``as_json`` data) to ``into``:
    each a ``{p}-c`` ``item`` with a head (the name, a badge, a ``time`` showing ``ago`` with ``ts`` as its title,
    an edited mark), the text's paragraphs, a bar (``like`` + ``lk``, ``reply``), its replies in a ``{p}-sub``
    ``wrap``; ``fold`` (a label where ``%n`` is the number of replies) hides the replies behind a button
    ``.{p}-more``; ``low`` is the line shown instead of a text marked ``low``, with a button ``show``; ``pin`` the
    label of a pinned entry."""
    opts = json.dumps(
        {
            "item": item,
            "wrap": wrap,
            "who": who,
            "reply": reply,
            "like": like,
            "fold": fold,
            "low": low,
            "show": show,
            "pin": pin,
        },
        ensure_ascii=False,
    )
    return f"""
function {fn}(list, into) {{
  var O = {opts};
  function el(tag, cls, txt) {{ var e = document.createElement(tag); if (cls) e.className = cls; if (txt != null) e.textContent = txt; return e; }}
  function one(x) {{
    var it = el(O.item, '{p}-c'); it.id = '{p}-' + x.id;
    if (x.pin != null && O.pin) it.append(el('div', '{p}-pin', O.pin));
    var hd = el('div', '{p}-hd'); hd.append(el(O.who, '{p}-who', x.user));
    if (x.badge) {{ hd.append(' '); hd.append(el('span', '{p}-badge', x.badge)); }}
    if (x.ago) {{ var t = el('time', '{p}-t', x.ago); if (x.ts) {{ t.title = x.ts; t.dateTime = x.ts; }} hd.append(' · '); hd.append(t); }}
    if (x.edited) {{ hd.append(' '); hd.append(el('span', '{p}-ed', x.edited)); }}
    it.append(hd);
    var tx = el('div', '{p}-tx'); x.body.split('\\n\\n').forEach(function (s) {{ tx.append(el('p', null, s)); }});
    if (x.low != null && O.low) {{
      tx.hidden = true; var note = el('div', '{p}-low', O.low + ' '); var b = el('button', '{p}-show', O.show); b.type = 'button';
      b.addEventListener('click', function () {{ tx.hidden = false; note.remove(); }}); note.append(b); it.append(note);
    }}
    it.append(tx);
    if (O.like || O.reply) {{
      var bar = el('div', '{p}-bar');
      if (O.like) bar.append(el('button', '{p}-lk', O.like + ' ' + (x.lk || '0')));
      if (O.reply) bar.append(el('button', '{p}-rp', O.reply));
      it.append(bar);
    }}
    var kids = list.filter(function (y) {{ return y.re === x.id; }});
    if (kids.length) {{
      var box = el(O.wrap, '{p}-sub'); kids.forEach(function (y) {{ box.append(one(y)); }});
      if (O.fold) {{
        box.hidden = true; var m = el('button', '{p}-more', O.fold.replace('%n', String(kids.length))); m.type = 'button';
        m.addEventListener('click', function () {{ box.hidden = false; m.remove(); }}); it.append(m);
      }}
      it.append(box);
    }}
    return it;
  }}
  var ids = list.map(function (x) {{ return x.id; }});
  list.filter(function (x) {{ return x.re == null || ids.indexOf(x.re) < 0; }}).forEach(function (x) {{ into.append(one(x)); }});
}}
"""


def html_thread(
    rs: list[Row],
    p: str,
    parent: int | None = None,
    *,
    outer: str = "ul",
    item: str = "li",
    who: str = "strong",
    reply: str = "",
    like: str = "",
    low: str = "",
    show: str = "",
    extra: dict[int, str] | None = None,
) -> str:
    """The same thread in the served HTML: ``{p}-item`` entries, replies in a nested ``{p}-replies`` list; a ``low``
    entry's text is served hidden behind a button ``show``; ``extra`` adds markup after an entry's head."""
    out = []
    for i in children([r.seed for r in rs], parent):
        r = rs[i]
        head = f'<{who} class="{p}-name">{esc(r.seed.author)}</{who}>'
        if "badge" in r.marks:
            head += f' <span class="{p}-badge">{esc(r.marks["badge"])}</span>'
        if r.shown:
            title = f' title="{esc(r.abs)}" datetime="{esc(r.abs)}"' if r.abs else ""
            head += f' · <time class="{p}-time"{title}>{esc(r.shown)}</time>'
        if "edited" in r.marks:
            head += f' <span class="{p}-edited">{esc(r.marks["edited"])}</span>'
        body = paras(r.seed.text)
        if "low" in r.marks:
            body = (
                f'<div class="{p}-low">{esc(low)} <button type="button" class="{p}-reveal" data-for="{p}-{i}">{esc(show)}</button></div>'
                f'<div class="{p}-body" id="{p}-{i}" hidden>{body}</div>'
            )
        else:
            body = f'<div class="{p}-body">{body}</div>'
        bar = ""
        if like or reply:
            bar = f'<div class="{p}-actions">' + (
                f"<button>{esc(like)} {esc(r.marks.get('lk', '0'))}</button>" if like else ""
            )
            bar += (f"<button>{esc(reply)}</button>" if reply else "") + "</div>"
        sub = ""
        if children([x.seed for x in rs], i):
            sub = html_thread(
                rs,
                p,
                i,
                outer=outer,
                item=item,
                who=who,
                reply=reply,
                like=like,
                low=low,
                show=show,
                extra=extra,
            )
            sub = sub.replace(f'<{outer} class="{p}-list">', f'<{outer} class="{p}-replies">', 1)
        more = (extra or {}).get(i, "")
        out.append(
            f'<{item} class="{p}-item" id="{p}-c{i + 1}"><div class="{p}-head">{head}</div>{more}{body}{bar}{sub}</{item}>'
        )
    return f'<{outer} class="{p}-list">{"".join(out)}</{outer}>'


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
    thread_path: str = "",
    thread_server: str = "main",
    comments_page: str | None = None,
) -> Case:
    site = SITES_BJ[site_key]
    return Case(
        id=cid,
        kind=kind,
        language=site.lang,
        reveal=reveal,
        container=container,
        heading=heading,
        description=description,
        path=path,
        html=render_bj(site, story, parts),
        comments=comments,
        system=system,
        static=static,
        files=files or {},
        check_steps=check_steps,
        lookalikes=lookalikes,
        thread_path=thread_path,
        thread_server=thread_server,
        comments_page=comments_page,
    )
