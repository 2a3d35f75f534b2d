"""Shared helpers of blind set AI: ``make`` (a case from a site, a story and page parts), ``seeds`` (a thread's comments
from a block of lines), ``rows`` (fields from a "|"-separated block), ``tree`` (a thread's markup), ``entries`` (a
look-alike list's markup), ``fragment`` (a piece of markup fetched by a page), ``draw_js`` (a small client-side
renderer of a thread from JSON) and ``as_json``. Written for this set; every class name invented, none holds
"comment"."""

from __future__ import annotations

import json

from comspider_lab.blind.content_ai import LABELS, SITES_AI
from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.layout_ai import Parts, Story, render_ai
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed, children

__all__ = [
    "LABELS",
    "SITES_AI",
    "Case",
    "Parts",
    "Seed",
    "Story",
    "as_json",
    "children",
    "draw_js",
    "entries",
    "esc",
    "fragment",
    "make",
    "page",
    "rows",
    "seeds",
    "slug",
    "tree",
]


def rows(block: str, n: int = 4) -> list[tuple[str, ...]]:
    """Lines of ``n`` "|"-separated fields (the last may not hold "|")."""
    out = []
    for line in block.strip().splitlines():
        parts = tuple(x.strip() for x in line.split("|", n - 1))
        assert len(parts) == n, line
        out.append(parts)
    return out


def seeds(block: str) -> list[Seed]:
    """A thread from lines "name | when | parent index or - | text" ("//" in the text: a new paragraph)."""
    return [
        Seed(name, text.replace(" // ", "\n\n"), None if parent == "-" else int(parent), when)
        for name, when, parent, text in rows(block, 4)
    ]


def page(site_key: str, story: Story, parts: Parts) -> str:
    return render_ai(SITES_AI[site_key], story, parts)


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
    thread_path: str = "",
    thread_server: str = "main",
) -> Case:
    return Case(
        id=cid,
        kind=kind,
        language=SITES_AI[site_key].lang,
        reveal=reveal,
        container=container,
        heading=heading,
        description=description,
        path=path,
        html=page(site_key, story, parts),
        comments=comments,
        system=system,
        static=static,
        files=files or {},
        check_steps=check_steps,
        lookalikes=lookalikes,
        comments_page=comments_page,
        thread_path=thread_path,
        thread_server=thread_server,
    )


def tree(
    c: list[Seed],
    p: str,
    *,
    item: str = "div",
    wrap: str = "div",
    name: str = "b",
    date: str = "span",
    pics: bool = False,
    reply: str = "",
    likes: list[str] | None = None,
    parent: int | None = None,
    tops: list[int] | None = None,
    after_text: bool = False,
) -> str:
    """The comments under ``parent`` (at the top, only ``tops`` if given), each an ``item``: a head line (name, time),
    the text's paragraphs, a foot line (a ``likes`` text, a ``reply`` control), its replies in a ``wrap`` inside it."""
    out = ""
    ids = children(c, parent)
    if parent is None and tops is not None:
        ids = [i for i in ids if i in tops]
    for i in ids:
        x = c[i]
        sub = ""
        if children(c, i):
            inner = tree(
                c,
                p,
                item="li" if wrap in ("ul", "ol") else item,
                wrap=wrap,
                name=name,
                date=date,
                pics=pics,
                reply=reply,
                likes=likes,
                parent=i,
                after_text=after_text,
            )
            sub = f'<{wrap} class="{p}-sub">{inner}</{wrap}>'
        foot = []
        if likes is not None and likes[i]:
            foot.append(f'<button type="button" class="{p}-up">{esc(likes[i])}</button>')
        if reply:
            foot.append(f'<button type="button" class="{p}-ans">{esc(reply)}</button>')
        pic = (
            f'<img class="{p}-av" src="/_avatar/{esc(slug(x.author))}.svg" alt="" width="36" height="36">'
            if pics
            else ""
        )
        head = f'<div class="{p}-top">{pic}<{name} class="{p}-who">{esc(x.author)}</{name}> <{date} class="{p}-at">{esc(x.when)}</{date}></div>'
        text = f'<div class="{p}-txt">' + "".join(f"<p>{esc(t)}</p>" for t in x.text.split("\n\n")) + "</div>"
        out += (
            f'<{item} class="{p}-it" id="{p}-{i + 1}">'
            + (text + head if after_text else head + text)
            + (f'<div class="{p}-bar">{" ".join(foot)}</div>' if foot else "")
            + sub
            + f"</{item}>"
        )
    return out


def entries(
    p: str,
    items: list[tuple[str, ...]],
    *,
    item: str = "div",
    pics: bool = False,
    foot: str = "",
) -> str:
    """Look-alike entries (name, when, small line, text) in the usual shape of a discussion entry."""
    out = ""
    for k, (who, when, small, text) in enumerate(items):
        pic = (
            f'<img class="{p}-av" src="/_avatar/{esc(slug(who))}.svg" alt="" width="40" height="40">'
            if pics
            else ""
        )
        out += (
            f'<{item} class="{p}-it" id="{p}-{k + 1}">{pic}<div class="{p}-top"><b class="{p}-who">{esc(who)}</b> '
            f'<span class="{p}-at">{esc(when)}</span>'
            + (f' <small class="{p}-sm">{esc(small)}</small>' if small else "")
            + f'</div><div class="{p}-txt">'
            + "".join(f"<p>{esc(t)}</p>" for t in text.split(" // "))
            + "</div>"
            + (f'<div class="{p}-bar">{foot}</div>' if foot else "")
            + f"</{item}>"
        )
    return out


def fragment(html: str) -> str:
    """A piece of markup a page fetches and inserts (served as its own file)."""
    return html + "\n"


def as_json(c: list[Seed]) -> str:
    return json.dumps(
        [
            {
                "n": i + 1,
                "who": x.author,
                "at": x.when,
                "txt": x.text,
                "to": None if x.parent is None else x.parent + 1,
            }
            for i, x in enumerate(c)
        ],
        ensure_ascii=False,
    )


def draw_js(fn: str, p: str, reply: str = "") -> str:
    """A JS function ``fn(list, into)`` drawing a thread from ``as_json`` data: div.{p}-it items, replies nested."""
    return f"""
function {fn}(list, into) {{
  function mk(tag, cls, txt) {{ var e = document.createElement(tag); if (cls) e.className = cls; if (txt != null) e.textContent = txt; return e; }}
  function level(to) {{
    var box = mk('div', to == null ? '{p}-list' : '{p}-sub');
    list.filter(function (x) {{ return x.to === to; }}).forEach(function (x) {{
      var it = mk('div', '{p}-it'); it.id = '{p}-' + x.n;
      var top = mk('div', '{p}-top'); top.append(mk('b', '{p}-who', x.who), ' ', mk('span', '{p}-at', x.at)); it.append(top);
      var txt = mk('div', '{p}-txt'); x.txt.split('\\n\\n').forEach(function (t) {{ txt.append(mk('p', null, t)); }}); it.append(txt);
      {f"it.append(mk('button', '{p}-ans', {json.dumps(reply, ensure_ascii=False)}));" if reply else ""}
      if (list.some(function (y) {{ return y.to === x.n; }})) it.append(level(x.n));
      box.append(it);
    }});
    return box;
  }}
  into.append(level(null));
}}
"""
