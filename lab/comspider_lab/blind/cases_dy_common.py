"""Shared helpers of blind set dy (written anew for this set on the pattern of set DU's): ``talk`` reads a discussion
from an indented block, one comment a line (``NAME @ SHOWN ~ ISO :: TEXT``, paragraphs split by `` // ``, depth by
leading ``>``); ``kids``, ``paras``, ``dump`` (a data file as a site's API answers it) and ``make`` (a Case whose
discussion a browser has to reveal: nothing of it is in the served HTML of the article). No page skeleton is shared:
each page builds its own template of its year, its own script and its own data file."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed

__all__ = ["C", "Case", "Seed", "dump", "esc", "kids", "make", "paras", "slug", "talk"]


@dataclass(frozen=True)
class C:
    """One comment as the page shows it: who, the time shown, the machine time, text, parent index, depth."""

    who: str
    at: str
    iso: str
    body: str
    parent: int | None
    depth: int


def talk(block: str) -> list[C]:
    out: list[C] = []
    for raw in block.strip().splitlines():
        line = raw.strip()
        if not line:
            continue
        depth = len(line) - len(line.lstrip(">"))
        line = line.lstrip(">").strip()
        head, body = line.split(" :: ", 1)
        who, when = (x.strip() for x in head.split(" @ ", 1))
        at, _, iso = (x.strip() for x in when.partition(" ~ "))
        text = "\n\n".join(p.strip() for p in body.split(" // "))
        parent: int | None = None
        if depth:
            parent = max(i for i, c in enumerate(out) if c.depth == depth - 1)
        out.append(C(who, at, iso, text, parent, depth))
    return out


def kids(cs: list[C]) -> dict[int | None, list[int]]:
    out: dict[int | None, list[int]] = {}
    for i, c in enumerate(cs):
        out.setdefault(c.parent, []).append(i)
    return out


def paras(text: str, tag: str = "p", attrs: str = "") -> str:
    return "".join(f"<{tag}{attrs}>{esc(x)}</{tag}>" for x in text.split("\n\n"))


def dump(data: Any) -> str:
    """A data file as the site's API would answer it (UTF-8, not ASCII-escaped)."""
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")) + "\n"


def make(
    cid: str,
    kind: str,
    lang: str,
    html: str,
    cs: list[C],
    *,
    path: str,
    reveal: str,
    container: str,
    heading: str | None,
    description: str,
    files: dict[str, str],
    check_steps: tuple[str, ...],
    lookalikes: tuple[str, ...] = (),
) -> Case:
    return Case(
        id=cid,
        kind=kind,
        language=lang,
        reveal=reveal,
        container=container,
        heading=heading,
        description=description,
        path=path,
        html=html,
        comments=[Seed(c.who, c.body, c.parent, c.at) for c in cs],
        static=False,
        lookalikes=lookalikes,
        files=files,
        check_steps=check_steps,
    )
