"""Shared helpers of blind set U: a thread one comment a line and a stable number (set T's ``thread`` and ``num``), a
story, a case from its page parts (the shared ``case_maker``) through set U's templates, a server-side thread renderer
in a class vocabulary given per page (``tree``), and the scripts that fetch an HTML fragment on a click, a
``<details>`` opening, a scroll or at load (``fetch_js``)."""

from __future__ import annotations

import json
from collections.abc import Iterable

from comspider_lab.blind.cases_l_common import case_maker
from comspider_lab.blind.cases_t_common import num, story, thread
from comspider_lab.blind.content_u import SITES_U
from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.layout_u import PartsK, box, render_u
from comspider_lab.blind.widgets import Seed, children

__all__ = [
    "PartsK",
    "Seed",
    "V",
    "box",
    "children",
    "esc",
    "fetch_js",
    "links",
    "make",
    "num",
    "slug",
    "story",
    "thread",
    "tree",
]

make = case_maker(SITES_U, render_u)

_ROLES = (
    "list",
    "item",
    "head",
    "name",
    "time",
    "body",
    "votes",
    "replies",
    "actions",
    "badge",
    "quote",
    "gone",
    "more",
)


def V(pattern: str, **tags: str) -> dict[str, str]:
    """A class vocabulary: ``pattern`` with ``{}`` for the role (``"lf-{}"``, ``"Leserforum__{}"``); ``tags``: the
    tag of ``list``/``item``/``replies``/``name``/``body`` (default ``div``, ``strong`` for the name)."""
    v = {r: pattern.replace("{}", r) for r in _ROLES}
    v.update({f"tag_{k}": t for k, t in tags.items()})
    return v


def links(items: str) -> str:
    return (
        "<ul>"
        + "".join(f'<li><a href="/{slug(t.strip())}/">{esc(t.strip())}</a></li>' for t in items.split("|"))
        + "</ul>"
    )


def tree(
    cs: list[Seed],
    v: dict[str, str],
    *,
    roots: Iterable[int] | None = None,
    exclude: Iterable[int] = (),
    votes: str = "",
    reply: str = "",
    flat_quote: str = "",
    removed: dict[int, str] | None = None,
    badges: dict[int, str] | None = None,
    edited: dict[int, str] | None = None,
    seed: str = "",
    idp: str = "m",
    wrap: bool = True,
    empty_replies: Iterable[int] = (),
) -> str:
    """The thread's HTML: each comment an item (head: name, badge, time, edited mark; body: paragraphs; votes by
    the format ``votes`` with ``{u}``/``{d}``; a ``reply`` button), replies nested in a ``replies`` box; with
    ``flat_quote`` (a label with ``{n}`` for the quoted name) a flat list where each reply quotes its parent in a
    ``<blockquote>``. ``removed``: a moderator's placeholder shown before the comment of that index (not in the
    truth). ``exclude``: comments left out (with their replies); ``empty_replies``: an empty replies box with an id
    (``{idp}r{i}``) where a script puts them later."""
    ex = set(exclude)
    er = set(empty_replies)
    t = {k: v.get(f"tag_{k}", "div") for k in ("list", "item", "replies", "body")}
    t["name"] = v.get("tag_name", "strong")

    def cl(role: str) -> str:
        return f' class="{v[role]}"' if v.get(role) else ""

    def item(i: int, nested: bool) -> str:
        c = cs[i]
        out = ""
        if removed and i in removed:
            out += f"<{t['item']}{cl('gone')}><em>{esc(removed[i])}</em></{t['item']}>"
        head = f"<{t['name']}{cl('name')}>{esc(c.author)}</{t['name']}>"
        if badges and i in badges:
            head += f" <span{cl('badge')}>{esc(badges[i])}</span>"
        if c.when:
            head += f" <span{cl('time')}>{esc(c.when)}</span>"
        if edited and i in edited:
            head += f" <small>{esc(edited[i])}</small>"
        body = ""
        if flat_quote and c.parent is not None:
            p = cs[c.parent]
            ex_txt = p.text.split("\n\n")[0]
            ex_txt = ex_txt if len(ex_txt) < 90 else ex_txt[:80].rsplit(" ", 1)[0] + " …"
            body += f"<blockquote{cl('quote')}><cite>{esc(flat_quote.replace('{n}', p.author))}</cite><br>{esc(ex_txt)}</blockquote>"
        body += "".join(f"<p>{esc(p)}</p>" for p in c.text.split("\n\n"))
        acts = ""
        if votes:
            u = num(seed + c.author + c.text[:16], 0, 40)
            d = num(seed + c.text[:16] + c.author, 0, 9)
            acts += f"<span{cl('votes')}>{esc(votes.replace('{u}', str(u)).replace('{d}', str(d)))}</span>"
        if reply:
            acts += f' <button type="button">{esc(reply)}</button>'
        out += (
            f'<{t["item"]}{cl("item")} id="{idp}{i}"><div{cl("head")}>{head}</div>'
            f"<{t['body']}{cl('body')}>{body}</{t['body']}>"
            + (f"<div{cl('actions')}>{acts}</div>" if acts else "")
        )
        if nested:
            kids = [k for k in children(cs, i) if k not in ex]
            if i in er:
                out += f'<{t["replies"]}{cl("replies")} id="{idp}r{i}"></{t["replies"]}>'
            elif kids:
                out += (
                    f"<{t['replies']}{cl('replies')}>"
                    + "".join(item(k, True) for k in kids)
                    + f"</{t['replies']}>"
                )
        return out + f"</{t['item']}>"

    if flat_quote:
        order = [i for i in range(len(cs)) if i not in ex] if roots is None else list(roots)
        inner = "".join(item(i, False) for i in order)
    else:
        rs = [i for i in children(cs, None) if i not in ex] if roots is None else list(roots)
        inner = "".join(item(i, True) for i in rs)
    return f"<{t['list']}{cl('list')}>{inner}</{t['list']}>" if wrap else inner


def fetch_js(trigger: str, url: str, target: str, mode: str = "replace", remove: str = "") -> str:
    """A script: on ``trigger`` (``click:<sel>``, ``toggle:<details sel>`` when it opens, ``scroll:<sel>`` when the
    element nears the viewport, or ``load``), fetch the HTML fragment at ``url`` into ``target`` (``mode``: replace,
    append); ``remove``: a selector removed once it is in."""
    kind, _, sel = trigger.partition(":")
    put = "t.innerHTML = h" if mode == "replace" else "t.insertAdjacentHTML('beforeend', h)"
    rm = f" var b = document.querySelector({json.dumps(remove)}); if (b) b.remove();" if remove else ""
    go = (
        f"var done = false; function go() {{ if (done) return; done = true; fetch({json.dumps(url)}).then(function (r) {{ return r.text(); }})"
        f".then(function (h) {{ var t = document.querySelector({json.dumps(target)}); {put};{rm} }}); }}"
    )
    s = json.dumps(sel)
    if kind == "click":
        hook = f"document.querySelector({s}).addEventListener('click', function (e) {{ e.preventDefault(); go(); }});"
    elif kind == "toggle":
        hook = f"var d = document.querySelector({s}); d.addEventListener('toggle', function () {{ if (d.open) go(); }});"
    elif kind == "scroll":
        hook = (
            f"function near() {{ var el = document.querySelector({s}); if (el && el.getBoundingClientRect().top < window.innerHeight + 100) go(); }}"
            " window.addEventListener('scroll', near, {passive: true});"
        )
    else:
        hook = "if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', go); else go();"
    return f"<script>\n(function () {{\n{go}\n{hook}\n}})();\n</script>"
