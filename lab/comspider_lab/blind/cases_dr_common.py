"""Shared helpers of blind set DR (written for this set): ``talk`` reads a discussion from an indented block, one
entry a line (``NAME {META} [VOTES] @ WHEN :: TEXT``; ``{META}`` and ``[VOTES]`` optional; paragraphs split by
`` // ``; depth by leading ``>``; the name ``--`` marks an entry a moderator removed, whose text is the notice the
site printed in its place), ``seeds`` (the truth: removed entries left out, parents renumbered), ``paras`` (a text's
paragraphs with links), ``counted`` (a list of titles with counts) and ``make`` (a Case). Every name and text of the
set is invented."""

from __future__ import annotations

import re
from dataclasses import dataclass

from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed

__all__ = ["C", "Case", "Seed", "below", "counted", "esc", "kids", "make", "paras", "seeds", "slug", "talk"]

_HEAD = re.compile(r"^(?P<who>.+?)\s*(?:\{(?P<meta>[^}]*)\})?\s*(?:\[(?P<votes>-?\d+)\])?$")


@dataclass(frozen=True)
class C:
    """One entry as the page prints it: who, when, text, parent (entry index), depth, meta, votes, removed."""

    who: str
    at: str
    body: str
    parent: int | None
    depth: int
    meta: str = ""
    votes: int = 0
    removed: bool = False


def talk(block: str) -> list[C]:
    out: list[C] = []
    for raw in block.strip().splitlines():
        line = raw.strip()
        if not line:
            continue
        depth = len(line) - len(line.lstrip(">"))
        line = line.lstrip(">").strip()
        head, body = line.split(" :: ", 1)
        left, at = head.rsplit(" @ ", 1)
        m = _HEAD.match(left.strip())
        assert m, left
        who = m.group("who").strip()
        text = "\n\n".join(p.strip() for p in body.split(" // "))
        parent = max(i for i, c in enumerate(out) if c.depth == depth - 1) if depth else None
        if parent is not None:
            assert not out[parent].removed, text[:40]
        out.append(
            C(
                who,
                at.strip(),
                text,
                parent,
                depth,
                (m.group("meta") or "").strip(),
                int(m.group("votes") or 0),
                who == "--",
            )
        )
    return out


def kids(cs: list[C]) -> dict[int | None, list[int]]:
    out: dict[int | None, list[int]] = {}
    for i, c in enumerate(cs):
        out.setdefault(c.parent, []).append(i)
    return out


def below(tree: dict[int | None, list[int]], i: int) -> list[int]:
    """Every entry under entry ``i`` (answers, their answers, ...), in page order."""
    out: list[int] = []
    for j in tree.get(i, []):
        out += [j, *below(tree, j)]
    return sorted(out)


def seeds(cs: list[C]) -> list[Seed]:
    index: dict[int, int] = {}
    out: list[Seed] = []
    for i, c in enumerate(cs):
        if c.removed:
            continue
        index[i] = len(out)
        out.append(Seed(c.who, c.body, None if c.parent is None else index[c.parent], c.at))
    return out


_URL = re.compile(r"(https?://[^\s<]+[^\s<.,;:!?)]|www\.[^\s<]+[^\s<.,;:!?)])")


def _linked(text: str) -> str:
    def a(m: re.Match[str]) -> str:
        url = m.group(1)
        href = url if url.startswith("http") else "http://" + url
        return f'<a href="{href}" rel="nofollow" target="_blank">{url}</a>'

    return _URL.sub(a, esc(text))


def paras(text: str, tag: str = "p", br: bool = False) -> str:
    parts = [_linked(x) for x in text.split("\n\n")]
    if br:
        return "<br /><br />".join(parts)
    return "".join(f"<{tag}>{x}</{tag}>" for x in parts)


def counted(rows: str, fmt: str = "({n})", tag: str = "ol", cls: str = "") -> str:
    """A list from "title | n" lines; ``fmt`` prints the count."""
    items = []
    for row in rows.strip().splitlines():
        title, n = (x.strip() for x in row.split("|"))
        items.append(
            f'<li><a href="/{slug(title)[:48]}">{esc(title)}</a> <span class="n">{esc(fmt.format(n=n))}</span></li>'
        )
    c = f' class="{cls}"' if cls else ""
    return f"<{tag}{c}>" + "".join(items) + f"</{tag}>"


def make(
    cid: str,
    kind: str,
    html: str,
    cs: list[C],
    *,
    path: str,
    container: str,
    heading: str | None,
    description: str,
    language: str = "en",
    lookalikes: tuple[str, ...] = (),
) -> Case:
    return Case(
        id=cid,
        kind=kind,
        language=language,
        reveal="on_load",
        container=container,
        heading=heading,
        description=description,
        path=path,
        html=html,
        comments=seeds(cs),
        static=True,
        lookalikes=lookalikes,
    )
