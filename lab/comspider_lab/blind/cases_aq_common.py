"""Shared helpers of blind set AQ, written for this set: ``make`` (a case from a site, a story and page parts),
``thread`` (a discussion from a block of lines, one comment a line, each written by hand), ``rows`` ("|"-separated
fields), ``tree`` (a thread's markup from a per-case item function), ``as_json`` (a thread as the JSON a page's
script reads), ``plain`` (seeds without times, for the real systems) and ``paras``."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass

from comspider_lab.blind.content_aq import SITES_AQ
from comspider_lab.blind.layout_aq import Parts, Story, esc, render_aq, slug
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed, children

__all__ = [
    "C",
    "Case",
    "Parts",
    "Seed",
    "Story",
    "as_json",
    "esc",
    "jsdata",
    "make",
    "paras",
    "plain",
    "rows",
    "seeds",
    "slug",
    "thread",
    "tree",
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
    """Lines "name | when or - | parent index or - | marks (comma-separated) or - | text"; " // " in the text
    starts a new paragraph (the truth joins paragraphs with a blank line)."""
    out = []
    for name, when, parent, marks, text in rows(block, 5):
        seed = Seed(
            name,
            "\n\n".join(p.strip() for p in text.split(" // ")),
            None if parent == "-" else int(parent),
            "" if when == "-" else when,
        )
        out.append(C(seed, () if marks == "-" else tuple(m.strip() for m in marks.split(","))))
    return out


def seeds(cs: list[C]) -> list[Seed]:
    return [c.seed for c in cs]


def plain(cs: list[C]) -> list[Seed]:
    """The real systems show their own times: the seeds carry none."""
    return [Seed(c.seed.author, c.seed.text, c.seed.parent, "") for c in cs]


def paras(text: str, tag: str = "p", cls: str = "") -> str:
    attr = f' class="{cls}"' if cls else ""
    return "".join(f"<{tag}{attr}>{esc(p)}</{tag}>" for p in text.split("\n\n"))


def tree(
    cs: list[C],
    item: Callable[[int, C, str, int], str],
    wrap: Callable[[str, int], str],
    parent: int | None = None,
    depth: int = 0,
) -> str:
    """The comments under ``parent`` in order, each drawn by ``item(index, comment, replies, depth)``, the replies
    being ``wrap(items, depth + 1)`` when there are any, else ""."""
    out = ""
    for i in children(seeds(cs), parent):
        inner = tree(cs, item, wrap, i, depth + 1)
        out += item(i, cs[i], wrap(inner, depth + 1) if inner else "", depth)
    return out


def as_json(cs: list[C], keys: tuple[str, str, str, str, str] = ("id", "name", "time", "body", "re")) -> str:
    """The thread as a JSON list of objects, its keys named per case (id, author, time, text, parent id)."""
    k_id, k_name, k_time, k_body, k_re = keys
    out = []
    for i, c in enumerate(cs):
        d: dict[str, object] = {
            k_id: 101 + i,
            k_name: c.name,
            k_time: c.when,
            k_body: c.text,
            k_re: None if c.seed.parent is None else 101 + c.seed.parent,
        }
        for m in c.marks:
            if "=" in m:
                key, value = m.split("=", 1)
                d[key] = int(value) if value.isdigit() else value
        out.append(d)
    return json.dumps(out, ensure_ascii=False, indent=1)


def jsdata(text: str) -> str:
    """JSON to put inside a <script> element."""
    return text.replace("</", "<\\/")


def make(
    cid: str,
    kind: str,
    site_key: str,
    story: Story,
    parts: Parts,
    comments: list[Seed],
    *,
    path: str,
    container: str,
    heading: str | None,
    description: str,
    reveal: str = "on_load",
    static: bool = True,
    system: str | None = None,
    files: dict[str, str] | None = None,
    check_steps: tuple[str, ...] = (),
    lookalikes: tuple[str, ...] = (),
) -> Case:
    site = SITES_AQ[site_key]
    return Case(
        id=cid,
        kind=kind,
        language=site.lang,
        reveal=reveal,
        container=container,
        heading=heading,
        description=description,
        path=path,
        html=render_aq(site, story, parts),
        comments=comments,
        system=system,
        static=static,
        files=files or {},
        check_steps=check_steps,
        lookalikes=lookalikes,
    )
