"""Markup of the cases: hand-made comment threads in several shapes, the real systems'
embeds (Isso, Waline, django-comments-xtd) and look-alike lists (records that are not comments).
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from comspider_lab.blind.layout import esc


@dataclass(frozen=True)
class Seed:
    """One expected comment: author, text, the index of the comment it replies to, the date as shown."""

    author: str
    text: str
    parent: int | None = None
    when: str = ""


def children(comments: list[Seed], parent: int | None) -> list[int]:
    return [i for i, c in enumerate(comments) if c.parent == parent]


# --------------------------------------------------------------------------- static threads


@dataclass(frozen=True)
class Shape:
    """The tags and classes of a hand-made thread: nobody's template in particular."""

    list_tag: str = "div"
    list_cls: str = "thread"
    item_tag: str = "div"
    item_cls: str = "entry"
    author_tag: str = "strong"
    author_cls: str = "who"
    date_tag: str = "time"
    date_cls: str = "when"
    text_tag: str = "p"
    text_cls: str = "body"
    replies_cls: str = "answers"
    actions: str = ""  # e.g. '<button class="rep">Antworten</button>'
    avatar: bool = True
    item_attrs: str = ""


def static_thread(comments: list[Seed], shape: Shape, parent: int | None = None) -> str:
    items: list[str] = []
    for i in children(comments, parent):
        c = comments[i]
        avatar = (
            f'<img class="pic" src="/_avatar/{i}-{esc(c.author)}.svg" alt="" width="40" height="40">'
            if shape.avatar
            else ""
        )
        date = (
            f'<{shape.date_tag} class="{shape.date_cls}">{esc(c.when)}</{shape.date_tag}>' if c.when else ""
        )
        text = "".join(
            f'<{shape.text_tag} class="{shape.text_cls}">{esc(part)}</{shape.text_tag}>'
            for part in c.text.split("\n\n")
        )
        sub = ""
        if children(comments, i):
            sub = static_thread(comments, Shape(**{**shape.__dict__, "list_cls": shape.replies_cls}), i)
        items.append(
            f'<{shape.item_tag} class="{shape.item_cls}"{shape.item_attrs}>{avatar}'
            f'<div class="head"><{shape.author_tag} class="{shape.author_cls}">{esc(c.author)}</{shape.author_tag}> {date}</div>'
            f"{text}{shape.actions}{sub}</{shape.item_tag}>"
        )
    return f'<{shape.list_tag} class="{shape.list_cls}">{"".join(items)}</{shape.list_tag}>'


# --------------------------------------------------------------------------- JS-rendered threads


def thread_json(comments: list[Seed]) -> str:
    return json.dumps(
        [
            {
                "id": i + 1,
                "name": c.author,
                "date": c.when,
                "body": c.text,
                "replyTo": (c.parent + 1) if c.parent is not None else None,
            }
            for i, c in enumerate(comments)
        ],
        ensure_ascii=False,
        indent=1,
    )


def js_renderer(shape: Shape, fn: str = "renderThread") -> str:
    """A JS function ``fn(data, into)`` that builds the thread with the shape's tags and classes."""
    s = json.dumps(shape.__dict__, ensure_ascii=False)
    return f"""
function {fn}(data, into) {{
  const S = {s};
  function el(tag, cls, text) {{ const e = document.createElement(tag); if (cls) e.className = cls; if (text != null) e.textContent = text; return e; }}
  function build(parent) {{
    const list = el(S.list_tag, parent == null ? S.list_cls : S.replies_cls);
    for (const c of data.filter(x => (x.replyTo ?? null) === parent)) {{
      const item = el(S.item_tag, S.item_cls);
      if (S.avatar) {{ const img = el('img', 'pic'); img.src = '/_avatar/' + c.id + '.svg'; img.width = 40; img.height = 40; img.alt = ''; item.append(img); }}
      const head = el('div', 'head');
      head.append(el(S.author_tag, S.author_cls, c.name));
      if (c.date) {{ head.append(' '); head.append(el(S.date_tag, S.date_cls, c.date)); }}
      item.append(head);
      for (const part of c.body.split('\\n\\n')) item.append(el(S.text_tag, S.text_cls, part));
      if (S.actions) {{ const a = document.createElement('div'); a.innerHTML = S.actions; item.append(...a.childNodes); }}
      if (data.some(x => x.replyTo === c.id)) item.append(build(c.id));
      list.append(item);
    }}
    return list;
  }}
  into.append(build(null));
}}
"""


# --------------------------------------------------------------------------- real systems


def isso_embed(lang: str, thread_id: str | None = None, extra: str = "", load: str = "now") -> str:
    """Isso's client (served by the Isso server itself) and its #isso-thread element.

    ``load``: "now" (a plain script tag) or "later": the page's own code calls
    ``loadIsso()`` (on a click, on scroll, when a dialog opens).
    """
    attrs = f'data-isso="@@ISSO@@/" data-isso-lang="{lang}" data-isso-vote="true" data-isso-reply-notifications="false" {extra}'
    thread = f'<section id="isso-thread"{f" data-isso-id={esc(thread_id)!r}" if thread_id else ""}></section>'
    if load == "now":
        return f'<script {attrs} src="@@ISSO@@/js/embed.min.js"></script>\n{thread}'
    attr_js = json.dumps({k: v.strip('"') for k, v in (a.split("=", 1) for a in attrs.split() if "=" in a)})
    return (
        thread + "\n<script>\nfunction loadIsso() {\n  if (window.__isso) return; window.__isso = true;\n"
        "  const s = document.createElement('script');\n"
        f"  for (const [k, v] of Object.entries({attr_js})) s.setAttribute(k, v);\n"
        "  s.src = '@@ISSO@@/js/embed.min.js'; document.body.append(s);\n}\n</script>"
    )


def waline_embed(target_js: str, path: str, lang: str, extra: str = "") -> str:
    """Waline's client (npm @waline/client, UMD build) mounted on ``target_js`` (a JS expression)."""
    return f"""<script src="/_vendor/waline/waline.umd.js"></script>
<script>
function mountWaline(root) {{
  return Waline.init({{ el: {target_js}, serverURL: '@@WALINE@@', path: {json.dumps(path)}, lang: {json.dumps(lang)},
    emoji: false, search: false, imageUploader: false, reaction: false, pageview: false, comment: false,
    login: 'disable', requiredMeta: ['nick'], {extra} }});
}}
</script>"""


WALINE_CSS = '<link rel="stylesheet" href="/_vendor/waline/waline.css">'


# --------------------------------------------------------------------------- look-alike lists


def record_list(
    heading: str,
    records: list[dict[str, str]],
    outer: str,
    item: str,
    fields: list[tuple[str, str, str]],
    outer_attrs: str = "",
    item_attrs: str = "",
    avatar: bool = False,
    heading_tag: str = "h2",
) -> str:
    """A list of repeated records (``fields``: (key, tag, class)) under a heading."""
    rows: list[str] = []
    for i, rec in enumerate(records):
        parts = (
            [f'<img src="/_avatar/l{i}-{esc(rec.get(fields[0][0], ""))}.svg" alt="" width="48" height="48">']
            if avatar
            else []
        )
        for key, tag, cls in fields:
            if rec.get(key):
                value = rec[key]
                if tag == "a":
                    parts.append(f'<a class="{cls}" href="/{esc(key)}/{i}">{esc(value)}</a>')
                else:
                    parts.append(f'<{tag} class="{cls}">{esc(value)}</{tag}>')
        attrs = item_attrs.format(i=i, **{k: esc(v) for k, v in rec.items()}) if item_attrs else ""
        rows.append(f"<{item}{' ' + attrs if attrs else ''}>{''.join(parts)}</{item.split()[0]}>")
    head = f"<{heading_tag}>{esc(heading)}</{heading_tag}>" if heading else ""
    return f"<section {outer_attrs}>{head}<{outer}>{''.join(rows)}</{outer.split()[0]}></section>"


def stars(n: int) -> str:
    return "★" * n + "☆" * (5 - n)
