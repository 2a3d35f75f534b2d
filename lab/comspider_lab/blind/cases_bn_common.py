"""Shared helpers of blind set BN, written for this set: ``thread`` (a discussion from a block of lines, one comment a
line, each written by hand), ``tree`` (a thread's markup from a per-case item function), ``initials`` (a phone
avatar's letters), ``paras``, ``make`` (a case from a site, a story and page parts), ``page`` (a bare lightweight page
of the site: a comments page of its own), ``as_json`` and ``dumps``."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass

from comspider_lab.blind.content_bn import SITES_BN, WORDS
from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.layout_bn import Parts, Story, render_bn
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed, children

__all__ = [
    "WORDS",
    "C",
    "Case",
    "Parts",
    "Seed",
    "Story",
    "as_json",
    "children",
    "dumps",
    "esc",
    "initials",
    "make",
    "page",
    "paras",
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

    @property
    def parent(self) -> int | None:
        return self.seed.parent

    def has(self, mark: str) -> bool:
        return mark in self.marks

    def get(self, key: str, default: str = "") -> str:
        for m in self.marks:
            if m.startswith(key + "="):
                return m.split("=", 1)[1]
        return default


def thread(block: str) -> list[C]:
    """Lines "name | when or - | parent | marks (comma-separated) or - | text"; the parent is "-" (none), an index
    or "^" (the line before); " // " in the text starts a new paragraph (the truth joins paragraphs with a blank
    line)."""
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
    return sum(c.parent is not None for c in cs)


def initials(name: str) -> str:
    words = [w for w in name.replace("_", " ").replace(".", " ").split() if w[:1].isalnum()]
    if not words:
        return name[:1].upper()
    if len(words) == 1:
        return words[0][:2].upper()
    return (words[0][:1] + words[1][:1]).upper()


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
            "parentId": None if c.parent is None else c.parent + 1,
        }
        if keys:
            d.update(keys(i, c))
        out.append(d)
    return out


def dumps(data: object) -> str:
    return json.dumps(data, ensure_ascii=False, indent=0)


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
) -> Case:
    site = SITES_BN[site_key]
    return Case(
        id=cid,
        kind=kind,
        language=site.lang,
        reveal=reveal,
        container=container,
        heading=heading,
        description=description,
        path=path,
        html=render_bn(site, story, parts, path),
        comments=comments,
        system=system,
        static=static,
        files=files or {},
        check_steps=check_steps,
        lookalikes=lookalikes,
        comments_page=comments_page,
        thread_path=thread_path,
    )


def page(site_key: str, title: str, body: str, css: str = "", end: str = "") -> str:
    """A bare lightweight page of the site (a comments page of its own)."""
    site = SITES_BN[site_key]
    return (
        f'<!doctype html>\n<html lang="{site.lang}" dir="{site.direction}">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{esc(title)} | {esc(site.name)}</title>\n<style>*{{box-sizing:border-box}}body{{margin:0;"
        f"font:16px/1.5 system-ui,Arial,sans-serif;color:#1c1c1e;background:#fff}}{css}</style>\n</head>\n<body>\n"
        f"{body}\n{end}\n</body>\n</html>\n"
    )
