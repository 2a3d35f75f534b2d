"""Shared helpers of blind set AM, written for this set: ``make`` (a case from a site, a story and page parts),
``thread`` (a discussion from a block of lines, one comment a line, each written by hand), ``rows`` ("|"-separated
fields), ``as_json`` (a thread or list as the JSON a page's script reads), ``draw_js`` (a small client-side renderer
of a thread, its tags and class prefix chosen per case), ``items_js`` (the same for a flat look-alike list) and
``paras``."""

from __future__ import annotations

import json

from comspider_lab.blind.content_am import SITES_AM
from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.layout_am import Parts, Story, render_am
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed, children

__all__ = [
    "Case",
    "Parts",
    "Seed",
    "Story",
    "as_json",
    "children",
    "draw_js",
    "esc",
    "items_js",
    "jsdata",
    "make",
    "paras",
    "plain",
    "rows",
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


def thread(block: str) -> list[Seed]:
    """Lines "name | when or - | parent index or - | text"; " // " in the text starts a new paragraph."""
    return [
        Seed(
            name,
            "\n\n".join(p.strip() for p in text.split(" // ")),
            None if parent == "-" else int(parent),
            "" if when == "-" else when,
        )
        for name, when, parent, text in rows(block, 4)
    ]


def plain(cs: list[Seed]) -> list[Seed]:
    """The real systems show their own times: the seeds carry none."""
    return [Seed(c.author, c.text, c.parent, "") for c in cs]


def as_json(cs: list[Seed], extra: list[dict[str, str]] | None = None) -> str:
    out = []
    for i, c in enumerate(cs):
        d: dict[str, object] = {
            "n": i + 1,
            "who": c.author,
            "at": c.when,
            "txt": c.text,
            "to": None if c.parent is None else c.parent + 1,
        }
        if extra:
            d.update(extra[i])
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
    at: str = "span",
    reply: str = "",
    like: str = "",
    fold: str = "",
    after_text: bool = False,
) -> str:
    """A JS function ``fn(list, into)`` appending the top-level entries of ``list`` (``as_json`` data) to ``into``,
    each a ``{p}-e`` ``item`` (a head with the name and time, the text's paragraphs, a bar with ``like`` + the
    entry's ``lk`` and a ``reply`` control), its replies in a ``{p}-kids`` ``wrap`` inside it; with ``fold`` (a label
    where ``%n`` is the number of replies) the replies are hidden behind a toggle button ``#{p}-t-<n>``."""
    opts = json.dumps(
        {
            "item": item,
            "wrap": wrap,
            "who": who,
            "at": at,
            "reply": reply,
            "like": like,
            "fold": fold,
            "after": after_text,
        },
        ensure_ascii=False,
    )
    return f"""
function {fn}(list, into) {{
  var O = {opts};
  function mk(tag, cls, txt) {{ var e = document.createElement(tag); if (cls) e.className = cls; if (txt != null) e.textContent = txt; return e; }}
  function entry(x) {{
    var it = mk(O.item, '{p}-e'); it.id = '{p}-' + x.n;
    var head = mk('div', '{p}-hd'); head.append(mk(O.who, '{p}-nm', x.who));
    if (x.at) {{ head.append(' '); head.append(mk(O.at, '{p}-tm', x.at)); }}
    var body = mk('div', '{p}-tx'); x.txt.split('\\n\\n').forEach(function (t) {{ body.append(mk('p', null, t)); }});
    if (O.after) {{ it.append(body, head); }} else {{ it.append(head, body); }}
    if (O.like || O.reply) {{
      var bar = mk('div', '{p}-br');
      if (O.like) bar.append(mk('button', '{p}-lk', O.like + ' ' + (x.lk || 0)));
      if (O.reply) bar.append(mk('button', '{p}-rp', O.reply));
      it.append(bar);
    }}
    var kids = list.filter(function (y) {{ return y.to === x.n; }});
    if (kids.length) {{
      var box = mk(O.wrap, '{p}-kids'); kids.forEach(function (y) {{ box.append(entry(y)); }});
      if (O.fold) {{
        box.hidden = true;
        var t = mk('button', '{p}-tg', O.fold.replace('%n', String(kids.length))); t.type = 'button'; t.id = '{p}-t-' + x.n;
        t.addEventListener('click', function () {{ box.hidden = !box.hidden; }});
        it.append(t);
      }}
      it.append(box);
    }}
    return it;
  }}
  var ids = list.map(function (x) {{ return x.n; }});
  list.filter(function (x) {{ return x.to == null || ids.indexOf(x.to) < 0; }}).forEach(function (x) {{ into.append(entry(x)); }});
}}
"""


def items_js(fn: str, p: str, fields: list[tuple[str, str]], item: str = "li") -> str:
    """A JS function ``fn(list, into)`` appending one ``{p}-i`` ``item`` per record, its ``fields`` ((key, tag))
    each a ``{p}-<key>`` element when the record has it."""
    f = json.dumps(fields)
    return f"""
function {fn}(list, into) {{
  var F = {f};
  list.forEach(function (x, i) {{
    var it = document.createElement('{item}'); it.className = '{p}-i'; it.id = '{p}-' + (i + 1);
    F.forEach(function (kv) {{ if (x[kv[0]]) {{ var e = document.createElement(kv[1]); e.className = '{p}-' + kv[0]; e.textContent = x[kv[0]]; it.append(e, ' '); }} }});
    into.append(it);
  }});
}}
"""


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
) -> Case:
    site = SITES_AM[site_key]
    return Case(
        id=cid,
        kind=kind,
        language=site.lang,
        reveal=reveal,
        container=container,
        heading=heading,
        description=description,
        path=path,
        html=render_am(site, story, parts),
        comments=comments,
        system=system,
        static=static,
        files=files or {},
        check_steps=check_steps,
        lookalikes=lookalikes,
    )
