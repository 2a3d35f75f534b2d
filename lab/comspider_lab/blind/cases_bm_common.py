"""Shared helpers of blind set BM, written for this set: ``thread`` (a discussion from a block of lines, one comment
a line, each written by hand), ``tree`` (a thread's markup from a per-case item function), ``initials`` (an avatar
drawn as letters), ``make`` (a case from a site, a story and page parts), ``FETCH_HTML_JS`` (a click on a
``[data-more]`` control fetches the HTML it names and puts it where the control was) and ``as_json``."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass

from comspider_lab.blind.content_bm import SITES_BM
from comspider_lab.blind.layout_bm import Parts, Story, esc, light_page, render_bm, slug
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed, children

__all__ = [
    "FETCH_HTML_JS",
    "C",
    "Case",
    "Parts",
    "Seed",
    "Story",
    "as_json",
    "children",
    "depth",
    "dumps",
    "esc",
    "initials",
    "light",
    "make",
    "replies",
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
    """Lines "name | when | parent | marks or - | text"; the parent is "-" (none), an index or "^" (the line before);
    " // " in the text starts a new paragraph (the truth joins paragraphs with a blank line)."""
    out: list[C] = []
    for line in block.strip().splitlines():
        name, when, parent, marks, text = (x.strip() for x in line.split("|", 4))
        ms = () if marks == "-" else tuple(m.strip() for m in marks.split(","))
        if parent == "-":
            pi = None
        elif parent == "^":
            pi = len(out) - 1
        else:
            pi = int(parent)
        seed = Seed(name, "\n\n".join(p.strip() for p in text.split(" // ")), pi, "" if when == "-" else when)
        out.append(C(seed, ms))
    return out


def seeds(cs: list[C]) -> list[Seed]:
    return [c.seed for c in cs]


def replies(cs: list[C]) -> int:
    return sum(c.seed.parent is not None for c in cs)


def depth(cs: list[C]) -> int:
    def lv(i: int) -> int:
        p = cs[i].seed.parent
        return 1 if p is None else 1 + lv(p)

    return max(lv(i) for i in range(len(cs)))


def initials(name: str) -> str:
    words = [w for w in name.replace("@", " ").replace("_", " ").replace(".", " ").split() if w[:1].isalnum()]
    if not words:
        return "?"
    if len(words) == 1:
        return words[0][:2].upper()
    return (words[0][0] + words[1][0]).upper()


def tree(
    cs: list[C],
    item: Callable[[int, C, str], str],
    wrap: Callable[[str, int], str],
    parent: int | None = None,
    keep: Callable[[int], bool] = lambda i: True,
) -> str:
    """The comments under ``parent`` kept by ``keep``, each drawn by ``item(index, comment, replies)``, the replies
    being ``wrap(items, parent index)`` when there are any, else ""."""
    out = ""
    for i in children(seeds(cs), parent):
        if not keep(i):
            continue
        inner = tree(cs, item, wrap, i, keep)
        out += item(i, cs[i], wrap(inner, i) if inner else "")
    return out


def as_json(
    cs: list[C], keys: Callable[[int, C], dict[str, object]] | None = None
) -> list[dict[str, object]]:
    out = []
    for i, c in enumerate(cs):
        d: dict[str, object] = {
            "id": i + 1,
            "user": c.name,
            "ago": c.when,
            "msg": c.text,
            "parent": None if c.seed.parent is None else c.seed.parent + 1,
            "likes": int(c.get("l", "0")),
        }
        if keys:
            d.update(keys(i, c))
        out.append(d)
    return out


def dumps(data: object) -> str:
    return json.dumps(data, ensure_ascii=False)


FETCH_HTML_JS = """<script>
document.addEventListener('click', function (ev) {
  var b = ev.target.closest('[data-more]'); if (!b) return; ev.preventDefault();
  if (b.getAttribute('aria-busy') === 'true') return; b.setAttribute('aria-busy', 'true');
  fetch(b.getAttribute('data-more')).then(function (r) { return r.text(); }).then(function (h) {
    var box = document.createElement('template'); box.innerHTML = h; b.replaceWith(box.content);
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
    thread_path: str = "",
    thread_server: str = "main",
) -> Case:
    site = SITES_BM[site_key]
    return Case(
        id=cid,
        kind=kind,
        language=site.lang,
        reveal=reveal,
        container=container,
        heading=heading,
        description=description,
        path=path,
        html=render_bm(site, story, parts),
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


def light(site_key: str, title: str, body: str, css: str = "") -> str:
    return light_page(SITES_BM[site_key], title, body, css)
