"""Shared helpers of blind set BO, written for this set: ``talk`` (a discussion from a block of lines, one comment a
line, each written by hand), ``nest`` (a thread's markup from a per-case item function), ``ptext`` (paragraphs),
``case`` (a Case from a page) and ``tree_ok`` (a thread's parents point backwards)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from comspider_lab.blind.content_bo import SITES_BO
from comspider_lab.blind.layout import esc
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed

__all__ = ["Case", "Line", "Seed", "case", "esc", "kids", "nest", "ptext", "seeds", "talk"]


@dataclass(frozen=True)
class Line:
    """A comment as written in a case: its seed (the truth) and the case's marks ("x" or "x=y")."""

    seed: Seed
    marks: tuple[str, ...] = ()

    @property
    def who(self) -> str:
        return self.seed.author

    @property
    def at(self) -> str:
        return self.seed.when

    @property
    def body(self) -> str:
        return self.seed.text

    @property
    def up(self) -> int | None:
        return self.seed.parent

    def mark(self, key: str, default: str = "") -> str:
        for m in self.marks:
            k, _, v = m.partition("=")
            if k == key:
                return v or key
        return default


def talk(block: str) -> list[Line]:
    """Lines "who ~ when or . ~ parent ~ marks or . ~ text": the parent is "." (none), an index or "<" (the line
    before); " / " in the text starts a new paragraph (the truth joins paragraphs with a blank line)."""
    out: list[Line] = []
    for raw in block.strip().splitlines():
        who, when, parent, marks, text = (x.strip() for x in raw.split("~", 4))
        if parent == ".":
            up = None
        elif parent == "<":
            up = len(out) - 1
        else:
            up = int(parent)
        ms = () if marks == "." else tuple(m.strip() for m in marks.split(","))
        paras = "\n\n".join(p.strip() for p in text.split(" / "))
        out.append(Line(Seed(who, paras, up, "" if when == "." else when), ms))
    return out


def seeds(lines: list[Line]) -> list[Seed]:
    return [x.seed for x in lines]


def kids(lines: list[Line], up: int | None) -> list[int]:
    return [i for i, x in enumerate(lines) if x.up == up]


def nest(
    lines: list[Line],
    item: Callable[[int, Line, str], str],
    wrap: Callable[[str], str],
    up: int | None = None,
) -> str:
    """The comments under ``up`` in order, each drawn by ``item(index, line, replies)``, the replies being
    ``wrap(items)`` when there are any, else ""."""
    out = ""
    for i in kids(lines, up):
        inner = nest(lines, item, wrap, i)
        out += item(i, lines[i], wrap(inner) if inner else "")
    return out


def ptext(text: str, tag: str = "p", cls: str = "") -> str:
    attr = f' class="{cls}"' if cls else ""
    return "".join(f"<{tag}{attr}>{esc(p)}</{tag}>" for p in text.split("\n\n"))


def case(
    cid: str,
    kind: str,
    site_key: str,
    html: str,
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
    return Case(
        id=cid,
        kind=kind,
        language=SITES_BO[site_key].lang,
        reveal=reveal,
        container=container,
        heading=heading,
        description=description,
        path=path,
        html=html,
        comments=comments,
        system=system,
        static=static,
        files=files or {},
        check_steps=check_steps,
        lookalikes=lookalikes,
        comments_page=comments_page,
    )
