"""Shared helpers of blind set CU, written for this set: ``talk`` (a discussion from an indented block, one entry a
line: ``Name @ shown time [tag] [key=value] :: text``, two spaces of indent per level of reply, `` // `` between
paragraphs, a lone backslash for a line break inside one), ``Note``, ``seeds`` (the truth: pingbacks, trackbacks and removed
entries are drawn on the page but are not readers' comments), ``draw`` (a nested thread), ``linked``/``paras`` (a
text's paragraphs with its web addresses made links and its line breaks as ``<br>``), ``case``."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field

from comspider_lab.blind.content_cu import SITES_CU, SiteCU
from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed

__all__ = [
    "SITES_CU",
    "Case",
    "Note",
    "Seed",
    "SiteCU",
    "case",
    "draw",
    "esc",
    "linked",
    "paras",
    "rows",
    "seeds",
    "slug",
    "talk",
]

NOT_COMMENTS = ("pingback", "trackback", "removed")


@dataclass
class Note:
    who: str
    at: str
    body: str
    parent: int | None
    tags: dict[str, str] = field(default_factory=dict)

    def has(self, tag: str) -> bool:
        return tag in self.tags

    @property
    def comment(self) -> bool:
        return not any(t in self.tags for t in NOT_COMMENTS)


def talk(block: str) -> list[Note]:
    notes: list[Note] = []
    stack: list[int] = []  # the latest note index at each level
    for raw in block.strip("\n").splitlines():
        if not raw.strip():
            continue
        head, sep, text = raw.partition(" :: ")
        assert sep, raw
        level = (len(head) - len(head.lstrip(" "))) // 2
        tags: dict[str, str] = {}
        for t in re.findall(r"\[([^\]]*)\]", head):
            k, _, v = t.partition("=")
            tags[k.strip()] = v.strip()
        head = re.sub(r" \[[^\]]*\]", "", head).strip()
        who, _, at = head.rpartition(" @ ")
        assert who, raw
        parent = stack[level - 1] if level else None
        body = text.replace(" // ", "\n\n").replace(" \\ ", "\n")
        notes.append(Note(who, at, body, parent, tags))
        del stack[level:]
        stack.append(len(notes) - 1)
    return notes


def seeds(notes: list[Note]) -> list[Seed]:
    """The truth: every note that is a reader's comment, its parent mapped to the truth's index."""
    index: dict[int, int] = {}
    out: list[Seed] = []
    for i, n in enumerate(notes):
        if not n.comment:
            continue
        parent = index[n.parent] if n.parent is not None else None
        if n.parent is not None:
            assert notes[n.parent].comment, (n.who, n.body[:20])
        index[i] = len(out)
        out.append(Seed(n.who, n.body, parent, n.at))
    return out


def draw(notes: list[Note], item: Callable[[int, Note, str], str], parent: int | None = None) -> str:
    """Every note under ``parent`` in order, each drawn by ``item(index, note, its replies drawn)``."""
    return "".join(item(i, n, draw(notes, item, i)) for i, n in enumerate(notes) if n.parent == parent)


def rows(block: str) -> list[list[str]]:
    return [[x.strip() for x in line.split("|")] for line in block.strip().splitlines() if line.strip()]


_URL = re.compile(r"(https?://[^\s<]+[^\s<.,;:!?)]|www\.[^\s<]+[^\s<.,;:!?)])")


def linked(text: str, nofollow: bool = True) -> str:
    """A text escaped, its web addresses made links and its line breaks ``<br />``, as the blog software did."""

    def a(m: re.Match[str]) -> str:
        url = m.group(1)
        href = url if url.startswith("http") else "http://" + url
        rel = ' rel="nofollow"' if nofollow else ""
        return f'<a href="{href}"{rel}>{url}</a>'

    return "<br />\n".join(_URL.sub(a, esc(line)) for line in text.split("\n"))


def paras(text: str, tag: str = "p", cls: str = "") -> str:
    attr = f' class="{cls}"' if cls else ""
    return "".join(f"<{tag}{attr}>{linked(x)}</{tag}>" for x in text.split("\n\n"))


def case(
    cid: str,
    kind: str,
    site: SiteCU,
    html: str,
    notes: list[Note],
    *,
    path: str,
    container: str,
    heading: str | None,
    description: str,
    lookalikes: tuple[str, ...] = (),
) -> Case:
    return Case(
        id=cid,
        kind=kind,
        language="en",
        reveal="on_load" if notes else "-",
        container=container,
        heading=heading,
        description=description,
        path=path,
        html=html,
        comments=seeds(notes),
        system=None,
        static=True,
        lookalikes=lookalikes,
    )
