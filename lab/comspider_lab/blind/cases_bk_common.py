"""Shared helpers of blind set BK, written for this set: ``thread`` (a discussion from a block of lines, one comment
a line, each written by hand), ``tree`` (a thread's markup from a per-case item function), ``paras``, ``make`` (a case
from a site, a story and page parts), ``FRAG_JS`` (a click on any ``[data-frag]`` control fetches the HTML fragment it
names and puts it where the control was: load-more chains, folded subthreads) and ``as_json``."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass

from comspider_lab.blind.content_bk import SITES_BK
from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.layout_bk import Parts, Story, render_bk
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed, children

__all__ = [
    "FRAG_JS",
    "C",
    "Case",
    "Parts",
    "Seed",
    "Story",
    "as_json",
    "children",
    "depth",
    "esc",
    "make",
    "page",
    "paras",
    "root",
    "seeds",
    "slug",
    "thread",
    "tree",
]


@dataclass(frozen=True)
class C:
    """A comment as the case writes it: the seed (the truth) and the case's own marks (``key`` or ``key=value``)."""

    seed: Seed
    marks: tuple[str, ...]

    @property
    def name(self) -> str:
        return self.seed.author

    @property
    def when(self) -> str:
        return self.seed.when

    @property
    def text(self) -> str:
        return self.seed.text

    def has(self, mark: str) -> bool:
        return mark in self.marks

    def get(self, key: str, default: str = "") -> str:
        for m in self.marks:
            if m.startswith(key + "="):
                return m.split("=", 1)[1]
        return default


def thread(block: str) -> list[C]:
    """Lines "name | when or - | parent | marks (comma-separated) or - | text"; the parent is "-" (none), an index,
    "^" (the line before) or a label given by an earlier line's mark "k=label"; " // " in the text starts a new
    paragraph (the truth joins paragraphs with a blank line)."""
    out: list[C] = []
    labels: dict[str, int] = {}
    for line in block.strip().splitlines():
        name, when, parent, marks, text = (x.strip() for x in line.split("|", 4))
        ms = () if marks == "-" else tuple(m.strip() for m in marks.split(","))
        if parent == "-":
            pi = None
        elif parent == "^":
            pi = len(out) - 1
        elif parent.isdigit():
            pi = int(parent)
        else:
            pi = labels[parent]
        for m in ms:
            if m.startswith("k="):
                labels[m[2:]] = len(out)
        seed = Seed(name, "\n\n".join(p.strip() for p in text.split(" // ")), pi, "" if when == "-" else when)
        out.append(C(seed, ms))
    return out


def seeds(cs: list[C]) -> list[Seed]:
    return [c.seed for c in cs]


def paras(text: str, tag: str = "p", cls: str = "") -> str:
    attr = f' class="{cls}"' if cls else ""
    return "".join(f"<{tag}{attr}>{esc(p)}</{tag}>" for p in text.split("\n\n"))


def tree(
    cs: list[C],
    item: Callable[[int, C, str], str],
    wrap: Callable[[str, int], str],
    parent: int | None = None,
    keep: Callable[[int], bool] = lambda i: True,
) -> str:
    """The comments under ``parent`` kept by ``keep``, in order, each drawn by ``item(index, comment, replies)``,
    the replies being ``wrap(items, parent index)`` when there are any, else ""."""
    out = ""
    for i in children(seeds(cs), parent):
        if not keep(i):
            continue
        inner = tree(cs, item, wrap, i, keep)
        out += item(i, cs[i], wrap(inner, i) if inner else "")
    return out


def root(cs: list[C], i: int) -> C:
    """The top-level comment of ``i``'s thread."""
    p = cs[i].seed.parent
    while p is not None:
        i, p = p, cs[p].seed.parent
    return cs[i]


def depth(cs: list[C]) -> int:
    """The number of levels of a thread."""

    def lv(i: int) -> int:
        p = cs[i].seed.parent
        return 1 if p is None else 1 + lv(p)

    return max(lv(i) for i in range(len(cs)))


def as_json(
    cs: list[C], keys: Callable[[int, C], dict[str, object]] | None = None
) -> list[dict[str, object]]:
    out = []
    for i, c in enumerate(cs):
        d: dict[str, object] = {
            "id": i + 1,
            "nick": c.name,
            "ts": c.when,
            "body": c.text,
            "re": None if c.seed.parent is None else c.seed.parent + 1,
        }
        if keys:
            d.update(keys(i, c))
        out.append(d)
    return out


def dumps(data: object) -> str:
    return json.dumps(data, ensure_ascii=False, indent=0)


FRAG_JS = """<script>
document.addEventListener('click', function (ev) {
  var b = ev.target.closest('[data-frag]'); if (!b) return; ev.preventDefault();
  if (b.dataset.busy) return; b.dataset.busy = '1';
  fetch(b.getAttribute('data-frag')).then(function (r) { return r.text(); }).then(function (h) {
    var t = document.createElement('template'); t.innerHTML = h; b.replaceWith(t.content);
  });
});
</script>"""


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
) -> Case:
    site = SITES_BK[site_key]
    return Case(
        id=cid,
        kind=kind,
        language=site.lang,
        reveal=reveal,
        container=container,
        heading=heading,
        description=description,
        path=path,
        html=render_bk(site, story, parts),
        comments=comments,
        system=system,
        static=static,
        files=files or {},
        check_steps=check_steps,
        lookalikes=lookalikes,
        comments_page=comments_page,
    )


def page(site_key: str, title: str, body: str, css: str = "") -> str:
    """A bare page of the site (a comments page of its own, a continued thread)."""
    site = SITES_BK[site_key]
    return (
        f'<!doctype html>\n<html lang="{site.lang}" dir="{site.direction}">\n<head>\n<meta charset="utf-8">\n'
        f"<title>{esc(title)} – {esc(site.name)}</title>\n<style>body{{font:16px/1.6 Arial,sans-serif;max-width:860px;"
        f'margin:0 auto;padding:20px}}{css}</style>\n</head>\n<body>\n<header><a href="/">{esc(site.name)}</a></header>\n'
        f"{body}\n</body>\n</html>\n"
    )


_ = slug
