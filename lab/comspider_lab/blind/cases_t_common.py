"""Shared helpers of blind set T: a thread one comment a line, a story, a case from its page parts (the shared
``case_maker``) through set T's templates, and the two ways set T's sites put a thread on the page: a small client
renderer (``LIB``: the page's own script builds the thread from JSON, in the class vocabulary ``cfg`` gives it) and the
same markup rendered on the server (``ssr``), with the scripts that reveal a thread (a click, a scroll into view)."""

from __future__ import annotations

import hashlib
import json
from typing import Any

from comspider_lab.blind.cases_l_common import case_maker, tree_walk
from comspider_lab.blind.content_t import SITES_T, SITES_T_K
from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.layout_k import SiteK
from comspider_lab.blind.layout_t import PartsK, Story, box, gen, hc, render_t
from comspider_lab.blind.widgets import Seed, children

__all__ = [
    "PartsK",
    "Seed",
    "Story",
    "box",
    "children",
    "data_of",
    "esc",
    "gen",
    "hc",
    "links",
    "make",
    "mount_script",
    "num",
    "rail_for",
    "slug",
    "ssr",
    "story",
    "thread",
    "tree_walk",
]

_BY_NAME = {s.site.name: s for s in SITES_T.values()}


def num(text: str, lo: int = 0, span: int = 60) -> int:
    """A stable number from a text (like counts): the same on every build."""
    return lo + int(hashlib.sha1(text.encode()).hexdigest()[:8], 16) % span


def thread(block: str) -> list[Seed]:
    """One comment a line: ``author | when | parent | text``; parent ``-`` or the index of the replied-to comment;
    ``¶`` separates paragraphs (a blank line in the truth's text)."""
    out: list[Seed] = []
    for line in block.strip().splitlines():
        if not line.strip():
            continue
        author, when, parent, text = (p.strip() for p in line.split("|", 3))
        paras = "\n\n".join(" ".join(p.split()) for p in text.split("¶"))
        out.append(Seed(author, paras, None if parent == "-" else int(parent), when))
    return out


def links(items: str, cls: str = "") -> str:
    c = f' class="{cls}"' if cls else ""
    inner = "".join(f'<li><a href="/{slug(t.strip())}/">{esc(t.strip())}</a></li>' for t in items.split("|"))
    return f"<ul{c}>{inner}</ul>"


def rail_for(template: str, heading: str, items: str) -> str:
    return box(template, heading, links(items))


def story(title: str, byline: str, iso: str, shown: str, paras: str, declare: str = "og", **kw: str) -> Story:
    p = tuple(" ".join(x.split()) for x in paras.strip().split("\n\n"))
    return Story(title, byline, (byline,), iso, shown, p, declare=declare, **kw)


def _render(template: str, site: SiteK, st: Story, parts: PartsK) -> str:
    return render_t(template, _BY_NAME[site.name], st, parts)


make = case_maker(SITES_T_K, _render)


# --------------------------------------------------------------------------- the data a page's script renders


def data_of(
    comments: list[Seed],
    iso: str = "",
    badges: dict[int, str] | None = None,
    pinned: int | None = None,
    removed: dict[int, str] | None = None,
    seed: str = "",
) -> list[dict[str, Any]]:
    """The thread as a page's JSON: ``i`` id, ``a`` author, ``t`` paragraphs, ``w`` time as shown, ``d`` its ISO
    form, ``p`` parent id, ``l`` likes, ``b`` badge, ``pin``; ``removed``: a placeholder ("this comment was
    removed") shown before the comment of that index, which is not in the truth."""
    out: list[dict[str, Any]] = []
    base = iso[:16] if iso else "2025-01-01T08:00"
    for i, c in enumerate(comments):
        if removed and i in removed:
            out.append({"i": f"x{i}", "rm": removed[i], "p": None})
        hh = (int(base[11:13]) + 1 + i // 6) % 24
        mm = (int(base[14:16]) + 7 * i) % 60
        out.append(
            {
                "i": f"c{i}",
                "a": c.author,
                "t": c.text.split("\n\n"),
                "w": c.when,
                "d": f"{base[:10]}T{hh:02d}:{mm:02d}:00Z",
                "p": None if c.parent is None else f"c{c.parent}",
                "l": num(seed + c.author + c.text[:20], 0, 48),
                "b": (badges or {}).get(i, ""),
                "pin": i == pinned,
            }
        )
    return out


# --------------------------------------------------------------------------- the client renderer

LIB = r"""
(function () {
  if (window.__tc) return;
  function el(tag, cls, txt) { var e = document.createElement(tag); if (cls) e.className = cls; if (txt != null) e.textContent = txt; return e; }
  function initials(n) { var p = n.replace(/[@_.]/g, ' ').trim().split(/\s+/); return ((p[0] || '?').charAt(0) + (p.length > 1 ? p[p.length - 1].charAt(0) : '')).toUpperCase(); }
  window.__tc = function (cfg, data, mount) {
    var K = cfg.k, L = cfg.L || {}, by = {}, kids = {};
    data.forEach(function (c) { by[c.i] = c; var k = c.p || ''; (kids[k] = kids[k] || []).push(c); });
    function node(c, inFlat) {
      if (c.rm) { return el(cfg.itemTag || 'div', K.removed, c.rm); }
      var it = el(cfg.itemTag || 'div', K.item);
      if (cfg.tid) it.setAttribute('data-testid', cfg.tid);
      it.id = (cfg.idp || 'n-') + c.i;
      if (cfg.avatar === 'initials') { var av = el('span', K.avatar, initials(c.a)); av.setAttribute('aria-hidden', 'true'); it.appendChild(av); }
      else if (cfg.avatar === 'img') { var im = el('img', K.avatar); im.src = '/_avatar/' + c.i + '.svg'; im.alt = ''; im.width = 36; im.height = 36; it.appendChild(im); }
      var main = el('div', K.main), hd = el('div', K.head);
      var nm = el(cfg.nameTag || 'span', K.name, c.a); hd.appendChild(nm);
      if (c.b) hd.appendChild(el('span', K.badge, c.b));
      if (c.pin && L.pinned) hd.appendChild(el('span', K.badge, L.pinned));
      if (cfg.time === 'rel' && c.w) hd.appendChild(el('span', K.time, c.w));
      else if (cfg.time === 'time' && c.w) { var t = el('time', K.time, c.w); t.setAttribute('datetime', c.d); hd.appendChild(t); }
      else if (cfg.time === 'hover') { var h = el('a', K.time, '·'); h.href = '#' + it.id; h.title = c.w || c.d; hd.appendChild(h); }
      main.appendChild(hd);
      if (inFlat && c.p && L.replyTo) main.appendChild(el('div', K.replyTo, L.replyTo.replace('{n}', by[c.p].a)));
      var body = el('div', K.body);
      c.t.forEach(function (p) { body.appendChild(el('p', K.p, p)); });
      main.appendChild(body);
      var act = el('div', K.actions);
      if (L.like) { var lb = el('button', K.action, (L.like || '') + ' ' + c.l); lb.type = 'button'; act.appendChild(lb); }
      ['reply', 'share', 'report'].forEach(function (k) { if (L[k]) { var b = el('button', K.action, L[k]); b.type = 'button'; act.appendChild(b); } });
      main.appendChild(act);
      it.appendChild(main);
      if (!inFlat && kids[c.i]) {
        var box = el('div', K.replies);
        var draw = function () { kids[c.i].forEach(function (r) { box.appendChild(node(r, false)); }); };
        if (cfg.collapse) {
          var btn = el('button', K.more, cfg.collapse.replace('{n}', kids[c.i].length)); btn.type = 'button';
          btn.setAttribute('data-open-replies', c.i);
          btn.addEventListener('click', function () { btn.remove(); draw(); });
          main.appendChild(btn);
        } else { draw(); }
        it.appendChild(box);
      }
      return it;
    }
    function flat(list, out) { list.forEach(function (c) { out.push(c); if (kids[c.i]) flat(kids[c.i], out); }); return out; }
    var list = el(cfg.listTag || 'div', K.list);
    var tops = cfg.mode === 'flat' ? flat(kids[''] || [], []) : (kids[''] || []);
    var shown = 0, step = cfg.page || tops.length;
    function more() { tops.slice(shown, shown + step).forEach(function (c) { list.appendChild(node(c, cfg.mode === 'flat')); }); shown += step; }
    mount.appendChild(list);
    more();
    if (shown < tops.length) {
      var mb = el('button', K.more, L.more); mb.type = 'button'; mb.setAttribute('data-more', '1');
      mb.addEventListener('click', function () { more(); if (shown >= tops.length) mb.remove(); });
      mount.appendChild(mb);
    }
    return list;
  };
})();
"""


def mount_script(
    cfg: dict[str, Any],
    source: str,
    mount: str,
    trigger: str = "load",
    shadow: str = "",
    opener: str = "",
    css: str = "",
) -> str:
    """A page script: get the thread (``inline:<id>`` a ``<script type=application/json>``, ``state:<key>``
    ``window.__STATE__[key]``, ``fetch:<url>``), then render it into ``mount`` (a selector; with ``shadow``
    ``open``/``closed``, into a shadow root attached to it, ``css`` inside), on ``trigger``: ``load``,
    ``click:<sel>`` (``opener``: ``dialog:<sel>`` calls showModal, ``show:<sel>`` removes its ``hidden``),
    ``visible:<sel>`` (an IntersectionObserver)."""
    kind, _, arg = source.partition(":")
    if kind == "inline":
        get = f"Promise.resolve(JSON.parse(document.getElementById({json.dumps(arg)}).textContent))"
    elif kind == "state":
        get = f"Promise.resolve(window.__STATE__[{json.dumps(arg)}])"
    else:
        get = f"fetch({json.dumps(arg)}).then(function (r) {{ return r.json(); }})"
    if shadow:
        root = (
            f"var host = document.querySelector({json.dumps(mount)}); var root = host.attachShadow({{mode: {json.dumps(shadow)}}});"
            + (
                f" var st = document.createElement('style'); st.textContent = {json.dumps(css)}; root.appendChild(st);"
                if css
                else ""
            )
        )
    else:
        root = f"var root = document.querySelector({json.dumps(mount)});"
    go = (
        f"var done = false; function go() {{ if (done) return; done = true; {get}.then(function (d) {{ {root} "
        f"var items = Array.isArray(d) ? d : d.items; window.__tc({json.dumps(cfg, ensure_ascii=False)}, items, root); }}); }}"
    )
    tk, _, sel = trigger.partition(":")
    if tk == "click":
        ok, _, osel = opener.partition(":")
        op = ""
        if ok == "dialog":
            op = f"var dl = document.querySelector({json.dumps(osel)}); if (dl && !dl.open) dl.showModal();"
        elif ok == "show":
            op = f"var pn = document.querySelector({json.dumps(osel)}); if (pn) pn.hidden = false;"
        hook = f"document.querySelector({json.dumps(sel)}).addEventListener('click', function (e) {{ e.preventDefault(); {op} go(); }});"
    elif tk == "visible":
        hook = (
            f"var io = new IntersectionObserver(function (es) {{ es.forEach(function (x) {{ if (x.isIntersecting) {{ io.disconnect(); go(); }} }}); }}, {{rootMargin: '200px'}});"
            f" io.observe(document.querySelector({json.dumps(sel)}));"
        )
    else:
        hook = "if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', go); else go();"
    return f"<script>{LIB}</script>\n<script>\n(function () {{\n{go}\n{hook}\n}})();\n</script>"


# --------------------------------------------------------------------------- the same markup, server-rendered


def _initials(name: str) -> str:
    p = name.replace("@", " ").replace("_", " ").replace(".", " ").split()
    return ((p[0][0] if p else "?") + (p[-1][0] if len(p) > 1 else "")).upper()


def ssr(cfg: dict[str, Any], data: list[dict[str, Any]]) -> str:
    """What ``LIB`` builds, rendered on the server (every reply shown, no paging)."""
    k: dict[str, str] = cfg["k"]
    lab: dict[str, str] = cfg.get("L", {})
    by = {c["i"]: c for c in data}
    kids: dict[str, list[dict[str, Any]]] = {}
    for c in data:
        kids.setdefault(c["p"] or "", []).append(c)
    it_tag = cfg.get("itemTag", "div")

    def cl(role: str) -> str:
        return f' class="{k[role]}"' if k.get(role) else ""

    def node(c: dict[str, Any], in_flat: bool) -> str:
        if c.get("rm"):
            return f"<{it_tag}{cl('removed')}>{esc(c['rm'])}</{it_tag}>"
        tid = f' data-testid="{cfg["tid"]}"' if cfg.get("tid") else ""
        out = f'<{it_tag}{cl("item")}{tid} id="{cfg.get("idp", "n-")}{c["i"]}">'
        if cfg.get("avatar") == "initials":
            out += f'<span{cl("avatar")} aria-hidden="true">{esc(_initials(c["a"]))}</span>'
        elif cfg.get("avatar") == "img":
            out += f'<img{cl("avatar")} src="/_avatar/{c["i"]}.svg" alt="" width="36" height="36">'
        nt = cfg.get("nameTag", "span")
        hd = f"<{nt}{cl('name')}>{esc(c['a'])}</{nt}>"
        if c["b"]:
            hd += f"<span{cl('badge')}>{esc(c['b'])}</span>"
        if c["pin"] and lab.get("pinned"):
            hd += f"<span{cl('badge')}>{esc(lab['pinned'])}</span>"
        tm = cfg.get("time")
        if tm == "rel" and c["w"]:
            hd += f"<span{cl('time')}>{esc(c['w'])}</span>"
        elif tm == "time" and c["w"]:
            hd += f'<time{cl("time")} datetime="{c["d"]}">{esc(c["w"])}</time>'
        elif tm == "hover":
            hd += (
                f'<a{cl("time")} href="#{cfg.get("idp", "n-")}{c["i"]}" title="{esc(c["w"] or c["d"])}">·</a>'
            )
        main = f"<div{cl('head')}>{hd}</div>"
        if in_flat and c["p"] and lab.get("replyTo"):
            main += f"<div{cl('replyTo')}>{esc(lab['replyTo'].replace('{n}', by[c['p']]['a']))}</div>"
        main += f"<div{cl('body')}>" + "".join(f"<p{cl('p')}>{esc(p)}</p>" for p in c["t"]) + "</div>"
        acts = ""
        if lab.get("like"):
            acts += f'<button{cl("action")} type="button">{esc(lab["like"])} {c["l"]}</button>'
        for key in ("reply", "share", "report"):
            if lab.get(key):
                acts += f'<button{cl("action")} type="button">{esc(lab[key])}</button>'
        main += f"<div{cl('actions')}>{acts}</div>"
        out += f"<div{cl('main')}>{main}</div>"
        if not in_flat and c["i"] in kids:
            out += f"<div{cl('replies')}>" + "".join(node(r, False) for r in kids[c["i"]]) + "</div>"
        return out + f"</{it_tag}>"

    def flat(lst: list[dict[str, Any]], out: list[dict[str, Any]]) -> list[dict[str, Any]]:
        for c in lst:
            out.append(c)
            flat(kids.get(c["i"], []), out)
        return out

    is_flat = cfg.get("mode") == "flat"
    tops = flat(kids.get("", []), []) if is_flat else kids.get("", [])
    lt = cfg.get("listTag", "div")
    return f"<{lt}{cl('list')}>" + "".join(node(c, is_flat) for c in tops) + f"</{lt}>"


def utility_cfg(lang_labels: dict[str, str], **kw: Any) -> dict[str, Any]:
    """A thread in utility classes only (no semantic class)."""
    cfg: dict[str, Any] = {
        "k": {
            "list": "mt-6 space-y-6",
            "item": "flex gap-3",
            "avatar": "flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-indigo-100 text-xs font-bold text-indigo-700",
            "main": "min-w-0 flex-1",
            "head": "flex flex-wrap items-center gap-2 text-sm",
            "name": "font-semibold text-gray-900",
            "badge": "rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-800",
            "time": "text-gray-500",
            "replyTo": "text-xs text-gray-500",
            "body": "mt-1 text-[15px] leading-relaxed text-gray-800",
            "p": "mb-2",
            "actions": "mt-1 flex gap-4 text-xs text-gray-600",
            "action": "inline-flex items-center gap-1 hover:text-gray-900",
            "replies": "mt-4 space-y-4 border-l-2 border-gray-100 pl-4",
            "more": "mt-3 text-sm font-medium text-indigo-600",
            "removed": "rounded bg-gray-50 p-3 text-sm italic text-gray-400",
        },
        "L": lang_labels,
        "avatar": "initials",
        "time": "rel",
        "mode": "nested",
    }
    cfg.update(kw)
    return cfg


def module_cfg(component: str, lang_labels: dict[str, str], **kw: Any) -> dict[str, Any]:
    """A thread in CSS-module class names (``Component_role__hash``)."""
    roles = [
        "list",
        "item",
        "avatar",
        "main",
        "head",
        "name",
        "badge",
        "time",
        "replyTo",
        "body",
        "p",
        "actions",
        "action",
        "replies",
        "more",
        "removed",
    ]
    cfg: dict[str, Any] = {
        "k": {r: hc(component, r if r != "item" else "root") for r in roles},
        "L": lang_labels,
        "avatar": "img",
        "time": "time",
        "mode": "nested",
    }
    cfg.update(kw)
    return cfg


def generated_cfg(seed: str, lang_labels: dict[str, str], **kw: Any) -> dict[str, Any]:
    """A thread in generated class names (``sc-…`` and ``css-…`` pairs)."""
    roles = [
        "list",
        "item",
        "avatar",
        "main",
        "head",
        "name",
        "badge",
        "time",
        "replyTo",
        "body",
        "p",
        "actions",
        "action",
        "replies",
        "more",
        "removed",
    ]
    cfg: dict[str, Any] = {
        "k": {r: f"{gen(seed + r, 'sc')} {gen(seed + r)}" for r in roles},
        "L": lang_labels,
        "avatar": "initials",
        "time": "rel",
        "mode": "nested",
    }
    cfg.update(kw)
    return cfg


def json_blob(id_: str, data: list[dict[str, Any]]) -> str:
    text = json.dumps({"items": data}, ensure_ascii=False).replace("</", "<\\/")
    return f'<script type="application/json" id="{id_}">{text}</script>'


def state_blob(key: str, data: list[dict[str, Any]], extra: dict[str, Any] | None = None) -> str:
    state = {**(extra or {}), key: data}
    text = json.dumps(state, ensure_ascii=False).replace("</", "<\\/")
    return f"<script>window.__STATE__ = {text};</script>"
